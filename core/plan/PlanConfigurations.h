#pragma once
/** @brief The configurations of a plan's grid: the options it weighs (policies x quota splits), each
 * configuration's cluster and scenario, as a what-if variant or a fork, and the grid's size. */

#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace gantry {

/// Configurations in the plan's grid (policies x every count of every machine shape), or nothing when
/// the product does not fit in a long long: computed with overflow checks, never a wrapped number.
std::optional<long long> planGridSize(const Plan& plan);
/// The grid's size when a search may take it on (at most `maxConfigurations`); otherwise an error,
/// located at plan.machines, naming the size and what allows it (`option`, if any; "--max-configurations").
Result<long long> checkPlanSize(const Plan& plan, long long maxConfigurations, const std::string& option = {});

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

/// Configuration `counts` under option `option` as a what-if variant of `scenario`, exactly as the plan
/// judged it: "Plan: <configuration>, <option>", its cluster, policy and quota split as an overlay (a plan
/// from a moment: that fork). What the GUI's "Add as what-if variant" adds and the report runs.
Result<Variant> planVariant(const Scenario& scenario, int option, const std::vector<int>& counts);

} // namespace gantry
