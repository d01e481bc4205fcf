// The dual-agent scheduler's speed (Xing et al., KDD'23; docs/performance.md):
//  1. decision latency at 64 machines: time spent in the scheduler (both agents' inferences, their
//     features, the start) and in its finish hook (the machine belief's update) per started job, on one
//     LibTorch thread, for the random-walk GP and the per-machine average;
//  2. the random-walk GP alone at 64, 256 and 1,024 machines: one observation (the sequential update),
//     one hyper-parameter refit and the construction.
//   dual_bench            prints Markdown tables
#include "core/io/ScenarioIo.h"
#include "core/learn/Checkpoint.h"
#include "core/learn/DualAgent.h"
#include "core/learn/Environment.h"
#include "core/learn/Training.h"
#include "core/policy/MachineBelief.h"
#include "core/util/Random.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace gantry;
using namespace gantry::learn;
using Clock = std::chrono::steady_clock;

namespace {

double seconds(Clock::time_point a) { return std::chrono::duration<double>(Clock::now() - a).count(); }

/// The public-cloud scenario with its zones repeated `times` times (16 x times machines) and the
/// arrival rate scaled with it, so that the cluster is as busy.
Scenario scaled(const Scenario& base, int times)
{
    Scenario s = base;
    s.cluster.racks.clear();
    s.cluster.machines.clear();
    for (int t = 0; t < times; ++t) {
        for (std::size_t r = 0; r < base.cluster.racks.size(); ++r) {
            Rack rack = base.cluster.racks[r];
            rack.name += "-" + std::to_string(t);
            s.cluster.racks.push_back(rack);
        }
        for (const Machine& m : base.cluster.machines) {
            Machine copy = m;
            copy.name += "-" + std::to_string(t);
            copy.rack = m.rack + t * int(base.cluster.racks.size());
            s.cluster.machines.push_back(copy);
        }
    }
    s.cluster.index();
    s.workload.generatorParams["jobs_per_hour"] = 60.0 * times;
    s.workload.generatorParams["jobs"] = 200.0 * times;
    return s;
}

/// Times the wrapped scheduler's calls.
class Timed final : public Scheduler {
public:
    explicit Timed(std::unique_ptr<Scheduler> inner) : m_inner(std::move(inner)) { }
    std::string name() const override { return m_inner->name(); }
    std::unique_ptr<Scheduler> clone() const override { return nullptr; }
    void onArrival(const SimulationView& v, JobIndex j) override { m_inner->onArrival(v, j); }
    void onFinish(const SimulationView& v, JobIndex j) override
    {
        const auto t = Clock::now();
        m_inner->onFinish(v, j);
        finishSeconds += seconds(t);
    }
    void schedule(const SimulationView& v, DecisionSink& s) override
    {
        const auto t = Clock::now();
        m_inner->schedule(v, s);
        scheduleSeconds += seconds(t);
    }
    std::unique_ptr<Scheduler> m_inner;
    double scheduleSeconds = 0, finishSeconds = 0;
};

} // namespace

