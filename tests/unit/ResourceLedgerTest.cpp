// The machines' state apart from the event loop: GPUs and CPU slots taken and given back, placements
// refused with their reason, failures, repairs, leaves and joins, links and their version.
#include "core/engine/ResourceLedger.h"
#include "core/util/Random.h"

#include <gtest/gtest.h>

using namespace gantry;

namespace {

/// 2 racks x 2 machines x 4 GPUs: machines 0 and 1 in rack 0, 2 and 3 in rack 1; GPUs 0-3 on
/// machine 0, 4-7 on 1, 8-11 on 2, 12-15 on 3; 16 CPU slots a machine.
Cluster twoRacks() { return Cluster::uniform(2, 2, 4); }

ResourceLedger ledgerOf(Cluster cluster, bool coLocationMatters = false)
{
    return ResourceLedger(std::move(cluster), false, coLocationMatters);
}

Placement on(std::vector<GpuId> gpus, std::vector<MachineId> psMachines = {})
{
    return Placement { std::move(gpus), std::move(psMachines) };
}

JobSpec asking(int minGpus, int maxGpus, const std::string& gpuType = {})
{
    JobSpec spec;
    spec.gpus = minGpus;
    spec.minGpus = minGpus;
    spec.maxGpus = maxGpus;
    spec.gpuType = gpuType;
    return spec;
}

std::vector<int> asVector(std::span<const int> values) { return { values.begin(), values.end() }; }

} // namespace

TEST(ResourceLedger, StartsWithEveryMachineUpAndFree)
{
    const ResourceLedger ledger = ledgerOf(twoRacks());
    EXPECT_EQ(ledger.freeGpus(), 16);
    EXPECT_EQ(ledger.failedGpus(), 0);
    EXPECT_EQ(ledger.presentGpus(), 16);
    EXPECT_EQ(ledger.cpuSlots(), 64);
    EXPECT_EQ(asVector(ledger.freeGpusByMachine()), std::vector<int>({ 4, 4, 4, 4 }));
    for (MachineId m = 0; m < 4; ++m) EXPECT_TRUE(ledger.machineUp(m));
    for (GpuId g = 0; g < 16; ++g) EXPECT_TRUE(ledger.gpuFree(g));
    EXPECT_FALSE(ledger.anyMachineAwaitsRepair());
}

TEST(ResourceLedger, OccupyAndReleaseKeepFreeCountsAndOwners)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    const Placement wide = on({ 0, 1, 4 });
    const Placement withPs = on({ 2 }, { 1 });
    ledger.occupy(7, wide);
    ledger.occupy(8, withPs);
    EXPECT_EQ(ledger.gpuOwner(0), 7);
    EXPECT_EQ(ledger.gpuOwner(4), 7);
    EXPECT_EQ(ledger.gpuOwner(2), 8);
    EXPECT_FALSE(ledger.gpuFree(1));
    EXPECT_TRUE(ledger.gpuFree(3));
    EXPECT_EQ(ledger.gpuOwner(3), -1);
    EXPECT_EQ(ledger.freeGpus(), 12);
    EXPECT_EQ(asVector(ledger.freeGpusByMachine()), std::vector<int>({ 1, 3, 4, 4 }));
    // 2 slots a worker, 4 a parameter server.
    EXPECT_EQ(asVector(ledger.freeCpusByMachine()), std::vector<int>({ 10, 10, 16, 16 }));
    EXPECT_EQ(std::vector<JobIndex>(ledger.jobsOn(0).begin(), ledger.jobsOn(0).end()), std::vector<JobIndex>({ 7, 8 }));
    EXPECT_EQ(std::vector<JobIndex>(ledger.jobsOn(1).begin(), ledger.jobsOn(1).end()), std::vector<JobIndex>({ 7, 8 }));

    ledger.release(7, wide, false);
    EXPECT_TRUE(ledger.gpuFree(0));
    EXPECT_TRUE(ledger.gpuFree(4));
    EXPECT_EQ(ledger.gpuOwner(2), 8);
    EXPECT_EQ(ledger.freeGpus(), 15);
    EXPECT_EQ(asVector(ledger.freeGpusByMachine()), std::vector<int>({ 3, 4, 4, 4 }));
    EXPECT_EQ(asVector(ledger.freeCpusByMachine()), std::vector<int>({ 14, 12, 16, 16 }));
    EXPECT_EQ(std::vector<JobIndex>(ledger.jobsOn(0).begin(), ledger.jobsOn(0).end()), std::vector<JobIndex>({ 8 }));

    ledger.release(8, withPs, false);
    EXPECT_EQ(ledger.freeGpus(), 16);
    EXPECT_EQ(asVector(ledger.freeCpusByMachine()), std::vector<int>({ 16, 16, 16, 16 }));
    EXPECT_TRUE(ledger.jobsOn(0).empty());
    EXPECT_TRUE(ledger.jobsOn(1).empty());
}

