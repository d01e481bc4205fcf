// Slurm's backfill plan (core/policy/SlurmScheduler.h, planBackfill) against what backfilling means:
// every job's slot fits beside what is held and every higher-priority slot (a reservation, a slot
// later than now, holding its nodes whole, as sched/backfill's node map does), no earlier time would have
// fitted it, and a lower-priority job never moves a higher-priority one (planning the first k jobs
// gives the same slots as planning all of them). The checks are a plain brute force over the times
// at which room can appear, independent of the planner's own bookkeeping.
#include "core/policy/SlurmScheduler.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace gantry;

namespace {

struct Case {
    std::vector<BackfillMachine> machines;
    std::vector<BackfillHold> held;
    std::vector<BackfillJob> pending;
    SlurmSettings settings;
};

Case genCase()
{
    Case c;
    const int machines = *rc::gen::inRange(1, 6);
    const int gpus = *rc::gen::element(1, 2, 4, 8);
    for (int m = 0; m < machines; ++m) c.machines.push_back({ gpus, *rc::gen::weightedElement<bool>({ { 9, true }, { 1, false } }) });
    for (int m = 0; m < machines; ++m) {
        int left = gpus;
        while (left > 0 && *rc::gen::inRange(0, 3) > 0) {
            const int take = *rc::gen::inRange(1, left + 1);
            const bool limited = *rc::gen::inRange(0, 5) > 0;
            c.held.push_back({ MachineId(m), take, limited ? 100.0 + 60.0 * *rc::gen::inRange(0, 40) : std::numeric_limits<double>::infinity() });
            left -= take;
        }
    }
    const int jobs = *rc::gen::inRange(0, 14);
    for (int j = 0; j < jobs; ++j) {
        const int want = *rc::gen::inRange(1, gpus * std::min(machines, 2) + 1);
        const bool limited = *rc::gen::inRange(0, 6) > 0;
        c.pending.push_back({ JobIndex(j), want, limited ? 60.0 * *rc::gen::inRange(1, 30) : 0.0 });
    }
    c.settings.bfResolution = *rc::gen::element(1.0, 60.0);
    c.settings.bfWindow = 60.0 * *rc::gen::inRange(5, 120);
    c.settings.bfMaxJobTest = *rc::gen::inRange(1, 20);
    return c;
}

constexpr double kNow = 100;

double endOf(const BackfillJob& j, double start) { return j.limit > 0 ? start + j.limit : std::numeric_limits<double>::infinity(); }

/// GPUs held on machine m at time t by what is held and by `slots`.
int heldAt(const Case& c, const std::vector<BackfillSlot>& slots, MachineId m, double t)
{
    int sum = 0;
    for (const BackfillHold& h : c.held)
        if (h.machine == m && t < h.end) sum += h.gpus;
    for (const BackfillSlot& s : slots) {
        const BackfillJob& j = *std::find_if(c.pending.begin(), c.pending.end(), [&](const BackfillJob& x) { return x.job == s.job; });
        const int per = slurmNodeShape(j.gpus, c.machines.front().gpus).gpusPerNode;
        // A reservation (a start later than now) holds its nodes whole, as sched/backfill's node map does.
        if (std::find(s.nodes.begin(), s.nodes.end(), m) != s.nodes.end() && s.start <= t && t < endOf(j, s.start))
            sum += s.start <= kNow ? per : c.machines[std::size_t(m)].gpus;
    }
    return sum;
}

/// Whether `job` fits from `start` beside `slots` (any nodes): the check at every moment room changes.
bool fitsAt(const Case& c, const std::vector<BackfillSlot>& slots, const BackfillJob& job, double start)
{
    const NodeShape shape = slurmNodeShape(job.gpus, c.machines.front().gpus);
    const double end = endOf(job, start);
    std::vector<double> moments { start };
    for (const BackfillSlot& s : slots)
        if (s.start > start && s.start < end) moments.push_back(s.start);
    int nodes = 0;
    for (std::size_t m = 0; m < c.machines.size(); ++m) {
        if (!c.machines[m].up) continue;
        bool room = true;
        for (double t : moments) room = room && c.machines[m].gpus - heldAt(c, slots, MachineId(m), t) >= shape.gpusPerNode;
        nodes += room ? 1 : 0;
    }
    return nodes >= shape.nodes;
}

} // namespace

