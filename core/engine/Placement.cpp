#include "core/engine/Placement.h"

#include <algorithm>

namespace gantry {

Spread spreadOf(const Cluster& cluster, const Placement& placement)
{
    // Placements are small (at most a few dozen GPUs): sorting copies beats any set.
    std::vector<int> machines, racks;
    machines.reserve(placement.gpus.size() + placement.psMachines.size());
    for (GpuId g : placement.gpus) machines.push_back(cluster.machineOf(g));
    for (MachineId m : placement.psMachines) machines.push_back(m);
    std::sort(machines.begin(), machines.end());
    machines.erase(std::unique(machines.begin(), machines.end()), machines.end());
    for (MachineId m : machines) racks.push_back(cluster.machines[m].rack);
    std::sort(racks.begin(), racks.end());
    racks.erase(std::unique(racks.begin(), racks.end()), racks.end());
    return { static_cast<int>(machines.size()), static_cast<int>(racks.size()) };
}

} // namespace gantry
