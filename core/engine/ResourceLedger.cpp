#include "core/engine/ResourceLedger.h"

#include "core/util/Random.h"

#include <cmath>

namespace gantry {

ResourceLedger::ResourceLedger(Cluster cluster, bool spotEverywhere, bool coLocationMatters)
    : m_cluster(std::move(cluster))
    , m_spotEverywhere(spotEverywhere)
    , m_coLocationMatters(coLocationMatters)
{
    if (m_spotEverywhere)
        for (Machine& m : m_cluster.machines) m.spot = true;
    m_cluster.index();
    m_uplinkSharers.assign(m_cluster.rackCount(), 0);
    m_crossRackJobs.assign(m_cluster.rackCount(), {});
    for (MachineId m = 0; m < m_cluster.machineCount(); ++m) addMachineState(m);
    recordCapacity(0.0);
}

void ResourceLedger::addMachineState(MachineId m)
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

int ResourceLedger::presentGpusOfType(int gpuType) const
{
    int gpus = m_cluster.gpusOfType(gpuType);
    if (m_goneGpus > 0)
        for (MachineId m = 0; m < m_cluster.machineCount(); ++m)
            if (m_gone[m] && m_cluster.machines[m].gpuType == gpuType) gpus -= m_cluster.machines[m].gpuCount;
    return gpus;
}

// ---------------------------------------------------------------------------------------------
// Links and speed contexts

const ResourceLedger::Links& ResourceLedger::linksOf(const Placement& placement) const
{
    Links& links = m_scratch->links;
    links.machines.clear();
    links.racks.clear();
    for (GpuId g : placement.gpus) links.machines.push_back(m_cluster.machineOf(g));
    links.machines.insert(links.machines.end(), placement.psMachines.begin(), placement.psMachines.end());
    std::sort(links.machines.begin(), links.machines.end());
    links.machines.erase(std::unique(links.machines.begin(), links.machines.end()), links.machines.end());
    for (MachineId m : links.machines) links.racks.push_back(m_cluster.machines[m].rack);
    std::sort(links.racks.begin(), links.racks.end());
    links.racks.erase(std::unique(links.racks.begin(), links.racks.end()), links.racks.end());
    return links;
}

void ResourceLedger::bumpLinkStateVersion(bool sharesLinks)
{
    // Co-location matters to rates only when the speed model counts interference; link sharing, to
    // every placement-aware model.
    if (sharesLinks || m_coLocationMatters) ++m_linkStateVersion;
}

SpeedContext ResourceLedger::speedContext(Performance performance) const
{
    const std::vector<double>& perf = performance == Performance::Current ? m_machinePerf : m_nominalPerf;
    return { &m_cluster, nullptr, nullptr, &perf, &m_nicSharers, &m_uplinkSharers, &m_jobsOnMachine };
}

SpeedContext ResourceLedger::speedContextIfOccupied(const Placement& placement) const
{
    // Copies (this is a what-if) into buffers kept from call to call: a delay-scheduling pass asks
    // this for a few placements per job shape.
    std::vector<int>& nic = m_scratch->nicSharers;
    std::vector<int>& uplink = m_scratch->uplinkSharers;
    nic = m_nicSharers;
    uplink = m_uplinkSharers;
    const auto& [machines, racks] = linksOf(placement);
    if (machines.size() > 1)
        for (MachineId m : machines) ++nic[m];
    if (racks.size() > 1)
        for (RackId r : racks) ++uplink[r];
    return { &m_cluster, nullptr, nullptr, &m_nominalPerf, &nic, &uplink, &m_jobsOnMachine };
}

// ---------------------------------------------------------------------------------------------
// Prices and capacity

double ResourceLedger::pricePerHour(const Placement& placement) const
{
    double price = 0;
    for (GpuId g : placement.gpus) price += m_cluster.gpuPricePerHour(m_cluster.machineOf(g));
    return price;
}

CapacityStep ResourceLedger::presentCapacity(SimTime now) const
{
    CapacityStep step { now, presentGpus(), 0.0 };
    for (MachineId m = 0; m < m_cluster.machineCount(); ++m)
        if (!m_gone[m]) step.pricePerHour += m_cluster.machines[m].gpuCount * m_cluster.gpuPricePerHour(m);
    return step;
}

void ResourceLedger::setPrice(int gpuType, double pricePerHour, double spotPricePerHour)
{
    m_cluster.gpuTypes[gpuType].pricePerHour = pricePerHour;
    m_cluster.gpuTypes[gpuType].spotPricePerHour = spotPricePerHour;
}

// ---------------------------------------------------------------------------------------------
// Placements

std::string ResourceLedger::checkPlacement(
    JobIndex job, const JobSpec& spec, const Placement& placement, const Placement* held) const
{
    const int workers = static_cast<int>(placement.gpus.size());
    if (workers < spec.minGpus || workers > spec.maxGpus)
        return "asks for " + std::to_string(workers) + " GPUs; the job takes " + std::to_string(spec.minGpus)
            + (spec.minGpus == spec.maxGpus ? "" : ".." + std::to_string(spec.maxGpus));
    const int type = spec.gpuType.empty() ? -1 : m_cluster.indexOfType(spec.gpuType);
    // CPU slots asked of each machine the placement touches: a few entries, not one per machine of
    // the cluster (this runs for every start).
    std::vector<std::pair<MachineId, int>>& cpuUse = m_scratch->cpuUse;
    std::vector<GpuId>& sorted = m_scratch->sortedGpus;
    cpuUse.clear();
    sorted.assign(placement.gpus.begin(), placement.gpus.end());
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const GpuId g = sorted[i];
        if (g < 0 || g >= m_cluster.gpuCount()) return "GPU " + std::to_string(g) + " does not exist";
        if (i > 0 && sorted[i - 1] == g) return "GPU " + std::to_string(g) + " is listed twice";
        const int owner = m_gpuOwner[g];
        if (owner == kFailed) return "GPU " + std::to_string(g) + " is on a failed machine";
        if (owner != kFree && !(held && owner == job)) return "GPU " + std::to_string(g) + " is busy";
        const MachineId m = m_cluster.machineOf(g);
        if (type >= 0 && m_cluster.machines[m].gpuType != type) return "GPU " + std::to_string(g) + " is not a " + spec.gpuType;
        cpuUse.emplace_back(m, kCpusPerWorker);
    }
    for (MachineId m : placement.psMachines) {
        if (m < 0 || m >= m_cluster.machineCount()) return "machine " + std::to_string(m) + " does not exist";
        if (!m_machineUp[m]) return "machine " + m_cluster.machines[m].name + " is down";
        cpuUse.emplace_back(m, kCpusPerPs);
    }
    // CPU slots the job already holds count as free when it is resized.
    if (held) {
        for (GpuId g : held->gpus) cpuUse.emplace_back(m_cluster.machineOf(g), -kCpusPerWorker);
        for (MachineId m : held->psMachines) cpuUse.emplace_back(m, -kCpusPerPs);
    }
    // The first machine in index order that lacks the slots (a machine not touched asks for none,
    // and free slots are never negative).
    std::sort(cpuUse.begin(), cpuUse.end());
    for (std::size_t i = 0; i < cpuUse.size();) {
        const MachineId m = cpuUse[i].first;
        int total = 0;
        for (; i < cpuUse.size() && cpuUse[i].first == m; ++i) total += cpuUse[i].second;
        if (total > m_machineFreeCpus[m]) return "not enough free CPU slots on " + m_cluster.machines[m].name;
    }
    return {};
}

