#pragma once
/** @brief Simulated against recorded queueing delays: for the jobs whose trace recorded when they first
 * started (JobSpec::recordedWait), how far a run's waits are from the real cluster's, overall and per
 * tenant. The statistics, the table a person reads and the exact files (calibration.csv,
 * calibration_jobs.csv). `gantry-cli calibrate` runs the scenario and fits it (core/run/Calibrate.h);
 * docs/simulator-model.md, "Against the real cluster", has the method and the measured figures. */

#include "core/metrics/Comparison.h"
#include "core/metrics/RunResult.h"
#include "core/model/Job.h"
#include "core/model/Tenant.h"
#include "core/util/Error.h"

#include <string>
#include <vector>

namespace gantry {

/// Recorded against simulated waits of one group of jobs (everyone's, or one tenant's). Waits are in
/// seconds; a simulated wait is the job's first start − its submission, the recorded one's definition.
/// Percentiles are nearest-rank (`percentile`). Undefined figures (no jobs; a correlation of fewer than
/// two jobs or of waits that are all equal) are NaN.
struct WaitComparison {
    std::string group; ///< "all", or the tenant's name
    int jobs = 0;      ///< jobs compared: a recorded wait, and started in the run
    double recordedMean = 0, recordedP50 = 0, recordedP90 = 0;
    double simulatedMean = 0, simulatedP50 = 0, simulatedP90 = 0;
    double meanAbsError = 0;    ///< mean |simulated − recorded|
    double bias = 0;            ///< mean (simulated − recorded): below 0, the simulation waits less than the cluster did
    double correlation = 0;     ///< Pearson's r of the waits
    double logMeanAbsError = 0; ///< mean |log1p(simulated) − log1p(recorded)|: errors relative to the wait's size
    double logCorrelation = 0;  ///< Pearson's r of log1p(wait)
    // How closely the run starts each job when the cluster did (a start's error is its wait's error):
    double within10 = 0;        ///< share of jobs started within 10 s of the recorded start
    double within60 = 0;        ///< ... within 60 s
    double p90AbsError = 0;     ///< 90th percentile of |simulated − recorded|
    double meanWaitError = 0;   ///< (simulated mean − recorded mean) / recorded mean: 0.1 = waits 10 % too long
    /// Mean |simulated − recorded| / recorded of the mean wait over every kMovingWaitJobs jobs in submit
    /// order (sliding by one), over the windows whose recorded mean is at least kMovingWaitFloor
    /// seconds: how well the run follows the queue's ups and downs (FastSim's measure for ARCHER2).
    double movingWaitError = 0;
    double kendallTau = 0;      ///< Kendall's tau-b of the order the jobs started in
};

/// The moving-wait window, in jobs, and the least recorded mean wait a window needs to count.
inline constexpr int kMovingWaitJobs = 20;
inline constexpr double kMovingWaitFloor = 30;

/// A run's waits against the recorded ones.
struct WaitCalibration {
    int recorded = 0;   ///< jobs of the workload with a recorded wait
    int notStarted = 0; ///< of those, never started in the run (rejected, or the horizon came first): not compared
    /// Everyone first ("all"), then each tenant in the scenario's order (with no tenants, "all" alone).
    std::vector<WaitComparison> groups;
    const WaitComparison& overall() const { return groups.front(); }
};

/// How many jobs have a recorded wait.
int recordedWaitCount(const std::vector<JobSpec>& jobs);

/// Pearson's correlation coefficient of two series of equal length; NaN when it is undefined.
double pearsonCorrelation(const std::vector<double>& x, const std::vector<double>& y);

/// Kendall's tau-b of two series of equal length (pairs tied in either count as neither concordant nor
/// discordant), in O(n log n) (Knight, 1966); NaN with fewer than two pairs or a constant series.
double kendallTau(const std::vector<double>& x, const std::vector<double>& y);
/// The figures of one group from its jobs' submissions and pairs of waits (submit[i], recorded[i] and
/// simulated[i] are one job's, in submit order).
WaitComparison compareWaitPairs(
    std::string group, const std::vector<double>& submit, const std::vector<double>& recorded, const std::vector<double>& simulated);

/// Compares `run`, a run of `jobs` (the run's job table in the same order, as runScenario keeps it), with
/// the jobs' recorded waits; per tenant when `tenants` is not empty (JobSpec::tenant indexes it).
/// A run of other jobs is an Internal error.
Result<WaitCalibration> compareWaits(const std::vector<JobSpec>& jobs, const RunResult& run, const std::vector<Tenant>& tenants);

/// The same figures for a second recording of the same jobs (Slurm's replica: the run-to-run spread of
/// the real scheduler, the floor a replay's figures are read against): the recording's waits against
/// the replica's, jobs matched by id; a job missing from the replica, or that never started there,
/// counts as not started.
WaitCalibration compareWithReplica(const std::vector<JobSpec>& jobs, const std::vector<JobSpec>& replica, const std::vector<Tenant>& tenants);

/// The table a person reads: one row per group (jobs, recorded and simulated mean / p50 / p90, MAE,
/// bias, Pearson's r raw and on log1p), durations in s/min/h/d.
TextTable calibrationTable(const WaitCalibration& calibration);

/// How closely the starts agree, one row per group: jobs started within 10 s and 60 s of the recorded
/// start, mean and p90 |Δstart|, the mean wait's relative error, the moving wait error, Kendall's tau.
TextTable startAgreementTable(const WaitCalibration& calibration);
/// One labelled calibration for calibrationCsv: "scenario" (as written) or "fitted".
struct LabelledCalibration {
    std::string label;
    const WaitCalibration* calibration = nullptr;
};
/// The exact figures, one row per (run, group), after a provenance comment (version, seed, scenario
/// SHA-256, and `note`: what was fitted, for instance). Seconds; NaN figures are empty cells.
std::string calibrationCsv(const RunMetadata& meta, const std::vector<LabelledCalibration>& runs, const std::string& note = {});

/// Per job with a recorded wait: id, tenant, submit, recorded wait, and each run's simulated wait
/// (empty when it never started); one column per run, named `<label>_wait`.
std::string calibrationJobsCsv(const RunMetadata& meta, const std::vector<JobSpec>& jobs, const std::vector<std::string>& labels,
    const std::vector<const RunResult*>& runs, const std::vector<Tenant>& tenants);

} // namespace gantry
