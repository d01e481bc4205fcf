// The built-in policy parts: placements and sizing against a tiny fake view, orderings and the
// composed scheduler end to end on the engine with the replay speed model (hand-computed times).
#include "core/engine/Simulation.h"
#include "core/policy/ComposedScheduler.h"
#include "core/policy/Orderings.h"
#include "core/policy/Placements.h"
#include "core/policy/PolicyRegistry.h"
#include "core/policy/Sizings.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <set>

using namespace gantry;

namespace {

/// A hand-set cluster state: which GPUs are taken, and a speed function for Optimus.
class FakeView final : public SimulationView {
public:
    explicit FakeView(Cluster c)
        : m_cluster(std::move(c)), m_owner(std::size_t(m_cluster.gpuCount()), -1), m_up(std::size_t(m_cluster.machineCount()), 1)
    {
        for (const auto& m : m_cluster.machines) {
            m_freeGpus.push_back(m.gpuCount);
            m_cpus.push_back(m.cpuSlots);
        }
    }
    SimTime now() const override { return m_now; }
    const Cluster& cluster() const override { return m_cluster; }
    const ModelCatalog& models() const override { return m_models; }
    const std::vector<Tenant>& tenants() const override { return m_tenants; }
    int jobCount() const override { return int(jobs.size()); }
    const JobSpec& spec(JobIndex job) const override { return jobs[std::size_t(job)]; }
    const JobState& state(JobIndex job) const override { return states[std::size_t(job)]; }
    const std::string& rejectionOf(JobIndex) const override { return noRejection; }
    std::span<const JobIndex> queue() const override { return queued; }
    std::span<const JobIndex> running() const override { return runningJobs; }
    int freeGpuCount() const override { return int(std::count(m_owner.begin(), m_owner.end(), -1)); }
    bool gpuFree(GpuId gpu) const override { return m_owner[std::size_t(gpu)] == -1; }
    JobIndex gpuOwner(GpuId gpu) const override { return m_owner[std::size_t(gpu)]; }
    std::span<const int> freeGpusByMachine() const override { return m_freeGpus; }
    std::span<const int> freeCpusByMachine() const override { return m_cpus; }
    std::span<const char> machinesUp() const override { return m_up; }
    double remainingWork(JobIndex job) const override { return jobs[std::size_t(job)].duration; }
    RateBreakdown nominalRate(JobIndex job, const Placement& p) const override
    {
        return { rate ? rate(job, int(p.gpus.size()), int(p.psMachines.size())) : 1.0, 0, 1 };
    }
    int uplinkSharers(RackId) const override { return 0; }
    int cpuDemand(JobIndex, int workers, int ps) const override { return workers * 2 + ps * 4; }
    const SimulationConfig& config() const override { return simulationConfig; }

    void take(GpuId g)
    {
        if (m_owner[std::size_t(g)] == -1) --m_freeGpus[std::size_t(m_cluster.machineOf(g))];
        m_owner[std::size_t(g)] = 99;
    }
    void takeMachine(MachineId m, int count)
    {
        for (int g = 0; g < count; ++g) take(m_cluster.firstGpu(m) + g);
    }
    JobIndex addJob(JobSpec s)
    {
        jobs.push_back(std::move(s));
        states.emplace_back();
        states.back().phase = JobPhase::Queued;
        queued.push_back(JobIndex(jobs.size() - 1));
        return JobIndex(jobs.size() - 1);
    }

