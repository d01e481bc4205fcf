#pragma once
/** @brief A light custom-painted time-series chart for the live metrics: title, round-number ticks, and a
 * line reduced to one min/max segment per pixel column, so a redraw costs about a millisecond whatever
 * the number of samples (Qt Charts rebuilds its scene on every update, which showed as slow frames). */

#include <QColor>
#include <QPointF>
#include <QString>
#include <QVector>
#include <QWidget>

namespace gantry::gui {

class LiveChart final : public QWidget {
    Q_OBJECT
public:
    explicit LiveChart(const QString& title, QColor color, QWidget* parent = nullptr);

    /// Points in (simulated seconds, value); the x axis is labelled in hours.
    void setPoints(QVector<QPointF> points);
    void clear() { setPoints({}); }
    /// Fixes the y range (e.g. 0..100 %) instead of fitting it to the data.
    void setYRange(double lo, double hi);
    /// X values are divided by this for the axis (default 3600: simulated seconds shown in hours; 1 for episodes, with whole-number ticks).
    void setXScale(double divisor);
    /// Dots on the points when there are few of them (learning curves with a handful of episodes).
    void setMarkers(bool on);
    /// A lesson step points at this chart: drawn with a frame in the lessons' colour.
    void setHighlighted(bool on);
    bool highlighted() const { return m_highlighted; }
    int pointCount() const { return static_cast<int>(m_points.size()); }
    /// A second line, dashed, from its first point on: a fork of the run beside it (empty: none).
    void setBranch(QVector<QPointF> points, QColor color);
    int branchPointCount() const { return static_cast<int>(m_branch.size()); }
    QSize sizeHint() const override { return { 360, 150 }; }
    QSize minimumSizeHint() const override { return { 160, 110 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_title;
    QColor m_color;
    QVector<QPointF> m_points;
    QVector<QPointF> m_branch;
    QColor m_branchColor;
    bool m_fixedY = false;
    bool m_highlighted = false;
    double m_yLo = 0;
    double m_yHi = 1;
    double m_xScale = 3600;
    bool m_markers = false;
};

/// A round tick step (1, 2, 2.5, 5 x 10^k) giving about `ticks` intervals over `range`.
double niceTickStep(double range, int ticks);

} // namespace gantry::gui
