#include "core/io/TraceImport.h"

#include "core/io/Csv.h"
#include "core/io/Json.h"
#include "core/model/ModelCatalog.h"
#include "core/util/File.h"
#include "core/util/Interrupt.h"
#include "core/util/Sha256.h"
#include "core/util/Text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <limits>
#include <map>
#include <unordered_map>

namespace gantry {

namespace {

/// A trace or companion file's text: readTextFile's limits, and no NUL bytes (a binary file; and a
/// NUL inside a kept field would make every output that repeats it unreadable as text).
Result<std::string> readTraceText(const std::string& path)
{
    Result<std::string> text = readTextFile(path);
    if (!text) return text;
    const std::string& bytes = *text;
    if (const auto nul = bytes.find('\0'); nul != std::string::npos) {
        const int line = 1 + static_cast<int>(std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(nul), '\n'));
        return Error { ErrorCode::Parse, "not a text file (it contains NUL bytes)", { path, line, 0, {} } };
    }
    return text;
}

/// Above this a GPU count is a corrupt value, not a request (and it must fit an int).
constexpr double kMaxGpus = 1e6;
/// Longest duration, and longest span of submissions, a trace may hold: 30 years. Longer is a unit
/// mistake (milliseconds read as seconds) or garbage, and would make a run's samples run away.
constexpr double kMaxSeconds = 30 * 365.25 * 86400;

/// The Gavel isolated throughputs on the reference worker type (V100, consolidated placement): the
/// isolated ("null") v100 entries of stanford-futuredata/gavel scheduler/simulation_throughputs.json
/// (Narayanan et al., Gavel, OSDI 2020). Gavel generated total_steps as duration x this throughput, so
/// dividing by it recovers the duration.
struct GavelThroughput {
    const char* jobType;
    int scaleFactor;
    double stepsPerSecond;
};
constexpr GavelThroughput kGavelV100[] = {
    { "A3C", 1, 7.175767179667988 },
    { "CycleGAN", 1, 4.426088263367452 },
    { "LM (batch size 10)", 1, 81.65163491883021 },
    { "LM (batch size 10)", 2, 163.12902048608936 },
    { "LM (batch size 10)", 4, 121.4776195889045 },
    { "LM (batch size 10)", 8, 615.0934647748222 },
    { "LM (batch size 20)", 1, 64.74245099960703 },
    { "LM (batch size 20)", 2, 132.17413449742747 },
    { "LM (batch size 20)", 4, 110.99685986392635 },
    { "LM (batch size 20)", 8, 497.2952582330656 },
    { "LM (batch size 40)", 1, 45.23737155222392 },
    { "LM (batch size 40)", 2, 91.59265730806288 },
    { "LM (batch size 40)", 4, 96.0312451685392 },
    { "LM (batch size 40)", 8, 359.30692492331696 },
    { "LM (batch size 5)", 1, 109.16661771207029 },
    { "LM (batch size 5)", 2, 185.72383101933428 },
    { "LM (batch size 5)", 4, 126.71571815404346 },
    { "LM (batch size 5)", 8, 698.773292956699 },
    { "LM (batch size 80)", 1, 28.239955054085122 },
    { "LM (batch size 80)", 2, 58.09153801943523 },
    { "LM (batch size 80)", 4, 74.80729601169598 },
    { "LM (batch size 80)", 8, 231.17619885320647 },
    { "Recommendation (batch size 1024)", 1, 13.2825697082565 },
    { "Recommendation (batch size 2048)", 1, 7.469632060833725 },
    { "Recommendation (batch size 4096)", 1, 3.9060505302376054 },
    { "Recommendation (batch size 512)", 1, 23.317634950657975 },
    { "Recommendation (batch size 8192)", 1, 2.841510364354536 },
    { "ResNet-18 (batch size 128)", 1, 17.994906225052176 },
    { "ResNet-18 (batch size 128)", 2, 23.985353059276264 },
    { "ResNet-18 (batch size 128)", 4, 69.95051765177759 },
    { "ResNet-18 (batch size 128)", 8, 162.09160717942794 },
    { "ResNet-18 (batch size 16)", 1, 32.353384328946916 },
    { "ResNet-18 (batch size 16)", 2, 100.14206200421837 },
    { "ResNet-18 (batch size 16)", 4, 123.85376642692827 },
    { "ResNet-18 (batch size 16)", 8, 382.5974422686407 },
    { "ResNet-18 (batch size 256)", 1, 10.300256501360458 },
    { "ResNet-18 (batch size 256)", 2, 15.882848624471642 },
    { "ResNet-18 (batch size 256)", 4, 27.7820579015064 },
    { "ResNet-18 (batch size 256)", 8, 81.5065873273903 },
    { "ResNet-18 (batch size 32)", 1, 29.947157347732464 },
    { "ResNet-18 (batch size 32)", 2, 94.24893164660543 },
    { "ResNet-18 (batch size 32)", 4, 114.73342037584995 },
    { "ResNet-18 (batch size 32)", 8, 340.0383618985821 },
    { "ResNet-18 (batch size 64)", 1, 24.093231895382736 },
    { "ResNet-18 (batch size 64)", 2, 74.13589143268821 },
    { "ResNet-18 (batch size 64)", 4, 95.58814453205626 },
    { "ResNet-18 (batch size 64)", 8, 255.82913926317391 },
    { "ResNet-50 (batch size 128)", 1, 2.4967655780898292 },
    { "ResNet-50 (batch size 128)", 2, 4.2230145549692715 },
    { "ResNet-50 (batch size 128)", 4, 7.029294087316617 },
    { "ResNet-50 (batch size 128)", 8, 10.293183147179176 },
    { "ResNet-50 (batch size 16)", 1, 11.396129065315943 },
    { "ResNet-50 (batch size 16)", 2, 13.859757680196113 },
    { "ResNet-50 (batch size 16)", 4, 23.195585654383645 },
    { "ResNet-50 (batch size 16)", 8, 27.799094635512898 },
    { "ResNet-50 (batch size 32)", 1, 7.787264918596293 },
    { "ResNet-50 (batch size 32)", 2, 10.834571175121209 },
    { "ResNet-50 (batch size 32)", 4, 13.763229095099536 },
    { "ResNet-50 (batch size 32)", 8, 24.067423556662327 },
    { "ResNet-50 (batch size 64)", 1, 4.394774823323071 },
    { "ResNet-50 (batch size 64)", 2, 7.922054367597505 },
    { "ResNet-50 (batch size 64)", 4, 9.451949566394442 },
    { "ResNet-50 (batch size 64)", 8, 17.303172756892167 },
    { "Transformer (batch size 128)", 1, 5.44610521981264 },
    { "Transformer (batch size 128)", 2, 10.069238394742342 },
    { "Transformer (batch size 128)", 4, 14.17451716526748 },
    { "Transformer (batch size 128)", 8, 30.88352104398441 },
    { "Transformer (batch size 16)", 1, 11.06408721300405 },
    { "Transformer (batch size 16)", 2, 14.153819944879553 },
    { "Transformer (batch size 16)", 4, 20.0849760042163 },
    { "Transformer (batch size 16)", 8, 71.65168021872898 },
    { "Transformer (batch size 256)", 1, 1.5951407072133263 },
    { "Transformer (batch size 256)", 2, 2.8852436298687203 },
    { "Transformer (batch size 256)", 4, 4.763045770199511 },
    { "Transformer (batch size 256)", 8, 9.71702368412533 },
    { "Transformer (batch size 32)", 1, 10.620893339463915 },
    { "Transformer (batch size 32)", 2, 13.328037548850137 },
    { "Transformer (batch size 32)", 4, 22.822511223673345 },
    { "Transformer (batch size 32)", 8, 63.97766004389649 },
    { "Transformer (batch size 64)", 1, 8.61775899193302 },
    { "Transformer (batch size 64)", 2, 15.876496488983058 },
    { "Transformer (batch size 64)", 4, 19.65962221663049 },
    { "Transformer (batch size 64)", 8, 49.650700211670745 },
};

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

std::string quoted(std::string_view text) { return "'" + std::string(text) + "'"; }

std::string shortText(std::string_view text)
{
    std::string out;
    for (char c : text.substr(0, 40)) out += (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) ? '?' : c;
    if (text.size() > 40) out += "...";
    return "'" + out + "'";
}

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
        if (++m_rowsSeen % 4096 == 0 && interrupted()) throw ErrorException(Error { ErrorCode::Cancelled, "interrupted", { m_path } });
    }

    void skip(int line, std::string_view field, const std::string& reason)
    {
        pollInterrupt();
        m_lastRounded = false;
        m_report.skipped.push_back(Error { ErrorCode::BadValue, reason, { m_path, line, 0, std::string(field) } });
    }

    /// A required finite number.
    double number(std::string_view text, int line, std::string_view field) const
    {
        double value = 0;
        if (trimSpaces(text).empty()) bad(line, field, "is empty (a number is required)");
        if (!parseNumber(text, value)) bad(line, field, shortText(text) + " is not a number");
        if (!std::isfinite(value)) bad(line, field, shortText(text) + " is not a finite number");
        return value;
    }

    double nonNegative(std::string_view text, int line, std::string_view field) const
    {
        const double value = number(text, line, field);
        if (value < 0) bad(line, field, "must not be negative (got " + std::string(trimSpaces(text)) + ")");
        return value;
    }

    /// A point in time: "YYYY-MM-DD HH:MM:SS" (UTC) or plain seconds; never negative.
    double time(std::string_view text, int line, std::string_view field) const
    {
        double value = 0;
        if (parseDateTime(text, value)) return value;
        const std::string_view t = trimSpaces(text);
        if (t.empty()) bad(line, field, "is empty (a time is required)");
        if (!parseNumber(t, value))
            bad(line, field, shortText(text) + " is neither seconds nor a 'YYYY-MM-DD HH:MM:SS' time");
        if (!std::isfinite(value)) bad(line, field, shortText(text) + " is not a finite time");
        if (value < 0) bad(line, field, "must not be negative (got " + std::string(t) + ")");
        return value;
    }

    /// GPUs from a (possibly fractional) request: at least one, rounded up (Gantry does not model sharing).
    /// Errors name `file` when the request comes from another file than the trace (a companion table).
    int gpus(double value, int line, std::string_view field, const std::string& file = {})
    {
        if (value <= 0) bad(line, field, "must be more than 0 GPUs (got " + formatNumber(value) + ")", ErrorCode::BadValue, file);
        if (value > kMaxGpus) bad(line, field, "is implausibly large (" + formatFixed(value, 0) + " GPUs)", ErrorCode::BadValue, file);
        const double whole = std::ceil(value - 1e-9);
        m_lastRounded = whole != value; // counted when the row is kept, so skipped rows do not inflate it
        return std::max(1, static_cast<int>(whole));
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

    /// Adds a job; a zero duration is skipped (it would finish before it starts), a negative one is an error.
    void add(JobSpec spec, double submit, int line, std::string_view durationField)
    {
        pollInterrupt();
        if (!(spec.duration >= 0) || !std::isfinite(spec.duration))
            bad(line, durationField, "must be a non-negative number of seconds (got " + formatNumber(spec.duration) + ")");
        if (spec.duration > kMaxSeconds)
            bad(line, durationField, "is implausibly long (" + formatNumber(spec.duration) + " s is more than 30 years)");
        if (spec.duration == 0) {
            skip(line, durationField, "ran for 0 s");
            return;
        }
        // These are names, printed in tables, reports and terminals (and JSON must be UTF-8): text with
        // control characters or that is not UTF-8 is refused here, where it can be located.
        for (const auto& [field, text] : { std::pair<const char*, const std::string*> { "job id", &spec.id },
                 { "gpu type", &spec.gpuType }, { "user", &spec.user }, { "vc", &spec.vc } })
            checkName(line, field, *text);
        // Overrides, the job table and every output name jobs by id: two jobs with one id are an error.
        if (!m_idsNumbered) {
            if (auto [it, fresh] = m_idLines.emplace(spec.id, line); !fresh)
                bad(line, "job id", shortText(spec.id) + " is used twice (first on line " + std::to_string(it->second) + ")");
        }
        if (m_lastRounded) ++m_report.roundedGpuJobs;
        m_lastRounded = false;
        if (spec.minGpus <= 0) spec.minGpus = spec.gpus;
        if (spec.maxGpus <= 0) spec.maxGpus = spec.gpus;
        keep(RowKey { submit, m_added++, m_rows.size() }, Row { std::move(spec), line });
    }

    void checkName(int line, std::string_view field, const std::string& text) const
    {
        if (auto problem = nameProblem(text)) bad(line, field, shortText(text) + " " + *problem);
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
    std::unordered_map<std::string, int> m_idLines; ///< job id -> the line it first appeared on
    ModelCatalog m_catalog = ModelCatalog::defaults();
    std::size_t m_unknownModels = 0;
    std::size_t m_defaultDurations = 0;
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
        if (index < 0) {
            std::string present;
            for (const auto& n : m_names) present += (present.empty() ? "" : ", ") + shortText(n);
            m_importer.bad(1, name, "required column " + quoted(name) + " is missing from the header (found: " + present + ")",
                ErrorCode::MissingField);
        }
        return static_cast<std::size_t>(index);
    }
    /// Index of an optional column, or -1.
    int find(std::string_view name) const
    {
        for (std::size_t i = 0; i < m_names.size(); ++i)
            if (m_names[i] == name) return static_cast<int>(i);
        return -1;
    }
    static std::string_view get(const CsvReader& csv, int index)
    {
        return index < 0 ? std::string_view {} : trimSpaces(csv[static_cast<std::size_t>(index)]);
    }

private:
    std::vector<std::string> m_names;
    const Importer& m_importer;
};

