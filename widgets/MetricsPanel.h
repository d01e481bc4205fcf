#pragma once
/** @brief Live charts (queue length, GPU utilisation, usage cost so far), summary cards (avg JCT, p95,
 * makespan, the cost the owner pays per month, utilisation) and, when a run ends, the JCT CDF and
 * wait-vs-JCT per job. */

#include "core/metrics/RunResult.h"

#include <QElapsedTimer>
#include <QWidget>

#include <memory>

#include <map>

class QGridLayout;
class QLabel;
class QTabWidget;
class QTimer;

namespace gantry::gui {

class RunState;
class LiveChart;
class SeriesChart;

class MetricsPanel final : public QWidget {
    Q_OBJECT
public:
    explicit MetricsPanel(RunState* state, QWidget* parent = nullptr);

    /// The text of a summary card ("avgJct", "p95Jct", "makespan", "cost", "utilization", "jobs").
    QString cardText(const QString& key) const;
    LiveChart* queueChart() const { return m_queue; }
    SeriesChart* cdfChart() const { return m_cdf; }
    QTabWidget* tabs() const { return m_tabs; }
    /// The live chart a lesson names ("queued", "utilization", "usage_cost"; core/lesson's series names).
    LiveChart* seriesChart(const QString& series) const;
    /// Frames the named live charts (a lesson step's highlights) and shows the live tab if any.
    void highlightSeries(const QStringList& series);
    /// Draws `branch`, a fork of the run (from the comparison), dashed beside the run in the live charts
    /// from its fork time on. Null: none.
    void setBranch(const std::shared_ptr<const RunResult>& branch);

private:
    /// A card with `title` (its caption, returned) and a value (m_cards[key]).
    QLabel* addCard(QGridLayout* grid, int row, int col, const QString& key, const QString& title);
    void refreshLive();
    void refreshFinal();

    RunState* m_state;
    std::map<QString, QLabel*> m_cards;
    QLabel* m_costTitle; ///< the cost card's caption: which cost it shows
    QTabWidget* m_tabs;
    LiveChart* m_queue;
    LiveChart* m_util;
    LiveChart* m_cost;
    SeriesChart* m_cdf;
    SeriesChart* m_scatter;
    std::size_t m_samplesShown = 0;
    bool m_refreshPending = false; ///< a throttled chart update is scheduled (a paused run still shows its last samples)
    QElapsedTimer m_sinceCharts; ///< charts are the costliest redraw: at most a few times a second
};

} // namespace gantry::gui
