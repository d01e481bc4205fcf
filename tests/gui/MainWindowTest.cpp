// The GUI flow, offscreen, driven through objectNames and the dialog seam.
#include "widgets/ClusterEditor.h"
#include "widgets/ComparisonModel.h"
#include "widgets/ComparisonPanel.h"
#include "widgets/ForkDialog.h"
#include "widgets/DecisionModel.h"
#include "widgets/DecisionPanel.h"
#include "widgets/CandidateBars.h"
#include "widgets/DialogSeam.h"
#include "widgets/JobSelection.h"
#include "widgets/JobTableModel.h"
#include "widgets/LiveChart.h"
#include "widgets/MainWindow.h"
#include "core/Version.h"
#include "widgets/MetricsPanel.h"
#include "widgets/PlanPanel.h"
#include "widgets/PolicyEditor.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"
#include "widgets/SeriesChart.h"
#include "widgets/TopologyView.h"
#include "widgets/CalibrateDialog.h"
#include "widgets/ExportDeploymentDialog.h"
#include "widgets/ManualViewer.h"
#include "widgets/VariantEditor.h"
#include "widgets/NewScenarioWizard.h"
#include "widgets/WelcomeDialog.h"
#include "widgets/WorkloadEditor.h"

#include "GuiTestUtil.h"

#include "core/io/ScenarioIo.h"
#include "core/io/SlurmConf.h"
#include "tests/support/TestData.h"
#include "core/metrics/Calibration.h"
#include "core/metrics/Comparison.h"
#include "core/run/ScenarioRunner.h"

#include <QAction>
#include <QComboBox>
#include <QMessageBox>
#include <QFile>
#include <QRegularExpression>
#include <QAbstractButton>
#include <QCheckBox>
#include <QFont>
#include <QTabWidget>
#include <QLabel>
#include <QTreeWidget>
#include <QLineEdit>
#include <QMimeData>
#include <QSettings>
#include <QDoubleSpinBox>
#include <QImage>
#include <QMenu>
#include <QSpinBox>
#include <QFileInfo>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QTextBrowser>
#include <QWizard>
#include <QPushButton>
#include <QTableWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace gantry;
using namespace gantry::gui;
using test::waitUntil;

namespace {

class MainWindowFlow : public ::testing::Test, protected test::WindowUnderTest {
protected:
    void SetUp() override { ASSERT_TRUE(showWindow()); }
    void TearDown() override { closeWindow(); }
    void trigger(const char* name)
    {
        auto* action = window->findChild<QAction*>(QString::fromLatin1(name));
        ASSERT_NE(action, nullptr) << name;
        ASSERT_TRUE(action->isEnabled()) << name;
        action->trigger();
    }
    /// Opens `path` through File > Open and waits until its run is set up.
    void open(const QString& path)
    {
        seam.nextFileNames << path;
        trigger("actionOpen");
        ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    }
    void openDemo() { open(test::demoPath()); }
    RunResultPtr runToEnd()
    {
        [&] { trigger("actionRunToEnd"); }();
        EXPECT_TRUE(waitUntil([&] { return window->runState()->result() != nullptr; }));
        return window->runState()->result();
    }
};

} // namespace

TEST_F(MainWindowFlow, CheckpointingJobsKeepTheirGpusInTheGantt)
{
    // The demo under its preemptive Tiresias variant, with checkpoints slow enough to see.
    auto demo = loadScenario(test::demoPath().toStdString());
    ASSERT_TRUE(demo.ok());
    auto tiresias = applyVariant(demo.value(), 2);
    ASSERT_TRUE(tiresias.ok());
    Scenario s = tiresias.value();
    s.variants.clear();
    s.simulation.checkpointSeconds = 900;
    s.simulation.restoreSeconds = 600;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("checkpointing.yaml"));
    ASSERT_TRUE(saveScenario(s, path.toStdString()).ok());
    open(path);
    const RunResultPtr result = runToEnd();
    ASSERT_TRUE(result);
    ASSERT_GT(result->summary.preemptions, 0);

    // While it writes its checkpoint a job holds its GPUs: the per-GPU rows and the owners say so.
    const RunState* state = window->runState();
    int checkpointing = -1, restoring = -1;
    for (int i = 0; i < static_cast<int>(state->segments().size()); ++i) {
        const Segment& seg = state->segments()[i];
        if (seg.kind == SegmentKind::Checkpointing && checkpointing < 0) checkpointing = i;
        if (seg.kind == SegmentKind::Restoring && restoring < 0) restoring = i;
    }
    ASSERT_GE(checkpointing, 0);
    ASSERT_GE(restoring, 0);
    const Segment& seg = state->segments()[checkpointing];
    EXPECT_NEAR(seg.end - seg.start, 900, 1e-6);
    ASSERT_GT(seg.gpuCount, 0u);
    for (int gpu : state->schedule().gpus(seg)) {
        const auto& onGpu = state->gpuSegments(gpu);
        EXPECT_NE(std::find(onGpu.begin(), onGpu.end(), checkpointing), onGpu.end());
    }
    // The GUI's record is the CLI's: same segments as the schedule of the same scenario run headless
    // (the GUI's run does not record a second copy of its own).
    auto headless = runScenario(s, {});
    ASSERT_TRUE(headless.ok());
    const Schedule& cli = headless.value().schedule;
    ASSERT_EQ(state->segments().size(), cli.segments().size());
    for (std::size_t i = 0; i < state->segments().size(); ++i) {
        EXPECT_EQ(state->segments()[i].kind, cli.segments()[i].kind) << i;
        EXPECT_DOUBLE_EQ(state->segments()[i].start, cli.segments()[i].start) << i;
        const auto shown = state->schedule().gpus(state->segments()[i]), recorded = cli.gpus(cli.segments()[i]);
        EXPECT_TRUE(std::equal(shown.begin(), shown.end(), recorded.begin(), recorded.end())) << i;
    }
    window->gantt()->showRange(std::max(0.0, seg.start - 3600), seg.end + 3600);
    test::saveScreenshot(window->gantt()->parentWidget(), QStringLiteral("gantt-checkpointing.png"));
}

TEST_F(MainWindowFlow, OpenRunEditRerunUndo)
{
    openDemo();
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("demo.yaml")));
    EXPECT_FALSE(window->isWindowModified());
    ASSERT_EQ(window->recentFiles().size(), 1);

    const RunResultPtr first = runToEnd();
    ASSERT_TRUE(first);
    RunState* state = window->runState();
    const int jobs = state->jobCount();
    ASSERT_EQ(jobs, 50);
    EXPECT_EQ(first->summary.finished, jobs);
    // Every job appears in the Gantt chart, per GPU and per job.
    EXPECT_EQ(window->gantt()->jobsShown(), jobs);
    EXPECT_EQ(state->jobsWithRunningPeriods(), jobs);
    auto* perJob = window->findChild<QAction*>(QStringLiteral("actionGanttPerJob"));
    perJob->setChecked(true);
    EXPECT_EQ(window->gantt()->rowCount(), jobs);
    EXPECT_EQ(window->gantt()->jobsShown(), jobs);
    test::saveScreenshot(window->gantt()->parentWidget(), QStringLiteral("gantt-per-job.png"));
    perJob->setChecked(false);
    EXPECT_EQ(window->gantt()->rowCount(), 16);
    EXPECT_GT(window->decisionModel()->rowCount(), 0);
    EXPECT_EQ(window->metrics()->cardText(QStringLiteral("jobs")), QStringLiteral("50 / 50"));
    EXPECT_NE(window->metrics()->cardText(QStringLiteral("avgJct")), QStringLiteral("–"));
    EXPECT_GT(window->metrics()->queueChart()->pointCount(), 0);
    EXPECT_GT(window->metrics()->cdfChart()->pointCount(QStringLiteral("JCT")), 0);
    test::saveScreenshot(window.get(), QStringLiteral("main-window-after-run.png"));
    window->metrics()->tabs()->setCurrentIndex(1);
    test::saveScreenshot(window->metrics(), QStringLiteral("metrics-jct-cdf.png"));
    window->metrics()->tabs()->setCurrentIndex(2);
    test::saveScreenshot(window->metrics(), QStringLiteral("metrics-wait-vs-jct.png"));
    window->metrics()->tabs()->setCurrentIndex(0);

    // Decision panel: selecting a decision shows its candidates and selects its job everywhere.
    int row = -1;
    for (int r = 0; r < window->decisionModel()->rowCount(); ++r)
        if (!window->decisionModel()->record(r).why.candidates.empty() && window->decisionModel()->record(r).job >= 0) {
            row = r;
            break;
        }
    ASSERT_GE(row, 0);
    window->decisionPanel()->selectRow(row);
    EXPECT_GT(window->decisionPanel()->candidatesShown(), 0);
    EXPECT_EQ(window->selection()->job(), window->decisionModel()->record(row).job);
    test::saveScreenshot(window->decisionPanel(), QStringLiteral("decision-panel.png"));

    // Gantt zoomed in on the first hour.
    window->gantt()->showRange(0, 3600);
    EXPECT_NEAR(window->gantt()->axis().span, 3600, 1e-6);
    test::saveScreenshot(window->gantt()->parentWidget(), QStringLiteral("gantt-zoomed.png"));

    // Edit a machine: r0-m0 drops from 4 GPUs to 1.
    window->tabs()->setCurrentWidget(window->clusterEditor());
    ASSERT_TRUE(window->clusterEditor()->selectMachine(QStringLiteral("r0-m0")));
    auto* gpus = window->clusterEditor()->findChild<QSpinBox*>(QStringLiteral("machineGpus"));
    ASSERT_NE(gpus, nullptr);
    EXPECT_EQ(gpus->value(), 4);
    gpus->setValue(1);
    EXPECT_EQ(window->document()->undoStack()->count(), 1);
    EXPECT_TRUE(window->isWindowModified());
    EXPECT_EQ(window->document()->scenario().cluster.machines[0].gpuCount, 1);
    test::saveScreenshot(window.get(), QStringLiteral("cluster-editor.png"));

    // An invalid edit is refused with a message next to the field.
    auto* name = window->clusterEditor()->findChild<QLineEdit*>(QStringLiteral("machineName"));
    name->setText(QStringLiteral("r0-m1"));
    Q_EMIT name->editingFinished();
    EXPECT_FALSE(window->clusterEditor()->fieldError(QStringLiteral("name")).isEmpty());
    EXPECT_EQ(window->document()->undoStack()->count(), 1);
    EXPECT_EQ(name->text(), QStringLiteral("r0-m0"));

    window->tabs()->setCurrentWidget(window->policyEditor());
    test::saveScreenshot(window.get(), QStringLiteral("policy-editor.png"));

    // A new GPU type for r0-m1, then its price: cost changes, and one undo step each.
    ASSERT_TRUE(window->clusterEditor()->selectMachine(QStringLiteral("r0-m1")));
    window->clusterEditor()->addGpuType();
    EXPECT_EQ(window->document()->scenario().cluster.gpuTypes.size(), 2u);
    EXPECT_EQ(window->document()->scenario().cluster.machines[1].gpuType, 1);
    auto* price = window->clusterEditor()->findChild<QDoubleSpinBox*>(QStringLiteral("gpuTypePrice"));
    price->setValue(5.0);
    EXPECT_DOUBLE_EQ(window->document()->scenario().cluster.gpuTypes[1].pricePerHour, 5.0);
    EXPECT_DOUBLE_EQ(window->document()->scenario().cluster.gpuTypes[0].pricePerHour, 2.48);
    EXPECT_EQ(window->document()->undoStack()->count(), 3);
    trigger("actionUndo");
    trigger("actionUndo");
    EXPECT_EQ(window->document()->undoStack()->index(), 1);
    EXPECT_EQ(window->document()->scenario().cluster.gpuTypes.size(), 1u);

    // Re-run: the metrics change.
    window->tabs()->setCurrentIndex(0);
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    const RunResultPtr second = runToEnd();
    ASSERT_TRUE(second);
    EXPECT_NE(second->summary.avgJct, first->summary.avgJct);
    EXPECT_NE(second->summary.makespan, first->summary.makespan);

    // Undo restores the machine, and the re-run restores the metrics.
    trigger("actionUndo");
    EXPECT_EQ(window->document()->scenario().cluster.machines[0].gpuCount, 4);
    EXPECT_FALSE(window->isWindowModified());
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    const RunResultPtr third = runToEnd();
    ASSERT_TRUE(third);
    EXPECT_DOUBLE_EQ(third->summary.avgJct, first->summary.avgJct);
    EXPECT_DOUBLE_EQ(third->summary.usageCost, first->summary.usageCost);
}

