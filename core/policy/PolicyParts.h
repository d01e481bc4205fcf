#pragma once
/** @brief The composable parts of a heuristic scheduler: ordering x placement (+ sizing for elastic
 * jobs). ComposedScheduler combines them; see docs/policies.md for each part's rule and parameters. */

#include "core/engine/Scheduler.h"
#include "core/util/Translate.h"

#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gantry {

/// Which job goes first. Lower priority value = served first; ties by arrival (a preempted job keeps its place).
class OrderingPolicy {
public:
    virtual ~OrderingPolicy() = default;
    virtual std::string name() const = 0;
    virtual std::unique_ptr<OrderingPolicy> clone() const = 0;
    virtual double priority(const SimulationView& view, JobIndex job) const = 0;
    /// True if the priority of a queued job never changes while it waits (FIFO, SJF): lets the
    /// scheduler keep the queue sorted instead of re-sorting it at every decision.
    virtual bool staticPriority() const { return true; }
    /// True if a waiting job may preempt running jobs with a larger priority value (Tiresias).
    virtual bool preemptive() const { return false; }
    /// When a running job's priority will next change (MLFQ demotion), so the scheduler can wake up.
    virtual SimTime nextPriorityChange(const SimulationView&, JobIndex) const
    {
        return std::numeric_limits<SimTime>::infinity();
    }
    /// True if a running job's priority stays what it is until nextPriorityChange() (Tiresias'
    /// queues): the scheduler then keeps running jobs ranked from pass to pass (PreemptionCandidates).
    virtual bool priorityStepsWhileRunning() const { return false; }
    virtual std::string scoreName() const { return GANTRY_TR_NOOP("ScoreName", "priority (lower first)"); }
    /// The largest priority value a job can have (a job there can preempt nobody), if bounded.
    virtual double worstPriority() const { return std::numeric_limits<double>::infinity(); }
};

/// What a placement that declined a job wants done about it (delay scheduling: Dally).
struct Deferral {
    /// GPUs were on offer, but the placement chose to wait for a better spread: the job is skipped,
    /// not blocking (later jobs are tried even without backfill, and larger ones may still fit).
    bool deferred = false;
    /// When the job's options change by themselves (a delay timer expires): wake the scheduler then.
    SimTime retryAt = std::numeric_limits<SimTime>::infinity();
    /// Log the wait (the first time, or when what the job waits for changed); empty part: do not.
    Explanation waitNote;
    /// Running jobs to preempt so that the job gets a better spread, and why (gain and cost).
    std::vector<JobIndex> preempt;
    Explanation preemptWhy;
};

/// Which GPUs (and PS machines) a job gets. Returns nothing if it cannot be placed now.
class PlacementPolicy {
public:
    virtual ~PlacementPolicy() = default;
    virtual std::string name() const = 0;
    virtual std::unique_ptr<PlacementPolicy> clone() const = 0;
    /// `workers` GPUs and `psTasks` parameter servers for `job`. May fill why.candidates with the
    /// machines it weighed and their scores.
    virtual std::optional<Placement> place(const SimulationView& view, JobIndex job, int workers, int psTasks,
        Explanation& why)
        = 0;
    /// Right after place() returned nothing: whether it was a choice to wait, and what follows.
    /// The default: only a lack of room, so a larger job will not fit either.
    virtual Deferral takeDeferral() { return {}; }
    /// After a pass: running jobs to preempt so that they restart on a better spread, each with why.
    virtual std::vector<std::pair<JobIndex, Explanation>> review(const SimulationView&) { return {}; }
    /// A job finished (auto-tuners learn from completions).
    virtual void onFinish(const SimulationView&, JobIndex) { }
    /// A settings change to record (an auto-tuner's new timers); empty part: nothing.
    virtual Explanation takeTuning() { return {}; }
};

/// How big elastic jobs should be. Given the jobs in priority order, returns each job's target
/// (workers, PS tasks); the composed scheduler then starts and resizes jobs to reach them.
struct SizeTarget {
    JobIndex job = -1;
    int workers = 0;
    int psTasks = 0;
    double score = 0; ///< for the explanation (e.g. Optimus' marginal gain)
};

class SizingPolicy {
public:
    virtual ~SizingPolicy() = default;
    virtual std::string name() const = 0;
    virtual std::unique_ptr<SizingPolicy> clone() const = 0;
    virtual std::vector<SizeTarget> targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const = 0;
};

/// How tenants share the cluster (scenario `tenants`): whether a job of a tenant may start on a
/// placement, given what its tenant and the others hold; optionally which tenant is served first and
/// which borrowed GPUs to take back. One pass: beginPass(), then for each candidate in order admits(),
/// started() if it started, reclaim() if it was admitted but found no room.
class SharingPolicy {
public:
    virtual ~SharingPolicy() = default;
    virtual std::string name() const = 0;
    virtual std::unique_ptr<SharingPolicy> clone() const = 0;
    virtual void beginPass(const SimulationView& view) = 0;
    /// `placement` null: only whether `gpus` more GPUs of any type could be admitted (before the
    /// scheduler preempts others to make room for the job).
    virtual bool admits(const SimulationView& view, JobIndex job, int gpus, const Placement* placement) const = 0;
    virtual void started(const SimulationView& view, JobIndex job, const std::vector<GpuId>& gpus) = 0;
    /// Why no state of the cluster would ever admit `job` (its size above what its tenant may hold).
    virtual std::string neverAdmits(const SimulationView& view, JobIndex job) const = 0;
    /// True if tenants are served in the order of tenantRank() (then each by the ordering part): a
    /// pass then picks, among every tenant's best job, the one whose tenant ranks first.
    virtual bool ranksTenants() const { return false; }
    /// Lower is served first; may change with every start in a pass (YARN's used capacity does).
    virtual double tenantRank(const SimulationView&, int /*tenant*/) const { return 0; }
    /// True if reclaim() may preempt: the scheduler then also visits admitted jobs that do not fit.
    virtual bool reclaims() const { return false; }
    /// Free GPUs `job` may not start on: kept for jobs that others were preempted for.
    virtual int unavailableTo(const SimulationView&, JobIndex /*job*/) const { return 0; }
    /// `job` is admitted but `free` GPUs do not hold it. Nothing: it waits like any other job. Else it
    /// waits for GPUs coming back (the free ones are kept for it): running jobs to preempt for them,
    /// each with why (none if enough are being checkpointed already).
    virtual std::optional<std::vector<std::pair<JobIndex, Explanation>>> reclaim(const SimulationView&, JobIndex /*job*/,
        int /*need*/, int /*free*/)
    {
        return std::nullopt;
    }
};

} // namespace gantry
