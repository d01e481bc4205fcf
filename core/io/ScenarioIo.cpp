#include "core/io/ScenarioIo.h"

#include "core/io/ScenarioParser.h"
#include "core/io/ScenarioYaml.h"

#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/Suggest.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string_view>

namespace gantry {

using namespace scenarioyaml;

Error ScenarioParser::locate(Error error, const YAML::Node& fallback) const
{
    const std::string& field = error.where.field;
    // Longest alias that is a whole-segment prefix of the field.
    const Alias* best = nullptr;
    std::size_t bestLength = 0;
    for (const auto& [name, target] : m_aliases) {
        if (name.size() <= bestLength || field.compare(0, name.size(), name) != 0) continue;
        if (field.size() > name.size() && field[name.size()] != '.' && field[name.size()] != '[') continue;
        best = &target;
        bestLength = name.size();
    }
    YAML::Node node = fallback;
    std::string located = field;
    if (best) {
        const std::string rest = field.substr(bestLength);
        node = walk(best->node, splitField(rest)).first;
        located = best->indexedPath + rest;
    } else if (!field.empty()) {
        // Only the section matched (e.g. "cluster.machines" for "the cluster has no GPUs"): point at
        // the section's key, which reads better than the first line of its contents.
        const auto [deepest, matched] = walk(m_root, splitField(field));
        if (matched > 1) node = deepest;
    }
    const Loc loc = locOf(node, locOf(fallback, {}));
    error.where = { m_file, loc.line, loc.column, located };
    return error;
}

Scenario ScenarioParser::parse(const YAML::Node& root)
{
    m_root = root;
    if (!root.IsDefined() || root.IsNull())
        fail(ErrorCode::MissingField, {}, root, translate("Error", "the file is empty; a scenario starts with 'gantry: 1'"));
    if (!root.IsMap()) fail(ErrorCode::BadValue, {}, root, translate("Error", "a scenario is a mapping of keys (gantry, name, cluster, ...)"));

    // Check the version before anything else: a newer file fails on its version, not on a new key.
    if (auto version = child(root, "gantry")) {
        const long long v = integer(*version, "gantry", 1, std::numeric_limits<int>::max());
        if (v > 1)
            fail(ErrorCode::BadValue, "gantry", *version,
                fillIn(translate("Error", "this file is format %1, newer than this Gantry supports (1); please upgrade Gantry"),
                    { std::to_string(v) }));
    }
    const MapReader top(*this, root, {},
        { "gantry", "name", "description", "seed", "cluster", "models", "workload", "policy", "speed_model", "simulation",
            "cost", "tenants", "variants", "plan" });
    Scenario s;
    s.baseDirectory = m_baseDirectory;
    s.formatVersion = static_cast<int>(integer(top.require("gantry"), "gantry", 1, 1));
    if (auto n = top.get("name")) s.name = name(*n, "name", true);
    if (auto n = top.get("description")) s.description = text(*n, "description", true);
    if (auto n = top.get("seed")) {
        expectScalar(*n, "seed", translate("Error", "a whole number"));
        const std::string& digits = n->Scalar();
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), s.seed);
        if (!isPlain(*n) || ec != std::errc {} || end != digits.data() + digits.size())
            fail(ErrorCode::BadValue, "seed", *n,
                fillIn(translate("Error", "must be a whole number between 0 and 18446744073709551615 (got '%1')"), { digits }));
    }
    const YAML::Node clusterNode = top.require("cluster");
    s.cluster = parseCluster(clusterNode);
    if (auto n = top.get("models")) s.models = parseModels(*n);
    s.workload = parseWorkload(top.require("workload"));
    if (auto n = top.get("policy")) s.policy = parsePolicy(*n);
    if (auto n = top.get("speed_model")) s.speedModel = parseSpeedModel(*n);
    if (auto n = top.get("simulation")) s.simulation = parseSimulation(*n);
    if (auto n = top.get("cost")) s.cost = parseCost(*n);
    if (auto n = top.get("tenants")) s.tenants = parseTenants(*n, s.cluster);
    if (auto n = top.get("plan")) s.plan = parsePlan(*n, s);

    if (auto status = s.cluster.validate(); !status) throw ErrorException(locate(status.error(), top.keyNode("cluster")));
    if (m_validators.policy) {
        if (auto status = m_validators.policy(s.policy); !status)
            throw ErrorException(locate(status.error(), top.get("policy") ? top.keyNode("policy") : root));
    }
    const YAML::Node speedNode = top.get("speed_model") ? top.keyNode("speed_model") : root;
    if (!m_validators.speedModelNames.empty()) {
        const auto& names = m_validators.speedModelNames;
        if (std::find(names.begin(), names.end(), s.speedModel.name) == names.end())
            throw ErrorException(locate(Error { ErrorCode::UnknownName,
                                            fillIn(translate("Error", "unknown speed model '%1'%2; known: %3"),
                                                { s.speedModel.name, suggestion(s.speedModel.name, names), knownList(names) }),
                                            { {}, 0, 0, "speed_model.name" } },
                speedNode));
    }
    if (m_validators.speedModelParams) {
        const Params params(m_validators.speedModelParams(s.speedModel.name), s.speedModel.params);
        if (auto status = params.validate("speed_model"); !status) throw ErrorException(locate(status.error(), speedNode));
    }
    // A co-location matrix is one slowdown per pair of the scenario's models, row by row: of another size
    // it cannot be read (it was dropped before, leaving the run without interference).
    if (auto it = s.speedModel.params.find("interference_matrix"); m_validators.speedModelParams && it != s.speedModel.params.end())
        if (const auto* matrix = std::get_if<std::vector<double>>(&it->second); matrix && !matrix->empty()) {
            const std::size_t n = std::size_t(s.models.size());
            if (matrix->size() != n * n)
                throw ErrorException(locate(Error { ErrorCode::BadValue,
                                                fillIn(translate("Error", "has %1 values; the scenario's %2 models need %3 x %4 = %5 (row by row, "
                                                        "in the order of the models)"),
                                                    { std::to_string(matrix->size()), std::to_string(n), std::to_string(n), std::to_string(n), std::to_string(n * n) }),
                                                { {}, 0, 0, "speed_model.interference_matrix" } },
                    speedNode));
        }
    if (auto n = top.get("variants")) checkVariants(s, *n);
    return s;
}

