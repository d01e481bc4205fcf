// Trace importer: Tiresias and Chronus simulator job CSVs (docs/trace-formats.md).
#include "core/io/trace/Importer.h"
#include "core/util/Translate.h"

namespace gantry::traceimport {

void importTiresias(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cId = cols.require("job_id"), cGpus = cols.require("num_gpu"), cSubmit = cols.require("submit_time"),
                      cDuration = cols.require("duration");
    const int cModel = cols.find("model_name"), cUser = cols.find("user");
    while (csv.next()) {
        const int line = in.row(csv.line());
        JobSpec job;
        job.id = in.id(csv[cId], line, "job_id");
        const double gpus = in.nonNegative(csv[cGpus], line, "num_gpu");
        const double submit = in.time(csv[cSubmit], line, "submit_time");
        if (in.cpuOnly(gpus, line, "num_gpu")) continue;
        job.gpus = in.gpus(gpus, line, "num_gpu");
        if (trimSpaces(csv[cDuration]).empty()) {
            if (!in.missingDuration(job.duration, line, "duration", translate("Error", "no duration"))) continue;
        } else {
            job.duration = in.nonNegative(csv[cDuration], line, "duration");
        }
        job.model = in.model(Columns::get(csv, cModel));
        // Chronus's `user` column holds the Philly VC the job came from ("vc_6214e9").
        job.user = std::string(Columns::get(csv, cUser));
        if (job.user.str().starts_with("vc_")) job.vc = job.user.str().substr(3);
        in.add(std::move(job), submit, line, { "job_id", "submit_time", "duration", {}, "user", "user" });
    }
    checkCsv(csv, in);
}

} // namespace gantry::traceimport
