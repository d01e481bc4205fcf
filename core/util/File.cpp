#include "core/util/File.h"

#include "core/util/Translate.h"


#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace gantry {

namespace {
/// The process's umask, read without changing it (umask(2) can only be read by setting it, which
/// would race with other threads creating files); Linux reports it in /proc/self/status since 4.7.
mode_t currentUmask()
{
    if (std::FILE* status = std::fopen("/proc/self/status", "re")) {
        char line[256];
        unsigned mask = 0;
        bool found = false;
        while (!found && std::fgets(line, sizeof line, status)) found = std::sscanf(line, "Umask: %o", &mask) == 1;
        std::fclose(status);
        if (found) return static_cast<mode_t>(mask);
    }
    return 022; // the usual default, where /proc is not mounted
}

ssize_t readSome(int fd, char* into, std::size_t want)
{
    for (;;) {
        const ssize_t n = ::read(fd, into, want);
        if (n >= 0 || errno != EINTR) return n;
    }
}
} // namespace

unsigned modeUnderUmask(unsigned mode) { return mode & ~static_cast<unsigned>(currentUmask()); }

Status checkInputFile(const std::string& path)
{
    struct stat info { };
    if (::stat(path.c_str(), &info) != 0) {
        if (errno == ENOENT || errno == ENOTDIR) return Error { ErrorCode::FileNotFound, translate("Error", "no such file"), { path } };
        return Error { ErrorCode::FileNotFound, fillIn(translate("Error", "cannot open: %1"), { std::strerror(errno) }), { path } };
    }
    if (S_ISDIR(info.st_mode)) return Error { ErrorCode::FileNotFound, translate("Error", "is a directory, not a file"), { path } };
    // A device (/dev/zero, a disk) is never a scenario or a trace, and its size says nothing.
    if (!S_ISREG(info.st_mode) && !S_ISFIFO(info.st_mode))
        return Error { ErrorCode::BadValue, translate("Error", "is a device or socket, not a file"), { path } };
    return Ok {};
}

Result<std::string> readTextFile(const std::string& path, std::size_t maxBytes)
{
    if (auto st = checkInputFile(path); !st) return st.error();
    struct stat info { };
    if (::stat(path.c_str(), &info) != 0)
        return Error { ErrorCode::FileNotFound, fillIn(translate("Error", "cannot open: %1"), { std::strerror(errno) }), { path } };
    auto tooLarge = [&](std::size_t size) {
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "file is too large (%1 bytes or more; limit %2)"), { std::to_string(size), std::to_string(maxBytes) }),
            { path } };
    };
    if (S_ISREG(info.st_mode) && static_cast<std::size_t>(info.st_size) > maxBytes) return tooLarge(info.st_size);
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return Error { ErrorCode::FileNotFound, fillIn(translate("Error", "cannot open: %1"), { std::strerror(errno) }), { path } };
    // A regular file is read straight into a buffer of its size (a multi-megabyte trace is neither
    // copied block by block nor regrown); the rest, from a pipe or a file that grew since stat, in
    // blocks up to the limit, since it has no size to check first.
    std::string text(S_ISREG(info.st_mode) ? static_cast<std::size_t>(info.st_size) : 0, '\0');
    std::size_t filled = 0;
    ssize_t n = 1;
    while (filled < text.size() && (n = readSome(fd, text.data() + filled, text.size() - filled)) > 0)
        filled += static_cast<std::size_t>(n);
    text.resize(filled); // a file that shrank
    char block[1 << 16];
    while (n > 0 && text.size() <= maxBytes)
        if ((n = readSome(fd, block, sizeof block)) > 0) text.append(block, static_cast<std::size_t>(n));
    const int readErrno = errno;
    ::close(fd);
    if (n < 0) return Error { ErrorCode::Io, fillIn(translate("Error", "read error: %1"), { std::strerror(readErrno) }), { path } };
    if (text.size() > maxBytes) return tooLarge(text.size());
    return text;
}

Status writeFileAtomically(const std::string& path, std::string_view contents)
{
    FileWriter file(path, FileWriter::Mode::Atomic);
    file.write(contents);
    return file.finish();
}

