// The discrete-event engine on tiny hand-computed cases (exact start and finish times).
#include "core/engine/Simulation.h"
#include "core/metrics/RunResult.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gantry;

namespace {

/// A deliberately simple scheduler for engine tests: strict FIFO, lowest-index free GPUs.
class TestFifo final : public Scheduler {
public:
    std::string name() const override { return "test-fifo"; }
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<TestFifo>(*this); }
    void schedule(const SimulationView& view, DecisionSink& sink) override
    {
        const std::vector<JobIndex> queue(view.queue().begin(), view.queue().end());
        for (JobIndex j : queue) {
            const int want = view.spec(j).gpus;
            if (want > view.freeGpuCount()) return;
            Placement p;
            for (GpuId g = 0; g < view.cluster().gpuCount() && int(p.gpus.size()) < want; ++g)
                if (view.gpuFree(g)) p.gpus.push_back(g);
            Explanation why;
            why.part = "test-fifo";
            why.add({ CandidateKind::Job, j, 0.0, {} });
            if (!sink.start(j, p, why)) return;
        }
    }
};

JobSpec job(const std::string& id, SimTime submit, double duration, int gpus, JobArchitecture arch = JobArchitecture::Gang)
{
    JobSpec s;
    s.id = id;
    s.submitTime = submit;
    s.duration = duration;
    s.gpus = gpus;
    s.architecture = arch;
    s.model = 0;
    return s;
}

SimulationSetup setup(Cluster cluster, std::vector<JobSpec> jobs, const std::string& speed = "replay", ParamMap params = {})
{
    SimulationSetup s;
    s.cluster = std::move(cluster);
    s.jobs = std::move(jobs);
    s.speedModel = std::shared_ptr<const SpeedModel>(makeSpeedModel(speed, params).value().release());
    s.scheduler = std::make_unique<TestFifo>();
    s.config.sampleSeconds = 0;
    return s;
}

} // namespace

TEST(Engine, StrictFifoHandComputedTimes)
{
    Simulation sim(setup(Cluster::uniform(1, 1, 4), { job("a", 0, 100, 2), job("b", 0, 50, 4), job("c", 10, 30, 2) }));
    sim.run();
    const auto& st = sim.states();
    EXPECT_DOUBLE_EQ(st[0].firstStart, 0);
    EXPECT_DOUBLE_EQ(st[0].finishTime, 100);
    EXPECT_DOUBLE_EQ(st[1].firstStart, 100);
    EXPECT_DOUBLE_EQ(st[1].finishTime, 150);
    EXPECT_DOUBLE_EQ(st[2].firstStart, 150);
    EXPECT_DOUBLE_EQ(st[2].finishTime, 180);
    EXPECT_DOUBLE_EQ(st[2].queuedSeconds, 140);
    for (const auto& s : st) EXPECT_EQ(s.phase, JobPhase::Finished);
    EXPECT_EQ(sim.freeGpuCount(), 4);
}

TEST(Engine, AJobStillRunningAtItsTimeLimitEndsThereAsSlurmEndsIt)
{
    // a asks for 60 s but needs 100: it ends at 60, its GPUs free, its work not done. c, behind a,
    // starts when a's limit frees the GPUs, not at 100. b asks for more than it needs and finishes.
    JobSpec a = job("a", 0, 100, 4), b = job("b", 0, 30, 0), c = job("c", 5, 20, 4);
    a.timeLimit = 60;
    b.gpus = 1;
    b.submitTime = 70;
    b.timeLimit = 120;
    Simulation sim(setup(Cluster::uniform(1, 1, 4), { a, c, b }));
    sim.run();
    const auto& st = sim.states();
    EXPECT_DOUBLE_EQ(st[0].finishTime, 60);
    EXPECT_TRUE(st[0].timedOut);
    EXPECT_NEAR(st[0].workDone, 60, 1e-9);
    EXPECT_DOUBLE_EQ(st[0].gpuSeconds, 240);
    EXPECT_DOUBLE_EQ(st[1].firstStart, 60);
    EXPECT_DOUBLE_EQ(st[1].finishTime, 80);
    EXPECT_FALSE(st[1].timedOut);
    EXPECT_DOUBLE_EQ(st[2].firstStart, 80);
    EXPECT_DOUBLE_EQ(st[2].finishTime, 110);
    EXPECT_FALSE(st[2].timedOut);
    // Its line in jobs.csv says so; its wait counts with the others'.
    EXPECT_EQ(recordOf(sim.jobs()[0], st[0], sim.now(), 1, 0).status, JobOutcome::TimedOut);
    EXPECT_STREQ(jobOutcomeName(JobOutcome::TimedOut), "timeout");
    EXPECT_EQ(recordOf(sim.jobs()[1], st[1], sim.now(), 1, 0).status, JobOutcome::Finished);
}