TEST_F(MainWindowFlow, SteppingAndPausing)
{
    openDemo();
    trigger("actionStepEvent");
    ASSERT_TRUE(waitUntil([&] { return window->runState()->events() >= 1; }));
    trigger("actionStepDecision");
    ASSERT_TRUE(waitUntil([&] { return window->decisionModel()->rowCount() > 0; }));
    const auto eventsAfterStep = window->runState()->events();
    EXPECT_GE(eventsAfterStep, 1u);
    // Play slowly, pause, and check the run stops advancing.
    trigger("actionRun");
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Playing; }));
    ASSERT_TRUE(waitUntil([&] { return window->runState()->now() > 600; }));
    trigger("actionPause");
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Paused; }));
    test::waitUntil([] { return false; }, 100);
    const double pausedAt = window->runState()->now();
    test::waitUntil([] { return false; }, 200);
    EXPECT_EQ(window->runState()->now(), pausedAt);
    EXPECT_GT(window->topology()->jobsOnGpus(), 0);
    EXPECT_TRUE(window->topology()->showsCells());
    // Clicking a busy GPU cell selects its job in every view.
    const Cluster& c = window->runState()->cluster();
    int busy = -1;
    for (int g = 0; g < c.gpuCount() && busy < 0; ++g)
        if (window->runState()->gpuOwner(g) >= 0) busy = g;
    ASSERT_GE(busy, 0);
    QPoint p;
    for (int y = 0; y < window->topology()->height() && p.isNull(); y += 2)
        for (int x = 0; x < window->topology()->width(); x += 2)
            if (window->topology()->gpuAt(QPointF(x, y)) == busy) {
                p = QPoint(x, y);
                break;
            }
    ASSERT_FALSE(p.isNull());
    QTest::mouseClick(window->topology(), Qt::LeftButton, {}, p);
    const int selected = window->runState()->gpuOwner(busy);
    EXPECT_EQ(window->selection()->job(), selected);
    // ... and the decision log shows a decision about it.
    auto* table = window->decisionPanel()->table();
    ASSERT_TRUE(table->currentIndex().isValid());
    EXPECT_EQ(table->currentIndex().data(DecisionModel::JobRole).toInt(), selected);
    test::saveScreenshot(window.get(), QStringLiteral("main-window-paused.png"));
}

TEST_F(MainWindowFlow, ARunsErrorIsLocatedInTheScenarioFile)
{
    // A variant whose own tenants leave some jobs in none: its row says so at the variant's tenants,
    // with the file, line and column, as the command line does.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("teams.yaml"));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("gantry: 1\nname: teams\ncluster: {shape: 1x2x8}\nworkload: {generator: poisson-philly, generator_params: {jobs: 50}}\n"
                   "tenants:\n  - {name: all, default: true}\nvariants:\n  - name: nobody\n    tenants:\n      - {name: few, members: [x]}\n");
    }
    QString error;
    ASSERT_TRUE(window->document()->open(path, &error)) << qPrintable(error);
    ComparisonPanel* panel = window->comparison();
    window->tabs()->setCurrentWidget(panel);
    bool finished = false;
    QObject::connect(panel, &ComparisonPanel::comparisonFinished, [&] { finished = true; });
    panel->runComparison();
    ASSERT_TRUE(waitUntil([&] { return finished; }, 60000)); // the variant's row holds an error, not a result
    const QString status = panel->model()->index(1, ComparisonModel::Status).data().toString();
    EXPECT_TRUE(status.contains(QStringLiteral("teams.yaml:10:7: field 'variants[0].tenants'"))) << qPrintable(status);
    EXPECT_TRUE(status.contains(QStringLiteral("belongs to no tenant"))) << qPrintable(status);
}

TEST_F(MainWindowFlow, ComparisonRunsVariantsAndRerunsAfterAnEdit)
{
    openDemo();
    ComparisonPanel* panel = window->comparison();
    window->tabs()->setCurrentWidget(panel);
    bool finished = false;
    QObject::connect(panel, &ComparisonPanel::comparisonFinished, [&] { finished = true; });
    panel->runComparison();
    ASSERT_TRUE(waitUntil([&] { return finished && panel->model()->allDone(); }, 120000));
    const int runs = 1 + static_cast<int>(window->document()->scenario().variants.size());
    EXPECT_EQ(panel->model()->rowCount(), runs);
    EXPECT_EQ(panel->simulatedRuns(), runs);
    const double baseJct = panel->model()->summary(0)->avgJct;
    test::saveScreenshot(window.get(), QStringLiteral("comparison.png"));
    // The answer wraps and shows whole: a label laid out for one line would cut its second off.
    const auto* answer = panel->findChild<QLabel*>(QStringLiteral("comparisonAnswer"));
    EXPECT_GE(answer->height(), answer->heightForWidth(answer->width())) << answer->text().toStdString();

    // An edit of the base policy re-runs the affected runs only: variants that override the ordering
    // and placement are unchanged and come from the cache.
    finished = false;
    Scenario s = window->document()->scenario();
    s.policy.ordering.name = "sjf";
    window->document()->edit(s, QStringLiteral("SJF"));
    ASSERT_TRUE(waitUntil([&] { return finished && panel->model()->allDone(); }, 120000));
    EXPECT_NE(panel->model()->summary(0)->avgJct, baseJct);
    EXPECT_LT(panel->simulatedRuns(), 2 * runs);

    // A stale comparison is cancelled (latest wins): a change of the base re-runs it while another
    // change arrives; only the latest finishes and its numbers are shown.
    s = window->document()->scenario();
    s.policy.ordering.name = "fifo";
    window->document()->edit(s, QStringLiteral("FIFO"));
    panel->runComparison();
    const auto first = panel->generation();
    s.cluster.machines[0].perfFactor = 0.5;
    window->document()->edit(s, QStringLiteral("slow machine"));
    panel->runComparison();
    EXPECT_GT(panel->generation(), first);
    finished = false;
    ASSERT_TRUE(waitUntil([&] { return finished && panel->model()->allDone() && !panel->isRunning(); }, 120000));
    EXPECT_NE(panel->model()->summary(0)->avgJct, baseJct);
    window->tabs()->setCurrentWidget(panel);
}

TEST_F(MainWindowFlow, WhatIfTabListsTheVariantsBeforeAnyRunAndAVariantKeepsTheRun)
{
    openDemo();
    ComparisonPanel* panel = window->comparison();
    const Scenario& s = window->document()->scenario();
    ASSERT_FALSE(s.variants.empty());
    ComparisonModel* model = panel->model();
    ASSERT_EQ(model->rowCount(), 1 + int(s.variants.size())) << "the variants are listed as soon as the scenario opens";
    for (int row = 0; row < model->rowCount(); ++row) {
        EXPECT_EQ(model->headerData(row, Qt::Vertical).toString(), row == 0 ? QStringLiteral("Today's cluster") : QString::fromStdString(s.variants[std::size_t(row - 1)].name));
        EXPECT_EQ(model->data(model->index(row, ComparisonModel::Status)).toString(), QStringLiteral("not run yet"));
    }
    const QString status = panel->findChild<QLabel*>(QStringLiteral("comparisonStatus"))->text();
    EXPECT_FALSE(status.contains(QStringLiteral("cancelled"))) << status.toStdString();
    EXPECT_TRUE(panel->findChild<QLabel*>(QStringLiteral("comparisonAnswer"))->text().contains(QStringLiteral("Run comparison")));
    EXPECT_EQ(model->headerData(ComparisonModel::Cost, Qt::Horizontal).toString(), QStringLiteral("Cluster cost/month"));

    // Run a while, pause, add a variant: the run goes on from where it was, and the list has it.
    trigger("actionRun");
    ASSERT_TRUE(waitUntil([&] { return window->runState()->now() > 3600; }));
    trigger("actionPause");
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Paused; }));
    const double t = window->runState()->now();
    const int done = window->runState()->jobCount() - window->runState()->remainingJobs();
    const auto generation = window->controller()->generation();
    const std::size_t variantsBefore = s.variants.size();
    window->tabs()->setCurrentWidget(panel);
    panel->findChild<QLineEdit*>(QStringLiteral("variantName"))->setText(QStringLiteral("SJF, kept run"));
    panel->findChild<QPlainTextEdit*>(QStringLiteral("variantOverlay"))->setPlainText(QStringLiteral("policy: {ordering: sjf}"));
    panel->findChild<QPushButton*>(QStringLiteral("addVariantButton"))->click();
    ASSERT_EQ(window->document()->scenario().variants.size(), variantsBefore + 1);
    EXPECT_EQ(window->controller()->generation(), generation) << "adding a variant restarted the run";
    EXPECT_EQ(window->controller()->state(), RunController::State::Paused);
    EXPECT_DOUBLE_EQ(window->runState()->now(), t);
    EXPECT_EQ(window->runState()->jobCount() - window->runState()->remainingJobs(), done);
    EXPECT_EQ(model->headerData(model->rowCount() - 1, Qt::Vertical).toString(), QStringLiteral("SJF, kept run"));
    // An edit of what the run simulates restarts it.
    Scenario edited = window->document()->scenario();
    edited.policy.ordering.name = "sjf";
    window->document()->edit(edited, QStringLiteral("SJF"));
    EXPECT_GT(window->controller()->generation(), generation);
}

TEST_F(MainWindowFlow, AVariantIsMadeWithTheFormsAndItsYamlIsTheAdvancedView)
{
    openDemo();
    ComparisonPanel* panel = window->comparison();
    window->tabs()->setCurrentWidget(panel);
    auto* editor = panel->findChild<VariantEditor*>(QStringLiteral("variantEditor"));
    ASSERT_NE(editor, nullptr);
    auto* ordering = editor->findChild<QComboBox*>(QStringLiteral("variantOrdering"));
    ordering->setCurrentIndex(ordering->findData(QStringLiteral("tiresias")));
    ASSERT_GT(ordering->currentIndex(), 0);
    const int machines = window->document()->scenario().cluster.machineCount();
    editor->findChild<QSpinBox*>(QStringLiteral("variantMachines"))->setValue(machines + 2);
    editor->findChild<QDoubleSpinBox*>(QStringLiteral("variantLoad"))->setValue(1.5);
    // The YAML view shows what the form makes.
    editor->findChild<QCheckBox*>(QStringLiteral("variantShowYaml"))->setChecked(true);
    const QString yaml = editor->findChild<QPlainTextEdit*>(QStringLiteral("variantOverlay"))->toPlainText();
    EXPECT_TRUE(yaml.contains(QStringLiteral("tiresias"))) << qPrintable(yaml);
    EXPECT_TRUE(yaml.contains(QStringLiteral("arrival_scale"))) << qPrintable(yaml);
    QTest::qWait(100);
    test::saveScreenshot(window.get(), QStringLiteral("variant-editor.png"));
    editor->findChild<QLineEdit*>(QStringLiteral("variantName"))->setText(QStringLiteral("Tiresias, two more machines, half again the load"));
    const std::size_t before = window->document()->scenario().variants.size();
    editor->findChild<QPushButton*>(QStringLiteral("addVariantButton"))->click();
    const Scenario& s = window->document()->scenario();
    ASSERT_EQ(s.variants.size(), before + 1) << qPrintable(editor->findChild<QLabel*>(QStringLiteral("variantError"))->text());
    auto applied = applyVariant(s, int(before));
    ASSERT_TRUE(applied.ok()) << applied.error().toString();
    EXPECT_EQ(applied->policy.ordering.name, "tiresias");
    EXPECT_EQ(applied->policy.placement, s.policy.placement) << "as the base";
    EXPECT_EQ(applied->cluster.machineCount(), machines + 2);
    EXPECT_NEAR(applied->workload.arrivalScale, s.workload.arrivalScale / 1.5, 1e-12);
    EXPECT_EQ(ordering->currentIndex(), 0) << "the form is back to the base for the next variant";
    window->document()->undoStack()->undo();
    EXPECT_EQ(window->document()->scenario().variants.size(), before) << "one undoable edit";
}

