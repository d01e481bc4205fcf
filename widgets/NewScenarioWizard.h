#pragma once
/** @brief File > New Scenario: a short wizard, so nobody has to write YAML to begin. Its pages choose
 * the workload (a trace shipped with Gantry, the user's own (a Slurm or Kubernetes export or a public
 * trace format, detected as the Workload tab does), or a generator of core/io/Synthetic.h with its
 * parameters and the seed), the cluster's shape (racks x machines x GPUs of a GPU type from the catalog,
 * core/model/GpuCatalog.h, as the scenario format's `shape:`), the policy (an ordering and a placement
 * from the policy registry, the list the policy editor offers), the name and the question it asks. Finish puts the scenario through the loader's own checks
 * (it is written as the scenario file would be and parsed back, then set up as a run would be) and shows
 * any error on the last page instead of closing; the window then opens the checked scenario. The
 * wizard is opened with open(), not exec(): tests find it by objectName and drive its pages. */

#include "core/model/Scenario.h"

#include <QWizard>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;
class QSpinBox;

namespace gantry::gui {

class GeneratorForm;

class NewScenarioWizard final : public QWizard {
    Q_OBJECT
public:
    enum Page { WorkloadPage, ClusterPage, PolicyPage, NamePage };
    /// What the workload page starts with chosen: the usual choice, or the user's own trace.
    enum class Start { Choice, OwnTrace };

    explicit NewScenarioWizard(QWidget* parent = nullptr, Start start = Start::Choice);
    ~NewScenarioWizard() override;

    /// The traces shipped with Gantry (share/gantry/scenarios/traces, else the source tree's; see
    /// widgets/ShippedFiles.h) whose format Gantry recognises, sorted by file name.
    static QStringList bundledTraces();

    /// Asked on Finish once the scenario passed its checks, before the wizard closes with it (the open
    /// document's unsaved changes); false keeps the wizard open.
    void setMayReplaceScenario(std::function<bool()> ask) { m_mayReplace = std::move(ask); }

    /// The scenario the pages describe now, not yet checked.
    Scenario draft() const;
    /// After Finish: the checked scenario (as loading its file would give it).
    const Scenario& scenario() const { return m_scenario; }
    /// The reason Finish was refused, as the last page shows it (empty when none).
    QString errorText() const;
    /// The cluster page's one-line summary ("2 racks, 16 machines, 64 GPUs").
    QString clusterSummary() const;

    void initializePage(int id) override;
    bool validateCurrentPage() override;

private:
    QWizardPage* buildWorkloadPage();
    QWizardPage* buildClusterPage();
    QWizardPage* buildPolicyPage();
    QWizardPage* buildNamePage();
    /// The cluster's problem ("needs at least one GPU"), empty when the shape is fine.
    QString clusterProblem() const;
    void updateWorkloadPage();
    void updateClusterPage();
    QString workloadSummary() const;

    /// The own trace's format as detected, or why it cannot be used (a text for the page).
    void detectOwnTrace();
    bool ownTraceUsable() const { return !m_ownFormat.isEmpty(); }

    // Workload.
    QRadioButton* m_useOwnTrace = nullptr;
    QLineEdit* m_ownTrace = nullptr;
    QLabel* m_ownTraceStatus = nullptr;
    QString m_ownFormat; ///< the own trace's detected format; empty while it cannot be used
    QRadioButton* m_useTrace = nullptr;
    QRadioButton* m_useGenerator = nullptr;
    QComboBox* m_trace = nullptr;
    QSpinBox* m_traceLimit = nullptr;
    QLabel* m_noTraces = nullptr;
    QComboBox* m_generator = nullptr;
    GeneratorForm* m_generatorForm = nullptr;
    QSpinBox* m_seed = nullptr;
    // Cluster.
    QSpinBox* m_racks = nullptr;
    QSpinBox* m_machines = nullptr;
    QSpinBox* m_gpus = nullptr;
    QComboBox* m_gpuType = nullptr;
    QLabel* m_clusterSummary = nullptr;
    QLabel* m_clusterError = nullptr;
    // Policy.
    QComboBox* m_ordering = nullptr;
    QComboBox* m_placement = nullptr;
    QCheckBox* m_backfill = nullptr;
    // Name.
    QLineEdit* m_name = nullptr;
    QPlainTextEdit* m_description = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_error = nullptr;

    std::function<bool()> m_mayReplace;
    Scenario m_scenario;
};

} // namespace gantry::gui
