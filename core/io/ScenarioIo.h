#pragma once
/** @brief Scenario files: loading (with validation that points at file, line, column and field),
 * canonical saving, hashing and variants. The format is documented in docs/scenario-format.md. */

#include "core/io/ScenarioValidators.h"
#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <cstddef>
#include <string>

namespace gantry {

/// Scenario files are small; anything larger is a mistake (or an attack) and is refused unread.
inline constexpr std::size_t kMaxScenarioBytes = std::size_t(16) << 20;

/// Reads and validates a scenario file; relative paths inside resolve against the file's folder.
Result<Scenario> loadScenario(const std::string& path, const ScenarioValidators& validators = defaultValidators());

/// `error`, about a field of the scenario in `file` but found after loading (a policy that cannot be
/// set up, a learned scheduler without its model), with the file, and the line and column where the
/// file spells that field ("variants[1].policy.scheduler.model") or, when the file leaves it out, the
/// nearest field around it that it spells. Errors that name a file already are returned unchanged.
Error locateInScenarioFile(Error error, const std::string& file);

/// Parses scenario YAML. `fileName` is used in error locations only; `baseDirectory` becomes
/// Scenario::baseDirectory. Every variant is checked too, so a loaded scenario's variants apply.
Result<Scenario> parseScenario(const std::string& yamlText, const std::string& fileName,
    const std::string& baseDirectory, const ScenarioValidators& validators = defaultValidators());

/// Canonical YAML: fixed key order, expanded clusters, numbers in their shortest exact form.
/// parseScenario(emitScenario(s)) == s for every valid s.
std::string emitScenario(const Scenario& scenario);

/// emitScenario written atomically (the old file survives any failure).
Status saveScenario(const Scenario& scenario, const std::string& path);

/// SHA-256 (hex) of emitScenario's output: equal scenarios have equal hashes, whatever their layout.
std::string scenarioHash(const Scenario& scenario);

/// The base scenario with variant `variantIndex` merged over it (maps merge key by key, anything
/// else replaces), validated. The result has no variants and is named "<base> / <variant>"; errors
/// name the field as "variants[i].<field>".
Result<Scenario> applyVariant(const Scenario& base, int variantIndex,
    const ScenarioValidators& validators = defaultValidators());

/// The fork variant `variantIndex` describes (`at` and `events`, docs/scenario-format.md "Forks"), resolved
/// against `base`; nullopt for a variant that is not a fork.
Result<std::optional<Fork>> forkOf(const Scenario& base, int variantIndex, const ScenarioValidators& validators = defaultValidators());

/// A fork's overlay as the loader reads it: `at` (seconds) and its events, each one flow mapping
/// ("{fail: {rack: " + yamlQuoted(name) + "}}"). Whatever writes a fork (the fork dialog, a plan's
/// answer from a moment) writes it here.
std::string forkOverlayYaml(double at, const std::vector<std::string>& events);
/// `name` as a YAML double-quoted scalar, for names inside a fork's events: a rack named a"b, a GPU
/// type holding ": " or "#" read back as themselves.
std::string yamlQuoted(const std::string& name);

/// `error`, about the scenario with variant `variantIndex` applied ("tenants[2].name"), moved into the
/// variant ("variants[1].tenants[2].name") when the variant's overlay sets that field's section, else left
/// at the base's field; its message says which variant. Errors that name a file are returned unchanged.
Error locateInVariant(Error error, const Scenario& base, int variantIndex);
/// The same move, leaving the message as it is (for callers that say which variant their own way).
Error moveIntoVariant(Error error, const Scenario& base, int variantIndex);

/// The canonical text of a variant overlay (one "key: {flow value}" line per top-level key), as
/// stored in Variant::overlayYaml by the loader. Editors use it before storing overlays they build.
Result<std::string> normalizeOverlayYaml(const std::string& overlayYaml);

/// The top-level entries of a mapping written as YAML ("{ordering: tiresias, placement: {name: dally}}"), each
/// key with its value as flow text ("tiresias", "{name: dally}"), in their order: how an editor shows a
/// plan's policy section field by field. An error for text that is not a mapping.
Result<std::vector<std::pair<std::string, std::string>>> mappingEntries(const std::string& yaml);

/// The variant overlay that turns `base` into `changed`: a line for each top-level section that differs
/// (names, descriptions, variants and plans are left out). Applying it to `base` gives `changed`'s
/// sections back.
Result<std::string> overlayBetween(const Scenario& base, const Scenario& changed);

/// `path` (e.g. the workload trace) resolved against the scenario's folder unless it is absolute.
std::string resolveScenarioPath(const Scenario& scenario, const std::string& path);

} // namespace gantry
