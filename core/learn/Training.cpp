#include "core/learn/Training.h"

#include "core/learn/LearnedSchedulers.h"
#include "core/learn/TrainingSupport.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Interrupt.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
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
    sim.value()->run();
    return RunScore { averageJct(*sim.value()), totalFee(*sim.value()) };
}

void addScore(PolicyScore& row, const RunScore& score)
{
    row.avgJct.push_back(score.first);
    row.fee.push_back(score.second);
}

} // namespace

Result<EvaluationReport> evaluate(const Scenario& scenario, const EvaluationOptions& options)
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

    EvaluationReport report;
    report.agent = model->meta.scheduler;
    for (int k = 0; k < options.seeds; ++k) report.seeds.push_back(options.firstSeed + std::uint64_t(k));

    PolicyScore learned;
    learned.name = agent->title;
    learned.learned = true;
    for (auto seed : report.seeds) {
        if (interrupted()) return cancelledByUser();
        auto j = runLearned(scenario, *agent, model.value(), net, seed);
        if (!j) return j.error();
        addScore(learned, j.value());
    }
    report.rows.push_back(learned);
    if (agent->teacherAgreement) {
        TeacherAgreement total;
        for (auto seed : report.seeds) {
            if (interrupted()) return cancelledByUser();
            auto a = agent->teacherAgreement(scenario, model.value(), net, seed);
            if (!a) return a.error();
            total.teacher = a->teacher;
            total.decisions += a->decisions;
            total.agreeing += a->agreeing;
        }
        report.teacherAgreement = total;
    }
    // The same network with some of its settings changed (an agent's own ablations).
    if (agent->ablations)
        for (const auto& [name, settings] : agent->ablations(model.value())) {
            Checkpoint changed = model.value();
            for (const auto& [k, v] : settings) changed.meta.extra[k] = v;
            PolicyScore row;
            row.name = name;
            row.learned = true;
            for (auto seed : report.seeds) {
                if (interrupted()) return cancelledByUser();
                auto j = runLearned(scenario, *agent, changed, net, seed);
                if (!j) return j.error();
                addScore(row, j.value());
            }
            report.rows.push_back(row);
        }
    if (options.includeSampled) {
        PolicyScore sampled;
        sampled.name = "learned, sampled";
        sampled.learned = true;
        for (auto seed : report.seeds) {
            if (interrupted()) return cancelledByUser();
            auto j = runLearned(scenario, *agent, model.value(), net, seed, ActMode::Sample);
            if (!j) return j.error();
            addScore(sampled, j.value());
        }
        report.rows.push_back(sampled);
    }
    if (options.includeUntrained) {
        auto fresh = std::make_shared<Network>(model->meta.net, model->meta.seed + 7777);
        PolicyScore untrained;
        untrained.name = "untrained";
        for (auto seed : report.seeds) {
            if (interrupted()) return cancelledByUser();
            auto j = runLearned(scenario, *agent, model.value(), fresh, seed, ActMode::Sample);
            if (!j) return j.error();
            addScore(untrained, j.value());
        }
        report.rows.push_back(untrained);
    }
    for (const auto& [name, policy] : agent->baselines()) {
        PolicyScore row;
        row.name = name;
        for (auto seed : report.seeds) {
            if (interrupted()) return cancelledByUser();
            Scenario s = withSeed(scenario, seed);
            s.policy = policy;
            auto sched = PolicyRegistry::instance().build(policy, s);
            if (!sched) return sched.error();
            auto sim = makeEpisode(s, std::move(sched.value()));
            if (!sim) return sim.error();
            sim.value()->run();
            addScore(row, { averageJct(*sim.value()), totalFee(*sim.value()) });
        }
        report.rows.push_back(row);
    }
    for (auto& r : report.rows) {
        std::tie(r.mean, r.stddev) = meanStd(r.avgJct);
        std::tie(r.feeMean, r.feeStddev) = meanStd(r.fee);
    }
    return report;
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
