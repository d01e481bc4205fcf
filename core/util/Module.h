#pragma once
/** @brief Where Gantry's optional modules (shared objects loaded with dlopen only when needed: the
 * LibTorch module, the MPI module) are looked for, the same way for each: only where the user or the
 * installation put them, never in a folder named at build time (a build folder under /tmp that another
 * local user could fill). docs/reliability.md, "Where modules come from". */

#include <string>
#include <vector>

namespace gantry {

/// Candidates for module `fileName`, in order: $`envVariable` when set (then only that file);
/// <directory of the executable>/../lib/gantry/<fileName> (the installed layout); then <folder>/<fileName>
/// for each folder of the executable's own run path (DT_RUNPATH). Only programs in a build tree have
/// one: the build gives them <build>/lib/gantry, and installing (hence the package) removes it.
std::vector<std::string> moduleCandidates(const char* envVariable, const char* fileName);

/// The folders of the running executable's DT_RUNPATH, as its dynamic section spells them.
std::vector<std::string> executableRunPath();

/// The first of `candidates` that is a file, or an empty string.
std::string firstExistingFile(const std::vector<std::string>& candidates);

} // namespace gantry
