// The plan's texts people read (core/plan/PlanTexts.h): levels, verdicts, options, configurations,
// the cost a plan minimises and plan.csv.
#include "core/plan/PlanTexts.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/plan/PlanConfigurations.h"
#include "core/util/Format.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>

namespace gantry {

namespace {

double metricOf(const Summary& s, ServiceMetric metric)
{
    switch (metric) {
    case ServiceMetric::AvgJct: return s.avgJct;
    case ServiceMetric::P95Jct: return s.p95Jct;
    case ServiceMetric::P99Jct: return s.p99Jct;
    case ServiceMetric::AvgWait: return s.avgWait;
    case ServiceMetric::P95Wait: return s.p95Wait;
    case ServiceMetric::Deadline: return s.makespan;
    case ServiceMetric::MinUtilization: return s.gpuUtilization;
    }
    return 0;
}

/// "team-b's p95 wait", "p95 JCT".
std::string levelName(const ServiceLevel& l)
{
    return l.tenant.empty() ? serviceMetricName(l.metric) : fillIn(translate("Plan", "%1's %2", "a tenant's service metric"), { l.tenant, serviceMetricName(l.metric) });
}

} // namespace

/// What a run measured for a level: over every job, or over the level's tenant's jobs.
double serviceLevelValue(const Summary& s, const std::vector<TenantSummary>& tenants, const ServiceLevel& l)
{
    if (l.tenant.empty()) return metricOf(s, l.metric);
    for (const TenantSummary& t : tenants)
        if (t.name == l.tenant) return metricOf(t.summary, l.metric);
    return 0; // checked when the scenario loads: every level's tenant is one of its tenants
}

/// Empty if the run meets every level; otherwise the first level missed and by how much.
std::string serviceLevelVerdict(const Summary& s, const std::vector<TenantSummary>& tenants, const std::vector<ServiceLevel>& levels)
{
    if (s.rejected > 0) return translate("Plan", "%n jobs do not fit this cluster", nullptr, s.rejected);
    if (s.unfinished > 0) return translate("Plan", "%n jobs unfinished", nullptr, s.unfinished);
    for (const ServiceLevel& l : levels) {
        const double value = serviceLevelValue(s, tenants, l);
        const bool atLeast = l.metric == ServiceMetric::MinUtilization;
        if (atLeast ? value < l.limit : value > l.limit)
            return fillIn(atLeast ? "%1 %2 < %3" : "%1 %2 > %3", { levelName(l), formatLevelValue(l.metric, value), formatLevelValue(l.metric, l.limit) });
    }
    return {};
}

std::string formatLevelValue(ServiceMetric metric, double value)
{
    return metric == ServiceMetric::MinUtilization ? formatPercent(value) : formatDuration(value);
}

std::string describeLevels(const Plan& plan)
{
    std::string out;
    for (const auto& l : plan.serviceLevels)
        out += (out.empty() ? "" : "; ")
            + fillIn(l.metric == ServiceMetric::MinUtilization ? translate("Plan", "%1 at least %2") : translate("Plan", "%1 at most %2"),
                { levelName(l), formatLevelValue(l.metric, l.limit) });
    if (plan.from >= 0)
        out = fillIn(translate("Plan", "%1, for the jobs submitted from %2 on, the machines joining the cluster then"),
            { out, formatDuration(plan.from) });
    return out;
}

std::string describeConfiguration(const Plan& plan, const std::vector<int>& counts)
{
    std::string out;
    for (std::size_t k = 0; k < counts.size() && k < plan.machines.size(); ++k) {
        const MachineOption& option = plan.machines[k];
        out += (k ? " + " : "")
            + fillIn(translate("Plan", "%1 x %2 (%n GPUs)", "machine count x GPU type (GPUs per machine)", option.gpus),
                { std::to_string(counts[k]), option.gpuType });
    }
    return out;
}

PlanObjective planObjective(const Scenario& scenario)
{
    if (scenario.plan.objective != PlanObjective::Billed) return scenario.plan.objective;
    return billsUsage(scenario.cost.billing) ? PlanObjective::UsageCost : PlanObjective::ClusterCost;
}

std::string planOptionLabel(const Plan& plan, int option)
{
    const int policy = planPolicyOf(plan, option);
    std::string text = translate("Plan", "the scenario's policy");
    if (policy >= 0 && policy < int(plan.policyOverlays.size())) {
        text = plan.policyOverlays[std::size_t(policy)];
        if (text.size() >= 2 && text.front() == '{' && text.back() == '}') {
            text = text.substr(1, text.size() - 2);
            text.erase(0, text.find_first_not_of(' '));
            text.erase(text.find_last_not_of(' ') + 1);
        }
    }
    if (const int split = planSplitOf(plan, option); split >= 0)
        text = fillIn(translate("Plan", "%1, quotas: %2"), { text, plan.quotaSplits[std::size_t(split)].name });
    return text;
}

double objectiveCost(const PlanPoint& point, PlanObjective objective)
{
    return objective == PlanObjective::UsageCost ? point.usageCost : point.clusterCostPerHour;
}

std::string planCsv(const Scenario& scenario, const PlanOutcome& outcome)
{
    const Plan& plan = scenario.plan;
    std::string out = "# gantry " + std::string(kVersion) + " scenario_sha256=" + scenarioHash(scenario) + " seeds=";
    for (std::size_t i = 0; i < outcome.seeds.size(); ++i) out += (i ? " " : "") + std::to_string(outcome.seeds[i]);
    out += "\npolicy";
    for (const auto& m : plan.machines) out += "," + csvField(m.gpuType + "x" + std::to_string(m.gpus) + " machines");
    out += std::string(",cluster_cost_per_hour,usage_cost,") + serviceMetricKey(plan.serviceLevels.front().metric)
        + ",feasible,evaluation,verdict\n";
    for (const PlanPoint& p : outcome.points) {
        out += csvField(outcome.policies[std::size_t(p.policy)]);
        for (int c : p.counts) out += "," + std::to_string(c);
        const double metric = plan.serviceLevels.front().metric == ServiceMetric::MinUtilization ? p.mainMetric : p.mainMetric / 3600.0;
        const char* evaluation = p.bounded ? "bound" : p.stoppedEarly ? "stopped_early" : p.simulated() ? "simulated" : "none";
        out += "," + formatNumber(p.clusterCostPerHour) + "," + formatNumber(p.usageCost) + "," + (p.simulated() ? formatNumber(metric) : "")
            + "," + (p.feasible ? "true" : "false") + "," + evaluation + "," + csvField(p.verdict) + "\n";
    }
    return out;
}

} // namespace gantry
