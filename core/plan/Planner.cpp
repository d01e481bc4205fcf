#include "core/plan/Planner.h"

#include "core/Version.h"
#include "core/engine/SimObserver.h"
#include "core/engine/SpeedModel.h"
#include "core/io/ScenarioIo.h"
#include "core/metrics/RunResult.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"
#include "core/util/Interrupt.h"
#include "core/util/Text.h"

#include <algorithm>
#include <cmath>
#include <atomic>
#include <future>
#include <mutex>
#include <limits>
#include <map>
#include <optional>
#include <queue>
#include <utility>

namespace gantry {

namespace {

/// Counts over job indices (jobs are in submit order): how many of the first k have a flag.
class Fenwick {
public:
    explicit Fenwick(std::size_t n) : m_tree(n + 1, 0.0) { }
    void add(std::size_t index, double value)
    {
        for (std::size_t i = index + 1; i < m_tree.size(); i += i & (~i + 1)) m_tree[i] += value;
    }
    double prefix(std::size_t count) const // sum over indices [0, count)
    {
        double sum = 0;
        for (std::size_t i = std::min(count, m_tree.size() - 1); i > 0; i -= i & (~i + 1)) sum += m_tree[i];
        return sum;
    }

private:
    std::vector<double> m_tree;
};

/// Watches a run and says when a service level is already certainly missed, whatever happens next.
/// Only lower bounds are used: a job not finished L seconds after its submission will have a JCT
/// above L; one not started L seconds after will have waited more than L.
class LevelWatch final : public SimObserver {
public:
    LevelWatch(const std::vector<JobSpec>& jobs, const std::vector<ServiceLevel>& levels)
        : m_levels(levels), m_finished(jobs.size()), m_started(jobs.size()), m_finishedSubmit(jobs.size()),
          m_startedFlag(jobs.size(), 0), m_late(levels.size(), 0.0)
    {
        for (const auto& job : jobs) m_submit.push_back(job.submitTime);
        for (double s : m_submit) m_submitSum.push_back((m_submitSum.empty() ? 0 : m_submitSum.back()) + s);
    }

    void onJobEvent(const SimulationView& view, JobEvent event, JobIndex job) override
    {
        m_now = view.now();
        const JobState& st = view.state(job);
        if (event == JobEvent::Started && !std::exchange(m_startedFlag[std::size_t(job)], 1)) m_started.add(std::size_t(job), 1);
        if (event != JobEvent::Finished) return;
        const double jct = st.finishTime - view.spec(job).submitTime;
        m_finished.add(std::size_t(job), 1);
        m_finishedSubmit.add(std::size_t(job), view.spec(job).submitTime);
        ++m_done;
        m_jctSum += jct;
        for (std::size_t i = 0; i < m_levels.size(); ++i) {
            const ServiceLevel& l = m_levels[i];
            if ((l.metric == ServiceMetric::P95Jct || l.metric == ServiceMetric::P99Jct) && jct > l.limit) ++m_late[i];
            if (l.metric == ServiceMetric::P95Wait && st.queuedSeconds > l.limit) ++m_late[i];
        }
    }

    /// The first level certainly missed by now, as a verdict; empty if none yet.
    std::string missed() const
    {
        const double n = double(m_submit.size());
        const double first = m_submit.empty() ? 0 : m_submit.front();
        for (std::size_t i = 0; i < m_levels.size(); ++i) {
            const ServiceLevel& l = m_levels[i];
            const std::size_t before = submittedBefore(m_now - l.limit);
            switch (l.metric) {
            case ServiceMetric::Deadline:
                if (m_now - first > l.limit && m_done < m_submit.size()) return certain(l, "jobs still running");
                break;
            case ServiceMetric::P95Jct:
            case ServiceMetric::P99Jct: {
                const double q = l.metric == ServiceMetric::P95Jct ? 0.95 : 0.99;
                const double violators = m_late[i];
                const double unfinishedLate = double(before) - m_finished.prefix(before);
                if (violators + unfinishedLate >= n - std::ceil(q * n) + 1) return certain(l, "too many jobs late");
                break;
            }
            case ServiceMetric::P95Wait: {
                const double violators = m_late[i];
                const double neverStarted = double(before) - m_started.prefix(before);
                if (violators + neverStarted >= n - std::ceil(0.95 * n) + 1) return certain(l, "too many jobs waiting");
                break;
            }
            case ServiceMetric::AvgJct: {
                // Finished JCTs, plus now - submit for every submitted job not finished yet.
                const std::size_t submitted = submittedBefore(m_now);
                const double open = double(submitted) - m_finished.prefix(submitted);
                const double openSubmitSum = (submitted ? m_submitSum[submitted - 1] : 0) - m_finishedSubmit.prefix(submitted);
                if ((m_jctSum + open * m_now - openSubmitSum) / n > l.limit) return certain(l, "already above on average");
                break;
            }
            default: break; // averages of waits and utilisation: only at the end
            }
        }
        return {};
    }

private:
    std::size_t submittedBefore(double time) const
    {
        return std::size_t(std::lower_bound(m_submit.begin(), m_submit.end(), time) - m_submit.begin());
    }
    static std::string certain(const ServiceLevel& l, const char* why)
    {
        return std::string(serviceMetricName(l.metric)) + " certainly over " + formatDuration(l.limit) + " (" + why + ")";
    }

