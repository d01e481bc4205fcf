#pragma once
/** @brief The schedule: what every job was doing, when, and on which GPUs. One record, built from the
 * engine's job events, that every consumer reads: schedule.csv and the allocation in jobs.csv, the
 * GUI's Gantt chart and topology (which rebuild it from the same events on their thread), reports and
 * the property tests (a job's GPU-seconds from its segments equal what it was billed).
 *
 * A job holds GPUs while it runs, while it restores a checkpoint after a restart (the first
 * restoreSeconds of a resumed start) and while it writes a checkpoint before giving its GPUs back
 * (preemption): all three are billed, so all three are segments with GPUs. */

#include "core/engine/SimObserver.h"

#include <cstdint>
#include <iterator>
#include <span>
#include <string>
#include <vector>

namespace gantry {

enum class SegmentKind : std::uint8_t {
    Queued,        ///< waiting for its first start
    Requeued,      ///< waiting again after a preemption or a machine failure
    Running,       ///< holds GPUs and makes progress
    Restoring,     ///< holds GPUs, restoring its checkpoint (no progress yet)
    Checkpointing, ///< holds GPUs, writing its checkpoint before it is preempted
};
const char* segmentKindName(SegmentKind kind);
inline bool holdsGpus(SegmentKind kind) { return kind >= SegmentKind::Running; }

/// One period of one job in one state. `end` is -1 while the period is still open. Its GPUs are
/// Schedule::gpus(segment) (kept in one shared array: no allocation per period).
struct ScheduleSegment {
    // In this order 32 bytes, not 40: a million-job schedule holds two million of them.
    SimTime start = 0;
    SimTime end = -1;
    JobIndex job = -1;
    std::uint32_t firstGpu = 0; ///< into the schedule's GPU array
    std::uint32_t gpuCount = 0; ///< 0 while waiting
    SegmentKind kind = SegmentKind::Queued;
};
static_assert(sizeof(ScheduleSegment) <= 32);

/// A job event as the schedule needs it (the GUI's worker ships these across threads).
struct ScheduleEvent {
    SimTime time = 0;
    JobEvent event = JobEvent::Arrived;
    JobIndex job = -1;
    std::vector<GpuId> gpus; ///< the placement, for Started and Resized
    SimTime restoreUntil = 0; ///< for Started and Resized: no progress before this time (restoring)
    /// For Finished: the share of its run time the job spent communicating (what its result will say),
    /// so that a live view shows it as the job finishes. -1 for other events.
    double commFraction = -1;
    bool timedOut = false; ///< for Finished: ended at its time limit, as Slurm's TIMEOUT

    /// The event as the engine reports it to an observer.
    static ScheduleEvent from(const SimulationView& view, JobEvent event, JobIndex job);
};

/// One job's periods, in time order: indices into Schedule::segments(). Linked through the schedule,
/// not a list per job: at a million jobs, a million small lists took ~50 MB.
class JobSegments {
public:
    class iterator {
    public:
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        iterator() = default;
        iterator(const std::vector<int>* next, int at) : m_next(next), m_at(at) { }
        int operator*() const { return m_at; }
        iterator& operator++()
        {
            m_at = (*m_next)[std::size_t(m_at)];
            return *this;
        }
        iterator operator++(int)
        {
            iterator before = *this;
            ++*this;
            return before;
        }
        bool operator==(const iterator& other) const { return m_at == other.m_at; }

    private:
        const std::vector<int>* m_next = nullptr;
        int m_at = -1;
    };

    JobSegments(const std::vector<int>* next, int first, int last) : m_next(next), m_first(first), m_last(last) { }
    iterator begin() const { return { m_next, m_first }; }
    iterator end() const { return { m_next, -1 }; }
    bool empty() const { return m_first < 0; }
    int front() const { return m_first; }
    int back() const { return m_last; }
    /// Walks the list: for the few periods of one job.
    std::size_t size() const { return std::size_t(std::distance(begin(), end())); }
    int operator[](std::size_t i) const { return *std::next(begin(), std::ptrdiff_t(i)); }

private:
    const std::vector<int>* m_next;
    int m_first, m_last;
};

class Schedule {
public:
    /// Which lookups to keep up to date while recording. Files need neither (segments are written in
    /// order); views and checks want both.
    enum class Index : std::uint8_t { None, PerJobAndGpu };

