#pragma once
/** @brief Exact text for files other programs read: numbers that read back as the same double, CSV
 * fields and JSON strings. Every writer in Gantry (outputs, common CSV, scenario YAML) uses these,
 * so a value is spelled one way everywhere. Text for people is in Format.h. */

#include <string>
#include <string_view>

namespace gantry {

/// Shortest decimal text that reads back as the same double ("0.1", "3600", "1e-07"); "0" for -0,
/// "nan", "inf" and "-inf" for the values that are not finite.
std::string formatNumber(double value);

/// formatNumber appended to `out` in place (writers of large files build no temporary strings).
void appendNumber(std::string& out, double value);
/// An integer's decimal text appended to `out` in place.
void appendInteger(std::string& out, long long value);

/// A CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, with quotes doubled.
std::string csvField(std::string_view text);

/// The inside of a JSON string: quotes, backslashes and control characters escaped, and any byte
/// that is not part of valid UTF-8 replaced by U+FFFD, so the output is always valid JSON.
std::string jsonEscape(std::string_view text);

/// jsonEscape appended to `out` in place.
void appendJsonEscaped(std::string& out, std::string_view text);

/// Whether `text` is valid UTF-8 (no stray continuation bytes, overlong forms or surrogates).
bool isValidUtf8(std::string_view text);

} // namespace gantry
