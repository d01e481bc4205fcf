#include "core/model/Job.h"

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

} // namespace gantry
