// Slurm's backfill plan (core/policy/SlurmScheduler.h, planBackfill) against what backfilling means:
// every job's slot fits beside what is held and every higher-priority slot (a reservation, a slot
// later than now, holding its nodes whole over its run rounded to bf_resolution, as sched/backfill's
// node map does), a job reserved for later could not have started now, and a lower-priority job never moves a
// higher-priority one (planning the first k jobs gives the same slots as planning all of them). The
// checks are plain scans of what is held and reserved, independent of the planner's own bookkeeping.
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

/// What a slot holds its nodes for: a start now, its run; a reservation, its run rounded down at both
/// ends to whole bf_resolution steps (backfill.c's node map).
std::pair<double, double> heldFor(const Case& c, const BackfillJob& j, const BackfillSlot& s)
{
    if (s.start <= kNow) return { s.start, endOf(j, s.start) };
    const double step = c.settings.bfResolution;
    return { std::floor(s.start / step) * step, j.limit > 0 ? std::floor(endOf(j, s.start) / step) * step : endOf(j, s.start) };
}

const BackfillJob& jobOf(const Case& c, JobIndex job)
{
    return *std::find_if(c.pending.begin(), c.pending.end(), [&](const BackfillJob& x) { return x.job == job; });
}

/// GPUs held on machine m at time t by the running jobs and the `slots` that start now.
int runningAt(const Case& c, const std::vector<BackfillSlot>& slots, MachineId m, double t)
{
    int sum = 0;
    for (const BackfillHold& h : c.held) // a job at or past its expected end still holds its GPUs now
        if (h.machine == m && (t < h.end || (h.end <= kNow && t <= kNow))) sum += h.gpus;
    for (const BackfillSlot& s : slots) {
        const BackfillJob& j = jobOf(c, s.job);
        if (s.start <= kNow && std::find(s.nodes.begin(), s.nodes.end(), m) != s.nodes.end() && t < endOf(j, s.start))
            sum += slurmNodeShape(j.gpus, c.machines.front().gpus).gpusPerNode;
    }
    return sum;
}

/// Whether a reservation among `slots` holds machine m at any time of a run from `start` to `end`.
bool reservedDuring(const Case& c, const std::vector<BackfillSlot>& slots, MachineId m, double start, double end)
{
    for (const BackfillSlot& s : slots) {
        if (s.start <= kNow || std::find(s.nodes.begin(), s.nodes.end(), m) == s.nodes.end()) continue;
        const auto [from, to] = heldFor(c, jobOf(c, s.job), s);
        if (to > start && from <= end) return true;
    }
    return false;
}

/// Whether `job` could start now beside `slots` (any nodes).
bool fitsNow(const Case& c, const std::vector<BackfillSlot>& slots, const BackfillJob& job)
{
    const NodeShape shape = slurmNodeShape(job.gpus, c.machines.front().gpus);
    int nodes = 0;
    for (std::size_t m = 0; m < c.machines.size(); ++m)
        nodes += c.machines[m].up && c.machines[m].gpus - runningAt(c, slots, MachineId(m), kNow) >= shape.gpusPerNode
            && !reservedDuring(c, slots, MachineId(m), kNow, endOf(job, kNow));
    return nodes >= shape.nodes;
}

} // namespace

RC_GTEST_PROP(BackfillProperties, EverySlotFitsNoneWaitsThatCouldStartAndNoneIsMovedByLowerPriorityJobs, ())
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
        const BackfillJob& job = jobOf(c, s.job);
        // It fits where it is: on each of its nodes, beside the running jobs and the higher-priority
        // starts now at its start, and no higher-priority reservation holds the node during its run.
        const int per = slurmNodeShape(job.gpus, c.machines.front().gpus).gpusPerNode;
        for (MachineId m : s.nodes) {
            RC_ASSERT(c.machines[std::size_t(m)].up);
            RC_ASSERT(runningAt(c, before, m, s.start) + per <= c.machines[std::size_t(m)].gpus);
            RC_ASSERT(!reservedDuring(c, before, m, s.start, endOf(job, s.start)));
        }
        RC_ASSERT(int(s.nodes.size()) == slurmNodeShape(job.gpus, c.machines.front().gpus).nodes);
        // A job reserved for later could not have started now.
        if (s.start > kNow) RC_ASSERT(!fitsNow(c, before, job));
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
    // When the large job's reservation ends: its hour from 700, rounded down to a whole step (4260).
    EXPECT_EQ(plan[2].start, 4260);
}
