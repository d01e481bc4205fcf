// A plan from a moment (docs/planning.md, "A plan from a moment"): the scenario's cluster runs alone up
// to `plan.from`, each configuration's machines join it then, and the levels hold for the jobs submitted
// from then on. Checked against the same question asked as forks with `join` events.
#include "core/io/ScenarioIo.h"
#include "core/plan/Planner.h"
#include "core/run/ScenarioRunner.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

std::string scenarioText(const std::string& plan)
{
    return R"(gantry: 1
name: Plan from a moment
seed: 5
cluster:
  gpu_types:
    - {name: V100, speed: 1.0, price_per_hour: 3.0}
  racks:
    - name: ra
      machines:
        - {name: a, gpu_type: V100, gpus: 4, count: 2}
workload:
  generator: poisson-philly
  generator_params: {jobs: 80, jobs_per_hour: 10, max_gpus: 4, max_duration_hours: 6}
policy: {ordering: fifo, placement: consolidate}
)" + plan;
}

const std::string kPlan = R"(plan:
  from: 3h
  machines:
    - {gpu_type: V100, gpus: 4, min: 0, max: 6}
  service_levels: {avg_wait_hours: 1.5}
)";

/// The since-moment summary of the plan's configuration `counts` run as the fork planForkOverlay writes.
Summary asFork(const Scenario& planned, const std::vector<int>& counts)
{
    Scenario scenario = planned;
    scenario.variants = { { "the plan's answer", planForkOverlay(planned, 0, counts) } };
    auto runs = runVariants(scenario, 1);
    EXPECT_TRUE(runs.ok()) << (runs ? "" : runs.error().toString());
    if (!runs) return {};
    const RunResult& fork = runs->at(1);
    return summarizeSince(fork, fork.forkedAt, fork.usageCostAtFork);
}

} // namespace

TEST(PlanFromMoment, TheAnswerIsTheFewestMachinesThatJoiningThenMeetTheLevelsSinceThen)
{
    auto s = parseScenario(scenarioText(kPlan), "plan.yaml", ".");
    ASSERT_TRUE(s.ok()) << s.error().toString();
    EXPECT_DOUBLE_EQ(s->plan.from, 3 * 3600.0);
    PlanOptions options;
    options.threads = 2;
    auto plan = runPlan(s.value(), options);
    ASSERT_TRUE(plan.ok()) << plan.error().toString();
    ASSERT_EQ(plan->best.size(), 1u);
    ASSERT_GE(plan->best[0], 0) << "some number of machines meets the level";
    const PlanPoint& best = plan->points[std::size_t(plan->best[0])];
    const int n = best.counts[0];
    ASSERT_GT(n, 0) << "the cluster alone does not meet the level (else the test asks nothing)";
    EXPECT_DOUBLE_EQ(best.clusterCostPerHour, n * 4 * 3.0) << "the price of the machines added";
    // The answer as a fork (what the GUI's "Add as what-if variant" adds): the plan's figures are the
    // fork's since the moment, exactly; one machine fewer misses the level.
    const std::string overlay = planForkOverlay(s.value(), 0, best.counts);
    EXPECT_NE(overlay.find("join: {gpu_type: \"V100\", count: " + std::to_string(n)), std::string::npos) << overlay;
    const Summary with = asFork(s.value(), best.counts);
    EXPECT_DOUBLE_EQ(best.mainMetric, with.avgWait);
    EXPECT_DOUBLE_EQ(best.usageCost, with.usageCost);
    EXPECT_LE(with.avgWait, 1.5 * 3600);
    EXPECT_GT(asFork(s.value(), { n - 1 }).avgWait, 1.5 * 3600) << "one machine fewer misses the level";
    for (const PlanPoint& p : plan->points) EXPECT_FALSE(p.bounded) << "no GPU-hours bound from a moment: it is about runs from zero";
    EXPECT_GT(asFork(s.value(), { 0 }).avgWait, 1.5 * 3600) << "adding nothing is the scenario alone";
}

TEST(PlanFromMoment, RoundTripsAndRefusesTenantsLevelsAndTimesAfterTheEnd)
{
    auto s = parseScenario(scenarioText(kPlan), "plan.yaml", ".");
    ASSERT_TRUE(s.ok());
    auto again = parseScenario(emitScenario(s.value()), "again.yaml", ".");
    ASSERT_TRUE(again.ok()) << again.error().toString();
    EXPECT_EQ(again->plan, s->plan);

    auto bad = parseScenario(scenarioText(R"(plan:
  from: 3 hours
  machines: [{gpu_type: V100, max: 2}]
  service_levels: {avg_wait_hours: 1}
)"),
        "plan.yaml", ".");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().where.field, "plan.from");
    EXPECT_EQ(bad.error().where.line, 16);

    auto late = parseScenario(scenarioText(R"(plan:
  from: 1000d
  machines: [{gpu_type: V100, max: 2}]
  service_levels: {avg_wait_hours: 1}
)"),
        "plan.yaml", ".");
    ASSERT_TRUE(late.ok());
    auto outcome = runPlan(late.value(), {});
    ASSERT_FALSE(outcome.ok());
    EXPECT_EQ(outcome.error().where.field, "plan.from");
    EXPECT_NE(outcome.error().message.find("nothing is left to plan from"), std::string::npos) << outcome.error().message;
}
