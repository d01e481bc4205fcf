/// `gantry-cli lesson FILE [--check] [--language LANG]`: a lesson's narrated story without a window, for
/// handouts and for CI (a lesson whose story no longer happens is caught by --check). A translation is
/// also compared with its original: it may differ in its texts only.

#include "app/cli/Command.h"

#include "core/lesson/Lesson.h"

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace gantry::cli {

Command addLessonCommand(CLI::App& app)
{
    struct Args {
        std::string file;
        bool check = false;
        std::string language; ///< empty: the file as given
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("lesson", "Print a lesson's story: each step's text with its figures and the expected answers");
    cmd->add_option("LESSON", args->file, "Lesson file (YAML; see docs/lessons.md)")->type_name("")->required();
    cmd->add_flag("--check", args->check,
        "Print only the problems: exit 1 when a step cannot fire or a check passes before its change or fails after it");
    std::vector<std::string> languages { "en" };
    for (const std::string& l : lessonTranslationLanguages()) languages.push_back(l);
    cmd->add_option("--language", args->language,
           "The lesson in this language: its translation beside it (LANG/<its name>; docs/lessons.md, \"Translations\"), "
           "or the original for en. Without it, the file as given. The story's own words stay English")
        ->type_name("LANG")
        ->check(CLI::IsMember(languages));
    return { cmd, [args] {
                std::string file = args->file;
                if (!args->language.empty()) {
                    const std::string original = lessonOriginalPath(args->file);
                    const std::string wanted = lessonTranslationPath(original.empty() ? args->file : original, args->language);
                    file = lessonFileForLanguage(args->file, args->language);
                    if (file != wanted)
                        std::fprintf(stderr, "gantry-cli: %s has no %s translation (%s); this is the original\n", args->file.c_str(),
                            args->language.c_str(), wanted.c_str());
                }
                auto lesson = loadLesson(file);
                if (!lesson) return fail(lesson.error());
                auto story = narrateLesson(*lesson, [] { return interrupted(); });
                if (interrupted()) return interruptedExit();
                if (!story) return fail(story.error());
                if (!lesson->original.empty()) { // a translation differs from its original in its texts only
                    auto original = loadLesson(lesson->original);
                    if (!original) story->problems.push_back("its original " + lesson->original + " does not load: " + original.error().toString());
                    else
                        for (std::string& p : lessonTranslationProblems(*original, *lesson)) story->problems.push_back(std::move(p));
                }
                if (args->check) {
                    for (const std::string& p : story->problems) std::fprintf(stderr, "gantry-cli: %s: %s\n", file.c_str(), p.c_str());
                    if (story->problems.empty())
                        std::printf("%s: every one of its %zu steps fires and checks as written\n", file.c_str(), story->steps.size());
                    return story->problems.empty() ? kOk : kFailure;
                }
                const std::string text = lessonStoryText(*lesson, *story);
                std::fwrite(text.data(), 1, text.size(), stdout);
                return story->problems.empty() ? kOk : kFailure;
            } };
}

} // namespace gantry::cli
