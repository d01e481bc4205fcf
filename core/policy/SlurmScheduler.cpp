// Slurm's scheduler (core/policy/SlurmScheduler.h): priorities, the main loop, the backfill cycle.
#include "core/policy/SlurmScheduler.h"

#include "core/policy/PolicyRegistry.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>

namespace gantry {

namespace {

constexpr double kForever = std::numeric_limits<double>::infinity();

/// The largest GPU count of one machine: a job of more takes several nodes.
int nodeGpus(const Cluster& cluster)
{
    int most = 1;
    for (const Machine& m : cluster.machines) most = std::max(most, m.gpuCount);
    return most;
}

} // namespace

std::vector<ParamSpec> slurmSchedulerParams()
{
    return {
        { "priority", ParamType::Text, std::string("basic"), -1e300, 1e300,
            "PriorityType: basic (submit order) or multifactor (age and fair share)." },
        { "weight_age", ParamType::Number, 0.0, 0, 1e9, "PriorityWeightAge (Slurm's default 0)." },
        { "weight_fairshare", ParamType::Number, 0.0, 0, 1e9, "PriorityWeightFairshare (Slurm's default 0)." },
        { "weight_partition", ParamType::Number, 0.0, 0, 1e9,
            "PriorityWeightPartition (Slurm's default 0): weighs the job's partition's priority_job_factor over the largest." },
        { "max_age", ParamType::Number, 7.0 * 86400, 1, 1e9, "PriorityMaxAge, seconds (Slurm's default 7 days)." },
        { "decay_half_life", ParamType::Number, 7.0 * 86400, 0, 1e9,
            "PriorityDecayHalfLife, seconds (Slurm's default 7 days; 0: usage never decays)." },
        { "calc_period", ParamType::Number, 300.0, 1, 1e9, "PriorityCalcPeriod, seconds (Slurm's default 5 minutes)." },
        { "calc_offset", ParamType::Number, 0.0, 0, 1e9,
            "Seconds after time zero of a priority recalculation; the others follow every calc_period (not in "
            "slurm.conf: a Slurm twin reads it from the priorities sacct recorded)." },
        { "backfill", ParamType::Boolean, 1.0, 0, 1, "SchedulerType: sched/backfill (1, Slurm's default) or sched/builtin (0)." },
        { "batch_sched_delay", ParamType::Number, 3.0, 0, 1e9,
            "batch_sched_delay, seconds (Slurm's default 3): how long a submission may wait for the main loop." },
        { "bf_interval", ParamType::Number, 30.0, 1, 1e9, "bf_interval, seconds (Slurm's default 30)." },
        { "bf_resolution", ParamType::Number, 60.0, 1, 1e9, "bf_resolution, seconds (Slurm's default 60)." },
        { "bf_window", ParamType::Number, 86400.0, 60, 1e9, "bf_window, seconds (Slurm's default 1 day)." },
        { "bf_max_job_test", ParamType::Integer, 500.0, 1, 1e9, "bf_max_job_test (Slurm's default 500)." },
        { "clock_at_zero", ParamType::Number, 0.0, 0, 86400,
            "The cluster clock's seconds into the day (UTC) at time zero: Slurm's backfill plan keeps to whole "
            "bf_resolution steps of the clock (not in slurm.conf: a Slurm twin reads it from sacct)." },
        { "bf_cycle_offset", ParamType::Number, 0.0, 0, 1e9,
            "Seconds after time zero of the first backfill cycle; the others follow every bf_interval (not in "
            "slurm.conf: a Slurm twin reads it from sacct, where backfilled jobs start)." },
    };
}

SlurmSettings slurmSettings(const Params& p)
{
    SlurmSettings s;
    s.multifactor = p.text("priority") == "multifactor";
    s.weightAge = p.number("weight_age");
    s.weightFairshare = p.number("weight_fairshare");
    s.weightPartition = p.number("weight_partition");
    s.maxAge = p.number("max_age");
    s.halfLife = p.number("decay_half_life");
    s.calcPeriod = p.number("calc_period");
    s.calcOffset = std::fmod(p.number("calc_offset"), s.calcPeriod);
    s.backfill = p.boolean("backfill");
    s.batchSchedDelay = p.number("batch_sched_delay");
    s.bfInterval = p.number("bf_interval");
    s.bfResolution = p.number("bf_resolution");
    s.bfWindow = p.number("bf_window");
    s.bfMaxJobTest = p.integer("bf_max_job_test");
    s.bfCycleOffset = std::fmod(p.number("bf_cycle_offset"), s.bfInterval);
    s.clockAtZero = p.number("clock_at_zero");
    return s;
}

NodeShape slurmNodeShape(int gpus, int nodeGpus)
{
    if (gpus <= nodeGpus) return { 1, gpus };
    const int nodes = (gpus + nodeGpus - 1) / nodeGpus;
    return { nodes, (gpus + nodes - 1) / nodes };
}

std::vector<MachineId> bestFitNodes(const std::vector<char>& room, int count)
{
    // Runs of consecutive nodes with room: the shortest that holds `count` nodes, its first ones.
    std::size_t bestFrom = 0, bestLength = 0;
    for (std::size_t from = 0; from < room.size();) {
        if (!room[from]) {
            ++from;
            continue;
        }
        std::size_t to = from;
        while (to < room.size() && room[to]) ++to;
        const std::size_t length = to - from;
        if (length >= std::size_t(count) && (bestLength == 0 || length < bestLength)) {
            bestFrom = from;
            bestLength = length;
        }
        from = to;
    }
    std::vector<MachineId> out;
    if (bestLength > 0)
        for (std::size_t m = bestFrom; int(out.size()) < count; ++m) out.push_back(MachineId(m));
    else // no run is long enough: the lowest-numbered nodes with room
        for (std::size_t m = 0; m < room.size() && int(out.size()) < count; ++m)
            if (room[m]) out.push_back(MachineId(m));
    return out;
}

void SlurmScheduler::updateUsage(const SimulationView& view)
{
    const double now = view.now();
    m_accountUsage.resize(view.tenants().size(), 0.0);
    const double dt = now - m_lastUsageUpdate;
    if (dt > 0) {
        // Decay first, then what the running jobs used since the last update (priority/multifactor's
        // decay thread does the same every PriorityCalcPeriod).
        const double decay = m_settings.halfLife > 0 ? std::pow(0.5, dt / m_settings.halfLife) : 1.0;
        for (double& u : m_accountUsage) u *= decay;
        for (auto& [key, u] : m_userUsage) u *= decay;
        for (JobIndex j : view.running()) {
            const JobSpec& spec = view.spec(j);
            const double since = std::max(m_lastUsageUpdate, view.state(j).lastStart);
            const double used = double(view.state(j).placement.gpus.size()) * std::max(0.0, now - since);
            if (spec.tenant >= 0 && std::size_t(spec.tenant) < m_accountUsage.size()) m_accountUsage[std::size_t(spec.tenant)] += used;
            m_userUsage[{ spec.tenant, spec.user.str() }] += used;
        }
    }
    m_lastUsageUpdate = now;
}

std::vector<std::vector<double>> fairTreeFactors(const std::vector<FairTreeAccount>& accounts)
{
    // root's own user association is a sibling of the accounts, with a share of 1 and no usage.
    double shares = 1, used = 0;
    for (const FairTreeAccount& a : accounts) {
        shares += std::max(0.0, a.shares);
        used += a.usage;
    }
    auto levelFs = [](double share, double usage) { return usage > 0 ? share / usage : kForever; };
    struct UserRow {
        double accountFs, userFs;
        std::size_t account, user;
    };
    std::vector<UserRow> rows;
    for (std::size_t a = 0; a < accounts.size(); ++a) {
        const FairTreeAccount& account = accounts[a];
        const double accountFs = account.shares > 0 ? levelFs(account.shares / shares, used > 0 ? account.usage / used : 0) : 0.0;
        for (std::size_t u = 0; u < account.userUsage.size(); ++u)
            rows.push_back({ accountFs,
                levelFs(1.0 / double(account.userUsage.size()), account.usage > 0 ? account.userUsage[u] / account.usage : 0), a, u });
    }
    std::stable_sort(rows.begin(), rows.end(), [](const UserRow& a, const UserRow& b) {
        return a.accountFs != b.accountFs ? a.accountFs > b.accountFs : a.userFs > b.userFs;
    });
    std::vector<std::vector<double>> factor(accounts.size());
    for (std::size_t a = 0; a < accounts.size(); ++a) factor[a].resize(accounts[a].userUsage.size());
    // Ranked as fair_tree.c's _calc_tree_fs ranks: from the number of users down, a user tied with the
    // one before keeping its rank. First comes root's own user (no usage: level fs infinite, and a
    // user before an account it ties with); an account tied with the sibling before it (an account
    // without usage, tied with root's user) starts its users tied with the user before; accounts tied
    // with each other are merged, their users ranked together by their own level fs.
    const double n = double(rows.size()) + 1;
    double rank = n;
    double previousAccountFs = kForever; // root's own user's
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const bool firstOfAccount = i == 0 || rows[i].accountFs != rows[i - 1].accountFs;
        const bool tied = firstOfAccount ? rows[i].accountFs == previousAccountFs : rows[i].userFs == rows[i - 1].userFs;
        if (!tied) rank = n - 1 - double(i); // the users ranked before it, root's own user included
        factor[rows[i].account][rows[i].user] = rank / n;
        previousAccountFs = rows[i].accountFs;
    }
    return factor;
}

