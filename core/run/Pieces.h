#pragma once
/** @brief The one way a command runs N independent pieces of work anywhere (docs/scale-out.md): on this
 * process's threads, as one shard of several processes sharing an output folder (--shard i/N), or
 * handed out to MPI ranks (mpirun), with resume (a piece whose result is kept in the folder is not
 * computed again) and Ctrl-C (no piece is started after the signal; the caller is told, and writes
 * nothing that looks complete).
 *
 * A piece is an index k into a list every process computed the same way (a sweep's runs, a training's
 * seeds, an evaluation's runs, a plan's round); compute(k) turns it into its result's bytes, on any
 * thread or rank. Each result reaches `done` once, in this process, one at a time (serialised), in the
 * order the pieces finish: a caller keeps what it needs by k, never in shared state, so nothing depends
 * on the thread, shard or rank count. The pieces a command decides one from the last (a plan's
 * search) are run a round at a time through it.
 *
 * Under mpirun, rank 0 calls runPieces and every other rank servePieces: the ranks then compute what
 * rank 0 hands out (piece k and the note the caller attaches to it) until rank 0 stops them
 * (WorkersStop, core/run/Distribute.h). */

#include "core/run/RunFolder.h"
#include "core/util/Error.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace gantry {

class Messenger;

/// "--shard i/N": this process runs the pieces whose position k (from 0) has k % N == i - 1. Round-robin,
/// because run times differ by orders of magnitude: it spreads a list's slow corner over the shards.
struct Shard {
    int index = 1, count = 1;
    bool sharded() const { return count > 1; }
    bool mine(std::size_t k) const { return int(k % std::size_t(count)) == index - 1; }
};

/// How many pieces there are, and what became of them so far.
struct PieceCounts {
    std::size_t all = 0;  ///< in the list
    std::size_t mine = 0; ///< this process runs (its shard's, less those kept already)
    std::size_t kept = 0; ///< of its shard's, found kept in the folder (resume): not run again
    std::size_t done = 0; ///< of `mine`, finished (well or not)
};

struct PieceOptions {
    int threads = 1;           ///< pieces at once in this process (without ranks)
    Shard shard;               ///< this process's share of the list
    Messenger* ranks = nullptr; ///< rank 0's messenger under mpirun: the pieces go to the other ranks
    PieceFiles files;          ///< where each result is kept as soon as it is done (optional)
    bool resume = false;       ///< a piece whose result `files` keeps is not run: its kept result goes to `done`
    /// Under ranks: what goes with piece k besides its index (where a compared run writes its files).
    std::function<std::string(std::size_t k)> note;
    /// Once the pieces to run are known, before the first starts.
    std::function<void(const PieceCounts&)> started;
    /// After each piece this process ran (serialised, as `done`).
    std::function<void(const PieceCounts&)> progress;
};

struct PiecesRun {
    PieceCounts counts;
    int interruptSignal = 0; ///< SIGINT or SIGTERM received while the pieces ran (core/util/Interrupt.h), or 0
    bool interrupted() const { return interruptSignal != 0; }
};

using PieceCompute = std::function<Result<std::string>(std::size_t k)>;
using PieceDone = std::function<void(std::size_t k, const Result<std::string>& result)>;

/// Runs the pieces 0..count-1 of this process (its shard's, less those kept when resuming) on
/// options.threads threads, or hands them out to options.ranks; keeps each result that is a value in
/// options.files (a failed write makes the piece's result that error) and calls done(k, result) for
/// each piece run or found kept. After SIGINT or SIGTERM no piece starts; those running finish (under
/// ranks rank 0 waits for them); interruptSignal says so. `compute` is not called under ranks.
PiecesRun runPieces(std::size_t count, const PieceOptions& options, const PieceCompute& compute, const PieceDone& done);

/// What rank 0 sends a rank for piece k with its note (FieldCoder fields): what runPieces hands out, and
/// what a search that decides each piece from the last results hands out through a WorkPool itself
/// (a plan under mpirun), so that every worker is servePieces.
std::string pieceWork(std::size_t k, const std::string& note);

/// Ranks above 0: computes the pieces rank 0 hands out (piece k and its note) until it says stop.
void servePieces(Messenger& messenger, const std::function<Result<std::string>(std::size_t k, const std::string& note)>& compute);

} // namespace gantry
