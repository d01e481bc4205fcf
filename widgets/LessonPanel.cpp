#include "widgets/LessonPanel.h"

#include "widgets/DialogSeam.h"
#include "widgets/JobTableModel.h"
#include "widgets/Language.h"
#include "widgets/LessonHighlights.h"
#include "widgets/Named.h"
#include "widgets/PanelParts.h"
#include "widgets/RunController.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"
#include "widgets/ShippedFiles.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace gantry::gui {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

int jobColumn(const std::string& column)
{
    const auto& names = lessonCellColumns(); // the same order as JobTableModel::Column
    return static_cast<int>(std::find(names.begin(), names.end(), column) - names.begin());
}

/// The lesson a file is (a translation's original, else the file itself), to compare two spellings.
QString lessonIdentity(const QString& path)
{
    const std::string original = lessonOriginalPath(path.toStdString());
    const QFileInfo file(original.empty() ? path : qs(original));
    return file.exists() ? file.canonicalFilePath() : file.absoluteFilePath();
}

} // namespace

LessonPanel::LessonPanel(ScenarioDocument* doc, RunController* controller, RunState* state, LessonHighlights* highlights, QWidget* parent)
    : QWidget(parent), m_doc(doc), m_controller(controller), m_state(state), m_highlights(highlights)
{
    setObjectName(QStringLiteral("lessonPanel"));
    static_assert(JobTableModel::ColumnCount == 7, "lessonCellColumns() names JobTableModel's columns in order");
    buildUi();
    connect(m_controller, &RunController::lessonStopReached, this, &LessonPanel::onStopReached);
    // Queued: MainWindow restarts the run on the same signal first, so a stop re-armed here reaches the new run.
    connect(m_doc, &ScenarioDocument::scenarioChanged, this, [this] {
        if (!m_lesson) return;
        if (!m_waiting) reevaluateEdit();
        else if (m_controller->generation() != m_armedRun) armStep(m_current); // the stop went to a run that is gone
    }, Qt::QueuedConnection);
}

LessonPanel::~LessonPanel() = default;

QStringList LessonPanel::bundledLessonsInLanguage(const QString& language)
{
    QStringList out;
    for (const QString& path : bundledLessons()) out << qs(lessonFileForLanguage(path.toStdString(), language.toStdString()));
    return out;
}

QStringList LessonPanel::bundledLessons()
{
    for (const QString& folder : shippedLocations(QStringLiteral("share/gantry/lessons"), QStringLiteral("lessons"))) {
        const QDir dir(folder);
        const QStringList files = dir.entryList({ QStringLiteral("*.yaml") }, QDir::Files, QDir::Name);
        if (files.isEmpty()) continue;
        QStringList out;
        for (const QString& f : files) out << dir.absoluteFilePath(f);
        return out;
    }
    return {};
}

