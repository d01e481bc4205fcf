#include "widgets/PlanPanel.h"

#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/PolicyEditor.h"
#include "widgets/ScenarioDocument.h"
#include "widgets/SeriesChart.h"

#include "core/io/ScenarioIo.h"
#include "core/util/Format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gantry::gui {

namespace {

constexpr ServiceMetric kMetrics[] = { ServiceMetric::AvgJct, ServiceMetric::P95Jct, ServiceMetric::P99Jct, ServiceMetric::AvgWait,
    ServiceMetric::P95Wait, ServiceMetric::Deadline, ServiceMetric::MinUtilization };

enum MachineColumn { TypeColumn, GpusColumn, CpusColumn, MinColumn, MaxColumn };
enum ResultColumn { PolicyColumn, ConfigurationColumn, ClusterCostColumn, UsageCostColumn, MetricColumn, VerdictColumn };

// One colour per policy (colour-blind-safe, Okabe and Ito), then grey.
QColor policyColor(int policy)
{
    static const QColor colors[] = { QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73),
        QColor(0xCC, 0x79, 0xA7), QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9) };
    return policy >= 0 && policy < int(std::size(colors)) ? colors[policy] : QColor(Qt::gray);
}

bool isPercent(ServiceMetric m) { return m == ServiceMetric::MinUtilization; }

/// A level's limit as the table shows it: hours, or percent for utilisation.
double shownLimit(const ServiceLevel& l) { return isPercent(l.metric) ? l.limit * 100 : l.limit / 3600; }
/// A metric's value on the chart's y axis (the same units).
double shownValue(ServiceMetric m, double v) { return isPercent(m) ? v * 100 : v / 3600; }

/// An editable table; `tips` explain short column headers (the editor column is narrow).
QTableWidget* makeTable(const QString& name, const QStringList& headers, const QStringList& tips = {})
{
    auto* t = new QTableWidget(0, int(headers.size()));
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < tips.size() && c < headers.size(); ++c) t->horizontalHeaderItem(c)->setToolTip(tips[c]);
    t->verticalHeader()->hide();
    // Every header readable: columns as wide as their contents, the last one takes the rest.
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    return t;
}

QTableWidgetItem* readOnly(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

PlanPanel::PlanPanel(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("planPanel"));
    QWidget* editor = buildEditor();
    QWidget* results = buildResults();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitBetween(editor, results, Qt::Horizontal, 1, 2));

    m_redraw = singleShotTimer(120, this);
    connect(m_redraw, &QTimer::timeout, this, &PlanPanel::redrawChart);
    connect(this, &PlanPanel::planFinished, m_redraw, &QTimer::stop);

    connect(m_run, &QPushButton::clicked, this, &PlanPanel::runPlan);
    connect(m_cancel, &QPushButton::clicked, this, &PlanPanel::cancel);
    connect(m_addVariant, &QPushButton::clicked, this, &PlanPanel::addSelectedAsVariant);
    connect(m_chart, &SeriesChart::pointClicked, this, &PlanPanel::selectNearestPoint);
    connect(m_results, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0) selectPoint(m_results->item(row, PolicyColumn)->data(Qt::UserRole).toInt());
    });
    for (QTableWidget* t : { m_machines, m_policies, m_levels })
        connect(t, &QTableWidget::itemChanged, this, [this] { commitEdits(); });
    connect(m_perRack, &QSpinBox::editingFinished, this, &PlanPanel::commitEdits);
    connect(m_objective, &QComboBox::currentIndexChanged, this, &PlanPanel::commitEdits);
    connect(m_seeds, &QLineEdit::editingFinished, this, &PlanPanel::commitEdits);
    connect(m_mustMeet, &QSpinBox::editingFinished, this, &PlanPanel::commitEdits);
    connect(doc, &ScenarioDocument::scenarioChanged, this, &PlanPanel::loadFromDocument);
    connect(doc, &ScenarioDocument::pathChanged, this, [this] {
        cancel();
        m_points.clear();
        m_outcome = {};
        m_results->setRowCount(0);
        m_chart->clear();
        m_status->clear();
        selectPoint(-1);
    });
    loadFromDocument();
}

