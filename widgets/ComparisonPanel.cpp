#include "widgets/ComparisonPanel.h"

#include "widgets/ComparisonModel.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/ScenarioDocument.h"
#include "widgets/SeriesChart.h"
#include "widgets/VariantEditor.h"

#include "core/io/ScenarioIo.h"
#include "core/report/Decision.h"
#include "core/run/ScenarioRunner.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gantry::gui {


ComparisonPanel::ComparisonPanel(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent), m_doc(doc), m_tasks(this, std::max(1, std::min(2, QThread::idealThreadCount())))
{
    setObjectName(QStringLiteral("comparisonPanel"));
    m_model = new ComparisonModel(this);
    m_table = named<QTableView>("comparisonTable");
    m_table->setModel(m_model);
    // The run names are the vertical header: it stays in view while the metrics scroll sideways.
    m_table->setColumnHidden(ComparisonModel::Name, true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    // Tables under the comparison that appear when they have rows: per tenant, and since each fork.
    auto detailTable = [this](QStandardItemModel*& model, const char* name, const QString& tip) {
        model = new QStandardItemModel(this);
        auto* table = new QTableView;
        table->setObjectName(QString::fromLatin1(name));
        table->setModel(model);
        table->verticalHeader()->hide();
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        table->horizontalHeader()->setStretchLastSection(true);
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->setAlternatingRowColors(true);
        table->setToolTip(tip);
        table->hide();
        return table;
    };
    m_tenantTable = detailTable(m_tenantModel, "comparisonTenantTable", tr("Each tenant in each run; changes against the same tenant in the baseline"));
    m_forkTable = detailTable(m_forkModel, "comparisonForkTable",
        tr("Each fork since its time: the jobs submitted from then on and the cost from then, against the baseline over the same time"));

    auto* runButton = named<QPushButton>("runComparisonButton", tr("Run comparison"));
    auto* cancelButton = named<QPushButton>("cancelComparisonButton", tr("Cancel"));
    m_autoRerun = named<QCheckBox>("autoRerunComparison", tr("Re-run after edits"));
    m_autoRerun->setChecked(true);
    m_status = named<QLabel>("comparisonStatus");
    // The decision against today's cluster, as the report's page 1 gives it (core/report/Decision).
    m_answer = named<QLabel>("comparisonAnswer");
    m_answer->setWordWrap(true);
    m_answer->setTextFormat(Qt::RichText);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* top = new QHBoxLayout;
    top->addWidget(runButton);
    top->addWidget(cancelButton);
    top->addWidget(m_autoRerun);
    top->addStretch();
    top->addWidget(m_status);

    // The variant editor: the same choices as the Policy, Cluster and Workload tabs, YAML as the advanced view.
    m_variantEditor = new VariantEditor(doc);
    auto* removeButton = named<QPushButton>("removeVariantButton", tr("Remove selected variant"));
    auto* vl = new QVBoxLayout;
    vl->addWidget(m_variantEditor);
    vl->addWidget(removeButton, 0, Qt::AlignRight);

    m_queueChart = named<SeriesChart>("comparisonQueueChart", tr("Queue length, every run"));
    m_queueChart->setTimeAxis(true);
    m_queueChart->setAxisTitles(tr("hours"), tr("queued jobs"));
    m_cdfChart = named<SeriesChart>("comparisonCdfChart", tr("JCT CDF, every run"));
    m_cdfChart->setTimeAxis(true);
    m_cdfChart->setLogX(true);
    m_cdfChart->setAxisTitles(tr("JCT (hours, log scale)"), tr("fraction of jobs"));
    auto* charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(m_queueChart);
    charts->addWidget(m_cdfChart);

    auto* upper = new QWidget;
    auto* ul = marginless(new QVBoxLayout(upper));
    ul->addLayout(top);
    ul->addWidget(m_answer);
    ul->addWidget(m_table, 1);
    ul->addWidget(m_tenantTable, 1);
    ul->addWidget(m_forkTable, 1);
    ul->addLayout(vl);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitBetween(upper, charts, Qt::Vertical));

    m_debounce = singleShotTimer(400, this);
    connect(m_debounce, &QTimer::timeout, this, &ComparisonPanel::runComparison);
    connect(runButton, &QPushButton::clicked, this, &ComparisonPanel::runComparison);
    connect(cancelButton, &QPushButton::clicked, this, &ComparisonPanel::cancel);
    connect(removeButton, &QPushButton::clicked, this, &ComparisonPanel::removeVariant);
    connect(doc, &ScenarioDocument::scenarioChanged, this, [this] {
        if (m_everRun && m_autoRerun->isChecked()) m_debounce->start();
        else if (!m_everRun) listRuns(); // the variants as they are now, not yet run
    });
    connect(doc, &ScenarioDocument::pathChanged, this, [this] {
        m_tasks.cancel(); // a new scenario: the old one's runs are of no use (not a "cancelled" the user asked for)
        m_pending = 0;
        m_everRun = false;
        m_cache.clear();
        listRuns();
    });
    listRuns();
}

