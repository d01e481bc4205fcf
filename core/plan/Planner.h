#pragma once
/** @brief The capacity planner: the cheapest cluster, for each policy, that meets a scenario's
 * service levels on its workloads. The search is exact (it finds what simulating the whole grid would)
 * without assuming that more machines never hurt (slow GPUs can): configurations are tried cheapest
 * first along each machine type, every branch whose lowest possible cost reaches the best found is
 * cut, every configuration runs on the same workloads (common random numbers), and a run stops as
 * soon as a service level is certainly missed. */

#include "core/metrics/RunResult.h"
#include "core/model/Scenario.h"
#include "core/plan/PlanConfigurations.h"
#include "core/plan/PlanOutcome.h"
#include "core/plan/PlanTexts.h"
#include "core/util/Error.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gantry {

/// The most configurations (policies x machine counts) a search takes on unless told otherwise: in the
/// worst case it simulates every one, and a hundred thousand runs of a small trace already take hours.
inline constexpr long long kDefaultMaxConfigurations = 100'000;

struct PlanOptions {
    int threads = 2;        ///< policies searched in parallel, then a configuration's seeds (results never depend on it)
    bool earlyStop = true;  ///< stop a run once a level is certainly missed
    bool exhaustive = false; ///< simulate the whole grid (for checking the search)
    /// Assume more machines of a type never make a level worse, and bisect each type's count instead of
    /// counting up: far fewer runs on large grids, but an answer that can be wrong where the assumption
    /// fails (slow GPUs that a placement then uses). Exact when the assumption holds (a property test).
    bool assumeMonotone = false;
    /// A grid with more configurations than this is refused before anything runs (checkPlanSize), unless
    /// the GPU-hours bound rules out even the largest cluster (then nothing needs to be simulated).
    long long maxConfigurations = kDefaultMaxConfigurations;
    /// How the refusal tells the user to allow more ("--max-configurations"); empty: narrow the counts.
    std::string maxConfigurationsOption;
    /// After each configuration: the point just evaluated, how many so far and the grid's size. Called
    /// from the search's threads, one call at a time. Return false to cancel.
    std::function<bool(const PlanPoint& latest, int done, long long grid)> progress;
};

/// The plan of `scenario` (which must have one) searched; errors for a missing plan, a workload that
/// does not load, or cancellation.
Result<PlanOutcome> runPlan(const Scenario& scenario, const PlanOptions& options = {});
/// runPlan on `threads` for a report (core/report/Report.h's ReportPlanSearch): progress(what, fraction)
/// may cancel.
Result<PlanOutcome> searchPlanForReport(const Scenario& scenario, int threads,
    const std::function<bool(const std::string& what, double fraction)>& progress);

/// One workload seed's run of one configuration, as the search weighs it.
struct PlanSeedRun {
    std::string verdict;   ///< empty: it met every level; else the first level it missed
    double usageCost = 0;  ///< of a complete run
    double mainMetric = 0; ///< the first level's metric, of a complete run
    bool stopped = false;  ///< stopped once a level was certainly missed
};

/// A plan's search spread over processes, in rounds (docs/scale-out.md, "Plans"): the search is
/// replayed over the runs known so far, exactly as runPlan would search (the same bounds, cuts, early
/// stops and bisection), until it needs a run that is not known; the runs it needs then, and those it
/// would need next if they failed, are the next round, which any processes simulate (simulate). Once
/// a replay needs nothing more, its outcome is runPlan's, point for point, whoever ran which run.
/// A run is named by a short text every process computes the same way (policy option, counts, seed).
class PlanRounds {
public:
    /// Sets the search up (policies checked, workloads loaded, a plan from a moment's past simulated).
    static Result<std::unique_ptr<PlanRounds>> open(const Scenario& scenario, const PlanOptions& options);
    ~PlanRounds();

    struct Round {
        std::optional<PlanOutcome> outcome; ///< set when the search needed nothing more
        std::vector<std::string> runs;      ///< else: the runs of the next round, the needed ones first
        std::size_t needed = 0;             ///< of `runs`, those the search needs now (the rest are its guess of what follows)
        std::size_t unused = 0;             ///< with the outcome: runs known that the search did not use
    };
    /// The search replayed over the known runs. Each policy's search goes on past its first missing
    /// configuration for at most `speculate` more (taking the missing ones to fail), so that a round
    /// has work for every process. Errors: a run that failed, a plan too large.
    Result<Round> next(std::size_t speculate);
    /// A run's result, from simulate (here, on another rank or read back from its file), or its failure.
    void add(const std::string& run, Result<std::string> result);
    bool known(const std::string& run) const;
    /// Simulates one of a round's runs; its result as text (what add takes).
    Result<std::string> simulate(const std::string& run) const;
    /// How many workload seeds each configuration runs.
    std::size_t seedCount() const;

private:
    struct Search;
    PlanRounds() = default;
    std::unique_ptr<Search> m_search;
};

} // namespace gantry