/// The plan's editor: machine shapes, policies, service levels, objective, seeds.
QWidget* PlanPanel::buildEditor()
{
    m_machines = makeTable(QStringLiteral("planMachines"), { tr("GPU type"), tr("GPUs"), tr("CPUs"), tr("min"), tr("max") },
        { tr("The GPU type of this machine shape"), tr("GPUs in each machine"), tr("CPU slots in each machine"),
            tr("The fewest machines of this shape to try"), tr("The most machines of this shape to try") });
    m_machines->setToolTip(tr("Machine shapes the plan may buy or rent, with how many of each (prices come from the cluster's GPU types)"));
    m_perRack = named<QSpinBox>("planMachinesPerRack");
    m_perRack->setRange(1, 10000);
    m_policies = makeTable(QStringLiteral("planPolicies"), { tr("Ordering"), tr("Placement"), tr("More (YAML)") },
        { tr("Which job goes next"), tr("Which GPUs it gets"), tr("Any other policy fields, e.g. sharing: borrowing, backfill: false") });
    m_levels = makeTable(QStringLiteral("planLevels"), { tr("Service level"), tr("Limit"), tr("For") },
        { tr("What must hold"), tr("The limit: hours, or % for utilisation"), tr("Every job, or one tenant's jobs") });
    m_objective = named<QComboBox>("planObjective");
    m_objective->addItem(tr("The cost the scenario's owner pays (its billing)"), int(PlanObjective::Billed));
    m_objective->addItem(tr("Cheapest cluster cost (its machines' price per hour)"), int(PlanObjective::ClusterCost));
    m_objective->addItem(tr("Cheapest usage cost (GPU-hours held x price, over the trace)"), int(PlanObjective::UsageCost));
    m_seeds = named<QLineEdit>("planSeeds");
    m_seeds->setPlaceholderText(tr("the scenario's seed"));
    // Wide enough for its hint: where the column is narrow, the form puts the field under its label.
    m_seeds->setMinimumWidth(m_seeds->fontMetrics().horizontalAdvance(m_seeds->placeholderText()) + 24);
    m_seeds->setToolTip(tr("Workload seeds the cluster must cope with, e.g. 11 12 13"));
    m_mustMeet = named<QSpinBox>("planMustMeet");
    m_mustMeet->setRange(0, 1000);
    m_mustMeet->setSpecialValueText(tr("all"));
    m_assumeMonotone = named<QCheckBox>("planAssumeMonotone", tr("Bisect (assume more machines never hurt)"));
    m_assumeMonotone->setToolTip(tr("Far fewer runs on large grids; can miss the cheapest cluster where slow GPUs make a level worse "
                                    "(docs/planning.md)"));
    m_editError = named<QLabel>("planEditError");
    m_editError->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_editError->setWordWrap(true);
    m_editError->hide();

    auto rowButtons = [this](QTableWidget* table, const QString& what, std::function<void()> add) {
        auto* plus = new QPushButton(tr("Add %1").arg(what));
        plus->setObjectName(table->objectName() + QStringLiteral("Add"));
        auto* minus = new QPushButton(tr("Remove"));
        minus->setObjectName(table->objectName() + QStringLiteral("Remove"));
        connect(plus, &QPushButton::clicked, this, [this, add] {
            add();
            commitEdits();
        });
        connect(minus, &QPushButton::clicked, this, [this, table] {
            if (table->currentRow() < 0) return;
            table->removeRow(table->currentRow());
            commitEdits();
        });
        auto* row = new QHBoxLayout;
        row->addWidget(plus);
        row->addWidget(minus);
        row->addStretch();
        return row;
    };
    auto* machinesBox = new QGroupBox(tr("Machines that may be bought or rented"));
    auto* mv = new QVBoxLayout(machinesBox);
    mv->addWidget(m_machines);
    mv->addLayout(rowButtons(m_machines, tr("machine shape"), [this] {
        const auto& types = m_doc->scenario().cluster.gpuTypes;
        const int row = m_machines->rowCount();
        m_machines->insertRow(row);
        const QStringList cells { types.empty() ? QString() : QString::fromStdString(types.front().name), QStringLiteral("8"),
            QStringLiteral("32"), QStringLiteral("0"), QStringLiteral("16") };
        for (int c = 0; c < int(cells.size()); ++c) m_machines->setItem(row, c, new QTableWidgetItem(cells[c]));
    }));
    auto* policiesBox = new QGroupBox(tr("Policies to compare (none: the scenario's own)"));
    auto* pv = new QVBoxLayout(policiesBox);
    pv->addWidget(m_policies);
    pv->addLayout(rowButtons(m_policies, tr("policy"), [this] { addPolicyRow({ { "ordering", "fifo" } }); }));
    auto* levelsBox = new QGroupBox(tr("Service levels (the first is the chart's metric)"));
    auto* lv = new QVBoxLayout(levelsBox);
    lv->addWidget(m_levels);
    lv->addLayout(rowButtons(m_levels, tr("level"), [this] {
        const int row = m_levels->rowCount();
        m_levels->insertRow(row);
        auto* combo = new QComboBox;
        for (ServiceMetric m : kMetrics) combo->addItem(QString::fromStdString(serviceMetricName(m)), int(m));
        combo->setCurrentIndex(1);
        connect(combo, &QComboBox::currentIndexChanged, this, &PlanPanel::commitEdits);
        m_levels->setCellWidget(row, 0, combo);
        m_levels->setItem(row, 1, new QTableWidgetItem(QStringLiteral("24")));
        m_levels->setCellWidget(row, 2, tenantCombo({}));
    }));
    auto* form = new QFormLayout;
    // The editor column is narrow (the chart and the table need the room): a row whose label and field
    // do not fit side by side puts the field under its label instead of cutting either.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(tr("Machines per rack"), m_perRack);
    form->addRow(tr("Objective"), m_objective);
    form->addRow(tr("Workload seeds"), m_seeds);
    form->addRow(tr("Seeds that must meet every level"), m_mustMeet);
    form->addRow(tr("Search"), m_assumeMonotone);

    auto* editor = new QWidget;
    editor->setMaximumWidth(420); // the results need the room
    auto* ev = marginless(new QVBoxLayout(editor));
    ev->addWidget(machinesBox, 2);
    ev->addWidget(policiesBox, 1);
    ev->addWidget(levelsBox, 1);
    ev->addLayout(form);
    ev->addWidget(m_editError);
    return editor;
}

