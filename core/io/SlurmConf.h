#pragma once
/** @brief An operator's Slurm setup as a Gantry scenario (`gantry-cli import SLURM_CONF --format slurm-conf
 * --sacct SACCT [--associations DUMP] --out TWIN.yaml`; docs/trace-formats.md, "slurm-conf"): the nodes
 * with their GPUs and CPUs, the scheduler's settings (priority plugin and weights, decay, backfill) and
 * the accounts' shares become a scenario whose workload is the sacct export, replayed under the `slurm`
 * scheduler. Every line it cannot honour is a located error; every setting it reads but does not model
 * is a warning naming it. */

#include "core/model/Job.h"
#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gantry {

/// A Slurm duration ("UNLIMITED", "1-02:03:04", "02:03:04", "03:04", "5" minutes, "1-02", "1-02:03") in
/// seconds; -1 for none (UNLIMITED, Partition_Limit, INVALID, empty); nullopt when it is not one.
std::optional<double> slurmDuration(std::string_view text);

/// Node names as Slurm writes lists of them: "n[1-8]", "gpu[01-04,07],login1" (one bracket group a name).
/// nullopt when the text is not such a list.
std::optional<std::vector<std::string>> expandHostList(std::string_view text);

/// The work of a job Slurm ended at its time limit (sacct's State TIMEOUT), beyond what it ran: it had
/// more to do than it did, so that a replay ends it at its limit too.
constexpr double kSlurmTimedOutExtraWork = 60;

/// When slurmctld's periodic work falls, read from the jobs of a recording (sacct) as seconds after time
/// zero, modulo its period: the checks of time limits (every 30 s, controller.c's PERIODIC_TIMEOUT; from
/// the ends of the jobs that timed out) and the backfill cycles (every bf_interval; from the starts that
/// no submission or end in the second before explains). nullopt where no job shows it.
struct SlurmTimerPhases {
    std::optional<double> timeLimitCheck;
    int timedOut = 0;   ///< the jobs it was read from
    std::optional<double> backfillCycle;
    int backfilled = 0; ///< the starts it was read from
};
constexpr double kSlurmTimeLimitCheckSeconds = 30;
SlurmTimerPhases slurmTimerPhases(const std::vector<JobSpec>& jobs, double bfInterval);

/// `seconds` as slurm.conf writes a time: "7-00:00:00", "00:15:00" (whole seconds).
std::string slurmDurationText(double seconds);

/// The scheduler's part of slurm.conf for a scenario run under the `slurm` scheduler: PriorityType, the
/// priority weights and decay, SchedulerType and SchedulerParameters, for the parameters the scenario
/// sets (one it leaves out is Slurm's default in both); what importSlurmTwin reads back. Empty for any
/// other scheduler.
std::string slurmSchedulerConf(const PolicyPart& scheduler);

struct SlurmTwinInputs {
    std::string confPath;         ///< slurm.conf
    std::string sacctPath;        ///< sacct --parsable2 of the jobs to replay
    std::string associationsPath; ///< sacctmgr dump CLUSTER file=...; empty: every account's share is 1
    std::string outPath;          ///< where the scenario will be written (the trace is named relative to it)
};

struct SlurmTwin {
    Scenario scenario;
    std::vector<std::string> warnings; ///< settings read and not modelled, each with its file and line
};

/// Reads the inputs into a scenario. Errors name the file, line and setting.
Result<SlurmTwin> importSlurmTwin(const SlurmTwinInputs& inputs);

} // namespace gantry
