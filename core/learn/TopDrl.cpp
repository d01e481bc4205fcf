#include "core/learn/TopDrl.h"

#include "core/learn/Environment.h"
#include "core/policy/Placements.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

namespace gantry::learn {

Result<std::pair<int, int>> topImageShape(const Cluster& cluster)
{
    if (cluster.machineCount() == 0) return Error { ErrorCode::BadValue, translate("Error", "the cluster has no machines"), { "", 0, 0, "cluster" } };
    const int g = cluster.machines[0].gpuCount;
    for (const auto& m : cluster.machines)
        if (m.gpuCount != g)
            return Error { ErrorCode::BadValue,
                translate("Error", "TopDRL needs machines with equal GPU counts (its cluster image is machines x GPUs per machine)"),
                { "", 0, 0, "cluster" } };
    return std::pair<int, int> { cluster.machineCount(), g };
}

NetSpec topNetSpec(int machines, int gpusPerMachine, int window)
{
    return withImpliedSizes({ .kind = "topdrl-cnn", .hidden = {}, .channels = kTopChannels, .height = machines, .width = gpusPerMachine,
        .jobSlots = window, .jobFeatures = kTopJobFeatures });
}

namespace {

double totalWorkDone(const SimulationView& view)
{
    double sum = 0;
    for (JobIndex j = 0; j < view.jobCount(); ++j) {
        const JobState& st = view.state(j);
        if (st.phase == JobPhase::Finished) sum += view.spec(j).duration;
        else if (st.phase == JobPhase::Running || st.phase == JobPhase::Queued || st.phase == JobPhase::Checkpointing)
            sum += std::max(0.0, view.spec(j).duration - view.remainingWork(j));
    }
    return sum;
}

class TopDrlScheduler final : public Scheduler {
public:
    explicit TopDrlScheduler(std::shared_ptr<TopRuntime> rt) : m_rt(std::move(rt)) { }
    TopDrlScheduler(const TopDrlScheduler& other)
        : Scheduler(other), m_rt(std::make_shared<TopRuntime>(*other.m_rt)) { }
    std::string name() const override { return "topdrl"; }
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<TopDrlScheduler>(*this); }

