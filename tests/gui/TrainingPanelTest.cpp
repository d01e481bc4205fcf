// Learned schedulers in the GUI: the policy editor lists them, the training panel trains a tiny
// budget in the background, draws its curve, cancels, saves a model that runs as the scenario's
// policy, and the decision panel shows the network's action probabilities.
#include "widgets/DecisionModel.h"
#include "widgets/DecisionPanel.h"
#include "widgets/DialogSeam.h"
#include "widgets/LiveChart.h"
#include "widgets/MainWindow.h"
#include "widgets/PolicyEditor.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"
#include "widgets/TopologyView.h"
#include "widgets/TrainingPanel.h"

#include "GuiTestUtil.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace gantry;
using namespace gantry::gui;
using test::waitUntil;

namespace {

QString scenarioPath(const char* name) { return QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/") + QLatin1String(name); }

class LearnedGui : public ::testing::Test {
protected:
    void SetUp() override
    {
#ifndef GANTRY_HAVE_LEARN
        GTEST_SKIP() << "built without LibTorch";
#endif
        // The build tree has the LibTorch module: its absence here is a failure, not a reason to skip.
        ASSERT_TRUE(TrainingPanel::available()) << TrainingPanel::unavailableText().toStdString();
        QSettings().clear();
        DialogSeam::install(&seam);
        window = std::make_unique<MainWindow>();
        window->resize(1500, 950);
        window->show();
        panel = window->findChild<TrainingPanel*>(QStringLiteral("trainingPanel"));
        ASSERT_NE(panel, nullptr);
    }
    void TearDown() override
    {
        if (!window) return;
        seam.nextAnswers = { DialogSeam::Answer::Discard };
        window->close();
        window.reset();
        DialogSeam::install(nullptr);
    }
    void open(const char* name)
    {
        ASSERT_TRUE(window->openFile(scenarioPath(name)));
        ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    }
    template <class T> T* child(const char* name)
    {
        auto* w = window->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(w, nullptr) << name;
        return w;
    }
    void setBudget(const char* agent, int warmup, int episodes)
    {
        auto* combo = child<QComboBox>("trainingAgent");
        combo->setCurrentIndex(combo->findData(QString::fromLatin1(agent)));
        child<QSpinBox>("trainingWarmup")->setValue(warmup);
        child<QSpinBox>("trainingEpisodes")->setValue(episodes);
        child<QSpinBox>("trainingSeed")->setValue(3);
    }

    /// Clicks Train and waits for the training to end (the GUI thread stays responsive meanwhile);
    /// `ok` says whether it succeeded.
    void train(bool& ok)
    {
        bool finished = false;
        ok = false;
        QObject::connect(panel, &TrainingPanel::trainingFinished, [&](bool success, const QString&) {
            finished = true;
            ok = success;
        });
        child<QPushButton>("trainingTrain")->click();
        EXPECT_TRUE(panel->isTraining());
        EXPECT_FALSE(child<QPushButton>("trainingTrain")->isEnabled());
        // CPU-bound: the dual agent's took 145 s alone here and 184-223 s beside another training under
        // ctest -j 2; the wait is for a hang, not a speed target (those are in bench/).
        ASSERT_TRUE(waitUntil([&] { return finished; }, 600000));
        EXPECT_TRUE(ok) << panel->statusText().toStdString();
    }
    /// Saves the trained model into `dir` as `name`, makes it the scenario's scheduler (Use in
    /// scenario) and runs the scenario to its end with it.
    void saveUseAndRun(const QTemporaryDir& dir, const char* name, const char* scheduler)
    {
        const QString modelPath = dir.filePath(QString::fromLatin1(name));
        seam.nextFileNames << modelPath;
        child<QPushButton>("trainingSave")->click();
        ASSERT_TRUE(QFileInfo::exists(modelPath)) << seam.errors.join(QLatin1Char('\n')).toStdString();
        EXPECT_EQ(panel->savedModelPath(), modelPath);
        child<QPushButton>("trainingUse")->click();
        EXPECT_EQ(window->document()->scenario().policy.scheduler.name, scheduler);
        ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready
                                        || window->controller()->state() == RunController::State::Failed; }));
        ASSERT_EQ(window->controller()->state(), RunController::State::Ready) << seam.errors.join(QLatin1Char('\n')).toStdString();
        window->runToEnd();
        ASSERT_TRUE(waitUntil([&] { return window->runState()->result() != nullptr; }, 120000));
        EXPECT_EQ(window->runState()->result()->summary.finished, window->runState()->jobCount());
    }
    /// Shows decision `row` in the decision panel (its dock raised) and saves a screenshot of it.
    void showDecision(int row, const QString& screenshot)
    {
        window->tabs()->setCurrentIndex(0);
        auto* dock = window->findChild<QDockWidget*>(QStringLiteral("decisionDock"));
        ASSERT_NE(dock, nullptr);
        dock->raise();
        window->decisionPanel()->selectRow(row);
        test::saveScreenshot(window->decisionPanel(), screenshot);
    }

    ScriptedDialogSeam seam;
    std::unique_ptr<MainWindow> window;
    TrainingPanel* panel = nullptr;
};

} // namespace

