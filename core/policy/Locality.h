#pragma once
/** @brief How much a job's spread costs it: its speed at each level of locality (one machine, one
 * rack, across racks), from the speed model. Delay scheduling (Dally) waits on these levels; the job
 * table shows them. Rule and representative placements: docs/policies.md, "Network sensitivity". */

#include "core/engine/Scheduler.h"
#include "core/policy/Placements.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gantry {

enum class Locality : std::uint8_t { Machine = 0, Rack = 1, Anywhere = 2 };
constexpr int kLocalityLevels = 3;
/// "one machine", "one rack", "across racks"
const char* localityPhrase(Locality level);
/// The level a set of picks reaches.
Locality localityOf(const Cluster& cluster, const std::vector<MachinePick>& picks);

/// A job's speed (reference seconds per second) on a representative placement at each level.
struct LocalityProfile {
    std::array<double, kLocalityLevels> rate { 1.0, 1.0, 1.0 };
    /// The tightest level the job's size allows on this cluster (a job larger than any machine: Rack).
    Locality best = Locality::Machine;
    /// How many times longer a step takes at `level` than at the best level (>= 1).
    double slowdown(Locality level) const;
    /// Share of its speed the job loses across racks: 0 = insensitive, towards 1 = communication-bound.
    double sensitivity() const { return 1.0 - 1.0 / slowdown(Locality::Anywhere); }
};

/// Speed of the job on a placement (the engine's nominal rate, or an idle-cluster evaluation).
using RateOf = std::function<double(const Placement&)>;
/// Builds one placement per level from the cluster's structure (machines of the job's GPU type;
/// occupancy ignored): the first machine that holds the job; the job split over the fewest machines,
/// at least two, of one rack; split in halves over two racks, the racks with the fewest
/// `uplinkSharers` (current congestion) first. A level the cluster cannot form takes the next
/// wider level's rate.
LocalityProfile localityProfile(const Cluster& cluster, const JobSpec& spec, int workers, const RateOf& rateOf,
    const std::function<int(RackId)>& uplinkSharers);
/// The placements localityProfile rates, one per level (none where the cluster cannot form one). They
/// depend on the cluster's machines, the job's size and GPU type and the order of the racks by
/// congestion alone, not on the link state: a policy that asks at every link change keeps them here.
class RepresentativePlacementsCache {
public:
    using Placements = std::array<std::optional<Placement>, kLocalityLevels>;
    /// Those of a job of `workers` > 1 GPUs of `spec`'s type, racks ordered least congested first.
    const Placements& of(const Cluster& cluster, const JobSpec& spec, int workers, std::vector<RackId> racks);

private:
    struct Key {
        int workers = 0;
        SharedText gpuType;
        SharedText partition;
        int machines = 0; ///< the cluster's machine count: machines that join change the placements
        std::vector<RackId> racks;
        bool operator==(const Key&) const = default;
    };
    std::vector<std::pair<Key, Placements>> m_kept;
};

/// The profile while a simulation runs: with the current link sharing, the job counted in. With a
/// cache, the placements it rates are kept there from call to call.
LocalityProfile localityProfile(const SimulationView& view, JobIndex job, int workers,
    RepresentativePlacementsCache* cache = nullptr);
/// The profile on an idle cluster (no link shared), for the job table before any run.
LocalityProfile idleLocalityProfile(const Cluster& cluster, const ModelCatalog& models, const SpeedModel& speedModel,
    const std::vector<JobSpec>& jobs, JobIndex job);

} // namespace gantry
