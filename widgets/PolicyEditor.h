#pragma once
/** @brief Policy editor: choose the ordering, placement and sizing parts (or one scheduler) from the
 * policy registry, with a form built from each policy's parameter specs. Edits are undoable; invalid
 * values are refused with the registry's message next to the field. */

#include "core/policy/PolicyRegistry.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;

namespace gantry::gui {

class ScenarioDocument;

class PolicyEditor final : public QWidget {
    Q_OBJECT
public:
    explicit PolicyEditor(ScenarioDocument* doc, QWidget* parent = nullptr);

    QComboBox* combo(PolicyKind kind) const;
    QString errorText() const;

private:
    struct PartUi {
        PolicyKind kind;
        QComboBox* combo = nullptr;
        QGroupBox* box = nullptr;
        QFormLayout* form = nullptr;
        QLabel* description = nullptr;
        QLabel* error = nullptr;
    };
    void refresh();
    void buildForm(PartUi& ui, const PolicyPart& part);
    PolicyPart& partOf(PolicyConfig& config, PolicyKind kind) const;
    void commit(const PolicyConfig& config, const QString& text, const QString& key, QLabel* errorLabel);

    ScenarioDocument* m_doc;
    std::vector<PartUi> m_parts;
    QCheckBox* m_backfill;
    QLabel* m_summary;
    bool m_updating = false;
};

} // namespace gantry::gui
