#include "widgets/ExportDeploymentDialog.h"

#include "widgets/DialogSeam.h"
#include "widgets/Named.h"
#include "widgets/ScenarioDocument.h"

#include "core/io/ScenarioIo.h"
#include "core/io/TenantExport.h"
#include "core/util/File.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gantry::gui {

ExportDeploymentDialog::ExportDeploymentDialog(ScenarioDocument* doc, QWidget* parent) : QDialog(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("exportDeploymentDialog"));
    setWindowTitle(tr("Export deployment"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* intro = new QLabel(tr("The tenants' quotas and sharing as the files your scheduler applies. Read them before applying: "
                                "what each system cannot express is said in the files' comments and in the manual's tenants page, "
                                "\"Deploying the answer\"."));
    intro->setWordWrap(true);
    m_system = named<QComboBox>("exportSystem");
    m_system->addItem(tr("Kueue (kueue.yaml: kubectl apply -f kueue.yaml)"), QStringLiteral("kueue"));
    m_system->addItem(tr("Slurm (slurm.conf, sacctmgr.sh, associations.cfg)"), QStringLiteral("slurm"));
    m_variant = named<QComboBox>("exportVariant");
    m_variant->addItem(tr("the scenario as it is"), -1);
    const Scenario& s = doc->scenario();
    for (int i = 0; i < int(s.variants.size()); ++i) m_variant->addItem(QString::fromStdString(s.variants[std::size_t(i)].name), i);
    m_text = named<QPlainTextEdit>("exportPreview");
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_error = named<QLabel>("exportError");
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_save = named<QPushButton>("exportSave", tr("Save…"));
    auto* close = new QPushButton(tr("Close"));
    auto* form = new QFormLayout;
    form->addRow(tr("For"), m_system);
    form->addRow(tr("Of"), m_variant);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_save);
    buttons->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_error);
    layout->addLayout(buttons);
    resize(900, 640);
    connect(m_system, &QComboBox::currentIndexChanged, this, &ExportDeploymentDialog::preview);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &ExportDeploymentDialog::preview);
    connect(m_save, &QPushButton::clicked, this, &ExportDeploymentDialog::save);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    preview();
}

QString ExportDeploymentDialog::error() const { return m_error->text(); }

void ExportDeploymentDialog::preview()
{
    m_files.clear();
    m_error->clear();
    const Scenario& base = m_doc->scenario();
    const int index = m_variant->currentData().toInt();
    Scenario scenario = base;
    auto refuse = [this](const Error& e) {
        m_error->setText(QString::fromStdString(e.toString()));
        m_text->clear();
        m_save->setEnabled(false);
    };
    if (index >= 0) {
        auto applied = applyVariant(base, index);
        if (!applied) return refuse(applied.error());
        scenario = std::move(applied).value();
    }
    const ExportSource source { m_doc->path().toStdString(), index >= 0 ? base.variants[std::size_t(index)].name : std::string(), base.name };
    auto files = m_system->currentData().toString() == QLatin1String("kueue") ? exportKueue(scenario, source) : exportSlurm(scenario, source);
    if (!files) return refuse(index >= 0 ? locateInVariant(files.error(), base, index) : files.error());
    QString shown;
    for (const ExportFile& f : files.value()) {
        m_files.emplace_back(f.name, f.text);
        if (files->size() > 1) shown += QStringLiteral("# ==> %1 <==\n").arg(QString::fromStdString(f.name));
        shown += QString::fromStdString(f.text);
    }
    m_text->setPlainText(shown);
    m_save->setEnabled(true);
}

bool ExportDeploymentDialog::save()
{
    if (m_files.empty()) return false;
    const QString folder = m_doc->path().isEmpty() ? QDir::homePath() : QFileInfo(m_doc->path()).absolutePath();
    const QString first = DialogSeam::instance().saveFileName(this, tr("Save the deployment"),
        folder + QLatin1Char('/') + QString::fromStdString(m_files.front().first), tr("Deployment files (*.yaml *.conf *.sh);;All files (*)"));
    if (first.isEmpty()) return false;
    const QDir dir = QFileInfo(first).absoluteDir();
    for (std::size_t i = 0; i < m_files.size(); ++i) {
        const QString path = i == 0 ? first : dir.filePath(QString::fromStdString(m_files[i].first));
        if (auto written = writeFileAtomically(path.toStdString(), m_files[i].second); !written) {
            DialogSeam::instance().error(this, tr("Cannot save the deployment"), QString::fromStdString(written.error().toString()));
            return false;
        }
    }
    DialogSeam::instance().inform(this, tr("Deployment saved"), tr("Written into %1.").arg(QDir::toNativeSeparators(dir.absolutePath())));
    return true;
}

} // namespace gantry::gui
