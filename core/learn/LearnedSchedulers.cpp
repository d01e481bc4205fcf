#include "core/learn/LearnedSchedulers.h"

#include "core/io/ScenarioIo.h"
#include "core/learn/TrainingSupport.h"
#include "core/util/Translate.h"

namespace gantry::learn {

Status checkModelFits(const CheckpointMeta& meta, const Scenario& scenario, const std::string& file)
{
    const LearnedAgent* agent = findAgent(meta.scheduler);
    if (!agent)
        return modelMismatch(file, "scheduler",
            fillIn(translate("Error", "unknown learned scheduler '%1' (known: %2)"), { meta.scheduler, learnedAgentNames() }));
    return agent->checkFits(meta, scenario, file);
}

Result<std::unique_ptr<Scheduler>> makeLearnedScheduler(const Checkpoint& model, const Scenario& scenario,
    const std::string& file)
{
    if (auto s = checkModelFits(model.meta, scenario, file); !s) return s.error();
    if (auto s = loadTorch(); !s) return s.error(); // the network below needs the LibTorch module
    auto net = std::make_shared<Network>(model.meta.net, model.meta.seed);
    if (auto s = net->loadWeights(model.weights, file); !s) return s.error();
    return findAgent(model.meta.scheduler)->scheduler(model, net, ActMode::Greedy, model.meta.seed);
}

void registerLearnedSchedulers(PolicyRegistry& registry)
{
    const ParamSpec model { "model", ParamType::Text, std::string(),
        -1e300, 1e300, "The trained model file (gantry-cli train), relative to the scenario's folder." };
    for (const LearnedAgent* agent : learnedAgents()) {
        const std::string name = agent->name;
        if (registry.find(PolicyKind::Scheduler, name)) continue;
        auto factory = [name](const Params& params, const Scenario& scenario) -> Result<std::unique_ptr<Scheduler>> {
            const std::string rel = params.text("model");
            if (rel.empty())
                return Error { ErrorCode::MissingField, fillIn(translate("Error", "scheduler '%1' needs a trained model: model: FILE"), { name }),
                    { "", 0, 0, "policy.scheduler.model" } };
            const std::string path = resolveScenarioPath(scenario, rel);
            auto loaded = loadCheckpoint(path);
            if (!loaded) return loaded.error();
            if (loaded->meta.scheduler != name)
                return Error { ErrorCode::BadValue,
                    fillIn(translate("Error", "the model was trained for '%1', not '%2'"), { loaded->meta.scheduler, name }),
                    { path, 0, 0, "scheduler" } };
            if (auto s = initTorch(1, loaded->meta.seed); !s) return s.error();
            return makeLearnedScheduler(loaded.value(), scenario, path);
        };
        registry.addScheduler({ PolicyKind::Scheduler, name, agent->title, agent->description, { model }, agent->usesOracle },
            std::move(factory));
    }
}

} // namespace gantry::learn
