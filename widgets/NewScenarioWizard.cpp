#include "widgets/NewScenarioWizard.h"

#include "widgets/DialogSeam.h"
#include "widgets/Format.h"
#include "widgets/GeneratorForm.h"
#include "widgets/Named.h"
#include "widgets/PolicyEditor.h"
#include "widgets/ShippedFiles.h"

#include "core/io/ScenarioIo.h"
#include "core/io/Synthetic.h"
#include "core/io/TraceImport.h"
#include "core/model/GpuCatalog.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace gantry::gui {

namespace {

constexpr int kFormatRole = Qt::UserRole + 1;
const QString kErrorStyle = QStringLiteral("color: #c0392b;");

/// A page whose Next (or Finish) is enabled while `complete` says so.
class CheckedPage final : public QWizardPage {
public:
    CheckedPage(const QString& objectName, const QString& title, const QString& subTitle, std::function<bool()> isComplete)
        : complete(std::move(isComplete))
    {
        setObjectName(objectName);
        setTitle(title);
        setSubTitle(subTitle);
    }
    std::function<bool()> complete;
    bool isComplete() const override { return complete ? complete() : true; }
    void recheck() { Q_EMIT completeChanged(); }
};

QSpinBox* spin(const QString& name, int lo, int hi, int value)
{
    auto* s = new QSpinBox;
    s->setObjectName(name);
    s->setRange(lo, hi);
    s->setValue(value);
    return s;
}

QLabel* errorLabel(const QString& name)
{
    auto* label = new QLabel;
    label->setObjectName(name);
    label->setStyleSheet(kErrorStyle);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->hide();
    return label;
}

QLabel* noteLabel(const QString& text)
{
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

/// The GPU type a shape is made of when it names none: the core's default (Cluster::uniform, `shape:`).
GpuType defaultGpuType() { return Cluster::uniform(1, 1, 1).gpuTypes.front(); }

constexpr int kTypeIndexRole = Qt::UserRole + 2;

} // namespace

NewScenarioWizard::NewScenarioWizard(QWidget* parent, Start start) : QWizard(parent)
{
    setObjectName(QStringLiteral("newScenarioWizard"));
    setWindowTitle(tr("New Scenario"));
    // Gantry's own texts for the buttons: translated whether or not Qt's translations are installed.
    setButtonText(QWizard::BackButton, tr("< &Back"));
    setButtonText(QWizard::NextButton, tr("&Next >"));
    setButtonText(QWizard::FinishButton, tr("&Finish"));
    setButtonText(QWizard::CancelButton, tr("Cancel"));
    setPage(WorkloadPage, buildWorkloadPage());
    setPage(ClusterPage, buildClusterPage());
    setPage(PolicyPage, buildPolicyPage());
    setPage(NamePage, buildNamePage());
    setStartId(WorkloadPage);
    if (start == Start::OwnTrace) m_useOwnTrace->setChecked(true);
    updateWorkloadPage();
    updateClusterPage();
}

NewScenarioWizard::~NewScenarioWizard() = default;

QStringList NewScenarioWizard::bundledTraces()
{
    const QString folder = shippedPath(QStringLiteral("share/gantry/scenarios/traces"), QStringLiteral("scenarios/traces"));
    if (folder.isEmpty()) return {};
    const QDir dir(folder);
    QStringList out;
    for (const QString& file : dir.entryList(QDir::Files, QDir::Name)) {
        const QString path = dir.absoluteFilePath(file);
        if (resolveTraceFormat(path.toStdString())) out << path;
    }
    return out;
}

/// A trace shipped with Gantry (and how many of its jobs), or a generator with its parameters and the seed.
QWizardPage* NewScenarioWizard::buildWorkloadPage()
{
    auto* page = new CheckedPage(QStringLiteral("wizardWorkloadPage"), tr("Workload"),
        tr("Where the jobs come from: your own cluster's history, a trace shipped with Gantry, or a generator of synthetic jobs."), [this] {
            if (m_useOwnTrace->isChecked()) return ownTraceUsable();
            return m_useTrace->isChecked() ? m_trace->currentIndex() >= 0 : !m_generatorForm->generator().empty();
        });

    // The user's own history, detected as the Workload tab does (core/io/TraceImport.h).
    m_useOwnTrace = named<QRadioButton>("wizardUseOwnTrace", tr("My cluster's own history"));
    m_ownTrace = named<QLineEdit>("wizardOwnTrace");
    m_ownTrace->setPlaceholderText(tr("sacct -P -o JobIDRaw,Submit,Start,End,AllocTRES,... > jobs.txt, or kubectl get jobs -A -o json"));
    auto* browse = named<QPushButton>("wizardOwnTraceBrowse", tr("Browse…"));
    m_ownTraceStatus = named<QLabel>("wizardOwnTraceStatus");
    m_ownTraceStatus->setWordWrap(true);
    m_ownTraceStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* ownRow = new QHBoxLayout;
    ownRow->addWidget(m_ownTrace, 1);
    ownRow->addWidget(browse);
    auto* ownForm = new QVBoxLayout;
    ownForm->setContentsMargins(24, 0, 0, 0);
    ownForm->addLayout(ownRow);
    ownForm->addWidget(m_ownTraceStatus);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = DialogSeam::instance().openFileName(this, tr("Your cluster's history"), QString(),
            tr("Scheduler records and traces (*.txt *.csv *.json *.psv *.tsv);;All files (*)"));
        if (path.isEmpty()) return;
        m_ownTrace->setText(path);
        m_useOwnTrace->setChecked(true);
    });
    connect(m_ownTrace, &QLineEdit::textChanged, this, [this] {
        detectOwnTrace();
        updateWorkloadPage();
    });

    m_useTrace = named<QRadioButton>("wizardUseTrace", tr("A trace shipped with Gantry"));
    m_useGenerator = named<QRadioButton>("wizardUseGenerator", tr("A workload generator"));
    auto* choice = new QButtonGroup(page);
    choice->addButton(m_useOwnTrace);
    choice->addButton(m_useTrace);
    choice->addButton(m_useGenerator);

    m_trace = named<QComboBox>("wizardTrace");
    for (const QString& path : bundledTraces()) {
        const std::string format = resolveTraceFormat(path.toStdString()).value();
        m_trace->addItem(tr("%1 (format %2)").arg(QFileInfo(path).fileName(), QString::fromStdString(format)), path);
        m_trace->setItemData(m_trace->count() - 1, QString::fromStdString(format), kFormatRole);
        m_trace->setItemData(m_trace->count() - 1, QDir::toNativeSeparators(path), Qt::ToolTipRole);
    }
    // The smallest trace first: its scenario runs in moments.
    int smallest = -1;
    for (int i = 0; i < m_trace->count(); ++i)
        if (smallest < 0 || QFileInfo(m_trace->itemData(i).toString()).size() < QFileInfo(m_trace->itemData(smallest).toString()).size())
            smallest = i;
    m_trace->setCurrentIndex(smallest);
    m_trace->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_trace->setMinimumContentsLength(24);
    m_traceLimit = spin(QStringLiteral("wizardTraceLimit"), 0, std::numeric_limits<int>::max(), 0);
    m_traceLimit->setSpecialValueText(tr("all"));
    m_traceLimit->setToolTip(tr("Keep only the trace's first jobs, by submission (all: every job)."));
    m_noTraces = noteLabel(tr("No traces are installed with this copy of Gantry."));
    m_noTraces->setObjectName(QStringLiteral("wizardNoTraces"));
    m_noTraces->setVisible(m_trace->count() == 0);
    m_useTrace->setEnabled(m_trace->count() > 0);
    auto* traceForm = new QFormLayout;
    traceForm->setContentsMargins(24, 0, 0, 0);
    traceForm->addRow(tr("Trace"), m_trace);
    traceForm->addRow(tr("Jobs to use"), m_traceLimit);

    m_generator = named<QComboBox>("wizardGenerator");
    for (const std::string& name : generatorNames()) m_generator->addItem(QString::fromStdString(name), QString::fromStdString(name));
    m_generatorForm = named<GeneratorForm>("wizardGeneratorForm");
    m_generatorForm->setGenerator(m_generator->currentData().toString().toStdString());
    m_seed = spin(QStringLiteral("wizardSeed"), 0, std::numeric_limits<int>::max(), static_cast<int>(Scenario {}.seed));
    m_seed->setToolTip(tr("The same seed gives the same jobs, and the same models for them, on every computer."));
    m_generatorForm->addRowAbove(tr("Generator"), m_generator);
    m_generatorForm->addRowBelow(tr("Seed"), m_seed);
    m_generatorForm->setContentsMargins(24, 0, 0, 0);

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_useOwnTrace);
    layout->addLayout(ownForm);
    layout->addSpacing(8);
    layout->addWidget(m_useTrace);
    layout->addLayout(traceForm);
    layout->addWidget(m_noTraces);
    layout->addSpacing(8);
    layout->addWidget(m_useGenerator);
    layout->addWidget(m_generatorForm);
    layout->addStretch();

    m_useGenerator->setChecked(true);
    connect(m_useTrace, &QRadioButton::toggled, this, &NewScenarioWizard::updateWorkloadPage);
    connect(m_useOwnTrace, &QRadioButton::toggled, this, &NewScenarioWizard::updateWorkloadPage);
    detectOwnTrace();
    connect(m_generator, &QComboBox::currentIndexChanged, this, [this] {
        m_generatorForm->setGenerator(m_generator->currentData().toString().toStdString());
        updateWorkloadPage();
    });
    connect(m_trace, &QComboBox::currentIndexChanged, this, &NewScenarioWizard::updateWorkloadPage);
    return page;
}

