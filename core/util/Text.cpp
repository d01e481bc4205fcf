#include "core/util/Text.h"

#include "core/util/Translate.h"

#include <charconv>
#include <cmath>

namespace gantry {

void appendNumber(std::string& out, double value)
{
    if (!std::isfinite(value)) {
        out += value != value ? "nan" : (value > 0 ? "inf" : "-inf");
        return;
    }
    if (value == 0) {
        out += '0'; // also folds -0
        return;
    }
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    if (ec == std::errc()) out.append(buffer, end);
}

void appendInteger(std::string& out, long long value)
{
    char buffer[24];
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, value).ptr);
}

std::string numberedName(std::string_view prefix, long long value)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
    std::string name;
    name.reserve(prefix.size() + std::size_t(end - digits));
    name.append(prefix).append(digits, end);
    return name;
}

std::string formatNumber(double value)
{
    std::string out;
    appendNumber(out, value);
    return out;
}

std::optional<double> parseNumber(std::string_view text)
{
    if (!text.empty() && text.front() == '+') {
        text.remove_prefix(1); // from_chars reads no '+', people and YAML write one
        if (!text.empty() && (text.front() == '+' || text.front() == '-')) return std::nullopt;
    }
    if (text.empty()) return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::general);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::optional<long long> parseInteger(std::string_view text)
{
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    if (text.empty() || text.front() == '+') return std::nullopt;
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

namespace {
std::string printed(double value, std::chars_format format, int precision)
{
    if (!std::isfinite(value)) return value != value ? "nan" : (value > 0 ? "inf" : "-inf");
    char buffer[400]; // DBL_MAX in fixed notation has 309 digits before the point
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value, format, precision);
    return ec == std::errc() ? std::string(buffer, end) : std::string("nan");
}
} // namespace

std::string formatFixed(double value, int decimals) { return printed(value, std::chars_format::fixed, decimals); }

std::string formatSignificant(double value, int digits) { return printed(value, std::chars_format::general, digits); }