std::map<std::pair<int, std::string>, double> SlurmScheduler::fairShareFactors(const SimulationView& view) const
{
    const std::vector<Tenant>& tenants = view.tenants();
    std::vector<FairTreeAccount> accounts;
    for (const auto& [tenant, users] : m_usersOf) {
        const bool known = tenant >= 0 && std::size_t(tenant) < tenants.size();
        FairTreeAccount& a = accounts.emplace_back();
        a.shares = known ? tenants[std::size_t(tenant)].weight : 0.0; // a job of no tenant: no association, ranked last
        a.usage = known ? m_accountUsage[std::size_t(tenant)] : 0.0;
        for (const std::string& user : users) {
            const auto it = m_userUsage.find({ tenant, user });
            a.userUsage.push_back(it == m_userUsage.end() ? 0.0 : it->second);
        }
    }
    const std::vector<std::vector<double>> factors = fairTreeFactors(accounts);
    std::map<std::pair<int, std::string>, double> factor;
    std::size_t a = 0;
    for (const auto& [tenant, users] : m_usersOf) {
        for (std::size_t u = 0; u < users.size(); ++u) factor[{ tenant, users[u] }] = factors[a][u];
        ++a;
    }
    return factor;
}

void SlurmScheduler::readJobs(const SimulationView& view)
{
    // Each job's partition: its tier (a higher tier goes first, whatever the priorities) and its job
    // factor over the largest, weighted (priority/multifactor's partition factor).
    const std::vector<Partition>& partitions = view.cluster().partitions;
    double mostFactor = 0;
    for (const Partition& p : partitions) mostFactor = std::max(mostFactor, p.priorityJobFactor);
    for (JobIndex j = 0; j < view.jobCount(); ++j) {
        m_submitted.push_back(view.spec(j).submitTime);
        const int p = view.cluster().partitionFor(view.spec(j).partition);
        m_partitionOf.push_back(p);
        m_tier.push_back(p >= 0 ? partitions[std::size_t(p)].priorityTier : 1);
        m_partitionPart.push_back(p >= 0 && mostFactor > 0 ? m_settings.weightPartition * partitions[std::size_t(p)].priorityJobFactor / mostFactor : 0.0);
    }
}

