// Slurm 22.05's backfill plan (SlurmScheduler.h, planBackfill), step for step as sched/backfill
// (backfill.c, _attempt_backfill) and select/cons_tres' will-run test (cons_common/job_test.c,
// _will_run_test) make it.
#include "core/policy/SlurmScheduler.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <cstdint>
#include <unordered_map>

namespace gantry {

namespace {

constexpr double kForever = std::numeric_limits<double>::infinity();

/// A reservation in backfill's node map: its nodes are out of bounds, whole, for every later job whose
/// run would overlap [from, to).
struct NodeReservation {
    std::vector<MachineId> nodes;
    double from = 0, to = 0;
};

/// One running job's hold on one node, by the job's expected end.
struct RunningHold {
    MachineId machine = 0;
    int gpus = 0;
    double end = 0;
};

/// What the jobs from the i-th of a queue on need to start now, by GPUs a node g (1 to the most a node
/// has): whether a one-node job wants at most g and the shortest limit among those; for jobs of several
/// nodes wanting g on each, the shortest limit and the fewest nodes (together a bound: a queue's shapes
/// are few). A limit of none counts as forever. One table, row i for the jobs from the i-th on.
class LaterNeeds {
public:
    LaterNeeds(const std::vector<BackfillJob>& pending, int nodeGpus)
        : m_width(std::size_t(nodeGpus) + 1), m_anyOne((pending.size() + 1) * m_width, 0),
          m_shortestOne(m_anyOne.size(), kForever), m_fewestNodes(m_anyOne.size(), 0), m_shortestSeveral(m_anyOne.size(), kForever),
          m_unbounded(pending.size() + 1, 0)
    {
        for (std::size_t i = pending.size(); i-- > 0;) {
            const std::size_t row = i * m_width, next = row + m_width;
            std::copy_n(m_anyOne.begin() + std::ptrdiff_t(next), m_width, m_anyOne.begin() + std::ptrdiff_t(row));
            std::copy_n(m_shortestOne.begin() + std::ptrdiff_t(next), m_width, m_shortestOne.begin() + std::ptrdiff_t(row));
            std::copy_n(m_fewestNodes.begin() + std::ptrdiff_t(next), m_width, m_fewestNodes.begin() + std::ptrdiff_t(row));
            std::copy_n(m_shortestSeveral.begin() + std::ptrdiff_t(next), m_width, m_shortestSeveral.begin() + std::ptrdiff_t(row));
            m_unbounded[i] = m_unbounded[i + 1];
            const NodeShape shape = slurmNodeShape(pending[i].gpus, nodeGpus);
            const double run = pending[i].limit > 0 ? pending[i].limit : kForever;
            if (shape.gpusPerNode <= 0 || std::size_t(shape.gpusPerNode) >= m_width) // fits anywhere, or nowhere: no bound
                m_unbounded[i] = 1;
            else if (shape.nodes == 1)
                for (std::size_t g = std::size_t(shape.gpusPerNode); g < m_width; ++g) {
                    m_anyOne[row + g] = 1;
                    m_shortestOne[row + g] = std::min(m_shortestOne[row + g], run);
                }
            else {
                const std::size_t at = row + std::size_t(shape.gpusPerNode);
                m_fewestNodes[at] = m_fewestNodes[at] == 0 ? shape.nodes : std::min(m_fewestNodes[at], shape.nodes);
                m_shortestSeveral[at] = std::min(m_shortestSeveral[at], run);
            }
        }
    }

