#include "core/policy/MachineBelief.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace gantry {

namespace {

/// Keeps an observation sane: a slowdown outside [1/20, 20] is a measurement artefact.
double clampSlowdown(double y) { return std::clamp(std::isfinite(y) ? y : 1.0, 0.05, 20.0); }

/// In-place Cholesky of the n x n symmetric positive definite matrix `a` (lower triangle); false if
/// it is not positive definite.
bool cholesky(std::vector<double>& a, std::size_t n)
{
    for (std::size_t j = 0; j < n; ++j) {
        double d = a[j * n + j];
        for (std::size_t k = 0; k < j; ++k) d -= a[j * n + k] * a[j * n + k];
        if (!(d > 0)) return false;
        d = std::sqrt(d);
        a[j * n + j] = d;
        for (std::size_t i = j + 1; i < n; ++i) {
            double s = a[i * n + j];
            for (std::size_t k = 0; k < j; ++k) s -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = s / d;
        }
    }
    return true;
}

/// Solves L x = b in place (L lower triangular from cholesky()).
void forwardSolve(const std::vector<double>& l, std::size_t n, double* b, std::size_t stride = 1)
{
    for (std::size_t i = 0; i < n; ++i) {
        double s = b[i * stride];
        for (std::size_t k = 0; k < i; ++k) s -= l[i * n + k] * b[k * stride];
        b[i * stride] = s / l[i * n + i];
    }
}

} // namespace

// ---- PerMachineAverage ----

PerMachineAverage::PerMachineAverage(int machines, double priorVariance)
    : m_count(std::size_t(std::max(0, machines)), 0)
    , m_sum(m_count.size(), 0.0)
    , m_sumSq(m_count.size(), 0.0)
    , m_priorVariance(priorVariance)
{
}

void PerMachineAverage::observe(MachineId machine, double slowdown)
{
    if (machine < 0 || std::size_t(machine) >= m_count.size()) return;
    const double y = clampSlowdown(slowdown);
    ++m_count[std::size_t(machine)];
    m_sum[std::size_t(machine)] += y;
    m_sumSq[std::size_t(machine)] += y * y;
    ++m_total;
}

double PerMachineAverage::mean(MachineId machine) const
{
    const int n = m_count[std::size_t(machine)];
    return n > 0 ? m_sum[std::size_t(machine)] / n : 1.0;
}

double PerMachineAverage::variance(MachineId machine) const
{
    const int n = m_count[std::size_t(machine)];
    if (n == 0) return m_priorVariance;
    // The pooled within-machine variance (machines observed twice or more), over this machine's count.
    double ss = 0;
    int dof = 0;
    for (std::size_t m = 0; m < m_count.size(); ++m)
        if (m_count[m] > 1) {
            ss += m_sumSq[m] - m_sum[m] * m_sum[m] / m_count[m];
            dof += m_count[m] - 1;
        }
    const double noise = dof > 0 ? std::max(1e-6, ss / dof) : m_priorVariance;
    return noise / n;
}

// ---- RandomWalkGp ----

RandomWalkGp::RandomWalkGp(const Cluster& cluster, RandomWalkGpSettings settings)
    : m_n(std::size_t(cluster.machineCount()))
    , m_settings(settings)
    , m_count(m_n, 0)
    , m_sum(m_n, 0.0)
    , m_sumSq(m_n, 0.0)
{
    const std::size_t n = m_n;
    for (int g = 0; g < 3; ++g) {
        const bool type = g != 1 && settings.typeEdges;
        const bool rack = g != 0 && settings.rackEdges;
        std::vector<double> adj(n * n, 0.0);
        std::vector<double> degree(n, 0.0);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) {
                if (i == j) continue;
                const Machine& a = cluster.machines[i];
                const Machine& b = cluster.machines[j];
                const double w = (type && a.gpuType == b.gpuType ? 1.0 : 0.0) + (rack && a.rack == b.rack ? 1.0 : 0.0);
                adj[i * n + j] = w;
                degree[i] += w;
            }
        std::vector<double>& s = m_s[g];
        s.assign(n * n, 0.0);
        std::vector<std::vector<std::size_t>> neighbours(n);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                if (adj[i * n + j] > 0) {
                    s[i * n + j] = adj[i * n + j] / std::sqrt(degree[i] * degree[j]);
                    neighbours[i].push_back(j);
                }
        // S^2 through the neighbour lists: the graph is sparse when racks and types are many.
        std::vector<double>& s2 = m_s2[g];
        s2.assign(n * n, 0.0);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t k : neighbours[i]) {
                const double sik = s[i * n + k];
                for (std::size_t j : neighbours[k]) s2[i * n + j] += sik * s[k * n + j];
            }
    }
    m_column.assign(n, 0.0);
    rebuild();
}

