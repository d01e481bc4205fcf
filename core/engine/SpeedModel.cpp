#include "core/engine/SpeedModel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gantry {
namespace {

/// Every job runs exactly its recorded duration, wherever it is placed (how most simulators in the
/// field work; use it to check Gantry against them).
class ReplaySpeedModel final : public SpeedModel {
public:
    std::string name() const override { return "replay"; }
    RateBreakdown evaluate(JobIndex, const Placement&, const SpeedContext&) const override { return {}; }
    NeighbourScope neighbourScope() const override { return NeighbourScope::None; }
    bool dependsOnPlacement() const override { return false; }
    BestCase bestCase(const JobSpec& spec, const ModelCatalog&, double) const override
    {
        return { double(std::max(0, spec.minGpus)), 1.0 };
    }
};

/// GPU type speed x machine factor x fluctuation, a communication term from the job's spread and
/// link sharing, and co-location interference. Formulas and sources: docs/simulator-model.md.
class PlacementAwareSpeedModel final : public SpeedModel {
public:
    explicit PlacementAwareSpeedModel(const Params& p)
        : m_referenceGpuSpeed(p.number("reference_gpu_speed"))
        , m_referenceGpusPerMachine(std::max(1, p.integer("reference_gpus_per_machine")))
        , m_referenceIntraGbps(p.number("reference_intra_gbps"))
        , m_referenceNicGbps(p.number("reference_nic_gbps"))
        , m_commScale(p.number("comm_scale"))
        , m_interferenceScale(p.number("interference_scale"))
        , m_interferenceMatrix(p.list("interference_matrix"))
    {
    }

    std::string name() const override { return "placement-aware"; }
    NeighbourScope neighbourScope() const override
    {
        return m_interferenceScale > 0 || !m_interferenceMatrix.empty() ? NeighbourScope::CoLocated
                                                                         : NeighbourScope::SharedLinks;
    }
    bool dependsOnPlacement() const override { return true; }
    double coLocationSlowdown(const ModelCatalog& models, int a, int b) const override
    {
        if (m_interferenceScale <= 0 && m_interferenceMatrix.empty()) return 0.0;
        return pairInterference(models, heaviestDemand(models), a, b);
    }

    BestCase bestCase(const JobSpec& spec, const ModelCatalog& models, double fastestGpu) const override
    {
        // evaluate()'s rate with communication and interference at their best (none): a step is at
        // least its compute on the fastest GPU, whatever the placement.
        const ModelProfile& model = profileOf(spec, models);
        const int refWorkers = std::max(1, spec.gpus);
        const double refGbps = refWorkers <= m_referenceGpusPerMachine ? m_referenceIntraGbps : m_referenceNicGbps;
        const double refStep = model.computeSecondsPerStep
            + m_commScale * commSeconds(spec, model, refWorkers, std::max(spec.psCount, 0), refGbps);
        const double fastestStep = model.computeSecondsPerStep * m_referenceGpuSpeed / fastestGpu;
        if (refStep <= 0 || fastestStep <= 0) return { 0.0, 0.0 };
        // GPU-seconds = work x workers / rate = work x refWorkers x step / refStep, for any worker count.
        const double gpuSeconds = spec.gpus > 0 ? refWorkers * fastestStep / refStep : 0.0;
        return { gpuSeconds, refWorkers * fastestStep / refStep / std::max({ 1, spec.maxGpus, spec.gpus }) };
    }

