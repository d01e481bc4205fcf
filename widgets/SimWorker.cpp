#include "widgets/SimWorker.h"

#include "core/policy/Locality.h"

#include <map>
#include <tuple>

#include "core/io/ScenarioIo.h"
#include "core/run/ScenarioRunner.h"

#include <QTimer>

#include <cmath>

namespace gantry::gui {

SimWorker::SimWorker(std::uint64_t generation, Scenario scenario, std::shared_ptr<std::atomic_bool> cancel,
    std::shared_ptr<std::atomic_bool> inFlight, std::string errorFile)
    : m_generation(generation), m_scenario(std::move(scenario)), m_cancel(std::move(cancel)), m_inFlight(std::move(inFlight)),
      m_errorFile(std::move(errorFile))
{
}

SimWorker::~SimWorker() = default;

void SimWorker::setup()
{
    auto workload = loadWorkload(m_scenario);
    if (!workload) {
        Q_EMIT failed(m_generation, QString::fromStdString(locateInScenarioFile(workload.error(), m_errorFile).toString()));
        return;
    }
    m_workload = std::move(workload.value());
    // The decision table keeps every decision (on disk, DecisionModel): the engine need not keep them
    // too (at a million jobs they were ~450 MB). The run's metadata still names the scenario as given.
    Scenario simulated = m_scenario;
    simulated.simulation.recordDecisions = false;
    auto built = buildSimulation(simulated, std::move(m_workload.jobs)); // m_workload keeps its provenance
    if (!built) {
        Q_EMIT failed(m_generation, QString::fromStdString(locateInScenarioFile(built.error(), m_errorFile).toString()));
        return;
    }
    m_sim = std::move(built.value());
    m_sim->addObserver(this);
    m_recording = std::make_unique<RunRecording>(*m_sim, RunRecording::Schedule::NotRecorded); // RunState has its own

    auto setup = std::make_shared<RunSetup>();
    setup->generation = m_generation;
    setup->cluster = m_sim->cluster();
    setup->policy = describePolicy(m_scenario.policy);
    setup->billing = m_scenario.cost.billing;
    for (const Tenant& t : m_sim->tenants()) setup->tenants.push_back(t.name);
    setup->jobs.reserve(m_sim->jobs().size());
    setup->jobList = m_sim->sharedJobs();
    const std::vector<JobSpec>& jobs = *setup->jobList;
    // A job's cost of a spread depends only on its shape: computed once per shape, not per job.
    std::map<std::tuple<int, int, JobArchitecture, int, std::string>, std::pair<float, float>> byShape;
    for (JobIndex i = 0; i < JobIndex(jobs.size()); ++i) {
        const JobSpec& j = jobs[std::size_t(i)];
        JobBrief brief { j.id, j.submitTime, j.duration, j.gpus };
        brief.tenant = j.tenant;
        if (j.gpus > 1 && m_sim->speedModel().dependsOnPlacement()) {
            auto [it, fresh] = byShape.try_emplace({ j.model, j.gpus, j.architecture, j.psCount, j.gpuType });
            if (fresh) {
                const LocalityProfile p = idleLocalityProfile(m_sim->cluster(), m_sim->models(), m_sim->speedModel(), jobs, i);
                it->second = { float(p.slowdown(Locality::Rack)), float(p.slowdown(Locality::Anywhere)) };
            }
            std::tie(brief.slowdownRack, brief.slowdownSpread) = it->second;
        }
        setup->jobs.push_back(std::move(brief));
    }
    m_batch = std::make_shared<RunBatch>();
    m_batch->generation = m_generation;
    m_sinceFlush.start();
    Q_EMIT setupReady(setup);
    flush(true);
}

void SimWorker::restartClock()
{
    m_playClock.start();
    m_playSimStart = m_displayNow;
}

void SimWorker::play()
{
    if (!m_sim || m_done) return;
    if (!m_playing) {
        m_playing = true;
        restartClock();
        Q_EMIT playingChanged(m_generation, true);
    }
    scheduleTick(0);
}

void SimWorker::pause()
{
    if (!m_playing) return;
    m_playing = false;
    Q_EMIT playingChanged(m_generation, false);
    flush(true);
}

void SimWorker::setSpeed(double simSecondsPerSecond)
{
    m_speed = simSecondsPerSecond;
    restartClock();
}

void SimWorker::stepEvent() { stepOnce(&Simulation::step); }

void SimWorker::stepDecision() { stepOnce(&Simulation::stepDecision); }

void SimWorker::stepOnce(bool (Simulation::*advance)())
{
    if (!m_sim || m_done) return;
    pause();
    if (!((*m_sim).*advance)()) {
        finish();
        return;
    }
    m_displayNow = m_sim->now();
    if (m_lessonStop && checkLessonStop()) return;
    flush(true);
}

void SimWorker::scheduleTick(int ms)
{
    if (m_tickPending) return;
    m_tickPending = true;
    QTimer::singleShot(ms, this, [this] {
        m_tickPending = false;
        tick();
    });
}

void SimWorker::tick()
{
    if (!m_playing || !m_sim || m_done) return;
    if (m_cancel && m_cancel->load()) return;
    QElapsedTimer slice;
    slice.start();
    bool more = true;
    bool caughtUp = false;
    if (m_speed <= 0) {
        int n = 0;
        while ((more = m_sim->step())) {
            if (m_lessonStop && checkLessonStop()) return;
            if ((++n & 63) == 0 && (slice.elapsed() >= kSliceMs || (m_cancel && m_cancel->load()))) break;
        }
        if (more) m_displayNow = m_sim->now();
    } else {
        const double target = m_playSimStart + m_playClock.elapsed() / 1000.0 * m_speed;
        int n = 0;
        while (m_sim->nextEventTime() <= target) {
            if (!(more = m_sim->step())) break;
            if (m_lessonStop && checkLessonStop()) return;
            if ((++n & 63) == 0 && slice.elapsed() >= kSliceMs) break;
        }
        if (more) {
            caughtUp = m_sim->nextEventTime() > target;
            m_displayNow = caughtUp ? std::min(target, m_sim->nextEventTime()) : m_sim->now();
            if (m_sim->done()) more = false;
        }
    }
    if (!more) {
        finish();
        return;
    }
    if (m_lessonStop && checkLessonStop()) return;
    flush(false);
    scheduleTick(caughtUp ? 10 : 0);
}

void SimWorker::flush(bool force)
{
    if (!m_batch || !m_sim) return;
    if (!force && m_sinceFlush.elapsed() < kBatchIntervalMs) return;
    if (!force && m_inFlight && m_inFlight->load()) return; // the GUI is still busy with the last one
    if (m_inFlight) m_inFlight->store(true);
    m_batch->now = std::max(m_displayNow, m_sim->now());
    m_batch->events = m_sim->eventsProcessed();
    m_batch->remainingJobs = m_sim->remainingJobs();
    m_batch->current = m_sim->currentSample();
    m_batch->current.time = m_batch->now;
    if (!m_sim->scheduler().machineBelief(m_batch->beliefMean, m_batch->beliefVariance)) {
        m_batch->beliefMean.clear();
        m_batch->beliefVariance.clear();
    }
    RunBatchPtr out = std::move(m_batch);
    // The batches the GUI has finished with: only this thread holds them now, and nothing copies them again.
    std::erase_if(m_sent, [](const RunBatchPtr& sent) { return sent.use_count() == 1; });
    m_sent.push_back(out);
    m_batch = std::make_shared<RunBatch>();
    m_batch->generation = m_generation;
    m_sinceFlush.restart();
    Q_EMIT batchReady(out);
}

void SimWorker::runToLessonStop(LessonStopPtr stop)
{
    if (!m_sim) return;
    if (m_lessonWatch) m_sim->removeObserver(m_lessonWatch.get());
    m_lessonStop = std::move(stop);
    m_lessonWatch = std::make_unique<LessonTriggerWatch>(m_lessonStop->trigger, m_sim->jobs());
    m_sim->addObserver(m_lessonWatch.get());
    if (!checkLessonStop()) play();
}

bool SimWorker::checkLessonStop()
{
    const LessonTrigger& trigger = m_lessonStop->trigger;
    const bool fired = lessonTriggerReached(trigger, *m_lessonWatch, *m_sim);
    if (!fired && !m_sim->done()) return false;
    auto moment = std::make_shared<LessonMoment>();
    moment->generation = m_generation;
    moment->stop = m_lessonStop->id;
    moment->fired = fired;
    moment->now = fired && trigger.kind == LessonTrigger::Kind::Time ? trigger.time : m_sim->now();
    const DecisionRecord* decision = m_lessonWatch->decision() ? &*m_lessonWatch->decision() : nullptr;
    moment->figures = lessonFigures(*m_sim, m_lessonStop->figures, moment->now, decision);
    m_sim->removeObserver(m_lessonWatch.get());
    m_lessonWatch.reset();
    m_lessonStop.reset();
    if (m_sim->done()) {
        finish();
    } else {
        pause();
        m_displayNow = moment->now;
        flush(true);
    }
    Q_EMIT lessonStopReached(moment);
    return true;
}

void SimWorker::finish()
{
    if (m_done) return;
    if (m_lessonStop && checkLessonStop()) return; // reports the stop, and finishes
    m_done = true;
    const bool wasPlaying = m_playing;
    m_playing = false;
    m_displayNow = m_sim->now();
    if (m_batch) m_batch->finished = true;
    flush(true);
    if (wasPlaying) Q_EMIT playingChanged(m_generation, false);

    Q_EMIT runFinished(std::make_shared<RunResult>(m_recording->finish(runMetadata(m_scenario, m_workload))));
}

void SimWorker::onJobEvent(const SimulationView& view, JobEvent event, JobIndex job)
{
    m_batch->jobEvents.push_back(ScheduleEvent::from(view, event, job));
    if (event == JobEvent::Rejected) m_batch->rejections.emplace_back(job, view.rejectionOf(job));
}

void SimWorker::onDecision(const SimulationView&, const DecisionRecord& record) { m_batch->decisions.push_back(record); }

void SimWorker::onSample(const SimulationView&, const Sample& sample) { m_batch->samples.push_back(sample); }

void SimWorker::onMachineEvent(const SimulationView& view, MachineId machine, bool up)
{
    m_batch->machineEvents.push_back({ view.now(), machine, up });
}

} // namespace gantry::gui
