#pragma once
/** @brief What a job asks for: arrival, size, architecture, model and the work it has to do. */

#include "core/util/SharedText.h"

#include <string>
#include <vector>

namespace gantry {

using SimTime = double; ///< simulated seconds since the start of the run
using JobIndex = int;   ///< index into the run's job table (arrival order)

enum class JobArchitecture {
    Gang,            ///< rigid: needs exactly `gpus` GPUs at once; no communication model beyond spread
    AllReduce,       ///< ring all-reduce over its GPUs
    ParameterServer, ///< `gpus` workers plus `psCount` parameter servers (CPU tasks)
};
const char* architectureName(JobArchitecture a);
bool parseArchitecture(const std::string& text, JobArchitecture& out);

struct JobSpec {
    // Fields ordered by size, so that a million jobs hold no padding (128 bytes a job).
    std::string id;
    SimTime submitTime = 0;
    /// Run time at the reference placement (consolidated, reference GPU speed, no co-runners): the
    /// trace's recorded duration. Total work is measured in these "reference seconds".
    double duration = 0;
    double deadline = -1;         ///< absolute simulated time; < 0 = none
    /// The queueing delay the trace recorded (its first start − its submission, s), where the source
    /// has it; < 0 = unknown. Never read by the simulation: `gantry-cli calibrate` compares it with
    /// the simulated one (docs/simulator-model.md, "Against the real cluster").
    double recordedWait = -1;
    /// The run time the job asked for (Slurm's `--time`, Kubernetes' activeDeadlineSeconds), in
    /// seconds from each start; <= 0: none. A job still running at its limit ends, as Slurm ends it
    /// (outcome "timeout"); schedulers that plan ahead (backfill) read it as the job's longest run.
    double timeLimit = -1;
    SharedText user;
    SharedText vc;
    SharedText gpuType;           ///< GPU type constraint; empty = any type
    SharedText partition;         ///< the cluster partition it is submitted to; empty = the default (Cluster::partitionFor)
    int gpus = 1;                 ///< requested GPUs (workers for PS jobs)
    int minGpus = 0;              ///< elastic range; equal to gpus for rigid jobs
    int maxGpus = 0;
    JobArchitecture architecture = JobArchitecture::AllReduce;
    int psCount = 0;              ///< parameter servers (PS architecture)
    int model = -1;               ///< index into the ModelCatalog; -1 = not yet assigned
    int tenant = -1;              ///< index into the scenario's tenants (set when the workload is loaded); -1: none
    int priority = 0;             ///< larger = more important

    bool elastic() const { return maxGpus > minGpus; }
    bool operator==(const JobSpec&) const = default;
};

/// A job trace ready for simulation, plus what is known about where it came from.
struct Workload {
    std::vector<JobSpec> jobs; ///< sorted by submit time (ties: source order)
    std::string source;        ///< file path or generator description
    std::string format;        ///< importer or generator name
    std::string traceTag;      ///< the common CSV's `trace` column: where the jobs first came from
    std::string sha256;        ///< of the source file's bytes (empty for generated workloads)
    std::string modelRule;     ///< how jobs without a model name got one (recorded in outputs)
    std::vector<std::string> notes; ///< import warnings (skipped rows, rounded GPU counts, ...)
};

/// Establishes what every consumer of a job table relies on: jobs sorted by submit time (ties keep
/// their order) and elastic ranges filled in (minGpus/maxGpus default to the requested count, min never
/// above max). Idempotent and cheap on a table that already holds them. A workload is normalised once
/// where it is finished (loadWorkload); the engine calls it again only as a guard for hand-built tables.
void normalizeJobs(std::vector<JobSpec>& jobs);

} // namespace gantry
