#include "core/metrics/Calibration.h"

#include "core/util/Format.h"
#include "core/util/Text.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>
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
std::string percentCell(double fraction) { return std::isnan(fraction) ? "–" : formatPercent(fraction); }
std::string signedPercentCell(double fraction)
{
    if (std::isnan(fraction)) return "–";
    return (fraction < 0 ? "−" : "+") + formatPercent(std::abs(fraction));
}

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

namespace {

/// Pairs i < j with values[i] > values[j], counted while merge-sorting `values` (Knight's discordant pairs).
long double inversions(std::vector<double>& values, std::vector<double>& scratch, std::size_t from, std::size_t to)
{
    if (to - from < 2) return 0;
    const std::size_t middle = from + (to - from) / 2;
    long double count = inversions(values, scratch, from, middle) + inversions(values, scratch, middle, to);
    std::size_t a = from, b = middle, k = from;
    while (a < middle || b < to) {
        if (b == to || (a < middle && values[a] <= values[b])) {
            scratch[k++] = values[a++];
        } else {
            count += static_cast<long double>(middle - a); // every value left in the first half is larger
            scratch[k++] = values[b++];
        }
    }
    std::copy(scratch.begin() + std::ptrdiff_t(from), scratch.begin() + std::ptrdiff_t(to), values.begin() + std::ptrdiff_t(from));
    return count;
}

/// Pairs tied within runs of equal values of a sorted series.
long double tiedPairs(const std::vector<double>& sortedValues)
{
    long double pairs = 0;
    for (std::size_t i = 0; i < sortedValues.size();) {
        std::size_t j = i;
        while (j < sortedValues.size() && sortedValues[j] == sortedValues[i]) ++j;
        pairs += static_cast<long double>(j - i) * static_cast<long double>(j - i - 1) / 2;
        i = j;
    }
    return pairs;
}

/// The moving-wait error (WaitComparison::movingWaitError) of waits in submit order.
double movingWaitError(const std::vector<double>& recorded, const std::vector<double>& simulated)
{
    const std::size_t k = kMovingWaitJobs;
    if (recorded.size() < k) return kUndefined;
    double rec = 0, sim = 0, sum = 0;
    int windows = 0;
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        rec += recorded[i];
        sim += simulated[i];
        if (i >= k) {
            rec -= recorded[i - k];
            sim -= simulated[i - k];
        }
        if (i + 1 < k || rec / double(k) < kMovingWaitFloor) continue;
        sum += std::abs(sim - rec) / rec;
        ++windows;
    }
    return windows > 0 ? sum / windows : kUndefined;
}

} // namespace

double kendallTau(const std::vector<double>& x, const std::vector<double>& y)
{
    const std::size_t n = x.size();
    if (n != y.size() || n < 2) return kUndefined;
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return x[a] != x[b] ? x[a] < x[b] : y[a] < y[b]; });
    const long double total = static_cast<long double>(n) * static_cast<long double>(n - 1) / 2;
    long double xTies = 0, bothTies = 0;
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i;
        while (j < n && x[order[j]] == x[order[i]]) ++j;
        xTies += static_cast<long double>(j - i) * static_cast<long double>(j - i - 1) / 2;
        for (std::size_t a = i; a < j;) { // within a run of equal x, runs of equal y (sorted by y already)
            std::size_t b = a;
            while (b < j && y[order[b]] == y[order[a]]) ++b;
            bothTies += static_cast<long double>(b - a) * static_cast<long double>(b - a - 1) / 2;
            a = b;
        }
        i = j;
    }
    std::vector<double> ys(n), scratch(n);
    for (std::size_t i = 0; i < n; ++i) ys[i] = y[order[i]];
    const long double discordant = inversions(ys, scratch, 0, n);
    const long double yTies = tiedPairs(ys); // ys is sorted now
    if (total - xTies <= 0 || total - yTies <= 0) return kUndefined;
    return static_cast<double>((total - xTies - yTies + bothTies - 2 * discordant) / std::sqrt((total - xTies) * (total - yTies)));
}

WaitComparison compareWaitPairs(
    std::string group, const std::vector<double>& submit, const std::vector<double>& recorded, const std::vector<double>& simulated)
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
    const auto share = [&](double seconds) {
        return any ? double(std::count_if(absolute.begin(), absolute.end(), [&](double e) { return e <= seconds; })) / double(absolute.size())
                   : kUndefined;
    };
    c.within10 = share(10);
    c.within60 = share(60);
    c.p90AbsError = any ? percentile(sorted(absolute), 90) : kUndefined;
    c.meanWaitError = any && c.recordedMean > 0 ? (c.simulatedMean - c.recordedMean) / c.recordedMean : kUndefined;
    c.movingWaitError = movingWaitError(recorded, simulated);
    std::vector<double> recordedStart, simulatedStart;
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        recordedStart.push_back(submit[i] + recorded[i]);
        simulatedStart.push_back(submit[i] + simulated[i]);
    }
    c.kendallTau = kendallTau(recordedStart, simulatedStart);
    return c;
}

