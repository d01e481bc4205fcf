#pragma once
/** @brief The modelled cluster: racks (top-of-rack switch + uplink), machines, GPUs and their types. */

#include "core/util/Error.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gantry {

/// The most machines a cluster may have (a scenario's cluster, a plan's largest configuration): the
/// simulation's memory and the topology view are sized for it.
inline constexpr long long kMaxClusterMachines = 100'000;

using GpuId = int;     ///< index into Cluster's flat GPU numbering (machine by machine)
using MachineId = int; ///< index into Cluster::machines
using RackId = int;    ///< index into Cluster::racks

struct GpuType {
    std::string name;
    double speed = 1.0;            ///< relative compute speed; the reference type has 1.0
    double pricePerHour = 0.0;     ///< on-demand price of one GPU for one hour
    double spotPricePerHour = 0.0; ///< spot price (used for machines marked spot)
    double memoryGb = 0.0;
    bool operator==(const GpuType&) const = default;
};

struct Rack {
    std::string name;
    double uplinkGbps = 100.0;      ///< bandwidth from the top-of-rack switch to the spine
    double oversubscription = 1.0;  ///< >1 means the uplink is shared by more than it can carry at once
    bool operator==(const Rack&) const = default;
};

struct Machine {
    std::string name;
    RackId rack = 0;
    int gpuType = 0; ///< index into Cluster::gpuTypes
    int gpuCount = 8;
    int cpuSlots = 32;
    double nicGbps = 25.0;        ///< effective machine-to-ToR bandwidth for gradient exchange
    double intraGbps = 300.0;     ///< effective GPU-to-GPU bandwidth inside the machine (NVLink/PCIe)
    double perfFactor = 1.0;      ///< hidden performance factor (1 = nominal); see docs/simulator-model.md
    double perfFluctuation = 0.0; ///< standard deviation of the multiplicative drift of perfFactor
    bool spot = false;            ///< priced at the GPU type's spot price
    bool operator==(const Machine&) const = default;
};

/// What the cluster's owner pays for (scenario `cost.billing`). Owned and reserved machines cost what
/// they cost, busy, idle or failed: the cluster's cost. On demand and on spot the owner pays for the
/// GPU-hours its jobs hold: the usage cost (what a pay-per-use cloud bills). Spot bills every machine at
/// its type's spot price.
enum class Billing : std::uint8_t { Owned, Reserved, OnDemand, Spot };
/// "owned", "reserved", "on-demand", "spot": the scenario's words.
const char* billingName(Billing billing);

/// A set of machines jobs are submitted to (Slurm's partition, a Kubernetes node pool): a job asking for
/// it runs on its machines only. The two priorities are Slurm's and read by the `slurm` scheduler: jobs
/// of a higher tier go first; the job factor weighs into priority/multifactor's priority.
struct Partition {
    std::string name;
    std::vector<MachineId> machines;
    bool isDefault = false;        ///< the partition of the jobs that name none
    int priorityTier = 1;          ///< PriorityTier
    double priorityJobFactor = 1;  ///< PriorityJobFactor
    bool operator==(const Partition&) const = default;
};

/// The machines that may run a job: of the GPU type it asks for, in its partition (Cluster::filterFor).
struct MachineFilter {
    int gpuType = -1;                       ///< -1: any type
    const std::vector<char>* partition = nullptr; ///< per machine, 1 if in the job's partition; null: every machine
    bool passes(const std::vector<Machine>& machines, MachineId m) const
    {
        return (gpuType < 0 || machines[std::size_t(m)].gpuType == gpuType) && (!partition || (*partition)[std::size_t(m)]);
    }
    bool everyMachine() const { return gpuType < 0 && !partition; }
};
/// Whether the owner pays the usage cost (on demand, spot) rather than the cluster's cost.
inline bool billsUsage(Billing billing) { return billing == Billing::OnDemand || billing == Billing::Spot; }

class Cluster {
public:
    std::vector<GpuType> gpuTypes;
    std::vector<Rack> racks;
    std::vector<Machine> machines;
    /// Empty: one queue over every machine. Else each job runs in the partition it names, or the default.
    std::vector<Partition> partitions;

    /// racks x machinesPerRack x gpusPerMachine of one GPU type, named r<i>, r<i>-m<j>.
    static Cluster uniform(int rackCount, int machinesPerRack, int gpusPerMachine, GpuType type = { "V100", 1.0, 2.48, 0.74, 32 });

    /// Recomputes the flat GPU numbering; call after editing machines.
    void index();
    /// Replaces the machines, keeping the partitions true: `origin[i]` is the index, among the machines
    /// before, of the machine next[i] is or copies (-1: a new one). A partition keeps its machines that
    /// stay and takes their copies; one left without machines is dropped. Indexes the cluster.
    void replaceMachines(std::vector<Machine> next, const std::vector<MachineId>& origin);
    /// Puts `machine` at `index` (the machines from there move one place on); it joins the partitions
    /// of machine `like` (-1: none).
    void insertMachine(int index, Machine machine, MachineId like);
    Status validate() const;

    int gpuCount() const { return static_cast<int>(m_gpuMachine.size()); }
    int machineCount() const { return static_cast<int>(machines.size()); }
    int rackCount() const { return static_cast<int>(racks.size()); }
    MachineId machineOf(GpuId gpu) const { return m_gpuMachine[gpu]; }
    RackId rackOf(GpuId gpu) const { return machines[m_gpuMachine[gpu]].rack; }
    GpuId firstGpu(MachineId machine) const { return m_firstGpu[machine]; }
    const GpuType& typeOf(GpuId gpu) const { return gpuTypes[machines[m_gpuMachine[gpu]].gpuType]; }
    /// Machines of one rack, in index order.
    const std::vector<MachineId>& machinesIn(RackId rack) const { return m_rackMachines[rack]; }
    int gpusOfType(int gpuType) const;
    /// What one GPU of machine `m` costs an hour: its type's spot price on a machine marked spot or when
    /// every machine is billed at spot, its on-demand price otherwise. The one price rule of Gantry. (A
    /// simulation marks its own machines spot when billed at spot, so that its policies need not know.)
    double gpuPricePerHour(MachineId m, Billing billing = Billing::Owned) const;
    /// The cluster's price per hour: every machine's GPUs at gpuPricePerHour.
    double pricePerHour(Billing billing = Billing::Owned) const;
    int indexOfType(const std::string& name) const; ///< -1 if unknown
    /// The partition a job naming `name` runs in (none named: the default one, else the first); -1 when
    /// the cluster has no partitions, -2 when it has none of that name.
    int partitionFor(std::string_view name) const;
    /// The machines a job asking for GPU type `gpuType` ("": any) in partition `partition` may use. A
    /// type or partition the cluster lacks: no machine passes.
    MachineFilter filterFor(const std::string& gpuType, std::string_view partition) const;

    bool operator==(const Cluster& other) const
    {
        return gpuTypes == other.gpuTypes && racks == other.racks && machines == other.machines && partitions == other.partitions;
    }

private:
    std::vector<MachineId> m_gpuMachine;
    std::vector<GpuId> m_firstGpu;
    std::vector<std::vector<MachineId>> m_rackMachines;
    std::vector<std::vector<char>> m_partitionMasks;
    std::vector<char> m_noMachine; ///< all 0: the filter of a type or partition the cluster lacks
};

} // namespace gantry
