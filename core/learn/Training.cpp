#include "core/learn/Training.h"

#include "core/learn/LearnedSchedulers.h"
#include "core/learn/TrainingSupport.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/FieldCoder.h"
#include "core/util/File.h"
#include "core/util/Interrupt.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <sstream>

namespace gantry::learn {

namespace {
/// Ctrl-C during an evaluation (core/util/Interrupt.h): its scores so far would mean nothing.
Error cancelledByUser() { return Error { ErrorCode::Cancelled, translate("Error", "interrupted"), {} }; }
} // namespace

const std::vector<const LearnedAgent*>& learnedAgents()
{
    static const std::vector<const LearnedAgent*> agents { &dl2Agent(), &topDrlAgent(), &harmonyAgent(), &dualAgent() };
    return agents;
}

const LearnedAgent* findAgent(const std::string& name)
{
    for (const LearnedAgent* a : learnedAgents())
        if (name == a->name) return a;
    return nullptr;
}

std::string learnedAgentNames()
{
    std::string names;
    for (const LearnedAgent* a : learnedAgents()) names += std::string(names.empty() ? "" : ", ") + a->name;
    return names;
}

std::vector<std::pair<std::string, std::string>> learnedAgentLabels()
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const LearnedAgent* a : learnedAgents()) out.emplace_back(a->name, a->label);
    return out;
}

const std::vector<HyperParameter>& hyperParameters(const std::string& agent)
{
    static const std::vector<HyperParameter> none;
    const LearnedAgent* a = findAgent(agent);
    return a ? a->hyperParameters() : none;
}

Result<TrainingReport> train(const Scenario& scenario, const TrainingOptions& options,
    std::function<bool(const TrainingProgress&)> progress)
{
    const LearnedAgent* agent = findAgent(options.agent);
    if (!agent)
        return Error { ErrorCode::UnknownName, fillIn(translate("Error", "unknown agent '%1' (known: %2)"), { options.agent, learnedAgentNames() }),
            { "", 0, 0, "agent" } };
    if (options.threads < 1 || options.threads > 256)
        return Error { ErrorCode::BadValue, translate("Error", "threads must be between 1 and 256"), { "", 0, 0, "threads" } };
    const auto& known = hyperParameters(options.agent);
    for (const auto& [name, value] : options.hyper) {
        auto h = std::find_if(known.begin(), known.end(), [&](const HyperParameter& k) { return name == k.name; });
        if (h == known.end()) {
            std::string names;
            for (const auto& k : known) names += std::string(names.empty() ? "" : ", ") + k.name;
            return Error { ErrorCode::UnknownName,
                fillIn(translate("Error", "unknown hyper-parameter '%1' for %2 (known: %3)"), { name, options.agent, names }),
                { "", 0, 0, "hp." + name } };
        }
        if (!(value >= h->min && value <= h->max) || (h->integer && value != std::floor(value))) {
            auto shown = [](double x) {
                std::ostringstream s;
                s << x;
                return s.str();
            };
            const std::initializer_list<std::string> args { name, shown(h->min), shown(h->max), shown(value) };
            return Error { ErrorCode::BadValue,
                h->integer ? fillIn(translate("Error", "hyper-parameter %1 must be a whole number between %2 and %3 (got %4)"), args)
                           : fillIn(translate("Error", "hyper-parameter %1 must be between %2 and %3 (got %4)"), args),
                { "", 0, 0, "hp." + name } };
        }
    }
    if (auto s = initTorch(options.threads, options.seed); !s) return s.error();
    Trainer t { scenario, options, std::move(progress) };
    return agent->train(t);
}

Status saveModel(const TrainingReport& report, const std::string& path) { return writeFileAtomically(path, report.model); }

Status writeLearningCurve(const TrainingReport& report, const std::string& path)
{
    std::ostringstream o;
    o.precision(10);
    o << "index,phase,episode,reward,avg_jct,loss,entropy,seconds,env_steps\n";
    for (std::size_t i = 0; i < report.curve.size(); ++i) {
        const auto& p = report.curve[i];
        o << i << ',' << p.phase << ',' << p.episode << ',' << p.reward << ',' << p.avgJct << ',' << p.loss << ','
          << p.entropy << ',' << p.seconds << ',' << p.envSteps << '\n';
    }
    return writeFileAtomically(path, o.str());
}