void NewScenarioWizard::detectOwnTrace()
{
    const QString path = m_ownTrace->text().trimmed();
    m_ownFormat.clear();
    if (path.isEmpty()) {
        m_ownTraceStatus->setText(tr("A Slurm accounting export (sacct -P), Kubernetes jobs or pods (kubectl get ... -o json), or a trace "
                                     "in a public format (Philly, Helios, Alibaba): Gantry tells which."));
        m_ownTraceStatus->setStyleSheet(QString());
        return;
    }
    const auto format = resolveTraceFormat(path.toStdString());
    if (format) {
        m_ownFormat = QString::fromStdString(*format);
        m_ownTraceStatus->setText(tr("Read as %1.").arg(m_ownFormat));
        m_ownTraceStatus->setStyleSheet(QString());
    } else {
        m_ownTraceStatus->setText(QString::fromStdString(format.error().toString()));
        m_ownTraceStatus->setStyleSheet(kErrorStyle);
    }
}

void NewScenarioWizard::updateWorkloadPage()
{
    const bool own = m_useOwnTrace->isChecked();
    const bool trace = m_useTrace->isChecked();
    m_ownTrace->setEnabled(own);
    m_trace->setEnabled(trace);
    m_traceLimit->setEnabled(trace);
    m_generator->setEnabled(!trace && !own);
    m_generatorForm->setEnabled(!trace && !own);
    if (auto* p = dynamic_cast<CheckedPage*>(page(WorkloadPage))) p->recheck();
}

