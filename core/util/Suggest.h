#pragma once
/** @brief "Did you mean ...?": the one guess at what a misspelt name was meant to be, for the scenario
 * loader's unknown keys and names, gantry-cli's unknown commands and options, and the GUI's options. */

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gantry {

/// Edits (insertions, deletions, substitutions, swaps of neighbours) that turn `a` into `b`, ignoring case.
std::size_t editDistance(std::string_view a, std::string_view b);

/// The candidate `word` most likely misspells: the nearest by edit distance (a candidate that starts with
/// `word` counts as one edit away), if it is within max(2, a third of the word) edits; else empty.
std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates);

} // namespace gantry
