#pragma once
/** @brief How fast a job progresses on a placement. Pluggable; formulas in docs/simulator-model.md. */

#include "core/engine/Placement.h"
#include "core/model/Job.h"
#include "core/model/ModelCatalog.h"
#include "core/model/Params.h"

#include <memory>
#include <string>
#include <vector>

namespace gantry {

/// The state of the cluster a speed model may look at: current machine performance, link sharing and
/// co-location. Built by the engine; nothing here is owned.
struct SpeedContext {
    const Cluster* cluster = nullptr;
    const ModelCatalog* models = nullptr;
    const std::vector<JobSpec>* jobs = nullptr;
    const std::vector<double>* machinePerf = nullptr;             ///< current performance factor per machine
    const std::vector<int>* nicSharers = nullptr;                 ///< multi-machine jobs using each machine's NIC
    const std::vector<int>* uplinkSharers = nullptr;              ///< multi-rack jobs using each rack uplink
    const std::vector<std::vector<JobIndex>>* jobsOnMachine = nullptr; ///< running jobs with tasks on each machine
};

/// The best a job can do on a cluster, per reference second of its work: the fewest GPU-seconds and
/// seconds it can take (nothing shared, no interference, no overheads). Bounds, never estimates.
struct BestCase {
    double gpuSeconds = 0;
    double seconds = 0;
};

struct RateBreakdown {
    double rate = 1.0;          ///< reference seconds of work done per simulated second
    double commFraction = 0.0;  ///< share of a step spent communicating
    double interference = 1.0;  ///< multiplicative slowdown from co-located jobs (1 = none)
};

class SpeedModel {
public:
    virtual ~SpeedModel() = default;
    virtual std::string name() const = 0;
    /// `job` is the index of the job in context.jobs (it may or may not already be running).
    virtual RateBreakdown evaluate(JobIndex job, const Placement& placement, const SpeedContext& context) const = 0;
    /// Which other jobs' rates can change when a job starts, stops or moves (lets the engine re-rate
    /// only those).
    enum class NeighbourScope {
        None,         ///< rates never depend on other jobs
        SharedLinks,  ///< jobs sharing NICs or rack uplinks with a multi-machine job
        CoLocated,    ///< also every job on a machine the changed job uses (interference)
    };
    virtual NeighbourScope neighbourScope() const = 0;
    /// False if placement and machine performance do not matter (the replay model).
    virtual bool dependsOnPlacement() const = 0;
    /// The job's best case on machines whose GPUs compute at most `fastestGpu` (GPU type speed x
    /// machine factor). The capacity planner rules out clusters with it without simulating them.
    virtual BestCase bestCase(const JobSpec& spec, const ModelCatalog& models, double fastestGpu) const = 0;
    /// The fraction of its speed a job of model `a` loses to one co-located job of model `b` (0 = none;
    /// the interference matrix, or the default from bandwidth demands). Ground truth: only policies
    /// that declare themselves oracles read it (the interference-aware greedy placement).
    virtual double coLocationSlowdown(const ModelCatalog&, int /*a*/, int /*b*/) const { return 0.0; }
};

/// "replay" or "placement-aware"; parameters are validated against speedModelParams(name).
Result<std::unique_ptr<SpeedModel>> makeSpeedModel(const std::string& name, const ParamMap& params);
std::vector<ParamSpec> speedModelParams(const std::string& name);
std::vector<std::string> speedModelNames();

} // namespace gantry
