// An account's GrpTRES=gres/gpu=N under Gantry's model of Slurm (the tenant's limit): its running jobs
// hold at most N GPUs; a job it holds back is passed over and blocks no other account's job.
#include "core/engine/Simulation.h"
#include "core/engine/SpeedModel.h"
#include "core/policy/SlurmScheduler.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

JobSpec job(const std::string& id, double submit, double duration, int gpus, const std::string& account)
{
    JobSpec s;
    s.id = id;
    s.submitTime = submit;
    s.duration = duration;
    s.timeLimit = duration + 60;
    s.gpus = gpus;
    s.model = 0;
    s.vc = account;
    s.tenant = account == "cv" ? 0 : 1; // as the workload's loading assigns them (tenants below)
    return s;
}

Simulation simulate(std::vector<JobSpec> jobs, bool backfill)
{
    SimulationSetup s;
    s.cluster = Cluster::uniform(1, 4, 8);
    s.jobs = std::move(jobs);
    Tenant capped;
    capped.name = "cv";
    capped.limitGpus = 8;
    Tenant free;
    free.name = "nlp";
    s.tenants = { capped, free };
    s.speedModel = std::shared_ptr<const SpeedModel>(makeSpeedModel("replay", {}).value().release());
    SlurmSettings settings;
    settings.backfill = backfill;
    settings.batchSchedDelay = 0;
    s.scheduler = std::make_unique<SlurmScheduler>(settings);
    s.config.sampleSeconds = 0;
    return Simulation(std::move(s));
}

} // namespace

TEST(SlurmLimits, AnAccountsGpuLimitHoldsItsJobsBackAndNoOneElses)
{
    for (const bool backfill : { false, true }) {
        SCOPED_TRACE(backfill ? "sched/backfill" : "sched/builtin");
        // cv may hold 8 GPUs: its second job waits for its first although three nodes are idle; nlp's job
        // behind it in the queue starts at once; cv's 16-GPU job can never start and is refused.
        Simulation sim = simulate({ job("cv-1", 0, 100, 8, "cv"), job("cv-2", 1, 100, 4, "cv"), job("nlp-1", 2, 100, 16, "nlp"),
                                      job("cv-big", 3, 100, 16, "cv") },
            backfill);
        sim.run();
        EXPECT_DOUBLE_EQ(sim.state(0).firstStart, 0); // batch_sched_delay 0: the main loop runs at each submission
        EXPECT_DOUBLE_EQ(sim.state(1).firstStart, 100); // at cv-1's end
        EXPECT_DOUBLE_EQ(sim.state(2).firstStart, 2);
        EXPECT_EQ(sim.state(3).phase, JobPhase::Rejected);
        EXPECT_NE(sim.rejectionOf(3).find("may hold at most 8"), std::string::npos) << sim.rejectionOf(3);
    }
}
