#pragma once
/** @brief A minimal JSON reader (RFC 8259) for the trace importers: no JSON library is a dependency of the
 * core, and the traces only need reading. Values remember where they start so importers can report the
 * line of a bad entry. */

#include "core/util/Error.h"

#include <string>
#include <string_view>
#include <vector>

namespace gantry {

struct JsonMember;

class JsonValue {
public:
    enum class Type { Null, Boolean, Number, String, Array, Object };

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isBoolean() const { return m_type == Type::Boolean; }
    bool isNumber() const { return m_type == Type::Number; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }

    bool boolean() const { return m_boolean; }
    double number() const { return m_number; }
    const std::string& string() const { return m_string; }
    const std::vector<JsonValue>& array() const { return m_array; }
    const std::vector<JsonMember>& members() const { return m_members; }
    /// The member's value, or nullptr when this is not an object or has no such key (first one wins).
    const JsonValue* find(std::string_view key) const;

    /// 1-based position of the value's first character in the parsed text.
    int line() const { return m_line; }
    int column() const { return m_column; }

    static const char* typeName(Type type);

private:
    friend class JsonParser;
    Type m_type = Type::Null;
    bool m_boolean = false;
    double m_number = 0;
    int m_line = 0;
    int m_column = 0;
    std::string m_string;
    std::vector<JsonValue> m_array;
    std::vector<JsonMember> m_members; // vector of an incomplete type is allowed since C++17
};

struct JsonMember {
    std::string key;
    JsonValue value;
};

/// Nesting deeper than this is rejected: recursion must not overflow the stack on hostile input.
inline constexpr int kJsonMaxDepth = 256;

/// Parses one JSON document. Errors are ErrorCode::Parse with the 1-based line and column in `fileName`.
Result<JsonValue> parseJson(std::string_view text, const std::string& fileName = {});

} // namespace gantry
