#include "widgets/WorkloadEditor.h"

#include "widgets/DialogSeam.h"
#include "widgets/GeneratorForm.h"
#include "widgets/JobSelection.h"
#include "widgets/JobTableModel.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"

#include "core/io/Synthetic.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gantry::gui {

WorkloadEditor::WorkloadEditor(ScenarioDocument* doc, RunState* state, JobSelection* selection, QWidget* parent)
    : QWidget(parent), m_doc(doc), m_state(state), m_selection(selection)
{
    setObjectName(QStringLiteral("workloadEditor"));
    m_source = named<QLabel>("workloadSource");
    m_source->setWordWrap(true);

    QWidget* traceBox = buildTraceBox();
    QWidget* genBox = buildGeneratorBox();
    QWidget* optBox = buildOptionsBox();
    QWidget* jobBox = buildJobBox();
    auto* left = new QWidget;
    auto* ll = marginless(new QVBoxLayout(left));
    ll->addWidget(m_source);
    ll->addWidget(traceBox, 2);
    auto* lower = new QHBoxLayout;
    lower->addWidget(genBox, 1);
    lower->addWidget(optBox, 1);
    ll->addLayout(lower, 1);
    QSplitter* split = splitBetween(left, jobBox, Qt::Horizontal);
    split->setSizes({ 560, 440 });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(doc, &ScenarioDocument::scenarioChanged, this, &WorkloadEditor::refresh);
    buildGeneratorForm();
    refresh();
}


/// Import a trace: its path and format, a preview of its first jobs and the import's validation report.
QWidget* WorkloadEditor::buildTraceBox()
{
    auto* traceBox = new QGroupBox(tr("Import a trace"));
    auto* tl = new QVBoxLayout(traceBox);
    auto* row = new QHBoxLayout;
    m_tracePath = named<QLineEdit>("tracePath");
    m_tracePath->setPlaceholderText(tr("Trace file (Philly, Helios, Alibaba, Tiresias, Gavel, common CSV)"));
    auto* browse = named<QPushButton>("browseTraceButton", tr("Browse…"));
    m_format = named<QComboBox>("traceFormat");
    m_format->addItem(tr("detect"), QString());
    for (const TraceFormatInfo& f : traceFormats()) m_format->addItem(QString::fromStdString(f.name), QString::fromStdString(f.name));
    auto* previewButton = named<QPushButton>("previewTraceButton", tr("Preview"));
    auto* useButton = named<QPushButton>("useTraceButton", tr("Use this trace"));
    row->addWidget(m_tracePath, 1);
    row->addWidget(browse);
    row->addWidget(m_format);
    row->addWidget(previewButton);
    row->addWidget(useButton);
    tl->addLayout(row);
    m_preview = named<QTableWidget>("tracePreview");
    m_preview->setColumnCount(4);
    m_preview->setHorizontalHeaderLabels({ tr("Job"), tr("Submit (s)"), tr("Duration (s)"), tr("GPUs") });
    m_preview->horizontalHeader()->setStretchLastSection(true);
    m_preview->verticalHeader()->hide();
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setWordWrap(false);
    m_preview->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    m_preview->setColumnWidth(0, 190);
    m_report = named<QPlainTextEdit>("traceReport");
    m_report->setReadOnly(true);
    m_report->setPlaceholderText(tr("The validation report of the import appears here."));
    auto* previewSplit = new QSplitter;
    previewSplit->addWidget(m_preview);
    previewSplit->addWidget(m_report);
    tl->addWidget(previewSplit, 1);

    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = DialogSeam::instance().openFileName(this, tr("Import trace"), QString(),
            tr("Traces (*.csv *.json *.txt);;All files (*)"));
        if (!path.isEmpty()) {
            m_tracePath->setText(path);
            previewTrace(path, m_format->currentData().toString());
        }
    });
    connect(previewButton, &QPushButton::clicked, this, [this] { previewTrace(m_tracePath->text(), m_format->currentData().toString()); });
    connect(useButton, &QPushButton::clicked, this, &WorkloadEditor::useTrace);
    return traceBox;
}