    std::size_t width() const { return m_width; }
    bool unbounded(std::size_t i) const { return m_unbounded[i]; } ///< a job these do not describe: it may always start
    bool anyOne(std::size_t i, std::size_t g) const { return m_anyOne[i * m_width + g]; }
    double shortestOne(std::size_t i, std::size_t g) const { return m_shortestOne[i * m_width + g]; }
    int fewestNodes(std::size_t i, std::size_t g) const { return m_fewestNodes[i * m_width + g]; } ///< 0: none
    double shortestSeveral(std::size_t i, std::size_t g) const { return m_shortestSeveral[i * m_width + g]; }

private:
    std::size_t m_width;
    std::vector<char> m_anyOne;
    std::vector<double> m_shortestOne;
    std::vector<int> m_fewestNodes;
    std::vector<double> m_shortestSeveral;
    std::vector<char> m_unbounded;
};

class Planner {
public:
    Planner(const std::vector<BackfillMachine>& machines, const std::vector<BackfillHold>& held, double now, const SlurmSettings& settings)
        : m_machines(machines), m_now(now), m_settings(settings), m_free(machines.size(), 0)
    {
        for (const BackfillMachine& m : machines) m_nodeGpus = std::max(m_nodeGpus, m.gpus);
        for (std::size_t m = 0; m < machines.size(); ++m) m_free[m] = machines[m].up ? machines[m].gpus : 0;
        for (const BackfillMachine& m : machines) m_up.push_back(m.up ? 1 : 0);
        for (std::size_t m = 0; m < machines.size(); ++m) m_nodeKey.push_back(nodeKey(MachineId(m)));
        m_upCount = int(std::count(m_up.begin(), m_up.end(), 1));
        m_running.reserve(held.size() + 16);
        for (const BackfillHold& h : held) {
            m_free[std::size_t(h.machine)] -= h.gpus;
            m_running.push_back({ h.machine, h.gpus, h.end });
        }
        // Their order among equal ends does not matter: willRun takes them away together. (A scheduler
        // that keeps its running jobs by end passes them sorted.)
        auto byEnd = [](const RunningHold& a, const RunningHold& b) { return a.end < b.end; };
        if (!std::is_sorted(m_running.begin(), m_running.end(), byEnd)) std::sort(m_running.begin(), m_running.end(), byEnd);
        m_firstReserved.assign(machines.size(), kForever);
    }

    int nodeGpus() const { return m_nodeGpus; }

    /// Whether one of the jobs from the i-th on could still start now: only on nodes with room for it now
    /// that no reservation holds during its run [now, now + limit]. Both only shrink as the plan goes on.
    bool someCouldStartNow(const LaterNeeds& needs, std::size_t i)
    {
        if (needs.unbounded(i)) return true;
        // Usable by a run of `limit`: no reservation on the node, or the first starts after the run.
        auto clearFor = [&](std::size_t m, double limit) { return m_firstReserved[m] == kForever || m_firstReserved[m] > m_now + limit; };
        std::vector<int>& several = m_scratchSeveral; // per GPUs a node, nodes clear for the shortest job of several
        several.assign(needs.width(), 0);
        for (std::size_t m = 0; m < m_free.size(); ++m) {
            const std::size_t g = std::size_t(std::min(m_free[m], int(needs.width()) - 1));
            if (m_free[m] <= 0) continue;
            if (needs.anyOne(i, g) && clearFor(m, needs.shortestOne(i, g))) return true;
            for (std::size_t k = 1; k <= g; ++k)
                several[k] += needs.fewestNodes(i, k) > 0 && clearFor(m, needs.shortestSeveral(i, k));
        }
        for (std::size_t k = 1; k < several.size(); ++k)
            if (needs.fewestNodes(i, k) > 0 && several[k] >= needs.fewestNodes(i, k)) return true;
        return false;
    }

