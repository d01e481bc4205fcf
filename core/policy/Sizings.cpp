#include "core/policy/Sizings.h"

#include <algorithm>
#include <queue>
#include <tuple>

namespace gantry {

namespace {

struct Budget {
    int gpus = 0;
    int cpus = 0;
    bool take(int g, int c)
    {
        if (g > gpus || c > cpus) return false;
        gpus -= g;
        cpus -= c;
        return true;
    }
};

struct Alloc {
    int workers = 0;
    int ps = 0;
};

/// One growth step: the first grant is the minimum size; later ones add a bundle (1 worker, plus 1 PS
/// while below the PS cap). Rigid jobs get everything in one step. Returns false at the cap.
bool nextStep(const SizeRange& r, const Alloc& a, Alloc& step)
{
    if (a.workers == 0) {
        step = { r.minWorkers, r.minPs };
        return true;
    }
    if (!r.elastic || a.workers >= r.maxWorkers) return false;
    step = { 1, a.ps < r.maxPs ? 1 : 0 };
    return true;
}

} // namespace

SizeRange SizingBase::rangeOf(const SimulationView& view, JobIndex job)
{
    const JobSpec& spec = view.spec(job);
    SizeRange r;
    const bool ps = spec.architecture == JobArchitecture::ParameterServer;
    r.elastic = spec.elastic();
    if (r.elastic) {
        r.minWorkers = std::max(1, spec.minGpus);
        r.maxWorkers = std::max(r.minWorkers, spec.maxGpus);
        // DL2 caps PS tasks like workers (MAX_NUM_PS = MAX_NUM_WORKERS) and starts with one.
        r.minPs = ps ? 1 : 0;
        r.maxPs = ps ? std::max(spec.psCount, r.maxWorkers) : 0;
    } else {
        r.minWorkers = r.maxWorkers = std::max(1, spec.gpus);
        r.minPs = r.maxPs = ps ? spec.psCount : 0;
    }
    return r;
}

std::pair<int, int> SizingBase::capacity(const SimulationView& view, const std::vector<JobIndex>& jobs)
{
    int gpus = view.freeGpuCount();
    int cpus = 0;
    for (MachineId m = 0; m < view.cluster().machineCount(); ++m)
        if (view.machineUp(m)) cpus += view.freeCpusOn(m);
    for (JobIndex j : jobs) {
        const JobState& st = view.state(j);
        if (st.phase != JobPhase::Running) continue;
        const int w = static_cast<int>(st.placement.gpus.size());
        gpus += w;
        cpus += view.cpuDemand(j, w, static_cast<int>(st.placement.psMachines.size()));
    }
    return { gpus, cpus };
}

std::vector<SizeTarget> FixedSizing::targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const
{
    auto [gpus, cpus] = capacity(view, ordered);
    Budget budget { gpus, cpus };
    std::vector<SizeTarget> out;
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        const JobIndex j = ordered[i];
        const JobSpec& spec = view.spec(j);
        const int w = std::max(1, spec.gpus);
        const int p = spec.architecture == JobArchitecture::ParameterServer ? spec.psCount : 0;
        if (budget.take(w, view.cpuDemand(j, w, p))) out.push_back({ j, w, p, double(i) });
    }
    return out;
}

std::string BundleSizing::name() const
{
    switch (m_mode) {
    case Mode::Fifo: return "fifo-bundles";
    case Mode::Srtf: return "srtf-bundles";
    case Mode::Drf: return "drf";
    }
    return "drf";
}

std::vector<SizeTarget> BundleSizing::targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const
{
    auto [gpus, cpus] = capacity(view, ordered);
    Budget budget { gpus, cpus };
    std::vector<Alloc> alloc(ordered.size());
    std::vector<double> score(ordered.size(), 0.0);
    const double totalGpus = std::max(1, view.cluster().gpuCount());
    int totalCpuSlots = 0;
    for (const auto& m : view.cluster().machines) totalCpuSlots += m.cpuSlots;
    const double totalCpus = std::max(1, totalCpuSlots);

    auto grow = [&](std::size_t i) {
        const JobIndex j = ordered[i];
        Alloc step;
        if (!nextStep(rangeOf(view, j), alloc[i], step)) return false;
        const int cpuBefore = alloc[i].workers ? view.cpuDemand(j, alloc[i].workers, alloc[i].ps) : 0;
        const int cpuAfter = view.cpuDemand(j, alloc[i].workers + step.workers, alloc[i].ps + step.ps);
        if (!budget.take(step.workers, cpuAfter - cpuBefore)) return false;
        alloc[i].workers += step.workers;
        alloc[i].ps += step.ps;
        return true;
    };

    if (m_mode == Mode::Drf) {
        // DL2's DRF: a bundle at a time to the job with the smallest dominant share (ties: order).
        using Entry = std::tuple<double, std::size_t>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap;
        for (std::size_t i = 0; i < ordered.size(); ++i) heap.emplace(0.0, i);
        while (!heap.empty() && budget.gpus > 0) {
            auto [share, i] = heap.top();
            heap.pop();
            // A job whose next bundle does not fit drops out; smaller jobs may still use what is left.
            if (!grow(i)) continue;
            const JobIndex j = ordered[i];
            const double next = std::max(alloc[i].workers / totalGpus,
                view.cpuDemand(j, alloc[i].workers, alloc[i].ps) / totalCpus);
            score[i] = next;
            heap.emplace(next, i);
        }
    } else {
        std::vector<std::size_t> order(ordered.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        if (m_mode == Mode::Srtf) {
            auto fraction = [&](std::size_t i) {
                const JobSpec& spec = view.spec(ordered[i]);
                return spec.duration > 0 ? view.remainingWork(ordered[i]) / spec.duration : 0.0;
            };
            std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return fraction(a) < fraction(b); });
            for (std::size_t i : order) score[i] = fraction(i);
        } else {
            for (std::size_t i : order) score[i] = double(i);
        }
        // DL2's FIFO/SRTF: each job in turn takes bundles up to its cap; the first failure ends the slot.
        for (std::size_t i : order) {
            while (grow(i)) { }
            Alloc step;
            if (nextStep(rangeOf(view, ordered[i]), alloc[i], step)) break;
        }
    }
    std::vector<SizeTarget> out;
    for (std::size_t i = 0; i < ordered.size(); ++i)
        if (alloc[i].workers > 0) out.push_back({ ordered[i], alloc[i].workers, alloc[i].ps, score[i] });
    return out;
}

