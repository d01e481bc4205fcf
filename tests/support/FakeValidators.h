#pragma once
// Stand-ins for the policy registry and the speed models, so that scenario tests and the fuzz target
// link without every policy (and keep working when the real ones gain names or parameters).

#include "core/io/ScenarioValidators.h"

#include <map>
#include <utility>

namespace gantry::testing {

inline ScenarioValidators fakeValidators()
{
    using Specs = std::vector<ParamSpec>;
    static const std::map<std::pair<std::string, std::string>, Specs> parts {
        { { "ordering", "fifo" }, {} },
        { { "ordering", "sjf" }, {} },
        { { "ordering", "tiresias" },
            { { "queue_thresholds", ParamType::NumberList, std::vector<double> { 3600 }, 0, 1e12, "" },
                { "starvation_limit", ParamType::Number, 0.0, 0, 1e12, "" } } },
        { { "placement", "consolidate" }, {} },
        { { "placement", "spread" }, { { "strict", ParamType::Boolean, 0.0, 0, 1, "" } } },
        { { "sizing", "none" }, {} },
        { { "scheduler", "dl2" }, { { "model", ParamType::Text, std::string(), -1e300, 1e300, "" } } },
    };
    ScenarioValidators v;
    v.policy = [](const PolicyConfig& config) -> Status {
        const std::pair<const char*, const PolicyPart*> list[] = { { "scheduler", &config.scheduler },
            { "ordering", &config.ordering }, { "placement", &config.placement }, { "sizing", &config.sizing } };
        for (const auto& [kind, part] : list) {
            if (std::string(kind) == "scheduler" && part->name.empty()) continue;
            const auto it = parts.find({ kind, part->name });
            const std::string field = std::string("policy.") + kind;
            if (it == parts.end())
                return Error { ErrorCode::UnknownName, "unknown " + std::string(kind) + " policy '" + part->name + "'",
                    { {}, 0, 0, field } };
            if (auto status = Params(it->second, part->params).validate(field); !status) return status;
        }
        return Ok {};
    };
    v.speedModelNames = { "placement-aware", "replay" };
    v.speedModelParams = [](const std::string& name) -> Specs {
        if (name == "placement-aware")
            return { { "comm_weight", ParamType::Number, 1.0, 0, 10, "" },
                { "interference", ParamType::Boolean, 1.0, 0, 1, "" } };
        return {};
    };
    return v;
}

} // namespace gantry::testing
