#pragma once
/** @brief Cluster editor: add and remove racks and machines; GPU type, count and price; link bandwidths;
 * performance factors. Every change is an undoable edit of the document; an invalid edit is refused
 * and the reason shown next to the field. */

#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace gantry {
struct Scenario;
}

namespace gantry::gui {

class ScenarioDocument;

class ClusterEditor final : public QWidget {
    Q_OBJECT
public:
    explicit ClusterEditor(ScenarioDocument* doc, QWidget* parent = nullptr);

    /// Selects a machine by name in the tree (for tests and for other views); false if unknown.
    bool selectMachine(const QString& name);
    bool selectRack(int rack);
    /// The message shown next to a field ("gpus", "name", ...), empty if none.
    QString fieldError(const QString& field) const;

public Q_SLOTS:
    void addRack();
    void addMachine();
    void removeSelected();
    /// Adds a GPU type (a copy of the selected machine's type under a new name) and gives it to the machine.
    void addGpuType();

private:
    QWidget* buildTreeColumn();
    QWidget* buildRackPage();
    QWidget* buildMachinePage();
    void connectFieldEdits();
    void refresh();
    void showSelection();
    void commit(const QString& field, const std::function<bool(Scenario&, QString&)>& change, const QString& text);
    QWidget* withError(QWidget* field, const QString& key);
    void setFieldError(const QString& key, const QString& message);
    int currentRack() const;
    int currentMachine() const;

    ScenarioDocument* m_doc;
    QTreeWidget* m_tree;
    QStackedWidget* m_pages;
    QLabel* m_summary;
    std::map<QString, QLabel*> m_errors;
    bool m_updating = false;
    // Rack page.
    QLineEdit* m_rackName;
    QDoubleSpinBox* m_uplink;
    QDoubleSpinBox* m_oversub;
    // Machine page.
    QLineEdit* m_machineName;
    QComboBox* m_gpuType;
    QSpinBox* m_gpus;
    QSpinBox* m_cpus;
    QDoubleSpinBox* m_nic;
    QDoubleSpinBox* m_intra;
    QDoubleSpinBox* m_perf;
    QLineEdit* m_typeName;
    QDoubleSpinBox* m_price;
    QDoubleSpinBox* m_speed;
    QCheckBox* m_spot;
};

} // namespace gantry::gui
