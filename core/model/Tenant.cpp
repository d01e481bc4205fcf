#include "core/model/Tenant.h"

#include "core/util/Translate.h"

#include <unordered_map>

namespace gantry {

namespace {

/// Calls `claimed(job, tenant)` for every job, in order, with the tenant that claims it; stops with an
/// error at the first job that none claims.
template <typename Jobs, typename Claimed>
Status forEachClaim(const std::vector<Tenant>& tenants, const std::string& tenantFrom, Jobs& jobs, Claimed claimed)
{
    std::unordered_map<std::string, int> byMember;
    int fallback = -1;
    for (std::size_t t = 0; t < tenants.size(); ++t) {
        const Tenant& tenant = tenants[t];
        if (tenant.members.empty()) byMember.emplace(tenant.name, int(t));
        for (const std::string& member : tenant.members) byMember.emplace(member, int(t));
        if (tenant.takesUnmatched) fallback = int(t);
    }
    const bool byUser = tenantFrom == "user";
    for (auto& job : jobs) {
        const std::string& key = byUser ? job.user : job.vc;
        const auto it = byMember.find(key);
        const int tenant = it != byMember.end() ? it->second : fallback;
        if (tenant < 0)
            return Error { ErrorCode::BadValue,
                fillIn(byUser ? translate("Error", "job '%1' (user '%2') belongs to no tenant: list it in a tenant's members, or mark one "
                                                   "tenant 'default: true'")
                              : translate("Error", "job '%1' (VC '%2') belongs to no tenant: list it in a tenant's members, or mark one "
                                                   "tenant 'default: true'"),
                    { job.id, key }),
                { {}, 0, 0, "tenants" } };
        claimed(job, tenant);
    }
    return Ok {};
}

} // namespace

Status assignTenants(const std::vector<Tenant>& tenants, const std::string& tenantFrom, std::vector<JobSpec>& jobs)
{
    if (tenants.empty()) {
        for (JobSpec& job : jobs) job.tenant = -1;
        return Ok {};
    }
    return forEachClaim(tenants, tenantFrom, jobs, [](JobSpec& job, int tenant) { job.tenant = tenant; });
}

Status checkTenantsClaimEveryJob(const std::vector<Tenant>& tenants, const std::string& tenantFrom, const std::vector<JobSpec>& jobs)
{
    if (tenants.empty()) return Ok {};
    return forEachClaim(tenants, tenantFrom, jobs, [](const JobSpec&, int) {});
}

} // namespace gantry
