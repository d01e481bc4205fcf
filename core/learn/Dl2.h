#pragma once
/** @brief DL2 (Peng et al., TPDS 2021; code pengyanghua/DL2): elastic PS jobs re-sized every slot by a policy
 * network over a 6 x J (or 8 x J) state with 3J + 1 actions (add worker / PS / bundle to window job i, or stop).
 * The sizing part plugs into ComposedScheduler (FIFO order, DL2's least-loaded placement), so DL2 and
 * its baselines (DRF, FIFO, SRTF, Tetris, Optimus sizings) share every other mechanism. */

#include "core/learn/Network.h"
#include "core/policy/PolicyParts.h"
#include "core/util/Random.h"

#include <map>
#include <memory>
#include <vector>

namespace gantry::learn {

/// Rows of the state per window job: DL2's six, plus (with `marginalGain`) Optimus's gain of an extra worker
/// and of an extra parameter server (our addition, docs/learning.md).
inline constexpr int kDl2BaseFeatures = 6;
inline constexpr int dl2Features(bool marginalGain) { return marginalGain ? kDl2BaseFeatures + 2 : kDl2BaseFeatures; }
inline constexpr double kDl2SlotSeconds = 1200; ///< DL2's simulator slot (parameters.py)

enum class ActMode {
    Greedy,  ///< argmax (evaluation)
    Sample,  ///< sample from the policy
    Explore, ///< sample, then DL2's job-aware exploration rules (training)
    Teacher, ///< the teacher's decision expressed in the same action space
};

/// Whose decisions ActMode::Teacher takes: DRF's (DL2's warm-up) or Optimus's.
enum class Dl2Teacher { Drf, Optimus };

/// The action to take from masked action probabilities: the most likely one (greedy) or a draw from
/// them (a draw past the last allowed action, by rounding, takes the last allowed one).
int chooseAction(const std::vector<float>& probs, const std::vector<std::uint8_t>& mask, bool greedy, Rng& rng);

/// A rollout's one changed decision (core/learn/Rollouts.h; kept here with ActMode, which every agent
/// includes): an agent counts its learned decisions in an episode, and the one numbered `at` takes `action` instead of the mode's choice (when the mask allows
/// it); every other decision follows the mode.
struct DecisionOverride {
    std::int64_t at = -1;
    int action = -1;
    std::int64_t count = 0; ///< decisions so far
    /// Counts one decision; true when it is the overridden one.
    bool applies(const std::vector<std::uint8_t>& mask)
    {
        return count++ == at && action >= 0 && std::size_t(action) < mask.size() && mask[std::size_t(action)];
    }
};

struct Dl2Step {
    std::vector<float> obs;
    std::vector<std::uint8_t> mask;
    int action = 0;
    int pass = 0;
    float ret = 0; ///< the return from this step's pass on (filled in by the trainer)
};

/// What a DL2 sizing part carries between passes; shared with the trainer during training.
struct Dl2Runtime {
    std::shared_ptr<const Network> net;
    int window = 10;
    bool marginalGain = false; ///< the state carries Optimus's estimated gains (two more rows)
    Dl2Teacher teacher = Dl2Teacher::Drf;
    ActMode mode = ActMode::Greedy;
    Rng rng { 1 };
    double explore = 0;      ///< probability that the job-aware rules may override a sampled action
    /// DL2's skip injection (pengyanghua/DL2 rl_env.py, INJECT_SAMPLES): while exploring, once every window
    /// job has more than `skipWorkers` workers (drawn per episode from 1 .. max workers - 1), stop the
    /// pass with this probability. 0: off.
    double exploreStop = 0;
    int skipWorkers = 0;     ///< drawn at the first decision of an episode that may use it
    bool record = false;     ///< keep (state, mask, action) of every decision and per-pass rewards
    bool jctReward = false;  ///< reward = -(unfinished jobs x slots) instead of DL2's normalised progress
    std::vector<Dl2Step> steps;
    std::vector<double> passTimes;
    std::vector<double> passRewards; ///< reward earned between pass k and pass k+1 (the last: until the episode's end)
    double episodeEnd = 0;           ///< time the last job finished (set by dl2FinishEpisode)
    double lastProgress = 0;
    std::uint64_t inferences = 0;
    std::map<JobIndex, Explanation> explanations; ///< of the last pass, per job (for the decision log)
    std::vector<float> probs;  ///< scratch
    std::vector<std::uint64_t> kindCounts = std::vector<std::uint64_t>(3, 0); ///< worker / PS / bundle actions taken
    bool compareWithTeacher = false; ///< count the network's decisions that DRF would also take
    std::uint64_t compared = 0;
    std::uint64_t teacherAgreed = 0;
};

class Dl2Sizing final : public SizingPolicy {
public:
    explicit Dl2Sizing(std::shared_ptr<Dl2Runtime> runtime) : m_runtime(std::move(runtime)) { }
    std::string name() const override { return "dl2"; }
    std::unique_ptr<SizingPolicy> clone() const override;
    std::vector<SizeTarget> targets(const SimulationView& view, const std::vector<JobIndex>& ordered) const override;
    Dl2Runtime& runtime() const { return *m_runtime; }

private:
    std::shared_ptr<Dl2Runtime> m_runtime;
};

NetSpec dl2NetSpec(int window, bool marginalGain);
/// The DL2 scheduler: FIFO order, least-loaded placement, Dl2Sizing, 20-minute slots; start and
/// resize decisions carry the network's action probabilities.
std::unique_ptr<Scheduler> makeDl2Scheduler(std::shared_ptr<Dl2Runtime> runtime);
/// Σ over jobs of the fraction of their work done (DL2's normalised progress).
double dl2Progress(const SimulationView& view);
/// Reward of the last pass until `end` (call when the episode is over).
void dl2FinishEpisode(Dl2Runtime& rt, const SimulationView& view);

} // namespace gantry::learn
