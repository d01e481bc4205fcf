#include "core/report/Svg.h"

#include "core/util/Format.h"
#include "core/util/Text.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gantry {

namespace {

// A colour-blind-safe palette (Okabe and Ito) without its vermillion: red means failure in Gantry.
const char* const kColours[] = { "#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#8C6D31", "#F0E442", "#000000" };

/// Round steps (1, 2, 5 x 10^k) that cut [lo, hi] into about `count` intervals.
double niceStep(double lo, double hi, int count)
{
    const double raw = (hi - lo) / std::max(1, count);
    if (!(raw > 0)) return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : { 1.0, 2.0, 5.0, 10.0 })
        if (raw <= m * magnitude) return m * magnitude;
    return 10 * magnitude;
}

/// A UTF-8 character boundary at or before `at`.
std::size_t boundaryBefore(const std::string& text, std::size_t at)
{
    while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
    return at;
}

/// A UTF-8 character boundary at or after `at`.
std::size_t boundaryAfter(const std::string& text, std::size_t at)
{
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) ++at;
    return at;
}

std::string number(double value)
{
    // Ticks: at most 4 significant digits, thousands and millions as k and M (never 3e+04).
    if (std::fabs(value) < 1e-12) return "0";
    return formatCompact(value);
}

/// The ticks of a log axis over [lo, hi] (both > 0): powers of ten, with 2 and 5 between them when the
/// range spans less than three decades.
std::vector<double> logTicks(double lo, double hi)
{
    std::vector<double> ticks;
    const bool fine = std::log10(hi / lo) < 3;
    for (double decade = std::pow(10.0, std::floor(std::log10(lo))); decade <= hi * 1.0001; decade *= 10)
        for (double m : { 1.0, 2.0, 5.0 })
            if ((m == 1.0 || fine) && decade * m >= lo * 0.9999 && decade * m <= hi * 1.0001) ticks.push_back(decade * m);
    return ticks;
}

} // namespace

std::string middleEllipsis(const std::string& text, std::size_t limit)
{
    if (text.size() <= limit || limit < 8) return text;
    const std::size_t keep = limit - 3; // the ellipsis takes three bytes
    const std::size_t head = boundaryBefore(text, (keep + 1) / 2);
    const std::size_t tail = boundaryAfter(text, text.size() - keep / 2);
    return text.substr(0, head) + "\u2026" + text.substr(tail);
}

