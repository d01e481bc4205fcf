#include "core/io/Synthetic.h"

#include "core/util/Text.h"

#include "core/model/ModelCatalog.h"
#include "core/util/Random.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

namespace gantry {

namespace {

/// The most jobs a generator makes: a run holds about 0.9 KB per job at its peak (specs, engine state,
/// schedule, per-job records; docs/performance.md), so 10^6 jobs stay under 1 GB. (10^7, the earlier
/// limit, needed about 9 GB.)
constexpr double kMaxGeneratedJobs = 1e6;

// Philly job-size mix of scenarios/traces/philly_2k.csv (2,000 jobs of Pollux's philly.csv).
constexpr int kPhillySizes[] = { 1, 2, 4, 8, 16, 32 };
constexpr double kPhillySizeWeights[] = { 1842, 38, 30, 80, 2, 8 };

// Log-normal durations fitted to philly_2k.csv by matching its median (3,196 s) and mean
// (16,098,972 s / 2,000 = 8,049.5 s): mu = ln(median) = 8.0697, sigma = sqrt(2 ln(mean / median)) = 1.359.
// (A maximum-likelihood fit, mean and sd of ln(duration) = 7.43 / 1.84, puts the median at 1,679 s because
// Philly's short jobs are heavier-tailed than a log-normal; matching median and mean keeps both the typical
// job and the total GPU time right.)
constexpr double kPhillyMedianSeconds = 3196;
constexpr double kPhillySigma = 1.359;

// DL2's "Ali_Trace" job-length classes (Peng et al., DL2, TPDS 2021; yxd886/scheduler scheduler/trace.py).
constexpr double kAliMinutes[] = { 35, 180, 300, 436, 559, 679, 806, 1155 };
constexpr double kAliWeights[] = { 0.681, 0.160, 0.054, 0.025, 0.020, 0.018, 0.013, 0.029 };
constexpr int kAliModel[] = { 6, 4, 0, 5, 1, 2, 7, 3 }; // class -> ModelCatalog::defaults() index
// DL2's 72-slot Alibaba arrival pattern (jobs per slot before scaling; yxd886/scheduler scheduler/trace.py,
// ali_trace_arrv_pattern). DL2 scales it so that its largest count is MAX_ARRVS_PER_TS, rounding up.
constexpr int kAliArrivals[] = { 23, 8, 10, 13, 24, 21, 17, 29, 11, 16, 39, 61, 25, 28, 59, 50, 82, 59, 35, 46, 46, 32, 28, 16,
    19, 8, 22, 10, 19, 17, 24, 16, 29, 30, 47, 63, 39, 48, 42, 42, 57, 64, 22, 46, 42, 23, 17, 68, 24, 3, 8, 10, 13, 18, 16, 28,
    17, 47, 54, 54, 42, 36, 72, 46, 53, 77, 27, 44, 68, 25, 10, 43 };

// TopDRL / Proximity-DRL job categories (djjbxxz/Proximity-DRL env_components/data_generator.py):
// short, medium, long, extreme.
constexpr double kTopdrlWeights[] = { 0.5, 0.1, 0.2, 0.2 };
constexpr double kTopdrlLengthBounds[] = { 0.3, 0.4, 0.8, 1.0 }; // fraction of the maximum length
constexpr double kTopdrlGpuBounds[] = { 0.2, 0.3, 0.6, 1.0 };    // fraction of the maximum GPU request

// Harmony's testbed (Bao et al., INFOCOM 2019; the group's yxd886/scheduler jobrepo.py): minutes per
// epoch of the 8 MXNet workloads, in ModelCatalog::defaults() order.
constexpr double kHarmonyEpochMinutes[] = { 3.0, 5.7, 2.3, 2.2, 4.9, 3.2, 3.7, 5.5 };

ParamSpec spec(std::string name, ParamType type, double value, double lo, double hi, std::string description)
{
    return ParamSpec { std::move(name), type, value, lo, hi, std::move(description) };
}

/// Poisson-distributed count by Knuth's product of uniforms (means here are small; capped at 100 by the spec).
int poisson(Rng& rng, double mean)
{
    const double limit = std::exp(-mean);
    int count = 0;
    double product = rng.uniform();
    while (product > limit) {
        ++count;
        product *= rng.uniform();
    }
    return count;
}

/// Integer uniformly drawn from the category's slice (lower bound, upper bound] of 1..maximum.
int fromSlice(Rng& rng, int maximum, const double* bounds, std::size_t category)
{
    const int low = category == 0 ? 1 : static_cast<int>(std::floor(bounds[category - 1] * maximum)) + 1;
    const int high = std::max(low, static_cast<int>(std::floor(bounds[category] * maximum)));
    return static_cast<int>(rng.between(low, std::min(high, maximum)));
}

/// Jobs arriving one at a time as a Poisson process of rate jobs_per_hour from time 0 (poisson-philly,
/// harmony): job i is "<generator>-i" and arrives an exponential gap after job i - 1, drawn from the
/// generator's own arrivals stream; `shape(job)` sets the rest of it.
template <class Shape> Workload poissonArrivals(const Params& p, std::uint64_t seed, const std::string& generator, Shape&& shape)
{
    Workload w;
    const int jobs = p.integer("jobs");
    const double ratePerSecond = p.number("jobs_per_hour") / 3600.0;
    Rng arrivals = makeStream(seed, generator + "/arrivals");
    const std::string prefix = generator + "-";
    double t = 0;
    w.jobs.reserve(static_cast<std::size_t>(jobs));
    for (int i = 0; i < jobs; ++i) {
        if (i > 0) t += arrivals.exponential(ratePerSecond);
        JobSpec job;
        job.id = numberedName(prefix, i);
        job.submitTime = t;
        shape(job);
        w.jobs.push_back(std::move(job));
    }
    return w;
}

/// A workload of `jobs` jobs arriving at the starts of fixed slots (dl2-ali, topdrl), numbered
/// "<generator>-k" in the order they arrive; time 0 is the start of the first slot any job arrives in.
/// How many a slot brings is the generator's, drawn from its own arrivals stream.
class SlotArrivals {
public:
    SlotArrivals(const Params& p, std::uint64_t seed, const std::string& generator, double slotSeconds)
        : m_arrivals(makeStream(seed, generator + "/arrivals")), m_jobs(p.integer("jobs")), m_prefix(generator + "-"),
          m_slotSeconds(slotSeconds)
    {
        m_workload.jobs.reserve(static_cast<std::size_t>(m_jobs));
    }
    Rng& arrivals() { return m_arrivals; }
    bool full() const { return static_cast<int>(m_workload.jobs.size()) >= m_jobs; }
    /// A new job arriving at the start of `slot`, its id and submit time set.
    JobSpec& arrive(long long slot)
    {
        if (m_firstSlot < 0) m_firstSlot = static_cast<double>(slot);
        JobSpec& job = m_workload.jobs.emplace_back();
        job.id = numberedName(m_prefix, static_cast<long long>(m_workload.jobs.size() - 1));
        job.submitTime = (static_cast<double>(slot) - m_firstSlot) * m_slotSeconds;
        return job;
    }
    Workload take() { return std::move(m_workload); }

private:
    Workload m_workload;
    Rng m_arrivals;
    int m_jobs;
    std::string m_prefix;
    double m_slotSeconds;
    double m_firstSlot = -1;
};

std::string describe(const std::string& name, const Params& params, std::uint64_t seed)
{
    std::string out = "generator " + name + " seed=" + std::to_string(seed);
    for (const auto& s : params.specs()) {
        const auto it = params.values().find(s.name);
        out += " " + s.name + "=" + paramToString(it != params.values().end() ? it->second : s.defaultValue);
    }
    return out;
}

Workload poissonPhilly(const Params& p, std::uint64_t seed)
{
    const int maxGpus = p.integer("max_gpus");
    // Sizes below min_gpus leave the mix (weight 0); the others keep Philly's proportions.
    std::vector<double> weights(std::begin(kPhillySizeWeights), std::end(kPhillySizeWeights));
    for (std::size_t k = 0; k < weights.size(); ++k)
        if (kPhillySizes[k] < p.integer("min_gpus")) weights[k] = 0;
    const double cap = p.number("max_duration_hours") * 3600.0;
    const double mu = std::log(p.number("duration_median_seconds"));
    const double sigma = p.number("duration_sigma");
    // One stream per quantity: changing the size cap does not change arrivals or durations.
    Rng sizes = makeStream(seed, "poisson-philly/sizes");
    Rng durations = makeStream(seed, "poisson-philly/durations");
    Workload w = poissonArrivals(p, seed, "poisson-philly", [&](JobSpec& job) {
        job.gpus = std::min(maxGpus, kPhillySizes[sizes.weighted(weights)]);
        job.minGpus = job.maxGpus = job.gpus;
        // Whole seconds, as in the trace, and at least one.
        job.duration = std::max(1.0, std::round(std::min(cap, durations.logNormal(mu, sigma))));
    });
    w.modelRule = ModelCatalog::assignmentRule();
    return w;
}

Workload dl2Ali(const Params& p, std::uint64_t seed)
{
    const double mean = p.number("mean_arrivals_per_slot");
    const int maxPerSlot = p.integer("max_arrivals_per_slot");
    const int maxWorkers = p.integer("max_workers");
    const int workers = p.integer("requested_workers"); // checkGenerator: not above max_workers
    const int psCount = p.integer("ps_count");
    const bool aliPattern = p.boolean("ali_pattern");
    SlotArrivals slots(p, seed, "dl2-ali", p.number("slot_seconds"));
    Rng classes = makeStream(seed, "dl2-ali/classes");
    // DL2 starts its pattern at a random slot 0..4 (trace.py get_trace); Gantry wraps around where DL2's
    // trace would end (DL2 asserts that its jobs fit into the 72 slots).
    const std::size_t patternSlots = std::size(kAliArrivals);
    const double scale = double(*std::max_element(std::begin(kAliArrivals), std::end(kAliArrivals))) / maxPerSlot;
    const std::size_t offset = aliPattern ? std::size_t(slots.arrivals().below(5)) : 0;
    for (long long s = 0; !slots.full(); ++s) {
        // DL2's pattern scaled so that its largest count is max_arrivals_per_slot (rounded up, as DL2 does),
        // or a Poisson count with the given mean, truncated at the same maximum.
        const int count = aliPattern
            ? std::min(maxPerSlot, static_cast<int>(std::ceil(kAliArrivals[(std::size_t(s) + offset) % patternSlots] / scale - 1e-9)))
            : std::min(maxPerSlot, poisson(slots.arrivals(), mean));
        for (int k = 0; k < count && !slots.full(); ++k) {
            const std::size_t c = classes.weighted(kAliWeights);
            JobSpec& job = slots.arrive(s);
            job.duration = kAliMinutes[c] * 60.0;
            job.model = kAliModel[c];
            job.architecture = JobArchitecture::ParameterServer;
            job.psCount = psCount;
            job.gpus = workers;
            job.minGpus = 1;
            job.maxGpus = maxWorkers;
        }
    }
    Workload w = slots.take();
    w.modelRule = "dl2-ali: model from the job-length class (DL2 class->model mapping 6,4,0,5,1,2,7,3)";
    return w;
}

Workload topdrl(const Params& p, std::uint64_t seed)
{
    const int maxLength = p.integer("max_job_length_steps");
    const int maxGpus = p.integer("max_gpus");
    const double step = p.number("step_seconds");
    const double probability = p.number("arrival_probability");
    SlotArrivals steps(p, seed, "topdrl", step);
    Rng shapes = makeStream(seed, "topdrl/jobs");
    for (long long s = 0; !steps.full(); ++s) {
        if (!steps.arrivals().bernoulli(probability)) continue;
        // One category draw sets both the length and the GPU request (our reading of the generator).
        const std::size_t category = shapes.weighted(kTopdrlWeights);
        JobSpec& job = steps.arrive(s);
        job.duration = fromSlice(shapes, maxLength, kTopdrlLengthBounds, category) * step;
        job.gpus = job.minGpus = job.maxGpus = fromSlice(shapes, maxGpus, kTopdrlGpuBounds, category);
    }
    Workload w = steps.take();
    w.modelRule = ModelCatalog::assignmentRule();
    return w;
}

Workload harmony(const Params& p, std::uint64_t seed)
{
    const int maxWorkers = p.integer("max_workers");
    const int maxPs = p.integer("max_ps");
    const double psFraction = p.number("ps_fraction");
    const double singleShare = p.number("single_worker_share");
    const int minEpochs = p.integer("min_epochs");
    const int maxEpochs = p.integer("max_epochs"); // checkGenerator: not below min_epochs
    Rng shapes = makeStream(seed, "harmony/jobs");
    Workload w = poissonArrivals(p, seed, "harmony", [&](JobSpec& job) {
        job.model = static_cast<int>(shapes.below(8));
        job.architecture = shapes.bernoulli(psFraction) ? JobArchitecture::ParameterServer : JobArchitecture::AllReduce;
        // One worker with the given share, else uniform in 2..max_workers (a negative share: uniform in 1..max_workers).
        const bool single = singleShare >= 0 ? shapes.bernoulli(singleShare) : false;
        const int low = singleShare >= 0 ? std::min(2, maxWorkers) : 1;
        job.gpus = job.minGpus = job.maxGpus = single ? 1 : static_cast<int>(shapes.between(low, maxWorkers));
        job.psCount = job.architecture == JobArchitecture::ParameterServer ? static_cast<int>(shapes.between(1, maxPs)) : 0;
        // Whole minutes of epochs x the model's minutes per epoch on the testbed.
        const int epochs = static_cast<int>(shapes.between(minEpochs, maxEpochs));
        job.duration = std::round(epochs * kHarmonyEpochMinutes[job.model] * 60.0);
    });
    w.modelRule = "harmony: uniform over the 8 testbed models";
    return w;
}

} // namespace

std::vector<std::string> generatorNames() { return { "poisson-philly", "dl2-ali", "topdrl", "harmony" }; }

std::vector<ParamSpec> generatorParams(const std::string& name)
{
    using T = ParamType;
    if (name == "poisson-philly")
        return {
            spec("jobs", T::Integer, 2000, 1, kMaxGeneratedJobs, "Number of jobs (philly_2k.csv has 2,000)."),
            spec("jobs_per_hour", T::Number, 43.7, 1e-6, 1e7,
                "Poisson arrival rate; 43.7/h is philly_2k.csv's 2,000 jobs over 164,823 s."),
            spec("max_gpus", T::Integer, 32, 1, 1e6, "Caps job sizes (Philly's mix goes up to 32 GPUs)."),
            spec("min_gpus", T::Integer, 1, 1, 32,
                "Leaves out smaller sizes, keeping the others' Philly proportions (2: only distributed jobs)."),
            spec("max_duration_hours", T::Number, 100, 1e-3, 1e6,
                "Caps durations; Philly's p99 is 70.8 h (Pollux's philly.csv, 82,247 jobs)."),
            spec("duration_median_seconds", T::Number, kPhillyMedianSeconds, 1, 1e9,
                "Median of the log-normal durations (philly_2k.csv check value)."),
            spec("duration_sigma", T::Number, kPhillySigma, 0, 10,
                "Log-normal sigma; 1.359 matches philly_2k.csv's mean 8,049.5 s given its median."),
        };
    if (name == "dl2-ali")
        return {
            spec("jobs", T::Integer, 60, 1, kMaxGeneratedJobs, "Number of jobs (DL2's default trace has 60)."),
            spec("slot_seconds", T::Number, 1200, 1, 1e7, "Length of a scheduling slot (DL2: 20 minutes)."),
            spec("ali_pattern", T::Boolean, 0, 0, 1,
                "1: arrivals follow DL2's 72-slot Alibaba pattern, scaled so that its busiest slot has "
                "max_arrivals_per_slot (yxd886/scheduler trace.py); 0: Poisson arrivals per slot."),
            spec("mean_arrivals_per_slot", T::Number, 1.5, 0.01, 100,
                "Mean of the Poisson arrivals per slot (when ali_pattern is 0)."),
            spec("max_arrivals_per_slot", T::Integer, 3, 1, 1e6,
                "Most arrivals in one slot (DL2 MAX_ARRVS_PER_TS: 3; 10 at its large scale)."),
            spec("max_workers", T::Integer, 16, 1, 1e6, "Upper end of each job's elastic worker range."),
            spec("requested_workers", T::Integer, 1, 1, 1e6,
                "Workers a job asks for; its duration is the class length at this size."),
            spec("ps_count", T::Integer, 1, 0, 1e6, "Parameter servers per job."),
        };
    if (name == "topdrl")
        return {
            spec("jobs", T::Integer, 50, 1, kMaxGeneratedJobs, "Number of jobs (Proximity-DRL episodes have 30 or 50)."),
            spec("max_job_length_steps", T::Integer, 40, 1, 1e6, "Longest job in steps (Proximity-DRL: 20 or 40)."),
            spec("max_gpus", T::Integer, 8, 1, 1e6, "Largest GPU request (Proximity-DRL: 8)."),
            spec("step_seconds", T::Number, 240, 1e-3, 1e7, "Seconds per step (about 241.5 s by its constants)."),
            spec("arrival_probability", T::Number, 1.0, 1e-3, 1, "Chance a job arrives in a step (Proximity-DRL: rate 1)."),
        };
    if (name == "harmony")
        return {
            spec("jobs", T::Integer, 40, 1, kMaxGeneratedJobs, "Number of jobs."),
            spec("jobs_per_hour", T::Number, 2, 1e-6, 1e7, "Poisson arrival rate."),
            spec("max_workers", T::Integer, 4, 1, 1e6, "Workers per job are uniform in 1..max_workers."),
            spec("max_ps", T::Integer, 2, 1, 1e6, "Parameter servers of a PS job are uniform in 1..max_ps."),
            spec("single_worker_share", T::Number, -1, -1, 1,
                "Share of one-worker jobs; the others are uniform in 2..max_workers (-1: all uniform in 1..max_workers)."),
            spec("ps_fraction", T::Number, 0.5, 0, 1, "Share of parameter-server jobs (the rest use all-reduce)."),
            spec("min_epochs", T::Integer, 5, 1, 1e6, "Fewest epochs a job trains."),
            spec("max_epochs", T::Integer, 60, 1, 1e6,
                "Most epochs; a job's duration is its epochs x its model's minutes per epoch on Harmony's testbed."),
        };
    return {};
}

Status checkGenerator(const std::string& name, const ParamMap& params)
{
    const auto names = generatorNames();
    if (std::find(names.begin(), names.end(), name) == names.end()) {
        std::string known;
        for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
        return Error { ErrorCode::UnknownName, fillIn(translate("Error", "unknown workload generator '%1' (known: %2)"), { name, known }),
            { {}, 0, 0, "generator" } };
    }
    const Params p(generatorParams(name), params);
    if (Status valid = p.validate("generator"); !valid) return valid.error();
    // Settings that contradict each other are refused, never quietly changed into something else.
    auto order = [&](const char* low, const char* high) -> Status {
        if (p.number(low) <= p.number(high)) return Ok {};
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "%1 (%2) is above %3 (%4)"),
                { std::string(low), formatNumber(p.number(low)), high, formatNumber(p.number(high)) }),
            { {}, 0, 0, std::string("generator.") + low } };
    };
    if (name == "harmony") return order("min_epochs", "max_epochs");
    if (name == "dl2-ali") return order("requested_workers", "max_workers");
    return Ok {};
}

Result<Workload> generateWorkload(const std::string& name, const ParamMap& params, std::uint64_t seed)
{
    if (Status valid = checkGenerator(name, params); !valid) return valid.error();
    const Params p(generatorParams(name), params);
    try {
        Workload w = name == "poisson-philly" ? poissonPhilly(p, seed)
            : name == "dl2-ali"                ? dl2Ali(p, seed)
            : name == "harmony"                ? harmony(p, seed)
                                               : topdrl(p, seed);
        w.source = describe(name, p, seed);
        w.format = name;
        return w;
    } catch (const std::bad_alloc&) {
        return Error { ErrorCode::Io, translate("Error", "out of memory while generating the workload"), { {}, 0, 0, "generator.jobs" } };
    }
}

} // namespace gantry
