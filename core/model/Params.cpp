#include "core/model/Params.h"

#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <cmath>

namespace gantry {

const ParamSpec* Params::find(const std::string& name) const
{
    for (const auto& s : m_specs)
        if (s.name == name) return &s;
    return nullptr;
}

Status Params::validate(const std::string& context) const
{
    auto fail = [&](const std::string& name, std::string message, ErrorCode code = ErrorCode::BadValue) {
        return Error { code, std::move(message), { {}, 0, 0, context.empty() ? name : context + "." + name } };
    };
    for (const auto& entry : m_values) {
        // Named copies, not structured bindings: clang < 16 cannot capture bindings in lambdas.
        const std::string& name = entry.first;
        const ParamValue& value = entry.second;
        const ParamSpec* spec = find(name);
        if (!spec) {
            std::string known;
            for (const auto& s : m_specs) known += (known.empty() ? "" : ", ") + s.name;
            return fail(name, fillIn(translate("Error", "unknown parameter (known: %1)"), { known.empty() ? translate("Error", "none") : known }),
                ErrorCode::UnknownName);
        }
        auto checkNumber = [&](double x) -> Status {
            if (!std::isfinite(x)) return fail(name, translate("Error", "must be a finite number"));
            if (spec->type == ParamType::Integer && x != std::floor(x)) return fail(name, translate("Error", "must be a whole number"));
            if (spec->type == ParamType::Boolean && x != 0.0 && x != 1.0) return fail(name, translate("Error", "must be true or false"));
            if (x < spec->minimum || x > spec->maximum) {
                // Whole numbers in full ("1000000", not "1e+06"): these are read by people.
                auto shown = [](double v) {
                    return v == std::floor(v) && std::abs(v) < 1e15 ? std::to_string(static_cast<long long>(v)) : formatNumber(v);
                };
                return fail(name,
                    fillIn(translate("Error", "must be between %1 and %2 (got %3)"), { shown(spec->minimum), shown(spec->maximum), shown(x) }));
            }
            return Ok {};
        };
        switch (spec->type) {
        case ParamType::Number:
        case ParamType::Integer:
        case ParamType::Boolean:
            if (!std::holds_alternative<double>(value)) return fail(name, translate("Error", "must be a number"));
            if (auto s = checkNumber(std::get<double>(value)); !s) return s;
            break;
        case ParamType::Text:
            if (!std::holds_alternative<std::string>(value)) return fail(name, translate("Error", "must be text"));
            break;
        case ParamType::NumberList:
            if (!std::holds_alternative<std::vector<double>>(value)) return fail(name, translate("Error", "must be a list of numbers"));
            for (double x : std::get<std::vector<double>>(value))
                if (auto s = checkNumber(x); !s) return s;
            break;
        }
    }
    return Ok {};
}

double Params::number(const std::string& name) const
{
    if (auto it = m_values.find(name); it != m_values.end() && std::holds_alternative<double>(it->second))
        return std::get<double>(it->second);
    const ParamSpec* spec = find(name);
    if (spec && std::holds_alternative<double>(spec->defaultValue)) return std::get<double>(spec->defaultValue);
    return 0.0;
}

std::string Params::text(const std::string& name) const
{
    if (auto it = m_values.find(name); it != m_values.end() && std::holds_alternative<std::string>(it->second))
        return std::get<std::string>(it->second);
    const ParamSpec* spec = find(name);
    if (spec && std::holds_alternative<std::string>(spec->defaultValue)) return std::get<std::string>(spec->defaultValue);
    return {};
}

std::vector<double> Params::list(const std::string& name) const
{
    if (auto it = m_values.find(name); it != m_values.end()) {
        if (std::holds_alternative<std::vector<double>>(it->second)) return std::get<std::vector<double>>(it->second);
        if (std::holds_alternative<double>(it->second)) return { std::get<double>(it->second) };
    }
    const ParamSpec* spec = find(name);
    if (spec && std::holds_alternative<std::vector<double>>(spec->defaultValue))
        return std::get<std::vector<double>>(spec->defaultValue);
    return {};
}

std::string paramToString(const ParamValue& value)
{
    // Shortest exact spelling: 0.05, not 0.050000000000000003 (provenance, `gantry-cli policies`).
    if (std::holds_alternative<double>(value)) return formatNumber(std::get<double>(value));
    if (std::holds_alternative<std::string>(value)) return std::get<std::string>(value);
    std::string out = "[";
    for (double x : std::get<std::vector<double>>(value)) out += (out.size() > 1 ? ", " : "") + formatNumber(x);
    return out + ']';
}

} // namespace gantry
