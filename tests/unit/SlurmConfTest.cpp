// The operator's slurm.conf and sacctmgr dump read into a scenario (core/io/SlurmConf.h).
#include "core/io/ScenarioIo.h"
#include "core/io/SlurmConf.h"
#include "core/io/TenantExport.h"
#include "core/io/TraceImport.h"
#include "core/util/Text.h"
#include "tests/support/TempDir.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

using namespace gantry;
using gantry::testing::TempDir;
using gantry::testing::testData;

namespace {

const char* kSacct = "JobID|User|Account|Submit|Start|End|State|AllocTRES|Timelimit\n"
                     "1|ann|nlp|2026-03-02T09:00:00|2026-03-02T09:00:05|2026-03-02T09:10:00|COMPLETED|gres/gpu=8|00:20:00\n"
                     "2|bob|cv|2026-03-02T09:01:00|2026-03-02T09:10:00|2026-03-02T09:30:00|TIMEOUT|gres/gpu=16|00:20:00\n";

std::string param(const Scenario& s, const std::string& name)
{
    const auto it = s.policy.scheduler.params.find(name);
    if (it == s.policy.scheduler.params.end()) return "-";
    if (const double* d = std::get_if<double>(&it->second)) return formatNumber(*d);
    return std::get<std::string>(it->second);
}

} // namespace

// When slurmctld's periodic work fell, read from a real recording (tests/data/slurm-lab/mf-heavy): its 13
// timed-out jobs end at 28 s past the half-minute, and its backfilled jobs start then too.
TEST(SlurmConf, TimerPhasesFromARecordingOfARealSlurm)
{
    const auto jobs = importTrace(testData("slurm-lab/mf-heavy/sacct.txt"), "slurm-sacct");
    ASSERT_TRUE(jobs.ok()) << jobs.error().toString();
    const SlurmTimerPhases p = slurmTimerPhases(jobs.value().workload.jobs, 30);
    ASSERT_TRUE(p.timeLimitCheck && p.backfillCycle);
    EXPECT_EQ(*p.timeLimitCheck, 28);
    EXPECT_EQ(p.timedOut, 13);
    EXPECT_EQ(*p.backfillCycle, 28);
    EXPECT_GE(p.backfilled, 50);
    // priority/multifactor's recalculation, from the priorities sacct kept at submission: from 57 s on
    // (29 s after the time-limit checks' phase), 195 of 200 come out as Slurm's, against 148 from time zero.
    const std::string lab = testData("slurm-lab/mf-heavy");
    const auto twin = importSlurmTwin({ lab + "/slurm.conf", lab + "/sacct.txt", lab + "/associations.txt", "twin.yaml" });
    ASSERT_TRUE(twin.ok()) << twin.error().toString();
    EXPECT_EQ(param(twin.value().scenario, "calc_offset"), "57");
    EXPECT_NE(twin.value().scenario.description.find("195 of the jobs' priorities"), std::string::npos) << twin.value().scenario.description;
    EXPECT_NE(twin.value().scenario.description.find("from time zero 148"), std::string::npos);
    // No job timed out, none waited: nothing to read.
    JobSpec quick;
    quick.duration = 10;
    quick.timeLimit = 60;
    quick.recordedWait = 0;
    const SlurmTimerPhases none = slurmTimerPhases({ quick }, 30);
    EXPECT_FALSE(none.timeLimitCheck || none.backfillCycle);
}

TEST(SlurmConf, HostListsAndDurations)
{
    EXPECT_EQ(expandHostList("n[1-3]"), (std::vector<std::string> { "n1", "n2", "n3" }));
    EXPECT_EQ(expandHostList("gpu[08-10,12],login"), (std::vector<std::string> { "gpu08", "gpu09", "gpu10", "gpu12", "login" }));
    EXPECT_EQ(expandHostList("a,b"), (std::vector<std::string> { "a", "b" }));
    for (const char* bad : { "n[1-", "n[3-1]", "n[a-b]", "n[[1]]", "", "n[1]x[2]" }) EXPECT_FALSE(expandHostList(bad)) << bad;
    EXPECT_EQ(slurmDuration("7-0"), 7 * 86400.0);
    EXPECT_EQ(slurmDuration("00:15:00"), 900.0);
    EXPECT_EQ(slurmDuration("30"), 1800.0); // minutes
    EXPECT_EQ(slurmDuration("UNLIMITED"), -1.0);
    EXPECT_FALSE(slurmDuration("soon"));
}

