#include "core/metrics/Comparison.h"

#include "core/metrics/OutputWriter.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <optional>
#include <set>
#include <string_view>

namespace gantry {

namespace {
/// Every metric, those of the files first (in their columns' order), then the costs per month people read.
constexpr std::array<ComparisonMetric, 10> kMetrics { {
    { "avg_jct", GANTRY_TR_NOOP("Comparison", "avg JCT"), MetricUnit::Duration, false, [](const Summary& s) { return s.avgJct; } },
    { "p95_jct", GANTRY_TR_NOOP("Comparison", "p95 JCT"), MetricUnit::Duration, false, [](const Summary& s) { return s.p95Jct; } },
    { "makespan", GANTRY_TR_NOOP("Comparison", "makespan"), MetricUnit::Duration, false, [](const Summary& s) { return s.makespan; } },
    { "avg_queueing_delay", GANTRY_TR_NOOP("Comparison", "avg queueing"), MetricUnit::Duration, false, [](const Summary& s) { return s.avgWait; } },
    { "gpu_utilization", GANTRY_TR_NOOP("Comparison", "GPU util"), MetricUnit::Fraction, true, [](const Summary& s) { return s.gpuUtilization; } },
    { "cluster_cost", GANTRY_TR_NOOP("Comparison", "cluster cost"), MetricUnit::Money, false, [](const Summary& s) { return s.clusterCost; } },
    { "usage_cost", GANTRY_TR_NOOP("Comparison", "usage cost"), MetricUnit::Money, false, [](const Summary& s) { return s.usageCost; } },
    { "comm_overhead_fraction", GANTRY_TR_NOOP("Comparison", "comm overhead"), MetricUnit::Fraction, false,
        [](const Summary& s) { return s.commOverhead; } },
    { "cluster_cost_per_month", GANTRY_TR_NOOP("Comparison", "cluster cost/month"), MetricUnit::Money, false,
        [](const Summary& s) { return perMonth(s.clusterCost, s.costPeriod); } },
    { "usage_cost_per_month", GANTRY_TR_NOOP("Comparison", "usage cost/month"), MetricUnit::Money, false,
        [](const Summary& s) { return perMonth(s.usageCost, s.costPeriod); } },
} };
constexpr std::size_t kFileMetrics = 8;
} // namespace

std::span<const ComparisonMetric> comparisonMetrics() { return std::span(kMetrics).first(kFileMetrics); }

const ComparisonMetric& billedCostMetric(Billing billing) { return kMetrics[billsUsage(billing) ? 9 : 8]; }

std::vector<const ComparisonMetric*> shownMetrics(Billing billing)
{
    std::vector<const ComparisonMetric*> out;
    for (const ComparisonMetric& m : comparisonMetrics()) {
        const std::string_view key = m.key;
        if (key == "cluster_cost") out.push_back(&billedCostMetric(billing));
        else if (key != "usage_cost") out.push_back(&m);
    }
    return out;
}

std::string billedCostName(Billing billing)
{
    return billsUsage(billing) ? translate("Comparison", "usage cost") : translate("Comparison", "cluster cost");
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

ColumnFormat columnFormat(const ComparisonMetric& metric, std::span<const double> values)
{
    double largest = 0;
    for (double v : values)
        if (std::isfinite(v)) largest = std::max(largest, v);
    return { &metric, durationUnitOf(largest) };
}

std::string ColumnFormat::format(double value) const
{
    return metric->unit == MetricUnit::Duration ? formatDurationIn(value, unit) : formatMetric(*metric, value);
}

std::string metricTitle(const ComparisonMetric& metric) { return translate("Comparison", metric.title); }

std::string rejectedText(const RunResult& run)
{
    if (run.summary.rejected <= 0) return {};
    const std::vector<int>& counts = run.rejectionCounts;
    std::string reasons;
    for (std::size_t r = 0; r < counts.size() && r < run.rejections.size(); ++r)
        if (counts[r] > 0)
            reasons += (reasons.empty() ? "" : "; ") + (counts.size() == 1 ? run.rejections[r] : run.rejections[r] + " (" + formatCount(counts[r]) + ")");
    return fillIn(translate("Comparison", "%n rejected: %1", nullptr, run.summary.rejected), { reasons });
}

std::optional<std::string> incomparability(const Summary& run, const Summary& base)
{
    const int unrun = run.rejected + run.unfinished, baseUnrun = base.rejected + base.unfinished;
    if (unrun == baseUnrun) return std::nullopt;
    auto jobs = [](const Summary& s) { return std::max(s.jobs, s.finished + s.rejected + s.unfinished); };
    return fillIn(translate("Comparison", "not comparable: %1 of its %2 jobs never ran (the base: %3 of %4)"),
        { formatCount(unrun), formatCount(jobs(run)), formatCount(baseUnrun), formatCount(jobs(base)) });
}

std::string runLabel(const RunResult& run) { return run.meta.variantName.empty() ? "base" : run.meta.variantName; }

std::string runTitle(const RunResult& run) { return run.meta.variantName.empty() ? translate("Comparison", "base", "the base run") : run.meta.variantName; }

namespace {

/// Rows of cells as aligned text: the first column left, the others right, each as wide as its
/// widest cell; `note(r)` may append to row r.
template <class Note> std::string alignedTable(const std::vector<std::vector<std::string>>& rows, Note note)
{
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], displayWidth(row[c]));
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::string line = padRight(rows[r][0], widths[0]);
        for (std::size_t c = 1; c < rows[r].size(); ++c) line += "  " + padLeft(rows[r][c], widths[c]);
        out += line + note(r) + '\n';
    }
    return out;
}

