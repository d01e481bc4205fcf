/// `import` and `inspect`: a trace converted to Gantry's common CSV, or summed up.

#include "app/cli/Command.h"

#include "core/io/ScenarioIo.h"
#include "core/io/SlurmConf.h"
#include "core/io/TraceImport.h"
#include "core/metrics/RunResult.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/Text.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace gantry::cli {

/// On the command line the format is chosen with --format: an undetectable trace's error says so.
Error asFormatOption(Error error)
{
    if (error.code == ErrorCode::UnknownName) {
        error.message = "cannot tell the trace's format from its first lines; pass --format";
        error.where.field = "--format";
    }
    return error;
}

std::vector<std::string> traceFormatNames()
{
    std::vector<std::string> names;
    for (const auto& f : traceFormats()) names.push_back(f.name);
    names.push_back("slurm-conf"); // not a trace: the operator's setup, read into a scenario
    return names;
}

Command addImportCommand(CLI::App& app)
{
    struct Args {
        std::string trace, format, companion, out, sacct, associations;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("import", "Convert a trace to Gantry's common CSV, with a validation report");
    cmd->footer("The report goes to stderr; without --out the CSV goes to stdout.\n"
                "--format slurm-conf reads TRACE as the operator's slurm.conf and writes, to --out, a scenario that replays\n"
                "the jobs of --sacct under Gantry's model of that Slurm, with the shares of --associations (sacctmgr dump).\n"
                "Example: gantry-cli import slurm.conf --format slurm-conf --sacct sacct.txt --associations dump.txt --out twin.yaml");
    cmd->add_option("TRACE", args->trace, "Trace file")->type_name("")->required();
    cmd->add_option("--format", args->format, "Trace format (default: detected)")
        ->type_name("NAME")->check(CLI::IsMember(traceFormatNames()));
    cmd->add_option("--companion", args->companion, "Second file some formats need (machine list, task table)")
        ->type_name("FILE");
    cmd->add_option("--out", args->out, "Write the common CSV to FILE (the scenario, with --format slurm-conf)")->type_name("FILE");
    cmd->add_option("--sacct", args->sacct, "With --format slurm-conf: the jobs to replay (sacct's parsable export)")->type_name("SACCT");
    cmd->add_option("--associations", args->associations, "With --format slurm-conf: the accounts' shares (sacctmgr dump CLUSTER file=...)")
        ->type_name("DUMP");

    return { cmd, [args] {
                if (args->format == "slurm-conf") {
                    if (args->sacct.empty() || args->out.empty())
                        return fail(Error { ErrorCode::MissingField, "--format slurm-conf needs --sacct SACCT and --out TWIN.yaml",
                            { "", 0, 0, args->sacct.empty() ? "--sacct" : "--out" } });
                    if (auto st = checkOutputFile(args->out); !st) return fail(st.error());
                    auto twin = importSlurmTwin({ args->trace, args->sacct, args->associations, args->out });
                    if (!twin) return fail(twin.error());
                    for (const std::string& w : twin.value().warnings) std::fprintf(stderr, "warning: %s\n", printable(w).c_str());
                    if (auto st = saveScenario(twin.value().scenario, args->out); !st) return fail(st.error());
                    std::fprintf(stderr, "wrote the scenario of %zu nodes to %s\n", twin.value().scenario.cluster.machines.size(),
                        printable(args->out).c_str());
                    return kOk;
                }
                if (!args->sacct.empty() || !args->associations.empty())
                    return fail(Error { ErrorCode::BadValue, "--sacct and --associations go with --format slurm-conf",
                        { "", 0, 0, args->sacct.empty() ? "--associations" : "--sacct" } });
                if (!args->out.empty())
                    if (auto st = checkOutputFile(args->out); !st) return fail(st.error());
                const auto format = resolveTraceFormat(args->trace, args->format);
                if (!format) return fail(asFormatOption(format.error()));
                ImportOptions options;
                options.companionPath = args->companion;
                auto imported = importTrace(args->trace, *format, options);
                if (interrupted()) return interruptedExit();
                if (!imported) return fail(imported.error());
                std::fprintf(stderr, "%s", imported.value().report.toText().c_str());
                if (!args->out.empty()) {
                    if (auto st = writeCommonCsv(args->out, imported.value().workload); !st) return fail(st.error());
                    std::fprintf(stderr, "wrote %zu jobs to %s\n", imported.value().workload.jobs.size(), printable(args->out).c_str());
                } else {
                    std::printf("%s", formatCommonCsv(imported.value().workload).c_str());
                }
                return kOk;
            } };
}

Command addInspectCommand(CLI::App& app)
{
    struct Args {
        std::string trace, format;
        int limit = 0;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("inspect", "Jobs, GPU-hours, duration and size percentiles of a trace");
    cmd->add_option("TRACE", args->trace, "Trace file")->type_name("")->required();
    cmd->add_option("--format", args->format, "Trace format (default: detected)")
        ->type_name("NAME")->check(CLI::IsMember(traceFormatNames()));
    cmd->add_option("--limit", args->limit, "Only the first N jobs (0: all)")->type_name("N")->check(wholeNumber(0, 1000000000));

    return { cmd, [args] {
                const std::string& path = args->trace;
                const auto format = resolveTraceFormat(path, args->format);
                if (!format) return fail(asFormatOption(format.error()));
                ImportOptions options;
                options.limit = static_cast<std::size_t>(args->limit);
                auto imported = importTrace(path, *format, options);
                if (interrupted()) return interruptedExit();
                if (!imported) return fail(imported.error());
                const auto& jobs = imported.value().workload.jobs;
                std::vector<double> durations, sizes;
                double gpuSeconds = 0, last = 0;
                for (const auto& j : jobs) {
                    durations.push_back(j.duration);
                    sizes.push_back(j.gpus);
                    gpuSeconds += j.duration * j.gpus;
                    last = std::max(last, j.submitTime);
                }
                std::printf("trace      %s (%s)\n", path.c_str(), format->c_str());
                std::printf("sha256     %s\n", imported.value().workload.sha256.c_str());
                std::printf("jobs       %zu (%zu rows read, %zu skipped)\n", jobs.size(), imported.value().report.rowsRead,
                    imported.value().report.skipped.size());
                std::printf("GPU-hours  %.1f\n", gpuSeconds / 3600);
                std::printf("span       %s of submissions\n", formatDuration(last).c_str());
                std::printf("%-10s %12s %12s %12s %12s %12s %12s\n", "", "min", "p50", "p90", "p95", "p99", "max");
                auto row = [&](const char* name, std::vector<double> v, bool time) {
                    std::sort(v.begin(), v.end());
                    std::printf("%-10s", name);
                    for (double p : { 0.0, 50.0, 90.0, 95.0, 99.0, 100.0 }) {
                        const double x = p == 0 ? v.front() : percentile(v, p);
                        std::printf(" %s", padLeft(time ? formatDuration(x) : formatNumber(x), 12).c_str());
                    }
                    std::printf("\n");
                };
                if (!jobs.empty()) {
                    row("duration", durations, true);
                    row("GPUs", sizes, false);
                }
                return kOk;
            } };
}

} // namespace gantry::cli
