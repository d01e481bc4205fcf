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
    /// Fills `combo` with the registry's policies of `kind` ("name — title", the name as item data, the
    /// description as tooltip),
    /// after a "composed" item (empty name) for the scheduler: the list this editor and the New Scenario
    /// wizard offer.
    static void addPolicyItems(QComboBox* combo, PolicyKind kind);
    /// A registry policy's title in the interface's language (the registry's English one when it has none).
    static QString policyTitle(const PolicyInfo& info);
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
