#include "core/run/Calibrate.h"

#include "core/io/ScenarioIo.h"
#include "core/io/TraceImport.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"
#include "core/util/Parallel.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>

namespace gantry {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

Error fitError(const std::string& message) { return Error { ErrorCode::BadValue, message, { {}, 0, 0, "--fit" } }; }

/// `points` scales from `low` to `high`, evenly spaced on a log scale (a scale of 0.5 is as far from 1 as 2).
std::vector<double> geometricGrid(double low, double high, int points)
{
    std::vector<double> out;
    for (int k = 0; k < points; ++k) {
        const double value = low * std::pow(high / low, static_cast<double>(k) / (points - 1));
        // Three significant digits: the values are printed and reported, so keep them short (dividing by
        // an exact power of ten gives the double nearest the short decimal).
        const double ten = std::pow(10.0, 2 - static_cast<int>(std::floor(std::log10(value))));
        out.push_back(std::round(value * ten) / ten);
    }
    out.front() = low; // the bounds themselves, unrounded
    out.back() = high;
    return out;
}

/// Every combination of one value per parameter, the first parameter's varying slowest.
std::vector<std::vector<double>> product(const std::vector<std::vector<double>>& axes)
{
    std::vector<std::vector<double>> out { {} };
    for (const auto& axis : axes) {
        std::vector<std::vector<double>> next;
        for (const auto& prefix : out)
            for (double v : axis) {
                next.push_back(prefix);
                next.back().push_back(v);
            }
        out = std::move(next);
    }
    return out;
}

/// How far a point is from the scenario as written (all scales 1): ties between equal errors go to the nearer.
double distanceFromWritten(const std::vector<double>& values)
{
    double d = 0;
    for (double v : values) d += std::abs(std::log(v));
    return d;
}

/// Whether `a` is a better fit than `b`: feasible first, then the smaller objective, then nearer to the
/// scenario as written, then the earlier searched (so the answer never depends on the threads).
bool better(const FitPoint& a, const FitPoint& b)
{
    if (a.feasible != b.feasible) return a.feasible;
    const double ea = std::isnan(a.logMeanAbsError) ? kInfinity : a.logMeanAbsError;
    const double eb = std::isnan(b.logMeanAbsError) ? kInfinity : b.logMeanAbsError;
    if (ea != eb) return ea < eb;
    return distanceFromWritten(a.values) < distanceFromWritten(b.values);
}

/// The error for a workload that has nothing to compare with, located where the recorded waits would be.
Error noRecordedWaits(const Scenario& scenario)
{
    const std::string why = translate("Error",
        "calibrate compares each job's simulated queueing delay with the one its trace recorded (docs/trace-formats.md says which formats record one)");
    if (scenario.workload.trace.empty())
        return Error { ErrorCode::BadValue, fillIn(translate("Error", "a generated workload has no recorded queueing delays; %1"), { why }),
            { {}, 0, 0, "workload.generator" } };
    std::string field;
    for (const TraceFormatInfo& f : traceFormats())
        if (f.name == scenario.workload.format) field = f.waitField;
    if (field.empty())
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "the trace format '%1' records no start times, so its jobs have no recorded queueing delay; %2"),
                { scenario.workload.format, why }),
            { {}, 0, 0, "workload.format" } };
    return Error { ErrorCode::BadValue,
        fillIn(translate("Error", "no job of the workload has a recorded queueing delay (the field is empty or absent in every job kept); %1"),
            { why }),
        { resolveScenarioPath(scenario, scenario.workload.trace), 0, 0, field } };
}

} // namespace

const char* fitParameterName(FitParameter parameter)
{
    switch (parameter) {
    case FitParameter::Gpus: return "gpus";
    case FitParameter::Quota: return "quota";
    }
    return "gpus";
}

std::optional<FitParameter> parseFitParameter(const std::string& name)
{
    for (FitParameter p : { FitParameter::Gpus, FitParameter::Quota })
        if (name == fitParameterName(p)) return p;
    return std::nullopt;
}

