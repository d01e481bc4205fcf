#include "core/util/Format.h"

#include <cmath>
#include <cstdio>

namespace gantry {

namespace {
std::string printed(const char* format, double value, const char* unit)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, format, value, unit);
    return buffer;
}
} // namespace

std::string formatDuration(double s)
{
    if (!(s >= 0) || !std::isfinite(s)) return "–";
    if (s < 120) return printed(s < 10 ? "%.1f %s" : "%.0f %s", s, "s");
    if (s < 7200) return printed("%.1f %s", s / 60, "min");
    if (s < 172800) return printed("%.1f %s", s / 3600, "h");
    return printed("%.1f %s", s / 86400, "d");
}

std::string formatMoney(double d)
{
    if (!std::isfinite(d)) return "–";
    if (std::abs(d) >= 1e6) return printed("$%.2f%s", d / 1e6, "M");
    if (std::abs(d) >= 1e4) return printed("$%.1f%s", d / 1e3, "k");
    return printed("$%.2f%s", d, "");
}

std::string formatCount(long long count)
{
    const std::string digits = std::to_string(count < 0 ? -(count + 1) + 1ULL : static_cast<unsigned long long>(count));
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return count < 0 ? "-" + out : out;
}

std::string formatPercent(double f)
{
    if (!std::isfinite(f)) return "–";
    return printed("%.1f%s", f * 100, "%");
}

std::string formatDelta(double value, double base)
{
    if (base == 0 || !std::isfinite(base) || !std::isfinite(value)) return value == base ? "±0%" : "n/a";
    const double d = (value - base) / std::abs(base) * 100;
    if (std::abs(d) < 0.05) return "±0%";
    return (d > 0 ? "+" : "−") + printed("%.1f%s", std::abs(d), "%");
}

std::size_t displayWidth(const std::string& text)
{
    std::size_t width = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80) ++width; // count lead bytes, not continuation bytes
    return width;
}

std::string padLeft(const std::string& text, std::size_t width)
{
    const std::size_t w = displayWidth(text);
    return w >= width ? text : std::string(width - w, ' ') + text;
}

std::string padRight(const std::string& text, std::size_t width)
{
    const std::size_t w = displayWidth(text);
    return w >= width ? text : text + std::string(width - w, ' ');
}

} // namespace gantry
