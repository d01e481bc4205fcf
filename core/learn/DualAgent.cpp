#include "core/learn/DualAgent.h"

#include "core/learn/Environment.h"
#include "core/util/Text.h"

#include "core/policy/Placements.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <tuple>
#include <numeric>
#include <optional>

namespace gantry::learn {

NetSpec dualNetSpec(int machines, int window)
{
    // The "dual-agent" kind reads the shared shape fields so: jobSlots x jobFeatures is the window,
    // height x width the machines and their features (NetSpec stays as it is for every kind).
    return withImpliedSizes({ .kind = "dual-agent", .hidden = {}, .height = machines, .width = kDualMachineFeatures, .jobSlots = window,
        .jobFeatures = kDualJobFeatures });
}

std::shared_ptr<MachineBelief> makeBelief(const Cluster& cluster, bool gaussianProcess)
{
    if (gaussianProcess) return std::make_shared<RandomWalkGp>(cluster);
    return std::make_shared<PerMachineAverage>(cluster.machineCount());
}

double observedSlowdown(const SimulationView& view, JobIndex job, const DualRuntime::Started& started)
{
    if (started.machine < 0 || started.nominalRate <= 0) return -1;
    const JobState& st = view.state(job);
    const double end = st.finishTime >= 0 ? st.finishTime : view.now();
    const double elapsed = end - std::max(started.time, st.restoreUntil);
    const double work = view.spec(job).duration - started.workAtStart;
    if (elapsed <= 0 || work <= 0) return -1;
    return started.nominalRate / (work / elapsed);
}

namespace {

/// Per-cluster constants of the features (at least 1, so that a cluster of cheap or slow GPUs keeps
/// its features below 1 as well).
struct Scales {
    double gpusPerMachine = 1, speed = 1, price = 1, costPerWork = 1;
    explicit Scales(const Cluster& c)
    {
        for (MachineId m = 0; m < c.machineCount(); ++m) {
            const Machine& mm = c.machines[std::size_t(m)];
            const GpuType& type = c.gpuTypes[std::size_t(mm.gpuType)];
            const double p = CheapestFitPlacement::pricePerGpuHour(c, m);
            gpusPerMachine = std::max(gpusPerMachine, double(mm.gpuCount));
            speed = std::max(speed, type.speed);
            price = std::max(price, p);
            costPerWork = std::max(costPerWork, p / type.speed);
        }
    }
};

/// What the scheduler expects of each machine at one decision: time per unit of work by the belief,
/// price, and when running jobs will give their GPUs back (estimated from their remaining work at
/// the machine's believed speed). `reserved` holds work the teacher has promised a machine.
struct Outlook {
    std::vector<double> timePerWork; ///< believed slowdown / GPU type speed
    std::vector<double> price;       ///< per GPU-hour
    std::vector<int> freeNow;        ///< usable GPUs (up machines)
    std::vector<int> gpus;           ///< GPUs of the machine
    std::vector<std::vector<std::pair<double, int>>> releases; ///< (seconds from now, GPUs), sorted
    std::vector<double> reserved;    ///< seconds of promised work (teacher)

    /// Seconds until `g` GPUs are free on m (infinity if never).
    double waitFor(std::size_t m, int g) const
    {
        if (g > gpus[m]) return std::numeric_limits<double>::infinity();
        double t = 0;
        int free = freeNow[m];
        for (const auto& [when, n] : releases[m]) {
            if (free >= g) break;
            free += n;
            t = when;
        }
        if (free < g) return std::numeric_limits<double>::infinity();
        return t + reserved[m];
    }
};

class DualAgentScheduler final : public Scheduler {
public:
    explicit DualAgentScheduler(std::shared_ptr<DualRuntime> rt) : m_rt(std::move(rt)) { }
    DualAgentScheduler(const DualAgentScheduler& other) : Scheduler(other), m_rt(std::make_shared<DualRuntime>(*other.m_rt))
    {
        if (m_rt->belief) m_rt->belief = std::shared_ptr<MachineBelief>(m_rt->belief->clone());
    }
    std::string name() const override { return "dual-agent"; }
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<DualAgentScheduler>(*this); }
    bool machineBelief(std::vector<double>& mean, std::vector<double>& variance) const override
    {
        const MachineBelief* b = m_rt->belief.get();
        if (!b) return false;
        mean.resize(std::size_t(b->machineCount()));
        variance.resize(mean.size());
        for (MachineId m = 0; m < b->machineCount(); ++m) {
            mean[std::size_t(m)] = b->mean(m);
            variance[std::size_t(m)] = b->variance(m);
        }
        return true;
    }

