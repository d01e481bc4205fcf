#include "core/policy/InterferencePlacement.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <numeric>

namespace gantry {

std::vector<std::vector<JobIndex>> residentJobs(const SimulationView& view)
{
    const Cluster& cluster = view.cluster();
    std::vector<std::vector<JobIndex>> out(std::size_t(cluster.machineCount()));
    auto add = [&](MachineId m, JobIndex j) {
        auto& v = out[std::size_t(m)];
        if (v.empty() || v.back() != j) v.push_back(j);
    };
    for (JobIndex j : view.running()) {
        const Placement& p = view.state(j).placement;
        for (GpuId g : p.gpus) add(cluster.machineOf(g), j);
        for (MachineId m : p.psMachines) add(m, j);
    }
    for (auto& v : out) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    }
    return out;
}

double InterferenceGreedyPlacement::totalRateGain(const SimulationView& view, JobIndex job, const Placement& placement)
{
    const Cluster& cluster = view.cluster();
    const int model = view.spec(job).model;
    std::vector<MachineId> machines;
    for (GpuId g : placement.gpus) machines.push_back(cluster.machineOf(g));
    machines.insert(machines.end(), placement.psMachines.begin(), placement.psMachines.end());
    std::sort(machines.begin(), machines.end());
    machines.erase(std::unique(machines.begin(), machines.end()), machines.end());
    std::vector<JobIndex> others;
    for (JobIndex k : view.running()) {
        const Placement& p = view.state(k).placement;
        bool shares = false;
        for (GpuId g : p.gpus) shares = shares || std::binary_search(machines.begin(), machines.end(), cluster.machineOf(g));
        for (MachineId m : p.psMachines) shares = shares || std::binary_search(machines.begin(), machines.end(), m);
        if (shares) others.push_back(k);
    }
    double gain = view.prospectiveRate(job, placement).rate;
    for (JobIndex k : others) gain -= view.state(k).rate * view.coLocationSlowdown(view.spec(k).model, model);
    return gain;
}

namespace {

/// Every split of `workers` over the machines (each at most its usable GPUs), fewest machines first
/// is not guaranteed: the caller breaks ties. Stops after `budget` splits.
void splits(const std::vector<int>& usable, std::size_t m, int left, std::vector<int>& current,
    std::vector<std::vector<int>>& out, std::size_t budget)
{
    if (out.size() >= budget) return;
    if (left == 0) {
        out.push_back(current);
        return;
    }
    if (m == usable.size()) return;
    for (int n = std::min(left, usable[m]); n >= 0; --n) {
        current[m] = n;
        splits(usable, m + 1, left - n, current, out, budget);
        current[m] = 0;
    }
}

} // namespace

std::optional<Placement> InterferenceGreedyPlacement::place(const SimulationView& view, JobIndex job, int workers,
    int psTasks, Explanation& why)
{
    const Cluster& cluster = view.cluster();
    const std::vector<int> usable = PlacementBase::usableGpus(view, job);
    if (std::accumulate(usable.begin(), usable.end(), 0) < workers) return std::nullopt;
    std::vector<std::vector<int>> candidates;
    std::vector<int> current(usable.size(), 0);
    splits(usable, 0, workers, current, candidates, 4096);
    const int cpuPerWorker = view.cpuDemand(job, 1, 0), cpuPerPs = view.cpuDemand(job, 0, 1);
    std::optional<Placement> best;
    double bestGain = 0;
    int bestMachines = 0;
    for (const auto& split : candidates) {
        std::vector<MachinePick> picks;
        for (std::size_t m = 0; m < split.size(); ++m)
            if (split[m] > 0) picks.emplace_back(MachineId(m), split[m]);
        auto placement = PlacementBase::realise(view, job, picks, 0);
        if (!placement) continue;
        // PS tasks one at a time, each where the total gain is largest.
        std::vector<int> cpuLeft(cluster.machineCount());
        for (MachineId m = 0; m < cluster.machineCount(); ++m) cpuLeft[std::size_t(m)] = view.machineUp(m) ? view.freeCpusOn(m) : -1;
        for (const auto& [m, n] : picks) cpuLeft[std::size_t(m)] -= n * cpuPerWorker;
        bool complete = true;
        for (int t = 0; t < psTasks && complete; ++t) {
            MachineId pick = -1;
            double pickGain = 0;
            for (MachineId m = 0; m < cluster.machineCount(); ++m) {
                if (cpuLeft[std::size_t(m)] < cpuPerPs) continue;
                Placement trial = *placement;
                trial.psMachines.push_back(m);
                const double g = totalRateGain(view, job, trial);
                if (pick < 0 || g > pickGain + 1e-12) {
                    pick = m;
                    pickGain = g;
                }
            }
            if (pick < 0) complete = false;
            else {
                placement->psMachines.push_back(pick);
                cpuLeft[std::size_t(pick)] -= cpuPerPs;
            }
        }
        if (!complete) continue;
        const double gain = totalRateGain(view, job, *placement);
        const int machines = spreadOf(cluster, *placement).machines;
        if (!best || gain > bestGain + 1e-12 || (gain > bestGain - 1e-12 && machines < bestMachines)) {
            best = std::move(placement);
            bestGain = gain;
            bestMachines = machines;
        }
    }
    if (best) {
        std::vector<MachineId> seen;
        for (GpuId g : best->gpus) seen.push_back(cluster.machineOf(g));
        seen.insert(seen.end(), best->psMachines.begin(), best->psMachines.end());
        std::sort(seen.begin(), seen.end());
        seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        for (MachineId m : seen) why.add({ CandidateKind::Machine, m, bestGain, GANTRY_TR_NOOP("CandidateNote", "total rate gain") });
    }
    return best;
}

} // namespace gantry
