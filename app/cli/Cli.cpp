#include "app/cli/Cli.h"
#include "app/cli/LearnCommands.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/io/TraceImport.h"
#include "core/metrics/OutputWriter.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <unistd.h>
#include <vector>

namespace gantry::cli {
namespace {

constexpr int kOk = 0;
constexpr int kFailure = 1;
constexpr int kBadInput = 2;

const char* kUsage = R"(gantry-cli: what-if planner for GPU clusters (headless)

Usage:
  gantry-cli run SCENARIO.yaml [--variant NAME] [--out DIR] [--seed N] [--quiet]
  gantry-cli run --trace FILE [--format NAME] [--cluster RxMxG] [--policy ORDERING[+PLACEMENT]]
                 [--speed-model placement-aware|replay] [--limit N] [--out DIR] [--seed N]
  gantry-cli compare SCENARIO.yaml [--threads N] [--out DIR] [--csv]
  gantry-cli import TRACE --format NAME [--companion FILE] [--out FILE.csv]
  gantry-cli inspect TRACE [--format NAME] [--limit N]
  gantry-cli policies
  gantry-cli train SCENARIO.yaml --agent dl2|topdrl [--episodes N] [--warmup N] [--seed N]
                 [--threads N] [--out FILE]
  gantry-cli evaluate SCENARIO.yaml --model FILE [--seeds N] [--threads N] [--untrained]
  gantry-cli --version | --help

Commands:
  run       simulate one scenario (or a trace with quick flags) and print its summary;
            --out writes jobs.csv, summary.json, timeseries.csv and decisions.jsonl
  compare   run the scenario and all its variants side by side; deltas against the first
  import    convert any supported trace format to Gantry's common CSV, with a validation report
  inspect   jobs, GPU-hours, duration and size percentiles of a trace
  policies  list every scheduler, ordering, placement and sizing policy with its parameters
  train     train a learned scheduler (needs a build with LibTorch); writes the model and
            <out>.curve.csv (the learning curve)
  evaluate  the model and its baselines on held-out workload seeds: mean, std and % difference

Exit codes: 0 ok, 1 failure, 2 bad input (the message names the file, line and field).
)";

struct Args {
    std::vector<std::string> positional;
    std::map<std::string, std::string> options;
    std::vector<std::string> flags;
    bool has(const std::string& f) const { return std::find(flags.begin(), flags.end(), f) != flags.end(); }
    std::optional<std::string> get(const std::string& key) const
    {
        auto it = options.find(key);
        return it == options.end() ? std::nullopt : std::optional(it->second);
    }
};

int fail(const Error& e)
{
    std::fprintf(stderr, "gantry-cli: error: %s\n", e.toString().c_str());
    return e.exitCode();
}

int usageError(const std::string& message)
{
    std::fprintf(stderr, "gantry-cli: %s\nRun 'gantry-cli --help' for usage.\n", message.c_str());
    return kBadInput;
}

/// Options that take a value; everything else starting with -- is a flag.
bool takesValue(const std::string& name)
{
    static const char* valued[] = { "--variant", "--out", "--seed", "--trace", "--format", "--cluster", "--policy",
        "--speed-model", "--limit", "--threads", "--companion", "--placement" };
    return std::any_of(std::begin(valued), std::end(valued), [&](const char* v) { return name == v; });
}

std::optional<Args> parseArgs(int argc, char** argv, int first, std::string& problem)
{
    Args args;
    for (int i = first; i < argc; ++i) {
        std::string a = argv[i];
        if (a.rfind("--", 0) == 0 && a.size() > 2) {
            if (auto eq = a.find('='); eq != std::string::npos) {
                args.options[a.substr(0, eq)] = a.substr(eq + 1);
            } else if (takesValue(a)) {
                if (i + 1 >= argc) {
                    problem = "option " + a + " needs a value";
                    return std::nullopt;
                }
                args.options[a] = argv[++i];
            } else {
                args.flags.push_back(a);
            }
        } else {
            args.positional.push_back(a);
        }
    }
    return args;
}

std::optional<long long> parseInteger(const std::string& text)
{
    try {
        std::size_t used = 0;
        const long long v = std::stoll(text, &used);
        if (used != text.size()) return std::nullopt;
        return v;
    } catch (...) {
        return std::nullopt;
    }
}

std::string formatDuration(double seconds)
{
    char buf[64];
    if (!std::isfinite(seconds)) return "-";
    if (seconds < 120) std::snprintf(buf, sizeof buf, "%.1f s", seconds);
    else if (seconds < 7200) std::snprintf(buf, sizeof buf, "%.1f min", seconds / 60);
    else if (seconds < 172800) std::snprintf(buf, sizeof buf, "%.2f h", seconds / 3600);
    else std::snprintf(buf, sizeof buf, "%.2f d", seconds / 86400);
    return buf;
}

/// A progress bar on stderr when it is a terminal; silent otherwise (logs stay clean).
class ProgressBar {
public:
    explicit ProgressBar(bool enabled) : m_enabled(enabled && ::isatty(STDERR_FILENO)) { }
    ~ProgressBar() { finish(); }
    void update(const std::string& label, double fraction)
    {
        if (!m_enabled) return;
        const int percent = static_cast<int>(fraction * 100);
        if (percent == m_lastPercent && label == m_lastLabel) return;
        m_lastPercent = percent;
        m_lastLabel = label;
        const int width = 30, filled = static_cast<int>(fraction * width);
        std::fprintf(stderr, "\r%-24.24s [%s%s] %3d%%", label.c_str(), std::string(filled, '#').c_str(),
            std::string(width - filled, ' ').c_str(), percent);
        m_shown = true;
    }
    void finish()
    {
        if (m_shown) std::fprintf(stderr, "\r%80s\r", "");
        m_shown = false;
    }

private:
    bool m_enabled;
    bool m_shown = false;
    int m_lastPercent = -1;
    std::string m_lastLabel;
};

void printSummary(const RunResult& r)
{
    const Summary& s = r.summary;
    std::printf("scenario   %s%s\n", r.meta.scenarioName.c_str(),
        r.meta.variantName.empty() ? "" : (" / " + r.meta.variantName).c_str());
    std::printf("policy     %s\n", r.meta.policy.c_str());
    std::printf("speed      %s\n", r.meta.speedModel.c_str());
    std::printf("jobs       %d (%d finished, %d rejected, %d unfinished) on %d GPUs\n", s.jobs, s.finished, s.rejected,
        s.unfinished, r.meta.gpus);
    std::printf("avg JCT    %s   (median %s, p95 %s, p99 %s)\n", formatDuration(s.avgJct).c_str(),
        formatDuration(s.medianJct).c_str(), formatDuration(s.p95Jct).c_str(), formatDuration(s.p99Jct).c_str());
    std::printf("makespan   %s\n", formatDuration(s.makespan).c_str());
    std::printf("queueing   %s avg, %s p95\n", formatDuration(s.avgWait).c_str(), formatDuration(s.p95Wait).c_str());
    std::printf("GPU util   %.1f %%\n", 100 * s.gpuUtilization);
    std::printf("cost       %.2f\n", s.totalCost);
    std::printf("comm       %.1f %% of GPU time\n", 100 * s.commOverhead);
    std::printf("fairness   %.3f (Jain's index over slowdowns; avg slowdown %.2f)\n", s.fairness, s.avgSlowdown);
    std::printf("preempted  %d, failures %d\n", s.preemptions, s.failures);
    std::printf("seed %llu, gantry %s, scenario sha256 %s\n", static_cast<unsigned long long>(r.meta.seed),
        r.meta.version.c_str(), r.meta.scenarioSha256.c_str());
}

/// "2x32x8" -> racks, machines per rack, GPUs per machine.
std::optional<std::array<int, 3>> parseShape(const std::string& text)
{
    std::array<int, 3> out {};
    int index = 0;
    std::size_t pos = 0;
    while (index < 3) {
        const std::size_t x = text.find('x', pos);
        const std::string part = text.substr(pos, x == std::string::npos ? std::string::npos : x - pos);
        auto v = parseInteger(part);
        if (!v || *v <= 0 || *v > 100000) return std::nullopt;
        out[index++] = static_cast<int>(*v);
        if (x == std::string::npos) break;
        pos = x + 1;
    }
    if (index != 3) return std::nullopt;
    return out;
}

Result<Scenario> scenarioFromFlags(const Args& args)
{
    Scenario s;
    auto trace = args.get("--trace");
    s.name = std::filesystem::path(*trace).filename().string();
    s.workload.trace = std::filesystem::absolute(*trace).string();
    s.workload.format = args.get("--format").value_or(detectTraceFormat(*trace));
    if (s.workload.format.empty())
        return Error { ErrorCode::UnknownName, "cannot tell the trace's format; pass --format", { *trace, 0, 0, "--format" } };
    const std::string shape = args.get("--cluster").value_or("2x32x8");
    auto dims = parseShape(shape);
    if (!dims) return Error { ErrorCode::BadValue, "expected RACKSxMACHINESxGPUS such as 2x32x8, got '" + shape + "'", { "", 0, 0, "--cluster" } };
    s.cluster = Cluster::uniform((*dims)[0], (*dims)[1], (*dims)[2]);
    if (auto limit = args.get("--limit")) {
        auto v = parseInteger(*limit);
        if (!v || *v < 0) return Error { ErrorCode::BadValue, "must be a whole number >= 0", { "", 0, 0, "--limit" } };
        s.workload.limit = static_cast<int>(*v);
    }
    std::string policy = args.get("--policy").value_or("fifo");
    if (auto plus = policy.find('+'); plus != std::string::npos) {
        s.policy.placement.name = policy.substr(plus + 1);
        policy = policy.substr(0, plus);
    }
    const auto& registry = PolicyRegistry::instance();
    if (registry.find(PolicyKind::Scheduler, policy)) s.policy.scheduler.name = policy;
    else s.policy.ordering.name = policy;
    if (auto p = args.get("--placement")) s.policy.placement.name = *p;
    if (auto sm = args.get("--speed-model")) s.speedModel.name = *sm;
    if (auto st = registry.validate(s.policy); !st) return st.error();
    return s;
}

Result<Scenario> scenarioFromArgs(const Args& args)
{
    Result<Scenario> scenario = args.get("--trace") ? scenarioFromFlags(args)
        : args.positional.empty()
        ? Result<Scenario>(Error { ErrorCode::MissingField, "run needs a scenario file or --trace FILE", {} })
        : loadScenario(args.positional[0]);
    if (!scenario) return scenario;
    if (auto seed = args.get("--seed")) {
        auto v = parseInteger(*seed);
        if (!v || *v < 0) return Error { ErrorCode::BadValue, "must be a whole number >= 0", { "", 0, 0, "--seed" } };
        scenario.value().seed = static_cast<std::uint64_t>(*v);
    }
    return scenario;
}

int commandRun(const Args& args)
{
    auto scenario = scenarioFromArgs(args);
    if (!scenario) return fail(scenario.error());
    Scenario s = std::move(scenario.value());
    std::string variantName;
    if (auto v = args.get("--variant")) {
        int index = -1;
        for (int i = 0; i < static_cast<int>(s.variants.size()); ++i)
            if (s.variants[i].name == *v) index = i;
        if (index < 0) return fail({ ErrorCode::UnknownName, "no variant named '" + *v + "'", { "", 0, 0, "--variant" } });
        auto applied = applyVariant(s, index);
        if (!applied) return fail(applied.error());
        s = std::move(applied.value());
        variantName = *v;
    }
    s.variants.clear();
    ProgressBar bar(!args.has("--quiet"));
    RunOptions options;
    options.progress = [&](double f) {
        bar.update("simulating", f);
        return true;
    };
    const auto t0 = std::chrono::steady_clock::now();
    auto result = runScenario(s, options);
    bar.finish();
    if (!result) return fail(result.error());
    result.value().meta.variantName = variantName;
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!args.has("--quiet")) {
        printSummary(result.value());
        std::fprintf(stderr, "simulated %llu events in %.2f s\n", static_cast<unsigned long long>(result.value().events), wall);
    }
    if (auto out = args.get("--out")) {
        if (auto st = writeRunOutputs(result.value(), *out); !st) return fail(st.error());
        if (!args.has("--quiet")) std::printf("outputs written to %s\n", out->c_str());
    }
    return kOk;
}

