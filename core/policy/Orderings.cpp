#include "core/policy/Orderings.h"

#include <algorithm>
#include <cmath>

namespace gantry {

namespace {

int totalCpuSlots(const Cluster& cluster)
{
    int total = 0;
    for (const auto& m : cluster.machines) total += m.cpuSlots;
    return total;
}

bool holdsGpus(JobPhase phase) { return phase == JobPhase::Running || phase == JobPhase::Checkpointing; }

} // namespace

std::uint64_t jobHash(std::uint64_t seed, JobIndex job)
{
    std::uint64_t z = seed * 0x9E3779B97F4A7C15ull + static_cast<std::uint64_t>(job) + 0x632BE59BD9B4E019ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double FifoOrdering::priority(const SimulationView& view, JobIndex job) const { return view.spec(job).submitTime; }

double SjfOrdering::priority(const SimulationView& view, JobIndex job) const { return view.spec(job).duration; }

double SrtfOrdering::priority(const SimulationView& view, JobIndex job) const { return view.remainingWork(job); }

double FewestGpusOrdering::priority(const SimulationView& view, JobIndex job) const { return view.spec(job).gpus; }

TiresiasOrdering::TiresiasOrdering(std::vector<double> thresholds, double starvationLimit)
    : m_thresholds(std::move(thresholds))
    , m_starvationLimit(starvationLimit)
{
    std::sort(m_thresholds.begin(), m_thresholds.end());
}

double TiresiasOrdering::attained(const SimulationView& view, JobIndex job)
{
    const JobState& st = view.state(job);
    double value = st.gpuSeconds;
    if (holdsGpus(st.phase) && view.now() > st.lastUpdate)
        value += (view.now() - st.lastUpdate) * static_cast<double>(st.placement.gpus.size());
    return value;
}

int TiresiasOrdering::queueOf(double attainedGpuSeconds) const
{
    // A job at exactly a threshold has used up that queue's quantum and belongs to the next one.
    // The tolerance keeps a wake-up computed for a threshold from landing a rounding error short of it.
    return static_cast<int>(std::upper_bound(m_thresholds.begin(), m_thresholds.end(), attainedGpuSeconds + 1e-6)
        - m_thresholds.begin());
}

double TiresiasOrdering::priority(const SimulationView& view, JobIndex job) const
{
    const JobState& st = view.state(job);
    if (m_starvationLimit > 0 && st.phase == JobPhase::Queued && st.runSeconds > 0
        && view.now() - st.queuedSince >= m_starvationLimit * st.runSeconds)
        return 0; // Tiresias' anti-starvation: promoted to the highest queue
    return queueOf(attained(view, job));
}

SimTime TiresiasOrdering::nextPriorityChange(const SimulationView& view, JobIndex job) const
{
    const JobState& st = view.state(job);
    const double gpus = static_cast<double>(st.placement.gpus.size());
    if (st.phase != JobPhase::Running || gpus <= 0) return std::numeric_limits<SimTime>::infinity();
    const double service = attained(view, job);
    auto it = std::upper_bound(m_thresholds.begin(), m_thresholds.end(), service + 1e-6);
    if (it == m_thresholds.end()) return std::numeric_limits<SimTime>::infinity();
    return view.now() + (*it - service) / gpus;
}

void DrfOrdering::refresh(const SimulationView& view) const
{
    if (m_cacheView == &view && m_cacheTime == view.now() && m_cacheRunning == view.running().size()
        && m_cacheFree == view.freeGpuCount())
        return;
    m_cacheView = &view;
    m_cacheTime = view.now();
    m_cacheRunning = view.running().size();
    m_cacheFree = view.freeGpuCount();
    std::map<std::string, std::pair<double, double>> held;
    for (JobIndex j : view.running()) {
        const JobState& st = view.state(j);
        if (!holdsGpus(st.phase)) continue;
        const int gpus = static_cast<int>(st.placement.gpus.size());
        auto& h = held[ownerOf(view.spec(j))];
        h.first += gpus;
        h.second += view.cpuDemand(j, gpus, static_cast<int>(st.placement.psMachines.size()));
    }
    const double totalGpus = std::max(1, view.cluster().gpuCount());
    const double totalCpus = std::max(1, totalCpuSlots(view.cluster()));
    m_shares.clear();
    for (const auto& [owner, h] : held) m_shares[owner] = std::max(h.first / totalGpus, h.second / totalCpus);
}

double DrfOrdering::priority(const SimulationView& view, JobIndex job) const
{
    refresh(view);
    auto it = m_shares.find(ownerOf(view.spec(job)));
    return it == m_shares.end() ? 0.0 : it->second;
}

double TetrisOrdering::alignment(const SimulationView& view, JobIndex job)
{
    const Cluster& cluster = view.cluster();
    const JobSpec& spec = view.spec(job);
    const int cpuPerWorker = view.cpuDemand(job, 1, 0);
    double best = 0;
    for (MachineId m = 0; m < cluster.machineCount(); ++m) {
        if (!view.machineUp(m)) continue;
        const Machine& machine = cluster.machines[m];
        if (!spec.gpuType.empty() && cluster.gpuTypes[machine.gpuType].name != spec.gpuType) continue;
        const int freeGpus = view.freeGpusOn(m);
        const int take = std::min(spec.gpus, freeGpus);
        if (take <= 0 || machine.gpuCount <= 0) continue;
        // Tetris' alignment: dot product of the demand placed here and the machine's free resources,
        // both as fractions of the machine's capacity.
        double score = (double(take) / machine.gpuCount) * (double(freeGpus) / machine.gpuCount);
        if (machine.cpuSlots > 0)
            score += (double(take * cpuPerWorker) / machine.cpuSlots) * (double(view.freeCpusOn(m)) / machine.cpuSlots);
        best = std::max(best, score);
    }
    return best;
}

double TetrisOrdering::srtfTerm(const SimulationView& view, JobIndex job)
{
    const JobSpec& spec = view.spec(job);
    const double totalGpus = std::max(1, view.cluster().gpuCount());
    const double totalCpus = std::max(1, totalCpuSlots(view.cluster()));
    const double demand = spec.gpus / totalGpus + view.cpuDemand(job, spec.gpus, spec.psCount) / totalCpus;
    const double remainingFraction
        = spec.duration > 0 ? std::clamp(view.remainingWork(job) / spec.duration, 0.0, 1.0) : 1.0;
    return demand * (1.0 - remainingFraction);
}

double TetrisOrdering::weight(const SimulationView& view) const
{
    if (m_cacheView == &view && m_cacheTime == view.now() && m_cacheQueue == view.queue().size()
        && m_cacheFree == view.freeGpuCount())
        return m_weight;
    m_cacheView = &view;
    m_cacheTime = view.now();
    m_cacheQueue = view.queue().size();
    m_cacheFree = view.freeGpuCount();
    // DL2's tetris_env balances the two terms: w = mean alignment / mean SRTF term over the candidates.
    double sumAlign = 0, sumSrtf = 0;
    for (JobIndex j : view.queue()) {
        sumAlign += alignment(view, j);
        sumSrtf += srtfTerm(view, j);
    }
    m_weight = sumSrtf > 0 ? sumAlign / sumSrtf : 1.0;
    return m_weight;
}

double TetrisOrdering::priority(const SimulationView& view, JobIndex job) const
{
    return -(alignment(view, job) + weight(view) * srtfTerm(view, job));
}

double RandomOrdering::priority(const SimulationView&, JobIndex job) const
{
    return static_cast<double>(jobHash(m_seed, job) >> 11) * 0x1.0p-53;
}

} // namespace gantry