/// The per-tenant figures the comparison shows, each with its unit.
struct TenantMetric {
    const char* key;
    const char* title;
    MetricUnit unit;
    double (*value)(const TenantSummary&);
};
constexpr std::array<TenantMetric, 5> kTenantMetrics { {
    { "avg_jct", GANTRY_TR_NOOP("Comparison", "avg JCT"), MetricUnit::Duration, [](const TenantSummary& t) { return t.summary.avgJct; } },
    { "avg_queueing_delay", GANTRY_TR_NOOP("Comparison", "avg queueing"), MetricUnit::Duration, [](const TenantSummary& t) { return t.summary.avgWait; } },
    { "p95_queueing_delay", GANTRY_TR_NOOP("Comparison", "p95 queueing"), MetricUnit::Duration, [](const TenantSummary& t) { return t.summary.p95Wait; } },
    { "gpu_share", GANTRY_TR_NOOP("Comparison", "GPU share"), MetricUnit::Fraction, [](const TenantSummary& t) { return t.gpuShare; } },
    { "quota_use", GANTRY_TR_NOOP("Comparison", "quota use"), MetricUnit::Fraction, [](const TenantSummary& t) { return t.quotaUse; } },
} };

} // namespace

std::string formatTextTable(const TextTable& table)
{
    std::vector<std::vector<std::string>> rows { table.header };
    rows.insert(rows.end(), table.rows.begin(), table.rows.end());
    return alignedTable(rows, [](std::size_t) { return std::string(); });
}

std::string comparisonTable(const std::vector<RunResult>& runs)
{
    if (runs.empty()) return {};
    // Cells first, so every column can be as wide as its widest cell.
    std::vector<std::vector<std::string>> rows;
    rows.push_back({ translate("Comparison", "variant") });
    const std::vector<const ComparisonMetric*> metrics = shownMetrics(runs.front().meta.billing);
    std::vector<ColumnFormat> columns;
    for (const ComparisonMetric* m : metrics) {
        rows.front().push_back(metricTitle(*m));
        std::vector<double> values;
        for (const auto& run : runs) values.push_back(m->value(run.summary));
        columns.push_back(columnFormat(*m, values));
    }
    for (const auto& run : runs) {
        std::vector<std::string> row { runTitle(run) };
        const bool comparable = &run == &runs.front() || !incomparability(run.summary, runs.front().summary);
        for (const ColumnFormat& column : columns) {
            const double value = column.metric->value(run.summary);
            std::string cell = column.format(value);
            if (&run != &runs.front() && comparable) cell += " (" + formatDelta(value, column.metric->value(runs.front().summary)) + ")";
            row.push_back(std::move(cell));
        }
        rows.push_back(std::move(row));
    }
    return alignedTable(rows, [&](std::size_t r) {
        if (r == 0) return std::string();
        const RunResult& run = runs[r - 1];
        if (&run != &runs.front())
            if (auto why = incomparability(run.summary, runs.front().summary)) return "  (" + *why + ")";
        const int rejected = run.summary.rejected;
        return rejected > 0 ? "  (" + translate("Comparison", "%n rejected", nullptr, rejected) + ")" : std::string();
    });
}