TEST_F(MainWindowFlow, ComparisonShowsEachTenantInEveryRun)
{
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/philly-tenants.yaml"));
    ComparisonPanel* panel = window->comparison();
    window->tabs()->setCurrentWidget(panel);
    auto* tenants = panel->findChild<QTableView*>(QStringLiteral("comparisonTenantTable"));
    ASSERT_NE(tenants, nullptr);
    EXPECT_FALSE(tenants->isVisible()); // nothing to show before the comparison
    bool finished = false;
    QObject::connect(panel, &ComparisonPanel::comparisonFinished, [&] { finished = true; });
    panel->runComparison();
    ASSERT_TRUE(waitUntil([&] { return finished && panel->model()->allDone(); }, 120000));
    const Scenario& s = window->document()->scenario();
    ASSERT_TRUE(tenants->isVisible());
    const QAbstractItemModel* model = tenants->model();
    ASSERT_EQ(model->rowCount(), int(s.tenants.size() * (1 + s.variants.size())));
    // Grouped by tenant, the baseline first in each group, its changes on the other runs' rows.
    EXPECT_EQ(model->index(0, 1).data().toString(), QStringLiteral("Today's cluster"));
    EXPECT_EQ(model->index(0, 0).data().toString(), model->index(1, 0).data().toString());
    EXPECT_FALSE(model->index(0, 3).data().toString().contains(QLatin1Char('(')));
    EXPECT_TRUE(model->index(1, 3).data().toString().contains(QLatin1Char('(')));
    test::saveScreenshot(window.get(), QStringLiteral("comparison-tenants.png"));
}

// Forks (variants with `at`) run from the base run's state at their time, not from zero: the comparison
// shows them with their figures since the fork beside the base's over the same time.
TEST_F(MainWindowFlow, ComparisonShowsEachForkSinceItsTime)
{
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/rack-failure-forks.yaml"));
    ComparisonPanel* panel = window->comparison();
    window->tabs()->setCurrentWidget(panel);
    auto* forks = panel->findChild<QTableView*>(QStringLiteral("comparisonForkTable"));
    ASSERT_NE(forks, nullptr);
    EXPECT_FALSE(forks->isVisible());
    bool finished = false;
    QObject::connect(panel, &ComparisonPanel::comparisonFinished, [&] { finished = true; });
    panel->runComparison();
    ASSERT_TRUE(waitUntil([&] { return finished && panel->model()->allDone(); }, 120000));
    const Scenario& s = window->document()->scenario();
    ASSERT_TRUE(forks->isVisible());
    const QAbstractItemModel* model = forks->model();
    ASSERT_EQ(model->rowCount(), int(s.variants.size()));
    // The failure alone changes the run: the fork's own figures are not the base's.
    EXPECT_NE(panel->model()->summary(1)->avgJct, panel->model()->summary(0)->avgJct);
    for (int r = 0; r < model->rowCount(); ++r) {
        EXPECT_EQ(model->index(r, 1).data().toString(), QStringLiteral("38.0 h"));
        EXPECT_TRUE(model->index(r, 3).data().toString().contains(QLatin1Char('('))) << "a change against the base since the fork";
    }
    test::saveScreenshot(window.get(), QStringLiteral("comparison-forks.png"));
}

// Pause anywhere, say what happens from then on, fork: the branch is a variant with `at` set to the
// moment paused at, and the comparison runs it from the base's state then.
TEST_F(MainWindowFlow, PauseFailARackAndForkHere)
{
    openDemo();
    auto* forkHere = window->findChild<QAction*>(QStringLiteral("actionForkHere"));
    ASSERT_NE(forkHere, nullptr);
    EXPECT_FALSE(forkHere->isEnabled()) << "nothing to fork from before the run has started";
    trigger("actionRun");
    ASSERT_TRUE(waitUntil([&] { return window->runState()->now() > 1800; }));
    trigger("actionPause");
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Paused; }));
    const double t = window->runState()->now();
    ASSERT_TRUE(forkHere->isEnabled());
    const std::size_t variantsBefore = window->document()->scenario().variants.size();
    forkHere->trigger();
    auto* dialog = window->findChild<ForkDialog*>(QStringLiteral("forkDialog"));
    ASSERT_NE(dialog, nullptr);
    auto* kind = dialog->findChild<QComboBox*>(QStringLiteral("forkKind"));
    kind->setCurrentIndex(ForkDialog::RackFails);
    dialog->findChild<QComboBox*>(QStringLiteral("forkRack"))->setCurrentIndex(0);
    dialog->findChild<QDoubleSpinBox*>(QStringLiteral("forkHours"))->setValue(2);
    EXPECT_TRUE(dialog->variantName().contains(QStringLiteral("r0"))) << dialog->variantName().toStdString();
    test::saveScreenshot(dialog, QStringLiteral("fork-dialog.png"));
    bool finished = false;
    QObject::connect(window->comparison(), &ComparisonPanel::comparisonFinished, [&] { finished = true; });
    dialog->accept();
    // The fork is a new variant: the run the user paused stays where it was.
    EXPECT_EQ(window->controller()->state(), RunController::State::Paused);
    EXPECT_DOUBLE_EQ(window->runState()->now(), t);
    const Scenario& s = window->document()->scenario();
    ASSERT_EQ(s.variants.size(), variantsBefore + 1);
    auto fork = forkOf(s, int(s.variants.size()) - 1);
    ASSERT_TRUE(fork.ok() && fork->has_value());
    EXPECT_DOUBLE_EQ((*fork)->at, t);
    ASSERT_EQ((*fork)->events.size(), 2u); // the rack fails, and comes back two hours later
    EXPECT_EQ((*fork)->events[1].time, t + 7200);
    ComparisonPanel* panel = window->comparison();
    EXPECT_EQ(window->tabs()->currentWidget(), panel);
    ASSERT_TRUE(waitUntil([&] { return finished && panel->model()->allDone(); }, 120000));
    auto* forks = panel->findChild<QTableView*>(QStringLiteral("comparisonForkTable"));
    ASSERT_TRUE(forks->isVisible());
    EXPECT_EQ(forks->model()->rowCount(), 1);
    const int row = int(s.variants.size());
    ASSERT_TRUE(panel->model()->summary(row).has_value());
    EXPECT_NE(panel->model()->summary(row)->avgJct, panel->model()->summary(0)->avgJct) << "half the GPUs gone for two hours";
    test::saveScreenshot(window.get(), QStringLiteral("fork-here-comparison.png"));

    // Both to the end: the live run goes on, and the Gantt chart draws the fork beside it from t, where
    // rack r0's GPUs are empty in the fork (below) for the two hours it is down.
    GanttView* gantt = window->gantt();
    ASSERT_NE(gantt->branch(), nullptr) << "the fork just made is drawn beside the run";
    EXPECT_EQ(gantt->branchName().toStdString(), s.variants.back().name);
    EXPECT_EQ(window->findChild<QComboBox*>(QStringLiteral("ganttBranch"))->currentText(), gantt->branchName());
    window->tabs()->setCurrentIndex(0);
    ASSERT_NE(runToEnd(), nullptr);
    const Cluster& c = window->runState()->cluster();
    bool parentBusy = false, forkBusyElsewhere = false;
    for (GpuId g = 0; g < c.gpuCount(); ++g) {
        const bool onR0 = c.rackOf(g) == 0;
        for (int i : gantt->branchSegments(g)) {
            const ScheduleSegment& seg = gantt->branch()->schedule.segments()[std::size_t(i)];
            const bool during = seg.start < t + 7200 && (seg.end < 0 || seg.end > t);
            if (onR0) {
                EXPECT_FALSE(during) << "the fork used rack r0's GPU " << g << " while it was down";
            }
            forkBusyElsewhere = forkBusyElsewhere || (!onR0 && during);
        }
        if (onR0)
            for (int i : window->runState()->gpuSegments(g)) {
                const ScheduleSegment& seg = window->runState()->segments()[std::size_t(i)];
                parentBusy = parentBusy || (seg.start < t + 7200 && (seg.end < 0 || seg.end > t));
            }
    }
    EXPECT_TRUE(parentBusy) << "the run itself kept rack r0 busy then";
    EXPECT_TRUE(forkBusyElsewhere);
    // What the user sees: the lower half of r0's first GPU row is drawn failed (red over the background,
    // no job's bar) from t for two hours, as the run draws its own failures.
    gantt->showRange(t - 3600, t + 3 * 3600);
    QCoreApplication::processEvents();
    const QImage image = gantt->viewport()->grab().toImage();
    ASSERT_EQ(c.rackOf(0), 0); // the first row: rack r0's first machine's first GPU
    const int lowerY = GanttView::kHeaderHeight + 10;
    const QColor background = gantt->palette().color(QPalette::AlternateBase); // machine 0's rows
    const double pxPerSecond = gantt->axis().width / gantt->axis().span;
    for (double at = t + 300; at < t + 7200 - 300; at += 300) {
        const int x = GanttView::kLabelWidth + int(gantt->axis().timeToX(at));
        const QColor seen = image.pixelColor(x, lowerY);
        EXPECT_TRUE(seen.red() > seen.green() + 25 && seen.red() > seen.blue() + 25 && seen.red() > background.red() - 30)
            << "not the failed tint over the background in the fork's lane at " << at << " s (" << pxPerSecond << " px/s): "
            << qPrintable(seen.name()) << " over " << qPrintable(background.name());
    }
    // The live charts draw the fork too, dashed, from t on.
    EXPECT_GT(window->findChild<MetricsPanel*>()->queueChart()->branchPointCount(), 0);
    test::saveScreenshot(window.get(), QStringLiteral("fork-gantt-beside.png"));
    window->document()->undoStack()->undo();
    EXPECT_EQ(window->document()->scenario().variants.size(), variantsBefore) << "the fork is one undoable edit";
}

TEST_F(MainWindowFlow, PauseAddMachinesAndForkHere)
{
    openDemo();
    trigger("actionRun");
    ASSERT_TRUE(waitUntil([&] { return window->runState()->now() > 1800; }));
    trigger("actionPause");
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Paused; }));
    window->findChild<QAction*>(QStringLiteral("actionForkHere"))->trigger();
    auto* dialog = window->findChild<ForkDialog*>(QStringLiteral("forkDialog"));
    ASSERT_NE(dialog, nullptr);
    dialog->findChild<QComboBox*>(QStringLiteral("forkKind"))->setCurrentIndex(ForkDialog::MachinesJoin);
    dialog->findChild<QSpinBox*>(QStringLiteral("forkJoinCount"))->setValue(4);
    EXPECT_TRUE(dialog->variantName().startsWith(QStringLiteral("4 "))) << dialog->variantName().toStdString();
    test::saveScreenshot(dialog, QStringLiteral("fork-dialog-join.png"));
    bool finished = false;
    QObject::connect(window->comparison(), &ComparisonPanel::comparisonFinished, [&] { finished = true; });
    dialog->accept();
    const Scenario& s = window->document()->scenario();
    auto fork = forkOf(s, int(s.variants.size()) - 1);
    ASSERT_TRUE(fork.ok() && fork->has_value()) << (fork ? "" : fork.error().toString());
    ASSERT_EQ((*fork)->events.size(), 1u);
    EXPECT_EQ((*fork)->events[0].joining.size(), 4u);
    ComparisonPanel* panel = window->comparison();
    ASSERT_TRUE(waitUntil([&] { return finished && panel->model()->allDone(); }, 120000));
    const int row = int(s.variants.size());
    ASSERT_TRUE(panel->model()->summary(row).has_value());
    EXPECT_LT(panel->model()->summary(row)->avgWait, panel->model()->summary(0)->avgWait) << "four more machines from the fork on";
}

TEST_F(MainWindowFlow, AMachinesMenuInTheTopologyForksFromIt)
{
    openDemo();
    auto menuFor = [&](int machine) {
        Q_EMIT window->topology()->machineMenuRequested(machine, QPoint(200, 200));
        QCoreApplication::processEvents();
        QMenu* menu = nullptr;
        for (QMenu* m : window->findChildren<QMenu*>(QStringLiteral("machineMenu")))
            if (m->isVisible()) menu = m;
        return menu;
    };
    QMenu* menu = menuFor(1);
    ASSERT_NE(menu, nullptr);
    EXPECT_FALSE(menu->findChild<QAction*>(QStringLiteral("forkMachineFails"))->isEnabled()) << "nothing to fork from yet";
    menu->close();
    trigger("actionRun");
    ASSERT_TRUE(waitUntil([&] { return window->runState()->now() > 1800; }));
    trigger("actionPause");
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Paused; }));
    const double t = window->runState()->now();
    menu = menuFor(1);
    ASSERT_NE(menu, nullptr);
    test::saveScreenshot(menu, QStringLiteral("topology-machine-menu.png"));
    QAction* fails = menu->findChild<QAction*>(QStringLiteral("forkMachineFails"));
    ASSERT_TRUE(fails->isEnabled());
    EXPECT_TRUE(fails->text().contains(QStringLiteral("r0-m1"))) << fails->text().toStdString();
    fails->trigger();
    auto* dialog = window->findChild<ForkDialog*>(QStringLiteral("forkDialog"));
    ASSERT_NE(dialog, nullptr);
    EXPECT_NE(dialog->overlayYaml().find("machines: [\"r0-m1\"]"), std::string::npos) << dialog->overlayYaml();
    EXPECT_TRUE(dialog->variantName().startsWith(QStringLiteral("r0-m1 "))) << dialog->variantName().toStdString();
    dialog->accept();
    const Scenario& s = window->document()->scenario();
    auto fork = forkOf(s, int(s.variants.size()) - 1);
    ASSERT_TRUE(fork.ok() && fork->has_value());
    EXPECT_DOUBLE_EQ((*fork)->at, t);
    EXPECT_EQ((*fork)->events.front().machines, std::vector<int> { 1 });
}

