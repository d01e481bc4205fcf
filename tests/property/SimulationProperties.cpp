// The engine and every composable policy on generated clusters and workloads: resources are never
// double-booked, every job ends exactly once, time never goes back, work and cost add up, runs are
// deterministic and clones continue identically. An observer checks the invariants at every job event
// and sample; the end state is checked again after the run.

#include "core/engine/Simulation.h"
#include "core/metrics/OutputWriter.h"
#include "core/metrics/RunResult.h"
#include "core/metrics/Schedule.h"
#include "core/policy/PolicyRegistry.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <ostream>
#include <sstream>

using namespace gantry;

namespace gantry {
// Test names and failure messages show the policy part, not its bytes.
void PrintTo(const PolicyPart& part, std::ostream* out)
{
    *out << part.name;
    for (const auto& entry : part.params) *out << " " << entry.first;
}
} // namespace gantry

namespace {

// ---------------------------------------------------------------------------------------------
// Generated cases

struct Case {
    Cluster cluster;
    std::vector<JobSpec> jobs;
    SimulationConfig config;
    PolicyConfig policy;
    std::vector<Tenant> tenants; ///< jobs' `tenant` index them
    std::string speed = "replay";
    ParamMap speedParams;
    std::uint64_t seed = 1;

    bool failures() const { return config.machineMtbfHours > 0; }
    bool fluctuation() const
    {
        return std::any_of(cluster.machines.begin(), cluster.machines.end(),
            [](const Machine& m) { return m.perfFluctuation > 0; });
    }
    /// Fastest progress any rigid job can make: fastest GPU type x largest hidden factor (reference speed 1),
    /// but never below 1: communication does not slow down on slow GPUs, so a job on GPUs slower than the
    /// reference runs faster than their speed (rate = (c + t_comm) / (c / s + t_comm) > s when s < 1).
    double maxRate() const
    {
        if (speed == "replay") return 1.0;
        double best = 1.0;
        for (const auto& m : cluster.machines)
            best = std::max(best, cluster.gpuTypes[std::size_t(m.gpuType)].speed * m.perfFactor);
        return best;
    }
};

struct ClusterOptions {
    bool perf = true;  ///< hidden perf factors and fluctuation
    bool spot = true;
    bool twoTypes = true;
};

Cluster genCluster(const ClusterOptions& o)
{
    Cluster c;
    const int types = o.twoTypes ? *rc::gen::inRange(1, 3) : 1;
    for (int t = 0; t < types; ++t) {
        const double speed = *rc::gen::inRange(5, 21) / 10.0; // 0.5 .. 2.0
        const double price = *rc::gen::inRange(1, 500) / 100.0;
        c.gpuTypes.push_back(GpuType { "T" + std::to_string(t), speed, price, price * 0.3, 16 });
    }
    const int racks = *rc::gen::inRange(1, 4);
    for (int r = 0; r < racks; ++r) {
        // Bandwidths at or below the speed model's reference ones (faster links would beat the reference).
        c.racks.push_back(Rack { "r" + std::to_string(r), *rc::gen::elementOf(std::vector<double> { 100.0, 40.0 }),
            *rc::gen::elementOf(std::vector<double> { 1.0, 1.0, 4.0 }) });
        const int machines = *rc::gen::inRange(1, 5);
        for (int k = 0; k < machines; ++k) {
            Machine m;
            m.name = "r" + std::to_string(r) + "-m" + std::to_string(k);
            m.rack = r;
            m.gpuType = *rc::gen::inRange(0, types);
            m.gpuCount = *rc::gen::inRange(1, 9);
            m.nicGbps = *rc::gen::elementOf(std::vector<double> { 25.0, 25.0, 10.0, 5.0 });
            m.intraGbps = *rc::gen::elementOf(std::vector<double> { 300.0, 300.0, 150.0 });
            // CPU slots bind for PS jobs when tight (2 per worker, 4 per PS).
            m.cpuSlots = *rc::gen::elementOf(std::vector<int> { 4 * m.gpuCount, 4 * m.gpuCount, 2 * m.gpuCount + 3, 32 });
            m.spot = o.spot && *rc::gen::weightedElement<bool>({ { 4, false }, { 1, true } });
            if (o.perf) {
                m.perfFactor = *rc::gen::elementOf(std::vector<double> { 1.0, 1.0, 0.5, 0.8, 1.2, 1.5 });
                m.perfFluctuation = *rc::gen::elementOf(std::vector<double> { 0.0, 0.0, 0.0, 0.1, 0.3 });
            }
            c.machines.push_back(m);
        }
    }
    c.index();
    return c;
}

struct JobOptions {
    bool elastic = false;      ///< some PS jobs get an elastic range
    bool oversized = true;     ///< some jobs ask for more GPUs than the cluster has
    bool fractional = true;    ///< non-integer submit times and durations
    bool typed = true;         ///< some jobs name a GPU type
    int maxJobs = 40;
};

std::vector<JobSpec> genJobs(const Cluster& c, const JobOptions& o)
{
    const int n = *rc::gen::inRange(1, o.maxJobs + 1);
    const int total = c.gpuCount();
    std::vector<JobSpec> jobs;
    for (int i = 0; i < n; ++i) {
        JobSpec s;
        s.id = "j" + std::to_string(i);
        // Sometimes on a coarse grid, so many jobs arrive at the same instant (ties in the event order).
        s.submitTime = *rc::gen::inRange(0, 4) == 0 ? 500.0 * *rc::gen::inRange(0, 4) : *rc::gen::inRange(0, 20000);
        s.duration = *rc::gen::inRange(1, 10001);
        if (o.fractional && *rc::gen::inRange(0, 4) == 0) {
            s.submitTime += *rc::gen::inRange(0, 1000) / 1000.0;
            s.duration += *rc::gen::inRange(0, 1000) / 1000.0;
        }
        const int kind = *rc::gen::inRange(0, 20);
        if (kind < 12) s.gpus = *rc::gen::inRange(1, std::min(total, 4) + 1);
        else if (kind < 18 || !o.oversized) s.gpus = *rc::gen::inRange(1, total + 1);
        else s.gpus = total + *rc::gen::inRange(1, 5); // never fits: must be rejected
        s.architecture = *rc::gen::elementOf(std::vector<JobArchitecture> {
            JobArchitecture::Gang, JobArchitecture::AllReduce, JobArchitecture::ParameterServer });
        if (s.architecture == JobArchitecture::ParameterServer) s.psCount = *rc::gen::inRange(1, 3);
        s.model = *rc::gen::inRange(0, 8);
        if (o.elastic && s.architecture == JobArchitecture::ParameterServer && *rc::gen::inRange(0, 2) == 0) {
            s.minGpus = 1;
            s.maxGpus = s.gpus + *rc::gen::inRange(0, 4);
        } else {
            s.minGpus = s.maxGpus = s.gpus;
        }
        if (o.typed && *rc::gen::inRange(0, 10) == 0)
            s.gpuType = c.gpuTypes[std::size_t(*rc::gen::inRange(0, int(c.gpuTypes.size())))].name;
        jobs.push_back(s);
    }
    return jobs;
}

SimulationConfig genConfig(bool failures)
{
    SimulationConfig cfg;
    cfg.checkpointSeconds = *rc::gen::elementOf(std::vector<double> { 0.0, 5.0, 30.0 });
    cfg.restoreSeconds = *rc::gen::elementOf(std::vector<double> { 0.0, 7.0, 30.0 });
    cfg.checkpointInterval = *rc::gen::elementOf(std::vector<double> { 0.0, 300.0, 1800.0 });
    cfg.sampleSeconds = *rc::gen::elementOf(std::vector<double> { 0.0, 600.0 });
    cfg.driftSeconds = 1800;
    if (failures) {
        cfg.machineMtbfHours = *rc::gen::elementOf(std::vector<double> { 5.0, 20.0 });
        cfg.machineRepairHours = *rc::gen::elementOf(std::vector<double> { 0.1, 0.5 });
    }
    return cfg;
}

// ---------------------------------------------------------------------------------------------
// Running

std::unique_ptr<Simulation> build(const Case& c)
{
    SimulationSetup s;
    s.cluster = c.cluster;
    s.jobs = c.jobs;
    auto speed = makeSpeedModel(c.speed, c.speed == "replay" ? ParamMap {} : c.speedParams);
    RC_ASSERT(speed.ok());
    s.speedModel = std::shared_ptr<const SpeedModel>(std::move(*speed));
    s.tenants = c.tenants;
    Scenario scenario;
    scenario.seed = c.seed;
    scenario.cluster = c.cluster;
    scenario.tenants = c.tenants;
    auto scheduler = PolicyRegistry::instance().build(c.policy, scenario);
    if (!scheduler.ok()) RC_FAIL("policy does not build: " + scheduler.error().message);
    s.scheduler = std::move(*scheduler);
    s.config = c.config;
    s.seed = c.seed;
    return std::make_unique<Simulation>(std::move(s));
}

std::string describe(const Case& c)
{
    std::ostringstream out;
    out << "ordering=" << c.policy.ordering.name << " placement=" << c.policy.placement.name
        << " sizing=" << c.policy.sizing.name << " backfill=" << c.policy.backfill << " speed=" << c.speed
        << " interference=" << (c.speedParams.count("interference_scale") ? "on" : "off")
        << " mtbf=" << c.config.machineMtbfHours << " seed=" << c.seed << " gpus=" << c.cluster.gpuCount()
        << " jobs=" << c.jobs.size();
    return out.str();
}

/// Checks the engine's bookkeeping at every job event and sample. Records the first violation (an
/// observer must not throw through the engine) and counts events per job.
class InvariantObserver final : public SimObserver {
public:
    explicit InvariantObserver(int jobs) : finished(std::size_t(jobs), 0), rejected(std::size_t(jobs), 0), started(std::size_t(jobs), 0) { }

