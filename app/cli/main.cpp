// gantry-cli: the headless front end (run, compare, import, inspect, policies, train, evaluate). See Cli.cpp.
#include "app/cli/Cli.h"
#include "core/util/TerminalOutput.h"

#include <cstdio>
#include <exception>

int main(int argc, char** argv)
{
    gantry::guardStandardStreams(); // nothing from a file reaches the terminal raw
    try {
        return gantry::cli::main(argc, argv);
    } catch (const std::exception& e) {
        // Errors are values in the core; reaching this is a bug or an exhausted machine.
        std::fprintf(stderr, "gantry-cli: internal error: %s\n", e.what());
        return 1;
    }
}
