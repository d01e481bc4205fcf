#include "core/io/TraceImport.h"
#include "core/model/ModelCatalog.h"
#include "core/util/File.h"
#include "core/util/Text.h"
#include "tests/support/TestData.h"
#include "tests/support/TraceChecks.h"
#include "tests/support/TempDir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <fstream>
#include <tuple>

using namespace gantry;

using gantry::testing::TempDir;

namespace {

using gantry::testing::importOk;
using gantry::testing::repoFile;
using gantry::testing::statsOf;
using gantry::testing::testData;

const std::string kPhilly2k = repoFile("scenarios/traces/philly_2k.csv");


} // namespace

// --- check values: the published ones (tests/data/README.md), or the generator's for synthetic files --------------------------------------------------------

TEST(TraceImport, CommonCsvPhilly2kMatchesCheckValues)
{
    const auto t = importOk(kPhilly2k, "common-csv");
    const auto s = statsOf(t);
    EXPECT_EQ(t.report.rowsRead, 2000u);
    EXPECT_EQ(s.kept, 2000u);
    EXPECT_TRUE(t.report.skipped.empty());
    EXPECT_DOUBLE_EQ(s.maxSubmit, 164823);
    EXPECT_DOUBLE_EQ(s.sumDuration, 16098972);
    EXPECT_DOUBLE_EQ(s.sumDurationGpus, 83332283);
    EXPECT_DOUBLE_EQ(s.medianDuration, 3196);
    EXPECT_EQ(s.sumGpus, 2966);
    gantry::testing::expectSortedAndValid(t.workload);
    EXPECT_EQ(t.workload.jobs.front().id, "pollux-philly-row29763");
    EXPECT_EQ(t.workload.jobs.front().vc, "11cb48");
    EXPECT_EQ(t.workload.format, "common-csv");
    EXPECT_EQ(t.workload.sha256.size(), 64u);
    EXPECT_EQ(t.workload.modelRule, ModelCatalog::assignmentRule());
    std::size_t vc6214 = 0;
    for (const auto& job : t.workload.jobs) vc6214 += job.vc == "6214e9";
    EXPECT_EQ(vc6214, 1447u);
}

TEST(TraceImport, CommonCsvMarwageSubsetMatchesCheckValues)
{
    const auto t = importOk(testData("philly/philly_multigpu_attempts_1k.csv"), "common-csv");
    gantry::testing::expectJobStats(t, { 1000, 2197599, 147608441, 985190285, 70122.5, 6547 });
}

// The synthetic openb pods (tools/make-test-traces.sh) in Gantry's common CSV: pending pods have no
// duration, and GPU-sharing pods ask for a fraction of a GPU.
TEST(TraceImport, CommonCsvOpenbSkipsNeverStartedAndRoundsFractionalGpus)
{
    const auto checks = gantry::testing::readCheckValues(testData("synthetic/check-values.txt"));
    ASSERT_EQ(checks.count("openb_common_synthetic.csv"), 1u);
    const auto& want = checks.at("openb_common_synthetic.csv");
    const auto t = importOk(testData("synthetic/openb_common_synthetic.csv"), "common-csv");
    gantry::testing::expectCheckValues(t, want, "openb_common_synthetic.csv");
    EXPECT_EQ(t.report.jobsKept, want.kept);
    ASSERT_FALSE(t.report.skipped.empty());
    EXPECT_EQ(t.report.skipped.front().where.field, "duration_s");
    EXPECT_GT(t.report.skipped.front().where.line, 1);
    ASSERT_FALSE(t.report.warnings.empty());
    EXPECT_NE(t.report.warnings.front().find(std::to_string(want.roundedGpuJobs)), std::string::npos);
    const std::string text = t.report.toText();
    EXPECT_NE(text.find(std::to_string(want.skipped) + " x never started"), std::string::npos) << text;
    EXPECT_NE(text.find("kept " + std::to_string(want.kept)), std::string::npos) << text;
}

/// Every synthetic file in the published formats imports to the values its generator computed.
TEST(TraceImport, SyntheticTracesMatchTheirGeneratorsCheckValues)
{
    const auto checks = gantry::testing::readCheckValues(testData("synthetic/check-values.txt"));
    const std::pair<const char*, const char*> files[] = { { "openb_pod_list_synthetic.csv", "openb-v2023" },
        { "openb_common_synthetic.csv", "common-csv" }, { "helios_cluster_log_synthetic.csv", "helios" },
        { "pai/pai_job_table.csv", "pai-v2020" } };
    for (const auto& [file, format] : files) {
        ASSERT_EQ(checks.count(file), 1u) << file;
        EXPECT_EQ(detectTraceFormat(testData(std::string("synthetic/") + file)), format) << file;
        gantry::testing::expectCheckValues(importOk(testData(std::string("synthetic/") + file), format), checks.at(file), file);
    }
}

TEST(TraceImport, PolluxExcerptEqualsPhilly2k)
{
    const auto raw = importOk(testData("philly/pollux_philly_csv_excerpt_2k.csv"), "pollux-philly");
    const auto common = importOk(kPhilly2k, "common-csv");
    gantry::testing::expectJobStats(raw, { 2000, 164823, 16098972, 83332283, 3196, 2966 });
    gantry::testing::expectSortedAndValid(raw.workload);
    // The excerpt is unsorted; sorted by submit (ties in file order) it lines up with the common CSV.
    ASSERT_EQ(raw.workload.jobs.size(), common.workload.jobs.size());
    for (std::size_t i = 0; i < raw.workload.jobs.size(); ++i) {
        const auto& a = raw.workload.jobs[i];
        const auto& b = common.workload.jobs[i];
        ASSERT_EQ(a.submitTime, b.submitTime) << i;
        ASSERT_EQ(a.duration, b.duration) << i;
        ASSERT_EQ(a.gpus, b.gpus) << i;
        ASSERT_EQ(a.vc, b.vc) << i;
    }
}

/// A limit keeps exactly what importing everything and cutting keeps, and the rest of the import
/// (report, hash, notes) describes the whole file either way.
void expectLimitCuts(const std::string& path, const std::string& format, const std::vector<std::size_t>& limits)
{
    const auto all = importOk(path, format);
    for (std::size_t limit : limits) {
        ImportOptions options;
        options.limit = limit;
        const auto cut = importOk(path, format, options);
        const std::size_t kept = std::min(limit, all.workload.jobs.size());
        ASSERT_EQ(cut.workload.jobs.size(), kept) << limit;
        EXPECT_TRUE(std::equal(cut.workload.jobs.begin(), cut.workload.jobs.end(), all.workload.jobs.begin())) << limit;
        EXPECT_EQ(cut.workload.sha256, all.workload.sha256);
        EXPECT_EQ(cut.workload.notes, all.workload.notes);
        EXPECT_EQ(cut.report.toText(), all.report.toText());
    }
}

