/// `run` and `compare`: one scenario (or a trace with quick flags), or a scenario with all its variants.

#include "app/cli/Command.h"

#include "core/engine/SpeedModel.h"
#include "core/io/ScenarioIo.h"
#include "core/io/TraceImport.h"
#include "core/metrics/Comparison.h"
#include "core/metrics/OutputWriter.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/Distribute.h"
#include "core/run/Messenger.h"
#include "core/run/Pieces.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/FieldCoder.h"
#include "core/util/Format.h"
#include "core/util/OutputFolder.h"
#include "core/util/Text.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gantry::cli {
namespace {

void printSummary(const RunResult& r)
{
    const Summary& s = r.summary;
    std::printf("scenario   %s%s\n", r.meta.scenarioName.c_str(),
        r.meta.variantName.empty() ? "" : (" / " + r.meta.variantName).c_str());
    std::printf("policy     %s\n", r.meta.policy.c_str());
    std::printf("model      %s\n", r.meta.assumptions.c_str());
    const std::string timedOut = s.timedOut > 0 ? ", " + std::to_string(s.timedOut) + " timed out" : std::string();
    std::printf("jobs       %d (%d finished%s, %d rejected, %d unfinished) on %d GPUs\n", s.jobs, s.finished, timedOut.c_str(),
        s.rejected, s.unfinished, r.meta.gpus);
    if (s.rejected > 0) std::printf("           %s\n", rejectedText(r).c_str());
    std::printf("avg JCT    %s   (median %s, p95 %s, p99 %s)\n", formatDuration(s.avgJct).c_str(),
        formatDuration(s.medianJct).c_str(), formatDuration(s.p95Jct).c_str(), formatDuration(s.p99Jct).c_str());
    std::printf("makespan   %s\n", formatDuration(s.makespan).c_str());
    std::printf("queueing   %s avg, %s p95\n", formatDuration(s.avgWait).c_str(), formatDuration(s.p95Wait).c_str());
    std::printf("GPU util   %s\n", formatPercent(s.gpuUtilization).c_str());
    std::printf("cost       cluster %s a month (%s over %s), usage %s (GPU-hours held x price); billing %s: the %s is paid\n",
        formatMoney(perMonth(s.clusterCost, s.costPeriod)).c_str(), formatMoney(s.clusterCost).c_str(), formatDuration(s.costPeriod).c_str(),
        formatMoney(s.usageCost).c_str(), billingName(r.meta.billing), billsUsage(r.meta.billing) ? "usage cost" : "cluster's cost");
    std::printf("comm       %s of GPU time\n", formatPercent(s.commOverhead).c_str());
    std::printf("fairness   %.3f (Jain's index over slowdowns; avg slowdown %.2f)\n", s.fairness, s.avgSlowdown);
    std::printf("preempted  %d, failures %d\n", s.preemptions, s.failures);
    for (const TenantSummary& t : r.tenants)
        std::printf("tenant     %-14s %5d jobs, avg JCT %s, avg wait %s, %s of GPU time%s\n", t.name.c_str(), t.summary.jobs,
            formatDuration(t.summary.avgJct).c_str(), formatDuration(t.summary.avgWait).c_str(), formatPercent(t.gpuShare).c_str(),
            t.quotaUse < 0 ? "" : (", " + formatPercent(t.quotaUse) + " of its quota").c_str());
    if (!r.tenants.empty()) std::printf("tenants    fairness %.3f (Jain's index over their average slowdowns)\n", r.tenantFairness);
    std::printf("seed %llu, gantry %s, scenario sha256 %s\n", static_cast<unsigned long long>(r.meta.seed),
        r.meta.version.c_str(), r.meta.scenarioSha256.c_str());
}

/// "2x32x8" -> racks, machines per rack, GPUs per machine (each 1..100000).
std::optional<std::array<int, 3>> parseShape(const std::string& text)
{
    std::array<int, 3> out {};
    std::size_t pos = 0;
    for (int index = 0; index < 3; ++index) {
        const std::size_t x = text.find('x', pos);
        if ((index < 2) == (x == std::string::npos)) return std::nullopt;
        const std::string part = text.substr(pos, x == std::string::npos ? std::string::npos : x - pos);
        int value = 0;
        if (!CLI::detail::lexical_cast(part, value) || value <= 0 || value > 100000) return std::nullopt;
        out[index] = value;
        pos = x + 1;
    }
    return out;
}

/// The scenario a command works on: a file, or (run only) a trace with quick flags.
struct ScenarioSource {
    std::string file;
    std::string trace, format, cluster = "2x32x8", policy = "fifo", placement, speedModel;
    int limit = 0;
    std::uint64_t seed = 0;
    CLI::Option* traceOption = nullptr;
    CLI::Option* seedOption = nullptr;
    CLI::Option* limitOption = nullptr;
    CLI::Option* placementOption = nullptr;
    CLI::Option* speedModelOption = nullptr;

