#pragma once
/** @brief The discrete-event engine. One clock; events ordered by (time, priority, sequence number).
 *
 * A Simulation owns copies of the cluster, jobs, speed model and scheduler, so it can be cloned for RL
 * episodes and what-if forks (observers are not cloned). Not thread-safe: one thread drives it. */

#include "core/engine/JobsInEntryOrder.h"
#include "core/engine/MachineChangeLog.h"
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
    const std::vector<CapacityStep>& capacity() const { return m_capacity; }
    Sample currentSample() const;
    const SpeedModel& speedModel() const { return *m_speedModel; }

    // SimulationView
    SimTime now() const override { return m_now; }
    const Cluster& cluster() const override { return m_cluster; }
    const ModelCatalog& models() const override { return m_models; }
    const std::vector<Tenant>& tenants() const override { return m_tenants; }
    int jobCount() const override { return static_cast<int>(m_jobs->size()); }
    const JobSpec& spec(JobIndex job) const override { return (*m_jobs)[job]; }
    const JobState& state(JobIndex job) const override { return m_states[job]; }
    const std::string& rejectionOf(JobIndex job) const override;
    std::span<const JobIndex> queue() const override { return m_queue.jobs(); }
    std::span<const JobIndex> running() const override { return m_running.jobs(); }
    int freeGpuCount() const override { return m_freeGpus; }
    int checkpointingGpuCount() const override { return m_checkpointingGpus; }
    bool gpuFree(GpuId gpu) const override { return m_gpuOwner[gpu] == kFree; }
    JobIndex gpuOwner(GpuId gpu) const override { return m_gpuOwner[gpu] >= 0 ? m_gpuOwner[gpu] : -1; }
    std::span<const int> freeGpusByMachine() const override { return m_machineFreeGpus; }
    std::span<const int> freeCpusByMachine() const override { return m_machineFreeCpus; }
    std::span<const char> machinesUp() const override { return m_machineUp; }
    std::uint64_t machineChangeCount() const override { return m_machineChanges.count(); }
    std::optional<std::span<const MachineId>> machinesChangedSince(std::uint64_t count) const override
    {
        return m_machineChanges.since(count);
    }
    double remainingWork(JobIndex job) const override;
    RateBreakdown nominalRate(JobIndex job, const Placement& placement) const override;
    RateBreakdown prospectiveRate(JobIndex job, const Placement& placement) const override;
    int uplinkSharers(RackId rack) const override { return m_uplinkSharers[rack]; }
    std::optional<std::uint64_t> linkStateVersion() const override { return m_linkStateVersion; }
    double coLocationSlowdown(int modelA, int modelB) const override
    {
        return m_speedModel->coLocationSlowdown(m_models, modelA, modelB);
    }
    int cpuDemand(JobIndex job, int workers, int psTasks) const override;

    static constexpr int kFree = -1;
    static constexpr int kFailed = -2;
    /// CPU slots per worker and per parameter server (DL2 dev repo: worker 2 CPU, PS 4 CPU).
    static constexpr int kCpusPerWorker = 2;
    static constexpr int kCpusPerPs = 4;

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
    /// Appends machine `m`'s state (up, all free) to every per-machine and per-GPU table.
    void addMachineState(MachineId m);
    /// With random failures on, when `machine` (up now) next fails.
    void scheduleFailure(MachineId machine);
    /// Jobs that ask for a GPU type by another spelling of one of the cluster's (its case, an alias in the
    /// GPU catalog: core/model/GpuCatalog.h) ask for it by the cluster's name.
    void nameGpuTypesAsTheCluster(std::vector<JobSpec>& jobs) const;
    bool asksForAnotherSpelling(const JobSpec& job) const;
    /// GPUs of the machines in the cluster now (those that left not counted).
    int presentGpus() const { return m_cluster.gpuCount() - m_goneGpus; }
    /// The cluster now: its GPUs and what its machines cost an hour (those that left not counted).
    CapacityStep presentCapacity() const;
    void takeDown(MachineId machine, bool repairs);
    void bringUp(MachineId machine);
    void runScheduler();
    void requestSchedule();
    void rejectStalled();
    void emitSample();
    void notifyMachine(MachineId machine, bool up);

    std::string checkPlacement(JobIndex job, const Placement& placement, bool allowOwn) const;
    /// The distinct machines (of its GPUs and PS tasks) and racks a placement uses, in index order:
    /// whose NICs and uplinks it shares.
    struct Links {
        std::vector<MachineId> machines;
        std::vector<RackId> racks;
    };
    const Links& linksOf(const Placement& placement) const;
    void bumpLinkStateVersion(bool sharesLinks);
    void occupy(JobIndex job, const Placement& placement);
    void release(JobIndex job);
    /// Brings workDone, cost and counters of a running job up to now.
    void advance(JobIndex job);
    /// Recomputes the rate of `job` (already advanced) and reschedules its finish event.
    void refreshRate(JobIndex job);
    /// Recomputes rates of the jobs whose speed depends on the machines/racks of `placement`.
    void refreshNeighbours(const Placement& placement, JobIndex except);
    void enqueue(JobIndex job);
    void removeFromQueue(JobIndex job);
    void removeFromRunning(JobIndex job);
    double pricePerHour(const Placement& placement) const;
    SpeedContext speedContext(const std::vector<double>& perf) const;
    void record(DecisionKind kind, JobIndex job, const Placement* placement, bool applied, std::string refusal,
        Explanation&& why);
    void notify(JobEvent event, JobIndex job);
    bool fitsEver(JobIndex job, std::string& why) const;

    Cluster m_cluster;
    ModelCatalog m_models;
    std::vector<Tenant> m_tenants;
    CopyOnWrite<std::vector<JobSpec>> m_jobs; ///< shared with forks until one injects jobs
    std::vector<JobState> m_states;
    /// Why each rejected job was: few jobs are, so the reasons are kept beside the states, not in each.
    std::unordered_map<JobIndex, std::string> m_rejections;
    std::shared_ptr<const SpeedModel> m_speedModel;
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
    std::vector<int> m_gpuOwner;
    std::vector<int> m_machineFreeGpus;
    std::vector<int> m_machineFreeCpus;
    std::vector<char> m_machineUp;
    MachineChangeLog m_machineChanges; ///< every change of the three above, by machine
    std::vector<char> m_heldDown; ///< down by a scripted change: random repairs leave it down
    std::vector<ScriptedChange> m_scripted;
    std::vector<double> m_machinePerf;
    std::vector<double> m_nominalPerf;
    std::vector<int> m_nicSharers;
    std::vector<int> m_uplinkSharers;
    std::uint64_t m_linkStateVersion = 0; ///< see linkStateVersion(): bumped by occupy, release and joining machines
    std::vector<std::vector<JobIndex>> m_jobsOnMachine;
    std::vector<std::vector<JobIndex>> m_crossRackJobs;
    int m_freeGpus = 0;
    int m_failedGpus = 0;
    int m_checkpointingGpus = 0; ///< counted as preempt() starts a checkpoint and release() ends it
    int m_heldGpus = 0; ///< of the failed GPUs, those held down by a scripted change
    int m_goneGpus = 0; ///< GPUs of machines that left (neither failed nor part of the cluster's size)
    std::vector<char> m_gone; ///< per machine: it left the cluster
    std::vector<CapacityStep> m_capacity;
    int m_cpuSlots = 0; ///< of the whole cluster, up or down (what a job could ever get)
    double m_usageCost = 0;
    int m_finished = 0;
    bool m_anyFluctuation = false;
    bool m_spotEverywhere = false; ///< billed at spot: machines that join are marked spot too

    std::vector<DecisionRecord> m_decisions;
    NotCopied<std::vector<SimObserver*>> m_observers;
};

} // namespace gantry
