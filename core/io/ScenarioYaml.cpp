#include "core/io/ScenarioYaml.h"

#include "core/util/Suggest.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <sstream>

namespace gantry::scenarioyaml {

namespace {
/// Remembers where the second document starts (events of the first are ignored).
class DocumentCounter : public YAML::EventHandler {
public:
    void OnDocumentStart(const YAML::Mark& mark) override
    {
        if (++documents == 2) secondStart = mark;
    }
    void OnDocumentEnd() override { }
    void OnNull(const YAML::Mark& mark, YAML::anchor_t) override { note(mark); }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override { note(mark); }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t, const std::string&) override { note(mark); }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        note(mark);
    }
    void OnSequenceEnd() override { }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override { note(mark); }
    void OnMapEnd() override { }

    int documents = 0;
    YAML::Mark secondStart = YAML::Mark::null_mark();

private:
    // The document start mark is often null; the first node of the second document is more useful.
    void note(const YAML::Mark& mark)
    {
        if (documents == 2 && secondStart.is_null()) secondStart = mark;
    }
};
} // namespace

Loc locOf(const YAML::Node& node, Loc fallback)
{
    if (!node.IsDefined()) return fallback;
    const YAML::Mark mark = node.Mark();
    if (mark.is_null() || mark.line < 0 || mark.column < 0) return fallback;
    return { mark.line + 1, mark.column + 1 };
}

Loc locOfMark(const YAML::Mark& mark)
{
    if (mark.is_null() || mark.line < 0 || mark.column < 0) return {};
    return { mark.line + 1, mark.column + 1 };
}

std::string join(const std::string& path, const std::string& key) { return path.empty() ? key : path + "." + key; }

std::string indexed(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string suggestion(const std::string& word, const std::vector<std::string>& candidates)
{
    const std::string best = closestMatch(word, candidates);
    //: Follows a name that is not known: "unknown key 'nmae' (did you mean 'name'?)"
    return best.empty() ? std::string() : fillIn(translate("Error", " (did you mean '%1'?)"), { best });
}

std::string knownList(const std::vector<std::string>& names)
{
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

NumberParse parseDouble(std::string_view s, double& out)
{
    static const std::set<std::string> nonFinite { ".nan", "nan", ".inf", "+.inf", "-.inf", "inf", "+inf", "-inf",
        "infinity", "+infinity", "-infinity" };
    if (nonFinite.count(lower(s))) return NumberParse::NotFinite;
    // from_chars has no leading '+', YAML does.
    if (!s.empty() && s.front() == '+') {
        s.remove_prefix(1);
        if (!s.empty() && (s.front() == '+' || s.front() == '-')) return NumberParse::NotNumber;
    }
    if (s.empty()) return NumberParse::NotNumber;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out, std::chars_format::general);
    if (ec == std::errc::result_out_of_range) return NumberParse::OutOfRange;
    if (ec != std::errc {} || end != s.data() + s.size()) return NumberParse::NotNumber;
    if (!std::isfinite(out)) return NumberParse::NotFinite;
    return NumberParse::Ok;
}

bool isReservedWord(const std::string& s)
{
    static const std::set<std::string> words { "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~" };
    return words.count(lower(s)) > 0;
}

bool isPlainChar(unsigned char c)
{
    return std::isalnum(c) || c == ' ' || c == '_' || c == '-' || c == '.' || c == '/' || c == '(' || c == ')'
        || c == '+' || c == '%';
}

bool isSafePlainText(const std::string& s)
{
    if (s.empty() || s.front() == ' ' || s.back() == ' ') return false;
    const auto first = static_cast<unsigned char>(s.front());
    if (!(std::isalpha(first) || first == '_' || first == '/')) return false;
    for (char c : s)
        if (!isPlainChar(static_cast<unsigned char>(c))) return false;
    double ignored = 0;
    return !isReservedWord(s) && parseDouble(s, ignored) == NumberParse::NotNumber;
}

std::string doubleQuoted(const std::string& s)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        const auto next = [&](std::size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0; };
        if (c == '"') out += "\\\"";
        else if (c == '\\') out += "\\\\";
        else if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else if (c < 0x20 || c == 0x7f) {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        } else if (c == 0xC2 && next(1) == 0x85) {
            out += "\\u0085"; // not "\N": yaml-cpp 0.7 reads that as the lone byte 0x85, which is not UTF-8
            i += 1;
        } else if (c == 0xE2 && next(1) == 0x80 && (next(2) == 0xA8 || next(2) == 0xA9)) {
            out += next(2) == 0xA8 ? "\\L" : "\\P";
            i += 2;
        } else if (c == 0xEF && next(1) == 0xBB && next(2) == 0xBF) {
            out += "\\uFEFF";
            i += 2;
        } else out += static_cast<char>(c);
    }
    return out + "\"";
}

std::string quoteText(const std::string& s) { return isSafePlainText(s) ? s : doubleQuoted(s); }

