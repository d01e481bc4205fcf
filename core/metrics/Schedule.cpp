#include "core/metrics/Schedule.h"

#include "core/engine/Scheduler.h"
#include "core/util/Text.h"

#include <algorithm>

namespace gantry {

const char* segmentKindName(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::Queued: return "queued";
    case SegmentKind::Requeued: return "requeued";
    case SegmentKind::Running: return "running";
    case SegmentKind::Restoring: return "restoring";
    case SegmentKind::Checkpointing: return "checkpointing";
    }
    return "queued";
}

namespace {
/// What a job event says about the job's GPUs: its placement and restore time for a start or a
/// resize (read in place), nothing for the other events.
struct Placed {
    std::span<const GpuId> gpus;
    SimTime restoreUntil;
};
Placed placedBy(const SimulationView& view, JobEvent event, JobIndex job)
{
    if (event != JobEvent::Started && event != JobEvent::Resized) return { {}, view.now() };
    const JobState& state = view.state(job);
    return { state.placement.gpus, state.restoreUntil };
}
} // namespace

ScheduleEvent ScheduleEvent::from(const SimulationView& view, JobEvent event, JobIndex job)
{
    const Placed placed = placedBy(view, event, job);
    ScheduleEvent out { view.now(), event, job, { placed.gpus.begin(), placed.gpus.end() }, placed.restoreUntil };
    if (event == JobEvent::Finished) {
        out.commFraction = communicationShare(view.state(job));
        out.timedOut = view.state(job).timedOut;
    }
    return out;
}

Schedule::Schedule(int jobs, int gpus, Index index)
    : m_indexed(index == Index::PerJobAndGpu)
    , m_firstOfJob(m_indexed ? static_cast<std::size_t>(jobs) : 0, -1)
    , m_lastOfJob(m_indexed ? static_cast<std::size_t>(jobs) : 0, -1)
    , m_gpuSegments(m_indexed ? static_cast<std::size_t>(gpus) : 0)
    , m_gpuOwner(static_cast<std::size_t>(gpus), -1)
    , m_open(static_cast<std::size_t>(jobs), -1)
    , m_lastHolding(static_cast<std::size_t>(jobs), -1)
    , m_restoreUntil(static_cast<std::size_t>(jobs), 0)
{
    // Every job that runs has a waiting and a running period at least: room for those at once, so that
    // a million-job schedule does not grow by doubling (copying ~100 MB, and a GUI frame stalls on it).
    m_segments.reserve(2 * static_cast<std::size_t>(std::max(jobs, 0)));
    if (m_indexed) m_nextOfJob.reserve(m_segments.capacity());
}

std::span<const GpuId> Schedule::lastAllocation(JobIndex job) const
{
    if (job < 0 || job >= static_cast<JobIndex>(m_lastHolding.size()) || m_lastHolding[job] < 0) return {};
    return gpus(m_segments[m_lastHolding[job]]);
}

void Schedule::close(JobIndex job, SimTime time)
{
    const int index = m_open[job];
    if (index < 0) return;
    ScheduleSegment& s = m_segments[index];
    s.end = std::max(time, s.start);
    for (GpuId g : gpus(s))
        if (m_gpuOwner[g] == job) m_gpuOwner[g] = -1;
    if (s.kind == SegmentKind::Restoring) std::erase(m_restoring, job);
    m_open[job] = -1;
}

void Schedule::open(JobIndex job, SimTime time, SegmentKind kind, std::uint32_t firstGpu, std::uint32_t gpuCount)
{
    const int index = static_cast<int>(m_segments.size());
    m_segments.push_back({ time, -1, job, firstGpu, gpuCount, kind });
    for (GpuId g : gpus(m_segments.back()))
        if (g >= static_cast<GpuId>(m_gpuOwner.size())) { // a machine that joined the run (ScriptedChange::MachinesJoin)
            m_gpuOwner.resize(static_cast<std::size_t>(g) + 1, -1);
            if (m_indexed) m_gpuSegments.resize(m_gpuOwner.size());
        }
    for (GpuId g : gpus(m_segments.back())) {
        if (m_indexed) m_gpuSegments[g].push_back(index);
        m_gpuOwner[g] = job;
    }
    if (holdsGpus(kind)) m_lastHolding[job] = index;
    if (m_indexed) {
        m_nextOfJob.push_back(-1);
        if (m_lastOfJob[job] >= 0) m_nextOfJob[std::size_t(m_lastOfJob[job])] = index;
        else m_firstOfJob[job] = index;
        m_lastOfJob[job] = index;
    }
    m_open[job] = index;
}

