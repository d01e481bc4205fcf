#pragma once
/** @brief Plain values handed from the simulation worker thread to the GUI thread. The GUI never touches
 * the engine: it rebuilds what it shows from these. */

#include "core/engine/SimObserver.h"
#include "core/lesson/Lesson.h"
#include "core/metrics/RunResult.h"
#include "core/metrics/Schedule.h"
#include "core/model/Cluster.h"

#include <QMetaType>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace gantry::gui {

/// What the GUI needs to know about a job up front.
struct JobBrief {
    std::string_view id; ///< views RunSetup::jobList: a million ids are not copied

    double submit = 0;
    double duration = 0;
    int gpus = 0;
    /// Step time in one rack and across racks against one machine, on the idle network (1 = no cost).
    float slowdownRack = 1;
    float slowdownSpread = 1;
    int tenant = -1; ///< index into RunSetup::tenants; -1 without tenants
};

/// Sent once when a run is set up.
struct RunSetup {
    std::uint64_t generation = 0;
    Cluster cluster;
    std::vector<JobBrief> jobs;
    std::shared_ptr<const std::vector<JobSpec>> jobList; ///< the engine's, shared: what JobBrief::id views
    std::vector<std::string> tenants; ///< the scenario's tenant names, in its order
    std::string policy;
    Billing billing = Billing::Owned; ///< which cost the owner pays (the cluster's prices are the engine's: spot marked)
};

/// A job event with what the schedule needs (placement and restore time for starts and resizes).
using JobEventRecord = ScheduleEvent;

struct MachineEventRecord {
    double time = 0;
    int machine = -1;
    bool up = true;
};

/// Everything that happened since the previous batch (at most ~30 batches a second).
struct RunBatch {
    std::uint64_t generation = 0;
    double now = 0;
    std::uint64_t events = 0; ///< events processed so far
    int remainingJobs = 0;
    std::vector<JobEventRecord> jobEvents;
    std::vector<std::pair<JobIndex, std::string>> rejections; ///< why each job rejected since the last batch can never run
    std::vector<MachineEventRecord> machineEvents;
    std::vector<Sample> samples;
    std::vector<DecisionRecord> decisions;
    Sample current; ///< the state right now (for live read-outs between samples)
    /// The scheduler's belief about each machine's hidden slowdown (mean, variance), if it keeps one
    /// (the dual-agent scheduler's Gaussian process); empty otherwise.
    std::vector<double> beliefMean, beliefVariance;
    bool finished = false;
};

/// Where a lesson's step pauses the run, and the figures its text shows then.
struct LessonStop {
    std::uint64_t id = 0; ///< echoed in the moment: a stop re-armed (the run restarted) makes the older one stale
    LessonTrigger trigger;
    std::vector<std::string> figures;
};

/// The run as the step fires (or as it ended without firing).
struct LessonMoment {
    std::uint64_t generation = 0;
    std::uint64_t stop = 0; ///< LessonStop::id
    bool fired = false;
    double now = 0;
    std::map<std::string, LessonFigure> figures;
};

using RunSetupPtr = std::shared_ptr<const RunSetup>;
using LessonStopPtr = std::shared_ptr<const LessonStop>;
using LessonMomentPtr = std::shared_ptr<const LessonMoment>;
using RunBatchPtr = std::shared_ptr<const RunBatch>;
using RunResultPtr = std::shared_ptr<const RunResult>;

} // namespace gantry::gui

Q_DECLARE_METATYPE(gantry::gui::RunSetupPtr)
Q_DECLARE_METATYPE(gantry::gui::RunBatchPtr)
Q_DECLARE_METATYPE(gantry::gui::RunResultPtr)
Q_DECLARE_METATYPE(gantry::gui::LessonMomentPtr)
