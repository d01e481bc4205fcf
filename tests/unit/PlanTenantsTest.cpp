// The planner speaks tenants (docs/planning.md, "Tenants"): a service level may hold for one tenant's
// jobs, and the answer may be a quota split as well as a cluster size. A case small enough to work out
// by hand, and the plan section's round trip and located mistakes.

#include "core/io/ScenarioIo.h"
#include "core/plan/Planner.h"
#include "tests/support/TempDir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace gantry;

using gantry::testing::TempDir;

namespace {

/// Team b submits two 1-GPU jobs of an hour at t = 0, team a one; the cluster is 1-GPU machines, FIFO
/// under strict quotas. Team b's p95 wait must stay under half an hour. With 1 GPU of quota, b's second
/// job waits an hour on any cluster; with 3, two machines suffice (b's two jobs start at once, a's waits:
/// nobody asked anything of a).
std::string scenarioText(const std::string& dir)
{
    {
        std::ofstream trace(dir + "/teams.csv");
        trace << "trace,job_id,submit_time_s,duration_s,num_gpus,gpu_type,user,vc,status,model,queue_delay_s,num_attempts,qos,"
                 "orig_submit_time\n"
                 "t,b1,0,3600,1,,,b,completed,,,,,\n"
                 "t,b2,0,3600,1,,,b,completed,,,,,\n"
                 "t,a1,0,3600,1,,,a,completed,,,,,\n";
    }
    return R"(gantry: 1
name: two teams
seed: 1
cluster:
  gpu_types:
    - {name: G, speed: 1.0, price_per_hour: 1.0}
  shape: 1x1x1
workload: {trace: teams.csv, format: common-csv}
speed_model: {name: replay}
policy: {ordering: fifo, placement: first-fit, sharing: strict-quota}
tenants:
  - {name: a, quota: 2}
  - {name: b, quota: 2}
plan:
  machines:
    - {gpu_type: G, gpus: 1, min: 1, max: 4}
  quota_splits:
    - {name: a first, tenants: [{name: a, quota: 3}, {name: b, quota: 1}]}
    - {name: b first, tenants: [{name: a, quota: 1}, {name: b, quota: 3}]}
  service_levels:
    tenants:
      b: {p95_wait_hours: 0.5}
)";
}


} // namespace

TEST(PlanTenants, ALevelForOneTenantPicksTheQuotaSplitAndTheClusterSize)
{
    TempDir dir;
    auto scenario = parseScenario(scenarioText(dir.path.string()), dir.path.string() + "/teams.yaml", dir.path.string());
    ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
    const Plan& plan = scenario.value().plan;
    ASSERT_EQ(plan.serviceLevels.size(), 1u);
    EXPECT_EQ(plan.serviceLevels[0].tenant, "b");
    EXPECT_EQ(describeLevels(plan), "b's p95 wait at most 30.0 min");
    ASSERT_EQ(planOptionCount(plan), 2);

    PlanOptions exhaustive;
    exhaustive.exhaustive = true;
    auto outcome = runPlan(scenario.value(), exhaustive);
    ASSERT_TRUE(outcome.ok()) << outcome.error().toString();
    const PlanOutcome& o = outcome.value();
    ASSERT_EQ(o.policies.size(), 2u);
    EXPECT_NE(o.policies[0].find("quotas: a first"), std::string::npos);
    EXPECT_NE(o.policies[1].find("quotas: b first"), std::string::npos);
    // "a first": b's second job waits an hour whatever the cluster.
    EXPECT_EQ(o.best[0], -1);
    for (const PlanPoint& p : o.points)
        if (p.policy == 0) EXPECT_EQ(p.verdict, "b's p95 wait 60.0 min > 30.0 min (seed 1)");
    // "b first": two machines, and not one.
    ASSERT_GE(o.best[1], 0);
    EXPECT_EQ(o.points[std::size_t(o.best[1])].counts, std::vector<int> { 2 });
    EXPECT_EQ(o.points[std::size_t(o.best[1])].mainMetric, 0); // b's p95 wait: nobody of b waited
}