    std::vector<JobSpec> jobs;
    std::vector<JobState> states;
    std::string noRejection;
    std::vector<JobIndex> queued;
    std::vector<JobIndex> runningJobs;
    std::function<double(JobIndex, int, int)> rate;
    SimulationConfig simulationConfig;

private:
    Cluster m_cluster;
    ModelCatalog m_models = ModelCatalog::defaults();
    std::vector<Tenant> m_tenants;
    std::vector<JobIndex> m_owner;
    std::vector<int> m_freeGpus; ///< per machine, kept by take()
    std::vector<int> m_cpus;
    std::vector<char> m_up;
    SimTime m_now = 0;
};

JobSpec job(const std::string& id, SimTime submit, double duration, int gpus, std::string user = {})
{
    JobSpec s;
    s.id = id;
    s.submitTime = submit;
    s.duration = duration;
    s.gpus = gpus;
    s.minGpus = s.maxGpus = gpus;
    s.architecture = JobArchitecture::Gang;
    s.model = 0;
    s.user = std::move(user);
    return s;
}

/// Two identical elastic jobs "a" and "b" (1..maxGpus workers, submitted at 0, 1000 s of work) added
/// to `view`; their indices.
std::pair<JobIndex, JobIndex> twoElasticJobs(FakeView& view, int maxGpus, JobArchitecture architecture, int psCount = 0)
{
    JobSpec a = job("a", 0, 1000, 1);
    a.minGpus = 1;
    a.maxGpus = maxGpus;
    a.architecture = architecture;
    a.psCount = psCount;
    JobSpec b = a;
    b.id = "b";
    return { view.addJob(a), view.addJob(b) };
}

Placement placeWith(const std::string& name, FakeView& view, JobIndex j, int workers)
{
    auto p = PolicyRegistry::instance().makePlacement({ name, {} });
    Explanation why;
    auto result = p->place(view, j, workers, 0, why);
    EXPECT_TRUE(result.has_value()) << name;
    return result.value_or(Placement {});
}

std::set<MachineId> machinesOf(const Cluster& c, const Placement& p)
{
    std::set<MachineId> out;
    for (GpuId g : p.gpus) out.insert(c.machineOf(g));
    return out;
}

/// Runs `jobs` on `cluster` under ordering x placement (replay speed: duration is the run time).
Simulation runPolicy(Cluster cluster, std::vector<JobSpec> jobs, PolicyConfig config)
{
    SimulationSetup s;
    s.cluster = std::move(cluster);
    s.jobs = std::move(jobs);
    s.speedModel = std::shared_ptr<const SpeedModel>(makeSpeedModel("replay", {}).value().release());
    Scenario scenario;
    s.scheduler = PolicyRegistry::instance().build(config, scenario).value();
    s.config.sampleSeconds = 0;
    Simulation sim(std::move(s));
    sim.run();
    return sim;
}

PolicyConfig policy(const std::string& ordering, const std::string& placement, bool backfill, ParamMap params = {})
{
    PolicyConfig c;
    c.ordering = { ordering, std::move(params) };
    c.placement = { placement, {} };
    c.backfill = backfill;
    return c;
}

} // namespace

TEST(Placement, ClosestGpusReachesTheBestTopologyCostForEachSize)
{
    // Proximity-DRL's topology cost (djjbxxz/Proximity-DRL env_components/topology.py): best costs on the 2x4x4 cluster for 1..8 GPUs.
    const double best[] = { 0.775, 0.8, 0.825, 0.85, 1.125, 1.15, 1.175, 1.2 };
    for (int n = 1; n <= 8; ++n) {
        FakeView view(Cluster::uniform(2, 4, 4));
        const JobIndex j = view.addJob(job("j", 0, 10, n));
        const Placement p = placeWith("closest-gpus", view, j, n);
        ASSERT_EQ(int(p.gpus.size()), n);
        EXPECT_NEAR(topologyCommCost(view.cluster(), p.gpus), best[n - 1], 1e-12) << n << " GPUs";
    }
    // The worst 8-GPU spread: one GPU on each of 8 machines over both racks.
    const Cluster c = Cluster::uniform(2, 4, 4);
    std::vector<GpuId> spread;
    for (MachineId m = 0; m < 8; ++m) spread.push_back(c.firstGpu(m));
    EXPECT_NEAR(topologyCommCost(c, spread), 3.2, 1e-12);
}

TEST(Placement, ClosestGpusOnAFragmentedClusterPicksTheCheapestOption)
{
    // Rack 0: machines with 1,1,1,1 free; rack 1: 2,1,0,0. Four GPUs: rack 1 alone cannot; rack 0 on
    // 4 machines costs 0.5+1.0+0.1 = 1.6; two racks (rack 1's two machines plus one of rack 0) cost
    // 1.0+0.75+0.1 = 1.85. The single rack wins.
    FakeView view(Cluster::uniform(2, 4, 4));
    for (MachineId m = 0; m < 4; ++m) view.takeMachine(m, 3);
    view.takeMachine(4, 2);
    view.takeMachine(5, 3);
    view.takeMachine(6, 4);
    view.takeMachine(7, 4);
    const JobIndex j = view.addJob(job("j", 0, 10, 4));
    const Placement p = placeWith("closest-gpus", view, j, 4);
    EXPECT_EQ(machinesOf(view.cluster(), p), (std::set<MachineId> { 0, 1, 2, 3 }));
    EXPECT_NEAR(topologyCommCost(view.cluster(), p.gpus), 1.6, 1e-12);
}

