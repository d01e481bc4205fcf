#include "widgets/SeriesChart.h"

#include "widgets/PanelParts.h"

#include "core/util/Format.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QFontMetrics>
#include <QLegendMarker>
#include <QToolTip>
#include <QEvent>
#include <QChartView>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace gantry::gui {

SeriesChart::SeriesChart(const QString& title, QWidget* parent) : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->setTitle(title);
    m_chart->setMargins(QMargins(2, 2, 2, 2));
    m_chart->setBackgroundRoundness(0);
    // Axis labels in the language's number signs ("0,5" in German), as every other number on screen.
    m_chart->setLocalizeNumbers(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->hide();
    m_x = new QValueAxis;
    m_y = new QValueAxis;
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
    auto* layout = marginless(new QVBoxLayout(this));
    layout->addWidget(m_view);
    applyTheme();
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
    if (m_logX) {
        m_logX->setTitleFont(f);
        m_logX->setTitleText(x);
    }
}


void SeriesChart::setLogX(bool on)
{
    if (on == (m_logX != nullptr)) return;
    clear();
    if (on) {
        m_logX = new QCategoryAxis;
        m_logX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        m_logX->setLabelsFont(m_x->labelsFont());
        m_logX->setTitleFont(m_x->titleFont());
        m_logX->setTitleText(m_x->titleText());
        m_chart->removeAxis(m_x);
        m_chart->addAxis(m_logX, Qt::AlignBottom);
    } else {
        m_chart->removeAxis(m_logX); // hands it back
        delete std::exchange(m_logX, nullptr);
        m_chart->addAxis(m_x, Qt::AlignBottom);
    }
    applyTheme();
}

QStringList SeriesChart::axisLabels() const
{
    QStringList labels;
    if (m_logX) labels << m_logX->categoriesLabels();
    for (const QValueAxis* axis : { m_x, m_y }) {
        if (m_logX && axis == m_x) continue;
        const int ticks = std::max(2, axis->tickCount());
        for (int i = 0; i < ticks; ++i) {
            const double v = axis->min() + (axis->max() - axis->min()) * i / (ticks - 1);
            labels << QString::asprintf(axis->labelFormat().toLatin1().constData(), v);
        }
    }
    return labels;
}

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
    setSeries(name, input.size(), [&input](qsizetype i) { return input[i]; }, color, style, maxPoints);
}

void SeriesChart::setSeries(const QString& name, qsizetype count, const std::function<QPointF(qsizetype)>& pointAt, QColor color,
    Style style, int maxPoints)
{
    QList<QPointF> points;
    const double scale = m_hours ? 1.0 / 3600 : 1.0;
    const qsizetype stride = std::max<qsizetype>(1, count / std::max(1, maxPoints));
    points.reserve(count / stride * 2 + 2);
    // On a log axis the series hold log10(x): the axis' labels say what it was.
    auto shown = [&](QPointF at) { return QPointF(m_logX ? std::log10(at.x() * scale) : at.x() * scale, at.y()); };
    auto drawn = [&](QPointF at) { return !m_logX || at.x() > 0; };
    for (qsizetype i = 0; i < count; i += stride) {
        const QPointF at = pointAt(i);
        if (!drawn(at)) continue;
        const QPointF p = shown(at);
        if (style == Style::Step && !points.isEmpty()) points.append(QPointF(p.x(), points.back().y()));
        points.append(p);
    }
    if (count > 0 && (count - 1) % stride != 0)
        if (const QPointF last = pointAt(count - 1); drawn(last)) points.append(shown(last));

    QXYSeries* series = nullptr;
    for (QAbstractSeries* s : m_chart->series())
        if (s->name() == name) series = static_cast<QXYSeries*>(s);
    if (!series) {
        if (style == Style::Scatter) {
            auto* sc = new QScatterSeries;
            sc->setMarkerSize(m_markerSize);
            sc->setBorderColor(Qt::transparent);
            connect(sc, &QScatterSeries::clicked, this, [this, name](const QPointF& p) { Q_EMIT pointClicked(name, p); });
            series = sc;
        } else {
            series = new QLineSeries;
        }
        series->setName(name);
        m_chart->addSeries(series);
        if (m_logX) series->attachAxis(m_logX);
        else series->attachAxis(m_x);
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
    elideLegend();
    rescale();
}

void SeriesChart::elideLegend()
{
    // Qt Charts cuts a long name at its end, so "FIFO, a third more GPUs" and "FIFO, a quarter fewer GPUs"
    // both read "FIFO, a…": cut in the middle instead, to each marker's share of the width, the whole name
    // in a tooltip.
    const QList<QAbstractSeries*> all = m_chart->series();
    if (all.isEmpty()) return;
    const QFontMetrics metrics(m_chart->legend()->font());
    const int share = std::max(60, width() / int(all.size()) - 30);
    for (QAbstractSeries* s : all)
        for (QLegendMarker* marker : m_chart->legend()->markers(s)) {
            marker->setLabel(metrics.elidedText(s->name(), Qt::ElideMiddle, share));
            if (marker->property("gantryTooltip").toBool()) continue;
            marker->setProperty("gantryTooltip", true);
            connect(marker, &QLegendMarker::hovered, this, [name = s->name()](bool over) {
                if (over) QToolTip::showText(QCursor::pos(), name);
                else QToolTip::hideText();
            });
        }
}

void SeriesChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    elideLegend();
}

