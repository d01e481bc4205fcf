// Partitions (core/model/Cluster.h): the machine sets jobs are submitted to, read from a scenario,
// honoured by every placement and by the slurm scheduler as Slurm honours them; and the other limit a
// Slurm site sets on where and how much its jobs run, an account's GPUs (GrpTRES).
#include "core/engine/Simulation.h"
#include "core/engine/SpeedModel.h"
#include "core/io/ScenarioIo.h"
#include "core/policy/PolicyRegistry.h"
#include "core/policy/SlurmScheduler.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

/// Two racks of two 8-GPU machines: partition "a" holds r0's machines (the default), "b" r1's.
Cluster twoPartitions(int tierA = 1, int tierB = 1)
{
    Cluster c = Cluster::uniform(2, 2, 8);
    c.partitions = { { "a", { 0, 1 }, true, tierA, 1 }, { "b", { 2, 3 }, false, tierB, 1 } };
    c.index();
    return c;
}

JobSpec job(const std::string& id, double submit, double duration, int gpus, const std::string& partition = "")
{
    JobSpec s;
    s.id = id;
    s.submitTime = submit;
    s.duration = duration;
    s.timeLimit = duration + 60;
    s.gpus = gpus;
    s.model = 0;
    s.partition = partition;
    return s;
}

Simulation simulate(Cluster cluster, std::vector<JobSpec> jobs, std::unique_ptr<Scheduler> scheduler, std::vector<Tenant> tenants = {})
{
    SimulationSetup s;
    s.cluster = std::move(cluster);
    s.jobs = std::move(jobs);
    s.tenants = std::move(tenants);
    s.speedModel = std::shared_ptr<const SpeedModel>(makeSpeedModel("replay", {}).value().release());
    s.scheduler = std::move(scheduler);
    s.config.sampleSeconds = 0;
    return Simulation(std::move(s));
}

std::unique_ptr<Scheduler> fifo()
{
    PolicyConfig c;
    c.ordering = { "fifo", {} };
    c.placement = { "consolidate", {} };
    c.backfill = true;
    Scenario scenario;
    return PolicyRegistry::instance().build(c, scenario).value();
}

std::unique_ptr<Scheduler> slurm(bool backfill)
{
    SlurmSettings settings;
    settings.backfill = backfill;
    settings.batchSchedDelay = 0;
    return std::make_unique<SlurmScheduler>(settings);
}

MachineId machineOf(const Simulation& sim, JobIndex j) { return sim.cluster().machineOf(sim.state(j).placement.gpus.at(0)); }

} // namespace

TEST(Partitions, FilterNamesTheMachinesAJobMayUse)
{
    const Cluster c = twoPartitions();
    EXPECT_EQ(c.partitionFor(""), 0); // the default
    EXPECT_EQ(c.partitionFor("b"), 1);
    EXPECT_EQ(c.partitionFor("gpu"), -2);
    EXPECT_EQ(Cluster::uniform(1, 1, 8).partitionFor("anything"), -1); // no partitions: every machine
    const MachineFilter b = c.filterFor("", "b");
    EXPECT_FALSE(b.passes(c.machines, 0));
    EXPECT_TRUE(b.passes(c.machines, 3));
    const MachineFilter none = c.filterFor("", "gpu");
    for (MachineId m = 0; m < 4; ++m) EXPECT_FALSE(none.passes(c.machines, m));
    EXPECT_TRUE(c.filterFor("", "").passes(c.machines, 1));
    EXPECT_FALSE(c.filterFor("", "").passes(c.machines, 2));
}

// Machines removed, added or copied (the Cluster tab, calibrate --fit gpus) keep the partitions true:
// the machines after a removed one move down, a copy joins its original's partitions, and a partition
// left without machines goes.
TEST(Partitions, FollowTheMachinesWhenTheyChange)
{
    Cluster c = twoPartitions();
    c.partitions.push_back({ "only-m0", { 0 }, false, 1, 1 });
    c.index();
    // Machine 0 goes; machine 3 is copied at the end.
    std::vector<Machine> next = { c.machines[1], c.machines[2], c.machines[3], c.machines[3] };
    next[3].name += "+1";
    c.replaceMachines(next, { 1, 2, 3, 3 });
    ASSERT_EQ(c.partitions.size(), 2u);
    EXPECT_EQ(c.partitions[0].machines, (std::vector<MachineId> { 0 }));       // a: what was machine 1
    EXPECT_EQ(c.partitions[1].machines, (std::vector<MachineId> { 1, 2, 3 })); // b: 2, 3 and the copy of 3
    EXPECT_TRUE(c.validate().ok());
    EXPECT_TRUE(c.filterFor("", "b").passes(c.machines, 3));
    EXPECT_FALSE(c.filterFor("", "a").passes(c.machines, 1));
}

