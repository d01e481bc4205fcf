#pragma once
/** @brief Interference-aware greedy placement: the upper reference Harmony (Bao et al., INFOCOM 2019)
 * is compared with. It knows the speed model's true co-location slowdowns (an oracle) and places each
 * job where the cluster's total speed gains most: the job's own rate on the placement minus what its
 * co-runners lose to it. Rules: docs/policies.md. */

#include "core/policy/Placements.h"

namespace gantry {

class InterferenceGreedyPlacement final : public PlacementPolicy {
public:
    std::string name() const override { return "interference-greedy"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<InterferenceGreedyPlacement>(*this); }
    std::optional<Placement> place(const SimulationView& view, JobIndex job, int workers, int psTasks,
        Explanation& why) override;

    /// The change of the cluster's total rate if `job` started on `placement` now: its own prospective
    /// rate minus, for each running job sharing a machine with it, that job's rate x its slowdown next
    /// to `job` (the true matrix: an oracle).
    static double totalRateGain(const SimulationView& view, JobIndex job, const Placement& placement);
};

/// Distinct running jobs with a task (worker or PS) on each machine, by MachineId.
std::vector<std::vector<JobIndex>> residentJobs(const SimulationView& view);

} // namespace gantry
