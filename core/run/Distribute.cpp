#include "core/run/Distribute.h"

#include <string>

namespace gantry {

namespace {
enum Tag : int { Work = 1, Stop = 2, Done = 3 };
} // namespace

void handOutWork(Messenger& messenger, const std::vector<std::size_t>& work,
    const std::function<void(std::size_t index, const std::string& result)>& done)
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
        const std::size_t newline = m.bytes.find('\n');
        done(std::stoul(m.bytes.substr(0, newline)), newline == std::string::npos ? std::string() : m.bytes.substr(newline + 1));
        if (next < work.size()) {
            messenger.send(m.from, Work, std::to_string(work[next++]));
        } else {
            messenger.send(m.from, Stop, {});
            --busy;
        }
    }
}

void doHandedOutWork(Messenger& messenger, const std::function<std::string(std::size_t index)>& compute)
{
    for (;;) {
        Message m = messenger.receive();
        if (m.tag == Stop) return;
        if (m.tag != Work) continue;
        const std::size_t index = std::stoul(m.bytes);
        messenger.send(m.from, Done, std::to_string(index) + '\n' + compute(index));
    }
}

} // namespace gantry