std::string percentDelta(double value, double base)
{
    if (base == 0) return value == 0 ? "" : "";
    char buf[32];
    std::snprintf(buf, sizeof buf, " (%+.1f%%)", 100.0 * (value - base) / base);
    return buf;
}

int commandCompare(const Args& args)
{
    if (args.positional.empty()) return usageError("compare needs a scenario file");
    auto scenario = scenarioFromArgs(args);
    if (!scenario) return fail(scenario.error());
    int threads = 2;
    if (auto t = args.get("--threads")) {
        auto v = parseInteger(*t);
        if (!v || *v < 1 || *v > 64) return fail({ ErrorCode::BadValue, "must be between 1 and 64", { "", 0, 0, "--threads" } });
        threads = static_cast<int>(*v);
    }
    ProgressBar bar(true);
    auto results = runVariants(scenario.value(), threads, [&](int run, double f) {
        bar.update("run " + std::to_string(run + 1) + "/" + std::to_string(scenario.value().variants.size() + 1), f);
    });
    bar.finish();
    if (!results) return fail(results.error());
    const auto& runs = results.value();

    struct Column {
        const char* title;
        double (*get)(const Summary&);
        bool time;
    };
    const Column columns[] = {
        { "avg JCT", [](const Summary& s) { return s.avgJct; }, true },
        { "p95 JCT", [](const Summary& s) { return s.p95Jct; }, true },
        { "makespan", [](const Summary& s) { return s.makespan; }, true },
        { "avg queueing", [](const Summary& s) { return s.avgWait; }, true },
        { "GPU util", [](const Summary& s) { return s.gpuUtilization; }, false },
        { "cost", [](const Summary& s) { return s.totalCost; }, false },
    };
    if (args.has("--csv")) {
        std::printf("variant");
        for (const auto& c : columns) std::printf(",%s", c.title);
        std::printf(",finished,rejected\n");
        for (const auto& r : runs) {
            std::printf("%s", r.meta.variantName.empty() ? "base" : r.meta.variantName.c_str());
            for (const auto& c : columns) std::printf(",%s", formatNumber(c.get(r.summary)).c_str());
            std::printf(",%d,%d\n", r.summary.finished, r.summary.rejected);
        }
    } else {
        std::printf("%s: %zu runs, seed %llu, scenario sha256 %s\n\n", scenario.value().name.c_str(), runs.size(),
            static_cast<unsigned long long>(scenario.value().seed), runs.front().meta.scenarioSha256.c_str());
        int nameWidth = 8;
        for (const auto& r : runs) nameWidth = std::max(nameWidth, static_cast<int>(r.meta.variantName.size()));
        std::printf("%-*s", nameWidth, "variant");
        for (const auto& c : columns) std::printf(" %20s", c.title);
        std::printf("\n");
        for (const auto& r : runs) {
            const std::string name = r.meta.variantName.empty() ? "base" : r.meta.variantName;
            std::printf("%-*s", nameWidth, name.c_str());
            for (const auto& c : columns) {
                const double v = c.get(r.summary), b = c.get(runs.front().summary);
                std::string cell;
                if (c.time) cell = formatDuration(v);
                else if (std::string(c.title) == "GPU util") cell = std::to_string(static_cast<int>(std::round(100 * v))) + "%";
                else {
                    char buf[32];
                    std::snprintf(buf, sizeof buf, "%.0f", v);
                    cell = buf;
                }
                if (&r != &runs.front()) cell += percentDelta(v, b);
                std::printf(" %20s", cell.c_str());
            }
            if (r.summary.rejected > 0) std::printf("  (%d rejected)", r.summary.rejected);
            std::printf("\n");
        }
    }
    if (auto out = args.get("--out")) {
        for (const auto& r : runs) {
            const std::string dir = *out + "/" + (r.meta.variantName.empty() ? std::string("base") : r.meta.variantName);
            if (auto st = writeRunOutputs(r, dir); !st) return fail(st.error());
        }
    }
    return kOk;
}

