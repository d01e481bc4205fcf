#include "widgets/LiveChart.h"

#include "widgets/Format.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gantry::gui {

double niceTickStep(double range, int ticks)
{
    if (!(range > 0)) return 1;
    const double raw = range / std::max(1, ticks);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : { 1.0, 2.0, 2.5, 5.0, 10.0 })
        if (m * mag >= raw * (1 - 1e-9)) return m * mag;
    return 10 * mag;
}

LiveChart::LiveChart(const QString& title, QColor color, QWidget* parent) : QWidget(parent), m_title(title), m_color(color)
{
    setMinimumHeight(110);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void LiveChart::setPoints(QVector<QPointF> points)
{
    m_points = std::move(points);
    update();
}

void LiveChart::setYRange(double lo, double hi)
{
    m_fixedY = true;
    m_yLo = lo;
    m_yHi = hi;
    update();
}

void LiveChart::setXScale(double divisor)
{
    m_xScale = divisor > 0 ? divisor : 1;
    update();
}

void LiveChart::setMarkers(bool on)
{
    m_markers = on;
    update();
}

static QString tickLabel(double v) { return formatCompact(v); }

void LiveChart::setHighlighted(bool on)
{
    if (m_highlighted == on) return;
    m_highlighted = on;
    update();
}

void LiveChart::setBranch(QVector<QPointF> points, QColor color)
{
    m_branch = std::move(points);
    m_branchColor = color;
    update();
}

void LiveChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    if (m_highlighted) {
        // The lessons' amber (LessonHighlights::color(); this chart is also used outside lessons).
        p.setPen(QPen(QColor(255, 153, 0), 3));
        p.drawRect(rect().adjusted(1, 1, -2, -2));
    }
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(8.5);
    QFont small = font();
    small.setPointSizeF(7.5);
    const QFontMetrics fm(small);
    p.setFont(titleFont);
    p.setPen(pal.color(QPalette::Text));
    const int titleH = QFontMetrics(titleFont).height() + 4;
    p.drawText(QRect(0, 2, width(), titleH), Qt::AlignHCenter | Qt::AlignTop, m_title);

    // Ranges.
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    if (!m_points.isEmpty()) {
        x0 = m_points.front().x() / m_xScale;
        x1 = m_points.back().x() / m_xScale;
        y1 = 0;
        for (const QVector<QPointF>* line : { &m_points, &m_branch })
            for (const QPointF& pt : *line) {
                y0 = std::min(y0, pt.y());
                y1 = std::max(y1, pt.y());
            }
        if (!m_branch.isEmpty()) x1 = std::max(x1, m_branch.back().x() / m_xScale);
    }
    if (m_fixedY) {
        y0 = m_yLo;
        y1 = m_yHi;
    }
    if (!(x1 > x0)) x1 = x0 + 1;
    if (!(y1 > y0)) y1 = y0 + 1;
    double xs = niceTickStep(x1 - x0, 5);
    if (m_xScale == 1) xs = std::max(1.0, xs); // counts (episodes): whole-number ticks
    const double ys = niceTickStep(y1 - y0, 4);
    x0 = std::floor(x0 / xs) * xs;
    x1 = std::ceil(x1 / xs) * xs;
    y0 = std::floor(y0 / ys) * ys;
    y1 = std::ceil(y1 / ys) * ys;

    int labelW = 0;
    for (double v = y0; v <= y1 + ys * 0.5; v += ys) labelW = std::max(labelW, fm.horizontalAdvance(tickLabel(v)));
    const QRect plot(labelW + 10, titleH + 4, width() - labelW - 22, height() - titleH - fm.height() - 12);
    if (plot.width() < 10 || plot.height() < 10) return;
    auto mapX = [&](double hours) { return plot.left() + (hours - x0) / (x1 - x0) * plot.width(); };
    auto mapY = [&](double v) { return plot.bottom() - (v - y0) / (y1 - y0) * plot.height(); };

    // Grid and labels.
    p.setFont(small);
    const QColor grid = pal.color(QPalette::Midlight);
    for (double v = y0; v <= y1 + ys * 0.5; v += ys) {
        const double y = mapY(v);
        p.setPen(grid);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(0, y - fm.height() / 2.0, labelW + 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter, tickLabel(v));
    }
    for (double h = x0; h <= x1 + xs * 0.5; h += xs) {
        const double x = mapX(h);
        p.setPen(grid);
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(x - 30, plot.bottom() + 2, 60, fm.height()), Qt::AlignHCenter | Qt::AlignTop, tickLabel(h));
    }
    p.setPen(pal.color(QPalette::Mid));
    p.drawRect(plot);
    if (m_points.isEmpty()) return;

    // A line, one min/max pair per pixel column (level of detail).
    auto reduced = [&](const QVector<QPointF>& points) {
        QVector<QPointF> line;
        line.reserve(plot.width() * 4 + 4);
        int column = INT_MIN;
        double lo = 0, hi = 0, first = 0, last = 0;
        auto flush = [&] {
            if (column == INT_MIN) return;
            line.append(QPointF(column, mapY(first)));
            if (hi != lo) {
                line.append(QPointF(column, mapY(lo)));
                line.append(QPointF(column, mapY(hi)));
            }
            line.append(QPointF(column, mapY(last)));
        };
        for (const QPointF& pt : points) {
            const int c = static_cast<int>(std::lround(mapX(pt.x() / m_xScale)));
            if (c != column) {
                flush();
                column = c;
                lo = hi = first = pt.y();
            }
            lo = std::min(lo, pt.y());
            hi = std::max(hi, pt.y());
            last = pt.y();
        }
        flush();
        return line;
    };
    p.setClipRect(plot.adjusted(0, -1, 1, 1));
    if (!m_branch.isEmpty()) {
        // The fork's moment, and its line from there.
        const double fx = mapX(m_branch.front().x() / m_xScale);
        p.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
        p.drawLine(QPointF(fx, plot.top()), QPointF(fx, plot.bottom()));
        const QVector<QPointF> branch = reduced(m_branch);
        p.setPen(QPen(m_branchColor, 1.6, Qt::DashLine));
        p.drawPolyline(branch.constData(), static_cast<int>(branch.size()));
    }
    const QVector<QPointF> line = reduced(m_points);
    p.setPen(QPen(m_color, 1.6));
    p.drawPolyline(line.constData(), static_cast<int>(line.size()));
    if (m_markers && m_points.size() * 6 <= plot.width()) {
        p.setClipping(false); // whole dots at the plot's edges
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(m_color);
        p.setPen(QPen(pal.color(QPalette::Base), 1));
        for (const QPointF& pt : m_points) p.drawEllipse(QPointF(mapX(pt.x() / m_xScale), mapY(pt.y())), 3.2, 3.2);
    }
}

} // namespace gantry::gui
