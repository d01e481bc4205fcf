// DecisionStore: every decision comes back whole, from disk or, when the disk fails, from memory; the
// spill file never outlives the store in the file system.
#include "core/metrics/DecisionStore.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace gantry;

namespace {

DecisionRecord decision(int seq)
{
    DecisionRecord d;
    d.sequence = std::uint64_t(seq);
    d.time = seq * 2.5;
    d.kind = seq % 5 == 0 ? DecisionKind::Preempt : DecisionKind::Start;
    d.job = seq % 777;
    d.gpus = 1 + seq % 8;
    d.machines = 1;
    d.racks = 1;
    d.applied = seq % 101 != 0;
    if (!d.applied) d.refusal = "job is running";
    d.why.part = seq % 3 ? "ordering:fifo + placement:consolidate" : "placement:dally";
    d.why.scoreName = seq % 3 ? "priority (lower first)" : "slowdown (x)";
    for (int c = 0; c < seq % 9; ++c)
        d.why.add({ CandidateKind(c % 3), seq + c, c * 0.25, c % 2 ? "waited " + std::to_string(seq) + " s" : "" });
    return d;
}

} // namespace

TEST(DecisionStore, EveryDecisionComesBackWholeAndTheFileLeavesNoTrace)
{
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "gantry-decision-store-test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    {
        DecisionStore store(dir.string());
        for (int i = 0; i < 60000; ++i) store.append(decision(i)); // several megabytes: written out
        EXPECT_TRUE(store.spillError().empty()) << store.spillError();
        EXPECT_TRUE(std::filesystem::is_empty(dir)); // unlinked at once: a killed run leaves nothing
        ASSERT_EQ(store.size(), 60000u);
        for (int i : { 0, 1, 101, 4999, 33333, 59999 }) EXPECT_EQ(store.record(std::size_t(i)), decision(i)) << i;
        EXPECT_EQ(store.row(202).job, decision(202).job);
        EXPECT_EQ(store.refusal(202), "job is running");
        EXPECT_EQ(store.partName(store.row(3)), "placement:dally");
        store.clear();
        EXPECT_EQ(store.size(), 0u);
        store.append(decision(7));
        EXPECT_EQ(store.record(0), decision(7));
    }
    std::filesystem::remove_all(dir);
}

TEST(DecisionStore, WithoutAWritableDirectoryTheDetailsStayInMemory)
{
    DecisionStore store("/nonexistent/gantry/spill");
    for (int i = 0; i < 30000; ++i) store.append(decision(i));
    EXPECT_NE(store.spillError().find("/nonexistent/gantry/spill"), std::string::npos) << store.spillError();
    for (int i : { 0, 29999 }) EXPECT_EQ(store.record(std::size_t(i)), decision(i));
}
