#pragma once
// Whole-file reads and crash-safe writes for the core (no Qt here: POSIX rename for atomicity).

#include "core/util/Error.h"

#include <string>

namespace gantry {

/// Largest input file Gantry reads (guards against accidental multi-GB files and YAML bombs).
inline constexpr std::size_t kMaxInputBytes = std::size_t(1) << 30;

Result<std::string> readTextFile(const std::string& path, std::size_t maxBytes = kMaxInputBytes);

/// Writes to "<path>.tmp-XXXX" in the same folder, flushes, then renames over path: a crash never
/// leaves a half-written file behind, and the old file survives any failure.
Status writeFileAtomically(const std::string& path, const std::string& contents);

/// Whether output files can go into `directory` (an existing directory Gantry may write into, or a
/// new name whose nearest existing ancestor is one). Checked before a long run starts, so a bad
/// --out is a bad-input error at once rather than a failure after the whole simulation.
Status checkOutputDirectory(const std::string& directory);
/// The same for one output file: its folder can be written, and the name is new or a regular file
/// (never a device, a pipe or a folder, which an atomic rename would replace).
Status checkOutputFile(const std::string& file);

} // namespace gantry
