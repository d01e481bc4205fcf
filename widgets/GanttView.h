#pragma once
/** @brief The Gantt chart: one row per GPU (grouped by rack and machine) or per job, bars for running,
 * queued and preempted periods, a now-cursor, zoom/pan in time, tooltips. Custom painted; only visible
 * rows are drawn, and bars narrower than a pixel collapse into one pixel column (level of detail), so
 * 82k jobs stay smooth. A fork of the run (from the comparison) can be drawn beside it: each GPU's row
 * splits at the fork's time, this run above and the fork below, their shared past drawn once. */

#include "widgets/TimeAxis.h"

#include "core/metrics/RunResult.h"

#include <QAbstractScrollArea>

#include <memory>
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
    /// Draws `branch`, a fork of this run (its forkedAt >= 0), in the lower half of every GPU's row from
    /// its fork time on. Null: this run alone.
    void setBranch(std::shared_ptr<const RunResult> branch, const QString& name);
    /// The fork drawn beside this run (null: none), and its name.
    const std::shared_ptr<const RunResult>& branch() const { return m_branch; }
    const QString& branchName() const { return m_branchName; }
    /// The fork's segments that hold `gpu` after the fork's time (indices into its schedule), in time order.
    const std::vector<int>& branchSegments(int gpu) const;

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
    /// `machine`'s outages (from `from` on; an open one until `openUntil`) over the row at y..y+h, in red.
    void paintOutages(QPainter& p, const std::vector<MachineOutage>& outages, int machine, int y, int h, int x0, double from,
        double openUntil) const;
    void paintBranchRow(QPainter& p, int gpu, int y, int h, int x0, const QColor& background);
    /// The colour of the fork's job `job`: the same job's colour in this run, a grey for the jobs the
    /// fork injected.
    QColor branchColor(int job) const;

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
    std::shared_ptr<const RunResult> m_branch;
    QString m_branchName;
    std::vector<std::vector<int>> m_branchGpuSegments; ///< per GPU of this run's cluster
    std::vector<int> m_branchJobs;                     ///< the fork's job -> this run's job with its id (-1: injected)
};

} // namespace gantry::gui
