#include "core/io/ScenarioIo.h"
#include "core/util/File.h"
#include "core/util/Text.h"

#include "tests/support/FakeValidators.h"

#include <algorithm>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace gantry;
using gantry::testing::fakeValidators;

namespace {

const char* kFullExample = R"(gantry: 1
name: Teaching demo
description: >
  Two racks of V100s.
seed: 42
cluster:
  gpu_types:
    - {name: V100, speed: 1.0, price_per_hour: 2.48, spot_price_per_hour: 0.74, memory_gb: 32}
    - {name: K80, speed: 0.4, price_per_hour: 0.9, spot_price_per_hour: 0.27, memory_gb: 12}
  racks:
    - name: r0
      uplink_gbps: 100
      oversubscription: 2
      machines:
        - {name: r0-m0, gpu_type: V100, gpus: 8, cpus: 32, nic_gbps: 100, intra_gbps: 1200, perf_factor: 1.0, perf_fluctuation: 0, spot: false, count: 1}
        - {name: big, gpu_type: K80, gpus: 4, count: 3, spot: true}
    - name: r1
      machines:
        - {name: r1-m0, gpu_type: V100, perf_factor: 0.9, perf_fluctuation: 0.05}
workload:
  trace: ../traces/philly_2k.csv
  format: common-csv
  limit: 2000
  skip_seconds: 0
  arrival_scale: 0.5
  duration_scale: 1.0
  architecture: allreduce
policy:
  ordering: {name: tiresias, queue_thresholds: [3600, 36000]}
  placement: consolidate
  sizing: none
  backfill: false
speed_model: {name: placement-aware, comm_weight: 2.5, interference: true}
simulation: {checkpoint_seconds: 10, restore_seconds: 20, checkpoint_interval: 600, machine_mtbf_hours: 1000,
  machine_repair_hours: 4, drift_seconds: 1800, sample_seconds: 60, horizon_seconds: 86400, record_decisions: false}
variants:
  - name: SJF
    policy: {ordering: sjf}
  - name: 25% fewer GPUs
    cluster: {shape: 2x24x8}
)";

Result<Scenario> parse(const std::string& text) { return parseScenario(text, "test.yaml", "/scenarios", fakeValidators()); }

const char* kMinimal = "gantry: 1\nname: m\ncluster: {shape: 1x2x4}\nworkload: {trace: t.csv}\n";

/// Asserts that `text` fails with this code, at this line, naming this field.
void expectError(const std::string& text, ErrorCode code, int line, const std::string& field, const std::string& messagePart = {})
{
    const auto r = parse(text);
    ASSERT_FALSE(r.ok()) << "expected an error for:\n" << text;
    const Error& e = r.error();
    EXPECT_EQ(e.code, code) << e.toString();
    EXPECT_EQ(e.where.file, "test.yaml") << e.toString();
    EXPECT_EQ(e.where.line, line) << e.toString();
    EXPECT_GT(e.where.column, 0) << e.toString();
    EXPECT_EQ(e.where.field, field) << e.toString();
    if (!messagePart.empty()) EXPECT_NE(e.message.find(messagePart), std::string::npos) << e.toString();
}

} // namespace