TEST(ResourceLedger, CheckpointingGpusCountUntilTheirRelease)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    const Placement p = on({ 0, 1, 2 });
    ledger.occupy(0, p);
    EXPECT_EQ(ledger.checkpointingGpus(), 0);
    ledger.beginCheckpoint(p);
    EXPECT_EQ(ledger.checkpointingGpus(), 3);
    ledger.release(0, p, true);
    EXPECT_EQ(ledger.checkpointingGpus(), 0);
    EXPECT_EQ(ledger.freeGpus(), 16);
}

TEST(ResourceLedger, CheckPlacementSaysWhyItRefuses)
{
    Cluster cluster = twoRacks();
    cluster.machines[3].cpuSlots = 6; // two workers (4 slots) leave no room for a PS (4)
    ResourceLedger ledger = ledgerOf(cluster);
    const JobSpec two = asking(2, 2);
    EXPECT_EQ(ledger.checkPlacement(0, two, on({ 0, 1 })), "");
    EXPECT_EQ(ledger.checkPlacement(0, two, on({ 0 })), "asks for 1 GPUs; the job takes 2");
    EXPECT_EQ(ledger.checkPlacement(0, asking(1, 4), on({ 0, 1, 2, 3, 4 })), "asks for 5 GPUs; the job takes 1..4");
    EXPECT_EQ(ledger.checkPlacement(0, two, on({ 0, 16 })), "GPU 16 does not exist");
    EXPECT_EQ(ledger.checkPlacement(0, two, on({ 3, 3 })), "GPU 3 is listed twice");
    EXPECT_EQ(ledger.checkPlacement(0, two, on({ 0, 1 }, { 4 })), "machine 4 does not exist");
    EXPECT_EQ(ledger.checkPlacement(0, two, on({ 12, 13 }, { 3 })), "not enough free CPU slots on r1-m1");
    EXPECT_EQ(ledger.checkPlacement(0, two, on({ 12, 13 }, { 2 })), "");

    const Placement held = on({ 0, 1 });
    ledger.occupy(1, held);
    EXPECT_EQ(ledger.checkPlacement(2, two, on({ 1, 2 })), "GPU 1 is busy");
    // A resize may keep the GPUs the job holds, but not take another job's.
    EXPECT_EQ(ledger.checkPlacement(1, two, on({ 1, 2 }), &held), "");
    ledger.occupy(2, on({ 2 }));
    EXPECT_EQ(ledger.checkPlacement(1, two, on({ 1, 2 }), &held), "GPU 2 is busy");

    ledger.takeDown(1);
    EXPECT_EQ(ledger.checkPlacement(3, two, on({ 4, 5 })), "GPU 4 is on a failed machine");
    EXPECT_EQ(ledger.checkPlacement(3, two, on({ 8, 9 }, { 1 })), "machine r0-m1 is down");
}