void checkCsv(const CsvReader& csv, const Importer& importer, const std::string& file = {})
{
    if (csv.failed())
        throw ErrorException(Error { ErrorCode::Parse, "invalid CSV: " + csv.errorMessage(),
            { file.empty() ? importer.path() : file, csv.errorLine(), csv.errorColumn(), {} } });
}

/// Reads the header line of a CSV trace; an empty file is an error.
CsvReader openCsv(std::string_view text, Importer& importer, char delimiter = ',')
{
    CsvReader csv(text, delimiter);
    if (!csv.next()) {
        checkCsv(csv, importer);
        importer.bad(1, {}, "the file has no header line", ErrorCode::Parse);
    }
    return csv;
}

// --- common-csv -------------------------------------------------------------------------------------

void importCommonCsv(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cId = cols.require("job_id"), cSubmit = cols.require("submit_time_s"),
                      cDuration = cols.require("duration_s"), cGpus = cols.require("num_gpus");
    const int cType = cols.find("gpu_type"), cUser = cols.find("user"), cVc = cols.find("vc"),
              cModel = cols.find("model"), cStatus = cols.find("status"), cTrace = cols.find("trace");
    while (csv.next()) {
        const int line = csv.line();
        if (in.report().rowsRead++ == 0) {
            in.traceTag = std::string(trimSpaces(Columns::get(csv, cTrace)));
            in.checkName(line, "trace", in.traceTag); // written back into every common CSV export
        }
        JobSpec job;
        job.id = std::string(trimSpaces(csv[cId]));
        if (job.id.empty()) in.bad(line, "job_id", "is empty (every job needs an id)");
        const double submit = in.time(csv[cSubmit], line, "submit_time_s");
        job.gpus = in.gpus(in.number(csv[cGpus], line, "num_gpus"), line, "num_gpus");
        if (trimSpaces(csv[cDuration]).empty()) {
            const std::string_view status = Columns::get(csv, cStatus);
            if (!in.missingDuration(job.duration, line, "duration_s",
                    "never started (empty duration_s" + (status.empty() ? std::string() : ", status " + std::string(status)) + ")"))
                continue;
        } else {
            job.duration = in.nonNegative(csv[cDuration], line, "duration_s");
        }
        job.gpuType = std::string(Columns::get(csv, cType));
        job.user = std::string(Columns::get(csv, cUser));
        job.vc = std::string(Columns::get(csv, cVc));
        job.model = in.model(Columns::get(csv, cModel));
        in.add(std::move(job), submit, line, "duration_s");
    }
    checkCsv(csv, in);
}

