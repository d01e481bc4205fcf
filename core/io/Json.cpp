#include "core/io/Json.h"

#include "core/util/Translate.h"

#include <charconv>
#include <cmath>

namespace gantry {

const JsonValue* JsonValue::find(std::string_view key) const
{
    for (const auto& member : m_members)
        if (member.key == key) return &member.value;
    return nullptr;
}

const char* JsonValue::typeName(Type type)
{
    switch (type) {
    case Type::Null: return "null";
    case Type::Boolean: return "a boolean";
    case Type::Number: return "a number";
    case Type::String: return "a string";
    case Type::Array: return "a list";
    case Type::Object: return "an object";
    }
    return "a value";
}

/// Recursive descent over the text; every failure throws ErrorException, caught in parseJson.
class JsonParser {
public:
    JsonParser(std::string_view text, const std::string& fileName) : m_text(text), m_file(fileName) { }

    JsonValue parseDocument()
    {
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF") advance(3);
        skipSpace();
        if (atEnd()) fail(translate("Error", "the file is empty (expected a JSON value)"));
        JsonValue root;
        parseValue(root, 0);
        skipSpace();
        if (!atEnd()) fail(translate("Error", "unexpected text after the end of the JSON value"));
        return root;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return m_text[m_pos]; }

    void advance(std::size_t count = 1)
    {
        for (std::size_t i = 0; i < count && m_pos < m_text.size(); ++i) {
            if (m_text[m_pos] == '\n') {
                ++m_line;
                m_lineStart = m_pos + 1;
            }
            ++m_pos;
        }
    }

    int column() const { return static_cast<int>(m_pos - m_lineStart) + 1; }

