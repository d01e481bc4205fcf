#include "widgets/PolicyEditor.h"

#include "widgets/DialogSeam.h"
#include "widgets/Format.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/ScenarioDocument.h"

#include "core/run/ScenarioRunner.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QToolButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gantry::gui {

PolicyEditor::PolicyEditor(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("policyEditor"));
    auto* inner = new QWidget;
    auto* layout = new QVBoxLayout(inner);
    m_summary = named<QLabel>("policySummary");
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    const std::pair<PolicyKind, QString> kinds[] = {
        { PolicyKind::Scheduler, tr("Scheduler (decides everything; leave at “composed” to use the parts below)") },
        { PolicyKind::Ordering, tr("Ordering: which job goes next") },
        { PolicyKind::Placement, tr("Placement: which GPUs it gets") },
        { PolicyKind::Sizing, tr("Sizing: how many GPUs elastic jobs get") },
        { PolicyKind::Sharing, tr("Sharing: how the tenants share the GPUs (quotas)") },
    };
    for (const auto& [kind, title] : kinds) {
        PartUi ui;
        ui.kind = kind;
        ui.box = new QGroupBox(title);
        ui.box->setObjectName(QStringLiteral("policyBox_") + QString::fromLatin1(policyKindName(kind)));
        auto* v = new QVBoxLayout(ui.box);
        ui.combo = new QComboBox;
        ui.combo->setObjectName(QStringLiteral("policyCombo_") + QString::fromLatin1(policyKindName(kind)));
        addPolicyItems(ui.combo, kind);
        ui.description = new QLabel;
        ui.description->setObjectName(QStringLiteral("policyDescription_") + QString::fromLatin1(policyKindName(kind)));
        ui.description->setWordWrap(true);
        ui.description->setForegroundRole(QPalette::PlaceholderText);
        ui.form = new QFormLayout;
        ui.error = new QLabel;
        ui.error->setObjectName(QStringLiteral("policyError_") + QString::fromLatin1(policyKindName(kind)));
        ui.error->setStyleSheet(QStringLiteral("color: #c0392b;"));
        ui.error->setWordWrap(true);
        ui.error->hide();
        v->addWidget(ui.combo);
        v->addWidget(ui.description);
        v->addLayout(ui.form);
        v->addWidget(ui.error);
        layout->addWidget(ui.box);
        m_parts.push_back(ui);
    }
    m_backfill = named<QCheckBox>("policyBackfill", tr("Backfill: let later jobs start when the next one in order does not fit"));
    layout->addWidget(m_backfill);
    layout->addStretch();

    auto* scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* outer = marginless(new QVBoxLayout(this));
    outer->addWidget(scroll);

    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        connect(m_parts[i].combo, &QComboBox::currentIndexChanged, this, [this, i](int) {
            if (m_updating) return;
            PartUi& ui = m_parts[i];
            PolicyConfig config = m_doc->scenario().policy;
            PolicyPart& part = partOf(config, ui.kind);
            part.name = ui.combo->currentData().toString().toStdString();
            part.params.clear();
            commit(config, tr("Choose %1 policy").arg(QString::fromLatin1(policyKindName(ui.kind))), {}, ui.error);
        });
    }
    connect(m_backfill, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updating) return;
        PolicyConfig config = m_doc->scenario().policy;
        config.backfill = on;
        commit(config, tr("Toggle backfill"), {}, m_parts.back().error);
    });
    connect(doc, &ScenarioDocument::scenarioChanged, this, &PolicyEditor::refresh);
    refresh();
}

void PolicyEditor::addPolicyItems(QComboBox* combo, PolicyKind kind)
{
    if (kind == PolicyKind::Scheduler) combo->addItem(tr("composed (ordering × placement × sizing × sharing)"), QString());
    for (const PolicyInfo& info : PolicyRegistry::instance().list(kind)) {
        combo->addItem(QStringLiteral("%1 — %2").arg(QString::fromStdString(info.name), policyTitle(info)),
            QString::fromStdString(info.name));
        combo->setItemData(combo->count() - 1, recordedText("PolicyDescription", info.description), Qt::ToolTipRole);
    }
}

QString PolicyEditor::policyTitle(const PolicyInfo& info)
{
    // Marked where each policy is registered (GANTRY_TR_NOOP("PolicyTitle", ...)); TranslationsTest checks
    // that every registered one has a translation.
    return recordedText("PolicyTitle", info.title);
}