// --- pollux-philly ----------------------------------------------------------------------------------

void importPolluxPhilly(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cTime = cols.require("timestamp"), cDuration = cols.require("duration"),
                      cGpus = cols.require("num_gpus");
    const int cVc = cols.find("cluster");
    in.idsAreNumbered();
    std::size_t index = 0;
    std::string id;
    while (csv.next()) {
        ++in.report().rowsRead;
        const int line = csv.line();
        JobSpec job;
        // Pollux's file has no job ids; the row index matches the ids in scenarios/traces/philly_2k.csv.
        id = "pollux-philly-row";
        id += std::to_string(index++);
        job.id = id;
        const double submit = in.time(csv[cTime], line, "timestamp");
        job.duration = in.nonNegative(csv[cDuration], line, "duration");
        job.gpus = in.gpus(in.number(csv[cGpus], line, "num_gpus"), line, "num_gpus");
        job.vc = std::string(Columns::get(csv, cVc));
        in.add(std::move(job), submit, line, "duration");
    }
    checkCsv(csv, in);
}

// --- philly-job-log and philly-marwage (JSON) -------------------------------------------------------

JsonValue parseJsonFile(std::string_view text, Importer& in)
{
    Result<JsonValue> parsed = parseJson(text, in.path());
    if (!parsed) throw ErrorException(parsed.error());
    if (!parsed->isArray())
        in.bad(parsed->line(), {}, std::string("expected a JSON list of jobs, found ") + JsonValue::typeName(parsed->type()),
            ErrorCode::Parse);
    return std::move(parsed).value();
}

/// A Philly time value: "None"/null/absent mean unknown (returns false); anything else must be a time.
bool phillyTime(const JsonValue* value, int line, const std::string& field, Importer& in, double& out)
{
    if (value == nullptr || value->isNull()) return false;
    if (value->isString()) {
        const std::string& s = value->string();
        if (s.empty() || s == "None") return false;
        out = in.time(s, value->line(), field);
        return true;
    }
    if (value->isNumber()) {
        if (value->number() < 0) in.bad(value->line(), field, "must not be negative");
        out = value->number();
        return true;
    }
    in.bad(line, field, std::string("expected a time, found ") + JsonValue::typeName(value->type()));
}

std::string jsonText(const JsonValue* value)
{
    if (value == nullptr) return {};
    if (value->isString()) return value->string();
    if (value->isNumber()) return formatNumber(value->number());
    return {};
}

struct MachineList {
    std::unordered_map<std::string, int> gpus;
    long long totalGpus = 0;
};

MachineList readMachineList(const std::string& file, Importer& in)
{
    Result<std::string> text = readTraceText(file);
    if (!text) throw ErrorException(text.error());
    MachineList list;
    CsvReader csv(*text);
    while (csv.next()) {
        const std::string_view id = trimSpaces(csv[0]);
        if (id == "machineId") continue; // the original file's header
        double count = 0;
        if (!parseNumber(csv[1], count) || !std::isfinite(count) || count < 0)
            in.bad(csv.line(), "number of GPUs", shortText(csv[1]) + " is not a GPU count", ErrorCode::BadValue, file);
        list.gpus[std::string(id)] = static_cast<int>(count);
        list.totalGpus += static_cast<long long>(count);
    }
    checkCsv(csv, in, file);
    return list;
}

