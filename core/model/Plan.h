#pragma once
/** @brief A capacity plan: which machines may be bought or rented, which policies to consider, the
 * service levels a cluster must meet, and what to minimise. `gantry-cli plan` searches it
 * (core/plan/Planner.h); the scenario's `plan:` section holds it (docs/scenario-format.md). */

#include "core/model/Params.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gantry {

struct PolicyConfig;

/// One machine shape the plan may use, between minCount and maxCount of them.
struct MachineOption {
    std::string gpuType; ///< a name from the scenario's gpu_types (its prices apply)
    int gpus = 8;
    int cpus = 32;
    int minCount = 0;
    int maxCount = 16;
    bool operator==(const MachineOption&) const = default;
};

enum class ServiceMetric : std::uint8_t { AvgJct, P95Jct, P99Jct, AvgWait, P95Wait, Deadline, MinUtilization };
/// "avg JCT", "p95 JCT", ... (for messages) and the YAML key ("avg_jct_hours", ...).
std::string serviceMetricName(ServiceMetric metric);
const char* serviceMetricKey(ServiceMetric metric);

/// A level the cluster must meet: a time in seconds (at most), or a utilisation fraction (at least);
/// over every job, or over one tenant's jobs.
struct ServiceLevel {
    ServiceMetric metric = ServiceMetric::P95Jct;
    double limit = 0;
    std::string tenant; ///< a name from the scenario's tenants; empty: every job
    bool operator==(const ServiceLevel&) const = default;
};

/// One way to split the cluster among the tenants that the plan may choose (`plan.quota_splits`).
struct QuotaSplit {
    std::string name;
    std::string tenantsYaml; ///< the scenario's `tenants:` list for it, as YAML flow text
    bool operator==(const QuotaSplit&) const = default;
};

/// What the plan minimises: the cluster's cost (its price per hour: what owning or reserving it costs),
/// the usage cost (the runs' GPU-hours x prices: what a pay-per-use cloud bills), or whichever of the two
/// the scenario's `cost.billing` says its owner pays (the default).
enum class PlanObjective : std::uint8_t { Billed, ClusterCost, UsageCost };

/// The most policies x quota splits a plan compares: each is set up (and checked on the largest
/// configuration) before the search, so the count is refused before anything is expanded.
inline constexpr long long kMaxPlanOptions = 1000;

struct Plan {
    std::vector<MachineOption> machines; ///< empty: the scenario has no plan
    int machinesPerRack = 32;            ///< how the chosen machines are racked
    /// Policies to consider, each a whole policy section (empty: the scenario's own policy). Stored as
    /// YAML text so the model does not depend on the policy types; the planner parses them.
    std::vector<std::string> policyOverlays;
    /// Quota splits to consider with every policy (empty: the scenario's own tenants).
    std::vector<QuotaSplit> quotaSplits;
    std::vector<ServiceLevel> serviceLevels; ///< levels over every job first, then each tenant's
    PlanObjective objective = PlanObjective::Billed;
    /// >= 0: the plan starts at this time (seconds): the scenario's cluster runs alone until then, each
    /// configuration's machines join it then, and the levels hold for the jobs submitted from then on
    /// (docs/planning.md, "A plan from a moment"). -1: the configuration is the whole cluster from zero.
    double from = -1;
    std::vector<std::uint64_t> seeds;    ///< workload seeds to be robust over (empty: the scenario's)
    int mustMeet = 0;                    ///< of the seeds, how many must meet every level (0: all)
    bool empty() const { return machines.empty(); }
    bool operator==(const Plan&) const = default;
};

} // namespace gantry