TEST(ResourceLedger, CheckPlacementHoldsAJobToItsGpuType)
{
    Cluster cluster = Cluster::uniform(1, 2, 4);
    cluster.gpuTypes.push_back(GpuType { "A100", 2.0, 3.0, 1.0, 80 });
    cluster.machines[1].gpuType = 1;
    const ResourceLedger ledger = ledgerOf(cluster);
    EXPECT_EQ(ledger.checkPlacement(0, asking(1, 1, "A100"), on({ 0 })), "GPU 0 is not a A100");
    EXPECT_EQ(ledger.checkPlacement(0, asking(1, 1, "A100"), on({ 4 })), "");
    EXPECT_EQ(ledger.checkPlacement(0, asking(1, 1), on({ 0 })), "") << "no type asked: any GPU";
}

TEST(ResourceLedger, FailureDisplacesTheJobsOnTheMachineAndFailsItsGpus)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    const Placement local = on({ 0, 1 });
    const Placement spanning = on({ 2, 4 });
    ledger.occupy(1, local);
    ledger.occupy(2, spanning);
    ledger.occupy(3, on({ 8 }));
    const std::uint64_t before = ledger.machineChangeCount();

    const std::vector<JobIndex> displaced = ledger.displacedBy(0);
    EXPECT_EQ(displaced, std::vector<JobIndex>({ 1, 2 }));
    // As the simulation does: each displaced job is released, then the machine goes down.
    ledger.release(1, local, false);
    ledger.release(2, spanning, false);
    ledger.takeDown(0);

    EXPECT_FALSE(ledger.machineUp(0));
    for (GpuId g = 0; g < 4; ++g) {
        EXPECT_TRUE(ledger.gpuFailed(g)) << g;
        EXPECT_FALSE(ledger.gpuFree(g)) << g;
        EXPECT_EQ(ledger.gpuOwner(g), -1) << g;
    }
    EXPECT_TRUE(ledger.gpuFree(4)) << "the spanning job's GPU on a machine still up is free";
    EXPECT_EQ(ledger.failedGpus(), 4);
    EXPECT_EQ(ledger.freeGpus(), 11); // 16 - 4 failed - 1 held by job 3
    EXPECT_EQ(asVector(ledger.freeGpusByMachine()), std::vector<int>({ 0, 4, 3, 4 }));
    EXPECT_EQ(asVector(ledger.freeCpusByMachine()), std::vector<int>({ 16, 16, 14, 16 }));
    EXPECT_TRUE(ledger.displacedBy(0).empty());
    EXPECT_TRUE(ledger.anyMachineAwaitsRepair());
    const auto changed = ledger.machinesChangedSince(before);
    ASSERT_TRUE(changed.has_value());
    EXPECT_EQ(std::vector<MachineId>(changed->begin(), changed->end()), std::vector<MachineId>({ 0, 0, 1, 0 }));
}

TEST(ResourceLedger, AGpuOfAFailedMachineStaysFailedWhenItsJobLetsGo)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    const Placement p = on({ 11, 12, 13 });
    ledger.occupy(5, p);
    ledger.takeDown(3);
    EXPECT_EQ(ledger.freeGpus(), 16 - 3 - 4 + 2) << "machine 3's two free GPUs fail";
    ledger.release(5, p, false);
    EXPECT_TRUE(ledger.gpuFree(11));
    EXPECT_TRUE(ledger.gpuFailed(12));
    EXPECT_TRUE(ledger.gpuFailed(13));
    EXPECT_EQ(ledger.freeGpus(), 12);
    EXPECT_EQ(asVector(ledger.freeGpusByMachine()), std::vector<int>({ 4, 4, 4, 0 }));
    EXPECT_EQ(asVector(ledger.freeCpusByMachine()), std::vector<int>({ 16, 16, 16, 16 }));
}

