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

std::optional<std::string> PieceFiles::kept(std::size_t k) const
{
    if (!enabled()) return std::nullopt;
    auto text = readTextFile(runFilePath(dir, name(k)));
    if (!text) return std::nullopt;
    if (fromText) return fromText(k, text.value());
    if (text->empty()) return std::nullopt;
    return std::move(text).value();
}

Status PieceFiles::keep(std::size_t k, const std::string& result) const
{
    return writeFileAtomically(runFilePath(dir, name(k)), toText ? toText(k, result) : result);
}

} // namespace gantry
