#include "core/engine/SpeedModel.h"

#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

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

/// DL2's measured speed functions (pengyanghua/DL2 config_speed.txt, its testbed), as a per-model fit:
/// with p parameter servers and w workers a job trains at f(p, w) = w / T(p, w),
/// T = t0 + t1 w/p + t2 w + t3 p + t4 w^2 + t5 w^2/p (Optimus's PS model with two quadratic terms;
/// tools/fit-dl2-speed.py). Its rate is f at its allocation over f at its requested size. Placement and
/// hardware do not matter, as in DL2's simulator; jobs without a PS count p = w (DL2's rule).
class FittedSpeedModel final : public SpeedModel {
public:
    static constexpr std::size_t kTerms = 6;
    explicit FittedSpeedModel(std::vector<double> coefficients) : m_coefficients(std::move(coefficients)) { }

    std::string name() const override { return "fitted"; }
    NeighbourScope neighbourScope() const override { return NeighbourScope::None; }
    bool dependsOnPlacement() const override { return false; }

    BestCase bestCase(const JobSpec& spec, const ModelCatalog&, double) const override
    {
        // The best rate over the job's sizes and the fewest GPU-seconds (workers / rate) over them; hardware
        // does not matter here. Sizes are scanned up to 512 workers and PS tasks (a quadratic fit's
        // throughput falls long before that).
        const int w0 = std::max(1, spec.gpus);
        const int lo = std::max(1, std::min(spec.minGpus, w0));
        const int hi = std::min(512, std::max({ 1, spec.maxGpus, w0 }));
        const bool ps = spec.architecture == JobArchitecture::ParameterServer;
        double bestRate = 0, fewestGpuSeconds = std::numeric_limits<double>::infinity();
        for (int w = lo; w <= hi; ++w) {
            double rate = 0;
            for (int p = ps ? 1 : w; p <= (ps ? hi : w); ++p) rate = std::max(rate, relative(spec, p, w));
            bestRate = std::max(bestRate, rate);
            if (rate > 0) fewestGpuSeconds = std::min(fewestGpuSeconds, w / rate);
        }
        if (!(bestRate > 0)) return { 0.0, 0.0 };
        return { fewestGpuSeconds, 1.0 / bestRate };
    }

    RateBreakdown evaluate(JobIndex job, const Placement& placement, const SpeedContext& ctx) const override
    {
        const JobSpec& spec = (*ctx.jobs)[job];
        const int workers = static_cast<int>(placement.gpus.size());
        if (workers == 0) return { 0.0, 0.0, 1.0 };
        const int ps = spec.architecture == JobArchitecture::ParameterServer ? static_cast<int>(placement.psMachines.size()) : workers;
        return { relative(spec, ps, workers), 0.0, 1.0 };
    }

    /// f(p, w) / f(p0, w0) at the requested size (w0 workers, p0 = its PS count, or w0 without PS);
    /// 1 for a job whose model has no coefficients (it runs its recorded duration, as in replay).
    double relative(const JobSpec& spec, int ps, int workers) const
    {
        if (spec.model < 0 || (std::size_t(spec.model) + 1) * kTerms > m_coefficients.size()) return 1.0;
        if (ps <= 0) ps = workers; // a PS job placed without its PS tasks: as if each worker served itself
        const int w0 = std::max(1, spec.gpus);
        const int p0 = spec.architecture == JobArchitecture::ParameterServer ? std::max(1, spec.psCount) : w0;
        return throughput(spec.model, ps, workers) / throughput(spec.model, p0, w0);
    }

    double throughput(int model, int ps, int workers) const
    {
        const double p = ps, w = workers;
        const double* t = m_coefficients.data() + std::size_t(model) * kTerms;
        return w / (t[0] + t[1] * w / p + t[2] * w + t[3] * p + t[4] * w * w + t[5] * w * w / p);
    }

private:
    std::vector<double> m_coefficients; ///< kTerms per model, in the catalog's order
};

/// The default coefficients: tools/fit-dl2-speed.py on pengyanghua/DL2's config_speed.txt, for the 8
/// models of ModelCatalog::defaults() (median relative error 2-6 % per model, 90th percentile 6-19 %).
const std::vector<double>& dl2FittedCoefficients()
{
    static const std::vector<double> c = {
        0.002931, 0.03068, 0.009596, 9.112e-05, 0.000773, 0.008556,   // resnet-50
        0.01763, 0.06057, 0.01074, 2.238e-05, 0.005507, 0.01521,      // vgg-16
        0.0003319, 0, 0.001344, 1.622e-05, 0.0001547, 0.0008472,      // resnext-110
        0.002485, 0.0004932, 0.001439, 4.814e-05, 0.0001608, 0.00118, // inception-bn
        0.00104, 0.001713, 0.0005795, 2.885e-06, 0.0002467, 0.0001214, // seq2seq
        0.006943, 0.002272, 0.00638, 5.323e-05, 0.0003843, 0.0003036, // cnn-text
        0.001532, 0, 0.0004716, 1.456e-06, 2.808e-05, 0,              // dssm
        5.253e-05, 0.004352, 0.0009246, 4.509e-05, 0.0002794, 0.0003687, // wlm
    };
    return c;
}

} // namespace

std::vector<std::string> speedModelNames() { return { "placement-aware", "replay", "fitted" }; }

std::vector<ParamSpec> speedModelParams(const std::string& name)
{
    if (name == "fitted")
        return {
            { "coefficients", ParamType::NumberList, dl2FittedCoefficients(), 0.0, 1e6,
                "Six per model (t0..t5 of T = t0 + t1 w/p + t2 w + t3 p + t4 w^2 + t5 w^2/p; throughput w / T), in the "
                "catalog's order; default: fitted to DL2's measured speeds of its 8 models (tools/fit-dl2-speed.py)." },
        };
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
            return Error { ErrorCode::UnknownName, translate("Error", "the replay speed model takes no parameters"),
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
    if (name == "fitted") {
        Params p(speedModelParams(name), params);
        if (auto s = p.validate("speed_model"); !s) return s.error();
        std::vector<double> c = p.list("coefficients");
        if (c.empty() || c.size() % FittedSpeedModel::kTerms != 0)
            return Error { ErrorCode::BadValue,
                fillIn(translate("Error", "coefficients needs six numbers per model (t0..t5); got %1"), { std::to_string(c.size()) }),
                { {}, 0, 0, "speed_model.coefficients" } };
        for (std::size_t m = 0; m < c.size(); m += FittedSpeedModel::kTerms)
            if (!(std::accumulate(c.begin() + std::ptrdiff_t(m), c.begin() + std::ptrdiff_t(m + FittedSpeedModel::kTerms), 0.0) > 0))
                return Error { ErrorCode::BadValue,
                    fillIn(translate("Error", "coefficients of model %1 are all 0 (T would be 0)"), { std::to_string(m / FittedSpeedModel::kTerms) }),
                    { {}, 0, 0, "speed_model.coefficients" } };
        std::unique_ptr<SpeedModel> m = std::make_unique<FittedSpeedModel>(std::move(c));
        return m;
    }
    return Error { ErrorCode::UnknownName, fillIn(translate("Error", "unknown speed model '%1' (known: placement-aware, replay, fitted)"), { name }),
        { {}, 0, 0, "speed_model.name" } };
}

} // namespace gantry
