#pragma once
/** @brief Every modal question the GUI asks goes through this interface, so tests can answer it
 * (KeePassXC's FileDialog::setNextFileName / MessageBox::setNextAnswer pattern). The default
 * implementation shows real Qt dialogs; a test installs a scripted one. */

#include <QString>
#include <QStringList>

class QWidget;

namespace gantry::gui {

class DialogSeam {
public:
    enum class Answer { Yes, No, Save, Discard, Cancel, Ok };

    virtual ~DialogSeam() = default;
    virtual QString openFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter) = 0;
    virtual QString saveFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter) = 0;
    /// Unsaved changes: Save, Discard or Cancel.
    virtual Answer askSaveChanges(QWidget* parent, const QString& documentName) = 0;
    /// A yes/no question.
    virtual Answer ask(QWidget* parent, const QString& title, const QString& text) = 0;
    virtual void error(QWidget* parent, const QString& title, const QString& text) = 0;
    /// A notice with only an OK button.
    virtual void inform(QWidget* parent, const QString& title, const QString& text) = 0;

    /// The seam in use (a QtDialogSeam unless a test installed another).
    static DialogSeam& instance();
    /// Installs `seam` (not owned); nullptr restores the real dialogs.
    static void install(DialogSeam* seam);
};

/// For tests: answers from queues, records what was asked.
class ScriptedDialogSeam final : public DialogSeam {
public:
    QStringList nextFileNames;
    QList<Answer> nextAnswers;
    QStringList errors;
    QStringList notices;
    QStringList questions;
    QStringList fileDialogFolders; ///< the folder each file dialog was asked to start in

    QString openFileName(QWidget*, const QString&, const QString& dir, const QString&) override
    {
        fileDialogFolders << dir;
        return next();
    }
    QString saveFileName(QWidget*, const QString&, const QString& dir, const QString&) override
    {
        fileDialogFolders << dir;
        return next();
    }
    Answer askSaveChanges(QWidget*, const QString& name) override
    {
        questions << name;
        return nextAnswers.isEmpty() ? Answer::Discard : nextAnswers.takeFirst();
    }
    Answer ask(QWidget*, const QString&, const QString& text) override
    {
        questions << text;
        return nextAnswers.isEmpty() ? Answer::No : nextAnswers.takeFirst();
    }
    void error(QWidget*, const QString&, const QString& text) override { errors << text; }
    void inform(QWidget*, const QString&, const QString& text) override { notices << text; }

private:
    QString next() { return nextFileNames.isEmpty() ? QString() : nextFileNames.takeFirst(); }
};

} // namespace gantry::gui
