// A decision log streamed during the run (DecisionLogWriter) is byte for byte the log written from
// memory afterwards (decisionLogJsonl), and the streamed run keeps no log in memory.
#include "core/io/ScenarioIo.h"
#include "core/metrics/OutputWriter.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

using namespace gantry;

TEST(DecisionLog, StreamedIsTheSameAsWrittenFromMemory)
{
    auto scenario = loadScenario(GANTRY_SOURCE_DIR "/resources/demo/demo.yaml");
    ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
    auto tiresias = applyVariant(scenario.value(), 2); // preemptive: every kind of decision
    ASSERT_TRUE(tiresias.ok());
    auto inMemory = runScenario(tiresias.value());
    ASSERT_TRUE(inMemory.ok());
    ASSERT_FALSE(inMemory->decisions.empty());

    const std::string path = (std::filesystem::temp_directory_path() / ("gantry_decisions_" + std::to_string(::getpid()) + ".jsonl")).string();
    RunOptions options;
    options.decisionLogPath = path;
    auto streamed = runScenario(tiresias.value(), options);
    ASSERT_TRUE(streamed.ok()) << streamed.error().toString();
    EXPECT_TRUE(streamed->decisionLogStreamed);
    EXPECT_TRUE(streamed->decisions.empty());
    auto text = readTextFile(path);
    std::filesystem::remove(path);
    ASSERT_TRUE(text.ok());
    EXPECT_EQ(text.value(), decisionLogJsonl(inMemory.value()));
    EXPECT_EQ(summaryJson(streamed.value()), summaryJson(inMemory.value()));
}

TEST(DecisionLog, ARunThatOnlyPrintsKeepsNoDecisionLog)
{
    // run without --out and compare without --out print summaries only: the decision log (2 GB at a
    // million jobs) is not kept, nor (run) the schedule, and nothing else of the result changes.
    auto scenario = loadScenario(GANTRY_SOURCE_DIR "/resources/demo/demo.yaml");
    ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
    auto tiresias = applyVariant(scenario.value(), 2);
    ASSERT_TRUE(tiresias.ok());
    auto kept = runScenario(tiresias.value());
    ASSERT_TRUE(kept.ok());
    ASSERT_FALSE(kept->decisions.empty());
    RunOptions options;
    options.dropDecisionLog = true;
    auto dropped = runScenario(tiresias.value(), options);
    ASSERT_TRUE(dropped.ok()) << dropped.error().toString();
    EXPECT_TRUE(dropped->decisions.empty());
    EXPECT_EQ(dropped->decisions.capacity(), 0u);
    EXPECT_FALSE(dropped->decisionLogStreamed);
    EXPECT_EQ(summaryJson(dropped.value()), summaryJson(kept.value())); // same scenario hash, same numbers
    EXPECT_EQ(jobsCsv(dropped.value()), jobsCsv(kept.value()));

    // Nor the schedule (who held which GPU when): run without --out, sweeps and calibration draw none.
    ASSERT_FALSE(kept->schedule.segments().empty());
    options.dropSchedule = true;
    auto printedOnly = runScenario(tiresias.value(), options);
    ASSERT_TRUE(printedOnly.ok()) << printedOnly.error().toString();
    EXPECT_TRUE(printedOnly->schedule.segments().empty());
    EXPECT_EQ(summaryJson(printedOnly.value()), summaryJson(kept.value()));
    EXPECT_EQ(timeSeriesCsv(printedOnly.value()), timeSeriesCsv(kept.value()));
    ASSERT_EQ(printedOnly->jobs.size(), kept->jobs.size());
    for (std::size_t j = 0; j < kept->jobs.size(); ++j) {
        EXPECT_EQ(printedOnly->jobs[j].finish, kept->jobs[j].finish);
        EXPECT_EQ(printedOnly->jobs[j].usageCost, kept->jobs[j].usageCost);
    }

    auto variants = runVariants(scenario.value(), 2, {}, {}, /*keepDecisionLogs=*/false);
    ASSERT_TRUE(variants.ok()) << variants.error().toString();
    for (const RunResult& run : variants.value()) EXPECT_TRUE(run.decisions.empty()) << run.meta.variantName;
}
