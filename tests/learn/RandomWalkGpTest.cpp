// The random-walk GP of the dual-agent scheduler (Xing et al., KDD'23) on the public-cloud scenario:
// fed the slowdowns of the jobs that finish under FIFO + random placement, it must rank the machines by
// their hidden performance factor, and sooner than a per-machine average.
#include "core/engine/Simulation.h"
#include "core/engine/SpeedModel.h"
#include "core/io/ScenarioIo.h"
#include "core/learn/DualAgent.h"
#include "core/learn/Environment.h"
#include "core/policy/MachineBelief.h"
#include "core/policy/PolicyRegistry.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <map>

using namespace gantry;
using namespace gantry::learn;

namespace {

/// Runs FIFO + random placement and feeds every single-machine job's slowdown to both beliefs at its
/// finish; records Spearman rho (believed speed vs hidden factor) after each observation.
class Observer final : public Scheduler {
public:
    Observer(std::unique_ptr<Scheduler> inner, const Cluster& cluster)
        : m_inner(std::move(inner)), gp(cluster), average(cluster.machineCount())
    {
        for (const auto& m : cluster.machines) hidden.push_back(m.perfFactor);
    }
    std::string name() const override { return "observer"; }
    std::unique_ptr<Scheduler> clone() const override { return nullptr; }
    void onArrival(const SimulationView& v, JobIndex j) override { m_inner->onArrival(v, j); }
    void schedule(const SimulationView& v, DecisionSink& s) override
    {
        m_inner->schedule(v, s);
        // The engine forgets a placement when the job ends: note each one as it starts.
        for (JobIndex j : v.running())
            if (!started.count(j)) {
                const JobState& st = v.state(j);
                DualRuntime::Started info;
                info.time = st.lastStart;
                info.nominalRate = v.nominalRate(j, st.placement).rate;
                info.machine = v.cluster().machineOf(st.placement.gpus.front());
                for (GpuId g : st.placement.gpus)
                    if (v.cluster().machineOf(g) != info.machine) info.machine = -1;
                started[j] = info;
            }
    }
    void onFinish(const SimulationView& view, JobIndex job) override
    {
        m_inner->onFinish(view, job);
        const DualRuntime::Started info = started.at(job);
        const double y = observedSlowdown(view, job, info);
        ++completed;
        if (y <= 0) return;
        gp.observe(info.machine, y);
        average.observe(info.machine, y);
        gpRho.push_back(rho(gp));
        averageRho.push_back(rho(average));
        atCompletion.push_back(completed);
    }
    double rho(const MachineBelief& b) const
    {
        std::vector<double> speed;
        for (int m = 0; m < b.machineCount(); ++m) speed.push_back(1.0 / b.mean(m));
        return spearman(speed, hidden);
    }

    std::unique_ptr<Scheduler> m_inner;
    RandomWalkGp gp;
    PerMachineAverage average;
    std::vector<double> hidden, gpRho, averageRho;
    std::vector<int> atCompletion;
    std::map<JobIndex, DualRuntime::Started> started;
    int completed = 0;
};

Scenario publicCloud()
{
    auto s = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/public-cloud.yaml");
    EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().toString());
    return s.value();
}

/// The first completion count from which rho stays at or above `target` (a large number if never).
int completionsToReach(const std::vector<double>& rho, const std::vector<int>& at, double target)
{
    for (std::size_t i = 0; i < rho.size(); ++i) {
        bool stays = true;
        for (std::size_t k = i; k < rho.size() && stays; ++k) stays = rho[k] >= target;
        if (stays) return at[i];
    }
    return 1'000'000;
}

} // namespace

TEST(RandomWalkGp, RanksPublicCloudMachinesByHiddenFactorSoonerThanPerMachineAverage)
{
    const Scenario base = publicCloud();
    int gpSooner = 0, gpTotal = 0, averageTotal = 0;
    const int seeds = 5;
    for (std::uint64_t seed = 1; seed <= std::uint64_t(seeds); ++seed) {
        Scenario s = withSeed(base, seed);
        s.policy.ordering = { "fifo", {} };
        s.policy.placement = { "random", {} };
        auto inner = PolicyRegistry::instance().build(s.policy, s);
        ASSERT_TRUE(inner.ok());
        auto observer = std::make_unique<Observer>(std::move(inner.value()), s.cluster);
        Observer* o = observer.get();
        auto sim = makeEpisode(s, std::move(observer));
        ASSERT_TRUE(sim.ok());
        sim.value()->run();
        // After 100 completed jobs.
        std::size_t at100 = 0;
        while (at100 + 1 < o->atCompletion.size() && o->atCompletion[at100 + 1] <= 100) ++at100;
        const int gpN = completionsToReach(o->gpRho, o->atCompletion, 0.7);
        const int avgN = completionsToReach(o->averageRho, o->atCompletion, 0.7);
        std::printf("seed %llu: after 100 completions rho GP %.3f, average %.3f (fit: graph %d, a %g, signal %.4f, "
                    "noise %.4f); rho >= 0.7 from completion %d (GP) vs %d (average)\n",
            (unsigned long long)seed, o->gpRho[at100], o->averageRho[at100], o->gp.fit().graph, o->gp.fit().a,
            o->gp.fit().signal, o->gp.fit().noise, gpN, avgN);
        EXPECT_GE(o->gpRho[at100], 0.8) << "seed " << seed;
        gpSooner += gpN < avgN;
        gpTotal += gpN;
        averageTotal += avgN;
    }
    EXPECT_LT(gpTotal, averageTotal) << "the GP should need fewer completions in total";
    EXPECT_GE(gpSooner, seeds - 1) << "the GP should be sooner on (nearly) every seed";
}
