#pragma once
/** @brief Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023): a learned, interference-aware placement
 * of parameter-server and all-reduce jobs. When a job starts, an encoder-decoder network places its
 * tasks one after another (workers, then parameter servers), each a masked softmax over the servers;
 * the reward of a placement is the change of the cluster's total normalised speed it causes. A reward
 * model, trained on observed (placement, speed) samples, predicts the speed of jobs on placements never
 * tried. HarmonyPlacement plugs into ComposedScheduler (FIFO with backfilling), so Harmony and its
 * baselines (first-fit, least-loaded, random, interference-aware greedy) differ only in the placement. */

#include "core/learn/Dl2.h" // ActMode, chooseAction
#include "core/learn/Network.h"
#include "core/policy/PolicyParts.h"
#include "core/util/Random.h"

#include <map>
#include <memory>
#include <vector>

namespace gantry::learn {

inline constexpr int kHarmonyModels = 8; ///< job types the features distinguish (the testbed's 8 models)
/// Per server: free GPUs, free CPU slots (fractions), up, resident jobs per model type as seen from the
/// job being placed (a models x models grid whose row is the job's model type, the other rows zero: so a
/// linear layer can weigh each pair of types on its own), and this job's workers and parameter servers
/// already placed there.
inline constexpr int kHarmonyServerFeatures = 3 + kHarmonyModels * kHarmonyModels + 2;
/// The job and the task being placed: model type (one-hot), PS / all-reduce, workers, PS tasks, whether
/// this task is a parameter server, the share of the job's tasks placed so far.
inline constexpr int kHarmonyJobFeatures = kHarmonyModels + 2 + 4;
/// The reward model's view of one job on its placement: model type, architecture, workers, PS tasks,
/// servers spanned, its co-runners per model type, and co-runners spanning several servers.
inline constexpr int kHarmonySpeedFeatures = kHarmonyModels + 2 + 3 + kHarmonyModels + 1;

/// One decoder step: the observation, the servers allowed and the server chosen.
struct HarmonyStep {
    std::vector<float> obs;
    std::vector<std::uint8_t> mask;
    int action = 0;
    float ret = 0;          ///< the placement's reward (observed, or predicted for imagined placements)
    bool imagined = false;  ///< labelled by the reward model, not observed
    /// Imagined steps: the reward model's prediction for this placement minus its prediction for the
    /// placement actually made. The label is the observed reward plus this difference, so that a bias
    /// of the reward model shared by both does not favour or disfavour the action taken.
    float delta = 0;
};

/// A job's speed on a placement, as the reward model sees it (features) and as it was observed.
struct SpeedSample {
    std::vector<float> features;
    float speed = 0;
};

/// What the Harmony placement carries during an episode; shared with the trainer while training.
struct HarmonyRuntime {
    std::shared_ptr<const Network> net;
    ActMode mode = ActMode::Greedy; ///< Explore: sample, with job-aware exploration at rate `explore`
    Rng rng { 1 };
    double explore = 0;
    bool record = false;
    /// Training: the reward model (a value-only network over speed features) labels `imagined` extra
    /// placements of each job, drawn at random among the valid ones, that are recorded as imagined steps.
    std::shared_ptr<const Network> rewardModel;
    int imagined = 0;
    /// Training: also label, for every task, each other server it could have gone to (the rest of the
    /// job placed as it was, where still possible) with the reward model's prediction.
    bool counterfactual = false;
    /// Subtracted from a placement's reward per server beyond the first it spans (Gantry's shaping: a
    /// spread job shares a server with more future jobs, which the immediate change of speed does not see).
    double spreadPenalty = 0;
    /// Job-aware exploration: how often each pair of model types has been seen sharing a server
    /// (shared across episodes by the trainer).
    std::shared_ptr<std::vector<int>> pairSeen;
    std::vector<HarmonyStep> steps;
    std::vector<SpeedSample> speedSamples;
    std::map<JobIndex, std::vector<HarmonyStep>> pending; ///< steps of a placement not yet started
    std::map<JobIndex, Explanation> explanations;         ///< per placed job, for the decision log
    std::uint64_t inferences = 0;
    std::vector<float> probs; ///< scratch
};

/// The policy network's shape for a cluster of `servers` machines.
NetSpec harmonyNetSpec(int servers, int width = 32);
/// The reward model's shape.
NetSpec harmonySpeedNetSpec();

class HarmonyPlacement final : public PlacementPolicy {
public:
    explicit HarmonyPlacement(std::shared_ptr<HarmonyRuntime> runtime) : m_runtime(std::move(runtime)) { }
    std::string name() const override { return "harmony"; }
    std::unique_ptr<PlacementPolicy> clone() const override;
    std::optional<Placement> place(const SimulationView& view, JobIndex job, int workers, int psTasks,
        Explanation& why) override;
    HarmonyRuntime& runtime() const { return *m_runtime; }

private:
    std::shared_ptr<HarmonyRuntime> m_runtime;
};

/// The Harmony scheduler: FIFO order with backfilling, HarmonyPlacement. Its starts carry the network's
/// per-task server probabilities; while recording, each start's reward (the change of the cluster's total
/// rate) and the speeds it caused are observed.
std::unique_ptr<Scheduler> makeHarmonyScheduler(std::shared_ptr<HarmonyRuntime> runtime);

/// R² of predictions against observations (1 = perfect; 0 = no better than their mean).
double rSquared(const std::vector<double>& predicted, const std::vector<double>& observed);

} // namespace gantry::learn
