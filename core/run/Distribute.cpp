#include "core/run/Distribute.h"

#include <string>

namespace gantry {

namespace {
enum Tag : int { Work = 1, Stop = 2, Done = 3 };

/// A result as a message's bytes: its index, then '+' and the value or '!' and the error's text.
std::string encode(std::size_t index, const Result<std::string>& result)
{
    return std::to_string(index) + '\n' + (result ? "+" + result.value() : "!" + result.error().toString());
}

Result<std::string> decode(const std::string& bytes, std::size_t& index)
{
    const std::size_t newline = bytes.find('\n');
    index = std::stoul(bytes.substr(0, newline));
    const std::string body = newline == std::string::npos ? std::string() : bytes.substr(newline + 1);
    if (!body.empty() && body.front() == '+') return body.substr(1);
    return Error { ErrorCode::Io, body.empty() ? std::string("no result") : body.substr(1), {} };
}
} // namespace

void handOutWork(Messenger& messenger, const std::vector<std::size_t>& work,
    const std::function<void(std::size_t index, const Result<std::string>& result)>& done)
{
    std::size_t next = 0, busy = 0;
    for (int rank = 1; rank < messenger.size(); ++rank) {
        if (next < work.size()) {
            messenger.send(rank, Work, std::to_string(work[next++]));
            ++busy;
        } else {
            messenger.send(rank, Stop, {});
        }
    }
    while (busy > 0) {
        Message m = messenger.receive();
        if (m.tag != Done) continue;
        std::size_t index = 0;
        const Result<std::string> result = decode(m.bytes, index);
        done(index, result);
        if (next < work.size()) {
            messenger.send(m.from, Work, std::to_string(work[next++]));
        } else {
            messenger.send(m.from, Stop, {});
            --busy;
        }
    }
}

void doHandedOutWork(Messenger& messenger, const std::function<Result<std::string>(std::size_t index)>& compute)
{
    for (;;) {
        Message m = messenger.receive();
        if (m.tag == Stop) return;
        if (m.tag != Work) continue;
        const std::size_t index = std::stoul(m.bytes);
        messenger.send(m.from, Done, encode(index, compute(index)));
    }
}

} // namespace gantry
