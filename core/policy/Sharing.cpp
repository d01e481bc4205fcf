#include "core/policy/Sharing.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <tuple>

namespace gantry {

namespace {
// Victim searches per pass: the best-placed waiting jobs come first, and the rest try again at the next
// pass, so a pass stays O(queue + this x running) however many jobs wait.
constexpr int kMaxReclaimScans = 8;
} // namespace

void TenantSharing::hold(const SimulationView& view, int tenant, const std::vector<GpuId>& gpus)
{
    if (tenant < 0 || tenant >= int(m_held.size())) return;
    m_held[std::size_t(tenant)] += int(gpus.size());
    for (GpuId g : gpus) ++m_heldByType[std::size_t(tenant)][view.cluster().typeOf(g).name];
}

void TenantSharing::accountUsage(const SimulationView& view)
{
    const std::size_t tenants = view.tenants().size();
    if (m_usage.size() != tenants || view.now() < m_lastPass) { // a new run
        m_usage.assign(tenants, 0.0);
        return;
    }
    // Between two passes nothing starts or ends (every start is a pass's and every end makes one), so
    // each tenant held what it held when the last pass ended: integrate it under the decay.
    const double elapsed = view.now() - m_lastPass;
    const double keep = std::exp2(-elapsed / m_rules.halfLife);
    const double weightOfNow = m_rules.halfLife / std::log(2.0) * (1.0 - keep); // integral of 2^(-age/h) over the interval
    for (std::size_t u = 0; u < tenants && u < m_held.size(); ++u) m_usage[u] = m_usage[u] * keep + m_held[u] * weightOfNow;
}

void TenantSharing::beginPass(const SimulationView& view)
{
    if (view.now() < m_lastPass) { // a new run
        m_claims.clear();
        m_reclaimed.clear();
    }
    if (m_rules.order == SharingRules::Order::FairShare) accountUsage(view); // before m_held is recounted
    m_lastPass = view.now();
    const std::size_t tenants = view.tenants().size();
    m_held.assign(tenants, 0);
    m_heldByType.assign(tenants, {});
    m_leaving.assign(tenants, 0);
    m_returning = 0;
    m_reclaimableBuilt = false;
    m_reclaimScans = 0;
    // A claim ends when its job starts or leaves the queue, or once the checkpoints it waited for are
    // written (if it still did not start, its placement wants more than GPU counts: it waits as others).
    std::erase_if(m_claims, [&](const auto& claim) {
        return claim.first >= view.jobCount() || view.state(claim.first).phase != JobPhase::Queued
            || view.now() > claim.second.until;
    });
    for (auto& [job, claim] : m_claims) claim.visited = false;
    std::erase_if(m_reclaimed, [&](JobIndex j) {
        return j >= view.jobCount() || (view.state(j).phase != JobPhase::Queued && view.state(j).phase != JobPhase::Checkpointing);
    });
    // Running, restoring and checkpointing jobs all hold their GPUs.
    for (JobIndex j : view.running()) {
        const int t = view.spec(j).tenant;
        hold(view, t, view.state(j).placement.gpus);
        if (view.state(j).phase == JobPhase::Checkpointing) {
            const int gpus = int(view.state(j).placement.gpus.size());
            m_returning += gpus;
            if (t >= 0 && t < int(tenants)) m_leaving[std::size_t(t)] += gpus;
        }
    }
    // What lenders wait for is not idle: borrowers may not take it (else a reclaimed GPU would go
    // straight back to a borrower).
    m_wanted.assign(tenants, 0);
    if (m_rules.admission == SharingRules::Admission::Borrowing) {
        for (JobIndex j : view.queue()) {
            const int t = view.spec(j).tenant;
            if (t >= 0 && t < int(tenants)) m_wanted[std::size_t(t)] += std::max(1, view.spec(j).gpus);
        }
        for (std::size_t u = 0; u < tenants; ++u)
            m_wanted[u] = std::clamp(view.tenants()[u].quota() - m_held[u], 0, m_wanted[u]);
    }
}

bool TenantSharing::withinQuota(const SimulationView& view, JobIndex job, int gpus) const
{
    const int tenant = view.spec(job).tenant;
    const auto t = std::size_t(tenant);
    int claimedAhead = 0; // by its tenant's jobs ahead of it in arrival order
    for (auto it = m_claims.begin(); it != m_claims.end() && it->first < job; ++it)
        if (view.spec(it->first).tenant == tenant) claimedAhead += it->second.gpus;
    return m_held[t] - m_leaving[t] + claimedAhead + gpus <= view.tenants()[t].quota();
}

int TenantSharing::unavailableTo(const SimulationView& view, JobIndex job) const
{
    // What the claims not yet served this pass need beyond the GPUs coming back. A claim whose job
    // no longer fits its tenant's quota (the tenant's other jobs started first) keeps nothing.
    int claimed = 0;
    for (const auto& [claimant, claim] : m_claims)
        if (claimant != job && !claim.visited && withinQuota(view, claimant, claim.gpus)) claimed += claim.gpus;
    return std::max(0, claimed - m_returning);
}

void TenantSharing::started(const SimulationView& view, JobIndex job, const std::vector<GpuId>& gpus)
{
    const int t = view.spec(job).tenant;
    hold(view, t, gpus);
    m_claims.erase(job);
    if (t >= 0 && t < int(m_wanted.size()))
        m_wanted[std::size_t(t)] = std::max(0, m_wanted[std::size_t(t)] - int(gpus.size()));
}

bool TenantSharing::mayBorrow(const SimulationView& view, int tenant, int gpus) const
{
    // Counted in GPUs of any type.
    const auto& tenants = view.tenants();
    long long reserved = 0, lendable = 0, borrowed = 0;
    for (std::size_t u = 0; u < tenants.size(); ++u) {
        const int quota = tenants[u].quota();
        const int have = m_held[u] + (int(u) == tenant ? gpus : 0);
        reserved += quota;
        borrowed += std::max(0, have - quota);
        if (tenants[u].lend && int(u) != tenant) lendable += std::max(0, quota - have - m_wanted[u]);
    }
    const long long unreserved = std::max(0LL, static_cast<long long>(view.cluster().gpuCount()) - reserved);
    return borrowed <= lendable + unreserved;
}

bool TenantSharing::admits(const SimulationView& view, JobIndex job, int gpus, const Placement* placement) const
{
    const int t = view.spec(job).tenant;
    const auto& tenants = view.tenants();
    if (t < 0 || t >= int(tenants.size())) return true; // no tenants: one queue for everyone
    const Tenant& tenant = tenants[std::size_t(t)];
    const int held = m_held[std::size_t(t)];
    if (tenant.limitGpus >= 0 && held + gpus > tenant.limitGpus) return false;
    if (m_rules.admission == SharingRules::Admission::LimitOnly) return true;
    // Within its own quota: per GPU type when the quota is given so (and the GPUs are known).
    bool withinQuota = held + gpus <= tenant.quota();
    if (withinQuota && !tenant.quotaByType.empty() && placement) {
        std::map<std::string, int> wanted;
        for (GpuId g : placement->gpus) ++wanted[view.cluster().typeOf(g).name];
        const auto& heldByType = m_heldByType[std::size_t(t)];
        for (const auto& [type, count] : wanted) {
            const auto quota = tenant.quotaByType.find(type);
            const auto have = heldByType.find(type);
            if ((have == heldByType.end() ? 0 : have->second) + count > (quota == tenant.quotaByType.end() ? 0 : quota->second))
                withinQuota = false;
        }
    }
    if (withinQuota) return true;
    return m_rules.admission == SharingRules::Admission::Borrowing && tenant.borrow && mayBorrow(view, t, gpus);
}

double TenantSharing::tenantRank(const SimulationView& view, int tenant) const
{
    const auto& tenants = view.tenants();
    if (tenant < 0 || tenant >= int(tenants.size())) return 0;
    const auto u = std::size_t(tenant);
    if (m_rules.order == SharingRules::Order::UsedCapacity) {
        // YARN's used capacity: held over guaranteed; a tenant without a quota comes last.
        const int quota = tenants[u].quota();
        return quota > 0 ? double(m_held[u]) / quota : std::numeric_limits<double>::infinity();
    }
    if (m_rules.order == SharingRules::Order::FairShare) {
        // Slurm's classic fair-share factor 2^(-usage share / weight share); the highest goes first. The
        // exponent alone orders the tenants the same way, and keeps apart what 2^-x would round to 0
        // for all of them (a tenant with a tiny weight and some usage).
        const double totalUsage = std::accumulate(m_usage.begin(), m_usage.end(), 0.0);
        double totalWeight = 0;
        for (const Tenant& t : tenants) totalWeight += t.weight;
        const double usageShare = totalUsage > 0 ? m_usage[u] / totalUsage : 0.0;
        const double share = totalWeight > 0 ? tenants[u].weight / totalWeight : 0.0;
        if (share <= 0) return std::numeric_limits<double>::infinity(); // a weight of 0: after everyone with a share
        return usageShare / share;
    }
    return 0;
}

std::optional<std::vector<std::pair<JobIndex, Explanation>>> TenantSharing::reclaim(const SimulationView& view, JobIndex job,
    int need, int free)
{
    if (!m_rules.reclaim) return std::nullopt;
    const int t = view.spec(job).tenant;
    const auto& tenants = view.tenants();
    if (t < 0 || t >= int(tenants.size())) return std::nullopt;
    const auto tu = std::size_t(t);
    // Only a job within its tenant's quota takes GPUs back; borrowing is never a reason to preempt,
    // and a reclaimed job does not reclaim in turn.
    if (!withinQuota(view, job, need) || m_reclaimed.count(job)) return std::nullopt;
    int available = std::max(0, free) + m_returning;
    const SimTime claimEnds = view.now() + view.config().checkpointSeconds + 1e-6;
    if (available >= need) { // enough is on its way back already: wait for it
        m_returning -= std::max(0, need - std::max(0, free));
        auto& claim = m_claims.try_emplace(job, Claim { need, claimEnds }).first->second;
        claim.visited = true;
        return std::vector<std::pair<JobIndex, Explanation>> {};
    }
    // Borrowed GPUs, net of what is already being given back, per tenant.
    std::vector<int> borrowed(tenants.size(), 0);
    bool anyone = false;
    for (std::size_t u = 0; u < tenants.size(); ++u) {
        if (u == tu) continue;
        borrowed[u] = std::max(0, m_held[u] - m_leaving[u] - tenants[u].quota());
        anyone = anyone || borrowed[u] > 0;
    }
    if (!anyone || m_reclaimScans >= kMaxReclaimScans) return std::nullopt;
    ++m_reclaimScans;
    if (!m_reclaimableBuilt) {
        // Kueue takes the most recently admitted borrowing workloads first.
        m_reclaimableBuilt = true;
        std::vector<std::tuple<SimTime, JobIndex>> order;
        for (JobIndex j : view.running())
            if (view.state(j).phase == JobPhase::Running) order.emplace_back(view.state(j).lastStart, j);
        std::sort(order.begin(), order.end(), std::greater<>());
        m_reclaimable.clear();
        for (const auto& [start, j] : order) m_reclaimable.push_back(j);
    }
    std::vector<JobIndex> chosen;
    for (JobIndex j : m_reclaimable) {
        if (available >= need) break;
        const int u = view.spec(j).tenant;
        if (u < 0 || u >= int(tenants.size()) || borrowed[std::size_t(u)] <= 0) continue;
        if (view.state(j).phase != JobPhase::Running) continue; // chosen earlier in this pass
        const int gpus = int(view.state(j).placement.gpus.size());
        chosen.push_back(j);
        available += gpus;
        borrowed[std::size_t(u)] -= gpus;
    }
    if (available < need) return std::nullopt; // taking back all that is borrowed would not make room
    std::vector<std::pair<JobIndex, Explanation>> victims;
    for (JobIndex victim : chosen) {
        const int u = view.spec(victim).tenant;
        const int gpus = int(view.state(victim).placement.gpus.size());
        m_leaving[std::size_t(u)] += gpus;
        m_returning += gpus;
        m_reclaimed.insert(victim);
        Explanation why;
        why.part = "sharing:" + m_rules.name;
        why.scoreName = GANTRY_TR_NOOP("ScoreName", "GPUs its tenant holds beyond its quota");
        why.add({ CandidateKind::Job, job, double(m_held[tu] + need - tenants[tu].quota()),
            "waits within " + tenants[tu].name + "'s quota" });
        why.add({ CandidateKind::Job, victim, double(m_held[std::size_t(u)] - tenants[std::size_t(u)].quota()),
            "borrowed by " + tenants[std::size_t(u)].name + ": reclaimed" });
        victims.emplace_back(victim, std::move(why));
    }
    m_returning -= std::max(0, need - std::max(0, free));
    m_claims[job] = { need, claimEnds, true };
    m_reclaimable.erase(std::remove_if(m_reclaimable.begin(), m_reclaimable.end(),
                            [&](JobIndex j) { return std::find(chosen.begin(), chosen.end(), j) != chosen.end(); }),
        m_reclaimable.end());
    return victims;
}

std::string TenantSharing::neverAdmits(const SimulationView& view, JobIndex job) const
{
    const int t = view.spec(job).tenant;
    if (t < 0 || t >= int(view.tenants().size())) return {};
    const Tenant& tenant = view.tenants()[std::size_t(t)];
    const int need = std::max(1, view.spec(job).gpus);
    const bool quotaBound = m_rules.admission == SharingRules::Admission::Quota
        || (m_rules.admission == SharingRules::Admission::Borrowing && !tenant.borrow);
    if (quotaBound && need > tenant.quota())
        return "needs " + std::to_string(need) + " GPUs; tenant '" + tenant.name + "' may hold " + std::to_string(tenant.quota())
            + (m_rules.admission == SharingRules::Admission::Quota ? " (its quota, under strict quotas)"
                                                                    : " (its quota, and it may not borrow)");
    if (tenant.limitGpus >= 0 && need > tenant.limitGpus)
        return "needs " + std::to_string(need) + " GPUs; tenant '" + tenant.name + "' may hold at most " + std::to_string(tenant.limitGpus)
            + " (its limit)";
    return {};
}

} // namespace gantry