    /// The job's slot, or none: backfill.c's loop for one job (TRY_LATER included).
    std::optional<BackfillSlot> plan(const BackfillJob& job)
    {
        const NodeShape shape = slurmNodeShape(job.gpus, m_nodeGpus);
        if (std::size_t(shape.nodes) > m_machines.size()) return std::nullopt;
        double startRes = m_now;
        ReservationSweep& sweep = m_sweep;
        sweep.restart();
        const std::pair<double, std::vector<MachineId>>* answer = nullptr; // willRun's, for sweep.changes
        long answered = -1;
        for (int tries = 0; tries < 1000; ++tries) {
            const double end = job.limit > 0 ? startRes + job.limit : kForever;
            // The nodes no reservation overlapping [startRes, end] holds; and the soonest time a
            // reservation holding one of the others ends (when more nodes may do: later_start).
            sweep.advanceTo(startRes, end);
            const double laterStart = sweep.soonestEnd(m_now + m_settings.bfWindow);
            // Of those, the nodes of the job's partition; keyed, for will-run's answers, by all it may not use.
            if (job.allowed && answered != sweep.changes) { // (the same nodes as the last try: as it found)
                m_allowed = { sweep.avail, sweep.availCount, sweep.availKey };
                for (std::size_t m = 0; m < m_allowed.avail.size(); ++m)
                    if (m_allowed.avail[m] && !(*job.allowed)[m]) {
                        m_allowed.avail[m] = 0;
                        --m_allowed.count;
                        m_allowed.key ^= m_nodeKey[m];
                    }
            }
            const std::vector<char>& avail = job.allowed ? m_allowed.avail : sweep.avail;
            const int availCount = job.allowed ? m_allowed.count : sweep.availCount;
            const std::uint64_t availKey = job.allowed ? m_allowed.key : sweep.availKey;
            if (availCount < shape.nodes) {
                if (laterStart > startRes) {
                    startRes = laterStart;
                    continue;
                }
                return std::nullopt;
            }
            if (answered != sweep.changes) answer = &cachedWillRun(shape, avail, availKey); // most tries: the nodes of the last
            answered = sweep.changes;
            const auto& [willStart, nodes] = *answer;
            if (nodes.empty()) return std::nullopt;
            const double start = std::max(willStart, startRes);
            if (start <= m_now) {
                std::vector<MachineId> chosen = nodes; // hold() forgets the will-run answers
                for (MachineId m : chosen) hold({ m, shape.gpusPerNode, job.limit > 0 ? m_now + job.limit : kForever });
                return BackfillSlot { job.job, m_now, std::move(chosen), -1, 0 };
            }
            if (laterStart > startRes && start > laterStart) { // try again when those nodes are free
                startRes = laterStart;
                continue;
            }
            if (start > m_now + m_settings.bfWindow) return std::nullopt;
            // Those nodes may be reserved later in its run than the window looked at: try again after.
            // (backfill.c: _test_resv_overlap, then TRY_LATER from the will-run's start, where the window
            // of reservations to keep clear of reaches them).
            const double runEnd = job.limit > 0 ? start + job.limit : kForever;
            if (overlapsReservation(nodes, start, runEnd)) {
                startRes = std::max(start, startRes + 1);
                continue;
            }
            reserve({ nodes, floorToResolution(start), job.limit > 0 ? floorToResolution(runEnd) : kForever });
            return BackfillSlot { job.job, start, nodes, -1, 0 };
        }
        return std::nullopt;
    }

private:
    /// The reservations overlapping a job's run [startRes, end] as both move forward through one
    /// job's tries (backfill.c rescans its node map each try; the set only grows at the front and
    /// shrinks at the back, so the sweep keeps it): the nodes they leave, and when the first ends.
    /// A reservation joins when its start reaches the run's end (by start, m_byFrom) and leaves when
    /// its end reaches the run's start (by end, m_byTo): one ends no sooner than it starts, so it has
    /// always joined by then.
    class ReservationSweep {
    public:
        explicit ReservationSweep(Planner& planner) : m_planner(planner) { }

        /// For a new job: no reservation in its run yet (the buffers kept, to spare allocations).
        void restart()
        {
            avail = m_planner.m_up;
            availCount = m_planner.m_upCount;
            availKey = 0;
            changes = 0;
            m_heldBy.assign(avail.size(), 0);
            m_joined = m_left = 0;
            m_end = 0;
        }

        void advanceTo(double startRes, double end)
        {
            const std::vector<NodeReservation>& reservations = m_planner.m_reservations;
            const std::vector<std::size_t>& byFrom = m_planner.m_byFrom;
            const std::vector<std::size_t>& byTo = m_planner.m_byTo;
            for (; m_joined < byFrom.size() && reservations[byFrom[m_joined]].from <= end; ++m_joined)
                for (MachineId m : reservations[byFrom[m_joined]].nodes)
                    if (m_heldBy[std::size_t(m)]++ == 0) flip(m);
            for (; m_left < byTo.size() && reservations[byTo[m_left]].to <= startRes; ++m_left)
                for (MachineId m : reservations[byTo[m_left]].nodes)
                    if (--m_heldBy[std::size_t(m)] == 0) flip(m);
            m_end = end;
        }

        /// The soonest end of a reservation in the run, if before `before`; else 0.
        double soonestEnd(double before) const
        {
            const std::vector<NodeReservation>& reservations = m_planner.m_reservations;
            for (std::size_t i = m_left; i < m_planner.m_byTo.size(); ++i) {
                const NodeReservation& r = reservations[m_planner.m_byTo[i]];
                if (r.to >= before) return 0;
                if (r.from <= m_end) return r.to; // in the run (the others start after its end)
            }
            return 0;
        }

    private:
        void flip(MachineId m) // a node up enters or leaves the reservations' hold
        {
            if (!m_planner.m_up[std::size_t(m)]) return;
            const bool nowHeld = m_heldBy[std::size_t(m)] > 0;
            avail[std::size_t(m)] = nowHeld ? 0 : 1;
            availCount += nowHeld ? -1 : 1;
            availKey ^= m_planner.m_nodeKey[std::size_t(m)];
            ++changes;
        }

        Planner& m_planner;
        std::vector<int> m_heldBy; ///< per node, the reservations in the run that hold it
        std::size_t m_joined = 0;  ///< reservations (by start) that have joined the run
        std::size_t m_left = 0;    ///< reservations (by end) that have left it
        double m_end = 0;          ///< the run's end at the last advance

