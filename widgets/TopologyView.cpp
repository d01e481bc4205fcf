#include "widgets/TopologyView.h"

#include "widgets/LessonHighlights.h"

#include "widgets/Format.h"
#include "widgets/JobSelection.h"
#include "widgets/RunState.h"

#include <QContextMenuEvent>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <map>

namespace gantry::gui {

namespace {
constexpr double kRackPad = 10;
constexpr double kRackHeader = 30;
constexpr double kMachineGap = 2;
} // namespace

TopologyView::TopologyView(RunState* state, JobSelection* selection, QWidget* parent)
    : QWidget(parent), m_state(state), m_selection(selection)
{
    setObjectName(QStringLiteral("topologyView"));
    setAccessibleName(tr("Cluster topology"));
    setMouseTracking(true);
    setMinimumSize(240, 160);
    setAutoFillBackground(false);
    connect(state, &RunState::reset, this, [this] {
        layoutCluster();
        update();
    });
    connect(state, &RunState::updated, this, [this] {
        // The belief arrives with the first batch that has one: make room for its gauges then.
        if (m_state->hasMachineBelief() != m_beliefLaidOut) layoutCluster();
        update();
    });
    connect(selection, &JobSelection::changed, this, qOverload<>(&QWidget::update));
}

void TopologyView::resizeEvent(QResizeEvent*) { layoutCluster(); }

void TopologyView::resetView()
{
    m_zoom = 1;
    m_pan = {};
    layoutCluster();
    update();
}

void TopologyView::layoutCluster()
{
    m_rackRects.clear();
    m_machineRects.clear();
    m_beliefLaidOut = m_state->hasRun() && m_state->hasMachineBelief();
    if (!m_state->hasRun()) return;
    const double belief = m_beliefLaidOut ? kBeliefWidth + 6 : 0.0;
    const Cluster& c = m_state->cluster();
    const int racks = std::max(1, c.rackCount());
    int maxMachines = 1, maxGpus = 1;
    for (int r = 0; r < c.rackCount(); ++r) maxMachines = std::max<int>(maxMachines, c.machinesIn(r).size());
    for (const Machine& m : c.machines) maxGpus = std::max(maxGpus, m.gpuCount);

    const double W = std::max(50, width()), H = std::max(50, height());
    // Pick the number of rack columns that gives the biggest GPU cells.
    double best = -1;
    int bestCols = 1;
    double bestLabel = 0;
    for (int cols = racks; cols >= 1; --cols) { // ties go to more columns (wide windows)
        const int rows = (racks + cols - 1) / cols;
        const double rackW = W / cols - kRackPad;
        const double rackH = H / rows - kRackPad - kRackHeader;
        for (double label : { 110.0, 0.0 }) {
            const double cw = (rackW - label - 8 - belief) / maxGpus;
            const double ch = rackH / maxMachines - kMachineGap;
            const double cell = std::min({ cw, ch, 72.0 });
            // Labels only when the rows are tall enough to read them.
            if (label > 0 && cell < 11) continue;
            if (cell > best + 0.01) {
                best = cell;
                bestCols = cols;
                bestLabel = label;
            }
            break;
        }
    }
    m_baseCell = std::max(0.5, best);
    m_labelWidth = bestLabel;
    const int cols = bestCols;
    const double rackW = m_labelWidth + 8 + maxGpus * m_baseCell + belief;
    const double rackH = kRackHeader + maxMachines * (m_baseCell + kMachineGap) + 4;
    m_machineRects.assign(c.machineCount(), {});
    const int rows = (racks + cols - 1) / cols;
    const double offsetX = std::max(0.0, (W - cols * (rackW + kRackPad)) / 2);
    const double offsetY = std::max(0.0, (H - 20 - rows * (rackH + kRackPad)) / 2);
    for (int r = 0; r < c.rackCount(); ++r) {
        const double x = offsetX + kRackPad / 2 + (r % cols) * (rackW + kRackPad);
        const double y = offsetY + kRackPad / 2 + (r / cols) * (rackH + kRackPad);
        m_rackRects.emplace_back(x, y, rackW, rackH);
        double my = y + kRackHeader;
        for (MachineId m : c.machinesIn(r)) {
            m_machineRects[m] = QRectF(x + 4 + m_labelWidth, my, c.machines[m].gpuCount * m_baseCell, m_baseCell);
            my += m_baseCell + kMachineGap;
        }
    }
    m_cell = m_baseCell * m_zoom;
}

int TopologyView::jobsOnGpus() const
{
    if (!m_state->hasRun()) return 0;
    std::vector<int> owners;
    for (int g = 0; g < m_state->cluster().gpuCount(); ++g)
        if (m_state->gpuOwner(g) >= 0) owners.push_back(m_state->gpuOwner(g));
    std::sort(owners.begin(), owners.end());
    return static_cast<int>(std::unique(owners.begin(), owners.end()) - owners.begin());
}

int TopologyView::gpuAt(QPointF pos) const
{
    if (!m_state->hasRun()) return -1;
    const QPointF w = (pos - m_pan) / m_zoom;
    const Cluster& c = m_state->cluster();
    for (int m = 0; m < static_cast<int>(m_machineRects.size()); ++m) {
        const QRectF& r = m_machineRects[m];
        if (r.adjusted(0, -1, 0, 1).contains(w)) {
            const int local = std::clamp(static_cast<int>((w.x() - r.left()) / m_baseCell), 0, c.machines[m].gpuCount - 1);
            return c.firstGpu(m) + local;
        }
    }
    return -1;
}

int TopologyView::machineAt(QPointF pos) const
{
    if (!m_state->hasRun()) return -1;
    const QPointF w = (pos - m_pan) / m_zoom;
    for (int m = 0; m < static_cast<int>(m_machineRects.size()); ++m)
        if (m_machineRects[m].adjusted(-m_labelWidth, -1, 0, 1).contains(w)) return m;
    return -1;
}

void TopologyView::contextMenuEvent(QContextMenuEvent* event)
{
    const int machine = machineAt(event->pos());
    if (machine < 0) return;
    Q_EMIT machineMenuRequested(machine, event->globalPos());
    event->accept();
}

void TopologyView::paintEvent(QPaintEvent*)
{
    QElapsedTimer timer;
    timer.start();
    QPainter p(this);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    if (!m_state->hasRun()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("Open a scenario and press Run."));
        return;
    }
    if (m_rackRects.empty()) layoutCluster();
    const Cluster& c = m_state->cluster();
    const double z = m_zoom;
    m_cell = m_baseCell * z;
    auto map = [&](const QRectF& r) { return QRectF(r.topLeft() * z + m_pan, r.size() * z); };
    const std::vector<int> uplink = m_state->uplinkLoad();
    const int selected = m_selection->job();
    const QColor idle = pal.color(QPalette::Window).darker(104);
    const QColor text = pal.color(QPalette::Text);
    const bool cells = m_cell >= kMinCell;
    p.setRenderHint(QPainter::Antialiasing, false);