/// The queue in Slurm's order: partition tier, then priority, highest first, then submit order.
/// priority/basic is submit order; priority/multifactor's priorities are recomputed every calc period
/// and set at submission.
std::vector<JobIndex> SlurmScheduler::priorityOrder(const SimulationView& view)
{
    if (m_submitted.empty()) readJobs(view);
    const double now = view.now();
    m_priority.resize(std::size_t(view.jobCount()), 0.0);
    m_agePart.resize(std::size_t(view.jobCount()), 0.0);
    m_fairSharePart.resize(std::size_t(view.jobCount()), 0.0);
    m_priced.resize(std::size_t(view.jobCount()), 0);
    const std::span<const JobIndex> queue = view.queue();
    bool repriced = false; // priorities of queued jobs changed: the order is sorted afresh
    if (m_settings.multifactor) {
        const bool recalc = now >= m_nextCalc;
        bool anyNew = false;
        for (JobIndex j : queue) anyNew = anyNew || !m_priced[std::size_t(j)];
        if (recalc || anyNew) {
            if (recalc) {
                updateUsage(view);
                const double offset = m_settings.calcOffset;
                m_nextCalc = (std::floor((now - offset) / m_settings.calcPeriod) + 1) * m_settings.calcPeriod + offset;
            }
            if (m_usersOf.empty())
                for (JobIndex j = 0; j < view.jobCount(); ++j) {
                    auto& users = m_usersOf[view.spec(j).tenant];
                    if (std::find(users.begin(), users.end(), view.spec(j).user.str()) == users.end()) users.push_back(view.spec(j).user.str());
                }
            const std::map<std::pair<int, std::string>, double> fs = fairShareFactors(view);
            for (JobIndex j : queue) {
                if (!recalc && m_priced[std::size_t(j)]) continue;
                const double age = std::min(1.0, std::max(0.0, now - view.spec(j).submitTime) / m_settings.maxAge);
                // Slurm keeps priorities as whole numbers.
                const auto f = fs.find({ view.spec(j).tenant, view.spec(j).user.str() });
                m_agePart[std::size_t(j)] = m_settings.weightAge * age;
                m_fairSharePart[std::size_t(j)] = m_settings.weightFairshare * (f == fs.end() ? 0.0 : f->second);
                m_priority[std::size_t(j)] = std::floor(m_agePart[std::size_t(j)] + m_fairSharePart[std::size_t(j)] + m_partitionPart[std::size_t(j)]);
                m_priced[std::size_t(j)] = 1;
            }
            repriced = recalc;
        }
    }
    // The order (priority, then submission, then index: a total order) is kept from call to call: between
    // calculations only jobs arriving and leaving change it, so those are merged in and dropped rather
    // than the queue sorted at every event.
    auto before = [&](JobIndex a, JobIndex b) {
        if (m_tier[std::size_t(a)] != m_tier[std::size_t(b)]) return m_tier[std::size_t(a)] > m_tier[std::size_t(b)];
        const double pa = m_priority[std::size_t(a)], pb = m_priority[std::size_t(b)];
        if (pa != pb) return pa > pb;
        return m_submitted[std::size_t(a)] != m_submitted[std::size_t(b)] ? m_submitted[std::size_t(a)] < m_submitted[std::size_t(b)] : a < b;
    };
    m_queuedAt.resize(std::size_t(view.jobCount()), 0);
    m_inOrder.resize(std::size_t(view.jobCount()), 0);
    ++m_orderStamp;
    for (JobIndex j : queue) m_queuedAt[std::size_t(j)] = m_orderStamp;
    std::erase_if(m_order, [&](JobIndex j) {
        const bool gone = m_queuedAt[std::size_t(j)] != m_orderStamp;
        if (gone) m_inOrder[std::size_t(j)] = 0;
        return gone;
    });
    if (repriced) std::sort(m_order.begin(), m_order.end(), before);
    for (JobIndex j : queue)
        if (!m_inOrder[std::size_t(j)]) {
            m_order.insert(std::upper_bound(m_order.begin(), m_order.end(), j, before), j);
            m_inOrder[std::size_t(j)] = 1;
        }
    return m_order;
}

