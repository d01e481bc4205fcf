#pragma once
/** @brief Policy improvement by rollouts, the dual agent's RL phase, for any agent whose scheduler
 * honours a DecisionOverride (gantry_learn internals).
 *
 * A base policy (the dual agent's teacher) plays a training workload. At some of
 * its decisions, drawn at random, each of a few other allowed actions, drawn at random, is taken
 * instead (DecisionOverride) and the base policy plays the rest of the episode. The simulation is
 * deterministic, so each such rollout is an exact sample of what changing that one decision does on
 * that workload; the action of the lowest score labels the decision (the base policy's own unless
 * another is lower by a margin). This is Bertsekas' rollout algorithm ("Rollout, Policy Iteration, and
 * Distributed Reinforcement Learning", 2020), its improved policy learned by a classifier as in
 * classification-based approximate policy iteration (Lagoudakis and Parr, ICML 2003).
 *
 * One changed decision moves an episode's score by a few per cent either way (the schedule after it is
 * rebuilt), far more than its own effect, so single labels are noisy; the noise averages out over many
 * labelled states. Hence restarts: each adds the labels of more workloads to those so far and learns
 * them all from the starting weights; the greedy validation keeps the best (docs/learning.md). */

#include "core/learn/TrainingSupport.h"
#include "core/util/Parallel.h"

#include <algorithm>
#include <optional>

namespace gantry::learn {

/// An agent's hyper-parameter table with the rollouts' rows added, `workloads` the default of workloads
/// per restart (0: no rollouts unless asked for).
inline std::vector<HyperParameter> withRolloutHyperParameters(double workloads, std::vector<HyperParameter> table)
{
    table.insert(table.end(), {
        { "rollout_workloads", workloads, 0, 10000, true, "training workloads of each restart of policy improvement by rollouts (0: none)" },
        { "rollout_restarts", 4, 1, 1000, true, "restarts of the rollout phase from its starting weights, each with the labels so far (the best validated is kept)" },
        { "rollout_decisions", 48, 1, 100000, true, "decisions per rollout workload at which other actions are tried" },
        { "rollout_candidates", 4, 1, 1000, true, "other actions tried at each such decision" },
        { "rollout_margin", 0.001, 0, 0.5, false, "relative score an action must gain over the base policy's to become the label" },
        { "rollout_sl_steps", 2000, 0, 1e6, true, "supervised steps on the rollouts' labels after each restart" },
    });
    return table;
}

/// One recorded episode of the base policy: its decisions and its score (lower is better).
struct RolloutBase {
    std::vector<Dl2Step> steps;
    double score = 0;
    double avgJct = 0;
};

/// `base(workloadSeed)` plays the base policy on a training workload (Result<RolloutBase>);
/// `deviate(workloadSeed, decision, action)` plays it again with decision number `decision` taking
/// `action` and returns the score (Result<double>); `validate(episode)` scores the greedy policy and
/// keeps the best weights. `threads`: rollouts run in parallel (deviate must then be safe to call
/// from several threads; results never depend on it). The network starts each restart from its
/// weights at the call.
template <class Base, class Deviate, class Validate>
Status improveByRollouts(Trainer& t, Network& net, const NetSpec& spec, int threads, Rng& rng, Base&& base,
    Deviate&& deviate, Validate&& validate, int validationEpisode)
{
    const int workloads = int(t.hp("rollout_workloads")), restarts = int(t.hp("rollout_restarts"));
    const int decisions = int(t.hp("rollout_decisions")), candidates = int(t.hp("rollout_candidates"));
    const double margin = t.hp("rollout_margin");
    if (workloads <= 0) return Ok {};
    const std::string start = net.saveWeights();
    std::vector<Dl2Step> labels;
    int evaluated = 0, improved = 0, index = 0;
    for (int r = 0; r < restarts; ++r) {
        for (int w = 0; w < workloads; ++w, ++index) {
            const std::uint64_t seed = trainingWorkloadSeed(t.options.seed, 50'000 + index);
            Result<RolloutBase> played = base(seed);
            if (!played) return played.error();
            std::vector<Dl2Step>& steps = played->steps;
            // Decisions with a choice, `decisions` of them drawn at random (a partial Fisher-Yates draw).
            std::vector<std::size_t> open;
            for (std::size_t k = 0; k < steps.size(); ++k)
                if (std::count(steps[k].mask.begin(), steps[k].mask.end(), std::uint8_t(1)) >= 2) open.push_back(k);
            for (std::size_t i = 0; i < open.size() && int(i) < decisions; ++i)
                std::swap(open[i], open[i + std::size_t(rng.below(open.size() - i))]);
            open.resize(std::min(open.size(), std::size_t(std::max(0, decisions))));
            std::sort(open.begin(), open.end());
            struct Trial {
                std::size_t step;
                int action;
                double score = 0;
                std::optional<Error> error;
            };
            std::vector<Trial> trials;
            for (std::size_t k : open) {
                std::vector<int> others;
                for (std::size_t a = 0; a < steps[k].mask.size(); ++a)
                    if (steps[k].mask[a] && int(a) != steps[k].action) others.push_back(int(a));
                for (int c = 0; c < candidates && !others.empty(); ++c) {
                    const std::size_t pick = std::size_t(rng.below(others.size()));
                    trials.push_back({ k, others[pick] });
                    others.erase(others.begin() + std::ptrdiff_t(pick));
                }
            }
            parallelFor(trials.size(), threads, [&](std::size_t i) {
                Result<double> score = deviate(seed, std::int64_t(trials[i].step), trials[i].action);
                if (!score) trials[i].error = score.error();
                else trials[i].score = score.value();
            });
            std::size_t next = 0;
            for (std::size_t k : open) {
                int best = steps[k].action;
                double bestScore = played->score - margin * std::abs(played->score);
                for (; next < trials.size() && trials[next].step == k; ++next) {
                    if (trials[next].error) return *trials[next].error;
                    if (trials[next].score < bestScore) bestScore = trials[next].score, best = trials[next].action;
                }
                ++evaluated;
                improved += best != steps[k].action;
                labels.push_back({ std::move(steps[k].obs), std::move(steps[k].mask), best, 0 });
            }
            t.report.envSteps += std::uint64_t(steps.size() * (1 + trials.size())); // each rollout replays the episode
            if (!t.emitRl(index + 1, workloads * restarts, -played->score, played->avgJct, std::nullopt)) return cancelled();
        }
        if (auto s = net.loadWeights(start, "(weights before the rollouts)"); !s) return s.error();
        net.resetOptimisers(t.hp("lr"), t.hp("value_lr"));
        const int steps = int(t.hp("rollout_sl_steps"));
        for (int k = 0; k < steps && !labels.empty(); ++k) {
            if (interrupted()) return cancelled();
            net.supervisedStep(supervisedBatch(labels, spec.inputSize, spec.actions, 64, rng), t.hp("smoothing"));
        }
        if (auto s = validate(validationEpisode + index); !s) return s.error();
    }
    t.report.measures["rollout_decisions_evaluated"] = evaluated;
    t.report.measures["rollout_decisions_improved"] = improved;
    return Ok {};
}

} // namespace gantry::learn
