#pragma once
/** @brief How gantry-cli's commands plug in: each command adds its CLI11 subcommand (its options,
 * their checks and help text) and says what to run once the whole command line has parsed. */

#include "core/run/Pieces.h"
#include "core/util/Error.h"
#include "core/util/Interrupt.h"
#include "core/util/OutputFolder.h"
#include "core/util/Text.h"

#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace gantry {
struct Scenario;
class Messenger;
}

namespace gantry::cli {

inline constexpr int kOk = 0;
inline constexpr int kFailure = 1;
inline constexpr int kBadInput = 2;

struct Command {
    CLI::App* parser = nullptr; ///< the subcommand; owned by the top-level CLI::App
    std::function<int()> run;   ///< reads the values the parser filled in; returns the exit code
};

/// After SIGINT or SIGTERM (core/util/Interrupt.h): says so and returns 128 + the signal. Every command
/// checks interrupted() once its work returns, before it writes anything, so an interrupted command
/// leaves the previous outputs or none.
inline int interruptedExit()
{
    std::fprintf(stderr, "gantry-cli: interrupted; no outputs were written\n");
    return 128 + interruptSignal();
}

/// After SIGINT or SIGTERM stopped a command's pieces (core/run/Pieces.h) whose results `out` keeps
/// (a sweep's, a plan's, a training's folder): says what is kept and returns 128 + the signal.
inline int interruptedKeeping(const std::string& out)
{
    std::fprintf(stderr, "gantry-cli: interrupted; the runs done are kept in %s (--resume goes on from there)\n", printable(out).c_str());
    return 128 + interruptSignal();
}

/// Prints a core error ("file:line:column: field 'x': message") and returns its exit code; after an
/// interrupt, whatever stopped the work says it was interrupted.
inline int fail(const Error& e)
{
    if (interrupted()) return interruptedExit();
    std::fprintf(stderr, "gantry-cli: error: %s\n", e.toString().c_str());
    return e.exitCode();
}

/// A whole number from `lo` to `hi` as typed: "abc", "1.5" and out-of-range values are refused with one
/// short line naming the range (CLI11's own check prints the range of a double, 309 digits long).
CLI::Validator wholeNumber(long long lo, long long hi);
/// A seed: a whole number from 0 to 2^64 - 1, refused (never clamped) outside it.
CLI::Validator seedNumber();


/// A progress bar on stderr when it is a terminal; silent otherwise (logs stay clean). `detail` follows
/// the percentage (a training's episode, average JCT and loss).
class ProgressBar {
public:
    explicit ProgressBar(bool enabled);
    ~ProgressBar() { finish(); }
    void update(const std::string& label, double fraction, const std::string& detail = {});
    /// Clears the bar's line, so that what is printed next starts on a clean one.
    void finish();

private:
    bool m_enabled;
    int m_shownWidth = 0; ///< characters on the bar's line; 0 when nothing is shown
    std::string m_lastLine;
};

/// Opens --out's folder (if any) before any work, so that a bad location is found at once rather than
/// after the simulation. Returns the exit code when it cannot be opened.
std::optional<int> openOutputFolder(const std::string& out, std::optional<OutputFolder>& folder);

/// --shard's value (empty: the whole list), and this process's MPI messenger when mpirun started it as
/// one of several ranks (null otherwise); the exit code for a bad --shard, --shard under mpirun (the
/// ranks share the runs out themselves) or MPI that cannot be used.
std::optional<int> parseShardAndRanks(const std::string& text, Shard& shard, Messenger*& mpi);

/// The index of `scenario`'s variant named `name` (-1 for an empty name: the base). An unknown name is
/// bad input naming --variant, the scenario file and the variants it has.
Result<int> findVariant(const Scenario& scenario, const std::string& name, const std::string& file);

/// The trace formats --format accepts.
std::vector<std::string> traceFormatNames();
/// On the command line the format is chosen with --format: an undetectable trace's error says so.
Error asFormatOption(Error error);

/// The command families, one file each: run and compare (RunCommands.cpp), plan (PlanCommand.cpp),
/// report (ReportCommand.cpp), import and inspect (TraceCommands.cpp), lesson (LessonCommand.cpp), calibrate
/// (CalibrateCommand.cpp), export (ExportCommand.cpp), train and evaluate (LearnCommands.cpp); Cli.cpp holds
/// the command line itself, policies and completion.
Command addRunCommand(CLI::App& app);
Command addCompareCommand(CLI::App& app);
Command addPlanCommand(CLI::App& app);
Command addReportCommand(CLI::App& app);
Command addImportCommand(CLI::App& app);
Command addInspectCommand(CLI::App& app);

/// The learning commands, train and evaluate. Their options and help exist in every build; a build
/// without LibTorch says so when they are run.
void addLearnCommands(CLI::App& app, std::vector<Command>& commands);

/// `lesson`: a lesson's narrated story, or with --check only its problems.
Command addLessonCommand(CLI::App& app);

/// `calibrate`: simulated queueing delays against recorded ones, and a fit (CalibrateCommand.cpp).
Command addCalibrateCommand(CLI::App& app);
/// `export`: the tenant setup to deploy, for Kueue or Slurm (ExportCommand.cpp).
Command addExportCommand(CLI::App& app);
/// `sweep` and `merge`: a grid of runs, in shards, resumable (SweepCommand.cpp).
void addSweepCommands(CLI::App& app, std::vector<Command>& commands);

} // namespace gantry::cli
