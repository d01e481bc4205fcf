#include "widgets/DecisionPanel.h"

#include "widgets/CandidateBars.h"

#include "widgets/DecisionModel.h"
#include "widgets/Format.h"
#include "widgets/JobSelection.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/RunState.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace gantry::gui {

DecisionPanel::DecisionPanel(DecisionModel* model, RunState* state, JobSelection* selection, QWidget* parent)
    : QWidget(parent), m_model(model), m_state(state), m_selection(selection)
{
    setObjectName(QStringLiteral("decisionPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setDynamicSortFilter(false);
    m_proxy->setSourceModel(model);
    m_table = named<QTableView>("decisionTable");
    m_table->setModel(m_proxy);
    setUpRowTable(m_table, fontMetrics());
    m_table->setColumnWidth(DecisionModel::Time, 70);
    m_table->setColumnWidth(DecisionModel::Kind, 60);
    m_table->setColumnWidth(DecisionModel::Job, 150);
    m_table->setColumnWidth(DecisionModel::Part, 150);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);

    m_follow = named<QCheckBox>("followDecisions", tr("Follow the latest decision"));
    m_follow->setChecked(true);
    m_title = named<QLabel>("decisionTitle", tr("Select a decision to see the candidates the policy weighed."));
    m_title->setWordWrap(true);

    m_chart = new CandidateBars;

    auto* bottom = new QWidget;
    auto* bl = marginless(new QVBoxLayout(bottom));
    bl->addWidget(m_title);
    bl->addWidget(m_chart, 1);

    QSplitter* split = splitBetween(m_table, bottom, Qt::Vertical);
    split->setObjectName(QStringLiteral("decisionSplitter"));
    layout->addWidget(m_follow);
    layout->addWidget(split, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (!current.isValid()) return;
        const int row = m_proxy->mapToSource(current).row();
        showDecision(row);
        const int job = m_model->jobAt(row);
        if (job >= 0 && !m_syncing) m_selection->select(job);
    });
    connect(selection, &JobSelection::changed, this, &DecisionPanel::followSelection);
    // Following redraws the chart at most every 250 ms; decisions that arrive sooner are followed when
    // that time is up, so the panel always ends on the last decision (Run to end included).
    m_followLater = singleShotTimer(0, this);
    connect(m_followLater, &QTimer::timeout, this, &DecisionPanel::followLatest);
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        if (on) followLatest();
    });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_follow->isChecked() || m_model->rowCount() == 0 || m_followLater->isActive()) return;
        const qint64 since = m_sinceFollow.isValid() ? m_sinceFollow.elapsed() : 250;
        if (since >= 250) followLatest();
        else m_followLater->start(int(250 - since));
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] { showDecision(-1); });
}

void DecisionPanel::followLatest()
{
    if (!m_follow->isChecked() || m_model->rowCount() == 0) return;
    m_sinceFollow.start();
    m_table->scrollToBottom();
    showDecision(m_model->rowCount() - 1);
}

void DecisionPanel::selectRow(int row)
{
    m_follow->setChecked(false);
    const QModelIndex idx = m_proxy->mapFromSource(m_model->index(row, 0));
    m_table->setCurrentIndex(idx);
    m_table->scrollTo(idx);
}

void DecisionPanel::followSelection(int job)
{
    // Selected elsewhere: show the first decision about that job (unless the current one already is).
    if (job < 0 || m_syncing) return;
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid() && m_model->jobAt(m_proxy->mapToSource(current).row()) == job) return;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->jobAt(row) != job) continue;
        m_syncing = true;
        m_follow->setChecked(false);
        const QModelIndex idx = m_proxy->mapFromSource(m_model->index(row, 0));
        m_table->setCurrentIndex(idx);
        m_table->scrollTo(idx, QAbstractItemView::PositionAtCenter);
        m_syncing = false;
        return;
    }
}

void DecisionPanel::showDecision(int row)
{
    m_candidatesShown = 0;
    m_shownRow = row >= 0 && row < m_model->rowCount() ? row : -1;
    if (row < 0 || row >= m_model->rowCount()) {
        m_title->setText(tr("Select a decision to see the candidates the policy weighed."));
        m_chart->setBars({}, {});
        return;
    }
    const DecisionRecord d = m_model->record(row);
    const QString job = d.job >= 0 && d.job < m_state->jobCount() ? toQString(m_state->job(d.job).id) : QString();
    const QString scoreName = d.why.scoreName.empty() ? tr("score") : recordedText("ScoreName", d.why.scoreName);
    m_title->setText(tr("<b>%1</b> %2 at %3 by <i>%4</i>")
                         .arg(recordedText("DecisionKind", decisionKindName(d.kind)), job.toHtmlEscaped(), formatClock(d.time),
                             QString::fromStdString(d.why.part).toHtmlEscaped()));
    QVector<CandidateBars::Bar> bars;
    for (const Candidate& c : d.why.candidates) {
        const QString note = recordedText("CandidateNote", c.label);
        QString label;
        {
            switch (c.kind) {
            case CandidateKind::Job:
                label = c.id >= 0 && c.id < m_state->jobCount() ? toQString(m_state->job(c.id).id) : QStringLiteral("job %1").arg(c.id);
                break;
            case CandidateKind::Machine:
                label = c.id >= 0 && c.id < m_state->cluster().machineCount() ? QString::fromStdString(m_state->cluster().machines[c.id].name)
                                                                               : QStringLiteral("machine %1").arg(c.id);
                break;
            case CandidateKind::Rack:
                label = c.id >= 0 && c.id < m_state->cluster().rackCount() ? QString::fromStdString(m_state->cluster().racks[c.id].name)
                                                                            : QStringLiteral("rack %1").arg(c.id);
                break;
            case CandidateKind::Gpu: label = QStringLiteral("GPU %1").arg(c.id); break;
            case CandidateKind::Action: label = QStringLiteral("action %1").arg(c.id); break;
            }
        }
        // A note names what the candidate is to the policy (an action's meaning, or which agent of the
        // dual-agent scheduler weighed a job or a machine): it replaces an action's number and follows
        // the name of a job, machine or rack.
        if (!note.isEmpty()) label = c.kind == CandidateKind::Action || c.kind == CandidateKind::Gpu ? note : label + QStringLiteral(" — ") + note;
        bars.push_back({ label, c.score, c.kind == CandidateKind::Job && c.id == d.job });
    }
    m_chart->setBars(bars, tr("Candidates by %1").arg(scoreName));
    m_chart->setToolTip(tr("Orange: the job this decision is about."));
    // The candidates are read back from disk: if that failed, say so rather than show none.
    if (const QString lost = m_model->spillError(); !lost.isEmpty() && d.why.candidates.empty())
        m_title->setText(m_title->text() + QStringLiteral("<br>") + lost.toHtmlEscaped());
    m_candidatesShown = static_cast<int>(bars.size());
}

} // namespace gantry::gui
