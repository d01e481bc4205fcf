#pragma once
/** @brief Against the real cluster (`gantry-cli calibrate`): runs a scenario's base on its workload and
 * compares each job's simulated queueing delay with the one its trace recorded
 * (core/metrics/Calibration.h); optionally fits one or two free parameters of the model, each a scale
 * within stated bounds, by a deterministic grid search that minimises the mean absolute error of
 * log1p(wait). docs/simulator-model.md, "Against the real cluster", has the method and the figures. */

#include "core/metrics/Calibration.h"
#include "core/metrics/RunResult.h"
#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gantry {

/// A free parameter the fit may set, always as a scale on what the scenario says.
enum class FitParameter {
    /// The cluster's machines (so its GPUs): 0.5 keeps every other machine, 2 adds a copy of each in
    /// its rack (scaleMachines). Stands in for the load the trace does not show (other jobs, other VCs).
    Gpus,
    /// Every tenant's quota (scaleQuotas): the shares a trace does not give. Needs tenants with quotas
    /// and a sharing policy that keeps them.
    Quota,
};
/// "gpus" or "quota", as `--fit` spells them.
const char* fitParameterName(FitParameter parameter);
/// The parameter `name` spells, or nothing.
std::optional<FitParameter> parseFitParameter(const std::string& name);

/// A parameter and the bounds of its scale (0 < low < high).
struct FitRange {
    FitParameter parameter = FitParameter::Gpus;
    double low = 0.25;
    double high = 2;
};

struct CalibrateOptions {
    std::vector<FitRange> fit; ///< at most two, each parameter once; empty: compare only
    int gridPoints = 9;        ///< per parameter and stage (at least 3)
    int threads = 2;           ///< the fit's runs in parallel (results never depend on it)
    /// Called with the fraction of all runs done; return false to cancel (a Cancelled error).
    std::function<bool(double fraction)> progress;
};

/// One point of the fit's grid and how the scenario did there.
struct FitPoint {
    std::vector<double> values; ///< one scale per fitted parameter, in CalibrateOptions::fit's order
    int stage = 1;              ///< 1: the grid over the bounds; 2: the finer grid around stage 1's best
    int machines = 0;           ///< of the cluster it ran on
    int gpus = 0;
    int compared = 0;           ///< jobs with a recorded wait that started
    int notStarted = 0;         ///< jobs with a recorded wait that never started
    double logMeanAbsError = 0; ///< the objective (NaN with nothing compared)
    double meanAbsError = 0;
    /// No more recorded jobs left unstarted than the scenario as written: a smaller cluster that
    /// rejects the largest jobs would otherwise look better for comparing fewer of them.
    bool feasible = true;
};

struct CalibrationOutcome {
    Workload workload;            ///< the jobs, in the runs' order
    RunResult run;                ///< the scenario as written (variants left out)
    WaitCalibration calibration;  ///< its waits against the recorded ones
    // With a fit:
    std::vector<FitRange> fit;
    std::vector<FitPoint> points;     ///< every grid point, in the order searched
    std::vector<double> fittedValues; ///< the best feasible point's scales (1 = as written)
    Scenario fittedScenario;
    std::optional<RunResult> fittedRun;
    WaitCalibration fittedCalibration;
};

/// The cluster with its machines scaled: round(machines x scale) of them (at least one), each machine
/// i kept floor((i+1) s) − floor(i s) times (s = new count / old count), so the mix of machine kinds
/// and racks stays as it was; copies are named "<name>+<k>" and sit in their original's rack.
Cluster scaleMachines(const Cluster& cluster, double scale);
/// Every tenant's quota (any type, and each per-type quota) times `scale`, rounded to whole GPUs; a
/// limit that would fall below its quota is raised to it.
std::vector<Tenant> scaleQuotas(std::vector<Tenant> tenants, double scale);
/// `scenario` with each fitted parameter at its value.
Scenario withFitValues(const Scenario& scenario, const std::vector<FitRange>& fit, const std::vector<double>& values);

/// Whether `range` can be fitted on `scenario` (bounds, and tenants with quotas a sharing policy
/// keeps, for the quota); errors name the field "--fit".
Status checkFit(const Scenario& scenario, const std::vector<FitRange>& fit);

/// Runs the scenario's base and compares its waits with the recorded ones; with options.fit, fits.
/// A workload without any recorded wait is a BadValue error: located in the trace at the field its
/// format records starts in (or at the scenario's workload.format / workload.generator when it records
/// none), before anything runs.
Result<CalibrationOutcome> calibrate(const Scenario& scenario, const CalibrateOptions& options = {});

/// What the fit did, in one line for a file's provenance: "fit gpus in [0.25, 2]: 0.42; objective
/// mae_log1p 2.3 -> 1.9 (162 grid points)". Empty without a fit.
std::string describeFit(const CalibrationOutcome& outcome);

/// Every grid point as CSV (fit.csv), after a provenance comment.
std::string fitPointsCsv(const CalibrationOutcome& outcome);

} // namespace gantry
