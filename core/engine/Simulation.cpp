#include "core/engine/Simulation.h"

#include "core/model/GpuCatalog.h"

#include "core/util/Interrupt.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace gantry {

const char* jobPhaseName(JobPhase phase)
{
    switch (phase) {
    case JobPhase::Pending: return "pending";
    case JobPhase::Queued: return "queued";
    case JobPhase::Running: return "running";
    case JobPhase::Checkpointing: return "checkpointing";
    case JobPhase::Finished: return "finished";
    case JobPhase::Rejected: return "rejected";
    }
    return "pending";
}

const char* jobEventName(JobEvent event)
{
    switch (event) {
    case JobEvent::Arrived: return "arrived";
    case JobEvent::Started: return "started";
    case JobEvent::Finished: return "finished";
    case JobEvent::Preempted: return "preempted";
    case JobEvent::Resized: return "resized";
    case JobEvent::Failed: return "failed";
    case JobEvent::Rejected: return "rejected";
    case JobEvent::Checkpointed: return "checkpointed";
    }
    return "arrived";
}

const char* decisionKindName(DecisionKind kind)
{
    switch (kind) {
    case DecisionKind::Start: return GANTRY_TR_NOOP("DecisionKind", "start");
    case DecisionKind::Preempt: return GANTRY_TR_NOOP("DecisionKind", "preempt");
    case DecisionKind::Resize: return GANTRY_TR_NOOP("DecisionKind", "resize");
    case DecisionKind::Wait: return GANTRY_TR_NOOP("DecisionKind", "wait");
    case DecisionKind::Timer: return GANTRY_TR_NOOP("DecisionKind", "timer");
    case DecisionKind::Tune: return GANTRY_TR_NOOP("DecisionKind", "tune");
    }
    return GANTRY_TR_NOOP("DecisionKind", "start");
}

namespace {
constexpr SimTime kInfinity = std::numeric_limits<SimTime>::infinity();

/// Events that mean the run can still change by itself; periodic ones (samples, drift, ticks,
/// failure clocks) do not, which is how a run that can make no more progress is detected.
bool isActive(EventType type)
{
    return type == EventType::Finish || type == EventType::CheckpointDone || type == EventType::MachineRepair
        || type == EventType::Wake || type == EventType::Schedule || type == EventType::Scripted;
}

/// Whether jobs of one machine slow each other down in `model` (then co-location alone can change a rate).
bool countsInterference(const SpeedModel* model)
{
    return model && model->neighbourScope() == SpeedModel::NeighbourScope::CoLocated;
}
} // namespace

Simulation::Simulation(SimulationSetup setup)
    : m_models(std::move(setup.models))
    , m_tenants(std::move(setup.tenants))
    , m_jobs(std::move(setup.jobs))
    , m_speedModel(std::move(setup.speedModel))
    , m_ledger(std::move(setup.cluster), setup.billing == Billing::Spot, countsInterference(m_speedModel.get()))
    , m_scheduler(std::move(setup.scheduler))
    , m_config(setup.config)
    , m_seed(setup.seed)
    , m_failureRng(makeStream(setup.seed, "failures"))
    , m_driftRng(makeStream(setup.seed, "drift"))
{
    normalizeJobs(m_jobs.edit());                  // a no-op for workloads from loadWorkload
    if (std::any_of(m_jobs->begin(), m_jobs->end(), [this](const JobSpec& j) { return asksForAnotherSpelling(j); }))
        nameGpuTypesAsTheCluster(m_jobs.edit()); // else nothing is copied
    m_models.assignModels(m_jobs.edit(), m_seed); // likewise: only jobs without a model get one
    m_states.resize(m_jobs->size());
    m_unfinished = static_cast<int>(m_jobs->size());

    if (m_jobs->empty()) return;
    if (m_config.sampleSeconds > 0) push(0.0, EventType::Sample);
    if (m_ledger.anyFluctuation() && m_config.driftSeconds > 0) push(m_config.driftSeconds, EventType::Drift);
    if (m_scheduler && m_scheduler->tickInterval() > 0) push(0.0, EventType::Tick, -1, m_tickChain);
    for (MachineId m = 0; m < cluster().machineCount(); ++m) scheduleFailure(m);
}

