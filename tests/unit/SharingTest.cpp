// Sharing policies on a hand-computed case: what strict quotas cost a busy tenant, what borrowing
// gives it, and what borrowing without reclaim costs the lender (docs/policies.md, "Sharing").
#include "core/engine/Simulation.h"
#include "core/policy/PolicyRegistry.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

/// One machine of 8 GPUs, shared half and half by tenants "lender" and "borrower". The borrower
/// submits four 2-GPU jobs of 100 s at t = 0; the lender one 4-GPU job of 50 s at t = 10.
struct Finishes {
    std::vector<double> borrower;
    double lender = -1;
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
    SimulationSetup setup;
    setup.cluster = scenario.cluster;
    setup.tenants = scenario.tenants;
    for (int i = 0; i < 4; ++i) {
        JobSpec j;
        j.id = "b" + std::to_string(i);
        j.duration = 100;
        j.gpus = j.minGpus = j.maxGpus = 2;
        j.architecture = JobArchitecture::Gang;
        j.tenant = 1;
        setup.jobs.push_back(j);
    }
    JobSpec l;
    l.id = "lender-job";
    l.submitTime = 10;
    l.duration = 50;
    l.gpus = l.minGpus = l.maxGpus = 4;
    l.architecture = JobArchitecture::Gang;
    l.tenant = 0;
    setup.jobs.push_back(l);
    auto speed = makeSpeedModel("replay", {});
    EXPECT_TRUE(speed.ok());
    setup.speedModel = std::shared_ptr<const SpeedModel>(std::move(*speed));
    auto scheduler = PolicyRegistry::instance().build(scenario.policy, scenario);
    EXPECT_TRUE(scheduler.ok()) << scheduler.error().toString();
    setup.scheduler = std::move(*scheduler);
    Simulation sim(std::move(setup));
    sim.run();
    Finishes out;
    for (JobIndex j = 0; j < sim.jobCount(); ++j) {
        const double finish = sim.state(j).finishTime;
        if (sim.spec(j).tenant == 1) out.borrower.push_back(finish);
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
