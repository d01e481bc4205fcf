#pragma once
/** @brief Replay memories for actor-critic: uniform (a ring) and prioritised (proportional, with
 * importance-sampling weights; DL2's prioritized_memory: alpha 0.9, beta from 0.1 rising per sample,
 * priorities clipped at 4). Plain C++ and deterministic: sampling uses gantry::Rng. */

#include "core/learn/Network.h"
#include "core/util/Random.h"

#include <cstdint>
#include <vector>

namespace gantry::learn {

struct Transition {
    std::vector<float> obs;
    std::vector<std::uint8_t> mask;
    std::int64_t action = 0;
    float ret = 0; ///< the critic's target
};

class ReplayBuffer {
public:
    /// capacity > 0; prioritised = false gives uniform sampling with weights 1.
    ReplayBuffer(std::size_t capacity, bool prioritised, double alpha = 0.9, double beta = 0.1,
        double betaIncrement = 1e-4, double maxPriority = 4.0);

    /// New transitions get priority max(1, |ret - mean stored return|) (DL2), clipped.
    void add(Transition t);
    std::size_t size() const { return m_items.size(); }
    bool prioritised() const { return m_prioritised; }

    /// Samples `n` transitions (with replacement) into a batch; `indices` receives their slots.
    Batch sample(std::size_t n, Rng& rng, std::vector<std::size_t>& indices);
    /// After an update: priority = |advantage| (clipped) for the sampled slots.
    void updatePriorities(const std::vector<std::size_t>& indices, const std::vector<float>& absAdvantage);

private:
    double priorityOf(double p) const;
    std::size_t m_capacity;
    bool m_prioritised;
    double m_alpha, m_beta, m_betaIncrement, m_maxPriority;
    std::vector<Transition> m_items;
    std::vector<double> m_priority; ///< raw priority (before the exponent)
    std::size_t m_next = 0;
    double m_returnSum = 0;
};

} // namespace gantry::learn
