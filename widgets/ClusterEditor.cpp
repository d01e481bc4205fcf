#include "widgets/ClusterEditor.h"

#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/ScenarioDocument.h"

#include "core/model/Scenario.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <functional>

namespace gantry::gui {

namespace {
constexpr int kRackRole = Qt::UserRole + 1;
constexpr int kMachineRole = Qt::UserRole + 2;

QDoubleSpinBox* doubleSpin(const QString& name, double lo, double hi, double step, int decimals, const QString& suffix = {})
{
    auto* s = new QDoubleSpinBox;
    s->setObjectName(name);
    s->setRange(lo, hi);
    s->setSingleStep(step);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setKeyboardTracking(false);
    return s;
}
} // namespace

ClusterEditor::ClusterEditor(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("clusterEditor"));
    QWidget* tree = buildTreeColumn(); // first: the focus chain follows the order widgets are made
    auto* empty = new QLabel(tr("Select a rack or a machine to edit it."));
    empty->setAlignment(Qt::AlignCenter);
    m_pages = named<QStackedWidget>("clusterPages");
    m_pages->addWidget(empty);
    m_pages->addWidget(buildRackPage());
    m_pages->addWidget(buildMachinePage());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitBetween(tree, m_pages, Qt::Horizontal));

    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] { showSelection(); });
    connect(doc, &ScenarioDocument::scenarioChanged, this, &ClusterEditor::refresh);
    connectFieldEdits();
    refresh();
}

/// The racks and machines as a tree, with the cluster's summary and the add and remove buttons.
QWidget* ClusterEditor::buildTreeColumn()
{
    m_tree = named<QTreeWidget>("clusterTree");
    m_tree->setHeaderLabels({ tr("Rack / machine"), tr("GPUs"), tr("Type"), tr("Perf"), tr("Partitions") });
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < m_tree->columnCount(); ++column) // the names get what the figures leave
        m_tree->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_tree->setRootIsDecorated(true);
    m_tree->setAlternatingRowColors(true);

    auto* addRackButton = named<QPushButton>("addRackButton", tr("Add rack"));
    auto* addMachineButton = named<QPushButton>("addMachineButton", tr("Add machine"));
    auto* removeButton = named<QPushButton>("removeClusterItemButton", tr("Remove"));
    connect(addRackButton, &QPushButton::clicked, this, &ClusterEditor::addRack);
    connect(addMachineButton, &QPushButton::clicked, this, &ClusterEditor::addMachine);
    connect(removeButton, &QPushButton::clicked, this, &ClusterEditor::removeSelected);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(addRackButton);
    buttons->addWidget(addMachineButton);
    buttons->addWidget(removeButton);
    buttons->addStretch();
    m_summary = named<QLabel>("clusterSummary");
    m_summary->setWordWrap(true);

    auto* left = new QWidget;
    auto* ll = marginless(new QVBoxLayout(left));
    ll->addWidget(m_summary);
    ll->addWidget(m_tree, 1);
    ll->addLayout(buttons);
    return left;
}

QWidget* ClusterEditor::buildRackPage()
{
    auto* rackPage = new QWidget;
    auto* rf = new QFormLayout(rackPage);
    m_rackName = named<QLineEdit>("rackName");
    m_uplink = doubleSpin(QStringLiteral("rackUplink"), 0.1, 1e5, 10, 1, tr(" Gb/s"));
    m_oversub = doubleSpin(QStringLiteral("rackOversubscription"), 1, 100, 0.5, 2);
    rf->addRow(tr("Name"), withError(m_rackName, QStringLiteral("rackName")));
    rf->addRow(tr("Uplink bandwidth"), withError(m_uplink, QStringLiteral("uplink")));
    rf->addRow(tr("Oversubscription"), withError(m_oversub, QStringLiteral("oversubscription")));
    return rackPage;
}

