// Variants: an overlay merged over the base scenario (maps merge key by key, anything else
// replaces), checked as a whole scenario; the overlay that turns one scenario into another; and where
// an error about a scenario or one of its variants is in its file.
#include "core/io/ScenarioIo.h"

#include "core/io/ScenarioYaml.h"
#include "core/util/File.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string_view>

namespace gantry {

using namespace scenarioyaml;

namespace scenarioyaml {

Result<Scenario> mergeOverlay(const Scenario& base, const YAML::Node& overlay, const ScenarioValidators& validators)
{
    Scenario plain = base;
    plain.variants.clear();
    plain.plan = {}; // a variant does not change the plan (and the stand-in cluster below lacks its GPU types)
    // A cluster is validated on its own, so an overlay that leaves it alone need not have it written
    // out and read back: with 100,000 machines that alone took 18 s and 2.9 GB per variant.
    const bool keepsCluster = !(overlay.IsMap() && overlay["cluster"].IsDefined());
    if (keepsCluster) { // a one-GPU stand-in with the base's GPU types (tenants' quotas name them); the base's is put back below
        plain.cluster = base.cluster.gpuTypes.empty() ? Cluster::uniform(1, 1, 1) : Cluster::uniform(1, 1, 1, base.cluster.gpuTypes.front());
        if (!base.cluster.gpuTypes.empty()) plain.cluster.gpuTypes = base.cluster.gpuTypes;
    }
    YAML::Node baseNode;
    try {
        baseNode = YAML::Load(emitScenario(plain));
    } catch (const YAML::Exception& e) {
        return Error { ErrorCode::Internal, std::string("emitted scenario does not parse: ") + e.what(), {} };
    }
    YAML::Node overlayMap(YAML::NodeType::Map);
    if (overlay.IsMap())
        for (const auto& pair : overlay)
            if (!(pair.first.IsScalar()
                    && (pair.first.Scalar() == "name" || pair.first.Scalar() == "at" || pair.first.Scalar() == "events")))
                overlayMap[YAML::Clone(pair.first)] = YAML::Clone(pair.second); // a fork's at and events: forkOf
    const YAML::Node merged = mergeNodes(baseNode, overlayMap, {});
    auto result = parseScenario(mappingLines(merged), "variant", base.baseDirectory, validators);
    if (result && keepsCluster) result.value().cluster = base.cluster;
    if (result) result.value().plan = base.plan;
    return result;
}

} // namespace scenarioyaml

Result<std::string> normalizeOverlayYaml(const std::string& overlayYaml)
{
    try {
        const YAML::Node root = loadDocument(overlayYaml, "overlay");
        rejectDuplicateKeys(root, "overlay");
        if (!root.IsDefined() || root.IsNull()) return std::string();
        if (!root.IsMap()) {
            const Loc at = locOf(root, {});
            return Error { ErrorCode::BadValue, translate("Error", "a variant overlay must be a mapping (e.g. policy: {ordering: sjf})"),
                { "overlay", at.line, at.column, {} } };
        }
        return mappingLines(root);
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const std::exception& e) {
        return Error { ErrorCode::Parse, fillIn(translate("Error", "overlay could not be read: %1"), { e.what() }), { "overlay", 1, 1, {} } };
    }
}

Result<std::vector<std::pair<std::string, std::string>>> mappingEntries(const std::string& yaml)
{
    try {
        const YAML::Node root = loadDocument(yaml, "mapping");
        std::vector<std::pair<std::string, std::string>> out;
        if (!root.IsDefined() || root.IsNull()) return out;
        if (!root.IsMap()) return Error { ErrorCode::BadValue, translate("Error", "must be a mapping, e.g. {ordering: sjf}"), {} };
        for (const auto& pair : root) {
            std::string value;
            writeFlow(value, pair.second);
            out.emplace_back(pair.first.Scalar(), std::move(value));
        }
        return out;
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const std::exception& e) {
        return Error { ErrorCode::Parse, fillIn(translate("Error", "not valid YAML: %1"), { e.what() }), {} };
    }
}

Result<std::string> overlayBetween(const Scenario& base, const Scenario& changed)
{
    try {
        const YAML::Node from = loadDocument(emitScenario(base), "base");
        const YAML::Node to = loadDocument(emitScenario(changed), "changed");
        std::string out;
        for (const auto& pair : to) {
            const std::string key = pair.first.Scalar();
            if (key == "variants" || key == "plan" || key == "name" || key == "description") continue;
            std::string was, now;
            if (auto old = child(from, key)) writeFlow(was, *old);
            writeFlow(now, pair.second);
            if (was != now) out += key + ": " + now + "\n";
        }
        return out;
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const std::exception& e) {
        return Error { ErrorCode::Parse, fillIn(translate("Error", "overlay could not be made: %1"), { e.what() }), {} };
    }
}

Result<Scenario> applyVariant(const Scenario& base, int variantIndex, const ScenarioValidators& validators)
{
    if (variantIndex < 0 || variantIndex >= static_cast<int>(base.variants.size()))
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "there is no variant %1"), { std::to_string(variantIndex) }), { {}, 0, 0, "variants" } };
    const Variant& variant = base.variants[variantIndex];
    const std::string prefix = "variants[" + std::to_string(variantIndex) + "]";
    try {
        const YAML::Node overlay = loadDocument(variant.overlayYaml, prefix);
        rejectDuplicateKeys(overlay, prefix);
        if (overlay.IsDefined() && !overlay.IsNull() && !overlay.IsMap())
            return Error { ErrorCode::BadValue, translate("Error", "a variant overlay must be a mapping (e.g. policy: {ordering: sjf})"),
                { prefix, 1, 1, prefix } };
        auto merged = mergeOverlay(base, overlay.IsMap() ? overlay : YAML::Node(YAML::NodeType::Map), validators);
        if (!merged) {
            const Error& e = merged.error();
            const auto [deepest, matched] = walk(overlay, splitField(e.where.field));
            const Loc loc = matched > 0 ? locOf(deepest, {}) : Loc {};
            return Error { e.code, fillIn(translate("Error", "in variant '%1': %2"), { variant.name, e.message }),
                { prefix, loc.line, loc.column, e.where.field.empty() ? prefix : prefix + "." + e.where.field } };
        }
        Scenario result = std::move(merged).value();
        result.name = base.name + " / " + variant.name;
        result.variants.clear();
        result.baseDirectory = base.baseDirectory;
        return result;
    } catch (const ErrorException& e) {
        Error error = e.error();
        error.where.field = prefix;
        return error;
    } catch (const std::exception& e) {
        return Error { ErrorCode::Internal, std::string("unexpected error while applying a variant: ") + e.what(), { prefix, 1, 1, prefix } };
    }
}