TEST(Engine, TimeLimitsCheckedEveryHalfMinuteEndAJobAtTheCheckAfterItsLimit)
{
    // Slurm's slurmctld checks limits every 30 s: checks at 10, 40, 70, ... end a (limit 60) at 70, its
    // work not done; b's limit (20 s from 50) passes at 70 too, but b finishes its 15 s of work at 65.
    JobSpec a = job("a", 0, 100, 2), b = job("b", 50, 15, 2);
    a.timeLimit = 60;
    b.timeLimit = 20;
    SimulationSetup s = setup(Cluster::uniform(1, 1, 4), { a, b });
    s.config.timeLimitCheckSeconds = 30;
    s.config.timeLimitCheckOffset = 10;
    Simulation sim(std::move(s));
    sim.run();
    const auto& st = sim.states();
    EXPECT_DOUBLE_EQ(st[0].finishTime, 70);
    EXPECT_TRUE(st[0].timedOut);
    EXPECT_NEAR(st[0].workDone, 70, 1e-9);
    EXPECT_DOUBLE_EQ(st[1].finishTime, 65);
    EXPECT_FALSE(st[1].timedOut);
}

TEST(Engine, CostIsGpuHoursTimesPrice)
{
    GpuType t { "A100", 1.0, 3.0, 1.0, 80 };
    Cluster c = Cluster::uniform(1, 2, 4, t);
    c.machines[1].spot = true;
    Simulation sim(setup(c, { job("a", 0, 3600, 4), job("b", 0, 1800, 2) }));
    sim.run();
    // a on machine 0 (on-demand): 4 GPUs x 1 h x 3.0; b on machine 1 (spot): 2 GPUs x 0.5 h x 1.0.
    EXPECT_NEAR(sim.states()[0].usageCost, 12.0, 1e-9);
    EXPECT_NEAR(sim.states()[1].usageCost, 1.0, 1e-9);
    EXPECT_NEAR(sim.usageCost(), 13.0, 1e-9);
}

TEST(Engine, AJobRunningThroughAPriceChangePaysEachPriceForItsPart)
{
    // A job keeps the price of the GPUs it holds (JobState::pricePerHour): a price change while it
    // runs must reach it, and the time series' cost rate with it.
    GpuType t { "A100", 1.0, 3.0, 1.0, 80 };
    Simulation sim(setup(Cluster::uniform(1, 1, 4, t), { job("a", 0, 7200, 4) }));
    ScriptedChange spike;
    spike.kind = ScriptedChange::Kind::Price;
    spike.time = 3600;
    spike.gpuType = 0;
    spike.pricePerHour = 5.0;
    spike.spotPricePerHour = 1.0;
    sim.script(std::move(spike));
    sim.runUntil(1800);
    EXPECT_NEAR(sim.currentSample().usageCostPerHour, 12.0, 1e-9);
    sim.runUntil(5400);
    EXPECT_NEAR(sim.currentSample().usageCostPerHour, 20.0, 1e-9) << "4 GPUs at the new 5.0 an hour";
    sim.run();
    // 4 GPUs: an hour at 3.0, an hour at 5.0.
    EXPECT_NEAR(sim.states()[0].usageCost, 32.0, 1e-9);
    EXPECT_NEAR(sim.usageCost(), 32.0, 1e-9);
}

