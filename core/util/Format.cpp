#include "core/util/Format.h"

#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

namespace gantry {

namespace {
/// `digits` (formatFixed's, with a '.') in the user's language's decimal sign. Never the C library's
/// locale (LC_NUMERIC): the language chosen in Gantry decides, and gantry-cli keeps the point.
std::string localised(std::string digits)
{
    const std::string& decimal = numberSigns().decimal;
    if (decimal != ".")
        if (const auto point = digits.find('.'); point != std::string::npos) digits.replace(point, 1, decimal);
    return digits;
}

/// `value` with `decimals` decimals, in the user's language.
std::string printed(double value, int decimals) { return localised(formatFixed(value, decimals)); }

/// A percentage's number ("71.3") with its sign where the language puts it ("71,3 %" in German).
std::string percentOf(const std::string& number) { return fillIn(translate("Format", "%1%"), { number }); }
} // namespace

DurationUnit durationUnitOf(double s)
{
    return !(s < 120) ? !(s < 7200) ? !(s < 172800) ? DurationUnit::Days : DurationUnit::Hours : DurationUnit::Minutes : DurationUnit::Seconds;
}

std::string formatDurationIn(double s, DurationUnit unit)
{
    if (!(s >= 0) || !std::isfinite(s)) return "–";
    switch (unit) {
    case DurationUnit::Seconds: return fillIn(translate("Format", "%1 s", "seconds"), { printed(s, s < 10 ? 1 : 0) });
    case DurationUnit::Minutes: break;
    case DurationUnit::Hours: return fillIn(translate("Format", "%1 h", "hours"), { printed(s / 3600, s > 0 && s < 180 ? 2 : 1) });
    case DurationUnit::Days: return fillIn(translate("Format", "%1 d", "days"), { printed(s / 86400, s > 0 && s < 4320 ? 2 : 1) });
    }
    return fillIn(translate("Format", "%1 min", "minutes"), { printed(s / 60, s > 0 && s < 3 ? 2 : 1) });
}

std::string formatDuration(double s) { return formatDurationIn(s, durationUnitOf(s)); }

std::string formatMoney(double d)
{
    if (!std::isfinite(d)) return "–";
    // "$-5.00" as printf wrote it: the sign follows the currency symbol. k and M are SI's, in every language.
    const std::string amount = std::abs(d) >= 1e6 ? printed(d / 1e6, 2) + "M" : std::abs(d) >= 1e4 ? printed(d / 1e3, 1) + "k" : printed(d, 2);
    return fillIn(translate("Format", "$%1", "US dollars"), { amount });
}

std::string formatDecimal(double value, int decimals)
{
    if (!std::isfinite(value)) return "–";
    return printed(value, decimals);
}

std::string formatCount(long long count)
{
    const std::string digits = std::to_string(count < 0 ? -(count + 1) + 1ULL : static_cast<unsigned long long>(count));
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += numberSigns().group;
        out += digits[i];
    }
    return count < 0 ? "-" + out : out;
}

std::string formatPercent(double f)
{
    if (!std::isfinite(f)) return "–";
    return percentOf(printed(f * 100, 1));
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
    return localised(text) + units[unit];
}

std::string formatDelta(double value, double base)
{
    if (base == 0 || !std::isfinite(base) || !std::isfinite(value))
        return value == base ? "±" + percentOf("0") : translate("Format", "n/a", "no relative change: the base is zero");
    const double d = (value - base) / std::abs(base) * 100;
    if (std::abs(d) < 0.05) return "±" + percentOf("0");
    return (d > 0 ? "+" : "−") + percentOf(printed(std::abs(d), 1));
}

std::size_t displayWidth(const std::string& text)
{
    // Columns a terminal gives each character (after wcwidth and Unicode's East Asian Width): two for
    // the wide CJK, Hangul and emoji blocks, none for combining accents, one for the rest. Locale-free,
    // so a table lines up the same in every environment.
    static constexpr std::pair<char32_t, char32_t> wide[] = { { 0x1100, 0x115F }, { 0x2E80, 0x303E }, { 0x3041, 0x33FF },
        { 0x3400, 0x4DBF }, { 0x4E00, 0x9FFF }, { 0xA000, 0xA4CF }, { 0xAC00, 0xD7A3 }, { 0xF900, 0xFAFF }, { 0xFE30, 0xFE4F },
        { 0xFF00, 0xFF60 }, { 0xFFE0, 0xFFE6 }, { 0x1F300, 0x1F64F }, { 0x1F900, 0x1F9FF }, { 0x20000, 0x3FFFD } };
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        char32_t cp = length == 1 ? lead : lead & (0x7F >> length);
        for (std::size_t k = 1; k < length && i + k < text.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        i += length;
        if (cp >= 0x0300 && cp <= 0x036F) continue; // combining accent: drawn over the character before
        bool isWide = false;
        for (const auto& [first, last] : wide) isWide = isWide || (cp >= first && cp <= last);
        width += isWide ? 2 : 1;
    }
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