TEST(ResourceLedger, RepairBringsEveryGpuBackFree)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    ledger.takeDown(1);
    ledger.bringUp(1);
    EXPECT_TRUE(ledger.machineUp(1));
    for (GpuId g = 4; g < 8; ++g) EXPECT_TRUE(ledger.gpuFree(g)) << g;
    EXPECT_EQ(ledger.freeGpus(), 16);
    EXPECT_EQ(ledger.failedGpus(), 0);
    EXPECT_EQ(ledger.freeGpusByMachine()[1], 4);
    EXPECT_FALSE(ledger.anyMachineAwaitsRepair());
    EXPECT_EQ(ledger.checkPlacement(0, asking(2, 2), on({ 4, 5 })), "");
}

TEST(ResourceLedger, AMachineHeldDownAwaitsNoRepair)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    ledger.takeDown(2);
    ledger.holdDown(2);
    ledger.holdDown(2); // twice: counted once
    EXPECT_TRUE(ledger.heldDown(2));
    EXPECT_FALSE(ledger.anyMachineAwaitsRepair());
    ledger.takeDown(3);
    EXPECT_TRUE(ledger.anyMachineAwaitsRepair()) << "machine 3 failed at random";
    ledger.bringUp(3);
    ledger.endHold(2);
    EXPECT_FALSE(ledger.heldDown(2));
    EXPECT_TRUE(ledger.anyMachineAwaitsRepair()) << "no longer held: a repair may bring it back";
}

TEST(ResourceLedger, LeaveCountsGpusGoneAndTheCapacityStepAfterDropsThem)
{
    const GpuType a100 { "A100", 1.0, 3.0, 1.0, 80 };
    ResourceLedger ledger = ledgerOf(Cluster::uniform(1, 2, 4, a100));
    ASSERT_EQ(ledger.capacity().size(), 1u);
    EXPECT_EQ(ledger.capacity()[0], (CapacityStep { 0.0, 8, 24.0 }));

    ledger.takeDown(1);
    ledger.holdDown(1);
    ledger.leave(1);
    EXPECT_TRUE(ledger.gone(1));
    EXPECT_EQ(ledger.presentGpus(), 4);
    EXPECT_EQ(ledger.presentGpusOfType(0), 4);
    EXPECT_EQ(ledger.failedGpus(), 0) << "gone, not failed";
    EXPECT_EQ(ledger.cpuSlots(), 16);
    EXPECT_FALSE(ledger.anyMachineAwaitsRepair()) << "a machine gone is neither held nor repaired";
    EXPECT_EQ(ledger.capacity().size(), 1u) << "the caller records a step once a change is applied";
    ledger.recordCapacity(50.0);
    ASSERT_EQ(ledger.capacity().size(), 2u);
    EXPECT_EQ(ledger.capacity()[1], (CapacityStep { 50.0, 4, 12.0 }));
}

TEST(ResourceLedger, JoinAppendsMachinesUpAndFree)
{
    Machine joining;
    joining.name = "new";
    joining.rack = 1;
    joining.gpuCount = 2;
    joining.cpuSlots = 8;
    ResourceLedger ledger(Cluster::uniform(1, 1, 4), true, false);
    const std::uint64_t version = ledger.linkStateVersion();
    const MachineId first = ledger.join({ Rack { "r1" } }, { joining, joining });
    EXPECT_EQ(first, 1);
    EXPECT_EQ(ledger.cluster().machineCount(), 3);
    EXPECT_EQ(ledger.cluster().rackCount(), 2);
    EXPECT_EQ(ledger.cluster().firstGpu(2), 6);
    EXPECT_EQ(ledger.freeGpus(), 8);
    EXPECT_EQ(ledger.presentGpus(), 8);
    EXPECT_EQ(ledger.cpuSlots(), 16 + 8 + 8);
    EXPECT_EQ(asVector(ledger.freeGpusByMachine()), std::vector<int>({ 4, 2, 2 }));
    EXPECT_TRUE(ledger.machineUp(2));
    EXPECT_TRUE(ledger.gpuFree(7));
    EXPECT_EQ(ledger.uplinkSharers(1), 0);
    EXPECT_TRUE(ledger.cluster().machines[2].spot) << "billed at spot: machines that join are spot too";
    EXPECT_EQ(ledger.linkStateVersion(), version + 2) << "one a machine";
    ledger.occupy(0, on({ 0, 6 }));
    EXPECT_EQ(ledger.uplinkSharers(0), 1);
    EXPECT_EQ(ledger.uplinkSharers(1), 1);
}

