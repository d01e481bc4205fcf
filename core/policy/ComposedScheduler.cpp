#include "core/policy/ComposedScheduler.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <unordered_map>

namespace gantry {

namespace {

// A pass looks at no more than this many non-fitting jobs for preemption: keeps a pass cheap when
// thousands of large jobs wait, and the best-priority waiters come first anyway.
constexpr int kMaxPreemptionChecks = 8;
// Jobs listed in an explanation before the placement adds its machines.
constexpr std::size_t kJobsExplained = 4;

int psTasksOf(const JobSpec& spec)
{
    return spec.architecture == JobArchitecture::ParameterServer ? spec.psCount : 0;
}

/// Whether to ask for a wake-up at `at` (then recorded in `pending`): not if it is not in the future,
/// nor if one at or before it is already pending.
bool claimWake(SimTime& pending, SimTime now, SimTime at)
{
    if (!std::isfinite(at) || at <= now) return false;
    if (pending > now && pending <= at) return false;
    pending = at;
    return true;
}

} // namespace

ComposedScheduler::ComposedScheduler(std::unique_ptr<OrderingPolicy> ordering,
    std::unique_ptr<PlacementPolicy> placement, std::unique_ptr<SizingPolicy> sizing, bool backfill,
    SimTime tickInterval, std::unique_ptr<SharingPolicy> sharing)
    : m_ordering(std::move(ordering))
    , m_placement(std::move(placement))
    , m_sizing(std::move(sizing))
    , m_sharing(std::move(sharing))
    , m_backfill(backfill)
    , m_tickInterval(tickInterval)
{
}

std::string ComposedScheduler::name() const
{
    std::string n = m_ordering->name() + "+" + m_placement->name();
    if (m_sizing) n += "+" + m_sizing->name();
    if (m_sharing) n += "+" + m_sharing->name();
    return n;
}

const std::string& ComposedScheduler::partLabel()
{
    // Made once: every job started carries it.
    if (m_partLabel.empty()) m_partLabel = "ordering:" + m_ordering->name() + " + placement:" + m_placement->name();
    return m_partLabel;
}

int ComposedScheduler::requestedGpus(const JobSpec& spec) { return std::max(1, spec.gpus); }

ComposedScheduler::BucketKey ComposedScheduler::bucketOf(const JobSpec& spec, JobIndex job) const
{
    return { m_sharing && m_sharing->ranksTenants() ? spec.tenant : -1, requestedGpus(spec), m_deferred[std::size_t(job)] != 0 };
}

void ComposedScheduler::schedule(const SimulationView& view, DecisionSink& sink)
{
    // A scheduler reused for a new run (time went back, or another job table) starts afresh.
    if (view.now() < m_lastTime || m_cached.size() != std::size_t(view.jobCount())) {
        m_buckets.clear();
        m_bucketed = 0;
        m_cached.assign(std::size_t(view.jobCount()), 0);
        m_deferred.assign(std::size_t(view.jobCount()), 0);
        m_victims.reset(m_ordering->preemptive() ? view.jobCount() : 0); // only a preemptive ordering ranks victims (24 B a job)
        m_pendingWake = -1;
        m_pendingRetry = -1;
    }
    m_lastTime = view.now();
    if (Explanation tuning = m_placement->takeTuning(); !tuning.part.empty()) sink.tune(std::move(tuning));
    if (m_sizing)
        scheduleSized(view, sink);
    else
        scheduleOrdered(view, sink);
}

void ComposedScheduler::reconcile(const SimulationView& view)
{
    // Jobs only leave the queue when this scheduler starts them (it then drops them from the cache),
    // and (re-)entering jobs are appended at the end of view.queue(). So the jobs not yet cached are
    // exactly the uncached suffix: O(new entries) per pass, not O(queue).
    const auto queue = view.queue();
    std::size_t first = queue.size();
    while (first > 0 && !m_cached[std::size_t(queue[first - 1])]) --first;
    for (std::size_t i = first; i < queue.size(); ++i) {
        const JobIndex job = queue[i];
        m_cached[std::size_t(job)] = 1;
        m_buckets[bucketOf(view.spec(job), job)].insert({ m_ordering->priority(view, job), job });
        ++m_bucketed;
    }
}

/// One cursor per bucket, merged by their heads. Each keeps a copy of its head: a pass that walks
/// thousands of waiting jobs compares the heads at every step, and reading them from the sets' nodes was
/// most of the walk (Tiresias + Dally over the full Philly trace).
struct ComposedScheduler::Cursor {
    int tenant;
    int need;
    bool deferred;
    std::set<QueueKey>* bucket;
    std::set<QueueKey>* sibling; ///< the bucket of the same size and tenant, other deferred flag (or null)
    std::set<QueueKey>::iterator it;
    QueueKey head;
    bool done = false;
    void moveTo(std::set<QueueKey>::iterator to)
    {
        it = to;
        done = it == bucket->end();
        if (!done) head = *it;
    }
};

/// One walk over the queue: its buckets, a cursor on each, and what the walk has learnt so far.
struct ComposedScheduler::Pass {
    Pass(ComposedScheduler& scheduler, const SimulationView& view);
    Pass(const Pass&) = delete; // the cursors point into `temporary`
    Pass& operator=(const Pass&) = delete;
    /// Whether a job that does not fit may still make room by taking GPUs from running jobs.
    bool mayEvict() const { return (preemptive && preemptionChecks < kMaxPreemptionChecks) || reclaiming; }

