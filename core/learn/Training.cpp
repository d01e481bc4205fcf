#include "core/learn/Training.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/learn/Checkpoint.h"
#include "core/learn/Dl2.h"
#include "core/learn/Environment.h"
#include "core/learn/LearnedSchedulers.h"
#include "core/learn/ReplayBuffer.h"
#include "core/learn/TopDrl.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace gantry::learn {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

Error cancelled() { return Error { ErrorCode::Cancelled, "training cancelled", {} }; }

/// The shortest text that reads back to the same double.
std::string exact(double v)
{
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, v).ptr;
    return std::string(buffer, end);
}

/// Seeds for greedy validation during training (training side, never the held-out ones).
std::uint64_t validationSeed(std::uint64_t seed, int v) { return trainingWorkloadSeed(seed, 90'000 + v); }

/// A batch of recorded decisions; with `returns` the critic is trained on their returns as well.
Batch supervisedBatch(const std::vector<Dl2Step>& data, int inputSize, int actions, std::size_t n, Rng& rng,
    bool returns = false)
{
    Batch b;
    b.size = int(n);
    b.obs.reserve(n * std::size_t(inputSize));
    b.mask.reserve(n * std::size_t(actions));
    for (std::size_t k = 0; k < n; ++k) {
        const Dl2Step& s = data[std::size_t(rng.below(data.size()))];
        b.obs.insert(b.obs.end(), s.obs.begin(), s.obs.end());
        b.mask.insert(b.mask.end(), s.mask.begin(), s.mask.end());
        b.actions.push_back(s.action);
        if (returns) b.returns.push_back(s.ret);
    }
    return b;
}

struct Trainer {
    const Scenario& scenario;
    const TrainingOptions& options;
    std::function<bool(const TrainingProgress&)> progress;
    Clock::time_point start = Clock::now();
    TrainingReport report;
    std::string bestWeights;
    double bestScore = 1e300;

    /// The value of a hyper-parameter: the override, else its default from hyperParameters().
    double hp(const std::string& name) const
    {
        if (auto it = options.hyper.find(name); it != options.hyper.end()) return it->second;
        for (const auto& h : hyperParameters(options.agent))
            if (name == h.name) return h.defaultValue;
        throw std::logic_error("hyper-parameter '" + name + "' is missing from the table of " + options.agent);
    }
    /// Reports a supervised warm-up episode; false: cancelled.
    bool emitWarmup(int episode, int episodes, double avgJct, double loss)
    {
        TrainingProgress p;
        p.phase = "warmup";
        p.episode = episode;
        p.episodes = episodes;
        p.avgJct = avgJct;
        p.loss = loss;
        return emit(p);
    }
    bool emit(TrainingProgress p)
    {
        p.seconds = since(start);
        p.envSteps = report.envSteps;
        report.curve.push_back(p);
        return !progress || progress(p);
    }

    /// Ends training: restores the best validated weights (keepBest) and encodes the model file with
    /// its metadata (`extra`: the agent's settings a scheduler needs to rebuild it).
    Result<TrainingReport> finish(Network& net, const NetSpec& spec, int warmupEpisodes, int episodes,
        std::map<std::string, std::string> extra)
    {
        if (options.keepBest && !bestWeights.empty())
            if (auto s = net.loadWeights(bestWeights, "(best weights)"); !s) return s.error();
        Checkpoint c;
        c.meta.scheduler = options.agent;
        c.meta.net = spec;
        c.meta.extra = std::move(extra);
        c.meta.extra["warmup_episodes"] = std::to_string(warmupEpisodes);
        for (const auto& [k, v] : options.hyper) c.meta.extra["hp." + k] = exact(v);
        c.meta.episodes = episodes;
        c.meta.scenarioHash = scenarioHash(scenario);
        c.meta.scenarioName = scenario.name;
        c.meta.seed = options.seed;
        c.meta.threads = options.threads;
        c.meta.gantryVersion = kVersion;
        c.weights = net.saveWeights();
        report.model = encodeCheckpoint(c);
        report.seconds = since(start);
        report.stepsPerSecond = report.seconds > 0 ? double(report.envSteps) / report.seconds : 0.0;
        report.bestValidationJct = bestScore < 1e299 ? bestScore : 0.0;
        return report;
    }

    /// Scores the greedy policy on the validation seeds (mean average JCT), keeps the best weights
    /// seen so far and reports the score. `runGreedy(workloadSeed)` runs one episode.
    template <class RunGreedy> Status validate(int episode, int seeds, const Network& net, RunGreedy&& runGreedy)
    {
        std::vector<double> jcts;
        for (int v = 0; v < seeds; ++v) {
            auto e = runGreedy(validationSeed(options.seed, v));
            if (!e) return e.error();
            report.envSteps += e->rt->inferences;
            jcts.push_back(e->avgJct);
        }
        const double score = meanStd(jcts).first;
        if (score < bestScore) {
            bestScore = score;
            bestWeights = net.saveWeights();
        }
        TrainingProgress p;
        p.phase = "validate";
        p.episode = episode;
        p.avgJct = score;
        if (!emit(p)) return cancelled();
        return Ok {};
    }
};

// ---------------------------------------------------------------- DL2

struct Dl2Episode {
    std::shared_ptr<Dl2Runtime> rt;
    double avgJct = 0;
};

/// An episode's discounted return-to-go at each pass. The discount is `gamma` per slot of simulated
/// time: passes come at slot boundaries and whenever a job finishes, so a per-pass discount would
/// weigh busy stretches differently from quiet ones.
std::vector<double> dl2Returns(const Dl2Runtime& rt, double gamma)
{
    const std::size_t passes = rt.passTimes.size();
    std::vector<double> returns(passes, 0.0);
    double next = 0;
    for (std::size_t k = passes; k-- > 0;) {
        const double end = k + 1 < passes ? rt.passTimes[k + 1] : std::max(rt.episodeEnd, rt.passTimes[k]);
        const double reward = k < rt.passRewards.size() ? rt.passRewards[k] : 0.0;
        returns[k] = next = reward + std::pow(gamma, (end - rt.passTimes[k]) / kDl2SlotSeconds) * next;
    }
    return returns;
}

Result<Dl2Episode> runDl2(const Scenario& scenario, std::shared_ptr<const Network> net, int window, ActMode mode,
    bool record, std::uint64_t workloadSeed, std::uint64_t rngSeed, double explore, bool jctReward)
{
    Dl2Episode e;
    e.rt = std::make_shared<Dl2Runtime>();
    e.rt->net = std::move(net);
    e.rt->window = window;
    e.rt->mode = mode;
    e.rt->rng = Rng(rngSeed);
    e.rt->explore = explore;
    e.rt->record = record;
    e.rt->jctReward = jctReward;
    auto sim = makeEpisode(withSeed(scenario, workloadSeed), makeDl2Scheduler(e.rt));
    if (!sim) return sim.error();
    sim.value()->run();
    if (record) dl2FinishEpisode(*e.rt, *sim.value());
    e.avgJct = averageJct(*sim.value());
    return e;
}

Result<TrainingReport> trainDl2(Trainer& t)
{
    const TrainingOptions& o = t.options;
    const int window = 10;
    const bool jctReward = t.hp("jct_reward") != 0;
    const NetSpec spec = dl2NetSpec(window);
    auto net = std::make_shared<Network>(spec, o.seed);
    const int warm = o.warmupEpisodes < 0 ? 40 : o.warmupEpisodes;
    const int episodes = o.episodes > 0 ? o.episodes : (o.episodes < 0 ? 0 : 120);
    const int validateEvery = o.validateEvery > 0 ? o.validateEvery : 10;
    const int validationSeeds = int(t.hp("validation_seeds"));
    Rng rng = makeStream(o.seed, "learn/dl2");
    int episodeIndex = 0;

    auto validate = [&](int episode) {
        return t.validate(episode, validationSeeds, *net, [&](std::uint64_t seed) {
            return runDl2(t.scenario, net, window, ActMode::Greedy, false, seed, 0, 0, jctReward);
        });
    };

    // Phase 1: supervised warm-up on DRF's decisions, expressed in DL2's action space. The critic learns
    // the teacher's returns at the same time: an untrained critic would turn the first RL updates into
    // noise that undoes the imitation. Returns are measured in units of their spread over the warm-up.
    const double gamma = t.hp("gamma");
    const double smoothing = t.hp("smoothing");
    double returnScale = t.hp("return_scale");
    std::vector<Dl2Step> data;
    for (int e = 0; e < warm; ++e) {
        auto ep = runDl2(t.scenario, net, window, ActMode::Teacher, true, trainingWorkloadSeed(o.seed, episodeIndex++), 0, 0,
            jctReward);
        if (!ep) return ep.error();
        t.report.envSteps += ep->rt->steps.size();
        const std::vector<double> returns = dl2Returns(*ep->rt, gamma);
        for (auto& s : ep->rt->steps) {
            s.ret = float(returns[std::size_t(s.pass)]);
            data.push_back(std::move(s));
        }
        double loss = 0;
        const int steps = 12;
        for (int k = 0; k < steps && !data.empty(); ++k)
            loss += net->supervisedStep(supervisedBatch(data, spec.inputSize, spec.actions, 256, rng), smoothing);
        if (!t.emitWarmup(e + 1, warm, ep->avgJct, loss / steps)) return cancelled();
    }
    if (!data.empty()) {
        std::vector<double> rets;
        for (const auto& s : data) rets.push_back(s.ret);
        const double spread = meanStd(rets).second;
        if (spread > 0) returnScale /= spread;
        for (auto& s : data) s.ret = float(s.ret * returnScale);
        for (int k = 0; k < 200; ++k)
            net->supervisedStep(supervisedBatch(data, spec.inputSize, spec.actions, 256, rng, true), smoothing);
        if (auto s = validate(0); !s) return s.error();
    }

    // Phase 2: actor-critic with prioritised replay, entropy regularisation and job-aware exploration.
    // RL from the warm start is a gamble: within a few episodes at this learning rate the policy
    // commits to one of several nearly deterministic allocation rules, some much better than DRF and
    // some no better (docs/learning.md). So the RL budget is split into `restarts` independent runs
    // from the same warm start (fresh optimisers and replay, their own exploration draws); validation
    // keeps the best weights over all of them.
    const int restarts = std::clamp(episodes / 10, 1, int(t.hp("restarts"))); // at least 10 episodes each
    const double entropyStart = t.hp("entropy");
    const double entropyEnd = t.hp("entropy_end") < 0 ? entropyStart : t.hp("entropy_end");
    const double exploreStart = t.hp("explore");
    const int updatesPerEpisode = int(t.hp("updates"));
    const bool normaliseAdvantage = t.hp("norm_adv") != 0;
    const std::string warmStart = net->saveWeights();
    std::vector<std::size_t> indices;
    for (int r = 0; r < restarts; ++r) {
        if (r > 0)
            if (auto s = net->loadWeights(warmStart, "(warm start)"); !s) return s.error();
        net->resetOptimisers(t.hp("lr"), t.hp("value_lr"));
        ReplayBuffer buffer(std::size_t(t.hp("replay")), t.hp("prioritised") != 0);
        const int first = r * episodes / restarts, last = (r + 1) * episodes / restarts;
        for (int e = first; e < last; ++e) {
            const double frac = double(e - first) / (last - first);
            const double explore = exploreStart * (1.0 - frac) + 0.02;
            const double entropyWeight = entropyStart + (entropyEnd - entropyStart) * frac;
            auto ep = runDl2(t.scenario, net, window, ActMode::Explore, true, trainingWorkloadSeed(o.seed, episodeIndex++),
                rng.next(), explore, jctReward);
            if (!ep) return ep.error();
            Dl2Runtime& rt = *ep->rt;
            t.report.envSteps += rt.steps.size();
            const std::vector<double> returns = dl2Returns(rt, gamma);
            for (auto& s : rt.steps) {
                Transition tr;
                tr.obs = std::move(s.obs);
                tr.mask = std::move(s.mask);
                tr.action = s.action;
                tr.ret = float(returns[std::size_t(s.pass)] * returnScale);
                buffer.add(std::move(tr));
            }
            UpdateStats sum;
            int updates = 0;
            if (buffer.size() >= 512) {
                for (int u = 0; u < updatesPerEpisode; ++u) {
                    Batch b = buffer.sample(256, rng, indices);
                    UpdateStats s = net->actorCriticStep(b, entropyWeight, normaliseAdvantage);
                    buffer.updatePriorities(indices, s.absAdvantage);
                    sum.policyLoss += s.policyLoss;
                    sum.valueLoss += s.valueLoss;
                    sum.entropy += s.entropy;
                    ++updates;
                }
            }
            TrainingProgress p;
            p.phase = "rl";
            p.episode = e + 1;
            p.episodes = episodes;
            for (double x : rt.passRewards) p.reward += x;
            p.avgJct = ep->avgJct;
            p.loss = updates ? (sum.policyLoss + sum.valueLoss) / updates : 0.0;
            p.entropy = updates ? sum.entropy / updates : 0.0;
            if (!t.emit(p)) return cancelled();
            if ((e + 1 - first) % validateEvery == 0 || e + 1 == last)
                if (auto s = validate(e + 1); !s) return s.error();
        }
    }
    return t.finish(*net, spec, warm, episodes,
        { { "window", std::to_string(window) }, { "reward", jctReward ? "jct" : "normalised-progress" } });
}

// ---------------------------------------------------------------- TopDRL

struct TopEpisode {
    std::shared_ptr<TopRuntime> rt;
    double avgJct = 0;
    std::vector<double> rewards;
};

Result<TopEpisode> runTop(const Scenario& scenario, std::shared_ptr<const Network> net, int window, double timeScale,
    ActMode mode, bool record, std::uint64_t workloadSeed, std::uint64_t rngSeed)
{
    TopEpisode e;
    e.rt = std::make_shared<TopRuntime>();
    e.rt->net = std::move(net);
    e.rt->window = window;
    e.rt->timeScale = timeScale;
    e.rt->mode = mode;
    e.rt->rng = Rng(rngSeed);
    e.rt->record = record;
    auto sched = makeTopDrlScheduler(e.rt);
    // The scheduler is moved into the simulation; it keeps sharing the runtime with us.
    auto sim = makeEpisode(withSeed(scenario, workloadSeed), std::move(sched));
    if (!sim) return sim.error();
    sim.value()->run();
    if (record) e.rewards = topRewards(*e.rt, *sim.value());
    e.avgJct = averageJct(*sim.value());
    return e;
}

Result<TrainingReport> trainTopDrl(Trainer& t)
{
    const TrainingOptions& o = t.options;
    const int window = int(t.hp("window"));
    auto shape = topImageShape(t.scenario.cluster);
    if (!shape) return shape.error();
    // Time scale of the features and rewards: the longest job of a training workload.
    double timeScale = 3600;
    {
        auto w = loadWorkload(withSeed(t.scenario, trainingWorkloadSeed(o.seed, 0)));
        if (!w) return w.error();
        for (const auto& j : w->jobs) timeScale = std::max(timeScale, j.duration);
    }
    const NetSpec spec = topNetSpec(shape->first, shape->second, window);
    auto net = std::make_shared<Network>(spec, o.seed);
    const int warm = o.warmupEpisodes < 0 ? 30 : o.warmupEpisodes;
    const int episodes = o.episodes > 0 ? o.episodes : (o.episodes < 0 ? 0 : 96);
    const int perUpdate = 4;
    const int validateEvery = o.validateEvery > 0 ? o.validateEvery : 8;
    const int validationSeeds = int(t.hp("validation_seeds"));
    Rng rng = makeStream(o.seed, "learn/topdrl");
    int episodeIndex = 0;

    auto validate = [&](int episode) {
        return t.validate(episode, validationSeeds, *net, [&](std::uint64_t seed) {
            return runTop(t.scenario, net, window, timeScale, ActMode::Greedy, false, seed, 0);
        });
    };

    // Phase 1: imitation of SJF + closest GPUs (our warm start; the paper does not say how it starts).
    const double smoothing = t.hp("smoothing");
    std::vector<Dl2Step> data;
    for (int e = 0; e < warm; ++e) {
        auto ep = runTop(t.scenario, net, window, timeScale, ActMode::Teacher, true, trainingWorkloadSeed(o.seed, episodeIndex++), 0);
        if (!ep) return ep.error();
        t.report.envSteps += ep->rt->steps.size();
        for (auto& s : ep->rt->steps) data.push_back({ std::move(s.obs), std::move(s.mask), s.action, 0 });
        double loss = 0;
        const int steps = 10;
        for (int k = 0; k < steps; ++k)
            loss += net->supervisedStep(supervisedBatch(data, spec.inputSize, spec.actions, 64, rng), smoothing);
        if (!t.emitWarmup(e + 1, warm, ep->avgJct, loss / steps)) return cancelled();
    }
    if (warm > 0) {
        const int fitSteps = int(t.hp("sl_steps"));
        const std::size_t fitBatch = std::size_t(t.hp("sl_batch"));
        for (int k = 0; k < fitSteps && !data.empty(); ++k)
            net->supervisedStep(supervisedBatch(data, spec.inputSize, spec.actions, fitBatch, rng), smoothing);
    }
    if (auto s = validate(0); !s) return s.error();

    // Phase 2: PPO with GAE.
    net->resetOptimisers(t.hp("lr"), t.hp("value_lr"));
    const double gamma = t.hp("gamma"), lambda = t.hp("lambda");
    const double entropyWeight = t.hp("entropy");
    Batch batch;
    for (int e = 0; e < episodes; ++e) {
        auto ep = runTop(t.scenario, net, window, timeScale, ActMode::Sample, true, trainingWorkloadSeed(o.seed, episodeIndex++),
            rng.next());
        if (!ep) return ep.error();
        const auto& steps = ep->rt->steps;
        t.report.envSteps += steps.size();
        const std::size_t n = steps.size();
        std::vector<double> values(n);
        for (std::size_t k = 0; k < n; ++k) values[k] = net->value(steps[k].obs.data());
        double gae = 0, episodeReward = 0;
        std::vector<double> adv(n);
        for (std::size_t k = n; k-- > 0;) {
            const double next = k + 1 < n ? values[k + 1] : 0.0;
            const double delta = ep->rewards[k] + gamma * next - values[k];
            gae = delta + gamma * lambda * gae;
            adv[k] = gae;
            episodeReward += ep->rewards[k];
        }
        for (std::size_t k = 0; k < n; ++k) {
            batch.obs.insert(batch.obs.end(), steps[k].obs.begin(), steps[k].obs.end());
            batch.mask.insert(batch.mask.end(), steps[k].mask.begin(), steps[k].mask.end());
            batch.actions.push_back(steps[k].action);
            batch.advantages.push_back(float(adv[k]));
            batch.returns.push_back(float(adv[k] + values[k]));
        }
        batch.size += int(n);
        UpdateStats stats;
        const bool update = (e + 1) % perUpdate == 0 && batch.size > 1;
        if (update) {
            double mean = 0, var = 0;
            for (float a : batch.advantages) mean += a;
            mean /= batch.size;
            for (float a : batch.advantages) var += (a - mean) * (a - mean);
            const double sd = std::sqrt(var / batch.size) + 1e-8;
            for (float& a : batch.advantages) a = float((a - mean) / sd);
            batch.oldLogProb = net->logProb(batch);
            stats = net->ppoUpdate(batch, 0.2, 4, 64, entropyWeight, 0.5, rng.next());
            batch = Batch {};
        }
        TrainingProgress p;
        p.phase = "rl";
        p.episode = e + 1;
        p.episodes = episodes;
        p.reward = episodeReward;
        p.avgJct = ep->avgJct;
        p.loss = update ? stats.policyLoss + stats.valueLoss : 0.0;
        p.entropy = update ? stats.entropy : 0.0;
        if (!t.emit(p)) return cancelled();
        if ((e + 1) % validateEvery == 0 || e + 1 == episodes)
            if (auto s = validate(e + 1); !s) return s.error();
    }
    return t.finish(*net, spec, warm, episodes, { { "window", std::to_string(window) }, { "time_scale", exact(timeScale) } });
}

} // namespace

const std::vector<HyperParameter>& hyperParameters(const std::string& agent)
{
    static const std::vector<HyperParameter> dl2 = {
        { "jct_reward", 1, 0, 1, true, "1: reward -(jobs in the system x slots); 0: DL2's normalised progress" },
        { "lr", 1e-3, 1e-7, 1, false, "policy learning rate (RL phase; Adam)" },
        { "value_lr", 1e-3, 1e-7, 1, false, "value network learning rate" },
        { "gamma", 0.95, 0, 1, false, "discount per 20-minute slot of simulated time" },
        { "entropy", 0.01, 0, 10, false, "entropy bonus weight at the start of RL" },
        { "entropy_end", -1, -1, 10, false, "entropy bonus weight at the end of RL (linear; -1: same as entropy)" },
        { "explore", 0.1, 0, 1, false, "probability of job-aware exploration at the start of RL (decays to 0.02)" },
        { "updates", 16, 1, 1000, true, "actor-critic updates (batch 256) per episode" },
        { "replay", 8192, 256, 1e7, true, "replay memory size (transitions)" },
        { "prioritised", 1, 0, 1, true, "1: prioritised replay (DL2's); 0: uniform" },
        { "smoothing", 0, 0, 0.9, false, "label smoothing of the supervised warm-up" },
        { "restarts", 12, 1, 64, true, "independent RL runs from the warm start sharing the episodes (each >= 10); the best validated is kept" },
        { "norm_adv", 0, 0, 1, true, "1: normalise each batch's advantages" },
        { "return_scale", 1, 1e-6, 1e6, false, "multiplies the returns (in units of their spread over the warm-up)" },
        { "validation_seeds", 48, 1, 1000, true, "training-side workloads of each greedy validation" },
    };
    static const std::vector<HyperParameter> topdrl = {
        { "window", 20, 1, 200, true, "jobs the network chooses from (the first K queued)" },
        { "sl_steps", 600, 0, 1e6, true, "supervised steps after the warm-up episodes" },
        { "sl_batch", 64, 1, 4096, true, "supervised batch size" },
        { "smoothing", 0, 0, 0.9, false, "label smoothing of the imitation warm start" },
        { "lr", 1e-4, 1e-7, 1, false, "policy learning rate (PPO; Adam)" },
        { "value_lr", 1e-3, 1e-7, 1, false, "value network learning rate" },
        { "gamma", 1, 0, 1, false, "discount per decision" },
        { "lambda", 0.95, 0, 1, false, "GAE lambda" },
        { "entropy", 0.01, 0, 10, false, "entropy bonus weight" },
        { "validation_seeds", 8, 1, 1000, true, "training-side workloads of each greedy validation" },
    };
    static const std::vector<HyperParameter> none;
    return agent == "dl2" ? dl2 : agent == "topdrl" ? topdrl : none;
}

Result<TrainingReport> train(const Scenario& scenario, const TrainingOptions& options,
    std::function<bool(const TrainingProgress&)> progress)
{
    if (options.agent != "dl2" && options.agent != "topdrl")
        return Error { ErrorCode::UnknownName, "unknown agent '" + options.agent + "' (known: dl2, topdrl)",
            { "", 0, 0, "agent" } };
    if (options.threads < 1 || options.threads > 256)
        return Error { ErrorCode::BadValue, "threads must be between 1 and 256", { "", 0, 0, "threads" } };
    const auto& known = hyperParameters(options.agent);
    for (const auto& [name, value] : options.hyper) {
        auto h = std::find_if(known.begin(), known.end(), [&](const HyperParameter& k) { return name == k.name; });
        if (h == known.end()) {
            std::string names;
            for (const auto& k : known) names += std::string(names.empty() ? "" : ", ") + k.name;
            return Error { ErrorCode::UnknownName,
                "unknown hyper-parameter '" + name + "' for " + options.agent + " (known: " + names + ")",
                { "", 0, 0, "hp." + name } };
        }
        if (!(value >= h->min && value <= h->max) || (h->integer && value != std::floor(value))) {
            std::ostringstream m;
            m << "hyper-parameter " << name << " must be " << (h->integer ? "a whole number " : "") << "between "
              << h->min << " and " << h->max << " (got " << value << ")";
            return Error { ErrorCode::BadValue, m.str(), { "", 0, 0, "hp." + name } };
        }
    }
    if (auto s = initTorch(options.threads, options.seed); !s) return s.error();
    Trainer t { scenario, options, std::move(progress) };
    return options.agent == "dl2" ? trainDl2(t) : trainTopDrl(t);
}

Status saveModel(const TrainingReport& report, const std::string& path) { return writeFileAtomically(path, report.model); }

Status writeLearningCurve(const TrainingReport& report, const std::string& path)
{
    std::ostringstream o;
    o.precision(10);
    o << "index,phase,episode,reward,avg_jct,loss,entropy,seconds,env_steps\n";
    for (std::size_t i = 0; i < report.curve.size(); ++i) {
        const auto& p = report.curve[i];
        o << i << ',' << p.phase << ',' << p.episode << ',' << p.reward << ',' << p.avgJct << ',' << p.loss << ','
          << p.entropy << ',' << p.seconds << ',' << p.envSteps << '\n';
    }
    return writeFileAtomically(path, o.str());
}

std::vector<std::pair<std::string, PolicyConfig>> baselinesFor(const std::string& agent)
{
    std::vector<std::pair<std::string, PolicyConfig>> out;
    auto make = [](std::string ordering, std::string placement, std::string sizing, bool backfill) {
        PolicyConfig p;
        p.ordering = { std::move(ordering), {} };
        p.placement = { std::move(placement), {} };
        p.sizing = { std::move(sizing), {} };
        p.backfill = backfill;
        return p;
    };
    if (agent == "dl2") {
        out.emplace_back("DRF", make("fifo", "least-loaded", "drf", true));
        out.emplace_back("FIFO", make("fifo", "least-loaded", "fifo-bundles", true));
        out.emplace_back("SRTF", make("fifo", "least-loaded", "srtf-bundles", true));
        out.emplace_back("Tetris", make("tetris", "least-loaded", "fifo-bundles", true));
        out.emplace_back("Optimus", make("fifo", "least-loaded", "optimus", true));
    } else {
        const std::pair<const char*, const char*> orderings[] = { { "fifo", "FCFS" }, { "sjf", "SJF" },
            { "fewest-gpus", "fewest-GPUs" }, { "random", "random" } };
        const char* placements[] = { "closest-gpus", "first-fit", "least-loaded" };
        for (const char* placement : placements)
            for (const auto& [ordering, label] : orderings)
                out.emplace_back(std::string(label) + " + " + placement, make(ordering, placement, "none", false));
        out.emplace_back("SJF + closest-gpus (backfill)", make("sjf", "closest-gpus", "none", true));
    }
    return out;
}

double EvaluationReport::improvementOver(const std::string& name) const
{
    const PolicyScore* other = find(name);
    if (!other || rows.empty() || other->mean <= 0) return 0.0;
    return (other->mean - rows.front().mean) / other->mean * 100.0;
}

const PolicyScore* EvaluationReport::find(const std::string& name) const
{
    for (const auto& r : rows)
        if (r.name == name) return &r;
    return nullptr;
}

namespace {

Result<Checkpoint> modelOf(const std::string& path, const std::string& bytes)
{
    if (!bytes.empty()) return decodeCheckpoint(bytes, "(model)");
    return loadCheckpoint(path);
}

Result<double> runLearned(const Scenario& scenario, const Checkpoint& model, std::shared_ptr<const Network> net,
    std::uint64_t seed, ActMode mode = ActMode::Greedy)
{
    const Scenario s = withSeed(scenario, seed);
    auto extraInt = [&](const char* key, int fallback) {
        auto it = model.meta.extra.find(key);
        return it == model.meta.extra.end() ? fallback : std::atoi(it->second.c_str());
    };
    std::unique_ptr<Scheduler> sched;
    std::shared_ptr<Dl2Runtime> dl2;
    std::shared_ptr<TopRuntime> top;
    if (model.meta.scheduler == "dl2") {
        dl2 = std::make_shared<Dl2Runtime>();
        dl2->net = net;
        dl2->window = extraInt("window", 10);
        dl2->mode = mode;
        dl2->rng = Rng(seed);
        sched = makeDl2Scheduler(dl2);
    } else {
        top = std::make_shared<TopRuntime>();
        top->net = net;
        top->window = extraInt("window", 10);
        auto it = model.meta.extra.find("time_scale");
        top->timeScale = it == model.meta.extra.end() ? 10000 : std::atof(it->second.c_str());
        top->mode = mode;
        top->rng = Rng(seed);
        sched = makeTopDrlScheduler(top);
    }
    auto sim = makeEpisode(s, std::move(sched));
    if (!sim) return sim.error();
    sim.value()->run();
    return averageJct(*sim.value());
}

} // namespace

Result<EvaluationReport> evaluate(const Scenario& scenario, const EvaluationOptions& options)
{
    auto model = modelOf(options.modelPath, options.modelBytes);
    if (!model) return model.error();
    const std::string file = options.modelBytes.empty() ? options.modelPath : "(model)";
    if (auto s = checkModelFits(model->meta, scenario, file); !s) return s.error();
    if (options.seeds < 1) return Error { ErrorCode::BadValue, "at least one seed is needed", { "", 0, 0, "seeds" } };
    if (options.firstSeed + std::uint64_t(options.seeds) > kTrainingSeedBase)
        return Error { ErrorCode::BadValue, "evaluation seeds must stay below the training seeds", { "", 0, 0, "seeds" } };
    if (auto s = initTorch(options.threads, model->meta.seed); !s) return s.error();
    auto net = std::make_shared<Network>(model->meta.net, model->meta.seed);
    if (auto s = net->loadWeights(model->weights, file); !s) return s.error();

    EvaluationReport report;
    report.agent = model->meta.scheduler;
    for (int k = 0; k < options.seeds; ++k) report.seeds.push_back(options.firstSeed + std::uint64_t(k));

    PolicyScore learned;
    learned.name = model->meta.scheduler == "dl2" ? "DL2 (learned)" : "TopDRL (learned)";
    learned.learned = true;
    for (auto seed : report.seeds) {
        auto j = runLearned(scenario, model.value(), net, seed);
        if (!j) return j.error();
        learned.avgJct.push_back(j.value());
    }
    report.rows.push_back(learned);
    if (options.includeUntrained) {
        auto fresh = std::make_shared<Network>(model->meta.net, model->meta.seed + 7777);
        PolicyScore untrained;
        untrained.name = "untrained";
        for (auto seed : report.seeds) {
            auto j = runLearned(scenario, model.value(), fresh, seed, ActMode::Sample);
            if (!j) return j.error();
            untrained.avgJct.push_back(j.value());
        }
        report.rows.push_back(untrained);
    }
    for (const auto& [name, policy] : baselinesFor(model->meta.scheduler)) {
        PolicyScore row;
        row.name = name;
        for (auto seed : report.seeds) {
            Scenario s = withSeed(scenario, seed);
            s.policy = policy;
            auto sched = PolicyRegistry::instance().build(policy, s);
            if (!sched) return sched.error();
            auto sim = makeEpisode(s, std::move(sched.value()));
            if (!sim) return sim.error();
            sim.value()->run();
            row.avgJct.push_back(averageJct(*sim.value()));
        }
        report.rows.push_back(row);
    }
    for (auto& r : report.rows) std::tie(r.mean, r.stddev) = meanStd(r.avgJct);
    return report;
}

Result<LatencyReport> measureLatency(const Scenario& scenario, const std::string& modelBytes, int seedCount)
{
    auto model = decodeCheckpoint(modelBytes, "(model)");
    if (!model) return model.error();
    if (auto s = checkModelFits(model->meta, scenario, "(model)"); !s) return s.error();
    if (auto s = initTorch(1, model->meta.seed); !s) return s.error();
    auto net = std::make_shared<Network>(model->meta.net, model->meta.seed);
    if (auto s = net->loadWeights(model->weights, "(model)"); !s) return s.error();
    // Time whole greedy episodes and subtract the same episodes' time under a network-free teacher
    // would be unfair; we time inferences directly on recorded observations instead.
    std::vector<std::vector<float>> observations;
    std::vector<std::vector<std::uint8_t>> masks;
    for (int k = 0; k < seedCount; ++k) {
        const Scenario s = withSeed(scenario, std::uint64_t(k + 1));
        if (model->meta.scheduler == "dl2") {
            auto e = runDl2(s, net, model->meta.net.actions / 3, ActMode::Greedy, true, std::uint64_t(k + 1), 0, 0, false);
            if (!e) return e.error();
            for (auto& st : e->rt->steps) observations.push_back(st.obs), masks.push_back(st.mask);
        } else {
            auto it = model->meta.extra.find("time_scale");
            auto e = runTop(s, net, model->meta.net.jobSlots, it == model->meta.extra.end() ? 10000 : std::atof(it->second.c_str()),
                ActMode::Greedy, true, std::uint64_t(k + 1), 0);
            if (!e) return e.error();
            for (auto& st : e->rt->steps) observations.push_back(st.obs), masks.push_back(st.mask);
        }
    }
    LatencyReport r;
    if (observations.empty()) return r;
    std::vector<float> probs;
    const auto start = Clock::now();
    for (int rep = 0; rep < 5; ++rep)
        for (std::size_t i = 0; i < observations.size(); ++i) net->probabilities(observations[i].data(), masks[i].data(), probs);
    r.decisions = 5 * observations.size();
    r.microsPerDecision = since(start) * 1e6 / double(r.decisions);
    return r;
}

} // namespace gantry::learn
