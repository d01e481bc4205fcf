// Against the real cluster: simulated queueing delays against the recorded ones (core/metrics/Calibration)
// and the fit of free parameters (core/run/Calibrate). The tiny case is worked out by hand below.

#include "core/io/ScenarioIo.h"
#include "core/io/TraceImport.h"
#include "core/metrics/Calibration.h"
#include "core/run/Calibrate.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Text.h"
#include "tests/support/ScenarioOrFail.h"
#include "tests/support/TestData.h"
#include "tests/support/TempDir.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>

using namespace gantry;
using gantry::testing::testData;

using gantry::testing::TempDir;

namespace {

Scenario loadOk(const std::string& path) { return gantry::testing::scenarioOrFail(loadScenario(path)); }

CalibrationOutcome calibrateOk(const Scenario& s, const CalibrateOptions& options = {})
{
    auto outcome = calibrate(s, options);
    EXPECT_TRUE(outcome.ok()) << (outcome.ok() ? "" : outcome.error().toString());
    return outcome.ok() ? std::move(outcome).value() : CalibrationOutcome {};
}

/// A scratch folder per test, removed afterwards.

} // namespace

// tests/data/calibration/tiny.yaml: one machine of 4 GPUs, FIFO with backfilling, replayed durations.
//   job  submit  duration  GPUs  tenant  recorded   simulated
//   j1        0       100     4  a              0   starts at 0:    0
//   j2       10        50     2  b            120   starts at 100: 90 (j1 frees the machine)
//   j3       20        30     2  a             60   starts at 100: 80 (beside j2)
//   j4       30        40     4  b              –   starts at 150: 120 (when j2 ends; not compared)
//   j6       40        10     8  b             10   rejected: larger than the cluster (recorded, not started)
//   j5      200        10     1  a              5   starts at 200:  0
TEST(Calibration, TinyTraceFigureByFigure)
{
    const Scenario s = loadOk(testData("calibration/tiny.yaml"));
    const CalibrationOutcome o = calibrateOk(s);
    // The run itself, as worked out above.
    ASSERT_EQ(o.run.jobs.size(), 6u);
    const double simulated[] = { 0, 90, 80, 120, -1, 0 };
    for (std::size_t i = 0; i < 6; ++i) {
        const JobRecord& j = o.run.jobs[i];
        EXPECT_EQ(j.start < 0 ? -1.0 : j.start - j.submit, simulated[i]) << j.id;
    }
    const WaitCalibration& c = o.calibration;
    EXPECT_EQ(c.recorded, 5);   // j4 has no recorded wait
    EXPECT_EQ(c.notStarted, 1); // j6 was rejected
    ASSERT_EQ(c.groups.size(), 3u);

    // Everyone: recorded 0, 120, 60, 5 against simulated 0, 90, 80, 0 (j1, j2, j3, j5).
    const WaitComparison& all = c.groups[0];
    EXPECT_EQ(all.group, "all");
    EXPECT_EQ(all.jobs, 4);
    EXPECT_DOUBLE_EQ(all.recordedMean, 185.0 / 4);
    EXPECT_EQ(all.recordedP50, 5);   // sorted 0 5 60 120: rank ceil(0.5 x 4) = 2
    EXPECT_EQ(all.recordedP90, 120); // rank ceil(0.9 x 4) = 4
    EXPECT_DOUBLE_EQ(all.simulatedMean, 170.0 / 4);
    EXPECT_EQ(all.simulatedP50, 0); // sorted 0 0 80 90
    EXPECT_EQ(all.simulatedP90, 90);
    EXPECT_DOUBLE_EQ(all.meanAbsError, (0 + 30 + 20 + 5) / 4.0);
    EXPECT_DOUBLE_EQ(all.bias, (0 - 30 + 20 - 5) / 4.0);
    // Deviations from the means 46.25 and 42.5: Σdx dy = 7737.5, Σdx² = 9468.75, Σdy² = 7275.
    EXPECT_NEAR(all.correlation, 7737.5 / std::sqrt(9468.75 * 7275), 1e-12);
    EXPECT_NEAR(all.correlation, 0.93226, 1e-5);
    EXPECT_NEAR(all.logMeanAbsError, (0 + std::log(121.0 / 91) + std::log(81.0 / 61) + std::log(6.0)) / 4, 1e-12);
    const double lx[] = { 0, std::log(121.0), std::log(61.0), std::log(6.0) }, ly[] = { 0, std::log(91.0), std::log(81.0), 0 };
    double mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;
    for (int i = 0; i < 4; ++i) mx += lx[i] / 4, my += ly[i] / 4;
    for (int i = 0; i < 4; ++i) sxy += (lx[i] - mx) * (ly[i] - my), sxx += (lx[i] - mx) * (lx[i] - mx), syy += (ly[i] - my) * (ly[i] - my);
    EXPECT_NEAR(all.logCorrelation, sxy / std::sqrt(sxx * syy), 1e-12);

    // Tenant a: recorded 0, 60, 5 against 0, 80, 0 (j1, j3, j5).
    const WaitComparison& a = c.groups[1];
    EXPECT_EQ(a.group, "a");
    EXPECT_EQ(a.jobs, 3);
    EXPECT_DOUBLE_EQ(a.recordedMean, 65.0 / 3);
    EXPECT_EQ(a.recordedP50, 5);
    EXPECT_EQ(a.recordedP90, 60);
    EXPECT_DOUBLE_EQ(a.simulatedMean, 80.0 / 3);
    EXPECT_EQ(a.simulatedP50, 0);
    EXPECT_EQ(a.simulatedP90, 80);
    EXPECT_DOUBLE_EQ(a.meanAbsError, 25.0 / 3);
    EXPECT_DOUBLE_EQ(a.bias, 15.0 / 3);
    EXPECT_NEAR(a.correlation, (9200.0 / 3) / std::sqrt((6650.0 / 3) * (12800.0 / 3)), 1e-12); // 0.99718
    EXPECT_NEAR(a.logMeanAbsError, (std::log(81.0 / 61) + std::log(6.0)) / 3, 1e-12);

    // Tenant b: j2 alone (j4 has no recorded wait, j6 never started): 120 against 90; one job has no correlation.
    const WaitComparison& b = c.groups[2];
    EXPECT_EQ(b.group, "b");
    EXPECT_EQ(b.jobs, 1);
    EXPECT_EQ(b.recordedMean, 120);
    EXPECT_EQ(b.simulatedP90, 90);
    EXPECT_EQ(b.meanAbsError, 30);
    EXPECT_EQ(b.bias, -30);
    EXPECT_TRUE(std::isnan(b.correlation));
    EXPECT_TRUE(std::isnan(b.logCorrelation));
    EXPECT_NEAR(b.logMeanAbsError, std::log(121.0 / 91), 1e-12);

    // The files keep the exact figures; undefined ones are empty cells.
    const std::string csv = calibrationCsv(o.run.meta, { { "scenario", &c } });
    EXPECT_EQ(csv.rfind("# gantry ", 0), 0u);
    EXPECT_NE(csv.find("scenario_sha256=" + o.run.meta.scenarioSha256), std::string::npos);
    EXPECT_NE(csv.find("\nscenario,all,4,5,1,46.25,5,120,42.5,0,90,13.75,-3.75,"), std::string::npos) << csv;
    EXPECT_NE(csv.find("\nscenario,b,1,,,120,120,120,90,90,90,30,-30,,," + formatNumber(std::log1p(120.0) - std::log1p(90.0))
                       + ",0,1,30,-0.25,,\n"), std::string::npos)
        << csv;
    const std::string jobs = calibrationJobsCsv(o.run.meta, o.workload.jobs, { "scenario" }, { &o.run }, s.tenants);
    EXPECT_NE(jobs.find("\njob_id,tenant,submit,recorded_wait,scenario_wait\nj1,a,0,0,0\nj2,b,10,120,90\nj3,a,20,60,80\nj6,b,40,10,\n"
                        "j5,a,200,5,0\n"),
        std::string::npos)
        << jobs;
    // And the table a person reads has a row per group.
    const TextTable table = calibrationTable(c);
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[2][0], "b");
    EXPECT_EQ(table.rows[2][10], "–"); // no correlation of one job
}

