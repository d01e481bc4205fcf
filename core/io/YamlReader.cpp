#include "core/io/YamlReader.h"

#include "core/util/Translate.h"

#include <algorithm>
#include <map>

namespace gantry::scenarioyaml {

MapReader::MapReader(YamlReader& reader, const YAML::Node& node, std::string path, std::vector<std::string> known, bool allowUnknown)
    : m_reader(reader), m_node(node), m_path(std::move(path))
{
    reader.enter(node);
    if (!node.IsDefined() || node.IsNull()) reader.fail(ErrorCode::MissingField, m_path, node,
        translate("Error", "needs a mapping of keys and values"));
    if (!node.IsMap())
        reader.fail(ErrorCode::BadValue, m_path, node,
            node.IsSequence() ? translate("Error", "must be a mapping of keys and values, not a list")
                              : translate("Error", "must be a mapping of keys and values, not a single value"));
    // A file whose top level has none of the keys it should is not this kind of file at all (a
    // credentials file or /etc/shadow named by mistake, or by a lesson): it is reported by its path and
    // line with the keys it should have, and nothing it holds is quoted.
    if (m_path.empty() && !allowUnknown && node.size() > 0
        && std::none_of(node.begin(), node.end(), [&](const auto& pair) {
               return pair.first.IsScalar() && std::find(known.begin(), known.end(), pair.first.Scalar()) != known.end();
           }))
        reader.fail(ErrorCode::BadValue, m_path, node,
            fillIn(translate("Error", "none of its keys is one this file should have (%1): it is not this kind of file"), { knownList(known) }));
    std::map<std::string, YAML::Node> seen;
    for (const auto& pair : node) {
        const YAML::Node& key = pair.first;
        if (!key.IsScalar()) reader.fail(ErrorCode::BadValue, m_path, key, translate("Error", "keys must be plain names"));
        const std::string& name = key.Scalar();
        if (auto it = seen.find(name); it != seen.end()) {
            const Loc first = locOf(it->second, {});
            reader.fail(ErrorCode::Parse, join(m_path, name), key,
                fillIn(translate("Error", "duplicate key '%1' (first at line %2)"), { name, std::to_string(first.line) }));
        }
        seen.emplace(name, key);
        if (!allowUnknown && std::find(known.begin(), known.end(), name) == known.end())
            reader.fail(ErrorCode::UnknownName, join(m_path, name), key,
                //: %2 is " (did you mean 'x'?)" or nothing
                fillIn(translate("Error", "unknown key '%1'%2; known keys: %3"), { name, suggestion(name, known), knownList(known) }));
        m_entries.emplace_back(key, pair.second);
    }
}

std::optional<YAML::Node> MapReader::get(const std::string& key) const
{
    for (const auto& [k, v] : m_entries)
        if (k.Scalar() == key) return v;
    return std::nullopt;
}

YAML::Node MapReader::keyNode(const std::string& key) const
{
    for (const auto& [k, v] : m_entries)
        if (k.Scalar() == key) return k;
    return m_node;
}

YAML::Node MapReader::require(const std::string& key) const
{
    if (auto v = get(key)) return *v;
    m_reader.fail(ErrorCode::MissingField, field(key), m_node,
        m_path.empty() ? fillIn(translate("Error", "missing required key '%1'"), { key })
                       : fillIn(translate("Error", "missing required key '%1' in %2"), { key, m_path }));
}

} // namespace gantry::scenarioyaml