TEST(Engine, JobsThatCanNeverFitAreRejectedWithAReason)
{
    JobSpec typed = job("typed", 0, 10, 1);
    typed.gpuType = "H100";
    Simulation sim(setup(Cluster::uniform(1, 1, 4), { job("big", 0, 10, 8), typed, job("ok", 0, 10, 4) }));
    sim.run();
    EXPECT_EQ(sim.states()[0].phase, JobPhase::Rejected);
    EXPECT_NE(sim.rejectionOf(0).find("needs 8 GPUs"), std::string::npos);
    EXPECT_EQ(sim.states()[1].phase, JobPhase::Rejected);
    EXPECT_NE(sim.rejectionOf(1).find("H100"), std::string::npos);
    EXPECT_EQ(sim.states()[2].phase, JobPhase::Finished);
}

TEST(Engine, AResultNamesModelsTenantsAndReasonsOnceForAllItsJobs)
{
    JobSpec typed = job("typed", 0, 10, 1);
    typed.gpuType = "H100";
    JobSpec other = job("other-model", 0, 10, 1);
    other.model = 1;
    SimulationSetup s = setup(Cluster::uniform(1, 1, 4), { job("big", 0, 10, 8), typed, job("also-big", 0, 10, 8), other });
    s.models = ModelCatalog::defaults();
    Simulation sim(std::move(s));
    sim.run();
    RunResult result;
    collectResults(sim, result);
    ASSERT_EQ(result.jobs.size(), 4u);
    // Two reasons for three rejected jobs: the two too large for the cluster share theirs.
    EXPECT_EQ(result.rejections.size(), 2u);
    EXPECT_EQ(result.jobs[0].rejection, result.jobs[2].rejection);
    EXPECT_EQ(result.rejectionOf(result.jobs[0]), sim.rejectionOf(0));
    EXPECT_EQ(result.rejectionOf(result.jobs[1]), sim.rejectionOf(1));
    EXPECT_EQ(result.rejectionOf(result.jobs[3]), "");
    EXPECT_EQ(result.jobs[0].status, JobOutcome::Rejected);
    EXPECT_EQ(result.jobs[3].status, JobOutcome::Finished);
    EXPECT_STREQ(jobOutcomeName(result.jobs[3].status), "finished");
    EXPECT_EQ(result.modelOf(result.jobs[0]), sim.models()[0].name);
    EXPECT_EQ(result.modelOf(result.jobs[3]), sim.models()[1].name);
    EXPECT_NE(result.modelOf(result.jobs[0]), result.modelOf(result.jobs[3]));
    EXPECT_EQ(result.tenantOf(result.jobs[0]), ""); // no tenants declared
    // An index a hand-built record got wrong names nothing rather than reading past the table.
    JobRecord wrong;
    wrong.model = 99;
    wrong.rejection = 7;
    EXPECT_EQ(result.modelOf(wrong), "");
    EXPECT_EQ(result.rejectionOf(wrong), "");
    EXPECT_EQ(result.summary.rejected, 3);
    EXPECT_EQ(result.summary.finished, 1);
}

namespace {
/// Starts job 0, then preempts it at t=40 and restarts it when GPUs are free again.
class PreemptOnce final : public Scheduler {
public:
    std::string name() const override { return "preempt-once"; }
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<PreemptOnce>(*this); }
    void schedule(const SimulationView& view, DecisionSink& sink) override
    {
        if (view.now() == 0 && view.state(0).phase == JobPhase::Queued) {
            sink.start(0, { { 0, 1 }, {} }, {});
            sink.wakeAt(40, {});
            return;
        }
        if (view.now() == 40 && view.state(0).phase == JobPhase::Running) {
            sink.preempt(0, {});
            return;
        }
        if (view.state(0).phase == JobPhase::Queued && view.freeGpuCount() >= 2) sink.start(0, { { 2, 3 }, {} }, {});
    }
};
} // namespace

