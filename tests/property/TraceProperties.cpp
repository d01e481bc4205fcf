// A hostile corpus for every trace format, generated: each bundled sample (and its companion file)
// damaged in a few lines at a time, with the values that broke importers before (negative and huge
// counts, NaN, dates that do not exist, control characters, bytes that are not UTF-8, lines cut short,
// repeated or dropped). Whatever the damage, an import either gives jobs that are all valid, or a
// located error (the file that is wrong, a line in it, a message without control characters); never
// a crash, an internal error or an answer made of bad rows.
#include "core/io/TraceImport.h"
#include "core/util/File.h"
#include "core/util/Text.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace gantry;
using gantry::testing::testData;

namespace {

struct Sample {
    std::string format;
    std::string file;      ///< under tests/data
    std::string companion; ///< under tests/data, or empty
};

const std::vector<Sample>& samples()
{
    static const std::vector<Sample> all {
        { "common-csv", "synthetic/openb_common_synthetic.csv", "" },
        { "pollux-philly", "philly/pollux_philly_csv_excerpt_2k.csv", "" },
        { "philly-job-log", "philly/cluster_job_log_README_example.json", "philly/cluster_machine_list_README_example.csv" },
        { "philly-marwage", "philly/marwage_jobs_json_excerpt_1k.json", "" },
        { "helios", "synthetic/helios_cluster_log_synthetic.csv", "" },
        { "pai-v2020", "synthetic/pai/pai_job_table.csv", "synthetic/pai/pai_task_table.csv" },
        { "openb-v2023", "synthetic/openb_pod_list_synthetic.csv", "" },
        { "tiresias", "tiresias/60_job.csv", "" },
        { "gavel", "gavel/msr_seed0_ee9e8c_head200.trace", "gavel/simulation_throughputs_isolated.csv" },
        { "slurm-sacct", "slurm/sacct_parsable2_example.txt", "" },
        { "kubernetes-jobs", "kubernetes/jobs_example.json", "" },
    };
    return all;
}

std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return lines;
}

/// Values that broke importers, or could: each replaces one field of a line.
const std::vector<std::string>& junk()
{
    static const std::vector<std::string> values { "", "-1", "-3", "0", "0.0001", "nan", "-inf", "1e400", "1e30", "abc", "None",
        "null", "[]", "{}", "\"", "\"\"", "-5e9", "2017-13-45 99:99:99", "9999-12-31 23:59:59", "1970-01-01 00:00:00",
        "\x1b[2J", std::string("a\0b", 3), "\xff\xfe", "\xc2\x85", " ", "1,2", "\t", "18446744073709551616" };
    return values;
}

/// One field of `line` (split by `delimiter`; in JSON the value after a key's colon) replaced by junk.
std::string damageField(const std::string& line, char delimiter)
{
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = line.find(delimiter, start);
        fields.push_back(line.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    std::string& field = fields[*rc::gen::inRange<std::size_t>(0, fields.size())];
    const std::string value = *rc::gen::elementOf(junk());
    if (const std::size_t colon = field.find("\": "); colon != std::string::npos) field = field.substr(0, colon + 3) + value;
    else field = value;
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? std::string(1, delimiter) : "") + fields[i];
    return out;
}

std::string damage(const std::string& text, char delimiter)
{
    std::vector<std::string> lines = splitLines(text);
    const int edits = *rc::gen::inRange(1, 4);
    for (int e = 0; e < edits && !lines.empty(); ++e) {
        const std::size_t at = *rc::gen::inRange<std::size_t>(0, lines.size());
        switch (*rc::gen::inRange(0, 6)) {
        case 0: lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(at)); break;
        case 1: lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), lines[at]); break;
        case 2: lines[at] = lines[at].substr(0, *rc::gen::inRange<std::size_t>(0, lines[at].size() + 1)); break;
        case 3: lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), *rc::gen::elementOf(junk())); break;
        default: lines[at] = damageField(lines[at], delimiter); break;
        }
    }
    std::string out;
    for (const auto& line : lines) out += line + "\n";
    return out;
}

std::size_t lineCount(const std::string& file)
{
    const auto text = readTextFile(file, std::size_t(1) << 30);
    return text ? splitLines(*text).size() : 0;
}

} // namespace

RC_GTEST_PROP(TraceProperties, ADamagedTraceGivesValidJobsOrALocatedError, ())
{
    const Sample& sample = *rc::gen::elementOf(samples());
    const bool damageCompanion = !sample.companion.empty() && *rc::gen::arbitrary<bool>();
    const std::string original = testData(sample.file);
    const std::string companionOriginal = sample.companion.empty() ? "" : testData(sample.companion);
    const char delimiter = sample.format == "gavel" && !damageCompanion ? '\t' : sample.format == "slurm-sacct" ? '|' : ',';

    const auto dir = std::filesystem::temp_directory_path() / ("gantry-trace-property-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string file = (dir / std::filesystem::path(original).filename()).string();
    const std::string companion = companionOriginal.empty() ? "" : (dir / ("companion-" + std::filesystem::path(companionOriginal).filename().string())).string();
    const auto write = [](const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; };
    const std::string main = *readTextFile(original, std::size_t(1) << 30);
    write(file, damageCompanion ? main : damage(main, delimiter));
    if (!companion.empty()) {
        const std::string other = *readTextFile(companionOriginal, std::size_t(1) << 30);
        write(companion, damageCompanion ? damage(other, ',') : other);
    }

    ImportOptions options;
    options.companionPath = companion;
    const auto imported = importTrace(file, sample.format, options);
    RC_TAG(sample.format, imported.ok());
    if (!imported.ok()) {
        const Error& e = imported.error();
        const std::string shown = e.toString();
        RC_ASSERT(e.code != ErrorCode::Internal);
        RC_ASSERT(!e.message.empty());
        RC_ASSERT(!nameProblem(shown));
        if (!(e.where.file == file || (!companion.empty() && e.where.file == companion)))
            RC_FAIL("the error names neither the trace nor its companion: " + shown);
        // Every damage is in a line of a file that exists: the error points at one.
        if (e.where.line < 1 || static_cast<std::size_t>(e.where.line) > lineCount(e.where.file) + 1)
            RC_FAIL("the error points at no line of " + e.where.file + ": " + shown);
        return;
    }
    for (const JobSpec& job : imported->workload.jobs) {
        RC_ASSERT(job.gpus >= 1);
        RC_ASSERT(std::isfinite(job.duration) && job.duration > 0);
        RC_ASSERT(std::isfinite(job.submitTime) && job.submitTime >= 0);
        for (const std::string* text : { &job.id, &job.user.str(), &job.vc.str(), &job.gpuType.str() })
            if (auto problem = nameProblem(*text)) RC_FAIL("job " + printable(job.id) + " kept a name that " + *problem);
    }
    for (const Error& skipped : imported->report.skipped) {
        RC_ASSERT(skipped.where.line >= 1);
        RC_ASSERT(!nameProblem(skipped.toString()));
    }
}
