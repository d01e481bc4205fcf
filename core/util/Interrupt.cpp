#include "core/util/Interrupt.h"

#include <csignal>

namespace gantry {

namespace {
// Only async-signal-safe work in the handler: one store to a lock-free atomic flag.
volatile std::sig_atomic_t g_signal = 0;
extern "C" void recordSignal(int signal) { g_signal = signal; }
} // namespace

void installInterruptHandlers()
{
    struct sigaction action {};
    action.sa_handler = recordSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocking wait (waitpid) returns EINTR and can look at the flag
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
    std::signal(SIGXFSZ, SIG_IGN);
}

int interruptSignal() { return g_signal; }

} // namespace gantry
