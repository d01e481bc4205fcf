// When Slurm's main loop runs (core/policy/SlurmScheduler.h): at once when a job ends, and for
// submissions at slurmctld's background pass, at least batch_sched_delay apart, worked by hand.
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

TEST(SlurmTiming, ASubmissionWaitsForTheBackgroundPassAJobEndStartsTheNextAtOnce)
{
    // a (at 0) starts at the pass after it, 1 s; b, submitted in that pass's second, and c (2 s) wait
    // for the next pass, batch_sched_delay (3 s) after it: 4 s.
    const auto free = run(4, { job("a", 0, 100), job("b", 1, 100), job("c", 2, 100) });
    EXPECT_DOUBLE_EQ(free[0].firstStart, 1);
    EXPECT_DOUBLE_EQ(free[1].firstStart, 4);
    EXPECT_DOUBLE_EQ(free[2].firstStart, 4);
    // On one GPU, y waits for x; x's end (its epilog) runs the main loop: y starts then, at 11 s.
    const auto busy = run(1, { job("x", 0, 10), job("y", 0, 10) });
    EXPECT_DOUBLE_EQ(busy[0].firstStart, 1);
    EXPECT_DOUBLE_EQ(busy[1].firstStart, 11);
}
