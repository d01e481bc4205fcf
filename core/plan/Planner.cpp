// The plan's search (core/plan/PlanSearch.h): set-up, the GPU-hours bound, each configuration's
// evaluation, per policy the whole grid or the exact search, then the answers and the Pareto front.
#include "core/plan/PlanSearch.h"

#include "core/io/ScenarioIo.h"
#include "core/util/Format.h"
#include "core/util/Interrupt.h"
#include "core/util/Parallel.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <limits>

namespace gantry {

using planbounds::LevelWatch;

Result<PlanOutcome> PlanSearch::run()
{
    if (auto st = setUp(); !st) return st.error();
    if (std::optional<PlanOutcome> impossible = knownWithoutSearch()) return std::move(*impossible);
    auto size = checkPlanSize(m_plan, m_options.maxConfigurations, m_options.maxConfigurationsOption);
    if (!size) return size.error();
    m_out.gridSize = size.value();
    searchPolicies();
    if (m_failure) return *m_failure;
    if (m_cancelled) return Error { ErrorCode::Cancelled, translate("Error", "plan cancelled"), {} };
    chooseAnswers();
    findParetoFront();
    return std::move(m_out);
}

/// What is known before any search: the GPU-hours bound rules out the largest configuration of
/// every policy (not for whole-grid searches and plans from a moment, which never use the bound).
std::optional<PlanOutcome> PlanSearch::knownWithoutSearch()
{
    if (m_options.exhaustive || fromMoment()) return std::nullopt;
    return ruledOutEverywhere();
}

/// The limits, every policy checked on the largest configuration, one workload per seed, prices.
Status PlanSearch::setUp()
{
    if (m_plan.empty()) return Error { ErrorCode::MissingField, translate("Error", "the scenario has no plan: section"), { {}, 0, 0, "plan" } };
    // The loader refuses such plans too; a plan built in code is held to the same limit before any set-up.
    long long machines = 0;
    for (const MachineOption& m : m_plan.machines) machines += m.maxCount;
    if (machines > kMaxClusterMachines)
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "the largest configuration has %1 machines, more than a cluster may have (%2)"),
                { formatCount(machines), formatCount(kMaxClusterMachines) }),
            { {}, 0, 0, "plan.machines" } };
    m_out.seeds = m_plan.seeds.empty() ? std::vector<std::uint64_t> { m_scenario.seed } : m_plan.seeds;
    m_mustMeet = m_plan.mustMeet > 0 ? m_plan.mustMeet : int(m_out.seeds.size());
    Scenario bare = m_scenario;
    bare.plan = {};
    for (int p = 0; p < planOptionCount(m_plan); ++p) {
        if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "plan cancelled"), {} };
        auto withPolicy = planPolicyScenario(bare, m_plan, p);
        if (!withPolicy) return withPolicy.error();
        m_policies.push_back(std::move(withPolicy).value());
        m_policies.back().simulation.recordDecisions = false;
        std::string label = describePolicy(m_policies.back().policy);
        if (const int split = planSplitOf(m_plan, p); split >= 0) label += ", quotas: " + m_plan.quotaSplits[std::size_t(split)].name;
        m_out.policies.push_back(std::move(label));
    }
    // Every policy set up once on the largest configuration before anything is simulated: a policy
    // that cannot be (a missing model, one that does not fit the cluster) is an error, not a plan
    // whose every configuration "fails". (Errors that only a smaller configuration meets stop the
    // search when they arise: they are never a configuration's verdict either.)
    for (std::size_t p = 0; p < m_policies.size(); ++p) {
        if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "plan cancelled"), {} };
        Scenario s = m_policies[p];
        if (Cluster c = configurationCluster(largest()); c.gpuCount() > 0) s.cluster = std::move(c);
        if (auto st = checkRunnable(s); !st)
            return m_plan.policyOverlays.empty()
                ? st.error()
                : relocatePolicyError(st.error(), "plan.policies[" + std::to_string(planPolicyOf(m_plan, int(p))) + "]");
    }
    // One workload per seed, shared by every configuration and policy (common random numbers).
    for (std::uint64_t seed : m_out.seeds) {
        Scenario s = m_scenario;
        s.seed = seed;
        auto w = loadWorkload(s);
        if (!w) return w.error();
        m_workloads.push_back(std::move(w).value());
    }
    // Each tenant split (options 0..splits-1 are the first policy with each split; policies do not
    // change tenants), before any run: every job must belong to a tenant, and every tenant a level is
    // about must have jobs (else its level would be met by nothing).
    const bool splits = !m_plan.quotaSplits.empty();
    for (int p = 0; p < std::max<int>(1, int(m_plan.quotaSplits.size())); ++p) {
        const std::vector<Tenant>& tenants = m_policies[std::size_t(p)].tenants;
        const auto atSplit = [&](Error e) {
            if (!splits) return e;
            e.message = fillIn(translate("Error", "quota split '%1': %2"), { m_plan.quotaSplits[std::size_t(p)].name, e.message });
            e.where.field = "plan.quota_splits[" + std::to_string(p) + "].tenants";
            return e;
        };
        std::vector<long long> jobs(tenants.size(), 0);
        for (const Workload& w : m_workloads) {
            if (auto st = checkTenantsClaimEveryJob(tenants, m_scenario.workload.tenantFrom, w.jobs); !st) return atSplit(st.error());
            const std::vector<int> counts = jobsPerTenant(tenants, m_scenario.workload.tenantFrom, w.jobs);
            for (std::size_t t = 0; t < counts.size(); ++t) jobs[t] += counts[t];
        }
        for (const ServiceLevel& level : m_plan.serviceLevels) {
            const auto t = std::find_if(tenants.begin(), tenants.end(), [&](const Tenant& x) { return x.name == level.tenant; });
            if (level.tenant.empty() || t == tenants.end() || jobs[std::size_t(t - tenants.begin())] > 0) continue;
            return atSplit(Error { ErrorCode::BadValue,
                fillIn(translate("Error", "no job of the workload belongs to tenant '%1', so its service level would be met by nothing "
                                          "(its members match no job)"),
                    { level.tenant }),
                { {}, 0, 0, "plan.service_levels.tenants." + level.tenant } });
        }
    }
    if (fromMoment())
        if (auto st = simulatePast(); !st) return st;
    // What one machine of each shape costs an hour: the price of a cluster of it alone.
    m_unitCost.resize(m_types);
    for (std::size_t o = 0; o < m_types; ++o) {
        std::vector<int> one(m_types, 0);
        one[o] = 1;
        m_unitCost[o] = planCluster(m_scenario, one).pricePerHour(m_scenario.cost.billing);
    }
    // The GPU-hours bounds of each workload depend on a configuration's GPU count and the speed of
    // its fastest GPU only.
    auto speedModel = makeSpeedModel(m_scenario.speedModel.name, m_scenario.speedModel.params);
    if (!speedModel) return speedModel.error();
    m_speedModel = std::move(speedModel).value();
    return Ok {};
}

