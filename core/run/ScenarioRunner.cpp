#include "core/run/ScenarioRunner.h"

#include "core/util/Interrupt.h"
#include "core/util/Parallel.h"
#include "core/util/Sha256.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/io/Synthetic.h"
#include "core/io/TraceImport.h"
#include "core/metrics/OutputWriter.h"
#include "core/policy/PolicyRegistry.h"
#include "core/util/Format.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <future>
#include <filesystem>
#include <mutex>
#include <optional>
#include <unordered_map>

namespace gantry {

std::string describePolicy(const PolicyConfig& policy)
{
    auto part = [](const char* key, const PolicyPart& p) {
        std::string out = std::string(key) + "=" + p.name;
        for (const auto& [name, value] : p.params) out += " " + p.name + "." + name + "=" + paramToString(value);
        return out;
    };
    if (!policy.scheduler.name.empty()) return part("scheduler", policy.scheduler);
    return part("ordering", policy.ordering) + " " + part("placement", policy.placement) + " "
        + part("sizing", policy.sizing) + (policy.sharing.name == "none" ? "" : " " + part("sharing", policy.sharing))
        + " backfill=" + (policy.backfill ? "true" : "false");
}

std::string describeAssumptions(const Scenario& scenario)
{
    std::string out;
    if (scenario.speedModel.name == "replay") {
        out = "replay speed model: every job runs its recorded duration wherever it is placed";
    } else {
        out = scenario.speedModel.name + " speed model: GPU speed, communication over the links a placement crosses";
        for (const auto& [name, value] : scenario.speedModel.params) out += ", " + name + "=" + paramToString(value);
    }
    const SimulationConfig& sim = scenario.simulation;
    out += "; checkpoint " + formatNumber(sim.checkpointSeconds) + " s, restore " + formatNumber(sim.restoreSeconds) + " s";
    out += sim.machineMtbfHours > 0 ? "; machines fail every " + formatNumber(sim.machineMtbfHours) + " h on average"
                                    : "; no machine failures";
    bool drifts = false;
    for (const Machine& m : scenario.cluster.machines) drifts = drifts || m.perfFluctuation > 0;
    if (drifts) out += "; machine performance fluctuates";
    return out;
}

Result<Workload> loadWorkload(const Scenario& scenario)
{
    const WorkloadConfig& w = scenario.workload;
    Workload workload;
    if (!w.generator.empty()) {
        auto generated = generateWorkload(w.generator, w.generatorParams, makeStream(scenario.seed, "workload").next());
        if (!generated) return generated.error();
        workload = std::move(generated.value());
    } else {
        std::filesystem::path path(w.trace);
        if (path.is_relative() && !scenario.baseDirectory.empty()) path = std::filesystem::path(scenario.baseDirectory) / path;
        ImportOptions options;
        // The importer keeps just the first `limit` jobs when they are the ones the limit below keeps:
        // overrides may remove or move any job of the trace, and skip_seconds drops the earliest first.
        if (w.overrides.empty() && w.skipSeconds <= 0) options.limit = static_cast<std::size_t>(std::max(0, w.limit));
        auto imported = importTrace(path.lexically_normal().string(), w.format, options);
        if (!imported) return imported.error();
        workload = std::move(imported.value().workload);
        // As the scenario spells it: outputs must not depend on where the checkout lives.
        workload.source = w.trace;
        JobArchitecture arch = JobArchitecture::AllReduce;
        parseArchitecture(w.architecture, arch);
        for (auto& job : workload.jobs) {
            job.architecture = arch;
            if (arch == JobArchitecture::ParameterServer && job.psCount <= 0) job.psCount = std::max(1, job.gpus / 2);
        }
    }
    auto& jobs = workload.jobs;
    normalizeJobs(jobs);
    // The run's clock starts at the first submission skip_seconds keeps, as the source has it: editing
    // a job's submit time (an override) never moves the others.
    const auto firstKept = std::find_if(jobs.begin(), jobs.end(), [&](const JobSpec& j) { return j.submitTime >= w.skipSeconds; });
    SimTime origin = firstKept == jobs.end() ? 0.0 : firstKept->submitTime;
    if (!w.overrides.empty()) {
        std::unordered_map<std::string, std::size_t> byId;
        byId.reserve(jobs.size());
        for (std::size_t i = 0; i < jobs.size(); ++i) byId.emplace(jobs[i].id, i);
        std::vector<char> removed(jobs.size(), 0);
        bool moved = false;
        for (std::size_t i = 0; i < w.overrides.size(); ++i) {
            const JobOverride& o = w.overrides[i];
            const auto it = byId.find(o.id);
            if (it == byId.end())
                return Error { ErrorCode::BadValue, fillIn(translate("Error", "no job with id '%1' in the workload"), { o.id }),
                    { {}, 0, 0, "workload.overrides[" + std::to_string(i) + "].id" } };
            JobSpec& job = jobs[it->second];
            if (o.remove) removed[it->second] = 1;
            if (o.submitTime >= 0 && o.submitTime != job.submitTime) {
                job.submitTime = o.submitTime;
                moved = true;
            }
            if (o.duration > 0) job.duration = o.duration;
            if (o.gpus >= 1) {
                // Keep elastic ranges consistent: a rigid job stays rigid; an elastic one widens if needed.
                const bool rigid = !job.elastic();
                job.gpus = o.gpus;
                if (rigid) {
                    job.minGpus = job.maxGpus = o.gpus;
                } else {
                    job.minGpus = std::min(job.minGpus, o.gpus);
                    job.maxGpus = std::max(job.maxGpus, o.gpus);
                }
            }
        }
        std::size_t keep = 0;
        for (std::size_t i = 0; i < jobs.size(); ++i)
            if (!removed[i]) {
                if (keep != i) jobs[keep] = std::move(jobs[i]);
                ++keep;
            }
        jobs.resize(keep);
        if (moved) normalizeJobs(jobs);
    }
    if (w.skipSeconds > 0) {
        jobs.erase(std::remove_if(jobs.begin(), jobs.end(), [&](const JobSpec& j) { return j.submitTime < w.skipSeconds; }),
            jobs.end());
    }
    if (w.limit > 0 && static_cast<int>(jobs.size()) > w.limit) jobs.resize(static_cast<std::size_t>(w.limit));
    if (jobs.empty())
        return Error { ErrorCode::BadValue,
            translate("Error", "the workload has no jobs (the trace holds none, or skip_seconds, limit or overrides removed them all)"),
            { w.trace, 0, 0, "workload" } };
    origin = std::min(origin, jobs.front().submitTime); // an edit moved a job before it
    for (auto& job : jobs) {
        job.submitTime = (job.submitTime - origin) * w.arrivalScale;
        job.duration *= w.durationScale;
    }
    scenario.models.assignModels(jobs, scenario.seed);
    if (auto s = assignTenants(scenario.tenants, w.tenantFrom, jobs); !s) return s.error();
    workload.modelRule = scenario.models.describeAssignment() + " (seed " + std::to_string(scenario.seed) + ")";
    return workload;
}

Status checkRunnable(const Scenario& scenario)
{
    if (auto s = scenario.cluster.validate(); !s) return s.error();
    if (auto speed = makeSpeedModel(scenario.speedModel.name, scenario.speedModel.params); !speed) return speed.error();
    auto scheduler = PolicyRegistry::instance().build(scenario.policy, scenario);
    if (scheduler) return Ok {};
    Error e = scheduler.error();
    if (e.where.file.empty() && e.where.field.rfind("policy", 0) == 0) return e;
    // Located in another file (a model that is missing or does not fit): name it in the message and
    // point at the scenario's policy field that named it.
    const PolicyPart& scheduled = scenario.policy.scheduler;
    e.message = fillIn(translate("Error", "the policy (%1) cannot be set up: %2"), { describePolicy(scenario.policy), e.toString() });
    e.where = { {}, 0, 0,
        scheduled.name.empty() ? "policy" : scheduled.params.count("model") ? "policy.scheduler.model" : "policy.scheduler" };
    return e;
}

Error relocatePolicyError(Error error, const std::string& section)
{
    std::string& field = error.where.field;
    if (field.rfind("policy", 0) == 0) field = section + field.substr(6);
    return error;
}

Error variantError(Error error, const std::string& name)
{
    error.message = fillIn(translate("Error", "variant '%1': %2"), { name, error.message });
    return error;
}

Result<std::unique_ptr<Simulation>> buildSimulation(const Scenario& scenario, std::vector<JobSpec> jobs)
{
    if (auto s = scenario.cluster.validate(); !s) return s.error();
    auto scheduler = PolicyRegistry::instance().build(scenario.policy, scenario);
    if (!scheduler) return scheduler.error();
    return buildSimulation(scenario, std::move(jobs), std::move(scheduler.value()));
}

Result<std::unique_ptr<Simulation>> buildSimulation(const Scenario& scenario, std::vector<JobSpec> jobs, std::unique_ptr<Scheduler> scheduler)
{
    if (auto s = scenario.cluster.validate(); !s) return s.error();
    auto speed = makeSpeedModel(scenario.speedModel.name, scenario.speedModel.params);
    if (!speed) return speed.error();
    // The jobs may come from a workload loaded for other tenants (a variant's, a quota split's, which
    // share the base's): each job's tenant is this scenario's.
    if (auto s = assignTenants(scenario.tenants, scenario.workload.tenantFrom, jobs); !s) return s.error();
    SimulationSetup setup;
    setup.cluster = scenario.cluster;
    setup.models = scenario.models;
    setup.tenants = scenario.tenants;
    setup.jobs = std::move(jobs);
    setup.speedModel = std::shared_ptr<const SpeedModel>(std::move(speed.value()));
    setup.scheduler = std::move(scheduler);
    setup.config = scenario.simulation;
    setup.seed = scenario.seed;
    setup.billing = scenario.cost.billing;
    return std::make_unique<Simulation>(std::move(setup));
}

RunRecording::RunRecording(Simulation& sim, Schedule schedule)
    : m_sim(&sim)
{
    sim.addObserver(&m_series);
    if (schedule == Schedule::NotRecorded) return;
    m_schedule.emplace(sim, gantry::Schedule::Index::None);
    sim.addObserver(&*m_schedule);
}

RunRecording::RunRecording(const RunRecording& parent, Simulation& fork)
    : m_sim(&fork), m_series(parent.m_series), m_schedule(parent.m_schedule)
{
    fork.addObserver(&m_series);
    if (m_schedule) fork.addObserver(&*m_schedule);
}

RunRecording::~RunRecording()
{
    if (!m_sim) return;
    m_sim->removeObserver(&m_series);
    if (m_schedule) m_sim->removeObserver(&*m_schedule);
}

double costPeriodOf(const Scenario& scenario, const Workload& baseWorkload)
{
    if (scenario.cost.periodSeconds > 0) return scenario.cost.periodSeconds;
    double last = 0;
    for (const JobSpec& job : baseWorkload.jobs) last = std::max(last, job.submitTime);
    return last;
}

RunMetadata runMetadata(const Scenario& scenario, const Workload& workload, const std::string& variantName)
{
    RunMetadata meta;
    meta.version = kVersion;
    meta.seed = scenario.seed;
    meta.scenarioName = scenario.name;
    meta.variantName = variantName;
    meta.scenarioSha256 = scenarioHash(scenario);
    meta.policy = describePolicy(scenario.policy);
    meta.speedModel = scenario.speedModel.name;
    meta.assumptions = describeAssumptions(scenario);
    meta.workloadSource = workload.source;
    meta.workloadSha256 = workload.sha256;
    meta.modelRule = workload.modelRule;
    meta.billing = scenario.cost.billing;
    meta.costPeriod = costPeriodOf(scenario, workload);
    return meta;
}

RunResult RunRecording::finish(RunMetadata meta, Then then)
{
    Simulation& sim = *m_sim;
    sim.removeObserver(&m_series);
    if (m_schedule) sim.removeObserver(&*m_schedule);
    m_sim = nullptr;
    RunResult result;
    result.meta = std::move(meta);
    // Adds what only the run knows (GPUs, the seed it ran with).
    if (then == Then::SimulationEnds) collectResults(std::move(sim), result);
    else collectResults(sim, result);
    result.decisions = sim.takeDecisions();
    result.series = m_series.take();
    result.outages = m_series.takeOutages();
    if (m_schedule) {
        result.schedule = m_schedule->take();
        result.schedule.advanceTo(sim.now());
    }
    return result;
}

namespace {

/// Steps `sim` to its end, checking for Ctrl-C at every event (a busy queue's events can take a
/// millisecond each) and every `every` events telling `progress` the fraction of jobs done (false from
/// it cancels); 1.0 at the end.
Status stepToEnd(Simulation& sim, int every, const std::function<bool(double)>& progress)
{
    const double total = std::max(1, sim.jobCount());
    every = std::max(1, every);
    for (int steps = 1; sim.step(); ++steps) {
        if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "interrupted"), {} };
        if (steps % every != 0) continue;
        if (progress && !progress(1.0 - sim.remainingJobs() / total)) return Error { ErrorCode::Cancelled, translate("Error", "run cancelled"), {} };
    }
    if (progress) progress(1.0);
    return Ok {};
}

} // namespace