TEST_F(LearnedGui, PolicyEditorListsLearnedSchedulersWithAModelPicker)
{
    open("topdrl-2x4x4.yaml");
    QComboBox* scheduler = window->policyEditor()->combo(PolicyKind::Scheduler);
    ASSERT_NE(scheduler, nullptr);
    EXPECT_GE(scheduler->findData(QStringLiteral("dl2")), 0);
    EXPECT_GE(scheduler->findData(QStringLiteral("harmony")), 0);
    const int topdrl = scheduler->findData(QStringLiteral("topdrl"));
    ASSERT_GE(topdrl, 0);
    scheduler->setCurrentIndex(topdrl);
    EXPECT_EQ(window->document()->scenario().policy.scheduler.name, "topdrl");
    auto* line = window->findChild<QLineEdit*>(QStringLiteral("param_scheduler.model"));
    auto* browse = window->findChild<QToolButton*>(QStringLiteral("browse_scheduler.model"));
    ASSERT_NE(line, nullptr);
    ASSERT_NE(browse, nullptr);
    seam.nextFileNames << scenarioPath("sub/picked.model");
    browse->click();
    EXPECT_EQ(window->document()->scenario().policy.scheduler.params.at("model"), ParamValue(std::string("sub/picked.model")));
    window->tabs()->setCurrentWidget(window->policyEditor());
    test::saveScreenshot(window.get(), QStringLiteral("policy-editor-learned.png"));
}

TEST_F(LearnedGui, TrainSaveUseAndShowActionProbabilities)
{
    open("dl2-small.yaml");
    window->tabs()->setCurrentWidget(panel);
    setBudget("dl2", 1, 3);
    EXPECT_FALSE(child<QPushButton>("trainingSave")->isEnabled());
    bool ok = false;
    ASSERT_NO_FATAL_FAILURE(train(ok));
    ASSERT_TRUE(ok);
    EXPECT_EQ(panel->curvePoints(), 4); // 1 warm-up + 3 RL episodes
    EXPECT_EQ(child<LiveChart>("trainingJctChart")->pointCount(), panel->curvePoints());
    EXPECT_EQ(child<LiveChart>("trainingRewardChart")->pointCount(), 3);
    EXPECT_TRUE(child<QPushButton>("trainingSave")->isEnabled());
    test::saveScreenshot(window->tabs(), QStringLiteral("training-panel.png"));

    // Use in scenario is an undoable edit that makes the model the scheduler; the run loads it.
    QTemporaryDir dir;
    const int undoBefore = window->document()->undoStack()->count();
    ASSERT_NO_FATAL_FAILURE(saveUseAndRun(dir, "dl2.model", "dl2"));
    EXPECT_EQ(window->document()->undoStack()->count(), undoBefore + 1);
    ASSERT_TRUE(window->document()->scenario().policy.scheduler.params.count("model"));

    // The decision panel shows the network's action probabilities.
    int row = -1;
    for (int r = 0; r < window->decisionModel()->rowCount() && row < 0; ++r) {
        const auto& why = window->decisionModel()->record(r).why;
        if (why.part == "dl2" && why.candidates.size() >= 3 && why.candidates.front().kind == CandidateKind::Action) row = r;
    }
    ASSERT_GE(row, 0);
    ASSERT_NO_FATAL_FAILURE(showDecision(row, QStringLiteral("decision-panel-learned.png")));
    EXPECT_GT(window->decisionPanel()->candidatesShown(), 0);

    window->document()->undoStack()->undo();
    EXPECT_TRUE(window->document()->scenario().policy.scheduler.name.empty());
}

