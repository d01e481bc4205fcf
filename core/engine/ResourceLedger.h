#pragma once
/** @brief The state of a simulation's machines: which job holds each GPU, what each machine has free,
 * which machines are up, held down or gone, who shares each NIC and rack uplink, how fast each machine
 * runs, and what the cluster present costs over time.
 *
 * The ledger applies changes to that state and answers questions about it; it is not the event loop.
 * It has no clock (callers pass the time), no events, scheduler or observers, and it does not move jobs
 * between queued and running: a change that displaces jobs (a machine that fails or leaves) names them,
 * and the caller (Simulation) releases, requeues and reports them. Copyable by default, so that a
 * simulation's fork copies it. Not thread-safe: one thread drives it, and its const queries reuse
 * buffers of their own. */

#include "core/engine/MachineChangeLog.h"
#include "core/engine/Placement.h"
#include "core/engine/SimObserver.h"
#include "core/engine/SpeedModel.h"
#include "core/model/Cluster.h"
#include "core/model/Job.h"
#include "core/util/Copying.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace gantry {

class Rng;

class ResourceLedger {
public:
    /// CPU slots per worker and per parameter server (DL2 dev repo: worker 2 CPU, PS 4 CPU).
    static constexpr int kCpusPerWorker = 2;
    static constexpr int kCpusPerPs = 4;

    /// The distinct machines (of its GPUs and PS tasks) and racks a placement uses, in index order:
    /// whose NICs and uplinks it shares.
    struct Links {
        std::vector<MachineId> machines;
        std::vector<RackId> racks;
    };
    /// Which performance a speed context carries: the machines' current (hidden, drifting) factors, or
    /// the nominal 1.0 every policy may assume.
    enum class Performance : std::uint8_t { Current, Nominal };

    /// Every machine of `cluster` up and free, and the capacity step at time 0. `spotEverywhere`: billed
    /// at spot, so every machine is marked spot (those that join too). `coLocationMatters`: the speed
    /// model counts interference between jobs of one machine, so that a placement on one machine moves
    /// the link-state version as one across machines does.
    ResourceLedger(Cluster cluster, bool spotEverywhere, bool coLocationMatters);

    const Cluster& cluster() const { return m_cluster; }

    // GPUs and CPU slots
    int freeGpus() const { return m_freeGpus; }
    int failedGpus() const { return m_failedGpus; } ///< of machines down (held down or awaiting repair), not gone
    int checkpointingGpus() const { return m_checkpointingGpus; }
    /// GPUs of the machines in the cluster now (those that left not counted).
    int presentGpus() const { return m_cluster.gpuCount() - m_goneGpus; }
    /// Those of GPU type `gpuType` (an index of the cluster's).
    int presentGpusOfType(int gpuType) const;
    /// CPU slots of the machines in the cluster now, up or down: the most a job could ever get.
    int cpuSlots() const { return m_cpuSlots; }
    bool gpuFree(GpuId gpu) const { return m_gpuOwner[gpu] == kFree; }
    bool gpuFailed(GpuId gpu) const { return m_gpuOwner[gpu] == kFailed; }
    /// The job holding `gpu`; -1 if it is free or failed.
    JobIndex gpuOwner(GpuId gpu) const { return m_gpuOwner[gpu] >= 0 ? m_gpuOwner[gpu] : -1; }
    std::span<const int> freeGpusByMachine() const { return m_machineFreeGpus; }
    std::span<const int> freeCpusByMachine() const { return m_machineFreeCpus; }

