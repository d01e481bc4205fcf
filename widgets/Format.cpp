#include "widgets/Format.h"

#include <QLocale>

#include <cmath>

namespace gantry::gui {

QString formatDuration(double s)
{
    if (s < 0) return QStringLiteral("–");
    if (s < 120) return QStringLiteral("%1 s").arg(s, 0, 'f', s < 10 ? 1 : 0);
    if (s < 7200) return QStringLiteral("%1 min").arg(s / 60, 0, 'f', 1);
    if (s < 172800) return QStringLiteral("%1 h").arg(s / 3600, 0, 'f', 1);
    return QStringLiteral("%1 d").arg(s / 86400, 0, 'f', 1);
}

QString formatClock(double s)
{
    const qint64 total = static_cast<qint64>(std::floor(s));
    const qint64 days = total / 86400;
    const int h = static_cast<int>((total % 86400) / 3600);
    const int m = static_cast<int>((total % 3600) / 60);
    const int sec = static_cast<int>(total % 60);
    QString hm = QStringLiteral("%1:%2").arg(h).arg(m, 2, 10, QLatin1Char('0'));
    if (sec != 0 && days == 0) hm += QStringLiteral(":%1").arg(sec, 2, 10, QLatin1Char('0'));
    return days > 0 ? QStringLiteral("%1d %2").arg(days).arg(hm) : hm;
}

QString formatMoney(double d)
{
    if (std::abs(d) >= 1e6) return QStringLiteral("$%1M").arg(d / 1e6, 0, 'f', 2);
    if (std::abs(d) >= 1e4) return QStringLiteral("$%1k").arg(d / 1e3, 0, 'f', 1);
    return QStringLiteral("$%1").arg(d, 0, 'f', 2);
}

QString formatPercent(double f) { return QStringLiteral("%1%").arg(f * 100, 0, 'f', 1); }

QString formatDelta(double value, double base)
{
    if (base == 0) return value == 0 ? QStringLiteral("±0%") : QStringLiteral("n/a");
    const double d = (value - base) / std::abs(base) * 100;
    if (std::abs(d) < 0.05) return QStringLiteral("±0%");
    return (d > 0 ? QStringLiteral("+") : QStringLiteral("−")) + QStringLiteral("%1%").arg(std::abs(d), 0, 'f', 1);
}

} // namespace gantry::gui
