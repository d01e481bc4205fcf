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

namespace {

/// One sizing pass: what each ordered job holds and may hold, and the GPUs and CPU slots left to hand out.
struct SizingRound {
    SizingRound(const SimulationView& view, const std::vector<JobIndex>& ordered, bool boundary);
    int cpuOf(std::size_t i, int workers, int ps) const
    {
        return workers > 0 || ps > 0 ? view.cpuDemand(ordered[i], workers, ps) : 0;
    }
    /// The job's dominant share of the cluster (GPUs or CPU slots) at its allocation now.
    double share(std::size_t i) const
    {
        return std::max(alloc[i].workers / totalGpus, cpuOf(i, alloc[i].workers, alloc[i].ps) / totalCpus);
    }

    const SimulationView& view;
    const std::vector<JobIndex>& ordered;
    double totalGpus = 1;
    double totalCpus = 1;
    int gpus = 0;
    int cpus = 0;
    std::vector<Alloc> alloc;
    std::vector<SizeRange> range;
};

SizingRound::SizingRound(const SimulationView& view, const std::vector<JobIndex>& ordered, bool boundary)
    : view(view), ordered(ordered), alloc(ordered.size()), range(ordered.size())
{
    const Cluster& cluster = view.cluster();
    totalGpus = std::max(1, cluster.gpuCount());
    int totalCpuSlots = 0;
    for (const auto& m : cluster.machines) totalCpuSlots += m.cpuSlots;
    totalCpus = std::max(1, totalCpuSlots);
    for (std::size_t i = 0; i < ordered.size(); ++i) range[i] = SizingBase::rangeOf(view, ordered[i]);
    // Budget: at a slot boundary everything the sized jobs hold is re-decided from scratch (DL2 clears
    // the cluster every slot); between boundaries jobs keep what they have and only free resources
    // are handed out.
    if (boundary) {
        std::tie(gpus, cpus) = SizingBase::capacity(view, ordered);
        return;
    }
    gpus = view.freeGpuCount();
    for (MachineId m = 0; m < cluster.machineCount(); ++m)
        if (view.machineUp(m)) cpus += view.freeCpusOn(m);
    for (std::size_t i = 0; i < ordered.size(); ++i) {
        const JobState& st = view.state(ordered[i]);
        if (st.phase == JobPhase::Running) alloc[i] = { int(st.placement.gpus.size()), int(st.placement.psMachines.size()) };
    }
}

/// Anti-starvation (DL2's ASSIGN_BUNDLE): every job first gets its minimum if it fits.
void giveMinimums(SizingRound& round, Dl2Runtime& rt)
{
    for (std::size_t i = 0; i < round.ordered.size(); ++i) {
        if (round.alloc[i].workers > 0) continue;
        const SizeRange& range = round.range[i];
        const int c = round.cpuOf(i, range.minWorkers, range.minPs);
        if (range.minWorkers > round.gpus || c > round.cpus) continue;
        round.gpus -= range.minWorkers;
        round.cpus -= c;
        round.alloc[i] = { range.minWorkers, range.minPs };
        Explanation why;
        why.part = "dl2 (anti-starvation bundle)";
        why.scoreName = GANTRY_TR_NOOP("ScoreName", "probability");
        why.add({ CandidateKind::Action, -1, 1.0, GANTRY_TR_NOOP("CandidateNote", "minimum size first") });
        rt.explanations[round.ordered[i]] = why;
    }
}

/// The network's view of one step: the window of jobs that may grow, their features, which increments
/// fit (the mask) and, when asked for, each increment's Optimus gain.
struct WindowObservation {
    std::vector<std::size_t> window; ///< indices into the ordered jobs
    std::vector<float> observation;
    std::vector<std::uint8_t> mask;
    std::vector<double> gains; ///< optimusGain of +worker, +PS per window job
};

/// Fills `step` for the jobs that may still grow; false when no increment fits any of them (or none may grow).
bool observe(const SizingRound& round, const Dl2Runtime& rt, bool needGains, WindowObservation& step)
{
    const int J = rt.window;
    const SimulationView& view = round.view;
    step.window.clear();
    for (std::size_t i = 0; i < round.ordered.size() && int(step.window.size()) < J; ++i) {
        if (!round.range[i].elastic || round.alloc[i].workers == 0) continue;
        if (round.alloc[i].workers >= round.range[i].maxWorkers && round.alloc[i].ps >= round.range[i].maxPs) continue;
        step.window.push_back(i);
    }
    if (step.window.empty()) return false;
    std::fill(step.observation.begin(), step.observation.end(), 0.0f);
    std::fill(step.mask.begin(), step.mask.end(), 0);
    std::fill(step.gains.begin(), step.gains.end(), 0.0);
    bool any = false;
    for (std::size_t k = 0; k < step.window.size(); ++k) {
        const std::size_t i = step.window[k];
        const JobIndex j = round.ordered[i];
        const JobSpec& spec = view.spec(j);
        const Alloc alloc = round.alloc[i];
        const SizeRange& range = round.range[i];
        const int models = std::max(1, view.models().size());
        auto set = [&](int f, double v) { step.observation[std::size_t(f * J) + k] = float(v); };
        set(0, double(spec.model + 1) / models);
        set(1, std::min(1.0, (view.now() - spec.submitTime) / kDl2SlotSeconds / 20.0));
        set(2, spec.duration > 0 ? std::clamp(view.remainingWork(j) / spec.duration, 0.0, 1.0) : 0.0);
        set(3, std::min(1.0, 4.0 * round.share(i)));
        set(4, double(alloc.workers) / std::max(1, range.maxWorkers));
        set(5, double(alloc.ps) / std::max(1, range.maxPs));
        if (needGains) {
            step.gains[2 * k] = alloc.workers < range.maxWorkers ? optimusGain(view, j, alloc, { 1, 0 }, round.totalGpus, round.totalCpus) : 0.0;
            step.gains[2 * k + 1] = alloc.ps < range.maxPs ? optimusGain(view, j, alloc, { 0, 1 }, round.totalGpus, round.totalCpus) : 0.0;
        }
        if (rt.marginalGain) {
            set(6, gainFeature(step.gains[2 * k]));
            set(7, gainFeature(step.gains[2 * k + 1]));
        }
        const int w = alloc.workers, p = alloc.ps;
        const int cNow = round.cpuOf(i, w, p);
        const bool canW = w < range.maxWorkers && round.gpus >= 1 && round.cpuOf(i, w + 1, p) - cNow <= round.cpus;
        const bool canP = p < range.maxPs && round.cpuOf(i, w, p + 1) - cNow <= round.cpus;
        const bool canB = w < range.maxWorkers && p < range.maxPs && round.gpus >= 1 && round.cpuOf(i, w + 1, p + 1) - cNow <= round.cpus;
        step.mask[3 * k + 0] = canW;
        step.mask[3 * k + 1] = canP;
        step.mask[3 * k + 2] = canB;
        any = any || canW || canP || canB;
    }
    step.mask[std::size_t(3 * J)] = 1;
    return any;
}

/// DRF: a bundle to the window job with the smallest dominant share whose bundle fits, else stop.
int drfAction(const SizingRound& round, const WindowObservation& step, int J)
{
    int drf = 3 * J;
    double best = 1e300;
    for (std::size_t k = 0; k < step.window.size(); ++k) {
        if (!step.mask[3 * k + 2]) continue;
        const double s = round.share(step.window[k]);
        if (s < best) {
            best = s;
            drf = int(3 * k + 2);
        }
    }
    return drf;
}

/// Optimus: the +worker or +PS with the largest gain (optimusGain); stop when nothing gains.
int optimusAction(const WindowObservation& step, int J)
{
    int optimus = 3 * J;
    double bestGain = 0;
    for (std::size_t k = 0; k < 2 * step.window.size(); ++k) {
        const std::size_t a = 3 * (k / 2) + k % 2;
        if (step.mask[a] && step.gains[k] > bestGain) bestGain = step.gains[k], optimus = int(a);
    }
    return optimus;
}

/// The network's choice (or, while exploring, a forced one), counted against the DRF teacher when asked.
int networkAction(Dl2Runtime& rt, const SizingRound& round, const WindowObservation& step)
{
    const int J = rt.window;
    rt.net->probabilities(step.observation.data(), step.mask.data(), rt.probs);
    ++rt.inferences;
    int action = chooseAction(rt.probs, step.mask, rt.mode == ActMode::Greedy, rt.rng);
    if (rt.mode == ActMode::Explore && rt.rng.bernoulli(rt.explore)) {
        if (const int forced = jobAwareExploration(rt, step.window, round.alloc, step.mask); forced >= 0) action = forced;
    }
    if (rt.mode == ActMode::Explore && rt.exploreStop > 0) {
        // DL2's skip injection: the teacher never stops while anything fits, so without it "stop"
        // is hardly ever tried and allocating less than DRF is never learned.
        if (rt.skipWorkers <= 0) {
            int most = 2;
            for (std::size_t i : step.window) most = std::max(most, round.range[i].maxWorkers);
            rt.skipWorkers = 1 + int(rt.rng.below(std::uint64_t(most - 1)));
        }
        bool allAbove = true;
        for (std::size_t i : step.window) allAbove = allAbove && round.alloc[i].workers > rt.skipWorkers;
        if (allAbove && rt.rng.bernoulli(rt.exploreStop)) action = 3 * J;
    }
    if (rt.compareWithTeacher) {
        ++rt.compared;
        rt.teacherAgreed += action == drfAction(round, step, J) ? 1 : 0;
    }
    return action;
}

} // namespace

