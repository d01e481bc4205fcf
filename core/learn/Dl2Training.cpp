// DL2 (Peng et al., TPDS 2021) as a learned agent: supervised warm-up on DRF's decisions, then
// actor-critic restarts that resize PS/worker jobs every slot (docs/learning.md).
#include "core/learn/TrainingSupport.h"

#include "core/learn/Dl2.h"
#include "core/learn/ReplayBuffer.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

namespace gantry::learn {
namespace {
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

/// What a DL2 network sees, as recorded in its model: the window and whether the state carries the gains.
struct Dl2Shape {
    int window = 10;
    bool marginalGain = false;
};

Dl2Shape dl2ShapeOf(const CheckpointMeta& meta)
{
    return { static_cast<int>(meta.setting("window", 10)), meta.setting("marginal_gain", 0) != 0 };
}

/// How one DL2 episode is played.
struct Dl2Play {
    ActMode mode = ActMode::Greedy;
    std::uint64_t workloadSeed = 0;
    bool record = false;
    bool jctReward = false;
    std::uint64_t rngSeed = 0;
    double explore = 0;
    double exploreStop = 0;
    bool compareWithTeacher = false;
    Dl2Teacher teacher = Dl2Teacher::Drf;
};

Result<Dl2Episode> runDl2(const Scenario& scenario, std::shared_ptr<const Network> net, Dl2Shape shape, const Dl2Play& play)
{
    Dl2Episode e;
    e.rt = std::make_shared<Dl2Runtime>();
    e.rt->compareWithTeacher = play.compareWithTeacher;
    e.rt->net = std::move(net);
    e.rt->window = shape.window;
    e.rt->marginalGain = shape.marginalGain;
    e.rt->mode = play.mode;
    e.rt->teacher = play.teacher;
    e.rt->rng = Rng(play.rngSeed);
    e.rt->explore = play.explore;
    e.rt->exploreStop = play.exploreStop;
    e.rt->record = play.record;
    e.rt->jctReward = play.jctReward;
    auto sim = makeEpisode(withSeed(scenario, play.workloadSeed), makeDl2Scheduler(e.rt));
    if (!sim) return sim.error();
    if (auto st = runEpisode(*sim.value()); !st) return st.error();
    if (play.record) dl2FinishEpisode(*e.rt, *sim.value());
    e.avgJct = averageJct(*sim.value());
    return e;
}

Result<TrainingReport> trainDl2(Trainer& t)
{
    const TrainingOptions& o = t.options;
    const Dl2Shape shape { int(t.hp("window")), t.hp("marginal_gain") != 0 };
    const bool jctReward = t.hp("jct_reward") != 0;
    const NetSpec spec = dl2NetSpec(shape.window, shape.marginalGain);
    auto net = std::make_shared<Network>(spec, o.seed);
    const int warm = o.warmupEpisodes < 0 ? 40 : o.warmupEpisodes;
    const int episodes = o.episodes > 0 ? o.episodes : (o.episodes < 0 ? 0 : 240);
    const int validateEvery = o.validateEvery > 0 ? o.validateEvery : 10;
    const int validationSeeds = int(t.hp("validation_seeds"));
    Rng rng = makeStream(o.seed, "learn/dl2");
    int episodeIndex = 0;

    auto validate = [&](int episode) {
        return t.validate(episode, validationSeeds, *net, [&](std::shared_ptr<const Network> copy, std::uint64_t seed) {
            return runDl2(t.scenario, std::move(copy), shape, { .workloadSeed = seed, .jctReward = jctReward });
        });
    };

    // Phase 1: supervised warm-up on DRF's decisions, expressed in DL2's action space. The critic learns
    // the teacher's returns at the same time: an untrained critic would turn the first RL updates into
    // noise that undoes the imitation. Returns are measured in units of their spread over the first
    // warm-up. With `optimus_warmup`, more imitations, each from fresh weights, learn Optimus's decisions
    // the same way; the restarts below take the warm starts in turn. Those imitations are inexact (DRF's
    // is exact), each a different Optimus-like rule: RL from them finds rules that beat Optimus, RL from
    // DRF's or from an exact imitation of Optimus hardly does (docs/learning.md, "DL2 beyond Optimus").
    const double gamma = t.hp("gamma");
    const double smoothing = t.hp("smoothing");
    double returnScale = t.hp("return_scale");
    bool scaled = false;
    std::vector<std::string> warmStarts;
    auto imitate = [&](Dl2Teacher teacher) -> Status {
        std::vector<Dl2Step> data;
        for (int e = 0; e < warm; ++e) {
            auto ep = runDl2(t.scenario, net, shape,
                { .mode = ActMode::Teacher, .workloadSeed = trainingWorkloadSeed(o.seed, episodeIndex++), .record = true,
                    .jctReward = jctReward, .teacher = teacher });
            if (!ep) return ep.error();
            t.report.envSteps += ep->rt->steps.size();
            const std::vector<double> returns = dl2Returns(*ep->rt, gamma);
            for (auto& s : ep->rt->steps) {
                s.ret = float(returns[std::size_t(s.pass)]);
                data.push_back(std::move(s));
            }
            double loss = 0;
            const int steps = 12;
            for (int k = 0; k < steps && !data.empty() && !interrupted(); ++k)
                loss += net->supervisedStep(supervisedBatch(data, spec.inputSize, spec.actions, 256, rng), smoothing);
            if (!t.emitWarmup(e + 1, warm, ep->avgJct, loss / steps)) return cancelled();
        }
        if (data.empty()) return Ok {};
        if (!scaled) {
            std::vector<double> rets;
            for (const auto& s : data) rets.push_back(s.ret);
            const double spread = meanStd(rets).second;
            if (spread > 0) returnScale /= spread;
            scaled = true;
        }
        for (auto& s : data) s.ret = float(s.ret * returnScale);
        for (int k = 0; k < 200 && !interrupted(); ++k)
            net->supervisedStep(supervisedBatch(data, spec.inputSize, spec.actions, 256, rng, true), smoothing);
        warmStarts.push_back(net->saveWeights());
        return validate(0);
    };
    if (auto s = imitate(Dl2Teacher::Drf); !s) return s.error();
    // As many Optimus imitations as restarts will start from (none without RL).
    const int restarts = std::clamp(episodes / 10, 1, int(t.hp("restarts"))); // at least 10 episodes each
    const int optimusStarts = episodes > 0 ? std::min(int(t.hp("optimus_warmup")), restarts - 1) : 0;
    for (int k = 0; k < optimusStarts; ++k) {
        if (auto s = net->loadWeights(Network(spec, o.seed + 1 + std::uint64_t(k)).saveWeights(), "(fresh weights)"); !s) return s.error();
        if (auto s = imitate(Dl2Teacher::Optimus); !s) return s.error();
    }
    if (warmStarts.empty()) warmStarts.push_back(net->saveWeights());

    // Phase 2: actor-critic with prioritised replay, entropy regularisation and job-aware exploration.
    // RL from the warm start is a gamble: within a few episodes at this learning rate the policy
    // commits to one of several nearly deterministic allocation rules, some much better than DRF and
    // some no better (docs/learning.md). So the RL budget is split into `restarts` independent runs
    // from the warm starts in turn (fresh optimisers and replay, their own exploration draws); validation
    // keeps the best weights over all of them.
    const double entropyStart = t.hp("entropy");
    const double entropyEnd = t.hp("entropy_end") < 0 ? entropyStart : t.hp("entropy_end");
    const double exploreStart = t.hp("explore");
    const double exploreStop = t.hp("explore_stop");
    const int updatesPerEpisode = int(t.hp("updates"));
    const bool normaliseAdvantage = t.hp("norm_adv") != 0;
    for (int r = 0; r < restarts; ++r) {
        if (auto s = net->loadWeights(warmStarts[std::size_t(r) % warmStarts.size()], "(warm start)"); !s) return s.error();
        net->resetOptimisers(t.hp("lr"), t.hp("value_lr"));
        ReplayBuffer buffer(std::size_t(t.hp("replay")), t.hp("prioritised") != 0);
        const int first = r * episodes / restarts, last = (r + 1) * episodes / restarts;
        for (int e = first; e < last; ++e) {
            const double frac = double(e - first) / (last - first);
            const double explore = exploreStart * (1.0 - frac) + 0.02;
            const double entropyWeight = entropyStart + (entropyEnd - entropyStart) * frac;
            auto ep = runDl2(t.scenario, net, shape,
                { .mode = ActMode::Explore, .workloadSeed = trainingWorkloadSeed(o.seed, episodeIndex++), .record = true,
                    .jctReward = jctReward, .rngSeed = rng.next(), .explore = explore, .exploreStop = exploreStop });
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
            const ReplayUpdates updates = buffer.size() >= 512
                ? replayActorCritic(*net, buffer, updatesPerEpisode, 256, entropyWeight, normaliseAdvantage, rng)
                : ReplayUpdates {};
            double reward = 0;
            for (double x : rt.passRewards) reward += x;
            if (!t.emit({ .phase = "rl", .episode = e + 1, .episodes = episodes, .reward = reward, .avgJct = ep->avgJct,
                    .loss = updates.meanLoss(), .entropy = updates.meanEntropy() }))
                return cancelled();
            if ((e + 1 - first) % validateEvery == 0 || e + 1 == last)
                if (auto s = validate(e + 1); !s) return s.error();
        }
    }
    return t.finish(*net, spec, warm, episodes,
        { { "window", std::to_string(shape.window) }, { "marginal_gain", shape.marginalGain ? "1" : "0" },
            { "reward", jctReward ? "jct" : "normalised-progress" } });
}

const std::vector<HyperParameter>& dl2HyperParameters()
{
    static const std::vector<HyperParameter> table = {
        { "jct_reward", 1, 0, 1, true, "1: reward -(jobs in the system x slots); 0: DL2's normalised progress" },
        { "lr", 1e-3, 1e-7, 1, false, "policy learning rate (RL phase; Adam)" },
        { "value_lr", 1e-3, 1e-7, 1, false, "value network learning rate" },
        { "gamma", 0.95, 0, 1, false, "discount per 20-minute slot of simulated time" },
        { "entropy", 0.01, 0, 10, false, "entropy bonus weight at the start of RL" },
        { "entropy_end", -1, -1, 10, false, "entropy bonus weight at the end of RL (linear; -1: same as entropy)" },
        { "explore", 0.1, 0, 1, false, "probability of job-aware exploration at the start of RL (decays to 0.02)" },
        { "explore_stop", 0, 0, 1, false,
            "DL2's skip injection: once every window job has more workers than a per-episode draw, stop with this probability (0: off)" },
        { "updates", 16, 1, 1000, true, "actor-critic updates (batch 256) per episode" },
        { "replay", 8192, 256, 1e7, true, "replay memory size (transitions)" },
        { "prioritised", 1, 0, 1, true, "1: prioritised replay (DL2's); 0: uniform" },
        { "smoothing", 0, 0, 0.9, false, "label smoothing of the supervised warm-up" },
        { "restarts", 24, 1, 64, true, "independent RL runs sharing the episodes (each >= 10), from the warm starts in turn; the best validated is kept" },
        { "norm_adv", 0, 0, 1, true, "1: normalise each batch's advantages" },
        { "return_scale", 1, 1e-6, 1e6, false, "multiplies the returns (in units of their spread over the warm-up)" },
        { "validation_seeds", 48, 1, 1000, true, "training-side workloads of each greedy validation" },
        { "optimus_warmup", 7, 0, 64, true,
            "imitations of Optimus from fresh weights beside DRF's; the restarts take the warm starts in turn" },
        { "window", 10, 1, 200, true, "jobs the network sees and resizes, in arrival order (the rest keep their minimum)" },
        { "marginal_gain", 1, 0, 1, true,
            "1: the state also carries the time one more worker and one more PS would save each window job (Optimus's estimate)" },
    };
    return table;
}

std::vector<std::pair<std::string, PolicyConfig>> dl2Baselines()
{
    return { { "DRF", baselinePolicy("fifo", "least-loaded", "drf", true) },
        { "FIFO", baselinePolicy("fifo", "least-loaded", "fifo-bundles", true) },
        { "SRTF", baselinePolicy("fifo", "least-loaded", "srtf-bundles", true) },
        { "Tetris", baselinePolicy("tetris", "least-loaded", "fifo-bundles", true) },
        { "Optimus", baselinePolicy("fifo", "least-loaded", "optimus", true) } };
}

std::unique_ptr<Scheduler> dl2Scheduler(const Checkpoint& model, std::shared_ptr<const Network> net, ActMode mode, std::uint64_t seed)
{
    auto rt = std::make_shared<Dl2Runtime>();
    rt->net = std::move(net);
    const Dl2Shape shape = dl2ShapeOf(model.meta);
    rt->window = shape.window;
    rt->marginalGain = shape.marginalGain;
    rt->mode = mode;
    rt->rng = Rng(seed);
    return makeDl2Scheduler(rt);
}

Status dl2Observations(const Scenario& scenario, const Checkpoint& model, std::shared_ptr<const Network> net, std::uint64_t seed,
    std::vector<std::vector<float>>& obs, std::vector<std::vector<std::uint8_t>>& masks)
{
    auto e = runDl2(scenario, std::move(net), dl2ShapeOf(model.meta), { .workloadSeed = seed, .record = true });
    if (!e) return e.error();
    for (auto& st : e->rt->steps) obs.push_back(st.obs), masks.push_back(st.mask);
    return Ok {};
}

Result<TeacherAgreement> dl2TeacherAgreement(const Scenario& scenario, const Checkpoint& model, std::shared_ptr<const Network> net,
    std::uint64_t seed)
{
    auto e = runDl2(scenario, std::move(net), dl2ShapeOf(model.meta), { .workloadSeed = seed, .compareWithTeacher = true });
    if (!e) return e.error();
    return TeacherAgreement { "DRF", e->rt->compared, e->rt->teacherAgreed };
}

Status dl2Fits(const CheckpointMeta& meta, const Scenario&, const std::string& file)
{
    const Dl2Shape shape = dl2ShapeOf(meta);
    const NetSpec want = dl2NetSpec(shape.window, shape.marginalGain);
    if (meta.setting("window", 0) <= 0 || meta.net.kind != "mlp" || meta.net.inputSize != want.inputSize
        || meta.net.actions != want.actions)
        return modelMismatch(file, "input_size",
            fillIn(translate("Error", "a DL2 model needs a %1 x J state and 3J + 1 actions; this file has input %2, actions %3 (window %4)"),
                { std::to_string(dl2Features(shape.marginalGain)), std::to_string(meta.net.inputSize), std::to_string(meta.net.actions), std::to_string(shape.window) }));
    return Ok {};
}

} // namespace

const LearnedAgent& dl2Agent()
{
    static const LearnedAgent agent {
        .name = "dl2",
        .title = GANTRY_TR_NOOP("PolicyTitle", "DL2 (learned)"),
        .label = "DL2 — elastic PS job sizing",
        .description =
            GANTRY_TR_NOOP("PolicyDescription", "DL2 (Peng et al., TPDS 2021): a policy network re-sizes elastic PS jobs every 20-minute "
            "slot over an 8 x J state with 3J + 1 actions (+worker, +PS, +bundle per window job, stop); "
            "tasks go to the least-loaded machines. Train with gantry-cli train --agent dl2."),
        .usesOracle = false,
        .hyperParameters = dl2HyperParameters,
        .train = trainDl2,
        .baselines = dl2Baselines,
        .checkFits = dl2Fits,
        .scheduler = dl2Scheduler,
        .observations = dl2Observations,
        .teacherAgreement = dl2TeacherAgreement,
    };
    return agent;
}

} // namespace gantry::learn
