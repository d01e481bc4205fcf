// Forks: a variant with `at` starts from the base run's state at that time and applies its `events`
// (docs/scenario-format.md, "Forks"). Read here from the variant's overlay, against the base scenario.
#include "core/io/ScenarioIo.h"

#include "core/io/ScenarioYaml.h"
#include "core/io/YamlReader.h"
#include "core/util/Format.h"
#include "core/util/Translate.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <map>

namespace gantry {

using namespace scenarioyaml;

namespace {

const std::vector<std::string> kEventKinds = { "fail", "recover", "policy", "inject", "price" };

class ForkReader : public YamlReader {
public:
    ForkReader(std::string file, const Scenario& base, const ScenarioValidators& validators)
        : YamlReader(std::move(file)), m_base(base), m_validators(validators)
    {
    }

    /// A time: seconds, or a number with a unit (s, m, h, d: "36h", "1.5d").
    double time(const YAML::Node& node, const std::string& field)
    {
        expectScalar(node, field, translate("Error", "a time (seconds, or a number with s, m, h or d: 36h)"));
        std::string s = node.Scalar();
        double unit = 1;
        if (!s.empty() && std::isalpha(static_cast<unsigned char>(s.back()))) {
            static const std::map<char, double> units = { { 's', 1 }, { 'm', 60 }, { 'h', 3600 }, { 'd', 86400 } };
            const auto it = units.find(static_cast<char>(std::tolower(static_cast<unsigned char>(s.back()))));
            if (it == units.end())
                fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "unknown unit in '%1' (use s, m, h or d, e.g. 36h)"), { s }));
            unit = it->second;
            s.pop_back();
        }
        double x = 0;
        if (parseDouble(s, x) != NumberParse::Ok)
            fail(ErrorCode::BadValue, field, node,
                fillIn(translate("Error", "must be a time such as 3600, 90m, 36h or 2d (got '%1')"), { node.Scalar() }));
        if (x < 0) fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "must be >= 0 (got %1)"), { node.Scalar() }));
        return x * unit;
    }

    Fork read(const YAML::Node& variant, const std::string& path)
    {
        const MapReader m(*this, variant, path, { "name", "description", "at", "events" }, true);
        for (const auto& [key, value] : m.entries())
            if (key.Scalar() != "name" && key.Scalar() != "description" && key.Scalar() != "at" && key.Scalar() != "events")
                fail(ErrorCode::BadValue, m.field(key.Scalar()), key,
                    fillIn(translate("Error", "a fork changes the run through its events, from its time on; put '%1' into an event (policy, fail, "
                            "recover, inject, price) or into another variant"), { key.Scalar() }));
        Fork fork;
        fork.at = time(m.require("at"), m.field("at"));
        const auto events = m.get("events");
        if (!events) return fork;
        enter(*events);
        if (!events->IsSequence())
            fail(ErrorCode::BadValue, m.field("events"), *events, translate("Error", "must be a list of events (- fail: {rack: r0})"));
        std::size_t i = 0;
        for (const auto& item : *events) fork.events.push_back(event(item, indexed(m.field("events"), i++), fork.at));
        return fork;
    }

