// The GPU catalog (core/model/GpuCatalog.h): the names schedulers give GPUs, and a job asking for a
// cluster's type by another spelling runs on it instead of being rejected.
#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"
#include "core/model/GpuCatalog.h"
#include "core/run/ScenarioRunner.h"

#include <gtest/gtest.h>

using namespace gantry;

TEST(GpuCatalog, RecognisesTheNamesSchedulersGive)
{
    struct Case {
        const char* name;
        const char* type; // "" : none
    };
    for (const Case& c : std::initializer_list<Case> { { "a100", "A100" }, { "A100", "A100" }, { "NVIDIA-A100-SXM4-40GB", "A100" },
             { "nvidia-a100-sxm4-80gb", "A100-80GB" }, { "A100-80GB", "A100-80GB" }, { "Tesla-V100-SXM2-32GB", "V100" },
             { "tesla-v100", "V100" }, { "v100", "V100" }, { "NVIDIA H100 80GB HBM3", "H100" }, { "t4", "T4" }, { "a10g", "A10G" },
             { "A10", "" }, { "L40S", "" }, { "rtx", "" }, { "", "" } }) {
        const GpuCatalogEntry* e = findGpuInCatalog(c.name);
        EXPECT_EQ(e ? e->type.name : std::string(), c.type) << c.name;
    }
    for (const GpuCatalogEntry& e : gpuCatalog()) {
        EXPECT_EQ(findGpuInCatalog(e.type.name), &e) << e.type.name << " by its own name";
        EXPECT_GT(e.type.speed, 0);
        EXPECT_GE(e.type.pricePerHour, e.type.spotPricePerHour);
    }
    Cluster c = Cluster::uniform(1, 1, 4, { "A100", 2.5, 4.1, 1.23, 40 });
    c.gpuTypes.push_back({ "v100", 1, 2.48, 0.74, 32 });
    EXPECT_EQ(gpuTypeForRequest(c, "A100"), 0);
    EXPECT_EQ(gpuTypeForRequest(c, "a100"), 0) << "case";
    EXPECT_EQ(gpuTypeForRequest(c, "NVIDIA-A100-SXM4-40GB"), 0) << "the catalog's alias";
    EXPECT_EQ(gpuTypeForRequest(c, "V100"), 1);
    EXPECT_EQ(gpuTypeForRequest(c, "H100"), -1);
}

TEST(GpuCatalog, AJobAskingForAnotherSpellingOfTheClustersTypeRuns)
{
    // sacct names the GPUs "a100" and "v100" (gres/gpu:a100=4); the operator's cluster calls them
    // "A100" and "Tesla-V100-SXM2-32GB".
    auto s = parseScenario(R"(gantry: 1
name: spelling
cluster:
  gpu_types:
    - {name: A100, speed: 2.5, price_per_hour: 4.1, spot_price_per_hour: 1.2, memory_gb: 40}
    - {name: Tesla-V100-SXM2-32GB, speed: 1, price_per_hour: 2.48, spot_price_per_hour: 0.74, memory_gb: 32}
  racks:
    - name: r0
      machines:
        - {name: a, gpu_type: A100, gpus: 8, count: 2}
        - {name: v, gpu_type: Tesla-V100-SXM2-32GB, gpus: 8, count: 2}
workload:
  trace: )" + std::string(GANTRY_SOURCE_DIR) + R"(/tests/data/slurm/sacct_parsable2_example.txt
  format: slurm-sacct
)",
        "spelling.yaml", ".");
    ASSERT_TRUE(s.ok()) << s.error().toString();
    auto run = runScenario(s.value());
    ASSERT_TRUE(run.ok()) << run.error().toString();
    EXPECT_EQ(run->summary.rejected, 0) << (run->rejections.empty() ? "" : run->rejections.front());
    bool sawA100 = false;
    for (const JobRecord& j : run->jobs) sawA100 = sawA100 || j.id == "1001";
    EXPECT_TRUE(sawA100);
}

TEST(GpuCatalog, AJobOfATypeTheClusterLacksIsRejectedAndSaysWhy)
{
    auto s = parseScenario(R"(gantry: 1
name: no V100
cluster:
  gpu_types:
    - {name: A100, speed: 2.5, price_per_hour: 4.1, spot_price_per_hour: 1.2, memory_gb: 40}
  shape: 1x2x8
workload:
  trace: )" + std::string(GANTRY_SOURCE_DIR) + R"(/tests/data/slurm/sacct_parsable2_example.txt
  format: slurm-sacct
variants:
  - {name: same, policy: {ordering: sjf}}
)",
        "rejects.yaml", ".");
    ASSERT_TRUE(s.ok()) << s.error().toString();
    auto runs = runVariants(s.value(), 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    const RunResult& base = runs->front();
    ASSERT_EQ(base.summary.rejected, 1) << "job 1009+0 asks for a V100";
    const std::string why = rejectedText(base);
    EXPECT_EQ(why, "1 rejected: asks for GPU type 'v100', which this cluster does not have") << why;
    // Where results are shown: the printed comparison says it, for each run that rejected jobs.
    const std::string text = comparisonText(runs.value());
    EXPECT_NE(text.find("base: 1 rejected: asks for GPU type 'v100'"), std::string::npos) << text;
    EXPECT_NE(text.find("same: 1 rejected"), std::string::npos) << text;
}