    [[noreturn]] void fail(const std::string& message) const
    {
        throw ErrorException(Error { ErrorCode::Parse,
            fillIn(translate("Error", "invalid JSON: %1"), { message }), { m_file, m_line, column(), {} } });
    }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = peek();
            if (c == '\n') {
                ++m_line;
                m_lineStart = m_pos + 1;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                break;
            }
            ++m_pos;
        }
    }

    void expectWord(std::string_view word)
    {
        // The parser's own word is named, never what the file holds (it may not be JSON at all).
        if (m_text.substr(m_pos, word.size()) != word) fail(fillIn(translate("Error", "expected '%1'"), { std::string(word) }));
        m_pos += word.size();
    }

    static std::string printable(char c)
    {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f) return std::string(1, c);
        static const char* hex = "0123456789abcdef";
        return std::string("\\x") + hex[u >> 4] + hex[u & 15];
    }

    void parseValue(JsonValue& out, int depth)
    {
        if (depth > kJsonMaxDepth) fail(fillIn(translate("Error", "nested deeper than %1 levels"), { std::to_string(kJsonMaxDepth) }));
        skipSpace();
        if (atEnd()) fail(translate("Error", "unexpected end of file (the JSON is truncated)"));
        out.m_line = m_line;
        out.m_column = column();
        const char c = peek();
        switch (c) {
        case '{': parseObject(out, depth); return;
        case '[': parseArray(out, depth); return;
        case '"':
            out.m_type = JsonValue::Type::String;
            parseString(out.m_string);
            return;
        case 't':
            expectWord("true");
            out.m_type = JsonValue::Type::Boolean;
            out.m_boolean = true;
            return;
        case 'f':
            expectWord("false");
            out.m_type = JsonValue::Type::Boolean;
            return;
        case 'n':
            expectWord("null");
            out.m_type = JsonValue::Type::Null;
            return;
        default:
            if (c == '-' || (c >= '0' && c <= '9')) {
                out.m_type = JsonValue::Type::Number;
                out.m_number = parseNumber();
                return;
            }
            fail(translate("Error", "expected a JSON value here ({, [, \", a number, true, false or null)"));
        }
    }

    void parseObject(JsonValue& out, int depth)
    {
        out.m_type = JsonValue::Type::Object;
        advance(); // '{'
        skipSpace();
        if (!atEnd() && peek() == '}') {
            advance();
            return;
        }
        for (;;) {
            skipSpace();
            if (atEnd()) fail(translate("Error", "unexpected end of file inside an object (the JSON is truncated)"));
            if (peek() != '"') fail(translate("Error", "expected a quoted key"));
            JsonMember member;
            parseString(member.key);
            skipSpace();
            if (atEnd()) fail(translate("Error", "unexpected end of file inside an object (the JSON is truncated)"));
            if (peek() != ':') fail(translate("Error", "expected ':' after a key"));
            advance();
            parseValue(member.value, depth + 1);
            out.m_members.push_back(std::move(member));
            skipSpace();
            if (atEnd()) fail(translate("Error", "unexpected end of file inside an object (the JSON is truncated)"));
            if (peek() == ',') {
                advance();
                continue;
            }
            if (peek() == '}') {
                advance();
                return;
            }
            fail(translate("Error", "expected ',' or '}' in an object"));
        }
    }

    void parseArray(JsonValue& out, int depth)
    {
        out.m_type = JsonValue::Type::Array;
        advance(); // '['
        skipSpace();
        if (!atEnd() && peek() == ']') {
            advance();
            return;
        }
        for (;;) {
            out.m_array.emplace_back();
            parseValue(out.m_array.back(), depth + 1);
            skipSpace();
            if (atEnd()) fail(translate("Error", "unexpected end of file inside a list (the JSON is truncated)"));
            if (peek() == ',') {
                advance();
                continue;
            }
            if (peek() == ']') {
                advance();
                return;
            }
            fail(translate("Error", "expected ',' or ']' in a list"));
        }
    }

    unsigned hex4()
    {
        if (m_pos + 4 > m_text.size()) fail(translate("Error", "unexpected end of file in a \\u escape"));
        unsigned value = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = m_text[m_pos++];
            value <<= 4;
            if (c >= '0' && c <= '9') value |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f') value |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F') value |= static_cast<unsigned>(c - 'A' + 10);
            else fail(translate("Error", "bad hex digit in a \\u escape"));
        }
        return value;
    }

    static void appendUtf8(std::string& out, unsigned code)
    {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    void parseString(std::string& out)
    {
        advance(); // opening quote
        for (;;) {
            if (atEnd()) fail(translate("Error", "unexpected end of file inside a string (the JSON is truncated)"));
            const char c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return;
            }
            if (static_cast<unsigned char>(c) < 0x20) fail(translate("Error", "control character inside a string"));
            if (c != '\\') {
                out += c;
                ++m_pos;
                continue;
            }
            ++m_pos;
            if (atEnd()) fail(translate("Error", "unexpected end of file in an escape"));
            const char e = m_text[m_pos++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                unsigned code = hex4();
                if (code >= 0xD800 && code < 0xDC00) {
                    // A high surrogate must be followed by \uDC00..\uDFFF to form one code point.
                    if (m_text.substr(m_pos, 2) != "\\u") fail(translate("Error", "unpaired surrogate in a \\u escape"));
                    m_pos += 2;
                    const unsigned low = hex4();
                    if (low < 0xDC00 || low > 0xDFFF) fail(translate("Error", "unpaired surrogate in a \\u escape"));
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                } else if (code >= 0xDC00 && code < 0xE000) {
                    fail(translate("Error", "unpaired surrogate in a \\u escape"));
                }
                appendUtf8(out, code);
                break;
            }
            default: --m_pos; fail(fillIn(translate("Error", "unknown escape '\\%1'"), { printable(e) }));
            }
        }
    }

    double parseNumber()
    {
        const std::size_t start = m_pos;
        auto isDigit = [&](std::size_t p) { return p < m_text.size() && m_text[p] >= '0' && m_text[p] <= '9'; };
        if (m_text[m_pos] == '-') ++m_pos;
        if (!isDigit(m_pos)) fail(translate("Error", "expected a digit"));
        if (m_text[m_pos] == '0') {
            ++m_pos;
        } else {
            while (isDigit(m_pos)) ++m_pos;
        }
        if (m_pos < m_text.size() && m_text[m_pos] == '.') {
            ++m_pos;
            if (!isDigit(m_pos)) fail(translate("Error", "expected a digit after '.'"));
            while (isDigit(m_pos)) ++m_pos;
        }
        if (m_pos < m_text.size() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            ++m_pos;
            if (m_pos < m_text.size() && (m_text[m_pos] == '+' || m_text[m_pos] == '-')) ++m_pos;
            if (!isDigit(m_pos)) fail(translate("Error", "expected a digit in the exponent"));
            while (isDigit(m_pos)) ++m_pos;
        }
        double value = 0;
        const auto result = std::from_chars(m_text.data() + start, m_text.data() + m_pos, value);
        if (result.ec == std::errc::result_out_of_range || !std::isfinite(value)) fail(translate("Error", "number out of range"));
        if (result.ec != std::errc()) fail(translate("Error", "malformed number"));
        return value;
    }

    std::string_view m_text;
    const std::string& m_file;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::size_t m_lineStart = 0;
};

Result<JsonValue> parseJson(std::string_view text, const std::string& fileName)
{
    try {
        JsonParser parser(text, fileName);
        return parser.parseDocument();
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const std::bad_alloc&) {
        return Error { ErrorCode::Io, translate("Error", "out of memory while reading JSON"), { fileName } };
    }
}

} // namespace gantry