    /// With every machine at its nominal performance, a running job's rate must equal the speed model's
    /// rate for its placement in the current cluster state (catches neighbours left with a stale rate).
    bool checkRates = false;

    void onJobEvent(const SimulationView& view, JobEvent event, JobIndex job) override
    {
        const JobState& st = view.state(job);
        switch (event) {
        case JobEvent::Finished:
            ++finished[std::size_t(job)];
            expect(st.phase == JobPhase::Finished, view, "Finished event for a job that is not finished");
            break;
        case JobEvent::Rejected:
            ++rejected[std::size_t(job)];
            expect(st.phase == JobPhase::Rejected && !view.rejectionOf(job).empty(), view, "Rejected event without a reason");
            // A job the cluster can never hold is rejected when it arrives, not left waiting.
            if (view.spec(job).minGpus > view.cluster().gpuCount())
                expect(view.now() == view.spec(job).submitTime, view, "oversized job rejected late");
            break;
        case JobEvent::Started: {
            ++started[std::size_t(job)];
            const int g = int(st.placement.gpus.size());
            const JobSpec& spec = view.spec(job);
            expect(st.phase == JobPhase::Running, view, "Started event for a job that is not running");
            expect(g >= spec.minGpus && g <= spec.maxGpus, view, "started outside its GPU range");
            expect(st.firstStart >= spec.submitTime, view, "started before it was submitted");
            break;
        }
        default: break;
        }
        check(view);
    }
    void onSample(const SimulationView& view, const Sample& sample) override
    {
        expect(sample.time == view.now(), view, "sample time differs from now");
        expect(sample.busyGpus + sample.failedGpus + view.freeGpuCount() == view.cluster().gpuCount(), view,
            "sample GPUs do not add up");
        expect(sample.queued == int(view.queue().size()) && sample.running == int(view.running().size()), view,
            "sample counts differ from the queue and running lists");
        double perHour = 0;
        int finishedNow = 0;
        for (JobIndex j : view.running())
            for (GpuId g : view.state(j).placement.gpus) {
                const Machine& m = view.cluster().machines[std::size_t(view.cluster().machineOf(g))];
                const GpuType& t = view.cluster().gpuTypes[std::size_t(m.gpuType)];
                perHour += m.spot ? t.spotPricePerHour : t.pricePerHour;
            }
        for (JobIndex j = 0; j < view.jobCount(); ++j) finishedNow += view.state(j).phase == JobPhase::Finished;
        expect(std::fabs(sample.usageCostPerHour - perHour) <= 1e-9 * std::max(1.0, perHour), view, "sample cost per hour is off");
        expect(sample.finished == finishedNow, view, "sample finished count is off");
        expect(sample.usageCost >= lastCumulativeCost * (1 - 1e-12), view, "cumulative cost went down");
        lastCumulativeCost = sample.usageCost;
        check(view);
    }
    void onMachineEvent(const SimulationView& view, MachineId, bool) override { check(view); }

