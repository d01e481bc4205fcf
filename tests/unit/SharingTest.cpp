// Sharing policies on hand-computed cases: what strict quotas cost a busy tenant, what borrowing
// gives it, what borrowing without reclaim costs the lender and what reclaim gives it back; which
// tenant YARN's capacity scheduler and Slurm's fair share serve first (docs/policies.md, "Sharing").
#include "core/engine/Simulation.h"
#include "core/policy/PolicyRegistry.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

/// One machine of 8 GPUs, shared half and half by tenants "lender" and "borrower". The borrower
/// submits four 2-GPU jobs of 100 s at t = 0; the lender one 4-GPU job of 50 s at t = 10.
/// Runs `jobs` on the scenario's cluster, tenants and policy (replay speed model: durations as given).
std::unique_ptr<Simulation> simulate(const Scenario& scenario, std::vector<JobSpec> jobs)
{
    SimulationSetup setup;
    setup.cluster = scenario.cluster;
    setup.tenants = scenario.tenants;
    setup.jobs = std::move(jobs);
    auto speed = makeSpeedModel("replay", {});
    EXPECT_TRUE(speed.ok());
    setup.speedModel = std::shared_ptr<const SpeedModel>(std::move(*speed));
    auto scheduler = PolicyRegistry::instance().build(scenario.policy, scenario);
    EXPECT_TRUE(scheduler.ok()) << scheduler.error().toString();
    setup.scheduler = std::move(*scheduler);
    auto sim = std::make_unique<Simulation>(std::move(setup));
    sim->run();
    return sim;
}

JobSpec gangJob(const std::string& id, SimTime submit, double duration, int gpus, int tenant)
{
    JobSpec j;
    j.id = id;
    j.submitTime = submit;
    j.duration = duration;
    j.gpus = j.minGpus = j.maxGpus = gpus;
    j.architecture = JobArchitecture::Gang;
    j.tenant = tenant;
    return j;
}

struct Finishes {
    std::vector<double> borrower;
    double lender = -1;
};

/// Two tenants on one machine of `gpus` GPUs; each finish time by tenant, in job order.
struct TwoTenants {
    Scenario scenario;
    std::vector<JobSpec> jobs;
    TwoTenants(int gpus, int quotaA, int quotaB)
    {
        scenario.cluster = Cluster::uniform(1, 1, gpus);
        scenario.tenants.resize(2);
        scenario.tenants[0].name = "a";
        scenario.tenants[0].quotaGpus = quotaA;
        scenario.tenants[1].name = "b";
        scenario.tenants[1].quotaGpus = quotaB;
    }
    std::vector<std::vector<double>> finishes(const std::string& sharing)
    {
        scenario.policy.sharing = { sharing, {} };
        const auto sim = simulate(scenario, jobs);
        std::vector<std::vector<double>> out(2);
        for (JobIndex j = 0; j < sim->jobCount(); ++j) out[std::size_t(sim->spec(j).tenant)].push_back(sim->state(j).finishTime);
        return out;
    }
};

Finishes run(const std::string& sharing)
{
    Scenario scenario;
    scenario.cluster = Cluster::uniform(1, 1, 8);
    scenario.tenants.resize(2);
    scenario.tenants[0].name = "lender";
    scenario.tenants[0].quotaGpus = 4;
    scenario.tenants[1].name = "borrower";
    scenario.tenants[1].quotaGpus = 4;
    scenario.policy.sharing = { sharing, {} };
    std::vector<JobSpec> jobs;
    for (int i = 0; i < 4; ++i) jobs.push_back(gangJob("b" + std::to_string(i), 0, 100, 2, 1));
    jobs.push_back(gangJob("lender-job", 10, 50, 4, 0));
    const auto sim = simulate(scenario, std::move(jobs));
    Finishes out;
    for (JobIndex j = 0; j < sim->jobCount(); ++j) {
        const double finish = sim->state(j).finishTime;
        if (sim->spec(j).tenant == 1) out.borrower.push_back(finish);
        else out.lender = finish;
    }
    return out;
}

} // namespace

TEST(Sharing, StrictQuotasKeepIdleGpusForTheirOwner)
{
    const Finishes f = run("strict-quota");
    // Two borrower jobs at a time (its 4 GPUs); the lender's job starts the moment it arrives.
    EXPECT_EQ(f.borrower, (std::vector<double> { 100, 100, 200, 200 }));
    EXPECT_EQ(f.lender, 60);
}

TEST(Sharing, BorrowingLendsIdleQuotaAndTheLenderWaitsForItsReturn)
{
    const Finishes f = run("borrowing");
    // All four borrower jobs at once on the lender's idle quota; nothing is reclaimed, so the lender's
    // job waits for them to end.
    EXPECT_EQ(f.borrower, (std::vector<double> { 100, 100, 100, 100 }));
    EXPECT_EQ(f.lender, 150);
}

TEST(Sharing, ReclaimPreemptsTheLatestBorrowersForTheLendersJob)
{
    const Finishes f = run("reclaim");
    // At t = 10 the lender's job (within its quota) preempts the two borrower jobs started last (ties:
    // the later in the trace); their checkpoints take 30 s, so it starts at 40 and ends at 90. They
    // wait for it (the lender's quota is not lent while it waits), restart at 90 with 10 s of work
    // saved, restore for 30 s and need 90 s more: 210.
    EXPECT_EQ(f.borrower, (std::vector<double> { 100, 100, 210, 210 }));
    EXPECT_EQ(f.lender, 90);
}

