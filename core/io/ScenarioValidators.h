#pragma once
/** @brief The checks a scenario loader delegates to other parts of the core (policy names and
 * parameters, speed models). Injectable so that the loader can be tested, fuzzed and reused without
 * linking every policy. */

#include "core/model/Params.h"
#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <functional>
#include <string>
#include <vector>

namespace gantry {

struct ScenarioValidators {
    /// Checks policy names and parameters; errors name the field ("policy.ordering.queue_thresholds")
    /// so that the loader can point at the YAML line. Unset: policies are not checked.
    std::function<Status(const PolicyConfig&)> policy;
    /// Parameter specs of a speed model. Unset: speed model parameters are not checked.
    std::function<std::vector<ParamSpec>(const std::string&)> speedModelParams;
    /// Known speed model names. Empty: any name is accepted.
    std::vector<std::string> speedModelNames;
    /// Checks a workload generator's name and parameters (checkGenerator); errors name
    /// "generator[.<param>]". Unset: generators are not checked.
    std::function<Status(const std::string& name, const ParamMap& params)> generator;
};

/// The real checks: PolicyRegistry::instance() and the built-in speed models. Defined in its own
/// translation unit so that code which never calls it does not pull in every policy.
ScenarioValidators defaultValidators();

} // namespace gantry
