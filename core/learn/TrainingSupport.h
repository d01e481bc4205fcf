#pragma once
/** @brief What every learned agent's training shares (gantry_learn internals, not for the CLI or the
 * GUI, which use Training.h): the Trainer (options, progress, validation, the final model file), small
 * helpers, and LearnedAgent, the seam an agent plugs into. One file per agent (Dl2Training.cpp,
 * TopDrlTraining.cpp) defines its LearnedAgent; Training.cpp lists them and does the rest generically. */

#include "core/learn/Training.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/learn/Checkpoint.h"
#include "core/learn/Dl2.h" // Dl2Step, ActMode
#include "core/learn/Environment.h"
#include "core/learn/Network.h"
#include "core/learn/ReplayBuffer.h"
#include "core/engine/Scheduler.h"
#include "core/util/Interrupt.h"
#include "core/util/Parallel.h"
#include "core/util/Random.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <cstdlib>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <cmath>
#include <optional>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace gantry::learn {

using Clock = std::chrono::steady_clock;

inline double since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

inline Error cancelled() { return Error { ErrorCode::Cancelled, translate("Error", "training cancelled"), {} }; }

/// Seeds for greedy validation during training (training side, never the held-out ones).
inline std::uint64_t validationSeed(std::uint64_t seed, int v) { return trainingWorkloadSeed(seed, 90'000 + v); }

/// A batch of recorded decisions; with `returns` the critic is trained on their returns as well.
inline Batch supervisedBatch(const std::vector<Dl2Step>& data, int inputSize, int actions, std::size_t n, Rng& rng,
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
        return emit({ .phase = "warmup", .episode = episode, .episodes = episodes, .avgJct = avgJct, .loss = loss });
    }
    /// Reports a reinforcement-learning episode (its update's losses when there was one); false: cancelled.
    bool emitRl(int episode, int episodes, double reward, double avgJct, const std::optional<UpdateStats>& update)
    {
        return emit({ .phase = "rl", .episode = episode, .episodes = episodes, .reward = reward, .avgJct = avgJct,
            .loss = update ? update->policyLoss + update->valueLoss : 0.0, .entropy = update ? update->entropy : 0.0 });
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
        for (const auto& [k, v] : options.hyper) c.meta.extra["hp." + k] = formatNumber(v);
        for (const auto& [k, v] : report.measures) c.meta.extra[k] = formatNumber(v);
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

    /// Threads for episodes that need no gradients (greedy validations, rollouts): every core unless
    /// TrainingOptions::episodeThreads says otherwise. Results never depend on it.
    int episodeThreads() const
    {
        return options.episodeThreads > 0 ? options.episodeThreads : std::max(1, int(std::thread::hardware_concurrency()));
    }

    /// Scores the greedy policy on the validation seeds (mean average JCT), keeps the best weights
    /// seen so far and reports the score. `runGreedy(network, workloadSeed)` runs one episode; the
    /// episodes run on episodeThreads() threads, each with its own copy of the network (a network is
    /// not for concurrent use).
    template <class RunGreedy> Status validate(int episode, int seeds, const Network& net, RunGreedy&& runGreedy)
    {
        const int threads = std::clamp(episodeThreads(), 1, std::max(1, seeds));
        std::vector<std::shared_ptr<const Network>> copies;
        const std::string weights = net.saveWeights();
        for (int c = 0; c < threads; ++c) {
            auto copy = std::make_shared<Network>(net.spec(), options.seed);
            if (auto s = copy->loadWeights(weights, "(validation copy)"); !s) return s.error();
            copies.push_back(std::move(copy));
        }
        std::vector<double> jcts(std::size_t(std::max(0, seeds)));
        std::vector<std::uint64_t> inferences(jcts.size());
        std::vector<std::optional<Error>> errors(jcts.size());
        parallelFor(std::size_t(threads), threads, [&](std::size_t c) {
            for (std::size_t v = c; v < jcts.size(); v += std::size_t(threads)) {
                auto e = runGreedy(copies[c], validationSeed(options.seed, int(v)));
                if (!e) errors[v] = e.error();
                else jcts[v] = e->avgJct, inferences[v] = e->rt->inferences;
            }
        });
        for (std::size_t v = 0; v < jcts.size(); ++v) {
            if (errors[v]) return *errors[v];
            report.envSteps += inferences[v];
        }
        const double score = meanStd(jcts).first;
        if (score < bestScore) {
            bestScore = score;
            bestWeights = net.saveWeights();
        }
        if (!emit({ .phase = "validate", .episode = episode, .avgJct = score })) return cancelled();
        return Ok {};
    }
};

/// Prioritised-replay actor-critic updates, shared by DL2 and Harmony: `updates` batches of
/// `batchSize` from the buffer, each sampled transition's priority then set to its |advantage|.
struct ReplayUpdates {
    UpdateStats sum; ///< losses and entropy summed over the updates
    int count = 0;
    double meanLoss() const { return count ? (sum.policyLoss + sum.valueLoss) / count : 0.0; }
    double meanEntropy() const { return count ? sum.entropy / count : 0.0; }
};
inline ReplayUpdates replayActorCritic(Network& net, ReplayBuffer& buffer, int updates, std::size_t batchSize,
    double entropyWeight, bool normaliseAdvantage, Rng& rng)
{
    ReplayUpdates out;
    std::vector<std::size_t> indices;
    for (int u = 0; u < updates && !interrupted(); ++u) { // Ctrl-C: the caller stops at its next emit
        Batch b = buffer.sample(batchSize, rng, indices);
        UpdateStats s = net.actorCriticStep(b, entropyWeight, normaliseAdvantage);
        buffer.updatePriorities(indices, s.absAdvantage);
        out.sum.policyLoss += s.policyLoss;
        out.sum.valueLoss += s.valueLoss;
        out.sum.entropy += s.entropy;
        ++out.count;
    }
    return out;
}

/// An agent's hyper-parameter table when its RL phase is PPO (TopDRL, the dual agent): its own rows,
/// PPO's (the same defaults for both but the policy learning rate), then its validation row.
inline std::vector<HyperParameter> withPpoHyperParameters(std::initializer_list<HyperParameter> own, HyperParameter validation,
    double policyLearningRate = 1e-4)
{
    std::vector<HyperParameter> table(own);
    table.insert(table.end(),
        {
            { "lr", policyLearningRate, 1e-7, 1, false, "policy learning rate (PPO; Adam)" },
            { "value_lr", 1e-3, 1e-7, 1, false, "critic learning rate" },
            { "gamma", 1, 0, 1, false, "discount per decision" },
            { "lambda", 0.95, 0, 1, false, "GAE lambda" },
            { "entropy", 0.01, 0, 10, false, "entropy bonus weight" },
        });
    table.push_back(validation);
    return table;
}

/// PPO's on-policy bookkeeping, shared by the agents trained with it (TopDRL, the dual agent): each
/// episode's steps join the batch with GAE(gamma, lambda) advantages and critic targets, and every
/// `perUpdate` episodes one PPO update runs on the batch (advantages normalised to zero mean and unit
/// deviation), which then starts again.
struct PpoCollector {
    Network& net;
    double gamma;
    double lambda;
    double entropyWeight;
    int perUpdate;
    Batch batch {};

    /// Adds an episode (steps with obs, mask and action; one reward per step); returns its reward.
    template <class Step> double add(const std::vector<Step>& steps, const std::vector<double>& rewards)
    {
        const std::size_t n = steps.size();
        std::vector<double> values(n);
        for (std::size_t k = 0; k < n; ++k) values[k] = net.value(steps[k].obs.data());
        double gae = 0, episodeReward = 0;
        std::vector<double> adv(n);
        for (std::size_t k = n; k-- > 0;) {
            const double next = k + 1 < n ? values[k + 1] : 0.0;
            const double delta = rewards[k] + gamma * next - values[k];
            gae = delta + gamma * lambda * gae;
            adv[k] = gae;
            episodeReward += rewards[k];
        }
        for (std::size_t k = 0; k < n; ++k) {
            batch.obs.insert(batch.obs.end(), steps[k].obs.begin(), steps[k].obs.end());
            batch.mask.insert(batch.mask.end(), steps[k].mask.begin(), steps[k].mask.end());
            batch.actions.push_back(steps[k].action);
            batch.advantages.push_back(float(adv[k]));
            batch.returns.push_back(float(adv[k] + values[k]));
        }
        batch.size += int(n);
        return episodeReward;
    }

    /// After episode `e` (0-based): the update's statistics when it is time for one (the shuffle's seed
    /// is drawn from `rng` only then), else nothing.
    std::optional<UpdateStats> maybeUpdate(int e, Rng& rng)
    {
        if ((e + 1) % perUpdate != 0 || batch.size <= 1) return std::nullopt;
        double mean = 0, var = 0;
        for (float a : batch.advantages) mean += a;
        mean /= batch.size;
        for (float a : batch.advantages) var += (a - mean) * (a - mean);
        const double sd = std::sqrt(var / batch.size) + 1e-8;
        for (float& a : batch.advantages) a = float((a - mean) / sd);
        batch.oldLogProb = net.logProb(batch);
        const UpdateStats stats = net.ppoUpdate(batch, 0.2, 4, 64, entropyWeight, 0.5, rng.next());
        batch = Batch {};
        return stats;
    }
};

/// The schedule of imitateThenPpo.
struct ImitationPpoSchedule {
    int warmupEpisodes = 0;
    int episodes = 0;
    int perUpdate = 4;         ///< episodes per PPO update
    int validateEvery = 8;     ///< episodes between greedy validations (and one at the end)
    std::size_t fitBatch = 64; ///< batch of the sl_steps supervised steps after the warm-up
    /// The critic also learns the teacher's returns during the warm start (the teacher's episodes then
    /// need rewards), so that PPO's first advantages are not those of a random value function. Off:
    /// the critic starts untrained (TopDRL).
    bool criticFromTeacher = false;
};

/// How TopDRL and the dual agent train: imitation of the teacher's recorded decisions (10 supervised
/// steps after each warm-up episode, then sl_steps more), a greedy validation, then PPO with GAE on
/// the agent's sampled decisions, validating every validateEvery episodes and at the end.
/// `run(mode, workloadSeed, actionSeed)` plays one recorded episode on a training workload;
/// `validate(episode)` scores the greedy policy and keeps the best weights.
template <class RunEpisode, class Validate>
Status imitateThenPpo(Trainer& t, Network& net, const NetSpec& spec, const ImitationPpoSchedule& schedule, Rng& rng,
    RunEpisode&& run, Validate&& validate)
{
    int episodeIndex = 0;
    const double smoothing = t.hp("smoothing");
    std::vector<Dl2Step> data;
    for (int e = 0; e < schedule.warmupEpisodes; ++e) {
        auto ep = run(ActMode::Teacher, trainingWorkloadSeed(t.options.seed, episodeIndex++), 0);
        if (!ep) return ep.error();
        t.report.envSteps += ep->rt->steps.size();
        const std::size_t first = data.size();
        for (auto& s : ep->rt->steps) data.push_back({ std::move(s.obs), std::move(s.mask), s.action, 0 });
        if (schedule.criticFromTeacher && ep->rewards.size() == data.size() - first) {
            double toGo = 0; // the return from each step on, discounted as PPO's critic targets are
            for (std::size_t k = data.size(); k-- > first;)
                data[k].ret = float(toGo = ep->rewards[k - first] + t.hp("gamma") * toGo);
        }
        double loss = 0;
        const int steps = 10;
        for (int k = 0; k < steps; ++k)
            loss += net.supervisedStep(
                supervisedBatch(data, spec.inputSize, spec.actions, 64, rng, schedule.criticFromTeacher), smoothing);
        if (!t.emitWarmup(e + 1, schedule.warmupEpisodes, ep->avgJct, loss / steps)) return cancelled();
    }
    if (schedule.warmupEpisodes > 0) {
        const int fitSteps = int(t.hp("sl_steps"));
        for (int k = 0; k < fitSteps && !data.empty(); ++k) {
            if (interrupted()) return cancelled();
            net.supervisedStep(
                supervisedBatch(data, spec.inputSize, spec.actions, schedule.fitBatch, rng, schedule.criticFromTeacher), smoothing);
        }
    }
    if (auto s = validate(0); !s) return s.error();

    net.resetOptimisers(t.hp("lr"), t.hp("value_lr"));
    PpoCollector ppo { net, t.hp("gamma"), t.hp("lambda"), t.hp("entropy"), schedule.perUpdate };
    for (int e = 0; e < schedule.episodes; ++e) {
        const std::uint64_t workloadSeed = trainingWorkloadSeed(t.options.seed, episodeIndex++);
        auto ep = run(ActMode::Sample, workloadSeed, rng.next());
        if (!ep) return ep.error();
        t.report.envSteps += ep->rt->steps.size();
        const double reward = ppo.add(ep->rt->steps, ep->rewards);
        if (!t.emitRl(e + 1, schedule.episodes, reward, ep->avgJct, ppo.maybeUpdate(e, rng))) return cancelled();
        if ((e + 1) % schedule.validateEvery == 0 || e + 1 == schedule.episodes)
            if (auto s = validate(e + 1); !s) return s.error();
    }
    return Ok {};
}

/// One learned scheduler: how it is registered, built from a model file, checked against a scenario,
/// trained and evaluated. Adding an agent: a file of its own that defines one of these, and an entry in
/// learnedAgents() (Training.cpp); the policy registry, the CLI, the Training tab and the checks of
/// model files all follow from that row.
struct LearnedAgent {
    const char* name;  ///< the scheduler's name in scenarios and model files ("dl2")
    const char* title; ///< its row in evaluations and the policy registry ("DL2 (learned)")
    const char* label; ///< how the GUI offers it ("DL2 — elastic PS job sizing")
    const char* description; ///< what the policy registry says of it (paper, what it decides, how to train it)
    bool usesOracle;   ///< whether it reads job durations (as SJF does)
    const std::vector<HyperParameter>& (*hyperParameters)();
    Result<TrainingReport> (*train)(Trainer& trainer);
    /// The baselines its paper compares it with: (row name, policy).
    std::vector<std::pair<std::string, PolicyConfig>> (*baselines)();
    /// Whether a model's shapes fit `scenario` (its cluster, window, ...); errors name `file` and the field.
    Status (*checkFits)(const CheckpointMeta& meta, const Scenario& scenario, const std::string& file);
    /// A scheduler that acts with `net` (greedy or sampling) as the trained model says.
    std::unique_ptr<Scheduler> (*scheduler)(const Checkpoint& model, std::shared_ptr<const Network> net, ActMode mode,
        std::uint64_t seed);
    /// The observations and masks `net` sees in one greedy episode on `scenario` (latency measurements).
    Status (*observations)(const Scenario& scenario, const Checkpoint& model, std::shared_ptr<const Network> net,
        std::uint64_t seed, std::vector<std::vector<float>>& obs, std::vector<std::vector<std::uint8_t>>& masks);
    /// Optional: extra evaluation rows that run the same network with some model settings changed
    /// (row name, settings), e.g. one agent of a pair replaced by its heuristic.
    std::vector<std::pair<std::string, std::map<std::string, std::string>>> (*ablations)(const Checkpoint& model) = nullptr;
    /// Optional, for agents that imitate a heuristic: one greedy episode on workload `seed`, counting the
    /// decisions `net` took and those its teacher would have taken too in the same state.
    Result<TeacherAgreement> (*teacherAgreement)(const Scenario& scenario, const Checkpoint& model,
        std::shared_ptr<const Network> net, std::uint64_t seed) = nullptr;
};

/// Every learned agent, in the order the CLI and the GUI list them.
const std::vector<const LearnedAgent*>& learnedAgents();
/// The agent called `name`, or null.
const LearnedAgent* findAgent(const std::string& name);
/// Their names, for messages ("dl2, topdrl, ...").
std::string learnedAgentNames();

/// A model file that does not fit the scenario it is used in.
inline Error modelMismatch(const std::string& file, const std::string& field, const std::string& message)
{
    return Error { ErrorCode::BadValue, message, { file, 0, 0, field } };
}

const LearnedAgent& dl2Agent();
const LearnedAgent& topDrlAgent();
const LearnedAgent& dualAgent();
const LearnedAgent& harmonyAgent();

/// A composed baseline policy (ordering, placement, sizing, backfill).
inline PolicyConfig baselinePolicy(std::string ordering, std::string placement, std::string sizing, bool backfill)
{
    PolicyConfig p;
    p.ordering = { std::move(ordering), {} };
    p.placement = { std::move(placement), {} };
    p.sizing = { std::move(sizing), {} };
    p.backfill = backfill;
    return p;
}

} // namespace gantry::learn
