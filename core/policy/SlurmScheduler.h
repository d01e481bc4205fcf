#pragma once
/** @brief Slurm's scheduler as Slurm 22.05 runs it (docs/policies.md, "slurm"): priority/basic or
 * priority/multifactor (age and Fair Tree fair share, usage decayed with a half-life and recomputed every
 * PriorityCalcPeriod), the main loop that walks the queue in priority order and stops at the first job
 * that does not fit (sched/builtin and sched/backfill alike), and sched/backfill's cycle every
 * bf_interval: reservations for higher-priority jobs from the running jobs' time limits, and a
 * lower-priority job started only where it delays none of them. GPUs are allocated per node as
 * select/cons_tres does for `-N n --gres=gpu:k`: a job of more GPUs than a node holds takes whole
 * nodes' worth on ceil(gpus / node GPUs) nodes, chosen as cons_tres' best fit (bestFitNodes). */

#include "core/engine/Scheduler.h"
#include "core/model/Params.h"

#include <cstdint>
#include <optional>
#include <tuple>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace gantry {

class PolicyRegistry;

/// The slurm.conf settings the model reads (names as in slurm.conf; times in seconds).
struct SlurmSettings {
    bool multifactor = false;    ///< PriorityType=priority/multifactor (else priority/basic: submit order)
    double weightAge = 0;        ///< PriorityWeightAge
    double weightFairshare = 0;  ///< PriorityWeightFairshare
    double weightPartition = 0;  ///< PriorityWeightPartition
    double maxAge = 7 * 86400;   ///< PriorityMaxAge
    double halfLife = 7 * 86400; ///< PriorityDecayHalfLife
    double calcPeriod = 300;     ///< PriorityCalcPeriod
    double calcOffset = 0;       ///< when a recalculation falls, modulo calcPeriod (read from sacct)
    bool backfill = true;        ///< SchedulerType=sched/backfill (else sched/builtin)
    double batchSchedDelay = 3;  ///< batch_sched_delay
    double bfInterval = 30;      ///< bf_interval
    double bfResolution = 60;    ///< bf_resolution
    double bfWindow = 86400;     ///< bf_window
    int bfMaxJobTest = 500;      ///< bf_max_job_test
    double bfCycleOffset = 0;    ///< the first backfill cycle's time (not in slurm.conf: read from sacct)
    double clockAtZero = 0;      ///< the clock's seconds into the day at time zero (read from sacct)
};

/// The settings `params` (the scheduler's parameters, slurmSchedulerParams()) name.
SlurmSettings slurmSettings(const Params& params);
/// The parameters of the `slurm` scheduler, with Slurm 22.05's defaults.
std::vector<ParamSpec> slurmSchedulerParams();

/// One account under root in Slurm's Fair Tree: its shares (sacctmgr's Fairshare; 0: a job outside any
/// association, ranked last), its decayed usage, and each of its users' (a user's share is 1).
struct FairTreeAccount {
    double shares = 0;
    double usage = 0;
    std::vector<double> userUsage;
};
/// Fair Tree's fair-share factor (Slurm's default since 19.05, slurm.schedmd.com/fair_tree.html) of each
/// user, factors[a][u] for accounts[a]'s u-th user: accounts ranked by LevelFS = normalised shares /
/// usage share (no usage: infinite), the users of each by theirs; a user's factor is rank / N, the rank
/// counting down from N over the N user associations in that order, root's own user (every cluster has
/// it; it never runs jobs) first, a user tied with the one before keeping its rank (fair_tree.c).
/// Checked against real Slurm's sshare and sacct's priorities on our recordings.
std::vector<std::vector<double>> fairTreeFactors(const std::vector<FairTreeAccount>& accounts);

/// A job as a recording of Slurm shows it, for slurmCalcPhase: its account (an index into the shares),
/// user, submission, run and GPUs, and the priority Slurm gave it at submission (sacct's Priority).
struct RecordedSlurmJob {
    int account = 0;
    std::string user;
    double submit = 0, start = 0, end = 0;
    int gpus = 0;
    double priority = 0;
};
struct SlurmCalcPhase {
    double offset = 0; ///< the phase, whole seconds in [0, calcPeriod)
    int matched = 0;   ///< jobs whose priority came out as Slurm's
    int atZero = 0;    ///< the same with recalculations from time zero
};
/// The phase of priority/multifactor's recalculation (every PriorityCalcPeriod from when slurmctld
/// started) that best reproduces the priorities Slurm gave the jobs at submission: for each whole-second
/// phase, the usage the recorded runs made, counted as SlurmScheduler counts it (decayed GPU-seconds of
/// the jobs running at each recalculation), Fair Tree's factors at each, and how many jobs' priority at
/// submission (the fair-share factor × its weight: no age yet) comes out as Slurm's to within 1. The
/// earliest phase on a tie. `shares`: each account's, in the scenario's tenant order.
SlurmCalcPhase slurmCalcPhase(const std::vector<RecordedSlurmJob>& jobs, const std::vector<double>& shares, const SlurmSettings& settings);