std::vector<GpuType> ScenarioParser::parseGpuTypes(const YAML::Node& node, const std::string& path)
{
    enter(node);
    if (!node.IsSequence() || node.size() == 0)
        fail(ErrorCode::BadValue, path, node, translate("Error", "must be a non-empty list of GPU types ({name: V100, speed: 1.0, ...})"));
    std::vector<GpuType> types;
    std::set<std::string> names;
    std::size_t i = 0;
    for (const auto& item : node) {
        const std::string f = indexed(path, i++);
        const MapReader m(*this, item, f, { "name", "speed", "price_per_hour", "spot_price_per_hour", "memory_gb" });
        GpuType t;
        t.name = name(m.require("name"), m.field("name"));
        if (!names.insert(t.name).second) fail(ErrorCode::BadValue, m.field("name"), m.keyNode("name"),
            fillIn(translate("Error", "GPU type '%1' is defined twice"), { t.name }));
        if (auto v = m.get("speed")) t.speed = number(*v, m.field("speed"), Range::Positive);
        if (auto v = m.get("price_per_hour")) t.pricePerHour = number(*v, m.field("price_per_hour"), Range::NonNegative);
        if (auto v = m.get("spot_price_per_hour"))
            t.spotPricePerHour = number(*v, m.field("spot_price_per_hour"), Range::NonNegative);
        if (auto v = m.get("memory_gb")) t.memoryGb = number(*v, m.field("memory_gb"), Range::NonNegative);
        alias("cluster.gpu_types." + t.name, f, item);
        types.push_back(std::move(t));
    }
    return types;
}