// A site's slurm.conf as Slurm's documentation writes one: defaults for nodes, typed GPUs, continued
// lines, comments, settings in any case; the associations' shares; the accounts of the jobs.
TEST(SlurmConf, ASitesSetupBecomesAScenarioThatLoads)
{
    TempDir dir;
    const std::string conf = dir.write("slurm.conf",
        "# a comment\n"
        "ClusterName=campus\n"
        "PriorityType=priority/multifactor\n"
        "priorityweightage=1000   # case does not matter\n"
        "PriorityWeightFairshare=10000\n"
        "PriorityWeightJobSize=500\n"
        "PriorityDecayHalfLife=7-0\n"
        "PriorityMaxAge=1-0\n"
        "PriorityCalcPeriod=5\n"
        "SchedulerType=sched/backfill\n"
        "SchedulerParameters=bf_interval=60,bf_window=2880,bf_resolution=300,bf_max_job_test=100,bf_continue\n"
        "SelectType=select/cons_tres\n"
        "NodeName=DEFAULT CPUs=64 Gres=gpu:a100:8\n"
        "NodeName=g[01-03] \\\n"
        "  RealMemory=512000\n"
        "NodeName=cpu1 CPUs=128 Gres=\n"
        "PartitionName=gpu Nodes=g[01-03] Default=YES MaxTime=2-0 TRESBillingWeights=CPU=1.0,GRES/gpu=4.0\n"
        "PartitionName=urgent Nodes=g03,cpu1 PriorityTier=3 PriorityJobFactor=5\n"
        "PartitionName=cpu Nodes=cpu1\n");
    const std::string dump = dir.write("dump.txt",
        "Cluster - 'campus':Fairshare=1:QOS='normal'\n"
        "Parent - 'root'\n"
        "Account - 'nlp':Description='nlp':Fairshare=60\n"
        "Account - 'cv':Fairshare=40:GrpTRES=cpu=64,gres/gpu=16:MaxJobs=4\n"
        "Parent - 'nlp'\n"
        "User - 'ann':DefaultAccount='nlp':Fairshare=1\n");
    const std::string sacct = dir.write("sacct.txt", kSacct);
    auto twin = importSlurmTwin({ conf, sacct, dump, (dir.path / "twin.yaml").string() });
    ASSERT_TRUE(twin.ok()) << twin.error().toString();
    const Scenario& s = twin.value().scenario;
    ASSERT_EQ(s.cluster.machines.size(), 3u); // the CPU-only node is left out
    EXPECT_EQ(s.cluster.machines[1].name, "g02");
    EXPECT_EQ(s.cluster.machines[1].gpuCount, 8);
    EXPECT_EQ(s.cluster.machines[1].cpuSlots, 64);
    EXPECT_EQ(s.cluster.gpuTypes.at(0).name, "a100");
    EXPECT_EQ(s.policy.scheduler.name, "slurm");
    EXPECT_EQ(param(s, "priority"), "multifactor");
    EXPECT_EQ(param(s, "weight_age"), "1000");
    EXPECT_EQ(param(s, "decay_half_life"), "604800");
    EXPECT_EQ(param(s, "max_age"), "86400");
    EXPECT_EQ(param(s, "calc_period"), "300");
    EXPECT_EQ(param(s, "bf_window"), "172800");
    EXPECT_EQ(param(s, "bf_resolution"), "300");
    EXPECT_EQ(param(s, "bf_max_job_test"), "100");
    // The partitions of GPU nodes, with their nodes, default and priorities (cpu has none: left out).
    ASSERT_EQ(s.cluster.partitions.size(), 2u);
    EXPECT_EQ(s.cluster.partitions[0], (Partition { "gpu", { 0, 1, 2 }, true, 1, 1 }));
    EXPECT_EQ(s.cluster.partitions[1], (Partition { "urgent", { 2 }, false, 3, 5 }));
    EXPECT_EQ(s.speedModel.name, "replay");
    EXPECT_EQ(s.workload.trace, "sacct.txt");
    EXPECT_EQ(s.workload.format, "slurm-sacct");
    ASSERT_EQ(s.tenants.size(), 2u);
    EXPECT_EQ(s.tenants[0].name, "nlp");
    EXPECT_EQ(s.tenants[0].weight, 60);
    EXPECT_EQ(s.tenants[1].weight, 40);
    EXPECT_EQ(s.tenants[0].limitGpus, -1);
    EXPECT_EQ(s.tenants[1].limitGpus, 16); // GrpTRES' GPUs: the most its running jobs may hold
    // What it read and does not model is said, with the file and line.
    std::string warnings;
    for (const std::string& w : twin.value().warnings) warnings += w + "\n";
    EXPECT_NE(warnings.find("slurm.conf:6: the priorityweightjobsize factor is not modelled"), std::string::npos) << warnings;
    EXPECT_NE(warnings.find("slurm.conf:11: SchedulerParameters bf_continue is not modelled"), std::string::npos) << warnings;
    EXPECT_NE(warnings.find("nodes without GPUs left out: 1"), std::string::npos) << warnings;
    EXPECT_NE(warnings.find("slurm.conf:19: partition cpu has no GPU node: left out"), std::string::npos) << warnings;
    EXPECT_NE(warnings.find("slurm.conf:17: partition gpu's maxtime=2-0 is not modelled"), std::string::npos) << warnings;
    EXPECT_NE(warnings.find("dump.txt:4: account cv's GrpTRES cpu=64 is not modelled (only gres/gpu)"), std::string::npos) << warnings;
    EXPECT_NE(warnings.find("dump.txt:4: account cv's per-job and job-count limits (MaxTRES, GrpJobs, MaxJobs) are not modelled"),
        std::string::npos) << warnings;
    // The scenario written loads, and runs the jobs under the slurm scheduler.
    ASSERT_TRUE(saveScenario(s, (dir.path / "twin.yaml").string()).ok());
    auto loaded = loadScenario((dir.path / "twin.yaml").string());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString();
    EXPECT_EQ(loaded.value().policy.scheduler.name, "slurm");
}

