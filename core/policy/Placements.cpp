#include "core/policy/Placements.h"

#include "core/util/Random.h"
#include "core/policy/Orderings.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <ranges>
#include <set>

namespace gantry {

namespace {

int sumOf(const std::vector<MachinePick>& picks)
{
    int total = 0;
    for (const auto& p : picks) total += p.second;
    return total;
}

int rackUsable(const Cluster& cluster, RackId rack, const std::vector<int>& usable)
{
    int total = 0;
    for (MachineId m : cluster.machinesIn(rack)) total += usable[m];
    return total;
}

double costOf(const Cluster& cluster, const std::vector<MachinePick>& picks)
{
    std::set<RackId> racks;
    int gpus = 0;
    for (const auto& [m, n] : picks) {
        racks.insert(cluster.machines[m].rack);
        gpus += n;
    }
    return 0.5 * double(racks.size()) + 0.25 * double(picks.size()) + 0.025 * gpus;
}

} // namespace

double topologyCommCost(const Cluster& cluster, const std::vector<GpuId>& gpus)
{
    std::set<RackId> racks;
    std::set<MachineId> machines;
    for (GpuId g : gpus) {
        machines.insert(cluster.machineOf(g));
        racks.insert(cluster.rackOf(g));
    }
    return 0.5 * double(racks.size()) + 0.25 * double(machines.size()) + 0.025 * double(gpus.size());
}

std::vector<int> PlacementBase::usableGpus(const SimulationView& view, JobIndex job)
{
    std::vector<int> usable;
    usableGpus(view, job, usable);
    return usable;
}

namespace {

/// The GPUs of one machine a job could use, its GPU type aside: free, up, and with CPU slots for the
/// workers (a division only when the slots are short).
int usableOn(bool up, int freeGpus, int freeCpus, int cpuPerWorker)
{
    int n = up ? freeGpus : 0;
    if (cpuPerWorker > 0 && freeCpus < n * cpuPerWorker) n = std::min(n, freeCpus / cpuPerWorker);
    return std::max(0, n);
}


} // namespace

int PlacementBase::usableGpus(const SimulationView& view, JobIndex job, std::vector<int>& usable)
{
    // This visits every machine (640 on a 5,000-GPU cluster): the views are read once, and the job's
    // type is looked at only if it has one.
    const Cluster& cluster = view.cluster();
    const JobSpec& spec = view.spec(job);
    const int cpuPerWorker = view.cpuDemand(job, 1, 0);
    const std::span<const char> up = view.machinesUp();
    const std::span<const int> freeGpus = view.freeGpusByMachine(), freeCpus = view.freeCpusByMachine();
    const std::size_t machines = std::size_t(cluster.machineCount());
    usable.resize(machines);
    int total = 0;
    for (std::size_t m = 0; m < machines; ++m) {
        usable[m] = usableOn(up[m], freeGpus[m], freeCpus[m], cpuPerWorker);
        total += usable[m];
    }
    if (const MachineFilter filter = cluster.filterFor(spec.gpuType, spec.partition); !filter.everyMachine())
        for (std::size_t m = 0; m < machines; ++m)
            if (usable[m] > 0 && !filter.passes(cluster.machines, MachineId(m))) {
                total -= usable[m];
                usable[m] = 0;
            }
    return total;
}

int KeptUsableGpus::update(const SimulationView& view, JobIndex job)
{
    const Cluster& cluster = view.cluster();
    const JobSpec& spec = view.spec(job);
    const int cpuPerWorker = view.cpuDemand(job, 1, 0);
    const std::uint64_t count = view.machineChangeCount();
    const bool sameKind = m_changeCount != 0 && cpuPerWorker == m_cpuPerWorker && spec.gpuType == m_gpuType
        && spec.partition == m_partition && m_usable.size() == std::size_t(cluster.machineCount());
    const auto changed = sameKind && count != 0 ? view.machinesChangedSince(m_changeCount) : std::nullopt;
    if (changed) {
        const std::span<const char> up = view.machinesUp();
        const std::span<const int> freeGpus = view.freeGpusByMachine(), freeCpus = view.freeCpusByMachine();
        bool reindex = false;
        const MachineFilter filter = cluster.filterFor(spec.gpuType, spec.partition);
        for (const MachineId m : *changed) {
            const auto i = std::size_t(m);
            const int was = m_usable[i];
            const int now = filter.passes(cluster.machines, m) ? usableOn(up[i], freeGpus[i], freeCpus[i], cpuPerWorker) : 0;
            if (now == was) continue;
            m_usable[i] = now;
            m_total += now - was;
            if (std::size_t(now) >= m_byUsable.size()) {
                reindex = true; // more than any machine had when indexed
                continue;
            }
            m_byUsable[std::size_t(was)][i / 64] &= ~(std::uint64_t(1) << (i % 64));
            m_byUsable[std::size_t(now)][i / 64] |= std::uint64_t(1) << (i % 64);
        }
        if (reindex) indexAll();
    } else {
        m_total = PlacementBase::usableGpus(view, job, m_usable);
        m_cpuPerWorker = cpuPerWorker;
        m_gpuType = spec.gpuType;
        m_partition = spec.partition;
        indexAll();
    }
    m_changeCount = count;
    return m_total;
}

void KeptUsableGpus::indexAll()
{
    const int most = m_usable.empty() ? 0 : *std::max_element(m_usable.begin(), m_usable.end());
    m_byUsable.assign(std::size_t(most) + 1, std::vector<std::uint64_t>((m_usable.size() + 63) / 64, 0));
    for (std::size_t i = 0; i < m_usable.size(); ++i)
        m_byUsable[std::size_t(m_usable[i])][i / 64] |= std::uint64_t(1) << (i % 64);
}

MachineId KeptUsableGpus::bestFit(int workers) const
{
    for (std::size_t n = std::size_t(std::max(workers, 0)); n < m_byUsable.size(); ++n) {
        const std::vector<std::uint64_t>& machines = m_byUsable[n];
        for (std::size_t w = 0; w < machines.size(); ++w)
            if (machines[w] != 0) return MachineId(w * 64 + std::size_t(std::countr_zero(machines[w])));
    }
    return -1;
}

bool PlacementBase::placePs(const SimulationView& view, JobIndex job, const std::vector<MachinePick>& picks,
    int psTasks, std::vector<MachineId>& out)
{
    if (psTasks <= 0) return true;
    const Cluster& cluster = view.cluster();
    const int cpuPerWorker = view.cpuDemand(job, 1, 0);
    const int cpuPerPs = view.cpuDemand(job, 0, 1);
    std::vector<int> cpuLeft(cluster.machineCount());
    for (MachineId m = 0; m < cluster.machineCount(); ++m) cpuLeft[m] = view.machineUp(m) ? view.freeCpusOn(m) : -1;
    std::vector<MachineId> near;
    for (const auto& [m, n] : picks) {
        cpuLeft[m] -= n * cpuPerWorker;
        near.push_back(m);
    }
    // A resized job keeps its current workers: their machines are "near" too.
    for (GpuId g : view.state(job).placement.gpus) near.push_back(cluster.machineOf(g));
    std::sort(near.begin(), near.end());
    near.erase(std::unique(near.begin(), near.end()), near.end());
    auto pickFrom = [&](const std::vector<MachineId>& machines) -> MachineId {
        MachineId best = -1;
        for (MachineId m : machines)
            if (cpuLeft[m] >= cpuPerPs && (best < 0 || cpuLeft[m] > cpuLeft[best])) best = m;
        return best;
    };
    const std::vector<MachineId> all = allMachines(cluster);
    for (int t = 0; t < psTasks; ++t) {
        MachineId m = pickFrom(near);
        if (m < 0) m = pickFrom(all);
        if (m < 0) return false;
        cpuLeft[m] -= cpuPerPs;
        out.push_back(m);
    }
    return true;
}

std::optional<Placement> PlacementBase::place(const SimulationView& view, JobIndex job, int workers, int psTasks,
    Explanation& why)
{
    std::vector<MachinePick> picks;
    if (workers > 0) {
        if (m_usable.update(view, job) < workers) return std::nullopt;
        picks = choose(view, job, workers, m_usable, why);
        if (sumOf(picks) != workers) return std::nullopt;
    }
    return realise(view, job, picks, psTasks);
}

std::optional<Placement> PlacementBase::realise(const SimulationView& view, JobIndex job,
    const std::vector<MachinePick>& picks, int psTasks)
{
    const Cluster& cluster = view.cluster();
    Placement placement;
    for (const auto& [m, n] : picks) {
        int taken = 0;
        const GpuId first = cluster.firstGpu(m);
        for (GpuId g = first; g < first + cluster.machines[m].gpuCount && taken < n; ++g)
            if (view.gpuFree(g)) {
                placement.gpus.push_back(g);
                ++taken;
            }
        if (taken < n) return std::nullopt;
    }
    if (!placePs(view, job, picks, psTasks, placement.psMachines)) return std::nullopt;
    return placement;
}

std::vector<MachineId> PlacementBase::allMachines(const Cluster& cluster)
{
    std::vector<MachineId> all(cluster.machineCount());
    std::iota(all.begin(), all.end(), 0);
    return all;
}

std::vector<MachinePick> PlacementBase::firstFit(const std::vector<MachineId>& machines, const std::vector<int>& usable,
    int workers)
{
    std::vector<MachinePick> picks;
    int left = workers;
    for (MachineId m : machines) {
        if (left == 0) break;
        const int n = std::min(left, usable[m]);
        if (n > 0) {
            picks.emplace_back(m, n);
            left -= n;
        }
    }
    return picks;
}

namespace {

/// The machine of `machines` with the fewest usable GPUs that still fits `workers` (-1 if none).
template <class Machines>
MachineId bestFitAmong(const Machines& machines, const std::vector<int>& usable, int workers)
{
    MachineId best = -1;
    int bestUsable = 0;
    for (MachineId m : machines) {
        const int n = usable[std::size_t(m)];
        if (n >= workers && (best < 0 || n < bestUsable)) {
            best = m;
            bestUsable = n;
            if (n == workers) break; // an exact fit: nothing later can beat it (ties keep the first)
        }
    }
    return best;
}

} // namespace

MachineId PlacementBase::bestFitMachine(const std::vector<MachineId>& machines, const std::vector<int>& usable,
    int workers)
{
    return bestFitAmong(machines, usable, workers);
}

MachineId PlacementBase::bestFitMachine(const std::vector<int>& usable, int workers)
{
    // Every machine, without building the list of them.
    return bestFitAmong(std::views::iota(MachineId(0), MachineId(usable.size())), usable, workers);
}

std::vector<MachinePick> PlacementBase::fewestMachines(std::vector<MachineId> machines, const std::vector<int>& usable,
    int workers)
{
    std::erase_if(machines, [&](MachineId m) { return usable[m] <= 0; });
    std::stable_sort(machines.begin(), machines.end(), [&](MachineId a, MachineId b) { return usable[a] > usable[b]; });
    std::vector<MachinePick> picks;
    int left = workers;
    std::size_t i = 0;
    while (left > 0 && i < machines.size()) {
        // The last piece goes to the smallest remaining machine that holds it: same machine count,
        // less fragmentation.
        std::vector<MachineId> rest(machines.begin() + long(i), machines.end());
        if (MachineId fit = bestFitMachine(rest, usable, left); fit >= 0) {
            picks.emplace_back(fit, left);
            return picks;
        }
        picks.emplace_back(machines[i], usable[machines[i]]);
        left -= usable[machines[i]];
        ++i;
    }
    return left == 0 ? picks : std::vector<MachinePick> {};
}

namespace {

/// The rack that holds `workers` on the fewest machines (ties: least left over, then lowest index).
std::vector<MachinePick> bestRack(const Cluster& cluster, const std::vector<int>& usable, int workers,
    std::vector<MachinePick> (*pack)(std::vector<MachineId>, const std::vector<int>&, int))
{
    std::vector<MachinePick> best;
    int bestLeftover = 0;
    for (RackId r = 0; r < cluster.rackCount(); ++r) {
        const int total = rackUsable(cluster, r, usable);
        if (total < workers) continue;
        auto picks = pack(cluster.machinesIn(r), usable, workers);
        if (picks.empty()) continue;
        const int leftover = total - workers;
        if (best.empty() || picks.size() < best.size() || (picks.size() == best.size() && leftover < bestLeftover)) {
            best = std::move(picks);
            bestLeftover = leftover;
        }
    }
    return best;
}

/// The fewest racks: the largest racks whole, the last piece in the smallest rack that holds it.
std::vector<MachinePick> packFewestRacks(const Cluster& cluster, const std::vector<int>& usable, int workers,
    std::vector<MachinePick> (*pack)(std::vector<MachineId>, const std::vector<int>&, int))
{
    std::vector<RackId> racks(cluster.rackCount());
    std::iota(racks.begin(), racks.end(), 0);
    std::vector<int> sums(cluster.rackCount());
    for (RackId r = 0; r < cluster.rackCount(); ++r) sums[r] = rackUsable(cluster, r, usable);
    std::erase_if(racks, [&](RackId r) { return sums[r] <= 0; });
    std::stable_sort(racks.begin(), racks.end(), [&](RackId a, RackId b) { return sums[a] > sums[b]; });
    std::vector<MachinePick> picks;
    int left = workers;
    for (std::size_t i = 0; i < racks.size() && left > 0; ++i) {
        RackId fit = -1;
        for (std::size_t k = i; k < racks.size(); ++k)
            if (sums[racks[k]] >= left && (fit < 0 || sums[racks[k]] < sums[fit])) fit = racks[k];
        const RackId r = fit >= 0 ? fit : racks[i];
        const int take = std::min(left, sums[r]);
        auto part = pack(cluster.machinesIn(r), usable, take);
        picks.insert(picks.end(), part.begin(), part.end());
        left -= take;
        if (fit >= 0) break;
    }
    return left == 0 ? picks : std::vector<MachinePick> {};
}

void describe(const std::vector<MachinePick>& picks, Explanation& why)
{
    for (const auto& [m, n] : picks) why.add({ CandidateKind::Machine, m, double(n), GANTRY_TR_NOOP("CandidateNote", "GPUs taken") });
}

} // namespace

std::vector<MachinePick> PlacementBase::oneRack(const Cluster& cluster, const std::vector<int>& usable, int workers)
{
    return bestRack(cluster, usable, workers, &fewestMachines);
}

std::vector<MachinePick> PlacementBase::fewestRacks(const Cluster& cluster, const std::vector<int>& usable, int workers)
{
    return packFewestRacks(cluster, usable, workers, &fewestMachines);
}

namespace {

/// One machine (`bestFit`, if any), else one rack, else the fewest racks.
std::vector<MachinePick> consolidatedAfter(MachineId bestFit, const Cluster& cluster, const std::vector<int>& usable,
    int workers)
{
    if (bestFit >= 0) return { { bestFit, workers } };
    if (auto picks = PlacementBase::oneRack(cluster, usable, workers); !picks.empty()) return picks;
    return PlacementBase::fewestRacks(cluster, usable, workers);
}

} // namespace

std::vector<MachinePick> PlacementBase::consolidated(const Cluster& cluster, const std::vector<int>& usable, int workers)
{
    return consolidatedAfter(bestFitMachine(usable, workers), cluster, usable, workers);
}

std::vector<MachinePick> PlacementBase::consolidated(const Cluster& cluster, const KeptUsableGpus& usable, int workers)
{
    return consolidatedAfter(usable.bestFit(workers), cluster, usable, workers);
}

std::vector<MachinePick> FirstFitPlacement::choose(const SimulationView& view, JobIndex, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    auto picks = firstFit(allMachines(view.cluster()), usable, workers);
    describe(picks, why);
    return picks;
}

std::vector<MachinePick> BestFitPlacement::choose(const SimulationView& view, JobIndex, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    std::vector<MachinePick> picks;
    if (MachineId m = usable.bestFit(workers); m >= 0)
        picks = { { m, workers } };
    else
        picks = fewestMachines(allMachines(view.cluster()), usable, workers);
    describe(picks, why);
    return picks;
}

std::vector<MachinePick> ConsolidatePlacement::choose(const SimulationView& view, JobIndex, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    auto picks = consolidated(view.cluster(), usable, workers);
    describe(picks, why);
    return picks;
}

std::vector<MachinePick> YarnPlacement::choose(const SimulationView& view, JobIndex, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    const Cluster& cluster = view.cluster();
    for (RackId r = 0; r < cluster.rackCount(); ++r) {
        const std::vector<MachineId>& machines = cluster.machinesIn(r);
        int largest = 0;
        for (MachineId m : machines) largest = std::max(largest, cluster.machines[m].gpuCount);
        std::vector<MachinePick> picks;
        if (workers <= largest) {
            // try_single_node_alloc: the first machine with room (first fit, not best fit).
            for (MachineId m : machines)
                if (usable[m] >= workers) {
                    picks = { { m, workers } };
                    break;
                }
        } else {
            // try_cross_node_alloc: whole idle machines, then one more for the remainder.
            int left = workers;
            for (MachineId m : machines) {
                const int size = cluster.machines[m].gpuCount;
                if (size > 0 && size <= left && usable[m] == size) {
                    picks.emplace_back(m, size);
                    left -= size;
                }
            }
            if (left > 0)
                for (MachineId m : machines)
                    if (usable[m] >= left && std::none_of(picks.begin(), picks.end(), [&](const MachinePick& p) { return p.first == m; })) {
                        picks.emplace_back(m, left);
                        left = 0;
                        break;
                    }
            if (left > 0) picks.clear();
        }
        if (!picks.empty()) {
            describe(picks, why);
            return picks;
        }
    }
    return {};
}

std::vector<MachinePick> RandomPlacement::choose(const SimulationView& view, JobIndex job, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    std::vector<MachineId> machines = allMachines(view.cluster());
    std::erase_if(machines, [&](MachineId m) { return usable[m] <= 0; });
    // Fisher-Yates with the project's portable RNG: the same seed gives the same shuffle everywhere.
    Rng rng(jobHash(m_seed, job));
    for (std::size_t i = machines.size(); i > 1; --i) std::swap(machines[i - 1], machines[rng.below(i)]);
    auto picks = firstFit(machines, usable, workers);
    describe(picks, why);
    return picks;
}

std::vector<MachinePick> LeastLoadedPlacement::choose(const SimulationView& view, JobIndex, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    const Cluster& cluster = view.cluster();
    auto mostFree = [&](std::vector<MachineId> machines, int need) {
        std::erase_if(machines, [&](MachineId m) { return usable[m] <= 0; });
        std::stable_sort(
            machines.begin(), machines.end(), [&](MachineId a, MachineId b) { return usable[a] > usable[b]; });
        return firstFit(machines, usable, need);
    };
    std::vector<MachinePick> picks;
    // TopDRL's load balance: a tree search down the levels taking the emptiest node that fits.
    MachineId best = -1;
    for (MachineId m = 0; m < cluster.machineCount(); ++m)
        if (usable[m] >= workers && (best < 0 || usable[m] > usable[best])) best = m;
    if (best >= 0) {
        picks = { { best, workers } };
    } else {
        std::vector<RackId> racks(cluster.rackCount());
        std::iota(racks.begin(), racks.end(), 0);
        std::stable_sort(racks.begin(), racks.end(), [&](RackId a, RackId b) {
            return rackUsable(cluster, a, usable) > rackUsable(cluster, b, usable);
        });
        int left = workers;
        for (RackId r : racks) {
            if (left == 0) break;
            const int take = std::min(left, rackUsable(cluster, r, usable));
            if (take <= 0) continue;
            auto part = mostFree(cluster.machinesIn(r), take);
            picks.insert(picks.end(), part.begin(), part.end());
            left -= take;
        }
    }
    describe(picks, why);
    return picks;
}

std::vector<MachinePick> ClosestGpusPlacement::choose(const SimulationView& view, JobIndex, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    const Cluster& cluster = view.cluster();
    // Candidates in order of preference on equal cost: one machine, one rack, several racks.
    std::vector<std::vector<MachinePick>> options;
    if (MachineId m = usable.bestFit(workers); m >= 0) options.push_back({ { m, workers } });
    if (auto picks = oneRack(cluster, usable, workers); !picks.empty()) options.push_back(picks);
    if (auto picks = fewestRacks(cluster, usable, workers); !picks.empty()) options.push_back(picks);
    std::vector<MachinePick> best;
    double bestCost = 0;
    for (auto& option : options) {
        const double cost = costOf(cluster, option);
        if (best.empty() || cost < bestCost - 1e-12) {
            best = option;
            bestCost = cost;
        }
    }
    if (!best.empty()) why.add({ CandidateKind::Action, -1, bestCost, GANTRY_TR_NOOP("CandidateNote", "topology comm cost") });
    describe(best, why);
    return best;
}

double CheapestFitPlacement::pricePerGpuHour(const Cluster& cluster, MachineId machine) { return cluster.gpuPricePerHour(machine); }

std::vector<MachinePick> RankedPlacement::choose(const SimulationView& view, JobIndex, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    const Cluster& cluster = view.cluster();
    std::vector<MachineId> machines = allMachines(cluster);
    std::erase_if(machines, [&](MachineId m) { return usable[std::size_t(m)] <= 0; });
    std::vector<double> keys(std::size_t(cluster.machineCount()), 0.0);
    for (MachineId m : machines) keys[std::size_t(m)] = key(cluster, m);
    std::stable_sort(machines.begin(), machines.end(), [&](MachineId a, MachineId b) {
        if (keys[std::size_t(a)] != keys[std::size_t(b)]) return keys[std::size_t(a)] < keys[std::size_t(b)];
        const bool fitsA = usable[std::size_t(a)] >= workers, fitsB = usable[std::size_t(b)] >= workers;
        if (fitsA != fitsB) return fitsA;
        return usable[std::size_t(a)] < usable[std::size_t(b)];
    });
    std::vector<MachinePick> picks;
    for (MachineId m : machines)
        if (usable[std::size_t(m)] >= workers) {
            picks = { { m, workers } };
            break;
        }
    if (picks.empty()) picks = firstFit(machines, usable, workers);
    describe(picks, why);
    return picks;
}

} // namespace gantry
