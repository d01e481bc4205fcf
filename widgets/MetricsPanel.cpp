#include "widgets/MetricsPanel.h"

#include "widgets/Format.h"
#include "widgets/LiveChart.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/RunState.h"
#include "widgets/SeriesChart.h"

#include "core/metrics/Comparison.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gantry::gui {

namespace {
constexpr int kChartIntervalMs = 100;
}

MetricsPanel::MetricsPanel(RunState* state, QWidget* parent) : QWidget(parent), m_state(state)
{
    setObjectName(QStringLiteral("metricsPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* grid = new QGridLayout;
    grid->setSpacing(6);
    addCard(grid, 0, 0, QStringLiteral("avgJct"), tr("Average JCT"));
    addCard(grid, 0, 1, QStringLiteral("p95Jct"), tr("p95 JCT"));
    addCard(grid, 0, 2, QStringLiteral("makespan"), tr("Makespan"));
    m_costTitle = addCard(grid, 1, 0, QStringLiteral("cost"), tr("Cluster cost per month"));
    addCard(grid, 1, 1, QStringLiteral("utilization"), tr("GPU utilisation"));
    addCard(grid, 1, 2, QStringLiteral("jobs"), tr("Jobs done"));
    layout->addLayout(grid);

    m_tabs = named<QTabWidget>("metricsTabs");
    auto* live = new QWidget;
    auto* ll = marginless(new QVBoxLayout(live));
    m_queue = named<LiveChart>("queueChart", tr("Queued jobs (x: hours)"), QColor(76, 114, 176));
    m_util = named<LiveChart>("utilizationChart", tr("GPUs busy, % (x: hours)"), QColor(85, 168, 104));
    m_util->setYRange(0, 100);
    m_cost = named<LiveChart>("costChart", tr("Usage cost so far (GPU-hours held x price), $ (x: hours)"), QColor(129, 114, 178));
    ll->setSpacing(2);
    for (LiveChart* c : { m_queue, m_util, m_cost }) ll->addWidget(c);
    m_tabs->addTab(live, tr("Live"));
    m_cdf = named<SeriesChart>("cdfChart", tr("Job completion time CDF"));
    m_cdf->setTimeAxis(true);
    m_cdf->setLogX(true);
    m_cdf->setAxisTitles(tr("JCT (hours, log scale)"), tr("fraction of jobs"));
    m_tabs->addTab(m_cdf, tr("JCT CDF"));
    m_scatter = named<SeriesChart>("waitJctChart", tr("Wait vs JCT per job"));
    m_scatter->setTimeAxis(true);
    m_scatter->setAxisTitles(tr("JCT (hours)"), tr("wait (hours)"));
    m_tabs->addTab(m_scatter, tr("Wait vs JCT"));
    layout->addWidget(m_tabs, 1);

    connect(state, &RunState::reset, this, [this] {
        m_samplesShown = 0;
        m_sinceCharts.invalidate();
        for (LiveChart* c : { m_queue, m_util, m_cost }) c->clear();
        for (SeriesChart* c : { m_cdf, m_scatter }) c->clear();
        for (auto& [key, label] : m_cards) label->setText(QStringLiteral("–"));
        m_tabs->setCurrentIndex(0);
    });
    connect(state, &RunState::updated, this, &MetricsPanel::refreshLive);
    connect(state, &RunState::finishedChanged, this, &MetricsPanel::refreshFinal);
}

QLabel* MetricsPanel::addCard(QGridLayout* grid, int row, int col, const QString& key, const QString& title)
{
    auto* frame = new QFrame;
    frame->setObjectName(QStringLiteral("card_") + key);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setAutoFillBackground(true);
    QPalette pal = frame->palette();
    pal.setColor(QPalette::Window, pal.color(QPalette::Base));
    frame->setPalette(pal);
    auto* v = new QVBoxLayout(frame);
    v->setContentsMargins(8, 4, 8, 6);
    v->setSpacing(0);
    auto* caption = new QLabel(title);
    QFont cf = caption->font();
    cf.setPointSizeF(cf.pointSizeF() * 0.85);
    caption->setFont(cf);
    caption->setForegroundRole(QPalette::PlaceholderText);
    auto* value = new QLabel(QStringLiteral("–"));
    value->setObjectName(QStringLiteral("cardValue_") + key);
    QFont vf = value->font();
    vf.setPointSizeF(vf.pointSizeF() * 1.45);
    vf.setBold(true);
    value->setFont(vf);
    v->addWidget(caption);
    v->addWidget(value);
    grid->addWidget(frame, row, col);
    m_cards[key] = value;
    return caption;
}

QString MetricsPanel::cardText(const QString& key) const
{
    auto it = m_cards.find(key);
    return it == m_cards.end() ? QString() : it->second->text();
}

void MetricsPanel::refreshLive()
{
    if (!m_state->hasRun()) return;
    const auto& samples = m_state->samples();
    const int gpus = std::max(1, m_state->cluster().gpuCount());
    const Sample& now = m_state->current();
    m_cards[QStringLiteral("jobs")]->setText(QStringLiteral("%1 / %2").arg(m_state->jobCount() - m_state->remainingJobs()).arg(m_state->jobCount()));
    if (!m_state->result()) {
        // While the run goes: the cluster's price now, or the jobs' usage at their rate now, as a month's.
        const bool usage = billsUsage(m_state->billing());
        m_costTitle->setText(usage ? tr("Usage cost per month (at the rate now)") : tr("Cluster cost per month"));
        const double perHour = usage ? now.usageCostPerHour : m_state->cluster().pricePerHour();
        m_cards[QStringLiteral("cost")]->setText(formatMoney(perHour * kSecondsPerMonth / 3600.0));
        m_cards[QStringLiteral("utilization")]->setText(formatPercent(sampleUtilization(now, gpus)));
    }
    if (samples.size() == m_samplesShown) return;
    if (m_sinceCharts.isValid() && m_sinceCharts.elapsed() < kChartIntervalMs && !m_state->finished()) {
        if (!m_refreshPending) {
            m_refreshPending = true;
            QTimer::singleShot(kChartIntervalMs - m_sinceCharts.elapsed(), this, [this] {
                m_refreshPending = false;
                refreshLive();
            });
        }
        return;
    }
    m_sinceCharts.start();
    m_samplesShown = samples.size();
    QVector<QPointF> q, u, c;
    q.reserve(samples.size());
    u.reserve(samples.size());
    c.reserve(samples.size());
    for (const Sample& s : samples) {
        q.append(QPointF(s.time, s.queued));
        u.append(QPointF(s.time, 100.0 * sampleUtilization(s, gpus)));
        c.append(QPointF(s.time, s.usageCost));
    }
    m_queue->setPoints(std::move(q));
    m_util->setPoints(std::move(u));
    m_cost->setPoints(std::move(c));
}

void MetricsPanel::refreshFinal()
{
    const RunResultPtr& r = m_state->result();
    if (!r) {
        refreshLive(); // the last batch: show every sample
        return;
    }
    const Summary& s = r->summary;
    m_cards[QStringLiteral("avgJct")]->setText(formatDuration(s.avgJct));
    m_cards[QStringLiteral("p95Jct")]->setText(formatDuration(s.p95Jct));
    m_cards[QStringLiteral("makespan")]->setText(formatDuration(s.makespan));
    const bool usage = billsUsage(r->meta.billing);
    m_costTitle->setText(usage ? tr("Usage cost per month") : tr("Cluster cost per month"));
    m_cards[QStringLiteral("cost")]->setText(formatMoney(perMonth(usage ? s.usageCost : s.clusterCost, s.costPeriod)));
    m_cards[QStringLiteral("cost")]->setToolTip(
        tr("Cluster cost %1 over %2 (its machines, busy or idle); usage cost %3 (the GPU-hours its jobs held).")
            .arg(formatMoney(s.clusterCost), formatDuration(s.costPeriod), formatMoney(s.usageCost)));
    m_cards[QStringLiteral("utilization")]->setText(formatPercent(s.gpuUtilization));
    m_cards[QStringLiteral("jobs")]->setText(s.rejected > 0 ? tr("%1 / %2, %3 rejected").arg(s.finished).arg(s.jobs).arg(s.rejected)
                                                            : QStringLiteral("%1 / %2").arg(s.finished).arg(s.jobs));
    m_cards[QStringLiteral("jobs")]->setToolTip(QString::fromStdString(rejectedText(*r)));

    // The charts show ~2,000 points: read from the jobs as they are drawn, not copied whole (at a
    // million jobs, copies are tens of MB at the moment the run's memory peaks).
    const std::vector<double>& jct = r->sortedJct;
    std::vector<std::uint32_t> finished;
    finished.reserve(jct.size());
    for (std::size_t i = 0; i < r->jobs.size(); ++i)
        if (r->jobs[i].jct >= 0) finished.push_back(std::uint32_t(i));
    const double n = double(jct.size());
    m_cdf->setSeries(tr("JCT"), qsizetype(jct.size()), [&](qsizetype i) { return QPointF(jct[std::size_t(i)], double(i + 1) / n); },
        QColor(76, 114, 176), SeriesChart::Style::Step);
    m_scatter->setSeries(tr("jobs"), qsizetype(finished.size()), [&](qsizetype i) {
        const JobRecord& j = r->jobs[finished[std::size_t(i)]];
        return QPointF(j.jct, j.wait / 3600.0);
    }, QColor(129, 114, 178, 140), SeriesChart::Style::Scatter, 2000);
}

void MetricsPanel::setBranch(const std::shared_ptr<const RunResult>& branch)
{
    QVector<QPointF> q, u, c;
    if (branch)
        for (const Sample& s : branch->series) {
            if (s.time < branch->forkedAt) continue;
            q.append(QPointF(s.time, s.queued));
            u.append(QPointF(s.time, 100.0 * sampleUtilization(s, branch->meta.gpus)));
            c.append(QPointF(s.time, s.usageCost));
        }
    const QColor fork(221, 132, 82); // the comparison's second colour
    m_queue->setBranch(std::move(q), fork);
    m_util->setBranch(std::move(u), fork);
    m_cost->setBranch(std::move(c), fork);
}

LiveChart* MetricsPanel::seriesChart(const QString& series) const
{
    if (series == QLatin1String("queued")) return m_queue;
    if (series == QLatin1String("utilization")) return m_util;
    if (series == QLatin1String("usage_cost")) return m_cost;
    return nullptr;
}

void MetricsPanel::highlightSeries(const QStringList& series)
{
    for (const char* name : { "queued", "utilization", "usage_cost" })
        seriesChart(QLatin1String(name))->setHighlighted(series.contains(QLatin1String(name)));
    if (!series.isEmpty()) m_tabs->setCurrentIndex(0);
}

} // namespace gantry::gui