QComboBox* PolicyEditor::combo(PolicyKind kind) const
{
    for (const PartUi& ui : m_parts)
        if (ui.kind == kind) return ui.combo;
    return nullptr;
}

QString PolicyEditor::errorText() const
{
    for (const PartUi& ui : m_parts)
        if (!ui.error->isHidden()) return ui.error->text();
    return {};
}

PolicyPart& PolicyEditor::partOf(PolicyConfig& config, PolicyKind kind) const
{
    switch (kind) {
    case PolicyKind::Scheduler: return config.scheduler;
    case PolicyKind::Ordering: return config.ordering;
    case PolicyKind::Placement: return config.placement;
    case PolicyKind::Sizing: return config.sizing;
    case PolicyKind::Sharing: return config.sharing;
    }
    return config.ordering;
}

void PolicyEditor::commit(const PolicyConfig& config, const QString& text, const QString& key, QLabel* errorLabel)
{
    for (PartUi& ui : m_parts) ui.error->hide();
    auto status = PolicyRegistry::instance().validate(config);
    if (!status) {
        errorLabel->setText(QString::fromStdString(status.error().message));
        errorLabel->show();
        refresh(); // back to the valid values
        errorLabel->setText(QString::fromStdString(status.error().message));
        errorLabel->show();
        return;
    }
    Scenario s = m_doc->scenario();
    s.policy = config;
    m_doc->edit(s, text, key);
}

void PolicyEditor::refresh()
{
    m_updating = true;
    const PolicyConfig& config = m_doc->scenario().policy;
    const bool composed = config.scheduler.name.empty();
    for (PartUi& ui : m_parts) {
        PolicyConfig copy = config;
        const PolicyPart& part = partOf(copy, ui.kind);
        const int index = ui.combo->findData(QString::fromStdString(part.name));
        ui.combo->setCurrentIndex(std::max(0, index));
        if (ui.kind != PolicyKind::Scheduler) ui.box->setEnabled(composed);
        buildForm(ui, part);
    }
    m_backfill->setChecked(config.backfill);
    m_backfill->setEnabled(composed);
    // The fidelity beside the policy: what the numbers of this scenario assume about the world.
    QString summary = tr("<b>Policy:</b> %1<br><b>Model:</b> %2")
                          .arg(QString::fromStdString(describePolicy(config)).toHtmlEscaped(),
                              QString::fromStdString(describeAssumptions(m_doc->scenario())).toHtmlEscaped());
    // Who shares the cluster, and by how much (a Slurm twin's accounts with their Fairshare shares).
    if (const std::vector<Tenant>& tenants = m_doc->scenario().tenants; !tenants.empty()) {
        double total = 0;
        for (const Tenant& t : tenants) total += t.weight;
        QStringList shares;
        for (const Tenant& t : tenants)
            shares << QStringLiteral("%1 %2").arg(QString::fromStdString(t.name).toHtmlEscaped(), formatPercent(total > 0 ? t.weight / total : 0));
        summary += QStringLiteral("<br>") + tr("<b>Tenants' fair shares:</b> %1").arg(shares.join(QStringLiteral(" · ")));
    }
    m_summary->setText(summary);
    m_updating = false;
}

