// Network forwards to the LibTorch module's NetworkBackend (core/learn/NetworkBackend.h); the torch
// code itself is core/learn/TorchNetwork.cpp.
#include "core/learn/Network.h"

#include "core/learn/NetworkBackend.h"

#include <tuple>

namespace gantry::learn {

namespace {

NetworkBackend* createBackend(const NetSpec& spec, std::uint64_t seed)
{
    auto module = torchModule();
    if (!module) throw ErrorException(module.error());
    return module.value()->createNetwork(spec, seed);
}

} // namespace

std::pair<int, int> impliedSizes(const NetSpec& s)
{
    if (s.kind == "topdrl-cnn") return { s.channels * s.height * s.width + s.jobSlots * s.jobFeatures, s.jobSlots + 1 };
    if (s.kind == "dual-agent") return { s.jobSlots * s.jobFeatures + s.height * s.width + s.jobFeatures, s.jobSlots + 1 + s.height };
    if (s.kind == "harmony-attention") return { s.servers * s.serverFeatures + s.jobFeatures, s.servers };
    return { s.inputSize, s.actions };
}

NetSpec withImpliedSizes(NetSpec spec)
{
    std::tie(spec.inputSize, spec.actions) = impliedSizes(spec);
    return spec;
}

Network::Network(const NetSpec& spec, std::uint64_t seed) : m_spec(spec), m_backend(createBackend(spec, seed)) { }

Network::~Network() = default;

const NetSpec& Network::spec() const { return m_spec; }

void Network::probabilities(const float* obs, const std::uint8_t* mask, std::vector<float>& out) const
{
    m_backend->probabilities(obs, mask, out);
}

float Network::value(const float* obs) const { return m_backend->value(obs); }

double Network::supervisedStep(const Batch& batch, double labelSmoothing)
{
    return m_backend->supervisedStep(batch, labelSmoothing);
}

double Network::valueStep(const Batch& batch) { return m_backend->valueStep(batch); }

UpdateStats Network::actorCriticStep(const Batch& batch, double entropyWeight, bool normaliseAdvantage)
{
    return m_backend->actorCriticStep(batch, entropyWeight, normaliseAdvantage);
}

UpdateStats Network::ppoUpdate(const Batch& batch, double clip, int epochs, int minibatch, double entropyWeight,
    double valueCoef, std::uint64_t shuffleSeed)
{
    return m_backend->ppoUpdate(batch, clip, epochs, minibatch, entropyWeight, valueCoef, shuffleSeed);
}

std::vector<float> Network::logProb(const Batch& batch) const { return m_backend->logProb(batch); }

void Network::resetOptimisers(double policyRate, double valueRate) { m_backend->resetOptimisers(policyRate, valueRate); }

std::string Network::saveWeights() const { return m_backend->saveWeights(); }

Status Network::loadWeights(const std::string& bytes, const std::string& fileName)
{
    return m_backend->loadWeights(bytes, fileName);
}

std::vector<float> Network::flatParameters() const { return m_backend->flatParameters(); }

} // namespace gantry::learn
