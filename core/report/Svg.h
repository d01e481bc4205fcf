#pragma once
/** @brief Small SVG charts for reports: lines over time, CDFs and scatter plots, and bars of options
 * side by side, drawn as text so a report is one self-contained file (no scripts, no external references). */

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
    /// x on a log scale (a heavy-tailed distribution: job completion times from minutes to weeks); values
    /// at or below zero are left out.
    bool xLog = false;
    /// Vertical dashed lines at these x values, each with its label at the top (a fork's moment).
    std::vector<std::pair<double, std::string>> markers;
    int width = 720;
    int height = 260;
};

/// The chart as an <svg> element (inline in HTML), with axes, round-number ticks and a legend.
std::string svgChart(const SvgChart& chart);

/// Options side by side on a few metrics: one panel a metric, one horizontal bar an option, the option's
/// name once at the left; a metric's level (a service level) drawn as a dashed line across its panel.
struct SvgBars {
    struct Panel {
        std::string title;               ///< "p95 JCT (hours)"
        std::vector<double> values;      ///< one per label; not finite: no bar ("–")
        std::vector<std::string> texts;  ///< each value as people read it, printed at the bar's end
        double level = -1;               ///< >= 0: the level, as a dashed line
        std::string levelText;           ///< "≤ 12 h"
    };
    std::string title;
    std::vector<std::string> labels; ///< one per option, top to bottom
    std::vector<Panel> panels;
    int highlighted = -1;            ///< the option drawn in the accent colour (the recommended one)
    int width = 720;
};
std::string svgBars(const SvgBars& bars);

/// `text` cut to at most `limit` bytes in the middle, with an ellipsis, so that names that differ only at
/// their ends ("FIFO, a third more GPUs", "FIFO, a quarter fewer GPUs") stay told apart.
std::string middleEllipsis(const std::string& text, std::size_t limit);

/// Text escaped for HTML and SVG content and attributes.
std::string htmlEscape(const std::string& text);

} // namespace gantry
