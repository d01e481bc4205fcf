#pragma once
/** @brief The immutable result of one run: per-job table, summary, time series, decision log and the
 * metadata needed to reproduce it. Views and writers take this value; nothing here is shared with
 * a running simulation (a simulation that has ended may hand its job tables over: JobTable). */

#include "core/engine/Decision.h"
#include "core/engine/JobState.h"
#include "core/engine/SimObserver.h"
#include "core/metrics/Schedule.h"
#include "core/model/Cluster.h"
#include "core/model/Tenant.h"
#include "core/util/Error.h"

#include <cassert>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gantry {

class Simulation;

/// How a job's run ended: jobs.csv's `status`.
enum class JobOutcome : std::uint8_t {
    Finished,
    Rejected,
    Unfinished, ///< the run ended (horizon, stop) before it finished
    TimedOut,   ///< ended at its time limit before its work was done (Slurm's TIMEOUT)
};
/// "finished", "rejected", "unfinished", "timeout".
const char* jobOutcomeName(JobOutcome outcome);

/// One job's line of a run's table. At a million jobs the table is the largest thing a finished run
/// holds, so what many jobs share (a model's, a tenant's name; a rejection's reason) is an index into
/// the run's tables (RunResult::modelOf, tenantOf, rejectionOf), not a copy per job.
struct JobRecord {
    /// Views the run's id text (RunResult::idText) or its job list (JobTable), which live as long as
    /// the result that holds this record: a million ids are not a million strings.
    std::string_view id;
    SimTime submit = 0;
    SimTime start = -1;  ///< first start; -1 if never started
    SimTime finish = -1; ///< -1 if not finished
    double wait = 0;     ///< total time queued, all waits included
    double jct = -1;     ///< finish - submit, -1 if not finished
    double duration = 0; ///< recorded run time (reference placement)
    double gpuSeconds = 0;
    double usageCost = 0; ///< its GPU-hours held x price
    double commFraction = 0; ///< share of its run time spent communicating
    int gpus = 0;        ///< requested
    int maxMachines = 0;
    int maxRacks = 0;
    int preemptions = 0;
    int failures = 0;
    std::int32_t model = -1;     ///< index into RunResult::models; -1: none
    std::int32_t tenant = -1;    ///< index into RunResult::tenants; -1: the scenario declares no tenants
    std::int32_t rejection = -1; ///< index into RunResult::rejections; -1: not rejected
    JobOutcome status = JobOutcome::Unfinished;
};

/// Every job's record, in the run's job order.
///
/// A run whose simulation ends with it (the CLI's `run`: RunOptions::resultTakesJobStates) hands its
/// engine's per-job tables over: the job list, shared, and the job states, moved (EngineJobs). Each record is read from them
/// when asked for, so a million jobs cost no third table beside those two (128 bytes a job). Any other
/// table (built by hand, from a simulation that goes on, as the GUI's, or a sweep's, which keeps many
/// results: a record is smaller than a job state) holds its records. Records are values either way:
/// read them, or add them to a table of records with push_back.
class JobTable {
public:
    /// What a simulation that has ended hands to its result.
    struct EngineJobs {
        std::shared_ptr<const std::vector<JobSpec>> specs;
        std::vector<JobState> states;
        std::unordered_map<JobIndex, std::int32_t> rejection; ///< of the jobs rejected: index into RunResult::rejections
        SimTime now = 0;    ///< when the run ended: what a job still queued has waited until
        int modelCount = 0; ///< the model catalog's size and the scenario's tenants: valid indices
        int tenantCount = 0;
    };

    /// Reads records by index; what range-for and the standard algorithms walk.
    class Iterator {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = JobRecord;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = JobRecord;
        Iterator() = default;
        Iterator(const JobTable* table, std::size_t index) : m_table(table), m_index(index) {}
        JobRecord operator*() const { return (*m_table)[m_index]; }
        Iterator& operator++() { ++m_index; return *this; }
        Iterator operator++(int) { Iterator before = *this; ++m_index; return before; }
        bool operator==(const Iterator& other) const { return m_index == other.m_index; }

    private:
        const JobTable* m_table = nullptr;
        std::size_t m_index = 0;
    };

    JobTable() = default;
    explicit JobTable(EngineJobs engine) : m_engine(std::make_shared<const EngineJobs>(std::move(engine))) {}

    std::size_t size() const { return m_engine ? m_engine->states.size() : m_records.size(); }
    bool empty() const { return size() == 0; }
    JobRecord operator[](std::size_t index) const { return m_engine ? engineRecord(index) : m_records[index]; }
    /// Job `index`'s id alone (a schedule's rows and a decision log's lines name jobs by it).
    std::string_view id(std::size_t index) const
    {
        return m_engine ? std::string_view((*m_engine->specs)[index].id) : m_records[index].id;
    }
    Iterator begin() const { return { this, 0 }; }
    Iterator end() const { return { this, size() }; }