const ResourceLedger::Links& ResourceLedger::occupy(JobIndex job, const Placement& placement)
{
    for (GpuId g : placement.gpus) {
        m_gpuOwner[g] = job;
        const MachineId m = m_cluster.machineOf(g);
        --m_machineFreeGpus[m];
        m_machineFreeCpus[m] -= kCpusPerWorker;
    }
    m_freeGpus -= static_cast<int>(placement.gpus.size());
    for (MachineId m : placement.psMachines) m_machineFreeCpus[m] -= kCpusPerPs;
    const Links& links = linksOf(placement);
    const auto& [machines, racks] = links;
    bumpLinkStateVersion(machines.size() > 1);
    for (MachineId m : machines) {
        m_machineChanges.add(m);
        m_jobsOnMachine[m].push_back(job);
        if (machines.size() > 1) ++m_nicSharers[m];
    }
    if (racks.size() > 1)
        for (RackId r : racks) {
            ++m_uplinkSharers[r];
            m_crossRackJobs[r].push_back(job);
        }
    return links;
}

void ResourceLedger::release(JobIndex job, const Placement& placement, bool checkpointing)
{
    if (checkpointing) m_checkpointingGpus -= static_cast<int>(placement.gpus.size());
    for (GpuId g : placement.gpus) {
        const MachineId m = m_cluster.machineOf(g);
        m_machineFreeCpus[m] += kCpusPerWorker;
        if (m_gpuOwner[g] == job) { // not a GPU of a machine that failed under it
            m_gpuOwner[g] = kFree;
            ++m_machineFreeGpus[m];
            ++m_freeGpus;
        }
    }
    for (MachineId m : placement.psMachines) m_machineFreeCpus[m] += kCpusPerPs;
    const auto& [machines, racks] = linksOf(placement);
    bumpLinkStateVersion(machines.size() > 1);
    for (MachineId m : machines) {
        m_machineChanges.add(m);
        auto& list = m_jobsOnMachine[m];
        list.erase(std::remove(list.begin(), list.end(), job), list.end());
        if (machines.size() > 1) --m_nicSharers[m];
    }
    if (racks.size() > 1)
        for (RackId r : racks) {
            --m_uplinkSharers[r];
            auto& list = m_crossRackJobs[r];
            list.erase(std::remove(list.begin(), list.end(), job), list.end());
        }
}

