// Forks (docs/scenario-format.md, "Forks"): a variant with `at` continues from the base run's state at
// that time with its events. The format (errors located in the file), the engine's scripted changes and
// the comparison that simulates the shared past once.
#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"
#include "core/metrics/OutputWriter.h"
#include "core/run/ScenarioRunner.h"

#include "tests/support/MixedRacksScenario.h"
#include "tests/support/ScenarioOrFail.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

using namespace gantry;

namespace {

std::string scenarioWith(const std::string& variants) { return test::mixedRacksScenario("Fork test", 7, variants); }

Scenario parse(const std::string& variants) { return gantry::testing::scenarioOrFail(parseScenario(scenarioWith(variants), "fork.yaml", ".")); }

Error parseError(const std::string& variants)
{
    auto s = parseScenario(scenarioWith(variants), "fork.yaml", ".");
    EXPECT_FALSE(s.ok()) << "expected an error for:\n" << variants;
    return s ? Error {} : s.error();
}

/// The lines of a file's text that are not comments (the provenance lines name the variant).
std::vector<std::string> dataLines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') out.push_back(line);
    return out;
}

/// decisions.jsonl without its header line (which names the run).
std::vector<std::string> decisionLines(const RunResult& r)
{
    std::vector<std::string> lines = dataLines(decisionLogJsonl(r));
    if (!lines.empty() && lines.front().find("\"decision\"") == std::string::npos) lines.erase(lines.begin());
    return lines;
}

} // namespace

TEST(Fork, ReadsTimesMachinesPoliciesJobsAndPrices)
{
    const Scenario s = parse(R"(variants:
  - name: rack a fails
    at: 10h
    events:
      - fail: {rack: ra}
      - {at: 14h, recover: {machines: [a1]}}
      - {at: 1d, policy: {ordering: sjf}}
      - {at: 660m, price: {gpu_type: A100, price_per_hour: 12}}
      - {at: 12h, inject: {generator: poisson-philly, generator_params: {jobs: 5, jobs_per_hour: 60}}}
      - {at: 36000, fail: {gpu_type: A100, count: 1}}
  - name: plain
    policy: {ordering: sjf}
)");
    ASSERT_EQ(s.variants.size(), 2u);
    auto fork = forkOf(s, 0);
    ASSERT_TRUE(fork.ok()) << fork.error().toString();
    ASSERT_TRUE(fork->has_value());
    const Fork& f = **fork;
    EXPECT_EQ(f.at, 36000);
    ASSERT_EQ(f.events.size(), 6u);
    EXPECT_EQ(f.events[0].kind, ForkEvent::Kind::Fail);
    EXPECT_EQ(f.events[0].time, 36000);
    EXPECT_EQ(f.events[0].machines, (std::vector<int> { 0, 1 }));
    EXPECT_EQ(f.events[1].kind, ForkEvent::Kind::Recover);
    EXPECT_EQ(f.events[1].time, 14 * 3600);
    EXPECT_EQ(f.events[1].machines, std::vector<int> { 1 });
    EXPECT_EQ(f.events[2].policy.ordering.name, "sjf");
    EXPECT_EQ(f.events[2].policy.placement.name, "consolidate") << "a policy event changes only what it names";
    EXPECT_EQ(f.events[3].gpuType, 1);
    EXPECT_EQ(f.events[3].pricePerHour, 12);
    EXPECT_EQ(f.events[3].spotPricePerHour, 1.2) << "the spot price stays unless given";
    EXPECT_EQ(f.events[4].jobs.generator, "poisson-philly");
    EXPECT_EQ(f.events[5].machines, std::vector<int> { 2 });
    // A variant without `at` is no fork, and its run is the overlay's as before.
    auto plain = forkOf(s, 1);
    ASSERT_TRUE(plain.ok());
    EXPECT_FALSE(plain->has_value());
    // Saved and read back, the fork is the same.
    auto again = parseScenario(emitScenario(s), "saved.yaml", ".");
    ASSERT_TRUE(again.ok()) << again.error().toString();
    auto reread = forkOf(again.value(), 0);
    ASSERT_TRUE(reread.ok() && reread->has_value());
    EXPECT_EQ((*reread)->events.size(), 6u);
    EXPECT_EQ((*reread)->events[3].pricePerHour, 12);
}