    void onFinish(const SimulationView& view, JobIndex job) override
    {
        DualRuntime& rt = *m_rt;
        auto it = rt.started.find(job);
        if (it == rt.started.end()) return;
        const double slowdown = observedSlowdown(view, job, it->second);
        if (slowdown > 0 && rt.belief) rt.belief->observe(it->second.machine, slowdown);
        rt.started.erase(it);
    }

    void schedule(const SimulationView& view, DecisionSink& sink) override
    {
        DualRuntime& rt = *m_rt;
        const Cluster& cluster = view.cluster();
        if (!rt.belief) rt.belief = makeBelief(cluster, rt.gaussianProcess);
        if (!m_scales) m_scales = std::make_shared<Scales>(cluster);
        if (rt.trueSpeeds && m_trueSlowdown.empty())
            for (const Machine& machine : cluster.machines) m_trueSlowdown.push_back(1.0 / std::max(0.05, machine.perfFactor));
        const int K = rt.window, M = cluster.machineCount();
        const std::size_t jobPart = std::size_t(K * kDualJobFeatures), machinePart = std::size_t(M * kDualMachineFeatures);
        std::vector<float> obs(jobPart + machinePart + kDualJobFeatures);
        std::vector<std::uint8_t> mask(std::size_t(K + 1 + M));
        std::vector<JobIndex> win;
        std::vector<std::vector<int>> usable(static_cast<std::size_t>(K));
        for (int guard = 0; guard < 10000; ++guard) {
            queuedWindow(view, K, win);
            if (win.empty()) return;
            bool any = false;
            std::fill(mask.begin(), mask.end(), 0);
            for (std::size_t k = 0; k < win.size(); ++k) {
                usable[k] = PlacementBase::usableGpus(view, win[k]);
                const int total = std::accumulate(usable[k].begin(), usable[k].end(), 0);
                mask[k] = total >= gpusOf(view, win[k]);
                any = any || mask[k];
            }
            if (!any) return;
            // Waiting with nothing running would stall the run.
            mask[std::size_t(K)] = view.running().empty() ? 0 : 1;
            Outlook outlook = makeOutlook(view);
            // The teacher's choice, for the hint features (on a copy: the teacher books machines in it).
            int hintJob = -1, hintMachine = -1;
            if (rt.teacherHint) {
                Outlook scratch = outlook;
                std::tie(hintJob, hintMachine) = teacherOrder(view, scratch, win, mask, usable);
            }

            // The ordering agent.
            std::fill(obs.begin(), obs.end(), 0.0f);
            for (std::size_t k = 0; k < win.size(); ++k) {
                jobFeatures(view, outlook, win[k], int(k), mask[k] != 0, usable[k], obs.data() + k * kDualJobFeatures);
                obs[k * kDualJobFeatures + kDualHintFeature] = int(k) == hintJob ? 1.0f : 0.0f;
            }
            machineFeatures(view, outlook, -1, {}, obs.data() + jobPart);
            // While ordering the chosen job's slot is free: its hint says "the teacher would wait".
            if (rt.teacherHint) obs[jobPart + machinePart + kDualHintFeature] = hintJob >= K ? 1.0f : 0.0f;
            Explanation why;
            why.part = partName();
            why.scoreName = rt.mode == ActMode::Teacher ? "teacher's choice (1)" : "probability";
            int action = K;
            int teacherMachine = -1;
            if (rt.agents & kDualOrdering) {
                if (rt.mode == ActMode::Teacher) {
                    std::tie(action, teacherMachine) = teacherOrder(view, outlook, win, mask, usable);
                    if (action < K) why.add({ CandidateKind::Job, win[std::size_t(action)], 1.0, GANTRY_TR_NOOP("CandidateNote", "ordering (teacher)") });
                    else why.add({ CandidateKind::Action, K, 1.0, GANTRY_TR_NOOP("CandidateNote", "ordering (teacher): wait for better machines") });
                    if (!mask[std::size_t(K)] && action >= K) action = firstAllowed(mask, K); // never stall
                } else {
                    infer(obs, mask);
                    action = chooseAction(rt.probs, mask, rt.mode == ActMode::Greedy, rt.rng);
                    explainOrdering(win, K, why);
                }
                if (rt.override.applies(mask) && rt.override.action != action) {
                    action = rt.override.action;
                    teacherMachine = -1; // the teacher's machine was for its own choice
                }
                if (rt.record) rt.steps.push_back({ obs, mask, action, false, view.now(), action < K ? win[std::size_t(action)] : -1 });
            } else {
                // FIFO with backfill (as the baselines): the first job in queue order that fits.
                action = firstAllowed(mask, K);
                if (action >= K) return;
                why.add({ CandidateKind::Job, win[std::size_t(action)], 1.0, GANTRY_TR_NOOP("CandidateNote", "ordering: fifo (backfill)") });
            }
            if (action >= K) {
                sink.wait(-1, std::move(why));
                return;
            }
            const JobIndex job = win[std::size_t(action)];
            const std::vector<int>& free = usable[std::size_t(action)];
            const int gpus = gpusOf(view, job);

            // The placement agent.
            std::fill(mask.begin(), mask.end(), 0);
            bool whole = false;
            for (MachineId m = 0; m < M; ++m) whole = whole || free[std::size_t(m)] >= gpus;
            for (MachineId m = 0; m < M; ++m)
                mask[std::size_t(K + 1 + m)] = whole ? free[std::size_t(m)] >= gpus : free[std::size_t(m)] > 0;
            std::fill(obs.begin() + std::ptrdiff_t(jobPart), obs.end(), 0.0f);
            machineFeatures(view, outlook, job, free, obs.data() + jobPart);
            jobFeatures(view, outlook, job, action, true, free, obs.data() + jobPart + machinePart);
            if (rt.teacherHint) {
                // The teacher's machine for this job: the one it chose with the job, else its least cost.
                int hinted = action == hintJob && hintMachine >= 0 && mask[std::size_t(K + 1 + hintMachine)] ? hintMachine : -1;
                if (hinted < 0) {
                    const double work = std::max(1.0, view.remainingWork(job));
                    double best = std::numeric_limits<double>::infinity();
                    for (MachineId m = 0; m < M; ++m)
                        if (mask[std::size_t(K + 1 + m)]) {
                            const double c = cost(outlook, std::size_t(m), 0, work, gpus);
                            if (c < best) best = c, hinted = m;
                        }
                }
                if (hinted >= 0) obs[jobPart + std::size_t(hinted) * kDualMachineFeatures + kDualHintFeature] = 1.0f;
            }
            std::vector<double> preference(std::size_t(M), -1e300); // higher first, for spreading
            std::optional<Placement> placement;
            if (rt.agents & kDualPlacement) {
                int machine = -1;
                if (rt.mode == ActMode::Teacher) {
                    const double work = std::max(1.0, view.remainingWork(job));
                    for (MachineId m = 0; m < M; ++m)
                        if (mask[std::size_t(K + 1 + m)]) preference[std::size_t(m)] = -cost(outlook, std::size_t(m), 0, work, gpus);
                    machine = teacherMachine >= 0 && mask[std::size_t(K + 1 + teacherMachine)]
                        ? teacherMachine
                        : int(std::max_element(preference.begin(), preference.end()) - preference.begin());
                    why.add({ CandidateKind::Machine, machine, 1.0, GANTRY_TR_NOOP("CandidateNote", "placement (teacher: least expected time and fee)") });
                } else {
                    infer(obs, mask);
                    const int a = chooseAction(rt.probs, mask, rt.mode == ActMode::Greedy, rt.rng);
                    machine = a - (K + 1);
                    for (MachineId m = 0; m < M; ++m) preference[std::size_t(m)] = rt.probs[std::size_t(K + 1 + m)];
                    explainPlacement(M, K, why);
                }
                if (rt.override.applies(mask)) machine = rt.override.action - (K + 1);
                if (rt.record) rt.steps.push_back({ obs, mask, K + 1 + machine, true, view.now(), job });
                placement = realise(view, job, machine, gpus, free, preference);
            } else {
                Explanation scratch;
                placement = m_cheapest.place(view, job, gpus, std::max(0, view.spec(job).psCount), scratch);
                why.add({ CandidateKind::Machine, placement && !placement->gpus.empty() ? cluster.machineOf(placement->gpus.front()) : -1,
                    1.0, GANTRY_TR_NOOP("CandidateNote", "placement: cheapest-fit") });
            }
            if (!placement) return; // cannot happen: the mask promised room
            DualRuntime::Started s;
            s.time = view.now();
            s.workAtStart = view.spec(job).duration - view.remainingWork(job);
            s.nominalRate = view.nominalRate(job, *placement).rate;
            s.machine = cluster.machineOf(placement->gpus.front());
            for (GpuId g : placement->gpus)
                if (cluster.machineOf(g) != s.machine) s.machine = -1;
            if (!sink.start(job, std::move(*placement), std::move(why))) return;
            rt.started[job] = s;
        }
    }

private:
    static int gpusOf(const SimulationView& view, JobIndex job) { return std::max(1, view.spec(job).gpus); }
    static int firstAllowed(const std::vector<std::uint8_t>& mask, int K)
    {
        for (int k = 0; k < K; ++k)
            if (mask[std::size_t(k)]) return k;
        return K;
    }

