#include "widgets/DecisionModel.h"

#include "widgets/Format.h"
#include "widgets/RunState.h"

#include <QColor>

namespace gantry::gui {

DecisionModel::DecisionModel(const RunState* state, QObject* parent, const QString& spillDirectory)
    : QAbstractTableModel(parent), m_state(state), m_store(spillDirectory.toStdString())
{
}

int DecisionModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(m_store.size()); }
int DecisionModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString DecisionModel::jobName(int job) const
{
    if (job < 0) return {};
    if (m_state && job < m_state->jobCount()) return toQString(m_state->job(job).id);
    return QStringLiteral("#%1").arg(job);
}

DecisionRecord DecisionModel::record(int row) const { return m_store.record(std::size_t(row)); }

QVariant DecisionModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const DecisionStore::Row& d = m_store.row(std::size_t(index.row()));
    if (role == JobRole) return d.job;
    if (role == SequenceRole) return QVariant::fromValue<qulonglong>(d.sequence);
    if (role == Qt::ForegroundRole && !d.applied) return QColor(190, 60, 60);
    if (role == Qt::TextAlignmentRole && index.column() == Time) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && !d.applied) return QString::fromStdString(m_store.refusal(std::size_t(index.row())));
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Time: return formatClock(d.time);
    case Kind: return recordedText("DecisionKind", decisionKindName(d.kind));
    case Job: return jobName(d.job);
    case Part: return QString::fromStdString(m_store.partName(d));
    case Outcome:
        if (!d.applied) return tr("refused: %1").arg(QString::fromStdString(m_store.refusal(std::size_t(index.row()))));
        if (d.kind == DecisionKind::Start || d.kind == DecisionKind::Resize)
            return tr("%1 GPUs on %2 machine(s), %3 rack(s)").arg(d.gpus).arg(d.machines).arg(d.racks);
        return tr("applied");
    }
    return {};
}

QVariant DecisionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Time: return tr("Time");
    case Kind: return tr("Action");
    case Job: return tr("Job");
    case Part: return tr("Decided by");
    case Outcome: return tr("Outcome");
    }
    return {};
}

void DecisionModel::clear()
{
    beginResetModel();
    m_store.clear();
    endResetModel();
}

void DecisionModel::append(const std::vector<DecisionRecord>& records)
{
    if (records.empty()) return;
    const int first = rowCount();
    beginInsertRows({}, first, first + static_cast<int>(records.size()) - 1);
    for (const DecisionRecord& r : records) m_store.append(r);
    endInsertRows();
}

} // namespace gantry::gui
