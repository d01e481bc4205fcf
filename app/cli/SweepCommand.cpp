// gantry-cli sweep and merge (docs/scale-out.md): a grid of runs, in one process or in shards (Slurm
// job arrays, GNU parallel), resumable, merged into the same sweep.csv whoever ran which run.
#include "app/cli/Command.h"

#include "core/io/ScenarioIo.h"
#include "core/io/SweepGrid.h"
#include "core/run/Distribute.h"
#include "core/run/Messenger.h"
#include "core/run/Pieces.h"
#include "core/run/Sweep.h"
#include "core/util/File.h"
#include "core/util/Text.h"

#include <algorithm>

namespace gantry::cli {

namespace {

Command addSweepCommand(CLI::App& app)
{
    struct Args {
        std::string file, grid, out, shard;
        int threads = 2;
        long long maxRuns = kDefaultMaxSweepRuns;
        bool resume = false;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("sweep", "Run a scenario under every combination of a grid's values (cluster shapes, policies, seeds)");
    cmd->footer("Each run's line is written to DIR/runs/<id>.csv as soon as it is done, and DIR/sweep.csv once all are.\n"
                "--shard i/N runs every N-th run (a Slurm array task, a GNU parallel job); 'gantry-cli merge DIR' then\n"
                "writes sweep.csv, the same bytes as one process writes. docs/scale-out.md has the grid format and scripts.");
    cmd->add_option("SCENARIO", args->file, "Scenario file (YAML)")->type_name("")->required();
    cmd->add_option("--grid", args->grid, "The grid: axes of overlays (YAML, docs/scale-out.md)")->type_name("FILE")->required();
    cmd->add_option("--out", args->out, "Write the runs' lines and sweep.csv into DIR")->type_name("DIR")->required();
    cmd->add_option("--shard", args->shard, "Run only shard i of N (1 <= i <= N): every N-th run, from the i-th")->type_name("i/N");
    cmd->add_flag("--resume", args->resume, "Skip the runs whose line is already in DIR (a killed shard loses only what was running)");
    cmd->add_option("--threads", args->threads, "Runs in parallel (results never depend on it)")
        ->type_name("N")->check(wholeNumber(1, 64))->capture_default_str();
    cmd->add_option("--max-runs", args->maxRuns, "Refuse a grid of more runs than this (counted before anything is read or run)")
        ->type_name("N")->check(wholeNumber(1, kMaxSweepRuns))->capture_default_str();

    return { cmd, [args] {
                // Under mpirun every rank reads the same scenario and grid, so all hold the same list of runs;
                // rank 0 hands them out and writes the files, the others only simulate.
                Shard shard;
                Messenger* mpi = nullptr;
                if (auto exit = parseShardAndRanks(args->shard, shard, mpi)) return *exit;
                const bool worker = mpi && mpi->rank() > 0;
                auto scenario = loadScenario(args->file);
                if (!scenario) return worker ? kFailure : fail(scenario.error());
                auto grid = loadSweepGrid(args->grid, scenario.value(), args->maxRuns, "--max-runs");
                if (!grid) return worker ? kFailure : fail(grid.error());
                auto runs = expandSweep(grid.value());
                if (!runs) return worker ? kFailure : fail(locateInScenarioFile(runs.error(), args->grid));
                if (worker) {
                    servePieces(*mpi, [&](std::size_t k, const std::string&) { return sweepCsvRow(scenario.value(), runs->at(k)); });
                    return kOk;
                }
                WorkersStop workersStop(mpi);
                if (auto st = writeSweepPlan(args->out, sweepCsvHeader(scenario.value(), grid.value()), runs.value()); !st) return fail(st.error());

                // Each run's line (or why it failed) goes into its file as soon as it is done, wherever it
                // was simulated (runPieces, core/run/Pieces.h).
                PieceOptions pieces;
                pieces.threads = args->threads;
                pieces.shard = shard;
                pieces.ranks = mpi;
                pieces.files = sweepPieceFiles(args->out, runs.value());
                pieces.resume = args->resume;
                pieces.started = [&](const PieceCounts& c) {
                    const std::string who = mpi ? " (" + std::to_string(mpi->size() - 1) + " MPI ranks)"
                        : shard.sharded()       ? " (shard " + args->shard + ")"
                                                : std::string();
                    std::fprintf(stderr, "sweep: %zu runs in all; this process runs %zu%s%s\n", c.all, c.mine, who.c_str(),
                        c.kept ? (", " + std::to_string(c.kept) + " already done").c_str() : "");
                };
                ProgressBar bar(true);
                pieces.progress = [&](const PieceCounts& c) {
                    bar.update("run " + std::to_string(c.done) + "/" + std::to_string(c.mine), double(c.done) / double(std::max<std::size_t>(1, c.mine)));
                };
                std::vector<std::string> failures;
                const PiecesRun ran = runPieces(
                    runs->size(), pieces, [&](std::size_t k) { return sweepCsvRow(scenario.value(), runs->at(k)); },
                    [&](std::size_t k, const Result<std::string>& row) {
                        if (!row && !interrupted()) failures.push_back("run " + runs->at(k).id + " (" + runs->at(k).title() + "): " + row.error().toString());
                    });
                workersStop.now();
                bar.finish();
                if (ran.interrupted()) return interruptedKeeping(args->out);
                for (const std::string& f : failures) std::fprintf(stderr, "gantry-cli: error: %s\n", f.c_str());
                if (!failures.empty()) return kFailure;
                if (shard.sharded()) {
                    std::printf("shard %s: %zu runs done; 'gantry-cli merge %s' writes sweep.csv once every shard is\n", args->shard.c_str(),
                        ran.counts.mine, printable(args->out).c_str());
                    return kOk;
                }
                auto merged = mergeSweep(args->out);
                if (!merged) return fail(merged.error());
                if (auto st = writeFileAtomically(sweepfiles::csvPath(args->out), merged.value()); !st) return fail(st.error());
                std::printf("%zu runs: %s\n", runs->size(), printable(sweepfiles::csvPath(args->out)).c_str());
                return kOk;
            } };
}

Command addMergeCommand(CLI::App& app)
{
    auto dir = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("merge", "Combine a sharded sweep's runs into DIR/sweep.csv (the same bytes as one process writes)");
    cmd->add_option("DIR", *dir, "The sweep's --out folder")->type_name("")->required();
    return { cmd, [dir] {
                auto merged = mergeSweep(*dir);
                if (!merged) return fail(merged.error());
                if (auto st = writeFileAtomically(sweepfiles::csvPath(*dir), merged.value()); !st) return fail(st.error());
                std::printf("%s\n", printable(sweepfiles::csvPath(*dir)).c_str());
                return kOk;
            } };
}

} // namespace

void addSweepCommands(CLI::App& app, std::vector<Command>& commands)
{
    commands.push_back(addSweepCommand(app));
    commands.push_back(addMergeCommand(app));
}

} // namespace gantry::cli
