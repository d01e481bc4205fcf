#include "widgets/VariantEditor.h"

#include "widgets/DialogSeam.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/PolicyEditor.h"
#include "widgets/ScenarioDocument.h"

#include "core/io/ScenarioIo.h"
#include "core/io/TraceImport.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/Calibrate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

namespace gantry::gui {

namespace {

/// A policy part's list: `asBase` ("as the base (its name)") first, then the registry's entries.
void fillParts(QComboBox* combo, PolicyKind kind, const QString& asBase)
{
    combo->clear();
    combo->addItem(asBase, QString());
    PolicyEditor::addPolicyItems(combo, kind);
}

} // namespace

VariantEditor::VariantEditor(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("variantEditor"));
    m_name = named<QLineEdit>("variantName");
    m_name->setPlaceholderText(tr("Variant name, e.g. Tiresias, or 16 more machines"));
    m_ordering = named<QComboBox>("variantOrdering");
    m_placement = named<QComboBox>("variantPlacement");
    m_sharing = named<QComboBox>("variantSharing");
    m_backfill = named<QComboBox>("variantBackfill");
    m_machines = named<QSpinBox>("variantMachines");
    m_machines->setRange(0, int(kMaxClusterMachines));
    m_machines->setSpecialValueText(tr("as the base"));
    m_machines->setToolTip(tr("The cluster's machines scaled to this many, keeping its mix of machine kinds and racks"));
    m_machinesNote = new QLabel;
    m_trace = named<QLineEdit>("variantTrace");
    m_trace->setPlaceholderText(tr("as the base"));
    auto* browse = new QPushButton(tr("Browse…"));
    m_traceNote = new QLabel;
    m_load = named<QDoubleSpinBox>("variantLoad");
    m_load->setRange(0.1, 10);
    m_load->setSingleStep(0.1);
    m_load->setDecimals(2);
    m_load->setValue(1);
    m_load->setPrefix(QStringLiteral("\u00d7"));
    m_load->setToolTip(tr("Jobs arrive this many times as fast as in the base (x1: as the base)"));
    for (QComboBox* c : { m_ordering, m_placement, m_sharing, m_backfill }) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(16);
    }
    m_advanced = named<QCheckBox>("variantShowYaml", tr("YAML (advanced)"));
    m_overlay = named<QPlainTextEdit>("variantOverlay");
    m_overlay->setPlaceholderText(tr("The overlay merged over the scenario, e.g.\npolicy: {ordering: sjf}"));
    m_overlay->setMaximumHeight(90);
    m_overlay->hide();
    m_error = named<QLabel>("variantError");
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->setWordWrap(true);
    m_error->hide();
    auto* add = named<QPushButton>("addVariantButton", tr("Add variant"));

    // Two columns of choices: the policy, then the cluster and the workload.
    auto* policy = new QFormLayout;
    policy->addRow(tr("Ordering"), m_ordering);
    policy->addRow(tr("Placement"), m_placement);
    policy->addRow(tr("Sharing"), m_sharing);
    policy->addRow(tr("Backfill"), m_backfill);
    auto* machines = new QHBoxLayout;
    machines->addWidget(m_machines);
    machines->addWidget(m_machinesNote, 1);
    auto* trace = new QHBoxLayout;
    trace->addWidget(m_trace, 1);
    trace->addWidget(browse);
    auto* world = new QFormLayout;
    world->addRow(tr("Machines"), machines);
    world->addRow(tr("Trace"), trace);
    world->addRow(QString(), m_traceNote);
    world->addRow(tr("Load"), m_load);
    auto* columns = new QHBoxLayout;
    columns->addLayout(policy, 1);
    columns->addLayout(world, 1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_name, 1);
    top->addWidget(m_advanced);
    top->addWidget(add);
    auto* layout = marginless(new QVBoxLayout(this));
    layout->addLayout(top);
    layout->addLayout(columns);
    layout->addWidget(m_overlay);
    layout->addWidget(m_error);

    for (QComboBox* c : { m_ordering, m_placement, m_sharing, m_backfill }) connect(c, &QComboBox::currentIndexChanged, this, &VariantEditor::formChanged);
    connect(m_machines, &QSpinBox::valueChanged, this, &VariantEditor::formChanged);
    connect(m_load, &QDoubleSpinBox::valueChanged, this, &VariantEditor::formChanged);
    connect(m_trace, &QLineEdit::textChanged, this, &VariantEditor::formChanged);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = DialogSeam::instance().openFileName(this, tr("The variant's trace"), QString(),
            tr("Traces and scheduler records (*.csv *.json *.txt *.trace);;All files (*)"));
        if (!path.isEmpty()) m_trace->setText(path);
    });
    connect(m_advanced, &QCheckBox::toggled, m_overlay, &QWidget::setVisible);
    connect(m_overlay, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_writingOverlay) m_overlayByHand = true;
    });
    connect(add, &QPushButton::clicked, this, &VariantEditor::addVariant);
    connect(doc, &ScenarioDocument::scenarioChanged, this, &VariantEditor::reload);
    reload();
}

