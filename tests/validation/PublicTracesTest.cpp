// The importers against the check values published with the full public traces
// (GANTRY_TRACES_DIR, see PublicTraces.h). Skipped, with the reason, where they are absent:
// the main suite checks the same importers on the files that ship in tests/data.

#include "core/io/TraceImport.h"
#include "tests/support/TestData.h"
#include "tests/validation/PublicTraces.h"
#include "tests/support/TraceChecks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>

using namespace gantry;
using gantry::testing::expectCheckValues;
using gantry::testing::importOk;
using gantry::testing::TraceCheckValues;

// Check values of the traces' README (Σ over the rows kept; GPUs rounded up to whole ones as Gantry
// replays them, so openb's 1,717.39 fractional GPUs are 1,950).
TEST(PublicTraces, PhillyCommonCsv)
{
    GANTRY_PUBLIC_TRACE_OR_SKIP(path, "philly_2k.csv");
    expectCheckValues(importOk(path, "common-csv"), { 2000, 2000, 0, 0, 164823, 16098972, 83332283, 3196, 2966 }, path);
}

TEST(PublicTraces, PhillyMultiGpuAttemptsCommonCsv)
{
    GANTRY_PUBLIC_TRACE_OR_SKIP(path, "philly_multigpu_attempts_1k.csv");
    expectCheckValues(importOk(path, "common-csv"), { 1000, 1000, 0, 0, 2197599, 147608441, 985190285, 70122.5, 6547 }, path);
}

TEST(PublicTraces, AlibabaOpenbCommonCsv)
{
    GANTRY_PUBLIC_TRACE_OR_SKIP(path, "alibaba_openb_2k.csv");
    const auto t = importOk(path, "common-csv");
    expectCheckValues(t, { 2000, 1830, 170, 713, 10870472, 162161083, 172070327, 370, 1950 }, path);
    ASSERT_FALSE(t.report.skipped.empty());
    EXPECT_EQ(t.report.skipped.front().where.field, "duration_s");
}

TEST(PublicTraces, AlibabaOpenbRawExcerpt)
{
    GANTRY_PUBLIC_TRACE_OR_SKIP(path, "raw/alibaba_openb_v2023/openb_pod_list_default_excerpt_2k.csv");
    const auto t = importOk(path, "openb-v2023");
    expectCheckValues(t, { 2000, 1830, 170, 713, 10870472, 162161083, 172070327, 370, 1950 }, path);
    ASSERT_FALSE(t.report.skipped.empty());
    EXPECT_EQ(t.report.skipped[0].where.field, "scheduled_time");
    // scheduled_time - creation_time is the common CSV's queue_delay_s, pod by pod.
    GANTRY_PUBLIC_TRACE_OR_SKIP(commonPath, "alibaba_openb_2k.csv");
    const auto common = importOk(commonPath, "common-csv");
    ASSERT_EQ(common.workload.jobs.size(), t.workload.jobs.size());
    for (std::size_t i = 0; i < t.workload.jobs.size(); ++i) {
        EXPECT_EQ(t.workload.jobs[i].id, common.workload.jobs[i].id);
        EXPECT_EQ(t.workload.jobs[i].recordedWait, common.workload.jobs[i].recordedWait) << t.workload.jobs[i].id;
    }
}

TEST(PublicTraces, PolluxFullPhilly)
{
    GANTRY_PUBLIC_TRACE_OR_SKIP(path, "raw/philly/pollux_philly_full.csv");
    const auto t = importOk(path, "pollux-philly");
    const TraceCheckValues s = gantry::testing::statsOf(t);
    EXPECT_EQ(s.rows, 82247u);
    EXPECT_EQ(s.kept, 82247u);
    EXPECT_DOUBLE_EQ(s.sumDuration, 1080390950);
    EXPECT_DOUBLE_EQ(s.sumDurationGpus, 3521082502);
    gantry::testing::expectSortedAndValid(t.workload);
    // philly_2k.csv names its jobs by row in this file: the ids must agree.
    const auto it = std::find_if(t.workload.jobs.begin(), t.workload.jobs.end(),
        [](const JobSpec& j) { return j.id == "pollux-philly-row29763"; });
    ASSERT_NE(it, t.workload.jobs.end());
    EXPECT_EQ(it->duration, 79);
    EXPECT_EQ(it->vc, "11cb48");
    // A limit keeps the first jobs of the whole import, though the file is far from sorted.
    ImportOptions first;
    first.limit = 10000;
    const auto cut = importOk(path, "pollux-philly", first);
    ASSERT_EQ(cut.workload.jobs.size(), 10000u);
    EXPECT_TRUE(std::equal(cut.workload.jobs.begin(), cut.workload.jobs.end(), t.workload.jobs.begin()));
}

/// The copies in tests/data are the public files, byte for byte, where the public ones are present.
TEST(PublicTraces, ShippedExcerptsAreTheirSources)
{
    GANTRY_PUBLIC_TRACE_OR_SKIP(readme, "README.md");
    const std::pair<const char*, const char*> copies[] = {
        { "philly/pollux_philly_csv_excerpt_2k.csv", "raw/philly/pollux_philly_csv_excerpt_2k.csv" },
        { "philly/cluster_job_log_README_example.json", "raw/philly/cluster_job_log_README_example.json" },
        { "philly/marwage_jobs_json_excerpt_1k.json", "raw/philly/marwage_jobs_json_excerpt_1k.json" },
        { "philly/philly_multigpu_attempts_1k.csv", "philly_multigpu_attempts_1k.csv" },
        { "tiresias/60_job.csv", "raw/tiresias/60_job.csv" },
        { "chronus/trace_job_Philly_MIX1_head200.csv", "raw/chronus/trace_job_Philly_MIX1_head200.csv" },
        { "gavel/msr_seed0_ee9e8c_head200.trace", "raw/gavel/msr_seed0_ee9e8c_head200.trace" },
    };
    auto bytes = [](const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), {});
    };
    for (const auto& [shipped, source] : copies) {
        const std::string ours = bytes(gantry::testing::testData(shipped));
        ASSERT_FALSE(ours.empty()) << shipped;
        EXPECT_EQ(ours, bytes(gantry::testing::publicTracesDir() + "/" + source)) << shipped;
    }
}
