// The tenant setup of a scenario as Kueue objects or a Slurm configuration (docs/tenants.md, "Deploying
// the answer"). Both read one preparation: the Kubernetes names, each tenant's quota and borrowing
// headroom per GPU type, and the sharing policy's mapping.
#include "core/io/TenantExport.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/io/ScenarioYaml.h"
#include "core/io/SlurmConf.h"
#include "core/util/Interrupt.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <set>

namespace gantry {

const std::vector<SharingMapping>& sharingMappings()
{
    // policy, cohort, limits, capAtQuota, reclaim: one row per sharing part (docs/policies.md, "Sharing").
    static const std::vector<SharingMapping> mappings {
        { "none", true, false, false, false,
            "one cohort without borrowing or lending limits: any tenant may use any idle GPU, as in one shared queue",
            "no caps: the accounts carry accounting and fair share only" },
        { "strict-quota", false, false, true, false,
            "no cohort: each ClusterQueue admits up to its nominalQuota and never borrows or lends",
            "a QOS per tenant caps its GPUs at its quota (GrpTRES)" },
        { "borrowing", true, true, false, false,
            "one cohort: idle quota is lent (lendingLimit 0 where lend: false), borrowingLimit is limit - quota "
            "(0 where borrow: false), nothing is reclaimed (reclaimWithinCohort: Never)",
            "accounts capped at their limit (GrpTRES), tenants that may not borrow capped at their quota by a QOS" },
        { "reclaim", true, true, false, true,
            "one cohort as for borrowing, and a lender takes its quota back by preempting borrowers (reclaimWithinCohort: Any)",
            "as for borrowing; reclaim by preemption is not written (Slurm preempts by QOS or partition priority, not by quota)" },
        { "fair-share", true, true, false, false,
            "one cohort as for borrowing; the weights are the ClusterQueues' fairSharing.weight (Kueue's fair sharing must be "
            "enabled in its Configuration)",
            "the weights are the accounts' Fairshare under priority/multifactor" },
        { "capacity", true, true, false, false,
            "one cohort: capacity is the nominalQuota, maximum capacity the limit, nothing is reclaimed (YARN's default: "
            "no preemption; reclaimWithinCohort: Never)",
            "accounts capped at their maximum capacity (GrpTRES); guaranteed capacity is not expressible" },
    };
    return mappings;
}

std::string kubernetesName(const std::string& name)
{
    std::string out;
    for (unsigned char c : name) {
        if (std::isalnum(c) && c < 0x80) out += static_cast<char>(std::tolower(c));
        else if (!out.empty() && out.back() != '-') out += '-';
    }
    if (out.size() > 63) out.resize(63); // a namespace is an RFC 1123 label: at most 63 characters
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out;
}

namespace {

constexpr const char* kManagedBy = "app.kubernetes.io/managed-by";

Error bad(ErrorCode code, const std::string& field, const std::string& message) { return Error { code, message, { {}, 0, 0, field } }; }

/// `total` split over `weights` in proportion, in whole GPUs adding up to `total`: each gets the floor of
/// its share, and the GPUs left go to the largest remainders (the first type on a tie).
std::vector<long long> splitByWeight(long long total, const std::vector<long long>& weights)
{
    const long long sum = std::accumulate(weights.begin(), weights.end(), 0LL);
    std::vector<long long> out(weights.size(), 0);
    if (sum <= 0 || total <= 0) return out;
    std::vector<long long> remainder(weights.size());
    long long given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        out[i] = total * weights[i] / sum;
        remainder[i] = total * weights[i] % sum;
        given += out[i];
    }
    std::vector<std::size_t> order(weights.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return remainder[a] > remainder[b]; });
    for (std::size_t k = 0; given < total; ++k, ++given) ++out[order[k % order.size()]];
    return out;
}

struct FlavorPlan {
    std::string gpuType; ///< as the scenario names it
    std::string name;    ///< its Kubernetes name: the flavor, the node label's value, the Slurm GRES type
    long long gpus = 0;  ///< GPUs of this type in the cluster
};

struct TenantPlan {
    const Tenant* tenant = nullptr;
    std::string name;                        ///< Kubernetes name: ClusterQueue, Namespace, LocalQueue, Slurm account and QOS
    std::vector<long long> nominal;          ///< per flavor
    std::vector<std::optional<long long>> borrowingLimit; ///< per flavor; nothing: no limit
    bool lendingLimitZero = false;
    bool capAtQuota = false; ///< Slurm: a QOS caps it at its quota
    bool capAtLimit = false; ///< Slurm: its account is capped at its limit
};

