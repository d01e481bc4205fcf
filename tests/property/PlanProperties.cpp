// The capacity planner on generated scenarios: its answer is the exhaustive grid's cheapest feasible
// configuration, stopping runs early never changes an answer, and the same scenario gives the same plan.

#include "core/io/ScenarioIo.h"
#include "core/plan/Planner.h"
#include "core/util/Text.h"

#include <algorithm>

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

using namespace gantry;

namespace {

/// A small scenario with a plan: two GPU types (a fast, dear one and a slow, cheap one), a generated
/// workload, one or two policies and one or two service levels.
Scenario generatedPlan()
{
    const int jobs = *rc::gen::inRange(10, 40);
    const double perHour = *rc::gen::element(4.0, 10.0, 30.0);
    const double slowSpeed = *rc::gen::element(0.35, 0.7, 1.0);
    const int maxFast = *rc::gen::inRange(0, 5);
    const int maxSlow = *rc::gen::inRange(1, 7);
    const double p95Hours = *rc::gen::element(2.0, 6.0, 12.0, 48.0);
    const bool twoPolicies = *rc::gen::arbitrary<bool>();
    const bool deadline = *rc::gen::arbitrary<bool>();
    // The first level is p95 JCT, p99 JCT or avg JCT (each has its own GPU-hours bound).
    const std::string mainLevel = *rc::gen::element<std::string>("p95_jct_hours", "p99_jct_hours", "avg_jct_hours");
    const auto seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
    std::string yaml = "gantry: 1\nname: generated plan\nseed: " + std::to_string(seed) + "\n"
        "cluster:\n  gpu_types:\n"
        "    - {name: fast, speed: 1.0, price_per_hour: 3.0, spot_price_per_hour: 1.0, memory_gb: 32}\n"
        "    - {name: slow, speed: " + formatNumber(slowSpeed) + ", price_per_hour: 0.5, spot_price_per_hour: 0.2, memory_gb: 16}\n"
        "  shape: 1x1x4\n"
        "workload: {generator: poisson-philly, generator_params: {jobs: " + std::to_string(jobs) + ", jobs_per_hour: "
        + formatNumber(perHour) + ", max_gpus: 4, max_duration_hours: 10}}\n"
        "policy: {ordering: fifo, placement: consolidate}\n"
        "plan:\n  machines:\n"
        "    - {gpu_type: fast, gpus: 4, min: 0, max: " + std::to_string(maxFast) + "}\n"
        "    - {gpu_type: slow, gpus: 4, min: 0, max: " + std::to_string(maxSlow) + "}\n"
        "  machines_per_rack: 4\n"
        + (twoPolicies ? "  policies:\n    - {ordering: fifo}\n    - {ordering: sjf}\n" : "")
        + "  service_levels: {" + mainLevel + ": " + formatNumber(p95Hours) + (deadline ? ", deadline_hours: 60" : "") + "}\n";
    auto parsed = parseScenario(yaml, "generated.yaml", "");
    RC_ASSERT(parsed.ok());
    return parsed.value();
}

double cheapest(const PlanOutcome& o, std::size_t policy)
{
    return o.best[policy] < 0 ? -1.0 : o.points[std::size_t(o.best[policy])].clusterCostPerHour;
}

/// Every configuration of the grid simulated to its end, with no bound: what a search is checked against.
PlanOutcome wholeGrid(const Scenario& s)
{
    PlanOptions exhaustive;
    exhaustive.exhaustive = true;
    exhaustive.earlyStop = false;
    auto all = runPlan(s, exhaustive);
    RC_ASSERT(all.ok());
    return std::move(all.value());
}

/// The planner's own search, with `options`.
PlanOutcome searched(const Scenario& s, const PlanOptions& options = {})
{
    auto outcome = runPlan(s, options);
    RC_ASSERT(outcome.ok());
    return std::move(outcome.value());
}

} // namespace