Result<RunResult> runScenario(const Scenario& scenario, const RunOptions& options)
{
    Workload loaded;
    if (!options.workload) {
        auto w = loadWorkload(scenario);
        if (!w) return w.error();
        loaded = std::move(w.value());
    }
    const Workload& workload = options.workload ? *options.workload : loaded;
    // Composed (and the scenario hashed) once: the streamed log's header and the result share it.
    RunMetadata meta = runMetadata(scenario, workload, options.variantName);
    if (options.costPeriod > 0 && scenario.cost.periodSeconds <= 0) meta.costPeriod = options.costPeriod;
    std::optional<DecisionLogWriter> decisionLog;
    const Scenario* simulated = &scenario;
    Scenario streaming; // the same run, keeping no decision log in memory (the hash stays the scenario's)
    if (!options.decisionLogPath.empty() || options.dropDecisionLog) {
        streaming = scenario;
        streaming.simulation.recordDecisions = false;
        simulated = &streaming;
    }
    if (!options.decisionLogPath.empty()) decisionLog.emplace(options.decisionLogPath, meta);
    // A workload loaded here is not needed again (only its provenance is): its jobs move.
    auto built = buildSimulation(*simulated, options.workload ? workload.jobs : std::move(loaded.jobs));
    if (!built) return built.error();
    Simulation& sim = *built.value();
    RunRecording recording(
        sim, options.dropSchedule ? RunRecording::Schedule::NotRecorded : RunRecording::Schedule::Recorded);
    if (decisionLog) sim.addObserver(&*decisionLog);
    for (SimObserver* o : options.observers) sim.addObserver(o);

    if (auto st = stepToEnd(sim, options.progressEvery, options.progress); !st) return st.error();
    if (decisionLog) {
        sim.removeObserver(&*decisionLog);
        if (auto st = decisionLog->finish(); !st) return st.error();
    }
    RunResult result = recording.finish(
        std::move(meta), options.resultTakesJobStates ? RunRecording::Then::SimulationEnds : RunRecording::Then::SimulationGoesOn);
    result.decisionLogStreamed = decisionLog.has_value();
    return result;
}

