#pragma once
/** @brief From a scenario to results: load the workload, build the speed model and the scheduler, run
 * the simulation, collect the result. The one pipeline the CLI, the GUI and the tests share. */

#include "core/engine/Simulation.h"
#include "core/metrics/RunResult.h"
#include "core/metrics/Schedule.h"
#include "core/model/Scenario.h"

#include <functional>
#include <mutex>
#include <optional>
#include <memory>
#include <vector>

namespace gantry {

/// The jobs a scenario describes (trace or generator), after limit/skip/scale options, with models
/// assigned by the seeded rule.
Result<Workload> loadWorkload(const Scenario& scenario);

/// A ready-to-run simulation for `scenario` on a workload's jobs (observers are the caller's to add).
/// Pass the jobs by move when the workload is not needed again: a million jobs are not copied then.
Result<std::unique_ptr<Simulation>> buildSimulation(const Scenario& scenario, std::vector<JobSpec> jobs);
/// The same with a scheduler built elsewhere (a learned agent's, during training): everything else
/// (tenants, billing, the speed model) as any run of the scenario has it.
Result<std::unique_ptr<Simulation>> buildSimulation(const Scenario& scenario, std::vector<JobSpec> jobs, std::unique_ptr<Scheduler> scheduler);

/// Sets up what a run of `scenario` needs before its first event (the cluster checked, the speed model
/// and the scheduler built: a learned scheduler reads its model file and checks that it fits the
/// cluster) and throws it away. Whatever runs many simulations (compare, plan, evaluate) checks each of
/// its scenarios here once, before the first simulation: a policy that cannot be set up is then an
/// error, never the outcome of a run. The error's field is the scenario's ("policy.scheduler.model");
/// an error about another file (a missing model) keeps that file's path in its message.
Status checkRunnable(const Scenario& scenario);

/// `error`, moved from the scenario's `policy` section to `section` (a variant's "variants[2].policy",
/// a plan's "plan.policies[1]").
Error relocatePolicyError(Error error, const std::string& section);

/// `error` of the variant called `name`, saying so before its message ("variant 'x': ...").
Error variantError(Error error, const std::string& name);


/// The period a scenario's cluster cost is counted over (RunMetadata::costPeriod): its `cost.period`, else
/// `baseWorkload`'s span from time zero to its last submission (0 when every job comes at time zero).
/// Every variant of a scenario is costed over its base workload's period.
double costPeriodOf(const Scenario& scenario, const Workload& baseWorkload);

/// A run's provenance: version, seed, scenario and its hash, policy, speed model, workload, billing and
/// the cost period (costPeriodOf `workload`; a variant whose workload is not its base's sets the base's).
RunMetadata runMetadata(const Scenario& scenario, const Workload& workload, const std::string& variantName = {});

/// What a run records while it runs (the samples and the schedule), turned into its RunResult at the
/// end. The one way a run is finished, whoever drives the simulation: runScenario here, the GUI's
/// worker when it steps a simulation at its own pace.
class RunRecording {
public:
    /// What a run's result carries beside the jobs, summary, series and decisions: the schedule (who
    /// held which GPU when), or not (the GUI draws from a schedule of its own; at a million jobs a
    /// second copy was ~100 MB).
    enum class Schedule : bool { Recorded, NotRecorded };
    /// Observes `sim` from now on; `sim` must outlive this recording or its finish().
    explicit RunRecording(Simulation& sim, Schedule schedule = Schedule::Recorded);
    /// Records `fork`, a copy of the simulation `parent` records: what `parent` recorded so far, then
    /// `fork`'s own events.
    RunRecording(const RunRecording& parent, Simulation& fork);
    ~RunRecording();
    RunRecording(const RunRecording&) = delete;
    RunRecording& operator=(const RunRecording&) = delete;