/// The search and its results: buttons and progress, the chart, the table and the chosen point's details.
QWidget* PlanPanel::buildResults()
{
    m_run = named<QPushButton>("planRunButton", tr("Find the cheapest clusters"));
    m_cancel = named<QPushButton>("planCancelButton", tr("Cancel"));
    m_cancel->setEnabled(false);
    m_progress = named<QProgressBar>("planProgress");
    m_progress->setValue(0);
    m_status = named<QLabel>("planStatus");
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    auto* top = new QHBoxLayout;
    top->addWidget(m_run);
    top->addWidget(m_cancel);
    top->addWidget(m_progress, 1);

    m_chart = named<SeriesChart>("planChart", tr("Cost against service, every configuration simulated"));
    m_chart->setMarkerSize(9);
    m_chart->setMinimumHeight(260);
    m_results = makeTable(QStringLiteral("planResults"),
        { tr("Policy"), tr("Configuration"), tr("Cluster cost"), tr("Usage cost"), tr("Metric"), tr("Verdict") });
    m_results->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_results->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_results->horizontalHeader()->setSectionResizeMode(VerdictColumn, QHeaderView::Stretch);
    m_results->setWordWrap(false);
    m_results->verticalHeader()->setDefaultSectionSize(m_results->fontMetrics().height() + 8);
    m_details = named<QLabel>("planDetails", tr("Click a point or a row to see its metrics."));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setMinimumHeight(3 * m_details->fontMetrics().lineSpacing());
    m_addVariant = named<QPushButton>("planAddVariantButton", tr("Add as what-if variant"));
    m_addVariant->setEnabled(false);
    auto* detailsRow = new QHBoxLayout;
    detailsRow->addWidget(m_details, 1);
    detailsRow->addWidget(m_addVariant);

    auto* results = new QWidget;
    auto* rv = marginless(new QVBoxLayout(results));
    rv->addLayout(top);
    rv->addWidget(m_status);
    rv->addWidget(splitBetween(m_chart, m_results, Qt::Vertical, 3, 2), 1);
    rv->addLayout(detailsRow);
    return results;
}