    Result<Scenario> fromQuickFlags() const
    {
        Scenario s;
        s.name = std::filesystem::path(trace).filename().string();
        s.workload.trace = std::filesystem::absolute(trace).string();
        auto resolved = resolveTraceFormat(trace, format);
        if (!resolved) return asFormatOption(resolved.error());
        s.workload.format = *resolved;
        auto dims = parseShape(cluster);
        if (!dims)
            return Error { ErrorCode::BadValue, "expected RACKSxMACHINESxGPUS such as 2x32x8, got '" + cluster + "'",
                { "", 0, 0, "--cluster" } };
        s.cluster = Cluster::uniform((*dims)[0], (*dims)[1], (*dims)[2]);
        if (limitOption && limitOption->count()) s.workload.limit = limit;
        std::string ordering = policy;
        if (auto plus = ordering.find('+'); plus != std::string::npos) {
            s.policy.placement.name = ordering.substr(plus + 1);
            ordering = ordering.substr(0, plus);
        }
        const auto& registry = PolicyRegistry::instance();
        if (registry.find(PolicyKind::Scheduler, ordering)) s.policy.scheduler.name = ordering;
        else s.policy.ordering.name = ordering;
        if (placementOption && placementOption->count()) s.policy.placement.name = placement;
        if (speedModelOption && speedModelOption->count()) s.speedModel.name = speedModel;
        if (auto st = registry.validate(s.policy); !st) return st.error();
        return s;
    }

    Result<Scenario> load() const
    {
        Result<Scenario> scenario = traceOption && traceOption->count() ? fromQuickFlags()
            : file.empty() ? Result<Scenario>(Error { ErrorCode::MissingField, "needs a scenario file or --trace FILE", {} })
                           : loadScenario(file);
        if (scenario && seedOption->count()) scenario.value().seed = seed;
        return scenario;
    }
};


void addSeedOption(CLI::App* command, ScenarioSource& source)
{
    source.seedOption = command->add_option("--seed", source.seed, "Random seed (replaces the scenario's)")->check(seedNumber())
                            ->type_name("N");
}

} // namespace

