#pragma once
/** @brief The discrete-event engine. One clock; events ordered by (time, priority, sequence number).
 *
 * A Simulation owns copies of the cluster (in its ResourceLedger, the machines' state), jobs, speed
 * model and scheduler, so it can be cloned for RL episodes and what-if forks (observers are not
 * cloned). It moves jobs through their lives and tells the ledger what they take and give back. Not
 * thread-safe: one thread drives it. */

#include "core/engine/JobsInEntryOrder.h"
#include "core/engine/ResourceLedger.h"
#include "core/engine/Scheduler.h"
#include "core/engine/SimObserver.h"
#include "core/engine/SpeedModel.h"
#include "core/model/Scenario.h"
#include "core/util/Copying.h"
#include "core/util/Random.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gantry {

struct SimulationSetup {
    Cluster cluster;
    ModelCatalog models = ModelCatalog::defaults();
    std::vector<Tenant> tenants; ///< jobs' `tenant` index them (assignTenants)
    std::vector<JobSpec> jobs; ///< any order; the engine sorts by (submit time, input order)
    std::shared_ptr<const SpeedModel> speedModel; ///< immutable, so clones share it
    std::unique_ptr<Scheduler> scheduler;
    SimulationConfig config;
    std::uint64_t seed = 1;
    /// At Billing::Spot the simulation marks every machine spot (those that join too), so that what its
    /// jobs and its cluster cost, and what its policies see, follow one price rule (Cluster::gpuPricePerHour).
    Billing billing = Billing::Owned;
};

enum class EventType : std::uint8_t {
    // Lower value = handled first among events at the same time: resources are freed before they are
    // claimed, and the scheduler runs last, once, after everything that happened at that instant.
    Finish = 0,
    CheckpointDone = 1,
    Scripted = 2, ///< a ScriptedChange: after what frees resources, before repairs, failures and arrivals
    MachineRepair = 3,
    MachineFailure = 4,
    Arrival = 5,
    Drift = 6,
    Wake = 7,
    Tick = 8,
    Sample = 9,
    Schedule = 10,
};

/// A change scripted into a run at a time: a fork's events (docs/scenario-format.md, "Forks").
/// Changes of one instant apply in the order they were scripted, after the finishes and checkpoints
/// of that instant and before its repairs, failures, arrivals and the scheduler's run.
struct ScriptedChange {
    enum class Kind : std::uint8_t {
        MachinesDown, ///< `machines` fail and stay down (their jobs restart from a checkpoint) until MachinesUp
        MachinesUp,   ///< `machines` come back (or join, if they were down from the start)
        MachinesLeave, ///< `machines` go for good: like MachinesDown, but they no longer count in the cluster's size
        MachinesJoin,  ///< `newRacks`, then `joining` machines, are added to the cluster (appended: no index moves)
        Policy,       ///< `scheduler` replaces the running one; queued and running jobs carry on
        Jobs,         ///< `jobs` (submit times at or after the change) join the workload
        Price,        ///< GPU type `gpuType` costs `pricePerHour` (on-demand) and `spotPricePerHour` from now
    };
    Kind kind = Kind::MachinesDown;
    SimTime time = 0;
    std::vector<MachineId> machines;
    std::vector<Rack> newRacks;
    std::vector<Machine> joining;
    ClonePtr<Scheduler> scheduler;
    std::vector<JobSpec> jobs;
    int gpuType = -1;
    double pricePerHour = 0;
    double spotPricePerHour = 0;
};

class Simulation final : public SimulationView, private DecisionSink {
public:
    explicit Simulation(SimulationSetup setup);
    /// Deep copy (the scheduler too) without observers, for forks and RL episodes. Defaulted: every
    /// member copies itself correctly (ClonePtr, NotCopied), so a new member cannot be forgotten.
    Simulation(const Simulation& other) = default;
    Simulation& operator=(const Simulation&) = delete;
    ~Simulation() override;

    std::unique_ptr<Simulation> clone() const { return std::make_unique<Simulation>(*this); }

    void addObserver(SimObserver* observer) { m_observers->push_back(observer); }
    void removeObserver(SimObserver* observer);

    /// Handles one event; false when nothing is left (or the horizon is reached).
    bool step();
    /// Steps until the scheduler has run once more (or the run ends); false when the run is over.
    bool stepDecision();
    /// Runs every event with time <= t.
    void runUntil(SimTime t);
    /// Runs every event with time < t: the state a fork at t starts from (its changes at t then join
    /// that instant's events in their order).
    void runBefore(SimTime t);
    /// Adds a change at change.time (not before now). Jobs scripted in get indices after every job
    /// that has arrived; jobs not yet arrived may move up to make room (they keep their order).
    void script(ScriptedChange change);
    void run();
    bool done() const;
    /// Time of the next event (infinity if none).
    SimTime nextEventTime() const;
    std::uint64_t eventsProcessed() const { return m_eventsProcessed; }
    /// Jobs neither finished nor rejected yet.
    int remainingJobs() const { return m_unfinished; }

