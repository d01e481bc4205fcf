// Lessons (core/lesson): located errors for every kind of bad lesson, a step that can never fire
// reported by the story's check, checks that must fail before the asked change, figures that agree
// with the run's own summary, and a story that is the same text every time.
#include "core/lesson/Lesson.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"

#include <gtest/gtest.h>

#include <string>

using namespace gantry;

namespace {

const std::string kSourceDir = GANTRY_SOURCE_DIR;

/// A lesson on the teaching demo with `steps` (YAML list items, indented by two spaces).
std::string lessonOnDemo(const std::string& steps, const std::string& extra = {})
{
    return "gantry_lesson: 1\ntitle: Test\nscenario: " + kSourceDir + "/scenarios/teaching-demo.yaml\n" + extra + "steps:\n" + steps;
}

Result<Lesson> parse(const std::string& text) { return parseLesson(text, "test-lesson.yaml", kSourceDir + "/lessons"); }

} // namespace

struct BadLessonCase {
    const char* what;
    std::string text;
    int line;
    const char* field;
    const char* says;
};

class BadLesson : public ::testing::TestWithParam<BadLessonCase> { };

TEST_P(BadLesson, IsRefusedWithItsFileLineAndField)
{
    const BadLessonCase& c = GetParam();
    auto lesson = parse(c.text);
    ASSERT_FALSE(lesson) << c.what;
    const Error& e = lesson.error();
    EXPECT_EQ(e.exitCode(), 2) << e.toString();
    EXPECT_EQ(e.where.file, "test-lesson.yaml") << e.toString();
    EXPECT_EQ(e.where.line, c.line) << e.toString();
    EXPECT_EQ(e.where.field, c.field) << e.toString();
    EXPECT_NE(e.toString().find(c.says), std::string::npos) << e.toString();
}

INSTANTIATE_TEST_SUITE_P(Lessons, BadLesson,
    ::testing::Values(
        BadLessonCase { "unknown kind of task", lessonOnDemo("  - id: a\n    at: start\n    text: hi\n    ask: {kind: dance, prompt: x}\n"), 8,
            "steps[0].ask.kind", "unknown kind of task 'dance'" },
        BadLessonCase { "unknown step key", lessonOnDemo("  - id: a\n    at: start\n    txt: hi\n"), 7, "steps[0].txt", "did you mean 'text'" },
        BadLessonCase { "a machine that does not exist",
            lessonOnDemo("  - id: a\n    at: start\n    text: hi\n    highlight:\n      - {machine: r7-m0}\n"), 9, "steps[0].highlight[0].machine",
            "no machine 'r7-m0'" },
        BadLessonCase { "a job that does not exist", lessonOnDemo("  - id: a\n    at: {job: topdrl-500, event: started}\n    text: hi\n"), 6,
            "steps[0].at.job", "no job 'topdrl-500'" },
        BadLessonCase { "a parameter the policy lacks",
            lessonOnDemo("  - id: a\n    at: start\n    text: hi\n    ask:\n      kind: edit\n      prompt: p\n      expect: {policy.ordering.nonsense: 2}\n"
                         "      answer: {policy: {ordering: tiresias}}\n"),
            11, "steps[0].ask.expect.policy.ordering.nonsense", "has no parameter 'nonsense'" },
        BadLessonCase { "an unknown figure in a text", lessonOnDemo("  - id: a\n    at: start\n    text: \"JCT {avg_jtc}\"\n"), 7, "steps[0].text",
            "did you mean 'avg_jct'" },
        BadLessonCase { "a reveal without its prediction", lessonOnDemo("  - id: a\n    at: end\n    text: hi\n    ask: {kind: reveal, prediction: p}\n"), 8,
            "steps[0].ask.prediction", "no earlier predict step" },
        BadLessonCase { "a trigger with two moments", lessonOnDemo("  - id: a\n    at: {minutes: 5, event: started}\n    text: hi\n"), 6, "steps[0].at",
            "exactly one of" },
        BadLessonCase { "a variant the scenario lacks", lessonOnDemo("  - id: a\n    at: start\n    text: hi\n", "variant: SRTF\n"), 4, "variant",
            "no variant 'SRTF'" },
        BadLessonCase { "a choice's answer out of range",
            lessonOnDemo("  - id: a\n    at: start\n    text: hi\n    ask: {kind: choice, prompt: q, options: [x, y], correct: 3}\n"), 8,
            "steps[0].ask.correct", "between 1 and 2" }));

TEST(Lesson, AScenarioThatFailsToLoadIsNamedWithTheLessonLine)
{
    auto lesson = parse("gantry_lesson: 1\ntitle: T\nscenario: no-such-scenario.yaml\nsteps:\n  - {id: a, at: start, text: hi}\n");
    ASSERT_FALSE(lesson);
    EXPECT_EQ(lesson.error().exitCode(), 2);
    EXPECT_NE(lesson.error().toString().find("no-such-scenario.yaml"), std::string::npos) << lesson.error().toString();
    EXPECT_NE(lesson.error().toString().find("test-lesson.yaml:3"), std::string::npos) << lesson.error().toString();
}

TEST(Lesson, AnInlineScenarioIsLocatedInTheLessonFile)
{
    auto lesson = parse("gantry_lesson: 1\ntitle: T\nscenario:\n  gantry: 1\n  name: Inline\n  cluster: {shape: 1x1x0}\n"
                        "  workload: {generator: topdrl}\nsteps:\n  - {id: a, at: start, text: hi}\n");
    ASSERT_FALSE(lesson);
    EXPECT_EQ(lesson.error().where.file, "test-lesson.yaml");
    EXPECT_EQ(lesson.error().where.line, 6) << lesson.error().toString();
    EXPECT_EQ(lesson.error().where.field.rfind("scenario.cluster", 0), 0u) << lesson.error().toString();
}

