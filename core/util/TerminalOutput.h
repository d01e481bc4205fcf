#pragma once
/** @brief Nothing from a file reaches the terminal raw: the process's standard output and error pass
 * through printableText (core/util/Text.h), whatever writes to them (printf, std::cout, CLI11's help,
 * a lesson's story), so an escape sequence in a lesson or trace cannot clear the screen, set the
 * window title or write the clipboard. docs/reliability.md, "Names are text, not terminal commands". */

#include <cstdio>

namespace gantry {

/// Replaces stdout and stderr (and std::cout, std::cerr) with streams that write to the same files
/// through printableText. Call once, first thing in main. A UTF-8 sequence split between two writes is
/// kept until its end arrives.
void guardStandardStreams();

/// Standard error as it was before guardStandardStreams, for Gantry's own terminal control (the "\r"
/// that redraws a progress line); what it writes there must already be printable.
std::FILE* unguardedStderr();

} // namespace gantry