std::vector<SizeTarget> Dl2Sizing::targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const
{
    Dl2Runtime& rt = *m_runtime;
    const int J = rt.window;
    const bool boundary = std::fabs(std::remainder(view.now(), kDl2SlotSeconds)) < 1e-6;
    if (rt.record) recordPass(rt, view);
    const int pass = int(rt.passTimes.size()) - 1;
    rt.explanations.clear();

    SizingRound round(view, ordered, boundary);
    giveMinimums(round, rt);
    // Then one increment at a time (+worker, +PS or both to a job of the window) until the agent stops.
    WindowObservation step;
    step.observation.assign(std::size_t(dl2Features(rt.marginalGain) * J), 0.0f);
    step.mask.assign(std::size_t(3 * J + 1), 0);
    step.gains.assign(std::size_t(2 * J), 0.0);
    const bool needGains = rt.marginalGain || (rt.mode == ActMode::Teacher && rt.teacher == Dl2Teacher::Optimus);
    for (int guard = 0; guard < 4096; ++guard) {
        if (!observe(round, rt, needGains, step)) break;
        int action = 3 * J;
        if (rt.mode == ActMode::Teacher)
            action = rt.teacher == Dl2Teacher::Optimus ? optimusAction(step, J) : drfAction(round, step, J);
        else
            action = networkAction(rt, round, step);
        if (rt.record) rt.steps.push_back({ step.observation, step.mask, action, pass });
        if (action >= 3 * J) break;
        const std::size_t k = std::size_t(action / 3);
        const int kind = action % 3;
        ++rt.kindCounts[std::size_t(kind)];
        const std::size_t i = step.window[k];
        Alloc& alloc = round.alloc[i];
        const int before = round.cpuOf(i, alloc.workers, alloc.ps);
        if (kind != 1) ++alloc.workers, --round.gpus;
        if (kind != 0) ++alloc.ps;
        round.cpus -= round.cpuOf(i, alloc.workers, alloc.ps) - before;
        rt.explanations[ordered[i]] = explainIncrement(rt, action, ordered, step.window);
    }

    std::vector<SizeTarget> out;
    for (std::size_t i = 0; i < ordered.size(); ++i)
        if (round.alloc[i].workers > 0) out.push_back({ ordered[i], round.alloc[i].workers, round.alloc[i].ps, round.share(i) });
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
