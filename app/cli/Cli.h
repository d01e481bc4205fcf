#pragma once

namespace gantry::cli {
/// Parses the command line and runs one command; returns the process exit code
/// (0 ok, 1 failure, 2 bad input).
int main(int argc, char** argv);
} // namespace gantry::cli
