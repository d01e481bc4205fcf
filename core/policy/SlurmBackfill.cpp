// Slurm 22.05's backfill plan (SlurmScheduler.h, planBackfill), step for step as sched/backfill
// (backfill.c, _attempt_backfill) and select/cons_tres' will-run test (cons_common/job_test.c,
// _will_run_test) make it.
#include "core/policy/SlurmScheduler.h"

#include <algorithm>
#include <cmath>
#include <functional>
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
        for (const BackfillHold& h : held) {
            m_free[std::size_t(h.machine)] -= h.gpus;
            m_running.push_back({ h.machine, h.gpus, h.end });
        }
        // Their order among equal ends does not matter: willRun takes them away together.
        std::sort(m_running.begin(), m_running.end(), [](const RunningHold& a, const RunningHold& b) { return a.end < b.end; });
        m_mostFree = m_free.empty() ? 0 : *std::max_element(m_free.begin(), m_free.end());
    }

    int nodeGpus() const { return m_nodeGpus; }
    int mostFreeNow() const { return m_mostFree; }

    /// The job's slot, or none: backfill.c's loop for one job (TRY_LATER included).
    std::optional<BackfillSlot> plan(const BackfillJob& job)
    {
        const NodeShape shape = slurmNodeShape(job.gpus, m_nodeGpus);
        if (std::size_t(shape.nodes) > m_machines.size()) return std::nullopt;
        double startRes = m_now;
        ReservationSweep sweep(*this);
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
                m_mostFree = *std::max_element(m_free.begin(), m_free.end());
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
            NodeReservation r { nodes, floorToResolution(start), job.limit > 0 ? floorToResolution(runEnd) : kForever };
            m_reservations.insert(std::upper_bound(m_reservations.begin(), m_reservations.end(), r,
                                      [](const NodeReservation& a, const NodeReservation& b) { return a.from < b.from; }),
                std::move(r));
            return BackfillSlot { job.job, start, nodes, -1, 0 };
        }
        return std::nullopt;
    }

private:
    /// The reservations overlapping a job's run [startRes, end] as both move forward through one
    /// job's tries (backfill.c rescans its node map each try; the set only grows at the front and
    /// shrinks at the back, so the sweep keeps it): the nodes they leave, and when the first ends.
    class ReservationSweep {
    public:
        explicit ReservationSweep(Planner& planner)
            : m_planner(planner), avail(planner.m_up), availCount(planner.m_upCount)
        {
            m_heldBy.assign(avail.size(), 0);
        }

        void advanceTo(double startRes, double end)
        {
            const std::vector<NodeReservation>& reservations = m_planner.m_reservations;
            const bool first = m_next == 0; // a heap of them all at once is linear; one by one, n log n
            for (; m_next < reservations.size() && reservations[m_next].from <= end; ++m_next) {
                for (MachineId m : reservations[m_next].nodes)
                    if (m_heldBy[std::size_t(m)]++ == 0) flip(m);
                m_active.push_back({ reservations[m_next].to, m_next });
                if (!first) std::push_heap(m_active.begin(), m_active.end(), std::greater<> {});
            }
            if (first) std::make_heap(m_active.begin(), m_active.end(), std::greater<> {});
            while (!m_active.empty() && m_active.front().first <= startRes) {
                for (MachineId m : reservations[m_active.front().second].nodes)
                    if (--m_heldBy[std::size_t(m)] == 0) flip(m);
                std::pop_heap(m_active.begin(), m_active.end(), std::greater<> {});
                m_active.pop_back();
            }
        }

        /// The soonest end of a reservation in the run, if before `before`; else 0.
        double soonestEnd(double before) const
        {
            if (m_active.empty()) return 0;
            const double to = m_active.front().first;
            return to < before ? to : 0;
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
        std::vector<std::pair<double, std::size_t>> m_active; ///< the reservations in the run (end, index), a heap by end
        std::size_t m_next = 0; ///< the first reservation (by start) not yet looked at

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

    /// `t` rounded down to a whole bf_resolution step of the cluster's clock (backfill.c rounds its map so).
    double floorToResolution(double t) const
    {
        const double clock = t + m_settings.clockAtZero;
        return std::floor(clock / m_settings.bfResolution) * m_settings.bfResolution - m_settings.clockAtZero;
    }

    /// Whether a reservation holds one of `nodes` during [start, end].
    bool overlapsReservation(const std::vector<MachineId>& nodes, double start, double end) const
    {
        for (const NodeReservation& r : m_reservations) {
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
        int enough = 0; // nodes the job may use with room for it, kept as jobs are taken away
        for (std::size_t m = 0; m < avail.size(); ++m) enough += avail[m] && free[m] >= shape.gpusPerNode;
        auto fitting = [&] {
            if (enough < shape.nodes) return std::vector<MachineId> {};
            std::vector<char>& room = m_scratchRoom;
            room.assign(avail.size(), 0);
            for (std::size_t m = 0; m < avail.size(); ++m) room[m] = avail[m] && free[m] >= shape.gpusPerNode;
            return bestFitNodes(room, shape.nodes);
        };
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
                const bool had = free[std::size_t(h.machine)] >= shape.gpusPerNode;
                free[std::size_t(h.machine)] += h.gpus;
                enough += !had && free[std::size_t(h.machine)] >= shape.gpusPerNode;
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
    std::vector<int> m_free;               ///< per node, GPUs free now (after this cycle's starts)
    std::vector<RunningHold> m_running;    ///< by expected end; this cycle's starts included
    std::vector<NodeReservation> m_reservations; ///< by start
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
    struct AllowedNodes {
        std::vector<char> avail; ///< a job's available nodes within its partition, kept for the tries that find the same
        int count = 0;
        std::uint64_t key = 0;   ///< as ReservationSweep::availKey, the partition's other nodes counted as held
    } m_allowed;
    int m_mostFree = 0;
};

} // namespace

std::vector<BackfillSlot> planBackfill(const std::vector<BackfillMachine>& machines, const std::vector<BackfillHold>& held,
    const std::vector<BackfillJob>& pending, double now, const SlurmSettings& settings, bool startsNowOnly, std::vector<int> accountRoom)
{
    Planner planner(machines, held, now, settings);
    // For startsNowOnly, the least GPUs a node must have free now for any job from the i-th on to start.
    std::vector<int> leastNeed(pending.size() + 1, std::numeric_limits<int>::max());
    if (startsNowOnly)
        for (std::size_t i = pending.size(); i-- > 0;)
            leastNeed[i] = std::min(leastNeed[i + 1], slurmNodeShape(pending[i].gpus, planner.nodeGpus()).gpusPerNode);
    std::vector<BackfillSlot> out;
    std::optional<std::size_t> soonestReservation; // of the slots planned so far, the soonest later than now
    int tested = 0;
    for (std::size_t i = 0; i < pending.size(); ++i) {
        if (startsNowOnly && planner.mostFreeNow() < leastNeed[i]) break;
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
