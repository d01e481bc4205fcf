#include "app/cli/Cli.h"
#include "app/cli/Command.h"

#include "core/Version.h"
#include "core/engine/SpeedModel.h"
#include "core/io/ScenarioIo.h"
#include "core/io/TraceImport.h"
#include "core/metrics/Comparison.h"
#include "core/metrics/OutputWriter.h"
#include "core/plan/Planner.h"
#include "core/policy/PolicyRegistry.h"
#include "core/report/Report.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Suggest.h"
#include "core/util/Text.h"
#include "core/util/OutputFolder.h"
#include "core/util/Format.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <unistd.h>
#include <spawn.h>
#include <sys/wait.h>
#include <cerrno>
#include <cstring>
#include <vector>

namespace gantry::cli {
namespace {

constexpr const char* kFooter = "Exit codes: 0 ok, 1 failure, 2 bad input (the message names the file, line and field).";


/// CLI11's help without the "Needs:"/"Excludes:" tags: the option groups and descriptions say it in words.
class HelpFormatter : public CLI::Formatter {
public:
    std::string make_option_opts(const CLI::Option* opt) const override
    {
        if (!opt->get_option_text().empty()) return " " + opt->get_option_text();
        if (opt->get_type_size() == 0) return {};
        std::string out;
        if (!opt->get_type_name().empty()) out += " " + opt->get_type_name();
        if (!opt->get_default_str().empty()) out += " (default " + opt->get_default_str() + ")";
        if (opt->get_expected_max() == CLI::detail::expected_max_vector_size) out += " ...";
        if (opt->get_required() && !opt->get_positional()) out += " (required)";
        return out;
    }
};

/// A progress bar on stderr when it is a terminal; silent otherwise (logs stay clean).
class ProgressBar {
public:
    explicit ProgressBar(bool enabled) : m_enabled(enabled && ::isatty(STDERR_FILENO)) { }
    ~ProgressBar() { finish(); }
    void update(const std::string& label, double fraction)
    {
        if (!m_enabled) return;
        const int percent = static_cast<int>(fraction * 100);
        if (percent == m_lastPercent && label == m_lastLabel) return;
        m_lastPercent = percent;
        m_lastLabel = label;
        const int width = 30, filled = static_cast<int>(fraction * width);
        std::fprintf(stderr, "\r%-24.24s [%s%s] %3d%%", label.c_str(), std::string(filled, '#').c_str(),
            std::string(width - filled, ' ').c_str(), percent);
        m_shown = true;
    }
    void finish()
    {
        if (m_shown) std::fprintf(stderr, "\r%80s\r", "");
        m_shown = false;
    }

private:
    bool m_enabled;
    bool m_shown = false;
    int m_lastPercent = -1;
    std::string m_lastLabel;
};

void printSummary(const RunResult& r)
{
    const Summary& s = r.summary;
    std::printf("scenario   %s%s\n", r.meta.scenarioName.c_str(),
        r.meta.variantName.empty() ? "" : (" / " + r.meta.variantName).c_str());
    std::printf("policy     %s\n", r.meta.policy.c_str());
    std::printf("model      %s\n", r.meta.assumptions.c_str());
    std::printf("jobs       %d (%d finished, %d rejected, %d unfinished) on %d GPUs\n", s.jobs, s.finished, s.rejected,
        s.unfinished, r.meta.gpus);
    std::printf("avg JCT    %s   (median %s, p95 %s, p99 %s)\n", formatDuration(s.avgJct).c_str(),
        formatDuration(s.medianJct).c_str(), formatDuration(s.p95Jct).c_str(), formatDuration(s.p99Jct).c_str());
    std::printf("makespan   %s\n", formatDuration(s.makespan).c_str());
    std::printf("queueing   %s avg, %s p95\n", formatDuration(s.avgWait).c_str(), formatDuration(s.p95Wait).c_str());
    std::printf("GPU util   %s\n", formatPercent(s.gpuUtilization).c_str());
    std::printf("cost       %s\n", formatMoney(s.totalCost).c_str());
    std::printf("comm       %s of GPU time\n", formatPercent(s.commOverhead).c_str());
    std::printf("fairness   %.3f (Jain's index over slowdowns; avg slowdown %.2f)\n", s.fairness, s.avgSlowdown);
    std::printf("preempted  %d, failures %d\n", s.preemptions, s.failures);
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

/// On the command line the format is chosen with --format: an undetectable trace's error says so.
Error asFormatOption(Error error)
{
    if (error.code == ErrorCode::UnknownName) {
        error.message = "cannot tell the trace's format from its first lines; pass --format";
        error.where.field = "--format";
    }
    return error;
}

/// An error the core located in the scenario by field only (a policy that cannot be set up) names the
/// scenario file, line and column too.
Error inScenarioFile(Error error, const std::string& file) { return locateInScenarioFile(std::move(error), file); }

std::vector<std::string> traceFormatNames()
{
    std::vector<std::string> names;
    for (const auto& f : traceFormats()) names.push_back(f.name);
    return names;
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

/// Opens --out's folder (if any) before any work, so that a bad location is found at once rather than
/// after the simulation. Returns the exit code when it cannot be opened.
std::optional<int> openOutputFolder(const std::string& out, std::optional<OutputFolder>& folder)
{
    if (out.empty()) return std::nullopt;
    auto opened = OutputFolder::open(out);
    if (!opened) return fail(opened.error());
    folder.emplace(std::move(opened.value()));
    return std::nullopt;
}

void addSeedOption(CLI::App* command, ScenarioSource& source)
{
    source.seedOption = command->add_option("--seed", source.seed, "Random seed (replaces the scenario's)")->check(seedNumber())
                            ->type_name("N");
}

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
                int index = -1;
                if (!args->variant.empty()) {
                    for (int i = 0; i < static_cast<int>(s.variants.size()); ++i)
                        if (s.variants[i].name == args->variant) index = i;
                    if (index < 0)
                        return fail({ ErrorCode::UnknownName, "no variant named '" + args->variant + "'", { "", 0, 0, "--variant" } });
                    auto applied = applyVariant(s, index);
                    if (!applied) return fail(inScenarioFile(applied.error(), args->source.file));
                    s = std::move(applied.value());
                }
                s.variants.clear();
                // Set up before the run, as compare does: a policy that cannot be (a missing model) is
                // located at the field that names it; with --variant, in the variant.
                if (auto st = checkRunnable(s); !st) {
                    const Error error = index < 0 ? st.error()
                                                  : relocatePolicyError(st.error(), "variants[" + std::to_string(index) + "].policy",
                                                      "variant '" + args->variant + "': ");
                    return fail(inScenarioFile(error, args->source.file));
                }
                ProgressBar bar(!args->quiet);
                RunOptions options;
                options.variantName = args->variant;
                if (folder) options.decisionLogPath = folder->path("decisions.jsonl"); // streamed, not held
                else options.dropDecisionLog = true; // only the summary is printed: nothing reads the log
                options.progress = [&](double f) {
                    bar.update("simulating", f);
                    return !interrupted();
                };
                const auto t0 = std::chrono::steady_clock::now();
                auto result = runScenario(s, options);
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!result) return fail(inScenarioFile(result.error(), args->source.file));
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
                    decisionLog, /*keepDecisionLogs=*/false); // streamed with --out; only summaries printed otherwise
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!results) return fail(inScenarioFile(results.error(), args->source.file));
                const auto& runs = results.value();
                if (args->csv) {
                    std::fputs(comparisonCsv(runs).c_str(), stdout);
                } else {
                    std::printf("%s: %zu runs, seed %llu, gantry %s, scenario sha256 %s\n\n", s.name.c_str(), runs.size(),
                        static_cast<unsigned long long>(s.seed), runs.front().meta.version.c_str(),
                        runs.front().meta.scenarioSha256.c_str());
                    std::fputs(comparisonTable(runs).c_str(), stdout);
                }
                if (folder) {
                    if (interrupted()) return interruptedExit();
                    if (auto st = writeComparisonOutputs(runs, *folder); !st) return fail(st.error());
                    if (!args->csv) std::printf("\noutputs written to %s (exact values in comparison.csv)\n", printable(args->out).c_str());
                }
                return kOk;
            } };
}

