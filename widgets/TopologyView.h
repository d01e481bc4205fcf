#pragma once
/** @brief The cluster as racks, machines and GPU cells coloured by the job holding them (stable colour per
 * job), with idle and failed states, rack uplink load, GPU type and price. Zoom (wheel), pan (drag),
 * tooltips, click to select a job. Level of detail: GPU cells when they are big enough, otherwise one
 * summary bar per machine. */

#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <vector>

class QPainter;

namespace gantry::gui {

class RunState;
class JobSelection;
class LessonHighlights;

class TopologyView final : public QWidget {
    Q_OBJECT
public:
    TopologyView(RunState* state, JobSelection* selection, QWidget* parent = nullptr);
    /// Outlines the machines, racks and jobs a lesson step highlights.
    void setHighlights(const LessonHighlights* highlights);

    /// Side of a GPU cell in pixels at the current zoom (tests check the level of detail).
    double cellSize() const { return m_cell; }
    bool showsCells() const { return m_cell >= kMinCell; }
    /// Distinct jobs currently drawn on GPUs.
    int jobsOnGpus() const;
    int gpuAt(QPointF pos) const;
    /// The machine whose row (its name or its GPUs) is under `pos`, or -1.
    int machineAt(QPointF pos) const;
    double lastPaintMs() const { return m_lastPaintMs; }

    static constexpr double kMinCell = 5.0;
    /// Width of the gauge beside each machine that shows the scheduler's belief about its speed
    /// (world units; only when the scheduler keeps a belief, e.g. the dual agent's Gaussian process).
    static constexpr double kBeliefWidth = 100.0;
    bool showsBelief() const { return m_beliefLaidOut; }

public Q_SLOTS:
    void resetView();

Q_SIGNALS:
    /// The user asked for the context menu of `machine` (the main window offers forks from it).
    void machineMenuRequested(int machine, QPoint globalPos);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool event(QEvent* event) override;
    QSize sizeHint() const override { return { 520, 360 }; }

private:
    void layoutCluster();
    /// The belief gauge of one machine, in widget coordinates, next to its GPU strip `strip`.
    void drawBelief(QPainter& p, int machine, const QRectF& strip, double zoom);

    RunState* m_state;
    JobSelection* m_selection;
    const LessonHighlights* m_highlights = nullptr;
    double m_zoom = 1.0;
    QPointF m_pan;
    QPointF m_pressPos;
    QPointF m_pressPan;
    bool m_dragging = false;

    // Layout at zoom 1 (world coordinates), recomputed on resize and on a new run.
    std::vector<QRectF> m_rackRects;
    std::vector<QRectF> m_machineRects; ///< the GPU-cell strip of each machine
    double m_cell = 10;                 ///< at the current zoom
    double m_baseCell = 10;
    double m_labelWidth = 0;
    double m_lastPaintMs = 0;
    bool m_beliefLaidOut = false; ///< the layout has room for belief gauges
};

} // namespace gantry::gui
