// The acceptance criteria, on small budgets. Every comparison runs the baselines in the same
// test on held-out workload seeds, so each test can fail: DL2's on judging seeds (30400.., see
// tests/support/HeldOutSeeds.h; 20 for the RL tests, whose point is that the gain is no accident of a
// training seed or of a few workloads), TopDRL's on 1..10; training never uses seeds below 1,000,000.
// Torch runs on 1 thread; each test stays under 2 minutes on 2 cores.
#include "tests/support/BundledScenario.h"
#include "tests/support/HeldOutSeeds.h"
#include "tests/support/LearnSupport.h"

#include <gtest/gtest.h>

using namespace gantry;
using namespace gantry::learn;
using namespace gantry::testing;

namespace {

constexpr int kHeldOutSeeds = 10;
const std::uint64_t kDl2FirstSeed = judgingSeeds(400, 1).front();

EvaluationReport trainAndEvaluate(const std::string& file, const std::string& agent, int episodes, bool untrained = false,
    std::uint64_t trainingSeed = 1, int heldOutSeeds = kHeldOutSeeds, std::uint64_t firstSeed = 1)
{
    const Scenario s = bundledScenario(file);
    TrainingOptions o;
    o.episodes = episodes;
    o.seed = trainingSeed;
    return evaluateModel(s, trainAgent(s, agent, o).model, heldOutSeeds, untrained, firstSeed);
}

} // namespace

TEST(Dl2, WarmupImitatesDrf)
{
    const auto r = trainAndEvaluate("dl2-small.yaml", "dl2", -1, true, 1, kHeldOutSeeds, kDl2FirstSeed);
    const double learned = r.rows.front().mean;
    const double drf = meanJct(r, "DRF");
    EXPECT_LE(std::abs(learned - drf), 0.10 * drf) << "after the supervised warm-up DL2 should be within 10% of DRF";
    // An untrained network (sampling its actions) is worse than DRF.
    EXPECT_GT(meanJct(r, "untrained"), drf);
    // The imitation is near exact decision by decision, not only on average.
    ASSERT_TRUE(r.teacherAgreement.has_value());
    EXPECT_EQ(r.teacherAgreement->teacher, "DRF");
    EXPECT_GT(r.teacherAgreement->decisions, 1000u);
    EXPECT_GE(r.teacherAgreement->share(), 0.95);
}

// Every training seed must get there, not a lucky one: the test runs once per training seed.
class Dl2TrainingSeed : public ::testing::TestWithParam<std::uint64_t> { };

TEST_P(Dl2TrainingSeed, ReinforcementLearningBeatsDrfAndOptimus)
{
    const auto r = trainAndEvaluate("dl2-small.yaml", "dl2", 0, false, GetParam(), 20, kDl2FirstSeed); // the defaults
    EXPECT_LE(r.rows.front().mean, 0.90 * meanJct(r, "DRF")) << "after RL DL2 should be at least 10% better than DRF";
    // Measured 12.8 to 21.3 % better than Optimus for training seeds 1..5 (docs/learning.md).
    EXPECT_LE(r.rows.front().mean, 0.95 * meanJct(r, "Optimus")) << "after RL DL2 should be at least 5% better than Optimus";
    // The gain is learned, not imitated: RL moved many decisions away from DRF's (the warm start agrees
    // on nearly all of them).
    ASSERT_TRUE(r.teacherAgreement.has_value());
    EXPECT_LT(r.teacherAgreement->share(), 0.9);
}

// Training seeds 1..3; seeds 4 and 5 are in docs/reproduction.md (bench/reproduce.sh).
INSTANTIATE_TEST_SUITE_P(Dl2, Dl2TrainingSeed, ::testing::Values(1, 2, 3));

TEST(TopDrl, BeatsFcfsAndMatchesSjfWithClosestGpus)
{
    const auto r = trainAndEvaluate("topdrl-2x4x4.yaml", "topdrl", 48, true);
    const double learned = r.rows.front().mean;
    EXPECT_LE(learned, 0.90 * meanJct(r, "FCFS + closest-gpus"));
    // Matches SJF: within 1 %. The margin is thin (docs/learning.md: -0.1 %), and LibTorch's kernels differ
    // between CPUs: this machine learns 7,234 s against SJF's 7,196 s (+0.5 %) where CI's learned less.
    EXPECT_LE(learned, 1.01 * meanJct(r, "SJF + closest-gpus"));
    // Untrained (sampling a fresh network) is worse than the best baseline.
    EXPECT_GT(meanJct(r, "untrained"), meanJct(r, "SJF + closest-gpus"));
}

// Where placement decides speed (slow NICs, oversubscribed uplinks, VGG-16 everywhere), what TopDRL
// learns must beat the heuristic it imitates, on judging workloads no setting was chosen on, and for
// every training seed.
class TopDrlTrainingSeed : public ::testing::TestWithParam<std::uint64_t> { };

TEST_P(TopDrlTrainingSeed, BeatsSjfWithClosestGpusOnSlowNetwork)
{
    const Scenario s = bundledScenario("topdrl-slow-network.yaml");
    TrainingOptions o;
    o.seed = GetParam();
    const auto judging = judgingSeeds(100, 30);
    const auto r = evaluateModel(s, trainAgent(s, "topdrl", o).model, int(judging.size()), false, judging.front());
    EXPECT_LE(r.rows.front().mean, 0.95 * meanJct(r, "SJF + closest-gpus"))
        << "TopDRL should be at least 5% better than the SJF + closest-GPU teacher it starts from";
}

INSTANTIATE_TEST_SUITE_P(TopDrl, TopDrlTrainingSeed, ::testing::Values(1, 2, 3));
