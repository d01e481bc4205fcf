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

void handOutWork(Messenger& messenger, const std::vector<std::string>& work,
    const std::function<void(std::size_t k, const Result<std::string>& result)>& done)
{
    WorkPool pool(messenger);
    std::size_t next = 0;
    while (next < work.size() || pool.busy() > 0) {
        for (; next < work.size() && pool.anyIdle(); ++next) pool.give(next, work[next]);
        const auto [k, result] = pool.next();
        done(k, result);
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

void handOutIndices(Messenger& messenger, const std::vector<std::size_t>& indices,
    const std::function<void(std::size_t index, const Result<std::string>& result)>& done)
{
    std::vector<std::string> work;
    for (std::size_t index : indices) work.push_back(std::to_string(index));
    handOutWork(messenger, work, [&](std::size_t k, const Result<std::string>& result) { done(indices[k], result); });
}

void doHandedOutIndices(Messenger& messenger, const std::function<Result<std::string>(std::size_t index)>& compute)
{
    doHandedOutWork(messenger, [&](const std::string& work) { return compute(std::stoul(work)); });
}

} // namespace gantry
