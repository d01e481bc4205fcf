#pragma once
// A small cluster for tests of costs and forks: rack ra holds two 4-GPU V100 machines ($3 a GPU-hour),
// rack rb two 4-GPU A100 machines ($4): $56 an hour. 60 jobs arrive in about 5 hours, more than it can
// run at once, so policies and events change the outcome. The decision tests run the same jobs on a
// cluster of their own (kSixtyJobsFifo).
#include <string>

namespace gantry::test {

/// Racks ra and rb as the items of a YAML flow list. A variant's racks replace the base's, so a variant
/// that adds a rack lists these again before its own: "racks: [" + kMixedRacks + ", {name: rc, ...}]".
inline const std::string kMixedRacks = "{name: ra, machines: [{name: a0, gpu_type: V100, gpus: 4}, {name: a1, gpu_type: V100, gpus: 4}]}, "
                                       "{name: rb, machines: [{name: b0, gpu_type: A100, gpus: 4}, {name: b1, gpu_type: A100, gpus: 4}]}";

/// 60 jobs in about 5 hours, first come first served, each on as few machines as it fits: a scenario's
/// workload and policy, for tests whose cluster cannot run them all at once.
inline const std::string kSixtyJobsFifo = R"(workload:
  generator: poisson-philly
  generator_params: {jobs: 60, jobs_per_hour: 12, max_gpus: 4, max_duration_hours: 6}
policy:
  ordering: fifo
  placement: consolidate
)";

/// The scenario's YAML text, with `rest` (cost, variants, ...) after its policy.
inline std::string mixedRacksScenario(const std::string& name, int seed, const std::string& rest)
{
    return "gantry: 1\nname: " + name + "\nseed: " + std::to_string(seed) + R"(
cluster:
  gpu_types:
    - {name: V100, speed: 1.0, price_per_hour: 3.0, spot_price_per_hour: 1.0, memory_gb: 32}
    - {name: A100, speed: 2.0, price_per_hour: 4.0, spot_price_per_hour: 1.2, memory_gb: 40}
  racks: [)" + kMixedRacks + "]\n" + kSixtyJobsFifo + rest;
}

} // namespace gantry::test
