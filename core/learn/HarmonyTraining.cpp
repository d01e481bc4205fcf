// Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023) as a learned agent: a reward model fitted to
// observed (placement, speed) samples, then actor-critic with experience replay, job-aware exploration
// and imagined placements labelled by the reward model (docs/learning.md).
#include "core/learn/TrainingSupport.h"

#include "core/learn/Harmony.h"
#include "core/learn/ReplayBuffer.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

namespace gantry::learn {
namespace {

struct HarmonyEpisode {
    std::shared_ptr<HarmonyRuntime> rt;
    double avgJct = 0;
};

struct EpisodeSettings {
    ActMode mode = ActMode::Greedy;
    bool record = false;
    double explore = 0;
    int imagined = 0;
    bool counterfactual = false;
    std::shared_ptr<const Network> rewardModel;
    std::shared_ptr<std::vector<int>> pairSeen;
    double spreadPenalty = 0;
};

Result<HarmonyEpisode> runHarmony(const Scenario& scenario, std::shared_ptr<const Network> net, const EpisodeSettings& how,
    std::uint64_t workloadSeed, std::uint64_t rngSeed)
{
    HarmonyEpisode e;
    e.rt = std::make_shared<HarmonyRuntime>();
    e.rt->net = std::move(net);
    e.rt->mode = how.mode;
    e.rt->rng = Rng(rngSeed);
    e.rt->record = how.record;
    e.rt->explore = how.explore;
    e.rt->imagined = how.imagined;
    e.rt->counterfactual = how.counterfactual;
    e.rt->spreadPenalty = how.spreadPenalty;
    e.rt->rewardModel = how.rewardModel;
    e.rt->pairSeen = how.pairSeen;
    auto sim = makeEpisode(withSeed(scenario, workloadSeed), makeHarmonyScheduler(e.rt));
    if (!sim) return sim.error();
    if (auto st = runEpisode(*sim.value()); !st) return st.error();
    e.avgJct = averageJct(*sim.value());
    return e;
}

Batch speedBatch(const std::vector<SpeedSample>& data, std::size_t n, Rng& rng)
{
    Batch b;
    b.size = int(n);
    for (std::size_t k = 0; k < n; ++k) {
        const SpeedSample& s = data[std::size_t(rng.below(data.size()))];
        b.obs.insert(b.obs.end(), s.features.begin(), s.features.end());
        b.mask.push_back(1);
        b.actions.push_back(0);
        b.returns.push_back(s.speed);
    }
    return b;
}

double rewardModelFit(const Network& model, const std::vector<SpeedSample>& samples)
{
    std::vector<double> predicted, observed;
    for (const auto& s : samples) {
        predicted.push_back(model.value(s.features.data()));
        observed.push_back(s.speed);
    }
    return rSquared(predicted, observed);
}

Result<TrainingReport> trainHarmony(Trainer& t)
{
    const TrainingOptions& o = t.options;
    const int servers = t.scenario.cluster.machineCount();
    if (servers < 1) return Error { ErrorCode::BadValue, translate("Error", "the cluster has no machines"), { "", 0, 0, "cluster" } };
    if (int(t.hp("width")) % 4 != 0)
        return Error { ErrorCode::BadValue, translate("Error", "hyper-parameter width must be a multiple of 4 (the attention heads)"),
            { "", 0, 0, "hp.width" } };
    const NetSpec spec = harmonyNetSpec(servers, int(t.hp("width")));
    auto net = std::make_shared<Network>(spec, o.seed);
    auto rewardModel = std::make_shared<Network>(harmonySpeedNetSpec(), o.seed + 1);
    auto pairSeen = std::make_shared<std::vector<int>>(std::size_t(kHarmonyModels * kHarmonyModels), 0);
    const int warm = o.warmupEpisodes < 0 ? int(t.hp("observe_episodes")) : o.warmupEpisodes;
    const int episodes = o.episodes > 0 ? o.episodes : (o.episodes < 0 ? 0 : 30);
    const int validateEvery = o.validateEvery > 0 ? o.validateEvery : 2;
    const int validationSeeds = int(t.hp("validation_seeds"));
    const int heldOutEvery = int(t.hp("held_out_every"));
    Rng rng = makeStream(o.seed, "learn/harmony");
    int episodeIndex = 0;

    // Observed speeds: most fit the reward model; every held_out_every-th episode's are held out for R².
    std::vector<SpeedSample> fitSamples, heldOutSamples;
    ReplayBuffer buffer(std::size_t(t.hp("replay")), t.hp("prioritised") != 0);
    auto keep = [&](HarmonyRuntime& rt, int index) {
        auto& into = heldOutEvery > 0 && index % heldOutEvery == heldOutEvery - 1 ? heldOutSamples : fitSamples;
        into.insert(into.end(), std::make_move_iterator(rt.speedSamples.begin()), std::make_move_iterator(rt.speedSamples.end()));
        for (auto& s : rt.steps) {
            Transition tr;
            tr.obs = std::move(s.obs);
            tr.mask = std::move(s.mask);
            tr.action = s.action;
            tr.ret = s.ret;
            buffer.add(std::move(tr));
        }
    };
    auto fitRewardModel = [&](int steps) {
        double loss = 0;
        for (int k = 0; k < steps && !fitSamples.empty() && !interrupted(); ++k) loss += rewardModel->valueStep(speedBatch(fitSamples, 128, rng));
        return steps > 0 ? loss / steps : 0.0;
    };
    auto validate = [&](int episode) {
        return t.validate(episode, validationSeeds, *net, [&](std::shared_ptr<const Network> copy, std::uint64_t seed) {
            return runHarmony(t.scenario, std::move(copy), EpisodeSettings {}, seed, 0);
        });
    };

    // Phase 1: observe. The untrained network samples its placements with job-aware exploration; the
    // speeds they cause are the reward model's first samples (Harmony's historical samples).
    const double exploreStart = t.hp("explore");
    const double spreadPenalty = t.hp("spread_penalty");
    for (int e = 0; e < warm; ++e) {
        EpisodeSettings how { ActMode::Explore, true, std::max(0.5, exploreStart), 0, false, nullptr, pairSeen, spreadPenalty };
        const int index = episodeIndex++;
        auto ep = runHarmony(t.scenario, net, how, trainingWorkloadSeed(o.seed, index), rng.next());
        if (!ep) return ep.error();
        t.report.envSteps += ep->rt->inferences;
        keep(*ep->rt, index);
        const double loss = fitRewardModel(int(t.hp("model_steps")));
        if (!t.emitWarmup(e + 1, warm, ep->avgJct, loss)) return cancelled();
    }
    fitRewardModel(int(t.hp("model_fit_steps")));
    if (auto s = validate(0); !s) return s.error();

    // Phase 2: actor-critic with replay. Each real placement is joined by `imagined` random ones whose
    // reward the reward model predicts; the reward model keeps learning from the new observations.
    net->resetOptimisers(t.hp("lr"), t.hp("value_lr"));
    const int imagined = int(t.hp("imagined"));
    const bool counterfactual = t.hp("counterfactual") != 0;
    const int updates = int(t.hp("updates"));
    const std::size_t batchSize = std::size_t(t.hp("batch"));
    const double entropyWeight = t.hp("entropy");
    const bool normaliseAdvantage = t.hp("norm_adv") != 0;
    for (int e = 0; e < episodes; ++e) {
        const double frac = episodes > 1 ? double(e) / double(episodes - 1) : 1.0;
        EpisodeSettings how { ActMode::Explore, true, exploreStart * (1.0 - frac), warm > 0 ? imagined : 0,
            warm > 0 && counterfactual, rewardModel, pairSeen, spreadPenalty };
        const int index = episodeIndex++;
        auto ep = runHarmony(t.scenario, net, how, trainingWorkloadSeed(o.seed, index), rng.next());
        if (!ep) return ep.error();
        HarmonyRuntime& rt = *ep->rt;
        t.report.envSteps += rt.inferences;
        double episodeReward = 0;
        for (const auto& s : rt.steps)
            if (!s.imagined) episodeReward += s.ret;
        keep(rt, index);
        fitRewardModel(int(t.hp("model_steps")));
        const ReplayUpdates done = buffer.size() >= batchSize
            ? replayActorCritic(*net, buffer, updates, batchSize, entropyWeight, normaliseAdvantage, rng)
            : ReplayUpdates {};
        if (!t.emit({ .phase = "rl", .episode = e + 1, .episodes = episodes, .reward = episodeReward, .avgJct = ep->avgJct,
                .loss = done.meanLoss(), .entropy = done.meanEntropy() }))
            return cancelled();
        if ((e + 1) % validateEvery == 0 || e + 1 == episodes)
            if (auto s = validate(e + 1); !s) return s.error();
    }
    t.report.measures["reward_model_r2"] = rewardModelFit(*rewardModel, heldOutSamples);
    t.report.measures["reward_model_samples"] = double(fitSamples.size());
    t.report.measures["reward_model_held_out"] = double(heldOutSamples.size());
    return t.finish(*net, spec, warm, episodes, { { "servers", std::to_string(servers) } });
}

const std::vector<HyperParameter>& harmonyHyperParameters()
{
    static const std::vector<HyperParameter> table = {
        { "width", 32, 4, 1024, true, "embedding width of the encoder and decoder (a multiple of the 4 attention heads)" },
        { "observe_episodes", 8, 0, 1e5, true, "episodes of exploratory placements that first feed the reward model" },
        { "model_fit_steps", 600, 0, 1e6, true, "reward-model regression steps (batch 128) after the observing episodes" },
        { "model_steps", 40, 0, 1e5, true, "reward-model regression steps after every episode" },
        { "imagined", 4, 0, 100, true, "random placements per real one labelled by the reward model (0: none)" },
        { "counterfactual", 1, 0, 1, true, "1: also label every other server each task could have taken with the reward model" },
        { "spread_penalty", 0.1, 0, 10, false, "reward subtracted per server a placement spans beyond the first" },
        { "held_out_every", 5, 0, 1000, true, "every Nth episode's speed samples are held out to measure the reward model's R²" },
        { "lr", 5e-4, 1e-7, 1, false, "policy learning rate (Adam)" },
        { "value_lr", 1e-3, 1e-7, 1, false, "critic learning rate" },
        { "entropy", 0.01, 0, 10, false, "entropy bonus weight" },
        { "explore", 0.3, 0, 1, false, "share of jobs placed by job-aware exploration at the start of RL (decays to 0)" },
        { "updates", 48, 1, 1000, true, "actor-critic updates per episode" },
        { "batch", 128, 1, 4096, true, "actor-critic batch size" },
        { "replay", 20000, 256, 1e7, true, "replay memory size (decoder steps)" },
        { "prioritised", 1, 0, 1, true, "1: prioritised replay; 0: uniform" },
        { "norm_adv", 1, 0, 1, true, "1: normalise each batch's advantages" },
        { "validation_seeds", 30, 1, 1000, true, "training-side workloads of each greedy validation" },
    };
    return table;
}

PolicyConfig fifoWith(const char* placement) { return baselinePolicy("fifo", placement, "none", true); }

std::vector<std::pair<std::string, PolicyConfig>> harmonyBaselines()
{
    return { { "least-loaded", fifoWith("least-loaded") }, { "first-fit", fifoWith("first-fit") },
        { "random", fifoWith("random") }, { "interference-aware greedy (oracle)", fifoWith("interference-greedy") } };
}

std::unique_ptr<Scheduler> harmonyScheduler(const Checkpoint&, std::shared_ptr<const Network> net, ActMode mode, std::uint64_t seed)
{
    auto rt = std::make_shared<HarmonyRuntime>();
    rt->net = std::move(net);
    rt->mode = mode;
    rt->rng = Rng(seed);
    return makeHarmonyScheduler(rt);
}

Status harmonyObservations(const Scenario& scenario, const Checkpoint&, std::shared_ptr<const Network> net, std::uint64_t seed,
    std::vector<std::vector<float>>& obs, std::vector<std::vector<std::uint8_t>>& masks)
{
    EpisodeSettings how;
    how.record = true;
    auto e = runHarmony(scenario, std::move(net), how, seed, 0);
    if (!e) return e.error();
    for (auto& st : e->rt->steps) obs.push_back(st.obs), masks.push_back(st.mask);
    return Ok {};
}

Status harmonyFits(const CheckpointMeta& meta, const Scenario& scenario, const std::string& file)
{
    const NetSpec want = harmonyNetSpec(scenario.cluster.machineCount(), meta.net.hidden.empty() ? 32 : meta.net.hidden[0]);
    if (meta.net.kind != "harmony-attention" || meta.net.servers != want.servers)
        return modelMismatch(file, "servers",
            fillIn(translate("Error", "the model was trained on a cluster of %1 servers; scenario '%2' has %3"),
                { std::to_string(meta.net.servers), scenario.name, std::to_string(want.servers) }));
    if (meta.net.inputSize != want.inputSize || meta.net.actions != want.actions
        || meta.net.serverFeatures != want.serverFeatures || meta.net.jobFeatures != want.jobFeatures)
        return modelMismatch(file, "input_size", translate("Error", "the model's observation or action shape does not match a Harmony network"));
    return Ok {};
}

} // namespace

const LearnedAgent& harmonyAgent()
{
    static const LearnedAgent agent {
        .name = "harmony",
        .title = GANTRY_TR_NOOP("PolicyTitle", "Harmony (learned)"),
        .label = "Harmony — interference-aware task placement",
        .description =
            GANTRY_TR_NOOP("PolicyDescription", "Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023): an encoder of the servers with "
            "multi-head self-attention and a decoder place each task of a job (workers, then parameter "
            "servers) on a server, learned to avoid co-locating jobs that slow each other down. FIFO "
            "order with backfilling. Train with gantry-cli train --agent harmony."),
        .usesOracle = false,
        .hyperParameters = harmonyHyperParameters,
        .train = trainHarmony,
        .baselines = harmonyBaselines,
        .checkFits = harmonyFits,
        .scheduler = harmonyScheduler,
        .observations = harmonyObservations,
    };
    return agent;
}

} // namespace gantry::learn
