// The bundled lessons' translations (docs/lessons.md, "Translations"): every lesson in lessons/ has a
// translation in each of lessonTranslationLanguages(), which loads with the core's loader, is the same
// lesson as the English one in everything but its texts (lessonTranslationProblems: scenario, sources,
// step ids and order, triggers, highlights, tasks, placeholders and code spans), keeps its Markdown
// emphasis and has its texts translated, not copied. A new English lesson fails here, naming the file
// it lacks, until it is translated.
//
// Its own binary, because of one process-wide change: lessons 03 to 05 switch to learned schedulers,
// which the core's policy registry knows only when core/learn registers them (LibTorch builds).
// Loading a lesson checks a scheduler's name and parameters and never runs it, so stand-ins with the
// same names and `model` parameter let every build load every lesson here.
#include "core/lesson/Lesson.h"
#include "core/engine/Scheduler.h"
#include "core/policy/PolicyRegistry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using namespace gantry;
namespace fs = std::filesystem;

namespace {

const std::string kLessons = GANTRY_SOURCE_DIR "/lessons";

std::vector<std::string> englishLessons()
{
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(kLessons))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml") names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

/// The learned schedulers a lesson may name (core/learn's learnedAgents()), as names the loader accepts.
void registerLearnedSchedulerStandIns()
{
    PolicyRegistry& registry = PolicyRegistry::instance();
    const ParamSpec model { "model", ParamType::Text, std::string(), -1e300, 1e300, "The trained model file." };
    for (const char* name : { "dl2", "harmony", "topdrl", "dual-agent" }) {
        if (registry.find(PolicyKind::Scheduler, name)) continue;
        registry.addScheduler({ PolicyKind::Scheduler, name, name, "a stand-in: lessons are loaded, not run, here", { model } },
            [](const Params&, const Scenario&) -> Result<std::unique_ptr<Scheduler>> {
                return Error { ErrorCode::Internal, "a stand-in for a learned scheduler does not run" };
            });
    }
}

/// Every text of `lesson` a person reads, with where it is.
std::vector<std::pair<std::string, std::string>> personTexts(const Lesson& lesson)
{
    std::vector<std::pair<std::string, std::string>> out { { "title", lesson.title }, { "summary", lesson.summary } };
    for (const LessonStep& step : lesson.steps) {
        const std::string at = "step '" + step.id + "' ";
        out.push_back({ at + "text", step.text });
        const LessonTask& task = step.task;
        for (const auto& [field, text] : { std::pair { "prompt", &task.prompt }, { "right", &task.right }, { "wrong", &task.wrong } })
            if (!text->empty()) out.push_back({ at + "ask." + field, *text });
        for (std::size_t i = 0; i < task.options.size(); ++i) out.push_back({ at + "option " + std::to_string(i + 1), task.options[i] });
    }
    return out;
}

std::size_t occurrences(const std::string& text, const std::string& what)
{
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

/// `text`'s Markdown emphasis: the number of ** and of single * (bold and italic markers).
std::pair<std::size_t, std::size_t> emphasis(const std::string& text)
{
    std::string single = text;
    for (std::size_t at; (at = single.find("**")) != std::string::npos;) single.erase(at, 2);
    return { occurrences(text, "**"), occurrences(single, "*") };
}

class TranslatedLesson : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {
protected:
    static void SetUpTestSuite() { registerLearnedSchedulerStandIns(); }
};

TEST_P(TranslatedLesson, ExistsLoadsAndDiffersFromTheEnglishInItsTextsOnly)
{
    const auto& [name, language] = GetParam();
    const std::string original = kLessons + "/" + name;
    const std::string translation = lessonTranslationPath(original, language);
    ASSERT_TRUE(fs::is_regular_file(translation)) << "the lesson " << original << " has no " << language << " translation: " << translation
                                                  << " is missing (every bundled lesson is translated; docs/lessons.md, \"Translations\")";
    EXPECT_EQ(lessonOriginalPath(translation), original);
    EXPECT_EQ(lessonFileForLanguage(original, language), translation);

    auto english = loadLesson(original);
    ASSERT_TRUE(english) << english.error().toString();
    auto translated = loadLesson(translation);
    ASSERT_TRUE(translated) << translated.error().toString();
    EXPECT_EQ(translated->original, original);

    const std::vector<std::string> problems = lessonTranslationProblems(*english, *translated);
    for (const std::string& p : problems) ADD_FAILURE() << p;

    const auto englishTexts = personTexts(*english);
    const auto translatedTexts = personTexts(*translated);
    ASSERT_EQ(englishTexts.size(), translatedTexts.size()) << translation;
    for (std::size_t i = 0; i < englishTexts.size(); ++i) {
        const auto& [where, text] = translatedTexts[i];
        const std::string& englishText = englishTexts[i].second;
        EXPECT_NE(text, englishText) << translation << ": the " << where << " is the English one, not translated";
        EXPECT_EQ(emphasis(text), emphasis(englishText)) << translation << ": the " << where << " has other Markdown emphasis (** and *) than the English:\n"
                                                     << text;
    }
}

std::vector<std::tuple<std::string, std::string>> everyLessonInEveryLanguage()
{
    std::vector<std::tuple<std::string, std::string>> out;
    for (const std::string& name : englishLessons())
        for (const std::string& language : lessonTranslationLanguages()) out.emplace_back(name, language);
    return out;
}

INSTANTIATE_TEST_SUITE_P(Bundled, TranslatedLesson, ::testing::ValuesIn(everyLessonInEveryLanguage()),
    [](const ::testing::TestParamInfo<std::tuple<std::string, std::string>>& param) {
        std::string out;
        const std::string& file = std::get<0>(param.param);
        for (char c : file.substr(0, file.rfind('.')) + "_" + std::get<1>(param.param))
            out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
        return out;
    });

TEST(TranslatedLessons, EveryTranslationHasItsEnglishOriginal)
{
    EXPECT_FALSE(englishLessons().empty());
    for (const std::string& language : lessonTranslationLanguages()) {
        ASSERT_TRUE(fs::is_directory(kLessons + "/" + language)) << kLessons << "/" << language;
        for (const auto& entry : fs::directory_iterator(kLessons + "/" + language)) {
            const std::string file = entry.path().string();
            EXPECT_EQ(entry.path().extension(), ".yaml") << file << ": only lesson translations belong in " << language << "/";
            EXPECT_FALSE(lessonOriginalPath(file).empty()) << file << " has no English original " << kLessons << "/"
                                                          << entry.path().filename().string();
        }
    }
}

} // namespace