/// The cluster a configuration runs on: its machines alone, or, from a moment, the scenario's
/// cluster with them added (in racks of their own, named plan-r0, ...).
Cluster PlanSearch::configurationCluster(const std::vector<int>& counts) const
{
    Cluster added = planCluster(m_scenario, counts);
    if (!fromMoment()) return added;
    Cluster c = m_scenario.cluster;
    const int racks = c.rackCount();
    for (Rack r : added.racks) {
        r.name = "plan-" + r.name;
        c.racks.push_back(std::move(r));
    }
    for (Machine m : added.machines) {
        // Like the machines a fork's `join` adds: a copy of the cluster's first of the type, with the
        // shape's GPUs and CPUs (so the plan's answer, added as a fork, runs the same).
        const std::vector<Machine>& own = m_scenario.cluster.machines;
        const auto like = std::find_if(own.begin(), own.end(), [&](const Machine& x) { return x.gpuType == m.gpuType; });
        Machine joined = like != own.end() ? *like : Machine {};
        joined.gpuType = m.gpuType;
        joined.gpuCount = m.gpuCount;
        joined.cpuSlots = m.cpuSlots;
        joined.rack = m.rack + racks;
        joined.name = "plan-" + m.name;
        c.machines.push_back(std::move(joined));
    }
    c.index();
    return c;
}

