#pragma once
/** @brief Gantry's main window: the scenario document, run controls, topology, Gantt chart, decision
 * panel, metrics, editors and the what-if comparison. Lives in the widgets library so the GUI tests
 * drive the real window (widgets and actions are found by objectName). */

#include "widgets/BackgroundTasks.h"
#include "widgets/GanttView.h"
#include "widgets/NewScenarioWizard.h"
#include "widgets/RunController.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QMimeData;
class QProgressBar;
class QTabWidget;

namespace gantry::gui {

class ClusterEditor;
class ComparisonPanel;
class DecisionModel;
class DecisionPanel;
class JobSelection;
class LessonHighlights;
class LessonPanel;
class MetricsPanel;
class PlanPanel;
class PolicyEditor;
class RunState;
class ScenarioDocument;
class ForkDialog;
class TopologyView;
class TrainingPanel;
class WorkloadEditor;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument* document() const { return m_doc; }
    RunController* controller() const { return m_controller; }
    RunState* runState() const { return m_state; }
    JobSelection* selection() const { return m_selection; }
    DecisionModel* decisionModel() const { return m_decisions; }
    GanttView* gantt() const { return m_gantt; }
    TopologyView* topology() const { return m_topology; }
    MetricsPanel* metrics() const { return m_metrics; }
    ClusterEditor* clusterEditor() const { return m_clusterEditor; }
    PolicyEditor* policyEditor() const { return m_policyEditor; }
    ComparisonPanel* comparison() const { return m_comparison; }
    PlanPanel* planPanel() const { return m_plan; }
    DecisionPanel* decisionPanel() const { return m_decisionPanel; }
    TrainingPanel* trainingPanel() const { return m_training; }
    LessonPanel* lessonPanel() const { return m_lessons; }
    LessonHighlights* lessonHighlights() const { return m_highlights; }
    /// Help > Lessons: shows the Lessons panel.
    void showLessons();
    /// Help > Manual: the README as installed (share/doc/gantry), or the source tree's; empty if neither.
    static QString manualFile();
    void showManual();
    /// Help > Keyboard shortcuts: every menu action that has one, read from the menus.
    QString shortcutsText() const;
    void showShortcuts();
    void showAbout();
    /// The wizard on its workload page with `start` chosen (the user's own trace: "import my history").
    void newScenarioFrom(NewScenarioWizard::Start start);
    /// File > New: the welcome page (widgets/WelcomeDialog.h): examples, recent files, lessons, a new
    /// scenario or one from the user's own history.
    void showWelcome();
    /// The first start of Gantry shows the welcome page (once); later starts do not.
    void offerWelcomeOnFirstStart();
    QTabWidget* tabs() const { return m_tabs; }

    /// Opens a scenario (asks about unsaved changes first); false on error (reported through the seam).
    bool openFile(const QString& path);
    /// A dropped or opened trace file becomes the workload of the current scenario (undoable).
    bool useTrace(const QString& path);
    /// Offers to recover autosaves of sessions that crashed; returns true if one was recovered.
    bool offerRecovery();
    QStringList recentFiles() const;
    /// What a drop does: a scenario file opens, a trace file becomes the workload.
    bool dropMimeData(const QMimeData* mime);

public Q_SLOTS:
    /// File > New Scenario: opens the wizard (widgets/NewScenarioWizard.h); its Finish asks about unsaved
    /// changes as Open does, and the scenario it made becomes a new, untitled, unsaved document.
    void newScenario() { newScenarioFrom(NewScenarioWizard::Start::Choice); }
    void open();
    bool save();
    bool saveAs();
    /// Runs the scenario's variants (and its plan) in the background and writes the report (.pdf or .html).
    void exportReport();
    void runToEnd();
    /// While paused: asks what happens from now on (widgets/ForkDialog) and adds it as a forked variant,
    /// then runs the comparison.
    void forkHere();
    /// The fork dialog at the run's current moment, `preset` (if any) choosing what happens.
    void openForkDialog(const std::function<void(ForkDialog&)>& preset);
    /// A machine's context menu in the topology view: forks that fail it, its rack, or add machines.
    void showMachineMenu(int machine, QPoint globalPos);
    /// The Gantt chart's choice of forks: those of the comparison's last runs.
    void updateGanttBranches();
    /// Draws the fork chosen in the Gantt toolbar beside the run (or none).
    void showGanttBranch();

Q_SIGNALS:
    /// A report export ended: the file written, or the error (empty path).
    void reportExported(const QString& path, const QString& error);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    QWidget* createGanttBox();
    void createDocks();
    void createLanguageMenu(QMenu* view);
    void createToolBar(QAction* openAct, QAction* saveAct);
    void createViews();
    bool maybeSave();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void updateTitle();
    /// The scenario's name, the question its description asks and where the answer is, above the views.
    void showScenarioBrief();
    void updateRunActions();
    void updateStatus();
    void readSettings();
    void writeSettings();

    ScenarioDocument* m_doc;
    RunController* m_controller;
    RunState* m_state;
    JobSelection* m_selection;
    DecisionModel* m_decisions;
    QTabWidget* m_tabs = nullptr;
    QLabel* m_brief = nullptr; ///< the open scenario's name and question
    TopologyView* m_topology = nullptr;
    GanttView* m_gantt = nullptr;
    QComboBox* m_ganttBranch = nullptr; ///< which fork the Gantt chart draws beside the run
    QLabel* m_ganttHint = nullptr;
    QString m_forkToShow;               ///< a fork just made by Fork here, shown once its run is in
    MetricsPanel* m_metrics = nullptr;
    DecisionPanel* m_decisionPanel = nullptr;
    ClusterEditor* m_clusterEditor = nullptr;
    PolicyEditor* m_policyEditor = nullptr;
    WorkloadEditor* m_workloadEditor = nullptr;
    ComparisonPanel* m_comparison = nullptr;
    PlanPanel* m_plan = nullptr;
    TrainingPanel* m_training = nullptr;
    LessonHighlights* m_highlights;
    LessonPanel* m_lessons = nullptr;
    QDockWidget* m_lessonDock = nullptr;
    QMenu* m_recentMenu = nullptr;
    QComboBox* m_speed = nullptr;
    QLabel* m_timeLabel = nullptr;
    QLabel* m_stateLabel = nullptr;
    QLabel* m_selectionLabel = nullptr;
    QProgressBar* m_progress = nullptr;
    QAction* m_play = nullptr;
    QAction* m_pause = nullptr;
    QAction* m_stepEvent = nullptr;
    QAction* m_stepDecision = nullptr;
    QAction* m_runToEnd = nullptr;
    QAction* m_reset = nullptr;
    QAction* m_forkHere = nullptr;
    QAction* m_perJob = nullptr;
    QAction* m_byTenant = nullptr;
    /// Reports being exported (each export is reported, even when a newer one started); last, so it
    /// is destroyed first: the window waits for a report being written.
    BackgroundTasks m_reports { this, 1 };
};

} // namespace gantry::gui
