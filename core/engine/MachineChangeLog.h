#pragma once
/** @brief The machines whose capacity changed, in order, so that a policy that derives something per
 * machine (its usable GPUs) updates only those (SimulationView::machinesChangedSince). */

#include "core/model/Cluster.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace gantry {

/// Numbers its changes so that a reader can ask what changed since it last looked. The numbers never
/// repeat across logs: each log, and each copy of one (a fork's), starts a history of its own from a
/// fresh base, so a number taken from one simulation never answers for another.
class MachineChangeLog {
public:
    MachineChangeLog() : m_base(freshBase()) { }
    MachineChangeLog(const MachineChangeLog&) : m_base(freshBase()) { }
    MachineChangeLog(MachineChangeLog&&) noexcept = default;
    MachineChangeLog& operator=(const MachineChangeLog&) = delete;
    MachineChangeLog& operator=(MachineChangeLog&&) noexcept = default;

    void add(MachineId machine)
    {
        // Kept short: a reader further behind than this looks at every machine again, which costs
        // less than the changes it missed.
        if (m_machines.size() >= kKept) {
            m_dropped += m_machines.size();
            m_machines.clear();
        }
        m_machines.push_back(machine);
    }
    std::uint64_t count() const { return m_base + m_dropped + m_machines.size(); }
    /// The machines changed since `count()` was `then` (repeats possible); empty if unknown.
    std::optional<std::span<const MachineId>> since(std::uint64_t then) const
    {
        const std::uint64_t first = m_base + m_dropped;
        if (then < first || then > count()) return std::nullopt;
        return std::span<const MachineId>(m_machines).subspan(std::size_t(then - first));
    }

private:
    static constexpr std::size_t kKept = 4096;
    /// 2^34 changes a history, 2^30 histories in a process.
    static std::uint64_t freshBase()
    {
        static std::atomic<std::uint64_t> next { 1 };
        return next.fetch_add(1, std::memory_order_relaxed) << 34;
    }

    std::uint64_t m_base;
    std::uint64_t m_dropped = 0;
    std::vector<MachineId> m_machines;
};

} // namespace gantry
