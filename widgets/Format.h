#pragma once
/** @brief Display formatting for the views: QString faces of core/util/Format.h, plus clock times for axes. */

#include <QDateTime>
#include <QString>

namespace gantry::gui {

/// "42 s", "12.5 min", "3.2 h", "4.1 d".
QString formatDuration(double seconds);
/// A clock-like time for axes: "0:00", "12:30", "3d 04:00".
QString formatClock(double seconds);
QString formatMoney(double dollars);
QString formatPercent(double fraction);
/// A plain quantity in at most four digits, never in exponent notation: "0.125", "62.21k", "1.5M".
QString formatCompact(double value);
/// A count with thousands separators: "1,234,567".
QString formatCount(long long count);
/// "+12.3%" / "−4.0%" relative change of `value` against `base`.
QString formatDelta(double value, double base);
/// A moment in the user's locale and time zone, short: "24/11/2026 14:05" (when an autosave was made).
QString formatDateTime(const QDateTime& when);

} // namespace gantry::gui
