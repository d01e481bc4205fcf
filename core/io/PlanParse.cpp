// A scenario's plan section (docs/planning.md): the machine shapes, policies and quota splits to compare,
// and the service levels every configuration is judged by, each checked where it is written.
#include "core/io/ScenarioParser.h"
#include "core/io/ScenarioYaml.h"

#include "core/model/Plan.h"
#include "core/util/Format.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>

namespace gantry::scenarioyaml {

std::optional<YAML::Node> ScenarioParser::parseLevels(const YAML::Node& node, const std::string& field, const std::string& tenant,
    std::vector<ServiceLevel>& out)
{
    std::vector<std::string> keys { "avg_jct_hours", "p95_jct_hours", "p99_jct_hours", "avg_wait_hours", "p95_wait_hours",
        "deadline_hours", "min_utilization" };
    if (tenant.empty()) keys.push_back("tenants");
    const MapReader sl(*this, node, field, keys);
    for (ServiceMetric metric : { ServiceMetric::AvgJct, ServiceMetric::P95Jct, ServiceMetric::P99Jct, ServiceMetric::AvgWait,
             ServiceMetric::P95Wait, ServiceMetric::Deadline, ServiceMetric::MinUtilization }) {
        const std::string key = serviceMetricKey(metric);
        if (auto v = sl.get(key)) {
            const bool fraction = metric == ServiceMetric::MinUtilization;
            const double x = number(*v, sl.field(key), fraction ? Range::Fraction : Range::Positive);
            out.push_back({ metric, fraction ? x : x * 3600.0, tenant });
        }
    }
    return tenant.empty() ? sl.get("tenants") : std::nullopt;
}

void ScenarioParser::checkPlanOptionCount(const MapReader& m)
{
    // Policies x quota splits, counted before any of them is read: each is checked here and set up
    // before the search, so a plan of millions would keep the user waiting before saying anything.
    const auto count = [&](const char* key) {
        const auto v = m.get(key);
        return v && v->IsSequence() ? std::max(1LL, static_cast<long long>(v->size())) : 1LL;
    };
    const long long policies = count("policies"), splits = count("quota_splits");
    if (policies * splits > kMaxPlanOptions) {
        const char* key = m.get("quota_splits") ? "quota_splits" : "policies";
        fail(ErrorCode::BadValue, m.field(key), *m.get(key),
            fillIn(translate("Error", "the plan compares %1 options (%2 x %3), more than the %4 a plan may compare: split it into "
                                      "several plans"),
                { formatCount(policies * splits),
                    policies == 1 ? translate("Error", "1 policy") : fillIn(translate("Error", "%1 policies"), { formatCount(policies) }),
                    splits == 1 ? translate("Error", "1 quota split") : fillIn(translate("Error", "%1 quota splits"), { formatCount(splits) }),
                    formatCount(kMaxPlanOptions) }));
    }
}

std::vector<MachineOption> ScenarioParser::parsePlanMachines(const MapReader& m, const Scenario& scenario)
{
    std::vector<MachineOption> options;
    const YAML::Node machines = m.require("machines");
    enter(machines);
    if (!machines.IsSequence() || machines.size() == 0)
        fail(ErrorCode::BadValue, m.field("machines"), machines, translate("Error", "must be a list of machine shapes ({gpu_type, gpus, min, max})"));
    std::size_t i = 0;
    long long plannedMachines = 0;
    for (const auto& item : machines) {
        const std::string f = indexed(m.field("machines"), i++);
        const MapReader mm(*this, item, f, { "gpu_type", "gpus", "cpus", "min", "max" });
        MachineOption o;
        o.gpuType = text(mm.require("gpu_type"), mm.field("gpu_type"));
        if (scenario.cluster.indexOfType(o.gpuType) < 0)
            fail(ErrorCode::UnknownName, mm.field("gpu_type"), mm.keyNode("gpu_type"),
                fillIn(translate("Error", "'%1' is not one of cluster.gpu_types (its prices are taken from there)"), { o.gpuType }));
        if (auto v = mm.get("gpus")) o.gpus = static_cast<int>(integer(*v, mm.field("gpus"), 1, 64));
        if (auto v = mm.get("cpus")) o.cpus = static_cast<int>(integer(*v, mm.field("cpus"), 1, 1 << 20));
        if (auto v = mm.get("min")) o.minCount = static_cast<int>(integer(*v, mm.field("min"), 0, kMaxMachines));
        o.maxCount = static_cast<int>(integer(mm.require("max"), mm.field("max"), 0, kMaxMachines));
        if (o.maxCount < o.minCount)
            fail(ErrorCode::BadValue, mm.field("max"), mm.keyNode("max"),
                fillIn(translate("Error", "is below min (%1)"), { std::to_string(o.minCount) }));
        // A configuration is one cluster: every shape at its most must still be one a scenario may have.
        plannedMachines += o.maxCount;
        if (plannedMachines > kMaxMachines)
            fail(ErrorCode::BadValue, mm.field("max"), mm.keyNode("max"),
                fillIn(translate("Error", "the shapes' max add up to %1 machines, more than a cluster may have (%2)"),
                    { std::to_string(plannedMachines), std::to_string(kMaxMachines) }));
        options.push_back(std::move(o));
    }
    return options;
}

std::vector<std::string> ScenarioParser::parsePlanPolicies(const MapReader& m, const YAML::Node& policies)
{
    std::vector<std::string> overlays;
    enter(policies);
    if (!policies.IsSequence()) fail(ErrorCode::BadValue, m.field("policies"), policies,
        translate("Error", "must be a list of policy sections ({ordering: tiresias})"));
    checkPlanOptionCount(m);
    std::size_t k = 0;
    for (const auto& item : policies) {
        const std::string f = indexed(m.field("policies"), k++);
        enter(item);
        if (!item.IsMap()) fail(ErrorCode::BadValue, f, item, translate("Error", "must be a policy section ({ordering: ..., placement: ...})"));
        // Checked as a policy now, so that errors point here (named plan.policies[i].<field>); kept as
        // text and merged over the scenario's policy when the plan runs.
        const auto inThisPolicy = [&](Error error) {
            if (error.where.field.rfind("policy", 0) == 0) error.where.field = f + error.where.field.substr(6);
            return error;
        };
        try {
            const PolicyConfig merged = parsePolicy(item);
            // Located at this section's own line, not at the scenario's policy of the same field.
            if (m_validators.policy)
                if (auto status = m_validators.policy(merged); !status) throw ErrorException(locate(inThisPolicy(status.error()), item));
        } catch (const ErrorException& e) {
            throw ErrorException(inThisPolicy(e.error()));
        }
        std::string flow;
        writeFlow(flow, item);
        overlays.push_back(std::move(flow));
    }
    return overlays;
}

std::vector<QuotaSplit> ScenarioParser::parseQuotaSplits(const MapReader& m, const YAML::Node& splitsNode, const Scenario& scenario)
{
    std::vector<QuotaSplit> splits;
    enter(splitsNode);
    if (scenario.tenants.empty())
        fail(ErrorCode::BadValue, m.field("quota_splits"), splitsNode,
            translate("Error", "splits the tenants' quotas, and the scenario declares none (add a tenants: section)"));
    if (!splitsNode.IsSequence() || splitsNode.size() == 0)
        fail(ErrorCode::BadValue, m.field("quota_splits"), splitsNode, translate("Error", "must be a list of splits (- {name: ..., tenants: [...]})"));
    checkPlanOptionCount(m);
    std::size_t k = 0;
    for (const auto& item : splitsNode) {
        const std::string f = indexed(m.field("quota_splits"), k++);
        const MapReader qs(*this, item, f, { "name", "tenants" });
        QuotaSplit split;
        split.name = text(qs.require("name"), qs.field("name"));
        for (const QuotaSplit& other : splits)
            if (other.name == split.name)
                fail(ErrorCode::BadValue, qs.field("name"), qs.keyNode("name"),
                    fillIn(translate("Error", "'%1' names two splits"), { split.name }));
        const YAML::Node tenants = qs.require("tenants");
        // Checked as tenants now, so that errors point here; kept as text and set when the plan runs.
        try {
            const std::vector<Tenant> parsed = parseTenants(tenants, scenario.cluster);
            for (const Tenant& t : parsed)
                if (std::none_of(scenario.tenants.begin(), scenario.tenants.end(), [&](const Tenant& u) { return u.name == t.name; }))
                    fail(ErrorCode::UnknownName, qs.field("tenants"), tenants,
                        fillIn(translate("Error", "'%1' is not one of the scenario's tenants (a split changes quotas, not who the tenants are)"),
                            { t.name }));
            // ... nor who they are: a tenant left out would leave its jobs in none, and a service level
            // about it unjudged.
            for (const Tenant& u : scenario.tenants)
                if (std::none_of(parsed.begin(), parsed.end(), [&](const Tenant& t) { return t.name == u.name; }))
                    fail(ErrorCode::MissingField, qs.field("tenants"), tenants,
                        fillIn(translate("Error", "leaves out the scenario's tenant '%1' (a split changes quotas, not who the tenants "
                                                  "are: give it a quota, 0 if it gets none)"),
                            { u.name }));
        } catch (const ErrorException& e) {
            Error error = e.error();
            if (error.where.field.rfind("tenants", 0) == 0) error.where.field = qs.field("tenants") + error.where.field.substr(7);
            throw ErrorException(error);
        }
        writeFlow(split.tenantsYaml, tenants);
        splits.push_back(std::move(split));
    }
    return splits;
}

Plan ScenarioParser::parsePlan(const YAML::Node& node, const Scenario& scenario)
{
    const MapReader m(*this, node, "plan",
        { "machines", "machines_per_rack", "from", "policies", "quota_splits", "service_levels", "objective", "seeds", "must_meet" });
    Plan plan;
    plan.machines = parsePlanMachines(m, scenario);
    if (auto v = m.get("machines_per_rack")) plan.machinesPerRack = static_cast<int>(integer(*v, m.field("machines_per_rack"), 1, kMaxMachines));
    if (auto v = m.get("from")) plan.from = time(*v, m.field("from"));
    if (auto v = m.get("policies")) plan.policyOverlays = parsePlanPolicies(m, *v);
    if (auto v = m.get("quota_splits")) plan.quotaSplits = parseQuotaSplits(m, *v, scenario);
    const YAML::Node levels = m.require("service_levels");
    if (auto tenants = parseLevels(levels, m.field("service_levels"), {}, plan.serviceLevels)) {
        const std::string f = m.field("service_levels") + ".tenants";
        enter(*tenants);
        if (!tenants->IsMap() || tenants->size() == 0)
            fail(ErrorCode::BadValue, f, *tenants, translate("Error", "must map tenant names to their levels ({team-b: {p95_wait_hours: 2}})"));
        for (const auto& entry : *tenants) {
            const std::string name = entry.first.as<std::string>();
            if (std::none_of(scenario.tenants.begin(), scenario.tenants.end(), [&](const Tenant& t) { return t.name == name; }))
                fail(ErrorCode::UnknownName, f + "." + name, entry.first,
                    fillIn(translate("Error", "'%1' is not one of the scenario's tenants"), { name }));
            const std::size_t before = plan.serviceLevels.size();
            parseLevels(entry.second, f + "." + name, name, plan.serviceLevels);
            if (plan.serviceLevels.size() == before)
                fail(ErrorCode::MissingField, f + "." + name, entry.second,
                    translate("Error", "needs at least one service level (e.g. p95_wait_hours: 2)"));
        }
    }
    if (plan.serviceLevels.empty())
        fail(ErrorCode::MissingField, m.field("service_levels"), levels,
            translate("Error", "needs at least one service level (e.g. p95_jct_hours: 6)"));
    if (auto v = m.get("objective")) {
        // cost_per_hour and total_cost are the names of Gantry 0.1's files, before the two costs had names.
        const std::string o = text(*v, m.field("objective"));
        if (o == "cluster_cost" || o == "cost_per_hour") plan.objective = PlanObjective::ClusterCost;
        else if (o == "usage_cost" || o == "total_cost") plan.objective = PlanObjective::UsageCost;
        else fail(ErrorCode::BadValue, m.field("objective"), *v,
            fillIn(translate("Error", "must be cluster_cost (the cluster's price per hour) or usage_cost (the runs' GPU-hours x prices; got '%1')"), { o }));
    }
    if (auto v = m.get("seeds")) {
        enter(*v);
        if (!v->IsSequence() || v->size() == 0 || v->size() > 100)
            fail(ErrorCode::BadValue, m.field("seeds"), *v, translate("Error", "must be a list of 1 to 100 workload seeds"));
        std::size_t k = 0;
        for (const auto& seed : *v)
            plan.seeds.push_back(static_cast<std::uint64_t>(integer(seed, indexed(m.field("seeds"), k++), 0, 1LL << 53)));
    }
    if (auto v = m.get("must_meet")) {
        const std::size_t seeds = std::max<std::size_t>(1, plan.seeds.size());
        plan.mustMeet = static_cast<int>(integer(*v, m.field("must_meet"), 1, static_cast<long long>(seeds)));
    }
    // A plan from a moment judges every job submitted from then on: its tenants stay the scenario's.
    if (plan.from >= 0 && (!plan.quotaSplits.empty() || std::any_of(plan.serviceLevels.begin(), plan.serviceLevels.end(), [](const ServiceLevel& l) {
            return !l.tenant.empty();
        })))
        fail(ErrorCode::BadValue, m.field("from"), m.keyNode("from"),
            translate("Error", "a plan from a moment judges every job submitted from then on: it cannot hold levels per tenant or split quotas"));
    return plan;
}

} // namespace gantry::scenarioyaml
