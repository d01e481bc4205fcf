#include "core/policy/Sharing.h"

#include <algorithm>

namespace gantry {

void QuotaSharing::hold(const SimulationView& view, int tenant, const std::vector<GpuId>& gpus)
{
    if (tenant < 0 || tenant >= int(m_held.size())) return;
    m_held[std::size_t(tenant)] += int(gpus.size());
    for (GpuId g : gpus) ++m_heldByType[std::size_t(tenant)][view.cluster().typeOf(g).name];
}

void QuotaSharing::beginPass(const SimulationView& view)
{
    const std::size_t tenants = view.tenants().size();
    m_held.assign(tenants, 0);
    m_heldByType.assign(tenants, {});
    // Running, restoring and checkpointing jobs all hold their GPUs.
    for (JobIndex j : view.running()) hold(view, view.spec(j).tenant, view.state(j).placement.gpus);
}

void QuotaSharing::started(const SimulationView& view, JobIndex job, const std::vector<GpuId>& gpus)
{
    hold(view, view.spec(job).tenant, gpus);
}

bool QuotaSharing::admits(const SimulationView& view, JobIndex job, int gpus, const Placement* placement) const
{
    const int t = view.spec(job).tenant;
    const auto& tenants = view.tenants();
    if (t < 0 || t >= int(tenants.size())) return true; // no tenants: one queue for everyone
    const Tenant& tenant = tenants[std::size_t(t)];
    const int held = m_held[std::size_t(t)];
    if (tenant.limitGpus >= 0 && held + gpus > tenant.limitGpus) return false;
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
    if (!m_borrowing || !tenant.borrow) return false;
    // Borrowing (by GPU counts, whatever their type): what every tenant would hold beyond its quota
    // must fit in what lenders leave idle of theirs and in the GPUs no quota reserves.
    long long reserved = 0, lendable = 0, borrowed = 0;
    for (std::size_t u = 0; u < tenants.size(); ++u) {
        const int quota = tenants[u].quota();
        const int have = m_held[u] + (int(u) == t ? gpus : 0);
        reserved += quota;
        borrowed += std::max(0, have - quota);
        if (tenants[u].lend && int(u) != t) lendable += std::max(0, quota - have);
    }
    const long long unreserved = std::max(0LL, static_cast<long long>(view.cluster().gpuCount()) - reserved);
    return borrowed <= lendable + unreserved;
}

std::string QuotaSharing::neverAdmits(const SimulationView& view, JobIndex job) const
{
    const int t = view.spec(job).tenant;
    if (t < 0 || t >= int(view.tenants().size())) return {};
    const Tenant& tenant = view.tenants()[std::size_t(t)];
    const int need = std::max(1, view.spec(job).gpus);
    const bool borrows = m_borrowing && tenant.borrow;
    if (!borrows && need > tenant.quota())
        return "needs " + std::to_string(need) + " GPUs; tenant '" + tenant.name + "' may hold " + std::to_string(tenant.quota())
            + " (its quota" + (m_borrowing ? ", and it may not borrow)" : ", under strict quotas)");
    if (tenant.limitGpus >= 0 && need > tenant.limitGpus)
        return "needs " + std::to_string(need) + " GPUs; tenant '" + tenant.name + "' may hold at most " + std::to_string(tenant.limitGpus)
            + " (its limit)";
    return {};
}

} // namespace gantry