TEST(Engine, PreemptionPaysCheckpointAndRestoreAndConservesWork)
{
    SimulationSetup s = setup(Cluster::uniform(1, 1, 4), { job("a", 0, 100, 2) });
    s.scheduler = std::make_unique<PreemptOnce>();
    s.config.checkpointSeconds = 5;
    s.config.restoreSeconds = 7;
    Simulation sim(std::move(s));
    sim.run();
    const JobState& st = sim.states()[0];
    // 40 s of work, checkpoint 40..45 (GPUs held), requeued at 45, restarts at 45, restores until 52,
    // then the remaining 60 s: finishes at 112.
    EXPECT_EQ(st.preemptions, 1);
    EXPECT_DOUBLE_EQ(st.finishTime, 112);
    EXPECT_DOUBLE_EQ(st.workDone, 100);
    EXPECT_DOUBLE_EQ(st.runSeconds, 112);
    EXPECT_DOUBLE_EQ(st.gpuSeconds, 224);
}

TEST(Engine, MachineFailureRestartsFromLastCheckpoint)
{
    SimulationSetup s = setup(Cluster::uniform(1, 2, 2), { job("a", 0, 10000, 2) });
    s.config.machineMtbfHours = 1.0;
    s.config.machineRepairHours = 0.5;
    s.config.checkpointInterval = 600;
    s.config.restoreSeconds = 0;
    s.seed = 3;
    Simulation sim(std::move(s));
    sim.run();
    const JobState& st = sim.states()[0];
    ASSERT_EQ(st.phase, JobPhase::Finished);
    EXPECT_GE(st.failures, 1);
    // Every failure loses less than one checkpoint interval of work.
    EXPECT_GT(st.runSeconds, 10000);
    EXPECT_LT(st.runSeconds, 10000 + 600.0 * st.failures + 1e-6);
}

TEST(Engine, PlacementAwareSpreadJobIsSlowerThanConsolidated)
{
    Cluster c = Cluster::uniform(2, 2, 4);
    for (auto& m : c.machines) m.nicGbps = 10;
    JobSpec a = job("a", 0, 1000, 4, JobArchitecture::AllReduce);
    a.model = 1; // vgg-16: 553 MB gradients, network-heavy
    ParamMap noInterference { { "interference_scale", 0.0 } };
    SimulationSetup s = setup(c, { a }, "placement-aware", noInterference);
    Simulation consolidated(std::move(s));
    consolidated.run();
    EXPECT_NEAR(consolidated.states()[0].finishTime, 1000, 1e-6); // reference placement = recorded time

    Simulation probe(setup(c, { a }, "placement-aware", noInterference));
    // Same job over two racks (one GPU per machine): NIC and uplink bound.
    const Placement spread { { 0, 4, 8, 12 }, {} };
    const RateBreakdown r = probe.nominalRate(0, spread);
    EXPECT_LT(r.rate, 0.5);
    EXPECT_GT(r.commFraction, 0.5);
    const Placement one { { 0, 1, 2, 3 }, {} };
    EXPECT_NEAR(probe.nominalRate(0, one).rate, 1.0, 1e-12);
}

TEST(Engine, TheLinkStateVersionChangesWhenLinkSharingOrCoLocationCan)
{
    // Policies keep what they derived from link sharing (Dally's locality profiles) while this stays
    // the same: it must change whenever a rate could.
    auto versionsOverTheRun = [](ParamMap params) {
        // "one" fills machine 0 alone at 0; "spread" takes machines 1 and 2, across the two racks, at 10.
        Simulation sim(setup(Cluster::uniform(2, 2, 4), { job("one", 0, 100, 4), job("spread", 10, 100, 8) },
            "placement-aware", std::move(params)));
        std::vector<std::uint64_t> versions { sim.linkStateVersion().value() };
        for (SimTime t : { 0.0, 10.0, 100.0 }) {
            sim.runUntil(t);
            versions.push_back(sim.linkStateVersion().value());
        }
        EXPECT_EQ(sim.states()[0].phase, JobPhase::Finished);
        EXPECT_EQ(sim.states()[1].phase, JobPhase::Running) << "slower across racks: still running at 100";
        sim.run();
        versions.push_back(sim.linkStateVersion().value());
        return versions;
    };
    // Without interference only the job across machines changes link sharing: at its start and stop.
    const auto links = versionsOverTheRun({ { "interference_scale", 0.0 } });
    EXPECT_EQ(links[1], links[0]) << "a job on one machine shares no link";
    EXPECT_NE(links[2], links[1]) << "a job across racks shares NICs and uplinks";
    EXPECT_EQ(links[3], links[2]) << "the job on one machine stopped";
    EXPECT_NE(links[4], links[3]) << "the job across racks stopped";
    // With interference, co-location counts too: every start and stop changes it.
    const auto coLocated = versionsOverTheRun({ { "interference_scale", 0.2 } });
    for (std::size_t i = 1; i < coLocated.size(); ++i) EXPECT_NE(coLocated[i], coLocated[i - 1]) << "at step " << i;
}