TEST(Calibration, PearsonCorrelation)
{
    EXPECT_DOUBLE_EQ(pearsonCorrelation({ 1, 2, 3 }, { 2, 4, 6 }), 1);
    EXPECT_DOUBLE_EQ(pearsonCorrelation({ 1, 2, 3 }, { 3, 2, 1 }), -1);
    EXPECT_NEAR(pearsonCorrelation({ 1, 2, 3, 4 }, { 1, 3, 2, 4 }), 0.8, 1e-12); // Σdxdy 4, Σdx² 5, Σdy² 5
    EXPECT_TRUE(std::isnan(pearsonCorrelation({ 1 }, { 2 })));             // one pair
    EXPECT_TRUE(std::isnan(pearsonCorrelation({ 1, 2, 3 }, { 0, 0, 0 }))); // a constant
    EXPECT_TRUE(std::isnan(pearsonCorrelation({ 1, 2 }, { 1, 2, 3 })));   // not pairs
}

// A workload without recorded waits has nothing to compare with: refused before anything runs, located
// where the waits would be.
TEST(Calibration, KendallTauByHandAndAgainstThePairwiseDefinition)
{
    EXPECT_DOUBLE_EQ(kendallTau({ 1, 2, 3, 4 }, { 10, 20, 30, 40 }), 1.0);
    EXPECT_DOUBLE_EQ(kendallTau({ 1, 2, 3, 4 }, { 4, 3, 2, 1 }), -1.0);
    // 6 pairs: (1,2)+ (1,3)+ (1,4)+ (2,3)- (2,4)+ (3,4)+ -> (5 - 1) / 6.
    EXPECT_NEAR(kendallTau({ 1, 2, 3, 4 }, { 1, 3, 2, 4 }), 4.0 / 6.0, 1e-12);
    EXPECT_TRUE(std::isnan(kendallTau({ 1 }, { 1 })));
    EXPECT_TRUE(std::isnan(kendallTau({ 1, 1, 1 }, { 1, 2, 3 })));
    // Tau-b with ties (many starts share a second), against the O(n^2) definition on seeded series.
    std::uint64_t state = 7;
    auto next = [&] { return (state = state * 6364136223846793005ULL + 1442695040888963407ULL) >> 59; }; // 0..31
    for (int round = 0; round < 50; ++round) {
        std::vector<double> x, y;
        for (int i = 0; i < 3 + round * 4; ++i) {
            x.push_back(double(next()));
            y.push_back(double(next() % 8) + (round % 2 ? x.back() : 0));
        }
        double concordant = 0, discordant = 0, xTies = 0, yTies = 0, both = 0;
        for (std::size_t i = 0; i < x.size(); ++i)
            for (std::size_t j = i + 1; j < x.size(); ++j) {
                const double dx = x[i] - x[j], dy = y[i] - y[j];
                if (dx == 0 && dy == 0) ++both;
                else if (dx == 0) ++xTies;
                else if (dy == 0) ++yTies;
                else if ((dx > 0) == (dy > 0)) ++concordant;
                else ++discordant;
            }
        const double n0 = concordant + discordant + xTies + yTies + both;
        const double denominator = std::sqrt((n0 - xTies - both) * (n0 - yTies - both));
        if (denominator == 0) continue;
        EXPECT_NEAR(kendallTau(x, y), (concordant - discordant) / denominator, 1e-12) << "round " << round;
    }
}

