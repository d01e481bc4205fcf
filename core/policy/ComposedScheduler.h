#pragma once
/** @brief A scheduler built from an ordering, a placement and (for elastic jobs) a sizing part. */

#include "core/policy/PolicyParts.h"
#include "core/policy/PreemptionCandidates.h"
#include "core/util/Copying.h"

#include <cstdint>
#include <map>
#include <set>

namespace gantry {

class ComposedScheduler final : public Scheduler {
public:
    /// `sizing` may be null: every job then gets exactly what it asked for. `sharing` may be null: no
    /// quotas (one queue for everyone).
    ComposedScheduler(std::unique_ptr<OrderingPolicy> ordering, std::unique_ptr<PlacementPolicy> placement,
        std::unique_ptr<SizingPolicy> sizing, bool backfill, SimTime tickInterval = 0,
        std::unique_ptr<SharingPolicy> sharing = nullptr);
    ComposedScheduler(const ComposedScheduler& other) = default; ///< deep: every part is cloned (ClonePtr)

    std::string name() const override;
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<ComposedScheduler>(*this); }
    SimTime tickInterval() const override { return m_tickInterval; }
    void onFinish(const SimulationView& view, JobIndex job) override;
    std::string neverStarts(const SimulationView& view, JobIndex job) const override
    {
        return m_sharing ? m_sharing->neverAdmits(view, job) : std::string();
    }
    void schedule(const SimulationView& view, DecisionSink& sink) override;

    const OrderingPolicy& ordering() const { return *m_ordering; }
    const PlacementPolicy& placement() const { return *m_placement; }
    /// The sizing part (null if none); learned sizings report their explanations through it.
    const SizingPolicy* sizing() const { return m_sizing.get(); }

    /// Queued jobs by (priority, arrival): the order a pass serves them in. Job indices follow arrival
    /// (submit time, then input order), so equal priorities are served first come, first served, and
    /// a preempted or restarted job keeps its place in line: Tiresias' FIFO within a queue (and the
    /// Tiresias simulator's, whose lists keep a preempted job ahead of those that waited longer).
    struct QueueKey {
        double priority = 0;
        JobIndex job = -1;
        auto operator<=>(const QueueKey&) const = default;
    };
    /// Queued jobs grouped by (tenant, requested GPUs, deferred), so that a pass never touches jobs
    /// larger than what is free. The tenant is -1 unless the sharing part ranks tenants (then each
    /// tenant's best job is at the head of one of its buckets). Jobs the placement has made wait for
    /// locality are kept apart from the others of their size: when a preemptive ordering walks the jobs
    /// larger than what is free, it looks only for room to make by preemption, which a deferred job
    /// never asks for, so the walk skips them all at once (under Dally most waiting jobs are deferred).
    struct BucketKey {
        int tenant = -1;
        int need = 0;
        bool deferred = false;
        auto operator<=>(const BucketKey&) const = default;
    };
    using Buckets = std::map<BucketKey, std::set<QueueKey>>;

private:
    struct Cursor;
    struct Pass;
    /// What trying the job at a cursor's head came to.
    struct Attempt {
        bool started = false;
        bool deferred = false; ///< the placement chose to wait for a better spread
        bool newlyDeferred = false; ///< deferred for the first time this queue stay: moves to its deferred bucket
        bool overQuota = false; ///< its tenant's quota (or limit) holds it
        int free = 0; ///< free GPUs it may take (not those kept for jobs others were preempted for)
    };

    void reconcile(const SimulationView& view);
    /// The pass over the queue for a fixed-size job mix, in named steps (each below it in the .cpp).
    void scheduleOrdered(const SimulationView& view, DecisionSink& sink);
    Cursor* nextHead(const SimulationView& view, Pass& pass) const;
    bool dropIfLeftQueue(const SimulationView& view, Pass& pass, Cursor& head);
    bool requeueIfOutranked(const SimulationView& view, Pass& pass, Cursor& head);
    Attempt tryToStart(const SimulationView& view, DecisionSink& sink, Pass& pass, Cursor& head);
    void took(const SimulationView& view, Pass& pass, Cursor& head);
    void makeRoom(const SimulationView& view, DecisionSink& sink, Pass& pass, const Cursor& head, const Attempt& attempt);
    void passOver(Pass& pass, Cursor& head, bool newlyDeferred);
    void uncache(JobIndex job);
    void scheduleSized(const SimulationView& view, DecisionSink& sink);
    bool tryPreempt(const SimulationView& view, DecisionSink& sink, const QueueKey& waiting, int need, int& budget);
    void requestWake(const SimulationView& view, DecisionSink& sink);
    /// Acts on a placement's choice to let a job wait: wake-up time, the logged wait, preemptions.
    void follow(DecisionSink& sink, JobIndex job, Deferral& deferral);
    void requestRetry(const SimulationView& view, DecisionSink& sink);
    const std::string& partLabel();
    static int requestedGpus(const JobSpec& spec);
    BucketKey bucketOf(const JobSpec& spec, JobIndex job) const;
    /// Puts `key`'s job and the next jobs of its size (from `at` in `bucket`, and in `sibling`) in
    /// front of the placement's candidates in `why`.
    static void explainOrder(Explanation& why, const QueueKey& key, const std::set<QueueKey>* bucket,
        std::set<QueueKey>::const_iterator at, const std::set<QueueKey>* sibling);
    /// Preempts what the sharing part takes back from borrowers so that `job` (admitted) gets room.
    void reclaimFor(const SimulationView& view, DecisionSink& sink, JobIndex job, int need, int free, int& budget);

    ClonePtr<OrderingPolicy> m_ordering;
    ClonePtr<PlacementPolicy> m_placement;
    ClonePtr<SizingPolicy> m_sizing;
    ClonePtr<SharingPolicy> m_sharing; ///< null: one queue for every tenant
    bool m_backfill;
    SimTime m_tickInterval;

    // Cache for static orderings (see docs/policies.md, "queue cache"): every queued job is in
    // m_buckets exactly once after reconcile(); m_cached marks them.
    Buckets m_buckets;
    std::size_t m_bucketed = 0; ///< jobs in m_buckets
    std::vector<char> m_cached;
    std::vector<char> m_deferred; ///< jobs the placement has made wait for locality (until they start)
    SimTime m_lastTime = -1;
    SimTime m_pendingWake = -1;
    SimTime m_pendingRetry = -1; ///< the wake-up set for a deferred job's next delay timer
    SimTime m_nextRetry = std::numeric_limits<SimTime>::infinity(); ///< earliest retry asked for this pass
    // Running jobs that may be preempted, and per pass: whether they are up to date, those taken
    // already, and GPUs already on their way back.
    PreemptionCandidates m_victims;
    bool m_victimsBuilt = false;
    std::vector<JobIndex> m_takenThisPass;
    std::vector<JobIndex> m_startedThisPass;
    Explanation m_tried; ///< the explanation of the job being tried (see scheduleOrdered)
    std::string m_partLabel; ///< partLabel(), made once
    int m_returningGpus = 0;
};

} // namespace gantry