Command addRunCommand(CLI::App& app)
{
    struct Args {
        ScenarioSource source;
        std::string variant, out;
        bool quiet = false;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("run", "Simulate one scenario (or a trace with quick flags) and print its summary");
    cmd->footer("--out writes jobs.csv, schedule.csv, summary.json, timeseries.csv and decisions.jsonl into DIR.\n"
                "Example: gantry-cli run --trace philly.csv --cluster 2x32x8 --policy tiresias+consolidate");
    ScenarioSource& src = args->source;
    auto* file = cmd->add_option("SCENARIO", src.file, "Scenario file (YAML)")->type_name("");
    src.traceOption = cmd->add_option("--trace", src.trace, "Run this trace instead of a scenario file")
                        ->type_name("FILE")->excludes(file)->group("Quick flags (with --trace)");
    auto quick = [&](CLI::Option* o) { return o->needs(src.traceOption)->group("Quick flags (with --trace)"); };
    quick(cmd->add_option("--format", src.format, "Trace format (default: detected)")
              ->type_name("NAME")->check(CLI::IsMember(traceFormatNames())));
    quick(cmd->add_option("--cluster", src.cluster, "Uniform cluster RACKSxMACHINESxGPUS")->type_name("RxMxG")->capture_default_str());
    quick(cmd->add_option("--policy", src.policy, "ORDERING[+PLACEMENT], or a scheduler (gantry-cli policies)")
              ->type_name("POLICY")->capture_default_str());
    src.placementOption = quick(cmd->add_option("--placement", src.placement, "Placement policy")->type_name("NAME"));
    src.speedModelOption = quick(cmd->add_option("--speed-model", src.speedModel, "Speed model")
                                   ->type_name("NAME")->check(CLI::IsMember(speedModelNames())));
    src.limitOption = quick(cmd->add_option("--limit", src.limit, "Only the first N jobs (0: all)")
                              ->type_name("N")->check(wholeNumber(0, 1000000000)));
    cmd->add_option("--variant", args->variant, "Run this variant of the scenario instead of its base")
        ->type_name("NAME")->excludes(src.traceOption);
    cmd->add_option("--out", args->out, "Write the run's output files into DIR")->type_name("DIR");
    addSeedOption(cmd, src);
    cmd->add_flag("--quiet,-q", args->quiet, "Print nothing but errors");

    return { cmd, [args] {
                std::optional<OutputFolder> folder;
                if (auto exit = openOutputFolder(args->out, folder)) return *exit;
                auto scenario = args->source.load();
                if (!scenario) return fail(scenario.error());
                Scenario s = std::move(scenario.value());
                const auto found = findVariant(s, args->variant, args->source.file);
                if (!found) return fail(found.error());
                const int index = *found;
                // A fork runs with its base (it starts from the base's state at its time): only the two.
                std::optional<Scenario> forkWithBase;
                std::optional<Scenario> base; // of a variant: its cost period is the base workload's
                if (index >= 0) {
                    base = s;
                    auto fork = forkOf(s, index);
                    if (!fork) return fail(locateInScenarioFile(fork.error(), args->source.file));
                    if (fork->has_value()) {
                        forkWithBase = s;
                        forkWithBase->variants = { s.variants[static_cast<std::size_t>(index)] };
                    }
                    auto applied = applyVariant(s, index);
                    if (!applied) return fail(locateInScenarioFile(applied.error(), args->source.file));
                    s = std::move(applied.value());
                }
                s.variants.clear();
                // Set up before the run, as compare does: a policy that cannot be (a missing model) is
                // located at the field that names it; with --variant, in the variant.
                if (auto st = checkRunnable(s); !st) {
                    const Error error = index < 0
                        ? st.error()
                        : variantError(relocatePolicyError(st.error(), "variants[" + std::to_string(index) + "].policy"), args->variant);
                    return fail(locateInScenarioFile(error, args->source.file));
                }
                ProgressBar bar(!args->quiet);
                RunOptions options;
                options.variantName = args->variant;
                if (base && !forkWithBase && !sharesWorkload(s, *base) && s.cost.periodSeconds <= 0) {
                    auto baseWorkload = loadWorkload(*base);
                    if (!baseWorkload) return fail(locateInScenarioFile(baseWorkload.error(), args->source.file));
                    options.costPeriod = costPeriodOf(*base, baseWorkload.value());
                }
                options.resultTakesJobStates = true; // the one result this command keeps
                if (folder) options.decisionLogPath = folder->path("decisions.jsonl"); // streamed, not held
                else options.dropDecisionLog = options.dropSchedule = true; // only the summary is printed
                options.progress = [&](double f) {
                    bar.update("simulating", f);
                    return !interrupted();
                };
                const auto t0 = std::chrono::steady_clock::now();
                Result<RunResult> result = Error { ErrorCode::Internal, "not run", {} };
                if (forkWithBase) {
                    auto both = runVariants(*forkWithBase, 2, [&](int run, double f) {
                        if (run == 1) bar.update("simulating", f);
                        return !interrupted();
                    });
                    if (both) result = std::move(both->back());
                    else result = both.error();
                } else {
                    result = runScenario(s, options);
                }
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!result)
                    return fail(locateInScenarioFile(index < 0 || forkWithBase ? result.error() : variantError(moveIntoVariant(result.error(), *base, index), args->variant),
                                              args->source.file));
                const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                if (!args->quiet) {
                    printSummary(result.value());
                    std::fprintf(stderr, "simulated %llu events in %.2f s\n",
                        static_cast<unsigned long long>(result.value().events), wall);
                }
                if (folder) {
                    if (auto st = writeRunFiles(result.value(), folder->path(".")); !st) return fail(st.error());
                    if (interrupted()) return interruptedExit(); // the folder keeps its previous set
                    if (auto st = folder->commit(provenanceLine(result.value())); !st) return fail(st.error());
                    if (!args->quiet) std::printf("outputs written to %s\n", printable(args->out).c_str());
                }
                return kOk;
            } };
}

namespace {
/// A rank of `mpirun ... compare` above 0: simulates the runs from time zero it is given (a piece's note:
/// the run's index, and the folder of rank 0's output where its files go, or none), writes their files
/// there and sends back what the comparison reads.
int compareWorker(Messenger& mpi, const ScenarioSource& source)
{
    auto scenario = source.load();
    std::optional<SharedWorkload> base;
    if (scenario) base.emplace(expandVariants(scenario.value()).front().scenario.value());
    servePieces(mpi, [&](std::size_t, const std::string& note) -> Result<std::string> {
        if (!scenario) return scenario.error();
        FieldReader fields(note);
        const std::size_t run = std::size_t(fields.whole());
        const std::string dir = fields.text();
        if (!fields.complete()) return Error { ErrorCode::Internal, "not a comparison's run as rank 0 hands it out", {} };
        auto result = runVariantFromZero(scenario.value(), run, *base, dir.empty() ? std::string() : dir + "/decisions.jsonl", false);
        if (!result) return result.error();
        if (!dir.empty())
            if (auto st = writeRunFiles(result.value(), dir); !st) return st.error();
        return encodeRunSummary(result.value());
    });
    return kOk;
}
} // namespace

