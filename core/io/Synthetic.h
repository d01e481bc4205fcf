#pragma once
/** @brief Synthetic workload generators: Poisson arrivals with Philly's size and duration mix, DL2's
 * Alibaba-trace job classes, and the TopDRL/Proximity-DRL job categories. All randomness comes from
 * gantry::makeStream, so the same seed and parameters give the same workload on every platform. */

#include "core/model/Job.h"
#include "core/model/Params.h"
#include "core/util/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gantry {

/// "poisson-philly", "dl2-ali", "topdrl".
std::vector<std::string> generatorNames();

/// The parameters a generator accepts, with defaults and their sources; empty for an unknown name.
std::vector<ParamSpec> generatorParams(const std::string& name);

/// Whether `name` is a generator and `params` suit it: known names, values in range, and values that
/// agree with each other (harmony's min_epochs <= max_epochs, dl2-ali's requested_workers <= max_workers).
/// Errors name the field "generator" or "generator.<param>"; the scenario loader checks this with the
/// YAML in hand, so its errors have a line.
Status checkGenerator(const std::string& name, const ParamMap& params);

/// Generates a workload. Unknown generator or parameter names are ErrorCode::UnknownName; out-of-range
/// values are ErrorCode::BadValue (field = "generator.<param>").
Result<Workload> generateWorkload(const std::string& name, const ParamMap& params, std::uint64_t seed);

} // namespace gantry
