#include "core/learn/Dl2.h"

#include "core/engine/Simulation.h"
#include "core/policy/ComposedScheduler.h"
#include "core/policy/Orderings.h"
#include "core/policy/Placements.h"
#include "core/policy/Sizings.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

namespace gantry::learn {

namespace {

const char* kKindLabel[3] = { "+worker", "+PS", "+bundle" };

struct Alloc {
    int workers = 0;
    int ps = 0;
};

/// Job-seconds spent in the system (submitted, not finished) between t0 and t1, in slots.
double jobSlotsBetween(const SimulationView& view, double t0, double t1)
{
    double sum = 0;
    for (JobIndex j = 0; j < view.jobCount(); ++j) {
        const double submit = view.spec(j).submitTime;
        const JobState& st = view.state(j);
        const double end = st.finishTime >= 0 ? st.finishTime : t1;
        const double a = std::max(t0, submit);
        const double b = std::min(t1, end);
        if (b > a) sum += b - a;
    }
    return sum / kDl2SlotSeconds;
}

void recordPass(Dl2Runtime& rt, const SimulationView& view)
{
    const double t = view.now();
    if (rt.jctReward) {
        if (!rt.passTimes.empty()) rt.passRewards.push_back(-jobSlotsBetween(view, rt.passTimes.back(), t));
    } else {
        const double progress = dl2Progress(view);
        if (!rt.passTimes.empty()) rt.passRewards.push_back(progress - rt.lastProgress);
        rt.lastProgress = progress;
    }
    rt.passTimes.push_back(t);
}

/// DL2's job-aware exploration (simplified, see docs/learning.md): even out very unequal jobs, keep
/// every task kind in use, otherwise a random feasible growth. -1 when no action is feasible.
int jobAwareExploration(Dl2Runtime& rt, const std::vector<std::size_t>& win, const std::vector<Alloc>& alloc,
    const std::vector<std::uint8_t>& mask)
{
    const int J = rt.window;
    int forced = -1;
    std::size_t small = 0, large = 0;
    auto size = [&](std::size_t k) { return alloc[win[k]].workers + alloc[win[k]].ps; };
    for (std::size_t k = 1; k < win.size(); ++k) {
        if (size(k) < size(small)) small = k;
        if (size(k) > size(large)) large = k;
    }
    const double ratio = double(size(large)) / std::max(1, size(small));
    if (ratio > 3.0 + double(rt.rng.below(3))) {
        const int kind = rt.rng.bernoulli(0.5) ? 2 : 0;
        if (mask[3 * small + std::size_t(kind)]) forced = int(3 * small) + kind;
    }
    if (forced < 0) {
        std::uint64_t total = 0;
        for (auto c : rt.kindCounts) total += c;
        for (int kind = 0; kind < 3 && forced < 0 && total > 1000; ++kind)
            if (double(rt.kindCounts[std::size_t(kind)]) < 0.001 * double(total))
                for (std::size_t k = 0; k < win.size() && forced < 0; ++k)
                    if (mask[3 * k + std::size_t(kind)]) forced = int(3 * k) + kind;
    }
    if (forced < 0) {
        std::vector<int> options;
        for (int a = 0; a < 3 * J; ++a)
            if (mask[std::size_t(a)]) options.push_back(a);
        if (!options.empty()) forced = options[std::size_t(rt.rng.below(options.size()))];
    }
    return forced;
}

/// Why a job grew: the teacher's one action, or the network's top actions and their probabilities.
Explanation explainIncrement(const Dl2Runtime& rt, int action, const std::vector<JobIndex>& ordered, const std::vector<std::size_t>& win)
{
    const int J = rt.window;
    const int A = 3 * J + 1;
    Explanation why;
    why.part = rt.mode == ActMode::Teacher ? "dl2 (teacher: drf)" : "dl2";
    why.scoreName = GANTRY_TR_NOOP("ScoreName", "probability");
    if (rt.mode == ActMode::Teacher) {
        why.add({ CandidateKind::Action, action, 1.0,
            "job " + std::to_string(ordered[win[std::size_t(action / 3)]]) + ": " + kKindLabel[action % 3] });
        return why;
    }
    std::vector<int> order(std::size_t(A), 0);
    for (int a = 0; a < A; ++a) order[std::size_t(a)] = a;
    std::partial_sort(order.begin(), order.begin() + std::min<std::ptrdiff_t>(5, A), order.end(),
        [&](int a, int b) { return rt.probs[std::size_t(a)] > rt.probs[std::size_t(b)]; });
    for (int n = 0; n < std::min(5, A); ++n) {
        const int a = order[std::size_t(n)];
        if (rt.probs[std::size_t(a)] <= 0) break;
        const std::string label = a == 3 * J ? std::string("stop")
            : std::size_t(a / 3) < win.size()
            ? "job " + std::to_string(ordered[win[std::size_t(a / 3)]]) + ": " + kKindLabel[a % 3]
            : std::string("empty slot");
        why.add({ CandidateKind::Action, a, rt.probs[std::size_t(a)], label });
    }
    return why;
}

/// Optimus's criterion for one more task (`step`: a worker or a PS) at the job's tentative size
/// (OptimusSizing::marginalGain per dominant share), counted per GPU's worth of the cluster (a worker
/// on a GPU-bound cluster: 1); 0 when it saves nothing.
double optimusGain(const SimulationView& view, JobIndex job, Alloc now, Alloc step, double totalGpus, double totalCpus)
{
    const auto gain = OptimusSizing::marginalGain(view, job, now.workers, now.ps, step.workers, step.ps, totalGpus, totalCpus, true);
    return gain ? std::max(0.0, *gain / totalGpus) : 0.0;
}

/// The network's view of optimusGain: a log scale of slots, 0 for nothing, 1 for 50 slots or more.
/// Given it, the network need not learn each model's speed function from the model's index.
double gainFeature(double gain) { return std::min(1.0, std::log1p(gain / kDl2SlotSeconds) / std::log1p(50.0)); }

} // namespace

int chooseAction(const std::vector<float>& probs, const std::vector<std::uint8_t>& mask, bool greedy, Rng& rng)
{
    if (greedy) return int(std::max_element(probs.begin(), probs.end()) - probs.begin());
    const double u = rng.uniform();
    double acc = 0;
    int last = 0;
    for (std::size_t a = 0; a < probs.size(); ++a) {
        if (!mask[a]) continue;
        acc += probs[a];
        last = int(a);
        if (u < acc) return last;
    }
    return last;
}

double dl2Progress(const SimulationView& view)
{
    double sum = 0;
    for (JobIndex j = 0; j < view.jobCount(); ++j) {
        const JobState& st = view.state(j);
        const double d = view.spec(j).duration;
        if (st.phase == JobPhase::Finished) sum += 1.0;
        else if (d > 0 && st.phase != JobPhase::Pending && st.phase != JobPhase::Rejected)
            sum += std::clamp(1.0 - view.remainingWork(j) / d, 0.0, 1.0);
    }
    return sum;
}

void dl2FinishEpisode(Dl2Runtime& rt, const SimulationView& view)
{
    if (rt.passTimes.empty()) return;
    double end = rt.passTimes.back();
    for (JobIndex j = 0; j < view.jobCount(); ++j) end = std::max(end, view.state(j).finishTime);
    rt.episodeEnd = end;
    if (rt.jctReward) rt.passRewards.push_back(-jobSlotsBetween(view, rt.passTimes.back(), end));
    else rt.passRewards.push_back(dl2Progress(view) - rt.lastProgress);
}

NetSpec dl2NetSpec(int window, bool marginalGain)
{
    NetSpec s;
    s.kind = "mlp";
    s.inputSize = dl2Features(marginalGain) * window;
    s.actions = 3 * window + 1;
    s.hidden = { 64, 64 };
    s.learningRate = 5e-3;
    s.valueLearningRate = 1e-3;
    return s;
}

std::unique_ptr<SizingPolicy> Dl2Sizing::clone() const
{
    return std::make_unique<Dl2Sizing>(std::make_shared<Dl2Runtime>(*m_runtime));
}

std::vector<SizeTarget> Dl2Sizing::targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const
{
    Dl2Runtime& rt = *m_runtime;
    const int J = rt.window;
    const int A = 3 * J + 1;
    const bool boundary = std::fabs(std::remainder(view.now(), kDl2SlotSeconds)) < 1e-6;
    if (rt.record) recordPass(rt, view);
    const int pass = int(rt.passTimes.size()) - 1;
    rt.explanations.clear();

    const Cluster& cluster = view.cluster();
    const double totalGpus = std::max(1, cluster.gpuCount());
    int totalCpuSlots = 0;
    for (const auto& m : cluster.machines) totalCpuSlots += m.cpuSlots;
    const double totalCpus = std::max(1, totalCpuSlots);

    // Budget: at a slot boundary everything the sized jobs hold is re-decided from scratch (DL2 clears
    // the cluster every slot); between boundaries jobs keep what they have and only free resources
    // are handed out.
    int gpus = 0, cpus = 0;
    std::vector<Alloc> alloc(ordered.size());
    std::vector<SizeRange> range(ordered.size());
    for (std::size_t i = 0; i < ordered.size(); ++i) range[i] = SizingBase::rangeOf(view, ordered[i]);
    if (boundary) {
        std::tie(gpus, cpus) = SizingBase::capacity(view, ordered);
    } else {
        gpus = view.freeGpuCount();
        for (MachineId m = 0; m < cluster.machineCount(); ++m)
            if (view.machineUp(m)) cpus += view.freeCpusOn(m);
        for (std::size_t i = 0; i < ordered.size(); ++i) {
            const JobState& st = view.state(ordered[i]);
            if (st.phase == JobPhase::Running)
                alloc[i] = { int(st.placement.gpus.size()), int(st.placement.psMachines.size()) };
        }
    }
    auto cpuOf = [&](std::size_t i, int w, int p) { return w > 0 || p > 0 ? view.cpuDemand(ordered[i], w, p) : 0; };

    // Anti-starvation (DL2's ASSIGN_BUNDLE): every job first gets its minimum if it fits.
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        if (alloc[i].workers > 0) continue;
        const int c = cpuOf(i, range[i].minWorkers, range[i].minPs);
        if (range[i].minWorkers <= gpus && c <= cpus) {
            gpus -= range[i].minWorkers;
            cpus -= c;
            alloc[i] = { range[i].minWorkers, range[i].minPs };
            Explanation why;
            why.part = "dl2 (anti-starvation bundle)";
            why.scoreName = GANTRY_TR_NOOP("ScoreName", "probability");
            why.add({ CandidateKind::Action, -1, 1.0, GANTRY_TR_NOOP("CandidateNote", "minimum size first") });
            rt.explanations[ordered[i]] = why;
        }
    }