TEST(TraceImport, LimitKeepsTheFirstJobsOfTheWholeImport)
{
    // Pollux's file is far from sorted: the earliest jobs of this excerpt are spread over all of it.
    expectLimitCuts(testData("philly/pollux_philly_csv_excerpt_2k.csv"), "pollux-philly", { 1, 1000, 1999, 2000, 5000 });
    // Ties in submit time keep file order; skipped rows count in the report whatever the limit.
    TempDir dir;
    const std::string file = dir.write("ties.csv",
        "trace,job_id,submit_time_s,duration_s,num_gpus\nt,a,5,10,1\nt,b,3,10,1\nt,c,5,10,2\nt,skipped,1,,1\n"
        "t,d,1,10,1\nt,e,3,10,1\nt,f,5,10,1\nt,g,0,0,1\nt,h,9,10,1\nt,i,1,10,4\n");
    expectLimitCuts(file, "common-csv", { 1, 2, 3, 4, 5, 6, 7, 8, 9 });
    // How far submissions span is checked over the whole file, and the error names the same line: the
    // odd end (far from most rows), whichever it is, with the other end's line in the message.
    const std::string header = "trace,job_id,submit_time_s,duration_s,num_gpus\n";
    const std::string lateOdd = dir.write("late.csv", header + "t,a,5,10,1\nt,b,2e9,10,1\nt,c,0,10,1\nt,d,10,10,1\n");
    const std::string earlyOdd = dir.write("early.csv", header + "t,a,2e9,10,1\nt,b,0,10,1\nt,c,2.1e9,10,1\nt,d,2e9,10,1\n");
    for (const auto& [file, odd, other] : { std::tuple { lateOdd, 3, "after the earliest (line 4)" },
             std::tuple { earlyOdd, 3, "before the latest (line 4)" } }) {
        ImportOptions one;
        one.limit = 1;
        const auto r = importTrace(file, "common-csv", one);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().where.line, odd) << r.error().toString();
        EXPECT_NE(r.error().message.find(other), std::string::npos) << r.error().toString();
        EXPECT_EQ(r.error().toString(), importTrace(file, "common-csv").error().toString());
    }
}

TEST(TraceImport, PhillyJobLogReadmeExample)
{
    ImportOptions options;
    options.companionPath = testData("philly/cluster_machine_list_README_example.csv");
    const auto t = importOk(testData("philly/cluster_job_log_README_example.json"), "philly-job-log", options);
    ASSERT_EQ(t.workload.jobs.size(), 1u);
    const auto& job = t.workload.jobs.front();
    EXPECT_EQ(job.id, "application_1506638472019_14199");
    EXPECT_EQ(job.duration, 74 + 193182); // Σ attempts, Pollux's definition
    EXPECT_EQ(job.gpus, 8);
    EXPECT_EQ(job.vc, "ee9e8c");
    EXPECT_EQ(job.user, "ce2f4c");
    EXPECT_EQ(job.submitTime, 0);
    EXPECT_EQ(job.recordedWait, 30); // first attempt 01:12:09 - submitted 01:11:39
    // The example's hosts (m47) are not the machine list's one machine (m31): reported, not fatal.
    const std::string text = t.report.toText();
    EXPECT_NE(text.find("1 machines, 8 GPUs"), std::string::npos) << text;
    EXPECT_NE(text.find("not in the machine list"), std::string::npos) << text;
}

TEST(TraceImport, PhillyJobLogSkipsUnusableJobsWithReasons)
{
    TempDir dir;
    const std::string file = dir.write("log.json", R"([
{"status": "Pass", "vc": "a", "jobid": "ok", "user": "u", "submitted_time": "2017-10-01 00:00:10",
 "attempts": [{"start_time": "2017-10-01 00:00:20", "end_time": "2017-10-01 00:01:20",
               "detail": [{"ip": "m1", "gpus": ["gpu0", "gpu1"]}, {"ip": "m2", "gpus": ["gpu0"]}]}]},
{"status": "Killed", "vc": "a", "jobid": "no-attempts", "user": "u", "submitted_time": "2017-10-01 00:00:00",
 "attempts": []},
{"status": "Failed", "vc": "a", "jobid": "running", "user": "u", "submitted_time": "2017-10-01 00:00:00",
 "attempts": [{"start_time": "2017-10-01 00:00:20", "end_time": "None", "detail": [{"ip": "m1", "gpus": ["gpu0"]}]}]},
{"status": "Pass", "vc": "a", "jobid": "null-start", "user": "u", "submitted_time": "2017-10-01 00:00:00",
 "attempts": [{"start_time": null, "end_time": "2017-10-01 00:01:20", "detail": []}]}
])");
    const auto t = importOk(file, "philly-job-log");
    EXPECT_EQ(t.report.rowsRead, 4u);
    ASSERT_EQ(t.workload.jobs.size(), 1u);
    EXPECT_EQ(t.workload.jobs[0].gpus, 3);
    EXPECT_EQ(t.workload.jobs[0].duration, 60);
    EXPECT_EQ(t.workload.jobs[0].recordedWait, 10);
    ASSERT_EQ(t.report.skipped.size(), 3u);
    EXPECT_EQ(t.report.skipped[0].where.line, 5);
    EXPECT_EQ(t.report.skipped[0].where.field, "attempts");
    EXPECT_EQ(t.report.skipped[1].where.field, "attempts[0].end_time");
    EXPECT_NE(t.report.skipped[1].message.find("still running"), std::string::npos);
    EXPECT_EQ(t.report.skipped[2].where.field, "attempts[0].start_time");
}

TEST(TraceImport, MarwageJsonMatchesCheckValues)
{
    const auto t = importOk(testData("philly/marwage_jobs_json_excerpt_1k.json"), "philly-marwage");
    gantry::testing::expectJobStats(t, { 1000, 2197599, 147608441, 985190285, 70122.5, 6547 }, 1e-10);
    gantry::testing::expectSortedAndValid(t.workload);
    // The README example job appears here too, with the notebook's definition (last end - first start).
    const auto it = std::find_if(t.workload.jobs.begin(), t.workload.jobs.end(),
        [](const JobSpec& j) { return j.id == "application_1506638472019_14199"; });
    ASSERT_NE(it, t.workload.jobs.end());
    EXPECT_EQ(it->duration, 193263);
    EXPECT_EQ(it->recordedWait, 30);
    // The same jobs in the common CSV carry the same queueing delays (first attempt start - submit).
    const auto common = importOk(testData("philly/philly_multigpu_attempts_1k.csv"), "common-csv");
    std::map<std::string, double> waits;
    for (const JobSpec& j : common.workload.jobs) waits[j.id] = j.recordedWait;
    ASSERT_EQ(waits.size(), 1000u);
    double sum = 0;
    for (const JobSpec& j : t.workload.jobs) {
        ASSERT_TRUE(waits.count(j.id)) << j.id;
        EXPECT_EQ(j.recordedWait, waits.at(j.id)) << j.id;
        sum += j.recordedWait;
    }
    EXPECT_EQ(sum, 1676539); // Σ queue_delay_s of the common CSV (awk), every job known
}