TEST(PlanTenants, PerTenantLevelsAndSplitsRoundTripAndMistakesAreLocated)
{
    TempDir dir;
    const std::string text = scenarioText(dir.path.string());
    auto scenario = parseScenario(text, dir.path.string() + "/teams.yaml", dir.path.string());
    ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
    auto again = parseScenario(emitScenario(scenario.value()), dir.path.string() + "/teams.yaml", dir.path.string());
    ASSERT_TRUE(again.ok()) << again.error().toString();
    EXPECT_EQ(again.value().plan, scenario.value().plan);

    auto expectError = [&](const std::string& from, const std::string& to, const std::string& field) {
        std::string broken = text;
        broken.replace(broken.find(from), from.size(), to);
        auto bad = parseScenario(broken, dir.path.string() + "/teams.yaml", dir.path.string());
        ASSERT_FALSE(bad.ok()) << to;
        EXPECT_EQ(bad.error().where.field, field) << bad.error().toString();
        EXPECT_GT(bad.error().where.line, 0) << bad.error().toString();
    };
    expectError("      b: {p95_wait_hours: 0.5}", "      c: {p95_wait_hours: 0.5}", "plan.service_levels.tenants.c");
    expectError("      b: {p95_wait_hours: 0.5}", "      b: {p95_wait: 0.5}", "plan.service_levels.tenants.b.p95_wait");
    expectError("{name: b, quota: 1}]}", "{name: c, quota: 1}]}", "plan.quota_splits[0].tenants");
    expectError("{name: b, quota: 1}]}", "{name: b, quota: -1}]}", "plan.quota_splits[0].tenants[1].quota");
    expectError("name: b first,", "name: a first,", "plan.quota_splits[1].name");
    // A split that leaves out team b would leave b's jobs in no tenant, and its level unjudged.
    expectError("{name: a, quota: 1}, {name: b, quota: 3}]}", "{name: a, quota: 4}]}", "plan.quota_splits[1].tenants");
}

TEST(PlanTenants, ASplitWhoseTenantsLeaveJobsInNoneIsRefusedBeforeAnyRun)
{
    // Every tenant is in the split, but b's members no longer claim VC b: its jobs would belong to no one.
    TempDir dir;
    std::string text = scenarioText(dir.path.string());
    const std::string from = "{name: b, quota: 3}]}";
    text.replace(text.find(from), from.size(), "{name: b, quota: 3, members: [x]}]}");
    auto scenario = parseScenario(text, dir.path.string() + "/teams.yaml", dir.path.string());
    ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
    auto outcome = runPlan(scenario.value(), {});
    ASSERT_FALSE(outcome.ok());
    EXPECT_EQ(outcome.error().where.field, "plan.quota_splits[1].tenants");
    EXPECT_NE(outcome.error().message.find("quota split 'b first': job 'b1' (VC 'b') belongs to no tenant"), std::string::npos)
        << outcome.error().message;
}

TEST(PlanTenants, PoliciesTimesSplitsAreCountedBeforeAnyIsRead)
{
    // 2 policies x 501 splits: more options than a plan compares, refused at quota_splits before any
    // split is checked (the last one names a tenant the scenario lacks).
    TempDir dir;
    std::string text = scenarioText(dir.path.string());
    std::string splits = "  policies: [{sharing: strict-quota}, {sharing: borrowing}]\n  quota_splits:\n";
    for (int i = 0; i < 500; ++i)
        splits += "    - {name: s" + std::to_string(i) + ", tenants: [{name: a, quota: 1}, {name: b, quota: 3}]}\n";
    splits += "    - {name: wrong, tenants: [{name: c, quota: 1}]}\n";
    const std::size_t from = text.find("  quota_splits:\n"), to = text.find("  service_levels:");
    text.replace(from, to - from, splits);
    auto bad = parseScenario(text, dir.path.string() + "/teams.yaml", dir.path.string());
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().where.field, "plan.quota_splits");
    EXPECT_NE(bad.error().message.find("compares 1,002 options (2 policies x 501 quota splits), more than the 1,000 a plan may compare"),
        std::string::npos)
        << bad.error().message;
}

TEST(PlanTenants, ALevelAboutATenantWithoutJobsIsRefusedNotMetByNothing)
{
    // In "b first", team b's members match no job (its jobs fall to the default tenant a): its level
    // would be met by an empty set on any cluster.
    TempDir dir;
    std::string text = scenarioText(dir.path.string());
    const std::string from = "{name: a, quota: 1}, {name: b, quota: 3}]}";
    text.replace(text.find(from), from.size(), "{name: a, quota: 1, default: true}, {name: b, quota: 3, members: [x]}]}");
    auto scenario = parseScenario(text, dir.path.string() + "/teams.yaml", dir.path.string());
    ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
    auto outcome = runPlan(scenario.value(), {});
    ASSERT_FALSE(outcome.ok());
    EXPECT_EQ(outcome.error().where.field, "plan.quota_splits[1].tenants");
    EXPECT_NE(outcome.error().message.find("quota split 'b first': no job of the workload belongs to tenant 'b'"), std::string::npos)
        << outcome.error().message;
}
