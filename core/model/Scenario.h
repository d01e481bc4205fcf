#pragma once
/** @brief A scenario: the cluster, the workload, the policy, the speed model, simulation settings and
 * the variants to compare. Loaded from and saved to YAML by core/io/ScenarioIo. */

#include "core/model/Cluster.h"
#include "core/model/ModelCatalog.h"
#include "core/model/Params.h"
#include "core/model/Plan.h"
#include "core/model/Tenant.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gantry {

/// One composable policy part ("fifo", "consolidate", ...) and its parameters.
struct PolicyPart {
    std::string name;
    ParamMap params;
    bool operator==(const PolicyPart&) const = default;
};

struct PolicyConfig {
    /// When set, one scheduler decides everything (learned schedulers, Dally, ...) and the parts
    /// below are ignored.
    PolicyPart scheduler;
    PolicyPart ordering { "fifo", {} };
    PolicyPart placement { "consolidate", {} };
    PolicyPart sizing { "none", {} }; ///< elastic jobs: how many GPUs (and PS) each gets
    PolicyPart sharing { "none", {} }; ///< how the scenario's tenants share the GPUs (quotas, borrowing)
    /// Let later jobs start when the first in order does not fit (false = strict order).
    bool backfill = true;
    bool operator==(const PolicyConfig&) const = default;
};

/// A change to one job of the loaded workload, by id, applied before limit/skip/scales (so values
/// are in the source's units). Negative = unchanged.
struct JobOverride {
    std::string id;
    double submitTime = -1;
    double duration = -1;
    int gpus = -1;
    bool remove = false; ///< drop the job
    bool operator==(const JobOverride&) const = default;
};

struct WorkloadConfig {
    /// Trace file (relative paths resolve against the scenario's folder) and its format name; or
    /// empty trace with a generator.
    std::string trace;
    std::string format = "common-csv";
    std::string generator; ///< "poisson-philly", "dl2-ali", ... (see core/io/Synthetic.h)
    ParamMap generatorParams;
    int limit = 0;              ///< keep only the first N jobs (0 = all)
    double skipSeconds = 0;     ///< drop jobs submitted before this offset, then shift times to 0
    double arrivalScale = 1.0;  ///< multiply inter-arrival times (<1 = heavier load)
    double durationScale = 1.0; ///< multiply recorded durations
    std::string architecture = "allreduce"; ///< for traces that do not say: gang, allreduce, ps
    std::vector<JobOverride> overrides;     ///< per-job edits (ids unique)
    std::string tenantFrom = "vc";          ///< the job field that names its tenant: "vc" or "user"
    bool operator==(const WorkloadConfig&) const = default;
};

struct SpeedModelConfig {
    std::string name = "placement-aware"; ///< or "replay"
    ParamMap params;
    bool operator==(const SpeedModelConfig&) const = default;
};

struct SimulationConfig {
    double checkpointSeconds = 30;      ///< time to save a checkpoint when preempted (GPUs still held)
    double restoreSeconds = 30;         ///< time to restore before progress resumes after a restart
    double checkpointInterval = 1800;   ///< periodic checkpoints: work since the last is lost on a failure
    double machineMtbfHours = 0;        ///< mean time between failures per machine (0 = no failures)
    double machineRepairHours = 2;
    double driftSeconds = 3600;         ///< how often machine performance fluctuates (if any machine does)
    double sampleSeconds = 600;         ///< time-series sampling period (at least 1 s)
    double horizonSeconds = 0;          ///< stop the run at this time (0 = run until every job ends)
    /// How often jobs' time limits are checked: 0, the instant a job reaches its limit; else every so
    /// many seconds, a job past its limit ending at the next check (Slurm's slurmctld checks every 30 s),
    /// the first check `timeLimitCheckOffset` seconds after time zero.
    double timeLimitCheckSeconds = 0;
    double timeLimitCheckOffset = 0;
    bool recordDecisions = true;
    bool operator==(const SimulationConfig&) const = default;
};

/// What the cluster's owner pays and the period the cluster's cost is counted over (`cost:`). The
/// period is the same for every variant of a scenario, so that two policies on the same machines cost
/// the same and a cluster that is idle or failed still costs what it costs.
struct CostConfig {
    Billing billing = Billing::Owned;
    /// Seconds from time zero (the first submission) over which the cluster's cost is counted; 0: the
    /// base workload's span (its first to its last submission).
    double periodSeconds = 0;
    bool operator==(const CostConfig&) const = default;
};

/// A named change against the base scenario: a YAML mapping merged over the base document
/// (maps merge key by key, everything else replaces).
struct Variant {
    std::string name;
    std::string overlayYaml; ///< its changes; a fork's `at` and `events` too (forkOf reads them)
    bool operator==(const Variant&) const = default;
};

/// One change of a forked variant (docs/scenario-format.md, "Forks"), resolved against the base scenario.
struct ForkEvent {
    enum class Kind : std::uint8_t { Fail, Recover, Policy, Inject, Price, Leave, Join };
    Kind kind = Kind::Fail;
    double time = 0;                  ///< seconds from the start, at or after the fork
    std::vector<int> machines;        ///< Fail, Recover, Leave: machine indices (in the fork's cluster, joins included)
    std::vector<Rack> newRacks;       ///< Join: racks it adds (appended after the cluster's, joins before it included)
    std::vector<Machine> joining;     ///< Join: machines it adds, appended in this order
    PolicyConfig policy;              ///< Policy: the whole policy from then on
    WorkloadConfig jobs;              ///< Inject: where the jobs come from (their times count from `time`)
    int gpuType = -1;                 ///< Price
    double pricePerHour = 0;          ///< Price: on-demand, per GPU-hour
    double spotPricePerHour = 0;      ///< Price: spot, per GPU-hour
    std::string field;                ///< "variants[2].events[0]", for messages
};

/// A variant that starts from the base run's state at `at` (instead of from time zero) and applies its
/// events from then on: the past it shares with the base is simulated once.
struct Fork {
    double at = 0; ///< seconds from the start
    std::vector<ForkEvent> events;
};

struct Scenario {
    int formatVersion = 1;
    std::string name;
    std::string description;
    std::uint64_t seed = 1;
    Cluster cluster;
    ModelCatalog models = ModelCatalog::defaults();
    WorkloadConfig workload;
    PolicyConfig policy;
    SpeedModelConfig speedModel;
    SimulationConfig simulation;
    CostConfig cost;
    std::vector<Tenant> tenants; ///< empty: one queue for everyone
    std::vector<Variant> variants;
    Plan plan; ///< capacity planning (empty: none)
    /// Folder that relative paths resolve against (not saved).
    std::string baseDirectory;

    bool operator==(const Scenario& other) const
    {
        return formatVersion == other.formatVersion && name == other.name && description == other.description
            && seed == other.seed && cluster == other.cluster && models == other.models
            && workload == other.workload && policy == other.policy && speedModel == other.speedModel
            && simulation == other.simulation && cost == other.cost && tenants == other.tenants && variants == other.variants && plan == other.plan;
    }
};

} // namespace gantry
