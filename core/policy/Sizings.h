#pragma once
/** @brief The built-in sizing parts for elastic jobs: DL2's baselines (pengyanghua/DL2 *_env.py). They size jobs
 * from scratch each time (DL2 clears allocations every slot) against the GPUs and CPU slots that are
 * free or held by the jobs being sized; the composed scheduler then starts and resizes jobs to reach
 * the targets. Rules: docs/policies.md. */

#include "core/policy/PolicyParts.h"

#include <optional>
#include <string>
#include <vector>

namespace gantry {

/// What a job may get and what one step of growth adds.
struct SizeRange {
    int minWorkers = 1;
    int maxWorkers = 1;
    int minPs = 0;
    int maxPs = 0;
    bool elastic = false;
};

class SizingBase : public SizingPolicy {
public:
    static SizeRange rangeOf(const SimulationView& view, JobIndex job);
    /// GPUs and CPU slots that are free or held by the running jobs among `jobs`.
    static std::pair<int, int> capacity(const SimulationView& view, const std::vector<JobIndex>& jobs);
};

/// Everyone gets what it asked for (gpus, psCount) in order, if it fits; others wait.
class FixedSizing final : public SizingBase {
public:
    std::string name() const override { return "fixed"; }
    std::unique_ptr<SizingPolicy> clone() const override { return std::make_unique<FixedSizing>(*this); }
    std::vector<SizeTarget> targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const override;
};

/// DL2's FIFO / SRTF / DRF baselines: bundles of 1 worker + 1 PS.
class BundleSizing final : public SizingBase {
public:
    enum class Mode { Fifo, Srtf, Drf };
    explicit BundleSizing(Mode mode) : m_mode(mode) { }
    std::string name() const override;
    std::unique_ptr<SizingPolicy> clone() const override { return std::make_unique<BundleSizing>(*this); }
    std::vector<SizeTarget> targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const override;

private:
    Mode m_mode;
};

/// Optimus' greedy marginal gain (Peng et al. EuroSys'18, as re-implemented in DL2's optimus_env).
class OptimusSizing final : public SizingBase {
public:
    explicit OptimusSizing(bool divideByDemand) : m_divideByDemand(divideByDemand) { }
    std::string name() const override { return "optimus"; }
    std::unique_ptr<SizingPolicy> clone() const override { return std::make_unique<OptimusSizing>(*this); }
    std::vector<SizeTarget> targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const override;

    /// The speed model's nominal rate for w workers and p PS tasks packed on the first eligible
    /// machines (a consolidated what-if placement; occupancy is ignored, it is an estimate).
    static double estimatedRate(const SimulationView& view, JobIndex job, int workers, int ps);

    /// Optimus's criterion for growing `job` from `workers` + `ps` tasks by `moreWorkers` + `morePs`: the
    /// estimated time it saves (remaining work over estimatedRate, before and after), divided by the
    /// dominant share of the cluster the new tasks take when `perDemand` (the original Optimus). Nothing
    /// when the larger size has no rate. DL2's state and its Optimus teacher use it too.
    static std::optional<double> marginalGain(const SimulationView& view, JobIndex job, int workers, int ps, int moreWorkers,
        int morePs, double totalGpus, double totalCpus, bool perDemand);

private:
    bool m_divideByDemand;
};

} // namespace gantry
