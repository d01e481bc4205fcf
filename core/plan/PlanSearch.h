#pragma once
/** @brief The plan's search (internal to core/plan): one class, its members in three files by what they
 * do: Planner.cpp searches (set-up, the GPU-hours bound, each configuration's evaluation, the exact
 * search and the answers), PlanRounds.cpp replays it over the runs known so far for rounds across
 * processes, PlanFromMoment.cpp runs configurations from a moment of the scenario's own run. */

#include "core/engine/Simulation.h"
#include "core/engine/SpeedModel.h"
#include "core/metrics/RunResult.h"
#include "core/plan/PlanBounds.h"
#include "core/plan/Planner.h"
#include "core/run/ScenarioRunner.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace gantry {

/// How a run of the plan travels between processes (PlanRounds.cpp).
namespace planrounds {
/// A run of the plan as every process names it: "option|counts|seed index" ("0|3,4|1").
std::string requestKey(int option, const std::vector<int>& counts, std::size_t seed);
std::optional<std::tuple<int, std::vector<int>, std::size_t>> parseRequest(const std::string& key);
/// A seed run as text, exactly (shortest round-trip numbers): "stopped\ncost\nmetric\nverdict".
std::string encodeSeedRun(const PlanSeedRun& r);
Result<PlanSeedRun> decodeSeedRun(const std::string& text);
} // namespace planrounds

/// One plan's search, in named steps: set up (policies checked, one workload per seed, prices), the
/// GPU-hours bound, the evaluation of one configuration, and per policy either the whole grid or the
/// exact search (a fast feasible seed, then cost-pruned enumeration, or bisection when told that more
/// machines never hurt); then the answers and the Pareto front. Policies are searched in parallel,
/// each with its own points, memo and bounds, and put together in policy order, so the outcome never
/// depends on threads.
class PlanSearch {
public:
    PlanSearch(const Scenario& scenario, const PlanOptions& options)
        : m_scenario(scenario), m_plan(scenario.plan), m_options(options), m_types(scenario.plan.machines.size())
    {
    }

    Result<PlanOutcome> run();

    /// The one-process search's set-up (PlanRounds::open).
    Status prepare() { return setUp(); }
    std::size_t seedCount() const { return m_out.seeds.size(); }

    /// The search replayed over the runs known so far (PlanRounds::next): the outcome when it needed
    /// nothing else; otherwise the runs it needs, each policy's next configuration first, then those it
    /// would go on to if every missing configuration failed (a configuration usually does: the search
    /// counts up until one meets the levels), at most `speculate` more configurations per policy.
    Result<PlanRounds::Round> replay(const std::map<std::string, Result<std::string>>& known, std::size_t speculate);

    /// One of a round's runs simulated (PlanRounds::simulate): its result as text.
    Result<std::string> simulateRequest(const std::string& request) const;

private:
    using BoundCache = std::map<double, std::vector<planbounds::GpuHoursBound>>; // per speed of the fastest GPU, per seed
    struct PolicyRun {
        std::vector<PlanPoint> points;
        std::map<std::vector<int>, int> memo;
        BoundCache bounds;
        int simulations = 0;
        /// Replaying (m_known): per configuration whose runs are not known yet, in the order met, those runs.
        std::vector<std::vector<std::string>> missing;
        bool halted = false; ///< replaying: enough is missing; the search of this policy stops here
    };

    /// The search of `run` stops: cancelled, failed, or (replaying) far enough past what is known.
    bool halted(const PolicyRun& run) const { return m_cancelled || run.halted; }

    /// What is known before any search: the GPU-hours bound rules out the largest configuration of
    /// every policy (not for whole-grid searches and plans from a moment, which never use the bound).
    std::optional<PlanOutcome> knownWithoutSearch();

    /// The limits, every policy checked on the largest configuration, one workload per seed, prices.
    Status setUp();

    /// The plan starts at a moment (`plan.from`): configurations join the scenario's cluster then.
    bool fromMoment() const { return m_plan.from >= 0; }

    /// The cluster a configuration runs on: its machines alone, or, from a moment, the scenario's
    /// cluster with them added (in racks of their own, named plan-r0, ...).
    Cluster configurationCluster(const std::vector<int>& counts) const;

    /// From a moment: the scenario as it is (its cluster, its policy) up to `plan.from`, once per seed;
    /// every configuration continues from a copy of that state.
    Status simulatePast();

    /// Seed `k`'s run of configuration `s` (its policy, and its cluster with the added machines) from
    /// the plan's moment: a copy of the shared past, the machines joining and the policy taking over then.
    Result<RunResult> runFromMoment(std::size_t k, const Scenario& s) const;

    std::vector<int> largest() const;

    double costOf(const std::vector<int>& counts) const;

    /// The first level the GPU-hours bound says `cluster` certainly misses on too many seeds, or empty.
    std::string boundVerdict(const Cluster& cluster, BoundCache& cache) const;

