// The dual-agent scheduler (Xing et al., KDD'23) as a learned agent: an ordering and a placement agent
// (two heads of one network, a centralised critic) imitate a teacher (SJF + the machine belief's best
// expected time and fee), then learn together with PPO from one team reward of fee and JCT
// (docs/learning.md, "Dual-agent").
#include "core/learn/TrainingSupport.h"

#include "core/learn/DualAgent.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Parallel.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <thread>

namespace gantry::learn {
namespace {

/// How the team reward weighs the two metrics: each relative to FIFO + cheapest-fit on a training
/// workload, the fee `feeWeight` times as much as the JCT (default 1: equal weight).
struct TeamScale {
    double jct = 9000;
    double fee = 1;
    double feePerJob = 1;
    double feeWeight = 1;
    double score(double avgJct, double fee_) const { return avgJct / jct + feeWeight * fee_ / fee; }
};

struct DualEpisode {
    std::shared_ptr<DualRuntime> rt;
    double avgJct = 0;
    double fee = 0;
    std::vector<double> rewards;
};

struct DualSettings {
    int window = 16;
    int agents = kDualBoth;
    bool gaussianProcess = true;
    bool teacherHint = true;
    double timeScale = 36000;
    TeamScale team;
};

/// Per-decision team rewards: minus the job-seconds in the system until the next decision (over the
/// job count and the reference JCT), minus the fee of the job a decision started (over the reference
/// fee), so that the episode's sum is minus the team score.
std::vector<double> teamRewards(const DualRuntime& rt, const SimulationView& view, const TeamScale& scale)
{
    const std::size_t n = rt.steps.size();
    std::vector<double> r(n, 0.0);
    if (n == 0) return r;
    double end = rt.steps.back().time;
    for (JobIndex j = 0; j < view.jobCount(); ++j) end = std::max(end, view.state(j).finishTime);
    const double jobs = std::max(1, view.jobCount());
    // The fee goes to the decision that chose the job's machines (or, without a placement agent, its turn).
    const bool placementLearned = (rt.agents & kDualPlacement) != 0;
    for (std::size_t k = 0; k < n; ++k) {
        const DualStep& s = rt.steps[k];
        const double t0 = s.time;
        const double t1 = k + 1 < n ? rt.steps[k + 1].time : end;
        const double jobSeconds = t1 > t0 ? jobSecondsInSystem(view, t0, t1, end) : 0.0;
        r[k] = -jobSeconds / jobs / scale.jct;
        if (s.job >= 0 && s.placement == placementLearned) r[k] -= scale.feeWeight * view.state(s.job).cost / scale.fee;
    }
    return r;
}

/// A rollout's deviation: decision `decision` of the episode takes `action` (DualRuntime::forcedDecision).
struct Deviation {
    std::int64_t decision = -1;
    int action = -1;
};

Result<DualEpisode> runDual(const Scenario& scenario, std::shared_ptr<const Network> net, const DualSettings& settings,
    ActMode mode, bool record, std::uint64_t workloadSeed, std::uint64_t rngSeed, const TeamScale* scale = nullptr,
    Deviation deviation = {})
{
    DualEpisode e;
    e.rt = std::make_shared<DualRuntime>();
    e.rt->net = std::move(net);
    e.rt->window = settings.window;
    e.rt->agents = settings.agents;
    e.rt->gaussianProcess = settings.gaussianProcess;
    e.rt->teacherHint = settings.teacherHint;
    e.rt->timeScale = settings.timeScale;
    e.rt->referenceJct = settings.team.jct;
    e.rt->referenceFeePerJob = settings.team.feePerJob;
    e.rt->feeWeight = settings.team.feeWeight;
    e.rt->mode = mode;
    e.rt->rng = Rng(rngSeed);
    e.rt->record = record;
    e.rt->forcedDecision = deviation.decision;
    e.rt->forcedAction = deviation.action;
    auto sim = makeEpisode(withSeed(scenario, workloadSeed), makeDualAgentScheduler(e.rt));
    if (!sim) return sim.error();
    sim.value()->run();
    if (record && scale) e.rewards = teamRewards(*e.rt, *sim.value(), *scale);
    e.avgJct = averageJct(*sim.value());
    e.fee = totalFee(*sim.value());
    return e;
}

Result<TeamScale> referenceScale(const Scenario& scenario, std::uint64_t workloadSeed, double feeWeight)
{
    Scenario s = withSeed(scenario, workloadSeed);
    s.policy = baselinePolicy("fifo", "cheapest-fit", "none", true);
    auto sched = PolicyRegistry::instance().build(s.policy, s);
    if (!sched) return sched.error();
    auto sim = makeEpisode(s, std::move(sched.value()));
    if (!sim) return sim.error();
    sim.value()->run();
    TeamScale t;
    t.jct = std::max(1.0, averageJct(*sim.value()));
    t.fee = std::max(1e-6, totalFee(*sim.value()));
    t.feePerJob = t.fee / std::max<double>(1, double(sim.value()->jobs().size()));
    t.feeWeight = feeWeight;
    return t;
}

/// How often the greedy pair picks what the teacher picks, on the states of the teacher's own episodes
/// (so that the warm start's and the RL phase's choices are compared on the same states).
struct PairAgreement {
    double ordering = 0, placement = 0;
};

Result<PairAgreement> agreementOnTeacherStates(const Scenario& scenario, std::shared_ptr<const Network> net,
    const DualSettings& settings, const std::vector<std::uint64_t>& workloadSeeds)
{
    std::size_t same[2] = { 0, 0 }, total[2] = { 0, 0 };
    std::vector<float> probs;
    for (std::uint64_t seed : workloadSeeds) {
        auto e = runDual(scenario, net, settings, ActMode::Teacher, true, seed, 0);
        if (!e) return e.error();
        for (const DualStep& step : e->rt->steps) {
            net->probabilities(step.obs.data(), step.mask.data(), probs);
            const int greedy = int(std::max_element(probs.begin(), probs.end()) - probs.begin());
            same[step.placement] += greedy == step.action;
            ++total[step.placement];
        }
    }
    // -1: that agent made no decision (it is a heuristic in this model).
    return PairAgreement { total[0] ? double(same[0]) / double(total[0]) : -1.0,
        total[1] ? double(same[1]) / double(total[1]) : -1.0 };
}

/// One round of policy improvement by rollouts on one workload.
struct RolloutRound {
    std::vector<Dl2Step> labels; ///< the evaluated decisions, each with the best action found
    int evaluated = 0;
    int improved = 0;            ///< decisions where an action other than the teacher's scored lower
    double teacherScore = 0;     ///< the team score of the teacher's episode
    double teacherJct = 0;
};

/// Policy improvement by rollouts (Bertsekas' rollout algorithm; its result learned by a classifier, as
/// in Lagoudakis and Parr's classification-based policy iteration): the teacher plays a training
/// workload; at `decisions` of its decisions with a choice, drawn at random, each of up to `candidates`
/// other allowed actions, drawn at random, is taken instead and the teacher plays the rest of the
/// episode. The action of the lowest team score labels the decision (the teacher's own unless another
/// is lower by more than `margin`, relative). The rollouts are independent and deterministic, so they
/// run on `threads` threads without changing any result.
Result<RolloutRound> rolloutLabels(const Scenario& scenario, const std::shared_ptr<const Network>& net,
    const DualSettings& settings, const TeamScale& scale, std::uint64_t workloadSeed, int decisions, int candidates,
    double margin, int threads, Rng& rng)
{
    auto base = runDual(scenario, net, settings, ActMode::Teacher, true, workloadSeed, 0);
    if (!base) return base.error();
    std::vector<DualStep>& steps = base->rt->steps;
    RolloutRound round;
    round.teacherScore = scale.score(base->avgJct, base->fee);
    round.teacherJct = base->avgJct;
    std::vector<std::size_t> open;
    for (std::size_t k = 0; k < steps.size(); ++k)
        if (std::count(steps[k].mask.begin(), steps[k].mask.end(), std::uint8_t(1)) >= 2) open.push_back(k);
    for (std::size_t i = 0; i < open.size() && int(i) < decisions; ++i) // a partial Fisher-Yates draw
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
        Trial& trial = trials[i];
        auto e = runDual(scenario, net, settings, ActMode::Teacher, false, workloadSeed, 0, nullptr,
            { std::int64_t(trial.step), trial.action });
        if (!e) trial.error = e.error();
        else trial.score = scale.score(e->avgJct, e->fee);
    });
    std::size_t t = 0;
    for (std::size_t k : open) {
        int best = steps[k].action;
        double bestScore = round.teacherScore * (1 - margin);
        for (; t < trials.size() && trials[t].step == k; ++t) {
            if (trials[t].error) return *trials[t].error;
            if (trials[t].score < bestScore) bestScore = trials[t].score, best = trials[t].action;
        }
        ++round.evaluated;
        round.improved += best != steps[k].action;
        round.labels.push_back({ std::move(steps[k].obs), std::move(steps[k].mask), best, 0 });
    }
    return round;
}