TEST(ScenarioIo, FullExampleParsesToExpectedValues)
{
    const auto r = parse(kFullExample);
    ASSERT_TRUE(r.ok()) << r.error().toString();
    const Scenario& s = *r;
    EXPECT_EQ(s.formatVersion, 1);
    EXPECT_EQ(s.name, "Teaching demo");
    EXPECT_EQ(s.description, "Two racks of V100s.\n");
    EXPECT_EQ(s.seed, 42u);
    EXPECT_EQ(s.baseDirectory, "/scenarios");
    ASSERT_EQ(s.cluster.gpuTypes.size(), 2u);
    EXPECT_EQ(s.cluster.gpuTypes[1].name, "K80");
    EXPECT_DOUBLE_EQ(s.cluster.gpuTypes[1].spotPricePerHour, 0.27);
    ASSERT_EQ(s.cluster.racks.size(), 2u);
    EXPECT_DOUBLE_EQ(s.cluster.racks[0].oversubscription, 2);
    EXPECT_DOUBLE_EQ(s.cluster.racks[1].uplinkGbps, 100); // default
    ASSERT_EQ(s.cluster.machines.size(), 5u);
    EXPECT_EQ(s.cluster.machines[0].name, "r0-m0");
    EXPECT_EQ(s.cluster.machines[1].name, "big-0");
    EXPECT_EQ(s.cluster.machines[3].name, "big-2");
    EXPECT_EQ(s.cluster.machines[3].gpuType, 1);
    EXPECT_EQ(s.cluster.machines[3].gpuCount, 4);
    EXPECT_TRUE(s.cluster.machines[3].spot);
    EXPECT_EQ(s.cluster.machines[4].rack, 1);
    EXPECT_DOUBLE_EQ(s.cluster.machines[4].perfFactor, 0.9);
    EXPECT_EQ(s.cluster.gpuCount(), 8 + 12 + 8);
    EXPECT_EQ(s.models, ModelCatalog::defaults());
    EXPECT_EQ(s.workload.trace, "../traces/philly_2k.csv");
    EXPECT_EQ(s.workload.limit, 2000);
    EXPECT_DOUBLE_EQ(s.workload.arrivalScale, 0.5);
    EXPECT_EQ(s.policy.ordering.name, "tiresias");
    EXPECT_EQ(std::get<std::vector<double>>(s.policy.ordering.params.at("queue_thresholds")), (std::vector<double> { 3600, 36000 }));
    EXPECT_FALSE(s.policy.backfill);
    EXPECT_EQ(s.speedModel.name, "placement-aware");
    EXPECT_EQ(std::get<double>(s.speedModel.params.at("comm_weight")), 2.5);
    EXPECT_EQ(std::get<double>(s.speedModel.params.at("interference")), 1.0);
    EXPECT_EQ(s.simulation.horizonSeconds, 86400);
    EXPECT_FALSE(s.simulation.recordDecisions);
    ASSERT_EQ(s.variants.size(), 2u);
    EXPECT_EQ(s.variants[0].name, "SJF");
    EXPECT_EQ(s.variants[0].overlayYaml, "policy: {ordering: sjf}\n");
    EXPECT_EQ(s.variants[1].overlayYaml, "cluster: {shape: 2x24x8}\n");
}

TEST(ScenarioIo, ShapeExpandsToUniformCluster)
{
    const auto r = parse("gantry: 1\ncluster: {shape: 2x3x4}\nworkload: {generator: poisson-philly, generator_params: {jobs: 50}}\n");
    ASSERT_TRUE(r.ok()) << r.error().toString();
    EXPECT_EQ(r->cluster, Cluster::uniform(2, 3, 4));
    EXPECT_EQ(r->workload.generator, "poisson-philly");
    EXPECT_EQ(std::get<double>(r->workload.generatorParams.at("jobs")), 50);

    const auto typed = parse("gantry: 1\ncluster:\n  gpu_types: [{name: A100, speed: 2}, {name: T4, speed: 0.5}]\n"
                             "  shape: 1x2x8\n  gpu_type: T4\nworkload: {trace: t.csv}\n");
    ASSERT_TRUE(typed.ok()) << typed.error().toString();
    EXPECT_EQ(typed->cluster.gpuTypes.size(), 2u);
    EXPECT_EQ(typed->cluster.machines[1].gpuType, 1);
    EXPECT_EQ(typed->cluster.gpusOfType(1), 16);
}

TEST(ScenarioIo, RoundTripIsExact)
{
    const auto r = parse(kFullExample);
    ASSERT_TRUE(r.ok()) << r.error().toString();
    Scenario s = *r;
    s.description = "Line one\n\nLine \"three\" with: colon\n";
    s.models.add(ModelProfile { "my-model", 0.1 + 0.2, 1e-7, 3, 12.5, 1e20 });
    s.policy.scheduler = PolicyPart { "dl2", { { "model", std::string("dl2.pt") } } };
    s.speedModel.params["comm_weight"] = 0.1;
    const std::string text = emitScenario(s);
    EXPECT_EQ(text.rfind("# Gantry scenario (format 1)\n", 0), 0u);
    const auto again = parse(text);
    ASSERT_TRUE(again.ok()) << again.error().toString() << "\n" << text;
    EXPECT_EQ(*again, s) << text;
    EXPECT_EQ(emitScenario(*again), text);
}