void Simulation::removeObserver(SimObserver* observer)
{
    m_observers->erase(std::remove(m_observers->begin(), m_observers->end(), observer), m_observers->end());
}

// ---------------------------------------------------------------------------------------------
// Event loop

void Simulation::push(SimTime time, EventType type, int target, std::uint32_t version)
{
    // Superseded finish events stay in the heap until their time comes (lazy deletion). Long jobs
    // whose rate changes often would let them pile up, so the heap is compacted when most of it is stale.
    if (m_heap.size() >= m_compactAt) compactHeap();
    if (isActive(type)) ++m_activeEvents;
    m_heap.push_back({ time, type, m_sequence++, target, version });
    std::push_heap(m_heap.begin(), m_heap.end(), EventLater {});
}

bool Simulation::isStale(const Event& e) const
{
    if (e.type == EventType::Finish)
        return m_states[e.target].version != e.version || m_states[e.target].phase != JobPhase::Running;
    if (e.type == EventType::CheckpointDone)
        return m_states[e.target].version != e.version || m_states[e.target].phase != JobPhase::Checkpointing;
    return false;
}

void Simulation::compactHeap()
{
    const std::size_t before = m_heap.size();
    std::erase_if(m_heap, [this](const Event& e) { return isStale(e); });
    m_activeEvents -= static_cast<int>(before - m_heap.size());
    std::make_heap(m_heap.begin(), m_heap.end(), EventLater {});
    // Amortised O(1) per push even when most events are live.
    m_compactAt = std::max<std::size_t>(4096, 2 * m_heap.size());
}

SimTime Simulation::nextEventTime() const
{
    SimTime t = m_heap.empty() ? kInfinity : m_heap.front().time;
    if (m_nextArrival < m_jobs->size()) t = std::min(t, (*m_jobs)[m_nextArrival].submitTime);
    return t;
}

bool Simulation::popNext(Event& out)
{
    const bool haveArrival = m_nextArrival < m_jobs->size();
    if (m_heap.empty() && !haveArrival) return false;
    bool takeArrival = haveArrival;
    if (haveArrival && !m_heap.empty()) {
        const Event& top = m_heap.front();
        const SimTime arrivalTime = (*m_jobs)[m_nextArrival].submitTime;
        takeArrival = arrivalTime < top.time || (arrivalTime == top.time && EventType::Arrival < top.type);
    }
    if (takeArrival) {
        out = { (*m_jobs)[m_nextArrival].submitTime, EventType::Arrival, 0, static_cast<int>(m_nextArrival), 0 };
        ++m_nextArrival;
        return true;
    }
    std::pop_heap(m_heap.begin(), m_heap.end(), EventLater {});
    out = m_heap.back();
    m_heap.pop_back();
    if (isActive(out.type)) --m_activeEvents;
    return true;
}

bool Simulation::done() const { return m_horizonReached || m_unfinished == 0; }

bool Simulation::step()
{
    if (done()) return false;
    if (m_config.horizonSeconds > 0 && nextEventTime() > m_config.horizonSeconds) {
        m_now = std::max(m_now, m_config.horizonSeconds);
        for (JobIndex j : m_running.jobs()) advance(j);
        m_horizonReached = true;
        emitSample();
        return false;
    }
    Event e;
    if (!popNext(e)) {
        // Nothing left that could ever start the remaining jobs.
        rejectStalled();
        return false;
    }
    m_now = std::max(m_now, e.time);
    ++m_eventsProcessed;
    handle(e);
    if (m_unfinished == 0) emitSample();
    else if (m_nextArrival >= m_jobs->size() && m_activeEvents == 0 && m_running.empty() && !m_queue.empty()
        && !m_ledger.anyMachineAwaitsRepair()) // held-down machines return only by a scripted change
        rejectStalled();
    return !done();
}

