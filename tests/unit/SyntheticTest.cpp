#include "core/io/Synthetic.h"
#include "core/model/ModelCatalog.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

using namespace gantry;

namespace {

Workload generate(const std::string& name, const ParamMap& params, std::uint64_t seed = 7)
{
    auto result = generateWorkload(name, params, seed);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    return result.ok() ? std::move(result).value() : Workload {};
}

double medianDuration(const Workload& w)
{
    std::vector<double> d;
    for (const auto& job : w.jobs) d.push_back(job.duration);
    std::sort(d.begin(), d.end());
    return d.empty() ? 0 : d[d.size() / 2];
}

void expectSorted(const Workload& w)
{
    ASSERT_FALSE(w.jobs.empty());
    EXPECT_EQ(w.jobs.front().submitTime, 0);
    for (std::size_t i = 1; i < w.jobs.size(); ++i) EXPECT_LE(w.jobs[i - 1].submitTime, w.jobs[i].submitTime);
}

} // namespace

TEST(Synthetic, NamesAndParams)
{
    EXPECT_EQ(generatorNames(), (std::vector<std::string> { "poisson-philly", "dl2-ali", "topdrl", "harmony" }));
    for (const auto& name : generatorNames()) {
        const auto specs = generatorParams(name);
        EXPECT_FALSE(specs.empty()) << name;
        for (const auto& s : specs) EXPECT_FALSE(s.description.empty()) << name << "." << s.name;
        // The defaults alone give a valid workload.
        const Workload w = generate(name, {});
        expectSorted(w);
        EXPECT_EQ(w.format, name);
        EXPECT_NE(w.source.find("seed=7"), std::string::npos);
        EXPECT_FALSE(w.modelRule.empty());
    }
    EXPECT_TRUE(generatorParams("nope").empty());
}

TEST(Synthetic, SameSeedSameWorkloadOtherSeedDiffers)
{
    for (const auto& name : generatorNames()) {
        const ParamMap params { { "jobs", 500.0 } };
        const Workload a = generate(name, params, 42), b = generate(name, params, 42), c = generate(name, params, 43);
        EXPECT_EQ(a.jobs, b.jobs) << name;
        EXPECT_EQ(a.source, b.source) << name;
        EXPECT_NE(a.jobs, c.jobs) << name;
    }
}

TEST(Synthetic, BadNamesAndParameters)
{
    auto r = generateWorkload("poisson-alibaba", {}, 1);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnknownName);
    EXPECT_NE(r.error().message.find("dl2-ali"), std::string::npos);
    r = generateWorkload("poisson-philly", { { "jobz", 5.0 } }, 1);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnknownName);
    r = generateWorkload("poisson-philly", { { "jobs_per_hour", -1.0 } }, 1);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::BadValue);
    EXPECT_EQ(r.error().where.field, "generator.jobs_per_hour");
    r = generateWorkload("topdrl", { { "arrival_probability", std::nan("") } }, 1);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::BadValue);
    r = generateWorkload("dl2-ali", { { "jobs", 2.5 } }, 1);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::BadValue);
}

TEST(Synthetic, PoissonPhillyMatchesItsParameters)
{
    const int n = 20000;
    const Workload w = generate("poisson-philly", { { "jobs", double(n) }, { "jobs_per_hour", 60.0 } });
    ASSERT_EQ(w.jobs.size(), std::size_t(n));
    expectSorted(w);
    // Mean inter-arrival 60 s: the sample mean of 20k exponentials is within 3 % (about 4 standard errors).
    const double meanGap = w.jobs.back().submitTime / (n - 1);
    EXPECT_NEAR(meanGap, 60.0, 60.0 * 0.03);
    // Sizes follow the Philly mix within 1 percentage point.
    std::map<int, int> sizes;
    for (const auto& job : w.jobs) {
        ++sizes[job.gpus];
        EXPECT_EQ(job.minGpus, job.gpus);
        EXPECT_EQ(job.maxGpus, job.gpus);
        EXPECT_EQ(job.model, -1);
        EXPECT_GE(job.duration, 1);
        EXPECT_LE(job.duration, 100 * 3600);
        EXPECT_EQ(job.duration, std::round(job.duration));
    }
    const std::map<int, double> expected { { 1, 1842 }, { 2, 38 }, { 4, 30 }, { 8, 80 }, { 16, 2 }, { 32, 8 } };
    for (const auto& [size, count] : expected) EXPECT_NEAR(sizes[size] / double(n), count / 2000, 0.01) << size;
    EXPECT_EQ(sizes.size(), expected.size());
    // Median of the log-normal is Philly's 3,196 s (standard error ~1 % at this size).
    EXPECT_NEAR(medianDuration(w), 3196, 3196 * 0.05);

    const Workload capped = generate("poisson-philly",
        { { "jobs", 5000.0 }, { "max_gpus", 4.0 }, { "max_duration_hours", 2.0 } });
    for (const auto& job : capped.jobs) {
        EXPECT_LE(job.gpus, 4);
        EXPECT_LE(job.duration, 7200);
    }
}

