#pragma once
/** @brief What the plan's search knows without simulating, or while it simulates: Fenwick counts, a
 * run's watch on its service levels (LevelWatch, which stops a run once a level is certainly missed)
 * and the GPU-hours bound that rules out clusters far too small. Used by Planner.cpp alone. */

#include "core/engine/SimObserver.h"
#include "core/engine/SpeedModel.h"
#include "core/engine/Simulation.h"
#include "core/metrics/RunResult.h"
#include "core/plan/Planner.h"
#include "core/util/Format.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <functional>
#include <optional>
#include <queue>
#include <string>
#include <vector>

namespace gantry::planbounds {

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

    bool watchesDecisions() const override { return false; }
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
            if (!l.tenant.empty()) continue; // a tenant's level: judged at the end
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
            if (!l.tenant.empty()) continue; // a tenant's level: judged at the end
            const std::size_t before = submittedBefore(m_now - l.limit);
            switch (l.metric) {
            case ServiceMetric::Deadline:
                if (m_now - first > l.limit && m_done < m_submit.size()) return certain(l, translate("Plan", "jobs still running"));
                break;
            case ServiceMetric::P95Jct:
            case ServiceMetric::P99Jct: {
                const double q = l.metric == ServiceMetric::P95Jct ? 0.95 : 0.99;
                const double violators = m_late[i];
                const double unfinishedLate = double(before) - m_finished.prefix(before);
                if (violators + unfinishedLate >= n - std::ceil(q * n) + 1) return certain(l, translate("Plan", "too many jobs late"));
                break;
            }
            case ServiceMetric::P95Wait: {
                const double violators = m_late[i];
                const double neverStarted = double(before) - m_started.prefix(before);
                if (violators + neverStarted >= n - std::ceil(0.95 * n) + 1) return certain(l, translate("Plan", "too many jobs waiting"));
                break;
            }
            case ServiceMetric::AvgJct: {
                // Finished JCTs, plus now - submit for every submitted job not finished yet.
                const std::size_t submitted = submittedBefore(m_now);
                const double open = double(submitted) - m_finished.prefix(submitted);
                const double openSubmitSum = (submitted ? m_submitSum[submitted - 1] : 0) - m_finishedSubmit.prefix(submitted);
                if ((m_jctSum + open * m_now - openSubmitSum) / n > l.limit) return certain(l, translate("Plan", "already above on average"));
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
    static std::string certain(const ServiceLevel& l, const std::string& why)
    {
        return fillIn(translate("Plan", "%1 certainly over %2 (%3)", "a service level missed before the run ends: metric, limit, why"),
            { serviceMetricName(l.metric), formatDuration(l.limit), why });
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
        if (tooLarge > 0) return translate("Plan", "%n jobs need more GPUs than the cluster has (not simulated)", nullptr, tooLarge);
        for (const ServiceLevel& l : levels) {
            if (!l.tenant.empty()) continue; // the bound is the whole cluster's
            double least = 0;
            switch (l.metric) {
            case ServiceMetric::AvgJct: least = std::max(mean(m_leastRun), fluidSrptMeanJct(gpus)); break;
            case ServiceMetric::P95Jct: least = percentile(m_leastRun, 95); break;
            case ServiceMetric::P99Jct: least = percentile(m_leastRun, 99); break;
            case ServiceMetric::Deadline: least = leastMakespan(gpus); break;
            default: continue; // waits and utilisation: no bound from GPU-hours
            }
            if (least > l.limit)
                return fillIn(translate("Plan", "%1 at least %2 > %3 (GPU-hours bound, not simulated)"),
                    { serviceMetricName(l.metric), formatLevelValue(l.metric, least), formatLevelValue(l.metric, l.limit) });
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

} // namespace gantry::planbounds