void importPhillyJobLog(std::string_view text, Importer& in)
{
    const JsonValue root = parseJsonFile(text, in);
    MachineList machines;
    const bool haveMachines = !in.options().companionPath.empty();
    if (haveMachines) machines = readMachineList(in.options().companionPath, in);
    std::size_t unknownMachines = 0, overfull = 0;
    std::map<std::string, std::size_t> statuses;
    for (const JsonValue& entry : root.array()) {
        ++in.report().rowsRead;
        const int line = entry.line();
        if (!entry.isObject()) in.bad(line, {}, std::string("expected a job object, found ") + JsonValue::typeName(entry.type()));
        JobSpec job;
        job.id = jsonText(entry.find("jobid"));
        if (job.id.empty()) in.bad(line, "jobid", "is missing or empty", ErrorCode::MissingField);
        job.vc = jsonText(entry.find("vc"));
        job.user = jsonText(entry.find("user"));
        const std::string status = jsonText(entry.find("status"));
        double submit = 0;
        if (!phillyTime(entry.find("submitted_time"), line, "submitted_time", in, submit)) {
            in.skip(line, "submitted_time", "no submit time (None)");
            continue;
        }
        const JsonValue* attempts = entry.find("attempts");
        if (attempts != nullptr && !attempts->isArray())
            in.bad(attempts->line(), "attempts", std::string("expected a list, found ") + JsonValue::typeName(attempts->type()));
        if (attempts == nullptr || attempts->array().empty()) {
            in.skip(line, "attempts", "never scheduled (no attempts)");
            continue;
        }
        // Pollux's semantics: the job's work is the time its attempts actually ran, summed; the gaps between
        // attempts are re-queueing, which the simulator reproduces itself.
        double duration = 0;
        std::string skipReason, skipField;
        const auto& list = attempts->array();
        for (std::size_t a = 0; a < list.size() && skipReason.empty(); ++a) {
            const JsonValue& attempt = list[a];
            const std::string prefix = "attempts[" + std::to_string(a) + "].";
            if (!attempt.isObject()) in.bad(attempt.line(), "attempts[" + std::to_string(a) + "]", "expected an attempt object");
            double start = 0, end = 0;
            if (!phillyTime(attempt.find("start_time"), attempt.line(), prefix + "start_time", in, start)) {
                skipReason = "an attempt has no start time (None)";
                skipField = prefix + "start_time";
            } else if (!phillyTime(attempt.find("end_time"), attempt.line(), prefix + "end_time", in, end)) {
                skipReason = a + 1 == list.size() ? "still running when the trace was taken (last end_time None)"
                                                  : "an attempt has no end time (None)";
                skipField = prefix + "end_time";
            } else if (end < start) {
                in.bad(attempt.line(), prefix + "end_time", "ends before it starts");
            } else {
                duration += end - start;
            }
        }
        if (!skipReason.empty()) {
            in.skip(line, skipField, skipReason);
            continue;
        }
        double gpus = 0;
        if (const JsonValue* detail = list.front().find("detail"); detail != nullptr && !detail->isNull()) {
            // The GPUs are the ids listed per host: anything else (a count, a negative number) is refused,
            // never read as "no GPUs".
            if (!detail->isArray())
                in.bad(detail->line(), "attempts[0].detail", std::string("expected a list of hosts, found ") + JsonValue::typeName(detail->type()));
            for (std::size_t h = 0; h < detail->array().size(); ++h) {
                const JsonValue& host = detail->array()[h];
                const std::string hostField = "attempts[0].detail[" + std::to_string(h) + "]";
                if (!host.isObject()) in.bad(host.line(), hostField, std::string("expected a host object, found ") + JsonValue::typeName(host.type()));
                const JsonValue* hostGpus = host.find("gpus");
                if (hostGpus != nullptr && !hostGpus->isArray())
                    in.bad(hostGpus->line(), hostField + ".gpus",
                        std::string("expected a list of GPU ids, found ") + JsonValue::typeName(hostGpus->type())
                            + (hostGpus->isNumber() ? " (" + formatNumber(hostGpus->number()) + ")" : ""));
                const int count = hostGpus != nullptr ? static_cast<int>(hostGpus->array().size()) : 0;
                gpus += count;
                if (haveMachines) {
                    const auto it = machines.gpus.find(jsonText(host.find("ip")));
                    if (it == machines.gpus.end()) ++unknownMachines;
                    else if (count > it->second) ++overfull;
                }
            }
        }
        if (gpus <= 0) {
            in.skip(line, "attempts[0].detail", "no GPUs in the first attempt");
            continue;
        }
        job.gpus = in.gpus(gpus, line, "attempts[0].detail");
        job.duration = duration;
        ++statuses[status.empty() ? "(none)" : status];
        in.add(std::move(job), submit, line, "attempts");
    }
    if (haveMachines) {
        in.report().warnings.push_back("machine list " + in.options().companionPath + ": " + std::to_string(machines.gpus.size())
            + " machines, " + std::to_string(machines.totalGpus) + " GPUs");
        if (unknownMachines > 0)
            in.report().warnings.push_back(std::to_string(unknownMachines) + " first-attempt hosts are not in the machine list");
        if (overfull > 0)
            in.report().warnings.push_back(std::to_string(overfull) + " first-attempt hosts list more GPUs than the machine list gives them");
    }
    std::string mix;
    for (const auto& [name, count] : statuses) mix += (mix.empty() ? "" : ", ") + name + " " + std::to_string(count);
    if (!mix.empty()) in.report().warnings.push_back("kept jobs by status (all replayed, failed and killed ones included): " + mix);
}

void importPhillyMarwage(std::string_view text, Importer& in)
{
    const JsonValue root = parseJsonFile(text, in);
    for (const JsonValue& entry : root.array()) {
        ++in.report().rowsRead;
        const int line = entry.line();
        if (!entry.isObject()) in.bad(line, {}, std::string("expected a job object, found ") + JsonValue::typeName(entry.type()));
        JobSpec job;
        job.id = jsonText(entry.find("id"));
        if (job.id.empty()) in.bad(line, "id", "is missing or empty", ErrorCode::MissingField);
        double submit = 0;
        if (!phillyTime(entry.find("submitted_time"), line, "submitted_time", in, submit)) {
            in.skip(line, "submitted_time", "no submit time (None)");
            continue;
        }
        const JsonValue* gpus = entry.find("num_gpus");
        if (gpus == nullptr) in.bad(line, "num_gpus", "is missing", ErrorCode::MissingField);
        if (!gpus->isNumber()) in.bad(gpus->line(), "num_gpus", std::string("expected a number, found ") + JsonValue::typeName(gpus->type()));
        job.gpus = in.gpus(gpus->number(), gpus->line(), "num_gpus");
        const JsonValue* runtime = entry.find("runtime");
        if (runtime == nullptr || runtime->isNull()) {
            if (!in.missingDuration(job.duration, line, "runtime", "no run time")) continue;
        } else {
            if (!runtime->isNumber())
                in.bad(runtime->line(), "runtime", std::string("expected minutes, found ") + JsonValue::typeName(runtime->type()));
            if (runtime->number() < 0) in.bad(runtime->line(), "runtime", "must not be negative");
            // Minutes computed from whole seconds: rounding to the millisecond removes the float residue.
            job.duration = std::round(runtime->number() * 60.0 * 1000.0) / 1000.0;
        }
        in.add(std::move(job), submit, line, "runtime");
    }
}