TEST(Calibration, StartAgreementFigures)
{
    // Five jobs a minute apart; the run starts them 0, 5, 30, 90 and 0 s off the recorded starts.
    const std::vector<double> submit { 0, 60, 120, 180, 240 }, recorded { 100, 100, 100, 100, 100 }, simulated { 100, 105, 130, 190, 100 };
    const WaitComparison c = compareWaitPairs("all", submit, recorded, simulated);
    EXPECT_DOUBLE_EQ(c.within10, 3.0 / 5.0);
    EXPECT_DOUBLE_EQ(c.within60, 4.0 / 5.0);
    EXPECT_DOUBLE_EQ(c.p90AbsError, 90);
    EXPECT_NEAR(c.meanWaitError, (625.0 / 5 - 100) / 100, 1e-12);
    // Recorded starts 100, 160, 220, 280, 340; simulated 100, 165, 250, 370, 340: one pair swapped.
    EXPECT_NEAR(c.kendallTau, 8.0 / 10.0, 1e-12);
    EXPECT_TRUE(std::isnan(c.movingWaitError)); // fewer jobs than one window
    // A long queue: the moving error over windows of kMovingWaitJobs jobs; windows whose recorded mean
    // wait is under the floor do not count (a few seconds' error there is no percentage worth reading).
    std::vector<double> s, r, m, shortWaits, shortSimulated;
    for (int i = 0; i < 2 * kMovingWaitJobs; ++i) {
        s.push_back(i);
        r.push_back(100.0);
        m.push_back(i % 2 ? 120.0 : 100.0);
        shortWaits.push_back(1.0);
        shortSimulated.push_back(20.0);
    }
    EXPECT_TRUE(std::isnan(compareWaitPairs("all", s, shortWaits, shortSimulated).movingWaitError));
    const WaitComparison q = compareWaitPairs("all", s, r, m);
    EXPECT_NEAR(q.movingWaitError, 0.1, 1e-12); // every window: 110 against 100
}

