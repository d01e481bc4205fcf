/// Reading lesson files: the same located errors as scenario files (core/io/YamlReader.h), and every
/// name a step uses checked against the lesson's scenario before anything runs.

#include "core/lesson/Lesson.h"

#include "core/io/ScenarioIo.h"
#include "core/io/YamlReader.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace gantry {

using namespace scenarioyaml;

namespace {

const std::vector<std::string> kTaskKinds { "edit", "choice", "predict", "reveal", "challenge" };
const std::vector<std::string> kJobEvents { "submitted", "started", "preempted", "finished" };
const std::vector<std::string> kDecisionKinds { "any", "start", "preempt", "resize", "wait", "timer", "tune" };

class LessonParser : public YamlReader {
public:
    LessonParser(std::string file, std::string baseDirectory) : YamlReader(std::move(file)), m_baseDirectory(std::move(baseDirectory)) { }

    Lesson parse(const YAML::Node& root);

private:
    Scenario parseScenarioField(const YAML::Node& node, const std::optional<YAML::Node>& variant);
    LessonStep parseStep(const YAML::Node& node, const std::string& path);
    LessonTrigger parseTrigger(const YAML::Node& node, const std::string& field);
    LessonHighlight parseHighlight(const YAML::Node& node, const std::string& field);
    LessonTask parseTask(const YAML::Node& node, const std::string& field);
    std::vector<LessonExpectation> parseExpectations(const YAML::Node& node, const std::string& field, bool facts);
    void checkAgainstScenario(const Lesson& lesson, const YAML::Node& stepsNode);
    std::string jobId(const YAML::Node& node, const std::string& field)
    {
        std::string id = name(node, field);
        m_jobRefs.push_back({ id, field, node });
        return id;
    }

