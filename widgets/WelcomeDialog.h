#pragma once
/** @brief The welcome page (first start, File > New): where to begin. The shipped examples, each with the
 * question its description asks; the recent files; the lessons; a new scenario made step by step, or from
 * the user's own cluster history (a Slurm or Kubernetes export, through the New Scenario wizard). It says
 * what was chosen (a signal) and closes; the window does the opening, with its usual checks. Opened with
 * open(): tests find it by objectName. */

#include <QDialog>
#include <QStringList>

class QLabel;
class QListWidget;
class QPushButton;

namespace gantry::gui {

class WelcomeDialog final : public QDialog {
    Q_OBJECT
public:
    /// One shipped example: its file, name and the first paragraph of its description.
    struct Example {
        QString path;
        QString name;
        QString question;
    };
    /// The examples Gantry ships (the demo, then scenarios/*.yaml by file name), each read as a file is opened.
    static QList<Example> shippedExamples();

    WelcomeDialog(const QStringList& recentFiles, const QStringList& lessons, QWidget* parent = nullptr);

    QListWidget* examples() const { return m_examples; }

Q_SIGNALS:
    void openScenario(const QString& path);
    void openLesson(const QString& path);
    void newScenario();
    /// "Import my cluster's history": a new scenario from the user's own trace.
    void importHistory();

private:
    void showExample();
    void chooseExample();

    QListWidget* m_examples;
    QLabel* m_question;
    QPushButton* m_openExample;
    QList<Example> m_shipped;
};

} // namespace gantry::gui