RC_GTEST_PROP(PlanProperties, SearchFindsTheExhaustiveGridsCheapestFeasiblePoint, ())
{
    const Scenario s = generatedPlan();
    const PlanOutcome all = wholeGrid(s);
    const PlanOutcome search = searched(s);
    RC_ASSERT(all.best.size() == search.best.size());
    for (std::size_t p = 0; p < all.best.size(); ++p) RC_ASSERT(cheapest(search, p) == cheapest(all, p));
    RC_ASSERT(search.points.size() <= all.points.size());
    RC_TAG(all.best.front() >= 0 ? "feasible" : "infeasible");
}

RC_GTEST_PROP(PlanProperties, TheGpuHoursBoundRulesOutOnlyConfigurationsThatFail, ())
{
    const Scenario s = generatedPlan();
    const PlanOutcome all = wholeGrid(s);
    const PlanOutcome search = searched(s);
    int bounded = 0;
    for (const PlanPoint& p : search.points) {
        if (!p.bounded) continue;
        ++bounded;
        const auto same = std::find_if(all.points.begin(), all.points.end(),
            [&](const PlanPoint& q) { return q.policy == p.policy && q.counts == p.counts; });
        RC_ASSERT(same != all.points.end());
        RC_ASSERT(!same->feasible);
    }
    RC_TAG(bounded > 0 ? "some ruled out by the bound" : "none ruled out by the bound");
}

RC_GTEST_PROP(PlanProperties, BisectionIsExactWhereMoreMachinesNeverHurt, ())
{
    const Scenario s = generatedPlan();
    PlanOptions bisect;
    bisect.assumeMonotone = true;
    const PlanOutcome all = wholeGrid(s);
    const PlanOutcome search = searched(s, bisect);
    // Is feasibility monotone on this grid: every configuration with at least as many machines of each
    // type as a feasible one feasible too?
    bool monotone = true;
    for (const PlanPoint& a : all.points)
        for (const PlanPoint& b : all.points) {
            bool more = a.policy == b.policy;
            for (std::size_t k = 0; more && k < a.counts.size(); ++k) more = b.counts[k] >= a.counts[k];
            if (more && a.feasible && !b.feasible) monotone = false;
        }
    RC_TAG(monotone ? "monotone grid" : "more machines hurt somewhere");
    if (monotone)
        for (std::size_t p = 0; p < all.best.size(); ++p) RC_ASSERT(cheapest(search, p) == cheapest(all, p));
}

RC_GTEST_PROP(PlanProperties, EarlyStoppingNeverChangesTheAnswer, ())
{
    const Scenario s = generatedPlan();
    PlanOptions stopping;
    stopping.exhaustive = true;
    stopping.earlyStop = true;
    const PlanOutcome a = wholeGrid(s);
    const PlanOutcome b = searched(s, stopping);
    RC_ASSERT(a.points.size() == b.points.size());
    // Every configuration gets the same verdict of feasible or not, stopped early or not.
    for (std::size_t i = 0; i < a.points.size(); ++i) RC_ASSERT(a.points[i].feasible == b.points[i].feasible);
    for (std::size_t p = 0; p < a.best.size(); ++p) RC_ASSERT(cheapest(a, p) == cheapest(b, p));
}

RC_GTEST_PROP(PlanProperties, SameScenarioSamePlan, ())
{
    const Scenario s = generatedPlan();
    PlanOptions one;
    one.threads = 1;
    PlanOptions two;
    two.threads = 2;
    const auto a = runPlan(s, one);
    const auto b = runPlan(s, two);
    RC_ASSERT(a.ok());
    RC_ASSERT(b.ok());
    RC_ASSERT(planCsv(s, *a) == planCsv(s, *b));
}

