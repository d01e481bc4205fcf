/// `calibrate`: a scenario's simulated queueing delays against the ones its trace recorded, and a fit of
/// one or two free parameters (core/run/Calibrate.h; docs/simulator-model.md, "Against the real cluster").

#include "app/cli/Command.h"

#include "core/metrics/Comparison.h"

#include "core/io/ScenarioIo.h"
#include "core/io/TraceImport.h"
#include "core/metrics/Calibration.h"
#include "core/metrics/OutputWriter.h"
#include "core/run/Calibrate.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/OutputFolder.h"
#include "core/util/Text.h"

#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gantry::cli {
namespace {

/// "gpus", "quota=0.5:1.5": a parameter and, optionally, the bounds of its scale (default 0.25:2).
Result<FitRange> parseFitItem(const std::string& text)
{
    auto bad = [&](const std::string& message) {
        return Error { ErrorCode::BadValue, "'" + printable(text) + "' " + message, { "", 0, 0, "--fit" } };
    };
    const std::size_t eq = text.find('=');
    FitRange range;
    const auto parameter = parseFitParameter(text.substr(0, eq));
    if (!parameter) return bad("is not a parameter the fit knows (gpus, quota; optionally with bounds, gpus=0.25:2)");
    range.parameter = *parameter;
    if (eq == std::string::npos) return range;
    const std::string bounds = text.substr(eq + 1);
    const std::size_t colon = bounds.find(':');
    const auto low = colon == std::string::npos ? std::nullopt : parseNumber(bounds.substr(0, colon));
    const auto high = colon == std::string::npos ? std::nullopt : parseNumber(bounds.substr(colon + 1));
    if (!low || !high) return bad("needs its bounds as LOW:HIGH, such as gpus=0.25:2");
    range.low = *low;
    range.high = *high;
    return range;
}

std::string describeScales(const CalibrationOutcome& o)
{
    std::string out;
    for (std::size_t i = 0; i < o.fit.size(); ++i) {
        out += std::string(i ? "; " : "") + fitParameterName(o.fit[i].parameter) + " x" + formatNumber(o.fittedValues[i]);
        if (o.fit[i].parameter == FitParameter::Gpus)
            out += " (" + formatCount(o.fittedScenario.cluster.machineCount())
                + (o.fittedScenario.cluster.machineCount() == 1 ? " machine, " : " machines, ")
                + formatCount(o.fittedScenario.cluster.gpuCount()) + " GPUs)";
        if (o.fit[i].parameter == FitParameter::Quota) {
            int quota = 0;
            for (const Tenant& t : o.fittedScenario.tenants) quota += t.quota();
            out += " (" + formatCount(quota) + " GPUs of quota in all)";
        }
    }
    return out;
}

std::string ratio(double value) { return std::isnan(value) ? "–" : formatFixed(value, 3); }

} // namespace

