#include "widgets/RunController.h"

#include "widgets/SimWorker.h"

#include <QThread>

namespace gantry::gui {

RunController::RunController(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<RunSetupPtr>();
    qRegisterMetaType<RunBatchPtr>();
    qRegisterMetaType<RunResultPtr>();
    qRegisterMetaType<LessonMomentPtr>();
}

RunController::~RunController()
{
    // Closing the window must not leave a thread stepping a simulation.
    m_runs.cancel();
    m_retired.append(m_thread);
    for (const QPointer<QThread>& t : std::as_const(m_retired)) {
        if (!t) continue;
        t->quit();
        t->wait();
    }
}

void RunController::setState(State state)
{
    if (m_state == state) return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void RunController::stopWorker()
{
    if (m_thread) {
        // The old worker finishes its slice in the background; its deferred deletes run when the thread ends.
        m_thread->quit();
        m_retired.append(m_thread);
        m_retired.removeAll(QPointer<QThread>());
        m_thread = nullptr;
        m_worker = nullptr;
    }
}

void RunController::cancel()
{
    m_runs.cancel();
    stopWorker();
    setState(State::Idle);
}

namespace {
/// What a run of the scenario depends on: not its variants, its plan, its name or its description.
Scenario asRun(Scenario s)
{
    s.variants.clear();
    s.plan = {};
    s.name.clear();
    s.description.clear();
    return s;
}
} // namespace

bool RunController::load(const Scenario& scenario, std::string errorFile)
{
    m_errorFile = std::move(errorFile);
    // Adding a variant, a fork or a plan's answer leaves the run the user is looking at as it is.
    const bool sameRun = m_haveScenario && asRun(m_scenario) == asRun(scenario) && m_scenario.baseDirectory == scenario.baseDirectory;
    m_scenario = scenario;
    m_haveScenario = true;
    if (!sameRun) reset();
    return !sameRun;
}

void RunController::reset()
{
    if (!m_haveScenario) return;
    stopWorker();
    const LatestWins::Ticket run = m_runs.start(); // the previous worker's reports are dropped from now on
    const std::uint64_t generation = run.id;
    auto* thread = new QThread; // not parented: it may outlive a reset while its worker winds down
    thread->setObjectName(QStringLiteral("SimulationThread"));
    m_inFlight = std::make_shared<std::atomic_bool>(false);
    auto* worker = new SimWorker(generation, m_scenario, run.cancelFlag, m_inFlight, m_errorFile);
    worker->moveToThread(thread);
    connect(thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);

    connect(worker, &SimWorker::setupReady, this, [this](RunSetupPtr setup) {
        if (!m_runs.isCurrent(setup->generation)) return;
        setState(State::Ready);
        Q_EMIT setupReady(setup);
    });
    connect(worker, &SimWorker::batchReady, this, [this, inFlight = m_inFlight](RunBatchPtr batch) {
        if (m_runs.isCurrent(batch->generation)) Q_EMIT batchReady(batch);
        inFlight->store(false); // applied: the worker may send the next one
    });
    connect(worker, &SimWorker::runFinished, this, [this, generation](RunResultPtr result) {
        if (!m_runs.isCurrent(generation)) return;
        setState(State::Finished);
        Q_EMIT runFinished(result);
    });
    connect(worker, &SimWorker::failed, this, [this](quint64 g, const QString& message) {
        if (!m_runs.isCurrent(g)) return;
        setState(State::Failed);
        Q_EMIT failed(message);
    });
    connect(worker, &SimWorker::lessonStopReached, this, [this](LessonMomentPtr moment) {
        if (m_runs.isCurrent(moment->generation)) Q_EMIT lessonStopReached(moment);
    });
    connect(worker, &SimWorker::playingChanged, this, [this](quint64 g, bool playing) {
        if (!m_runs.isCurrent(g) || m_state == State::Finished) return;
        setState(playing ? State::Playing : State::Paused);
    });

    m_thread = thread;
    m_worker = worker;
    setState(State::Loading);
    thread->start();
    QMetaObject::invokeMethod(worker, &SimWorker::setup, Qt::QueuedConnection);
    const double speed = m_speed;
    QMetaObject::invokeMethod(worker, [worker, speed] { worker->setSpeed(speed); }, Qt::QueuedConnection);
}

template <class F> void RunController::send(F&& f)
{
    if (!m_worker) return;
    QMetaObject::invokeMethod(m_worker.data(), std::forward<F>(f), Qt::QueuedConnection);
}

void RunController::play()
{
    if (m_state == State::Finished || m_state == State::Idle) reset();
    SimWorker* w = m_worker;
    send([w] { w->play(); });
}

void RunController::pause()
{
    SimWorker* w = m_worker;
    send([w] { w->pause(); });
}

void RunController::stepEvent()
{
    if (m_state == State::Finished || m_state == State::Idle) reset();
    SimWorker* w = m_worker;
    send([w] { w->stepEvent(); });
}

void RunController::stepDecision()
{
    if (m_state == State::Finished || m_state == State::Idle) reset();
    SimWorker* w = m_worker;
    send([w] { w->stepDecision(); });
}

void RunController::runToLessonStop(LessonStopPtr stop)
{
    if (m_state == State::Idle) reset();
    SimWorker* w = m_worker;
    send([w, stop] { w->runToLessonStop(stop); });
}

void RunController::runToEnd()
{
    setSpeed(0);
    play();
}

void RunController::setSpeed(double simSecondsPerSecond)
{
    m_speed = simSecondsPerSecond;
    SimWorker* w = m_worker;
    send([w, simSecondsPerSecond] { w->setSpeed(simSecondsPerSecond); });
}

} // namespace gantry::gui
