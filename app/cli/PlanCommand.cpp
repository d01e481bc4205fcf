/// `plan`: the cheapest cluster that meets a scenario's service levels (core/plan), in one process, or
/// in rounds across MPI ranks or shards (docs/scale-out.md, "Plans").

#include "app/cli/Command.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/plan/Planner.h"
#include "core/run/Distribute.h"
#include "core/run/Messenger.h"
#include "core/run/Pieces.h"
#include "core/run/RunFolder.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/OutputFolder.h"
#include "core/util/Sha256.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <deque>
#include <set>
#include <optional>
#include <string>

namespace gantry::cli {

namespace {

struct PlanArgs {
    std::string file, out, shard;
    int threads = 2;
    bool exhaustive = false;
    bool noEarlyStop = false;
    bool assumeMonotone = false;
    bool resume = false;
    long long maxConfigurations = kDefaultMaxConfigurations;
};

/// What a plan prints on stdout: the same whether one process or many searched.
void printPlan(const Scenario& s, const PlanOutcome& o, double seconds)
{
    std::printf("%s: plan over %zu policies, %zu workload seeds, gantry %s\n", s.name.c_str(), o.policies.size(), o.seeds.size(), kVersion);
    std::printf("service levels: %s\n", describeLevels(s.plan).c_str());
    const bool usage = planObjective(s) == PlanObjective::UsageCost;
    std::printf("cheapest by: %s\n\n", usage ? "the usage cost (the runs' GPU-hours held x prices: what a pay-per-use cloud bills)"
                                             : "the cluster's cost (its machines' price per hour, busy or idle)");
    if (!o.impossible.empty()) {
        std::printf("no configuration within the bounds can meet the levels, for any policy: %s\n", o.impossible.c_str());
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
        const std::string span = s.plan.from >= 0 ? "from " + formatDuration(s.plan.from) + " on" : "over the trace";
        std::printf("  cheapest: %s%s, cluster cost %s/h, usage cost %s %s; %s %s\n", s.plan.from >= 0 ? "add " : "",
            describeConfiguration(s.plan, b.counts).c_str(), formatMoney(b.clusterCostPerHour).c_str(), formatMoney(b.usageCost).c_str(),
            span.c_str(), serviceMetricName(main).c_str(), formatLevelValue(main, b.mainMetric).c_str());
    }
    int stopped = 0, bounded = 0;
    for (const auto& point : o.points) {
        stopped += point.stoppedEarly ? 1 : 0;
        bounded += point.bounded ? 1 : 0;
    }
    std::printf("\n%zu of a grid of %s configurations looked at: %d ruled out by the GPU-hours bound, %zu simulated "
                "(%d runs, %d stopped early once a level was certainly missed), %.1f s\n",
        o.points.size(), o.gridSize > 0 ? std::to_string(o.gridSize).c_str() : "more than 9.2e18", bounded, o.points.size() - std::size_t(bounded),
        o.simulations, stopped, seconds);
}

/// A plan's folder of runs (--out with --shard or --resume): plan-runs.txt names the plan, runs/ holds
/// one file per run done ("run\nresult", named by the run's hash), plan.csv appears once the search is done.
class PlanRunFolder {
public:
    explicit PlanRunFolder(std::string dir) : m_dir(std::move(dir)) { }
    bool enabled() const { return !m_dir.empty(); }

    Status claim(const Scenario& s, const PlanOptions& options) const
    {
        const std::string header = "# gantry " + std::string(kVersion) + " plan of scenario_sha256=" + scenarioHash(s)
            + (options.earlyStop ? " with early stops\n" : " without early stops\n");
        return claimRunFolder(m_dir, "plan-runs.txt", header,
            translate("Error", "this folder holds the runs of another plan (another scenario, --no-early-stop or Gantry): give each plan its own --out"));
    }
    /// Every whole run's result in the folder, into `rounds`; how many.
    std::size_t load(PlanRounds& rounds) const
    {
        std::size_t loaded = 0;
        std::error_code ec;
        for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(m_dir) / "runs", ec)) {
            auto text = readTextFile(entry.path().string());
            if (!text) continue;
            const std::size_t newline = text->find('\n');
            if (newline == std::string::npos || fileName(text->substr(0, newline)) != entry.path().filename().string()) continue;
            rounds.add(text->substr(0, newline), text->substr(newline + 1));
            ++loaded;
        }
        return loaded;
    }
    Status save(const std::string& run, const std::string& result) const
    {
        return writeFileAtomically(runFilePath(m_dir, fileName(run)), run + "\n" + result);
    }
    /// Where runPieces keeps a round's results (core/run/Pieces.h): piece k is `runs`[k], which must
    /// outlive the files; a file counts when its first line is that run.
    PieceFiles files(const std::vector<std::string>& runs) const
    {
        PieceFiles files;
        files.dir = enabled() ? m_dir : std::string();
        files.name = [&runs](std::size_t k) { return fileName(runs[k]); };
        files.toText = [&runs](std::size_t k, const std::string& result) { return runs[k] + "\n" + result; };
        files.fromText = [&runs](std::size_t k, const std::string& text) -> std::optional<std::string> {
            if (text.rfind(runs[k] + "\n", 0) != 0) return std::nullopt;
            return text.substr(runs[k].size() + 1);
        };
        return files;
    }
    std::string csvPath() const { return (std::filesystem::path(m_dir) / "plan.csv").string(); }

private:
    static std::string fileName(const std::string& run) { return Sha256::hex(run).substr(0, 12) + ".txt"; }
    std::string m_dir;
};