TEST(Engine, DecisionsNobodyReadsAreNumberedButNotBuilt)
{
    // A headless run without a decision log is watched only by observers that never read decisions
    // (its series, its schedule): it builds no decision records, yet numbers its decisions as a
    // watched run does, so that a fork that logs them goes on with the same numbers.
    struct Watching final : SimObserver {
        std::vector<std::uint64_t> sequences;
        void onDecision(const SimulationView&, const DecisionRecord& d) override { sequences.push_back(d.sequence); }
    };
    struct NotWatching final : SimObserver {
        int decisions = 0;
        void onDecision(const SimulationView&, const DecisionRecord&) override { ++decisions; }
        bool watchesDecisions() const override { return false; }
    };
    auto jobs = [] { return std::vector<JobSpec> { job("a", 0, 100, 4), job("b", 0, 50, 4), job("c", 10, 30, 2), job("d", 120, 30, 2) }; };
    auto quiet = setup(Cluster::uniform(1, 1, 4), jobs());
    quiet.config.recordDecisions = false;
    Simulation unread(std::move(quiet));
    NotWatching series;
    unread.addObserver(&series);
    auto watchedSetup = setup(Cluster::uniform(1, 1, 4), jobs());
    watchedSetup.config.recordDecisions = false;
    Simulation read(std::move(watchedSetup));
    Watching all;
    read.addObserver(&all);
    unread.runUntil(100);
    read.runUntil(100);
    EXPECT_EQ(series.decisions, 0) << "no record built for an observer that does not read them";
    EXPECT_FALSE(all.sequences.empty());

    auto unreadFork = unread.clone();
    auto readFork = read.clone();
    Watching fromUnread, fromRead;
    unreadFork->addObserver(&fromUnread);
    readFork->addObserver(&fromRead);
    unreadFork->run();
    readFork->run();
    ASSERT_FALSE(fromRead.sequences.empty());
    EXPECT_EQ(fromUnread.sequences, fromRead.sequences);
    EXPECT_GT(fromRead.sequences.front(), all.sequences.back()) << "a fork numbers on from its past";
}

