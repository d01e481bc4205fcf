#pragma once
/** @brief Where Gantry's optional modules (shared objects loaded with dlopen only when needed: the
 * LibTorch module, the MPI module) are looked for, the same way for each. */

#include <string>
#include <vector>

namespace gantry {

/// Candidates for module `fileName`, in order: $`envVariable` when set (then only that file);
/// <directory of the executable>/../lib/gantry/<fileName> (the installed layout); `buildPath` (the
/// module in the build tree, for programs run from it; empty: none).
std::vector<std::string> moduleCandidates(const char* envVariable, const char* fileName, const std::string& buildPath);

/// The first of `candidates` that is a file, or an empty string.
std::string firstExistingFile(const std::vector<std::string>& candidates);

} // namespace gantry