    std::vector<ServiceLevel> m_levels;
    std::vector<double> m_submit, m_submitSum;
    Fenwick m_finished, m_started, m_finishedSubmit;
    std::vector<char> m_startedFlag; ///< per job: started at least once
    std::vector<double> m_late;      ///< per level: finished jobs already over its limit
    std::size_t m_done = 0;
    double m_jctSum = 0;
    double m_now = 0;
};

double metricOf(const Summary& s, ServiceMetric metric)
{
    switch (metric) {
    case ServiceMetric::AvgJct: return s.avgJct;
    case ServiceMetric::P95Jct: return s.p95Jct;
    case ServiceMetric::P99Jct: return s.p99Jct;
    case ServiceMetric::AvgWait: return s.avgWait;
    case ServiceMetric::P95Wait: return s.p95Wait;
    case ServiceMetric::Deadline: return s.makespan;
    case ServiceMetric::MinUtilization: return s.gpuUtilization;
    }
    return 0;
}

/// Empty if the run meets every level; otherwise the first level missed and by how much.
std::string judge(const Summary& s, const std::vector<ServiceLevel>& levels)
{
    if (s.rejected > 0) return std::to_string(s.rejected) + " jobs do not fit this cluster";
    if (s.unfinished > 0) return std::to_string(s.unfinished) + " jobs unfinished";
    for (const ServiceLevel& l : levels) {
        const double value = metricOf(s, l.metric);
        const bool atLeast = l.metric == ServiceMetric::MinUtilization;
        if (atLeast ? value < l.limit : value > l.limit)
            return std::string(serviceMetricName(l.metric)) + " " + formatLevelValue(l.metric, value) + (atLeast ? " < " : " > ")
                + formatLevelValue(l.metric, l.limit);
    }
    return {};
}

/// What no schedule on a cluster can beat, from GPU-hours: each job's best case on the cluster's
/// fastest GPUs (SpeedModel::bestCase) as its least run time d and least GPU-time w. Every level below
/// is a lower bound of what a simulation would measure, so a cluster it rules out would fail the
/// simulation too; it rules out clusters far too small without simulating them.
class GpuHoursBound {
public:
    GpuHoursBound(const std::vector<JobSpec>& jobs, const SpeedModel& speed, const ModelCatalog& models, double fastestGpu)
    {
        m_jobs.reserve(jobs.size());
        for (const JobSpec& job : jobs) {
            const BestCase best = speed.bestCase(job, models, fastestGpu);
            m_jobs.push_back({ job.submitTime, job.duration * best.gpuSeconds, job.duration * best.seconds, job.minGpus });
        }
        for (const auto& j : m_jobs) m_leastRun.push_back(j.leastRun);
        std::sort(m_leastRun.begin(), m_leastRun.end());
    }

    /// The first level certainly missed on a cluster of `gpus` GPUs, as a verdict; empty if none is.
    std::string missed(const std::vector<ServiceLevel>& levels, int gpus) const
    {
        if (m_jobs.empty()) return {};
        int tooLarge = 0;
        for (const auto& j : m_jobs) tooLarge += j.minGpus > gpus;
        if (tooLarge > 0) return std::to_string(tooLarge) + " jobs need more GPUs than the cluster has (not simulated)";
        for (const ServiceLevel& l : levels) {
            double least = 0;
            switch (l.metric) {
            case ServiceMetric::AvgJct: least = std::max(mean(m_leastRun), fluidSrptMeanJct(gpus)); break;
            case ServiceMetric::P95Jct: least = percentile(m_leastRun, 95); break;
            case ServiceMetric::P99Jct: least = percentile(m_leastRun, 99); break;
            case ServiceMetric::Deadline: least = leastMakespan(gpus); break;
            default: continue; // waits and utilisation: no bound from GPU-hours
            }
            if (least > l.limit)
                return std::string(serviceMetricName(l.metric)) + " at least " + formatLevelValue(l.metric, least) + " > "
                    + formatLevelValue(l.metric, l.limit) + " (GPU-hours bound, not simulated)";
        }
        return {};
    }

private:
    struct Job {
        double submit;
        double work;     ///< least GPU-seconds
        double leastRun; ///< least seconds from start to finish
        int minGpus;
    };