std::string htmlEscape(const std::string& text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string svgChart(const SvgChart& chart)
{
    double xMin = std::numeric_limits<double>::infinity(), xMax = -xMin, yMin = xMin, yMax = -xMin;
    auto drawn = [&](double x, double y) { return std::isfinite(x) && std::isfinite(y) && (!chart.xLog || x > 0); };
    for (const auto& s : chart.series)
        for (std::size_t i = 0; i < std::min(s.x.size(), s.y.size()); ++i) {
            if (!drawn(s.x[i], s.y[i])) continue;
            xMin = std::min(xMin, s.x[i]);
            xMax = std::max(xMax, s.x[i]);
            yMin = std::min(yMin, s.y[i]);
            yMax = std::max(yMax, s.y[i]);
        }
    if (!std::isfinite(xMin)) xMin = chart.xLog ? 1 : 0, xMax = chart.xLog ? 10 : 1, yMin = 0, yMax = 1;
    if (chart.yFromZero) yMin = std::min(0.0, yMin);
    if (chart.xLog) { // whole decades, so that the ends are ticks
        xMin = std::pow(10.0, std::floor(std::log10(xMin)));
        xMax = std::pow(10.0, std::ceil(std::log10(xMax)));
    }
    if (xMax <= xMin) xMax = chart.xLog ? xMin * 10 : xMin + 1;
    if (yMax <= yMin) yMax = yMin + 1;
    const double yStep = niceStep(yMin, yMax, 4), xStep = niceStep(xMin, xMax, 6);
    yMax = std::ceil(yMax / yStep) * yStep;
    yMin = std::floor(yMin / yStep) * yStep;

    // The legend goes beside the plot, names cut in their middle (whole in a tooltip) so that series that
    // differ only at their ends stay told apart; under it (the whole width, the figure taller) only when
    // there are more series than fit beside it.
    constexpr std::size_t kSideLegend = 26;
    const bool legendBelow = 16 * int(chart.series.size()) > chart.height - 28;
    const int left = 60, right = legendBelow ? 20 : 170, top = 28, bottom = 40;
    const int height = chart.height + (legendBelow ? 6 + 16 * int(chart.series.size()) : 0);
    const double plotW = chart.width - left - right, plotH = chart.height - top - bottom;
    auto px = [&](double x) {
        return chart.xLog ? left + std::log10(x / xMin) / std::log10(xMax / xMin) * plotW : left + (x - xMin) / (xMax - xMin) * plotW;
    };
    auto py = [&](double y) { return top + (1 - (y - yMin) / (yMax - yMin)) * plotH; };

    std::string out = "<svg width=\"" + std::to_string(chart.width) + "\" height=\""
        + std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(chart.width) + " " + std::to_string(height)
        + "\" font-family=\"sans-serif\" font-size=\"11\" role=\"img\">\n";
    out += "<title>" + htmlEscape(chart.title) + "</title>\n";
    out += "<text x=\"" + std::to_string(left) + "\" y=\"16\" font-size=\"13\" font-weight=\"bold\">" + htmlEscape(chart.title) + "</text>\n";
    for (double y = yMin; y <= yMax + yStep / 2; y += yStep) {
        const std::string yy = formatNumber(std::round(py(y) * 10) / 10);
        out += "<line x1=\"" + std::to_string(left) + "\" x2=\"" + formatNumber(left + plotW) + "\" y1=\"" + yy + "\" y2=\"" + yy
            + "\" stroke=\"#ddd\"/>\n<text x=\"" + std::to_string(left - 6) + "\" y=\"" + yy + "\" text-anchor=\"end\" dy=\"4\">"
            + number(y) + "</text>\n";
    }
    std::vector<double> xTicks;
    if (chart.xLog) xTicks = logTicks(xMin, xMax);
    else
        for (double x = std::ceil(xMin / xStep) * xStep; x <= xMax + xStep / 1000; x += xStep) xTicks.push_back(x);
    for (double x : xTicks) {
        const std::string xx = formatNumber(std::round(px(x) * 10) / 10);
        out += "<line x1=\"" + xx + "\" x2=\"" + xx + "\" y1=\"" + formatNumber(top + plotH) + "\" y2=\"" + formatNumber(top + plotH + 4)
            + "\" stroke=\"#666\"/>\n<text x=\"" + xx + "\" y=\"" + formatNumber(top + plotH + 16) + "\" text-anchor=\"middle\">"
            + number(x) + "</text>\n";
    }
    out += "<rect x=\"" + std::to_string(left) + "\" y=\"" + std::to_string(top) + "\" width=\"" + formatNumber(plotW) + "\" height=\""
        + formatNumber(plotH) + "\" fill=\"none\" stroke=\"#666\"/>\n";
    out += "<text x=\"" + formatNumber(left + plotW / 2) + "\" y=\"" + std::to_string(chart.height - 6) + "\" text-anchor=\"middle\">"
        + htmlEscape(chart.xLabel) + "</text>\n";
    for (const auto& [x, label] : chart.markers) {
        if (!(x >= xMin && x <= xMax)) continue;
        const std::string xx = formatNumber(std::round(px(x) * 10) / 10);
        out += "<line x1=\"" + xx + "\" x2=\"" + xx + "\" y1=\"" + std::to_string(top) + "\" y2=\"" + formatNumber(top + plotH)
            + "\" stroke=\"#444\" stroke-dasharray=\"4 3\"/>\n<text x=\"" + formatNumber(std::round(px(x) * 10) / 10 + 3) + "\" y=\""
            + std::to_string(top + 11) + "\" font-size=\"10\" fill=\"#444\">" + htmlEscape(label) + "</text>\n";
    }
    out += "<text transform=\"translate(14 " + formatNumber(top + plotH / 2) + ") rotate(-90)\" text-anchor=\"middle\">"
        + htmlEscape(chart.yLabel) + "</text>\n";

    for (std::size_t k = 0; k < chart.series.size(); ++k) {
        const SvgSeries& s = chart.series[k];
        const std::string colour = kColours[k % (sizeof kColours / sizeof kColours[0])];
        const std::size_t n = std::min(s.x.size(), s.y.size());
        // Long series are thinned to about two points per pixel column: the file stays small.
        const std::size_t stride = std::max<std::size_t>(1, n / std::max<std::size_t>(1, std::size_t(plotW * 2)));
        if (chart.points && !s.line) {
            for (std::size_t i = 0; i < n; i += stride)
                if (drawn(s.x[i], s.y[i]))
                    out += "<circle cx=\"" + formatNumber(std::round(px(s.x[i]) * 10) / 10) + "\" cy=\""
                        + formatNumber(std::round(py(s.y[i]) * 10) / 10) + "\" r=\"" + formatNumber(chart.pointRadius) + "\" fill=\"" + colour + "\" fill-opacity=\"0.6\"/>\n";
        } else {
            std::string path;
            for (std::size_t i = 0; i < n; i += stride) {
                if (!drawn(s.x[i], s.y[i])) continue;
                path += (path.empty() ? "M" : " L") + formatNumber(std::round(px(s.x[i]) * 10) / 10) + " "
                    + formatNumber(std::round(py(s.y[i]) * 10) / 10);
            }
            if (!path.empty()) out += "<path d=\"" + path + "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"1.5\"/>\n";
        }
        const double lx = legendBelow ? left : left + plotW + 12;
        const int boxY = (legendBelow ? chart.height + 4 : top) + int(k) * 16;
        // The name cut in its middle, whole in a tooltip.
        out += "<g><title>" + htmlEscape(s.name) + "</title><rect x=\"" + formatNumber(lx) + "\" y=\"" + std::to_string(boxY)
            + "\" width=\"10\" height=\"10\" fill=\"" + colour + "\"/>\n<text x=\"" + formatNumber(lx + 14) + "\" y=\""
            + std::to_string(boxY + 8) + "\" dy=\"1\">" + htmlEscape(middleEllipsis(s.name, legendBelow ? 110 : kSideLegend))
            + "</text></g>\n";
    }
    return out + "</svg>\n";
}

} // namespace gantry

