#include "widgets/GeneratorForm.h"

#include "widgets/PanelParts.h"

#include "core/io/Synthetic.h"

#include <QDoubleSpinBox>
#include <QFormLayout>

#include <algorithm>

namespace gantry::gui {

GeneratorForm::GeneratorForm(QWidget* parent) : QWidget(parent), m_form(marginless(new QFormLayout(this)))
{
}

void GeneratorForm::setGenerator(const std::string& generator, const ParamMap& values)
{
    while (m_form->rowCount() > m_above + m_below) m_form->removeRow(m_above);
    m_generator = generator;
    int row = m_above;
    for (const ParamSpec& spec : generatorParams(generator)) {
        auto* spin = new QDoubleSpinBox;
        spin->setObjectName(QStringLiteral("gen_") + QString::fromStdString(spec.name));
        spin->setDecimals(spec.type == ParamType::Integer ? 0 : 3);
        spin->setRange(std::max(-1e12, spec.minimum), std::min(1e12, spec.maximum));
        double value = std::holds_alternative<double>(spec.defaultValue) ? std::get<double>(spec.defaultValue) : 0;
        if (auto it = values.find(spec.name); it != values.end() && std::holds_alternative<double>(it->second))
            value = std::get<double>(it->second);
        spin->setValue(value);
        spin->setToolTip(QStringLiteral("%1: %2").arg(QString::fromStdString(spec.name), QString::fromStdString(spec.description)));
        spin->setProperty("param", QString::fromStdString(spec.name));
        connect(spin, &QDoubleSpinBox::valueChanged, this, &GeneratorForm::edited);
        m_form->insertRow(row++, parameterLabel(spec.name), spin);
    }
    // The enclosing layout sizes this form by its hint: tell it now, not at the next event loop pass (a
    // form filled while its tab is hidden would otherwise show with no height for a moment).
    updateGeometry();
}

void GeneratorForm::addRowAbove(const QString& label, QWidget* field) { m_form->insertRow(m_above++, label, field); }

void GeneratorForm::addRowBelow(const QString& label, QWidget* field)
{
    m_form->addRow(label, field);
    ++m_below;
}

QString GeneratorForm::parameterLabel(const std::string& name)
{
    // The parameters of core/io/Synthetic.cpp's generators (TranslationsTest checks that each has a label).
    static const std::pair<const char*, const char*> labels[] = {
        { "jobs", QT_TR_NOOP("Jobs") },
        { "jobs_per_hour", QT_TR_NOOP("Jobs per hour") },
        { "max_gpus", QT_TR_NOOP("Most GPUs per job") },
        { "min_gpus", QT_TR_NOOP("Fewest GPUs per job") },
        { "max_duration_hours", QT_TR_NOOP("Longest duration (hours)") },
        { "duration_median_seconds", QT_TR_NOOP("Median duration (seconds)") },
        { "duration_sigma", QT_TR_NOOP("Spread of durations (log-normal sigma)") },
        { "slot_seconds", QT_TR_NOOP("Slot length (seconds)") },
        { "mean_arrivals_per_slot", QT_TR_NOOP("Mean arrivals per slot") },
        { "max_arrivals_per_slot", QT_TR_NOOP("Most arrivals per slot") },
        { "ali_pattern", QT_TR_NOOP("Alibaba arrival pattern (DL2)") },
        { "max_workers", QT_TR_NOOP("Most workers per job") },
        { "requested_workers", QT_TR_NOOP("Workers requested") },
        { "ps_count", QT_TR_NOOP("Parameter servers per job") },
        { "max_job_length_steps", QT_TR_NOOP("Longest job (steps)") },
        { "step_seconds", QT_TR_NOOP("Step length (seconds)") },
        { "arrival_probability", QT_TR_NOOP("Chance of an arrival per step") },
        { "max_ps", QT_TR_NOOP("Most parameter servers per job") },
        { "single_worker_share", QT_TR_NOOP("Share of one-worker jobs") },
        { "ps_fraction", QT_TR_NOOP("Share of parameter-server jobs") },
        { "min_epochs", QT_TR_NOOP("Fewest epochs") },
        { "max_epochs", QT_TR_NOOP("Most epochs") },
    };
    for (const auto& [key, label] : labels)
        if (name == key) return tr(label);
    return QString::fromStdString(name);
}

ParamMap GeneratorForm::values() const
{
    ParamMap out;
    for (int r = m_above; r < m_form->rowCount() - m_below; ++r) {
        auto* item = m_form->itemAt(r, QFormLayout::FieldRole);
        auto* spin = item ? qobject_cast<QDoubleSpinBox*>(item->widget()) : nullptr;
        if (spin) out[spin->property("param").toString().toStdString()] = spin->value();
    }
    return out;
}

QWidget* GeneratorForm::field(const std::string& name) const
{
    for (int r = m_above; r < m_form->rowCount() - m_below; ++r) {
        auto* item = m_form->itemAt(r, QFormLayout::FieldRole);
        if (item && item->widget() && item->widget()->property("param").toString().toStdString() == name) return item->widget();
    }
    return nullptr;
}

} // namespace gantry::gui