    void check(const SimulationView& view)
    {
        if (!error.empty()) return;
        expect(view.now() >= lastNow, view, "time went back");
        lastNow = view.now();
        const Cluster& c = view.cluster();
        std::vector<int> owner(std::size_t(c.gpuCount()), -1);
        std::vector<int> cpuUsed(std::size_t(c.machineCount()), 0);
        int held = 0;
        for (JobIndex j : view.running()) {
            const JobState& st = view.state(j);
            expect(st.phase == JobPhase::Running || st.phase == JobPhase::Checkpointing, view, "running list holds a job that is not running");
            for (GpuId g : st.placement.gpus) {
                if (g < 0 || g >= c.gpuCount()) return fail(view, "placement names a GPU that does not exist");
                if (owner[std::size_t(g)] != -1) return fail(view, "GPU " + std::to_string(g) + " owned by two jobs");
                owner[std::size_t(g)] = j;
                ++held;
                const MachineId m = c.machineOf(g);
                cpuUsed[std::size_t(m)] += ResourceLedger::kCpusPerWorker;
                if (!view.machineUp(m)) return fail(view, "job " + std::to_string(j) + " holds a GPU on a down machine");
            }
            for (MachineId m : st.placement.psMachines) {
                cpuUsed[std::size_t(m)] += ResourceLedger::kCpusPerPs;
                if (!view.machineUp(m)) return fail(view, "job " + std::to_string(j) + " has a PS on a down machine");
            }
        }
        int free = 0, failed = 0;
        for (GpuId g = 0; g < c.gpuCount(); ++g) {
            const bool up = view.machineUp(c.machineOf(g));
            if (!up) ++failed;
            if (view.gpuFree(g)) ++free;
            if (view.gpuOwner(g) != owner[std::size_t(g)])
                return fail(view, "GPU " + std::to_string(g) + " owner differs from the running placements");
            if (!up && view.gpuFree(g)) return fail(view, "GPU on a down machine is free");
        }
        if (free != view.freeGpuCount()) return fail(view, "free GPU count is off");
        if (held + free + failed != c.gpuCount())
            return fail(view, "held " + std::to_string(held) + " + free " + std::to_string(free) + " + failed "
                    + std::to_string(failed) + " != " + std::to_string(c.gpuCount()));
        for (MachineId m = 0; m < c.machineCount(); ++m) {
            if (view.freeCpusOn(m) < 0) return fail(view, "negative free CPU slots on machine " + std::to_string(m));
            if (view.freeCpusOn(m) != c.machines[std::size_t(m)].cpuSlots - cpuUsed[std::size_t(m)])
                return fail(view, "free CPU slots on machine " + std::to_string(m) + " do not match the placements");
            int freeHere = 0;
            for (int k = 0; k < c.machines[std::size_t(m)].gpuCount; ++k) freeHere += view.gpuFree(c.firstGpu(m) + k);
            if (freeHere != view.freeGpusOn(m)) return fail(view, "free GPUs on machine " + std::to_string(m) + " are off");
        }
        if (checkRates)
            for (JobIndex j : view.running()) {
                const JobState& st = view.state(j);
                if (st.phase != JobPhase::Running) continue;
                const double expected = std::max(view.nominalRate(j, st.placement).rate, 1e-9);
                if (std::fabs(st.rate - expected) > 1e-9 * expected)
                    return fail(view, "job " + std::to_string(j) + " runs at a stale rate " + std::to_string(st.rate)
                            + " (speed model: " + std::to_string(expected) + ")");
            }
        for (JobIndex j : view.queue())
            expect(view.state(j).phase == JobPhase::Queued && view.state(j).placement.empty(), view, "queue holds a job that is not queued");
    }

    std::vector<int> finished, rejected, started;
    std::string error;
    SimTime lastNow = 0;
    double lastCumulativeCost = 0;

private:
    void expect(bool ok, const SimulationView& view, const std::string& what)
    {
        if (!ok) fail(view, what);
    }
    void fail(const SimulationView& view, const std::string& what)
    {
        if (error.empty()) error = "t=" + std::to_string(view.now()) + ": " + what;
    }
};

struct Outputs {
    std::string jobs, summary, decisions, series;
    bool operator==(const Outputs&) const = default;
};

Outputs outputsOf(const Simulation& sim, std::vector<Sample> series)
{
    RunResult r;
    collectResults(sim, r);
    r.decisions = sim.decisions();
    r.series = std::move(series);
    return { jobsCsv(r), summaryJson(r), decisionLogJsonl(r), timeSeriesCsv(r) };
}

/// Everything an observer can see, as one line per notification: the event and the engine's state
/// at that moment (queue, running jobs, GPU owners, machine state, cost, the job's progress).
struct ObservableLog final : SimObserver {
    std::vector<std::string> lines;

