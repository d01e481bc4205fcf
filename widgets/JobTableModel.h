#pragma once
/** @brief The jobs of the current run: id, submit time, duration, GPUs, how much a spread slows them
 * (their network sensitivity), live status and, once the run ends, their communication overhead. With a document,
 * submit time, duration and GPUs are editable: an edit becomes a per-job override in the scenario
 * (workload.overrides), pushed on the document's undo stack; edited cells are shown bold and tinted. */

#include <QAbstractTableModel>
#include <QList>
#include <QPair>

namespace gantry {
struct JobOverride;
}

namespace gantry::gui {

class RunState;
class ScenarioDocument;

class JobTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Submit, Duration, Gpus, Network, Status, Comm, ColumnCount };
    enum Roles { JobRole = Qt::UserRole + 1, SortRole, EditedRole };

    explicit JobTableModel(const RunState* state, QObject* parent = nullptr);
    /// Makes submit, duration and GPUs editable through `doc` (nullptr = read-only).
    void setDocument(ScenarioDocument* doc);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    /// Edit role: seconds for submit and duration (a number), a whole number for GPUs. Invalid values
    /// are refused (returns false and emits editRejected).
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    /// The message of the last refused edit (empty after a successful one).
    /// Cells a lesson step highlights: (job index, column), tinted in the lessons' colour.
    void setHighlightedCells(const QList<QPair<int, int>>& cells);

Q_SIGNALS:
    void editRejected(const QString& message);
    void editAccepted();

private:
    const JobOverride* overrideFor(int row) const;
    /// The value shown for an editable column: the pending override if any, else the run's value.
    double shownValue(int row, int column, bool* edited = nullptr) const;
    bool reject(const QString& message);
    /// The finished run's communication share of the job (-1 while it runs).
    double commFraction(int row) const;

    const RunState* m_state;
    ScenarioDocument* m_doc = nullptr;
    int m_rows = 0;
    QList<QPair<int, int>> m_highlighted;
};

} // namespace gantry::gui
