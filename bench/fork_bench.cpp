// What forking saves: ten forked variants at the middle of the full Philly trace (82,247 jobs, Pollux's
// philly.csv; the bundled generator's Philly-like jobs when the trace is absent) on 2 x 32 x 8 GPUs
// under FIFO + consolidate, run as Gantry runs them (the base simulated once up to the fork, each
// variant continuing from a copy) against the same eleven runs from time zero (the base, and each
// variant replaying the shared past before its events). Both on one thread, in one invocation, so the
// ratio is the figure (docs/performance.md, "Forks"). It also checks that both ways give the same
// results: a fork is its replay from zero, only cheaper.
#include "core/io/ScenarioIo.h"
#include "core/run/ScenarioRunner.h"

#include "FullPhilly.h"
#include "core/util/Format.h"
#include "core/util/Text.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <utility>
#include <vector>

using namespace gantry;

namespace {

/// Wall and CPU seconds since a start (CPU time: the machine may be busy with other work).
struct Clock {
    std::chrono::steady_clock::time_point wall = std::chrono::steady_clock::now();
    double cpu = cpuSeconds();
    static double cpuSeconds()
    {
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + 1e-6 * double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
    }
    std::pair<double, double> elapsed() const
    {
        return { std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count(), cpuSeconds() - cpu };
    }
};

/// The ten questions asked at time `t` (seconds): failures, policy switches, a burst, joins, leaves, prices.
std::vector<Variant> forksAt(double t)
{
    const std::string at = "at: " + formatNumber(t) + "\nevents:\n";
    const std::string later = formatNumber(t + 6 * 3600);
    return {
        { "rack r0 down 6 h", at + "  - fail: {rack: r0}\n  - {at: " + later + ", recover: {rack: r0}}\n" },
        { "SJF from t", at + "  - policy: {ordering: sjf}\n" },
        { "Tiresias from t", at + "  - policy: {ordering: tiresias}\n" },
        { "burst of 500 jobs", at + "  - inject: {generator: poisson-philly, generator_params: {jobs: 500, jobs_per_hour: 250}}\n" },
        { "16 machines join", at + "  - join: {gpu_type: V100, count: 16, new_rack: r2}\n" },
        { "8 machines leave", at + "  - leave: {gpu_type: V100, count: 8}\n" },
        { "price doubles", at + "  - price: {gpu_type: V100, price_per_hour: 4.96}\n" },
        { "8 machines down 12 h", at + "  - fail: {gpu_type: V100, count: 8}\n  - {at: " + formatNumber(t + 12 * 3600)
              + ", recover: {gpu_type: V100, count: 8}}\n" },
        { "SJF and 8 join", at + "  - policy: {ordering: sjf}\n  - join: {gpu_type: V100, count: 8, new_rack: r3}\n" },
        { "Tiresias, burst", at + "  - policy: {ordering: tiresias}\n  - inject: {generator: poisson-philly, generator_params: {jobs: 300, jobs_per_hour: 300}}\n" },
    };
}

} // namespace