    static std::string stateOf(const SimulationView& v)
    {
        std::ostringstream out;
        out.precision(17);
        out << v.now() << " q";
        for (JobIndex j : v.queue()) out << ' ' << j;
        out << " r";
        for (JobIndex j : v.running()) out << ' ' << j << ':' << v.remainingWork(j);
        out << " free " << v.freeGpuCount() << " owners";
        for (GpuId g = 0; g < v.cluster().gpuCount(); ++g) out << ' ' << (v.gpuFree(g) ? -1 : v.gpuOwner(g));
        out << " up";
        for (MachineId m = 0; m < v.cluster().machineCount(); ++m) out << (v.machineUp(m) ? '1' : '0');
        return out.str();
    }
    void onJobEvent(const SimulationView& v, JobEvent e, JobIndex j) override
    {
        const JobState& st = v.state(j);
        std::ostringstream out;
        out.precision(17);
        out << jobEventName(e) << ' ' << j << " work " << st.workDone << " gpu-s " << st.gpuSeconds << " cost " << st.usageCost;
        lines.push_back(out.str() + " | " + stateOf(v));
    }
    void onDecision(const SimulationView& v, const DecisionRecord& d) override
    {
        lines.push_back("decision " + std::to_string(d.sequence) + ' ' + decisionKindName(d.kind) + ' ' + std::to_string(d.job)
            + (d.applied ? " applied" : " refused") + " | " + stateOf(v));
    }
    void onSample(const SimulationView& v, const Sample& s) override
    {
        std::ostringstream out;
        out.precision(17);
        out << "sample " << s.time << ' ' << s.queued << ' ' << s.running << ' ' << s.busyGpus << ' ' << s.failedGpus << ' '
            << s.usageCostPerHour << ' ' << s.usageCost << ' ' << s.finished;
        lines.push_back(out.str() + " | " + stateOf(v));
    }
    void onMachineEvent(const SimulationView& v, MachineId m, bool up) override
    {
        lines.push_back("machine " + std::to_string(m) + (up ? " up" : " down") + " | " + stateOf(v));
    }
};

/// The schedule is the record of what was billed: each job's GPU-holding periods add up to its
/// GPU-seconds and its cost, and no GPU is held by two periods at once.
void checkSchedule(const Simulation& sim, Schedule schedule, const std::string& who)
{
    schedule.advanceTo(sim.now());
    const Cluster& cl = sim.cluster();
    auto gpuPrice = [&](GpuId g) {
        const Machine& m = cl.machines[cl.machineOf(g)];
        const GpuType& t = cl.gpuTypes[m.gpuType];
        return m.spot ? t.spotPricePerHour : t.pricePerHour;
    };
    for (JobIndex j = 0; j < sim.jobCount(); ++j) {
        double gpuSeconds = 0, cost = 0;
        for (int i : schedule.jobSegments(j)) {
            const ScheduleSegment& seg = schedule.segments()[i];
            const double length = (seg.end < 0 ? sim.now() : seg.end) - seg.start;
            if (length < 0) RC_FAIL(who + ": a segment ends before it starts");
            if (holdsGpus(seg.kind) == (seg.gpuCount == 0)) RC_FAIL(who + ": " + segmentKindName(seg.kind) + " segment with the wrong GPUs");
            gpuSeconds += length * static_cast<double>(seg.gpuCount);
            for (GpuId g : schedule.gpus(seg)) cost += length * gpuPrice(g) / 3600.0;
        }
        const JobState& st = sim.state(j);
        if (std::fabs(gpuSeconds - st.gpuSeconds) > 1e-9 * std::max(1.0, st.gpuSeconds))
            RC_FAIL(who + ": job " + sim.spec(j).id + " holds " + std::to_string(gpuSeconds) + " GPU-s in its schedule but was billed "
                + std::to_string(st.gpuSeconds));
        if (std::fabs(cost - st.usageCost) > 1e-9 * std::max(1.0, st.usageCost))
            RC_FAIL(who + ": job " + sim.spec(j).id + " costs " + std::to_string(cost) + " by its schedule, billed " + std::to_string(st.usageCost));
    }
    for (GpuId g = 0; g < schedule.gpuCount(); ++g) {
        SimTime lastEnd = -INFINITY;
        for (int i : schedule.gpuSegments(g)) {
            const ScheduleSegment& seg = schedule.segments()[i];
            if (seg.start < lastEnd) RC_FAIL(who + ": GPU " + std::to_string(g) + " held by two periods at once");
            lastEnd = seg.end < 0 ? sim.now() : seg.end;
        }
    }
}

/// Runs the case with the invariant observer and checks the end state. Returns the run's outputs.
Outputs runAndCheck(const Case& c)
{
    auto sim = build(c);
    InvariantObserver obs(int(c.jobs.size()));
    obs.checkRates = std::all_of(c.cluster.machines.begin(), c.cluster.machines.end(),
        [](const Machine& m) { return m.perfFactor == 1.0 && m.perfFluctuation == 0.0; });
    SeriesCollector series;
    ScheduleRecorder recorder(*sim);
    sim->addObserver(&obs);
    sim->addObserver(&series);
    sim->addObserver(&recorder);
    std::uint64_t steps = 0;
    while (sim->step()) RC_ASSERT(++steps < 5'000'000u); // a run always ends
    obs.check(*sim);
    if (!obs.error.empty()) RC_FAIL(describe(c) + ": " + obs.error);
    checkSchedule(*sim, recorder.take(), describe(c));

    const Cluster& cl = c.cluster;
    const double eps = 1e-6;
    const double maxRate = c.maxRate();
    double costSum = 0;
    double minPrice = INFINITY, maxPrice = 0;
    for (const auto& m : cl.machines) {
        const GpuType& t = cl.gpuTypes[std::size_t(m.gpuType)];
        const double p = m.spot ? t.spotPricePerHour : t.pricePerHour;
        minPrice = std::min(minPrice, p);
        maxPrice = std::max(maxPrice, p);
    }
    const bool onePrice = minPrice == maxPrice;
    const bool preemptive = c.policy.ordering.name == "tiresias"
        || (c.policy.ordering.name == "srtf" && c.policy.ordering.params.count("preemptive")) || c.policy.sizing.name != "none";

    RC_ASSERT(sim->remainingJobs() == 0);
    RC_ASSERT(sim->running().empty());
    RC_ASSERT(sim->queue().empty());
    RC_ASSERT(sim->freeGpuCount() + [&] {
        int failed = 0;
        for (MachineId m = 0; m < cl.machineCount(); ++m)
            if (!sim->machineUp(m)) failed += cl.machines[std::size_t(m)].gpuCount;
        return failed;
    }() == cl.gpuCount());

    for (JobIndex j = 0; j < sim->jobCount(); ++j) {
        const JobSpec& spec = sim->spec(j);
        const JobState& st = sim->state(j);
        const std::string who = describe(c) + " job " + spec.id + ": ";
        costSum += st.usageCost;
        RC_ASSERT(st.phase == JobPhase::Finished || st.phase == JobPhase::Rejected);
        if (spec.minGpus > cl.gpuCount()) RC_ASSERT(st.phase == JobPhase::Rejected);
        if (st.phase == JobPhase::Rejected) {
            if (sim->rejectionOf(j).empty()) RC_FAIL(who + "rejected without a reason");
            RC_ASSERT(obs.finished[std::size_t(j)] == 0);
            RC_ASSERT(obs.rejected[std::size_t(j)] == 1);
            RC_ASSERT(st.finishTime < 0);
            continue;
        }
        // Finished exactly once.
        RC_ASSERT(obs.finished[std::size_t(j)] == 1);
        RC_ASSERT(obs.rejected[std::size_t(j)] == 0);
        RC_ASSERT(sim->rejectionOf(j).empty());
        RC_ASSERT(obs.started[std::size_t(j)] >= 1);
        // Each preemption or failure costs one restart, except a failure that hits a job while it writes
        // its preemption checkpoint (both counted, one restart).
        if (c.failures()) RC_ASSERT(obs.started[std::size_t(j)] <= 1 + st.preemptions + st.failures);
        else RC_ASSERT(obs.started[std::size_t(j)] == 1 + st.preemptions);
        RC_ASSERT(st.firstStart >= spec.submitTime);
        RC_ASSERT(st.finishTime >= st.firstStart);
        RC_ASSERT(std::fabs(st.workDone - spec.duration) <= eps * spec.duration);
        const double run = st.finishTime - st.firstStart;
        // Ideal run time: the work at the fastest possible rate.
        if (c.speed == "replay") {
            if (!(run >= spec.duration - eps * spec.duration)) RC_FAIL(who + "ran faster than its duration");
            if (st.preemptions == 0 && st.failures == 0 && std::fabs(run - spec.duration) > eps * spec.duration)
                RC_FAIL(who + "uninterrupted replay run " + std::to_string(run) + " != duration " + std::to_string(spec.duration));
            // Work conserved: every second of work was done once (plus checkpoints and restores).
            if (!c.failures()) {
                const double lo = spec.duration + st.preemptions * c.config.checkpointSeconds;
                const double hi = lo + st.preemptions * c.config.restoreSeconds;
                if (!(st.runSeconds >= lo - 1e-6 * lo && st.runSeconds <= hi + 1e-6 * hi))
                    RC_FAIL(who + "run seconds " + std::to_string(st.runSeconds) + " outside [" + std::to_string(lo) + ", "
                        + std::to_string(hi) + "]");
            } else {
                RC_ASSERT(st.runSeconds >= spec.duration * (1 - 1e-9));
            }
        } else if (!c.fluctuation() && !spec.elastic()) {
            const double ideal = spec.duration / maxRate;
            if (!(run >= ideal - eps * ideal)) RC_FAIL(who + "ran faster than the fastest GPU allows: run " + std::to_string(run) + " ideal "
                    + std::to_string(ideal) + " arch " + architectureName(spec.architecture) + " gpus "
                    + std::to_string(spec.gpus) + " ps " + std::to_string(spec.psCount) + " model " + std::to_string(spec.model)
                    + " preemptions " + std::to_string(st.preemptions) + " machines " + std::to_string(st.maxMachines));
            if (!c.failures() && !(st.gpuSeconds >= ideal * spec.gpus * (1 - 1e-9)))
                RC_FAIL(who + "GPU-seconds below the work's minimum");
        }
        if (!spec.elastic() && !c.failures())
            RC_ASSERT(st.gpuSeconds >= st.runSeconds * spec.gpus * (1 - 1e-9));
        // Cost is GPU-hours x price.
        if (onePrice) {
            const double expected = st.gpuSeconds / 3600.0 * minPrice;
            if (std::fabs(st.usageCost - expected) > 1e-9 * std::max(1.0, expected))
                RC_FAIL(who + "cost " + std::to_string(st.usageCost) + " != " + std::to_string(expected));
        } else {
            RC_ASSERT(st.usageCost >= st.gpuSeconds / 3600.0 * minPrice * (1 - 1e-9));
            RC_ASSERT(st.usageCost <= st.gpuSeconds / 3600.0 * maxPrice * (1 + 1e-9));
        }
        if (!preemptive) RC_ASSERT(st.preemptions == 0);
        if (!c.failures()) RC_ASSERT(st.failures == 0);
    }
    int preempted = 0, failed = 0, resized = 0, rejectedJobs = 0, finishedJobs = 0;
    for (const auto& st : sim->states()) {
        preempted += st.preemptions > 0;
        failed += st.failures > 0;
        resized += st.resizes > 0;
        rejectedJobs += st.phase == JobPhase::Rejected;
        finishedJobs += st.phase == JobPhase::Finished;
    }
    RC_CLASSIFY(preempted > 0, "preemption");
    RC_CLASSIFY(failed > 0, "failure");
    RC_CLASSIFY(resized > 0, "resize");
    RC_CLASSIFY(rejectedJobs > 0, "rejection");
    RC_CLASSIFY(finishedJobs >= 10, ">=10 finished");
    RC_CLASSIFY(obs.checkRates && c.speed != "replay", "rates checked");
    RC_CLASSIFY(c.speedParams.count("interference_scale") > 0 && c.speed != "replay", "interference");
    if (c.config.sampleSeconds > 0) {
        const auto samples = series.take();
        RC_ASSERT(!samples.empty());
        RC_ASSERT(std::fabs(samples.back().usageCost - sim->usageCost()) <= 1e-9 * std::max(1.0, costSum));
        RC_ASSERT(samples.back().time == sim->now());
        series = SeriesCollector {};
        for (const Sample& sample : samples) series.onSample(*sim, sample);
    }
    RC_ASSERT(std::fabs(costSum - sim->usageCost()) <= 1e-9 * std::max(1.0, costSum));

    // Strict FIFO starts jobs in submission order.
    if (c.policy.ordering.name == "fifo" && !c.policy.backfill && c.policy.sizing.name == "none") {
        SimTime last = -1;
        for (JobIndex j = 0; j < sim->jobCount(); ++j) {
            if (sim->state(j).phase != JobPhase::Finished) continue;
            if (sim->state(j).firstStart < last) RC_FAIL(describe(c) + ": strict FIFO started " + sim->spec(j).id + " early");
            last = sim->state(j).firstStart;
        }
    }
    return outputsOf(*sim, series.take());
}

/// Same case twice: byte-identical outputs. A clone taken mid-run ends like the original.
void checkDeterminism(const Case& c, const Outputs& first)
{
    const Outputs again = runAndCheck(c);
    RC_ASSERT(again == first);

    auto a = build(c);
    ObservableLog beforeClone;
    a->addObserver(&beforeClone);
    const SimTime cut = *rc::gen::inRange(0, 30000);
    a->runUntil(cut);
    a->removeObserver(&beforeClone);
    const std::size_t seenBeforeClone = beforeClone.lines.size();
    a->addObserver(&beforeClone); // watches the original only: a clone does not inherit observers
    auto b = a->clone();
    ObservableLog logA, logB;
    a->addObserver(&logA);
    b->addObserver(&logB);
    a->run();
    const std::size_t seenAfterOriginal = beforeClone.lines.size();
    b->run();
    RC_ASSERT(beforeClone.lines.size() == seenAfterOriginal);
    RC_ASSERT(seenAfterOriginal - seenBeforeClone == logA.lines.size());
    // Every observable after the clone: each event with the engine's state at that moment, then the end.
    RC_ASSERT(logA.lines.size() == logB.lines.size());
    for (std::size_t i = 0; i < logA.lines.size(); ++i)
        if (logA.lines[i] != logB.lines[i]) RC_FAIL("clone diverged at observation " + std::to_string(i) + ":\n  original " + logA.lines[i] + "\n  clone    " + logB.lines[i]);
    RC_ASSERT(a->eventsProcessed() == b->eventsProcessed());
    RC_ASSERT(a->now() == b->now());
    RC_ASSERT(a->usageCost() == b->usageCost());
    RC_ASSERT(ObservableLog::stateOf(*a) == ObservableLog::stateOf(*b));
    const Outputs oa = outputsOf(*a, {}), ob = outputsOf(*b, {});
    RC_ASSERT(oa.jobs == ob.jobs);
    RC_ASSERT(oa.summary == ob.summary);
    RC_ASSERT(oa.decisions == ob.decisions);
    RC_ASSERT(oa.jobs == first.jobs);
    RC_ASSERT(oa.decisions == first.decisions);
}

const std::vector<std::string> kPlacements { "first-fit", "best-fit", "consolidate", "random", "least-loaded",
    "closest-gpus" };

/// The orderings to check, with the parameter variants that change behaviour.
std::vector<PolicyPart> orderingVariants()
{
    std::vector<PolicyPart> out;
    for (const PolicyInfo& info : PolicyRegistry::instance().list(PolicyKind::Ordering)) {
        out.push_back({ info.name, {} });
        if (info.name == "srtf") out.push_back({ "srtf", { { "preemptive", 1.0 } } });
        if (info.name == "tiresias") {
            out.push_back({ "tiresias", { { "queue_thresholds", std::vector<double> { 600.0, 7200.0 } } } });
            out.push_back({ "tiresias", { { "queue_thresholds", std::vector<double> { 1800.0 } }, { "starvation_limit", 2.0 } } });
        }
    }
    return out;
}

std::string partName(const PolicyPart& p)
{
    std::string s = p.name;
    for (const auto& [k, v] : p.params) s += " " + k;
    return s;
}

} // namespace