std::vector<int> PlanSearch::largest() const
{
    std::vector<int> counts;
    for (const MachineOption& m : m_plan.machines) counts.push_back(m.maxCount);
    return counts;
}

double PlanSearch::costOf(const std::vector<int>& counts) const
{
    double cost = 0;
    for (std::size_t o = 0; o < m_types; ++o) cost += counts[o] * m_unitCost[o];
    return cost;
}

/// The first level the GPU-hours bound says `cluster` certainly misses on too many seeds, or empty.
std::string PlanSearch::boundVerdict(const Cluster& cluster, BoundCache& cache) const
{
    double fastest = 0;
    for (const Machine& m : cluster.machines) {
        if (m.perfFluctuation > 0) return {}; // drifting machines may run faster than any bound
        fastest = std::max(fastest, cluster.gpuTypes[std::size_t(m.gpuType)].speed * m.perfFactor);
    }
    auto& perSeed = cache[fastest];
    if (perSeed.empty())
        for (const Workload& w : m_workloads) perSeed.emplace_back(w.jobs, *m_speedModel, m_scenario.models, fastest);
    int missed = 0;
    std::string first;
    for (std::size_t k = 0; k < perSeed.size(); ++k)
        if (std::string why = perSeed[k].missed(m_plan.serviceLevels, cluster.gpuCount()); !why.empty()) {
            ++missed;
            if (first.empty()) first = why + " (seed " + std::to_string(m_out.seeds[k]) + ")";
        }
    return int(m_out.seeds.size()) - missed < m_mustMeet ? first : std::string();
}

/// Bounds first: the largest configuration has the most GPUs and the fastest, so what the GPU-hours
/// bound rules out there it rules out everywhere, and the plan's answer is known without a search,
/// however large the grid.
std::optional<PlanOutcome> PlanSearch::ruledOutEverywhere()
{
    const std::vector<int> counts = largest();
    const Cluster cluster = planCluster(m_scenario, counts);
    std::string why;
    if (cluster.gpuCount() == 0) {
        why = translate("Plan", "no GPUs even with every shape at its most");
    } else {
        BoundCache cache;
        why = boundVerdict(cluster, cache);
    }
    if (why.empty()) return std::nullopt;
    PlanOutcome out = m_out;
    out.gridSize = planGridSize(m_plan).value_or(0);
    out.impossible = fillIn(translate("Plan", "even the largest cluster (%1) cannot meet the levels: %2"), { describeConfiguration(m_plan, counts), why });
    for (int p = 0; p < int(m_policies.size()); ++p) {
        PlanPoint point;
        point.policy = p;
        point.counts = counts;
        point.clusterCostPerHour = costOf(counts);
        point.noGpus = cluster.gpuCount() == 0;
        point.bounded = !point.noGpus;
        point.verdict = why;
        out.points.push_back(point);
    }
    out.best.assign(m_policies.size(), -1);
    return out;
}