namespace gantry {

std::string svgBars(const SvgBars& bars)
{
    constexpr int kLabelWidth = 200, kTop = 40, kRow = 20, kGap = 14;
    const int rows = int(bars.labels.size()), panels = std::max<int>(1, int(bars.panels.size()));
    const int height = kTop + rows * kRow + 20; // the levels' labels under the bars
    const double panelW = double(bars.width - kLabelWidth - kGap * (panels - 1)) / panels;
    std::string out = "<svg width=\"" + std::to_string(bars.width) + "\" height=\"" + std::to_string(height) + "\" viewBox=\"0 0 "
        + std::to_string(bars.width) + " " + std::to_string(height) + "\" font-family=\"sans-serif\" font-size=\"11\" role=\"img\">\n";
    out += "<title>" + htmlEscape(bars.title) + "</title>\n";
    out += "<text x=\"0\" y=\"16\" font-size=\"13\" font-weight=\"bold\">" + htmlEscape(bars.title) + "</text>\n";
    for (int r = 0; r < rows; ++r) {
        const std::string y = std::to_string(kTop + r * kRow + 14);
        const std::string& label = bars.labels[std::size_t(r)];
        out += "<g><title>" + htmlEscape(label) + "</title><text x=\"0\" y=\"" + y + "\""
            + (r == bars.highlighted ? " font-weight=\"bold\"" : "") + ">" + htmlEscape(middleEllipsis(label, 32)) + "</text></g>\n";
    }
    for (std::size_t p = 0; p < bars.panels.size(); ++p) {
        const SvgBars::Panel& panel = bars.panels[p];
        const double x0 = kLabelWidth + double(p) * (panelW + kGap);
        double most = panel.level > 0 ? panel.level : 0;
        for (double v : panel.values)
            if (std::isfinite(v)) most = std::max(most, v);
        // The longest bar takes 70% of the panel: its value is written after it.
        const double scale = most > 0 ? 0.7 * panelW / most : 0;
        out += "<text x=\"" + formatNumber(std::round(x0 * 10) / 10) + "\" y=\"" + std::to_string(kTop - 8) + "\" font-weight=\"bold\">"
            + htmlEscape(panel.title) + "</text>\n";
        out += "<line x1=\"" + formatNumber(std::round(x0 * 10) / 10) + "\" x2=\"" + formatNumber(std::round(x0 * 10) / 10) + "\" y1=\""
            + std::to_string(kTop) + "\" y2=\"" + std::to_string(kTop + rows * kRow) + "\" stroke=\"#666\"/>\n";
        for (int r = 0; r < rows && std::size_t(r) < panel.values.size(); ++r) {
            const double v = panel.values[std::size_t(r)];
            const std::string text = std::size_t(r) < panel.texts.size() ? panel.texts[std::size_t(r)] : std::string();
            const double w = std::isfinite(v) && v > 0 ? v * scale : 0;
            const int y = kTop + r * kRow + 3;
            out += "<rect x=\"" + formatNumber(std::round(x0 * 10) / 10) + "\" y=\"" + std::to_string(y) + "\" width=\""
                + formatNumber(std::round(w * 10) / 10) + "\" height=\"" + std::to_string(kRow - 6) + "\" fill=\""
                + (r == bars.highlighted ? "#0072B2" : "#9BB8D3") + "\"/>\n";
            out += "<text x=\"" + formatNumber(std::round((x0 + w + 4) * 10) / 10) + "\" y=\"" + std::to_string(y + 11) + "\">"
                + htmlEscape(std::isfinite(v) ? text : "\u2013") + "</text>\n";
        }
        if (panel.level >= 0 && scale > 0) {
            const std::string lx = formatNumber(std::round((x0 + panel.level * scale) * 10) / 10);
            out += "<line x1=\"" + lx + "\" x2=\"" + lx + "\" y1=\"" + std::to_string(kTop) + "\" y2=\"" + std::to_string(kTop + rows * kRow + 4)
                + "\" stroke=\"#222\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>\n<text x=\"" + lx + "\" y=\""
                + std::to_string(kTop + rows * kRow + 15) + "\" font-size=\"10\" text-anchor=\"middle\" fill=\"#222\">"
                + htmlEscape(panel.levelText) + "</text>\n";
        }
    }
    return out + "</svg>\n";
}

} // namespace gantry
