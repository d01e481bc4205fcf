// The Lessons panel in a real (offscreen) main window: each bundled lesson walked to its end, every
// step firing in order with the text the narrated story prints, its highlights drawn, and each
// check failing before the asked change and passing after it.

#include "GuiTestUtil.h"

#include "widgets/DialogSeam.h"
#include "widgets/Language.h"
#include "widgets/LessonHighlights.h"
#include "widgets/LessonPanel.h"
#include "widgets/LiveChart.h"
#include "widgets/MainWindow.h"
#include "widgets/MetricsPanel.h"
#include "widgets/RunController.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"

#include "core/lesson/Lesson.h"

#include <gtest/gtest.h>

#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QListWidget>
#include <QUndoStack>
#include <QFile>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTemporaryDir>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

namespace gantry::gui {
namespace {

std::vector<std::string> bundledLessonFiles()
{
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(GANTRY_SOURCE_DIR "/lessons"))
        if (entry.path().extension() == ".yaml") files.push_back(entry.path().filename().string());
    std::sort(files.begin(), files.end());
    return files;
}

/// The highlights of `step` are drawn: every named thing resolved to something in the window.
void expectHighlightsShown(MainWindow& w, const LessonStep& step)
{
    const LessonHighlights::Set& set = w.lessonHighlights()->current();
    for (const LessonHighlight& h : step.highlights) {
        switch (h.kind) {
        case LessonHighlight::Kind::Job: EXPECT_FALSE(set.jobs.contains(-1)) << h.target; break;
        case LessonHighlight::Kind::GanttRow:
            EXPECT_FALSE(set.ganttRows.contains(-1)) << h.target;
            EXPECT_EQ(w.gantt()->rows(), GanttView::Rows::PerJob);
            break;
        case LessonHighlight::Kind::Machine: EXPECT_FALSE(set.machines.isEmpty()) << h.target; break;
        case LessonHighlight::Kind::Rack: EXPECT_FALSE(set.racks.isEmpty()) << h.target; break;
        case LessonHighlight::Kind::Series:
            EXPECT_TRUE(w.metrics()->seriesChart(QString::fromStdString(h.target))->highlighted()) << h.target;
            break;
        case LessonHighlight::Kind::Cell:
            ASSERT_FALSE(set.cells.isEmpty());
            EXPECT_GE(set.cells.front().first, 0) << h.target;
            break;
        }
    }
}

class LessonWalk : public ::testing::TestWithParam<std::string> { };

TEST_P(LessonWalk, EveryStepFiresInOrderWithItsTextHighlightsAndChecks)
{
    const std::string path = std::string(GANTRY_SOURCE_DIR "/lessons/") + GetParam();
    auto lesson = loadLesson(path);
    ASSERT_TRUE(lesson) << lesson.error().toString();
    auto story = narrateLesson(*lesson);
    ASSERT_TRUE(story) << story.error().toString();
    ASSERT_TRUE(story->problems.empty()) << story->problems.front();

    QSettings().setValue(QStringLiteral("lessons/offered"), true);
    MainWindow w;
    w.resize(1600, 1000);
    w.show();
    w.controller()->setSpeed(0); // as fast as possible: the test watches the steps, not the animation
    w.showLessons();
    LessonPanel* panel = w.lessonPanel();
    ASSERT_TRUE(panel->openLesson(QString::fromStdString(path)));
    EXPECT_TRUE(w.document()->path().isEmpty()) << "the lesson never writes the scenario file";

    bool screenshotTaken = false;
    for (std::size_t i = 0; i < lesson->steps.size(); ++i) {
        const LessonStep& step = lesson->steps[i];
        SCOPED_TRACE(step.id);
        ASSERT_TRUE(test::waitUntil([&] { return !panel->waiting() && panel->stepIndex() == static_cast<int>(i); }))
            << "step " << step.id << " did not fire";
        // The same numbers as the narrated story: every student, every machine.
        EXPECT_EQ(panel->stepText().toStdString(), story->steps[i].text);
        expectHighlightsShown(w, step);
        if (!screenshotTaken && !step.highlights.empty() && step.task.kind != LessonTask::Kind::None) {
            QTest::qWait(250); // the charts redraw at most every 100 ms
            test::saveScreenshot(&w, QStringLiteral("lesson-%1.png").arg(QString::fromStdString(GetParam()).section(QLatin1Char('.'), 0, 0)));
            screenshotTaken = true;
        }

        const LessonTask& task = step.task;
        switch (task.kind) {
        case LessonTask::Kind::None:
        case LessonTask::Kind::Reveal: EXPECT_TRUE(panel->canGoNext()); break;
        case LessonTask::Kind::Choice:
            EXPECT_FALSE(panel->canGoNext());
            panel->choose((task.correct + 1) % static_cast<int>(task.options.size()));
            EXPECT_FALSE(panel->canGoNext()) << "a wrong answer does not go on";
            panel->choose(task.correct);
            EXPECT_TRUE(panel->canGoNext());
            break;
        case LessonTask::Kind::Predict:
            EXPECT_FALSE(panel->canGoNext()) << "the run waits for a prediction";
            panel->commitPrediction(60);
            EXPECT_TRUE(panel->canGoNext());
            break;
        case LessonTask::Kind::Edit:
            EXPECT_FALSE(panel->canGoNext()) << "the check passes before the edit";
            panel->showAnswer();
            ASSERT_TRUE(test::waitUntil([&] { return panel->taskDone(); }, 10000)) << panel->feedback().toStdString();
            EXPECT_TRUE(w.document()->undoStack()->canUndo()) << "the lesson's edit is an undoable edit";
            break;
        case LessonTask::Kind::Challenge: {
            QSignalSpy checked(panel, &LessonPanel::challengeChecked);
            panel->checkChallenge();
            ASSERT_TRUE(test::waitUntil([&] { return checked.count() == 1; }));
            EXPECT_FALSE(checked.at(0).at(0).toBool()) << "the challenge is met before the student's answer";
            panel->showAnswer();
            panel->checkChallenge();
            ASSERT_TRUE(test::waitUntil([&] { return checked.count() == 2; }));
            EXPECT_TRUE(checked.at(1).at(0).toBool()) << panel->feedback().toStdString();
            EXPECT_TRUE(panel->canGoNext());
            break;
        }
        }
        panel->next();
    }
    EXPECT_EQ(panel->stepIndex(), static_cast<int>(lesson->steps.size())) << "the lesson is complete";
    EXPECT_TRUE(w.lessonHighlights()->current().empty());
}

INSTANTIATE_TEST_SUITE_P(Bundled, LessonWalk, ::testing::ValuesIn(bundledLessonFiles()),
    [](const ::testing::TestParamInfo<std::string>& param) {
        std::string name;
        for (char c : param.param.substr(0, param.param.find('.'))) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
        return name;
    });

TEST(LessonPanel, BackReviewsAnEarlierStepAndNextReturns)
{
    QSettings().setValue(QStringLiteral("lessons/offered"), true);
    MainWindow w;
    w.controller()->setSpeed(0);
    LessonPanel* panel = w.lessonPanel();
    ASSERT_TRUE(panel->openLesson(QStringLiteral(GANTRY_SOURCE_DIR "/lessons/01-order-matters.yaml")));
    ASSERT_TRUE(test::waitUntil([&] { return !panel->waiting() && panel->stepIndex() == 0; }));
    const QString first = panel->stepText();
    panel->next();
    ASSERT_TRUE(test::waitUntil([&] { return !panel->waiting() && panel->stepIndex() == 1; }));
    const QString second = panel->stepText();
    panel->back();
    EXPECT_EQ(panel->stepIndex(), 0);
    EXPECT_EQ(panel->stepText(), first);
    EXPECT_TRUE(panel->canGoNext());
    panel->next();
    EXPECT_EQ(panel->stepIndex(), 1);
    EXPECT_EQ(panel->stepText(), second);
    EXPECT_FALSE(panel->canGoNext()) << "back at the prediction, which is not made yet";
    panel->restart();
    ASSERT_TRUE(test::waitUntil([&] { return !panel->waiting() && panel->stepIndex() == 0; }));
    EXPECT_EQ(panel->stepText(), first);
}

TEST(LessonPanel, ABadLessonIsReportedWithItsLineAndNothingStarts)
{
    QSettings().setValue(QStringLiteral("lessons/offered"), true);
    ScriptedDialogSeam dialogs;
    DialogSeam::install(&dialogs);
    MainWindow w;
    ASSERT_TRUE(w.openFile(test::demoPath()));
    const Scenario before = w.document()->scenario();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.yaml"));
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write("gantry_lesson: 1\ntitle: Bad\nscenario: " GANTRY_SOURCE_DIR "/scenarios/teaching-demo.yaml\nsteps:\n"
              "  - id: a\n    at: start\n    text: hello\n    highlight: [{machine: r9-m9}]\n");
    out.close();
    EXPECT_FALSE(w.lessonPanel()->openLesson(file));
    DialogSeam::install(nullptr);
    ASSERT_EQ(dialogs.errors.size(), 1);
    EXPECT_TRUE(dialogs.errors.front().contains(QStringLiteral("bad.yaml:8"))) << dialogs.errors.front().toStdString();
    EXPECT_TRUE(dialogs.errors.front().contains(QStringLiteral("r9-m9"))) << dialogs.errors.front().toStdString();
    EXPECT_FALSE(w.lessonPanel()->active());
    EXPECT_EQ(w.document()->scenario(), before);
}

TEST(LessonPanel, TheFirstStartWelcomesOnceAndItsLessonsStart)
{
    QSettings().remove(QStringLiteral("welcome/shown"));
    {
        MainWindow w;
        w.show();
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
        ASSERT_NE(dock, nullptr);
        EXPECT_FALSE(dock->isVisible());
        w.offerWelcomeOnFirstStart();
        auto* welcome = w.findChild<QDialog*>(QStringLiteral("welcomeDialog"));
        ASSERT_NE(welcome, nullptr);
        EXPECT_TRUE(welcome->isVisible());
        auto* lessons = welcome->findChild<QListWidget*>(QStringLiteral("welcomeLessons"));
        ASSERT_NE(lessons, nullptr);
        ASSERT_GT(lessons->count(), 0);
        Q_EMIT lessons->itemActivated(lessons->item(0)); // a double click, or Enter
        EXPECT_TRUE(dock->isVisible());
        EXPECT_TRUE(w.lessonPanel()->active());
    }
    MainWindow again;
    again.show();
    again.offerWelcomeOnFirstStart();
    EXPECT_EQ(again.findChild<QDialog*>(QStringLiteral("welcomeDialog")), nullptr);
}

// --- Lessons in the user's language (docs/lessons.md, "Translations") ---------------------------------

/// Every step text of every bundled lesson, English and translated, renders its Markdown: no ** or *
/// left over (CommonMark does not open or close emphasis next to some punctuation, which Chinese text
/// without spaces runs into), no backtick.
TEST(LessonMarkdown, EveryStepTextRendersItsEmphasisInEveryLanguage)
{
    int texts = 0;
    for (const std::string& name : bundledLessonFiles()) {
        const std::string original = GANTRY_SOURCE_DIR "/lessons/" + name;
        for (const std::string& language : { std::string("en"), std::string("de"), std::string("zh_CN") }) {
            const std::string path = lessonTranslationPath(original, language);
            auto lesson = loadLesson(path);
            ASSERT_TRUE(lesson) << lesson.error().toString();
            for (const LessonStep& step : lesson->steps) {
                QTextDocument document;
                document.setMarkdown(QString::fromStdString(fillLessonText(step.text, [](const std::string&) { return std::string("12.5 h"); })));
                const QString shown = document.toPlainText();
                EXPECT_FALSE(shown.contains(QLatin1Char('*')) || shown.contains(QLatin1Char('`')))
                    << path << ", step '" << step.id << "' shows Markdown marks:\n" << shown.toStdString();
                ++texts;
            }
        }
    }
    EXPECT_GT(texts, 100);
}

namespace {

/// The Lessons panel in `language`, as main makes it: the language applied, then the window built.
class TranslatedLessonPanel : public ::testing::TestWithParam<QString>, protected test::WindowUnderTest {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(showWindow(GetParam()));
        window->controller()->setSpeed(0);
        window->showLessons();
    }
    void TearDown() override { closeWindow(); }
    QString lessonFile(const QString& name, bool translated) const
    {
        return QStringLiteral(GANTRY_SOURCE_DIR "/lessons/") + (translated ? GetParam() + QLatin1Char('/') : QString()) + name;
    }
};

} // namespace

