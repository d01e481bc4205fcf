#pragma once
/** @brief File > Export Deployment: the tenant setup the scenario (or one of its variants) decided on, as
 * the files another system applies: Kueue's queues (kueue.yaml) or Slurm's configuration (slurm.conf and
 * sacctmgr.sh, associations.cfg), core/io/TenantExport.h, as `gantry-cli export` writes them. Shown before they are saved,
 * so that the operator reads what will be applied; errors name the scenario's field. */

#include <QDialog>

#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace gantry::gui {

class ScenarioDocument;

class ExportDeploymentDialog final : public QDialog {
    Q_OBJECT
public:
    explicit ExportDeploymentDialog(ScenarioDocument* doc, QWidget* parent = nullptr);
    /// The files as they would be written now (name, text); empty when the export is refused (error()).
    const std::vector<std::pair<std::string, std::string>>& files() const { return m_files; }
    QString error() const;
    /// Asks where (through the dialog seam: the first file's name, the others beside it) and writes them.
    bool save();

private:
    void preview();

    ScenarioDocument* m_doc;
    QComboBox* m_system;
    QComboBox* m_variant;
    QPlainTextEdit* m_text;
    QLabel* m_error;
    QPushButton* m_save;
    std::vector<std::pair<std::string, std::string>> m_files;
};

} // namespace gantry::gui
