#pragma once
/** @brief Every decision of a run, kept compactly: what a table shows in memory (40 bytes a decision),
 * the whole record (explanation, candidates) in a spill file, read back when one is looked at. */

#include "core/engine/Decision.h"

#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

namespace gantry {

/// A run of a million jobs makes millions of decisions; kept whole they took ~450 bytes each (the
/// explanation's strings and candidates), so the GUI used to drop all but the latest 100,000. The store
/// keeps every one: a row per decision in memory and the rest on disk, in a file created in the
/// spill directory and unlinked at once, so nothing is left behind even if the process is killed.
/// One thread at a time.
class DecisionStore {
public:
    /// What a table of decisions shows, without reading the disk.
    struct Row {
        SimTime time = 0;
        std::uint64_t sequence = 0;
        JobIndex job = -1;
        std::int32_t part = 0; ///< index of the deciding part's name (partName)
        std::uint16_t gpus = 0, machines = 0, racks = 0;
        DecisionKind kind = DecisionKind::Start;
        bool applied = true;
    };

    /// `spillDirectory` empty: the system's temporary directory (TMPDIR).
    explicit DecisionStore(std::string spillDirectory = {});
    ~DecisionStore();
    DecisionStore(const DecisionStore&) = delete;
    DecisionStore& operator=(const DecisionStore&) = delete;

    void clear();
    void append(const DecisionRecord& record);
    std::size_t size() const { return m_rows.size(); }
    const Row& row(std::size_t i) const { return m_rows[i]; }
    const std::string& partName(const Row& row) const { return m_strings[std::size_t(row.part)]; }
    /// Why the engine refused decision `i` (empty if it was applied).
    std::string refusal(std::size_t i) const;
    /// Decision `i` whole, its explanation read back from the spill file. If the file could not be
    /// written or read, the row's fields without the candidates (spillError() says why).
    DecisionRecord record(std::size_t i) const;
    const std::string& spillError() const { return m_spillError; }

private:
    std::int32_t intern(const std::string& text);
    bool openSpill();
    bool flushPending() const;
    /// Reads decision `i`'s scores and candidates into `why`; false if the spill file failed.
    bool readExplanation(std::size_t i, Explanation& why) const;

    std::string m_directory;
    // Deques, not vectors: a million rows grow without copying themselves (a GUI frame would stall).
    std::deque<Row> m_rows;
    std::deque<std::uint64_t> m_offsets; ///< where each record starts in the spill file; one more: the end
    std::unordered_map<std::size_t, std::string> m_refusals; ///< refused decisions are few
    std::vector<std::string> m_strings;   ///< parts' and scores' names (a few dozen in a run)
    std::unordered_map<std::string, std::int32_t> m_stringIndex;
    int m_fd = -1;
    mutable std::string m_pending; ///< encoded records not yet written
    mutable std::uint64_t m_written = 0;
    mutable std::string m_spillError;
};

} // namespace gantry
