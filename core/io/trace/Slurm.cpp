// Trace importer: Slurm accounting, `sacct --parsable2` output (docs/trace-formats.md, "slurm-sacct").
#include "core/io/SlurmConf.h"
#include "core/io/trace/Importer.h"
#include "core/util/Translate.h"

#include <cmath>
#include <optional>
#include <vector>

namespace gantry::traceimport {

namespace {

/// GPUs in a TRES list ("billing=8,cpu=8,gres/gpu:a100=4,gres/gpu=4,mem=64G,node=1"): the untyped
/// gres/gpu count, else the sum of the typed ones; `type` is set when exactly one GPU type is named.
/// -1: the list names no GPU. A GPU count that is not a whole number of zero or more ("gres/gpu=-4",
/// "gres/gpu=x") is refused at `line`, in the file's own column `field`.
double tresGpus(std::string_view tres, std::string& type, Importer& in, int line, const char* field)
{
    double untyped = -1, typed = 0;
    int types = 0;
    std::size_t from = 0;
    while (from <= tres.size()) {
        const std::size_t comma = std::min(tres.find(',', from), tres.size());
        const std::string_view item = trimSpaces(tres.substr(from, comma - from));
        from = comma + 1;
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos) continue;
        const std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
        double count = 0;
        // gres/gpu or gres/gpu:TYPE; not gres/gpumem or gres/gpuutil, which are not counts of GPUs.
        if (key != "gres/gpu" && !(key.size() > 9 && key.substr(0, 9) == "gres/gpu:")) continue;
        if (!parseNumber(value, count) || count < 0 || count != std::floor(count))
            in.bad(line, field, fillIn(translate("Error", "%1 is not a whole number of GPUs (got '%2')"), { std::string(key), shortText(value) }));
        if (key == "gres/gpu") {
            untyped = count;
        } else if (key.size() > 9 && key[8] == ':') {
            typed += count;
            type = ++types == 1 ? std::string(key.substr(9)) : std::string();
        }
    }
    if (types > 1) type.clear();
    return untyped >= 0 ? untyped : types > 0 ? typed : -1;
}

/// sacct prints "Unknown" (or "None") for a time that has not happened: a job that never started, or
/// one still running.
bool knownTime(std::string_view text)
{
    const std::string_view t = trimSpaces(text);
    return !t.empty() && t != "Unknown" && t != "None";
}

} // namespace

void importSlurmSacct(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in, '|');
    const Columns cols(csv, in);
    // The job's id: JobID ("123", an array task "123_4"), or JobIDRaw alone (its number in the database).
    const char* idColumn = cols.find("JobID") >= 0 ? "JobID" : "JobIDRaw";
    const std::size_t cId = cols.require(idColumn);
    const std::size_t cSubmit = cols.require("Submit"), cStart = cols.require("Start"), cEnd = cols.require("End"),
                      cState = cols.require("State"), cAlloc = cols.require("AllocTRES");
    const int cUser = cols.find("User"), cAccount = cols.find("Account"), cReq = cols.find("ReqTRES"), cLimit = cols.find("Timelimit"),
              cPartition = cols.find("Partition");
    while (csv.next()) {
        const int line = in.row(csv.line());
        JobSpec job;
        job.id = in.id(csv[cId], line, idColumn);
        // Steps ("123.batch", "123.0", "123.extern") belong to their job's row: `sacct --allocations` leaves them out.
        if (job.id.find('.') != std::string::npos) {
            in.skip(line, idColumn, translate("Error", "a job step, not a job (export with sacct --allocations)"));
            continue;
        }
        const std::string_view state = trimSpaces(csv[cState]);
        // With --duplicates an earlier run of a requeued job is its own row, marked REQUEUED; the job's
        // last run (its final state) is replayed, as the cluster saw it.
        if (state == "REQUEUED") {
            in.skip(line, "State", translate("Error", "an earlier run of a requeued job (its last run is replayed)"));
            continue;
        }
        if (state == "PENDING" || !knownTime(csv[cStart])) {
            if (!in.missingDuration(job.duration, line, "Start",
                fillIn(translate("Error", "never started (state %1)"), { shortText(state) }))) continue;
        } else if (state == "RUNNING" || !knownTime(csv[cEnd])) {
            if (!in.missingDuration(job.duration, line, "End", translate("Error", "still running when exported (no End)"))) continue;
            in.recordWait(job, in.time(csv[cSubmit], line, "Submit"), in.time(csv[cStart], line, "Start"));
        } else {
            const double start = in.time(csv[cStart], line, "Start"), end = in.time(csv[cEnd], line, "End");
            if (end < start) in.bad(line, "End", translate("Error", "is before Start"));
            job.duration = end - start;
            // Slurm ended it at its time limit: it had more work than it ran, so that a replay ends it at
            // its limit too (however Slurm's limit checks fall).
            if (state == "TIMEOUT") job.duration += kSlurmTimedOutExtraWork;
            // Start - Submit of the run replayed (a requeued job's earlier runs fall inside it).
            in.recordWait(job, in.time(csv[cSubmit], line, "Submit"), start);
        }
        // What the job held; a job that never ran has no AllocTRES, so what it asked for stands in.
        std::string type;
        std::string_view tres = trimSpaces(csv[cAlloc]);
        const char* field = "AllocTRES";
        if (tres.empty() && cReq >= 0) {
            tres = trimSpaces(csv[std::size_t(cReq)]);
            field = "ReqTRES";
        }
        const double gpus = tresGpus(tres, type, in, line, field);
        if (gpus < 0 || gpus == 0) {
            in.skip(line, field, fillIn(translate("Error", "CPU-only job (no gres/gpu in %1)"), { std::string(field) }));
            continue;
        }
        job.gpus = in.gpus(gpus, line, field);
        job.gpuType = type;
        job.user = std::string(trimSpaces(Columns::get(csv, cUser)));
        job.vc = std::string(trimSpaces(Columns::get(csv, cAccount))); // the account: Slurm's unit of fair share
        // The partition it ran in (a job submitted to several lists them while it waits: the first).
        const std::string_view partition = trimSpaces(Columns::get(csv, cPartition));
        job.partition = std::string(partition.substr(0, partition.find(',')));
        if (const std::optional<double> limit = slurmDuration(Columns::get(csv, cLimit)); !limit)
            in.bad(line, "Timelimit",
                fillIn(translate("Error", "is not a Slurm time limit such as 1-02:00:00, 30:00 or UNLIMITED (got %1)"),
                    { shortText(Columns::get(csv, cLimit)) }));
        else
            job.timeLimit = *limit > 0 ? *limit : -1.0; // 0 is no limit, as for sbatch --time=0
        in.add(std::move(job), in.time(csv[cSubmit], line, "Submit"), line, { idColumn, "Submit", "End", "AllocTRES", "User", "Account" });
    }
    checkCsv(csv, in);
}

} // namespace gantry::traceimport