TEST(ScenarioIo, HashIsStableAndChangesWithValues)
{
    const auto a = parse(kFullExample);
    const auto b = parse(kFullExample);
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(scenarioHash(*a), scenarioHash(*b));
    EXPECT_EQ(scenarioHash(*a).size(), 64u);
    Scenario changed = *a;
    changed.cluster.machines[0].perfFactor = 0.95;
    EXPECT_NE(scenarioHash(changed), scenarioHash(*a));
    // The base directory is not part of the scenario's identity.
    Scenario moved = *a;
    moved.baseDirectory = "/elsewhere";
    EXPECT_EQ(scenarioHash(moved), scenarioHash(*a));
}

TEST(ScenarioIo, VariantOverridesPolicy)
{
    const auto s = parse(kFullExample);
    ASSERT_TRUE(s.ok());
    const auto v = applyVariant(*s, 0, fakeValidators());
    ASSERT_TRUE(v.ok()) << v.error().toString();
    EXPECT_EQ(v->name, "Teaching demo / SJF");
    EXPECT_TRUE(v->variants.empty());
    EXPECT_EQ(v->policy.ordering, (PolicyPart { "sjf", {} }));
    EXPECT_EQ(v->policy.placement.name, "consolidate");
    EXPECT_FALSE(v->policy.backfill); // untouched keys keep the base's value
    EXPECT_EQ(v->cluster, s->cluster);
    EXPECT_EQ(v->baseDirectory, s->baseDirectory);
}

TEST(ScenarioIo, AVariantsComposedPolicyReplacesTheBasesScheduler)
{
    // Without this a variant of a scenario run by a learned scheduler could never go back to a composed
    // policy: the scheduler would override the variant's ordering.
    const auto s = parse("gantry: 1\ncluster: {shape: 1x2x4}\nworkload: {generator: poisson-philly, generator_params: {jobs: 5}}\n"
                         "policy: {scheduler: {name: dl2, model: dl2.model}, placement: spread}\n"
                         "variants:\n  - {name: SJF, policy: {ordering: sjf}}\n  - {name: other model, policy: {scheduler: {name: dl2, model: b.model}}}\n");
    ASSERT_TRUE(s.ok()) << s.error().toString();
    const auto composed = applyVariant(*s, 0, fakeValidators());
    ASSERT_TRUE(composed.ok()) << composed.error().toString();
    EXPECT_TRUE(composed->policy.scheduler.name.empty()) << composed->policy.scheduler.name;
    EXPECT_EQ(composed->policy.ordering.name, "sjf");
    EXPECT_EQ(composed->policy.placement.name, "spread"); // the base's other parts stay
    const auto scheduled = applyVariant(*s, 1, fakeValidators());
    ASSERT_TRUE(scheduled.ok()) << scheduled.error().toString();
    EXPECT_EQ(scheduled->policy.scheduler.name, "dl2");
    EXPECT_EQ(scheduled->policy.placement.name, "spread");
}

TEST(ScenarioIo, VariantOverridesClusterShape)
{
    const auto s = parse(kFullExample);
    ASSERT_TRUE(s.ok());
    const auto v = applyVariant(*s, 1, fakeValidators());
    ASSERT_TRUE(v.ok()) << v.error().toString();
    EXPECT_EQ(v->cluster.machineCount(), 48);
    EXPECT_EQ(v->cluster.gpuCount(), 2 * 24 * 8);
    EXPECT_EQ(v->cluster.gpuTypes, s->cluster.gpuTypes);
    EXPECT_EQ(v->policy, s->policy);
    EXPECT_EQ(applyVariant(*s, 2, fakeValidators()).ok(), false);
}

