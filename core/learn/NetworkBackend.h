#pragma once
/** @brief The seam between gantry_learn (plain C++) and the LibTorch module.
 *
 * LibTorch is not linked into any Gantry executable: it costs ~0.35 s and ~150 MB at every start-up
 * (docs/performance.md). The torch implementation of the networks lives in a loadable module,
 * libgantry_torch.so (core/learn/TorchNetwork.cpp, the only translation unit that includes torch
 * headers), which gantry_learn opens with dlopen the first time a learned scheduler needs it
 * (initTorch, loadTorch or a Network). The module exports one C function, kTorchModuleEntry, that
 * returns a TorchModule table; everything else crosses the boundary as the C++ types below, so the
 * module and the executable must come from the same build (same compiler, same headers): the table
 * carries an ABI number and the sizes of the shared types, and the loader refuses a module whose
 * values differ from its own. */

#include "core/learn/Network.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gantry::learn {

/// One network (policy and value parts with their optimisers) inside the module. Network forwards to
/// it; the meaning of each member is documented on Network.
class NetworkBackend {
public:
    virtual ~NetworkBackend() = default;
    virtual void probabilities(const float* obs, const std::uint8_t* mask, std::vector<float>& out) const = 0;
    virtual float value(const float* obs) const = 0;
    virtual double supervisedStep(const Batch& batch, double labelSmoothing) = 0;
    virtual double valueStep(const Batch& batch) = 0;
    virtual UpdateStats actorCriticStep(const Batch& batch, double entropyWeight, bool normaliseAdvantage) = 0;
    virtual UpdateStats ppoUpdate(const Batch& batch, double clip, int epochs, int minibatch, double entropyWeight,
        double valueCoef, std::uint64_t shuffleSeed) = 0;
    virtual std::vector<float> logProb(const Batch& batch) const = 0;
    virtual void resetOptimisers(double policyRate, double valueRate) = 0;
    virtual std::string saveWeights() const = 0;
    virtual Status loadWeights(const std::string& bytes, const std::string& fileName) = 0;
    virtual std::vector<float> flatParameters() const = 0;

protected:
    NetworkBackend() = default;
    NetworkBackend(const NetworkBackend&) = delete;
    NetworkBackend& operator=(const NetworkBackend&) = delete;
};

/// Bump when NetworkBackend or TorchModule change (the sizes below catch most changes of the value types).
/// 2: the module knows the "dual-agent" network kind (an older module would build an MLP for it).
/// 3: it also knows the "harmony-attention" kind and Network::valueStep.
inline constexpr int kTorchModuleAbi = 3;

/// The table the module's entry point returns (a static object of the module; never freed).
struct TorchModule {
    int abi = 0;                 ///< kTorchModuleAbi of the module's build
    std::size_t sizes[5] {};     ///< sizeof NetSpec, Batch, UpdateStats, Error, std::string in the module's build
    const char* gantryVersion = nullptr; ///< gantry::kVersion of the module's build
    const char* torchVersion = nullptr;  ///< the LibTorch version it was built against, e.g. "1.13.1"
    /// Process-wide settings (see initTorch in Network.h).
    void (*initTorch)(int threads, std::uint64_t seed) = nullptr;
    /// A new network (the caller owns it and deletes it through the virtual destructor). May throw what
    /// LibTorch throws for an impossible spec, like the torch code did before it moved into the module.
    NetworkBackend* (*createNetwork)(const NetSpec& spec, std::uint64_t seed) = nullptr;
};

/// The sizes a module must report to be accepted (same order as TorchModule::sizes).
inline constexpr std::size_t kTorchModuleSizes[5] = { sizeof(NetSpec), sizeof(Batch), sizeof(UpdateStats), sizeof(Error),
    sizeof(std::string) };

/// Name of the module's file and of its entry point (`extern "C" const TorchModule* gantry_torch_module_v1()`).
inline constexpr const char* kTorchModuleFile = "libgantry_torch.so";
inline constexpr const char* kTorchModuleEntry = "gantry_torch_module_v1";

/// The loaded module's table: loads it on the first call (thread-safe); an Error naming the paths tried
/// and dlerror() when it cannot be loaded or is from another build. A failure is not remembered: a later
/// call tries again.
Result<const TorchModule*> torchModule();

/// Where the module would be loaded from, without loading it: the first candidate that exists, or an
/// empty string. Candidates, in order: $GANTRY_TORCH_MODULE when set (then only that file);
/// <directory of the executable>/../lib/gantry/libgantry_torch.so (the installed layout); the
/// module's path in the build tree this gantry_learn was built in.
std::string findTorchModule();

/// Every candidate path, in the order they are tried (for messages and tests).
std::vector<std::string> torchModuleCandidates();

} // namespace gantry::learn
