#include "app/cli/LearnCommands.h"

#include <cstdio>

#ifdef GANTRY_HAVE_LEARN
#include "core/io/ScenarioIo.h"
#include "core/learn/LearnedSchedulers.h"
#include "core/learn/Training.h"
#include "core/policy/PolicyRegistry.h"

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <algorithm>
#include <map>
#include <optional>
#include <unistd.h>
#include <vector>
#endif

namespace gantry::cli {

#ifndef GANTRY_HAVE_LEARN

void registerLearnedCommands() { }

int learnCommand(const std::string& command, int, char**)
{
    std::fprintf(stderr, "gantry-cli: '%s' needs a build with LibTorch (GANTRY_WITH_TORCH=ON)\n", command.c_str());
    return 1;
}

#else

namespace {

constexpr const char* kLearnUsage = R"(Usage:
  gantry-cli train SCENARIO.yaml --agent dl2|topdrl [--episodes N] [--warmup N] [--seed N] [--threads N] [--out FILE]
                   [--hp NAME=VALUE[,NAME=VALUE...]]...   (gantry-cli train --agent dl2|topdrl --list-hp)
  gantry-cli evaluate SCENARIO.yaml --model FILE [--seeds N] [--first-seed N] [--threads N] [--untrained]
)";

struct LearnArgs {
    std::vector<std::string> positional;
    std::map<std::string, std::string> options;
    std::vector<std::string> flags;
    std::vector<std::string> hyper; ///< the values of every --hp (repeatable)
};

std::optional<LearnArgs> parse(int argc, char** argv, std::string& problem)
{
    LearnArgs a;
    for (int i = 2; i < argc; ++i) {
        std::string s = argv[i];
        if (s == "--untrained" || s == "--quiet" || s == "--list-hp") {
            a.flags.push_back(s);
        } else if (s.rfind("--", 0) == 0) {
            std::string key = s, value;
            if (auto eq = s.find('='); eq != std::string::npos) {
                key = s.substr(0, eq);
                value = s.substr(eq + 1);
            } else {
                if (i + 1 >= argc) {
                    problem = "option " + s + " needs a value";
                    return std::nullopt;
                }
                value = argv[++i];
            }
            if (key == "--hp") a.hyper.push_back(value);
            else a.options[key] = value;
        } else {
            a.positional.push_back(s);
        }
    }
    return a;
}

int bad(const std::string& message)
{
    std::fprintf(stderr, "gantry-cli: %s\n%s", message.c_str(), kLearnUsage);
    return 2;
}

int fail(const Error& e)
{
    std::fprintf(stderr, "gantry-cli: error: %s\n", e.toString().c_str());
    return e.exitCode();
}

bool integer(const LearnArgs& a, const std::string& key, long long& out, std::string& problem)
{
    auto it = a.options.find(key);
    if (it == a.options.end()) return true;
    try {
        std::size_t used = 0;
        out = std::stoll(it->second, &used);
        if (used == it->second.size()) return true;
    } catch (...) {
    }
    problem = key + " needs an integer (got '" + it->second + "')";
    return false;
}

/// Parses the --hp values ("lr=1e-4,gamma=0.9"); names and ranges are checked by learn::train.
bool hyperParameters(const LearnArgs& a, std::map<std::string, double>& out, std::string& problem)
{
    for (const auto& text : a.hyper) {
        std::istringstream in(text);
        std::string item;
        while (std::getline(in, item, ',')) {
            const auto eq = item.find('=');
            const std::string name = item.substr(0, eq);
            const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
            char* end = nullptr;
            const double v = std::strtod(value.c_str(), &end);
            if (name.empty() || value.empty() || *end != '\0' || !std::isfinite(v)) {
                problem = "--hp needs NAME=VALUE with a number (got '" + item + "')";
                return false;
            }
            out[name] = v;
        }
    }
    return true;
}

int listHyperParameters(const std::string& agent)
{
    const auto& known = learn::hyperParameters(agent);
    if (known.empty()) return bad("--list-hp needs --agent dl2|topdrl");
    std::printf("%-18s %10s  %-22s %s\n", "hyper-parameter", "default", "range", "meaning");
    for (const auto& h : known) {
        char range[64];
        std::snprintf(range, sizeof range, "%g .. %g%s", h.min, h.max, h.integer ? " (whole)" : "");
        std::printf("%-18s %10g  %-22s %s\n", h.name, h.defaultValue, range, h.meaning);
    }
    return 0;
}

int train(const LearnArgs& a)
{
    if (std::count(a.flags.begin(), a.flags.end(), "--list-hp"))
        return listHyperParameters(a.options.count("--agent") ? a.options.at("--agent") : "");
    if (a.positional.size() != 1) return bad("train needs one scenario file");
    for (const auto& [k, v] : a.options)
        if (k != "--agent" && k != "--episodes" && k != "--warmup" && k != "--seed" && k != "--threads" && k != "--out")
            return bad("unknown option " + k);
    auto scenario = loadScenario(a.positional[0]);
    if (!scenario) return fail(scenario.error());
    learn::TrainingOptions o;
    auto agent = a.options.find("--agent");
    if (agent == a.options.end()) return bad("train needs --agent dl2|topdrl");
    o.agent = agent->second;
    long long episodes = 0, warmup = -1, seed = 1, threads = 1;
    std::string problem;
    if (!integer(a, "--episodes", episodes, problem) || !integer(a, "--warmup", warmup, problem)
        || !integer(a, "--seed", seed, problem) || !integer(a, "--threads", threads, problem))
        return bad(problem);
    o.episodes = int(episodes);
    o.warmupEpisodes = int(warmup);
    o.seed = std::uint64_t(seed);
    o.threads = int(threads);
    if (!hyperParameters(a, o.hyper, problem)) return bad(problem);
    const std::string out = a.options.count("--out") ? a.options.at("--out") : o.agent + ".model";
    const bool tty = ::isatty(STDERR_FILENO) && !std::count(a.flags.begin(), a.flags.end(), "--quiet");
    auto report = learn::train(scenario.value(), o, [&](const learn::TrainingProgress& p) {
        if (tty) {
            const double fraction = p.episodes > 0 ? double(p.episode) / p.episodes : 1.0;
            const int width = 30;
            const int filled = int(std::lround(fraction * width));
            std::fprintf(stderr, "\r%-8s [%s%s] %4d/%-4d avg JCT %8.1f s  loss %8.4f  %6.1f s ", p.phase.c_str(),
                std::string(std::size_t(filled), '#').c_str(), std::string(std::size_t(width - filled), '.').c_str(),
                p.episode, p.episodes, p.avgJct, p.loss, p.seconds);
            std::fflush(stderr);
        }
        return true;
    });
    if (tty) std::fputc('\n', stderr);
    if (!report) return fail(report.error());
    if (auto s = learn::saveModel(report.value(), out); !s) return fail(s.error());
    const std::string curve = out + ".curve.csv";
    if (auto s = learn::writeLearningCurve(report.value(), curve); !s) return fail(s.error());
    std::printf("trained %s on '%s' in %.1f s (%llu decisions, %.0f steps/s); best validation avg JCT %.1f s\n",
        o.agent.c_str(), scenario->name.c_str(), report->seconds, (unsigned long long)report->envSteps,
        report->stepsPerSecond, report->bestValidationJct);
    std::printf("model: %s\nlearning curve: %s\n", out.c_str(), curve.c_str());
    return 0;
}

int evaluate(const LearnArgs& a)
{
    if (a.positional.size() != 1) return bad("evaluate needs one scenario file");
    for (const auto& [k, v] : a.options)
        if (k != "--model" && k != "--seeds" && k != "--first-seed" && k != "--threads") return bad("unknown option " + k);
    if (!a.hyper.empty()) return bad("--hp is an option of train, not of evaluate");
    auto scenario = loadScenario(a.positional[0]);
    if (!scenario) return fail(scenario.error());
    learn::EvaluationOptions o;
    auto model = a.options.find("--model");
    if (model == a.options.end()) return bad("evaluate needs --model FILE");
    o.modelPath = model->second;
    long long seeds = 10, threads = 1, firstSeed = 1;
    std::string problem;
    if (!integer(a, "--seeds", seeds, problem) || !integer(a, "--threads", threads, problem)
        || !integer(a, "--first-seed", firstSeed, problem))
        return bad(problem);
    if (firstSeed < 1) return bad("--first-seed must be at least 1");
    o.seeds = int(seeds);
    o.firstSeed = std::uint64_t(firstSeed);
    o.threads = int(threads);
    o.includeUntrained = std::count(a.flags.begin(), a.flags.end(), "--untrained") > 0;
    auto report = learn::evaluate(scenario.value(), o);
    if (!report) return fail(report.error());
    std::printf("%s on '%s', %d held-out workload seeds (%llu..%llu), avg JCT:\n\n", report->agent.c_str(),
        scenario->name.c_str(), o.seeds, (unsigned long long)report->seeds.front(), (unsigned long long)report->seeds.back());
    std::printf("%-34s %12s %12s %14s\n", "policy", "mean (min)", "std (min)", "learned vs it");
    for (const auto& r : report->rows) {
        if (r.learned) {
            std::printf("%-34s %12.2f %12.2f %14s\n", r.name.c_str(), r.mean / 60, r.stddev / 60, "-");
        } else {
            std::printf("%-34s %12.2f %12.2f %+13.1f%%\n", r.name.c_str(), r.mean / 60, r.stddev / 60,
                -report->improvementOver(r.name));
        }
    }
    std::printf("\n(negative %%: the learned policy's avg JCT is that much lower)\n");
    return 0;
}

} // namespace

void registerLearnedCommands() { registerLearnedSchedulers(PolicyRegistry::instance()); }

int learnCommand(const std::string& command, int argc, char** argv)
{
    std::string problem;
    auto a = parse(argc, argv, problem);
    if (!a) return bad(problem);
    return command == "train" ? train(*a) : evaluate(*a);
}

#endif

} // namespace gantry::cli
