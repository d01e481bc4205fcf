// The machine beliefs of the dual-agent scheduler (core/policy/MachineBelief.h): the random-walk GP's
// sequential updates are the exact posterior, it shares evidence along the similarity graph, and
// Spearman's rho handles ties.
#include "core/policy/MachineBelief.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gantry;

namespace {

/// 2 racks x 4 machines; types alternate A, B within each rack.
Cluster twoRacks()
{
    Cluster c;
    c.gpuTypes = { { "A", 1.0, 1.0, 0.3, 16 }, { "B", 2.0, 2.0, 0.6, 16 } };
    c.racks = { { "r0" }, { "r1" } };
    for (int r = 0; r < 2; ++r)
        for (int m = 0; m < 4; ++m) {
            Machine machine;
            machine.name = "r" + std::to_string(r) + "-m" + std::to_string(m);
            machine.rack = r;
            machine.gpuType = m % 2;
            machine.gpuCount = 4;
            c.machines.push_back(machine);
        }
    c.index();
    return c;
}

} // namespace

TEST(MachineBelief, SequentialUpdatesEqualTheBatchPosterior)
{
    const Cluster c = twoRacks();
    RandomWalkGpSettings settings;
    settings.refitEvery = 1 << 20; // no refits after the early ones: compare under fixed hyper-parameters
    RandomWalkGp gp(c, settings);
    const double ys[] = { 1.3, 1.25, 0.9, 1.35, 1.0, 1.28, 0.95, 1.32, 1.1, 0.92 };
    const MachineId ms[] = { 0, 1, 4, 0, 5, 2, 6, 3, 1, 7 };
    for (int i = 0; i < 10; ++i) gp.observe(ms[i], ys[i]);
    EXPECT_EQ(gp.refits(), 2) << "early refits after 3 and 6 observations; the last 4 are sequential updates";
    RandomWalkGp batch = gp;
    batch.recompute();
    for (MachineId m = 0; m < 8; ++m) {
        EXPECT_NEAR(batch.mean(m), gp.mean(m), 1e-9) << m;
        EXPECT_NEAR(batch.variance(m), gp.variance(m), 1e-9) << m;
        EXPECT_GT(gp.variance(m), 0.0);
    }
}

TEST(MachineBelief, EvidenceSpreadsToSimilarMachines)
{
    const Cluster c = twoRacks();
    RandomWalkGp gp(c);
    PerMachineAverage average(c.machineCount());
    // Rack 0 is slow (slowdown 1.3), rack 1 nominal; machine 3 (rack 0) and machine 7 (rack 1) are
    // never observed.
    for (int round = 0; round < 4; ++round)
        for (MachineId m : { 0, 1, 2, 4, 5, 6 }) {
            const double y = (m < 4 ? 1.3 : 1.0) + 0.01 * ((round + m) % 3 - 1);
            gp.observe(m, y);
            average.observe(m, y);
        }
    EXPECT_GT(gp.mean(3), gp.mean(7) + 0.1) << "the unobserved slow-rack machine inherits its rack's slowdown";
    EXPECT_EQ(average.mean(3), average.mean(7)) << "the per-machine average knows nothing of either";
    EXPECT_GT(gp.variance(3), gp.variance(0)) << "an unobserved machine is less certain";
    EXPECT_EQ(gp.fit().graph != 0, true) << "the likelihood should prefer rack edges over type edges here";
    EXPECT_GE(gp.refits(), 3);
}

TEST(MachineBelief, SpearmanRanksWithTies)
{
    EXPECT_NEAR(spearman({ 1, 2, 3, 4 }, { 10, 20, 30, 40 }), 1.0, 1e-12);
    EXPECT_NEAR(spearman({ 1, 2, 3, 4 }, { 4, 3, 2, 1 }), -1.0, 1e-12);
    EXPECT_NEAR(spearman({ 1, 1, 2, 2 }, { 1, 2, 3, 4 }), 0.894427, 1e-5);
    EXPECT_EQ(spearman({ 1, 1, 1 }, { 1, 2, 3 }), 0.0);
}
