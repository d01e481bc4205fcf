#pragma once
/** @brief What a scheduler believes about each machine's hidden performance, learned from the jobs
 * that ran on it. An observation is a slowdown: a job's observed run time over the run time the speed
 * model predicts at nominal performance (1 = as fast as nominal, 1.25 = a quarter slower). Two
 * beliefs: the random-walk Gaussian process of the dual-agent scheduler (Xing et al., KDD'23), which
 * shares what it learns between similar machines, and a plain per-machine average (its ablation).
 * Plain C++ (no LibTorch): the GP is small linear algebra. docs/learning.md, "Dual-agent". */

#include "core/model/Cluster.h"

#include <memory>
#include <string>
#include <vector>

namespace gantry {

class MachineBelief {
public:
    virtual ~MachineBelief() = default;
    virtual std::string name() const = 0;
    virtual std::unique_ptr<MachineBelief> clone() const = 0;
    /// One observed slowdown of `machine` (observed step time / nominal step time, > 0).
    virtual void observe(MachineId machine, double slowdown) = 0;
    /// Posterior mean slowdown of a machine (1 before anything is known).
    virtual double mean(MachineId machine) const = 0;
    /// Posterior variance of the slowdown.
    virtual double variance(MachineId machine) const = 0;
    virtual int observations() const = 0;
    virtual int machineCount() const = 0;
};

/// The ablation: each machine's own average slowdown; a machine never observed stays at 1 with the
/// prior variance. Its variance is the pooled observation variance over the machine's count.
class PerMachineAverage final : public MachineBelief {
public:
    explicit PerMachineAverage(int machines, double priorVariance = 0.04);
    std::string name() const override { return "per-machine average"; }
    std::unique_ptr<MachineBelief> clone() const override { return std::make_unique<PerMachineAverage>(*this); }
    void observe(MachineId machine, double slowdown) override;
    double mean(MachineId machine) const override;
    double variance(MachineId machine) const override;
    int observations() const override { return m_total; }
    int machineCount() const override { return int(m_count.size()); }

private:
    std::vector<int> m_count;
    std::vector<double> m_sum, m_sumSq;
    double m_priorVariance;
    int m_total = 0;
};

struct RandomWalkGpSettings {
    /// Refit the hyper-parameters (marginal likelihood over a grid) after this many observations,
    /// and also after 3, 6, 12, 24, ... (early on, every new fact changes the picture most).
    int refitEvery = 25;
    /// Edge weights of the machine-similarity graph: same GPU type, same rack.
    bool typeEdges = true;
    bool rackEdges = true;
};

/// The hyper-parameters the marginal likelihood chose.
struct RandomWalkGpFit {
    int graph = 2;            ///< 0: same-type edges only, 1: same-rack edges only, 2: both
    double a = 3;             ///< the random walk's a (>= 2; larger = closer to independent machines)
    double signal = 0.04;     ///< signal variance of the slowdown
    double noise = 0.01;      ///< observation noise variance (fluctuation and measurement)
    double priorMean = 1;     ///< the mean slowdown of everything seen
    double logLikelihood = 0;
};

/// Gaussian-process regression over the machines with a 2-step random-walk kernel (Smola and Kondor,
/// COLT 2003): K = ((a - 1) I + D^-1/2 A D^-1/2)^2 on the machine-similarity graph A (edges between
/// machines of one GPU type and of one rack), scaled to unit diagonal and by the signal variance.
/// Observations update the posterior over all machines exactly and sequentially (a rank-one update of
/// the posterior covariance, O(M^2)); every refitEvery observations the hyper-parameters (graph, a,
/// signal and noise) are chosen by the marginal likelihood over a grid and the posterior is rebuilt
/// from the per-machine sufficient statistics (O(M n^2) for n observed machines). The likelihood looks
/// at the 96 most observed machines at most (a subset-of-data approximation), so that a refit stays
/// affordable on large clusters.
class RandomWalkGp final : public MachineBelief {
public:
    explicit RandomWalkGp(const Cluster& cluster, RandomWalkGpSettings settings = {});
    std::string name() const override { return "random-walk GP"; }
    std::unique_ptr<MachineBelief> clone() const override { return std::make_unique<RandomWalkGp>(*this); }
    void observe(MachineId machine, double slowdown) override;
    double mean(MachineId machine) const override { return m_mean[std::size_t(machine)]; }
    double variance(MachineId machine) const override { return m_cov[std::size_t(machine) * m_n + std::size_t(machine)]; }
    int observations() const override { return m_total; }
    int machineCount() const override { return int(m_n); }

    const RandomWalkGpFit& fit() const { return m_fit; }
    /// Hyper-parameter refits so far.
    int refits() const { return m_refits; }
    /// Refits the hyper-parameters and rebuilds the posterior now.
    void refit();
    /// Rebuilds the posterior from the per-machine statistics under the current hyper-parameters (the
    /// same posterior the sequential updates reach; tests compare the two).
    void recompute() { rebuild(); }
    /// The prior correlation between two machines under the current fit (for views and tests).
    double correlation(MachineId a, MachineId b) const { return kernel(m_fit.graph, m_fit.a, std::size_t(a), std::size_t(b)); }

private:
    double kernel(int graph, double a, std::size_t i, std::size_t j) const;
    void rebuild();
    double logMarginal(int graph, double a, double ratio, double& signalOut) const;

    std::size_t m_n = 0;
    RandomWalkGpSettings m_settings;
    // Per graph g: S = D^-1/2 A D^-1/2 and S^2, row-major n x n.
    std::vector<double> m_s[3], m_s2[3];
    std::vector<int> m_count;
    std::vector<double> m_sum, m_sumSq;
    int m_total = 0;
    int m_sinceRefit = 0;
    int m_nextEarlyRefit = 3;
    int m_refits = 0;
    RandomWalkGpFit m_fit;
    std::vector<double> m_mean; ///< posterior mean per machine
    std::vector<double> m_cov;  ///< posterior covariance, n x n
    std::vector<double> m_column; ///< scratch
    std::vector<std::size_t> m_fitSubset; ///< the machines the last refit's likelihood looked at
};

/// Spearman's rank correlation (ties get their average rank); 0 if either side is constant.
double spearman(const std::vector<double>& x, const std::vector<double>& y);

} // namespace gantry
