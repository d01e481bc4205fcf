// Every scenario Gantry ships is one a user can open: it loads, each of its variants applies, and the
// scenarios' README tells the user what it is for. A stray or broken file in scenarios/ fails here.

#include "core/io/ScenarioIo.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <vector>

using namespace gantry;

TEST(BundledScenarios, EveryScenarioLoadsAndIsListedInTheReadme)
{
    const std::string folder = gantry::testing::repoFile("scenarios");
    const auto readme = readTextFile(folder + "/README.md");
    ASSERT_TRUE(readme.ok()) << readme.error().toString();
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        if (entry.path().filename() != "README.md" && entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    ASSERT_GE(files.size(), 10u);
    for (const auto& file : files) {
        const std::string name = file.filename().string();
        EXPECT_EQ(file.extension(), ".yaml") << name << " is not a scenario: scenarios/ holds scenarios and their traces only";
        EXPECT_NE(readme->find("`" + name + "`"), std::string::npos) << name << " is not described in scenarios/README.md";
        const auto scenario = loadScenario(file.string());
        ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
        EXPECT_FALSE(scenario->name.empty()) << name;
        for (const VariantRun& run : expandVariants(*scenario))
            EXPECT_TRUE(run.scenario.ok()) << name << ", variant " << run.name << ": " << run.scenario.error().toString();
    }
}

TEST(BundledScenarios, EveryBundledTraceIsListedWithItsSource)
{
    const std::string folder = gantry::testing::repoFile("scenarios/traces");
    const auto readme = readTextFile(folder + "/README.md");
    ASSERT_TRUE(readme.ok()) << readme.error().toString();
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const std::string name = entry.path().filename().string();
        if (name != "README.md") EXPECT_NE(readme->find("`" + name + "`"), std::string::npos) << name;
    }
}

// bench/scenarios/dl2-paper.yaml (bench/dl2-paper.sh) is DL2's simulation setting: it loads, its variants
// apply, and what docs/reproduction.md says of its heuristics holds on one workload: with room on 500 nodes
// DRF, FIFO, SRTF and Tetris give every job bundles up to its cap (they tie), and Optimus, which asks the
// speed functions, is far faster.
TEST(BenchScenarios, Dl2PaperIsDl2sSimulationSetting)
{
    auto scenario = loadScenario(gantry::testing::repoFile("bench/scenarios/dl2-paper.yaml"));
    ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
    EXPECT_EQ(scenario->cluster.machineCount(), 500);
    EXPECT_EQ(scenario->cluster.gpuCount(), 1000);
    EXPECT_EQ(scenario->speedModel.name, "fitted");
    scenario->simulation.recordDecisions = false;
    std::map<std::string, double> jct;
    for (const VariantRun& run : expandVariants(*scenario)) {
        ASSERT_TRUE(run.scenario.ok()) << run.name << ": " << run.scenario.error().toString();
        const auto result = runScenario(run.scenario.value());
        ASSERT_TRUE(result.ok()) << run.name << ": " << result.error().toString();
        EXPECT_EQ(result->summary.jobs, 200);
        EXPECT_EQ(result->summary.finished, 200) << run.name;
        jct[run.name.empty() ? "DRF" : run.name] = result->summary.avgJct;
    }
    ASSERT_EQ(jct.size(), 5u);
    for (const char* same : { "FIFO", "SRTF", "Tetris" }) EXPECT_NEAR(jct[same], jct["DRF"], 0.01 * jct["DRF"]) << same;
    EXPECT_LT(jct["Optimus"], 0.7 * jct["DRF"]);
}
