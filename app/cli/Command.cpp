#include "app/cli/Command.h"

#include "core/model/Scenario.h"
#include "core/run/Messenger.h"
#include "core/util/TerminalOutput.h"
#include "core/util/Text.h"

#include <algorithm>
#include <unistd.h>

namespace gantry::cli {

CLI::Validator wholeNumber(long long lo, long long hi)
{
    const std::string range = "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    return CLI::Validator(
        [lo, hi, range](std::string& text) -> std::string {
            const auto value = parseInteger(text);
            return value && *value >= lo && *value <= hi ? std::string() : "needs " + range + " (got '" + text + "')";
        },
        "N");
}

CLI::Validator seedNumber()
{
    return CLI::Validator(
        [](std::string& text) -> std::string {
            static const std::string kMax = "18446744073709551615";
            const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
            const std::string trimmed = digits ? text.substr(std::min(text.find_first_not_of('0'), text.size() - 1)) : text;
            if (digits && (trimmed.size() < kMax.size() || (trimmed.size() == kMax.size() && trimmed <= kMax))) return {};
            return "needs a whole number from 0 to " + kMax + " (got '" + text + "')";
        },
        "SEED");
}

ProgressBar::ProgressBar(bool enabled) : m_enabled(enabled && ::isatty(STDERR_FILENO)) { }

void ProgressBar::update(const std::string& label, double fraction, const std::string& detail)
{
    if (!m_enabled) return;
    fraction = std::clamp(fraction, 0.0, 1.0);
    const int width = 30, filled = static_cast<int>(fraction * width);
    char line[512];
    const int n = std::snprintf(line, sizeof line, "%-24.24s [%s%s] %3d%%%s%s", printable(label).c_str(),
        std::string(std::size_t(filled), '#').c_str(), std::string(std::size_t(width - filled), ' ').c_str(),
        static_cast<int>(fraction * 100), detail.empty() ? "" : "  ", printable(detail).c_str());
    if (line == m_lastLine) return; // a terminal redrawn only when what it shows changes
    m_lastLine = line;
    // Spaces over what a longer previous line left behind.
    // Its own "\r" redraws the line: written past the guard on standard error (core/util/TerminalOutput.h).
    std::fprintf(unguardedStderr(), "\r%s%*s", line, std::max(0, m_shownWidth - n), "");
    m_shownWidth = std::max(m_shownWidth, n);
}

void ProgressBar::finish()
{
    if (m_shownWidth > 0) std::fprintf(unguardedStderr(), "\r%*s\r", m_shownWidth, "");
    m_shownWidth = 0;
    m_lastLine.clear();
}

std::optional<int> openOutputFolder(const std::string& out, std::optional<OutputFolder>& folder)
{
    if (out.empty()) return std::nullopt;
    auto opened = OutputFolder::open(out);
    if (!opened) return fail(opened.error());
    folder.emplace(std::move(opened.value()));
    return std::nullopt;
}

std::optional<int> parseShardAndRanks(const std::string& text, Shard& shard, Messenger*& mpi)
{
    if (!text.empty()) {
        const std::size_t slash = text.find('/');
        const auto i = slash == std::string::npos ? std::nullopt : parseInteger(text.substr(0, slash));
        const auto n = slash == std::string::npos ? std::nullopt : parseInteger(text.substr(slash + 1));
        if (!i || !n || *n < 1 || *i < 1 || *i > *n || *n > 1'000'000)
            return fail({ ErrorCode::BadValue, "must be i/N with 1 <= i <= N (got '" + text + "')", { {}, 0, 0, "--shard" } });
        shard = { int(*i), int(*n) };
    }
    auto ranks = mpiRanks();
    if (!ranks) return fail(ranks.error());
    mpi = ranks.value();
    if (mpi && shard.sharded())
        return fail({ ErrorCode::BadValue, "under mpirun the ranks share the runs out themselves: leave out --shard", { {}, 0, 0, "--shard" } });
    return std::nullopt;
}

Result<int> findVariant(const Scenario& scenario, const std::string& name, const std::string& file)
{
    if (name.empty()) return -1;
    std::string names;
    for (int i = 0; i < static_cast<int>(scenario.variants.size()); ++i) {
        if (scenario.variants[i].name == name) return i;
        names += (names.empty() ? "" : ", ") + std::string("'") + scenario.variants[i].name + "'";
    }
    return Error { ErrorCode::UnknownName,
        "no variant named '" + name + "' in " + file + (names.empty() ? " (it has none)" : " (its variants: " + names + ")"),
        { "", 0, 0, "--variant" } };
}

} // namespace gantry::cli
