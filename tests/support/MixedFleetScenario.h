#pragma once
// The tenant exports' scenario (gantry-cli export, docs/tenants.md): two GPU types (24 V100s on r0, 8 A100s
// on r1) shared by four tenants, borrowing, with every kind of quota an export writes (all GPUs, one
// type's, none), limits, weights and tenants that neither lend nor borrow.

namespace gantry::testing {

inline constexpr const char* kMixedFleetScenario = R"(gantry: 1
name: Mixed fleet
cluster:
  gpu_types:
    - {name: V100}
    - {name: A100}
  racks:
    - name: r0
      machines:
        - {name: node, gpu_type: V100, gpus: 8, count: 3}
    - name: r1
      machines:
        - {name: a100-07, gpu_type: A100, gpus: 4}
        - {name: a100-08, gpu_type: A100, gpus: 4}
workload: {generator: topdrl, generator_params: {jobs: 10, max_gpus: 4}}
policy: {sharing: borrowing}
tenants:
  - {name: Team A, quota: 8, limit: 16, weight: 2.5}
  - {name: vision, quota: {A100: 4}, limit: 12, lend: false}
  - {name: 6214e9, quota: 4, borrow: false, weight: 0.5}
  - {name: rest, quota: 0, default: true}
)";

} // namespace gantry::testing
