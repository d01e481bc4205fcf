#pragma once
// Workload seeds that judge a scheduler against the rule it refines. No scenario, setting, timer or
// hyper-parameter of Gantry was chosen on a seed in [kJudgingSeedFirst, kJudgingSeedFirst + 1000),
// and no other test draws from it: a scheduler that wins here wins on workloads it has not seen.
// Training seeds start at 1,000,000 (core/learn/Environment.h), so they never meet these.

#include <cstdint>
#include <vector>

namespace gantry::testing {

inline constexpr std::uint64_t kJudgingSeedFirst = 30000;

/// `count` judging seeds, from `offset` into the range (each test takes its own slice).
inline std::vector<std::uint64_t> judgingSeeds(int offset, int count)
{
    std::vector<std::uint64_t> seeds;
    for (int i = 0; i < count; ++i) seeds.push_back(kJudgingSeedFirst + std::uint64_t(offset + i));
    return seeds;
}

} // namespace gantry::testing
