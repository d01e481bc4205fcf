#pragma once
/** @brief The built-in ordering parts (which queued job goes first). One small class each; they live
 * together because each is a few lines. Rules, parameters and sources: docs/policies.md. */

#include "core/policy/PolicyParts.h"
#include "core/util/Translate.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gantry {

/// First come, first served: by submit time (a preempted job returns to its arrival position).
class FifoOrdering final : public OrderingPolicy {
public:
    std::string name() const override { return "fifo"; }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<FifoOrdering>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override;
    std::string scoreName() const override { return GANTRY_TR_NOOP("ScoreName", "submit time (s, lower first)"); }
};

/// Shortest job first by total recorded duration (oracle).
class SjfOrdering final : public OrderingPolicy {
public:
    std::string name() const override { return "sjf"; }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<SjfOrdering>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override;
    std::string scoreName() const override { return GANTRY_TR_NOOP("ScoreName", "duration (s, lower first)"); }
};

/// Shortest remaining work first (oracle); optionally preemptive.
class SrtfOrdering final : public OrderingPolicy {
public:
    explicit SrtfOrdering(bool preemptive) : m_preemptive(preemptive) { }
    std::string name() const override { return "srtf"; }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<SrtfOrdering>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override;
    // Remaining work does not change while a job waits, so queued priorities are static.
    bool preemptive() const override { return m_preemptive; }
    std::string scoreName() const override { return GANTRY_TR_NOOP("ScoreName", "remaining work (reference s, lower first)"); }

private:
    bool m_preemptive;
};

/// TopDRL's "DRF" job selector: fewest requested GPUs first.
class FewestGpusOrdering final : public OrderingPolicy {
public:
    std::string name() const override { return "fewest-gpus"; }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<FewestGpusOrdering>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override;
    std::string scoreName() const override { return GANTRY_TR_NOOP("ScoreName", "requested GPUs (lower first)"); }
};

/// Tiresias' discretised 2D-LAS: queue index by attained GPU-seconds, FIFO inside a queue, preemptive.
class TiresiasOrdering final : public OrderingPolicy {
public:
    TiresiasOrdering(std::vector<double> thresholds, double starvationLimit);
    std::string name() const override { return "tiresias"; }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<TiresiasOrdering>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override;
    // The starvation rule depends on how long a job has waited, which changes while it waits.
    bool staticPriority() const override { return m_starvationLimit <= 0; }
    bool preemptive() const override { return true; }
    SimTime nextPriorityChange(const SimulationView& view, JobIndex job) const override;
    bool priorityStepsWhileRunning() const override { return true; }
    std::string scoreName() const override { return GANTRY_TR_NOOP("ScoreName", "MLFQ queue (0 = highest)"); }
    double worstPriority() const override { return static_cast<double>(m_thresholds.size()); }

    /// Attained GPU-seconds as of now (the engine may have advanced the job's counters lazily).
    static double attained(const SimulationView& view, JobIndex job);
    int queueOf(double attainedGpuSeconds) const;

private:
    std::vector<double> m_thresholds;
    double m_starvationLimit;
};

/// Dominant-resource fairness across users (or VCs): the job whose owner holds the smallest dominant
/// share of the cluster goes first.
class DrfOrdering final : public OrderingPolicy {
public:
    std::string name() const override { return "drf"; }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<DrfOrdering>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override;
    bool staticPriority() const override { return false; }
    std::string scoreName() const override { return GANTRY_TR_NOOP("ScoreName", "owner's dominant share (lower first)"); }
    static std::string ownerOf(const JobSpec& spec) { return spec.user.empty() ? spec.vc : spec.user; }

private:
    void refresh(const SimulationView& view) const;
    // Shares are recomputed once per distinct cluster state (time, running jobs, free GPUs): one O(R)
    // pass per start instead of one per queued job.
    mutable const SimulationView* m_cacheView = nullptr;
    mutable SimTime m_cacheTime = -1;
    mutable std::size_t m_cacheRunning = 0;
    mutable int m_cacheFree = -1;
    mutable std::map<std::string, double> m_shares;
};

/// Tetris (Grandl et al.) packing score plus an SRTF term, weighted as DL2's tetris_env does.
class TetrisOrdering final : public OrderingPolicy {
public:
    std::string name() const override { return "tetris"; }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<TetrisOrdering>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override;
    bool staticPriority() const override { return false; }
    std::string scoreName() const override { return GANTRY_TR_NOOP("ScoreName", "-(alignment + w x SRTF term) (lower first)"); }

    static double alignment(const SimulationView& view, JobIndex job);
    static double srtfTerm(const SimulationView& view, JobIndex job);

private:
    double weight(const SimulationView& view) const;
    mutable const SimulationView* m_cacheView = nullptr;
    mutable SimTime m_cacheTime = -1;
    mutable std::size_t m_cacheQueue = 0;
    mutable int m_cacheFree = -1;
    mutable double m_weight = 1.0;
};

/// A fixed pseudo-random order from (seed, job index): reproducible and independent of arrival order.
class RandomOrdering final : public OrderingPolicy {
public:
    explicit RandomOrdering(std::uint64_t seed) : m_seed(seed) { }
    std::string name() const override { return "random"; }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<RandomOrdering>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override;
    std::string scoreName() const override { return GANTRY_TR_NOOP("ScoreName", "random draw (lower first)"); }

private:
    std::uint64_t m_seed;
};

/// splitmix64 finaliser of (seed, job): the deterministic hash random parts use.
std::uint64_t jobHash(std::uint64_t seed, JobIndex job);

} // namespace gantry
