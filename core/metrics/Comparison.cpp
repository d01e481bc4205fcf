#include "core/metrics/Comparison.h"

#include "core/metrics/OutputWriter.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/Text.h"

#include <algorithm>
#include <array>

namespace gantry {

std::span<const ComparisonMetric> comparisonMetrics()
{
    static constexpr std::array<ComparisonMetric, 6> metrics { {
        { "avg_jct", "avg JCT", MetricUnit::Duration, false, [](const Summary& s) { return s.avgJct; } },
        { "p95_jct", "p95 JCT", MetricUnit::Duration, false, [](const Summary& s) { return s.p95Jct; } },
        { "makespan", "makespan", MetricUnit::Duration, false, [](const Summary& s) { return s.makespan; } },
        { "avg_queueing_delay", "avg queueing", MetricUnit::Duration, false, [](const Summary& s) { return s.avgWait; } },
        { "gpu_utilization", "GPU util", MetricUnit::Fraction, true, [](const Summary& s) { return s.gpuUtilization; } },
        { "total_cost", "cost", MetricUnit::Money, false, [](const Summary& s) { return s.totalCost; } },
    } };
    return metrics;
}

std::string formatMetric(const ComparisonMetric& metric, double value)
{
    switch (metric.unit) {
    case MetricUnit::Duration: return formatDuration(value);
    case MetricUnit::Fraction: return formatPercent(value);
    case MetricUnit::Money: return formatMoney(value);
    }
    return formatNumber(value);
}

std::string runLabel(const RunResult& run) { return run.meta.variantName.empty() ? "base" : run.meta.variantName; }

std::string comparisonTable(const std::vector<RunResult>& runs)
{
    if (runs.empty()) return {};
    // Cells first, so every column can be as wide as its widest cell.
    std::vector<std::vector<std::string>> rows;
    rows.push_back({ "variant" });
    for (const auto& m : comparisonMetrics()) rows.front().push_back(m.title);
    for (const auto& run : runs) {
        std::vector<std::string> row { runLabel(run) };
        for (const auto& m : comparisonMetrics()) {
            const double value = m.value(run.summary);
            std::string cell = formatMetric(m, value);
            if (&run != &runs.front()) cell += " (" + formatDelta(value, m.value(runs.front().summary)) + ")";
            row.push_back(std::move(cell));
        }
        rows.push_back(std::move(row));
    }
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], displayWidth(row[c]));
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::string line = padRight(rows[r][0], widths[0]);
        for (std::size_t c = 1; c < rows[r].size(); ++c) line += "  " + padLeft(rows[r][c], widths[c]);
        if (r > 0 && runs[r - 1].summary.rejected > 0)
            line += "  (" + std::to_string(runs[r - 1].summary.rejected) + " rejected)";
        out += line + '\n';
    }
    return out;
}

std::string comparisonCsv(const std::vector<RunResult>& runs)
{
    if (runs.empty()) return {};
    const RunMetadata& m = runs.front().meta;
    std::string out = "# gantry " + m.version + " seed=" + std::to_string(m.seed) + " scenario_sha256=" + m.scenarioSha256
        + " (durations in seconds, cost in dollars)\nvariant";
    for (const auto& metric : comparisonMetrics()) out += std::string(",") + metric.key;
    out += ",finished,rejected,unfinished\n";
    for (const auto& run : runs) {
        out += csvField(runLabel(run));
        for (const auto& metric : comparisonMetrics()) out += ',' + formatNumber(metric.value(run.summary));
        out += ',' + std::to_string(run.summary.finished) + ',' + std::to_string(run.summary.rejected) + ','
            + std::to_string(run.summary.unfinished) + '\n';
    }
    return out;
}

Status writeComparisonOutputs(const std::vector<RunResult>& runs, const std::string& directory)
{
    for (const auto& run : runs)
        if (auto s = writeRunOutputs(run, directory + "/" + runLabel(run)); !s) return s;
    return writeFileAtomically(directory + "/comparison.csv", comparisonCsv(runs));
}

} // namespace gantry
