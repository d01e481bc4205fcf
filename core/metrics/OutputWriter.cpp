#include "core/metrics/OutputWriter.h"

#include "core/engine/Scheduler.h"
#include "core/util/File.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <optional>
#include <unistd.h>

namespace gantry {

namespace {
std::string provenanceComment(const RunResult& r)
{
    return "# gantry " + r.meta.version + " seed=" + std::to_string(r.meta.seed) + " scenario_sha256="
        + r.meta.scenarioSha256 + (r.meta.variantName.empty() ? "" : " variant=" + r.meta.variantName) + "\n";
}

std::string q(const std::string& s) { return "\"" + jsonEscape(s) + "\""; }

const char* candidateKindName(CandidateKind k)
{
    switch (k) {
    case CandidateKind::Job: return "job";
    case CandidateKind::Machine: return "machine";
    case CandidateKind::Rack: return "rack";
    case CandidateKind::Gpu: return "gpu";
    case CandidateKind::Action: return "action";
    }
    return "job";
}

/// The text of one output as it is made: kept whole (jobsCsv and the others return it), or handed to
/// a file a megabyte at a time (writeRunFiles), so that a million-job run never holds a whole file.
class TextOut {
public:
    TextOut() = default;
    explicit TextOut(FileWriter& file) : m_file(&file) { }
    /// Appended to in place; the same string for the whole output.
    std::string& text() { return m_file ? m_file->buffer() : m_text; }
    /// After each row: a file takes what has been made so far once it is a megabyte.
    void rowDone()
    {
        if (m_file) m_file->flushIfFull();
    }
    std::string take() { return std::move(m_text); }

private:
    FileWriter* m_file = nullptr;
    std::string m_text;
};

template <class Write> std::string textOf(const RunResult& r, Write write)
{
    TextOut out;
    write(r, out);
    return out.take();
}

/// A time that may not be known (-1: never started, never finished): an empty field then.
std::optional<double> ifKnown(double time) { return time >= 0 ? std::optional(time) : std::nullopt; }

/// Starts a CSV output with its provenance comment and `header`, the line of its column names.
std::string& startCsv(TextOut& sink, const RunResult& r, std::string_view header)
{
    std::string& out = sink.text();
    out += provenanceComment(r);
    out += header;
    return out;
}

void writeJobsCsv(const RunResult& r, TextOut& sink)
{
    std::string& out = startCsv(sink, r,
        "job_id,model,tenant,status,submit,start,finish,wait,jct,duration,gpus,machines,racks,preemptions,failures,"
        "gpu_seconds,usage_cost,comm_fraction,allocated_gpus,rejection\n");
    // Appended in place, field by field: a million rows build no temporary strings.
    for (std::size_t index = 0; index < r.jobs.size(); ++index) {
        const JobRecord& j = r.jobs[index];
        appendCsvFields(out, j.id, r.modelOf(j), r.tenantOf(j), jobOutcomeName(j.status), j.submit, ifKnown(j.start), ifKnown(j.finish),
            j.wait, ifKnown(j.jct), j.duration, j.gpus, j.maxMachines, j.maxRacks, j.preemptions, j.failures, j.gpuSeconds, j.usageCost,
            j.commFraction);
        appendGpuSet(out, r.schedule.lastAllocation(static_cast<JobIndex>(index)));
        out += ',';
        out += csvField(r.rejectionOf(j));
        out += '\n';
        sink.rowDone();
    }
}

void writeScheduleCsv(const RunResult& r, TextOut& sink)
{
    std::string& out = startCsv(sink, r, "job_id,state,start,end,gpus\n");
    // By start time: a restore turns into running at its own end, which is recorded a little later.
    // Most runs record their periods in start order already, and then need no index to sort.
    const auto& segments = r.schedule.segments();
    auto byStart = [&](std::size_t a, std::size_t b) { return segments[a].start < segments[b].start; };
    auto earlier = [](const ScheduleSegment& a, const ScheduleSegment& b) { return a.start < b.start; };
    std::vector<std::size_t> order;
    if (!std::is_sorted(segments.begin(), segments.end(), earlier)) {
        order.resize(segments.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(), byStart);
    }
    for (std::size_t k = 0; k < segments.size(); ++k) {
        const ScheduleSegment& s = segments[order.empty() ? k : order[k]];
        if (s.end == s.start) continue; // e.g. the queue of a job that started the instant it arrived
        appendCsvFields(out, r.jobs.id(std::size_t(s.job)), segmentKindName(s.kind), s.start, ifKnown(s.end));
        appendGpuSet(out, r.schedule.gpus(s));
        out += '\n';
        sink.rowDone();
    }
}

void writeTimeSeriesCsv(const RunResult& r, TextOut& sink)
{
    std::string& out = startCsv(sink, r, "time,queued,running,busy_gpus,failed_gpus,utilization,usage_cost_per_hour,usage_cost,finished\n");
    const int gpus = r.meta.gpus > 0 ? r.meta.gpus : 1;
    for (const auto& s : r.series) {
        appendCsvFields(out, s.time, s.queued, s.running, s.busyGpus, s.failedGpus, sampleUtilization(s, gpus), s.usageCostPerHour, s.usageCost);
        appendInteger(out, s.finished);
        out += '\n';
        sink.rowDone();
    }
}

std::string decisionLogHeader(const RunMetadata& m)
{
    return "{\"gantry_version\": " + q(m.version) + ", \"seed\": " + std::to_string(m.seed) + ", \"scenario_sha256\": "
        + q(m.scenarioSha256) + ", \"variant\": " + q(m.variantName) + "}\n";
}

void appendQuoted(std::string& out, std::string_view text)
{
    out += '"';
    appendJsonEscaped(out, text);
    out += '"';
}

/// One decision as a JSON line; `jobId(j)` is the id of job j, or nothing if there is no such job.
/// Appended in place: a million-job run writes millions of these.
template <class JobId> void appendDecisionLine(std::string& out, const DecisionRecord& d, JobId&& jobId)
{
    auto appendJob = [&](int j) {
        const std::optional<std::string_view> id = j >= 0 ? jobId(j) : std::nullopt;
        if (id) appendQuoted(out, *id);
        else out += "null";
    };
    out += "{\"seq\": ";
    appendInteger(out, static_cast<long long>(d.sequence));
    out += ", \"time\": ";
    appendNumber(out, d.time);
    out += ", \"kind\": ";
    appendQuoted(out, decisionKindName(d.kind));
    out += ", \"job\": ";
    appendJob(d.job);
    out += ", \"gpus\": ";
    appendInteger(out, d.gpus);
    out += ", \"machines\": ";
    appendInteger(out, d.machines);
    out += ", \"racks\": ";
    appendInteger(out, d.racks);
    out += d.applied ? ", \"applied\": true" : ", \"applied\": false";
    if (!d.refusal.empty()) {
        out += ", \"refusal\": ";
        appendQuoted(out, d.refusal);
    }
    out += ", \"part\": ";
    appendQuoted(out, d.why.part);
    out += ", \"score\": ";
    appendQuoted(out, d.why.scoreName);
    out += ", \"candidates\": [";
    for (std::size_t i = 0; i < d.why.candidates.size(); ++i) {
        const Candidate& c = d.why.candidates[i];
        if (i) out += ", ";
        out += "{\"kind\": ";
        appendQuoted(out, candidateKindName(c.kind));
        out += ", \"id\": ";
        if (c.kind == CandidateKind::Job) appendJob(c.id);
        else appendInteger(out, c.id);
        if (!c.label.empty()) {
            out += ", \"label\": ";
            appendQuoted(out, c.label);
        }
        out += ", \"score\": ";
        appendNumber(out, c.score);
        out += '}';
    }
    out += "]}\n";
}

void writeDecisionLog(const RunResult& r, TextOut& sink)
{
    std::string& out = sink.text();
    out += decisionLogHeader(r.meta);
    auto jobId = [&](JobIndex j) {
        return j < static_cast<JobIndex>(r.jobs.size()) ? std::optional(r.jobs.id(std::size_t(j))) : std::nullopt;
    };
    for (const auto& d : r.decisions) {
        appendDecisionLine(out, d, jobId);
        sink.rowDone();
    }
}

void writeSummaryJson(const RunResult& r, TextOut& sink) { sink.text() += summaryJson(r); }
} // namespace

std::string summaryJson(const RunResult& r)
{
    const Summary& s = r.summary;
    const RunMetadata& m = r.meta;
    std::string out = "{\n";
    auto field = [&](const std::string& key, const std::string& value, bool last = false) {
        out += "  " + q(key) + ": " + value + (last ? "\n" : ",\n");
    };
    field("gantry_version", q(m.version));
    field("seed", std::to_string(m.seed));
    field("scenario", q(m.scenarioName));
    field("variant", q(m.variantName));
    field("scenario_sha256", q(m.scenarioSha256));
    field("policy", q(m.policy));
    field("speed_model", q(m.speedModel));
    field("assumptions", q(m.assumptions));
    field("workload", q(m.workloadSource));
    field("workload_sha256", q(m.workloadSha256));
    field("model_assignment", q(m.modelRule));
    field("cluster_gpus", std::to_string(m.gpus));
    field("jobs", std::to_string(s.jobs));
    field("finished", std::to_string(s.finished));
    field("rejected", std::to_string(s.rejected));
    field("unfinished", std::to_string(s.unfinished));
    if (s.timedOut > 0) field("timed_out", std::to_string(s.timedOut)); // only then, so that other files stay as they were
    field("avg_jct", formatNumber(s.avgJct));
    field("median_jct", formatNumber(s.medianJct));
    field("p95_jct", formatNumber(s.p95Jct));
    field("p99_jct", formatNumber(s.p99Jct));
    field("makespan", formatNumber(s.makespan));
    field("avg_queueing_delay", formatNumber(s.avgWait));
    field("p95_queueing_delay", formatNumber(s.p95Wait));
    field("gpu_utilization", formatNumber(s.gpuUtilization));
    field("billing", q(billingName(m.billing)));
    field("cost_period", formatNumber(s.costPeriod));
    field("cluster_cost", formatNumber(s.clusterCost));
    field("cluster_cost_per_hour", formatNumber(s.costPeriod > 0 ? s.clusterCost / s.costPeriod * 3600.0 : 0.0));
    field("usage_cost", formatNumber(s.usageCost));
    field("comm_overhead_fraction", formatNumber(s.commOverhead));
    field("avg_slowdown", formatNumber(s.avgSlowdown));
    field("fairness_jain_slowdown", formatNumber(s.fairness));
    field("preemptions", std::to_string(s.preemptions));
    field("failures", std::to_string(s.failures));
    if (!r.tenants.empty()) { // only with tenants, so that files without them stay as they were
        std::string list = "[";
        for (std::size_t i = 0; i < r.tenants.size(); ++i) {
            const TenantSummary& t = r.tenants[i];
            list += std::string(i ? "," : "") + "\n    {" + q("name") + ": " + q(t.name) + ", " + q("quota_gpus") + ": "
                + std::to_string(t.quotaGpus) + ", " + q("jobs") + ": " + std::to_string(t.summary.jobs) + ", " + q("finished") + ": "
                + std::to_string(t.summary.finished) + ", " + q("avg_jct") + ": " + formatNumber(t.summary.avgJct) + ", "
                + q("p95_jct") + ": " + formatNumber(t.summary.p95Jct) + ", " + q("avg_queueing_delay") + ": "
                + formatNumber(t.summary.avgWait) + ", " + q("p95_queueing_delay") + ": " + formatNumber(t.summary.p95Wait) + ", "
                + q("avg_slowdown") + ": " + formatNumber(t.summary.avgSlowdown) + ", " + q("gpu_seconds") + ": "
                + formatNumber(t.gpuSeconds) + ", " + q("gpu_share") + ": " + formatNumber(t.gpuShare) + ", " + q("quota_use") + ": "
                + (t.quotaUse < 0 ? std::string("null") : formatNumber(t.quotaUse)) + "}";
        }
        field("tenants", list + "\n  ]");
        field("tenant_fairness_jain_slowdown", formatNumber(r.tenantFairness));
    }
    if (r.forkedAt >= 0) { // only for forks, so that other files stay as they were
        field("forked_at", formatNumber(r.forkedAt));
        field("events_inherited", std::to_string(r.eventsInherited));
        field("usage_cost_at_fork", formatNumber(r.usageCostAtFork));
    }
    field("events", std::to_string(r.events), true);
    return out + "}\n";
}

std::string jobsCsv(const RunResult& r) { return textOf(r, writeJobsCsv); }
std::string scheduleCsv(const RunResult& r) { return textOf(r, writeScheduleCsv); }
std::string timeSeriesCsv(const RunResult& r) { return textOf(r, writeTimeSeriesCsv); }
std::string decisionLogJsonl(const RunResult& r) { return textOf(r, writeDecisionLog); }

DecisionLogWriter::DecisionLogWriter(std::string path, const RunMetadata& meta)
    : m_file(std::move(path), FileWriter::Mode::Direct)
{
    m_file.buffer() = decisionLogHeader(meta);
}

void DecisionLogWriter::onDecision(const SimulationView& view, const DecisionRecord& record)
{
    if (m_file.failed()) return;
    appendDecisionLine(m_file.buffer(), record, [&](JobIndex j) {
        return j < view.jobCount() ? std::optional<std::string_view>(view.spec(j).id) : std::nullopt;
    });
    m_file.flushIfFull(); // a megabyte at a time, not the whole log in memory
}

Status DecisionLogWriter::finish() { return m_file.finish(); }

Status writeRunFiles(const RunResult& result, const std::string& directory)
{
    std::error_code ec;
    std::filesystem::create_directories(directory, ec);
    if (ec) return Error { ErrorCode::Io, fillIn(translate("Error", "cannot create the output folder: %1"), { ec.message() }), { directory } };
    const std::pair<const char*, void (*)(const RunResult&, TextOut&)> files[] = {
        { "jobs.csv", writeJobsCsv },
        { "schedule.csv", writeScheduleCsv },
        { "summary.json", writeSummaryJson },
        { "timeseries.csv", writeTimeSeriesCsv },
        { "decisions.jsonl", writeDecisionLog },
    };
    // Each file is written as its text is made, a megabyte at a time: a million-job run's outputs
    // (hundreds of megabytes) are never held in memory.
    for (const auto& [name, write] : files) {
        if (result.decisionLogStreamed && std::string_view(name) == "decisions.jsonl") continue; // already on disk
        FileWriter file(directory + "/" + name, FileWriter::Mode::Atomic);
        TextOut out(file);
        write(result, out);
        if (auto s = file.finish(); !s) return s;
    }
    return Ok {};
}

std::string provenanceLine(const RunResult& r)
{
    return "gantry " + r.meta.version + " seed=" + std::to_string(r.meta.seed) + " scenario_sha256=" + r.meta.scenarioSha256 + "\n";
}

} // namespace gantry
