#pragma once
/** @brief The side-by-side comparison of a scenario's runs (base first, then its variants): which
 * metrics are compared, the table a person reads (durations in s/min/h/d, deltas against the base)
 * and the files that keep the exact values. The CLI's `compare`, the headless GUI and the GUI's
 * comparison panel all use this one definition. */

#include "core/metrics/RunResult.h"
#include "core/util/Error.h"
#include "core/util/OutputFolder.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gantry {

enum class MetricUnit { Duration, Fraction, Money };
enum class DurationUnit; // core/util/Format.h

struct ComparisonMetric {
    const char* key;   ///< column name in comparison.csv ("avg_jct")
    const char* title; ///< column title in the printed table ("avg JCT"), in English: metricTitle() translates it
    MetricUnit unit;
    bool higherIsBetter;
    double (*value)(const Summary&);
};

/// What the files of a comparison (comparison.csv, sweep.csv) hold, exactly: avg JCT, p95 JCT, makespan,
/// avg queueing, GPU utilisation, the cluster's cost over the cost period, the usage cost, comm overhead.
std::span<const ComparisonMetric> comparisonMetrics();
/// What people compare (the printed table, the GUI, the report): the same, with the cost the owner pays
/// (`billing`: the cluster's cost when owned or reserved, the usage cost on demand or spot) as a cost per
/// month in place of the two totals.
std::vector<const ComparisonMetric*> shownMetrics(Billing billing);
/// The cost the owner pays, per month (Summary's cost over its period: perMonth): what shownMetrics shows.
const ComparisonMetric& billedCostMetric(Billing billing);
/// "cluster cost" or "usage cost", in the user's language: the name of the cost `billing` pays.
std::string billedCostName(Billing billing);

/// A metric's value as a person reads it ("10.1 h", "71.3%", "$1.2k").
std::string formatMetric(const ComparisonMetric& metric, double value);
/// How a column of one metric is printed: durations all in the unit its largest value calls for ("0.4 h",
/// "14.2 h" rather than "25.1 min", "14.2 h"), the rest as formatMetric prints them.
struct ColumnFormat {
    const ComparisonMetric* metric = nullptr;
    DurationUnit unit {};
    std::string format(double value) const;
};
ColumnFormat columnFormat(const ComparisonMetric& metric, std::span<const double> values);

/// The metric's title in the user's language (core/util/Translate.h).
std::string metricTitle(const ComparisonMetric& metric);

/// Why a run's jobs were rejected, for people: "2 rejected: asks for GPU type 'a10', which this cluster
/// does not have (1); needs 16 GPUs; the cluster has 8 (1)". Empty when none was.
std::string rejectedText(const RunResult& run);

/// Why `run`'s figures cannot be set against `base`'s, or nothing. They can when both leave the same
/// number of jobs unrun (rejected or unfinished; usually none): otherwise one side's averages and costs
/// count jobs the other never ran, and a run whose jobs never ran would look like an improvement (a
/// fork in which every machine leaves: "avg JCT -86 %"). In the user's language: "not comparable: 12
/// of its 50 jobs never ran (the base: 0)". Every comparison (CLI, CSV, GUI, report) asks it.
std::optional<std::string> incomparability(const Summary& run, const Summary& base);

/// "base" for the base scenario, else the variant's name: the run's name in files.
std::string runLabel(const RunResult& run);
/// The same for people: "base" in the user's language.
std::string runTitle(const RunResult& run);

/// The aligned table: one row per run, each metric in readable units with its change against the
/// first run ("10.1 h (−12.0%)"), rejected jobs noted at the end of the row.
std::string comparisonTable(const std::vector<RunResult>& runs);

/// The same comparison with exact values (shortest round-trip decimals, seconds and dollars), one
/// row per run, preceded by a provenance comment (seed, version, scenario SHA-256).
std::string comparisonCsv(const std::vector<RunResult>& runs);
/// Cells of a table for people: a header and rows of the same width.
struct TextTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
};
/// The table as aligned text: the header, then the rows; the first column left, the others right, each
/// as wide as its widest cell (terminal columns: displayWidth).
std::string formatTextTable(const TextTable& table);
/// Per tenant (column 0) and run (column 1; the base first in `runs`): average JCT and queueing, p95
/// queueing, share of GPU time and use of its quota, each with its change against the same tenant in
/// the base run; grouped by tenant. No rows when no run has tenants. The printed table and the GUI's
/// comparison come from it.
/// `labels[i]` names `runs[i]` (runLabel for files; the GUI's own names on screen).
TextTable tenantComparison(const std::vector<const RunResult*>& runs, const std::vector<std::string>& labels);
/// Per tenant and variant: average JCT and queueing, p95 queueing, share of GPU time and use of its
/// quota, with the change against the same tenant in the base run. Empty when no run has tenants.
std::string comparisonTenantTable(const std::vector<RunResult>& runs);
/// What a person reads of a comparison: the table, then the per-tenant table when there are tenants.
std::string comparisonText(const std::vector<RunResult>& runs);
/// Runs with the titles people see (runTitle), as the tables below take them.
struct TitledRuns {
    std::vector<const RunResult*> runs;
    std::vector<std::string> labels;
};
TitledRuns titledRuns(const std::vector<RunResult>& runs);

/// Each fork since its time against the base over the same time (the first run is the base): variant,
/// from, jobs submitted since, avg JCT, avg queueing and cost since, each with its change.
TextTable forkComparison(const std::vector<const RunResult*>& runs, const std::vector<std::string>& labels);
/// comparison_forks.csv: the same exactly, with the base's values in their own columns; empty without forks.
std::string comparisonForkCsv(const std::vector<RunResult>& runs);
/// The same exactly, one row per variant and tenant (comparison_tenants.csv); empty without tenants.
std::string comparisonTenantCsv(const std::vector<RunResult>& runs);

/// The folder of each run inside a comparison's output folder: "base", then each variant's name as a
/// label, never a path: characters other than letters, digits, space and ._+- become '_', a leading
/// dot is dropped, and a name that is empty, "base" or already taken gets a number ("x-2").
/// `variantNames`: "" for the base, then each variant's name (known before the runs, so that they can
/// stream their files into their folders).
std::vector<std::string> runFolders(const std::vector<std::string>& variantNames);
std::vector<std::string> runFolders(const std::vector<RunResult>& runs);

/// Writes every run's outputs into <folder>/<run folder>/ and comparison.csv beside them, and commits
/// the folder: the whole comparison or the previous one, never a mix.
Status writeComparisonOutputs(const std::vector<RunResult>& runs, OutputFolder& folder);

} // namespace gantry