bool Simulation::stepDecision()
{
    const std::uint64_t before = m_schedulerRuns;
    while (!done() && m_schedulerRuns == before)
        if (!step()) break;
    return !done();
}

void Simulation::runUntil(SimTime t)
{
    while (!done() && nextEventTime() <= t)
        if (!step()) break;
}

void Simulation::runBefore(SimTime t)
{
    while (!done() && nextEventTime() < t)
        if (!step()) break;
}

void Simulation::script(ScriptedChange change)
{
    change.time = std::max(change.time, m_now);
    m_scripted.push_back(std::move(change));
    push(m_scripted.back().time, EventType::Scripted, static_cast<int>(m_scripted.size() - 1));
}

void Simulation::run()
{
    // A run to the end polls the one signal path (core/util/Interrupt.h) now and then, so Ctrl-C stops
    // every command that simulates, training and evaluation included, within a fraction of a second.
    for (unsigned steps = 1; step(); ++steps)
        if (steps % 1024 == 0 && interrupted()) return;
}

void Simulation::handle(const Event& e)
{
    switch (e.type) {
    case EventType::Arrival: handleArrival(e.target); break;
    case EventType::Finish:
        if (m_states[e.target].version == e.version && m_states[e.target].phase == JobPhase::Running)
            handleFinish(e.target);
        break;
    case EventType::CheckpointDone:
        if (m_states[e.target].version == e.version && m_states[e.target].phase == JobPhase::Checkpointing)
            handleCheckpointDone(e.target);
        break;
    case EventType::MachineFailure: handleMachineFailure(e.target); break;
    case EventType::MachineRepair: handleMachineRepair(e.target); break;
    case EventType::Drift: handleDrift(); break;
    case EventType::Wake: requestSchedule(); break;
    case EventType::Tick:
        if (e.version != m_tickChain) break; // the ticks of a scheduler a scripted change replaced
        requestSchedule();
        if (m_unfinished > 0 && m_scheduler->tickInterval() > 0)
            push(m_now + m_scheduler->tickInterval(), EventType::Tick, -1, m_tickChain);
        break;
    case EventType::Scripted: handleScripted(e.target); break;
    case EventType::Sample:
        emitSample();
        if (m_unfinished > 0) push(m_now + m_config.sampleSeconds, EventType::Sample);
        break;
    case EventType::Schedule: runScheduler(); break;
    }
}

void Simulation::requestSchedule()
{
    if (m_schedulePending || m_inScheduler || !m_scheduler) return;
    m_schedulePending = true;
    push(m_now, EventType::Schedule);
}

void Simulation::runScheduler()
{
    m_schedulePending = false;
    ++m_schedulerRuns;
    m_inScheduler = true;
    m_scheduler->schedule(*this, *this);
    m_inScheduler = false;
}

void Simulation::rejectStalled()
{
    // The queue can never move again: every remaining job is reported, never left waiting forever.
    const std::vector<JobIndex> stuck(m_queue.jobs().begin(), m_queue.jobs().end());
    for (JobIndex j : stuck) {
        removeFromQueue(j);
        JobState& s = m_states[j];
        s.queuedSeconds += m_now - s.queuedSince;
        s.phase = JobPhase::Rejected;
        m_rejections[j] = "the scheduler left it waiting while nothing else could change (idle cluster, no events)";
        --m_unfinished;
        notify(JobEvent::Rejected, j);
    }
    for (std::size_t j = m_nextArrival; j < m_jobs->size(); ++j) {
        m_states[j].phase = JobPhase::Rejected;
        m_rejections[JobIndex(j)] = "not submitted before the run ended";
        --m_unfinished;
    }
    m_nextArrival = m_jobs->size();
    emitSample();
}

// ---------------------------------------------------------------------------------------------
// Job lifecycle

const std::string& Simulation::rejectionOf(JobIndex job) const
{
    static const std::string none;
    const auto it = m_rejections.find(job);
    return it == m_rejections.end() ? none : it->second;
}

bool Simulation::asksForAnotherSpelling(const JobSpec& job) const
{
    return !job.gpuType.empty() && cluster().indexOfType(job.gpuType) < 0;
}