TEST(Calibration, NoRecordedWaitsIsALocatedError)
{
    Scenario trace = loadOk(gantry::testing::repoFile("scenarios/cloud-cost.yaml")); // philly_2k.csv: queue_delay_s empty
    auto r = calibrate(trace);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::BadValue);
    EXPECT_NE(r.error().where.file.find("philly_2k.csv"), std::string::npos) << r.error().toString();
    EXPECT_EQ(r.error().where.field, "queue_delay_s");
    EXPECT_EQ(r.error().exitCode(), 2);

    Scenario pollux = loadOk(gantry::testing::repoFile("scenarios/philly-capacity.yaml")); // a format without start times
    r = calibrate(pollux);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.field, "workload.format");
    EXPECT_NE(r.error().message.find("pollux-philly"), std::string::npos);

    Scenario generated = loadOk(gantry::testing::repoFile("scenarios/teaching-demo.yaml"));
    r = calibrate(generated);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.field, "workload.generator");
}

TEST(Calibration, ScaleMachinesKeepsTheMix)
{
    Cluster c = Cluster::uniform(1, 3, 8);
    c.racks.push_back({ "r1", 100, 1 });
    Machine small = c.machines.front();
    small.name = "small";
    small.rack = 1;
    small.gpuCount = 2;
    c.machines.push_back(small);
    c.index();
    ASSERT_EQ(c.gpuCount(), 26);
    // Half: machine i kept floor((i+1)/2) - floor(i/2) times: the second and the fourth (one per rack).
    Cluster half = scaleMachines(c, 0.5);
    ASSERT_EQ(half.machineCount(), 2);
    EXPECT_EQ(half.machines[0].name, "r0-m1");
    EXPECT_EQ(half.machines[1].name, "small");
    EXPECT_EQ(half.gpuCount(), 10);
    // One and a half: 6 machines, counts floor(6(i+1)/4) - floor(6i/4) = 1, 2, 1, 2; copies in their rack.
    Cluster more = scaleMachines(c, 1.5);
    ASSERT_EQ(more.machineCount(), 6);
    std::vector<std::string> names;
    for (const Machine& m : more.machines) names.push_back(m.name);
    EXPECT_EQ(names, (std::vector<std::string> { "r0-m0", "r0-m1", "r0-m1+1", "r0-m2", "small", "small+1" }));
    EXPECT_EQ(more.machines[5].rack, 1);
    EXPECT_EQ(more.gpuCount(), 8 * 4 + 2 * 2);
    EXPECT_TRUE(more.validate().ok());
    EXPECT_EQ(scaleMachines(c, 0.01).machineCount(), 1); // never none
    EXPECT_EQ(scaleMachines(c, 1), c);
}

