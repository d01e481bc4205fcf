#pragma once
/** @brief The running jobs a waiting job may preempt, worst priority first. */

#include "core/policy/PolicyParts.h"

#include <functional>
#include <queue>
#include <set>
#include <tuple>
#include <vector>

namespace gantry {

/// Running jobs ranked for preemption: worst priority (largest value) first, then the latest
/// started, then the larger index.
///
/// Under an ordering whose running priorities change in steps at times it names (Tiresias' queues:
/// OrderingPolicy::priorityStepsWhileRunning), the ranking is kept from pass to pass: a started job
/// joins it, a job is ranked again when its step comes, and a job that no longer runs leaves it when
/// a walk meets it. A pass then costs the jobs it looks at, not every running job (on the full Philly
/// trace under Tiresias, re-ranking every running job at every pass was a third of the run). Under
/// any other ordering the ranking is rebuilt at each pass.
class PreemptionCandidates {
public:
    struct Entry {
        double priority = 0;
        SimTime lastStart = 0;
        JobIndex job = -1;
        auto operator<=>(const Entry&) const = default;
    };

    /// A new run: nothing ranked.
    void reset(int jobCount);
    /// The scheduler started `job`: it joins the ranking at the next refresh.
    void started(JobIndex job) { m_started.push_back(job); }
    /// Brings the ranking up to `view`'s time. Rebuilding (non-stepped orderings), it ranks only jobs
    /// worse than `floor`: the best waiting priority of the pass, as nobody else can be a victim.
    void refresh(const SimulationView& view, const OrderingPolicy& ordering, double floor);
    /// Calls `visit(entry)` for running jobs with a priority worse than `than`, worst first, until it
    /// returns false.
    void visitWorseThan(const SimulationView& view, double than, const std::function<bool(const Entry&)>& visit);

private:
    void rank(const SimulationView& view, const OrderingPolicy& ordering, JobIndex job);
    bool stillRanked(const SimulationView& view, JobIndex job, SimTime lastStart) const;

    std::set<Entry, std::greater<>> m_ranked;
    std::vector<Entry> m_entryOf; ///< each job's entry in m_ranked (job -1: none)
    std::vector<JobIndex> m_started;
    /// When each ranked job's priority steps next, less a margin (see refresh): a min-heap of
    /// (time, job, the start it belongs to).
    using Step = std::tuple<SimTime, JobIndex, SimTime>;
    std::priority_queue<Step, std::vector<Step>, std::greater<>> m_steps;
    std::vector<JobIndex> m_nearStep; ///< jobs within the margin of their step: ranked again at each refresh
};

} // namespace gantry