/// A machine's fields and its GPU type's (shared by every machine of that type).
QWidget* ClusterEditor::buildMachinePage()
{
    auto* machinePage = new QWidget;
    auto* mf = new QFormLayout(machinePage);
    m_machineName = named<QLineEdit>("machineName");
    m_gpuType = named<QComboBox>("machineGpuType");
    m_gpus = named<QSpinBox>("machineGpus");
    m_gpus->setRange(0, 64);
    m_gpus->setKeyboardTracking(false);
    m_cpus = named<QSpinBox>("machineCpus");
    m_cpus->setRange(0, 4096);
    m_cpus->setKeyboardTracking(false);
    m_nic = doubleSpin(QStringLiteral("machineNic"), 0.1, 1e5, 10, 1, tr(" Gb/s"));
    m_intra = doubleSpin(QStringLiteral("machineIntra"), 0.1, 1e6, 100, 1, tr(" Gb/s"));
    m_perf = doubleSpin(QStringLiteral("machinePerf"), 0.0, 10, 0.05, 2);
    m_perf->setToolTip(tr("Hidden performance factor: 1 is nominal, 0.5 runs at half speed."));
    m_spot = named<QCheckBox>("machineSpot", tr("Spot machine (billed at the spot price)"));
    m_price = doubleSpin(QStringLiteral("gpuTypePrice"), 0, 1000, 0.1, 2, tr(" $/GPU-hour"));
    m_speed = doubleSpin(QStringLiteral("gpuTypeSpeed"), 0.0, 100, 0.1, 2, tr(" × reference"));
    mf->addRow(tr("Name"), withError(m_machineName, QStringLiteral("name")));
    mf->addRow(tr("GPU type"), withError(m_gpuType, QStringLiteral("gpuType")));
    mf->addRow(tr("GPUs"), withError(m_gpus, QStringLiteral("gpus")));
    mf->addRow(tr("CPU slots"), withError(m_cpus, QStringLiteral("cpus")));
    mf->addRow(tr("NIC bandwidth"), withError(m_nic, QStringLiteral("nic")));
    mf->addRow(tr("GPU-to-GPU bandwidth"), withError(m_intra, QStringLiteral("intra")));
    mf->addRow(tr("Performance factor"), withError(m_perf, QStringLiteral("perf")));
    mf->addRow(QString(), m_spot);
    auto* typeHeader = new QLabel(tr("<b>GPU type</b> (shared by every machine of this type)"));
    mf->addRow(typeHeader);
    m_typeName = named<QLineEdit>("gpuTypeName");
    auto* addType = named<QPushButton>("addGpuTypeButton", tr("New GPU type"));
    addType->setToolTip(tr("Copies this machine's GPU type under a new name and gives it to the machine."));
    connect(addType, &QPushButton::clicked, this, &ClusterEditor::addGpuType);
    auto* typeRow = new QWidget;
    auto* trl = marginless(new QHBoxLayout(typeRow));
    trl->addWidget(withError(m_typeName, QStringLiteral("typeName")), 1);
    trl->addWidget(addType, 0, Qt::AlignTop);
    mf->addRow(tr("Type name"), typeRow);
    mf->addRow(tr("Price"), withError(m_price, QStringLiteral("price")));
    mf->addRow(tr("Speed"), withError(m_speed, QStringLiteral("speed")));
    return machinePage;
}