// Under a baseline policy (fifo, consolidate, backfill), partition b's jobs run on r1 only, even when r0
// is idle; jobs naming none run in the default; a job of a partition the cluster lacks is rejected, and
// so is one larger than its partition.
TEST(Partitions, EveryPlacementKeepsJobsInTheirPartition)
{
    Simulation sim = simulate(twoPartitions(),
        { job("b1", 0, 100, 8, "b"), job("b2", 0, 100, 8, "b"), job("b3", 0, 100, 8, "b"), job("any", 0, 100, 4), job("x", 0, 10, 1, "gpu"),
            job("huge", 0, 10, 24, "b") },
        fifo());
    sim.runUntil(50);
    EXPECT_GE(machineOf(sim, 0), 2);
    EXPECT_GE(machineOf(sim, 1), 2);
    EXPECT_LT(machineOf(sim, 3), 2);
    sim.run();
    EXPECT_DOUBLE_EQ(sim.state(2).firstStart, 100); // waited for b's machines although a's were free
    EXPECT_EQ(sim.state(4).phase, JobPhase::Rejected);
    EXPECT_NE(sim.rejectionOf(4).find("partition 'gpu'"), std::string::npos) << sim.rejectionOf(4);
    EXPECT_EQ(sim.state(5).phase, JobPhase::Rejected);
    EXPECT_NE(sim.rejectionOf(5).find("in partition b"), std::string::npos) << sim.rejectionOf(5);
}

// Slurm's main loop stops at the first job that does not fit only for that job's partition: a's big
// job waits, and b's small job behind it starts at once (one queue would hold it back).
TEST(Partitions, SlurmsMainLoopBlocksOnlyThePartitionOfAJobThatDoesNotFit)
{
    Simulation sim = simulate(twoPartitions(),
        { job("a-run", 0, 100, 16, "a"), job("a-big", 1, 100, 16, "a"), job("b-small", 2, 100, 8, "b"), job("a-small", 3, 100, 1, "a") },
        slurm(false));
    sim.runUntil(50);
    EXPECT_GE(machineOf(sim, 2), 2);
    sim.run();
    EXPECT_DOUBLE_EQ(sim.state(1).firstStart, 100);
    EXPECT_DOUBLE_EQ(sim.state(2).firstStart, 3); // at the background pass after its submission
    EXPECT_GE(sim.state(3).firstStart, 100); // a is blocked behind a-big (no backfill)
}

// Backfill plans each job on its partition's nodes: b's job is not held by a's reservation, and a's
// small job behind a's reserved big one is backfilled only where it delays nothing.
TEST(Partitions, SlurmsBackfillPlansEachJobInItsPartition)
{
    Simulation sim = simulate(twoPartitions(),
        { job("a-run", 0, 300, 8, "a"), job("a-big", 1, 100, 16, "a"), job("b-long", 2, 1000, 8, "b"), job("a-short", 3, 100, 8, "a") },
        slurm(true));
    sim.runUntil(100);
    EXPECT_GE(machineOf(sim, 2), 2); // on b, whatever a plans
    EXPECT_LT(sim.state(2).firstStart, 40);
    EXPECT_LT(machineOf(sim, 3), 2); // backfilled on a's idle machine: it ends before a-big could start
    EXPECT_LT(sim.state(3).firstStart, 100);
    sim.runUntil(350);
    EXPECT_LT(machineOf(sim, 1), 2);
    EXPECT_GE(sim.state(1).firstStart, 300);
}

// PriorityTier orders the queue before priorities: b's job (tier 2) goes before a's older one when both
// could take the one machine that frees; here both partitions share machine 1.
TEST(Partitions, AHigherTierGoesFirst)
{
    Cluster c = Cluster::uniform(1, 2, 8);
    c.partitions = { { "low", { 0, 1 }, true, 1, 1 }, { "high", { 1 }, false, 2, 1 } };
    c.index();
    Simulation sim = simulate(c, { job("run0", 0, 100, 8), job("run1", 0, 50, 8), job("old", 5, 10, 8, "low"), job("new", 6, 10, 8, "high") }, slurm(false));
    sim.run();
    EXPECT_DOUBLE_EQ(sim.state(3).firstStart, 50); // machine 1 freed at 50: the higher tier takes it
    EXPECT_DOUBLE_EQ(sim.state(2).firstStart, 60);
}

