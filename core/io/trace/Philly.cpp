// Trace importer: Microsoft Philly: Pollux's philly.csv, the cluster job log and marwage's jobs.json (docs/trace-formats.md).
#include "core/io/trace/Importer.h"

#include "core/io/Json.h"
#include "core/util/Translate.h"

#include <map>

namespace gantry::traceimport {

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
        const int line = in.row(csv.line());
        JobSpec job;
        // Pollux's file has no job ids; the row index matches the ids in scenarios/traces/philly_2k.csv.
        id = "pollux-philly-row";
        id += std::to_string(index++);
        job.id = id;
        const double submit = in.time(csv[cTime], line, "timestamp");
        job.duration = in.nonNegative(csv[cDuration], line, "duration");
        job.gpus = in.gpus(in.number(csv[cGpus], line, "num_gpus"), line, "num_gpus");
        job.vc = std::string(Columns::get(csv, cVc));
        in.add(std::move(job), submit, line, { {}, "timestamp", "duration", {}, {}, "cluster" });
    }
    checkCsv(csv, in);
}

JsonValue parseJsonFile(std::string_view text, Importer& in)
{
    Result<JsonValue> parsed = parseJson(text, in.path());
    if (!parsed) throw ErrorException(parsed.error());
    if (!parsed->isArray())
        in.bad(parsed->line(), {}, fillIn(translate("Error", "expected a JSON list of jobs, found %1"), { JsonValue::typeName(parsed->type()) }),
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
        if (value->number() < 0) in.bad(value->line(), field, translate("Error", "must not be negative"));
        out = value->number();
        return true;
    }
    in.bad(line, field, fillIn(translate("Error", "expected a time, found %1"), { JsonValue::typeName(value->type()) }));
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
            in.bad(csv.line(), "number of GPUs",
                fillIn(translate("Error", "%1 is not a GPU count"), { shortText(csv[1]) }), ErrorCode::BadValue, file);
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
        const int line = in.row(entry.line());
        if (!entry.isObject()) in.bad(line, {}, fillIn(translate("Error", "expected a job object, found %1"), { JsonValue::typeName(entry.type()) }));
        JobSpec job;
        job.id = jsonText(entry.find("jobid"));
        if (job.id.empty()) in.bad(line, "jobid", translate("Error", "is missing or empty"), ErrorCode::MissingField);
        job.vc = jsonText(entry.find("vc"));
        job.user = jsonText(entry.find("user"));
        const std::string status = jsonText(entry.find("status"));
        double submit = 0;
        if (!phillyTime(entry.find("submitted_time"), line, "submitted_time", in, submit)) {
            in.skip(line, "submitted_time", translate("Error", "no submit time (None)"));
            continue;
        }
        const JsonValue* attempts = entry.find("attempts");
        if (attempts != nullptr && !attempts->isArray())
            in.bad(attempts->line(), "attempts", fillIn(translate("Error", "expected a list, found %1"), { JsonValue::typeName(attempts->type()) }));
        if (attempts == nullptr || attempts->array().empty()) {
            in.skip(line, "attempts", translate("Error", "never scheduled (no attempts)"));
            continue;
        }
        // Pollux's semantics: the job's work is the time its attempts actually ran, summed; the gaps between
        // attempts are re-queueing, which the simulator reproduces itself.
        double duration = 0, firstStart = 0;
        std::string skipReason, skipField;
        const auto& list = attempts->array();
        for (std::size_t a = 0; a < list.size() && skipReason.empty(); ++a) {
            const JsonValue& attempt = list[a];
            const std::string prefix = "attempts[" + std::to_string(a) + "].";
            if (!attempt.isObject()) in.bad(attempt.line(), "attempts[" + std::to_string(a) + "]", translate("Error", "expected an attempt object"));
            double start = 0, end = 0;
            if (!phillyTime(attempt.find("start_time"), attempt.line(), prefix + "start_time", in, start)) {
                skipReason = translate("Error", "an attempt has no start time (None)");
                skipField = prefix + "start_time";
            } else if (!phillyTime(attempt.find("end_time"), attempt.line(), prefix + "end_time", in, end)) {
                skipReason = a + 1 == list.size() ? translate("Error", "still running when the trace was taken (last end_time None)")
                                                  : translate("Error", "an attempt has no end time (None)");
                skipField = prefix + "end_time";
            } else if (end < start) {
                in.bad(attempt.line(), prefix + "end_time", translate("Error", "ends before it starts"));
            } else {
                duration += end - start;
                if (a == 0) firstStart = start;
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
                in.bad(detail->line(), "attempts[0].detail",
                    fillIn(translate("Error", "expected a list of hosts, found %1"), { JsonValue::typeName(detail->type()) }));
            for (std::size_t h = 0; h < detail->array().size(); ++h) {
                const JsonValue& host = detail->array()[h];
                const std::string hostField = "attempts[0].detail[" + std::to_string(h) + "]";
                if (!host.isObject()) in.bad(host.line(), hostField,
                    fillIn(translate("Error", "expected a host object, found %1"), { JsonValue::typeName(host.type()) }));
                const JsonValue* hostGpus = host.find("gpus");
                if (hostGpus != nullptr && !hostGpus->isArray())
                    in.bad(hostGpus->line(), hostField + ".gpus",
                        hostGpus->isNumber()
                            ? fillIn(translate("Error", "expected a list of GPU ids, found %1 (%2)"),
                                { JsonValue::typeName(hostGpus->type()), formatNumber(hostGpus->number()) })
                            : fillIn(translate("Error", "expected a list of GPU ids, found %1"), { JsonValue::typeName(hostGpus->type()) }));
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
            in.skip(line, "attempts[0].detail", translate("Error", "no GPUs in the first attempt"));
            continue;
        }
        job.gpus = in.gpus(gpus, line, "attempts[0].detail");
        job.duration = duration;
        in.recordWait(job, submit, firstStart); // the queueing before its first attempt
        ++statuses[status.empty() ? "(none)" : status];
        in.add(std::move(job), submit, line, { "jobid", "submitted_time", "attempts", {}, "user", "vc" });
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
        const int line = in.row(entry.line());
        if (!entry.isObject()) in.bad(line, {}, fillIn(translate("Error", "expected a job object, found %1"), { JsonValue::typeName(entry.type()) }));
        JobSpec job;
        job.id = jsonText(entry.find("id"));
        if (job.id.empty()) in.bad(line, "id", translate("Error", "is missing or empty"), ErrorCode::MissingField);
        double submit = 0;
        if (!phillyTime(entry.find("submitted_time"), line, "submitted_time", in, submit)) {
            in.skip(line, "submitted_time", translate("Error", "no submit time (None)"));
            continue;
        }
        const JsonValue* gpus = entry.find("num_gpus");
        if (gpus == nullptr) in.bad(line, "num_gpus", translate("Error", "is missing"), ErrorCode::MissingField);
        if (!gpus->isNumber()) in.bad(gpus->line(), "num_gpus",
            fillIn(translate("Error", "expected a number, found %1"), { JsonValue::typeName(gpus->type()) }));
        job.gpus = in.gpus(gpus->number(), gpus->line(), "num_gpus");
        const JsonValue* runtime = entry.find("runtime");
        if (runtime == nullptr || runtime->isNull()) {
            if (!in.missingDuration(job.duration, line, "runtime", translate("Error", "no run time"))) continue;
        } else {
            if (!runtime->isNumber())
                in.bad(runtime->line(), "runtime",
                    fillIn(translate("Error", "expected minutes, found %1"), { JsonValue::typeName(runtime->type()) }));
            if (runtime->number() < 0) in.bad(runtime->line(), "runtime", translate("Error", "must not be negative"));
            // Minutes computed from whole seconds: rounding to the millisecond removes the float residue.
            job.duration = std::round(runtime->number() * 60.0 * 1000.0) / 1000.0;
        }
        // The queueing delay: the first attempt's start - submitted_time (the ATC'19 notebook's).
        if (const JsonValue* attempts = entry.find("attempts"); attempts && attempts->isArray() && !attempts->array().empty()) {
            double start = 0;
            if (const JsonValue& first = attempts->array().front(); first.isObject()
                && phillyTime(first.find("start_time"), first.line(), "attempts[0].start_time", in, start))
                in.recordWait(job, submit, start);
        }
        in.add(std::move(job), submit, line, { "id", "submitted_time", "runtime" });
    }
}

} // namespace gantry::traceimport
