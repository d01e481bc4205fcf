#include "core/learn/ReplayBuffer.h"

#include <algorithm>
#include <cmath>

namespace gantry::learn {

ReplayBuffer::ReplayBuffer(std::size_t capacity, bool prioritised, double alpha, double beta, double betaIncrement,
    double maxPriority)
    : m_capacity(std::max<std::size_t>(1, capacity)), m_prioritised(prioritised), m_alpha(alpha), m_beta(beta),
      m_betaIncrement(betaIncrement), m_maxPriority(maxPriority)
{
}

double ReplayBuffer::priorityOf(double p) const { return std::pow(std::clamp(p, 1e-3, m_maxPriority), m_alpha); }

void ReplayBuffer::add(Transition t)
{
    const double mean = m_items.empty() ? 0.0 : m_returnSum / double(m_items.size());
    const double priority = std::max(1.0, std::abs(double(t.ret) - mean));
    if (m_items.size() < m_capacity) {
        m_returnSum += t.ret;
        m_items.push_back(std::move(t));
        m_priority.push_back(priority);
    } else {
        m_returnSum += t.ret - m_items[m_next].ret;
        m_items[m_next] = std::move(t);
        m_priority[m_next] = priority;
        m_next = (m_next + 1) % m_capacity;
    }
}

Batch ReplayBuffer::sample(std::size_t n, Rng& rng, std::vector<std::size_t>& indices)
{
    Batch b;
    indices.clear();
    if (m_items.empty() || n == 0) return b;
    std::vector<double> weights;
    if (m_prioritised) {
        std::vector<double> cumulative(m_items.size());
        double total = 0;
        for (std::size_t i = 0; i < m_items.size(); ++i) cumulative[i] = (total += priorityOf(m_priority[i]));
        double minProb = 1.0;
        for (std::size_t i = 0; i < m_items.size(); ++i) minProb = std::min(minProb, priorityOf(m_priority[i]) / total);
        const double maxWeight = std::pow(double(m_items.size()) * minProb, -m_beta);
        for (std::size_t k = 0; k < n; ++k) {
            const double u = rng.uniform() * total;
            std::size_t i = std::size_t(std::upper_bound(cumulative.begin(), cumulative.end(), u) - cumulative.begin());
            i = std::min(i, m_items.size() - 1);
            indices.push_back(i);
            const double prob = priorityOf(m_priority[i]) / total;
            weights.push_back(std::pow(double(m_items.size()) * prob, -m_beta) / maxWeight);
        }
        m_beta = std::min(1.0, m_beta + m_betaIncrement * double(n));
    } else {
        for (std::size_t k = 0; k < n; ++k) indices.push_back(std::size_t(rng.below(m_items.size())));
    }
    b.size = int(n);
    for (std::size_t k = 0; k < n; ++k) {
        const Transition& t = m_items[indices[k]];
        b.obs.insert(b.obs.end(), t.obs.begin(), t.obs.end());
        b.mask.insert(b.mask.end(), t.mask.begin(), t.mask.end());
        b.actions.push_back(t.action);
        b.returns.push_back(t.ret);
        b.weights.push_back(m_prioritised ? float(weights[k]) : 1.0f);
    }
    return b;
}

void ReplayBuffer::updatePriorities(const std::vector<std::size_t>& indices, const std::vector<float>& absAdvantage)
{
    if (!m_prioritised) return;
    for (std::size_t k = 0; k < indices.size() && k < absAdvantage.size(); ++k)
        m_priority[indices[k]] = std::min(double(absAdvantage[k]), m_maxPriority);
}

} // namespace gantry::learn