bool SlurmScheduler::startOn(const SimulationView& view, DecisionSink& sink, JobIndex job, std::vector<MachineId> nodes, const std::string& part,
    const BackfillSlot* backfilled, const std::vector<char>* closed)
{
    const Cluster& cluster = view.cluster();
    const NodeShape shape = slurmNodeShape(view.spec(job).gpus, nodeGpus(cluster));
    const std::span<const int> free = view.freeGpusByMachine();
    const std::span<const char> up = view.machinesUp();
    if (nodes.empty()) {
        const MachineFilter filter = cluster.filterFor(view.spec(job).gpuType, view.spec(job).partition);
        std::vector<char>& room = m_roomScratch;
        room.assign(std::size_t(cluster.machineCount()), 0);
        for (MachineId m = 0; m < cluster.machineCount(); ++m)
            room[std::size_t(m)] = up[std::size_t(m)] && free[std::size_t(m)] >= shape.gpusPerNode && filter.passes(cluster.machines, m)
                && !(closed && (*closed)[std::size_t(m)]);
        nodes = bestFitNodes(room, shape.nodes);
    }
    if (int(nodes.size()) < shape.nodes) return false;
    Placement p;
    for (MachineId m : nodes) {
        if (free[std::size_t(m)] < shape.gpusPerNode) return false;
        int taken = 0;
        const GpuId first = cluster.firstGpu(m), last = first + cluster.machines[std::size_t(m)].gpuCount;
        for (GpuId g = first; taken < shape.gpusPerNode && g < last; ++g)
            if (view.gpuFree(g)) {
                p.gpus.push_back(g);
                ++taken;
            }
    }
    Explanation why;
    why.part = part;
    why.scoreName = GANTRY_TR_NOOP("ScoreName", "priority (higher first)");
    why.add({ CandidateKind::Job, job, m_priority[std::size_t(job)], {} });
    if (m_settings.multifactor) {
        why.add({ CandidateKind::Action, 0, m_agePart[std::size_t(job)], GANTRY_TR_NOOP("CandidateNote", "age factor × weight") });
        why.add({ CandidateKind::Action, 1, m_fairSharePart[std::size_t(job)],
            GANTRY_TR_NOOP("CandidateNote", "fair share × weight") });
        if (m_settings.weightPartition > 0)
            why.add({ CandidateKind::Action, 2, m_partitionPart[std::size_t(job)], GANTRY_TR_NOOP("CandidateNote", "partition × weight") });
    }
    if (backfilled && backfilled->keeps >= 0)
        why.add({ CandidateKind::Job, backfilled->keeps, backfilled->keepsStart - view.now(),
            GANTRY_TR_NOOP("CandidateNote", "reservation in (s)") });
    return sink.start(job, std::move(p), why);
}

