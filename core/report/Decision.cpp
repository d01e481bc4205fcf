#include "core/report/Decision.h"

#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"
#include "core/plan/PlanTexts.h"
#include "core/util/Format.h"
#include "core/util/Translate.h"

#include <cmath>

namespace gantry {

namespace {

/// Two costs a month within half a percent (or a dollar) are the same: a sentence does not call one cheaper.
bool sameCost(double a, double b) { return std::abs(a - b) <= std::max(1.0, 0.005 * std::max(std::abs(a), std::abs(b))); }

/// How far a run is from the first level, as a ratio (1: on it; larger: further), for the closest option.
double distanceToLevel(const DecisionOption& o, const ServiceLevel& level)
{
    if (o.run->summary.rejected > 0 || o.run->summary.unfinished > 0) return INFINITY;
    const double value = serviceLevelValue(o.run->summary, o.run->tenants, level);
    if (level.metric == ServiceMetric::MinUtilization) return value > 0 ? level.limit / value : INFINITY;
    return level.limit > 0 ? value / level.limit : INFINITY;
}

/// "meets p95 JCT at most 12.0 h" in a sentence: the levels as the plan describes them.
std::string levelsText(const std::vector<ServiceLevel>& levels)
{
    Plan plan;
    plan.serviceLevels = levels;
    return describeLevels(plan);
}

} // namespace

std::string Decision::costAgainstToday(std::size_t i) const
{
    const double today = options.front().costPerMonth, cost = options[i].costPerMonth;
    if (i == 0) return {};
    if (sameCost(cost, today)) return translate("Decision", "the same cost");
    return fillIn(cost > today ? translate("Decision", "+%1 a month") : translate("Decision", "\u2212%1 a month"),
        { formatMoney(std::abs(cost - today)) });
}

std::string Decision::machinesAgainstToday(std::size_t i) const
{
    const int d = options[i].machines - options.front().machines;
    if (i == 0 || d == 0) return {};
    return d > 0 ? translate("Decision", "+%n machines", nullptr, d) : translate("Decision", "\u2212%n machines", nullptr, -d);
}

Decision decide(const Scenario& scenario, const std::vector<const RunResult*>& runs, std::size_t planAnswers)
{
    Decision d;
    if (runs.empty()) return d;
    d.levels = scenario.plan.serviceLevels;
    d.billing = runs.front()->meta.billing;
    const ComparisonMetric& paid = billedCostMetric(d.billing);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunResult& run = *runs[i];
        if (i > 0 && run.forkedAt >= 0) continue; // a fork is something that happens, not an option to choose
        DecisionOption o;
        o.run = &run;
        o.name = i == 0 ? translate("Decision", "today's cluster")
            : i - 1 < scenario.variants.size() ? scenario.variants[i - 1].name : runTitle(run);
        o.fromPlan = i > 0 && i + planAnswers >= runs.size();
        o.machines = scenario.cluster.machineCount();
        if (i > 0)
            if (auto applied = applyVariant(scenario, int(i) - 1)) o.machines = applied->cluster.machineCount();
        o.missed = serviceLevelVerdict(run.summary, run.tenants, d.levels);
        o.costPerMonth = paid.value(run.summary);
        d.options.push_back(std::move(o));
    }
    const std::string costName = billedCostName(d.billing);
    const DecisionOption& today = d.options.front();
    if (d.levels.empty()) {
        // Nothing to meet: say who is fastest and who is cheapest, and leave the choice to the reader.
        std::size_t fastest = 0, cheapest = 0;
        for (std::size_t i = 1; i < d.options.size(); ++i) {
            // An option whose jobs did not all run is faster or cheaper only for it: never named so.
            if (incomparability(d.options[i].run->summary, today.run->summary)) continue;
            if (d.options[i].run->summary.avgJct < d.options[fastest].run->summary.avgJct) fastest = i;
            if (d.options[i].costPerMonth < d.options[cheapest].costPerMonth && !sameCost(d.options[i].costPerMonth, d.options[cheapest].costPerMonth))
                cheapest = i;
        }
        d.answer = fillIn(translate("Decision", "The scenario names no service level (a plan's service_levels), so Gantry recommends none: “%1” has the "
                                                "lowest average JCT (%2), “%3” the lowest %4 (%5 a month)."),
            { d.options[fastest].name, formatDuration(d.options[fastest].run->summary.avgJct), d.options[cheapest].name, costName,
                formatMoney(d.options[cheapest].costPerMonth) });
        return d;
    }
    for (std::size_t i = 0; i < d.options.size(); ++i) {
        const DecisionOption& o = d.options[i];
        if (!o.meets()) continue;
        if (d.recommended < 0) {
            d.recommended = int(i);
            continue;
        }
        const DecisionOption& best = d.options[std::size_t(d.recommended)];
        const bool cheaper = o.costPerMonth < best.costPerMonth && !sameCost(o.costPerMonth, best.costPerMonth);
        const bool asCheapAndBetter = sameCost(o.costPerMonth, best.costPerMonth)
            && distanceToLevel(o, d.levels.front()) < distanceToLevel(best, d.levels.front());
        if (cheaper || asCheapAndBetter) d.recommended = int(i);
    }
    const std::string levels = levelsText(d.levels);
    if (d.recommended < 0) {
        for (std::size_t i = 0; i < d.options.size(); ++i)
            if (d.closest < 0 || distanceToLevel(d.options[i], d.levels.front()) < distanceToLevel(d.options[std::size_t(d.closest)], d.levels.front()))
                d.closest = int(i);
        const DecisionOption& c = d.options[std::size_t(d.closest)];
        d.answer = fillIn(translate("Decision", "No option keeps %1; the closest is “%2” (%3), at %4 a month."),
            { levels, c.name, c.missed, formatMoney(c.costPerMonth) });
        return d;
    }
    const DecisionOption& r = d.options[std::size_t(d.recommended)];
    const std::string cost = formatMoney(r.costPerMonth);
    if (d.recommended == 0) {
        d.answer = fillIn(translate("Decision", "Keep today's cluster: it keeps %1 at %2 a month (%3), and no option that does costs less."),
            { levels, cost, costName });
    } else if (sameCost(r.costPerMonth, today.costPerMonth)) {
        d.answer = today.meets()
            ? fillIn(translate("Decision", "Choose “%1”: it keeps %2 at the same %3 as today's cluster (%4 a month), with more room."),
                { r.name, levels, costName, cost })
            : fillIn(translate("Decision", "Choose “%1”: it keeps %2 at the same %3 as today's cluster (%4 a month), which does not (%5)."),
                { r.name, levels, costName, cost, today.missed });
    } else if (r.costPerMonth < today.costPerMonth) {
        d.answer = fillIn(translate("Decision", "Choose “%1”: it keeps %2 for %3 a month less than today's cluster (%4 %5 a month)."),
            { r.name, levels, formatMoney(today.costPerMonth - r.costPerMonth), costName, cost });
    } else { // it costs more than today's cluster, which therefore misses the levels (else it would be the cheaper)
        d.answer = fillIn(translate("Decision", "Choose “%1”, the cheapest option that keeps %2: %3 a month more than today's cluster (%4 %5 a "
                                                "month), which does not (%6)."),
            { r.name, levels, formatMoney(r.costPerMonth - today.costPerMonth), costName, cost, today.missed });
    }
    // The other options that keep the levels, with what each costs against today: the choice the reader
    // may still make (a policy change against a purchase).
    std::string others;
    for (std::size_t i = 0; i < d.options.size(); ++i) {
        if (int(i) == d.recommended || !d.options[i].meets()) continue;
        const std::string against = i == 0 ? translate("Decision", "today") : d.costAgainstToday(i);
        others += (others.empty() ? "" : translate("Decision", "; ")) + fillIn(translate("Decision", "“%1” (%2)"), { d.options[i].name, against });
    }
    if (!others.empty()) d.answer += " " + fillIn(translate("Decision", "Also keeping them: %1."), { others });
    return d;
}

} // namespace gantry