double RandomWalkGp::kernel(int graph, double a, std::size_t i, std::size_t j) const
{
    // ((a-1) I + S)^2 = (a-1)^2 I + 2 (a-1) S + S^2, scaled to unit diagonal.
    const std::size_t n = m_n;
    const double c1 = 2 * (a - 1), c2 = (a - 1) * (a - 1);
    const std::vector<double>& s = m_s[graph];
    const std::vector<double>& s2 = m_s2[graph];
    auto raw = [&](std::size_t p, std::size_t q) { return (p == q ? c2 : 0.0) + c1 * s[p * n + q] + s2[p * n + q]; };
    if (i == j) return 1.0;
    return raw(i, j) / std::sqrt(raw(i, i) * raw(j, j));
}

double RandomWalkGp::logMarginal(int graph, double a, double ratio, double& signalOut) const
{
    const std::vector<std::size_t>& seen = m_fitSubset;
    const std::size_t k = seen.size();
    const double mu0 = m_fit.priorMean;
    std::vector<double> b(k * k), r(k);
    for (std::size_t p = 0; p < k; ++p) {
        for (std::size_t q = 0; q <= p; ++q) b[p * k + q] = b[q * k + p] = kernel(graph, a, seen[p], seen[q]);
        b[p * k + p] += ratio / m_count[seen[p]];
        r[p] = m_sum[seen[p]] / m_count[seen[p]] - mu0;
    }
    if (!cholesky(b, k)) return -1e300;
    forwardSolve(b, k, r.data());
    double quad = 0, logDet = 0;
    for (std::size_t p = 0; p < k; ++p) {
        quad += r[p] * r[p];
        logDet += 2 * std::log(b[p * k + p]);
    }
    // The signal variance that maximises the likelihood of the machine means, given the ratio.
    const double signal = std::max(1e-6, quad / double(k));
    const double noise = ratio * signal;
    const double log2pi = std::log(2 * std::numbers::pi);
    double ll = -0.5 * quad / signal - 0.5 * (double(k) * std::log(signal) + logDet) - 0.5 * double(k) * log2pi;
    // The spread of repeated observations of one machine around its mean: the noise alone.
    for (std::size_t m : seen) {
        const double n = m_count[m];
        const double ss = std::max(0.0, m_sumSq[m] - m_sum[m] * m_sum[m] / n);
        ll += -0.5 * (n - 1) * (log2pi + std::log(noise)) - 0.5 * ss / noise - 0.5 * std::log(n);
    }
    signalOut = signal;
    return ll;
}

void RandomWalkGp::refit()
{
    m_sinceRefit = 0;
    ++m_refits;
    int seenMachines = 0;
    for (std::size_t m = 0; m < m_n; ++m) seenMachines += m_count[m] > 0;
    if (m_total > 0) m_fit.priorMean = std::accumulate(m_sum.begin(), m_sum.end(), 0.0) / m_total;
    // The marginal likelihood of at most kFitMachines machines (the most observed; ties by index):
    // a grid of Cholesky factorisations of all observed machines would cost seconds at 1,000 machines.
    constexpr std::size_t kFitMachines = 96;
    m_fitSubset.clear();
    for (std::size_t m = 0; m < m_n; ++m)
        if (m_count[m] > 0) m_fitSubset.push_back(m);
    if (m_fitSubset.size() > kFitMachines) {
        std::stable_sort(m_fitSubset.begin(), m_fitSubset.end(), [&](std::size_t x, std::size_t y) { return m_count[x] > m_count[y]; });
        m_fitSubset.resize(kFitMachines);
        std::sort(m_fitSubset.begin(), m_fitSubset.end());
    }
    if (seenMachines >= 3) {
        static constexpr double kA[] = { 2, 3, 5, 10 };
        static constexpr double kRatio[] = { 0.05, 0.2, 1, 5, 25 };
        double best = -1e301;
        for (int g = 0; g < 3; ++g) {
            if ((g == 0 && !m_settings.typeEdges) || (g == 1 && !m_settings.rackEdges)) continue;
            for (double a : kA)
                for (double ratio : kRatio) {
                    double signal = 0;
                    const double ll = logMarginal(g, a, ratio, signal);
                    if (ll > best) {
                        best = ll;
                        m_fit.graph = g;
                        m_fit.a = a;
                        m_fit.signal = signal;
                        m_fit.noise = ratio * signal;
                        m_fit.logLikelihood = ll;
                    }
                }
        }
    }
    rebuild();
}

