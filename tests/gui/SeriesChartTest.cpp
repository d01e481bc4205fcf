#include "widgets/SeriesChart.h"

#include <QChart>
#include <QValueAxis>

#include <gtest/gtest.h>

using gantry::gui::SeriesChart;

static QValueAxis* axis(SeriesChart& c, Qt::Orientation o)
{
    for (QAbstractAxis* a : c.chart()->axes(o)) return qobject_cast<QValueAxis*>(a);
    return nullptr;
}

TEST(SeriesChartTest, TicksFallOnRoundNumbers)
{
    SeriesChart c(QStringLiteral("t"));
    c.setTimeAxis(true);
    QList<QPointF> pts;
    for (int i = 0; i <= 100; ++i) pts.append(QPointF(i * 944.0, i % 35));
    c.setSeries(QStringLiteral("a"), pts.mid(0, 30)); // grows, as live charts do
    c.setSeries(QStringLiteral("a"), pts, {}, SeriesChart::Style::Line, 1500);
    QValueAxis* y = axis(c, Qt::Vertical);
    QValueAxis* x = axis(c, Qt::Horizontal);
    ASSERT_TRUE(x && y);
    EXPECT_EQ(y->min(), 0);
    EXPECT_EQ(y->max(), 40);
    EXPECT_EQ(y->tickCount(), 5);
    EXPECT_EQ(x->max(), 30);
    EXPECT_EQ(x->tickCount(), 4);
    EXPECT_EQ(c.pointCount(QStringLiteral("a")), 101);
}

TEST(SeriesChartTest, CdfAxisHasQuarterTicks)
{
    SeriesChart c(QStringLiteral("cdf"));
    c.setTimeAxis(true);
    for (int run = 0; run < 3; ++run) {
        QList<QPointF> cdf;
        for (int i = 1; i <= 50; ++i) cdf.append(QPointF(i * 1000.0 * (run + 1), i / 50.0));
        c.setSeries(QStringLiteral("run %1").arg(run), cdf, {}, SeriesChart::Style::Step);
    }
    QValueAxis* y = axis(c, Qt::Vertical);
    ASSERT_TRUE(y);
    EXPECT_EQ(y->max(), 1);
    EXPECT_EQ(y->tickCount(), 5);
}