    QFont small = font();
    small.setPointSizeF(std::max(6.5, small.pointSizeF() * 0.85));
    for (int r = 0; r < c.rackCount(); ++r) {
        const QRectF rr = map(m_rackRects[r]);
        if (!rr.intersects(rect())) continue;
        p.setPen(pal.color(QPalette::Mid));
        p.setBrush(pal.color(QPalette::AlternateBase));
        p.drawRoundedRect(rr, 4, 4);
        // Header: name, uplink and its load (cross-rack jobs sharing it).
        const Rack& rack = c.racks[r];
        const QRectF header(rr.left() + 6, rr.top() + 2, rr.width() - 12, kRackHeader * std::min(1.0, z) - 4);
        if (header.height() > 10) {
            p.setFont(font());
            p.setPen(text);
            QFont bold = font();
            bold.setBold(true);
            p.setFont(bold);
            p.drawText(header, Qt::AlignLeft | Qt::AlignTop, QString::fromStdString(rack.name));
            p.setFont(small);
            const int load = r < static_cast<int>(uplink.size()) ? uplink[r] : 0;
            const double frac = std::min(1.0, load * rack.oversubscription / 4.0);
            const QRectF bar(header.left(), header.bottom() - 6, std::min(120.0, header.width() * 0.5), 5);
            p.setPen(Qt::NoPen);
            p.setBrush(pal.color(QPalette::Mid).lighter(130));
            p.drawRect(bar);
            p.setBrush(QColor::fromHsvF(std::max(0.09, 0.33 - 0.24 * frac), 0.75, 0.85)); // green to amber: red is failure
            p.drawRect(QRectF(bar.left(), bar.top(), bar.width() * frac, bar.height()));
            p.setPen(text);
            const QRectF textRect(bar.right() + 6, header.top(), header.right() - bar.right() - 6, header.height());
            const QString full = tr("uplink %1 Gb/s · %2 cross-rack").arg(rack.uplinkGbps).arg(load);
            const QFontMetrics fm(small);
            if (fm.horizontalAdvance(full) <= textRect.width())
                p.drawText(textRect, Qt::AlignRight | Qt::AlignBottom, full);
            else if (fm.horizontalAdvance(QString::number(load)) <= textRect.width())
                p.drawText(textRect, Qt::AlignRight | Qt::AlignBottom, QString::number(load));
        }
        if (m_highlights && m_highlights->current().racks.contains(r)) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(LessonHighlights::color(), 3));
            p.drawRoundedRect(rr.adjusted(1, 1, -1, -1), 4, 4);
        }
        for (MachineId m : c.machinesIn(r)) {
            const QRectF mr = map(m_machineRects[m]);
            if (!mr.intersects(rect())) continue;
            const Machine& mach = c.machines[m];
            const bool up = m_state->machineUp(m);
            if (m_labelWidth > 0 && mr.height() >= 9) {
                const GpuType& type = c.gpuTypes[mach.gpuType];
                p.setFont(small);
                p.setPen(up ? text : QColor(200, 40, 40));
                const QRectF label(mr.left() - m_labelWidth * z, mr.top(), m_labelWidth * z - 4, mr.height());
                p.drawText(label, Qt::AlignRight | Qt::AlignVCenter,
                    QStringLiteral("%1 · %2 %3")
                        .arg(QString::fromStdString(mach.name), QString::fromStdString(type.name),
                            formatMoney(mach.spot ? type.spotPricePerHour : type.pricePerHour)));
            }
            if (m_beliefLaidOut) drawBelief(p, m, mr, z);
            const int first = c.firstGpu(m);
            if (cells) {
                const double gap = m_cell >= 10 ? 1.5 : 1.0;
                for (int g = 0; g < mach.gpuCount; ++g) {
                    const QRectF cell(mr.left() + g * m_cell + gap / 2, mr.top() + gap / 2, m_cell - gap, mr.height() - gap);
                    const int owner = m_state->gpuOwner(first + g);
                    p.setPen(Qt::NoPen);
                    p.setBrush(!up ? QColor(220, 70, 70) : owner >= 0 ? m_state->colorOf(owner) : idle);
                    p.drawRect(cell);
                    if (!up) {
                        p.setBrush(QBrush(QColor(120, 0, 0), Qt::BDiagPattern));
                        p.drawRect(cell);
                    }
                    if (owner >= 0 && owner == selected) {
                        p.setBrush(Qt::NoBrush);
                        p.setPen(QPen(pal.color(QPalette::Highlight), 2.5));
                        p.drawRect(cell.adjusted(1, 1, -1, -1));
                    }
                    if (owner >= 0 && m_highlights && m_highlights->job(owner)) {
                        p.setBrush(Qt::NoBrush);
                        p.setPen(QPen(LessonHighlights::color(), 2.5));
                        p.drawRect(cell.adjusted(1, 1, -1, -1));
                    }
                }
            } else {
                // Level of detail: one bar per machine, busy share coloured by the jobs holding it.
                p.setPen(Qt::NoPen);
                p.setBrush(up ? idle : QColor(220, 70, 70));
                p.drawRect(mr);
                if (up) {
                    double x = mr.left();
                    const double w = mr.width() / std::max(1, mach.gpuCount);
                    bool hasSelected = false;
                    for (int g = 0; g < mach.gpuCount; ++g) {
                        const int owner = m_state->gpuOwner(first + g);
                        if (owner < 0) continue;
                        hasSelected |= owner == selected;
                        p.setBrush(m_state->colorOf(owner));
                        p.drawRect(QRectF(x, mr.top(), w, mr.height()));
                        x += w;
                    }
                    if (hasSelected) {
                        p.setBrush(Qt::NoBrush);
                        p.setPen(QPen(pal.color(QPalette::Highlight), 2));
                        p.drawRect(mr.adjusted(-1, -1, 1, 1));
                    }
                }
            }
            if (m_highlights && m_highlights->current().machines.contains(m)) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(LessonHighlights::color(), 3));
                p.drawRect(mr.adjusted(-3, -3, 3, 3));
            }
        }
    }
    // Legend.
    p.setFont(small);
    const bool byTenant = m_state->colorByTenant() && !m_state->tenants().empty();
    QString legend = !cells  ? tr("machine summaries (zoom in for GPU cells) · red = failed")
        : byTenant           ? tr("colour = tenant (key under the schedule's toolbar) · grey = idle · red = failed · wheel zooms, drag pans")
                             : tr("colour = job · grey = idle · red = failed · wheel zooms, drag pans");
    if (m_beliefLaidOut) legend = tr("gauge = the scheduler's believed speed (× nominal) ± 2σ · ") + legend;
    const QRectF lr(6, height() - 18, width() - 12, 16);
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawText(lr, Qt::AlignRight | Qt::AlignVCenter, legend);
    m_lastPaintMs = timer.nsecsElapsed() / 1e6;
}

