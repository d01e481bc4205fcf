// The HTML report: self-contained, and it carries the numbers of the runs and the plan it reports.

#include "core/io/ScenarioIo.h"
#include "core/io/SlurmConf.h"
#include "core/metrics/Comparison.h"
#include "core/plan/Planner.h"
#include "core/report/Report.h"
#include "core/report/Svg.h"
#include "core/util/Format.h"
#include "core/run/ScenarioRunner.h"

#include "tests/support/BundledScenario.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gantry;

TEST(Report, SelfContainedWithTheSummaryAndPlanNumbers)
{
    const Scenario scenario = gantry::testing::bundledScenario("cloud-cost.yaml");
    auto prepared = prepareReport(scenario, searchPlanForReport, 2);
    ASSERT_TRUE(prepared.ok()) << prepared.error().toString();
    const ReportInput& input = prepared.value();
    const std::optional<PlanOutcome>& plan = input.plan;
    ASSERT_TRUE(plan.has_value());
    const std::vector<RunResult>* runs = &input.runs;
    ASSERT_EQ(input.planAnswers, 2u) << "each policy's answer is an option, run as a variant";
    EXPECT_EQ(runs->size(), scenario.variants.size() + 1 + 2);
    const std::string html = reportHtml(input);

    // One file: no scripts, no links or sources outside it.
    for (const char* outside : { "http:", "https:", "src=", "href=", "<script", "url(", "@import" })
        EXPECT_EQ(html.find(outside), std::string::npos) << outside;
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_NE(html.find("</html>"), std::string::npos);

    // Every run's headline numbers, as the CLI prints them (in the tables a number keeps its unit on
    // its line: "26.2&nbsp;h").
    const auto unbroken = [](std::string text) {
        for (std::size_t at = text.find(' '); at != std::string::npos; at = text.find(' ', at)) text.replace(at, 1, "&nbsp;");
        return text;
    };
    // A column's durations share one unit, chosen from the column's values as the CLI's table does.
    for (const auto& m : comparisonMetrics()) {
        std::vector<double> values;
        for (const RunResult& r : *runs) values.push_back(m.value(r.summary));
        const ColumnFormat column = columnFormat(m, values);
        for (const RunResult& r : *runs) EXPECT_NE(html.find(unbroken(column.format(m.value(r.summary)))), std::string::npos) << m.title;
    }
    for (const RunResult& r : *runs) EXPECT_NE(html.find(htmlEscape(runLabel(r))), std::string::npos) << runLabel(r);
    // The plan's answer for each policy, the assumptions and the provenance.
    for (std::size_t k = 0; k < plan->policies.size(); ++k) {
        ASSERT_GE(plan->best[k], 0);
        EXPECT_NE(html.find(formatMoney(plan->points[std::size_t(plan->best[k])].clusterCostPerHour) + "/h"), std::string::npos);
    }
    EXPECT_NE(html.find(runs->front().meta.assumptions), std::string::npos);
    EXPECT_NE(html.find(runs->front().meta.scenarioSha256), std::string::npos);
    EXPECT_GE(std::count(html.begin(), html.end(), '\n'), 100);
    for (const char* broken : { ">nan", ">inf", "NaN", "\"nan", "\"inf" }) EXPECT_EQ(html.find(broken), std::string::npos) << broken;
    EXPECT_EQ(html.find("Per tenant"), std::string::npos); // no tenants, no such section
}

TEST(Report, EachTenantsWaitInEveryRun)
{
    const Scenario scenario = gantry::testing::bundledScenario("philly-tenants.yaml");
    auto runs = runVariants(scenario, 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    ReportInput input { scenario, runs.value(), std::nullopt, "2026-11-26", 0 };
    const std::string html = reportHtml(input);
    const auto section = html.find("<h2>Per tenant</h2>");
    ASSERT_NE(section, std::string::npos);
    const std::string tenants = html.substr(section, html.find("</section>", section) - section);
    for (const RunResult& r : runs.value())
        for (const TenantSummary& t : r.tenants) {
            EXPECT_NE(tenants.find(">" + htmlEscape(t.name) + "<"), std::string::npos) << t.name;
            EXPECT_NE(tenants.find(formatDuration(t.summary.avgWait)), std::string::npos) << t.name << " in " << runLabel(r);
        }
    // b436b2 waits longer in one queue than under its quota: shown as worse.
    const auto b436b2 = tenants.find(">b436b2<");
    const auto next = tenants.find("</tr>", b436b2);
    EXPECT_NE(tenants.substr(b436b2, next - b436b2).find("class=\"worse\""), std::string::npos);
}

// Where the trace records when each job really started (a recording of a real Slurm), the report says how
// closely the base run replays those starts, with the figures `gantry-cli calibrate` prints; a
// generated workload has no such section.
TEST(Report, StatesHowCloselyTheReplayMatchesTheRecordedStarts)
{
    const std::string lab = gantry::testing::testData("slurm-lab/mf-heavy");
    auto twin = importSlurmTwin({ lab + "/slurm.conf", lab + "/sacct.txt", lab + "/associations.txt", lab + "/twin.yaml" });
    ASSERT_TRUE(twin.ok()) << twin.error().toString();
    auto prepared = prepareReport(twin.value().scenario, {}, 1);
    ASSERT_TRUE(prepared.ok()) << prepared.error().toString();
    ASSERT_TRUE(prepared.value().fidelity.has_value());
    const WaitComparison& all = prepared.value().fidelity->overall();
    EXPECT_EQ(all.jobs, 200);
    const std::string html = reportHtml(prepared.value());
    EXPECT_NE(html.find("Against the real cluster"), std::string::npos);
    EXPECT_NE(html.find(formatPercent(all.within60) + " of 200 jobs start within a minute"), std::string::npos);
    EXPECT_NE(html.find(">" + formatPercent(all.within10) + "<"), std::string::npos);
    for (const Tenant& t : twin.value().scenario.tenants) EXPECT_NE(html.find(">" + t.name + "<"), std::string::npos) << t.name;
    // The same figures as calibrate's: the run against the recorded starts.
    auto recorded = loadWorkload(twin.value().scenario);
    ASSERT_TRUE(recorded.ok());
    auto direct = compareWaits(recorded.value().jobs, prepared.value().runs.front(), twin.value().scenario.tenants);
    ASSERT_TRUE(direct.ok());
    EXPECT_EQ(direct.value().overall().within60, all.within60);
    EXPECT_EQ(direct.value().overall().kendallTau, all.kendallTau);

    auto generated = prepareReport(gantry::testing::bundledScenario("cloud-cost.yaml"), {}, 1);
    ASSERT_TRUE(generated.ok());
    EXPECT_FALSE(generated.value().fidelity.has_value());
    EXPECT_EQ(reportHtml(generated.value()).find("Against the real cluster"), std::string::npos);
}
