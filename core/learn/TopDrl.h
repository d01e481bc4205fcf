#pragma once
/** @brief TopDRL (Ayadi et al., JPDC 2025; its group's environment: djjbxxz/Proximity-DRL, Deng et al.,
 * Canadian AI 2024): a multi-branch network picks the next job from a window of K queued jobs (or
 * waits); the closest-GPU heuristic places it on the rack / machine / GPU tree. Observation: a 2-channel
 * cluster image (machines x GPUs per machine: busy, remaining time of the owner) and K x 6 job features. */

#include "core/learn/Dl2.h"
#include "core/learn/Network.h"
#include "core/model/Cluster.h"

#include <memory>
#include <vector>

namespace gantry::learn {

inline constexpr int kTopChannels = 2;
inline constexpr int kTopJobFeatures = 6;

struct TopStep {
    std::vector<float> obs;
    std::vector<std::uint8_t> mask;
    int action = 0;
    double time = 0;
    double workDone = 0; ///< Σ work done by all jobs at decision time (reference seconds)
};

struct TopRuntime {
    std::shared_ptr<const Network> net;
    int window = 10;
    double timeScale = 10000; ///< seconds that map to 1.0 in the features
    ActMode mode = ActMode::Greedy; ///< Teacher = SJF + closest GPUs
    /// Teacher mode only: the chance of a uniformly random allowed action (a job or wait) instead of
    /// SJF's choice; perturbed teachers are the candidates of the random search that bounds what job
    /// choice can gain on a workload.
    double teacherEpsilon = 0;
    Rng rng { 1 };
    bool record = false;
    std::vector<TopStep> steps;
    std::uint64_t inferences = 0;
    std::vector<float> probs;
    bool compareWithTeacher = false; ///< count the network's decisions that SJF would also take
    std::uint64_t compared = 0;
    std::uint64_t teacherAgreed = 0;
};

/// The cluster image shape a TopDRL network needs: machines x GPUs per machine; error if the
/// machines do not all have the same GPU count.
Result<std::pair<int, int>> topImageShape(const Cluster& cluster);
NetSpec topNetSpec(int machines, int gpusPerMachine, int window);
std::unique_ptr<Scheduler> makeTopDrlScheduler(std::shared_ptr<TopRuntime> runtime);
/// Per-decision rewards of a finished episode: (work done - job-seconds in the system) / timeScale
/// between consecutive decisions (the last one until the final finish).
std::vector<double> topRewards(const TopRuntime& rt, const SimulationView& view);

} // namespace gantry::learn
