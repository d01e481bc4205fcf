// Every writer spells text with csvField and jsonEscape (core/util/Text.h): whatever bytes a trace
// or a scenario brings, what they write must read back. Checked against Gantry's own readers.
#include "core/io/Csv.h"
#include "core/io/Json.h"
#include "core/util/Format.h"
#include "core/util/Text.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
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

// Numbers for people (chart ticks, candidate scores) never use exponent notation, whatever their size.
RC_GTEST_PROP(TextProperties, CompactNumbersHaveNoExponent, ())
{
    const int exponent = *rc::gen::inRange(-30, 30);
    const double mantissa = *rc::gen::inRange(-999999, 999999) / 1e5;
    const double value = mantissa * std::pow(10.0, exponent);
    const std::string text = formatCompact(value);
    RC_ASSERT(text.find_first_of("eE") == std::string::npos);
    RC_ASSERT(!text.empty());
    RC_ASSERT(displayWidth(text) <= 14u || std::abs(value) >= 1e16);
    // Four significant digits: what it prints is close to the value where it is printed in full.
    if (std::abs(value) >= 1e-4 && std::abs(value) < 1e4) RC_ASSERT(std::abs(*parseNumber(text) - value) <= std::abs(value) * 1e-3);
}

// A name is accepted exactly when it is UTF-8 without control characters, and printable() makes any
// bytes safe to print: nothing that drives a terminal, always valid UTF-8, names unchanged.
RC_GTEST_PROP(TextProperties, PrintableTextHasNoControlCharactersAndKeepsNames, ())
{
    const std::string text = *awkwardText();
    const std::string shown = printable(text);
    RC_ASSERT(!nameProblem(shown));
    if (!nameProblem(text)) RC_ASSERT(shown == text);
    else RC_ASSERT(shown != text);
    bool control = false;
    for (unsigned char c : text) control = control || c < 0x20 || c == 0x7f;
    if (control || !isValidUtf8(text)) RC_ASSERT(nameProblem(text).has_value());
}