TEST(ScenarioIo, OverlayBetweenTwoScenariosGivesTheSecondBack)
{
    // overlayBetween makes a variant of a changed scenario (the Plan tab's "Add as what-if variant"):
    // one line per changed section, and applying it gives the changed sections back.
    const auto s = parse(kFullExample);
    ASSERT_TRUE(s.ok());
    auto same = overlayBetween(*s, *s);
    ASSERT_TRUE(same.ok());
    EXPECT_EQ(same.value(), "");
    Scenario changed = *s;
    changed.cluster.machines.pop_back();
    changed.cluster.index();
    changed.policy.ordering = { "sjf", {} };
    changed.description = "not part of a variant";
    auto overlay = overlayBetween(*s, changed);
    ASSERT_TRUE(overlay.ok()) << overlay.error().toString();
    EXPECT_EQ(std::count(overlay->begin(), overlay->end(), '\n'), 2) << *overlay; // cluster and policy only
    Scenario withVariant = *s;
    withVariant.variants = { Variant { "changed", overlay.value() } };
    const auto applied = applyVariant(withVariant, 0, fakeValidators());
    ASSERT_TRUE(applied.ok()) << applied.error().toString();
    EXPECT_EQ(applied->cluster, changed.cluster);
    EXPECT_EQ(applied->policy, changed.policy);
    EXPECT_EQ(applied->description, s->description);
}

TEST(ScenarioIo, TenantsParseAndRoundTrip)
{
    const auto s = parse(std::string(kMinimal)
        + "tenants:\n"
          "  - {name: vision, quota: 4, limit: 6, weight: 2}\n"
          "  - {name: speech, quota: {V100: 2}, borrow: false, lend: false, members: [6c71a0, \"007\"]}\n"
          "  - {name: others, default: true}\n");
    ASSERT_TRUE(s.ok()) << s.error().toString();
    ASSERT_EQ(s->tenants.size(), 3u);
    const Tenant& vision = s->tenants[0];
    EXPECT_EQ(vision.quota(), 4);
    EXPECT_EQ(vision.limitGpus, 6);
    EXPECT_EQ(vision.weight, 2.0);
    EXPECT_TRUE(vision.borrow && vision.lend && vision.members.empty() && !vision.takesUnmatched);
    const Tenant& speech = s->tenants[1];
    EXPECT_EQ(speech.quotaByType, (std::map<std::string, int> { { "V100", 2 } }));
    EXPECT_FALSE(speech.borrow || speech.lend);
    EXPECT_EQ(speech.members, (std::vector<std::string> { "6c71a0", "007" }));
    EXPECT_TRUE(s->tenants[2].takesUnmatched);
    EXPECT_EQ(s->tenants[2].limitGpus, -1);
    const auto again = parse(emitScenario(*s));
    ASSERT_TRUE(again.ok()) << again.error().toString() << "\n" << emitScenario(*s);
    EXPECT_EQ(again->tenants, s->tenants);
    EXPECT_EQ(again.value(), s.value());
}

TEST(ScenarioIo, TenantMistakesNameLineAndField)
{
    const std::string base = std::string(kMinimal) + "tenants:\n";
    expectError(base + "  - {name: a}\n  - {name: a}\n", ErrorCode::BadValue, 7, "tenants[1].name", "declared twice");
    expectError(base + "  - {name: a, quota: {A100: 2}}\n", ErrorCode::UnknownName, 6, "tenants[0].quota.A100", "V100");
    expectError(base + "  - {name: a, quota: 4, limit: 2}\n", ErrorCode::BadValue, 6, "tenants[0].limit", "below the tenant's quota");
    expectError(base + "  - {name: a, quota: -1}\n", ErrorCode::BadValue, 6, "tenants[0].quota");
    expectError(base + "  - {name: a, weight: 0}\n", ErrorCode::BadValue, 6, "tenants[0].weight");
    // Weights whose proportions an export could not keep (Slurm's Fairshare is a whole number).
    expectError(base + "  - {name: a, weight: 0.0001}\n", ErrorCode::BadValue, 6, "tenants[0].weight", "between 0.001 and 1000000");
    expectError(base + "  - {name: a, weight: 1.0005}\n", ErrorCode::BadValue, 6, "tenants[0].weight", "three decimals");
    expectError(base + "  - {name: a, weight: 1000001}\n", ErrorCode::BadValue, 6, "tenants[0].weight", "between 0.001 and 1000000");
    EXPECT_TRUE(parse(base + "  - {name: a, weight: 0.001}\n  - {name: b, weight: 1000000}\n").ok());
    expectError(base + "  - {name: a, members: [x]}\n  - {name: b, members: [y, x]}\n", ErrorCode::BadValue, 7,
        "tenants[1].members[1]", "already belongs to tenant 'a'");
    expectError(base + "  - {name: x}\n  - {name: b, members: [x]}\n", ErrorCode::BadValue, 7, "tenants[1].members[0]",
        "already belongs to tenant 'x'");
    expectError(base + "  - {name: a, default: true}\n  - {name: b, default: true}\n", ErrorCode::BadValue, 7, "tenants[1].default",
        "only one tenant");
    expectError(base + "  - {name: a, quotas: 2}\n", ErrorCode::UnknownName, 6, "tenants[0].quotas", "quota");
    expectError(std::string(kMinimal) + "tenants: []\n", ErrorCode::BadValue, 5, "tenants");
    expectError("gantry: 1\nname: m\ncluster: {shape: 1x2x4}\nworkload: {trace: t.csv, tenant_from: team}\n", ErrorCode::BadValue, 4,
        "workload.tenant_from", "vc or user");
}