    struct JobRef {
        std::string id;
        std::string field;
        YAML::Node node;
    };
    std::string m_baseDirectory;
    std::vector<JobRef> m_jobRefs;
};

Lesson LessonParser::parse(const YAML::Node& root)
{
    enter(root);
    if (!root.IsDefined() || root.IsNull())
        fail(ErrorCode::MissingField, {}, root, translate("Error", "the file is empty; a lesson starts with 'gantry_lesson: 1'"));
    if (!root.IsMap()) fail(ErrorCode::BadValue, {}, root,
        translate("Error", "a lesson is a mapping of keys (gantry_lesson, title, scenario, steps)"));
    const MapReader top(*this, root, {}, { "gantry_lesson", "title", "summary", "sources", "scenario", "variant", "steps" });
    if (integer(top.require("gantry_lesson"), "gantry_lesson", 1, 1000) != 1)
        fail(ErrorCode::BadValue, "gantry_lesson", top.require("gantry_lesson"),
            translate("Error", "this lesson needs a newer Gantry (it reads lesson format 1)"));

    Lesson lesson;
    lesson.file = file();
    lesson.title = name(top.require("title"), "title");
    if (auto v = top.get("summary")) lesson.summary = text(*v, "summary");
    if (auto v = top.get("sources")) {
        if (!v->IsSequence()) fail(ErrorCode::BadValue, "sources", *v, translate("Error", "must be a list of citations"));
        std::size_t i = 0;
        for (const auto& s : *v) lesson.sources.push_back(text(s, indexed("sources", i++)));
    }
    lesson.scenario = parseScenarioField(top.require("scenario"), top.get("variant"));

    const YAML::Node stepsNode = top.require("steps");
    if (!stepsNode.IsSequence() || stepsNode.size() == 0)
        fail(ErrorCode::BadValue, "steps", stepsNode, translate("Error", "must be a list of at least one step"));
    std::set<std::string> ids;
    std::map<std::string, std::size_t> predictions; // predict step id -> the run it was made in
    std::size_t run = 0;
    for (std::size_t i = 0; i < stepsNode.size(); ++i) {
        const std::string path = indexed("steps", i);
        LessonStep step = parseStep(stepsNode[i], path);
        if (!ids.insert(step.id).second)
            fail(ErrorCode::BadValue, join(path, "id"), stepsNode[i]["id"],
                fillIn(translate("Error", "another step already has the id '%1'"), { step.id }));
        if (step.task.kind == LessonTask::Kind::Predict) predictions[step.id] = run;
        if (step.task.kind == LessonTask::Kind::Reveal) {
            const auto it = predictions.find(step.task.predictStep);
            const YAML::Node at = stepsNode[i]["ask"]["prediction"];
            if (it == predictions.end())
                fail(ErrorCode::UnknownName, join(path, "ask.prediction"), at,
                    fillIn(translate("Error", "no earlier predict step has the id '%1'"), { step.task.predictStep }));
            if (it->second != run)
                fail(ErrorCode::BadValue, join(path, "ask.prediction"), at,
                    translate("Error", "an edit between the prediction and its reveal starts a new run; reveal it before the edit"));
        }
        if (step.task.restartsRun()) ++run;
        lesson.steps.push_back(std::move(step));
    }
    checkAgainstScenario(lesson, stepsNode);
    return lesson;
}

Scenario LessonParser::parseScenarioField(const YAML::Node& node, const std::optional<YAML::Node>& variant)
{
    Scenario scenario;
    if (node.IsMap()) {
        try {
            scenario = parseScenarioNode(node, file(), m_baseDirectory, defaultValidators());
        } catch (const ErrorException& e) {
            Error error = e.error();
            error.where.field = error.where.field.empty() ? "scenario" : "scenario." + error.where.field;
            throw ErrorException(error);
        }
    } else {
        const std::string path = text(node, "scenario");
        const std::string resolved = std::filesystem::path(path).is_absolute() ? path : (std::filesystem::path(m_baseDirectory) / path).string();
        auto loaded = loadScenario(resolved);
        if (!loaded) {
            Error error = loaded.error();
            // A scenario that fails to load is the lesson's problem too: say which lesson line names it.
            const Loc loc = locOf(node, {});
            error.message = fillIn(translate("Error", "the lesson's scenario %1 does not load (%2): %3"),
                { resolved, file() + ":" + std::to_string(loc.line), error.message });
            throw ErrorException(error);
        }
        scenario = std::move(*loaded);
    }
    if (!variant) return scenario;
    const std::string wanted = name(*variant, "variant");
    for (std::size_t i = 0; i < scenario.variants.size(); ++i) {
        if (scenario.variants[i].name != wanted) continue;
        auto applied = applyVariant(scenario, static_cast<int>(i));
        if (!applied) fail(applied.error().code, "variant", *variant, applied.error().message);
        return std::move(*applied);
    }
    std::vector<std::string> names;
    for (const auto& v : scenario.variants) names.push_back(v.name);
    fail(ErrorCode::UnknownName, "variant", *variant,
        fillIn(translate("Error", "the scenario has no variant '%1'%2; it has: %3"), { wanted, suggestion(wanted, names), knownList(names) }));
}

LessonStep LessonParser::parseStep(const YAML::Node& node, const std::string& path)
{
    const MapReader m(*this, node, path, { "id", "at", "text", "highlight", "ask" });
    LessonStep step;
    const Loc loc = locOf(node, m_lastLoc);
    step.where = { file(), loc.line, loc.column, path };
    step.id = name(m.require("id"), m.field("id"));
    step.at = parseTrigger(m.require("at"), m.field("at"));
    step.text = text(m.require("text"), m.field("text"));
    if (auto h = m.get("highlight")) {
        if (!h->IsSequence()) fail(ErrorCode::BadValue, m.field("highlight"), *h,
            translate("Error", "must be a list, e.g. [{job: \"12\"}, {machine: r0-m1}]"));
        for (std::size_t i = 0; i < h->size(); ++i) step.highlights.push_back(parseHighlight((*h)[i], indexed(m.field("highlight"), i)));
    }
    if (auto a = m.get("ask")) step.task = parseTask(*a, m.field("ask"));
    return step;
}

LessonTrigger LessonParser::parseTrigger(const YAML::Node& node, const std::string& field)
{
    LessonTrigger t;
    if (node.IsScalar()) {
        const std::string word = lower(node.Scalar());
        if (word == "start") t.kind = LessonTrigger::Kind::Start;
        else if (word == "end") t.kind = LessonTrigger::Kind::End;
        else
            fail(ErrorCode::BadValue, field, node,
                translate("Error", "must be start, end, or a mapping such as {minutes: 30}, {job: \"12\", event: started} or {decision: wait}"));
        return t;
    }
    const MapReader m(*this, node, field, { "seconds", "minutes", "hours", "job", "event", "decision", "nth" });
    const std::pair<const char*, double> units[] = { { "seconds", 1.0 }, { "minutes", 60.0 }, { "hours", 3600.0 } };
    int kinds = 0;
    for (const auto& [key, scale] : units)
        if (auto v = m.get(key)) {
            t.kind = LessonTrigger::Kind::Time;
            t.time = number(*v, m.field(key), Range::NonNegative) * scale;
            ++kinds;
        }
    if (auto v = m.get("event")) {
        const std::string e = lower(text(*v, m.field("event")));
        const auto it = std::find(kJobEvents.begin(), kJobEvents.end(), e);
        if (it == kJobEvents.end())
            fail(ErrorCode::UnknownName, m.field("event"), *v,
                fillIn(translate("Error", "unknown job event '%1'%2; known: %3"), { e, suggestion(e, kJobEvents), knownList(kJobEvents) }));
        const JobEvent events[] = { JobEvent::Arrived, JobEvent::Started, JobEvent::Preempted, JobEvent::Finished };
        t.kind = LessonTrigger::Kind::Job;
        t.event = events[it - kJobEvents.begin()];
        ++kinds;
    }
    if (auto v = m.get("decision")) {
        const std::string d = lower(text(*v, m.field("decision")));
        const auto it = std::find(kDecisionKinds.begin(), kDecisionKinds.end(), d);
        if (it == kDecisionKinds.end())
            fail(ErrorCode::UnknownName, m.field("decision"), *v,
                fillIn(translate("Error", "unknown decision kind '%1'%2; known: %3"),
                    { d, suggestion(d, kDecisionKinds), knownList(kDecisionKinds) }));
        t.kind = LessonTrigger::Kind::Decision;
        if (it != kDecisionKinds.begin()) t.decision = static_cast<DecisionKind>(it - kDecisionKinds.begin() - 1);
        ++kinds;
    }
    if (kinds != 1)
        fail(ErrorCode::BadValue, field, node,
            translate("Error", "needs exactly one of seconds/minutes/hours (a time), event (a job's event) or decision (a decision)"));
    if (auto v = m.get("job")) {
        if (t.kind == LessonTrigger::Kind::Time) fail(ErrorCode::BadValue, m.field("job"), *v, translate("Error", "a time trigger names no job"));
        t.job = jobId(*v, m.field("job"));
    }
    if (auto v = m.get("nth")) {
        if (t.kind == LessonTrigger::Kind::Time) fail(ErrorCode::BadValue, m.field("nth"), *v, translate("Error", "a time trigger has no nth"));
        t.nth = static_cast<int>(integer(*v, m.field("nth"), 1, 1'000'000'000));
    }
    return t;
}

LessonHighlight LessonParser::parseHighlight(const YAML::Node& node, const std::string& field)
{
    const MapReader m(*this, node, field, { "job", "machine", "rack", "gantt_row", "series", "cell" });
    if (m.entries().size() != 1)
        fail(ErrorCode::BadValue, field, node, translate("Error", "names one thing: job, machine, rack, gantt_row, series or cell"));
    const auto& [keyNode, value] = m.entries().front();
    const std::string key = keyNode.Scalar();
    const std::string f = m.field(key);
    LessonHighlight h;
    if (key == "job" || key == "gantt_row") {
        h.kind = key == "job" ? LessonHighlight::Kind::Job : LessonHighlight::Kind::GanttRow;
        h.target = jobId(value, f);
    } else if (key == "machine" || key == "rack") {
        h.kind = key == "machine" ? LessonHighlight::Kind::Machine : LessonHighlight::Kind::Rack;
        h.target = name(value, f);
    } else if (key == "series") {
        h.kind = LessonHighlight::Kind::Series;
        h.target = name(value, f);
        const auto& known = lessonSeriesNames();
        if (std::find(known.begin(), known.end(), h.target) == known.end())
            fail(ErrorCode::UnknownName, f, value,
                fillIn(translate("Error", "unknown series '%1'%2; known: %3"), { h.target, suggestion(h.target, known), knownList(known) }));
    } else {
        h.kind = LessonHighlight::Kind::Cell;
        const MapReader c(*this, value, f, { "job", "column" });
        h.target = jobId(c.require("job"), c.field("job"));
        h.column = name(c.require("column"), c.field("column"));
        const auto& known = lessonCellColumns();
        if (std::find(known.begin(), known.end(), h.column) == known.end())
            fail(ErrorCode::UnknownName, c.field("column"), c.require("column"),
                fillIn(translate("Error", "unknown column '%1'%2; known: %3"), { h.column, suggestion(h.column, known), knownList(known) }));
    }
    return h;
}

LessonTask LessonParser::parseTask(const YAML::Node& node, const std::string& field)
{
    const MapReader kindOnly(*this, node, field, {}, true);
    const YAML::Node kindNode = kindOnly.require("kind");
    const std::string kind = lower(text(kindNode, kindOnly.field("kind")));
    const auto it = std::find(kTaskKinds.begin(), kTaskKinds.end(), kind);
    if (it == kTaskKinds.end())
        fail(ErrorCode::UnknownName, kindOnly.field("kind"), kindNode,
            fillIn(translate("Error", "unknown kind of task '%1'%2; known: %3"), { kind, suggestion(kind, kTaskKinds), knownList(kTaskKinds) }));
    LessonTask task;
    task.kind = static_cast<LessonTask::Kind>(1 + (it - kTaskKinds.begin()));
    static const std::map<std::string, std::vector<std::string>> keys {
        { "edit", { "kind", "prompt", "expect", "answer", "answer_variant", "right", "wrong" } },
        { "choice", { "kind", "prompt", "options", "correct", "right", "wrong" } },
        { "predict", { "kind", "prompt", "figure", "tolerance_percent" } },
        { "reveal", { "kind", "prediction", "right", "wrong" } },
        { "challenge", { "kind", "prompt", "expect", "answer", "right", "wrong" } },
    };
    const MapReader m(*this, node, field, keys.at(kind));
    if (kind != "reveal") task.prompt = text(m.require("prompt"), m.field("prompt"));
    if (auto v = m.get("right")) task.right = text(*v, m.field("right"));
    if (auto v = m.get("wrong")) task.wrong = text(*v, m.field("wrong"));
    switch (task.kind) {
    case LessonTask::Kind::Edit:
    case LessonTask::Kind::Challenge: {
        task.expect = parseExpectations(m.require("expect"), m.field("expect"), task.kind == LessonTask::Kind::Edit);
        const auto answer = m.get("answer");
        const auto variant = m.get("answer_variant");
        if (answer && variant) fail(ErrorCode::BadValue, m.field("answer_variant"), *variant,
            translate("Error", "give answer or answer_variant, not both"));
        if (variant) task.answerVariant = name(*variant, m.field("answer_variant"));
        else {
            const YAML::Node a = m.require("answer");
            if (!a.IsMap()) fail(ErrorCode::BadValue, m.field("answer"), a,
                translate("Error", "the teacher's answer is a variant overlay, e.g. {policy: {ordering: tiresias}}"));
            std::string overlay = mappingLines(a);
            auto normal = normalizeOverlayYaml(overlay);
            if (!normal) fail(normal.error().code, m.field("answer"), a, normal.error().message);
            task.answerOverlay = *normal;
        }
        break;
    }
    case LessonTask::Kind::Choice: {
        const YAML::Node options = m.require("options");
        if (!options.IsSequence() || options.size() < 2) fail(ErrorCode::BadValue, m.field("options"), options,
            translate("Error", "needs a list of at least two options"));
        for (std::size_t i = 0; i < options.size(); ++i) task.options.push_back(text(options[i], indexed(m.field("options"), i)));
        task.correct = static_cast<int>(integer(m.require("correct"), m.field("correct"), 1, static_cast<long long>(options.size()))) - 1;
        break;
    }
    case LessonTask::Kind::Predict: {
        const YAML::Node f = m.require("figure");
        task.figure = name(f, m.field("figure"));
        if (auto problem = lessonFigureProblem(task.figure, {})) fail(ErrorCode::UnknownName, m.field("figure"), f, *problem);
        if (lessonFigureUnit(task.figure) == LessonFigure::Unit::Text)
            fail(ErrorCode::BadValue, m.field("figure"), f, fillIn(translate("Error", "a prediction is a number; '%1' is text"), { task.figure }));
        if (auto v = m.get("tolerance_percent")) task.tolerancePercent = number(*v, m.field("tolerance_percent"), Range::Positive);
        break;
    }
    case LessonTask::Kind::Reveal: task.predictStep = name(m.require("prediction"), m.field("prediction")); break;
    case LessonTask::Kind::None: break;
    }
    return task;
}

std::vector<LessonExpectation> LessonParser::parseExpectations(const YAML::Node& node, const std::string& field, bool facts)
{
    const MapReader m(*this, node, field, {}, true);
    if (m.entries().empty()) fail(ErrorCode::BadValue, field, node, translate("Error", "needs at least one expectation"));
    std::vector<LessonExpectation> out;
    for (const auto& [key, value] : m.entries()) {
        LessonExpectation e;
        e.name = key.Scalar();
        const std::string f = m.field(e.name);
        const Loc loc = locOf(key, m_lastLoc);
        e.where = { file(), loc.line, loc.column, f };
        if (!facts) {
            if (auto problem = lessonFigureProblem(e.name, {})) fail(ErrorCode::UnknownName, f, key, *problem);
            if (lessonFigureUnit(e.name) == LessonFigure::Unit::Text) fail(ErrorCode::BadValue, f, key,
                fillIn(translate("Error", "a challenge checks numbers; '%1' is text"), { e.name }));
        }
        if (value.IsMap()) {
            const MapReader b(*this, value, f, { "at_least", "at_most" });
            if (auto v = b.get("at_least")) e.atLeast = number(*v, b.field("at_least"));
            if (auto v = b.get("at_most")) e.atMost = number(*v, b.field("at_most"));
            if (!e.atLeast && !e.atMost) fail(ErrorCode::MissingField, f, value, translate("Error", "needs at_least or at_most"));
        } else {
            expectScalar(value, f, translate("Error", "a value or {at_least, at_most}"));
            double x = 0;
            if (isPlain(value) && parseDouble(value.Scalar(), x) == NumberParse::Ok) e.atLeast = e.atMost = x;
            else if (!facts) fail(ErrorCode::BadValue, f, value, translate("Error", "must be a number or {at_least, at_most}"));
            else e.text = value.Scalar();
        }
        out.push_back(std::move(e));
    }
    return out;
}

void LessonParser::checkAgainstScenario(const Lesson& lesson, const YAML::Node& stepsNode)
{
    auto workload = loadWorkload(lesson.scenario);
    if (!workload) {
        Error error = workload.error();
        error.message = fillIn(translate("Error", "the lesson's scenario does not load its workload: %1"), { error.message });
        throw ErrorException(error);
    }
    std::vector<std::string> jobIds;
    for (const auto& j : workload->jobs) jobIds.push_back(j.id);
    const std::set<std::string> known(jobIds.begin(), jobIds.end());
    for (const JobRef& ref : m_jobRefs)
        if (!known.count(ref.id))
            fail(ErrorCode::UnknownName, ref.field, ref.node,
                fillIn(translate("Error", "the lesson's workload has no job '%1'%2"), { ref.id, suggestion(ref.id, jobIds) }));

    std::vector<std::string> machines, racks;
    for (const auto& mm : lesson.scenario.cluster.machines) machines.push_back(mm.name);
    for (const auto& r : lesson.scenario.cluster.racks) racks.push_back(r.name);
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        const YAML::Node stepNode = stepsNode[i];
        for (std::size_t k = 0; k < step.highlights.size(); ++k) {
            const LessonHighlight& h = step.highlights[k];
            const bool machine = h.kind == LessonHighlight::Kind::Machine;
            if (!machine && h.kind != LessonHighlight::Kind::Rack) continue;
            const auto& names = machine ? machines : racks;
            if (std::find(names.begin(), names.end(), h.target) == names.end()) {
                const YAML::Node at = stepNode["highlight"][k];
                fail(ErrorCode::UnknownName, indexed(step.where.field + ".highlight", k) + (machine ? ".machine" : ".rack"), at,
                    fillIn(machine ? translate("Error", "the cluster has no machine '%1'%2") : translate("Error", "the cluster has no rack '%1'%2"),
                        { h.target, suggestion(h.target, names) }));
            }
        }
        for (const std::string& name : lessonPlaceholders(step.text))
            if (auto problem = lessonFigureProblem(name, jobIds))
                fail(ErrorCode::UnknownName, step.where.field + ".text", stepNode["text"], "{" + name + "}: " + *problem);
        const LessonTask& task = step.task;
        if (task.kind == LessonTask::Kind::Edit) {
            // A fact the scenario does not have (a parameter the policy lacks) is refused here, not
            // found to be "not yet done" forever in class.
            auto answered = applyLessonAnswer(task, lesson.scenario);
            if (!answered) {
                const YAML::Node at = stepNode["ask"][task.answerVariant.empty() ? "answer" : "answer_variant"];
                fail(answered.error().code, step.where.field + ".ask.answer", at,
                    fillIn(translate("Error", "the teacher's answer does not apply: %1"), { answered.error().message }));
            }
            for (const LessonExpectation& e : task.expect)
                if (auto problem = lessonFactProblem(e.name, *answered))
                    throw ErrorException(Error { ErrorCode::UnknownName, *problem, e.where });
        }
        if (task.kind == LessonTask::Kind::Challenge) {
            auto answered = applyLessonAnswer(task, lesson.scenario);
            if (!answered)
                fail(answered.error().code, step.where.field + ".ask.answer", stepNode["ask"]["answer"],
                    fillIn(translate("Error", "the teacher's answer does not apply: %1"), { answered.error().message }));
        }
    }
}

} // namespace

Result<Lesson> parseLesson(const std::string& yamlText, const std::string& fileName, const std::string& baseDirectory)
{
    try {
        LessonParser parser(fileName, baseDirectory);
        return parser.parse(loadDocument(yamlText, fileName));
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const YAML::Exception& e) {
        const Loc at = locOfMark(e.mark);
        return Error { ErrorCode::Parse, fillIn(translate("Error", "not valid YAML: %1"), { e.msg }), { fileName, at.line, at.column, {} } };
    } catch (const std::exception& e) {
        return Error { ErrorCode::Internal, std::string("unexpected error while reading: ") + e.what(), { fileName, 1, 1, {} } };
    }
}

Result<Lesson> loadLesson(const std::string& path)
{
    auto text = readTextFile(path, kMaxLessonBytes);
    if (!text) return text.error();
    // A translation is a copy of its original with the texts translated: its scenario, trace and model
    // paths mean what the original's mean, so they resolve against the original's folder.
    const std::string original = lessonOriginalPath(path);
    const std::string folder = std::filesystem::path(original.empty() ? path : original).parent_path().string();
    auto lesson = parseLesson(*text, path, folder.empty() ? "." : folder);
    if (lesson) lesson->original = original;
    return lesson;
}

} // namespace gantry