void Simulation::nameGpuTypesAsTheCluster(std::vector<JobSpec>& jobs) const
{
    // A trace names GPU types its scheduler's way ("gres/gpu:a100", "NVIDIA-A100-SXM4-40GB"): a job asks
    // for the cluster's type of that GPU by the cluster's name for it, so that every policy compares names.
    for (JobSpec& j : jobs)
        if (asksForAnotherSpelling(j))
            if (const int type = gpuTypeForRequest(cluster(), j.gpuType); type >= 0) j.gpuType = cluster().gpuTypes[std::size_t(type)].name;
}

bool Simulation::fitsEver(JobIndex job, std::string& why) const
{
    const JobSpec& spec = (*m_jobs)[job];
    const int needed = std::max(1, spec.minGpus);
    int type = -1;
    if (!spec.gpuType.empty()) {
        type = cluster().indexOfType(spec.gpuType);
        if (type < 0) {
            why = "asks for GPU type '" + spec.gpuType + "', which this cluster does not have";
            return false;
        }
    }
    const int partition = cluster().partitionFor(spec.partition);
    if (partition == -2) {
        why = "asks for partition '" + spec.partition.str() + "', which this cluster does not have";
        return false;
    }
    int available = type < 0 ? m_ledger.presentGpus() : m_ledger.presentGpusOfType(type);
    if (partition >= 0) { // the GPUs of the partition's machines (of the type), present or not
        const MachineFilter filter = cluster().filterFor(spec.gpuType, spec.partition);
        available = 0;
        for (MachineId m : cluster().partitions[std::size_t(partition)].machines)
            if (filter.passes(cluster().machines, m)) available += cluster().machines[std::size_t(m)].gpuCount;
    }
    if (needed > available) {
        why = "needs " + std::to_string(needed) + " GPUs; the cluster has " + std::to_string(available)
            + (type < 0 ? "" : " of type " + spec.gpuType) + (partition < 0 ? "" : " in partition " + cluster().partitions[std::size_t(partition)].name);
        return false;
    }
    const int psTasks = spec.architecture == JobArchitecture::ParameterServer ? std::max(0, spec.psCount) : 0;
    if (cpuDemand(job, needed, psTasks) > m_ledger.cpuSlots()) {
        why = "needs " + std::to_string(cpuDemand(job, needed, psTasks)) + " CPU slots; the cluster has "
            + std::to_string(m_ledger.cpuSlots());
        return false;
    }
    if (!(spec.duration > 0) || !std::isfinite(spec.duration)) {
        why = "has no positive duration";
        return false;
    }
    why = m_scheduler ? m_scheduler->neverStarts(*this, job) : std::string();
    return why.empty();
}

void Simulation::handleArrival(JobIndex job)
{
    JobState& s = m_states[job];
    std::string why;
    if (!fitsEver(job, why)) {
        s.phase = JobPhase::Rejected;
        m_rejections[job] = std::move(why);
        --m_unfinished;
        notify(JobEvent::Rejected, job);
        return;
    }
    enqueue(job);
    if (m_scheduler) m_scheduler->onArrival(*this, job);
    notify(JobEvent::Arrived, job);
    requestSchedule();
}

void Simulation::enqueue(JobIndex job)
{
    JobState& s = m_states[job];
    s.phase = JobPhase::Queued;
    s.queuedSince = m_now;
    s.placement = {};
    s.rate = 0;
    s.commFraction = 0;
    s.finishScheduled = false;
    m_queue.push(job);
}

void Simulation::removeFromQueue(JobIndex job)
{
    m_queue.remove(job);
}

void Simulation::removeFromRunning(JobIndex job)
{
    m_running.remove(job);
}