    /// A table built record by record (not one that reads an engine's tables).
    void push_back(const JobRecord& record)
    {
        assert(!m_engine);
        m_records.push_back(record);
    }
    void reserve(std::size_t count) { m_records.reserve(count); }
    void clear();

private:
    JobRecord engineRecord(std::size_t index) const;
    std::vector<JobRecord> m_records;
    std::shared_ptr<const EngineJobs> m_engine; ///< shared by the result's copies
};

/// A job's record read from the engine's tables (its id views `spec`), before its rejection is known.
JobRecord recordOf(const JobSpec& spec, const JobState& state, SimTime now, int modelCount, int tenantCount);

struct Summary {
    int jobs = 0;
    int finished = 0;
    int rejected = 0;
    int unfinished = 0;
    int timedOut = 0;        ///< ended at their time limit; their waits and JCTs count with the finished jobs'
    double avgJct = 0;
    double medianJct = 0;
    double p95Jct = 0;
    double p99Jct = 0;
    double makespan = 0;     ///< last finish - first submit
    double avgWait = 0;      ///< mean queueing delay of finished jobs
    double p95Wait = 0;
    double gpuUtilization = 0; ///< GPU-seconds held / (GPUs x makespan)
    /// The two costs (docs/simulator-model.md, "Cost"): what the cluster's machines cost over the cost
    /// period, busy, idle or failed (owning or reserving them), and what the jobs' GPU-hours held cost
    /// (what a pay-per-use cloud bills). RunMetadata::billing says which one the owner pays.
    double clusterCost = 0;
    double usageCost = 0;
    double costPeriod = 0;     ///< seconds the cluster's cost covers (clusterCost / costPeriod: its mean price per second)
    double commOverhead = 0;   ///< GPU-weighted share of run time spent communicating
    double avgSlowdown = 0;    ///< mean JCT / recorded duration
    double fairness = 0;       ///< Jain's index over slowdowns (1 = everyone slowed down equally)
    int preemptions = 0;
    int failures = 0;
};

/// One tenant's part of a run (scenario `tenants`).
struct TenantSummary {
    std::string name;
    int quotaGpus = 0;
    Summary summary;         ///< of its jobs alone (its gpuUtilization is of the whole cluster)
    double gpuSeconds = 0;   ///< held by its jobs (running, restoring, checkpointing)
    double gpuShare = 0;     ///< of every tenant's GPU-seconds
    double quotaUse = -1;    ///< gpuSeconds / (quota x the run's makespan); -1 without a quota
};

struct RunMetadata {
    std::string version;
    std::uint64_t seed = 0;
    std::string scenarioName;
    std::string variantName; ///< empty for the base scenario
    std::string scenarioSha256;
    std::string policy;      ///< e.g. "ordering=fifo placement=consolidate sizing=none backfill=true"
    std::string speedModel;
    std::string assumptions; ///< describeAssumptions(): speed model, checkpoint costs, failures
    std::string workloadSource;
    std::string workloadSha256;
    std::string modelRule;
    int gpus = 0;
    Billing billing = Billing::Owned; ///< which of the two costs the owner pays (scenario `cost.billing`)
    /// The period the cluster's cost is counted over, from time zero: the scenario's `cost.period`, else
    /// its base workload's span (first to last submission). 0: the run's makespan (a workload submitted
    /// at once has no span).
    double costPeriod = 0;
};

struct RunResult {
    RunMetadata meta;
    JobTable jobs;
    /// The finished jobs' completion times, ascending: every JCT CDF (the GUI's, the comparison's, the
    /// report's) reads them instead of sorting a million again (in the GUI, on the frame the run ends).
    std::vector<double> sortedJct;
    /// Every job's id, one after another: what JobRecord::id views in a table that holds its records.
    /// Shared by the result's copies.
    std::shared_ptr<const std::string> idText;
    std::vector<std::string> models;     ///< the model catalog's names, which JobRecord::model indexes
    std::vector<std::string> rejections; ///< the distinct reasons jobs were rejected for, which JobRecord::rejection indexes
    std::vector<int> rejectionCounts;    ///< how many jobs each of `rejections` rejected (kept where the jobs are not: encodeRunSummary)
    Summary summary;
    std::vector<TenantSummary> tenants; ///< one per scenario tenant, in its order; empty without tenants
    double tenantFairness = 0;          ///< Jain's index over the tenants' average slowdowns
    std::vector<Sample> series;
    std::vector<CapacityStep> capacity; ///< the cluster's size over time (one step unless a fork's machines joined or left)
    std::vector<MachineOutage> outages; ///< every time a machine was down, in the order they began
    std::vector<DecisionRecord> decisions;
    Schedule schedule; ///< what every job did when, on which GPUs (empty if the run was not recorded)
    bool decisionLogStreamed = false; ///< decisions.jsonl was written during the run; `decisions` is empty
    /// Its files are already in its folder of the comparison's output (another rank simulated it and wrote
    /// them; this copy holds only what encodeRunSummary carries).
    bool filesWritten = false;
    std::uint64_t events = 0;
    /// A fork (a variant with `at`): the time it left the base run, and what it shares with it. -1: not a fork.
    double forkedAt = -1;
    std::uint64_t eventsInherited = 0; ///< of `events`, those the base run simulated before the fork
    double usageCostAtFork = 0;        ///< the usage cost when the fork left the base run

