#pragma once
/** @brief The dual-agent scheduler (Xing et al., KDD'23, "A Dual-Agent Scheduler for Distributed Deep
 * Learning Jobs on Public Cloud via Reinforcement Learning"): an ordering agent picks the next job from
 * a window of the queue (or waits), a placement agent picks the machine for it, and a random-walk
 * Gaussian process (core/policy/MachineBelief.h) learns each machine's hidden slowdown from the jobs
 * that finished on it. Both agents are heads of one network (kind "dual-agent") with a centralised
 * critic, trained from one team reward of fee and JCT. Only the paper's abstract is public: every
 * choice below the named mechanisms is Gantry's (docs/learning.md, "Dual-agent").
 *
 * Observation (one layout for both agents): K x kDualJobFeatures (the window), M x kDualMachineFeatures
 * (every machine), then kDualJobFeatures of the chosen job (zero while ordering). Actions: K jobs,
 * "wait", then M machines; an ordering decision masks the machines, a placement decision the rest. */

#include "core/learn/Checkpoint.h"
#include "core/learn/Dl2.h" // ActMode, chooseAction
#include "core/learn/Network.h"
#include "core/policy/MachineBelief.h"

#include <map>
#include <memory>
#include <vector>

namespace gantry::learn {

inline constexpr int kDualJobFeatures = 10;
inline constexpr int kDualMachineFeatures = 10;
/// The last job and machine feature: the teacher's choice (DualRuntime::teacherHint; else 0).
inline constexpr int kDualHintFeature = 9;
/// The evaluation row of the pair's imitation teacher (the model's setting "teacher" = 1).
inline constexpr const char* kDualTeacherRow = "teacher (SJF + least expected cost, waits)";
/// The teacher with the machines' true mean speeds instead of the belief (a bound on what a better
/// belief could gain; settings "teacher" and "true_speeds").
inline constexpr const char* kDualOracleRow = "teacher knowing the true mean speeds (bound)";

/// Which agents act by their network; the others act by their heuristic (the single-agent ablations).
enum DualAgents : int {
    kDualOrdering = 1,  ///< else FIFO (the head of the queue, or wait for it)
    kDualPlacement = 2, ///< else cheapest-fit
    kDualBoth = 3,
};

struct DualStep {
    std::vector<float> obs;
    std::vector<std::uint8_t> mask;
    int action = 0;
    bool placement = false; ///< the placement agent's decision (else the ordering agent's)
    double time = 0;
    JobIndex job = -1;      ///< the job the decision started (-1: wait)
};

/// What the dual-agent scheduler carries between decisions; shared with the trainer during training.
struct DualRuntime {
    std::shared_ptr<const Network> net;
    int window = 16;
    int agents = kDualBoth;
    bool gaussianProcess = true; ///< false: the per-machine average (the RWGP's ablation)
    double timeScale = 36000;    ///< seconds that map to 1.0 in the features
    /// The team cost's units (FIFO + cheapest-fit on a training workload; set by training, kept in the
    /// model): a job's time counts over referenceJct, its fee over referenceFeePerJob, times feeWeight.
    double referenceJct = 9000;
    double referenceFeePerJob = 1;
    double feeWeight = 1;
    /// Teacher: shortest job first, each job on the machine of least expected team cost by the
    /// belief, or waiting for a better one when that costs less (Gantry's heuristic, imitated first).
    ActMode mode = ActMode::Greedy;
    /// An evaluation bound, not a scheduler: the machines' true mean speeds (their hidden perf_factor)
    /// replace the belief's in every decision, so the teacher acting so shows what knowing them is worth.
    bool trueSpeeds = false;
    /// The teacher's choice as a feature (the job it would start, or that it would wait; the machine it
    /// would pick), so that the agents can copy it exactly and learn when to deviate from it.
    bool teacherHint = true;
    Rng rng { 1 };
    DecisionOverride override; ///< a rollout's changed decision (training; ordering and placement counted alike)
    bool record = false;
    std::vector<DualStep> steps;
    std::uint64_t inferences = 0;
    std::shared_ptr<MachineBelief> belief; ///< built on the first decision (deep-copied with the scheduler)
    struct Started {
        double time = 0;
        double workAtStart = 0;
        double nominalRate = 0;
        MachineId machine = -1; ///< -1: spread over machines (not observed: its step waits for the slowest)
    };
    std::map<JobIndex, Started> started;
    std::vector<float> probs; ///< scratch
};

NetSpec dualNetSpec(int machines, int window);
std::unique_ptr<Scheduler> makeDualAgentScheduler(std::shared_ptr<DualRuntime> runtime);
/// A runtime with a model's settings (window, agents, belief, time scale); no network.
DualRuntime dualRuntimeOf(const Checkpoint& model);
/// The scheduler a trained model describes, acting with `net`.
std::unique_ptr<Scheduler> makeDualAgentScheduler(const Checkpoint& model, std::shared_ptr<const Network> net, ActMode mode,
    std::uint64_t seed);
/// A belief of the runtime's kind for the cluster (the RWGP or the per-machine average).
std::shared_ptr<MachineBelief> makeBelief(const Cluster& cluster, bool gaussianProcess);
/// The slowdown a finished job shows on its machine: nominal rate over observed rate (< 0: none,
/// e.g. it spread over machines or made no progress).
double observedSlowdown(const SimulationView& view, JobIndex job, const DualRuntime::Started& started);

} // namespace gantry::learn