bool fitsLiteralBlock(const std::string& s)
{
    if (s.find('\n') == std::string::npos || s.front() == ' ' || s.front() == '\n') return false;
    std::size_t trailing = 0;
    while (trailing < s.size() && s[s.size() - 1 - trailing] == '\n') ++trailing;
    if (trailing > 1) return false;
    const std::string body = s.substr(0, s.size() - trailing);
    std::size_t start = 0;
    while (start <= body.size()) {
        std::size_t end = body.find('\n', start);
        if (end == std::string::npos) end = body.size();
        const std::string line = body.substr(start, end - start);
        if (!line.empty() && (line.front() == ' ' || line.back() == ' ')) return false;
        start = end + 1;
    }
    // Only characters that need no escape (the only escape allowed is the newline itself).
    std::string withoutNewlines = s;
    std::replace(withoutNewlines.begin(), withoutNewlines.end(), '\n', 'x');
    return doubleQuoted(withoutNewlines).size() == withoutNewlines.size() + 2 && s.find('"') == std::string::npos
        && s.find('\\') == std::string::npos;
}

bool isPlain(const YAML::Node& node) { return node.Tag() == "?"; }

void guardNode(const YAML::Node& node, int depth, std::size_t& count, const std::string& file, Loc parent)
{
    const Loc here = locOf(node, parent);
    if (depth > kMaxDepth)
        throw ErrorException(Error { ErrorCode::Parse,
            fillIn(translate("Error", "nesting too deep (more than %1 levels, or an alias that contains itself)"), { std::to_string(kMaxDepth) }),
            { file, here.line, here.column, {} } });
    if (++count > kMaxNodes)
        throw ErrorException(Error { ErrorCode::Parse,
            fillIn(translate("Error", "the document expands to more than %1 values (too many aliases?)"), { std::to_string(kMaxNodes) }),
            { file, here.line, here.column, {} } });
    if (node.IsSequence()) {
        for (const auto& child : node) guardNode(child, depth + 1, count, file, here);
    } else if (node.IsMap()) {
        for (const auto& pair : node) {
            guardNode(pair.first, depth + 1, count, file, here);
            guardNode(pair.second, depth + 1, count, file, here);
        }
    }
}

YAML::Node loadDocument(const std::string& text, const std::string& file)
{
    if (text.size() > kMaxScenarioBytes)
        throw ErrorException(Error { ErrorCode::BadValue,
            fillIn(translate("Error", "file is too large (%1 bytes; limit %2)"), { std::to_string(text.size()), std::to_string(kMaxScenarioBytes) }),
            { file } });
    YAML::Node root;
    try {
        // YAML::LoadAll loops forever on a stray top-level ',' (yaml-cpp 0.7: the parser reports an
        // empty document without consuming the token). So documents are counted with the event
        // parser, which stops after two, and only the first is loaded.
        std::istringstream in(text);
        YAML::Parser parser(in);
        DocumentCounter counter;
        parser.HandleNextDocument(counter);
        if (parser.HandleNextDocument(counter)) {
            const Loc at = counter.secondStart.is_null() ? Loc {} : locOfMark(counter.secondStart);
            throw ErrorException(Error { ErrorCode::Parse,
                translate("Error", "unexpected content after the end of the scenario (only one YAML document is allowed; a stray ',' or '---'?)"),
                { file, at.line, at.column, {} } });
        }
        root = YAML::Load(text);
    } catch (const YAML::DeepRecursion& e) {
        // yaml-cpp reports this as "bad file", which sends users looking for encoding problems.
        const Loc at = locOfMark(e.mark);
        throw ErrorException(Error { ErrorCode::Parse, translate("Error", "nesting too deep"), { file, at.line, at.column, {} } });
    } catch (const YAML::Exception& e) {
        const Loc at = locOfMark(e.mark);
        throw ErrorException(
            Error { ErrorCode::Parse, fillIn(translate("Error", "not valid YAML: %1"), { e.msg }), { file, at.line, at.column, {} } });
    }
    std::size_t count = 0;
    guardNode(root, 0, count, file, {});
    return root;
}

void rejectDuplicateKeys(const YAML::Node& node, const std::string& file)
{
    if (node.IsSequence()) {
        for (const auto& child : node) rejectDuplicateKeys(child, file);
    } else if (node.IsMap()) {
        std::set<std::string> keys;
        for (const auto& pair : node) {
            if (pair.first.IsScalar() && !keys.insert(pair.first.Scalar()).second) {
                const Loc at = locOf(pair.first, {});
                throw ErrorException(Error { ErrorCode::Parse, fillIn(translate("Error", "duplicate key '%1'"), { pair.first.Scalar() }),
                    { file, at.line, at.column, {} } });
            }
            rejectDuplicateKeys(pair.second, file);
        }
    }
}