struct ExportPlan {
    const Scenario* scenario = nullptr;
    std::string scenarioSha256;         ///< hashed once for every file's provenance
    SharingMapping mapping {};
    std::string cohort;                 ///< empty: none
    std::string poolName;               ///< the ClusterQueue holding the GPUs in nobody's quota; empty: none
    std::vector<long long> pool;        ///< its nominal quota per flavor
    std::vector<FlavorPlan> flavors;
    std::vector<TenantPlan> tenants;
};

enum class Target { Kueue, Slurm };

/// Why `name`, a tenant's exported name, belongs to the target system itself, or nothing. Kubernetes keeps
/// `default` and every `kube-` namespace, Kueue its `kueue-system`: exported as Gantry's, kubectl apply would
/// label them managed by Gantry and give their workloads a tenant's queue. Slurm's accounting has the
/// account `root` above every other and the QOS `normal` every association starts with.
std::optional<std::string> reservedBy(const std::string& name, Target target)
{
    if (target == Target::Kueue && (name == "default" || name.rfind("kube-", 0) == 0 || name == "kueue-system"))
        return translate("Error", "a namespace Kubernetes or Kueue keeps for itself (default, kube-*, kueue-system)");
    if (target == Target::Slurm && (name == "root" || name == "normal"))
        return translate("Error", "an account or QOS Slurm keeps for itself (root, normal)");
    return std::nullopt;
}

/// Why `name` cannot be a Slurm user, or nothing. sacctmgr gets it as one word: a name with '=' or a
/// leading '-' would be read as its option (AdminLevel=Admin, -i), so only a portable Unix user name
/// (POSIX's portable filename characters, not starting with '-' or a digit, at most 32 bytes) is written.
std::optional<std::string> slurmUserProblem(const std::string& name)
{
    const bool portable = !name.empty() && name.size() <= 32 && !std::isdigit(static_cast<unsigned char>(name.front())) && name.front() != '-'
        && std::all_of(name.begin(), name.end(), [](unsigned char c) { return c < 0x80 && (std::isalnum(c) || c == '_' || c == '-' || c == '.'); });
    if (portable) return std::nullopt;
    return fillIn(translate("Error", "'%1' cannot be a Slurm user: a Unix user name has 1 to 32 letters, digits, '_', '-' and '.', and does not "
                                     "start with '-' or a digit"),
        { printable(name) });
}

