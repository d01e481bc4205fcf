/// The narrated story of a lesson: what `gantry-cli lesson` prints and `--check` judges. Every step
/// fires in the run of the scenario as it stands, the teacher's answer stands in for the student's.

#include "core/lesson/Lesson.h"

#include "core/engine/Simulation.h"
#include "core/io/ScenarioIo.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"
#include "core/util/Interrupt.h"
#include "core/util/Translate.h"

#include <map>

namespace gantry {

namespace {

std::string located(const LessonStep& step)
{
    return "step '" + step.id + "' (" + step.where.file + ":" + std::to_string(step.where.line) + ")";
}

/// One run of the scenario as it stands, stepped from trigger to trigger.
class StoryRun {
public:
    static Result<StoryRun> start(const Scenario& scenario)
    {
        auto workload = loadWorkload(scenario);
        if (!workload) return workload.error();
        auto sim = buildSimulation(scenario, std::move(workload->jobs));
        if (!sim) return sim.error();
        return StoryRun(std::move(*sim));
    }

    /// Steps until `trigger` fires; false when the run ends (or is cancelled) first.
    bool advance(const LessonTrigger& trigger, const std::function<bool()>& cancelled)
    {
        LessonTriggerWatch watch(trigger, m_sim->jobs());
        m_sim->addObserver(&watch);
        std::uint64_t n = 0;
        while (!lessonTriggerReached(trigger, watch, *m_sim)) {
            if ((++n & 1023) == 0 && cancelled && cancelled()) break;
            if (!m_sim->step()) break;
        }
        m_sim->removeObserver(&watch);
        m_decision = watch.decision();
        const bool fired = lessonTriggerReached(trigger, watch, *m_sim);
        m_now = trigger.kind == LessonTrigger::Kind::Time && fired ? trigger.time : m_sim->now();
        return fired;
    }

    void finish()
    {
        while (m_sim->step()) { }
        m_now = m_sim->now();
    }

