#include "core/run/RunFolder.h"

#include "core/util/File.h"
#include "core/util/Translate.h"

#include <filesystem>

namespace gantry {

Status claimRunFolder(const std::string& dir, const std::string& headerName, const std::string& header, const std::string& another)
{
    const std::string path = (std::filesystem::path(dir) / headerName).string();
    if (auto existing = readTextFile(path); existing) {
        if (existing.value() == header) return Ok {};
        return Error { ErrorCode::BadValue, another, { path, 0, 0, "--out" } };
    }
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(dir) / "runs", ec);
    if (ec) return Error { ErrorCode::Io, fillIn(translate("Error", "cannot create the output folder: %1"), { ec.message() }), { dir, 0, 0, "--out" } };
    return writeFileAtomically(path, header);
}

std::string runFilePath(const std::string& dir, const std::string& file) { return (std::filesystem::path(dir) / "runs" / file).string(); }

} // namespace gantry