    const bool dynamic; ///< priorities recomputed each pass (DRF, Tetris) rather than cached in the buckets
    const bool preemptive;
    const bool ranked; ///< the sharing part ranks tenants: a tenant's rank comes before the ordering
    const bool reclaiming; ///< the sharing part may take GPUs back for any admitted job (it bounds its own work)
    /// Visiting a deferred job that does not fit does nothing (it is not tried, and asks no preemption for
    /// room) unless a visit can stop the walk (no backfill) or reclaim quota for it.
    const bool skipsDeferredTooLarge;
    Buckets temporary; ///< a dynamic ordering's buckets, made for this pass
    Buckets* buckets;
    /// While the buckets hold as many jobs as the queue, they hold only queued jobs, and the walk need not
    /// look each one up (a cache miss per waiting job, each pass). Jobs leave the queue by this scheduler's
    /// starts (which drop them from the buckets), or are rejected.
    bool allQueued;
    std::vector<Cursor> cursors;
    int budget; ///< free GPUs left for this pass's starts
    int failedNeed = INT_MAX; ///< an unconstrained job of this size found no room: larger ones will not either
    int preemptionChecks = 0;
    int starts = 0;
};

ComposedScheduler::Pass::Pass(ComposedScheduler& scheduler, const SimulationView& view)
    : dynamic(!scheduler.m_ordering->staticPriority())
    , preemptive(scheduler.m_ordering->preemptive())
    , ranked(scheduler.m_sharing && scheduler.m_sharing->ranksTenants())
    , reclaiming(scheduler.m_sharing && scheduler.m_sharing->reclaims())
    , skipsDeferredTooLarge(scheduler.m_backfill && !reclaiming)
    , buckets(dynamic ? &temporary : &scheduler.m_buckets)
{
    if (dynamic) {
        // Dynamic priorities are recomputed each pass: O(Q log Q).
        for (JobIndex job : view.queue())
            temporary[scheduler.bucketOf(view.spec(job), job)].insert({ scheduler.m_ordering->priority(view, job), job });
    } else {
        scheduler.reconcile(view);
    }
    allQueued = dynamic || scheduler.m_bucketed == view.queue().size();
    cursors.reserve(buckets->size());
    for (auto& [key, bucket] : *buckets) {
        const auto sibling = buckets->find({ key.tenant, key.need, !key.deferred });
        cursors.push_back({ key.tenant, key.need, key.deferred, &bucket,
            sibling == buckets->end() ? nullptr : &sibling->second, {}, {} });
        cursors.back().moveTo(bucket.begin());
    }
    budget = view.freeGpuCount();
}

/// A pass walks the queued jobs in order (by tenant rank, then priority) and, for each: drops it if it left
/// the queue, puts it back if its fresh priority fell behind, tries to start it (sharing admission, then the
/// placement), and if it cannot start, makes room (preemption, reclaim) and either stops the walk (no
/// backfill) or passes over it.
void ComposedScheduler::scheduleOrdered(const SimulationView& view, DecisionSink& sink)
{
    Pass pass(*this, view);
    m_victimsBuilt = false;
    m_startedThisPass.clear();
    if (m_sharing) m_sharing->beginPass(view);
    while (Cursor* head = nextHead(view, pass)) {
        if (dropIfLeftQueue(view, pass, *head) || requeueIfOutranked(view, pass, *head)) continue;
        const Attempt attempt = tryToStart(view, sink, pass, *head);
        if (attempt.started) {
            took(view, pass, *head);
            continue;
        }
        makeRoom(view, sink, pass, *head, attempt);
        // Without backfill, a job that waits for room blocks every job behind it; one deferred by the
        // placement or held by its tenant's quota waits for something else and does not.
        if (!m_backfill && !attempt.deferred && !attempt.overQuota) break;
        passOver(pass, *head, attempt.newlyDeferred);
        if (pass.budget <= 0 && !pass.mayEvict()) break;
    }
    if (!pass.dynamic) std::erase_if(m_buckets, [](const auto& entry) { return entry.second.empty(); });
    for (auto& [job, why] : m_placement->review(view)) sink.preempt(job, std::move(why));
    if (pass.preemptive) requestWake(view, sink);
    requestRetry(view, sink);
}

ComposedScheduler::Cursor* ComposedScheduler::nextHead(const SimulationView& view, Pass& pass) const
{
    // Jobs larger than what is free are visited only when a visit may make room for them or must stop the walk.
    const int fitting = std::min(pass.budget, pass.failedNeed - 1);
    const int limit = pass.mayEvict() || !m_backfill ? INT_MAX : fitting;
    // The best head: by its tenant's rank first when the sharing part ranks tenants (recomputed at each
    // step, as a start may change it), then by the ordering.
    Cursor* best = nullptr;
    double bestRank = 0;
    for (auto& c : pass.cursors) {
        if (c.need > limit || c.done || (pass.skipsDeferredTooLarge && c.deferred && c.need > fitting)) continue;
        const double rank = pass.ranked ? m_sharing->tenantRank(view, c.tenant) : 0.0;
        if (!best || rank < bestRank || (rank == bestRank && c.head < best->head)) {
            best = &c;
            bestRank = rank;
        }
    }
    return best;
}

void ComposedScheduler::uncache(JobIndex job)
{
    m_cached[std::size_t(job)] = 0;
    --m_bucketed;
}

bool ComposedScheduler::dropIfLeftQueue(const SimulationView& view, Pass& pass, Cursor& head)
{
    const JobIndex job = head.head.job;
    if (pass.allQueued || view.state(job).phase == JobPhase::Queued) return false;
    // It left the queue some other way (rejected).
    if (!pass.dynamic) uncache(job);
    head.moveTo(head.bucket->erase(head.it));
    return true;
}

bool ComposedScheduler::requeueIfOutranked(const SimulationView& view, Pass& pass, Cursor& head)
{
    // Lazy re-evaluation: starts only raise the others' priorities (DRF shares grow), so a job whose
    // fresh priority still beats the next head is the true minimum.
    if (!pass.dynamic || pass.starts == 0) return false;
    QueueKey key = head.head;
    const double fresh = m_ordering->priority(view, key.job);
    if (fresh <= key.priority) return false;
    auto next = head.bucket->erase(head.it);
    key.priority = fresh;
    auto inserted = head.bucket->insert(key).first;
    head.moveTo((next == head.bucket->end() || key < *next) ? inserted : next);
    return true;
}

ComposedScheduler::Attempt ComposedScheduler::tryToStart(
    const SimulationView& view, DecisionSink& sink, Pass& pass, Cursor& head)
{
    const QueueKey key = head.head;
    const JobIndex job = key.job;
    const JobSpec& spec = view.spec(job);
    const int need = head.need;
    Attempt attempt;
    // Its tenant is at its quota (or limit): it waits for its own tenant's jobs, not for room, so it
    // neither blocks the other tenants' jobs nor makes room by preempting.
    attempt.overQuota = m_sharing && !m_sharing->admits(view, job, need, nullptr);
    // Free GPUs it may take: not those kept for jobs others were preempted for.
    attempt.free = m_sharing ? pass.budget - m_sharing->unavailableTo(view, job) : pass.budget;
    if (attempt.overQuota || need > std::min(attempt.free, pass.failedNeed - 1)) return attempt;
    // Every job tried fills one; most are not placed (they wait), so the last one's room is reused: a
    // pass over thousands of waiting jobs allocates once per start, not per job.
    Explanation& why = m_tried;
    if (why.part.empty()) {
        why.part = partLabel();
        why.scoreName = m_ordering->scoreName();
        why.candidates.reserve(Explanation::kMaxCandidates);
    }
    why.candidates.clear();
    if (auto placement = m_placement->place(view, job, need, psTasksOf(spec), why)) {
        if (m_sharing && !m_sharing->admits(view, job, need, &*placement)) {
            attempt.overQuota = true; // e.g. on a GPU type its quota does not cover
            return attempt;
        }
        // Only now the jobs in order go in front of what the placement said: most jobs tried wait, and
        // their explanation is dropped.
        explainOrder(why, key, head.bucket, head.it, head.sibling);
        const std::vector<GpuId> gpus = m_sharing ? placement->gpus : std::vector<GpuId> {};
        attempt.started = sink.start(job, std::move(*placement), std::exchange(why, {}));
        if (attempt.started && m_sharing) m_sharing->started(view, job, gpus);
    } else if (Deferral deferral = m_placement->takeDeferral(); deferral.deferred) {
        // The placement chose to wait for a better spread: pass over it, do not block.
        attempt.deferred = true;
        attempt.newlyDeferred = !m_deferred[std::size_t(job)];
        follow(sink, job, deferral);
    } else if (spec.gpuType.empty() && spec.partition.empty() && psTasksOf(spec) == 0) {
        pass.failedNeed = std::min(pass.failedNeed, need);
    }
    return attempt;
}

void ComposedScheduler::took(const SimulationView& view, Pass& pass, Cursor& head)
{
    const JobIndex job = head.head.job;
    ++pass.starts;
    m_startedThisPass.push_back(job);
    if (pass.preemptive) m_victims.started(job);
    m_deferred[std::size_t(job)] = 0;
    if (!pass.dynamic) uncache(job);
    head.moveTo(head.bucket->erase(head.it));
    pass.budget = std::min(pass.budget - head.need, view.freeGpuCount());
}

void ComposedScheduler::makeRoom(
    const SimulationView& view, DecisionSink& sink, Pass& pass, const Cursor& head, const Attempt& attempt)
{
    const QueueKey key = head.head;
    const int need = head.need;
    if (attempt.overQuota) return;
    // A job the placement made wait for a tighter spread does not evict others for room it would refuse
    // (the placement preempts for locality itself): otherwise the freed GPUs go to later jobs and the
    // eviction repeats every pass.
    if (pass.preemptive && need > pass.budget && pass.preemptionChecks < kMaxPreemptionChecks
        && !m_deferred[std::size_t(key.job)]) {
        ++pass.preemptionChecks;
        tryPreempt(view, sink, key, need, pass.budget);
    }
    if (pass.reclaiming && !attempt.deferred && need > attempt.free)
        reclaimFor(view, sink, key.job, need, attempt.free, pass.budget);
}

void ComposedScheduler::passOver(Pass& pass, Cursor& head, bool newlyDeferred)
{
    if (!newlyDeferred) {
        head.moveTo(std::next(head.it));
        return;
    }
    // Behind the walk in its deferred bucket (its key is the smallest left): not visited again this pass.
    const QueueKey key = head.head;
    head.moveTo(head.bucket->erase(head.it));
    (*pass.buckets)[{ head.tenant, head.need, true }].insert(key);
}

void ComposedScheduler::explainOrder(Explanation& why, const QueueKey& key, const std::set<QueueKey>* bucket,
    std::set<QueueKey>::const_iterator at, const std::set<QueueKey>* sibling)
{
    // The job, then the next few of its size in order (a few steps in its bucket and its deferred
    // sibling, merged), then the placement's candidates, as many as an explanation holds.
    std::vector<Candidate> jobs;
    jobs.reserve(kJobsExplained);
    jobs.push_back({ CandidateKind::Job, key.job, key.priority, {} });
    auto peek = std::next(at);
    auto peekSibling = sibling ? sibling->upper_bound(key) : peek;
    const auto siblingEnd = sibling ? sibling->end() : peek;
    while (jobs.size() < kJobsExplained) {
        const bool own = peek != bucket->end();
        const bool other = peekSibling != siblingEnd;
        if (!own && !other) break;
        auto& next = own && (!other || *peek < *peekSibling) ? peek : peekSibling;
        jobs.push_back({ CandidateKind::Job, next->job, next->priority, {} });
        ++next;
    }
    auto& candidates = why.candidates;
    candidates.insert(candidates.begin(), std::make_move_iterator(jobs.begin()), std::make_move_iterator(jobs.end()));
    if (candidates.size() > Explanation::kMaxCandidates) candidates.resize(Explanation::kMaxCandidates);
}

void ComposedScheduler::reclaimFor(const SimulationView& view, DecisionSink& sink, JobIndex job, int need, int free, int& budget)
{
    auto victims = m_sharing->reclaim(view, job, need, free);
    if (!victims) return;
    for (auto& [victim, why] : *victims) sink.preempt(victim, std::move(why));
    budget -= std::min(std::max(0, free), need); // the free GPUs it may take wait for it with the returning ones
}

void ComposedScheduler::follow(DecisionSink& sink, JobIndex job, Deferral& deferral)
{
    m_deferred[std::size_t(job)] = 1;
    m_nextRetry = std::min(m_nextRetry, deferral.retryAt);
    if (!deferral.waitNote.part.empty()) sink.wait(job, std::move(deferral.waitNote));
    for (JobIndex victim : deferral.preempt) sink.preempt(victim, deferral.preemptWhy);
}

void ComposedScheduler::requestRetry(const SimulationView& view, DecisionSink& sink)
{
    const SimTime retry = m_nextRetry;
    m_nextRetry = std::numeric_limits<SimTime>::infinity();
    if (!claimWake(m_pendingRetry, view.now(), retry)) return;
    Explanation why;
    why.part = "placement:" + m_placement->name();
    why.scoreName = GANTRY_TR_NOOP("ScoreName", "time a waiting job's options widen (s)");
    why.add({ CandidateKind::Action, -1, retry, GANTRY_TR_NOOP("CandidateNote", "delay timer") });
    sink.wakeAt(retry, std::move(why));
}

void ComposedScheduler::onFinish(const SimulationView& view, JobIndex job) { m_placement->onFinish(view, job); }

bool ComposedScheduler::tryPreempt(const SimulationView& view, DecisionSink& sink, const QueueKey& waiting, int need,
    int& budget)
{
    // Rule: a waiting job may preempt running jobs whose priority is strictly worse (larger), worst
    // first (ties: the latest started), and only if the GPUs they hold, with the free ones and those
    // already being checkpointed, cover its whole request. Then it gets them when the checkpoints
    // finish (it is ahead of the preempted jobs in order). Equal priorities never preempt each
    // other, so two jobs cannot take turns evicting one another.
    // Nobody has a strictly worse priority than the last queue: nothing to look at.
    if (waiting.priority >= m_ordering->worstPriority()) return false;
    if (!m_victimsBuilt) {
        // Waiting jobs come here in priority order, so the first caller has the best priority of
        // the pass: running jobs at or above it can never be victims in this pass.
        m_victimsBuilt = true;
        m_takenThisPass.clear();
        m_victims.refresh(view, *m_ordering, waiting.priority);
        m_returningGpus = view.checkpointingGpuCount();
    }
    const JobSpec& spec = view.spec(waiting.job);
    const MachineFilter filter = view.cluster().filterFor(spec.gpuType, spec.partition);
    auto matches = [&](GpuId g) {
        const MachineId m = view.cluster().machineOf(g);
        return view.machineUp(m) && filter.passes(view.cluster().machines, m);
    };
    int available = std::max(0, budget) + m_returningGpus;
    if (available >= need) {
        // Enough is already on its way back: wait for it rather than evict more.
        m_returningGpus -= std::max(0, need - std::max(0, budget));
        budget -= std::min(std::max(0, budget), need);
        return false;
    }
    // When the sharing part ranks tenants, a job is served before another tenant's only by its rank,
    // not by the ordering: preempting across tenants would hand the GPUs straight back, so an ordering
    // preempts only within the waiting job's tenant.
    const bool sameTenantOnly = m_sharing && m_sharing->ranksTenants();
    std::vector<PreemptionCandidates::Entry> chosen;
    m_victims.visitWorseThan(view, waiting.priority, [&](const PreemptionCandidates::Entry& victim) {
        const JobIndex j = victim.job;
        if (std::find(m_takenThisPass.begin(), m_takenThisPass.end(), j) != m_takenThisPass.end()) return true;
        if (sameTenantOnly && view.spec(j).tenant != spec.tenant) return true;
        int gpus = 0;
        for (GpuId g : view.state(j).placement.gpus) gpus += matches(g) ? 1 : 0;
        if (gpus == 0) return true;
        chosen.push_back(victim);
        available += gpus;
        return available < need;
    });
    if (available < need) return false;
    for (const auto& victim : chosen) {
        Explanation why;
        why.part = "preemption:" + m_ordering->name();
        why.scoreName = m_ordering->scoreName();
        why.add({ CandidateKind::Job, waiting.job, waiting.priority, GANTRY_TR_NOOP("CandidateNote", "waiting") });
        why.add({ CandidateKind::Job, victim.job, victim.priority, GANTRY_TR_NOOP("CandidateNote", "preempted") });
        for (const auto& other : chosen) {
            if (why.candidates.size() >= Explanation::kMaxCandidates) break;
            if (other.job != victim.job) why.add({ CandidateKind::Job, other.job, other.priority, GANTRY_TR_NOOP("CandidateNote", "preempted") });
        }
        const int held = int(view.state(victim.job).placement.gpus.size());
        if (sink.preempt(victim.job, std::move(why))) m_returningGpus += held;
        m_takenThisPass.push_back(victim.job);
    }
    m_returningGpus -= std::max(0, need - std::max(0, budget));
    budget -= std::min(std::max(0, budget), need);
    return true;
}

void ComposedScheduler::requestWake(const SimulationView& view, DecisionSink& sink)
{
    if (view.queue().empty()) {
        // A demotion only matters when someone waits. Forget the pending wake-up so that the next
        // call looks at every running job again (the ones started now were not looked at).
        m_pendingWake = -1;
        return;
    }
    SimTime next = std::numeric_limits<SimTime>::infinity();
    JobIndex who = -1;
    auto consider = [&](JobIndex j) {
        const SimTime t = m_ordering->nextPriorityChange(view, j);
        if (t < next) {
            next = t;
            who = j;
        }
    };
    // While a wake-up is pending, every job running now was already looked at when it started (or
    // at the last full scan), so only this pass's starts can bring the next priority change forward.
    if (m_pendingWake > view.now())
        for (JobIndex j : m_startedThisPass) consider(j);
    else
        for (JobIndex j : view.running()) consider(j);
    if (!claimWake(m_pendingWake, view.now(), next)) return;
    Explanation why;
    why.part = "ordering:" + m_ordering->name();
    why.scoreName = GANTRY_TR_NOOP("ScoreName", "time of the next priority change (s)");
    why.add({ CandidateKind::Job, who, next, GANTRY_TR_NOOP("CandidateNote", "priority changes") });
    sink.wakeAt(next, std::move(why));
}

void ComposedScheduler::scheduleSized(const SimulationView& view, DecisionSink& sink)
{
    // Jobs to size: running and queued, in ordering priority (ties: running first in start order,
    // then queue order).
    std::vector<std::tuple<double, std::size_t, JobIndex>> keyed;
    std::size_t position = 0;
    for (JobIndex j : view.running())
        if (view.state(j).phase == JobPhase::Running) keyed.emplace_back(m_ordering->priority(view, j), position++, j);
    for (JobIndex j : view.queue()) keyed.emplace_back(m_ordering->priority(view, j), position++, j);
    std::sort(keyed.begin(), keyed.end());
    std::vector<JobIndex> ordered;
    ordered.reserve(keyed.size());
    for (auto& k : keyed) ordered.push_back(std::get<2>(k));

    const std::vector<SizeTarget> targets = m_sizing->targets(view, ordered);
    std::unordered_map<JobIndex, SizeTarget> targetOf;
    for (const auto& t : targets) targetOf[t.job] = t;
    // Shrinking and preempting happen only at slot boundaries (DL2 re-decides every slot); passes
    // caused by arrivals and finishes only grow jobs into free resources, so they cannot thrash.
    const bool slotBoundary = m_tickInterval <= 0
        || std::fabs(std::remainder(view.now(), m_tickInterval)) < 1e-6;

    auto explain = [&](JobIndex job, const SizeTarget& t) {
        Explanation why;
        why.part = "sizing:" + m_sizing->name() + " + placement:" + m_placement->name();
        why.scoreName = GANTRY_TR_NOOP("ScoreName", "sizing score");
        why.add({ CandidateKind::Job, job, t.score, std::to_string(t.workers) + " workers, " + std::to_string(t.psTasks) + " PS" });
        for (std::size_t k = 0; k < targets.size() && why.candidates.size() < kJobsExplained; ++k)
            if (targets[k].job != job) why.add({ CandidateKind::Job, targets[k].job, targets[k].score, {} });
        return why;
    };

    const std::vector<JobIndex> running(view.running().begin(), view.running().end());
    // 1. Shrink (or stop) running jobs above their target.
    if (slotBoundary) {
        for (JobIndex j : running) {
            const JobState& st = view.state(j);
            if (st.phase != JobPhase::Running) continue;
            auto it = targetOf.find(j);
            const SizeTarget t = it == targetOf.end() ? SizeTarget { j, 0, 0, 0 } : it->second;
            const int w = int(st.placement.gpus.size());
            const int p = int(st.placement.psMachines.size());
            if (t.workers == 0) {
                sink.preempt(j, explain(j, t));
                continue;
            }
            if (t.workers >= w && t.psTasks >= p) continue;
            if (!view.spec(j).elastic()) continue;
            // Keep the GPUs on the machines where the job has the most of them: shrinking consolidates.
            std::map<MachineId, std::vector<GpuId>> byMachine;
            for (GpuId g : st.placement.gpus) byMachine[view.cluster().machineOf(g)].push_back(g);
            std::vector<std::vector<GpuId>> groups;
            for (auto& [m, gs] : byMachine) groups.push_back(gs);
            std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
            Placement shrunk;
            for (const auto& gs : groups)
                for (GpuId g : gs)
                    if (int(shrunk.gpus.size()) < std::min(w, t.workers)) shrunk.gpus.push_back(g);
            shrunk.psMachines.assign(st.placement.psMachines.begin(),
                st.placement.psMachines.begin() + std::min(p, t.psTasks));
            sink.resize(j, std::move(shrunk), explain(j, t));
        }
    }
    // 2. Grow running jobs below their target, then 3. start queued jobs, in priority order.
    for (JobIndex j : ordered) {
        auto it = targetOf.find(j);
        if (it == targetOf.end() || it->second.workers <= 0) continue; // target 0: it waits
        const SizeTarget& t = it->second;
        const JobState& st = view.state(j);
        if (st.phase == JobPhase::Running) {
            const int w = int(st.placement.gpus.size());
            const int p = int(st.placement.psMachines.size());
            const int extraW = std::max(0, t.workers - w);
            const int extraP = std::max(0, t.psTasks - p);
            if ((extraW == 0 && extraP == 0) || !view.spec(j).elastic()) continue;
            Explanation why = explain(j, t);
            auto more = m_placement->place(view, j, extraW, extraP, why);
            if (!more) continue;
            Placement grown = st.placement;
            grown.gpus.insert(grown.gpus.end(), more->gpus.begin(), more->gpus.end());
            grown.psMachines.insert(grown.psMachines.end(), more->psMachines.begin(), more->psMachines.end());
            sink.resize(j, std::move(grown), std::move(why));
        } else if (st.phase == JobPhase::Queued) {
            Explanation why = explain(j, t);
            if (auto placement = m_placement->place(view, j, t.workers, t.psTasks, why))
                sink.start(j, std::move(*placement), std::move(why));
        }
    }
}

} // namespace gantry
