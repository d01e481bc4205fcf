#include "core/learn/Harmony.h"

#include "core/policy/ComposedScheduler.h"
#include "core/policy/InterferencePlacement.h"
#include "core/policy/Orderings.h"
#include "core/policy/Placements.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numeric>

namespace gantry::learn {

NetSpec harmonyNetSpec(int servers, int width)
{
    return withImpliedSizes({ .kind = "harmony-attention", .hidden = { width }, .jobFeatures = kHarmonyJobFeatures, .servers = servers,
        .serverFeatures = kHarmonyServerFeatures, .heads = 4 });
}

NetSpec harmonySpeedNetSpec()
{
    NetSpec s;
    s.kind = "mlp";
    s.inputSize = kHarmonySpeedFeatures;
    s.actions = 1;
    s.hidden = { 64, 64 };
    s.learningRate = 1e-3;
    s.valueLearningRate = 3e-3;
    return s;
}

double rSquared(const std::vector<double>& predicted, const std::vector<double>& observed)
{
    if (observed.empty() || predicted.size() != observed.size()) return 0.0;
    const double mean = std::accumulate(observed.begin(), observed.end(), 0.0) / double(observed.size());
    double residual = 0, total = 0;
    for (std::size_t i = 0; i < observed.size(); ++i) {
        residual += (observed[i] - predicted[i]) * (observed[i] - predicted[i]);
        total += (observed[i] - mean) * (observed[i] - mean);
    }
    return total > 0 ? 1.0 - residual / total : (residual == 0 ? 1.0 : 0.0);
}

namespace {

int modelSlot(int model) { return model >= 0 && model < kHarmonyModels ? model : -1; }

/// What the features need to know of a job on some servers.
struct JobShape {
    int model = -1;
    bool ps = false;
    int workers = 0;
    int psTasks = 0;
    int spread = 0; ///< distinct servers
};

JobShape shapeOf(const SimulationView& view, JobIndex job)
{
    const JobSpec& spec = view.spec(job);
    const Placement& p = view.state(job).placement;
    JobShape s { spec.model, spec.architecture == JobArchitecture::ParameterServer, int(p.gpus.size()),
        int(p.psMachines.size()), spreadOf(view.cluster(), p).machines };
    return s;
}

std::vector<MachineId> machinesOf(const Cluster& cluster, const Placement& p)
{
    std::vector<MachineId> out;
    for (GpuId g : p.gpus) out.push_back(cluster.machineOf(g));
    out.insert(out.end(), p.psMachines.begin(), p.psMachines.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

/// Distinct jobs resident on `machines` (other than `except`).
std::vector<JobIndex> coRunners(const std::vector<std::vector<JobIndex>>& residents, const std::vector<MachineId>& machines,
    JobIndex except)
{
    std::vector<JobIndex> out;
    for (MachineId m : machines)
        for (JobIndex k : residents[std::size_t(m)])
            if (k != except) out.push_back(k);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

/// The reward model's features of a job of shape `self` next to co-runners of shapes `others`.
std::vector<float> speedFeatures(const JobShape& self, const std::vector<JobShape>& others)
{
    std::vector<float> f(std::size_t(kHarmonySpeedFeatures), 0.0f);
    if (int m = modelSlot(self.model); m >= 0) f[std::size_t(m)] = 1.0f;
    f[kHarmonyModels] = self.ps ? 1.0f : 0.0f;
    f[kHarmonyModels + 1] = self.ps ? 0.0f : 1.0f;
    f[kHarmonyModels + 2] = float(self.workers) / 4.0f;
    f[kHarmonyModels + 3] = float(self.psTasks) / 2.0f;
    f[kHarmonyModels + 4] = float(self.spread) / 4.0f;
    for (const JobShape& o : others) {
        if (int m = modelSlot(o.model); m >= 0) f[std::size_t(kHarmonyModels + 5 + m)] += 0.5f;
        if (o.spread > 1) f[std::size_t(kHarmonySpeedFeatures - 1)] += 0.5f;
    }
    return f;
}

/// The cluster as one placement decision sees it: free capacity and who lives where.
struct ServerState {
    std::vector<int> freeGpus, freeCpus;
    std::vector<char> up, gpuAllowed;
    std::vector<std::vector<JobIndex>> residents;
    std::vector<std::array<int, kHarmonyModels>> residentModels;
    int cpuPerWorker = 2, cpuPerPs = 4;
};

ServerState serverState(const SimulationView& view, JobIndex job)
{
    const Cluster& cluster = view.cluster();
    const int n = cluster.machineCount();
    ServerState s;
    s.cpuPerWorker = view.cpuDemand(job, 1, 0);
    s.cpuPerPs = view.cpuDemand(job, 0, 1);
    s.residents = residentJobs(view);
    s.freeGpus.assign(std::size_t(n), 0);
    s.freeCpus.assign(std::size_t(n), 0);
    s.up.assign(std::size_t(n), 0);
    s.gpuAllowed.assign(std::size_t(n), 0);
    s.residentModels.assign(std::size_t(n), {});
    const JobSpec& spec = view.spec(job);
    const MachineFilter filter = cluster.filterFor(spec.gpuType, spec.partition);
    for (MachineId m = 0; m < n; ++m) {
        const std::size_t i = std::size_t(m);
        s.up[i] = view.machineUp(m) ? 1 : 0;
        if (!s.up[i]) continue;
        s.freeGpus[i] = view.freeGpusOn(m);
        s.freeCpus[i] = view.freeCpusOn(m);
        s.gpuAllowed[i] = filter.passes(cluster.machines, m);
        for (JobIndex k : s.residents[i])
            if (int slot = modelSlot(view.spec(k).model); slot >= 0) ++s.residentModels[i][std::size_t(slot)];
    }
    return s;
}

/// One job's placement being built task by task.
struct Partial {
    std::vector<int> freeGpus, freeCpus;
    std::vector<int> workersOn, psOn;
    int placedWorkers = 0, placedPs = 0;
};

Partial startPartial(const ServerState& s)
{
    Partial p;
    p.freeGpus = s.freeGpus;
    p.freeCpus = s.freeCpus;
    for (std::size_t m = 0; m < s.gpuAllowed.size(); ++m)
        if (!s.gpuAllowed[m]) p.freeGpus[m] = 0;
    p.workersOn.assign(s.freeGpus.size(), 0);
    p.psOn.assign(s.freeGpus.size(), 0);
    return p;
}

/// Whether `workers` workers and then `ps` parameter servers still fit (workers on the servers with the
/// most free GPUs first; a sufficient check, not an exact one).
bool completes(const ServerState& s, std::vector<int> gpus, std::vector<int> cpus, int workers, int ps)
{
    std::vector<std::size_t> order(gpus.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return gpus[a] > gpus[b]; });
    for (std::size_t m : order)
        while (workers > 0 && gpus[m] > 0 && cpus[m] >= s.cpuPerWorker) {
            --gpus[m];
            cpus[m] -= s.cpuPerWorker;
            --workers;
        }
    if (workers > 0) return false;
    for (std::size_t m = 0; m < cpus.size() && ps > 0; ++m)
        if (s.up[m]) ps -= cpus[m] / s.cpuPerPs;
    return ps <= 0;
}

/// The servers the next task may go to (the rest of the job must still fit afterwards).
std::vector<std::uint8_t> taskMask(const ServerState& s, const Partial& p, int workers, int psTasks)
{
    const bool worker = p.placedWorkers < workers;
    const int restWorkers = workers - p.placedWorkers - (worker ? 1 : 0);
    const int restPs = psTasks - p.placedPs - (worker ? 0 : 1);
    std::vector<std::uint8_t> mask(p.freeGpus.size(), 0);
    for (std::size_t m = 0; m < mask.size(); ++m) {
        if (!s.up[m]) continue;
        std::vector<int> gpus = p.freeGpus, cpus = p.freeCpus;
        if (worker) {
            if (gpus[m] < 1 || cpus[m] < s.cpuPerWorker) continue;
            --gpus[m];
            cpus[m] -= s.cpuPerWorker;
        } else {
            if (cpus[m] < s.cpuPerPs) continue;
            cpus[m] -= s.cpuPerPs;
        }
        const bool strands = gpus[m] > 0 && cpus[m] < gpus[m] * s.cpuPerWorker
            && !(p.freeGpus[m] > 0 && p.freeCpus[m] < p.freeGpus[m] * s.cpuPerWorker);
        if (completes(s, std::move(gpus), std::move(cpus), restWorkers, restPs)) mask[m] = strands ? 2 : 1;
    }
    // A task that would leave a server's free GPUs without the CPU slots to use them goes there only if
    // no server avoids it (Gantry's rule: the reward, a change of speed, does not see idle GPUs).
    const bool clean = std::find(mask.begin(), mask.end(), std::uint8_t(1)) != mask.end();
    for (auto& a : mask) a = a == 1 || (a == 2 && !clean) ? 1 : 0;
    return mask;
}

void apply(const ServerState& s, Partial& p, int workers, std::size_t m)
{
    if (p.placedWorkers < workers) {
        --p.freeGpus[m];
        p.freeCpus[m] -= s.cpuPerWorker;
        ++p.workersOn[m];
        ++p.placedWorkers;
    } else {
        p.freeCpus[m] -= s.cpuPerPs;
        ++p.psOn[m];
        ++p.placedPs;
    }
}

std::vector<float> observation(const SimulationView& view, const ServerState& s, const Partial& p, const JobSpec& spec,
    int workers, int psTasks)
{
    const Cluster& cluster = view.cluster();
    const std::size_t n = p.freeGpus.size();
    std::vector<float> obs(n * kHarmonyServerFeatures + kHarmonyJobFeatures, 0.0f);
    for (std::size_t m = 0; m < n; ++m) {
        float* f = obs.data() + m * kHarmonyServerFeatures;
        const auto& machine = cluster.machines[m];
        f[0] = machine.gpuCount > 0 ? float(p.freeGpus[m]) / float(machine.gpuCount) : 0.0f;
        f[1] = machine.cpuSlots > 0 ? float(p.freeCpus[m]) / float(machine.cpuSlots) : 0.0f;
        f[2] = s.up[m] ? 1.0f : 0.0f;
        if (const int row = modelSlot(spec.model); row >= 0)
            for (int k = 0; k < kHarmonyModels; ++k)
                f[3 + row * kHarmonyModels + k] = 0.5f * float(s.residentModels[m][std::size_t(k)]);
        f[3 + kHarmonyModels * kHarmonyModels] = float(p.workersOn[m]) / float(std::max(1, workers));
        f[4 + kHarmonyModels * kHarmonyModels] = float(p.psOn[m]) / float(std::max(1, psTasks));
    }
    float* j = obs.data() + n * kHarmonyServerFeatures;
    if (int m = modelSlot(spec.model); m >= 0) j[m] = 1.0f;
    const bool ps = spec.architecture == JobArchitecture::ParameterServer;
    j[kHarmonyModels] = ps ? 1.0f : 0.0f;
    j[kHarmonyModels + 1] = ps ? 0.0f : 1.0f;
    j[kHarmonyModels + 2] = float(workers) / 4.0f;
    j[kHarmonyModels + 3] = float(psTasks) / 2.0f;
    j[kHarmonyModels + 4] = p.placedWorkers < workers ? 0.0f : 1.0f;
    j[kHarmonyModels + 5] = float(p.placedWorkers + p.placedPs) / float(std::max(1, workers + psTasks));
    return obs;
}

/// The placement of a finished task sequence: lowest-index free GPUs of each worker's server.
std::optional<Placement> realise(const SimulationView& view, const Partial& p)
{
    const Cluster& cluster = view.cluster();
    Placement placement;
    for (std::size_t m = 0; m < p.workersOn.size(); ++m) {
        int taken = 0;
        const GpuId first = cluster.firstGpu(MachineId(m));
        for (GpuId g = first; g < first + cluster.machines[m].gpuCount && taken < p.workersOn[m]; ++g)
            if (view.gpuFree(g)) {
                placement.gpus.push_back(g);
                ++taken;
            }
        if (taken < p.workersOn[m]) return std::nullopt;
    }
    for (std::size_t m = 0; m < p.psOn.size(); ++m)
        for (int k = 0; k < p.psOn[m]; ++k) placement.psMachines.push_back(MachineId(m));
    return placement;
}

/// Servers of a finished task sequence.
std::vector<MachineId> serversOf(const Partial& p)
{
    std::vector<MachineId> out;
    for (std::size_t m = 0; m < p.workersOn.size(); ++m)
        if (p.workersOn[m] > 0 || p.psOn[m] > 0) out.push_back(MachineId(m));
    return out;
}

/// The reward model's prediction of what placing `job` as `p` changes: its own speed plus the change
/// of each co-runner's speed.
double predictedReward(const SimulationView& view, const ServerState& s, const Network& model, JobIndex job,
    const Partial& p, double spreadPenalty)
{
    const JobSpec& spec = view.spec(job);
    const std::vector<MachineId> servers = serversOf(p);
    JobShape self { spec.model, spec.architecture == JobArchitecture::ParameterServer, p.placedWorkers, p.placedPs,
        int(servers.size()) };
    const std::vector<JobIndex> others = coRunners(s.residents, servers, job);
    std::vector<JobShape> otherShapes;
    for (JobIndex k : others) otherShapes.push_back(shapeOf(view, k));
    double reward = model.value(speedFeatures(self, otherShapes).data());
    for (JobIndex k : others) {
        const std::vector<MachineId> theirs = machinesOf(view.cluster(), view.state(k).placement);
        std::vector<JobShape> now;
        for (JobIndex o : coRunners(s.residents, theirs, k)) now.push_back(shapeOf(view, o));
        const JobShape them = shapeOf(view, k);
        const double before = model.value(speedFeatures(them, now).data());
        now.push_back(self);
        reward += model.value(speedFeatures(them, now).data()) - before;
    }
    return reward - spreadPenalty * double(std::max<std::size_t>(1, servers.size()) - 1);
}

/// Job-aware exploration: the allowed server whose residents form the pairs with this job's model seen
/// least often so far (servers with no resident are not novel); -1 if no allowed server has residents.
int novelServer(const ServerState& s, const std::vector<std::uint8_t>& mask, int model, const std::vector<int>& pairSeen,
    Rng& rng)
{
    const int slot = modelSlot(model);
    if (slot < 0) return -1;
    std::vector<int> best;
    int bestCount = std::numeric_limits<int>::max();
    for (std::size_t m = 0; m < mask.size(); ++m) {
        if (!mask[m]) continue;
        int least = std::numeric_limits<int>::max();
        for (int k = 0; k < kHarmonyModels; ++k)
            if (s.residentModels[m][std::size_t(k)] > 0)
                least = std::min(least, pairSeen[std::size_t(slot * kHarmonyModels + k)]);
        if (least == std::numeric_limits<int>::max()) continue;
        if (least < bestCount) {
            bestCount = least;
            best.clear();
        }
        if (least == bestCount) best.push_back(int(m));
    }
    return best.empty() ? -1 : best[std::size_t(rng.below(best.size()))];
}

/// Adds task `task`'s most likely servers to the explanation: the chosen one first, then the others by
/// probability, at most `quota` (the decision log keeps Explanation::kMaxCandidates per decision).
void explainTask(Explanation& why, int task, bool ps, int chosen, const std::vector<float>& probs,
    std::size_t quota)
{
    std::vector<std::size_t> order;
    for (std::size_t m = 0; m < probs.size(); ++m)
        if (probs[m] > 0 && int(m) != chosen) order.push_back(m);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return probs[a] > probs[b]; });
    order.insert(order.begin(), std::size_t(chosen));
    // The candidate is the server (its id); the label says which task weighed it (views print the
    // server's name before it).
    const std::string task1 = "task " + std::to_string(task + 1) + (ps ? " PS" : " worker");
    for (std::size_t i = 0; i < order.size() && i < quota; ++i)
        why.add({ CandidateKind::Machine, int(order[i]), probs[order[i]], task1 + (i == 0 ? " (chosen)" : "") });
}

} // namespace

std::unique_ptr<PlacementPolicy> HarmonyPlacement::clone() const
{
    return std::make_unique<HarmonyPlacement>(std::make_shared<HarmonyRuntime>(*m_runtime));
}

std::optional<Placement> HarmonyPlacement::place(const SimulationView& view, JobIndex job, int workers, int psTasks,
    Explanation&)
{
    HarmonyRuntime& rt = *m_runtime;
    const JobSpec& spec = view.spec(job);
    const ServerState s = serverState(view, job);
    const int tasks = workers + psTasks;
    {
        const Partial p = startPartial(s);
        if (!completes(s, p.freeGpus, p.freeCpus, workers, psTasks)) return std::nullopt;
    }
    const bool explore = rt.mode == ActMode::Explore && rt.pairSeen && rt.rng.uniform() < rt.explore;
    Partial p = startPartial(s);
    std::vector<HarmonyStep> steps;
    Explanation why;
    why.part = "harmony";
    why.scoreName = GANTRY_TR_NOOP("ScoreName", "probability");
    const std::size_t quota = std::max<std::size_t>(1, Explanation::kMaxCandidates / std::size_t(std::max(1, tasks)));
    for (int t = 0; t < tasks; ++t) {
        HarmonyStep step;
        step.mask = taskMask(s, p, workers, psTasks);
        if (std::none_of(step.mask.begin(), step.mask.end(), [](std::uint8_t a) { return a != 0; })) return std::nullopt;
        step.obs = observation(view, s, p, spec, workers, psTasks);
        rt.net->probabilities(step.obs.data(), step.mask.data(), rt.probs);
        ++rt.inferences;
        int action = -1;
        if (explore) action = novelServer(s, step.mask, spec.model, *rt.pairSeen, rt.rng);
        if (action < 0) action = chooseAction(rt.probs, step.mask, rt.mode == ActMode::Greedy, rt.rng);
        step.action = action;
        const bool ps = p.placedWorkers >= workers;
        explainTask(why, t, ps, action, rt.probs, quota);
        apply(s, p, workers, std::size_t(action));
        if (rt.record) steps.push_back(std::move(step));
    }
    auto placement = realise(view, p);
    if (!placement) return std::nullopt;
    rt.explanations[job] = std::move(why);
    if (rt.record) {
        // Imagined placements, labelled relative to the placement made (see HarmonyStep::delta).
        const double made = rt.rewardModel ? predictedReward(view, s, *rt.rewardModel, job, p, rt.spreadPenalty) : 0.0;
        std::vector<HarmonyStep> imagined;
        if (rt.rewardModel && rt.counterfactual) {
            // Every other server each task could have taken, the rest placed as chosen where still
            // allowed (else on the first allowed server).
            std::vector<int> chosen;
            for (const auto& step : steps) chosen.push_back(step.action);
            for (int t = 0; t < tasks; ++t)
                for (std::size_t a = 0; a < steps[std::size_t(t)].mask.size(); ++a) {
                    if (!steps[std::size_t(t)].mask[a] || int(a) == chosen[std::size_t(t)]) continue;
                    Partial q = startPartial(s);
                    bool complete = true;
                    for (int u = 0; u < tasks && complete; ++u) {
                        const auto mask = taskMask(s, q, workers, psTasks);
                        int pick = u == t ? int(a) : chosen[std::size_t(u)];
                        if (!mask[std::size_t(pick)]) {
                            auto first = std::find(mask.begin(), mask.end(), std::uint8_t(1));
                            if (first == mask.end()) complete = false;
                            pick = int(first - mask.begin());
                        }
                        if (complete) apply(s, q, workers, std::size_t(pick));
                    }
                    if (!complete) continue;
                    HarmonyStep alt;
                    alt.obs = steps[std::size_t(t)].obs;
                    alt.mask = steps[std::size_t(t)].mask;
                    alt.action = int(a);
                    alt.imagined = true;
                    alt.delta = float(predictedReward(view, s, *rt.rewardModel, job, q, rt.spreadPenalty) - made);
                    imagined.push_back(std::move(alt));
                }
        }
        // Random valid task sequences.
        for (int i = 0; rt.rewardModel && i < rt.imagined; ++i) {
            Partial q = startPartial(s);
            std::vector<HarmonyStep> alt;
            bool complete = true;
            for (int t = 0; t < tasks && complete; ++t) {
                HarmonyStep step;
                step.mask = taskMask(s, q, workers, psTasks);
                std::vector<int> allowed;
                for (std::size_t m = 0; m < step.mask.size(); ++m)
                    if (step.mask[m]) allowed.push_back(int(m));
                if (allowed.empty()) {
                    complete = false;
                    break;
                }
                step.obs = observation(view, s, q, spec, workers, psTasks);
                step.action = allowed[std::size_t(rt.rng.below(allowed.size()))];
                step.imagined = true;
                apply(s, q, workers, std::size_t(step.action));
                alt.push_back(std::move(step));
            }
            if (!complete) continue;
            const float delta = float(predictedReward(view, s, *rt.rewardModel, job, q, rt.spreadPenalty) - made);
            for (auto& step : alt) {
                step.delta = delta;
                imagined.push_back(std::move(step));
            }
        }
        steps.insert(steps.end(), std::make_move_iterator(imagined.begin()), std::make_move_iterator(imagined.end()));
        rt.pending[job] = std::move(steps);
    }
    return placement;
}

namespace {

/// Passes decisions through; replaces a start's explanation by the network's per-task probabilities and,
/// while recording, observes the start's reward (the change of the cluster's total rate) and the speeds
/// of the jobs it touched (the reward model's samples).
class HarmonySink final : public DecisionSink {
public:
    HarmonySink(DecisionSink& inner, const SimulationView& view, HarmonyRuntime& rt) : m_inner(inner), m_view(view), m_rt(rt) { }
    bool start(JobIndex job, Placement placement, Explanation why) override
    {
        auto it = m_rt.explanations.find(job);
        if (it != m_rt.explanations.end()) {
            why = std::move(it->second);
            m_rt.explanations.erase(it);
        }
        if (!m_rt.record) return m_inner.start(job, std::move(placement), std::move(why));
        const Cluster& cluster = m_view.cluster();
        const std::vector<MachineId> servers = machinesOf(cluster, placement);
        const std::vector<JobIndex> others = coRunners(residentJobs(m_view), servers, job);
        std::vector<double> before;
        for (JobIndex k : others) before.push_back(m_view.state(k).rate);
        const bool applied = m_inner.start(job, std::move(placement), std::move(why));
        auto pending = m_rt.pending.find(job);
        if (!applied) {
            if (pending != m_rt.pending.end()) m_rt.pending.erase(pending);
            return false;
        }
        double reward = m_view.state(job).rate;
        for (std::size_t i = 0; i < others.size(); ++i) reward += m_view.state(others[i]).rate - before[i];
        reward -= m_rt.spreadPenalty * double(std::max<std::size_t>(1, servers.size()) - 1);
        if (pending != m_rt.pending.end()) {
            for (auto& step : pending->second) {
                step.ret = float(reward) + step.delta;
                m_rt.steps.push_back(std::move(step));
            }
            m_rt.pending.erase(pending);
        }
        // Observed speeds: the new job and every co-runner whose neighbourhood changed.
        const auto residents = residentJobs(m_view);
        auto sample = [&](JobIndex k) {
            std::vector<JobShape> around;
            for (JobIndex o : coRunners(residents, machinesOf(cluster, m_view.state(k).placement), k)) around.push_back(shapeOf(m_view, o));
            m_rt.speedSamples.push_back({ speedFeatures(shapeOf(m_view, k), around), float(m_view.state(k).rate) });
        };
        sample(job);
        for (JobIndex k : others) sample(k);
        if (m_rt.pairSeen) {
            const int a = modelSlot(m_view.spec(job).model);
            for (JobIndex k : others) {
                const int b = modelSlot(m_view.spec(k).model);
                if (a < 0 || b < 0) continue;
                ++(*m_rt.pairSeen)[std::size_t(a * kHarmonyModels + b)];
                if (a != b) ++(*m_rt.pairSeen)[std::size_t(b * kHarmonyModels + a)];
            }
        }
        return true;
    }
    bool preempt(JobIndex job, Explanation why) override { return m_inner.preempt(job, std::move(why)); }
    bool resize(JobIndex job, Placement placement, Explanation why) override
    {
        return m_inner.resize(job, std::move(placement), std::move(why));
    }
    void wakeAt(SimTime time, Explanation why) override { m_inner.wakeAt(time, std::move(why)); }
    void wait(JobIndex job, Explanation why) override { m_inner.wait(job, std::move(why)); }
    void tune(Explanation why) override { m_inner.tune(std::move(why)); }

private:
    DecisionSink& m_inner;
    const SimulationView& m_view;
    HarmonyRuntime& m_rt;
};

class HarmonyScheduler final : public Scheduler {
public:
    explicit HarmonyScheduler(std::shared_ptr<HarmonyRuntime> rt)
        : m_inner(std::make_unique<FifoOrdering>(), std::make_unique<HarmonyPlacement>(std::move(rt)), nullptr, true)
    {
    }
    std::string name() const override { return "harmony"; }
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<HarmonyScheduler>(*this); }
    void onFinish(const SimulationView& view, JobIndex job) override { m_inner.onFinish(view, job); }
    void schedule(const SimulationView& view, DecisionSink& sink) override
    {
        auto& placement = static_cast<const HarmonyPlacement&>(m_inner.placement());
        HarmonySink harmony(sink, view, placement.runtime());
        m_inner.schedule(view, harmony);
    }

private:
    ComposedScheduler m_inner;
};

} // namespace

std::unique_ptr<Scheduler> makeHarmonyScheduler(std::shared_ptr<HarmonyRuntime> runtime)
{
    return std::make_unique<HarmonyScheduler>(std::move(runtime));
}

} // namespace gantry::learn