TEST_F(MainWindowFlow, GpusAndBarsCanBeColouredByTenant)
{
    auto* byTenant = window->findChild<QAction*>(QStringLiteral("actionColorByTenant"));
    ASSERT_NE(byTenant, nullptr);
    openDemo();
    EXPECT_FALSE(byTenant->isEnabled()); // the demo declares no tenants
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/philly-tenants.yaml"));
    ASSERT_TRUE(waitUntil([&] { return byTenant->isEnabled(); }));
    RunState* state = window->runState();
    ASSERT_EQ(state->tenants().size(), window->document()->scenario().tenants.size());
    ASSERT_NE(runToEnd(), nullptr);
    // Two jobs of one tenant share its colour in the tenant mode; of two tenants, they differ.
    int a = -1, b = -1, other = -1;
    for (int j = 0; j < state->jobCount() && (b < 0 || other < 0); ++j) {
        if (a < 0) a = j;
        else if (state->job(j).tenant == state->job(a).tenant && b < 0) b = j;
        else if (state->job(j).tenant != state->job(a).tenant && other < 0) other = j;
    }
    ASSERT_GE(b, 0);
    ASSERT_GE(other, 0);
    EXPECT_NE(state->colorOf(a), state->colorOf(b)); // by job
    byTenant->setChecked(true);
    EXPECT_EQ(state->colorOf(a), state->colorOf(b));
    EXPECT_NE(state->colorOf(a), state->colorOf(other));
    EXPECT_EQ(state->colorOf(a), RunState::tenantColor(state->job(a).tenant));
    auto* legend = window->findChild<QLabel*>(QStringLiteral("tenantLegend"));
    ASSERT_NE(legend, nullptr);
    EXPECT_TRUE(legend->isVisible());
    for (const auto& name : state->tenants()) EXPECT_TRUE(legend->text().contains(QString::fromStdString(name))) << name;
    test::saveScreenshot(window.get(), QStringLiteral("colour-by-tenant.png"));
    byTenant->setChecked(false);
    EXPECT_FALSE(legend->isVisible());
}

