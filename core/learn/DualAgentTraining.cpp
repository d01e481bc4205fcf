// The dual-agent scheduler (Xing et al., KDD'23) as a learned agent: an ordering and a placement agent
// (two heads of one network, a centralised critic) imitate a teacher (SJF + the machine belief's best
// expected time and fee), then improve on it together by rollouts of the teacher scored by one team
// reward of fee and JCT (or with PPO on request; docs/learning.md, "Dual-agent").
#include "core/learn/Rollouts.h"
#include "core/learn/TrainingSupport.h"

#include "core/learn/DualAgent.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

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
        if (s.job >= 0 && s.placement == placementLearned) r[k] -= scale.feeWeight * view.state(s.job).usageCost / scale.fee;
    }
    return r;
}

Result<DualEpisode> runDual(const Scenario& scenario, std::shared_ptr<const Network> net, const DualSettings& settings,
    ActMode mode, bool record, std::uint64_t workloadSeed, std::uint64_t rngSeed, const TeamScale* scale = nullptr,
    DecisionOverride deviation = {})
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
    e.rt->override = deviation;
    auto sim = makeEpisode(withSeed(scenario, workloadSeed), makeDualAgentScheduler(e.rt));
    if (!sim) return sim.error();
    if (auto st = runEpisode(*sim.value()); !st) return st.error();
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
    if (auto st = runEpisode(*sim.value()); !st) return st.error();
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
        return Error { ErrorCode::BadValue, translate("Error", "the cluster has no machines"), { "", 0, 0, "cluster" } };
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

    // Policy improvement by rollouts of the teacher (core/learn/Rollouts.h), learned from the imitation.
    if (o.episodes >= 0) {
        auto base = [&](std::uint64_t seed) -> Result<RolloutBase> {
            auto e = runDual(t.scenario, net, settings, ActMode::Teacher, true, seed, 0);
            if (!e) return e.error();
            RolloutBase b { {}, scale->score(e->avgJct, e->fee), e->avgJct };
            for (DualStep& st : e->rt->steps) b.steps.push_back({ std::move(st.obs), std::move(st.mask), st.action, 0 });
            return b;
        };
        // The teacher's episodes never touch the network, so the rollouts run on every core.
        auto deviate = [&](std::uint64_t seed, std::int64_t decision, int action) -> Result<double> {
            auto e = runDual(t.scenario, net, settings, ActMode::Teacher, false, seed, 0, nullptr, { decision, action });
            if (!e) return e.error();
            return scale->score(e->avgJct, e->fee);
        };
        if (auto s = improveByRollouts(t, *net, spec, t.episodeThreads(), rng, base, deviate, validate, schedule.episodes); !s)
            return s.error();
    }
    // Agreement with the teacher after the RL phase (its last weights) and of the weights kept.
    if (o.episodes >= 0) {
        if (auto s = measureAgreement("rl_last"); !s) return s.error();
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
    static const std::vector<HyperParameter> table = withRolloutHyperParameters(8, withPpoHyperParameters(
        {
            { "window", 16, 1, 200, true, "queued jobs the ordering agent chooses from (the first K)" },
            { "agents", 3, 1, 3, true, "which agents learn: 3 both, 1 ordering (placement cheapest-fit), 2 placement (FIFO order)" },
            { "gaussian_process", 1, 0, 1, true, "1: the random-walk GP's machine belief; 0: the per-machine average" },
            { "fee_weight", 1, 0, 100, false, "weight of the relative fee against the relative avg JCT in the team reward" },
            { "sl_steps", 3000, 0, 1e6, true, "supervised steps after the warm-up episodes" },
            { "smoothing", 0.05, 0, 0.9, false, "label smoothing of the imitation warm start" },
            { "teacher_hint", 1, 0, 1, true, "1: the teacher's choice is a feature (the agents learn when to deviate from it)" },
            { "critic_warm_start", 0, 0, 1, true, "1: the critic learns the teacher's returns during the warm start" },
        },
        { "validation_seeds", 4, 1, 1000, true, "training-side workloads of each greedy validation" }));
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
            fillIn(translate("Error", "the dual-agent model was trained on a cluster of %1 machines; scenario '%2' has %3"),
                { std::to_string(meta.net.height), scenario.name, std::to_string(want.height) }));
    if (meta.net.inputSize != want.inputSize || meta.net.actions != want.actions || meta.net.jobFeatures != want.jobFeatures
        || meta.net.width != want.width)
        return modelMismatch(file, "input_size", translate("Error", "the model's observation or action shape does not match a dual-agent network"));
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
