#pragma once
// Where tests find their input files. The main suite reads only what ships in the repository
// (tests/data, scenarios/); the full public traces are read by the `validation` label alone, from
// GANTRY_TRACES_DIR (default: ../shared/traces beside the repository, where the developers keep them),
// and those tests are skipped, with the reason, when the traces are not there.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace gantry::testing {

/// A file that ships with the repository (`relative` to its root, e.g. "tests/data/philly/x.csv").
inline std::string repoFile(const std::string& relative) { return std::string(GANTRY_SOURCE_DIR) + "/" + relative; }

/// A test input under tests/data.
inline std::string testData(const std::string& relative) { return repoFile("tests/data/" + relative); }

/// The folder of the full public traces: $GANTRY_TRACES_DIR, else ../shared/traces beside the repository.
inline std::string publicTracesDir()
{
    if (const char* dir = std::getenv("GANTRY_TRACES_DIR"); dir && *dir) return dir;
    return std::string(GANTRY_SOURCE_DIR) + "/../shared/traces";
}

/// Why a public trace cannot be read, or empty when it can.
inline std::string publicTraceMissing(const std::string& relative)
{
    const std::string path = publicTracesDir() + "/" + relative;
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) return {};
    return "the public trace " + path + " is not there (set GANTRY_TRACES_DIR to the folder of the public traces)";
}

} // namespace gantry::testing

/// Skips the current test when a public trace is missing, and sets `path` to it otherwise.
#define GANTRY_PUBLIC_TRACE_OR_SKIP(path, relative)                                                                 \
    const std::string path = ::gantry::testing::publicTracesDir() + "/" + (relative);                              \
    if (const std::string why = ::gantry::testing::publicTraceMissing(relative); !why.empty()) GTEST_SKIP() << why
