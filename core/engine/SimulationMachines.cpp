// The simulation's machines: random failures and repairs, scripted changes (machines that fail,
// recover, join or leave, prices, policies, injected jobs), performance drift, and what the cluster
// present costs. Split from Simulation.cpp by what it does; the event loop and the jobs stay there.
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

void Simulation::addMachineState(MachineId m)
{
    const Machine& machine = m_cluster.machines[m];
    m_gpuOwner.insert(m_gpuOwner.end(), static_cast<std::size_t>(machine.gpuCount), kFree);
    m_machineFreeGpus.push_back(machine.gpuCount);
    m_machineFreeCpus.push_back(machine.cpuSlots);
    m_machineUp.push_back(1);
    m_machineChanges.add(m);
    m_heldDown.push_back(0);
    m_gone.push_back(0);
    m_machinePerf.push_back(machine.perfFactor);
    m_nominalPerf.push_back(1.0);
    m_nicSharers.push_back(0);
    m_jobsOnMachine.emplace_back();
    ++m_linkStateVersion;
    m_anyFluctuation = m_anyFluctuation || machine.perfFluctuation > 0;
    m_cpuSlots += machine.cpuSlots;
    m_freeGpus += machine.gpuCount;
}

void Simulation::handleMachineFailure(MachineId machine)
{
    if (!m_machineUp[machine]) return;
    takeDown(machine, true);
}

void Simulation::takeDown(MachineId machine, bool repairs)
{
    // Jobs with a task on the machine restart from their last checkpoint.
    const std::vector<JobIndex> victims = m_jobsOnMachine[machine];
    for (JobIndex j : victims) {
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
    m_machineUp[machine] = 0;
    const GpuId first = m_cluster.firstGpu(machine);
    for (int k = 0; k < m_cluster.machines[machine].gpuCount; ++k) m_gpuOwner[first + k] = kFailed;
    m_freeGpus -= m_machineFreeGpus[machine];
    m_failedGpus += m_cluster.machines[machine].gpuCount;
    m_machineFreeGpus[machine] = 0;
    m_machineChanges.add(machine);
    notifyMachine(machine, false);
    if (repairs)
        push(m_now + m_failureRng.exponential(1.0 / (std::max(1e-6, m_config.machineRepairHours) * 3600.0)),
            EventType::MachineRepair, machine);
    requestSchedule();
}

void Simulation::handleMachineRepair(MachineId machine)
{
    if (m_machineUp[machine] || m_heldDown[machine]) return;
    bringUp(machine);
}

void Simulation::bringUp(MachineId machine)
{
    m_machineUp[machine] = 1;
    const GpuId first = m_cluster.firstGpu(machine);
    const int gpus = m_cluster.machines[machine].gpuCount;
    for (int k = 0; k < gpus; ++k) m_gpuOwner[first + k] = kFree;
    m_machineFreeGpus[machine] = gpus;
    m_machineChanges.add(machine);
    m_freeGpus += gpus;
    m_failedGpus -= gpus;
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
            if (m_gone[m]) continue;
            if (m_machineUp[m]) takeDown(m, false);
            if (!m_heldDown[m]) m_heldGpus += m_cluster.machines[m].gpuCount;
            m_heldDown[m] = 1;
        }
        break;
    case ScriptedChange::Kind::MachinesUp:
        for (MachineId m : change.machines) {
            if (m_gone[m]) continue;
            if (m_heldDown[m]) m_heldGpus -= m_cluster.machines[m].gpuCount;
            m_heldDown[m] = 0;
            if (!m_machineUp[m]) bringUp(m);
        }
        break;
    case ScriptedChange::Kind::MachinesLeave:
        for (MachineId m : change.machines) {
            if (m_gone[m]) continue;
            if (m_machineUp[m]) takeDown(m, false);
            const int gpus = m_cluster.machines[m].gpuCount;
            if (m_heldDown[m]) m_heldGpus -= gpus;
            m_heldDown[m] = 1; // never repaired
            m_gone[m] = 1;
            m_failedGpus -= gpus;
            m_goneGpus += gpus;
            m_cpuSlots -= m_cluster.machines[m].cpuSlots;
        }
        m_capacity.push_back(presentCapacity());
        break;
    case ScriptedChange::Kind::MachinesJoin: {
        const MachineId first = m_cluster.machineCount();
        const bool drifting = m_anyFluctuation;
        m_cluster.racks.insert(m_cluster.racks.end(), change.newRacks.begin(), change.newRacks.end());
        m_cluster.machines.insert(m_cluster.machines.end(), change.joining.begin(), change.joining.end());
        if (m_spotEverywhere)
            for (MachineId m = first; m < MachineId(m_cluster.machines.size()); ++m) m_cluster.machines[std::size_t(m)].spot = true;
        m_cluster.index();
        m_uplinkSharers.resize(static_cast<std::size_t>(m_cluster.rackCount()), 0);
        m_crossRackJobs.resize(static_cast<std::size_t>(m_cluster.rackCount()));
        for (MachineId m = first; m < m_cluster.machineCount(); ++m) {
            addMachineState(m);
            notifyMachine(m, true);
            scheduleFailure(m);
        }
        if (!drifting && m_anyFluctuation && m_config.driftSeconds > 0 && m_unfinished > 0)
            push(m_now + m_config.driftSeconds, EventType::Drift); // the first machine that fluctuates starts the drift
        m_capacity.push_back(presentCapacity());
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
        if (change.gpuType < 0 || change.gpuType >= static_cast<int>(m_cluster.gpuTypes.size())) break;
        for (std::size_t j = 0; j < m_nextArrival; ++j) advance(static_cast<JobIndex>(j)); // paid so far at the old price
        m_cluster.gpuTypes[static_cast<std::size_t>(change.gpuType)].pricePerHour = change.pricePerHour;
        m_cluster.gpuTypes[static_cast<std::size_t>(change.gpuType)].spotPricePerHour = change.spotPricePerHour;
        for (JobIndex j : m_running.jobs()) m_states[j].pricePerHour = pricePerHour(m_states[j].placement);
        m_capacity.push_back(presentCapacity());
        break;
    }
    requestSchedule();
}

