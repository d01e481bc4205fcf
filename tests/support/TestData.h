#pragma once
// Where tests find their input files: only what ships in the repository (tests/data, scenarios/).
// The full public traces are the `validation` label's alone (tests/validation/PublicTraces.h).

#include <string>

namespace gantry::testing {

/// A file that ships with the repository (`relative` to its root, e.g. "tests/data/philly/x.csv").
inline std::string repoFile(const std::string& relative) { return std::string(GANTRY_SOURCE_DIR) + "/" + relative; }

/// A test input under tests/data.
inline std::string testData(const std::string& relative) { return repoFile("tests/data/" + relative); }

} // namespace gantry::testing