TEST(Tenants, JobsBelongToTheTenantThatClaimsTheirVcOrUser)
{
    std::vector<Tenant> tenants(3);
    tenants[0].name = "vision";
    tenants[1].name = "speech";
    tenants[1].members = { "6c71a0", "alice" };
    tenants[2].name = "others";
    auto job = [](std::string id, std::string vc, std::string user) {
        JobSpec j;
        j.id = std::move(id);
        j.vc = std::move(vc);
        j.user = std::move(user);
        return j;
    };
    std::vector<JobSpec> jobs { job("a", "vision", "bob"), job("b", "6c71a0", "carol"), job("c", "zzz", "alice") };
    // Without a default tenant the unclaimed job is an error naming it, its VC and the section.
    const Status unclaimed = assignTenants(tenants, "vc", jobs);
    ASSERT_FALSE(unclaimed.ok());
    EXPECT_EQ(unclaimed.error().where.field, "tenants");
    EXPECT_NE(unclaimed.error().message.find("job 'c' (VC 'zzz')"), std::string::npos) << unclaimed.error().message;
    tenants[2].takesUnmatched = true;
    ASSERT_TRUE(assignTenants(tenants, "vc", jobs).ok());
    EXPECT_EQ((std::vector<int> { jobs[0].tenant, jobs[1].tenant, jobs[2].tenant }), (std::vector<int> { 0, 1, 2 }));
    ASSERT_TRUE(assignTenants(tenants, "user", jobs).ok());
    EXPECT_EQ((std::vector<int> { jobs[0].tenant, jobs[1].tenant, jobs[2].tenant }), (std::vector<int> { 2, 2, 1 }));
    // No tenants: nobody belongs to one.
    ASSERT_TRUE(assignTenants({}, "vc", jobs).ok());
    EXPECT_EQ(jobs[2].tenant, -1);
}

TEST(ScenarioIo, InvalidOverlayNamesTheVariant)
{
    std::string text = kMinimal;
    text += "variants:\n  - name: bad\n    policy: {ordering: fifo}\n  - name: worse\n    policy:\n      ordering: lifo\n";
    expectError(text, ErrorCode::UnknownName, 10, "variants[1].policy.ordering", "worse");

    expectError(std::string(kMinimal) + "variants:\n  - name: x\n    simulation: {sample_seconds: -1}\n", ErrorCode::BadValue, 7,
        "variants[0].simulation.sample_seconds");
    // A sample per microsecond up to the last finish would not fit in memory.
    expectError(std::string(kMinimal) + "simulation: {sample_seconds: 0.000001}\n", ErrorCode::BadValue, 5,
        "simulation.sample_seconds", "at least 1 second");
    expectError(std::string(kMinimal) + "variants:\n  - name: x\n    cluster: {shape: 2x2x2, racks: []}\n", ErrorCode::BadValue, 7,
        "variants[0].cluster.shape");
    expectError(std::string(kMinimal) + "variants:\n  - name: x\n    polcy: {}\n", ErrorCode::UnknownName, 7, "variants[0].polcy",
        "did you mean 'policy'");

    // Overlays built in code are checked when applied.
    auto s = parse(kMinimal);
    ASSERT_TRUE(s.ok());
    s->variants.push_back(Variant { "broken", "workload: {limit: -3}\n" });
    const auto v = applyVariant(*s, 0, fakeValidators());
    ASSERT_FALSE(v.ok());
    EXPECT_EQ(v.error().where.field, "variants[0].workload.limit");
    EXPECT_EQ(v.error().where.line, 1);
}

