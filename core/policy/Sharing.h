#pragma once
/** @brief Sharing policies: how the tenants of a scenario share its GPUs (docs/policies.md, "Sharing").
 * Quotas as Philly's virtual clusters ran them (strict), or with idle quota lent out as a Kueue
 * cohort's borrowing does (without reclaim: a lender waits for borrowed GPUs to come back). */

#include "core/policy/PolicyParts.h"

#include <map>
#include <string>
#include <vector>

namespace gantry {

class QuotaSharing final : public SharingPolicy {
public:
    /// `borrowing` false: no tenant ever holds more than its quota. True: a tenant that may borrow
    /// holds more, up to its limit, while what all tenants hold beyond their quotas fits in the
    /// quota lenders leave idle plus the GPUs in nobody's quota.
    explicit QuotaSharing(bool borrowing) : m_borrowing(borrowing) { }
    std::string name() const override { return m_borrowing ? "borrowing" : "strict-quota"; }
    std::unique_ptr<SharingPolicy> clone() const override { return std::make_unique<QuotaSharing>(*this); }
    void beginPass(const SimulationView& view) override;
    bool admits(const SimulationView& view, JobIndex job, int gpus, const Placement* placement) const override;
    void started(const SimulationView& view, JobIndex job, const std::vector<GpuId>& gpus) override;
    std::string neverAdmits(const SimulationView& view, JobIndex job) const override;

private:
    /// Counts `gpus` as held by `tenant` (-1: none) this pass.
    void hold(const SimulationView& view, int tenant, const std::vector<GpuId>& gpus);

    bool m_borrowing;
    std::vector<int> m_held;                       ///< GPUs each tenant's jobs hold, this pass
    std::vector<std::map<std::string, int>> m_heldByType; ///< the same by GPU type name
};

} // namespace gantry
