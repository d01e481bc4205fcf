#pragma once
/** @brief The jobs of the current run: id, submit time, duration, GPUs and live status. */

#include <QAbstractTableModel>

namespace gantry::gui {

class RunState;

class JobTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Submit, Duration, Gpus, Status, ColumnCount };
    enum Roles { JobRole = Qt::UserRole + 1, SortRole };

    explicit JobTableModel(const RunState* state, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const RunState* m_state;
    int m_rows = 0;
};

} // namespace gantry::gui
