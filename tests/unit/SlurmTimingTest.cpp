// When Slurm's main loop runs (core/policy/SlurmScheduler.h): submissions and job ends both queue a
// pass that slurmctld's background thread runs at least batch_sched_delay after its last, worked by
// hand (the end-pass experiment of docs/slurm-lab.md shows the same in slurmctld's log).
#include "core/engine/Simulation.h"
#include "core/engine/SpeedModel.h"
#include "core/policy/SlurmScheduler.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

JobSpec job(const std::string& id, double submit, double duration)
{
    JobSpec s;
    s.id = id;
    s.submitTime = submit;
    s.duration = duration;
    s.gpus = 1;
    s.model = 0;
    return s;
}

std::vector<JobState> run(int gpus, std::vector<JobSpec> jobs)
{
    SimulationSetup s;
    s.cluster = Cluster::uniform(1, 1, gpus);
    s.jobs = std::move(jobs);
    s.speedModel = std::shared_ptr<const SpeedModel>(makeSpeedModel("replay", {}).value().release());
    SlurmSettings settings;
    settings.backfill = false; // the main loop alone
    s.scheduler = std::make_unique<SlurmScheduler>(settings);
    s.config.sampleSeconds = 0;
    Simulation sim(std::move(s));
    sim.run();
    return sim.states();
}

} // namespace

TEST(SlurmTiming, ASubmissionWaitsForTheBackgroundPassAJobEndStartsTheNextWhenThePassIsDue)
{
    // a (at 0) starts at the pass after it, 1 s; b, submitted in that pass's second, and c (2 s) wait
    // for the next pass, batch_sched_delay (3 s) after it: 4 s.
    const auto free = run(4, { job("a", 0, 100), job("b", 1, 100), job("c", 2, 100) });
    EXPECT_DOUBLE_EQ(free[0].firstStart, 1);
    EXPECT_DOUBLE_EQ(free[1].firstStart, 4);
    EXPECT_DOUBLE_EQ(free[2].firstStart, 4);
    // On one GPU, y waits for x; x's end, long after the last pass (1 s), runs the main loop in its
    // own second: y starts then, at 11 s.
    const auto busy = run(1, { job("x", 0, 10), job("y", 0, 10) });
    EXPECT_DOUBLE_EQ(busy[0].firstStart, 1);
    EXPECT_DOUBLE_EQ(busy[1].firstStart, 11);
}

TEST(SlurmTiming, AJobEndSoonAfterAPassWaitsForBatchSchedDelay)
{
    // As in the lab's log (a pass at 55.4 s for a submission, ends at 56.5 s, the next pass at 58.5 s):
    // x runs from the pass at 1 s to 2 s; its end queues a pass, due 3 s after the one at 1 s, so y
    // starts at 4 s, not at x's end. z, submitted at 3 s, is in that pass too.
    const auto states = run(1, { job("x", 0, 1), job("y", 0, 10), job("z", 3, 10) });
    EXPECT_DOUBLE_EQ(states[0].firstStart, 1);
    EXPECT_DOUBLE_EQ(states[1].firstStart, 4);
    EXPECT_DOUBLE_EQ(states[2].firstStart, 14); // after y, at y's end (4 s + 10 s), long after the last pass
}