TEST(TraceImport, OpenbRawSkipsPendingPods)
{
    const auto t = importOk(testData("synthetic/openb_pod_list_synthetic.csv"), "openb-v2023");
    ASSERT_FALSE(t.report.skipped.empty());
    const auto pending = std::find_if(t.report.skipped.begin(), t.report.skipped.end(),
        [](const Error& e) { return e.where.field == "scheduled_time"; });
    ASSERT_NE(pending, t.report.skipped.end());
    EXPECT_NE(pending->message.find("pending"), std::string::npos);
    const auto cpu = std::find_if(t.report.skipped.begin(), t.report.skipped.end(), [](const Error& e) { return e.where.field == "num_gpu"; });
    ASSERT_NE(cpu, t.report.skipped.end());
    EXPECT_NE(cpu->message.find("CPU-only"), std::string::npos);
    // scheduled_time - creation_time is the recorded queueing delay: the generator's common CSV has
    // the same pods with it in queue_delay_s.
    const auto common = importOk(testData("synthetic/openb_common_synthetic.csv"), "common-csv");
    ASSERT_EQ(common.workload.jobs.size(), t.workload.jobs.size());
    int queued = 0;
    for (std::size_t i = 0; i < t.workload.jobs.size(); ++i) {
        EXPECT_EQ(t.workload.jobs[i].recordedWait, common.workload.jobs[i].recordedWait) << t.workload.jobs[i].id;
        EXPECT_GE(t.workload.jobs[i].recordedWait, 0) << t.workload.jobs[i].id;
        queued += t.workload.jobs[i].recordedWait > 0;
    }
    EXPECT_GT(queued, 100); // a third of the generator's pods wait up to two hours
}

TEST(TraceImport, TiresiasSixtyJobs)
{
    const auto t = importOk(testData("tiresias/60_job.csv"), "tiresias");
    gantry::testing::expectJobStats(t, { 60, 1779, 10705, 26624, 125, 170 });
    gantry::testing::expectSortedAndValid(t.workload);
    const ModelCatalog catalog = ModelCatalog::defaults();
    EXPECT_EQ(t.workload.jobs[0].id, "0");
    EXPECT_EQ(t.workload.jobs[0].model, catalog.indexOf("vgg19"));
    EXPECT_GE(t.workload.jobs[0].model, 0);
}

TEST(TraceImport, ChronusHeadReadsAsTiresias)
{
    const auto t = importOk(testData("chronus/trace_job_Philly_MIX1_head200.csv"), "tiresias");
    // Row 195 (file line 197) asks for 0 GPUs: skipped as CPU-only and counted, not an error.
    EXPECT_EQ(t.report.rowsRead, 200u);
    ASSERT_EQ(t.report.skipped.size(), 1u);
    EXPECT_EQ(t.report.skipped[0].where.line, 197);
    EXPECT_EQ(t.report.skipped[0].where.field, "num_gpu");
    gantry::testing::expectJobStats(t, { 199, 19893, 50544 - 65, 119770, 68, 321 });
    const auto it = std::find_if(t.workload.jobs.begin(), t.workload.jobs.end(), [](const JobSpec& j) { return j.id == "0"; });
    ASSERT_NE(it, t.workload.jobs.end());
    EXPECT_EQ(it->user, "vc_6214e9");
    EXPECT_EQ(it->vc, "6214e9");
}

TEST(TraceImport, GavelTenFieldTrace)
{
    const std::string file = testData("gavel/physical_cluster_artifact_evaluation.trace");
    const auto t = importOk(file, "gavel");
    gantry::testing::expectJobStats(t, { 15, 0, 20320.22990128401, 21421.530866977337, 1263.8520213822426, 18 }, 1e-10);
    EXPECT_EQ(t.workload.jobs[0].model, ModelCatalog::defaults().indexOf("resnet-50"));
    // The companion file gives the same durations as the embedded table.
    ImportOptions options;
    options.companionPath = testData("gavel/simulation_throughputs_isolated.csv");
    const auto withCompanion = importOk(file, "gavel", options);
    EXPECT_EQ(withCompanion.workload.jobs, t.workload.jobs);
}

TEST(TraceImport, GavelSevenFieldTrace)
{
    const auto t = importOk(testData("gavel/msr_seed0_ee9e8c_head200.trace"), "gavel");
    gantry::testing::expectJobStats(t, { 200, 1255259, 26611472.14680249, 49466152.34652654, 34848.08334584807, 834 }, 1e-10);
    gantry::testing::expectSortedAndValid(t.workload);
    // 34 rows use scale factors Gavel's published table lacks: extrapolated and reported.
    const std::string text = t.report.toText();
    EXPECT_NE(text.find("34 jobs use a scale factor"), std::string::npos) << text;
}

TEST(TraceImport, HeliosFromDocumentedSchema)
{
    TempDir dir;
    const std::string file = dir.write("cluster_log.csv",
        "job_id,user,vc,gpu_num,cpu_num,node_num,state,submit_time,start_time,end_time,duration,queue\r\n"
        "j1,u1,vcA,8,32,1,COMPLETED,2020-04-01 00:00:10,2020-04-01 00:00:20,2020-04-01 01:00:20,3600,10\r\n"
        "j2,u2,vcB,0,4,1,COMPLETED,2020-04-01 00:00:00,2020-04-01 00:00:00,2020-04-01 00:10:00,600,0\r\n"
        "j3,u1,vcA,2,8,1,CANCELLED,2020-04-01 00:00:05,2020-04-01 00:01:05,2020-04-01 00:02:05,,60\r\n"
        "j4,u1,vcA,1,8,1,CANCELLED,2020-04-01 00:00:06,,,,\r\n");
    const auto t = importOk(file, "helios");
    EXPECT_EQ(t.report.rowsRead, 4u);
    ASSERT_EQ(t.workload.jobs.size(), 2u);
    EXPECT_EQ(t.workload.jobs[0].id, "j3"); // earliest GPU job
    EXPECT_EQ(t.workload.jobs[0].duration, 60);
    EXPECT_EQ(t.workload.jobs[1].id, "j1");
    EXPECT_EQ(t.workload.jobs[1].submitTime, 5);
    EXPECT_EQ(t.workload.jobs[1].gpus, 8);
    EXPECT_EQ(t.workload.jobs[1].user, "u1");
    EXPECT_EQ(t.workload.jobs[1].vc, "vcA");
    EXPECT_EQ(t.workload.jobs[0].recordedWait, 60); // the queue column
    EXPECT_EQ(t.workload.jobs[1].recordedWait, 10);
    ASSERT_EQ(t.report.skipped.size(), 2u);
    EXPECT_EQ(t.report.skipped[0].where.line, 3);
    EXPECT_NE(t.report.skipped[0].message.find("CPU-only"), std::string::npos);
    EXPECT_EQ(t.report.skipped[1].where.line, 5);
}

