#pragma once
/** @brief Run > Calibrate Against the Trace: the scenario's simulated queueing delays against those its
 * trace recorded, overall and per tenant (core/run/Calibrate.h, as `gantry-cli calibrate`), optionally
 * with the cluster's size or the tenants' quotas fitted; the fitted scenario can become a what-if variant.
 * Runs in the background (BackgroundTasks, declared last); opened with open(). */

#include "widgets/BackgroundTasks.h"

#include "core/run/Calibrate.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace gantry::gui {

class ScenarioDocument;

class CalibrateDialog final : public QDialog {
    Q_OBJECT
public:
    explicit CalibrateDialog(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~CalibrateDialog() override;

    /// Starts the comparison (and the fit, if chosen) in the background.
    void start();
    bool running() const { return m_running; }
    const std::optional<CalibrationOutcome>& outcome() const { return m_outcome; }

Q_SIGNALS:
    void finished(bool ok);

private:
    void showOutcome();
    void addFittedVariant();

    ScenarioDocument* m_doc;
    QCheckBox* m_fitGpus;
    QDoubleSpinBox* m_low;
    QDoubleSpinBox* m_high;
    QCheckBox* m_fitQuota;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_addVariant;
    QProgressBar* m_progress;
    QLabel* m_status;
    QLabel* m_tableTitle;
    QLabel* m_fittedTitle;
    QTableWidget* m_table;
    QTableWidget* m_fitted;
    bool m_running = false;
    std::optional<CalibrationOutcome> m_outcome;
    BackgroundTasks m_tasks; ///< last: cancelled and waited for first
};

} // namespace gantry::gui
