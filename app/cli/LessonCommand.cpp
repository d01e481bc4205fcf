/// `gantry-cli lesson FILE [--check]`: a lesson's narrated story without a window, for handouts and
/// for CI (a lesson whose story no longer happens is caught by --check).

#include "app/cli/Command.h"

#include "core/lesson/Lesson.h"

#include <cstdio>
#include <memory>
#include <string>

namespace gantry::cli {

Command addLessonCommand(CLI::App& app)
{
    struct Args {
        std::string file;
        bool check = false;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("lesson", "Print a lesson's story: each step's text with its figures and the expected answers");
    cmd->add_option("LESSON", args->file, "Lesson file (YAML; see docs/lessons.md)")->type_name("")->required();
    cmd->add_flag("--check", args->check,
        "Print only the problems: exit 1 when a step cannot fire or a check passes before its change or fails after it");
    return { cmd, [args] {
                auto lesson = loadLesson(args->file);
                if (!lesson) return fail(lesson.error());
                auto story = narrateLesson(*lesson, [] { return interrupted(); });
                if (interrupted()) return interruptedExit();
                if (!story) return fail(story.error());
                if (args->check) {
                    for (const std::string& p : story->problems) std::fprintf(stderr, "gantry-cli: %s: %s\n", args->file.c_str(), p.c_str());
                    if (story->problems.empty())
                        std::printf("%s: every one of its %zu steps fires and checks as written\n", args->file.c_str(), story->steps.size());
                    return story->problems.empty() ? kOk : kFailure;
                }
                const std::string text = lessonStoryText(*lesson, *story);
                std::fwrite(text.data(), 1, text.size(), stdout);
                return story->problems.empty() ? kOk : kFailure;
            } };
}

} // namespace gantry::cli