    Scheduler& scheduler() { return *m_scheduler; }
    const SimulationConfig& config() const override { return m_config; }
    std::uint64_t seed() const { return m_seed; }
    const std::vector<JobSpec>& jobs() const { return *m_jobs; }
    /// The job list itself, shared: the GUI's job list views the ids in it instead of copying a million.
    std::shared_ptr<const std::vector<JobSpec>> sharedJobs() const { return m_jobs.shared(); }
    const std::vector<JobState>& states() const { return m_states; }
    const std::vector<DecisionRecord>& decisions() const { return m_decisions; }
    /// The decisions kept so far, moved out (a finished run hands them to its result).
    std::vector<DecisionRecord> takeDecisions() { return std::exchange(m_decisions, {}); }
    /// The job states, moved out for a result that outlives a simulation ending here
    /// (collectResults(Simulation&&)): it must not step or be read by job again.
    std::vector<JobState> takeJobStates() { return std::exchange(m_states, {}); }
    /// What the jobs' GPU-hours held cost so far (brought up to date when a job changes).
    double usageCost() const { return m_usageCost; }
    /// The cluster's size and price over time: one step at 0, and one more at each join, leave or price change.
    const std::vector<CapacityStep>& capacity() const { return m_ledger.capacity(); }
    Sample currentSample() const;
    const SpeedModel& speedModel() const { return *m_speedModel; }

    // SimulationView
    SimTime now() const override { return m_now; }
    const Cluster& cluster() const override { return m_ledger.cluster(); }
    const ModelCatalog& models() const override { return m_models; }
    const std::vector<Tenant>& tenants() const override { return m_tenants; }
    int jobCount() const override { return static_cast<int>(m_jobs->size()); }
    const JobSpec& spec(JobIndex job) const override { return (*m_jobs)[job]; }
    const JobState& state(JobIndex job) const override { return m_states[job]; }
    const std::string& rejectionOf(JobIndex job) const override;
    std::span<const JobIndex> queue() const override { return m_queue.jobs(); }
    std::span<const JobIndex> running() const override { return m_running.jobs(); }
    int freeGpuCount() const override { return m_ledger.freeGpus(); }
    int checkpointingGpuCount() const override { return m_ledger.checkpointingGpus(); }
    bool gpuFree(GpuId gpu) const override { return m_ledger.gpuFree(gpu); }
    JobIndex gpuOwner(GpuId gpu) const override { return m_ledger.gpuOwner(gpu); }
    std::span<const int> freeGpusByMachine() const override { return m_ledger.freeGpusByMachine(); }
    std::span<const int> freeCpusByMachine() const override { return m_ledger.freeCpusByMachine(); }
    std::span<const char> machinesUp() const override { return m_ledger.machinesUp(); }
    std::uint64_t machineChangeCount() const override { return m_ledger.machineChangeCount(); }
    std::optional<std::span<const MachineId>> machinesChangedSince(std::uint64_t count) const override
    {
        return m_ledger.machinesChangedSince(count);
    }
    double remainingWork(JobIndex job) const override;
    RateBreakdown nominalRate(JobIndex job, const Placement& placement) const override;
    RateBreakdown prospectiveRate(JobIndex job, const Placement& placement) const override;
    int uplinkSharers(RackId rack) const override { return m_ledger.uplinkSharers(rack); }
    std::optional<std::uint64_t> linkStateVersion() const override { return m_ledger.linkStateVersion(); }
    double coLocationSlowdown(int modelA, int modelB) const override
    {
        return m_speedModel->coLocationSlowdown(m_models, modelA, modelB);
    }
    int cpuDemand(JobIndex job, int workers, int psTasks) const override;

private:
    struct Event {
        SimTime time;
        EventType type;
        std::uint64_t sequence;
        int target;
        std::uint32_t version;
    };
    struct EventLater {
        bool operator()(const Event& a, const Event& b) const
        {
            if (a.time != b.time) return a.time > b.time;
            if (a.type != b.type) return a.type > b.type;
            return a.sequence > b.sequence;
        }
    };

