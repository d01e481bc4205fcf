#pragma once
/** @brief The plan's texts people read: service levels and their verdicts, an option's and a
 * configuration's description, the cost a plan minimises, and plan.csv. The report uses these; the
 * search (core/plan/Planner.h) writes its verdicts with them. */

#include "core/metrics/RunResult.h"
#include "core/model/Scenario.h"
#include "core/plan/PlanOutcome.h"

#include <string>
#include <vector>

namespace gantry {

/// What a run measured for a level: over every job, or over the level's tenant's jobs.
double serviceLevelValue(const Summary& summary, const std::vector<TenantSummary>& tenants, const ServiceLevel& level);
/// Empty if a run meets every level; otherwise, for people, the first level it missed and by how much
/// ("p95 JCT 14.6 h > 12.0 h"), or that jobs were rejected or left unfinished (never a met level).
std::string serviceLevelVerdict(const Summary& summary, const std::vector<TenantSummary>& tenants, const std::vector<ServiceLevel>& levels);

/// The plan's option `option` for people: its policy section ("ordering: tiresias", or "the scenario's
/// policy"), with its quota split's name ("ordering: fifo, quotas: today's").
std::string planOptionLabel(const Plan& plan, int option);
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