/// Every field edit is one undoable change of the scenario, refused with its message when invalid.
void ClusterEditor::connectFieldEdits()
{
    connect(m_rackName, &QLineEdit::editingFinished, this, [this] {
        const std::string name = m_rackName->text().trimmed().toStdString();
        commit(QStringLiteral("rackName"), [&, r = currentRack()](Scenario& s, QString& err) {
            if (name.empty()) { err = tr("A rack needs a name."); return false; }
            s.cluster.racks[r].name = name;
            return true;
        }, tr("Rename rack"));
    });
    connect(m_uplink, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit(QStringLiteral("uplink"), [v, r = currentRack()](Scenario& s, QString&) { s.cluster.racks[r].uplinkGbps = v; return true; }, tr("Change uplink bandwidth"));
    });
    connect(m_oversub, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit(QStringLiteral("oversubscription"), [v, r = currentRack()](Scenario& s, QString&) { s.cluster.racks[r].oversubscription = v; return true; }, tr("Change oversubscription"));
    });
    connect(m_machineName, &QLineEdit::editingFinished, this, [this] {
        const std::string name = m_machineName->text().trimmed().toStdString();
        commit(QStringLiteral("name"), [&, m = currentMachine()](Scenario& s, QString& err) {
            if (name.empty()) { err = tr("A machine needs a name."); return false; }
            s.cluster.machines[m].name = name;
            return true;
        }, tr("Rename machine"));
    });
    connect(m_gpuType, &QComboBox::currentIndexChanged, this, [this](int t) {
        commit(QStringLiteral("gpuType"), [t, m = currentMachine()](Scenario& s, QString&) { s.cluster.machines[m].gpuType = t; return true; }, tr("Change GPU type"));
    });
    connect(m_gpus, &QSpinBox::valueChanged, this, [this](int v) {
        commit(QStringLiteral("gpus"), [v, m = currentMachine()](Scenario& s, QString&) { s.cluster.machines[m].gpuCount = v; return true; }, tr("Change GPU count"));
    });
    connect(m_cpus, &QSpinBox::valueChanged, this, [this](int v) {
        commit(QStringLiteral("cpus"), [v, m = currentMachine()](Scenario& s, QString&) { s.cluster.machines[m].cpuSlots = v; return true; }, tr("Change CPU slots"));
    });
    connect(m_nic, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit(QStringLiteral("nic"), [v, m = currentMachine()](Scenario& s, QString&) { s.cluster.machines[m].nicGbps = v; return true; }, tr("Change NIC bandwidth"));
    });
    connect(m_intra, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit(QStringLiteral("intra"), [v, m = currentMachine()](Scenario& s, QString&) { s.cluster.machines[m].intraGbps = v; return true; }, tr("Change GPU-to-GPU bandwidth"));
    });
    connect(m_perf, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit(QStringLiteral("perf"), [v, m = currentMachine()](Scenario& s, QString& err) {
            if (v <= 0) { err = tr("Must be greater than 0."); return false; }
            s.cluster.machines[m].perfFactor = v;
            return true;
        }, tr("Change performance factor"));
    });
    connect(m_spot, &QCheckBox::toggled, this, [this](bool on) {
        commit(QStringLiteral("spot"), [on, m = currentMachine()](Scenario& s, QString&) { s.cluster.machines[m].spot = on; return true; }, tr("Toggle spot pricing"));
    });
    connect(m_typeName, &QLineEdit::editingFinished, this, [this] {
        const std::string name = m_typeName->text().trimmed().toStdString();
        commit(QStringLiteral("typeName"), [&, m = currentMachine()](Scenario& s, QString& err) {
            if (name.empty()) { err = tr("A GPU type needs a name."); return false; }
            const int t = s.cluster.machines[m].gpuType;
            for (int i = 0; i < static_cast<int>(s.cluster.gpuTypes.size()); ++i)
                if (i != t && s.cluster.gpuTypes[i].name == name) { err = tr("Another GPU type is called %1.").arg(QString::fromStdString(name)); return false; }
            s.cluster.gpuTypes[t].name = name;
            return true;
        }, tr("Rename GPU type"));
    });
    connect(m_price, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit(QStringLiteral("price"), [v, m = currentMachine()](Scenario& s, QString&) { s.cluster.gpuTypes[s.cluster.machines[m].gpuType].pricePerHour = v; return true; }, tr("Change GPU price"));
    });
    connect(m_speed, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        commit(QStringLiteral("speed"), [v, m = currentMachine()](Scenario& s, QString& err) {
            if (v <= 0) { err = tr("Must be greater than 0."); return false; }
            s.cluster.gpuTypes[s.cluster.machines[m].gpuType].speed = v;
            return true;
        }, tr("Change GPU speed"));
    });
}

