#pragma once
/** @brief The Lessons panel: the bundled lessons and any opened lesson file; the current step's text,
 * what it highlights, what it asks (a choice, a prediction, an edit of the scenario, a challenge) and
 * whether it is done; Back / Next / Restart and "step k of n". Each step plays the live run until its
 * trigger fires (RunController::runToLessonStop), so the student watches the run get there. What the
 * lesson asks is done with the ordinary editors (undoable); "Show me" applies the teacher's answer
 * as one more undoable edit. The lesson never writes the scenario file. */

#include "widgets/BackgroundTasks.h"
#include "widgets/RunTypes.h"

#include "core/lesson/Lesson.h"

#include <QWidget>

#include <functional>
#include <optional>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class QVBoxLayout;

namespace gantry::gui {

class LessonHighlights;
class RunController;
class RunState;
class ScenarioDocument;

class LessonPanel final : public QWidget {
    Q_OBJECT
public:
    LessonPanel(ScenarioDocument* doc, RunController* controller, RunState* state, LessonHighlights* highlights,
        QWidget* parent = nullptr);
    ~LessonPanel() override;

    /// Asked before a lesson replaces the scenario in the window (unsaved changes); false = do not.
    void setMayReplaceScenario(std::function<bool()> ask) { m_mayReplace = std::move(ask); }

    /// The lessons shipped with Gantry (installed share/gantry/lessons, else the source tree's), in English.
    static QStringList bundledLessons();
    /// The same lessons in `language` ("de", "zh_CN"): each one's translation where it has one, else the
    /// English file. The list shows them in currentLanguage(); a lesson opened from a file is shown as written.
    static QStringList bundledLessonsInLanguage(const QString& language);
    /// Loads and starts a lesson file; a file that does not load is reported (file, line, field) and
    /// nothing is started. False when it was not started.
    bool openLesson(const QString& path);
    void start(Lesson lesson);

    bool active() const { return m_lesson.has_value(); }
    const Lesson* lesson() const { return m_lesson ? &*m_lesson : nullptr; }
    int stepIndex() const { return m_shown; }
    /// Waiting for the run to reach the current step's trigger.
    bool waiting() const { return m_waiting; }
    /// The shown step's text with its figures filled in (as the story prints it).
    QString stepText() const { return m_shown >= 0 && m_shown < m_texts.size() ? m_texts[m_shown] : QString(); }
    QString feedback() const;
    bool canGoNext() const;
    /// Whether the current step's task has been done (its check passed, its answer given).
    bool taskDone() const { return m_taskDone; }

public Q_SLOTS:
    void next();
    void back();
    void restart();
    /// Choice: answer with option `index` (0-based).
    void choose(int index);
    /// Predict: commit to `value` (minutes for durations, percent for fractions, dollars for money).
    void commitPrediction(double value);
    /// Edit or challenge: apply the teacher's answer as an undoable edit.
    void showAnswer();
    /// Challenge: run the scenario as it stands to its end and check it (in the background).
    void checkChallenge();

Q_SIGNALS:
    /// The current step's task is done (its check passed, or its answer was given).
    void taskCompleted(int index);
    void challengeChecked(bool passed);
    void finished();

private:
    void buildUi();
    void armStep(int index);
    void onStopReached(LessonMomentPtr moment);
    void showStep(int index, const QString& text);
    void setupTask(const LessonStep& step);
    void applyHighlights(const LessonStep& step);
    void reevaluateEdit();
    void setFeedback(const QString& text, bool good);
    void updateButtons();
    void stop();

    ScenarioDocument* m_doc;
    RunController* m_controller;
    RunState* m_state;
    LessonHighlights* m_highlights;
    std::function<bool()> m_mayReplace;

    std::optional<Lesson> m_lesson;
    int m_current = -1;  ///< the step the lesson has reached
    int m_shown = -1;    ///< the step on screen (Back reviews earlier ones)
    bool m_waiting = false;
    bool m_taskDone = false;
    std::uint64_t m_stopId = 0;  ///< the stop armed last; moments of earlier ones are stale
    std::uint64_t m_armedRun = 0; ///< the run (RunController::generation) the stop was sent to
    QStringList m_texts;        ///< each reached step's filled-in text, for Back
    std::map<std::string, double> m_predictions; ///< predict step id -> the committed value

    QComboBox* m_lessons = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_progress = nullptr;
    QTextBrowser* m_text = nullptr;
    QWidget* m_taskBox = nullptr;
    QVBoxLayout* m_taskLayout = nullptr;
    QLabel* m_feedback = nullptr;
    QButtonGroup* m_options = nullptr;
    QDoubleSpinBox* m_prediction = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_restart = nullptr;

    BackgroundTasks m_tasks { this, 1 }; ///< last member: challenge checks stop before the rest goes
};

} // namespace gantry::gui
