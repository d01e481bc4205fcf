#pragma once
/** @brief The pieces every learned scheduler's environment shares: episodes built from a scenario with
 * a chosen workload seed, the scheduler under training plugged into the engine, and episode metrics.
 * Training seeds and held-out evaluation seeds never overlap (see docs/learning.md). */

#include "core/engine/Simulation.h"
#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace gantry::learn {

/// Workload seeds used for training start here; evaluation uses seeds below it (held out).
inline constexpr std::uint64_t kTrainingSeedBase = 1'000'000;
/// Workload seed of training episode `episode` for training seed `seed`.
std::uint64_t trainingWorkloadSeed(std::uint64_t seed, int episode);

/// The scenario with its master seed replaced (the workload generator draws from it).
Scenario withSeed(const Scenario& scenario, std::uint64_t seed);

/// A simulation of `scenario`'s workload (generated with its seed) driven by `scheduler`.
Result<std::unique_ptr<Simulation>> makeEpisode(const Scenario& scenario, std::unique_ptr<Scheduler> scheduler);

/// Runs an episode to its end, stopping with a Cancelled error at Ctrl-C (checked at every event, so
/// that training and evaluation stop within a second however long their episodes are).
Status runEpisode(Simulation& sim);

/// Mean JCT of finished jobs (unfinished or rejected jobs count with the run's end as finish).
double averageJct(const Simulation& sim);

/// Total fee of the run: every job's GPU-hours at its machines' prices (docs/simulator-model.md, "Cost").
double totalFee(const Simulation& sim);

/// Job-seconds spent in the system between `from` and `to`: each job counts from its submission to its
/// finish, or to `end` if it has not finished (the rewards of TopDRL and the dual agent).
double jobSecondsInSystem(const SimulationView& view, double from, double to, double end);

/// The window TopDRL and the dual agent choose from: the first `size` queued jobs in queue order, into
/// `window` (cleared first; kept by the caller, so that a decision allocates nothing).
void queuedWindow(const SimulationView& view, int size, std::vector<JobIndex>& window);

/// Mean and sample standard deviation.
std::pair<double, double> meanStd(const std::vector<double>& values);

} // namespace gantry::learn