// --- helios -----------------------------------------------------------------------------------------

void importHelios(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cId = cols.require("job_id"), cGpus = cols.require("gpu_num"), cSubmit = cols.require("submit_time");
    const int cDuration = cols.find("duration"), cStart = cols.find("start_time"), cEnd = cols.find("end_time"),
              cUser = cols.find("user"), cVc = cols.find("vc");
    if (cDuration < 0 && (cStart < 0 || cEnd < 0)) cols.require("duration");
    while (csv.next()) {
        ++in.report().rowsRead;
        const int line = csv.line();
        JobSpec job;
        job.id = std::string(trimSpaces(csv[cId]));
        if (job.id.empty()) in.bad(line, "job_id", "is empty (every job needs an id)");
        const double gpus = in.nonNegative(csv[cGpus], line, "gpu_num");
        if (gpus == 0) {
            in.skip(line, "gpu_num", "CPU-only job (gpu_num = 0)");
            continue;
        }
        job.gpus = in.gpus(gpus, line, "gpu_num");
        const double submit = in.time(csv[cSubmit], line, "submit_time");
        const std::string_view durationText = Columns::get(csv, cDuration);
        const std::string_view start = Columns::get(csv, cStart), end = Columns::get(csv, cEnd);
        if (!durationText.empty()) {
            job.duration = in.nonNegative(durationText, line, "duration");
        } else if (!start.empty() && !end.empty()) {
            job.duration = in.time(end, line, "end_time") - in.time(start, line, "start_time");
            if (job.duration < 0) in.bad(line, "end_time", "is before start_time");
        } else if (!in.missingDuration(job.duration, line, "duration", "never started (no duration or start/end time)")) {
            continue;
        }
        job.user = std::string(Columns::get(csv, cUser));
        job.vc = std::string(Columns::get(csv, cVc));
        // Every final state is replayed (state is not read): cancelled and failed jobs held their GPUs too.
        in.add(std::move(job), submit, line, "duration");
    }
    checkCsv(csv, in);
}

// --- pai-v2020 --------------------------------------------------------------------------------------

struct PaiTasks {
    double gpuPercent = 0; ///< sum over tasks of inst_num x plan_gpu (percent of one GPU)
    int firstLine = 0;     ///< the job's first task in the task table: where errors about its plan point
    double earliestStart = std::numeric_limits<double>::infinity();
    std::string gpuType;
    int tasks = 0;
};

std::string siblingPath(const std::string& path, const std::string& name)
{
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? name : path.substr(0, slash + 1) + name;
}

std::unordered_map<std::string, PaiTasks> readPaiTasks(const std::string& file, Importer& in)
{
    Result<std::string> text = readTraceText(file);
    if (!text) {
        Error error = text.error();
        if (error.code == ErrorCode::FileNotFound)
            error.message = "pai-v2020 needs the task table (pai_task_table.csv) as the companion file: " + error.message;
        throw ErrorException(error);
    }
    std::unordered_map<std::string, PaiTasks> tasks;
    CsvReader csv(*text);
    // job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type
    while (csv.next()) {
        const int line = csv.line();
        if (trimSpaces(csv[0]) == "job_name") continue; // a header line, if someone added one
        if (csv.size() < 10)
            in.bad(line, {}, "expected 10 columns (job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type), found "
                    + std::to_string(csv.size()), ErrorCode::BadValue, file);
        auto number = [&](std::size_t column, const char* field, bool optional) {
            const std::string_view t = trimSpaces(csv[column]);
            double value = 0;
            if (t.empty() && optional) return 0.0;
            if (!parseNumber(t, value) || !std::isfinite(value) || value < 0)
                in.bad(line, field, shortText(t) + " is not a non-negative number", ErrorCode::BadValue, file);
            return value;
        };
        PaiTasks& job = tasks[std::string(trimSpaces(csv[0]))];
        if (++job.tasks == 1) job.firstLine = line;
        // plan_gpu is empty for CPU-only tasks (parameter servers, evaluators).
        const double planGpu = number(8, "plan_gpu", true);
        job.gpuPercent += number(2, "inst_num", false) * planGpu;
        const double start = number(4, "start_time", true);
        if (start > 0) job.earliestStart = std::min(job.earliestStart, start);
        if (planGpu > 0 && job.gpuType.empty()) job.gpuType = std::string(trimSpaces(csv[9]));
    }
    checkCsv(csv, in, file);
    return tasks;
}

void importPaiV2020(std::string_view text, Importer& in)
{
    const std::string taskFile = in.options().companionPath.empty() ? siblingPath(in.path(), "pai_task_table.csv")
                                                                     : in.options().companionPath;
    const auto tasks = readPaiTasks(taskFile, in);
    CsvReader csv(text);
    // Header-less: job_name,inst_id,user,status,start_time,end_time (start_time is the submit time).
    bool any = false;
    while (csv.next()) {
        const int line = csv.line();
        if (!any && trimSpaces(csv[0]) == "job_name") {
            any = true;
            continue;
        }
        any = true;
        ++in.report().rowsRead;
        if (csv.size() < 6)
            in.bad(line, {}, "expected 6 columns (job_name,inst_id,user,status,start_time,end_time), found " + std::to_string(csv.size()));
        JobSpec job;
        job.id = std::string(trimSpaces(csv[0]));
        if (job.id.empty()) in.bad(line, "job_name", "is empty (every job needs an id)");
        job.user = std::string(trimSpaces(csv[2]));
        const std::string_view status = trimSpaces(csv[3]);
        const double submit = in.time(csv[4], line, "start_time");
        const std::string_view endText = trimSpaces(csv[5]);
        const auto it = tasks.find(job.id);
        if (it == tasks.end()) {
            in.skip(line, "job_name", "no tasks in the task table");
            continue;
        }
        if (it->second.gpuPercent <= 0) {
            in.skip(line, "job_name", "CPU-only job (no task plans a GPU in " + taskFile + ", from line " + std::to_string(it->second.firstLine) + ")");
            continue;
        }
        if (status == "Running" || status == "Waiting" || endText.empty() || endText == "0") {
            if (!in.missingDuration(job.duration, line, "end_time",
                    "not finished when the trace was taken (status " + std::string(status.empty() ? "unknown" : status) + ")"))
                continue;
        } else {
            const double end = in.time(endText, line, "end_time");
            // The job's start_time is its submission; its tasks' earliest start is when it began to run, so
            // the queueing delay is not counted as work (the simulator reproduces queueing itself).
            const double began = std::isfinite(it->second.earliestStart) && it->second.earliestStart >= submit
                ? it->second.earliestStart
                : submit;
            if (end < submit) in.bad(line, "end_time", "is before start_time");
            job.duration = std::max(0.0, end - began);
        }
        // The GPUs are the job's tasks' plans: an error about them points into the task table.
        job.gpus = in.gpus(it->second.gpuPercent / 100.0, it->second.firstLine, "plan_gpu", taskFile);
        job.gpuType = it->second.gpuType;
        in.add(std::move(job), submit, line, "end_time");
    }
    checkCsv(csv, in);
}

