#include "core/report/Report.h"

#include "core/metrics/Comparison.h"
#include "core/plan/PlanConfigurations.h"
#include "core/plan/PlanTexts.h"
#include "core/report/Decision.h"
#include "core/report/Svg.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

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
.better { color: #0a7a2f; } .worse { color: #9a5200; } .note { color: #555; font-size: 0.9em; }
pre { white-space: pre-wrap; background: #f7f7f7; padding: 0.6em; } code { font-family: monospace; }
section { page-break-inside: avoid; }
</style>
)";

std::string esc(const std::string& text) { return htmlEscape(text); }

/// "tiresias + consolidate" from describePolicy's "ordering=tiresias placement=consolidate ...", with the
/// sharing part when there is one and a plan option's quota split ("fifo + consolidate + borrowing,
/// quotas: today's").
std::string shortPolicy(const std::string& policy)
{
    // A fork's record adds "; from <seconds> s: <policy>" for each switch it makes: "tiresias + consolidate
    // → sjf + consolidate" (its time is in the forks' table).
    if (const auto fork = policy.find("; from "); fork != std::string::npos) {
        const std::string rest = policy.substr(fork + 7);
        if (const auto colon = rest.find(" s: "); colon != std::string::npos)
            return shortPolicy(policy.substr(0, fork)) + " \u2192 " + shortPolicy(rest.substr(colon + 4));
    }
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

/// Paragraphs as HTML, from the `first`-th on.
std::string paragraphsHtml(const std::vector<std::string>& paragraphs, std::size_t first = 0)
{
    std::string out;
    for (std::size_t i = first; i < paragraphs.size(); ++i) out += "<p>" + htmlEscape(paragraphs[i]) + "</p>\n";
    return out;
}

std::string row(const std::vector<std::string>& cells, bool header = false)
{
    // The first cell's alignment is said on it too: the PDF's rich text knows no :first-child.
    std::string out = "<tr>";
    for (std::size_t i = 0; i < cells.size(); ++i)
        out += std::string(header ? "<th" : "<td") + (i == 0 ? " align=\"left\">" : ">") + cells[i] + (header ? "</th>" : "</td>");
    return out + "</tr>\n";
}

/// A value to be copied exactly (a hash): monospace, so that no font joins "ff" or "fi" into one glyph
/// that a copy from the PDF would carry.
std::string code(const std::string& text) { return "<code>" + esc(text) + "</code>"; }

std::string section(const std::string& title, const std::string& body)
{
    return "<section>\n<h2>" + esc(title) + "</h2>\n" + body + "</section>\n";
}

/// Numbers the report's figures in order, so the text can refer to them ("Figure 1").
struct Figures {
    int next = 1;
    std::string title(const std::string& text) { return fillIn(translate("Report", "Figure %1. %2"), { std::to_string(next++), text }); }
};

/// "Figure 3", as the text refers to it.
std::string figure(int number) { return fillIn(translate("Report", "Figure %1"), { std::to_string(number) }); }

/// A number with its unit or sign ("10,1 h", "−16,2 %") kept on one line inside a table cell.
std::string unbroken(const std::string& escaped)
{
    std::string out;
    for (char c : escaped) out += c == ' ' ? std::string("&nbsp;") : std::string(1, c);
    return out;
}

/// Text that may wrap between its words but never between a sign and its amount ("+ / $173.8k"): Chinese
/// line breaking allows a break after "+", so a word joiner (U+2060) follows every sign.
std::string signsKeptWithAmounts(const std::string& escaped)
{
    static const std::string minus = "\u2212", wordJoiner = "\u2060";
    std::string out;
    for (std::size_t i = 0; i < escaped.size(); ++i) {
        const bool sign = escaped[i] == '+' || escaped.compare(i, minus.size(), minus) == 0;
        const std::size_t length = escaped[i] == '+' ? 1 : sign ? minus.size() : 1;
        out += escaped.substr(i, length);
        i += length - 1;
        if (sign && i + 1 < escaped.size() && escaped[i + 1] != ' ') out += wordJoiner;
    }
    return out;
}

/// Every run's jobs' completion times as a CDF, one line per run, on a log axis: they range from minutes
/// to weeks, and on a linear axis every curve sits on the y-axis.
SvgChart jctCdf(const std::vector<RunResult>& runs, Figures& figures)
{
    SvgChart cdf { figures.title(translate("Report", "Job completion time, every run (CDF)")), translate("Report", "hours (log scale)"),
        translate("Report", "share of jobs"), {} };
    cdf.xLog = true;
    for (const RunResult& r : runs) {
        SvgSeries d { runTitle(r), {}, {} };
        const std::vector<double>& jct = r.sortedJct;
        for (std::size_t i = 0; i < jct.size(); ++i) d.x.push_back(jct[i] / 3600.0), d.y.push_back(double(i + 1) / double(jct.size()));
        cdf.series.push_back(std::move(d));
    }
    return cdf;
}

/// A run's value of a level's metric (a tenant's, for a tenant's level).
double levelMetric(const RunResult& run, const ServiceLevel& level) { return serviceLevelValue(run.summary, run.tenants, level); }

/// "p95 JCT" or "6c71a0's avg wait".
std::string levelTitle(const ServiceLevel& level)
{
    return level.tenant.empty() ? serviceMetricName(level.metric)
                                : fillIn(translate("Report", "%1's %2", "a tenant's service metric"), { level.tenant, serviceMetricName(level.metric) });
}

/// The figures the decision compares: the first two service levels' metrics (else the average JCT),
/// the average queueing if no level is about it, and the cost the owner pays a month.
struct DecisionFigure {
    std::string title;
    std::vector<double> values;
    bool duration = true;
    double level = -1;
    std::string levelText;
};

std::vector<DecisionFigure> decisionFigures(const Decision& d)
{
    std::vector<DecisionFigure> out;
    auto add = [&](std::string title, auto value, bool duration) {
        DecisionFigure f { std::move(title), {}, duration };
        for (const DecisionOption& o : d.options) f.values.push_back(value(*o.run));
        out.push_back(std::move(f));
        return &out.back();
    };
    bool aboutWaiting = false;
    for (std::size_t k = 0; k < d.levels.size() && k < 2; ++k) {
        const ServiceLevel& l = d.levels[k];
        aboutWaiting = aboutWaiting || (l.tenant.empty() && l.metric == ServiceMetric::AvgWait);
        DecisionFigure* f = add(levelTitle(l), [&](const RunResult& r) { return levelMetric(r, l); }, l.metric != ServiceMetric::MinUtilization);
        f->level = l.limit;
        f->levelText = (l.metric == ServiceMetric::MinUtilization ? "\u2265 " : "\u2264 ") + formatLevelValue(l.metric, l.limit);
    }
    if (d.levels.empty()) add(translate("Report", "avg JCT"), [](const RunResult& r) { return r.summary.avgJct; }, true);
    if (!aboutWaiting) add(translate("Report", "avg queueing"), [](const RunResult& r) { return r.summary.avgWait; }, true);
    DecisionFigure cost { metricTitle(billedCostMetric(d.billing)), {}, false };
    for (const DecisionOption& o : d.options) cost.values.push_back(o.costPerMonth);
    out.push_back(std::move(cost));
    return out;
}

/// A figure's values as people read them: durations in one unit (the largest value's), the rest as
/// money or a percentage.
std::vector<std::string> figureTexts(const DecisionFigure& f, bool percent)
{
    double largest = 0;
    for (double v : f.values) largest = std::max(largest, std::isfinite(v) ? v : 0.0);
    const DurationUnit unit = durationUnitOf(largest);
    std::vector<std::string> out;
    for (double v : f.values) out.push_back(f.duration ? formatDurationIn(v, unit) : percent ? formatPercent(v) : formatMoney(v));
    return out;
}

/// Page 1: the question, the decision against today's cluster in one sentence, every option against
/// the levels with what it costs a month more or less, and one chart of them.
std::string summarySection(const Scenario& scenario, const std::vector<RunResult>& runs, std::size_t planAnswers, Figures& figures)
{
    std::string body;
    if (const auto question = paragraphsOf(scenario.description); !question.empty())
        body += "<p><b>" + esc(translate("Report", "The question.")) + "</b> " + esc(question.front()) + "</p>\n";
    const Decision d = decide(scenario, titledRuns(runs).runs, planAnswers);
    body += "<p><b>" + esc(translate("Report", "The answer.")) + "</b> " + esc(d.answer) + "</p>\n";

    const std::vector<DecisionFigure> shown = decisionFigures(d);
    std::vector<std::vector<std::string>> texts;
    for (const DecisionFigure& f : shown) texts.push_back(figureTexts(f, !f.duration && &f != &shown.back()));
    std::vector<std::string> header { esc(translate("Report", "option")) };
    if (!d.levels.empty()) header.push_back(esc(translate("Report", "meets the levels")));
    // "cluster cost/month" may break after its slash (a zero-width space): a long header would take the width its
    // column's values need.
    auto breakable = [](std::string title) {
        if (const auto slash = title.find('/'); slash != std::string::npos) title.insert(slash + 1, "\u200B");
        return title;
    };
    for (const DecisionFigure& f : shown) header.push_back(esc(breakable(f.title)));
    header.push_back(esc(translate("Report", "against today")));
    body += tableTag(header.size()) + row(header, true);
    for (std::size_t i = 0; i < d.options.size(); ++i) {
        const DecisionOption& o = d.options[i];
        const bool chosen = int(i) == d.recommended;
        std::vector<std::string> cells { (chosen ? "<b>" : "") + esc(o.name) + (chosen ? "</b>" : "") };
        if (!d.levels.empty()) {
            // The first level's value is in its own column: "no" says enough; another reason is spelled out.
            const bool firstLevel = o.missed == serviceLevelVerdict(o.run->summary, o.run->tenants, { d.levels.front() });
            cells.push_back(o.meets()  ? esc(translate("Report", "yes"))
                    : firstLevel ? "<span class=\"worse\">" + esc(translate("Report", "no")) + "</span>"
                                 : "<span class=\"worse\">" + esc(fillIn(translate("Report", "no: %1"), { o.missed })) + "</span>");
        }
        for (std::size_t k = 0; k < shown.size(); ++k) cells.push_back(unbroken(esc(texts[k][i])));
        std::string against = signsKeptWithAmounts(esc(d.costAgainstToday(i)));
        if (const std::string machines = d.machinesAgainstToday(i); !machines.empty()) against += "<br>" + signsKeptWithAmounts(esc(machines));
        cells.push_back(against);
        body += row(cells);
    }
    body += "</table>\n";

    SvgBars bars { figures.title(d.levels.empty() ? translate("Report", "The options side by side")
                                                  : fillIn(translate("Report", "The options against %1 (dashed: the level)"), { describeLevels(scenario.plan) })),
        {}, {}, d.recommended };
    for (const DecisionOption& o : d.options) bars.labels.push_back(o.name);
    for (std::size_t k = 0; k < shown.size(); ++k)
        bars.panels.push_back({ shown[k].title, shown[k].values, texts[k], shown[k].level, shown[k].levelText });
    body += svgBars(bars);
    body += "<p class=\"note\">"
        + esc(fillIn(billsUsage(d.billing)
                  ? translate("Report", "Costs are the usage cost (the scenario's billing: %1): the GPU-hours its jobs hold x price, what a pay-per-use "
                                        "cloud bills, over %2 and as a month (730 hours) of that. Today's cluster is the scenario as it is; "
                                        "forks are events, not options, and are compared in their own table.")
                  : translate("Report", "Costs are the cluster's cost (the scenario's billing: %1): what its machines cost, busy or idle, over %2 "
                                        "and as a month (730 hours) of that. Today's cluster is the scenario as it is; forks are events, not "
                                        "options, and are compared in their own table."),
            { billingName(d.billing), formatDuration(runs.front().summary.costPeriod) }))
        + "</p>\n";
    return section(translate("Report", "Summary"), body);
}

std::string clusterSection(const Cluster& c)
{
    std::map<std::pair<int, int>, int> shapes; // (GPU type, GPUs per machine) -> machines
    for (const Machine& m : c.machines) ++shapes[{ m.gpuType, m.gpuCount }];
    std::string body = "<p>"
        + esc(fillIn(translate("Report", "%n machines in %1, %2.", nullptr, c.machineCount()),
            { translate("Report", "%n racks", nullptr, c.rackCount()), translate("Report", "%n GPUs", nullptr, c.gpuCount()) }))
        + "</p>\n<table>\n"
        + row({ esc(translate("Report", "machines")), esc(translate("Report", "GPU type")), esc(translate("Report", "GPUs each")),
                  esc(translate("Report", "speed")), esc(translate("Report", "price per GPU-hour")) },
            true);
    for (const auto& [shape, count] : shapes) {
        const GpuType& t = c.gpuTypes[std::size_t(shape.first)];
        body += row({ esc(formatCount(count)), esc(t.name), esc(formatCount(shape.second)), esc(formatCompact(t.speed)), esc(formatMoney(t.pricePerHour)) });
    }
    body += "</table>\n";
    if (!c.racks.empty())
        body += "<p class=\"note\">"
            + esc(fillIn(translate("Report", "Rack uplinks %1 Gb/s, oversubscription %2 (first rack)."),
                { formatCompact(c.racks.front().uplinkGbps), formatCompact(c.racks.front().oversubscription) }))
            + "</p>\n";
    return section(translate("Report", "Cluster"), body);
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
    std::string body = "<p>"
        + esc(fillIn(translate("Report", "%1: %n jobs, %2 GPU-hours at the reference speed.", nullptr, int(base.jobs.size())),
            { base.meta.workloadSource, formatCount(std::llround(gpuHours)) }))
        + "</p>\n<table>\n"
        + row({ esc(translate("Report", "recorded duration")), esc(translate("Report", "median")), "p95", "p99",
                  esc(translate("Report", "max")) },
            true)
        + row({ "", esc(formatDuration(percentile(durations, 50))), esc(formatDuration(percentile(durations, 95))),
            esc(formatDuration(percentile(durations, 99))), esc(formatDuration(durations.empty() ? 0 : durations.back())) })
        + "</table>\n<table>\n" + row({ esc(translate("Report", "GPUs per job")), esc(translate("Report", "jobs")) }, true);
    for (const auto& [gpus, count] : sizes) body += row({ esc(formatCount(gpus)), esc(formatCount(count)) });
    return section(translate("Report", "Workload"), body + "</table>\n");
}


/// How closely the base run replays the starts the trace recorded (its operator's real scheduler), per
/// group, read against how far a real scheduler differs from itself.
std::string fidelitySection(const WaitCalibration& c)
{
    const WaitComparison& all = c.overall();
    auto tau = [](double t) { return std::isfinite(t) ? formatDecimal(t, 2) : std::string("\u2014"); };
    std::string body = "<p>"
        + esc(fillIn(translate("Report", "The trace records when each job really started. Replayed under this scenario (the base run), %1 of "
                                         "%2 jobs start within a minute of their recorded start and %3 within 10 seconds; the order of the "
                                         "starts agrees with the recorded order with a Kendall's tau of %4 (1: the same order); the mean "
                                         "wait is %5 against %6 recorded."),
            { formatPercent(all.within60), formatCount(all.jobs), formatPercent(all.within10), tau(all.kendallTau),
                formatDuration(all.simulatedMean), formatDuration(all.recordedMean) }))
        + "</p>\n";
    // In two tables, as the results: seven columns do not fit a portrait page in every language.
    std::string starts = "<table>\n"
        + row({ "", esc(translate("Report", "jobs")), esc(translate("Report", "within 10 s")), esc(translate("Report", "within 60 s")), "tau" }, true);
    std::string waits = "<table>\n" + row({ "", esc(translate("Report", "mean wait, recorded")), esc(translate("Report", "mean wait, replayed")) }, true);
    for (const WaitComparison& g : c.groups) {
        const std::string group = esc(g.group == "all" ? translate("Report", "all jobs") : g.group);
        starts += row({ group, esc(formatCount(g.jobs)), esc(formatPercent(g.within10)), esc(formatPercent(g.within60)), esc(tau(g.kendallTau)) });
        waits += row({ group, esc(formatDuration(g.recordedMean)), esc(formatDuration(g.simulatedMean)) });
    }
    body += starts + "</table>\n" + waits + "</table>\n<p class=\"note\">"
        + esc(fillIn(translate("Report", "A real scheduler does not repeat itself exactly either: on Gantry's recordings of a real Slurm, a "
                                         "second run of the same jobs started %1 to %2 of them within 60 s of the first (Gantry's "
                                         "docs/simulator-model.md, \"Against a real Slurm\")."),
            { formatPercent(0.600), formatPercent(0.967) }));
    if (c.notStarted > 0)
        body += " " + esc(fillIn(translate("Report", "Left out: %n jobs that never started in the replay.", nullptr, c.notStarted), {}));
    return section(translate("Report", "Against the real cluster"), body + "</p>\n");
}

std::string resultsSection(const std::vector<RunResult>& runs)
{
    // Seven metrics beside the run and its policy do not fit a portrait page in every language without
    // breaking words (German headers are long), so the metrics go into tables of at most four, each
    // with the run's name; the first also has the policy.
    constexpr std::size_t kMetricsPerTable = 4;
    const auto metrics = comparisonMetrics(); // both costs, each named, as comparison.csv holds them
    const Summary& base = runs.front().summary;
    std::string body;
    for (std::size_t first = 0; first < metrics.size(); first += kMetricsPerTable) {
        const auto group = metrics.subspan(first, std::min(kMetricsPerTable, metrics.size() - first));
        std::vector<std::string> header { esc(translate("Report", "run")) };
        if (first == 0) header.push_back(esc(translate("Report", "policy")));
        std::vector<ColumnFormat> columns; // one unit per column, as the GUI's and the CLI's tables print it
        for (const auto& m : group) {
            header.push_back(esc(metricTitle(m)));
            std::vector<double> values;
            for (const RunResult& r : runs) values.push_back(m.value(r.summary));
            columns.push_back(columnFormat(m, values));
        }
        body += tableTag(header.size()) + row(header, true);
        for (const RunResult& r : runs) {
            // A run whose jobs did not all run as the base's did has no changes against it, only why.
            const auto why = &r == &runs.front() ? std::nullopt : incomparability(r.summary, base);
            std::vector<std::string> cells { esc(runTitle(r)) + (why ? "<br><span class=\"worse\">" + esc(*why) + "</span>" : "") };
            if (first == 0) cells.push_back(esc(shortPolicy(r.meta.policy)));
            for (std::size_t k = 0; k < group.size(); ++k) {
                const ComparisonMetric& m = group[k];
                const double v = m.value(r.summary), b = m.value(base);
                std::string cell = unbroken(esc(columns[k].format(v)));
                if (&r != &runs.front() && !why && b != 0 && v != b) {
                    const bool better = m.higherIsBetter ? v > b : v < b;
                    cell += "<br><span class=\"" + std::string(better ? "better" : "worse") + "\">" + unbroken(esc(formatDelta(v, b)))
                        + "</span>";
                }
                cells.push_back(cell);
            }
            body += row(cells);
        }
        body += "</table>\n";
    }
    body += "<p class=\"note\">" + esc(translate("Report", "Changes against the base run; green is better.")) + "</p>\n";
    return section(translate("Report", "Results"), body);
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
    std::vector<std::string> header { esc(translate("Report", "tenant")), esc(translate("Report", "quota")),
        esc(translate("Report", "GPU share")) };
    for (const RunResult& r : runs) header.push_back(esc(runTitle(r)));
    std::string body = tableTag(header.size()) + row(header, true);
    for (const std::string& name : names) {
        const TenantSummary* base = findTenant(runs.front(), name);
        std::vector<std::string> cells { esc(name), base ? esc(translate("Report", "%n GPUs", nullptr, base->quotaGpus)) : "",
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
    std::string fairness;
    for (std::size_t i = 0; i < runs.size(); ++i) fairness += (i ? ", " : "") + runTitle(runs[i]) + " " + formatCompact(runs[i].tenantFairness);
    body += "</table>\n<p class=\"note\">"
        + esc(fillIn(translate("Report", "Average queueing delay of each tenant's jobs; quota and share of the GPU time in the base run. "
                                         "Jain's index over the tenants' average slowdowns: %1."),
            { fairness }))
        + "</p>\n";
    return section(translate("Report", "Per tenant"), body);
}

/// Each fork against the base since the fork's time (the jobs submitted from then, the cost from then).
/// Empty without forks.
std::string forksSection(const std::vector<RunResult>& runs)
{
    const TitledRuns titled = titledRuns(runs);
    const TextTable table = forkComparison(titled.runs, titled.labels);
    if (table.rows.empty()) return {};
    std::vector<std::string> header;
    for (const std::string& h : table.header) header.push_back(esc(h));
    std::string body = tableTag(header.size()) + row(header, true);
    for (const auto& cells : table.rows) {
        std::vector<std::string> escaped;
        for (const std::string& c : cells) escaped.push_back(esc(c));
        body += row(escaped);
    }
    body += "</table>\n<p class=\"note\">"
        + esc(translate("Report", "A fork starts from the base run's state at its time and shares everything before it. "
                                  "Jobs submitted from that time on, and the cost from then; changes against the base over the same time."))
        + "</p>\n";
    return section(translate("Report", "Since each fork"), body);
}

/// The moments the forks left the base run, for the charts over time (one marker per distinct time).
std::vector<std::pair<double, std::string>> forkMarkers(const std::vector<RunResult>& runs)
{
    std::vector<std::pair<double, std::string>> markers;
    for (const RunResult& r : runs) {
        if (r.forkedAt < 0) continue;
        const double h = r.forkedAt / 3600.0;
        if (std::none_of(markers.begin(), markers.end(), [&](const auto& m) { return m.first == h; }))
            markers.push_back({ h, translate("Report", "fork") });
    }
    return markers;
}

std::string chartsSection(const std::vector<RunResult>& runs, Figures& figures)
{
    const int first = figures.next;
    const std::string hours = translate("Report", "hours");
    SvgChart queue { figures.title(translate("Report", "Queued jobs")), hours, translate("Report", "jobs"), {} };
    SvgChart busy { figures.title(translate("Report", "GPUs busy")), hours, translate("Report", "% of GPUs"), {} };
    SvgChart cost { figures.title(translate("Report", "Usage cost so far (GPU-hours held x price)")), hours, translate("Report", "dollars"), {} };
    for (const RunResult& r : runs) {
        SvgSeries q { runTitle(r), {}, {} }, b { runTitle(r), {}, {} }, c { runTitle(r), {}, {} };
        for (const Sample& s : r.series) {
            const double h = s.time / 3600.0;
            q.x.push_back(h), q.y.push_back(s.queued);
            b.x.push_back(h), b.y.push_back(sampleUtilization(s, r.meta.gpus) * 100.0);
            c.x.push_back(h), c.y.push_back(s.usageCost);
        }
        queue.series.push_back(std::move(q));
        busy.series.push_back(std::move(b));
        cost.series.push_back(std::move(c));
    }
    queue.markers = busy.markers = cost.markers = forkMarkers(runs);
    SvgChart scatter { figures.title(fillIn(translate("Report", "Wait against JCT, per job (%1)"), { runTitle(runs.front()) })),
        translate("Report", "wait (hours)"), translate("Report", "JCT (hours)"), {}, true };
    SvgSeries points { runTitle(runs.front()), {}, {} };
    for (const JobRecord& j : runs.front().jobs)
        if (j.jct >= 0) points.x.push_back(j.wait / 3600.0), points.y.push_back(j.jct / 3600.0);
    scatter.series.push_back(std::move(points));
    SvgChart cdf = jctCdf(runs, figures);
    scatter.height = cdf.height = 200; // both beside the assumptions and the provenance on one page
    return section(translate("Report", "Over time"),
               "<p>"
                   + esc(fillIn(translate("Report", "Figures %1 to %2 follow every run through the trace: the queue, the GPUs busy and the usage cost so far."),
                       { std::to_string(first), std::to_string(first + 2) }))
                   + "</p>\n" + svgChart(queue) + svgChart(busy) + svgChart(cost))
        + section(translate("Report", "Completion times"),
            "<p>"
                + esc(fillIn(translate("Report", "%1 shows every run's completion times on a log scale (a few jobs run for weeks, most for "
                                                 "minutes); %2 shows how long each job of the base run waited against how long it took."),
                    { figure(first + 4), figure(first + 3) }))
                + "</p>\n" + svgChart(scatter) + svgChart(cdf));
}

std::string planSection(const Scenario& scenario, const PlanOutcome& plan, Figures& figures)
{
    const Plan& p = scenario.plan;
    const ServiceLevel& main = p.serviceLevels.front();
    std::string body = "<p>"
        + esc(fillIn(translate("Report", "Service levels: %1. Looked at %2 of %3 configurations (gantry-cli plan --out lists each with why it "
                                         "failed); %4 shows every one simulated to its end."),
            { describeLevels(p), formatCount(static_cast<long long>(plan.points.size())), formatCount(plan.gridSize), figure(figures.next) }))
        + " "
        + esc(planObjective(scenario) == PlanObjective::UsageCost
                ? translate("Report", "The cheapest is by the usage cost (the runs' GPU-hours held x prices).")
                : translate("Report", "The cheapest is by the cluster's cost (its machines' price per hour)."))
        + "</p>\n<table class=\"text\">\n"
        + row({ esc(translate("Report", "policy")),
                  esc(p.from >= 0 ? translate("Report", "cheapest machines to add") : translate("Report", "cheapest cluster")),
                  esc(translate("Report", "cluster cost")), esc(translate("Report", "usage cost")), esc(serviceMetricName(main.metric)) },
            true);
    for (std::size_t k = 0; k < plan.policies.size(); ++k) {
        if (plan.best[k] < 0) {
            body += row({ esc(shortPolicy(plan.policies[k])), esc(translate("Report", "none within the bounds meets the levels")), "", "", "" });
            continue;
        }
        const PlanPoint& b = plan.points[std::size_t(plan.best[k])];
        body += row({ esc(shortPolicy(plan.policies[k])), esc(describeConfiguration(p, b.counts)),
            esc(fillIn(translate("Report", "%1/h", "price per hour"), { formatMoney(b.clusterCostPerHour) })), esc(formatMoney(b.usageCost)),
            esc(formatLevelValue(main.metric, b.mainMetric)) });
    }
    body += "</table>\n";
    const std::string metric = serviceMetricName(main.metric);
    const PlanObjective by = planObjective(scenario);
    SvgChart front { figures.title(fillIn(by == PlanObjective::UsageCost ? translate("Report", "Usage cost against %1 (complete runs; the level as a line)")
                                                                         : translate("Report", "Cluster cost against %1 (complete runs; the level as a line)"),
                         { metric })),
        by == PlanObjective::UsageCost ? translate("Report", "dollars (GPU-hours held x price)") : translate("Report", "dollars per hour"),
        main.metric == ServiceMetric::MinUtilization ? metric : fillIn(translate("Report", "%1 (hours)"), { metric }), {}, true };
    front.pointRadius = 4;
    for (std::size_t k = 0; k < plan.policies.size(); ++k) {
        SvgSeries s { shortPolicy(plan.policies[k]), {}, {} };
        for (const PlanPoint& pt : plan.points)
            if (pt.policy == int(k) && pt.simulated())
                s.x.push_back(objectiveCost(pt, by)), s.y.push_back(main.metric == ServiceMetric::MinUtilization ? pt.mainMetric : pt.mainMetric / 3600.0);
        front.series.push_back(std::move(s));
    }
    double xMax = 0;
    for (const auto& s : front.series)
        for (double x : s.x) xMax = std::max(xMax, x);
    const double level = main.metric == ServiceMetric::MinUtilization ? main.limit : main.limit / 3600.0;
    front.series.push_back({ translate("Report", "service level"), { 0, xMax }, { level, level }, true });
    return section(translate("Report", "Capacity plan"), body + svgChart(front));
}

} // namespace

std::string reportHtml(const ReportInput& input)
{
    const Scenario& s = input.scenario;
    const RunResult& base = input.runs.front();
    // The language's tag (BCP 47) comes with its translation, so the HTML says what it is in.
    std::string out = "<!DOCTYPE html>\n<html lang=\"" + esc(translate("Report", "en", "the language tag (BCP 47) of this translation"))
        + "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + esc(fillIn(translate("Report", "%1 \u2014 Gantry report"), { s.name }))
        + "</title>\n" + kStyle + "</head>\n<body>\n";
    out += "<h1>" + esc(s.name) + "</h1>\n<p class=\"note\">"
        + esc(fillIn(translate("Report", "Gantry %1 report, %2"), { base.meta.version, input.date })) + "</p>\n";
    Figures figures;
    out += summarySection(s, input.runs, input.planAnswers, figures);
    // The summary gives the description's first paragraph; the rest, if any, follows in full.
    if (const auto question = paragraphsOf(s.description); question.size() > 1)
        out += section(translate("Report", "The question, in full"), paragraphsHtml(question, 1));
    else if (s.description.empty())
        out += section(translate("Report", "The question"), "<p>" + esc(translate("Report", "(the scenario has no description)")) + "</p>\n");
    out += clusterSection(s.cluster);
    out += workloadSection(base);
    if (input.fidelity) out += fidelitySection(*input.fidelity);
    out += resultsSection(input.runs);
    out += tenantsSection(input.runs);
    out += forksSection(input.runs);
    out += chartsSection(input.runs, figures);
    if (input.plan) out += planSection(s, *input.plan, figures);
    // The assumptions and the provenance quote the run's own records (its metadata, as in its files), in English.
    std::string assumptions = "<p>" + esc(base.meta.assumptions) + ".</p>\n<table class=\"text\">\n"
        + row({ esc(translate("Report", "run")), esc(translate("Report", "policy and parameters")) }, true);
    for (const RunResult& r : input.runs) assumptions += row({ esc(runTitle(r)), esc(r.meta.policy) });
    assumptions += "</table>\n<p class=\"note\">"
        + esc(fillIn(translate("Report", "Model profiles: %1. Formulas and their sources: Gantry's docs/simulator-model.md."), { base.meta.modelRule }))
        + "</p>\n";
    out += section(translate("Report", "Assumptions"), assumptions);
    // The seed is an exact value (it reproduces the run), so it is not grouped.
    out += section(translate("Report", "Provenance"),
        "<table>\n" + row({ esc(translate("Report", "seed")), std::to_string(base.meta.seed) }) + row({ "Gantry", esc(base.meta.version) })
            + row({ esc(translate("Report", "scenario SHA-256")), code(base.meta.scenarioSha256) })
            + row({ esc(translate("Report", "workload")), esc(base.meta.workloadSource) })
            + row({ esc(translate("Report", "workload SHA-256")),
                base.meta.workloadSha256.empty() ? esc(translate("Report", "(generated)")) : code(base.meta.workloadSha256) })
            + row({ esc(translate("Report", "made on")), esc(input.date) }) + "</table>\n");
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
        return Error { ErrorCode::BadValue, translate("Error", "a report is FILE.html or FILE.pdf"), { path, 0, 0, "--out" } };
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
                fillIn(translate("Error", "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 (got '%1')"), { std::string(epoch) }),
                { "", 0, 0, "SOURCE_DATE_EPOCH" } };
        now = static_cast<std::time_t>(*seconds);
    }
    std::tm utc {};
    gmtime_r(&now, &utc);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &utc);
    return std::string(buffer);
}

