/// Translated lessons: lessons/<language>/<name>.yaml is the lesson lessons/<name>.yaml with its texts
/// in that language and everything else the same (docs/lessons.md, "Translations"). Which file to show
/// is plain path logic; whether a translation is faithful is a comparison of two loaded lessons.

#include "core/lesson/Lesson.h"

#include "core/io/ScenarioIo.h"
#include "core/util/Format.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace gantry {

namespace fs = std::filesystem;

namespace {

/// "de", "zh_CN", "pt_BR", "sr_Latn": two or three lower-case letters, then optionally "_" and a
/// region (two upper-case letters) or a script (an upper-case letter and three lower-case ones).
bool namedLikeALanguage(const std::string& name)
{
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    const std::size_t underscore = name.find('_');
    const std::string language = name.substr(0, underscore);
    if (language.size() < 2 || language.size() > 3 || !std::all_of(language.begin(), language.end(), lower)) return false;
    if (underscore == std::string::npos) return true;
    const std::string rest = name.substr(underscore + 1);
    if (rest.size() == 2) return upper(rest[0]) && upper(rest[1]);
    return rest.size() == 4 && upper(rest[0]) && std::all_of(rest.begin() + 1, rest.end(), lower);
}

bool isFile(const std::string& path)
{
    std::error_code ec;
    return fs::is_regular_file(path, ec);
}

/// `text`'s `code` spans, in order: names the student types (`sjf`, `models/dl2-small.model`).
std::vector<std::string> codeSpans(const std::string& text)
{
    std::vector<std::string> out;
    for (std::size_t open = text.find('`'); open != std::string::npos;) {
        const std::size_t close = text.find('`', open + 1);
        if (close == std::string::npos) break;
        out.push_back(text.substr(open + 1, close - open - 1));
        open = text.find('`', close + 1);
    }
    return out;
}

std::vector<std::string> sorted(std::vector<std::string> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

std::string listed(const std::vector<std::string>& items, const char* open, const char* close)
{
    if (items.empty()) return "none";
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : ", ") + std::string(open) + item + close;
    return out;
}

bool sameTrigger(const LessonTrigger& a, const LessonTrigger& b)
{
    return a.kind == b.kind && a.time == b.time && a.job == b.job && a.event == b.event && a.decision == b.decision && a.nth == b.nth;
}

std::string highlightText(const LessonHighlight& h)
{
    static const char* kinds[] = { "job", "machine", "rack", "gantt_row", "series", "cell" };
    return std::string(kinds[static_cast<int>(h.kind)]) + " " + h.target + (h.column.empty() ? "" : "/" + h.column);
}

std::string expectationText(const LessonExpectation& e)
{
    std::string out = e.name + ": ";
    if (e.text) return out + *e.text;
    if (e.atLeast && e.atMost && *e.atLeast == *e.atMost) return out + formatCompact(*e.atLeast);
    if (e.atLeast) out += "at least " + formatCompact(*e.atLeast);
    if (e.atMost) out += std::string(e.atLeast ? " and " : "") + "at most " + formatCompact(*e.atMost);
    return out;
}

std::vector<std::string> expectations(const LessonTask& task)
{
    std::vector<std::string> out;
    for (const LessonExpectation& e : task.expect) out.push_back(expectationText(e));
    return out;
}

/// Compares one text field of a step: the {placeholders} and `code` spans it holds, in any order.
void compareText(std::vector<std::string>& problems, const std::string& where, const std::string& field, const std::string& original,
    const std::string& translation)
{
    const auto wantFigures = sorted(lessonPlaceholders(original));
    const auto haveFigures = sorted(lessonPlaceholders(translation));
    if (wantFigures != haveFigures)
        problems.push_back(where + ": its " + field + " has the placeholders " + listed(haveFigures, "{", "}") + ", the original's "
            + listed(wantFigures, "{", "}"));
    const auto wantCode = sorted(codeSpans(original));
    const auto haveCode = sorted(codeSpans(translation));
    if (wantCode != haveCode)
        problems.push_back(where + ": its " + field + " has the code spans " + listed(haveCode, "`", "`") + ", the original's "
            + listed(wantCode, "`", "`") + " (names the student types stay as they are)");
    if (original.empty() != translation.empty())
        problems.push_back(where + ": its " + field + (translation.empty() ? " is missing; the original has one" : " is not in the original"));
}

void compareTask(std::vector<std::string>& problems, const std::string& where, const LessonTask& a, const LessonTask& b)
{
    static const char* kinds[] = { "none", "edit", "choice", "predict", "reveal", "challenge" };
    if (a.kind != b.kind) {
        problems.push_back(where + ": it asks " + kinds[static_cast<int>(b.kind)] + ", the original " + kinds[static_cast<int>(a.kind)]);
        return;
    }
    compareText(problems, where, "ask.prompt", a.prompt, b.prompt);
    compareText(problems, where, "ask.right", a.right, b.right);
    compareText(problems, where, "ask.wrong", a.wrong, b.wrong);
    if (expectations(a) != expectations(b))
        problems.push_back(where + ": it expects " + listed(expectations(b), "", "") + ", the original " + listed(expectations(a), "", ""));
    if (a.answerOverlay != b.answerOverlay || a.answerVariant != b.answerVariant)
        problems.push_back(where + ": its teacher's answer differs from the original's");
    if (a.figure != b.figure) problems.push_back(where + ": it predicts " + b.figure + ", the original " + a.figure);
    if (a.tolerancePercent != b.tolerancePercent)
        problems.push_back(where + ": its tolerance is " + formatCompact(b.tolerancePercent) + "%, the original's " + formatCompact(a.tolerancePercent) + "%");
    if (a.predictStep != b.predictStep) problems.push_back(where + ": it reveals '" + b.predictStep + "', the original '" + a.predictStep + "'");
    if (a.options.size() != b.options.size())
        problems.push_back(where + ": it has " + std::to_string(b.options.size()) + " options, the original " + std::to_string(a.options.size()));
    else
        for (std::size_t i = 0; i < a.options.size(); ++i)
            compareText(problems, where, "option " + std::to_string(i + 1), a.options[i], b.options[i]);
    if (a.correct != b.correct)
        problems.push_back(where + ": its correct option is " + std::to_string(b.correct + 1) + ", the original's " + std::to_string(a.correct + 1));
}

} // namespace

