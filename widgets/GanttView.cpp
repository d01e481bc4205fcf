#include "widgets/GanttView.h"

#include "widgets/LessonHighlights.h"

#include "widgets/Format.h"
#include "widgets/JobSelection.h"
#include "widgets/RunState.h"

#include <QElapsedTimer>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace gantry::gui {

GanttView::GanttView(RunState* state, JobSelection* selection, QWidget* parent)
    : QAbstractScrollArea(parent), m_state(state), m_selection(selection)
{
    setObjectName(QStringLiteral("ganttView"));
    setAccessibleName(tr("Gantt chart"));
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumHeight(160);
    connect(state, &RunState::reset, this, [this] {
        rebuildRows();
        m_follow = true;
        onUpdated();
    });
    connect(state, &RunState::updated, this, &GanttView::onUpdated);
    connect(selection, &JobSelection::changed, this, [this](int job) {
        if (m_rows == Rows::PerJob && job >= 0) scrollToJob(job);
        viewport()->update();
    });
    rebuildRows();
}

int GanttView::rowHeight() const { return m_rows == Rows::PerGpu ? 14 : 12; }

int GanttView::rowCount() const
{
    return m_rows == Rows::PerGpu ? static_cast<int>(m_rowGpu.size()) : m_state->jobCount();
}

void GanttView::rebuildRows()
{
    m_rowGpu.clear();
    const Cluster& c = m_state->cluster();
    if (m_state->hasRun())
        for (int r = 0; r < c.rackCount(); ++r)
            for (MachineId m : c.machinesIn(r))
                for (int g = 0; g < c.machines[m].gpuCount; ++g) m_rowGpu.push_back(c.firstGpu(m) + g);
    updateScrollBars();
}

void GanttView::setRows(Rows rows)
{
    if (rows == m_rows) return;
    m_rows = rows;
    verticalScrollBar()->setValue(0);
    updateScrollBars();
    if (rows == Rows::PerJob && m_selection->job() >= 0) scrollToJob(m_selection->job());
    viewport()->update();
}

void GanttView::updateScrollBars()
{
    const int visible = std::max(0, viewport()->height() - kHeaderHeight);
    verticalScrollBar()->setPageStep(visible);
    verticalScrollBar()->setSingleStep(rowHeight() * 3);
    verticalScrollBar()->setRange(0, std::max(0, rowCount() * rowHeight() - visible));
    m_axis.width = std::max(1, viewport()->width() - kLabelWidth);
}

void GanttView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    if (m_follow) fitAll();
}

void GanttView::onUpdated()
{
    if (m_follow) {
        const double end = std::max(m_state->endTime(), 60.0);
        m_axis.fit(0, end * 1.02);
    }
    viewport()->update();
}

void GanttView::fitAll()
{
    m_follow = true;
    onUpdated();
}

void GanttView::showRange(double t0, double t1)
{
    m_follow = false;
    m_axis.fit(t0, t1);
    viewport()->update();
}

void GanttView::zoomIn()
{
    m_follow = false;
    m_axis.zoom(2.0, m_axis.width / 2);
    viewport()->update();
}

void GanttView::zoomOut()
{
    m_follow = false;
    m_axis.zoom(0.5, m_axis.width / 2);
    viewport()->update();
}

void GanttView::scrollToJob(int job)
{
    if (m_rows != Rows::PerJob || job < 0) return;
    const int y = job * rowHeight();
    QScrollBar* sb = verticalScrollBar();
    if (y < sb->value() || y > sb->value() + sb->pageStep() - rowHeight())
        sb->setValue(std::max(0, y - sb->pageStep() / 2));
}

int GanttView::rowAt(int y) const
{
    if (y < kHeaderHeight) return -1;
    const int row = (y - kHeaderHeight + verticalScrollBar()->value()) / rowHeight();
    return row < rowCount() ? row : -1;
}

int GanttView::segmentAt(QPoint pos) const
{
    const int row = rowAt(pos.y());
    if (row < 0 || pos.x() < kLabelWidth || !m_state->hasRun()) return -1;
    const double t = m_axis.xToTime(pos.x() - kLabelWidth);
    const double slack = 2 * m_axis.secondsPerPixel(); // thin bars stay clickable
    const double end = m_state->now();
    const auto& segs = m_state->segments();
    auto first = [&](const auto& list) {
        for (int i : list) {
            const Segment& s = segs[i];
            const double e = s.end < 0 ? end : s.end;
            if (t >= s.start - slack && t <= e + slack) return i;
        }
        return -1;
    };
    return m_rows == Rows::PerGpu ? first(m_state->gpuSegments(m_rowGpu[row])) : first(m_state->jobSegments(row));
}