TEST(Sharing, CapacitySchedulerServesTheQueueUsingTheLeastOfItsCapacity)
{
    // 8 GPUs, tenants of 2 GPUs' capacity each (4 in nobody's); each submits six 1-GPU jobs of 100 s at
    // t = 0, a's first.
    TwoTenants c(8, 2, 2);
    for (int t = 0; t < 2; ++t)
        for (int i = 0; i < 6; ++i) c.jobs.push_back(gangJob(std::string(1, char('a' + t)) + std::to_string(i), 0, 100, 1, t));
    // Borrowing in arrival order: a takes its 2 and the 4 free, b only its own 2.
    EXPECT_EQ(c.finishes("borrowing"), (std::vector<std::vector<double>> { { 100, 100, 100, 100, 100, 100 },
                                           { 100, 100, 200, 200, 200, 200 } }));
    // YARN: the queue with the smaller used capacity first, so they alternate and split the free 4.
    EXPECT_EQ(c.finishes("capacity"), (std::vector<std::vector<double>> { { 100, 100, 100, 100, 200, 200 },
                                          { 100, 100, 100, 100, 200, 200 } }));
}

TEST(Sharing, FairShareServesTheTenantThatUsedLeastFirst)
{
    // 4 GPUs, no quotas, equal weights. a runs a 4-GPU job of 1000 s from t = 0; at t = 100 a and then b
    // each submit a 4-GPU job of 100 s.
    TwoTenants c(4, 0, 0);
    c.jobs = { gangJob("a-long", 0, 1000, 4, 0), gangJob("a-next", 100, 100, 4, 0), gangJob("b-first", 100, 100, 4, 1) };
    // In arrival order a's second job goes first; by fair share b's (a used everything so far).
    EXPECT_EQ(c.finishes("none"), (std::vector<std::vector<double>> { { 1000, 1100 }, { 1200 } }));
    EXPECT_EQ(c.finishes("fair-share"), (std::vector<std::vector<double>> { { 1000, 1200 }, { 1100 } }));
}

TEST(Sharing, FairShareKeepsTheProportionsOfExtremeWeights)
{
    // a (weight 0.001) and b (0.002) have used the same; c (weight 1000000) nothing. Their factors
    // 2^-(usage share / weight share) are both below the smallest double, yet b, with twice a's weight,
    // must still go first.
    TwoTenants c(4, 0, 0);
    c.scenario.tenants[0].weight = 0.001;
    c.scenario.tenants[1].weight = 0.002;
    c.scenario.tenants.push_back(c.scenario.tenants[0]);
    c.scenario.tenants[2].name = "c";
    c.scenario.tenants[2].weight = 1e6;
    c.jobs = { gangJob("a-first", 0, 1000, 2, 0), gangJob("b-first", 0, 1000, 2, 1), gangJob("a-next", 100, 100, 4, 0),
        gangJob("b-next", 100, 100, 4, 1) };
    EXPECT_EQ(c.finishes("fair-share"), (std::vector<std::vector<double>> { { 1000, 1200 }, { 1000, 1100 } }));
}

TEST(Sharing, OneQueueIgnoresTenants)
{
    const Finishes f = run("none");
    EXPECT_EQ(f.borrower, (std::vector<double> { 100, 100, 100, 100 }));
    EXPECT_EQ(f.lender, 150);
}

TEST(Sharing, MistakesAreNamed)
{
    Scenario scenario;
    scenario.cluster = Cluster::uniform(1, 1, 8);
    scenario.policy.sharing = { "strict-quota", {} };
    auto noTenants = PolicyRegistry::instance().build(scenario.policy, scenario);
    ASSERT_FALSE(noTenants.ok());
    EXPECT_EQ(noTenants.error().where.field, "policy.sharing");
    PolicyConfig scheduled = scenario.policy;
    scheduled.scheduler = { "dally", {} };
    const Status withScheduler = PolicyRegistry::instance().validate(scheduled);
    ASSERT_FALSE(withScheduler.ok());
    EXPECT_NE(withScheduler.error().message.find("would ignore the tenants' quotas"), std::string::npos);
    PolicyConfig elastic = scenario.policy;
    elastic.sizing = { "optimus", {} };
    const Status withSizing = PolicyRegistry::instance().validate(elastic);
    ASSERT_FALSE(withSizing.ok());
    EXPECT_EQ(withSizing.error().where.field, "policy.sharing");
}

TEST(Sharing, AJobLargerThanItsTenantMayEverHoldIsRejectedWithTheReason)
{
    Scenario scenario;
    scenario.cluster = Cluster::uniform(1, 1, 8);
    scenario.tenants.resize(1);
    scenario.tenants[0].name = "small";
    scenario.tenants[0].quotaGpus = 2;
    scenario.tenants[0].limitGpus = 6;
    for (const char* sharing : { "strict-quota", "borrowing" }) {
        scenario.policy.sharing = { sharing, {} };
        const auto sim = simulate(scenario, { gangJob("j4", 0, 10, 4, 0), gangJob("j7", 0, 10, 7, 0) });
        // 4 GPUs: above the quota (never under strict quotas), within the limit (borrowing may start it).
        if (std::string(sharing) == "strict-quota") {
            EXPECT_EQ(sim->state(0).phase, JobPhase::Rejected);
            EXPECT_EQ(sim->rejectionOf(0), "needs 4 GPUs; tenant 'small' may hold 2 (its quota, under strict quotas)");
        } else {
            EXPECT_EQ(sim->state(0).phase, JobPhase::Finished);
        }
        // 7 GPUs: above the limit, under either.
        EXPECT_EQ(sim->state(1).phase, JobPhase::Rejected) << sharing;
        if (std::string(sharing) == "borrowing")
            EXPECT_EQ(sim->rejectionOf(1), "needs 7 GPUs; tenant 'small' may hold at most 6 (its limit)");
    }
}