Cluster ScenarioParser::parseCluster(const YAML::Node& node)
{
    const MapReader m(*this, node, "cluster", { "gpu_types", "racks", "shape", "gpu_type", "partitions" });
    std::vector<GpuType> types;
    if (auto n = m.get("gpu_types")) types = parseGpuTypes(*n, "cluster.gpu_types");
    std::vector<std::string> typeNames;
    for (const auto& t : types) typeNames.push_back(t.name);
    auto typeIndex = [&](const YAML::Node& n, const std::string& field) {
        const std::string name = text(n, field);
        for (std::size_t i = 0; i < types.size(); ++i)
            if (types[i].name == name) return static_cast<int>(i);
        fail(ErrorCode::UnknownName, field, n,
            fillIn(translate("Error", "unknown GPU type '%1'%2; defined in cluster.gpu_types: %3"),
                { name, suggestion(name, typeNames), typeNames.empty() ? translate("Error", "none") : knownList(typeNames) }));
    };

    const auto shape = m.get("shape");
    const auto racks = m.get("racks");
    if (shape && racks) fail(ErrorCode::BadValue, "cluster.shape", m.keyNode("shape"), translate("Error", "use either shape or racks, not both"));
    if (!shape && !racks)
        fail(ErrorCode::MissingField, "cluster.racks", node, translate("Error", "the cluster needs racks (or the shorthand shape: RxMxG)"));

    Cluster c;
    if (shape) {
        if (types.empty()) types.push_back(GpuType { "V100", 1.0, 2.48, 0.74, 32 });
        int type = 0;
        if (auto n = m.get("gpu_type")) type = typeIndex(*n, "cluster.gpu_type");
        const std::string s = text(*shape, "cluster.shape");
        long long dims[3] = { 0, 0, 0 };
        const char* p = s.data();
        const char* end = s.data() + s.size();
        bool ok = isPlain(*shape);
        for (int d = 0; d < 3 && ok; ++d) {
            const auto [next, ec] = std::from_chars(p, end, dims[d]);
            ok = ec == std::errc {} && dims[d] > 0;
            p = next;
            if (d < 2) ok = ok && p != end && (*p == 'x' || *p == 'X') && (++p, true);
        }
        if (!ok || p != end)
            fail(ErrorCode::BadValue, "cluster.shape", *shape,
                fillIn(translate("Error", "must be RACKSxMACHINESxGPUS with positive whole numbers, e.g. 2x32x8 (got '%1')"), { s }));
        if (dims[2] > 64) fail(ErrorCode::BadValue, "cluster.shape", *shape, translate("Error", "at most 64 GPUs per machine"));
        if (dims[0] > kMaxMachines || dims[1] > kMaxMachines || dims[0] * dims[1] > kMaxMachines)
            fail(ErrorCode::BadValue, "cluster.shape", *shape, fillIn(translate("Error", "at most %1 machines"), { std::to_string(kMaxMachines) }));
        c = Cluster::uniform(static_cast<int>(dims[0]), static_cast<int>(dims[1]), static_cast<int>(dims[2]), types[type]);
        c.gpuTypes = types;
        for (auto& machine : c.machines) machine.gpuType = type;
        if (auto partitions = m.get("partitions")) c.partitions = parsePartitions(*partitions, c);
        c.index();
        return c;
    }
    if (auto n = m.get("gpu_type"))
        fail(ErrorCode::BadValue, "cluster.gpu_type", m.keyNode("gpu_type"),
            translate("Error", "gpu_type goes with shape; with racks, each machine names its gpu_type"));
    if (types.empty()) fail(ErrorCode::MissingField, "cluster.gpu_types", node, translate("Error", "missing required key 'gpu_types' in cluster"));
    c.gpuTypes = types;

    enter(*racks);
    if (!racks->IsSequence() || racks->size() == 0)
        fail(ErrorCode::BadValue, "cluster.racks", *racks, translate("Error", "must be a non-empty list of racks"));
    std::set<std::string> rackNames, machineNames;
    std::size_t r = 0;
    for (const auto& rackNode : *racks) {
        const std::string rf = indexed("cluster.racks", r);
        const MapReader rm(*this, rackNode, rf, { "name", "uplink_gbps", "oversubscription", "machines" });
        Rack rack;
        rack.name = name(rm.require("name"), rm.field("name"));
        if (!rackNames.insert(rack.name).second)
            fail(ErrorCode::BadValue, rm.field("name"), rm.keyNode("name"), fillIn(translate("Error", "rack '%1' is defined twice"), { rack.name }));
        if (auto v = rm.get("uplink_gbps")) rack.uplinkGbps = number(*v, rm.field("uplink_gbps"), Range::Positive);
        if (auto v = rm.get("oversubscription")) rack.oversubscription = number(*v, rm.field("oversubscription"), Range::AtLeastOne);
        alias("cluster.racks." + rack.name, rf, rackNode);
        c.racks.push_back(rack);
        if (auto machines = rm.get("machines")) {
            enter(*machines);
            if (!machines->IsSequence()) fail(ErrorCode::BadValue, rm.field("machines"), *machines, translate("Error", "must be a list of machines"));
            std::size_t i = 0;
            for (const auto& machineNode : *machines) {
                const std::string mf = indexed(rm.field("machines"), i++);
                const MapReader mm(*this, machineNode, mf,
                    { "name", "gpu_type", "gpus", "cpus", "nic_gbps", "intra_gbps", "perf_factor", "perf_fluctuation", "spot",
                        "count" });
                Machine machine;
                machine.rack = static_cast<int>(r);
                machine.name = name(mm.require("name"), mm.field("name"));
                if (auto v = mm.get("gpu_type")) machine.gpuType = typeIndex(*v, mm.field("gpu_type"));
                else if (types.size() > 1)
                    fail(ErrorCode::MissingField, mm.field("gpu_type"), machineNode,
                        translate("Error", "missing required key 'gpu_type' (the cluster has several GPU types)"));
                if (auto v = mm.get("gpus")) machine.gpuCount = static_cast<int>(integer(*v, mm.field("gpus"), 0, 64));
                if (auto v = mm.get("cpus")) machine.cpuSlots = static_cast<int>(integer(*v, mm.field("cpus"), 0, 1'000'000));
                if (auto v = mm.get("nic_gbps")) machine.nicGbps = number(*v, mm.field("nic_gbps"), Range::Positive);
                if (auto v = mm.get("intra_gbps")) machine.intraGbps = number(*v, mm.field("intra_gbps"), Range::Positive);
                if (auto v = mm.get("perf_factor")) machine.perfFactor = number(*v, mm.field("perf_factor"), Range::Positive);
                if (auto v = mm.get("perf_fluctuation"))
                    machine.perfFluctuation = number(*v, mm.field("perf_fluctuation"), Range::Fraction);
                if (auto v = mm.get("spot")) machine.spot = boolean(*v, mm.field("spot"));
                long long count = 1;
                if (auto v = mm.get("count")) count = integer(*v, mm.field("count"), 1, kMaxMachines);
                if (static_cast<long long>(c.machines.size()) + count > kMaxMachines)
                    fail(ErrorCode::BadValue, mm.field("count"), machineNode,
                        fillIn(translate("Error", "the cluster would have more than %1 machines"), { std::to_string(kMaxMachines) }));
                for (long long k = 0; k < count; ++k) {
                    Machine copy = machine;
                    if (count > 1) copy.name += "-" + std::to_string(k);
                    if (!machineNames.insert(copy.name).second)
                        fail(ErrorCode::BadValue, mm.field("name"), mm.keyNode("name"),
                            fillIn(translate("Error", "machine '%1' is defined twice"), { copy.name }));
                    alias("cluster.machines." + copy.name, mf, machineNode);
                    c.machines.push_back(std::move(copy));
                }
            }
        }
        ++r;
    }
    if (auto partitions = m.get("partitions")) c.partitions = parsePartitions(*partitions, c);
    c.index();
    return c;
}