// --- openb-v2023 ------------------------------------------------------------------------------------

void importOpenb(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cName = cols.require("name"), cGpus = cols.require("num_gpu"), cMilli = cols.require("gpu_milli"),
                      cCreated = cols.require("creation_time"), cDeleted = cols.require("deletion_time"),
                      cScheduled = cols.require("scheduled_time");
    const int cSpec = cols.find("gpu_spec"), cPhase = cols.find("pod_phase");
    while (csv.next()) {
        ++in.report().rowsRead;
        const int line = csv.line();
        JobSpec job;
        job.id = std::string(trimSpaces(csv[cName]));
        if (job.id.empty()) in.bad(line, "name", "is empty (every pod needs a name)");
        const double numGpu = in.nonNegative(csv[cGpus], line, "num_gpu");
        if (numGpu == 0) {
            in.skip(line, "num_gpu", "CPU-only pod (num_gpu = 0)");
            continue;
        }
        const double milli = in.nonNegative(csv[cMilli], line, "gpu_milli");
        const double submit = in.time(csv[cCreated], line, "creation_time");
        if (trimSpaces(csv[cScheduled]).empty()) {
            const std::string_view phase = Columns::get(csv, cPhase);
            if (!in.missingDuration(job.duration, line, "scheduled_time",
                    "pending: never scheduled (empty scheduled_time" + (phase.empty() ? std::string() : ", pod_phase " + std::string(phase)) + ")"))
                continue;
        } else if (trimSpaces(csv[cDeleted]).empty()) {
            if (!in.missingDuration(job.duration, line, "deletion_time", "no deletion time")) continue;
        } else {
            const double scheduled = in.time(csv[cScheduled], line, "scheduled_time");
            const double deleted = in.time(csv[cDeleted], line, "deletion_time");
            if (deleted < scheduled) in.bad(line, "deletion_time", "is before scheduled_time");
            job.duration = deleted - scheduled;
        }
        // A 1-GPU pod with gpu_milli < 1000 shares one GPU (the publisher's GPU-sharing convention).
        const double request = numGpu == 1 && milli > 0 && milli < 1000 ? milli / 1000.0 : numGpu;
        job.gpus = in.gpus(request, line, numGpu == 1 ? "gpu_milli" : "num_gpu");
        job.gpuType = std::string(Columns::get(csv, cSpec));
        in.add(std::move(job), submit, line, "deletion_time");
    }
    checkCsv(csv, in);
}

// --- tiresias (and Chronus, which adds columns) ------------------------------------------------------

void importTiresias(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cId = cols.require("job_id"), cGpus = cols.require("num_gpu"), cSubmit = cols.require("submit_time"),
                      cDuration = cols.require("duration");
    const int cModel = cols.find("model_name"), cUser = cols.find("user");
    while (csv.next()) {
        ++in.report().rowsRead;
        const int line = csv.line();
        JobSpec job;
        job.id = std::string(trimSpaces(csv[cId]));
        if (job.id.empty()) in.bad(line, "job_id", "is empty (every job needs an id)");
        const double gpus = in.nonNegative(csv[cGpus], line, "num_gpu");
        const double submit = in.time(csv[cSubmit], line, "submit_time");
        if (gpus == 0) {
            in.skip(line, "num_gpu", "CPU-only job (num_gpu = 0)");
            continue;
        }
        job.gpus = in.gpus(gpus, line, "num_gpu");
        if (trimSpaces(csv[cDuration]).empty()) {
            if (!in.missingDuration(job.duration, line, "duration", "no duration")) continue;
        } else {
            job.duration = in.nonNegative(csv[cDuration], line, "duration");
        }
        job.model = in.model(Columns::get(csv, cModel));
        // Chronus's `user` column holds the Philly VC the job came from ("vc_6214e9").
        job.user = std::string(Columns::get(csv, cUser));
        if (job.user.rfind("vc_", 0) == 0) job.vc = job.user.substr(3);
        in.add(std::move(job), submit, line, "duration");
    }
    checkCsv(csv, in);
}

// --- gavel ------------------------------------------------------------------------------------------

using ThroughputTable = std::map<std::pair<std::string, int>, double>;

ThroughputTable gavelThroughputs(Importer& in)
{
    ThroughputTable table;
    const std::string& file = in.options().companionPath;
    if (file.empty()) {
        for (const auto& row : kGavelV100) table[{ row.jobType, row.scaleFactor }] = row.stepsPerSecond;
        return table;
    }
    Result<std::string> text = readTraceText(file);
    if (!text) throw ErrorException(text.error());
    CsvReader csv(*text);
    if (!csv.next()) in.bad(1, {}, "the throughput file is empty", ErrorCode::Parse, file);
    Importer companion(file, in.options());
    const Columns cols(csv, companion);
    const std::size_t cWorker = cols.require("worker_type"), cType = cols.require("job_type"),
                      cScale = cols.require("scale_factor"), cRate = cols.require("steps_per_sec_isolated");
    while (csv.next()) {
        if (trimSpaces(csv[cWorker]) != "v100") continue; // Gavel's reference worker type
        const double scale = companion.number(csv[cScale], csv.line(), "scale_factor");
        const double rate = companion.number(csv[cRate], csv.line(), "steps_per_sec_isolated");
        if (rate <= 0) companion.bad(csv.line(), "steps_per_sec_isolated", "must be more than 0");
        table[{ std::string(trimSpaces(csv[cType])), static_cast<int>(scale) }] = rate;
    }
    checkCsv(csv, in, file);
    if (table.empty()) in.bad(1, "worker_type", "the throughput file has no v100 rows", ErrorCode::BadValue, file);
    return table;
}

