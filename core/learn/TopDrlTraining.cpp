// TopDRL (Ayadi et al., JPDC 2025) as a learned agent: a CNN picks the next job from a window of the
// queue, placed on the closest GPUs; imitation of SJF, then PPO (docs/learning.md).
#include "core/learn/TrainingSupport.h"

#include "core/learn/TopDrl.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

namespace gantry::learn {
namespace {
struct TopEpisode {
    std::shared_ptr<TopRuntime> rt;
    double avgJct = 0;
    std::vector<double> rewards;
};

Result<TopEpisode> runTop(const Scenario& scenario, std::shared_ptr<const Network> net, int window, double timeScale,
    ActMode mode, bool record, std::uint64_t workloadSeed, std::uint64_t rngSeed, double teacherEpsilon = 0,
    std::uint64_t teacherRngSeed = 0)
{
    TopEpisode e;
    e.rt = std::make_shared<TopRuntime>();
    e.rt->net = std::move(net);
    e.rt->window = window;
    e.rt->timeScale = timeScale;
    e.rt->mode = mode;
    e.rt->rng = Rng(teacherEpsilon > 0 ? teacherRngSeed : rngSeed);
    e.rt->teacherEpsilon = teacherEpsilon;
    e.rt->record = record;
    auto sched = makeTopDrlScheduler(e.rt);
    // The scheduler is moved into the simulation; it keeps sharing the runtime with us.
    auto sim = makeEpisode(withSeed(scenario, workloadSeed), std::move(sched));
    if (!sim) return sim.error();
    if (auto st = runEpisode(*sim.value()); !st) return st.error();
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
    ImitationPpoSchedule schedule;
    schedule.warmupEpisodes = o.warmupEpisodes < 0 ? 30 : o.warmupEpisodes;
    schedule.episodes = o.episodes > 0 ? o.episodes : (o.episodes < 0 ? 0 : 96);
    schedule.validateEvery = o.validateEvery > 0 ? o.validateEvery : 8;
    schedule.fitBatch = std::size_t(t.hp("sl_batch"));
    const int validationSeeds = int(t.hp("validation_seeds"));
    Rng rng = makeStream(o.seed, "learn/topdrl");

    std::string warmStartWeights;
    auto validate = [&](int episode) {
        if (episode == 0) warmStartWeights = net->saveWeights();
        return t.validate(episode, validationSeeds, *net, [&](std::shared_ptr<const Network> copy, std::uint64_t seed) {
            return runTop(t.scenario, std::move(copy), window, timeScale, ActMode::Greedy, false, seed, 0);
        });
    };
    // Imitation of SJF + closest GPUs (our warm start; the paper does not say how it starts), then PPO.
    auto run = [&](ActMode mode, std::uint64_t workloadSeed, std::uint64_t actionSeed) {
        return runTop(t.scenario, net, window, timeScale, mode, true, workloadSeed, actionSeed);
    };
    if (auto s = imitateThenPpo(t, *net, spec, schedule, rng, run, validate); !s) return s.error();
    // How far PPO moved the policy from its teacher: the share of the teacher's own decisions (on
    // validation workloads, so the same states for both) that the greedy policy repeats, after the
    // warm start and for the weights training keeps.
    {
        std::vector<TopStep> teacherStates;
        for (int v = 0; v < std::min(validationSeeds, 4); ++v) {
            auto e = runTop(t.scenario, net, window, timeScale, ActMode::Teacher, true, validationSeed(o.seed, v), 0);
            if (!e) return e.error();
            for (auto& st : e->rt->steps) teacherStates.push_back(std::move(st));
        }
        auto agreement = [&](const std::string& weights) -> Result<double> {
            Network probe(spec, o.seed);
            if (auto s = probe.loadWeights(weights, "(weights)"); !s) return s.error();
            std::vector<float> probs;
            Rng unused(0);
            std::size_t same = 0;
            for (const auto& st : teacherStates) {
                probe.probabilities(st.obs.data(), st.mask.data(), probs);
                same += chooseAction(probs, st.mask, true, unused) == st.action;
            }
            return teacherStates.empty() ? 1.0 : double(same) / double(teacherStates.size());
        };
        const std::string kept = o.keepBest && !t.bestWeights.empty() ? t.bestWeights : net->saveWeights();
        if (!warmStartWeights.empty()) {
            auto before = agreement(warmStartWeights);
            if (!before) return before.error();
            t.report.measures["teacher_agreement_warm_start"] = before.value();
        }
        auto after = agreement(kept);
        if (!after) return after.error();
        t.report.measures["teacher_agreement_kept"] = after.value();
        t.report.measures["teacher_decisions_compared"] = double(teacherStates.size());
    }
    // A bound from search, not learning: on each validation workload the best of search_rollouts
    // episodes of the teacher with random deviations. How much better than the teacher any job choice
    // can be is at least this; the spread of the teacher across workloads is the noise a reward sees.
    if (const int rollouts = int(t.hp("search_rollouts")); rollouts > 0) {
        Rng searchRng = makeStream(o.seed, "learn/topdrl/search");
        std::vector<double> teacherJcts, bestJcts, sampledGaps;
        for (int v = 0; v < validationSeeds; ++v) {
            auto teacher = runTop(t.scenario, net, window, timeScale, ActMode::Teacher, false, validationSeed(o.seed, v), 0);
            if (!teacher) return teacher.error();
            double best = teacher->avgJct;
            for (int r = 0; r < rollouts; ++r) {
                auto e = runTop(t.scenario, net, window, timeScale, ActMode::Teacher, false, validationSeed(o.seed, v), 0,
                    t.hp("search_epsilon"), searchRng.next());
                if (!e) return e.error();
                best = std::min(best, e->avgJct);
                sampledGaps.push_back(std::abs(e->avgJct - teacher->avgJct) / teacher->avgJct);
            }
            teacherJcts.push_back(teacher->avgJct);
            bestJcts.push_back(best);
        }
        const auto [teacherMean, teacherStd] = meanStd(teacherJcts);
        t.report.measures["search_best_vs_teacher"] = meanStd(bestJcts).first / teacherMean - 1;
        t.report.measures["teacher_jct_spread_across_workloads"] = teacherStd / teacherMean;
        t.report.measures["search_rollout_gap_same_workload"] = meanStd(sampledGaps).first;
    }
    return t.finish(*net, spec, schedule.warmupEpisodes, schedule.episodes,
        { { "window", std::to_string(window) }, { "time_scale", formatNumber(timeScale) } });
}

const std::vector<HyperParameter>& topDrlHyperParameters()
{
    static const std::vector<HyperParameter> table = withPpoHyperParameters(
        {
            { "window", 20, 1, 200, true, "jobs the network chooses from (the first K queued)" },
            { "sl_steps", 600, 0, 1e6, true, "supervised steps after the warm-up episodes" },
            { "sl_batch", 64, 1, 4096, true, "supervised batch size" },
            { "smoothing", 0.2, 0, 0.9, false, "label smoothing of the imitation warm start (keeps PPO exploring)" },
            { "search_rollouts", 0, 0, 4096, true,
                "measure only: perturbed-teacher rollouts per validation workload, best kept (how much job choice can gain)" },
            { "search_epsilon", 0.2, 0, 1, false, "measure only: chance of a random action in each search rollout" },
        },
        { "validation_seeds", 8, 1, 1000, true, "training-side workloads of each greedy validation" },
        // 1e-3 with the smoothed warm start: at 1e-4 the clipped steps never change the greedy choice
        // within 96 episodes (docs/learning.md, TopDRL).
        1e-3);
    return table;
}

std::vector<std::pair<std::string, PolicyConfig>> topDrlBaselines()
{
    std::vector<std::pair<std::string, PolicyConfig>> out;
    const std::pair<const char*, const char*> orderings[] = { { "fifo", "FCFS" }, { "sjf", "SJF" },
        { "fewest-gpus", "fewest-GPUs" }, { "random", "random" } };
    const char* placements[] = { "closest-gpus", "first-fit", "least-loaded" };
    for (const char* placement : placements)
        for (const auto& [ordering, label] : orderings)
            out.emplace_back(std::string(label) + " + " + placement, baselinePolicy(ordering, placement, "none", false));
    out.emplace_back("SJF + closest-gpus (backfill)", baselinePolicy("sjf", "closest-gpus", "none", true));
    return out;
}

/// The runtime a trained model acts with.
std::shared_ptr<TopRuntime> topRuntime(const Checkpoint& model, std::shared_ptr<const Network> net, ActMode mode, std::uint64_t seed)
{
    auto rt = std::make_shared<TopRuntime>();
    rt->net = std::move(net);
    rt->window = static_cast<int>(model.meta.setting("window", 10));
    rt->timeScale = model.meta.setting("time_scale", 10000);
    rt->mode = mode;
    rt->rng = Rng(seed);
    return rt;
}

std::unique_ptr<Scheduler> topDrlScheduler(const Checkpoint& model, std::shared_ptr<const Network> net, ActMode mode, std::uint64_t seed)
{
    return makeTopDrlScheduler(topRuntime(model, std::move(net), mode, seed));
}

Result<TeacherAgreement> topDrlTeacherAgreement(const Scenario& scenario, const Checkpoint& model, std::shared_ptr<const Network> net,
    std::uint64_t seed)
{
    auto rt = topRuntime(model, std::move(net), ActMode::Greedy, 0);
    rt->compareWithTeacher = true;
    auto sim = makeEpisode(withSeed(scenario, seed), makeTopDrlScheduler(rt));
    if (!sim) return sim.error();
    if (auto st = runEpisode(*sim.value()); !st) return st.error();
    return TeacherAgreement { "SJF + closest-gpus", rt->compared, rt->teacherAgreed };
}

Status topDrlObservations(const Scenario& scenario, const Checkpoint& model, std::shared_ptr<const Network> net, std::uint64_t seed,
    std::vector<std::vector<float>>& obs, std::vector<std::vector<std::uint8_t>>& masks)
{
    auto e = runTop(scenario, std::move(net), model.meta.net.jobSlots, model.meta.setting("time_scale", 10000), ActMode::Greedy,
        true, seed, 0);
    if (!e) return e.error();
    for (auto& st : e->rt->steps) obs.push_back(st.obs), masks.push_back(st.mask);
    return Ok {};
}

Status topDrlFits(const CheckpointMeta& meta, const Scenario& scenario, const std::string& file)
{
    auto shape = topImageShape(scenario.cluster);
    if (!shape) return modelMismatch(file, "image", shape.error().message);
    const int window = static_cast<int>(meta.setting("window", 0));
    const NetSpec want = topNetSpec(shape->first, shape->second, window);
    if (meta.net.kind != "topdrl-cnn" || meta.net.height != want.height || meta.net.width != want.width)
        return modelMismatch(file, "image",
            fillIn(translate("Error", "the model was trained on a cluster of %1 machines x %2 GPUs; scenario '%3' has %4 machines x %5 GPUs"),
                { std::to_string(meta.net.height), std::to_string(meta.net.width), scenario.name, std::to_string(want.height), std::to_string(want.width) }));
    if (meta.net.inputSize != want.inputSize || meta.net.actions != want.actions || meta.net.jobFeatures != want.jobFeatures)
        return modelMismatch(file, "input_size", translate("Error", "the model's observation or action shape does not match a TopDRL network"));
    return Ok {};
}

} // namespace

const LearnedAgent& topDrlAgent()
{
    static const LearnedAgent agent {
        .name = "topdrl",
        .title = GANTRY_TR_NOOP("PolicyTitle", "TopDRL (learned)"),
        .label = "TopDRL — topology-aware job selection",
        .description =
            GANTRY_TR_NOOP("PolicyDescription", "TopDRL (Ayadi et al., JPDC 2025): a multi-branch CNN over the cluster occupancy and the "
            "queue picks the next job (or waits); the closest-GPU heuristic places it. Knows job "
            "durations like SJF (an oracle). Train with gantry-cli train --agent topdrl."),
        .usesOracle = true,
        .hyperParameters = topDrlHyperParameters,
        .train = trainTopDrl,
        .baselines = topDrlBaselines,
        .checkFits = topDrlFits,
        .scheduler = topDrlScheduler,
        .observations = topDrlObservations,
        .teacherAgreement = topDrlTeacherAgreement,
    };
    return agent;
}

} // namespace gantry::learn