// A scenario's partitions load with located errors and are written back as they were.
TEST(Partitions, ScenarioReadsAndWritesThem)
{
    const std::string base = "gantry: 1\nname: p\ncluster:\n  gpu_types: [{name: A100}]\n  racks:\n    - name: r0\n"
                             "      machines: [{name: n1, gpus: 8}, {name: n2, gpus: 8}, {name: n3, gpus: 8}]\n";
    const std::string good = base
        + "  partitions:\n    - {name: big, machines: [n1, n2], default: true, priority_tier: 2}\n"
          "    - {name: small, machines: [n3, n2], priority_job_factor: 10}\n"
          "workload: {generator: poisson-philly}\n";
    auto s = parseScenario(good, "p.yaml", ".");
    ASSERT_TRUE(s.ok()) << s.error().toString();
    const Cluster& c = s.value().cluster;
    ASSERT_EQ(c.partitions.size(), 2u);
    EXPECT_EQ(c.partitions[1].machines, (std::vector<MachineId> { 2, 1 }));
    EXPECT_EQ(c.partitions[0].priorityTier, 2);
    EXPECT_EQ(c.partitions[1].priorityJobFactor, 10);
    auto again = parseScenario(emitScenario(s.value()), "again.yaml", ".");
    ASSERT_TRUE(again.ok()) << again.error().toString();
    EXPECT_EQ(again.value().cluster.partitions, c.partitions);

    struct Case {
        std::string partitions, field;
        int line;
    };
    for (const Case& k : { Case { "[{name: p, machines: [n9]}]", "cluster.partitions[0].machines[0]", 8 },
             Case { "[{name: p, machines: [n1]}, {name: p, machines: [n2]}]", "cluster.partitions[1].name", 8 },
             Case { "[{name: p, machines: [n1], default: true}, {name: q, machines: [n2], default: true}]", "cluster.partitions[1].default", 8 },
             Case { "[{name: p, machines: []}]", "cluster.partitions[0].machines", 8 },
             Case { "[{name: p, machines: [n1], priority_tier: high}]", "cluster.partitions[0].priority_tier", 8 } }) {
        auto bad = parseScenario(base + "  partitions: " + k.partitions + "\nworkload: {generator: poisson-philly}\n", "bad.yaml", ".");
        ASSERT_FALSE(bad.ok()) << k.partitions;
        EXPECT_EQ(bad.error().where.field, k.field) << bad.error().toString();
        EXPECT_EQ(bad.error().where.line, k.line) << bad.error().toString();
    }
}

// An account's GrpTRES=gres/gpu=N under Gantry's model of Slurm (the tenant's limit): its running jobs
// hold at most N GPUs; a job it holds back is passed over and blocks no other account's job.
TEST(SlurmLimits, AnAccountsGpuLimitHoldsItsJobsBackAndNoOneElses)
{
    Tenant capped;
    capped.name = "cv";
    capped.limitGpus = 8;
    Tenant free;
    free.name = "nlp";
    auto of = [](JobSpec j, int tenant) { // as the workload's loading assigns tenants
        j.tenant = tenant;
        return j;
    };
    for (const bool backfill : { false, true }) {
        SCOPED_TRACE(backfill ? "sched/backfill" : "sched/builtin");
        // cv may hold 8 GPUs: its second job waits for its first although three nodes are idle; nlp's job
        // behind it in the queue starts at once; cv's 16-GPU job can never start and is refused.
        Simulation sim = simulate(Cluster::uniform(1, 4, 8),
            { of(job("cv-1", 0, 100, 8), 0), of(job("cv-2", 1, 100, 4), 0), of(job("nlp-1", 2, 100, 16), 1), of(job("cv-big", 3, 100, 16), 0) },
            slurm(backfill), { capped, free });
        sim.run();
        EXPECT_DOUBLE_EQ(sim.state(0).firstStart, 0); // batch_sched_delay 0: the main loop runs at each submission
        EXPECT_DOUBLE_EQ(sim.state(1).firstStart, 100); // at cv-1's end
        EXPECT_DOUBLE_EQ(sim.state(2).firstStart, 2);
        EXPECT_EQ(sim.state(3).phase, JobPhase::Rejected);
        EXPECT_NE(sim.rejectionOf(3).find("may hold at most 8"), std::string::npos) << sim.rejectionOf(3);
    }
}