TEST_F(MainWindowFlow, UnsavedChangesPromptAndDrop)
{
    openDemo();
    Scenario s = window->document()->scenario();
    s.name = "edited";
    window->document()->edit(s, QStringLiteral("rename"));
    EXPECT_TRUE(window->isWindowModified());
    seam.nextAnswers = { DialogSeam::Answer::Cancel };
    EXPECT_FALSE(window->close());
    EXPECT_EQ(seam.questions.size(), 1);
    EXPECT_TRUE(window->isVisible());

    // Dropping a scenario file opens it (after the unsaved-changes question).
    seam.nextAnswers = { DialogSeam::Answer::Discard };
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(test::demoPath()) });
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    EXPECT_TRUE(window->dropMimeData(&mime));
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_EQ(window->document()->scenario().name, "Teaching demo");

    // Dropping a trace makes it the workload (undoable).
    QMimeData trace;
    trace.setUrls({ QUrl::fromLocalFile(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/traces/philly_2k.csv")) });
    EXPECT_TRUE(window->dropMimeData(&trace));
    EXPECT_EQ(window->document()->scenario().workload.format, "common-csv");
    EXPECT_TRUE(window->isWindowModified());
    trigger("actionUndo");
    EXPECT_EQ(window->document()->scenario().workload.generator, "topdrl");

    // Save As through the seam: atomic write, clean state, recent files.
    QTemporaryDir tmp;
    s = window->document()->scenario();
    s.name = "saved copy";
    window->document()->edit(s, QStringLiteral("rename"));
    seam.nextFileNames << tmp.filePath(QStringLiteral("copy.yaml"));
    trigger("actionSaveAs");
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_EQ(window->recentFiles().front(), tmp.filePath(QStringLiteral("copy.yaml")));
    EXPECT_TRUE(loadScenario(tmp.filePath(QStringLiteral("copy.yaml")).toStdString()).ok());
}

TEST_F(MainWindowFlow, WorkloadPreviewShowsTheValidationReport)
{
    openDemo();
    auto* editor = window->findChild<WorkloadEditor*>(QStringLiteral("workloadEditor"));
    ASSERT_NE(editor, nullptr);
    bool ready = false;
    QObject::connect(editor, &WorkloadEditor::previewReady, [&] { ready = true; });
    editor->previewTrace(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/traces/philly_2k.csv"));
    ASSERT_TRUE(waitUntil([&] { return ready; }));
    EXPECT_GT(editor->previewRows(), 0);
    EXPECT_TRUE(editor->reportText().contains(QStringLiteral("common-csv")));
    window->tabs()->setCurrentWidget(editor);
    test::saveScreenshot(window.get(), QStringLiteral("workload-editor.png"));
}

TEST_F(MainWindowFlow, FollowingEndsOnTheLastDecisionAfterRunToEnd)
{
    openDemo();
    auto* follow = window->decisionPanel()->findChild<QCheckBox*>(QStringLiteral("followDecisions"));
    ASSERT_NE(follow, nullptr);
    ASSERT_TRUE(follow->isChecked());
    ASSERT_TRUE(runToEnd());
    // The panel follows at most every 250 ms; the last batch is followed when that time is up.
    const int last = window->decisionModel()->rowCount() - 1;
    ASSERT_GT(last, 0);
    EXPECT_TRUE(waitUntil([&] { return window->decisionPanel()->shownDecision() == last; }, 2000))
        << "shown " << window->decisionPanel()->shownDecision() << ", last " << last;
}

TEST_F(MainWindowFlow, EveryChartOfAFinishedRunPrintsHumanNumbers)
{
    // Tiresias' priorities are attained service in GPU-seconds: tens of thousands, which %g printed
    // as 6.221e+04. No chart label may use exponent notation.
    auto demo = loadScenario(test::demoPath().toStdString());
    ASSERT_TRUE(demo.ok());
    auto tiresias = applyVariant(demo.value(), 2);
    ASSERT_TRUE(tiresias.ok());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiresias.yaml"));
    ASSERT_TRUE(saveScenario(tiresias.value(), path.toStdString()).ok());
    open(path);
    ASSERT_TRUE(runToEnd());
    const QRegularExpression exponent(QStringLiteral("[0-9][eE][-+]?[0-9]"));
    // The decision whose candidates have the largest score.
    int largest = -1;
    double most = 0;
    for (int r = 0; r < window->decisionModel()->rowCount(); ++r)
        for (const Candidate& c : window->decisionModel()->record(r).why.candidates)
            if (std::abs(c.score) > most) most = std::abs(c.score), largest = r;
    ASSERT_GE(largest, 0);
    ASSERT_GE(most, 1e4); // the case that printed exponents
    window->decisionPanel()->selectRow(largest);
    const auto bars = window->findChildren<CandidateBars*>();
    ASSERT_FALSE(bars.isEmpty());
    for (const CandidateBars* chart : bars)
        for (const QString& label : chart->valueLabels()) EXPECT_FALSE(exponent.match(label).hasMatch()) << qPrintable(label);
    const auto charts = window->findChildren<SeriesChart*>();
    ASSERT_GE(charts.size(), 3);
    int labels = 0;
    for (const SeriesChart* chart : charts)
        for (const QString& label : chart->axisLabels()) {
            ++labels;
            EXPECT_FALSE(exponent.match(label).hasMatch()) << qPrintable(label);
        }
    EXPECT_GT(labels, 0);
}

TEST_F(MainWindowFlow, AMissingTraceIsReportedAsMissingWithItsPath)
{
    openDemo();
    const QString missing = QDir::temp().filePath(QStringLiteral("gantry-no-such-trace.csv"));
    QFile::remove(missing);
    auto* editor = window->findChild<WorkloadEditor*>(QStringLiteral("workloadEditor"));
    ASSERT_NE(editor, nullptr);
    bool ready = false;
    QObject::connect(editor, &WorkloadEditor::previewReady, [&] { ready = true; });
    editor->previewTrace(missing);
    ASSERT_TRUE(waitUntil([&] { return ready; }));
    EXPECT_TRUE(editor->reportText().contains(QStringLiteral("no such file"))) << editor->reportText().toStdString();
    EXPECT_TRUE(editor->reportText().contains(missing));
    EXPECT_FALSE(editor->reportText().contains(QStringLiteral("format"))) << editor->reportText().toStdString();
    // Dropped on the window or chosen from the menu, the same answer.
    EXPECT_FALSE(window->useTrace(missing));
    ASSERT_EQ(seam.errors.size(), 1);
    EXPECT_TRUE(seam.errors.front().contains(QStringLiteral("no such file"))) << seam.errors.front().toStdString();
    EXPECT_TRUE(seam.errors.front().contains(missing));
}

TEST_F(MainWindowFlow, EditingAJobInTheTableIsAnUndoableOverride)
{
    openDemo();
    const RunResultPtr first = runToEnd();
    ASSERT_TRUE(first);
    auto* editor = window->findChild<WorkloadEditor*>(QStringLiteral("workloadEditor"));
    ASSERT_NE(editor, nullptr);
    window->tabs()->setCurrentWidget(editor);
    QAbstractItemModel* table = editor->jobTable()->model(); // the sorting proxy, as the view edits it
    ASSERT_GT(table->rowCount(), 0);
    const QModelIndex gpusCell = table->index(0, JobTableModel::Gpus);
    EXPECT_TRUE(table->flags(gpusCell) & Qt::ItemIsEditable);
    EXPECT_FALSE(table->flags(table->index(0, JobTableModel::Id)) & Qt::ItemIsEditable);
    const std::string id = table->index(0, JobTableModel::Id).data().toString().toStdString();
    const int totalGpus = window->runState()->cluster().gpuCount();
    const int before = gpusCell.data(Qt::EditRole).toInt();
    ASSERT_NE(before, totalGpus);

    // Invalid values are refused with a message next to the table, and nothing is pushed.
    EXPECT_FALSE(table->setData(gpusCell, 0));
    EXPECT_FALSE(editor->jobEditError().isEmpty());
    EXPECT_FALSE(table->setData(gpusCell, totalGpus + 1));
    EXPECT_FALSE(table->setData(table->index(0, JobTableModel::Duration), QStringLiteral("soon")));
    EXPECT_EQ(window->document()->undoStack()->count(), 0);
    EXPECT_TRUE(window->document()->scenario().workload.overrides.empty());

    // The whole cluster for one job: one undo step, an override in the scenario, a bold cell.
    ASSERT_TRUE(table->setData(gpusCell, totalGpus));
    EXPECT_TRUE(editor->jobEditError().isEmpty());
    EXPECT_EQ(window->document()->undoStack()->count(), 1);
    EXPECT_TRUE(window->isWindowModified());
    ASSERT_EQ(window->document()->scenario().workload.overrides.size(), 1u);
    EXPECT_EQ(window->document()->scenario().workload.overrides[0], (JobOverride { id, -1, -1, totalGpus, false }));

    // The edit restarts the run: the job asks for the new count and the metrics change.
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    auto rowOf = [&](const std::string& job) {
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->index(r, JobTableModel::Id).data().toString().toStdString() == job) return r;
        return -1;
    };
    int row = rowOf(id);
    ASSERT_GE(row, 0);
    EXPECT_EQ(table->index(row, JobTableModel::Gpus).data().toInt(), totalGpus);
    EXPECT_TRUE(table->index(row, JobTableModel::Gpus).data(JobTableModel::EditedRole).toBool());
    EXPECT_TRUE(table->index(row, JobTableModel::Gpus).data(Qt::FontRole).value<QFont>().bold());
    EXPECT_FALSE(table->index(row, JobTableModel::Duration).data(JobTableModel::EditedRole).toBool());
    test::saveScreenshot(editor, QStringLiteral("workload-job-edited.png"));
    const RunResultPtr second = runToEnd();
    ASSERT_TRUE(second);
    EXPECT_NE(second->summary.avgJct, first->summary.avgJct);

    // Saving keeps the override; reloading the file gives it back.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("edited.yaml"));
    QString error;
    ASSERT_TRUE(window->document()->saveAs(path, &error)) << error.toStdString();
    auto reloaded = loadScenario(path.toStdString());
    ASSERT_TRUE(reloaded.ok()) << reloaded.error().toString();
    EXPECT_EQ(reloaded->workload.overrides, window->document()->scenario().workload.overrides);

    // Undo removes the override, the cell is plain again, and the re-run matches the first.
    trigger("actionUndo");
    EXPECT_TRUE(window->document()->scenario().workload.overrides.empty());
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    row = rowOf(id);
    ASSERT_GE(row, 0);
    EXPECT_EQ(table->index(row, JobTableModel::Gpus).data().toInt(), before);
    EXPECT_FALSE(table->index(row, JobTableModel::Gpus).data(JobTableModel::EditedRole).toBool());
    const RunResultPtr third = runToEnd();
    ASSERT_TRUE(third);
    EXPECT_DOUBLE_EQ(third->summary.avgJct, first->summary.avgJct);
}

TEST(TopologyLod, MachineSummariesForBigClusters)
{
    RunState state;
    JobSelection selection;
    TopologyView view(&state, &selection);
    view.resize(900, 520);
    auto small = std::make_shared<RunSetup>();
    small->cluster = Cluster::uniform(1, 1, 8);
    small->cluster.index();
    state.applySetup(small);
    view.grab();
    EXPECT_TRUE(view.showsCells());
    EXPECT_GE(view.cellSize(), 20);

    auto big = std::make_shared<RunSetup>();
    big->cluster = Cluster::uniform(11, 32, 8); // 2,816 GPUs
    big->cluster.index();
    big->jobs.push_back({ "j", 0, 10, 8 });
    state.applySetup(big);
    auto batch = std::make_shared<RunBatch>();
    batch->jobEvents.push_back({ 0, JobEvent::Arrived, 0, {} });
    batch->jobEvents.push_back({ 0, JobEvent::Started, 0, { 0, 1, 2, 3, 4, 5, 6, 7 } });
    state.applyBatch(batch);
    const QImage image = view.grab().toImage();
    EXPECT_FALSE(image.isNull());
    EXPECT_EQ(view.jobsOnGpus(), 1);
    view.grab().save(test::screenshotDir() + QStringLiteral("/topology-2816-gpus.png"));
    // Smaller: GPU cells would be under 5 px, so machines become summary bars.
    view.resize(420, 260);
    view.grab();
    EXPECT_FALSE(view.showsCells());
    EXPECT_GT(view.gpuAt(QPointF(0, 0)), -2); // hit testing still works on summaries
    view.grab().save(test::screenshotDir() + QStringLiteral("/topology-2816-gpus-summary.png"));
}

TEST_F(MainWindowFlow, DallyShowsSensitivityWaitsAndCommunication)
{
    // The congested Dally scenario: the job table says how much a spread costs each job, the
    // decision log says why a job waits, and after the run every job has its communication share.
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/dally-congested.yaml"));
    const RunResultPtr result = runToEnd();
    ASSERT_TRUE(result);

    auto* editor = window->findChild<WorkloadEditor*>(QStringLiteral("workloadEditor"));
    ASSERT_NE(editor, nullptr);
    window->tabs()->setCurrentWidget(editor);
    QAbstractItemModel* table = editor->jobTable()->model();
    int sensitive = -1, insensitive = -1;
    for (int row = 0; row < table->rowCount(); ++row) {
        const double spread = table->index(row, JobTableModel::Network).data(JobTableModel::SortRole).toDouble();
        if (spread > 2.0 && sensitive < 0) sensitive = row;
        if (spread < 1.05 && insensitive < 0) insensitive = row;
    }
    ASSERT_GE(sensitive, 0) << "no job loses half its speed across congested racks";
    ASSERT_GE(insensitive, 0);
    EXPECT_TRUE(table->index(sensitive, JobTableModel::Network).data().toString().startsWith(QChar(0x00d7)));
    EXPECT_TRUE(table->index(sensitive, JobTableModel::Network).data(Qt::ToolTipRole).toString().contains(QStringLiteral("across racks")));
    EXPECT_TRUE(table->index(sensitive, JobTableModel::Comm).data().toString().endsWith(QLatin1Char('%')));
    test::saveScreenshot(window.get(), QStringLiteral("dally-job-table.png"));

    // Waits are logged with what the job waits for; the tuner's timers too.
    DecisionModel* decisions = window->decisionModel();
    int wait = -1, tune = -1;
    for (int row = 0; row < decisions->rowCount(); ++row) {
        const DecisionRecord& d = decisions->record(row);
        if (d.kind == DecisionKind::Wait && wait < 0) wait = row;
        if (d.kind == DecisionKind::Tune && tune < 0) tune = row;
    }
    ASSERT_GE(wait, 0);
    ASSERT_GE(tune, 0);
    const DecisionRecord& w = decisions->record(wait);
    ASSERT_FALSE(w.why.candidates.empty());
    EXPECT_EQ(w.why.candidates.front().label.rfind("for one ", 0), 0u) << w.why.candidates.front().label;
    window->tabs()->setCurrentWidget(window->decisionPanel());
    window->decisionPanel()->selectRow(wait);
    EXPECT_GE(window->decisionPanel()->candidatesShown(), 2);
    test::saveScreenshot(window.get(), QStringLiteral("dally-wait-decision.png"));

    window->tabs()->setCurrentWidget(window->policyEditor());
    // The policy tab says what the numbers assume (speed model, checkpoint costs, failures).
    bool fidelityShown = false;
    for (const QLabel* label : window->policyEditor()->findChildren<QLabel*>())
        fidelityShown = fidelityShown || label->text().contains(QStringLiteral("placement-aware speed model"));
    EXPECT_TRUE(fidelityShown);
    test::saveScreenshot(window.get(), QStringLiteral("dally-policy-editor.png"));
}

TEST_F(MainWindowFlow, ExportReportWritesPdfAndHtmlInTheBackground)
{
    // File > Export Report… runs every variant and the plan off the GUI thread and writes the file.
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/cloud-cost.yaml"));
    QTemporaryDir dir;
    for (const QString& name : { QStringLiteral("cloud.pdf"), QStringLiteral("cloud.html") }) {
        QString written, error;
        bool done = false;
        auto connection = QObject::connect(window.get(), &MainWindow::reportExported, [&](const QString& p, const QString& e) {
            written = p;
            error = e;
            done = true;
        });
        seam.nextFileNames << dir.filePath(name);
        trigger("actionExportReport");
        ASSERT_TRUE(waitUntil([&] { return done; }, 60000)) << qPrintable(name);
        QObject::disconnect(connection);
        EXPECT_TRUE(error.isEmpty()) << qPrintable(error);
        QFile file(written);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << qPrintable(written);
        const QByteArray head = file.read(16);
        EXPECT_TRUE(name.endsWith(QLatin1String(".pdf")) ? head.startsWith("%PDF") : head.startsWith("<!DOCTYPE html>")) << head.constData();
    }
}

TEST_F(MainWindowFlow, PlanTabSearchesShowsEveryPointAndAddsOneAsAVariant)
{
    // The Plan tab runs the same search as gantry-cli plan in the background: the chart fills in (one
    // series per policy, the service level as a line), the table lists every configuration looked at,
    // and a clicked point becomes a what-if variant with that cluster and policy.
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/cloud-cost.yaml"));
    PlanPanel* plan = window->planPanel();
    window->tabs()->setCurrentWidget(plan);
    auto* machines = plan->findChild<QTableWidget*>(QStringLiteral("planMachines"));
    ASSERT_EQ(machines->rowCount(), 2); // A100 and T4 shapes, from the file
    EXPECT_EQ(machines->item(0, 0)->text(), QStringLiteral("A100"));

    bool finished = false;
    QObject::connect(plan, &PlanPanel::planFinished, [&] { finished = true; });
    plan->findChild<QPushButton*>(QStringLiteral("planRunButton"))->click();
    EXPECT_TRUE(plan->isRunning());
    ASSERT_TRUE(waitUntil([&] { return finished; }, 90000));
    const PlanOutcome& outcome = plan->outcome();
    ASSERT_EQ(outcome.policies.size(), 2u);
    auto* results = plan->findChild<QTableWidget*>(QStringLiteral("planResults"));
    EXPECT_EQ(results->rowCount(), int(outcome.points.size()));
    // The chart has every simulated point of each policy, and nothing else of theirs.
    for (int p = 0; p < 2; ++p) {
        int simulated = 0;
        for (const PlanPoint& point : outcome.points) simulated += point.policy == p && point.simulated();
        const QString series = p == 0 ? QStringLiteral("ordering: fifo") : QStringLiteral("ordering: tiresias");
        EXPECT_EQ(plan->chart()->pointCount(series), simulated) << qPrintable(series);
    }
    // FIFO's answer, as the CLI prints it: the team rents on demand, so the cheapest by usage cost
    // (tests/integration: 8 A100 and 15 T4 machines, $294.20/h if they were reserved).
    const int fifoBest = outcome.best[0];
    ASSERT_GE(fifoBest, 0);
    EXPECT_EQ(outcome.points[std::size_t(fifoBest)].counts, (std::vector<int> { 8, 15 }));
    auto* status = plan->findChild<QLabel*>(QStringLiteral("planStatus"));
    EXPECT_TRUE(status->text().contains(QStringLiteral("Cheapest by usage cost"))) << qPrintable(status->text());
    EXPECT_TRUE(status->text().contains(QStringLiteral("8 x A100 (8 GPUs) + 15 x T4 (4 GPUs), cluster cost $294.20/h, usage cost $12.1k")))
        << qPrintable(status->text());
    QTest::qWait(200); // let the layout follow the new status text before the screenshot
    test::saveScreenshot(window.get(), QStringLiteral("plan-tab.png"));

    // Clicking FIFO's cheapest point on the chart selects it; adding it makes a variant with its cluster.
    const PlanPoint& best = outcome.points[std::size_t(fifoBest)];
    Q_EMIT plan->chart()->pointClicked(QStringLiteral("ordering: fifo"), QPointF(best.usageCost, best.mainMetric / 3600));
    EXPECT_EQ(plan->selectedPoint(), fifoBest);
    auto* details = plan->findChild<QLabel*>(QStringLiteral("planDetails"));
    EXPECT_TRUE(details->text().contains(QStringLiteral("the cheapest for this policy"))) << qPrintable(details->text());
    const std::size_t variantsBefore = window->document()->scenario().variants.size();
    plan->findChild<QPushButton*>(QStringLiteral("planAddVariantButton"))->click();
    const Scenario& withVariant = window->document()->scenario();
    ASSERT_EQ(withVariant.variants.size(), variantsBefore + 1);
    auto applied = applyVariant(withVariant, int(variantsBefore));
    ASSERT_TRUE(applied) << applied.error().toString();
    EXPECT_EQ(applied.value().cluster.gpuCount(), 8 * 8 + 15 * 4);
    EXPECT_EQ(applied.value().policy.ordering.name, "fifo");
    EXPECT_TRUE(details->text().contains(QStringLiteral("Added as the variant"))) << qPrintable(details->text());
    QTest::qWait(200);
    test::saveScreenshot(plan, QStringLiteral("plan-tab-selected.png"));
}

TEST_F(MainWindowFlow, TheWelcomePageOpensEveryExampleAndItsQuestionIsShown)
{
    const QList<WelcomeDialog::Example> examples = WelcomeDialog::shippedExamples();
    ASSERT_GE(examples.size(), 10) << "the demo and the scenarios folder";
    bool first = true;
    for (int row = 0; row < examples.size(); ++row) {
        trigger("actionNew");
        auto* welcome = window->findChild<WelcomeDialog*>(QStringLiteral("welcomeDialog"));
        ASSERT_NE(welcome, nullptr);
        ASSERT_EQ(welcome->examples()->count(), examples.size());
        welcome->examples()->setCurrentRow(row);
        const QString question = welcome->findChild<QLabel*>(QStringLiteral("welcomeQuestion"))->text();
        EXPECT_EQ(question, examples[row].question);
        if (first) {
            for (int k = 0; k < examples.size(); ++k) // philly-capacity, for the picture
                if (examples[k].path.endsWith(QLatin1String("philly-capacity.yaml"))) welcome->examples()->setCurrentRow(k);
            test::saveScreenshot(welcome, QStringLiteral("welcome.png"));
            welcome->examples()->setCurrentRow(row);
            first = false;
        }
        welcome->findChild<QPushButton*>(QStringLiteral("welcomeOpenExample"))->click();
        QCoreApplication::processEvents();
        EXPECT_EQ(QFileInfo(window->document()->path()).canonicalFilePath(), QFileInfo(examples[row].path).canonicalFilePath());
        // Above the views: the scenario's name and the question its description asks.
        const QString brief = window->findChild<QLabel*>(QStringLiteral("scenarioDescription"))->text();
        EXPECT_TRUE(brief.contains(examples[row].name.toHtmlEscaped())) << qPrintable(brief);
        EXPECT_FALSE(examples[row].question.isEmpty()) << qPrintable(examples[row].path) << " asks no question";
        EXPECT_TRUE(brief.contains(examples[row].question.left(60).toHtmlEscaped())) << qPrintable(brief);
        if (examples[row].path.endsWith(QLatin1String("philly-capacity.yaml"))) {
            ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
            test::saveScreenshot(window.get(), QStringLiteral("scenario-description.png"));
        }
    }
}

TEST_F(MainWindowFlow, FileOpenStartsInTheExamplesFolderAndNewScenarioWithTheUsersTrace)
{
    openDemo();
    seam.fileDialogFolders.clear();
    trigger("actionOpen"); // no answer: nothing opens
    ASSERT_EQ(seam.fileDialogFolders.size(), 1);
    EXPECT_EQ(QFileInfo(seam.fileDialogFolders.front()).canonicalFilePath(), QFileInfo(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios")).canonicalFilePath());
    // "Import my cluster's history": the wizard with the user's own trace chosen, its format detected.
    trigger("actionNew");
    auto* welcome = window->findChild<WelcomeDialog*>(QStringLiteral("welcomeDialog"));
    ASSERT_NE(welcome, nullptr);
    welcome->findChild<QPushButton*>(QStringLiteral("welcomeImportHistory"))->click();
    auto* wizard = window->findChild<NewScenarioWizard*>(QStringLiteral("newScenarioWizard"));
    ASSERT_NE(wizard, nullptr);
    auto* own = wizard->findChild<QRadioButton*>(QStringLiteral("wizardUseOwnTrace"));
    ASSERT_TRUE(own->isChecked());
    EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled()) << "no trace chosen yet";
    auto* path = wizard->findChild<QLineEdit*>(QStringLiteral("wizardOwnTrace"));
    path->setText(QStringLiteral(GANTRY_SOURCE_DIR "/tests/data/slurm/sacct_parsable2_example.txt"));
    const QString status = wizard->findChild<QLabel*>(QStringLiteral("wizardOwnTraceStatus"))->text();
    EXPECT_TRUE(status.contains(QStringLiteral("slurm"))) << qPrintable(status);
    EXPECT_TRUE(wizard->button(QWizard::NextButton)->isEnabled());
    EXPECT_EQ(wizard->draft().workload.trace, QFileInfo(path->text()).absoluteFilePath().toStdString());
    wizard->close();
}

TEST_F(MainWindowFlow, ARejectedJobSaysWhyInTheJobTableAndTheMetrics)
{
    // sacct's job 1009+0 asks for a V100, which this cluster does not have.
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("no-v100.yaml")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("gantry: 1\nname: no V100\ncluster:\n  gpu_types:\n"
                          "    - {name: A100, speed: 2.5, price_per_hour: 4.1, spot_price_per_hour: 1.2, memory_gb: 40}\n"
                          "  shape: 1x2x8\nworkload:\n  trace: " GANTRY_SOURCE_DIR "/tests/data/slurm/sacct_parsable2_example.txt\n"
                          "  format: slurm-sacct\n"));
    file.close();
    open(file.fileName());
    ASSERT_NE(runToEnd(), nullptr);
    JobTableModel* jobs = window->findChild<WorkloadEditor*>()->jobModel();
    int rejected = -1;
    for (int row = 0; row < jobs->rowCount(); ++row)
        if (jobs->index(row, JobTableModel::Id).data().toString() == QStringLiteral("1009+0")) rejected = row;
    ASSERT_GE(rejected, 0);
    const QString status = jobs->index(rejected, JobTableModel::Status).data().toString();
    EXPECT_TRUE(status.contains(QStringLiteral("rejected: asks for GPU type 'v100'"))) << qPrintable(status);
    EXPECT_TRUE(window->metrics()->cardText(QStringLiteral("jobs")).contains(QStringLiteral("1 rejected")))
        << qPrintable(window->metrics()->cardText(QStringLiteral("jobs")));
}

TEST_F(MainWindowFlow, CalibrateShowsRecordedAgainstSimulatedPerTenantAndAddsTheFit)
{
    open(QStringLiteral(GANTRY_SOURCE_DIR "/tests/data/calibration/tiny.yaml"));
    trigger("actionCalibrate");
    auto* dialog = window->findChild<CalibrateDialog*>(QStringLiteral("calibrateDialog"));
    ASSERT_NE(dialog, nullptr);
    bool done = false, ok = false;
    QObject::connect(dialog, &CalibrateDialog::finished, [&](bool success) { done = true, ok = success; });
    dialog->findChild<QCheckBox*>(QStringLiteral("calibrateFitGpus"))->setChecked(true);
    dialog->findChild<QPushButton*>(QStringLiteral("calibrateRun"))->click();
    ASSERT_TRUE(waitUntil([&] { return done; }, 120000));
    ASSERT_TRUE(ok) << qPrintable(dialog->findChild<QLabel*>(QStringLiteral("calibrateStatus"))->text());
    // The same table as gantry-cli calibrate prints: a row overall, then one per tenant.
    auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("calibrationTable"));
    ASSERT_EQ(table->rowCount(), 3);
    const TextTable expected = calibrationTable(dialog->outcome()->calibration);
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            EXPECT_EQ(table->item(r, c)->text().toStdString(), expected.rows[std::size_t(r)][std::size_t(c)]);
    EXPECT_TRUE(dialog->findChild<QTableWidget*>(QStringLiteral("calibrationFittedTable"))->isVisible());
    test::saveScreenshot(dialog, QStringLiteral("calibrate-dialog.png"));
    const std::size_t before = window->document()->scenario().variants.size();
    dialog->findChild<QPushButton*>(QStringLiteral("calibrateAddVariant"))->click();
    ASSERT_EQ(window->document()->scenario().variants.size(), before + 1);
    auto fitted = applyVariant(window->document()->scenario(), int(before));
    ASSERT_TRUE(fitted.ok()) << fitted.error().toString();
    EXPECT_EQ(fitted->cluster, dialog->outcome()->fittedScenario.cluster);
    dialog->close();
}

TEST_F(MainWindowFlow, ExportDeploymentShowsTheFilesAndSavesThem)
{
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/philly-tenants.yaml"));
    trigger("actionExportDeployment");
    auto* dialog = window->findChild<ExportDeploymentDialog*>(QStringLiteral("exportDeploymentDialog"));
    ASSERT_NE(dialog, nullptr);
    ASSERT_EQ(dialog->files().size(), 1u) << qPrintable(dialog->error());
    EXPECT_EQ(dialog->files().front().first, "kueue.yaml");
    const QString preview = dialog->findChild<QPlainTextEdit*>(QStringLiteral("exportPreview"))->toPlainText();
    EXPECT_EQ(preview.count(QStringLiteral("kind: ClusterQueue\n")), 9) << "one ClusterQueue per tenant";
    auto* system = dialog->findChild<QComboBox*>(QStringLiteral("exportSystem"));
    system->setCurrentIndex(system->findData(QStringLiteral("slurm")));
    ASSERT_EQ(dialog->files().size(), 3u) << qPrintable(dialog->error());
    QTemporaryDir dir;
    seam.nextFileNames << dir.filePath(QStringLiteral("slurm.conf"));
    dialog->findChild<QPushButton*>(QStringLiteral("exportSave"))->click();
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(QStringLiteral("slurm.conf"))));
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(QStringLiteral("sacctmgr.sh"))));
    EXPECT_TRUE(QFileInfo::exists(dir.filePath(QStringLiteral("associations.cfg"))));
    dialog->close();
}