TEST(Engine, FittedSpeedFollowsDl2sMeasurements)
{
    // The `fitted` model's default coefficients come from DL2's measured speeds (pengyanghua/DL2
    // config_speed.txt, tools/fit-dl2-speed.py). Its shape is what matters for sizing: resnet-50 gains
    // from parameter servers and loses from workers (its total batch is fixed), dssm the other way round.
    // Measured ratios to one worker and one PS: resnet-50 (4 PS, 1 worker) 2.99, (1 PS, 12 workers) 0.42,
    // (8, 8) 1.97; dssm (1 PS, 5 workers) 2.57, (9 PS, 1 worker) 1.00.
    Cluster c = Cluster::uniform(1, 8, 2);
    auto psJob = [](const std::string& id, int model) {
        JobSpec j = job(id, 0, 3600, 1, JobArchitecture::ParameterServer);
        j.model = model;
        j.psCount = 1;
        j.minGpus = 1;
        j.maxGpus = 16;
        return j;
    };
    Simulation sim(setup(c, { psJob("resnet", 0), psJob("dssm", 6) }, "fitted"));
    auto rate = [&](JobIndex j, int ps, int workers) {
        Placement p;
        for (int w = 0; w < workers; ++w) p.gpus.push_back(GpuId(w));
        for (int k = 0; k < ps; ++k) p.psMachines.push_back(MachineId(k % 8));
        return sim.nominalRate(j, p).rate;
    };
    EXPECT_NEAR(rate(0, 1, 1), 1.0, 1e-12); // the requested size runs the recorded duration
    EXPECT_NEAR(rate(0, 4, 1), 2.99, 2.99 * 0.3);
    EXPECT_NEAR(rate(0, 1, 12), 0.42, 0.42 * 0.3);
    EXPECT_NEAR(rate(0, 8, 8), 1.97, 1.97 * 0.3);
    EXPECT_GT(rate(0, 4, 1), 2 * rate(0, 1, 1));
    EXPECT_LT(rate(0, 1, 12), 0.5 * rate(0, 1, 1));
    EXPECT_NEAR(rate(1, 1, 5), 2.57, 2.57 * 0.3);
    EXPECT_NEAR(rate(1, 9, 1), 1.0, 0.1);
    // Where the tasks run does not matter (DL2's measurements are of one testbed).
    Placement spread { { 0, 2, 4, 6 }, { 1, 5 } }, packed { { 0, 1, 2, 3 }, { 0, 0 } };
    EXPECT_EQ(sim.nominalRate(0, spread).rate, sim.nominalRate(0, packed).rate);
    EXPECT_NEAR(sim.nominalRate(0, spread).rate, rate(0, 2, 4), 1e-12);

    // A run at the requested size takes the recorded duration.
    Simulation run(setup(c, { psJob("resnet", 0) }, "fitted"));
    run.run();
    EXPECT_NEAR(run.states()[0].finishTime, 3600, 1e-6);

    // Six coefficients per model, not all zero; a model without a row runs as in replay.
    EXPECT_FALSE(makeSpeedModel("fitted", { { "coefficients", std::vector<double> { 1, 2, 3 } } }).ok());
    EXPECT_FALSE(makeSpeedModel("fitted", { { "coefficients", std::vector<double>(6, 0.0) } }).ok());
    EXPECT_FALSE(makeSpeedModel("fitted", { { "unknown", 1.0 } }).ok());
    JobSpec other = psJob("other", 1);
    Simulation one(setup(c, { other }, "fitted", { { "coefficients", std::vector<double> { 1, 0, 0, 0, 0, 0 } } }));
    EXPECT_EQ(one.nominalRate(0, { { 0, 1 }, { 0, 1 } }).rate, 1.0);
    // With T = 1 the throughput is the worker count: two workers run twice as fast as one.
    JobSpec linear = psJob("linear", 0);
    Simulation lin(setup(c, { linear }, "fitted", { { "coefficients", std::vector<double> { 1, 0, 0, 0, 0, 0 } } }));
    EXPECT_NEAR(lin.nominalRate(0, { { 0, 1 }, { 0 } }).rate, 2.0, 1e-12);
    // The best case scans the job's sizes: 16 workers at most, 16 times its speed at one worker.
    const BestCase best = lin.speedModel().bestCase(linear, ModelCatalog::defaults(), 1.0);
    EXPECT_NEAR(best.seconds, 1.0 / 16, 1e-12);
    EXPECT_NEAR(best.gpuSeconds, 1.0, 1e-12);
}

TEST(Engine, FasterGpuTypeAndHiddenFactorChangeSpeed)
{
    Cluster c = Cluster::uniform(1, 1, 1, GpuType { "fast", 2.0, 1, 1, 16 });
    c.machines[0].perfFactor = 0.5; // hidden: cancels the type's speed-up
    JobSpec a = job("a", 0, 100, 1, JobArchitecture::AllReduce);
    Simulation sim(setup(c, { a }, "placement-aware", { { "interference_scale", 0.0 } }));
    sim.run();
    EXPECT_NEAR(sim.states()[0].finishTime, 100, 1e-9);
    EXPECT_NEAR(sim.nominalRate(0, { { 0 }, {} }).rate, 2.0, 1e-12); // policies see the nominal factor
}