Result<ExportPlan> prepare(const Scenario& s, const ExportSource& source, Target target)
{
    ExportPlan plan;
    plan.scenario = &s;
    plan.scenarioSha256 = scenarioHash(s);
    if (s.tenants.empty())
        return bad(ErrorCode::MissingField, "tenants",
            translate("Error", "the scenario declares no tenants, so there is no tenant setup to export (docs/tenants.md: tenants, quotas and "
                    "borrowing)"));
    const auto& mappings = sharingMappings();
    const auto mapping = std::find_if(mappings.begin(), mappings.end(),
        [&](const SharingMapping& m) { return s.policy.sharing.name == m.policy; });
    if (mapping == mappings.end()) {
        std::string known;
        for (const auto& m : mappings) known += std::string(known.empty() ? "" : ", ") + m.policy;
        return bad(ErrorCode::UnknownName, "policy.sharing",
            fillIn(translate("Error", "sharing policy '%1' has no Kueue or Slurm mapping yet (exported: %2)"), { s.policy.sharing.name, known }));
    }
    plan.mapping = *mapping;

    std::map<std::string, std::string> typeNames; // Kubernetes name -> GPU type
    for (std::size_t i = 0; i < s.cluster.gpuTypes.size(); ++i) {
        const std::string& type = s.cluster.gpuTypes[i].name;
        const std::string field = "cluster.gpu_types[" + std::to_string(i) + "].name";
        FlavorPlan f { type, kubernetesName(type), s.cluster.gpusOfType(static_cast<int>(i)) };
        if (f.name.empty()) return bad(ErrorCode::BadValue, field,
            fillIn(translate("Error", "GPU type '%1' has no letter or digit to name it by"), { type }));
        if (auto [it, fresh] = typeNames.emplace(f.name, type); !fresh)
            return bad(ErrorCode::BadValue, field,
                fillIn(translate("Error", "GPU types '%1' and '%2' are both '%3' as Kubernetes and Slurm names; rename one"),
                    { it->second, type, f.name }));
        plan.flavors.push_back(std::move(f));
    }
    if (plan.flavors.size() > 64)
        return bad(ErrorCode::BadValue, "cluster.gpu_types",
            fillIn(translate("Error", "Kueue takes at most 64 flavors in a resource group; the cluster has %1 GPU types"),
                { std::to_string(plan.flavors.size()) }));
    std::vector<long long> typeGpus;
    for (const auto& f : plan.flavors) typeGpus.push_back(f.gpus);

    if (plan.mapping.cohort) {
        plan.cohort = kubernetesName(source.baseName);
        if (plan.cohort.empty()) plan.cohort = "gantry";
    }
    std::map<std::string, std::string> names; // Kubernetes name -> tenant
    for (std::size_t i = 0; i < s.tenants.size(); ++i) {
        const Tenant& t = s.tenants[i];
        const std::string field = "tenants[" + std::to_string(i) + "].name";
        TenantPlan p;
        p.tenant = &t;
        p.name = kubernetesName(t.name);
        if (p.name.empty()) return bad(ErrorCode::BadValue, field,
            fillIn(translate("Error", "tenant '%1' has no letter or digit to name it by"), { t.name }));
        if (const auto reserved = reservedBy(p.name, target))
            return bad(ErrorCode::BadValue, field,
                fillIn(translate("Error", "tenant '%1' would be exported as '%2', %3; rename the tenant"), { t.name, p.name, *reserved }));
        if (target == Target::Slurm && s.workload.tenantFrom == "user") { // its members (else its name) become Slurm users
            if (t.members.empty()) {
                if (const auto problem = slurmUserProblem(t.name)) return bad(ErrorCode::BadValue, field, *problem);
            }
            for (std::size_t k = 0; k < t.members.size(); ++k)
                if (const auto problem = slurmUserProblem(t.members[k]))
                    return bad(ErrorCode::BadValue, "tenants[" + std::to_string(i) + "].members[" + std::to_string(k) + "]", *problem);
        }
        if (auto [it, fresh] = names.emplace(p.name, t.name); !fresh)
            return bad(ErrorCode::BadValue, field,
                fillIn(translate("Error", "tenants '%1' and '%2' are both '%3' as Kubernetes and Slurm names; rename one"),
                    { it->second, t.name, p.name }));
        // The quota of any type is split over the types by their GPUs; a quota per type is that type's.
        p.nominal = splitByWeight(t.quotaGpus, typeGpus);
        for (std::size_t f = 0; f < plan.flavors.size(); ++f)
            if (auto q = t.quotaByType.find(plan.flavors[f].gpuType); q != t.quotaByType.end()) p.nominal[f] += q->second;
        p.borrowingLimit.assign(plan.flavors.size(), std::nullopt);
        if (plan.mapping.limits) {
            if (!t.borrow) {
                p.borrowingLimit.assign(plan.flavors.size(), 0LL);
            } else if (t.limitGpus >= 0) {
                const auto headroom = splitByWeight(std::max(0, t.limitGpus - t.quota()), typeGpus);
                for (std::size_t f = 0; f < plan.flavors.size(); ++f) p.borrowingLimit[f] = headroom[f];
            }
            p.lendingLimitZero = !t.lend;
        }
        p.capAtQuota = plan.mapping.capAtQuota || (plan.mapping.limits && !t.borrow);
        // Under Gantry's model of Slurm the accounts' limits are the scheduler's own (GrpTRES), whatever the sharing part.
        p.capAtLimit = !p.capAtQuota && (plan.mapping.limits || s.policy.scheduler.name == "slurm") && t.limitGpus >= 0;
        plan.tenants.push_back(std::move(p));
    }
    // In a cohort, the GPUs in nobody's quota are lent by a ClusterQueue of their own (Gantry lends them
    // to borrowers; Kueue admits only against some ClusterQueue's quota).
    if (!plan.cohort.empty()) {
        plan.pool = typeGpus;
        for (const auto& t : plan.tenants)
            for (std::size_t f = 0; f < plan.flavors.size(); ++f) plan.pool[f] = std::max(0LL, plan.pool[f] - t.nominal[f]);
        if (std::any_of(plan.pool.begin(), plan.pool.end(), [](long long g) { return g > 0; })) {
            plan.poolName = plan.cohort + "-unassigned";
            if (auto it = names.find(plan.poolName); it != names.end())
                for (std::size_t i = 0; i < s.tenants.size(); ++i)
                    if (s.tenants[i].name == it->second)
                        return bad(ErrorCode::BadValue, "tenants[" + std::to_string(i) + "].name",
                            fillIn(translate("Error", "tenant '%1' has the name of the ClusterQueue that lends the GPUs in nobody's quota ('%2'); "
                                    "rename it"), { it->second, plan.poolName }));
        }
    }
    return plan;
}

