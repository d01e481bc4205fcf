#include "widgets/JobTableModel.h"

#include "widgets/Format.h"
#include "widgets/RunState.h"

namespace gantry::gui {

JobTableModel::JobTableModel(const RunState* state, QObject* parent) : QAbstractTableModel(parent), m_state(state)
{
    connect(state, &RunState::reset, this, [this] {
        beginResetModel();
        m_rows = m_state->jobCount();
        endResetModel();
    });
    connect(state, &RunState::updated, this, [this] {
        // One signal for the whole status column; views repaint only their visible rows.
        if (m_rows > 0) Q_EMIT dataChanged(index(0, Status), index(m_rows - 1, Status), { Qt::DisplayRole });
    });
    m_rows = state->jobCount();
}

int JobTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rows; }
int JobTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant JobTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.row() >= m_state->jobCount()) return {};
    const JobBrief& j = m_state->job(index.row());
    if (role == JobRole) return index.row();
    if (role == SortRole) {
        switch (index.column()) {
        case Id: return QString::fromStdString(j.id);
        case Submit: return j.submit;
        case Duration: return j.duration;
        case Gpus: return j.gpus;
        case Status: return static_cast<int>(m_state->status(index.row()));
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != Id && index.column() != Status)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Id: return QString::fromStdString(j.id);
    case Submit: return formatClock(j.submit);
    case Duration: return formatDuration(j.duration);
    case Gpus: return j.gpus;
    case Status: {
        static const char* names[] = { QT_TR_NOOP("pending"), QT_TR_NOOP("queued"), QT_TR_NOOP("running"), QT_TR_NOOP("finished"),
            QT_TR_NOOP("rejected") };
        return tr(names[static_cast<int>(m_state->status(index.row()))]);
    }
    }
    return {};
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Id: return tr("Job");
    case Submit: return tr("Submitted");
    case Duration: return tr("Duration");
    case Gpus: return tr("GPUs");
    case Status: return tr("Status");
    }
    return {};
}

} // namespace gantry::gui
