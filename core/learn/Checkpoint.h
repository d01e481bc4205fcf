#pragma once
/** @brief Model files: a text header with the metadata, then the weights.
 *
 *   GANTRY-MODEL 1
 *   scheduler: dl2
 *   ...key: value lines...
 *   weights_bytes: N
 *   ---
 *   <N bytes written by Network::saveWeights>
 *
 * Loading checks the magic line, every required field, the shapes against what the scenario needs and
 * the weights' size; any problem is an Error naming the file and the field, never a crash. */

#include "core/learn/Network.h"
#include "core/util/Error.h"

#include <cstdint>
#include <map>
#include <string>

namespace gantry::learn {

struct CheckpointMeta {
    std::string scheduler;      ///< "dl2" or "topdrl"
    NetSpec net;                ///< network kind, observation and action shape
    std::string scenarioHash;   ///< of the scenario it was trained on
    std::string scenarioName;
    std::uint64_t seed = 0;     ///< training seed
    int threads = 1;            ///< LibTorch intra-op threads used for training
    int episodes = 0;
    std::string gantryVersion;
    std::map<std::string, std::string> extra; ///< scheduler-specific settings (window, ...)
    bool operator==(const CheckpointMeta&) const = default;

    /// A scheduler setting as a number, read the same in every locale; `fallback` when the model
    /// file has no such setting or it is not a number.
    double setting(const std::string& key, double fallback) const;
};

struct Checkpoint {
    CheckpointMeta meta;
    std::string weights;
};

std::string encodeCheckpoint(const Checkpoint& checkpoint);
Result<Checkpoint> decodeCheckpoint(const std::string& bytes, const std::string& fileName);

Result<Checkpoint> loadCheckpoint(const std::string& path);

} // namespace gantry::learn
