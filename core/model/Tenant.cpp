#include "core/model/Tenant.h"

#include "core/util/Translate.h"

#include <unordered_map>

namespace gantry {

Status assignTenants(const std::vector<Tenant>& tenants, const std::string& tenantFrom, std::vector<JobSpec>& jobs)
{
    if (tenants.empty()) {
        for (JobSpec& job : jobs) job.tenant = -1;
        return Ok {};
    }
    std::unordered_map<std::string, int> byMember;
    int fallback = -1;
    for (std::size_t t = 0; t < tenants.size(); ++t) {
        const Tenant& tenant = tenants[t];
        if (tenant.members.empty()) byMember.emplace(tenant.name, int(t));
        for (const std::string& member : tenant.members) byMember.emplace(member, int(t));
        if (tenant.takesUnmatched) fallback = int(t);
    }
    const bool byUser = tenantFrom == "user";
    for (JobSpec& job : jobs) {
        const std::string& key = byUser ? job.user : job.vc;
        const auto it = byMember.find(key);
        job.tenant = it != byMember.end() ? it->second : fallback;
        if (job.tenant < 0)
            return Error { ErrorCode::BadValue,
                fillIn(byUser ? translate("Error", "job '%1' (user '%2') belongs to no tenant: list it in a tenant's members, or mark one "
                                                   "tenant 'default: true'")
                              : translate("Error", "job '%1' (VC '%2') belongs to no tenant: list it in a tenant's members, or mark one "
                                                   "tenant 'default: true'"),
                    { job.id, key }),
                { {}, 0, 0, "tenants" } };
    }
    return Ok {};
}

} // namespace gantry
