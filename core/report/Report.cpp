#include "core/report/Report.h"

#include "core/metrics/Comparison.h"
#include "core/plan/Planner.h"
#include "core/report/Svg.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/Text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <map>

namespace gantry {

namespace {

const char* const kStyle = R"(<style>
body { font-family: sans-serif; max-width: 960px; margin: 2em auto; color: #222; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { font-size: 1.2em; border-bottom: 1px solid #ccc; margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.6em 0; } th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: right; }
th:first-child, td:first-child { text-align: left; } th { background: #f2f2f2; }
table.text td, table.text th { text-align: left; }
table.wide { font-size: 0.72em; } table.wide th, table.wide td { padding: 2px 3px; }
.better { color: #0a7a2f; } .worse { color: #b3261e; } .note { color: #555; font-size: 0.9em; }
pre { white-space: pre-wrap; background: #f7f7f7; padding: 0.6em; }
section { page-break-inside: avoid; }
</style>
)";

std::string esc(const std::string& text) { return htmlEscape(text); }

/// "tiresias + consolidate" from describePolicy's "ordering=tiresias placement=consolidate ...", with the
/// sharing part when there is one and a plan option's quota split ("fifo + consolidate + borrowing,
/// quotas: today's").
std::string shortPolicy(const std::string& policy)
{
    auto value = [&](const std::string& key) {
        const auto at = policy.find(key + "=");
        if (at == std::string::npos) return std::string();
        const auto start = at + key.size() + 1;
        return policy.substr(start, policy.find(' ', start) - start);
    };
    if (const std::string scheduler = value("scheduler"); !scheduler.empty()) return scheduler;
    std::string out = value("ordering") + " + " + value("placement");
    if (const std::string sharing = value("sharing"); !sharing.empty() && sharing != "none") out += " + " + sharing;
    if (const auto split = policy.find(", quotas: "); split != std::string::npos) out += policy.substr(split);
    return out;
}

/// A table's opening tag: smaller type when it has many columns, so that words are not broken in cells.
std::string tableTag(std::size_t columns) { return columns > 7 ? "<table class=\"wide\">\n" : "<table>\n"; }

/// Text as typed in YAML (lines wrapped by hand, blank lines between paragraphs) as HTML paragraphs.
/// Text as typed in YAML (lines wrapped by hand, blank lines between paragraphs): its paragraphs, each
/// on one line.
std::vector<std::string> splitParagraphs(const std::string& text)
{
    std::vector<std::string> out;
    std::string current;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(start, end - start);
        if (const std::size_t first = line.find_first_not_of(" \t"); first == std::string::npos) {
            if (!current.empty()) out.push_back(std::move(current));
            current.clear();
        } else {
            current += (current.empty() ? "" : " ") + line.substr(first);
        }
        start = end + 1;
    }
    if (!current.empty()) out.push_back(std::move(current));
    return out;
}

/// Paragraphs as HTML, from the `first`-th on.
std::string paragraphsHtml(const std::vector<std::string>& paragraphs, std::size_t first = 0)
{
    std::string out;
    for (std::size_t i = first; i < paragraphs.size(); ++i) out += "<p>" + htmlEscape(paragraphs[i]) + "</p>\n";
    return out;
}

std::string row(const std::vector<std::string>& cells, bool header = false)
{
    std::string out = "<tr>";
    for (const auto& c : cells) out += (header ? "<th>" : "<td>") + c + (header ? "</th>" : "</td>");
    return out + "</tr>\n";
}

std::string section(const std::string& title, const std::string& body)
{
    return "<section>\n<h2>" + esc(title) + "</h2>\n" + body + "</section>\n";
}

/// Numbers the report's figures in order, so the text can refer to them ("Figure 1").
struct Figures {
    int next = 1;
    std::string title(const std::string& text) { return "Figure " + std::to_string(next++) + ". " + text; }
};

/// Every run's jobs' completion times as a CDF, one line per run.
SvgChart jctCdf(const std::vector<RunResult>& runs, Figures& figures)
{
    SvgChart cdf { figures.title("Job completion time, every run (CDF)"), "hours", "share of jobs", {} };
    for (const RunResult& r : runs) {
        SvgSeries d { runLabel(r), {}, {} };
        std::vector<double> jct;
        for (const JobRecord& j : r.jobs)
            if (j.jct >= 0) jct.push_back(j.jct / 3600.0);
        std::sort(jct.begin(), jct.end());
        for (std::size_t i = 0; i < jct.size(); ++i) d.x.push_back(jct[i]), d.y.push_back(double(i + 1) / double(jct.size()));
        cdf.series.push_back(std::move(d));
    }
    return cdf;
}

/// Page 1: the question, the answer in a sentence per run and per plan option, and the key chart.
std::string summarySection(const Scenario& scenario, const std::vector<RunResult>& runs, const PlanOutcome* plan, Figures& figures)
{
    std::string body;
    if (const auto question = splitParagraphs(scenario.description); !question.empty())
        body += "<p><b>The question.</b> " + esc(question.front()) + "</p>\n";
    const RunResult& base = runs.front();
    const Summary& b = base.summary;
    const int chart = figures.next;
    if (runs.size() == 1) {
        body += "<p><b>The answer.</b> " + esc(runLabel(base)) + ": average JCT " + esc(formatDuration(b.avgJct)) + ", p95 JCT "
            + esc(formatDuration(b.p95Jct)) + ", cost " + esc(formatMoney(b.totalCost)) + " (Figure " + std::to_string(chart) + ").</p>\n";
    } else {
        std::size_t fastest = 0, cheapest = 0;
        for (std::size_t i = 1; i < runs.size(); ++i) {
            if (runs[i].summary.avgJct < runs[fastest].summary.avgJct) fastest = i;
            if (runs[i].summary.totalCost < runs[cheapest].summary.totalCost) cheapest = i;
        }
        const Summary& f = runs[fastest].summary;
        body += "<p><b>The answer.</b> Of " + std::to_string(runs.size()) + " runs, " + esc(runLabel(runs[fastest]))
            + " has the lowest average JCT, " + esc(formatDuration(f.avgJct))
            + (fastest == 0 ? "" : " (" + esc(formatDelta(f.avgJct, b.avgJct)) + " against the base)") + ", and "
            + (cheapest == fastest ? "is also the cheapest" : esc(runLabel(runs[cheapest])) + " the lowest cost, "
                    + esc(formatMoney(runs[cheapest].summary.totalCost)))
            + " (Figure " + std::to_string(chart) + "). Against the base (" + esc(formatDuration(b.avgJct)) + " average JCT, "
            + esc(formatMoney(b.totalCost)) + "):</p>\n<ul>\n";
        for (std::size_t i = 1; i < runs.size(); ++i) {
            const Summary& r = runs[i].summary;
            body += "<li><b>" + esc(runLabel(runs[i])) + "</b>: average JCT " + esc(formatDuration(r.avgJct)) + " ("
                + esc(formatDelta(r.avgJct, b.avgJct)) + "), p95 JCT " + esc(formatDuration(r.p95Jct)) + " ("
                + esc(formatDelta(r.p95Jct, b.p95Jct)) + "), cost " + esc(formatMoney(r.totalCost)) + " ("
                + esc(formatDelta(r.totalCost, b.totalCost)) + ")"
                + (r.rejected > 0 ? ", " + std::to_string(r.rejected) + " jobs rejected" : std::string()) + ".</li>\n";
        }
        body += "</ul>\n";
    }
    if (plan) {
        const Plan& p = scenario.plan;
        body += "<p><b>The plan.</b> The cheapest cluster that keeps " + esc(describeLevels(p)) + ":</p>\n<ul>\n";
        for (std::size_t k = 0; k < plan->policies.size(); ++k) {
            body += "<li><b>" + esc(shortPolicy(plan->policies[k])) + "</b>: ";
            if (plan->best[k] < 0) {
                body += "no configuration within the plan's bounds.</li>\n";
                continue;
            }
            const PlanPoint& best = plan->points[std::size_t(plan->best[k])];
            body += esc(describeConfiguration(p, best.counts)) + ", " + esc(formatMoney(best.costPerHour)) + " per hour.</li>\n";
        }
        body += "</ul>\n";
    }
    return section("Summary", body + svgChart(jctCdf(runs, figures)));
}

std::string clusterSection(const Cluster& c)
{
    std::map<std::pair<int, int>, int> shapes; // (GPU type, GPUs per machine) -> machines
    for (const Machine& m : c.machines) ++shapes[{ m.gpuType, m.gpuCount }];
    std::string body = "<p>" + std::to_string(c.machineCount()) + " machines in " + std::to_string(c.rackCount()) + " racks, "
        + std::to_string(c.gpuCount()) + " GPUs.</p>\n<table>\n"
        + row({ "machines", "GPU type", "GPUs each", "speed", "price per GPU-hour" }, true);
    for (const auto& [shape, count] : shapes) {
        const GpuType& t = c.gpuTypes[std::size_t(shape.first)];
        body += row({ esc(std::to_string(count)), esc(t.name), std::to_string(shape.second), formatNumber(t.speed), esc(formatMoney(t.pricePerHour)) });
    }
    body += "</table>\n";
    if (!c.racks.empty())
        body += "<p class=\"note\">Rack uplinks " + formatNumber(c.racks.front().uplinkGbps) + " Gb/s, oversubscription "
            + formatNumber(c.racks.front().oversubscription) + " (first rack).</p>\n";
    return section("Cluster", body);
}

std::string workloadSection(const RunResult& base)
{
    std::vector<double> durations;
    double gpuHours = 0;
    std::map<int, int> sizes;
    for (const JobRecord& j : base.jobs) {
        durations.push_back(j.duration);
        gpuHours += j.duration * j.gpus / 3600.0;
        ++sizes[j.gpus];
    }
    std::sort(durations.begin(), durations.end());
    std::string body = "<p>" + esc(base.meta.workloadSource) + ": " + std::to_string(base.jobs.size()) + " jobs, "
        + formatNumber(std::round(gpuHours)) + " GPU-hours at the reference speed.</p>\n<table>\n"
        + row({ "recorded duration", "median", "p95", "p99", "max" }, true)
        + row({ "", esc(formatDuration(percentile(durations, 50))), esc(formatDuration(percentile(durations, 95))),
            esc(formatDuration(percentile(durations, 99))), esc(formatDuration(durations.empty() ? 0 : durations.back())) })
        + "</table>\n<table>\n" + row({ "GPUs per job", "jobs" }, true);
    for (const auto& [gpus, count] : sizes) body += row({ std::to_string(gpus), std::to_string(count) });
    return section("Workload", body + "</table>\n");
}

std::string resultsSection(const std::vector<RunResult>& runs)
{
    std::vector<std::string> header { "run", "policy" };
    for (const auto& m : comparisonMetrics()) header.push_back(esc(m.title));
    std::string body = tableTag(header.size()) + row(header, true);
    const Summary& base = runs.front().summary;
    for (const RunResult& r : runs) {
        std::vector<std::string> cells { esc(runLabel(r)), esc(shortPolicy(r.meta.policy)) };
        for (const auto& m : comparisonMetrics()) {
            const double v = m.value(r.summary), b = m.value(base);
            std::string cell = esc(formatMetric(m, v));
            if (&r != &runs.front() && b != 0 && v != b) {
                const bool better = m.higherIsBetter ? v > b : v < b;
                cell += "<br><span class=\"" + std::string(better ? "better" : "worse") + "\">" + esc(formatDelta(v, b)) + "</span>";
            }
            cells.push_back(cell);
        }
        body += row(cells);
    }
    body += "</table>\n<p class=\"note\">Changes against the base run; green is better.</p>\n";
    return section("Results", body);
}

/// Each tenant's average queueing delay in every run, with the change against the same tenant in the
/// base run (green: it waits less), and its quota and GPU share in the base. Empty without tenants.
std::string tenantsSection(const std::vector<RunResult>& runs)
{
    std::vector<std::string> names;
    for (const RunResult& r : runs)
        for (const TenantSummary& t : r.tenants)
            if (std::find(names.begin(), names.end(), t.name) == names.end()) names.push_back(t.name);
    if (names.empty()) return {};
    std::vector<std::string> header { "tenant", "quota", "GPU share" };
    for (const RunResult& r : runs) header.push_back(esc(runLabel(r)));
    std::string body = tableTag(header.size()) + row(header, true);
    for (const std::string& name : names) {
        const TenantSummary* base = findTenant(runs.front(), name);
        std::vector<std::string> cells { esc(name), base ? std::to_string(base->quotaGpus) + " GPUs" : "",
            base ? esc(formatPercent(base->gpuShare)) : "" };
        for (const RunResult& r : runs) {
            const TenantSummary* t = findTenant(r, name);
            if (!t) {
                cells.push_back("");
                continue;
            }
            std::string cell = esc(formatDuration(t->summary.avgWait));
            const double v = t->summary.avgWait;
            if (&r != &runs.front() && base && base->summary.avgWait != 0 && v != base->summary.avgWait)
                cell += "<br><span class=\"" + std::string(v < base->summary.avgWait ? "better" : "worse") + "\">"
                    + esc(formatDelta(v, base->summary.avgWait)) + "</span>";
            cells.push_back(cell);
        }
        body += row(cells);
    }
    body += "</table>\n<p class=\"note\">Average queueing delay of each tenant's jobs; quota and share of the GPU time in the "
            "base run. Jain's index over the tenants' average slowdowns: ";
    for (std::size_t i = 0; i < runs.size(); ++i)
        body += (i ? ", " : "") + esc(runLabel(runs[i])) + " " + esc(formatCompact(runs[i].tenantFairness));
    return section("Per tenant", body + ".</p>\n");
}

std::string chartsSection(const std::vector<RunResult>& runs, Figures& figures)
{
    const int first = figures.next;
    SvgChart queue { figures.title("Queued jobs"), "hours", "jobs", {} };
    SvgChart busy { figures.title("GPUs busy"), "hours", "% of GPUs", {} };
    SvgChart cost { figures.title("Cumulative cost"), "hours", "dollars", {} };
    for (const RunResult& r : runs) {
        SvgSeries q { runLabel(r), {}, {} }, b { runLabel(r), {}, {} }, c { runLabel(r), {}, {} };
        for (const Sample& s : r.series) {
            const double h = s.time / 3600.0;
            q.x.push_back(h), q.y.push_back(s.queued);
            b.x.push_back(h), b.y.push_back(r.meta.gpus > 0 ? 100.0 * s.busyGpus / r.meta.gpus : 0);
            c.x.push_back(h), c.y.push_back(s.cumulativeCost);
        }
        queue.series.push_back(std::move(q));
        busy.series.push_back(std::move(b));
        cost.series.push_back(std::move(c));
    }
    SvgChart scatter { figures.title("Wait against JCT, per job (" + runLabel(runs.front()) + ")"), "wait (hours)", "JCT (hours)", {}, true };
    SvgSeries points { runLabel(runs.front()), {}, {} };
    for (const JobRecord& j : runs.front().jobs)
        if (j.jct >= 0) points.x.push_back(j.wait / 3600.0), points.y.push_back(j.jct / 3600.0);
    scatter.series.push_back(std::move(points));
    return section("Over time",
               "<p>Figures " + std::to_string(first) + " to " + std::to_string(first + 2)
                   + " follow every run through the trace: the queue, the GPUs busy and the cost so far.</p>\n" + svgChart(queue)
                   + svgChart(busy) + svgChart(cost))
        + section("Completion times", "<p>Every run's completion times are in Figure 1, on the first page; Figure "
                + std::to_string(first + 3) + " shows how long each job of the base run waited against how long it took.</p>\n"
                + svgChart(scatter));
}

std::string planSection(const Scenario& scenario, const PlanOutcome& plan, Figures& figures)
{
    const Plan& p = scenario.plan;
    const ServiceLevel& main = p.serviceLevels.front();
    std::string body = "<p>Service levels: " + esc(describeLevels(p)) + ". Looked at " + std::to_string(plan.points.size()) + " of "
        + std::to_string(plan.gridSize) + " configurations (gantry-cli plan --out lists each with why it failed); Figure "
        + std::to_string(figures.next) + " shows every one simulated to its end.</p>\n<table class=\"text\">\n"
        + row({ "policy", "cheapest cluster", "price", serviceMetricName(main.metric) }, true);
    for (std::size_t k = 0; k < plan.policies.size(); ++k) {
        if (plan.best[k] < 0) {
            body += row({ esc(shortPolicy(plan.policies[k])), "none within the bounds meets the levels", "", "" });
            continue;
        }
        const PlanPoint& b = plan.points[std::size_t(plan.best[k])];
        body += row({ esc(shortPolicy(plan.policies[k])), esc(describeConfiguration(p, b.counts)), esc(formatMoney(b.costPerHour)) + "/h",
            esc(formatLevelValue(main.metric, b.mainMetric)) });
    }
    body += "</table>\n";
    SvgChart front { figures.title("Price against " + std::string(serviceMetricName(main.metric)) + " (complete runs; the level as a line)"),
        "dollars per hour", serviceMetricName(main.metric) + std::string(main.metric == ServiceMetric::MinUtilization ? "" : " (hours)"),
        {}, true };
    front.pointRadius = 4;
    for (std::size_t k = 0; k < plan.policies.size(); ++k) {
        SvgSeries s { shortPolicy(plan.policies[k]), {}, {} };
        for (const PlanPoint& pt : plan.points)
            if (pt.policy == int(k) && pt.simulated())
                s.x.push_back(pt.costPerHour), s.y.push_back(main.metric == ServiceMetric::MinUtilization ? pt.mainMetric : pt.mainMetric / 3600.0);
        front.series.push_back(std::move(s));
    }
    double xMax = 0;
    for (const auto& s : front.series)
        for (double x : s.x) xMax = std::max(xMax, x);
    const double level = main.metric == ServiceMetric::MinUtilization ? main.limit : main.limit / 3600.0;
    front.series.push_back({ "service level", { 0, xMax }, { level, level }, true });
    return section("Capacity plan", body + svgChart(front));
}

} // namespace

std::string reportHtml(const ReportInput& input)
{
    const Scenario& s = *input.scenario;
    const RunResult& base = input.runs.front();
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + esc(s.name)
        + " \u2014 Gantry report</title>\n" + kStyle + "</head>\n<body>\n";
    out += "<h1>" + esc(s.name) + "</h1>\n<p class=\"note\">Gantry " + esc(base.meta.version) + " report, " + esc(input.date) + "</p>\n";
    Figures figures;
    out += summarySection(s, input.runs, input.plan ? &*input.plan : nullptr, figures);
    // The summary gives the description's first paragraph; the rest, if any, follows in full.
    if (const auto question = splitParagraphs(s.description); question.size() > 1)
        out += section("The question, in full", paragraphsHtml(question, 1));
    else if (s.description.empty()) out += section("The question", "<p>(the scenario has no description)</p>\n");
    out += clusterSection(s.cluster);
    out += workloadSection(base);
    out += resultsSection(input.runs);
    out += tenantsSection(input.runs);
    out += chartsSection(input.runs, figures);
    if (input.plan) out += planSection(s, *input.plan, figures);
    std::string assumptions = "<p>" + esc(base.meta.assumptions) + ".</p>\n<table class=\"text\">\n" + row({ "run", "policy and parameters" }, true);
    for (const RunResult& r : input.runs) assumptions += row({ esc(runLabel(r)), esc(r.meta.policy) });
    assumptions += "</table>\n<p class=\"note\">Model profiles: " + esc(base.meta.modelRule)
        + ". Formulas and their sources: Gantry's docs/simulator-model.md.</p>\n";
    out += section("Assumptions", assumptions);
    out += section("Provenance",
        "<table>\n" + row({ "seed", std::to_string(base.meta.seed) }) + row({ "Gantry", esc(base.meta.version) })
            + row({ "scenario SHA-256", esc(base.meta.scenarioSha256) }) + row({ "workload", esc(base.meta.workloadSource) })
            + row({ "workload SHA-256", esc(base.meta.workloadSha256.empty() ? "(generated)" : base.meta.workloadSha256) })
            + row({ "made on", esc(input.date) }) + "</table>\n");
    return out + "</body>\n</html>\n";
}

Result<ReportFormat> checkReportPath(const std::string& path)
{
    auto endsWith = [&](std::string_view suffix) {
        if (path.size() < suffix.size()) return false;
        for (std::size_t i = 0; i < suffix.size(); ++i)
            if (std::tolower(static_cast<unsigned char>(path[path.size() - suffix.size() + i])) != suffix[i]) return false;
        return true;
    };
    const bool pdf = endsWith(".pdf");
    if (!pdf && !endsWith(".html"))
        return Error { ErrorCode::BadValue, "a report is FILE.html or FILE.pdf", { path, 0, 0, "--out" } };
    if (auto st = checkOutputFile(path); !st) return st.error();
    return pdf ? ReportFormat::Pdf : ReportFormat::Html;
}

Result<std::string> reportDate()
{
    std::time_t now = std::time(nullptr);
    // Reproducible builds' convention (reproducible-builds.org/specs/source-date-epoch): a whole number
    // of seconds since 1970; a malformed value is an error, not a silent 1970 or today.
    if (const char* epoch = std::getenv("SOURCE_DATE_EPOCH"); epoch && *epoch) {
        const auto seconds = parseInteger(epoch);
        if (!seconds || *seconds < 0 || *seconds > 253402300799) // up to 9999-12-31
            return Error { ErrorCode::BadValue,
                "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 (got '" + std::string(epoch) + "')",
                { "", 0, 0, "SOURCE_DATE_EPOCH" } };
        now = static_cast<std::time_t>(*seconds);
    }
    std::tm utc {};
    gmtime_r(&now, &utc);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &utc);
    return std::string(buffer);
}

Result<ReportInput> prepareReport(const Scenario& scenario, bool withPlan, int threads,
    const std::function<bool(const std::string& what, double fraction)>& progress)
{
    auto date = reportDate(); // before any work: a malformed SOURCE_DATE_EPOCH is refused at once
    if (!date) return date.error();
    const std::string runs = std::to_string(scenario.variants.size() + 1);
    auto results = runVariants(scenario, threads, [&](int run, double f) {
        return !progress || progress("run " + std::to_string(run + 1) + "/" + runs, f);
    }, {}, /*keepDecisionLogs=*/false); // a report reads summaries, series and schedules, never the decision log
    if (!results) return results.error();
    ReportInput input { &scenario, std::move(results).value(), std::nullopt, *date };
    if (withPlan && !scenario.plan.empty()) {
        PlanOptions options;
        options.threads = threads;
        options.progress = [&](const PlanPoint&, int done, long long grid) {
            return !progress || progress("plan " + std::to_string(done), grid > 0 ? std::min(1.0, double(done) / double(grid)) : 0.0);
        };
        auto plan = runPlan(scenario, options);
        if (!plan) return plan.error();
        input.plan = std::move(plan).value();
    }
    return input;
}

} // namespace gantry