TEST(Lesson, AStepWhoseEventNeverHappensIsReported)
{
    // FIFO without preemption never preempts a job: the second step cannot fire.
    auto lesson = parse(lessonOnDemo("  - {id: intro, at: start, text: hi}\n  - id: never\n    at: {job: topdrl-3, event: preempted}\n    text: hi\n"
                                     "  - {id: end, at: end, text: \"{avg_jct}\"}\n"));
    ASSERT_TRUE(lesson) << lesson.error().toString();
    auto story = narrateLesson(*lesson);
    ASSERT_TRUE(story) << story.error().toString();
    ASSERT_EQ(story->problems.size(), 1u);
    EXPECT_NE(story->problems[0].find("step 'never' (test-lesson.yaml:6) never fires"), std::string::npos) << story->problems[0];
    EXPECT_NE(lessonStoryText(*lesson, *story).find("Problem: step 'never'"), std::string::npos);
}

TEST(Lesson, AnEditThatIsAlreadyDoneAndAnAnswerThatMissesAreReported)
{
    auto lesson = parse(lessonOnDemo("  - id: done\n    at: start\n    text: hi\n    ask: {kind: edit, prompt: p, expect: {policy.ordering: fifo}, "
                                     "answer: {policy: {ordering: fifo}}}\n"
                                     "  - id: missed\n    at: end\n    text: hi\n    ask: {kind: edit, prompt: p, expect: {cluster.gpus: {at_least: 24}}, "
                                     "answer: {policy: {ordering: sjf}}}\n"));
    ASSERT_TRUE(lesson) << lesson.error().toString();
    auto story = narrateLesson(*lesson);
    ASSERT_TRUE(story);
    ASSERT_EQ(story->problems.size(), 2u);
    EXPECT_NE(story->problems[0].find("'done'"), std::string::npos);
    EXPECT_NE(story->problems[0].find("already passes"), std::string::npos);
    EXPECT_NE(story->problems[1].find("'missed'"), std::string::npos);
    EXPECT_NE(story->problems[1].find("cluster.gpus is 16 (wanted: at least 24)"), std::string::npos) << story->problems[1];
}

TEST(Lesson, FiguresAtTheEndAreTheRunsSummaryAndJobFiguresAreThatJobs)
{
    auto lesson = parse(lessonOnDemo("  - {id: end, at: end, text: \"{avg_jct} {makespan} {finished} {job.topdrl-44.wait}\"}\n"));
    ASSERT_TRUE(lesson) << lesson.error().toString();
    auto story = narrateLesson(*lesson);
    ASSERT_TRUE(story);
    auto run = runScenario(lesson->scenario);
    ASSERT_TRUE(run);
    double wait = -1;
    for (const JobRecord& j : run->jobs)
        if (j.id == "topdrl-44") wait = j.wait;
    EXPECT_EQ(story->steps[0].text, formatDuration(run->summary.avgJct) + " " + formatDuration(run->summary.makespan) + " "
            + std::to_string(run->summary.finished) + " " + formatDuration(wait));
}

TEST(Lesson, ATimeTriggerFiresWithEveryEventUpToItsTime)
{
    auto lesson = parse(lessonOnDemo("  - {id: t, at: {hours: 2}, text: \"{now} {jobs}\"}\n"));
    ASSERT_TRUE(lesson);
    auto story = narrateLesson(*lesson);
    ASSERT_TRUE(story);
    EXPECT_TRUE(story->problems.empty());
    EXPECT_EQ(story->steps[0].text, formatDuration(7200) + " 50");
    EXPECT_NE(story->steps[0].moment.find("at 2.0 h"), std::string::npos) << story->steps[0].moment;
}

TEST(Lesson, EveryBundledLessonTellsTheSameStoryEveryTime)
{
    for (const char* name : { "01-order-matters.yaml" }) {
        auto lesson = loadLesson(kSourceDir + "/lessons/" + name);
        ASSERT_TRUE(lesson) << lesson.error().toString();
        auto first = narrateLesson(*lesson);
        auto second = narrateLesson(*lesson);
        ASSERT_TRUE(first && second);
        EXPECT_TRUE(first->problems.empty()) << first->problems.front();
        EXPECT_EQ(lessonStoryText(*lesson, *first), lessonStoryText(*lesson, *second));
    }
}

TEST(Lesson, PredictionsAreJudgedInTheFiguresInputUnit)
{
    LessonTask task;
    task.kind = LessonTask::Kind::Predict;
    task.tolerancePercent = 20;
    const LessonFigure jct { LessonFigure::Unit::Duration, 3600, {} };
    EXPECT_TRUE(checkLessonPrediction(task, 55, jct).passed) << "55 min against 1 h";
    EXPECT_FALSE(checkLessonPrediction(task, 45, jct).passed);
    EXPECT_EQ(checkLessonPrediction(task, 55, jct).detail, "you predicted 55 min; it is 60.0 min (within 20%)");
    const LessonFigure util { LessonFigure::Unit::Fraction, 0.8, {} };
    EXPECT_TRUE(checkLessonPrediction(task, 75, util).passed) << "75 % against 80 %";
}
