#include "widgets/Format.h"

#include "core/util/Format.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gantry::gui {

QString formatDuration(double s) { return QString::fromStdString(gantry::formatDuration(s)); }
QString formatCompact(double value) { return QString::fromStdString(gantry::formatCompact(value)); }

QString formatClock(double s)
{
    if (s < 0) return QStringLiteral("−") + formatClock(-s);
    const qint64 total = static_cast<qint64>(std::floor(s));
    const qint64 days = total / 86400;
    const int h = static_cast<int>((total % 86400) / 3600);
    const int m = static_cast<int>((total % 3600) / 60);
    const int sec = static_cast<int>(total % 60);
    QString hm = QStringLiteral("%1:%2").arg(h).arg(m, 2, 10, QLatin1Char('0'));
    if (sec != 0 && days == 0) hm += QStringLiteral(":%1").arg(sec, 2, 10, QLatin1Char('0'));
    return days > 0 ? QStringLiteral("%1d %2").arg(days).arg(hm) : hm;
}

QString formatCount(long long count) { return QString::fromStdString(gantry::formatCount(count)); }

QString formatMoney(double d) { return QString::fromStdString(gantry::formatMoney(d)); }

QString formatPercent(double f) { return QString::fromStdString(gantry::formatPercent(f)); }

QString recordedText(const char* context, const std::string& text) { return QCoreApplication::translate(context, text.c_str()); }

QString formatDecimal(double value, int decimals) { return QString::fromStdString(gantry::formatDecimal(value, decimals)); }


QString formatDelta(double value, double base) { return QString::fromStdString(gantry::formatDelta(value, base)); }

QString formatDateTime(const QDateTime& when)
{
    return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat) : QStringLiteral("–");
}

} // namespace gantry::gui
