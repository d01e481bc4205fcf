#include "core/run/Distribute.h"

#include "core/util/FieldCoder.h"

#include <string>

namespace gantry {

namespace {
enum Tag : int { Work = 1, Stop = 2, Done = 3 };
} // namespace

WorkPool::WorkPool(Messenger& messenger) : m_messenger(messenger)
{
    for (int rank = messenger.size() - 1; rank >= 1; --rank) m_idle.push_back(rank); // rank 1 first
}

void WorkPool::give(std::size_t k, const std::string& work)
{
    const int rank = m_idle.back();
    m_idle.pop_back();
    m_pieceOf[rank] = k;
    m_messenger.send(rank, Work, work);
}

std::pair<std::size_t, Result<std::string>> WorkPool::next()
{
    for (;;) {
        Message m = m_messenger.receive();
        const auto busy = m_pieceOf.find(m.from);
        if (m.tag != Done || busy == m_pieceOf.end()) continue; // from no rank at work: not an answer
        const std::size_t k = busy->second;
        m_pieceOf.erase(busy);
        m_idle.push_back(m.from);
        return { k, decodeResult(m.bytes) };
    }
}

void stopWorkers(Messenger& messenger)
{
    for (int rank = 1; rank < messenger.size(); ++rank) messenger.send(rank, Stop, {});
}

void doHandedOutWork(Messenger& messenger, const std::function<Result<std::string>(const std::string& work)>& compute)
{
    for (;;) {
        Message m = messenger.receive();
        if (m.tag == Stop) return;
        if (m.tag != Work) continue;
        messenger.send(m.from, Done, encodeResult(compute(m.bytes)));
    }
}

} // namespace gantry
