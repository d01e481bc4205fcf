#pragma once
/** @brief The decision log as a table: time, kind, job, the policy part that decided, outcome. Rows are
 * appended in batches and every one is kept (a DecisionStore: the rows in memory, each decision's
 * candidates on disk until it is looked at). */

#include "core/engine/Decision.h"
#include "core/metrics/DecisionStore.h"

#include <QAbstractTableModel>

#include <vector>

namespace gantry::gui {

class RunState;

class DecisionModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Time, Kind, Job, Part, Outcome, ColumnCount };
    enum Roles { JobRole = Qt::UserRole + 1, SequenceRole };

    /// `spillDirectory` empty: the system's temporary directory.
    explicit DecisionModel(const RunState* state, QObject* parent = nullptr, const QString& spillDirectory = {});

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The whole decision (its candidates read back from disk). If the disk failed, the row's fields
    /// without candidates, and spillError() says why.
    DecisionRecord record(int row) const;
    int jobAt(int row) const { return m_store.row(std::size_t(row)).job; }
    QString spillError() const { return QString::fromStdString(m_store.spillError()); }

public Q_SLOTS:
    void clear();
    void append(const std::vector<gantry::DecisionRecord>& records);

private:
    QString jobName(int job) const;
    const RunState* m_state;
    DecisionStore m_store;
};

} // namespace gantry::gui