Command addPlanCommand(CLI::App& app)
{
    struct Args {
        std::string file, out;
        int threads = 2;
        bool exhaustive = false;
        bool noEarlyStop = false;
        bool assumeMonotone = false;
        long long maxConfigurations = kDefaultMaxConfigurations;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("plan", "Find the cheapest cluster that meets the scenario's service levels (its plan: section)");
    cmd->footer("--out writes plan.csv (every configuration simulated, with why it failed) into DIR.");
    cmd->add_option("SCENARIO", args->file, "Scenario file (YAML) with a plan: section")->type_name("")->required();
    cmd->add_option("--threads", args->threads, "Workloads simulated in parallel (results never depend on it)")
        ->type_name("N")->check(wholeNumber(1, 64))->capture_default_str();
    cmd->add_option("--out", args->out, "Write plan.csv into DIR")->type_name("DIR");
    cmd->add_flag("--exhaustive", args->exhaustive, "Simulate every configuration of the grid (to check the search)");
    cmd->add_flag("--no-early-stop", args->noEarlyStop, "Run every simulation to its end");
    cmd->add_option("--max-configurations", args->maxConfigurations,
           "Refuse a grid of more configurations (policies x machine counts) than this")
        ->type_name("N")->check(CLI::PositiveNumber)->capture_default_str();
    cmd->add_flag("--assume-monotone", args->assumeMonotone,
        "Assume more machines never hurt and bisect counts (far fewer runs; wrong where slow GPUs do hurt)");

    return { cmd, [args] {
                std::optional<OutputFolder> folder;
                if (auto exit = openOutputFolder(args->out, folder)) return *exit;
                auto scenario = loadScenario(args->file);
                if (!scenario) return fail(scenario.error());
                const Scenario& s = scenario.value();
                if (s.plan.empty())
                    return fail({ ErrorCode::MissingField, "the scenario has no plan: section (docs/scenario-format.md, \"plan\")",
                        { args->file, 0, 0, "plan" } });
                ProgressBar bar(true);
                PlanOptions options;
                options.threads = args->threads;
                options.exhaustive = args->exhaustive;
                options.earlyStop = !args->noEarlyStop;
                options.assumeMonotone = args->assumeMonotone;
                options.maxConfigurations = args->maxConfigurations;
                options.maxConfigurationsOption = "--max-configurations";
                // What the search may cost, said before it starts (a whole-grid search simulates every point).
                if (auto size = planGridSize(s.plan); size && *size <= args->maxConfigurations) {
                    const bool wholeGrid = args->exhaustive || s.plan.objective == PlanObjective::TotalCost;
                    const std::size_t seeds = std::max<std::size_t>(1, s.plan.seeds.size());
                    std::fprintf(stderr, "searching a grid of %s configurations x %zu workload seeds%s\n", formatCount(*size).c_str(),
                        seeds,
                        wholeGrid ? (args->exhaustive ? " (--exhaustive: every one is simulated)"
                                                      : " (objective total_cost: every one is simulated)")
                                  : " (cheapest first, cut by cost: usually a small part of it)");
                }
                options.progress = [&](const PlanPoint&, int done, long long grid) {
                    bar.update("configuration " + std::to_string(done) + " (grid " + std::to_string(grid) + ")",
                        grid > 0 ? std::min(1.0, double(done) / double(grid)) : 0.0);
                    return !interrupted();
                };
                const auto started = std::chrono::steady_clock::now();
                auto outcome = runPlan(s, options);
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!outcome) return fail(inScenarioFile(outcome.error(), args->file));
                const PlanOutcome& o = outcome.value();
                const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
                std::printf("%s: plan over %zu policies, %zu workload seeds, gantry %s\n", s.name.c_str(), o.policies.size(),
                    o.seeds.size(), kVersion);
                std::printf("service levels: %s\n\n", describeLevels(s.plan).c_str());
                if (!o.impossible.empty()) {
                    std::printf("no configuration within the bounds can meet the levels, for any policy: %s\n",
                        o.impossible.c_str());
                    std::printf("(the GPU-hours bound, before any search: nothing of the grid of %s configurations was simulated)\n",
                        o.gridSize > 0 ? formatCount(o.gridSize).c_str() : "more than 9.2e18");
                }
                for (std::size_t p = 0; p < o.policies.size(); ++p) {
                    std::printf("%s\n", o.policies[p].c_str());
                    if (o.best[p] < 0) {
                        std::printf("  no configuration within the bounds meets the levels\n");
                        continue;
                    }
                    const PlanPoint& b = o.points[std::size_t(o.best[p])];
                    const ServiceMetric main = s.plan.serviceLevels.front().metric;
                    std::printf("  cheapest: %s, %s/h (%s over the trace); %s %s\n", describeConfiguration(s.plan, b.counts).c_str(),
                        formatMoney(b.costPerHour).c_str(), formatMoney(b.totalCost).c_str(), serviceMetricName(main),
                        formatLevelValue(main, b.mainMetric).c_str());
                }
                int stopped = 0, bounded = 0;
                for (const auto& point : o.points) {
                    stopped += point.stoppedEarly ? 1 : 0;
                    bounded += point.bounded ? 1 : 0;
                }
                std::printf("\n%zu of a grid of %s configurations looked at: %d ruled out by the GPU-hours bound, %zu simulated "
                            "(%d runs, %d stopped early once a level was certainly missed), %.1f s\n",
                    o.points.size(), o.gridSize > 0 ? std::to_string(o.gridSize).c_str() : "more than 9.2e18", bounded, o.points.size() - std::size_t(bounded), o.simulations, stopped, seconds);
                if (folder) {
                    if (auto st = writeFileAtomically(folder->path("plan.csv"), planCsv(s, o)); !st) return fail(st.error());
                    if (auto st = folder->commit("# gantry " + std::string(kVersion) + " scenario_sha256=" + scenarioHash(s)); !st)
                        return fail(st.error());
                    std::printf("every configuration and why it failed: %s/plan.csv\n", printable(args->out).c_str());
                }
                return kOk;
            } };
}

