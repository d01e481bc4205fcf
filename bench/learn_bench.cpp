// Learning benchmark: decision latency (µs per inference, one thread) and training throughput
// (environment decisions per second) for DL2, TopDRL, Harmony and the dual agent on their scenarios
// (a Harmony decision places one task; a dual-agent decision is one agent's choice). Each agent trains
// twice, the same budget: its episodes without gradients (greedy validations, rollouts) on one thread,
// then on every core; the models are the same bytes, the ratio is the speed-up.
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
    std::printf("| agent | scenario | decision latency (µs, 1 thread) | training decisions/s, episodes on 1 thread | on every core | training time (s), 1 thread | every core | ratio | same model |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|\n");
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
        o.episodeThreads = 1;
        auto sequential = learn::train(s.value(), o);
        o.episodeThreads = 0;
        auto parallel = sequential ? learn::train(s.value(), o) : sequential;
        if (!sequential || !parallel) {
            std::fprintf(stderr, "%s\n", (!sequential ? sequential : parallel).error().toString().c_str());
            return 1;
        }
        auto latency = learn::measureLatency(s.value(), parallel->model);
        if (!latency) {
            std::fprintf(stderr, "%s\n", latency.error().toString().c_str());
            return 1;
        }
        const bool same = sequential->model == parallel->model; // the model file, byte for byte
        std::printf("| %s | %s | %.1f (%llu inferences) | %.0f | %.0f | %.1f | %.1f | %.2fx | %s |\n", agent, s->name.c_str(),
            latency->microsPerDecision, (unsigned long long)latency->decisions, sequential->stepsPerSecond,
            parallel->stepsPerSecond, sequential->seconds, parallel->seconds, sequential->seconds / parallel->seconds,
            same ? "yes" : "NO");
    }
    return 0;
}