const std::vector<std::string>& lessonTranslationLanguages()
{
    static const std::vector<std::string> languages { "de", "zh_CN" };
    return languages;
}

std::string lessonTranslationPath(const std::string& original, const std::string& language)
{
    if (language.empty() || language == "en") return original;
    const fs::path path(original);
    return (path.parent_path() / language / path.filename()).string();
}

std::string lessonOriginalPath(const std::string& path)
{
    const fs::path file(path);
    const fs::path folder = file.parent_path();
    if (!namedLikeALanguage(folder.filename().string())) return {};
    const std::string original = (folder.parent_path() / file.filename()).string();
    return isFile(original) ? original : std::string();
}

std::string lessonFileForLanguage(const std::string& path, const std::string& language)
{
    std::string original = lessonOriginalPath(path);
    if (original.empty()) original = path;
    const std::string translation = lessonTranslationPath(original, language);
    return isFile(translation) ? translation : original;
}

std::vector<std::string> lessonTranslationProblems(const Lesson& original, const Lesson& translation)
{
    std::vector<std::string> problems;
    const std::string file = translation.file;
    if (scenarioHash(original.scenario) != scenarioHash(translation.scenario))
        problems.push_back(file + ": its scenario (with its variant) differs from the original's; a translation changes texts only");
    if (original.sources != translation.sources)
        problems.push_back(file + ": its sources differ from the original's (citations are not translated)");
    compareText(problems, file, "summary", original.summary, translation.summary);
    if (original.steps.size() != translation.steps.size()) {
        problems.push_back(file + ": it has " + std::to_string(translation.steps.size()) + " steps, the original "
            + std::to_string(original.steps.size()));
        return problems;
    }
    for (std::size_t i = 0; i < original.steps.size(); ++i) {
        const LessonStep& a = original.steps[i];
        const LessonStep& b = translation.steps[i];
        const std::string where = "step " + std::to_string(i + 1) + " '" + b.id + "' (" + b.where.file + ":" + std::to_string(b.where.line) + ")";
        if (a.id != b.id) problems.push_back(where + ": the original's step " + std::to_string(i + 1) + " is '" + a.id + "'");
        if (!sameTrigger(a.at, b.at))
            problems.push_back(where + ": it fires " + describeLessonTrigger(b.at) + ", the original " + describeLessonTrigger(a.at));
        std::vector<std::string> wantHighlights, haveHighlights;
        for (const LessonHighlight& h : a.highlights) wantHighlights.push_back(highlightText(h));
        for (const LessonHighlight& h : b.highlights) haveHighlights.push_back(highlightText(h));
        if (wantHighlights != haveHighlights)
            problems.push_back(where + ": it highlights " + listed(haveHighlights, "", "") + ", the original " + listed(wantHighlights, "", ""));
        compareText(problems, where, "text", a.text, b.text);
        compareTask(problems, where, a.task, b.task);
    }
    return problems;
}

} // namespace gantry
