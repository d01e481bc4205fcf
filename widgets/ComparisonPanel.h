#pragma once
/** @brief What-if comparison: the baseline and every variant run side by side in a background pool;
 * a table of metrics with deltas against the baseline and overlaid charts. After an edit the runs
 * whose scenario changed re-run (unchanged ones come from a cache keyed by scenario hash), and a stale
 * comparison is cancelled (latest wins). */

#include "widgets/BackgroundTasks.h"

#include "core/metrics/RunResult.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QTimer;

namespace gantry::gui {

class ComparisonModel;
class ScenarioDocument;
class SeriesChart;
class VariantEditor;

class ComparisonPanel final : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonPanel(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~ComparisonPanel() override;

    ComparisonModel* model() const { return m_model; }
    bool isRunning() const { return m_pending > 0; }
    std::uint64_t generation() const { return m_tasks.currentId(); }
    /// Runs actually simulated (not served from the cache) since construction.
    int simulatedRuns() const { return m_simulated; }
    /// The run of `row` (0: the base, i: variant i-1) once it is in, else null.
    std::shared_ptr<const RunResult> result(int row) const
    {
        return row >= 0 && row < static_cast<int>(m_results.size()) ? m_results[std::size_t(row)] : nullptr;
    }

public Q_SLOTS:
    void runComparison();
    void cancel();

Q_SIGNALS:
    void comparisonFinished();

private:
    /// Lists the document's runs (base and variants) as not run yet: what Run comparison will simulate.
    void listRuns();
    void removeVariant();
    void onResult(int row, const QString& hash, std::shared_ptr<const RunResult> result, const QString& error);
    /// Run `row`'s error as the user reads it: in its variant when the variant sets that field, located
    /// in the scenario's file (ScenarioDocument::errorText).
    QString runError(int row, const Error& error) const;
    void updateCharts();
    /// The per-tenant table, from the runs that are in (shown only when the scenario has tenants).
    void updateDetails();

    ScenarioDocument* m_doc;
    ComparisonModel* m_model;
    QTableView* m_table;
    QTableView* m_tenantTable;
    QStandardItemModel* m_tenantModel;
    QTableView* m_forkTable;
    QStandardItemModel* m_forkModel;
    SeriesChart* m_queueChart;
    SeriesChart* m_cdfChart;
    QCheckBox* m_autoRerun;
    QLabel* m_status;
    QLabel* m_answer; ///< the decision against today's cluster, once every run is in
    VariantEditor* m_variantEditor;
    QTimer* m_debounce;
    int m_pending = 0;
    int m_simulated = 0;
    bool m_everRun = false;
    std::vector<std::shared_ptr<const RunResult>> m_results;
    QHash<QString, std::shared_ptr<const RunResult>> m_cache; ///< by scenario hash
    BackgroundTasks m_tasks; ///< last: destroyed (cancelled and waited for) first
};

} // namespace gantry::gui
