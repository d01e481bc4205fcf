#include "core/util/TerminalOutput.h"

#include "core/util/Text.h"

#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <streambuf>
#include <string>

namespace gantry {
namespace {

/// One guarded stream: the file descriptor it writes to, and the start of a UTF-8 sequence whose end
/// has not been written yet.
struct Guard {
    int fd = -1;
    std::string pending;
};

bool writeAll(int fd, const std::string& text)
{
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += std::size_t(n);
    }
    return true;
}

/// How many bytes at the end of `text` start a UTF-8 sequence that continues past it.
std::size_t unfinishedTail(const std::string& text)
{
    for (std::size_t back = 1; back <= 3 && back <= text.size(); ++back) {
        const auto c = static_cast<unsigned char>(text[text.size() - back]);
        if ((c & 0xC0) == 0x80) continue; // a continuation byte: look further back for its lead
        const std::size_t length = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
        return length > back ? back : 0;
    }
    return 0;
}

ssize_t guardedWrite(void* cookie, const char* data, size_t size)
{
    auto* guard = static_cast<Guard*>(cookie);
    std::string text = guard->pending;
    text.append(data, size);
    const std::size_t tail = unfinishedTail(text);
    guard->pending = text.substr(text.size() - tail);
    text.resize(text.size() - tail);
    return writeAll(guard->fd, printableText(text)) ? ssize_t(size) : -1;
}

int guardedClose(void* cookie)
{
    auto* guard = static_cast<Guard*>(cookie);
    if (!guard->pending.empty()) writeAll(guard->fd, printableText(guard->pending)); // an unfinished sequence, escaped
    guard->pending.clear();
    return 0;
}

std::FILE* guarded(int fd, int buffering)
{
    static Guard guards[3];
    guards[fd].fd = fd;
    std::FILE* file = fopencookie(&guards[fd], "w", cookie_io_functions_t { nullptr, guardedWrite, nullptr, guardedClose });
    if (file) std::setvbuf(file, nullptr, buffering, buffering == _IONBF ? 0 : BUFSIZ);
    return file;
}

/// std::cout and std::cerr, onto the guarded stdio streams (libstdc++ bound them to the original ones).
class StdioBuffer : public std::streambuf {
public:
    explicit StdioBuffer(std::FILE* file) : m_file(file) { }

protected:
    int_type overflow(int_type c) override
    {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        return std::fputc(c, m_file) == EOF ? traits_type::eof() : c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override { return std::streamsize(std::fwrite(s, 1, std::size_t(n), m_file)); }
    int sync() override { return std::fflush(m_file); }

private:
    std::FILE* m_file;
};

std::FILE* g_originalStderr = stderr;

} // namespace

void guardStandardStreams()
{
    static bool done = false;
    if (done) return;
    done = true;
    std::fflush(stdout);
    std::fflush(stderr);
    g_originalStderr = stderr;
    // stdout as stdio would buffer it (by line on a terminal), stderr unbuffered.
    std::FILE* out = guarded(STDOUT_FILENO, ::isatty(STDOUT_FILENO) ? _IOLBF : _IOFBF);
    std::FILE* err = guarded(STDERR_FILENO, _IONBF);
    if (!out || !err) return; // out of memory at start: the streams stay as they were
    stdout = out;
    stderr = err;
    // Never destroyed: the library flushes std::cout at exit, after main's statics are gone.
    std::cout.rdbuf(new StdioBuffer(out));
    std::cerr.rdbuf(new StdioBuffer(err));
}

std::FILE* unguardedStderr() { return g_originalStderr; }

} // namespace gantry
