// The two costs (docs/simulator-model.md, "Cost"): the cluster's cost, what its machines cost over the
// scenario's cost period whether busy, idle or failed, and the usage cost, the GPU-hours its jobs held.
// Which one the owner pays is the scenario's `cost.billing`; every comparison of costs is of that one.
#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"
#include "core/metrics/OutputWriter.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"

#include "tests/support/MixedRacksScenario.h"
#include "tests/support/ScenarioOrFail.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

std::string scenarioText(const std::string& rest) { return test::mixedRacksScenario("Cost test", 3, rest); }

Scenario parse(const std::string& rest) { return gantry::testing::scenarioOrFail(parseScenario(scenarioText(rest), "cost.yaml", ".")); }

std::vector<RunResult> runAll(const Scenario& s)
{
    auto runs = runVariants(s, 2);
    EXPECT_TRUE(runs.ok()) << (runs ? "" : runs.error().toString());
    return runs ? std::move(runs).value() : std::vector<RunResult> {};
}

double lastSubmission(const Scenario& s)
{
    auto w = loadWorkload(s);
    EXPECT_TRUE(w.ok());
    double last = 0;
    for (const JobSpec& j : w->jobs) last = std::max(last, j.submitTime);
    return last;
}

} // namespace

TEST(Cost, TwoPoliciesOnTheSameMachinesCostTheSame)
{
    const Scenario s = parse(R"(variants:
  - {name: SJF, policy: {ordering: sjf}}
  - {name: Tiresias, policy: {ordering: tiresias}}
)");
    const std::vector<RunResult> runs = runAll(s);
    ASSERT_EQ(runs.size(), 3u);
    const double period = lastSubmission(s);
    ASSERT_GT(period, 3600.0);
    for (const RunResult& r : runs) {
        EXPECT_DOUBLE_EQ(r.summary.costPeriod, period) << runLabel(r) << ": the period is the workload's span";
        EXPECT_NEAR(r.summary.clusterCost, 56.0 * period / 3600.0, 1e-6) << runLabel(r);
        EXPECT_NEAR(perMonth(r.summary.clusterCost, r.summary.costPeriod), 56.0 * 730, 1e-6) << runLabel(r);
    }
    // The usage cost is what the jobs held, which the policies change (Tiresias preempts, and its
    // checkpoints hold GPUs): the two costs are not the same number.
    EXPECT_NE(runs[0].summary.usageCost, runs[0].summary.clusterCost);
    EXPECT_NE(runs[2].summary.usageCost, runs[0].summary.usageCost);
}

TEST(Cost, MoreMachinesCostMoreWhenOwnedWhateverTheyDo)
{
    const Scenario s = parse(R"(variants:
  - name: a third rack
    cluster:
      racks: [)" + test::kMixedRacks + R"(, {name: rc, machines: [{name: c0, gpu_type: A100, gpus: 4, count: 2}]}]
)");
    const std::vector<RunResult> runs = runAll(s);
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_NEAR(runs[1].summary.clusterCost, 88.0 / 56.0 * runs[0].summary.clusterCost, 1e-6);
    // Idle machines cost nothing in use: the larger cluster's usage cost is not higher for its size.
    EXPECT_LT(runs[1].summary.usageCost, 88.0 / 56.0 * runs[0].summary.usageCost);
    // People compare the cost the owner pays: owned, the cluster's, per month.
    const std::string table = comparisonTable(runs);
    EXPECT_NE(table.find("cluster cost/month"), std::string::npos) << table;
    EXPECT_EQ(table.find("usage cost/month"), std::string::npos) << table;
    EXPECT_NE(table.find(formatMoney(88.0 * 730)), std::string::npos) << table;
    EXPECT_NE(table.find("+57.1%"), std::string::npos) << table;
}

TEST(Cost, FailedMachinesStillCostMachinesThatLeaveDoNot)
{
    const Scenario s = parse(R"(variants:
  - {name: rack fails, at: 1h, events: [{fail: {rack: ra}}]}
  - {name: rack leaves, at: 1h, events: [{leave: {rack: ra}}]}
  - {name: A100 price doubles, at: 1h, events: [{price: {gpu_type: A100, price_per_hour: 8}}]}
)");
    const std::vector<RunResult> runs = runAll(s);
    ASSERT_EQ(runs.size(), 4u);
    const double period = runs[0].summary.costPeriod, hours = period / 3600.0;
    EXPECT_NEAR(runs[1].summary.clusterCost, runs[0].summary.clusterCost, 1e-6) << "a failed rack is still paid for";
    EXPECT_NEAR(runs[2].summary.clusterCost, 56.0 + 32.0 * (hours - 1), 1e-6) << "the V100 rack is paid for until it leaves";
    EXPECT_NEAR(runs[3].summary.clusterCost, 56.0 + 88.0 * (hours - 1), 1e-6);
    // Since the fork: the cluster's cost over the rest of the period.
    const Summary since = summarizeSince(runs[2], 3600.0, runs[2].usageCostAtFork);
    EXPECT_NEAR(since.clusterCost, 32.0 * (hours - 1), 1e-6);
    EXPECT_NEAR(since.costPeriod, period - 3600.0, 1e-9);
    const std::string summary = summaryJson(runs[2]);
    EXPECT_NE(summary.find("\"cluster_cost\": "), std::string::npos);
    EXPECT_NE(summary.find("\"usage_cost\": "), std::string::npos);
    EXPECT_NE(summary.find("\"usage_cost_at_fork\": "), std::string::npos);
    EXPECT_EQ(summary.find("\"total_cost\""), std::string::npos) << "no cost without its name";
}

