// LibTorch is loaded only when a learned scheduler needs it (core/learn/NetworkBackend.h). This binary
// links gantry_learn and registers the learned schedulers, as gantry-cli and the GUI do:
//  * running a heuristic scenario must not map LibTorch or the module (read from /proc/self/maps);
//  * a network does map them (the control that shows the check can see them);
//  * a missing or foreign module is an Error naming its path and the loader's reason, never a crash.
// The last two run in a fresh child process (a "threadsafe" death test re-executes this binary), so
// they cannot load LibTorch into the process of the first, whatever order the tests run in.
#include "core/io/ScenarioIo.h"
#include "core/learn/Checkpoint.h"
#include "core/learn/Dl2.h"
#include "core/learn/LearnedSchedulers.h"
#include "core/learn/Network.h"
#include "core/learn/NetworkBackend.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <unistd.h>

using namespace gantry;
using namespace gantry::learn;

namespace {

/// Files mapped into this process whose name contains `part`.
std::set<std::string> mapped(const std::string& part)
{
    std::ifstream maps("/proc/self/maps");
    std::set<std::string> out;
    std::string line;
    while (std::getline(maps, line)) {
        const auto slash = line.find('/');
        if (slash == std::string::npos) continue;
        const std::string path = line.substr(slash);
        if (std::filesystem::path(path).filename().string().find(part) != std::string::npos) out.insert(path);
    }
    return out;
}

/// LibTorch's libraries (libtorch.so, libtorch_cpu.so, libc10.so) and Gantry's module.
const char* const kTorchFiles[] = { "libtorch", "libc10", "libgantry_torch" };

/// In a child process: exits 0 if `check` returns an empty string, else prints it and exits 1.
template <class Check> [[noreturn]] void exitWith(Check&& check)
{
    const std::string failure = check();
    if (!failure.empty()) std::fprintf(stderr, "%s\n", failure.c_str());
    std::fflush(stderr);
    std::_Exit(failure.empty() ? 0 : 1);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

TEST(TorchLoading, HeuristicRunMapsNoTorch)
{
    // The check can see libraries: the C++ runtime is mapped.
    ASSERT_FALSE(mapped("libstdc++").empty());
    gantry::registerLearnedSchedulers(PolicyRegistry::instance()); // as gantry-cli and the GUI do
    ASSERT_NE(PolicyRegistry::instance().find(PolicyKind::Scheduler, "dl2"), nullptr);

    auto scenario = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/resources/demo/demo.yaml");
    ASSERT_TRUE(scenario.ok()) << scenario.error().toString();
    auto result = runScenario(scenario.value());
    ASSERT_TRUE(result.ok()) << result.error().toString();
    EXPECT_FALSE(result->jobs.empty());
    // Its variants too (every heuristic policy of the demo).
    auto variants = runVariants(scenario.value(), 2);
    ASSERT_TRUE(variants.ok()) << variants.error().toString();

    for (const char* file : kTorchFiles) {
        const auto found = mapped(file);
        EXPECT_TRUE(found.empty()) << "a heuristic run mapped " << *found.begin();
    }
}

TEST(TorchLoading, NetworkMapsTheModule)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(exitWith([]() -> std::string {
        if (!mapped("libgantry_torch").empty()) return "the module was mapped before any network";
        if (auto s = initTorch(1, 1); !s) return "initTorch: " + s.error().toString();
        NetSpec spec;
        spec.inputSize = 4;
        spec.actions = 3;
        Network net(spec, 1);
        const float obs[4] = { 1, 2, 3, 4 };
        const std::uint8_t mask[3] = { 1, 0, 1 };
        std::vector<float> p;
        net.probabilities(obs, mask, p);
        if (p.size() != 3 || p[1] != 0.0f || std::abs(p[0] + p[2] - 1.0f) > 1e-5f) return "bad probabilities";
        for (const char* file : kTorchFiles)
            if (mapped(file).empty()) return std::string("not mapped after creating a network: ") + file;
        const auto modules = mapped("libgantry_torch");
        const std::string expected = std::filesystem::canonical(findTorchModule()).string();
        if (modules != std::set<std::string> { expected })
            return "mapped " + *modules.begin() + ", findTorchModule() names " + expected;
        return {};
    }),
        ::testing::ExitedWithCode(0), "");
}

TEST(TorchLoading, MissingOrForeignModuleIsAnError)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(exitWith([]() -> std::string {
        const std::string missing = "/nonexistent/gantry/libgantry_torch.so";
        setenv("GANTRY_TORCH_MODULE", missing.c_str(), 1);
        if (findTorchModule() != "") return "findTorchModule found a missing file";
        auto s = initTorch(1, 1);
        if (s) return "initTorch succeeded without the module";
        const std::string m = s.error().message;
        if (!contains(m, missing) || !contains(m, "No such file")) return "initTorch's error lacks the path or the reason: " + m;
        if (s.error().code != ErrorCode::Io) return "not an Io error: " + s.error().toString();
        if (loadTorch()) return "loadTorch succeeded without the module";

        // A Network cannot be made: an ErrorException with the same message, not a crash.
        try {
            Network net(NetSpec {}, 1);
            return "a Network was made without the module";
        } catch (const ErrorException& e) {
            if (!contains(e.error().message, missing)) return "the Network's error lacks the path: " + e.error().message;
        }

        // The learned scheduler's factory returns the error (the model file itself is fine).
        gantry::registerLearnedSchedulers(PolicyRegistry::instance()); // as gantry-cli and the GUI do
        auto scenario = loadScenario(std::string(GANTRY_SOURCE_DIR) + "/scenarios/dl2-small.yaml");
        if (!scenario) return "dl2-small.yaml: " + scenario.error().toString();
        Checkpoint model;
        model.meta.scheduler = "dl2";
        model.meta.net = dl2NetSpec(10, false);
        model.weights = "not read before the module is loaded";
        const auto path = std::filesystem::temp_directory_path() / ("gantry_torch_loading_" + std::to_string(getpid()) + ".model");
        if (auto w = writeFileAtomically(path.string(), encodeCheckpoint(model)); !w) return "writing the model: " + w.error().toString();
        Scenario learned = scenario.value();
        learned.policy.scheduler.name = "dl2";
        learned.policy.scheduler.params["model"] = path.string();
        auto sched = PolicyRegistry::instance().build(learned.policy, learned);
        std::filesystem::remove(path);
        if (sched) return "a learned scheduler was built without the module";
        if (!contains(sched.error().message, missing)) return "the factory's error lacks the path: " + sched.error().message;
        // A heuristic scenario still runs.
        if (auto r = runScenario(scenario.value()); !r) return "the heuristic run failed: " + r.error().toString();

        // A shared library that is not the module (the C++ runtime) is refused by name.
        const std::string foreign = *mapped("libstdc++").begin();
        setenv("GANTRY_TORCH_MODULE", foreign.c_str(), 1);
        auto f = loadTorch();
        if (f) return "loaded the C++ runtime as the module";
        if (!contains(f.error().message, foreign) || !contains(f.error().message, "not Gantry's LibTorch module"))
            return "the foreign module's error: " + f.error().message;
        for (const char* file : kTorchFiles)
            if (!mapped(file).empty()) return std::string("mapped after failed loads: ") + file;
        return {};
    }),
        ::testing::ExitedWithCode(0), "");
}
