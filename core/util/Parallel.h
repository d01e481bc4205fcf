#pragma once
/** @brief Independent pieces of work on a few threads: each thread takes the next piece not yet taken,
 * so the order they finish in varies but what each piece computes does not. Results go into slots
 * the caller indexes by piece, never into shared state, so no result depends on the thread count. */

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <functional>
#include <thread>
#include <vector>

namespace gantry {

/// Calls work(0) ... work(count - 1) on up to `threads` threads (the calling one included) and returns
/// when every call has.
inline void parallelFor(std::size_t count, int threads, const std::function<void(std::size_t)>& work)
{
    std::atomic<std::size_t> next { 0 };
    auto worker = [&] {
        for (std::size_t i = next++; i < count; i = next++) work(i);
    };
    const int used = std::clamp(threads, 1, static_cast<int>(std::max<std::size_t>(1, count)));
    std::vector<std::thread> pool;
    for (int t = 1; t < used; ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
}

} // namespace gantry