TEST(Calibration, ScaleQuotasRoundsAndKeepsLimitsAboveQuotas)
{
    Tenant t;
    t.name = "t";
    t.quotaGpus = 10;
    t.quotaByType = { { "V100", 3 } };
    t.limitGpus = 14;
    Tenant open = t;
    open.name = "open";
    open.limitGpus = -1;
    const auto scaled = scaleQuotas({ t, open }, 1.5);
    EXPECT_EQ(scaled[0].quotaGpus, 15);
    EXPECT_EQ(scaled[0].quotaByType.at("V100"), 5); // 4.5 rounds away from zero
    EXPECT_EQ(scaled[0].limitGpus, 20);             // below the new quota of 20: raised to it
    EXPECT_EQ(scaled[1].limitGpus, -1);             // no limit stays none
    EXPECT_EQ(scaleQuotas({ t }, 0.5)[0].limitGpus, 14); // a limit above the quota is kept
}

TEST(Calibration, FitsOnlyWhatTheScenarioHas)
{
    const Scenario tiny = loadOk(testData("calibration/tiny.yaml"));
    auto fieldOf = [&](const Scenario& s, std::vector<FitRange> fit) {
        const Status st = checkFit(s, fit);
        return st.ok() ? std::string("ok") : st.error().where.field + ": " + st.error().message;
    };
    EXPECT_EQ(fieldOf(tiny, { { FitParameter::Gpus, 0.25, 2 } }), "ok");
    EXPECT_EQ(fieldOf(tiny, { { FitParameter::Quota, 0.25, 2 } }).rfind("--fit: 'quota'", 0), 0u); // tenants without quotas
    Scenario quotas = tiny;
    quotas.tenants[0].quotaGpus = 2;
    EXPECT_NE(fieldOf(quotas, { { FitParameter::Quota, 0.25, 2 } }).find("policy.sharing is 'none'"), std::string::npos);
    quotas.policy.sharing.name = "strict-quota";
    EXPECT_EQ(fieldOf(quotas, { { FitParameter::Quota, 0.25, 2 } }), "ok");
    EXPECT_NE(fieldOf(tiny, { { FitParameter::Gpus, 2, 1 } }).find("0 < low < high"), std::string::npos);
    EXPECT_NE(fieldOf(tiny, { { FitParameter::Gpus, 0, 1 } }).find("0 < low < high"), std::string::npos);
    EXPECT_NE(fieldOf(tiny, { { FitParameter::Gpus, 0.5, 1 }, { FitParameter::Gpus, 1, 2 } }).find("named twice"), std::string::npos);
    // Bounds that would make more machines than a cluster may have are refused (never cut to the limit
    // and reported as a scale that did not run).
    Scenario large = tiny;
    large.cluster = Cluster::uniform(1, 2000, 8);
    EXPECT_NE(fieldOf(large, { { FitParameter::Gpus, 1, 100 } }).find("reach 200,000 machines, more than a cluster may have (100,000): "
                                                                       "for this cluster of 2,000 the high bound may be at most 50"),
        std::string::npos)
        << fieldOf(large, { { FitParameter::Gpus, 1, 100 } });
    EXPECT_EQ(fieldOf(large, { { FitParameter::Gpus, 0.5, 50 } }), "ok");
    auto r = calibrate(tiny, CalibrateOptions { { { FitParameter::Quota, 0.5, 2 } } });
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().where.field, "--fit");
}

