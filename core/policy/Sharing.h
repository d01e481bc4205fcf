#pragma once
/** @brief Sharing policies: how the tenants of a scenario share its GPUs (docs/policies.md, "Sharing").
 * Quotas as Philly's virtual clusters ran them (strict); idle quota lent as a Kueue cohort lends it,
 * with or without reclaiming it by preemption; YARN's capacity scheduler (the least served queue
 * first); Slurm's fair share (the least used share first, usage decaying with a half-life). */

#include "core/policy/PolicyParts.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace gantry {

/// What one sharing policy does, rule by rule (the registry names each combination).
struct SharingRules {
    enum class Admission {
        Quota,     ///< no tenant ever holds more than its quota
        Borrowing, ///< beyond its quota, up to its limit, on quota its lenders neither hold nor wait for
        LimitOnly, ///< only the limit: quotas do not bound anyone (fair share orders instead)
    };
    enum class Order {
        None,         ///< tenants are not ranked: the ordering part alone decides
        UsedCapacity, ///< YARN: the tenant holding the smallest part of its quota first
        FairShare,    ///< Slurm: the tenant with the highest fair-share factor first
    };
    std::string name;
    Admission admission = Admission::Quota;
    /// Preempt borrowers' jobs for a job within its tenant's quota (Kueue's reclaimWithinCohort).
    bool reclaim = false;
    Order order = Order::None;
    /// Fair share: usage loses half its weight in this many seconds (Slurm's PriorityDecayHalfLife).
    double halfLife = 7 * 86400.0;
};

class TenantSharing final : public SharingPolicy {
public:
    explicit TenantSharing(SharingRules rules) : m_rules(std::move(rules)) { }
    std::string name() const override { return m_rules.name; }
    std::unique_ptr<SharingPolicy> clone() const override { return std::make_unique<TenantSharing>(*this); }
    void beginPass(const SimulationView& view) override;
    bool admits(const SimulationView& view, JobIndex job, int gpus, const Placement* placement) const override;
    void started(const SimulationView& view, JobIndex job, const std::vector<GpuId>& gpus) override;
    std::string neverAdmits(const SimulationView& view, JobIndex job) const override;
    bool ranksTenants() const override { return m_rules.order != SharingRules::Order::None; }
    double tenantRank(const SimulationView& view, int tenant) const override;
    bool reclaims() const override { return m_rules.reclaim; }
    int unavailableTo(const SimulationView& view, JobIndex job) const override;
    std::optional<std::vector<std::pair<JobIndex, Explanation>>> reclaim(const SimulationView& view, JobIndex job, int need,
        int free) override;

private:
    /// Counts `gpus` as held by `tenant` (-1: none) this pass.
    void hold(const SimulationView& view, int tenant, const std::vector<GpuId>& gpus);
    /// Whether `tenant` may hold `gpus` more beyond its quota: what every tenant would then hold
    /// beyond its quota fits in the quota lenders neither hold nor wait for, and in nobody's quota.
    bool mayBorrow(const SimulationView& view, int tenant, int gpus) const;
    /// Whether `job`'s tenant, with `gpus` more and what its jobs ahead of `job` claim, holds no more
    /// than its quota (GPUs being given back not counted).
    bool withinQuota(const SimulationView& view, JobIndex job, int gpus) const;
    /// Fair share: brings each tenant's decayed usage up to now (what it held since the last pass).
    void accountUsage(const SimulationView& view);

    SharingRules m_rules;
    // This pass:
    std::vector<int> m_held;                              ///< GPUs each tenant's jobs hold
    std::vector<std::map<std::string, int>> m_heldByType; ///< the same by GPU type name
    std::vector<int> m_wanted;   ///< GPUs each tenant's queued jobs wait for within its unused quota
    std::vector<int> m_leaving;  ///< GPUs each tenant's checkpointing jobs will give back
    int m_returning = 0;         ///< GPUs being checkpointed that no waiting job has been promised yet
    std::vector<JobIndex> m_reclaimable; ///< running jobs of borrowing tenants, most recently started first
    bool m_reclaimableBuilt = false;
    int m_reclaimScans = 0;      ///< searches for victims this pass (bounded: a pass stays cheap)
    // Across passes:
    /// Reclaim: a job waiting for GPUs taken back for it. Until its job starts (or the checkpoints it
    /// waits for are written), other jobs may not start on the free GPUs it needs: else a job earlier in
    /// line, or the reclaimed job itself back within its tenant's quota, would take them.
    struct Claim {
        int gpus = 0;
        SimTime until = 0;
        bool visited = false; ///< this pass's share of the free GPUs already went to it
    };
    std::map<JobIndex, Claim> m_claims;
    std::set<JobIndex> m_reclaimed; ///< jobs preempted by reclaim that have not started again
    std::vector<double> m_usage; ///< fair share: decayed GPU-seconds per tenant
    SimTime m_lastPass = -1;

};

} // namespace gantry