    std::vector<float> obs(std::size_t(dl2Features(rt.marginalGain) * J));
    std::vector<std::uint8_t> mask(static_cast<std::size_t>(A), 0);
    std::vector<std::size_t> win;
    auto share = [&](std::size_t i) {
        return std::max(alloc[i].workers / totalGpus, cpuOf(i, alloc[i].workers, alloc[i].ps) / totalCpus);
    };
    const bool needGains = rt.marginalGain || (rt.mode == ActMode::Teacher && rt.teacher == Dl2Teacher::Optimus);
    std::vector<double> gains(std::size_t(2 * J), 0.0); // optimusGain of +worker, +PS per window job
    for (int guard = 0; guard < 4096; ++guard) {
        win.clear();
        for (std::size_t i = 0; i < ordered.size() && int(win.size()) < J; ++i) {
            if (!range[i].elastic || alloc[i].workers == 0) continue;
            if (alloc[i].workers >= range[i].maxWorkers && alloc[i].ps >= range[i].maxPs) continue;
            win.push_back(i);
        }
        if (win.empty()) break;
        std::fill(obs.begin(), obs.end(), 0.0f);
        std::fill(mask.begin(), mask.end(), 0);
        std::fill(gains.begin(), gains.end(), 0.0);
        bool any = false;
        for (std::size_t k = 0; k < win.size(); ++k) {
            const std::size_t i = win[k];
            const JobIndex j = ordered[i];
            const JobSpec& spec = view.spec(j);
            const int models = std::max(1, view.models().size());
            auto set = [&](int f, double v) { obs[std::size_t(f * J) + k] = float(v); };
            set(0, double(spec.model + 1) / models);
            set(1, std::min(1.0, (view.now() - spec.submitTime) / kDl2SlotSeconds / 20.0));
            set(2, spec.duration > 0 ? std::clamp(view.remainingWork(j) / spec.duration, 0.0, 1.0) : 0.0);
            set(3, std::min(1.0, 4.0 * share(i)));
            set(4, double(alloc[i].workers) / std::max(1, range[i].maxWorkers));
            set(5, double(alloc[i].ps) / std::max(1, range[i].maxPs));
            if (needGains) {
                gains[2 * k] = alloc[i].workers < range[i].maxWorkers ? optimusGain(view, j, alloc[i], { 1, 0 }, totalGpus, totalCpus) : 0.0;
                gains[2 * k + 1] = alloc[i].ps < range[i].maxPs ? optimusGain(view, j, alloc[i], { 0, 1 }, totalGpus, totalCpus) : 0.0;
            }
            if (rt.marginalGain) {
                set(6, gainFeature(gains[2 * k]));
                set(7, gainFeature(gains[2 * k + 1]));
            }
            const int w = alloc[i].workers, p = alloc[i].ps;
            const int cNow = cpuOf(i, w, p);
            const bool canW = w < range[i].maxWorkers && gpus >= 1 && cpuOf(i, w + 1, p) - cNow <= cpus;
            const bool canP = p < range[i].maxPs && cpuOf(i, w, p + 1) - cNow <= cpus;
            const bool canB = w < range[i].maxWorkers && p < range[i].maxPs && gpus >= 1
                && cpuOf(i, w + 1, p + 1) - cNow <= cpus;
            mask[3 * k + 0] = canW;
            mask[3 * k + 1] = canP;
            mask[3 * k + 2] = canB;
            any = any || canW || canP || canB;
        }
        mask[std::size_t(3 * J)] = 1;
        if (!any) break;

        // DRF: a bundle to the window job with the smallest dominant share whose bundle fits, else stop.
        const auto drfAction = [&] {
            int drf = 3 * J;
            double best = 1e300;
            for (std::size_t k = 0; k < win.size(); ++k) {
                if (!mask[3 * k + 2]) continue;
                const double s = share(win[k]);
                if (s < best) {
                    best = s;
                    drf = int(3 * k + 2);
                }
            }
            return drf;
        };
        // Optimus: the +worker or +PS with the largest gain (optimusGain); stop when nothing gains.
        const auto optimusAction = [&] {
            int optimus = 3 * J;
            double bestGain = 0;
            for (std::size_t k = 0; k < 2 * win.size(); ++k) {
                const std::size_t a = 3 * (k / 2) + k % 2;
                if (mask[a] && gains[k] > bestGain) bestGain = gains[k], optimus = int(a);
            }
            return optimus;
        };
        int action = 3 * J;
        if (rt.mode == ActMode::Teacher) {
            action = rt.teacher == Dl2Teacher::Optimus ? optimusAction() : drfAction();
        } else {
            rt.net->probabilities(obs.data(), mask.data(), rt.probs);
            ++rt.inferences;
            action = chooseAction(rt.probs, mask, rt.mode == ActMode::Greedy, rt.rng);
            if (rt.mode == ActMode::Explore && rt.rng.bernoulli(rt.explore)) {
                if (const int forced = jobAwareExploration(rt, win, alloc, mask); forced >= 0) action = forced;
            }
            if (rt.mode == ActMode::Explore && rt.exploreStop > 0) {
                // DL2's skip injection: the teacher never stops while anything fits, so without it "stop"
                // is hardly ever tried and allocating less than DRF is never learned.
                if (rt.skipWorkers <= 0) {
                    int most = 2;
                    for (std::size_t i : win) most = std::max(most, range[i].maxWorkers);
                    rt.skipWorkers = 1 + int(rt.rng.below(std::uint64_t(most - 1)));
                }
                bool allAbove = true;
                for (std::size_t i : win) allAbove = allAbove && alloc[i].workers > rt.skipWorkers;
                if (allAbove && rt.rng.bernoulli(rt.exploreStop)) action = 3 * J;
            }
            if (rt.compareWithTeacher) {
                ++rt.compared;
                rt.teacherAgreed += action == drfAction() ? 1 : 0;
            }
        }
        if (rt.record) rt.steps.push_back({ obs, mask, action, pass });
        if (action >= 3 * J) break;
        const std::size_t k = std::size_t(action / 3);
        const int kind = action % 3;
        ++rt.kindCounts[std::size_t(kind)];
        const std::size_t i = win[k];
        const int before = cpuOf(i, alloc[i].workers, alloc[i].ps);
        if (kind != 1) ++alloc[i].workers, --gpus;
        if (kind != 0) ++alloc[i].ps;
        cpus -= cpuOf(i, alloc[i].workers, alloc[i].ps) - before;
        rt.explanations[ordered[i]] = explainIncrement(rt, action, ordered, win);
    }