std::vector<std::pair<std::string, PolicyConfig>> baselinesFor(const std::string& agent)
{
    const LearnedAgent* a = findAgent(agent);
    return a ? a->baselines() : std::vector<std::pair<std::string, PolicyConfig>> {};
}

double EvaluationReport::improvementOver(const std::string& name) const
{
    const PolicyScore* other = find(name);
    if (!other || rows.empty() || other->mean <= 0) return 0.0;
    return (other->mean - rows.front().mean) / other->mean * 100.0;
}

double EvaluationReport::feeImprovementOver(const std::string& name) const
{
    const PolicyScore* other = find(name);
    if (!other || rows.empty() || other->feeMean <= 0) return 0.0;
    return (other->feeMean - rows.front().feeMean) / other->feeMean * 100.0;
}

const PolicyScore* EvaluationReport::find(const std::string& name) const
{
    for (const auto& r : rows)
        if (r.name == name) return &r;
    return nullptr;
}

namespace {

Result<Checkpoint> modelOf(const std::string& path, const std::string& bytes)
{
    if (!bytes.empty()) return decodeCheckpoint(bytes, "(model)");
    return loadCheckpoint(path);
}

/// One run's (avg JCT, total fee).
using RunScore = std::pair<double, double>;

Result<RunScore> runLearned(const Scenario& scenario, const LearnedAgent& agent, const Checkpoint& model,
    std::shared_ptr<const Network> net, std::uint64_t seed, ActMode mode = ActMode::Greedy)
{
    auto sim = makeEpisode(withSeed(scenario, seed), agent.scheduler(model, std::move(net), mode, seed));
    if (!sim) return sim.error();
    if (auto st = runEpisode(*sim.value()); !st) return st.error();
    return RunScore { averageJct(*sim.value()), totalFee(*sim.value()) };
}

void addScore(PolicyScore& row, const RunScore& score)
{
    row.avgJct.push_back(score.first);
    row.fee.push_back(score.second);
}

} // namespace

/// One row of an evaluation: a network acting (the trained one, greedy or sampling, an ablation, an
/// untrained one), the teacher's agreement (not a row of scores), or a baseline.
struct EvaluationRuns::Row {
    enum class Kind { Network, Agreement, Baseline } kind = Kind::Network;
    std::string name;
    bool learned = false;
    std::size_t checkpoint = 0; ///< into m_checkpoints (0: the model as trained)
    std::shared_ptr<const Network> net;
    ActMode mode = ActMode::Greedy;
    PolicyConfig policy; ///< a baseline's
};

EvaluationRuns::EvaluationRuns() = default;
EvaluationRuns::~EvaluationRuns() = default;