int commandImport(const Args& args)
{
    if (args.positional.empty()) return usageError("import needs a trace file");
    const std::string path = args.positional[0];
    const std::string format = args.get("--format").value_or(detectTraceFormat(path));
    if (format.empty()) return fail({ ErrorCode::UnknownName, "cannot tell the trace's format; pass --format", { path, 0, 0, "--format" } });
    ImportOptions options;
    options.companionPath = args.get("--companion").value_or("");
    auto imported = importTrace(path, format, options);
    if (!imported) return fail(imported.error());
    std::fprintf(stderr, "%s", imported.value().report.toText().c_str());
    if (auto out = args.get("--out")) {
        if (auto st = writeCommonCsv(*out, imported.value().workload); !st) return fail(st.error());
        std::fprintf(stderr, "wrote %zu jobs to %s\n", imported.value().workload.jobs.size(), out->c_str());
    } else {
        std::printf("%s", formatCommonCsv(imported.value().workload).c_str());
    }
    return kOk;
}

double percentileOf(std::vector<double> values, double p)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const double rank = std::ceil(p / 100.0 * static_cast<double>(values.size()));
    return values[static_cast<std::size_t>(std::clamp(rank, 1.0, double(values.size()))) - 1];
}

int commandInspect(const Args& args)
{
    if (args.positional.empty()) return usageError("inspect needs a trace file");
    const std::string path = args.positional[0];
    const std::string format = args.get("--format").value_or(detectTraceFormat(path));
    if (format.empty()) return fail({ ErrorCode::UnknownName, "cannot tell the trace's format; pass --format", { path, 0, 0, "--format" } });
    auto imported = importTrace(path, format);
    if (!imported) return fail(imported.error());
    auto jobs = imported.value().workload.jobs;
    if (auto limit = args.get("--limit")) {
        auto v = parseInteger(*limit);
        if (!v || *v < 0) return fail({ ErrorCode::BadValue, "must be a whole number >= 0", { "", 0, 0, "--limit" } });
        if (*v > 0 && static_cast<std::size_t>(*v) < jobs.size()) jobs.resize(static_cast<std::size_t>(*v));
    }
    std::vector<double> durations, sizes;
    double gpuSeconds = 0, last = 0;
    for (const auto& j : jobs) {
        durations.push_back(j.duration);
        sizes.push_back(j.gpus);
        gpuSeconds += j.duration * j.gpus;
        last = std::max(last, j.submitTime);
    }
    std::printf("trace      %s (%s)\n", path.c_str(), format.c_str());
    std::printf("sha256     %s\n", imported.value().workload.sha256.c_str());
    std::printf("jobs       %zu (%zu rows read, %zu skipped)\n", jobs.size(), imported.value().report.rowsRead,
        imported.value().report.skipped.size());
    std::printf("GPU-hours  %.1f\n", gpuSeconds / 3600);
    std::printf("span       %s of submissions\n", formatDuration(last).c_str());
    std::printf("%-10s %12s %12s %12s %12s %12s %12s\n", "", "min", "p50", "p90", "p95", "p99", "max");
    auto row = [&](const char* name, const std::vector<double>& v, bool time) {
        std::printf("%-10s", name);
        for (double p : { 0.0, 50.0, 90.0, 95.0, 99.0, 100.0 }) {
            const double x = p == 0 ? *std::min_element(v.begin(), v.end()) : percentileOf(v, p);
            std::printf(" %12s", time ? formatDuration(x).c_str() : formatNumber(x).c_str());
        }
        std::printf("\n");
    };
    if (!jobs.empty()) {
        row("duration", durations, true);
        row("GPUs", sizes, false);
    }
    return kOk;
}

