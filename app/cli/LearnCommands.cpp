// gantry-cli's learning commands: train and evaluate. The options are declared in every build, so
// their help is always there; without LibTorch running them says that the build has none.
#include "app/cli/Command.h"

#include "core/learn/Training.h" // the options alone: plain structs, in every build

#include <CLI/CLI.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#ifdef GANTRY_HAVE_LEARN
#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/learn/LearnedSchedulers.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/Distribute.h"
#include "core/run/Messenger.h"
#include "core/run/Pieces.h"
#include "core/util/Translate.h"
#include "core/run/RunFolder.h"
#include "core/util/Text.h"
#include "core/util/File.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>
#endif

namespace gantry::cli {
namespace {

struct TrainArgs {
    std::string scenario, agent, out;
    learn::TrainingOptions training; ///< --episodes, --warmup, --seed, --threads; the agent and --hp once checked
    std::string seeds;                        ///< --seeds A..B: one model per training seed, evaluated together
    int evalSeeds = 10;                       ///< with --seeds: held-out workload seeds
    std::uint64_t evalFirstSeed = 1;
    std::vector<std::string> hyper; ///< every --hp value ("lr=1e-4,gamma=0.9"), in order
    bool listHyper = false, quiet = false;
    std::string shard;  ///< with --seeds: "i/N", train every N-th seed
    bool resume = false; ///< with --seeds: skip the seeds already trained and evaluated in --out
};

struct EvaluateArgs {
    std::string scenario;
    learn::EvaluationOptions evaluation; ///< --model, --seeds, --first-seed, --threads, --untrained, --sampled
};

#ifndef GANTRY_HAVE_LEARN

int needsLibTorch(const char* command)
{
    std::fprintf(stderr, "gantry-cli: '%s' needs a build with LibTorch (GANTRY_WITH_TORCH=ON)\n", command);
    return kFailure;
}

int train(const TrainArgs&) { return needsLibTorch("train"); }
int evaluate(const EvaluateArgs&) { return needsLibTorch("evaluate"); }

#else

int bad(const std::string& message)
{
    std::fprintf(stderr, "gantry-cli: %s\n", printable(message).c_str());
    return kBadInput;
}

/// Parses the --hp values ("lr=1e-4,gamma=0.9"); names and ranges are checked by learn::train.
bool hyperParameters(const std::vector<std::string>& values, std::map<std::string, double>& out, std::string& problem)
{
    for (const auto& text : values) {
        std::istringstream in(text);
        std::string item;
        while (std::getline(in, item, ',')) {
            const auto eq = item.find('=');
            const std::string name = item.substr(0, eq);
            const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
            const auto v = parseNumber(value);
            if (name.empty() || !v || !std::isfinite(*v)) {
                problem = "--hp needs NAME=VALUE with a number (got '" + item + "')";
                return false;
            }
            if (out.count(name)) {
                problem = "--hp " + name + " is given twice (" + formatNumber(out[name]) + " and " + value + "): give it once";
                return false;
            }
            out[name] = *v;
        }
    }
    return true;
}

/// "dl2|topdrl|...": every agent train knows, from the one agent table.
std::string agentChoices()
{
    std::string out;
    for (const auto& [name, label] : learn::learnedAgentLabels()) out += (out.empty() ? "" : "|") + name;
    return out;
}

int listHyperParameters(const std::string& agent)
{
    const auto& known = learn::hyperParameters(agent);
    if (known.empty()) return bad("--list-hp needs --agent " + agentChoices());
    std::printf("%-18s %10s  %-22s %s\n", "hyper-parameter", "default", "range", "meaning");
    for (const auto& h : known) {
        const std::string range = formatSignificant(h.min, 6) + " .. " + formatSignificant(h.max, 6) + (h.integer ? " (whole)" : "");
        std::printf("%-18s %10s  %-22s %s\n", h.name, formatSignificant(h.defaultValue, 6).c_str(), range.c_str(), h.meaning);
    }
    return kOk;
}

/// "3..7" or "1,2,5": the training seeds of --seeds.
std::optional<std::vector<std::uint64_t>> parseSeedList(const std::string& text)
{
    std::vector<std::uint64_t> out;
    try {
        if (const std::size_t dots = text.find(".."); dots != std::string::npos) {
            const std::uint64_t a = std::stoull(text.substr(0, dots)), b = std::stoull(text.substr(dots + 2));
            if (b < a || b - a >= 1000) return std::nullopt;
            for (std::uint64_t k = a; k <= b; ++k) out.push_back(k);
        } else {
            std::stringstream in(text);
            for (std::string part; std::getline(in, part, ',');) out.push_back(std::stoull(part));
        }
    } catch (const std::exception&) {
        return std::nullopt;
    }
    if (out.empty()) return std::nullopt;
    return out;
}

/// One training seed of `train --seeds`: the model trained with it (DIR/seed-K.model and its curve),
/// evaluated on the held-out seeds. Two lines: seeds.csv's column names, then this seed's line.
Result<std::string> trainOneSeed(const TrainArgs& a, const Scenario& scenario, const learn::TrainingOptions& options, std::uint64_t seed)
{
    learn::TrainingOptions o = options;
    o.seed = seed;
    auto report = learn::train(scenario, o, [](const learn::TrainingProgress&) { return !interrupted(); });
    if (!report) return locateInScenarioFile(report.error(), a.scenario);
    const std::string model = (std::filesystem::path(a.out) / ("seed-" + std::to_string(seed) + ".model")).string();
    if (auto st = learn::saveModel(report.value(), model); !st) return st.error();
    if (auto st = learn::writeLearningCurve(report.value(), model + ".curve.csv"); !st) return st.error();
    const learn::EvaluationOptions e { .modelPath = model, .seeds = a.evalSeeds, .firstSeed = a.evalFirstSeed, .threads = options.threads };
    auto evaluation = learn::evaluate(scenario, e);
    if (!evaluation) return locateInScenarioFile(evaluation.error(), a.scenario);
    std::string header = "training_seed", line = std::to_string(seed);
    for (const auto& r : evaluation->rows) {
        header += "," + csvField("avg_jct " + r.name);
        line += "," + formatNumber(r.mean);
    }
    for (const auto& r : evaluation->rows)
        if (!r.learned) {
            header += "," + csvField("learned_vs " + r.name + " %");
            line += "," + formatNumber(-evaluation->improvementOver(r.name));
        }
    return header + "\n" + line + "\n";
}

/// train --seeds: one model per training seed (in this process, or handed out to mpirun's ranks), each
/// evaluated on the same held-out seeds; seeds.csv holds a line per training seed and their mean and
/// standard deviation, the spread a reproduction table reports.
int trainSeeds(const TrainArgs& a, const Scenario& scenario, const learn::TrainingOptions& options)
{
    auto seeds = parseSeedList(a.seeds);
    if (!seeds) return fail({ ErrorCode::BadValue, "must be A..B or a list A,B,C of training seeds (got '" + a.seeds + "')", { {}, 0, 0, "--seeds" } });
    Shard shard;
    Messenger* mpi = nullptr;
    if (auto exit = parseShardAndRanks(a.shard, shard, mpi)) return *exit;
    if (mpi && mpi->rank() > 0) {
        servePieces(*mpi, [&](std::size_t k, const std::string&) { return trainOneSeed(a, scenario, options, seeds->at(k)); });
        return kOk;
    }
    // The folder keeps each seed's line (runs/seed-K.txt) as soon as it is done, so that shards share it
    // and a killed process loses only the seeds it was training. It holds one training's seeds.
    std::string hyper;
    for (const auto& [name, value] : options.hyper) hyper += " " + name + "=" + formatNumber(value);
    const std::string provenance = "# gantry " + std::string(kVersion) + " train --agent " + a.agent + " --episodes " + std::to_string(options.episodes)
        + " --warmup " + std::to_string(options.warmupEpisodes) + " --threads " + std::to_string(options.threads) + " --hp" + hyper + " --eval-seeds "
        + std::to_string(a.evalSeeds) + " --eval-first-seed " + std::to_string(a.evalFirstSeed) + " of scenario_sha256=" + scenarioHash(scenario) + "\n";
    WorkersStop workersStop(mpi);
    if (auto st = claimRunFolder(a.out, "train-seeds.txt", provenance,
            translate("Error", "this folder holds another training (another scenario, agent or options): give each its own --out"));
        !st)
        return fail(st.error());
    // One seed at a time in this process (a training runs its own threads); its columns and line kept
    // in runs/seed-K.txt (runPieces, core/run/Pieces.h).
    PieceOptions pieces;
    pieces.shard = shard;
    pieces.ranks = mpi;
    pieces.resume = a.resume;
    pieces.files.dir = a.out;
    pieces.files.name = [&](std::size_t k) { return "seed-" + std::to_string(seeds->at(k)) + ".txt"; };
    pieces.files.fromText = [](std::size_t, const std::string& text) -> std::optional<std::string> {
        if (text.find('\n') == std::string::npos) return std::nullopt;
        return text;
    };
    std::vector<std::optional<Result<std::string>>> results(seeds->size());
    const PiecesRun ran = runPieces(
        seeds->size(), pieces, [&](std::size_t k) { return trainOneSeed(a, scenario, options, seeds->at(k)); },
        [&](std::size_t k, const Result<std::string>& result) { results[k] = result; });
    workersStop.now();
    if (ran.interrupted()) return interruptedKeeping(a.out);
    // The other shards' seeds, once they are done: the last shard to finish writes seeds.csv.
    std::size_t missing = 0;
    for (std::size_t k = 0; k < seeds->size(); ++k) {
        if (results[k] && !*results[k]) {
            std::fprintf(stderr, "gantry-cli: error: training seed %llu: %s\n", (unsigned long long)seeds->at(k), results[k]->error().toString().c_str());
            return kFailure;
        }
        if (!results[k])
            if (auto kept = pieces.files.kept(k)) results[k] = kept.value();
        missing += results[k] ? 0 : 1;
    }
    if (missing > 0) {
        std::printf("shard %s: %zu training seeds done; seeds.csv is written once the other shards' %zu are\n", a.shard.c_str(),
            ran.counts.mine, missing);
        return kOk;
    }
    std::string columnsLine;
    std::vector<std::string> lines;
    for (std::size_t k = 0; k < results.size(); ++k) {
        const std::string& both = results[k]->value();
        const std::size_t newline = both.find('\n');
        columnsLine = both.substr(0, newline);
        lines.push_back(both.substr(newline + 1));
    }
    std::vector<std::string> header;
    {
        std::stringstream in(columnsLine);
        std::string cell;
        std::getline(in, cell, ','); // training_seed
        while (std::getline(in, cell, ',')) header.push_back(cell);
    }
    // Mean and standard deviation (over training seeds, n - 1) of every column.
    std::vector<std::vector<double>> columns(header.size());
    for (const std::string& line : lines) {
        std::stringstream in(line);
        std::string cell;
        std::getline(in, cell, ',');
        for (auto& column : columns) {
            std::getline(in, cell, ',');
            column.push_back(parseNumber(cell).value_or(0.0)); // our own formatNumber wrote it
        }
    }
    std::vector<double> means, deviations;
    for (const auto& column : columns) {
        double mean = 0, square = 0;
        for (double x : column) mean += x / double(column.size());
        for (double x : column) square += (x - mean) * (x - mean);
        means.push_back(mean);
        deviations.push_back(column.size() > 1 ? std::sqrt(square / double(column.size() - 1)) : 0.0);
    }
    std::string csv = "# gantry " + std::string(kVersion) + " train --seeds " + a.seeds + " --agent " + a.agent + ", evaluated on "
        + std::to_string(a.evalSeeds) + " held-out workload seeds from " + std::to_string(a.evalFirstSeed) + " (avg JCT in seconds)\n"
        + columnsLine + "\n";
    for (const std::string& line : lines) csv += line;
    std::string meanLine = "mean", stdLine = "std";
    for (std::size_t c = 0; c < columns.size(); ++c) {
        meanLine += "," + formatNumber(means[c]);
        stdLine += "," + formatNumber(deviations[c]);
    }
    csv += meanLine + "\n" + stdLine + "\n";
    const std::string path = (std::filesystem::path(a.out) / "seeds.csv").string();
    if (auto st = writeFileAtomically(path, csv); !st) return fail(st.error());
    std::printf("%s over training seeds %s, evaluated on %d held-out workload seeds:\n", a.agent.c_str(), a.seeds.c_str(), a.evalSeeds);
    for (std::size_t c = 0; c < header.size(); ++c) {
        const bool percent = header[c].back() == '%';
        auto shown = [&](double x) { return percent ? formatFixed(x, 1) + " %" : formatFixed(x / 60, 2) + " min"; };
        std::printf("  %-44s %10s +- %s\n", header[c].c_str(), shown(means[c]).c_str(), shown(deviations[c]).c_str());
    }
    std::printf("models and seeds.csv: %s\n", printable(a.out).c_str());
    return kOk;
}

int train(const TrainArgs& a)
{
    if (a.listHyper) return listHyperParameters(a.agent);
    if (a.scenario.empty()) return bad("train needs a scenario file (see gantry-cli train --help)");
    if (a.agent.empty()) return bad("train needs --agent " + agentChoices());
    const std::string out = a.out.empty() ? a.agent + (a.seeds.empty() ? ".model" : "-seeds") : a.out;
    if (a.seeds.empty())
        if (auto st = checkOutputFile(out); !st) return fail(st.error()); // before hours of training, not after
    auto scenario = loadScenario(a.scenario);
    if (!scenario) return fail(scenario.error());
    learn::TrainingOptions o = a.training;
    o.agent = a.agent;
    std::string problem;
    if (!hyperParameters(a.hyper, o.hyper, problem)) return bad(problem);
    if (!a.seeds.empty()) {
        TrainArgs withOut = a;
        withOut.out = out;
        return trainSeeds(withOut, scenario.value(), o);
    }
    ProgressBar bar(!a.quiet);
    auto report = learn::train(scenario.value(), o, [&](const learn::TrainingProgress& p) {
        char detail[160];
        std::snprintf(detail, sizeof detail, "%d/%d  avg JCT %.1f s  loss %.4f  %.1f s", p.episode, p.episodes, p.avgJct, p.loss,
            p.seconds);
        bar.update(p.phase, p.episodes > 0 ? double(p.episode) / p.episodes : 1.0, detail);
        return !interrupted(); // Ctrl-C: the training stops after this episode and no model is written
    });
    bar.finish();
    if (interrupted()) return interruptedExit();
    if (!report) return fail(locateInScenarioFile(report.error(), a.scenario));
    if (auto s = learn::saveModel(report.value(), out); !s) return fail(s.error());
    const std::string curve = out + ".curve.csv";
    if (auto s = learn::writeLearningCurve(report.value(), curve); !s) return fail(s.error());
    std::printf("trained %s on '%s' in %.1f s (%llu decisions, %.0f steps/s); best validation avg JCT %.1f s\n",
        o.agent.c_str(), scenario->name.c_str(), report->seconds, (unsigned long long)report->envSteps,
        report->stepsPerSecond, report->bestValidationJct);
    for (const auto& [name, value] : report->measures) std::printf("%s: %.4g\n", name.c_str(), value);
    std::printf("model: %s\nlearning curve: %s\n", printable(out).c_str(), printable(curve).c_str());
    return kOk;
}

int evaluate(const EvaluateArgs& a)
{
    // Under mpirun every rank lists the same runs (each row on each held-out seed); rank 0 hands them out
    // and prints the report, the others only run them.
    Shard whole;
    Messenger* mpi = nullptr;
    if (auto exit = parseShardAndRanks({}, whole, mpi)) return *exit;
    auto scenario = loadScenario(a.scenario);
    const learn::EvaluationOptions& o = a.evaluation;
    auto runs = scenario ? learn::EvaluationRuns::open(scenario.value(), o) : Result<std::unique_ptr<learn::EvaluationRuns>>(scenario.error());
    if (mpi && mpi->rank() > 0) { // a worker: its set-up's error, if any, goes back with every run it is given
        servePieces(*mpi, [&](std::size_t k, const std::string&) { return runs ? runs.value()->run(k) : Result<std::string>(runs.error()); });
        return kOk;
    }
    WorkersStop workersStop(mpi);
    if (!runs) return fail(scenario ? locateInScenarioFile(runs.error(), a.scenario) : scenario.error());
    // One run at a time in this process (--threads is LibTorch's), or handed out to the ranks.
    std::vector<Result<std::string>> results(runs.value()->size(), Result<std::string>(std::string()));
    PieceOptions pieces;
    pieces.ranks = mpi;
    const PiecesRun ran = runPieces(
        results.size(), pieces, [&](std::size_t k) { return runs.value()->run(k); },
        [&](std::size_t k, const Result<std::string>& result) { results[k] = result; });
    workersStop.now();
    if (ran.interrupted()) return interruptedExit(); // its runs stopped early: their numbers mean nothing
    auto report = runs.value()->report(results);
    if (!report) return fail(locateInScenarioFile(report.error(), a.scenario));
    std::printf("%s on '%s', %d held-out workload seeds (%llu..%llu), avg JCT and total fee:\n\n", report->agent.c_str(),
        scenario->name.c_str(), o.seeds, (unsigned long long)report->seeds.front(), (unsigned long long)report->seeds.back());
    int width = 34;
    for (const auto& r : report->rows) width = std::max(width, int(r.name.size()));
    std::printf("%-*s %12s %12s %14s %12s %12s %14s\n", width, "policy", "mean (min)", "std (min)", "learned vs it",
        "fee mean", "fee std", "fee vs it");
    for (const auto& r : report->rows) {
        if (&r == &report->rows.front()) {
            std::printf("%-*s %12.2f %12.2f %14s %12.2f %12.2f %14s\n", width, r.name.c_str(), r.mean / 60, r.stddev / 60, "-",
                r.feeMean, r.feeStddev, "-");
        } else {
            std::printf("%-*s %12.2f %12.2f %+13.1f%% %12.2f %12.2f %+13.1f%%\n", width, r.name.c_str(), r.mean / 60,
                r.stddev / 60, -report->improvementOver(r.name), r.feeMean, r.feeStddev, -report->feeImprovementOver(r.name));
        }
    }
    std::printf("\n(negative %%: the learned policy's avg JCT or fee is that much lower; fee in the cluster's price units)\n");
    if (const auto& agreement = report->teacherAgreement)
        std::printf("%s's decisions that its teacher (%s) would also take: %s %% of %llu\n", report->agent.c_str(),
            agreement->teacher.c_str(), formatFixed(100 * agreement->share(), 1).c_str(), (unsigned long long)agreement->decisions);
    return kOk;
}

#endif

} // namespace

void addLearnCommands(CLI::App& app, std::vector<Command>& commands)
{
#ifdef GANTRY_HAVE_LEARN
    registerLearnedSchedulers(PolicyRegistry::instance()); // dl2, topdrl and harmony become policies of every command
#endif
    auto t = std::make_shared<TrainArgs>();
    auto* trainCmd = app.add_subcommand("train", "Train a learned scheduler (DL2, TopDRL, Harmony or the dual agent) on a scenario");
    trainCmd->footer("Writes the model (default AGENT.model) and MODEL.curve.csv, the learning curve.\n"
                     "List an agent's hyper-parameters: gantry-cli train --agent dl2 --list-hp");
    trainCmd->add_option("SCENARIO", t->scenario, "Scenario file (YAML) to train on")->type_name("");
    trainCmd->add_option("--agent", t->agent, "Which learned scheduler: dl2, topdrl, harmony or dual-agent")->type_name("NAME");
    trainCmd->add_option("--episodes", t->training.episodes, "Reinforcement-learning episodes (0: the agent's default, -1: none)")
        ->type_name("N")->check(wholeNumber(-1, 1000000));
    trainCmd->add_option("--warmup", t->training.warmupEpisodes, "Warm-up episodes: supervised (DL2, TopDRL) or observing for the reward model (Harmony); -1: the agent's default")
        ->type_name("N")->check(wholeNumber(-1, 1000000));
    trainCmd->add_option("--seed", t->training.seed, "Training seed")->type_name("N")->check(seedNumber())->capture_default_str();
    trainCmd->add_option("--seeds", t->seeds,
        "Train one model per training seed (A..B or A,B,C; under mpirun, one per rank at a time), evaluate each on the held-out "
        "seeds, and write the mean and spread (--out is then a folder)")
        ->type_name("SEEDS");
    trainCmd->add_option("--eval-seeds", t->evalSeeds, "With --seeds: held-out workload seeds to evaluate each model on")
        ->type_name("N")->check(wholeNumber(1, 10000))->capture_default_str();
    trainCmd->add_option("--eval-first-seed", t->evalFirstSeed, "With --seeds: the first held-out workload seed")
        ->type_name("N")->check(seedNumber())->capture_default_str();
    trainCmd->add_option("--shard", t->shard, "With --seeds: train shard i of N of the seeds (every N-th; the shards share --out)")
        ->type_name("i/N");
    trainCmd->add_flag("--resume", t->resume, "With --seeds: skip the seeds already trained and evaluated in --out");
    trainCmd->add_option("--threads", t->training.threads, "Threads for rollouts")->type_name("N")->check(wholeNumber(1, 64));
    trainCmd->add_option("--out", t->out, "Model file to write")->type_name("FILE");
    trainCmd->add_option("--hp", t->hyper, "Hyper-parameters NAME=VALUE[,NAME=VALUE...] (repeatable)")
        ->type_name("NAME=VALUE")->allow_extra_args(false);
    trainCmd->add_flag("--list-hp", t->listHyper, "List the agent's hyper-parameters, defaults and ranges");
    trainCmd->add_flag("--quiet,-q", t->quiet, "No progress bar");
    commands.push_back({ trainCmd, [t] { return train(*t); } });

    auto e = std::make_shared<EvaluateArgs>();
    auto* evalCmd = app.add_subcommand("evaluate", "Compare a trained model with its baselines on held-out workload seeds");
    evalCmd->footer("Prints mean and standard deviation of the average JCT and the learned policy's % difference.");
    evalCmd->add_option("SCENARIO", e->scenario, "Scenario file (YAML)")->type_name("")->required();
    evalCmd->add_option("--model", e->evaluation.modelPath, "Model file from gantry-cli train")->type_name("FILE")->required();
    evalCmd->add_option("--seeds", e->evaluation.seeds, "How many workload seeds")->type_name("N")->check(wholeNumber(1, 10000))
        ->capture_default_str();
    evalCmd->add_option("--first-seed", e->evaluation.firstSeed, "First workload seed")->type_name("N")->check(seedNumber())
        ->capture_default_str();
    evalCmd->add_option("--threads", e->evaluation.threads, "Parallel evaluations")->type_name("N")->check(wholeNumber(1, 64));
    evalCmd->add_flag("--untrained", e->evaluation.includeUntrained, "Also evaluate the untrained network");
    evalCmd->add_flag("--sampled", e->evaluation.includeSampled, "Also evaluate the trained network sampling its actions (as DL2's own evaluation does)");
    commands.push_back({ evalCmd, [e] { return evaluate(*e); } });
}

} // namespace gantry::cli
