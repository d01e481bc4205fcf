#include "core/metrics/OutputWriter.h"

#include "core/engine/Scheduler.h"
#include "core/util/File.h"
#include "core/util/Text.h"

#include <algorithm>
#include <charconv>
#include <cerrno>
#include <cstring>
#include <filesystem>
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
} // namespace

std::string jobsCsv(const RunResult& r)
{
    std::string out = provenanceComment(r);
    out += "job_id,model,status,submit,start,finish,wait,jct,duration,gpus,machines,racks,preemptions,failures,"
           "gpu_seconds,cost,comm_fraction,allocated_gpus,rejection\n";
    // Appended in place, field by field: a million rows build no temporary strings.
    auto number = [&](double v) {
        appendNumber(out, v);
        out += ',';
    };
    auto optional = [&](double v) { // -1: not known (never started, never finished)
        if (v >= 0) appendNumber(out, v);
        out += ',';
    };
    auto whole = [&](int v) {
        char buffer[16];
        out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, v).ptr);
        out += ',';
    };
    for (std::size_t index = 0; index < r.jobs.size(); ++index) {
        const JobRecord& j = r.jobs[index];
        out += csvField(j.id);
        out += ',';
        out += csvField(j.model);
        out += ',';
        out += j.status;
        out += ',';
        number(j.submit);
        optional(j.start);
        optional(j.finish);
        number(j.wait);
        optional(j.jct);
        number(j.duration);
        whole(j.gpus);
        whole(j.maxMachines);
        whole(j.maxRacks);
        whole(j.preemptions);
        whole(j.failures);
        number(j.gpuSeconds);
        number(j.cost);
        number(j.commFraction);
        out += formatGpuSet(r.schedule.lastAllocation(static_cast<JobIndex>(index)));
        out += ',';
        out += csvField(j.rejection);
        out += '\n';
    }
    return out;
}

std::string scheduleCsv(const RunResult& r)
{
    std::string out = provenanceComment(r);
    out += "job_id,state,start,end,gpus\n";
    // By start time: a restore turns into running at its own end, which is recorded a little later.
    const auto& segments = r.schedule.segments();
    std::vector<std::size_t> order(segments.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return segments[a].start < segments[b].start; });
    for (std::size_t i : order) {
        const ScheduleSegment& s = segments[i];
        if (s.end == s.start) continue; // e.g. the queue of a job that started the instant it arrived
        out += csvField(r.jobs[s.job].id) + ',' + segmentKindName(s.kind) + ',' + formatNumber(s.start) + ','
            + (s.end >= 0 ? formatNumber(s.end) : "") + ',' + formatGpuSet(r.schedule.gpus(s)) + '\n';
    }
    return out;
}

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
    field("workload", q(m.workloadSource));
    field("workload_sha256", q(m.workloadSha256));
    field("model_assignment", q(m.modelRule));
    field("cluster_gpus", std::to_string(m.gpus));
    field("jobs", std::to_string(s.jobs));
    field("finished", std::to_string(s.finished));
    field("rejected", std::to_string(s.rejected));
    field("unfinished", std::to_string(s.unfinished));
    field("avg_jct", formatNumber(s.avgJct));
    field("median_jct", formatNumber(s.medianJct));
    field("p95_jct", formatNumber(s.p95Jct));
    field("p99_jct", formatNumber(s.p99Jct));
    field("makespan", formatNumber(s.makespan));
    field("avg_queueing_delay", formatNumber(s.avgWait));
    field("p95_queueing_delay", formatNumber(s.p95Wait));
    field("gpu_utilization", formatNumber(s.gpuUtilization));
    field("total_cost", formatNumber(s.totalCost));
    field("comm_overhead_fraction", formatNumber(s.commOverhead));
    field("avg_slowdown", formatNumber(s.avgSlowdown));
    field("fairness_jain_slowdown", formatNumber(s.fairness));
    field("preemptions", std::to_string(s.preemptions));
    field("failures", std::to_string(s.failures));
    field("events", std::to_string(r.events), true);
    return out + "}\n";
}

std::string timeSeriesCsv(const RunResult& r)
{
    std::string out = provenanceComment(r);
    out += "time,queued,running,busy_gpus,failed_gpus,utilization,cost_per_hour,cumulative_cost,finished\n";
    const double gpus = r.meta.gpus > 0 ? r.meta.gpus : 1;
    for (const auto& s : r.series) {
        out += formatNumber(s.time) + ',' + std::to_string(s.queued) + ',' + std::to_string(s.running) + ','
            + std::to_string(s.busyGpus) + ',' + std::to_string(s.failedGpus) + ',' + formatNumber(s.busyGpus / gpus)
            + ',' + formatNumber(s.costPerHour) + ',' + formatNumber(s.cumulativeCost) + ','
            + std::to_string(s.finished) + '\n';
    }
    return out;
}

