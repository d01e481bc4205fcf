#include "core/util/SharedText.h"

#include <mutex>
#include <ostream>
#include <unordered_set>

namespace gantry {

namespace {

struct TextHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const noexcept { return std::hash<std::string_view>()(text); }
};

// Nodes never move, so a pointer to a copy stays valid as the set grows. Sweeps and imports run on
// several threads at once, hence the lock; it is taken once per record read, never in a simulation.
struct Copies {
    std::mutex lock;
    std::unordered_set<std::string, TextHash, std::equal_to<>> texts;
};

Copies& copies()
{
    static Copies* instance = new Copies; // never destroyed: texts may be read while statics go away
    return *instance;
}

} // namespace

const std::string& SharedText::emptyText() noexcept
{
    static const std::string empty;
    return empty;
}

const std::string& SharedText::intern(std::string_view text)
{
    Copies& c = copies();
    const std::lock_guard<std::mutex> hold(c.lock);
    auto it = c.texts.find(text);
    if (it == c.texts.end()) it = c.texts.emplace(text).first;
    return *it;
}

std::string operator+(const std::string& a, SharedText b) { return a + b.str(); }
std::string operator+(SharedText a, const std::string& b) { return a.str() + b; }
std::string operator+(const char* a, SharedText b) { return a + b.str(); }
std::ostream& operator<<(std::ostream& out, SharedText text) { return out << text.str(); }

} // namespace gantry
