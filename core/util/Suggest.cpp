#include "core/util/Suggest.h"

#include <algorithm>
#include <cctype>

namespace gantry {

namespace {
char folded(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
} // namespace

std::size_t editDistance(std::string_view a, std::string_view b)
{
    // Three rows of the optimal-string-alignment table: the current, the previous and the one before.
    std::vector<std::size_t> before(b.size() + 1), previous(b.size() + 1), current(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) previous[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const bool same = folded(a[i - 1]) == folded(b[j - 1]);
            current[j] = std::min({ previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same ? 0 : 1) });
            if (i > 1 && j > 1 && folded(a[i - 1]) == folded(b[j - 2]) && folded(a[i - 2]) == folded(b[j - 1]))
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates)
{
    if (word.empty() || word.size() > 200) return {}; // the distance is quadratic; long junk is no typo
    std::string best;
    std::size_t bestDistance = std::max<std::size_t>(2, word.size() / 3) + 1;
    for (const auto& c : candidates) {
        const bool prefix = c.size() > word.size() && std::equal(word.begin(), word.end(), c.begin(), [](char x, char y) {
            return folded(x) == folded(y);
        });
        const std::size_t d = prefix ? 1 : editDistance(word, c);
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

} // namespace gantry