void importGavel(std::string_view text, Importer& in)
{
    const ThroughputTable throughputs = gavelThroughputs(in);
    CsvReader tsv(text, '\t', false);
    in.idsAreNumbered();
    std::size_t index = 0, extrapolated = 0;
    while (tsv.next()) {
        ++in.report().rowsRead;
        const int line = tsv.line();
        // 10 fields: job_type, command, working_directory, num_steps_arg, needs_data_dir, total_steps,
        //            scale_factor, priority_weight, SLO, arrival_time
        //  7 fields: job_type, command, num_steps_arg, needs_data_dir, total_steps, arrival_time, scale_factor
        std::size_t cSteps = 0, cScale = 0, cArrival = 0;
        if (tsv.size() == 10) {
            cSteps = 5, cScale = 6, cArrival = 9;
        } else if (tsv.size() == 7) {
            cSteps = 4, cScale = 6, cArrival = 5;
        } else {
            in.bad(line, {}, "expected 7 or 10 tab-separated fields, found " + std::to_string(tsv.size()));
        }
        JobSpec job;
        job.id = "gavel-" + std::to_string(index++);
        const std::string type(trimSpaces(tsv[0]));
        const double steps = in.nonNegative(tsv[cSteps], line, "total_steps");
        const double scale = in.number(tsv[cScale], line, "scale_factor");
        job.gpus = in.gpus(scale, line, "scale_factor");
        const double submit = in.time(tsv[cArrival], line, "arrival_time");
        double rate = 0;
        if (const auto it = throughputs.find({ type, job.gpus }); it != throughputs.end()) {
            rate = it->second;
        } else {
            // Gavel's older msr traces use scale factors the published table lacks (e.g. Recommendation at 8):
            // scale the largest measured smaller size linearly, and say so in the report.
            int best = 0;
            for (const auto& [key, value] : throughputs)
                if (key.first == type && key.second <= job.gpus && key.second > best) {
                    best = key.second;
                    rate = value * job.gpus / key.second;
                }
            if (best == 0)
                in.bad(line, "job_type", "no V100 throughput for job type " + shortText(type) + " at scale factor "
                        + std::to_string(job.gpus) + " or smaller", ErrorCode::UnknownName);
            ++extrapolated;
        }
        job.duration = steps / rate;
        job.model = in.model(type);
        in.add(std::move(job), submit, line, "total_steps");
    }
    checkCsv(tsv, in);
    if (extrapolated > 0)
        in.report().warnings.push_back(std::to_string(extrapolated)
            + " jobs use a scale factor with no measured V100 throughput; their rate is the largest smaller measured "
              "scale factor's, scaled linearly");
}

// --- registry ---------------------------------------------------------------------------------------

using ImportFunction = void (*)(std::string_view, Importer&);

/// Every trace format: what users see of it (name, title, duration semantics, companion file) and
/// the function that reads it. Adding a format is one entry here.
struct TraceFormat {
    TraceFormatInfo info;
    ImportFunction import;
};

const std::vector<TraceFormat>& formatTable()
{
    static const std::vector<TraceFormat> table = {
        { { "common-csv", "Gantry common CSV (e.g. scenarios/traces/philly_2k.csv)",
            "duration_s as recorded by the source the file was made from; empty = never started (skipped)", "" },
            importCommonCsv },
        { { "pollux-philly", "Microsoft Philly via Pollux's philly.csv (timestamp,duration,num_gpus,gpu_time,cluster)",
            "sum over attempts of (end - start) of the original Philly job", "" },
            importPolluxPhilly },
        { { "philly-job-log", "Microsoft Philly cluster_job_log (JSON list)",
            "sum over attempts of (end - start), as Pollux; jobs without attempts or with None times are skipped",
            "optional cluster_machine_list (machineId,number of GPUs,single GPU mem) to validate hosts" },
            importPhillyJobLog },
        { { "philly-marwage", "Microsoft Philly jobs.json from marwage/philly-traces",
            "runtime (minutes) x 60 = last attempt end - first attempt start", "" },
            importPhillyMarwage },
        { { "helios", "SenseTime Helios cluster_log.csv",
            "duration column (end - start) in seconds; CPU-only jobs (gpu_num = 0) are skipped", "" },
            importHelios },
        { { "pai-v2020", "Alibaba PAI v2020 pai_job_table.csv + pai_task_table.csv",
            "job end_time - earliest task start_time (the job's start_time is its submission)",
            "pai_task_table.csv (default: beside the job table)" },
            importPaiV2020 },
        { { "openb-v2023", "Alibaba GPU trace v2023 openb_pod_list_*.csv",
            "deletion_time - scheduled_time; pending pods (no scheduled_time) are skipped", "" },
            importOpenb },
        { { "tiresias", "Tiresias/Chronus simulator job CSV (job_id,num_gpu,submit_time,...,duration)",
            "duration column in seconds", "" },
            importTiresias },
        { { "gavel", "Gavel .trace (TSV, 10-field or older 7-field)",
            "total_steps / isolated V100 steps per second for (job_type, scale_factor)",
            "optional simulation_throughputs_isolated.csv (default: the embedded V100 table)" },
            importGavel },
    };
    return table;
}

ImportFunction importerFor(const std::string& name)
{
    for (const TraceFormat& f : formatTable())
        if (f.info.name == name) return f.import;
    return nullptr;
}

std::string modelRuleFor(const std::vector<JobSpec>& jobs)
{
    std::size_t named = 0;
    for (const auto& job : jobs) named += job.model >= 0 ? 1 : 0;
    if (!jobs.empty() && named == jobs.size()) return "model from the trace's model name (ModelCatalog::indexOf)";
    if (named == 0) return ModelCatalog::assignmentRule();
    return "model from the trace's model name where known; otherwise " + ModelCatalog::assignmentRule();
}

} // namespace

const std::vector<TraceFormatInfo>& traceFormats()
{
    static const std::vector<TraceFormatInfo> formats = [] {
        std::vector<TraceFormatInfo> out;
        for (const TraceFormat& f : formatTable()) out.push_back(f.info);
        return out;
    }();
    return formats;
}

std::string ImportReport::toText() const
{
    std::string out = "Read " + std::to_string(rowsRead) + " rows; kept " + std::to_string(jobsKept) + " jobs; skipped "
        + std::to_string(skipped.size()) + ".\n";
    if (!skipped.empty()) {
        // Group by reason, in order of first appearance, so the report reads like the file.
        std::vector<std::pair<std::string, std::vector<int>>> groups;
        for (const auto& error : skipped) {
            auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == error.message; });
            if (it == groups.end()) {
                groups.push_back({ error.message, {} });
                it = std::prev(groups.end());
            }
            it->second.push_back(error.where.line);
        }
        out += "Skipped rows by reason:\n";
        for (const auto& [reason, lines] : groups) {
            out += "  " + std::to_string(lines.size()) + " x " + reason + " (line";
            out += lines.size() > 1 ? "s " : " ";
            for (std::size_t i = 0; i < lines.size() && i < 5; ++i) out += (i ? ", " : "") + std::to_string(lines[i]);
            if (lines.size() > 5) out += ", ...";
            out += ")\n";
        }
    }
    if (!warnings.empty()) {
        out += "Warnings:\n";
        for (const auto& w : warnings) out += "  - " + w + "\n";
    }
    return out;
}

namespace {
std::string knownFormatNames()
{
    std::string known;
    for (const auto& f : traceFormats()) known += (known.empty() ? "" : ", ") + f.name;
    return known;
}
} // namespace