std::vector<Partition> ScenarioParser::parsePartitions(const YAML::Node& node, const Cluster& cluster)
{
    enter(node);
    if (!node.IsSequence() || node.size() == 0)
        fail(ErrorCode::BadValue, "cluster.partitions", node,
            translate("Error", "must be a non-empty list of partitions (- {name: gpu, machines: [n1, n2]})"));
    std::map<std::string, MachineId> machineIds;
    for (MachineId k = 0; k < cluster.machineCount(); ++k) machineIds.emplace(cluster.machines[std::size_t(k)].name, k);
    std::vector<Partition> partitions;
    bool defaultTaken = false;
    std::size_t i = 0;
    for (const auto& item : node) {
        const std::string f = indexed("cluster.partitions", i++);
        const MapReader pm(*this, item, f, { "name", "machines", "default", "priority_tier", "priority_job_factor" });
        Partition p;
        p.name = name(pm.require("name"), pm.field("name"));
        for (const Partition& other : partitions)
            if (other.name == p.name)
                fail(ErrorCode::BadValue, pm.field("name"), pm.keyNode("name"), fillIn(translate("Error", "partition '%1' is defined twice"), { p.name }));
        const YAML::Node machines = pm.require("machines");
        enter(machines);
        if (!machines.IsSequence() || machines.size() == 0)
            fail(ErrorCode::BadValue, pm.field("machines"), machines, translate("Error", "must be a non-empty list of machine names"));
        std::size_t k = 0;
        for (const auto& machine : machines) {
            const std::string mf = indexed(pm.field("machines"), k++);
            const std::string n = text(machine, mf);
            const auto it = machineIds.find(n);
            if (it == machineIds.end()) fail(ErrorCode::BadValue, mf, machine, fillIn(translate("Error", "no machine is called '%1'"), { n }));
            if (std::find(p.machines.begin(), p.machines.end(), it->second) != p.machines.end())
                fail(ErrorCode::BadValue, mf, machine, fillIn(translate("Error", "machine '%1' is listed twice"), { n }));
            p.machines.push_back(it->second);
        }
        if (auto v = pm.get("default")) {
            p.isDefault = boolean(*v, pm.field("default"));
            if (p.isDefault && defaultTaken)
                fail(ErrorCode::BadValue, pm.field("default"), *v, translate("Error", "only one partition may be the default"));
            defaultTaken = defaultTaken || p.isDefault;
        }
        if (auto v = pm.get("priority_tier")) p.priorityTier = static_cast<int>(integer(*v, pm.field("priority_tier"), 0, 65533));
        if (auto v = pm.get("priority_job_factor"))
            p.priorityJobFactor = static_cast<double>(integer(*v, pm.field("priority_job_factor"), 0, 65533));
        partitions.push_back(std::move(p));
    }
    return partitions;
}

