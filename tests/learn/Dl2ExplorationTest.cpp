// DL2's skip injection (hp explore_stop) and the sampled evaluation row (evaluate --sampled): the two
// pieces bench/dl2-paper.sh adds to DL2's training and scoring. No training beyond a warm start; seconds.
#include "core/learn/Dl2.h"
#include "core/learn/Environment.h"
#include "tests/support/BundledScenario.h"
#include "tests/support/LearnSupport.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gantry;
using namespace gantry::learn;
using namespace gantry::testing;

namespace {

/// One exploring episode of dl2-small with an untrained network; the runtime afterwards.
std::shared_ptr<Dl2Runtime> explore(double exploreStop, std::uint64_t workloadSeed)
{
    EXPECT_TRUE(initTorch(1, 1).ok());
    auto rt = std::make_shared<Dl2Runtime>();
    rt->net = std::make_shared<Network>(dl2NetSpec(10, false), 1);
    rt->window = 10;
    rt->mode = ActMode::Explore;
    rt->rng = Rng(42);
    rt->explore = 0; // only the skip injection overrides the sampled actions
    rt->exploreStop = exploreStop;
    rt->record = true;
    auto sim = makeEpisode(withSeed(bundledScenario("dl2-small.yaml"), workloadSeed), makeDl2Scheduler(rt));
    EXPECT_TRUE(sim.ok());
    if (sim.ok()) sim.value()->run();
    return rt;
}

} // namespace

TEST(Dl2, SkipInjectionStopsOnceEveryWindowJobIsAboveTheDraw)
{
    const int J = 10, stop = 3 * J;
    const double maxWorkers = 8; // dl2-small's max_workers: row 4 of the state is workers / 8
    int injected = 0, checked = 0;
    for (std::uint64_t seed : { 500, 501, 502 }) {
        const auto rt = explore(1.0, seed);
        ASSERT_GE(rt->skipWorkers, 1);
        ASSERT_LE(rt->skipWorkers, 7);
        for (const Dl2Step& s : rt->steps) {
            bool allAbove = true;
            for (int k = 0; k < J; ++k)
                if (s.obs[std::size_t(k)] > 0) allAbove = allAbove && std::lround(s.obs[std::size_t(4 * J + k)] * maxWorkers) > rt->skipWorkers;
            if (!allAbove) continue;
            ++checked;
            EXPECT_EQ(s.action, stop) << "workload " << seed << ": every window job has more than " << rt->skipWorkers
                                      << " workers, and the pass did not stop";
            bool couldGrow = false;
            for (int a = 0; a < stop; ++a) couldGrow = couldGrow || s.mask[std::size_t(a)];
            injected += couldGrow ? 1 : 0;
        }
    }
    EXPECT_GT(checked, 0);
    EXPECT_GT(injected, 0); // it stopped passes that could have grown

    // Off (the default): no draw, and the episode is the one without the rule.
    const auto off = explore(0.0, 500);
    EXPECT_EQ(off->skipWorkers, 0);
    const auto again = explore(0.0, 500);
    ASSERT_EQ(off->steps.size(), again->steps.size());
    for (std::size_t i = 0; i < off->steps.size(); ++i) EXPECT_EQ(off->steps[i].action, again->steps[i].action);
}

TEST(Evaluation, SampledRowScoresTheTrainedNetworkSampling)
{
    const Scenario s = bundledScenario("dl2-small.yaml");
    TrainingOptions o;
    o.episodes = -1; // the warm start alone
    o.warmupEpisodes = 2;
    const std::string model = trainAgent(s, "dl2", o).model;
    ASSERT_FALSE(model.empty());
    EvaluationOptions e;
    e.modelBytes = model;
    e.seeds = 3;
    e.firstSeed = 500;
    e.includeSampled = true;
    const auto a = evaluate(s, e);
    ASSERT_TRUE(a.ok()) << a.error().toString();
    ASSERT_GE(a->rows.size(), 2u);
    EXPECT_EQ(a->rows[1].name, "learned, sampled");
    EXPECT_TRUE(a->rows[1].learned);
    ASSERT_EQ(a->rows[1].avgJct.size(), 3u);
    for (double x : a->rows[1].avgJct) EXPECT_GT(x, 0);
    const auto b = evaluate(s, e); // sampling draws from the workload seed: the same numbers again
    ASSERT_TRUE(b.ok());
    EXPECT_EQ(a->rows[1].avgJct, b->rows[1].avgJct);
    e.includeSampled = false;
    const auto c = evaluate(s, e);
    ASSERT_TRUE(c.ok());
    EXPECT_EQ(c->find("learned, sampled"), nullptr);
    EXPECT_EQ(c->rows.size() + 1, a->rows.size());
}