    // Machines
    std::span<const char> machinesUp() const { return m_machineUp; }
    bool machineUp(MachineId machine) const { return m_machineUp[machine] != 0; }
    /// Down by a scripted change: a random repair leaves it down.
    bool heldDown(MachineId machine) const { return m_heldDown[machine] != 0; }
    /// Left the cluster: no longer counted in its size, never back.
    bool gone(MachineId machine) const { return m_gone[machine] != 0; }
    /// Some machine is down that a random repair will bring back (not held down).
    bool anyMachineAwaitsRepair() const { return m_failedGpus != m_heldGpus; }
    /// Some machine's performance fluctuates, so that drifting it can change a rate.
    bool anyFluctuation() const { return m_anyFluctuation; }
    std::uint64_t machineChangeCount() const { return m_machineChanges.count(); }
    std::optional<std::span<const MachineId>> machinesChangedSince(std::uint64_t count) const
    {
        return m_machineChanges.since(count);
    }
    /// The jobs with a task on `machine`, in the order they took it.
    std::span<const JobIndex> jobsOn(MachineId machine) const { return m_jobsOnMachine[machine]; }

    // Links
    int uplinkSharers(RackId rack) const { return m_uplinkSharers[rack]; }
    /// Moves whenever a rate could change by a job's arrival on or departure from a placement (see
    /// SimulationView::linkStateVersion): occupy and release across machines (on one machine too when
    /// co-location matters) and machines that join.
    std::uint64_t linkStateVersion() const { return m_linkStateVersion; }
    /// In a buffer that linksOf, occupy, release, neighboursOf and speedContextIfOccupied reuse.
    const Links& linksOf(const Placement& placement) const;
    /// The jobs whose rates `placement` taken or given back may change, sorted: with `coLocated`, every
    /// job on its machines; else, if it spans machines, the jobs on them for which `spansMachines(job)`
    /// holds and those crossing racks with it. Valid until the next call.
    template<class SpansMachines>
    const std::vector<JobIndex>& neighboursOf(const Placement& placement, bool coLocated, SpansMachines&& spansMachines) const;

    // Speed contexts, without the models and jobs (which the caller owns): valid while the ledger is.
    SpeedContext speedContext(Performance performance) const;
    /// At nominal performance, with the NIC and uplink sharers as occupy(placement) would leave them:
    /// a what-if, in buffers valid until the next call.
    SpeedContext speedContextIfOccupied(const Placement& placement) const;

    // Prices and capacity
    double pricePerHour(const Placement& placement) const;
    /// The cluster now: its GPUs and what its machines cost an hour (those that left not counted).
    CapacityStep presentCapacity(SimTime now) const;
    /// The cluster's size and price over time: one step at 0, and one for each recordCapacity.
    const std::vector<CapacityStep>& capacity() const { return m_capacity; }
    void recordCapacity(SimTime now) { m_capacity.push_back(presentCapacity(now)); }

    /// Why `job` (asking for `spec`) cannot take `placement` now; empty if it can. For a resize, `held`
    /// is the job's placement now: its GPUs and CPU slots count as free to it.
    std::string checkPlacement(JobIndex job, const JobSpec& spec, const Placement& placement, const Placement* held = nullptr) const;

    // Changes
    /// `job` takes `placement` (checked by checkPlacement). Returns its links (as linksOf).
    const Links& occupy(JobIndex job, const Placement& placement);
    /// `placement`'s GPUs count as checkpointing until its release.
    void beginCheckpoint(const Placement& placement) { m_checkpointingGpus += static_cast<int>(placement.gpus.size()); }
    /// `job` gives `placement` back (`checkpointing`: counted by beginCheckpoint). Its GPUs on a failed
    /// machine stay failed.
    void release(JobIndex job, const Placement& placement, bool checkpointing);
    /// The jobs a failure or leave of `machine` displaces (those with a task on it), in the order they
    /// took it. A copy: the caller releases each before takeDown, so that the rest of the cluster sees
    /// one change at a time.
    std::vector<JobIndex> displacedBy(MachineId machine) const { return m_jobsOnMachine[machine]; }
    /// `machine` (up) goes down: its GPUs fail.
    void takeDown(MachineId machine);
    /// `machine` (down) comes back with every GPU free.
    void bringUp(MachineId machine);
    /// A scripted change keeps `machine` down: random repairs pass it by until endHold.
    void holdDown(MachineId machine);
    void endHold(MachineId machine);
    /// `machine` (down, see takeDown) leaves the cluster for good: its GPUs and CPU slots stop counting.
    void leave(MachineId machine);
    /// `newRacks`, then `joining` machines, are appended to the cluster (no index moves), up and free.
    /// Returns the first new machine.
    MachineId join(const std::vector<Rack>& newRacks, const std::vector<Machine>& joining);
    /// GPU type `gpuType` (an index of the cluster's) costs these from now.
    void setPrice(int gpuType, double pricePerHour, double spotPricePerHour);
    /// Draws every fluctuating machine's performance anew (mean-preserving log-normal around its hidden
    /// factor). Returns the jobs on those machines, sorted: whose rates may have changed.
    std::vector<JobIndex> driftPerformance(Rng& rng);

private:
    static constexpr int kFree = -1;
    static constexpr int kFailed = -2;