TextTable tenantComparison(const std::vector<const RunResult*>& runs, const std::vector<std::string>& labels)
{
    TextTable table;
    table.header = { translate("Comparison", "tenant"), translate("Comparison", "variant") };
    for (const auto& m : kTenantMetrics) table.header.push_back(translate("Comparison", m.title));
    for (std::size_t i = 0; i < runs.size(); ++i)
        for (const TenantSummary& t : runs[i]->tenants) {
            // The same tenant in the base run, if it has one: the change is against it.
            const TenantSummary* base = i == 0 ? nullptr : findTenant(*runs.front(), t.name);
            std::vector<std::string> row { t.name, labels[i] };
            for (const auto& m : kTenantMetrics) {
                const double value = m.value(t);
                if (value < 0) { // quota use without a quota
                    row.push_back("-");
                    continue;
                }
                std::string cell = m.unit == MetricUnit::Duration ? formatDuration(value) : formatPercent(value);
                if (base && m.value(*base) >= 0) cell += " (" + formatDelta(value, m.value(*base)) + ")";
                row.push_back(std::move(cell));
            }
            table.rows.push_back(std::move(row));
        }
    // Grouped by tenant, variants in the comparison's order (a stable sort keeps it).
    std::stable_sort(table.rows.begin(), table.rows.end(), [](const auto& x, const auto& y) { return x[0] < y[0]; });
    return table;
}

namespace {

/// The figures compared since a fork: the comparison's own, those that make sense for a part of a run
/// (both costs in files; for people, the one the owner pays: `billing`).
std::vector<const ComparisonMetric*> sinceMetrics(std::optional<Billing> billing = std::nullopt)
{
    std::vector<const ComparisonMetric*> out;
    for (const ComparisonMetric& m : comparisonMetrics()) {
        const std::string_view key = m.key;
        const bool cost = key == "cluster_cost" || key == "usage_cost";
        if (key == "avg_jct" || key == "avg_queueing_delay" || (cost && (!billing || (key == "usage_cost") == billsUsage(*billing))))
            out.push_back(&m);
    }
    return out;
}

/// A fork (any run after the first with `forkedAt` set) and the base (the first run), each summarized
/// since the fork's time: the jobs submitted from then on, the cost from then.
struct SinceFork {
    std::size_t index; ///< of the fork among the runs
    Summary since;
    Summary base;
};

std::vector<SinceFork> sinceForks(const std::vector<const RunResult*>& runs)
{
    std::vector<SinceFork> out;
    for (std::size_t i = 1; i < runs.size(); ++i) {
        const RunResult& fork = *runs[i];
        if (fork.forkedAt < 0) continue;
        out.push_back({ i, summarizeSince(fork, fork.forkedAt, fork.usageCostAtFork), summarizeSince(*runs.front(), fork.forkedAt, fork.usageCostAtFork) });
    }
    return out;
}

} // namespace

TitledRuns titledRuns(const std::vector<RunResult>& runs)
{
    TitledRuns out;
    for (const RunResult& r : runs) {
        out.runs.push_back(&r);
        out.labels.push_back(runTitle(r));
    }
    return out;
}

TextTable forkComparison(const std::vector<const RunResult*>& runs, const std::vector<std::string>& labels)
{
    TextTable table;
    table.header = { translate("Comparison", "variant"), translate("Comparison", "from"), translate("Comparison", "jobs") };
    const auto metrics = sinceMetrics(runs.empty() ? Billing::Owned : runs.front()->meta.billing);
    for (const ComparisonMetric* m : metrics) table.header.push_back(metricTitle(*m));
    for (const SinceFork& f : sinceForks(runs)) {
        std::vector<std::string> row { labels[f.index], formatDuration(runs[f.index]->forkedAt), formatCount(f.since.jobs) };
        const auto why = incomparability(f.since, f.base);
        for (const ComparisonMetric* m : metrics)
            row.push_back(formatMetric(*m, m->value(f.since)) + (why ? "" : " (" + formatDelta(m->value(f.since), m->value(f.base)) + ")"));
        if (why) row.back() += "  (" + *why + ")";
        table.rows.push_back(std::move(row));
    }
    return table;
}

