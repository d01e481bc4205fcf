#pragma once
/** @brief What every trace importer shares: the rows kept so far, the report and the error helpers
 * (Importer), CSV columns by name. Internal to core/io/trace (one file per format) and the format
 * table in core/io/TraceImport.cpp, which is the only way in: a new format is a file here and a row
 * there. */

#include "core/io/Csv.h"
#include "core/io/TraceImport.h"
#include "core/model/ModelCatalog.h"
#include "core/util/Error.h"
#include "core/util/Interrupt.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gantry::traceimport {

/// A trace or companion file's text: readTextFile's limits, and no NUL bytes (a binary file; and a
/// NUL inside a kept field would make every output that repeats it unreadable as text).
Result<std::string> readTraceText(const std::string& path);

/// Above this a GPU count is a corrupt value, not a request (and it must fit an int).
inline constexpr double kMaxGpus = 1e6;
/// Longest duration, and longest span of submissions, a trace may hold: 30 years. Longer is a unit
/// mistake (milliseconds read as seconds) or garbage, and would make a run's samples run away.
inline constexpr double kMaxSeconds = 30 * 365.25 * 86400;

/// `text` in single quotes.
std::string quoted(std::string_view text);
/// At most 40 characters of `text`, quoted, with control and non-ASCII bytes shown as '?': a cell's
/// content in an error message.
std::string shortText(std::string_view text);

struct Row {
    JobSpec spec;
    int line = 0;
};

/// Where a kept row goes in the workload: by submit time (in the source's time base, absolute
/// seconds; made relative at the end), ties in the order the rows were added.
struct RowKey {
    double submit = 0;
    std::size_t added = 0; ///< the row's place among the rows added
    std::size_t slot = 0;  ///< its index in the kept rows
    bool operator<(const RowKey& other) const
    {
        return submit < other.submit || (submit == other.submit && added < other.added);
    }
};


/// The file's own names of the columns (or JSON fields) a job's values come from, so that a message
/// about a row names what its user sees in the file ("JobID", "metadata.name"), never Gantry's field.
/// An empty name: the format has no such column (the value is made up, or absent); the message then
/// names the value by what it is.
struct SourceColumns {
    std::string_view id, submit, duration;
    std::string_view gpuType = {}, user = {}, vc = {};
};

/// Shared state of one import: the rows kept so far, the report and the error helpers. Malformed input
/// throws ErrorException, which importTrace turns into the returned Error.
class Importer {
public:
    Importer(std::string path, const ImportOptions& options) : m_path(std::move(path)), m_options(options) { }

    const std::string& path() const { return m_path; }
    const ImportOptions& options() const { return m_options; }
    ImportReport& report() { return m_report; }
    /// Every row added, or with options.limit the `limit` earliest.
    std::vector<Row>& rows() { return m_rows; }
    /// Where each kept row goes, in no particular order (a heap with options.limit).
    std::vector<RowKey>& keys() { return m_keys; }
    std::size_t rowsAdded() const { return m_added; }
    /// The latest submission of all rows added (the last in file order among equal times) and its line:
    /// how far the submissions span is a property of the file, whatever the limit keeps.
    double latestSubmit() const { return m_latestSubmit; }
    /// The mean submission of all rows added: which end of a too-long span is the odd one.
    double meanSubmit() const { return m_added == 0 ? 0.0 : m_submitSum / static_cast<double>(m_added); }
    int latestLine() const { return m_latestLine; }
    /// For importers that make each id from the row's number: such ids cannot repeat, so they need
    /// not be remembered to find a second use (the hash set of 82,247 ids was an eighth of a replay).
    void idsAreNumbered() { m_idsNumbered = true; }
    /// The common CSV's `trace` column of the first row (kept so that re-exporting is lossless).
    std::string traceTag;

    [[noreturn]] void bad(int line, std::string_view field, const std::string& message,
        ErrorCode code = ErrorCode::BadValue, const std::string& file = {}) const
    {
        throw ErrorException(Error { code, message, { file.empty() ? m_path : file, line, 0, std::string(field) } });
    }

    /// Every few thousand rows, whether the user interrupted the command (Ctrl-C on a large import).
    void pollInterrupt()
    {
        if (++m_rowsSeen % 4096 == 0 && interrupted()) throw ErrorException(Error { ErrorCode::Cancelled,
            translate("Error", "interrupted"), { m_path } });
    }