TEST(Synthetic, Dl2AliMatchesItsParameters)
{
    const int n = 20000;
    const Workload w = generate("dl2-ali", { { "jobs", double(n) }, { "max_arrivals_per_slot", 1000.0 } });
    ASSERT_EQ(w.jobs.size(), std::size_t(n));
    expectSorted(w);
    const double minutes[] = { 35, 180, 300, 436, 559, 679, 806, 1155 };
    const double probs[] = { 0.681, 0.160, 0.054, 0.025, 0.020, 0.018, 0.013, 0.029 };
    const int models[] = { 6, 4, 0, 5, 1, 2, 7, 3 };
    std::map<double, int> classes;
    std::map<double, int> perSlot;
    for (const auto& job : w.jobs) {
        ++classes[job.duration];
        ++perSlot[job.submitTime];
        EXPECT_EQ(std::fmod(job.submitTime, 1200.0), 0.0);
        EXPECT_EQ(job.architecture, JobArchitecture::ParameterServer);
        EXPECT_EQ(job.psCount, 1);
        EXPECT_EQ(job.minGpus, 1);
        EXPECT_EQ(job.maxGpus, 16);
        EXPECT_TRUE(job.elastic());
    }
    for (int c = 0; c < 8; ++c) {
        EXPECT_NEAR(classes[minutes[c] * 60] / double(n), probs[c], 0.01) << c;
        const auto it = std::find_if(w.jobs.begin(), w.jobs.end(), [&](const JobSpec& j) { return j.duration == minutes[c] * 60; });
        ASSERT_NE(it, w.jobs.end());
        EXPECT_EQ(it->model, models[c]);
    }
    // Mean arrivals per slot (including empty slots) is the Poisson mean, 1.5, within 3 %.
    const double slots = w.jobs.back().submitTime / 1200.0 + 1;
    EXPECT_NEAR(n / slots, 1.5, 1.5 * 0.03);

    // With DL2's default cap no slot has more than 3 arrivals.
    const Workload capped = generate("dl2-ali", { { "jobs", 2000.0 } });
    std::map<double, int> cappedSlots;
    for (const auto& job : capped.jobs) ++cappedSlots[job.submitTime];
    for (const auto& [t, count] : cappedSlots) EXPECT_LE(count, 3) << t;
    EXPECT_EQ(capped.jobs.size(), 2000u);
}

TEST(Synthetic, Dl2AliFollowsTheAlibabaPattern)
{
    // DL2's 72-slot pattern (yxd886/scheduler trace.py) scaled so that its busiest slot (82) has 10 arrivals,
    // rounded up: ceil(count / 8.2). The trace starts 0..4 slots into the pattern and wraps around.
    const int pattern[] = { 23, 8, 10, 13, 24, 21, 17, 29, 11, 16, 39, 61, 25, 28, 59, 50, 82, 59, 35, 46, 46, 32, 28, 16, 19, 8,
        22, 10, 19, 17, 24, 16, 29, 30, 47, 63, 39, 48, 42, 42, 57, 64, 22, 46, 42, 23, 17, 68, 24, 3, 8, 10, 13, 18, 16, 28, 17, 47,
        54, 54, 42, 36, 72, 46, 53, 77, 27, 44, 68, 25, 10, 43 };
    std::vector<int> scaled;
    for (int c : pattern) scaled.push_back(int(std::ceil(c / 8.2)));
    EXPECT_EQ(std::accumulate(scaled.begin(), scaled.end(), 0), 331);
    std::set<int> offsets;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const int n = 400; // more than one pass of the pattern (331 jobs)
        const Workload w = generate("dl2-ali", { { "jobs", double(n) }, { "max_arrivals_per_slot", 10.0 }, { "ali_pattern", 1.0 } }, seed);
        ASSERT_EQ(w.jobs.size(), std::size_t(n));
        expectSorted(w);
        std::vector<int> perSlot(std::size_t(w.jobs.back().submitTime / 1200.0) + 1, 0);
        for (const auto& job : w.jobs) ++perSlot[std::size_t(job.submitTime / 1200.0)];
        int offset = -1;
        for (int o = 0; o < 5 && offset < 0; ++o) {
            bool same = true;
            for (std::size_t s = 0; s + 1 < perSlot.size() && same; ++s) same = perSlot[s] == scaled[(s + std::size_t(o)) % scaled.size()];
            if (same) offset = o;
        }
        ASSERT_GE(offset, 0) << "seed " << seed << ": the counts per slot are not the scaled pattern";
        EXPECT_LE(perSlot.back(), scaled[(perSlot.size() - 1 + std::size_t(offset)) % scaled.size()]); // the last slot may be cut
        offsets.insert(offset);
    }
    EXPECT_EQ(offsets.size(), 5u); // every start 0..4 occurs
    // The other draws (job classes) do not depend on the arrival process.
    const Workload poisson = generate("dl2-ali", { { "jobs", 200.0 } }, 3);
    const Workload ali = generate("dl2-ali", { { "jobs", 200.0 }, { "ali_pattern", 1.0 } }, 3);
    for (std::size_t i = 0; i < 200; ++i) EXPECT_EQ(poisson.jobs[i].model, ali.jobs[i].model) << i;
}