TEST_F(LearnedGui, DualAgentShowsBothAgentsAndItsBeliefAboutEachMachine)
{
    open("public-cloud.yaml");
    EXPECT_GE(window->policyEditor()->combo(PolicyKind::Scheduler)->findData(QStringLiteral("dual-agent")), 0);
    window->tabs()->setCurrentWidget(panel);
    setBudget("dual-agent", 2, 1);
    bool ok = false;
    ASSERT_NO_FATAL_FAILURE(train(ok));
    ASSERT_TRUE(ok);
    test::saveScreenshot(window->tabs(), QStringLiteral("training-panel-dual-agent.png"));
    QTemporaryDir dir;
    ASSERT_NO_FATAL_FAILURE(saveUseAndRun(dir, "dual-agent.model", "dual-agent"));

    // The topology view draws the Gaussian process's belief beside every machine; the zone-b
    // machines (hidden factor about 0.7) are believed slower than the zone-a ones (about 1).
    RunState* state = window->runState();
    ASSERT_TRUE(state->hasMachineBelief());
    window->tabs()->setCurrentIndex(0);
    window->topology()->resetView();
    EXPECT_TRUE(window->topology()->showsBelief());
    const Cluster& c = state->cluster();
    double zoneA = 0, zoneB = 0;
    ASSERT_EQ(c.racks[0].name, "zone-a");
    ASSERT_EQ(c.racks[1].name, "zone-b");
    for (MachineId m : c.machinesIn(0)) zoneA += state->beliefMean(m) / 4;
    for (MachineId m : c.machinesIn(1)) zoneB += state->beliefMean(m) / 4;
    EXPECT_GT(zoneB, zoneA + 0.1) << "believed slowdown, zone b vs zone a";
    test::saveScreenshot(window->topology(), QStringLiteral("topology-machine-belief.png"));

    // The decision panel shows both agents' probabilities: jobs (ordering) and machines (placement);
    // the last such decision, when the belief has learned something.
    int row = -1;
    for (int r = window->decisionModel()->rowCount() - 1; r >= 0 && row < 0; --r) {
        const auto& why = window->decisionModel()->record(r).why;
        bool jobs = false, machines = false;
        for (const auto& cand : why.candidates) {
            jobs = jobs || cand.kind == CandidateKind::Job;
            machines = machines || cand.kind == CandidateKind::Machine;
        }
        if (why.part == "dual-agent" && jobs && machines && why.candidates.size() >= 4) row = r;
    }
    ASSERT_GE(row, 0);
    ASSERT_NO_FATAL_FAILURE(showDecision(row, QStringLiteral("decision-panel-dual-agent.png")));
    EXPECT_GE(window->decisionPanel()->candidatesShown(), 4);
}

