#include "widgets/MainWindow.h"

#include "widgets/CalibrateDialog.h"
#include "widgets/ClusterEditor.h"
#include "widgets/ComparisonPanel.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/PlanPanel.h"
#include "widgets/DecisionModel.h"
#include "widgets/DecisionPanel.h"
#include "widgets/DialogSeam.h"
#include "widgets/ForkDialog.h"
#include "widgets/ExportDeploymentDialog.h"
#include "widgets/Format.h"
#include "widgets/JobSelection.h"
#include "widgets/JobTableModel.h"
#include "widgets/Language.h"
#include "widgets/LessonHighlights.h"
#include "widgets/LessonPanel.h"
#include "widgets/ManualViewer.h"
#include "widgets/MetricsPanel.h"
#include "widgets/NewScenarioWizard.h"
#include "widgets/PolicyEditor.h"
#include "widgets/RunState.h"
#include "widgets/ReportPdf.h"
#include "widgets/ScenarioDocument.h"
#include "widgets/ShippedFiles.h"
#include "widgets/TopologyView.h"
#include "widgets/TrainingPanel.h"
#include "widgets/WelcomeDialog.h"
#include "widgets/WorkloadEditor.h"

#include "core/io/ScenarioIo.h"
#include "core/io/TraceImport.h"
#include "core/plan/Planner.h"
#include "core/run/ScenarioRunner.h"
#include "core/Version.h"
#include "core/util/File.h"
#include "core/util/Text.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gantry::gui {