// A corpus of broken files: each error names the file, the line and the setting.
TEST(SlurmConf, BrokenFilesNameFileLineAndSetting)
{
    TempDir dir;
    const std::string sacct = dir.write("sacct.txt", kSacct);
    struct Case {
        std::string conf;
        int line;
        std::string field;
    };
    const std::vector<Case> cases = {
        { "NodeName=n1 Gres=gpu:8\nPriorityType=priority/fancy\n", 2, "prioritytype" },
        { "NodeName=n1 Gres=gpu:8\nPriorityWeightAge=lots\n", 2, "priorityweightage" },
        { "NodeName=n1 Gres=gpu:8\nPriorityDecayHalfLife=a while\n", 2, "prioritydecayhalflife" },
        { "NodeName=n1 Gres=gpu:8\nSchedulerType=sched/gang\n", 2, "schedulertype" },
        { "\nNodeName=n1 Gres=gpu:8\nSchedulerParameters=bf_interval=-3\n", 3, "schedulerparameters.bf_interval" },
        { "NodeName=n[1-2 Gres=gpu:8\n", 1, "nodename" },
        { "NodeName=n1 Gres=gpu:eight\n", 1, "gres" },
        { "NodeName=n1 CPUs=0 Gres=gpu:8\n", 1, "cpus" },
        { "NodeName=n1 CPUs=16\n", 0, "NodeName" }, // no GPUs anywhere
        { "NodeName=n1 Gres=gpu:8\nPartitionName=p Nodes=n[1-\n", 2, "nodes" },
        { "NodeName=n1 Gres=gpu:8\nPartitionName=p Nodes=n1 PriorityTier=top\n", 2, "prioritytier" },
        { "NodeName=n1 Gres=gpu:8\nPartitionName=p Nodes=n1\nPartitionName=p Nodes=n1\n", 3, "partitionname" },
        { "NodeName=n1 Gres=gpu:8\nPartitionName=p Nodes=n1 Default=YES\nPartitionName=q Nodes=n1 Default=YES\n", 3, "PartitionName=q" },
    };
    for (const Case& c : cases) {
        const std::string conf = dir.write("slurm.conf", c.conf);
        auto twin = importSlurmTwin({ conf, sacct, {}, (dir.path / "twin.yaml").string() });
        ASSERT_FALSE(twin.ok()) << c.conf;
        EXPECT_EQ(twin.error().where.file, conf) << c.conf;
        EXPECT_EQ(twin.error().where.line, c.line) << c.conf << twin.error().toString();
        EXPECT_EQ(twin.error().where.field, c.field) << c.conf << twin.error().toString();
    }
    const std::string conf = dir.write("slurm.conf", "NodeName=n1 Gres=gpu:8\n");
    auto badDump = importSlurmTwin({ conf, sacct, dir.write("dump.txt", "Parent - 'root'\nAccount - 'x':Fairshare=-2\n"), "twin.yaml" });
    ASSERT_FALSE(badDump.ok());
    EXPECT_EQ(badDump.error().where.line, 2);
    EXPECT_EQ(badDump.error().where.field, "Fairshare");
    auto badLimit = importSlurmTwin({ conf, sacct, dir.write("dump.txt", "Parent - 'root'\nAccount - 'x':GrpTRES=gres/gpu=lots\n"), "twin.yaml" });
    ASSERT_FALSE(badLimit.ok());
    EXPECT_EQ(badLimit.error().where.line, 2);
    EXPECT_EQ(badLimit.error().where.field, "GrpTRES");
    auto noDump = importSlurmTwin({ conf, sacct, dir.write("dump.txt", "this is not a dump\n"), "twin.yaml" });
    ASSERT_FALSE(noDump.ok());
    EXPECT_EQ(noDump.error().where.line, 1);
}