void Simulation::handleFinish(JobIndex job)
{
    advance(job);
    JobState& s = m_states[job];
    const JobSpec& spec = (*m_jobs)[job];
    // The finish event comes at the earlier of the work's end and the time limit; a job whose work is
    // left at its limit timed out (sub-microsecond leftovers are the rate's rounding, not work).
    s.timedOut = spec.timeLimit > 0 && spec.duration - s.workDone > 1e-6 * std::max(1.0, spec.duration)
        && m_now >= s.lastStart + spec.timeLimit;
    if (!s.timedOut) s.workDone = spec.duration;
    s.phase = JobPhase::Finished;
    s.finishTime = m_now;
    const Placement old = s.placement;
    release(job);
    removeFromRunning(job);
    refreshNeighbours(old, job);
    --m_unfinished;
    ++m_finished;
    if (m_scheduler) m_scheduler->onFinish(*this, job);
    notify(JobEvent::Finished, job);
    requestSchedule();
}

void Simulation::handleCheckpointDone(JobIndex job)
{
    advance(job);
    const Placement old = m_states[job].placement;
    release(job);
    removeFromRunning(job);
    refreshNeighbours(old, job);
    enqueue(job);
    notify(JobEvent::Checkpointed, job);
    requestSchedule();
}

void Simulation::advance(JobIndex job)
{
    JobState& s = m_states[job];
    const SimTime dt = m_now - s.lastUpdate;
    if (dt <= 0 || (s.phase != JobPhase::Running && s.phase != JobPhase::Checkpointing)) {
        s.lastUpdate = std::max(s.lastUpdate, m_now);
        return;
    }
    const double gpus = static_cast<double>(s.placement.gpus.size());
    const double cost = s.pricePerHour * dt / 3600.0;
    s.usageCost += cost;
    m_usageCost += cost;
    s.runSeconds += dt;
    s.gpuSeconds += gpus * dt;
    if (s.phase == JobPhase::Running) {
        const double progressing = std::max(0.0, m_now - std::max(s.lastUpdate, s.restoreUntil));
        s.workDone = std::min((*m_jobs)[job].duration, s.workDone + s.rate * progressing);
        s.commSeconds += s.commFraction * progressing;
    }
    s.lastUpdate = m_now;
}

SpeedContext Simulation::withJobs(SpeedContext context) const
{
    context.models = &m_models;
    context.jobs = &*m_jobs;
    return context;
}

SimTime Simulation::timeLimitEnd(SimTime limit) const
{
    const double every = m_config.timeLimitCheckSeconds;
    if (every <= 0) return limit;
    const double offset = m_config.timeLimitCheckOffset;
    return offset + every * std::ceil((limit - offset) / every - 1e-9);
}

void Simulation::refreshRate(JobIndex job)
{
    JobState& s = m_states[job];
    const RateBreakdown rb
        = m_speedModel->evaluate(job, s.placement, withJobs(m_ledger.speedContext(ResourceLedger::Performance::Current)));
    const double rate = std::max(rb.rate, 1e-9);
    s.commFraction = rb.commFraction;
    // Same speed, same finish time: keep the pending finish event (saves heap churn when a
    // neighbour's change does not affect this job).
    if (rate == s.rate && s.finishScheduled) return;
    s.rate = rate;
    s.finishScheduled = true;
    ++s.version;
    const JobSpec& spec = (*m_jobs)[job];
    const double remaining = std::max(0.0, spec.duration - s.workDone);
    const SimTime from = std::max(m_now, s.restoreUntil);
    SimTime end = from + remaining / s.rate;
    if (spec.timeLimit > 0) end = std::min(end, std::max(m_now, timeLimitEnd(s.lastStart + spec.timeLimit)));
    push(end, EventType::Finish, job, s.version);
}

void Simulation::refreshNeighbours(const Placement& placement, JobIndex except)
{
    const auto scope = m_speedModel->neighbourScope();
    if (scope == SpeedModel::NeighbourScope::None || placement.empty()) return;
    // Without interference, a job on one machine shares no link: its rate moves with nobody else's.
    const auto spansMachines = [this](JobIndex j) { return m_states[j].maxMachines > 1; };
    const bool coLocated = scope == SpeedModel::NeighbourScope::CoLocated;
    for (JobIndex j : m_ledger.neighboursOf(placement, coLocated, spansMachines)) {
        if (j == except || m_states[j].phase != JobPhase::Running) continue;
        advance(j);
        refreshRate(j);
    }
}

