#include "core/policy/Locality.h"

#include <algorithm>
#include <numeric>
#include <set>

namespace gantry {

const char* localityPhrase(Locality level)
{
    switch (level) {
    case Locality::Machine: return "one machine";
    case Locality::Rack: return "one rack";
    case Locality::Anywhere: return "across racks";
    }
    return "across racks";
}

Locality localityOf(const Cluster& cluster, const std::vector<MachinePick>& picks)
{
    if (picks.size() <= 1) return Locality::Machine;
    std::set<RackId> racks;
    for (const auto& [m, n] : picks) racks.insert(cluster.machines[m].rack);
    return racks.size() == 1 ? Locality::Rack : Locality::Anywhere;
}

double LocalityProfile::slowdown(Locality level) const
{
    const double at = rate[std::size_t(level)];
    return at > 0 ? std::max(1.0, rate[std::size_t(best)] / at) : 1.0;
}

namespace {

/// `workers` GPUs split as evenly as possible over `machines` (each holds its share: checked by the caller).
void spread(const Cluster& cluster, const std::vector<MachineId>& machines, int workers, Placement& out)
{
    const int k = int(machines.size());
    for (int i = 0; i < k; ++i) {
        const int share = workers / k + (i < workers % k ? 1 : 0);
        const GpuId first = cluster.firstGpu(machines[std::size_t(i)]);
        for (int g = 0; g < share; ++g) out.gpus.push_back(first + g);
    }
}

/// The fewest machines (at least `atLeast`) of `candidates` that hold `workers` split evenly.
std::vector<MachineId> evenSplit(const Cluster& cluster, const std::vector<MachineId>& candidates, int workers,
    int atLeast)
{
    std::vector<MachineId> chosen;
    for (int k = std::max(1, atLeast); k <= int(candidates.size()) && k <= workers; ++k) {
        const int largestShare = (workers + k - 1) / k;
        chosen.clear();
        for (MachineId m : candidates)
            if (cluster.machines[m].gpuCount >= largestShare && int(chosen.size()) < k) chosen.push_back(m);
        if (int(chosen.size()) == k) return chosen;
    }
    return {};
}

/// The racks, least congested first (ties: by index).
std::vector<RackId> racksByCongestion(const Cluster& cluster, const std::function<int(RackId)>& uplinkSharers)
{
    std::vector<RackId> racks(std::size_t(cluster.rackCount()));
    std::iota(racks.begin(), racks.end(), 0);
    std::stable_sort(racks.begin(), racks.end(), [&](RackId a, RackId b) { return uplinkSharers(a) < uplinkSharers(b); });
    return racks;
}

/// The placements a job of `workers` > 1 GPUs is rated on (see localityProfile).
RepresentativePlacementsCache::Placements representativePlacements(const Cluster& cluster, const JobSpec& spec, int workers,
    const std::vector<RackId>& racks)
{
    // Each rack's machines the job may use (all of them, as the cluster lists them, if it may use any).
    const MachineFilter filter = cluster.filterFor(spec.gpuType, spec.partition);
    std::vector<std::vector<MachineId>> ofType;
    if (!filter.everyMachine()) {
        ofType.resize(std::size_t(cluster.rackCount()));
        for (MachineId m = 0; m < cluster.machineCount(); ++m)
            if (filter.passes(cluster.machines, m)) ofType[std::size_t(cluster.machines[m].rack)].push_back(m);
    }
    auto machinesIn = [&](RackId r) -> const std::vector<MachineId>& {
        return filter.everyMachine() ? cluster.machinesIn(r) : ofType[std::size_t(r)];
    };

    RepresentativePlacementsCache::Placements representative;
    for (RackId r = 0; r < cluster.rackCount(); ++r)
        for (MachineId m : machinesIn(r))
            if (!representative[0] && cluster.machines[m].gpuCount >= workers) {
                representative[0].emplace();
                spread(cluster, { m }, workers, *representative[0]);
            }
    for (RackId r = 0; r < cluster.rackCount() && !representative[1]; ++r)
        if (auto chosen = evenSplit(cluster, machinesIn(r), workers, 2); !chosen.empty()) {
            representative[1].emplace();
            spread(cluster, chosen, workers, *representative[1]);
        }
    // Two racks, the least congested first: the spread a job would get across racks now.
    const int half = workers / 2;
    for (std::size_t a = 0; a < racks.size() && !representative[2]; ++a)
        for (std::size_t b = a + 1; b < racks.size() && !representative[2]; ++b) {
            auto first = evenSplit(cluster, machinesIn(racks[a]), workers - half, 1);
            auto second = evenSplit(cluster, machinesIn(racks[b]), half, 1);
            if (first.empty() || second.empty()) continue;
            representative[2].emplace();
            spread(cluster, first, workers - half, *representative[2]);
            spread(cluster, second, half, *representative[2]);
        }
    return representative;
}

/// The profile of a job of `workers` > 1 GPUs from the rates of its representative placements.
LocalityProfile profileOf(const RepresentativePlacementsCache::Placements& representative, const RateOf& rateOf)
{
    LocalityProfile profile;
    // Widest first, so that a level the cluster cannot form inherits the next wider level's rate.
    double wider = 0;
    for (int level = kLocalityLevels - 1; level >= 0; --level) {
        if (representative[std::size_t(level)]) wider = rateOf(*representative[std::size_t(level)]);
        profile.rate[std::size_t(level)] = wider;
    }
    profile.best = representative[0] ? Locality::Machine : representative[1] ? Locality::Rack : Locality::Anywhere;
    return profile;
}

} // namespace

LocalityProfile localityProfile(const Cluster& cluster, const JobSpec& spec, int workers, const RateOf& rateOf,
    const std::function<int(RackId)>& uplinkSharers)
{
    if (workers <= 1) return {}; // one GPU is always on one machine
    return profileOf(representativePlacements(cluster, spec, workers, racksByCongestion(cluster, uplinkSharers)), rateOf);
}

const RepresentativePlacementsCache::Placements& RepresentativePlacementsCache::of(const Cluster& cluster,
    const JobSpec& spec, int workers, std::vector<RackId> racks)
{
    Key key { workers, spec.gpuType, spec.partition, cluster.machineCount(), std::move(racks) };
    for (const auto& [k, placements] : m_kept)
        if (k == key) return placements;
    Placements placements = representativePlacements(cluster, spec, workers, key.racks);
    m_kept.emplace_back(std::move(key), std::move(placements));
    return m_kept.back().second;
}

LocalityProfile localityProfile(const SimulationView& view, JobIndex job, int workers, RepresentativePlacementsCache* cache)
{
    const RateOf rateOf = [&](const Placement& p) { return view.prospectiveRate(job, p).rate; };
    const auto uplinkSharers = [&](RackId r) { return view.uplinkSharers(r); };
    if (!cache || workers <= 1) return localityProfile(view.cluster(), view.spec(job), workers, rateOf, uplinkSharers);
    return profileOf(cache->of(view.cluster(), view.spec(job), workers, racksByCongestion(view.cluster(), uplinkSharers)), rateOf);
}

LocalityProfile idleLocalityProfile(const Cluster& cluster, const ModelCatalog& models, const SpeedModel& speedModel,
    const std::vector<JobSpec>& jobs, JobIndex job)
{
    const std::vector<double> perf(std::size_t(cluster.machineCount()), 1.0);
    const std::vector<int> noNicSharers(std::size_t(cluster.machineCount()), 0);
    const std::vector<int> noUplinkSharers(std::size_t(cluster.rackCount()), 0);
    const std::vector<std::vector<JobIndex>> nobody(std::size_t(cluster.machineCount()));
    const SpeedContext idle { &cluster, &models, &jobs, &perf, &noNicSharers, &noUplinkSharers, &nobody };
    const JobSpec& spec = jobs[std::size_t(job)];
    return localityProfile(
        cluster, spec, std::max(1, spec.gpus),
        [&](const Placement& p) { return speedModel.evaluate(job, p, idle).rate; }, [](RackId) { return 0; });
}

} // namespace gantry
