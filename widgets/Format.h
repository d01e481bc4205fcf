#pragma once
/** @brief Display formatting for the views: QString faces of core/util/Format.h, plus clock times for axes. */

#include <QDateTime>
#include <QString>

#include <string>
#include <string_view>

namespace gantry::gui {

/// "42 s", "12.5 min", "3.2 h", "4.1 d".
QString formatDuration(double seconds);
/// A clock-like time for axes: "0:00", "12:30", "3d 04:00".
QString formatClock(double seconds);
QString formatMoney(double dollars);
QString formatPercent(double fraction);
/// A plain quantity in at most four digits, never in exponent notation: "0.125", "62.21k", "1.5M".
QString formatCompact(double value);
/// A quantity with exactly `decimals` decimals: "1.23", "1,23" in German.
QString formatDecimal(double value, int decimals);
/// A count with the language's thousands separators: "1,234,567", "1.234.567" in German.
QString formatCount(long long count);
/// "+12.3%" / "−4.0%" relative change of `value` against `base`.
QString formatDelta(double value, double base);
/// A text the core records in English and marks with GANTRY_TR_NOOP(context, ...) (a decision's kind,
/// a score's name), in the user's language; a text without a translation (a name) as it is.
QString recordedText(const char* context, const std::string& text);
/// Text the core holds as a view (a job's id).
inline QString toQString(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }
/// A moment in the user's locale and time zone, short: "24/11/2026 14:05" (when an autosave was made).
QString formatDateTime(const QDateTime& when);

} // namespace gantry::gui
