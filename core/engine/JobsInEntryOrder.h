#pragma once
/** @brief Jobs in the order they joined a list, with removal from anywhere that does not scan the
 * list: the engine's queue and its running jobs, as policies see them (SimulationView::queue and
 * running). */

#include "core/model/Job.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace gantry {

/// A busy trace keeps thousands of jobs waiting and starts them from anywhere in the queue (a
/// backfilling scheduler); finding each by a scan and closing the gap behind it was half of a FIFO
/// replay. A job is found by the number of its entry instead (the list is in entry order: a binary
/// search), and the shorter side of the gap moves.
class JobsInEntryOrder {
public:
    std::span<const JobIndex> jobs() const { return std::span<const JobIndex>(m_jobs).subspan(m_head); }
    std::size_t size() const { return m_jobs.size() - m_head; }
    bool empty() const { return size() == 0; }

    /// `job` joins at the back (it must not be in the list already).
    void push(JobIndex job)
    {
        if (std::size_t(job) >= m_entry.size()) m_entry.resize(std::size_t(job) + 1);
        if (m_entries == std::numeric_limits<std::uint32_t>::max()) renumber();
        m_entry[std::size_t(job)] = m_entries++;
        m_jobs.push_back(job);
    }

    /// `job` leaves, if it is in the list; the others keep their order.
    void remove(JobIndex job)
    {
        if (std::size_t(job) >= m_entry.size()) return;
        const auto first = m_jobs.begin() + std::ptrdiff_t(m_head);
        const auto it = std::lower_bound(first, m_jobs.end(), m_entry[std::size_t(job)],
            [&](JobIndex j, std::uint32_t entry) { return m_entry[std::size_t(j)] < entry; });
        if (it == m_jobs.end() || *it != job) return; // its entry number is from an earlier stay
        if (it - first < m_jobs.end() - it) {
            std::move_backward(first, it, it + 1);
            ++m_head;
        } else {
            m_jobs.erase(it);
        }
        if (m_head >= 4096 && 2 * m_head >= m_jobs.size()) { // the room the front left, given back
            m_jobs.erase(m_jobs.begin(), m_jobs.begin() + std::ptrdiff_t(m_head));
            m_head = 0;
        }
    }

private:
    /// After 4 billion entries, the jobs in the list are numbered afresh from 0 (in order, so the
    /// search holds; a stale number of a job not in the list is never taken for it).
    void renumber()
    {
        m_entries = 0;
        for (JobIndex j : jobs()) m_entry[std::size_t(j)] = m_entries++;
    }

    std::vector<JobIndex> m_jobs; ///< from m_head on: the list
    std::size_t m_head = 0;
    std::vector<std::uint32_t> m_entry; ///< per job: the number of its last entry (4 bytes: a million jobs)
    std::uint32_t m_entries = 0;
};

} // namespace gantry
