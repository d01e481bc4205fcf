// A plan's search in rounds across processes (docs/scale-out.md, "Plans"): the search replayed over the
// runs known so far, the runs it needs next, and how a run travels between processes.
#include "core/plan/PlanSearch.h"

#include "core/util/FieldCoder.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>

namespace gantry {


namespace planrounds {

/// A run of the plan as every process names it: "option|counts|seed index" ("0|3,4|1").
std::string requestKey(int option, const std::vector<int>& counts, std::size_t seed)
{
    std::string key = std::to_string(option) + '|';
    for (std::size_t o = 0; o < counts.size(); ++o) key += (o ? "," : "") + std::to_string(counts[o]);
    return key + '|' + std::to_string(seed);
}

std::optional<std::tuple<int, std::vector<int>, std::size_t>> parseRequest(const std::string& key)
{
    const std::size_t a = key.find('|'), b = key.rfind('|');
    if (a == std::string::npos || a == b) return std::nullopt;
    const auto option = parseInteger(key.substr(0, a));
    const auto seed = parseInteger(key.substr(b + 1));
    if (!option || !seed || *option < 0 || *seed < 0) return std::nullopt;
    std::vector<int> counts;
    for (std::size_t at = a + 1; at <= b;) {
        const std::size_t end = std::min(key.find(',', at), b);
        const auto count = parseInteger(key.substr(at, end - at));
        if (!count || *count < 0) return std::nullopt;
        counts.push_back(int(*count));
        at = end + 1;
    }
    return std::make_tuple(int(*option), std::move(counts), std::size_t(*seed));
}

/// A seed run as fields (core/util/FieldCoder.h), exactly: numbers in their shortest exact text.
std::string encodeSeedRun(const PlanSeedRun& r)
{
    return FieldWriter().flag(r.stopped).number(r.usageCost).number(r.mainMetric).text(r.verdict).bytes();
}

Result<PlanSeedRun> decodeSeedRun(const std::string& bytes)
{
    FieldReader in(bytes);
    PlanSeedRun r;
    r.stopped = in.flag();
    r.usageCost = in.number();
    r.mainMetric = in.number();
    r.verdict = in.text();
    if (!in.complete()) return Error { ErrorCode::Parse, translate("Error", "not a result of a plan's run"), {} };
    return r;
}

} // namespace planrounds

using namespace planrounds;

/// The search replayed over the runs known so far (PlanRounds::next): the outcome when it needed
/// nothing else; otherwise the runs it needs, each policy's next configuration first, then those it
/// would go on to if every missing configuration failed (a configuration usually does: the search
/// counts up until one meets the levels), at most `speculate` more configurations per policy.
Result<PlanRounds::Round> PlanSearch::replay(const std::map<std::string, Result<std::string>>& known, std::size_t speculate)
{
    PlanRounds::Round round;
    if (std::optional<PlanOutcome> impossible = knownWithoutSearch()) {
        round.outcome = std::move(*impossible);
        return round;
    }
    auto size = checkPlanSize(m_plan, m_options.maxConfigurations, m_options.maxConfigurationsOption);
    if (!size) return size.error();
    m_known = &known;
    m_speculate = speculate;
    m_out.gridSize = size.value();
    m_out.points.clear();
    m_out.pareto.clear();
    m_out.simulations = 0;
    m_runs.resize(m_policies.size());
    for (PolicyRun& run : m_runs) run = PolicyRun { {}, {}, std::move(run.bounds), 0, {}, false };
    // The replay looks results up, so one thread suffices; points come in policy order, as they do
    // when the policies are searched in parallel.
    for (int p = 0; p < int(m_policies.size()) && !m_cancelled; ++p) searchPolicy(p);
    m_known = nullptr;
    if (m_failure) return *m_failure;
    if (m_cancelled) return Error { ErrorCode::Cancelled, translate("Error", "plan cancelled"), {} };
    for (std::size_t depth = 0;; ++depth) {
        bool more = false;
        for (const PolicyRun& run : m_runs)
            if (depth < run.missing.size()) {
                more = true;
                for (const std::string& r : run.missing[depth]) round.runs.push_back(r);
                if (depth == 0) round.needed += run.missing[depth].size();
            }
        if (!more) break;
    }
    if (!round.runs.empty()) return round;
    for (const PolicyRun& run : m_runs) {
        m_out.points.insert(m_out.points.end(), run.points.begin(), run.points.end());
        m_out.simulations += run.simulations;
    }
    chooseAnswers();
    findParetoFront();
    round.outcome = m_out;
    round.unused = known.size() - std::size_t(m_out.simulations); // every run the search looked up is one of its simulations
    return round;
}

/// One of a round's runs simulated (PlanRounds::simulate): its result as text.
Result<std::string> PlanSearch::simulateRequest(const std::string& request) const
{
    auto parsed = parseRequest(request);
    if (!parsed || std::get<0>(*parsed) >= int(m_policies.size()) || std::get<1>(*parsed).size() != m_types
        || std::get<2>(*parsed) >= m_out.seeds.size())
        return Error { ErrorCode::Internal, "not a run of this plan: " + request, {} };
    const auto& [option, counts, k] = *parsed;
    for (std::size_t o = 0; o < m_types; ++o)
        if (counts[o] < m_plan.machines[o].minCount || counts[o] > m_plan.machines[o].maxCount)
            return Error { ErrorCode::Internal, "not a run of this plan: " + request, {} };
    auto run = runSeed(configurationScenario(option, counts), option, counts, k);
    if (!run) return run.error();
    return encodeSeedRun(run.value());
}

/// Replaying: `point`'s runs among the known ones. False when some are not known yet: they are
/// noted as missing, and the point is taken to fail (what the search's points usually do: it counts
/// up until one meets the levels) so that the search goes on to what it would need next, until
/// `m_speculate` more configurations of this policy are missing.
bool PlanSearch::lookUp(PolicyRun& run, PlanPoint& point, std::vector<Result<PlanSeedRun>>& seedRuns)
{
    std::vector<std::string> missing;
    for (std::size_t k = 0; k < m_out.seeds.size(); ++k) {
        const std::string key = requestKey(point.policy, point.counts, k);
        const auto it = m_known->find(key);
        if (it == m_known->end()) {
            missing.push_back(key);
            continue;
        }
        if (!it->second) seedRuns.push_back(it->second.error());
        else seedRuns.push_back(decodeSeedRun(it->second.value()));
    }
    if (missing.empty()) return true;
    run.missing.push_back(std::move(missing));
    if (run.missing.size() > m_speculate) run.halted = true;
    point.stoppedEarly = true; // a guess, never part of an outcome: the search is replayed once it is known
    return false;
}

/// The search and what it refers to, kept together (PlanSearch holds references).
struct PlanRounds::Search {
    Search(const Scenario& s, const PlanOptions& o) : scenario(s), options(o), search(scenario, options) { }
    const Scenario scenario;
    const PlanOptions options;
    PlanSearch search;
    std::map<std::string, Result<std::string>> known;
};

Result<std::unique_ptr<PlanRounds>> PlanRounds::open(const Scenario& scenario, const PlanOptions& options)
{
    std::unique_ptr<PlanRounds> rounds(new PlanRounds());
    rounds->m_search = std::make_unique<Search>(scenario, options);
    if (auto st = rounds->m_search->search.prepare(); !st) return st.error();
    return rounds;
}

PlanRounds::~PlanRounds() = default;

Result<PlanRounds::Round> PlanRounds::next(std::size_t speculate) { return m_search->search.replay(m_search->known, speculate); }

void PlanRounds::add(const std::string& run, Result<std::string> result) { m_search->known.insert_or_assign(run, std::move(result)); }

bool PlanRounds::known(const std::string& run) const { return m_search->known.count(run) > 0; }

Result<std::string> PlanRounds::simulate(const std::string& run) const { return m_search->search.simulateRequest(run); }

std::size_t PlanRounds::seedCount() const { return m_search->search.seedCount(); }

} // namespace gantry
