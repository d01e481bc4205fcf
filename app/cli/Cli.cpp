#include "app/cli/Cli.h"

#include "core/Version.h"

#include <cstdio>
#include <cstring>

namespace gantry::cli {
int main(int argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("gantry-cli %s\n", kVersion);
        return 0;
    }
    std::fprintf(stderr, "usage: gantry-cli --version\n");
    return 2;
}
} // namespace gantry::cli
