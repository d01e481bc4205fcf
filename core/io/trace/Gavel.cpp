// Trace importer: Gavel's .trace files (docs/trace-formats.md).
#include "core/io/trace/Importer.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <map>

namespace gantry::traceimport {

/// The Gavel isolated throughputs on the reference worker type (V100, consolidated placement): the
/// isolated ("null") v100 entries of stanford-futuredata/gavel scheduler/simulation_throughputs.json
/// (Narayanan et al., Gavel, OSDI 2020). Gavel generated total_steps as duration x this throughput, so
/// dividing by it recovers the duration.
struct GavelThroughput {
    const char* jobType;
    int scaleFactor;
    double stepsPerSecond;
};
constexpr GavelThroughput kGavelV100[] = {
    { "A3C", 1, 7.175767179667988 },
    { "CycleGAN", 1, 4.426088263367452 },
    { "LM (batch size 10)", 1, 81.65163491883021 },
    { "LM (batch size 10)", 2, 163.12902048608936 },
    { "LM (batch size 10)", 4, 121.4776195889045 },
    { "LM (batch size 10)", 8, 615.0934647748222 },
    { "LM (batch size 20)", 1, 64.74245099960703 },
    { "LM (batch size 20)", 2, 132.17413449742747 },
    { "LM (batch size 20)", 4, 110.99685986392635 },
    { "LM (batch size 20)", 8, 497.2952582330656 },
    { "LM (batch size 40)", 1, 45.23737155222392 },
    { "LM (batch size 40)", 2, 91.59265730806288 },
    { "LM (batch size 40)", 4, 96.0312451685392 },
    { "LM (batch size 40)", 8, 359.30692492331696 },
    { "LM (batch size 5)", 1, 109.16661771207029 },
    { "LM (batch size 5)", 2, 185.72383101933428 },
    { "LM (batch size 5)", 4, 126.71571815404346 },
    { "LM (batch size 5)", 8, 698.773292956699 },
    { "LM (batch size 80)", 1, 28.239955054085122 },
    { "LM (batch size 80)", 2, 58.09153801943523 },
    { "LM (batch size 80)", 4, 74.80729601169598 },
    { "LM (batch size 80)", 8, 231.17619885320647 },
    { "Recommendation (batch size 1024)", 1, 13.2825697082565 },
    { "Recommendation (batch size 2048)", 1, 7.469632060833725 },
    { "Recommendation (batch size 4096)", 1, 3.9060505302376054 },
    { "Recommendation (batch size 512)", 1, 23.317634950657975 },
    { "Recommendation (batch size 8192)", 1, 2.841510364354536 },
    { "ResNet-18 (batch size 128)", 1, 17.994906225052176 },
    { "ResNet-18 (batch size 128)", 2, 23.985353059276264 },
    { "ResNet-18 (batch size 128)", 4, 69.95051765177759 },
    { "ResNet-18 (batch size 128)", 8, 162.09160717942794 },
    { "ResNet-18 (batch size 16)", 1, 32.353384328946916 },
    { "ResNet-18 (batch size 16)", 2, 100.14206200421837 },
    { "ResNet-18 (batch size 16)", 4, 123.85376642692827 },
    { "ResNet-18 (batch size 16)", 8, 382.5974422686407 },
    { "ResNet-18 (batch size 256)", 1, 10.300256501360458 },
    { "ResNet-18 (batch size 256)", 2, 15.882848624471642 },
    { "ResNet-18 (batch size 256)", 4, 27.7820579015064 },
    { "ResNet-18 (batch size 256)", 8, 81.5065873273903 },
    { "ResNet-18 (batch size 32)", 1, 29.947157347732464 },
    { "ResNet-18 (batch size 32)", 2, 94.24893164660543 },
    { "ResNet-18 (batch size 32)", 4, 114.73342037584995 },
    { "ResNet-18 (batch size 32)", 8, 340.0383618985821 },
    { "ResNet-18 (batch size 64)", 1, 24.093231895382736 },
    { "ResNet-18 (batch size 64)", 2, 74.13589143268821 },
    { "ResNet-18 (batch size 64)", 4, 95.58814453205626 },
    { "ResNet-18 (batch size 64)", 8, 255.82913926317391 },
    { "ResNet-50 (batch size 128)", 1, 2.4967655780898292 },
    { "ResNet-50 (batch size 128)", 2, 4.2230145549692715 },
    { "ResNet-50 (batch size 128)", 4, 7.029294087316617 },
    { "ResNet-50 (batch size 128)", 8, 10.293183147179176 },
    { "ResNet-50 (batch size 16)", 1, 11.396129065315943 },
    { "ResNet-50 (batch size 16)", 2, 13.859757680196113 },
    { "ResNet-50 (batch size 16)", 4, 23.195585654383645 },
    { "ResNet-50 (batch size 16)", 8, 27.799094635512898 },
    { "ResNet-50 (batch size 32)", 1, 7.787264918596293 },
    { "ResNet-50 (batch size 32)", 2, 10.834571175121209 },
    { "ResNet-50 (batch size 32)", 4, 13.763229095099536 },
    { "ResNet-50 (batch size 32)", 8, 24.067423556662327 },
    { "ResNet-50 (batch size 64)", 1, 4.394774823323071 },
    { "ResNet-50 (batch size 64)", 2, 7.922054367597505 },
    { "ResNet-50 (batch size 64)", 4, 9.451949566394442 },
    { "ResNet-50 (batch size 64)", 8, 17.303172756892167 },
    { "Transformer (batch size 128)", 1, 5.44610521981264 },
    { "Transformer (batch size 128)", 2, 10.069238394742342 },
    { "Transformer (batch size 128)", 4, 14.17451716526748 },
    { "Transformer (batch size 128)", 8, 30.88352104398441 },
    { "Transformer (batch size 16)", 1, 11.06408721300405 },
    { "Transformer (batch size 16)", 2, 14.153819944879553 },
    { "Transformer (batch size 16)", 4, 20.0849760042163 },
    { "Transformer (batch size 16)", 8, 71.65168021872898 },
    { "Transformer (batch size 256)", 1, 1.5951407072133263 },
    { "Transformer (batch size 256)", 2, 2.8852436298687203 },
    { "Transformer (batch size 256)", 4, 4.763045770199511 },
    { "Transformer (batch size 256)", 8, 9.71702368412533 },
    { "Transformer (batch size 32)", 1, 10.620893339463915 },
    { "Transformer (batch size 32)", 2, 13.328037548850137 },
    { "Transformer (batch size 32)", 4, 22.822511223673345 },
    { "Transformer (batch size 32)", 8, 63.97766004389649 },
    { "Transformer (batch size 64)", 1, 8.61775899193302 },
    { "Transformer (batch size 64)", 2, 15.876496488983058 },
    { "Transformer (batch size 64)", 4, 19.65962221663049 },
    { "Transformer (batch size 64)", 8, 49.650700211670745 },
};


using ThroughputTable = std::map<std::pair<std::string, int>, double>;

ThroughputTable gavelThroughputs(Importer& in)
{
    ThroughputTable table;
    const std::string& file = in.options().companionPath;
    if (file.empty()) {
        for (const auto& row : kGavelV100) table[{ row.jobType, row.scaleFactor }] = row.stepsPerSecond;
        return table;
    }
    Result<std::string> text = readTraceText(file);
    if (!text) throw ErrorException(text.error());
    CsvReader csv(*text);
    if (!csv.next()) in.bad(1, {}, translate("Error", "the throughput file is empty"), ErrorCode::Parse, file);
    Importer companion(file, in.options());
    const Columns cols(csv, companion);
    const std::size_t cWorker = cols.require("worker_type"), cType = cols.require("job_type"),
                      cScale = cols.require("scale_factor"), cRate = cols.require("steps_per_sec_isolated");
    while (csv.next()) {
        if (trimSpaces(csv[cWorker]) != "v100") continue; // Gavel's reference worker type
        const double scale = companion.number(csv[cScale], csv.line(), "scale_factor");
        const double rate = companion.number(csv[cRate], csv.line(), "steps_per_sec_isolated");
        if (rate <= 0) companion.bad(csv.line(), "steps_per_sec_isolated", translate("Error", "must be more than 0"));
        table[{ std::string(trimSpaces(csv[cType])), static_cast<int>(scale) }] = rate;
    }
    checkCsv(csv, in, file);
    if (table.empty()) in.bad(1, "worker_type", translate("Error", "the throughput file has no v100 rows"), ErrorCode::BadValue, file);
    return table;
}

void importGavel(std::string_view text, Importer& in)
{
    const ThroughputTable throughputs = gavelThroughputs(in);
    CsvReader tsv(text, '\t', false);
    in.idsAreNumbered();
    std::size_t index = 0, extrapolated = 0;
    while (tsv.next()) {
        const int line = in.row(tsv.line());
        // 10 fields: job_type, command, working_directory, num_steps_arg, needs_data_dir, total_steps,
        //            scale_factor, priority_weight, SLO, arrival_time
        //  7 fields: job_type, command, num_steps_arg, needs_data_dir, total_steps, arrival_time, scale_factor
        std::size_t cSteps = 0, cScale = 0, cArrival = 0;
        if (tsv.size() == 10) {
            cSteps = 5, cScale = 6, cArrival = 9;
        } else if (tsv.size() == 7) {
            cSteps = 4, cScale = 6, cArrival = 5;
        } else {
            in.bad(line, {}, fillIn(translate("Error", "expected 7 or 10 tab-separated fields, found %1"), { std::to_string(tsv.size()) }));
        }
        JobSpec job;
        job.id = numberedName("gavel-", index++);
        const std::string type(trimSpaces(tsv[0]));
        const double steps = in.nonNegative(tsv[cSteps], line, "total_steps");
        const double scale = in.number(tsv[cScale], line, "scale_factor");
        job.gpus = in.gpus(scale, line, "scale_factor");
        const double submit = in.time(tsv[cArrival], line, "arrival_time");
        double rate = 0;
        if (const auto it = throughputs.find({ type, job.gpus }); it != throughputs.end()) {
            rate = it->second;
        } else {
            // Gavel's older msr traces use scale factors the published table lacks (e.g. Recommendation at 8):
            // scale the largest measured smaller size linearly, and say so in the report.
            int best = 0;
            for (const auto& [key, value] : throughputs)
                if (key.first == type && key.second <= job.gpus && key.second > best) {
                    best = key.second;
                    rate = value * job.gpus / key.second;
                }
            if (best == 0)
                in.bad(line, "job_type",
                    fillIn(translate("Error", "no V100 throughput for job type %1 at scale factor %2 or smaller"),
                        { shortText(type), std::to_string(job.gpus) }), ErrorCode::UnknownName);
            ++extrapolated;
        }
        job.duration = steps / rate;
        job.model = in.model(type);
        in.add(std::move(job), submit, line, { {}, "arrival_time", "total_steps" });
    }
    checkCsv(tsv, in);
    if (extrapolated > 0)
        in.report().warnings.push_back(std::to_string(extrapolated)
            + " jobs use a scale factor with no measured V100 throughput; their rate is the largest smaller measured "
              "scale factor's, scaled linearly");
}

} // namespace gantry::traceimport