/// Lesson 01 picked from the list and started: the list names every bundled lesson by its translated
/// title, and each step shows the translation's text with the run's numbers (as the translation's story
/// tells them in this language), its question and options (docs/screenshots/lesson-step-<lang>.png).
TEST_P(TranslatedLessonPanel, TheBundledLessonsAreShownInTheUsersLanguage)
{
    const QString translation = lessonFile(QStringLiteral("01-order-matters.yaml"), true);
    auto lesson = loadLesson(translation.toStdString());
    ASSERT_TRUE(lesson) << lesson.error().toString();
    auto english = loadLesson(lessonFile(QStringLiteral("01-order-matters.yaml"), false).toStdString());
    ASSERT_TRUE(english) << english.error().toString();
    auto story = narrateLesson(*lesson);
    ASSERT_TRUE(story) << story.error().toString();

    LessonPanel* panel = window->lessonPanel();
    auto* list = panel->findChild<QComboBox*>(QStringLiteral("lessonList"));
    ASSERT_TRUE(list);
    ASSERT_EQ(list->count(), static_cast<int>(bundledLessonFiles().size()));
    for (int i = 0; i < list->count(); ++i)
        EXPECT_EQ(QFileInfo(list->itemData(i).toString()).dir().dirName(), GetParam()) << "every bundled lesson is translated: " << list->itemData(i).toString().toStdString();
    list->setCurrentIndex(0);
    EXPECT_EQ(list->currentText().toStdString(), lesson->title);
    EXPECT_NE(lesson->title, english->title);
    panel->findChild<QPushButton*>(QStringLiteral("lessonStart"))->click();
    ASSERT_TRUE(panel->active());
    EXPECT_EQ(QFileInfo(QString::fromStdString(panel->lesson()->file)).canonicalFilePath(), QFileInfo(translation).canonicalFilePath());
    EXPECT_TRUE(panel->findChild<QLabel*>(QStringLiteral("lessonTitle"))->text().contains(QString::fromStdString(lesson->title)));

    auto* text = panel->findChild<QTextBrowser*>(QStringLiteral("lessonText"));
    for (int i = 0; i < 4; ++i) {
        const LessonStep& step = lesson->steps[i];
        SCOPED_TRACE(step.id);
        ASSERT_TRUE(test::waitUntil([&] { return !panel->waiting() && panel->stepIndex() == i; })) << "step " << step.id << " did not fire";
        EXPECT_EQ(panel->stepText().toStdString(), story->steps[i].text);
        EXPECT_NE(step.text, english->steps[i].text);
        const QString shown = text->toPlainText();
        EXPECT_FALSE(shown.contains(QLatin1Char('*'))) << shown.toStdString();
        if (GetParam() == QLatin1String("zh_CN")) {
            bool cjk = false;
            for (QChar c : shown) cjk = cjk || (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF);
            EXPECT_TRUE(cjk) << shown.toStdString();
        }
        if (step.task.kind == LessonTask::Kind::Predict) panel->commitPrediction(60);
        if (i < 3) panel->next();
    }
    // Step 4 asks why the short job waited: the question and its options in the language.
    const LessonTask& task = lesson->steps[3].task;
    ASSERT_EQ(task.kind, LessonTask::Kind::Choice);
    EXPECT_TRUE(panel->findChild<QLabel*>(QStringLiteral("lessonPrompt"))->text().contains(QString::fromStdString(task.prompt).toHtmlEscaped()));
    for (std::size_t i = 0; i < task.options.size(); ++i) {
        auto* option = panel->findChild<QRadioButton*>(QStringLiteral("lessonOption%1").arg(i));
        ASSERT_TRUE(option);
        EXPECT_EQ(option->text().toStdString(), task.options[i]);
    }
    QTest::qWait(250); // the charts redraw at most every 100 ms
    test::saveScreenshot(window.get(), QStringLiteral("lesson-step-%1.png").arg(GetParam()));
    panel->choose(task.correct);
    EXPECT_EQ(panel->feedback().toStdString(), task.right) << "the teacher's feedback in the language";
}

