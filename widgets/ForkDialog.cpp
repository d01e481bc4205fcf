#include "widgets/ForkDialog.h"

#include "widgets/Format.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/PolicyEditor.h"

#include "core/io/ScenarioIo.h"
#include "core/util/Text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace gantry::gui {

ForkDialog::ForkDialog(const Scenario& scenario, double seconds, QWidget* parent)
    : QDialog(parent), m_seconds(seconds)
{
    setObjectName(QStringLiteral("forkDialog"));
    setWindowTitle(tr("Fork here"));
    auto* intro = new QLabel(tr("A fork starts from this run's state at %1 and changes it from then on. It is added to the "
                                "what-if comparison, which shows it beside the base since that moment.")
                                 .arg(formatDuration(seconds)));
    intro->setWordWrap(true);

    m_kind = named<QComboBox>("forkKind");
    m_kind->addItems({ tr("A rack fails"), tr("The ordering policy changes"), tr("A burst of jobs arrives"), tr("A GPU price changes"),
        tr("Machines join"), tr("A rack leaves for good") });

    m_pages = new QStackedWidget;
    auto page = [this] {
        auto* w = new QWidget;
        auto* form = marginless(new QFormLayout(w));
        m_pages->addWidget(w);
        return form;
    };
    QFormLayout* fails = page();
    m_rack = named<QComboBox>("forkRack");
    // Whole racks first, then single machines.
    for (const Rack& r : scenario.cluster.racks)
        m_rack->addItem(tr("rack %1").arg(QString::fromStdString(r.name)), QStringLiteral("rack:") + QString::fromStdString(r.name));
    for (const Machine& m : scenario.cluster.machines)
        m_rack->addItem(QString::fromStdString(m.name), QStringLiteral("machine:") + QString::fromStdString(m.name));
    m_hours = named<QDoubleSpinBox>("forkHours");
    m_hours->setRange(0, 10000);
    m_hours->setValue(6);
    m_hours->setSuffix(tr(" h"));
    m_hours->setSpecialValueText(tr("until the end"));
    fails->addRow(tr("Rack or machine:"), m_rack);
    fails->addRow(tr("Down for:"), m_hours);

    QFormLayout* ordering = page();
    m_ordering = named<QComboBox>("forkOrdering");
    PolicyEditor::addPolicyItems(m_ordering, PolicyKind::Ordering);
    ordering->addRow(tr("From then on:"), m_ordering);

    QFormLayout* jobs = page();
    m_jobs = named<QSpinBox>("forkJobs");
    m_jobs->setRange(1, 1000000);
    m_jobs->setValue(100);
    m_perHour = named<QDoubleSpinBox>("forkJobsPerHour");
    m_perHour->setRange(0.1, 100000);
    m_perHour->setValue(100);
    jobs->addRow(tr("Jobs:"), m_jobs);
    jobs->addRow(tr("Per hour:"), m_perHour);
    jobs->addRow(new QLabel(tr("Philly's mix of sizes and lengths (the poisson-philly generator).")));

    // The events that name a GPU type offer the cluster's.
    auto gpuTypeChoice = [&](const char* objectName) {
        auto* choice = named<QComboBox>(objectName);
        for (const GpuType& t : scenario.cluster.gpuTypes) choice->addItem(QString::fromStdString(t.name));
        return choice;
    };
    QFormLayout* price = page();
    m_gpuType = gpuTypeChoice("forkGpuType");
    m_price = named<QDoubleSpinBox>("forkPrice");
    m_price->setRange(0, 1000);
    m_price->setDecimals(2);
    m_price->setPrefix(QStringLiteral("$"));
    if (!scenario.cluster.gpuTypes.empty()) m_price->setValue(2 * scenario.cluster.gpuTypes.front().pricePerHour);
    price->addRow(tr("GPU type:"), m_gpuType);
    price->addRow(tr("Price per GPU-hour:"), m_price);

    QFormLayout* join = page();
    m_joinType = gpuTypeChoice("forkJoinType");
    m_joinCount = named<QSpinBox>("forkJoinCount");
    m_joinCount->setRange(1, 10000);
    m_joinCount->setValue(2);
    join->addRow(tr("GPU type:"), m_joinType);
    join->addRow(tr("Machines:"), m_joinCount);
    auto* joinNote = new QLabel(tr("Copies of the cluster's first machine of that type, in its rack."));
    joinNote->setWordWrap(true);
    join->addRow(joinNote);

    QFormLayout* leave = page();
    m_leavingRack = named<QComboBox>("forkLeavingRack");
    for (const Rack& r : scenario.cluster.racks) m_leavingRack->addItem(QString::fromStdString(r.name));
    leave->addRow(tr("Rack:"), m_leavingRack);
    auto* leaveNote = new QLabel(tr("Its jobs restart elsewhere from their last checkpoint; its machines no longer count in the cluster."));
    leaveNote->setWordWrap(true);
    leave->addRow(leaveNote);

    m_name = named<QLineEdit>("forkName");
    connect(m_name, &QLineEdit::textEdited, this, [this] { m_nameEdited = true; });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add the fork"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel")); // Qt's own translations are only recommended
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(tr("What happens:"), m_kind);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_pages);
    auto* nameForm = new QFormLayout;
    nameForm->addRow(tr("Variant name:"), m_name);
    layout->addLayout(nameForm);
    layout->addWidget(buttons);

    connect(m_kind, &QComboBox::currentIndexChanged, m_pages, &QStackedWidget::setCurrentIndex);
    for (QComboBox* c : { m_kind, m_rack, m_ordering, m_gpuType, m_joinType, m_leavingRack })
        connect(c, &QComboBox::currentIndexChanged, this, &ForkDialog::updateName);
    connect(m_hours, &QDoubleSpinBox::valueChanged, this, &ForkDialog::updateName);
    connect(m_jobs, &QSpinBox::valueChanged, this, &ForkDialog::updateName);
    connect(m_joinCount, &QSpinBox::valueChanged, this, &ForkDialog::updateName);
    updateName();
}

