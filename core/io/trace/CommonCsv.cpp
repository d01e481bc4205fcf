// Trace importer: Gantry's common CSV (docs/trace-formats.md).
#include "core/io/trace/Importer.h"
#include "core/util/Translate.h"

namespace gantry::traceimport {

void importCommonCsv(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cId = cols.require("job_id"), cSubmit = cols.require("submit_time_s"),
                      cDuration = cols.require("duration_s"), cGpus = cols.require("num_gpus");
    const int cType = cols.find("gpu_type"), cUser = cols.find("user"), cVc = cols.find("vc"),
              cModel = cols.find("model"), cStatus = cols.find("status"), cTrace = cols.find("trace"),
              cQueue = cols.find("queue_delay_s"), cLimit = cols.find("time_limit_s"),
              cPartition = cols.find("partition");
    while (csv.next()) {
        const int line = csv.line();
        if (in.report().rowsRead++ == 0) {
            in.traceTag = std::string(trimSpaces(Columns::get(csv, cTrace)));
            in.checkName(line, "trace", in.traceTag); // written back into every common CSV export
        }
        JobSpec job;
        job.id = in.id(csv[cId], line, "job_id");
        const double submit = in.time(csv[cSubmit], line, "submit_time_s");
        job.gpus = in.gpus(in.number(csv[cGpus], line, "num_gpus"), line, "num_gpus");
        if (trimSpaces(csv[cDuration]).empty()) {
            const std::string_view status = Columns::get(csv, cStatus);
            if (!in.missingDuration(job.duration, line, "duration_s",
                    status.empty() ? translate("Error", "never started (empty duration_s)")
                                   : fillIn(translate("Error", "never started (empty duration_s, status %1)"), { std::string(status) })))
                continue;
        } else {
            job.duration = in.nonNegative(csv[cDuration], line, "duration_s");
        }
        job.gpuType = std::string(Columns::get(csv, cType));
        job.user = std::string(Columns::get(csv, cUser));
        job.vc = std::string(Columns::get(csv, cVc));
        job.partition = std::string(trimSpaces(Columns::get(csv, cPartition)));
        job.model = in.model(Columns::get(csv, cModel));
        // The recorded queueing delay (first start - submit): empty = unknown.
        if (const std::string_view queue = Columns::get(csv, cQueue); !queue.empty())
            job.recordedWait = in.nonNegative(queue, line, "queue_delay_s");
        // The run time the job asked for: empty = none.
        if (const std::string_view limit = Columns::get(csv, cLimit); !limit.empty()) {
            job.timeLimit = in.nonNegative(limit, line, "time_limit_s");
            if (job.timeLimit == 0) in.bad(line, "time_limit_s", translate("Error", "must be more than 0 (leave it empty for no limit)"));
        }
        in.add(std::move(job), submit, line, { "job_id", "submit_time_s", "duration_s", "gpu_type", "user", "vc" });
    }
    checkCsv(csv, in);
}

} // namespace gantry::traceimport
