// Where Slurm's select/cons_tres puts a job (core/policy/SlurmScheduler.h, bestFitNodes): the shortest run
// of consecutive nodes with room, its first nodes, worked by hand.
#include "core/policy/SlurmScheduler.h"

#include <gtest/gtest.h>

using namespace gantry;

TEST(SlurmPlacement, TheShortestRunOfNodesWithRoomItsFirstNodes)
{
    using Nodes = std::vector<MachineId>;
    // Room on n0-n2 and on n5: one node goes to the lone n5 (a run of one fits best), not to n0.
    EXPECT_EQ(bestFitNodes({ 1, 1, 1, 0, 0, 1, 0, 0 }, 1), Nodes { 5 });
    // Two runs of one: the first.
    EXPECT_EQ(bestFitNodes({ 0, 1, 0, 1, 0 }, 1), Nodes { 1 });
    // Two nodes: the run of two (n4-n5) rather than the run of three (n0-n2).
    EXPECT_EQ(bestFitNodes({ 1, 1, 1, 0, 1, 1, 0, 1 }, 2), (Nodes { 4, 5 }));
    // No run holds three: the lowest-numbered nodes with room.
    EXPECT_EQ(bestFitNodes({ 1, 0, 1, 1, 0, 1 }, 3), (Nodes { 0, 2, 3 }));
    // Too few nodes with room: fewer than asked, and nothing from nodes without room.
    EXPECT_EQ(bestFitNodes({ 0, 1, 0 }, 2), Nodes { 1 });
    EXPECT_TRUE(bestFitNodes({ 0, 0 }, 1).empty());
    // Every node with room is one run: its first nodes (the lowest-numbered).
    EXPECT_EQ(bestFitNodes({ 1, 1, 1, 1 }, 2), (Nodes { 0, 1 }));
}
