#pragma once
/** @brief Writes a RunResult as files: jobs.csv (one row per job, like Batsim's), schedule.csv,
 * summary.json, timeseries.csv and decisions.jsonl. Every file records seed, version and scenario SHA-256; the same
 * result always gives the same bytes. */

#include "core/metrics/RunResult.h"
#include "core/util/Error.h"
#include "core/util/File.h"
#include "core/util/OutputFolder.h"
#include "core/util/Text.h" // formatNumber, used by every caller that prints a result

#include <string>

namespace gantry {

std::string jobsCsv(const RunResult& result);
/// One row per period of a job (queued, requeued, running, restoring, checkpointing) with its GPUs as
/// an interval set ("0-3 8"), like Batsim's allocated_resources: enough to redraw any Gantt chart.
std::string scheduleCsv(const RunResult& result);
std::string summaryJson(const RunResult& result);
std::string timeSeriesCsv(const RunResult& result);
std::string decisionLogJsonl(const RunResult& result);

/// Writes decisions.jsonl while the run goes, a megabyte at a time, so that a long run's decision log
/// is never held in memory (the run then keeps none: SimulationConfig::recordDecisions off). Its bytes
/// are the same as decisionLogJsonl's for the same run.
class DecisionLogWriter final : public SimObserver {
public:
    DecisionLogWriter(std::string path, const RunMetadata& meta);
    DecisionLogWriter(const DecisionLogWriter&) = delete;
    DecisionLogWriter& operator=(const DecisionLogWriter&) = delete;
    void onDecision(const SimulationView& view, const DecisionRecord& record) override;
    /// Writes what is left and closes the file; the first write error, if any.
    Status finish();

private:
    FileWriter m_file;
};

/// Writes the five files into `directory` (created if missing); decisions.jsonl only if the run did
/// not stream it already.
Status writeRunFiles(const RunResult& result, const std::string& directory);
/// The text of a complete output folder's marker: version, seed, scenario hash.
std::string provenanceLine(const RunResult& result);

} // namespace gantry