Cluster scaleMachines(const Cluster& cluster, double scale)
{
    const long long n = cluster.machineCount();
    const long long target = std::clamp(std::llround(static_cast<double>(n) * scale), 1LL, kMaxClusterMachines);
    Cluster out = cluster;
    std::vector<Machine> machines;
    std::vector<MachineId> origin; // each copy stays in its original's partitions
    for (long long i = 0; i < n; ++i) {
        const long long copies = (i + 1) * target / n - i * target / n;
        for (long long k = 0; k < copies; ++k) {
            Machine m = cluster.machines[static_cast<std::size_t>(i)];
            if (k > 0) m.name += "+" + std::to_string(k);
            machines.push_back(std::move(m));
            origin.push_back(MachineId(i));
        }
    }
    if (machines.empty()) { // cannot happen with target >= 1
        machines.push_back(cluster.machines.front());
        origin.push_back(0);
    }
    out.replaceMachines(std::move(machines), origin);
    return out;
}

std::vector<Tenant> scaleQuotas(std::vector<Tenant> tenants, double scale)
{
    const auto scaled = [scale](int gpus) { return static_cast<int>(std::lround(gpus * scale)); };
    for (Tenant& t : tenants) {
        t.quotaGpus = scaled(t.quotaGpus);
        for (auto& [type, gpus] : t.quotaByType) gpus = scaled(gpus);
        if (t.limitGpus >= 0 && t.limitGpus < t.quota()) t.limitGpus = t.quota();
    }
    return tenants;
}

Scenario withFitValues(const Scenario& scenario, const std::vector<FitRange>& fit, const std::vector<double>& values)
{
    Scenario s = scenario;
    for (std::size_t i = 0; i < fit.size() && i < values.size(); ++i) {
        if (values[i] == 1) continue; // as written
        switch (fit[i].parameter) {
        case FitParameter::Gpus: s.cluster = scaleMachines(s.cluster, values[i]); break;
        case FitParameter::Quota: s.tenants = scaleQuotas(s.tenants, values[i]); break;
        }
    }
    return s;
}

Status checkFit(const Scenario& scenario, const std::vector<FitRange>& fit)
{
    if (fit.size() > 2) return fitError(translate("Error", "fits at most two parameters (a grid of three would take too many runs)"));
    for (std::size_t i = 0; i < fit.size(); ++i) {
        const FitRange& r = fit[i];
        const std::string name = fitParameterName(r.parameter);
        for (std::size_t j = 0; j < i; ++j)
            if (fit[j].parameter == r.parameter) return fitError(fillIn(translate("Error", "'%1' is named twice"), { name }));
        if (!(r.low > 0 && r.low < r.high && r.high <= 100))
            return fitError(
                fillIn(translate("Error", "the bounds of '%1' must satisfy 0 < low < high <= 100 (got %2:%3)"),
                    { name, formatNumber(r.low), formatNumber(r.high) }));
        const long long machines = scenario.cluster.machineCount();
        if (r.parameter == FitParameter::Gpus && static_cast<double>(machines) * r.high > static_cast<double>(kMaxClusterMachines))
            return fitError(fillIn(translate("Error", "the bounds of 'gpus' reach %1 machines, more than a cluster may have (%2): for this "
                                                      "cluster of %3 the high bound may be at most %4"),
                { formatCount(std::llround(static_cast<double>(machines) * r.high)), formatCount(kMaxClusterMachines), formatCount(machines),
                    formatNumber(std::floor(static_cast<double>(kMaxClusterMachines) / static_cast<double>(machines) * 1000) / 1000) }));
        if (r.parameter == FitParameter::Quota) {
            int quotas = 0;
            for (const Tenant& t : scenario.tenants) quotas += t.quota();
            if (scenario.tenants.empty() || quotas == 0)
                return fitError(
                    translate("Error", "'quota' scales the tenants' quotas, and the scenario's tenants have none (its 'tenants' section)"));
            if (!scenario.policy.scheduler.name.empty() || scenario.policy.sharing.name == "none")
                return fitError(
                    fillIn(translate("Error", "'quota' scales the tenants' quotas, which the scenario's policy does not keep (policy.sharing is "
                            "'%1'; strict-quota or borrowing keep them)"), { scenario.policy.sharing.name }));
        }
    }
    return Ok {};
}