// Without a `queue` column the recorded queueing delay is start_time - submit_time; a start before the
// submission leaves it unknown, counted in a warning, and the job is still replayed.
TEST(TraceImport, RecordedWaitFromStartAndSubmit)
{
    TempDir dir;
    const std::string file = dir.write("cluster_log.csv",
        "job_id,user,vc,gpu_num,submit_time,start_time,end_time,duration\n"
        "j1,u1,vcA,1,2020-04-01 00:00:00,2020-04-01 00:02:00,2020-04-01 01:00:00,3480\n"
        "j2,u1,vcA,1,2020-04-01 00:01:00,2020-04-01 00:00:30,2020-04-01 01:00:00,3570\n"
        "j3,u1,vcA,1,2020-04-01 00:02:00,,,600\n");
    const auto t = importOk(file, "helios");
    ASSERT_EQ(t.workload.jobs.size(), 3u);
    EXPECT_EQ(t.workload.jobs[0].recordedWait, 120);
    EXPECT_EQ(t.workload.jobs[1].recordedWait, -1); // started 30 s before it was submitted
    EXPECT_EQ(t.workload.jobs[2].recordedWait, -1); // no start time
    const std::string text = t.report.toText();
    EXPECT_NE(text.find("1 jobs start before their submission"), std::string::npos) << text;
    // Written back into the common CSV: known waits in queue_delay_s, unknown ones empty.
    const std::string csv = formatCommonCsv(t.workload);
    EXPECT_NE(csv.find(",j1,0,3480,1,,u1,vcA,unknown,,120,,,0\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",j2,60,3570,1,,u1,vcA,unknown,,,,,60\n"), std::string::npos) << csv;
}

// Slurm: our example of `sacct --allusers --allocations --parsable2` output (tests/data/README.md): typed
// and heterogeneous gres, array tasks, a requeued job, job steps, cancelled, pending, running and
// CPU-only jobs, a heterogeneous job's components.
TEST(TraceImport, SlurmSacctExample)
{
    const auto t = importOk(testData("slurm/sacct_parsable2_example.txt"), "slurm-sacct");
    EXPECT_EQ(t.report.rowsRead, 17u);
    std::vector<std::string> ids;
    for (const JobSpec& j : t.workload.jobs) ids.push_back(j.id);
    EXPECT_EQ(ids, (std::vector<std::string> { "1001", "1002", "1003", "1004_1", "1004_2", "1005", "1008", "1009+0", "1011" }));
    const auto& jobs = t.workload.jobs;
    EXPECT_EQ(jobs[0].submitTime, 0);
    EXPECT_EQ(jobs[0].duration, 7200);          // End - Start, not End - Submit
    EXPECT_EQ(jobs[0].gpus, 4);
    EXPECT_EQ(jobs[0].gpuType, "a100");         // one GPU type named
    EXPECT_EQ(jobs[0].user, "alice");
    EXPECT_EQ(jobs[0].vc, "vision");            // the account
    EXPECT_EQ(jobs[2].gpus, 4);                 // gres/gpu:a100=2 + gres/gpu:v100=2
    EXPECT_EQ(jobs[2].gpuType, "");             // two types: no constraint
    EXPECT_EQ(jobs[5].submitTime, 2700);        // the requeued job: its last run
    EXPECT_EQ(jobs[5].duration, 14400);
    EXPECT_EQ(jobs[8].duration, 100);           // OUT_OF_MEMORY still held its GPU
    EXPECT_EQ(jobs[0].recordedWait, 5);         // Start - Submit
    EXPECT_EQ(jobs[1].recordedWait, 1800);
    EXPECT_EQ(jobs[5].recordedWait, 2700);      // the requeued job's last run: its earlier run is inside it
    EXPECT_EQ(jobs[8].recordedWait, 0);
    std::vector<int> skippedLines;
    for (const Error& e : t.report.skipped) skippedLines.push_back(e.where.line);
    EXPECT_EQ(skippedLines, (std::vector<int> { 3, 4, 9, 10, 12, 13, 16, 17 }));
    EXPECT_NE(t.report.skipped[0].message.find("job step"), std::string::npos);
    EXPECT_NE(t.report.skipped[3].message.find("requeued"), std::string::npos);
    EXPECT_NE(t.report.skipped[4].message.find("never started"), std::string::npos);
    EXPECT_NE(t.report.skipped[5].message.find("CPU-only"), std::string::npos);
    EXPECT_NE(t.report.skipped[7].message.find("still running"), std::string::npos);
    EXPECT_EQ(t.report.skipped[7].where.field, "End");
}

// Kubernetes: our example of `kubectl get jobs --all-namespaces -o json` (tests/data/README.md).
TEST(TraceImport, KubernetesJobsExample)
{
    const auto t = importOk(testData("kubernetes/jobs_example.json"), "kubernetes-jobs");
    EXPECT_EQ(t.report.rowsRead, 6u);
    ASSERT_EQ(t.workload.jobs.size(), 3u);
    const auto& jobs = t.workload.jobs;
    EXPECT_EQ(jobs[0].id, "vision/resnet-train"); // names repeat across namespaces
    EXPECT_EQ(jobs[0].vc, "team-vision");         // its Kueue queue
    EXPECT_EQ(jobs[0].gpus, 4);
    EXPECT_EQ(jobs[0].duration, 7200);            // completionTime - startTime
    EXPECT_EQ(jobs[1].id, "speech/bert-finetune");
    EXPECT_EQ(jobs[1].vc, "speech");              // no queue: the namespace
    EXPECT_EQ(jobs[1].gpus, 4);                   // 2 pods x 2 GPUs requested
    EXPECT_EQ(jobs[1].duration, 1795);            // failed: until its Failed condition
    EXPECT_EQ(jobs[1].submitTime, 600);
    EXPECT_EQ(jobs[0].recordedWait, 30);          // startTime - creationTimestamp
    EXPECT_EQ(jobs[1].recordedWait, 5);
    EXPECT_EQ(jobs[2].id, "speech/resnet-train");
    std::vector<std::string> reasons;
    for (const Error& e : t.report.skipped) reasons.push_back(e.where.field);
    EXPECT_EQ(reasons, (std::vector<std::string> { "status.startTime", "status.completionTime", "nvidia.com/gpu" }));
    EXPECT_EQ(detectTraceFormat(testData("kubernetes/jobs_example.json")), "kubernetes-jobs");
}

TEST(TraceImportErrors, KubernetesMistakesNameLineAndField)
{
    TempDir dir;
    auto importOne = [&](const std::string& job) {
        return importTrace(dir.write("jobs.json", "{\"apiVersion\": \"v1\", \"kind\": \"List\", \"items\": [\n" + job + "\n]}\n"),
            "kubernetes-jobs");
    };
    const std::string gpu = R"("spec": {"template": {"spec": {"containers": [{"resources": {"limits": {"nvidia.com/gpu": "1"}}}]}}})";
    struct Case {
        std::string job;
        std::string field;
    };
    const std::vector<Case> cases = {
        { R"({"metadata": {"creationTimestamp": "2026-03-02T09:00:00Z"}, )" + gpu + "}", "metadata.name" },
        { R"({"metadata": {"name": "a", "creationTimestamp": "yesterday"}, )" + gpu + "}", "metadata.creationTimestamp" },
        { R"({"metadata": {"name": "a"}, )" + gpu + "}", "metadata.creationTimestamp" },
        { R"({"metadata": {"name": "a", "creationTimestamp": "2026-03-02T09:00:00Z"}, "spec": {"template": {"spec": {"containers": [{"resources": {"limits": {"nvidia.com/gpu": "half"}}}]}}}})",
            "spec.template.spec.containers[0].resources.limits" },
        { R"({"metadata": {"name": "a", "creationTimestamp": "2026-03-02T09:00:00Z"}, )" + gpu
                + R"(, "status": {"startTime": "2026-03-02T10:00:00Z", "completionTime": "2026-03-02T09:00:00Z"}})",
            "status.completionTime" },
        { R"({"metadata": {"name": "a", "creationTimestamp": "2026-03-02T09:00:00Z"}, "spec": {"activeDeadlineSeconds": -3, "template": {"spec": {"containers": [{"resources": {"limits": {"nvidia.com/gpu": "1"}}}]}}}})",
            "spec.activeDeadlineSeconds" },
        // A count in a string is not a count (kubectl refuses it too): never read as one pod.
        { R"({"metadata": {"name": "a", "creationTimestamp": "2026-03-02T09:00:00Z"}, "spec": {"parallelism": "3", "template": {"spec": {"containers": [{"resources": {"limits": {"nvidia.com/gpu": "1"}}}]}}}})",
            "spec.parallelism" },
    };
    for (const auto& c : cases) {
        const auto r = importOne(c.job);
        ASSERT_FALSE(r.ok()) << c.job;
        EXPECT_EQ(r.error().where.line, 2) << c.job << r.error().toString();
        EXPECT_EQ(r.error().where.field, c.field) << c.job << r.error().toString();
    }
    const auto notAList = importTrace(dir.write("pod.json", "{\"apiVersion\": \"v1\", \"kind\": \"Pod\"}\n"), "kubernetes-jobs");
    ASSERT_FALSE(notAList.ok());
    EXPECT_EQ(notAList.error().where.field, "items");
}

// What users type: `sacct --format` with JobIDRaw in place of JobID, extra columns, any order.
TEST(TraceImport, SlurmSacctJobIdRawAndColumnsInAnyOrder)
{
    TempDir dir;
    const std::string file = dir.write("mine.txt",
        "State|AllocTRES|NodeList|JobIDRaw|Elapsed|Submit|Start|End|Account|User|Partition|QOS\n"
        "COMPLETED|billing=4,cpu=4,gres/gpu:a100=4,gres/gpu=4,node=1|n1|7001|01:00:00|2026-03-02T09:00:00|2026-03-02T09:10:00|"
        "2026-03-02T10:10:00|nlp|ann|gpu|normal\n"
        "COMPLETED|cpu=1,node=1|n2|7002|00:10:00|2026-03-02T09:05:00|2026-03-02T09:05:00|2026-03-02T09:15:00|nlp|ann|cpu|normal\n");
    EXPECT_EQ(detectTraceFormat(file), "slurm-sacct");
    const auto t = importOk(file, "slurm-sacct");
    ASSERT_EQ(t.workload.jobs.size(), 1u);
    const JobSpec& j = t.workload.jobs.front();
    EXPECT_EQ(j.id, "7001");
    EXPECT_EQ(j.gpus, 4);
    EXPECT_EQ(j.gpuType, "a100");
    EXPECT_EQ(j.duration, 3600);
    EXPECT_EQ(j.recordedWait, 600);
    EXPECT_EQ(j.vc, "nlp");
}

// Slurm's time limits in every form sacct prints them, kept as seconds and written back into the common CSV.
TEST(TraceImport, SlurmSacctTimeLimitsInEverySlurmForm)
{
    TempDir dir;
    std::string text = "JobID|Submit|Start|End|State|AllocTRES|Timelimit\n";
    const std::vector<std::pair<std::string, double>> limits = { { "00:01:00", 60 }, { "1-00:00:00", 86400 }, { "1-02", 93600 },
        { "1-02:03", 93780 }, { "45", 2700 }, { "45:30", 2730 }, { "UNLIMITED", -1 }, { "Partition_Limit", -1 }, { "", -1 } };
    for (std::size_t i = 0; i < limits.size(); ++i)
        text += std::to_string(i + 1) + "|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T09:00:50|COMPLETED|gres/gpu=1|" + limits[i].first
            + "\n";
    const auto t = importOk(dir.write("sacct.txt", text), "slurm-sacct");
    ASSERT_EQ(t.workload.jobs.size(), limits.size());
    for (std::size_t i = 0; i < limits.size(); ++i) EXPECT_EQ(t.workload.jobs[i].timeLimit, limits[i].second) << limits[i].first;
    const std::string csv = formatCommonCsv(t.workload);
    EXPECT_NE(csv.find(",orig_submit_time,time_limit_s\n"), std::string::npos) << csv;
    const auto back = importOk(dir.write("common.csv", csv), "common-csv");
    ASSERT_EQ(back.workload.jobs.size(), limits.size());
    for (std::size_t i = 0; i < limits.size(); ++i) EXPECT_EQ(back.workload.jobs[i].timeLimit, limits[i].second) << limits[i].first;
    for (const char* bad : { "1:2:3:4", "soon", "-5", "1-", "1.5" }) {
        const auto r = importTrace(dir.write("bad.txt", "JobID|Submit|Start|End|State|AllocTRES|Timelimit\n"
                                                        "1|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T09:00:50|COMPLETED|gres/gpu=1|"
                + std::string(bad) + "\n"),
            "slurm-sacct");
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_EQ(r.error().where.line, 2) << bad;
        EXPECT_EQ(r.error().where.field, "Timelimit") << bad;
    }
}

TEST(TraceImportErrors, SlurmSacctMistakesNameLineAndField)
{
    TempDir dir;
    const std::string header = "JobID|User|Account|Submit|Start|End|State|AllocTRES\n";
    const std::string good = "1|a|x|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu=1\n";
    struct Case {
        std::string row;
        std::string field;
    };
    const std::vector<Case> cases = {
        { "2|a|x|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T08:00:00|COMPLETED|gres/gpu=1\n", "End" },
        { "2|a|x|yesterday|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu=1\n", "Submit" },
        { "2|a|x|2026-03-02T09:00:00|2026-13-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu=1\n", "Start" },
        { "2|a|x|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu=9999999\n", "AllocTRES" },
        // Counts that are not counts: never read as "no GPUs" (a CPU-only job skipped).
        { "2|a|x|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu=-4\n", "AllocTRES" },
        { "2|a|x|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu:a100=x\n", "AllocTRES" },
        { "2|a|x|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu=1.5\n", "AllocTRES" },
        { "|a|x|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu=1\n", "JobID" },
        // A second job 1: named by the file's own column, never Gantry's field.
        { "1|a|x|2026-03-02T09:00:00|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED|gres/gpu=1\n", "JobID" },
    };
    for (const auto& c : cases) {
        const std::string file = dir.write("sacct.txt", header + good + c.row);
        const auto r = importTrace(file, "slurm-sacct");
        ASSERT_FALSE(r.ok()) << c.row;
        EXPECT_EQ(r.error().where.file, file);
        EXPECT_EQ(r.error().where.line, 3) << c.row << r.error().toString();
        EXPECT_EQ(r.error().where.field, c.field) << c.row << r.error().toString();
    }
    // `sacct --format` without the columns Gantry needs: the missing one is named.
    const auto r = importTrace(dir.write("short.txt", "JobID|User|Submit|End|State\n1|a|2026-03-02T09:00:00|2026-03-02T10:00:00|COMPLETED\n"),
        "slurm-sacct");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::MissingField);
    EXPECT_EQ(r.error().where.field, "Start");
}

TEST(TraceImport, PaiFromDocumentedSchema)
{
    TempDir dir;
    const std::string jobs = dir.write("pai_job_table.csv",
        "jobA,inst1,user1,Terminated,1000,5000\n"
        "jobB,inst2,user2,Failed,900,1900\n"
        "jobC,inst3,user1,Running,950,\n"
        "jobD,inst4,user3,Terminated,1200,1300\n"
        "jobE,inst5,user3,Terminated,1300,1400\n");
    dir.write("pai_task_table.csv",
        "jobA,worker,2,Terminated,1100,5000,600,29.3,50,V100\n"
        "jobA,ps,1,Terminated,1050,5000,600,29.3,,\n"
        "jobB,worker,4,Failed,900,1900,600,29.3,100,T4\n"
        "jobC,worker,1,Running,960,,600,29.3,100,P100\n"
        "jobD,ps,1,Terminated,1200,1300,600,29.3,,\n");
    const auto t = importOk(jobs, "pai-v2020"); // task table found beside the job table
    EXPECT_EQ(t.report.rowsRead, 5u);
    ASSERT_EQ(t.workload.jobs.size(), 2u);
    const auto& b = t.workload.jobs[0];
    EXPECT_EQ(b.id, "jobB");
    EXPECT_EQ(b.gpus, 4);
    EXPECT_EQ(b.duration, 1000);
    EXPECT_EQ(b.gpuType, "T4");
    EXPECT_EQ(b.recordedWait, 0);
    const auto& a = t.workload.jobs[1];
    EXPECT_EQ(a.id, "jobA");
    EXPECT_EQ(a.submitTime, 100);
    EXPECT_EQ(a.gpus, 1);         // 2 instances x 50 % = one whole GPU
    EXPECT_EQ(a.duration, 3950);  // from its first task start (1050), not its submission (1000)
    EXPECT_EQ(a.user, "user1");
    EXPECT_EQ(a.gpuType, "V100");
    EXPECT_EQ(a.recordedWait, 50); // earliest task start - the job's start_time (its submission)
    ASSERT_EQ(t.report.skipped.size(), 3u); // running, CPU-only, no tasks
    EXPECT_EQ(t.report.skipped[0].where.line, 3);
    EXPECT_EQ(t.report.skipped[1].where.line, 4);
    EXPECT_EQ(t.report.skipped[2].where.line, 5);

    dir.write("pai_task_table.csv", "jobA,worker,3,Terminated,1100,5000,600,29.3,50,V100\n");
    const auto rounded = importOk(jobs, "pai-v2020");
    ASSERT_FALSE(rounded.workload.jobs.empty());
    EXPECT_EQ(rounded.workload.jobs[0].gpus, 2); // 1.5 GPUs rounded up
    EXPECT_EQ(rounded.report.roundedGpuJobs, 1u);

    ImportOptions missing;
    missing.companionPath = jobs + ".absent";
    const auto error = importTrace(jobs, "pai-v2020", missing);
    ASSERT_FALSE(error.ok());
    EXPECT_EQ(error.error().code, ErrorCode::FileNotFound);
}

TEST(TraceImport, CommonCsvRoundTrip)
{
    TempDir dir;
    for (const std::string& name : { kPhilly2k, testData("synthetic/openb_common_synthetic.csv") }) {
        const auto first = importOk(name, "common-csv");
        const std::string file = dir.write("copy.csv", "");
        ASSERT_TRUE(writeCommonCsv(file, first.workload).ok());
        const auto second = importOk(file, "common-csv");
        EXPECT_EQ(second.workload.jobs, first.workload.jobs) << name;
    }
    // Models, quoting and fractional seconds survive too.
    Workload w;
    JobSpec a;
    a.id = "with,comma \"quoted\"";
    a.duration = 12.345678901234567;
    a.gpus = a.minGpus = a.maxGpus = 4;
    a.model = 3;
    a.user = "alice";
    a.vc = "vc1";
    a.gpuType = "V100";
    a.recordedWait = 12.25;
    JobSpec b = a;
    b.id = "b";
    b.submitTime = 0.1;
    b.model = -1;
    b.recordedWait = -1; // unknown: an empty queue_delay_s
    w.jobs = { a, b };
    const std::string file = dir.write("models.csv", formatCommonCsv(w));
    const auto back = importOk(file, "common-csv");
    EXPECT_EQ(back.workload.jobs, w.jobs);
    const std::string text = formatCommonCsv(w);
    EXPECT_EQ(text.substr(0, text.find('\n')),
        "trace,job_id,submit_time_s,duration_s,num_gpus,gpu_type,user,vc,status,model,queue_delay_s,num_attempts,qos,orig_submit_time");
}

TEST(TraceImport, FormatsAndDetection)
{
    std::vector<std::string> names;
    for (const auto& f : traceFormats()) {
        names.push_back(f.name);
        EXPECT_FALSE(f.title.empty());
        EXPECT_FALSE(f.durationSemantics.empty());
    }
    EXPECT_EQ(names, (std::vector<std::string> { "common-csv", "pollux-philly", "philly-job-log", "philly-marwage", "helios",
                         "pai-v2020", "openb-v2023", "tiresias", "gavel", "slurm-sacct", "kubernetes-jobs" }));
    EXPECT_EQ(detectTraceFormat(kPhilly2k), "common-csv");
    EXPECT_EQ(detectTraceFormat(testData("philly/pollux_philly_csv_excerpt_2k.csv")), "pollux-philly");
    EXPECT_EQ(detectTraceFormat(testData("philly/cluster_job_log_README_example.json")), "philly-job-log");
    EXPECT_EQ(detectTraceFormat(testData("philly/marwage_jobs_json_excerpt_1k.json")), "philly-marwage");
    EXPECT_EQ(detectTraceFormat(testData("synthetic/openb_pod_list_synthetic.csv")), "openb-v2023");
    EXPECT_EQ(detectTraceFormat(testData("tiresias/60_job.csv")), "tiresias");
    EXPECT_EQ(detectTraceFormat(testData("chronus/trace_job_Philly_MIX1_head200.csv")), "tiresias");
    EXPECT_EQ(detectTraceFormat(testData("gavel/msr_seed0_ee9e8c_head200.trace")), "gavel");
    EXPECT_EQ(detectTraceFormat(testData("gavel/simulation_throughputs_isolated.csv")), "");
    EXPECT_EQ(detectTraceFormat(testData("slurm/sacct_parsable2_example.txt")), "slurm-sacct");
    EXPECT_EQ(detectTraceFormat(testData("does-not-exist.csv")), "");
}

// --- bad input: the acceptance criteria -----------------------------------------------------------------

TEST(TraceImportErrors, MissingFile)
{
    const std::string path = testData("no-such-trace.csv");
    const auto r = importTrace(path, "common-csv");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::FileNotFound);
    EXPECT_EQ(r.error().where.file, path);
}

