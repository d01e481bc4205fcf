// gantry-cli export's core (core/io/TenantExport): what each tenant, quota, limit and sharing policy
// becomes in Kueue and in Slurm, and the structural validator the Kueue output is checked with. The
// check against Kueue's own CRDs is the validation label's (tests/validation/KueueCrdTest.cpp): the CRDs
// are not in the repository.

#include "core/io/ScenarioIo.h"
#include "core/io/TenantExport.h"
#include "core/policy/PolicyRegistry.h"
#include "tests/support/BundledScenario.h"
#include "tests/support/CrdSchema.h"
#include "tests/support/MixedFleetScenario.h"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>
#include <vector>

namespace gantry {
namespace {

using testing::bundledScenario;
using testing::jsonType;
using testing::kMixedFleetScenario;
using testing::validateAgainstSchema;

Scenario parse(const std::string& yaml) { return testing::scenarioOrFail(parseScenario(yaml, "t.yaml", ".")); }

struct Docs {
    std::vector<YAML::Node> all;
    std::map<std::string, YAML::Node> byKindName; ///< "ClusterQueue/team-a"
};

Docs kueueDocs(const Scenario& s, const std::string& variant = {}, const std::string& baseName = {})
{
    auto files = exportKueue(s, { "t.yaml", variant, baseName.empty() ? s.name : baseName });
    EXPECT_TRUE(files.ok()) << (files.ok() ? "" : files.error().toString());
    Docs d;
    if (!files.ok()) return d;
    EXPECT_EQ(files.value().size(), 1u);
    EXPECT_EQ(files.value().front().name, "kueue.yaml");
    for (const YAML::Node& doc : YAML::LoadAll(files.value().front().text)) {
        d.all.push_back(doc);
        d.byKindName[doc["kind"].as<std::string>() + "/" + doc["metadata"]["name"].as<std::string>()] = doc;
    }
    return d;
}

std::map<std::string, std::string> slurmFiles(const Scenario& s)
{
    auto files = exportSlurm(s, { "t.yaml", {}, s.name });
    EXPECT_TRUE(files.ok()) << (files.ok() ? "" : files.error().toString());
    std::map<std::string, std::string> out;
    if (files.ok())
        for (const auto& f : files.value()) out[f.name] = f.text;
    return out;
}

/// The (flavor -> resource entry) of a ClusterQueue's one resource group.
std::map<std::string, YAML::Node> quotas(const YAML::Node& cq)
{
    std::map<std::string, YAML::Node> out;
    for (const auto& f : cq["spec"]["resourceGroups"][0]["flavors"]) out[f["name"].as<std::string>()] = f["resources"][0];
    return out;
}

// ---- the validator can fail ---------------------------------------------------------------------------

const char* kSchema = R"(type: object
required: [spec]
properties:
  apiVersion: {type: string}
  spec:
    type: object
    properties:
      mode: {type: string, enum: [A, B]}
      name: {type: string, maxLength: 8, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'}
      count: {type: integer, minimum: 0, maximum: 10, format: int32}
      quantity:
        anyOf: [{type: integer}, {type: string}]
        pattern: '^[0-9]+(m|Ki)?$'
        x-kubernetes-int-or-string: true
      labels: {type: object, additionalProperties: {type: string}}
      items:
        type: array
        maxItems: 2
        items:
          type: object
          required: [name]
          properties: {name: {type: string}}
        x-kubernetes-list-type: map
        x-kubernetes-list-map-keys: [name]
      loose: {type: object, x-kubernetes-preserve-unknown-fields: true}
      closed: {type: object, additionalProperties: false}
)";

std::vector<std::string> check(const std::string& yaml) { return validateAgainstSchema(YAML::Load(kSchema), YAML::Load(yaml)); }

TEST(CrdSchemaValidator, AcceptsAConformingObject)
{
    EXPECT_EQ(check("apiVersion: v1\nspec: {mode: A, name: ab-1, count: 3, quantity: 5, labels: {x: y}, items: [{name: a}, {name: b}], "
                    "loose: {anything: 1}, closed: {}}"),
        std::vector<std::string> {});
    EXPECT_EQ(check("spec: {quantity: \"500m\"}"), std::vector<std::string> {});
}

TEST(CrdSchemaValidator, FindsEveryKindOfMistake)
{
    auto one = [](const std::string& yaml, const std::string& expected) {
        const auto problems = check(yaml);
        ASSERT_EQ(problems.size(), 1u) << yaml;
        EXPECT_NE(problems.front().find(expected), std::string::npos) << problems.front();
    };
    one("apiVersion: v1", "lacks required field 'spec'");
    one("spec: {mode: C}", "spec.mode: 'C' is not one of the enum's values");
    one("spec: {name: Upper}", "does not match pattern");
    one("spec: {name: abcdefghij}", "longer than maxLength 8");
    one("spec: {count: -1}", "below minimum 0");
    one("spec: {count: 11}", "above maximum 10");
    one("spec: {count: \"3\"}", "spec.count: must be integer, is string");
    one("spec: {quantity: 1.5}", "must be an integer or a string, is number");
    one("spec: {quantity: \"1.5\"}", "does not match pattern");
    one("spec: {labels: {x: [1]}}", "spec.labels.x: must be string, is array");
    one("spec: {items: [{name: a}, {name: b}, {name: c}]}", "more than maxItems 2");
    one("spec: {items: [{name: a}, {name: a}]}", "repeats a key of the map list");
    one("spec: {items: [{}]}", "spec.items[0]: lacks required field 'name'");
    one("spec: {colour: red}", "spec.colour: unknown field");
    one("spec: {closed: {x: 1}}", "spec.closed.x: unknown field");
}

TEST(CrdSchemaValidator, TypesScalarsAsKubernetesReadsYaml)
{
    EXPECT_EQ(jsonType(YAML::Load("6214e9")), "number"); // a VC name that is a number unless quoted
    EXPECT_EQ(jsonType(YAML::Load("\"6214e9\"")), "string");
    EXPECT_EQ(jsonType(YAML::Load("64")), "integer");
    EXPECT_EQ(jsonType(YAML::Load("yes")), "boolean");
    EXPECT_EQ(jsonType(YAML::Load("b436b2")), "string");
    EXPECT_EQ(jsonType(YAML::Load("~")), "null");
}

// ---- Kueue --------------------------------------------------------------------------------------------

TEST(TenantExport, KubernetesNames)
{
    EXPECT_EQ(kubernetesName("small VCs"), "small-vcs");
    EXPECT_EQ(kubernetesName("  Team_A!! "), "team-a");
    EXPECT_EQ(kubernetesName("V100"), "v100");
    EXPECT_EQ(kubernetesName("ü"), "");
    EXPECT_EQ(kubernetesName(std::string(70, 'a')).size(), 63u);
}

TEST(TenantExport, StrictQuotasAreClusterQueuesWithoutACohort)
{
    const Scenario s = bundledScenario("philly-tenants.yaml");
    const Docs d = kueueDocs(s);
    // 9 namespaces, 1 flavor, 9 ClusterQueues, 9 LocalQueues; GPUs are all in someone's quota (no pool).
    EXPECT_EQ(d.all.size(), 28u);
    const YAML::Node flavor = d.byKindName.at("ResourceFlavor/v100");
    EXPECT_EQ(flavor["spec"]["nodeLabels"][kGpuTypeNodeLabel].as<std::string>(), "v100");
    int total = 0;
    for (const Tenant& t : s.tenants) {
        const std::string name = kubernetesName(t.name);
        const YAML::Node cq = d.byKindName.at("ClusterQueue/" + name);
        EXPECT_FALSE(cq["spec"]["cohort"]) << name;
        EXPECT_EQ(cq["spec"]["resourceGroups"][0]["coveredResources"][0].as<std::string>(), "nvidia.com/gpu");
        const YAML::Node q = quotas(cq).at("v100");
        EXPECT_EQ(q["nominalQuota"].as<int>(), t.quota()) << name;
        EXPECT_FALSE(q["borrowingLimit"]) << name;
        EXPECT_FALSE(q["lendingLimit"]) << name;
        EXPECT_EQ(cq["spec"]["preemption"]["reclaimWithinCohort"].as<std::string>(), "Never");
        EXPECT_EQ(cq["spec"]["queueingStrategy"].as<std::string>(), "BestEffortFIFO"); // backfill
        EXPECT_EQ(cq["spec"]["namespaceSelector"]["matchLabels"]["kubernetes.io/metadata.name"].as<std::string>(), name);
        const YAML::Node lq = d.byKindName.at("LocalQueue/" + name);
        EXPECT_EQ(lq["metadata"]["namespace"].as<std::string>(), name);
        EXPECT_EQ(lq["spec"]["clusterQueue"].as<std::string>(), name);
        EXPECT_TRUE(d.byKindName.count("Namespace/" + name));
        total += t.quota();
    }
    EXPECT_EQ(total, 256);
    // Names that YAML would read as numbers are quoted, so Kubernetes reads them as names.
    EXPECT_EQ(jsonType(d.byKindName.at("ClusterQueue/6214e9")["metadata"]["name"]), "string");
    EXPECT_EQ(jsonType(d.byKindName.at("ClusterQueue/6214e9")["spec"]["resourceGroups"][0]["flavors"][0]["resources"][0]["nominalQuota"]),
        "integer");
}

TEST(TenantExport, BorrowingIsACohortWithLimits)
{
    const Scenario base = bundledScenario("philly-tenants.yaml");
    int lend = -1;
    for (int i = 0; i < int(base.variants.size()); ++i)
        if (base.variants[i].name == "lend idle quota") lend = i;
    ASSERT_GE(lend, 0);
    auto s = applyVariant(base, lend);
    ASSERT_TRUE(s.ok());
    const Docs d = kueueDocs(s.value(), "lend idle quota", base.name);
    for (const Tenant& t : s.value().tenants) {
        const YAML::Node cq = d.byKindName.at("ClusterQueue/" + kubernetesName(t.name));
        // The cohort is named after the base scenario, so every variant's queues join the same one.
        EXPECT_EQ(cq["spec"]["cohort"].as<std::string>(), "philly-virtual-clusters");
        const YAML::Node q = quotas(cq).at("v100");
        if (t.limitGpus >= 0) EXPECT_EQ(q["borrowingLimit"].as<int>(), t.limitGpus - t.quota()) << t.name;
        else EXPECT_FALSE(q["borrowingLimit"]) << t.name;
        if (t.lend) EXPECT_FALSE(q["lendingLimit"]) << t.name;
        else EXPECT_EQ(q["lendingLimit"].as<int>(), 0) << t.name;
    }
    EXPECT_EQ(quotas(d.byKindName.at("ClusterQueue/b436b2")).at("v100")["lendingLimit"].as<int>(), 0);
    EXPECT_EQ(quotas(d.byKindName.at("ClusterQueue/11cb48")).at("v100")["borrowingLimit"].as<int>(), 8);
}

TEST(TenantExport, EverySharingPolicyExportsAndOnlyReclaimPreempts)
{
    Scenario s = bundledScenario("philly-tenants.yaml");
    std::vector<std::string> names;
    for (const PolicyInfo& info : PolicyRegistry::instance().list(PolicyKind::Sharing)) names.push_back(info.name);
    EXPECT_EQ(names.size(), sharingMappings().size()); // a new sharing policy gets its row
    for (const std::string& name : names) {
        s.policy.sharing = { name, {} };
        const Docs d = kueueDocs(s);
        const YAML::Node cq = d.byKindName.at("ClusterQueue/" + kubernetesName(s.tenants[0].name));
        EXPECT_EQ(cq["spec"]["preemption"]["reclaimWithinCohort"].as<std::string>(), name == "reclaim" ? "Any" : "Never") << name;
        EXPECT_EQ(bool(cq["spec"]["cohort"]), name != "strict-quota") << name;
    }
}

TEST(TenantExport, QuotasAndHeadroomAreSplitOverGpuTypes)
{
    const Scenario s = parse(kMixedFleetScenario);
    const Docs d = kueueDocs(s);
    auto q = [&](const std::string& cq, const std::string& flavor, const char* field) {
        const YAML::Node n = quotas(d.byKindName.at("ClusterQueue/" + cq)).at(flavor)[field];
        return n ? n.as<int>() : -1;
    };
    // 24 V100s and 8 A100s: any-type quotas split 3:1, per-type quotas where they are.
    EXPECT_EQ(q("team-a", "v100", "nominalQuota"), 6);
    EXPECT_EQ(q("team-a", "a100", "nominalQuota"), 2);
    EXPECT_EQ(q("team-a", "v100", "borrowingLimit"), 6); // limit 16 - quota 8, split 3:1
    EXPECT_EQ(q("team-a", "a100", "borrowingLimit"), 2);
    EXPECT_EQ(q("vision", "v100", "nominalQuota"), 0);
    EXPECT_EQ(q("vision", "a100", "nominalQuota"), 4);
    EXPECT_EQ(q("vision", "v100", "borrowingLimit"), 6);
    EXPECT_EQ(q("vision", "a100", "borrowingLimit"), 2);
    EXPECT_EQ(q("vision", "a100", "lendingLimit"), 0);
    EXPECT_EQ(q("6214e9", "v100", "nominalQuota"), 3);
    EXPECT_EQ(q("6214e9", "a100", "nominalQuota"), 1);
    EXPECT_EQ(q("6214e9", "v100", "borrowingLimit"), 0); // borrow: false
    EXPECT_EQ(q("rest", "v100", "borrowingLimit"), -1);  // no limit
    // The GPUs in nobody's quota (24 - 9 V100s, 8 - 7 A100s) are lent by a queue of their own, which no
    // namespace submits to and which never borrows.
    const YAML::Node pool = d.byKindName.at("ClusterQueue/mixed-fleet-unassigned");
    EXPECT_EQ(quotas(pool).at("v100")["nominalQuota"].as<int>(), 15);
    EXPECT_EQ(quotas(pool).at("a100")["nominalQuota"].as<int>(), 1);
    EXPECT_EQ(quotas(pool).at("a100")["borrowingLimit"].as<int>(), 0);
    EXPECT_FALSE(pool["spec"]["namespaceSelector"]);
    EXPECT_FALSE(d.byKindName.count("LocalQueue/mixed-fleet-unassigned"));
    // Weights other than 1 are fairSharing weights, as Kubernetes quantities (never a float).
    EXPECT_EQ(d.byKindName.at("ClusterQueue/team-a")["spec"]["fairSharing"]["weight"].as<std::string>(), "2.5");
    EXPECT_EQ(jsonType(d.byKindName.at("ClusterQueue/team-a")["spec"]["fairSharing"]["weight"]), "string");
    EXPECT_FALSE(d.byKindName.at("ClusterQueue/vision")["spec"]["fairSharing"]);
}

/// What Kueue's CEL rules and admission webhook require beyond the schema, checked by hand.
void expectKueueRulesHold(const Docs& d)
{
    for (const YAML::Node& doc : d.all) {
        if (doc["kind"].as<std::string>() != "ClusterQueue") continue;
        const YAML::Node spec = doc["spec"];
        for (const auto& group : spec["resourceGroups"])
            for (const auto& flavor : group["flavors"]) {
                EXPECT_EQ(flavor["resources"].size(), group["coveredResources"].size()); // flavors must have the same number of resources
                for (const auto& r : flavor["resources"]) {
                    if (!spec["cohort"]) {
                        EXPECT_FALSE(r["borrowingLimit"]); // borrowingLimit must be nil when cohort is empty
                        EXPECT_FALSE(r["lendingLimit"]);   // the webhook: lendingLimit must be nil without a cohort
                    }
                    if (r["lendingLimit"]) EXPECT_LE(r["lendingLimit"].as<long long>(), r["nominalQuota"].as<long long>());
                    EXPECT_GE(r["nominalQuota"].as<long long>(), 0);
                }
            }
    }
}

TEST(TenantExport, KueueRulesBeyondTheSchemaHold)
{
    const Scenario base = bundledScenario("philly-tenants.yaml");
    expectKueueRulesHold(kueueDocs(base));
    for (int i = 0; i < int(base.variants.size()); ++i) {
        auto s = applyVariant(base, i);
        ASSERT_TRUE(s.ok());
        expectKueueRulesHold(kueueDocs(s.value(), base.variants[i].name, base.name));
    }
    expectKueueRulesHold(kueueDocs(parse(kMixedFleetScenario)));
}

TEST(TenantExport, OneQueueIsACohortWithoutLimitsAndTheOutputIsDeterministic)
{
    Scenario s = parse(kMixedFleetScenario);
    s.policy.sharing.name = "none";
    const Docs d = kueueDocs(s);
    for (const auto& [flavor, r] : quotas(d.byKindName.at("ClusterQueue/6214e9"))) {
        EXPECT_FALSE(r["borrowingLimit"]) << flavor;
        EXPECT_FALSE(r["lendingLimit"]) << flavor;
    }
    EXPECT_EQ(exportKueue(s, { "t.yaml", {}, s.name }).value().front().text, exportKueue(s, { "t.yaml", {}, s.name }).value().front().text);
}

TEST(TenantExport, MistakesNameTheField)
{
    Scenario s = parse(kMixedFleetScenario);
    auto expectError = [](const Result<std::vector<ExportFile>>& r, ErrorCode code, const std::string& field, const std::string& words) {
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().code, code);
        EXPECT_EQ(r.error().where.field, field);
        EXPECT_NE(r.error().message.find(words), std::string::npos) << r.error().message;
        EXPECT_EQ(r.error().exitCode(), 2);
    };
    Scenario noTenants = s;
    noTenants.tenants.clear();
    expectError(exportKueue(noTenants, {}), ErrorCode::MissingField, "tenants", "declares no tenants");
    expectError(exportSlurm(noTenants, {}), ErrorCode::MissingField, "tenants", "declares no tenants");
    Scenario clash = s;
    clash.tenants[3].name = "team a";
    expectError(exportKueue(clash, {}), ErrorCode::BadValue, "tenants[3].name", "are both 'team-a'");
    Scenario nameless = s;
    nameless.tenants[1].name = "--";
    expectError(exportSlurm(nameless, {}), ErrorCode::BadValue, "tenants[1].name", "no letter or digit");
    Scenario unknown = s;
    unknown.policy.sharing.name = "lottery";
    expectError(exportKueue(unknown, {}), ErrorCode::UnknownName, "policy.sharing", "'lottery' has no Kueue or Slurm mapping");
    Scenario host = s;
    host.cluster.machines[0].name = "node 0";
    expectError(exportSlurm(host, {}), ErrorCode::BadValue, "cluster", "cannot be a Slurm node name");
    Scenario pool = s;
    pool.tenants[3].name = "Mixed fleet unassigned";
    expectError(exportKueue(pool, { "t.yaml", {}, s.name }), ErrorCode::BadValue, "tenants[3].name", "nobody's quota");
}

// ---- Slurm --------------------------------------------------------------------------------------------

TEST(TenantExport, SlurmNodesPartitionsAndGres)
{
    const auto files = slurmFiles(parse(kMixedFleetScenario));
    const std::string& conf = files.at("slurm.conf");
    EXPECT_NE(conf.find("\nGresTypes=gpu\n"), std::string::npos);
    EXPECT_NE(conf.find("\nSelectType=select/cons_tres\n"), std::string::npos);
    // Machines of one configuration with numbered names are one hostlist; zero padding is kept.
    EXPECT_NE(conf.find("\nNodeName=node-[0-2] CPUs=32 Gres=gpu:v100:8 State=UNKNOWN\n"), std::string::npos) << conf;
    EXPECT_NE(conf.find("\nNodeName=a100-[07-08] CPUs=32 Gres=gpu:a100:4 State=UNKNOWN\n"), std::string::npos) << conf;
    EXPECT_NE(conf.find("\nPartitionName=gpu Nodes=node-[0-2],a100-[07-08] Default=YES MaxTime=INFINITE State=UP\n"), std::string::npos);
    EXPECT_NE(conf.find("\nPartitionName=gpu-v100 Nodes=node-[0-2] MaxTime=INFINITE State=UP\n"), std::string::npos);
    EXPECT_NE(conf.find("\nPartitionName=gpu-a100 Nodes=a100-[07-08] MaxTime=INFINITE State=UP\n"), std::string::npos);
    EXPECT_NE(conf.find("\nAccountingStorageTRES=gres/gpu,gres/gpu:v100,gres/gpu:a100\n"), std::string::npos);
    EXPECT_NE(conf.find("\nPriorityType=priority/multifactor\n"), std::string::npos);
    // One GPU type: no partition per type.
    const auto philly = slurmFiles(bundledScenario("philly-tenants.yaml")).at("slurm.conf");
    EXPECT_NE(philly.find("\nNodeName=r0-m[0-15] CPUs=32 Gres=gpu:v100:8 State=UNKNOWN\nNodeName=r1-m[0-15] "), std::string::npos);
    EXPECT_EQ(philly.find("PartitionName=gpu-"), std::string::npos);
}

TEST(TenantExport, SlurmHostlistsKeepGapsAndConfigurations)
{
    Scenario s = parse(kMixedFleetScenario);
    s.cluster.machines[1].name = "node-5";  // node-0, node-5, node-2: 2 does not follow 5
    s.cluster.machines[3].cpuSlots = 64;    // a100-07 differs from a100-08
    s.cluster.index();
    const std::string conf = slurmFiles(s).at("slurm.conf");
    EXPECT_NE(conf.find("\nNodeName=node-[0,5] CPUs=32"), std::string::npos) << conf;
    EXPECT_NE(conf.find("\nNodeName=node-2 CPUs=32"), std::string::npos) << conf;
    EXPECT_NE(conf.find("\nNodeName=a100-07 CPUs=64 Gres=gpu:a100:4"), std::string::npos) << conf;
    EXPECT_NE(conf.find("\nNodeName=a100-08 CPUs=32 Gres=gpu:a100:4"), std::string::npos) << conf;
}

TEST(TenantExport, SlurmAccountsFollowThePolicy)
{
    // Borrowing: limits cap accounts, tenants that may not borrow get a QOS at their quota; weights
    // 2.5, 1, 0.5, 1 are Fairshare 5, 2, 1, 2.
    Scenario s = parse(kMixedFleetScenario);
    std::string script = slurmFiles(s).at("sacctmgr.sh");
    EXPECT_EQ(script.rfind("#!/bin/sh\n", 0), 0u);
    EXPECT_NE(script.find("\nsacctmgr -i add account team-a 'Description=Gantry tenant Team A' Organization=gantry Fairshare=5 "
                          "GrpTRES=gres/gpu=16\n"),
        std::string::npos)
        << script;
    EXPECT_NE(script.find("\nsacctmgr -i add account vision 'Description=Gantry tenant vision' Organization=gantry Fairshare=2 "
                          "GrpTRES=gres/gpu=12\n"),
        std::string::npos);
    EXPECT_NE(script.find("\nsacctmgr -i add qos 6214e9 GrpTRES=gres/gpu=4\n"), std::string::npos);
    EXPECT_NE(script.find("Fairshare=1 QosLevel=6214e9 DefaultQOS=6214e9\n"), std::string::npos);
    EXPECT_NE(script.find("\nsacctmgr -i add account rest 'Description=Gantry tenant rest' Organization=gantry Fairshare=2\n"),
        std::string::npos);
    // Strict quotas: every tenant's QOS caps it at its quota, per GPU type where the quota is per type.
    s.policy.sharing.name = "strict-quota";
    script = slurmFiles(s).at("sacctmgr.sh");
    EXPECT_NE(script.find("\nsacctmgr -i add qos team-a GrpTRES=gres/gpu=8\n"), std::string::npos);
    EXPECT_NE(script.find("\nsacctmgr -i add qos vision GrpTRES=gres/gpu=4,gres/gpu:v100=0,gres/gpu:a100=4\n"), std::string::npos);
    EXPECT_EQ(script.find("GrpTRES=gres/gpu=16"), std::string::npos); // limits do not apply under strict quotas
    // Tenants from users: their members become the account's users.
    // Each is sacctmgr's Name= value, so a user called "where" is a user, not sacctmgr's keyword.
    s.workload.tenantFrom = "user";
    s.tenants[0].members = { "team_a" };
    s.tenants[1].members = { "alice", "j.doe", "where" };
    s.tenants[2].members = { "u6214" };
    s.tenants[3].members = { "rest" };
    script = slurmFiles(s).at("sacctmgr.sh");
    EXPECT_NE(script.find("\nsacctmgr -i add user Name=alice Account=vision\nsacctmgr -i add user Name=j.doe Account=vision\n"
                          "sacctmgr -i add user Name=where Account=vision\n"),
        std::string::npos)
        << script;
}

TEST(TenantExport, SlurmUsersAreUnixNamesAndNeverSacctmgrsOptions)
{
    Scenario s = parse(kMixedFleetScenario);
    s.workload.tenantFrom = "user";
    for (Tenant& t : s.tenants) t.members = { "ok" };
    for (const std::string& hostile : std::vector<std::string> { "AdminLevel=Admin", "--help", "-i", "o'brien", "Account=root", "9lives", "a b", "",
             "a\u2028b", std::string(33, 'x') }) {
        s.tenants[1].members = { "alice", hostile };
        auto files = exportSlurm(s, { "t.yaml", "", s.name });
        ASSERT_FALSE(files.ok()) << hostile;
        EXPECT_EQ(files.error().where.field, "tenants[1].members[1]") << hostile;
        EXPECT_NE(files.error().message.find("cannot be a Slurm user"), std::string::npos) << files.error().message;
    }
    // A tenant without members is its own user: its name must be one.
    s.tenants[0].members.clear();
    auto files = exportSlurm(s, { "t.yaml", "", s.name });
    ASSERT_FALSE(files.ok());
    EXPECT_EQ(files.error().where.field, "tenants[0].name");
}

TEST(TenantExport, NamesTheTargetKeepsForItselfAreRefused)
{
    Scenario s = parse(kMixedFleetScenario);
    for (const char* reserved : { "default", "kube-system", "Kube Public", "kueue-system" }) {
        s.tenants[2].name = reserved;
        auto files = exportKueue(s, { "t.yaml", "", s.name });
        ASSERT_FALSE(files.ok()) << reserved;
        EXPECT_EQ(files.error().where.field, "tenants[2].name");
        EXPECT_TRUE(exportSlurm(s, { "t.yaml", "", s.name }).ok()) << reserved << ": Slurm has no namespaces";
    }
    for (const char* reserved : { "root", "normal" }) {
        s.tenants[2].name = reserved;
        auto files = exportSlurm(s, { "t.yaml", "", s.name });
        ASSERT_FALSE(files.ok()) << reserved;
        EXPECT_EQ(files.error().where.field, "tenants[2].name");
        EXPECT_TRUE(exportKueue(s, { "t.yaml", "", s.name }).ok()) << reserved;
    }
}

} // namespace
} // namespace gantry