/// Nodes and GPUs per node a job of `gpus` GPUs takes where a node holds at most `nodeGpus`.
struct NodeShape {
    int nodes = 1;
    int gpusPerNode = 0;
};
NodeShape slurmNodeShape(int gpus, int nodeGpus);

/// The `count` nodes select/cons_tres gives a job among those with room (room[m]): it groups the nodes
/// with room into runs of consecutive nodes and takes the first nodes of the shortest run that holds
/// them all, the first such run on a tie (its best fit of consecutive node sets); with no run long
/// enough, the lowest-numbered nodes with room. Fewer than `count` when too few have room. On the
/// strict-FIFO recording of a real Slurm this is Slurm's choice for 68 of 68 single-node starts (the
/// lowest-numbered node with room: 56).
std::vector<MachineId> bestFitNodes(const std::vector<char>& room, int count);

/// One step of a backfill plan: a pending job started now, or held a reservation from `start`.
struct BackfillSlot {
    JobIndex job = -1;
    double start = 0;
    std::vector<MachineId> nodes;
    /// For a start now: the soonest reservation of a higher-priority job it was planned around (which
    /// it does not delay), and when that one starts; -1 when none was planned before it.
    JobIndex keeps = -1;
    double keepsStart = 0;
};

/// The backfill planner on its own (testable without an engine; core/policy/SlurmBackfill.cpp): machines
/// with their GPUs and what each running job holds on them until its expected end (start + time limit;
/// +inf without one); pending jobs in priority order with their GPUs and time limits. As Slurm 22.05's
/// sched/backfill plans: each job may use the nodes no earlier reservation holds during its run; on them
/// select/cons_tres' will-run test starts it now if it fits, else takes the running jobs away by their
/// expected ends in batches of a doubling window (30 s, 60 s, ...) and plans it at the end of the batch
/// after which it fits, on the nodes best fit then (bestFitNodes); that reservation holds its nodes
/// whole from its start to its end, both rounded down to bf_resolution steps of the clock, against the
/// jobs after it (trying later, when a reservation in its way ends, where it would overlap one). Returns,
/// in priority order, each job's slot: start == now for those to start now, later for a reservation;
/// jobs with no room within the window, or past max tests, are left out. With `startsNowOnly`, the plan
/// stops where no job left could start now (none has the nodes it needs with room now and no
/// reservation during its run from now: both only shrink as the plan goes on): the starts now are the same, the later reservations after that point are not planned (a
/// simulation applies only the starts; the next cycle plans afresh).
struct BackfillMachine {
    int gpus = 0;
    bool up = true;
};
struct BackfillHold {
    MachineId machine = 0;
    int gpus = 0;
    double end = 0; ///< expected end of the job holding them
};
struct BackfillJob {
    JobIndex job = -1;
    int gpus = 0;
    double limit = 0; ///< <= 0: none (it holds what it takes forever, as far as the plan can see)
    const std::vector<char>* allowed = nullptr; ///< per node, 1 if the job may use it (its partition); null: every node
    int account = -1; ///< an index into planBackfill's accountRoom; -1: no limit
};
/// `accountRoom`: per account, the GPUs its GrpTRES lets it take beyond what its running jobs hold; a job
/// that would need more is passed over, with no reservation (as acct_policy's limits make Slurm do).
std::vector<BackfillSlot> planBackfill(const std::vector<BackfillMachine>& machines, const std::vector<BackfillHold>& held,
    const std::vector<BackfillJob>& pending, double now, const SlurmSettings& settings, bool startsNowOnly = false,
    std::vector<int> accountRoom = {});

class SlurmScheduler final : public Scheduler {
public:
    explicit SlurmScheduler(SlurmSettings settings) : m_settings(settings), m_nextBackfill(settings.bfCycleOffset) { }
    std::string name() const override { return "slurm"; }
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<SlurmScheduler>(*this); }
    void schedule(const SimulationView& view, DecisionSink& sink) override;
    std::string neverStarts(const SimulationView& view, JobIndex job) const override;