// What the import makes, the export writes back: the same nodes, GPU types, scheduler settings and shares
// (in proportion), on a site's file and on a recording of a real Slurm.
TEST(SlurmConf, ExportAndImportRoundTrip)
{
    TempDir dir;
    const std::string sacct = dir.write("sacct.txt", kSacct);
    const std::string site = dir.write("site.conf",
        "ClusterName=campus\nPriorityType=priority/multifactor\nPriorityWeightAge=1000\nPriorityWeightFairshare=10000\n"
        "PriorityDecayHalfLife=7-0\nPriorityMaxAge=1-12\nPriorityCalcPeriod=1\nSchedulerType=sched/builtin\n"
        "SchedulerParameters=bf_interval=45,bf_window=2880,bf_resolution=300,bf_max_job_test=100\n"
        "NodeName=DEFAULT CPUs=64 Gres=gpu:a100:8\nNodeName=g[01-03]\nNodeName=v[7-8] CPUs=32 Gres=gpu:4\n"
        "PriorityWeightPartition=2000\nPartitionName=big Nodes=g[01-03] Default=YES PriorityTier=2 PriorityJobFactor=10\n"
        "PartitionName=small Nodes=v[7-8],g03\n");
    const std::string siteDump = dir.write("site.dump", "Parent - 'root'\nAccount - 'nlp':Fairshare=60\nAccount - 'cv':Fairshare=40:GrpTRES=gres/gpu=8\n");
    const std::string lab = testData("slurm-lab/mf-heavy");
    struct Case {
        std::string conf, dump, sacct;
    };
    for (const Case& c : { Case { site, siteDump, sacct }, Case { lab + "/slurm.conf", lab + "/associations.txt", lab + "/sacct.txt" } }) {
        SCOPED_TRACE(c.conf);
        auto first = importSlurmTwin({ c.conf, c.sacct, c.dump, (dir.path / "twin.yaml").string() });
        ASSERT_TRUE(first.ok()) << first.error().toString();
        const Scenario& a = first.value().scenario;
        auto files = exportSlurm(a, { "twin.yaml", "", a.name });
        ASSERT_TRUE(files.ok()) << files.error().toString();
        std::map<std::string, std::string> written;
        for (const ExportFile& f : files.value()) written[f.name] = dir.write("export-" + f.name, f.text);
        ASSERT_TRUE(written.count("associations.cfg"));
        auto second = importSlurmTwin({ written.at("slurm.conf"), c.sacct, written.at("associations.cfg"), (dir.path / "twin.yaml").string() });
        ASSERT_TRUE(second.ok()) << second.error().toString();
        const Scenario& b = second.value().scenario;
        EXPECT_EQ(b.cluster.racks.front().name, a.cluster.racks.front().name);
        ASSERT_EQ(b.cluster.gpuTypes.size(), a.cluster.gpuTypes.size());
        for (std::size_t i = 0; i < a.cluster.gpuTypes.size(); ++i) EXPECT_EQ(b.cluster.gpuTypes[i].name, a.cluster.gpuTypes[i].name);
        ASSERT_EQ(b.cluster.machines.size(), a.cluster.machines.size());
        for (std::size_t i = 0; i < a.cluster.machines.size(); ++i) {
            const Machine &x = a.cluster.machines[i], &y = b.cluster.machines[i];
            EXPECT_EQ(std::tie(y.name, y.gpuType, y.gpuCount, y.cpuSlots), std::tie(x.name, x.gpuType, x.gpuCount, x.cpuSlots)) << x.name;
        }
        EXPECT_EQ(b.policy.scheduler, a.policy.scheduler);
        EXPECT_FALSE(a.cluster.partitions.empty());
        EXPECT_EQ(b.cluster.partitions, a.cluster.partitions);
        ASSERT_EQ(b.tenants.size(), a.tenants.size());
        double sumA = 0, sumB = 0;
        for (std::size_t i = 0; i < a.tenants.size(); ++i) sumA += a.tenants[i].weight, sumB += b.tenants[i].weight;
        for (std::size_t i = 0; i < a.tenants.size(); ++i) {
            EXPECT_EQ(b.tenants[i].name, a.tenants[i].name);
            EXPECT_EQ(b.tenants[i].limitGpus, a.tenants[i].limitGpus);
            EXPECT_NEAR(b.tenants[i].weight / sumB, a.tenants[i].weight / sumA, 1e-12) << a.tenants[i].name;
        }
    }
    // The scheduler part is only what the scenario sets: a scenario that sets nothing writes nothing.
    EXPECT_EQ(slurmSchedulerConf({ "slurm", {} }), "");
    EXPECT_EQ(slurmSchedulerConf({ "fifo", {} }), "");
    EXPECT_EQ(slurmDurationText(90061), "1-01:01:01");
    EXPECT_EQ(slurmDurationText(900), "00:15:00");
}