TEST(TraceImportErrors, AMissingFileIsNamedBeforeAnyGuessAtItsFormat)
{
    const std::string path = testData("no-such-trace.csv");
    for (const std::string& chosen : { std::string(), std::string("common-csv") }) {
        const auto r = resolveTraceFormat(path, chosen);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().code, ErrorCode::FileNotFound);
        EXPECT_EQ(r.error().message, "no such file");
        EXPECT_EQ(r.error().where.file, path);
    }
    const auto folder = resolveTraceFormat(testData("philly"));
    ASSERT_FALSE(folder.ok());
    EXPECT_NE(folder.error().message.find("directory"), std::string::npos);
    const auto unknown = resolveTraceFormat(testData("gavel/simulation_throughputs_isolated.csv"));
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, ErrorCode::UnknownName);
    EXPECT_EQ(unknown.error().where.field, "format");
    EXPECT_EQ(resolveTraceFormat(kPhilly2k).value(), "common-csv");
    EXPECT_EQ(resolveTraceFormat(kPhilly2k, "pollux-philly").value(), "pollux-philly"); // the user's choice wins
}

TEST(TraceImportErrors, UnknownFormatListsKnownOnes)
{
    const auto r = importTrace(kPhilly2k, "philly-xml");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnknownName);
    for (const auto& f : traceFormats()) EXPECT_NE(r.error().message.find(f.name), std::string::npos) << f.name;
}