    void schedule(const SimulationView& view, DecisionSink& sink) override
    {
        TopRuntime& rt = *m_rt;
        const int K = rt.window;
        const Cluster& cluster = view.cluster();
        const int H = cluster.machineCount();
        const int W = H ? cluster.machines[0].gpuCount : 0;
        const std::size_t imageSize = std::size_t(kTopChannels * H * W);
        std::vector<float> obs(imageSize + std::size_t(K * kTopJobFeatures));
        std::vector<std::uint8_t> mask(static_cast<std::size_t>(K + 1), 0);
        std::vector<std::optional<Placement>> placements(static_cast<std::size_t>(K));
        std::vector<JobIndex> win;
        for (int guard = 0; guard < 10000; ++guard) {
            queuedWindow(view, K, win);
            if (win.empty()) return;
            std::fill(obs.begin(), obs.end(), 0.0f);
            std::fill(mask.begin(), mask.end(), 0);
            bool any = false;
            for (std::size_t k = 0; k < win.size(); ++k) {
                Explanation scratch;
                const JobSpec& spec = view.spec(win[k]);
                placements[k] = m_placement.place(view, win[k], std::max(1, spec.gpus), 0, scratch);
                mask[k] = placements[k].has_value();
                any = any || mask[k];
            }
            if (!any) return;
            mask[std::size_t(K)] = view.running().empty() ? 0 : 1; // waiting with nothing running would stall
            // Branch 1: the cluster image.
            for (MachineId m = 0; m < H; ++m)
                for (int g = 0; g < W && g < cluster.machines[std::size_t(m)].gpuCount; ++g) {
                    const JobIndex owner = view.gpuOwner(cluster.firstGpu(m) + g);
                    if (owner < 0) continue;
                    const std::size_t cell = std::size_t(m * W + g);
                    obs[cell] = 1.0f;
                    const double rate = std::max(1e-9, view.state(owner).rate);
                    obs[std::size_t(H * W) + cell] = float(std::min(1.0, view.remainingWork(owner) / rate / rt.timeScale));
                }
            // Branch 2: the window's jobs.
            for (std::size_t k = 0; k < win.size(); ++k) {
                const JobSpec& spec = view.spec(win[k]);
                float* f = obs.data() + imageSize + k * kTopJobFeatures;
                const double gpus = std::max(1, spec.gpus);
                f[0] = float(gpus / 8.0);
                f[1] = float(spec.duration / rt.timeScale);
                f[2] = float(std::min(2.0, (view.now() - spec.submitTime) / rt.timeScale));
                f[3] = mask[k] ? 1.0f : 0.0f;
                f[4] = mask[k] ? float(topologyCommCost(cluster, placements[k]->gpus) / 3.2) : 0.0f;
                f[5] = float(gpus * spec.duration / (8.0 * rt.timeScale));
            }

            // SJF: the shortest window job that can start, else wait.
            const auto sjfAction = [&] {
                int sjf = K;
                double best = 1e300;
                for (std::size_t k = 0; k < win.size(); ++k)
                    if (mask[k] && view.spec(win[k]).duration < best) {
                        best = view.spec(win[k]).duration;
                        sjf = int(k);
                    }
                return sjf;
            };
            int action = K;
            if (rt.mode == ActMode::Teacher) {
                action = sjfAction();
                if (rt.teacherEpsilon > 0 && rt.rng.uniform() < rt.teacherEpsilon) {
                    std::vector<int> allowed;
                    for (int a = 0; a <= K; ++a)
                        if (mask[std::size_t(a)]) allowed.push_back(a);
                    action = allowed[std::size_t(rt.rng.below(allowed.size()))];
                }
            } else {
                rt.net->probabilities(obs.data(), mask.data(), rt.probs);
                ++rt.inferences;
                action = chooseAction(rt.probs, mask, rt.mode == ActMode::Greedy, rt.rng);
                if (rt.compareWithTeacher) {
                    ++rt.compared;
                    rt.teacherAgreed += action == sjfAction() ? 1 : 0;
                }
            }
            if (rt.record) rt.steps.push_back({ obs, mask, action, view.now(), totalWorkDone(view) });

            Explanation why;
            why.part = rt.mode == ActMode::Teacher ? "topdrl (teacher: sjf) + placement:closest-gpus" : "topdrl + placement:closest-gpus";
            why.scoreName = GANTRY_TR_NOOP("ScoreName", "probability");
            if (rt.mode == ActMode::Teacher) {
                if (action < K) why.add({ CandidateKind::Job, win[std::size_t(action)], 1.0, {} });
            } else {
                std::vector<int> order;
                for (int a = 0; a <= K; ++a)
                    if (rt.probs[std::size_t(a)] > 0) order.push_back(a);
                std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return rt.probs[std::size_t(a)] > rt.probs[std::size_t(b)]; });
                for (int a : order) {
                    if (a == K) why.add({ CandidateKind::Action, K, rt.probs[std::size_t(a)], GANTRY_TR_NOOP("CandidateNote", "wait") });
                    else why.add({ CandidateKind::Job, win[std::size_t(a)], rt.probs[std::size_t(a)], {} });
                }
            }
            if (action >= K) {
                sink.wait(-1, std::move(why));
                return;
            }
            if (!sink.start(win[std::size_t(action)], std::move(*placements[std::size_t(action)]), std::move(why))) return;
        }
    }

private:
    std::shared_ptr<TopRuntime> m_rt;
    ClosestGpusPlacement m_placement;
};

} // namespace

std::unique_ptr<Scheduler> makeTopDrlScheduler(std::shared_ptr<TopRuntime> runtime)
{
    return std::make_unique<TopDrlScheduler>(std::move(runtime));
}

std::vector<double> topRewards(const TopRuntime& rt, const SimulationView& view)
{
    const std::size_t n = rt.steps.size();
    std::vector<double> r(n, 0.0);
    if (n == 0) return r;
    double end = rt.steps.back().time;
    double totalWork = 0;
    for (JobIndex j = 0; j < view.jobCount(); ++j) {
        end = std::max(end, view.state(j).finishTime);
        totalWork += view.spec(j).duration;
    }
    for (std::size_t k = 0; k < n; ++k) {
        const double t0 = rt.steps[k].time;
        const double t1 = k + 1 < n ? rt.steps[k + 1].time : end;
        const double w1 = k + 1 < n ? rt.steps[k + 1].workDone : totalWork;
        const double jobSeconds = jobSecondsInSystem(view, t0, t1, end);
        r[k] = (w1 - rt.steps[k].workDone - jobSeconds) / rt.timeScale;
    }
    return r;
}

} // namespace gantry::learn
