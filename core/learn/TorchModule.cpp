// Finding and loading the LibTorch module (core/learn/NetworkBackend.h). No torch headers here.
#include "core/learn/NetworkBackend.h"

#include "core/Version.h"
#include "core/util/Module.h"
#include "core/util/Translate.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstring>
#include <iterator>
#include <mutex>

namespace gantry::learn {

namespace {

Error loadError(const std::string& message) { return Error { ErrorCode::Io, message, { "", 0, 0, "" } }; }

/// Opens `path` and checks its table; the module stays loaded for the life of the process.
Result<const TorchModule*> open(const std::string& path)
{
    // A name without a slash would make dlopen search the library path instead of opening that file.
    const std::string file = path.find('/') == std::string::npos ? "./" + path : path;
    void* handle = dlopen(file.c_str(), RTLD_LAZY | RTLD_LOCAL);
    if (!handle) {
        const char* why = dlerror();
        std::string reason = why ? why : translate("Error", "unknown reason");
        // dlerror() usually names the file already.
        if (reason.find(path) == std::string::npos) reason = path + ": " + reason;
        return loadError(fillIn(translate("Error", "cannot load the LibTorch module that the learned schedulers need: %1"), { reason }));
    }
    dlerror();
    using Entry = const TorchModule* (*)();
    auto entry = reinterpret_cast<Entry>(dlsym(handle, kTorchModuleEntry));
    if (!entry) {
        const char* why = dlerror();
        dlclose(handle);
        return loadError(why ? fillIn(translate("Error", "%1 is not Gantry's LibTorch module: %2"), { path, why })
                             : fillIn(translate("Error", "%1 is not Gantry's LibTorch module: %2 not found"), { path, kTorchModuleEntry }));
    }
    const TorchModule* module = entry();
    const bool sameBuild = module && module->abi == kTorchModuleAbi
        && std::equal(std::begin(module->sizes), std::end(module->sizes), std::begin(kTorchModuleSizes))
        && module->gantryVersion && std::strcmp(module->gantryVersion, kVersion) == 0 && module->initTorch
        && module->createNetwork;
    if (!sameBuild) {
        // Not dlclose'd: the module's static objects may already be in use by LibTorch's own threads.
        return loadError(
            fillIn(translate("Error", "%1 is a LibTorch module of another Gantry build (version %2, this is %3): install the module that came with "
                    "this gantry"), { path, module && module->gantryVersion ? module->gantryVersion : "?", kVersion }));
    }
    return module;
}

} // namespace

std::vector<std::string> torchModuleCandidates()
{
    return moduleCandidates("GANTRY_TORCH_MODULE", kTorchModuleFile);
}

std::string findTorchModule() { return firstExistingFile(torchModuleCandidates()); }

Result<const TorchModule*> torchModule()
{
    static std::mutex mutex;
    static const TorchModule* loaded = nullptr;
    std::lock_guard lock(mutex);
    if (loaded) return loaded;
    const auto candidates = torchModuleCandidates();
    std::string path = findTorchModule();
    if (path.empty()) {
        if (candidates.empty()) return loadError(translate("Error", "cannot find the LibTorch module that the learned schedulers need"));
        std::string tried;
        for (const auto& c : candidates) tried += (tried.empty() ? "" : ", ") + c;
        // dlopen the first candidate anyway, for the loader's own words.
        auto r = open(candidates.front());
        if (r) return loaded = r.value();
        Error e = r.error();
        if (candidates.size() > 1)
            e.message = fillIn(translate("Error", "%1 (looked for %2; set GANTRY_TORCH_MODULE to its path)"), { e.message, tried });
        return e;
    }
    auto r = open(path);
    if (r) loaded = r.value();
    return r;
}

Status loadTorch()
{
    auto module = torchModule();
    if (!module) return module.error();
    return Ok {};
}

Status initTorch(int threads, std::uint64_t seed)
{
    auto module = torchModule();
    if (!module) return module.error();
    module.value()->initTorch(threads, seed);
    return Ok {};
}

} // namespace gantry::learn