/// Or a synthetic generator with its parameter form.
QWidget* WorkloadEditor::buildGeneratorBox()
{
    auto* genBox = new QGroupBox(tr("Or generate a synthetic workload"));
    auto* gl = new QVBoxLayout(genBox);
    m_generator = named<QComboBox>("generatorCombo");
    for (const std::string& n : generatorNames()) m_generator->addItem(QString::fromStdString(n));
    m_generatorForm = new GeneratorForm;
    auto* applyGen = named<QPushButton>("useGeneratorButton", tr("Use generator"));
    gl->addWidget(m_generator);
    gl->addWidget(m_generatorForm);
    gl->addWidget(applyGen);
    gl->addStretch();

    connect(m_generator, &QComboBox::currentIndexChanged, this, &WorkloadEditor::buildGeneratorForm);
    connect(applyGen, &QPushButton::clicked, this, &WorkloadEditor::applyGenerator);
    return genBox;
}

/// Load options: how many jobs, and the arrival and duration scales.
QWidget* WorkloadEditor::buildOptionsBox()
{
    auto* optBox = new QGroupBox(tr("Load options"));
    auto* of = new QFormLayout(optBox);
    m_limit = named<QSpinBox>("workloadLimit");
    m_limit->setRange(0, 10000000);
    m_limit->setSpecialValueText(tr("all jobs"));
    m_limit->setKeyboardTracking(false);
    m_arrivalScale = named<QDoubleSpinBox>("workloadArrivalScale");
    m_arrivalScale->setRange(0.01, 100);
    m_arrivalScale->setSingleStep(0.1);
    m_arrivalScale->setKeyboardTracking(false);
    m_arrivalScale->setToolTip(tr("Multiplies inter-arrival times: below 1 means a heavier load."));
    m_durationScale = named<QDoubleSpinBox>("workloadDurationScale");
    m_durationScale->setRange(0.01, 100);
    m_durationScale->setSingleStep(0.1);
    m_durationScale->setKeyboardTracking(false);
    of->addRow(tr("Keep the first"), m_limit);
    of->addRow(tr("Arrival scale"), m_arrivalScale);
    of->addRow(tr("Duration scale"), m_durationScale);
    m_error = named<QLabel>("workloadError");
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->setWordWrap(true);
    m_error->hide();
    of->addRow(m_error);

    for (auto* spin : { static_cast<QAbstractSpinBox*>(m_limit), static_cast<QAbstractSpinBox*>(m_arrivalScale),
             static_cast<QAbstractSpinBox*>(m_durationScale) })
        connect(spin, &QAbstractSpinBox::editingFinished, this, &WorkloadEditor::applyOptions);
    connect(m_limit, &QSpinBox::valueChanged, this, &WorkloadEditor::applyOptions);
    connect(m_arrivalScale, &QDoubleSpinBox::valueChanged, this, &WorkloadEditor::applyOptions);
    connect(m_durationScale, &QDoubleSpinBox::valueChanged, this, &WorkloadEditor::applyOptions);
    return optBox;
}

