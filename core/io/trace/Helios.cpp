// Trace importer: SenseTime Helios cluster_log.csv (docs/trace-formats.md).
#include "core/io/trace/Importer.h"
#include "core/util/Translate.h"

namespace gantry::traceimport {

void importHelios(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cId = cols.require("job_id"), cGpus = cols.require("gpu_num"), cSubmit = cols.require("submit_time");
    const int cDuration = cols.find("duration"), cStart = cols.find("start_time"), cEnd = cols.find("end_time"),
              cUser = cols.find("user"), cVc = cols.find("vc"), cQueue = cols.find("queue");
    if (cDuration < 0 && (cStart < 0 || cEnd < 0)) cols.require("duration");
    while (csv.next()) {
        const int line = in.row(csv.line());
        JobSpec job;
        job.id = in.id(csv[cId], line, "job_id");
        const double gpus = in.nonNegative(csv[cGpus], line, "gpu_num");
        if (in.cpuOnly(gpus, line, "gpu_num")) continue;
        job.gpus = in.gpus(gpus, line, "gpu_num");
        const double submit = in.time(csv[cSubmit], line, "submit_time");
        const std::string_view durationText = Columns::get(csv, cDuration);
        const std::string_view start = Columns::get(csv, cStart), end = Columns::get(csv, cEnd);
        if (!durationText.empty()) {
            job.duration = in.nonNegative(durationText, line, "duration");
        } else if (!start.empty() && !end.empty()) {
            job.duration = in.time(end, line, "end_time") - in.time(start, line, "start_time");
            if (job.duration < 0) in.bad(line, "end_time", translate("Error", "is before start_time"));
        } else if (!in.missingDuration(job.duration, line, "duration", translate("Error", "never started (no duration or start/end time)"))) {
            continue;
        }
        // The recorded queueing delay: the `queue` column (start - submit, s), else the two times.
        if (const std::string_view queue = Columns::get(csv, cQueue); !queue.empty())
            job.recordedWait = in.nonNegative(queue, line, "queue");
        else if (!start.empty())
            in.recordWait(job, submit, in.time(start, line, "start_time"));
        job.user = std::string(Columns::get(csv, cUser));
        job.vc = std::string(Columns::get(csv, cVc));
        // Every final state is replayed (state is not read): cancelled and failed jobs held their GPUs too.
        in.add(std::move(job), submit, line, { "job_id", "submit_time", "duration", {}, "user", "vc" });
    }
    checkCsv(csv, in);
}

} // namespace gantry::traceimport
