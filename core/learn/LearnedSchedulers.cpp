#include "core/learn/LearnedSchedulers.h"

#include "core/io/ScenarioIo.h"
#include "core/learn/Dl2.h"
#include "core/learn/DualAgent.h"
#include "core/learn/Harmony.h"
#include "core/learn/TopDrl.h"

#include <charconv>

namespace gantry::learn {

namespace {

Error mismatch(const std::string& file, const std::string& field, const std::string& message)
{
    return Error { ErrorCode::BadValue, message, { file, 0, 0, field } };
}

} // namespace

Status checkModelFits(const CheckpointMeta& meta, const Scenario& scenario, const std::string& file)
{
    if (meta.scheduler == "dl2") {
        const int window = static_cast<int>(meta.setting("window", 0));
        const NetSpec want = dl2NetSpec(window);
        if (window <= 0 || meta.net.kind != "mlp" || meta.net.inputSize != want.inputSize || meta.net.actions != want.actions)
            return mismatch(file, "input_size",
                "a DL2 model needs a 6 x J state and 3J + 1 actions; this file has input " + std::to_string(meta.net.inputSize)
                    + ", actions " + std::to_string(meta.net.actions) + " (window " + std::to_string(window) + ")");
        return Ok {};
    }
    if (meta.scheduler == "topdrl") {
        auto shape = topImageShape(scenario.cluster);
        if (!shape) return mismatch(file, "image", shape.error().message);
        const int window = static_cast<int>(meta.setting("window", 0));
        const NetSpec want = topNetSpec(shape->first, shape->second, window);
        if (meta.net.kind != "topdrl-cnn" || meta.net.height != want.height || meta.net.width != want.width)
            return mismatch(file, "image",
                "the model was trained on a cluster of " + std::to_string(meta.net.height) + " machines x "
                    + std::to_string(meta.net.width) + " GPUs; scenario '" + scenario.name + "' has "
                    + std::to_string(want.height) + " machines x " + std::to_string(want.width) + " GPUs");
        if (meta.net.inputSize != want.inputSize || meta.net.actions != want.actions || meta.net.jobFeatures != want.jobFeatures)
            return mismatch(file, "input_size", "the model's observation or action shape does not match a TopDRL network");
        return Ok {};
    }
    if (meta.scheduler == "dual-agent") {
        const NetSpec want = dualNetSpec(scenario.cluster.machineCount(), std::max(1, meta.net.jobSlots));
        if (meta.net.kind != "dual-agent" || meta.net.height != want.height)
            return mismatch(file, "image",
                "the dual-agent model was trained on a cluster of " + std::to_string(meta.net.height)
                    + " machines; scenario '" + scenario.name + "' has " + std::to_string(want.height));
        if (meta.net.inputSize != want.inputSize || meta.net.actions != want.actions || meta.net.jobFeatures != want.jobFeatures
            || meta.net.width != want.width)
            return mismatch(file, "input_size", "the model's observation or action shape does not match a dual-agent network");
        return Ok {};
    }
    if (meta.scheduler == "harmony") {
        const NetSpec want = harmonyNetSpec(scenario.cluster.machineCount(), meta.net.hidden.empty() ? 32 : meta.net.hidden[0]);
        if (meta.net.kind != "harmony-attention" || meta.net.servers != want.servers)
            return mismatch(file, "servers",
                "the model was trained on a cluster of " + std::to_string(meta.net.servers) + " servers; scenario '"
                    + scenario.name + "' has " + std::to_string(want.servers));
        if (meta.net.inputSize != want.inputSize || meta.net.actions != want.actions
            || meta.net.serverFeatures != want.serverFeatures || meta.net.jobFeatures != want.jobFeatures)
            return mismatch(file, "input_size", "the model's observation or action shape does not match a Harmony network");
        return Ok {};
    }
    return mismatch(file, "scheduler", "unknown learned scheduler '" + meta.scheduler + "' (known: dl2, topdrl, harmony, dual-agent)");
}

Result<std::unique_ptr<Scheduler>> makeLearnedScheduler(const Checkpoint& model, const Scenario& scenario,
    const std::string& file)
{
    if (auto s = checkModelFits(model.meta, scenario, file); !s) return s.error();
    if (auto s = loadTorch(); !s) return s.error(); // the network below needs the LibTorch module
    auto net = std::make_shared<Network>(model.meta.net, model.meta.seed);
    if (auto s = net->loadWeights(model.weights, file); !s) return s.error();
    if (model.meta.scheduler == "dl2") {
        auto rt = std::make_shared<Dl2Runtime>();
        rt->net = net;
        rt->window = static_cast<int>(model.meta.setting("window", 10));
        rt->mode = ActMode::Greedy;
        return makeDl2Scheduler(rt);
    }
    if (model.meta.scheduler == "dual-agent") return makeDualAgentScheduler(model, net, ActMode::Greedy, model.meta.seed);
    if (model.meta.scheduler == "harmony") {
        auto rt = std::make_shared<HarmonyRuntime>();
        rt->net = net;
        rt->mode = ActMode::Greedy;
        return makeHarmonyScheduler(rt);
    }
    auto rt = std::make_shared<TopRuntime>();
    rt->net = net;
    rt->window = static_cast<int>(model.meta.setting("window", 10));
    rt->timeScale = model.meta.setting("time_scale", 10000);
    rt->mode = ActMode::Greedy;
    return makeTopDrlScheduler(rt);
}

void registerLearnedSchedulers(PolicyRegistry& registry)
{
    if (registry.find(PolicyKind::Scheduler, "dl2")) return;
    const ParamSpec model { "model", ParamType::Text, std::string(),
        -1e300, 1e300, "The trained model file (gantry-cli train), relative to the scenario's folder." };
    auto factory = [](const std::string& name) {
        return [name](const Params& params, const Scenario& scenario) -> Result<std::unique_ptr<Scheduler>> {
            const std::string rel = params.text("model");
            if (rel.empty())
                return Error { ErrorCode::MissingField, "scheduler '" + name + "' needs a trained model: model: FILE",
                    { "", 0, 0, "policy.scheduler.model" } };
            const std::string path = resolveScenarioPath(scenario, rel);
            auto loaded = loadCheckpoint(path);
            if (!loaded) return loaded.error();
            if (loaded->meta.scheduler != name)
                return Error { ErrorCode::BadValue,
                    "the model was trained for '" + loaded->meta.scheduler + "', not '" + name + "'",
                    { path, 0, 0, "scheduler" } };
            if (auto s = initTorch(1, loaded->meta.seed); !s) return s.error();
            return makeLearnedScheduler(loaded.value(), scenario, path);
        };
    };
    registry.addScheduler({ PolicyKind::Scheduler, "dl2", "DL2 (learned)",
                              "DL2 (Peng et al., TPDS 2021): a policy network re-sizes elastic PS jobs every 20-minute "
                              "slot over a 6 x J state with 3J + 1 actions (+worker, +PS, +bundle per window job, stop); "
                              "tasks go to the least-loaded machines. Train with gantry-cli train --agent dl2.",
                              { model }, false },
        factory("dl2"));
    registry.addScheduler({ PolicyKind::Scheduler, "topdrl", "TopDRL (learned)",
                              "TopDRL (Ayadi et al., JPDC 2025): a multi-branch CNN over the cluster occupancy and the "
                              "queue picks the next job (or waits); the closest-GPU heuristic places it. Knows job "
                              "durations like SJF (an oracle). Train with gantry-cli train --agent topdrl.",
                              { model }, true },
        factory("topdrl"));
    registry.addScheduler({ PolicyKind::Scheduler, "dual-agent", "Dual-agent (learned)",
                              "The dual-agent scheduler (Xing et al., KDD'23): an ordering agent picks the next job from "
                              "the queue (or waits), a placement agent picks its machine from free GPUs, type, price and "
                              "a random-walk Gaussian process's belief about each machine's hidden slowdown; trained "
                              "together for fee and JCT. Knows job durations like SJF (an oracle). Train with gantry-cli "
                              "train --agent dual-agent.",
                              { model }, true },
        factory("dual-agent"));
    registry.addScheduler({ PolicyKind::Scheduler, "harmony", "Harmony (learned)",
                              "Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023): an encoder of the servers with "
                              "multi-head self-attention and a decoder place each task of a job (workers, then parameter "
                              "servers) on a server, learned to avoid co-locating jobs that slow each other down. FIFO "
                              "order with backfilling. Train with gantry-cli train --agent harmony.",
                              { model }, false },
        factory("harmony"));
}

} // namespace gantry::learn