TEST(TraceImportErrors, MissingRequiredColumn)
{
    TempDir dir;
    const std::string file = dir.write("t.csv", "timestamp,num_gpus,gpu_time,cluster\n2017-10-01 00:00:00,1,5,vc\n");
    const auto r = importTrace(file, "pollux-philly");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::MissingField);
    EXPECT_EQ(r.error().where.field, "duration");
    EXPECT_EQ(r.error().where.line, 1);
    EXPECT_EQ(r.error().where.file, file);
    EXPECT_NE(r.error().message.find("duration"), std::string::npos);
}

TEST(TraceImportErrors, BadValuesNameFileLineAndField)
{
    TempDir dir;
    const std::string header = "trace,job_id,submit_time_s,duration_s,num_gpus,gpu_type,user,vc,status,model,queue_delay_s,"
                               "num_attempts,qos,orig_submit_time\n";
    const std::string good = "t,a,0,10,1,,,,unknown,,,,,\n";
    struct Case {
        std::string row;
        std::string field;
    };
    const std::vector<Case> cases = {
        { "t,b,5,abc,1,,,,unknown,,,,,\n", "duration_s" },
        { "t,b,5,nan,1,,,,unknown,,,,,\n", "duration_s" },
        { "t,b,5,inf,1,,,,unknown,,,,,\n", "duration_s" },
        { "t,b,5,-3,1,,,,unknown,,,,,\n", "duration_s" },
        { "t,b,x5,3,1,,,,unknown,,,,,\n", "submit_time_s" },
        { "t,b,NaN,3,1,,,,unknown,,,,,\n", "submit_time_s" },
        { "t,b,-infinity,3,1,,,,unknown,,,,,\n", "submit_time_s" },
        { "t,b,-1,3,1,,,,unknown,,,,,\n", "submit_time_s" },
        { "t,b,5,3,0,,,,unknown,,,,,\n", "num_gpus" },
        { "t,b,5,3,-2,,,,unknown,,,,,\n", "num_gpus" },
        { "t,b,5,3,two,,,,unknown,,,,,\n", "num_gpus" },
        { "t,b,5,3,1,,,,unknown,,-4,,,\n", "queue_delay_s" },
        { "t,b,5,3,1,,,,unknown,,soon,,,\n", "queue_delay_s" },
    };
    for (const auto& c : cases) {
        // The bad row is on line 4 of the file (after the header, a good row and a blank line).
        const std::string file = dir.write("bad.csv", header + good + "\r\n" + c.row);
        const auto r = importTrace(file, "common-csv");
        ASSERT_FALSE(r.ok()) << c.row;
        EXPECT_EQ(r.error().code, ErrorCode::BadValue) << c.row;
        EXPECT_EQ(r.error().where.file, file);
        EXPECT_EQ(r.error().where.line, 4) << c.row << r.error().toString();
        EXPECT_EQ(r.error().where.field, c.field) << c.row;
    }
    // The same rules hold in the source formats.
    const std::string pollux = dir.write("p.csv", "timestamp,duration,num_gpus,gpu_time,cluster\n2017-10-01 00:00:00,5,1,5,x\n"
                                                  "2017-13-01 00:00:00,5,1,5,x\n");
    auto r = importTrace(pollux, "pollux-philly");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::BadValue);
    EXPECT_EQ(r.error().where.line, 3);
    EXPECT_EQ(r.error().where.field, "timestamp");
    const std::string tiresias = dir.write("t.csv", "job_id,num_gpu,submit_time,iterations,model_name,duration,interval\n"
                                                    "0,1,0,10,vgg19,100,1\n1,-1,5,10,vgg19,100,1\n");
    r = importTrace(tiresias, "tiresias");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.line, 3);
    EXPECT_EQ(r.error().where.field, "num_gpu");
    const std::string marwage = dir.write("m.json", "[\n{\"id\": \"a\", \"num_gpus\": 4, \"runtime\": -1,\n"
                                                    " \"submitted_time\": \"2017-10-01 00:00:00\"}\n]\n");
    r = importTrace(marwage, "philly-marwage");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::BadValue);
    EXPECT_EQ(r.error().where.line, 2);
    EXPECT_EQ(r.error().where.field, "runtime");
}