void Simulation::handleDrift()
{
    // Mean-preserving log-normal fluctuation around each machine's hidden factor.
    std::vector<MachineId> changed;
    for (MachineId m = 0; m < m_cluster.machineCount(); ++m) {
        const Machine& machine = m_cluster.machines[m];
        if (machine.perfFluctuation <= 0) continue;
        const double sigma = machine.perfFluctuation;
        m_machinePerf[m] = machine.perfFactor * std::exp(m_driftRng.normal(0.0, sigma) - 0.5 * sigma * sigma);
        changed.push_back(m);
    }
    std::vector<JobIndex> affected;
    for (MachineId m : changed)
        affected.insert(affected.end(), m_jobsOnMachine[m].begin(), m_jobsOnMachine[m].end());
    std::sort(affected.begin(), affected.end());
    affected.erase(std::unique(affected.begin(), affected.end()), affected.end());
    for (JobIndex j : affected)
        if (m_states[j].phase == JobPhase::Running) {
            advance(j);
            refreshRate(j);
        }
    if (m_unfinished > 0) push(m_now + m_config.driftSeconds, EventType::Drift);
}

// ---------------------------------------------------------------------------------------------
// Progress, rates and resources

double Simulation::pricePerHour(const Placement& placement) const
{
    double price = 0;
    for (GpuId g : placement.gpus) price += m_cluster.gpuPricePerHour(m_cluster.machineOf(g));
    return price;
}

CapacityStep Simulation::presentCapacity() const
{
    CapacityStep step { m_now, presentGpus(), 0.0 };
    for (MachineId m = 0; m < m_cluster.machineCount(); ++m)
        if (!m_gone[std::size_t(m)]) step.pricePerHour += m_cluster.machines[std::size_t(m)].gpuCount * m_cluster.gpuPricePerHour(m);
    return step;
}

void Simulation::notifyMachine(MachineId machine, bool up)
{
    for (SimObserver* o : *m_observers) o->onMachineEvent(*this, machine, up);
}

} // namespace gantry
