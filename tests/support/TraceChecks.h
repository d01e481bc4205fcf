#pragma once
// The statistics an importer test compares with a trace's published (or generated) check values.
// Shared by the unit tests (files in tests/data) and the validation tests (the full public traces).

#include "core/io/TraceImport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace gantry::testing {

/// Check values of one trace file, in the columns of tests/data/synthetic/check-values.txt.
struct TraceCheckValues {
    std::size_t rows = 0;
    std::size_t kept = 0;
    std::size_t skipped = 0;
    std::size_t roundedGpuJobs = 0;
    double maxSubmit = 0;
    double sumDuration = 0;
    double sumDurationGpus = 0; ///< with GPUs rounded up to whole ones, as Gantry replays them
    double medianDuration = 0;
    long long sumGpus = 0; ///< rounded up likewise
};

inline TraceCheckValues statsOf(const ImportedTrace& t)
{
    TraceCheckValues s;
    s.rows = t.report.rowsRead;
    s.kept = t.workload.jobs.size();
    s.skipped = t.report.skipped.size();
    s.roundedGpuJobs = t.report.roundedGpuJobs;
    std::vector<double> durations;
    for (const auto& job : t.workload.jobs) {
        s.maxSubmit = std::max(s.maxSubmit, job.submitTime);
        s.sumDuration += job.duration;
        s.sumDurationGpus += job.duration * job.gpus;
        s.sumGpus += job.gpus;
        durations.push_back(job.duration);
    }
    std::sort(durations.begin(), durations.end());
    if (const std::size_t n = durations.size(); n > 0)
        s.medianDuration = n % 2 ? durations[n / 2] : (durations[n / 2 - 1] + durations[n / 2]) / 2;
    return s;
}

/// Imports a file that must import; a missing file fails the test with its path (never a crash later).
inline ImportedTrace importOk(const std::string& path, const std::string& format, const ImportOptions& options = {})
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
        ADD_FAILURE() << "test input missing: " << path;
        return {};
    }
    auto result = importTrace(path, format, options);
    EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().toString());
    if (!result.ok()) return {};
    return std::move(result).value();
}

/// Every kept job is usable, and jobs are sorted by submit time from 0.
inline void expectSortedAndValid(const Workload& w)
{
    ASSERT_FALSE(w.jobs.empty());
    EXPECT_EQ(w.jobs.front().submitTime, 0.0);
    for (std::size_t i = 0; i < w.jobs.size(); ++i) {
        const auto& job = w.jobs[i];
        EXPECT_GT(job.duration, 0.0) << job.id;
        EXPECT_GE(job.gpus, 1) << job.id;
        EXPECT_EQ(job.minGpus, job.gpus);
        EXPECT_EQ(job.maxGpus, job.gpus);
        EXPECT_EQ(job.architecture, JobArchitecture::AllReduce);
        if (i > 0) EXPECT_LE(w.jobs[i - 1].submitTime, job.submitTime);
    }
}

/// The trace's statistics equal the check values (sums to a relative 1e-12: they add many doubles).
inline void expectCheckValues(const ImportedTrace& t, const TraceCheckValues& want, const std::string& name)
{
    const TraceCheckValues got = statsOf(t);
    EXPECT_EQ(got.rows, want.rows) << name;
    EXPECT_EQ(got.kept, want.kept) << name;
    EXPECT_EQ(got.skipped, want.skipped) << name;
    EXPECT_EQ(got.roundedGpuJobs, want.roundedGpuJobs) << name;
    EXPECT_DOUBLE_EQ(got.maxSubmit, want.maxSubmit) << name;
    EXPECT_NEAR(got.sumDuration, want.sumDuration, 1e-12 * want.sumDuration + 1e-6) << name;
    EXPECT_NEAR(got.sumDurationGpus, want.sumDurationGpus, 1e-12 * want.sumDurationGpus + 1e-6) << name;
    EXPECT_DOUBLE_EQ(got.medianDuration, want.medianDuration) << name;
    EXPECT_EQ(got.sumGpus, want.sumGpus) << name;
    expectSortedAndValid(t.workload);
}

/// What a test states of an imported trace's jobs (the check values without the report's counts).
struct JobStats {
    std::size_t kept = 0;
    double maxSubmit = 0;
    double sumDuration = 0;
    double sumDurationGpus = 0;
    double medianDuration = 0;
    long long sumGpus = 0;
};

/// The kept jobs' statistics equal `want`: counts exactly, times within `relative` of their value
/// (sums of many doubles, and durations a format computes from rates, are not exact).
inline void expectJobStats(const ImportedTrace& t, const JobStats& want, double relative = 1e-12)
{
    const TraceCheckValues got = statsOf(t);
    const auto near = [relative](double value) { return relative * std::abs(value) + 1e-9; };
    EXPECT_EQ(got.kept, want.kept);
    EXPECT_NEAR(got.maxSubmit, want.maxSubmit, near(want.maxSubmit));
    EXPECT_NEAR(got.sumDuration, want.sumDuration, near(want.sumDuration));
    EXPECT_NEAR(got.sumDurationGpus, want.sumDurationGpus, near(want.sumDurationGpus));
    EXPECT_NEAR(got.medianDuration, want.medianDuration, near(want.medianDuration));
    EXPECT_EQ(got.sumGpus, want.sumGpus);
}

/// Reads a check-values.txt (`# header`, then one `file rows kept ...` line a file) into a map by file.
inline std::map<std::string, TraceCheckValues> readCheckValues(const std::string& path)
{
    std::map<std::string, TraceCheckValues> out;
    std::ifstream in(path);
    if (!in) {
        ADD_FAILURE() << "test input missing: " << path;
        return out;
    }
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string file;
        TraceCheckValues v;
        fields >> file >> v.rows >> v.kept >> v.skipped >> v.roundedGpuJobs >> v.maxSubmit >> v.sumDuration >> v.sumDurationGpus
            >> v.medianDuration >> v.sumGpus;
        if (!fields) ADD_FAILURE() << path << ": cannot read the line '" << line << "'";
        else out[file] = v;
    }
    return out;
}

} // namespace gantry::testing