TEST(Fork, BadForksAreReportedWithFileLineAndField)
{
    Error e = parseError(R"(variants:
  - name: early
    at: 10h
    events:
      - {at: 2h, fail: {rack: ra}}
)");
    EXPECT_EQ(e.where.file, "fork.yaml");
    EXPECT_EQ(e.where.line, 19);
    EXPECT_EQ(e.where.field, "variants[0].events[0].at");
    EXPECT_NE(e.message.find("before its fork"), std::string::npos) << e.message;

    e = parseError(R"(variants:
  - name: typo
    at: 1h
    events:
      - fail: {machines: [a2]}
)");
    EXPECT_EQ(e.where.field, "variants[0].events[0].fail.machines[0]");
    EXPECT_NE(e.message.find("did you mean 'a0'"), std::string::npos) << e.message;

    e = parseError(R"(variants:
  - name: two at once
    at: 1h
    events:
      - {fail: {rack: ra}, price: {gpu_type: V100, price_per_hour: 1}}
)");
    EXPECT_NE(e.message.find("does one thing"), std::string::npos) << e.message;

    e = parseError(R"(variants:
  - name: overlay in a fork
    at: 1h
    policy: {ordering: sjf}
)");
    EXPECT_EQ(e.where.field, "variants[0].policy");
    EXPECT_NE(e.message.find("into an event"), std::string::npos) << e.message;

    e = parseError(R"(variants:
  - name: no time
    events:
      - fail: {rack: ra}
)");
    EXPECT_EQ(e.where.field, "variants[0].events");

    e = parseError(R"(variants:
  - name: bad unit
    at: 3w
)");
    EXPECT_EQ(e.where.field, "variants[0].at");

    e = parseError(R"(variants:
  - name: bad policy
    at: 1h
    events:
      - policy: {ordering: lifo}
)");
    EXPECT_EQ(e.where.field.rfind("variants[0].events[0].policy", 0), 0u) << e.where.field;
}

