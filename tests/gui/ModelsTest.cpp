// Every item model under QAbstractItemModelTester.
#include "widgets/ComparisonModel.h"
#include "widgets/DecisionModel.h"
#include "widgets/Format.h"
#include "widgets/JobTableModel.h"
#include "widgets/LatestWins.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"

#include <QUndoStack>

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

using namespace gantry;
using namespace gantry::gui;

namespace {

RunSetupPtr smallSetup()
{
    auto setup = std::make_shared<RunSetup>();
    setup->generation = 1;
    setup->cluster = Cluster::uniform(1, 2, 4);
    setup->cluster.index();
    auto jobs = std::make_shared<std::vector<JobSpec>>(5);
    for (int i = 0; i < 5; ++i) (*jobs)[std::size_t(i)].id = "job" + std::to_string(i);
    setup->jobList = jobs; // what the briefs' ids view, as the worker's engine list is
    for (int i = 0; i < 5; ++i) setup->jobs.push_back({ (*jobs)[std::size_t(i)].id, i * 10.0, 100.0, 1 + i % 3 });
    return setup;
}

DecisionRecord decision(int seq, int job, bool applied)
{
    DecisionRecord d;
    d.sequence = seq;
    d.time = seq * 5.0;
    d.job = job;
    d.gpus = 2;
    d.applied = applied;
    d.refusal = applied ? "" : "no room";
    d.why.part = "ordering:fifo";
    d.why.scoreName = "priority";
    d.why.add({ CandidateKind::Job, job, 1.0, "" });
    return d;
}

} // namespace

TEST(Models, DecisionModelUnderTester)
{
    RunState state;
    state.applySetup(smallSetup());
    DecisionModel model(&state);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.append({ decision(1, 0, true), decision(2, 1, false) });
    model.append({ decision(3, 2, true) });
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.data(model.index(0, DecisionModel::Job)).toString(), QStringLiteral("job0"));
    EXPECT_TRUE(model.data(model.index(1, DecisionModel::Outcome)).toString().contains(QStringLiteral("no room")));
    EXPECT_EQ(model.data(model.index(2, 0), DecisionModel::JobRole).toInt(), 2);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(Models, DecisionModelKeepsEveryDecisionAndReadsItBack)
{
    // More than the 100,000 the table used to keep: every one is there, candidates included.
    DecisionModel model(nullptr);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    std::vector<DecisionRecord> all;
    for (int k = 0; k < 6; ++k) {
        std::vector<DecisionRecord> batch;
        for (int i = 0; i < 25000; ++i) {
            const int seq = k * 25000 + i;
            DecisionRecord d = decision(seq, seq % 1000, seq % 97 != 0);
            d.why.add({ CandidateKind::Machine, seq % 13, seq * 0.5, seq % 2 ? "GPUs taken" : "" });
            batch.push_back(d);
        }
        all.insert(all.end(), batch.begin(), batch.end());
        model.append(batch);
    }
    ASSERT_EQ(model.rowCount(), 150000);
    EXPECT_TRUE(model.spillError().isEmpty());
    for (int row : { 0, 1, 96, 97, 74999, 123456, 149999 }) {
        EXPECT_EQ(model.record(row), all[std::size_t(row)]) << "row " << row;
        EXPECT_EQ(model.jobAt(row), all[std::size_t(row)].job);
    }
    EXPECT_TRUE(model.data(model.index(97, DecisionModel::Outcome)).toString().contains(QStringLiteral("no room")));
}

