#pragma once
/** @brief The capacity planner: the cheapest cluster, for each policy, that meets a scenario's
 * service levels on its workloads. The search is exact (it finds what simulating the whole grid would)
 * without assuming that more machines never hurt (slow GPUs can): configurations are tried cheapest
 * first along each machine type, every branch whose lowest possible cost reaches the best found is
 * cut, every configuration runs on the same workloads (common random numbers), and a run stops as
 * soon as a service level is certainly missed. */

#include "core/metrics/RunResult.h"
#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gantry {

/// One configuration the planner simulated.
struct PlanPoint {
    int policy = 0;          ///< index into PlanOutcome::policies (a policy with a quota split: planPolicyOf/planSplitOf)
    std::vector<int> counts; ///< machines of each plan.machines option
    double clusterCostPerHour = 0; ///< the cluster's cost per hour (its machines' GPUs x prices, Cluster::pricePerHour)
    double usageCost = 0;          ///< mean usage cost of the runs (GPU-hours held x price)
    double mainMetric = 0;   ///< the first service level's metric, mean over the seeds (complete runs)
    bool feasible = false;
    bool stoppedEarly = false; ///< some run stopped once a level was certainly missed
    bool bounded = false;      ///< ruled out by the GPU-hours bound, without a simulation
    bool noGpus = false;       ///< a cluster without GPUs: nothing to simulate
    std::string verdict;       ///< for people, in their language: "meets every level", or which level failed, by how much, on which seeds
    /// Every seed ran to the end (the metrics are measured, not bounds).
    bool simulated() const { return !stoppedEarly && !bounded && !noGpus; }
};

struct PlanOutcome {
    std::vector<std::string> policies;  ///< describePolicy of each option considered (with its quota split's name)
    std::vector<PlanPoint> points;      ///< every configuration simulated, in the order tried
    std::vector<int> best;              ///< per policy: index of its cheapest feasible point, -1 if none
    std::vector<int> pareto;            ///< points not beaten on both cost and main metric (complete runs)
    long long gridSize = 0;             ///< configurations an exhaustive search would simulate (0: too many to count)
    /// Set when the GPU-hours bound rules out even the largest cluster of every policy: why, found before
    /// any search (the points are then that cluster's, one per policy, each with the bound's verdict).
    std::string impossible;
    int simulations = 0;                ///< runs done (configurations x seeds, stopped ones included)
    std::vector<std::uint64_t> seeds;
};

/// The most configurations (policies x machine counts) a search takes on unless told otherwise: in the
/// worst case it simulates every one, and a hundred thousand runs of a small trace already take hours.
inline constexpr long long kDefaultMaxConfigurations = 100'000;

struct PlanOptions {
    int threads = 2;        ///< policies searched in parallel, then a configuration's seeds (results never depend on it)
    bool earlyStop = true;  ///< stop a run once a level is certainly missed
    bool exhaustive = false; ///< simulate the whole grid (for checking the search)
    /// Assume more machines of a type never make a level worse, and bisect each type's count instead of
    /// counting up: far fewer runs on large grids, but an answer that can be wrong where the assumption
    /// fails (slow GPUs that a placement then uses). Exact when the assumption holds (a property test).
    bool assumeMonotone = false;
    /// A grid with more configurations than this is refused before anything runs (checkPlanSize), unless
    /// the GPU-hours bound rules out even the largest cluster (then nothing needs to be simulated).
    long long maxConfigurations = kDefaultMaxConfigurations;
    /// How the refusal tells the user to allow more ("--max-configurations"); empty: narrow the counts.
    std::string maxConfigurationsOption;
    /// After each configuration: the point just evaluated, how many so far and the grid's size. Called
    /// from the search's threads, one call at a time. Return false to cancel.
    std::function<bool(const PlanPoint& latest, int done, long long grid)> progress;
};

/// Configurations in the plan's grid (policies x every count of every machine shape), or nothing when
/// the product does not fit in a long long: computed with overflow checks, never a wrapped number.
std::optional<long long> planGridSize(const Plan& plan);
/// The grid's size when a search may take it on (at most `maxConfigurations`); otherwise an error,
/// located at plan.machines, naming the size and what allows it (`option`, if any; "--max-configurations").
Result<long long> checkPlanSize(const Plan& plan, long long maxConfigurations, const std::string& option = {});

/// The plan of `scenario` (which must have one) searched; errors for a missing plan, a workload that
/// does not load, or cancellation.
Result<PlanOutcome> runPlan(const Scenario& scenario, const PlanOptions& options = {});

/// One workload seed's run of one configuration, as the search weighs it.
struct PlanSeedRun {
    std::string verdict;   ///< empty: it met every level; else the first level it missed
    double usageCost = 0;  ///< of a complete run
    double mainMetric = 0; ///< the first level's metric, of a complete run
    bool stopped = false;  ///< stopped once a level was certainly missed
};

