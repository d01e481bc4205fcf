// The scheduler's and the engine's indexes are only speed: a run that keeps running jobs ranked from pass to pass
// (PreemptionCandidates, for orderings whose running priorities step) decides exactly what a run that
// ranks every running job afresh at every pass decides, on generated congested workloads (any seed,
// load, placement, thresholds).

#include "core/engine/JobsInEntryOrder.h"
#include "core/engine/Simulation.h"
#include "core/io/ScenarioIo.h"
#include "core/policy/ComposedScheduler.h"
#include "core/policy/Dally.h"
#include "core/policy/Orderings.h"
#include "core/policy/Placements.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Random.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

using namespace gantry;

namespace {

/// Tiresias, except that it does not tell the scheduler its running priorities step: the scheduler
/// then ranks every running job again at every pass (the reference).
class RerankedTiresias final : public OrderingPolicy {
public:
    explicit RerankedTiresias(TiresiasOrdering inner) : m_inner(std::move(inner)) { }
    std::string name() const override { return m_inner.name(); }
    std::unique_ptr<OrderingPolicy> clone() const override { return std::make_unique<RerankedTiresias>(*this); }
    double priority(const SimulationView& view, JobIndex job) const override { return m_inner.priority(view, job); }
    bool staticPriority() const override { return m_inner.staticPriority(); }
    bool preemptive() const override { return true; }
    SimTime nextPriorityChange(const SimulationView& view, JobIndex job) const override
    {
        return m_inner.nextPriorityChange(view, job);
    }
    bool priorityStepsWhileRunning() const override { return false; }
    std::string scoreName() const override { return m_inner.scoreName(); }
    double worstPriority() const override { return m_inner.worstPriority(); }

private:
    TiresiasOrdering m_inner;
};

struct Outcome {
    std::vector<std::tuple<int, JobIndex, bool, double, std::vector<Candidate>>> decisions; // kind, job, applied, time, why
    std::vector<std::tuple<double, int, int>> jobs;                        // finish, preemptions, phase
    int preemptions = 0;
};

Outcome runWith(const Scenario& s, std::unique_ptr<OrderingPolicy> ordering, bool dally)
{
    auto workload = loadWorkload(s);
    RC_ASSERT(workload.ok());
    auto built = buildSimulation(s, workload.value().jobs);
    RC_ASSERT(built.ok());
    Simulation& sim = *built.value();
    std::unique_ptr<PlacementPolicy> placement;
    if (dally) placement = std::make_unique<DallyPlacement>(DallySettings {});
    else placement = std::make_unique<ConsolidatePlacement>();
    ScriptedChange change;
    change.kind = ScriptedChange::Kind::Policy;
    change.time = 0;
    change.scheduler = std::unique_ptr<Scheduler>(
        std::make_unique<ComposedScheduler>(std::move(ordering), std::move(placement), nullptr, true));
    sim.script(std::move(change));
    sim.run();
    Outcome out;
    for (const DecisionRecord& d : sim.decisions()) {
        out.decisions.emplace_back(int(d.kind), d.job, d.applied, d.time, d.why.candidates);
        if (d.kind == DecisionKind::Preempt && d.applied) ++out.preemptions;
    }
    for (const JobState& st : sim.states()) out.jobs.emplace_back(st.finishTime, st.preemptions, int(st.phase));
    return out;
}

} // namespace

RC_GTEST_PROP(SchedulerIndexProperties, KeptRankingDecidesAsRankingEveryPass, ())
{
    auto loaded = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/dally-congested.yaml");
    RC_ASSERT(loaded.ok());
    Scenario s = loaded.value();
    s.variants.clear();
    s.seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
    s.workload.generatorParams["jobs"] = 200.0;
    s.workload.generatorParams["jobs_per_hour"] = *rc::gen::element(20.0, 40.0, 80.0);
    const bool dally = *rc::gen::arbitrary<bool>();
    // Thresholds low enough that jobs step down while others wait (the generator's jobs run hours).
    const double first = *rc::gen::element(600.0, 3600.0, 7200.0);
    const TiresiasOrdering tiresias({ first, first * 8 }, 0);

    const Outcome kept = runWith(s, std::make_unique<TiresiasOrdering>(tiresias), dally);
    const Outcome reranked = runWith(s, std::make_unique<RerankedTiresias>(tiresias), dally);
    RC_ASSERT(kept.decisions == reranked.decisions);
    RC_ASSERT(kept.jobs == reranked.jobs);
    RC_TAG(kept.preemptions > 0 ? "jobs were preempted" : "no preemption");
}

