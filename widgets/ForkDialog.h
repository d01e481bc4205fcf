#pragma once
/** @brief "Fork here": while a run is paused at time t, the user picks what happens from then on (a
 * rack fails, the ordering changes, a burst of jobs arrives, a price changes, machines join, a rack
 * leaves) and the dialog makes it a
 * forked variant (`at: t` and its event; docs/scenario-format.md, "Forks"). */

#include "core/model/Scenario.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace gantry::gui {

class ForkDialog : public QDialog {
    Q_OBJECT
public:
    enum Kind { RackFails, OrderingChanges, JobsArrive, PriceChanges, MachinesJoin, RackLeaves };

    ForkDialog(const Scenario& scenario, double seconds, QWidget* parent = nullptr);

    /// Starts on `kind` with `target` chosen: a rack or machine name (RackFails: "rack:<name>" or
    /// "machine:<name>"), a rack name (RackLeaves) or a GPU type (MachinesJoin). The topology view's
    /// context menu opens the dialog this way.
    void preset(Kind kind, const QString& target);

    QString variantName() const;
    /// The variant's overlay: `at` and the one event the form describes.
    std::string overlayYaml() const;

private:
    void updateName();

    double m_seconds;
    QLineEdit* m_name;
    QComboBox* m_kind;
    QStackedWidget* m_pages;
    QComboBox* m_rack;
    QDoubleSpinBox* m_hours;
    QComboBox* m_ordering;
    QSpinBox* m_jobs;
    QDoubleSpinBox* m_perHour;
    QComboBox* m_gpuType;
    QDoubleSpinBox* m_price;
    QComboBox* m_joinType;
    QSpinBox* m_joinCount;
    QComboBox* m_leavingRack;
    bool m_nameEdited = false;
};

} // namespace gantry::gui