TEST_F(MainWindowFlow, HelpMenuHasTheManualTheShortcutsAndAbout)
{
    // The manual is the README, installed or in the source tree, in Gantry's own viewer (Markdown rendered,
    // a link to docs/ followed); the shortcuts are read from the menus, so every one listed is one the
    // menus have; About names the version and the papers.
    EXPECT_TRUE(MainWindow::manualFile().endsWith(QStringLiteral("README.md"))) << qPrintable(MainWindow::manualFile());
    trigger("actionManual");
    auto* manual = window->findChild<ManualViewer*>(QStringLiteral("manualViewer"));
    ASSERT_NE(manual, nullptr);
    EXPECT_TRUE(manual->browser()->toPlainText().contains(QStringLiteral("Quick start"))) << "the README, rendered";
    EXPECT_FALSE(manual->browser()->toPlainText().contains(QStringLiteral("## Quick start"))) << "Markdown, not its source";
    manual->browser()->setSource(QUrl::fromLocalFile(QStringLiteral(GANTRY_SOURCE_DIR "/docs/outputs.md")));
    EXPECT_TRUE(manual->browser()->toPlainText().contains(QStringLiteral("summary.json")));
    manual->resize(1200, 900);
    test::saveScreenshot(manual, QStringLiteral("manual-viewer.png"));
    manual->close();
    trigger("actionShortcuts");
    ASSERT_EQ(seam.notices.size(), 1);
    const QString shortcuts = seam.notices.back();
    auto* open = window->findChild<QAction*>(QStringLiteral("actionOpen"));
    ASSERT_NE(open, nullptr);
    EXPECT_TRUE(shortcuts.contains(open->shortcut().toString(QKeySequence::NativeText))) << qPrintable(shortcuts);
    trigger("actionAbout");
    ASSERT_EQ(seam.notices.size(), 2);
    EXPECT_TRUE(seam.notices.back().contains(QString::fromLatin1(kVersion))) << qPrintable(seam.notices.back());
    for (const char* paper : { "DL2", "TopDRL", "Dally", "Harmony", "Dual-agent" })
        EXPECT_TRUE(seam.notices.back().contains(QLatin1String(paper))) << paper;
    // As the default seam shows it (an information box), for the screenshot.
    QMessageBox box(QMessageBox::Information, QStringLiteral("About Gantry"), seam.notices.back());
    box.show();
    test::saveScreenshot(&box, QStringLiteral("help-about.png"));
}

TEST_F(MainWindowFlow, PlanTabWeighsQuotaSplitsAndKeepsTenantLevels)
{
    // The tenants scenario's plan: a level for one tenant (the "For" column) and two quota splits, each
    // weighed with each policy; a point added as a variant carries its split's tenants.
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/philly-tenants.yaml"));
    PlanPanel* plan = window->planPanel();
    window->tabs()->setCurrentWidget(plan);
    auto* levels = plan->findChild<QTableWidget*>(QStringLiteral("planLevels"));
    ASSERT_EQ(levels->rowCount(), 2);
    auto* forTenant = qobject_cast<QComboBox*>(levels->cellWidget(1, 2));
    ASSERT_NE(forTenant, nullptr);
    EXPECT_EQ(forTenant->currentText(), QStringLiteral("6c71a0"));
    EXPECT_EQ(qobject_cast<QComboBox*>(levels->cellWidget(0, 2))->currentData().toString(), QString()); // every job
    // An edit elsewhere keeps the tenant's level and the splits.
    levels->item(1, 1)->setText(QStringLiteral("12"));
    const Plan& edited = window->document()->scenario().plan;
    ASSERT_EQ(edited.serviceLevels.size(), 2u);
    EXPECT_EQ(edited.serviceLevels[1].tenant, "6c71a0");
    EXPECT_EQ(edited.quotaSplits.size(), 2u);

    bool finished = false;
    QObject::connect(plan, &PlanPanel::planFinished, [&] { finished = true; });
    plan->findChild<QPushButton*>(QStringLiteral("planRunButton"))->click();
    ASSERT_TRUE(waitUntil([&] { return finished; }, 180000));
    const PlanOutcome& outcome = plan->outcome();
    ASSERT_EQ(outcome.policies.size(), 4u); // 2 policies x 2 splits
    EXPECT_EQ(outcome.best[0], -1);         // strict quotas: no size helps a tenant held to its quota
    const int best = outcome.best[3];       // lending, 6c71a0 gets 16 more
    ASSERT_GE(best, 0);
    EXPECT_GT(plan->chart()->pointCount(QStringLiteral("sharing: borrowing, quotas: 6c71a0 gets 16 more")), 0);
    QTest::qWait(200);
    test::saveScreenshot(window.get(), QStringLiteral("plan-tab-tenants.png"));

    plan->selectPoint(best);
    const std::size_t variantsBefore = window->document()->scenario().variants.size();
    plan->findChild<QPushButton*>(QStringLiteral("planAddVariantButton"))->click();
    auto applied = applyVariant(window->document()->scenario(), int(variantsBefore));
    ASSERT_TRUE(applied) << applied.error().toString();
    EXPECT_EQ(applied.value().policy.sharing.name, "borrowing");
    const auto& tenants = applied.value().tenants;
    const auto team = std::find_if(tenants.begin(), tenants.end(), [](const Tenant& t) { return t.name == "6c71a0"; });
    ASSERT_NE(team, tenants.end());
    EXPECT_EQ(team->quota(), 40);
}