struct ReportArgs {
    std::string file, out;
    int threads = 2;
    bool noPlan = false;
};

/// PDF reports need Qt's PDF writer, which gantry-cli does not load (it starts in milliseconds without
/// Qt): the gantry program beside it writes them (`gantry --headless --report FILE.pdf`). Its exit
/// status is this command's. Ctrl-C at a terminal reaches both (one process group); a signal sent to
/// this process alone (SIGTERM from a job manager) is passed on, and the child is waited for, so no
/// report is left half-drawn.
int writePdfReportWithGui(const ReportArgs& args)
{
    std::vector<std::string> candidates;
    if (const char* gui = std::getenv("GANTRY_GUI"); gui && *gui) {
        candidates.push_back(gui);
    } else {
        std::error_code ec;
        const auto dir = std::filesystem::read_symlink("/proc/self/exe", ec).parent_path();
        candidates = { (dir / "gantry").string(), (dir / "gui" / "gantry").string() }; // installed; build tree
    }
    const auto found = std::find_if(candidates.begin(), candidates.end(), [](const std::string& c) { return ::access(c.c_str(), X_OK) == 0; });
    if (found == candidates.end())
        return fail({ ErrorCode::FileNotFound, "PDF reports are drawn by the gantry program, which is not installed (looked for "
                + candidates.front() + (candidates.size() > 1 ? " and " + candidates.back() : std::string()) + "); write FILE.html instead",
            { args.out, 0, 0, "--out" } });
    std::vector<std::string> argv { *found, "--headless", "--report", args.out, "--threads", std::to_string(args.threads) };
    if (args.noPlan) argv.push_back("--no-plan");
    argv.push_back(args.file);
    std::vector<char*> cargv;
    for (auto& a : argv) cargv.push_back(a.data());
    cargv.push_back(nullptr);
    pid_t child = 0;
    if (const int e = ::posix_spawn(&child, found->c_str(), nullptr, nullptr, cargv.data(), environ); e != 0)
        return fail({ ErrorCode::Io, *found + ": " + std::strerror(e), { args.out, 0, 0, "--out" } });
    int status = 0;
    bool forwarded = false;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR)
        if (interrupted() && !forwarded) {
            ::kill(child, interruptSignal());
            forwarded = true;
        }
    if (interrupted()) return interruptedExit();
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