TEST(Fork, AForkWithoutEventsEndsLikeItsBaseAndSharesItsPast)
{
    const Scenario s = parse(R"(variants:
  - {name: same at 5h, at: 5h}
  - {name: same at 0, at: 0}
)");
    auto runs = runVariants(s, 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    ASSERT_EQ(runs->size(), 3u);
    const RunResult& base = runs->at(0);
    for (std::size_t i = 1; i < 3; ++i) {
        const RunResult& fork = runs->at(i);
        EXPECT_EQ(dataLines(scheduleCsv(fork)), dataLines(scheduleCsv(base)));
        EXPECT_EQ(dataLines(jobsCsv(fork)), dataLines(jobsCsv(base)));
        EXPECT_EQ(decisionLines(fork), decisionLines(base));
        EXPECT_EQ(fork.events, base.events);
    }
    EXPECT_EQ(runs->at(1).forkedAt, 5 * 3600);
    EXPECT_GT(runs->at(1).eventsInherited, 0u);
    EXPECT_EQ(runs->at(2).eventsInherited, 0u) << "a fork at 0 shares nothing";
    EXPECT_EQ(base.forkedAt, -1);
}

TEST(Fork, ThreeForksSimulateTheirSharedPastOnce)
{
    const Scenario s = parse(R"(variants:
  - {name: at 2h, at: 2h, events: [{fail: {rack: ra}}]}
  - {name: at 4h, at: 4h, events: [{fail: {rack: ra}}]}
  - {name: at 6h, at: 6h, events: [{fail: {rack: ra}}]}
)");
    auto runs = runVariants(s, 1);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    const RunResult& base = runs->at(0);
    std::uint64_t simulated = base.events, inherited = 0;
    for (std::size_t i = 1; i < 4; ++i) {
        simulated += runs->at(i).events - runs->at(i).eventsInherited;
        EXPECT_GT(runs->at(i).eventsInherited, inherited) << "a later fork inherits more of the past";
        inherited = runs->at(i).eventsInherited;
    }
    // Every event happened once: the base's, then what each fork did after leaving it.
    std::uint64_t fromZero = base.events;
    for (std::size_t i = 1; i < 4; ++i) fromZero += runs->at(i).events;
    EXPECT_LT(simulated, fromZero);
    EXPECT_EQ(simulated, fromZero - runs->at(1).eventsInherited - runs->at(2).eventsInherited - runs->at(3).eventsInherited);
}

TEST(Fork, FailedMachinesStayEmptyUntilTheyRecover)
{
    const Scenario s = parse(R"(variants:
  - name: rack a down from 1h to 2.5h
    at: 1h
    events:
      - fail: {rack: ra}
      - {at: 2.5h, recover: {rack: ra}}
)");
    auto runs = runVariants(s, 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    const RunResult& fork = runs->at(1);
    // Rack ra's GPUs are 0-7: nothing holds them between 1h and 2.5h.
    bool usedBefore = false, usedAfter = false;
    for (const ScheduleSegment& seg : fork.schedule.segments()) {
        if (seg.gpuCount == 0) continue;
        bool onRackA = false;
        for (GpuId g : fork.schedule.gpus(seg)) onRackA = onRackA || g < 8;
        if (!onRackA) continue;
        const double end = seg.end < 0 ? 1e18 : seg.end;
        EXPECT_FALSE(seg.start < 2.5 * 3600 && end > 3600) << "a segment on rack ra from " << seg.start << " to " << end;
        usedBefore = usedBefore || seg.start < 3600;
        usedAfter = usedAfter || seg.start >= 2.5 * 3600;
    }
    EXPECT_TRUE(usedBefore);
    EXPECT_TRUE(usedAfter) << "the rack is used again once it recovers";
    EXPECT_GT(fork.summary.failures, 0) << "jobs running on the rack at 1h failed";
    EXPECT_GT(fork.summary.avgJct, runs->at(0).summary.avgJct);
}

TEST(Fork, PolicySwitchesInjectedJobsAndPriceSpikesApplyFromTheirTime)
{
    const Scenario s = parse(R"(variants:
  - name: sjf from 4h
    at: 4h
    events: [{policy: {ordering: sjf}}]
  - name: burst at 4h
    at: 4h
    events: [{inject: {generator: poisson-philly, generator_params: {jobs: 20, jobs_per_hour: 120, max_gpus: 2}}}]
  - name: A100 at 10 dollars from 4h
    at: 4h
    events: [{price: {gpu_type: A100, price_per_hour: 10}}]
)");
    auto runs = runVariants(s, 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    const RunResult& base = runs->at(0);
    const double t = 4 * 3600;
    // The policy: decisions before t are the base's; after t they are SJF's.
    const RunResult& sjf = runs->at(1);
    std::set<std::string> partsAfter;
    for (const DecisionRecord& d : sjf.decisions)
        if (d.time >= t) partsAfter.insert(d.why.part);
    EXPECT_TRUE(std::any_of(partsAfter.begin(), partsAfter.end(), [](const std::string& p) { return p.find("sjf") != std::string::npos; }))
        << "decisions after the switch name SJF";
    // Injected jobs: 20 more, named after their event, none submitted before t.
    const RunResult& burst = runs->at(2);
    ASSERT_EQ(burst.jobs.size(), base.jobs.size() + 20);
    int injected = 0;
    for (const JobRecord& j : burst.jobs)
        if (j.id.rfind("e0:", 0) == 0) {
            ++injected;
            EXPECT_GE(j.submit, t);
        }
    EXPECT_EQ(injected, 20);
    // Prices: the cost up to t is the base's; after it the A100s cost more.
    const RunResult& spike = runs->at(3);
    EXPECT_DOUBLE_EQ(spike.usageCostAtFork, burst.usageCostAtFork);
    EXPECT_GT(spike.summary.usageCost, base.summary.usageCost);
    const Summary since = summarizeSince(spike, t, spike.usageCostAtFork), baseSince = summarizeSince(base, t, spike.usageCostAtFork);
    EXPECT_GT(since.usageCost, baseSince.usageCost);
    EXPECT_DOUBLE_EQ(since.avgJct, baseSince.avgJct) << "a price changes no schedule";
}

TEST(Fork, AForkAfterTheBaseRunEndsIsAnError)
{
    const Scenario s = parse(R"(variants:
  - {name: too late, at: 100d}
)");
    auto runs = runVariants(s, 1);
    ASSERT_FALSE(runs.ok());
    EXPECT_EQ(runs.error().where.field, "variants[0].at");
    EXPECT_NE(runs.error().message.find("too late"), std::string::npos) << runs.error().message;
}

TEST(Fork, MachinesThatJoinAreUsedFromTheirTimeAndCountInTheClustersSize)
{
    const Scenario s = parse(R"(variants:
  - name: two A100 machines join at 1h
    at: 1h
    events:
      - join: {gpu_type: A100, count: 2, new_rack: rc}
      - {at: 3h, fail: {machines: [rc-A100-1]}}
)");
    auto fork = forkOf(s, 0);
    ASSERT_TRUE(fork.ok() && fork.value()) << (fork ? "" : fork.error().toString());
    const ForkEvent& join = fork.value()->events[0];
    ASSERT_EQ(join.joining.size(), 2u);
    EXPECT_EQ(join.joining[1].name, "rc-A100-1");
    EXPECT_EQ(join.joining[0].gpuCount, 4) << "like the cluster's first A100 machine";
    EXPECT_EQ(join.joining[0].rack, 2) << "the new rack comes after ra and rb";
    ASSERT_EQ(join.newRacks.size(), 1u);
    EXPECT_EQ(fork.value()->events[1].machines, std::vector<int> { 5 }) << "a later event names a joined machine";

    auto runs = runVariants(s, 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    const RunResult &base = runs->at(0), &branch = runs->at(1);
    // The joined machines' GPUs are 16..23: nothing runs on them before 1h, and something does after.
    bool usedAfter = false;
    for (const ScheduleSegment& seg : branch.schedule.segments())
        for (GpuId g : branch.schedule.gpus(seg))
            if (g >= 16) {
                EXPECT_GE(seg.start, 3600.0);
                usedAfter = true;
            }
    EXPECT_TRUE(usedAfter);
    // ... and so does its price: 16 GPUs at $3.50 an hour, then 8 more A100s at $4.
    EXPECT_EQ(branch.capacity, (std::vector<CapacityStep> { { 0, 16, 56.0 }, { 3600, 24, 88.0 } }));
    EXPECT_EQ(base.capacity, (std::vector<CapacityStep> { { 0, 16, 56.0 } }));
    // The loaded cluster queues less with a third more GPUs, and its utilisation is of its mean size.
    EXPECT_LT(branch.summary.avgWait, base.summary.avgWait);
    double gpuSeconds = 0, firstSubmit = 1e300, lastFinish = 0;
    for (const JobRecord& j : branch.jobs) {
        gpuSeconds += j.gpuSeconds;
        firstSubmit = std::min(firstSubmit, j.submit);
        if (j.status == JobOutcome::Finished) lastFinish = std::max(lastFinish, j.finish);
    }
    const double meanSize = (16 * (3600 - firstSubmit) + 24 * (lastFinish - 3600)) / (lastFinish - firstSubmit);
    EXPECT_NEAR(branch.summary.gpuUtilization, gpuSeconds / (meanSize * branch.summary.makespan), 1e-12);
    for (const Sample& sample : branch.series) EXPECT_EQ(sample.gpus, sample.time < 3600 ? 16 : 24) << "at " << sample.time;
}

TEST(Fork, MachinesThatLeaveAreGoneForGood)
{
    const Scenario s = parse(R"(variants:
  - name: rack a leaves at 1h
    at: 1h
    events:
      - leave: {rack: ra}
      - {at: 2h, fail: {rack: ra}}
)");
    auto fork = forkOf(s, 0);
    ASSERT_TRUE(fork.ok()) << fork.error().toString();
    EXPECT_TRUE(fork.value()->events[1].machines.empty()) << "the rack has no machines left at 2h";
    auto runs = runVariants(s, 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    const RunResult& branch = runs->at(1);
    for (const ScheduleSegment& seg : branch.schedule.segments())
        for (GpuId g : branch.schedule.gpus(seg))
            if (g < 8) EXPECT_LE(seg.start, 3600.0) << "rack ra's GPU " << g << " used after it left";
    EXPECT_EQ(branch.capacity, (std::vector<CapacityStep> { { 0, 16, 56.0 }, { 3600, 8, 32.0 } })) << "what left costs nothing";
    for (const Sample& sample : branch.series)
        if (sample.time > 3600) EXPECT_EQ(sample.failedGpus, 0) << "machines that left are not failed machines";

    Error e = parseError(R"(variants:
  - name: back again
    at: 1h
    events:
      - leave: {machines: [a0]}
      - {at: 2h, recover: {machines: [a0]}}
)");
    EXPECT_EQ(e.where.field, "variants[0].events[1].recover.machines[0]");
    EXPECT_NE(e.message.find("left the cluster at 60.0 min"), std::string::npos) << e.message;
}

TEST(Fork, BadJoinsAreReportedWithTheirField)
{
    Error e = parseError(R"(variants:
  - name: unknown type
    at: 1h
    events:
      - join: {gpu_type: H100, count: 2}
)");
    EXPECT_EQ(e.where.field, "variants[0].events[0].join.gpu_type");

    e = parseError(R"(variants:
  - name: out of order
    at: 1h
    events:
      - {at: 3h, join: {gpu_type: A100}}
      - {at: 2h, join: {gpu_type: A100, name: late}}
)");
    EXPECT_EQ(e.where.field, "variants[0].events[1].join");
    EXPECT_NE(e.message.find("in the order they happen"), std::string::npos) << e.message;

    e = parseError(R"(variants:
  - name: rack taken
    at: 1h
    events:
      - join: {gpu_type: A100, new_rack: ra}
)");
    EXPECT_EQ(e.where.field, "variants[0].events[0].join.new_rack");

    e = parseError(R"(variants:
  - name: fails before it joins
    at: 1h
    events:
      - {at: 3h, join: {gpu_type: V100, name: extra}}
      - {at: 2h, fail: {machines: [extra]}}
)");
    EXPECT_EQ(e.where.field, "variants[0].events[1].fail.machines[0]");
    EXPECT_NE(e.message.find("joins only at 3.0 h"), std::string::npos) << e.message;
}

TEST(Fork, AForkIsItsReplayFromZeroWithTheSameEvents)
{
    // Every kind of event at once; the fork continues from a copy of the base, the replay simulates
    // the same past again from zero. The copy must carry everything the future depends on.
    const Scenario s = parse(R"(variants:
  - name: everything at 90m
    at: 90m
    events:
      - fail: {machines: [a1]}
      - join: {gpu_type: A100, count: 2, new_rack: rc}
      - {at: 2h, leave: {machines: [b0]}}
      - {at: 3h, recover: {machines: [a1]}}
      - policy: {ordering: sjf}
      - inject: {generator: poisson-philly, generator_params: {jobs: 10, jobs_per_hour: 20, max_gpus: 4}}
      - price: {gpu_type: A100, price_per_hour: 9}
)");
    auto runs = runVariants(s, 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    auto fork = forkOf(s, 0);
    ASSERT_TRUE(fork.ok() && fork.value());
    Scenario base = s;
    base.variants.clear();
    auto workload = loadWorkload(base);
    ASSERT_TRUE(workload.ok());
    auto sim = buildSimulation(base, workload->jobs);
    ASSERT_TRUE(sim.ok());
    RunRecording recording(*sim.value());
    sim.value()->runBefore(fork.value()->at);
    auto changes = scriptedChanges(base, *fork.value());
    ASSERT_TRUE(changes.ok()) << changes.error().toString();
    for (ScriptedChange& c : changes.value()) sim.value()->script(std::move(c));
    sim.value()->run();
    const RunResult replay = recording.finish(runMetadata(base, workload.value(), s.variants[0].name));
    const RunResult& forked = runs->at(1);
    EXPECT_EQ(dataLines(scheduleCsv(forked)), dataLines(scheduleCsv(replay)));
    EXPECT_EQ(dataLines(jobsCsv(forked)), dataLines(jobsCsv(replay)));
    EXPECT_EQ(dataLines(timeSeriesCsv(forked)), dataLines(timeSeriesCsv(replay)));
    EXPECT_EQ(decisionLines(forked), decisionLines(replay));
    EXPECT_EQ(forked.capacity, replay.capacity);
    // a1 failed at the fork and came back at 3 h: an outage of the fork's, as the replay's.
    EXPECT_EQ(forked.outages, replay.outages);
    ASSERT_FALSE(forked.outages.empty());
    EXPECT_EQ(forked.outages.front().from, 5400.0);
    EXPECT_EQ(forked.outages.front().to, 3 * 3600.0);
    EXPECT_EQ(forked.capacity.size(), 4u) << "two machines joined and the A100's price changed at 90 min, one machine left at 2 h";
}


// A fork in which every machine leaves runs none of the jobs left: its averages count the few that ran,
// its costs stop. It is marked not comparable wherever it is compared, never shown as an improvement.
TEST(Fork, WhenJobsNeverRunTheForkIsNotComparedAsAnImprovement)
{
    const Scenario s = parse(R"(variants:
  - name: every machine leaves
    at: 1h
    events:
      - leave: {rack: ra}
      - leave: {rack: rb}
)");
    auto runs = runVariants(s, 2);
    ASSERT_TRUE(runs.ok()) << runs.error().toString();
    const RunResult& base = runs->at(0);
    const RunResult& fork = runs->at(1);
    ASSERT_GT(fork.summary.unfinished + fork.summary.rejected, 0);
    EXPECT_FALSE(incomparability(base.summary, base.summary));
    const auto why = incomparability(fork.summary, base.summary);
    ASSERT_TRUE(why);
    EXPECT_NE(why->find("not comparable"), std::string::npos) << *why;

    // The CLI's table: the fork's row has its values, no change against the base, and why.
    const std::string table = comparisonTable(*runs);
    const std::string row = table.substr(table.find("every machine leaves"));
    const std::string line = row.substr(0, row.find('\n'));
    for (const char* delta : { "(\u2212", "(-", "(+", "(\u00b1" }) EXPECT_EQ(line.find(delta), std::string::npos) << line; // no "(−86.0%)"
    EXPECT_NE(line.find(*why), std::string::npos) << line;
    // Since the fork: the same.
    const TitledRuns titled = titledRuns(*runs);
    const TextTable forks = forkComparison(titled.runs, titled.labels);
    ASSERT_EQ(forks.rows.size(), 1u);
    for (std::size_t c = 3; c < forks.rows[0].size(); ++c)
        for (const char* delta : { "(\u2212", "(-", "(+", "(\u00b1" }) EXPECT_EQ(forks.rows[0][c].find(delta), std::string::npos) << forks.rows[0][c];
    EXPECT_NE(forks.rows[0].back().find("not comparable"), std::string::npos);
    // Files say so in a column of their own.
    const std::string csv = comparisonCsv(*runs);
    EXPECT_NE(csv.find(",comparable_with_base,folder\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",true,base\n"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",false,every machine leaves\n"), std::string::npos) << csv;
    EXPECT_NE(comparisonForkCsv(*runs).find(",false\n"), std::string::npos);
}


TEST(Fork, AForkWrittenByGantryReadsBackWhateverItsNamesHold)
{
    // The one writer of forks (the fork dialog's and a plan's answer): names that YAML would read as
    // something else (a quote, ": ", "#", a flow bracket) come back as themselves.
    Scenario s = parse("");
    for (const std::string name : { std::string("a\"b"), std::string("x: y"), std::string("r # 1"), std::string("[r]") }) {
        s.cluster.racks[0].name = name;
        s.variants = { { "fails", forkOverlayYaml(3600, { "{fail: {rack: " + yamlQuoted(name) + "}}", "{policy: {ordering: sjf}}" }) } };
        auto fork = forkOf(s, 0);
        ASSERT_TRUE(fork.ok()) << name << ": " << fork.error().toString() << "\n" << s.variants[0].overlayYaml;
        ASSERT_TRUE(fork->has_value());
        EXPECT_EQ((*fork)->at, 3600);
        ASSERT_EQ((*fork)->events.size(), 2u);
        EXPECT_FALSE((*fork)->events[0].machines.empty()) << name;
    }
}