int GanttView::jobAt(QPoint pos) const
{
    const int s = segmentAt(pos);
    return s < 0 ? -1 : m_state->segments()[s].job;
}

int GanttView::jobsShown() const
{
    if (!m_state->hasRun()) return 0;
    if (m_rows == Rows::PerJob) {
        int n = 0;
        for (int j = 0; j < m_state->jobCount(); ++j) n += m_state->jobSegments(j).empty() ? 0 : 1;
        return n;
    }
    std::vector<char> seen(m_state->jobCount(), 0);
    for (int gpu : m_rowGpu)
        for (int s : m_state->gpuSegments(gpu)) seen[m_state->segments()[s].job] = 1;
    return static_cast<int>(std::count(seen.begin(), seen.end(), 1));
}

void GanttView::paintAxis(QPainter& p, const QRect& area)
{
    const QPalette& pal = palette();
    p.fillRect(area, pal.color(QPalette::Button));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(area.bottomLeft(), area.bottomRight());
    const double step = m_axis.tickStep(90);
    const double first = std::ceil(m_axis.start / step) * step;
    p.setPen(pal.color(QPalette::ButtonText));
    for (double t = first; m_axis.timeToX(t) <= m_axis.width; t += step) {
        const int x = kLabelWidth + static_cast<int>(std::lround(m_axis.timeToX(t)));
        p.drawLine(x, area.bottom() - 5, x, area.bottom());
        p.drawText(QRect(x + 3, area.top(), 90, area.height() - 4), Qt::AlignLeft | Qt::AlignVCenter, formatClock(t));
    }
    p.drawText(QRect(6, area.top(), kLabelWidth - 10, area.height()), Qt::AlignLeft | Qt::AlignVCenter,
        m_rows == Rows::PerGpu ? tr("GPU") : tr("Job"));
}

static QColor barColor(const RunState& state, const Segment& s)
{
    if (holdsGpus(s.kind)) return state.colorOf(s.job);
    return s.kind == SegmentKind::Queued ? QColor(200, 200, 200, 150) : QColor(235, 150, 60, 170);
}

/// Restoring and checkpointing hold (and bill) GPUs without progress: the job's colour, hatched.
static void paintBar(QPainter& p, const QRectF& r, const RunState& state, const Segment& s)
{
    p.fillRect(r, barColor(state, s));
    if (s.kind == SegmentKind::Restoring || s.kind == SegmentKind::Checkpointing)
        p.fillRect(r, QBrush(QColor(255, 255, 255, 150), s.kind == SegmentKind::Restoring ? Qt::BDiagPattern : Qt::FDiagPattern));
}

void GanttView::paintGpuRow(QPainter& p, int gpu, int y, int h, int x0)
{
    const auto& segs = m_state->segments();
    const std::vector<int>& list = m_state->gpuSegments(gpu);
    const double t0 = m_axis.start, t1 = m_axis.start + m_axis.span;
    const double now = m_state->now();
    // Segments on one GPU never overlap, so their ends are sorted too: binary search the first visible.
    auto it = std::lower_bound(list.begin(), list.end(), t0, [&](int i, double t) {
        const double e = segs[i].end < 0 ? now : segs[i].end;
        return e < t;
    });
    const int selected = m_selection->job();
    const bool anyHighlight = m_highlights && !m_highlights->current().empty();
    int lastPx = -1;
    for (; it != list.end(); ++it) {
        const Segment& s = segs[*it];
        if (s.start > t1) break;
        const double e = s.end < 0 ? now : s.end;
        const double xa = std::max(-2.0, m_axis.timeToX(s.start));
        const double xb = std::min(m_axis.width + 2, m_axis.timeToX(e));
        int a = static_cast<int>(std::floor(xa));
        int b = static_cast<int>(std::ceil(xb));
        if (b <= lastPx && s.job != selected) continue; // level of detail: this pixel column is painted
        if (b - a < 1) b = a + 1;
        a = std::max(a, lastPx);
        paintBar(p, QRect(x0 + a, y + 1, b - a, h - 2), *m_state, s);
        if (s.job == selected) {
            p.setPen(QPen(palette().color(QPalette::Highlight), 2));
            p.drawRect(QRect(x0 + a, y + 1, b - a, h - 2));
        }
        if (anyHighlight && m_highlights->job(s.job)) {
            p.setPen(QPen(LessonHighlights::color(), 2.5));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRect(x0 + a, y, b - a, h));
        }
        lastPx = b;
    }
}