/// A lesson the user opens from a file is shown as written, whatever the UI's language; the list
/// still names the lesson being taught.
TEST_P(TranslatedLessonPanel, ALessonOpenedFromAFileIsShownAsWritten)
{
    const QString original = lessonFile(QStringLiteral("01-order-matters.yaml"), false);
    LessonPanel* panel = window->lessonPanel();
    ASSERT_TRUE(panel->openLesson(original));
    EXPECT_EQ(panel->lesson()->file, original.toStdString());
    EXPECT_TRUE(panel->lesson()->original.empty());
    auto english = loadLesson(original.toStdString());
    ASSERT_TRUE(english);
    EXPECT_EQ(panel->lesson()->title, english->title);
    auto* list = panel->findChild<QComboBox*>(QStringLiteral("lessonList"));
    EXPECT_EQ(QFileInfo(list->currentData().toString()).fileName(), QStringLiteral("01-order-matters.yaml"));
    EXPECT_EQ(QFileInfo(list->currentData().toString()).dir().dirName(), GetParam());
    ASSERT_TRUE(test::waitUntil([&] { return !panel->waiting() && panel->stepIndex() == 0; }));
    EXPECT_TRUE(panel->stepText().startsWith(QStringLiteral("Sixteen GPUs"))) << panel->stepText().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, TranslatedLessonPanel, ::testing::Values(QStringLiteral("de"), QStringLiteral("zh_CN")),
    [](const ::testing::TestParamInfo<QString>& param) { return param.param == QLatin1String("de") ? std::string("German") : std::string("Chinese"); });

} // namespace
} // namespace gantry::gui