/// racks x machines per rack x GPUs per machine, with the summary of what that makes.
QWizardPage* NewScenarioWizard::buildClusterPage()
{
    auto* page = new CheckedPage(QStringLiteral("wizardClusterPage"), tr("Cluster"),
        tr("The cluster's shape: racks of identical machines, each with the same number of GPUs."), [this] { return clusterProblem().isEmpty(); });

    m_racks = spin(QStringLiteral("wizardRacks"), 1, 1000, 2);
    m_machines = spin(QStringLiteral("wizardMachinesPerRack"), 1, static_cast<int>(kMaxClusterMachines), 4);
    m_gpus = spin(QStringLiteral("wizardGpusPerMachine"), 0, 64, 8);
    // Any GPU type of the catalog, with its speed and price (starting values: the Cluster tab edits them).
    m_gpuType = named<QComboBox>("wizardGpuType");
    const std::vector<GpuCatalogEntry>& catalog = gpuCatalog();
    for (std::size_t i = 0; i < catalog.size(); ++i) {
        const GpuType& t = catalog[i].type;
        m_gpuType->addItem(tr("%1 (speed %2, %3 per GPU-hour, %4 GB)")
                               .arg(QString::fromStdString(t.name), formatDecimal(t.speed, 2), formatMoney(t.pricePerHour))
                               .arg(t.memoryGb),
            QString::fromStdString(t.name));
        m_gpuType->setItemData(m_gpuType->count() - 1, int(i), kTypeIndexRole);
    }
    m_gpuType->setCurrentIndex(std::max(0, m_gpuType->findData(QString::fromStdString(defaultGpuType().name))));
    m_clusterSummary = named<QLabel>("wizardClusterSummary");
    QFont bold = m_clusterSummary->font();
    bold.setBold(true);
    m_clusterSummary->setFont(bold);
    m_clusterError = errorLabel(QStringLiteral("wizardClusterError"));

    auto* form = new QFormLayout;
    form->addRow(tr("Racks"), m_racks);
    form->addRow(tr("Machines per rack"), m_machines);
    form->addRow(tr("GPUs per machine"), m_gpus);
    form->addRow(tr("GPU type"), m_gpuType);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addSpacing(8);
    layout->addWidget(m_clusterSummary);
    layout->addWidget(m_clusterError);
    layout->addStretch();
    layout->addWidget(noteLabel(tr("Mixed GPU types, your own prices and speeds, link bandwidths and machines that differ: the Cluster "
                                   "tab, after Finish.")));

    for (QSpinBox* s : { m_racks, m_machines, m_gpus }) connect(s, &QSpinBox::valueChanged, this, &NewScenarioWizard::updateClusterPage);
    connect(m_gpuType, &QComboBox::currentIndexChanged, this, &NewScenarioWizard::updateClusterPage);
    return page;
}