void writeFlow(std::string& out, const YAML::Node& node)
{
    if (!node.IsDefined() || node.IsNull()) {
        out += "~";
    } else if (node.IsScalar()) {
        const std::string& s = node.Scalar();
        bool plain = isPlain(node) && !s.empty() && s.front() != ' ' && s.back() != ' ';
        if (plain) {
            const auto first = static_cast<unsigned char>(s.front());
            plain = std::isalnum(first) || first == '_' || first == '/' || first == '+'
                || (first == '.' && s.size() > 1) || (first == '-' && s.size() > 1 && s[1] != ' ');
            for (char c : s) plain = plain && isPlainChar(static_cast<unsigned char>(c));
        }
        out += plain ? s : doubleQuoted(s);
    } else if (node.IsSequence()) {
        out += "[";
        bool first = true;
        for (const auto& child : node) {
            out += first ? "" : ", ";
            first = false;
            writeFlow(out, child);
        }
        out += "]";
    } else {
        out += "{";
        bool first = true;
        for (const auto& pair : node) {
            out += first ? "" : ", ";
            first = false;
            writeFlow(out, pair.first);
            out += ": ";
            writeFlow(out, pair.second);
        }
        out += "}";
    }
}

std::string mappingLines(const YAML::Node& map, const std::set<std::string>& skip)
{
    std::string out;
    for (const auto& pair : map) {
        if (pair.first.IsScalar() && skip.count(pair.first.Scalar())) continue;
        writeFlow(out, pair.first);
        out += ": ";
        writeFlow(out, pair.second);
        out += "\n";
    }
    return out;
}

std::optional<YAML::Node> child(const YAML::Node& map, const std::string& key)
{
    if (!map.IsMap()) return std::nullopt;
    for (const auto& pair : map)
        if (pair.first.IsScalar() && pair.first.Scalar() == key) return pair.second;
    return std::nullopt;
}

std::vector<std::string> splitField(const std::string& field)
{
    std::vector<std::string> parts;
    std::string current;
    for (char c : field) {
        if (c == '.') {
            if (!current.empty()) parts.push_back(current);
            current.clear();
        } else if (c == '[') {
            if (!current.empty()) parts.push_back(current);
            current = "[";
        } else if (c == ']') {
            current += c;
            parts.push_back(current);
            current.clear();
        } else current += c;
    }
    if (!current.empty()) parts.push_back(current);
    return parts;
}

std::pair<YAML::Node, std::size_t> walk(const YAML::Node& root, const std::vector<std::string>& parts)
{
    YAML::Node node = root;
    std::size_t matched = 0;
    for (const auto& part : parts) {
        std::optional<YAML::Node> next;
        if (part.size() > 2 && part.front() == '[' && node.IsSequence()) {
            std::size_t index = 0;
            const auto [end, ec] = std::from_chars(part.data() + 1, part.data() + part.size() - 1, index);
            if (ec == std::errc {} && end == part.data() + part.size() - 1 && index < node.size()) next = node[index];
        } else if (node.IsMap()) {
            next = child(node, part);
        }
        if (!next) break;
        node = *next;
        ++matched;
    }
    return { node, matched };
}

YAML::Node mergeNodes(const YAML::Node& base, const YAML::Node& overlay, const std::string& path)
{
    if (!base.IsMap() || !overlay.IsMap()) return YAML::Clone(overlay);
    static const std::map<std::string, std::map<std::string, std::set<std::string>>> exclusive {
        { "cluster", { { "shape", { "racks" } }, { "racks", { "shape", "gpu_type" } } } },
        { "workload", { { "trace", { "generator", "generator_params" } }, { "generator", { "trace" } } } },
        // A part of a composed policy in the overlay leaves the base's scheduler (which would override
        // it); a scheduler in the overlay keeps the base's parts, unused while it is set.
        { "policy", { { "ordering", { "scheduler" } }, { "placement", { "scheduler" } }, { "sizing", { "scheduler" } },
                        { "sharing", { "scheduler" } } } },
    };
    std::set<std::string> dropped;
    if (auto it = exclusive.find(path); it != exclusive.end())
        for (const auto& [key, drops] : it->second)
            if (child(overlay, key)) dropped.insert(drops.begin(), drops.end());
    YAML::Node result(YAML::NodeType::Map);
    std::set<std::string> seen;
    for (const auto& pair : base) {
        const std::string key = pair.first.Scalar();
        seen.insert(key);
        const auto over = child(overlay, key);
        if (dropped.count(key)) {
            // Both sides of an exclusive pair in the overlay itself: keep them, so the parser reports it.
            if (over) result[key] = YAML::Clone(*over);
            continue;
        }
        if (over) result[key] = mergeNodes(pair.second, *over, join(path, key));
        else result[key] = YAML::Clone(pair.second);
    }
    for (const auto& pair : overlay) {
        if (!pair.first.IsScalar()) continue;
        if (seen.insert(pair.first.Scalar()).second) result[pair.first.Scalar()] = YAML::Clone(pair.second);
    }
    return result;
}

} // namespace gantry::scenarioyaml