DualSettings settingsOf(const Checkpoint& model)
{
    DualSettings s;
    const auto rt = dualRuntimeOf(model);
    s.window = rt.window;
    s.agents = rt.agents;
    s.gaussianProcess = rt.gaussianProcess;
    s.teacherHint = rt.teacherHint;
    s.timeScale = rt.timeScale;
    s.team.jct = rt.referenceJct;
    s.team.feePerJob = rt.referenceFeePerJob;
    s.team.feeWeight = rt.feeWeight;
    return s;
}

Result<TrainingReport> trainDual(Trainer& t)
{
    const TrainingOptions& o = t.options;
    DualSettings settings;
    settings.window = int(t.hp("window"));
    settings.agents = int(t.hp("agents"));
    settings.gaussianProcess = t.hp("gaussian_process") != 0;
    settings.teacherHint = t.hp("teacher_hint") != 0;
    if (t.scenario.cluster.machineCount() < 1)
        return Error { ErrorCode::BadValue, "the cluster has no machines", { "", 0, 0, "cluster" } };
    // Time scale of the features: four mean job durations of a training workload.
    {
        auto w = loadWorkload(withSeed(t.scenario, trainingWorkloadSeed(o.seed, 0)));
        if (!w) return w.error();
        double sum = 0;
        for (const auto& j : w->jobs) sum += j.duration;
        if (!w->jobs.empty()) settings.timeScale = std::max(600.0, 4 * sum / double(w->jobs.size()));
    }
    auto scale = referenceScale(t.scenario, trainingWorkloadSeed(o.seed, 0), t.hp("fee_weight"));
    if (!scale) return scale.error();
    settings.team = scale.value();
    const NetSpec spec = dualNetSpec(t.scenario.cluster.machineCount(), settings.window);
    auto net = std::make_shared<Network>(spec, o.seed);
    ImitationPpoSchedule schedule;
    schedule.warmupEpisodes = o.warmupEpisodes < 0 ? 12 : o.warmupEpisodes;
    // PPO only when asked for (--episodes N): the default RL phase is the rollouts' below.
    schedule.episodes = std::max(0, o.episodes);
    schedule.validateEvery = o.validateEvery > 0 ? o.validateEvery : 8;
    schedule.criticFromTeacher = t.hp("critic_warm_start") != 0;
    const int validationSeeds = int(t.hp("validation_seeds"));
    std::vector<std::uint64_t> agreementSeeds;
    for (int v = 0; v < validationSeeds; ++v) agreementSeeds.push_back(validationSeed(o.seed, v));
    auto measureAgreement = [&](const std::string& when) -> Status {
        auto a = agreementOnTeacherStates(t.scenario, net, settings, agreementSeeds);
        if (!a) return a.error();
        if (a->ordering >= 0) t.report.measures["teacher_agreement_ordering_" + when] = a->ordering;
        if (a->placement >= 0) t.report.measures["teacher_agreement_placement_" + when] = a->placement;
        return Ok {};
    };
    Rng rng = makeStream(o.seed, "learn/dual-agent");

    // Greedy validation by the team score (lower is better); the curve shows the avg JCT.
    double bestJct = 0;
    auto validate = [&](int episode) -> Status {
        double score = 0, jct = 0;
        for (int v = 0; v < validationSeeds; ++v) {
            auto e = runDual(t.scenario, net, settings, ActMode::Greedy, false, validationSeed(o.seed, v), 0);
            if (!e) return e.error();
            t.report.envSteps += e->rt->inferences;
            score += scale->score(e->avgJct, e->fee) / validationSeeds;
            jct += e->avgJct / validationSeeds;
        }
        if (episode == 0 && schedule.warmupEpisodes > 0)
            if (auto s = measureAgreement("imitation"); !s) return s.error();
        if (score < t.bestScore) {
            t.bestScore = score;
            t.bestWeights = net->saveWeights();
            bestJct = jct;
        }
        if (!t.emit({ .phase = "validate", .episode = episode, .reward = -score, .avgJct = jct })) return cancelled();
        return Ok {};
    };

    // Imitation of the teacher (our warm start; the paper's abstract does not say how it starts), then
    // both agents learn together with PPO from the team reward; one critic for both.
    auto run = [&](ActMode mode, std::uint64_t workloadSeed, std::uint64_t actionSeed) {
        return runDual(t.scenario, net, settings, mode, true, workloadSeed, actionSeed,
            mode == ActMode::Teacher && !schedule.criticFromTeacher ? nullptr : &scale.value());
    };
    if (auto s = imitateThenPpo(t, *net, spec, schedule, rng, run, validate); !s) return s.error();

    // Policy improvement by rollouts of the teacher (rolloutLabels), learned on top of the imitation in
    // restarts: each adds the labels of fresh training workloads to those so far and learns them all
    // from the imitation's weights; the greedy validation keeps the best (single rollouts are noisy:
    // one changed decision moves the team score of an episode by about 2 %, docs/learning.md).
    if (const int workloads = int(t.hp("rollout_workloads")), restarts = int(t.hp("rollout_restarts")); workloads > 0 && o.episodes >= 0) {
        const std::string imitation = net->saveWeights();
        // The teacher's rollouts never touch LibTorch, so they use every core whatever its thread count.
        const int rolloutThreads = std::max(o.threads, int(std::thread::hardware_concurrency()));
        std::vector<Dl2Step> labels;
        int evaluated = 0, improved = 0, index = 0;
        for (int r = 0; r < restarts; ++r) {
            for (int w = 0; w < workloads; ++w, ++index) {
                auto round = rolloutLabels(t.scenario, net, settings, scale.value(), trainingWorkloadSeed(o.seed, 50'000 + index),
                    int(t.hp("rollout_decisions")), int(t.hp("rollout_candidates")), t.hp("rollout_margin"), rolloutThreads, rng);
                if (!round) return round.error();
                evaluated += round->evaluated;
                improved += round->improved;
                t.report.envSteps += std::uint64_t(round->labels.size());
                for (auto& l : round->labels) labels.push_back(std::move(l));
                if (!t.emitRl(index + 1, workloads * restarts, -round->teacherScore, round->teacherJct, std::nullopt)) return cancelled();
            }
            if (auto s = net->loadWeights(imitation, "(imitation weights)"); !s) return s.error();
            net->resetOptimisers(t.hp("lr"), t.hp("value_lr"));
            const int steps = int(t.hp("rollout_sl_steps"));
            for (int k = 0; k < steps && !labels.empty(); ++k)
                net->supervisedStep(supervisedBatch(labels, spec.inputSize, spec.actions, schedule.fitBatch, rng), t.hp("smoothing"));
            if (auto s = validate(schedule.episodes + index); !s) return s.error();
        }
        t.report.measures["rollout_decisions_evaluated"] = evaluated;
        t.report.measures["rollout_decisions_improved"] = improved;
    }
    // Agreement with the teacher after the RL phase (its last weights) and of the weights kept.
    if (schedule.episodes > 0) {
        if (auto s = measureAgreement("ppo_last"); !s) return s.error();
        if (o.keepBest && !t.bestWeights.empty()) {
            if (auto s = net->loadWeights(t.bestWeights, "(best weights)"); !s) return s.error();
            if (auto s = measureAgreement("kept"); !s) return s.error();
        }
    }
    auto report = t.finish(*net, spec, schedule.warmupEpisodes, schedule.episodes,
        { { "window", std::to_string(settings.window) }, { "agents", std::to_string(settings.agents) },
            { "gaussian_process", settings.gaussianProcess ? "1" : "0" }, { "teacher_hint", settings.teacherHint ? "1" : "0" }, { "time_scale", formatNumber(settings.timeScale) },
            { "reference_jct", formatNumber(scale->jct) }, { "reference_fee", formatNumber(scale->fee) },
            { "reference_fee_per_job", formatNumber(scale->feePerJob) },
            { "fee_weight", formatNumber(scale->feeWeight) } });
    if (report) report->bestValidationJct = bestJct; // finish() reports the best score: here the team score
    return report;
}

const std::vector<HyperParameter>& dualHyperParameters()
{
    static const std::vector<HyperParameter> table = withPpoHyperParameters(
        {
            { "window", 16, 1, 200, true, "queued jobs the ordering agent chooses from (the first K)" },
            { "agents", 3, 1, 3, true, "which agents learn: 3 both, 1 ordering (placement cheapest-fit), 2 placement (FIFO order)" },
            { "gaussian_process", 1, 0, 1, true, "1: the random-walk GP's machine belief; 0: the per-machine average" },
            { "fee_weight", 1, 0, 100, false, "weight of the relative fee against the relative avg JCT in the team reward" },
            { "sl_steps", 3000, 0, 1e6, true, "supervised steps after the warm-up episodes" },
            { "smoothing", 0.05, 0, 0.9, false, "label smoothing of the imitation warm start" },
            { "teacher_hint", 1, 0, 1, true, "1: the teacher's choice is a feature (the agents learn when to deviate from it)" },
            { "critic_warm_start", 0, 0, 1, true, "1: the critic learns the teacher's returns during the warm start" },
            { "rollout_workloads", 8, 0, 10000, true, "training workloads of each restart of policy improvement by rollouts of the teacher (0: none)" },
            { "rollout_restarts", 4, 1, 1000, true, "restarts of the rollout phase from the imitation, each with the labels so far (the best validated is kept)" },
            { "rollout_decisions", 48, 1, 100000, true, "decisions per rollout workload at which other actions are tried" },
            { "rollout_candidates", 4, 1, 1000, true, "other actions tried at each such decision" },
            { "rollout_margin", 0.001, 0, 0.5, false, "relative team score an action must gain over the teacher's to become the label" },
            { "rollout_sl_steps", 2000, 0, 1e6, true, "supervised steps on the rollouts' labels" },
        },
        { "validation_seeds", 4, 1, 1000, true, "training-side workloads of each greedy validation" });
    return table;
}

std::vector<std::pair<std::string, PolicyConfig>> dualBaselines()
{
    std::vector<std::pair<std::string, PolicyConfig>> out;
    for (const char* ordering : { "fifo", "sjf" })
        for (const char* placement : { "random", "cheapest-fit", "fastest-nominal" })
            out.emplace_back(std::string(ordering == std::string("fifo") ? "FIFO" : "SJF") + " + " + placement,
                baselinePolicy(ordering, placement, "none", true));
    return out;
}

std::vector<std::pair<std::string, std::map<std::string, std::string>>> dualAblations(const Checkpoint& model)
{
    std::vector<std::pair<std::string, std::map<std::string, std::string>>> out;
    if (int(model.meta.setting("agents", kDualBoth)) != kDualBoth) return out;
    out.push_back({ "learned ordering + cheapest-fit (same model)", { { "agents", "1" } } });
    out.push_back({ "FIFO + learned placement (same model)", { { "agents", "2" } } });
    out.push_back({ "dual-agent with per-machine average", { { "gaussian_process", "0" } } });
    out.push_back({ kDualTeacherRow, { { "teacher", "1" } } });
    out.push_back({ kDualOracleRow, { { "teacher", "1" }, { "true_speeds", "1" } } });
    return out;
}

std::unique_ptr<Scheduler> dualScheduler(const Checkpoint& model, std::shared_ptr<const Network> net, ActMode mode, std::uint64_t seed)
{
    return makeDualAgentScheduler(model, std::move(net), mode, seed);
}

Status dualObservations(const Scenario& scenario, const Checkpoint& model, std::shared_ptr<const Network> net, std::uint64_t seed,
    std::vector<std::vector<float>>& obs, std::vector<std::vector<std::uint8_t>>& masks)
{
    auto e = runDual(scenario, std::move(net), settingsOf(model), ActMode::Greedy, true, seed, 0);
    if (!e) return e.error();
    for (auto& st : e->rt->steps) obs.push_back(st.obs), masks.push_back(st.mask);
    return Ok {};
}

Status dualFits(const CheckpointMeta& meta, const Scenario& scenario, const std::string& file)
{
    const NetSpec want = dualNetSpec(scenario.cluster.machineCount(), std::max(1, meta.net.jobSlots));
    if (meta.net.kind != "dual-agent" || meta.net.height != want.height)
        return modelMismatch(file, "image",
            "the dual-agent model was trained on a cluster of " + std::to_string(meta.net.height)
                + " machines; scenario '" + scenario.name + "' has " + std::to_string(want.height));
    if (meta.net.inputSize != want.inputSize || meta.net.actions != want.actions || meta.net.jobFeatures != want.jobFeatures
        || meta.net.width != want.width)
        return modelMismatch(file, "input_size", "the model's observation or action shape does not match a dual-agent network");
    return Ok {};
}

} // namespace

const LearnedAgent& dualAgent()
{
    static const LearnedAgent agent {
        .name = "dual-agent",
        .title = GANTRY_TR_NOOP("PolicyTitle", "Dual-agent (learned)"),
        .label = "Dual agent — job order and machine choice for fee and JCT",
        .description =
            GANTRY_TR_NOOP("PolicyDescription", "The dual-agent scheduler (Xing et al., KDD'23): an ordering agent picks the next job from "
            "the queue (or waits), a placement agent picks its machine from free GPUs, type, price and "
            "a random-walk Gaussian process's belief about each machine's hidden slowdown; trained "
            "together for fee and JCT. Knows job durations like SJF (an oracle). Train with gantry-cli "
            "train --agent dual-agent."),
        .usesOracle = true,
        .hyperParameters = dualHyperParameters,
        .train = trainDual,
        .baselines = dualBaselines,
        .checkFits = dualFits,
        .scheduler = dualScheduler,
        .observations = dualObservations,
        .ablations = dualAblations,
    };
    return agent;
}

} // namespace gantry::learn