QWidget* ClusterEditor::withError(QWidget* field, const QString& key)
{
    auto* box = new QWidget;
    auto* v = marginless(new QVBoxLayout(box));
    v->setSpacing(1);
    v->addWidget(field);
    auto* error = new QLabel;
    error->setObjectName(QStringLiteral("error_") + key);
    error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    error->setWordWrap(true);
    error->hide();
    v->addWidget(error);
    m_errors[key] = error;
    return box;
}

void ClusterEditor::setFieldError(const QString& key, const QString& message)
{
    auto it = m_errors.find(key);
    if (it == m_errors.end()) return;
    it->second->setText(message);
    it->second->setVisible(!message.isEmpty());
}

QString ClusterEditor::fieldError(const QString& field) const
{
    auto it = m_errors.find(field);
    return it == m_errors.end() || it->second->isHidden() ? QString() : it->second->text();
}

int ClusterEditor::currentRack() const
{
    QTreeWidgetItem* item = m_tree->currentItem();
    return item ? item->data(0, kRackRole).toInt() : -1;
}

int ClusterEditor::currentMachine() const
{
    QTreeWidgetItem* item = m_tree->currentItem();
    return item ? item->data(0, kMachineRole).toInt() : -1;
}

void ClusterEditor::commit(const QString& field, const std::function<bool(Scenario&, QString&)>& change, const QString& text)
{
    if (m_updating) return;
    for (auto& [key, label] : m_errors) setFieldError(key, {});
    Scenario s = m_doc->scenario();
    QString error;
    bool ok = change(s, error);
    if (ok) {
        s.cluster.index();
        auto status = s.cluster.validate();
        if (!status) {
            ok = false;
            error = QString::fromStdString(status.error().message);
        }
    }
    if (!ok) {
        setFieldError(field, error);
        showSelection(); // put the valid value back
        setFieldError(field, error);
        return;
    }
    m_doc->edit(s, text, field + QString::number(currentRack()) + QLatin1Char('/') + QString::number(currentMachine()));
}

void ClusterEditor::refresh()
{
    const Cluster& c = m_doc->scenario().cluster;
    const int rack = currentRack(), machine = currentMachine();
    m_updating = true;
    m_tree->clear();
    QTreeWidgetItem* select = nullptr;
    for (int r = 0; r < c.rackCount(); ++r) {
        auto* ri = new QTreeWidgetItem(m_tree);
        ri->setText(0, QString::fromStdString(c.racks[r].name));
        ri->setData(0, kRackRole, r);
        ri->setData(0, kMachineRole, -1);
        int gpus = 0;
        for (int m = 0; m < c.machineCount(); ++m) {
            if (c.machines[m].rack != r) continue;
            const Machine& mach = c.machines[m];
            auto* mi = new QTreeWidgetItem(ri);
            mi->setText(0, QString::fromStdString(mach.name));
            mi->setText(1, QString::number(mach.gpuCount));
            mi->setText(2, QString::fromStdString(c.gpuTypes[mach.gpuType].name));
            mi->setText(3, QString::number(mach.perfFactor));
            QStringList partitions; // the partitions jobs reach this machine through
            for (const Partition& p : c.partitions)
                if (std::find(p.machines.begin(), p.machines.end(), m) != p.machines.end()) partitions << QString::fromStdString(p.name);
            mi->setText(4, partitions.join(QStringLiteral(", ")));
            mi->setData(0, kRackRole, r);
            mi->setData(0, kMachineRole, m);
            gpus += mach.gpuCount;
            if (m == machine) select = mi;
        }
        ri->setText(1, QString::number(gpus));
        if (machine < 0 && r == rack) select = ri;
    }
    if (c.rackCount() <= 8) m_tree->expandAll();
    m_gpuType->clear();
    for (const GpuType& t : c.gpuTypes) m_gpuType->addItem(QString::fromStdString(t.name));
    int gpus = 0;
    for (const Machine& m : c.machines) gpus += m.gpuCount;
    QString summary = tr("%1 racks · %2 machines · %3 GPUs").arg(c.rackCount()).arg(c.machineCount()).arg(gpus);
    m_tree->setColumnHidden(4, c.partitions.empty());
    if (!c.partitions.empty()) {
        QStringList partitions;
        for (const Partition& p : c.partitions) {
            QString line = tr("%1: %n machine(s)", nullptr, int(p.machines.size())).arg(QString::fromStdString(p.name));
            if (p.isDefault) line += tr(", default");
            if (p.priorityTier != 1) line += tr(", tier %1").arg(p.priorityTier);
            partitions << line;
        }
        summary += QStringLiteral("\n") + tr("Partitions (jobs run on their partition's machines): %1").arg(partitions.join(QStringLiteral(" · ")));
    }
    m_summary->setText(summary);
    if (select) m_tree->setCurrentItem(select);
    m_updating = false;
    showSelection();
}

