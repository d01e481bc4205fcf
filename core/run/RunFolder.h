#pragma once
/** @brief A folder that collects one job's pieces (a sweep's runs, a plan's runs, a training's seeds),
 * each piece's result in a file of its own written atomically (runs/<name>: written aside, then
 * renamed), so that shards and resumed processes share it, a file present is whole, and a killed
 * process loses only the pieces it was doing (docs/scale-out.md). Its header file names the job: a
 * folder holds one job, and refuses another. runPieces (core/run/Pieces.h) keeps and finds results
 * through PieceFiles. */

#include "core/util/Error.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace gantry {

/// Writes `header` into `dir`/`headerName` (creating `dir`/runs), or checks that the one there is the
/// same; otherwise the error `another` (translated), located at --out.
Status claimRunFolder(const std::string& dir, const std::string& headerName, const std::string& header, const std::string& another);

/// Where run `id`'s result is kept: `dir`/runs/`file`.
std::string runFilePath(const std::string& dir, const std::string& file);

/// Where the pieces of one job keep their results: piece k's in `dir`/runs/name(k). Its file's text is
/// the result's bytes unless `toText` says otherwise (a plan's file names its run first); `fromText`
/// reads a kept file back (nothing when the text is not piece k's whole result), by default the text
/// as it is when it is not empty.
struct PieceFiles {
    std::string dir; ///< claimed with claimRunFolder; empty: nothing is kept
    std::function<std::string(std::size_t k)> name;
    std::function<std::string(std::size_t k, const std::string& result)> toText;
    std::function<std::optional<std::string>(std::size_t k, const std::string& text)> fromText;

    bool enabled() const { return !dir.empty(); }
    /// Piece k's result, when its file is there and whole.
    std::optional<std::string> kept(std::size_t k) const;
    /// Writes piece k's file atomically.
    Status keep(std::size_t k, const std::string& result) const;
};

} // namespace gantry
