#include "core/run/Distribute.h"

#include <string>

namespace gantry {

namespace {
enum Tag : int { Work = 1, Stop = 2, Done = 3 };

/// A piece of work or its result as a message's bytes: its position k, a newline, then the work; or
/// '+' and the result's value, or '!' and the error's text.
std::string encodeResult(std::size_t k, const Result<std::string>& result)
{
    return std::to_string(k) + '\n' + (result ? "+" + result.value() : "!" + result.error().toString());
}

/// The position before the first newline, and what follows it.
std::size_t splitPosition(const std::string& bytes, std::string& body)
{
    const std::size_t newline = bytes.find('\n');
    body = newline == std::string::npos ? std::string() : bytes.substr(newline + 1);
    return std::stoul(bytes.substr(0, newline));
}

Result<std::string> decodeResult(const std::string& body)
{
    if (!body.empty() && body.front() == '+') return body.substr(1);
    return Error { ErrorCode::Io, body.empty() ? std::string("no result") : body.substr(1), {} };
}
} // namespace

WorkPool::WorkPool(Messenger& messenger) : m_messenger(messenger)
{
    for (int rank = messenger.size() - 1; rank >= 1; --rank) m_idle.push_back(rank); // rank 1 first
}

void WorkPool::give(std::size_t k, const std::string& work)
{
    const int rank = m_idle.back();
    m_idle.pop_back();
    m_messenger.send(rank, Work, std::to_string(k) + '\n' + work);
    ++m_busy;
}

std::pair<std::size_t, Result<std::string>> WorkPool::next()
{
    for (;;) {
        Message m = m_messenger.receive();
        if (m.tag != Done) continue;
        --m_busy;
        m_idle.push_back(m.from);
        std::string body;
        const std::size_t k = splitPosition(m.bytes, body);
        return { k, decodeResult(body) };
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
        std::string work;
        const std::size_t k = splitPosition(m.bytes, work);
        messenger.send(m.from, Done, encodeResult(k, compute(work)));
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
