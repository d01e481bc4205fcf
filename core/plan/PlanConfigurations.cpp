// The configurations of a plan's grid (core/plan/PlanConfigurations.h): their clusters, policies and
// quota splits, as scenarios, variants and forks, and the grid's size. The search is Planner.cpp; what
// people read of a plan, PlanTexts.cpp.
#include "core/plan/PlanConfigurations.h"

#include "core/plan/PlanTexts.h"

#include "core/Version.h"
#include "core/engine/SimObserver.h"
#include "core/engine/SpeedModel.h"
#include "core/engine/Simulation.h"
#include "core/io/ScenarioIo.h"
#include "core/metrics/RunResult.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"
#include "core/util/Interrupt.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <atomic>
#include <future>
#include <mutex>
#include <limits>
#include <map>
#include <optional>
#include <queue>
#include <set>
#include <tuple>
#include <utility>

namespace gantry {

Cluster planCluster(const Scenario& scenario, const std::vector<int>& counts)
{
    const Plan& plan = scenario.plan;
    Cluster c;
    c.gpuTypes = scenario.cluster.gpuTypes;
    const Rack network = scenario.cluster.racks.empty() ? Rack {} : scenario.cluster.racks.front();
    int inRack = plan.machinesPerRack;
    for (std::size_t o = 0; o < plan.machines.size() && o < counts.size(); ++o) {
        const MachineOption& option = plan.machines[o];
        for (int k = 0; k < counts[o]; ++k) {
            if (inRack == plan.machinesPerRack) {
                Rack rack = network;
                rack.name = "r" + std::to_string(c.racks.size());
                c.racks.push_back(rack);
                inRack = 0;
            }
            Machine m;
            m.name = option.gpuType + "-" + std::to_string(o) + "-" + std::to_string(k);
            m.rack = RackId(c.racks.size() - 1);
            m.gpuType = c.indexOfType(option.gpuType);
            m.gpuCount = option.gpus;
            m.cpuSlots = option.cpus;
            c.machines.push_back(std::move(m));
            ++inRack;
        }
    }
    c.index();
    return c;
}

std::string planForkOverlay(const Scenario& scenario, int option, const std::vector<int>& counts)
{
    const Plan& plan = scenario.plan;
    const Cluster added = planCluster(scenario, counts);
    std::vector<std::string> events;
    // One join per run of alike machines in one rack, in the order the plan racks them.
    for (std::size_t i = 0; i < added.machines.size();) {
        const Machine& m = added.machines[i];
        std::size_t n = 1;
        while (i + n < added.machines.size() && added.machines[i + n].rack == m.rack && added.machines[i + n].gpuType == m.gpuType
            && added.machines[i + n].gpuCount == m.gpuCount && added.machines[i + n].cpuSlots == m.cpuSlots)
            ++n;
        const bool newRack = i == 0 || added.machines[i - 1].rack != m.rack;
        events.push_back("join: {gpu_type: " + yamlQuoted(added.gpuTypes[std::size_t(m.gpuType)].name) + ", count: " + std::to_string(n)
            + ", gpus: " + std::to_string(m.gpuCount) + ", cpus: " + std::to_string(m.cpuSlots) + (newRack ? ", new_rack: " : ", rack: ")
            + yamlQuoted("plan-" + added.racks[std::size_t(m.rack)].name) + ", name: " + yamlQuoted("plan-" + std::to_string(i)) + "}");
        i += n;
    }
    if (!plan.policyOverlays.empty()) events.push_back("policy: " + plan.policyOverlays[std::size_t(planPolicyOf(plan, option))]);
    return forkOverlayYaml(plan.from, events);
}

int planOptionCount(const Plan& plan)
{
    return std::max<int>(1, int(plan.policyOverlays.size())) * std::max<int>(1, int(plan.quotaSplits.size()));
}

int planPolicyOf(const Plan& plan, int option) { return option / std::max<int>(1, int(plan.quotaSplits.size())); }

int planSplitOf(const Plan& plan, int option)
{
    return plan.quotaSplits.empty() ? -1 : option % int(plan.quotaSplits.size());
}

Result<Scenario> planPolicyScenario(const Scenario& scenario, int option)
{
    Scenario bare = scenario;
    bare.plan = {};
    return planPolicyScenario(bare, scenario.plan, option);
}

Result<Scenario> planPolicyScenario(const Scenario& bare, const Plan& plan, int option)
{
    Scenario withPolicy = bare;
    if (option < 0 || option >= planOptionCount(plan))
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "the plan has no policy %1"), { std::to_string(option) }), { {}, 0, 0, "plan.policies" } };
    std::string overlay;
    if (!plan.policyOverlays.empty()) overlay += "policy: " + plan.policyOverlays[std::size_t(planPolicyOf(plan, option))] + "\n";
    if (const int split = planSplitOf(plan, option); split >= 0) overlay += "tenants: " + plan.quotaSplits[std::size_t(split)].tenantsYaml + "\n";
    if (!overlay.empty()) {
        withPolicy.variants = { Variant { "policy", overlay } };
        auto applied = applyVariant(withPolicy, 0);
        if (!applied) return applied.error();
        withPolicy = std::move(applied).value();
        withPolicy.name = bare.name;
    }
    withPolicy.variants.clear();
    return withPolicy;
}

