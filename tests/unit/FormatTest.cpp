// Text for people (core/util/Format.h), exact text for files (core/util/Text.h) and the comparison
// table built from both (core/metrics/Comparison.h).
#include "core/metrics/Comparison.h"
#include "core/util/Format.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

using namespace gantry;

TEST(Format, DurationsInTheUnitAPersonReads)
{
    EXPECT_EQ(formatDuration(7.25), "7.2 s");
    EXPECT_EQ(formatDuration(42), "42 s");
    EXPECT_EQ(formatDuration(5400), "90.0 min");
    EXPECT_EQ(formatDuration(36398), "10.1 h");
    EXPECT_EQ(formatDuration(3 * 86400), "3.0 d");
    EXPECT_EQ(formatDuration(-1), "–");
    EXPECT_EQ(formatDuration(std::nan("")), "–");
    EXPECT_EQ(formatDuration(INFINITY), "–");
}

TEST(Format, MoneyPercentAndDelta)
{
    EXPECT_EQ(formatMoney(784.281), "$784.28");
    EXPECT_EQ(formatMoney(12345), "$12.3k");
    EXPECT_EQ(formatMoney(2.5e6), "$2.50M");
    EXPECT_EQ(formatPercent(0.8075), "80.8%");
    EXPECT_EQ(formatDelta(90, 100), "−10.0%");
    EXPECT_EQ(formatDelta(112.34, 100), "+12.3%");
    EXPECT_EQ(formatDelta(100, 100), "±0%");
    EXPECT_EQ(formatDelta(5, 0), "n/a");
    EXPECT_EQ(formatDelta(0, 0), "±0%");
}

namespace {
/// A stand-in for the GUI's Qt translator: German patterns for the units, money and per cent, and
/// German plural forms for one text, as the .ts file gives them.
std::string german(const char* context, const char* text, const char*, int count)
{
    const std::string c = context, t = text;
    if (c == "Format" && t == "%1 min") return "%1 min";
    if (c == "Format" && t == "$%1") return "%1 $";
    if (c == "Format" && t == "%1%") return "%1 %";
    if (c == "Report" && t == "%n GPUs") return count == 1 ? "1 GPU" : fillIn("%1 GPUs", { std::to_string(count) });
    return t;
}

/// Installs German for one test and English again after it, whatever the test does.
struct GermanForThisTest {
    GermanForThisTest() { setLanguage(german, NumberSigns { ",", "." }); }
    ~GermanForThisTest() { setLanguage(nullptr, NumberSigns {}); }
};
} // namespace

TEST(Format, NumbersForPeopleFollowTheInstalledLanguageButFilesNever)
{
    {
        GermanForThisTest de;
        EXPECT_EQ(formatDuration(750), "12,5 min");
        EXPECT_EQ(formatMoney(131.2), "131,20 $");
        EXPECT_EQ(formatMoney(12345), "12,3k $");
        EXPECT_EQ(formatPercent(0.8075), "80,8 %");
        EXPECT_EQ(formatDelta(90, 100), "−10,0 %");
        EXPECT_EQ(formatCount(1234567), "1.234.567");
        EXPECT_EQ(formatCompact(62210), "62,21k");
        EXPECT_EQ(translate("Report", "%n GPUs", nullptr, 1), "1 GPU");
        // Files keep the point whatever the language.
        EXPECT_EQ(formatNumber(12.5), "12.5");
        EXPECT_EQ(formatFixed(12.5, 1), "12.5");
    }
    EXPECT_EQ(formatDuration(750), "12.5 min");
    EXPECT_EQ(formatCount(1234567), "1,234,567");
    // Without a translator the text is its own translation, with %n the count (Qt's rule).
    EXPECT_EQ(translate("Report", "%n GPUs", nullptr, 3), "3 GPUs");
    EXPECT_EQ(translate("Report", "no count %n"), "no count %n");
}

TEST(Format, FillInPutsArgumentsWhereTheTranslationWantsThem)
{
    EXPECT_EQ(fillIn("%1's %2", { "team-a", "p95 wait" }), "team-a's p95 wait");
    EXPECT_EQ(fillIn("%2 von %1", { "team-a", "p95-Wartezeit" }), "p95-Wartezeit von team-a");
    EXPECT_EQ(fillIn("100% of %1", { "GPUs" }), "100% of GPUs") << "a % that is not a placeholder stays";
    EXPECT_EQ(fillIn("%1 and %3", { "a", "b" }), "a and %3") << "a missing argument leaves its placeholder";
    EXPECT_EQ(fillIn("%1", { "%2", "x" }), "%2") << "an argument is not filled in again";
}