static double niceStep(double range, int ticks)
{
    const double raw = range / std::max(1, ticks);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : { 1.0, 2.0, 2.5, 5.0, 10.0 })
        if (m * mag >= raw) return m * mag;
    return 10 * mag;
}

// Ticks at round numbers (0, 10, 20 rather than 0, 13.3, 26.7).
static void niceAxis(QValueAxis* axis, double lo, double hi, int ticks)
{
    if (!(hi > lo)) hi = lo + 1;
    const double step = niceStep(hi - lo, ticks);
    const double a = std::floor(lo / step) * step;
    const double b = std::ceil(hi / step) * step;
    // Fixed ticks at the nice step: (b - a) / step + 1 of them, so labels are round numbers.
    const int count = static_cast<int>(std::lround((b - a) / step)) + 1;
    // Qt Charts 6.4 lays an axis out again on a range change but not on a tick-count change alone:
    // when only the count changes, nudge the range so the labels follow.
    // Fixed-point labels with just the decimals the step needs: Qt's %g would print 1e+05.
    const double mag = std::pow(10.0, std::floor(std::log10(step)));
    const int decimals = std::max(0, -static_cast<int>(std::floor(std::log10(step))) + (std::fmod(step / mag, 1.0) > 1e-9 ? 1 : 0));
    axis->setLabelFormat(QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f"));
    const bool countChanged = axis->tickCount() != count;
    if (countChanged) axis->setTickCount(count);
    if (axis->min() != a || axis->max() != b) axis->setRange(a, b);
    else if (countChanged) {
        axis->setRange(a, b + step);
        axis->setRange(a, b);
    }
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
    if (m_fixedY) {
        y0 = m_yLo;
        y1 = m_yHi;
    }
    if (m_logX) { // whole decades, a label at each: 0.01, 0.1, 1, 10, 100, 1000, 10k
        const double lo = std::floor(x0), hi = std::max(lo + 1, std::ceil(x1));
        for (const QString& label : m_logX->categoriesLabels()) m_logX->remove(label);
        m_logX->setStartValue(lo);
        for (double k = lo; k <= hi; ++k) m_logX->append(QString::fromStdString(formatCompact(std::pow(10.0, k))), k);
        m_logX->setRange(lo, hi);
    } else {
        niceAxis(m_x, x0, x1, 5);
    }
    niceAxis(m_y, y0, y1, 4);
}

void SeriesChart::setTitle(const QString& title) { m_chart->setTitle(title); }

void SeriesChart::changeEvent(QEvent* event)
{
    // Qt Charts themes do not follow the palette (Qt 6.4 has no colour-scheme API): switch on change.
    if (event->type() == QEvent::PaletteChange) applyTheme();
    QWidget::changeEvent(event);
}

void SeriesChart::applyTheme()
{
    const bool dark = palette().color(QPalette::Window).lightness() < 110;
    const auto theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (m_chart->theme() == theme) return;
    // setTheme resets fonts and series colours: keep ours.
    std::vector<std::pair<QXYSeries*, QPen>> pens;
    for (QAbstractSeries* s : m_chart->series()) pens.emplace_back(static_cast<QXYSeries*>(s), static_cast<QXYSeries*>(s)->pen());
    const QFont title = m_chart->titleFont();
    const QFont labels = m_x->labelsFont();
    m_chart->setTheme(theme);
    m_chart->setTitleFont(title);
    m_x->setLabelsFont(labels);
    m_y->setLabelsFont(labels);
    if (m_logX) m_logX->setLabelsFont(labels);
    for (auto& [series, pen] : pens) series->setPen(pen);
}
void SeriesChart::setYRange(double lo, double hi)
{
    m_fixedY = true;
    m_yLo = lo;
    m_yHi = hi;
    rescale();
}
} // namespace gantry::gui