QString NewScenarioWizard::clusterSummary() const
{
    const long long racks = m_racks->value();
    const long long machines = racks * m_machines->value();
    const long long gpus = machines * m_gpus->value();
    return tr("%1, %2, %3")
        .arg(tr("%1 rack(s)", nullptr, int(racks)).arg(formatCount(racks)),
            tr("%1 machine(s)", nullptr, int(std::min<long long>(machines, std::numeric_limits<int>::max()))).arg(formatCount(machines)),
            tr("%1 GPU(s)", nullptr, int(std::min<long long>(gpus, std::numeric_limits<int>::max()))).arg(formatCount(gpus)));
}

QString NewScenarioWizard::clusterProblem() const
{
    if (m_gpus->value() == 0) return tr("The machines need at least one GPU each.");
    if (static_cast<long long>(m_racks->value()) * m_machines->value() > kMaxClusterMachines)
        return tr("A cluster has at most %1 machines.").arg(formatCount(kMaxClusterMachines));
    return {};
}

void NewScenarioWizard::updateClusterPage()
{
    m_clusterSummary->setText(clusterSummary());
    const QString problem = clusterProblem();
    m_clusterError->setText(problem);
    m_clusterError->setVisible(!problem.isEmpty());
    if (auto* p = dynamic_cast<CheckedPage*>(page(ClusterPage))) p->recheck();
}

/// An ordering and a placement from the policy registry, as the policy editor lists them.
QWizardPage* NewScenarioWizard::buildPolicyPage()
{
    auto* page = named<QWizardPage>("wizardPolicyPage");
    page->setTitle(tr("Policy"));
    page->setSubTitle(tr("How the scheduler decides: which job goes next, and which GPUs it gets."));
    const PolicyConfig defaults;
    m_ordering = named<QComboBox>("wizardOrdering");
    PolicyEditor::addPolicyItems(m_ordering, PolicyKind::Ordering);
    m_ordering->setCurrentIndex(std::max(0, m_ordering->findData(QString::fromStdString(defaults.ordering.name))));
    m_placement = named<QComboBox>("wizardPlacement");
    PolicyEditor::addPolicyItems(m_placement, PolicyKind::Placement);
    m_placement->setCurrentIndex(std::max(0, m_placement->findData(QString::fromStdString(defaults.placement.name))));
    for (QComboBox* combo : { m_ordering, m_placement }) {
        // As wide as the page, not as its longest entry.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(24);
    }
    m_backfill = named<QCheckBox>("wizardBackfill", tr("Backfill"));
    m_backfill->setChecked(defaults.backfill);

    auto* form = new QFormLayout;
    form->addRow(tr("Ordering"), m_ordering);
    form->addRow(tr("Placement"), m_placement);
    form->addRow(QString(), m_backfill);
    form->addRow(QString(), noteLabel(tr("Later jobs may start while the next one in order waits for room.")));
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(noteLabel(tr("The policies' parameters, sizing for elastic jobs, quotas for tenants and the learned "
                                   "schedulers: the Policy tab, after Finish.")));
    return page;
}

/// The name, a summary of the choices, and the reason when Finish is refused.
QWizardPage* NewScenarioWizard::buildNamePage()
{
    auto* page = new CheckedPage(QStringLiteral("wizardNamePage"), tr("Name"),
        tr("What to call the scenario. It opens as a new document, not saved yet: File > Save asks where to keep it."),
        [this] { return !m_name->text().trimmed().isEmpty(); });
    m_name = named<QLineEdit>("wizardName", tr("New scenario"));
    m_description = named<QPlainTextEdit>("wizardDescription");
    m_description->setPlaceholderText(tr("The question it asks, e.g. \"Would 16 more A100s keep our p95 wait under an hour?\" (shown above "
                                         "the views and on the report's first page)"));
    m_description->setMaximumHeight(m_description->fontMetrics().lineSpacing() * 5);
    m_summary = named<QLabel>("wizardSummary");
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_error = errorLabel(QStringLiteral("wizardError"));

    auto* form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Question"), m_description);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addSpacing(8);
    layout->addWidget(m_summary);
    layout->addWidget(m_error);
    layout->addStretch();
    connect(m_name, &QLineEdit::textChanged, page, [this, page] {
        m_error->hide();
        page->recheck();
    });
    return page;
}

