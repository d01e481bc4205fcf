#include "core/util/OutputFolder.h"

#include "core/util/File.h"
#include "core/util/Translate.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <filesystem>
#include <string_view>
#include <sys/types.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace gantry {
namespace {

/// Hidden staging folders of `target` left by processes that no longer exist (killed mid-run).
void removeAbandonedStaging(const fs::path& target)
{
    std::error_code ec;
    const std::string prefix = "." + target.filename().string() + ".tmp-";
    for (const auto& entry : fs::directory_iterator(target.parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        const long pid = std::strtol(name.c_str() + prefix.size(), nullptr, 10);
        if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) fs::remove_all(entry.path(), ec);
    }
}

} // namespace

Result<OutputFolder> OutputFolder::open(const std::string& target)
{
    if (auto st = checkOutputDirectory(target); !st) return st.error();
    std::error_code ec;
    const fs::path path = fs::absolute(fs::path(target)).lexically_normal();
    fs::path clean = path.filename().empty() ? path.parent_path() : path; // "out/" names "out"
    // A link to a folder is followed: the folder it points to gets the outputs and the link stays.
    if (fs::is_symlink(fs::symlink_status(clean, ec))) clean = fs::weakly_canonical(clean, ec);
    if (fs::exists(clean, ec) && !fs::is_empty(clean, ec) && !fs::exists(clean / kCompleteMarker, ec))
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error",
                       "exists and is not a Gantry output folder (no %1); Gantry replaces only its own output folders: choose a new or empty folder"),
                { kCompleteMarker }),
            { target, 0, 0, "--out" } };
    fs::create_directories(clean.parent_path(), ec);
    if (ec) return Error { ErrorCode::BadValue,
        fillIn(translate("Error", "cannot create the output folder: %1"), { ec.message() }), { target, 0, 0, "--out" } };
    removeAbandonedStaging(clean);
    std::string staging = (clean.parent_path() / ("." + clean.filename().string() + ".tmp-" + std::to_string(::getpid()) + "-XXXXXX")).string();
    if (::mkdtemp(staging.data()) == nullptr)
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "cannot create the output folder: %1"), { std::strerror(errno) }), { target, 0, 0, "--out" } };
    return OutputFolder(clean.string(), staging);
}

OutputFolder::OutputFolder(OutputFolder&& other) noexcept
    : m_target(std::move(other.m_target)), m_staging(std::exchange(other.m_staging, {}))
{
}

OutputFolder::~OutputFolder()
{
    if (m_staging.empty()) return;
    std::error_code ec;
    fs::remove_all(m_staging, ec); // not committed: nothing that looks complete stays behind
}

Status OutputFolder::commit(const std::string& provenance)
{
    if (m_staging.empty()) return Error { ErrorCode::Internal, "output folder already committed", { m_target } };
    if (auto st = writeFileAtomically(path(kCompleteMarker), provenance); !st) return st;
    // mkdtemp made the staging folder 0700; published, it gets what mkdir(1) would give it.
    ::chmod(m_staging.c_str(), modeUnderUmask(0777));
    if (const int dir = ::open(m_staging.c_str(), O_RDONLY | O_DIRECTORY); dir >= 0) {
        ::fsync(dir); // the files' names are durable before the swap publishes them
        ::close(dir);
    }
    std::error_code ec;
    if (!fs::exists(m_target, ec)) {
        if (::rename(m_staging.c_str(), m_target.c_str()) == 0) {
            m_staging.clear();
            return Ok {};
        }
        if (errno != EEXIST && errno != ENOTEMPTY) return Error { ErrorCode::Io,
            fillIn(translate("Error", "cannot move the outputs into place: %1"), { std::strerror(errno) }), { m_target } };
        // Another run created the target meanwhile: swap with it like with any earlier set.
    }
    // One atomic exchange: the target is the new set, the staging name now holds the old one.
    if (::renameat2(AT_FDCWD, m_staging.c_str(), AT_FDCWD, m_target.c_str(), RENAME_EXCHANGE) != 0)
        return Error { ErrorCode::Io, fillIn(translate("Error", "cannot move the outputs into place: %1"), { std::strerror(errno) }), { m_target } };
    fs::remove_all(m_staging, ec); // the previous set
    m_staging.clear();
    return Ok {};
}

} // namespace gantry
