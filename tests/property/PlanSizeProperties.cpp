// Properties of the plan's grid size: computed with overflow checks (never a wrapped number) and
// refused above the limit a search takes on, naming the size and what allows it.
#include "core/plan/Planner.h"
#include "core/util/Format.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <limits>
#include <optional>

using namespace gantry;

namespace {

/// Shapes whose counts range up to the loader's limits (min and max within 0..100000).
Plan arbitraryPlan()
{
    Plan plan;
    const int shapes = *rc::gen::inRange(1, 25);
    for (int k = 0; k < shapes; ++k) {
        MachineOption o;
        o.gpuType = "T4";
        o.minCount = *rc::gen::inRange(0, 100'001);
        // Mostly small ranges (products near the limits), sometimes the widest.
        o.maxCount = *rc::gen::oneOf(rc::gen::inRange(o.minCount, std::min(100'000, o.minCount + 20) + 1),
            rc::gen::inRange(o.minCount, 100'001));
        plan.machines.push_back(o);
    }
    const int policies = *rc::gen::inRange(0, 6);
    for (int p = 0; p < policies; ++p) plan.policyOverlays.push_back("{ordering: fifo}");
    return plan;
}

/// The grid's exact size in 128 bits (each factor is at most 100,001, so a product just past 2^63 still
/// fits), or nothing once it exceeds a long long.
std::optional<long long> exactSize(const Plan& plan)
{
    unsigned __int128 size = std::max<std::size_t>(1, plan.policyOverlays.size());
    const unsigned __int128 limit = static_cast<unsigned __int128>(std::numeric_limits<long long>::max());
    for (const MachineOption& m : plan.machines) {
        size *= static_cast<unsigned __int128>(m.maxCount - m.minCount + 1);
        if (size > limit) return std::nullopt;
    }
    return static_cast<long long>(size);
}

} // namespace

RC_GTEST_PROP(PlanSizeProperties, TheGridSizeNeverWraps, ())
{
    const Plan plan = arbitraryPlan();
    const auto size = planGridSize(plan);
    const auto exact = exactSize(plan);
    RC_ASSERT(size.has_value() == exact.has_value());
    if (size) {
        RC_ASSERT(*size == *exact);
        RC_ASSERT(*size >= 1);
    }
}

RC_GTEST_PROP(PlanSizeProperties, AGridAboveTheLimitIsRefusedWithItsSizeAndTheOption, ())
{
    const Plan plan = arbitraryPlan();
    const auto exact = exactSize(plan);
    const long long limit = *rc::gen::oneOf(rc::gen::inRange<long long>(1, 1000), rc::gen::inRange<long long>(1, 1'000'000'000),
        rc::gen::just(std::numeric_limits<long long>::max()));
    const auto checked = checkPlanSize(plan, limit, "--max-configurations");
    if (exact && *exact <= limit) {
        RC_ASSERT(checked.ok());
        RC_ASSERT(checked.value() == *exact);
        return;
    }
    RC_ASSERT(!checked.ok());
    const Error& e = checked.error();
    RC_ASSERT(e.exitCode() == 2);
    RC_ASSERT(e.where.field == std::string("plan.machines"));
    if (exact) {
        RC_ASSERT(e.message.find("has " + formatCount(*exact) + " configurations") != std::string::npos);
        RC_ASSERT(e.message.find("--max-configurations " + std::to_string(*exact)) != std::string::npos);
    } else {
        // Too many to count: said so, and no option can allow it.
        RC_ASSERT(e.message.find("more than " + formatCount(std::numeric_limits<long long>::max())) != std::string::npos);
        RC_ASSERT(e.message.find("--max-configurations") == std::string::npos);
    }
}

TEST(PlanSize, TheWidestLegalPlanOverflowsAndIsRefusedNotWrapped)
{
    // Twenty shapes of 0..4000 machines each (80,000 in all, within the cluster limit): 4001^20 configurations.
    Plan plan;
    for (int k = 0; k < 20; ++k) plan.machines.push_back({ "A100", 8, 32, 0, 4000 });
    EXPECT_FALSE(planGridSize(plan).has_value());
    EXPECT_FALSE(checkPlanSize(plan, std::numeric_limits<long long>::max()).ok());
}