TEST(Format, PaddingCountsCharactersNotBytes)
{
    EXPECT_EQ(displayWidth("−10.0%"), 6u); // the minus sign is three bytes
    EXPECT_EQ(displayWidth("SJF — 最短"), 10u); // CJK characters take two columns, as a terminal draws them
    EXPECT_EQ(displayWidth("e\xcc\x81"), 1u);  // e + combining acute accent
    EXPECT_EQ(padLeft("−1%", 5), "  −1%");
    EXPECT_EQ(padRight("±0%", 4), "±0% ");
    EXPECT_EQ(padLeft("longer", 3), "longer");
}

TEST(Text, ExactNumbersAndFields)
{
    EXPECT_EQ(formatNumber(0.1), "0.1");
    EXPECT_EQ(formatNumber(-0.0), "0");
    EXPECT_EQ(formatNumber(1e-7), "1e-07");
    EXPECT_EQ(formatNumber(std::nan("")), "nan");
    EXPECT_EQ(std::stod(formatNumber(36398.123456789)), 36398.123456789);
    EXPECT_EQ(csvField("plain"), "plain");
    EXPECT_EQ(csvField("a,b"), "\"a,b\"");
    EXPECT_EQ(csvField("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(csvField("line\rbreak"), "\"line\rbreak\"");
    EXPECT_EQ(jsonEscape("a\"b\\c\n\x01"), "a\\\"b\\\\c\\n\\u0001");
    // UTF-8 passes through; bytes that are not UTF-8 become U+FFFD, so a line is always valid JSON.
    EXPECT_EQ(jsonEscape("gr\xc3\xbc\xc3\x9f" "e \xe2\x88\x92"), "gr\xc3\xbc\xc3\x9f" "e \xe2\x88\x92");
    EXPECT_EQ(jsonEscape("bad\xff\xc3"), "bad\\ufffd\\ufffd");
    EXPECT_TRUE(isValidUtf8("plain \xe2\x88\x92 \xf0\x9f\x98\x80"));
    EXPECT_FALSE(isValidUtf8("\xff"));
    EXPECT_FALSE(isValidUtf8("\xc0\xaf"));         // overlong '/'
    EXPECT_FALSE(isValidUtf8("\xed\xa0\x80"));     // a surrogate
    EXPECT_FALSE(isValidUtf8("\xe2\x88"));         // cut short
}

namespace {
RunResult run(const std::string& variant, double avgJct, double cost, int rejected = 0)
{
    RunResult r;
    r.meta.version = "0.1.0";
    r.meta.seed = 7;
    r.meta.scenarioSha256 = std::string(64, 'a');
    r.meta.variantName = variant;
    r.summary.avgJct = avgJct;
    r.summary.p95Jct = avgJct * 3;
    r.summary.makespan = avgJct * 10;
    r.summary.avgWait = avgJct / 4;
    r.summary.gpuUtilization = 0.5;
    r.summary.usageCost = cost;
    r.summary.finished = 10 - rejected;
    r.summary.rejected = rejected;
    return r;
}
} // namespace

TEST(Comparison, TableIsReadableAndAlignedCsvIsExact)
{
    const std::vector<RunResult> runs { run("", 36398, 784.28), run("fewer GPUs", 40037.8, 700, 2), run("a,b", 36398, 784.28) };
    const std::string table = comparisonTable(runs);
    std::istringstream lines(table);
    std::string header, base, fewer, same;
    std::getline(lines, header);
    std::getline(lines, base);
    std::getline(lines, fewer);
    std::getline(lines, same);
    EXPECT_EQ(header.rfind("variant", 0), 0u);
    EXPECT_NE(base.find("10.1 h"), std::string::npos) << table;
    // Two of its jobs never ran: its figures count other jobs than the base's, so no change is shown.
    EXPECT_NE(fewer.find("11.1 h "), std::string::npos) << table;
    EXPECT_EQ(fewer.find("(+10.0%)"), std::string::npos) << table;
    EXPECT_NE(fewer.find("(not comparable: 2 of its 10 jobs never ran (the base: 0 of 10))"), std::string::npos) << table;
    EXPECT_NE(same.find("(±0%)"), std::string::npos) << table;
    // Columns line up: every row is as wide as the header (the rejected note comes after the columns).
    EXPECT_EQ(displayWidth(base), displayWidth(header));
    EXPECT_EQ(displayWidth(same), displayWidth(header));

    const std::string csv = comparisonCsv(runs);
    EXPECT_NE(csv.find("seed=7 scenario_sha256=" + std::string(64, 'a')), std::string::npos);
    EXPECT_NE(csv.find("\nvariant,avg_jct,p95_jct,makespan,avg_queueing_delay,gpu_utilization,cluster_cost,usage_cost,comm_overhead_fraction,finished,rejected,unfinished,comparable_with_base,folder\n"),
        std::string::npos);
    EXPECT_NE(csv.find("\nbase,36398,109194,363980,9099.5,0.5,0,784.28,0,10,0,0,true,base\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",8,2,0,false,fewer GPUs\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\nfewer GPUs,40037.8,"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\n\"a,b\",36398,"), std::string::npos) << csv; // labels are quoted like any CSV field
    EXPECT_NE(csv.find(",fewer GPUs\n"), std::string::npos) << csv;                // the run's folder
    EXPECT_EQ(runFolders(runs), (std::vector<std::string> { "base", "fewer GPUs", "a_b" }));
    // Without tenants there is no per-tenant part.
    EXPECT_EQ(comparisonTenantTable(runs), "");
    EXPECT_EQ(comparisonTenantCsv(runs), "");
}

TEST(Comparison, PerTenantRowsAreGroupedByTenantWithChangesAgainstTheSameTenant)
{
    auto tenant = [](std::string name, double avgWait, double quotaUse) {
        TenantSummary t;
        t.name = std::move(name);
        t.summary.avgJct = avgWait + 3600;
        t.summary.avgWait = avgWait;
        t.gpuShare = 0.5;
        t.quotaUse = quotaUse;
        return t;
    };
    std::vector<RunResult> runs { run("", 36398, 784.28), run("borrowing", 36398, 784.28), run("new team", 36398, 784.28) };
    runs[0].tenants = { tenant("vision", 3600, 0.5), tenant("speech", 0, -1) };
    runs[1].tenants = { tenant("vision", 1800, 0.75), tenant("speech", 7200, -1) };
    runs[2].tenants = { tenant("robotics", 60, 1) }; // a tenant the base does not have: no change shown
    const std::string table = comparisonTenantTable(runs);
    std::istringstream lines(table);
    std::vector<std::string> rows;
    for (std::string line; std::getline(lines, line);) rows.push_back(line);
    ASSERT_EQ(rows.size(), 6u) << table;
    EXPECT_EQ(rows[1].rfind("robotics / new team", 0), 0u) << table;
    EXPECT_EQ(rows[2].rfind("speech / base", 0), 0u) << table;
    EXPECT_EQ(rows[3].rfind("speech / borrowing", 0), 0u) << table;
    EXPECT_EQ(rows[4].rfind("vision / base", 0), 0u) << table;
    EXPECT_NE(rows[5].find("30.0 min (−50.0%)"), std::string::npos) << table; // vision's wait halved
    EXPECT_NE(rows[5].find("75.0% (+50.0%)"), std::string::npos) << table;    // and its quota use
    EXPECT_EQ(rows[1].find("(+"), std::string::npos) << table;
    EXPECT_NE(rows[2].find("  -"), std::string::npos) << table; // no quota, no quota use
    const std::string csv = comparisonTenantCsv(runs);
    EXPECT_NE(csv.find("\nvariant,tenant,avg_jct,avg_queueing_delay,p95_queueing_delay,gpu_share,quota_use,gpu_seconds,jobs,finished\n"),
        std::string::npos) << csv;
    EXPECT_NE(csv.find("\nbase,speech,3600,0,0,0.5,,0,0,0\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\nborrowing,vision,5400,1800,0,0.5,0.75,0,0,0\n"), std::string::npos) << csv;
}
