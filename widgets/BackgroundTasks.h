#pragma once
/** @brief The GUI's one way to do work off the GUI thread: a comparison's runs, a plan's search, a
 * training, a trace's preview, a report's export.
 *
 * Each start() is a new request that supersedes the one before (LatestWins): the older task's
 * cancel flag is raised so its work can stop early, and whatever it still post()s is dropped on the
 * GUI thread, so a panel never shows a stale result. Work runs on this object's own pool; what it
 * reports reaches the receiver on the receiver's thread. A `done` callback runs on the receiver's
 * thread when the work returns, whether or not the task is still current (a panel that was
 * cancelled still has to leave its "running" state).
 *
 * Declare it as the receiver's last member: it is then destroyed first, and its destructor cancels
 * and waits for the work, so no work outlives the members it may read. Queued reports to a receiver
 * already gone are dropped by Qt. */

#include "widgets/LatestWins.h"

#include <QMetaObject>
#include <QObject>
#include <QThreadPool>

#include <utility>

namespace gantry::gui {

class BackgroundTasks {
public:
    /// One request's handle, given to its work: its cancel flag and its way to report.
    class Task {
    public:
        Task() = default;
        bool cancelled() const { return m_ticket.cancelled(); }
        /// Runs `update` on the receiver's thread if this task is still the current one by then.
        template <class Update> void post(Update update) const
        {
            if (!m_tasks) return;
            BackgroundTasks* tasks = m_tasks;
            QMetaObject::invokeMethod(
                tasks->m_receiver,
                [tasks, id = m_ticket.id, update = std::move(update)]() mutable {
                    if (tasks->isCurrent(id)) update();
                },
                Qt::QueuedConnection);
        }

    private:
        friend class BackgroundTasks;
        Task(BackgroundTasks* tasks, LatestWins::Ticket ticket) : m_tasks(tasks), m_ticket(std::move(ticket)) { }
        BackgroundTasks* m_tasks = nullptr;
        LatestWins::Ticket m_ticket;
    };

    /// `threads`: how many pieces of work may run at once (a comparison's runs in parallel, or one
    /// search that parallelises itself).
    BackgroundTasks(QObject* receiver, int threads) : m_receiver(receiver) { m_pool.setMaxThreadCount(threads); }
    /// Cancels and waits until no work runs.
    ~BackgroundTasks()
    {
        cancel();
        m_pool.waitForDone();
    }
    BackgroundTasks(const BackgroundTasks&) = delete;
    BackgroundTasks& operator=(const BackgroundTasks&) = delete;

    /// A new request: every older one is stale (its posts dropped) and asked to stop.
    Task start() { return Task(this, m_latest.start()); }
    /// Runs `work(task)` on the pool, then `done()` on the receiver's thread. A task may run several
    /// pieces of work (one per variant of a comparison).
    template <class Work, class Done> void run(const Task& task, Work work, Done done)
    {
        m_pool.start([task, work = std::move(work), done = std::move(done), receiver = m_receiver]() mutable {
            work(task);
            QMetaObject::invokeMethod(receiver, std::move(done), Qt::QueuedConnection);
        });
    }
    template <class Work> void run(const Task& task, Work work)
    {
        m_pool.start([task, work = std::move(work)]() mutable { work(task); });
    }
    /// No request is current any more: the running one is asked to stop and its posts are dropped.
    void cancel() { m_latest.cancel(); }
    bool isCurrent(std::uint64_t id) const { return m_latest.isCurrent(id); }
    std::uint64_t currentId() const { return m_latest.currentId(); }

private:
    QObject* m_receiver;
    LatestWins m_latest;
    QThreadPool m_pool;
};

} // namespace gantry::gui
