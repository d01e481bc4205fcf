// The decision a report's page 1 and the GUI's What-if tab lead with (core/report/Decision.h): every
// option against the service levels and today's cluster, by the cost the owner pays, and the one to choose.
#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"
#include "core/report/Decision.h"
#include "core/plan/Planner.h"
#include "core/report/Report.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"

#include "tests/support/BundledScenario.h"
#include "tests/support/MixedRacksScenario.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace gantry;

namespace {

/// Two racks of two 4-GPU V100 machines ($3 a GPU-hour), 60 jobs in about 5 hours.
std::string scenarioText(const std::string& rest)
{
    return R"(gantry: 1
name: Decision test
seed: 5
cluster:
  gpu_types:
    - {name: V100, speed: 1.0, price_per_hour: 3.0, spot_price_per_hour: 1.0, memory_gb: 32}
  shape: 2x2x4
)" + test::kSixtyJobsFifo + R"(variants:
  - {name: SJF, policy: {ordering: sjf}}
  - {name: twice the machines, cluster: {shape: 2x4x4}}
  - {name: half the machines, cluster: {shape: 1x2x4}}
  - {name: a rack fails, at: 1h, events: [{fail: {rack: r0}}]}
)" + rest;
}

std::pair<Scenario, std::vector<RunResult>> run(const std::string& rest)
{
    auto s = parseScenario(scenarioText(rest), "decision.yaml", ".");
    EXPECT_TRUE(s.ok()) << (s ? "" : s.error().toString());
    if (!s) return {};
    auto runs = runVariants(s.value(), 2);
    EXPECT_TRUE(runs.ok()) << (runs ? "" : runs.error().toString());
    return { s.value(), runs ? std::move(runs).value() : std::vector<RunResult> {} };
}

/// The level of average waiting the runs put between `meets` (at or under) and the others: a limit halfway
/// between the worst that meets and the best that does not.
std::string levelBetween(const std::vector<RunResult>& runs, const std::vector<std::string>& meets)
{
    double worstIn = 0, bestOut = INFINITY;
    for (const RunResult& r : runs) {
        if (r.forkedAt >= 0) continue;
        const bool in = std::find(meets.begin(), meets.end(), runLabel(r)) != meets.end();
        (in ? worstIn : bestOut) = in ? std::max(worstIn, r.summary.avgWait) : std::min(bestOut, r.summary.avgWait);
    }
    EXPECT_LT(worstIn, bestOut) << "no level separates them";
    return "plan:\n  machines: [{gpu_type: V100, gpus: 4, min: 1, max: 8}]\n  service_levels: {avg_wait_hours: "
        + std::to_string((worstIn + bestOut) / 2 / 3600.0) + "}\n";
}

} // namespace

TEST(Decision, TheCheapestOptionThatKeepsTheLevelsAndNeverALargerClusterAsCheaper)
{
    const auto [plain, runs] = run("");
    ASSERT_EQ(runs.size(), 5u);
    // A level that twice the machines and SJF keep and today's cluster does not.
    const auto [s, again] = run(levelBetween(runs, { "SJF", "twice the machines" }));
    ASSERT_EQ(again.size(), 5u);
    const Decision d = decide(s, titledRuns(again).runs);
    ASSERT_EQ(d.options.size(), 4u) << "the fork is an event, not an option";
    EXPECT_EQ(d.options[0].name, "today's cluster");
    EXPECT_FALSE(d.options[0].meets());
    EXPECT_EQ(d.options[0].machines, 4);
    EXPECT_EQ(d.options[2].machines, 8);
    // Owned: the cluster's cost, per month; SJF on the same machines costs the same, twice the machines twice.
    EXPECT_NEAR(d.options[0].costPerMonth, 16 * 3.0 * 730, 1e-6);
    EXPECT_NEAR(d.options[1].costPerMonth, d.options[0].costPerMonth, 1e-6);
    EXPECT_NEAR(d.options[2].costPerMonth, 2 * d.options[0].costPerMonth, 1e-6);
    for (std::size_t i = 1; i < d.options.size(); ++i)
        if (d.options[i].machines > d.options[0].machines) {
            EXPECT_GT(d.options[i].costPerMonth, d.options[0].costPerMonth) << d.options[i].name;
            EXPECT_EQ(d.costAgainstToday(i).rfind("+", 0), 0u) << d.costAgainstToday(i);
        }
    ASSERT_EQ(d.recommended, 1) << d.answer;
    EXPECT_NE(d.answer.find("Choose “SJF”"), std::string::npos) << d.answer;
    EXPECT_NE(d.answer.find("the same cluster cost as today's cluster"), std::string::npos) << d.answer;
    EXPECT_NE(d.answer.find("“twice the machines” (+" + formatMoney(d.options[2].costPerMonth - d.options[0].costPerMonth) + " a month)"),
        std::string::npos)
        << d.answer;
    EXPECT_EQ(d.answer.find("less than today"), std::string::npos) << d.answer;
    EXPECT_EQ(d.machinesAgainstToday(2), "+4 machines");
    EXPECT_EQ(d.machinesAgainstToday(3), "\u22122 machines");
}