    Schedule() = default;
    Schedule(int jobs, int gpus, Index index = Index::PerJobAndGpu);

    /// Applies one job event (events arrive in time order).
    void apply(const ScheduleEvent& e) { apply(e.time, e.event, e.job, e.gpus, e.restoreUntil); }
    void apply(SimTime time, JobEvent event, JobIndex job, std::span<const GpuId> gpus, SimTime restoreUntil);
    /// Brings the schedule up to `now`: a restore that ended by then becomes a running period.
    void advanceTo(SimTime now);

    const std::vector<ScheduleSegment>& segments() const { return m_segments; }
    /// The GPUs a period holds.
    std::span<const GpuId> gpus(const ScheduleSegment& s) const { return { m_gpus.data() + s.firstGpu, s.gpuCount }; }
    /// Every period of one job, in time order (Index::PerJobAndGpu).
    JobSegments jobSegments(JobIndex job) const
    {
        return { &m_nextOfJob, m_firstOfJob[std::size_t(job)], m_lastOfJob[std::size_t(job)] };
    }
    /// Indices into segments(): the GPU-holding periods on one GPU, in time order, never overlapping
    /// (Index::PerJobAndGpu).
    const std::vector<int>& gpuSegments(GpuId gpu) const { return m_gpuSegments[gpu]; }
    /// The job holding `gpu` right now, or -1.
    JobIndex gpuOwner(GpuId gpu) const { return m_gpuOwner[gpu]; }
    int gpuCount() const { return static_cast<int>(m_gpuOwner.size()); }
    /// The last GPUs the job held (its last allocation), empty if it never ran or was not recorded.
    std::span<const GpuId> lastAllocation(JobIndex job) const;

private:
    void close(JobIndex job, SimTime time);
    /// `firstGpu`/`gpuCount`: GPUs already in m_gpus (a period keeps its predecessor's GPUs).
    void open(JobIndex job, SimTime time, SegmentKind kind, std::uint32_t firstGpu, std::uint32_t gpuCount);
    void open(JobIndex job, SimTime time, SegmentKind kind, std::span<const GpuId> gpus);
    /// Opens a Restoring period that turns into Running at `restoreUntil`, or Running at once.
    void openHolding(JobIndex job, SimTime time, std::span<const GpuId> gpus, SimTime restoreUntil);

    bool m_indexed = true;
    std::vector<ScheduleSegment> m_segments;
    std::vector<GpuId> m_gpus;          ///< every period's GPUs, back to back
    std::vector<int> m_firstOfJob; ///< per job: its first period, -1 if none (Index::PerJobAndGpu)
    std::vector<int> m_lastOfJob;  ///< per job: its latest period, -1 if none
    std::vector<int> m_nextOfJob;  ///< per period: the same job's next period, -1 if none yet
    std::vector<std::vector<int>> m_gpuSegments;
    std::vector<JobIndex> m_gpuOwner;
    std::vector<int> m_open;            ///< per job: its open segment, -1 if none
    std::vector<int> m_lastHolding;     ///< per job: its last GPU-holding segment, -1 if none
    std::vector<SimTime> m_restoreUntil; ///< per job: when its open Restoring period turns into Running
    std::vector<JobIndex> m_restoring;  ///< jobs with an open Restoring period
};

/// Records the schedule of a simulation as it runs.
class ScheduleRecorder final : public SimObserver {
public:
    explicit ScheduleRecorder(const SimulationView& view, Schedule::Index index = Schedule::Index::PerJobAndGpu);
    void onJobEvent(const SimulationView& view, JobEvent event, JobIndex job) override;
    bool watchesDecisions() const override { return false; }
    const Schedule& schedule() const { return m_schedule; }
    Schedule take() { return std::move(m_schedule); }

private:
    Schedule m_schedule;
};

/// GPU ids as an interval set, the way Batsim writes allocations: "0-3 8 10-11"; appended to `out`
/// in place (a million-job run writes millions of these).
void appendGpuSet(std::string& out, std::span<const GpuId> gpus);

} // namespace gantry
