#include "widgets/ComparisonModel.h"

#include "widgets/Format.h"

#include <QColor>
#include <QFont>

namespace gantry::gui {

ComparisonModel::ComparisonModel(QObject* parent) : QAbstractTableModel(parent) { }

int ComparisonModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }
int ComparisonModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const ComparisonMetric& ComparisonModel::metricOf(int column) const
{
    static_assert(ColumnCount - AvgJct == 7, "one column per metric people compare, in shownMetrics() order");
    return *shownMetrics(m_billing)[static_cast<std::size_t>(column - AvgJct)];
}

ColumnFormat ComparisonModel::columnFormatOf(int column) const
{
    std::vector<double> values;
    for (const Row& r : m_rows)
        if (r.summary) values.push_back(metric(*r.summary, column));
    return columnFormat(metricOf(column), values);
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& row = m_rows[index.row()];
    const int col = index.column();
    if (col == Name) {
        if (role == Qt::DisplayRole) return row.name;
        if (role == Qt::DecorationRole) return runColor(index.row());
        if (role == Qt::FontRole && index.row() == 0) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    }
    const Summary* base = m_rows.front().summary ? &*m_rows.front().summary : nullptr;
    // A run whose jobs did not all run as the base's did is shown without changes; its status says why.
    const std::optional<std::string> incomparable =
        index.row() > 0 && base && row.summary ? incomparability(*row.summary, *base) : std::nullopt;
    if (col == Status) {
        if (role == Qt::DisplayRole) return incomparable ? row.status + QStringLiteral(", ") + tr("not comparable") : row.status;
        if (role == Qt::ToolTipRole && incomparable) return QString::fromStdString(*incomparable);
        if (role == Qt::ForegroundRole && incomparable) return QColor(154, 82, 0);
        return {};
    }
    if (!row.summary) return {};
    const double value = metric(*row.summary, col);
    if (incomparable && role == Qt::ToolTipRole) return QString::fromStdString(*incomparable);
    if (role == ValueRole) return value;
    if (role == DeltaRole)
        return base && !incomparable && metric(*base, col) != 0 ? (value - metric(*base, col)) / metric(*base, col) : QVariant();
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
    QString text = QString::fromStdString(columnFormatOf(col).format(value));
    if (role == Qt::DisplayRole) {
        if (index.row() > 0 && base && !incomparable) text += QStringLiteral("  (") + formatDelta(value, metric(*base, col)) + QLatin1Char(')');
        return text;
    }
    if (role == Qt::ForegroundRole && index.row() > 0 && base && !incomparable) {
        const double b = metric(*base, col);
        if (std::abs(value - b) <= 1e-9 * std::max(1.0, std::abs(b))) return {};
        const bool better = metricOf(col).higherIsBetter ? value > b : value < b;
        return better ? QColor(30, 130, 60) : QColor(154, 82, 0); // worse in amber: red means failure
    }
    return {};
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) { // the run's name, which stays in view when the table scrolls sideways
        if (section < 0 || section >= rowCount()) return {};
        if (role == Qt::DisplayRole) return m_rows[std::size_t(section)].name;
        if (role == Qt::DecorationRole) return runColor(section);
        if (role == Qt::ToolTipRole) return m_rows[std::size_t(section)].name;
        if (role == Qt::FontRole && section == 0) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    }
    if (role == Qt::ToolTipRole && section == Cost)
        return billsUsage(m_billing) ? tr("What the GPU-hours its jobs hold would be billed a month by a pay-per-use cloud")
                                     : tr("What its machines cost a month, busy or idle");
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Name: return tr("Run");
    case Status: return tr("Status");
    case AvgJct: return tr("Avg JCT");
    case P95Jct: return tr("p95 JCT");
    case Makespan: return tr("Makespan");
    case AvgWait: return tr("Avg wait");
    case Utilization: return tr("GPU util.");
    case Cost: return billsUsage(m_billing) ? tr("Usage cost/month") : tr("Cluster cost/month");
    case CommOverhead: return tr("Comm. overhead");
    }
    return {};
}

void ComparisonModel::setRuns(const QStringList& names, Billing billing, const QString& status)
{
    beginResetModel();
    m_billing = billing;
    std::vector<Row> rows;
    for (const QString& n : names) rows.push_back({ n, status.isEmpty() ? tr("waiting") : status, std::nullopt });
    m_rows = std::move(rows);
    endResetModel();
}

void ComparisonModel::setRunning(int row, double fraction)
{
    if (row < 0 || row >= rowCount()) return;
    m_rows[row].status = tr("running %1%").arg(static_cast<int>(fraction * 100));
    Q_EMIT dataChanged(index(row, Status), index(row, Status));
}

void ComparisonModel::setResult(int row, const Summary& summary)
{
    if (row < 0 || row >= rowCount()) return;
    m_rows[row].summary = summary;
    m_rows[row].status = tr("done");
    // The baseline changes every delta, and any run a column's unit.
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void ComparisonModel::setError(int row, const QString& message)
{
    if (row < 0 || row >= rowCount()) return;
    m_rows[row].summary.reset();
    m_rows[row].status = message;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

QColor ComparisonModel::runColor(int row)
{
    // No red among them: red means failure (failed machines).
    static const QColor colors[] = { QColor(76, 114, 176), QColor(221, 132, 82), QColor(85, 168, 104), QColor(100, 181, 205),
        QColor(129, 114, 178), QColor(147, 120, 96), QColor(218, 139, 195), QColor(140, 140, 140) };
    return colors[((row % 8) + 8) % 8];
}

bool ComparisonModel::allDone() const
{
    for (const Row& r : m_rows)
        if (!r.summary) return false;
    return !m_rows.empty();
}

std::optional<Summary> ComparisonModel::summary(int row) const
{
    if (row < 0 || row >= rowCount()) return std::nullopt;
    return m_rows[row].summary;
}

} // namespace gantry::gui