// Every registered ordering (one test each, with the parameter variants that change behaviour) x every
// placement, rigid jobs, with both speed models, with and without machine failures; preemption comes from
// the preemptive orderings.
class OrderingProperties : public ::testing::TestWithParam<PolicyPart> { };

TEST_P(OrderingProperties, InvariantsHoldUnderEveryPlacement)
{
    const PolicyPart ordering = GetParam();
    const bool ok = rc::check("ordering " + partName(ordering), [&] {
        Case c;
        c.cluster = genCluster({ .perf = *rc::gen::arbitrary<bool>() });
        c.jobs = genJobs(c.cluster, { .elastic = false });
        if (*rc::gen::arbitrary<bool>()) c.speedParams["interference_scale"] = 0.2;
        c.config = genConfig(*rc::gen::inRange(0, 4) == 0);
        c.speed = *rc::gen::elementOf(std::vector<std::string> { "replay", "placement-aware" });
        c.seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
        c.policy.ordering = ordering;
        c.policy.backfill = *rc::gen::arbitrary<bool>();
        const std::size_t first = *rc::gen::inRange<std::size_t>(0, kPlacements.size());
        // Every placement on this case (rotated so shrinking keeps the failing one first).
        for (std::size_t k = 0; k < kPlacements.size(); ++k) {
            c.policy.placement = { kPlacements[(first + k) % kPlacements.size()], {} };
            runAndCheck(c);
        }
    });
    EXPECT_TRUE(ok) << partName(ordering);
}

