#pragma once
/** @brief Small SVG charts for reports: lines over time, CDFs and scatter plots, drawn as text so a
 * report is one self-contained file (no scripts, no external references). */

#include <string>
#include <vector>

namespace gantry {

struct SvgSeries {
    std::string name;
    std::vector<double> x;
    std::vector<double> y;
    bool line = false; ///< drawn as a line even in a scatter chart (a threshold, say)
};

struct SvgChart {
    std::string title;
    std::string xLabel;
    std::string yLabel;
    std::vector<SvgSeries> series;
    bool points = false;  ///< scatter (dots) instead of lines
    double pointRadius = 1.8; ///< dots' radius (small for thousands of jobs, larger for a few configurations)
    bool yFromZero = true;
    /// Vertical dashed lines at these x values, each with its label at the top (a fork's moment).
    std::vector<std::pair<double, std::string>> markers;
    int width = 720;
    int height = 260;
};

/// The chart as an <svg> element (inline in HTML), with axes, round-number ticks and a legend.
std::string svgChart(const SvgChart& chart);

/// Text escaped for HTML and SVG content and attributes.
std::string htmlEscape(const std::string& text);

} // namespace gantry