    static double mean(const std::vector<double>& v)
    {
        double sum = 0;
        for (double x : v) sum += x;
        return v.empty() ? 0.0 : sum / double(v.size());
    }

    /// Mean JCT of shortest-remaining-work-first on one fluid server as fast as all the GPUs together:
    /// optimal for the mean on that server, and every real schedule is one of its schedules (the cluster
    /// never does more than `gpus` GPU-seconds of work per second).
    double fluidSrptMeanJct(int gpus) const
    {
        using Remaining = std::pair<double, std::size_t>; // (work left, job)
        std::priority_queue<Remaining, std::vector<Remaining>, std::greater<>> queue;
        double now = 0, sumJct = 0;
        std::size_t next = 0;
        while (next < m_jobs.size() || !queue.empty()) {
            if (queue.empty()) now = std::max(now, m_jobs[next].submit);
            while (next < m_jobs.size() && m_jobs[next].submit <= now) {
                queue.push({ m_jobs[next].work, next });
                ++next;
            }
            auto [left, job] = queue.top();
            queue.pop();
            const double finish = now + left / gpus;
            if (next < m_jobs.size() && m_jobs[next].submit < finish) {
                queue.push({ left - (m_jobs[next].submit - now) * gpus, job });
                now = m_jobs[next].submit;
                continue;
            }
            now = finish;
            sumJct += now - m_jobs[job].submit;
        }
        return sumJct / double(m_jobs.size());
    }

    /// Least time from the first submission to the last finish: every job runs at least its least run
    /// time after its submission, and the work submitted from any job on needs gpus x time from then.
    double leastMakespan(int gpus) const
    {
        const double first = m_jobs.front().submit;
        double end = 0, suffixWork = 0;
        for (std::size_t k = m_jobs.size(); k-- > 0;) {
            suffixWork += m_jobs[k].work;
            end = std::max({ end, m_jobs[k].submit + m_jobs[k].leastRun, m_jobs[k].submit + suffixWork / gpus });
        }
        return end - first;
    }