    std::vector<SizeTarget> out;
    for (std::size_t i = 0; i < ordered.size(); ++i)
        if (alloc[i].workers > 0) out.push_back({ ordered[i], alloc[i].workers, alloc[i].ps, share(i) });
    return out;
}

namespace {

/// Passes decisions through, replacing their explanation by the DL2 network's (action probabilities).
class ExplainingSink final : public DecisionSink {
public:
    ExplainingSink(DecisionSink& inner, const Dl2Runtime* rt) : m_inner(inner), m_rt(rt) { }
    bool start(JobIndex job, Placement placement, Explanation why) override
    {
        return m_inner.start(job, std::move(placement), explain(job, std::move(why)));
    }
    bool preempt(JobIndex job, Explanation why) override { return m_inner.preempt(job, explain(job, std::move(why))); }
    bool resize(JobIndex job, Placement placement, Explanation why) override
    {
        return m_inner.resize(job, std::move(placement), explain(job, std::move(why)));
    }
    void wakeAt(SimTime time, Explanation why) override { m_inner.wakeAt(time, std::move(why)); }
    void wait(JobIndex job, Explanation why) override { m_inner.wait(job, std::move(why)); }
    void tune(Explanation why) override { m_inner.tune(std::move(why)); }

private:
    Explanation explain(JobIndex job, Explanation why) const
    {
        if (!m_rt) return why;
        auto it = m_rt->explanations.find(job);
        if (it == m_rt->explanations.end()) {
            why.part = "dl2 (" + why.part + ")";
            return why;
        }
        return it->second;
    }
    DecisionSink& m_inner;
    const Dl2Runtime* m_rt;
};

class Dl2Scheduler final : public Scheduler {
public:
    explicit Dl2Scheduler(std::shared_ptr<Dl2Runtime> rt)
        : m_inner(std::make_unique<FifoOrdering>(), std::make_unique<LeastLoadedPlacement>(),
            std::make_unique<Dl2Sizing>(std::move(rt)), true, kDl2SlotSeconds)
    {
    }
    std::string name() const override { return "dl2"; }
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<Dl2Scheduler>(*this); }
    SimTime tickInterval() const override { return m_inner.tickInterval(); }
    void schedule(const SimulationView& view, DecisionSink& sink) override
    {
        const auto* sizing = dynamic_cast<const Dl2Sizing*>(m_inner.sizing());
        ExplainingSink explaining(sink, sizing ? &sizing->runtime() : nullptr);
        m_inner.schedule(view, explaining);
    }

private:
    ComposedScheduler m_inner;
};

} // namespace

std::unique_ptr<Scheduler> makeDl2Scheduler(std::shared_ptr<Dl2Runtime> runtime)
{
    return std::make_unique<Dl2Scheduler>(std::move(runtime));
}

} // namespace gantry::learn
