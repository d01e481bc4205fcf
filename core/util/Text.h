#pragma once
/** @brief Exact text for files other programs read: numbers that read back as the same double, CSV
 * fields and JSON strings. Every writer in Gantry (outputs, common CSV, scenario YAML) uses these,
 * so a value is spelled one way everywhere. Text for people is in Format.h.
 *
 * Numbers are read and written here with std::from_chars and std::to_chars, never with the C
 * library's strtod, atof, stod or printf, which follow the process's locale: the GUI sets that from
 * the user's environment, and under de_DE "0.05" would read as 0 and 12.5 print as "12,5".
 * tools/check-locale-free.sh fails the build's tests when one of those calls comes back. */

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace gantry {

/// Shortest decimal text that reads back as the same double ("0.1", "3600", "1e-07"); "0" for -0,
/// "nan", "inf" and "-inf" for the values that are not finite.
std::string formatNumber(double value);

/// formatNumber appended to `out` in place (writers of large files build no temporary strings).
void appendNumber(std::string& out, double value);
/// An integer's decimal text appended to `out` in place.
void appendInteger(std::string& out, long long value);
/// `prefix` followed by `value`'s decimal text, in a string sized exactly: what generators name their
/// jobs with ("poisson-philly-41"). Built by `+`, a million such ids held 48 bytes of heap each, not 32.
std::string numberedName(std::string_view prefix, long long value);

/// The number a whole text spells ("0.05", "+3", "1e-7", "nan", "inf"), the same in every locale;
/// nothing when the text is empty, has anything around the number, or is out of a double's range.
std::optional<double> parseNumber(std::string_view text);

/// The whole number a whole text spells ("42", "-7"); nothing when it is not one or does not fit.
std::optional<long long> parseInteger(std::string_view text);

/// `value` with exactly `decimals` digits after the point ("12.5" for 12.46 with 1), the same in
/// every locale; "nan", "inf" or "-inf" for values that are not finite.
std::string formatFixed(double value, int decimals);

/// `value` with at most `digits` significant digits, like printf's %g ("0.125", "1e+07"), the same in
/// every locale.
std::string formatSignificant(double value, int digits);

/// A CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, with quotes doubled.
std::string csvField(std::string_view text);

/// A CSV row built in place, field by field (writers of large files build no temporary strings):
/// each appends its field and a comma; the caller writes the last field and the newline.
void appendCsvText(std::string& out, std::string_view text);
void appendCsvNumber(std::string& out, double value);
void appendCsvInteger(std::string& out, long long value);

/// One field of such a row, written as its type says: a whole number, a double (formatNumber), text
/// (csvField), or an optional one of these, whose nothing is an empty field.
template <class Field> void appendCsvField(std::string& out, const Field& field)
{
    if constexpr (std::is_integral_v<Field>) appendCsvInteger(out, field);
    else if constexpr (std::is_floating_point_v<Field>) appendCsvNumber(out, field);
    else if constexpr (requires { field.has_value(); }) {
        if (field) appendCsvField(out, *field);
        else out += ',';
    } else appendCsvText(out, field);
}
/// Several fields of a row in order, each with its comma (appendCsvField).
template <class... Fields> void appendCsvFields(std::string& out, const Fields&... fields) { (appendCsvField(out, fields), ...); }

/// The inside of a JSON string: quotes, backslashes and control characters escaped, and any byte
/// that is not part of valid UTF-8 replaced by U+FFFD, so the output is always valid JSON.
std::string jsonEscape(std::string_view text);

/// jsonEscape appended to `out` in place.
void appendJsonEscaped(std::string& out, std::string_view text);

/// Whether `text` is valid UTF-8 (no stray continuation bytes, overlong forms or surrogates).
bool isValidUtf8(std::string_view text);

/// Text as typed in YAML (lines wrapped by hand, blank lines between paragraphs): its paragraphs, each on
/// one line (a scenario's description: its first paragraph is the question it asks).
std::vector<std::string> paragraphsOf(std::string_view text);

/// Why `text` cannot be a name (of a scenario, variant, GPU type, rack, machine, model, job, user or
/// team), or nothing when it can. Names are printed in terminals, tables, reports and the GUI, so
/// they must be valid UTF-8 without control characters (C0, DEL and C1; the line separators U+2028
/// and U+2029; bidirectional formatting): an ESC clears a terminal, a NUL cuts a table, U+2028 is a
/// line break to a YAML 1.1 reader. The problem is a sentence about `subject` (the name itself, quoted, or "the
/// name" when empty), in the user's language: "the name holds a control character (U+001B) at
/// character 3; names are plain text".
std::optional<std::string> nameProblem(std::string_view text, const std::string& subject = {});

/// The same for prose (a description, a lesson's text, a prompt): line feeds and tabs allowed, every
/// other control character refused ("the text holds a control character (U+001B) at character 12").
std::optional<std::string> textProblem(std::string_view text);

/// `text` safe to print to a terminal or to write into a comment of a file another program reads:
/// the control characters of nameProblem spelled "\n", "\t", "\x1B" or "\u2028", and bytes that are
/// not UTF-8 "\xFF"; other text unchanged. Every error message is printed
/// through it, so a name a user typed on the command line cannot drive the terminal either.
std::string printable(std::string_view text);

/// The same for text of many lines (a lesson's story, a table): line feeds and tabs kept, every other
/// control character escaped as printable does. What gantry-cli writes to its standard streams passes
/// through it (core/util/TerminalOutput.h).
std::string printableText(std::string_view text);

} // namespace gantry