RC_GTEST_PROP(BackfillProperties, EverySlotFitsIsEarliestAndIsNeverMovedByLowerPriorityJobs, ())
{
    const Case c = genCase();
    const std::vector<BackfillSlot> plan = planBackfill(c.machines, c.held, c.pending, kNow, c.settings);
    // In priority order, each job at most once, never past max tests, never beyond the window.
    std::size_t next = 0;
    for (const BackfillSlot& s : plan) {
        while (next < c.pending.size() && c.pending[next].job != s.job) ++next;
        RC_ASSERT(next < c.pending.size());
        RC_ASSERT(int(next) < c.settings.bfMaxJobTest);
        RC_ASSERT(s.start >= kNow);
        RC_ASSERT(s.start <= kNow + c.settings.bfWindow);
        ++next;
    }
    std::vector<BackfillSlot> before;
    for (const BackfillSlot& s : plan) {
        const BackfillJob& job = *std::find_if(c.pending.begin(), c.pending.end(), [&](const BackfillJob& x) { return x.job == s.job; });
        // It fits where it is, beside the higher-priority slots and what is held, on its own nodes.
        const int per = slurmNodeShape(job.gpus, c.machines.front().gpus).gpusPerNode;
        for (MachineId m : s.nodes) {
            RC_ASSERT(c.machines[std::size_t(m)].up);
            std::vector<double> moments { s.start };
            for (const BackfillSlot& o : before)
                if (o.start > s.start && o.start < endOf(job, s.start)) moments.push_back(o.start);
            for (double t : moments) RC_ASSERT(heldAt(c, before, m, t) + per <= c.machines[std::size_t(m)].gpus);
        }
        RC_ASSERT(int(s.nodes.size()) == slurmNodeShape(job.gpus, c.machines.front().gpus).nodes);
        // No earlier moment at which room can appear would have fitted it.
        std::vector<double> earlier { kNow };
        for (const BackfillHold& h : c.held)
            if (std::isfinite(h.end) && h.end > kNow) earlier.push_back(kNow + std::ceil((h.end - kNow) / c.settings.bfResolution) * c.settings.bfResolution);
        for (const BackfillSlot& o : before) {
            const BackfillJob& oj = *std::find_if(c.pending.begin(), c.pending.end(), [&](const BackfillJob& x) { return x.job == o.job; });
            if (oj.limit > 0) earlier.push_back(kNow + std::ceil((endOf(oj, o.start) - kNow) / c.settings.bfResolution) * c.settings.bfResolution);
        }
        for (double t : earlier)
            if (t < s.start) RC_ASSERT(!fitsAt(c, before, job, t));
        before.push_back(s);
    }
    // Planning only the first k jobs gives their same slots: nothing after them moves them.
    const std::size_t k = *rc::gen::inRange<std::size_t>(0, c.pending.size() + 1);
    const std::vector<BackfillJob> prefix(c.pending.begin(), c.pending.begin() + std::ptrdiff_t(k));
    const std::vector<BackfillSlot> prefixPlan = planBackfill(c.machines, c.held, prefix, kNow, c.settings);
    std::size_t shared = 0;
    for (const BackfillSlot& s : plan)
        if (s.job < JobIndex(k)) ++shared;
    RC_ASSERT(prefixPlan.size() == shared);
    for (std::size_t i = 0; i < prefixPlan.size(); ++i) {
        RC_ASSERT(prefixPlan[i].job == plan[i].job);
        RC_ASSERT(prefixPlan[i].start == plan[i].start);
        RC_ASSERT(prefixPlan[i].nodes == plan[i].nodes);
    }
}

// A simulation applies only the starts now, and plans with startsNowOnly (which stops where no job left
// could start now): those starts are the full plan's, node for node.
RC_GTEST_PROP(BackfillProperties, PlanningOnlyForStartsNowStartsTheSameJobsOnTheSameNodes, ())
{
    const Case c = genCase();
    auto startsNow = [&](const std::vector<BackfillSlot>& plan) {
        std::vector<std::pair<JobIndex, std::vector<MachineId>>> out;
        for (const BackfillSlot& s : plan)
            if (s.start <= kNow) out.push_back({ s.job, s.nodes });
        return out;
    };
    RC_ASSERT(startsNow(planBackfill(c.machines, c.held, c.pending, kNow, c.settings, true))
        == startsNow(planBackfill(c.machines, c.held, c.pending, kNow, c.settings)));
}

// Slurm's documented example of backfill: a large job waits for the running job's limit; a small
// short job starts now because it ends before then; a small long one waits, as it would delay the
// large job's reservation.
TEST(Backfill, ASmallShortJobGoesFirstALongOneWaitsForTheReservation)
{
    const std::vector<BackfillMachine> machines { { 8, true }, { 8, true } };
    const std::vector<BackfillHold> held { { 0, 8, 100 + 600 } }; // node 0 busy until 700
    const std::vector<BackfillJob> pending { { 0, 16, 3600 }, { 1, 4, 300 }, { 2, 4, 3600 } };
    SlurmSettings s;
    s.bfResolution = 60;
    const auto plan = planBackfill(machines, held, pending, 100, s);
    ASSERT_EQ(plan.size(), 3u);
    EXPECT_EQ(plan[0].job, 0);
    EXPECT_EQ(plan[0].start, 700); // both nodes when node 0 frees (600 s is a whole number of steps)
    EXPECT_EQ(plan[1].job, 1);
    EXPECT_EQ(plan[1].start, 100); // ends at 400, before the reservation
    EXPECT_EQ(plan[1].nodes, std::vector<MachineId> { 1 });
    EXPECT_EQ(plan[2].job, 2);
    EXPECT_EQ(plan[2].start, 700 + 3600); // after the large job's hour
}