    public:
        std::vector<char> avail; ///< per node, 1 if up and held by no reservation in the run
        int availCount = 0;
        std::uint64_t availKey = 0; ///< Zobrist: nodeKey of each node up but held, xor'ed
        long changes = 0;           ///< how often `avail` changed
    };

    /// A job started by this plan: it holds its GPUs as the running jobs do.
    void hold(const RunningHold& h)
    {
        m_willRun.clear();
        m_free[std::size_t(h.machine)] -= h.gpus;
        m_running.insert(std::upper_bound(m_running.begin(), m_running.end(), h, [](const RunningHold& a, const RunningHold& b) { return a.end < b.end; }), h);
    }

    void reserve(NodeReservation r)
    {
        const std::size_t index = m_reservations.size();
        m_byFrom.insert(std::upper_bound(m_byFrom.begin(), m_byFrom.end(), r.from,
                            [&](double from, std::size_t i) { return from < m_reservations[i].from; }),
            index);
        m_byTo.insert(std::upper_bound(m_byTo.begin(), m_byTo.end(), r.to, [&](double to, std::size_t i) { return to < m_reservations[i].to; }),
            index);
        if (r.to > m_now)
            for (MachineId m : r.nodes) m_firstReserved[std::size_t(m)] = std::min(m_firstReserved[std::size_t(m)], r.from);
        m_reservations.push_back(std::move(r));
    }

    /// `t` rounded down to a whole bf_resolution step of the cluster's clock (backfill.c rounds its map so).
    double floorToResolution(double t) const
    {
        const double clock = t + m_settings.clockAtZero;
        return std::floor(clock / m_settings.bfResolution) * m_settings.bfResolution - m_settings.clockAtZero;
    }

    /// Whether a reservation holds one of `nodes` during [start, end].
    bool overlapsReservation(const std::vector<MachineId>& nodes, double start, double end) const
    {
        for (std::size_t i : m_byFrom) {
            const NodeReservation& r = m_reservations[i];
            if (r.from > end) break;
            if (r.to > start)
                for (MachineId m : nodes)
                    if (std::find(r.nodes.begin(), r.nodes.end(), m) != r.nodes.end()) return true;
        }
        return false;
    }

    /// willRun, remembered until a start changes what runs: the jobs of a queue come in few shapes.
    /// `availKey`: nodeKey of each node up but not in `avail`, xor'ed (a hit is checked in full).
    const std::pair<double, std::vector<MachineId>>& cachedWillRun(const NodeShape& shape, const std::vector<char>& avail, std::uint64_t availKey)
    {
        const std::uint64_t key = availKey ^ (std::uint64_t(shape.nodes) << 40) ^ std::uint64_t(shape.gpusPerNode);
        const auto [it, added] = m_willRun.try_emplace(key);
        WillRunAnswer& answer = it->second;
        if (added) {
            answer = { avail, shape, willRun(shape, avail) };
            return answer.result;
        }
        if (answer.avail == avail && answer.shape.nodes == shape.nodes && answer.shape.gpusPerNode == shape.gpusPerNode) return answer.result;
        m_uncached = willRun(shape, avail); // a collision: answered, not remembered
        return m_uncached;
    }