// docs/scale-out.md, "Plans": the search spread over processes in rounds gives the one-process plan,
// point for point, however much it guesses ahead, in whatever order a round's runs come back and even
// when only some of a round's runs come back before the next replay (a killed shard, a slow rank).
RC_GTEST_PROP(PlanProperties, RoundsGiveTheOneProcessPlan, ())
{
    const Scenario s = generatedPlan();
    PlanOptions options;
    options.assumeMonotone = *rc::gen::arbitrary<bool>();
    options.exhaustive = *rc::gen::element(false, false, true);
    const auto one = runPlan(s, options);
    RC_ASSERT(one.ok());
    auto opened = PlanRounds::open(s, options);
    RC_ASSERT(opened.ok());
    PlanRounds& rounds = *opened.value();
    const std::size_t speculate = *rc::gen::inRange<std::size_t>(0, 5);
    for (int replays = 0;; ++replays) {
        RC_ASSERT(replays < 10'000);
        auto round = rounds.next(speculate);
        RC_ASSERT(round.ok());
        if (round->outcome) {
            RC_ASSERT(planCsv(s, *round->outcome) == planCsv(s, one.value()));
            RC_ASSERT(round->outcome->simulations == one->simulations);
            break;
        }
        RC_ASSERT(round->needed >= 1);
        RC_ASSERT(round->needed <= round->runs.size());
        // Some of the round's runs come back, in any order; at least one, so the search moves on.
        const auto chosen = *rc::gen::container<std::vector<bool>>(round->runs.size(), rc::gen::arbitrary<bool>());
        std::vector<std::string> back;
        for (std::size_t k = 0; k < chosen.size(); ++k)
            if (chosen[k] || (k + 1 == chosen.size() && back.empty())) back.push_back(round->runs[k]);
        if (*rc::gen::arbitrary<bool>()) std::reverse(back.begin(), back.end());
        for (const std::string& run : back) {
            RC_ASSERT(!rounds.known(run));
            rounds.add(run, rounds.simulate(run));
        }
    }
}

TEST(Plan, SectionRoundTripsAndErrorsAreLocated)
{
    const std::string base = "gantry: 1\nname: p\ncluster:\n  gpu_types: [{name: A100, speed: 2, price_per_hour: 4, "
                              "spot_price_per_hour: 1, memory_gb: 40}]\n  shape: 1x1x8\n"
                              "workload: {generator: topdrl, generator_params: {jobs: 5}}\n";
    const std::string plan = "plan:\n  machines:\n    - {gpu_type: A100, gpus: 8, min: 1, max: 4}\n  policies:\n"
                             "    - {ordering: tiresias}\n  service_levels: {p95_jct_hours: 6, min_utilization: 0.5}\n"
                             "  seeds: [1, 2, 3]\n  must_meet: 2\n";
    auto s = parseScenario(base + plan, "p.yaml", "");
    ASSERT_TRUE(s.ok()) << s.error().toString();
    const Plan& p = s.value().plan;
    ASSERT_EQ(p.machines.size(), 1u);
    EXPECT_EQ(p.machines[0].maxCount, 4);
    ASSERT_EQ(p.serviceLevels.size(), 2u);
    EXPECT_EQ(p.serviceLevels[0].limit, 6 * 3600.0);
    EXPECT_EQ(p.mustMeet, 2);
    auto again = parseScenario(emitScenario(s.value()), "again.yaml", "");
    ASSERT_TRUE(again.ok()) << again.error().toString();
    EXPECT_EQ(again.value().plan, p);

    const struct {
        std::string text;
        int line;
        std::string field;
    } bad[] = {
        { "plan:\n  machines:\n    - {gpu_type: H100, max: 4}\n  service_levels: {p95_jct_hours: 6}\n", 9, "plan.machines[0].gpu_type" },
        { "plan:\n  machines:\n    - {gpu_type: A100, min: 5, max: 4}\n  service_levels: {p95_jct_hours: 6}\n", 9, "plan.machines[0].max" },
        { "plan:\n  machines:\n    - {gpu_type: A100, max: 4}\n  service_levels: {p95_jct_hours: -1}\n", 10,
            "plan.service_levels.p95_jct_hours" },
        { "plan:\n  machines:\n    - {gpu_type: A100, max: 4}\n  service_levels: {}\n", 10, "plan.service_levels" },
        { "plan:\n  machines:\n    - {gpu_type: A100, max: 4}\n  policies:\n    - {ordering: nosuch}\n"
          "  service_levels: {p95_jct_hours: 6}\n", 11, "plan.policies[0].ordering" },
    };
    for (const auto& c : bad) {
        auto r = parseScenario(base + c.text, "p.yaml", "");
        ASSERT_FALSE(r.ok()) << c.text;
        EXPECT_EQ(r.error().where.field, c.field) << r.error().toString();
        EXPECT_EQ(r.error().where.line, c.line) << r.error().toString();
    }
}
