#include "core/util/Module.h"

#include <dlfcn.h>
#include <link.h>

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace gantry {

std::vector<std::string> executableRunPath()
{
    std::vector<std::string> out;
    void* self = dlopen(nullptr, RTLD_LAZY);
    link_map* map = nullptr;
    if (!self || dlinfo(self, RTLD_DI_LINKMAP, &map) != 0 || !map || !map->l_ld) return out;
    // The loader has relocated the executable's DT_STRTAB to an address; DT_RUNPATH is an offset into it.
    const char* strings = nullptr;
    const ElfW(Dyn)* runPath = nullptr;
    for (const ElfW(Dyn)* d = map->l_ld; d->d_tag != DT_NULL; ++d) {
        if (d->d_tag == DT_STRTAB) strings = reinterpret_cast<const char*>(d->d_un.d_ptr);
        if (d->d_tag == DT_RUNPATH) runPath = d;
    }
    if (!strings || !runPath) return out;
    std::string folder;
    for (const char* c = strings + runPath->d_un.d_val;; ++c) {
        if (*c == ':' || *c == '\0') {
            // $ORIGIN and the like are the loader's to expand: a folder spelled so is not one to trust here.
            if (!folder.empty() && folder.front() == '/' && folder.find('$') == std::string::npos) out.push_back(folder);
            folder.clear();
            if (*c == '\0') break;
        } else {
            folder += *c;
        }
    }
    return out;
}

std::vector<std::string> moduleCandidates(const char* envVariable, const char* fileName)
{
    if (const char* env = std::getenv(envVariable); env && *env) return { env };
    std::vector<std::string> out;
    std::error_code ec;
    if (const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec); !ec)
        out.push_back((exe.parent_path() / "../lib/gantry" / fileName).lexically_normal().string());
    for (const std::string& folder : executableRunPath()) out.push_back((std::filesystem::path(folder) / fileName).string());
    return out;
}

std::string firstExistingFile(const std::vector<std::string>& candidates)
{
    for (const auto& path : candidates) {
        std::error_code ec;
        if (!path.empty() && std::filesystem::is_regular_file(path, ec)) return path;
    }
    return {};
}

} // namespace gantry