private:
    void updateUsage(const SimulationView& view);
    /// Each (account, user)'s Fair Tree factor now (fairTreeFactors).
    std::map<std::pair<int, std::string>, double> fairShareFactors(const SimulationView& view) const;
    std::vector<JobIndex> priorityOrder(const SimulationView& view);
    /// What priorityOrder keeps of each job that never changes: submission, partition, its tier and factor.
    void readJobs(const SimulationView& view);
    /// Starts `job` on `nodes` (empty: bestFitNodes among the nodes with room now); false if they lack room.
    /// The decision names its priority's parts and, for a backfilled job, the reservation it keeps clear.
    /// `closed`: per node, 1 if this pass may no longer start jobs there (a blocked partition's nodes).
    bool startOn(const SimulationView& view, DecisionSink& sink, JobIndex job, std::vector<MachineId> nodes, const std::string& part,
        const BackfillSlot* backfilled = nullptr, const std::vector<char>* closed = nullptr);
    void backfill(const SimulationView& view, DecisionSink& sink, const std::vector<JobIndex>& order);
    /// A fingerprint of all a backfill cycle plans from but the time: the pending jobs in priority
    /// order, the running jobs, each node's free GPUs and state.
    /// The job's tenant (its Slurm account) when that has a GPU limit (GrpTRES), else -1.
    static int limitedTenant(const SimulationView& view, JobIndex job);
    /// Per tenant, the GPUs its limit lets its jobs take beyond what they hold (no limit: INT_MAX).
    static std::vector<int> accountRoom(const SimulationView& view);
    /// The nodes a job of `spec`'s GPU type and partition may use, for BackfillJob::allowed (null: all).
    const std::vector<char>* allowedNodes(const Cluster& cluster, const JobSpec& spec);
    const std::vector<std::pair<double, JobIndex>>& runningByLimitEnd(const SimulationView& view);
    static std::uint64_t backfillInputs(const SimulationView& view, const std::vector<JobIndex>& pending);

    SlurmSettings m_settings;
    // Fair share: decayed GPU-seconds per account (tenant) and per (account, user); recomputed with
    // the job priorities every calcPeriod, as priority/multifactor's decay thread does.
    std::vector<double> m_accountUsage;
    std::map<std::pair<int, std::string>, double> m_userUsage;
    std::map<int, std::vector<std::string>> m_usersOf; ///< each account's users, in first-job order (the jobs never change)
    double m_lastUsageUpdate = 0;
    double m_nextCalc = 0;
    std::vector<double> m_priority; ///< per job, as of the last calculation (or its submission)
    std::vector<double> m_agePart, m_fairSharePart; ///< per job, the weighted factors m_priority adds up
    std::vector<char> m_priced;
    // The queue in priority order, kept between calls (priorityOrder).
    std::vector<JobIndex> m_order;
    std::vector<char> m_roomScratch;        ///< startOn's, kept to spare an allocation a call
    std::vector<BackfillMachine> m_planMachines; ///< backfill's inputs to planBackfill, kept likewise
    std::vector<BackfillHold> m_planHeld;
    std::vector<BackfillJob> m_planPending;
    /// The running jobs by the end of their time limit (forever without one), then index; see runningByLimitEnd.
    std::vector<std::pair<double, JobIndex>> m_runningByLimitEnd;
    std::vector<char> m_listedByEnd;      ///< per job: 1 if in m_runningByLimitEnd
    std::vector<char> m_isRunning;        ///< runningByLimitEnd's scratch, all 0 between calls
    std::vector<char> m_inOrder;            ///< per job: in m_order
    std::vector<std::uint64_t> m_queuedAt;  ///< per job: the call that last saw it queued
    std::uint64_t m_orderStamp = 0;
    std::vector<double> m_submitted;        ///< per job, its submission time
    std::vector<int> m_partitionOf;         ///< per job, Cluster::partitionFor its partition
    std::vector<int> m_tier;                ///< per job, its partition's PriorityTier
    std::vector<double> m_partitionPart;    ///< per job, PriorityWeightPartition x its partition's job factor, normalised
    double m_nextBackfill = 0;        ///< the next backfill cycle's time, on the grid from bfCycleOffset
    std::size_t m_runningAfter = 0;   ///< jobs running when the last call returned (fewer now: one ended)
    double m_queuedPass = -1;    ///< when the main loop runs for the submissions and ends since its last pass (< 0: none due)
    double m_lastPass = -1e300;  ///< when the background thread last ran it
    std::uint64_t m_lastBackfillInputs = 0; ///< backfillInputs of the last cycle
    /// By GPU type, partition and the cluster's machine count: the nodes such a job may use (none: all).
    std::map<std::tuple<std::string, std::string, int>, std::optional<std::vector<char>>> m_allowedOf;
};

void registerSlurmScheduler(PolicyRegistry& registry);

} // namespace gantry