Result<ImportedTrace> importTrace(const std::string& path, const std::string& format, const ImportOptions& options)
{
    const ImportFunction importer = importerFor(format);
    if (importer == nullptr)
        return Error { ErrorCode::UnknownName, "unknown trace format '" + format + "' (known: " + knownFormatNames() + ")",
            { path, 0, 0, "format" } };
    try {
        Result<std::string> text = readTraceText(path);
        if (!text) return text.error();
        const std::string& bytes = *text;
        if (bytes.find_first_not_of(" \t\r\n") == std::string::npos)
            return Error { ErrorCode::Parse, "the file is empty", { path, 1, 0, {} } };
        Importer in(path, options);
        importer(bytes, in);
        in.finishWarnings();

        auto& rows = in.rows();
        // Sorted by submit time, ties in file order. Sorting the keys instead of the rows avoids moving
        // every JobSpec's strings around during the sort.
        std::vector<RowKey>& order = in.keys();
        std::sort(order.begin(), order.end());
        ImportedTrace trace;
        trace.report = std::move(in.report());
        trace.report.jobsKept = in.rowsAdded();
        Workload& w = trace.workload;
        w.jobs.reserve(rows.size());
        const double origin = order.empty() ? 0.0 : order.front().submit;
        if (!order.empty() && in.latestSubmit() - origin > kMaxSeconds) {
            // One of the two ends is wrong (a time in another unit, a default date): point at the one
            // farther from the mean of all rows (whatever the limit keeps), and name the other.
            const int earliestLine = rows[order.front().slot].line;
            const double mean = in.meanSubmit();
            const bool latestIsOdd = in.latestSubmit() - mean >= mean - origin; // a tie (two rows): the later one
            const int odd = latestIsOdd ? in.latestLine() : earliestLine;
            return Error { ErrorCode::BadValue,
                "submissions span more than 30 years: this row is submitted " + formatNumber(in.latestSubmit() - origin) + " s "
                    + (latestIsOdd ? "after the earliest (line " + std::to_string(earliestLine)
                                   : "before the latest (line " + std::to_string(in.latestLine()))
                    + ") and far from most rows; is its time in another unit, or a default date?",
                { path, odd, 0, "submit time" } };
        }
        for (const RowKey& key : order) {
            JobSpec& spec = rows[key.slot].spec;
            spec.submitTime = key.submit - origin;
            w.jobs.push_back(std::move(spec));
        }
        w.source = path;
        w.format = format;
        w.traceTag = in.traceTag.empty() ? format : in.traceTag;
        w.sha256 = Sha256::hex(bytes);
        w.modelRule = modelRuleFor(w.jobs);
        w.notes = trace.report.warnings;
        std::map<std::string, std::size_t> skipCounts;
        for (const auto& s : trace.report.skipped) ++skipCounts[s.message];
        for (const auto& [reason, count] : skipCounts) w.notes.push_back("skipped " + std::to_string(count) + " rows: " + reason);
        return trace;
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const std::bad_alloc&) {
        return Error { ErrorCode::Io, "out of memory while importing the trace", { path } };
    } catch (const std::exception& e) {
        return Error { ErrorCode::Internal, std::string("unexpected failure while importing: ") + e.what(), { path } };
    }
}

Result<std::string> resolveTraceFormat(const std::string& path, const std::string& chosen)
{
    if (auto st = checkInputFile(path); !st) return st.error();
    if (!chosen.empty()) return chosen;
    std::string format = detectTraceFormat(path);
    if (format.empty())
        return Error { ErrorCode::UnknownName, "cannot tell the trace's format from its first lines; name it (one of: "
                + knownFormatNames() + ")", { path, 0, 0, "format" } };
    return format;
}

std::string detectTraceFormat(const std::string& path)
{
    // Only the first 4 KiB: detection must stay instant on multi-GB traces.
    std::ifstream in(path, std::ios::binary);
    if (!in) return {};
    std::string buffer(4096, '\0');
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    buffer.resize(static_cast<std::size_t>(in.gcount()));
    const std::string_view head = buffer;
    auto endsWith = [&](std::string_view suffix) {
        return path.size() >= suffix.size() && path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    const std::string_view firstLine = head.substr(0, head.find('\n'));
    auto headerStarts = [&](std::string_view prefix) { return firstLine.substr(0, prefix.size()) == prefix; };
    const std::size_t firstNonSpace = head.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (firstNonSpace != std::string_view::npos && (head[firstNonSpace] == '[' || head[firstNonSpace] == '{')) {
        if (head.find("\"jobid\"") != std::string_view::npos || head.find("\"detail\"") != std::string_view::npos)
            return "philly-job-log";
        if (head.find("\"runtime\"") != std::string_view::npos) return "philly-marwage";
        return {};
    }
    if (headerStarts("trace,job_id,submit_time_s")) return "common-csv";
    if (headerStarts("timestamp,duration,num_gpus")) return "pollux-philly";
    if (headerStarts("job_id,user,vc,gpu_num")) return "helios";
    if (headerStarts("name,cpu_milli,memory_mib,num_gpu")) return "openb-v2023";
    if (headerStarts("job_id,num_gpu,submit_time") || headerStarts("job_id,user,num_gpu,submit_time")) return "tiresias";
    const auto tabs = std::count(firstLine.begin(), firstLine.end(), '\t');
    if (endsWith(".trace") || tabs == 6 || tabs == 9) return "gavel";
    if (std::count(firstLine.begin(), firstLine.end(), ',') == 5 && path.find("pai_job_table") != std::string::npos)
        return "pai-v2020";
    return {};
}

std::string formatCommonCsv(const Workload& workload)
{
    const ModelCatalog catalog = ModelCatalog::defaults();
    const std::string tag = !workload.traceTag.empty() ? workload.traceTag
        : workload.format.empty()                      ? "gantry"
                                                       : workload.format;
    std::string out = "trace,job_id,submit_time_s,duration_s,num_gpus,gpu_type,user,vc,status,model,queue_delay_s,num_attempts,qos,"
                      "orig_submit_time\n";
    out.reserve(out.size() + workload.jobs.size() * 96);
    for (const auto& job : workload.jobs) {
        out += csvField(tag);
        out += ',';
        out += csvField(job.id);
        out += ',';
        out += formatNumber(job.submitTime);
        out += ',';
        out += formatNumber(job.duration);
        out += ',';
        out += std::to_string(job.gpus);
        out += ',';
        out += csvField(job.gpuType);
        out += ',';
        out += csvField(job.user);
        out += ',';
        out += csvField(job.vc);
        out += ",unknown,";
        if (job.model >= 0 && job.model < catalog.size()) out += csvField(catalog[job.model].name);
        out += ",,,,";
        out += formatNumber(job.submitTime);
        out += '\n';
    }
    return out;
}

Status writeCommonCsv(const std::string& path, const Workload& workload)
{
    return writeFileAtomically(path, formatCommonCsv(workload));
}

} // namespace gantry
