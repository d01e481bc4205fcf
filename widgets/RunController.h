#pragma once
/** @brief Starts, drives and cancels simulation runs in a worker thread (latest wins: every reset bumps a
 * generation id, and anything a stale worker still sends is dropped). Lives in the GUI thread. */

#include "widgets/LatestWins.h"
#include "widgets/RunTypes.h"

#include "core/model/Scenario.h"

#include <QObject>
#include <QList>
#include <QPointer>

#include <atomic>
#include <memory>

class QThread;

namespace gantry::gui {

class SimWorker;

class RunController final : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Loading, Ready, Playing, Paused, Finished, Failed };
    Q_ENUM(State)

    explicit RunController(QObject* parent = nullptr);
    ~RunController() override;

    State state() const { return m_state; }
    std::uint64_t generation() const { return m_runs.currentId(); }
    double speed() const { return m_speed; }

public Q_SLOTS:
    /// Cancels any run and prepares a fresh one of `scenario` (paused at time 0), unless it runs exactly as
    /// the loaded one does (only its variants, plan, name or description differ): the run then goes on.
    /// Whether it restarted.
    /// `errorFile`: where the run's errors are located (ScenarioDocument::errorFile).
    bool load(const gantry::Scenario& scenario, std::string errorFile = {});
    /// Restarts the last loaded scenario from time 0.
    void reset();
    void play();
    void pause();
    void stepEvent();
    void stepDecision();
    void runToEnd();
    /// Simulated seconds per second; <= 0 = as fast as possible.
    void setSpeed(double simSecondsPerSecond);
    void cancel();
    /// Plays until a lesson step's trigger fires (or the run ends), then pauses: lessonStopReached.
    void runToLessonStop(gantry::gui::LessonStopPtr stop);

Q_SIGNALS:
    void lessonStopReached(gantry::gui::LessonMomentPtr moment);
    void setupReady(gantry::gui::RunSetupPtr setup);
    void batchReady(gantry::gui::RunBatchPtr batch);
    void runFinished(gantry::gui::RunResultPtr result);
    void failed(const QString& message);
    void stateChanged(gantry::gui::RunController::State state);

private:
    void setState(State state);
    void stopWorker();
    template <class F> void send(F&& f);

    Scenario m_scenario;
    std::string m_errorFile;
    bool m_haveScenario = false;
    LatestWins m_runs; ///< one ticket per worker: a reset or an edit makes the old worker stale
    double m_speed = 3600;
    State m_state = State::Idle;
    QPointer<QThread> m_thread;
    QPointer<SimWorker> m_worker;
    QList<QPointer<QThread>> m_retired; ///< stopped threads still winding down
    std::shared_ptr<std::atomic_bool> m_inFlight;
};

} // namespace gantry::gui
