#pragma once
/** @brief Independent pieces of work handed out by one rank to the others as they finish (run times
 * differ by orders of magnitude, so no split fixed in advance): what `mpirun -np N gantry-cli sweep`
 * does (docs/scale-out.md, "Open MPI"). Every rank computes the same list of work, so only its
 * indices travel; results travel as bytes. */

#include "core/run/Messenger.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace gantry {

/// Rank 0: hands out `work` (indices into the list every rank holds) to ranks 1..size-1, one each at
/// a time, and calls `done(index, result)` for each result as it arrives (a failure carries the
/// worker's message); then tells every rank to stop.
void handOutWork(Messenger& messenger, const std::vector<std::size_t>& work,
    const std::function<void(std::size_t index, const Result<std::string>& result)>& done);

/// Ranks above 0: computes what rank 0 hands out, one piece at a time, until it says stop.
void doHandedOutWork(Messenger& messenger, const std::function<Result<std::string>(std::size_t index)>& compute);

} // namespace gantry