void TopologyView::drawBelief(QPainter& p, int m, const QRectF& strip, double zoom)
{
    if (!m_state->hasMachineBelief()) return;
    // The gauge, then the believed speed as text to its right (when there is room to read it).
    const QRectF area(strip.left() + strip.width() + 6 * zoom, strip.top(), kBeliefWidth * zoom, strip.height());
    if (!area.intersects(rect()) || area.height() < 2) return;
    const bool withText = area.height() >= 11 && area.width() >= 60;
    const QRectF g = withText ? QRectF(area.left(), area.top(), area.width() * 0.6, area.height()) : area;
    // Believed speed = 1 / slowdown, on a scale from 0.4 to 1.4 times nominal; its ±2σ by the delta method.
    const double mean = std::max(0.05, m_state->beliefMean(m));
    const double speed = 1.0 / mean, spread = 2 * m_state->beliefStddev(m) / (mean * mean);
    constexpr double lo = 0.4, hi = 1.4;
    auto x = [&](double v) { return g.left() + g.width() * std::clamp((v - lo) / (hi - lo), 0.0, 1.0); };
    const QPalette& pal = palette();
    p.setPen(Qt::NoPen);
    p.setBrush(pal.color(QPalette::Window).darker(108));
    p.drawRect(g);
    // Amber (slow) to green (nominal or better): red is failure.
    const double quality = std::clamp((speed - 0.6) / 0.4, 0.0, 1.0);
    p.setBrush(QColor::fromHsvF(0.09 + 0.24 * quality, 0.65, 0.85));
    p.drawRect(QRectF(g.left(), g.top() + g.height() * 0.2, x(speed) - g.left(), g.height() * 0.6));
    // Uncertainty: a whisker from speed - 2σ to speed + 2σ, and the nominal mark.
    p.setPen(QPen(pal.color(QPalette::Text), std::max(1.0, g.height() / 10)));
    const double cy = g.center().y();
    p.drawLine(QPointF(x(speed - spread), cy), QPointF(x(speed + spread), cy));
    p.drawLine(QPointF(x(speed - spread), g.top() + g.height() * 0.3), QPointF(x(speed - spread), g.bottom() - g.height() * 0.3));
    p.drawLine(QPointF(x(speed + spread), g.top() + g.height() * 0.3), QPointF(x(speed + spread), g.bottom() - g.height() * 0.3));
    p.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DashLine));
    p.drawLine(QPointF(x(1.0), g.top()), QPointF(x(1.0), g.bottom()));
    if (withText) {
        QFont small = font();
        small.setPointSizeF(std::max(6.5, small.pointSizeF() * 0.8));
        p.setFont(small);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(g.right() + 3, area.top(), area.right() - g.right() - 3, area.height()), Qt::AlignLeft | Qt::AlignVCenter,
            QStringLiteral("×%1").arg(formatDecimal(speed, 2)));
    }
}