static std::string testName(const std::string& text)
{
    std::string out;
    for (char ch : text) out += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
    return out;
}

INSTANTIATE_TEST_SUITE_P(SimulationProperties, OrderingProperties, ::testing::ValuesIn(orderingVariants()),
    [](const ::testing::TestParamInfo<PolicyPart>& info) { return testName(partName(info.param)); });

// Elastic PS jobs under every registered sizing part, with a few orderings and every placement.
class SizingProperties : public ::testing::TestWithParam<std::string> { };

TEST_P(SizingProperties, InvariantsHoldWithElasticJobs)
{
    const std::string sizing = GetParam();
    const bool ok = rc::check("sizing " + sizing, [&] {
        Case c;
        c.cluster = genCluster({ .perf = *rc::gen::arbitrary<bool>() });
        c.jobs = genJobs(c.cluster, { .elastic = true, .maxJobs = 25 });
        if (*rc::gen::arbitrary<bool>()) c.speedParams["interference_scale"] = 0.2;
        c.config = genConfig(*rc::gen::inRange(0, 4) == 0);
        c.speed = *rc::gen::elementOf(std::vector<std::string> { "replay", "placement-aware" });
        c.seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
        c.policy.sizing = { sizing, {} };
        c.policy.ordering = { *rc::gen::elementOf(std::vector<std::string> { "fifo", "srtf", "drf", "fewest-gpus", "tiresias" }), {} };
        c.policy.placement = { *rc::gen::elementOf(kPlacements), {} };
        c.policy.backfill = *rc::gen::arbitrary<bool>();
        runAndCheck(c);
    });
    EXPECT_TRUE(ok) << sizing;
}

static std::vector<std::string> sizingNames()
{
    std::vector<std::string> out;
    for (const PolicyInfo& info : PolicyRegistry::instance().list(PolicyKind::Sizing)) out.push_back(info.name);
    return out;
}

INSTANTIATE_TEST_SUITE_P(SimulationProperties, SizingProperties, ::testing::ValuesIn(sizingNames()),
    [](const ::testing::TestParamInfo<std::string>& info) { return testName(info.param); });

RC_GTEST_PROP(SimulationProperties, RunsAreDeterministicAndClonesContinueIdentically, ())
{
    Case c;
    c.cluster = genCluster({});
    c.jobs = genJobs(c.cluster, { .elastic = true, .maxJobs = 25 });
    c.config = genConfig(*rc::gen::arbitrary<bool>());
    c.config.sampleSeconds = 600;
    c.speed = *rc::gen::elementOf(std::vector<std::string> { "replay", "placement-aware" });
    c.seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
    c.policy.ordering = *rc::gen::elementOf(orderingVariants());
    c.policy.placement = { *rc::gen::elementOf(kPlacements), {} };
    c.policy.sizing = { *rc::gen::elementOf(std::vector<std::string> { "none", "none", "drf", "optimus", "fifo-bundles" }), {} };
    const Outputs first = runAndCheck(c);
    checkDeterminism(c, first);
}

// One GPU type, no spot machines: cost is exactly GPU-hours x price, job by job and in total.
RC_GTEST_PROP(SimulationProperties, CostIsGpuHoursTimesPriceOnAUniformCluster, ())
{
    Case c;
    c.cluster = genCluster({ .perf = false, .spot = false, .twoTypes = false });
    c.jobs = genJobs(c.cluster, { .typed = false });
    c.config = genConfig(*rc::gen::arbitrary<bool>());
    c.speed = *rc::gen::elementOf(std::vector<std::string> { "replay", "placement-aware" });
    c.policy.ordering = *rc::gen::elementOf(orderingVariants());
    c.policy.placement = { *rc::gen::elementOf(kPlacements), {} };
    runAndCheck(c); // checks cost == gpuSeconds / 3600 x price per job (one price)
    auto sim = build(c);
    sim->run();
    double gpuSeconds = 0;
    for (const auto& st : sim->states()) gpuSeconds += st.gpuSeconds;
    const double price = c.cluster.gpuTypes[0].pricePerHour;
    RC_ASSERT(std::fabs(sim->usageCost() - gpuSeconds / 3600.0 * price) <= 1e-9 * std::max(1.0, sim->usageCost()));
}