    RateBreakdown evaluate(JobIndex job, const Placement& placement, const SpeedContext& ctx) const override
    {
        const JobSpec& spec = (*ctx.jobs)[job];
        const ModelProfile& model = profileOf(spec, *ctx.models);
        const Cluster& cluster = *ctx.cluster;
        const int workers = static_cast<int>(placement.gpus.size());
        if (workers == 0) return { 0.0, 0.0, 1.0 };

        // Compute: a synchronous step waits for the slowest GPU.
        double slowest = std::numeric_limits<double>::infinity();
        for (GpuId g : placement.gpus) {
            const MachineId m = cluster.machineOf(g);
            slowest = std::min(slowest, cluster.gpuTypes[cluster.machines[m].gpuType].speed * (*ctx.machinePerf)[m]);
        }
        const double compute = model.computeSecondsPerStep * m_referenceGpuSpeed / slowest;

        // Communication: the bottleneck link of the widest level the job spans, shared with the
        // other jobs that cross the same links.
        const std::vector<MachineId>& machines = machinesOf(cluster, placement);
        bool multiRack = false;
        for (MachineId m : machines) multiRack = multiRack || cluster.machines[m].rack != cluster.machines[machines.front()].rack;
        double bottleneckGbps = std::numeric_limits<double>::infinity();
        if (machines.size() <= 1) {
            bottleneckGbps = cluster.machines[machines.front()].intraGbps;
        } else {
            for (MachineId m : machines) {
                const int sharers = std::max(1, (*ctx.nicSharers)[m]);
                bottleneckGbps = std::min(bottleneckGbps, cluster.machines[m].nicGbps / sharers);
            }
            if (multiRack) {
                // Every rack is visited once per machine in it: harmless for a minimum.
                for (MachineId m : machines) {
                    const RackId r = cluster.machines[m].rack;
                    const Rack& rack = cluster.racks[r];
                    const int sharers = std::max(1, (*ctx.uplinkSharers)[r]);
                    bottleneckGbps = std::min(bottleneckGbps, rack.uplinkGbps / (rack.oversubscription * sharers));
                }
            }
        }
        const double comm = m_commScale * commSeconds(spec, model, workers, psTasksOf(spec, placement), bottleneckGbps);
        const double step = compute + comm;

        // Reference: the requested size, consolidated on reference machines, nothing shared.
        const int refWorkers = std::max(1, spec.gpus);
        const double refGbps = refWorkers <= m_referenceGpusPerMachine ? m_referenceIntraGbps : m_referenceNicGbps;
        const double refStep = model.computeSecondsPerStep
            + m_commScale * commSeconds(spec, model, refWorkers, std::max(spec.psCount, 0), refGbps);

        RateBreakdown out;
        out.commFraction = step > 0 ? comm / step : 0.0;
        out.interference = interference(job, spec, machines, ctx);
        // Throughput (steps x workers per second) relative to the reference: rigid jobs reduce to
        // refStep / step; elastic jobs also gain from extra workers.
        out.rate = (workers / step) / (refWorkers / refStep) * out.interference;
        return out;
    }

private:
    static const ModelProfile& profileOf(const JobSpec& spec, const ModelCatalog& models)
    {
        static const ModelProfile generic;
        return spec.model >= 0 && spec.model < models.size() ? models[spec.model] : generic;
    }

    static int psTasksOf(const JobSpec& spec, const Placement& placement)
    {
        if (spec.architecture != JobArchitecture::ParameterServer) return 0;
        return static_cast<int>(placement.psMachines.size());
    }

    static double commSeconds(const JobSpec& spec, const ModelProfile& model, int workers, int psTasks, double gbps)
    {
        const double gigabits = model.gradientMb * 8e-3;
        switch (spec.architecture) {
        case JobArchitecture::Gang: return 0.0;
        case JobArchitecture::AllReduce:
            if (workers <= 1) return 0.0;
            // Ring all-reduce moves 2(g-1)/g of the gradient through every link.
            return 2.0 * (workers - 1) / workers * gigabits / gbps;
        case JobArchitecture::ParameterServer: {
            if (psTasks <= 0) return 2.0 * (workers - 1) / std::max(1, workers) * gigabits / gbps;
            // Each worker pushes and pulls the gradient; each PS serves workers/ps of the total.
            return 2.0 * gigabits * std::max(1.0, double(workers) / psTasks) / gbps;
        }
        }
        return 0.0;
    }

    /// Default: jobs that move more data inside a machine (PCIe/NVLink, memory) slow each other
    /// more. Heaviness = intra-machine bandwidth demand relative to the heaviest model (the DL2/Harmony
    /// testbed's per-model table, pengyanghua/DL2 trace.py); the scale is Gantry's choice
    /// (docs/simulator-model.md).
    static double heaviestDemand(const ModelCatalog& models)
    {
        double heaviest = 0;
        for (int i = 0; i < models.size(); ++i) heaviest = std::max(heaviest, models[i].intraBandwidthMBps);
        return heaviest;
    }

    double pairInterference(const ModelCatalog& models, double heaviest, int a, int b) const
    {
        if (a < 0 || b < 0) return 0.0;
        const std::size_t n = static_cast<std::size_t>(models.size());
        if (m_interferenceMatrix.size() == n * n) return m_interferenceMatrix[std::size_t(a) * n + std::size_t(b)];
        if (heaviest <= 0) return 0.0;
        return m_interferenceScale * (models[a].intraBandwidthMBps / heaviest) * (models[b].intraBandwidthMBps / heaviest);
    }