    std::string partName() const
    {
        const int a = m_rt->agents;
        if (a == kDualOrdering) return "dual-agent ordering + placement:cheapest-fit";
        if (a == kDualPlacement) return "ordering:fifo + dual-agent placement";
        return m_rt->mode == ActMode::Teacher ? "dual-agent (teacher)" : "dual-agent";
    }

    void infer(const std::vector<float>& obs, const std::vector<std::uint8_t>& mask)
    {
        m_rt->net->probabilities(obs.data(), mask.data(), m_rt->probs);
        ++m_rt->inferences;
    }

    double slowdownOf(MachineId m) const
    {
        if (!m_trueSlowdown.empty()) return m_trueSlowdown[std::size_t(m)];
        return std::max(0.05, m_rt->belief->mean(m));
    }

    Outlook makeOutlook(const SimulationView& view) const
    {
        const Cluster& cluster = view.cluster();
        const std::size_t n = std::size_t(cluster.machineCount());
        Outlook o;
        o.timePerWork.resize(n);
        o.price.resize(n);
        o.freeNow.resize(n);
        o.gpus.resize(n);
        o.releases.resize(n);
        o.reserved.assign(n, 0.0);
        const std::span<const int> freeGpus = view.freeGpusByMachine();
        const std::span<const char> up = view.machinesUp();
        for (std::size_t m = 0; m < n; ++m) {
            const Machine& mm = cluster.machines[m];
            o.timePerWork[m] = slowdownOf(MachineId(m)) / cluster.gpuTypes[std::size_t(mm.gpuType)].speed;
            o.price[m] = CheapestFitPlacement::pricePerGpuHour(cluster, MachineId(m));
            o.freeNow[m] = up[m] ? freeGpus[m] : 0;
            o.gpus[m] = up[m] ? mm.gpuCount : 0;
        }
        for (JobIndex j : view.running()) {
            const Placement& p = view.state(j).placement;
            if (p.gpus.empty()) continue;
            double slowest = 0;
            for (GpuId g : p.gpus) slowest = std::max(slowest, o.timePerWork[std::size_t(cluster.machineOf(g))]);
            const double left = view.remainingWork(j) * slowest;
            MachineId last = -1;
            for (GpuId g : p.gpus) {
                const MachineId m = cluster.machineOf(g);
                auto& r = o.releases[std::size_t(m)];
                if (m == last) ++r.back().second;
                else r.push_back({ left, 1 });
                last = m;
            }
        }
        for (auto& r : o.releases) std::sort(r.begin(), r.end());
        return o;
    }

