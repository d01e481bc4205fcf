#pragma once
/** @brief The Gantt chart: one row per GPU (grouped by rack and machine) or per job, bars for running,
 * queued and preempted periods, a now-cursor, zoom/pan in time, tooltips. Custom painted; only visible
 * rows are drawn, and bars narrower than a pixel collapse into one pixel column (level of detail), so
 * 82k jobs stay smooth. */

#include "widgets/TimeAxis.h"

#include <QAbstractScrollArea>

#include <vector>

namespace gantry::gui {

class RunState;
class JobSelection;
class LessonHighlights;

class GanttView final : public QAbstractScrollArea {
    Q_OBJECT
public:
    enum class Rows { PerGpu, PerJob };
    Q_ENUM(Rows)

    GanttView(RunState* state, JobSelection* selection, QWidget* parent = nullptr);

    Rows rows() const { return m_rows; }
    const TimeAxis& axis() const { return m_axis; }
    int rowCount() const;
    /// Jobs that have at least one bar in the chart (for tests).
    int jobsShown() const;
    /// The job whose bar is under a viewport point, or -1.
    int jobAt(QPoint viewportPos) const;
    /// Last paint time in milliseconds (benchmark read-out).
    double lastPaintMs() const { return m_lastPaintMs; }

    static constexpr int kLabelWidth = 120;
    static constexpr int kHeaderHeight = 26;

public Q_SLOTS:
    void setRows(gantry::gui::GanttView::Rows rows);
    void zoomIn();
    void zoomOut();
    /// Shows the whole run and follows it while it grows.
    void fitAll();
    /// Shows [t0, t1] (stops following the run).
    void showRange(double t0, double t1);
    void scrollToJob(int job);
    /// Outlines (and, per job, tints the rows of) what a lesson step highlights.
    void setHighlights(const gantry::gui::LessonHighlights* highlights);

Q_SIGNALS:
    void rowsChanged(gantry::gui::GanttView::Rows rows);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void onUpdated();
    void rebuildRows();
    void updateScrollBars();
    int rowHeight() const;
    int rowAt(int y) const;
    int segmentAt(QPoint pos) const;
    void paintAxis(QPainter& p, const QRect& area);
    void paintGpuRow(QPainter& p, int gpu, int y, int h, int x0);
    void paintJobRow(QPainter& p, int job, int y, int h, int x0);

    RunState* m_state;
    JobSelection* m_selection;
    const LessonHighlights* m_highlights = nullptr;
    Rows m_rows = Rows::PerGpu;
    TimeAxis m_axis;
    bool m_follow = true;
    std::vector<int> m_rowGpu; ///< per-GPU mode: GPU of each row (rack, machine order)
    QPoint m_pressPos;
    double m_pressStart = 0;
    bool m_dragging = false;
    double m_lastPaintMs = 0;
};

} // namespace gantry::gui