int main()
{
    auto base = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/public-cloud.yaml");
    if (!base) {
        std::fprintf(stderr, "%s\n", base.error().toString().c_str());
        return 1;
    }
    const Scenario s = scaled(base.value(), 4);
    // A short imitation is enough for realistic decisions; latency does not depend on the weights.
    TrainingOptions o;
    o.agent = "dual-agent";
    o.episodes = -1;
    o.warmupEpisodes = 2;
    o.threads = 1;
    o.hyper["sl_steps"] = 200;
    o.hyper["validation_seeds"] = 1;
    auto report = train(s, o);
    if (!report) {
        std::fprintf(stderr, "%s\n", report.error().toString().c_str());
        return 1;
    }
    auto model = decodeCheckpoint(report->model, "(model)");
    auto net = std::make_shared<Network>(model->meta.net, 1);
    if (auto st = net->loadWeights(model->weights, "(model)"); !st) return 1;

    std::printf("Decision latency at %d machines (one LibTorch thread; per started job: both agents' decisions and "
                "the belief's update at its finish)\n\n",
        s.cluster.machineCount());
    std::printf("| machine belief | one decision: ordering + placement + belief update (µs) | per started job, its waits included (µs) | belief update (µs) | agent decisions per job | ordering inference alone (µs) | placement inference alone (µs) | jobs |\n");
    std::printf("|---|---|---|---|---|---|---|---|\n");
    double inferenceMicros[2] = { 0, 0 };
    for (const char* belief : { "1", "0" }) {
        Checkpoint c = model.value();
        c.meta.extra["gaussian_process"] = belief;
        double schedule = 0, finish = 0, inferences = 0;
        int jobs = 0;
        std::vector<std::vector<float>> observations;
        std::vector<std::vector<std::uint8_t>> masks;
        std::vector<bool> placements;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            auto rt = std::make_shared<DualRuntime>(dualRuntimeOf(c));
            rt->net = net;
            rt->record = seed == 1; // the first episode's observations, to time the inferences alone
            auto timed = std::make_unique<Timed>(makeDualAgentScheduler(rt));
            Timed* t = timed.get();
            auto sim = makeEpisode(withSeed(s, seed), std::move(timed));
            if (!sim) return 1;
            sim.value()->run();
            schedule += t->scheduleSeconds;
            finish += t->finishSeconds;
            inferences += double(rt->inferences);
            jobs += int(sim.value()->jobs().size());
            for (auto& step : rt->steps) {
                observations.push_back(std::move(step.obs));
                masks.push_back(std::move(step.mask));
                placements.push_back(step.placement);
            }
        }
        // The network alone, per agent.
        std::vector<float> probs;
        double agentSeconds[2] = { 0, 0 };
        int agentCount[2] = { 0, 0 };
        for (int rep = 0; rep < 3; ++rep)
            for (std::size_t i = 0; i < observations.size(); ++i) {
                const auto t = Clock::now();
                net->probabilities(observations[i].data(), masks[i].data(), probs);
                agentSeconds[placements[i]] += seconds(t);
                ++agentCount[placements[i]];
            }
        inferenceMicros[0] = agentSeconds[0] * 1e6 / std::max(1, agentCount[0]);
        inferenceMicros[1] = agentSeconds[1] * 1e6 / std::max(1, agentCount[1]);
        // One agent decision costs the scheduling time over the decisions taken (features, inference, start).
        const double perAgentDecision = schedule * 1e6 / std::max(1.0, inferences);
        std::printf("| %s | %.1f | %.1f | %.1f | %.2f | %.1f | %.1f | %d |\n", belief[0] == '1' ? "random-walk GP" : "per-machine average",
            2 * perAgentDecision + finish * 1e6 / jobs, (schedule + finish) * 1e6 / jobs, finish * 1e6 / jobs, inferences / jobs,
            inferenceMicros[0], inferenceMicros[1], jobs);
    }

    if (std::getenv("DUAL_BENCH_LATENCY_ONLY")) return 0;
    std::printf("\nThe random-walk GP alone (one thread)\n\n");
    std::printf("| machines | construction (ms) | one observation (µs) | one refit (ms) | refits in 1,000 observations |\n");
    std::printf("|---|---|---|---|---|\n");
    for (int times : { 4, 16, 64 }) {
        const Scenario big = scaled(base.value(), times);
        const int n = big.cluster.machineCount();
        auto t0 = Clock::now();
        RandomWalkGpSettings settings;
        settings.refitEvery = 1 << 30; // time the sequential update alone
        RandomWalkGp gp(big.cluster, settings);
        const double construct = seconds(t0);
        Rng rng(7);
        // Warm up: every machine seen a few times, so that a refit works on all of them.
        for (int i = 0; i < 3 * n; ++i) gp.observe(MachineId(rng.below(std::uint64_t(n))), 1.0 + 0.1 * rng.normal());
        const int updates = n >= 1024 ? 200 : 2000;
        t0 = Clock::now();
        for (int i = 0; i < updates; ++i) gp.observe(MachineId(rng.below(std::uint64_t(n))), 1.0 + 0.1 * rng.normal());
        const double update = seconds(t0) / updates;
        t0 = Clock::now();
        gp.refit();
        const double refit = seconds(t0);
        // Default settings: refits after 3, 6, 12, ... observations and every 25 after the last.
        RandomWalkGp counted(big.cluster);
        for (int i = 0; i < 1000; ++i) counted.observe(MachineId(rng.below(std::uint64_t(n))), 1.0 + 0.1 * rng.normal());
        std::printf("| %d | %.1f | %.1f | %.1f | %d |\n", n, construct * 1e3, update * 1e6, refit * 1e3, counted.refits());
    }
    return 0;
}
