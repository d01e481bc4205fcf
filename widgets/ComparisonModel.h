#pragma once
/** @brief The what-if table: one row per run (baseline first, then each variant), metrics with their
 * change against the baseline, coloured better/worse. Its metrics are the comparison's for people
 * (shownMetrics: the cost the owner pays, per month), each column in one unit. Run names are also its
 * vertical header, which stays in view while the table scrolls sideways. */

#include "core/metrics/Comparison.h"
#include "core/metrics/RunResult.h"

#include <QAbstractTableModel>
#include <QColor>

#include <optional>
#include <vector>

namespace gantry::gui {

class ComparisonModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    /// Cost: the cost the owner pays, per month (billedCostMetric).
    enum Column { Name, Status, AvgJct, P95Jct, Makespan, AvgWait, Utilization, Cost, CommOverhead, ColumnCount };
    enum Roles { ValueRole = Qt::UserRole + 1, DeltaRole };

    explicit ComparisonModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Sets the run names, each "not run yet" (`status`), and which cost the owner pays.
    void setRuns(const QStringList& names, Billing billing = Billing::Owned, const QString& status = {});
    void setRunning(int row, double fraction);
    void setResult(int row, const Summary& summary);
    void setError(int row, const QString& message);
    bool allDone() const;
    /// The colour of run `row` in the overlaid charts (shown beside its name in the table).
    static QColor runColor(int row);
    std::optional<Summary> summary(int row) const;

private:
    struct Row {
        QString name;
        QString status;
        std::optional<Summary> summary;
    };
    /// The comparison metric (core/metrics/Comparison.h) a metric column shows.
    const ComparisonMetric& metricOf(int column) const;
    double metric(const Summary& s, int column) const { return metricOf(column).value(s); }
    /// How column `column` prints its values: one unit for every row, from the runs that are in.
    ColumnFormat columnFormatOf(int column) const;
    std::vector<Row> m_rows;
    Billing m_billing = Billing::Owned;
};

} // namespace gantry::gui