// ---------------------------------------------------------------------------------------------
// Machines

void ResourceLedger::takeDown(MachineId machine)
{
    m_machineUp[machine] = 0;
    const GpuId first = m_cluster.firstGpu(machine);
    for (int k = 0; k < m_cluster.machines[machine].gpuCount; ++k) m_gpuOwner[first + k] = kFailed;
    m_freeGpus -= m_machineFreeGpus[machine];
    m_failedGpus += m_cluster.machines[machine].gpuCount;
    m_machineFreeGpus[machine] = 0;
    m_machineChanges.add(machine);
}

void ResourceLedger::bringUp(MachineId machine)
{
    m_machineUp[machine] = 1;
    const GpuId first = m_cluster.firstGpu(machine);
    const int gpus = m_cluster.machines[machine].gpuCount;
    for (int k = 0; k < gpus; ++k) m_gpuOwner[first + k] = kFree;
    m_machineFreeGpus[machine] = gpus;
    m_machineChanges.add(machine);
    m_freeGpus += gpus;
    m_failedGpus -= gpus;
}

void ResourceLedger::holdDown(MachineId machine)
{
    if (!m_heldDown[machine]) m_heldGpus += m_cluster.machines[machine].gpuCount;
    m_heldDown[machine] = 1;
}

void ResourceLedger::endHold(MachineId machine)
{
    if (m_heldDown[machine]) m_heldGpus -= m_cluster.machines[machine].gpuCount;
    m_heldDown[machine] = 0;
}

void ResourceLedger::leave(MachineId machine)
{
    const int gpus = m_cluster.machines[machine].gpuCount;
    if (m_heldDown[machine]) m_heldGpus -= gpus;
    m_heldDown[machine] = 1; // never repaired
    m_gone[machine] = 1;
    m_failedGpus -= gpus;
    m_goneGpus += gpus;
    m_cpuSlots -= m_cluster.machines[machine].cpuSlots;
}

MachineId ResourceLedger::join(const std::vector<Rack>& newRacks, const std::vector<Machine>& joining)
{
    const MachineId first = m_cluster.machineCount();
    m_cluster.racks.insert(m_cluster.racks.end(), newRacks.begin(), newRacks.end());
    m_cluster.machines.insert(m_cluster.machines.end(), joining.begin(), joining.end());
    if (m_spotEverywhere)
        for (MachineId m = first; m < m_cluster.machineCount(); ++m) m_cluster.machines[m].spot = true;
    m_cluster.index();
    m_uplinkSharers.resize(static_cast<std::size_t>(m_cluster.rackCount()), 0);
    m_crossRackJobs.resize(static_cast<std::size_t>(m_cluster.rackCount()));
    for (MachineId m = first; m < m_cluster.machineCount(); ++m) addMachineState(m);
    return first;
}

std::vector<JobIndex> ResourceLedger::driftPerformance(Rng& rng)
{
    std::vector<MachineId> changed;
    for (MachineId m = 0; m < m_cluster.machineCount(); ++m) {
        const Machine& machine = m_cluster.machines[m];
        if (machine.perfFluctuation <= 0) continue;
        const double sigma = machine.perfFluctuation;
        m_machinePerf[m] = machine.perfFactor * std::exp(rng.normal(0.0, sigma) - 0.5 * sigma * sigma);
        changed.push_back(m);
    }
    std::vector<JobIndex> affected;
    for (MachineId m : changed) affected.insert(affected.end(), m_jobsOnMachine[m].begin(), m_jobsOnMachine[m].end());
    std::sort(affected.begin(), affected.end());
    affected.erase(std::unique(affected.begin(), affected.end()), affected.end());
    return affected;
}

} // namespace gantry