/// The rows' names: the base is today's cluster, as the answer above the table calls it.
static QStringList runNames(const std::vector<VariantRun>& runs)
{
    QStringList names;
    for (const VariantRun& run : runs)
        names << (run.name.empty() ? ComparisonPanel::tr("Today's cluster") : QString::fromStdString(run.name));
    return names;
}

QString ComparisonPanel::runError(int row, const Error& error) const
{
    return m_doc->errorText(row > 0 ? moveIntoVariant(error, m_doc->scenario(), row - 1) : error);
}

void ComparisonPanel::listRuns()
{
    const std::vector<VariantRun> runs = expandVariants(m_doc->scenario());
    const QStringList names = runNames(runs);
    m_model->setRuns(names, m_doc->scenario().cost.billing, tr("not run yet"));
    for (int row = 0; row < int(runs.size()); ++row)
        if (!runs[std::size_t(row)].scenario) m_model->setError(row, runError(row, runs[std::size_t(row)].scenario.error()));
    m_results.assign(runs.size(), nullptr);
    m_status->setText(tr("Run comparison simulates these %n run(s) side by side", nullptr, int(runs.size())));
    updateCharts();
}

ComparisonPanel::~ComparisonPanel() = default;

void ComparisonPanel::cancel()
{
    m_tasks.cancel();
    m_pending = 0;
    m_status->setText(tr("cancelled"));
}

