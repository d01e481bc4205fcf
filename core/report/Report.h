#pragma once
/** @brief The scenario report an operator takes to a meeting: the question, the cluster, the
 * workload, the policies, the results of every variant with their changes, charts, the plan's answer
 * and the assumptions and provenance behind every number. One self-contained HTML file (charts as
 * inline SVG, no scripts, no external references). */

#include "core/metrics/Calibration.h"
#include "core/metrics/RunResult.h"
#include "core/model/Scenario.h"
#include "core/plan/PlanOutcome.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gantry {

struct ReportInput {
    /// The scenario as reported: its plan's answers, when it was run, are its last variants (planVariant).
    Scenario scenario;
    std::vector<RunResult> runs;      ///< the base run first, then each variant's (runVariants)
    std::optional<PlanOutcome> plan;  ///< the plan's outcome, when the scenario has one and it was run
    std::string date;                 ///< when the report was made (YYYY-MM-DD), for its provenance
    std::size_t planAnswers = 0;      ///< of the variants, the last this many are the plan's answers
    /// Where the trace records when each job really started: the base run against those starts.
    std::optional<WaitCalibration> fidelity;
};

std::string reportHtml(const ReportInput& input);

/// A report's progress: what is running and how far it is (0..1); false cancels.
using ReportProgress = std::function<bool(const std::string& what, double fraction)>;
/// Searches a scenario's plan for a report. The report does not include the search: its callers pass
/// core/plan/Planner.h's searchPlanForReport, or nothing for a report without the plan.
using ReportPlanSearch = std::function<Result<PlanOutcome>(const Scenario& scenario, int threads, const ReportProgress& progress)>;

/// What a report needs: when `searchPlan` is given and the scenario has a plan, the plan searched; then
/// every variant and each of the plan's answers run (up to `threads` at a time). `progress(what,
/// fraction)` may cancel (return false): the result is then a Cancelled error.
Result<ReportInput> prepareReport(const Scenario& scenario, const ReportPlanSearch& searchPlan, int threads,
    const ReportProgress& progress = {});

enum class ReportFormat { Html, Pdf };

/// Whether a report can be written to `path`, checked before any work: a name ending in .html or .pdf
/// (in any case), and a place where a regular file can be written (never a folder or a device). The
/// same check for gantry-cli report, gantry --headless --report and File > Export Report.
Result<ReportFormat> checkReportPath(const std::string& path);

/// Today's date (UTC) as YYYY-MM-DD, or SOURCE_DATE_EPOCH's when set (reproducible reports); a
/// SOURCE_DATE_EPOCH that is not a whole number of seconds is an error on the field SOURCE_DATE_EPOCH.
Result<std::string> reportDate();

} // namespace gantry