    std::map<std::string, LessonFigure> figures(const std::vector<std::string>& names) const
    {
        return lessonFigures(*m_sim, names, m_now, m_decision ? &*m_decision : nullptr);
    }
    const Simulation& sim() const { return *m_sim; }
    double now() const { return m_now; }

private:
    explicit StoryRun(std::unique_ptr<Simulation> sim) : m_sim(std::move(sim)) { }
    std::unique_ptr<Simulation> m_sim;
    std::optional<DecisionRecord> m_decision;
    double m_now = 0;
};

/// An overlay's lines as one line ("policy: {ordering: sjf}; cluster: {shape: 3x2x4}").
std::string trimmedOverlay(const std::string& overlay)
{
    std::string out;
    for (char c : overlay) out += c == '\n' ? ';' : c;
    while (!out.empty() && out.back() == ';') out.pop_back();
    std::string spaced;
    for (char c : out) spaced += c == ';' ? std::string("; ") : std::string(1, c);
    return spaced;
}

std::string optionList(const LessonTask& task)
{
    std::string out;
    for (std::size_t i = 0; i < task.options.size(); ++i) out += "\n  " + std::to_string(i + 1) + ". " + task.options[i];
    return out;
}

} // namespace

Result<LessonCheck> checkLessonChallengeRun(const LessonTask& task, const Scenario& scenario, const std::function<bool()>& cancelled)
{
    auto run = StoryRun::start(scenario);
    if (!run) return run.error();
    run->advance({ .kind = LessonTrigger::Kind::End }, cancelled);
    if (cancelled && cancelled()) return Error { ErrorCode::Cancelled, translate("Error", "interrupted") };
    return checkLessonChallenge(task, run->sim());
}

Result<LessonStory> narrateLesson(const Lesson& lesson, const std::function<bool()>& cancelled)
{
    LessonStory story;
    Scenario current = lesson.scenario;
    auto run = StoryRun::start(current);
    if (!run) return run.error();
    std::map<std::string, const LessonTask*> predictions;
    for (const LessonStep& step : lesson.steps) {
        LessonStoryStep out;
        out.id = step.id;
        out.highlights = step.highlights;
        if (step.at.kind == LessonTrigger::Kind::Time && run->sim().now() > step.at.time)
            story.problems.push_back(located(step) + " fires " + describeLessonTrigger(step.at) + ", but the run is already at "
                + formatDuration(run->sim().now()) + " when it is armed");
        const bool fired = run->advance(step.at, cancelled);
        if (cancelled && cancelled()) return Error { ErrorCode::Cancelled, translate("Error", "interrupted") };
        if (!fired)
            story.problems.push_back(located(step) + " never fires: the run ended at " + formatDuration(run->sim().now()) + " before "
                + describeLessonTrigger(step.at).substr(describeLessonTrigger(step.at).find(' ') + 1));
        out.time = run->now();
        // `start` in the middle of a run fires at once, where the previous step left it.
        const bool atOnce = step.at.kind == LessonTrigger::Kind::Start && out.time > 0;
        out.moment = (atOnce ? std::string("at once") : describeLessonTrigger(step.at))
            + (fired ? " (t = " + formatDuration(out.time) + ")" : " (never: the run ended)");
        const auto figures = run->figures(lessonPlaceholders(step.text));
        out.text = fillLessonText(step.text, [&](const std::string& name) { return formatLessonFigure(figures.at(name)); });

        const LessonTask& task = step.task;
        switch (task.kind) {
        case LessonTask::Kind::None: break;
        case LessonTask::Kind::Choice:
            out.task = task.prompt + optionList(task);
            out.check = "expected answer: " + std::to_string(task.correct + 1) + ". " + task.options[task.correct];
            break;
        case LessonTask::Kind::Predict:
            predictions[step.id] = &task;
            out.task = task.prompt + " (" + task.figure + ", within " + formatCompact(task.tolerancePercent) + "%)";
            break;
        case LessonTask::Kind::Reveal: {
            const LessonTask& predict = *predictions.at(task.predictStep);
            out.check = "revealed: " + predict.figure + " is " + formatLessonFigure(run->figures({ predict.figure }).at(predict.figure)) + " (predictions within "
                + formatCompact(predict.tolerancePercent) + "% count as right)";
            break;
        }
        case LessonTask::Kind::Edit:
        case LessonTask::Kind::Challenge: {
            const bool edit = task.kind == LessonTask::Kind::Edit;
            auto answered = applyLessonAnswer(task, current);
            if (!answered) return answered.error();
            out.task = task.prompt + "\n  teacher's answer: "
                + (task.answerVariant.empty() ? trimmedOverlay(task.answerOverlay) : "the variant '" + task.answerVariant + "'");
            Result<LessonCheck> before = edit ? Result<LessonCheck>(checkLessonEdit(task, current)) : checkLessonChallengeRun(task, current, cancelled);
            if (!before) return before.error();
            Result<LessonCheck> after = edit ? Result<LessonCheck>(checkLessonEdit(task, *answered)) : checkLessonChallengeRun(task, *answered, cancelled);
            if (!after) return after.error();
            if (cancelled && cancelled()) return Error { ErrorCode::Cancelled, translate("Error", "interrupted") };
            out.check = "before: " + before->detail + "\n  after the answer: " + after->detail;
            if (before->passed) story.problems.push_back(located(step) + "'s check already passes before the asked change: " + before->detail);
            if (!after->passed) story.problems.push_back(located(step) + "'s check fails after the teacher's answer: " + after->detail);
            current = std::move(*answered);
            auto next = StoryRun::start(current);
            if (!next) return next.error();
            run = std::move(next);
            break;
        }
        }
        story.steps.push_back(std::move(out));
    }
    return story;
}

std::string lessonStoryText(const Lesson& lesson, const LessonStory& story)
{
    std::string out = "Lesson: " + lesson.title + "\n";
    if (!lesson.summary.empty()) out += lesson.summary + (lesson.summary.back() == '\n' ? "" : "\n");
    for (const std::string& source : lesson.sources) out += "Source: " + source + "\n";
    out += "Scenario: " + lesson.scenario.name + " (seed " + std::to_string(lesson.scenario.seed) + ", sha256 "
        + scenarioHash(lesson.scenario) + ")\n";
    const std::string n = std::to_string(story.steps.size());
    for (std::size_t i = 0; i < story.steps.size(); ++i) {
        const LessonStoryStep& s = story.steps[i];
        out += "\n## Step " + std::to_string(i + 1) + " of " + n + " (" + s.id + "), " + s.moment + "\n\n" + s.text;
        if (!s.text.empty() && s.text.back() != '\n') out += "\n";
        if (!s.highlights.empty()) {
            out += "\nHighlighted:";
            static const char* kinds[] = { "job", "machine", "rack", "Gantt row of job", "series", "cell of job" };
            for (const LessonHighlight& h : s.highlights)
                out += std::string(" ") + kinds[static_cast<int>(h.kind)] + " " + h.target + (h.column.empty() ? "" : " / " + h.column) + ";";
            out.back() = '\n';
        }
        if (!s.task.empty()) out += "\nAsked: " + s.task + "\n";
        if (!s.check.empty()) out += "Check: " + s.check + "\n";
    }
    for (const std::string& p : story.problems) out += "\nProblem: " + p + "\n";
    return out;
}

} // namespace gantry
