// Gantry against the numbers operators already trust: the Tiresias simulator on the same jobs, and the
// orderings published studies found. Each case is a shipped scenario a user can open and run.

#include "core/io/ScenarioIo.h"
#include "core/run/ScenarioRunner.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

using namespace gantry;

namespace {

/// Average JCT of every run of a shipped scenario (the base is "base").
std::map<std::string, double> avgJctByRun(const std::string& file)
{
    auto scenario = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/" + file);
    EXPECT_TRUE(scenario.ok()) << (scenario.ok() ? "" : scenario.error().toString());
    std::map<std::string, double> out;
    if (!scenario.ok()) return out;
    for (const VariantRun& run : expandVariants(scenario.value())) {
        EXPECT_TRUE(run.scenario.ok()) << run.name;
        if (!run.scenario.ok()) continue;
        auto result = runScenario(run.scenario.value());
        EXPECT_TRUE(result.ok()) << run.name;
        if (!result.ok()) continue;
        EXPECT_EQ(result.value().summary.unfinished, 0) << run.name;
        out[run.name.empty() ? "base" : run.name] = result.value().summary.avgJct;
    }
    return out;
}

} // namespace

// The Tiresias simulator (SymbioticLab/Tiresias, simulator/, commit 959f9b0; Python 2.7.18) on the
// same jobs as scenarios/tiresias-parity.yaml: FIFO with the `yarn` scheme, and dlas-gpu (which
// counts GPUs). Figures from `bench/tiresias-parity.sh TIRESIAS/simulator` on 2026-11-23; avg JCT in
// seconds. The jobs of each slice are written from Gantry's own run, in whole seconds.
TEST(Validation, TiresiasSimulatorParity)
{
    struct Case {
        const char* run;
        double tiresias;
        double tolerance;
    };
    const Case cases[] = {
        { "base", 339427, 0.05 }, // first 10,000 jobs, FIFO
        { "2D-LAS", 30751, 0.05 },
        { "FIFO half load", 27614, 0.05 },
        { "2D-LAS half load", 22571, 0.05 },
        { "FIFO twice load", 632035, 0.05 },
        { "2D-LAS twice load", 39886, 0.05 },
        { "FIFO jobs 40k-50k", 27001, 0.05 },
        { "2D-LAS jobs 40k-50k", 10912, 0.05 },
    };
    const auto gantry = avgJctByRun("tiresias-parity.yaml");
    for (const Case& c : cases) {
        ASSERT_TRUE(gantry.count(c.run)) << c.run;
        const double difference = (gantry.at(c.run) - c.tiresias) / c.tiresias;
        std::printf("%-22s Tiresias simulator %8.0f s  Gantry %8.0f s  %+.1f %%\n", c.run, c.tiresias, gantry.at(c.run),
            100 * difference);
        EXPECT_LE(std::abs(difference), c.tolerance) << c.run;
    }
}

// Tiresias (Gu et al., NSDI'19): 2D-LAS, without knowing job lengths, several times lower average JCT
// than FIFO. Helios (Hu et al., SC'21), Philly: SRTF < SJF < FIFO.
TEST(Validation, PublishedOrderingsOnPhilly)
{
    const auto jct = avgJctByRun("published-orderings.yaml");
    for (const char* run : { "base", "SJF (oracle)", "SRTF (oracle)", "Tiresias 2D-LAS" }) {
        ASSERT_TRUE(jct.count(run)) << run;
        std::printf("%-18s avg JCT %8.0f s\n", run, jct.at(run));
    }
    EXPECT_LT(jct.at("SRTF (oracle)"), jct.at("SJF (oracle)"));
    EXPECT_LT(jct.at("SJF (oracle)"), jct.at("base"));
    EXPECT_LT(2 * jct.at("Tiresias 2D-LAS"), jct.at("base"));
}