void PlanPanel::selectNearestPoint(const QString& series, QPointF at)
{
    // The nearest simulated point of that policy (the chart shows nothing else).
    const ServiceMetric main = m_planned.plan.serviceLevels.empty() ? ServiceMetric::P95Jct : m_planned.plan.serviceLevels.front().metric;
    int best = -1;
    double bestDistance = 0;
    for (int i = 0; i < int(m_points.size()); ++i) {
        const PlanPoint& p = m_points[std::size_t(i)];
        if (!p.simulated() || policyLabel(p.policy) != series) continue;
        const double d = std::hypot(objectiveCost(p, planObjective(m_planned)) - at.x(), shownValue(main, p.mainMetric) - at.y());
        if (best < 0 || d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    if (best >= 0) selectPoint(best);
}

PlanPanel::~PlanPanel() = default;

void PlanPanel::loadFromDocument()
{
    m_loading = true;
    const Scenario& s = m_doc->scenario();
    const Plan& plan = s.plan;
    m_machines->setRowCount(0);
    for (const MachineOption& m : plan.machines) {
        const int row = m_machines->rowCount();
        m_machines->insertRow(row);
        const QStringList cells { QString::fromStdString(m.gpuType), QString::number(m.gpus), QString::number(m.cpus),
            QString::number(m.minCount), QString::number(m.maxCount) };
        for (int c = 0; c < int(cells.size()); ++c) m_machines->setItem(row, c, new QTableWidgetItem(cells[c]));
    }
    m_perRack->setValue(plan.machinesPerRack);
    m_policies->setRowCount(0);
    for (const std::string& overlay : plan.policyOverlays) {
        auto entries = mappingEntries(overlay);
        addPolicyRow(entries ? entries.value() : std::vector<std::pair<std::string, std::string>> { { "", overlay } });
    }
    m_levels->setRowCount(0);
    for (const ServiceLevel& l : plan.serviceLevels) {
        const int row = m_levels->rowCount();
        m_levels->insertRow(row);
        auto* combo = new QComboBox;
        for (ServiceMetric m : kMetrics) combo->addItem(QString::fromStdString(serviceMetricName(m)), int(m));
        combo->setCurrentIndex(combo->findData(int(l.metric)));
        connect(combo, &QComboBox::currentIndexChanged, this, &PlanPanel::commitEdits);
        m_levels->setCellWidget(row, 0, combo);
        m_levels->setItem(row, 1, new QTableWidgetItem(QString::number(shownLimit(l), 'g', 10)));
        m_levels->setCellWidget(row, 2, tenantCombo(l.tenant));
    }
    m_objective->setCurrentIndex(m_objective->findData(int(plan.objective)));
    QStringList seeds;
    for (std::uint64_t seed : plan.seeds) seeds << QString::number(seed);
    m_seeds->setText(seeds.join(QLatin1Char(' ')));
    m_mustMeet->setValue(plan.mustMeet);
    m_run->setEnabled(!plan.empty() && !m_running);
    if (plan.empty() && !m_running)
        m_status->setText(tr("This scenario has no plan yet: add the machine shapes that may be bought and a service level."));
    m_loading = false;
}

void PlanPanel::commitEdits()
{
    if (m_loading) return;
    Plan plan;
    QString problem;
    auto number = [&](QTableWidget* table, int row, int column, const QString& what, double& out) {
        const QTableWidgetItem* item = table->item(row, column);
        bool ok = false;
        out = item ? item->text().trimmed().toDouble(&ok) : 0.0;
        if (!ok && problem.isEmpty()) problem = tr("Row %1: %2 must be a number").arg(row + 1).arg(what);
    };
    for (int row = 0; row < m_machines->rowCount(); ++row) {
        MachineOption m;
        const QTableWidgetItem* type = m_machines->item(row, TypeColumn);
        m.gpuType = type ? type->text().trimmed().toStdString() : std::string();
        double gpus = 0, cpus = 0, lo = 0, hi = 0;
        number(m_machines, row, GpusColumn, tr("GPUs each"), gpus);
        number(m_machines, row, CpusColumn, tr("CPUs each"), cpus);
        number(m_machines, row, MinColumn, tr("at least"), lo);
        number(m_machines, row, MaxColumn, tr("at most"), hi);
        m.gpus = int(gpus);
        m.cpus = int(cpus);
        m.minCount = int(lo);
        m.maxCount = int(hi);
        plan.machines.push_back(m);
    }
    plan.machinesPerRack = m_perRack->value();
    for (int row = 0; row < m_policies->rowCount(); ++row) {
        // The policy section the row says: its ordering and placement, then what is written beside them.
        QStringList fields;
        for (int column : { 0, 1 })
            if (auto* combo = qobject_cast<QComboBox*>(m_policies->cellWidget(row, column)); combo && !combo->currentData().toString().isEmpty())
                fields << QStringLiteral("%1: %2").arg(column == 0 ? QStringLiteral("ordering") : QStringLiteral("placement"),
                    combo->currentData().toString());
        const QTableWidgetItem* more = m_policies->item(row, 2);
        QString rest = more ? more->text().trimmed() : QString();
        if (rest.startsWith(QLatin1Char('{')) && rest.endsWith(QLatin1Char('}'))) rest = rest.mid(1, rest.size() - 2).trimmed();
        if (!rest.isEmpty()) fields << rest;
        if (!fields.isEmpty()) plan.policyOverlays.push_back(QStringLiteral("{%1}").arg(fields.join(QStringLiteral(", "))).toStdString());
    }
    for (int row = 0; row < m_levels->rowCount(); ++row) {
        ServiceLevel l;
        if (auto* combo = qobject_cast<QComboBox*>(m_levels->cellWidget(row, 0))) l.metric = ServiceMetric(combo->currentData().toInt());
        double shown = 0;
        number(m_levels, row, 1, tr("the limit"), shown);
        l.limit = isPercent(l.metric) ? shown / 100 : shown * 3600;
        if (auto* combo = qobject_cast<QComboBox*>(m_levels->cellWidget(row, 2))) l.tenant = combo->currentData().toString().toStdString();
        plan.serviceLevels.push_back(l);
    }
    // The file's order: levels over every job first (the first is the chart's metric), then each tenant's.
    std::stable_partition(plan.serviceLevels.begin(), plan.serviceLevels.end(), [](const ServiceLevel& l) { return l.tenant.empty(); });
    plan.quotaSplits = m_doc->scenario().plan.quotaSplits; // edited in the file (docs/scenario-format.md, "plan"),
    plan.from = m_doc->scenario().plan.from;               // like the moment a plan starts from
    plan.objective = PlanObjective(m_objective->currentData().toInt());
    for (const QString& part : m_seeds->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qulonglong seed = part.toULongLong(&ok);
        if (!ok && problem.isEmpty()) problem = tr("Workload seeds: '%1' is not a whole number").arg(part);
        plan.seeds.push_back(seed);
    }
    plan.mustMeet = m_mustMeet->value();

    Scenario edited = m_doc->scenario();
    if (edited.plan == plan && problem.isEmpty()) {
        m_editError->hide();
        return;
    }
    edited.plan = plan;
    // The loader's checks, so that the tab and the scenario file accept exactly the same plans.
    if (problem.isEmpty() && !plan.empty()) {
        auto checked = parseScenario(emitScenario(edited), m_doc->path().toStdString(), edited.baseDirectory);
        if (!checked) problem = QString::fromStdString(checked.error().message + " (" + checked.error().where.field + ")");
    }
    if (!problem.isEmpty()) {
        m_editError->setText(problem);
        m_editError->show();
        return;
    }
    m_editError->hide();
    m_doc->edit(edited, tr("Edit plan"), QStringLiteral("plan"));
}

void PlanPanel::addPolicyRow(const std::vector<std::pair<std::string, std::string>>& entries)
{
    const int row = m_policies->rowCount();
    m_policies->insertRow(row);
    QStringList more;
    std::string ordering, placement;
    for (const auto& [key, value] : entries) {
        const bool plain = value.find_first_of("{[") == std::string::npos;
        if (key == "ordering" && plain) ordering = value;
        else if (key == "placement" && plain) placement = value;
        else more << (key.empty() ? QString::fromStdString(value) : QStringLiteral("%1: %2").arg(QString::fromStdString(key), QString::fromStdString(value)));
    }
    const PolicyConfig& own = m_doc->scenario().policy;
    auto combo = [this](PolicyKind kind, const std::string& chosen, const std::string& scenarios) {
        auto* c = new QComboBox;
        c->addItem(tr("the scenario's (%1)").arg(QString::fromStdString(scenarios)), QString());
        PolicyEditor::addPolicyItems(c, kind);
        c->setCurrentIndex(std::max(0, c->findData(QString::fromStdString(chosen))));
        connect(c, &QComboBox::currentIndexChanged, this, &PlanPanel::commitEdits);
        return c;
    };
    m_policies->setCellWidget(row, 0, combo(PolicyKind::Ordering, ordering, own.ordering.name));
    m_policies->setCellWidget(row, 1, combo(PolicyKind::Placement, placement, own.placement.name));
    m_policies->setItem(row, 2, new QTableWidgetItem(more.join(QStringLiteral(", "))));
}

QComboBox* PlanPanel::tenantCombo(const std::string& selected)
{
    auto* combo = new QComboBox;
    combo->addItem(tr("every job"), QString());
    for (const Tenant& t : m_doc->scenario().tenants) combo->addItem(QString::fromStdString(t.name), QString::fromStdString(t.name));
    if (combo->findData(QString::fromStdString(selected)) < 0) // a tenant the file no longer declares: kept, and said
        combo->addItem(QString::fromStdString(selected), QString::fromStdString(selected));
    combo->setCurrentIndex(combo->findData(QString::fromStdString(selected)));
    connect(combo, &QComboBox::currentIndexChanged, this, &PlanPanel::commitEdits);
    return combo;
}

QString PlanPanel::policyLabel(int option) const { return QString::fromStdString(planOptionLabel(m_planned.plan, option)); }

void PlanPanel::runPlan()
{
    m_planned = m_doc->scenario();
    if (m_planned.plan.empty()) {
        m_status->setText(tr("This scenario has no plan yet: add the machine shapes that may be bought and a service level."));
        Q_EMIT planFinished();
        return;
    }
    const BackgroundTasks::Task search = m_searches.start();
    m_points.clear();
    m_outcome = {};
    m_results->setRowCount(0);
    m_chart->clear();
    selectPoint(-1);
    const ServiceMetric main = m_planned.plan.serviceLevels.front().metric;
    m_chart->setAxisTitles(planObjective(m_planned) == PlanObjective::UsageCost ? tr("usage cost ($, GPU-hours held x price)")
                                                                                : tr("cluster cost ($ per hour)"),
        QString::fromStdString(serviceMetricName(main)) + (isPercent(main) ? tr(" (%)") : tr(" (hours)")));
    m_results->horizontalHeaderItem(MetricColumn)->setText(QString::fromStdString(serviceMetricName(main)));
    m_running = true;
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setFormat(tr("%v of a grid of %m looked at"));
    m_status->setText(tr("Searching…"));
    const Scenario planned = m_planned;
    const bool assumeMonotone = m_assumeMonotone->isChecked();
    m_searches.run(search, [this, planned, assumeMonotone](const BackgroundTasks::Task& task) {
        PlanOptions options;
        options.assumeMonotone = assumeMonotone;
        options.maxConfigurationsOption = {}; // the refusal says to narrow the shapes' counts
        options.threads = std::max(1, std::min(2, QThread::idealThreadCount()));
        options.progress = [&](const PlanPoint& point, int done, long long grid) {
            task.post([this, point, done, grid] { onPoint(point, done, grid); });
            return !task.cancelled();
        };
        auto outcome = std::make_shared<const Result<PlanOutcome>>(gantry::runPlan(planned, options));
        task.post([this, outcome] { onFinished(outcome); });
    });
}

void PlanPanel::cancel()
{
    if (!m_running) return;
    m_searches.cancel();
    m_running = false;
    m_run->setEnabled(!m_doc->scenario().plan.empty());
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelled after %n configuration(s).", nullptr, int(m_points.size())));
    Q_EMIT planFinished();
}

void PlanPanel::onPoint(const PlanPoint& point, int done, long long grid)
{
    m_points.push_back(point);
    addPointRow(int(m_points.size()) - 1);
    m_progress->setRange(0, int(std::min<long long>(grid, 1 << 30)));
    m_progress->setValue(done);
    if (!m_redraw->isActive()) m_redraw->start();
}

void PlanPanel::onFinished(std::shared_ptr<const Result<PlanOutcome>> outcome)
{
    m_running = false;
    m_run->setEnabled(!m_doc->scenario().plan.empty());
    m_cancel->setEnabled(false);
    if (!*outcome) {
        // Located like the command line's error: a field of this document's file (a policy that cannot
        // be set up is found before the search, so nothing was simulated and the table stays empty).
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        m_status->setText(tr("The plan could not run: %1").arg(m_doc->errorText(outcome->error()).toHtmlEscaped()));
        Q_EMIT planFinished();
        return;
    }
    m_outcome = outcome->value();
    m_points = m_outcome.points;
    m_results->setRowCount(0);
    for (int i = 0; i < int(m_points.size()); ++i) addPointRow(i);
    // Done: a full bar, and how little of the grid the search needed.
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    m_progress->setFormat(tr("%1 of a grid of %2 looked at").arg(m_points.size()).arg(m_outcome.gridSize));
    const Plan& plan = m_planned.plan;
    const ServiceMetric main = plan.serviceLevels.front().metric;
    QStringList answers;
    for (int p = 0; p < int(m_outcome.best.size()); ++p) {
        const int b = m_outcome.best[std::size_t(p)];
        if (b < 0) {
            answers << tr("<b>%1</b>: no configuration within the bounds meets the levels").arg(policyLabel(p).toHtmlEscaped());
            continue;
        }
        const PlanPoint& point = m_points[std::size_t(b)];
        answers << tr("<b>%1</b>: %2, cluster cost %3/h, usage cost %4; %5 %6")
                       .arg(policyLabel(p).toHtmlEscaped(), QString::fromStdString(describeConfiguration(plan, point.counts)),
                           QString::fromStdString(formatMoney(point.clusterCostPerHour)), QString::fromStdString(formatMoney(point.usageCost)),
                           QString::fromStdString(serviceMetricName(main)), QString::fromStdString(formatLevelValue(main, point.mainMetric)));
    }
    if (!m_outcome.impossible.empty())
        answers.prepend(tr("No configuration within the bounds can meet the levels: %1 (GPU-hours bound, nothing simulated)")
                            .arg(QString::fromStdString(m_outcome.impossible).toHtmlEscaped()));
    int bounded = 0;
    for (const PlanPoint& p : m_points) bounded += p.bounded ? 1 : 0;
    const bool byUsage = planObjective(m_planned) == PlanObjective::UsageCost;
    m_status->setText((byUsage ? tr("Cheapest by usage cost meeting %1:<br>%2<br><small>%3 of a grid of %4 configurations looked at, %5 "
                                    "ruled out by the GPU-hours bound, %6 runs.</small>")
                               : tr("Cheapest by cluster cost meeting %1:<br>%2<br><small>%3 of a grid of %4 configurations looked at, %5 "
                                    "ruled out by the GPU-hours bound, %6 runs.</small>"))
                          .arg(QString::fromStdString(describeLevels(plan)).toHtmlEscaped(), answers.join(QStringLiteral("<br>")))
                          .arg(m_points.size())
                          .arg(m_outcome.gridSize)
                          .arg(bounded)
                          .arg(m_outcome.simulations));
    redrawChart();
    Q_EMIT planFinished();
}

void PlanPanel::addPointRow(int index)
{
    const PlanPoint& p = m_points[std::size_t(index)];
    const ServiceMetric main = m_planned.plan.serviceLevels.front().metric;
    const int row = m_results->rowCount();
    m_results->insertRow(row);
    auto* policy = readOnly(policyLabel(p.policy));
    policy->setData(Qt::UserRole, index);
    policy->setForeground(policyColor(p.policy));
    m_results->setItem(row, PolicyColumn, policy);
    m_results->setItem(row, ConfigurationColumn, readOnly(QString::fromStdString(describeConfiguration(m_planned.plan, p.counts))));
    m_results->setItem(row, ClusterCostColumn, readOnly(QString::fromStdString(formatMoney(p.clusterCostPerHour)) + tr("/h")));
    m_results->setItem(row, UsageCostColumn, readOnly(p.simulated() ? QString::fromStdString(formatMoney(p.usageCost)) : QString()));
    m_results->setItem(row, MetricColumn, readOnly(p.simulated() ? QString::fromStdString(formatLevelValue(main, p.mainMetric)) : QString()));
    m_results->setItem(row, VerdictColumn, readOnly(QString::fromStdString(p.verdict)));
    for (int c = 0; c < m_results->columnCount(); ++c) m_results->item(row, c)->setToolTip(QString::fromStdString(p.verdict));
    const bool best = std::find(m_outcome.best.begin(), m_outcome.best.end(), index) != m_outcome.best.end();
    if (best)
        for (int c = 0; c < m_results->columnCount(); ++c) {
            QFont f = m_results->item(row, c)->font();
            f.setBold(true);
            m_results->item(row, c)->setFont(f);
        }
}

void PlanPanel::redrawChart()
{
    m_chart->clear();
    if (m_planned.plan.empty()) return;
    const ServiceLevel& level = m_planned.plan.serviceLevels.front();
    const int policies = planOptionCount(m_planned.plan);
    const PlanObjective by = planObjective(m_planned); // x: the cost the answers are the cheapest by
    double lo = 0, hi = 0;
    bool any = false;
    for (int p = 0; p < policies; ++p) {
        QList<QPointF> points;
        for (const PlanPoint& point : m_points)
            if (point.policy == p && point.simulated()) {
                const double cost = objectiveCost(point, by);
                points.append(QPointF(cost, shownValue(level.metric, point.mainMetric)));
                lo = any ? std::min(lo, cost) : cost;
                hi = any ? std::max(hi, cost) : cost;
                any = true;
            }
        if (!points.isEmpty()) m_chart->setSeries(policyLabel(p), points, policyColor(p), SeriesChart::Style::Scatter);
    }
    if (!any) return;
    const double limit = shownValue(level.metric, level.limit);
    Plan onlyTheLevel;
    onlyTheLevel.serviceLevels = { level };
    m_chart->setSeries(tr("service level: %1").arg(QString::fromStdString(describeLevels(onlyTheLevel))),
        { QPointF(lo, limit), QPointF(std::max(hi, lo + 1), limit) }, QColor(60, 60, 60)); // dark, not red: red is failure
    if (m_selected >= 0 && m_points[std::size_t(m_selected)].simulated()) {
        const PlanPoint& s = m_points[std::size_t(m_selected)];
        m_chart->setSeries(tr("selected"), { QPointF(objectiveCost(s, by), shownValue(level.metric, s.mainMetric)) }, QColor(Qt::black),
            SeriesChart::Style::Scatter);
    }
}

void PlanPanel::selectPoint(int index)
{
    m_selected = index >= 0 && index < int(m_points.size()) ? index : -1;
    m_addVariant->setEnabled(m_selected >= 0 && !m_running && !m_points[std::size_t(m_selected)].noGpus);
    if (m_selected < 0) {
        m_details->setText(tr("Click a point or a row to see its metrics."));
        return;
    }
    const PlanPoint& p = m_points[std::size_t(m_selected)];
    const Plan& plan = m_planned.plan;
    const ServiceMetric main = plan.serviceLevels.front().metric;
    int gpus = 0;
    for (std::size_t k = 0; k < p.counts.size(); ++k) gpus += p.counts[k] * plan.machines[k].gpus;
    QString text = tr("<b>%1</b> under <b>%2</b>: %3 GPUs, %4/h")
                       .arg(QString::fromStdString(describeConfiguration(plan, p.counts)), policyLabel(p.policy).toHtmlEscaped())
                       .arg(gpus)
                       .arg(QString::fromStdString(formatMoney(p.clusterCostPerHour)));
    if (p.simulated())
        text += (plan.from >= 0 ? tr(", %1 from %2 on, %3 %4").arg(QString::fromStdString(formatMoney(p.usageCost)),
                                      QString::fromStdString(formatDuration(plan.from)))
                                : tr(", %1 over the trace, %2 %3").arg(QString::fromStdString(formatMoney(p.usageCost))))
                    .arg(QString::fromStdString(serviceMetricName(main)), QString::fromStdString(formatLevelValue(main, p.mainMetric)));
    text += QStringLiteral("<br>") + QString::fromStdString(p.verdict).toHtmlEscaped();
    if (std::find(m_outcome.best.begin(), m_outcome.best.end(), m_selected) != m_outcome.best.end())
        text += tr(" — the cheapest for this policy");
    m_details->setText(text);
    for (int row = 0; row < m_results->rowCount(); ++row)
        if (m_results->item(row, PolicyColumn)->data(Qt::UserRole).toInt() == m_selected && m_results->currentRow() != row) {
            const QSignalBlocker block(m_results);
            m_results->setCurrentCell(row, PolicyColumn);
        }
    redrawChart();
}

void PlanPanel::addSelectedAsVariant()
{
    if (m_selected < 0) return;
    const PlanPoint& p = m_points[std::size_t(m_selected)];
    // The point's cluster, policy and quota split as the search ran them.
    auto variant = planVariant(m_planned, p.policy, p.counts);
    if (!variant) {
        m_details->setText(QString::fromStdString(variant.error().toString()).toHtmlEscaped());
        return;
    }
    Scenario edited = m_doc->scenario();
    const std::string base = variant->name;
    for (int n = 2; std::any_of(edited.variants.begin(), edited.variants.end(), [&](const Variant& v) { return v.name == variant->name; }); ++n)
        variant->name = base + " (" + std::to_string(n) + ")";
    edited.variants.push_back(variant.value());
    m_doc->edit(edited, tr("Add plan variant"));
    m_details->setText(m_details->text()
        + tr("<br>Added as the variant “%1” to the what-if comparison.").arg(QString::fromStdString(variant->name).toHtmlEscaped()));
}

} // namespace gantry::gui
