#include "core/metrics/Calibration.h"

#include "core/util/Format.h"
#include "core/util/Text.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gantry {

namespace {

constexpr double kUndefined = std::numeric_limits<double>::quiet_NaN();

double mean(const std::vector<double>& values)
{
    if (values.empty()) return kUndefined;
    double sum = 0;
    for (double v : values) sum += v;
    return sum / static_cast<double>(values.size());
}

std::vector<double> sorted(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values;
}

std::vector<double> log1pOf(const std::vector<double>& values)
{
    std::vector<double> out;
    out.reserve(values.size());
    for (double v : values) out.push_back(std::log1p(v));
    return out;
}

/// A figure as a person reads it: a duration, or "–" when undefined.
std::string durationCell(double seconds) { return std::isnan(seconds) ? "–" : formatDuration(seconds); }
/// A signed duration ("−2.5 h", "+30 s").
std::string signedDurationCell(double seconds)
{
    if (std::isnan(seconds)) return "–";
    return (seconds < 0 ? "−" : "+") + formatDuration(std::abs(seconds));
}
std::string ratioCell(double value) { return std::isnan(value) ? "–" : formatFixed(value, 3); }

/// An exact figure of a file: the shortest round-trip decimal, empty when undefined.
void appendFigure(std::string& out, double value)
{
    out += ',';
    if (!std::isnan(value)) appendNumber(out, value);
}

std::string provenance(const RunMetadata& meta)
{
    return "# gantry " + meta.version + " seed=" + std::to_string(meta.seed) + " scenario_sha256=" + meta.scenarioSha256;
}

} // namespace

int recordedWaitCount(const std::vector<JobSpec>& jobs)
{
    return static_cast<int>(std::count_if(jobs.begin(), jobs.end(), [](const JobSpec& j) { return j.recordedWait >= 0; }));
}

double pearsonCorrelation(const std::vector<double>& x, const std::vector<double>& y)
{
    if (x.size() != y.size() || x.size() < 2) return kUndefined;
    const double mx = mean(x), my = mean(y);
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    if (sxx <= 0 || syy <= 0) return kUndefined; // one of them does not vary
    return sxy / std::sqrt(sxx * syy);
}

WaitComparison compareWaitPairs(std::string group, const std::vector<double>& recorded, const std::vector<double>& simulated)
{
    WaitComparison c;
    c.group = std::move(group);
    c.jobs = static_cast<int>(recorded.size());
    const std::vector<double> rec = sorted(recorded), sim = sorted(simulated);
    const bool any = !recorded.empty();
    c.recordedMean = mean(recorded);
    c.simulatedMean = mean(simulated);
    c.recordedP50 = any ? percentile(rec, 50) : kUndefined;
    c.recordedP90 = any ? percentile(rec, 90) : kUndefined;
    c.simulatedP50 = any ? percentile(sim, 50) : kUndefined;
    c.simulatedP90 = any ? percentile(sim, 90) : kUndefined;
    std::vector<double> absolute, signedError, logAbsolute;
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        absolute.push_back(std::abs(simulated[i] - recorded[i]));
        signedError.push_back(simulated[i] - recorded[i]);
        logAbsolute.push_back(std::abs(std::log1p(simulated[i]) - std::log1p(recorded[i])));
    }
    c.meanAbsError = mean(absolute);
    c.bias = mean(signedError);
    c.logMeanAbsError = mean(logAbsolute);
    c.correlation = pearsonCorrelation(recorded, simulated);
    c.logCorrelation = pearsonCorrelation(log1pOf(recorded), log1pOf(simulated));
    return c;
}