TEST(Engine, CloneForksAnIndependentIdenticalRun)
{
    std::vector<JobSpec> jobs;
    for (int i = 0; i < 30; ++i) jobs.push_back(job("j" + std::to_string(i), i * 7.0, 50.0 + (i * 37) % 200, 1 + i % 4));
    Simulation a(setup(Cluster::uniform(1, 2, 4), jobs, "placement-aware"));
    a.runUntil(100);
    auto b = a.clone();
    a.run();
    b->run();
    ASSERT_EQ(a.states().size(), b->states().size());
    for (std::size_t i = 0; i < a.states().size(); ++i) {
        EXPECT_EQ(a.states()[i].finishTime, b->states()[i].finishTime);
        EXPECT_EQ(a.states()[i].usageCost, b->states()[i].usageCost);
    }
    EXPECT_EQ(a.decisions(), b->decisions());
}

TEST(Engine, HorizonStopsTheRun)
{
    SimulationSetup s = setup(Cluster::uniform(1, 1, 4), { job("a", 0, 100, 4), job("b", 0, 100, 4) });
    s.config.horizonSeconds = 150;
    Simulation sim(std::move(s));
    sim.run();
    EXPECT_TRUE(sim.done());
    EXPECT_DOUBLE_EQ(sim.now(), 150);
    EXPECT_EQ(sim.states()[0].phase, JobPhase::Finished);
    EXPECT_EQ(sim.states()[1].phase, JobPhase::Running);
    EXPECT_DOUBLE_EQ(sim.states()[1].workDone, 50);
}

namespace {
class NeverStarts final : public Scheduler {
public:
    std::string name() const override { return "never"; }
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<NeverStarts>(*this); }
    void schedule(const SimulationView&, DecisionSink& sink) override { sink.wait(-1, { "never", "", {} }); }
};
} // namespace

TEST(Engine, AStalledQueueIsReportedNotLeftForever)
{
    SimulationSetup s = setup(Cluster::uniform(1, 1, 4), { job("a", 0, 100, 1) });
    s.scheduler = std::make_unique<NeverStarts>();
    s.config.sampleSeconds = 60; // periodic events must not keep a stalled run alive
    Simulation sim(std::move(s));
    sim.run();
    EXPECT_EQ(sim.states()[0].phase, JobPhase::Rejected);
    EXPECT_FALSE(sim.rejectionOf(0).empty());
}

TEST(Engine, RefusedDecisionsAreLoggedNotApplied)
{
    class BadScheduler final : public Scheduler {
    public:
        std::string name() const override { return "bad"; }
        std::unique_ptr<Scheduler> clone() const override { return std::make_unique<BadScheduler>(*this); }
        void schedule(const SimulationView& view, DecisionSink& sink) override
        {
            if (view.queue().empty()) return;
            EXPECT_FALSE(sink.start(0, { { 0, 0 }, {} }, {}));  // duplicate GPU
            EXPECT_FALSE(sink.start(0, { { 0, 99 }, {} }, {})); // no such GPU
            EXPECT_FALSE(sink.start(0, { { 0 }, {} }, {}));     // wrong size
            EXPECT_TRUE(sink.start(0, { { 0, 1 }, {} }, {}));
            EXPECT_FALSE(sink.start(0, { { 2, 3 }, {} }, {})); // already running
        }
    };
    SimulationSetup s = setup(Cluster::uniform(1, 1, 4), { job("a", 0, 10, 2) });
    s.scheduler = std::make_unique<BadScheduler>();
    Simulation sim(std::move(s));
    sim.run();
    int refused = 0;
    for (const auto& d : sim.decisions()) refused += !d.applied;
    EXPECT_EQ(refused, 4);
    EXPECT_EQ(sim.states()[0].phase, JobPhase::Finished);
}