TEST(Placement, ConsolidatePicksOneMachineThenOneRackThenFewestRacks)
{
    FakeView view(Cluster::uniform(2, 4, 4));
    view.takeMachine(0, 2); // machine 0 has 2 free: the best fit for a 2-GPU job
    const JobIndex small = view.addJob(job("s", 0, 10, 2));
    EXPECT_EQ(machinesOf(view.cluster(), placeWith("consolidate", view, small, 2)), (std::set<MachineId> { 0 }));

    // 6 GPUs: one rack, two machines; the last piece goes to the best-fitting machine 0.
    const JobIndex mid = view.addJob(job("m", 0, 10, 6));
    EXPECT_EQ(machinesOf(view.cluster(), placeWith("consolidate", view, mid, 6)), (std::set<MachineId> { 0, 1 }));

    // 12 GPUs: both racks need 3 machines; rack 0 leaves less over (14-12 < 16-12).
    const JobIndex big = view.addJob(job("b", 0, 10, 12));
    const auto used = machinesOf(view.cluster(), placeWith("consolidate", view, big, 12));
    EXPECT_EQ(used.size(), 3u);
    for (MachineId m : used) EXPECT_EQ(view.cluster().machines[std::size_t(m)].rack, 0);

    // 20 GPUs: two racks.
    const JobIndex huge = view.addJob(job("h", 0, 10, 20));
    const Placement p = placeWith("consolidate", view, huge, 20);
    EXPECT_EQ(p.gpus.size(), 20u);
}

TEST(Placement, FirstFitBestFitLeastLoadedAndRandom)
{
    FakeView view(Cluster::uniform(1, 3, 4));
    view.takeMachine(0, 3); // free: 1, 4, 4
    view.takeMachine(1, 1); // free: 1, 3, 4
    const JobIndex j = view.addJob(job("j", 0, 10, 2));
    EXPECT_EQ(placeWith("first-fit", view, j, 2).gpus, (std::vector<GpuId> { 3, 5 }));
    EXPECT_EQ(machinesOf(view.cluster(), placeWith("best-fit", view, j, 2)), (std::set<MachineId> { 1 }));
    EXPECT_EQ(machinesOf(view.cluster(), placeWith("least-loaded", view, j, 2)), (std::set<MachineId> { 2 }));
    const Placement r1 = placeWith("random", view, j, 2);
    EXPECT_EQ(r1, placeWith("random", view, j, 2)); // deterministic
    for (GpuId g : r1.gpus) EXPECT_TRUE(view.gpuFree(g));
}

TEST(Placement, GpuTypeConstraintAndPsTasks)
{
    Cluster c = Cluster::uniform(1, 2, 4);
    c.gpuTypes.push_back({ "K80", 0.5, 1, 0.3, 12 });
    c.machines[0].gpuType = 1;
    c.index();
    FakeView view(c);
    JobSpec s = job("j", 0, 10, 2);
    s.gpuType = "V100";
    s.architecture = JobArchitecture::ParameterServer;
    s.psCount = 2;
    const JobIndex j = view.addJob(s);
    auto p = PolicyRegistry::instance().makePlacement({ "first-fit", {} });
    Explanation why;
    const auto placed = p->place(view, j, 2, 2, why);
    ASSERT_TRUE(placed);
    EXPECT_EQ(machinesOf(c, *placed), (std::set<MachineId> { 1 }));
    EXPECT_EQ(placed->psMachines, (std::vector<MachineId> { 1, 1 })); // beside its workers
    EXPECT_FALSE(p->place(view, j, 5, 0, why)); // only 4 V100s
}

TEST(Sizing, OptimusGivesWorkersToTheJobThatGainsMore)
{
    FakeView view(Cluster::uniform(1, 2, 4));
    const auto [ja, jb] = twoElasticJobs(view, 4, JobArchitecture::AllReduce);
    // a scales linearly; b gains only 10% per extra worker.
    view.rate = [&](JobIndex j, int w, int) { return j == ja ? double(w) : 1.0 + 0.1 * (w - 1); };
    OptimusSizing optimus(false);
    const auto targets = optimus.targets(view, { ja, jb });
    ASSERT_EQ(targets.size(), 2u);
    EXPECT_EQ(targets[0].job, ja);
    EXPECT_EQ(targets[0].workers, 4);
    EXPECT_EQ(targets[1].workers, 4); // 8 GPUs: b still gains, so it gets the rest
    EXPECT_GT(targets[0].score, targets[1].score);

    // With only 5 GPUs: both get 1; gains for a are 1000-500=500, then 500-333=167, then 83; b's is
    // 1000-909=91. So a gets 2 more, then b's 91 beats a's 83.
    view.takeMachine(1, 3);
    const auto fewer = optimus.targets(view, { ja, jb });
    EXPECT_EQ(fewer[0].workers, 3);
    EXPECT_EQ(fewer[1].workers, 2);
}

