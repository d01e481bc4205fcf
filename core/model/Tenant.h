#pragma once
/** @brief Tenants: the teams, virtual clusters or accounts that share a cluster, their quotas, and
 * which of them each job belongs to (docs/scenario-format.md, "tenants"). */

#include "core/model/Job.h"
#include "core/util/Error.h"

#include <map>
#include <string>
#include <vector>

namespace gantry {

/// A team, virtual cluster or account sharing the cluster (docs/scenario-format.md, "tenants"). Its jobs
/// are those whose VC (or user, by `WorkloadConfig::tenantFrom`) is one of its members.
struct Tenant {
    std::string name;
    /// Guaranteed GPUs: of any type (`quotaGpus`), or per GPU type (`quotaByType`, type name -> GPUs).
    int quotaGpus = 0;
    std::map<std::string, int> quotaByType;
    int limitGpus = -1;               ///< the most GPUs its jobs may hold at once (-1: no limit)
    double weight = 1;                ///< fair-share weight
    bool borrow = true;               ///< may use other tenants' idle quota
    bool lend = true;                 ///< lets other tenants use its idle quota
    std::vector<std::string> members; ///< VC or user names of its jobs (empty: its own name)
    bool takesUnmatched = false;      ///< `default: true`: the jobs no other tenant claims
    /// Its quota in GPUs, whichever way it was given.
    int quota() const
    {
        int sum = quotaGpus;
        for (const auto& [type, gpus] : quotaByType) sum += gpus;
        return sum;
    }
    bool operator==(const Tenant&) const = default;
};

/// Sets every job's `tenant` (an index into `tenants`) from its VC or user (`tenantFrom`: "vc" or
/// "user"): the tenant that lists it among its members (or, without members, is named after it), else
/// the default tenant. A job that no tenant claims, with no default, is an error naming the job, its
/// VC or user and field 'tenants'. Without tenants every job's is -1.
Status assignTenants(const std::vector<Tenant>& tenants, const std::string& tenantFrom, std::vector<JobSpec>& jobs);

/// assignTenants' error, if it has one, without changing the jobs: whether other tenants (a variant's,
/// a plan's quota split) claim every job of a workload loaded for the scenario's own.
Status checkTenantsClaimEveryJob(const std::vector<Tenant>& tenants, const std::string& tenantFrom, const std::vector<JobSpec>& jobs);

/// How many of `jobs` each of `tenants` claims (assignTenants' rule; an unclaimed job counts for none).
std::vector<int> jobsPerTenant(const std::vector<Tenant>& tenants, const std::string& tenantFrom, const std::vector<JobSpec>& jobs);

} // namespace gantry