/// The jobs of the current run, filtered and sorted, editable (edits become the scenario's overrides).
QWidget* WorkloadEditor::buildJobBox()
{
    m_jobs = new JobTableModel(m_state, this);
    m_jobs->setDocument(m_doc);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_jobs);
    m_proxy->setSortRole(JobTableModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    // Status changes 30 times a second: re-sorting and re-filtering 82k rows each time would stall the
    // GUI thread. The proxy re-sorts when the user sorts or filters.
    m_proxy->setDynamicSortFilter(false);
    auto* filter = named<QLineEdit>("jobFilter");
    filter->setPlaceholderText(tr("Filter jobs (id, status…)"));
    filter->setClearButtonEnabled(true);
    connect(filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_jobTable = named<QTableView>("jobTable");
    m_jobTable->setModel(m_proxy);
    m_jobTable->setSortingEnabled(true);
    m_jobTable->sortByColumn(JobTableModel::Submit, Qt::AscendingOrder);
    setUpRowTable(m_jobTable, fontMetrics());
    m_jobTable->setColumnWidth(JobTableModel::Id, 110);
    m_jobTable->setColumnWidth(JobTableModel::Submit, 70);
    m_jobTable->setColumnWidth(JobTableModel::Duration, 75);
    m_jobTable->setColumnWidth(JobTableModel::Gpus, 45);
    m_jobTable->setColumnWidth(JobTableModel::Network, 90);
    m_jobTable->setColumnWidth(JobTableModel::Comm, 60);
    auto* jobBox = new QGroupBox(tr("Jobs of the current run"));
    auto* jl = new QVBoxLayout(jobBox);
    jl->addWidget(filter);
    jl->addWidget(m_jobTable, 1);
    m_jobError = named<QLabel>("jobEditError");
    m_jobError->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_jobError->setWordWrap(true);
    m_jobError->hide();
    jl->addWidget(m_jobError);
    auto* jobHint = new QLabel(tr("Double-click a submit time, duration or GPU count to edit it; edited cells are bold."));
    jobHint->setWordWrap(true);
    jobHint->setEnabled(false);
    jl->addWidget(jobHint);
    connect(m_jobs, &JobTableModel::editRejected, this, [this](const QString& message) {
        m_jobError->setText(message);
        m_jobError->show();
    });
    connect(m_jobs, &JobTableModel::editAccepted, m_jobError, &QLabel::hide);

    connect(m_jobTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (current.isValid()) m_selection->select(m_proxy->data(current, JobTableModel::JobRole).toInt());
    });
    connect(m_selection, &JobSelection::changed, this, [this](int job) {
        if (job < 0 || job >= m_jobs->rowCount()) return;
        const QModelIndex idx = m_proxy->mapFromSource(m_jobs->index(job, 0));
        if (idx.isValid() && m_jobTable->currentIndex().row() != idx.row()) {
            QSignalBlocker block(m_jobTable->selectionModel());
            m_jobTable->setCurrentIndex(idx);
            m_jobTable->scrollTo(idx);
        }
    });
    return jobBox;
}

void WorkloadEditor::previewTrace(const QString& path, const QString& format)
{
    m_previewPath = path;
    m_tracePath->setText(path);
    m_report->setPlainText(tr("Importing %1…").arg(path));
    const std::string fmt = format.toStdString();
    const std::string p = path.toStdString();
    // Importing 82k rows takes a moment: never on the GUI thread.
    m_imports.run(m_imports.start(), [this, p, fmt](const BackgroundTasks::Task& task) {
        const auto resolved = resolveTraceFormat(p, fmt);
        auto imported = std::make_shared<const Result<ImportedTrace>>(
            resolved ? importTrace(p, *resolved) : Result<ImportedTrace>(resolved.error()));
        task.post([this, imported] { showPreview(*imported); });
    });
}

void WorkloadEditor::showPreview(const Result<ImportedTrace>& imported)
{
    m_preview->setRowCount(0);
    if (!imported) {
        m_report->setPlainText(tr("Import failed:\n%1").arg(QString::fromStdString(imported.error().toString())));
    } else {
        const ImportedTrace& t = imported.value();
        const int rows = static_cast<int>(std::min<std::size_t>(t.workload.jobs.size(), 500));
        m_preview->setRowCount(rows);
        for (int i = 0; i < rows; ++i) {
            const JobSpec& j = t.workload.jobs[i];
            m_preview->setItem(i, 0, new QTableWidgetItem(QString::fromStdString(j.id)));
            m_preview->setItem(i, 1, new QTableWidgetItem(QString::number(j.submitTime)));
            m_preview->setItem(i, 2, new QTableWidgetItem(QString::number(j.duration)));
            m_preview->setItem(i, 3, new QTableWidgetItem(QString::number(j.gpus)));
        }
        m_report->setPlainText(tr("Format: %1\n").arg(QString::fromStdString(t.workload.format))
            + QString::fromStdString(t.report.toText()));
        m_previewFormat = QString::fromStdString(t.workload.format);
    }
    Q_EMIT previewReady();
}

