#include "widgets/CandidateBars.h"

#include "widgets/Format.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gantry::gui {

CandidateBars::CandidateBars(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("candidateChart"));
    setMinimumHeight(140);
}

void CandidateBars::setBars(const QVector<Bar>& bars, const QString& valueName)
{
    m_bars = bars;
    m_valueName = valueName;
    update();
}

QStringList CandidateBars::valueLabels() const
{
    QStringList labels;
    for (const Bar& b : m_bars) labels << formatCompact(b.value);
    return labels;
}

void CandidateBars::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    if (m_bars.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No candidates recorded for this decision."));
        return;
    }
    const QFontMetrics fm(font());
    int labelW = 0;
    for (const Bar& b : m_bars) labelW = std::max(labelW, fm.horizontalAdvance(b.label));
    labelW = std::min(labelW + 12, width() * 9 / 20); // explanations' labels are sentences: room before eliding
    double lo = 0, hi = 0;
    for (const Bar& b : m_bars) {
        lo = std::min(lo, b.value);
        hi = std::max(hi, b.value);
    }
    if (hi - lo <= 0) hi = lo + 1;
    const int valueW = fm.horizontalAdvance(QStringLiteral("-0.0000123")) + 8;
    const int top = fm.height() + 6;
    const int plotW = std::max(20, width() - labelW - valueW - 8);
    const int rowH = std::clamp((height() - top - 4) / static_cast<int>(m_bars.size()), fm.height() + 2, 36);
    const double zeroX = labelW + (0 - lo) / (hi - lo) * plotW;

    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawText(QRect(labelW, 2, plotW, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, m_valueName);
    for (int i = 0; i < m_bars.size(); ++i) {
        const Bar& b = m_bars[i];
        const int y = top + i * rowH;
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRect(0, y, labelW - 8, rowH), Qt::AlignRight | Qt::AlignVCenter, fm.elidedText(b.label, Qt::ElideMiddle, labelW - 8));
        const double x = labelW + (b.value - lo) / (hi - lo) * plotW;
        QRectF bar(std::min(zeroX, x), y + rowH * 0.18, std::max(1.0, std::abs(x - zeroX)), rowH * 0.64);
        p.fillRect(bar, b.chosen ? QColor(221, 132, 82) : QColor(76, 114, 176));
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(bar.right() + 4, y, valueW + 40, rowH), Qt::AlignLeft | Qt::AlignVCenter, formatCompact(b.value));
    }
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(QPointF(zeroX, top - 2), QPointF(zeroX, top + rowH * m_bars.size()));
}

} // namespace gantry::gui