std::optional<long long> planGridSize(const Plan& plan)
{
    long long size = planOptionCount(plan);
    for (const MachineOption& m : plan.machines) {
        const long long counts = std::max(0LL, static_cast<long long>(m.maxCount) - m.minCount + 1);
        if (__builtin_mul_overflow(size, counts, &size)) return std::nullopt;
    }
    return size;
}

Result<long long> checkPlanSize(const Plan& plan, long long maxConfigurations, const std::string& option)
{
    const std::optional<long long> size = planGridSize(plan);
    const long long policies = planOptionCount(plan);
    if (size && *size <= maxConfigurations) return *size;
    const std::string configurations
        = size ? formatCount(*size) : fillIn(translate("Error", "more than %1"), { formatCount(std::numeric_limits<long long>::max()) });
    const std::string policyCount = policies == 1 ? translate("Error", "1 policy")
        : plan.quotaSplits.empty()                ? fillIn(translate("Error", "%1 policies"), { std::to_string(policies) })
                                                  : fillIn(translate("Error", "%1 policies and quota splits"), { std::to_string(policies) });
    const std::initializer_list<std::string> args { configurations, policyCount, std::to_string(plan.machines.size()), formatCount(maxConfigurations),
        option, size ? std::to_string(*size) : std::string() };
    //: %1 configurations, %2 "3 policies", %3 machine shapes, %4 the most a search takes on
    const std::string message = size && !option.empty()
        ? fillIn(translate("Error", "the plan's grid has %1 configurations (%2 x every count of %3 machine shapes), more than the %4 a search "
                                    "takes on: narrow the shapes' min and max, or allow it with %5 %6"),
              args)
        : fillIn(translate("Error", "the plan's grid has %1 configurations (%2 x every count of %3 machine shapes), more than the %4 a search "
                                    "takes on: narrow the shapes' min and max"),
              args);
    return Error { ErrorCode::BadValue, message, { {}, 0, 0, "plan.machines" } };
}

Result<Variant> planVariant(const Scenario& scenario, int option, const std::vector<int>& counts)
{
    Result<std::string> overlay = Error { ErrorCode::Internal, "no overlay", {} };
    if (scenario.plan.from >= 0) {
        // A plan from a moment adds its machines then: the variant is that fork, not a cluster from zero.
        overlay = normalizeOverlayYaml(planForkOverlay(scenario, option, counts));
    } else {
        auto withPolicy = planPolicyScenario(scenario, option);
        if (!withPolicy) return withPolicy.error();
        Scenario target = scenario;
        target.cluster = planCluster(scenario, counts);
        target.policy = withPolicy.value().policy;
        target.tenants = withPolicy.value().tenants;
        overlay = overlayBetween(scenario, target);
    }
    if (!overlay) return overlay.error();
    // "Plan: tiresias on 13 x V100 (8 GPUs)": a policy section of plain parts by their names alone.
    std::string policy = planOptionLabel(scenario.plan, option);
    const int index = planPolicyOf(scenario.plan, option);
    if (index >= 0 && planSplitOf(scenario.plan, option) < 0 && policy.find_first_of("{[") == std::string::npos) {
        std::string names;
        for (std::size_t at = 0; at < policy.size();) {
            const std::size_t comma = std::min(policy.find(", ", at), policy.size());
            const std::string pair = policy.substr(at, comma - at);
            const std::size_t colon = pair.find(": ");
            names += (names.empty() ? "" : " + ") + (colon == std::string::npos ? pair : pair.substr(colon + 2));
            at = comma + 2;
        }
        policy = names;
    }
    return Variant { fillIn(translate("Plan", "Plan: %1 on %2"), { policy, describeConfiguration(scenario.plan, counts) }), std::move(overlay).value() };
}

} // namespace gantry
