#pragma once
/** @brief Workload editor: where the jobs come from (a trace in any supported format, imported with a
 * preview and its validation report, or a synthetic generator with its parameter form), load options,
 * and the job table of the current run with a filter. */

#include "core/io/TraceImport.h"
#include "widgets/BackgroundTasks.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTableWidget;

namespace gantry::gui {

class GeneratorForm;
class JobSelection;
class JobTableModel;
class RunState;
class ScenarioDocument;

class WorkloadEditor final : public QWidget {
    Q_OBJECT
public:
    WorkloadEditor(ScenarioDocument* doc, RunState* state, JobSelection* selection, QWidget* parent = nullptr);

    /// Imports `path` in the background and shows the preview and report (tests wait on previewReady).
    void previewTrace(const QString& path, const QString& format = {});
    QString reportText() const;
    int previewRows() const;
    JobTableModel* jobModel() const { return m_jobs; }
    QTableView* jobTable() const { return m_jobTable; }
    /// Scrolls the jobs table to a job's cell (a lesson step points at it).
    void scrollToJobCell(int job, int column);
    /// The message of the last refused job edit, shown under the job table (empty when hidden).
    QString jobEditError() const;

Q_SIGNALS:
    void previewReady();

private:
    QWidget* buildTraceBox();
    QWidget* buildGeneratorBox();
    QWidget* buildOptionsBox();
    QWidget* buildJobBox();
    void refresh();
    void buildGeneratorForm();
    void applyGenerator();
    void useTrace();
    void applyOptions();
    void showPreview(const Result<ImportedTrace>& imported);

    ScenarioDocument* m_doc;
    RunState* m_state;
    JobSelection* m_selection;
    QLabel* m_source;
    QLineEdit* m_tracePath;
    QComboBox* m_format;
    QPlainTextEdit* m_report;
    QTableWidget* m_preview;
    QComboBox* m_generator;
    GeneratorForm* m_generatorForm;
    QSpinBox* m_limit;
    QDoubleSpinBox* m_arrivalScale;
    QDoubleSpinBox* m_durationScale;
    QLabel* m_error;
    JobTableModel* m_jobs;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_jobTable;
    QLabel* m_jobError;
    QString m_previewPath;
    QString m_previewFormat;
    bool m_updating = false;
    /// The trace being previewed: a newer choice drops an older import's result; last, so it is
    /// destroyed (cancelled and waited for) first.
    BackgroundTasks m_imports { this, 1 };
};

} // namespace gantry::gui
