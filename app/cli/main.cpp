// gantry-cli: the headless front end (run, compare, import, inspect). See Cli.cpp.
#include "app/cli/Cli.h"

int main(int argc, char** argv) { return gantry::cli::main(argc, argv); }
