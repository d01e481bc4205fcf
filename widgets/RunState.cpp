#include "widgets/RunState.h"

#include <algorithm>
#include <cmath>

namespace gantry::gui {

RunState::RunState(QObject* parent) : QObject(parent) { }

QColor RunState::jobColor(int job)
{
    // Golden-angle hues keep neighbouring job indices apart; saturation/value vary a little so that
    // jobs ~2.6 hues apart still differ.
    const double hue = std::fmod(25.0 + job * 137.50776, 360.0); // 25: job 0 is not failure-red
    const int sat = 120 + (job * 37) % 80;
    const int val = 190 + (job * 53) % 50;
    return QColor::fromHsv(static_cast<int>(hue), sat, val);
}

void RunState::clear()
{
    m_setup.reset();
    m_status.clear();
    m_segments.clear();
    m_openSegment.clear();
    m_gpuSegments.clear();
    m_jobSegments.clear();
    m_gpuOwner.clear();
    m_machineUp.clear();
    m_samples.clear();
    m_current = {};
    m_result.reset();
    m_now = 0;
    m_lastFinish = 0;
    m_events = 0;
    m_remaining = 0;
    m_finished = false;
    Q_EMIT reset();
}

void RunState::applySetup(const RunSetupPtr& setup)
{
    clear();
    m_setup = setup;
    const int jobs = static_cast<int>(setup->jobs.size());
    m_status.assign(jobs, JobStatus::Pending);
    m_openSegment.assign(jobs, -1);
    m_jobSegments.assign(jobs, {});
    m_gpuSegments.assign(setup->cluster.gpuCount(), {});
    m_gpuOwner.assign(setup->cluster.gpuCount(), -1);
    m_machineUp.assign(setup->cluster.machineCount(), 1);
    m_remaining = jobs;
    m_segments.reserve(jobs * 2);
    Q_EMIT reset();
}

void RunState::closeOpen(int job, double time)
{
    const int open = m_openSegment[job];
    if (open < 0) return;
    Segment& s = m_segments[open];
    s.end = time;
    if (s.kind == SegmentKind::Running)
        for (int g : s.gpus)
            if (m_gpuOwner[g] == job) m_gpuOwner[g] = -1;
    m_openSegment[job] = -1;
}

void RunState::openSegment(int job, double time, SegmentKind kind, std::vector<int> gpus)
{
    const int index = static_cast<int>(m_segments.size());
    m_segments.push_back({ job, time, -1, kind, std::move(gpus) });
    const Segment& s = m_segments.back();
    if (kind == SegmentKind::Running)
        for (int g : s.gpus) {
            m_gpuSegments[g].push_back(index);
            m_gpuOwner[g] = job;
        }
    m_jobSegments[job].push_back(index);
    m_openSegment[job] = index;
}

void RunState::applyBatch(const RunBatchPtr& batch)
{
    if (!m_setup) return;
    for (const JobEventRecord& e : batch->jobEvents) {
        if (e.job < 0 || e.job >= jobCount()) continue;
        switch (e.event) {
        case JobEvent::Arrived:
            m_status[e.job] = JobStatus::Queued;
            openSegment(e.job, e.time, SegmentKind::Queued, {});
            break;
        case JobEvent::Started:
        case JobEvent::Resized:
            closeOpen(e.job, e.time);
            m_status[e.job] = JobStatus::Running;
            openSegment(e.job, e.time, SegmentKind::Running, e.gpus);
            break;
        case JobEvent::Preempted:
        case JobEvent::Failed:
            closeOpen(e.job, e.time);
            m_status[e.job] = JobStatus::Queued;
            openSegment(e.job, e.time, SegmentKind::Preempted, {});
            break;
        case JobEvent::Finished:
            closeOpen(e.job, e.time);
            m_status[e.job] = JobStatus::Finished;
            m_lastFinish = std::max(m_lastFinish, e.time);
            break;
        case JobEvent::Rejected:
            closeOpen(e.job, e.time);
            m_status[e.job] = JobStatus::Rejected;
            break;
        }
    }
    for (const MachineEventRecord& m : batch->machineEvents)
        if (m.machine >= 0 && m.machine < static_cast<int>(m_machineUp.size())) m_machineUp[m.machine] = m.up;
    m_samples.insert(m_samples.end(), batch->samples.begin(), batch->samples.end());
    m_current = batch->current;
    m_now = batch->now;
    m_events = batch->events;
    m_remaining = batch->remainingJobs;
    if (batch->finished && !m_finished) {
        m_finished = true;
        Q_EMIT updated();
        Q_EMIT finishedChanged();
        return;
    }
    Q_EMIT updated();
}

void RunState::applyResult(const RunResultPtr& result)
{
    m_result = result;
    Q_EMIT finishedChanged();
}

double RunState::endTime() const { return std::max(m_now, m_lastFinish); }

std::vector<int> RunState::uplinkLoad() const
{
    if (!m_setup) return {};
    const Cluster& c = m_setup->cluster;
    std::vector<int> load(c.rackCount(), 0);
    // Walk the GPU owners (a few thousand) rather than every job.
    std::vector<std::pair<int, int>> jobRack; // (job, rack) pairs, deduplicated below
    jobRack.reserve(m_gpuOwner.size());
    for (int g = 0; g < static_cast<int>(m_gpuOwner.size()); ++g)
        if (m_gpuOwner[g] >= 0) jobRack.emplace_back(m_gpuOwner[g], c.rackOf(g));
    std::sort(jobRack.begin(), jobRack.end());
    jobRack.erase(std::unique(jobRack.begin(), jobRack.end()), jobRack.end());
    for (std::size_t i = 0; i < jobRack.size();) {
        std::size_t k = i;
        while (k < jobRack.size() && jobRack[k].first == jobRack[i].first) ++k;
        if (k - i > 1)
            for (std::size_t r = i; r < k; ++r) ++load[jobRack[r].second];
        i = k;
    }
    return load;
}

int RunState::jobsWithRunningPeriods() const
{
    int n = 0;
    for (const auto& segs : m_jobSegments)
        for (int s : segs)
            if (m_segments[s].kind == SegmentKind::Running) {
                ++n;
                break;
            }
    return n;
}

} // namespace gantry::gui