/// `text` as "# " comment lines of about 100 characters; whatever it quotes from the scenario is printable,
/// so no line break (YAML 1.1's U+2028 included) can end a comment and start a line of the file.
std::string commentLines(const std::string& unsafe)
{
    const std::string text = printable(unsafe);
    std::string out, line;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(start, end - start);
        if (!line.empty() && line.size() + 1 + word.size() > 100) {
            out += "# " + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
        start = end + 1;
    }
    return line.empty() ? out : out + "# " + line + "\n";
}

/// The provenance lines every exported file starts with ("# " comments in YAML, slurm.conf and sh alike).
std::string provenance(const ExportPlan& plan, const ExportSource& source, const std::string& what)
{
    std::string out = "# " + what + " for the tenants of Gantry scenario \"" + printable(source.baseName) + "\"";
    out += source.variant.empty() ? "" : ", variant \"" + printable(source.variant) + "\"";
    out += ",\n# written by gantry-cli " + std::string(kVersion) + " export from "
        + printable(source.file.empty() ? "(unnamed)" : source.file) + " (scenario sha256 " + plan.scenarioSha256
        + ").\n# How each field maps: docs/tenants.md, \"Deploying the answer\".\n";
    return out;
}

// ---- Kueue ------------------------------------------------------------------------------------------

/// A string scalar: plain where YAML reads it back as that string, double-quoted otherwise ("6214e9"
/// would read as a number, "true" as a boolean).
YAML::Emitter& text(YAML::Emitter& out, const std::string& s)
{
    if (scenarioyaml::isSafePlainText(s)) return out << s;
    return out << YAML::DoubleQuoted << s;
}

/// A whole number, spelled without the stream's locale.
YAML::Emitter& integer(YAML::Emitter& out, long long n) { return out << std::to_string(n); }

void key(YAML::Emitter& out, const char* k) { out << YAML::Key << k << YAML::Value; }

void metadata(YAML::Emitter& out, const std::string& name, const std::string& ns = {})
{
    key(out, "metadata");
    out << YAML::BeginMap;
    key(out, "name");
    text(out, name);
    if (!ns.empty()) {
        key(out, "namespace");
        text(out, ns);
    }
    key(out, "labels");
    out << YAML::BeginMap;
    key(out, kManagedBy);
    text(out, "gantry");
    out << YAML::EndMap << YAML::EndMap;
}

void header(YAML::Emitter& out, const char* apiVersion, const char* kind)
{
    key(out, "apiVersion");
    text(out, apiVersion);
    key(out, "kind");
    text(out, kind);
}

std::string document(const std::function<void(YAML::Emitter&)>& body)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    body(out);
    out << YAML::EndMap;
    return "---\n" + std::string(out.c_str()) + "\n";
}

/// A weight as a Kubernetes quantity: a whole number, or its decimal text (quoted: a quantity is an
/// integer or a string, never a float).
void quantity(YAML::Emitter& out, double value)
{
    if (value == std::floor(value) && value < 1e15) integer(out, static_cast<long long>(value));
    else out << YAML::DoubleQuoted << formatNumber(value);
}