int commandPolicies()
{
    const auto& registry = PolicyRegistry::instance();
    for (PolicyKind kind : { PolicyKind::Scheduler, PolicyKind::Ordering, PolicyKind::Placement, PolicyKind::Sizing }) {
        const auto list = registry.list(kind);
        if (list.empty()) continue;
        std::printf("%s:\n", policyKindName(kind));
        for (const auto& info : list) {
            std::printf("  %-16s %s%s\n", info.name.c_str(), info.title.c_str(), info.usesOracle ? " (oracle)" : "");
            for (const auto& p : info.params)
                std::printf("      %-24s default %-10s %s\n", p.name.c_str(), paramToString(p.defaultValue).c_str(),
                    p.description.c_str());
        }
    }
    return kOk;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fputs(kUsage, stderr);
        return kBadInput;
    }
    const std::string command = argv[1];
    if (command == "--version" || command == "version") {
        std::printf("gantry-cli %s\n", kVersion);
        return kOk;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        std::fputs(kUsage, stdout);
        return kOk;
    }
    registerLearnedCommands();
    if (command == "train" || command == "evaluate") return learnCommand(command, argc, argv);
    std::string problem;
    auto args = parseArgs(argc, argv, 2, problem);
    if (!args) return usageError(problem);
    if (command == "run") return commandRun(*args);
    if (command == "compare") return commandCompare(*args);
    if (command == "import") return commandImport(*args);
    if (command == "inspect") return commandInspect(*args);
    if (command == "policies") return commandPolicies();
    return usageError("unknown command '" + command + "'");
}

} // namespace gantry::cli
