#pragma once
/** @brief Latest wins, for background work the GUI starts again whenever the user changes something
 * (a run, a comparison, a training, a trace preview). Each start() supersedes the previous request:
 * the older ticket becomes stale, so whatever its work still reports is dropped, and its cancel flag
 * is raised, so the work can stop early. Used on the GUI thread; the work only reads its flag.
 * (The same idea as hotspot's JobTracker.) */

#include <atomic>
#include <cstdint>
#include <memory>

namespace gantry::gui {

class LatestWins {
public:
    /// One request: its id (compare with isCurrent when results come back) and its cancel flag.
    struct Ticket {
        std::uint64_t id = 0;
        std::shared_ptr<std::atomic_bool> cancelFlag;
        bool cancelled() const { return cancelFlag && cancelFlag->load(); }
    };

    ~LatestWins() { cancel(); }

    /// A new request: every older one is stale and asked to stop.
    Ticket start()
    {
        cancel();
        m_current = { m_current.id, std::make_shared<std::atomic_bool>(false) };
        return m_current;
    }
    /// No request is current any more (the last one is asked to stop).
    void cancel()
    {
        if (m_current.cancelFlag) m_current.cancelFlag->store(true);
        m_current = { m_current.id + 1, nullptr };
    }
    bool isCurrent(std::uint64_t id) const { return id == m_current.id && m_current.cancelFlag; }
    std::uint64_t currentId() const { return m_current.id; }

private:
    Ticket m_current;
};

} // namespace gantry::gui
