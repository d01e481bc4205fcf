#pragma once
/** @brief How gantry-cli's commands plug in: each command adds its CLI11 subcommand (its options,
 * their checks and help text) and says what to run once the whole command line has parsed. */

#include "core/util/Error.h"
#include "core/util/Interrupt.h"

#include <cstdio>
#include <functional>
#include <vector>

namespace CLI {
class App;
}

namespace gantry::cli {

inline constexpr int kOk = 0;
inline constexpr int kFailure = 1;
inline constexpr int kBadInput = 2;

struct Command {
    CLI::App* parser = nullptr; ///< the subcommand; owned by the top-level CLI::App
    std::function<int()> run;   ///< reads the values the parser filled in; returns the exit code
};

/// Prints a core error ("file:line:column: field 'x': message") and returns its exit code.
inline int fail(const Error& e)
{
    std::fprintf(stderr, "gantry-cli: error: %s\n", e.toString().c_str());
    return e.exitCode();
}

/// After SIGINT or SIGTERM (core/util/Interrupt.h): says so and returns 128 + the signal. Every command
/// checks interrupted() once its work returns, before it writes anything, so an interrupted command
/// leaves the previous outputs or none.
inline int interruptedExit()
{
    std::fprintf(stderr, "gantry-cli: interrupted; no outputs were written\n");
    return 128 + interruptSignal();
}

/// The learning commands, train and evaluate. Their options and help exist in every build; a build
/// without LibTorch says so when they are run.
void addLearnCommands(CLI::App& app, std::vector<Command>& commands);

} // namespace gantry::cli