void TopologyView::wheelEvent(QWheelEvent* event)
{
    const double factor = std::pow(1.2, event->angleDelta().y() / 120.0);
    const double newZoom = std::clamp(m_zoom * factor, 0.5, 40.0);
    const QPointF pos = event->position();
    m_pan = pos - (pos - m_pan) * (newZoom / m_zoom);
    m_zoom = newZoom;
    update();
    event->accept();
}

void TopologyView::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->position();
    m_pressPan = m_pan;
    m_dragging = false;
}

void TopologyView::mouseMoveEvent(QMouseEvent* event)
{
    if (!(event->buttons() & Qt::LeftButton)) return;
    if ((event->position() - m_pressPos).manhattanLength() > 4) m_dragging = true;
    if (m_dragging) {
        m_pan = m_pressPan + (event->position() - m_pressPos);
        update();
    }
}

void TopologyView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_dragging) {
        const int gpu = gpuAt(event->position());
        m_selection->select(gpu >= 0 ? m_state->gpuOwner(gpu) : -1);
    }
    m_dragging = false;
}

void TopologyView::mouseDoubleClickEvent(QMouseEvent*) { resetView(); }

bool TopologyView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int gpu = gpuAt(help->pos());
        if (gpu < 0) {
            QToolTip::hideText();
            return true;
        }
        const Cluster& c = m_state->cluster();
        const MachineId m = c.machineOf(gpu);
        const Machine& mach = c.machines[m];
        const GpuType& type = c.gpuTypes[mach.gpuType];
        const int owner = m_state->gpuOwner(gpu);
        QString text = tr("<b>%1</b> GPU %2<br>%3 · speed %4 · %5/h%6<br>rack %7 · NIC %8 Gb/s · perf ×%9")
                           .arg(QString::fromStdString(mach.name).toHtmlEscaped())
                           .arg(gpu - c.firstGpu(m))
                           .arg(QString::fromStdString(type.name).toHtmlEscaped())
                           .arg(formatCompact(type.speed))
                           .arg(formatMoney(mach.spot ? type.spotPricePerHour : type.pricePerHour))
                           .arg(mach.spot ? tr(" (spot)") : QString())
                           .arg(QString::fromStdString(c.racks[mach.rack].name).toHtmlEscaped())
                           .arg(formatCompact(mach.nicGbps))
                           .arg(formatCompact(mach.perfFactor));
        if (m_state->hasMachineBelief())
            text += tr("<br>the scheduler believes: slowdown %1 ± %2 (speed ×%3 of nominal)")
                        .arg(formatDecimal(m_state->beliefMean(m), 2),
                            formatDecimal(m_state->beliefStddev(m), 2),
                            formatDecimal(1.0 / std::max(0.05, m_state->beliefMean(m)), 2));
        if (!m_state->machineUp(m)) text += tr("<br><b>failed</b>");
        else if (owner >= 0)
            text += tr("<br>job <b>%1</b> (%2 GPUs)").arg(toQString(m_state->job(owner).id).toHtmlEscaped()).arg(m_state->job(owner).gpus);
        else text += tr("<br>idle");
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void TopologyView::setHighlights(const LessonHighlights* highlights)
{
    m_highlights = highlights;
    connect(highlights, &LessonHighlights::changed, this, [this] { update(); });
}

} // namespace gantry::gui
