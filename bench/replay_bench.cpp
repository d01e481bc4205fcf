// Replays the full Philly trace (82,247 jobs, Pollux's philly.csv) on 2 x 32 x 8 GPUs under FIFO +
// consolidate, SJF and Tiresias 2D-LAS, and FIFO and Tiresias with Dally's placement, with the
// placement-aware speed model, at 10k, 40k and 82k jobs.
// Each run happens in a forked child so that its peak memory is its own. Prints a table and the
// ratios the targets are about (time per job against the 10k run of the same policy: linear growth
// keeps it near 1). See docs/performance.md. Arguments: [trace [policy name part]].
#include "core/io/TraceImport.h"
#include "core/run/ScenarioRunner.h"

#include "FullPhilly.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace gantry;

namespace {
struct Measurement {
    double seconds = 0;
    double events = 0;
    double peakMb = 0;
    double avgJct = 0;
    int finished = 0;
};

Measurement measureInChild(const Scenario& scenario, const Workload& workload)
{
    int fds[2];
    if (pipe(fds) != 0) return {};
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        RunOptions options;
        options.workload = &workload;
        const auto t0 = std::chrono::steady_clock::now();
        auto result = runScenario(scenario, options);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        Measurement m;
        if (result) {
            m = { seconds, double(result.value().events), usage.ru_maxrss / 1024.0, result.value().summary.avgJct,
                result.value().summary.finished };
        } else {
            std::fprintf(stderr, "run failed: %s\n", result.error().toString().c_str());
        }
        if (write(fds[1], &m, sizeof m) != sizeof m) _exit(1);
        _exit(0);
    }
    close(fds[1]);
    Measurement m;
    if (read(fds[0], &m, sizeof m) != sizeof m) m = {};
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return m;
}
} // namespace

int main(int argc, char** argv)
{
    const std::string trace = fullPhillyTrace(argc, argv);
    const auto t0 = std::chrono::steady_clock::now();
    auto imported = importTrace(trace, "pollux-philly");
    if (!imported) {
        std::fprintf(stderr, "%s\n", imported.error().toString().c_str());
        return 2;
    }
    const double importSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    rusage parentUsage {};
    getrusage(RUSAGE_SELF, &parentUsage);
    // Children inherit the parent's resident pages (the imported trace): their peak includes these.
    std::printf("imported %zu jobs in %.3f s; process peak before the runs: %.1f MB\n\n",
        imported.value().workload.jobs.size(), importSeconds, parentUsage.ru_maxrss / 1024.0);

    struct Policy {
        const char* name;
        const char* ordering;
        const char* placement;
    };
    const Policy policies[] = { { "FIFO + consolidate", "fifo", "consolidate" }, { "SJF + consolidate", "sjf", "consolidate" },
        { "Tiresias 2D-LAS + consolidate", "tiresias", "consolidate" }, { "FIFO + Dally", "fifo", "dally" },
        { "Tiresias 2D-LAS + Dally", "tiresias", "dally" } };
    const std::size_t sizes[] = { 10000, 40000, imported.value().workload.jobs.size() };

    std::printf("%-32s %7s %9s %12s %10s %11s %9s %14s\n", "policy", "jobs", "wall s", "events/s", "peak MB",
        "us per job", "vs 10k", "avg JCT h");
    // A second argument keeps only the policies whose name contains it (to profile one).
    const std::string only = argc > 2 ? argv[2] : "";
    for (const Policy& p : policies) {
        if (std::string(p.name).find(only) == std::string::npos) continue;
        double perJob10k = 0;
        for (std::size_t n : sizes) {
            Scenario s;
            s.name = "philly-full-bench";
            s.cluster = Cluster::uniform(2, 32, 8);
            s.policy.ordering.name = p.ordering;
            s.policy.placement.name = p.placement;
            s.simulation.sampleSeconds = 3600;
            s.workload.limit = static_cast<int>(n);
            Workload w = imported.value().workload;
            if (w.jobs.size() > n) w.jobs.resize(n);
            s.models.assignModels(w.jobs, s.seed);
            const Measurement m = measureInChild(s, w);
            const double perJob = m.seconds / double(n) * 1e6;
            if (n == sizes[0]) perJob10k = perJob;
            std::printf("%-32s %7zu %9.3f %12.0f %10.1f %11.2f %9.2f %14.2f\n", p.name, n, m.seconds,
                m.events / std::max(m.seconds, 1e-9), m.peakMb, perJob, perJob / std::max(perJob10k, 1e-12),
                m.avgJct / 3600);
        }
    }
    return 0;
}