TEST(ScenarioIo, RelativeTracePathIsKeptAndResolvable)
{
    const auto dir = std::filesystem::temp_directory_path() / "gantry-scenario-test";
    std::filesystem::create_directories(dir / "scenarios");
    const std::string path = (dir / "scenarios" / "s.yaml").string();
    auto s = parse(kFullExample);
    ASSERT_TRUE(s.ok());
    ASSERT_TRUE(saveScenario(*s, path).ok());
    const auto loaded = loadScenario(path, fakeValidators());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString();
    EXPECT_EQ(*loaded, *s);
    EXPECT_EQ(loaded->workload.trace, "../traces/philly_2k.csv");
    EXPECT_EQ(loaded->baseDirectory, (dir / "scenarios").string());
    EXPECT_EQ(resolveScenarioPath(*loaded, loaded->workload.trace), (dir / "traces" / "philly_2k.csv").string());
    EXPECT_EQ(resolveScenarioPath(*loaded, "/abs/t.csv"), "/abs/t.csv");
    std::filesystem::remove_all(dir);
}

TEST(ScenarioIo, MissingAndTooLargeFiles)
{
    const auto missing = loadScenario("/nonexistent/s.yaml", fakeValidators());
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::FileNotFound);

    const auto big = parseScenario(std::string(kMaxScenarioBytes + 1, '#'), "big.yaml", ".", fakeValidators());
    ASSERT_FALSE(big.ok());
    EXPECT_NE(big.error().message.find("too large"), std::string::npos);
}

TEST(ScenarioIo, ErrorsNameLineAndField)
{
    // Wrong type, deep in the cluster.
    expectError("gantry: 1\ncluster:\n  gpu_types: [{name: V100}]\n  racks:\n    - name: a\n      machines: [{name: m}]\n"
                "    - name: b\n      machines:\n        - {name: m0}\n        - {name: m1, gpus: eight}\nworkload: {trace: t}\n",
        ErrorCode::BadValue, 10, "cluster.racks[1].machines[1].gpus", "eight");
    // Unknown key with a suggestion.
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t, arival_scale: 2}\n", ErrorCode::UnknownName, 3,
        "workload.arival_scale", "did you mean 'arrival_scale'");
    // Duplicate key.
    expectError("gantry: 1\nname: a\ncluster: {shape: 1x1x1}\nname: b\nworkload: {trace: t}\n", ErrorCode::Parse, 4, "name",
        "first at line 2");
    // Missing required keys.
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\n", ErrorCode::MissingField, 1, "workload");
    expectError("name: x\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\n", ErrorCode::MissingField, 1, "gantry");
    expectError("gantry: 1\nworkload: {trace: t}\n", ErrorCode::MissingField, 1, "cluster");
    // Newer format.
    expectError("gantry: 2\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\n", ErrorCode::BadValue, 1, "gantry", "newer");
    // NaN, infinity, negative, zero.
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t, arrival_scale: .nan}\n", ErrorCode::BadValue, 3,
        "workload.arrival_scale", "finite");
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\nsimulation: {horizon_seconds: -.inf}\n",
        ErrorCode::BadValue, 4, "simulation.horizon_seconds", "finite");
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t, limit: -1}\n", ErrorCode::BadValue, 3, "workload.limit");
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t, duration_scale: 0}\n", ErrorCode::BadValue, 3,
        "workload.duration_scale", "> 0");
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t, limit: 1e999}\n", ErrorCode::BadValue, 3,
        "workload.limit", "out of range");
    // Booleans must be true/false.
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\npolicy:\n  backfill: yes\n", ErrorCode::BadValue, 5,
        "policy.backfill", "true or false");
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\npolicy:\n  placement: {name: spread, strict: on}\n",
        ErrorCode::BadValue, 5, "policy.placement.strict", "true or false");
    // Unknown GPU type reference.
    expectError("gantry: 1\ncluster:\n  gpu_types: [{name: V100}]\n  racks:\n    - name: r\n      machines: [{name: m, gpu_type: V10}]\n"
                "workload: {trace: t}\n",
        ErrorCode::UnknownName, 6, "cluster.racks[0].machines[0].gpu_type", "did you mean 'V100'");
    // Shape and racks together, malformed shape.
    expectError("gantry: 1\ncluster: {shape: 2x8}\nworkload: {trace: t}\n", ErrorCode::BadValue, 2, "cluster.shape");
    // Policy validator errors point at the parameter's line.
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\npolicy:\n  ordering:\n    name: tiresias\n"
                "    queue_thresholds: [1, -5]\n",
        ErrorCode::BadValue, 7, "policy.ordering.queue_thresholds");
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\npolicy:\n  ordering: lifo\n", ErrorCode::UnknownName, 5,
        "policy.ordering");
    // Speed model name and parameters.
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\nspeed_model:\n  name: placement-awar\n",
        ErrorCode::UnknownName, 5, "speed_model.name", "did you mean 'placement-aware'");
    expectError("gantry: 1\ncluster: {shape: 1x1x1}\nworkload: {trace: t}\nspeed_model:\n  name: replay\n  comm_weight: 3\n",
        ErrorCode::UnknownName, 6, "speed_model.comm_weight");
    // Cluster::validate's errors are located too (duplicate machine names from count).
    expectError("gantry: 1\ncluster:\n  gpu_types: [{name: V100}]\n  racks:\n    - name: r\n      machines:\n"
                "        - {name: m, count: 2}\n        - {name: m-1}\nworkload: {trace: t}\n",
        ErrorCode::BadValue, 8, "cluster.racks[0].machines[1].name", "defined twice");
    expectError("gantry: 1\ncluster:\n  gpu_types: [{name: V100}]\n  racks:\n    - name: r\n      machines:\n"
                "        - {name: m, gpus: 0}\nworkload: {trace: t}\n",
        ErrorCode::BadValue, 2, "cluster.machines", "no GPUs");
}