void PolicyEditor::buildForm(PartUi& ui, const PolicyPart& part)
{
    while (ui.form->rowCount() > 0) ui.form->removeRow(0);
    const PolicyInfo* info = part.name.empty() ? nullptr : PolicyRegistry::instance().find(ui.kind, part.name);
    ui.description->setText(info ? recordedText("PolicyDescription", info->description) : QString());
    ui.description->setVisible(info != nullptr);
    if (!info) return;
    const PolicyKind kind = ui.kind;
    QLabel* errorLabel = ui.error;
    for (const ParamSpec& spec : info->params) {
        const QString name = QString::fromStdString(spec.name);
        auto it = part.params.find(spec.name);
        const ParamValue value = it != part.params.end() ? it->second : spec.defaultValue;
        const QString key = QString::fromLatin1(policyKindName(kind)) + QLatin1Char('.') + name;
        auto store = [this, kind, spec, key, errorLabel](ParamValue v) {
            if (m_updating) return;
            PolicyConfig config = m_doc->scenario().policy;
            partOf(config, kind).params[spec.name] = std::move(v);
            commit(config, tr("Change %1").arg(QString::fromStdString(spec.name)), key, errorLabel);
        };
        QWidget* editor = nullptr;
        switch (spec.type) {
        case ParamType::Boolean: {
            auto* box = new QCheckBox;
            box->setChecked(std::holds_alternative<double>(value) && std::get<double>(value) != 0);
            connect(box, &QCheckBox::toggled, this, [store](bool on) { store(on ? 1.0 : 0.0); });
            editor = box;
            break;
        }
        case ParamType::Integer: {
            auto* spin = new QSpinBox;
            spin->setRange(static_cast<int>(std::max(-2e9, spec.minimum)), static_cast<int>(std::min(2e9, spec.maximum)));
            spin->setValue(std::holds_alternative<double>(value) ? static_cast<int>(std::get<double>(value)) : 0);
            spin->setKeyboardTracking(false);
            connect(spin, &QSpinBox::valueChanged, this, [store](int v) { store(double(v)); });
            editor = spin;
            break;
        }
        case ParamType::Number: {
            auto* spin = new QDoubleSpinBox;
            spin->setDecimals(4);
            spin->setRange(std::max(-1e12, spec.minimum), std::min(1e12, spec.maximum));
            spin->setValue(std::holds_alternative<double>(value) ? std::get<double>(value) : 0);
            spin->setKeyboardTracking(false);
            connect(spin, &QDoubleSpinBox::valueChanged, this, [store](double v) { store(v); });
            editor = spin;
            break;
        }
        case ParamType::Text: {
            auto* line = new QLineEdit(std::holds_alternative<std::string>(value) ? QString::fromStdString(std::get<std::string>(value)) : QString());
            connect(line, &QLineEdit::editingFinished, this, [store, line] { store(line->text().toStdString()); });
            editor = line;
            if (spec.name == "model") {
                // A model file: a picker next to the path (relative to the scenario's folder when possible).
                auto* box = new QWidget;
                auto* h = marginless(new QHBoxLayout(box));
                h->addWidget(line, 1);
                auto* browse = new QToolButton;
                browse->setText(tr("Browse…"));
                browse->setObjectName(QStringLiteral("browse_") + key);
                browse->setToolTip(tr("Choose a trained model file"));
                h->addWidget(browse);
                connect(browse, &QToolButton::clicked, this, [this, store, line] {
                    const QString base = QString::fromStdString(m_doc->scenario().baseDirectory);
                    const QString path = DialogSeam::instance().openFileName(this, tr("Choose a trained model"), base,
                        tr("Gantry models (*.model);;All files (*)"));
                    if (path.isEmpty()) return;
                    const QString rel = base.isEmpty() ? QFileInfo(path).absoluteFilePath() : QDir(base).relativeFilePath(path);
                    line->setText(rel);
                    store(rel.toStdString());
                });
                line->setObjectName(QStringLiteral("param_") + key);
                line->setToolTip(QString::fromStdString(spec.description));
                box->setObjectName(QStringLiteral("paramBox_") + key);
                editor = box;
            }
            break;
        }
        case ParamType::NumberList: {
            QStringList parts;
            if (std::holds_alternative<std::vector<double>>(value))
                for (double d : std::get<std::vector<double>>(value)) parts << QString::number(d, 'g', 12);
            auto* line = new QLineEdit(parts.join(QStringLiteral(", ")));
            line->setPlaceholderText(tr("comma-separated numbers"));
            connect(line, &QLineEdit::editingFinished, this, [store, line, errorLabel] {
                std::vector<double> list;
                for (const QString& p : line->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                    bool ok = false;
                    const double d = p.trimmed().toDouble(&ok);
                    if (!ok) {
                        errorLabel->setText(QObject::tr("“%1” is not a number.").arg(p.trimmed()));
                        errorLabel->show();
                        return;
                    }
                    list.push_back(d);
                }
                store(list);
            });
            editor = line;
            break;
        }
        }
        if (editor->objectName().isEmpty()) editor->setObjectName(QStringLiteral("param_") + key);
        editor->setToolTip(QString::fromStdString(spec.description));
        ui.form->addRow(name, editor);
    }
}

} // namespace gantry::gui