TEST(ResourceLedger, LinksOfListsDistinctMachinesAndRacksInIndexOrder)
{
    const ResourceLedger ledger = ledgerOf(twoRacks());
    const ResourceLedger::Links& links = ledger.linksOf(on({ 13, 0, 1, 9 }, { 1, 0 }));
    EXPECT_EQ(links.machines, std::vector<MachineId>({ 0, 1, 2, 3 }));
    EXPECT_EQ(links.racks, std::vector<RackId>({ 0, 1 }));
    const ResourceLedger::Links& one = ledger.linksOf(on({ 5, 4 }));
    EXPECT_EQ(one.machines, std::vector<MachineId>({ 1 }));
    EXPECT_EQ(one.racks, std::vector<RackId>({ 0 }));
}

TEST(ResourceLedger, LinkStateVersionMovesWhenJobsShareLinks)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    const std::uint64_t start = ledger.linkStateVersion();
    const Placement local = on({ 0, 1 });
    ledger.occupy(0, local);
    ledger.release(0, local, false);
    EXPECT_EQ(ledger.linkStateVersion(), start) << "one machine shares no link";
    const Placement crossRack = on({ 0, 8 });
    ledger.occupy(1, crossRack);
    EXPECT_EQ(ledger.linkStateVersion(), start + 1);
    EXPECT_EQ(ledger.uplinkSharers(0), 1);
    EXPECT_EQ(ledger.uplinkSharers(1), 1);
    const SpeedContext context = ledger.speedContext(ResourceLedger::Performance::Current);
    EXPECT_EQ(*context.nicSharers, std::vector<int>({ 1, 0, 1, 0 }));
    ledger.release(1, crossRack, false);
    EXPECT_EQ(ledger.linkStateVersion(), start + 2);
    EXPECT_EQ(ledger.uplinkSharers(0), 0);

    ResourceLedger interfering = ledgerOf(twoRacks(), true);
    const std::uint64_t before = interfering.linkStateVersion();
    interfering.occupy(0, local);
    EXPECT_EQ(interfering.linkStateVersion(), before + 1) << "co-location matters: one machine counts";
}

TEST(ResourceLedger, SpeedContextIfOccupiedCountsThePlacementWithoutTakingIt)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    ledger.occupy(0, on({ 0, 4 }));
    const SpeedContext whatIf = ledger.speedContextIfOccupied(on({ 1, 9 }));
    EXPECT_EQ(*whatIf.nicSharers, std::vector<int>({ 2, 1, 1, 0 }));
    EXPECT_EQ(*whatIf.uplinkSharers, std::vector<int>({ 1, 1 }));
    EXPECT_EQ(*whatIf.machinePerf, std::vector<double>(4, 1.0));
    EXPECT_EQ(ledger.uplinkSharers(1), 0);
    EXPECT_EQ(*ledger.speedContext(ResourceLedger::Performance::Current).nicSharers, std::vector<int>({ 1, 1, 0, 0 }));
}

