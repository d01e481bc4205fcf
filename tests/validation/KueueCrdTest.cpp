// gantry-cli export --to kueue against Kueue's own CustomResourceDefinitions: every document we write
// must pass the openAPIV3Schema of kueue.x-k8s.io/v1beta1 that Kueue ships (structurally:
// tests/support/CrdSchema.h), and a document we break on purpose must not.
//
// The CRDs are Kueue's files config/components/crd/bases/kueue.x-k8s.io_{clusterqueues,resourceflavors,
// localqueues}.yaml, checked with those of Kueue v0.15.8 (kubernetes-sigs/kueue @
// 3dedac9d2382232ae37bfe5fbb949979421a2de3, Apache-2.0; the last release that stores v1beta1, which
// 0.16 and later still serve). They are not in the repository: this workplace keeps files taken from
// other repositories out of the projects' commits, so they are read from $GANTRY_KUEUE_CRDS or, like the
// public traces, from a folder beside the repository (GANTRY_DEFAULT_KUEUE_CRDS_DIR), and the tests skip,
// with the reason, where they are absent. Get them with:
//   git clone https://github.com/kubernetes-sigs/kueue && git -C kueue checkout v0.15.8 &&
//   cp kueue/config/components/crd/bases/kueue.x-k8s.io_{clusterqueues,resourceflavors,localqueues}.yaml DIR

#include "core/io/ScenarioIo.h"
#include "core/io/TenantExport.h"
#include "tests/support/CrdSchema.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace gantry {
namespace {

std::string crdDir()
{
    if (const char* dir = std::getenv("GANTRY_KUEUE_CRDS"); dir && *dir) return dir;
    return GANTRY_DEFAULT_KUEUE_CRDS_DIR;
}

const std::map<std::string, std::string> kCrdFiles { { "ClusterQueue", "kueue.x-k8s.io_clusterqueues.yaml" },
    { "ResourceFlavor", "kueue.x-k8s.io_resourceflavors.yaml" }, { "LocalQueue", "kueue.x-k8s.io_localqueues.yaml" } };

/// The v1beta1 schema of each kind, or why they cannot be read.
std::string loadSchemas(std::map<std::string, YAML::Node>& schemas)
{
    for (const auto& [kind, file] : kCrdFiles) {
        const std::string path = crdDir() + "/" + file;
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec))
            return "Kueue's CRD " + path + " is not there (set GANTRY_KUEUE_CRDS to a folder with Kueue v0.15.8's "
                   "config/components/crd/bases files; see this test's header)";
        const YAML::Node crd = YAML::LoadFile(path);
        EXPECT_EQ(crd["spec"]["names"]["kind"].as<std::string>(), kind);
        schemas[kind] = testing::crdSchema(crd, "v1beta1");
        if (!schemas[kind]) return path + " serves no v1beta1";
    }
    return {};
}

#define SCHEMAS_OR_SKIP(schemas)                                                                                     \
    std::map<std::string, YAML::Node> schemas;                                                                       \
    if (const std::string why = loadSchemas(schemas); !why.empty()) GTEST_SKIP() << why

/// Two GPU types, a pool of GPUs in nobody's quota, weights, limits and both kinds of quota.
const char* kMixed = R"(gantry: 1
name: Two fleets
cluster:
  gpu_types: [{name: V100}, {name: A100-80GB}]
  racks:
    - {name: r0, machines: [{name: v, gpu_type: V100, gpus: 8, count: 4}]}
    - {name: r1, machines: [{name: a, gpu_type: A100-80GB, gpus: 8, count: 2}]}
workload: {generator: topdrl, generator_params: {jobs: 10, max_gpus: 4}}
policy: {sharing: borrowing, backfill: false}
tenants:
  - {name: NLP, quota: 8, limit: 24, weight: 3}
  - {name: vision, quota: {A100-80GB: 8}, lend: false, weight: 0.25}
  - {name: "1234", quota: 4, borrow: false, default: true}
)";

/// Every exported document of `scenario`'s base and variants, and of every sharing policy that is
/// registered on this branch.
std::vector<YAML::Node> exportedDocuments()
{
    std::vector<Scenario> scenarios;
    auto philly = loadScenario(testing::repoFile("scenarios/philly-tenants.yaml"));
    EXPECT_TRUE(philly.ok());
    auto mixed = parseScenario(kMixed, "mixed.yaml", ".");
    EXPECT_TRUE(mixed.ok()) << (mixed.ok() ? "" : mixed.error().toString());
    std::vector<YAML::Node> docs;
    for (const Scenario* base : { &philly.value(), &mixed.value() }) {
        std::vector<std::pair<Scenario, std::string>> all { { *base, "" } };
        for (int i = 0; i < int(base->variants.size()); ++i) all.emplace_back(applyVariant(*base, i).value(), base->variants[i].name);
        for (const char* sharing : { "none", "strict-quota", "borrowing" }) {
            Scenario other = *base;
            other.policy.sharing.name = sharing;
            all.emplace_back(other, "");
        }
        for (const auto& [s, variant] : all) {
            auto files = exportKueue(s, { "t.yaml", variant, base->name });
            EXPECT_TRUE(files.ok()) << (files.ok() ? "" : files.error().toString());
            if (files.ok())
                for (const YAML::Node& doc : YAML::LoadAll(files.value().front().text)) docs.push_back(doc);
        }
    }
    return docs;
}