TEST(Sizing, DrfBundlesShareEvenlyAndFifoBundlesServeInOrder)
{
    FakeView view(Cluster::uniform(1, 2, 4));
    const auto [ja, jb] = twoElasticJobs(view, 8, JobArchitecture::ParameterServer, 1);
    // 8 GPUs, 32 CPU slots; a bundle costs 1 GPU + 6 CPU: CPU runs out after 5 bundles.
    const auto drf = BundleSizing(BundleSizing::Mode::Drf).targets(view, { ja, jb });
    ASSERT_EQ(drf.size(), 2u);
    EXPECT_LE(std::abs(drf[0].workers - drf[1].workers), 1);
    EXPECT_EQ(drf[0].workers + drf[1].workers, 5);
    const auto fifo = BundleSizing(BundleSizing::Mode::Fifo).targets(view, { ja, jb });
    ASSERT_EQ(fifo.size(), 1u);
    EXPECT_EQ(fifo[0].job, ja);
    EXPECT_EQ(fifo[0].workers, 5);
}

TEST(Ordering, TiresiasQueuesByAttainedGpuSeconds)
{
    TiresiasOrdering t({ 3600, 51200 }, 0);
    EXPECT_EQ(t.queueOf(0), 0);
    EXPECT_EQ(t.queueOf(3599), 0);
    EXPECT_EQ(t.queueOf(3600), 1);
    EXPECT_EQ(t.queueOf(60000), 2);
}

TEST(Registry, EveryBuiltinPartBuildsWithItsDefaults)
{
    auto& r = PolicyRegistry::instance();
    for (auto kind : { PolicyKind::Ordering, PolicyKind::Placement, PolicyKind::Sizing }) {
        const auto infos = r.list(kind);
        EXPECT_FALSE(infos.empty());
        for (const auto& info : infos) {
            EXPECT_FALSE(info.title.empty()) << info.name;
            EXPECT_FALSE(info.description.empty()) << info.name;
            for (const auto& p : info.params) EXPECT_FALSE(p.description.empty()) << info.name << "." << p.name;
        }
    }
    for (const auto& o : r.list(PolicyKind::Ordering)) EXPECT_TRUE(r.makeOrdering({ o.name, {} })) << o.name;
    for (const auto& p : r.list(PolicyKind::Placement)) EXPECT_TRUE(r.makePlacement({ p.name, {} })) << p.name;
    EXPECT_FALSE(r.makeSizing({ "none", {} }));
    EXPECT_TRUE(r.makeSizing({ "optimus", {} }));
    EXPECT_TRUE(r.find(PolicyKind::Ordering, "sjf")->usesOracle);
    EXPECT_FALSE(r.find(PolicyKind::Ordering, "tiresias")->usesOracle);
    PolicyConfig bad = policy("tiresias", "consolidate", true, { { "queue_thresholdz", 1.0 } });
    EXPECT_FALSE(r.validate(bad));
}

// ----- end to end on the engine (replay speed: a job runs exactly its duration) -----

TEST(Composed, StrictFifoBlocksTheHeadBackfillDoesNot)
{
    const std::vector<JobSpec> jobs { job("a", 0, 100, 2), job("b", 0, 50, 4), job("c", 10, 30, 2) };
    const auto strict = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("fifo", "first-fit", false));
    EXPECT_DOUBLE_EQ(strict.states()[2].firstStart, 150); // c waits behind b
    EXPECT_DOUBLE_EQ(strict.states()[1].firstStart, 100);
    const auto backfill = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("fifo", "first-fit", true));
    EXPECT_DOUBLE_EQ(backfill.states()[2].firstStart, 10); // c uses the 2 GPUs b cannot
    EXPECT_DOUBLE_EQ(backfill.states()[2].finishTime, 40);
    EXPECT_DOUBLE_EQ(backfill.states()[1].firstStart, 100);
    EXPECT_DOUBLE_EQ(backfill.states()[1].finishTime, 150);
    const auto& d = backfill.decisions().front();
    EXPECT_EQ(d.why.part, "ordering:fifo + placement:first-fit");
    EXPECT_FALSE(d.why.candidates.empty());
}

