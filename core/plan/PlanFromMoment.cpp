// A plan from a moment (docs/planning.md): the scenario's own run up to then, once per seed, and each
// configuration's run from there as a fork that adds its machines.
#include "core/plan/PlanSearch.h"

#include "core/io/ScenarioIo.h"
#include "core/policy/PolicyRegistry.h"
#include "core/util/Format.h"
#include "core/util/Interrupt.h"
#include "core/util/Translate.h"

namespace gantry {

/// From a moment: the scenario as it is (its cluster, its policy) up to `plan.from`, once per seed;
/// every configuration continues from a copy of that state.
Status PlanSearch::simulatePast()
{
    for (std::size_t k = 0; k < m_out.seeds.size(); ++k) {
        Scenario s = m_scenario;
        s.seed = m_out.seeds[k];
        s.variants.clear();
        s.plan = {};
        s.simulation.recordDecisions = false;
        auto sim = buildSimulation(s, m_workloads[k].jobs);
        if (!sim) return sim.error();
        Past past { std::move(sim.value()), nullptr, 0 };
        past.recording = std::make_unique<RunRecording>(*past.sim);
        past.sim->runBefore(m_plan.from);
        if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "plan cancelled"), {} };
        if (past.sim->done())
            return Error { ErrorCode::BadValue,
                fillIn(translate("Error", "the run has ended by %1, so nothing is left to plan from; choose an earlier 'from'"),
                    { formatDuration(m_plan.from) }),
                { {}, 0, 0, "plan.from" } };
        past.usageCost = past.sim->usageCost();
        m_past.push_back(std::move(past));
    }
    return Ok {};
}

/// Seed `k`'s run of configuration `s` (its policy, and its cluster with the added machines) from
/// the plan's moment: a copy of the shared past, the machines joining and the policy taking over then.
Result<RunResult> PlanSearch::runFromMoment(std::size_t k, const Scenario& s) const
{
    const Past& past = m_past[k];
    std::unique_ptr<Simulation> sim = past.sim->clone();
    RunRecording recording(*past.recording, *sim);
    ScriptedChange join;
    join.kind = ScriptedChange::Kind::MachinesJoin;
    join.time = m_plan.from;
    join.newRacks.assign(s.cluster.racks.begin() + m_scenario.cluster.rackCount(), s.cluster.racks.end());
    join.joining.assign(s.cluster.machines.begin() + m_scenario.cluster.machineCount(), s.cluster.machines.end());
    if (!join.joining.empty()) sim->script(std::move(join));
    if (!m_plan.policyOverlays.empty()) { // the plan's policy takes over; without any, the scenario's carries on
        auto scheduler = PolicyRegistry::instance().build(s.policy, s);
        if (!scheduler) return scheduler.error();
        ScriptedChange policy;
        policy.kind = ScriptedChange::Kind::Policy;
        policy.time = m_plan.from;
        policy.scheduler = std::move(scheduler.value());
        sim->script(std::move(policy));
    }
    sim->run();
    if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "plan cancelled"), {} };
    return recording.finish(runMetadata(s, m_workloads[k]));
}

} // namespace gantry