namespace {

/// Every job with a recorded wait against `otherWait(i)` (nullopt: it never started there), overall and
/// per tenant.
WaitCalibration compareGroups(
    const std::vector<JobSpec>& jobs, const std::vector<Tenant>& tenants, const std::function<std::optional<double>(std::size_t)>& otherWait)
{
    WaitCalibration out;
    // Pairs per group: 0 is everyone, 1 + t is tenant t.
    std::vector<std::vector<double>> submit(1 + tenants.size()), recorded(1 + tenants.size()), other(1 + tenants.size());
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const JobSpec& spec = jobs[i];
        if (spec.recordedWait < 0) continue;
        ++out.recorded;
        const std::optional<double> wait = otherWait(i);
        if (!wait) {
            ++out.notStarted;
            continue;
        }
        auto add = [&](std::size_t g) {
            submit[g].push_back(spec.submitTime);
            recorded[g].push_back(spec.recordedWait);
            other[g].push_back(*wait);
        };
        add(0);
        if (spec.tenant >= 0 && static_cast<std::size_t>(spec.tenant) < tenants.size()) add(1 + static_cast<std::size_t>(spec.tenant));
    }
    out.groups.push_back(compareWaitPairs("all", submit[0], recorded[0], other[0]));
    for (std::size_t t = 0; t < tenants.size(); ++t)
        out.groups.push_back(compareWaitPairs(tenants[t].name, submit[1 + t], recorded[1 + t], other[1 + t]));
    return out;
}

} // namespace

Result<WaitCalibration> compareWaits(const std::vector<JobSpec>& jobs, const RunResult& run, const std::vector<Tenant>& tenants)
{
    if (run.jobs.size() != jobs.size())
        return Error { ErrorCode::Internal,
            "the run has " + std::to_string(run.jobs.size()) + " jobs, the workload " + std::to_string(jobs.size()), {} };
    for (std::size_t i = 0; i < jobs.size(); ++i)
        if (run.jobs[i].id != jobs[i].id)
            return Error { ErrorCode::Internal,
                "the run's job " + std::to_string(i) + " is '" + std::string(run.jobs[i].id) + "', the workload's '" + jobs[i].id + "'", {} };
    return compareGroups(jobs, tenants, [&](std::size_t i) -> std::optional<double> {
        const JobRecord& record = run.jobs[i];
        if (record.start < 0) return std::nullopt;
        return std::max(0.0, record.start - record.submit);
    });
}

WaitCalibration compareWithReplica(const std::vector<JobSpec>& jobs, const std::vector<JobSpec>& replica, const std::vector<Tenant>& tenants)
{
    std::unordered_map<std::string_view, double> replicaWait;
    for (const JobSpec& j : replica)
        if (j.recordedWait >= 0) replicaWait.emplace(j.id, j.recordedWait);
    return compareGroups(jobs, tenants, [&](std::size_t i) -> std::optional<double> {
        const auto it = replicaWait.find(jobs[i].id);
        if (it == replicaWait.end()) return std::nullopt;
        return it->second;
    });
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

TextTable startAgreementTable(const WaitCalibration& calibration)
{
    TextTable table;
    table.header = { "group", "jobs", "≤10 s", "≤60 s", "mean |Δstart|", "p90 |Δstart|", "mean wait err", "moving err", "tau" };
    for (const WaitComparison& g : calibration.groups)
        table.rows.push_back({ g.group, formatCount(g.jobs), percentCell(g.within10), percentCell(g.within60), durationCell(g.meanAbsError),
            durationCell(g.p90AbsError), signedPercentCell(g.meanWaitError), percentCell(g.movingWaitError), ratioCell(g.kendallTau) });
    return table;
}

std::string calibrationCsv(const RunMetadata& meta, const std::vector<LabelledCalibration>& runs, const std::string& note)
{
    std::string out = provenance(meta) + " (waits in seconds)" + (note.empty() ? "" : "; " + note) + "\n";
    out += "run,group,jobs,recorded_jobs,not_started,recorded_mean,recorded_p50,recorded_p90,simulated_mean,simulated_p50,"
           "simulated_p90,mae,bias,pearson,pearson_log1p,mae_log1p,within_10s,within_60s,p90_abs_error,mean_wait_error,moving_wait_error,"
           "kendall_tau\n";
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
                     g.meanAbsError, g.bias, g.correlation, g.logCorrelation, g.logMeanAbsError, g.within10, g.within60, g.p90AbsError,
                     g.meanWaitError, g.movingWaitError, g.kendallTau })
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
