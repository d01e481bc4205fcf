#pragma once

#include "core/model/Cluster.h"

#include <vector>

namespace gantry {

/// Where a job runs: its GPUs (workers) and, for parameter-server jobs, the machines of its PS tasks.
struct Placement {
    std::vector<GpuId> gpus;
    std::vector<MachineId> psMachines;
    bool empty() const { return gpus.empty(); }
    bool operator==(const Placement&) const = default;
};

/// How far a placement is spread over the topology.
struct Spread {
    int machines = 0;
    int racks = 0;
};
Spread spreadOf(const Cluster& cluster, const Placement& placement);

} // namespace gantry