private:
    ForkEvent event(const YAML::Node& node, const std::string& path, double forkAt)
    {
        std::vector<std::string> keys = kEventKinds;
        keys.push_back("at");
        const MapReader m(*this, node, path, keys);
        ForkEvent e;
        e.field = path;
        e.time = forkAt;
        if (auto at = m.get("at")) {
            e.time = time(*at, m.field("at"));
            if (e.time < forkAt)
                fail(ErrorCode::BadValue, m.field("at"), *at,
                    fillIn(translate("Error", "an event cannot happen before its fork's time (%1)"), { formatDuration(forkAt) }));
        }
        std::vector<std::string> kinds;
        for (const auto& k : kEventKinds)
            if (m.get(k)) kinds.push_back(k);
        if (kinds.size() != 1)
            fail(ErrorCode::BadValue, path, node,
                kinds.empty()
                    ? fillIn(translate("Error", "an event needs one of %1"), { knownList(kEventKinds) })
                    : fillIn(translate("Error", "an event does one thing; this one has %1 (make them separate events)"), { knownList(kinds) }));
        const std::string& kind = kinds.front();
        const YAML::Node value = m.require(kind);
        const std::string field = m.field(kind);
        if (kind == "fail" || kind == "recover") {
            e.kind = kind == "fail" ? ForkEvent::Kind::Fail : ForkEvent::Kind::Recover;
            e.machines = machines(value, field);
        } else if (kind == "policy") {
            e.kind = ForkEvent::Kind::Policy;
            e.policy = policy(value, field);
        } else if (kind == "inject") {
            e.kind = ForkEvent::Kind::Inject;
            e.jobs = workload(value, field);
        } else {
            e.kind = ForkEvent::Kind::Price;
            price(value, field, e);
        }
        return e;
    }

    /// The index of the thing `node` names among `items` (machines, racks, GPU types), or a located error
    /// saying what is not there, with the closest name: `missing` is that message's pattern (%1 the name,
    /// %2 the suggestion).
    template <class Items> int named(const YAML::Node& node, const std::string& field, const Items& items, const std::string& missing)
    {
        const std::string n = text(node, field);
        std::vector<std::string> names;
        for (const auto& item : items) names.push_back(item.name);
        const auto it = std::find(names.begin(), names.end(), n);
        if (it == names.end()) fail(ErrorCode::BadValue, field, node, fillIn(missing, { n, suggestion(n, names) }));
        return static_cast<int>(it - names.begin());
    }

    /// `{machines: [a0, a1]}`, `{rack: zone-a}` or `{gpu_type: V100, count: 4}` (the first 4 of that type).
    std::vector<int> machines(const YAML::Node& node, const std::string& path)
    {
        const Cluster& cluster = m_base.cluster;
        const MapReader m(*this, node, path, { "machines", "rack", "gpu_type", "count" });
        std::vector<int> out;
        if (auto list = m.get("machines")) {
            enter(*list);
            if (!list->IsSequence()) fail(ErrorCode::BadValue, m.field("machines"), *list, translate("Error", "must be a list of machine names"));
            std::size_t i = 0;
            for (const auto& item : *list) out.push_back(named(item, indexed(m.field("machines"), i++), cluster.machines,
                translate("Error", "no machine is called '%1'%2")));
        } else if (auto rack = m.get("rack")) {
            const int r = named(*rack, m.field("rack"), cluster.racks, translate("Error", "no rack is called '%1'%2"));
            for (int k = 0; k < cluster.machineCount(); ++k)
                if (cluster.machines[static_cast<std::size_t>(k)].rack == r) out.push_back(k);
        } else if (auto type = m.get("gpu_type")) {
            const int t = named(*type, m.field("gpu_type"), cluster.gpuTypes, translate("Error", "no GPU type is called '%1'%2"));
            const std::string& n = cluster.gpuTypes[static_cast<std::size_t>(t)].name;
            std::vector<int> ofType;
            for (int k = 0; k < cluster.machineCount(); ++k)
                if (cluster.machines[static_cast<std::size_t>(k)].gpuType == t) ofType.push_back(k);
            const long long count = m.get("count") ? integer(m.require("count"), m.field("count"), 1, 1'000'000)
                                                   : static_cast<long long>(ofType.size());
            if (count > static_cast<long long>(ofType.size()))
                fail(ErrorCode::BadValue, m.field("count"), m.require("count"),
                    fillIn(translate("Error", "the cluster has %1 machines of type %2, not %3"),
                        { std::to_string(ofType.size()), n, std::to_string(count) }));
            out.assign(ofType.begin(), ofType.begin() + static_cast<std::ptrdiff_t>(count));
        } else {
            fail(ErrorCode::MissingField, path, node,
                translate("Error", "name the machines: {machines: [..]}, {rack: ..} or {gpu_type: .., count: ..}"));
        }
        return out;
    }

    /// A scenario section written over the base's (`policy` merges key by key; `workload` replaces).
    Scenario overlaid(const std::string& section, const YAML::Node& value, const std::string& path, bool replace)
    {
        enter(value);
        if (!value.IsMap()) fail(ErrorCode::BadValue, path, value, fillIn(translate("Error", "must be a mapping (a %1 section)"), { section }));
        Scenario base = m_base;
        if (replace) base.workload = WorkloadConfig {};
        YAML::Node overlay(YAML::NodeType::Map);
        overlay[section] = YAML::Clone(value);
        auto merged = mergeOverlay(base, overlay, m_validators);
        if (!merged) {
            const Error& e = merged.error();
            std::vector<std::string> parts = splitField(e.where.field);
            if (!parts.empty() && parts.front() == section) parts.erase(parts.begin());
            const auto [deepest, matched] = walk(value, parts);
            std::string rest = e.where.field.size() > section.size() ? e.where.field.substr(section.size()) : "";
            fail(e.code, path + rest, matched > 0 ? deepest : value, e.message);
        }
        return std::move(merged).value();
    }

    PolicyConfig policy(const YAML::Node& value, const std::string& path) { return overlaid("policy", value, path, false).policy; }

    WorkloadConfig workload(const YAML::Node& value, const std::string& path) { return overlaid("workload", value, path, true).workload; }

    void price(const YAML::Node& node, const std::string& path, ForkEvent& e)
    {
        const MapReader m(*this, node, path, { "gpu_type", "price_per_hour", "spot_price_per_hour" });
        e.gpuType = named(m.require("gpu_type"), m.field("gpu_type"), m_base.cluster.gpuTypes, translate("Error", "no GPU type is called '%1'%2"));
        const GpuType& type = m_base.cluster.gpuTypes[static_cast<std::size_t>(e.gpuType)];
        if (!m.get("price_per_hour") && !m.get("spot_price_per_hour"))
            fail(ErrorCode::MissingField, path, node, translate("Error", "a price event needs price_per_hour or spot_price_per_hour"));
        e.pricePerHour = m.get("price_per_hour") ? number(*m.get("price_per_hour"), m.field("price_per_hour"), Range::NonNegative)
                                                 : type.pricePerHour;
        e.spotPricePerHour = m.get("spot_price_per_hour")
            ? number(*m.get("spot_price_per_hour"), m.field("spot_price_per_hour"), Range::NonNegative)
            : type.spotPricePerHour;
    }

    const Scenario& m_base;
    const ScenarioValidators& m_validators;
};

} // namespace