TEST(ResourceLedger, NeighboursAreTheJobsWhoseLinksAPlacementShares)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    ledger.occupy(0, on({ 0, 4 }));  // machines 0 and 1
    ledger.occupy(1, on({ 1 }));     // machine 0 alone
    ledger.occupy(2, on({ 5, 12 })); // machine 1 and rack 1
    ledger.occupy(3, on({ 9, 13 })); // rack 1 only
    const auto spans = [](JobIndex j) { return j != 1; };
    EXPECT_EQ(ledger.neighboursOf(on({ 2, 6 }), false, spans), std::vector<JobIndex>({ 0, 2 }));
    EXPECT_EQ(ledger.neighboursOf(on({ 2, 6 }), true, spans), std::vector<JobIndex>({ 0, 1, 2 }));
    EXPECT_EQ(ledger.neighboursOf(on({ 2, 10 }), false, spans), std::vector<JobIndex>({ 0, 2, 3 }))
        << "across racks: the jobs across racks on either rack too";
    EXPECT_TRUE(ledger.neighboursOf(on({ 2, 3 }), false, spans).empty()) << "one machine, no interference";
    EXPECT_EQ(ledger.neighboursOf(on({ 2, 3 }), true, spans), std::vector<JobIndex>({ 0, 1 }));
}

TEST(ResourceLedger, DriftMovesFluctuatingMachinesAndNamesTheirJobs)
{
    Cluster cluster = twoRacks();
    cluster.machines[1].perfFluctuation = 0.2;
    ResourceLedger ledger = ledgerOf(cluster);
    EXPECT_TRUE(ledger.anyFluctuation());
    ledger.occupy(3, on({ 4 }));
    ledger.occupy(4, on({ 0 }));
    ledger.occupy(5, on({ 1, 5 }));
    Rng rng(7);
    EXPECT_EQ(ledger.driftPerformance(rng), std::vector<JobIndex>({ 3, 5 }));
    const std::vector<double>& perf = *ledger.speedContext(ResourceLedger::Performance::Current).machinePerf;
    EXPECT_NE(perf[1], 1.0);
    EXPECT_EQ(perf[0], 1.0);
    EXPECT_EQ(*ledger.speedContext(ResourceLedger::Performance::Nominal).machinePerf, std::vector<double>(4, 1.0));
    EXPECT_FALSE(ledgerOf(twoRacks()).anyFluctuation());
}

TEST(ResourceLedger, PricesFollowTheClusterAndItsChanges)
{
    GpuType v100 { "V100", 1.0, 2.0, 0.5, 32 };
    Cluster cluster = Cluster::uniform(1, 2, 4, v100);
    cluster.machines[1].spot = true;
    ResourceLedger ledger = ledgerOf(cluster);
    EXPECT_DOUBLE_EQ(ledger.pricePerHour(on({ 0, 1, 4 })), 2.0 + 2.0 + 0.5);
    ledger.setPrice(0, 3.0, 1.0);
    EXPECT_DOUBLE_EQ(ledger.pricePerHour(on({ 0, 1, 4 })), 3.0 + 3.0 + 1.0);
    EXPECT_EQ(ledger.presentCapacity(10.0), (CapacityStep { 10.0, 8, 4 * 3.0 + 4 * 1.0 }));
    const ResourceLedger spot(cluster, true, false);
    EXPECT_DOUBLE_EQ(spot.pricePerHour(on({ 0 })), 0.5) << "billed at spot: every machine at the spot price";
}

TEST(ResourceLedger, ACopyKeepsTheStateButStartsItsOwnChangeHistory)
{
    ResourceLedger ledger = ledgerOf(twoRacks());
    ledger.occupy(0, on({ 0, 1 }));
    ResourceLedger copy = ledger;
    EXPECT_EQ(copy.gpuOwner(1), 0);
    EXPECT_EQ(copy.freeGpus(), 14);
    copy.occupy(1, on({ 2 }));
    EXPECT_TRUE(ledger.gpuFree(2)) << "the copy's changes are its own";
    EXPECT_FALSE(copy.machinesChangedSince(ledger.machineChangeCount()).has_value());
}
