#pragma once
/** @brief Training and evaluating learned schedulers (DL2, TopDRL): the plain-C++ interface the CLI and
 * the GUI use. No LibTorch types here; call from any thread (one training per process at a time: the
 * LibTorch thread count is process-wide). */

#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gantry::learn {

struct TrainingOptions {
    std::string agent = "dl2";  ///< "dl2", "topdrl" or "harmony"
    int episodes = 0;           ///< reinforcement-learning episodes (0 = the agent's default, -1 = none: warm-up only)
    int warmupEpisodes = -1;    ///< supervised warm-up episodes on the teacher's decisions (-1 = default, 0 = none)
    std::uint64_t seed = 1;     ///< torch seed and the training workload seeds (held-out seeds never overlap)
    int threads = 1;            ///< LibTorch intra-op threads (recorded in the model)
    /// Threads for the episodes that need no gradients (greedy validations, rollouts; 0 = every core).
    /// The trained model does not depend on it.
    int episodeThreads = 0;
    int validateEvery = 0;      ///< greedy validation on training seeds every N episodes; the best model is kept (0 = default)
    bool keepBest = true;
    /// Hyper-parameter overrides by name: see hyperParameters(agent) for the names, defaults and ranges.
    std::map<std::string, double> hyper;
};

/// A training hyper-parameter an agent accepts in TrainingOptions::hyper (`gantry-cli train --hp name=value`).
struct HyperParameter {
    const char* name;
    double defaultValue;
    double min;
    double max;
    bool integer; ///< whole numbers only (counts, sizes, 0/1 switches)
    const char* meaning;
};

/// Every agent `train` knows, in the order the GUI offers them: (name, label), e.g. ("dl2", "DL2 — elastic PS
/// job sizing").
std::vector<std::pair<std::string, std::string>> learnedAgentLabels();

/// The agent's hyper-parameters with their defaults and allowed ranges (empty for an unknown agent).
const std::vector<HyperParameter>& hyperParameters(const std::string& agent);

/// One point of the learning curve (also sent live to the progress callback).
struct TrainingProgress {
    std::string phase;        ///< "warmup", "rl" or "validate"
    int episode = 0;          ///< 1-based within the phase
    int episodes = 0;         ///< in the phase
    double reward = 0;        ///< episode return (sum of rewards)
    double avgJct = 0;        ///< of the episode (seconds)
    double loss = 0;          ///< mean training loss of the updates after the episode
    double entropy = 0;       ///< mean policy entropy (RL)
    double seconds = 0;       ///< wall time since training started
    std::uint64_t envSteps = 0; ///< decisions taken so far
};

struct TrainingReport {
    std::vector<TrainingProgress> curve;
    std::string model;        ///< the encoded model file (write it with saveModel)
    double seconds = 0;
    std::uint64_t envSteps = 0;
    double stepsPerSecond = 0;
    double bestValidationJct = 0;
    /// What an agent measured of its own parts, by name (Harmony: "reward_model_r2", its reward model's
    /// R² on held-out placements); also stored in the model file's metadata.
    std::map<std::string, double> measures;
};

/// Trains `options.agent` on `scenario`. `progress` is called after every episode; returning false
/// cancels (ErrorCode::Cancelled).
Result<TrainingReport> train(const Scenario& scenario, const TrainingOptions& options,
    std::function<bool(const TrainingProgress&)> progress = {});

Status saveModel(const TrainingReport& report, const std::string& path);
/// episode,phase,reward,avg_jct,loss,entropy,seconds,env_steps
Status writeLearningCurve(const TrainingReport& report, const std::string& path);

struct EvaluationOptions {
    std::string modelPath;     ///< a model file (or modelBytes)
    std::string modelBytes;
    int seeds = 10;            ///< held-out workload seeds 1..seeds (training never uses them)
    std::uint64_t firstSeed = 1;
    int threads = 1;
    /// Also score the same network with fresh random weights, sampling its actions (an untrained policy).
    bool includeUntrained = false;
    /// Also score the trained network sampling its actions instead of taking the likeliest (row
    /// "learned, sampled"; DL2's own evaluation samples).
    bool includeSampled = false;
};

struct PolicyScore {
    std::string name;
    std::vector<double> avgJct; ///< per seed (seconds)
    double mean = 0;
    double stddev = 0;
    std::vector<double> fee;    ///< total fee per seed (the scenario's currency)
    double feeMean = 0;
    double feeStddev = 0;
    bool learned = false;
};

/// How far learning moved a policy from the heuristic it imitated: of the decisions the greedy network
/// took, how many its teacher would have taken too in the same state.
struct TeacherAgreement {
    std::string teacher;        ///< e.g. "DRF"
    std::uint64_t decisions = 0;
    std::uint64_t agreeing = 0;
    double share() const { return decisions ? double(agreeing) / double(decisions) : 0.0; }
};

struct EvaluationReport {
    std::string agent;
    std::vector<PolicyScore> rows; ///< the learned policy first, then the baselines
    std::vector<std::uint64_t> seeds;
    /// Over the same seeds, for agents that imitate a teacher.
    std::optional<TeacherAgreement> teacherAgreement;
    /// (mean of row - mean of the learned row) / mean of row, in % (positive: the learned one is better)
    double improvementOver(const std::string& name) const;
    /// The same for the total fee.
    double feeImprovementOver(const std::string& name) const;
    const PolicyScore* find(const std::string& name) const;
};

/// Runs the model and the agent's baselines on the held-out seeds.
Result<EvaluationReport> evaluate(const Scenario& scenario, const EvaluationOptions& options);

struct Checkpoint;
class Network;
struct LearnedAgent;

/// An evaluation as a list of independent runs (each row, the teacher's agreement included, on each
/// held-out seed, row after row), listed the same way by every process, so that the ranks of mpirun
/// can share them (docs/scale-out.md); evaluate() runs them in turn. A run's result is text (exact
/// numbers), and the report is the same whoever ran which run.
class EvaluationRuns {
public:
    /// The model loaded and checked against the scenario, the baselines set up once.
    static Result<std::unique_ptr<EvaluationRuns>> open(const Scenario& scenario, const EvaluationOptions& options);
    ~EvaluationRuns();
    std::size_t size() const;
    Result<std::string> run(std::size_t k) const;
    /// The report from every run's result, in order; the first failed run's error.
    Result<EvaluationReport> report(const std::vector<Result<std::string>>& results) const;

private:
    struct Row;
    EvaluationRuns();
    Scenario m_scenario;
    const LearnedAgent* m_agent = nullptr;
    std::vector<std::uint64_t> m_seeds;
    std::vector<Checkpoint> m_checkpoints; ///< the model, then each ablation's changed copy
    std::vector<Row> m_rows;
};

/// The baselines an agent is compared with: (name, policy).
std::vector<std::pair<std::string, PolicyConfig>> baselinesFor(const std::string& agent);

/// Decision latency of a model on the scenario: µs per inference, one thread.
struct LatencyReport {
    double microsPerDecision = 0;
    std::uint64_t decisions = 0;
};
Result<LatencyReport> measureLatency(const Scenario& scenario, const std::string& modelBytes, int seedCount = 3);

} // namespace gantry::learn
