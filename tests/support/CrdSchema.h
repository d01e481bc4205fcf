#pragma once
// A structural validator for Kubernetes objects against a CustomResourceDefinition's openAPIV3Schema,
// as the API server with strict field validation (kubectl's default since Kubernetes 1.27) checks them:
// type, required, properties (unknown fields are errors unless the schema preserves them),
// additionalProperties, items, enum, pattern, minLength/maxLength, minItems/maxItems,
// minimum/maximum, anyOf, x-kubernetes-int-or-string and the uniqueness of x-kubernetes-list-type map
// and set lists. Not evaluated: x-kubernetes-validations (CEL rules; tests check the ones that matter to
// them by hand), formats and defaults.
//
// Scalars are typed as Kubernetes reads YAML (sigs.k8s.io/yaml, YAML 1.1 rules): a quoted scalar is a
// string; a plain one is null, a boolean (true/false/yes/no/on/off), an integer, a number or else a string.

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace gantry::testing {

/// The openAPIV3Schema of `version` ("v1beta1") in a CRD document; an undefined node if it has none.
inline YAML::Node crdSchema(const YAML::Node& crd, const std::string& version)
{
    for (const auto& v : crd["spec"]["versions"])
        if (v["name"].as<std::string>() == version) return v["schema"]["openAPIV3Schema"];
    return YAML::Node(YAML::NodeType::Undefined);
}

/// What JSON type Kubernetes reads `node` as: object, array, string, integer, number, boolean or null.
inline std::string jsonType(const YAML::Node& node)
{
    if (node.IsMap()) return "object";
    if (node.IsSequence()) return "array";
    if (node.IsNull()) return "null";
    if (node.Tag() != "?" && !node.Tag().empty()) return "string"; // quoted (or tagged) text; "": built in code, read as plain
    std::string s = node.Scalar();
    std::string lower = s;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (lower.empty() || lower == "~" || lower == "null") return "null";
    if (lower == "true" || lower == "false" || lower == "yes" || lower == "no" || lower == "on" || lower == "off") return "boolean";
    static const std::regex integer(R"([-+]?(0|[1-9][0-9_]*|0x[0-9a-fA-F_]+|0o?[0-7_]+|0b[01_]+))");
    static const std::regex number(R"([-+]?(\.[0-9]+|[0-9][0-9_]*(\.[0-9_]*)?)([eE][-+]?[0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN))");
    if (std::regex_match(s, integer)) return "integer";
    if (std::regex_match(s, number)) return "number";
    return "string";
}

namespace detail {

inline void validate(const YAML::Node& schema, const YAML::Node& value, const std::string& path, std::vector<std::string>& problems)
{
    auto problem = [&](const std::string& what) { problems.push_back((path.empty() ? "<root>" : path) + ": " + what); };
    const std::string type = jsonType(value);
    const bool intOrString = schema["x-kubernetes-int-or-string"] && schema["x-kubernetes-int-or-string"].as<bool>();
    if (const auto anyOf = schema["anyOf"]; anyOf && !intOrString) { // int-or-string's anyOf says the same as the flag
        bool any = false;
        for (const auto& branch : anyOf) {
            std::vector<std::string> inner;
            validate(branch, value, path, inner);
            any = any || inner.empty();
        }
        if (!any) problem("matches none of anyOf");
    }
    if (intOrString) {
        if (type != "integer" && type != "string") problem("must be an integer or a string, is " + type);
    } else if (const auto t = schema["type"]) {
        const std::string want = t.as<std::string>();
        if (!(type == want || (want == "number" && type == "integer"))) {
            problem("must be " + want + ", is " + type);
            return;
        }
    }
    if (const auto e = schema["enum"]) {
        bool found = false;
        for (const auto& option : e) found = found || (option.IsScalar() && value.IsScalar() && option.Scalar() == value.Scalar());
        if (!found) problem("'" + (value.IsScalar() ? value.Scalar() : std::string("?")) + "' is not one of the enum's values");
    }
    if (type == "string") {
        const std::string& s = value.Scalar();
        if (const auto p = schema["pattern"]; p && !std::regex_search(s, std::regex(p.as<std::string>())))
            problem("'" + s + "' does not match pattern " + p.as<std::string>());
        if (const auto m = schema["maxLength"]; m && s.size() > m.as<std::size_t>()) problem("longer than maxLength " + m.as<std::string>());
        if (const auto m = schema["minLength"]; m && s.size() < m.as<std::size_t>()) problem("shorter than minLength " + m.as<std::string>());
    }
    if (type == "integer" || type == "number") {
        const double x = value.as<double>();
        if (const auto m = schema["minimum"]; m && x < m.as<double>()) problem("below minimum " + m.as<std::string>());
        if (const auto m = schema["maximum"]; m && x > m.as<double>()) problem("above maximum " + m.as<std::string>());
    }
    if (type == "array") {
        if (const auto m = schema["maxItems"]; m && value.size() > m.as<std::size_t>()) problem("more than maxItems " + m.as<std::string>());
        if (const auto m = schema["minItems"]; m && value.size() < m.as<std::size_t>()) problem("fewer than minItems " + m.as<std::string>());
        if (const auto items = schema["items"])
            for (std::size_t i = 0; i < value.size(); ++i) validate(items, value[i], path + "[" + std::to_string(i) + "]", problems);
        const std::string listType = schema["x-kubernetes-list-type"] ? schema["x-kubernetes-list-type"].as<std::string>() : "";
        std::set<std::string> seen;
        for (std::size_t i = 0; i < value.size() && (listType == "map" || listType == "set"); ++i) {
            std::string key;
            if (listType == "set") key = YAML::Dump(value[i]);
            else
                for (const auto& k : schema["x-kubernetes-list-map-keys"]) key += YAML::Dump(value[i][k.as<std::string>()]) + "\n";
            if (!seen.insert(key).second) problem("item " + std::to_string(i) + " repeats a key of the " + listType + " list");
        }
    }
    if (type == "object") {
        const auto properties = schema["properties"];
        const auto additional = schema["additionalProperties"];
        const bool preserve = schema["x-kubernetes-preserve-unknown-fields"] && schema["x-kubernetes-preserve-unknown-fields"].as<bool>();
        for (const auto& r : schema["required"])
            if (!value[r.as<std::string>()]) problem("lacks required field '" + r.as<std::string>() + "'");
        for (const auto& pair : value) {
            const std::string key = pair.first.as<std::string>();
            const std::string at = path.empty() ? key : path + "." + key;
            if (properties && properties[key]) validate(properties[key], pair.second, at, problems);
            else if (additional && additional.IsMap()) validate(additional, pair.second, at, problems);
            else if (additional && additional.IsScalar() && additional.as<bool>()) continue;
            else if ((properties || additional) && !preserve) problems.push_back(at + ": unknown field");
        }
    }
}

} // namespace detail

/// Every way `object` breaks `schema`, one line each ("spec.resourceGroups[0].flavors[0].name: ..."); none
/// when it conforms.
inline std::vector<std::string> validateAgainstSchema(const YAML::Node& schema, const YAML::Node& object)
{
    std::vector<std::string> problems;
    detail::validate(schema, object, "", problems);
    return problems;
}

} // namespace gantry::testing
