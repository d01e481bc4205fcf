#pragma once
// Whole-file reads and crash-safe writes for the core (no Qt here: POSIX rename for atomicity).

#include "core/util/Error.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

namespace gantry {

/// Largest input file Gantry reads (guards against accidental multi-GB files and YAML bombs).
inline constexpr std::size_t kMaxInputBytes = std::size_t(1) << 30;

/// Whether `path` can be read as an input file: FileNotFound "no such file" (naming the path) when it
/// does not exist, FileNotFound for a folder, BadValue for a device. readTextFile checks the same.
Status checkInputFile(const std::string& path);

Result<std::string> readTextFile(const std::string& path, std::size_t maxBytes = kMaxInputBytes);

/// `mode` as the process's umask lets a new file or folder have it (what open(2) with 0666 or mkdir(2)
/// with 0777 would give). Gantry's temporaries are created private (mkstemp, mkdtemp) and get this mode
/// before they are published, so outputs can be read by whom `touch` and `mkdir` files can.
unsigned modeUnderUmask(unsigned mode);

/// Writes to "<path>.tmp-XXXX" in the same folder, flushes, then renames over path: a crash never
/// leaves a half-written file behind, and the old file survives any failure.
Status writeFileAtomically(const std::string& path, std::string_view contents);

/// A file written in pieces: text appended to buffer() goes out a megabyte at a time (flushIfFull),
/// so that a large output (a million-job run's jobs.csv, its decision log) is never held whole in
/// memory. Atomic: written as "<path>.tmp-XXXX" and renamed over path by finish(), as
/// writeFileAtomically; Direct: straight into path (a file inside a staging folder that is itself
/// swapped into place). The first error is kept and returned by finish(); writes after it do nothing.
/// Once a file has a full megabyte, a thread of its own writes each one while the next is made (the
/// kernel's copy of a million-job run's 600 MB of outputs then overlaps the simulation and the
/// formatting); the bytes and their order are the same.
class FileWriter {
public:
    enum class Mode { Atomic, Direct };
    static constexpr std::size_t kChunkBytes = std::size_t(1) << 20;

    FileWriter(std::string path, Mode mode);
    /// Closes the file; an atomic write that did not finish removes its temporary.
    ~FileWriter();
    FileWriter(const FileWriter&) = delete;
    FileWriter& operator=(const FileWriter&) = delete;

    /// Where the text goes; appended to in place, emptied when it is handed over.
    std::string& buffer() { return m_buffer; }
    void flushIfFull()
    {
        if (m_buffer.size() >= kChunkBytes) handOver();
    }
    /// Writes what is buffered, then `text` without copying it.
    void write(std::string_view text);
    /// Whether a write has failed (one being made by the writer thread may fail later).
    bool failed() const { return m_failed.load(std::memory_order_relaxed); }
    /// Writes what is left, flushes it to disk, closes the file and (Atomic) renames it into place.
    Status finish();

private:
    void handOver();
    void waitForWriter();
    void stopWriter();
    void flush();
    void writeOut(std::string_view text);
    void fail(const std::string& message);

    std::string m_path;
    std::string m_tmp; ///< the temporary of an atomic write; empty once renamed
    int m_fd = -1;
    std::string m_buffer;
    std::optional<Error> m_error; ///< read by the caller's thread only while no chunk is being written
    std::atomic<bool> m_failed { false };
    // The writer thread and the chunk it writes. m_error and the file are the writer's while
    // m_writing; the caller waits for it (waitForWriter) before it writes or reads them itself.
    std::thread m_writer;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::string m_chunk;
    bool m_writing = false;
    bool m_stopping = false;
};

/// Whether output files can go into `directory` (an existing directory Gantry may write into, or a
/// new name whose nearest existing ancestor is one). Checked before a long run starts, so a bad
/// --out is a bad-input error at once rather than a failure after the whole simulation.
Status checkOutputDirectory(const std::string& directory);
/// The same for one output file: its folder can be written, and the name is new or a regular file
/// (never a device, a pipe or a folder, which an atomic rename would replace).
Status checkOutputFile(const std::string& file);

} // namespace gantry