namespace scenarioyaml {

std::optional<Fork> readFork(const YAML::Node& variant, const std::string& file, const std::string& path, const Scenario& base,
    const ScenarioValidators& validators)
{
    if (!variant.IsMap() || !child(variant, "at")) {
        if (variant.IsMap())
            if (auto events = child(variant, "events"))
                throw ErrorException(Error { ErrorCode::MissingField,
                    translate("Error", "events belong to a fork: give the variant an 'at' (the time it starts from)"),
                    { file, locOf(*events, {}).line, locOf(*events, {}).column, join(path, "events") } });
        return std::nullopt;
    }
    ForkReader reader(file, base, validators);
    return reader.read(variant, path);
}

} // namespace scenarioyaml

Result<std::optional<Fork>> forkOf(const Scenario& base, int variantIndex, const ScenarioValidators& validators)
{
    if (variantIndex < 0 || variantIndex >= static_cast<int>(base.variants.size()))
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "there is no variant %1"), { std::to_string(variantIndex) }), { {}, 0, 0, "variants" } };
    const std::string prefix = "variants[" + std::to_string(variantIndex) + "]";
    try {
        const YAML::Node overlay = loadDocument(base.variants[static_cast<std::size_t>(variantIndex)].overlayYaml, prefix);
        return readFork(overlay, prefix, prefix, base, validators);
    } catch (const ErrorException& e) {
        return e.error();
    }
}

} // namespace gantry