void Simulation::occupy(JobIndex job, const Placement& placement)
{
    const ResourceLedger::Links& links = m_ledger.occupy(job, placement);
    JobState& s = m_states[job];
    s.pricePerHour = m_ledger.pricePerHour(placement);
    s.maxMachines = std::max(s.maxMachines, static_cast<int>(links.machines.size()));
    s.maxRacks = std::max(s.maxRacks, static_cast<int>(links.racks.size()));
}

void Simulation::release(JobIndex job)
{
    JobState& s = m_states[job];
    m_ledger.release(job, s.placement, s.phase == JobPhase::Checkpointing);
    s.placement = {};
    s.pricePerHour = 0;
}

double Simulation::remainingWork(JobIndex job) const
{
    const JobState& s = m_states[job];
    double done = s.workDone;
    if (s.phase == JobPhase::Running) done += s.rate * std::max(0.0, m_now - std::max(s.lastUpdate, s.restoreUntil));
    return std::max(0.0, (*m_jobs)[job].duration - done);
}

RateBreakdown Simulation::nominalRate(JobIndex job, const Placement& placement) const
{
    return m_speedModel->evaluate(job, placement, withJobs(m_ledger.speedContext(ResourceLedger::Performance::Nominal)));
}

RateBreakdown Simulation::prospectiveRate(JobIndex job, const Placement& placement) const
{
    return m_speedModel->evaluate(job, placement, withJobs(m_ledger.speedContextIfOccupied(placement)));
}

int Simulation::cpuDemand(JobIndex, int workers, int psTasks) const
{
    return workers * ResourceLedger::kCpusPerWorker + psTasks * ResourceLedger::kCpusPerPs;
}

// ---------------------------------------------------------------------------------------------
// Decisions

bool Simulation::start(JobIndex job, Placement placement, Explanation why)
{
    std::string problem;
    if (job < 0 || job >= jobCount()) problem = "no such job";
    else if (m_states[job].phase != JobPhase::Queued) problem = std::string("job is ") + jobPhaseName(m_states[job].phase);
    else problem = m_ledger.checkPlacement(job, (*m_jobs)[job], placement);
    if (!problem.empty()) {
        record(DecisionKind::Start, job, &placement, false, std::move(problem), std::move(why));
        return false;
    }
    removeFromQueue(job);
    JobState& s = m_states[job];
    s.queuedSeconds += m_now - s.queuedSince;
    const bool resumed = s.firstStart >= 0;
    if (!resumed) s.firstStart = m_now;
    s.lastStart = m_now;
    s.lastUpdate = m_now;
    // A job that ran before restores its checkpoint before it makes progress again.
    s.restoreUntil = resumed ? m_now + m_config.restoreSeconds : m_now;
    s.phase = JobPhase::Running;
    s.placement = std::move(placement);
    const Placement& held = s.placement;
    occupy(job, held);
    m_running.push(job);
    refreshRate(job);
    refreshNeighbours(held, job);
    record(DecisionKind::Start, job, &held, true, {}, std::move(why));
    notify(JobEvent::Started, job);
    return true;
}

bool Simulation::preempt(JobIndex job, Explanation why)
{
    if (job < 0 || job >= jobCount() || m_states[job].phase != JobPhase::Running) {
        record(DecisionKind::Preempt, job, nullptr, false, "job is not running", std::move(why));
        return false;
    }
    advance(job);
    JobState& s = m_states[job];
    s.phase = JobPhase::Checkpointing;
    m_ledger.beginCheckpoint(s.placement);
    s.checkpointedWork = s.workDone;
    ++s.preemptions;
    ++s.version;
    s.finishScheduled = false;
    push(m_now + m_config.checkpointSeconds, EventType::CheckpointDone, job, s.version);
    record(DecisionKind::Preempt, job, &s.placement, true, {}, std::move(why));
    notify(JobEvent::Preempted, job);
    return true;
}

