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

void ComposedScheduler::scheduleOrdered(const SimulationView& view, DecisionSink& sink)
{
    const bool dynamic = !m_ordering->staticPriority();
    const bool preemptive = m_ordering->preemptive();
    Buckets temporary;
    Buckets* buckets = &m_buckets;
    if (dynamic) {
        // Dynamic priorities (DRF, Tetris) are recomputed each pass: O(Q log Q).
        for (JobIndex job : view.queue())
            temporary[bucketOf(view.spec(job), job)].insert({ m_ordering->priority(view, job), job });
        buckets = &temporary;
    } else {
        reconcile(view);
    }
    // Jobs leave the queue by this scheduler's starts (which drop them from the buckets), or are
    // rejected. While the buckets hold as many jobs as the queue, they hold only queued jobs, and the
    // walk need not look each one up (a cache miss per waiting job, each pass).
    const bool allQueued = dynamic || m_bucketed == view.queue().size();

    // One cursor per bucket, merged by their heads. Each keeps a copy of its head: a pass that walks
    // thousands of waiting jobs compares the heads at every step, and reading them from the sets'
    // nodes was most of the walk (Tiresias + Dally over the full Philly trace).
    struct Cursor {
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
    std::vector<Cursor> cursors;
    cursors.reserve(buckets->size());
    for (auto& [key, bucket] : *buckets) {
        const auto sibling = buckets->find({ key.tenant, key.need, !key.deferred });
        cursors.push_back({ key.tenant, key.need, key.deferred, &bucket,
            sibling == buckets->end() ? nullptr : &sibling->second, {}, {} });
        cursors.back().moveTo(bucket.begin());
    }
    const bool ranked = m_sharing && m_sharing->ranksTenants();
    // Visiting a deferred job that does not fit does nothing (it is not tried, and asks no preemption
    // for room) unless a visit can stop the walk (no backfill) or reclaim quota for it.
    const bool skipsDeferredTooLarge = m_backfill && !(m_sharing && m_sharing->reclaims());

    m_victimsBuilt = false;
    m_startedThisPass.clear();
    if (m_sharing) m_sharing->beginPass(view);
    int budget = view.freeGpuCount();
    int failedNeed = INT_MAX; // an unconstrained job of this size found no room: larger ones will not either
    int preemptionChecks = 0;
    // The sharing part may take GPUs back for any admitted job (it bounds its own work per pass).
    const bool reclaiming = m_sharing && m_sharing->reclaims();
    auto mayEvict = [&] {
        return (preemptive && preemptionChecks < kMaxPreemptionChecks) || reclaiming;
    };
    int starts = 0;
    while (true) {
        const bool considerPreemption = mayEvict();
        const int limit = considerPreemption || !m_backfill ? INT_MAX : std::min(budget, failedNeed - 1);
        // The best head: by its tenant's rank first when the sharing part ranks tenants (recomputed
        // at each step, as a start may change it), then by the ordering.
        Cursor* best = nullptr;
        double bestRank = 0;
        const int fitting = std::min(budget, failedNeed - 1);
        for (auto& c : cursors) {
            if (c.need > limit || c.done || (skipsDeferredTooLarge && c.deferred && c.need > fitting)) continue;
            const double rank = ranked ? m_sharing->tenantRank(view, c.tenant) : 0.0;
            if (!best || rank < bestRank || (rank == bestRank && c.head < best->head)) {
                best = &c;
                bestRank = rank;
            }
        }
        if (!best) break;
        QueueKey key = best->head;
        const JobIndex job = key.job;
        if (!allQueued && view.state(job).phase != JobPhase::Queued) { // left the queue some other way (rejected)
            if (!dynamic) {
                m_cached[std::size_t(job)] = 0;
                --m_bucketed;
            }
            best->moveTo(best->bucket->erase(best->it));
            continue;
        }
        if (dynamic && starts > 0) {
            // Lazy re-evaluation: starts only raise the others' priorities (DRF shares grow), so a
            // job whose fresh priority still beats the next head is the true minimum.
            const double fresh = m_ordering->priority(view, job);
            if (fresh > key.priority) {
                auto next = best->bucket->erase(best->it);
                key.priority = fresh;
                auto inserted = best->bucket->insert(key).first;
                best->moveTo((next == best->bucket->end() || key < *next) ? inserted : next);
                continue;
            }
        }
        const JobSpec& spec = view.spec(job);
        const int need = best->need;
        bool started = false;
        bool deferred = false; // the placement chose to wait for a better spread: skip, do not block
        bool newlyDeferred = false; // deferred for the first time this queue stay: moves to its deferred bucket
        // Its tenant is at its quota (or limit): it waits for its own tenant's jobs, not for room, so
        // it neither blocks the other tenants' jobs nor makes room by preempting.
        bool overQuota = m_sharing && !m_sharing->admits(view, job, need, nullptr);
        // Free GPUs it may take: not those kept for jobs others were preempted for.
        const int free = m_sharing ? budget - m_sharing->unavailableTo(view, job) : budget;
        if (!overQuota && need <= std::min(free, failedNeed - 1)) {
            // Every job tried fills one; most are not placed (they wait), so the last one's room is
            // reused: a pass over thousands of waiting jobs allocates once per start, not per job.
            Explanation& why = m_tried;
            if (why.part.empty()) {
                why.part = partLabel();
                why.scoreName = m_ordering->scoreName();
                why.candidates.reserve(Explanation::kMaxCandidates);
            }
            why.candidates.clear();
            if (auto placement = m_placement->place(view, job, need, psTasksOf(spec), why)) {
                if (m_sharing && !m_sharing->admits(view, job, need, &*placement)) {
                    overQuota = true; // e.g. on a GPU type its quota does not cover
                } else {
                    // Only now the jobs in order go in front of what the placement said: most jobs
                    // tried wait, and their explanation is dropped.
                    explainOrder(why, key, best->bucket, best->it, best->sibling);
                    const std::vector<GpuId> gpus = m_sharing ? placement->gpus : std::vector<GpuId> {};
                    started = sink.start(job, std::move(*placement), std::exchange(why, {}));
                    if (started && m_sharing) m_sharing->started(view, job, gpus);
                }
            } else if (Deferral deferral = m_placement->takeDeferral(); deferral.deferred) {
                deferred = true;
                newlyDeferred = !m_deferred[std::size_t(job)];
                follow(sink, job, deferral);
            } else if (spec.gpuType.empty() && psTasksOf(spec) == 0) {
                failedNeed = std::min(failedNeed, need);
            }
        }
        if (started) {
            ++starts;
            m_startedThisPass.push_back(job);
            if (preemptive) m_victims.started(job);
            m_deferred[std::size_t(job)] = 0;
            if (!dynamic) {
                m_cached[std::size_t(job)] = 0;
                --m_bucketed;
            }
            best->moveTo(best->bucket->erase(best->it));
            budget = std::min(budget - need, view.freeGpuCount());
            continue;
        }
        // A job the placement made wait for a tighter spread does not evict others for room it would
        // refuse (the placement preempts for locality itself): otherwise the freed GPUs go to later
        // jobs and the eviction repeats every pass.
        if (preemptive && !overQuota && need > budget && preemptionChecks < kMaxPreemptionChecks && !m_deferred[std::size_t(job)]) {
            ++preemptionChecks;
            tryPreempt(view, sink, key, need, budget);
        }
        if (reclaiming && !overQuota && !deferred && need > free) reclaimFor(view, sink, job, need, free, budget);
        if (!m_backfill && !deferred && !overQuota) break;
        if (newlyDeferred) {
            // Behind the walk in its new bucket (its key is the smallest left): not visited again this pass.
            BucketKey to { best->tenant, best->need, true };
            best->moveTo(best->bucket->erase(best->it));
            (*buckets)[to].insert(key);
        } else {
            best->moveTo(std::next(best->it));
        }
        if (budget <= 0 && !mayEvict()) break;
    }
    if (!dynamic) std::erase_if(m_buckets, [](const auto& entry) { return entry.second.empty(); });
    for (auto& [job, why] : m_placement->review(view)) sink.preempt(job, std::move(why));
    if (preemptive) requestWake(view, sink);
    requestRetry(view, sink);
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
    auto matches = [&](GpuId g) {
        return view.machineUp(view.cluster().machineOf(g))
            && (spec.gpuType.empty() || view.cluster().typeOf(g).name == spec.gpuType);
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