TEST(Cost, ThePeriodIsTheScenariosOrItsBaseWorkloadsForEveryVariant)
{
    const Scenario named = parse(R"(cost: {period: 30d}
variants:
  - {name: busier, workload: {arrival_scale: 0.5}}
)");
    for (const RunResult& r : runAll(named)) {
        EXPECT_DOUBLE_EQ(r.summary.costPeriod, 30 * 86400.0) << runLabel(r);
        EXPECT_NEAR(r.summary.clusterCost, 56.0 * 720, 1e-6) << runLabel(r);
    }
    const Scenario span = parse(R"(variants:
  - {name: busier, workload: {arrival_scale: 0.5}}
)");
    const std::vector<RunResult> runs = runAll(span);
    ASSERT_EQ(runs.size(), 2u);
    EXPECT_DOUBLE_EQ(runs[1].summary.costPeriod, runs[0].summary.costPeriod)
        << "a variant that draws its jobs faster is costed over its base's period";
    EXPECT_DOUBLE_EQ(runs[1].summary.clusterCost, runs[0].summary.clusterCost);
}

TEST(Cost, OnDemandAndSpotPayTheUsage)
{
    const Scenario onDemand = parse("cost: {billing: on-demand}\n");
    const Scenario spot = parse("cost: {billing: spot}\n");
    const std::vector<RunResult> a = runAll(onDemand), b = runAll(spot);
    ASSERT_EQ(a.size(), 1u);
    ASSERT_EQ(b.size(), 1u);
    EXPECT_EQ(a[0].meta.billing, Billing::OnDemand);
    // Spot prices every machine at its type's spot price: $1 and $1.20 an hour for $3 and $4.
    EXPECT_NEAR(b[0].capacity.front().pricePerHour, 8 * 1.0 + 8 * 1.2, 1e-9);
    EXPECT_EQ(b[0].summary.avgJct, a[0].summary.avgJct) << "prices change no consolidated placement";
    EXPECT_GT(b[0].summary.usageCost, 0.29 * a[0].summary.usageCost);
    EXPECT_LT(b[0].summary.usageCost, 0.34 * a[0].summary.usageCost);
    const std::string table = comparisonTable(a);
    EXPECT_NE(table.find("usage cost/month"), std::string::npos) << table;
    EXPECT_EQ(table.find("cluster cost/month"), std::string::npos) << table;
    EXPECT_NE(comparisonCsv(a).find("billing=on-demand"), std::string::npos);
}

TEST(Cost, TheFileSaysWhichCostItsOwnerPays)
{
    auto error = [](const std::string& rest) {
        auto s = parseScenario(scenarioText(rest), "cost.yaml", ".");
        EXPECT_FALSE(s.ok()) << rest;
        return s ? Error {} : s.error();
    };
    Error e = error("cost: {billing: rented}\n");
    EXPECT_EQ(e.where.field, "cost.billing");
    EXPECT_EQ(e.where.line, 15);
    EXPECT_NE(e.message.find("owned"), std::string::npos) << e.message;
    EXPECT_NE(e.message.find("on-demand"), std::string::npos) << e.message;
    e = error("cost: {period: 0}\n");
    EXPECT_EQ(e.where.field, "cost.period");
    e = error("cost: {period: soon}\n");
    EXPECT_EQ(e.where.field, "cost.period");
    e = error("cost: {bill: owned}\n");
    EXPECT_EQ(e.where.field, "cost.bill");
    e = error("variants:\n  - {name: rented, cost: {billing: on-demand}}\n");
    EXPECT_EQ(e.where.field, "variants[0].cost") << "every variant is costed alike";

    // Saved and read back; a scenario that names no cost is written (and hashed) as before.
    const Scenario s = parse("cost: {billing: reserved, period: 7d}\n");
    EXPECT_EQ(s.cost.billing, Billing::Reserved);
    EXPECT_DOUBLE_EQ(s.cost.periodSeconds, 7 * 86400.0);
    auto again = parseScenario(emitScenario(s), "again.yaml", ".");
    ASSERT_TRUE(again.ok()) << again.error().toString();
    EXPECT_EQ(again->cost, s.cost);
    EXPECT_EQ(emitScenario(parse("")).find("cost:"), std::string::npos);
}
