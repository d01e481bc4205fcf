#pragma once
/** @brief A sweep's grid (docs/scale-out.md): named axes, each a list of values, each value an overlay
 * of the scenario (a variant without a name). The sweep is every combination, one value per axis. */

#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <string>
#include <vector>

namespace gantry {

struct SweepValue {
    std::string label;       ///< how the value is written in sweep.csv's column of its axis
    std::string overlayYaml; ///< merged over the scenario, as a variant's
    bool operator==(const SweepValue&) const = default;
};

struct SweepAxis {
    std::string name; ///< sweep.csv's column
    std::vector<SweepValue> values;
    bool operator==(const SweepAxis&) const = default;
};

struct SweepGrid {
    std::vector<SweepAxis> axes;
    std::string sha256; ///< of the grid file's text
};

/// How many runs a sweep may have unless its user allows more (`gantry-cli sweep --max-runs`), and the
/// most it may be allowed (every run's overlay is held in memory).
inline constexpr long long kDefaultMaxSweepRuns = 10'000;
inline constexpr long long kMaxSweepRuns = 1'000'000;

/// Reads a grid file; every value's overlay is checked over `scenario` (errors name the grid file, line
/// and field, e.g. axes[1].values[0].overlay.policy.ordering). The runs are counted before any value is
/// read: more than `maxRuns` is an error at `axes` (saying how to allow them with `allowOption`, if any).
/// An interrupt (Ctrl-C) stops the reading with ErrorCode::Cancelled.
Result<SweepGrid> loadSweepGrid(const std::string& path, const Scenario& scenario, long long maxRuns = kDefaultMaxSweepRuns,
    const std::string& allowOption = {});
Result<SweepGrid> parseSweepGrid(const std::string& yamlText, const std::string& fileName, const Scenario& scenario,
    long long maxRuns = kDefaultMaxSweepRuns, const std::string& allowOption = {});

/// `overlays` merged in order (maps key by key, anything else replaces), as one overlay.
Result<std::string> combineOverlays(const std::vector<std::string>& overlays);

} // namespace gantry
