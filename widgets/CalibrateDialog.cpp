#include "widgets/CalibrateDialog.h"

#include "widgets/Named.h"
#include "widgets/ScenarioDocument.h"

#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gantry::gui {

namespace {

QTableWidget* textTable(const QString& name)
{
    auto* table = new QTableWidget;
    table->setObjectName(name);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->setAlternatingRowColors(true);
    return table;
}

/// The printed table (calibrationTable: per group, recorded against simulated), cell for cell.
void fill(QTableWidget* table, const TextTable& text)
{
    table->clear();
    table->setColumnCount(int(text.header.size()));
    table->setRowCount(int(text.rows.size()));
    QStringList header;
    for (const std::string& h : text.header) header << QString::fromStdString(h);
    table->setHorizontalHeaderLabels(header);
    for (int r = 0; r < int(text.rows.size()); ++r)
        for (int c = 0; c < int(text.rows[std::size_t(r)].size()); ++c) {
            auto* item = new QTableWidgetItem(QString::fromStdString(text.rows[std::size_t(r)][std::size_t(c)]));
            if (c > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(r, c, item);
        }
}

} // namespace

CalibrateDialog::CalibrateDialog(ScenarioDocument* doc, QWidget* parent)
    : QDialog(parent), m_doc(doc), m_tasks(this, std::max(1, std::min(2, QThread::idealThreadCount())))
{
    setObjectName(QStringLiteral("calibrateDialog"));
    setWindowTitle(tr("Calibrate against the trace"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* intro = new QLabel(tr("How close is the replay to what the cluster did? The scenario runs as it is, and each job's "
                                "simulated wait in the queue is compared with the one its trace recorded, overall and per tenant. "
                                "A fit scales what the trace does not show (other load on the cluster, the tenants' shares) to "
                                "bring them closer; the method: the manual's simulator-model page, \"Against the real cluster\"."));
    intro->setWordWrap(true);
    m_fitGpus = named<QCheckBox>("calibrateFitGpus", tr("Fit the cluster's size (its machines scaled)"));
    m_low = new QDoubleSpinBox;
    m_high = new QDoubleSpinBox;
    for (QDoubleSpinBox* s : { m_low, m_high }) {
        s->setRange(0.01, 10);
        s->setDecimals(2);
        s->setSingleStep(0.05);
        s->setPrefix(QStringLiteral("\u00d7"));
    }
    m_low->setValue(0.25);
    m_high->setValue(2);
    m_fitQuota = named<QCheckBox>("calibrateFitQuota", tr("Fit the tenants' quotas"));
    const bool quotas = bool(checkFit(doc->scenario(), { FitRange { FitParameter::Quota } }));
    m_fitQuota->setEnabled(quotas);
    if (!quotas) m_fitQuota->setToolTip(tr("Needs tenants with quotas and a sharing policy that keeps them"));
    auto* bounds = new QHBoxLayout;
    bounds->addWidget(m_fitGpus);
    bounds->addWidget(new QLabel(tr("between")));
    bounds->addWidget(m_low);
    bounds->addWidget(new QLabel(tr("and")));
    bounds->addWidget(m_high);
    bounds->addStretch();
    m_run = named<QPushButton>("calibrateRun", tr("Compare"));
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_status = named<QLabel>("calibrateStatus");
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table = textTable(QStringLiteral("calibrationTable"));
    m_fitted = textTable(QStringLiteral("calibrationFittedTable"));
    m_fitted->hide();
    m_addVariant = named<QPushButton>("calibrateAddVariant", tr("Add the fitted scenario as a what-if variant"));
    m_addVariant->hide();
    auto* close = new QPushButton(tr("Close"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_addVariant);
    bottom->addStretch();
    bottom->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(bounds);
    layout->addWidget(m_fitQuota);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    m_tableTitle = new QLabel(tr("<b>The scenario as written</b> (rec: recorded, sim: simulated)"));
    m_fittedTitle = new QLabel(tr("<b>With the fitted values</b>"));
    m_tableTitle->hide();
    m_fittedTitle->hide();
    layout->addWidget(m_tableTitle);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_fittedTitle);
    layout->addWidget(m_fitted, 1);
    layout->addLayout(bottom);
    resize(1000, 600);

    connect(m_run, &QPushButton::clicked, this, &CalibrateDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_tasks.cancel();
        m_running = false;
        m_run->setEnabled(true);
        m_cancel->setEnabled(false);
        m_status->setText(tr("Cancelled."));
    });
    connect(m_addVariant, &QPushButton::clicked, this, &CalibrateDialog::addFittedVariant);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
}

CalibrateDialog::~CalibrateDialog() = default;

void CalibrateDialog::start()
{
    CalibrateOptions options;
    if (m_fitGpus->isChecked()) options.fit.push_back({ FitParameter::Gpus, m_low->value(), m_high->value() });
    if (m_fitQuota->isChecked() && m_fitQuota->isEnabled()) options.fit.push_back({ FitParameter::Quota, m_low->value(), m_high->value() });
    Scenario scenario = m_doc->scenario();
    if (auto st = checkFit(scenario, options.fit); !st) {
        m_status->setText(QString::fromStdString(st.error().toString()));
        return;
    }
    m_running = true;
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_addVariant->hide();
    m_progress->setValue(0);
    m_status->setText(options.fit.empty() ? tr("Running the scenario…") : tr("Fitting: every grid point is a run…"));
    const BackgroundTasks::Task task = m_tasks.start();
    auto result = std::make_shared<std::optional<Result<CalibrationOutcome>>>();
    m_tasks.run(
        task,
        [this, scenario, options, result](const BackgroundTasks::Task& t) mutable {
            options.progress = [this, &t](double f) {
                t.post([this, f] { m_progress->setValue(int(f * 1000)); });
                return !t.cancelled();
            };
            *result = calibrate(scenario, options);
        },
        [this, task, result] {
            if (task.cancelled() || !result->has_value()) return;
            m_running = false;
            m_run->setEnabled(true);
            m_cancel->setEnabled(false);
            m_progress->setValue(1000);
            if (!result->value()) {
                m_outcome.reset();
                m_status->setText(m_doc->errorText(result->value().error()));
                Q_EMIT finished(false);
                return;
            }
            m_outcome = std::move(result->value()).value();
            showOutcome();
            Q_EMIT finished(true);
        });
}

void CalibrateDialog::showOutcome()
{
    const CalibrationOutcome& o = *m_outcome;
    QString text = tr("%1 of %2 jobs have a recorded queueing delay; %3 of them never started in the run (not compared). "
                      "MAE: mean |simulated − recorded|; bias: mean (simulated − recorded); r: correlation.")
                       .arg(o.calibration.recorded)
                       .arg(o.workload.jobs.size())
                       .arg(o.calibration.notStarted);
    if (const std::string rejected = rejectedText(o.run); !rejected.empty()) text += QLatin1Char(' ') + QString::fromStdString(rejected);
    if (o.fittedRun) text += QStringLiteral("<br><b>%1</b> %2").arg(tr("Fit:"), QString::fromStdString(describeFit(o)).toHtmlEscaped());
    m_status->setText(text);
    fill(m_table, calibrationTable(o.calibration));
    m_tableTitle->show();
    m_fittedTitle->setVisible(o.fittedRun.has_value());
    m_fitted->setVisible(o.fittedRun.has_value());
    m_addVariant->setVisible(o.fittedRun.has_value());
    if (o.fittedRun) fill(m_fitted, calibrationTable(o.fittedCalibration));
}

void CalibrateDialog::addFittedVariant()
{
    if (!m_outcome || !m_outcome->fittedRun) return;
    auto overlay = overlayBetween(m_doc->scenario(), m_outcome->fittedScenario);
    if (!overlay) {
        m_status->setText(QString::fromStdString(overlay.error().toString()));
        return;
    }
    Scenario edited = m_doc->scenario();
    QString name = tr("Fitted to the trace");
    for (int n = 2; std::any_of(edited.variants.begin(), edited.variants.end(), [&](const Variant& v) { return v.name == name.toStdString(); }); ++n)
        name = tr("Fitted to the trace (%1)").arg(n);
    edited.variants.push_back({ name.toStdString(), overlay.value() });
    m_doc->edit(edited, tr("Add the fitted scenario as a variant"));
    m_addVariant->setEnabled(false);
    m_status->setText(m_status->text() + QStringLiteral("<br>") + tr("Added as the variant “%1”.").arg(name.toHtmlEscaped()));
}

} // namespace gantry::gui
