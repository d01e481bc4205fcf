#pragma once
/** @brief What a plan's search found: every configuration it simulated (or ruled out), each policy's
 * cheapest that meets the levels, and the Pareto front. Read by the report and the GUI without the
 * search (core/plan/Planner.h). */

#include <cstdint>
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

} // namespace gantry
