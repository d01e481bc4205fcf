#pragma once
/** @brief The What-if tab's variant editor: a variant made with the same choices as the Policy, Cluster
 * and Workload tabs (ordering, placement, sharing, backfill; the number of machines; the workload's
 * trace and load), each "as the base" until changed, and its YAML overlay as the advanced view (what the
 * form makes, which may also be written by hand). The overlay is what the scenario stores
 * (docs/scenario-format.md, "variants"): the form builds the changed scenario and the overlay is the
 * difference (overlayBetween), so a variant made here reads back as any other. */

#include <QWidget>

#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace gantry {
struct Scenario;
}

namespace gantry::gui {

class ScenarioDocument;

class VariantEditor final : public QWidget {
    Q_OBJECT
public:
    explicit VariantEditor(ScenarioDocument* doc, QWidget* parent = nullptr);

    /// The choices of the form applied to the scenario as it is (no variant yet); errors are the loader's.
    Scenario formScenario() const;
    /// The overlay the form makes (the YAML view shows it).
    QString formOverlay() const;

private:
    /// The form's lists follow the document: its policy registry entries, its GPU types, its tenants.
    void reload();
    /// The YAML view follows the form (unless the user is writing it by hand).
    void formChanged();
    void addVariant();
    void clearForm();

    ScenarioDocument* m_doc;
    QLineEdit* m_name;
    QComboBox* m_ordering;
    QComboBox* m_placement;
    QComboBox* m_sharing;
    QComboBox* m_backfill;
    QSpinBox* m_machines;
    QLabel* m_machinesNote;
    QLineEdit* m_trace;
    QLabel* m_traceNote;
    QDoubleSpinBox* m_load;
    QCheckBox* m_advanced;
    QPlainTextEdit* m_overlay;
    QLabel* m_error;
    bool m_writingOverlay = false; ///< the form is filling the YAML view (not the user's edit)
    bool m_overlayByHand = false;  ///< the user wrote the YAML: the form no longer replaces it
};

} // namespace gantry::gui
