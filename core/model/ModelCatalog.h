#pragma once
/** @brief Profiles of DNN models: per-step compute, gradient size and how network-heavy they are.
 *
 * The default table is the 8 MXNet workloads measured on the DL2/Harmony testbed (Peng et al., DL2,
 * TPDS 2021; Bao et al., Harmony, INFOCOM 2019): pengyanghua/DL2 trace.py and yxd886/scheduler
 * testbed-experiments/jobrepo.py. Traces that name no model get one by ModelCatalog::assign. */

#include "core/model/Job.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gantry {

struct ModelProfile {
    std::string name;
    double computeSecondsPerStep = 0.3; ///< one worker's forward+backward on the reference GPU
    double gradientMb = 50;             ///< model/gradient size exchanged per step
    int batchesPerEpoch = 100;
    double interBandwidthMBps = 100;    ///< per-worker demand across machines (DL2 config)
    double intraBandwidthMBps = 300;    ///< per-worker demand inside a machine
    /// Relative share of the jobs given this model when their trace names none (all equal by
    /// default: the uniform draw). Lets a scenario say "half the jobs are VGG-16" without copies.
    double share = 1;
    bool operator==(const ModelProfile&) const = default;
};

class ModelCatalog {
public:
    /// The 8 DL2/Harmony testbed models.
    static ModelCatalog defaults();

    const std::vector<ModelProfile>& models() const { return m_models; }
    int size() const { return static_cast<int>(m_models.size()); }
    const ModelProfile& operator[](int index) const { return m_models[index]; }
    int indexOf(const std::string& name) const; ///< -1 if unknown; also matches common aliases
    void add(ModelProfile profile) { m_models.push_back(std::move(profile)); }

    /// Names the rule assignModels() applies, for the outputs.
    static std::string assignmentRule() { return "model = stableHash(job id) mod models, seeded"; }
    /// The rule this catalog's assignModels() applies: assignmentRule() unless the shares differ.
    std::string describeAssignment() const;
    /// Gives every job with model < 0 a model from a seeded hash of its id: index = hash mod size
    /// when every share is equal, else the model whose slice of the shares' cumulative sum the
    /// hash falls in. Stable under reordering and subsetting of the trace, and recorded in the outputs.
    void assignModels(std::vector<JobSpec>& jobs, std::uint64_t seed) const;

    bool operator==(const ModelCatalog&) const = default;

private:
    bool sharesEqual() const;
    std::vector<ModelProfile> m_models;
};

} // namespace gantry