namespace {
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

/// One decision as a JSON line; `jobId(j)` is the id of job j, or null if there is no such job.
/// Appended in place: a million-job run writes millions of these.
template <class JobId> void appendDecisionLine(std::string& out, const DecisionRecord& d, JobId&& jobId)
{
    auto appendJob = [&](int j) {
        const std::string* id = j >= 0 ? jobId(j) : nullptr;
        if (id) appendQuoted(out, *id);
        else out += "null";
    };
    auto appendInt = [&](long long v) {
        char buffer[24];
        auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);
        out.append(buffer, end);
        (void)ec;
    };
    out += "{\"seq\": ";
    appendInt(static_cast<long long>(d.sequence));
    out += ", \"time\": ";
    appendNumber(out, d.time);
    out += ", \"kind\": ";
    appendQuoted(out, decisionKindName(d.kind));
    out += ", \"job\": ";
    appendJob(d.job);
    out += ", \"gpus\": ";
    appendInt(d.gpus);
    out += ", \"machines\": ";
    appendInt(d.machines);
    out += ", \"racks\": ";
    appendInt(d.racks);
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
        else appendInt(c.id);
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
} // namespace

std::string decisionLogJsonl(const RunResult& r)
{
    std::string out = decisionLogHeader(r.meta);
    auto jobId = [&](JobIndex j) { return j < static_cast<JobIndex>(r.jobs.size()) ? &r.jobs[j].id : nullptr; };
    for (const auto& d : r.decisions) appendDecisionLine(out, d, jobId);
    return out;
}

DecisionLogWriter::DecisionLogWriter(std::string path, RunMetadata meta) : m_path(std::move(path))
{
    m_file = std::fopen(m_path.c_str(), "wb");
    if (!m_file) {
        m_error = Error { ErrorCode::Io, std::string("cannot create: ") + std::strerror(errno), { m_path } };
        return;
    }
    m_buffer = decisionLogHeader(meta);
}

DecisionLogWriter::~DecisionLogWriter()
{
    if (m_file) std::fclose(m_file);
}

void DecisionLogWriter::flushBuffer()
{
    if (m_file && !m_buffer.empty() && std::fwrite(m_buffer.data(), 1, m_buffer.size(), m_file) != m_buffer.size() && !m_error)
        m_error = Error { ErrorCode::Io, std::string("write failed: ") + std::strerror(errno), { m_path } };
    m_buffer.clear();
}

void DecisionLogWriter::onDecision(const SimulationView& view, const DecisionRecord& record)
{
    if (m_error) return;
    appendDecisionLine(m_buffer, record, [&](JobIndex j) { return j < view.jobCount() ? &view.spec(j).id : nullptr; });
    if (m_buffer.size() >= (1u << 20)) flushBuffer(); // a megabyte at a time, not the whole log in memory
}

Status DecisionLogWriter::finish()
{
    flushBuffer();
    if (m_file) {
        if ((std::fflush(m_file) != 0 || ::fsync(::fileno(m_file)) != 0) && !m_error)
            m_error = Error { ErrorCode::Io, std::string("write failed: ") + std::strerror(errno), { m_path } };
        if (std::fclose(m_file) != 0 && !m_error) m_error = Error { ErrorCode::Io, "close failed", { m_path } };
        m_file = nullptr;
    }
    if (m_error) return *m_error;
    return Ok {};
}

Status writeRunFiles(const RunResult& result, const std::string& directory)
{
    std::error_code ec;
    std::filesystem::create_directories(directory, ec);
    if (ec) return Error { ErrorCode::Io, "cannot create the output folder: " + ec.message(), { directory } };
    const std::pair<const char*, std::string (*)(const RunResult&)> files[] = {
        { "jobs.csv", jobsCsv },
        { "schedule.csv", scheduleCsv },
        { "summary.json", summaryJson },
        { "timeseries.csv", timeSeriesCsv },
        { "decisions.jsonl", decisionLogJsonl },
    };
    // One file's text at a time: a million-job run's files are not all in memory at once.
    for (const auto& [name, text] : files) {
        if (result.decisionLogStreamed && std::string_view(name) == "decisions.jsonl") continue; // already on disk
        if (auto s = writeFileAtomically(directory + "/" + name, text(result)); !s) return s;
    }
    return Ok {};
}

std::string provenanceLine(const RunResult& r)
{
    return "gantry " + r.meta.version + " seed=" + std::to_string(r.meta.seed) + " scenario_sha256=" + r.meta.scenarioSha256 + "\n";
}

Status writeRunOutputs(const RunResult& result, OutputFolder& folder)
{
    if (auto s = writeRunFiles(result, folder.path(".")); !s) return s;
    return folder.commit(provenanceLine(result));
}

} // namespace gantry