Result<std::unique_ptr<EvaluationRuns>> EvaluationRuns::open(const Scenario& scenario, const EvaluationOptions& options)
{
    auto model = modelOf(options.modelPath, options.modelBytes);
    if (!model) return model.error();
    const std::string file = options.modelBytes.empty() ? options.modelPath : "(model)";
    if (auto s = checkModelFits(model->meta, scenario, file); !s) return s.error();
    const LearnedAgent* agent = findAgent(model->meta.scheduler);
    if (!agent) return Error { ErrorCode::UnknownName,
        fillIn(translate("Error", "the model is for an unknown agent '%1'"), { model->meta.scheduler }), { file, 0, 0, "scheduler" } };
    if (options.seeds < 1) return Error { ErrorCode::BadValue, translate("Error", "at least one seed is needed"), { "", 0, 0, "seeds" } };
    if (options.firstSeed + std::uint64_t(options.seeds) > kTrainingSeedBase)
        return Error { ErrorCode::BadValue, translate("Error", "evaluation seeds must stay below the training seeds"), { "", 0, 0, "seeds" } };
    // Every baseline set up once before the first run (checkRunnable): one that cannot be is an error
    // now, not after the learned policy's runs.
    for (const auto& [name, policy] : agent->baselines()) {
        Scenario s = scenario;
        s.policy = policy;
        if (auto st = checkRunnable(s); !st) {
            Error e = st.error();
            e.message = fillIn(translate("Error", "baseline '%1': %2"), { name, e.message });
            return e;
        }
    }
    if (auto s = initTorch(options.threads, model->meta.seed); !s) return s.error();
    auto net = std::make_shared<Network>(model->meta.net, model->meta.seed);
    if (auto s = net->loadWeights(model->weights, file); !s) return s.error();

    std::unique_ptr<EvaluationRuns> e(new EvaluationRuns());
    e->m_scenario = scenario;
    e->m_agent = agent;
    for (int k = 0; k < options.seeds; ++k) e->m_seeds.push_back(options.firstSeed + std::uint64_t(k));
    e->m_checkpoints.push_back(model.value());
    auto networkRow = [&](std::string name, bool learned, std::size_t checkpoint, std::shared_ptr<const Network> n, ActMode mode) {
        Row r;
        r.name = std::move(name);
        r.learned = learned;
        r.checkpoint = checkpoint;
        r.net = std::move(n);
        r.mode = mode;
        e->m_rows.push_back(std::move(r));
    };
    networkRow(agent->title, true, 0, net, ActMode::Greedy);
    if (agent->teacherAgreement) {
        Row r;
        r.kind = Row::Kind::Agreement;
        r.net = net;
        e->m_rows.push_back(std::move(r));
    }
    // The same network with some of its settings changed (an agent's own ablations).
    if (agent->ablations)
        for (const auto& [name, settings] : agent->ablations(model.value())) {
            Checkpoint changed = model.value();
            for (const auto& [k, v] : settings) changed.meta.extra[k] = v;
            e->m_checkpoints.push_back(std::move(changed));
            networkRow(name, true, e->m_checkpoints.size() - 1, net, ActMode::Greedy);
        }
    if (options.includeSampled) networkRow("learned, sampled", true, 0, net, ActMode::Sample);
    if (options.includeUntrained)
        networkRow("untrained", false, 0, std::make_shared<Network>(model->meta.net, model->meta.seed + 7777), ActMode::Sample);
    for (const auto& [name, policy] : agent->baselines()) {
        Row r;
        r.kind = Row::Kind::Baseline;
        r.name = name;
        r.policy = policy;
        e->m_rows.push_back(std::move(r));
    }
    return e;
}

std::size_t EvaluationRuns::size() const { return m_rows.size() * m_seeds.size(); }

Result<std::string> EvaluationRuns::run(std::size_t k) const
{
    if (k >= size()) return Error { ErrorCode::Internal, "no evaluation run " + std::to_string(k), {} };
    const Row& row = m_rows[k / m_seeds.size()];
    const std::uint64_t seed = m_seeds[k % m_seeds.size()];
    if (interrupted()) return cancelledByUser();
    switch (row.kind) {
    case Row::Kind::Agreement: {
        auto a = m_agent->teacherAgreement(m_scenario, m_checkpoints.front(), row.net, seed);
        if (!a) return a.error();
        return FieldWriter().whole(a->decisions).whole(a->agreeing).text(a->teacher).bytes();
    }
    case Row::Kind::Network: {
        auto j = runLearned(m_scenario, *m_agent, m_checkpoints[row.checkpoint], row.net, seed, row.mode);
        if (!j) return j.error();
        return FieldWriter().number(j->first).number(j->second).bytes();
    }
    case Row::Kind::Baseline: {
        Scenario s = withSeed(m_scenario, seed);
        s.policy = row.policy;
        auto sched = PolicyRegistry::instance().build(row.policy, s);
        if (!sched) return sched.error();
        auto sim = makeEpisode(s, std::move(sched.value()));
        if (!sim) return sim.error();
        if (auto st = runEpisode(*sim.value()); !st) return st.error();
        return FieldWriter().number(averageJct(*sim.value())).number(totalFee(*sim.value())).bytes();
    }
    }
    return Error { ErrorCode::Internal, "unknown evaluation row", {} };
}