TEST(Composed, SjfServesTheShortestWaitingJobFirst)
{
    const std::vector<JobSpec> jobs { job("a", 0, 100, 1), job("b", 1, 50, 1), job("c", 1, 20, 1) };
    const auto sim = runPolicy(Cluster::uniform(1, 1, 1), jobs, policy("sjf", "consolidate", true));
    EXPECT_DOUBLE_EQ(sim.states()[2].firstStart, 100);
    EXPECT_DOUBLE_EQ(sim.states()[2].finishTime, 120);
    EXPECT_DOUBLE_EQ(sim.states()[1].firstStart, 120);
    EXPECT_DOUBLE_EQ(sim.states()[1].finishTime, 170);
}

TEST(Composed, FewestGpusAndRandomOrderings)
{
    const std::vector<JobSpec> jobs { job("a", 0, 100, 4), job("b", 1, 50, 4), job("c", 1, 20, 2), job("d", 1, 20, 1) };
    const auto sim = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("fewest-gpus", "first-fit", false));
    EXPECT_DOUBLE_EQ(sim.states()[3].firstStart, 100);
    EXPECT_DOUBLE_EQ(sim.states()[2].firstStart, 100);
    EXPECT_DOUBLE_EQ(sim.states()[1].firstStart, 120);
    const auto r1 = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("random", "first-fit", true));
    const auto r2 = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("random", "first-fit", true));
    for (int j = 0; j < 4; ++j) EXPECT_DOUBLE_EQ(r1.states()[std::size_t(j)].finishTime, r2.states()[std::size_t(j)].finishTime);
}

TEST(Composed, TiresiasDemotesALongJobAndANewcomerPreemptsIt)
{
    // L holds 4 GPUs: 3600 GPU-seconds after 900 s, it drops to queue 1. N arrives at 500 while L is
    // still in queue 0 (equal priority: no preemption); the wake-up at 900 demotes L, N preempts it.
    // checkpoint 30 s -> N starts at 930 and runs 100 s; L resumes at 1030 with a 30 s restore.
    const std::vector<JobSpec> jobs { job("L", 0, 2000, 4), job("N", 500, 100, 4) };
    const auto sim = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("tiresias", "consolidate", true));
    const auto& L = sim.states()[0];
    const auto& N = sim.states()[1];
    EXPECT_EQ(L.preemptions, 1);
    EXPECT_DOUBLE_EQ(N.firstStart, 930);
    EXPECT_DOUBLE_EQ(N.finishTime, 1030);
    // L's checkpoint saves its 900 s of work; 1100 s more after a 30 s restore from 1030.
    EXPECT_DOUBLE_EQ(L.finishTime, 1030 + 30 + 1100);
}

TEST(Composed, TiresiasDoesNotPreemptWithinTheSameQueue)
{
    const std::vector<JobSpec> jobs { job("L", 0, 500, 4), job("N", 100, 100, 4) };
    const auto sim = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("tiresias", "consolidate", true));
    EXPECT_EQ(sim.states()[0].preemptions, 0);
    EXPECT_DOUBLE_EQ(sim.states()[1].firstStart, 500);
}

TEST(Composed, DrfAlternatesBetweenUsers)
{
    std::vector<JobSpec> jobs;
    for (int i = 0; i < 4; ++i) jobs.push_back(job("a" + std::to_string(i), 0, 100, 1, "alice"));
    for (int i = 0; i < 2; ++i) jobs.push_back(job("b" + std::to_string(i), 0, 100, 1, "bob"));
    const auto fifo = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("fifo", "first-fit", true));
    EXPECT_DOUBLE_EQ(fifo.states()[4].firstStart, 100);
    const auto drf = runPolicy(Cluster::uniform(1, 1, 4), jobs, policy("drf", "first-fit", true));
    // a0, b0, a1, b1 start at 0; a2, a3 wait.
    EXPECT_DOUBLE_EQ(drf.states()[0].firstStart, 0);
    EXPECT_DOUBLE_EQ(drf.states()[1].firstStart, 0);
    EXPECT_DOUBLE_EQ(drf.states()[4].firstStart, 0);
    EXPECT_DOUBLE_EQ(drf.states()[5].firstStart, 0);
    EXPECT_DOUBLE_EQ(drf.states()[2].firstStart, 100);
    EXPECT_DOUBLE_EQ(drf.states()[3].firstStart, 100);
}