TEST_F(MainWindowFlow, PlanTabEditsAreUndoableAndCheckedLikeTheFile)
{
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/cloud-cost.yaml"));
    PlanPanel* plan = window->planPanel();
    auto* levels = plan->findChild<QTableWidget*>(QStringLiteral("planLevels"));
    ASSERT_EQ(levels->rowCount(), 1);
    const double before = window->document()->scenario().plan.serviceLevels.front().limit;
    levels->item(0, 1)->setText(QStringLiteral("12"));
    EXPECT_DOUBLE_EQ(window->document()->scenario().plan.serviceLevels.front().limit, 12 * 3600.0);
    window->document()->undoStack()->undo();
    EXPECT_DOUBLE_EQ(window->document()->scenario().plan.serviceLevels.front().limit, before);
    EXPECT_EQ(levels->item(0, 1)->text(), QStringLiteral("24")); // the tab follows the document

    // A GPU type the cluster does not have is refused with the loader's message; the document keeps its plan.
    auto* machines = plan->findChild<QTableWidget*>(QStringLiteral("planMachines"));
    machines->item(0, 0)->setText(QStringLiteral("H100"));
    auto* error = plan->findChild<QLabel*>(QStringLiteral("planEditError"));
    EXPECT_FALSE(error->isHidden());
    EXPECT_TRUE(error->text().contains(QStringLiteral("H100"))) << qPrintable(error->text());
    EXPECT_EQ(window->document()->scenario().plan.machines.front().gpuType, "A100");

    // The policies to compare are chosen from lists; other fields stay as YAML beside them.
    machines->item(0, 0)->setText(QStringLiteral("A100"));
    EXPECT_TRUE(error->isHidden());
    auto* policies = plan->findChild<QTableWidget*>(QStringLiteral("planPolicies"));
    ASSERT_EQ(policies->rowCount(), 2);
    auto* ordering = qobject_cast<QComboBox*>(policies->cellWidget(1, 0));
    ASSERT_NE(ordering, nullptr);
    EXPECT_EQ(ordering->currentData().toString(), QStringLiteral("tiresias"));
    ordering->setCurrentIndex(ordering->findData(QStringLiteral("sjf")));
    EXPECT_EQ(window->document()->scenario().plan.policyOverlays.at(1), "{ordering: sjf}");
    policies->item(1, 2)->setText(QStringLiteral("backfill: false"));
    EXPECT_EQ(window->document()->scenario().plan.policyOverlays.at(1), "{ordering: sjf, backfill: false}");
    window->document()->undoStack()->undo();
    window->document()->undoStack()->undo();
    EXPECT_EQ(window->document()->scenario().plan.policyOverlays.at(1), "{ordering: tiresias}");
    EXPECT_EQ(qobject_cast<QComboBox*>(policies->cellWidget(1, 0))->currentData().toString(), QStringLiteral("tiresias"));
}

TEST_F(MainWindowFlow, PlanTabShowsAPolicyThatCannotBeSetUpAndSearchesNothing)
{
    // One of the plan's policies names a model file that does not exist: the tab shows the located
    // error (the plan's policy field and the missing file), and no configuration is simulated.
    auto loaded = loadScenario(GANTRY_SOURCE_DIR "/scenarios/cloud-cost.yaml");
    ASSERT_TRUE(loaded) << loaded.error().toString();
    Scenario s = loaded.value();
    ASSERT_EQ(s.plan.policyOverlays.size(), 2u);
    s.plan.policyOverlays[1] = "{scheduler: {name: dl2, model: missing.model}}";
    window->document()->reset(s, QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/cloud-cost.yaml"));
    PlanPanel* plan = window->planPanel();
    window->tabs()->setCurrentWidget(plan);
    int points = 0;
    bool finished = false;
    QObject::connect(plan, &PlanPanel::planFinished, [&] { finished = true; });
    plan->runPlan();
    ASSERT_TRUE(waitUntil([&] { return finished; }, 60000));
    const QString status = plan->findChild<QLabel*>(QStringLiteral("planStatus"))->text();
    EXPECT_TRUE(status.contains(QStringLiteral("The plan could not run"))) << qPrintable(status);
    EXPECT_TRUE(status.contains(QRegularExpression(QStringLiteral("cloud-cost.yaml:[0-9]+:[0-9]+: field 'plan.policies\\[1\\]"))))
        << qPrintable(status);
#ifdef GANTRY_HAVE_LEARN
    EXPECT_TRUE(status.contains(QStringLiteral("missing.model: no such file"))) << qPrintable(status);
#endif
    points = plan->findChild<QTableWidget*>(QStringLiteral("planResults"))->rowCount();
    EXPECT_EQ(points, 0);
    EXPECT_TRUE(plan->outcome().points.empty());
    EXPECT_EQ(plan->chart()->pointCount(QStringLiteral("ordering: fifo")), 0);
}

TEST_F(MainWindowFlow, PlanTabCutsNoLabelAtTheDefaultSizeOrAt1280x800)
{
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/cloud-cost.yaml"));
    PlanPanel* plan = window->planPanel();
    window->tabs()->setCurrentWidget(plan);
    for (const QSize size : { QSize(1600, 1000), QSize(1280, 800) }) {
        window->resize(size);
        window->show();
        QTest::qWait(100); // let the layouts settle at the new size
        int checked = 0;
        for (QWidget* w : plan->findChildren<QWidget*>()) {
            if (!w->isVisible()) continue;
            QString text;
            if (auto* label = qobject_cast<QLabel*>(w); label && !label->wordWrap()) text = label->text();
            else if (auto* button = qobject_cast<QAbstractButton*>(w)) text = button->text();
            else continue;
            if (text.isEmpty()) continue;
            ++checked;
            EXPECT_GE(w->width(), w->sizeHint().width())
                << qPrintable(text) << " is cut at " << size.width() << "x" << size.height() << ": " << w->width() << " px of "
                << w->sizeHint().width();
        }
        EXPECT_GT(checked, 8);
        test::saveScreenshot(window.get(), QStringLiteral("plan-tab-%1x%2.png").arg(size.width()).arg(size.height()));
    }
}

TEST_F(MainWindowFlow, PlanTabCancelStopsTheSearch)
{
    open(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/philly-capacity.yaml"));
    PlanPanel* plan = window->planPanel();
    plan->runPlan();
    ASSERT_TRUE(waitUntil([&] { return plan->findChild<QTableWidget*>(QStringLiteral("planResults"))->rowCount() > 0; }, 60000));
    plan->cancel();
    EXPECT_FALSE(plan->isRunning());
    EXPECT_TRUE(plan->findChild<QLabel*>(QStringLiteral("planStatus"))->text().startsWith(QStringLiteral("Cancelled")));
    // Whatever the cancelled search still sends is dropped: the table stays as it was.
    const int rows = plan->findChild<QTableWidget*>(QStringLiteral("planResults"))->rowCount();
    QTest::qWait(300);
    EXPECT_EQ(plan->findChild<QTableWidget*>(QStringLiteral("planResults"))->rowCount(), rows);
    EXPECT_TRUE(plan->outcome().points.empty());
}

TEST_F(MainWindowFlow, RecoveryOffersEachCrashedScenarioByNameAndDeletesOnlyWhatIsDeclined)
{
    for (const QString& f : ScenarioDocument::recoverableAutosaves()) ScenarioDocument::discardAutosave(f); // other tests' leftovers
    auto sidecar = [](const QString& yaml) { return yaml.left(yaml.size() - 5) + QStringLiteral(".json"); };
    // Two sessions crashed: one editing the demo's file, one an untitled scenario.
    const QString demoAutosave = test::crashWhileEditingDemo("Demo with edits");
    QString untitledAutosave;
    {
        ScenarioDocument doc;
        Scenario s = window->document()->scenario();
        s.name = "Untitled what-if";
        doc.reset(s);
        s.seed += 1;
        doc.edit(s, QStringLiteral("seed"));
        untitledAutosave = doc.autosaveNow();
        doc.simulateCrashForTests();
    }
    // A third session still runs (its lock is held): it is neither offered nor deleted.
    ScenarioDocument live;
    Scenario s = window->document()->scenario();
    live.reset(s);
    s.name = "Still being edited";
    live.edit(s, QStringLiteral("rename"));
    const QString liveAutosave = live.autosaveNow();
    ASSERT_FALSE(demoAutosave.isEmpty());
    ASSERT_FALSE(untitledAutosave.isEmpty());
    ASSERT_FALSE(liveAutosave.isEmpty());

    seam.questions.clear();
    seam.nextAnswers = { DialogSeam::Answer::No, DialogSeam::Answer::Yes };
    EXPECT_TRUE(window->offerRecovery());
    ASSERT_EQ(seam.questions.size(), 2) << qPrintable(seam.questions.join(QLatin1Char('\n')));
    for (const QString& q : seam.questions) EXPECT_FALSE(q.contains(QStringLiteral("Still being edited"))) << qPrintable(q);
    // Each question names its scenario (and its file, if it had one), not a recovery file's hash.
    const bool demoFirst = seam.questions[0].contains(QStringLiteral("“Demo with edits”"));
    const QString demoQuestion = seam.questions[demoFirst ? 0 : 1], untitledQuestion = seam.questions[demoFirst ? 1 : 0];
    EXPECT_TRUE(demoQuestion.contains(QStringLiteral("“Demo with edits”"))) << qPrintable(demoQuestion);
    EXPECT_TRUE(demoQuestion.contains(QFileInfo(test::demoPath()).fileName())) << qPrintable(demoQuestion);
    EXPECT_TRUE(untitledQuestion.contains(QStringLiteral("“Untitled what-if”"))) << qPrintable(untitledQuestion);
    EXPECT_TRUE(untitledQuestion.contains(QStringLiteral("never saved to a file"))) << qPrintable(untitledQuestion);
    for (const QString& q : seam.questions) EXPECT_FALSE(q.contains(QStringLiteral(".yaml?"))) << qPrintable(q);

    // No to the first: only its files are gone. Yes to the second: it is the window's document, and its
    // crashed files go only once this session has autosaved it (recover), as before.
    const QString declined = demoFirst ? demoAutosave : untitledAutosave;
    const QString recovered = demoFirst ? untitledAutosave : demoAutosave;
    EXPECT_FALSE(QFileInfo::exists(declined));
    EXPECT_FALSE(QFileInfo::exists(sidecar(declined)));
    EXPECT_EQ(window->document()->scenario().name, demoFirst ? "Untitled what-if" : "Demo with edits");
    EXPECT_TRUE(window->document()->isModified());
    // Replaced by this session's own autosave (the same file when the scenario had a path, now under this
    // session's lock): never offered again while this session runs.
    EXPECT_TRUE(!QFileInfo::exists(recovered) || QFileInfo(window->document()->autosavePath()) == QFileInfo(recovered));
    EXPECT_TRUE(QFileInfo::exists(window->document()->autosavePath()));
    EXPECT_TRUE(ScenarioDocument::recoverableAutosaves().isEmpty());
    // The running session's autosave is untouched.
    EXPECT_TRUE(QFileInfo::exists(liveAutosave));
    EXPECT_TRUE(QFileInfo::exists(sidecar(liveAutosave)));
}

TEST_F(MainWindowFlow, RecoveryDeclinedForOneOfTwoKeepsTheOtherForItsOwnAnswer)
{
    // Declining every offer deletes exactly the declined files; a session's autosave whose lock is held
    // is not deleted even when its file is asked to be discarded.
    for (const QString& f : ScenarioDocument::recoverableAutosaves()) ScenarioDocument::discardAutosave(f);
    ScenarioDocument live;
    ASSERT_TRUE(live.open(test::demoPath()));
    Scenario s = live.scenario();
    s.name = "held";
    live.edit(s, QStringLiteral("rename"));
    const QString held = live.autosaveNow();
    ASSERT_FALSE(held.isEmpty());
    EXPECT_FALSE(ScenarioDocument::discardAutosave(held));
    EXPECT_TRUE(QFileInfo::exists(held));
    seam.questions.clear();
    seam.nextAnswers = { DialogSeam::Answer::No };
    EXPECT_FALSE(window->offerRecovery());
    EXPECT_TRUE(seam.questions.isEmpty()) << qPrintable(seam.questions.join(QLatin1Char('\n')));
    EXPECT_TRUE(QFileInfo::exists(held));
}

TEST_F(MainWindowFlow, AMillionJobsOpenRunScrollZoomAndLookUp)
{
    // A year of a large cluster: 10^6 generated jobs (114 an hour) on 2,816 GPUs, run to the end in the GUI. Nothing
    // the user can ask for is lost at that size: the job table reaches its last row, the Gantt chart
    // zooms in to one job (drawn where it ran) and back out, and the first and the last decision can
    // still be looked up whole (the table used to keep only the latest 100,000).
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("million.yaml"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("gantry: 1\nname: A million jobs\ncluster: {shape: 11x32x8}\n"
               "workload: {generator: poisson-philly, generator_params: {jobs: 1000000, jobs_per_hour: 114}}\n"
               "policy: {ordering: fifo, placement: consolidate}\nsimulation: {sample_seconds: 3600}\n");
    file.close();
    seam.nextFileNames << path;
    trigger("actionOpen");
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }, 600000));
    trigger("actionRunToEnd");
    ASSERT_TRUE(waitUntil([&] { return window->runState()->result() != nullptr; }, 600000));
    const RunResultPtr result = window->runState()->result();
    ASSERT_EQ(result->jobs.size(), 1000000u);

    // The job table: sorted by submit time, scrolled to its last row.
    auto* editor = window->findChild<WorkloadEditor*>(QStringLiteral("workloadEditor"));
    ASSERT_NE(editor, nullptr);
    window->tabs()->setCurrentWidget(editor);
    QTableView* table = editor->jobTable();
    ASSERT_EQ(table->model()->rowCount(), 1000000);
    table->scrollToBottom();
    test::waitUntil([] { return false; }, 100);
    const int bottomRow = table->rowAt(table->viewport()->height() - 2);
    EXPECT_EQ(bottomRow, 999999);
    double lastSubmit = 0;
    for (const JobRecord& j : result->jobs) lastSubmit = std::max(lastSubmit, j.submit);
    EXPECT_DOUBLE_EQ(table->model()->index(999999, JobTableModel::Submit).data(JobTableModel::SortRole).toDouble(), lastSubmit);
    test::saveScreenshot(window.get(), QStringLiteral("million-jobs-table-last-row.png"));

    // The Gantt chart: the whole year, then one job.
    window->tabs()->setCurrentIndex(0);
    GanttView* gantt = window->gantt();
    gantt->fitAll();
    test::waitUntil([] { return false; }, 100);
    EXPECT_GE(gantt->axis().start + gantt->axis().span, result->summary.makespan * 0.99);
    test::saveScreenshot(window.get(), QStringLiteral("million-jobs-gantt-all.png"));
    int job = 999999;
    while (job > 0 && result->jobs[std::size_t(job)].finish < 0) --job;
    const JobRecord& one = result->jobs[std::size_t(job)];
    trigger("actionGanttPerJob");
    gantt->scrollToJob(job);
    const double pad = (one.finish - one.start) * 0.25;
    gantt->showRange(one.start - pad, one.finish + pad);
    test::waitUntil([] { return false; }, 100);
    EXPECT_LT(gantt->axis().span, (one.finish - one.start) * 2);
    const int x = GanttView::kLabelWidth + int(gantt->axis().timeToX((one.start + one.finish) / 2));
    bool found = false;
    for (int y = GanttView::kHeaderHeight; y < gantt->viewport()->height() && !found; ++y) found = gantt->jobAt(QPoint(x, y)) == job;
    EXPECT_TRUE(found) << "job " << job << " is drawn where it ran";
    test::saveScreenshot(window.get(), QStringLiteral("million-jobs-gantt-one-job.png"));
    gantt->fitAll();
    test::waitUntil([] { return false; }, 100);
    EXPECT_GE(gantt->axis().span, one.finish - one.start);

    // Every decision, the first as the last, with its candidates.
    DecisionModel* decisions = window->decisionModel();
    const int last = decisions->rowCount() - 1;
    ASSERT_GE(decisions->rowCount(), 1000000); // a start for every job, at least
    EXPECT_TRUE(decisions->spillError().isEmpty()) << decisions->spillError().toStdString();
    const DecisionRecord first = decisions->record(0), latest = decisions->record(last);
    EXPECT_FALSE(first.why.candidates.empty());
    EXPECT_FALSE(latest.why.candidates.empty());
    EXPECT_EQ(latest.job, decisions->jobAt(last));
    EXPECT_TRUE(waitUntil([&] { return window->decisionPanel()->shownDecision() == last; }, 5000));
    window->decisionPanel()->selectRow(0);
    EXPECT_EQ(window->decisionPanel()->shownDecision(), 0);
    test::saveScreenshot(window.get(), QStringLiteral("million-jobs-first-decision.png"));
}

