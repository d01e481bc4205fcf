// Trace importer: Alibaba PAI v2020: the job table and its task table (docs/trace-formats.md).
#include "core/io/trace/Importer.h"
#include "core/util/Translate.h"

#include <filesystem>
#include <limits>

namespace gantry::traceimport {

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
            error.message =
                fillIn(translate("Error", "pai-v2020 needs the task table (pai_task_table.csv) as the companion file: %1"), { error.message });
        throw ErrorException(error);
    }
    std::unordered_map<std::string, PaiTasks> tasks;
    CsvReader csv(*text);
    // job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type
    while (csv.next()) {
        const int line = csv.line();
        if (trimSpaces(csv[0]) == "job_name") continue; // a header line, if someone added one
        if (csv.size() < 10)
            in.bad(line, {},
                fillIn(translate("Error", "expected 10 columns "
                        "(job_name,task_name,inst_num,status,start_time,end_time,plan_cpu,plan_mem,plan_gpu,gpu_type), found %1"),
                    { std::to_string(csv.size()) }), ErrorCode::BadValue, file);
        auto number = [&](std::size_t column, const char* field, bool optional) {
            const std::string_view t = trimSpaces(csv[column]);
            double value = 0;
            if (t.empty() && optional) return 0.0;
            if (!parseNumber(t, value) || !std::isfinite(value) || value < 0)
                in.bad(line, field, fillIn(translate("Error", "%1 is not a non-negative number"), { shortText(t) }), ErrorCode::BadValue, file);
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
            in.bad(line, {},
                fillIn(translate("Error", "expected 6 columns (job_name,inst_id,user,status,start_time,end_time), found %1"),
                    { std::to_string(csv.size()) }));
        JobSpec job;
        job.id = in.id(csv[0], line, "job_name");
        job.user = std::string(trimSpaces(csv[2]));
        const std::string_view status = trimSpaces(csv[3]);
        const double submit = in.time(csv[4], line, "start_time");
        const std::string_view endText = trimSpaces(csv[5]);
        const auto it = tasks.find(job.id);
        if (it == tasks.end()) {
            in.skip(line, "job_name", translate("Error", "no tasks in the task table"));
            continue;
        }
        if (it->second.gpuPercent <= 0) {
            in.skip(line, "job_name",
                fillIn(translate("Error", "CPU-only job (no task plans a GPU in %1, from line %2)"),
                    { taskFile, std::to_string(it->second.firstLine) }));
            continue;
        }
        if (status == "Running" || status == "Waiting" || endText.empty() || endText == "0") {
            if (!in.missingDuration(job.duration, line, "end_time",
                    status.empty() ? translate("Error", "not finished when the trace was taken (status unknown)")
                                   : fillIn(translate("Error", "not finished when the trace was taken (status %1)"), { std::string(status) })))
                continue;
        } else {
            const double end = in.time(endText, line, "end_time");
            // The job's start_time is its submission; its tasks' earliest start is when it began to run, so
            // the queueing delay is not counted as work (the simulator reproduces queueing itself).
            const double began = std::isfinite(it->second.earliestStart) && it->second.earliestStart >= submit
                ? it->second.earliestStart
                : submit;
            if (end < submit) in.bad(line, "end_time", translate("Error", "is before start_time"));
            job.duration = std::max(0.0, end - began);
            // Queueing, as the PAI documentation defines it: earliest task start - job start_time.
            if (std::isfinite(it->second.earliestStart)) in.recordWait(job, submit, it->second.earliestStart);
        }
        // The GPUs are the job's tasks' plans: an error about them points into the task table.
        job.gpus = in.gpus(it->second.gpuPercent / 100.0, it->second.firstLine, "plan_gpu", taskFile);
        job.gpuType = it->second.gpuType;
        in.add(std::move(job), submit, line, { "job_name", "start_time", "end_time", "gpu_type", "user" });
    }
    checkCsv(csv, in);
}

} // namespace gantry::traceimport
