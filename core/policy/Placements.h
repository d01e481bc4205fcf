#pragma once
/** @brief The built-in placement parts. They share one skeleton (PlacementBase): work out how many
 * GPUs the job may use on each machine, let the strategy pick machines and counts, take the
 * lowest-index free GPUs on each, then put PS tasks near the workers. Rules: docs/policies.md. */

#include "core/policy/PolicyParts.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gantry {

/// (machine, GPUs to take there)
using MachinePick = std::pair<MachineId, int>;

/// TopDRL's topology communication cost (djjbxxz/Proximity-DRL env_components/topology.py): the edge
/// weights of the union of the tree paths from the cluster centre to each GPU: rack edge 1/2, machine
/// edge 1/4, GPU edge 1/40.
double topologyCommCost(const Cluster& cluster, const std::vector<GpuId>& gpus);

/// The usable GPUs of every machine for one kind of job (its CPU slots per worker, its GPU type), the
/// same figures as PlacementBase::usableGpus, kept from call to call: after the first, only the machines
/// the simulation changed since are looked at again (SimulationView::machinesChangedSince). A
/// placement runs for nearly every waiting job a pass tries, and a start changes a few machines of
/// hundreds.
class KeptUsableGpus {
public:
    /// Brings the figures up to date for `job`; returns their sum.
    int update(const SimulationView& view, JobIndex job);
    const std::vector<int>& perMachine() const { return m_usable; }
    operator const std::vector<int>&() const { return m_usable; } // NOLINT: read as the plain figures
    int operator[](std::size_t machine) const { return m_usable[machine]; }
    /// PlacementBase::bestFitMachine over every machine, from the machines indexed by their usable GPUs.
    MachineId bestFit(int workers) const;

private:
    void indexAll();

    std::vector<int> m_usable;
    /// Per count of usable GPUs, a bit per machine that has that many (the lowest set bit of the
    /// smallest count that fits is the best fit).
    std::vector<std::vector<std::uint64_t>> m_byUsable;
    int m_total = 0;
    std::uint64_t m_changeCount = 0; ///< the view's machineChangeCount() when last brought up to date; 0: never
    int m_cpuPerWorker = 0;
    SharedText m_gpuType;
    SharedText m_partition;
};

class PlacementBase : public PlacementPolicy {
public:
    std::optional<Placement> place(const SimulationView& view, JobIndex job, int workers, int psTasks,
        Explanation& why) override;

    /// GPUs `job` could take on each machine now: free, on an up machine of the right type, and with
    /// enough free CPU slots for the workers.
    static std::vector<int> usableGpus(const SimulationView& view, JobIndex job);
    /// The same into `usable` (its room reused), returning their sum.
    static int usableGpus(const SimulationView& view, JobIndex job, std::vector<int>& usable);
    /// Puts `psTasks` PS tasks on the machines of the workers with free CPU (least loaded first), else
    /// on any up machine with CPU. False if some task finds no CPU.
    static bool placePs(const SimulationView& view, JobIndex job, const std::vector<MachinePick>& picks,
        int psTasks, std::vector<MachineId>& out);