void SlurmScheduler::backfill(const SimulationView& view, DecisionSink& sink, const std::vector<JobIndex>& order)
{
    const Cluster& cluster = view.cluster();
    const double now = view.now();
    // No plan when no pending job could start now on any node: the plan's starts would be none.
    const std::span<const int> freeByNode = view.freeGpusByMachine();
    const std::span<const char> upByNode = view.machinesUp();
    int mostFree = 0;
    for (std::size_t m = 0; m < freeByNode.size(); ++m)
        if (upByNode[m]) mostFree = std::max(mostFree, freeByNode[m]);
    const int nodeGpusMost = nodeGpus(cluster);
    if (std::none_of(order.begin(), order.end(), [&](JobIndex j) { return slurmNodeShape(view.spec(j).gpus, nodeGpusMost).gpusPerNode <= mostFree; }))
        return;
    // The plan's inputs, in buffers kept from cycle to cycle (a replay runs tens of thousands of cycles).
    std::vector<BackfillMachine>& machines = m_planMachines;
    std::vector<BackfillHold>& held = m_planHeld;
    std::vector<BackfillJob>& pending = m_planPending;
    machines.clear();
    held.clear();
    pending.clear();
    const std::span<const char> up = view.machinesUp();
    for (MachineId m = 0; m < cluster.machineCount(); ++m) machines.push_back({ cluster.machines[std::size_t(m)].gpuCount, up[std::size_t(m)] != 0 });
    std::vector<int> running(machines.size(), 0); // GPUs the running jobs hold on each node
    std::vector<MachineId> nodesOfJob;
    // By expected end, as the planner takes them away (a job past its limit is expected to end now).
    for (const auto& [limitEnd, j] : runningByLimitEnd(view)) {
        const JobState& st = view.state(j);
        const double end = std::max(now, limitEnd);
        nodesOfJob.clear();
        for (GpuId g : st.placement.gpus) nodesOfJob.push_back(cluster.machineOf(g));
        std::sort(nodesOfJob.begin(), nodesOfJob.end());
        for (std::size_t i = 0; i < nodesOfJob.size();) {
            std::size_t k = i;
            while (k < nodesOfJob.size() && nodesOfJob[k] == nodesOfJob[i]) ++k;
            held.push_back({ nodesOfJob[i], int(k - i), end });
            running[std::size_t(nodesOfJob[i])] += int(k - i);
            i = k;
        }
    }
    // GPUs of failed machines, or held otherwise (checkpointing), count as held until further notice.
    const std::span<const int> free = view.freeGpusByMachine();
    for (std::size_t m = 0; m < machines.size(); ++m)
        if (const int other = machines[m].gpus - free[m] - running[m]; other > 0) held.push_back({ MachineId(m), other, kForever });
    for (JobIndex j : order)
        pending.push_back({ j, view.spec(j).gpus, view.spec(j).timeLimit, allowedNodes(cluster, view.spec(j)), limitedTenant(view, j) });
    for (const BackfillSlot& slot : planBackfill(machines, held, pending, now, m_settings, true, accountRoom(view)))
        if (slot.start <= now) startOn(view, sink, slot.job, slot.nodes, "slurm:backfill", &slot);
}