std::string clusterQueue(const ExportPlan& plan, const std::string& name, const std::string& ns, const std::vector<long long>& nominal,
    const std::vector<std::optional<long long>>& borrowingLimit, bool lendingLimitZero, const Tenant* tenant)
{
    const Scenario& s = *plan.scenario;
    return document([&](YAML::Emitter& out) {
        header(out, "kueue.x-k8s.io/v1beta1", "ClusterQueue");
        metadata(out, name);
        key(out, "spec");
        out << YAML::BeginMap;
        if (!plan.cohort.empty()) {
            key(out, "cohort");
            text(out, plan.cohort);
        }
        if (!ns.empty()) { // only the tenant's namespace submits to its queue (nil selects no namespace)
            key(out, "namespaceSelector");
            out << YAML::BeginMap;
            key(out, "matchLabels");
            out << YAML::BeginMap;
            key(out, "kubernetes.io/metadata.name");
            text(out, ns);
            out << YAML::EndMap << YAML::EndMap;
        }
        key(out, "queueingStrategy");
        text(out, s.policy.backfill ? "BestEffortFIFO" : "StrictFIFO");
        key(out, "resourceGroups");
        out << YAML::BeginSeq << YAML::BeginMap;
        key(out, "coveredResources");
        out << YAML::Flow << YAML::BeginSeq;
        text(out, kKueueGpuResource);
        out << YAML::EndSeq;
        key(out, "flavors");
        out << YAML::BeginSeq;
        for (std::size_t f = 0; f < plan.flavors.size(); ++f) {
            out << YAML::BeginMap;
            key(out, "name");
            text(out, plan.flavors[f].name);
            key(out, "resources");
            out << YAML::BeginSeq << YAML::BeginMap;
            key(out, "name");
            text(out, kKueueGpuResource);
            key(out, "nominalQuota");
            integer(out, nominal[f]);
            if (!plan.cohort.empty() && borrowingLimit[f]) {
                key(out, "borrowingLimit");
                integer(out, *borrowingLimit[f]);
            }
            if (!plan.cohort.empty() && lendingLimitZero) {
                key(out, "lendingLimit");
                integer(out, 0);
            }
            out << YAML::EndMap << YAML::EndSeq << YAML::EndMap;
        }
        out << YAML::EndSeq << YAML::EndMap << YAML::EndSeq;
        key(out, "preemption");
        out << YAML::BeginMap;
        key(out, "reclaimWithinCohort");
        text(out, plan.mapping.reclaim ? "Any" : "Never");
        out << YAML::EndMap;
        if (tenant && tenant->weight != 1) {
            key(out, "fairSharing");
            out << YAML::BeginMap;
            key(out, "weight");
            quantity(out, tenant->weight);
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    });
}

} // namespace

Result<std::vector<ExportFile>> exportKueue(const Scenario& scenario, const ExportSource& source)
{
    auto prepared = prepare(scenario, source, Target::Kueue);
    if (!prepared) return prepared.error();
    const ExportPlan& plan = prepared.value();
    std::string out = provenance(plan, source, "Kueue setup (kueue.x-k8s.io/v1beta1)")
        + commentLines("Sharing policy '" + scenario.policy.sharing.name + "': " + plan.mapping.kueue + ".");
    out += "# For Kueue 0.9 or later: lendingLimit came in 0.6 behind the LendingLimit feature gate, on by default\n"
           "# since 0.9; 0.16 and later still serve v1beta1 (stored as v1beta2). Apply: kubectl apply -f kueue.yaml\n"
           "# Label each node with its GPU type first: kubectl label node NODE "
        + std::string(kGpuTypeNodeLabel) + "=FLAVOR (flavors:";
    for (const auto& f : plan.flavors) out += " " + f.name + " for " + printable(f.gpuType) + ",";
    out.back() = ')';
    out += ".\n# Jobs queue with the label kueue.x-k8s.io/queue-name: TENANT in the namespace TENANT.\n";
    for (const auto& t : plan.tenants)
        out += document([&](YAML::Emitter& e) {
            header(e, "v1", "Namespace");
            metadata(e, t.name);
        });
    for (const auto& f : plan.flavors)
        out += document([&](YAML::Emitter& e) {
            header(e, "kueue.x-k8s.io/v1beta1", "ResourceFlavor");
            metadata(e, f.name);
            key(e, "spec");
            e << YAML::BeginMap;
            key(e, "nodeLabels");
            e << YAML::BeginMap;
            key(e, kGpuTypeNodeLabel);
            text(e, f.name);
            e << YAML::EndMap << YAML::EndMap;
        });
    for (const auto& t : plan.tenants) {
        if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "interrupted"), {} }; // thousands of queues
        out += clusterQueue(plan, t.name, t.name, t.nominal, t.borrowingLimit, t.lendingLimitZero, t.tenant);
    }
    if (!plan.poolName.empty())
        out += clusterQueue(plan, plan.poolName, {}, plan.pool, std::vector<std::optional<long long>>(plan.flavors.size(), 0LL), false, nullptr);
    for (const auto& t : plan.tenants)
        out += document([&](YAML::Emitter& e) {
            header(e, "kueue.x-k8s.io/v1beta1", "LocalQueue");
            metadata(e, t.name, t.name);
            key(e, "spec");
            e << YAML::BeginMap;
            key(e, "clusterQueue");
            text(e, t.name);
            e << YAML::EndMap;
        });
    return std::vector<ExportFile> { { "kueue.yaml", out } };
}

// ---- Slurm ------------------------------------------------------------------------------------------