    /// Appends machine `m`'s state (up, all free) to every per-machine and per-GPU table.
    void addMachineState(MachineId m);
    void bumpLinkStateVersion(bool sharesLinks);

    Cluster m_cluster;
    bool m_spotEverywhere;
    bool m_coLocationMatters;
    std::vector<int> m_gpuOwner; ///< per GPU: the job holding it, kFree or kFailed
    std::vector<int> m_machineFreeGpus;
    std::vector<int> m_machineFreeCpus;
    std::vector<char> m_machineUp;
    MachineChangeLog m_machineChanges; ///< every change of the three above, by machine
    std::vector<char> m_heldDown;
    std::vector<char> m_gone;
    std::vector<double> m_machinePerf;
    std::vector<double> m_nominalPerf;
    std::vector<int> m_nicSharers;    ///< per machine: jobs across machines that use its NIC
    std::vector<int> m_uplinkSharers; ///< per rack: jobs across racks that use its uplink
    std::uint64_t m_linkStateVersion = 0;
    std::vector<std::vector<JobIndex>> m_jobsOnMachine;
    std::vector<std::vector<JobIndex>> m_crossRackJobs; ///< per rack: the jobs across racks that use it
    int m_freeGpus = 0;
    int m_failedGpus = 0;
    int m_checkpointingGpus = 0;
    int m_heldGpus = 0; ///< of the failed GPUs, those held down by a scripted change
    int m_goneGpus = 0; ///< GPUs of machines that left (neither failed nor part of the cluster's size)
    int m_cpuSlots = 0;
    bool m_anyFluctuation = false;
    std::vector<CapacityStep> m_capacity;

    /// Buffers the const queries reuse (every start, stop and what-if asks one). A copy starts empty.
    struct Scratch {
        Links links;
        std::vector<int> nicSharers;
        std::vector<int> uplinkSharers;
        std::vector<std::pair<MachineId, int>> cpuUse;
        std::vector<GpuId> sortedGpus;
        std::vector<JobIndex> neighbours;
    };
    mutable NotCopied<Scratch> m_scratch;
};

template<class SpansMachines>
const std::vector<JobIndex>& ResourceLedger::neighboursOf(
    const Placement& placement, bool coLocated, SpansMachines&& spansMachines) const
{
    std::vector<JobIndex>& neighbours = m_scratch->neighbours;
    neighbours.clear();
    const Links& links = linksOf(placement);
    // A single-machine job shares no link with anyone: without interference nobody else changes.
    if (!coLocated && links.machines.size() <= 1) return neighbours;
    for (MachineId m : links.machines)
        for (JobIndex j : m_jobsOnMachine[m])
            if (coLocated || spansMachines(j)) neighbours.push_back(j);
    if (links.racks.size() > 1)
        for (RackId r : links.racks)
            neighbours.insert(neighbours.end(), m_crossRackJobs[r].begin(), m_crossRackJobs[r].end());
    std::sort(neighbours.begin(), neighbours.end());
    neighbours.erase(std::unique(neighbours.begin(), neighbours.end()), neighbours.end());
    return neighbours;
}

} // namespace gantry
