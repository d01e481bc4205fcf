#include "widgets/JobTableModel.h"

#include "widgets/LessonHighlights.h"

#include "widgets/Format.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"

#include "core/model/Scenario.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>
#include <cmath>

namespace gantry::gui {

JobTableModel::JobTableModel(const RunState* state, QObject* parent) : QAbstractTableModel(parent), m_state(state)
{
    connect(state, &RunState::reset, this, [this] {
        beginResetModel();
        m_rows = m_state->jobCount();
        endResetModel();
    });
    connect(state, &RunState::updated, this, [this] {
        // One signal for the rows whose status changed: a sorting proxy maps every row of the range (for
        // the whole column of a million jobs, most of a frame), and views repaint only the visible ones.
        // A job's communication share is known when it finishes: the same rows.
        const auto [first, last] = m_state->statusChangedRange();
        static_assert(Comm == Status + 1);
        if (first <= last && last < m_rows) Q_EMIT dataChanged(index(first, Status), index(last, Comm), { Qt::DisplayRole });
    });
    connect(state, &RunState::finishedChanged, this, [this] {
        // The jobs that did not finish take their share from the result: only their rows change (the
        // whole column of a million rows, through the sorting proxy, was most of the run's last frame).
        if (!m_state->result() || m_rows != m_state->jobCount()) return;
        auto ended = [&](int row) { return m_state->status(row) == JobStatus::Finished || m_state->status(row) == JobStatus::TimedOut; };
        for (int row = 0; row < m_rows;) {
            if (ended(row)) {
                ++row;
                continue;
            }
            const int first = row;
            while (row < m_rows && !ended(row)) ++row;
            Q_EMIT dataChanged(index(first, Comm), index(row - 1, Comm), { Qt::DisplayRole });
        }
    });
    m_rows = state->jobCount();
}

void JobTableModel::setDocument(ScenarioDocument* doc)
{
    if (m_doc) disconnect(m_doc, nullptr, this, nullptr);
    m_doc = doc;
    if (doc)
        connect(doc, &ScenarioDocument::scenarioChanged, this, [this] {
            // Overrides may have changed (an edit, undo, redo, another file): the edited cells change.
            if (m_rows > 0) Q_EMIT dataChanged(index(0, Submit), index(m_rows - 1, Gpus));
        });
    if (m_rows > 0) Q_EMIT dataChanged(index(0, Submit), index(m_rows - 1, Gpus));
}

int JobTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rows; }
int JobTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const JobOverride* JobTableModel::overrideFor(int row) const
{
    if (!m_doc || row < 0 || row >= m_state->jobCount()) return nullptr;
    const std::string_view id = m_state->job(row).id;
    for (const JobOverride& o : m_doc->scenario().workload.overrides)
        if (o.id == id) return &o;
    return nullptr;
}

double JobTableModel::shownValue(int row, int column, bool* edited) const
{
    const JobBrief& j = m_state->job(row);
    const JobOverride* o = overrideFor(row);
    const WorkloadConfig* w = m_doc ? &m_doc->scenario().workload : nullptr;
    if (edited) *edited = false;
    switch (column) {
    case Submit:
        if (o && o->submitTime >= 0 && w->skipSeconds <= 0) {
            if (edited) *edited = true;
            return o->submitTime * w->arrivalScale;
        }
        return j.submit;
    case Duration:
        if (o && o->duration > 0) {
            if (edited) *edited = true;
            return o->duration * w->durationScale;
        }
        return j.duration;
    case Gpus:
        if (o && o->gpus >= 1) {
            if (edited) *edited = true;
            return o->gpus;
        }
        return j.gpus;
    default: return 0;
    }
}