    void skip(int line, std::string_view field, const std::string& reason)
    {
        pollInterrupt();
        m_lastRounded = false;
        m_lastStartBeforeSubmit = false;
        m_report.skipped.push_back(Error { ErrorCode::BadValue, reason, { m_path, line, 0, std::string(field) } });
    }

    /// A required finite number.
    double number(std::string_view text, int line, std::string_view field) const
    {
        double value = 0;
        if (trimSpaces(text).empty()) bad(line, field, translate("Error", "is empty (a number is required)"));
        if (!parseNumber(text, value)) bad(line, field, fillIn(translate("Error", "%1 is not a number"), { shortText(text) }));
        if (!std::isfinite(value)) bad(line, field, fillIn(translate("Error", "%1 is not a finite number"), { shortText(text) }));
        return value;
    }

    double nonNegative(std::string_view text, int line, std::string_view field) const
    {
        const double value = number(text, line, field);
        if (value < 0) bad(line, field, fillIn(translate("Error", "must not be negative (got %1)"), { std::string(trimSpaces(text)) }));
        return value;
    }

    /// A point in time: "YYYY-MM-DD HH:MM:SS" (UTC) or plain seconds; never negative.
    double time(std::string_view text, int line, std::string_view field) const
    {
        double value = 0;
        if (parseDateTime(text, value)) return value;
        const std::string_view t = trimSpaces(text);
        if (t.empty()) bad(line, field, translate("Error", "is empty (a time is required)"));
        if (!parseNumber(t, value))
            bad(line, field, fillIn(translate("Error", "%1 is neither seconds nor a 'YYYY-MM-DD HH:MM:SS' time"), { shortText(text) }));
        if (!std::isfinite(value)) bad(line, field, fillIn(translate("Error", "%1 is not a finite time"), { shortText(text) }));
        if (value < 0) bad(line, field, fillIn(translate("Error", "must not be negative (got %1)"), { std::string(t) }));
        return value;
    }

    /// GPUs from a (possibly fractional) request: at least one, rounded up (Gantry does not model sharing).
    /// Errors name `file` when the request comes from another file than the trace (a companion table).
    int gpus(double value, int line, std::string_view field, const std::string& file = {})
    {
        if (value <= 0) bad(line, field,
            fillIn(translate("Error", "must be more than 0 GPUs (got %1)"), { formatNumber(value) }), ErrorCode::BadValue, file);
        if (value > kMaxGpus) bad(line, field,
            fillIn(translate("Error", "is implausibly large (%1 GPUs)"), { formatFixed(value, 0) }), ErrorCode::BadValue, file);
        const double whole = std::ceil(value - 1e-9);
        m_lastRounded = whole != value; // counted when the row is kept, so skipped rows do not inflate it
        return std::max(1, static_cast<int>(whole));
    }

    /// Counts a row of the file read (the report's "rows read") and gives back its line.
    int row(int line)
    {
        ++m_report.rowsRead;
        return line;
    }

    /// A row's id: the cell trimmed; an empty one is an error (every job needs an id; `whenEmpty` says so
    /// in a format whose jobs are something else).
    std::string id(std::string_view text, int line, std::string_view field, const std::string& whenEmpty = {})
    {
        std::string value(trimSpaces(text));
        if (value.empty()) bad(line, field, whenEmpty.empty() ? translate("Error", "is empty (every job needs an id)") : whenEmpty);
        return value;
    }

    /// True, with the row skipped and the reason recorded, for a CPU-only job (`gpus` is 0): the caller
    /// goes to the next row. `reason` is the pattern (%1 the field) in a format whose jobs are something else.
    bool cpuOnly(double gpus, int line, std::string_view field, const std::string& reason = {})
    {
        if (gpus != 0) return false;
        skip(line, field, fillIn(reason.empty() ? translate("Error", "CPU-only job (%1 = 0)") : reason, { std::string(field) }));
        return true;
    }

    /// Replaces a missing duration by options.defaultDuration when given; otherwise skips the row.
    bool missingDuration(double& duration, int line, std::string_view field, const std::string& reason)
    {
        if (m_options.defaultDuration > 0) {
            duration = m_options.defaultDuration;
            ++m_defaultDurations;
            return true;
        }
        skip(line, field, reason);
        return false;
    }

    /// The column the submissions come from, as add() was told (for the span check, after the rows).
    std::string_view submitColumn() const { return m_submitColumn.empty() ? std::string_view("submit time") : m_submitColumn; }