/// After Ctrl-C: what is kept (the runs done, with a folder of runs), and 128 + the signal.
int interruptedAfterRuns(const PlanRunFolder& folder, const std::string& out)
{
    std::fprintf(stderr, "gantry-cli: interrupted;%s\n",
        folder.enabled() ? (" the runs done are kept in " + printable(out) + " (--resume goes on from there)").c_str() : " no outputs were written");
    return 128 + interruptSignal();
}

/// The plan searched in rounds (core/plan, PlanRounds): under mpirun rank 0 hands the runs the search
/// needs, then its guesses, to the other ranks as they finish, replaying the search as results come in;
/// as a shard (--shard i/N) this process runs its share of one round and stops; otherwise threads run
/// the rounds, one after the other. `outcome` is set once the search needs nothing more.
std::optional<int> planInRounds(const PlanArgs& args, const Scenario& s, const PlanOptions& options, const Shard& shard, Messenger* mpi,
    std::optional<PlanOutcome>& outcome)
{
    auto opened = PlanRounds::open(s, options);
    if (mpi && mpi->rank() > 0) { // a worker: the set-up's error, if any, goes back with every run it is given
        servePieces(*mpi, [&](std::size_t, const std::string& run) { return opened ? opened.value()->simulate(run) : Result<std::string>(opened.error()); });
        return kOk;
    }
    WorkersStop workersStop(mpi); // the workers wait for rounds until told that none will come, however this ends
    if (!opened) return fail(locateInScenarioFile(opened.error(), args.file));
    PlanRounds& rounds = *opened.value();
    const PlanRunFolder folder(shard.sharded() || args.resume ? args.out : std::string());
    if (folder.enabled()) {
        if (auto st = folder.claim(s, options); !st) return fail(st.error());
        if (const std::size_t loaded = folder.load(rounds); loaded > 0 && !shard.sharded())
            std::fprintf(stderr, "plan: %zu runs already in %s, not simulated again\n", loaded, printable(args.out).c_str());
    }
    // A round is the runs the search needs, then its guesses: four for every process at once. A round
    // costs a barrier and a replay, and the guesses are mostly right (bench/plan-philly.sh SCALE=1: a few
    // per cent of the runs unused), so rounds several runs deep per process pay.
    constexpr std::size_t kRunsPerProcess = 4;
    const std::size_t width = kRunsPerProcess * std::size_t(mpi ? mpi->size() - 1 : args.threads) * std::size_t(shard.count);
    const std::size_t speculate = (width + rounds.seedCount() - 1) / rounds.seedCount();
    std::size_t roundNumber = 0, simulated = 0;
    auto finish = [&](PlanRounds::Round& round, std::size_t unusedInFlight) {
        outcome = std::move(round.outcome);
        std::fprintf(stderr, "plan: %zu runs simulated in %zu rounds%s\n", simulated, roundNumber,
            mpi ? (" by " + std::to_string(mpi->size() - 1) + " MPI ranks").c_str() : "");
        if (round.unused + unusedInFlight > 0)
            std::fprintf(stderr, "plan: %zu runs done ahead were not needed in the end (the search's guesses)\n", round.unused + unusedInFlight);
    };
    if (mpi) {
        // The ranks never wait for a whole round: each gets the next run as soon as it reports back, and
        // the search is replayed once every run it needed is in (or nothing is left to hand out), so the
        // runs handed out are always those the search needs now, then its latest guesses. (Replaying
        // after each needed run instead costs rank 0 a replay per run: slower on the bench.)
        WorkPool pool(*mpi);
        std::vector<std::string> handedOut; // by the k sent with each piece
        std::set<std::string> flying, needed;
        std::deque<std::string> queue;
        bool replay = true;
        for (;;) {
            if (replay) {
                auto round = rounds.next(speculate);
                if (!round) return fail(locateInScenarioFile(round.error(), args.file));
                if (round->outcome) {
                    std::size_t drained = 0;
                    for (; pool.busy() > 0; ++drained) pool.next(); // guesses still running: not needed
                    finish(*round, drained);
                    return std::nullopt;
                }
                ++roundNumber;
                round->runs.resize(std::max(round->needed, std::min(round->runs.size(), width)));
                needed = { round->runs.begin(), round->runs.begin() + std::ptrdiff_t(round->needed) };
                queue.clear();
                for (const std::string& run : round->runs)
                    if (!flying.count(run)) queue.push_back(run);
                replay = false;
            }
            for (; pool.anyIdle() && !queue.empty(); queue.pop_front()) {
                pool.give(handedOut.size(), pieceWork(handedOut.size(), queue.front())); // piece k: its run as the note
                handedOut.push_back(queue.front());
                flying.insert(queue.front());
                ++simulated;
            }
            if (pool.busy() == 0) { // nothing new to hand out: the search needs a replay
                replay = true;
                continue;
            }
            auto [k, result] = pool.next();
            if (interrupted()) {
                while (pool.busy() > 0) pool.next();
                return interruptedAfterRuns(folder, args.out);
            }
            const std::string& run = handedOut[k];
            flying.erase(run);
            if (result && folder.enabled())
                if (auto st = folder.save(run, result.value()); !st) result = st.error();
            rounds.add(run, std::move(result));
            needed.erase(run);
            replay = needed.empty() || queue.empty();
        }
    }
    for (;;) {
        auto round = rounds.next(speculate);
        if (!round) return fail(locateInScenarioFile(round.error(), args.file));
        if (round->outcome) {
            finish(*round, 0);
            return std::nullopt;
        }
        std::vector<std::string> runs = std::move(round->runs);
        runs.resize(std::max(round->needed, std::min(runs.size(), width)));
        ++roundNumber;
        // The round's runs (this shard's share) on threads, each kept as soon as it is done (runPieces).
        PieceOptions pieces;
        pieces.threads = args.threads;
        pieces.shard = shard;
        pieces.files = folder.files(runs);
        pieces.resume = true; // a run another shard has kept meanwhile is not simulated again
        ProgressBar bar(true);
        pieces.progress = [&](const PieceCounts& c) {
            bar.update("round " + std::to_string(roundNumber) + ": run " + std::to_string(c.done) + "/" + std::to_string(c.mine),
                double(c.done) / double(std::max<std::size_t>(1, c.mine)));
        };
        std::vector<std::string> failures;
        const PiecesRun ran = runPieces(
            runs.size(), pieces, [&](std::size_t k) { return rounds.simulate(runs[k]); },
            [&](std::size_t k, const Result<std::string>& result) {
                if (!result && shard.sharded() && !interrupted()) failures.push_back("run " + runs[k] + ": " + result.error().toString());
                rounds.add(runs[k], result);
            });
        bar.finish();
        simulated += ran.counts.done;
        if (ran.interrupted()) return interruptedAfterRuns(folder, args.out);
        if (shard.sharded()) {
            for (const std::string& f : failures) std::fprintf(stderr, "gantry-cli: error: %s\n", f.c_str());
            if (!failures.empty()) return kFailure;
            std::printf("shard %s: round of %zu runs (%zu needed, the rest ahead of the search): this shard ran %zu.\n"
                        "Run every shard again once all are done, until %s is written\n",
                args.shard.c_str(), runs.size(), round->needed, ran.counts.mine, printable(folder.csvPath()).c_str());
            return kOk;
        }
    }
}

} // namespace