Result<std::vector<ScriptedChange>> scriptedChanges(const Scenario& base, const Fork& fork)
{
    // Policies from a fork's events are built for its cluster as machines joined it. The base's scheduler
    // carries on over joined machines: one sized for the base's cluster (a learned network) cannot.
    Scenario grown = base;
    const ForkEvent* firstJoin = nullptr;
    for (const ForkEvent& e : fork.events)
        if (e.kind == ForkEvent::Kind::Join) {
            grown.cluster.racks.insert(grown.cluster.racks.end(), e.newRacks.begin(), e.newRacks.end());
            grown.cluster.machines.insert(grown.cluster.machines.end(), e.joining.begin(), e.joining.end());
            if (!firstJoin) firstJoin = &e;
        }
    grown.cluster.index();
    if (firstJoin)
        if (auto scheduler = PolicyRegistry::instance().build(grown.policy, grown); !scheduler) {
            Error error = scheduler.error();
            error.message = fillIn(translate("Error", "the base's policy cannot take machines that join: %1"), { error.message });
            error.where.field = firstJoin->field + ".join";
            return error;
        }
    std::vector<ScriptedChange> out;
    for (std::size_t k = 0; k < fork.events.size(); ++k) {
        const ForkEvent& e = fork.events[k];
        ScriptedChange c;
        c.time = e.time;
        switch (e.kind) {
        case ForkEvent::Kind::Fail:
        case ForkEvent::Kind::Recover:
        case ForkEvent::Kind::Leave:
            c.kind = e.kind == ForkEvent::Kind::Fail ? ScriptedChange::Kind::MachinesDown
                : e.kind == ForkEvent::Kind::Recover ? ScriptedChange::Kind::MachinesUp
                                                     : ScriptedChange::Kind::MachinesLeave;
            c.machines.assign(e.machines.begin(), e.machines.end());
            break;
        case ForkEvent::Kind::Join:
            c.kind = ScriptedChange::Kind::MachinesJoin;
            c.newRacks = e.newRacks;
            c.joining = e.joining;
            break;
        case ForkEvent::Kind::Policy: {
            Scenario changed = grown;
            changed.policy = e.policy;
            auto scheduler = PolicyRegistry::instance().build(changed.policy, changed);
            if (!scheduler) return relocatePolicyError(scheduler.error(), e.field + ".policy");
            c.kind = ScriptedChange::Kind::Policy;
            c.scheduler = std::move(scheduler.value());
            break;
        }
        case ForkEvent::Kind::Inject: {
            Scenario source = base;
            source.workload = e.jobs;
            auto jobs = loadWorkload(source);
            if (!jobs) {
                Error error = jobs.error();
                error.where.field = e.field + ".inject" + (error.where.field.rfind("workload", 0) == 0 ? error.where.field.substr(8) : "");
                return error;
            }
            c.kind = ScriptedChange::Kind::Jobs;
            c.jobs = std::move(jobs->jobs);
            const double first = c.jobs.empty() ? 0.0 : c.jobs.front().submitTime;
            for (JobSpec& job : c.jobs) {
                job.submitTime = e.time + (job.submitTime - first);
                job.id = "e" + std::to_string(k) + ":" + job.id;
            }
            break;
        }
        case ForkEvent::Kind::Price:
            c.kind = ScriptedChange::Kind::Price;
            c.gpuType = e.gpuType;
            c.pricePerHour = e.pricePerHour;
            c.spotPricePerHour = e.spotPricePerHour;
            break;
        }
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<VariantRun> expandVariants(const Scenario& scenario)
{
    std::vector<VariantRun> runs;
    runs.push_back({ "", scenario });
    runs.front().scenario.value().variants.clear();
    for (int i = 0; i < static_cast<int>(scenario.variants.size()); ++i)
        runs.push_back({ scenario.variants[i].name, applyVariant(scenario, i) });
    return runs;
}

bool sharesWorkload(const Scenario& a, const Scenario& b)
{
    return a.workload == b.workload && a.seed == b.seed && a.models == b.models;
}

const Result<Workload>& SharedWorkload::get()
{
    std::call_once(m_once, [this] { m_workload = loadWorkload(m_scenario); });
    return *m_workload;
}

namespace {

/// The base run and its forks (runVariants): the base is simulated once up to each fork's time; each fork
/// continues from a copy of that state with its changes scripted in; then the base and every fork run
/// to their ends in parallel. Their decision logs stay in memory (a fork's log starts with its base's).
Status runForks(const Scenario& scenario, const std::vector<VariantRun>& runs, const std::vector<std::optional<Fork>>& forks, const Workload& workload,
    int threads, const std::function<bool(int run, double fraction)>& progress, bool keepDecisionLogs, std::mutex& progressMutex,
    std::vector<std::optional<Result<RunResult>>>& results)
{
    Scenario base = runs.front().scenario.value();
    if (!keepDecisionLogs) base.simulation.recordDecisions = false;
    auto built = buildSimulation(base, workload.jobs);
    if (!built) return built.error();
    struct Branch {
        std::size_t run = 0;
        std::unique_ptr<Simulation> sim;
        std::unique_ptr<RunRecording> recording;
        std::uint64_t inherited = 0;
        double usageCostAtFork = 0;
    };
    std::vector<Branch> branches;
    branches.push_back({ 0, std::move(built.value()), nullptr, 0, 0 });
    branches.front().recording = std::make_unique<RunRecording>(*branches.front().sim);
    Simulation& trunk = *branches.front().sim;
    std::vector<std::size_t> order;
    for (std::size_t i = 1; i < runs.size(); ++i)
        if (forks[i]) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return forks[a]->at < forks[b]->at; });
    for (std::size_t i : order) {
        const Fork& fork = *forks[i];
        const std::string field = "variants[" + std::to_string(i - 1) + "].at";
        trunk.runBefore(fork.at);
        if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "interrupted"), {} };
        if (trunk.done())
            return Error { ErrorCode::BadValue,
                fillIn(translate("Error", "variant '%1': the base run has ended by %2, so nothing is left to fork; choose an earlier 'at'"),
                    { runs[i].name, formatDuration(fork.at) }),
                { {}, 0, 0, field } };
        auto changes = scriptedChanges(base, fork);
        if (!changes) return variantError(changes.error(), runs[i].name);
        Branch branch { i, trunk.clone(), nullptr, trunk.eventsProcessed(), trunk.usageCost() };
        branch.recording = std::make_unique<RunRecording>(*branches.front().recording, *branch.sim);
        for (ScriptedChange& c : changes.value()) branch.sim->script(std::move(c));
        branches.push_back(std::move(branch));
    }
    parallelFor(branches.size(), threads, [&](std::size_t b) {
        Branch& branch = branches[b];
        std::function<bool(double)> report;
        if (progress)
            report = [&](double f) {
                std::lock_guard lock(progressMutex);
                return progress(static_cast<int>(branch.run), f);
            };
        if (auto st = stepToEnd(*branch.sim, 4096, report); !st) {
            results[branch.run] = st.error();
            return;
        }
        RunResult result = branch.recording->finish(runMetadata(runs[branch.run].scenario.value(), workload, runs[branch.run].name));
        if (b > 0) {
            // A fork's inputs are the base scenario and its own `at` and `events`: its hash covers both.
            Sha256 hash;
            hash.update(result.meta.scenarioSha256 + "\nfork:\n" + scenario.variants[branch.run - 1].overlayYaml);
            result.meta.scenarioSha256 = hash.hexDigest();
            // Its policy record says when it changed ("...; from 38 h: ordering=sjf ...").
            for (const ForkEvent& e : forks[branch.run]->events)
                if (e.kind == ForkEvent::Kind::Policy)
                    result.meta.policy += "; from " + formatNumber(e.time) + " s: " + describePolicy(e.policy);
            result.forkedAt = forks[branch.run]->at;
            result.eventsInherited = branch.inherited;
            result.usageCostAtFork = branch.usageCostAtFork;
        }
        results[branch.run] = std::move(result);
    });
    return Ok {};
}

} // namespace