// Metamorphic: with the replay model, no checkpoint/restore cost and integer times, doubling every submit
// time and duration doubles every start and finish.
RC_GTEST_PROP(SimulationProperties, ScalingTimeScalesTheSchedule, ())
{
    Case c;
    c.cluster = genCluster({ .perf = false });
    c.jobs = genJobs(c.cluster, { .fractional = false });
    c.config.checkpointSeconds = 0;
    c.config.restoreSeconds = 0;
    c.config.sampleSeconds = 0;
    c.speed = "replay";
    c.policy.ordering = { *rc::gen::elementOf(std::vector<std::string> { "fifo", "sjf" }), {} };
    c.policy.placement = { "first-fit", {} };
    c.policy.backfill = *rc::gen::arbitrary<bool>();
    const int k = 2;
    Case scaled = c;
    for (auto& j : scaled.jobs) {
        j.submitTime *= k;
        j.duration *= k;
    }
    runAndCheck(c);
    runAndCheck(scaled);
    auto a = build(c);
    auto b = build(scaled);
    a->run();
    b->run();
    for (JobIndex j = 0; j < a->jobCount(); ++j) {
        RC_ASSERT(a->spec(j).id == b->spec(j).id);
        RC_ASSERT(a->state(j).phase == b->state(j).phase);
        if (a->state(j).phase != JobPhase::Finished) continue;
        RC_ASSERT(b->state(j).firstStart == k * a->state(j).firstStart);
        RC_ASSERT(b->state(j).finishTime == k * a->state(j).finishTime);
    }
}