/// One configuration of one policy, memoised: no GPUs, ruled out by the bound, or simulated on
/// every seed (at most `seedThreads` at a time, results in seed order).
const PlanPoint& PlanSearch::evaluate(PolicyRun& run, int policy, const std::vector<int>& counts)
{
    if (auto it = run.memo.find(counts); it != run.memo.end()) return run.points[std::size_t(it->second)];
    // Replaying, a configuration whose runs were all known in an earlier replay is settled: the same
    // point again, without building its cluster or looking its runs up (a search of n points then
    // replays in n look-ups, however many rounds it takes).
    if (m_known)
        if (auto it = m_settled.find({ policy, counts }); it != m_settled.end()) {
            const PlanPoint& settled = it->second;
            if (!settled.bounded && !settled.noGpus) run.simulations += int(m_out.seeds.size());
            run.memo[counts] = int(run.points.size());
            run.points.push_back(settled);
            return run.points.back();
        }
    const std::size_t missingBefore = run.missing.size();
    PlanPoint point;
    point.policy = policy;
    point.counts = counts;
    point.clusterCostPerHour = costOf(counts);
    const Scenario s = configurationScenario(policy, counts);
    if (s.cluster.gpuCount() == 0) {
        point.noGpus = true;
        point.verdict = translate("Plan", "no GPUs", "a plan's configuration without GPUs");
    } else if (std::string bound = m_options.exhaustive || fromMoment() ? std::string() : boundVerdict(s.cluster, run.bounds);
               !bound.empty()) {
        point.verdict = bound;
        point.bounded = true;
    } else {
        simulate(run, point, s);
    }
    if (m_known && run.missing.size() == missingBefore && !m_cancelled) m_settled.emplace(std::make_pair(policy, counts), point);
    run.memo[counts] = int(run.points.size());
    run.points.push_back(std::move(point));
    if (m_options.progress && !m_known) {
        std::lock_guard lock(m_progressMutex);
        if (!m_options.progress(run.points.back(), ++m_done, m_out.gridSize)) m_cancelled = true;
    }
    return run.points.back();
}

/// Policy `option` on configuration `counts`: the scenario its runs simulate.
Scenario PlanSearch::configurationScenario(int option, const std::vector<int>& counts) const
{
    Scenario s = m_policies[std::size_t(option)];
    s.cluster = configurationCluster(counts);
    return s;
}

/// Seed `k`'s run of `s` (policy `option` on configuration `counts`), stopped as soon as a level is
/// certainly missed (with earlyStop). An error is never a verdict: the whole plan fails with it,
/// located by its policy; Ctrl-C is a Cancelled error.
Result<PlanSeedRun> PlanSearch::runSeed(const Scenario& s, int option, const std::vector<int>& counts, std::size_t k) const
{
    Scenario one = s;
    one.seed = m_out.seeds[k];
    LevelWatch watch(m_workloads[k].jobs, m_plan.serviceLevels);
    RunOptions ro;
    ro.workload = &m_workloads[k];
    ro.observers = { &watch };
    std::string reason;
    ro.progressEvery = 64; // a level check costs a few binary searches: check often, stop early
    // (Not from a moment: the watch sees every job, and the levels hold for those after it.)
    if (m_options.earlyStop && !fromMoment())
        ro.progress = [&](double) {
            reason = watch.missed();
            return reason.empty();
        };
    auto result = fromMoment() ? runFromMoment(k, one) : runScenario(one, ro);
    if (!result && result.error().code == ErrorCode::Cancelled && !interrupted()) return PlanSeedRun { reason, 0, 0, true };
    if (!result && (result.error().code == ErrorCode::Cancelled || m_plan.policyOverlays.empty())) return result.error();
    if (!result) {
        Error e = relocatePolicyError(result.error(), "plan.policies[" + std::to_string(planPolicyOf(m_plan, option)) + "]");
        e.message = fillIn(translate("Error", "configuration %1: %2"), { describeConfiguration(m_plan, counts), e.message });
        return e;
    }
    const RunResult& r = result.value();
    const Summary summary = fromMoment() ? summarizeSince(r, m_plan.from, m_past[k].usageCost) : r.summary;
    const std::vector<TenantSummary> tenants = fromMoment() ? std::vector<TenantSummary>() : r.tenants;
    return PlanSeedRun { serviceLevelVerdict(summary, tenants, m_plan.serviceLevels), summary.usageCost,
        serviceLevelValue(summary, tenants, m_plan.serviceLevels.front()), false };
}