    // Shared building blocks (Dally's placement composes them too).
    static std::vector<MachinePick> firstFit(const std::vector<MachineId>& machines, const std::vector<int>& usable,
        int workers);
    /// Fewest machines from `machines`: the largest first, the last piece on the smallest that fits it.
    static std::vector<MachinePick> fewestMachines(std::vector<MachineId> machines, const std::vector<int>& usable,
        int workers);
    /// The machine with the fewest usable GPUs that still fits `workers` (-1 if none).
    static MachineId bestFitMachine(const std::vector<MachineId>& machines, const std::vector<int>& usable, int workers);
    /// The same over every machine of the cluster (`usable` has one entry per machine). A placement's
    /// kept figures answer it from their index: KeptUsableGpus::bestFit.
    static MachineId bestFitMachine(const std::vector<int>& usable, int workers);
    /// One rack with the fewest machines (ties: least left over, then lowest index); else the fewest racks.
    static std::vector<MachinePick> consolidated(const Cluster& cluster, const std::vector<int>& usable, int workers);
    static std::vector<MachinePick> consolidated(const Cluster& cluster, const KeptUsableGpus& usable, int workers);
    /// The rack that holds `workers` on the fewest machines (empty if no rack does).
    static std::vector<MachinePick> oneRack(const Cluster& cluster, const std::vector<int>& usable, int workers);
    /// The fewest racks, the fewest machines in each (empty if the usable GPUs do not suffice).
    static std::vector<MachinePick> fewestRacks(const Cluster& cluster, const std::vector<int>& usable, int workers);
    /// The lowest-index free GPUs of each pick, and the PS tasks near them (nothing if some are missing).
    static std::optional<Placement> realise(const SimulationView& view, JobIndex job,
        const std::vector<MachinePick>& picks, int psTasks);
    static std::vector<MachineId> allMachines(const Cluster& cluster);

protected:
    /// Chooses machines and counts summing to `workers`; only called when the usable total suffices.
    virtual std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const = 0;

private:
    KeptUsableGpus m_usable; ///< place()'s usable GPUs per machine
};

class FirstFitPlacement final : public PlacementBase {
public:
    std::string name() const override { return "first-fit"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<FirstFitPlacement>(*this); }

protected:
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;
};

class BestFitPlacement final : public PlacementBase {
public:
    std::string name() const override { return "best-fit"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<BestFitPlacement>(*this); }

protected:
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;
};

class ConsolidatePlacement final : public PlacementBase {
public:
    std::string name() const override { return "consolidate"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<ConsolidatePlacement>(*this); }

protected:
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;
};

/// The Tiresias simulator's `yarn` scheme (SymbioticLab/Tiresias simulator/switch.py,
/// ms_yarn_alloc_res): all or nothing within one rack. A job that fits a machine takes the first
/// machine, in rack then machine order, with room for it; a larger one takes whole idle machines for
/// all but its remainder and the first other machine with room for the remainder, all in the first
/// rack that has them. Otherwise it waits.
class YarnPlacement final : public PlacementBase {
public:
    std::string name() const override { return "yarn"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<YarnPlacement>(*this); }

protected:
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;
};

class RandomPlacement final : public PlacementBase {
public:
    explicit RandomPlacement(std::uint64_t seed) : m_seed(seed) { }
    std::string name() const override { return "random"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<RandomPlacement>(*this); }

protected:
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;

private:
    std::uint64_t m_seed;
};

class LeastLoadedPlacement final : public PlacementBase {
public:
    std::string name() const override { return "least-loaded"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<LeastLoadedPlacement>(*this); }

protected:
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;
};

class ClosestGpusPlacement final : public PlacementBase {
public:
    std::string name() const override { return "closest-gpus"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<ClosestGpusPlacement>(*this); }

protected:
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;
};

/// Machines ranked by a key (lower first; ties: the fewest usable GPUs that still hold the job, then
/// index): the job goes on the best-ranked machine that holds it whole, else spreads over machines in
/// rank order. The public-cloud baselines of the dual-agent scheduler (Xing et al., KDD'23).
class RankedPlacement : public PlacementBase {
protected:
    /// The machine's key (lower = preferred).
    virtual double key(const Cluster& cluster, MachineId machine) const = 0;
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;
};

/// The lowest price per GPU-hour (the spot price on spot machines).
class CheapestFitPlacement final : public RankedPlacement {
public:
    std::string name() const override { return "cheapest-fit"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<CheapestFitPlacement>(*this); }
    static double pricePerGpuHour(const Cluster& cluster, MachineId machine);

protected:
    double key(const Cluster& cluster, MachineId machine) const override { return pricePerGpuHour(cluster, machine); }
};

/// The fastest GPU type by its nominal speed (hidden machine factors unknown, as to every policy).
class FastestNominalPlacement final : public RankedPlacement {
public:
    std::string name() const override { return "fastest-nominal"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<FastestNominalPlacement>(*this); }

protected:
    double key(const Cluster& cluster, MachineId machine) const override
    {
        return -cluster.gpuTypes[std::size_t(cluster.machines[std::size_t(machine)].gpuType)].speed;
    }
};

} // namespace gantry
