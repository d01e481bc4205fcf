#pragma once
/** @brief Numbers as a person reads them: durations in s/min/h/d, money, percentages and relative
 * changes. The CLI, the headless GUI, the widgets and the reports all print through these, in the
 * language Translate.h holds (English with a decimal point unless the GUI applied another: "12,5 min",
 * "131,20 $" in German). The exact values belong in the output files: see formatNumber in Text.h. */

#include <string>

namespace gantry {

/// "42 s", "7.5 s", "12.5 min", "3.2 h", "4.1 d"; "–" for negative or non-finite values.
std::string formatDuration(double seconds);
enum class DurationUnit { Seconds, Minutes, Hours, Days };
/// The unit formatDuration prints `seconds` in: a column's largest value chooses the column's unit.
DurationUnit durationUnitOf(double seconds);
/// `seconds` in `unit`, one decimal ("0.4 h"), two where that would print a value above zero as 0.0.
std::string formatDurationIn(double seconds, DurationUnit unit);
/// "$12.34", "$12.3k", "$1.23M".
std::string formatMoney(double dollars);
/// "71.3%" of a fraction (0.713).
std::string formatPercent(double fraction);
/// A plain quantity (a score, a count, a chart tick) in at most four significant digits, never in
/// exponent notation: "0.125", "3600", "62.21k", "1.5M", "2.1G", "0.0000123"; "0" below 1e-8.
std::string formatCompact(double value);
/// A quantity with exactly `decimals` decimals ("1.23"; "1,23" in German): factors, ratios, scores.
std::string formatDecimal(double value, int decimals);
/// A count with thousands separators: "1,234,567".
std::string formatCount(long long count);
/// Relative change of `value` against `base`: "+12.3%", "−4.0%", "±0%", or "n/a" when base is 0.
std::string formatDelta(double value, double base);

/// How many columns `text` takes on a terminal: wide (CJK, Hangul, emoji) characters take two,
/// combining accents none; user-given names may hold any of them.
std::size_t displayWidth(const std::string& text);
/// `text` padded with spaces to `width` columns, on the left (right-aligned) or on the right.
std::string padLeft(const std::string& text, std::size_t width);
std::string padRight(const std::string& text, std::size_t width);

} // namespace gantry
