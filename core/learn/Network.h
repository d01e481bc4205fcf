#pragma once
/** @brief Policy and value networks with their optimisers, behind a plain-C++ interface. LibTorch is
 * not linked into Gantry: the torch implementation is the module libgantry_torch.so
 * (core/learn/TorchNetwork.cpp), loaded on first use (core/learn/NetworkBackend.h), so a process that
 * never uses a learned scheduler never loads LibTorch. Observations are flat float vectors; masks are
 * 0/1 per action (a masked action gets probability 0). */

#include "core/util/Error.h"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace gantry::learn {

/// Loads the LibTorch module if it is not loaded yet. An Error (naming the module's path and the
/// loader's reason) if it cannot be loaded: a build without the module, or a broken installation.
Status loadTorch();

/// Loads the module (loadTorch) and sets the process-wide LibTorch settings: intra-op threads (set every
/// call), inter-op threads (set once per process: LibTorch throws on a second call), deterministic
/// algorithms, and the seed. Call it before creating networks and check its Status.
Status initTorch(int threads, std::uint64_t seed);

class NetworkBackend;

struct NetSpec {
    std::string kind = "mlp"; ///< "mlp" (DL2), "topdrl-cnn", "harmony-attention" or "dual-agent" (core/learn/DualAgent.h)
    int inputSize = 0;        ///< length of the flat observation
    int actions = 0;
    std::vector<int> hidden { 64, 64 }; ///< mlp hidden widths
    // topdrl-cnn: the observation is an image [channels, height, width] followed by [jobSlots, jobFeatures];
    // actions = jobSlots + 1 (the last is "wait").
    int channels = 0;
    int height = 0;
    int width = 0;
    int jobSlots = 0;
    int jobFeatures = 0;
    // dual-agent: [jobSlots, jobFeatures] window, [height (machines), width (machine features)], then
    // jobFeatures of the chosen job; actions = jobSlots + 1 + height.
    // harmony-attention: the observation is [servers, serverFeatures] followed by jobFeatures (the job
    // and the task being placed); actions = servers. hidden[0] is the embedding width.
    int servers = 0;
    int serverFeatures = 0;
    int heads = 0; ///< attention heads (divides hidden[0])
    double learningRate = 1e-3;
    double valueLearningRate = 1e-3;
    bool operator==(const NetSpec&) const = default;
};

/// The observation length and the number of actions ({inputSize, actions}) that a kind's shape fields
/// imply; an "mlp" has no shape fields, so its own. Each agent builds its spec with it and a model file
/// is checked against it, so the two never disagree.
std::pair<int, int> impliedSizes(const NetSpec& spec);
/// `spec` with the inputSize and actions its shape implies.
NetSpec withImpliedSizes(NetSpec spec);

/// A batch of transitions, row-major.
struct Batch {
    int size = 0;
    std::vector<float> obs;             ///< size x inputSize
    std::vector<std::uint8_t> mask;     ///< size x actions
    std::vector<std::int64_t> actions;  ///< size
    std::vector<float> returns;         ///< size (critic targets)
    std::vector<float> advantages;      ///< size (PPO; actor-critic computes its own)
    std::vector<float> oldLogProb;      ///< size (PPO)
    std::vector<float> weights;         ///< size (importance weights of prioritised replay; empty = 1)
};

struct UpdateStats {
    double policyLoss = 0;
    double valueLoss = 0;
    double entropy = 0;
    std::vector<float> absAdvantage; ///< per sample (for prioritised replay)
};

class Network {
public:
    /// Loads the module if needed. Throws ErrorException if it cannot be loaded: check initTorch's (or
    /// loadTorch's) Status first, as every caller in Gantry does, to get that error as a value.
    Network(const NetSpec& spec, std::uint64_t seed);
    ~Network();
    Network(const Network&) = delete;
    Network& operator=(const Network&) = delete;

    const NetSpec& spec() const;

    /// Action probabilities of one observation (masked, renormalised). Thread-compatible: const use
    /// from several threads at once is not supported (one network per thread).
    void probabilities(const float* obs, const std::uint8_t* mask, std::vector<float>& out) const;
    float value(const float* obs) const;

    /// Cross-entropy towards `actions` (imitation of a teacher). Returns the loss. `labelSmoothing` e
    /// mixes e of a uniform target over the allowed actions in, so that the imitation keeps some
    /// probability on the alternatives (a saturated softmax leaves policy gradients nothing to move).
    /// When the batch has returns, the critic also regresses them (so that it knows the teacher's
    /// values when RL starts).
    double supervisedStep(const Batch& batch, double labelSmoothing = 0);
    /// Regression of the value output on `batch.returns` (weighted by batch.weights if given); the policy
    /// is left alone. Returns the weighted mean squared error before the step. For networks that only
    /// predict a number (Harmony's reward model).
    double valueStep(const Batch& batch);
    /// Actor-critic step: advantage = return - V(s) (detached), policy loss weighted by `weights`,
    /// critic MSE to the return, minus entropyWeight x entropy.
    /// `normaliseAdvantage`: scale the batch's advantages to zero mean and unit deviation (the critic
    /// still regresses the raw returns); |advantage| for the replay priorities is the normalised one.
    UpdateStats actorCriticStep(const Batch& batch, double entropyWeight, bool normaliseAdvantage = false);
    /// PPO clipped objective over `epochs` passes in minibatches (order from `shuffleSeed`).
    UpdateStats ppoUpdate(const Batch& batch, double clip, int epochs, int minibatch, double entropyWeight,
        double valueCoef, std::uint64_t shuffleSeed);
    /// Log-probability of the taken actions under the current policy (for PPO's old policy).
    std::vector<float> logProb(const Batch& batch) const;

    /// Fresh Adam optimisers with these learning rates (moment estimates start again from zero).
    void resetOptimisers(double policyRate, double valueRate);

    /// Weights (and nothing else) as bytes, and back. load checks every tensor's name and shape.
    std::string saveWeights() const;
    Status loadWeights(const std::string& bytes, const std::string& fileName);
    /// All parameters flattened (tests: same seed -> same weights).
    std::vector<float> flatParameters() const;

private:
    NetSpec m_spec;
    std::unique_ptr<NetworkBackend> m_backend;
};

} // namespace gantry::learn