void LessonPanel::buildUi()
{
    auto* layout = new QVBoxLayout(this);
    auto* pick = new QHBoxLayout;
    m_lessons = named<QComboBox>("lessonList");
    // Each bundled lesson in the user's language where it is translated (lessons/<language>/), else in English.
    for (const QString& path : bundledLessonsInLanguage(currentLanguage())) {
        auto lesson = loadLesson(path.toStdString());
        m_lessons->addItem(lesson ? qs(lesson->title) : QFileInfo(path).completeBaseName(), path);
    }
    pick->addWidget(m_lessons, 1);
    auto* startButton = named<QPushButton>("lessonStart", tr("Start"));
    connect(startButton, &QPushButton::clicked, this, [this] {
        if (m_lessons->currentIndex() >= 0) openLesson(m_lessons->currentData().toString());
    });
    pick->addWidget(startButton);
    auto* openButton = named<QPushButton>("lessonOpen", tr("Open…"));
    openButton->setToolTip(tr("Open a lesson file"));
    connect(openButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Lesson"), {}, tr("Gantry lessons (*.yaml *.yml);;All files (*)"));
        if (!path.isEmpty()) openLesson(path);
    });
    pick->addWidget(openButton);
    layout->addLayout(pick);

    m_title = named<QLabel>("lessonTitle", tr("Pick a lesson and press Start. Each step pauses the run, explains what to look at and asks you something."));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_progress = named<QLabel>("lessonProgress");
    layout->addWidget(m_progress);

    m_text = named<QTextBrowser>("lessonText");
    m_text->setOpenExternalLinks(true);
    QFont larger = m_text->font(); // read aloud in class and projected: a size up from the panels around it
    larger.setPointSizeF(larger.pointSizeF() * 1.25);
    m_text->setFont(larger);
    layout->addWidget(m_text, 1);

    m_taskBox = named<QWidget>("lessonTask");
    m_taskLayout = marginless(new QVBoxLayout(m_taskBox));
    layout->addWidget(m_taskBox);
    m_feedback = named<QLabel>("lessonFeedback");
    m_feedback->setWordWrap(true);
    layout->addWidget(m_feedback);

    auto* nav = new QHBoxLayout;
    m_back = named<QPushButton>("lessonBack", tr("Back"));
    m_next = named<QPushButton>("lessonNext", tr("Next"));
    m_next->setDefault(true);
    m_restart = named<QPushButton>("lessonRestart", tr("Restart"));
    connect(m_back, &QPushButton::clicked, this, &LessonPanel::back);
    connect(m_next, &QPushButton::clicked, this, &LessonPanel::next);
    connect(m_restart, &QPushButton::clicked, this, &LessonPanel::restart);
    nav->addWidget(m_back);
    nav->addStretch(1);
    nav->addWidget(m_restart);
    nav->addWidget(m_next);
    layout->addLayout(nav);
    updateButtons();
}

bool LessonPanel::openLesson(const QString& path)
{
    auto lesson = loadLesson(path.toStdString());
    if (!lesson) {
        DialogSeam::instance().error(this, tr("Cannot open the lesson"), qs(lesson.error().toString()));
        return false;
    }
    if (m_mayReplace && !m_mayReplace()) return false;
    start(std::move(*lesson));
    return true;
}

void LessonPanel::start(Lesson lesson)
{
    stop();
    m_lesson = std::move(lesson);
    QString heading = QStringLiteral("<b>%1</b>").arg(qs(m_lesson->title).toHtmlEscaped());
    if (!m_lesson->summary.empty()) heading += QStringLiteral("<br>") + qs(m_lesson->summary).toHtmlEscaped();
    for (const std::string& source : m_lesson->sources)
        heading += QStringLiteral("<br><small>") + tr("Source: %1").arg(qs(source).toHtmlEscaped()) + QStringLiteral("</small>");
    m_title->setText(heading);
    // The list names the lesson being taught, however it was opened (a bundled one by --lesson, in
    // English or in another language than the list's).
    const QString taught = lessonIdentity(qs(m_lesson->file));
    for (int i = 0; i < m_lessons->count(); ++i)
        if (lessonIdentity(m_lessons->itemData(i).toString()) == taught) m_lessons->setCurrentIndex(i);
    m_doc->reset(m_lesson->scenario); // untitled: the lesson never writes a scenario file
    armStep(0);
}

void LessonPanel::stop()
{
    m_tasks.cancel();
    m_lesson.reset();
    m_current = m_shown = -1;
    m_waiting = m_taskDone = false;
    m_texts.clear();
    m_predictions.clear();
    m_highlights->clear();
    m_feedback->clear();
}

void LessonPanel::restart()
{
    if (!m_lesson) return;
    start(std::move(*m_lesson));
}

void LessonPanel::armStep(int index)
{
    const LessonStep& step = m_lesson->steps[index];
    m_current = index;
    m_waiting = true;
    m_taskDone = false;
    auto stop = std::make_shared<LessonStop>();
    stop->id = ++m_stopId;
    stop->trigger = step.at;
    stop->figures = lessonPlaceholders(step.text);
    if (step.task.kind == LessonTask::Kind::Reveal)
        for (const LessonStep& s : m_lesson->steps)
            if (s.id == step.task.predictStep) stop->figures.push_back(s.task.figure);
    m_progress->setText(tr("Step %1 of %2: the run goes on until %3…")
                            .arg(index + 1)
                            .arg(m_lesson->steps.size())
                            .arg(qs(describeLessonTrigger(step.at))));
    m_controller->runToLessonStop(stop);
    m_armedRun = m_controller->generation();
    updateButtons();
}