TEST(Composed, PreemptiveSrtfEvictsALongerJob)
{
    ParamMap p { { "preemptive", 1.0 } };
    const std::vector<JobSpec> jobs { job("long", 0, 1000, 2), job("short", 100, 50, 2) };
    const auto sim = runPolicy(Cluster::uniform(1, 1, 2), jobs, policy("srtf", "first-fit", true, p));
    EXPECT_EQ(sim.states()[0].preemptions, 1);
    EXPECT_DOUBLE_EQ(sim.states()[1].firstStart, 130);
    EXPECT_DOUBLE_EQ(sim.states()[1].finishTime, 180);
}

TEST(Composed, ElasticJobsAreSizedAndAllFinish)
{
    std::vector<JobSpec> jobs;
    for (int i = 0; i < 3; ++i) {
        JobSpec s = job("e" + std::to_string(i), i * 10.0, 3000, 2);
        s.minGpus = 1;
        s.maxGpus = 4;
        s.architecture = JobArchitecture::ParameterServer;
        s.psCount = 1;
        jobs.push_back(s);
    }
    for (const char* sizing : { "fixed", "drf", "fifo-bundles", "srtf-bundles", "optimus" }) {
        PolicyConfig c = policy("fifo", "consolidate", true);
        c.sizing = { sizing, {} };
        const auto sim = runPolicy(Cluster::uniform(1, 2, 4), jobs, c);
        for (const auto& st : sim.states()) EXPECT_EQ(st.phase, JobPhase::Finished) << sizing;
    }
}

TEST(Composed, LargeQueueStaysFastAndMatchesFifoSemantics)
{
    // 3000 jobs of 1..8 GPUs on 64 GPUs: a long queue forms; everything finishes, in FIFO order for
    // jobs of equal size (strict order is preserved within a size bucket).
    std::vector<JobSpec> jobs;
    for (int i = 0; i < 3000; ++i) jobs.push_back(job("j" + std::to_string(i), i * 1.0, 100 + (i * 37) % 500, 1 << (i % 4)));
    const auto sim = runPolicy(Cluster::uniform(2, 4, 8), jobs, policy("fifo", "consolidate", true));
    SimTime lastStart[4] = { -1, -1, -1, -1 };
    for (int i = 0; i < 3000; ++i) {
        const auto& st = sim.states()[std::size_t(i)];
        ASSERT_EQ(st.phase, JobPhase::Finished);
        EXPECT_GE(st.firstStart, lastStart[i % 4]);
        lastStart[i % 4] = st.firstStart;
    }
}

// The interference-aware greedy (Harmony's oracle reference) knows the true slowdowns: a heavy job
// joins the light one, not the other heavy one; least-loaded, blind to them, takes the first of two
// equally loaded machines.
TEST(Placement, InterferenceGreedyAvoidsTheHarmfulNeighbour)
{
    auto run = [](const std::string& placement) {
        SimulationSetup s;
        s.cluster = Cluster::uniform(1, 2, 2);
        JobSpec heavyA = job("heavy-a", 0, 1e5, 1), light = job("light", 1, 1e5, 1), heavyB = job("heavy-b", 2, 1e5, 1);
        heavyA.model = heavyB.model = 1; // vgg-16
        light.model = 6;                 // dssm
        s.jobs = { heavyA, light, heavyB };
        std::vector<double> matrix(64, 0.05);
        matrix[1 * 8 + 1] = 0.6;
        s.speedModel = std::shared_ptr<const SpeedModel>(
            makeSpeedModel("placement-aware", { { "interference_matrix", matrix } }).value().release());
        Scenario scenario;
        s.scheduler = PolicyRegistry::instance().build(policy("fifo", placement, true), scenario).value();
        s.config.sampleSeconds = 0;
        Simulation sim(std::move(s));
        sim.runUntil(10);
        EXPECT_EQ(sim.coLocationSlowdown(1, 1), 0.6);
        const Cluster& c = sim.cluster();
        return std::make_pair(c.machineOf(sim.state(1).placement.gpus.at(0)), c.machineOf(sim.state(2).placement.gpus.at(0)));
    };
    const auto [lightOn, heavyOn] = run("interference-greedy");
    EXPECT_EQ(heavyOn, lightOn) << "the second heavy job should join the light one";
    const auto [lightLl, heavyLl] = run("least-loaded");
    EXPECT_NE(heavyLl, lightLl) << "least-loaded does not know the slowdowns (the test needs it to differ)";
    EXPECT_TRUE(PolicyRegistry::instance().find(PolicyKind::Placement, "interference-greedy")->usesOracle);
}
