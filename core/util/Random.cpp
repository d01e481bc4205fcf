#include "core/util/Random.h"

#include <cmath>
#include <numbers>

namespace gantry {
namespace {
std::uint64_t splitMix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
} // namespace

Rng::Rng(std::uint64_t seed)
{
    for (auto& s : m_state) s = splitMix64(seed);
}

std::uint64_t Rng::next()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

double Rng::uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

std::uint64_t Rng::below(std::uint64_t n)
{
    // Lemire-free simple rejection: discard the top partial range so every residue is equally likely.
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
    std::uint64_t x;
    do {
        x = next();
    } while (x >= limit);
    return x % n;
}

std::int64_t Rng::between(std::int64_t low, std::int64_t high)
{
    return low + static_cast<std::int64_t>(below(static_cast<std::uint64_t>(high - low) + 1));
}

double Rng::normal(double mean, double stddev)
{
    double u1 = uniform();
    while (u1 <= 0.0) u1 = uniform();
    const double u2 = uniform();
    return mean + stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

double Rng::logNormal(double mu, double sigma) { return std::exp(normal(mu, sigma)); }

double Rng::exponential(double rate)
{
    double u = uniform();
    while (u <= 0.0) u = uniform();
    return -std::log(u) / rate;
}

std::size_t Rng::weighted(std::span<const double> weights)
{
    double total = 0.0;
    for (double w : weights) total += w;
    double x = uniform() * total;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (x < weights[i]) return i;
        x -= weights[i];
    }
    // Rounding can leave x just above the last bucket: return the last non-zero weight.
    for (std::size_t i = weights.size(); i-- > 0;)
        if (weights[i] > 0) return i;
    return 0;
}

std::uint64_t stableHash(std::string_view text)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    return h;
}

Rng makeStream(std::uint64_t masterSeed, std::string_view component)
{
    std::uint64_t mix = masterSeed ^ stableHash(component);
    return Rng(splitMix64(mix));
}

} // namespace gantry