const std::vector<std::pair<double, JobIndex>>& SlurmScheduler::runningByLimitEnd(const SimulationView& view)
{
    // Kept from cycle to cycle: between two cycles a few jobs start and end, out of hundreds running.
    auto limitEnd = [&](JobIndex j) { return view.spec(j).timeLimit > 0 ? view.state(j).lastStart + view.spec(j).timeLimit : kForever; };
    m_listedByEnd.resize(std::size_t(view.jobCount()), 0);
    m_isRunning.resize(std::size_t(view.jobCount()), 0);
    for (JobIndex j : view.running()) m_isRunning[std::size_t(j)] = 1;
    std::erase_if(m_runningByLimitEnd, [&](const std::pair<double, JobIndex>& e) {
        const bool gone = !m_isRunning[std::size_t(e.second)] || limitEnd(e.second) != e.first; // ended, or started anew
        if (gone) m_listedByEnd[std::size_t(e.second)] = 0;
        return gone;
    });
    const std::size_t kept = m_runningByLimitEnd.size();
    for (JobIndex j : view.running()) {
        m_isRunning[std::size_t(j)] = 0;
        if (!m_listedByEnd[std::size_t(j)]) {
            m_runningByLimitEnd.push_back({ limitEnd(j), j });
            m_listedByEnd[std::size_t(j)] = 1;
        }
    }
    std::sort(m_runningByLimitEnd.begin() + std::ptrdiff_t(kept), m_runningByLimitEnd.end());
    std::inplace_merge(m_runningByLimitEnd.begin(), m_runningByLimitEnd.begin() + std::ptrdiff_t(kept), m_runningByLimitEnd.end());
    return m_runningByLimitEnd;
}

int SlurmScheduler::limitedTenant(const SimulationView& view, JobIndex job)
{
    const int t = view.spec(job).tenant;
    return t >= 0 && std::size_t(t) < view.tenants().size() && view.tenants()[std::size_t(t)].limitGpus >= 0 ? t : -1;
}

std::vector<int> SlurmScheduler::accountRoom(const SimulationView& view)
{
    // An account's GrpTRES=gres/gpu=N (the tenant's limit): N less what its running jobs hold.
    const std::vector<Tenant>& tenants = view.tenants();
    std::vector<int> room(tenants.size(), std::numeric_limits<int>::max());
    for (std::size_t t = 0; t < tenants.size(); ++t)
        if (tenants[t].limitGpus >= 0) room[t] = tenants[t].limitGpus;
    for (JobIndex j : view.running())
        if (const int t = limitedTenant(view, j); t >= 0) room[std::size_t(t)] -= int(view.state(j).placement.gpus.size());
    return room;
}

const std::vector<char>* SlurmScheduler::allowedNodes(const Cluster& cluster, const JobSpec& spec)
{
    const auto key = std::make_tuple(spec.gpuType.str(), spec.partition.str(), cluster.machineCount());
    if (const auto it = m_allowedOf.find(key); it != m_allowedOf.end()) return it->second ? &*it->second : nullptr;
    const MachineFilter filter = cluster.filterFor(spec.gpuType, spec.partition);
    std::vector<char> mask(std::size_t(cluster.machineCount()), 0);
    for (MachineId m = 0; m < cluster.machineCount(); ++m) mask[std::size_t(m)] = filter.passes(cluster.machines, m) ? 1 : 0;
    std::optional<std::vector<char>>& kept = m_allowedOf[key];
    if (std::find(mask.begin(), mask.end(), 0) != mask.end()) kept = std::move(mask);
    return kept ? &*kept : nullptr;
}