TEST(KueueCrds, EveryExportedDocumentConformsToKueuesSchema)
{
    SCHEMAS_OR_SKIP(schemas);
    const std::regex label("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"); // RFC 1123 label: namespaces
    const std::regex subdomain("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$");
    std::map<std::string, int> kinds;
    for (const YAML::Node& doc : exportedDocuments()) {
        const std::string kind = doc["kind"].as<std::string>();
        const std::string name = doc["metadata"]["name"].as<std::string>();
        ++kinds[kind];
        EXPECT_EQ(testing::jsonType(doc["metadata"]["name"]), "string") << kind << " " << name;
        if (kind == "Namespace") {
            EXPECT_EQ(doc["apiVersion"].as<std::string>(), "v1");
            EXPECT_TRUE(std::regex_match(name, label) && name.size() <= 63) << name;
            continue;
        }
        EXPECT_EQ(doc["apiVersion"].as<std::string>(), "kueue.x-k8s.io/v1beta1");
        EXPECT_TRUE(std::regex_match(name, subdomain) && name.size() <= 253) << name;
        ASSERT_TRUE(schemas.count(kind)) << "no CRD for kind " << kind;
        const auto problems = testing::validateAgainstSchema(schemas.at(kind), doc);
        EXPECT_TRUE(problems.empty()) << kind << " " << name << ":\n  " << ::testing::PrintToString(problems) << "\n" << YAML::Dump(doc);
    }
    EXPECT_GT(kinds["ClusterQueue"], 0);
    EXPECT_GT(kinds["ResourceFlavor"], 0);
    EXPECT_GT(kinds["LocalQueue"], 0);
    EXPECT_GT(kinds["Namespace"], 0);
}

TEST(KueueCrds, ADocumentBrokenOnPurposeFails)
{
    SCHEMAS_OR_SKIP(schemas);
    YAML::Node cq;
    for (const YAML::Node& doc : exportedDocuments())
        if (doc["kind"].as<std::string>() == "ClusterQueue" && doc["spec"]["cohort"]) {
            cq = YAML::Clone(doc);
            break;
        }
    ASSERT_TRUE(cq);
    ASSERT_TRUE(testing::validateAgainstSchema(schemas.at("ClusterQueue"), cq).empty());
    auto broken = [&](const std::function<void(YAML::Node&)>& edit, const std::string& expected) {
        YAML::Node doc = YAML::Clone(cq);
        edit(doc);
        const auto problems = testing::validateAgainstSchema(schemas.at("ClusterQueue"), doc);
        ASSERT_FALSE(problems.empty()) << "not caught: " << expected;
        EXPECT_NE(::testing::PrintToString(problems).find(expected), std::string::npos) << ::testing::PrintToString(problems);
    };
    broken([](YAML::Node& d) { d["spec"]["resourceGroups"][0]["flavors"][0]["resources"][0]["nominalQuota"] = 1.5; },
        "nominalQuota: must be an integer or a string, is number");
    broken([](YAML::Node& d) { d["spec"]["resourceGroups"][0]["flavors"][0]["resources"][0]["nominalQuota"] = "lots"; },
        "does not match pattern");
    broken([](YAML::Node& d) { d["spec"]["preemption"]["reclaimWithinCohort"] = "Sometimes"; }, "not one of the enum's values");
    broken([](YAML::Node& d) { d["spec"]["cohortName"] = "x"; }, "spec.cohortName: unknown field"); // v1beta2's spelling
    broken([](YAML::Node& d) { d["spec"]["cohort"] = "Not_A_Name"; }, "spec.cohort: 'Not_A_Name' does not match pattern");
    broken([](YAML::Node& d) { d["spec"]["resourceGroups"][0].remove("coveredResources"); }, "lacks required field 'coveredResources'");
    broken([](YAML::Node& d) { d["spec"]["queueingStrategy"] = "Lottery"; }, "not one of the enum's values");
    broken([](YAML::Node& d) {
        for (int i = 0; i < 65; ++i) d["spec"]["resourceGroups"][0]["coveredResources"].push_back("r" + std::to_string(i));
    },
        "more than maxItems"); // 64 since Kueue 0.10, 16 before
}

} // namespace
} // namespace gantry