TEST(ScenarioIo, HostileYamlIsRefusedCleanly)
{
    // Deep nesting: yaml-cpp's own message would be "bad file".
    const std::string deep = "gantry: 1\nname: " + std::string(10000, '[') + std::string(10000, ']') + "\n";
    auto r = parse(deep);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("nesting too deep"), std::string::npos) << r.error().toString();
    EXPECT_GT(r.error().where.line, 0);

    // Nesting below yaml-cpp's limit but far beyond any scenario.
    const std::string medium = "gantry: 1\nname: " + std::string(200, '[') + std::string(200, ']') + "\n";
    r = parse(medium);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("nesting too deep"), std::string::npos) << r.error().toString();

    // Billion laughs.
    std::string bomb = "gantry: 1\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int i = 1; i < 9; ++i) {
        bomb += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
        for (int k = 0; k < 10; ++k) bomb += std::string(k ? ", " : "") + "*a" + std::to_string(i - 1);
        bomb += "]\n";
    }
    r = parse(bomb);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("too many aliases"), std::string::npos) << r.error().toString();

    // Syntax errors carry the position.
    r = parse("gantry: 1\ncluster: {shape: 1x1x1\nworkload: [\n");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::Parse);
    EXPECT_GT(r.error().where.line, 0);

    // Empty, scalar and multi-document files.
    r = parse("");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.line, 1);
    r = parse("just text");
    ASSERT_FALSE(r.ok());
    r = parse(std::string(kMinimal) + "---\ngantry: 1\n");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.line, 5); // the second "---"
}

TEST(ScenarioIo, StrayCommaDoesNotHang)
{
    // Found by the fuzzer (tests/fuzz/corpus/regress-stray-comma-hang.yaml): yaml-cpp 0.7's LoadAll
    // never returns on a top-level ','.
    static constexpr char kFuzzed[] = ",gantry: 1\nnang: {name: tiresia\x16, queue_threshoload: {Cr\x01";
    for (const std::string text : { std::string(","), std::string(kMinimal) + ",\n", std::string("- a\n,"),
             std::string(kFuzzed, sizeof kFuzzed - 1) + "sv}\n" }) {
        const auto r = parse(text);
        ASSERT_FALSE(r.ok()) << text;
        EXPECT_EQ(r.error().code, ErrorCode::Parse) << r.error().toString();
        EXPECT_GT(r.error().where.line, 0) << r.error().toString();
    }
}

