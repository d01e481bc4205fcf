#pragma once
/** @brief A thin facade over Qt Charts (deprecated upstream in favour of Qt Graphs, the only option on
 * Debian 12): named line/scatter series over a value x axis, tidy axes, PNG export. Views talk to this,
 * not to Qt Charts, so a later migration touches one file. */

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>

class QAbstractAxis;
class QCategoryAxis;
class QChart;
class QChartView;
class QValueAxis;

namespace gantry::gui {

class SeriesChart final : public QWidget {
    Q_OBJECT
public:
    enum class Style { Line, Step, Scatter };

    explicit SeriesChart(const QString& title, QWidget* parent = nullptr);

    void setAxisTitles(const QString& x, const QString& y);
    /// Replaces (or adds) the series called `name`. Long series are thinned to ~`maxPoints`.
    void setSeries(const QString& name, const QList<QPointF>& points, QColor color = {}, Style style = Style::Line,
        int maxPoints = 1200);
    /// The same for `count` points given one at a time by `pointAt(i)`: a series of a million jobs is
    /// thinned without being built whole first.
    void setSeries(const QString& name, qsizetype count, const std::function<QPointF(qsizetype)>& pointAt, QColor color = {},
        Style style = Style::Line, int maxPoints = 1200);
    void clear();
    void setTitle(const QString& title);
    /// Fixes the y range (e.g. 0..100 %) instead of fitting it to the data.
    void setYRange(double lo, double hi);
    /// X values are simulated seconds: label the axis in hours.
    void setTimeAxis(bool hours) { m_hours = hours; }
    /// X on a log scale, ticks at powers of ten (heavy-tailed values: job completion times from seconds
    /// to weeks, where a linear axis puts every curve on the y-axis). Points at or below zero are left out.
    /// Set before the first series.
    void setLogX(bool on);
    /// Live charts redraw often: without antialiasing they cost a fraction of the time.
    int pointCount(const QString& name) const;
    /// The tick labels both axes show (for tests: never in exponent notation).
    QStringList axisLabels() const;
    /// Marker size of scatter series created from now on (pixels).
    void setMarkerSize(double size) { m_markerSize = size; }
    QChart* chart() const { return m_chart; }

Q_SIGNALS:
    /// The user clicked a point of a scatter series (x in the axis' unit: hours on a time axis).
    void pointClicked(const QString& series, QPointF point);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rescale();
    /// The legend's names cut in their middle to fit, each whole in its marker's tooltip.
    void elideLegend();
    void applyTheme();
    QChart* m_chart;
    QChartView* m_view;
    QValueAxis* m_x;
    QValueAxis* m_y;
    QCategoryAxis* m_logX = nullptr; ///< in place of m_x with setLogX: the series hold log10(x)
    bool m_hours = false;
    bool m_fixedY = false;
    double m_markerSize = 5;
    double m_yLo = 0;
    double m_yHi = 1;
};

} // namespace gantry::gui
