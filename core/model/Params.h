#pragma once
/** @brief Typed parameters for policies, speed models and generators, with their descriptions (the GUI
 * builds its forms from ParamSpec lists). */

#include "core/util/Error.h"

#include <map>
#include <string>
#include <variant>
#include <vector>

namespace gantry {

using ParamValue = std::variant<double, std::string, std::vector<double>>;
using ParamMap = std::map<std::string, ParamValue>; // ordered: deterministic output

enum class ParamType { Number, Integer, Boolean, Text, NumberList };

struct ParamSpec {
    std::string name;
    ParamType type = ParamType::Number;
    ParamValue defaultValue = 0.0;
    double minimum = -1e300; ///< for Number/Integer/NumberList elements
    double maximum = 1e300;
    std::string description; ///< one sentence, with the source of the default
};

/// Reads parameters with defaults from their specs; validate() first rejects unknown keys and bad values.
class Params {
public:
    Params() = default;
    Params(std::vector<ParamSpec> specs, ParamMap values) : m_specs(std::move(specs)), m_values(std::move(values)) { }

    /// Unknown names, wrong types and out-of-range values; `context` prefixes the field path.
    Status validate(const std::string& context) const;

    double number(const std::string& name) const;
    int integer(const std::string& name) const { return static_cast<int>(number(name)); }
    bool boolean(const std::string& name) const { return number(name) != 0.0; }
    std::string text(const std::string& name) const;
    std::vector<double> list(const std::string& name) const;

    const std::vector<ParamSpec>& specs() const { return m_specs; }
    const ParamMap& values() const { return m_values; }

private:
    const ParamSpec* find(const std::string& name) const;
    std::vector<ParamSpec> m_specs;
    ParamMap m_values;
};

std::string paramToString(const ParamValue& value);

} // namespace gantry