TEST(TraceImportErrors, AGpuCountThatIsNotAListOfGpusIsRefusedNotSkipped)
{
    // Philly's job log lists each host's GPU ids; a number there (negative or not) is a damaged row,
    // not a job "without GPUs" to skip quietly.
    TempDir dir;
    const std::string example = readTextFile(testData("philly/cluster_job_log_README_example.json")).value();
    const std::size_t at = example.find("\"gpus\": [");
    ASSERT_NE(at, std::string::npos);
    const std::size_t close = example.find(']', at);
    const std::string damaged = example.substr(0, at) + "\"gpus\": -8" + example.substr(close + 1);
    const auto r = importTrace(dir.write("log.json", damaged), "philly-job-log");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.line, 13) << r.error().toString();
    EXPECT_EQ(r.error().where.field, "attempts[0].detail[0].gpus");
    EXPECT_NE(r.error().message.find("expected a list of GPU ids, found a number (-8)"), std::string::npos) << r.error().toString();
}

TEST(TraceImportErrors, AnErrorInPaisTaskTableNamesTheTaskTable)
{
    // The GPUs of a PAI job are its tasks' plans: a plan that is implausible is an error in the task
    // table, at the job's first task, not in the job table.
    TempDir dir;
    const std::string jobs = dir.write("pai_job_table.csv", "j1,i1,u1,Terminated,1000,5000\nj2,i2,u2,Terminated,1100,5000\n");
    const std::string tasks = dir.write("pai_task_table.csv",
        "j1,worker,2,Terminated,1100,5000,600,30,100,V100\nj2,ps,1,Terminated,1200,5000,600,30,,\n"
        "j2,worker,2000000,Terminated,1200,5000,600,30,100,V100\n");
    const auto r = importTrace(jobs, "pai-v2020");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.file, tasks) << r.error().toString();
    EXPECT_EQ(r.error().where.line, 2) << r.error().toString();
    EXPECT_EQ(r.error().where.field, "plan_gpu");
    EXPECT_NE(r.error().message.find("implausibly large (2000000 GPUs)"), std::string::npos) << r.error().toString();
}

