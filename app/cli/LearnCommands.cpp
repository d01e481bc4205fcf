// gantry-cli's learning commands: train and evaluate. The options are declared in every build, so
// their help is always there; without LibTorch running them says that the build has none.
#include "app/cli/Command.h"

#include <CLI/CLI.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#ifdef GANTRY_HAVE_LEARN
#include "core/io/ScenarioIo.h"
#include "core/learn/LearnedSchedulers.h"
#include "core/learn/Training.h"
#include "core/policy/PolicyRegistry.h"
#include "core/util/Text.h"
#include "core/util/File.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <sstream>
#endif

namespace gantry::cli {
namespace {

struct TrainArgs {
    std::string scenario, agent, out;
    int episodes = 0, warmup = -1, threads = 1;
    std::uint64_t seed = 1;
    std::vector<std::string> hyper; ///< every --hp value ("lr=1e-4,gamma=0.9"), in order
    bool listHyper = false, quiet = false;
};

struct EvaluateArgs {
    std::string scenario, model;
    int seeds = 10, threads = 1;
    std::uint64_t firstSeed = 1;
    bool untrained = false, sampled = false;
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

int train(const TrainArgs& a)
{
    if (a.listHyper) return listHyperParameters(a.agent);
    if (a.scenario.empty()) return bad("train needs a scenario file (see gantry-cli train --help)");
    if (a.agent.empty()) return bad("train needs --agent " + agentChoices());
    const std::string out = a.out.empty() ? a.agent + ".model" : a.out;
    if (auto st = checkOutputFile(out); !st) return fail(st.error()); // before hours of training, not after
    auto scenario = loadScenario(a.scenario);
    if (!scenario) return fail(scenario.error());
    learn::TrainingOptions o;
    o.agent = a.agent;
    o.episodes = a.episodes;
    o.warmupEpisodes = a.warmup;
    o.seed = a.seed;
    o.threads = a.threads;
    std::string problem;
    if (!hyperParameters(a.hyper, o.hyper, problem)) return bad(problem);
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
    auto scenario = loadScenario(a.scenario);
    if (!scenario) return fail(scenario.error());
    learn::EvaluationOptions o;
    o.modelPath = a.model;
    o.seeds = a.seeds;
    o.firstSeed = a.firstSeed;
    o.threads = a.threads;
    o.includeUntrained = a.untrained;
    o.includeSampled = a.sampled;
    auto report = learn::evaluate(scenario.value(), o);
    if (interrupted()) return interruptedExit(); // its runs stopped early: their numbers mean nothing
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
    trainCmd->add_option("--episodes", t->episodes, "Reinforcement-learning episodes (0: the agent's default, -1: none)")
        ->type_name("N")->check(wholeNumber(-1, 1000000));
    trainCmd->add_option("--warmup", t->warmup, "Warm-up episodes: supervised (DL2, TopDRL) or observing for the reward model (Harmony); -1: the agent's default")
        ->type_name("N")->check(wholeNumber(-1, 1000000));
    trainCmd->add_option("--seed", t->seed, "Training seed")->type_name("N")->check(seedNumber())->capture_default_str();
    trainCmd->add_option("--threads", t->threads, "Threads for rollouts")->type_name("N")->check(wholeNumber(1, 64));
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
    evalCmd->add_option("--model", e->model, "Model file from gantry-cli train")->type_name("FILE")->required();
    evalCmd->add_option("--seeds", e->seeds, "How many workload seeds")->type_name("N")->check(wholeNumber(1, 10000))
        ->capture_default_str();
    evalCmd->add_option("--first-seed", e->firstSeed, "First workload seed")->type_name("N")->check(seedNumber())
        ->capture_default_str();
    evalCmd->add_option("--threads", e->threads, "Parallel evaluations")->type_name("N")->check(wholeNumber(1, 64));
    evalCmd->add_flag("--untrained", e->untrained, "Also evaluate the untrained network");
    evalCmd->add_flag("--sampled", e->sampled, "Also evaluate the trained network sampling its actions (as DL2's own evaluation does)");
    commands.push_back({ evalCmd, [e] { return evaluate(*e); } });
}

} // namespace gantry::cli
