#pragma once
/** @brief The Plan tab: edit the scenario's capacity plan (machines that may be bought, policies,
 * service levels, objective, workloads), search it in the background with progress and cancel, watch
 * the cost-against-JCT chart fill in (one colour per policy, the service level as a line), click a
 * point for its metrics and add it to the what-if comparison as a variant. The search is
 * core/plan/Planner's runPlan, the same as `gantry-cli plan`. */

#include "widgets/BackgroundTasks.h"

#include "core/model/Scenario.h"
#include "core/plan/Planner.h"

#include <QPointF>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace gantry::gui {

class ScenarioDocument;
class SeriesChart;

class PlanPanel final : public QWidget {
    Q_OBJECT
public:
    explicit PlanPanel(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~PlanPanel() override;

    bool isRunning() const { return m_running; }
    /// The last finished search (empty before the first).
    const PlanOutcome& outcome() const { return m_outcome; }
    SeriesChart* chart() const { return m_chart; }
    /// Selects an evaluated point (index into the points of the current search): its metrics show
    /// and it can be added as a variant.
    void selectPoint(int index);
    int selectedPoint() const { return m_selected; }

public Q_SLOTS:
    void runPlan();
    void cancel();
    /// Adds the selected point to the scenario as a what-if variant (its cluster and policy).
    void addSelectedAsVariant();

Q_SIGNALS:
    /// A search ended: finished, cancelled or failed (the status label says which).
    void planFinished();

private:
    void loadFromDocument();
    void commitEdits();
    QWidget* buildEditor();
    QWidget* buildResults();
    /// The nearest simulated point of that policy to where the chart was clicked.
    void selectNearestPoint(const QString& series, QPointF at);
    void onPoint(const PlanPoint& point, int done, long long grid);
    void onFinished(std::shared_ptr<const Result<PlanOutcome>> outcome);
    void addPointRow(int index);
    void redrawChart();
    /// A plan option's name: its policy section (and quota split).
    QString policyLabel(int option) const;
    /// "every job" or one of the scenario's tenants, for a service level's row.
    QComboBox* tenantCombo(const std::string& selected);
    /// A row of the policies to compare: an ordering and a placement chosen from the registry (or the
    /// scenario's), and the section's other fields as YAML; `entries` are a policy section's (mappingEntries).
    void addPolicyRow(const std::vector<std::pair<std::string, std::string>>& entries);

    ScenarioDocument* m_doc;
    // Editor.
    QTableWidget* m_machines;
    QSpinBox* m_perRack;
    QTableWidget* m_policies;
    QTableWidget* m_levels;
    QComboBox* m_objective;
    QLineEdit* m_seeds;
    QSpinBox* m_mustMeet;
    QLabel* m_editError;
    bool m_loading = false;
    // Search.
    QPushButton* m_run;
    QCheckBox* m_assumeMonotone;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    SeriesChart* m_chart;
    QTimer* m_redraw; ///< points arrive in bursts: the chart is drawn at most ~8 times a second
    QTableWidget* m_results;
    QLabel* m_details;
    QPushButton* m_addVariant;
    bool m_running = false;
    Scenario m_planned;            ///< the scenario the current search runs on
    std::vector<PlanPoint> m_points; ///< evaluated so far (all of them once finished)
    PlanOutcome m_outcome;
    int m_selected = -1;
    /// One search at a time (it runs a configuration's seeds in parallel itself); last: destroyed
    /// (cancelled and waited for) first.
    BackgroundTasks m_searches { this, 1 };
};

} // namespace gantry::gui
