// Lessons (core/lesson): located errors for every kind of bad lesson, a step that can never fire
// reported by the story's check, checks that must fail before the asked change, figures that agree
// with the run's own summary, and a story that is the same text every time.
#include "core/lesson/Lesson.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Format.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

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

// --- Translations (docs/lessons.md, "Translations") ----------------------------------------------

namespace {

/// A folder of its own under the system's temporary folder, removed at the end of the test.
struct TempFolder {
    std::filesystem::path path;
    explicit TempFolder(const std::string& name)
        : path(std::filesystem::temp_directory_path() / ("gantry-lesson-test-" + name + "-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed())))
    {
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~TempFolder() { std::filesystem::remove_all(path); }
    std::string write(const std::string& relative, const std::string& text) const
    {
        const std::filesystem::path file = path / relative;
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file) << text;
        return file.string();
    }
};

} // namespace

TEST(LessonTranslation, TheTranslationOfALessonIsTheFileOfTheSameNameInALanguageFolderBesideIt)
{
    const TempFolder dir("paths");
    const std::string x = dir.write("x.yaml", "");
    const std::string de = dir.write("de/x.yaml", "");
    const std::string orphan = dir.write("fr/y.yaml", "");
    const std::string notALanguage = dir.write("models/x.yaml", "");
    const std::string region = dir.write("pt_BR/x.yaml", "");

    EXPECT_EQ(lessonTranslationPath(x, "de"), de);
    EXPECT_EQ(lessonTranslationPath(x, "zh_CN"), (dir.path / "zh_CN" / "x.yaml").string()) << "where it would be";
    EXPECT_EQ(lessonTranslationPath(x, "en"), x);
    EXPECT_EQ(lessonTranslationPath(x, ""), x);

    EXPECT_EQ(lessonOriginalPath(de), x);
    EXPECT_EQ(lessonOriginalPath(region), x);
    EXPECT_EQ(lessonOriginalPath(x), "") << "an original is no translation";
    EXPECT_EQ(lessonOriginalPath(orphan), "") << "no y.yaml beside fr/";
    EXPECT_EQ(lessonOriginalPath(notALanguage), "") << "models/ is not named like a language";

    EXPECT_EQ(lessonFileForLanguage(x, "de"), de);
    EXPECT_EQ(lessonFileForLanguage(x, "zh_CN"), x) << "no translation: the original";
    EXPECT_EQ(lessonFileForLanguage(x, "en"), x);
    EXPECT_EQ(lessonFileForLanguage(de, "en"), x);
    EXPECT_EQ(lessonFileForLanguage(de, "de"), de);
    EXPECT_EQ(lessonFileForLanguage(de, "pt_BR"), region);
}

TEST(LessonTranslation, ATranslationResolvesItsScenarioAgainstItsOriginalsFolder)
{
    const TempFolder dir("resolve");
    std::ifstream demo(kSourceDir + "/scenarios/teaching-demo.yaml");
    const std::string scenario((std::istreambuf_iterator<char>(demo)), std::istreambuf_iterator<char>());
    ASSERT_FALSE(scenario.empty());
    dir.write("demo.yaml", scenario);
    const std::string steps = "steps:\n  - {id: a, at: start, text: \"{jobs} jobs\"}\n";
    const std::string original = dir.write("l.yaml", "gantry_lesson: 1\ntitle: Jobs\nscenario: demo.yaml\n" + steps);
    const std::string translation = dir.write("de/l.yaml", "gantry_lesson: 1\ntitle: Jobs auf Deutsch\nscenario: demo.yaml\n" + steps);
    const std::string elsewhere = dir.write("copies/l.yaml", "gantry_lesson: 1\ntitle: Jobs\nscenario: demo.yaml\n" + steps);

    auto english = loadLesson(original);
    ASSERT_TRUE(english) << english.error().toString();
    EXPECT_EQ(english->original, "");
    auto german = loadLesson(translation);
    ASSERT_TRUE(german) << german.error().toString();
    EXPECT_EQ(german->original, original);
    EXPECT_EQ(german->file, translation);
    EXPECT_EQ(german->title, "Jobs auf Deutsch");
    EXPECT_TRUE(lessonTranslationProblems(*english, *german).empty());
    auto copy = loadLesson(elsewhere);
    ASSERT_FALSE(copy) << "a copy in a folder that is not a language's resolves beside itself";
    EXPECT_NE(copy.error().toString().find("demo.yaml"), std::string::npos) << copy.error().toString();
}

TEST(LessonTranslation, ATranslationThatChangesMoreThanItsTextsIsReportedStepByStep)
{
    const std::string original = lessonOnDemo(
        "  - {id: a, at: start, text: \"**{jobs}** jobs; set `sjf`\"}\n"
        "  - id: b\n    at: {job: topdrl-3, event: started}\n    text: hi\n    highlight: [{job: topdrl-3}]\n"
        "    ask: {kind: choice, prompt: \"Which?\", options: [one, two], correct: 2, right: \"Yes\"}\n"
        "  - {id: c, at: end, text: \"{avg_jct}\"}\n");
    const std::string translated = lessonOnDemo(
        "  - {id: a, at: start, text: \"**{gpus}** Jobs; stellen Sie `SJF` ein\"}\n"
        "  - id: b\n    at: {job: topdrl-4, event: started}\n    text: hallo\n    highlight: [{job: topdrl-4}]\n"
        "    ask: {kind: choice, prompt: \"Welche?\", options: [eins, zwei], correct: 1}\n"
        "  - {id: c, at: end, text: \"{avg_jct}\"}\n");
    auto english = parse(original);
    ASSERT_TRUE(english) << english.error().toString();
    auto german = parse(translated);
    ASSERT_TRUE(german) << german.error().toString();
    const std::vector<std::string> problems = lessonTranslationProblems(*english, *german);
    std::string all;
    for (const std::string& p : problems) all += p + "\n";
    for (const char* expected : { "step 1 'a' (test-lesson.yaml:5): its text has the placeholders {gpus}, the original's {jobs}",
             "step 1 'a' (test-lesson.yaml:5): its text has the code spans `SJF`, the original's `sjf`",
             "step 2 'b' (test-lesson.yaml:6): it fires when job topdrl-4 starts, the original when job topdrl-3 starts",
             "step 2 'b' (test-lesson.yaml:6): it highlights job topdrl-4, the original job topdrl-3",
             "step 2 'b' (test-lesson.yaml:6): its correct option is 1, the original's 2",
             "step 2 'b' (test-lesson.yaml:6): its ask.right is missing; the original has one" })
        EXPECT_NE(all.find(expected), std::string::npos) << "missing: " << expected << "\nreported:\n" << all;
    EXPECT_EQ(problems.size(), 6u) << all;
    EXPECT_TRUE(lessonTranslationProblems(*english, *english).empty());
}