std::string comparisonTenantTable(const std::vector<RunResult>& runs)
{
    const TitledRuns titled = titledRuns(runs);
    const TextTable table = tenantComparison(titled.runs, titled.labels);
    if (table.rows.empty()) return {};
    std::vector<std::vector<std::string>> rows;
    auto joined = [](const std::vector<std::string>& cells) {
        std::vector<std::string> row { cells[0] + " / " + cells[1] };
        row.insert(row.end(), cells.begin() + 2, cells.end());
        return row;
    };
    rows.push_back(joined(table.header));
    for (const auto& r : table.rows) rows.push_back(joined(r));
    return alignedTable(rows, [](std::size_t) { return std::string(); });
}

std::string comparisonText(const std::vector<RunResult>& runs)
{
    std::string out = comparisonTable(runs);
    for (const RunResult& run : runs) // why jobs never ran: a run that rejects jobs is no cheaper for it
        if (const std::string rejected = rejectedText(run); !rejected.empty())
            out += fillIn(translate("Comparison", "%1: %2"), { runTitle(run), rejected }) + "\n";
    if (const std::string tenants = comparisonTenantTable(runs); !tenants.empty())
        out += "\n" + translate("Comparison", "Per tenant (changes against the same tenant in the base):") + "\n" + tenants;
    const TitledRuns titled = titledRuns(runs);
    if (const TextTable forks = forkComparison(titled.runs, titled.labels); !forks.rows.empty())
        out += "\n" + translate("Comparison", "Since each fork (jobs submitted from its time on, costs from then; changes against the base over the same time):")
            + "\n" + formatTextTable(forks);
    return out;
}

std::string comparisonForkCsv(const std::vector<RunResult>& runs)
{
    std::vector<const RunResult*> pointers;
    for (const RunResult& r : runs) pointers.push_back(&r);
    std::string body;
    for (const SinceFork& f : sinceForks(pointers)) {
        const RunResult& fork = runs[f.index];
        body += csvField(runLabel(fork)) + ',' + formatNumber(fork.forkedAt) + ',' + std::to_string(f.since.jobs);
        for (const ComparisonMetric* m : sinceMetrics()) body += ',' + formatNumber(m->value(f.since));
        body += ',' + std::to_string(f.base.jobs);
        for (const ComparisonMetric* m : sinceMetrics()) body += ',' + formatNumber(m->value(f.base));
        body += ',' + std::to_string(fork.eventsInherited) + ',' + (incomparability(f.since, f.base) ? "false" : "true") + '\n';
    }
    if (body.empty()) return {};
    const RunMetadata& m = runs.front().meta;
    std::string out = "# gantry " + m.version + " seed=" + std::to_string(m.seed) + " scenario_sha256=" + m.scenarioSha256
        + " (since each fork: jobs submitted from forked_at on; usage cost from then, cluster cost over the rest of the cost period;"
          " durations in seconds, costs in dollars)\nvariant,forked_at,jobs";
    for (const ComparisonMetric* metric : sinceMetrics()) out += std::string(",") + metric->key;
    out += ",base_jobs";
    for (const ComparisonMetric* metric : sinceMetrics()) out += std::string(",base_") + metric->key;
    return out + ",events_inherited,comparable_with_base\n" + body;
}

