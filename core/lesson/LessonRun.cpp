/// Firing lesson steps in a run, the figures their texts show, the checks of the student's work, and
/// the narrated story (`gantry-cli lesson`).

#include "core/lesson/Lesson.h"

#include "core/engine/Simulation.h"
#include "core/io/ScenarioIo.h"
#include "core/io/ScenarioYaml.h"
#include "core/metrics/RunResult.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <set>

namespace gantry {

namespace {

const std::vector<std::string> kCountFigures { "queued", "running", "finished", "jobs", "busy_gpus", "gpus", "preemptions" };
const std::vector<std::string> kDurationFigures { "now", "avg_jct", "p95_jct", "avg_wait", "max_wait", "makespan" };
const std::vector<std::string> kJobFigures { "wait", "jct", "start", "finish", "gpus", "machines", "state" };

std::vector<std::string> allFigureNames()
{
    std::vector<std::string> names = kCountFigures;
    names.insert(names.end(), kDurationFigures.begin(), kDurationFigures.end());
    for (const char* n : { "utilization", "cluster_cost", "usage_cost", "decision" }) names.emplace_back(n);
    return names;
}

std::vector<std::string> split(const std::string& s, char separator)
{
    std::vector<std::string> parts(1);
    for (char c : s) {
        if (c == separator) parts.emplace_back();
        else parts.back() += c;
    }
    return parts;
}

std::string joined(const std::vector<std::string>& parts, const char* separator)
{
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : separator) + p;
    return out;
}

std::string ordinal(int n)
{
    const int tens = n % 100;
    const char* suffix = (tens >= 11 && tens <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

const char* eventVerb(JobEvent e)
{
    switch (e) {
    case JobEvent::Arrived: return "is submitted";
    case JobEvent::Started: return "starts";
    case JobEvent::Preempted: return "is preempted";
    case JobEvent::Finished: return "finishes";
    default: return jobEventName(e);
    }
}

/// A scenario fact: a number or a text.
struct FactValue {
    std::optional<double> number;
    std::string text;
    std::string shown() const { return number ? formatCompact(*number) : text; }
};

std::optional<double> asNumber(const std::string& s)
{
    double x = 0;
    if (scenarioyaml::parseDouble(s, x) == scenarioyaml::NumberParse::Ok) return x;
    return std::nullopt;
}

const PolicyPart* policyPart(const PolicyConfig& p, const std::string& part, PolicyKind* kind)
{
    const std::pair<const char*, std::pair<const PolicyPart*, PolicyKind>> parts[] = {
        { "scheduler", { &p.scheduler, PolicyKind::Scheduler } }, { "ordering", { &p.ordering, PolicyKind::Ordering } },
        { "placement", { &p.placement, PolicyKind::Placement } }, { "sizing", { &p.sizing, PolicyKind::Sizing } },
        { "sharing", { &p.sharing, PolicyKind::Sharing } },
    };
    for (const auto& [name, entry] : parts)
        if (part == name) {
            *kind = entry.second;
            return entry.first;
        }
    return nullptr;
}

/// The value of a fact in `s`, or the reason it has none ("unknown ...").
Result<FactValue> factOf(const Scenario& s, const std::string& fact)
{
    const auto parts = split(fact, '.');
    auto unknown = [&](const std::string& why) { return Error { ErrorCode::UnknownName,
        fillIn(translate("Error", "unknown fact '%1': %2"), { fact, why }) }; };
    if (parts.size() >= 2 && parts[0] == "cluster" && (parts[1] == "gpus" || parts[1] == "machines" || parts[1] == "racks")) {
        const Cluster& c = s.cluster;
        if (parts.size() == 2)
            return FactValue { double(parts[1] == "gpus" ? c.gpuCount() : parts[1] == "machines" ? c.machineCount() : c.rackCount()), {} };
        if (parts.size() != 3 || parts[1] != "gpus") return unknown(translate("Error", "cluster.gpus.<GPU type> is the only finer count"));
        std::vector<std::string> types;
        for (const auto& t : c.gpuTypes) types.push_back(t.name);
        const auto it = std::find(types.begin(), types.end(), parts[2]);
        if (it == types.end()) return unknown(
            fillIn(translate("Error", "the cluster has no GPU type '%1'%2"), { parts[2], scenarioyaml::suggestion(parts[2], types) }));
        int gpus = 0;
        for (const auto& m : c.machines)
            if (m.gpuType == it - types.begin()) gpus += m.gpuCount;
        return FactValue { double(gpus), {} };
    }
    if (parts.size() >= 2 && parts[0] == "policy" && parts[1] != "backfill") {
        PolicyKind kind {};
        const PolicyPart* part = policyPart(s.policy, parts[1], &kind);
        if (!part) return unknown(translate("Error", "policy has scheduler, ordering, placement, sizing, sharing and backfill"));
        if (parts.size() == 2) return FactValue { {}, part->name.empty() ? "none" : part->name };
        if (parts.size() != 3) return unknown(translate("Error", "a policy parameter is policy.<part>.<parameter>"));
        const PolicyInfo* info = PolicyRegistry::instance().find(kind, part->name);
        if (!info) return unknown(fillIn(translate("Error", "no policy '%1'"), { part->name }));
        std::vector<std::string> names;
        for (const auto& spec : info->params) {
            names.push_back(spec.name);
            if (spec.name != parts[2]) continue;
            const auto it = part->params.find(spec.name);
            const ParamValue& v = it != part->params.end() ? it->second : spec.defaultValue;
            if (const double* x = std::get_if<double>(&v)) return FactValue { *x, {} };
            if (const std::string* t = std::get_if<std::string>(&v)) return FactValue { {}, *t };
            std::string list;
            for (double x : std::get<std::vector<double>>(v)) list += (list.empty() ? "" : ", ") + formatCompact(x);
            return FactValue { {}, "[" + list + "]" };
        }
        const std::string suggested = scenarioyaml::suggestion(parts[2], names);
        //: %1 is a policy part (ordering, placement, ...), %2 the policy's name, %3 the parameter, %4 " (did you mean 'x'?)" or nothing
        if (names.empty()) return unknown(
            fillIn(translate("Error", "the %1 policy '%2' has no parameter '%3'%4; it has none"),
                { policyKindName(kind), part->name, parts[2], suggested }));
        return unknown(fillIn(translate("Error", "the %1 policy '%2' has no parameter '%3'%4; it has: %5"),
            { policyKindName(kind), part->name, parts[2], suggested, scenarioyaml::knownList(names) }));
    }
    // Anything else: the field as the scenario is saved (simulation.*, workload.*, speed_model.*, ...).
    const YAML::Node root = YAML::Load(emitScenario(s));
    YAML::Node node;
    node.reset(root);
    for (const std::string& p : parts) {
        if (!node.IsMap() || !node[p]) return unknown(fillIn(translate("Error", "the scenario as saved has no field '%1'"), { fact }));
        YAML::Node next = node[p];
        node.reset(next);
    }
    if (!node.IsScalar()) return unknown(fillIn(translate("Error", "'%1' is a section, not a value"), { fact }));
    return FactValue { asNumber(node.Scalar()), node.Scalar() };
}

bool meets(const LessonExpectation& e, double x)
{
    // Values in lesson files are rounded by whoever wrote them: compare to a part in a million.
    const double slack = 1e-6 * std::max(1.0, std::abs(x));
    return (!e.atLeast || x >= *e.atLeast - slack) && (!e.atMost || x <= *e.atMost + slack);
}

std::string wanted(const LessonExpectation& e, const std::string& unit = {})
{
    if (e.text) return *e.text;
    // Dollars lead ("$850"); other units follow ("90 min", "75 %").
    const bool dollars = unit == "$";
    auto shown = [&](double x) {
        return dollars ? fillIn(translate("Format", "$%1", "US dollars"), { formatCompact(x) }) : formatCompact(x) + (unit.empty() ? "" : " " + unit);
    };
    if (e.atLeast && e.atMost && *e.atLeast == *e.atMost) return shown(*e.atLeast);
    if (e.atLeast && e.atMost) return fillIn(translate("Lesson", "between %1 and %2"), { shown(*e.atLeast), shown(*e.atMost) });
    return e.atLeast ? fillIn(translate("Lesson", "at least %1"), { shown(*e.atLeast) }) : fillIn(translate("Lesson", "at most %1"), { shown(*e.atMost) });
}

std::string describeDecision(const SimulationView& view, const DecisionRecord& d)
{
    auto jobName = [&](int j) { return j >= 0 && j < view.jobCount() ? "job " + view.spec(j).id : std::string("no job"); };
    std::string out = std::string(decisionKindName(d.kind)) + " " + jobName(d.job);
    if (d.gpus > 0) out += " on " + std::to_string(d.gpus) + (d.gpus == 1 ? " GPU" : " GPUs");
    if (!d.why.part.empty()) out += " (by " + d.why.part + ")";
    if (d.why.candidates.empty()) return out;
    out += "; " + (d.why.scoreName.empty() ? std::string("scores") : d.why.scoreName) + ": ";
    for (std::size_t i = 0; i < d.why.candidates.size(); ++i) {
        const Candidate& c = d.why.candidates[i];
        // The candidate's name, then what the policy says of it (Harmony's "task 1 worker", a sizing's
        // "8 workers, 7 PS"); an action's label is its whole name.
        std::string who = c.kind == CandidateKind::Job ? jobName(c.id)
            : c.kind == CandidateKind::Machine && c.id >= 0 && c.id < view.cluster().machineCount() ? view.cluster().machines[c.id].name
            : c.kind == CandidateKind::Action                                                       ? std::string()
                                                                                                    : std::to_string(c.id);
        if (!c.label.empty()) who += (who.empty() ? "" : " ") + c.label;
        out += (i ? ", " : "") + who + " " + formatCompact(c.score);
    }
    return out;
}

} // namespace

const std::vector<std::string>& lessonSeriesNames()
{
    static const std::vector<std::string> names { "queued", "utilization", "usage_cost" };
    return names;
}

const std::vector<std::string>& lessonCellColumns()
{
    static const std::vector<std::string> columns { "id", "submit", "duration", "gpus", "network", "status", "comm" };
    return columns;
}

LessonFigure::Unit lessonFigureUnit(const std::string& name)
{
    std::string leaf = name;
    if (name.rfind("job.", 0) == 0) leaf = name.substr(name.rfind('.') + 1);
    if (leaf == "state" || leaf == "decision") return LessonFigure::Unit::Text;
    if (leaf == "utilization") return LessonFigure::Unit::Fraction;
    if (leaf == "cluster_cost" || leaf == "usage_cost") return LessonFigure::Unit::Money;
    if (std::find(kDurationFigures.begin(), kDurationFigures.end(), leaf) != kDurationFigures.end() || leaf == "wait"
        || leaf == "jct" || leaf == "start" || leaf == "finish")
        return LessonFigure::Unit::Duration;
    return LessonFigure::Unit::Count;
}

std::optional<std::string> lessonFigureProblem(const std::string& name, const std::vector<std::string>& jobIds)
{
    if (name.rfind("job.", 0) == 0) {
        const auto dot = name.rfind('.');
        const std::string id = dot > 3 ? name.substr(4, dot - 4) : "";
        const std::string leaf = name.substr(dot + 1);
        if (id.empty() || std::find(kJobFigures.begin(), kJobFigures.end(), leaf) == kJobFigures.end())
            return fillIn(translate("Error", "a job's figure is job.<id>.<%1>"), { joined(kJobFigures, "|") });
        if (!jobIds.empty() && std::find(jobIds.begin(), jobIds.end(), id) == jobIds.end())
            return fillIn(translate("Error", "the lesson's workload has no job '%1'%2"), { id, scenarioyaml::suggestion(id, jobIds) });
        return std::nullopt;
    }
    const auto names = allFigureNames();
    if (std::find(names.begin(), names.end(), name) != names.end()) return std::nullopt;
    return fillIn(translate("Error", "unknown figure '%1'%2; known: %3, job.<id>.<%4>"),
        { name, scenarioyaml::suggestion(name, names), scenarioyaml::knownList(names), joined(kJobFigures, "|") });
}

namespace {

/// One figure; `so` is the run as it stands, built once by lessonFigures for every figure that needs it.
LessonFigure figureOf(const Simulation& sim, const std::string& name, double now, const DecisionRecord* decision, const RunResult& so)
{
    const LessonFigure::Unit unit = lessonFigureUnit(name);
    auto value = [&](double x) { return LessonFigure { unit, x, {} }; };
    if (name == "decision") return { unit, 0, decision ? describeDecision(sim, *decision) : std::string("no decision") };
    const Sample sample = sim.currentSample();
    if (name == "now") return value(now);
    if (name == "queued") return value(sample.queued);
    if (name == "running") return value(sample.running);
    if (name == "finished") return value(sample.finished);
    if (name == "jobs") return value(sim.jobCount());
    if (name == "busy_gpus") return value(sample.busyGpus);
    if (name == "gpus") return value(sim.cluster().gpuCount());
    if (name == "utilization") return value(sampleUtilization(sample, sim.cluster().gpuCount()));
    if (name == "usage_cost") return value(sample.usageCost);
    if (name == "cluster_cost") return value(clusterCostOver(sim.capacity(), 0.0, now));
    if (name == "preemptions") return value(so.summary.preemptions);
    if (name == "avg_jct") return value(so.summary.avgJct);
    if (name == "p95_jct") return value(so.summary.p95Jct);
    if (name == "avg_wait") return value(so.summary.avgWait);
    if (name == "makespan") return value(so.summary.makespan);
    if (name == "max_wait") {
        double longest = 0;
        for (const JobRecord& j : so.jobs) longest = std::max(longest, j.wait);
        return value(longest);
    }
    const auto dot = name.rfind('.');
    const std::string id = name.substr(4, dot - 4), leaf = name.substr(dot + 1);
    for (const JobRecord& j : so.jobs) {
        if (j.id != id) continue;
        if (leaf == "state")
            return { unit, 0, j.status == JobOutcome::Unfinished ? (j.start >= 0 ? "started" : "waiting") : jobOutcomeName(j.status) };
        if (leaf == "wait") return value(j.wait);
        if (leaf == "jct") return value(j.jct);
        if (leaf == "start") return value(j.start);
        if (leaf == "finish") return value(j.finish);
        if (leaf == "gpus") return value(j.gpus);
        if (leaf == "machines") return value(j.maxMachines);
    }
    return { LessonFigure::Unit::Text, 0, "–" };
}

} // namespace

std::map<std::string, LessonFigure> lessonFigures(const Simulation& sim, const std::vector<std::string>& names, double now,
    const DecisionRecord* decision)
{
    std::map<std::string, LessonFigure> out;
    if (names.empty()) return out;
    RunResult so; // the run as it stands: finished jobs only in the averages
    collectResults(sim, so);
    for (const std::string& name : names) out[name] = figureOf(sim, name, now, decision, so);
    return out;
}

std::string formatLessonFigure(const LessonFigure& f)
{
    switch (f.unit) {
    case LessonFigure::Unit::Duration: return formatDuration(f.value);
    case LessonFigure::Unit::Count: return formatCompact(f.value);
    case LessonFigure::Unit::Fraction: return formatPercent(f.value);
    case LessonFigure::Unit::Money: return formatMoney(f.value);
    case LessonFigure::Unit::Text: return f.text;
    }
    return f.text;
}

double lessonInputFromFigure(const LessonFigure& f)
{
    switch (f.unit) {
    case LessonFigure::Unit::Duration: return f.value / 60.0;
    case LessonFigure::Unit::Fraction: return f.value * 100.0;
    default: return f.value;
    }
}

std::string lessonInputUnit(LessonFigure::Unit unit)
{
    switch (unit) {
    case LessonFigure::Unit::Duration: return "min";
    case LessonFigure::Unit::Fraction: return "%";
    case LessonFigure::Unit::Money: return "$";
    default: return "";
    }
}

std::vector<std::string> lessonPlaceholders(const std::string& text)
{
    std::vector<std::string> out;
    fillLessonText(text, [&](const std::string& name) {
        if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
        return std::string();
    });
    return out;
}

std::string fillLessonText(const std::string& text, const std::function<std::string(const std::string&)>& value)
{
    std::string out;
    std::size_t from = 0;
    for (std::size_t i = text.find('{'); i != std::string::npos; i = text.find('{', i + 1)) {
        const std::size_t end = text.find('}', i);
        if (end == std::string::npos) break;
        const std::string name = text.substr(i + 1, end - i - 1);
        if (name.empty() || name.find_first_of(" \n{") != std::string::npos) continue;
        out += text.substr(from, i - from) + value(name);
        from = end + 1;
        i = end;
    }
    return out + text.substr(from);
}

LessonTriggerWatch::LessonTriggerWatch(const LessonTrigger& trigger, const std::vector<JobSpec>& jobs) : m_trigger(trigger)
{
    if (!trigger.job.empty())
        for (std::size_t i = 0; i < jobs.size(); ++i)
            if (jobs[i].id == trigger.job) m_job = static_cast<JobIndex>(i);
}

void LessonTriggerWatch::onJobEvent(const SimulationView&, JobEvent event, JobIndex job)
{
    if (m_fired || m_trigger.kind != LessonTrigger::Kind::Job || event != m_trigger.event) return;
    if (!m_trigger.job.empty() && job != m_job) return;
    m_fired = ++m_seen >= m_trigger.nth;
}

void LessonTriggerWatch::onDecision(const SimulationView&, const DecisionRecord& record)
{
    if (m_fired || m_trigger.kind != LessonTrigger::Kind::Decision || !record.applied) return;
    if (m_trigger.decision && record.kind != *m_trigger.decision) return;
    if (!m_trigger.job.empty() && record.job != m_job) return;
    if (++m_seen < m_trigger.nth) return;
    m_fired = true;
    m_decision = record;
}

bool lessonTriggerReached(const LessonTrigger& trigger, const LessonTriggerWatch& watch, const Simulation& sim)
{
    switch (trigger.kind) {
    case LessonTrigger::Kind::Start: return true;
    case LessonTrigger::Kind::End: return sim.done();
    case LessonTrigger::Kind::Time: return !sim.done() && sim.nextEventTime() > trigger.time;
    case LessonTrigger::Kind::Job:
    case LessonTrigger::Kind::Decision: return watch.fired();
    }
    return false;
}

std::optional<std::string> lessonFactProblem(const std::string& fact, const Scenario& scenario)
{
    auto value = factOf(scenario, fact);
    if (!value) return value.error().message;
    return std::nullopt;
}

LessonCheck checkLessonEdit(const LessonTask& task, const Scenario& scenario)
{
    LessonCheck out { true, {} };
    for (const LessonExpectation& e : task.expect) {
        auto value = factOf(scenario, e.name);
        if (!value) return { false, value.error().message };
        const bool ok = e.text ? value->text == *e.text : value->number && meets(e, *value->number);
        if (!out.detail.empty()) out.detail += "; ";
        out.detail += ok ? fillIn(translate("Lesson", "%1 is %2", "a checked fact and its value"), { e.name, value->shown() })
                         : fillIn(translate("Lesson", "%1 is %2 (wanted: %3)"), { e.name, value->shown(), wanted(e) });
        out.passed = out.passed && ok;
    }
    return out;
}

LessonCheck checkLessonChallenge(const LessonTask& task, const Simulation& finishedRun)
{
    std::vector<std::string> names;
    for (const LessonExpectation& e : task.expect) names.push_back(e.name);
    const auto figures = lessonFigures(finishedRun, names, finishedRun.now(), nullptr);
    LessonCheck out { true, {} };
    for (const LessonExpectation& e : task.expect) {
        const LessonFigure& figure = figures.at(e.name);
        const bool ok = meets(e, lessonInputFromFigure(figure));
        if (!out.detail.empty()) out.detail += "; ";
        out.detail += ok ? fillIn(translate("Lesson", "%1 is %2", "a checked fact and its value"), { e.name, formatLessonFigure(figure) })
                         : fillIn(translate("Lesson", "%1 is %2 (wanted: %3)"),
                             { e.name, formatLessonFigure(figure), wanted(e, lessonInputUnit(figure.unit)) });
        out.passed = out.passed && ok;
    }
    return out;
}

LessonCheck checkLessonChoice(const LessonTask& task, int option)
{
    const bool ok = option == task.correct;
    return { ok, ok ? task.right : task.wrong };
}

LessonCheck checkLessonPrediction(const LessonTask& task, double predicted, const LessonFigure& actual)
{
    const double truth = lessonInputFromFigure(actual);
    const bool ok = std::abs(predicted - truth) <= task.tolerancePercent / 100.0 * std::abs(truth);
    const std::string unit = lessonInputUnit(actual.unit);
    const std::string guess = formatCompact(predicted) + (unit.empty() ? "" : " " + unit);
    return { ok,
        fillIn(ok ? translate("Lesson", "you predicted %1; it is %2 (within %3)") : translate("Lesson", "you predicted %1; it is %2 (not within %3)"),
            { guess, formatLessonFigure(actual), fillIn(translate("Format", "%1%"), { formatCompact(task.tolerancePercent) }) }) };
}

Result<Scenario> applyLessonAnswer(const LessonTask& task, const Scenario& scenario)
{
    Scenario withAnswer = scenario;
    withAnswer.variants.clear();
    if (!task.answerVariant.empty()) {
        for (const Variant& v : scenario.variants)
            if (v.name == task.answerVariant) withAnswer.variants.push_back(v);
        if (withAnswer.variants.empty()) return Error { ErrorCode::UnknownName,
            fillIn(translate("Error", "the scenario has no variant '%1'"), { task.answerVariant }) };
    } else {
        withAnswer.variants.push_back({ "answer", task.answerOverlay });
    }
    auto applied = applyVariant(withAnswer, 0);
    if (!applied) return applied.error();
    // The student edits the scenario itself: its name and variants stay as they were.
    applied->name = scenario.name;
    applied->variants = scenario.variants;
    return applied;
}

std::string describeLessonTrigger(const LessonTrigger& t)
{
    switch (t.kind) {
    case LessonTrigger::Kind::Start: return translate("Lesson", "at the start");
    case LessonTrigger::Kind::End: return translate("Lesson", "when the run ends");
    case LessonTrigger::Kind::Time: return fillIn(translate("Lesson", "at %1", "a moment of the run"), { formatDuration(t.time) });
    // Job and decision triggers keep English word order and ordinals ("the 2nd time"): not translated yet.
    case LessonTrigger::Kind::Job:
        return "when " + (t.job.empty() ? std::string("a job") : "job " + t.job) + " " + eventVerb(t.event)
            + (t.nth > 1 ? " (the " + ordinal(t.nth) + " time)" : "");
    case LessonTrigger::Kind::Decision:
        return "at the " + (t.nth > 1 ? ordinal(t.nth) + " " : std::string("first ")) + (t.decision ? decisionKindName(*t.decision) : "")
            + (t.decision ? " " : "") + "decision" + (t.job.empty() ? "" : " about job " + t.job);
    }
    return {};
}

} // namespace gantry