Command addReportCommand(CLI::App& app)
{
    auto args = std::make_shared<ReportArgs>();
    auto* cmd = app.add_subcommand("report", "Write a scenario's report (HTML or PDF): every variant, charts, the plan");
    cmd->add_option("SCENARIO", args->file, "Scenario file (YAML)")->type_name("")->required();
    cmd->add_option("--out", args->out, "The report file: FILE.html (self-contained) or FILE.pdf")->type_name("FILE")->required();
    cmd->add_option("--threads", args->threads, "Runs in parallel (results never depend on it)")
        ->type_name("N")->check(wholeNumber(1, 64))->capture_default_str();
    cmd->add_flag("--no-plan", args->noPlan, "Leave out the capacity plan even if the scenario has one");
    cmd->footer("The report holds the question, cluster, workload, results with changes, charts (inline SVG), the "
                "plan's answer, assumptions and provenance; SOURCE_DATE_EPOCH sets its date. PDFs are drawn by Qt: "
                "gantry-cli hands them to the gantry program installed beside it.");

    return { cmd, [args] {
                auto format = checkReportPath(args->out);
                if (!format) return fail(format.error());
                const bool pdf = *format == ReportFormat::Pdf;
                auto scenario = loadScenario(args->file);
                if (!scenario) return fail(scenario.error());
                if (pdf) return writePdfReportWithGui(*args);
                const Scenario& s = scenario.value();
                ProgressBar bar(true);
                auto input = prepareReport(s, !args->noPlan, args->threads, [&](const std::string& what, double f) {
                    bar.update(what, f);
                    return !interrupted();
                });
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!input) return fail(inScenarioFile(input.error(), args->file));
                if (auto st = writeFileAtomically(args->out, reportHtml(input.value())); !st) return fail(st.error());
                std::printf("report written to %s\n", printable(args->out).c_str());
                return kOk;
            } };
}

