// libFuzzer target for the trace readers. The first byte picks the format among traceFormats() (low
// four bits) and import options (bit 4: the companion file is the input itself; bit 5: a default
// duration); the rest is the file. A line "%%" splits it: what follows is the companion file (PAI task
// table, Philly machine list, Gavel throughputs). importTrace must return jobs or a located Error for any bytes: never
// crash, hang, throw, allocate without bound or report an internal error. parseJson and CsvReader run
// on the same bytes directly, and the writers (common CSV, jobs.csv, summary.json, decisions.jsonl)
// on every workload an importer accepts.

#include "core/io/Csv.h"
#include "core/io/Json.h"
#include "core/io/TraceImport.h"
#include "core/metrics/OutputWriter.h"
#include "core/metrics/RunResult.h"
#include "core/util/Text.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <unistd.h>

namespace {

std::string tempPath()
{
    // One file per process (parallel fuzzing jobs must not share it); /dev/shm keeps it in memory.
    const char* dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    return std::string(dir) + "/gantry-trace-fuzz-" + std::to_string(getpid()) + ".txt";
}

/// Removes the per-process files when the fuzzer exits normally.
struct TempFiles {
    std::string main, companion;
    ~TempFiles()
    {
        std::remove(main.c_str());
        std::remove(companion.c_str());
    }
};

void writeFile(const std::string& path, std::string_view bytes)
{
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (f == nullptr) std::abort();
    if (!bytes.empty() && std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size()) std::abort();
    std::fclose(f);
}

void checkWorkload(const gantry::ImportedTrace& trace)
{
    double last = -INFINITY;
    for (const auto& job : trace.workload.jobs) {
        // Imported jobs are simulable: finite, sorted, non-negative times and a positive GPU count.
        if (!std::isfinite(job.submitTime) || job.submitTime < 0 || job.submitTime < last) std::abort();
        if (!std::isfinite(job.duration) || job.duration < 0) std::abort();
        if (job.gpus < 1) std::abort();
        last = job.submitTime;
    }
    if (trace.report.jobsKept != trace.workload.jobs.size()) std::abort();
    (void)trace.report.toText();
}

/// The writers on whatever an importer accepted: every output file is valid UTF-8, and the common CSV
/// reads back as the same jobs (ids, GPUs, times to the bit).
void checkWriters(const gantry::ImportedTrace& trace, const std::string& path)
{
    const std::string common = gantry::formatCommonCsv(trace.workload);
    if (!gantry::isValidUtf8(common)) std::abort();
    writeFile(path, common);
    const auto again = gantry::importTrace(path, "common-csv");
    if (!again.ok() || again->workload.jobs.size() != trace.workload.jobs.size()) std::abort();
    for (std::size_t i = 0; i < trace.workload.jobs.size(); ++i) {
        const auto& a = trace.workload.jobs[i];
        const auto& b = again->workload.jobs[i];
        if (a.id != b.id || a.gpus != b.gpus || a.submitTime != b.submitTime || a.duration != b.duration) std::abort();
    }
    // A run's files with these jobs in them (ids and numbers as the trace gave them).
    gantry::RunResult result;
    for (const auto& job : trace.workload.jobs) {
        gantry::JobRecord record;
        record.id = job.id;
        record.status = gantry::JobOutcome::Finished;
        record.submit = job.submitTime;
        record.duration = job.duration;
        record.gpus = job.gpus;
        result.jobs.push_back(std::move(record));
        gantry::DecisionRecord decision;
        decision.job = gantry::JobIndex(result.jobs.size() - 1);
        decision.why.add({ gantry::CandidateKind::Action, 0, job.duration, job.id });
        result.decisions.push_back(std::move(decision));
    }
    result.summary = gantry::summarize(result.jobs, 8);
    for (const std::string& text : { gantry::jobsCsv(result), gantry::summaryJson(result), gantry::decisionLogJsonl(result) })
        if (!gantry::isValidUtf8(text)) std::abort();
    if (!gantry::parseJson(gantry::summaryJson(result), "summary.json").ok()) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0) return 0;
    static const TempFiles files { tempPath(), tempPath() + ".companion" };
    const std::string& path = files.main;
    const auto& formats = gantry::traceFormats();
    const std::uint8_t selector = data[0];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    // The importers.
    const std::string& companion = files.companion;
    gantry::ImportOptions options;
    if (const auto split = text.find("\n%%\n"); split != std::string_view::npos) {
        writeFile(path, text.substr(0, split + 1));
        writeFile(companion, text.substr(split + 4));
        options.companionPath = companion;
    } else {
        writeFile(path, text);
        if (selector & 0x10) options.companionPath = path;
    }
    if (selector & 0x20) options.defaultDuration = 60;
    const auto& format = formats[(selector & 0x0f) % formats.size()].name;
    const auto imported = gantry::importTrace(path, format, options);
    if (imported.ok()) {
        checkWorkload(*imported);
        checkWriters(*imported, path);
    } else if (imported.error().code == gantry::ErrorCode::Internal) {
        std::abort();
    }

    // The JSON reader: a value or a located parse error.
    const auto json = gantry::parseJson(text, "fuzz.json");
    if (!json.ok() && json.error().where.line <= 0) std::abort();

    // The CSV reader with each delimiter the importers use; fields never point outside the text.
    for (const char delimiter : { ',', '\t' }) {
        gantry::CsvReader csv(text, delimiter, delimiter == ',');
        std::size_t records = 0;
        while (csv.next()) {
            for (std::size_t i = 0; i < csv.size(); ++i) (void)csv[i].size();
            if (++records > text.size() + 1) std::abort(); // every record consumes input
        }
        if (csv.failed() && csv.errorLine() <= 0) std::abort();
    }
    return 0;
}
