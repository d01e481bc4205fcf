#pragma once
/** @brief What happened, reported to observers (metrics, writers, the GUI). Called on the simulation's
 * thread; an observer that feeds a GUI must copy what it needs and hand it over in batches. */

#include "core/engine/Decision.h"
#include "core/model/Job.h"

namespace gantry {

class SimulationView;

struct Sample {
    SimTime time = 0;
    int queued = 0;
    int running = 0;
    int gpus = 0; ///< the cluster's size now (0 in series written before forks could change it: use the run's)
    int busyGpus = 0;
    int failedGpus = 0;
    double usageCostPerHour = 0; ///< what the allocated GPUs cost per hour right now
    double usageCost = 0;        ///< what the jobs' GPU-hours held so far cost
    int finished = 0;
};

/// The share of the cluster's GPUs busy at `sample` (`runGpus`, the run's GPU count, for samples
/// that do not carry the cluster's size).
inline double sampleUtilization(const Sample& sample, int runGpus)
{
    const int gpus = sample.gpus > 0 ? sample.gpus : runGpus;
    return gpus > 0 ? double(sample.busyGpus) / gpus : 0.0;
}

/// From `time` on, the cluster has `gpus` GPUs (machines that joined count, those that left do not),
/// and its machines cost `pricePerHour` (busy, idle or failed: what owning or reserving them costs).
struct CapacityStep {
    SimTime time = 0;
    int gpus = 0;
    double pricePerHour = 0;
    bool operator==(const CapacityStep&) const = default;
};

/// A time a machine was down (a failure, or a fork's `fail` event): from `from` until `to` (-1: still
/// down when the run ended). Machines that left the cluster are not down: they are gone.
struct MachineOutage {
    MachineId machine = -1;
    SimTime from = 0;
    SimTime to = -1;
    bool operator==(const MachineOutage&) const = default;
};

/// Preempted: the job starts writing its checkpoint and still holds its GPUs; Checkpointed: the
/// checkpoint is written, the GPUs are free and the job is back in the queue.
enum class JobEvent : std::uint8_t { Arrived, Started, Finished, Preempted, Resized, Failed, Rejected, Checkpointed };
const char* jobEventName(JobEvent event);

class SimObserver {
public:
    virtual ~SimObserver() = default;
    virtual void onJobEvent(const SimulationView&, JobEvent, JobIndex) { }
    virtual void onDecision(const SimulationView&, const DecisionRecord&) { }
    /// False for an observer that never reads onDecision: a run watched only by such observers (and
    /// keeping no decisions) does not build its decision records.
    virtual bool watchesDecisions() const { return true; }
    virtual void onSample(const SimulationView&, const Sample&) { }
    virtual void onMachineEvent(const SimulationView&, MachineId, bool up) { (void)up; }
};

} // namespace gantry
