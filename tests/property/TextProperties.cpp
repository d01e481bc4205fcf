// Every writer spells text with csvField and jsonEscape (core/util/Text.h): whatever bytes a trace
// or a scenario brings, what they write must read back. Checked against Gantry's own readers.
#include "core/io/Csv.h"
#include "core/io/Json.h"
#include "core/util/Text.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <string>

using namespace gantry;

namespace {
/// Strings with the bytes that matter: quotes, separators, line ends, control and non-ASCII bytes.
rc::Gen<std::string> awkwardText()
{
    return rc::gen::container<std::string>(rc::gen::oneOf(rc::gen::element('"', ',', '\r', '\n', '\\', '\t', ' ', 'a', 'z'),
        rc::gen::arbitrary<char>()));
}
} // namespace

RC_GTEST_PROP(TextProperties, JsonEscapeAlwaysGivesValidJson, ())
{
    const std::string text = *awkwardText();
    auto parsed = parseJson("\"" + jsonEscape(text) + "\"", "property");
    RC_ASSERT(parsed.ok());
    RC_ASSERT(parsed.value().type() == JsonValue::Type::String);
    // Valid UTF-8 comes back as it was; anything else is replaced, never left to break the file.
    if (isValidUtf8(text)) RC_ASSERT(parsed.value().string() == text);
}

RC_GTEST_PROP(TextProperties, CsvFieldsReadBackAsWritten, ())
{
    const std::string first = *awkwardText();
    const std::string second = *awkwardText();
    const std::string line = csvField(first) + "," + csvField(second) + "\n";
    CsvReader reader(line);
    // A record made only of empty fields reads as an empty line, which the reader skips.
    if (first.empty() && second.empty()) return;
    RC_ASSERT(reader.next());
    RC_ASSERT(reader.size() == 2u);
    RC_ASSERT(std::string(reader[0]) == first);
    RC_ASSERT(std::string(reader[1]) == second);
    RC_ASSERT(!reader.next());
}
