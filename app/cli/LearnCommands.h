#pragma once
/** @brief gantry-cli's learning commands (train, evaluate). Without LibTorch they explain that the
 * build has no learned schedulers. */

#include <string>

namespace gantry::cli {
/// Registers the learned schedulers in the PolicyRegistry (no-op without LibTorch).
void registerLearnedCommands();
/// Runs `train` or `evaluate` with the raw arguments (argv[1] is the command).
int learnCommand(const std::string& command, int argc, char** argv);
} // namespace gantry::cli
