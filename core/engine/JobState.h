#pragma once

#include "core/engine/Placement.h"
#include "core/model/Job.h"

#include <cstdint>

namespace gantry {

enum class JobPhase : std::uint8_t {
    Pending,       ///< not yet submitted
    Queued,        ///< submitted (or preempted / failed) and waiting for GPUs
    Running,       ///< holds GPUs (restoring first if restoreUntil > now)
    Checkpointing, ///< being preempted: holds its GPUs until the checkpoint is written
    Finished,
    Rejected,      ///< can never run on this cluster (Simulation::rejectionOf says why)
};
const char* jobPhaseName(JobPhase phase);

/// Everything the engine tracks about one job while it runs. Read-only for policies.
struct JobState {
    // Fields ordered by size, so that a million jobs hold no padding (208 bytes a job).
    Placement placement;
    double workDone = 0;         ///< reference seconds of work done, as of lastUpdate
    double checkpointedWork = 0; ///< work saved by the last checkpoint (kept across failures)
    double rate = 0;             ///< reference seconds per simulated second on the current placement
    double commFraction = 0;     ///< of the current placement
    SimTime lastUpdate = 0;
    SimTime restoreUntil = 0;    ///< no progress before this time (restoring a checkpoint)
    SimTime firstStart = -1;
    SimTime lastStart = -1;
    SimTime finishTime = -1;
    SimTime queuedSince = 0;     ///< when it last entered the queue
    double queuedSeconds = 0;    ///< total time spent queued (all waits)
    double runSeconds = 0;       ///< wall time holding GPUs
    double gpuSeconds = 0;       ///< attained service: GPUs x seconds held (Tiresias' 2D-LAS)
    double commSeconds = 0;      ///< ∫ commFraction dt while progressing
    double usageCost = 0;        ///< GPU-hours held x price, accumulated
    double pricePerHour = 0;     ///< what the GPUs it holds cost an hour (kept with the placement)
    int preemptions = 0;
    int failures = 0;            ///< restarts caused by machine failures
    int resizes = 0;
    int maxMachines = 0;         ///< widest spread it ever ran at
    int maxRacks = 0;
    std::uint32_t version = 0;   ///< bumped whenever the finish time changes; stale events are skipped
    bool finishScheduled = false; ///< a finish event for the current version is in the queue
    bool timedOut = false;       ///< ended at its time limit (JobSpec::timeLimit) before its work was done
    JobPhase phase = JobPhase::Pending;
};

/// The share of its run time so far that a job spent communicating (0 if it never ran): what its
/// result and its finish event report.
inline double communicationShare(const JobState& s) { return s.runSeconds > 0 ? s.commSeconds / s.runSeconds : 0.0; }

} // namespace gantry
