#pragma once
/** @brief Registers every learned scheduler of learnedAgents() (dl2, topdrl, harmony, dual-agent) in the PolicyRegistry. Their parameter
 * `model` is a model file (written by `gantry-cli train`), relative to the scenario's folder. */

#include "core/engine/Scheduler.h"
#include "core/learn/Checkpoint.h"
#include "core/model/Scenario.h"
#include "core/policy/PolicyRegistry.h"

#include <memory>

namespace gantry::learn {

void registerLearnedSchedulers(PolicyRegistry& registry);

/// A greedy (argmax) scheduler from a decoded model, after checking that its shapes fit the
/// scenario; `file` names the model in errors.
Result<std::unique_ptr<Scheduler>> makeLearnedScheduler(const Checkpoint& model, const Scenario& scenario,
    const std::string& file);

/// The shapes check alone.
Status checkModelFits(const CheckpointMeta& meta, const Scenario& scenario, const std::string& file);

} // namespace gantry::learn

namespace gantry {
/// Convenience for applications (gantry-cli, the GUI): same as learn::registerLearnedSchedulers.
inline void registerLearnedSchedulers(PolicyRegistry& registry) { learn::registerLearnedSchedulers(registry); }
} // namespace gantry