    /// Adds a job; a zero duration is skipped (it would finish before it starts), a negative one is an error.
    void add(JobSpec spec, double submit, int line, const SourceColumns& columns)
    {
        pollInterrupt();
        m_submitColumn = columns.submit;
        const std::string_view durationField = columns.duration;
        if (!(spec.duration >= 0) || !std::isfinite(spec.duration))
            bad(line, durationField,
                fillIn(translate("Error", "must be a non-negative number of seconds (got %1)"), { formatNumber(spec.duration) }));
        if (spec.duration > kMaxSeconds)
            bad(line, durationField, fillIn(translate("Error", "is implausibly long (%1 s is more than 30 years)"), { formatNumber(spec.duration) }));
        if (spec.duration == 0) {
            skip(line, durationField, translate("Error", "ran for 0 s"));
            return;
        }
        // These are names, printed in tables, reports and terminals (and JSON must be UTF-8): text with
        // control characters or that is not UTF-8 is refused here, where it can be located.
        const auto named = [](std::string_view column, std::string_view what) { return column.empty() ? what : column; };
        for (const auto& [field, text] : { std::pair<std::string_view, const std::string*> { named(columns.id, "job id"), &spec.id },
                 { named(columns.gpuType, "gpu type"), &spec.gpuType.str() }, { named(columns.user, "user"), &spec.user.str() },
                 { named(columns.vc, "vc"), &spec.vc.str() } })
            checkName(line, field, *text);
        // Overrides, the job table and every output name jobs by id: two jobs with one id are an error.
        if (!m_idsNumbered) {
            if (auto [it, fresh] = m_idLines.emplace(spec.id, line); !fresh)
                bad(line, named(columns.id, "job id"),
                    fillIn(translate("Error", "%1 is used twice (first on line %2)"), { shortText(spec.id), std::to_string(it->second) }));
        }
        if (m_lastRounded) ++m_report.roundedGpuJobs;
        if (m_lastStartBeforeSubmit) ++m_startsBeforeSubmit;
        m_lastRounded = m_lastStartBeforeSubmit = false;
        if (spec.minGpus <= 0) spec.minGpus = spec.gpus;
        if (spec.maxGpus <= 0) spec.maxGpus = spec.gpus;
        keep(RowKey { submit, m_added++, m_rows.size() }, Row { std::move(spec), line });
    }

    void checkName(int line, std::string_view field, const std::string& text) const
    {
        if (auto problem = nameProblem(text, shortText(text))) bad(line, field, *problem);
    }

    /// Sets the job's recorded queueing delay from its submission and its first start (both in the
    /// source's time base). A start before the submission (clocks of two systems) leaves it unknown and
    /// is counted in a warning: the row itself is still good.
    void recordWait(JobSpec& job, double submit, double start)
    {
        job.recordedWait = start >= submit ? start - submit : -1;
        m_lastStartBeforeSubmit = start < submit; // counted when the row is kept, as rounded GPUs are
    }

    int model(std::string_view name)
    {
        const std::string_view trimmed = trimSpaces(name);
        if (trimmed.empty()) return -1;
        const int index = m_catalog.indexOf(std::string(trimmed));
        if (index < 0) ++m_unknownModels;
        return index;
    }

    void finishWarnings()
    {
        if (m_report.roundedGpuJobs > 0)
            m_report.warnings.push_back(std::to_string(m_report.roundedGpuJobs)
                + " jobs requested a fraction of a GPU (GPU sharing) and were rounded up to whole GPUs, because "
                  "Gantry does not model GPU sharing");
        if (m_unknownModels > 0)
            m_report.warnings.push_back(std::to_string(m_unknownModels)
                + " jobs name a model that is not in the model catalog; they get one by the seeded hash rule");
        if (m_startsBeforeSubmit > 0)
            m_report.warnings.push_back(std::to_string(m_startsBeforeSubmit)
                + " jobs start before their submission; their recorded queueing delay is left unknown");
        if (m_defaultDurations > 0)
            m_report.warnings.push_back(std::to_string(m_defaultDurations) + " jobs had no duration and were given the default of "
                + formatNumber(m_options.defaultDuration) + " s");
    }

private:
    /// Keeps every row; with a limit only the `limit` earliest so far, in a max-heap of their keys, so
    /// that a replay of the first 10^4 jobs of a 10^5-row trace holds 10^4 rows, not 10^5 (the file
    /// need not be sorted: its earliest jobs may come last). The heap orders small keys; the rows stay
    /// in their slots.
    void keep(RowKey key, Row&& row)
    {
        m_submitSum += key.submit;
        if (key.added == 0 || key.submit >= m_latestSubmit) { // `>=`: the last of equal times, as a full sort has it
            m_latestSubmit = key.submit;
            m_latestLine = row.line;
        }
        const std::size_t limit = m_options.limit;
        if (limit == 0 || m_rows.size() < limit) {
            m_rows.push_back(std::move(row));
            m_keys.push_back(key);
            if (limit > 0 && m_keys.size() == limit) std::make_heap(m_keys.begin(), m_keys.end());
            return;
        }
        // Full: a row later than every kept one (or as early as the latest, but added after it) is not kept.
        if (!(key < m_keys.front())) return;
        std::pop_heap(m_keys.begin(), m_keys.end());
        key.slot = m_keys.back().slot;
        m_rows[key.slot] = std::move(row);
        m_keys.back() = key;
        std::push_heap(m_keys.begin(), m_keys.end());
    }

