// Trace importer: Alibaba GPU trace v2023 (openb pod lists) (docs/trace-formats.md).
#include "core/io/trace/Importer.h"
#include "core/util/Translate.h"

namespace gantry::traceimport {

void importOpenb(std::string_view text, Importer& in)
{
    CsvReader csv = openCsv(text, in);
    const Columns cols(csv, in);
    const std::size_t cName = cols.require("name"), cGpus = cols.require("num_gpu"), cMilli = cols.require("gpu_milli"),
                      cCreated = cols.require("creation_time"), cDeleted = cols.require("deletion_time"),
                      cScheduled = cols.require("scheduled_time");
    const int cSpec = cols.find("gpu_spec"), cPhase = cols.find("pod_phase");
    while (csv.next()) {
        const int line = in.row(csv.line());
        JobSpec job;
        job.id = in.id(csv[cName], line, "name", translate("Error", "is empty (every pod needs a name)"));
        const double numGpu = in.nonNegative(csv[cGpus], line, "num_gpu");
        if (in.cpuOnly(numGpu, line, "num_gpu", translate("Error", "CPU-only pod (%1 = 0)"))) continue;
        const double milli = in.nonNegative(csv[cMilli], line, "gpu_milli");
        const double submit = in.time(csv[cCreated], line, "creation_time");
        if (trimSpaces(csv[cScheduled]).empty()) {
            const std::string_view phase = Columns::get(csv, cPhase);
            if (!in.missingDuration(job.duration, line, "scheduled_time",
                    phase.empty()
                        ? translate("Error", "pending: never scheduled (empty scheduled_time)")
                        : fillIn(translate("Error", "pending: never scheduled (empty scheduled_time, pod_phase %1)"), { std::string(phase) })))
                continue;
        } else if (trimSpaces(csv[cDeleted]).empty()) {
            if (!in.missingDuration(job.duration, line, "deletion_time", translate("Error", "no deletion time"))) continue;
        } else {
            const double scheduled = in.time(csv[cScheduled], line, "scheduled_time");
            const double deleted = in.time(csv[cDeleted], line, "deletion_time");
            if (deleted < scheduled) in.bad(line, "deletion_time", translate("Error", "is before scheduled_time"));
            job.duration = deleted - scheduled;
            in.recordWait(job, submit, scheduled);
        }
        // A 1-GPU pod with gpu_milli < 1000 shares one GPU (the publisher's GPU-sharing convention).
        const double request = numGpu == 1 && milli > 0 && milli < 1000 ? milli / 1000.0 : numGpu;
        job.gpus = in.gpus(request, line, numGpu == 1 ? "gpu_milli" : "num_gpu");
        job.gpuType = std::string(Columns::get(csv, cSpec));
        in.add(std::move(job), submit, line, { "name", "creation_time", "deletion_time", "gpu_spec" });
    }
    checkCsv(csv, in);
}

} // namespace gantry::traceimport