namespace {
constexpr int kMaxRecent = 8;
constexpr int kStateVersion = 1;
/// At call time, not at static initialisation: before main installs the translator, tr() finds none.
QString scenarioFilter() { return QObject::tr("Gantry scenarios (*.yaml *.yml);;All files (*)"); }

bool isScenarioFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("yaml") || suffix == QLatin1String("yml");
}
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_doc(new ScenarioDocument(this)), m_controller(new RunController(this)),
      m_state(new RunState(this)), m_selection(new JobSelection(this)), m_decisions(new DecisionModel(m_state, this)),
      m_highlights(new LessonHighlights(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    connect(m_controller, &RunController::setupReady, m_state, &RunState::applySetup);
    connect(m_controller, &RunController::setupReady, m_decisions, &DecisionModel::clear);
    connect(m_controller, &RunController::batchReady, this, [this](RunBatchPtr batch) {
        m_state->applyBatch(batch);
        m_decisions->append(batch->decisions);
        updateStatus();
    });
    connect(m_controller, &RunController::runFinished, m_state, &RunState::applyResult);
    connect(m_controller, &RunController::stateChanged, this, [this] {
        updateRunActions();
        updateStatus();
    });
    connect(m_controller, &RunController::failed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Run failed: %1").arg(message));
        DialogSeam::instance().error(this, tr("Cannot run the scenario"), message);
    });

    createViews();
    createActions();

    // A new document or an edit restarts the run from time 0 (the old run is cancelled: latest wins);
    // a new variant, fork or plan answer does not change the run, which goes on.
    connect(m_doc, &ScenarioDocument::scenarioChanged, this, [this] {
        if (m_controller->load(m_doc->scenario(), m_doc->errorFile())) m_selection->clear();
    });
    connect(m_doc, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &ScenarioDocument::pathChanged, this, &MainWindow::updateTitle);
    connect(m_selection, &JobSelection::changed, this, [this](int job) {
        m_selectionLabel->setText(job >= 0 && job < m_state->jobCount()
                ? tr("Selected: %1 (%2 GPUs)").arg(toQString(m_state->job(job).id)).arg(m_state->job(job).gpus)
                : QString());
    });

    readSettings();
    updateTitle();
    updateRunActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::createViews()
{
    m_topology = new TopologyView(m_state, m_selection);
    connect(m_topology, &TopologyView::machineMenuRequested, this, &MainWindow::showMachineMenu);
    m_gantt = new GanttView(m_state, m_selection);

    QWidget* ganttBox = createGanttBox();

    QSplitter* runSplit = splitBetween(m_topology, ganttBox, Qt::Vertical, 2, 3);
    runSplit->setObjectName(QStringLiteral("runSplitter"));

    m_clusterEditor = new ClusterEditor(m_doc);
    m_policyEditor = new PolicyEditor(m_doc);
    m_workloadEditor = new WorkloadEditor(m_doc, m_state, m_selection);
    m_comparison = new ComparisonPanel(m_doc);
    connect(m_comparison, &ComparisonPanel::comparisonFinished, this, &MainWindow::updateGanttBranches);
    connect(m_state, &RunState::reset, this, [this] { m_gantt->setBranch(m_gantt->branch(), m_gantt->branchName()); });
    m_plan = new PlanPanel(m_doc);
    m_training = new TrainingPanel(m_doc);

    m_tabs = named<QTabWidget>("mainTabs");
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(runSplit, tr("Simulation"));
    m_tabs->addTab(m_clusterEditor, tr("Cluster"));
    m_tabs->addTab(m_workloadEditor, tr("Workload"));
    m_tabs->addTab(m_policyEditor, tr("Policy"));
    m_tabs->addTab(m_comparison, tr("What-if comparison"));
    m_tabs->addTab(m_plan, tr("Plan"));
    m_tabs->addTab(m_training, tr("Training"));
    m_brief = named<QLabel>("scenarioDescription");
    m_brief->setWordWrap(true);
    m_brief->setTextFormat(Qt::RichText);
    m_brief->setContentsMargins(6, 4, 6, 4);
    m_brief->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* central = new QWidget;
    auto* cl = marginless(new QVBoxLayout(central));
    cl->setSpacing(0);
    cl->addWidget(m_brief);
    cl->addWidget(m_tabs, 1);
    setCentralWidget(central);
    connect(m_doc, &ScenarioDocument::scenarioChanged, this, &MainWindow::showScenarioBrief);

    createDocks();

    m_timeLabel = named<QLabel>("simTimeLabel");
    m_stateLabel = named<QLabel>("runStateLabel");
    m_selectionLabel = named<QLabel>("selectionLabel");
    m_progress = named<QProgressBar>("runProgress");
    m_progress->setMaximumWidth(200);
    m_progress->setTextVisible(true);
    statusBar()->addWidget(m_stateLabel);
    statusBar()->addWidget(m_timeLabel);
    statusBar()->addWidget(m_selectionLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
}

/// The Gantt chart under its own small toolbar (rows, tenant colours and their key, a fork beside it, zoom).
QWidget* MainWindow::createGanttBox()
{
    auto* ganttBox = named<QWidget>("ganttBox");
    auto* gl = marginless(new QVBoxLayout(ganttBox));
    gl->setSpacing(0);
    auto* ganttBar = named<QToolBar>("ganttToolBar");
    ganttBar->setIconSize(QSize(16, 16));
    auto* title = new QLabel(tr("  <b>Schedule</b>  "));
    ganttBar->addWidget(title);
    m_perJob = ganttBar->addAction(tr("Rows per job"));
    m_perJob->setObjectName(QStringLiteral("actionGanttPerJob"));
    m_perJob->setCheckable(true);
    m_perJob->setToolTip(tr("One row per job instead of one row per GPU"));
    connect(m_perJob, &QAction::toggled, this, [this](bool on) { m_gantt->setRows(on ? GanttView::Rows::PerJob : GanttView::Rows::PerGpu); });
    m_byTenant = ganttBar->addAction(tr("Colour by tenant"));
    m_byTenant->setObjectName(QStringLiteral("actionColorByTenant"));
    m_byTenant->setCheckable(true);
    m_byTenant->setEnabled(false); // until a run with tenants is set up
    m_byTenant->setToolTip(tr("Colour GPUs and bars by the tenant of their job (the scenario's tenants) instead of by job"));
    // The key to the tenant colours, under the toolbar, shown while they are.
    auto* legend = named<QLabel>("tenantLegend");
    legend->setTextFormat(Qt::RichText);
    legend->setWordWrap(true);
    legend->hide();
    const auto showLegend = [this, legend] {
        QString html;
        const auto& tenants = m_state->tenants();
        for (std::size_t t = 0; t < tenants.size(); ++t)
            html += QStringLiteral("&nbsp;<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
                        .arg(RunState::tenantColor(int(t)).name(), QString::fromStdString(tenants[t]).toHtmlEscaped());
        legend->setText(tr("Tenants:") + html);
        legend->setVisible(m_state->colorByTenant() && !tenants.empty());
    };
    connect(m_byTenant, &QAction::toggled, this, [this, showLegend](bool on) {
        m_state->setColorByTenant(on);
        showLegend();
    });
    connect(m_state, &RunState::reset, this, [this, showLegend] {
        m_byTenant->setEnabled(!m_state->tenants().empty());
        showLegend();
    });
    ganttBar->addSeparator();
    // A fork from the comparison drawn beside this run: each GPU's row splits at the fork's time.
    m_ganttBranch = named<QComboBox>("ganttBranch");
    m_ganttBranch->setToolTip(tr("Draw a fork of this run beside it: from the fork's time, each GPU's row shows this run above and the "
                                 "fork below (run the comparison to get the forks)"));
    m_ganttBranch->addItem(tr("No fork beside it"), -1);
    m_ganttBranch->setEnabled(false);
    m_ganttBranch->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_ganttBranch->setMinimumContentsLength(18);
    connect(m_ganttBranch, &QComboBox::currentIndexChanged, this, &MainWindow::showGanttBranch);
    ganttBar->addWidget(m_ganttBranch);
    ganttBar->addSeparator();
    QAction* zoomIn = ganttBar->addAction(tr("Zoom in"), m_gantt, &GanttView::zoomIn);
    zoomIn->setObjectName(QStringLiteral("actionGanttZoomIn"));
    QAction* zoomOut = ganttBar->addAction(tr("Zoom out"), m_gantt, &GanttView::zoomOut);
    zoomOut->setObjectName(QStringLiteral("actionGanttZoomOut"));
    QAction* fit = ganttBar->addAction(tr("Fit"), m_gantt, &GanttView::fitAll);
    fit->setObjectName(QStringLiteral("actionGanttFit"));
    m_ganttHint = new QLabel;
    m_ganttHint->setForegroundRole(QPalette::PlaceholderText);
    QLabel* hint = m_ganttHint;
    showGanttBranch();
    ganttBar->addWidget(hint);
    gl->addWidget(ganttBar);
    gl->addWidget(legend);
    gl->addWidget(m_gantt, 1);
    return ganttBox;
}

/// Metrics and decisions on the right; lessons on the left, hidden until a lesson opens.
void MainWindow::createDocks()
{
    m_metrics = new MetricsPanel(m_state);
    auto* metricsDock = named<QDockWidget>("metricsDock", tr("Metrics"), this);
    metricsDock->setWidget(m_metrics);
    addDockWidget(Qt::RightDockWidgetArea, metricsDock);

    m_decisionPanel = new DecisionPanel(m_decisions, m_state, m_selection);
    auto* decisionDock = named<QDockWidget>("decisionDock", tr("Decisions"), this);
    decisionDock->setWidget(m_decisionPanel);
    addDockWidget(Qt::RightDockWidgetArea, decisionDock);
    resizeDocks({ metricsDock }, { 470 }, Qt::Horizontal);

    m_lessons = new LessonPanel(m_doc, m_controller, m_state, m_highlights);
    m_lessons->setMayReplaceScenario([this] { return maybeSave(); });
    m_lessonDock = named<QDockWidget>("lessonDock", tr("Lessons"), this);
    m_lessonDock->setWidget(m_lessons);
    addDockWidget(Qt::LeftDockWidgetArea, m_lessonDock);
    m_lessonDock->hide();
    m_gantt->setHighlights(m_highlights);
    m_topology->setHighlights(m_highlights);
    connect(m_highlights, &LessonHighlights::changed, this, [this] {
        const LessonHighlights::Set& h = m_highlights->current();
        m_metrics->highlightSeries(h.series);
        m_workloadEditor->jobModel()->setHighlightedCells(h.cells);
        if (!h.ganttRows.isEmpty()) {
            m_perJob->setChecked(true);
            m_gantt->scrollToJob(*h.ganttRows.begin());
        }
        // The live views when the step points at anything on them; the jobs table when only at a cell.
        if (!h.jobs.isEmpty() || !h.ganttRows.isEmpty() || !h.machines.isEmpty() || !h.racks.isEmpty()) {
            m_tabs->setCurrentIndex(0);
        } else if (!h.cells.isEmpty()) {
            m_tabs->setCurrentWidget(m_workloadEditor);
            m_workloadEditor->scrollToJobCell(h.cells.front().first, h.cells.front().second);
        }
    });
}

void MainWindow::runToEnd()
{
    m_speed->setCurrentIndex(m_speed->count() - 1);
    m_controller->runToEnd();
}

void MainWindow::updateTitle()
{
    setWindowTitle(QStringLiteral("%1[*] — Gantry").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

void MainWindow::updateRunActions()
{
    using S = RunController::State;
    const S s = m_controller->state();
    const bool loaded = s != S::Idle && s != S::Failed;
    m_play->setEnabled(loaded && s != S::Playing);
    m_pause->setEnabled(s == S::Playing);
    m_stepEvent->setEnabled(loaded && s != S::Playing);
    m_stepDecision->setEnabled(loaded && s != S::Playing);
    m_runToEnd->setEnabled(loaded);
    m_reset->setEnabled(loaded);
    m_forkHere->setEnabled(s == S::Paused && m_state->now() > 0);
}

void MainWindow::forkHere() { openForkDialog({}); }

void MainWindow::showMachineMenu(int machine, QPoint globalPos)
{
    const Cluster& c = m_state->cluster();
    if (machine < 0 || machine >= c.machineCount()) return;
    const QString name = QString::fromStdString(c.machines[std::size_t(machine)].name);
    const QString rack = QString::fromStdString(c.racks[std::size_t(c.machines[std::size_t(machine)].rack)].name);
    const QString type = QString::fromStdString(c.gpuTypes[std::size_t(c.machines[std::size_t(machine)].gpuType)].name);
    auto* menu = named<QMenu>("machineMenu", this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const bool canFork = m_forkHere->isEnabled();
    auto add = [&](const QString& text, const char* id, ForkDialog::Kind kind, const QString& target) {
        QAction* action = menu->addAction(text, this, [this, kind, target] {
            openForkDialog([kind, target](ForkDialog& dialog) { dialog.preset(kind, target); });
        });
        action->setObjectName(QLatin1String(id));
        action->setEnabled(canFork);
    };
    add(tr("Fork here: %1 fails…").arg(name), "forkMachineFails", ForkDialog::RackFails, QStringLiteral("machine:") + name);
    add(tr("Fork here: rack %1 fails…").arg(rack), "forkRackFails", ForkDialog::RackFails, QStringLiteral("rack:") + rack);
    add(tr("Fork here: rack %1 leaves…").arg(rack), "forkRackLeaves", ForkDialog::RackLeaves, rack);
    add(tr("Fork here: more %1 machines join…").arg(type), "forkMachinesJoin", ForkDialog::MachinesJoin, type);
    if (!canFork) {
        menu->addSeparator();
        menu->addAction(tr("Pause the run to fork from its current moment"))->setEnabled(false);
    }
    menu->popup(globalPos);
}

void MainWindow::openForkDialog(const std::function<void(ForkDialog&)>& preset)
{
    auto* dialog = new ForkDialog(m_doc->scenario(), m_state->now(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (preset) preset(*dialog);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Scenario s = m_doc->scenario();
        QString name = dialog->variantName();
        auto taken = [&](const QString& n) {
            return std::any_of(s.variants.begin(), s.variants.end(), [&](const Variant& v) { return v.name == n.toStdString(); });
        };
        for (int k = 2; name.isEmpty() || taken(name); ++k) name = dialog->variantName() + QStringLiteral(" (%1)").arg(k);
        auto overlay = normalizeOverlayYaml(dialog->overlayYaml());
        if (overlay) s.variants.push_back({ name.toStdString(), overlay.value() });
        auto fork = overlay ? forkOf(s, static_cast<int>(s.variants.size()) - 1) : Result<std::optional<Fork>>(overlay.error());
        if (!fork) {
            DialogSeam::instance().error(this, tr("Fork here"), QString::fromStdString(fork.error().toString()));
            return;
        }
        m_doc->edit(s, tr("Fork %1").arg(name));
        m_forkToShow = name; // beside the run in the Gantt chart once the comparison has it
        m_tabs->setCurrentWidget(m_comparison);
        m_comparison->runComparison();
    });
    dialog->open();
}

void MainWindow::updateGanttBranches()
{
    const QString wanted = m_forkToShow.isEmpty() ? m_ganttBranch->currentText() : m_forkToShow;
    m_forkToShow.clear();
    const QSignalBlocker quiet(m_ganttBranch);
    m_ganttBranch->clear();
    m_ganttBranch->addItem(tr("No fork beside it"), -1);
    const std::vector<Variant>& variants = m_doc->scenario().variants;
    for (int i = 0; i < static_cast<int>(variants.size()); ++i)
        if (const auto run = m_comparison->result(i + 1); run && run->forkedAt >= 0)
            m_ganttBranch->addItem(QString::fromStdString(variants[std::size_t(i)].name), i + 1);
    m_ganttBranch->setEnabled(m_ganttBranch->count() > 1);
    m_ganttBranch->setCurrentIndex(std::max(0, m_ganttBranch->findText(wanted)));
    showGanttBranch();
}

void MainWindow::showGanttBranch()
{
    const int row = m_ganttBranch->currentData().toInt();
    m_gantt->setBranch(row > 0 ? m_comparison->result(row) : nullptr, m_ganttBranch->currentText());
    if (m_metrics) m_metrics->setBranch(m_gantt->branch());
    m_ganttHint->setText(m_gantt->branch() ? tr("   From the dashed line: this run above, the fork below in each row")
                                           : tr("   Ctrl+wheel zooms time · drag pans · click selects a job"));
}

void MainWindow::updateStatus()
{
    using S = RunController::State;
    static const char* names[] = { QT_TR_NOOP("No scenario"), QT_TR_NOOP("Loading…"), QT_TR_NOOP("Ready"), QT_TR_NOOP("Running"),
        QT_TR_NOOP("Paused"), QT_TR_NOOP("Finished"), QT_TR_NOOP("Failed") };
    m_stateLabel->setText(QStringLiteral("<b>%1</b>").arg(tr(names[static_cast<int>(m_controller->state())])));
    m_timeLabel->setText(tr("t = %1 · %2 events").arg(formatClock(m_state->now())).arg(m_state->events()));
    // QProgressBar repaints synchronously on every new value: only touch it when the text changes.
    const int jobs = m_state->jobCount();
    const int done = jobs - m_state->remainingJobs();
    const QString format = m_controller->state() == S::Finished ? tr("done") : tr("%1 / %2 jobs").arg(done).arg(jobs);
    if (format != m_progress->format() || m_progress->maximum() != std::max(1, jobs)) {
        m_progress->setRange(0, std::max(1, jobs));
        m_progress->setFormat(format);
        m_progress->setValue(done);
    }
}

QString MainWindow::manualFile()
{
    return shippedPath(QStringLiteral("share/doc/gantry/README.md"), QStringLiteral("README.md"));
}

void MainWindow::showManual()
{
    const QString file = manualFile();
    if (file.isEmpty()) {
        DialogSeam::instance().inform(this, tr("Manual"), tr("The manual is not installed with this copy of Gantry."));
        return;
    }
    (new ManualViewer(file, this))->open();
}

void MainWindow::showWelcome()
{
    auto* welcome = new WelcomeDialog(recentFiles(), LessonPanel::bundledLessonsInLanguage(currentLanguage()), this);
    connect(welcome, &WelcomeDialog::openScenario, this, &MainWindow::openFile);
    connect(welcome, &WelcomeDialog::openLesson, this, [this](const QString& path) {
        showLessons();
        m_lessons->openLesson(path);
    });
    connect(welcome, &WelcomeDialog::newScenario, this, &MainWindow::newScenario);
    connect(welcome, &WelcomeDialog::importHistory, this, [this] { newScenarioFrom(NewScenarioWizard::Start::OwnTrace); });
    welcome->open();
}

void MainWindow::showScenarioBrief()
{
    // The question the scenario asks (its description's first paragraph), and where its answer is.
    const Scenario& s = m_doc->scenario();
    const auto paragraphs = paragraphsOf(s.description);
    QString next;
    if (!s.variants.empty() && !s.plan.empty())
        next = tr("Its %n variant(s) are compared in the What-if tab and its plan searched in the Plan tab; Run plays the base here.", nullptr,
            int(s.variants.size()));
    else if (!s.variants.empty())
        next = tr("Its %n variant(s) are compared in the What-if tab; Run plays the base here.", nullptr, int(s.variants.size()));
    else if (!s.plan.empty())
        next = tr("Its plan is searched in the Plan tab; Run plays the scenario here.");
    else
        next = tr("Run plays it here; add variants in the What-if tab to compare.");
    m_brief->setText(QStringLiteral("<b>%1</b>%2 <i>%3</i>")
                         .arg(QString::fromStdString(s.name).toHtmlEscaped(),
                             paragraphs.empty() ? QString() : QStringLiteral(" — ") + QString::fromStdString(paragraphs.front()).toHtmlEscaped(),
                             next.toHtmlEscaped()));
    m_brief->setToolTip(QString::fromStdString(s.description));
}

QString MainWindow::shortcutsText() const
{
    // From the menus themselves, so the list cannot go stale.
    QString rows;
    for (QAction* menuAction : menuBar()->actions()) {
        const QMenu* menu = menuAction->menu();
        if (!menu) continue;
        for (QAction* a : menu->actions())
            if (!a->shortcut().isEmpty())
                rows += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                            .arg(QString(a->text()).remove(QLatin1Char('&')).toHtmlEscaped(),
                                a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped());
    }
    return QStringLiteral("<table cellpadding=\"3\">%1</table>").arg(rows);
}

void MainWindow::showShortcuts() { DialogSeam::instance().inform(this, tr("Keyboard shortcuts"), shortcutsText()); }

void MainWindow::showAbout()
{
    const QString text = QStringLiteral("<p>%1</p><p>%2</p><ul>"
                                        "<li>DL2: Peng et al., TPDS 2021 (arXiv 1909.06040)</li>"
                                        "<li>TopDRL: Ayadi et al., JPDC 2025</li>"
                                        "<li>Dally: Sharma et al., arXiv 2401.16492</li>"
                                        "<li>Harmony: Bao et al., INFOCOM 2019</li>"
                                        "<li>Dual-agent: Xing et al., KDD 2023</li>"
                                        "<li>Tiresias: Gu et al., NSDI 2019; Optimus: Peng et al., EuroSys 2018</li></ul>"
                                        "<p>%3 Qt, LibTorch, yaml-cpp, CLI11, GoogleTest, RapidCheck.</p>")
                             .arg(tr("<b>Gantry %1</b>: a what-if planner for GPU clusters.").arg(QString::fromLatin1(kVersion)),
                                 tr("Its schedulers come from these papers (docs/reproduction.md):"), tr("It is built with"));
    DialogSeam::instance().inform(this, tr("About Gantry"), text);
}

QStringList MainWindow::recentFiles() const { return QSettings().value(QStringLiteral("recentFiles")).toStringList(); }

void MainWindow::addRecent(const QString& path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMaxRecent) list.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), list);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList list = recentFiles();
    for (int i = 0; i < list.size(); ++i) {
        QAction* a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(list[i]).fileName()));
        a->setObjectName(QStringLiteral("actionRecent%1").arg(i));
        a->setToolTip(list[i]);
        connect(a, &QAction::triggered, this, [this, path = list[i]] { openFile(path); });
    }
    m_recentMenu->setEnabled(!list.isEmpty());
}

bool MainWindow::maybeSave()
{
    if (!m_doc->isModified()) return true;
    switch (DialogSeam::instance().askSaveChanges(this, m_doc->displayName())) {
    case DialogSeam::Answer::Save: return save();
    case DialogSeam::Answer::Discard: return true;
    default: return false;
    }
}

void MainWindow::newScenarioFrom(NewScenarioWizard::Start start)
{
    auto* wizard = new NewScenarioWizard(this, start);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    // Asked on Finish, so that cancelling the question keeps the wizard and what was chosen in it.
    wizard->setMayReplaceScenario([this] { return maybeSave(); });
    connect(wizard, &QDialog::accepted, this, [this, wizard] {
        m_doc->startNew(wizard->scenario());
        m_tabs->setCurrentIndex(0);
        statusBar()->showMessage(tr("New scenario “%1”, not saved yet").arg(QString::fromStdString(wizard->scenario().name)), 4000);
    });
    wizard->open();
}

void MainWindow::open()
{
    // The examples' folder, unless the open scenario is the user's own: then its folder.
    const QString examples = shippedPath(QStringLiteral("share/gantry/scenarios"), QStringLiteral("scenarios"));
    const QString current = m_doc->path().isEmpty() ? QString() : QFileInfo(m_doc->path()).absolutePath();
    const bool shipped = current.isEmpty() || current.startsWith(QFileInfo(examples).absolutePath())
        || current == QFileInfo(shippedPath(QStringLiteral("share/gantry/demo/demo.yaml"), QStringLiteral("resources/demo/demo.yaml"))).absolutePath();
    const QString dir = shipped ? examples : current;
    const QString path = DialogSeam::instance().openFileName(this, tr("Open scenario"), dir, scenarioFilter());
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::openFile(const QString& path)
{
    if (!maybeSave()) return false;
    QString error;
    if (!m_doc->open(path, &error)) {
        DialogSeam::instance().error(this, tr("Cannot open the scenario"), error);
        return false;
    }
    addRecent(m_doc->path());
    statusBar()->showMessage(tr("Opened %1").arg(m_doc->path()), 4000);
    return true;
}

bool MainWindow::useTrace(const QString& path)
{
    const auto format = resolveTraceFormat(path.toStdString());
    if (!format) {
        if (format.error().code == ErrorCode::UnknownName)
            DialogSeam::instance().error(this, tr("Unknown trace format"), tr("Gantry cannot tell the format of %1.").arg(path));
        else
            DialogSeam::instance().error(this, tr("Cannot use the trace"), QString::fromStdString(format.error().toString()));
        return false;
    }
    m_doc->useTrace(path, *format);
    return true;
}

bool MainWindow::save()
{
    if (m_doc->path().isEmpty()) return saveAs();
    QString error;
    if (!m_doc->save(&error)) {
        DialogSeam::instance().error(this, tr("Cannot save the scenario"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_doc->path()), 4000);
    return true;
}

bool MainWindow::saveAs()
{
    const QString path = DialogSeam::instance().saveFileName(this, tr("Save scenario as"), m_doc->path(), scenarioFilter());
    if (path.isEmpty()) return false;
    QString error;
    if (!m_doc->saveAs(path, &error)) {
        DialogSeam::instance().error(this, tr("Cannot save the scenario"), error);
        return false;
    }
    addRecent(m_doc->path());
    return true;
}

void MainWindow::exportReport()
{
    const QFileInfo scenarioFile(m_doc->path());
    const QString suggested = scenarioFile.absolutePath() + QLatin1Char('/') + scenarioFile.completeBaseName() + QStringLiteral(".pdf");
    QString path = DialogSeam::instance().saveFileName(this, tr("Export report"), suggested, tr("Reports (*.pdf *.html)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) && !path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    // The same checks as gantry-cli report, before any work (a folder or a device chosen as the file).
    if (auto format = checkReportPath(path.toStdString()); !format) {
        const QString error = QString::fromStdString(format.error().toString());
        DialogSeam::instance().error(this, tr("Cannot export the report"), error);
        Q_EMIT reportExported({}, error);
        return;
    }
    statusBar()->showMessage(tr("Making the report: running every variant…"));
    // The runs and the plan take a while: a worker thread does them and writes the file, the window stays live.
    const Scenario scenario = m_doc->scenario();
    auto error = std::make_shared<QString>();
    m_reports.run(m_reports.start(), [scenario, path, error](const BackgroundTasks::Task&) {
        auto input = prepareReport(scenario, searchPlanForReport, 2);
        *error = input ? writeReport(input.value(), path) : QString::fromStdString(input.error().toString());
    }, [this, path, error] {
        if (error->isEmpty()) {
            statusBar()->showMessage(tr("Report written to %1").arg(path), 8000);
            Q_EMIT reportExported(path, {});
        } else {
            statusBar()->clearMessage();
            DialogSeam::instance().error(this, tr("Cannot export the report"), *error);
            Q_EMIT reportExported({}, *error);
        }
    });
}

bool MainWindow::offerRecovery()
{
    // Each crashed session's autosave is offered in turn, by its scenario; only what the user declines
    // is deleted. The first one recovered fills this window; any after it stay for the next start.
    for (const QString& file : ScenarioDocument::recoverableAutosaves()) {
        const AutosaveInfo info = ScenarioDocument::describeAutosave(file);
        const QString where = info.originalPath.isEmpty() ? tr("never saved to a file")
                                                          : tr("file %1").arg(QDir::toNativeSeparators(info.originalPath));
        const auto answer = DialogSeam::instance().ask(this, tr("Recover unsaved changes?"),
            tr("Gantry did not close cleanly. Recover the unsaved changes to the scenario “%1” (%2), autosaved %3?")
                .arg(info.scenarioName, where, formatDateTime(info.saved)));
        if (answer != DialogSeam::Answer::Yes) {
            ScenarioDocument::discardAutosave(file);
            continue;
        }
        QString error;
        if (m_doc->recover(file, &error)) return true;
        DialogSeam::instance().error(this, tr("Cannot recover"), error); // kept: it may be recovered another time
    }
    return false;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    m_controller->cancel();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    if (dropMimeData(event->mimeData())) event->acceptProposedAction();
}

bool MainWindow::dropMimeData(const QMimeData* mime)
{
    for (const QUrl& url : mime->urls()) {
        if (!url.isLocalFile()) continue;
        const QString path = url.toLocalFile();
        return isScenarioFile(path) ? openFile(path) : useTrace(path);
    }
    return false;
}

void MainWindow::showLessons()
{
    m_lessonDock->show();
    m_lessonDock->raise();
}

void MainWindow::offerWelcomeOnFirstStart()
{
    QSettings settings;
    if (settings.value(QStringLiteral("welcome/shown")).toBool()) return;
    settings.setValue(QStringLiteral("welcome/shown"), true);
    showWelcome();
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) resize(1600, 1000);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), kStateVersion);
    rebuildRecentMenu();
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState(kStateVersion));
}

} // namespace gantry::gui
