#pragma once
/** @brief The YAML layer under the scenario parser, emitter and variants: one document loaded within
 * limits (depth, nodes, one document, no duplicate keys) with located errors, field paths, numbers
 * read without the locale, text written so that it reads back as itself (plain or double-quoted),
 * canonical flow text and the variant merge. Internal to core/io/Scenario*.cpp. */

#include "core/io/ScenarioIo.h"

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gantry::scenarioyaml {

// Real scenarios nest about 6 levels deep; anything near yaml-cpp's own limit is hostile or broken,
// and a self-referencing alias (`&a [*a]`) shows up as unbounded depth.
inline constexpr int kMaxDepth = 64;

// Aliases share nodes, so a tiny file can expand to billions of visits ("billion laughs").
inline constexpr std::size_t kMaxNodes = 1'000'000;

// Keeps `count:` and `shape:` from allocating without bound.
inline constexpr long long kMaxMachines = kMaxClusterMachines;

struct Loc {
    int line = 1;
    int column = 1;
};

/// Where a node starts (1-based), or `fallback` for a node without a mark.
Loc locOf(const YAML::Node& node, Loc fallback);

Loc locOfMark(const YAML::Mark& mark);

/// Field paths: "a.b" and "a[3]".
std::string join(const std::string& path, const std::string& key);

std::string indexed(const std::string& path, std::size_t i);

std::string lower(std::string_view s);

/// " (did you mean 'x'?)" for the closest candidate, if it is close enough to be a likely typo.
std::string suggestion(const std::string& word, const std::vector<std::string>& candidates);

/// "a, b, c": the names a field accepts, for messages.
std::string knownList(const std::vector<std::string>& names);

/// A YAML number read without the locale (from_chars), with the reason when it is not one.
enum class NumberParse { Ok, NotNumber, NotFinite, OutOfRange };

NumberParse parseDouble(std::string_view s, double& out);

bool isReservedWord(const std::string& s);

bool isPlainChar(unsigned char c);

/// Text that can be written without quotes and reads back as the same string (never as a number,
/// boolean or null, in block and flow context alike).
bool isSafePlainText(const std::string& s);

/// A YAML double-quoted string. Control characters and the Unicode line breaks YAML would fold are
/// escaped; everything else (valid UTF-8 from the parser) is copied as is.
std::string doubleQuoted(const std::string& s);

std::string quoteText(const std::string& s);

/// Multi-line text that a literal block (`|`) carries exactly; the rest is double-quoted.
bool fitsLiteralBlock(const std::string& s);

/// Whether a scalar was written unquoted (so "true" and 1 mean a boolean and a number).
bool isPlain(const YAML::Node& node);

/// Throws ErrorException if the document is too deep or expands to too many nodes.
void guardNode(const YAML::Node& node, int depth, std::size_t& count, const std::string& file, Loc parent);

/// Parses exactly one YAML document; yaml-cpp's exceptions become located Errors.
YAML::Node loadDocument(const std::string& text, const std::string& file);

/// Overlays built in code skip the loader's per-mapping checks; duplicate keys would otherwise be
/// dropped silently by the merge.
void rejectDuplicateKeys(const YAML::Node& node, const std::string& file);

/// Canonical flow text of a node (used for variant overlays): `{a: 1, b: [x, "y z"]}`. Plain scalars
/// stay plain where that is safe, so numbers and booleans keep their meaning.
void writeFlow(std::string& out, const YAML::Node& node);

/// A top-level mapping as "key: <flow>" lines.
std::string mappingLines(const YAML::Node& map, const std::set<std::string>& skip = {});

/// The child of a map with this key, or an undefined node (no insertion, unlike operator[]).
std::optional<YAML::Node> child(const YAML::Node& map, const std::string& key);

/// Splits "cluster.racks[1].machines[0].gpus" into "cluster", "racks", "[1]", "machines", "[0]", "gpus".
std::vector<std::string> splitField(const std::string& field);

/// Follows a field path into a document as far as it exists; returns the deepest node reached and
/// how many parts were matched.
std::pair<YAML::Node, std::size_t> walk(const YAML::Node& root, const std::vector<std::string>& parts);

/// Deep merge of a variant overlay over a base document: maps merge key by key, anything else
/// replaces. Keys that exclude each other (racks/shape, trace/generator) drop the base's side.
YAML::Node mergeNodes(const YAML::Node& base, const YAML::Node& overlay, const std::string& path);

/// A scenario from a loaded node (a scenario file's root, or a scenario written inside another file,
/// such as a lesson): errors are located by the node's own marks. Throws ErrorException.
Scenario parseScenarioNode(const YAML::Node& root, const std::string& fileName, const std::string& baseDirectory,
    const ScenarioValidators& validators);

/// Merges an overlay mapping over `base` (whose variants are ignored) and parses the result. Errors
/// carry field paths of the merged document; callers relocate them into the overlay.
/// (core/io/ScenarioVariants.cpp; the parser checks every variant with it.)
Result<Scenario> mergeOverlay(const Scenario& base, const YAML::Node& overlay, const ScenarioValidators& validators);

/// The fork a variant's node describes (its `at` and `events`), resolved against `base`; nullopt when
/// it has no `at`. Errors are located in `file` at the node (field paths under `path`). Throws
/// ErrorException. (core/io/ScenarioForks.cpp)
std::optional<Fork> readFork(const YAML::Node& variant, const std::string& file, const std::string& path, const Scenario& base,
    const ScenarioValidators& validators);

} // namespace gantry::scenarioyaml