// The fit finds a truth it is given: waits "recorded" on half the machines are fitted back to half.
TEST(Calibration, FitRecoversTheMachineCountTheWaitsCameFrom)
{
    TempDir dir;
    Scenario s;
    s.name = "known truth";
    s.cluster = Cluster::uniform(1, 4, 4);
    s.speedModel.name = "replay";
    s.baseDirectory = dir.path.string();
    s.workload.trace = "truth.csv";
    Workload w;
    for (int i = 0; i < 40; ++i) {
        JobSpec j;
        j.id = "j" + std::to_string(i);
        j.submitTime = 50.0 * i;
        j.duration = 100 + (i * 37) % 200;
        j.gpus = j.minGpus = j.maxGpus = 1 + (i * 7) % 4;
        w.jobs.push_back(j);
    }
    // The truth: the same jobs on two of the four machines, their waits recorded.
    ASSERT_TRUE(writeCommonCsv((dir.path / "truth.csv").string(), w).ok());
    Scenario truth = s;
    truth.cluster = scaleMachines(s.cluster, 0.5);
    auto run = runScenario(truth);
    ASSERT_TRUE(run.ok()) << run.error().toString();
    double waited = 0;
    for (std::size_t i = 0; i < w.jobs.size(); ++i) {
        w.jobs[i].recordedWait = run->jobs[i].start - run->jobs[i].submit;
        waited += w.jobs[i].recordedWait;
    }
    ASSERT_GT(waited, 0); // two machines are busy enough to queue
    ASSERT_TRUE(writeCommonCsv((dir.path / "truth.csv").string(), w).ok());

    CalibrateOptions options;
    options.fit = { { FitParameter::Gpus, 0.25, 2 } };
    const CalibrationOutcome o = calibrateOk(s, options);
    EXPECT_GT(o.calibration.overall().logMeanAbsError, 0); // four machines wait less than two did
    EXPECT_EQ(o.fittedScenario.cluster.machineCount(), 2);
    EXPECT_EQ(o.fittedCalibration.overall().logMeanAbsError, 0);
    EXPECT_EQ(o.fittedCalibration.overall().meanAbsError, 0);
    ASSERT_TRUE(o.fittedRun.has_value());
    EXPECT_EQ(o.fittedRun->meta.variantName, "fitted");
    // 9 points over the bounds, then 9 between the neighbours of the best; every scale in [0.375, 0.625)
    // makes two machines, and the scale reported is the one that ran: 2 of 4.
    ASSERT_EQ(o.points.size(), 18u);
    EXPECT_EQ(o.points.front().values, std::vector<double> { 0.25 });
    EXPECT_EQ(o.points[8].values, std::vector<double> { 2 });
    ASSERT_EQ(o.fittedValues.size(), 1u);
    EXPECT_EQ(o.fittedValues[0], 0.5);
    const std::string csv = fitPointsCsv(o);
    EXPECT_NE(csv.find("\nstage,gpus_scale,machines,gpus,compared,not_started,feasible,mae_log1p,mae\n1,0.25,1,4,40,0,true,"),
        std::string::npos)
        << csv;
    EXPECT_NE(describeFit(o).find("fit gpus in [0.25, 2]: " + formatNumber(o.fittedValues[0])), std::string::npos);
}

// Two parameters on a grid of 3 x 3 twice; the answer is the same on one thread or three.
TEST(Calibration, TwoParameterFitIsTheSameOnAnyThreads)
{
    Scenario s = loadOk(testData("calibration/tiny.yaml"));
    s.tenants[0].quotaGpus = 2;
    s.tenants[1].quotaGpus = 2;
    s.policy.sharing.name = "borrowing";
    CalibrateOptions options;
    options.fit = { { FitParameter::Gpus, 0.5, 2 }, { FitParameter::Quota, 0.5, 2 } };
    options.gridPoints = 3;
    options.threads = 1;
    const CalibrationOutcome one = calibrateOk(s, options);
    options.threads = 3;
    const CalibrationOutcome three = calibrateOk(s, options);
    ASSERT_EQ(one.points.size(), 18u);
    ASSERT_EQ(three.points.size(), 18u);
    EXPECT_EQ(fitPointsCsv(one), fitPointsCsv(three));
    EXPECT_EQ(one.fittedValues, three.fittedValues);
    EXPECT_EQ(one.points[1].values, (std::vector<double> { 0.5, 1 })); // the second parameter varies fastest
    // The fitted scenario carries the fitted quotas.
    const double quota = one.fittedValues[1];
    EXPECT_EQ(one.fittedScenario.tenants[0].quotaGpus, static_cast<int>(std::lround(2 * quota)));
    // A fit is never worse than the scenario as written.
    EXPECT_LE(one.fittedCalibration.overall().logMeanAbsError, one.calibration.overall().logMeanAbsError);
}