/// `point`'s verdict, cost and metric from its runs on every seed: simulated here (at most
/// `seedThreads` at a time, results in seed order), or, replaying, looked up among the known runs.
void PlanSearch::simulate(PolicyRun& run, PlanPoint& point, const Scenario& s)
{
    std::vector<Result<PlanSeedRun>> seedRuns;
    if (m_known) {
        if (!lookUp(run, point, seedRuns)) return;
    } else {
        seedRuns.assign(m_out.seeds.size(), PlanSeedRun {});
        parallelFor(seedRuns.size(), m_seedThreads, [&](std::size_t k) { seedRuns[k] = runSeed(s, point.policy, point.counts, k); });
    }
    for (const auto& r : seedRuns)
        if (!r) {
            if (r.error().code != ErrorCode::Cancelled) {
                std::lock_guard lock(m_failureMutex);
                if (!m_failure) m_failure = r.error();
            }
            m_cancelled = true;
            return;
        }
    run.simulations += int(seedRuns.size());
    int met = 0, complete = 0;
    std::string missed;
    for (std::size_t k = 0; k < seedRuns.size(); ++k) {
        const PlanSeedRun& r = seedRuns[k].value();
        point.stoppedEarly = point.stoppedEarly || r.stopped;
        if (r.verdict.empty()) ++met;
        else if (missed.empty()) missed = fillIn(translate("Plan", "%1 (seed %2)"), { r.verdict, std::to_string(m_out.seeds[k]) });
        if (!r.stopped) {
            ++complete;
            point.usageCost += r.usageCost;
            point.mainMetric += r.mainMetric;
        }
    }
    if (complete > 0) {
        point.usageCost /= complete;
        point.mainMetric /= complete;
    }
    point.feasible = met >= m_mustMeet;
    point.verdict = !point.feasible ? missed
        : met < int(seedRuns.size())
        ? fillIn(translate("Plan", "meets every level on %1 of %n workloads", nullptr, int(seedRuns.size())), { std::to_string(met) })
        : translate("Plan", "meets every level");
}

/// Every configuration (total cost is not monotone in the counts: no pruning applies).
void PlanSearch::searchWholeGrid(PolicyRun& run, int policy, std::vector<int>& counts, std::size_t o)
{
    if (halted(run)) return;
    if (o == m_types) {
        evaluate(run, policy, counts);
        return;
    }
    for (int c = m_plan.machines[o].minCount; c <= m_plan.machines[o].maxCount; ++c) {
        counts[o] = c;
        searchWholeGrid(run, policy, counts, o + 1);
    }
    counts[o] = m_plan.machines[o].minCount;
}

/// A feasible point found fast gives the exact search its first price to beat: from the largest
/// cluster, shed machines of the dearest type first, halving the step, keeping every feasible cut.
/// (Only feasible points it evaluated set the price, so the answer stays exact.) Infinity if even
/// the largest cluster fails.
double PlanSearch::feasibleSeedCost(PolicyRun& run, int policy)
{
    std::vector<int> seed = largest();
    if (!evaluate(run, policy, seed).feasible) return std::numeric_limits<double>::infinity();
    std::vector<std::size_t> dearest(m_types);
    for (std::size_t o = 0; o < m_types; ++o) dearest[o] = o;
    std::stable_sort(dearest.begin(), dearest.end(), [&](std::size_t a, std::size_t b) { return m_unitCost[a] > m_unitCost[b]; });
    for (std::size_t o : dearest)
        for (int step = (seed[o] - m_plan.machines[o].minCount + 1) / 2; step >= 1 && !halted(run); step /= 2) {
            if (seed[o] - step < m_plan.machines[o].minCount) continue;
            seed[o] -= step;
            if (!evaluate(run, policy, seed).feasible) seed[o] += step;
        }
    return costOf(seed);
}

