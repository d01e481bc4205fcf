#pragma once
/** @brief How gantry-cli's commands plug in: each command adds its CLI11 subcommand (its options,
 * their checks and help text) and says what to run once the whole command line has parsed. */

#include "core/util/Error.h"

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

/// The learning commands, train and evaluate. Their options and help exist in every build; a build
/// without LibTorch says so when they are run.
void addLearnCommands(CLI::App& app, std::vector<Command>& commands);

} // namespace gantry::cli
