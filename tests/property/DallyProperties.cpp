// Dally's two promises on generated workloads (any seed, load and congestion): a job skipped for a
// tighter spread never waits past its second timer while it could be placed, and every preemption
// it makes predicted more gain than it cost.

#include "core/engine/Simulation.h"
#include "core/io/ScenarioIo.h"
#include "core/policy/ComposedScheduler.h"
#include "core/policy/Dally.h"
#include "core/run/ScenarioRunner.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <numeric>

using namespace gantry;

namespace {

Scenario congestedScenario(std::uint64_t seed, double jobsPerHour, double oversubscription, bool autoTune)
{
    auto loaded = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/dally-congested.yaml");
    RC_ASSERT(loaded.ok());
    Scenario s = loaded.value();
    s.variants.clear();
    s.seed = seed;
    s.workload.generatorParams["jobs"] = 120.0;
    s.workload.generatorParams["jobs_per_hour"] = jobsPerHour;
    for (auto& rack : s.cluster.racks) rack.oversubscription = oversubscription;
    s.policy.placement = { "dally", { { "auto_tune", autoTune ? 1.0 : 0.0 } } };
    return s;
}

std::unique_ptr<Simulation> simulationOf(const Scenario& s)
{
    auto workload = loadWorkload(s);
    RC_ASSERT(workload.ok());
    auto sim = buildSimulation(s, workload.value().jobs);
    RC_ASSERT(sim.ok());
    return std::move(sim.value());
}

const DallyPlacement& dallyOf(Simulation& sim)
{
    const auto* composed = dynamic_cast<const ComposedScheduler*>(&sim.scheduler());
    RC_ASSERT(composed != nullptr);
    const auto* dally = dynamic_cast<const DallyPlacement*>(&composed->placement());
    RC_ASSERT(dally != nullptr);
    return *dally;
}

} // namespace

RC_GTEST_PROP(DallyProperties, NoJobWaitsPastItsSpreadTimerWhileItFits, ())
{
    const auto seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
    const double load = *rc::gen::element(10.0, 20.0, 40.0);
    const double oversubscription = *rc::gen::element(1.0, 2.0, 4.0);
    const bool autoTune = *rc::gen::arbitrary<bool>();
    auto sim = simulationOf(congestedScenario(seed, load, oversubscription, autoTune));
    const DallyPlacement& dally = dallyOf(*sim);
    int checked = 0;
    while (sim->stepDecision()) {
        for (JobIndex job : sim->queue()) {
            const SimTime since = dally.skippedSince(*sim, job);
            if (since < 0) continue;
            const int workers = sim->spec(job).gpus;
            // The class it was skipped in: a start after it in the same pass may change the links,
            // and with them the class it would be in now (it is judged again at the next pass).
            const int cls = dally.classWhenSkipped(job);
            if (sim->now() - since <= dally.spreadWait(cls) + 1e-6) continue;
            // Past its last timer it takes any spread: so the GPUs it may use must not suffice.
            std::vector<int> usable = PlacementBase::usableGpus(*sim, job);
            for (MachineId m = 0; m < sim->cluster().machineCount(); ++m)
                if (dally.reservedAgainst(m, job)) usable[std::size_t(m)] = 0;
            ++checked;
            RC_ASSERT(std::accumulate(usable.begin(), usable.end(), 0) < workers);
        }
    }
    RC_TAG(checked > 0 ? "a late job was checked" : "no job was past its timers");
}

RC_GTEST_PROP(DallyProperties, EveryPreemptionPredictedMoreGainThanCost, ())
{
    const auto seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
    const double load = *rc::gen::element(20.0, 40.0);
    auto sim = simulationOf(congestedScenario(seed, load, 4.0, true));
    sim->run();
    int preemptions = 0;
    for (const DecisionRecord& d : sim->decisions()) {
        // Preempting others for a waiting job, and moving a spread job to one machine: both priced.
        if (d.kind != DecisionKind::Preempt || (d.why.part != "preemption:dally" && d.why.part != "relocation:dally")) continue;
        ++preemptions;
        double gain = NAN, cost = NAN;
        for (const Candidate& c : d.why.candidates) {
            if (c.label == "predicted gain (GPU-s)") gain = c.score;
            if (c.label == "cost (GPU-s)") cost = c.score;
        }
        RC_ASSERT(std::isfinite(gain));
        RC_ASSERT(std::isfinite(cost));
        RC_ASSERT(gain > cost);
        RC_ASSERT(d.applied);
    }
    RC_TAG(preemptions > 0 ? "preempted" : "no preemption");
}
