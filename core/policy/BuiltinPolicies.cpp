// The built-in heuristic policy parts and their documentation (docs/policies.md has the long form).

#include "core/policy/Dally.h"
#include "core/policy/InterferencePlacement.h"
#include "core/policy/Orderings.h"
#include "core/policy/Placements.h"
#include "core/policy/PolicyRegistry.h"
#include "core/policy/Sharing.h"
#include "core/policy/Sizings.h"
#include "core/policy/SlurmScheduler.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

namespace gantry {

namespace {

ParamSpec integerParam(std::string name, double value, double minimum, double maximum, std::string description)
{
    return { std::move(name), ParamType::Integer, value, minimum, maximum, std::move(description) };
}

ParamSpec boolParam(std::string name, bool value, std::string description)
{
    return { std::move(name), ParamType::Boolean, value ? 1.0 : 0.0, 0, 1, std::move(description) };
}

std::uint64_t seedOf(const Params& p) { return static_cast<std::uint64_t>(p.number("seed")); }

/// A per-class list: missing entries repeat the last one given (an empty list keeps the defaults).
template <std::size_t N>
std::array<double, N> perClass(const std::vector<double>& given, std::array<double, N> values)
{
    for (std::size_t i = 0; i < N && !given.empty(); ++i) values[i] = given[std::min(i, given.size() - 1)];
    return values;
}

DallySettings dallySettings(const Params& p)
{
    DallySettings s;
    s.classBounds = perClass(p.list("sensitivity_classes"), s.classBounds);
    s.rackWait = perClass(p.list("rack_wait"), s.rackWait);
    s.spreadWait = perClass(p.list("spread_wait"), s.spreadWait);
    s.preemption = p.boolean("preemption");
    s.autoTune = p.boolean("auto_tune");
    s.tuneEvery = p.integer("tune_every");
    s.tuneScale = p.number("tune_scale");
    return s;
}

/// Dally's settings agree with each other: two class bounds in increasing order, one timer for every
/// class or one per class, and no class waiting less for any spread than for one rack.
Status checkDallySettings(const Params& p, const std::string& field)
{
    auto bad = [&](const std::string& name, const std::string& message) -> Status {
        return Error { ErrorCode::BadValue, message, { {}, 0, 0, field + "." + name } };
    };
    const auto classes = p.list("sensitivity_classes");
    if (classes.size() != 2 || !(classes[0] < classes[1]))
        return bad("sensitivity_classes", translate("Error", "needs two bounds in increasing order (moderate, then sensitive), e.g. [0.1, 0.3]"));
    for (const char* timer : { "rack_wait", "spread_wait" })
        if (const auto n = p.list(timer).size(); n != 1 && n != 3)
            return bad(timer,
                fillIn(translate("Error", "needs one timer for every class or three (insensitive, moderate, sensitive); got %1"),
                    { std::to_string(n) }));
    const DallySettings s = dallySettings(p);
    static const char* const classNames[] = { "insensitive", "moderate", "sensitive" };
    for (std::size_t c = 0; c < s.spreadWait.size(); ++c)
        if (s.spreadWait[c] < s.rackWait[c])
            return bad("spread_wait",
                fillIn(translate("Error", "is below rack_wait for %1 jobs (%2 s < %3 s): a job waits for one rack first, then for any spread"),
                    { classNames[c], formatNumber(s.spreadWait[c]), formatNumber(s.rackWait[c]) }));
    return Ok {};
}


void registerOrderings(PolicyRegistry& r)
{
    r.addOrdering({ PolicyKind::Ordering, "fifo", GANTRY_TR_NOOP("PolicyTitle", "First come, first served"),
                      GANTRY_TR_NOOP("PolicyDescription", "Jobs in submit order; a preempted or restarted job goes back to its arrival position. "
                      "DL2's and TopDRL's FIFO/FCFS baseline (pengyanghua/DL2 fifo_env.py; "
                      "djjbxxz/Proximity-DRL FCFS)."),
                      {}, false },
        [](const Params&) { return std::make_unique<FifoOrdering>(); });
    r.addOrdering({ PolicyKind::Ordering, "sjf", GANTRY_TR_NOOP("PolicyTitle", "Shortest job first"),
                      GANTRY_TR_NOOP("PolicyDescription", "Shortest recorded duration first (an oracle: it knows durations in advance). TopDRL's SJF "
                      "job selector; Tiresias' simulator 'sjf'."),
                      {}, true },
        [](const Params&) { return std::make_unique<SjfOrdering>(); });
    r.addOrdering({ PolicyKind::Ordering, "srtf", GANTRY_TR_NOOP("PolicyTitle", "Shortest remaining time first"),
                      GANTRY_TR_NOOP("PolicyDescription", "Least remaining work first (oracle). With preemptive on, a waiting job evicts running jobs "
                      "with strictly more remaining work when that frees enough GPUs. DL2's SRTF baseline ordering "
                      "(pengyanghua/DL2 srtf_env.py); Tiresias' simulator 'shortest'."),
                      { boolParam("preemptive", false,
                          "Let a shorter waiting job preempt longer running ones (off: DL2's SRTF is not preemptive).") },
                      true },
        [](const Params& p) { return std::make_unique<SrtfOrdering>(p.boolean("preemptive")); });
    r.addOrdering({ PolicyKind::Ordering, "fewest-gpus", GANTRY_TR_NOOP("PolicyTitle", "Fewest GPUs first"),
                      GANTRY_TR_NOOP("PolicyDescription", "Jobs asking for the fewest GPUs go first: the job selector TopDRL's sibling code calls 'DRF' "
                      "(djjbxxz/Proximity-DRL jobselector/drf.py)."),
                      {}, false },
        [](const Params&) { return std::make_unique<FewestGpusOrdering>(); });
    r.addOrdering(
        { PolicyKind::Ordering, "tiresias", GANTRY_TR_NOOP("PolicyTitle", "Tiresias 2D-LAS"),
            GANTRY_TR_NOOP("PolicyDescription", "Discretised two-dimensional least-attained-service (Gu et al., NSDI'19): a job's queue is set by the "
            "GPU-seconds it has received; lower queues go first, FIFO by arrival inside a queue; preemptive. "
            "No knowledge of durations."),
            { { "queue_thresholds", ParamType::NumberList, std::vector<double> { 3600.0 }, 0, 1e12,
                  "Attained GPU-seconds at which a job drops to the next queue; default one threshold at 3600 "
                  "(two queues), the example in SymbioticLab/Tiresias simulator/README." },
                { "starvation_limit", ParamType::Number, 0.0, 0, 1e6,
                    "Promote a waiting job to the top queue once it has waited this many times its run time so "
                    "far (Tiresias' STARVELIMIT knob); 0 turns the rule off." } },
            false },
        [](const Params& p) {
            return std::make_unique<TiresiasOrdering>(p.list("queue_thresholds"), p.number("starvation_limit"));
        });
    r.addOrdering({ PolicyKind::Ordering, "drf", GANTRY_TR_NOOP("PolicyTitle", "Dominant resource fairness"),
                      GANTRY_TR_NOOP("PolicyDescription", "The job whose owner (user, or VC when the user is empty) holds the smallest dominant share "
                      "of the cluster (max of its GPU and CPU-slot shares) goes first (Ghodsi et al., NSDI'11). "
                      "Shares change as jobs start, so priorities are recomputed every pass."),
                      {}, false },
        [](const Params&) { return std::make_unique<DrfOrdering>(); });
    r.addOrdering({ PolicyKind::Ordering, "tetris", GANTRY_TR_NOOP("PolicyTitle", "Tetris packing"),
                      GANTRY_TR_NOOP("PolicyDescription", "Largest Tetris score first (Grandl et al., SIGCOMM'14): alignment of the job's (GPU, CPU) "
                      "demand with the free resources of its best machine, plus w x demand x (1 - remaining "
                      "fraction), w = mean alignment / mean SRTF term as in DL2's tetris_env (oracle: uses "
                      "remaining work)."),
                      {}, true },
        [](const Params&) { return std::make_unique<TetrisOrdering>(); });
    r.addOrdering({ PolicyKind::Ordering, "random", GANTRY_TR_NOOP("PolicyTitle", "Random order"),
                      GANTRY_TR_NOOP("PolicyDescription", "A fixed pseudo-random order from (seed, job index): TopDRL's Random job selector, made "
                      "reproducible."),
                      { integerParam("seed", 1, 0, 4294967295.0, "Seed of the order; same seed, same order.") }, false },
        [](const Params& p) { return std::make_unique<RandomOrdering>(seedOf(p)); });
}

void registerPlacements(PolicyRegistry& r)
{
    r.addPlacement({ PolicyKind::Placement, "first-fit", GANTRY_TR_NOOP("PolicyTitle", "First fit"),
                       GANTRY_TR_NOOP("PolicyDescription", "The lowest-index free GPUs, spreading over machines if needed: TopDRL's first-available GPU "
                       "selector."),
                       {}, false },
        [](const Params&) { return std::make_unique<FirstFitPlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "best-fit", GANTRY_TR_NOOP("PolicyTitle", "Best fit"),
                       GANTRY_TR_NOOP("PolicyDescription", "The machine with the fewest free GPUs that holds the job; otherwise the fewest machines "
                       "(largest first)."),
                       {}, false },
        [](const Params&) { return std::make_unique<BestFitPlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "consolidate", GANTRY_TR_NOOP("PolicyTitle", "Consolidate"),
                       GANTRY_TR_NOOP("PolicyDescription", "One machine if possible (best fit); else one rack on the fewest machines; else the fewest "
                       "racks. Unlike 'yarn' it spreads rather than wait."),
                       {}, false },
        [](const Params&) { return std::make_unique<ConsolidatePlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "yarn", GANTRY_TR_NOOP("PolicyTitle", "YARN (Tiresias simulator)"),
                       GANTRY_TR_NOOP("PolicyDescription", "All or nothing in one rack, as the Tiresias simulator's 'yarn' scheme (SymbioticLab/Tiresias "
                       "simulator/switch.py): a job that fits a machine takes the first machine with room; a larger "
                       "one takes whole idle machines plus one for the remainder, in the first rack that has them; "
                       "otherwise it waits."),
                       {}, false },
        [](const Params&) { return std::make_unique<YarnPlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "random", GANTRY_TR_NOOP("PolicyTitle", "Random machines"),
                       GANTRY_TR_NOOP("PolicyDescription", "Machines in a pseudo-random order from (seed, job index), lowest-index GPUs on each: "
                       "Tiresias' and TopDRL's random placement, made reproducible."),
                       { integerParam("seed", 1, 0, 4294967295.0, "Seed of the machine order.") }, false },
        [](const Params& p) { return std::make_unique<RandomPlacement>(seedOf(p)); });
    r.addPlacement({ PolicyKind::Placement, "least-loaded", GANTRY_TR_NOOP("PolicyTitle", "Least loaded"),
                       GANTRY_TR_NOOP("PolicyDescription", "The machine with the most free GPUs that holds the job; else the emptiest racks and "
                       "machines first: TopDRL's load-balance GPU selector."),
                       {}, false },
        [](const Params&) { return std::make_unique<LeastLoadedPlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "closest-gpus", GANTRY_TR_NOOP("PolicyTitle", "Closest GPUs"),
                       GANTRY_TR_NOOP("PolicyDescription", "Minimises TopDRL's topology communication cost (rack edge 1/2, machine edge 1/4, GPU edge "
                       "1/40 over the union of tree paths from the cluster centre; Proximity-DRL topology.py) "
                       "among: best-fit machine, rack on fewest machines, fewest racks."),
                       {}, false },
        [](const Params&) { return std::make_unique<ClosestGpusPlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "cheapest-fit", GANTRY_TR_NOOP("PolicyTitle", "Cheapest fit"),
                       GANTRY_TR_NOOP("PolicyDescription", "The machine with the lowest price per GPU-hour (spot price on spot machines) that holds the "
                       "job, fewest free GPUs first among equals; else spread in price order. A public-cloud baseline "
                       "of the dual-agent scheduler (Xing et al., KDD'23)."),
                       {}, false },
        [](const Params&) { return std::make_unique<CheapestFitPlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "fastest-nominal", GANTRY_TR_NOOP("PolicyTitle", "Fastest nominal GPUs"),
                       GANTRY_TR_NOOP("PolicyDescription", "The machine with the fastest GPU type (nominal speed: hidden per-machine performance is not "
                       "known) that holds the job, fewest free GPUs first among equals; else spread in speed order. "
                       "A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD'23)."),
                       {}, false },
        [](const Params&) { return std::make_unique<FastestNominalPlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "interference-greedy", GANTRY_TR_NOOP("PolicyTitle", "Interference-aware greedy"),
                       GANTRY_TR_NOOP("PolicyDescription", "Knows the speed model's true co-location slowdowns (an oracle) and puts each job, workers "
                       "and parameter servers, where the cluster's total speed gains most: the job's own rate "
                       "minus what its co-runners lose. The upper reference of Harmony (Bao et al., INFOCOM 2019)."),
                       {}, true },
        [](const Params&) { return std::make_unique<InterferenceGreedyPlacement>(); });
    r.addPlacement({ PolicyKind::Placement, "consolidate-or-wait", GANTRY_TR_NOOP("PolicyTitle", "Consolidate or wait"),
                       GANTRY_TR_NOOP("PolicyDescription", "One machine if possible (best fit), else one rack on the fewest machines; never across "
                       "racks: the job waits instead. The always-consolidate baseline of Dally (Sharma et al., "
                       "arXiv 2401.16492)."),
                       {}, false },
        [](const Params&) { return std::make_unique<ConsolidateOrWaitPlacement>(); });
    const DallySettings d;
    PolicyInfo dally {
        PolicyKind::Placement, "dally", GANTRY_TR_NOOP("PolicyTitle", "Dally delay scheduling"),
            GANTRY_TR_NOOP("PolicyDescription", "Network-sensitive delay scheduling (Sharma et al., arXiv 2401.16492; Zaharia et al., EuroSys'10): a "
            "job that cannot get one machine waits while others start, takes one rack after its class's first "
            "timer and any spread after the second; insensitive jobs start anywhere at once. A sensitive job past "
            "its first timer may preempt less sensitive jobs on a machine when its predicted gain exceeds their "
            "checkpoint and restore cost, and a job that had to spread moves to one machine once one frees "
            "(same rule). The auto-tuner sets the timers from recent completions (ski-rental "
            "break-even). Timers, classes, tuner and preemption rule are Gantry's (docs/policies.md)."),
            { { "sensitivity_classes", ParamType::NumberList, std::vector<double>(d.classBounds.begin(), d.classBounds.end()),
                  0, 1,
                  "Share of speed lost across racks at which a job becomes moderate, then sensitive (two values)." },
                { "rack_wait", ParamType::NumberList, std::vector<double>(d.rackWait.begin(), d.rackWait.end()), 0,
                    1e9, "Seconds a job of each class (insensitive, moderate, sensitive) waits for one machine." },
                { "spread_wait", ParamType::NumberList, std::vector<double>(d.spreadWait.begin(), d.spreadWait.end()),
                    0, 1e9, "Seconds a job of each class waits for one rack before taking any spread." },
                boolParam("preemption", d.preemption,
                    "Let a waiting sensitive job preempt less sensitive ones, and a spread job move to one machine, "
                    "when the gain exceeds the cost."),
                boolParam("auto_tune", d.autoTune,
                    "Replace the timers by break-even values learnt from completions (the wait timers above serve "
                    "until a class has 5 completions)."),
                integerParam("tune_every", d.tuneEvery, 1, 1e6, "Completions between two tuning steps."),
                { "tune_scale", ParamType::Number, d.tuneScale, 0, 100,
                    "Multiplies the tuner's break-even timers (1 = the ski-rental break-even)." } },
            false, checkDallySettings };
    r.addPlacement(std::move(dally), [](const Params& p) { return std::make_unique<DallyPlacement>(dallySettings(p)); });
}

void registerSizings(PolicyRegistry& r)
{
    r.addSizing({ PolicyKind::Sizing, "none", GANTRY_TR_NOOP("PolicyTitle", "As requested"),
                    GANTRY_TR_NOOP("PolicyDescription", "No sizing part: every job gets exactly the GPUs (and PS tasks) it asked for."), {}, false },
        [](const Params&) { return std::unique_ptr<SizingPolicy>(); });
    r.addSizing({ PolicyKind::Sizing, "fixed", GANTRY_TR_NOOP("PolicyTitle", "Fixed size"),
                    GANTRY_TR_NOOP("PolicyDescription", "Re-decided every slot: in order, each job gets its requested size if it fits, else waits."), {},
                    false },
        [](const Params&) { return std::make_unique<FixedSizing>(); });
    r.addSizing({ PolicyKind::Sizing, "drf", GANTRY_TR_NOOP("PolicyTitle", "DRF bundles (DL2)"),
                    GANTRY_TR_NOOP("PolicyDescription", "DL2's DRF baseline: a bundle (1 worker + 1 PS) at a time to the job with the smallest dominant "
                    "share until resources run out or jobs reach their maximum (pengyanghua/DL2 drf_env.py)."),
                    {}, false },
        [](const Params&) { return std::make_unique<BundleSizing>(BundleSizing::Mode::Drf); });
    r.addSizing({ PolicyKind::Sizing, "fifo-bundles", GANTRY_TR_NOOP("PolicyTitle", "FIFO bundles (DL2)"),
                    GANTRY_TR_NOOP("PolicyDescription", "DL2's FIFO baseline: in order, each job takes bundles up to its maximum; the first job that "
                    "cannot grow ends the slot (pengyanghua/DL2 fifo_env.py)."),
                    {}, false },
        [](const Params&) { return std::make_unique<BundleSizing>(BundleSizing::Mode::Fifo); });
    r.addSizing({ PolicyKind::Sizing, "srtf-bundles", GANTRY_TR_NOOP("PolicyTitle", "SRTF bundles (DL2)"),
                    GANTRY_TR_NOOP("PolicyDescription", "DL2's SRTF baseline: like fifo-bundles, by smallest remaining fraction of work (oracle)."), {},
                    true },
        [](const Params&) { return std::make_unique<BundleSizing>(BundleSizing::Mode::Srtf); });
    r.addSizing({ PolicyKind::Sizing, "optimus", GANTRY_TR_NOOP("PolicyTitle", "Optimus marginal gain"),
                    GANTRY_TR_NOOP("PolicyDescription", "Optimus (Peng et al., EuroSys'18) as in DL2's optimus_env: every job first gets its minimum, "
                    "then repeatedly the +1 worker or +1 PS with the largest reduction of estimated remaining time "
                    "(remaining work / speed model rate on a consolidated what-if placement) until no gain or no "
                    "resources. Uses remaining work (oracle, as Optimus' fitted loss curve stands in for it)."),
                    { boolParam("divide_by_demand", true,
                        "Divide the gain by the task's dominant-resource demand as the original Optimus does (off: "
                        "DL2's re-implementation).") },
                    true },
        [](const Params& p) { return std::make_unique<OptimusSizing>(p.boolean("divide_by_demand")); });

    // Sharing parts: how the scenario's tenants share the cluster (docs/policies.md, "Sharing").
    r.addSharing({ PolicyKind::Sharing, "none", GANTRY_TR_NOOP("PolicyTitle", "One queue"),
                     GANTRY_TR_NOOP("PolicyDescription", "Tenants are only labels: every job waits in one queue, whatever its tenant holds."), {}, false },
        [](const Params&) { return std::unique_ptr<SharingPolicy>(); });
    using Admission = SharingRules::Admission;
    using Order = SharingRules::Order;
    auto sharing = [&r](PolicyInfo info, SharingRules rules) {
        rules.name = info.name;
        r.addSharing(std::move(info), [rules](const Params& p) {
            SharingRules set = rules;
            if (set.order == Order::FairShare) set.halfLife = p.number("half_life");
            return std::make_unique<TenantSharing>(set);
        });
    };
    sharing({ PolicyKind::Sharing, "strict-quota", GANTRY_TR_NOOP("PolicyTitle", "Strict quotas (Philly's virtual clusters)"),
                GANTRY_TR_NOOP("PolicyDescription", "A job starts only if its tenant's jobs, with it, hold no more than the tenant's quota (per GPU type "
                "where the quota is given so) and its limit: idle quota is never lent (Jeon et al., ATC'19, on "
                "Philly's per-VC quotas)."),
                {}, false },
        { .admission = Admission::Quota });
    sharing({ PolicyKind::Sharing, "borrowing", GANTRY_TR_NOOP("PolicyTitle", "Quotas with borrowing (a Kueue cohort, no reclaim)"),
                GANTRY_TR_NOOP("PolicyDescription", "Within its quota a tenant's job starts as with strict quotas; beyond it, up to the tenant's limit, "
                "if the tenant may borrow and what all tenants hold beyond their quotas fits in the quota lenders "
                "neither hold nor wait for and the GPUs in nobody's quota (counted in GPUs of any type). Borrowed "
                "GPUs come back when the borrower's jobs end: nothing is preempted to reclaim them (Kueue's "
                "borrowing without reclaimWithinCohort; kueue.sigs.k8s.io/docs/concepts/cluster_queue)."),
                {}, false },
        { .admission = Admission::Borrowing });
    sharing({ PolicyKind::Sharing, "reclaim", GANTRY_TR_NOOP("PolicyTitle", "Quotas with borrowing and reclaim (a Kueue cohort)"),
                GANTRY_TR_NOOP("PolicyDescription", "Borrowing as above, and a job within its tenant's quota that finds no room preempts borrowers' jobs "
                "(the most recently started first, only tenants beyond their quotas, only as many as it needs) and "
                "starts when their checkpoints are written: Kueue's preemption.reclaimWithinCohort: Any "
                "(kueue.sigs.k8s.io/docs/concepts/preemption). The preempted jobs pay checkpoint and restore."),
                {}, false },
        { .admission = Admission::Borrowing, .reclaim = true });
    sharing({ PolicyKind::Sharing, "capacity", GANTRY_TR_NOOP("PolicyTitle", "Capacity scheduler (YARN)"),
                GANTRY_TR_NOOP("PolicyDescription", "Hadoop YARN's CapacityScheduler: each tenant is a queue with its quota as capacity and its limit as "
                "maximum capacity; idle capacity is lent as with borrowing, and the queue using the smallest part of "
                "its capacity is served first (then the ordering part within it). No preemption, as YARN's default "
                "(hadoop.apache.org/docs/stable/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html)."),
                {}, false },
        { .admission = Admission::Borrowing, .order = Order::UsedCapacity });
    sharing({ PolicyKind::Sharing, "fair-share", GANTRY_TR_NOOP("PolicyTitle", "Fair share (Slurm multifactor)"),
                GANTRY_TR_NOOP("PolicyDescription", "Slurm's fair-share factor 2^(-U/S): U the tenant's share of all GPU-seconds used, each decayed with "
                "a half-life, S its weight's share of all weights. Tenants are served highest factor first, then the "
                "ordering part within each; quotas do not bound anyone, only limits (Slurm's GrpTRES) "
                "(slurm.schedmd.com/priority_multifactor.html, fair_tree.html)."),
                { { "half_life", ParamType::Number, 7 * 86400.0, 60, 1e9,
                    "Seconds after which past usage counts half (Slurm's PriorityDecayHalfLife, 7 days by default)." } },
                false },
        { .admission = Admission::LimitOnly, .order = Order::FairShare });
}

} // namespace

void registerBuiltinPolicies(PolicyRegistry& registry)
{
    registerOrderings(registry);
    registerPlacements(registry);
    registerSizings(registry);
    registerSlurmScheduler(registry);
}

} // namespace gantry