    std::string m_path;
    const ImportOptions& m_options;
    ImportReport m_report;
    std::vector<Row> m_rows;
    std::vector<RowKey> m_keys;
    std::size_t m_added = 0;
    std::size_t m_rowsSeen = 0; ///< rows added or skipped, for pollInterrupt
    double m_latestSubmit = 0;
    int m_latestLine = 0;
    double m_submitSum = 0;
    bool m_idsNumbered = false;
    std::string_view m_submitColumn; ///< a literal of the importer (SourceColumns)
    std::unordered_map<std::string, int> m_idLines; ///< job id -> the line it first appeared on
    ModelCatalog m_catalog = ModelCatalog::defaults();
    std::size_t m_unknownModels = 0;
    std::size_t m_defaultDurations = 0;
    std::size_t m_startsBeforeSubmit = 0;
    bool m_lastStartBeforeSubmit = false;
    bool m_lastRounded = false;
};

/// Column positions by name, from a header record.
class Columns {
public:
    Columns(const CsvReader& header, const Importer& importer) : m_importer(importer)
    {
        for (std::size_t i = 0; i < header.size(); ++i) m_names.emplace_back(trimSpaces(header[i]));
    }
    /// Index of a required column; MissingField at line 1 when absent.
    std::size_t require(std::string_view name) const
    {
        const int index = find(name);
        if (index < 0 && m_found == 0) {
            // No column of this format in the first line: it is not this format's header, and may be
            // anything (a credentials file named by mistake), so nothing of it is quoted.
            m_importer.bad(1, name,
                fillIn(translate("Error", "required column %1 is missing: the first line names no column of this format, so it is not "
                                          "its header"),
                    { quoted(name) }),
                ErrorCode::MissingField);
        } else if (index < 0) {
            std::string present;
            for (const auto& n : m_names) present += (present.empty() ? "" : ", ") + shortText(n);
            m_importer.bad(1, name,
                fillIn(translate("Error", "required column %1 is missing from the header (found: %2)"), { quoted(name), present }),
                ErrorCode::MissingField);
        }
        return static_cast<std::size_t>(index);
    }
    /// Index of an optional column, or -1.
    int find(std::string_view name) const
    {
        for (std::size_t i = 0; i < m_names.size(); ++i)
            if (m_names[i] == name) {
                ++m_found;
                return static_cast<int>(i);
            }
        return -1;
    }
    static std::string_view get(const CsvReader& csv, int index)
    {
        return index < 0 ? std::string_view {} : trimSpaces(csv[static_cast<std::size_t>(index)]);
    }

private:
    std::vector<std::string> m_names;
    const Importer& m_importer;
    mutable std::size_t m_found = 0; ///< columns found so far: the header is this format's once one is
};

/// A CSV reader's error, located in `file` (default: the trace).
void checkCsv(const CsvReader& csv, const Importer& importer, const std::string& file = {});
/// Reads the header line of a CSV trace; an empty file is an error.
CsvReader openCsv(std::string_view text, Importer& importer, char delimiter = ',');

// One function per format (core/io/trace/<Source>.cpp); malformed input throws ErrorException.
void importCommonCsv(std::string_view text, Importer& in);
void importPolluxPhilly(std::string_view text, Importer& in);
void importPhillyJobLog(std::string_view text, Importer& in);
void importPhillyMarwage(std::string_view text, Importer& in);
void importHelios(std::string_view text, Importer& in);
void importPaiV2020(std::string_view text, Importer& in);
void importOpenb(std::string_view text, Importer& in);
void importTiresias(std::string_view text, Importer& in);
void importGavel(std::string_view text, Importer& in);
void importSlurmSacct(std::string_view text, Importer& in);
void importKubernetesJobs(std::string_view text, Importer& in);

} // namespace gantry::traceimport
