#pragma once
/** @brief The policy interface: a scheduler sees a read-only view of the simulation and acts through a
 * DecisionSink. Every action carries its Explanation. Like Batsim's "what happened -> decisions". */

#include "core/engine/Decision.h"
#include "core/engine/JobState.h"
#include "core/engine/SpeedModel.h"
#include "core/model/Cluster.h"
#include "core/model/ModelCatalog.h"
#include "core/model/Scenario.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gantry {

/// Read-only view of a running simulation.
class SimulationView {
public:
    virtual ~SimulationView() = default;
    virtual SimTime now() const = 0;
    virtual const Cluster& cluster() const = 0;
    virtual const ModelCatalog& models() const = 0;
    /// The tenants sharing the cluster (a job's `spec().tenant` indexes them); empty: one queue for all.
    virtual const std::vector<Tenant>& tenants() const = 0;
    virtual int jobCount() const = 0;
    virtual const JobSpec& spec(JobIndex job) const = 0;
    virtual const JobState& state(JobIndex job) const = 0;
    /// Why `job` was rejected; empty if it was not.
    virtual const std::string& rejectionOf(JobIndex job) const = 0;
    /// Queued jobs in the order they (re-)entered the queue.
    virtual std::span<const JobIndex> queue() const = 0;
    /// Running (and checkpointing) jobs, in start order.
    virtual std::span<const JobIndex> running() const = 0;
    virtual int freeGpuCount() const = 0;
    /// GPUs held by jobs writing a checkpoint: free once it is written.
    virtual int checkpointingGpuCount() const
    {
        int gpus = 0;
        for (JobIndex j : running())
            if (state(j).phase == JobPhase::Checkpointing) gpus += static_cast<int>(state(j).placement.gpus.size());
        return gpus;
    }
    virtual bool gpuFree(GpuId gpu) const = 0;
    virtual JobIndex gpuOwner(GpuId gpu) const = 0; ///< -1 if free or failed
    /// Per machine (by MachineId): free GPUs, free CPU slots, up (1) or down (0). One call gives a
    /// policy that looks at every machine for every placement all of them (the per-machine accessors
    /// below would cost a virtual call per machine).
    virtual std::span<const int> freeGpusByMachine() const = 0;
    virtual std::span<const int> freeCpusByMachine() const = 0;
    virtual std::span<const char> machinesUp() const = 0;
    /// A number that moves whenever some machine's free GPUs, CPU slots or up state change, and never
    /// repeats (not across simulations, nor their copies). 0: the view does not count.
    virtual std::uint64_t machineChangeCount() const { return 0; }
    /// The machines whose free GPUs, CPU slots or up state changed since machineChangeCount() was
    /// `count`, in order (repeats possible). Empty if unknown (another simulation's number, or one
    /// from too long ago): then look at every machine.
    virtual std::optional<std::span<const MachineId>> machinesChangedSince(std::uint64_t /*count*/) const
    {
        return std::nullopt;
    }
    int freeGpusOn(MachineId machine) const { return freeGpusByMachine()[static_cast<std::size_t>(machine)]; }
    int freeCpusOn(MachineId machine) const { return freeCpusByMachine()[static_cast<std::size_t>(machine)]; }
    bool machineUp(MachineId machine) const { return machinesUp()[static_cast<std::size_t>(machine)] != 0; }
    /// Work left in reference seconds. Knowing it is an oracle (SJF, SRTF say so in their docs).
    virtual double remainingWork(JobIndex job) const = 0;
    /// The speed model's rate for a placement, with every machine at nominal performance (policies do
    /// not see hidden performance factors).
    virtual RateBreakdown nominalRate(JobIndex job, const Placement& placement) const = 0;
    /// The nominal rate the job would have if it started on `placement` now: unlike nominalRate, it
    /// counts itself among the sharers of the links it would cross.
    virtual RateBreakdown prospectiveRate(JobIndex job, const Placement& placement) const
    {
        return nominalRate(job, placement);
    }
    virtual int uplinkSharers(RackId rack) const = 0;
    /// Changes whenever what prospectiveRate() and uplinkSharers() answer may change: link sharing,
    /// co-location (when the speed model counts interference), the cluster's machines. A policy may
    /// keep what it derived from them while it stays the same. Empty (the default): unknown, keep nothing.
    virtual std::optional<std::uint64_t> linkStateVersion() const { return std::nullopt; }
    /// The speed model's true co-location slowdown of model `a` next to model `b` (see
    /// SpeedModel::coLocationSlowdown). An oracle: a policy that reads it says so (PolicyInfo::usesOracle).
    virtual double coLocationSlowdown(int /*modelA*/, int /*modelB*/) const { return 0.0; }
    /// CPU slots a job needs on a placement (workers and PS tasks).
    virtual int cpuDemand(JobIndex job, int workers, int psTasks) const = 0;
    /// Checkpoint, restore and sampling times: what a preemption costs.
    virtual const SimulationConfig& config() const = 0;
};

/// How a policy acts. Each call is applied at once (the view reflects it) or refused with a reason.
class DecisionSink {
public:
    virtual ~DecisionSink() = default;
    virtual bool start(JobIndex job, Placement placement, Explanation why) = 0;
    virtual bool preempt(JobIndex job, Explanation why) = 0;
    /// Changes a running elastic job's placement (more or fewer GPUs / PS tasks).
    virtual bool resize(JobIndex job, Placement placement, Explanation why) = 0;
    /// Ask to be scheduled again at `time` (delay timers, MLFQ demotions, ...).
    virtual void wakeAt(SimTime time, Explanation why) = 0;
    /// Record that the policy chose to let `job` wait (-1: everyone) although it could act.
    virtual void wait(JobIndex job, Explanation why) = 0;
    /// Record that the policy changed its own settings (an auto-tuner's new timers).
    virtual void tune(Explanation why) = 0;
};

class Scheduler {
public:
    virtual ~Scheduler() = default;
    virtual std::string name() const = 0;
    virtual std::unique_ptr<Scheduler> clone() const = 0;
    /// > 0: also called at every multiple of this period (time slots, e.g. DL2's 20 minutes).
    virtual SimTime tickInterval() const { return 0; }
    virtual void onArrival(const SimulationView&, JobIndex) { }
    virtual void onFinish(const SimulationView&, JobIndex) { }
    /// Why this scheduler could never start `job`, whatever else happens (a tenant's quota below its
    /// size); empty: it could. The engine rejects such a job when it arrives, with this reason.
    virtual std::string neverStarts(const SimulationView&, JobIndex) const { return {}; }
    /// Called after the events of one instant, when something changed, on ticks and on wake-ups.
    virtual void schedule(const SimulationView& view, DecisionSink& sink) = 0;
    /// What the scheduler has learned about each machine's hidden slowdown (observed step time over
    /// nominal), for people to see: per machine mean and variance. False (the default): it keeps no
    /// such belief. The dual-agent scheduler's Gaussian process fills it.
    virtual bool machineBelief(std::vector<double>& /*mean*/, std::vector<double>& /*variance*/) const { return false; }
};

} // namespace gantry