/// Options before the last: each count from the least that can succeed, while a cheaper
/// configuration can still come of it.
void PlanSearch::searchPrefix(Exact& x, std::size_t o, double prefixCost)
{
    if (halted(x.run)) return;
    if (o + 1 == m_types) return searchLastOption(x, o, prefixCost);
    const MachineOption& option = m_plan.machines[o];
    int first = option.minCount;
    if (m_options.assumeMonotone) {
        // If this count fails with every later shape at its most, it fails with fewer too: bisect for
        // the least count that can succeed (its probes are feasible points, so they also give the
        // search a price to beat).
        auto maxedOut = [&](int c) {
            x.counts[o] = c;
            double cost = prefixCost + c * m_unitCost[o];
            for (std::size_t k = o + 1; k < m_types; ++k) {
                x.counts[k] = m_plan.machines[k].maxCount;
                cost += x.counts[k] * m_unitCost[k];
            }
            const bool feasible = evaluate(x.run, x.policy, x.counts).feasible;
            if (feasible) x.bestCost = std::min(x.bestCost, cost);
            for (std::size_t k = o + 1; k < m_types; ++k) x.counts[k] = m_plan.machines[k].minCount;
            return feasible;
        };
        int hi = option.maxCount, lo = option.minCount - 1;
        if (!maxedOut(hi)) {
            x.counts[o] = option.minCount;
            return;
        }
        while (hi - lo > 1 && !halted(x.run)) {
            const int mid = lo + (hi - lo) / 2;
            (maxedOut(mid) ? hi : lo) = mid;
        }
        first = hi;
    }
    for (int c = first; c <= option.maxCount && !halted(x.run); ++c) {
        const double cost = prefixCost + c * m_unitCost[o];
        if (cost + x.tail[o + 1] >= x.bestCost) break; // cheaper ones were tried: nothing here can win
        x.counts[o] = c;
        searchPrefix(x, o + 1, cost);
    }
    x.counts[o] = option.minCount;
}

/// The last option: the fewest machines that meet the levels. By default counting up, not
/// bisection: more machines can make a level worse (slow GPUs that the placement then uses), so
/// feasibility need not be monotone; the cost is, so the first feasible count is this prefix's
/// cheapest. Told to assume that more machines never hurt, bisect between the least count and the
/// most the best cost found so far allows.
void PlanSearch::searchLastOption(Exact& x, std::size_t o, double prefixCost)
{
    const MachineOption& option = m_plan.machines[o];
    if (m_options.assumeMonotone) {
        int hi = option.minCount - 1;
        for (int c = option.minCount; c <= option.maxCount && prefixCost + c * m_unitCost[o] < x.bestCost; ++c) hi = c;
        if (hi < option.minCount) return;
        x.counts[o] = hi;
        if (!evaluate(x.run, x.policy, x.counts).feasible) {
            x.counts[o] = option.minCount;
            return;
        }
        int lo = option.minCount - 1; // infeasible (or below the range)
        while (hi - lo > 1 && !halted(x.run)) {
            const int mid = lo + (hi - lo) / 2;
            x.counts[o] = mid;
            (evaluate(x.run, x.policy, x.counts).feasible ? hi : lo) = mid;
        }
        x.bestCost = std::min(x.bestCost, prefixCost + hi * m_unitCost[o]);
        x.counts[o] = option.minCount;
        return;
    }
    for (int c = option.minCount; c <= option.maxCount && !halted(x.run); ++c) {
        const double cost = prefixCost + c * m_unitCost[o];
        if (cost >= x.bestCost) break;
        x.counts[o] = c;
        if (evaluate(x.run, x.policy, x.counts).feasible) {
            x.bestCost = cost;
            break;
        }
    }
    x.counts[o] = option.minCount;
}