void ForkDialog::preset(Kind kind, const QString& target)
{
    m_kind->setCurrentIndex(kind);
    QComboBox* combo = kind == RackFails ? m_rack : kind == RackLeaves ? m_leavingRack : kind == MachinesJoin ? m_joinType : nullptr;
    if (!combo) return;
    const int index = kind == RackFails ? combo->findData(target) : combo->findText(target);
    if (index >= 0) combo->setCurrentIndex(index);
}

QString ForkDialog::variantName() const { return m_name->text().trimmed(); }

void ForkDialog::updateName()
{
    if (m_nameEdited) return;
    const QString at = formatDuration(m_seconds);
    QString name;
    switch (m_kind->currentIndex()) {
    case RackFails: name = tr("%1 fails at %2").arg(m_rack->currentText(), at); break;
    case OrderingChanges: name = tr("%1 from %2").arg(m_ordering->currentData().toString(), at); break;
    case JobsArrive: name = tr("%n jobs arrive at %1", nullptr, m_jobs->value()).arg(at); break;
    case PriceChanges: name = tr("%1 price changes at %2").arg(m_gpuType->currentText(), at); break;
    case MachinesJoin: name = tr("%n %1 machines join at %2", nullptr, m_joinCount->value()).arg(m_joinType->currentText(), at); break;
    default: name = tr("rack %1 leaves at %2").arg(m_leavingRack->currentText(), at); break;
    }
    m_name->setText(name);
}

std::string ForkDialog::overlayYaml() const
{
    // Names from the user's scenario are quoted for YAML (a rack named a"b).
    const auto name = [](const QString& text) { return yamlQuoted(text.toStdString()); };
    std::vector<std::string> events;
    switch (m_kind->currentIndex()) {
    case RackFails: {
        const QString target = m_rack->currentData().toString(); // "rack:<name>" or "machine:<name>"
        const std::string what = name(target.section(QLatin1Char(':'), 1));
        const std::string machines = target.startsWith(QLatin1String("rack:")) ? "{rack: " + what + "}" : "{machines: [" + what + "]}";
        events.push_back("{fail: " + machines + "}");
        if (m_hours->value() > 0) events.push_back("{at: " + formatNumber(m_seconds + 3600 * m_hours->value()) + ", recover: " + machines + "}");
        break;
    }
    case OrderingChanges: events.push_back("{policy: {ordering: " + name(m_ordering->currentData().toString()) + "}}"); break;
    case JobsArrive:
        events.push_back("{inject: {generator: poisson-philly, generator_params: {jobs: " + std::to_string(m_jobs->value())
            + ", jobs_per_hour: " + formatNumber(m_perHour->value()) + "}}}");
        break;
    case PriceChanges:
        events.push_back("{price: {gpu_type: " + name(m_gpuType->currentText()) + ", price_per_hour: " + formatNumber(m_price->value()) + "}}");
        break;
    case MachinesJoin:
        events.push_back("{join: {gpu_type: " + name(m_joinType->currentText()) + ", count: " + std::to_string(m_joinCount->value()) + "}}");
        break;
    default: events.push_back("{leave: {rack: " + name(m_leavingRack->currentText()) + "}}");
    }
    return forkOverlayYaml(m_seconds, events);
}

} // namespace gantry::gui
