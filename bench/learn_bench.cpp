// Learning benchmark: decision latency (µs per inference, one thread) and training throughput
// (environment decisions per second) for DL2, TopDRL, Harmony and the dual agent on their scenarios
// (a Harmony decision places one task; a dual-agent decision is one agent's choice).
//   learn_bench [episodes]     prints a Markdown table (docs/performance.md)
#include "core/io/ScenarioIo.h"
#include "core/learn/Training.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace gantry;

int main(int argc, char** argv)
{
    const int episodes = argc > 1 ? std::atoi(argv[1]) : 16;
    std::printf("| agent | scenario | decision latency (µs, 1 thread) | training decisions/s (1 thread) | training time (s) |\n");
    std::printf("|---|---|---|---|---|\n");
    const std::pair<const char*, const char*> runs[] = { { "dl2", "dl2-small.yaml" }, { "topdrl", "topdrl-2x4x4.yaml" },
        { "harmony", "harmony-6-servers.yaml" }, { "dual-agent", "public-cloud.yaml" } };
    for (const auto& [agent, file] : runs) {
        auto s = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/" + file);
        if (!s) {
            std::fprintf(stderr, "%s\n", s.error().toString().c_str());
            return 1;
        }
        learn::TrainingOptions o;
        o.agent = agent;
        o.episodes = episodes;
        o.warmupEpisodes = 4;
        o.threads = 1;
        auto report = learn::train(s.value(), o);
        if (!report) {
            std::fprintf(stderr, "%s\n", report.error().toString().c_str());
            return 1;
        }
        auto latency = learn::measureLatency(s.value(), report->model);
        if (!latency) {
            std::fprintf(stderr, "%s\n", latency.error().toString().c_str());
            return 1;
        }
        std::printf("| %s | %s | %.1f (%llu inferences) | %.0f | %.1f |\n", agent, s->name.c_str(),
            latency->microsPerDecision, (unsigned long long)latency->decisions, report->stepsPerSecond, report->seconds);
    }
    return 0;
}