int main(int argc, char** argv)
{
    const std::string trace = fullPhillyTrace(argc, argv);
    struct stat info {};
    Scenario s;
    s.name = "fork-bench";
    s.cluster = Cluster::uniform(2, 32, 8);
    s.policy.ordering.name = "fifo";
    s.policy.placement.name = "consolidate";
    s.simulation.sampleSeconds = 3600;
    s.simulation.recordDecisions = false; // the comparison reads summaries, as `compare` without --out does
    if (stat(trace.c_str(), &info) == 0) {
        s.workload.trace = trace;
        s.workload.format = "pollux-philly";
    } else {
        std::printf("(no full Philly trace at %s: the bundled generator's 20,000 Philly-like jobs instead)\n", trace.c_str());
        s.workload.generator = "poisson-philly";
        s.workload.generatorParams["jobs"] = 20000.0;
        s.workload.generatorParams["jobs_per_hour"] = 40.0;
    }
    auto workload = loadWorkload(s);
    if (!workload) {
        std::fprintf(stderr, "%s\n", workload.error().toString().c_str());
        return 2;
    }
    const std::vector<JobSpec>& jobs = workload.value().jobs;
    const double middle = jobs[jobs.size() / 2].submitTime;
    s.variants = forksAt(middle);
    std::printf("%zu jobs; ten forks at %s (the middle job's submit time)\n\n", jobs.size(), formatDuration(middle).c_str());

    // Gantry's way: the shared past once, then copies (runVariants loads the workload itself).
    Clock clock;
    auto forked = runVariants(s, 1, {}, {}, false);
    const auto [forkedWall, forkedCpu] = clock.elapsed();
    if (!forked) {
        std::fprintf(stderr, "%s\n", forked.error().toString().c_str());
        return 1;
    }

    // From zero: the base, then each variant replaying the past before its events (the workload
    // loaded once for them all, as runVariants does).
    clock = Clock {};
    workload = loadWorkload(s);
    Scenario base = s;
    base.variants.clear();
    RunOptions options;
    options.workload = &workload.value();
    options.dropDecisionLog = true;
    auto baseRun = runScenario(base, options);
    if (!baseRun) return 1;
    std::vector<RunResult> fromZero { std::move(baseRun.value()) };
    std::uint64_t fromZeroEvents = fromZero.front().events;
    for (int v = 0; v < static_cast<int>(s.variants.size()); ++v) {
        auto fork = forkOf(s, v);
        auto sim = buildSimulation(base, jobs);
        if (!fork || !fork.value() || !sim) return 1;
        RunRecording recording(*sim.value());
        sim.value()->runBefore(fork.value()->at);
        auto changes = scriptedChanges(base, *fork.value());
        if (!changes) return 1;
        for (ScriptedChange& c : changes.value()) sim.value()->script(std::move(c));
        sim.value()->run();
        fromZero.push_back(recording.finish(runMetadata(base, workload.value(), s.variants[std::size_t(v)].name)));
        fromZeroEvents += fromZero.back().events;
    }
    const auto [fromZeroWall, fromZeroCpu] = clock.elapsed();

    std::uint64_t forkedEvents = 0;
    bool same = true;
    std::printf("%-22s %12s %12s %14s\n", "run", "avg JCT h", "cost $", "events own");
    for (std::size_t i = 0; i < forked->size(); ++i) {
        const RunResult &a = forked->at(i), &b = fromZero[i];
        forkedEvents += a.events - a.eventsInherited;
        same = same && a.summary.avgJct == b.summary.avgJct && a.summary.usageCost == b.summary.usageCost && a.events == b.events;
        std::printf("%-22s %12.3f %12.0f %14llu\n", i == 0 ? "base" : s.variants[i - 1].name.c_str(), a.summary.avgJct / 3600,
            a.summary.usageCost, static_cast<unsigned long long>(a.events - a.eventsInherited));
    }
    std::printf("\n%-36s %10s %10s %14s\n", "eleven runs", "wall s", "CPU s", "events");
    std::printf("%-36s %10.3f %10.3f %14llu\n", "forked (past once, then copies)", forkedWall, forkedCpu,
        static_cast<unsigned long long>(forkedEvents));
    std::printf("%-36s %10.3f %10.3f %14llu\n", "from zero (each replays the past)", fromZeroWall, fromZeroCpu,
        static_cast<unsigned long long>(fromZeroEvents));
    std::printf("forked / from zero: %.2f of the CPU time (%.2f of the wall time), %.2f of the events; same results both ways: %s\n",
        forkedCpu / fromZeroCpu, forkedWall / fromZeroWall, double(forkedEvents) / double(fromZeroEvents), same ? "yes" : "NO");
    return same ? 0 : 1;
}
