#pragma once
/** @brief Owns one Simulation and steps it in a worker thread. An observer copies what happens into a
 * batch that is handed to the GUI at most ~30 times a second; the GUI never touches the engine. */

#include "widgets/RunTypes.h"

#include "core/engine/Simulation.h"
#include "core/model/Scenario.h"
#include "core/run/ScenarioRunner.h"

#include <QElapsedTimer>
#include <QObject>

#include <atomic>
#include <deque>
#include <memory>

namespace gantry::gui {

class SimWorker final : public QObject, private SimObserver {
    Q_OBJECT
public:
    /// `inFlight` is the flow control with the GUI: set when a batch is sent, cleared by the GUI once it has
    /// applied it. While it is set the worker keeps filling the next batch instead of queueing more, so a
    /// slow GUI gets fewer, larger batches rather than a growing backlog.
    /// `errorFile`: the scenario's file, where its errors are located (empty: none holds it).
    SimWorker(std::uint64_t generation, Scenario scenario, std::shared_ptr<std::atomic_bool> cancel,
        std::shared_ptr<std::atomic_bool> inFlight = {}, std::string errorFile = {});
    ~SimWorker() override;

    static constexpr int kBatchIntervalMs = 33; ///< ~30 batches a second at most
    static constexpr int kSliceMs = 8;           ///< longest stretch of stepping between event-loop turns

public Q_SLOTS:
    void setup();
    void play();
    void pause();
    void stepEvent();
    void stepDecision();
    /// Simulated seconds per wall-clock second; <= 0 means as fast as possible.
    void setSpeed(double simSecondsPerSecond);
    /// Plays (at the current speed) until the lesson step's trigger fires, then pauses and reports the
    /// moment; a run that ends first reports it as not fired.
    void runToLessonStop(gantry::gui::LessonStopPtr stop);

Q_SIGNALS:
    void lessonStopReached(gantry::gui::LessonMomentPtr moment);
    void setupReady(gantry::gui::RunSetupPtr setup);
    void batchReady(gantry::gui::RunBatchPtr batch);
    void runFinished(gantry::gui::RunResultPtr result);
    void failed(quint64 generation, const QString& message);
    void playingChanged(quint64 generation, bool playing);

private:
    void onJobEvent(const SimulationView& view, JobEvent event, JobIndex job) override;
    void onDecision(const SimulationView& view, const DecisionRecord& record) override;
    void onSample(const SimulationView& view, const Sample& sample) override;
    void onMachineEvent(const SimulationView& view, MachineId machine, bool up) override;

    /// Pauses and takes one step, by `advance` (Simulation::step or stepDecision), then shows it.
    void stepOnce(bool (Simulation::*advance)());
    void tick();
    void scheduleTick(int ms);
    void flush(bool force);
    void finish();
    void restartClock();
    /// After each event while a lesson stop is armed: true (and reported) once it fired or the run ended.
    bool checkLessonStop();

    std::uint64_t m_generation;
    Scenario m_scenario;
    Workload m_workload;
    std::shared_ptr<std::atomic_bool> m_cancel;
    std::shared_ptr<std::atomic_bool> m_inFlight;
    std::string m_errorFile;
    std::unique_ptr<Simulation> m_sim;
    std::unique_ptr<RunRecording> m_recording; ///< after m_sim: destroyed first, it detaches from it
    LessonStopPtr m_lessonStop;
    std::unique_ptr<LessonTriggerWatch> m_lessonWatch; ///< observes m_sim while a lesson stop is armed
    std::shared_ptr<RunBatch> m_batch;
    /// Batches sent to the GUI, kept until it lets go of them so that they are freed here: at a million
    /// jobs a batch holds ~10,000 decisions, and freeing them took a tenth of a GUI frame.
    std::deque<RunBatchPtr> m_sent;
    QElapsedTimer m_sinceFlush;
    QElapsedTimer m_playClock;
    double m_playSimStart = 0;
    double m_displayNow = 0;
    double m_speed = 3600;
    bool m_playing = false;
    bool m_tickPending = false;
    bool m_done = false;
};

} // namespace gantry::gui