TEST(TraceImportErrors, EmptyFilesAreErrors)
{
    TempDir dir;
    for (const auto& f : traceFormats()) {
        for (const char* contents : { "", "\n\n  \n" }) {
            const std::string file = dir.write("empty", contents);
            const auto r = importTrace(file, f.name);
            ASSERT_FALSE(r.ok()) << f.name;
            EXPECT_EQ(r.error().code, ErrorCode::Parse) << f.name;
        }
    }
    // A header and nothing else is a valid, empty trace.
    const auto headerOnly = importTrace(dir.write("h.csv", "timestamp,duration,num_gpus,gpu_time,cluster\n"), "pollux-philly");
    ASSERT_TRUE(headerOnly.ok());
    EXPECT_TRUE(headerOnly->workload.jobs.empty());
}

TEST(TraceImportErrors, BinaryGarbageIsAnErrorNotACrash)
{
    TempDir dir;
    std::string garbage;
    std::uint32_t x = 12345;
    for (int i = 0; i < 100000; ++i) {
        x = x * 1664525u + 1013904223u;
        garbage += static_cast<char>(x >> 24);
    }
    std::string noNul = garbage;
    std::replace(noNul.begin(), noNul.end(), '\0', '\x01');
    for (const auto& f : traceFormats()) {
        for (const std::string* contents : { &garbage, &noNul }) {
            const std::string file = dir.write("garbage.bin", *contents);
            const auto r = importTrace(file, f.name);
            EXPECT_FALSE(r.ok()) << f.name;
        }
    }
    // Unbalanced quotes are a parse error with a line, never a hang.
    const auto q = importTrace(dir.write("q.csv", "timestamp,duration,num_gpus\n\"2017-10-01 00:00:00,5,1\n"), "pollux-philly");
    ASSERT_FALSE(q.ok());
    EXPECT_EQ(q.error().code, ErrorCode::Parse);
    EXPECT_EQ(q.error().where.line, 2);
}

TEST(TraceImportErrors, TruncatedJsonIsAParseErrorWithLine)
{
    TempDir dir;
    Result<std::string> text = readTextFile(testData("philly/cluster_job_log_README_example.json"));
    ASSERT_TRUE(text.ok());
    const std::string truncated = text->substr(0, text->find("\"submitted_time\""));
    const std::string file = dir.write("truncated.json", truncated);
    const auto r = importTrace(file, "philly-job-log");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::Parse);
    EXPECT_EQ(r.error().where.file, file);
    EXPECT_GT(r.error().where.line, 40);
    EXPECT_NE(r.error().message.find("truncated"), std::string::npos) << r.error().message;
}

TEST(TraceImport, DefaultDurationFillsMissingOnes)
{
    TempDir dir;
    const std::string file = dir.write("d.csv",
        "trace,job_id,submit_time_s,duration_s,num_gpus,gpu_type,user,vc,status,model,queue_delay_s,num_attempts,qos,orig_submit_time\n"
        "t,a,0,10,1,,,,completed,,,,,\n"
        "t,b,5,,2,,,,pending,,,,,\n");
    const auto skipped = importOk(file, "common-csv");
    EXPECT_EQ(skipped.workload.jobs.size(), 1u);
    ASSERT_EQ(skipped.report.skipped.size(), 1u);
    EXPECT_EQ(skipped.report.skipped[0].where.line, 3);
    EXPECT_NE(skipped.report.skipped[0].message.find("pending"), std::string::npos);
    ASSERT_FALSE(skipped.workload.notes.empty());
    EXPECT_NE(skipped.workload.notes.back().find("skipped 1 rows"), std::string::npos);

    ImportOptions options;
    options.defaultDuration = 600;
    const auto filled = importOk(file, "common-csv", options);
    ASSERT_EQ(filled.workload.jobs.size(), 2u);
    EXPECT_EQ(filled.workload.jobs[1].duration, 600);
    EXPECT_TRUE(filled.report.skipped.empty());
    ASSERT_EQ(filled.report.warnings.size(), 1u);
    EXPECT_NE(filled.report.warnings[0].find("default of 600 s"), std::string::npos);
}

TEST(TraceImportErrors, EveryKeptTextIsAUtf8NameWithoutControlCharacters)
{
    // Whatever an importer keeps is written back (common CSV, jobs.csv, JSON): text that is not UTF-8
    // is refused where it stands, and so is a companion file with NUL bytes (found by the fuzzer).
    TempDir dir;
    const std::string header = "trace,job_id,submit_time_s,duration_s,num_gpus,gpu_type,user,vc\n";
    const struct {
        std::string rows;
        int line;
        std::string field;
    } cases[] = {
        { "t\xff,a,0,10,1,,,\n", 2, "trace" },
        { "t,a,0,10,1,,,\nt,b,0,10,1,V\xc3,,\n", 3, "gpu_type" },
        { "t,a,0,10,1,,u\xfe,\n", 2, "user" },
        { "t,a,0,10,1,,,v\x80\n", 2, "vc" },
        // Names, not terminal commands: control characters are refused too (an ESC clears a terminal).
        { "t,a,0,10,1,,,\nt,\x1b[2J,0,10,1,,,\n", 3, "job_id" },
        { "t,a,0,10,1,,\"u\x07\",\n", 2, "user" },
        { "t,a,0,10,1,V\xc2\x9b,,\n", 2, "gpu_type" },
    };
    for (const auto& c : cases) {
        const auto r = importTrace(dir.write("u.csv", header + c.rows), "common-csv");
        ASSERT_FALSE(r.ok()) << c.rows;
        EXPECT_EQ(r.error().where.line, c.line) << r.error().toString();
        EXPECT_EQ(r.error().where.field, c.field) << r.error().toString();
        EXPECT_TRUE(r.error().message.find("not valid UTF-8") != std::string::npos
            || r.error().message.find("control character") != std::string::npos)
            << r.error().toString();
        EXPECT_FALSE(nameProblem(r.error().toString())) << r.error().toString();
    }
    const std::string jobs = dir.write("j.csv", "j1,i1,u1,Terminated,1000,5000\n");
    const std::string tasks = dir.write("tasks.csv", std::string("j1,worker,2,Terminated,1100,5000,600,30,100,V1\0\0,\n", 47));
    ImportOptions options;
    options.companionPath = tasks;
    const auto r = importTrace(jobs, "pai-v2020", options);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.file, tasks);
    EXPECT_NE(r.error().message.find("NUL"), std::string::npos);
}
