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

const std::vector<std::string> kEventKinds = { "fail", "recover", "leave", "join", "policy", "inject", "price" };

class ForkReader : public YamlReader {
public:
    ForkReader(std::string file, const Scenario& base, const ScenarioValidators& validators)
        : YamlReader(std::move(file))
        , m_base(base)
        , m_validators(validators)
        , m_cluster(base.cluster)
        , m_joinedAt(static_cast<std::size_t>(base.cluster.machineCount()), 0.0)
        , m_leftAt(static_cast<std::size_t>(base.cluster.machineCount()), kNever)
    {
    }

    Fork read(const YAML::Node& variant, const std::string& path)
    {
        const MapReader m(*this, variant, path, { "name", "description", "at", "events" }, true);
        for (const auto& [key, value] : m.entries())
            if (key.Scalar() != "name" && key.Scalar() != "description" && key.Scalar() != "at" && key.Scalar() != "events")
                fail(ErrorCode::BadValue, m.field(key.Scalar()), key,
                    fillIn(translate("Error", "a fork changes the run through its events, from its time on; put '%1' into an event (%2) or "
                                              "into another variant"),
                        { key.Scalar(), knownList(kEventKinds) }));
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
        if (kind == "fail" || kind == "recover" || kind == "leave") {
            e.kind = kind == "fail" ? ForkEvent::Kind::Fail : kind == "recover" ? ForkEvent::Kind::Recover : ForkEvent::Kind::Leave;
            e.machines = machines(value, field, e.time);
            if (e.kind == ForkEvent::Kind::Leave)
                for (int machine : e.machines) m_leftAt[static_cast<std::size_t>(machine)] = e.time;
        } else if (kind == "join") {
            e.kind = ForkEvent::Kind::Join;
            join(value, field, e);
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

    /// `{machines: [a0, a1]}`, `{rack: zone-a}` or `{gpu_type: V100, count: 4}` (the first 4 of that type):
    /// the machines of the cluster at `time`, those joined by earlier events included and those that
    /// left excluded.
    std::vector<int> machines(const YAML::Node& node, const std::string& path, double time)
    {
        const Cluster& cluster = m_cluster;
        const MapReader m(*this, node, path, { "machines", "rack", "gpu_type", "count" });
        auto present = [&](int k) { return m_joinedAt[std::size_t(k)] <= time && time < m_leftAt[std::size_t(k)]; };
        std::vector<int> out;
        if (auto list = m.get("machines")) {
            enter(*list);
            if (!list->IsSequence()) fail(ErrorCode::BadValue, m.field("machines"), *list, translate("Error", "must be a list of machine names"));
            std::size_t i = 0;
            for (const auto& item : *list) {
                const std::string field = indexed(m.field("machines"), i++);
                const int k = named(item, field, cluster.machines, translate("Error", "no machine is called '%1'%2"));
                if (m_leftAt[std::size_t(k)] <= time)
                    fail(ErrorCode::BadValue, field, item,
                        fillIn(translate("Error", "machine '%1' left the cluster at %2; a machine that leaves does not come back (join a new one)"),
                            { item.Scalar(), formatDuration(m_leftAt[std::size_t(k)]) }));
                if (m_joinedAt[std::size_t(k)] > time)
                    fail(ErrorCode::BadValue, field, item,
                        fillIn(translate("Error", "machine '%1' joins only at %2"), { item.Scalar(), formatDuration(m_joinedAt[std::size_t(k)]) }));
                out.push_back(k);
            }
        } else if (auto rack = m.get("rack")) {
            const int r = named(*rack, m.field("rack"), cluster.racks, translate("Error", "no rack is called '%1'%2"));
            for (int k = 0; k < cluster.machineCount(); ++k)
                if (cluster.machines[static_cast<std::size_t>(k)].rack == r && present(k)) out.push_back(k);
        } else if (auto type = m.get("gpu_type")) {
            const int t = named(*type, m.field("gpu_type"), cluster.gpuTypes, translate("Error", "no GPU type is called '%1'%2"));
            const std::string& n = cluster.gpuTypes[static_cast<std::size_t>(t)].name;
            std::vector<int> ofType;
            for (int k = 0; k < cluster.machineCount(); ++k)
                if (cluster.machines[static_cast<std::size_t>(k)].gpuType == t && present(k)) ofType.push_back(k);
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

    /// `{gpu_type: A100, count: 2}`: machines like the cluster's first of that type (or Gantry's default
    /// machine), in its rack, an existing `rack` or a `new_rack`; `gpus` and `name` may say otherwise.
    void join(const YAML::Node& node, const std::string& path, ForkEvent& e)
    {
        const MapReader m(*this, node, path, { "gpu_type", "count", "gpus", "cpus", "rack", "new_rack", "name" });
        if (e.time < m_lastJoin)
            fail(ErrorCode::BadValue, path, node,
                fillIn(translate("Error", "joins are listed in the order they happen: an earlier join in this fork is at %1"),
                    { formatDuration(m_lastJoin) }));
        m_lastJoin = e.time;
        const int type = named(m.require("gpu_type"), m.field("gpu_type"), m_cluster.gpuTypes, translate("Error", "no GPU type is called '%1'%2"));
        Machine machine;
        machine.gpuType = type;
        const auto like = std::find_if(m_cluster.machines.begin(), m_cluster.machines.end(), [&](const Machine& x) { return x.gpuType == type; });
        if (like != m_cluster.machines.end()) machine = *like;
        if (auto v = m.get("gpus")) machine.gpuCount = static_cast<int>(integer(*v, m.field("gpus"), 0, 64));
        if (auto v = m.get("cpus")) machine.cpuSlots = static_cast<int>(integer(*v, m.field("cpus"), 0, 1'000'000));
        if (m.get("rack") && m.get("new_rack")) fail(ErrorCode::BadValue, m.field("new_rack"), m.keyNode("new_rack"), translate("Error", "give rack or new_rack, not both"));
        if (auto v = m.get("rack")) machine.rack = named(*v, m.field("rack"), m_cluster.racks, translate("Error", "no rack is called '%1'%2"));
        if (auto v = m.get("new_rack")) {
            Rack rack = m_cluster.racks.front(); // its links are like the cluster's first rack's
            rack.name = text(*v, m.field("new_rack"));
            for (const Rack& r : m_cluster.racks)
                if (r.name == rack.name)
                    fail(ErrorCode::BadValue, m.field("new_rack"), *v,
                        fillIn(translate("Error", "there is a rack called '%1' already (use rack: to add to it)"), { rack.name }));
            e.newRacks.push_back(rack);
            m_cluster.racks.push_back(rack);
            machine.rack = m_cluster.rackCount() - 1;
        }
        const long long count = m.get("count") ? integer(*m.get("count"), m.field("count"), 1, kMaxClusterMachines) : 1;
        if (m_cluster.machineCount() + count > kMaxClusterMachines)
            fail(ErrorCode::BadValue, m.field("count"), node,
                fillIn(translate("Error", "the cluster would have more than %1 machines"), { std::to_string(kMaxClusterMachines) }));
        const bool given = bool(m.get("name"));
        const std::string prefix = given ? text(*m.get("name"), m.field("name"))
                                         : m_cluster.racks[std::size_t(machine.rack)].name + "-" + m_cluster.gpuTypes[std::size_t(type)].name;
        for (long long k = 0; k < count; ++k) {
            Machine copy = machine;
            copy.name = given && count == 1 ? prefix : prefix + "-" + std::to_string(k);
            for (const Machine& other : m_cluster.machines)
                if (other.name == copy.name)
                    fail(ErrorCode::BadValue, given ? m.field("name") : path, given ? *m.get("name") : node,
                        fillIn(translate("Error", "there is a machine called '%1' already; give the new machines a name"), { copy.name }));
            e.joining.push_back(copy);
            m_cluster.machines.push_back(std::move(copy));
            m_joinedAt.push_back(e.time);
            m_leftAt.push_back(kNever);
        }
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

    static constexpr double kNever = 1e300;
    const Scenario& m_base;
    const ScenarioValidators& m_validators;
    Cluster m_cluster;              ///< the base's, with the machines joined by the events read so far
    std::vector<double> m_joinedAt; ///< per machine of m_cluster: when it joins (0: the base's)
    std::vector<double> m_leftAt;   ///< per machine: when it leaves (kNever: it stays)
    double m_lastJoin = 0;
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

std::string forkOverlayYaml(double at, const std::vector<std::string>& events)
{
    std::string out = "at: " + formatNumber(at) + (events.empty() ? "\nevents: []\n" : "\nevents:\n");
    for (const std::string& event : events) out += "  - " + event + "\n";
    return out;
}

std::string yamlQuoted(const std::string& name) { return doubleQuoted(name); }

} // namespace gantry