namespace {
/// Run `i` of a comparison from time zero (runVariants and runVariantFromZero).
Result<RunResult> runFromZero(const VariantRun& run, std::size_t i, SharedWorkload& base, const std::function<bool(int, double)>& progress,
    std::mutex* progressMutex, const std::string& decisionLogPath, bool keepDecisionLogs)
{
    const Scenario& s = run.scenario.value();
    RunOptions options;
    if (!base.get()) return base.get().error();
    if (sharesWorkload(s, base.scenario())) options.workload = &base.get().value();
    else options.costPeriod = costPeriodOf(s, base.get().value()); // costed over the base's period
    if (progress)
        options.progress = [&, i](double f) {
            std::lock_guard lock(*progressMutex);
            return progress(static_cast<int>(i), f);
        };
    options.variantName = run.name;
    options.decisionLogPath = decisionLogPath;
    options.dropDecisionLog = !keepDecisionLogs;
    return runScenario(s, options);
}
} // namespace

Result<RunResult> runVariantFromZero(const Scenario& scenario, std::size_t run, SharedWorkload& base, const std::string& decisionLogPath,
    bool keepDecisionLogs)
{
    std::vector<VariantRun> runs = expandVariants(scenario);
    if (run >= runs.size()) return Error { ErrorCode::Internal, "no run " + std::to_string(run) + " in this comparison", {} };
    if (!runs[run].scenario) return runs[run].scenario.error();
    return runFromZero(runs[run], run, base, {}, nullptr, decisionLogPath, keepDecisionLogs); // runVariants names the variant of an error
}

