#include "core/model/Tenant.h"

#include "core/util/Translate.h"

#include <unordered_map>

namespace gantry {

namespace {

/// Which tenant claims a job: the one that lists its VC or user among its members (or, without members,
/// is named after it), else the default tenant, else none (-1).
class TenantClaims {
public:
    TenantClaims(const std::vector<Tenant>& tenants, const std::string& tenantFrom) : m_byUser(tenantFrom == "user")
    {
        for (std::size_t t = 0; t < tenants.size(); ++t) {
            if (tenants[t].members.empty()) m_byMember.emplace(tenants[t].name, int(t));
            for (const std::string& member : tenants[t].members) m_byMember.emplace(member, int(t));
            if (tenants[t].takesUnmatched) m_fallback = int(t);
        }
    }
    const std::string& keyOf(const JobSpec& job) const { return m_byUser ? job.user.str() : job.vc.str(); }
    int of(const JobSpec& job) const
    {
        const auto it = m_byMember.find(keyOf(job));
        return it != m_byMember.end() ? it->second : m_fallback;
    }
    Error unclaimed(const JobSpec& job) const
    {
        return Error { ErrorCode::BadValue,
            fillIn(m_byUser ? translate("Error", "job '%1' (user '%2') belongs to no tenant: list it in a tenant's members, or mark one "
                                                 "tenant 'default: true'")
                            : translate("Error", "job '%1' (VC '%2') belongs to no tenant: list it in a tenant's members, or mark one "
                                                 "tenant 'default: true'"),
                { job.id, keyOf(job) }),
            { {}, 0, 0, "tenants" } };
    }

private:
    bool m_byUser;
    std::unordered_map<std::string, int> m_byMember;
    int m_fallback = -1;
};

} // namespace

Status assignTenants(const std::vector<Tenant>& tenants, const std::string& tenantFrom, std::vector<JobSpec>& jobs)
{
    if (tenants.empty()) {
        for (JobSpec& job : jobs) job.tenant = -1;
        return Ok {};
    }
    const TenantClaims claims(tenants, tenantFrom);
    for (JobSpec& job : jobs)
        if ((job.tenant = claims.of(job)) < 0) return claims.unclaimed(job);
    return Ok {};
}

Status checkTenantsClaimEveryJob(const std::vector<Tenant>& tenants, const std::string& tenantFrom, const std::vector<JobSpec>& jobs)
{
    if (tenants.empty()) return Ok {};
    const TenantClaims claims(tenants, tenantFrom);
    for (const JobSpec& job : jobs)
        if (claims.of(job) < 0) return claims.unclaimed(job);
    return Ok {};
}

std::vector<int> jobsPerTenant(const std::vector<Tenant>& tenants, const std::string& tenantFrom, const std::vector<JobSpec>& jobs)
{
    std::vector<int> counts(tenants.size(), 0);
    const TenantClaims claims(tenants, tenantFrom);
    for (const JobSpec& job : jobs)
        if (const int t = claims.of(job); t >= 0) ++counts[std::size_t(t)];
    return counts;
}

} // namespace gantry