/// A plan's search spread over processes, in rounds (docs/scale-out.md, "Plans"): the search is
/// replayed over the runs known so far, exactly as runPlan would search (the same bounds, cuts, early
/// stops and bisection), until it needs a run that is not known; the runs it needs then, and those it
/// would need next if they failed, are the next round, which any processes simulate (simulate). Once
/// a replay needs nothing more, its outcome is runPlan's, point for point, whoever ran which run.
/// A run is named by a short text every process computes the same way (policy option, counts, seed).
class PlanRounds {
public:
    /// Sets the search up (policies checked, workloads loaded, a plan from a moment's past simulated).
    static Result<std::unique_ptr<PlanRounds>> open(const Scenario& scenario, const PlanOptions& options);
    ~PlanRounds();

    struct Round {
        std::optional<PlanOutcome> outcome; ///< set when the search needed nothing more
        std::vector<std::string> runs;      ///< else: the runs of the next round, the needed ones first
        std::size_t needed = 0;             ///< of `runs`, those the search needs now (the rest are its guess of what follows)
        std::size_t unused = 0;             ///< with the outcome: runs known that the search did not use
    };
    /// The search replayed over the known runs. Each policy's search goes on past its first missing
    /// configuration for at most `speculate` more (taking the missing ones to fail), so that a round
    /// has work for every process. Errors: a run that failed, a plan too large.
    Result<Round> next(std::size_t speculate);
    /// A run's result, from simulate (here, on another rank or read back from its file), or its failure.
    void add(const std::string& run, Result<std::string> result);
    bool known(const std::string& run) const;
    /// Simulates one of a round's runs; its result as text (what add takes).
    Result<std::string> simulate(const std::string& run) const;
    /// How many workload seeds each configuration runs.
    std::size_t seedCount() const;

private:
    struct Search;
    PlanRounds() = default;
    std::unique_ptr<Search> m_search;
};

/// The options the plan weighs besides machine counts: every policy with every quota split (at least 1).
/// Option `o` is policy planPolicyOf(o) with split planSplitOf(o) (-1: the scenario's own tenants).
int planOptionCount(const Plan& plan);
int planPolicyOf(const Plan& plan, int option);
int planSplitOf(const Plan& plan, int option);

/// The scenario the planner runs for one of the plan's options: the plan's policy section merged over
/// the scenario's and its quota split's tenants (errors located in them), without variants or plan.
/// Give it planCluster's cluster for a configuration.
Result<Scenario> planPolicyScenario(const Scenario& scenario, int option);
/// The same, for a scenario without its plan (`bare`) and the plan apart: what a loop over every
/// option uses, so that no option copies the plan's every quota split.
Result<Scenario> planPolicyScenario(const Scenario& bare, const Plan& plan, int option);

/// The cluster a configuration stands for: the chosen machines in plan order, racked
/// plan.machinesPerRack to a rack, with the scenario's GPU types and its first rack's network.
Cluster planCluster(const Scenario& scenario, const std::vector<int>& counts);
/// A plan from a moment (`plan.from`): configuration `counts` under policy `option` as a fork's overlay
/// (`at` and `join` events, and a `policy` event when the plan lists policies), which runs exactly as the
/// plan judged it. The GUI's "Add as what-if variant" adds it.
std::string planForkOverlay(const Scenario& scenario, int option, const std::vector<int>& counts);

/// What a run measured for a level: over every job, or over the level's tenant's jobs.
double serviceLevelValue(const Summary& summary, const std::vector<TenantSummary>& tenants, const ServiceLevel& level);
/// Empty if a run meets every level; otherwise, for people, the first level it missed and by how much
/// ("p95 JCT 14.6 h > 12.0 h"), or that jobs were rejected or left unfinished (never a met level).
std::string serviceLevelVerdict(const Summary& summary, const std::vector<TenantSummary>& tenants, const std::vector<ServiceLevel>& levels);

/// The plan's option `option` for people: its policy section ("ordering: tiresias", or "the scenario's
/// policy"), with its quota split's name ("ordering: fifo, quotas: today's").
std::string planOptionLabel(const Plan& plan, int option);
/// Configuration `counts` under option `option` as a what-if variant of `scenario`, exactly as the plan
/// judged it: "Plan: <configuration>, <option>", its cluster, policy and quota split as an overlay (a plan
/// from a moment: that fork). What the GUI's "Add as what-if variant" adds and the report runs.
Result<Variant> planVariant(const Scenario& scenario, int option, const std::vector<int>& counts);

/// A level's value as people read it: a duration, or a percentage for utilisation.
std::string formatLevelValue(ServiceMetric metric, double value);
/// "p95 JCT at most 24.0 h; GPU utilisation at least 50.0%".
std::string describeLevels(const Plan& plan);
/// "3 x A100 (8 GPUs) + 7 x T4 (4 GPUs)".
std::string describeConfiguration(const Plan& plan, const std::vector<int>& counts);

/// What the plan minimises: its `objective`, or the cost the scenario's billing says its owner pays.
PlanObjective planObjective(const Scenario& scenario);
/// A point's cost by `objective` (ClusterCost or UsageCost): its cluster's cost per hour, or its runs'
/// usage cost. What the plan's answers are the cheapest by, and what its charts draw.
double objectiveCost(const PlanPoint& point, PlanObjective objective);

/// plan.csv: one row per configuration simulated (policy, counts, costs, metric, verdict).
std::string planCsv(const Scenario& scenario, const PlanOutcome& outcome);

} // namespace gantry
