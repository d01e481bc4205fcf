#include "app/cli/Command.h"

#include "core/util/Text.h"

#include <algorithm>

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

} // namespace gantry::cli