TEST(Synthetic, TopdrlMatchesItsParameters)
{
    const int n = 20000;
    const Workload w = generate("topdrl", { { "jobs", double(n) }, { "arrival_probability", 0.5 } });
    ASSERT_EQ(w.jobs.size(), std::size_t(n));
    expectSorted(w);
    // Length slices of 40 steps: (0,12], (12,16], (16,32], (32,40]; GPU slices of 8: 1, 2, 3-4, 5-8.
    int category[4] = { 0, 0, 0, 0 };
    for (const auto& job : w.jobs) {
        const double steps = job.duration / 240.0;
        ASSERT_EQ(steps, std::round(steps));
        const int c = steps <= 12 ? 0 : steps <= 16 ? 1 : steps <= 32 ? 2 : 3;
        ++category[c];
        const int lowGpu[] = { 1, 2, 3, 5 }, highGpu[] = { 1, 2, 4, 8 };
        EXPECT_GE(job.gpus, lowGpu[c]);
        EXPECT_LE(job.gpus, highGpu[c]);
        EXPECT_EQ(std::fmod(job.submitTime, 240.0), 0.0);
    }
    const double probs[] = { 0.5, 0.1, 0.2, 0.2 };
    for (int c = 0; c < 4; ++c) EXPECT_NEAR(category[c] / double(n), probs[c], 0.01) << c;
    // One arrival per step with probability 0.5: about 2 steps per job.
    const double steps = w.jobs.back().submitTime / 240.0 + 1;
    EXPECT_NEAR(n / steps, 0.5, 0.5 * 0.03);
}

TEST(Synthetic, ModelSharesSetTheMixOfJobsWithoutAModel)
{
    const Workload w = generate("poisson-philly", { { "jobs", 20000.0 } });
    auto jobs = w.jobs;
    ModelCatalog catalog;
    catalog.add(ModelProfile { .name = "heavy", .share = 3 });
    catalog.add(ModelProfile { .name = "light", .share = 1 });
    catalog.add(ModelProfile { .name = "rare", .share = 0.25 });
    catalog.assignModels(jobs, 11);
    int count[3] = { 0, 0, 0 };
    for (const auto& job : jobs) ++count[job.model];
    const double n = double(jobs.size());
    EXPECT_NEAR(count[0] / n, 3 / 4.25, 0.015);
    EXPECT_NEAR(count[1] / n, 1 / 4.25, 0.015);
    EXPECT_NEAR(count[2] / n, 0.25 / 4.25, 0.015);
    EXPECT_NE(catalog.describeAssignment(), ModelCatalog::assignmentRule());

    // A job keeps its model when the trace is cut: the draw depends on the job's id and the seed only.
    auto firstHalf = std::vector<JobSpec>(w.jobs.begin(), w.jobs.begin() + 10000);
    catalog.assignModels(firstHalf, 11);
    for (std::size_t i = 0; i < firstHalf.size(); ++i) ASSERT_EQ(firstHalf[i].model, jobs[i].model);

    // Equal shares are the uniform rule, whatever their value.
    ModelCatalog equal;
    equal.add(ModelProfile { .name = "a", .share = 2 });
    equal.add(ModelProfile { .name = "b", .share = 2 });
    EXPECT_EQ(equal.describeAssignment(), ModelCatalog::assignmentRule());
}