    /// Bounds first: the largest configuration has the most GPUs and the fastest, so what the GPU-hours
    /// bound rules out there it rules out everywhere, and the plan's answer is known without a search,
    /// however large the grid.
    std::optional<PlanOutcome> ruledOutEverywhere();

    /// One configuration of one policy, memoised: no GPUs, ruled out by the bound, or simulated on
    /// every seed (at most `seedThreads` at a time, results in seed order).
    const PlanPoint& evaluate(PolicyRun& run, int policy, const std::vector<int>& counts);

    /// Policy `option` on configuration `counts`: the scenario its runs simulate.
    Scenario configurationScenario(int option, const std::vector<int>& counts) const;

    /// Seed `k`'s run of `s` (policy `option` on configuration `counts`), stopped as soon as a level is
    /// certainly missed (with earlyStop). An error is never a verdict: the whole plan fails with it,
    /// located by its policy; Ctrl-C is a Cancelled error.
    Result<PlanSeedRun> runSeed(const Scenario& s, int option, const std::vector<int>& counts, std::size_t k) const;

    /// `point`'s verdict, cost and metric from its runs on every seed: simulated here (at most
    /// `seedThreads` at a time, results in seed order), or, replaying, looked up among the known runs.
    void simulate(PolicyRun& run, PlanPoint& point, const Scenario& s);

    /// Replaying: `point`'s runs among the known ones. False when some are not known yet: they are
    /// noted as missing, and the point is taken to fail (what the search's points usually do: it counts
    /// up until one meets the levels) so that the search goes on to what it would need next, until
    /// `m_speculate` more configurations of this policy are missing.
    bool lookUp(PolicyRun& run, PlanPoint& point, std::vector<Result<PlanSeedRun>>& seedRuns);

    /// Every configuration (total cost is not monotone in the counts: no pruning applies).
    void searchWholeGrid(PolicyRun& run, int policy, std::vector<int>& counts, std::size_t o);

    /// A feasible point found fast gives the exact search its first price to beat: from the largest
    /// cluster, shed machines of the dearest type first, halving the step, keeping every feasible cut.
    /// (Only feasible points it evaluated set the price, so the answer stays exact.) Infinity if even
    /// the largest cluster fails.
    double feasibleSeedCost(PolicyRun& run, int policy);

    /// The state of one policy's exact search: the counts being tried, the best price so far, and the
    /// least cost of the options after each one (a lower bound for pruning).
    struct Exact {
        PolicyRun& run;
        int policy;
        std::vector<int> counts;
        double bestCost;
        std::vector<double> tail;
    };

    /// Options before the last: each count from the least that can succeed, while a cheaper
    /// configuration can still come of it.
    void searchPrefix(Exact& x, std::size_t o, double prefixCost);

    /// The last option: the fewest machines that meet the levels. By default counting up, not
    /// bisection: more machines can make a level worse (slow GPUs that the placement then uses), so
    /// feasibility need not be monotone; the cost is, so the first feasible count is this prefix's
    /// cheapest. Told to assume that more machines never hurt, bisect between the least count and the
    /// most the best cost found so far allows.
    void searchLastOption(Exact& x, std::size_t o, double prefixCost);

    void searchPolicy(int policy);

    /// Policies in parallel, each taking the next one not yet searched; points in policy order.
    void searchPolicies();

    /// The cheapest feasible point of each policy (by the objective), ties to the first tried.
    void chooseAnswers();

    /// Pareto front of cost per hour against the first level's metric, over complete runs.
    void findParetoFront();

    const Scenario& m_scenario;
    const Plan& m_plan;
    const PlanOptions& m_options;
    const std::size_t m_types;
    PlanOutcome m_out;
    int m_mustMeet = 0;
    std::vector<Scenario> m_policies;
    std::vector<Workload> m_workloads;
    /// From a moment: per seed, the scenario's run up to then (read-only once made: copies are taken
    /// from several threads) and its cost so far.
    struct Past {
        std::unique_ptr<Simulation> sim;
        std::unique_ptr<RunRecording> recording;
        double usageCost = 0;
    };
    std::vector<Past> m_past;
    std::vector<double> m_unitCost;
    std::unique_ptr<SpeedModel> m_speedModel;
    std::vector<PolicyRun> m_runs;
    int m_seedThreads = 1;
    /// Replaying (PlanRounds): the runs known so far, by requestKey; how many configurations past the
    /// first missing one each policy's search goes on guessing.
    const std::map<std::string, Result<std::string>>* m_known = nullptr;
    std::map<std::pair<int, std::vector<int>>, PlanPoint> m_settled; ///< replaying: points whose runs were all known
    std::size_t m_speculate = 0;
    std::atomic<bool> m_cancelled = false;
    std::mutex m_progressMutex;
    int m_done = 0;
    std::optional<Error> m_failure; ///< a run that could not be set up or failed: the search stops, the plan is this error
    std::mutex m_failureMutex;
};

} // namespace gantry