ModelCatalog ScenarioParser::parseModels(const YAML::Node& node)
{
    enter(node);
    if (!node.IsSequence() || node.size() == 0) fail(ErrorCode::BadValue, "models", node,
        translate("Error", "must be a non-empty list of model profiles"));
    ModelCatalog catalog;
    std::set<std::string> names;
    std::size_t i = 0;
    for (const auto& item : node) {
        const std::string f = indexed("models", i++);
        const MapReader m(*this, item, f,
            { "name", "compute_seconds_per_step", "gradient_mb", "batches_per_epoch", "inter_bandwidth_mbps",
                "intra_bandwidth_mbps", "share" });
        ModelProfile p;
        p.name = name(m.require("name"), m.field("name"));
        if (!names.insert(p.name).second) fail(ErrorCode::BadValue, m.field("name"), m.keyNode("name"),
            fillIn(translate("Error", "model '%1' is defined twice"), { p.name }));
        if (auto v = m.get("compute_seconds_per_step"))
            p.computeSecondsPerStep = number(*v, m.field("compute_seconds_per_step"), Range::Positive);
        if (auto v = m.get("gradient_mb")) p.gradientMb = number(*v, m.field("gradient_mb"), Range::NonNegative);
        if (auto v = m.get("batches_per_epoch"))
            p.batchesPerEpoch = static_cast<int>(integer(*v, m.field("batches_per_epoch"), 1, std::numeric_limits<int>::max()));
        if (auto v = m.get("inter_bandwidth_mbps")) p.interBandwidthMBps = number(*v, m.field("inter_bandwidth_mbps"), Range::NonNegative);
        if (auto v = m.get("intra_bandwidth_mbps")) p.intraBandwidthMBps = number(*v, m.field("intra_bandwidth_mbps"), Range::NonNegative);
        if (auto v = m.get("share")) {
            p.share = number(*v, m.field("share"), Range::Positive);
            // Shares are relative; a bound keeps their sum finite.
            if (p.share > 1e6) fail(ErrorCode::BadValue, m.field("share"), *v, translate("Error", "must be at most 1000000 (shares are relative)"));
        }
        catalog.add(std::move(p));
    }
    return catalog;
}

std::vector<Tenant> ScenarioParser::parseTenants(const YAML::Node& node, const Cluster& cluster)
{
    enter(node);
    if (!node.IsSequence() || node.size() == 0)
        fail(ErrorCode::BadValue, "tenants", node, translate("Error", "must be a non-empty list of tenants (- {name: research, quota: 32})"));
    std::vector<std::string> types;
    for (const auto& t : cluster.gpuTypes) types.push_back(t.name);
    std::vector<Tenant> tenants;
    std::map<std::string, std::string> claimedBy; // member -> tenant
    bool defaultTaken = false;
    std::size_t i = 0;
    for (const auto& item : node) {
        const std::string f = indexed("tenants", i++);
        const MapReader m(*this, item, f, { "name", "quota", "limit", "weight", "borrow", "lend", "members", "default" });
        Tenant t;
        t.name = name(m.require("name"), m.field("name"));
        for (const Tenant& other : tenants)
            if (other.name == t.name) fail(ErrorCode::BadValue, m.field("name"), m.keyNode("name"),
                fillIn(translate("Error", "tenant '%1' is declared twice"), { t.name }));
        constexpr long long kMaxGpus = 100000LL * 1024;
        if (auto v = m.get("quota")) {
            if (v->IsMap()) {
                const MapReader byType(*this, *v, m.field("quota"), {}, true); // GPU type -> GPUs
                for (const auto& [key, value] : byType.entries()) {
                    const std::string type = key.Scalar();
                    const std::string qf = m.field("quota") + "." + type;
                    if (std::find(types.begin(), types.end(), type) == types.end())
                        fail(ErrorCode::UnknownName, qf, key,
                            fillIn(translate("Error", "the cluster has no GPU type '%1'%2; it has: %3"),
                                { type, suggestion(type, types), knownList(types) }));
                    t.quotaByType[type] = static_cast<int>(integer(value, qf, 0, kMaxGpus));
                }
            } else {
                t.quotaGpus = static_cast<int>(integer(*v, m.field("quota"), 0, kMaxGpus));
            }
        }
        if (auto v = m.get("limit")) {
            t.limitGpus = static_cast<int>(integer(*v, m.field("limit"), 0, kMaxGpus));
            if (t.limitGpus < t.quota())
                fail(ErrorCode::BadValue, m.field("limit"), *v,
                    fillIn(translate("Error", "is below the tenant's quota (%1 GPUs): a limit caps what it may borrow"),
                        { std::to_string(t.quota()) }));
        }
        if (auto v = m.get("weight")) {
            // Weights are relative; within this range and to three decimals, every export keeps their
            // proportions exactly (Slurm's Fairshare is a whole number: the weights x 1000 at most).
            t.weight = number(*v, m.field("weight"), Range::Positive);
            const double thousandths = t.weight * 1000;
            if (t.weight < 0.001 || t.weight > 1e6 || std::abs(thousandths - std::round(thousandths)) > 1e-6 * thousandths)
                fail(ErrorCode::BadValue, m.field("weight"), *v,
                    translate("Error", "must be between 0.001 and 1000000, with at most three decimals (weights are relative, and "
                                       "exports keep their proportions exactly)"));
        }
        if (auto v = m.get("borrow")) t.borrow = boolean(*v, m.field("borrow"));
        if (auto v = m.get("lend")) t.lend = boolean(*v, m.field("lend"));
        if (auto v = m.get("members")) {
            enter(*v);
            if (!v->IsSequence() || v->size() == 0)
                fail(ErrorCode::BadValue, m.field("members"), *v, translate("Error", "must be a non-empty list of VC or user names"));
            std::size_t k = 0;
            for (const auto& member : *v) t.members.push_back(text(member, indexed(m.field("members"), k++)));
        }
        if (auto v = m.get("default")) {
            t.takesUnmatched = boolean(*v, m.field("default"));
            if (t.takesUnmatched && defaultTaken)
                fail(ErrorCode::BadValue, m.field("default"), *v, translate("Error", "only one tenant may take the jobs no other tenant claims"));
            defaultTaken = defaultTaken || t.takesUnmatched;
        }
        std::size_t k = 0;
        for (const std::string& member : t.members.empty() ? std::vector<std::string> { t.name } : t.members) {
            const std::string mf = t.members.empty() ? m.field("name") : indexed(m.field("members"), k);
            const YAML::Node at = t.members.empty() ? m.keyNode("name") : (*m.get("members"))[k];
            ++k;
            auto [it, fresh] = claimedBy.emplace(member, t.name);
            if (!fresh) fail(ErrorCode::BadValue, mf, at, fillIn(translate("Error", "'%1' already belongs to tenant '%2'"), { member, it->second }));
        }
        tenants.push_back(std::move(t));
    }
    return tenants;
}