Command addCalibrateCommand(CLI::App& app)
{
    struct Args {
        std::string file, out, replica;
        std::vector<std::string> fit;
        int threads = 2;
        int gridPoints = 9;
        bool quiet = false;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("calibrate",
        "Compare the scenario's simulated queueing delays with those its trace recorded; --fit fits free parameters");
    cmd->footer("Runs the scenario's base (its policy, cluster and tenants) on its workload. Jobs whose trace recorded a\n"
                "queueing delay (common-csv queue_delay_s; docs/trace-formats.md) are compared, overall and per tenant.\n"
                "--fit gpus scales the cluster's machines, --fit quota every tenant's quota, each within bounds (default\n"
                "0.25:2), by a grid of N points and a finer grid around its best, minimising the MAE of log1p(wait).\n"
                "--replica SACCT compares the recording with a second run of the same jobs by the real scheduler (jobs\n"
                "matched by id): how far the real scheduler is from itself, the floor the replay is read against.\n"
                "--out writes calibration.csv, calibration_jobs.csv and, with --fit, fit.csv into DIR.\n"
                "Example: gantry-cli calibrate philly.yaml --fit gpus=0.1:2 --out calibration");
    cmd->add_option("SCENARIO", args->file, "Scenario file (YAML) whose workload records queueing delays")->type_name("")->required();
    cmd->add_option("--out", args->out, "Write calibration.csv, calibration_jobs.csv (and fit.csv) into DIR")->type_name("DIR");
    cmd->add_option("--threads", args->threads, "The fit's runs in parallel (results never depend on it)")
        ->type_name("N")->check(wholeNumber(1, 64))->capture_default_str();
    cmd->add_option("--fit", args->fit, "Fit these scales: gpus, quota (one or both, comma-separated; bounds as gpus=0.25:2)")
        ->type_name("PARAM[=LOW:HIGH]")->delimiter(',');
    cmd->add_option("--fit-points", args->gridPoints, "Grid points per parameter in each of the fit's two stages")
        ->type_name("N")->check(wholeNumber(3, 33))->capture_default_str();
    cmd->add_option("--replica", args->replica,
           "A second recording of the same jobs (Slurm's sacct export): its figures against the first, the noise floor")
        ->type_name("SACCT");
    cmd->add_flag("--quiet,-q", args->quiet, "Print nothing but errors");

    return { cmd, [args] {
                CalibrateOptions options;
                for (const std::string& item : args->fit) {
                    auto range = parseFitItem(item);
                    if (!range) return fail(range.error());
                    options.fit.push_back(range.value());
                }
                std::optional<OutputFolder> folder;
                if (auto exit = openOutputFolder(args->out, folder)) return *exit;
                auto scenario = loadScenario(args->file);
                if (!scenario) return fail(scenario.error());
                const Scenario& s = scenario.value();
                if (auto st = checkFit(s, options.fit); !st) return fail(st.error());
                std::optional<ImportedTrace> replica;
                if (!args->replica.empty()) {
                    auto imported = importTrace(args->replica, "slurm-sacct");
                    if (!imported) return fail(imported.error());
                    replica = std::move(imported.value());
                }
                ProgressBar bar(!args->quiet);
                options.threads = args->threads;
                options.gridPoints = args->gridPoints;
                options.progress = [&](double f) {
                    bar.update(options.fit.empty() ? "simulating" : "fitting", f);
                    return !interrupted();
                };
                auto outcome = calibrate(s, options);
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!outcome) return fail(locateInScenarioFile(outcome.error(), args->file));
                const CalibrationOutcome& o = outcome.value();
                const RunMetadata& meta = o.run.meta;
                std::optional<WaitCalibration> floor;
                if (replica) floor = compareWithReplica(o.workload.jobs, replica->workload.jobs, s.tenants);
                if (!args->quiet) {
                    std::printf("%s: %s of %s jobs have a recorded queueing delay; %s of them never started in the run (not compared)\n",
                        s.name.c_str(), formatCount(o.calibration.recorded).c_str(), formatCount(long(o.workload.jobs.size())).c_str(),
                        formatCount(o.calibration.notStarted).c_str());
                    if (const std::string rejected = rejectedText(o.run); !rejected.empty()) std::printf("%s\n", rejected.c_str());
                    std::printf("policy %s on %s GPUs\n\n", meta.policy.c_str(), formatCount(meta.gpus).c_str());
                    std::printf("queueing delay, recorded (rec) against simulated (sim):\n%s",
                        formatTextTable(calibrationTable(o.calibration)).c_str());
                    std::printf("(percentiles nearest-rank; MAE mean |sim - rec|; bias mean (sim - rec); r Pearson's correlation,\n"
                                " raw and of log1p(wait); MAE log1p mean |log(1+sim) - log(1+rec)|, the fit's objective)\n");
                    std::printf("\nstarts, simulated against recorded:\n%s", formatTextTable(startAgreementTable(o.calibration)).c_str());
                    std::printf("(≤10 s, ≤60 s: jobs started within 10 s, 60 s of their recorded start; mean wait err: (sim mean - rec\n"
                                " mean) / rec mean; moving err: its size over 20 jobs at a time in submit order, where the recorded mean\n"
                                " is 30 s or more; tau: Kendall's tau-b of the order the jobs started in)\n");
                    if (o.fittedRun) {
                        const WaitComparison& before = o.calibration.overall();
                        const WaitComparison& after = o.fittedCalibration.overall();
                        std::string bounds;
                        for (const FitRange& r : o.fit)
                            bounds += std::string(bounds.empty() ? "" : ", ") + fitParameterName(r.parameter) + " in ["
                                + formatNumber(r.low) + ", " + formatNumber(r.high) + "]";
                        std::printf("\nfit        %s: %zu grid points (%d per parameter, then as many around the best)\n",
                            bounds.c_str(), o.points.size(), args->gridPoints);
                        std::printf("fitted     %s\n", describeScales(o).c_str());
                        std::printf("error      MAE log1p %s -> %s; MAE %s -> %s; bias %s -> %s; r log1p %s -> %s\n",
                            ratio(before.logMeanAbsError).c_str(), ratio(after.logMeanAbsError).c_str(),
                            formatDuration(before.meanAbsError).c_str(), formatDuration(after.meanAbsError).c_str(),
                            ((before.bias < 0 ? "−" : "+") + formatDuration(std::abs(before.bias))).c_str(),
                            ((after.bias < 0 ? "−" : "+") + formatDuration(std::abs(after.bias))).c_str(),
                            ratio(before.logCorrelation).c_str(), ratio(after.logCorrelation).c_str());
                        std::printf("\nwith the fitted values:\n%s", formatTextTable(calibrationTable(o.fittedCalibration)).c_str());
                    }
                    if (floor) {
                        std::printf("\nstarts, the real scheduler against itself (the recording against its replica, %s of %s jobs found\n"
                                    "and started there): the floor for the figures above\n%s",
                            formatCount(floor->recorded - floor->notStarted).c_str(), formatCount(floor->recorded).c_str(),
                            formatTextTable(startAgreementTable(*floor)).c_str());
                    }
                    std::printf("\nseed %llu, gantry %s, scenario sha256 %s\n", static_cast<unsigned long long>(meta.seed),
                        meta.version.c_str(), meta.scenarioSha256.c_str());
                }
                if (folder) {
                    std::vector<LabelledCalibration> runs { { "scenario", &o.calibration } };
                    if (floor) runs.push_back({ "replica", &*floor });
                    std::vector<std::string> labels { "scenario" };
                    std::vector<const RunResult*> results { &o.run };
                    if (o.fittedRun) {
                        runs.push_back({ "fitted", &o.fittedCalibration });
                        labels.push_back("fitted");
                        results.push_back(&*o.fittedRun);
                    }
                    const std::string note = describeFit(o);
                    if (auto st = writeFileAtomically(folder->path("calibration.csv"), calibrationCsv(meta, runs, note)); !st)
                        return fail(st.error());
                    if (auto st = writeFileAtomically(folder->path("calibration_jobs.csv"),
                            calibrationJobsCsv(meta, o.workload.jobs, labels, results, s.tenants));
                        !st)
                        return fail(st.error());
                    if (o.fittedRun)
                        if (auto st = writeFileAtomically(folder->path("fit.csv"), fitPointsCsv(o)); !st) return fail(st.error());
                    if (interrupted()) return interruptedExit(); // the folder keeps its previous set
                    if (auto st = folder->commit(provenanceLine(o.run)); !st) return fail(st.error());
                    if (!args->quiet) std::printf("outputs written to %s\n", printable(args->out).c_str());
                }
                return kOk;
            } };
}

} // namespace gantry::cli
