#pragma once
/** @brief The pure time <-> pixel mapping of the Gantt chart (like hotspot's TimeLineData): a visible
 * time window [start, start + span) mapped onto [0, width) pixels. No Qt, unit-tested on its own. */

#include <algorithm>
#include <cmath>

namespace gantry::gui {

struct TimeAxis {
    double start = 0;  ///< simulated seconds at pixel 0
    double span = 3600; ///< simulated seconds shown across the width
    double width = 100; ///< pixels

    double secondsPerPixel() const { return span / std::max(1.0, width); }
    double timeToX(double t) const { return (t - start) / span * width; }
    double xToTime(double x) const { return start + x / std::max(1.0, width) * span; }

    /// Zooms by `factor` (> 1 zooms in) keeping the time under pixel `anchorX` in place.
    void zoom(double factor, double anchorX)
    {
        if (!(factor > 0)) return;
        const double anchor = xToTime(anchorX);
        span = std::clamp(span / factor, kMinSpan, kMaxSpan);
        start = anchor - anchorX / std::max(1.0, width) * span;
    }
    /// Pans by `dx` pixels (positive moves the view to later times).
    void pan(double dx) { start += dx * secondsPerPixel(); }
    /// Shows [t0, t1] across the whole width.
    void fit(double t0, double t1)
    {
        start = t0;
        span = std::clamp(t1 - t0, kMinSpan, kMaxSpan);
    }
    /// A "nice" tick step (1, 2, 5 x 10^k seconds, or minutes/hours/days) giving ticks at least
    /// `minPixels` apart.
    double tickStep(double minPixels = 80) const
    {
        static constexpr double steps[] = { 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800,
            21600, 43200, 86400, 172800, 432000, 864000, 1728000, 4320000, 8640000 };
        const double wanted = minPixels * secondsPerPixel();
        for (double s : steps)
            if (s >= wanted) return s;
        return std::pow(10.0, std::ceil(std::log10(wanted)));
    }

    static constexpr double kMinSpan = 1e-3;
    static constexpr double kMaxSpan = 1e10;
};

} // namespace gantry::gui
