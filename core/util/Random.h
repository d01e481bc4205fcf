#pragma once
// Portable, seedable randomness. std:: distributions differ between standard libraries, so every
// distribution Gantry uses is written here (as SimGrid's XbtRandom does): same seed, same numbers,
// on every platform.

#include <cstdint>
#include <span>
#include <string_view>

namespace gantry {

/// xoshiro256** seeded through SplitMix64.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);

    std::uint64_t next();
    /// Uniform in [0, 1) with 53 random bits.
    double uniform();
    double uniform(double low, double high) { return low + (high - low) * uniform(); }
    /// Uniform integer in [0, n), unbiased (rejection sampling). n must be > 0.
    std::uint64_t below(std::uint64_t n);
    /// Uniform integer in [low, high] inclusive.
    std::int64_t between(std::int64_t low, std::int64_t high);
    /// Standard normal by Box-Muller (no cached second value, so the stream is position-independent).
    double normal(double mean = 0.0, double stddev = 1.0);
    double logNormal(double mu, double sigma);
    /// Exponential with the given rate (mean 1/rate), by inversion.
    double exponential(double rate);
    /// Index drawn with probability proportional to weights (all >= 0, sum > 0).
    std::size_t weighted(std::span<const double> weights);
    bool bernoulli(double p) { return uniform() < p; }

private:
    std::uint64_t m_state[4];
};

/// FNV-1a 64-bit hash: stable across platforms, used to derive stream seeds from names.
std::uint64_t stableHash(std::string_view text);

/// Master seed + component name -> independent stream ("arrivals", "failures", "policy", ...).
Rng makeStream(std::uint64_t masterSeed, std::string_view component);

} // namespace gantry