Result<CalibrationOutcome> calibrate(const Scenario& given, const CalibrateOptions& options)
{
    Scenario scenario = given;
    scenario.variants.clear();
    if (auto st = checkFit(scenario, options.fit); !st) return st.error();
    if (auto st = checkRunnable(scenario); !st) return st.error();
    auto loaded = loadWorkload(scenario);
    if (!loaded) return loaded.error();
    CalibrationOutcome out;
    out.workload = std::move(loaded.value());
    if (recordedWaitCount(out.workload.jobs) == 0) return noRecordedWaits(scenario);

    const int points = std::max(3, options.gridPoints);
    const std::size_t gridRuns = options.fit.empty() ? 0 : 2 * static_cast<std::size_t>(std::pow(points, options.fit.size()));
    const double totalRuns = static_cast<double>(1 + gridRuns + (options.fit.empty() ? 0 : 1));
    std::atomic<int> runsDone { 0 };
    std::atomic<bool> cancelled { false };
    std::mutex progressMutex;
    // One run's progress as a part of every run's; false once anyone cancels.
    auto report = [&](double fraction) {
        if (cancelled) return false;
        if (!options.progress) return true;
        std::lock_guard lock(progressMutex);
        if (!options.progress((runsDone + std::clamp(fraction, 0.0, 1.0)) / totalRuns)) cancelled = true;
        return !cancelled.load();
    };
    auto runOnce = [&](const Scenario& s, bool reportProgress) -> Result<RunResult> {
        RunOptions run;
        run.workload = &out.workload;
        run.dropDecisionLog = run.dropSchedule = true; // only the waits are read
        if (reportProgress) run.progress = report;
        else run.progress = [&](double) { return !cancelled.load(); };
        auto result = runScenario(s, run);
        ++runsDone;
        if (!result && cancelled) return Error { ErrorCode::Cancelled, translate("Error", "calibration cancelled"), {} };
        return result;
    };

    auto base = runOnce(scenario, true);
    if (!base) return base.error();
    out.run = std::move(base.value());
    auto compared = compareWaits(out.workload.jobs, out.run, scenario.tenants);
    if (!compared) return compared.error();
    out.calibration = std::move(compared.value());
    if (options.fit.empty()) return out;

    // The fit: a grid over the bounds, then a finer grid between the neighbours of its best point.
    out.fit = options.fit;
    std::map<std::string, FitPoint> byHash; // two points that make the same scenario run once
    auto evaluate = [&](const std::vector<std::vector<double>>& grid, int stage) -> Status {
        std::vector<Scenario> scenarios;
        std::vector<std::string> hashes;
        for (const auto& values : grid) {
            scenarios.push_back(withFitValues(scenario, out.fit, values));
            hashes.push_back(scenarioHash(scenarios.back()));
        }
        std::vector<std::size_t> todo;
        for (std::size_t i = 0; i < grid.size(); ++i)
            if (!byHash.count(hashes[i]) && std::find_if(todo.begin(), todo.end(), [&](std::size_t j) { return hashes[j] == hashes[i]; })
                    == todo.end())
                todo.push_back(i);
        std::vector<std::optional<Result<FitPoint>>> results(todo.size());
        runsDone += static_cast<int>(grid.size() - todo.size()); // the repeats cost nothing
        parallelFor(todo.size(), options.threads, [&](std::size_t k) {
            const Scenario& s = scenarios[todo[k]];
            auto run = runOnce(s, false);
            report(0);
            if (!run) {
                results[k] = run.error();
                return;
            }
            auto c = compareWaits(out.workload.jobs, run.value(), s.tenants);
            if (!c) {
                results[k] = c.error();
                return;
            }
            FitPoint p;
            p.machines = s.cluster.machineCount();
            p.gpus = s.cluster.gpuCount();
            p.compared = c->overall().jobs;
            p.notStarted = c->notStarted;
            p.logMeanAbsError = c->overall().logMeanAbsError;
            p.meanAbsError = c->overall().meanAbsError;
            p.feasible = c->notStarted <= out.calibration.notStarted;
            results[k] = p;
        });
        if (cancelled) return Error { ErrorCode::Cancelled, translate("Error", "calibration cancelled"), {} };
        for (std::size_t k = 0; k < todo.size(); ++k) {
            if (!results[k]->ok()) return results[k]->error();
            byHash[hashes[todo[k]]] = results[k]->value();
        }
        for (std::size_t i = 0; i < grid.size(); ++i) {
            FitPoint p = byHash.at(hashes[i]);
            p.values = grid[i];
            p.stage = stage;
            out.points.push_back(std::move(p));
        }
        return Ok {};
    };

    std::vector<std::vector<double>> axes;
    for (const FitRange& r : out.fit) axes.push_back(geometricGrid(r.low, r.high, points));
    if (auto st = evaluate(product(axes), 1); !st) return st.error();
    const auto bestOf = [&]() {
        std::size_t best = 0;
        for (std::size_t i = 1; i < out.points.size(); ++i)
            if (better(out.points[i], out.points[best])) best = i;
        return out.points[best];
    };
    const FitPoint coarse = bestOf();
    std::vector<std::vector<double>> fine;
    for (std::size_t d = 0; d < axes.size(); ++d) {
        const auto& axis = axes[d];
        const std::size_t k = static_cast<std::size_t>(std::find(axis.begin(), axis.end(), coarse.values[d]) - axis.begin());
        const double low = axis[k == 0 ? 0 : k - 1], high = axis[std::min(axis.size() - 1, k + 1)];
        fine.push_back(geometricGrid(low, high, points));
    }
    if (auto st = evaluate(product(fine), 2); !st) return st.error();
    // The scenario as written competes too (when the bounds hold it, and it wins ties): a fit is never
    // worse than no fit.
    FitPoint chosen = bestOf();
    if (std::all_of(out.fit.begin(), out.fit.end(), [](const FitRange& r) { return r.low <= 1 && 1 <= r.high; })) {
        FitPoint written;
        written.values.assign(out.fit.size(), 1.0);
        written.logMeanAbsError = out.calibration.overall().logMeanAbsError;
        if (!better(chosen, written)) chosen = written;
    }
    out.fittedValues = chosen.values;

    out.fittedScenario = withFitValues(scenario, out.fit, out.fittedValues);
    // A cluster holds whole machines: the scale reported is the one that ran (x1.03 of 10 machines is x1).
    for (std::size_t d = 0; d < out.fit.size(); ++d)
        if (out.fit[d].parameter == FitParameter::Gpus)
            out.fittedValues[d] = static_cast<double>(out.fittedScenario.cluster.machineCount()) / static_cast<double>(scenario.cluster.machineCount());
    auto fitted = runOnce(out.fittedScenario, true);
    if (!fitted) return fitted.error();
    out.fittedRun = std::move(fitted.value());
    out.fittedRun->meta.variantName = "fitted";
    auto fittedCompared = compareWaits(out.workload.jobs, *out.fittedRun, out.fittedScenario.tenants);
    if (!fittedCompared) return fittedCompared.error();
    out.fittedCalibration = std::move(fittedCompared.value());
    if (options.progress) options.progress(1.0);
    return out;
}