Result<WaitCalibration> compareWaits(const std::vector<JobSpec>& jobs, const RunResult& run, const std::vector<Tenant>& tenants)
{
    if (run.jobs.size() != jobs.size())
        return Error { ErrorCode::Internal,
            "the run has " + std::to_string(run.jobs.size()) + " jobs, the workload " + std::to_string(jobs.size()), {} };
    WaitCalibration out;
    // Pairs per group: 0 is everyone, 1 + t is tenant t.
    std::vector<std::vector<double>> recorded(1 + tenants.size()), simulated(1 + tenants.size());
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const JobSpec& spec = jobs[i];
        const JobRecord& record = run.jobs[i];
        if (record.id != spec.id)
            return Error { ErrorCode::Internal, "the run's job " + std::to_string(i) + " is '" + std::string(record.id) + "', the workload's '" + spec.id + "'", {} };
        if (spec.recordedWait < 0) continue;
        ++out.recorded;
        if (record.start < 0) {
            ++out.notStarted;
            continue;
        }
        const double wait = std::max(0.0, record.start - record.submit);
        recorded[0].push_back(spec.recordedWait);
        simulated[0].push_back(wait);
        if (spec.tenant >= 0 && static_cast<std::size_t>(spec.tenant) < tenants.size()) {
            recorded[1 + static_cast<std::size_t>(spec.tenant)].push_back(spec.recordedWait);
            simulated[1 + static_cast<std::size_t>(spec.tenant)].push_back(wait);
        }
    }
    out.groups.push_back(compareWaitPairs("all", recorded[0], simulated[0]));
    for (std::size_t t = 0; t < tenants.size(); ++t) out.groups.push_back(compareWaitPairs(tenants[t].name, recorded[1 + t], simulated[1 + t]));
    return out;
}

TextTable calibrationTable(const WaitCalibration& calibration)
{
    TextTable table;
    table.header = { "group", "jobs", "rec mean", "rec p50", "rec p90", "sim mean", "sim p50", "sim p90", "MAE", "bias", "r",
        "r log1p", "MAE log1p" };
    for (const WaitComparison& g : calibration.groups)
        table.rows.push_back({ g.group, formatCount(g.jobs), durationCell(g.recordedMean), durationCell(g.recordedP50),
            durationCell(g.recordedP90), durationCell(g.simulatedMean), durationCell(g.simulatedP50), durationCell(g.simulatedP90),
            durationCell(g.meanAbsError), signedDurationCell(g.bias), ratioCell(g.correlation), ratioCell(g.logCorrelation),
            ratioCell(g.logMeanAbsError) });
    return table;
}

std::string calibrationCsv(const RunMetadata& meta, const std::vector<LabelledCalibration>& runs, const std::string& note)
{
    std::string out = provenance(meta) + " (waits in seconds)" + (note.empty() ? "" : "; " + note) + "\n";
    out += "run,group,jobs,recorded_jobs,not_started,recorded_mean,recorded_p50,recorded_p90,simulated_mean,simulated_p50,"
           "simulated_p90,mae,bias,pearson,pearson_log1p,mae_log1p\n";
    for (const LabelledCalibration& run : runs)
        for (const WaitComparison& g : run.calibration->groups) {
            appendCsvText(out, run.label);
            out += csvField(g.group);
            out += ',' + std::to_string(g.jobs);
            // What was left out is known for everyone only (a tenant's count would need its own tally).
            const bool all = &g == &run.calibration->groups.front();
            out += ',' + (all ? std::to_string(run.calibration->recorded) : std::string());
            out += ',' + (all ? std::to_string(run.calibration->notStarted) : std::string());
            for (double v : { g.recordedMean, g.recordedP50, g.recordedP90, g.simulatedMean, g.simulatedP50, g.simulatedP90,
                     g.meanAbsError, g.bias, g.correlation, g.logCorrelation, g.logMeanAbsError })
                appendFigure(out, v);
            out += '\n';
        }
    return out;
}

std::string calibrationJobsCsv(const RunMetadata& meta, const std::vector<JobSpec>& jobs, const std::vector<std::string>& labels,
    const std::vector<const RunResult*>& runs, const std::vector<Tenant>& tenants)
{
    std::string out = provenance(meta) + " (seconds)\njob_id,tenant,submit,recorded_wait";
    for (const std::string& label : labels) out += ',' + csvField(label + "_wait");
    out += '\n';
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const JobSpec& job = jobs[i];
        if (job.recordedWait < 0) continue;
        appendCsvText(out, job.id);
        appendCsvText(out, job.tenant >= 0 && static_cast<std::size_t>(job.tenant) < tenants.size() ? tenants[std::size_t(job.tenant)].name
                                                                                                     : std::string());
        appendNumber(out, job.submitTime);
        appendFigure(out, job.recordedWait);
        for (const RunResult* run : runs) {
            const JobRecord& r = run->jobs[i];
            appendFigure(out, r.start < 0 ? kUndefined : std::max(0.0, r.start - r.submit));
        }
        out += '\n';
    }
    return out;
}

} // namespace gantry