QString WorkloadEditor::reportText() const { return m_report->toPlainText(); }
int WorkloadEditor::previewRows() const { return m_preview->rowCount(); }
QString WorkloadEditor::jobEditError() const { return m_jobError->isHidden() ? QString() : m_jobError->text(); }

void WorkloadEditor::useTrace()
{
    const QString path = m_tracePath->text().trimmed();
    if (path.isEmpty() || !QFileInfo::exists(path)) {
        m_error->setText(tr("Choose an existing trace file first."));
        m_error->show();
        return;
    }
    std::string chosen = m_format->currentData().toString().toStdString();
    if (chosen.empty()) chosen = m_previewFormat.toStdString();
    const auto format = resolveTraceFormat(path.toStdString(), chosen);
    if (!format) {
        m_error->setText(format.error().code == ErrorCode::UnknownName ? tr("Gantry cannot tell this file's format: choose one.")
                                                                       : QString::fromStdString(format.error().toString()));
        m_error->show();
        return;
    }
    m_doc->useTrace(path, *format);
}

void WorkloadEditor::buildGeneratorForm()
{
    const std::string name = m_generator->currentText().toStdString();
    const WorkloadConfig& w = m_doc->scenario().workload;
    m_generatorForm->setGenerator(name, w.generator == name ? w.generatorParams : ParamMap {});
}

void WorkloadEditor::applyGenerator()
{
    Scenario s = m_doc->scenario();
    s.workload.trace.clear();
    s.workload.generator = m_generator->currentText().toStdString();
    s.workload.generatorParams = m_generatorForm->values();
    auto check = generateWorkload(s.workload.generator, s.workload.generatorParams, s.seed);
    if (!check) {
        m_error->setText(QString::fromStdString(check.error().toString()));
        m_error->show();
        return;
    }
    m_error->hide();
    m_doc->edit(s, tr("Use generator %1").arg(m_generator->currentText()));
}

void WorkloadEditor::applyOptions()
{
    if (m_updating) return;
    Scenario s = m_doc->scenario();
    s.workload.limit = m_limit->value();
    s.workload.arrivalScale = m_arrivalScale->value();
    s.workload.durationScale = m_durationScale->value();
    m_doc->edit(s, tr("Change load options"), QStringLiteral("workload-options"));
}

void WorkloadEditor::refresh()
{
    m_updating = true;
    const WorkloadConfig& w = m_doc->scenario().workload;
    if (!w.trace.empty())
        m_source->setText(tr("<b>Jobs from trace</b> %1 (format %2)").arg(QString::fromStdString(w.trace).toHtmlEscaped(),
            QString::fromStdString(w.format)));
    else
        m_source->setText(tr("<b>Jobs from generator</b> %1").arg(QString::fromStdString(w.generator)));
    if (!w.generator.empty()) {
        const int i = m_generator->findText(QString::fromStdString(w.generator));
        if (i >= 0 && i != m_generator->currentIndex()) m_generator->setCurrentIndex(i);
        else buildGeneratorForm();
    }
    m_limit->setValue(w.limit);
    m_arrivalScale->setValue(w.arrivalScale);
    m_durationScale->setValue(w.durationScale);
    m_updating = false;
}

void WorkloadEditor::scrollToJobCell(int job, int column)
{
    const QModelIndex cell = m_proxy->mapFromSource(m_jobs->index(job, column));
    if (cell.isValid()) m_jobTable->scrollTo(cell, QAbstractItemView::PositionAtCenter);
}

} // namespace gantry::gui