QVariant JobTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.row() >= m_state->jobCount()) return {};
    const JobBrief& j = m_state->job(index.row());
    const int column = index.column();
    const bool editable = column == Submit || column == Duration || column == Gpus;
    if (role == JobRole) return index.row();
    if (role == SortRole) {
        switch (column) {
        case Id: return toQString(j.id);
        case Submit: return j.submit;
        case Duration: return j.duration;
        case Gpus: return j.gpus;
        case Status: return static_cast<int>(m_state->status(index.row()));
        case Network: return j.slowdownSpread;
        case Comm: return commFraction(index.row());
        }
    }
    if (role == Qt::ToolTipRole && column == Network)
        return tr("Step time against one machine, on an idle network: one rack \u00d7%1, across racks \u00d7%2 "
                  "(%3 of its speed lost across racks)")
            .arg(formatDecimal(j.slowdownRack, 2), formatDecimal(j.slowdownSpread, 2),
                formatPercent(1.0 - 1.0 / j.slowdownSpread));
    if (role == Qt::ToolTipRole && column == Comm)
        return tr("Share of the job's run time spent communicating (placement-aware speed model)");
    if (role == Qt::ToolTipRole && column == Status && m_state->status(index.row()) == JobStatus::Rejected)
        return tr("Rejected: it can never run here, because it %1").arg(m_state->rejection(index.row()));
    if (role == Qt::BackgroundRole && m_highlighted.contains({ index.row(), column })) return LessonHighlights::color();
    if (role == EditedRole || role == Qt::FontRole || role == Qt::BackgroundRole || role == Qt::ToolTipRole) {
        bool edited = false;
        if (editable) shownValue(index.row(), column, &edited);
        if (role == EditedRole) return edited;
        if (!edited) return {};
        if (role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
        if (role == Qt::BackgroundRole) return QBrush(QColor(255, 236, 179));
        return tr("Edited in this scenario (workload.overrides); undo to restore");
    }
    if (role == Qt::TextAlignmentRole && column != Id && column != Status) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::EditRole && editable) {
        const double v = shownValue(index.row(), column);
        if (column == Gpus) return static_cast<int>(v);
        return v;
    }
    if (role != Qt::DisplayRole) return {};
    switch (column) {
    case Id: return toQString(j.id);
    case Submit: return formatClock(shownValue(index.row(), Submit));
    case Duration: return formatDuration(shownValue(index.row(), Duration));
    case Gpus: return static_cast<int>(shownValue(index.row(), Gpus));
    case Network: return j.slowdownSpread > 1.005f ? QStringLiteral("\u00d7%1").arg(formatDecimal(j.slowdownSpread, 2)) : QString();
    case Comm: {
        const double c = commFraction(index.row());
        return c >= 0 ? formatPercent(c) : QString();
    }
    case Status: {
        static const char* names[] = { QT_TR_NOOP("pending"), QT_TR_NOOP("queued"), QT_TR_NOOP("running"), QT_TR_NOOP("finished"),
            QT_TR_NOOP("rejected"), QT_TR_NOOP("timed out") };
        // A rejected job says why where its status is: a job that never ran is not a detail.
        if (m_state->status(index.row()) == JobStatus::Rejected)
            return tr("rejected: %1").arg(m_state->rejection(index.row()));
        return tr(names[static_cast<int>(m_state->status(index.row()))]);
    }
    }
    return {};
}

Qt::ItemFlags JobTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid() || !m_doc) return f;
    const int column = index.column();
    if (column == Gpus || column == Duration || (column == Submit && m_doc->scenario().workload.skipSeconds <= 0))
        f |= Qt::ItemIsEditable;
    return f;
}

bool JobTableModel::reject(const QString& message)
{
    Q_EMIT editRejected(message);
    return false;
}

bool JobTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !m_doc || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.row() >= m_state->jobCount())
        return false;
    const int column = index.column();
    if (column != Submit && column != Duration && column != Gpus) return false;
    const std::string id(m_state->job(index.row()).id); // kept: the edit below may reset the run that holds the view
    const QString jobName = QString::fromStdString(id);
    bool ok = false;
    const double x = value.toString().trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(x)) return reject(tr("Job %1: '%2' is not a number.").arg(jobName, value.toString()));

    Scenario s = m_doc->scenario();
    WorkloadConfig& w = s.workload;
    auto it = std::find_if(w.overrides.begin(), w.overrides.end(), [&](const JobOverride& o) { return o.id == id; });
    JobOverride o = it != w.overrides.end() ? *it : JobOverride { id };
    QString what;
    // Overrides are in the source's units (before the scales); the table shows the run's values.
    switch (column) {
    case Submit:
        if (w.skipSeconds > 0) return reject(tr("Submit times cannot be edited while the workload skips its first seconds."));
        if (x < 0) return reject(tr("Job %1: the submit time must be >= 0.").arg(jobName));
        o.submitTime = x / w.arrivalScale;
        what = tr("submit time");
        break;
    case Duration:
        if (x <= 0) return reject(tr("Job %1: the duration must be > 0.").arg(jobName));
        o.duration = x / w.durationScale;
        what = tr("duration");
        break;
    case Gpus: {
        if (x != std::floor(x) || x < 1) return reject(tr("Job %1: GPUs must be a whole number >= 1.").arg(jobName));
        s.cluster.index();
        const int total = s.cluster.gpuCount();
        if (total > 0 && x > total) return reject(tr("Job %1: the cluster has only %2 GPUs.").arg(jobName).arg(total));
        o.gpus = static_cast<int>(x);
        what = tr("GPUs");
        break;
    }
    }
    if (it != w.overrides.end()) {
        if (*it == o) return true; // nothing changes
        *it = o;
    } else {
        w.overrides.push_back(o);
    }
    Q_EMIT editAccepted();
    m_doc->edit(s, tr("Edit %1 of job %2").arg(what, jobName));
    return true;
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
    case Network: return tr("Across racks");
    case Comm: return tr("Comm.");
    }
    return {};
}

double JobTableModel::commFraction(int row) const { return m_state->commFraction(row); }

void JobTableModel::setHighlightedCells(const QList<QPair<int, int>>& cells)
{
    if (cells == m_highlighted) return;
    m_highlighted = cells;
    if (rowCount() > 0) Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), { Qt::BackgroundRole });
}

} // namespace gantry::gui
