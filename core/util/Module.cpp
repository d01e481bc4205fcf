#include "core/util/Module.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace gantry {

std::vector<std::string> moduleCandidates(const char* envVariable, const char* fileName, const std::string& buildPath)
{
    if (const char* env = std::getenv(envVariable); env && *env) return { env };
    std::vector<std::string> out;
    std::error_code ec;
    if (const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec); !ec)
        out.push_back((exe.parent_path() / "../lib/gantry" / fileName).lexically_normal().string());
    if (!buildPath.empty()) out.push_back(buildPath);
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
