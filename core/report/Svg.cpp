#include "core/report/Svg.h"

#include "core/util/Format.h"
#include "core/util/Text.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gantry {

namespace {

// A colour-blind-safe palette (Okabe and Ito).
const char* const kColours[] = { "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000" };

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

/// At most `limit` bytes, cut at a character boundary (UTF-8), with an ellipsis when cut.
std::string shortened(const std::string& text, std::size_t limit)
{
    if (text.size() <= limit) return text;
    std::size_t end = limit - 3;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return text.substr(0, end) + "\u2026";
}

std::string number(double value)
{
    // Ticks: at most 4 significant digits, thousands and millions as k and M (never 3e+04).
    if (std::fabs(value) < 1e-12) return "0";
    return formatCompact(value);
}

} // namespace

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
    for (const auto& s : chart.series)
        for (std::size_t i = 0; i < std::min(s.x.size(), s.y.size()); ++i) {
            if (!std::isfinite(s.x[i]) || !std::isfinite(s.y[i])) continue;
            xMin = std::min(xMin, s.x[i]);
            xMax = std::max(xMax, s.x[i]);
            yMin = std::min(yMin, s.y[i]);
            yMax = std::max(yMax, s.y[i]);
        }
    if (!std::isfinite(xMin)) xMin = 0, xMax = 1, yMin = 0, yMax = 1;
    if (chart.yFromZero) yMin = std::min(0.0, yMin);
    if (xMax <= xMin) xMax = xMin + 1;
    if (yMax <= yMin) yMax = yMin + 1;
    const double yStep = niceStep(yMin, yMax, 4), xStep = niceStep(xMin, xMax, 6);
    yMax = std::ceil(yMax / yStep) * yStep;
    yMin = std::floor(yMin / yStep) * yStep;

    // The legend goes beside the plot, or under it (the whole width, the figure taller) when a name is
    // too long for the side: series that differ only at their ends must stay told apart.
    constexpr std::size_t kSideLegend = 22;
    const bool legendBelow = std::any_of(chart.series.begin(), chart.series.end(), [](const SvgSeries& s) { return s.name.size() > kSideLegend; });
    const int left = 60, right = legendBelow ? 20 : 150, top = 28, bottom = 40;
    const int height = chart.height + (legendBelow ? 6 + 16 * int(chart.series.size()) : 0);
    const double plotW = chart.width - left - right, plotH = chart.height - top - bottom;
    auto px = [&](double x) { return left + (x - xMin) / (xMax - xMin) * plotW; };
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
    for (double x = std::ceil(xMin / xStep) * xStep; x <= xMax + xStep / 1000; x += xStep) {
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
                if (std::isfinite(s.x[i]) && std::isfinite(s.y[i]))
                    out += "<circle cx=\"" + formatNumber(std::round(px(s.x[i]) * 10) / 10) + "\" cy=\""
                        + formatNumber(std::round(py(s.y[i]) * 10) / 10) + "\" r=\"" + formatNumber(chart.pointRadius) + "\" fill=\"" + colour + "\" fill-opacity=\"0.6\"/>\n";
        } else {
            std::string path;
            for (std::size_t i = 0; i < n; i += stride) {
                if (!std::isfinite(s.x[i]) || !std::isfinite(s.y[i])) continue;
                path += (path.empty() ? "M" : " L") + formatNumber(std::round(px(s.x[i]) * 10) / 10) + " "
                    + formatNumber(std::round(py(s.y[i]) * 10) / 10);
            }
            if (!path.empty()) out += "<path d=\"" + path + "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"1.5\"/>\n";
        }
        const double lx = legendBelow ? left : left + plotW + 12;
        const int boxY = (legendBelow ? chart.height + 4 : top) + int(k) * 16;
        out += "<rect x=\"" + formatNumber(lx) + "\" y=\"" + std::to_string(boxY) + "\" width=\"10\" height=\"10\" fill=\""
            + colour + "\"/>\n<text x=\"" + formatNumber(lx + 14) + "\" y=\"" + std::to_string(boxY + 8) + "\" dy=\"1\">"
            + htmlEscape(shortened(s.name, legendBelow ? 110 : kSideLegend)) + "</text>\n";
    }
    return out + "</svg>\n";
}

} // namespace gantry