void RandomWalkGp::rebuild()
{
    const std::size_t n = m_n;
    std::vector<std::size_t> seen;
    for (std::size_t m = 0; m < n; ++m)
        if (m_count[m] > 0) seen.push_back(m);
    const std::size_t k = seen.size();
    const double s = m_fit.signal, mu0 = m_fit.priorMean;
    m_mean.assign(n, mu0);
    m_cov.assign(n * n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j <= i; ++j) m_cov[i * n + j] = m_cov[j * n + i] = s * kernel(m_fit.graph, m_fit.a, i, j);
    if (k == 0) return;
    // B = K_OO + (noise / signal) diag(1 / count); posterior = prior - K_.O B^-1 K_O. (times the signal).
    const double ratio = m_fit.noise / s;
    std::vector<double> b(k * k);
    std::vector<double> r(k);
    for (std::size_t p = 0; p < k; ++p) {
        for (std::size_t q = 0; q <= p; ++q) b[p * k + q] = b[q * k + p] = m_cov[seen[p] * n + seen[q]] / s;
        b[p * k + p] += ratio / m_count[seen[p]];
        r[p] = m_sum[seen[p]] / m_count[seen[p]] - mu0;
    }
    if (!cholesky(b, k)) return; // cannot happen for a > 1 and noise > 0; keep the prior if it does
    forwardSolve(b, k, r.data());
    // W = L^-1 K_O. (k x n), a row at a time (row operations run along memory).
    std::vector<double> w(k * n);
    for (std::size_t p = 0; p < k; ++p) {
        double* row = w.data() + p * n;
        const double* prior = m_cov.data() + seen[p] * n;
        for (std::size_t j = 0; j < n; ++j) row[j] = prior[j] / s;
        for (std::size_t q = 0; q < p; ++q) {
            const double l = b[p * k + q];
            const double* other = w.data() + q * n;
            for (std::size_t j = 0; j < n; ++j) row[j] -= l * other[j];
        }
        const double d = b[p * k + p];
        for (std::size_t j = 0; j < n; ++j) row[j] /= d;
    }
    // mean = mu0 + W^T L^-1 r; Sigma = s (K - W^T W), by rank-one row updates.
    for (std::size_t p = 0; p < k; ++p) {
        const double* row = w.data() + p * n;
        for (std::size_t i = 0; i < n; ++i) {
            m_mean[i] += row[i] * r[p];
            const double wi = s * row[i];
            if (wi == 0) continue;
            double* out = m_cov.data() + i * n;
            for (std::size_t j = 0; j < n; ++j) out[j] -= wi * row[j];
        }
    }
}

void RandomWalkGp::observe(MachineId machine, double slowdown)
{
    if (machine < 0 || std::size_t(machine) >= m_n) return;
    const std::size_t n = m_n, m = std::size_t(machine);
    const double y = clampSlowdown(slowdown);
    ++m_count[m];
    m_sum[m] += y;
    m_sumSq[m] += y * y;
    ++m_total;
    ++m_sinceRefit;
    if (m_total == m_nextEarlyRefit || m_sinceRefit >= m_settings.refitEvery) {
        if (m_total == m_nextEarlyRefit) m_nextEarlyRefit *= 2;
        refit();
        return;
    }
    // The exact sequential update for one noisy observation of machine m (a Kalman step):
    // k = Sigma e_m / (noise + Sigma_mm); mean += k (y - mean_m); Sigma -= k Sigma_m.
    const double d = m_fit.noise + m_cov[m * n + m];
    for (std::size_t i = 0; i < n; ++i) m_column[i] = m_cov[i * n + m];
    const double innovation = (y - m_mean[m]) / d;
    for (std::size_t i = 0; i < n; ++i) {
        m_mean[i] += m_column[i] * innovation;
        const double ki = m_column[i] / d;
        double* row = m_cov.data() + i * n;
        for (std::size_t j = 0; j < n; ++j) row[j] -= ki * m_column[j];
    }
}

double spearman(const std::vector<double>& x, const std::vector<double>& y)
{
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2) return 0.0;
    auto ranks = [n](const std::vector<double>& v) {
        std::vector<std::size_t> idx(n);
        std::iota(idx.begin(), idx.end(), 0);
        std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
        std::vector<double> r(n);
        for (std::size_t i = 0; i < n;) {
            std::size_t j = i;
            while (j + 1 < n && v[idx[j + 1]] == v[idx[i]]) ++j;
            for (std::size_t k = i; k <= j; ++k) r[idx[k]] = 0.5 * double(i + j);
            i = j + 1;
        }
        return r;
    };
    const auto rx = ranks(x), ry = ranks(y);
    const double mx = std::accumulate(rx.begin(), rx.end(), 0.0) / double(n);
    const double my = std::accumulate(ry.begin(), ry.end(), 0.0) / double(n);
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sxy += (rx[i] - mx) * (ry[i] - my);
        sxx += (rx[i] - mx) * (rx[i] - mx);
        syy += (ry[i] - my) * (ry[i] - my);
    }
    return sxx > 0 && syy > 0 ? sxy / std::sqrt(sxx * syy) : 0.0;
}

} // namespace gantry