namespace {

/// Machines that share one NodeName line: consecutive in the cluster, of one configuration, their names
/// one prefix and increasing numbers (written as a Slurm hostlist, "r0-m[0-15]").
struct NodeGroup {
    std::string prefix;
    std::size_t width = 0; ///< zero-padded digits ("n[001-016]"); 0: not padded
    std::vector<long long> numbers;
    std::string single; ///< a name without a number, alone in its group
    int gpuType = 0, gpus = 0, cpus = 0;

    std::string hostlist() const
    {
        if (numbers.empty()) return single;
        auto pad = [&](long long n) {
            std::string d = std::to_string(n);
            return d.size() < width ? std::string(width - d.size(), '0') + d : d;
        };
        if (numbers.size() == 1) return prefix + pad(numbers.front());
        std::string ranges;
        for (std::size_t i = 0; i < numbers.size();) {
            std::size_t j = i;
            while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1) ++j;
            ranges += (ranges.empty() ? "" : ",") + pad(numbers[i]) + (j > i ? "-" + pad(numbers[j]) : "");
            i = j + 1;
        }
        return prefix + "[" + ranges + "]";
    }
};

Result<std::vector<NodeGroup>> nodeGroups(const Cluster& cluster)
{
    std::vector<NodeGroup> groups;
    for (const Machine& m : cluster.machines) {
        const std::string& n = m.name;
        const bool valid = !n.empty() && std::isalnum(static_cast<unsigned char>(n.front()))
            && std::all_of(n.begin(), n.end(), [](unsigned char c) { return c < 0x80 && (std::isalnum(c) || c == '-' || c == '.' || c == '_'); });
        if (!valid)
            return bad(ErrorCode::BadValue, "cluster",
                fillIn(translate("Error", "machine '%1' cannot be a Slurm node name (a host name: letters, digits, '-', '.' and '_', starting with "
                        "a letter or digit)"), { n }));
        std::size_t cut = n.size();
        while (cut > 0 && std::isdigit(static_cast<unsigned char>(n[cut - 1]))) --cut;
        const std::string digits = n.substr(cut);
        NodeGroup g;
        g.gpuType = m.gpuType;
        g.gpus = m.gpuCount;
        g.cpus = m.cpuSlots;
        if (digits.empty() || digits.size() > 15) {
            g.single = n;
            groups.push_back(std::move(g));
            continue;
        }
        g.prefix = n.substr(0, cut);
        const long long number = *parseInteger(digits);
        const bool padded = digits.size() > 1 && digits.front() == '0';
        if (!groups.empty()) {
            NodeGroup& last = groups.back();
            const bool fits = !last.numbers.empty() && last.prefix == g.prefix && last.gpuType == g.gpuType && last.gpus == g.gpus
                && last.cpus == g.cpus && number > last.numbers.back()
                && (last.width == 0 ? !padded : digits.size() == last.width);
            if (fits) {
                last.numbers.push_back(number);
                continue;
            }
        }
        g.width = padded ? digits.size() : 0;
        g.numbers.push_back(number);
        groups.push_back(std::move(g));
    }
    return groups;
}

/// Fairshare values: the weights in the same proportions as whole numbers (scaled by the first of 1, 10,
/// 100, 1000 that makes every weight whole, else rounded at 1000, then divided by their common divisor).
std::vector<long long> fairshares(const std::vector<Tenant>& tenants)
{
    long long scale = 1;
    auto whole = [&](long long k) {
        return std::all_of(tenants.begin(), tenants.end(), [&](const Tenant& t) {
            const double x = t.weight * double(k);
            return std::abs(x - std::round(x)) < 1e-9 * std::max(1.0, x);
        });
    };
    while (scale < 1000 && !whole(scale)) scale *= 10;
    std::vector<long long> out;
    long long divisor = 0;
    for (const Tenant& t : tenants) {
        out.push_back(std::max(1LL, std::llround(t.weight * double(scale))));
        divisor = std::gcd(divisor, out.back());
    }
    for (long long& f : out) f /= std::max(1LL, divisor);
    return out;
}

/// `text` as one word of a POSIX shell command.
std::string shellWord(const std::string& text)
{
    if (!text.empty() && std::all_of(text.begin(), text.end(), [](unsigned char c) {
            return std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '/' || c == '=' || c == ',' || c == ':';
        }))
        return text;
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

} // namespace