    double interference(JobIndex job, const JobSpec& spec, const std::vector<MachineId>& machines, const SpeedContext& ctx) const
    {
        if (m_interferenceScale <= 0 && m_interferenceMatrix.empty()) return 1.0;
        // Each co-runner counts once even if it shares several machines with the job.
        static thread_local std::vector<JobIndex> others;
        others.clear();
        for (MachineId m : machines)
            for (JobIndex other : (*ctx.jobsOnMachine)[m])
                if (other != job) others.push_back(other);
        std::sort(others.begin(), others.end());
        others.erase(std::unique(others.begin(), others.end()), others.end());
        const double heaviest = heaviestDemand(*ctx.models);
        double factor = 1.0;
        for (JobIndex other : others)
            factor *= 1.0 - pairInterference(*ctx.models, heaviest, spec.model, (*ctx.jobs)[other].model);
        return std::max(factor, 0.05);
    }

    /// Distinct machines of a placement, in first-seen order. Reuses a per-thread buffer: this runs
    /// for every rate change and must not allocate.
    static const std::vector<MachineId>& machinesOf(const Cluster& cluster, const Placement& placement)
    {
        static thread_local std::vector<MachineId> machines;
        machines.clear();
        auto visit = [&](MachineId m) {
            if (std::find(machines.begin(), machines.end(), m) == machines.end()) machines.push_back(m);
        };
        for (GpuId g : placement.gpus) visit(cluster.machineOf(g));
        for (MachineId m : placement.psMachines) visit(m);
        return machines;
    }

    double m_referenceGpuSpeed;
    int m_referenceGpusPerMachine;
    double m_referenceIntraGbps;
    double m_referenceNicGbps;
    double m_commScale;
    double m_interferenceScale;
    std::vector<double> m_interferenceMatrix;
};

} // namespace

std::vector<std::string> speedModelNames() { return { "placement-aware", "replay" }; }

std::vector<ParamSpec> speedModelParams(const std::string& name)
{
    if (name != "placement-aware") return {};
    return {
        { "reference_gpu_speed", ParamType::Number, 1.0, 1e-6, 1e6,
            "Speed of the GPU the trace's durations were recorded on (relative to the GPU types' speeds)." },
        { "reference_gpus_per_machine", ParamType::Integer, 8.0, 1, 64,
            "GPUs per machine at the reference placement (Philly's large machines had 8 GPUs, Jeon et al. ATC'19)." },
        { "reference_intra_gbps", ParamType::Number, 300.0, 1e-3, 1e6,
            "Effective intra-machine bandwidth at the reference placement (equals Gantry's default machine)." },
        { "reference_nic_gbps", ParamType::Number, 25.0, 1e-3, 1e6,
            "Effective NIC bandwidth at the reference placement (equals Gantry's default machine)." },
        { "comm_scale", ParamType::Number, 1.0, 0.0, 1e3,
            "Multiplies every communication time (0 = communication-free; >1 = network-sensitive models)." },
        { "interference_scale", ParamType::Number, 0.0, 0.0, 1.0,
            "Slowdown between the two heaviest co-located models; pairs scale with their bandwidth demand. "
            "0 by default: recorded durations already include the co-location their cluster had." },
        { "interference_matrix", ParamType::NumberList, std::vector<double> {}, 0.0, 0.95,
            "Optional models x models slowdown matrix (row-major); overrides interference_scale." },
    };
}

Result<std::unique_ptr<SpeedModel>> makeSpeedModel(const std::string& name, const ParamMap& params)
{
    if (name == "replay") {
        if (!params.empty())
            return Error { ErrorCode::UnknownName, "the replay speed model takes no parameters",
                { {}, 0, 0, "speed_model." + params.begin()->first } };
        std::unique_ptr<SpeedModel> m = std::make_unique<ReplaySpeedModel>();
        return m;
    }
    if (name == "placement-aware") {
        Params p(speedModelParams(name), params);
        if (auto s = p.validate("speed_model"); !s) return s.error();
        std::unique_ptr<SpeedModel> m = std::make_unique<PlacementAwareSpeedModel>(p);
        return m;
    }
    return Error { ErrorCode::UnknownName, "unknown speed model '" + name + "' (known: placement-aware, replay)",
        { {}, 0, 0, "speed_model.name" } };
}

} // namespace gantry