    /// A job's model name, tenant name and rejection reason; empty where it has none.
    std::string_view modelOf(const JobRecord& job) const;
    std::string_view tenantOf(const JobRecord& job) const;
    std::string_view rejectionOf(const JobRecord& job) const;
};

/// The parts of a run that a comparison's tables read (its metadata, summary, tenants and event count),
/// exactly (shortest round-trip numbers), as bytes: what a run simulated by another rank sends back
/// (docs/scale-out.md). The run's own files are written by the rank that simulated it.
std::string encodeRunSummary(const RunResult& run);
Result<RunResult> decodeRunSummary(const std::string& bytes);

/// "Since t": the summary of the jobs submitted at or after `t`, with the costs from t on: the usage
/// cost spent (the run's less `usageCostBefore`, its usage cost at t) and the cluster's cost over what
/// is left of the cost period. How a fork and its base compare from the fork on.
Summary summarizeSince(const RunResult& run, double t, double usageCostBefore);
/// What the cluster cost over [from, to]: its price per hour over `capacity`'s steps (the last step's
/// price holds on after it).
double clusterCostOver(std::span<const CapacityStep> capacity, double from, double to);
/// A month: a year's 8,760 hours over 12, in seconds.
inline constexpr double kSecondsPerMonth = 730.0 * 3600.0;
/// A cost over `period` seconds as a cost per month (0 for an empty period).
inline double perMonth(double cost, double period) { return period > 0 ? cost / period * kSecondsPerMonth : 0.0; }

/// Builds the per-job table and summary from a finished (or stopped) simulation. The decisions are
/// not copied (at a million jobs they are hundreds of MB): a run's recording moves them out at its end.
void collectResults(const Simulation& sim, RunResult& out);
/// The same from a simulation that ends here: the table takes its job states over (Simulation::takeJobStates)
/// instead of copying them into records. The simulation must not step again.
void collectResults(Simulation&& sim, RunResult& out);
/// `capacity`, when it has more than one step, replaces `clusterGpus` by the cluster's mean size over
/// the makespan (GPU utilisation of a cluster that machines joined or left).
/// `include`, when given, chooses the jobs summarised (a tenant's, those since a time) without copying them.
/// `sortedJct`, when given, receives the summarised jobs' completion times, ascending.
Summary summarize(const JobTable& jobs, int clusterGpus, std::span<const CapacityStep> capacity = {},
    const std::function<bool(const JobRecord&)>& include = {}, std::vector<double>* sortedJct = nullptr);
/// The mean of `capacity`'s GPUs over [from, to] (its first step's when it has one or the span is empty).
double meanGpus(std::span<const CapacityStep> capacity, double from, double to);
/// Each tenant's summary, GPU-seconds, share and use of its quota over the run's makespan.
std::vector<TenantSummary> summarizeTenants(const JobTable& jobs, const std::vector<Tenant>& tenants, int clusterGpus,
    double makespan);
/// The run's summary of the tenant named `name`, or null.
const TenantSummary* findTenant(const RunResult& run, const std::string& name);
/// Jain's index over the tenants' average slowdowns (1: every tenant slowed down alike); 0 without tenants.
double tenantFairness(const std::vector<TenantSummary>& tenants);
/// Nearest-rank percentile (p in [0, 100]) of values sorted ascending; 0 for none.
double percentile(const std::vector<double>& sorted, double p);

/// Collects what a run goes through over time while a simulation runs: its samples and its machines' outages.
class SeriesCollector final : public SimObserver {
public:
    void onSample(const SimulationView&, const Sample& sample) override;
    void onMachineEvent(const SimulationView& view, MachineId machine, bool up) override;
    bool watchesDecisions() const override { return false; }
    std::vector<Sample> take() { return std::move(m_samples); }
    std::vector<MachineOutage> takeOutages() { return std::move(m_outages); }

private:
    std::vector<Sample> m_samples;
    std::vector<MachineOutage> m_outages;
};

} // namespace gantry
