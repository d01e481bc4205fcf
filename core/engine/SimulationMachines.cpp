// The simulation's events about machines: random failures and repairs, scripted changes (machines
// that fail, recover, join or leave, prices, policies, injected jobs) and performance drift. The
// machines' state is the ResourceLedger's; here is the event loop's half of each change: the jobs it
// displaces, the observers, the events that follow. Split from Simulation.cpp by what it does.
#include "core/engine/Simulation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace gantry {

void Simulation::scheduleFailure(MachineId machine)
{
    if (m_unfinished > 0 && m_config.machineMtbfHours > 0)
        push(m_now + m_failureRng.exponential(1.0 / (m_config.machineMtbfHours * 3600.0)), EventType::MachineFailure, machine);
}

Simulation::~Simulation() = default;

void Simulation::handleMachineFailure(MachineId machine)
{
    if (!m_ledger.machineUp(machine)) return;
    takeDown(machine, true);
}

void Simulation::takeDown(MachineId machine, bool repairs)
{
    // Jobs with a task on the machine restart from their last checkpoint. Each is released while the
    // machine is still up: its neighbours' rates and the observers see one change at a time.
    for (JobIndex j : m_ledger.displacedBy(machine)) {
        advance(j);
        JobState& s = m_states[j];
        const double interval = m_config.checkpointInterval;
        const double periodic = interval > 0 ? std::floor(s.workDone / interval) * interval : 0.0;
        s.workDone = std::max(s.checkpointedWork, std::min(periodic, s.workDone));
        s.checkpointedWork = s.workDone;
        ++s.failures;
        ++s.version;
        const Placement old = s.placement;
        release(j);
        removeFromRunning(j);
        refreshNeighbours(old, j);
        enqueue(j);
        notify(JobEvent::Failed, j);
    }
    m_ledger.takeDown(machine);
    notifyMachine(machine, false);
    if (repairs)
        push(m_now + m_failureRng.exponential(1.0 / (std::max(1e-6, m_config.machineRepairHours) * 3600.0)),
            EventType::MachineRepair, machine);
    requestSchedule();
}

void Simulation::handleMachineRepair(MachineId machine)
{
    if (m_ledger.machineUp(machine) || m_ledger.heldDown(machine)) return;
    bringUp(machine);
}

void Simulation::bringUp(MachineId machine)
{
    m_ledger.bringUp(machine);
    notifyMachine(machine, true);
    scheduleFailure(machine);
    requestSchedule();
}

void Simulation::handleScripted(int index)
{
    ScriptedChange& change = m_scripted[static_cast<std::size_t>(index)];
    switch (change.kind) {
    case ScriptedChange::Kind::MachinesDown:
        for (MachineId m : change.machines) {
            if (m_ledger.gone(m)) continue;
            if (m_ledger.machineUp(m)) takeDown(m, false);
            m_ledger.holdDown(m);
        }
        break;
    case ScriptedChange::Kind::MachinesUp:
        for (MachineId m : change.machines) {
            if (m_ledger.gone(m)) continue;
            m_ledger.endHold(m);
            if (!m_ledger.machineUp(m)) bringUp(m);
        }
        break;
    case ScriptedChange::Kind::MachinesLeave:
        for (MachineId m : change.machines) {
            if (m_ledger.gone(m)) continue;
            if (m_ledger.machineUp(m)) takeDown(m, false);
            m_ledger.leave(m);
        }
        m_ledger.recordCapacity(m_now);
        break;
    case ScriptedChange::Kind::MachinesJoin: {
        const bool drifting = m_ledger.anyFluctuation();
        const MachineId first = m_ledger.join(change.newRacks, change.joining);
        for (MachineId m = first; m < cluster().machineCount(); ++m) {
            notifyMachine(m, true);
            scheduleFailure(m);
        }
        if (!drifting && m_ledger.anyFluctuation() && m_config.driftSeconds > 0 && m_unfinished > 0)
            push(m_now + m_config.driftSeconds, EventType::Drift); // the first machine that fluctuates starts the drift
        m_ledger.recordCapacity(m_now);
        break;
    }
    case ScriptedChange::Kind::Policy:
        if (!change.scheduler) break;
        m_scheduler = std::move(change.scheduler);
        ++m_tickChain; // the old scheduler's ticks stop; the new one's start now
        if (m_scheduler->tickInterval() > 0) push(m_now, EventType::Tick, -1, m_tickChain);
        break;
    case ScriptedChange::Kind::Jobs: {
        // The jobs not yet arrived and the new ones, in submit order (ties: the old ones first).
        std::vector<JobSpec> added = std::move(change.jobs);
        for (JobSpec& job : added) job.submitTime = std::max(job.submitTime, m_now);
        normalizeJobs(added);
        nameGpuTypesAsTheCluster(added);
        m_models.assignModels(added, m_seed);
        std::vector<JobSpec>& jobs = m_jobs.edit();
        std::vector<JobSpec> later(jobs.begin() + static_cast<std::ptrdiff_t>(m_nextArrival), jobs.end());
        jobs.resize(m_nextArrival);
        std::merge(later.begin(), later.end(), added.begin(), added.end(), std::back_inserter(jobs),
            [](const JobSpec& a, const JobSpec& b) { return a.submitTime < b.submitTime; });
        m_states.resize(m_nextArrival);
        m_states.resize(m_jobs->size());
        m_unfinished += static_cast<int>(added.size());
        break;
    }
    case ScriptedChange::Kind::Price:
        if (change.gpuType < 0 || change.gpuType >= static_cast<int>(cluster().gpuTypes.size())) break;
        for (std::size_t j = 0; j < m_nextArrival; ++j) advance(static_cast<JobIndex>(j)); // paid so far at the old price
        m_ledger.setPrice(change.gpuType, change.pricePerHour, change.spotPricePerHour);
        for (JobIndex j : m_running.jobs()) m_states[j].pricePerHour = m_ledger.pricePerHour(m_states[j].placement);
        m_ledger.recordCapacity(m_now);
        break;
    }
    requestSchedule();
}

void Simulation::handleDrift()
{
    for (JobIndex j : m_ledger.driftPerformance(m_driftRng))
        if (m_states[j].phase == JobPhase::Running) {
            advance(j);
            refreshRate(j);
        }
    if (m_unfinished > 0) push(m_now + m_config.driftSeconds, EventType::Drift);
}

void Simulation::notifyMachine(MachineId machine, bool up)
{
    for (SimObserver* o : *m_observers) o->onMachineEvent(*this, machine, up);
}

} // namespace gantry