// Sharing: whatever the ordering (preemptive ones too), placement and load, no tenant ever holds more
// GPUs than its limit; with strict quotas none holds more than its quota (per GPU type where the quota
// is given so); with borrowing (and reclaim, and YARN's capacity) only a tenant that may borrow goes
// beyond its quota; fair share bounds only by limits.
RC_GTEST_PROP(SimulationProperties, TenantsStayWithinTheirQuotasAndLimits, ())
{
    Case c;
    c.cluster = genCluster({});
    c.jobs = genJobs(c.cluster, { .maxJobs = 30 });
    c.config = genConfig(*rc::gen::arbitrary<bool>());
    c.seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
    const int gpus = c.cluster.gpuCount();
    const int tenants = *rc::gen::inRange(1, 4);
    for (int t = 0; t < tenants; ++t) {
        Tenant tenant;
        tenant.name = "t" + std::to_string(t);
        if (*rc::gen::arbitrary<bool>()) {
            tenant.quotaGpus = *rc::gen::inRange(0, gpus + 1);
        } else {
            for (const GpuType& type : c.cluster.gpuTypes) tenant.quotaByType[type.name] = *rc::gen::inRange(0, gpus / 2 + 2);
        }
        if (*rc::gen::arbitrary<bool>()) tenant.limitGpus = tenant.quota() + *rc::gen::inRange(0, gpus + 1);
        tenant.borrow = *rc::gen::arbitrary<bool>();
        tenant.lend = *rc::gen::arbitrary<bool>();
        c.tenants.push_back(tenant);
    }
    for (JobSpec& job : c.jobs) job.tenant = *rc::gen::inRange(0, tenants);
    const std::string sharing = *rc::gen::elementOf(std::vector<std::string> { "strict-quota", "borrowing", "reclaim", "capacity", "fair-share" });
    const bool borrowing = sharing != "strict-quota";
    c.policy.sharing = { sharing, {} };
    c.policy.ordering = *rc::gen::elementOf(orderingVariants());
    c.policy.placement = { *rc::gen::elementOf(kPlacements), {} };
    c.policy.backfill = *rc::gen::arbitrary<bool>();
    RC_TAG(c.policy.sharing.name);
    auto sim = build(c);
    bool anyBorrowed = false;
    std::uint64_t steps = 0;
    std::vector<double> observedGpuSeconds(c.tenants.size(), 0.0); // what the tenants held, step by step
    do {
        std::vector<int> held(c.tenants.size(), 0);
        std::vector<std::map<std::string, int>> byType(c.tenants.size());
        for (JobIndex j : sim->running()) {
            const auto t = std::size_t(sim->spec(j).tenant);
            for (GpuId g : sim->state(j).placement.gpus) {
                ++held[t];
                ++byType[t][c.cluster.typeOf(g).name];
            }
        }
        for (std::size_t t = 0; t < c.tenants.size(); ++t) {
            const Tenant& tenant = c.tenants[t];
            if (tenant.limitGpus >= 0 && held[t] > tenant.limitGpus)
                RC_FAIL(tenant.name + " holds " + std::to_string(held[t]) + " GPUs, above its limit " + std::to_string(tenant.limitGpus)
                    + " at t=" + std::to_string(sim->now()) + " (" + describe(c) + ")");
            if (held[t] > tenant.quota()) {
                anyBorrowed = true;
                if (!borrowing || (!tenant.borrow && sharing != "fair-share"))
                    RC_FAIL(tenant.name + " holds " + std::to_string(held[t]) + " GPUs, above its quota " + std::to_string(tenant.quota())
                        + " without borrowing, at t=" + std::to_string(sim->now()) + " (" + describe(c) + ")");
            }
            if (!borrowing)
                for (const auto& [type, count] : byType[t])
                    if (!tenant.quotaByType.empty() && count > (tenant.quotaByType.count(type) ? tenant.quotaByType.at(type) : 0))
                        RC_FAIL(tenant.name + " holds " + std::to_string(count) + " GPUs of " + type + ", above its quota of them");
        }
        RC_ASSERT(++steps < 20'000u); // far above what 30 jobs need: a livelock fails fast, shrinks fast
        const double before = sim->now();
        const bool more = sim->step(); // false after the last event too: its interval still counts
        for (std::size_t t = 0; t < c.tenants.size(); ++t) observedGpuSeconds[t] += held[t] * (sim->now() - before);
        if (!more) break;
    } while (true);
    RC_TAG(anyBorrowed ? "some tenant borrowed" : "nobody beyond its quota");
    // Per tenant, the results' GPU-seconds are what the run showed them holding, and add up to the total.
    RunResult result;
    collectResults(*sim, result);
    RC_ASSERT(result.tenants.size() == c.tenants.size());
    double sum = 0, jobs = 0;
    for (std::size_t t = 0; t < c.tenants.size(); ++t) {
        const double got = result.tenants[t].gpuSeconds;
        if (std::fabs(got - observedGpuSeconds[t]) > 1e-6 * std::max(1.0, got))
            RC_FAIL(c.tenants[t].name + ": " + std::to_string(got) + " GPU-seconds in the results, "
                + std::to_string(observedGpuSeconds[t]) + " held during the run (" + describe(c) + ")");
        sum += got;
    }
    for (const JobRecord& j : result.jobs) jobs += j.gpuSeconds;
    RC_ASSERT(std::fabs(sum - jobs) <= 1e-9 * std::max(1.0, jobs));
}

// Reclaim's bound (docs/policies.md, "Sharing"): when quotas add up to no more than the cluster, a job
// that fits in its tenant's unused quota, with its tenant's jobs waiting ahead of it, never waits
// longer than one checkpoint: if the free GPUs do not hold it, borrowers' jobs are preempted in that
// same pass and it starts when their checkpoints are written. Jobs that take any free GPUs (first-fit, best-fit), arrival order with backfilling
// (without it a job also waits for the head of the line), no failures.
RC_GTEST_PROP(SimulationProperties, ReclaimStartsAJobWithinItsQuotaWithinOneCheckpoint, ())
{
    Case c;
    c.cluster = genCluster({ .perf = false, .spot = false, .twoTypes = false });
    c.jobs = genJobs(c.cluster, { .oversized = false, .typed = false, .maxJobs = 30 });
    for (JobSpec& job : c.jobs) {
        job.architecture = JobArchitecture::Gang;
        job.psCount = 0;
        job.submitTime *= 0.05; // a crowd: borrowers fill the idle quota, then its owners come back
    }
    c.config = genConfig(false);
    const int gpus = c.cluster.gpuCount();
    const int tenants = *rc::gen::inRange(2, 5);
    int unquoted = gpus;
    for (int t = 0; t < tenants; ++t) {
        Tenant tenant;
        tenant.name = "t" + std::to_string(t);
        tenant.quotaGpus = *rc::gen::inRange(0, (t == 0 ? gpus / 4 : unquoted) + 1);
        unquoted -= tenant.quotaGpus;
        tenant.borrow = *rc::gen::arbitrary<bool>();
        tenant.lend = *rc::gen::arbitrary<bool>();
        c.tenants.push_back(tenant);
    }
    // Mostly t0's jobs first (it borrows what the others leave idle), then anyone's.
    c.tenants[0].borrow = true;
    for (JobSpec& job : c.jobs)
        job.tenant = job.submitTime < 300 && *rc::gen::inRange(0, 4) > 0 ? 0 : *rc::gen::inRange(0, tenants);
    c.policy.sharing = { "reclaim", {} };
    c.policy.ordering = { "fifo", {} };
    c.policy.placement = { *rc::gen::elementOf(std::vector<std::string> { "first-fit", "best-fit" }), {} };
    c.policy.backfill = true;
    auto sim = build(c);
    const double bound = c.config.checkpointSeconds + 1e-6;
    std::vector<double> withinQuotaSince(c.jobs.size(), -1); // when each waiting job last came to fit its quota
    bool anyReclaimed = false;
    std::uint64_t steps = 0;
    do {
        std::vector<int> held(c.tenants.size(), 0);
        for (JobIndex j : sim->running()) held[std::size_t(sim->spec(j).tenant)] += int(sim->state(j).placement.gpus.size());
        std::vector<int> waitingAhead(c.tenants.size(), 0); // jobs are indexed in arrival order
        for (JobIndex j = 0; j < sim->jobCount(); ++j) {
            const auto t = std::size_t(sim->spec(j).tenant);
            const bool waits = sim->state(j).phase == JobPhase::Queued && sim->spec(j).submitTime <= sim->now();
            const int ahead = waitingAhead[t];
            if (waits) waitingAhead[t] += sim->spec(j).gpus;
            if (!waits || held[t] + ahead + sim->spec(j).gpus > c.tenants[t].quota()) {
                withinQuotaSince[std::size_t(j)] = -1;
                continue;
            }
            double& since = withinQuotaSince[std::size_t(j)];
            if (since < 0) since = sim->now();
            if (sim->now() - since > bound)
                RC_FAIL(sim->spec(j).id + " of " + c.tenants[t].name + " waits within its quota since t=" + std::to_string(since)
                    + ", now t=" + std::to_string(sim->now()) + " (" + describe(c) + ")");
        }
        RC_ASSERT(++steps < 20'000u);
    } while (sim->step());
    for (JobIndex j = 0; j < sim->jobCount(); ++j) anyReclaimed = anyReclaimed || sim->state(j).preemptions > 0;
    RC_TAG(anyReclaimed ? "borrowers were preempted" : "nothing preempted");
}


// A run that ends hands its job states to its result (JobTable) instead of copying them into records:
// every record, the summaries and the job file read the same either way, whether the run finished or
// stopped midway (a queued job's wait runs to the stop), with tenants and rejected jobs among them.
RC_GTEST_PROP(SimulationProperties, AResultReadingTheEngineStatesEqualsOneCopyingThem, ())
{
    Case c;
    c.cluster = genCluster({});
    c.jobs = genJobs(c.cluster, { .maxJobs = 30 });
    c.config = genConfig(*rc::gen::arbitrary<bool>());
    c.seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
    const int tenants = *rc::gen::inRange(0, 3);
    for (int t = 0; t < tenants; ++t) c.tenants.push_back({ .name = "t" + std::to_string(t) });
    for (JobSpec& job : c.jobs) job.tenant = tenants > 0 ? *rc::gen::inRange(0, tenants) : -1;
    c.policy.ordering = *rc::gen::elementOf(orderingVariants());
    c.policy.placement = { *rc::gen::elementOf(kPlacements), {} };
    const int steps = *rc::gen::inRange(0, 400); // at most: most runs end sooner
    auto copied = build(c), handedOver = build(c);
    for (Simulation* sim : { copied.get(), handedOver.get() })
        for (int i = 0; i < steps && sim->step(); ++i) {}
    RC_TAG(copied->done() ? "finished" : "stopped midway");
    bool anyRejected = false;
    for (JobIndex j = 0; j < copied->jobCount(); ++j) anyRejected |= !copied->rejectionOf(j).empty();
    RC_TAG(anyRejected ? "some rejected" : "none rejected");

    RunResult records, read;
    collectResults(*copied, records);
    collectResults(std::move(*handedOver), read);
    RC_ASSERT(handedOver->states().empty()); // taken over, not copied
    RC_ASSERT(read.jobs.size() == records.jobs.size());
    RC_ASSERT(read.rejections == records.rejections);
    for (std::size_t i = 0; i < records.jobs.size(); ++i) {
        const JobRecord a = records.jobs[i], b = read.jobs[i];
        RC_ASSERT(a.id == b.id);
        RC_ASSERT(a.status == b.status);
        RC_ASSERT(a.rejection == b.rejection);
        RC_ASSERT(a.tenant == b.tenant);
        RC_ASSERT(a.model == b.model);
        RC_ASSERT(a.wait == b.wait);
        RC_ASSERT(a.jct == b.jct);
        RC_ASSERT(a.commFraction == b.commFraction);
    }
    RC_ASSERT(jobsCsv(read) == jobsCsv(records));
    RC_ASSERT(summaryJson(read) == summaryJson(records));
    RC_ASSERT(read.sortedJct == records.sortedJct);
    RC_ASSERT(read.tenants.size() == records.tenants.size());
    for (std::size_t t = 0; t < records.tenants.size(); ++t) RC_ASSERT(read.tenants[t].gpuSeconds == records.tenants[t].gpuSeconds);

    RunResult copy = read; // a copy shares the states, and reads the same
    RC_ASSERT(jobsCsv(copy) == jobsCsv(records));
}