std::uint64_t SlurmScheduler::backfillInputs(const SimulationView& view, const std::vector<JobIndex>& pending)
{
    std::uint64_t hash = 1469598103934665603ULL; // FNV-1a over the values
    auto mix = [&](std::uint64_t v) {
        hash ^= v;
        hash *= 1099511628211ULL;
    };
    for (JobIndex j : pending) mix(std::uint64_t(j));
    mix(~0ULL);
    for (JobIndex j : view.running()) mix(std::uint64_t(j));
    mix(~0ULL);
    for (int f : view.freeGpusByMachine()) mix(std::uint64_t(f));
    for (char u : view.machinesUp()) mix(std::uint64_t(u));
    return hash;
}

std::string SlurmScheduler::neverStarts(const SimulationView& view, JobIndex job) const
{
    // A job no set of nodes can hold would block the main loop's queue for good; Slurm refuses it at
    // submission ("Requested node configuration is not available").
    const Cluster& cluster = view.cluster();
    if (const int t = limitedTenant(view, job); t >= 0 && view.spec(job).gpus > view.tenants()[std::size_t(t)].limitGpus)
        return fillIn(translate("Error", "needs %1 GPUs; its account '%2' may hold at most %3 (GrpTRES)"),
            { std::to_string(view.spec(job).gpus), view.tenants()[std::size_t(t)].name, std::to_string(view.tenants()[std::size_t(t)].limitGpus) });
    const NodeShape shape = slurmNodeShape(view.spec(job).gpus, nodeGpus(cluster));
    const MachineFilter filter = cluster.filterFor(view.spec(job).gpuType, view.spec(job).partition);
    int nodes = 0;
    for (MachineId m = 0; m < cluster.machineCount(); ++m)
        nodes += cluster.machines[std::size_t(m)].gpuCount >= shape.gpusPerNode && filter.passes(cluster.machines, m) ? 1 : 0;
    if (nodes >= shape.nodes) return {};
    return fillIn(translate("Error", "needs %1 nodes of %2 GPUs; the cluster has %3 such nodes"),
        { std::to_string(shape.nodes), std::to_string(shape.gpusPerNode), std::to_string(nodes) });
}

