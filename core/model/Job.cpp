#include "core/model/Job.h"

#include <algorithm>

namespace gantry {

const char* architectureName(JobArchitecture a)
{
    switch (a) {
    case JobArchitecture::Gang: return "gang";
    case JobArchitecture::AllReduce: return "allreduce";
    case JobArchitecture::ParameterServer: return "ps";
    }
    return "gang";
}

bool parseArchitecture(const std::string& text, JobArchitecture& out)
{
    if (text == "gang") out = JobArchitecture::Gang;
    else if (text == "allreduce" || text == "all-reduce") out = JobArchitecture::AllReduce;
    else if (text == "ps" || text == "parameter-server") out = JobArchitecture::ParameterServer;
    else return false;
    return true;
}

void normalizeJobs(std::vector<JobSpec>& jobs)
{
    auto bySubmit = [](const JobSpec& a, const JobSpec& b) { return a.submitTime < b.submitTime; };
    if (!std::is_sorted(jobs.begin(), jobs.end(), bySubmit)) std::stable_sort(jobs.begin(), jobs.end(), bySubmit);
    for (JobSpec& job : jobs) {
        if (job.maxGpus <= 0) job.maxGpus = job.gpus;
        if (job.minGpus <= 0) job.minGpus = std::min(job.gpus, job.maxGpus);
    }
}

} // namespace gantry
