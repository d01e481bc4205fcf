#include "core/run/Sweep.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"
#include "core/run/RunFolder.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Interrupt.h"
#include "core/util/Sha256.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <filesystem>
#include <map>
#include <optional>
#include <sstream>

namespace gantry {

namespace {
constexpr const char* kIdsMarker = "# runs, in order:\n";
} // namespace

std::string SweepRun::title() const
{
    std::string out;
    for (const std::string& label : labels) out += (out.empty() ? "" : ", ") + label;
    return out;
}

Result<std::vector<SweepRun>> expandSweep(const SweepGrid& grid)
{
    std::vector<SweepRun> runs;
    std::vector<std::size_t> at(grid.axes.size(), 0);
    std::map<std::string, std::size_t> byId;
    for (bool more = !grid.axes.empty(); more;) {
        if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "interrupted"), {} };
        SweepRun run;
        std::vector<std::string> overlays;
        for (std::size_t a = 0; a < grid.axes.size(); ++a) {
            const SweepValue& v = grid.axes[a].values[at[a]];
            run.labels.push_back(v.label);
            overlays.push_back(v.overlayYaml);
        }
        auto overlay = combineOverlays(overlays);
        if (!overlay) return overlay.error();
        run.overlayYaml = std::move(overlay).value();
        run.id = Sha256::hex(run.overlayYaml).substr(0, 12);
        if (auto [it, fresh] = byId.emplace(run.id, runs.size()); !fresh) {
            return Error { ErrorCode::BadValue,
                fillIn(translate("Error", "the runs (%1) and (%2) are the same run: their overlays add up to the same scenario"),
                    { runs[it->second].title(), run.title() }),
                { {}, 0, 0, "axes" } };
        }
        runs.push_back(std::move(run));
        // The next combination: the last axis fastest.
        more = false;
        for (std::size_t a = grid.axes.size(); a-- > 0;) {
            if (++at[a] < grid.axes[a].values.size()) {
                more = true;
                break;
            }
            at[a] = 0;
        }
    }
    return runs;
}

std::string sweepCsvHeader(const Scenario& scenario, const SweepGrid& grid)
{
    std::string out = std::string("# gantry ") + kVersion + " sweep of scenario_sha256=" + scenarioHash(scenario) + " grid_sha256=" + grid.sha256
        + " (durations in seconds, cost in dollars)\nrun";
    for (const SweepAxis& axis : grid.axes) out += "," + csvField(axis.name);
    for (const auto& metric : comparisonMetrics()) out += std::string(",") + metric.key;
    out += ",finished,rejected,unfinished,scenario_sha256\n";
    return out;
}

Result<std::string> sweepCsvRow(const Scenario& scenario, const SweepRun& run)
{
    Scenario withVariant = scenario;
    withVariant.variants = { Variant { run.id, run.overlayYaml } };
    auto applied = applyVariant(withVariant, 0);
    if (!applied) return applied.error();
    RunOptions options;
    options.dropDecisionLog = options.dropSchedule = true; // only the summary is read
    auto result = runScenario(applied.value(), options);
    if (!result) return result.error();
    const Summary& s = result->summary;
    std::string row = run.id;
    for (const std::string& label : run.labels) row += "," + csvField(label);
    for (const auto& metric : comparisonMetrics()) row += ',' + formatNumber(metric.value(s));
    row += ',' + std::to_string(s.finished) + ',' + std::to_string(s.rejected) + ',' + std::to_string(s.unfinished) + ','
        + result->meta.scenarioSha256 + '\n';
    return row;
}

namespace sweepfiles {
std::string planPath(const std::string& dir) { return (std::filesystem::path(dir) / "sweep-runs.txt").string(); }
std::string runPath(const std::string& dir, const std::string& id) { return runFilePath(dir, id + ".csv"); }
std::string csvPath(const std::string& dir) { return (std::filesystem::path(dir) / "sweep.csv").string(); }
} // namespace sweepfiles

Status writeSweepPlan(const std::string& dir, const std::string& header, const std::vector<SweepRun>& runs)
{
    std::string plan = header + kIdsMarker;
    for (const SweepRun& run : runs) plan += run.id + '\n';
    return claimRunFolder(dir, "sweep-runs.txt", plan,
        translate("Error", "this folder holds another sweep (another scenario, grid or Gantry): give each sweep its own --out"));
}

namespace {
/// Whether `text` is run `id`'s whole line (written atomically, so a file present is whole; this checks
/// that it is the line of that run).
bool wholeRunLine(const std::string& id, const std::string& text) { return text.rfind(id + ",", 0) == 0 && text.back() == '\n'; }

/// Run `id`'s line when it is whole in `dir`, else nothing.
std::optional<std::string> runLine(const std::string& dir, const std::string& id)
{
    auto line = readTextFile(sweepfiles::runPath(dir, id));
    if (!line || !wholeRunLine(id, line.value())) return std::nullopt;
    return std::move(line).value();
}
} // namespace

PieceFiles sweepPieceFiles(const std::string& dir, const std::vector<SweepRun>& runs)
{
    PieceFiles files;
    files.dir = dir;
    files.name = [&runs](std::size_t k) { return runs[k].id + ".csv"; };
    files.fromText = [&runs](std::size_t k, const std::string& text) -> std::optional<std::string> {
        if (!wholeRunLine(runs[k].id, text)) return std::nullopt;
        return text;
    };
    return files;
}

Result<std::string> mergeSweep(const std::string& dir)
{
    auto plan = readTextFile(sweepfiles::planPath(dir));
    if (!plan) return plan.error();
    const std::size_t marker = plan->find(kIdsMarker);
    if (marker == std::string::npos)
        return Error { ErrorCode::Parse, translate("Error", "not a sweep's plan (sweep-runs.txt written by gantry-cli sweep)"), { sweepfiles::planPath(dir) } };
    std::string out = plan->substr(0, marker);
    std::istringstream ids(plan->substr(marker + std::string(kIdsMarker).size()));
    std::vector<std::string> missing;
    std::size_t total = 0;
    for (std::string id; std::getline(ids, id);) {
        if (id.empty()) continue;
        ++total;
        if (auto line = runLine(dir, id)) out += *line;
        else missing.push_back(id);
    }
    if (!missing.empty()) {
        std::string list;
        for (std::size_t i = 0; i < missing.size() && i < 10; ++i) list += (i ? ", " : "") + missing[i];
        if (missing.size() > 10) list += ", ...";
        return Error { ErrorCode::Io,
            fillIn(translate("Error", "%1 of %2 runs are not done yet (%3): run their shards again with --resume"),
                { std::to_string(missing.size()), std::to_string(total), list }),
            { dir } };
    }
    return out;
}

} // namespace gantry