void ComparisonPanel::runComparison()
{
    m_everRun = true;
    const BackgroundTasks::Task comparison = m_tasks.start(); // results of an older comparison are dropped
    const std::vector<VariantRun> runs = expandVariants(m_doc->scenario());
    const QStringList names = runNames(runs);
    // Runs that draw the base's jobs share one workload, loaded by the first of them to start.
    std::shared_ptr<SharedWorkload> baseWorkload;
    if (runs.front().scenario) baseWorkload = std::make_shared<SharedWorkload>(runs.front().scenario.value());
    m_model->setRuns(names, m_doc->scenario().cost.billing);
    m_results.assign(runs.size(), nullptr);
    m_pending = 0;
    int simulated = 0;
    // Forks continue from the base run's state at their time: they run together with the base, below.
    const Scenario& document = m_doc->scenario();
    const QString baseHash = runs.front().scenario ? QString::fromStdString(scenarioHash(runs.front().scenario.value())) : QString();
    std::vector<int> forkRows;
    std::vector<QString> forkHashes;
    for (int row = 1; row < static_cast<int>(runs.size()) && runs.front().scenario; ++row) {
        auto fork = forkOf(document, row - 1);
        if (!fork || !fork->has_value() || !runs[row].scenario) continue;
        forkRows.push_back(row);
        forkHashes.push_back(baseHash + QStringLiteral("|fork|")
            + QString::fromStdString(document.variants[static_cast<std::size_t>(row - 1)].overlayYaml));
    }
    std::vector<int> forksToRun;
    std::vector<QString> hashesToRun;
    for (std::size_t k = 0; k < forkRows.size(); ++k) {
        if (auto it = m_cache.find(forkHashes[k]); it != m_cache.end()) {
            m_results[static_cast<std::size_t>(forkRows[k])] = *it;
            m_model->setResult(forkRows[k], (*it)->summary);
            continue;
        }
        forksToRun.push_back(forkRows[k]);
        hashesToRun.push_back(forkHashes[k]);
        m_model->setRunning(forkRows[k], 0);
    }
    // The forks' run simulates the base as well: it gives the base's row, unless that is cached.
    const bool baseFromForks = !forksToRun.empty() && !m_cache.contains(baseHash);
    if (baseFromForks) {
        forksToRun.insert(forksToRun.begin(), 0);
        hashesToRun.insert(hashesToRun.begin(), baseHash);
        m_model->setRunning(0, 0);
    }
    for (int row = 0; row < static_cast<int>(runs.size()); ++row) {
        if (!runs[row].scenario) {
            m_model->setError(row, runError(row, runs[row].scenario.error()));
            continue;
        }
        if (std::find(forkRows.begin(), forkRows.end(), row) != forkRows.end() || (row == 0 && baseFromForks)) continue;
        const Scenario& scenario = runs[row].scenario.value();
        const QString hash = row == 0 ? baseHash : QString::fromStdString(scenarioHash(scenario));
        if (auto it = m_cache.find(hash); it != m_cache.end()) {
            m_results[row] = *it;
            m_model->setResult(row, (*it)->summary);
            continue;
        }
        ++m_pending;
        ++simulated;
        m_model->setRunning(row, 0);
        auto workload = baseWorkload && sharesWorkload(scenario, baseWorkload->scenario()) ? baseWorkload : nullptr;
        m_tasks.run(comparison, [this, scenario, workload, row, hash](const BackgroundTasks::Task& task) {
            RunOptions options;
            if (workload) {
                if (!workload->get()) {
                    task.post([this, row, hash, error = workload->get().error()] { onResult(row, hash, nullptr, runError(row, error)); });
                    return;
                }
                options.workload = &workload->get().value();
            }
            double last = 0;
            options.progress = [&](double f) {
                if (f - last >= 0.05) {
                    last = f;
                    task.post([this, row, f] { m_model->setRunning(row, f); });
                }
                return !task.cancelled();
            };
            auto result = runScenario(scenario, options);
            if (task.cancelled()) return;
            std::shared_ptr<const RunResult> shared;
            std::optional<Error> error;
            if (result) shared = std::make_shared<const RunResult>(std::move(result.value()));
            else error = result.error();
            task.post([this, row, hash, shared, error] { onResult(row, hash, shared, error ? runError(row, *error) : QString()); });
        });
    }
    if (!forksToRun.empty()) {
        m_pending += static_cast<int>(forksToRun.size());
        simulated += static_cast<int>(forksToRun.size());
        Scenario forks = document;
        forks.variants.clear();
        for (int row : forksToRun)
            if (row > 0) forks.variants.push_back(document.variants[static_cast<std::size_t>(row - 1)]);
        m_tasks.run(comparison, [this, forks, forksToRun, hashesToRun, baseFromForks](const BackgroundTasks::Task& task) {
            auto results = runVariants(forks, 1, [&](int, double) { return !task.cancelled(); });
            if (task.cancelled()) return;
            for (std::size_t k = 0; k < forksToRun.size(); ++k) {
                std::shared_ptr<const RunResult> shared;
                std::optional<Error> error;
                if (results) shared = std::make_shared<const RunResult>(std::move(results->at(baseFromForks ? k : k + 1)));
                else error = results.error();
                task.post([this, row = forksToRun[k], hash = hashesToRun[k], shared, error] {
                    onResult(row, hash, shared, error ? m_doc->errorText(*error) : QString()); // runVariants names the variant
                });
            }
        });
    }
    m_simulated += simulated;
    m_status->setText(m_pending ? tr("running %n run(s)…", nullptr, m_pending) : tr("up to date"));
    updateCharts();
    if (m_pending == 0) Q_EMIT comparisonFinished();
}

void ComparisonPanel::onResult(int row, const QString& hash, std::shared_ptr<const RunResult> result, const QString& error)
{
    --m_pending;
    if (result) {
        m_cache.insert(hash, result);
        m_results[row] = result;
        m_model->setResult(row, result->summary);
    } else {
        m_model->setError(row, error);
    }
    updateCharts();
    m_status->setText(m_pending ? tr("running %n run(s)…", nullptr, m_pending) : tr("up to date"));
    if (m_pending == 0) Q_EMIT comparisonFinished();
}

