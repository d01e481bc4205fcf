#include "widgets/DialogSeam.h"

#include <QFileDialog>
#include <QMessageBox>

namespace gantry::gui {

namespace {

class QtDialogSeam final : public DialogSeam {
public:
    QString openFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter) override
    {
        return QFileDialog::getOpenFileName(parent, title, dir, filter);
    }
    QString saveFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter) override
    {
        return QFileDialog::getSaveFileName(parent, title, dir, filter);
    }
    Answer askSaveChanges(QWidget* parent, const QString& name) override
    {
        const auto b = QMessageBox::warning(parent, QObject::tr("Unsaved changes"),
            QObject::tr("The scenario “%1” has unsaved changes. Save them?").arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        return b == QMessageBox::Save ? Answer::Save : b == QMessageBox::Discard ? Answer::Discard : Answer::Cancel;
    }
    Answer ask(QWidget* parent, const QString& title, const QString& text) override
    {
        return QMessageBox::question(parent, title, text) == QMessageBox::Yes ? Answer::Yes : Answer::No;
    }
    void error(QWidget* parent, const QString& title, const QString& text) override
    {
        QMessageBox::critical(parent, title, text);
    }
    void inform(QWidget* parent, const QString& title, const QString& text) override { QMessageBox::information(parent, title, text); }
};

DialogSeam* g_installed = nullptr;

} // namespace

DialogSeam& DialogSeam::instance()
{
    static QtDialogSeam real;
    return g_installed ? *g_installed : real;
}

void DialogSeam::install(DialogSeam* seam) { g_installed = seam; }

} // namespace gantry::gui