Command addCompareCommand(CLI::App& app)
{
    struct Args {
        ScenarioSource source;
        std::string out;
        int threads = 2;
        bool csv = false;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("compare", "Run a scenario and all its variants side by side; changes against the base");
    cmd->footer("--out writes each run's files into DIR/<variant>/ and the exact values into DIR/comparison.csv.");
    cmd->add_option("SCENARIO", args->source.file, "Scenario file (YAML)")->type_name("")->required();
    addSeedOption(cmd, args->source);
    cmd->add_option("--threads", args->threads, "Runs in parallel (results never depend on it)")
        ->type_name("N")->check(wholeNumber(1, 64))->capture_default_str();
    cmd->add_option("--out", args->out, "Write every run's outputs and comparison.csv into DIR")->type_name("DIR");
    cmd->add_flag("--csv", args->csv, "Print the exact values as CSV instead of the table");

    return { cmd, [args] {
                // Under mpirun every rank reads the scenario; rank 0 runs the forks (they continue from its
                // base run) and hands the runs from time zero out to the others, which write their own
                // runs' files into its output folder and send back what the comparison reads.
                Shard whole;
                Messenger* mpi = nullptr;
                if (auto exit = parseShardAndRanks({}, whole, mpi)) return *exit;
                if (mpi && mpi->rank() > 0) return compareWorker(*mpi, args->source);
                WorkersStop workersStop(mpi);
                std::optional<OutputFolder> folder;
                if (auto exit = openOutputFolder(args->out, folder)) return *exit;
                auto scenario = args->source.load();
                if (!scenario) return fail(scenario.error());
                const Scenario& s = scenario.value();
                ProgressBar bar(true);
                // With --out every run streams its decision log into its own folder as it goes.
                std::vector<std::string> names { "" };
                for (const Variant& v : s.variants) names.push_back(v.name);
                const std::vector<std::string> folders = runFolders(names);
                std::function<std::string(int)> decisionLog;
                if (folder) {
                    for (const std::string& f : folders) {
                        std::error_code ec;
                        std::filesystem::create_directories(folder->path(f), ec);
                        if (ec) return fail({ ErrorCode::Io, "cannot create the output folder: " + ec.message(), { folder->path(f) } });
                    }
                    decisionLog = [&](int run) { return folder->path(folders[static_cast<std::size_t>(run)] + "/decisions.jsonl"); };
                }
                auto results = runVariants(
                    s, args->threads,
                    [&](int run, double f) {
                        bar.update("run " + std::to_string(run + 1) + "/" + std::to_string(s.variants.size() + 1), f);
                        return !interrupted();
                    },
                    decisionLog, /*keepDecisionLogs=*/false, // streamed with --out; only summaries printed otherwise
                    mpi ? RunsElsewhere([&](const std::vector<std::size_t>& plain, std::vector<std::optional<Result<RunResult>>>& out) {
                        // Piece k is run plain[k]: its index, then where its decision log and files go (none
                        // without --out), travel as its note (runPieces, core/run/Pieces.h).
                        PieceOptions pieces;
                        pieces.ranks = mpi;
                        pieces.note = [&](std::size_t k) {
                            return FieldWriter().whole(plain[k]).text(folder ? folder->path(folders[plain[k]]) : std::string()).bytes();
                        };
                        runPieces(plain.size(), pieces, {}, [&](std::size_t k, const Result<std::string>& bytes) {
                            Result<RunResult> run = bytes ? decodeRunSummary(bytes.value()) : Result<RunResult>(bytes.error());
                            if (run) run.value().filesWritten = bool(folder);
                            out[plain[k]] = std::move(run);
                        });
                        workersStop.now();
                    })
                        : RunsElsewhere());
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!results) return fail(locateInScenarioFile(results.error(), args->source.file));
                const auto& runs = results.value();
                if (args->csv) {
                    std::fputs(comparisonCsv(runs).c_str(), stdout);
                } else {
                    std::printf("%s: %zu runs, seed %llu, gantry %s, scenario sha256 %s\n\n", s.name.c_str(), runs.size(),
                        static_cast<unsigned long long>(s.seed), runs.front().meta.version.c_str(),
                        runs.front().meta.scenarioSha256.c_str());
                    std::fputs(comparisonText(runs).c_str(), stdout);
                }
                if (folder) {
                    if (interrupted()) return interruptedExit();
                    if (auto st = writeComparisonOutputs(runs, *folder); !st) return fail(st.error());
                    if (!args->csv) std::printf("\noutputs written to %s (exact values in comparison.csv)\n", printable(args->out).c_str());
                }
                return kOk;
            } };
}

} // namespace gantry::cli