RC_GTEST_PROP(SchedulerIndexProperties, KeptUsableGpusAreTheUsableGpusOfEveryMoment, ())
{
    // A placement keeps each machine's usable GPUs, indexed by their count, and looks again only at
    // the machines the engine says changed (KeptUsableGpus): on two GPU types, CPU slots that run short (PS tasks take them
    // too), failures and repairs, and a fork that goes its own way, the kept figures must be those
    // counted afresh at every moment, for every waiting job in turn (kinds alternate), and so must
    // the best-fitting machine found from the index.
    Cluster cluster = Cluster::uniform(2, 3, 4);
    cluster.gpuTypes.push_back({ "A100", 2.0, 3.0, 1.0, 80 });
    for (Machine& m : cluster.machines) {
        m.gpuType = *rc::gen::inRange(0, 2);
        m.cpuSlots = *rc::gen::inRange(2, 11); // a worker takes 2: some machines cannot use all 4 GPUs
    }
    SimulationSetup setup;
    setup.cluster = cluster;
    const int jobs = *rc::gen::inRange(20, 60);
    for (int i = 0; i < jobs; ++i) {
        JobSpec j;
        j.id = "j" + std::to_string(i);
        j.submitTime = *rc::gen::inRange(0, 20000);
        j.duration = *rc::gen::inRange(600, 7200);
        j.gpus = j.minGpus = j.maxGpus = *rc::gen::inRange(1, 9);
        j.gpuType = *rc::gen::element(std::string(), std::string("V100"), std::string("A100"));
        if (*rc::gen::inRange(0, 4) == 0) {
            j.architecture = JobArchitecture::ParameterServer;
            j.psCount = *rc::gen::inRange(1, 3);
        }
        setup.jobs.push_back(j);
    }
    setup.speedModel = std::shared_ptr<const SpeedModel>(makeSpeedModel("placement-aware", {}).value().release());
    setup.scheduler = std::make_unique<ComposedScheduler>(std::make_unique<FifoOrdering>(),
        std::make_unique<ConsolidatePlacement>(), nullptr, true);
    setup.config.sampleSeconds = 0;
    setup.config.machineMtbfHours = *rc::gen::element(0.0, 2.0, 10.0);
    setup.config.machineRepairHours = 0.5;
    setup.seed = *rc::gen::inRange<std::uint64_t>(1, 1000);
    Simulation sim(std::move(setup));

    KeptUsableGpus kept;
    std::vector<int> afresh;
    int checked = 0;
    auto check = [&](const Simulation& s) {
        for (JobIndex job : s.queue()) {
            const int total = kept.update(s, job);
            RC_ASSERT(total == PlacementBase::usableGpus(s, job, afresh));
            RC_ASSERT(kept.perMachine() == afresh);
            for (int workers = 0; workers <= 9; ++workers)
                RC_ASSERT(kept.bestFit(workers) == PlacementBase::bestFitMachine(afresh, workers));
            ++checked;
        }
    };
    const int forkAt = *rc::gen::inRange(1, 200);
    std::unique_ptr<Simulation> fork;
    for (int step = 0; sim.stepDecision(); ++step) {
        check(sim);
        if (step == forkAt) {
            // The fork's history parts from the original's (a machine fails, one joins later), and
            // the same kept figures serve both in turn.
            fork = sim.clone();
            ScriptedChange down;
            down.kind = ScriptedChange::Kind::MachinesDown;
            down.time = fork->now();
            down.machines = { *rc::gen::inRange(0, cluster.machineCount()) };
            fork->script(std::move(down));
            ScriptedChange join;
            join.kind = ScriptedChange::Kind::MachinesJoin;
            join.time = fork->now() + 3600;
            join.joining = { cluster.machines[0] };
            join.joining[0].name = "joined";
            fork->script(std::move(join));
        }
        if (fork && fork->stepDecision()) check(*fork);
    }
    RC_TAG(checked > 0 ? "waiting jobs checked" : "no job waited");
}

RC_GTEST_PROP(SchedulerIndexProperties, JobsInEntryOrderAreAPlainList, ())
{
    // The engine's queue and running jobs find a leaving job by its entry number and close the
    // shorter side of the gap (JobsInEntryOrder): whatever jobs join, leave, come back or leave
    // twice, it must hold what a plain list does, in the same order. Long runs cross the point where the room at its front is given back.
    JobsInEntryOrder queue;
    std::vector<JobIndex> plain;
    const int jobs = *rc::gen::inRange(1, 40);
    const int steps = *rc::gen::element(50, 500, 20000);
    Rng rng(*rc::gen::inRange<std::uint64_t>(1, 1u << 30));
    for (int step = 0; step < steps; ++step) {
        const auto job = JobIndex(rng.below(std::uint64_t(jobs)));
        const bool waiting = std::find(plain.begin(), plain.end(), job) != plain.end();
        if (!waiting && rng.below(2) == 0) {
            queue.push(job);
            plain.push_back(job);
        } else {
            queue.remove(job); // a job not waiting leaves nothing
            std::erase(plain, job);
        }
        RC_ASSERT(std::vector<JobIndex>(queue.jobs().begin(), queue.jobs().end()) == plain);
    }
}
