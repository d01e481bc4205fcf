#pragma once
/** @brief The decision log as a table: time, kind, job, the policy part that decided, outcome. Rows are
 * appended in batches; the oldest are dropped beyond a cap so memory stays bounded on huge traces. */

#include "core/engine/Decision.h"

#include <QAbstractTableModel>

#include <deque>
#include <vector>

namespace gantry::gui {

class RunState;

class DecisionModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Time, Kind, Job, Part, Outcome, ColumnCount };
    enum Roles { JobRole = Qt::UserRole + 1, SequenceRole };

    explicit DecisionModel(const RunState* state, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const DecisionRecord& record(int row) const { return m_rows[row]; }
    /// Decisions dropped from the front because of the cap.
    std::size_t dropped() const { return m_dropped; }
    static constexpr std::size_t kCap = 100000;

public Q_SLOTS:
    void clear();
    void append(const std::vector<gantry::DecisionRecord>& records);

private:
    QString jobName(int job) const;
    const RunState* m_state;
    std::deque<DecisionRecord> m_rows;
    std::size_t m_dropped = 0;
};

} // namespace gantry::gui