WorkloadConfig ScenarioParser::parseWorkload(const YAML::Node& node)
{
    const MapReader m(*this, node, "workload",
        { "trace", "format", "generator", "generator_params", "limit", "skip_seconds", "arrival_scale", "duration_scale",
            "architecture", "overrides", "tenant_from" });
    WorkloadConfig w;
    const auto trace = m.get("trace");
    const auto generator = m.get("generator");
    if (trace && generator) fail(ErrorCode::BadValue, "workload.generator", m.keyNode("generator"),
        translate("Error", "use either trace or generator, not both"));
    if (!trace && !generator) fail(ErrorCode::MissingField, "workload.trace", node,
        translate("Error", "the workload needs a trace file or a generator"));
    if (trace) w.trace = text(*trace, "workload.trace");
    if (generator) w.generator = text(*generator, "workload.generator");
    if (auto v = m.get("generator_params")) {
        if (!generator) fail(ErrorCode::BadValue, "workload.generator_params", m.keyNode("generator_params"),
            translate("Error", "generator_params needs a generator"));
        const MapReader pm(*this, *v, "workload.generator_params", {}, true);
        w.generatorParams = params(pm, {});
    }
    if (generator && m_validators.generator) {
        // Checked here, with the YAML in hand, so that the error points at the parameter's line.
        if (auto st = m_validators.generator(w.generator, w.generatorParams); !st) {
            Error e = st.error();
            const std::string& field = e.where.field;
            e.where.field = field == "generator" ? "workload.generator"
                                                 : "workload.generator_params" + field.substr(std::string("generator").size());
            throw ErrorException(locate(e, field == "generator" ? m.keyNode("generator") : node));
        }
    }
    if (auto v = m.get("format")) w.format = text(*v, "workload.format");
    if (auto v = m.get("limit")) w.limit = static_cast<int>(integer(*v, "workload.limit", 0, std::numeric_limits<int>::max()));
    if (auto v = m.get("skip_seconds")) w.skipSeconds = number(*v, "workload.skip_seconds", Range::NonNegative);
    if (auto v = m.get("arrival_scale")) w.arrivalScale = number(*v, "workload.arrival_scale", Range::Positive);
    if (auto v = m.get("duration_scale")) w.durationScale = number(*v, "workload.duration_scale", Range::Positive);
    if (auto v = m.get("architecture")) {
        w.architecture = text(*v, "workload.architecture");
        const std::vector<std::string> known { "gang", "allreduce", "ps" };
        if (std::find(known.begin(), known.end(), w.architecture) == known.end())
            fail(ErrorCode::UnknownName, "workload.architecture", *v,
                fillIn(translate("Error", "unknown architecture '%1'%2; known: %3"),
                    { w.architecture, suggestion(w.architecture, known), knownList(known) }));
    }
    if (auto v = m.get("tenant_from")) {
        w.tenantFrom = text(*v, "workload.tenant_from");
        if (w.tenantFrom != "vc" && w.tenantFrom != "user")
            fail(ErrorCode::BadValue, "workload.tenant_from", *v,
                fillIn(translate("Error", "must be vc or user (the job field that names its tenant; got '%1')"), { w.tenantFrom }));
    }
    if (auto v = m.get("overrides")) {
        enter(*v);
        if (!v->IsSequence())
            fail(ErrorCode::BadValue, "workload.overrides", *v, translate("Error", "must be a list of job overrides ({id: ..., duration: ...})"));
        std::map<std::string, std::size_t> ids;
        std::size_t i = 0;
        for (const auto& item : *v) {
            const std::string f = indexed("workload.overrides", i);
            const MapReader om(*this, item, f, { "id", "submit", "duration", "gpus", "remove" });
            JobOverride o;
            o.id = name(om.require("id"), om.field("id"));
            if (auto [it, fresh] = ids.emplace(o.id, i); !fresh)
                fail(ErrorCode::BadValue, om.field("id"), om.get("id").value(),
                    fillIn(translate("Error", "job '%1' is overridden twice (first in workload.overrides[%2])"),
                        { o.id, std::to_string(it->second) }));
            if (auto x = om.get("submit")) o.submitTime = number(*x, om.field("submit"), Range::NonNegative);
            if (auto x = om.get("duration")) o.duration = number(*x, om.field("duration"), Range::Positive);
            if (auto x = om.get("gpus")) o.gpus = static_cast<int>(integer(*x, om.field("gpus"), 1, 1'000'000));
            if (auto x = om.get("remove")) o.remove = boolean(*x, om.field("remove"));
            w.overrides.push_back(std::move(o));
            ++i;
        }
    }
    return w;
}