Command addImportCommand(CLI::App& app)
{
    struct Args {
        std::string trace, format, companion, out;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("import", "Convert a trace to Gantry's common CSV, with a validation report");
    cmd->footer("The report goes to stderr; without --out the CSV goes to stdout.");
    cmd->add_option("TRACE", args->trace, "Trace file")->type_name("")->required();
    cmd->add_option("--format", args->format, "Trace format (default: detected)")
        ->type_name("NAME")->check(CLI::IsMember(traceFormatNames()));
    cmd->add_option("--companion", args->companion, "Second file some formats need (machine list, task table)")
        ->type_name("FILE");
    cmd->add_option("--out", args->out, "Write the common CSV to FILE")->type_name("FILE");

    return { cmd, [args] {
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

Command addPoliciesCommand(CLI::App& app)
{
    auto* cmd = app.add_subcommand("policies", "List every scheduler, ordering, placement and sizing policy with its parameters");
    return { cmd, [] {
                const auto& registry = PolicyRegistry::instance();
                for (PolicyKind kind : { PolicyKind::Scheduler, PolicyKind::Ordering, PolicyKind::Placement, PolicyKind::Sizing }) {
                    const auto list = registry.list(kind);
                    if (list.empty()) continue;
                    std::printf("%s:\n", policyKindName(kind));
                    for (const auto& info : list) {
                        std::printf("  %-16s %s%s\n", info.name.c_str(), info.title.c_str(), info.usesOracle ? " (oracle)" : "");
                        for (const auto& p : info.params)
                            std::printf("      %-24s default %-10s %s\n", p.name.c_str(), paramToString(p.defaultValue).c_str(),
                                p.description.c_str());
                    }
                }
                return kOk;
            } };
}

/// Every long option name ("--seed") of `command`, for suggestions and completions.
std::vector<std::string> optionNames(const CLI::App& command)
{
    std::vector<std::string> names;
    for (const CLI::Option* o : command.get_options())
        for (const auto& n : o->get_lnames()) names.push_back("--" + n);
    return names;
}

/// The bash completion script: subcommands, then each one's options; files everywhere else.
std::string bashCompletion(const CLI::App& app)
{
    std::string commands, cases;
    for (const CLI::App* sub : app.get_subcommands({})) {
        commands += (commands.empty() ? "" : " ") + sub->get_name();
        std::string options;
        for (const auto& n : optionNames(*sub)) options += (options.empty() ? "" : " ") + n;
        cases += "    " + sub->get_name() + ") opts=\"" + options + "\" ;;\n";
    }
    return "# bash completion for gantry-cli (generated by 'gantry-cli completion bash')\n"
           "_gantry_cli() {\n"
           "  local cur=${COMP_WORDS[COMP_CWORD]} opts\n"
           "  if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
           "    COMPREPLY=($(compgen -W \"" + commands + " --help --version\" -- \"$cur\"))\n"
           "    return\n"
           "  fi\n"
           "  case ${COMP_WORDS[1]} in\n" + cases +
           "    *) opts=\"\" ;;\n"
           "  esac\n"
           "  if [[ $cur == -* ]]; then\n"
           "    COMPREPLY=($(compgen -W \"$opts --help\" -- \"$cur\"))\n"
           "  else\n"
           "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
           "  fi\n"
           "}\n"
           "complete -o filenames -F _gantry_cli gantry-cli\n";
}

Command addCompletionCommand(CLI::App& app)
{
    auto shell = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("completion", "Print the shell completion script");
    cmd->footer("Install: gantry-cli completion bash > /etc/bash_completion.d/gantry-cli\n"
                "   or, for this shell only: source <(gantry-cli completion bash)");
    cmd->add_option("SHELL", *shell, "Shell")->type_name("")->required()->check(CLI::IsMember({ "bash" }));
    return { cmd, [&app] {
                std::fputs(bashCompletion(app).c_str(), stdout);
                return kOk;
            } };
}

/// "did you mean ...?" lines for every option on the command line that `command` does not know.
std::string suggestionsForUnknownOptions(const CLI::App& command, int argc, char** argv)
{
    const std::vector<std::string> known = optionNames(command);
    std::string out;
    for (int i = 1; i < argc; ++i) {
        std::string token = argv[i];
        if (token == "--") break;
        if (token.rfind("--", 0) != 0) continue;
        token = token.substr(0, token.find('='));
        if (std::find(known.begin(), known.end(), token) != known.end() || token == "--help") continue;
        const std::string guess = closestMatch(token, known);
        out += "  unknown option " + printable(token) + (guess.empty() ? "" : "; did you mean " + guess + "?") + "\n";
    }
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    CLI::App app { "Gantry's command line: a what-if planner for GPU clusters (headless).", "gantry-cli" };
    app.set_version_flag("--version", std::string("gantry-cli ") + kVersion);
    app.require_subcommand(1);
    app.footer(std::string("Run 'gantry-cli COMMAND --help' for a command's options.\n") + kFooter);
    auto formatter = std::make_shared<HelpFormatter>();
    formatter->column_width(30);
    app.formatter(formatter);
    std::vector<Command> commands { addRunCommand(app), addCompareCommand(app), addPlanCommand(app), addReportCommand(app),
        addImportCommand(app),
        addInspectCommand(app), addPoliciesCommand(app), addLessonCommand(app) };
    addLearnCommands(app, commands);
    commands.push_back(addCompletionCommand(app));
    for (const Command& c : commands) c.parser->footer(c.parser->get_footer() + (c.parser->get_footer().empty() ? "" : "\n") + kFooter);

    std::vector<std::string> names;
    for (const Command& c : commands) names.push_back(c.parser->get_name());
    if (argc < 2) {
        std::cerr << app.help();
        return kBadInput;
    }
    // "gantry-cli help [COMMAND]" is "gantry-cli [COMMAND] --help".
    std::vector<std::string> words(argv + 1, argv + argc);
    if (words.front() == "help") {
        words.erase(words.begin());
        words.push_back("--help");
    }
    const std::string& first = words.front();
    if (first.rfind("-", 0) != 0 && std::find(names.begin(), names.end(), first) == names.end()) {
        const std::string guess = closestMatch(first, names);
        std::fprintf(stderr, "gantry-cli: unknown command '%s'%s\nRun 'gantry-cli --help' for the commands.\n", printable(first).c_str(),
            guess.empty() ? "" : ("; did you mean '" + guess + "'?").c_str());
        return kBadInput;
    }
    try {
        std::reverse(words.begin(), words.end()); // CLI11 takes its argument vector in reverse order
        app.parse(words);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == static_cast<int>(CLI::ExitCodes::Success)) return app.exit(e); // --help, --version
        const auto parsed = app.get_subcommands();
        const CLI::App& command = parsed.empty() ? app : *parsed.front();
        const std::string name = parsed.empty() ? "" : command.get_name() + " ";
        std::fprintf(stderr, "gantry-cli %serror: %s\n%sRun 'gantry-cli %s--help' for its options.\n", name.c_str(), printable(e.what()).c_str(),
            suggestionsForUnknownOptions(command, argc, argv).c_str(), name.c_str());
        return kBadInput;
    }
    // An option given an empty value ("--out ''") is a mistake, never "use the default" or "write nothing".
    for (const CLI::App* command : app.get_subcommands())
        for (const CLI::Option* option : command->get_options())
            if (option->count() > 0 && option->get_type_size() != 0)
                for (const std::string& value : option->results())
                    if (value.empty()) {
                        std::fprintf(stderr, "gantry-cli %s error: %s needs a value (it was given an empty one)\n",
                            command->get_name().c_str(), option->get_name().c_str());
                        return kBadInput;
                    }
    installInterruptHandlers();
    for (const Command& c : commands)
        if (c.parser->parsed()) return c.run();
    return kBadInput; // unreachable: a subcommand is required
}

} // namespace gantry::cli