void SlurmScheduler::schedule(const SimulationView& view, DecisionSink& sink)
{
    const double now = view.now();
    // When the main loop runs (slurmctld's controller.c and agent.c): a submission or a job's end only
    // queues a pass (queue_job_scheduler); the background thread, looking about once a second, runs it
    // once batch_sched_delay has passed since its own last pass. A submission's pass comes at the next
    // second at the soonest, an end's in the end's own second. (An end whose epilog completion arrives
    // as a message of its own runs the loop at once: one end in 32 in the lab's logs, docs/slurm-lab.md.)
    m_inOrder.resize(std::size_t(view.jobCount()), 0);
    const bool submitted = std::any_of(view.queue().begin(), view.queue().end(), [&](JobIndex j) { return !m_inOrder[std::size_t(j)]; });
    const bool ended = view.running().size() < m_runningAfter;
    auto queuePass = [&](double soonest) {
        const double at = std::max(soonest, m_lastPass + m_settings.batchSchedDelay);
        m_queuedPass = m_queuedPass < 0 ? at : std::min(m_queuedPass, at);
    };
    if (submitted) queuePass(std::floor(now + 1e-9) + 1);
    if (ended) queuePass(now);
    const bool pass = m_queuedPass >= 0 && now >= m_queuedPass - 1e-9;
    if (pass) {
        m_lastPass = now;
        m_queuedPass = -1;
    }
    const std::vector<JobIndex> order = priorityOrder(view);
    // The main loop: in priority order; the first job that does not fit blocks its partition and its
    // partition's nodes, for every partition, for the rest of the pass (job_scheduler.c: "do not schedule
    // more jobs in this partition or on nodes in this partition"); the pass ends when no node is left.
    std::vector<int> blocked; // the partitions (Cluster::partitionFor) of jobs that did not fit this pass
    std::vector<char> closed; // per node, 1 once a blocked partition holds it
    std::size_t closedCount = 0;
    std::vector<int> room;    // per account with a GPU limit, what it may still take (accountRoom)
    if (pass || m_settings.batchSchedDelay <= 0)
        for (JobIndex j : order) {
            // A job its account's limit holds back is passed over; it blocks nothing (Slurm's acct_policy).
            const int account = limitedTenant(view, j);
            if (account >= 0) {
                if (room.empty()) room = accountRoom(view);
                if (room[std::size_t(account)] < view.spec(j).gpus) continue;
            }
            const int partition = m_partitionOf[std::size_t(j)];
            if (std::find(blocked.begin(), blocked.end(), partition) != blocked.end()) continue;
            // A pass for submissions sees the jobs submitted before it, not one submitted that second
            // (sacct's whole seconds: on the recordings such a job waits for the next pass).
            if (!ended && pass && view.spec(j).submitTime >= now - 1e-9) {
                m_queuedPass = m_lastPass + m_settings.batchSchedDelay;
                continue;
            }
            if (startOn(view, sink, j, {}, "slurm:main", nullptr, closed.empty() ? nullptr : &closed)) {
                if (account >= 0) room[std::size_t(account)] -= view.spec(j).gpus;
            } else {
                blocked.push_back(partition);
                if (partition < 0) break; // one partition of every node
                closed.resize(std::size_t(view.cluster().machineCount()), 0);
                for (MachineId m : view.cluster().partitions[std::size_t(partition)].machines)
                    if (!closed[std::size_t(m)]) closed[std::size_t(m)] = 1, ++closedCount;
                if (closedCount == closed.size()) break;
            }
        }
    // Cycles keep to one grid, bf_interval apart from bf_cycle_offset: between cycles Slurm's backfill
    // thread sleeps a whole bf_interval, so a queue that was empty at a cycle's time waits for the next.
    // (A real slurmctld's grid shifts when its queue stays idle; under load it holds for hours, as the
    // recordings show: their backfilled jobs start at one phase of the half-minute.)
    if (m_settings.backfill && now > m_nextBackfill + 1e-9)
        m_nextBackfill += m_settings.bfInterval * std::ceil((now - m_nextBackfill - 1e-9) / m_settings.bfInterval);
    if (m_settings.backfill && now >= m_nextBackfill - 1e-9) {
        // Like sched/backfill, skip the cycle when nothing it plans from changed since the last one (no
        // job started, ended or arrived, no node changed, the same priority order): it would find the
        // same plan. Slurm checks the same before each cycle (backfill.c, _more_work).
        const std::vector<JobIndex> pending = priorityOrder(view);
        const std::uint64_t inputs = backfillInputs(view, pending);
        if (inputs != m_lastBackfillInputs) backfill(view, sink, pending);
        m_lastBackfillInputs = inputs;
        m_nextBackfill += m_settings.bfInterval;
    }
    if (m_settings.backfill && !view.queue().empty()) {
        Explanation why;
        why.part = "slurm:backfill";
        sink.wakeAt(m_nextBackfill, why);
    }
    if (m_queuedPass >= 0) {
        Explanation why;
        why.part = "slurm:main";
        sink.wakeAt(m_queuedPass, why);
    }
    m_runningAfter = view.running().size();
    if (m_settings.multifactor && !view.queue().empty()) {
        Explanation why;
        why.part = "slurm:priority";
        sink.wakeAt(m_nextCalc, why);
    }
}

void registerSlurmScheduler(PolicyRegistry& registry)
{
    registry.addScheduler({ PolicyKind::Scheduler, "slurm", GANTRY_TR_NOOP("PolicyTitle", "Slurm (main loop and backfill)"),
                              GANTRY_TR_NOOP("PolicyDescription",
                                  "Slurm 22.05's scheduler: priority/basic or priority/multifactor (age, Fair Tree fair share with "
                                  "decayed usage), the main loop that stops at the first job that does not fit, and sched/backfill's "
                                  "cycle with reservations from the running jobs' time limits (slurm.conf(5), sched_config)."),
                              slurmSchedulerParams(), false },
        [](const Params& params, const Scenario&) -> Result<std::unique_ptr<Scheduler>> {
            const std::string priority = params.text("priority");
            if (priority != "basic" && priority != "multifactor")
                return Error { ErrorCode::BadValue,
                    fillIn(translate("Error", "is '%1'; Slurm's priority plugins here are basic and multifactor"), { priority }),
                    { "", 0, 0, "policy.scheduler.priority" } };
            return std::unique_ptr<Scheduler>(std::make_unique<SlurmScheduler>(slurmSettings(params)));
        });
}

} // namespace gantry