void LessonPanel::onStopReached(LessonMomentPtr moment)
{
    if (!m_lesson || !m_waiting || moment->stop != m_stopId) return;
    m_waiting = false;
    const LessonStep& step = m_lesson->steps[m_current];
    QString text = qs(fillLessonText(step.text, [&](const std::string& name) {
        const auto it = moment->figures.find(name);
        return it == moment->figures.end() ? std::string("–") : formatLessonFigure(it->second);
    }));
    if (!moment->fired)
        text += QStringLiteral("\n\n") + tr("*This moment did not come in this run: the run ended first.*");
    while (m_texts.size() <= m_current) m_texts << QString();
    m_texts[m_current] = text;
    showStep(m_current, text);
    setupTask(step);
    if (step.task.kind == LessonTask::Kind::Reveal) {
        const auto predicted = m_predictions.find(step.task.predictStep);
        for (const LessonStep& s : m_lesson->steps) {
            if (s.id != step.task.predictStep) continue;
            const auto figure = moment->figures.find(s.task.figure);
            if (predicted == m_predictions.end() || figure == moment->figures.end()) break;
            const LessonCheck check = checkLessonPrediction(s.task, predicted->second, figure->second);
            const std::string said = check.passed ? step.task.right : step.task.wrong;
            setFeedback(qs(check.detail) + (said.empty() ? QString() : QStringLiteral(". ") + qs(said)), check.passed);
        }
        m_taskDone = true;
    }
    updateButtons();
}

void LessonPanel::showStep(int index, const QString& text)
{
    m_shown = index;
    m_text->setMarkdown(text);
    m_progress->setText(tr("Step %1 of %2").arg(index + 1).arg(m_lesson->steps.size()));
    applyHighlights(m_lesson->steps[index]);
}

void LessonPanel::applyHighlights(const LessonStep& step)
{
    LessonHighlights::Set set;
    auto jobIndex = [&](const std::string& id) {
        for (int j = 0; j < m_state->jobCount(); ++j)
            if (m_state->job(j).id == id) return j;
        return -1;
    };
    const Cluster& cluster = m_doc->scenario().cluster;
    for (const LessonHighlight& h : step.highlights) {
        switch (h.kind) {
        case LessonHighlight::Kind::Job: set.jobs.insert(jobIndex(h.target)); break;
        case LessonHighlight::Kind::GanttRow: set.ganttRows.insert(jobIndex(h.target)); break;
        case LessonHighlight::Kind::Cell: set.cells.append({ jobIndex(h.target), jobColumn(h.column) }); break;
        case LessonHighlight::Kind::Series: set.series << qs(h.target); break;
        case LessonHighlight::Kind::Machine:
            for (int m = 0; m < cluster.machineCount(); ++m)
                if (cluster.machines[m].name == h.target) set.machines.insert(m);
            break;
        case LessonHighlight::Kind::Rack:
            for (int r = 0; r < cluster.rackCount(); ++r)
                if (cluster.racks[r].name == h.target) set.racks.insert(r);
            break;
        }
    }
    m_highlights->set(std::move(set));
}

