#include "core/run/Pieces.h"

#include "core/run/Distribute.h"
#include "core/run/Messenger.h"
#include "core/util/FieldCoder.h"
#include "core/util/Interrupt.h"
#include "core/util/Parallel.h"

#include <mutex>
#include <vector>

namespace gantry {

namespace {

/// Rank 0 under mpirun: hands `mine` out to the other ranks, one piece each at a time and the next as
/// soon as a rank reports back; after a signal it hands out nothing more and waits for those out.
void handOut(Messenger& ranks, const std::vector<std::size_t>& mine, const PieceOptions& options,
    const std::function<void(std::size_t k, Result<std::string> result)>& finish)
{
    WorkPool pool(ranks);
    std::size_t next = 0;
    for (;;) {
        for (; next < mine.size() && pool.anyIdle() && !interrupted(); ++next) {
            const std::size_t k = mine[next];
            pool.give(k, pieceWork(k, options.note ? options.note(k) : std::string()));
        }
        if (pool.busy() == 0) return;
        auto [k, result] = pool.next();
        finish(k, std::move(result));
    }
}

} // namespace

PiecesRun runPieces(std::size_t count, const PieceOptions& options, const PieceCompute& compute, const PieceDone& done)
{
    PiecesRun run;
    run.counts.all = count;
    std::vector<std::size_t> mine;
    const bool resume = options.resume && options.files.enabled();
    for (std::size_t k = 0; k < count && !interrupted(); ++k) {
        if (!options.shard.mine(k)) continue;
        if (resume)
            if (auto kept = options.files.kept(k)) {
                ++run.counts.kept;
                done(k, std::move(kept).value());
                continue;
            }
        mine.push_back(k);
    }
    run.counts.mine = mine.size();
    if (!interrupted() && options.started) options.started(run.counts);

    std::mutex mutex;
    // A piece's result, on the thread that computed it (or rank 0's): kept, then told, one at a time.
    auto finish = [&](std::size_t k, Result<std::string> result) {
        if (result && options.files.enabled())
            if (auto st = options.files.keep(k, result.value()); !st) result = st.error();
        std::lock_guard lock(mutex);
        ++run.counts.done;
        done(k, result);
        if (options.progress) options.progress(run.counts);
    };
    if (options.ranks && options.ranks->size() > 1 && !interrupted()) { // (one rank alone has no one to hand out to)
        handOut(*options.ranks, mine, options, finish);
    } else if (!interrupted()) {
        parallelFor(mine.size(), options.threads, [&](std::size_t i) {
            if (interrupted()) return;
            finish(mine[i], compute ? compute(mine[i]) : Result<std::string>(Error { ErrorCode::Internal, "no way to compute a piece", {} }));
        });
    }
    run.interruptSignal = interruptSignal();
    return run;
}

std::string pieceWork(std::size_t k, const std::string& note) { return FieldWriter().whole(k).text(note).bytes(); }

void servePieces(Messenger& messenger, const std::function<Result<std::string>(std::size_t k, const std::string& note)>& compute)
{
    doHandedOutWork(messenger, [&](const std::string& work) -> Result<std::string> {
        FieldReader piece(work);
        const std::uint64_t k = piece.whole();
        std::string note = piece.text();
        if (!piece.complete()) return Error { ErrorCode::Internal, "not a piece of work as rank 0 hands it out", {} };
        return compute(std::size_t(k), note);
    });
}

} // namespace gantry