bool Simulation::resize(JobIndex job, Placement placement, Explanation why)
{
    std::string problem;
    if (job < 0 || job >= jobCount() || m_states[job].phase != JobPhase::Running) problem = "job is not running";
    else problem = m_ledger.checkPlacement(job, (*m_jobs)[job], placement, &m_states[job].placement);
    if (!problem.empty()) {
        record(DecisionKind::Resize, job, &placement, false, std::move(problem), std::move(why));
        return false;
    }
    advance(job);
    JobState& s = m_states[job];
    const Placement old = s.placement;
    release(job);
    s.placement = placement;
    occupy(job, placement);
    ++s.resizes;
    refreshRate(job);
    refreshNeighbours(old, job);
    refreshNeighbours(placement, job);
    record(DecisionKind::Resize, job, &placement, true, {}, std::move(why));
    notify(JobEvent::Resized, job);
    return true;
}

void Simulation::wakeAt(SimTime time, Explanation why)
{
    // A wake-up at or before now would loop forever at one instant.
    if (!(time > m_now) || !std::isfinite(time)) return;
    push(time, EventType::Wake);
    record(DecisionKind::Timer, -1, nullptr, true, {}, std::move(why));
}

void Simulation::wait(JobIndex job, Explanation why) { record(DecisionKind::Wait, job, nullptr, true, {}, std::move(why)); }

void Simulation::tune(Explanation why) { record(DecisionKind::Tune, -1, nullptr, true, {}, std::move(why)); }

void Simulation::record(
    DecisionKind kind, JobIndex job, const Placement* placement, bool applied, std::string refusal, Explanation&& why)
{
    if (!m_config.recordDecisions && m_observers->empty()) return;
    const std::uint64_t sequence = m_decisionSequence++;
    if (!m_config.recordDecisions
        && std::none_of(m_observers->begin(), m_observers->end(), [](const SimObserver* o) { return o->watchesDecisions(); }))
        return; // nobody reads it (a headless run without a decision log): not built
    DecisionRecord r;
    r.sequence = sequence;
    r.time = m_now;
    r.kind = kind;
    r.job = job;
    if (placement && applied) {
        r.gpus = static_cast<int>(placement->gpus.size());
        const Spread spread = spreadOf(cluster(), *placement);
        r.machines = spread.machines;
        r.racks = spread.racks;
    }
    r.applied = applied;
    r.refusal = std::move(refusal);
    r.why = std::move(why);
    for (SimObserver* o : *m_observers) o->onDecision(*this, r);
    if (!m_config.recordDecisions) return;
    // Kept for the whole run: only the room its candidates use (policies reserve room for the most an
    // explanation holds; a run of 10^6 decisions kept ~400 MB of unused room, docs/performance.md).
    r.why.candidates.shrink_to_fit();
    m_decisions.push_back(std::move(r));
}

// ---------------------------------------------------------------------------------------------
// Observation

Sample Simulation::currentSample() const
{
    Sample s;
    s.time = m_now;
    s.queued = static_cast<int>(m_queue.size());
    s.running = static_cast<int>(m_running.size());
    s.gpus = m_ledger.presentGpus();
    s.busyGpus = s.gpus - m_ledger.freeGpus() - m_ledger.failedGpus();
    s.failedGpus = m_ledger.failedGpus();
    s.usageCost = m_usageCost;
    for (JobIndex j : m_running.jobs()) {
        const JobState& st = m_states[j];
        const double price = st.pricePerHour;
        s.usageCostPerHour += price;
        s.usageCost += price * std::max(0.0, m_now - st.lastUpdate) / 3600.0;
    }
    s.finished = m_finished;
    return s;
}

void Simulation::emitSample()
{
    if (m_observers->empty()) return;
    const Sample s = currentSample();
    for (SimObserver* o : *m_observers) o->onSample(*this, s);
}

void Simulation::notify(JobEvent event, JobIndex job)
{
    for (SimObserver* o : *m_observers) o->onJobEvent(*this, event, job);
}

} // namespace gantry
