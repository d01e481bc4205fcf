#include "core/metrics/Schedule.h"

#include "core/engine/Scheduler.h"

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

ScheduleEvent ScheduleEvent::from(const SimulationView& view, JobEvent event, JobIndex job)
{
    ScheduleEvent e { view.now(), event, job, {}, view.now() };
    if (event == JobEvent::Started || event == JobEvent::Resized) {
        const JobState& state = view.state(job);
        e.gpus = state.placement.gpus;
        e.restoreUntil = state.restoreUntil;
    }
    return e;
}

Schedule::Schedule(int jobs, int gpus)
    : m_jobSegments(static_cast<std::size_t>(jobs))
    , m_gpuSegments(static_cast<std::size_t>(gpus))
    , m_gpuOwner(static_cast<std::size_t>(gpus), -1)
    , m_open(static_cast<std::size_t>(jobs), -1)
    , m_lastHolding(static_cast<std::size_t>(jobs), -1)
    , m_restoreUntil(static_cast<std::size_t>(jobs), 0)
{
}

const std::vector<GpuId>& Schedule::lastAllocation(JobIndex job) const
{
    static const std::vector<GpuId> none;
    if (job < 0 || job >= static_cast<JobIndex>(m_lastHolding.size()) || m_lastHolding[job] < 0) return none;
    return m_segments[m_lastHolding[job]].gpus;
}

void Schedule::close(JobIndex job, SimTime time)
{
    const int index = m_open[job];
    if (index < 0) return;
    ScheduleSegment& s = m_segments[index];
    s.end = std::max(time, s.start);
    for (GpuId g : s.gpus)
        if (m_gpuOwner[g] == job) m_gpuOwner[g] = -1;
    if (s.kind == SegmentKind::Restoring) std::erase(m_restoring, job);
    m_open[job] = -1;
}

void Schedule::open(JobIndex job, SimTime time, SegmentKind kind, std::vector<GpuId> gpus)
{
    const int index = static_cast<int>(m_segments.size());
    m_segments.push_back({ job, time, -1, kind, std::move(gpus) });
    for (GpuId g : m_segments.back().gpus) {
        m_gpuSegments[g].push_back(index);
        m_gpuOwner[g] = job;
    }
    if (holdsGpus(kind)) m_lastHolding[job] = index;
    m_jobSegments[job].push_back(index);
    m_open[job] = index;
}

void Schedule::openHolding(JobIndex job, SimTime time, std::vector<GpuId> gpus, SimTime restoreUntil)
{
    if (restoreUntil > time) {
        m_restoreUntil[job] = restoreUntil;
        m_restoring.push_back(job);
        open(job, time, SegmentKind::Restoring, std::move(gpus));
    } else {
        open(job, time, SegmentKind::Running, std::move(gpus));
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
        std::vector<GpuId> gpus = m_segments[m_open[job]].gpus;
        close(job, until); // removes job from m_restoring
        open(job, until, SegmentKind::Running, std::move(gpus));
    }
}

void Schedule::apply(const ScheduleEvent& e)
{
    const JobIndex job = e.job;
    if (job < 0 || job >= static_cast<JobIndex>(m_open.size())) return;
    advanceTo(e.time);
    const int openIndex = m_open[job];
    switch (e.event) {
    case JobEvent::Arrived:
        close(job, e.time);
        open(job, e.time, SegmentKind::Queued, {});
        break;
    case JobEvent::Started:
    case JobEvent::Resized:
        close(job, e.time);
        openHolding(job, e.time, e.gpus, e.restoreUntil);
        break;
    case JobEvent::Preempted: {
        // It keeps (and pays for) its GPUs until the checkpoint is written.
        std::vector<GpuId> gpus = openIndex >= 0 ? m_segments[openIndex].gpus : std::vector<GpuId> {};
        const SegmentKind kind = gpus.empty() ? SegmentKind::Requeued : SegmentKind::Checkpointing;
        close(job, e.time);
        open(job, e.time, kind, std::move(gpus));
        break;
    }
    case JobEvent::Checkpointed:
    case JobEvent::Failed:
        close(job, e.time);
        open(job, e.time, SegmentKind::Requeued, {});
        break;
    case JobEvent::Finished:
    case JobEvent::Rejected:
        close(job, e.time);
        break;
    }
}

ScheduleRecorder::ScheduleRecorder(const SimulationView& view) : m_schedule(view.jobCount(), view.cluster().gpuCount()) { }

void ScheduleRecorder::onJobEvent(const SimulationView& view, JobEvent event, JobIndex job)
{
    m_schedule.apply(ScheduleEvent::from(view, event, job));
}

std::string formatGpuSet(std::vector<GpuId> gpus)
{
    std::sort(gpus.begin(), gpus.end());
    std::string out;
    for (std::size_t i = 0; i < gpus.size();) {
        std::size_t k = i;
        while (k + 1 < gpus.size() && gpus[k + 1] == gpus[k] + 1) ++k;
        if (!out.empty()) out += ' ';
        out += std::to_string(gpus[i]);
        if (k > i) out += '-' + std::to_string(gpus[k]);
        i = k + 1;
    }
    return out;
}

} // namespace gantry
