#pragma once
/** @brief The scenario report an operator takes to a meeting: the question, the cluster, the
 * workload, the policies, the results of every variant with their changes, charts, the plan's answer
 * and the assumptions and provenance behind every number. One self-contained HTML file (charts as
 * inline SVG, no scripts, no external references). */

#include "core/metrics/RunResult.h"
#include "core/model/Scenario.h"
#include "core/plan/Planner.h"

#include <optional>
#include <string>
#include <vector>

namespace gantry {

struct ReportInput {
    const Scenario* scenario = nullptr;
    std::vector<RunResult> runs;      ///< the base run first, then each variant's (runVariants)
    std::optional<PlanOutcome> plan;  ///< the plan's outcome, when the scenario has one and it was run
    std::string date;                 ///< when the report was made (YYYY-MM-DD), for its provenance
};

std::string reportHtml(const ReportInput& input);

/// Today's date (UTC) as YYYY-MM-DD, or SOURCE_DATE_EPOCH's when set (reproducible reports).
std::string reportDate();

} // namespace gantry
