// The trace format table and what every import shares (reading the file, sorting the rows, the
// report); each format's reader is in core/io/trace/<Source>.cpp.
#include "core/io/TraceImport.h"

#include "core/io/trace/Importer.h"
#include "core/util/File.h"
#include "core/util/Sha256.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>

namespace gantry {

using namespace traceimport;

namespace {

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
            "duration_s as recorded by the source the file was made from; empty = never started (skipped)", "", "queue_delay_s" },
            importCommonCsv },
        { { "pollux-philly", "Microsoft Philly via Pollux's philly.csv (timestamp,duration,num_gpus,gpu_time,cluster)",
            "sum over attempts of (end - start) of the original Philly job", "", "" },
            importPolluxPhilly },
        { { "philly-job-log", "Microsoft Philly cluster_job_log (JSON list)",
            "sum over attempts of (end - start), as Pollux; jobs without attempts or with None times are skipped",
            "optional cluster_machine_list (machineId,number of GPUs,single GPU mem) to validate hosts", "attempts[0].start_time" },
            importPhillyJobLog },
        { { "philly-marwage", "Microsoft Philly jobs.json from marwage/philly-traces",
            "runtime (minutes) x 60 = last attempt end - first attempt start", "", "attempts[0].start_time" },
            importPhillyMarwage },
        { { "helios", "SenseTime Helios cluster_log.csv",
            "duration column (end - start) in seconds; CPU-only jobs (gpu_num = 0) are skipped", "", "queue" },
            importHelios },
        { { "pai-v2020", "Alibaba PAI v2020 pai_job_table.csv + pai_task_table.csv",
            "job end_time - earliest task start_time (the job's start_time is its submission)",
            "pai_task_table.csv (default: beside the job table)", "start_time" },
            importPaiV2020 },
        { { "openb-v2023", "Alibaba GPU trace v2023 openb_pod_list_*.csv",
            "deletion_time - scheduled_time; pending pods (no scheduled_time) are skipped", "", "scheduled_time" },
            importOpenb },
        { { "tiresias", "Tiresias/Chronus simulator job CSV (job_id,num_gpu,submit_time,...,duration)",
            "duration column in seconds", "", "" },
            importTiresias },
        { { "gavel", "Gavel .trace (TSV, 10-field or older 7-field)",
            "total_steps / isolated V100 steps per second for (job_type, scale_factor)",
            "optional simulation_throughputs_isolated.csv (default: the embedded V100 table)", "" },
            importGavel },
        { { "slurm-sacct", "Slurm accounting: sacct --allusers --allocations --parsable2 --format=JobID,User,Account,"
                           "Partition,Submit,Start,End,State,AllocTRES,ReqTRES",
            "End - Start of the job's (last) run; jobs that never started or are still running are skipped", "", "Start" },
            importSlurmSacct },
        { { "kubernetes-jobs", "Kubernetes Jobs: kubectl get jobs --all-namespaces -o json",
            "completionTime (or the Failed condition's time) - startTime; Jobs that never started or still run are skipped", "",
            "status.startTime" },
            importKubernetesJobs },
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
        return Error { ErrorCode::UnknownName, fillIn(translate("Error", "unknown trace format '%1' (known: %2)"), { format, knownFormatNames() }),
            { path, 0, 0, "format" } };
    try {
        Result<std::string> text = readTraceText(path);
        if (!text) return text.error();
        const std::string& bytes = *text;
        if (bytes.find_first_not_of(" \t\r\n") == std::string::npos)
            return Error { ErrorCode::Parse, translate("Error", "the file is empty"), { path, 1, 0, {} } };
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
                fillIn(latestIsOdd ? translate("Error", "submissions span more than 30 years: this row is submitted %1 s after the earliest "
                                                        "(line %2) and far from most rows; is its time in another unit, or a default date?")
                                   : translate("Error", "submissions span more than 30 years: this row is submitted %1 s before the latest "
                                                        "(line %2) and far from most rows; is its time in another unit, or a default date?"),
                    { formatNumber(in.latestSubmit() - origin), std::to_string(latestIsOdd ? earliestLine : in.latestLine()) }),
                { path, odd, 0, std::string(in.submitColumn()) } };
        }
        trace.origin = origin;
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
        return Error { ErrorCode::Io, translate("Error", "out of memory while importing the trace"), { path } };
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
        return Error { ErrorCode::UnknownName,
            fillIn(translate("Error", "cannot tell the trace's format from its first lines; name it (one of: %1)"),
                { knownFormatNames() }), { path, 0, 0, "format" } };
    return format;
}

namespace {
/// sacct --parsable2's header: '|' between the fields it was asked for, in any order, with the job's id
/// (JobID, or JobIDRaw alone) and its submission.
bool isSacctHeader(std::string_view line)
{
    if (line.find('|') == std::string_view::npos) return false;
    bool id = false, submit = false;
    for (std::size_t from = 0; from <= line.size();) {
        const std::size_t bar = std::min(line.find('|', from), line.size());
        std::string_view field = line.substr(from, bar - from);
        while (!field.empty() && (field.back() == '\r' || field.back() == ' ')) field.remove_suffix(1);
        if (field.substr(0, 3) == "\xEF\xBB\xBF") field.remove_prefix(3);
        id = id || field == "JobID" || field == "JobIDRaw";
        submit = submit || field == "Submit";
        from = bar + 1;
    }
    return id && submit;
}
} // namespace

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
        if (head.find("\"apiVersion\"") != std::string_view::npos && head.find("\"Job") != std::string_view::npos)
            return "kubernetes-jobs";
        return {};
    }
    if (headerStarts("trace,job_id,submit_time_s")) return "common-csv";
    if (isSacctHeader(firstLine)) return "slurm-sacct";
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
    // time_limit_s only when a job has one, so that other files stay as they were.
    const bool limits = std::any_of(workload.jobs.begin(), workload.jobs.end(), [](const JobSpec& j) { return j.timeLimit > 0; });
    std::string out = "trace,job_id,submit_time_s,duration_s,num_gpus,gpu_type,user,vc,status,model,queue_delay_s,num_attempts,qos,"
                      "orig_submit_time";
    out += limits ? ",time_limit_s" : "";
    // partition likewise, only when a job names one.
    const bool partitions = std::any_of(workload.jobs.begin(), workload.jobs.end(), [](const JobSpec& j) { return !j.partition.empty(); });
    out += partitions ? ",partition\n" : "\n";
    out.reserve(out.size() + workload.jobs.size() * 96);
    for (const auto& job : workload.jobs) {
        appendCsvFields(out, tag, job.id, job.submitTime, job.duration, job.gpus, job.gpuType, job.user, job.vc);
        out += "unknown,";
        if (job.model >= 0 && job.model < catalog.size()) out += csvField(catalog[job.model].name);
        out += ',';
        if (job.recordedWait >= 0) appendNumber(out, job.recordedWait);
        out += ",,,";
        out += formatNumber(job.submitTime);
        if (limits) {
            out += ',';
            if (job.timeLimit > 0) out += formatNumber(job.timeLimit);
        }
        if (partitions) out += ',' + csvField(job.partition);
        out += '\n';
    }
    return out;
}

Status writeCommonCsv(const std::string& path, const Workload& workload)
{
    return writeFileAtomically(path, formatCommonCsv(workload));
}

} // namespace gantry
