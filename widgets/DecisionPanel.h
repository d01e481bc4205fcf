#pragma once
/** @brief The decision log and, for the selected decision, its candidates with their scores or
 * probabilities as a bar chart (heuristics and learned policies alike). */

#include <QElapsedTimer>
#include <QWidget>

class QTimer;
class QTableView;
class QLabel;
class QCheckBox;
class QSortFilterProxyModel;

namespace gantry::gui {

class CandidateBars;
class DecisionModel;
class RunState;
class JobSelection;

class DecisionPanel final : public QWidget {
    Q_OBJECT
public:
    DecisionPanel(DecisionModel* model, RunState* state, JobSelection* selection, QWidget* parent = nullptr);

    QTableView* table() const { return m_table; }
    /// Candidates currently shown in the chart (for tests).
    int candidatesShown() const { return m_candidatesShown; }
    void selectRow(int row);
    /// The decision (row of the model) whose candidates are shown, or -1 (for tests).
    int shownDecision() const { return m_shownRow; }

private:
    void showDecision(int sourceRow);
    void followLatest();
    void followSelection(int job);

    DecisionModel* m_model;
    RunState* m_state;
    JobSelection* m_selection;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLabel* m_title;
    QCheckBox* m_follow;
    CandidateBars* m_chart;
    int m_candidatesShown = 0;
    int m_shownRow = -1;
    bool m_syncing = false;
    QElapsedTimer m_sinceFollow; ///< following the latest decision redraws its chart: a few times a second at most
    QTimer* m_followLater;       ///< the trailing edge of that limit: the last batch of a run is followed too
};

} // namespace gantry::gui
