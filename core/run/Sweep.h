#pragma once
/** @brief A sweep: the scenario under every combination of a grid's values (docs/scale-out.md), as one
 * list of independent runs that every process computes the same way. A run's id comes from its overlay,
 * so shards, a resumed shard and a merge agree on it. Each run's line of sweep.csv is written to a file
 * of its own as soon as it is done; sweep.csv is those lines in the list's order, whoever ran them. */

#include "core/io/SweepGrid.h"
#include "core/model/Scenario.h"
#include "core/run/RunFolder.h"
#include "core/util/Error.h"

#include <string>
#include <vector>

namespace gantry {

struct SweepRun {
    std::string id;                  ///< 12 hex digits of the SHA-256 of overlayYaml
    std::vector<std::string> labels; ///< one per axis
    std::string overlayYaml;         ///< the run's values' overlays merged in axis order
    /// Its labels, for people: "fifo, 2x32x8, 3".
    std::string title() const;
};

/// Every combination of the grid's values, the first axis slowest. Two combinations with the same
/// overlay would be one run twice: an error naming both.
Result<std::vector<SweepRun>> expandSweep(const SweepGrid& grid);

/// sweep.csv's first two lines: provenance (Gantry, the scenario's and the grid's SHA-256) and columns.
std::string sweepCsvHeader(const Scenario& scenario, const SweepGrid& grid);

/// Simulates `run` (the scenario with its overlay) and returns its line of sweep.csv.
Result<std::string> sweepCsvRow(const Scenario& scenario, const SweepRun& run);

/// The files of a sweep in folder `dir`: the plan of it (sweep-runs.txt: sweep.csv's header and the
/// runs' ids in order), one line per run done (runs/<id>.csv), and sweep.csv once all are.
namespace sweepfiles {
std::string planPath(const std::string& dir);
std::string runPath(const std::string& dir, const std::string& id);
std::string csvPath(const std::string& dir);
} // namespace sweepfiles

/// Writes sweep-runs.txt, or checks that the one there is this sweep's (a folder holds one sweep).
Status writeSweepPlan(const std::string& dir, const std::string& header, const std::vector<SweepRun>& runs);

/// Where runPieces keeps the sweep's lines (core/run/Pieces.h): piece k is `runs`[k], its line kept in
/// runs/<id>.csv; a kept file counts when it is that run's whole line. `runs` must outlive it.
PieceFiles sweepPieceFiles(const std::string& dir, const std::vector<SweepRun>& runs);

/// sweep.csv's text from the folder's plan and run lines; an error naming the runs still missing.
Result<std::string> mergeSweep(const std::string& dir);

} // namespace gantry
