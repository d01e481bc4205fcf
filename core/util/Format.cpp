#include "core/util/Format.h"

#include "core/util/Text.h"

#include <algorithm>
#include <cmath>

namespace gantry {

namespace {
/// `value` with `decimals` decimals and its unit. Locale-free on purpose: the same text in the CLI,
/// the GUI and every report, whatever LC_NUMERIC says (translations choose words, not digits).
std::string printed(double value, int decimals, const char* unit, const char* prefix = "")
{
    return prefix + formatFixed(value, decimals) + unit;
}
} // namespace

std::string formatDuration(double s)
{
    if (!(s >= 0) || !std::isfinite(s)) return "–";
    if (s < 120) return printed(s, s < 10 ? 1 : 0, " s");
    if (s < 7200) return printed(s / 60, 1, " min");
    if (s < 172800) return printed(s / 3600, 1, " h");
    return printed(s / 86400, 1, " d");
}

std::string formatMoney(double d)
{
    if (!std::isfinite(d)) return "–";
    // "$-5.00" as printf wrote it: the sign follows the currency symbol.
    if (std::abs(d) >= 1e6) return printed(d / 1e6, 2, "M", "$");
    if (std::abs(d) >= 1e4) return printed(d / 1e3, 1, "k", "$");
    return printed(d, 2, "", "$");
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
    return printed(f * 100, 1, "%");
}

std::string formatCompact(double value)
{
    if (!std::isfinite(value)) return "–";
    const double a = std::abs(value);
    if (a < 1e-8) return "0"; // nothing a person reads off a chart
    // Thousands, millions, billions, trillions as k, M, G, T from 10,000 on; then four significant digits in
    // fixed notation (printf's %g would switch to an exponent at the edges, e.g. 9999.96 as 1e+04).
    static const char* const units[] = { "", "k", "M", "G", "T" };
    const int unit = a < 1e4 ? 0 : std::min(4, int(std::floor(std::log10(a) / 3)));
    const double scaled = value / std::pow(1000.0, unit);
    const int decimals = std::max(0, 3 - int(std::floor(std::log10(std::abs(scaled)))));
    std::string text = formatFixed(scaled, decimals);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') text.pop_back();
        if (text.back() == '.') text.pop_back();
    }
    return text + units[unit];
}

std::string formatDelta(double value, double base)
{
    if (base == 0 || !std::isfinite(base) || !std::isfinite(value)) return value == base ? "±0%" : "n/a";
    const double d = (value - base) / std::abs(base) * 100;
    if (std::abs(d) < 0.05) return "±0%";
    return (d > 0 ? "+" : "−") + printed(std::abs(d), 1, "%");
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