void VariantEditor::reload()
{
    // The lists follow the document; what the user chose stays chosen (an edit elsewhere loses no work).
    const Scenario& s = m_doc->scenario();
    const QSignalBlocker blockers[] = { QSignalBlocker(m_ordering), QSignalBlocker(m_placement), QSignalBlocker(m_sharing),
        QSignalBlocker(m_backfill), QSignalBlocker(m_machines) };
    const QVariant ordering = m_ordering->currentData(), placement = m_placement->currentData(), sharing = m_sharing->currentData(),
                   backfill = m_backfill->currentData();
    auto asBase = [this](const std::string& name) { return tr("as the base (%1)").arg(QString::fromStdString(name)); };
    fillParts(m_ordering, PolicyKind::Ordering, asBase(s.policy.scheduler.name.empty() ? s.policy.ordering.name : s.policy.scheduler.name));
    fillParts(m_placement, PolicyKind::Placement, asBase(s.policy.placement.name));
    fillParts(m_sharing, PolicyKind::Sharing, asBase(s.policy.sharing.name));
    m_sharing->setEnabled(!s.tenants.empty());
    m_sharing->setToolTip(s.tenants.empty() ? tr("The scenario has no tenants to share the cluster") : QString());
    m_backfill->clear();
    m_backfill->addItem(tr("as the base (%1)").arg(s.policy.backfill ? tr("on") : tr("off")), -1);
    m_backfill->addItem(tr("on: later jobs may start first"), 1);
    m_backfill->addItem(tr("off: strict order"), 0);
    for (auto [combo, was] : { std::pair { m_ordering, ordering }, { m_placement, placement }, { m_sharing, sharing }, { m_backfill, backfill } })
        if (was.isValid()) combo->setCurrentIndex(std::max(0, combo->findData(was)));
    formChanged();
}

void VariantEditor::clearForm()
{
    m_name->clear();
    m_trace->clear();
    m_load->setValue(1);
    m_machines->setValue(0);
    for (QComboBox* c : { m_ordering, m_placement, m_sharing, m_backfill }) c->setCurrentIndex(0);
    formChanged();
}

Scenario VariantEditor::formScenario() const
{
    Scenario s = m_doc->scenario();
    s.variants.clear();
    auto part = [](const QComboBox* combo, PolicyPart& target) {
        if (const QString name = combo->currentData().toString(); !name.isEmpty()) target = PolicyPart { name.toStdString(), {} };
    };
    part(m_ordering, s.policy.ordering);
    part(m_placement, s.policy.placement);
    if (!s.tenants.empty()) part(m_sharing, s.policy.sharing);
    if (const int backfill = m_backfill->currentData().toInt(); backfill >= 0) s.policy.backfill = backfill == 1;
    if (m_machines->value() > 0 && s.cluster.machineCount() > 0)
        s.cluster = scaleMachines(s.cluster, double(m_machines->value()) / s.cluster.machineCount());
    if (const QString trace = m_trace->text().trimmed(); !trace.isEmpty()) {
        s.workload.trace = QFileInfo(trace).absoluteFilePath().toStdString();
        s.workload.generator.clear();
        s.workload.generatorParams.clear();
        if (auto format = resolveTraceFormat(s.workload.trace)) s.workload.format = *format;
    }
    if (std::abs(m_load->value() - 1.0) > 1e-9) s.workload.arrivalScale /= m_load->value();
    return s;
}

QString VariantEditor::formOverlay() const
{
    auto overlay = overlayBetween(m_doc->scenario(), formScenario());
    return overlay ? QString::fromStdString(overlay.value()) : QString();
}

void VariantEditor::formChanged()
{
    const Scenario& s = m_doc->scenario();
    if (m_machines->value() > 0 && s.cluster.machineCount() > 0) {
        const int base = s.cluster.machineCount();
        m_machinesNote->setText(tr("today %1, so %2%3").arg(base).arg(m_machines->value() >= base ? QStringLiteral("+") : QString()).arg(m_machines->value() - base));
    } else {
        m_machinesNote->setText(tr("today %n machine(s)", nullptr, s.cluster.machineCount()));
    }
    if (const QString trace = m_trace->text().trimmed(); trace.isEmpty()) {
        m_traceNote->clear();
    } else {
        auto format = resolveTraceFormat(QFileInfo(trace).absoluteFilePath().toStdString());
        m_traceNote->setText(format ? tr("read as %1").arg(QString::fromStdString(*format)) : QString::fromStdString(format.error().message));
    }
    // The form's latest choice wins over an overlay written by hand before it.
    m_writingOverlay = true;
    m_overlay->setPlainText(formOverlay());
    m_writingOverlay = false;
    m_overlayByHand = false;
}

void VariantEditor::addVariant()
{
    m_error->hide();
    auto refuse = [this](const QString& why) {
        m_error->setText(why);
        m_error->show();
    };
    const QString name = m_name->text().trimmed();
    if (name.isEmpty()) return refuse(tr("A variant needs a name."));
    const QString text = m_overlay->toPlainText();
    if (text.trimmed().isEmpty()) return refuse(tr("This variant changes nothing: choose what it changes, or write its YAML."));
    auto normalized = normalizeOverlayYaml(text.toStdString());
    if (!normalized) return refuse(QString::fromStdString(normalized.error().toString()));
    Scenario s = m_doc->scenario();
    s.variants.push_back({ name.toStdString(), normalized.value() });
    if (auto check = applyVariant(s, static_cast<int>(s.variants.size()) - 1); !check)
        return refuse(QString::fromStdString(check.error().toString()));
    m_doc->edit(s, tr("Add variant %1").arg(name));
    clearForm(); // back to "as the base", for the next one
}

} // namespace gantry::gui
