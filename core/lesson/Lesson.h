#pragma once
/** @brief Lessons: a scenario and ordered steps that pause its run, explain, highlight, ask and check.
 * The format is documented in docs/lessons.md. The narration here (figures, checks, the story) is the
 * one the GUI's Lessons panel shows and `gantry-cli lesson` prints, so both say the same numbers. */

#include "core/engine/Decision.h"
#include "core/engine/SimObserver.h"
#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gantry {

class Simulation;
struct RunResult;

/// Lesson files are short texts; anything larger is refused unread.
inline constexpr std::size_t kMaxLessonBytes = std::size_t(1) << 20;

/// When a step fires, in the run of the scenario as it stands (an edit restarts that run).
struct LessonTrigger {
    enum class Kind { Start, Time, Job, Decision, End };
    Kind kind = Kind::Start;
    double time = 0;      ///< Time: simulated seconds
    std::string job;      ///< Job, Decision: a job's id in the workload; empty = any job
    JobEvent event = JobEvent::Started;   ///< Job: Arrived (submitted), Started, Preempted or Finished
    std::optional<DecisionKind> decision; ///< Decision: only decisions of this kind
    int nth = 1;          ///< Job, Decision: the nth matching event of the run
};

/// Something the step draws attention to on the live views.
struct LessonHighlight {
    enum class Kind { Job, Machine, Rack, GanttRow, Series, Cell };
    Kind kind = Kind::Job;
    std::string target; ///< a job id, machine or rack name, or series name
    std::string column; ///< Cell: the jobs table's column
};

/// The series the live charts draw (highlight targets), and the jobs table's columns.
const std::vector<std::string>& lessonSeriesNames();
const std::vector<std::string>& lessonCellColumns();

/// One condition on a number or a text: a fact of the scenario (edits) or a figure of the run at its
/// end (challenges).
struct LessonExpectation {
    std::string name;                ///< "policy.ordering", "cluster.gpus", "max_wait", ...
    std::optional<std::string> text; ///< equal to this text
    std::optional<double> atLeast;
    std::optional<double> atMost;
    SourceLocation where; ///< the expectation in the lesson file
};

/// What a step asks of the student.
struct LessonTask {
    enum class Kind { None, Edit, Choice, Predict, Reveal, Challenge };
    Kind kind = Kind::None;
    std::string prompt;                    ///< the instruction or question
    std::vector<LessonExpectation> expect; ///< Edit: the scenario's facts; Challenge: the run's figures
    std::string answerOverlay;             ///< Edit, Challenge: the teacher's answer as a variant overlay
    std::string answerVariant;             ///< Edit: or the name of a scenario variant to pick
    std::vector<std::string> options;      ///< Choice
    int correct = 0;                       ///< Choice: index into options
    std::string figure;                    ///< Predict: the figure predicted (revealed at a later step)
    double tolerancePercent = 20;          ///< Predict: how close counts as right
    std::string predictStep;               ///< Reveal: the id of the Predict step it reveals
    std::string right;                     ///< feedback when the check passes
    std::string wrong;                     ///< feedback when it does not
    /// Edits and challenges change the scenario: the run starts again from time 0 after them.
    bool restartsRun() const { return kind == Kind::Edit || kind == Kind::Challenge; }
};

struct LessonStep {
    std::string id;
    LessonTrigger at;
    std::string text; ///< Markdown subset; {figure} placeholders are filled in when the step fires
    std::vector<LessonHighlight> highlights;
    LessonTask task;
    SourceLocation where; ///< the step in the lesson file
};

struct Lesson {
    std::string file; ///< the lesson file (for messages)
    std::string original; ///< a translation's English original (lessonOriginalPath), else empty
    std::string title;
    std::string summary;
    std::vector<std::string> sources; ///< papers and public sources of what it teaches
    Scenario scenario;                ///< with the lesson's starting variant applied, if it names one
    std::vector<LessonStep> steps;
};

/// Reads and checks a lesson file: every field located (file, line, column, field); the scenario
/// (a path relative to the lesson, or written inline) loaded; highlights, job ids, facts and figures
/// checked against it. A translation's relative paths resolve against its original's folder.
Result<Lesson> loadLesson(const std::string& path);
Result<Lesson> parseLesson(const std::string& yamlText, const std::string& fileName, const std::string& baseDirectory);

// --- Translations: lessons/<language>/<name>.yaml beside lessons/<name>.yaml (docs/lessons.md) ------

/// The languages the bundled lessons are translated into: "de", "zh_CN" (English is the original).
const std::vector<std::string>& lessonTranslationLanguages();
/// Where the translation of the lesson `original` into `language` is (<its folder>/<language>/<its
/// file name>), whether or not it exists; `original` itself for "en" or "".
std::string lessonTranslationPath(const std::string& original, const std::string& language);
/// When `path` is a translation, its original: the file of the same name in the parent folder, when
/// `path`'s folder is named like a language ("de", "zh_CN", "pt_BR") and that file exists. Else empty.
std::string lessonOriginalPath(const std::string& path);
/// The lesson `path` (an original or a translation) in `language`: its translation when that file
/// exists, else the original ("en" or "": the original).
std::string lessonFileForLanguage(const std::string& path, const std::string& language);
/// How `translation` differs from `original` in anything but its texts: the scenario and variant, the
/// sources, the steps' ids, triggers, highlights and tasks (kinds, figures, tolerances, expectations,
/// answers, options and the correct one), the placeholders {..} and `code` spans of every text. Each
/// problem names the step and the translation's line. Empty for a faithful translation.
std::vector<std::string> lessonTranslationProblems(const Lesson& original, const Lesson& translation);

// --- Figures: what a step's text and checks refer to --------------------------------------------