FileWriter::FileWriter(std::string path, Mode mode) : m_path(std::move(path))
{
    if (mode == Mode::Atomic) {
        // A link is followed: the file it points to is replaced and the link stays (renaming over the
        // link itself would turn it into a copy). Anything but a regular file is never replaced: a
        // device node, a folder, a socket.
        std::error_code ec;
        if (std::filesystem::is_symlink(std::filesystem::symlink_status(m_path, ec)))
            m_path = std::filesystem::weakly_canonical(m_path, ec).string();
        const auto target = std::filesystem::status(m_path, ec);
        if (std::filesystem::exists(target) && !std::filesystem::is_regular_file(target)) {
            m_error = Error { ErrorCode::BadValue, translate("Error", "will not write over something that is not a regular file"), { m_path } };
            return;
        }
        m_tmp = m_path + ".tmp-XXXXXX";
        m_fd = ::mkstemp(m_tmp.data());
        if (m_fd < 0) {
            m_tmp.clear();
            fail(fillIn(translate("Error", "cannot create a file next to it: %1"), { std::strerror(errno) }));
        } else {
            // mkstemp creates 0600; the published file gets what open(2) would give it, as touch does.
            ::fchmod(m_fd, modeUnderUmask(0666));
        }
    } else {
        m_fd = ::open(m_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
        if (m_fd < 0) fail(fillIn(translate("Error", "cannot create: %1"), { std::strerror(errno) }));
    }
}

FileWriter::~FileWriter()
{
    stopWriter();
    if (m_fd >= 0) ::close(m_fd);
    if (!m_tmp.empty()) ::unlink(m_tmp.c_str());
}

void FileWriter::fail(const std::string& message)
{
    if (!m_error) m_error = Error { ErrorCode::Io, message, { m_path } };
    m_failed.store(true, std::memory_order_relaxed);
}

void FileWriter::writeOut(std::string_view text)
{
    while (!text.empty() && !m_error) {
        const ssize_t n = ::write(m_fd, text.data(), text.size());
        if (n < 0) {
            if (errno != EINTR) fail(fillIn(translate("Error", "write failed: %1"), { std::strerror(errno) }));
            continue;
        }
        text.remove_prefix(static_cast<std::size_t>(n));
    }
}

void FileWriter::handOver()
{
    waitForWriter();
    if (m_error) {
        m_buffer.clear(); // nothing more is written after an error
        return;
    }
    if (!m_writer.joinable()) {
        try {
            m_writer = std::thread([this] {
                std::unique_lock lock(m_mutex);
                while (true) {
                    m_changed.wait(lock, [this] { return m_writing || m_stopping; });
                    if (!m_writing) return;
                    lock.unlock();
                    writeOut(m_chunk);
                    lock.lock();
                    m_writing = false;
                    m_changed.notify_all();
                }
            });
        } catch (const std::system_error&) {
            flush(); // no thread to be had: write it here
            return;
        }
    }
    // The written chunk's room becomes the next buffer's: no allocation per megabyte.
    std::swap(m_chunk, m_buffer);
    m_buffer.clear();
    {
        std::lock_guard lock(m_mutex);
        m_writing = true;
    }
    m_changed.notify_all();
}

void FileWriter::waitForWriter()
{
    if (!m_writer.joinable()) return;
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return !m_writing; });
}

void FileWriter::stopWriter()
{
    if (!m_writer.joinable()) return;
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_writer.join(); // after the chunk being written, if any
}

void FileWriter::flush()
{
    waitForWriter();
    writeOut(m_buffer);
    m_buffer.clear();
}

void FileWriter::write(std::string_view text)
{
    flush();
    writeOut(text);
}

Status FileWriter::finish()
{
    flush();
    stopWriter();
    if (m_fd >= 0) {
        const bool synced = ::fsync(m_fd) == 0;
        const bool closed = ::close(m_fd) == 0;
        m_fd = -1;
        if (!synced || !closed) fail(translate("Error", "flush failed"));
    }
    if (!m_error && !m_tmp.empty()) {
        if (::rename(m_tmp.c_str(), m_path.c_str()) != 0) fail(fillIn(translate("Error", "rename failed: %1"), { std::strerror(errno) }));
        else m_tmp.clear();
    }
    if (m_error) return *m_error;
    return Ok {};
}

Status checkOutputDirectory(const std::string& directory)
{
    if (directory.empty()) return Error { ErrorCode::BadValue, translate("Error", "the output folder has no name"), { {}, 0, 0, "--out" } };
    std::filesystem::path path(directory);
    std::error_code ec;
    // Walk up to the nearest thing that exists: it must be a directory we can write into.
    std::filesystem::path probe = std::filesystem::absolute(path, ec);
    if (ec) return Error { ErrorCode::BadValue,
        fillIn(translate("Error", "cannot resolve the output folder: %1"), { ec.message() }), { directory, 0, 0, "--out" } };
    while (!std::filesystem::exists(std::filesystem::symlink_status(probe, ec)) && probe.has_parent_path()
        && probe != probe.parent_path())
        probe = probe.parent_path();
    const auto status = std::filesystem::status(probe, ec);
    if (!std::filesystem::is_directory(status)) {
        const std::string message = probe == std::filesystem::absolute(path)
            ? translate("Error", "cannot write the outputs there: it exists and is not a folder")
            : fillIn(translate("Error", "cannot write the outputs there: '%1' exists and is not a folder"), { probe.string() });
        return Error { ErrorCode::BadValue, message, { directory, 0, 0, "--out" } };
    }
    if (::access(probe.c_str(), W_OK | X_OK) != 0)
        return Error { ErrorCode::BadValue, fillIn(translate("Error", "cannot write into '%1': %2"), { probe.string(), std::strerror(errno) }),
            { directory, 0, 0, "--out" } };
    return Ok {};
}

Status checkOutputFile(const std::string& file)
{
    if (file.empty()) return Error { ErrorCode::BadValue,
        translate("Error", "needs a file name (an empty one writes nothing)"), { {}, 0, 0, "--out" } };
    std::error_code ec;
    const auto status = std::filesystem::status(file, ec);
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
        return Error { ErrorCode::BadValue, translate("Error", "will not write over something that is not a regular file"), { file, 0, 0, "--out" } };
    const std::filesystem::path parent = std::filesystem::path(file).parent_path();
    if (auto st = checkOutputDirectory(parent.empty() ? "." : parent.string()); !st) {
        Error e = st.error();
        e.where.file = file;
        return e;
    }
    return Ok {};
}

} // namespace gantry
