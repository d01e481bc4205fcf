#include "core/util/Translate.h"

#include <charconv>

namespace gantry {

namespace {
Translator g_translator = nullptr;
NumberSigns g_signs;
} // namespace

std::string translate(const char* context, const char* text, const char* disambiguation, int count)
{
    if (g_translator) return g_translator(context, text, disambiguation, count);
    std::string out = text;
    if (count < 0) return out;
    // Qt's rule without a translator: %n is the count.
    char digits[16];
    const auto end = std::to_chars(digits, digits + sizeof digits, count).ptr;
    for (std::size_t at = out.find("%n"); at != std::string::npos; at = out.find("%n", at + std::size_t(end - digits)))
        out.replace(at, 2, digits, std::size_t(end - digits));
    return out;
}

std::string fillIn(const std::string& pattern, std::initializer_list<std::string> args)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (pattern[i] == '%' && next >= '1' && next <= '9' && std::size_t(next - '1') < args.size()) {
            out += *(args.begin() + (next - '1'));
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

void setLanguage(Translator translator, NumberSigns signs)
{
    g_translator = translator;
    g_signs = std::move(signs);
}

const NumberSigns& numberSigns() { return g_signs; }

} // namespace gantry