TEST(Decision, OnDemandComparesTheUsageCostAndSaysWhenNothingKeepsTheLevels)
{
    // No job finishes within 36 s: nothing keeps a p95 JCT that short.
    const auto [s, again] = run("plan:\n  machines: [{gpu_type: V100, gpus: 4, min: 1, max: 8}]\n  service_levels: {p95_jct_hours: 0.01}\n"
                                "cost: {billing: on-demand}\n");
    const Decision d = decide(s, titledRuns(again).runs);
    EXPECT_EQ(d.billing, Billing::OnDemand);
    EXPECT_EQ(d.recommended, -1);
    ASSERT_GE(d.closest, 0);
    EXPECT_NE(d.answer.find("No option keeps p95 JCT at most"), std::string::npos) << d.answer;
    for (const DecisionOption& o : d.options)
        EXPECT_NEAR(o.costPerMonth, perMonth(o.run->summary.usageCost, o.run->summary.costPeriod), 1e-6) << o.name;
}

TEST(Decision, WithoutLevelsItRecommendsNothing)
{
    const auto [s, runs] = run("");
    const Decision d = decide(s, titledRuns(runs).runs);
    EXPECT_EQ(d.recommended, -1);
    EXPECT_NE(d.answer.find("names no service level"), std::string::npos) << d.answer;
    EXPECT_NE(d.answer.find("“half the machines” the lowest cluster cost"), std::string::npos)
        << "the cheapest by the cluster's cost is the smallest cluster: " << d.answer;
}

TEST(Decision, PhillyCapacityPageOneAnswersAgainstTodaysCluster)
{
    // The bundled question: buy GPUs or change the scheduler? The plan's answers are options too.
    auto prepared = prepareReport(gantry::testing::bundledScenario("philly-capacity.yaml"), searchPlanForReport, 2);
    ASSERT_TRUE(prepared.ok()) << prepared.error().toString();
    const ReportInput& input = prepared.value();
    const Decision d = decide(input.scenario, titledRuns(input.runs).runs, input.planAnswers);
    ASSERT_GE(d.recommended, 0) << d.answer;
    const DecisionOption& chosen = d.options[std::size_t(d.recommended)];
    EXPECT_TRUE(chosen.meets());
    for (const DecisionOption& o : d.options) {
        if (o.meets()) EXPECT_GE(o.costPerMonth, chosen.costPerMonth - 1.0) << o.name << " keeps the level for less";
        if (o.machines > d.options[0].machines) EXPECT_GT(o.costPerMonth, d.options[0].costPerMonth) << o.name;
    }
    EXPECT_FALSE(d.options[0].meets()) << "FIFO on today's 32 machines waits 14 h: its p95 JCT is over 12 h";
    // Page 1 of the HTML: the answer, every option that keeps the level with its cluster cost a month.
    const std::string html = reportHtml(input);
    const std::string page1 = html.substr(0, html.find("</section>"));
    EXPECT_NE(page1.find(d.answer.substr(0, 20)), std::string::npos);
    for (const DecisionOption& o : d.options)
        if (o.meets()) EXPECT_NE(page1.find(formatMoney(o.costPerMonth)), std::string::npos) << o.name;
    EXPECT_NE(page1.find("cluster cost/month"), std::string::npos);
    EXPECT_EQ(page1.find("usage cost"), std::string::npos) << "an owned cluster's page 1 speaks of the cluster's cost";
}

TEST(Decision, CloudCostPageOneComparesTheUsageCost)
{
    // A team that rents on demand pays for GPU-hours held: page 1 compares that, per month, and its
    // plan's answers are the cheapest by it.
    const Scenario scenario = gantry::testing::bundledScenario("cloud-cost.yaml");
    ASSERT_EQ(scenario.cost.billing, Billing::OnDemand);
    auto prepared = prepareReport(scenario, searchPlanForReport, 2);
    ASSERT_TRUE(prepared.ok()) << prepared.error().toString();
    const ReportInput& input = prepared.value();
    const Decision d = decide(input.scenario, titledRuns(input.runs).runs, input.planAnswers);
    for (const DecisionOption& o : d.options)
        EXPECT_NEAR(o.costPerMonth, perMonth(o.run->summary.usageCost, o.run->summary.costPeriod), 1e-6) << o.name;
    if (d.recommended >= 0)
        for (const DecisionOption& o : d.options)
            if (o.meets()) EXPECT_GE(o.costPerMonth, d.options[std::size_t(d.recommended)].costPerMonth - 1.0) << o.name;
    const std::string html = reportHtml(input);
    const std::string page1 = html.substr(0, html.find("</section>"));
    EXPECT_NE(page1.find("usage cost/month"), std::string::npos);
    EXPECT_EQ(page1.find("cluster cost/month"), std::string::npos) << "a team billed on use is not told the cluster's cost on page 1";
    EXPECT_NE(page1.find("on-demand"), std::string::npos) << "page 1 says which cost it compares, and why";
}
