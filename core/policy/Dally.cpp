#include "core/policy/Dally.h"

#include "core/util/Format.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

namespace gantry {

namespace {

// Completions remembered per class for the tuner, and finished jobs' work for the gain estimate.
constexpr std::size_t kWindow = 64;
// The tuner and the preemption rule wait for this many completions before trusting their estimates.
constexpr std::size_t kMinSamples = 5;
// A job is preempted for consolidation at most this often, so an insensitive job cannot starve.
constexpr int kMaxPreemptionsPerVictim = 2;
// A reservation outlives the victims' checkpoint by this much, then lapses (the waiting job was not
// placed, e.g. a machine failed meanwhile).
constexpr double kReservationSlack = 60;

const char* className(int cls)
{
    static const char* const names[] = { "insensitive", "moderate", "sensitive" };
    return names[std::clamp(cls, 0, 2)];
}

double medianOf(std::vector<double> values)
{
    if (values.empty()) return 0;
    const auto middle = values.begin() + long(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

void addPicks(const std::vector<MachinePick>& picks, Explanation& why)
{
    for (const auto& [m, n] : picks) why.add({ CandidateKind::Machine, m, double(n), GANTRY_TR_NOOP("CandidateNote", "GPUs taken") });
}

} // namespace

std::vector<MachinePick> ConsolidateOrWaitPlacement::choose(const SimulationView& view, JobIndex, int workers,
    const KeptUsableGpus& usable, Explanation& why) const
{
    std::vector<MachinePick> picks;
    if (MachineId m = usable.bestFit(workers); m >= 0)
        picks = { { m, workers } };
    else
        picks = oneRack(view.cluster(), usable, workers);
    addPicks(picks, why);
    return picks;
}

DallyPlacement::DallyPlacement(DallySettings settings)
    : m_settings(settings)
    , m_rackWait(settings.rackWait)
    , m_spreadWait(settings.spreadWait)
{
}

int DallyPlacement::classOf(double sensitivity) const
{
    return sensitivity >= m_settings.classBounds[1] ? 2 : sensitivity >= m_settings.classBounds[0] ? 1 : 0;
}

bool DallyPlacement::reservedAgainst(MachineId machine, JobIndex job) const
{
    for (const auto& r : m_reservations)
        if (r.job != job && std::find(r.machines.begin(), r.machines.end(), machine) != r.machines.end()) return true;
    return false;
}

SimTime DallyPlacement::skippedSince(const SimulationView& view, JobIndex job) const
{
    if (std::size_t(job) >= m_waiting.size()) return -1;
    const Waiting& w = m_waiting[std::size_t(job)];
    return w.stay == view.state(job).queuedSince && w.announced >= 0 ? w.since : -1;
}

void DallyPlacement::resetIfNewRun(const SimulationView& view)
{
    if (view.now() >= m_lastTime && m_started.size() == std::size_t(view.jobCount())) {
        m_lastTime = view.now();
        return;
    }
    *this = DallyPlacement(m_settings);
    m_started.assign(std::size_t(view.jobCount()), {});
    m_mayMove.assign(std::size_t(view.jobCount()), 0);
    m_waiting.assign(std::size_t(view.jobCount()), {});
    m_lastTime = view.now();
}

std::optional<Placement> DallyPlacement::place(const SimulationView& view, JobIndex job, int workers, int psTasks,
    Explanation& why)
{
    resetIfNewRun(view);
    if (m_deferral.deferred) m_deferral = {}; // not taken (only a deferral fills it: see takeDeferral)
    if (workers <= 0) return PlacementBase::realise(view, job, {}, psTasks);
    // A reservation lasts until its job starts (it waits in the queue, or, moving, writes its checkpoint).
    std::erase_if(m_reservations, [&](const Reservation& r) {
        const JobPhase phase = view.state(r.job).phase;
        return r.until < view.now() || (phase != JobPhase::Queued && phase != JobPhase::Checkpointing);
    });
    const StateKey clusterState { view.now(), view.freeGpuCount(), m_reservations.size() };
    const bool newState = !(clusterState == m_cachedState);
    if (newState) {
        m_cachedState = clusterState;
        m_offers.clear();
    }
    // A profile depends only on link sharing and the cluster's machines (occupancy ignored): most
    // starts and finishes (one machine each) leave it as it was.
    const std::optional<std::uint64_t> links = view.linkStateVersion();
    if (links ? links != m_profilesLinks : newState) m_profiles.clear();
    m_profilesLinks = links;
    const Offer& offer = offerFor(view, job, workers);
    if (offer.offeredIndex < 0) {
        // Room held for a job that preempted to get it: not a lack of room (the scheduler must go on
        // to that job, and to larger ones).
        m_deferral.deferred = true;
        return std::nullopt;
    }
    if (offer.offeredIndex == kLocalityLevels) return std::nullopt;
    const int offeredIndex = offer.offeredIndex;
    const Locality offered = Locality(offeredIndex);

    // What the job may accept after its wait so far: timers by sensitivity class.
    const LocalityProfile& profile = profileFor(view, job, workers);
    const int cls = classOf(profile.sensitivity());
    const JobState& state = view.state(job);
    Waiting& waiting = m_waiting[std::size_t(job)];
    if (waiting.stay != state.queuedSince) waiting = { state.queuedSince, view.now(), -1 };
    const double waited = view.now() - waiting.since;
    Locality allowed = waited >= m_spreadWait[std::size_t(cls)] ? Locality::Anywhere
        : waited >= m_rackWait[std::size_t(cls)]                ? Locality::Rack
                                                                : Locality::Machine;
    allowed = std::max(allowed, profile.best);

    if (offered <= allowed) {
        auto placement = PlacementBase::realise(view, job, offer.picks, psTasks);
        if (!placement) return std::nullopt;
        m_started[std::size_t(job)] = { cls, offered,
            { profile.slowdown(Locality::Machine), profile.slowdown(Locality::Rack), profile.slowdown(Locality::Anywhere) },
            profile.rate[std::size_t(profile.best)] };
        m_mayMove[std::size_t(job)] = cls >= 1 && offered != Locality::Machine;
        why.add({ CandidateKind::Action, offeredIndex, profile.slowdown(offered),
            std::string("slowdown at ") + localityPhrase(offered) + " (" + className(cls) + ", waited "
                + formatDuration(waited) + ")" });
        addPicks(offer.picks, why);
        return placement;
    }

    // Wait for a tighter spread: ask to be woken when the next timer lets the offer in.
    m_deferral.deferred = true;
    waiting.cls = cls;
    const double timer = offered == Locality::Rack ? m_rackWait[std::size_t(cls)] : m_spreadWait[std::size_t(cls)];
    m_deferral.retryAt = waiting.since + timer;
    if (waiting.announced != int(allowed)) {
        waiting.announced = int(allowed);
        const double until = allowed == Locality::Machine ? m_rackWait[std::size_t(cls)] : m_spreadWait[std::size_t(cls)];
        Explanation& note = m_deferral.waitNote;
        note.part = "placement:dally";
        note.scoreName = GANTRY_TR_NOOP("ScoreName", "slowdown (x)");
        note.add({ CandidateKind::Action, int(allowed), profile.slowdown(allowed),
            std::string("for ") + localityPhrase(allowed) + ": " + formatDuration(waited) + " of " + formatDuration(until) });
        note.add({ CandidateKind::Action, offeredIndex, profile.slowdown(offered),
            std::string("on offer: ") + localityPhrase(offered) });
        note.add({ CandidateKind::Job, job, profile.sensitivity(), std::string("network sensitivity: ") + className(cls) });
    }
    if (m_settings.preemption && cls > 0 && waited >= m_rackWait[std::size_t(cls)])
        planPreemption(view, job, workers, cls, profile, offered);
    return std::nullopt;
}

Deferral DallyPlacement::takeDeferral()
{
    // Most jobs a pass asks about wait again, with no note and no preemption: hand over only what
    // was filled (moving whole explanations for each was a tenth of a Tiresias + Dally run).
    Deferral taken;
    if (!m_deferral.deferred) return taken;
    taken.deferred = true;
    taken.retryAt = m_deferral.retryAt;
    if (!m_deferral.waitNote.part.empty()) taken.waitNote = std::exchange(m_deferral.waitNote, {});
    if (!m_deferral.preempt.empty()) {
        taken.preempt = std::exchange(m_deferral.preempt, {});
        taken.preemptWhy = std::exchange(m_deferral.preemptWhy, {});
    }
    m_deferral.deferred = false;
    m_deferral.retryAt = std::numeric_limits<SimTime>::infinity();
    return taken;
}

const std::vector<int>& DallyPlacement::withoutReservations(JobIndex job, int* total)
{
    if (m_reservations.empty()) return m_keptUsable.perMachine();
    m_usable = m_keptUsable.perMachine();
    for (const auto& r : m_reservations)
        if (r.job != job)
            for (MachineId m : r.machines) {
                const int held = std::exchange(m_usable[std::size_t(m)], 0);
                if (total) *total -= held;
            }
    return m_usable;
}

const DallyPlacement::Offer& DallyPlacement::offerFor(const SimulationView& view, JobIndex job, int workers)
{
    const JobSpec& spec = view.spec(job);
    // A job's own reservation makes its offer its own: not shared with its shape.
    bool holdsReservation = false;
    for (const auto& r : m_reservations) holdsReservation = holdsReservation || r.job == job;
    const ShapeKey key { workers, -1, spec.architecture, spec.psCount, spec.gpuType, spec.partition };
    if (!holdsReservation)
        for (const auto& [k, offer] : m_offers)
            if (k == key) return offer;

    Offer offer;
    const Cluster& cluster = view.cluster();
    if (int total = m_keptUsable.update(view, job); total >= workers) {
        const std::vector<int>& usable = withoutReservations(job, &total);
        if (total < workers) {
            offer.offeredIndex = -1;
        } else {
            // The best placement at the tightest level that has one: one machine, one rack, any racks.
            offer.picks = PlacementBase::consolidated(cluster, usable, workers);
            offer.offeredIndex = offer.picks.empty() ? kLocalityLevels : int(localityOf(cluster, offer.picks));
        }
    }
    if (holdsReservation) {
        m_ownOffer = std::move(offer);
        return m_ownOffer;
    }
    m_offers.emplace_back(key, std::move(offer));
    return m_offers.back().second;
}

const LocalityProfile& DallyPlacement::profileFor(const SimulationView& view, JobIndex job, int workers)
{
    const JobSpec& spec = view.spec(job);
    const ShapeKey key { workers, spec.model, spec.architecture, spec.psCount, spec.gpuType, spec.partition };
    for (const auto& [k, profile] : m_profiles)
        if (k == key) return profile;
    // The placements it rates are kept from one link state to the next: only their rates change.
    m_profiles.emplace_back(key, localityProfile(view, job, workers, &m_placements));
    return m_profiles.back().second;
}

double DallyPlacement::typicalWork()
{
    if (m_typicalWork < 0) m_typicalWork = medianOf(std::vector<double>(m_recentWork.begin(), m_recentWork.end()));
    return m_typicalWork;
}

void DallyPlacement::planPreemption(const SimulationView& view, JobIndex job, int workers, int cls,
    const LocalityProfile& profile, Locality offered)
{
    // Ours (the paper gives no rule): only for a job that fits one machine, once per wait, when
    // enough jobs have finished to estimate its work (the median of the latest finished jobs: no
    // knowledge of its own length).
    if (profile.best != Locality::Machine || m_recentWork.size() < kMinSamples) return;
    for (const auto& r : m_reservations)
        if (r.job == job) return;
    // Whether a machine can be freed, and at what cost, depends on the job only through what the key
    // holds; within a pass, running jobs change only by starts, preemptions and reservations, which
    // the key's counts see. So a plan found wanting stays wanting for the pass's other jobs alike.
    if (!m_noPlan.empty() && m_noPlan.front().now != view.now()) m_noPlan.clear(); // a pass without review() (sizing)
    const NoPlanKey noPlan { view.now(), workers, cls, offered, profile.rate[std::size_t(offered)],
        profile.rate[std::size_t(Locality::Machine)], view.spec(job).gpuType, view.freeGpuCount(),
        view.checkpointingGpuCount(), m_reservations.size() };
    if (std::find(m_noPlan.begin(), m_noPlan.end(), noPlan) != m_noPlan.end()) return;
    const std::size_t reservationsBefore = m_reservations.size();
    planPreemptionNow(view, job, workers, cls, profile, offered);
    if (m_reservations.size() == reservationsBefore) m_noPlan.push_back(noPlan);
}

void DallyPlacement::planPreemptionNow(const SimulationView& view, JobIndex job, int workers, int cls,
    const LocalityProfile& profile, Locality offered)
{
    const SimulationConfig& config = view.config();
    const double work = typicalWork();
    const double atOffer = profile.rate[std::size_t(offered)];
    const double atBest = profile.rate[std::size_t(Locality::Machine)];
    if (atOffer <= 0 || atBest <= 0) return;
    // GPU-seconds the job saves by running on one machine instead of the spread on offer, less the
    // checkpoint it waits for.
    const double gain = workers * (work / atOffer - work / atBest - config.checkpointSeconds);
    const double perVictimGpu = config.checkpointSeconds + config.restoreSeconds; // work is saved: none is lost
    if (gain <= 0) return;

    const Cluster& cluster = view.cluster();
    const JobSpec& spec = view.spec(job);
    double bestCost = INFINITY;
    MachineId bestMachine = -1;
    std::vector<JobIndex> bestVictims;
    // Lists for one machine at a time, their room kept from machine to machine.
    std::vector<std::pair<JobIndex, int>> owners;                // (job, its GPUs here)
    std::vector<std::tuple<double, JobIndex, int>> candidates; // (cost per GPU freed here, job, GPUs here)
    std::vector<JobIndex> victims;
    const MachineFilter filter = cluster.filterFor(spec.gpuType, spec.partition);
    for (MachineId m = 0; m < cluster.machineCount(); ++m) {
        const Machine& machine = cluster.machines[std::size_t(m)];
        if (!view.machineUp(m) || machine.gpuCount < workers) continue;
        if (!filter.passes(cluster.machines, m)) continue;
        // Running jobs on the machine: those less sensitive than the waiting job may go; others stay.
        owners.clear();
        int freeHere = 0;
        for (GpuId g = cluster.firstGpu(m); g < cluster.firstGpu(m) + machine.gpuCount; ++g) {
            const JobIndex owner = view.gpuOwner(g);
            if (view.gpuFree(g)) ++freeHere;
            if (owner < 0) continue;
            auto it = std::find_if(owners.begin(), owners.end(), [&](const auto& o) { return o.first == owner; });
            if (it == owners.end()) owners.emplace_back(owner, 1);
            else ++it->second;
        }
        candidates.clear();
        int movable = 0;
        for (const auto& [owner, here] : owners) {
            const JobState& st = view.state(owner);
            const Started& started = m_started[std::size_t(owner)];
            if (st.phase != JobPhase::Running || started.cls >= cls || st.preemptions >= kMaxPreemptionsPerVictim) continue;
            candidates.emplace_back(double(st.placement.gpus.size()) / here, owner, here);
            movable += here;
        }
        if (freeHere + movable < workers) continue;
        std::sort(candidates.begin(), candidates.end());
        victims.clear();
        double cost = 0;
        int freed = freeHere;
        for (const auto& [ratio, owner, here] : candidates) {
            if (freed >= workers) break;
            victims.push_back(owner);
            freed += here;
            cost += double(view.state(owner).placement.gpus.size()) * perVictimGpu;
        }
        if (cost < bestCost) {
            bestCost = cost;
            bestMachine = m;
            bestVictims = victims;
        }
    }
    if (bestMachine < 0 || bestVictims.empty() || !(gain > bestCost)) return;

    m_reservations.push_back({ job, { bestMachine }, view.now() + config.checkpointSeconds + kReservationSlack });
    m_deferral.preempt = bestVictims;
    Explanation& why = m_deferral.preemptWhy;
    why.part = "preemption:dally";
    why.scoreName = GANTRY_TR_NOOP("ScoreName", "GPU-seconds");
    why.add({ CandidateKind::Action, 0, gain, GANTRY_TR_NOOP("CandidateNote", "predicted gain (GPU-s)") });
    why.add({ CandidateKind::Action, 1, bestCost, GANTRY_TR_NOOP("CandidateNote", "cost (GPU-s)") });
    why.add({ CandidateKind::Job, job, profile.slowdown(offered),
        std::string("waiting; slowdown ") + localityPhrase(offered) + " vs one machine" });
    why.add({ CandidateKind::Machine, bestMachine, double(workers), GANTRY_TR_NOOP("CandidateNote", "freed for the waiting job") });
    for (JobIndex v : bestVictims) why.add({ CandidateKind::Job, v, double(view.state(v).placement.gpus.size()), GANTRY_TR_NOOP("CandidateNote", "preempted") });
}

std::vector<std::pair<JobIndex, Explanation>> DallyPlacement::review(const SimulationView& view)
{
    // Ours: a job that took a spread after its timers is moved once to one machine (one rack if it is
    // larger than a machine) when one frees,
    // if the time it would save exceeds its checkpoint and restore. Its remaining work is unknown (no
    // oracle): the work it has done stands for it (heavy-tailed lengths: the longer a job has run, the
    // longer it is likely to run), and at least the median work of recent jobs less what it did.
    std::vector<std::pair<JobIndex, Explanation>> moves;
    m_noPlan.clear(); // the pass is over
    if (!m_settings.preemption || m_recentWork.size() < kMinSamples || view.freeGpuCount() == 0) return moves;
    resetIfNewRun(view);
    const SimulationConfig& config = view.config();
    const double typical = typicalWork();
    for (JobIndex job : view.running()) {
        if (!m_mayMove[std::size_t(job)]) continue;
        const JobState& st = view.state(job);
        Started& started = m_started[std::size_t(job)];
        const int workers = int(st.placement.gpus.size());
        if (st.phase != JobPhase::Running || started.cls < 1 || started.relocated || started.level == Locality::Machine
            || view.now() < st.restoreUntil || workers > view.freeGpuCount())
            continue;
        m_keptUsable.update(view, job);
        const std::vector<int>& usable = withoutReservations(-1);
        // One machine; for a job larger than any machine, one rack.
        std::vector<MachinePick> picks;
        if (const MachineId m = PlacementBase::bestFitMachine(usable, workers); m >= 0)
            picks = { { m, workers } };
        else if (started.level == Locality::Anywhere)
            picks = PlacementBase::oneRack(view.cluster(), usable, workers);
        if (picks.empty()) continue;
        const auto moved = PlacementBase::realise(view, job, picks, 0);
        if (!moved) continue;
        const double there = view.prospectiveRate(job, *moved).rate;
        if (!(there > st.rate) || st.rate <= 0) continue;
        const double remaining = std::max(st.workDone, typical - st.workDone);
        const double gain = workers * remaining * (1 / st.rate - 1 / there);
        const double cost = workers * (config.checkpointSeconds + config.restoreSeconds);
        if (!(gain > cost)) continue;
        started.relocated = true;
        m_mayMove[std::size_t(job)] = 0;
        std::vector<MachineId> held;
        for (const auto& [m, n] : picks) held.push_back(m);
        m_reservations.push_back({ job, held, view.now() + config.checkpointSeconds + kReservationSlack });
        Explanation why;
        why.part = "relocation:dally";
        why.scoreName = GANTRY_TR_NOOP("ScoreName", "GPU-seconds");
        why.add({ CandidateKind::Action, 0, gain, GANTRY_TR_NOOP("CandidateNote", "predicted gain (GPU-s)") });
        why.add({ CandidateKind::Action, 1, cost, GANTRY_TR_NOOP("CandidateNote", "cost (GPU-s)") });
        why.add({ CandidateKind::Job, job, there / st.rate,
            std::string("moves to ") + localityPhrase(localityOf(view.cluster(), picks)) + " (speed-up)" });
        for (const auto& [m, n] : picks) why.add({ CandidateKind::Machine, m, double(n), GANTRY_TR_NOOP("CandidateNote", "held for it") });
        moves.emplace_back(job, std::move(why));
        if (view.freeGpuCount() < workers) break;
    }
    return moves;
}

void DallyPlacement::onFinish(const SimulationView& view, JobIndex job)
{
    resetIfNewRun(view);
    m_recentWork.push_back(view.spec(job).duration);
    if (m_recentWork.size() > kWindow) m_recentWork.pop_front();
    m_typicalWork = -1;
    const Started& started = m_started[std::size_t(job)];
    if (started.cls < 0) return;
    auto& window = m_completions[std::size_t(started.cls)];
    const double atBest = view.spec(job).duration / std::max(started.rateAtBest, 1e-9);
    window.push_back({ atBest, started.level, atBest > 0 ? std::max(1.0, view.state(job).runSeconds / atBest) : 1.0,
        started.slowdown });
    if (window.size() > kWindow) window.pop_front();
    if (m_settings.autoTune && ++m_sinceTuning >= std::max(1, m_settings.tuneEvery)) {
        m_sinceTuning = 0;
        retune();
    }
}

void DallyPlacement::retune()
{
    // Ours: ski rental per class. Waiting W for a tighter spread is worth it while W is below what
    // the looser spread would cost the job: (slowdown - 1) x its run time at its best spread. Waiting
    // exactly that break-even time costs at most twice the better of the two choices in hindsight,
    // whatever the arrivals (the deterministic ski-rental bound). Mean run time and slowdowns come
    // from the class's recent completions.
    Explanation note;
    for (int cls = 1; cls < kClasses; ++cls) {
        const auto& window = m_completions[std::size_t(cls)];
        if (window.size() < kMinSamples) continue;
        // Slowdown at a level: as observed by the jobs that ran there (link sharing grows after a
        // job starts, which its prediction cannot see), else as predicted for every job.
        double run = 0;
        std::array<double, kLocalityLevels> observed {}, predicted {};
        std::array<int, kLocalityLevels> ranAt {};
        for (const auto& c : window) {
            run += c.secondsAtBest;
            observed[std::size_t(c.level)] += c.observed;
            ++ranAt[std::size_t(c.level)];
            for (std::size_t l = 0; l < predicted.size(); ++l) predicted[l] += c.predicted[l];
        }
        const double n = double(window.size());
        run /= n; // the expected run time: what the break-even of an unknown job is taken over
        auto slowdownAt = [&](std::size_t level) {
            return ranAt[level] >= 3 ? observed[level] / ranAt[level] : predicted[level] / n;
        };
        const double t1 = m_settings.tuneScale * run * (slowdownAt(1) - 1);
        const double t2 = std::max(t1, m_settings.tuneScale * run * (slowdownAt(2) - 1));
        // Whole seconds: the log stays readable and tiny drifts do not count as changes.
        const double r1 = std::round(t1), r2 = std::round(t2);
        if (r1 == m_rackWait[std::size_t(cls)] && r2 == m_spreadWait[std::size_t(cls)]) continue;
        m_rackWait[std::size_t(cls)] = r1;
        m_spreadWait[std::size_t(cls)] = r2;
        note.add({ CandidateKind::Action, 2 * cls, r1, std::string("T1 ") + className(cls) + " (one rack)" });
        note.add({ CandidateKind::Action, 2 * cls + 1, r2, std::string("T2 ") + className(cls) + " (any spread)" });
    }
    if (note.candidates.empty()) return;
    note.part = "tuner:dally";
    note.scoreName = GANTRY_TR_NOOP("ScoreName", "delay timer (s): T1 = one rack after, T2 = any spread after");
    m_tuning = std::move(note);
}

} // namespace gantry