Result<std::vector<RunResult>> runVariants(
    const Scenario& scenario, int threads, std::function<bool(int run, double fraction)> progress,
    std::function<std::string(int run)> decisionLogPath, bool keepDecisionLogs, const RunsElsewhere& elsewhere)
{
    // Every variant is materialised first, so that a bad overlay is reported before anything runs.
    std::vector<VariantRun> runs = expandVariants(scenario);
    for (const VariantRun& run : runs)
        if (!run.scenario) return run.scenario.error();
    // ... and every run's policy set up once, so that one that cannot be (a missing model) stops the
    // comparison before any simulation instead of after the others have run.
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (auto st = checkRunnable(runs[i].scenario.value()); !st) {
            if (i == 0) return st.error();
            return variantError(relocatePolicyError(st.error(), "variants[" + std::to_string(i - 1) + "].policy"), runs[i].name);
        }
    // Forks (variants with `at`) continue from the base run's state instead of running from zero.
    std::vector<std::optional<Fork>> forks(runs.size());
    for (std::size_t i = 1; i < runs.size(); ++i) {
        auto fork = forkOf(scenario, static_cast<int>(i - 1));
        if (!fork) return fork.error();
        forks[i] = std::move(fork.value());
    }
    const bool anyFork = std::any_of(forks.begin(), forks.end(), [](const auto& f) { return f.has_value(); });
    SharedWorkload base(runs.front().scenario.value());
    if (!base.get()) return base.get().error();
    // A variant with tenants of its own that runs the base's jobs: every job must belong to one of them
    // (as `run` requires of the base), checked before anything runs.
    for (std::size_t i = 1; i < runs.size(); ++i) {
        const Scenario& variant = runs[i].scenario.value();
        if (sharesWorkload(variant, base.scenario()))
            if (auto st = checkTenantsClaimEveryJob(variant.tenants, variant.workload.tenantFrom, base.get()->jobs); !st)
                return variantError(moveIntoVariant(st.error(), scenario, int(i - 1)), runs[i].name);
    }

    std::vector<std::optional<Result<RunResult>>> results(runs.size());
    std::mutex progressMutex;
    std::vector<std::size_t> plain; // the runs from time zero (the base, unless forks start from it)
    for (std::size_t i = anyFork ? 1 : 0; i < runs.size(); ++i)
        if (!forks[i]) plain.push_back(i);
    // Forks keep their logs in memory (each starts with its base's), even where the other runs stream theirs.
    auto runAllForks = [&]() -> Status {
        if (!anyFork) return Ok {};
        return runForks(scenario, runs, forks, base.get().value(), threads, progress, keepDecisionLogs || bool(decisionLogPath), progressMutex,
            results);
    };
    if (elsewhere) {
        auto forked = std::async(std::launch::async, runAllForks);
        elsewhere(plain, results);
        if (auto st = forked.get(); !st) return st.error();
    } else {
        if (auto st = runAllForks(); !st) return st.error();
        parallelFor(plain.size(), threads, [&](std::size_t p) {
            const std::size_t i = plain[p];
            results[i] = runFromZero(runs[i], i, base, progress, &progressMutex, decisionLogPath ? decisionLogPath(int(i)) : std::string(),
                keepDecisionLogs);
        });
    }

    std::vector<RunResult> out;
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (!results[i]) return Error { ErrorCode::Internal, "run " + std::to_string(i) + " of the comparison has no result", {} };
        if (!results[i]->ok()) {
            return i > 0 ? variantError(moveIntoVariant(results[i]->error(), scenario, int(i - 1)), runs[i].name) : results[i]->error();
        }
        out.push_back(std::move(results[i]->value()));
    }
    return out;
}

} // namespace gantry