QString NewScenarioWizard::workloadSummary() const
{
    if (m_useOwnTrace->isChecked())
        return tr("every job of %1 (%2)").arg(QFileInfo(m_ownTrace->text().trimmed()).fileName().toHtmlEscaped(), m_ownFormat.toHtmlEscaped());
    if (m_useTrace->isChecked()) {
        const QString file = QFileInfo(m_trace->currentData().toString()).fileName().toHtmlEscaped();
        return m_traceLimit->value() == 0 ? tr("every job of the trace %1").arg(file)
                                          : tr("the first %1 jobs of the trace %2").arg(formatCount(m_traceLimit->value()), file);
    }
    const ParamMap params = m_generatorForm->values();
    const QString generator = QString::fromStdString(m_generatorForm->generator()).toHtmlEscaped();
    const QString seed = QString::number(m_seed->value());
    if (auto jobs = params.find("jobs"); jobs != params.end() && std::holds_alternative<double>(jobs->second))
        return tr("%1 jobs from the generator %2 (seed %3)").arg(formatCount(static_cast<long long>(std::get<double>(jobs->second))), generator, seed);
    return tr("jobs from the generator %1 (seed %2)").arg(generator, seed);
}

void NewScenarioWizard::initializePage(int id)
{
    QWizard::initializePage(id);
    if (id != NamePage) return;
    m_error->hide();
    const QString policy = tr("ordering %1, placement %2").arg(m_ordering->currentData().toString(), m_placement->currentData().toString()).toHtmlEscaped();
    m_summary->setText(QStringLiteral("<b>%1</b> %2<br><b>%3</b> %4 (%5)<br><b>%6</b> %7")
                           .arg(tr("Workload:"), workloadSummary(), tr("Cluster:"), clusterSummary().toHtmlEscaped(),
                               m_gpuType->currentData().toString().toHtmlEscaped(), tr("Policy:"),
                               m_backfill->isChecked() ? tr("%1, with backfill").arg(policy) : tr("%1, without backfill").arg(policy)));
}

Scenario NewScenarioWizard::draft() const
{
    Scenario s;
    s.name = m_name->text().trimmed().toStdString();
    s.description = m_description->toPlainText().trimmed().toStdString();
    s.seed = static_cast<std::uint64_t>(m_seed->value());
    // Only a shape within the limits is built (the cluster page refuses the others).
    const GpuType type = gpuCatalog()[std::size_t(std::max(0, m_gpuType->currentData(kTypeIndexRole).toInt()))].type;
    if (clusterProblem().isEmpty()) s.cluster = Cluster::uniform(m_racks->value(), m_machines->value(), m_gpus->value(), type);
    if (m_useOwnTrace->isChecked()) {
        s.workload.trace = QFileInfo(m_ownTrace->text().trimmed()).absoluteFilePath().toStdString();
        s.workload.format = m_ownFormat.toStdString();
    } else if (m_useTrace->isChecked()) {
        s.workload.trace = m_trace->currentData().toString().toStdString();
        s.workload.format = m_trace->currentData(kFormatRole).toString().toStdString();
        s.workload.limit = m_traceLimit->value();
    } else {
        s.workload.generator = m_generatorForm->generator();
        s.workload.generatorParams = m_generatorForm->values();
    }
    s.policy.ordering = PolicyPart { m_ordering->currentData().toString().toStdString(), {} };
    s.policy.placement = PolicyPart { m_placement->currentData().toString().toStdString(), {} };
    s.policy.backfill = m_backfill->isChecked();
    return s;
}

QString NewScenarioWizard::errorText() const { return m_error->isHidden() ? QString() : m_error->text(); }

bool NewScenarioWizard::validateCurrentPage()
{
    if (currentId() != NamePage) return QWizard::validateCurrentPage();
    auto refuse = [this](const QString& why) {
        m_error->setText(why);
        m_error->show();
        return false;
    };
    m_error->hide();
    if (const QString problem = clusterProblem(); !problem.isEmpty()) return refuse(problem);
    // As its file would load: written as the file would be and read back through every check of the
    // loader (names, cluster, generator and its parameters, policies), then set up as a run would be.
    auto loaded = parseScenario(emitScenario(draft()), {}, {});
    if (!loaded) return refuse(tr("This scenario is not valid: %1").arg(QString::fromStdString(loaded.error().toString())));
    if (auto runnable = checkRunnable(loaded.value()); !runnable)
        return refuse(tr("This scenario cannot run: %1").arg(QString::fromStdString(runnable.error().toString())));
    if (m_mayReplace && !m_mayReplace()) return false;
    m_scenario = loaded.value();
    return QWizard::validateCurrentPage();
}

} // namespace gantry::gui