PolicyPart ScenarioParser::parsePart(const YAML::Node& node, const std::string& field)
{
    enter(node);
    if (node.IsScalar()) return PolicyPart { text(node, field), {} };
    const MapReader m(*this, node, field, {}, true);
    PolicyPart part;
    part.name = text(m.require("name"), m.field("name"));
    part.params = params(m, { "name" });
    return part;
}

PolicyConfig ScenarioParser::parsePolicy(const YAML::Node& node)
{
    const MapReader m(*this, node, "policy", { "scheduler", "ordering", "placement", "sizing", "sharing", "backfill" });
    PolicyConfig p;
    if (auto v = m.get("scheduler")) p.scheduler = parsePart(*v, "policy.scheduler");
    if (auto v = m.get("ordering")) p.ordering = parsePart(*v, "policy.ordering");
    if (auto v = m.get("placement")) p.placement = parsePart(*v, "policy.placement");
    if (auto v = m.get("sizing")) p.sizing = parsePart(*v, "policy.sizing");
    if (auto v = m.get("sharing")) p.sharing = parsePart(*v, "policy.sharing");
    if (auto v = m.get("backfill")) p.backfill = boolean(*v, "policy.backfill");
    return p;
}

SpeedModelConfig ScenarioParser::parseSpeedModel(const YAML::Node& node)
{
    enter(node);
    SpeedModelConfig s;
    if (node.IsScalar()) {
        s.name = text(node, "speed_model");
        return s;
    }
    const MapReader m(*this, node, "speed_model", {}, true);
    if (auto v = m.get("name")) s.name = text(*v, "speed_model.name");
    s.params = params(m, { "name" });
    return s;
}

SimulationConfig ScenarioParser::parseSimulation(const YAML::Node& node)
{
    const MapReader m(*this, node, "simulation",
        { "checkpoint_seconds", "restore_seconds", "checkpoint_interval", "machine_mtbf_hours", "machine_repair_hours",
            "drift_seconds", "sample_seconds", "horizon_seconds", "record_decisions", "time_limit_check_seconds",
            "time_limit_check_offset" });
    SimulationConfig s;
    auto read = [&](const char* key, double& target, Range range) {
        if (auto v = m.get(key)) target = number(*v, m.field(key), range);
    };
    read("checkpoint_seconds", s.checkpointSeconds, Range::NonNegative);
    read("restore_seconds", s.restoreSeconds, Range::NonNegative);
    read("checkpoint_interval", s.checkpointInterval, Range::Positive);
    read("machine_mtbf_hours", s.machineMtbfHours, Range::NonNegative);
    read("machine_repair_hours", s.machineRepairHours, Range::NonNegative);
    read("drift_seconds", s.driftSeconds, Range::Positive);
    read("sample_seconds", s.sampleSeconds, Range::Positive);
    // One sample per interval up to the last finish: below a second a long trace's series would not fit in memory.
    if (auto v = m.get("sample_seconds"); v && s.sampleSeconds < 1)
        fail(ErrorCode::BadValue, m.field("sample_seconds"), *v,
            fillIn(translate("Error", "must be at least 1 second (got %1)"), { formatNumber(s.sampleSeconds) }));
    read("horizon_seconds", s.horizonSeconds, Range::NonNegative);
    read("time_limit_check_seconds", s.timeLimitCheckSeconds, Range::NonNegative);
    read("time_limit_check_offset", s.timeLimitCheckOffset, Range::NonNegative);
    if (auto v = m.get("record_decisions")) s.recordDecisions = boolean(*v, "simulation.record_decisions");
    return s;
}

