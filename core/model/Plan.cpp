#include "core/model/Plan.h"

#include "core/util/Translate.h"

namespace gantry {

std::string serviceMetricName(ServiceMetric metric)
{
    switch (metric) {
    case ServiceMetric::AvgJct: return translate("Plan", "avg JCT");
    case ServiceMetric::P95Jct: return translate("Plan", "p95 JCT");
    case ServiceMetric::P99Jct: return translate("Plan", "p99 JCT");
    case ServiceMetric::AvgWait: return translate("Plan", "avg wait");
    case ServiceMetric::P95Wait: return translate("Plan", "p95 wait");
    case ServiceMetric::Deadline: return translate("Plan", "last completion");
    case ServiceMetric::MinUtilization: return translate("Plan", "GPU utilisation");
    }
    return translate("Plan", "avg JCT");
}

const char* serviceMetricKey(ServiceMetric metric)
{
    switch (metric) {
    case ServiceMetric::AvgJct: return "avg_jct_hours";
    case ServiceMetric::P95Jct: return "p95_jct_hours";
    case ServiceMetric::P99Jct: return "p99_jct_hours";
    case ServiceMetric::AvgWait: return "avg_wait_hours";
    case ServiceMetric::P95Wait: return "p95_wait_hours";
    case ServiceMetric::Deadline: return "deadline_hours";
    case ServiceMetric::MinUtilization: return "min_utilization";
    }
    return "avg_jct_hours";
}

} // namespace gantry
