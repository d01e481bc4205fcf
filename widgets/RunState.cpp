#include "widgets/RunState.h"

#include <algorithm>
#include <cmath>

namespace gantry::gui {

RunState::RunState(QObject* parent) : QObject(parent) { }

QColor RunState::jobColor(int job)
{
    // Golden-angle hues keep neighbouring job indices apart; saturation/value vary a little so that
    // jobs ~2.6 hues apart still differ.
    // Hues from 25 to 320 degrees only: red (and crimson) means a failed machine, never a job.
    const double hue = 25.0 + std::fmod(job * 137.50776, 295.0);
    const int sat = 120 + (job * 37) % 80;
    const int val = 190 + (job * 53) % 50;
    return QColor::fromHsv(static_cast<int>(hue), sat, val);
}

QColor RunState::tenantColor(int tenant)
{
    // Tableau's categorical colours (matplotlib's default cycle) with its red and its red-brown replaced by
    // its light blue and a slate blue: red means a failed machine; then the jobs' hues.
    static const QColor palette[] = { QColor(31, 119, 180), QColor(255, 127, 14), QColor(44, 160, 44), QColor(174, 199, 232),
        QColor(148, 103, 189), QColor(107, 110, 207), QColor(227, 119, 194), QColor(127, 127, 127), QColor(188, 189, 34),
        QColor(23, 190, 207) };
    if (tenant >= 0 && tenant < 10) return palette[tenant];
    return jobColor(tenant);
}

void RunState::setColorByTenant(bool on)
{
    if (m_colorByTenant == on) return;
    m_colorByTenant = on;
    Q_EMIT updated();
}

QColor RunState::colorOf(int job) const
{
    if (m_colorByTenant && m_setup && !m_setup->tenants.empty() && job >= 0 && job < jobCount())
        return tenantColor(m_setup->jobs[std::size_t(job)].tenant);
    return jobColor(job);
}

void RunState::clear()
{
    m_setup.reset();
    m_status.clear();
    m_rejections.clear();
    m_commFraction.clear();
    m_schedule = {};
    m_machineUp.clear();
    m_outages.clear();
    m_beliefMean.clear();
    m_beliefVariance.clear();
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
    m_rejections.clear();
    m_commFraction.assign(jobs, -1.0);
    m_schedule = Schedule(jobs, setup->cluster.gpuCount());
    m_machineUp.assign(setup->cluster.machineCount(), 1);
    m_outages.clear();
    m_remaining = jobs;
    Q_EMIT reset();
}

void RunState::applyBatch(const RunBatchPtr& batch)
{
    if (!m_setup) return;
    m_statusChanged = { jobCount(), -1 };
    for (const JobEventRecord& e : batch->jobEvents) {
        if (e.job < 0 || e.job >= jobCount()) continue;
        m_schedule.apply(e);
        m_statusChanged = { std::min(m_statusChanged.first, e.job), std::max(m_statusChanged.second, e.job) };
        switch (e.event) {
        case JobEvent::Arrived:
        case JobEvent::Preempted: // still holds its GPUs while checkpointing, but waits to run again
        case JobEvent::Checkpointed:
        case JobEvent::Failed: m_status[e.job] = JobStatus::Queued; break;
        case JobEvent::Started:
        case JobEvent::Resized: m_status[e.job] = JobStatus::Running; break;
        case JobEvent::Finished:
            m_status[e.job] = e.timedOut ? JobStatus::TimedOut : JobStatus::Finished;
            m_commFraction[e.job] = e.commFraction; // the result's value, known as the job finishes
            m_lastFinish = std::max(m_lastFinish, e.time);
            break;
        case JobEvent::Rejected: m_status[e.job] = JobStatus::Rejected; break;
        }
    }
    for (const auto& [job, why] : batch->rejections) m_rejections.insert(int(job), QString::fromStdString(why));
    m_schedule.advanceTo(batch->now);
    for (const MachineEventRecord& m : batch->machineEvents) {
        if (m.machine < 0 || m.machine >= static_cast<int>(m_machineUp.size())) continue;
        m_machineUp[m.machine] = m.up;
        if (!m.up) m_outages.push_back({ m.machine, m.time, -1 });
        else
            for (auto it = m_outages.rbegin(); it != m_outages.rend(); ++it)
                if (it->machine == m.machine) {
                    if (it->to < 0) it->to = m.time;
                    break;
                }
    }
    m_samples.insert(m_samples.end(), batch->samples.begin(), batch->samples.end());
    if (batch->beliefMean.size() == m_machineUp.size() && batch->beliefVariance.size() == m_machineUp.size()) {
        m_beliefMean = batch->beliefMean;
        m_beliefVariance = batch->beliefVariance;
    }
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

double RunState::commFraction(int job) const
{
    if (job < 0 || job >= jobCount()) return -1;
    if (m_commFraction[std::size_t(job)] >= 0) return m_commFraction[std::size_t(job)];
    return m_result && std::size_t(job) < m_result->jobs.size() ? m_result->jobs[std::size_t(job)].commFraction : -1;
}

double RunState::endTime() const { return std::max(m_now, m_lastFinish); }

std::vector<int> RunState::uplinkLoad() const
{
    if (!m_setup) return {};
    const Cluster& c = m_setup->cluster;
    std::vector<int> load(c.rackCount(), 0);
    // Walk the GPU owners (a few thousand) rather than every job.
    std::vector<std::pair<int, int>> jobRack; // (job, rack) pairs, deduplicated below
    jobRack.reserve(static_cast<std::size_t>(m_schedule.gpuCount()));
    for (int g = 0; g < m_schedule.gpuCount(); ++g)
        if (m_schedule.gpuOwner(g) >= 0) jobRack.emplace_back(m_schedule.gpuOwner(g), c.rackOf(g));
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
    for (int job = 0; job < jobCount(); ++job)
        for (int s : m_schedule.jobSegments(job))
            if (segments()[s].kind == SegmentKind::Running) {
                ++n;
                break;
            }
    return n;
}

} // namespace gantry::gui