/// A value at the moment a step fires, with what it measures (for formatting and for predictions).
struct LessonFigure {
    enum class Unit { Duration, Count, Fraction, Money, Text };
    Unit unit = Unit::Count;
    double value = 0;
    std::string text; ///< Unit::Text
};

/// Whether `name` is a figure lessons know: now, queued, running, finished, jobs, busy_gpus, gpus,
/// utilization, avg_jct, p95_jct, avg_wait, max_wait, makespan, cost, preemptions, decision,
/// job.<id>.wait|jct|start|finish|gpus|machines|state (the job must exist in `jobIds`).
std::optional<std::string> lessonFigureProblem(const std::string& name, const std::vector<std::string>& jobIds);

/// The values of `names` in `sim` as it stands (the run's per-job table built once for all of them);
/// `now` is the moment shown (a time trigger's time) and `decision` the decision the step fired at.
std::map<std::string, LessonFigure> lessonFigures(const Simulation& sim, const std::vector<std::string>& names, double now,
    const DecisionRecord* decision);
/// As a person reads it, through the one formatting module.
std::string formatLessonFigure(const LessonFigure& figure);
/// The {placeholders} in `text`, in order of appearance (each once).
std::vector<std::string> lessonPlaceholders(const std::string& text);
/// `text` with each {name} replaced by `value(name)`.
std::string fillLessonText(const std::string& text, const std::function<std::string(const std::string&)>& value);

// --- Firing and checking -------------------------------------------------------------------------

/// Counts the events a trigger waits for while the simulation runs (Job and Decision triggers).
class LessonTriggerWatch final : public SimObserver {
public:
    LessonTriggerWatch(const LessonTrigger& trigger, const std::vector<JobSpec>& jobs);
    bool fired() const { return m_fired; }
    /// The decision a Decision trigger fired at.
    const std::optional<DecisionRecord>& decision() const { return m_decision; }
    void onJobEvent(const SimulationView& view, JobEvent event, JobIndex job) override;
    void onDecision(const SimulationView& view, const DecisionRecord& record) override;

private:
    LessonTrigger m_trigger;
    JobIndex m_job = -1;
    int m_seen = 0;
    bool m_fired = false;
    std::optional<DecisionRecord> m_decision;
};

/// Whether the run has reached `trigger` (a Time trigger: every event up to its time has happened).
bool lessonTriggerReached(const LessonTrigger& trigger, const LessonTriggerWatch& watch, const Simulation& sim);

/// Why `fact` names nothing in `scenario` (an unknown field, a parameter its policy lacks), or nothing.
std::optional<std::string> lessonFactProblem(const std::string& fact, const Scenario& scenario);

/// The outcome of a check, with what was found ("policy.ordering is fifo").
struct LessonCheck {
    bool passed = false;
    std::string detail;
};

/// Edit tasks: whether `scenario` now has every expected fact. Facts: any field of the scenario as
/// saved ("policy.ordering", "simulation.checkpoint_seconds", "policy.ordering.threshold"; a policy
/// part compares by its name), plus cluster.gpus, cluster.machines, cluster.racks and
/// cluster.gpus.<GPU type>.
LessonCheck checkLessonEdit(const LessonTask& task, const Scenario& scenario);
/// Challenges: whether the run of the student's scenario meets every expected figure at its end.
LessonCheck checkLessonChallenge(const LessonTask& task, const Simulation& finishedRun);
/// Challenges: runs `scenario` (the student's) to its end and checks it.
Result<LessonCheck> checkLessonChallengeRun(const LessonTask& task, const Scenario& scenario, const std::function<bool()>& cancelled = {});
/// Choices: whether `option` is the right one.
LessonCheck checkLessonChoice(const LessonTask& task, int option);
/// Predictions: whether `predicted` (in the figure's input unit) is within the tolerance of `actual`.
LessonCheck checkLessonPrediction(const LessonTask& task, double predicted, const LessonFigure& actual);
/// What a prediction is typed in: minutes for durations, dollars for money, percent for fractions.
double lessonInputFromFigure(const LessonFigure& figure);
std::string lessonInputUnit(LessonFigure::Unit unit);
/// The unit of a figure name (without a simulation).
LessonFigure::Unit lessonFigureUnit(const std::string& name);

/// The teacher's answer applied to `scenario` (its overlay, or its variant), checked like any edit.
Result<Scenario> applyLessonAnswer(const LessonTask& task, const Scenario& scenario);

// --- The narrated story: every step fired in order with the teacher's answers -----------------------

struct LessonStoryStep {
    std::string id;
    std::string moment; ///< "at the start", "at 2.0 h", "when job 12 started (t = 35.0 min)", ...
    double time = 0;
    std::string text;   ///< with its figures filled in
    std::vector<LessonHighlight> highlights;
    std::string task;   ///< the question or instruction, and the teacher's expected answer
    std::string check;  ///< the check before and after the answer, or the revealed prediction
};

struct LessonStory {
    std::vector<LessonStoryStep> steps;
    /// Steps that could not fire or whose checks do not behave (passes before the edit, fails after
    /// it): each names the step and the file's line. Empty for a sound lesson.
    std::vector<std::string> problems;
};

/// Runs the lesson without a window: each step fires in order in the scenario's run; a task's teacher
/// answer is applied (the run starts again after an edit). `cancelled` is polled between events.
Result<LessonStory> narrateLesson(const Lesson& lesson, const std::function<bool()>& cancelled = {});
/// The story as text (what `gantry-cli lesson` prints): byte-identical on every machine.
std::string lessonStoryText(const Lesson& lesson, const LessonStory& story);

/// "at the start", "at 2.0 h", "when job 12 starts", "at the 3rd wait decision", "when the run ends".
std::string describeLessonTrigger(const LessonTrigger& trigger);

} // namespace gantry
