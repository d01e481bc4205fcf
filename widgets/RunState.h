#pragma once
/** @brief What the views show about the current run, rebuilt in the GUI thread from the worker's setup
 * and batches: jobs, their schedule (core/metrics/Schedule.h, the same record the CLI writes as
 * schedule.csv: queued, running, restoring, checkpointing periods and who holds each GPU), machine
 * failures and the metric samples. Views read it; only RunState writes it. */

#include "widgets/RunTypes.h"

#include <QColor>
#include <QHash>
#include <QObject>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace gantry::gui {

using Segment = ScheduleSegment;

enum class JobStatus : std::uint8_t { Pending, Queued, Running, Finished, Rejected, TimedOut };

class RunState final : public QObject {
    Q_OBJECT
public:
    explicit RunState(QObject* parent = nullptr);

    bool hasRun() const { return m_setup != nullptr; }
    const Cluster& cluster() const { return m_setup ? m_setup->cluster : m_emptyCluster; }
    Billing billing() const { return m_setup ? m_setup->billing : Billing::Owned; }
    int jobCount() const { return m_setup ? static_cast<int>(m_setup->jobs.size()) : 0; }
    const JobBrief& job(int index) const { return m_setup->jobs[index]; }
    JobStatus status(int job) const { return m_status[job]; }
    /// Why a rejected job can never run (empty for the others).
    QString rejection(int job) const { return m_rejections.value(job); }
    /// The share of its run time `job` spent communicating: known when it finishes, or from the run's
    /// result for a job that did not; -1 before either.
    double commFraction(int job) const;
    /// The jobs whose status the last batch changed lie in [first, last] (first > last: none): views
    /// of a million jobs refresh those rows, not all of them.
    std::pair<int, int> statusChangedRange() const { return m_statusChanged; }
    double now() const { return m_now; }
    bool finished() const { return m_finished; }
    /// Latest time anything is known to happen (now, or the last finish when done).
    double endTime() const;
    std::uint64_t events() const { return m_events; }
    int remainingJobs() const { return m_remaining; }

    const Schedule& schedule() const { return m_schedule; }
    const std::vector<Segment>& segments() const { return m_schedule.segments(); }
    /// GPU-holding segments per GPU, in start order (they never overlap on one GPU).
    const std::vector<int>& gpuSegments(int gpu) const { return m_schedule.gpuSegments(gpu); }
    /// All segments of one job, in time order.
    JobSegments jobSegments(int job) const { return m_schedule.jobSegments(job); }
    int gpuOwner(int gpu) const { return m_schedule.gpuOwner(gpu); }
    bool machineUp(int machine) const { return m_machineUp[machine] != 0; }
    /// Every time a machine was down so far (to -1: down now), in the order they began.
    const std::vector<MachineOutage>& outages() const { return m_outages; }
    /// The scheduler's belief about each machine's slowdown (empty if it keeps none).
    bool hasMachineBelief() const { return !m_beliefMean.empty(); }
    double beliefMean(int machine) const { return m_beliefMean[std::size_t(machine)]; }
    double beliefStddev(int machine) const { return std::sqrt(std::max(0.0, m_beliefVariance[std::size_t(machine)])); }
    /// Per rack: running jobs that span more than one rack and so load that rack's uplink.
    std::vector<int> uplinkLoad() const;
    const std::vector<Sample>& samples() const { return m_samples; }
    const Sample& current() const { return m_current; }
    const RunResultPtr& result() const { return m_result; }
    int jobsWithRunningPeriods() const;

    /// A stable colour per job (the same job always gets the same colour, in every view).
    static QColor jobColor(int job);
    /// One colour per tenant, far apart (a qualitative palette), for the tenant colour mode.
    static QColor tenantColor(int tenant);
    /// The run's tenant names (empty without tenants).
    const std::vector<std::string>& tenants() const { return m_setup ? m_setup->tenants : m_noTenants; }
    /// Colour GPUs and bars by the tenant of their job instead of by job (View > Colour by tenant).
    void setColorByTenant(bool on);
    bool colorByTenant() const { return m_colorByTenant; }
    /// The colour every view draws `job` in: its tenant's in the tenant mode (when the run has
    /// tenants), else its own.
    QColor colorOf(int job) const;

public Q_SLOTS:
    void clear();
    void applySetup(const gantry::gui::RunSetupPtr& setup);
    void applyBatch(const gantry::gui::RunBatchPtr& batch);
    void applyResult(const gantry::gui::RunResultPtr& result);

Q_SIGNALS:
    void reset();
    void updated();
    void finishedChanged();

private:
    bool m_colorByTenant = false;
    std::vector<std::string> m_noTenants;
    RunSetupPtr m_setup;
    Cluster m_emptyCluster;
    std::vector<JobStatus> m_status;
    QHash<int, QString> m_rejections; ///< by job: why it can never run
    std::vector<double> m_commFraction; ///< as each job finished; -1 until then
    Schedule m_schedule;
    std::vector<char> m_machineUp;
    std::vector<MachineOutage> m_outages;
    std::vector<double> m_beliefMean, m_beliefVariance;
    std::vector<Sample> m_samples;
    Sample m_current;
    RunResultPtr m_result;
    double m_now = 0;
    double m_lastFinish = 0;
    std::pair<int, int> m_statusChanged { 0, -1 };
    std::uint64_t m_events = 0;
    int m_remaining = 0;
    bool m_finished = false;
};

} // namespace gantry::gui