double OptimusSizing::estimatedRate(const SimulationView& view, JobIndex job, int workers, int ps)
{
    if (workers <= 0) return 0;
    const Cluster& cluster = view.cluster();
    const JobSpec& spec = view.spec(job);
    Placement p;
    std::vector<MachineId> used;
    for (MachineId m = 0; m < cluster.machineCount() && int(p.gpus.size()) < workers; ++m) {
        if (!spec.gpuType.empty() && cluster.gpuTypes[cluster.machines[m].gpuType].name != spec.gpuType) continue;
        used.push_back(m);
        for (int g = 0; g < cluster.machines[m].gpuCount && int(p.gpus.size()) < workers; ++g)
            p.gpus.push_back(cluster.firstGpu(m) + g);
    }
    if (used.empty()) return 0;
    for (int t = 0; t < ps; ++t) p.psMachines.push_back(used[std::size_t(t) % used.size()]);
    return view.nominalRate(job, p).rate;
}

std::optional<double> OptimusSizing::marginalGain(const SimulationView& view, JobIndex job, int workers, int ps, int moreWorkers,
    int morePs, double totalGpus, double totalCpus, bool perDemand)
{
    const double nextRate = estimatedRate(view, job, workers + moreWorkers, ps + morePs);
    if (nextRate <= 0) return std::nullopt;
    const double remaining = view.remainingWork(job);
    const double rate = estimatedRate(view, job, workers, ps);
    const double now = rate > 0 ? remaining / rate : 1e300;
    double gain = now - remaining / nextRate;
    if (perDemand) {
        const int cpu = view.cpuDemand(job, workers + moreWorkers, ps + morePs) - view.cpuDemand(job, workers, ps);
        const double demand = std::max(moreWorkers / totalGpus, cpu / totalCpus);
        if (demand > 0) gain /= demand;
    }
    return gain;
}

std::vector<SizeTarget> OptimusSizing::targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const
{
    auto [gpus, cpus] = capacity(view, ordered);
    Budget budget { gpus, cpus };
    const double totalGpus = std::max(1, view.cluster().gpuCount());
    int totalCpuSlots = 0;
    for (const auto& m : view.cluster().machines) totalCpuSlots += m.cpuSlots;
    const double totalCpus = std::max(1, totalCpuSlots);
    std::vector<Alloc> alloc(ordered.size());
    std::vector<double> score(ordered.size(), 0.0);

    // Optimus first gives every job its minimum (1 worker + 1 PS) so that none starves.
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        const SizeRange r = rangeOf(view, ordered[i]);
        if (budget.take(r.minWorkers, view.cpuDemand(ordered[i], r.minWorkers, r.minPs)))
            alloc[i] = { r.minWorkers, r.minPs };
    }

    struct Option {
        double gain = 0;
        Alloc step;
    };
    auto bestOption = [&](std::size_t i) {
        const JobIndex j = ordered[i];
        const SizeRange r = rangeOf(view, j);
        Option best;
        if (!r.elastic || alloc[i].workers == 0) return best;
        auto consider = [&](Alloc step) {
            const auto gain = marginalGain(view, j, alloc[i].workers, alloc[i].ps, step.workers, step.ps, totalGpus, totalCpus, m_divideByDemand);
            if (gain && *gain > best.gain) best = { *gain, step };
        };
        if (alloc[i].workers < r.maxWorkers) consider({ 1, 0 });
        if (alloc[i].ps < r.maxPs) consider({ 0, 1 });
        return best;
    };

    std::priority_queue<std::tuple<double, long, std::size_t>> heap;
    std::vector<Option> options(ordered.size());
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        options[i] = bestOption(i);
        if (options[i].gain > 0) heap.emplace(options[i].gain, -long(i), i);
    }
    while (!heap.empty()) {
        auto [gain, negOrder, i] = heap.top();
        heap.pop();
        const Option option = options[i];
        const JobIndex j = ordered[i];
        const int cpu = view.cpuDemand(j, alloc[i].workers + option.step.workers, alloc[i].ps + option.step.ps)
            - view.cpuDemand(j, alloc[i].workers, alloc[i].ps);
        if (!budget.take(option.step.workers, cpu)) continue; // out of resources for this job
        alloc[i].workers += option.step.workers;
        alloc[i].ps += option.step.ps;
        score[i] = gain;
        options[i] = bestOption(i);
        if (options[i].gain > 0) heap.emplace(options[i].gain, negOrder, i);
    }
    std::vector<SizeTarget> out;
    for (std::size_t i = 0; i < ordered.size(); ++i)
        if (alloc[i].workers > 0) out.push_back({ ordered[i], alloc[i].workers, alloc[i].ps, score[i] });
    return out;
}

} // namespace gantry
