// The dual-agent scheduler's acceptance criteria (Xing et al., KDD'23; issue 15) on the public-cloud
// scenario, on held-out workload seeds 1..10 (training never uses seeds below 1,000,000). Each test
// trains on a small budget and stays under 2 minutes on 2 cores; Torch runs on 1 thread.
#include "core/io/ScenarioIo.h"
#include "core/learn/Checkpoint.h"
#include "core/learn/DualAgent.h"
#include "core/learn/Training.h"

#include <gtest/gtest.h>

#include <cstdio>

using namespace gantry;
using namespace gantry::learn;

namespace {

constexpr int kHeldOutSeeds = 10;

Scenario publicCloud()
{
    auto s = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/public-cloud.yaml");
    EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().toString());
    return s.value();
}

std::string trainModel(const Scenario& s, int agents)
{
    TrainingOptions o;
    o.agent = "dual-agent";
    o.seed = 1;
    o.threads = 1;
    o.hyper["agents"] = agents;
    auto report = train(s, o);
    EXPECT_TRUE(report.ok()) << report.error().toString();
    std::printf("trained agents=%d in %.1f s (%llu decisions)\n", agents, report->seconds, (unsigned long long)report->envSteps);
    return report.ok() ? report->model : std::string();
}

EvaluationReport evaluateModel(const Scenario& s, const std::string& model, bool untrained)
{
    EvaluationOptions e;
    e.modelBytes = model;
    e.seeds = kHeldOutSeeds;
    e.threads = 1;
    e.includeUntrained = untrained;
    auto eval = evaluate(s, e);
    EXPECT_TRUE(eval.ok()) << eval.error().toString();
    for (const auto& r : eval->rows)
        std::printf("  %-46s avg JCT %8.2f min   fee %9.2f\n", r.name.c_str(), r.mean / 60, r.feeMean);
    return eval.ok() ? eval.value() : EvaluationReport {};
}

const PolicyScore& row(const EvaluationReport& r, const std::string& name)
{
    static const PolicyScore none;
    const PolicyScore* p = r.find(name);
    EXPECT_NE(p, nullptr) << name;
    return p ? *p : none;
}

/// The team objective the agents are trained for, relative to a reference row: JCT ratio + fee ratio.
double teamScore(const PolicyScore& p, const PolicyScore& reference)
{
    return p.mean / reference.mean + p.feeMean / reference.feeMean;
}

} // namespace

TEST(DualAgent, JointTrainingBeatsBaselinesAndEachAgentAlone)
{
    const Scenario s = publicCloud();
    const auto joint = evaluateModel(s, trainModel(s, kDualBoth), true);
    ASSERT_FALSE(joint.rows.empty());
    const PolicyScore& dual = joint.rows.front();
    for (const char* baseline : { "FIFO + cheapest-fit", "FIFO + random" }) {
        const PolicyScore& b = row(joint, baseline);
        EXPECT_LE(dual.mean, 0.90 * b.mean) << "avg JCT at least 10% below " << baseline;
        EXPECT_LE(dual.feeMean, 0.90 * b.feeMean) << "total fee at least 10% below " << baseline;
    }
    // An untrained pair (fresh weights, sampling) is worse than FIFO + cheapest-fit on the team objective.
    const PolicyScore& reference = row(joint, "FIFO + cheapest-fit");
    EXPECT_GT(teamScore(row(joint, "untrained"), reference), teamScore(reference, reference));

    // Each agent trained alone, the other one a heuristic: the pair is better on at least one metric
    // (by 2% or more) and no worse on the other.
    for (int alone : { int(kDualOrdering), int(kDualPlacement) }) {
        const auto single = evaluateModel(s, trainModel(s, alone), false);
        ASSERT_FALSE(single.rows.empty());
        const PolicyScore& one = single.rows.front();
        const bool jctBetter = dual.mean <= 0.98 * one.mean, feeBetter = dual.feeMean <= 0.98 * one.feeMean;
        EXPECT_TRUE(jctBetter || feeBetter) << one.name;
        EXPECT_LE(dual.mean, one.mean) << "the pair must not lose on avg JCT to " << one.name;
        EXPECT_LE(dual.feeMean, one.feeMean) << "the pair must not lose on fee to " << one.name;
    }
}

TEST(DualAgent, CheckpointRoundTripsAndActsTheSame)
{
    const Scenario s = publicCloud();
    ASSERT_TRUE(initTorch(1, 7).ok());
    // A short training (warm-up only) gives weights worth comparing.
    TrainingOptions o;
    o.agent = "dual-agent";
    o.episodes = -1;
    o.warmupEpisodes = 2;
    o.hyper["sl_steps"] = 20;
    o.hyper["validation_seeds"] = 1;
    auto report = train(s, o);
    ASSERT_TRUE(report.ok()) << report.error().toString();
    auto decoded = decodeCheckpoint(report->model, "(model)");
    ASSERT_TRUE(decoded.ok()) << decoded.error().toString();
    EXPECT_EQ(encodeCheckpoint(decoded.value()), report->model);
    EXPECT_EQ(decoded->meta.net.kind, "dual-agent");
    EXPECT_EQ(decoded->meta.extra.at("agents"), "3");
    Network a(decoded->meta.net, 1), b(decoded->meta.net, 2);
    ASSERT_TRUE(a.loadWeights(decoded->weights, "(model)").ok());
    ASSERT_TRUE(b.loadWeights(a.saveWeights(), "(model)").ok());
    EXPECT_EQ(a.flatParameters(), b.flatParameters());
    // Same model file, same held-out results.
    EvaluationOptions e;
    e.modelBytes = report->model;
    e.seeds = 2;
    auto first = evaluate(s, e);
    e.modelBytes = encodeCheckpoint(decoded.value());
    auto second = evaluate(s, e);
    ASSERT_TRUE(first.ok() && second.ok());
    EXPECT_EQ(first->rows.front().avgJct, second->rows.front().avgJct);
    EXPECT_EQ(first->rows.front().fee, second->rows.front().fee);
    // A model for another cluster is refused with the field named.
    Scenario small = s;
    small.cluster.machines.resize(8);
    small.cluster.index();
    e.modelBytes = report->model;
    auto wrong = evaluate(small, e);
    ASSERT_FALSE(wrong.ok());
    EXPECT_NE(wrong.error().message.find("16 machines"), std::string::npos) << wrong.error().message;
}
