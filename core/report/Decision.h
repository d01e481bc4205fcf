#pragma once
/** @brief The decision a scenario asks for, against today's cluster (its base run): which options meet
 * the scenario's service levels, what each costs more or less per month (the cost its owner pays), and
 * the one to recommend, in one sentence. Page 1 of the report and the GUI's What-if tab lead with it. */

#include "core/metrics/RunResult.h"
#include "core/model/Scenario.h"

#include <string>
#include <vector>

namespace gantry {

/// One option: a variant of the scenario (forks are events, not choices, and are left out) or a plan's
/// answer for one of its policies, run as a variant.
struct DecisionOption {
    std::string name;           ///< for people: "today's cluster", the variant's name, "Plan: ..."
    const RunResult* run = nullptr;
    bool fromPlan = false;
    int machines = 0;           ///< in its cluster (from time zero)
    std::string missed;         ///< empty: meets every level; else the first level it missed (serviceLevelVerdict)
    double costPerMonth = 0;    ///< the cost the owner pays (billedCostMetric), per month
    bool meets() const { return missed.empty(); }
};

struct Decision {
    std::vector<ServiceLevel> levels; ///< the scenario's plan's service levels; empty: it names none
    Billing billing = Billing::Owned;
    std::vector<DecisionOption> options; ///< today's cluster (the base run) first
    int recommended = -1;       ///< the cheapest option that meets every level (ties: the better first level); -1: none
    int closest = -1;           ///< with no option meeting them: the one nearest the first level
    std::string answer;         ///< the decision in one sentence, in the user's language
    /// What option `i` costs a month more or less than today's cluster ("+$275k a month", "the same").
    std::string costAgainstToday(std::size_t i) const;
    /// Its machines against today's ("+19 machines", "-19 machines", ""), for a plan's answer or a variant.
    std::string machinesAgainstToday(std::size_t i) const;
};

/// The decision over `runs` of `scenario` (runVariants' order: the base first, one run a variant), whose
/// last `planAnswers` variants are its plan's answers (planVariant). The strings are in the user's language
/// (core/util/Translate.h).
Decision decide(const Scenario& scenario, const std::vector<const RunResult*>& runs, std::size_t planAnswers = 0);

} // namespace gantry
