#pragma once
/** @brief A scheduler built from an ordering, a placement and (for elastic jobs) a sizing part. */

#include "core/policy/PolicyParts.h"

namespace gantry {

class ComposedScheduler final : public Scheduler {
public:
    /// `sizing` may be null: every job then gets exactly what it asked for.
    ComposedScheduler(std::unique_ptr<OrderingPolicy> ordering, std::unique_ptr<PlacementPolicy> placement,
        std::unique_ptr<SizingPolicy> sizing, bool backfill, SimTime tickInterval = 0);
    ComposedScheduler(const ComposedScheduler& other);

    std::string name() const override;
    std::unique_ptr<Scheduler> clone() const override { return std::make_unique<ComposedScheduler>(*this); }
    SimTime tickInterval() const override { return m_tickInterval; }
    void schedule(const SimulationView& view, DecisionSink& sink) override;

    const OrderingPolicy& ordering() const { return *m_ordering; }
    const PlacementPolicy& placement() const { return *m_placement; }

private:
    std::unique_ptr<OrderingPolicy> m_ordering;
    std::unique_ptr<PlacementPolicy> m_placement;
    std::unique_ptr<SizingPolicy> m_sizing;
    bool m_backfill;
    SimTime m_tickInterval;
};

} // namespace gantry
