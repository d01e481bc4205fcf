#pragma once
// Train an agent and score it on held-out workloads, as the learn-label tests do: one Torch thread
// (OpenMP threads spin: on a shared 2-core machine one thread is much faster), results printed so a
// failing test shows the whole table.

#include "core/learn/Training.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace gantry::testing {

/// Trains `agent` on `scenario` with `options` (agent and threads set here); the report, printed.
inline learn::TrainingReport trainAgent(const Scenario& scenario, const std::string& agent, learn::TrainingOptions options = {})
{
    options.agent = agent;
    options.threads = 1;
    auto report = learn::train(scenario, options);
    EXPECT_TRUE(report.ok()) << report.error().toString();
    if (!report.ok()) return {};
    std::printf("%s, training seed %llu: trained in %.1f s (%llu decisions, %.0f decisions/s)\n", agent.c_str(),
        (unsigned long long)options.seed, report->seconds, (unsigned long long)report->envSteps, report->stepsPerSecond);
    for (const auto& [name, value] : report->measures) std::printf("  %s %g\n", name.c_str(), value);
    return report.value();
}

/// Scores `model` and its agent's baselines on workload seeds firstSeed..firstSeed+seeds-1.
inline learn::EvaluationReport evaluateModel(const Scenario& scenario, const std::string& model, int seeds,
    bool includeUntrained = false, std::uint64_t firstSeed = 1)
{
    learn::EvaluationOptions e;
    e.modelBytes = model;
    e.seeds = seeds;
    e.firstSeed = firstSeed;
    e.threads = 1;
    e.includeUntrained = includeUntrained;
    auto eval = learn::evaluate(scenario, e);
    EXPECT_TRUE(eval.ok()) << eval.error().toString();
    if (!eval.ok()) return {};
    std::printf("'%s', workload seeds %llu..%llu: avg JCT (min) and fee\n", scenario.name.c_str(), (unsigned long long)firstSeed,
        (unsigned long long)(firstSeed + std::uint64_t(seeds) - 1));
    for (const auto& r : eval->rows)
        std::printf("  %-46s %8.2f +- %6.2f   fee %9.2f\n", r.name.c_str(), r.mean / 60, r.stddev / 60, r.feeMean);
    return eval.value();
}

/// The row called `name` (a failure, and an empty row, when there is none).
inline const learn::PolicyScore& scoreOf(const learn::EvaluationReport& report, const std::string& name)
{
    static const learn::PolicyScore none;
    const learn::PolicyScore* row = report.find(name);
    EXPECT_NE(row, nullptr) << name;
    return row ? *row : none;
}

/// Mean average JCT of the row called `name`.
inline double meanJct(const learn::EvaluationReport& report, const std::string& name) { return scoreOf(report, name).mean; }

} // namespace gantry::testing