namespace {

/// Shows `table`'s rows under `header` (its columns, in its order), numbers right-aligned from column
/// `firstNumber`; the view is hidden while there are none.
void showDetails(QStandardItemModel* model, QTableView* view, const TextTable& table, const QStringList& header, std::size_t firstNumber)
{
    model->clear();
    view->setVisible(!table.rows.empty());
    if (table.rows.empty()) return;
    Q_ASSERT(header.size() == qsizetype(table.header.size()));
    model->setHorizontalHeaderLabels(header);
    for (const auto& row : table.rows) {
        QList<QStandardItem*> items;
        for (std::size_t c = 0; c < row.size(); ++c) {
            auto* item = new QStandardItem(QString::fromStdString(row[c]));
            if (c >= firstNumber) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            items << item;
        }
        model->appendRow(items);
    }
}

} // namespace

void ComparisonPanel::updateDetails()
{
    std::vector<const RunResult*> runs;
    std::vector<std::string> labels;
    if (!m_results.empty() && m_results.front()) // changes are against the baseline: only once it is in
        for (std::size_t row = 0; row < m_results.size(); ++row)
            if (m_results[row]) {
                runs.push_back(m_results[row].get());
                labels.push_back(m_model->data(m_model->index(int(row), ComparisonModel::Name)).toString().toStdString());
            }
    showDetails(m_tenantModel, m_tenantTable, tenantComparison(runs, labels),
        { tr("Tenant"), tr("Run"), tr("Avg JCT"), tr("Avg queueing"), tr("p95 queueing"), tr("GPU share"), tr("Quota use") }, 2);
    const bool usage = billsUsage(m_doc->scenario().cost.billing);
    showDetails(m_forkModel, m_forkTable, forkComparison(runs, labels),
        { tr("Fork"), tr("From"), tr("Jobs since"), tr("Avg JCT since"), tr("Avg queueing since"),
            usage ? tr("Usage cost since") : tr("Cluster cost since") },
        1);
    // The decision, once every run is in (it weighs them all).
    const bool allIn = !m_results.empty() && std::all_of(m_results.begin(), m_results.end(), [](const auto& r) { return r != nullptr; });
    if (!allIn) {
        m_answer->setText(m_everRun ? tr("<i>The answer against today's cluster appears when every run is in.</i>")
                                    : tr("<i>Run comparison to see which variant answers the scenario's question, against today's cluster.</i>"));
        return;
    }
    const Decision decision = decide(m_doc->scenario(), runs);
    m_answer->setText(tr("<b>The answer.</b> %1").arg(QString::fromStdString(decision.answer).toHtmlEscaped()));
}

void ComparisonPanel::updateCharts()
{
    updateDetails();
    m_queueChart->clear();
    m_cdfChart->clear();
    for (int row = 0; row < static_cast<int>(m_results.size()); ++row) {
        const auto& r = m_results[row];
        if (!r) continue;
        const QString name = m_model->data(m_model->index(row, ComparisonModel::Name)).toString();
        const QColor color = ComparisonModel::runColor(row);
        QList<QPointF> q;
        for (const Sample& s : r->series) q.append(QPointF(s.time, s.queued));
        m_queueChart->setSeries(name, q, color);
        const std::vector<double>& jct = r->sortedJct;
        const double n = double(jct.size());
        m_cdfChart->setSeries(name, qsizetype(jct.size()), [&](qsizetype i) { return QPointF(jct[std::size_t(i)], double(i + 1) / n); },
            color, SeriesChart::Style::Step);
    }
}

void ComparisonPanel::removeVariant()
{
    const int row = m_table->currentIndex().row();
    Scenario s = m_doc->scenario();
    if (row <= 0 || row > static_cast<int>(s.variants.size())) return;
    const QString name = QString::fromStdString(s.variants[row - 1].name);
    s.variants.erase(s.variants.begin() + (row - 1));
    m_doc->edit(s, tr("Remove variant %1").arg(name));
}

} // namespace gantry::gui
