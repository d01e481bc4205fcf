#include "widgets/SeriesChart.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <limits>

namespace gantry::gui {

SeriesChart::SeriesChart(const QString& title, QWidget* parent) : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->setTitle(title);
    m_chart->setMargins(QMargins(2, 2, 2, 2));
    m_chart->setBackgroundRoundness(0);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->hide();
    m_x = new QValueAxis;
    m_y = new QValueAxis;
    m_x->setLabelFormat(QStringLiteral("%.3g"));
    m_y->setLabelFormat(QStringLiteral("%.3g"));
    // Small fonts: a chart in a dock is short, and Qt Charts elides labels that do not fit ("…").
    QFont labels = m_x->labelsFont();
    labels.setPointSizeF(7.5);
    m_x->setLabelsFont(labels);
    m_y->setLabelsFont(labels);
    m_x->setTickCount(5);
    m_y->setTickCount(4);
    QFont titleFont = m_chart->titleFont();
    titleFont.setPointSizeF(8.5);
    titleFont.setBold(true);
    m_chart->setTitleFont(titleFont);
    m_chart->legend()->setFont(labels);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_view = new QChartView(m_chart);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(150);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void SeriesChart::setAxisTitles(const QString& x, const QString& y)
{
    QFont f = m_x->titleFont();
    f.setPointSizeF(7.5);
    f.setBold(false);
    m_x->setTitleFont(f);
    m_y->setTitleFont(f);
    m_x->setTitleText(x);
    m_y->setTitleText(y);
}

int SeriesChart::seriesCount() const { return static_cast<int>(m_chart->series().size()); }

int SeriesChart::pointCount(const QString& name) const
{
    for (QAbstractSeries* s : m_chart->series())
        if (s->name() == name) return static_cast<int>(static_cast<QXYSeries*>(s)->count());
    return 0;
}

void SeriesChart::clear()
{
    m_chart->removeAllSeries();
    m_chart->legend()->hide();
}

void SeriesChart::setSeries(const QString& name, const QList<QPointF>& input, QColor color, Style style, int maxPoints)
{
    QList<QPointF> points;
    const double scale = m_hours ? 1.0 / 3600 : 1.0;
    const qsizetype stride = std::max<qsizetype>(1, input.size() / std::max(1, maxPoints));
    points.reserve(input.size() / stride * 2 + 2);
    for (qsizetype i = 0; i < input.size(); i += stride) {
        const QPointF p(input[i].x() * scale, input[i].y());
        if (style == Style::Step && !points.isEmpty()) points.append(QPointF(p.x(), points.back().y()));
        points.append(p);
    }
    if (!input.isEmpty() && (input.size() - 1) % stride != 0) points.append(QPointF(input.back().x() * scale, input.back().y()));

    QXYSeries* series = nullptr;
    for (QAbstractSeries* s : m_chart->series())
        if (s->name() == name) series = static_cast<QXYSeries*>(s);
    if (!series) {
        if (style == Style::Scatter) {
            auto* sc = new QScatterSeries;
            sc->setMarkerSize(5);
            sc->setBorderColor(Qt::transparent);
            series = sc;
        } else {
            series = new QLineSeries;
        }
        series->setName(name);
        m_chart->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        if (color.isValid()) {
            QPen pen(color);
            pen.setWidthF(1.8);
            series->setPen(pen);
            series->setColor(color);
        }
    }
    series->replace(points);
    m_chart->legend()->setVisible(m_chart->series().size() > 1);
    rescale();
}

void SeriesChart::rescale()
{
    double x0 = std::numeric_limits<double>::max(), x1 = std::numeric_limits<double>::lowest();
    double y0 = 0, y1 = std::numeric_limits<double>::lowest();
    for (QAbstractSeries* s : m_chart->series())
        for (const QPointF& p : static_cast<QXYSeries*>(s)->points()) {
            x0 = std::min(x0, p.x());
            x1 = std::max(x1, p.x());
            y0 = std::min(y0, p.y());
            y1 = std::max(y1, p.y());
        }
    if (x1 < x0) {
        x0 = 0;
        x1 = 1;
    }
    if (y1 <= y0) y1 = y0 + 1;
    m_x->setRange(x0, x1 > x0 ? x1 : x0 + 1);
    m_y->setRange(y0, y1 * 1.05);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers();
    m_x->setLabelFormat(m_x->max() - m_x->min() >= 5 ? QStringLiteral("%.0f") : QStringLiteral("%.2g"));
    m_y->setLabelFormat(m_y->max() - m_y->min() >= 5 ? QStringLiteral("%.0f") : QStringLiteral("%.2g"));
}

} // namespace gantry::gui

namespace gantry::gui {
void SeriesChart::setTitle(const QString& title) { m_chart->setTitle(title); }
} // namespace gantry::gui
