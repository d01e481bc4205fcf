#pragma once
/** @brief Importers for public GPU-cluster job traces (Philly, Helios, Alibaba PAI/openb, Tiresias, Gavel)
 * and Gantry's own common CSV. Every importer produces a Workload plus a validation report: rows that the
 * source itself marks as unusable (pending, CPU-only, never started) are skipped and counted, never dropped
 * silently; malformed values stop the import with the file, line and column name. docs/trace-formats.md
 * describes each format's semantics. */

#include "core/model/Job.h"
#include "core/util/Error.h"

#include <cstddef>
#include <string>
#include <vector>

namespace gantry {

struct ImportOptions {
    /// Second file some formats need: Philly machine list (philly-job-log, optional), PAI task table
    /// (pai-v2020; default: pai_task_table.csv beside the job table), Gavel isolated throughputs (gavel,
    /// optional; default: the embedded V100 table).
    std::string companionPath;
    /// Seconds given to jobs whose duration the format cannot provide; < 0 = such jobs are skipped.
    double defaultDuration = -1;
    /// > 0: the workload holds only the first `limit` jobs in submit order, as if the whole trace were
    /// imported and cut there. The whole file is still read, checked and hashed, and the report counts
    /// all of it; only the jobs beyond the limit are not kept (a 10^4-job replay of a 10^5-row trace
    /// neither sorts nor holds the rest).
    std::size_t limit = 0;
};

struct ImportReport {
    std::size_t rowsRead = 0; ///< job rows/entries in the file (header excluded)
    std::size_t jobsKept = 0; ///< rows that make a job (ImportOptions::limit keeps fewer in the workload)
    /// Rows the source marks as unusable, each with file, line, field and the reason (the message).
    std::vector<Error> skipped;
    std::vector<std::string> warnings;
    std::size_t roundedGpuJobs = 0; ///< jobs whose fractional GPU request was rounded up

    /// Human validation report: counts, skipped rows grouped by reason with their first line numbers,
    /// then the warnings.
    std::string toText() const;
};

struct ImportedTrace {
    Workload workload;
    ImportReport report;
    /// Time zero (the earliest submission) in the source's own time base: seconds since the epoch for
    /// the formats with dates (sacct, Kubernetes).
    double origin = 0;
};

Result<ImportedTrace> importTrace(const std::string& path, const std::string& format, const ImportOptions& options = {});

struct TraceFormatInfo {
    std::string name;
    std::string title;
    std::string durationSemantics;
    std::string companion; ///< what ImportOptions::companionPath means for this format (empty: none)
    /// The field a job's recorded queueing delay (JobSpec::recordedWait) comes from, as errors name it
    /// ("queue_delay_s", "scheduled_time"); empty when the format records no start times.
    std::string waitField;
};

const std::vector<TraceFormatInfo>& traceFormats();

/// Guesses the format from the file's extension and first bytes; empty when unknown.
std::string detectTraceFormat(const std::string& path);

/// The format to import `path` with: `chosen` when given, else the detected one. A file that does not
/// exist is FileNotFound ("no such file", naming it), before any guess; one whose format cannot be told
/// is UnknownName on the field "format". The CLI, the GUI and the API all ask this.
Result<std::string> resolveTraceFormat(const std::string& path, const std::string& chosen = {});

/// Gantry's common CSV (docs/trace-formats.md, common-csv). Importing what this writes gives the same jobs for
/// rigid all-reduce jobs (the schema has no columns for architecture, elastic ranges or deadlines).
std::string formatCommonCsv(const Workload& workload);
Status writeCommonCsv(const std::string& path, const Workload& workload);

} // namespace gantry