void GanttView::setBranch(std::shared_ptr<const RunResult> branch, const QString& name)
{
    m_branch = branch && branch->forkedAt >= 0 ? std::move(branch) : nullptr;
    m_branchName = m_branch ? name : QString();
    m_branchGpuSegments.assign(m_branch ? std::size_t(m_state->cluster().gpuCount()) : 0, {});
    m_branchJobs.clear();
    if (m_branch) {
        // The fork's own schedule is not indexed by GPU (a run records none): one pass over its
        // segments, keeping those that hold one of this run's GPUs after the fork.
        const Schedule& schedule = m_branch->schedule;
        for (int i = 0; i < static_cast<int>(schedule.segments().size()); ++i) {
            const ScheduleSegment& seg = schedule.segments()[std::size_t(i)];
            if (!holdsGpus(seg.kind) || (seg.end >= 0 && seg.end <= m_branch->forkedAt)) continue;
            for (GpuId g : schedule.gpus(seg))
                if (g < static_cast<GpuId>(m_branchGpuSegments.size())) m_branchGpuSegments[std::size_t(g)].push_back(i);
        }
        std::unordered_map<std::string_view, int> byId;
        for (int j = 0; j < m_state->jobCount(); ++j) byId.emplace(m_state->job(j).id, j);
        for (const JobRecord& job : m_branch->jobs) {
            const auto it = byId.find(job.id);
            m_branchJobs.push_back(it == byId.end() ? -1 : it->second);
        }
    }
    viewport()->update();
}

const std::vector<int>& GanttView::branchSegments(int gpu) const
{
    static const std::vector<int> none;
    return gpu >= 0 && gpu < static_cast<int>(m_branchGpuSegments.size()) ? m_branchGpuSegments[std::size_t(gpu)] : none;
}

QColor GanttView::branchColor(int job) const
{
    const int mine = job >= 0 && job < static_cast<int>(m_branchJobs.size()) ? m_branchJobs[std::size_t(job)] : -1;
    return mine >= 0 ? m_state->colorOf(mine) : QColor(120, 120, 140);
}

void GanttView::paintBranchRow(QPainter& p, int gpu, int y, int h, int x0, const QColor& background)
{
    const double fork = m_branch->forkedAt;
    const double fx = std::max(0.0, m_axis.timeToX(fork));
    if (fx > m_axis.width) return;
    const int top = y + h / 2, half = h - h / 2;
    // From the fork on, the lower half is the fork's: this run keeps the upper half.
    p.fillRect(QRect(x0 + int(fx), top, int(m_axis.width - fx) + 2, half), background);
    const Schedule& schedule = m_branch->schedule;
    const double t1 = m_axis.start + m_axis.span;
    int lastPx = -1;
    for (int i : branchSegments(gpu)) {
        const ScheduleSegment& s = schedule.segments()[std::size_t(i)];
        if (s.start > t1) break;
        const double e = s.end < 0 ? t1 : s.end;
        const double xa = std::max(fx, m_axis.timeToX(std::max(s.start, fork)));
        const double xb = std::min(m_axis.width + 2, m_axis.timeToX(e));
        int a = static_cast<int>(std::floor(xa)), b = static_cast<int>(std::ceil(xb));
        if (b <= lastPx || xb < 0) continue;
        if (b - a < 1) b = a + 1;
        a = std::max(a, lastPx);
        p.fillRect(QRect(x0 + a, top, b - a, half - 1), branchColor(s.job));
        lastPx = b;
    }
    // The fork's failed machines, red in its lane as in the run's.
    const double branchEnd = m_branch->series.empty() ? t1 : std::max(m_branch->series.back().time, t1);
    paintOutages(p, m_branch->outages, m_state->cluster().machineOf(gpu), top, half, x0, fork, branchEnd);
}