void LessonPanel::setupTask(const LessonStep& step)
{
    while (QLayoutItem* item = m_taskLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_options = nullptr;
    m_prediction = nullptr;
    m_feedback->clear();
    const LessonTask& task = step.task;
    m_taskDone = task.kind == LessonTask::Kind::None;
    if (task.kind == LessonTask::Kind::None || task.kind == LessonTask::Kind::Reveal) return;
    auto* prompt = named<QLabel>("lessonPrompt", QStringLiteral("<b>%1</b>").arg(qs(task.prompt).toHtmlEscaped()));
    prompt->setWordWrap(true);
    m_taskLayout->addWidget(prompt);
    auto* row = new QWidget;
    auto* rowLayout = marginless(new QHBoxLayout(row));
    switch (task.kind) {
    case LessonTask::Kind::Choice: {
        m_options = new QButtonGroup(row);
        auto* column = new QVBoxLayout;
        for (std::size_t i = 0; i < task.options.size(); ++i) {
            auto* option = new QRadioButton(qs(task.options[i]));
            option->setObjectName(QStringLiteral("lessonOption%1").arg(i));
            m_options->addButton(option, static_cast<int>(i));
            column->addWidget(option);
        }
        rowLayout->addLayout(column, 1);
        auto* answer = named<QPushButton>("lessonAnswer", tr("Answer"));
        connect(answer, &QPushButton::clicked, this, [this] {
            if (m_options && m_options->checkedId() >= 0) choose(m_options->checkedId());
        });
        rowLayout->addWidget(answer, 0, Qt::AlignBottom);
        break;
    }
    case LessonTask::Kind::Predict: {
        m_prediction = named<QDoubleSpinBox>("lessonPrediction");
        m_prediction->setRange(0, 1e9);
        m_prediction->setDecimals(1);
        m_prediction->setSuffix(QStringLiteral(" ") + qs(lessonInputUnit(lessonFigureUnit(task.figure))));
        rowLayout->addWidget(m_prediction, 1);
        auto* commit = named<QPushButton>("lessonCommit", tr("Commit my prediction"));
        connect(commit, &QPushButton::clicked, this, [this] { commitPrediction(m_prediction->value()); });
        rowLayout->addWidget(commit);
        break;
    }
    case LessonTask::Kind::Edit:
    case LessonTask::Kind::Challenge: {
        rowLayout->addStretch(1);
        if (task.kind == LessonTask::Kind::Challenge) {
            auto* check = named<QPushButton>("lessonCheck", tr("Check my answer"));
            connect(check, &QPushButton::clicked, this, &LessonPanel::checkChallenge);
            rowLayout->addWidget(check);
        }
        auto* show = named<QPushButton>("lessonShowMe", tr("Show me"));
        show->setToolTip(tr("Make the change the lesson asks for (undoable with Edit > Undo)"));
        connect(show, &QPushButton::clicked, this, &LessonPanel::showAnswer);
        rowLayout->addWidget(show);
        break;
    }
    default: break;
    }
    m_taskLayout->addWidget(row);
    if (task.kind == LessonTask::Kind::Edit) reevaluateEdit();
}

void LessonPanel::reevaluateEdit()
{
    if (!m_lesson || m_waiting || m_current < 0 || m_shown != m_current) return;
    const LessonTask& task = m_lesson->steps[m_current].task;
    if (task.kind != LessonTask::Kind::Edit) return;
    const LessonCheck check = checkLessonEdit(task, m_doc->scenario());
    const bool wasDone = m_taskDone;
    m_taskDone = check.passed;
    if (check.passed) setFeedback(task.right.empty() ? tr("Done: %1.").arg(qs(check.detail)) : qs(task.right), true);
    else setFeedback(tr("Not yet: %1.").arg(qs(check.detail)), false);
    updateButtons();
    if (m_taskDone && !wasDone) Q_EMIT taskCompleted(m_current);
}

void LessonPanel::choose(int index)
{
    if (!m_lesson || m_waiting) return;
    const LessonTask& task = m_lesson->steps[m_current].task;
    if (task.kind != LessonTask::Kind::Choice || index < 0 || index >= static_cast<int>(task.options.size())) return;
    const LessonCheck check = checkLessonChoice(task, index);
    setFeedback(check.detail.empty() ? (check.passed ? tr("Right.") : tr("Not quite; try again.")) : qs(check.detail), check.passed);
    if (check.passed && !m_taskDone) {
        m_taskDone = true;
        Q_EMIT taskCompleted(m_current);
    }
    updateButtons();
}

void LessonPanel::commitPrediction(double value)
{
    if (!m_lesson || m_waiting) return;
    const LessonStep& step = m_lesson->steps[m_current];
    if (step.task.kind != LessonTask::Kind::Predict) return;
    m_predictions[step.id] = value;
    if (m_prediction) m_prediction->setEnabled(false);
    setFeedback(tr("Your prediction is recorded. Watch the run; it will be revealed."), true);
    m_taskDone = true;
    updateButtons();
    Q_EMIT taskCompleted(m_current);
}

void LessonPanel::showAnswer()
{
    if (!m_lesson || m_waiting) return;
    const LessonTask& task = m_lesson->steps[m_current].task;
    if (!task.restartsRun()) return;
    auto answered = applyLessonAnswer(task, m_doc->scenario());
    if (!answered) {
        setFeedback(qs(answered.error().message), false);
        return;
    }
    m_doc->edit(*answered, tr("Lesson: %1").arg(qs(task.prompt)));
}

void LessonPanel::checkChallenge()
{
    if (!m_lesson || m_waiting) return;
    const LessonTask task = m_lesson->steps[m_current].task;
    if (task.kind != LessonTask::Kind::Challenge) return;
    setFeedback(tr("Running your scenario to its end…"), true);
    const Scenario scenario = m_doc->scenario();
    const int step = m_current;
    const BackgroundTasks::Task ticket = m_tasks.start();
    m_tasks.run(ticket, [this, task, scenario, step](const BackgroundTasks::Task& t) {
        auto check = checkLessonChallengeRun(task, scenario, [&t] { return t.cancelled(); });
        t.post([this, check = std::move(check), task, step] {
            if (!m_lesson || m_current != step) return;
            if (!check) {
                setFeedback(qs(check.error().message), false);
                return;
            }
            const std::string said = check->passed ? task.right : task.wrong;
            setFeedback(qs(check->detail) + (said.empty() ? QString() : QStringLiteral(". ") + qs(said)), check->passed);
            if (check->passed && !m_taskDone) {
                m_taskDone = true;
                Q_EMIT taskCompleted(step);
            }
            updateButtons();
            Q_EMIT challengeChecked(check->passed);
        });
    });
}

void LessonPanel::next()
{
    if (!m_lesson || m_waiting) return;
    if (m_shown < m_current) { // reviewing an earlier step: go forward through what was seen
        showStep(m_shown + 1, m_texts[m_shown + 1]);
        m_feedback->clear();
        updateButtons();
        return;
    }
    if (!m_taskDone) return;
    if (m_current + 1 >= static_cast<int>(m_lesson->steps.size())) {
        m_highlights->clear();
        m_progress->setText(tr("Lesson complete"));
        m_text->setMarkdown(tr("**Well done.** You reached the end of *%1*. Restart it, or pick another lesson.").arg(qs(m_lesson->title)));
        m_current = m_shown = static_cast<int>(m_lesson->steps.size());
        setupTask(LessonStep {});
        updateButtons();
        Q_EMIT finished();
        return;
    }
    armStep(m_current + 1);
}

void LessonPanel::back()
{
    if (!m_lesson || m_shown <= 0 || m_shown > static_cast<int>(m_texts.size())) return;
    showStep(m_shown - 1, m_texts[m_shown - 1]);
    setFeedback(tr("Reviewing an earlier step. Next returns to where the lesson is."), true);
    updateButtons();
}

QString LessonPanel::feedback() const { return m_feedback->text(); }

bool LessonPanel::canGoNext() const
{
    if (!m_lesson || m_waiting) return false;
    if (m_shown < m_current) return true;
    return m_taskDone && m_current < static_cast<int>(m_lesson->steps.size());
}

void LessonPanel::setFeedback(const QString& text, bool good)
{
    m_feedback->setText(text);
    m_feedback->setStyleSheet(good ? QString() : QStringLiteral("color: #b04000;"));
}

void LessonPanel::updateButtons()
{
    m_next->setEnabled(canGoNext());
    m_back->setEnabled(m_lesson && m_shown > 0 && m_shown <= static_cast<int>(m_texts.size()));
    m_restart->setEnabled(m_lesson.has_value());
    m_taskBox->setEnabled(m_lesson && m_shown == m_current);
}

} // namespace gantry::gui