Command addPlanCommand(CLI::App& app)
{
    auto args = std::make_shared<PlanArgs>();
    auto* cmd = app.add_subcommand("plan", "Find the cheapest cluster that meets the scenario's service levels (its plan: section)");
    cmd->footer("--out writes plan.csv (every configuration simulated, with why it failed) into DIR.\n"
                "Under mpirun the ranks share the search's runs; --shard i/N runs one round of them (run the shards again until\n"
                "DIR/plan.csv is written). docs/scale-out.md, \"Plans\", says how.");
    cmd->add_option("SCENARIO", args->file, "Scenario file (YAML) with a plan: section")->type_name("")->required();
    cmd->add_option("--threads", args->threads, "Workloads simulated in parallel (results never depend on it)")
        ->type_name("N")->check(wholeNumber(1, 64))->capture_default_str();
    cmd->add_option("--out", args->out, "Write plan.csv into DIR")->type_name("DIR");
    cmd->add_option("--shard", args->shard, "Run shard i of N of the search's next round (needs --out: the shards share DIR)")->type_name("i/N");
    cmd->add_flag("--resume", args->resume, "Keep each run's result in DIR/runs and skip those already there");
    cmd->add_flag("--exhaustive", args->exhaustive, "Simulate every configuration of the grid (to check the search)");
    cmd->add_flag("--no-early-stop", args->noEarlyStop, "Run every simulation to its end");
    cmd->add_option("--max-configurations", args->maxConfigurations,
           "Refuse a grid of more configurations (policies x machine counts) than this")
        ->type_name("N")->check(CLI::PositiveNumber)->capture_default_str();
    cmd->add_flag("--assume-monotone", args->assumeMonotone,
        "Assume more machines never hurt and bisect counts (far fewer runs; wrong where slow GPUs do hurt)");

    return { cmd, [args] {
                Shard shard;
                Messenger* mpi = nullptr;
                if (auto exit = parseShardAndRanks(args->shard, shard, mpi)) return *exit;
                const bool worker = mpi && mpi->rank() > 0;
                const bool keepRuns = shard.sharded() || args->resume, inRounds = keepRuns || mpi;
                if (keepRuns && args->out.empty())
                    return fail({ ErrorCode::MissingField, "--shard and --resume keep each run's result in --out DIR: give it", { {}, 0, 0, "--out" } });
                std::optional<OutputFolder> folder; // whole or absent; a folder of runs instead gains plan.csv once the search is done
                if (!keepRuns && !worker)
                    if (auto exit = openOutputFolder(args->out, folder)) return *exit;
                auto scenario = loadScenario(args->file);
                if (!scenario) return worker ? kFailure : fail(scenario.error());
                const Scenario& s = scenario.value();
                if (s.plan.empty())
                    return worker ? kFailure
                                  : fail({ ErrorCode::MissingField, "the scenario has no plan: section (docs/scenario-format.md, \"plan\")",
                                      { args->file, 0, 0, "plan" } });
                PlanOptions options;
                options.threads = args->threads;
                options.exhaustive = args->exhaustive;
                options.earlyStop = !args->noEarlyStop;
                options.assumeMonotone = args->assumeMonotone;
                options.maxConfigurations = args->maxConfigurations;
                options.maxConfigurationsOption = "--max-configurations";
                // What the search may cost, said before it starts (a whole-grid search simulates every point).
                if (auto size = planGridSize(s.plan); !worker && !shard.sharded() && size && *size <= args->maxConfigurations) {
                    const bool wholeGrid = args->exhaustive || planObjective(s) == PlanObjective::UsageCost;
                    const std::size_t seeds = std::max<std::size_t>(1, s.plan.seeds.size());
                    std::fprintf(stderr, "searching a grid of %s configurations x %zu workload seeds%s\n", formatCount(*size).c_str(),
                        seeds,
                        wholeGrid ? (args->exhaustive ? " (--exhaustive: every one is simulated)"
                                                      : " (cheapest by usage cost: every one is simulated)")
                                  : " (cheapest first, cut by cost: usually a small part of it)");
                }
                const auto started = std::chrono::steady_clock::now();
                std::optional<PlanOutcome> outcome;
                if (inRounds) {
                    if (auto exit = planInRounds(*args, s, options, shard, mpi, outcome)) return *exit;
                } else {
                    ProgressBar bar(true);
                    options.progress = [&](const PlanPoint&, int done, long long grid) {
                        bar.update("configuration " + std::to_string(done) + " (grid " + std::to_string(grid) + ")",
                            grid > 0 ? std::min(1.0, double(done) / double(grid)) : 0.0);
                        return !interrupted();
                    };
                    auto searched = runPlan(s, options);
                    bar.finish();
                    if (interrupted()) return interruptedExit();
                    if (!searched) return fail(locateInScenarioFile(searched.error(), args->file));
                    outcome = std::move(searched).value();
                }
                const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
                printPlan(s, *outcome, seconds);
                const std::string csv = planCsv(s, *outcome);
                if (folder) {
                    if (auto st = writeFileAtomically(folder->path("plan.csv"), csv); !st) return fail(st.error());
                    if (auto st = folder->commit("# gantry " + std::string(kVersion) + " scenario_sha256=" + scenarioHash(s)); !st)
                        return fail(st.error());
                } else if (!args->out.empty()) {
                    if (auto st = writeFileAtomically((std::filesystem::path(args->out) / "plan.csv").string(), csv); !st) return fail(st.error());
                }
                if (!args->out.empty()) std::printf("every configuration and why it failed: %s/plan.csv\n", printable(args->out).c_str());
                return kOk;
            } };
}

} // namespace gantry::cli
