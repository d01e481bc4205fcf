#include "core/model/Plan.h"

namespace gantry {

const char* serviceMetricName(ServiceMetric metric)
{
    switch (metric) {
    case ServiceMetric::AvgJct: return "avg JCT";
    case ServiceMetric::P95Jct: return "p95 JCT";
    case ServiceMetric::P99Jct: return "p99 JCT";
    case ServiceMetric::AvgWait: return "avg wait";
    case ServiceMetric::P95Wait: return "p95 wait";
    case ServiceMetric::Deadline: return "last completion";
    case ServiceMetric::MinUtilization: return "GPU utilisation";
    }
    return "avg JCT";
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