    /// What becomes of the simulation after finish(): it goes on (or is kept, as the GUI's is), or it
    /// ends with the run, and the result's job table takes its job states over (JobTable).
    enum class Then : bool { SimulationGoesOn, SimulationEnds };
    /// Stops observing and returns the run's result: per-job table, summary, series, schedule,
    /// decisions, with `meta` (runMetadata) as its provenance.
    RunResult finish(RunMetadata meta, Then then = Then::SimulationGoesOn);

private:
    Simulation* m_sim;
    SeriesCollector m_series;
    /// Absent when the schedule is not recorded: a recorder sizes its tables by the jobs (~100 MB at a
    /// million), which a caller that keeps its own schedule (the GUI) need not pay for.
    std::optional<ScheduleRecorder> m_schedule;
};

struct RunOptions {
    std::vector<SimObserver*> observers;
    /// Called now and then with the fraction of jobs done; return false to cancel the run.
    std::function<bool(double fraction)> progress;
    /// Events between two calls of `progress` (the planner's early stop checks often; a display need not).
    int progressEvery = 4096;
    /// Reuse an already loaded workload (variants of one scenario share it); null = load it.
    const Workload* workload = nullptr;
    /// The variant's name, recorded in the result and its files (empty for the base scenario).
    std::string variantName;
    /// > 0: the cost period of the scenario this run is a variant of (costPeriodOf its base workload), for a
    /// variant that draws other jobs than its base. 0: the period of the run's own workload.
    double costPeriod = 0;
    /// Write decisions.jsonl here while the run goes instead of keeping the log in memory (a long
    /// run's largest part); the result then says decisionLogStreamed. Empty: keep it in the result.
    std::string decisionLogPath;
    /// Nothing will read the decision log (a run only printed, not written): record none. A million
    /// jobs' decisions take about 2 GB; the scenario, its hash and every other result are unchanged.
    bool dropDecisionLog = false;
    /// Nothing will draw or write the schedule (who held which GPU when): record none (RunRecording's
    /// Schedule::NotRecorded; ~64 MB at a million jobs). The summary, the series and the per-job
    /// table are unchanged, except the GPUs each job was given, which are read from the schedule.
    bool dropSchedule = false;
    /// The run's result is the only one kept (the CLI's `run`): its job table reads the engine's job
    /// states, which it takes over, instead of copying them into records (RunRecording::Then::
    /// SimulationEnds). The run's peak is then lower by a record a job (128 bytes), but the result
    /// keeps a job state a job (208 bytes): not for callers that keep many results (sweeps).
    bool resultTakesJobStates = false;
};

/// Runs the scenario as it is (variants are not applied).
Result<RunResult> runScenario(const Scenario& scenario, const RunOptions& options = {});

/// One run of a comparison: the base scenario (name empty, variants cleared) or one variant applied.
struct VariantRun {
    std::string name;
    Result<Scenario> scenario; ///< the variant's error if its overlay does not apply
};
/// The base scenario first, then each variant in order. Every overlay is applied (and validated) here,
/// so the CLI, the GUI and learning expand variants the same way.
std::vector<VariantRun> expandVariants(const Scenario& scenario);

/// What a fork's events do to a simulation of `base`, as changes scripted into it: the scheduler of a
/// policy event built, injected jobs loaded (their times from the event's, their ids "<event>:<id>"
/// with the event's index), machines and prices resolved. Errors name the event's field.
Result<std::vector<ScriptedChange>> scriptedChanges(const Scenario& base, const Fork& fork);

/// Whether two runs draw the same jobs (workload settings, seed and model table), so that one loaded
/// workload serves both.
bool sharesWorkload(const Scenario& a, const Scenario& b);

/// A scenario's workload, loaded once on first use by whichever run needs it first (thread-safe), and
/// shared by every run of a comparison that draws the same jobs.
class SharedWorkload {
public:
    explicit SharedWorkload(Scenario scenario) : m_scenario(std::move(scenario)) { }
    const Scenario& scenario() const { return m_scenario; }
    const Result<Workload>& get();

private:
    Scenario m_scenario;
    std::once_flag m_once;
    std::optional<Result<Workload>> m_workload;
};

/// `progress` returns false to cancel every run (the result is then a Cancelled error).
/// Runs the base scenario and each variant (in parallel, on up to `threads` threads). Results are
/// in order: base first. Every run is independent and deterministic, so the thread count never
/// changes the numbers.
/// `decisionLogPath(run)`, if given, names the file each run streams its decision log into (see
/// RunOptions::decisionLogPath; its folder must exist).
/// `keepDecisionLogs` false: no run keeps its decision log (RunOptions::dropDecisionLog), for callers
/// that only read summaries.
/// `elsewhere`, if given, simulates the runs from time zero instead of this process's threads (under
/// mpirun, the other ranks): it gets their indices (0: the base, i: variant i - 1) and fills their
/// results, on the calling thread, while the forks (which continue from the base run) run here.
using RunsElsewhere = std::function<void(const std::vector<std::size_t>& runs, std::vector<std::optional<Result<RunResult>>>& results)>;
Result<std::vector<RunResult>> runVariants(const Scenario& scenario, int threads = 2,
    std::function<bool(int run, double fraction)> progress = {}, std::function<std::string(int run)> decisionLogPath = {},
    bool keepDecisionLogs = true, const RunsElsewhere& elsewhere = {});

/// Run `run` of `scenario`'s comparison (0: the base, i: variant i - 1) from time zero, exactly as
/// runVariants simulates it: what a rank of mpirun does with a run it is given. Not for forks.
/// `base` is the base scenario's workload (expandVariants(scenario).front()), shared by the runs that draw it.
Result<RunResult> runVariantFromZero(const Scenario& scenario, std::size_t run, SharedWorkload& base, const std::string& decisionLogPath,
    bool keepDecisionLogs);

/// "ordering=fifo placement=consolidate sizing=none backfill=true" or "scheduler=dl2 model=..."
std::string describePolicy(const PolicyConfig& policy);
/// What a run assumes about the world, in words: the speed model and its parameters, checkpoint and
/// restore times, failures, performance drift. Every output and report carries it, so a figure is
/// never read without the fidelity it was made at.
std::string describeAssumptions(const Scenario& scenario);

} // namespace gantry