Result<EvaluationReport> EvaluationRuns::report(const std::vector<Result<std::string>>& results) const
{
    if (results.size() != size()) return Error { ErrorCode::Internal, "an evaluation's results are incomplete", {} };
    EvaluationReport report;
    report.agent = m_checkpoints.front().meta.scheduler;
    report.seeds = m_seeds;
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const Row& row = m_rows[r];
        PolicyScore score;
        score.name = row.name;
        score.learned = row.learned;
        TeacherAgreement agreement;
        for (std::size_t k = 0; k < m_seeds.size(); ++k) {
            const Result<std::string>& result = results[r * m_seeds.size() + k];
            if (!result) return result.error();
            FieldReader fields(result.value()); // as run(k) writes them (core/util/FieldCoder.h)
            if (row.kind == Row::Kind::Agreement) {
                const std::uint64_t decisions = fields.whole(), agreeing = fields.whole();
                std::string teacher = fields.text();
                if (fields.complete()) {
                    agreement.decisions += decisions;
                    agreement.agreeing += agreeing;
                    agreement.teacher = std::move(teacher);
                }
            } else {
                const double a = fields.number(), b = fields.number();
                if (fields.complete()) addScore(score, { a, b });
            }
            if (!fields.complete()) return Error { ErrorCode::Internal, "not an evaluation run's result (" + std::to_string(result->size()) + " bytes)", {} };
        }
        if (row.kind == Row::Kind::Agreement) {
            report.teacherAgreement = agreement;
            continue;
        }
        std::tie(score.mean, score.stddev) = meanStd(score.avgJct);
        std::tie(score.feeMean, score.feeStddev) = meanStd(score.fee);
        report.rows.push_back(std::move(score));
    }
    return report;
}

Result<EvaluationReport> evaluate(const Scenario& scenario, const EvaluationOptions& options)
{
    auto runs = EvaluationRuns::open(scenario, options);
    if (!runs) return runs.error();
    std::vector<Result<std::string>> results;
    for (std::size_t k = 0; k < runs.value()->size(); ++k) {
        results.push_back(runs.value()->run(k));
        if (!results.back()) return results.back().error();
    }
    return runs.value()->report(results);
}

Result<LatencyReport> measureLatency(const Scenario& scenario, const std::string& modelBytes, int seedCount)
{
    auto model = decodeCheckpoint(modelBytes, "(model)");
    if (!model) return model.error();
    if (auto s = checkModelFits(model->meta, scenario, "(model)"); !s) return s.error();
    if (auto s = initTorch(1, model->meta.seed); !s) return s.error();
    auto net = std::make_shared<Network>(model->meta.net, model->meta.seed);
    if (auto s = net->loadWeights(model->weights, "(model)"); !s) return s.error();
    // Time whole greedy episodes and subtract the same episodes' time under a network-free teacher
    // would be unfair; we time inferences directly on recorded observations instead.
    std::vector<std::vector<float>> observations;
    std::vector<std::vector<std::uint8_t>> masks;
    const LearnedAgent* agent = findAgent(model->meta.scheduler);
    if (!agent) return Error { ErrorCode::UnknownName,
        fillIn(translate("Error", "the model is for an unknown agent '%1'"), { model->meta.scheduler }), { "(model)", 0, 0, "scheduler" } };
    for (int k = 0; k < seedCount; ++k)
        if (auto s = agent->observations(withSeed(scenario, std::uint64_t(k + 1)), model.value(), net, std::uint64_t(k + 1), observations, masks); !s)
            return s.error();
    LatencyReport r;
    if (observations.empty()) return r;
    std::vector<float> probs;
    const auto start = Clock::now();
    for (int rep = 0; rep < 5; ++rep)
        for (std::size_t i = 0; i < observations.size(); ++i) net->probabilities(observations[i].data(), masks[i].data(), probs);
    r.decisions = 5 * observations.size();
    r.microsPerDecision = since(start) * 1e6 / double(r.decisions);
    return r;
}

} // namespace gantry::learn