    /// The team cost of running `work` reference seconds of a `gpus`-GPU job on machine m after
    /// waiting `wait` seconds: its time over the reference JCT plus its fee over the reference fee per
    /// job (weighted as the team reward weighs them).
    double cost(const Outlook& o, std::size_t m, double wait, double work, int gpus) const
    {
        const DualRuntime& rt = *m_rt;
        const double run = work * o.timePerWork[m];
        const double fee = run / 3600.0 * gpus * o.price[m];
        return (wait + run) / rt.referenceJct + rt.feeWeight * fee / rt.referenceFeePerJob;
    }

    /// The cheapest machine for a job now (among `free` hosts) and with waiting (any machine): costs.
    std::pair<double, double> bestCosts(const Outlook& o, double work, int gpus, const std::vector<int>& free) const
    {
        double now = std::numeric_limits<double>::infinity(), later = now;
        for (std::size_t m = 0; m < o.timePerWork.size(); ++m) {
            if (free[m] >= gpus) now = std::min(now, cost(o, m, 0, work, gpus));
            const double w = o.waitFor(m, gpus);
            if (std::isfinite(w)) later = std::min(later, cost(o, m, w, work, gpus));
        }
        return { now, std::min(now, later) };
    }

    /// The teacher's ordering: shortest job first, but a job skips its turn when waiting for a better
    /// machine costs less than starting now (each job that waits books its machine for its run).
    std::pair<int, int> teacherOrder(const SimulationView& view, Outlook& o, const std::vector<JobIndex>& win,
        const std::vector<std::uint8_t>& mask, const std::vector<std::vector<int>>& usable) const
    {
        const int K = m_rt->window;
        std::vector<std::size_t> order;
        for (std::size_t k = 0; k < win.size(); ++k) order.push_back(k);
        std::stable_sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return view.remainingWork(win[a]) < view.remainingWork(win[b]); });
        for (std::size_t k : order) {
            const int gpus = gpusOf(view, win[k]);
            const double work = std::max(1.0, view.remainingWork(win[k]));
            std::size_t bestNow = o.timePerWork.size(), bestLater = bestNow;
            double now = std::numeric_limits<double>::infinity(), later = now;
            for (std::size_t m = 0; m < o.timePerWork.size(); ++m) {
                if (mask[k] && usable[k][m] >= gpus) {
                    const double c = cost(o, m, 0, work, gpus);
                    if (c < now) now = c, bestNow = m;
                }
                const double w = o.waitFor(m, gpus);
                if (std::isfinite(w) && w > 0) {
                    const double c = cost(o, m, w, work, gpus);
                    if (c < later) later = c, bestLater = m;
                }
            }
            if (bestNow < o.timePerWork.size() && now <= later) return { int(k), int(bestNow) };
            if (mask[k] && bestNow == o.timePerWork.size() && bestLater == o.timePerWork.size()) return { int(k), -1 }; // spreads
            if (bestLater < o.timePerWork.size()) o.reserved[bestLater] += work * o.timePerWork[bestLater];
        }
        return { K, -1 };
    }

    void jobFeatures(const SimulationView& view, const Outlook& o, JobIndex job, int position, bool fits,
        const std::vector<int>& free, float* f) const
    {
        const DualRuntime& rt = *m_rt;
        const JobSpec& spec = view.spec(job);
        const int gpus = gpusOf(view, job);
        const double scale = std::log1p(rt.timeScale / 600.0);
        const double work = std::max(1.0, view.remainingWork(job));
        const auto [now, later] = bestCosts(o, work, gpus, free);
        f[0] = 1.0f;
        f[1] = float(gpus / m_scales->gpusPerMachine);
        f[2] = float(std::min(2.0, std::log1p(work / 600.0) / scale));
        f[3] = float(std::min(4.0, (view.now() - spec.submitTime) / rt.timeScale));
        f[4] = fits ? 1.0f : 0.0f;
        f[5] = std::isfinite(now) ? float(std::min(4.0, now / 4)) : 4.0f;
        f[6] = std::isfinite(later) ? float(std::min(4.0, later / 4)) : 4.0f;
        f[7] = std::isfinite(now) && std::isfinite(later) ? float(std::min(4.0, (now - later) / 4)) : 0.0f;
        f[8] = float(position) / float(std::max(1, rt.window));
    }

    /// Every machine's features; `job` >= 0: for placing that job with `free` usable GPUs.
    void machineFeatures(const SimulationView& view, const Outlook& o, JobIndex job, const std::vector<int>& free, float* out) const
    {
        const Cluster& cluster = view.cluster();
        const int gpus = job >= 0 ? gpusOf(view, job) : 0;
        const double work = job >= 0 ? std::max(1.0, view.remainingWork(job)) : 0;
        for (MachineId m = 0; m < cluster.machineCount(); ++m) {
            float* f = out + std::size_t(m) * kDualMachineFeatures;
            const std::size_t i = std::size_t(m);
            const GpuType& type = cluster.gpuTypes[std::size_t(cluster.machines[i].gpuType)];
            const int avail = job >= 0 ? free[i] : o.freeNow[i];
            const double slowdown = slowdownOf(m);
            f[0] = float(avail / m_scales->gpusPerMachine);
            f[1] = job >= 0 ? (avail >= gpus ? 1.0f : 0.0f) : (avail > 0 ? 1.0f : 0.0f);
            f[2] = float(type.speed / m_scales->speed);
            f[3] = float(o.price[i] / m_scales->price);
            f[4] = float(slowdown - 1.0);
            f[5] = float(std::sqrt(std::max(0.0, m_rt->belief->variance(m))));
            f[6] = float(type.speed / slowdown / m_scales->speed);
            f[7] = float(o.price[i] * slowdown / type.speed / m_scales->costPerWork);
            f[8] = job >= 0 ? float(std::min(4.0, cost(o, i, 0, work, gpus) / 4)) : 0.0f;
        }
    }

    /// The chosen machine first; a job larger than any machine's free GPUs spreads over the others in
    /// the agent's order of preference.
    static std::optional<Placement> realise(const SimulationView& view, JobIndex job, MachineId machine, int gpus,
        const std::vector<int>& free, const std::vector<double>& preference)
    {
        std::vector<MachinePick> picks;
        int left = gpus;
        const int first = std::min(left, free[std::size_t(machine)]);
        picks.push_back({ machine, first });
        left -= first;
        if (left > 0) {
            std::vector<MachineId> others;
            for (MachineId m = 0; m < MachineId(free.size()); ++m)
                if (m != machine && free[std::size_t(m)] > 0) others.push_back(m);
            std::stable_sort(others.begin(), others.end(),
                [&](MachineId a, MachineId b) { return preference[std::size_t(a)] > preference[std::size_t(b)]; });
            for (MachineId m : others) {
                if (left == 0) break;
                const int take = std::min(left, free[std::size_t(m)]);
                picks.push_back({ m, take });
                left -= take;
            }
        }
        if (left > 0) return std::nullopt;
        return PlacementBase::realise(view, job, picks, std::max(0, view.spec(job).psCount));
    }

    void explainOrdering(const std::vector<JobIndex>& win, int K, Explanation& why) const
    {
        const auto& p = m_rt->probs;
        std::vector<int> order;
        for (int a = 0; a <= K; ++a)
            if (p[std::size_t(a)] > 0) order.push_back(a);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return p[std::size_t(a)] > p[std::size_t(b)]; });
        if (order.size() > 4) order.resize(4);
        for (int a : order) {
            if (a == K) why.add({ CandidateKind::Action, K, p[std::size_t(a)], GANTRY_TR_NOOP("CandidateNote", "order: wait") });
            else why.add({ CandidateKind::Job, win[std::size_t(a)], p[std::size_t(a)], GANTRY_TR_NOOP("CandidateNote", "order") });
        }
    }

    void explainPlacement(int M, int K, Explanation& why) const
    {
        const auto& p = m_rt->probs;
        std::vector<int> order;
        for (int m = 0; m < M; ++m)
            if (p[std::size_t(K + 1 + m)] > 0) order.push_back(m);
        std::stable_sort(order.begin(), order.end(),
            [&](int a, int b) { return p[std::size_t(K + 1 + a)] > p[std::size_t(K + 1 + b)]; });
        if (order.size() > 4) order.resize(4);
        for (int m : order) {
            const std::string label = "place \xC2\xB7 slowdown " + formatFixed(m_rt->belief->mean(m), 2) + "\xC2\xB1"
                + formatFixed(std::sqrt(std::max(0.0, m_rt->belief->variance(m))), 2);
            why.add({ CandidateKind::Machine, m, p[std::size_t(K + 1 + m)], label });
        }
    }

    std::shared_ptr<DualRuntime> m_rt;
    std::shared_ptr<const Scales> m_scales;
    std::vector<double> m_trueSlowdown; ///< only for the bound (DualRuntime::trueSpeeds)
    CheapestFitPlacement m_cheapest;
};

} // namespace

