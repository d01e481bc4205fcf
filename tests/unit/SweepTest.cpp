// Sweeps (docs/scale-out.md): the grid's runs, in order, with ids every process computes the same way.
#include "core/io/ScenarioIo.h"
#include "core/io/SweepGrid.h"
#include "core/run/Sweep.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

Scenario demo()
{
    auto s = parseScenario(R"(gantry: 1
name: sweep test
cluster: {shape: 1x2x4}
workload: {generator: poisson-philly, generator_params: {jobs: 20, max_gpus: 4}}
)",
        "demo.yaml", ".");
    EXPECT_TRUE(s.ok());
    return s.value();
}

const char* kGrid = R"(axes:
  - name: ordering
    values:
      - {label: fifo, overlay: {policy: {ordering: fifo}}}
      - {label: sjf, overlay: {policy: {ordering: sjf, placement: first-fit}}}
  - name: placement
    values:
      - {label: spread, overlay: {policy: {placement: least-loaded}}}
  - name: seed
    seeds: [1, 2, 3]
)";

} // namespace

TEST(Sweep, EveryCombinationInOrderWithIdsFromTheOverlay)
{
    auto grid = parseSweepGrid(kGrid, "grid.yaml", demo());
    ASSERT_TRUE(grid.ok()) << grid.error().toString();
    auto runs = expandSweep(grid.value());
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    ASSERT_EQ(runs->size(), 6u);
    EXPECT_EQ(runs->at(0).labels, (std::vector<std::string> { "fifo", "spread", "1" }));
    EXPECT_EQ(runs->at(1).labels, (std::vector<std::string> { "fifo", "spread", "2" })) << "the last axis varies fastest";
    EXPECT_EQ(runs->at(3).labels, (std::vector<std::string> { "sjf", "spread", "1" }));
    // Later axes merge over earlier ones, key by key: sjf's placement is replaced, its ordering kept.
    Scenario withRun = demo();
    withRun.variants = { Variant { "run", runs->at(3).overlayYaml } };
    auto applied = applyVariant(withRun, 0);
    ASSERT_TRUE(applied.ok()) << applied.error().toString();
    EXPECT_EQ(applied->policy.ordering.name, "sjf");
    EXPECT_EQ(applied->policy.placement.name, "least-loaded");
    EXPECT_EQ(applied->seed, 1u);
    // The same grid read again (another process) gives the same ids; they are all different.
    auto again = expandSweep(parseSweepGrid(kGrid, "elsewhere.yaml", demo()).value());
    std::set<std::string> ids;
    for (std::size_t i = 0; i < runs->size(); ++i) {
        EXPECT_EQ(runs->at(i).id, again->at(i).id);
        EXPECT_EQ(runs->at(i).id.size(), 12u);
        ids.insert(runs->at(i).id);
    }
    EXPECT_EQ(ids.size(), runs->size());
    // A run's line: its id, its labels, then its figures.
    auto row = sweepCsvRow(demo(), runs->at(0));
    ASSERT_TRUE(row.ok()) << row.error().toString();
    EXPECT_EQ(row->rfind(runs->at(0).id + ",fifo,spread,1,", 0), 0u) << *row;
    EXPECT_EQ(row.value(), sweepCsvRow(demo(), runs->at(0)).value()) << "deterministic";
}

TEST(Sweep, MistakesNameTheGridFileLineAndField)
{
    auto bad = parseSweepGrid("axes:\n  - name: ordering\n    values:\n      - {label: x, overlay: {policy: {ordering: lifo}}}\n",
        "grid.yaml", demo());
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().where.file, "grid.yaml");
    EXPECT_EQ(bad.error().where.line, 4);
    EXPECT_EQ(bad.error().where.field, "axes[0].values[0].overlay.policy.ordering");

    bad = parseSweepGrid("axes:\n  - name: x\n    values:\n      - {label: a, overlay: {at: 5h}}\n", "grid.yaml", demo());
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().where.field, "axes[0].values[0].overlay.at") << "a sweep's runs are not forks";

    // Two values that make the same run.
    auto same = parseSweepGrid("axes:\n  - name: s\n    seeds: [1]\n  - name: t\n    values:\n      - {label: a, overlay: {seed: 1}}\n"
                               "      - {label: b, overlay: {seed: 1}}\n",
        "grid.yaml", demo());
    ASSERT_TRUE(same.ok());
    auto runs = expandSweep(same.value());
    ASSERT_FALSE(runs.ok());
    EXPECT_NE(runs.error().message.find("are the same run"), std::string::npos) << runs.error().message;
}

TEST(Sweep, AGridIsCountedBeforeAnyValueIsRead)
{
    // Nine axes of ten seeds: a billion runs, refused at once at `axes` with the count and the way to
    // allow more, before any value is read (the last one is a mistake nobody gets to).
    std::string grid = "axes:\n";
    for (int a = 0; a < 9; ++a) grid += "  - {name: s" + std::to_string(a) + ", seeds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}\n";
    grid += "  - {name: bad, values: [{label: x, overlay: {policy: {ordering: lifo}}}]}\n";
    auto bad = parseSweepGrid(grid, "grid.yaml", demo(), kDefaultMaxSweepRuns, "--max-runs");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().where.field, "axes");
    EXPECT_EQ(bad.error().where.line, 2);
    EXPECT_NE(bad.error().message.find("makes 1,000,000,000 runs (10 x 10 x 10 x 10 x 10 x 10 x 10 x 10 x 10 x 1 values per axis), more "
                                       "than the 10,000 a sweep may have: make it smaller, or allow up to 1,000,000 with --max-runs"),
        std::string::npos)
        << bad.error().message;
    // Within what the user allowed, the same grid's mistake is found.
    std::string small = "axes:\n  - {name: s, seeds: [1, 2, 3]}\n  - {name: bad, values: [{label: x, overlay: {policy: {ordering: lifo}}}]}\n";
    bad = parseSweepGrid(small, "grid.yaml", demo(), 2, "--max-runs");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("makes 3 runs"), std::string::npos) << bad.error().message;
    bad = parseSweepGrid(small, "grid.yaml", demo(), 3, "--max-runs");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().where.field, "axes[1].values[0].overlay.policy.ordering");
}