void GanttView::paintOutages(QPainter& p, const std::vector<MachineOutage>& outages, int machine, int y, int h, int x0, double from,
    double openUntil) const
{
    static const QColor failed(220, 60, 60, 70); // red is failure, and only failure
    for (const MachineOutage& o : outages) {
        if (o.machine != machine) continue;
        const double a = m_axis.timeToX(std::max(o.from, from)), b = m_axis.timeToX(o.to < 0 ? openUntil : o.to);
        if (b <= 0 || a >= m_axis.width || b <= a) continue;
        const int left = int(std::floor(std::max(0.0, a))), right = int(std::ceil(std::min(m_axis.width + 2, b)));
        p.fillRect(QRect(x0 + left, y, std::max(1, right - left), h), failed);
    }
}

void GanttView::paintJobRow(QPainter& p, int job, int y, int h, int x0)
{
    const auto& segs = m_state->segments();
    const double now = m_state->now();
    const bool selected = job == m_selection->job();
    const bool highlighted = m_highlights && m_highlights->job(job);
    if (m_highlights && m_highlights->current().ganttRows.contains(job)) {
        QColor tint = LessonHighlights::color();
        tint.setAlpha(60);
        p.fillRect(QRect(0, y, viewport()->width(), h), tint);
    }
    for (int i : m_state->jobSegments(job)) {
        const Segment& s = segs[i];
        const double e = s.end < 0 ? now : s.end;
        double xa = m_axis.timeToX(s.start), xb = m_axis.timeToX(e);
        if (xb < 0 || xa > m_axis.width) continue;
        xa = std::max(-2.0, xa);
        xb = std::min(m_axis.width + 2, xb);
        QRectF r(x0 + xa, y + 1, std::max(1.0, xb - xa), h - 2);
        if (!holdsGpus(s.kind)) r.adjust(0, 2, 0, -2);
        paintBar(p, r, *m_state, s);
        if (selected) {
            p.setPen(QPen(palette().color(QPalette::Highlight), 2));
            p.drawRect(r);
        }
        if (highlighted) {
            p.setPen(QPen(LessonHighlights::color(), 2.5));
            p.setBrush(Qt::NoBrush);
            p.drawRect(r.adjusted(-1, -1, 1, 1));
        }
    }
}

void GanttView::setHighlights(const LessonHighlights* highlights)
{
    m_highlights = highlights;
    connect(highlights, &LessonHighlights::changed, viewport(), [this] { viewport()->update(); });
}