    std::vector<Job> m_jobs; ///< in submit order
    std::vector<double> m_leastRun; ///< sorted
};

} // namespace

std::string formatLevelValue(ServiceMetric metric, double value)
{
    return metric == ServiceMetric::MinUtilization ? formatPercent(value) : formatDuration(value);
}

std::string describeLevels(const Plan& plan)
{
    std::string out;
    for (const auto& l : plan.serviceLevels)
        out += (out.empty() ? "" : "; ") + std::string(serviceMetricName(l.metric))
            + (l.metric == ServiceMetric::MinUtilization ? " at least " : " at most ") + formatLevelValue(l.metric, l.limit);
    return out;
}

std::string describeConfiguration(const Plan& plan, const std::vector<int>& counts)
{
    std::string out;
    for (std::size_t k = 0; k < counts.size() && k < plan.machines.size(); ++k)
        out += (k ? " + " : "") + std::to_string(counts[k]) + " x " + plan.machines[k].gpuType + " ("
            + std::to_string(plan.machines[k].gpus) + " GPUs)";
    return out;
}

Cluster planCluster(const Scenario& scenario, const std::vector<int>& counts)
{
    const Plan& plan = scenario.plan;
    Cluster c;
    c.gpuTypes = scenario.cluster.gpuTypes;
    const Rack network = scenario.cluster.racks.empty() ? Rack {} : scenario.cluster.racks.front();
    int inRack = plan.machinesPerRack;
    for (std::size_t o = 0; o < plan.machines.size() && o < counts.size(); ++o) {
        const MachineOption& option = plan.machines[o];
        for (int k = 0; k < counts[o]; ++k) {
            if (inRack == plan.machinesPerRack) {
                Rack rack = network;
                rack.name = "r" + std::to_string(c.racks.size());
                c.racks.push_back(rack);
                inRack = 0;
            }
            Machine m;
            m.name = option.gpuType + "-" + std::to_string(o) + "-" + std::to_string(k);
            m.rack = RackId(c.racks.size() - 1);
            m.gpuType = c.indexOfType(option.gpuType);
            m.gpuCount = option.gpus;
            m.cpuSlots = option.cpus;
            c.machines.push_back(std::move(m));
            ++inRack;
        }
    }
    c.index();
    return c;
}

Result<Scenario> planPolicyScenario(const Scenario& scenario, int policy)
{
    Scenario withPolicy = scenario;
    if (!scenario.plan.policyOverlays.empty()) {
        if (policy < 0 || policy >= int(scenario.plan.policyOverlays.size()))
            return Error { ErrorCode::BadValue, "the plan has no policy " + std::to_string(policy), { {}, 0, 0, "plan.policies" } };
        withPolicy.variants = { Variant { "policy", "policy: " + scenario.plan.policyOverlays[std::size_t(policy)] } };
        auto applied = applyVariant(withPolicy, 0);
        if (!applied) return applied.error();
        withPolicy = std::move(applied).value();
        withPolicy.name = scenario.name;
    }
    withPolicy.variants.clear();
    withPolicy.plan = {};
    return withPolicy;
}

std::optional<long long> planGridSize(const Plan& plan)
{
    long long size = std::max<long long>(1, static_cast<long long>(plan.policyOverlays.size()));
    for (const MachineOption& m : plan.machines) {
        const long long counts = std::max(0LL, static_cast<long long>(m.maxCount) - m.minCount + 1);
        if (__builtin_mul_overflow(size, counts, &size)) return std::nullopt;
    }
    return size;
}

Result<long long> checkPlanSize(const Plan& plan, long long maxConfigurations, const std::string& option)
{
    const std::optional<long long> size = planGridSize(plan);
    const long long policies = std::max<long long>(1, static_cast<long long>(plan.policyOverlays.size()));
    if (size && *size <= maxConfigurations) return *size;
    std::string message = "the plan's grid has "
        + (size ? formatCount(*size) : "more than " + formatCount(std::numeric_limits<long long>::max())) + " configurations ("
        + std::to_string(policies) + (policies == 1 ? " policy" : " policies") + " x every count of "
        + std::to_string(plan.machines.size()) + " machine shapes), more than the " + formatCount(maxConfigurations)
        + " a search takes on: narrow the shapes' min and max";
    if (size && !option.empty()) message += ", or allow it with " + option + " " + std::to_string(*size);
    return Error { ErrorCode::BadValue, message, { {}, 0, 0, "plan.machines" } };
}

Result<PlanOutcome> runPlan(const Scenario& scenario, const PlanOptions& options)
{
    const Plan& plan = scenario.plan;
    if (plan.empty()) return Error { ErrorCode::MissingField, "the scenario has no plan: section", { {}, 0, 0, "plan" } };
    // The loader refuses such plans too; a plan built in code is held to the same limit before any set-up.
    long long machines = 0;
    for (const MachineOption& m : plan.machines) machines += m.maxCount;
    if (machines > kMaxClusterMachines)
        return Error { ErrorCode::BadValue,
            "the largest configuration has " + formatCount(machines) + " machines, more than a cluster may have ("
                + formatCount(kMaxClusterMachines) + ")",
            { {}, 0, 0, "plan.machines" } };
    PlanOutcome out;
    out.seeds = plan.seeds.empty() ? std::vector<std::uint64_t> { scenario.seed } : plan.seeds;
    const int mustMeet = plan.mustMeet > 0 ? plan.mustMeet : int(out.seeds.size());

    std::vector<Scenario> policies;
    for (int p = 0; p < std::max<int>(1, int(plan.policyOverlays.size())); ++p) {
        auto withPolicy = planPolicyScenario(scenario, p);
        if (!withPolicy) return withPolicy.error();
        policies.push_back(std::move(withPolicy).value());
        policies.back().simulation.recordDecisions = false;
        out.policies.push_back(describePolicy(policies.back().policy));
    }
    // Every policy set up once on the largest configuration before anything is simulated: a policy that
    // cannot be (a missing model, one that does not fit the cluster) is an error, not a plan whose
    // every configuration "fails". (Errors that only a smaller configuration meets stop the search
    // when they arise, below: they are never a configuration's verdict either.)
    {
        std::vector<int> largest;
        for (const MachineOption& m : plan.machines) largest.push_back(m.maxCount);
        for (std::size_t p = 0; p < policies.size(); ++p) {
            Scenario s = policies[p];
            if (Cluster c = planCluster(scenario, largest); c.gpuCount() > 0) s.cluster = std::move(c);
            if (auto st = checkRunnable(s); !st)
                return plan.policyOverlays.empty() ? st.error()
                                                   : relocatePolicyError(st.error(), "plan.policies[" + std::to_string(p) + "]");
        }
    }
    // One workload per seed, shared by every configuration and policy (common random numbers).
    std::vector<Workload> workloads;
    for (std::uint64_t seed : out.seeds) {
        Scenario s = scenario;
        s.seed = seed;
        auto w = loadWorkload(s);
        if (!w) return w.error();
        workloads.push_back(std::move(w).value());
    }

    const std::size_t types = plan.machines.size();
    std::vector<double> unitCost(types);
    for (std::size_t o = 0; o < types; ++o) {
        const int t = scenario.cluster.indexOfType(plan.machines[o].gpuType);
        unitCost[o] = plan.machines[o].gpus * (t >= 0 ? scenario.cluster.gpuTypes[std::size_t(t)].pricePerHour : 0.0);
    }

    // The GPU-hours bounds of each workload, per speed of the fastest GPU (the only thing of a
    // configuration they depend on besides its GPU count).
    auto speedModel = makeSpeedModel(scenario.speedModel.name, scenario.speedModel.params);
    if (!speedModel) return speedModel.error();
    using BoundCache = std::map<double, std::vector<GpuHoursBound>>; // per speed of the fastest GPU, per seed
    auto boundVerdictOf = [&](const Cluster& cluster, BoundCache& cache) -> std::string {
        double fastest = 0;
        for (const Machine& m : cluster.machines) {
            if (m.perfFluctuation > 0) return {}; // drifting machines may run faster than any bound
            fastest = std::max(fastest, cluster.gpuTypes[std::size_t(m.gpuType)].speed * m.perfFactor);
        }
        auto& perSeed = cache[fastest];
        if (perSeed.empty())
            for (const Workload& w : workloads) perSeed.emplace_back(w.jobs, *speedModel.value(), scenario.models, fastest);
        int missed = 0;
        std::string first;
        for (std::size_t k = 0; k < perSeed.size(); ++k)
            if (std::string why = perSeed[k].missed(plan.serviceLevels, cluster.gpuCount()); !why.empty()) {
                ++missed;
                if (first.empty()) first = why + " (seed " + std::to_string(out.seeds[k]) + ")";
            }
        return int(out.seeds.size()) - missed < mustMeet ? first : std::string();
    };

    // Bounds first: the largest configuration has the most GPUs and the fastest, so what the GPU-hours
    // bound rules out there it rules out everywhere. Then the plan's answer is known without a search,
    // however large the grid.
    if (!options.exhaustive) {
        std::vector<int> largest;
        for (const MachineOption& m : plan.machines) largest.push_back(m.maxCount);
        const Cluster cluster = planCluster(scenario, largest);
        std::string why;
        if (cluster.gpuCount() == 0) why = "no GPUs even with every shape at its most";
        else {
            BoundCache cache;
            why = boundVerdictOf(cluster, cache);
        }
        if (!why.empty()) {
            double cost = 0;
            for (std::size_t o = 0; o < types; ++o) cost += largest[o] * unitCost[o];
            out.gridSize = planGridSize(plan).value_or(0);
            out.impossible = "even the largest cluster (" + describeConfiguration(plan, largest) + ") cannot meet the levels: " + why;
            for (int p = 0; p < int(policies.size()); ++p) {
                PlanPoint point;
                point.policy = p;
                point.counts = largest;
                point.costPerHour = cost;
                point.bounded = cluster.gpuCount() > 0;
                point.verdict = why;
                out.points.push_back(point);
            }
            out.best.assign(policies.size(), -1);
            return out;
        }
    }
    auto size = checkPlanSize(plan, options.maxConfigurations, options.maxConfigurationsOption);
    if (!size) return size.error();
    out.gridSize = size.value();

    // Each policy's search is independent (its own points, memo, bounds cache), so policies run in
    // parallel and their points are put together in policy order: the outcome does not depend on threads.
    struct PolicyRun {
        std::vector<PlanPoint> points;
        std::map<std::vector<int>, int> memo;
        std::map<double, std::vector<GpuHoursBound>> bounds;
        int simulations = 0;
    };
    std::vector<PolicyRun> runs(policies.size());
    const int policyThreads = std::clamp(options.threads, 1, int(policies.size()));
    const int seedThreads = std::max(1, options.threads / policyThreads);
    std::atomic<bool> cancelled = false;
    std::mutex progressMutex;
    std::optional<Error> failure; // a run that could not be set up or failed: the search stops, the plan is this error
    std::mutex failureMutex;
    int done = 0;
    auto boundVerdict = [&](PolicyRun& run, const Cluster& cluster) { return boundVerdictOf(cluster, run.bounds); };

    auto evaluate = [&](PolicyRun& run, int policy, const std::vector<int>& counts) -> const PlanPoint& {
        if (auto it = run.memo.find(counts); it != run.memo.end()) return run.points[std::size_t(it->second)];
        PlanPoint point;
        point.policy = policy;
        point.counts = counts;
        for (std::size_t o = 0; o < types; ++o) point.costPerHour += counts[o] * unitCost[o];
        Scenario s = policies[std::size_t(policy)];
        s.cluster = planCluster(scenario, counts);
        if (s.cluster.gpuCount() == 0) {
            point.verdict = "no GPUs";
        } else if (std::string bound = options.exhaustive ? std::string() : boundVerdict(run, s.cluster); !bound.empty()) {
            point.verdict = bound;
            point.bounded = true;
        } else {
            // The seeds' runs in parallel, at most `threads` at a time; results kept in seed order.
            struct SeedRun {
                std::string verdict;
                Summary summary;
                bool stopped = false;
            };
            std::vector<SeedRun> seedRuns(out.seeds.size());
            auto runOne = [&](std::size_t k) {
                Scenario one = s;
                one.seed = out.seeds[k];
                LevelWatch watch(workloads[k].jobs, plan.serviceLevels);
                RunOptions ro;
                ro.workload = &workloads[k];
                ro.observers = { &watch };
                std::string reason;
                ro.progressEvery = 64; // a level check costs a few binary searches: check often, stop early
                if (options.earlyStop)
                    ro.progress = [&](double) {
                        reason = watch.missed();
                        return reason.empty();
                    };
                auto result = runScenario(one, ro);
                if (!result && result.error().code == ErrorCode::Cancelled) {
                    if (interrupted()) cancelled = true; // Ctrl-C, not an early stop: no verdict at all
                    seedRuns[k] = { reason, {}, true };
                } else if (!result) {
                    // An error is never a verdict: the whole plan fails with it, located by its policy.
                    std::lock_guard lock(failureMutex);
                    if (!failure)
                        failure = plan.policyOverlays.empty()
                            ? result.error()
                            : relocatePolicyError(result.error(), "plan.policies[" + std::to_string(policy) + "]",
                                  "configuration " + describeConfiguration(plan, counts) + ": ");
                    cancelled = true;
                    seedRuns[k] = { "error", {}, true };
                } else {
                    seedRuns[k] = { judge(result.value().summary, plan.serviceLevels), result.value().summary, false };
                }
            };
            const std::size_t threads = std::size_t(seedThreads);
            for (std::size_t first = 0; first < seedRuns.size(); first += threads) {
                std::vector<std::future<void>> batch;
                for (std::size_t k = first; k < std::min(seedRuns.size(), first + threads); ++k)
                    batch.push_back(std::async(std::launch::async, runOne, k));
                for (auto& f : batch) f.get();
            }
            run.simulations += int(seedRuns.size());
            int met = 0, complete = 0;
            std::string missed;
            for (std::size_t k = 0; k < seedRuns.size(); ++k) {
                point.stoppedEarly = point.stoppedEarly || seedRuns[k].stopped;
                if (seedRuns[k].verdict.empty()) ++met;
                else if (missed.empty()) missed = seedRuns[k].verdict + " (seed " + std::to_string(out.seeds[k]) + ")";
                if (!seedRuns[k].stopped) {
                    ++complete;
                    point.totalCost += seedRuns[k].summary.totalCost;
                    point.mainMetric += metricOf(seedRuns[k].summary, plan.serviceLevels.front().metric);
                }
            }
            if (complete > 0) {
                point.totalCost /= complete;
                point.mainMetric /= complete;
            }
            point.feasible = met >= mustMeet;
            point.verdict = point.feasible ? "meets every level" + (met < int(seedRuns.size()) ? " on " + std::to_string(met) + " of "
                                                                         + std::to_string(seedRuns.size()) + " workloads" : std::string())
                                           : missed;
        }
        run.memo[counts] = int(run.points.size());
        run.points.push_back(std::move(point));
        if (options.progress) {
            std::lock_guard lock(progressMutex);
            if (!options.progress(run.points.back(), ++done, out.gridSize)) cancelled = true;
        }
        return run.points.back();
    };

    auto searchPolicy = [&](int policy) {
        PolicyRun& run = runs[std::size_t(policy)];
        std::vector<int> counts(types);
        for (std::size_t o = 0; o < types; ++o) counts[o] = plan.machines[o].minCount;
        if (options.exhaustive || plan.objective == PlanObjective::TotalCost) {
            // Every configuration (total cost is not monotone in the counts: no pruning applies).
            std::function<void(std::size_t)> all = [&](std::size_t o) {
                if (cancelled) return;
                if (o == types) {
                    evaluate(run, policy, counts);
                    return;
                }
                for (int c = plan.machines[o].minCount; c <= plan.machines[o].maxCount; ++c) {
                    counts[o] = c;
                    all(o + 1);
                }
                counts[o] = plan.machines[o].minCount;
            };
            all(0);
            return;
        }
        double bestCost = std::numeric_limits<double>::infinity();
        // A feasible point found fast gives the exact search below its bound: from the largest cluster,
        // shed machines of the dearest type first, halving the step, keeping every feasible cut.
        // (Only feasible points it evaluated set the bound, so the answer stays exact.)
        // (Bisection needs no seed: its first probe of each prefix is the largest count it could use.)
        if (!options.assumeMonotone) {
            std::vector<int> seed(types);
            for (std::size_t o = 0; o < types; ++o) seed[o] = plan.machines[o].maxCount;
            if (evaluate(run, policy, seed).feasible) {
                std::vector<std::size_t> dearest(types);
                for (std::size_t o = 0; o < types; ++o) dearest[o] = o;
                std::stable_sort(dearest.begin(), dearest.end(), [&](std::size_t a, std::size_t b) { return unitCost[a] > unitCost[b]; });
                for (std::size_t o : dearest)
                    for (int step = (seed[o] - plan.machines[o].minCount + 1) / 2; step >= 1 && !cancelled; step /= 2) {
                        if (seed[o] - step < plan.machines[o].minCount) continue;
                        seed[o] -= step;
                        if (!evaluate(run, policy, seed).feasible) seed[o] += step;
                    }
                double cost = 0;
                for (std::size_t o = 0; o < types; ++o) cost += seed[o] * unitCost[o];
                bestCost = cost;
            }
        }
        // The exact search looks only for strictly cheaper points; the seed is among the points already.
        // tail[o]: the cost of the minimum counts of options o and after (a lower bound for pruning).
        std::vector<double> tail(types + 1, 0.0);
        for (std::size_t o = types; o-- > 0;) tail[o] = tail[o + 1] + plan.machines[o].minCount * unitCost[o];
        std::function<void(std::size_t, double)> search = [&](std::size_t o, double prefixCost) {
            if (cancelled) return;
            const MachineOption& option = plan.machines[o];
            if (o + 1 < types) {
                int first = option.minCount;
                if (options.assumeMonotone) {
                    // If this count fails with every later shape at its most, it fails with fewer too: bisect
                    // for the least count that can succeed (its probes are feasible points, so they also
                    // give the search a price to beat).
                    auto maxedOut = [&](int c) {
                        counts[o] = c;
                        double cost = prefixCost + c * unitCost[o];
                        for (std::size_t k = o + 1; k < types; ++k) {
                            counts[k] = plan.machines[k].maxCount;
                            cost += counts[k] * unitCost[k];
                        }
                        const bool feasible = evaluate(run, policy, counts).feasible;
                        if (feasible) bestCost = std::min(bestCost, cost);
                        for (std::size_t k = o + 1; k < types; ++k) counts[k] = plan.machines[k].minCount;
                        return feasible;
                    };
                    int hi = option.maxCount, lo = option.minCount - 1;
                    if (!maxedOut(hi)) {
                        counts[o] = option.minCount;
                        return;
                    }
                    while (hi - lo > 1 && !cancelled) {
                        const int mid = lo + (hi - lo) / 2;
                        (maxedOut(mid) ? hi : lo) = mid;
                    }
                    first = hi;
                }
                for (int c = first; c <= option.maxCount && !cancelled; ++c) {
                    const double cost = prefixCost + c * unitCost[o];
                    if (cost + tail[o + 1] >= bestCost) break; // cheaper ones were tried: nothing here can win
                    counts[o] = c;
                    search(o + 1, cost);
                }
                counts[o] = option.minCount;
                return;
            }
            // The last option: the fewest machines that meet the levels. By default counting up, not
            // bisection: more machines can make a level worse (slow GPUs that the placement then uses), so
            // feasibility need not be monotone; the cost is, so the first feasible count is this prefix's
            // cheapest. Told to assume that more machines never hurt, bisect between the least count and
            // the most the best cost found so far allows.
            if (options.assumeMonotone) {
                int hi = option.minCount - 1;
                for (int c = option.minCount; c <= option.maxCount && prefixCost + c * unitCost[o] < bestCost; ++c) hi = c;
                if (hi < option.minCount) return;
                counts[o] = hi;
                if (!evaluate(run, policy, counts).feasible) {
                    counts[o] = option.minCount;
                    return;
                }
                int lo = option.minCount - 1; // infeasible (or below the range)
                while (hi - lo > 1 && !cancelled) {
                    const int mid = lo + (hi - lo) / 2;
                    counts[o] = mid;
                    (evaluate(run, policy, counts).feasible ? hi : lo) = mid;
                }
                bestCost = std::min(bestCost, prefixCost + hi * unitCost[o]);
                counts[o] = option.minCount;
                return;
            }
            for (int c = option.minCount; c <= option.maxCount && !cancelled; ++c) {
                const double cost = prefixCost + c * unitCost[o];
                if (cost >= bestCost) break;
                counts[o] = c;
                if (evaluate(run, policy, counts).feasible) {
                    bestCost = cost;
                    break;
                }
            }
            counts[o] = option.minCount;
        };
        search(0, 0.0);
    };
    // Policies in parallel, each taking the next one not yet searched.
    std::atomic<int> nextPolicy = 0;
    std::vector<std::future<void>> workers;
    for (int t = 0; t < policyThreads; ++t)
        workers.push_back(std::async(std::launch::async, [&] {
            for (int p = nextPolicy++; p < int(policies.size()) && !cancelled; p = nextPolicy++) searchPolicy(p);
        }));
    for (auto& w : workers) w.get();
    for (PolicyRun& run : runs) {
        out.points.insert(out.points.end(), std::make_move_iterator(run.points.begin()), std::make_move_iterator(run.points.end()));
        out.simulations += run.simulations;
    }
    if (failure) return *failure;
    if (cancelled) return Error { ErrorCode::Cancelled, "plan cancelled", {} };

    // The answers: the cheapest feasible point of each policy (by the objective), ties to the first tried.
    out.best.assign(policies.size(), -1);
    for (int i = 0; i < int(out.points.size()); ++i) {
        const PlanPoint& p = out.points[std::size_t(i)];
        if (!p.feasible) continue;
        int& best = out.best[std::size_t(p.policy)];
        auto objective = [&](const PlanPoint& x) {
            return plan.objective == PlanObjective::TotalCost ? x.totalCost : x.costPerHour;
        };
        if (best < 0 || objective(p) < objective(out.points[std::size_t(best)])) best = i;
    }
    // Pareto front of cost per hour against the first level's metric, over complete runs.
    const bool higherBetter = plan.serviceLevels.front().metric == ServiceMetric::MinUtilization;
    for (int i = 0; i < int(out.points.size()); ++i) {
        const PlanPoint& a = out.points[std::size_t(i)];
        if (!a.simulated()) continue;
        bool dominated = false;
        for (const PlanPoint& b : out.points) {
            if (&a == &b || !b.simulated()) continue;
            const double am = higherBetter ? -a.mainMetric : a.mainMetric, bm = higherBetter ? -b.mainMetric : b.mainMetric;
            if (b.costPerHour <= a.costPerHour && bm <= am && (b.costPerHour < a.costPerHour || bm < am)) {
                dominated = true;
                break;
            }
        }
        if (!dominated) out.pareto.push_back(i);
    }
    return out;
}

std::string planCsv(const Scenario& scenario, const PlanOutcome& outcome)
{
    const Plan& plan = scenario.plan;
    std::string out = "# gantry " + std::string(kVersion) + " scenario_sha256=" + scenarioHash(scenario) + " seeds=";
    for (std::size_t i = 0; i < outcome.seeds.size(); ++i) out += (i ? " " : "") + std::to_string(outcome.seeds[i]);
    out += "\npolicy";
    for (const auto& m : plan.machines) out += "," + csvField(m.gpuType + "x" + std::to_string(m.gpus) + " machines");
    out += std::string(",cost_per_hour,total_cost,") + serviceMetricKey(plan.serviceLevels.front().metric)
        + ",feasible,evaluation,verdict\n";
    for (const PlanPoint& p : outcome.points) {
        out += csvField(outcome.policies[std::size_t(p.policy)]);
        for (int c : p.counts) out += "," + std::to_string(c);
        const double metric = plan.serviceLevels.front().metric == ServiceMetric::MinUtilization ? p.mainMetric : p.mainMetric / 3600.0;
        const char* evaluation = p.bounded ? "bound" : p.stoppedEarly ? "stopped_early" : p.simulated() ? "simulated" : "none";
        out += "," + formatNumber(p.costPerHour) + "," + formatNumber(p.totalCost) + "," + (p.simulated() ? formatNumber(metric) : "")
            + "," + (p.feasible ? "true" : "false") + "," + evaluation + "," + csvField(p.verdict) + "\n";
    }
    return out;
}

} // namespace gantry