std::string describeFit(const CalibrationOutcome& outcome)
{
    if (outcome.fit.empty()) return {};
    std::string out = "fit";
    for (std::size_t i = 0; i < outcome.fit.size(); ++i) {
        const FitRange& r = outcome.fit[i];
        out += std::string(i ? "," : "") + " " + fitParameterName(r.parameter) + " in [" + formatNumber(r.low) + ", "
            + formatNumber(r.high) + "]: " + formatNumber(outcome.fittedValues[i]);
    }
    out += "; objective mae_log1p " + formatNumber(outcome.calibration.overall().logMeanAbsError) + " -> "
        + formatNumber(outcome.fittedCalibration.overall().logMeanAbsError) + " (" + std::to_string(outcome.points.size())
        + " grid points)";
    return out;
}

std::string fitPointsCsv(const CalibrationOutcome& outcome)
{
    const RunMetadata& m = outcome.run.meta;
    std::string out = "# gantry " + m.version + " seed=" + std::to_string(m.seed) + " scenario_sha256=" + m.scenarioSha256
        + " (the scenario as written; errors in seconds)\nstage";
    for (const FitRange& r : outcome.fit) out += std::string(",") + fitParameterName(r.parameter) + "_scale";
    out += ",machines,gpus,compared,not_started,feasible,mae_log1p,mae\n";
    for (const FitPoint& p : outcome.points) {
        out += std::to_string(p.stage);
        for (double v : p.values) out += ',' + formatNumber(v);
        out += ',' + std::to_string(p.machines) + ',' + std::to_string(p.gpus) + ',' + std::to_string(p.compared) + ','
            + std::to_string(p.notStarted) + ',' + (p.feasible ? "true" : "false") + ',';
        if (!std::isnan(p.logMeanAbsError)) out += formatNumber(p.logMeanAbsError);
        out += ',';
        if (!std::isnan(p.meanAbsError)) out += formatNumber(p.meanAbsError);
        out += '\n';
    }
    return out;
}

} // namespace gantry