std::unique_ptr<Scheduler> makeDualAgentScheduler(std::shared_ptr<DualRuntime> runtime)
{
    return std::make_unique<DualAgentScheduler>(std::move(runtime));
}

DualRuntime dualRuntimeOf(const Checkpoint& model)
{
    auto setting = [&](const char* key, double fallback) { return model.meta.setting(key, fallback); };
    DualRuntime rt;
    rt.window = std::max(1, model.meta.net.jobSlots);
    rt.agents = std::clamp(int(setting("agents", kDualBoth)), 1, 3);
    rt.gaussianProcess = setting("gaussian_process", 1) != 0;
    rt.timeScale = std::max(1.0, setting("time_scale", 36000));
    rt.referenceJct = std::max(1.0, setting("reference_jct", rt.timeScale / 4));
    rt.referenceFeePerJob = std::max(1e-9, setting("reference_fee_per_job", 1.0));
    rt.feeWeight = std::max(0.0, setting("fee_weight", 1.0));
    rt.trueSpeeds = setting("true_speeds", 0) != 0;
    rt.teacherHint = setting("teacher_hint", 0) != 0;
    return rt;
}

std::unique_ptr<Scheduler> makeDualAgentScheduler(const Checkpoint& model, std::shared_ptr<const Network> net, ActMode mode,
    std::uint64_t seed)
{
    auto rt = std::make_shared<DualRuntime>(dualRuntimeOf(model));
    rt->net = std::move(net);
    // "teacher" (an evaluation row): the heuristic the pair imitated, with the model's cost units, so
    // that a user sees what the learning added to it.
    rt->mode = model.meta.setting("teacher", 0) != 0 ? ActMode::Teacher : mode;
    rt->rng = Rng(seed);
    return makeDualAgentScheduler(rt);
}

} // namespace gantry::learn