TEST(Models, ComparisonModelUnderTester)
{
    ComparisonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRuns({ QStringLiteral("Baseline"), QStringLiteral("SJF") });
    EXPECT_FALSE(model.allDone());
    Summary base;
    base.avgJct = 1000;
    base.usageCost = 50;
    base.gpuUtilization = 0.5;
    Summary better = base;
    better.avgJct = 800;
    better.gpuUtilization = 0.6;
    model.setRunning(1, 0.5);
    model.setResult(1, better);
    model.setResult(0, base);
    EXPECT_TRUE(model.allDone());
    EXPECT_NEAR(model.data(model.index(1, ComparisonModel::AvgJct), ComparisonModel::DeltaRole).toDouble(), -0.2, 1e-12);
    EXPECT_TRUE(model.data(model.index(1, ComparisonModel::AvgJct)).toString().contains(QStringLiteral("−20.0%")));
    EXPECT_EQ(model.data(model.index(1, ComparisonModel::AvgJct), Qt::ForegroundRole).value<QColor>(), QColor(30, 130, 60));
    EXPECT_EQ(model.data(model.index(1, ComparisonModel::Utilization), Qt::ForegroundRole).value<QColor>(), QColor(30, 130, 60));
    // A run whose jobs did not all run is shown without changes, never in green; its status says why.
    Summary fewerJobs = better;
    fewerJobs.rejected = 3;
    model.setResult(1, fewerJobs);
    const QModelIndex jct = model.index(1, ComparisonModel::AvgJct);
    EXPECT_FALSE(model.data(jct, ComparisonModel::DeltaRole).isValid());
    EXPECT_FALSE(model.data(jct).toString().contains(QLatin1Char('%'))) << model.data(jct).toString().toStdString();
    EXPECT_FALSE(model.data(jct, Qt::ForegroundRole).isValid());
    EXPECT_TRUE(model.data(model.index(1, ComparisonModel::Status)).toString().contains(QStringLiteral("not comparable")));
    EXPECT_TRUE(model.data(model.index(1, ComparisonModel::Status), Qt::ToolTipRole).toString().contains(QStringLiteral("3 of its 3 jobs never ran")));
    model.setError(1, QStringLiteral("boom"));
    EXPECT_FALSE(model.allDone());
    model.setRuns({});
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(Models, JobTableModelUnderTester)
{
    RunState state;
    JobTableModel model(&state);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    state.applySetup(smallSetup());
    ASSERT_EQ(model.rowCount(), 5);
    auto batch = std::make_shared<RunBatch>();
    batch->generation = 1;
    batch->jobEvents.push_back({ 0, JobEvent::Arrived, 0, {} });
    batch->jobEvents.push_back({ 1, JobEvent::Started, 0, { 0, 1 } });
    state.applyBatch(batch);
    EXPECT_EQ(model.data(model.index(0, JobTableModel::Status)).toString(), QStringLiteral("running"));
    EXPECT_EQ(model.data(model.index(3, JobTableModel::Id)).toString(), QStringLiteral("job3"));

    // A job's communication share shows as it finishes, its row announced with its status; at the end
    // only the rows of jobs that did not finish change, taking theirs from the result.
    QList<QPair<int, int>> changed; // rows, in the Comm column
    QObject::connect(&model, &QAbstractItemModel::dataChanged, [&](const QModelIndex& from, const QModelIndex& to) {
        if (from.column() <= JobTableModel::Comm && JobTableModel::Comm <= to.column()) changed.append({ from.row(), to.row() });
    });
    EXPECT_EQ(state.commFraction(0), -1);
    EXPECT_EQ(model.data(model.index(0, JobTableModel::Comm)).toString(), QString());
    auto done = std::make_shared<RunBatch>();
    done->generation = 1;
    ScheduleEvent finish { 200, JobEvent::Finished, 0, {} };
    finish.commFraction = 0.25;
    done->jobEvents.push_back(finish);
    state.applyBatch(done);
    EXPECT_EQ(state.commFraction(0), 0.25);
    EXPECT_EQ(model.data(model.index(0, JobTableModel::Comm)).toString(), formatPercent(0.25));
    EXPECT_EQ(changed, (QList<QPair<int, int>> { { 0, 0 } }));
    changed.clear();
    auto result = std::make_shared<RunResult>();
    JobRecord half;
    half.commFraction = 0.5;
    for (int i = 0; i < 5; ++i) result->jobs.push_back(half);
    state.applyResult(result);
    EXPECT_EQ(changed, (QList<QPair<int, int>> { { 1, 4 } })); // job 0 had finished: its row is as it was
    EXPECT_EQ(model.data(model.index(0, JobTableModel::Comm)).toString(), formatPercent(0.25));
    EXPECT_EQ(model.data(model.index(3, JobTableModel::Comm)).toString(), formatPercent(0.5));
    state.clear();
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(Models, JobTableModelEditsUnderTester)
{
    RunState state;
    ScenarioDocument doc;
    Scenario s;
    s.cluster = Cluster::uniform(1, 2, 4);
    s.cluster.index();
    s.workload.generator = "topdrl";
    s.workload.durationScale = 2;
    doc.reset(s);
    JobTableModel model(&state);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setDocument(&doc);
    state.applySetup(smallSetup());
    ASSERT_EQ(model.rowCount(), 5);
    EXPECT_TRUE(model.flags(model.index(1, JobTableModel::Duration)) & Qt::ItemIsEditable);
    EXPECT_FALSE(model.flags(model.index(1, JobTableModel::Status)) & Qt::ItemIsEditable);
    QString rejected;
    QObject::connect(&model, &JobTableModel::editRejected, [&](const QString& m) { rejected = m; });
    EXPECT_FALSE(model.setData(model.index(1, JobTableModel::Duration), -3.0));
    EXPECT_FALSE(rejected.isEmpty());
    EXPECT_FALSE(model.setData(model.index(1, JobTableModel::Gpus), 9)); // the cluster has 8
    EXPECT_FALSE(model.setData(model.index(1, JobTableModel::Submit), QStringLiteral("nan")));
    EXPECT_EQ(doc.undoStack()->count(), 0);

    // Shown in the run's units; stored in the source's (before duration_scale).
    ASSERT_TRUE(model.setData(model.index(1, JobTableModel::Duration), 500.0));
    ASSERT_TRUE(model.setData(model.index(1, JobTableModel::Gpus), 4));
    EXPECT_EQ(doc.undoStack()->count(), 2);
    ASSERT_EQ(doc.scenario().workload.overrides.size(), 1u);
    EXPECT_EQ(doc.scenario().workload.overrides[0], (JobOverride { "job1", -1, 250, 4, false }));
    EXPECT_DOUBLE_EQ(model.data(model.index(1, JobTableModel::Duration), Qt::EditRole).toDouble(), 500);
    EXPECT_TRUE(model.data(model.index(1, JobTableModel::Duration), JobTableModel::EditedRole).toBool());
    EXPECT_TRUE(model.data(model.index(1, JobTableModel::Duration), Qt::BackgroundRole).isValid());
    EXPECT_FALSE(model.data(model.index(0, JobTableModel::Duration), JobTableModel::EditedRole).toBool());
    EXPECT_EQ(model.data(model.index(1, JobTableModel::Gpus)).toInt(), 4);
    doc.undoStack()->undo();
    EXPECT_EQ(model.data(model.index(1, JobTableModel::Gpus)).toInt(), 2);
    doc.undoStack()->undo();
    EXPECT_TRUE(doc.scenario().workload.overrides.empty());
    EXPECT_FALSE(model.data(model.index(1, JobTableModel::Duration), JobTableModel::EditedRole).toBool());
    EXPECT_DOUBLE_EQ(model.data(model.index(1, JobTableModel::Duration), Qt::EditRole).toDouble(), 100);
}

TEST(RunStateTest, BuildsSegmentsFromEvents)
{
    RunState state;
    state.applySetup(smallSetup());
    auto b = std::make_shared<RunBatch>();
    b->generation = 1;
    b->jobEvents = { { 0, JobEvent::Arrived, 0, {} }, { 5, JobEvent::Started, 0, { 0, 1 } }, { 20, JobEvent::Preempted, 0, {} } };
    b->now = 22;
    state.applyBatch(b);
    // While it writes its checkpoint the job still holds (and pays for) its GPUs: the views show them taken.
    EXPECT_EQ(state.gpuOwner(0), 0);
    EXPECT_EQ(state.segments()[state.jobSegments(0).back()].kind, SegmentKind::Checkpointing);

    auto c = std::make_shared<RunBatch>();
    c->generation = 1;
    c->jobEvents = { { 25, JobEvent::Checkpointed, 0, {} }, { 30, JobEvent::Started, 0, { 4 }, 33 }, { 50, JobEvent::Finished, 0, {} } };
    c->now = 50;
    state.applyBatch(c);
    // queued, running, checkpointing, requeued, restoring (until 33), running
    ASSERT_EQ(state.jobSegments(0).size(), 6u);
    const SegmentKind kinds[] = { SegmentKind::Queued, SegmentKind::Running, SegmentKind::Checkpointing, SegmentKind::Requeued,
        SegmentKind::Restoring, SegmentKind::Running };
    for (std::size_t i = 0; i < 6; ++i) EXPECT_EQ(state.segments()[state.jobSegments(0)[i]].kind, kinds[i]) << i;
    EXPECT_DOUBLE_EQ(state.segments()[state.jobSegments(0)[4]].end, 33);
    EXPECT_EQ(state.gpuOwner(0), -1);
    EXPECT_EQ(state.gpuSegments(0).size(), 2u); // running, then checkpointing
    EXPECT_EQ(state.gpuSegments(4).size(), 2u); // restoring, then running
    EXPECT_EQ(state.gpuOwner(4), -1);
    EXPECT_EQ(state.status(0), JobStatus::Finished);
    EXPECT_NE(RunState::jobColor(1), RunState::jobColor(2));
    // Red says "failed machine" and nothing else: no job's or tenant's colour is red.
    auto red = [](const QColor& colour) { return colour.saturation() > 60 && (colour.hue() < 20 || colour.hue() > 330); };
    for (int job = 0; job < 2000; ++job) EXPECT_FALSE(red(RunState::jobColor(job))) << "job " << job << " " << qPrintable(RunState::jobColor(job).name());
    for (int tenant = 0; tenant < 40; ++tenant) EXPECT_FALSE(red(RunState::tenantColor(tenant))) << "tenant " << tenant;
    EXPECT_EQ(RunState::jobColor(7), RunState::jobColor(7));
}

TEST(LatestWinsTest, ANewRequestMakesTheOldOneStaleAndCancelled)
{
    LatestWins latest;
    const LatestWins::Ticket first = latest.start();
    EXPECT_TRUE(latest.isCurrent(first.id));
    EXPECT_FALSE(first.cancelled());
    const LatestWins::Ticket second = latest.start();
    EXPECT_FALSE(latest.isCurrent(first.id));
    EXPECT_TRUE(first.cancelled());
    EXPECT_TRUE(latest.isCurrent(second.id));
    EXPECT_FALSE(second.cancelled());
    latest.cancel();
    EXPECT_FALSE(latest.isCurrent(second.id));
    EXPECT_TRUE(second.cancelled());
    EXPECT_NE(latest.start().id, second.id);
}