TEST(ScenarioIo, QuotedAndAmbiguousTextRoundTrips)
{
    auto s = parse(kMinimal);
    ASSERT_TRUE(s.ok());
    for (const std::string name : { "true", "1.5", "no", "~", "", " padded ", "a: b", "#hash", "- dash", "tab\there", "é ü",
             "line\nbreak", "quote\"back\\slash", "[x]", "2080Ti", ".nan" }) {
        Scenario copy = *s;
        copy.name = nameProblem(name) ? "a name" : name; // names never hold control characters
        copy.description = name;
        copy.workload.trace = name.empty() ? "x" : name;
        copy.speedModel.params["comm_weight"] = 1.0;
        copy.policy.scheduler = PolicyPart { "dl2", { { "model", name } } };
        const std::string text = emitScenario(copy);
        const auto again = parse(text);
        ASSERT_TRUE(again.ok()) << again.error().toString() << "\n" << text;
        EXPECT_EQ(*again, copy) << text;
    }
}

TEST(ScenarioIo, VariantsRoundTripThroughEmit)
{
    const auto s = parse(kFullExample);
    ASSERT_TRUE(s.ok());
    const std::string text = emitScenario(*s);
    EXPECT_NE(text.find("  - name: SJF\n    policy: {ordering: sjf}\n"), std::string::npos) << text;
    const auto again = parse(text);
    ASSERT_TRUE(again.ok()) << again.error().toString();
    EXPECT_EQ(again->variants, s->variants);

    const auto normalized = normalizeOverlayYaml("policy:\n  ordering: sjf\n  backfill: true\nseed: 7\n");
    ASSERT_TRUE(normalized.ok());
    EXPECT_EQ(*normalized, "policy: {ordering: sjf, backfill: true}\nseed: 7\n");
    EXPECT_FALSE(normalizeOverlayYaml("[1, 2]").ok());
    EXPECT_FALSE(normalizeOverlayYaml("seed: 1\nseed: 2\n").ok());
}

TEST(ScenarioIo, DocumentedExampleLoads)
{
    // Keeps docs/scenario-format.md honest: its full example must load and round-trip.
    const auto doc = readTextFile(std::string(GANTRY_SOURCE_DIR) + "/docs/scenario-format.md");
    ASSERT_TRUE(doc.ok()) << doc.error().toString();
    const std::size_t start = doc->find("```yaml\n");
    ASSERT_NE(start, std::string::npos);
    const std::size_t end = doc->find("```\n", start + 8);
    const auto s = parse(doc->substr(start + 8, end - start - 8));
    ASSERT_TRUE(s.ok()) << s.error().toString();
    EXPECT_EQ(s->cluster.machineCount(), 5);
    EXPECT_EQ(s->models.size(), 1);
    ASSERT_EQ(s->variants.size(), 2u);
    const auto again = parse(emitScenario(*s));
    ASSERT_TRUE(again.ok()) << again.error().toString();
    EXPECT_EQ(*again, *s);
    for (int v = 0; v < 2; ++v) EXPECT_TRUE(applyVariant(*s, v, fakeValidators()).ok());
}

TEST(ScenarioIo, VariantsOfTheLargestClusterStayCheap)
{
    // 100,000 machines (the documented maximum) with a variant: the variant must not write the whole
    // cluster out and read it back (that took 18 s and 2.9 GB and then failed with a wrong message).
    const std::string text = "gantry: 1\nname: big\ncluster: {shape: 100x1000x8}\nworkload: {trace: t.csv}\n"
                             "variants:\n  - name: sjf\n    policy: {ordering: sjf}\n";
    const auto s = parse(text);
    ASSERT_TRUE(s.ok()) << s.error().toString();
    ASSERT_EQ(s->cluster.machines.size(), 100000u);
    auto sjf = applyVariant(s.value(), 0);
    ASSERT_TRUE(sjf.ok()) << sjf.error().toString();
    EXPECT_EQ(sjf->cluster, s->cluster);
    EXPECT_EQ(sjf->policy.ordering.name, "sjf");
}