// Harmony in the GUI: the Training tab trains it, the model runs as the scenario's scheduler, and the
// decision panel shows one row per task with the server chosen and its probability.
TEST_F(LearnedGui, HarmonyTrainsAndShowsPerTaskServerProbabilities)
{
    open("harmony-6-servers.yaml");
    window->tabs()->setCurrentWidget(panel);
    setBudget("harmony", 1, 2);
    bool ok = false;
    ASSERT_NO_FATAL_FAILURE(train(ok));
    ASSERT_TRUE(ok);
    EXPECT_EQ(panel->curvePoints(), 3); // 1 observing + 2 RL episodes
    test::saveScreenshot(window->tabs(), QStringLiteral("training-panel-harmony.png"));
    QTemporaryDir dir;
    ASSERT_NO_FATAL_FAILURE(saveUseAndRun(dir, "harmony.model", "harmony"));
    // A parameter-server job placed while other jobs ran: for each of its two tasks the server chosen
    // (first) and the others it could have taken, each with its probability.
    int row = -1;
    for (int r = window->decisionModel()->rowCount() - 1; r >= 0 && row < 0; --r) {
        const auto& why = window->decisionModel()->record(r).why;
        int chosen = 0, ps = 0;
        for (const auto& c : why.candidates) {
            chosen += c.label.find("(chosen)") != std::string::npos;
            ps += c.label.find(" PS") != std::string::npos;
        }
        if (why.part == "harmony" && chosen == 2 && ps >= 2) row = r;
    }
    ASSERT_GE(row, 0);
    const auto& why = window->decisionModel()->record(row).why;
    double taskTotal = 0;
    for (const auto& c : why.candidates) {
        EXPECT_EQ(c.kind, CandidateKind::Machine);
        EXPECT_GT(c.score, 0.0);
        EXPECT_LE(c.score, 1.0);
        EXPECT_EQ(c.label.rfind("task ", 0), 0u) << c.label;
        if (c.label.rfind("task 1 ", 0) == 0) taskTotal += c.score;
    }
    EXPECT_LE(taskTotal, 1.0 + 1e-5); // one task's servers share one softmax
    ASSERT_NO_FATAL_FAILURE(showDecision(row, QStringLiteral("decision-panel-harmony.png")));
    EXPECT_EQ(window->decisionPanel()->candidatesShown(), int(why.candidates.size()));
}

TEST_F(LearnedGui, CancelStopsTraining)
{
    open("topdrl-2x4x4.yaml");
    setBudget("topdrl", 0, 500);
    bool finished = false, ok = true;
    QObject::connect(panel, &TrainingPanel::trainingFinished, [&](bool success, const QString&) {
        finished = true;
        ok = success;
    });
    child<QPushButton>("trainingTrain")->click();
    ASSERT_TRUE(waitUntil([&] { return panel->curvePoints() >= 1; }, 120000));
    child<QPushButton>("trainingCancel")->click();
    ASSERT_TRUE(waitUntil([&] { return finished; }, 60000));
    EXPECT_FALSE(ok);
    EXPECT_FALSE(panel->isTraining());
    EXPECT_FALSE(panel->hasModel());
    EXPECT_LT(panel->curvePoints(), 500);
    EXPECT_TRUE(panel->statusText().contains(QStringLiteral("cancelled")));
    EXPECT_TRUE(seam.errors.isEmpty());
    EXPECT_TRUE(child<QPushButton>("trainingTrain")->isEnabled());
}

#ifdef GANTRY_HAVE_LEARN
// Without the LibTorch module (an installation without it) the panel says where it looked and training
// cannot start; nothing is loaded to find that out.
TEST(TrainingPanelWithoutModule, SaysWhyAndCannotTrain)
{
    const QString missing = QStringLiteral("/nonexistent/gantry/libgantry_torch.so");
    qputenv("GANTRY_TORCH_MODULE", missing.toUtf8());
    struct Unset {
        ~Unset() { qunsetenv("GANTRY_TORCH_MODULE"); }
    } unset;
    EXPECT_FALSE(TrainingPanel::available());
    ScenarioDocument doc;
    TrainingPanel panel(&doc);
    auto* train = panel.findChild<QPushButton*>(QStringLiteral("trainingTrain"));
    ASSERT_NE(train, nullptr);
    EXPECT_FALSE(train->isEnabled());
    bool explained = false;
    for (auto* label : panel.findChildren<QLabel*>()) explained = explained || label->text().contains(missing);
    EXPECT_TRUE(explained) << "no label names " << missing.toStdString();
}
#endif