// An operator's Slurm cluster imported as a twin (a recording of a real Slurm) runs like any scenario,
// shows its partitions (the Cluster tab) and accounts with their shares (the Policy tab), and a job the
// backfill cycle started names, in the decision panel, its priority's parts and the reservation of the
// higher-priority job it was planned around.
TEST_F(MainWindowFlow, SlurmTwinDecisionsNamePriorityFactorsAndTheKeptReservation)
{
    const std::string lab = gantry::testing::testData("slurm-lab/mf-heavy");
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("twin.yaml")).toStdString();
    auto twin = importSlurmTwin({ lab + "/slurm.conf", lab + "/sacct.txt", lab + "/associations.txt", path });
    ASSERT_TRUE(twin.ok()) << twin.error().toString();
    Scenario scenario = twin.value().scenario;
    ASSERT_EQ(scenario.cluster.partitions.size(), 1u); // slurm.conf's gpu, of all 8 nodes
    scenario.cluster.partitions.push_back({ "debug", { 0, 1 }, false, 2, 1 }); // no job asks for it: the replay is the same
    ASSERT_TRUE(saveScenario(scenario, path).ok());
    // In each language and at two sizes, for the screenshots; the checks hold in every one.
    struct Look {
        QString language;
        QSize size;
    };
    for (const Look& look : { Look { {}, { 1600, 1000 } }, Look { {}, { 1280, 800 } }, Look { QStringLiteral("de"), { 1600, 1000 } },
             Look { QStringLiteral("zh_CN"), { 1600, 1000 } } }) {
        closeWindow();
        ASSERT_TRUE(showWindow(look.language));
        window->resize(look.size);
        open(QString::fromStdString(path));
        // The partitions: a column of the machines' tree and a line of the summary.
        window->tabs()->setCurrentWidget(window->clusterEditor());
        auto* tree = window->clusterEditor()->findChild<QTreeWidget*>(QStringLiteral("clusterTree"));
        ASSERT_NE(tree, nullptr);
        EXPECT_FALSE(tree->isColumnHidden(4));
        EXPECT_EQ(tree->topLevelItem(0)->child(0)->text(4), QStringLiteral("gpu, debug"));
        EXPECT_EQ(tree->topLevelItem(0)->child(2)->text(4), QStringLiteral("gpu"));
        const QString clusterSummary = window->clusterEditor()->findChild<QLabel*>(QStringLiteral("clusterSummary"))->text();
        EXPECT_TRUE(clusterSummary.contains(QStringLiteral("gpu")) && clusterSummary.contains(QStringLiteral("debug"))) << clusterSummary.toStdString();
        test::saveScreenshot(window.get(), QStringLiteral("slurm-twin-partitions-%1-%2.png")
                                               .arg(look.language.isEmpty() ? QStringLiteral("en") : look.language)
                                               .arg(look.size.width()));
        // The accounts, with their shares of the fair share (sacctmgr's Fairshare 40, 35, 25).
        window->tabs()->setCurrentWidget(window->policyEditor());
        const QString policySummary = window->policyEditor()->findChild<QLabel*>(QStringLiteral("policySummary"))->text();
        for (const Tenant& t : scenario.tenants) EXPECT_TRUE(policySummary.contains(QString::fromStdString(t.name))) << t.name;
        if (look.language.isEmpty()) {
            EXPECT_TRUE(policySummary.contains(QStringLiteral("nlp 40.0"))) << policySummary.toStdString();
        }
        test::saveScreenshot(window.get(), QStringLiteral("slurm-twin-accounts-%1-%2.png")
                                               .arg(look.language.isEmpty() ? QStringLiteral("en") : look.language)
                                               .arg(look.size.width()));
        const RunResultPtr result = runToEnd();
        ASSERT_TRUE(result);
        // The jobs Slurm ended at their time limit end so here, and the job table says so.
        int timedOut = 0, firstTimedOut = -1;
        for (std::size_t j = 0; j < result->jobs.size(); ++j)
            if (result->jobs[j].status == JobOutcome::TimedOut) {
                ++timedOut;
                if (firstTimedOut < 0) firstTimedOut = int(j);
                EXPECT_EQ(window->runState()->status(int(j)), JobStatus::TimedOut) << result->jobs[j].id;
            }
        ASSERT_GT(timedOut, 0);
        auto* workload = window->findChild<WorkloadEditor*>();
        if (look.language.isEmpty()) {
            EXPECT_EQ(workload->jobModel()->index(firstTimedOut, JobTableModel::Status).data().toString(), QStringLiteral("timed out"));
        }
        QWidget* tab = workload;
        while (tab && window->tabs()->indexOf(tab) < 0) tab = tab->parentWidget();
        ASSERT_NE(tab, nullptr);
        window->tabs()->setCurrentWidget(tab);
        const QModelIndexList shown = workload->jobTable()->model()->match(workload->jobTable()->model()->index(0, JobTableModel::Id),
            Qt::DisplayRole, QString::fromStdString(std::string(result->jobs[std::size_t(firstTimedOut)].id)), 1, Qt::MatchExactly);
        ASSERT_FALSE(shown.isEmpty());
        const QModelIndex statusCell = workload->jobTable()->model()->index(shown.front().row(), JobTableModel::Status);
        workload->jobTable()->setCurrentIndex(statusCell);
        workload->jobTable()->scrollTo(statusCell, QAbstractItemView::PositionAtCenter);
        test::saveScreenshot(window.get(), QStringLiteral("slurm-twin-timed-out-%1-%2.png")
                                               .arg(look.language.isEmpty() ? QStringLiteral("en") : look.language)
                                               .arg(look.size.width()));
        int row = -1;
        for (int r = 0; r < window->decisionModel()->rowCount() && row < 0; ++r) {
            const DecisionRecord& d = window->decisionModel()->record(r);
            if (d.kind == DecisionKind::Start && d.why.part == "slurm:backfill" && d.why.candidates.size() == 4) row = r;
        }
        ASSERT_GE(row, 0) << "no job started by the backfill cycle around a reservation";
        const DecisionRecord& backfilled = window->decisionModel()->record(row);
        ASSERT_EQ(backfilled.why.candidates.size(), 4u);
        EXPECT_EQ(backfilled.why.candidates[1].label, "age factor × weight");
        EXPECT_EQ(backfilled.why.candidates[2].label, "fair share × weight");
        EXPECT_EQ(backfilled.why.candidates[3].label, "reservation in (s)");
        EXPECT_GT(backfilled.why.candidates[3].score, 0) << "the reservation is later than the backfilled start";
        EXPECT_NE(backfilled.why.candidates[3].id, backfilled.job);
        window->tabs()->setCurrentWidget(window->decisionPanel());
        window->decisionPanel()->selectRow(row);
        EXPECT_EQ(window->decisionPanel()->candidatesShown(), 4);
        test::saveScreenshot(window.get(), QStringLiteral("slurm-twin-backfill-decision-%1-%2.png")
                                               .arg(look.language.isEmpty() ? QStringLiteral("en") : look.language)
                                               .arg(look.size.width()));
    }
}