void PlanSearch::searchPolicy(int policy)
{
    PolicyRun& run = m_runs[std::size_t(policy)];
    std::vector<int> least(m_types);
    for (std::size_t o = 0; o < m_types; ++o) least[o] = m_plan.machines[o].minCount;
    if (m_options.exhaustive || planObjective(m_scenario) == PlanObjective::UsageCost) return searchWholeGrid(run, policy, least, 0);
    // Bisection needs no seed: its first probe of each prefix is the largest count it could use.
    const double seedCost = m_options.assumeMonotone ? std::numeric_limits<double>::infinity() : feasibleSeedCost(run, policy);
    // The exact search looks only for strictly cheaper points; the seed is among the points already.
    Exact x { run, policy, least, seedCost, std::vector<double>(m_types + 1, 0.0) };
    for (std::size_t o = m_types; o-- > 0;) x.tail[o] = x.tail[o + 1] + m_plan.machines[o].minCount * m_unitCost[o];
    searchPrefix(x, 0, 0.0);
}

/// Policies in parallel, each taking the next one not yet searched; points in policy order.
void PlanSearch::searchPolicies()
{
    m_runs.resize(m_policies.size());
    const int policyThreads = std::clamp(m_options.threads, 1, int(m_policies.size()));
    m_seedThreads = std::max(1, m_options.threads / policyThreads);
    parallelFor(m_policies.size(), policyThreads, [&](std::size_t p) {
        if (!m_cancelled) searchPolicy(int(p));
    });
    for (PolicyRun& run : m_runs) {
        m_out.points.insert(m_out.points.end(), std::make_move_iterator(run.points.begin()), std::make_move_iterator(run.points.end()));
        m_out.simulations += run.simulations;
    }
}

/// The cheapest feasible point of each policy (by the objective), ties to the first tried.
void PlanSearch::chooseAnswers()
{
    m_out.best.assign(m_policies.size(), -1);
    const PlanObjective by = planObjective(m_scenario);
    auto objective = [by](const PlanPoint& x) { return objectiveCost(x, by); };
    for (int i = 0; i < int(m_out.points.size()); ++i) {
        const PlanPoint& p = m_out.points[std::size_t(i)];
        if (!p.feasible) continue;
        int& best = m_out.best[std::size_t(p.policy)];
        if (best < 0 || objective(p) < objective(m_out.points[std::size_t(best)])) best = i;
    }
}

/// Pareto front of cost per hour against the first level's metric, over complete runs.
void PlanSearch::findParetoFront()
{
    const bool higherBetter = m_plan.serviceLevels.front().metric == ServiceMetric::MinUtilization;
    for (int i = 0; i < int(m_out.points.size()); ++i) {
        const PlanPoint& a = m_out.points[std::size_t(i)];
        if (!a.simulated()) continue;
        bool dominated = false;
        for (const PlanPoint& b : m_out.points) {
            if (&a == &b || !b.simulated()) continue;
            const double am = higherBetter ? -a.mainMetric : a.mainMetric, bm = higherBetter ? -b.mainMetric : b.mainMetric;
            if (b.clusterCostPerHour <= a.clusterCostPerHour && bm <= am && (b.clusterCostPerHour < a.clusterCostPerHour || bm < am)) {
                dominated = true;
                break;
            }
        }
        if (!dominated) m_out.pareto.push_back(i);
    }
}

Result<PlanOutcome> runPlan(const Scenario& scenario, const PlanOptions& options) { return PlanSearch(scenario, options).run(); }

Result<PlanOutcome> searchPlanForReport(const Scenario& scenario, int threads,
    const std::function<bool(const std::string& what, double fraction)>& progress)
{
    PlanOptions options;
    options.threads = threads;
    options.progress = [&](const PlanPoint&, int done, long long grid) {
        return !progress || progress("plan " + std::to_string(done), grid > 0 ? std::min(1.0, double(done) / double(grid)) : 0.0);
    };
    return runPlan(scenario, options);
}

} // namespace gantry
