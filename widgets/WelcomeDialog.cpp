#include "widgets/WelcomeDialog.h"

#include "widgets/Named.h"
#include "widgets/ShippedFiles.h"

#include "core/io/ScenarioIo.h"
#include "core/lesson/Lesson.h"
#include "core/util/Text.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gantry::gui {

namespace {

QLabel* heading(const QString& text)
{
    auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
    return label;
}

/// A list of files: its items' data is the path, a double click (or Enter) chooses one.
QListWidget* fileList(const QString& name)
{
    auto* list = new QListWidget;
    list->setObjectName(name);
    list->setUniformItemSizes(true);
    return list;
}

} // namespace

QList<WelcomeDialog::Example> WelcomeDialog::shippedExamples()
{
    QStringList paths;
    const QString demo = shippedPath(QStringLiteral("share/gantry/demo/demo.yaml"), QStringLiteral("resources/demo/demo.yaml"));
    if (!demo.isEmpty()) paths << demo;
    const QString folder = shippedPath(QStringLiteral("share/gantry/scenarios"), QStringLiteral("scenarios"));
    if (!folder.isEmpty()) {
        const QDir dir(folder);
        for (const QString& f : dir.entryList({ QStringLiteral("*.yaml") }, QDir::Files, QDir::Name)) paths << dir.absoluteFilePath(f);
    }
    QList<Example> out;
    QStringList names; // the demo is also among the scenarios: each example once
    for (const QString& path : paths) {
        auto s = loadScenario(path.toStdString());
        if (!s) continue; // a shipped example that does not load is a bug the bundled-scenario tests catch
        if (names.contains(QString::fromStdString(s->name))) continue;
        names << QString::fromStdString(s->name);
        const auto paragraphs = paragraphsOf(s->description);
        out.push_back({ path, QString::fromStdString(s->name),
            paragraphs.empty() ? QString() : QString::fromStdString(paragraphs.front()) });
    }
    return out;
}

WelcomeDialog::WelcomeDialog(const QStringList& recentFiles, const QStringList& lessons, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("welcomeDialog"));
    setWindowTitle(tr("Welcome to Gantry"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* intro = new QLabel(tr("<h2>What do you want to find out?</h2>Each example asks an operator's question and answers it "
                                "with its variants (the What-if tab) and its plan (the Plan tab). Or begin with your own cluster."));
    intro->setWordWrap(true);

    m_shipped = shippedExamples();
    m_examples = fileList(QStringLiteral("welcomeExamples"));
    for (const Example& e : m_shipped) {
        auto* item = new QListWidgetItem(e.name, m_examples);
        item->setData(Qt::UserRole, e.path);
        item->setToolTip(QDir::toNativeSeparators(e.path));
    }
    m_question = named<QLabel>("welcomeQuestion");
    m_question->setWordWrap(true);
    m_question->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_question->setMinimumHeight(m_question->fontMetrics().lineSpacing() * 7);
    m_openExample = named<QPushButton>("welcomeOpenExample", tr("Open this example"));
    m_openExample->setDefault(true);

    auto* recent = fileList(QStringLiteral("welcomeRecent"));
    for (const QString& path : recentFiles) {
        auto* item = new QListWidgetItem(QFileInfo(path).fileName(), recent);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    if (recentFiles.isEmpty()) {
        auto* none = new QListWidgetItem(tr("(none yet)"), recent);
        none->setFlags(Qt::NoItemFlags);
    }
    auto* lessonList = fileList(QStringLiteral("welcomeLessons"));
    for (const QString& path : lessons) {
        auto lesson = loadLesson(path.toStdString());
        auto* item = new QListWidgetItem(lesson ? QString::fromStdString(lesson->title) : QFileInfo(path).completeBaseName(), lessonList);
        item->setData(Qt::UserRole, path);
        if (lesson) item->setToolTip(QString::fromStdString(lesson->summary));
    }

    auto* makeNew = named<QPushButton>("welcomeNewScenario", tr("Make a new scenario step by step…"));
    auto* import = named<QPushButton>("welcomeImportHistory", tr("Import my cluster's history…"));
    import->setToolTip(tr("A new scenario from your own scheduler's records: a Slurm sacct export, kubectl's jobs or pods as JSON, or a "
                          "trace in one of the public formats"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));

    auto* grid = new QGridLayout;
    grid->addWidget(heading(tr("Examples")), 0, 0);
    grid->addWidget(m_examples, 1, 0, 3, 1);
    grid->addWidget(heading(tr("The question it asks")), 0, 1);
    grid->addWidget(m_question, 1, 1);
    grid->addWidget(m_openExample, 2, 1, Qt::AlignRight);
    grid->addWidget(heading(tr("Recent files")), 4, 0);
    grid->addWidget(recent, 5, 0);
    grid->addWidget(heading(tr("Lessons")), 4, 1);
    grid->addWidget(lessonList, 5, 1);
    grid->setColumnStretch(0, 2);
    grid->setColumnStretch(1, 3);
    grid->setRowStretch(1, 3);
    grid->setRowStretch(5, 1);
    auto* own = new QHBoxLayout;
    own->addWidget(makeNew);
    own->addWidget(import);
    own->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(grid, 1);
    layout->addLayout(own);
    layout->addWidget(buttons);
    resize(900, 620);

    auto chosen = [this](QListWidget* list, auto signal) {
        connect(list, &QListWidget::itemActivated, this, [this, signal](QListWidgetItem* item) {
            const QString path = item->data(Qt::UserRole).toString();
            if (path.isEmpty()) return;
            accept();
            Q_EMIT(this->*signal)(path);
        });
    };
    chosen(recent, &WelcomeDialog::openScenario);
    chosen(lessonList, &WelcomeDialog::openLesson);
    connect(m_examples, &QListWidget::currentRowChanged, this, &WelcomeDialog::showExample);
    connect(m_examples, &QListWidget::itemActivated, this, &WelcomeDialog::chooseExample);
    connect(m_openExample, &QPushButton::clicked, this, &WelcomeDialog::chooseExample);
    connect(makeNew, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT newScenario();
    });
    connect(import, &QPushButton::clicked, this, [this] {
        accept();
        Q_EMIT importHistory();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (!m_shipped.isEmpty()) m_examples->setCurrentRow(0);
    showExample();
}

void WelcomeDialog::showExample()
{
    const int row = m_examples->currentRow();
    m_openExample->setEnabled(row >= 0);
    m_question->setText(row >= 0 && row < m_shipped.size() ? m_shipped[row].question : QString());
}

void WelcomeDialog::chooseExample()
{
    const int row = m_examples->currentRow();
    if (row < 0 || row >= m_shipped.size()) return;
    const QString path = m_shipped[row].path;
    accept();
    Q_EMIT openScenario(path);
}

} // namespace gantry::gui
