#include "core/metrics/DecisionStore.h"

#include "core/util/Translate.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <type_traits>
#include <unistd.h>

namespace gantry {

namespace {

// Encoded records are written a megabyte at a time.
constexpr std::size_t kWriteChunk = 1 << 20;

template <class T> void put(std::string& out, T value)
{
    char bytes[sizeof(T)];
    std::memcpy(bytes, &value, sizeof(T));
    out.append(bytes, sizeof(T));
}

void putText(std::string& out, const std::string& text)
{
    put<std::uint32_t>(out, static_cast<std::uint32_t>(text.size()));
    out += text;
}

/// Reads what put() wrote; false once the bytes run out (a damaged file).
struct Reader {
    const std::string& bytes;
    std::size_t at = 0;
    template <class T> bool get(T& value)
    {
        if (bytes.size() - at < sizeof(T)) return false;
        std::memcpy(&value, bytes.data() + at, sizeof(T));
        at += sizeof(T);
        return true;
    }
    bool getText(std::string& text)
    {
        std::uint32_t n = 0;
        if (!get(n) || bytes.size() - at < n) return false;
        text.assign(bytes, at, n);
        at += n;
        return true;
    }
};

/// The fields a row keeps of a decision, listed once for both ways: append narrows them into a row and
/// record widens them back. `copy(rowField, recordField)` is called for each.
template <class StoreRow, class Record, class Copy> void eachKeptField(StoreRow& row, Record& record, Copy copy)
{
    copy(row.time, record.time);
    copy(row.sequence, record.sequence);
    copy(row.job, record.job);
    copy(row.gpus, record.gpus);
    copy(row.machines, record.machines);
    copy(row.racks, record.racks);
    copy(row.kind, record.kind);
    copy(row.applied, record.applied);
}

} // namespace

DecisionStore::DecisionStore(std::string spillDirectory) : m_directory(std::move(spillDirectory)) { }

DecisionStore::~DecisionStore()
{
    if (m_fd >= 0) ::close(m_fd);
}

void DecisionStore::clear()
{
    if (m_fd >= 0) ::close(m_fd);
    m_fd = -1;
    m_rows.clear();
    m_offsets.clear();
    m_refusals.clear();
    m_pending.clear();
    m_written = 0;
    m_spillError.clear();
    // The names stay: the next run's parts are mostly the same.
}

std::int32_t DecisionStore::intern(const std::string& text)
{
    auto [it, added] = m_stringIndex.try_emplace(text, static_cast<std::int32_t>(m_strings.size()));
    if (added) m_strings.push_back(text);
    return it->second;
}

bool DecisionStore::openSpill()
{
    if (m_fd >= 0) return true;
    if (!m_spillError.empty()) return false;
    std::error_code ec;
    const std::filesystem::path directory = m_directory.empty() ? std::filesystem::temp_directory_path(ec) : std::filesystem::path(m_directory);
    std::string name = (directory / "gantry-decisions-XXXXXX").string();
    m_fd = ::mkstemp(name.data());
    if (m_fd < 0) {
        m_spillError = fillIn(translate("Error", "cannot keep the decisions' details on disk in %1: %2"),
            { directory.string(), std::strerror(errno) });
        return false;
    }
    ::unlink(name.c_str()); // gone with the process, however it ends
    return true;
}

bool DecisionStore::flushPending() const
{
    // The file holds the bytes before m_written, m_pending those after: kept true at every step, so
    // that a write that fails half-way loses nothing (the rest stays in memory).
    while (!m_pending.empty()) {
        const ssize_t n = ::write(m_fd, m_pending.data(), m_pending.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            m_spillError = fillIn(translate("Error", "cannot keep the decisions' details on disk: %1"), { std::strerror(errno) });
            return false;
        }
        m_pending.erase(0, std::size_t(n));
        m_written += std::uint64_t(n);
    }
    return true;
}

void DecisionStore::append(const DecisionRecord& record)
{
    Row row;
    eachKeptField(row, record, [](auto& into, const auto& from) { into = static_cast<std::remove_reference_t<decltype(into)>>(from); });
    row.part = intern(record.why.part);
    if (!record.applied) m_refusals[m_rows.size()] = record.refusal;
    m_rows.push_back(row);

    if (m_offsets.empty()) m_offsets.push_back(0);
    put<std::int32_t>(m_pending, intern(record.why.scoreName));
    put<std::uint8_t>(m_pending, static_cast<std::uint8_t>(record.why.candidates.size()));
    for (const Candidate& c : record.why.candidates) {
        put<std::uint8_t>(m_pending, static_cast<std::uint8_t>(c.kind));
        put<std::int32_t>(m_pending, c.id);
        put<double>(m_pending, c.score);
        putText(m_pending, c.label);
    }
    m_offsets.push_back(m_written + m_pending.size());
    // Once the disk has failed, the details stay in memory (encoded: about a quarter of a record's size).
    if (m_pending.size() >= kWriteChunk && m_spillError.empty() && openSpill()) flushPending();
}

std::string DecisionStore::refusal(std::size_t i) const
{
    auto it = m_refusals.find(i);
    return it == m_refusals.end() ? std::string() : it->second;
}

DecisionRecord DecisionStore::record(std::size_t i) const
{
    const Row& row = m_rows[i];
    DecisionRecord d;
    eachKeptField(row, d, [](const auto& from, auto& into) { into = from; });
    d.refusal = refusal(i);
    d.why.part = partName(row);
    if (!readExplanation(i, d.why)) d.why.candidates.clear();
    return d;
}

bool DecisionStore::readExplanation(std::size_t i, Explanation& why) const
{
    // The record's bytes: in the file up to m_written, then in memory (a write that failed half-way
    // may leave one record across both).
    const std::uint64_t begin = m_offsets[i], end = m_offsets[i + 1];
    std::string bytes(std::size_t(end - begin), '\0');
    const std::size_t onDisk = begin < m_written ? std::size_t(std::min(end, m_written) - begin) : 0;
    for (std::size_t got = 0; got < onDisk;) {
        const ssize_t n = ::pread(m_fd, bytes.data() + got, onDisk - got, off_t(begin + got));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            m_spillError = fillIn(translate("Error", "cannot read the decisions' details back: %1"),
                { n < 0 ? std::strerror(errno) : "end of file" });
            return false;
        }
        got += std::size_t(n);
    }
    if (onDisk < bytes.size())
        m_pending.copy(bytes.data() + onDisk, bytes.size() - onDisk, std::size_t(begin + onDisk - m_written));
    Reader in { bytes };
    std::int32_t scoreName = 0;
    std::uint8_t count = 0;
    if (!in.get(scoreName) || !in.get(count) || scoreName < 0 || std::size_t(scoreName) >= m_strings.size()) return false;
    why.scoreName = m_strings[std::size_t(scoreName)];
    why.candidates.resize(count);
    for (Candidate& c : why.candidates) {
        std::uint8_t kind = 0;
        if (!in.get(kind) || !in.get(c.id) || !in.get(c.score) || !in.getText(c.label)) return false;
        c.kind = static_cast<CandidateKind>(kind);
    }
    return true;
}

} // namespace gantry
