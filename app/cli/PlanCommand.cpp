/// `plan`: the cheapest cluster that meets a scenario's service levels (core/plan).

#include "app/cli/Command.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/plan/Planner.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/OutputFolder.h"
#include "core/util/Text.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

namespace gantry::cli {

Command addPlanCommand(CLI::App& app)
{
    struct Args {
        std::string file, out;
        int threads = 2;
        bool exhaustive = false;
        bool noEarlyStop = false;
        bool assumeMonotone = false;
        long long maxConfigurations = kDefaultMaxConfigurations;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("plan", "Find the cheapest cluster that meets the scenario's service levels (its plan: section)");
    cmd->footer("--out writes plan.csv (every configuration simulated, with why it failed) into DIR.");
    cmd->add_option("SCENARIO", args->file, "Scenario file (YAML) with a plan: section")->type_name("")->required();
    cmd->add_option("--threads", args->threads, "Workloads simulated in parallel (results never depend on it)")
        ->type_name("N")->check(wholeNumber(1, 64))->capture_default_str();
    cmd->add_option("--out", args->out, "Write plan.csv into DIR")->type_name("DIR");
    cmd->add_flag("--exhaustive", args->exhaustive, "Simulate every configuration of the grid (to check the search)");
    cmd->add_flag("--no-early-stop", args->noEarlyStop, "Run every simulation to its end");
    cmd->add_option("--max-configurations", args->maxConfigurations,
           "Refuse a grid of more configurations (policies x machine counts) than this")
        ->type_name("N")->check(CLI::PositiveNumber)->capture_default_str();
    cmd->add_flag("--assume-monotone", args->assumeMonotone,
        "Assume more machines never hurt and bisect counts (far fewer runs; wrong where slow GPUs do hurt)");

    return { cmd, [args] {
                std::optional<OutputFolder> folder;
                if (auto exit = openOutputFolder(args->out, folder)) return *exit;
                auto scenario = loadScenario(args->file);
                if (!scenario) return fail(scenario.error());
                const Scenario& s = scenario.value();
                if (s.plan.empty())
                    return fail({ ErrorCode::MissingField, "the scenario has no plan: section (docs/scenario-format.md, \"plan\")",
                        { args->file, 0, 0, "plan" } });
                ProgressBar bar(true);
                PlanOptions options;
                options.threads = args->threads;
                options.exhaustive = args->exhaustive;
                options.earlyStop = !args->noEarlyStop;
                options.assumeMonotone = args->assumeMonotone;
                options.maxConfigurations = args->maxConfigurations;
                options.maxConfigurationsOption = "--max-configurations";
                // What the search may cost, said before it starts (a whole-grid search simulates every point).
                if (auto size = planGridSize(s.plan); size && *size <= args->maxConfigurations) {
                    const bool wholeGrid = args->exhaustive || s.plan.objective == PlanObjective::TotalCost;
                    const std::size_t seeds = std::max<std::size_t>(1, s.plan.seeds.size());
                    std::fprintf(stderr, "searching a grid of %s configurations x %zu workload seeds%s\n", formatCount(*size).c_str(),
                        seeds,
                        wholeGrid ? (args->exhaustive ? " (--exhaustive: every one is simulated)"
                                                      : " (objective total_cost: every one is simulated)")
                                  : " (cheapest first, cut by cost: usually a small part of it)");
                }
                options.progress = [&](const PlanPoint&, int done, long long grid) {
                    bar.update("configuration " + std::to_string(done) + " (grid " + std::to_string(grid) + ")",
                        grid > 0 ? std::min(1.0, double(done) / double(grid)) : 0.0);
                    return !interrupted();
                };
                const auto started = std::chrono::steady_clock::now();
                auto outcome = runPlan(s, options);
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!outcome) return fail(locateInScenarioFile(outcome.error(), args->file));
                const PlanOutcome& o = outcome.value();
                const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
                std::printf("%s: plan over %zu policies, %zu workload seeds, gantry %s\n", s.name.c_str(), o.policies.size(),
                    o.seeds.size(), kVersion);
                std::printf("service levels: %s\n\n", describeLevels(s.plan).c_str());
                if (!o.impossible.empty()) {
                    std::printf("no configuration within the bounds can meet the levels, for any policy: %s\n",
                        o.impossible.c_str());
                    std::printf("(the GPU-hours bound, before any search: nothing of the grid of %s configurations was simulated)\n",
                        o.gridSize > 0 ? formatCount(o.gridSize).c_str() : "more than 9.2e18");
                }
                for (std::size_t p = 0; p < o.policies.size(); ++p) {
                    std::printf("%s\n", o.policies[p].c_str());
                    if (o.best[p] < 0) {
                        std::printf("  no configuration within the bounds meets the levels\n");
                        continue;
                    }
                    const PlanPoint& b = o.points[std::size_t(o.best[p])];
                    const ServiceMetric main = s.plan.serviceLevels.front().metric;
                    const std::string span = s.plan.from >= 0 ? "from " + formatDuration(s.plan.from) + " on" : "over the trace";
                    std::printf("  cheapest: %s%s, %s/h (%s %s); %s %s\n", s.plan.from >= 0 ? "add " : "",
                        describeConfiguration(s.plan, b.counts).c_str(), formatMoney(b.costPerHour).c_str(), formatMoney(b.totalCost).c_str(),
                        span.c_str(), serviceMetricName(main).c_str(), formatLevelValue(main, b.mainMetric).c_str());
                }
                int stopped = 0, bounded = 0;
                for (const auto& point : o.points) {
                    stopped += point.stoppedEarly ? 1 : 0;
                    bounded += point.bounded ? 1 : 0;
                }
                std::printf("\n%zu of a grid of %s configurations looked at: %d ruled out by the GPU-hours bound, %zu simulated "
                            "(%d runs, %d stopped early once a level was certainly missed), %.1f s\n",
                    o.points.size(), o.gridSize > 0 ? std::to_string(o.gridSize).c_str() : "more than 9.2e18", bounded, o.points.size() - std::size_t(bounded), o.simulations, stopped, seconds);
                if (folder) {
                    if (auto st = writeFileAtomically(folder->path("plan.csv"), planCsv(s, o)); !st) return fail(st.error());
                    if (auto st = folder->commit("# gantry " + std::string(kVersion) + " scenario_sha256=" + scenarioHash(s)); !st)
                        return fail(st.error());
                    std::printf("every configuration and why it failed: %s/plan.csv\n", printable(args->out).c_str());
                }
                return kOk;
            } };
}

} // namespace gantry::cli
