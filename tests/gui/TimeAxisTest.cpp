#include "widgets/Format.h"
#include "widgets/LiveChart.h"
#include "widgets/TimeAxis.h"

#include <gtest/gtest.h>

using gantry::gui::TimeAxis;

TEST(TimeAxis, MapsTimeToPixelsAndBack)
{
    TimeAxis a { 100, 1000, 500 };
    EXPECT_DOUBLE_EQ(a.timeToX(100), 0);
    EXPECT_DOUBLE_EQ(a.timeToX(1100), 500);
    EXPECT_DOUBLE_EQ(a.timeToX(600), 250);
    EXPECT_DOUBLE_EQ(a.secondsPerPixel(), 2);
    for (double x : { 0.0, 1.0, 123.5, 499.0 }) EXPECT_NEAR(a.timeToX(a.xToTime(x)), x, 1e-9);
}

TEST(TimeAxis, ZoomKeepsTheAnchorInPlace)
{
    TimeAxis a { 0, 3600, 800 };
    const double anchorX = 200;
    const double before = a.xToTime(anchorX);
    a.zoom(4, anchorX);
    EXPECT_DOUBLE_EQ(a.span, 900);
    EXPECT_NEAR(a.xToTime(anchorX), before, 1e-9);
    a.zoom(0.25, anchorX);
    EXPECT_NEAR(a.span, 3600, 1e-9);
    EXPECT_NEAR(a.start, 0, 1e-9);
}

TEST(TimeAxis, ZoomIsClamped)
{
    TimeAxis a { 0, 10, 100 };
    a.zoom(1e12, 0);
    EXPECT_GE(a.span, TimeAxis::kMinSpan);
    a.zoom(-1, 0); // ignored
    EXPECT_GE(a.span, TimeAxis::kMinSpan);
}

TEST(TimeAxis, PanMovesByPixels)
{
    TimeAxis a { 0, 1000, 100 };
    a.pan(10);
    EXPECT_DOUBLE_EQ(a.start, 100);
    a.pan(-20);
    EXPECT_DOUBLE_EQ(a.start, -100);
}

TEST(TimeAxis, FitAndTicks)
{
    TimeAxis a { 0, 1, 1000 };
    a.fit(3600, 7200);
    EXPECT_DOUBLE_EQ(a.start, 3600);
    EXPECT_DOUBLE_EQ(a.span, 3600);
    const double step = a.tickStep(80);
    EXPECT_GE(step / a.secondsPerPixel(), 80);
    EXPECT_EQ(step, 300); // 3600 s over 1000 px: 80 px = 288 s -> 5 minutes
}

TEST(Format, Durations)
{
    using namespace gantry::gui;
    EXPECT_EQ(formatDuration(42), QStringLiteral("42 s"));
    EXPECT_EQ(formatDuration(5400), QStringLiteral("90.0 min"));
    EXPECT_EQ(formatClock(3 * 86400 + 4 * 3600), QStringLiteral("3d 4:00"));
    EXPECT_EQ(formatClock(-1800), QStringLiteral("−0:30"));
    EXPECT_EQ(formatDelta(90, 100), QStringLiteral("−10.0%"));
    EXPECT_EQ(formatDelta(100, 100), QStringLiteral("±0%"));
}

TEST(Ticks, NiceSteps)
{
    using gantry::gui::niceTickStep;
    EXPECT_DOUBLE_EQ(niceTickStep(34, 4), 10);
    EXPECT_DOUBLE_EQ(niceTickStep(1, 4), 0.25);
    EXPECT_DOUBLE_EQ(niceTickStep(918, 4), 250);
    EXPECT_DOUBLE_EQ(niceTickStep(26.2, 5), 10);
    EXPECT_DOUBLE_EQ(niceTickStep(0, 4), 1);
}