    static std::uint64_t nodeKey(MachineId m)
    {
        std::uint64_t z = std::uint64_t(m) + 0x9e3779b97f4a7c15ULL; // splitmix64
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    /// cons_tres' will-run test on the nodes `avail`: now if the job fits beside the running jobs;
    /// else it takes the running jobs away in order of their expected ends, in batches whose window
    /// doubles (30 s, 60 s, 120 s, ... past the first end, rounded up to 30 s), and the job starts at
    /// the end of the last job of the first batch after which it fits, on the nodes best fit then.
    std::pair<double, std::vector<MachineId>> willRun(const NodeShape& shape, const std::vector<char>& avail)
    {
        std::vector<int>& free = m_scratchFree;
        free = m_free;
        std::vector<char>& room = m_scratchRoom; // nodes the job may use with room for it, kept as jobs are taken away
        room.assign(avail.size(), 0);
        int enough = 0;
        for (std::size_t m = 0; m < avail.size(); ++m) {
            room[m] = avail[m] && free[m] >= shape.gpusPerNode;
            enough += room[m];
        }
        auto fitting = [&] { return enough < shape.nodes ? std::vector<MachineId> {} : bestFitNodes(room, shape.nodes); };
        if (auto nodes = fitting(); !nodes.empty()) return { m_now, nodes };
        constexpr double kWindow = 30;
        double window = kWindow, batchEnd = 0;
        std::size_t i = 0;
        while (i < m_running.size()) {
            double last = 0;
            bool removed = false;
            for (; i < m_running.size(); ++i) {
                const RunningHold& h = m_running[i];
                if (!std::isfinite(h.end)) {
                    i = m_running.size();
                    break;
                }
                if (!avail[std::size_t(h.machine)]) continue; // no node the job may use
                if (!removed && batchEnd == 0) // on the clock's half-minutes
                    batchEnd = h.end + (kWindow - std::fmod(h.end + m_settings.clockAtZero, kWindow));
                if (removed && h.end > batchEnd + window) break;
                free[std::size_t(h.machine)] += h.gpus;
                if (!room[std::size_t(h.machine)] && free[std::size_t(h.machine)] >= shape.gpusPerNode) {
                    room[std::size_t(h.machine)] = 1;
                    ++enough;
                }
                last = h.end;
                removed = true;
            }
            if (!removed) break;
            do
                window *= 2;
            while (i < m_running.size() && std::isfinite(m_running[i].end) && m_running[i].end > batchEnd + window);
            if (auto nodes = fitting(); !nodes.empty()) return { last <= m_now ? m_now + 1 : last, nodes };
        }
        return { 0, {} };
    }

    const std::vector<BackfillMachine>& m_machines;
    double m_now;
    const SlurmSettings& m_settings;
    int m_nodeGpus = 1;
    ReservationSweep m_sweep { *this };
    std::vector<int> m_free;               ///< per node, GPUs free now (after this cycle's starts)
    std::vector<RunningHold> m_running;    ///< by expected end; this cycle's starts included
    std::vector<NodeReservation> m_reservations; ///< as made
    std::vector<std::size_t> m_byFrom;           ///< m_reservations' indices by start (ties: as made)
    std::vector<std::size_t> m_byTo;             ///< and by end
    std::vector<char> m_up;                      ///< per node, 1 if up
    std::vector<std::uint64_t> m_nodeKey;        ///< per node, its Zobrist key (nodeKey)
    int m_upCount = 0;
    struct WillRunAnswer {
        std::vector<char> avail;
        NodeShape shape;
        std::pair<double, std::vector<MachineId>> result;
    };
    std::unordered_map<std::uint64_t, WillRunAnswer> m_willRun; ///< by the nodes allowed and the shape
    std::pair<double, std::vector<MachineId>> m_uncached;       ///< an answer cachedWillRun could not keep
    std::vector<int> m_scratchFree; // willRun's, kept to spare an allocation a job
    std::vector<char> m_scratchRoom;
    std::vector<int> m_scratchSeveral; // someCouldStartNow's
    struct AllowedNodes {
        std::vector<char> avail; ///< a job's available nodes within its partition, kept for the tries that find the same
        int count = 0;
        std::uint64_t key = 0;   ///< as ReservationSweep::availKey, the partition's other nodes counted as held
    } m_allowed;
    std::vector<double> m_firstReserved; ///< per node, the soonest start of a reservation holding it past now
};

} // namespace

std::vector<BackfillSlot> planBackfill(const std::vector<BackfillMachine>& machines, const std::vector<BackfillHold>& held,
    const std::vector<BackfillJob>& pending, double now, const SlurmSettings& settings, bool startsNowOnly, std::vector<int> accountRoom)
{
    Planner planner(machines, held, now, settings);
    // For startsNowOnly, what the jobs from the i-th on need to start now: the plan stops once none could.
    const std::optional<LaterNeeds> later = startsNowOnly ? std::optional<LaterNeeds>(std::in_place, pending, planner.nodeGpus()) : std::nullopt;
    std::vector<BackfillSlot> out;
    std::optional<std::size_t> soonestReservation; // of the slots planned so far, the soonest later than now
    int tested = 0;
    for (std::size_t i = 0; i < pending.size(); ++i) {
        if (later && !planner.someCouldStartNow(*later, i)) break;
        if (++tested > settings.bfMaxJobTest) break;
        const int account = pending[i].account;
        const bool limited = account >= 0 && std::size_t(account) < accountRoom.size();
        if (limited && accountRoom[std::size_t(account)] < pending[i].gpus) continue; // held back by its account's limit
        std::optional<BackfillSlot> slot = planner.plan(pending[i]);
        if (!slot) continue;
        if (limited && slot->start <= now) accountRoom[std::size_t(account)] -= pending[i].gpus;
        if (slot->start <= now && soonestReservation) {
            slot->keeps = out[*soonestReservation].job;
            slot->keepsStart = out[*soonestReservation].start;
        }
        out.push_back(std::move(*slot));
        if (out.back().start > now && (!soonestReservation || out.back().start < out[*soonestReservation].start)) soonestReservation = out.size() - 1;
    }
    return out;
}

} // namespace gantry
