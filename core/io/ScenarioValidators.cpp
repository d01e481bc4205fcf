#include "core/io/ScenarioValidators.h"

#include "core/engine/SpeedModel.h"
#include "core/io/Synthetic.h"
#include "core/policy/PolicyRegistry.h"

namespace gantry {

ScenarioValidators defaultValidators()
{
    ScenarioValidators v;
    v.policy = [](const PolicyConfig& config) { return PolicyRegistry::instance().validate(config); };
    v.speedModelParams = [](const std::string& name) { return speedModelParams(name); };
    v.speedModelNames = speedModelNames();
    v.generator = checkGenerator;
    return v;
}

} // namespace gantry
