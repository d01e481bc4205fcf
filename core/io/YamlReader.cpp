#include "core/io/YamlReader.h"

#include <algorithm>
#include <map>

namespace gantry::scenarioyaml {

MapReader::MapReader(YamlReader& reader, const YAML::Node& node, std::string path, std::vector<std::string> known, bool allowUnknown)
    : m_reader(reader), m_node(node), m_path(std::move(path))
{
    reader.enter(node);
    if (!node.IsDefined() || node.IsNull()) reader.fail(ErrorCode::MissingField, m_path, node, "needs a mapping of keys and values");
    if (!node.IsMap())
        reader.fail(ErrorCode::BadValue, m_path, node,
            std::string("must be a mapping of keys and values, not a ") + (node.IsSequence() ? "list" : "single value"));
    std::map<std::string, YAML::Node> seen;
    for (const auto& pair : node) {
        const YAML::Node& key = pair.first;
        if (!key.IsScalar()) reader.fail(ErrorCode::BadValue, m_path, key, "keys must be plain names");
        const std::string& name = key.Scalar();
        if (auto it = seen.find(name); it != seen.end()) {
            const Loc first = locOf(it->second, {});
            reader.fail(ErrorCode::Parse, join(m_path, name), key,
                "duplicate key '" + name + "' (first at line " + std::to_string(first.line) + ")");
        }
        seen.emplace(name, key);
        if (!allowUnknown && std::find(known.begin(), known.end(), name) == known.end())
            reader.fail(ErrorCode::UnknownName, join(m_path, name), key,
                "unknown key '" + name + "'" + suggestion(name, known) + "; known keys: " + knownList(known));
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
        "missing required key '" + key + "'" + (m_path.empty() ? std::string() : " in " + m_path));
}

} // namespace gantry::scenarioyaml
