#pragma once
/** @brief Trains a learned scheduler (DL2, TopDRL or the dual agent) on the document's scenario without blocking the
 * GUI: core/learn's train() runs on a worker thread; its per-episode progress is queued to the GUI
 * thread at most ~10 times a second and drawn as a live learning curve (reward and average JCT per
 * episode). Cancel makes the progress callback return false. The trained model can be saved (through
 * the DialogSeam) and used as the scenario's scheduler (an undoable edit).
 *
 * Only compiled into a useful panel with GANTRY_HAVE_LEARN and only usable when the LibTorch module is
 * installed (core/learn/NetworkBackend.h); otherwise it says why. */

#include "widgets/BackgroundTasks.h"

#include <QElapsedTimer>
#include <QVector>
#include <QPointF>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace gantry::gui {

class LiveChart;
class ScenarioDocument;

class TrainingPanel final : public QWidget {
    Q_OBJECT
public:
    explicit TrainingPanel(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~TrainingPanel() override;

    /// Whether training can start: a build with the learned schedulers whose LibTorch module is installed.
    static bool available();
    /// What the panel says when it is not available.
    static QString unavailableText();

    bool isTraining() const { return m_running; }
    bool hasModel() const;
    /// Points of the learning curve so far (warm-up and RL episodes).
    int curvePoints() const { return static_cast<int>(m_jct.size()); }
    QString savedModelPath() const { return m_savedPath; }
    QString statusText() const;

public Q_SLOTS:
    void startTraining();
    void cancelTraining();
    /// Asks for a file (DialogSeam) and writes the model; false if cancelled or failed.
    bool saveModel();
    /// Writes the model to `path` without asking.
    bool saveModelTo(const QString& path);
    /// Sets policy.scheduler = {agent, model: saved file} (saves first if needed). Undoable.
    bool useInScenario();

Q_SIGNALS:
    void trainingFinished(bool ok, const QString& message);

private:
    struct Shared;
    void drainProgress();
    void finish();
    void updateButtons();

    ScenarioDocument* m_doc;
    QComboBox* m_agent = nullptr;
    QSpinBox* m_episodes = nullptr;
    QSpinBox* m_warmup = nullptr;
    QSpinBox* m_seed = nullptr;
    QPushButton* m_train = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_use = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    LiveChart* m_rewardChart = nullptr;
    LiveChart* m_jctChart = nullptr;
    QVector<QPointF> m_reward;
    QVector<QPointF> m_jct;
    std::shared_ptr<Shared> m_shared;
    QString m_trainedAgent;
    QString m_savedPath;
    bool m_running = false;
    QElapsedTimer m_sinceDraw;
    /// The running training: Cancel makes it stale (it stops after its episode); last, so it is
    /// destroyed (cancelled and waited for) first.
    BackgroundTasks m_trainings { this, 1 };
};

} // namespace gantry::gui