CostConfig ScenarioParser::parseCost(const YAML::Node& node)
{
    const MapReader m(*this, node, "cost", { "billing", "period" });
    CostConfig c;
    if (auto v = m.get("billing")) {
        const std::string b = text(*v, m.field("billing"));
        static const std::map<std::string, Billing> kinds { { "owned", Billing::Owned }, { "reserved", Billing::Reserved },
            { "on-demand", Billing::OnDemand }, { "spot", Billing::Spot } };
        const auto it = kinds.find(b);
        if (it == kinds.end()) {
            const std::vector<std::string> known { "owned", "reserved", "on-demand", "spot" };
            fail(ErrorCode::BadValue, m.field("billing"), *v,
                fillIn(translate("Error", "unknown billing '%1'%2; known: %3 (owned and reserved pay the cluster's cost, on-demand and spot "
                                          "the GPU-hours used)"),
                    { b, suggestion(b, known), knownList(known) }));
        }
        c.billing = it->second;
    }
    if (auto v = m.get("period")) {
        c.periodSeconds = time(*v, m.field("period"));
        if (c.periodSeconds <= 0 || c.periodSeconds > 100.0 * 365 * 86400)
            fail(ErrorCode::BadValue, m.field("period"), *v, translate("Error", "must be a time above zero and at most 100 years (30d, 720h)"));
    }
    return c;
}

void ScenarioParser::checkVariants(Scenario& scenario, const YAML::Node& node)
{
    enter(node);
    if (!node.IsSequence()) fail(ErrorCode::BadValue, "variants", node, translate("Error", "must be a list of variants (- name: ..., <changes>)"));
    std::set<std::string> names;
    std::vector<Variant> variants;
    std::size_t i = 0;
    for (const auto& item : node) {
        const std::string f = indexed("variants", i++);
        const MapReader m(*this, item, f,
            { "name", "description", "seed", "cluster", "models", "workload", "policy", "speed_model", "simulation", "tenants",
                "at", "events" }); // not cost: every variant is costed alike
        Variant v;
        v.name = name(m.require("name"), m.field("name"));
        if (!names.insert(v.name).second) fail(ErrorCode::BadValue, m.field("name"), m.keyNode("name"),
            fillIn(translate("Error", "variant '%1' is defined twice"), { v.name }));
        v.overlayYaml = mappingLines(item, { "name" });
        // Check the variant now, so that errors point into this file rather than surfacing at run time.
        auto merged = mergeOverlay(scenario, item, m_validators);
        if (!merged) {
            Error e = merged.error();
            const auto [deepest, matched] = walk(item, splitField(e.where.field));
            const Loc loc = locOf(matched > 0 ? deepest : item, locOf(item, {}));
            const std::string field = e.where.field.empty() ? f : f + "." + e.where.field;
            throw ErrorException(Error { e.code,
                fillIn(translate("Error", "in variant '%1': %2"), { v.name, e.message }), { m_file, loc.line, loc.column, field } });
        }
        readFork(item, m_file, f, scenario, m_validators); // a fork's errors, located in this file
        variants.push_back(std::move(v));
    }
    scenario.variants = std::move(variants);
}

Scenario scenarioyaml::parseScenarioNode(const YAML::Node& root, const std::string& fileName,
    const std::string& baseDirectory, const ScenarioValidators& validators)
{
    ScenarioParser parser(fileName, baseDirectory, validators);
    return parser.parse(root);
}

Result<Scenario> parseScenario(const std::string& yamlText, const std::string& fileName, const std::string& baseDirectory,
    const ScenarioValidators& validators)
{
    try {
        return parseScenarioNode(loadDocument(yamlText, fileName), fileName, baseDirectory, validators);
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const YAML::Exception& e) {
        const Loc at = locOfMark(e.mark);
        return Error { ErrorCode::Parse, fillIn(translate("Error", "not valid YAML: %1"), { e.msg }), { fileName, at.line, at.column, {} } };
    } catch (const std::bad_alloc&) {
        return Error { ErrorCode::BadValue, translate("Error", "the scenario is too large to load"), { fileName, 1, 1, {} } };
    } catch (const std::exception& e) {
        return Error { ErrorCode::Internal, std::string("unexpected error while reading: ") + e.what(), { fileName, 1, 1, {} } };
    }
}

Result<Scenario> loadScenario(const std::string& path, const ScenarioValidators& validators)
{
    auto text = readTextFile(path, kMaxScenarioBytes);
    if (!text) return text.error();
    const std::string folder = std::filesystem::path(path).parent_path().string();
    return parseScenario(*text, path, folder.empty() ? "." : folder, validators);
}

std::string resolveScenarioPath(const Scenario& scenario, const std::string& path)
{
    const std::filesystem::path p(path);
    if (p.is_absolute() || scenario.baseDirectory.empty()) return path;
    return (std::filesystem::path(scenario.baseDirectory) / p).lexically_normal().string();
}

} // namespace gantry