std::string comparisonTenantCsv(const std::vector<RunResult>& runs)
{
    std::string body;
    for (const RunResult& run : runs)
        for (const TenantSummary& t : run.tenants) {
            body += csvField(runLabel(run)) + ',' + csvField(t.name);
            for (const auto& m : kTenantMetrics) body += ',' + (m.value(t) < 0 ? std::string() : formatNumber(m.value(t)));
            body += ',' + formatNumber(t.gpuSeconds) + ',' + std::to_string(t.summary.jobs) + ',' + std::to_string(t.summary.finished)
                + '\n';
        }
    if (body.empty()) return {};
    const RunMetadata& m = runs.front().meta;
    std::string out = "# gantry " + m.version + " seed=" + std::to_string(m.seed) + " scenario_sha256=" + m.scenarioSha256
        + " (durations in seconds)\nvariant,tenant";
    for (const auto& metric : kTenantMetrics) out += std::string(",") + metric.key;
    return out + ",gpu_seconds,jobs,finished\n" + body;
}

std::string comparisonCsv(const std::vector<RunResult>& runs)
{
    if (runs.empty()) return {};
    const RunMetadata& m = runs.front().meta;
    std::string out = "# gantry " + m.version + " seed=" + std::to_string(m.seed) + " scenario_sha256=" + m.scenarioSha256
        + " billing=" + billingName(m.billing) + " cost_period=" + formatNumber(runs.front().summary.costPeriod)
        + " (durations in seconds, costs in dollars; cluster_cost over the cost period, usage_cost of the run)\nvariant";
    for (const auto& metric : comparisonMetrics()) out += std::string(",") + metric.key;
    out += ",finished,rejected,unfinished,comparable_with_base,folder\n";
    const std::vector<std::string> folders = runFolders(runs);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunResult& run = runs[i];
        out += csvField(runLabel(run));
        for (const auto& metric : comparisonMetrics()) out += ',' + formatNumber(metric.value(run.summary));
        out += ',' + std::to_string(run.summary.finished) + ',' + std::to_string(run.summary.rejected) + ','
            + std::to_string(run.summary.unfinished) + ',' + (incomparability(run.summary, runs.front().summary) ? "false" : "true") + ','
            + csvField(folders[i]) + '\n';
    }
    return out;
}

std::vector<std::string> runFolders(const std::vector<std::string>& variantNames)
{
    std::vector<std::string> folders;
    std::set<std::string> taken;
    for (std::size_t i = 0; i < variantNames.size(); ++i) {
        std::string name;
        if (i == 0 && variantNames[i].empty()) {
            name = "base";
        } else {
            for (unsigned char c : variantNames[i])
                name += std::isalnum(c) || c == ' ' || c == '.' || c == '_' || c == '+' || c == '-' ? static_cast<char>(c) : '_';
            name.erase(0, name.find_first_not_of(". "));
            while (!name.empty() && (name.back() == ' ' || name.back() == '.')) name.pop_back();
            if (name.size() > 100) name.resize(100);
            if (name.empty()) name = "variant";
        }
        auto lower = [](std::string t) {
            for (char& c : t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            return t;
        };
        std::string unique = name;
        for (int n = 2; taken.count(lower(unique)) || (i > 0 && lower(unique) == "base"); ++n) unique = name + "-" + std::to_string(n);
        taken.insert(lower(unique));
        folders.push_back(unique);
    }
    return folders;
}

std::vector<std::string> runFolders(const std::vector<RunResult>& runs)
{
    std::vector<std::string> names;
    for (const RunResult& run : runs) names.push_back(run.meta.variantName);
    return runFolders(names);
}

Status writeComparisonOutputs(const std::vector<RunResult>& runs, OutputFolder& folder)
{
    if (runs.empty()) return Error { ErrorCode::Internal, "no runs to write", {} };
    const std::vector<std::string> folders = runFolders(runs);
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (!runs[i].filesWritten)
            if (auto s = writeRunFiles(runs[i], folder.path(folders[i])); !s) return s;
    if (auto s = writeFileAtomically(folder.path("comparison.csv"), comparisonCsv(runs)); !s) return s;
    if (const std::string tenants = comparisonTenantCsv(runs); !tenants.empty())
        if (auto s = writeFileAtomically(folder.path("comparison_tenants.csv"), tenants); !s) return s;
    if (const std::string forks = comparisonForkCsv(runs); !forks.empty())
        if (auto s = writeFileAtomically(folder.path("comparison_forks.csv"), forks); !s) return s;
    return folder.commit(provenanceLine(runs.front()));
}

} // namespace gantry