Result<ReportInput> prepareReport(const Scenario& scenario, const ReportPlanSearch& searchPlan, int threads,
    const ReportProgress& progress)
{
    auto date = reportDate(); // before any work: a malformed SOURCE_DATE_EPOCH is refused at once
    if (!date) return date.error();
    ReportInput input { scenario, {}, std::nullopt, *date, 0 };
    // The plan first: its answers are options of the decision, run beside the variants.
    if (searchPlan && !scenario.plan.empty()) {
        auto plan = searchPlan(scenario, threads, progress);
        if (!plan) return plan.error();
        input.plan = std::move(plan).value();
        for (std::size_t k = 0; k < input.plan->best.size(); ++k) {
            if (input.plan->best[k] < 0) continue;
            const PlanPoint& best = input.plan->points[std::size_t(input.plan->best[k])];
            auto variant = planVariant(scenario, best.policy, best.counts);
            if (!variant) return variant.error();
            input.scenario.variants.push_back(std::move(variant).value());
            ++input.planAnswers;
        }
    }
    const std::string runs = std::to_string(input.scenario.variants.size() + 1);
    auto results = runVariants(input.scenario, threads, [&](int run, double f) {
        return !progress || progress("run " + std::to_string(run + 1) + "/" + runs, f);
    }, {}, /*keepDecisionLogs=*/false); // a report reads summaries, series and schedules, never the decision log
    if (!results) return results.error();
    input.runs = std::move(results).value();
    // Where the trace records the real starts (and its times are not scaled), how closely the base run
    // replays them.
    if (const WorkloadConfig& w = input.scenario.workload; w.arrivalScale == 1 && w.durationScale == 1) {
        auto workload = loadWorkload(input.scenario);
        if (workload && recordedWaitCount(workload.value().jobs) > 0)
            if (auto compared = compareWaits(workload.value().jobs, input.runs.front(), input.scenario.tenants))
                input.fidelity = std::move(compared).value();
    }
    return input;
}

} // namespace gantry