void Schedule::open(JobIndex job, SimTime time, SegmentKind kind, std::span<const GpuId> gpus)
{
    const auto first = static_cast<std::uint32_t>(m_gpus.size());
    m_gpus.insert(m_gpus.end(), gpus.begin(), gpus.end());
    open(job, time, kind, first, static_cast<std::uint32_t>(gpus.size()));
}

void Schedule::openHolding(JobIndex job, SimTime time, std::span<const GpuId> gpus, SimTime restoreUntil)
{
    if (restoreUntil > time) {
        m_restoreUntil[job] = restoreUntil;
        m_restoring.push_back(job);
        open(job, time, SegmentKind::Restoring, gpus);
    } else {
        open(job, time, SegmentKind::Running, gpus);
    }
}

void Schedule::advanceTo(SimTime now)
{
    // Few jobs restore at once, so a scan of that short list is enough.
    for (std::size_t i = 0; i < m_restoring.size();) {
        const JobIndex job = m_restoring[i];
        const SimTime until = m_restoreUntil[job];
        if (until > now) {
            ++i;
            continue;
        }
        const ScheduleSegment restoring = m_segments[m_open[job]];
        close(job, until); // removes job from m_restoring
        open(job, until, SegmentKind::Running, restoring.firstGpu, restoring.gpuCount);
    }
}

void Schedule::apply(SimTime time, JobEvent event, JobIndex job, std::span<const GpuId> gpus, SimTime restoreUntil)
{
    if (job < 0) return;
    if (job >= static_cast<JobIndex>(m_open.size())) { // a job scripted into the run (ScriptedChange::Jobs)
        const std::size_t jobs = static_cast<std::size_t>(job) + 1;
        if (m_indexed) {
            m_firstOfJob.resize(jobs, -1);
            m_lastOfJob.resize(jobs, -1);
        }
        m_open.resize(jobs, -1);
        m_lastHolding.resize(jobs, -1);
        m_restoreUntil.resize(jobs, 0);
    }
    if (!m_restoring.empty()) advanceTo(time);
    switch (event) {
    case JobEvent::Arrived:
        close(job, time);
        open(job, time, SegmentKind::Queued, 0, 0);
        break;
    case JobEvent::Started:
    case JobEvent::Resized:
        close(job, time);
        openHolding(job, time, gpus, restoreUntil);
        break;
    case JobEvent::Preempted: {
        // It keeps (and pays for) its GPUs until the checkpoint is written.
        const int openIndex = m_open[job];
        const ScheduleSegment held = openIndex >= 0 ? m_segments[openIndex] : ScheduleSegment {};
        close(job, time);
        open(job, time, held.gpuCount > 0 ? SegmentKind::Checkpointing : SegmentKind::Requeued, held.firstGpu, held.gpuCount);
        break;
    }
    case JobEvent::Checkpointed:
    case JobEvent::Failed:
        close(job, time);
        open(job, time, SegmentKind::Requeued, 0, 0);
        break;
    case JobEvent::Finished:
    case JobEvent::Rejected:
        close(job, time);
        break;
    }
}

ScheduleRecorder::ScheduleRecorder(const SimulationView& view, Schedule::Index index)
    : m_schedule(view.jobCount(), view.cluster().gpuCount(), index)
{
}

void ScheduleRecorder::onJobEvent(const SimulationView& view, JobEvent event, JobIndex job)
{
    const Placed placed = placedBy(view, event, job); // no copy of the placement per event
    m_schedule.apply(view.now(), event, job, placed.gpus, placed.restoreUntil);
}

void appendGpuSet(std::string& out, std::span<const GpuId> ids)
{
    // Placements mostly list their GPUs in order already: only the others are copied to be sorted.
    std::vector<GpuId> sorted;
    if (!std::is_sorted(ids.begin(), ids.end())) {
        sorted.assign(ids.begin(), ids.end());
        std::sort(sorted.begin(), sorted.end());
        ids = sorted;
    }
    for (std::size_t i = 0; i < ids.size();) {
        std::size_t k = i;
        while (k + 1 < ids.size() && ids[k + 1] == ids[k] + 1) ++k;
        if (i > 0) out += ' ';
        appendInteger(out, ids[i]);
        if (k > i) {
            out += '-';
            appendInteger(out, ids[k]);
        }
        i = k + 1;
    }
}

} // namespace gantry