    // DecisionSink
    bool start(JobIndex job, Placement placement, Explanation why) override;
    bool preempt(JobIndex job, Explanation why) override;
    bool resize(JobIndex job, Placement placement, Explanation why) override;
    void wakeAt(SimTime time, Explanation why) override;
    void wait(JobIndex job, Explanation why) override;
    void tune(Explanation why) override;

    void push(SimTime time, EventType type, int target = -1, std::uint32_t version = 0);
    bool popNext(Event& out);
    bool isStale(const Event& e) const;
    void compactHeap();
    void handle(const Event& e);
    void handleArrival(JobIndex job);
    void handleFinish(JobIndex job);
    void handleCheckpointDone(JobIndex job);
    void handleMachineFailure(MachineId machine);
    void handleMachineRepair(MachineId machine);
    void handleDrift();
    void handleScripted(int index);
    /// With random failures on, when `machine` (up now) next fails.
    void scheduleFailure(MachineId machine);
    /// Jobs that ask for a GPU type by another spelling of one of the cluster's (its case, an alias in the
    /// GPU catalog: core/model/GpuCatalog.h) ask for it by the cluster's name.
    void nameGpuTypesAsTheCluster(std::vector<JobSpec>& jobs) const;
    bool asksForAnotherSpelling(const JobSpec& job) const;
    /// Requeues the jobs on `machine` (they restart from a checkpoint), then takes it down; with
    /// `repairs`, a random repair brings it back.
    void takeDown(MachineId machine, bool repairs);
    void bringUp(MachineId machine);
    void runScheduler();
    void requestSchedule();
    void rejectStalled();
    void emitSample();
    void notifyMachine(MachineId machine, bool up);

    /// `job` takes `placement` (its state's) in the ledger; its price and widest spread follow.
    void occupy(JobIndex job, const Placement& placement);
    /// `job` gives its placement back to the ledger and holds nothing.
    void release(JobIndex job);
    /// Brings workDone, cost and counters of a running job up to now.
    void advance(JobIndex job);
    /// Recomputes the rate of `job` (already advanced) and reschedules its finish event.
    void refreshRate(JobIndex job);
    /// When a job that reaches its time limit at `limit` is ended: then, or at the next time-limit check.
    SimTime timeLimitEnd(SimTime limit) const;
    /// Recomputes rates of the jobs whose speed depends on the machines/racks of `placement`.
    void refreshNeighbours(const Placement& placement, JobIndex except);
    void enqueue(JobIndex job);
    void removeFromQueue(JobIndex job);
    void removeFromRunning(JobIndex job);
    /// A speed context of the ledger's, with this run's models and jobs.
    SpeedContext withJobs(SpeedContext context) const;
    void record(DecisionKind kind, JobIndex job, const Placement* placement, bool applied, std::string refusal,
        Explanation&& why);
    void notify(JobEvent event, JobIndex job);
    bool fitsEver(JobIndex job, std::string& why) const;

    ModelCatalog m_models;
    std::vector<Tenant> m_tenants;
    CopyOnWrite<std::vector<JobSpec>> m_jobs; ///< shared with forks until one injects jobs
    std::vector<JobState> m_states;
    /// Why each rejected job was: few jobs are, so the reasons are kept beside the states, not in each.
    std::unordered_map<JobIndex, std::string> m_rejections;
    std::shared_ptr<const SpeedModel> m_speedModel;
    ResourceLedger m_ledger; ///< the cluster and its machines' state: GPUs, CPU slots, links, capacity
    ClonePtr<Scheduler> m_scheduler;
    SimulationConfig m_config;
    std::uint64_t m_seed;
    Rng m_failureRng;
    Rng m_driftRng;

    SimTime m_now = 0;
    std::vector<Event> m_heap;
    std::size_t m_compactAt = 4096;
    std::uint64_t m_sequence = 0;
    std::uint64_t m_eventsProcessed = 0;
    std::size_t m_nextArrival = 0;
    bool m_schedulePending = false;
    bool m_inScheduler = false;
    bool m_horizonReached = false;
    int m_unfinished = 0;
    int m_activeEvents = 0;       ///< pending events that can change the run by themselves
    std::uint64_t m_schedulerRuns = 0;
    std::uint32_t m_tickChain = 0; ///< the current scheduler's ticks (a replaced scheduler's are stale)
    std::uint64_t m_decisionSequence = 0;

    JobsInEntryOrder m_queue;
    JobsInEntryOrder m_running;
    std::vector<ScriptedChange> m_scripted;
    double m_usageCost = 0;
    int m_finished = 0;

    std::vector<DecisionRecord> m_decisions;
    NotCopied<std::vector<SimObserver*>> m_observers;
};

} // namespace gantry