Error moveIntoVariant(Error error, const Scenario& base, int variantIndex)
{
    if (!error.where.file.empty() || variantIndex < 0 || variantIndex >= static_cast<int>(base.variants.size())) return error;
    const std::string prefix = "variants[" + std::to_string(variantIndex) + "]";
    try {
        const YAML::Node overlay = loadDocument(base.variants[std::size_t(variantIndex)].overlayYaml, prefix);
        if (!error.where.field.empty() && walk(overlay, splitField(error.where.field)).second > 0)
            error.where.field = prefix + "." + error.where.field;
    } catch (const std::exception&) {
        // The overlay was read when the variant was applied; left as the base's field otherwise.
    }
    return error;
}

Error locateInVariant(Error error, const Scenario& base, int variantIndex)
{
    if (!error.where.file.empty() || variantIndex < 0 || variantIndex >= static_cast<int>(base.variants.size())) return error;
    error = moveIntoVariant(std::move(error), base, variantIndex);
    error.message = fillIn(translate("Error", "in variant '%1': %2"), { base.variants[std::size_t(variantIndex)].name, error.message });
    return error;
}

Error locateInScenarioFile(Error error, const std::string& file)
{
    if (!error.where.file.empty() || error.where.field.empty() || file.empty()) return error;
    error.where.file = file;
    const auto text = readTextFile(file, kMaxScenarioBytes);
    if (!text) return error;
    try {
        const YAML::Node root = YAML::Load(*text);
        YAML::Node node;
        node.reset(root); // YAML::Node's `=` writes into the node; reset points at another one
        std::optional<YAML::Mark> mark;
        // "variants[1].policy.scheduler.model": keys and list indices, walked as far as the file goes.
        std::string_view path = error.where.field;
        while (!path.empty()) {
            const std::size_t end = path.find_first_of(".[");
            const std::string key(path.substr(0, end));
            path.remove_prefix(end == std::string_view::npos ? path.size() : end);
            std::optional<YAML::Node> next;
            const YAML::Node current(node); // const lookups never add the key
            if (!key.empty()) {
                if (current.IsMap() && current[key].IsDefined()) next = current[key];
            } else if (path.front() == '[') {
                const std::size_t close = path.find(']');
                const auto index = parseInteger(path.substr(1, close == std::string_view::npos ? 0 : close - 1));
                path.remove_prefix(close == std::string_view::npos ? path.size() : close + 1);
                if (index && *index >= 0 && current.IsSequence() && static_cast<std::size_t>(*index) < current.size())
                    next = current[static_cast<std::size_t>(*index)];
            }
            if (!path.empty() && path.front() == '.') path.remove_prefix(1);
            if (!next) break;
            node.reset(*next);
            mark = node.Mark();
        }
        if (mark && mark->line >= 0) {
            error.where.line = mark->line + 1;
            error.where.column = mark->column + 1;
        }
    } catch (const YAML::Exception&) {
        // The file changed since it was loaded: the file and the field still say where to look.
    }
    return error;
}

} // namespace gantry
