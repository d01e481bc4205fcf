// Why a learned agent does or does not beat the heuristic it imitates (docs/learning.md): for growing
// training budgets, its held-out average JCT against the teacher's and the share of its decisions the
// teacher would also take; for the full budget, the per-workload gain against its spread (signal
// against noise).
//   learn_diagnostics AGENT SCENARIO TEACHER_ROW [training seed] [first held-out seed] [seeds] [budgets...]
// e.g. learn_diagnostics dl2 dl2-small.yaml DRF 1 500 20 -1 10 20 40 80 120
// Held-out seeds default to the tuning range 500..519 (never the judging range, 30000..30999).
#include "core/io/ScenarioIo.h"
#include "core/learn/Training.h"
#include "core/util/Text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace gantry;

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: learn_diagnostics AGENT SCENARIO TEACHER_ROW [training seed] [first seed] [seeds] [budgets...]\n");
        return 2;
    }
    const std::string agent = argv[1], file = argv[2], teacher = argv[3];
    const std::uint64_t trainingSeed = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1;
    const std::uint64_t firstSeed = argc > 5 ? std::strtoull(argv[5], nullptr, 10) : 500;
    const int seeds = argc > 6 ? std::atoi(argv[6]) : 20;
    std::vector<int> budgets;
    for (int i = 7; i < argc; ++i) budgets.push_back(std::atoi(argv[i]));
    if (budgets.empty()) budgets = { -1, 0 }; // warm start only, the agent's default budget
    auto scenario = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/" + file);
    if (!scenario) {
        std::fprintf(stderr, "%s\n", scenario.error().toString().c_str());
        return 2;
    }
    std::printf("%s on %s, training seed %llu, held-out seeds %llu..%llu, teacher %s\n\n", agent.c_str(), file.c_str(),
        (unsigned long long)trainingSeed, (unsigned long long)firstSeed, (unsigned long long)(firstSeed + seeds - 1),
        teacher.c_str());
    std::printf("| RL episodes | avg JCT (min) | vs teacher | paired gain per workload (mean ± std) | decisions the teacher would also take |\n");
    std::printf("|---|---|---|---|---|\n");
    double oracleGain = 0;
    for (int episodes : budgets) {
        learn::TrainingOptions o;
        o.agent = agent;
        o.episodes = episodes;
        o.seed = trainingSeed;
        o.threads = 1;
        auto report = learn::train(scenario.value(), o);
        if (!report) {
            std::fprintf(stderr, "%s\n", report.error().toString().c_str());
            return 1;
        }
        learn::EvaluationOptions e;
        e.modelBytes = report->model;
        e.firstSeed = firstSeed;
        e.seeds = seeds;
        auto eval = learn::evaluate(scenario.value(), e);
        if (!eval) {
            std::fprintf(stderr, "%s\n", eval.error().toString().c_str());
            return 1;
        }
        const learn::PolicyScore& learned = eval->rows.front();
        const learn::PolicyScore* base = eval->find(teacher);
        if (!base) {
            std::fprintf(stderr, "no row '%s' in the evaluation\n", teacher.c_str());
            return 2;
        }
        // The gain on each workload, relative to the teacher's JCT there: its mean is the signal, its
        // spread across workloads the noise a training run sees.
        double sum = 0, squares = 0;
        for (std::size_t k = 0; k < learned.avgJct.size(); ++k) {
            const double gain = 1 - learned.avgJct[k] / base->avgJct[k];
            sum += gain;
            squares += gain * gain;
        }
        const double n = double(learned.avgJct.size());
        const double mean = sum / n, sd = std::sqrt(std::max(0.0, squares / n - mean * mean));
        const std::string agreement = eval->teacherAgreement
            ? formatFixed(100 * eval->teacherAgreement->share(), 1) + " %"
            : std::string("not measured");
        const auto signedPercent = [](double x) { return (x > 0 ? "+" : "") + formatFixed(x, 1) + " %"; };
        const std::string budget = episodes < 0 ? "0 (warm start)" : episodes == 0 ? "default" : std::to_string(episodes);
        std::printf("| %s | %s | %s | %s ± %s | %s |\n", budget.c_str(), formatFixed(learned.mean / 60, 2).c_str(),
            signedPercent(-eval->improvementOver(teacher)).c_str(), signedPercent(100 * mean).c_str(),
            (formatFixed(100 * sd, 1) + " %").c_str(), agreement.c_str());
        // What choosing the best baseline for each workload would give (an oracle over the rules the
        // agent is compared with): a floor on what is possible beyond the teacher.
        double bestSum = 0;
        for (std::size_t k = 0; k < learned.avgJct.size(); ++k) {
            double best = base->avgJct[k];
            for (const auto& row : eval->rows)
                if (!row.learned && row.name != "untrained") best = std::min(best, row.avgJct[k]);
            bestSum += 1 - best / base->avgJct[k];
        }
        oracleGain = 100 * bestSum / n;
        std::fflush(stdout);
    }
    std::printf("\nThe best baseline chosen per workload (an oracle over the compared rules): %s below the teacher on average.\n",
        (formatFixed(oracleGain, 1) + " %").c_str());
    return 0;
}