std::string csvField(std::string_view text)
{
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

void appendCsvText(std::string& out, std::string_view text)
{
    out += csvField(text);
    out += ',';
}

void appendCsvNumber(std::string& out, double value)
{
    appendNumber(out, value);
    out += ',';
}

void appendCsvInteger(std::string& out, long long value)
{
    appendInteger(out, value);
    out += ',';
}

namespace {
/// Length of the valid UTF-8 sequence starting at text[i], or 0 if none starts there.
std::size_t utf8SequenceLength(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = byte(i);
    if (c < 0x80) return 1;
    std::size_t n = 0;
    unsigned min = 0;
    unsigned cp = 0;
    if ((c & 0xE0) == 0xC0) n = 2, min = 0x80, cp = c & 0x1F;
    else if ((c & 0xF0) == 0xE0) n = 3, min = 0x800, cp = c & 0x0F;
    else if ((c & 0xF8) == 0xF0) n = 4, min = 0x10000, cp = c & 0x07;
    else return 0;
    if (i + n > text.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}
} // namespace

bool isValidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8SequenceLength(text, i);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

namespace {
/// The code point of the valid n-byte UTF-8 sequence at text[i].
unsigned codePoint(std::string_view text, std::size_t i, std::size_t n)
{
    static constexpr unsigned char lead[] = { 0, 0x7F, 0x1F, 0x0F, 0x07 };
    unsigned cp = static_cast<unsigned char>(text[i]) & lead[n];
    for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    return cp;
}

/// Characters that change what a reader sees beyond themselves: C0, DEL and C1 controls (an ESC drives a
/// terminal); the line and paragraph separators U+2028 and U+2029, which YAML 1.1 readers (kubectl's,
/// PyYAML) take as line breaks, so one in a comment would start a line of YAML; and the bidirectional
/// formatting characters, which reorder the text around them on screen ("Trojan Source", CVE-2021-42574);
/// and the noncharacters U+FFFE and U+FFFF, which YAML readers refuse.
bool isControl(unsigned cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || cp == 0x061C || cp == 0x200E || cp == 0x200F
        || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFFFE || cp == 0xFFFF;
}

std::string hexCode(unsigned value, int digits)
{
    static const char* hex = "0123456789ABCDEF";
    std::string out(static_cast<std::size_t>(digits), '0');
    for (int k = digits - 1; k >= 0; --k, value >>= 4) out[static_cast<std::size_t>(k)] = hex[value & 15];
    return out;
}
} // namespace

namespace {
/// The first character of `text` that is not UTF-8 or is a control character (line feeds and tabs
/// allowed in prose), as a sentence about `who`.
std::optional<std::string> controlProblem(std::string_view text, const std::string& who, bool prose)
{
    std::size_t character = 1;
    for (std::size_t i = 0; i < text.size(); ++character) {
        const std::size_t n = utf8SequenceLength(text, i);
        if (n == 0)
            return fillIn(translate("Error", "%1 is not valid UTF-8 text (byte 0x%2 at character %3)"),
                { who, hexCode(static_cast<unsigned char>(text[i]), 2), std::to_string(character) });
        if (const unsigned cp = codePoint(text, i, n); isControl(cp) && !(prose && (cp == '\n' || cp == '\t'))) {
            return prose ? fillIn(translate("Error", "%1 holds a control character (U+%2) at character %3; texts are plain text"),
                               { who, hexCode(cp, 4), std::to_string(character) })
                         : fillIn(translate("Error", "%1 holds a control character (U+%2) at character %3; names are plain text"),
                               { who, hexCode(cp, 4), std::to_string(character) });
        }
        i += n;
    }
    return std::nullopt;
}
} // namespace

std::optional<std::string> nameProblem(std::string_view text, const std::string& subject)
{
    return controlProblem(text, subject.empty() ? translate("Error", "the name") : subject, false);
}

std::optional<std::string> textProblem(std::string_view text)
{
    return controlProblem(text, translate("Error", "the text"), true);
}

namespace {
std::string escaped(std::string_view text, bool keepLines)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8SequenceLength(text, i);
        if (n == 0) {
            out += "\\x" + hexCode(static_cast<unsigned char>(text[i]), 2);
            ++i;
            continue;
        }
        const unsigned cp = codePoint(text, i, n);
        if (!isControl(cp) || (keepLines && (cp == '\n' || cp == '\t'))) out.append(text.substr(i, n));
        else if (cp == '\n') out += "\\n";
        else if (cp == '\t') out += "\\t";
        else if (cp < 0x80) out += "\\x" + hexCode(cp, 2);
        else out += "\\u" + hexCode(cp, 4);
        i += n;
    }
    return out;
}
} // namespace

std::string printable(std::string_view text) { return escaped(text, false); }

std::string printableText(std::string_view text) { return escaped(text, true); }

void appendJsonEscaped(std::string& out, std::string_view text)
{
    // Runs of plain ASCII, most of a decision log's 400 MB at a million jobs, go in whole.
    auto plain = [](unsigned char c) { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\'; };
    for (std::size_t i = 0; i < text.size(); ++i) {
        std::size_t end = i;
        while (end < text.size() && plain(static_cast<unsigned char>(text[end]))) ++end;
        out.append(text.data() + i, end - i);
        if (end == text.size()) return;
        i = end;
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            const std::size_t n = utf8SequenceLength(text, i);
            if (n == 0) {
                out += "\\ufffd"; // not UTF-8: the replacement character, so the line stays valid JSON
                continue;
            }
            out.append(text.substr(i, n));
            i += n - 1;
            continue;
        }
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                static const char* hex = "0123456789abcdef";
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 15];
            } else {
                out += static_cast<char>(c);
            }
        }
    }
}

std::string jsonEscape(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 2);
    appendJsonEscaped(out, text);
    return out;
}

std::vector<std::string> paragraphsOf(std::string_view text)
{
    std::vector<std::string> out;
    std::string current;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(start, end - start);
        if (const std::size_t first = line.find_first_not_of(" \t"); first == std::string_view::npos) {
            if (!current.empty()) out.push_back(std::move(current));
            current.clear();
        } else {
            current += (current.empty() ? "" : " ") + std::string(line.substr(first));
        }
        start = end + 1;
    }
    if (!current.empty()) out.push_back(std::move(current));
    return out;
}

} // namespace gantry
