#pragma once
/** @brief What a policy decided and why: the candidates it weighed with their scores. */

#include "core/engine/Placement.h"
#include "core/model/Job.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gantry {

enum class DecisionKind : std::uint8_t { Start, Preempt, Resize, Wait, Timer, Tune };
const char* decisionKindName(DecisionKind kind);

enum class CandidateKind : std::uint8_t { Job, Machine, Rack, Gpu, Action };

/// One option a policy weighed. `id` is a job index, machine, rack or GPU; for Action it is policy
/// specific (e.g. DL2's 3J+1 actions) and `label` says what it is.
struct Candidate {
    CandidateKind kind = CandidateKind::Job;
    int id = -1;
    double score = 0.0;
    std::string label; ///< optional; empty for jobs/machines (named at output time)
    bool operator==(const Candidate&) const = default;
};

/// Why a decision was taken. Policies fill it cheaply (at most kMaxCandidates entries).
struct Explanation {
    static constexpr std::size_t kMaxCandidates = 8;
    std::string part;     ///< which policy part decided: "ordering:fifo", "placement:consolidate", "dl2"
    std::string scoreName; ///< what the scores mean: "priority (lower first)", "probability", ...
    std::vector<Candidate> candidates;
    void add(Candidate c)
    {
        if (candidates.size() < kMaxCandidates) candidates.push_back(std::move(c));
    }
    bool operator==(const Explanation&) const = default;
};

/// A decision as the engine applied (or refused) it, for the decision log and the GUI.
struct DecisionRecord {
    std::uint64_t sequence = 0;
    SimTime time = 0;
    DecisionKind kind = DecisionKind::Start;
    JobIndex job = -1;
    int gpus = 0;
    int machines = 0;
    int racks = 0;
    bool applied = true;
    std::string refusal; ///< why the engine refused it (applied == false)
    Explanation why;
    bool operator==(const DecisionRecord&) const = default;
};

} // namespace gantry