void GanttView::paintEvent(QPaintEvent*)
{
    QElapsedTimer timer;
    timer.start();
    QPainter p(viewport());
    const QPalette& pal = palette();
    const QRect all = viewport()->rect();
    p.fillRect(all, pal.color(QPalette::Base));
    if (!m_state->hasRun()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(all, Qt::AlignCenter, tr("Run the scenario to see which job holds each GPU over time."));
        return;
    }
    const int h = rowHeight();
    const int scroll = verticalScrollBar()->value();
    const int firstRow = scroll / h;
    const int lastRow = std::min(rowCount() - 1, (scroll + all.height() - kHeaderHeight) / h + 1);
    const Cluster& c = m_state->cluster();
    const QColor alt = pal.color(QPalette::AlternateBase);
    const QColor grid = pal.color(QPalette::Midlight);

    p.save();
    p.setClipRect(QRect(0, kHeaderHeight, all.width(), all.height() - kHeaderHeight));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    for (int row = firstRow; row <= lastRow; ++row) {
        const int y = kHeaderHeight + row * h - scroll;
        const QRect labelRect(0, y, kLabelWidth - 4, h);
        if (m_rows == Rows::PerGpu) {
            const int gpu = m_rowGpu[row];
            const MachineId m = c.machineOf(gpu);
            const int local = gpu - c.firstGpu(m);
            const QColor background = (m & 1) == 0 ? alt : pal.color(QPalette::Base);
            if ((m & 1) == 0) p.fillRect(QRect(0, y, all.width(), h), alt);
            // Failed: red over the time the machine was down (a fork beside the run redraws its own lane).
            paintOutages(p, m_state->outages(), m, y, h, kLabelWidth, -1, m_state->now());
            if (local == 0) {
                p.setPen(grid);
                p.drawLine(0, y, all.width(), y);
            }
            p.setPen(pal.color(QPalette::Text));
            const QString label = local == 0 ? QStringLiteral("%1  g0").arg(QString::fromStdString(c.machines[m].name))
                                             : QStringLiteral("g%1").arg(local);
            p.drawText(labelRect.adjusted(6, 0, 0, 0), Qt::AlignVCenter | Qt::AlignRight, label);
            paintGpuRow(p, gpu, y, h, kLabelWidth);
            if (m_branch) paintBranchRow(p, gpu, y, h, kLabelWidth, background);
        } else {
            if ((row & 1) == 0) p.fillRect(QRect(0, y, all.width(), h), alt);
            p.setPen(pal.color(QPalette::Text));
            p.drawText(labelRect.adjusted(6, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
                toQString(m_state->job(row).id));
            paintJobRow(p, row, y, h, kLabelWidth);
        }
    }
    p.restore();

    // The fork's moment, where the rows split (this run above, the fork below).
    if (m_branch && m_rows == Rows::PerGpu) {
        const double fx = m_axis.timeToX(m_branch->forkedAt);
        if (fx >= 0 && fx <= m_axis.width) {
            p.setPen(QPen(pal.color(QPalette::Highlight), 1.5, Qt::DashLine));
            p.drawLine(QPointF(kLabelWidth + fx, kHeaderHeight), QPointF(kLabelWidth + fx, all.height()));
        }
    }
    // Now-cursor.
    const double nx = m_axis.timeToX(m_state->now());
    if (nx >= 0 && nx <= m_axis.width) {
        p.setPen(QPen(pal.color(QPalette::Text), 1.5)); // not red: red is a failed machine
        p.drawLine(QPointF(kLabelWidth + nx, kHeaderHeight), QPointF(kLabelWidth + nx, all.height()));
    }
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(kLabelWidth - 1, kHeaderHeight, kLabelWidth - 1, all.height());
    paintAxis(p, QRect(0, 0, all.width(), kHeaderHeight));
    m_lastPaintMs = timer.nsecsElapsed() / 1e6;
}

void GanttView::wheelEvent(QWheelEvent* event)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier)) {
        const double steps = event->angleDelta().y() / 120.0;
        m_follow = false;
        m_axis.zoom(std::pow(1.25, steps), event->position().x() - kLabelWidth);
        viewport()->update();
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

void GanttView::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->pos();
    m_pressStart = m_axis.start;
    m_dragging = false;
}

void GanttView::mouseMoveEvent(QMouseEvent* event)
{
    if (!(event->buttons() & Qt::LeftButton)) return;
    if (!m_dragging && (event->pos() - m_pressPos).manhattanLength() > 4) m_dragging = true;
    if (m_dragging) {
        m_follow = false;
        m_axis.start = m_pressStart;
        m_axis.pan(m_pressPos.x() - event->pos().x());
        viewport()->update();
    }
}

void GanttView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_dragging) m_selection->select(jobAt(event->pos()));
    m_dragging = false;
}

void GanttView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal) zoomIn();
    else if (event->key() == Qt::Key_Minus) zoomOut();
    else if (event->key() == Qt::Key_0) fitAll();
    else QAbstractScrollArea::keyPressEvent(event);
}

bool GanttView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int si = segmentAt(help->pos());
        if (si < 0) {
            QToolTip::hideText();
            return true;
        }
        const Segment& s = m_state->segments()[si];
        const JobBrief& j = m_state->job(s.job);
        const double end = s.end < 0 ? m_state->now() : s.end;
        QString what;
        switch (s.kind) {
        case SegmentKind::Queued: what = tr("queued"); break;
        case SegmentKind::Requeued: what = tr("waiting again after a preemption or failure"); break;
        case SegmentKind::Running: what = tr("running on %n GPU(s)", nullptr, int(s.gpuCount)); break;
        case SegmentKind::Restoring: what = tr("restoring its checkpoint on %n GPU(s)", nullptr, int(s.gpuCount)); break;
        case SegmentKind::Checkpointing: what = tr("writing its checkpoint on %n GPU(s)", nullptr, int(s.gpuCount)); break;
        }
        QToolTip::showText(help->globalPos(),
            tr("<b>%1</b> (%2 GPUs requested)<br>%3<br>%4 → %5 (%6)")
                .arg(toQString(j.id).toHtmlEscaped())
                .arg(j.gpus)
                .arg(what, formatClock(s.start), s.end < 0 ? tr("now") : formatClock(end), formatDuration(end - s.start)),
            viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace gantry::gui