void ClusterEditor::showSelection()
{
    const Cluster& c = m_doc->scenario().cluster;
    const int rack = currentRack(), machine = currentMachine();
    const bool was = m_updating;
    m_updating = true;
    if (machine >= 0 && machine < c.machineCount()) {
        const Machine& m = c.machines[machine];
        m_machineName->setText(QString::fromStdString(m.name));
        m_gpuType->setCurrentIndex(m.gpuType);
        m_gpus->setValue(m.gpuCount);
        m_cpus->setValue(m.cpuSlots);
        m_nic->setValue(m.nicGbps);
        m_intra->setValue(m.intraGbps);
        m_perf->setValue(m.perfFactor);
        m_spot->setChecked(m.spot);
        m_typeName->setText(QString::fromStdString(c.gpuTypes[m.gpuType].name));
        m_price->setValue(c.gpuTypes[m.gpuType].pricePerHour);
        m_speed->setValue(c.gpuTypes[m.gpuType].speed);
        m_pages->setCurrentIndex(2);
    } else if (rack >= 0 && rack < c.rackCount()) {
        m_rackName->setText(QString::fromStdString(c.racks[rack].name));
        m_uplink->setValue(c.racks[rack].uplinkGbps);
        m_oversub->setValue(c.racks[rack].oversubscription);
        m_pages->setCurrentIndex(1);
    } else {
        m_pages->setCurrentIndex(0);
    }
    m_updating = was;
}

bool ClusterEditor::selectMachine(const QString& name)
{
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->data(0, kMachineRole).toInt() >= 0 && (*it)->text(0) == name) {
            m_tree->setCurrentItem(*it);
            return true;
        }
    return false;
}

bool ClusterEditor::selectRack(int rack)
{
    if (rack < 0 || rack >= m_tree->topLevelItemCount()) return false;
    m_tree->setCurrentItem(m_tree->topLevelItem(rack));
    return true;
}

void ClusterEditor::addRack()
{
    Scenario s = m_doc->scenario();
    Cluster& c = s.cluster;
    std::string name;
    for (int i = c.rackCount();; ++i) {
        name = "r" + std::to_string(i);
        bool used = false;
        for (const Rack& r : c.racks) used |= r.name == name;
        if (!used) break;
    }
    c.racks.push_back(Rack { name, 100.0, 1.0 });
    Machine m;
    m.name = name + "-m0";
    m.rack = c.rackCount() - 1;
    if (!c.machines.empty()) {
        const Machine& like = c.machines.back();
        m.gpuType = like.gpuType;
        m.gpuCount = like.gpuCount;
        m.cpuSlots = like.cpuSlots;
        m.nicGbps = like.nicGbps;
        m.intraGbps = like.intraGbps;
    }
    c.insertMachine(c.machineCount(), m, c.machineCount() - 1); // in the partitions of the machine it is like
    m_doc->edit(s, tr("Add rack %1").arg(QString::fromStdString(name)));
    selectRack(c.rackCount() - 1);
}

