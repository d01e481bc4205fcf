#pragma once
/** @brief Independent pieces of work handed out by one rank to the others as they finish (run times
 * differ by orders of magnitude, so no split fixed in advance). Commands do not use this directly:
 * runPieces (core/run/Pieces.h) runs a list of pieces on threads, a shard or MPI ranks through it. A
 * piece travels as bytes the ranks agree on; its result comes back as encodeResult's fields
 * (core/util/FieldCoder.h), an error whole (code, message, location), so that rank 0 reports a
 * worker's error exactly as it would its own. */

#include "core/run/Messenger.h"

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gantry {

/// Rank 0's side of handing out work one piece at a time: which ranks are idle, giving one of them a
/// piece, and waiting for the next result from any. runPieces is built on it; a search that decides
/// what to hand out next from each result as it comes (a plan under mpirun) uses it directly.
class WorkPool {
public:
    explicit WorkPool(Messenger& messenger);
    bool anyIdle() const { return !m_idle.empty(); }
    std::size_t busy() const { return m_pieceOf.size(); }
    /// Gives `work` to an idle rank (anyIdle() must hold); `k` comes back with its result.
    void give(std::size_t k, const std::string& work);
    /// Waits for the next result from a busy rank (busy() must be above 0): its k and the result (an
    /// Internal error when the rank's answer is not a result).
    std::pair<std::size_t, Result<std::string>> next();

private:
    Messenger& m_messenger;
    std::vector<int> m_idle;
    std::map<int, std::size_t> m_pieceOf; ///< the piece each busy rank computes: one at a time
};

/// Rank 0: tells every other rank that no more work will come.
void stopWorkers(Messenger& messenger);

/// Rank 0: stops the workers when it goes out of scope, whichever way a command ends (an error before
/// any work was handed out included), unless now() already did.
class WorkersStop {
public:
    explicit WorkersStop(Messenger* messenger) : m_messenger(messenger) { }
    WorkersStop(const WorkersStop&) = delete;
    WorkersStop& operator=(const WorkersStop&) = delete;
    ~WorkersStop() { now(); }
    void now()
    {
        if (m_messenger) stopWorkers(*m_messenger);
        m_messenger = nullptr;
    }

private:
    Messenger* m_messenger;
};

/// Ranks above 0: computes what rank 0 hands out, one piece at a time, until it says stop.
void doHandedOutWork(Messenger& messenger, const std::function<Result<std::string>(const std::string& work)>& compute);

} // namespace gantry