Result<std::vector<ExportFile>> exportSlurm(const Scenario& scenario, const ExportSource& source)
{
    auto prepared = prepare(scenario, source, Target::Slurm);
    if (!prepared) return prepared.error();
    const ExportPlan& plan = prepared.value();
    auto groups = nodeGroups(scenario.cluster);
    if (!groups) return groups.error();
    const std::string policyLine = commentLines("Sharing policy '" + scenario.policy.sharing.name + "': " + plan.mapping.slurm + ".");
    const std::string limitsNote =
        "# Not expressible in Slurm: a guarantee (a cap is not a reservation: Slurm keeps no idle GPUs for an\n"
        "# account, so a quota holds only while the quotas add up to at most the cluster's GPUs), per-type\n"
        "# guarantees (only per-type caps, gres/gpu:TYPE), lend: false (idle GPUs go to whichever job is next)\n"
        "# and a default tenant (each job names its account).\n";

    // slurm.conf
    std::string conf = provenance(plan, source, "Slurm 22.05 slurm.conf fragment") + policyLine + limitsNote;
    conf += "# Add it to your slurm.conf (ClusterName, SlurmctldHost and the rest are your site's). Each node also\n"
            "# needs a gres.conf naming its GPUs (AutoDetect=nvml, or Name=gpu Type=TYPE File=/dev/nvidia[0-N]).\n\n"
            "GresTypes=gpu\nSelectType=select/cons_tres\n";
    std::vector<std::string> nodesOfType(plan.flavors.size()), allNodes;
    for (const NodeGroup& g : groups.value()) {
        const std::string hosts = g.hostlist();
        conf += "NodeName=" + hosts + " CPUs=" + std::to_string(g.cpus);
        if (g.gpus > 0) conf += " Gres=gpu:" + plan.flavors[std::size_t(g.gpuType)].name + ":" + std::to_string(g.gpus);
        conf += " State=UNKNOWN\n";
        allNodes.push_back(hosts);
        std::string& ofType = nodesOfType[std::size_t(g.gpuType)];
        ofType += (ofType.empty() ? "" : ",") + hosts;
    }
    auto join = [](const std::vector<std::string>& parts) {
        std::string out;
        for (const auto& p : parts) out += (out.empty() ? "" : ",") + p;
        return out;
    };
    if (!scenario.cluster.partitions.empty()) {
        // The scenario's own partitions, as they are.
        for (const Partition& p : scenario.cluster.partitions) {
            Cluster members;
            std::vector<MachineId> machines = p.machines;
            std::sort(machines.begin(), machines.end());
            for (MachineId m : machines) members.machines.push_back(scenario.cluster.machines[std::size_t(m)]);
            auto memberGroups = nodeGroups(members);
            if (!memberGroups) return memberGroups.error();
            std::vector<std::string> hosts;
            for (const NodeGroup& g : memberGroups.value()) hosts.push_back(g.hostlist());
            conf += "PartitionName=" + p.name + " Nodes=" + join(hosts) + (p.isDefault ? " Default=YES" : "");
            if (p.priorityTier != 1) conf += " PriorityTier=" + std::to_string(p.priorityTier);
            if (p.priorityJobFactor != 1) conf += " PriorityJobFactor=" + formatNumber(p.priorityJobFactor);
            conf += " MaxTime=INFINITE State=UP\n";
        }
    } else {
        conf += "PartitionName=gpu Nodes=" + join(allNodes) + " Default=YES MaxTime=INFINITE State=UP\n";
    }
    if (scenario.cluster.partitions.empty() && plan.flavors.size() > 1)
        for (std::size_t f = 0; f < plan.flavors.size(); ++f)
            if (!nodesOfType[f].empty())
                conf += "PartitionName=gpu-" + plan.flavors[f].name + " Nodes=" + nodesOfType[f] + " MaxTime=INFINITE State=UP\n";
    conf += "\n# Accounting and priority: the limits and shares (sacctmgr.sh, or associations.cfg for sacctmgr load)\n"
            "# need slurmdbd (and its database) and these settings; set AccountingStorageHost to your slurmdbd's host.\n"
            "AccountingStorageType=accounting_storage/slurmdbd\nAccountingStorageTRES=gres/gpu";
    for (const auto& f : plan.flavors) conf += ",gres/gpu:" + f.name;
    conf += "\nAccountingStorageEnforce=associations,limits,qos\n";
    if (const std::string scheduler = slurmSchedulerConf(scenario.policy.scheduler); !scheduler.empty()) {
        conf += "\n# The scenario's scheduler, Gantry's model of Slurm's, with its settings (those not written are Slurm's\n"
                "# defaults in both).\n"
            + scheduler;
    } else {
        const std::string& name = scenario.policy.scheduler.name;
        conf += "\n" + commentLines("The shares need the multifactor priority. Slurm orders the jobs from here on, not the scenario's "
                    + (name.empty() ? std::string("ordering and placement policies") : "'" + name + "' scheduler") + ".")
            + "PriorityType=priority/multifactor\nPriorityWeightFairshare=10000\n";
    }

    // sacctmgr.sh
    std::string script = "#!/bin/sh\n" + provenance(plan, source, "Slurm 22.05 accounts (sacctmgr)") + policyLine + limitsNote;
    script += "# Needs slurmdbd and the accounting settings of slurm.conf. Run once as a Slurm administrator.\n"
              "# Fairshare is the tenant's weight as a whole number (same proportions).\n"
              "set -e\n";
    // associations.cfg: the accounts, their shares and users as `sacctmgr dump` writes them, what the
    // import of a Slurm setup reads back (docs/trace-formats.md, "slurm-conf").
    const std::string clusterName = kubernetesName(scenario.cluster.racks.size() == 1 ? scenario.cluster.racks.front().name : source.baseName);
    std::string dump = provenance(plan, source, "Slurm 22.05 associations (sacctmgr load file=associations.cfg)")
        + "# The accounts and their shares; the limits and QOS are in sacctmgr.sh.\n"
        + "Cluster - '" + (clusterName.empty() ? std::string("gantry") : clusterName) + "':Fairshare=1:QOS='normal'\nParent - 'root'\n";
    std::string dumpUsers;
    const auto shares = fairshares(scenario.tenants);
    for (std::size_t i = 0; i < plan.tenants.size(); ++i) {
        const TenantPlan& p = plan.tenants[i];
        const Tenant& t = *p.tenant;
        dump += "Account - '" + p.name + "':Description='Gantry tenant':Organization='gantry':Fairshare=" + std::to_string(shares[i])
            + (p.capAtLimit ? ":GrpTRES=gres/gpu=" + std::to_string(t.limitGpus) : "") + "\n";
        script += "\n# Tenant " + printable(t.name) + ": quota " + std::to_string(t.quota()) + " GPUs"
            + (t.limitGpus >= 0 ? ", limit " + std::to_string(t.limitGpus) : "") + ", weight " + formatNumber(t.weight)
            + (t.borrow ? "" : ", does not borrow") + (t.lend ? "" : ", does not lend") + "\n";
        std::string account = "sacctmgr -i add account " + p.name + " " + shellWord("Description=Gantry tenant " + printable(t.name))
            + " Organization=gantry Fairshare=" + std::to_string(shares[i]);
        if (p.capAtQuota) {
            std::string tres = "gres/gpu=" + std::to_string(t.quota());
            if (!t.quotaByType.empty())
                for (const auto& f : plan.flavors) {
                    const auto q = t.quotaByType.find(f.gpuType);
                    tres += ",gres/gpu:" + f.name + "=" + std::to_string(q == t.quotaByType.end() ? 0 : q->second);
                }
            script += "sacctmgr -i add qos " + p.name + " GrpTRES=" + tres + "\n";
            account += " QosLevel=" + p.name + " DefaultQOS=" + p.name;
        } else if (p.capAtLimit) {
            account += " GrpTRES=gres/gpu=" + std::to_string(t.limitGpus);
        }
        script += account + "\n";
        const std::vector<std::string> members = t.members.empty() ? std::vector<std::string> { t.name } : t.members;
        if (scenario.workload.tenantFrom == "user") {
            // Name=: the user is the option's value, never a keyword of sacctmgr's (where, set) or an option.
            for (const auto& user : members) script += "sacctmgr -i add user Name=" + user + " Account=" + p.name + "\n";
            dumpUsers += "Parent - '" + p.name + "'\n";
            for (const auto& user : members) dumpUsers += "User - '" + user + "':DefaultAccount='" + p.name + "':Fairshare=1\n";
        } else {
            std::string vcs;
            for (const auto& vc : members) vcs += (vcs.empty() ? "" : ", ") + printable(vc);
            script += "# its jobs' VCs: " + vcs + "; add their users: sacctmgr -i add user NAME Account=" + p.name + "\n";
        }
    }
    return std::vector<ExportFile> { { "slurm.conf", conf }, { "sacctmgr.sh", script }, { "associations.cfg", dump + dumpUsers } };
}

} // namespace gantry