void ClusterEditor::addMachine()
{
    Scenario s = m_doc->scenario();
    Cluster& c = s.cluster;
    if (c.racks.empty()) {
        addRack();
        return;
    }
    const int rack = std::max(0, currentRack());
    Machine m;
    const int like = currentMachine() >= 0 ? currentMachine() : (c.machinesIn(rack).empty() ? -1 : c.machinesIn(rack).back());
    if (like >= 0) {
        m = c.machines[like];
        m.perfFactor = 1.0;
    }
    m.rack = rack;
    for (int i = static_cast<int>(c.machinesIn(rack).size());; ++i) {
        m.name = c.racks[rack].name + "-m" + std::to_string(i);
        bool used = false;
        for (const Machine& o : c.machines) used |= o.name == m.name;
        if (!used) break;
    }
    // Keep machines of one rack together in the flat list.
    auto pos = c.machines.end();
    if (!c.machinesIn(rack).empty()) pos = c.machines.begin() + c.machinesIn(rack).back() + 1;
    const int index = static_cast<int>(pos - c.machines.begin());
    const QString name = QString::fromStdString(m.name);
    c.insertMachine(index, m, like); // in the partitions of the machine it is like
    m_doc->edit(s, tr("Add machine %1").arg(name));
    selectMachine(name);
}

void ClusterEditor::addGpuType()
{
    const int machine = currentMachine();
    if (machine < 0) return;
    Scenario s = m_doc->scenario();
    Cluster& c = s.cluster;
    GpuType type = c.gpuTypes[c.machines[machine].gpuType];
    const std::string base = type.name;
    for (int i = 2;; ++i) {
        type.name = base + "-" + std::to_string(i);
        if (c.indexOfType(type.name) < 0) break;
    }
    c.gpuTypes.push_back(type);
    c.machines[machine].gpuType = static_cast<int>(c.gpuTypes.size()) - 1;
    c.index();
    m_doc->edit(s, tr("Add GPU type %1").arg(QString::fromStdString(type.name)));
}

void ClusterEditor::removeSelected()
{
    Scenario s = m_doc->scenario();
    Cluster& c = s.cluster;
    const int rack = currentRack(), machine = currentMachine();
    QString text;
    // The machines that stay, with where each was (the partitions follow them).
    std::vector<Machine> kept;
    std::vector<MachineId> origin;
    auto keepIf = [&](const std::function<bool(MachineId)>& stays) {
        for (MachineId m = 0; m < c.machineCount(); ++m)
            if (stays(m)) {
                kept.push_back(c.machines[std::size_t(m)]);
                origin.push_back(m);
            }
    };
    if (machine >= 0) {
        text = tr("Remove machine %1").arg(QString::fromStdString(c.machines[machine].name));
        keepIf([machine](MachineId m) { return m != machine; });
    } else if (rack >= 0) {
        if (c.rackCount() <= 1) {
            setFieldError(QStringLiteral("rackName"), tr("A cluster needs at least one rack."));
            return;
        }
        text = tr("Remove rack %1").arg(QString::fromStdString(c.racks[rack].name));
        keepIf([&](MachineId m) { return c.machines[std::size_t(m)].rack != rack; });
        for (Machine& m : kept)
            if (m.rack > rack) --m.rack;
        c.racks.erase(c.racks.begin() + rack);
    } else {
        return;
    }
    c.replaceMachines(std::move(kept), origin);
    auto status = c.validate();
    if (!status) {
        m_summary->setText(tr("Cannot remove: %1").arg(QString::fromStdString(status.error().message)));
        return;
    }
    m_doc->edit(s, text);
}

} // namespace gantry::gui
