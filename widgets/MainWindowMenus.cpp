// The main window's menus and toolbar (MainWindow.cpp builds its views and docks).
#include "widgets/MainWindow.h"

#include "widgets/CalibrateDialog.h"
#include "widgets/DialogSeam.h"
#include "widgets/ExportDeploymentDialog.h"
#include "widgets/Language.h"
#include "widgets/Named.h"
#include "widgets/RunController.h"
#include "widgets/ScenarioDocument.h"

#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QToolBar>
#include <QUndoStack>

namespace gantry::gui {

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("menuFile"));
    QAction* welcome = file->addAction(tr("&New…"), this, &MainWindow::showWelcome);
    welcome->setObjectName(QStringLiteral("actionNew"));
    welcome->setShortcut(QKeySequence::New);
    welcome->setStatusTip(tr("Begin with an example, a lesson, a recent file, your cluster's history or a new scenario"));
    QAction* newAct = file->addAction(tr("New Scenario &Wizard…"), this, &MainWindow::newScenario);
    newAct->setObjectName(QStringLiteral("actionNewScenario"));
    newAct->setStatusTip(tr("Make a scenario in a few steps: a workload, a cluster, a policy and a name"));
    QAction* openAct = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAct->setObjectName(QStringLiteral("actionOpen"));
    openAct->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    QAction* saveAct = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAct->setObjectName(QStringLiteral("actionSave"));
    saveAct->setShortcut(QKeySequence::Save);
    QAction* saveAsAct = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAct->setObjectName(QStringLiteral("actionSaveAs"));
    saveAsAct->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction* exportAct = file->addAction(tr("Export &Report…"), this, &MainWindow::exportReport);
    exportAct->setObjectName(QStringLiteral("actionExportReport"));
    exportAct->setStatusTip(tr("Every variant, charts, the plan and the assumptions, as a PDF or an HTML file"));
    QAction* deploy = file->addAction(tr("Export &Deployment…"), this, [this] { (new ExportDeploymentDialog(m_doc, this))->open(); });
    deploy->setObjectName(QStringLiteral("actionExportDeployment"));
    deploy->setStatusTip(tr("The tenants' quotas and sharing as Kueue queues or a Slurm configuration, to apply"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    m_play = run->addAction(tr("Run"), m_controller, &RunController::play);
    m_play->setObjectName(QStringLiteral("actionRun"));
    m_play->setShortcut(Qt::Key_F5);
    m_pause = run->addAction(tr("Pause"), m_controller, &RunController::pause);
    m_pause->setObjectName(QStringLiteral("actionPause"));
    m_pause->setShortcut(Qt::Key_F6);
    m_stepEvent = run->addAction(tr("Step event"), m_controller, &RunController::stepEvent);
    m_stepEvent->setObjectName(QStringLiteral("actionStepEvent"));
    m_stepEvent->setShortcut(Qt::Key_F10);
    m_stepDecision = run->addAction(tr("Step decision"), m_controller, &RunController::stepDecision);
    m_stepDecision->setObjectName(QStringLiteral("actionStepDecision"));
    m_stepDecision->setShortcut(Qt::Key_F11);
    m_runToEnd = run->addAction(tr("Run to end"), this, &MainWindow::runToEnd);
    m_runToEnd->setObjectName(QStringLiteral("actionRunToEnd"));
    m_runToEnd->setShortcut(Qt::CTRL | Qt::Key_F5);
    m_reset = run->addAction(tr("Reset"), m_controller, &RunController::reset);
    m_reset->setObjectName(QStringLiteral("actionReset"));
    run->addSeparator();
    m_forkHere = run->addAction(tr("Fork here…"), this, &MainWindow::forkHere);
    m_forkHere->setObjectName(QStringLiteral("actionForkHere"));
    m_forkHere->setToolTip(tr("Add a what-if variant that starts from this moment of the run"));
    QAction* calibrateAct = run->addAction(tr("&Calibrate Against the Trace…"), this, [this] { (new CalibrateDialog(m_doc, this))->open(); });
    calibrateAct->setObjectName(QStringLiteral("actionCalibrate"));
    calibrateAct->setStatusTip(tr("Compare the replay's queueing delays with those the trace recorded, and fit what it does not show"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_perJob);
    view->addAction(m_byTenant);
    createLanguageMenu(view);
    for (QDockWidget* dock : findChildren<QDockWidget*>()) view->addAction(dock->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    QAction* lessons = help->addAction(tr("&Lessons"), this, &MainWindow::showLessons);
    lessons->setObjectName(QStringLiteral("actionLessons"));
    lessons->setToolTip(tr("Guided lessons on scheduling that pause the run, explain and ask"));
    QAction* manual = help->addAction(tr("&Manual"), this, &MainWindow::showManual);
    manual->setObjectName(QStringLiteral("actionManual"));
    manual->setToolTip(tr("Gantry's manual: its README and docs, as installed"));
    QAction* shortcuts = help->addAction(tr("Keyboard &Shortcuts"), this, &MainWindow::showShortcuts);
    shortcuts->setObjectName(QStringLiteral("actionShortcuts"));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Gantry"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);

    createToolBar(openAct, saveAct);
}

void MainWindow::createLanguageMenu(QMenu* view)
{
    // The widgets build their texts once: a new language is saved and applies at the next start
    // (widgets/Language.h), which the notice says in the language chosen.
    QMenu* language = view->addMenu(tr("&Language"));
    language->setObjectName(QStringLiteral("menuLanguage"));
    auto* languages = new QActionGroup(this);
    const QString saved = QSettings().value(languageSettingsKey()).toString();
    QList<UiLanguage> choices { { QString(), tr("System default") } };
    choices += supportedLanguages();
    for (const UiLanguage& choice : choices) {
        QAction* a = language->addAction(choice.nativeName);
        a->setObjectName(QStringLiteral("actionLanguage_") + (choice.code.isEmpty() ? QStringLiteral("system") : choice.code));
        a->setCheckable(true);
        a->setData(choice.code);
        a->setChecked(matchLanguage(saved) == choice.code);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = choice.code] {
            if (QSettings().value(languageSettingsKey()).toString() == code) return;
            QSettings().setValue(languageSettingsKey(), code);
            const QString next = code.isEmpty() ? systemLanguage() : code;
            if (next == currentLanguage()) return;
            static const char* const title = QT_TR_NOOP("Language");
            static const char* const text = QT_TR_NOOP("Gantry will use the new language the next time it starts.");
            DialogSeam::instance().inform(this, translateInto(next, metaObject()->className(), title),
                translateInto(next, metaObject()->className(), text));
        });
    }
}

/// The run toolbar: open and save, undo and redo, the run's controls and its speed.
void MainWindow::createToolBar(QAction* openAct, QAction* saveAct)
{
    auto* bar = addToolBar(tr("Run"));
    bar->setObjectName(QStringLiteral("runToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(openAct);
    bar->addAction(saveAct);
    bar->addSeparator();
    // The menu's undo/redo actions rename themselves ("Undo Change GPU count"); the toolbar keeps short labels.
    QAction* undoButton = bar->addAction(tr("Undo"), m_doc->undoStack(), &QUndoStack::undo);
    undoButton->setObjectName(QStringLiteral("toolbarUndo"));
    undoButton->setEnabled(false);
    connect(m_doc->undoStack(), &QUndoStack::canUndoChanged, undoButton, &QAction::setEnabled);
    connect(m_doc->undoStack(), &QUndoStack::undoTextChanged, undoButton, [undoButton](const QString& t) { undoButton->setToolTip(tr("Undo %1").arg(t)); });
    QAction* redoButton = bar->addAction(tr("Redo"), m_doc->undoStack(), &QUndoStack::redo);
    redoButton->setObjectName(QStringLiteral("toolbarRedo"));
    redoButton->setEnabled(false);
    connect(m_doc->undoStack(), &QUndoStack::canRedoChanged, redoButton, &QAction::setEnabled);
    bar->addSeparator();
    bar->addAction(m_play);
    bar->addAction(m_pause);
    bar->addAction(m_stepEvent);
    bar->addAction(m_stepDecision);
    bar->addAction(m_runToEnd);
    bar->addAction(m_reset);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr(" Speed ")));
    m_speed = named<QComboBox>("speedCombo");
    m_speed->setToolTip(tr("Simulated time per second of wall-clock time"));
    for (const auto& [label, value] : { std::pair { tr("1 min/s"), 60.0 }, { tr("10 min/s"), 600.0 }, { tr("1 h/s"), 3600.0 },
             { tr("10 h/s"), 36000.0 }, { tr("1 day/s"), 86400.0 }, { tr("as fast as possible"), 0.0 } })
        m_speed->addItem(label, value);
    m_speed->setCurrentIndex(2);
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] { m_controller->setSpeed(m_speed->currentData().toDouble()); });
    bar->addWidget(m_speed);
}

} // namespace gantry::gui
