#pragma once
/** @brief Reading a YAML document whose every error names the file, line, column and field: the
 * checked scalars (numbers without the locale, whole numbers in a range, true/false, text, names,
 * parameters) and mappings with known keys. The scenario parser and the lesson parser are built on
 * it. Internal to core/io and the readers of Gantry's own YAML formats. */

#include "core/io/ScenarioYaml.h"
#include "core/model/Params.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace gantry::scenarioyaml {

class MapReader;

enum class Range { Any, NonNegative, Positive, AtLeastOne, Fraction };

/// The checked scalar readers; each failure throws an ErrorException located at the node.
class YamlReader {
public:
    explicit YamlReader(std::string file) : m_file(std::move(file)) { }

    [[noreturn]] void fail(ErrorCode code, const std::string& field, const YAML::Node& at, const std::string& message) const
    {
        const Loc loc = locOf(at, m_lastLoc);
        throw ErrorException(Error { code, message, { m_file, loc.line, loc.column, field } });
    }

    void enter(const YAML::Node& node) { m_lastLoc = locOf(node, m_lastLoc); }

    /// `what` is what the value should be, translated: translate("Error", "a number").
    void expectScalar(const YAML::Node& node, const std::string& field, const std::string& what)
    {
        enter(node);
        //: %1 is what the value should be: "a number", "text", "true or false", ...
        if (!node.IsDefined() || node.IsNull()) fail(ErrorCode::MissingField, field, node, fillIn(translate("Error", "needs %1"), { what }));
        if (!node.IsScalar())
            fail(ErrorCode::BadValue, field, node,
                fillIn(node.IsSequence() ? translate("Error", "must be %1, not a list") : translate("Error", "must be %1, not a mapping"), { what }));
    }

    /// A time: seconds, or a number with a unit (s, m, h, d: "36h", "1.5d").
    double time(const YAML::Node& node, const std::string& field)
    {
        expectScalar(node, field, translate("Error", "a time (seconds, or a number with s, m, h or d: 36h)"));
        std::string s = node.Scalar();
        double unit = 1;
        if (!s.empty() && std::isalpha(static_cast<unsigned char>(s.back()))) {
            static const std::map<char, double> units = { { 's', 1 }, { 'm', 60 }, { 'h', 3600 }, { 'd', 86400 } };
            const auto it = units.find(static_cast<char>(std::tolower(static_cast<unsigned char>(s.back()))));
            if (it == units.end())
                fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "unknown unit in '%1' (use s, m, h or d, e.g. 36h)"), { s }));
            unit = it->second;
            s.pop_back();
        }
        double x = 0;
        if (parseDouble(s, x) != NumberParse::Ok)
            fail(ErrorCode::BadValue, field, node,
                fillIn(translate("Error", "must be a time such as 3600, 90m, 36h or 2d (got '%1')"), { node.Scalar() }));
        if (x < 0) fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "must be >= 0 (got %1)"), { node.Scalar() }));
        return x * unit;
    }

    double number(const YAML::Node& node, const std::string& field, Range range = Range::Any)
    {
        expectScalar(node, field, translate("Error", "a number"));
        const std::string& s = node.Scalar();
        if (!isPlain(node)) fail(ErrorCode::BadValue, field, node, translate("Error", "must be a number, not quoted text"));
        double x = 0;
        switch (parseDouble(s, x)) {
        case NumberParse::Ok: break;
        case NumberParse::NotFinite: fail(ErrorCode::BadValue, field, node, translate("Error", "must be a finite number (not NaN or infinity)"));
        case NumberParse::OutOfRange: fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "number '%1' is out of range"), { s }));
        case NumberParse::NotNumber: fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "must be a number (got '%1')"), { s }));
        }
        switch (range) {
        case Range::Any: break;
        case Range::NonNegative:
            if (x < 0) fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "must be >= 0 (got %1)"), { s }));
            break;
        case Range::Positive:
            if (x <= 0) fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "must be > 0 (got %1)"), { s }));
            break;
        case Range::AtLeastOne:
            if (x < 1) fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "must be >= 1 (got %1)"), { s }));
            break;
        case Range::Fraction:
            if (x < 0 || x >= 1) fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "must be in [0, 1) (got %1)"), { s }));
            break;
        }
        return x;
    }

    long long integer(const YAML::Node& node, const std::string& field, long long minimum, long long maximum)
    {
        const double x = number(node, field);
        if (x != std::floor(x)) fail(ErrorCode::BadValue, field, node,
            fillIn(translate("Error", "must be a whole number (got %1)"), { node.Scalar() }));
        if (x < static_cast<double>(minimum) || x > static_cast<double>(maximum))
            fail(ErrorCode::BadValue, field, node,
                fillIn(translate("Error", "must be between %1 and %2 (got %3)"),
                    { std::to_string(minimum), std::to_string(maximum), node.Scalar() }));
        return static_cast<long long>(x);
    }

    bool boolean(const YAML::Node& node, const std::string& field)
    {
        expectScalar(node, field, translate("Error", "true or false"));
        const std::string value = lower(node.Scalar());
        if (isPlain(node) && value == "true") return true;
        if (isPlain(node) && value == "false") return false;
        if (isPlain(node) && isReservedWord(value) && value != "null" && value != "~")
            fail(ErrorCode::BadValue, field, node,
                fillIn(translate("Error", "'%1' is ambiguous in YAML; write true or false"), { node.Scalar() }));
        fail(ErrorCode::BadValue, field, node, fillIn(translate("Error", "must be true or false (got '%1')"), { node.Scalar() }));
    }

    std::string scalarText(const YAML::Node& node, const std::string& field, bool allowEmpty)
    {
        expectScalar(node, field, translate("Error", "text"));
        if (!allowEmpty && node.Scalar().empty()) fail(ErrorCode::BadValue, field, node, translate("Error", "must not be empty"));
        return node.Scalar();
    }

    /// Prose (a description, a lesson's text): shown in terminals, the GUI and reports, so lines and tabs
    /// but no other control character (textProblem): an escape sequence in it is a mistake or an attack.
    std::string text(const YAML::Node& node, const std::string& field, bool allowEmpty = false)
    {
        std::string value = scalarText(node, field, allowEmpty);
        if (auto problem = textProblem(value)) fail(ErrorCode::BadValue, field, node, *problem);
        return value;
    }

    /// Text that names something (a scenario, variant, GPU type, rack, machine, model or job): printed
    /// in terminals, tables and reports, so never with control characters (nameProblem).
    std::string name(const YAML::Node& node, const std::string& field, bool allowEmpty = false)
    {
        std::string value = scalarText(node, field, allowEmpty);
        if (auto problem = nameProblem(value)) fail(ErrorCode::BadValue, field, node, *problem);
        return value;
    }

    ParamValue param(const YAML::Node& node, const std::string& field)
    {
        enter(node);
        if (!node.IsDefined() || node.IsNull()) fail(ErrorCode::MissingField, field, node, translate("Error", "needs a value"));
        if (node.IsMap()) fail(ErrorCode::BadValue, field, node,
            translate("Error", "a parameter is a number, text, true/false or a list of numbers"));
        if (node.IsSequence()) {
            std::vector<double> values;
            std::size_t i = 0;
            for (const auto& element : node) values.push_back(number(element, indexed(field, i++)));
            return values;
        }
        if (!isPlain(node)) return node.Scalar();
        const std::string value = lower(node.Scalar());
        if (value == "true" || value == "false") return value == "true" ? 1.0 : 0.0;
        if (value == "yes" || value == "no" || value == "on" || value == "off" || value == "y" || value == "n")
            fail(ErrorCode::BadValue, field, node,
                fillIn(translate("Error", "'%1' is ambiguous in YAML; write true or false (or quote it if you mean text)"), { node.Scalar() }));
        double x = 0;
        switch (parseDouble(node.Scalar(), x)) {
        case NumberParse::Ok: return x;
        case NumberParse::NotFinite: fail(ErrorCode::BadValue, field, node, translate("Error", "must be a finite number (not NaN or infinity)"));
        case NumberParse::OutOfRange: fail(ErrorCode::BadValue, field, node,
            fillIn(translate("Error", "number '%1' is out of range"), { node.Scalar() }));
        case NumberParse::NotNumber: break;
        }
        return node.Scalar();
    }

    ParamMap params(const MapReader& map, const std::set<std::string>& skip);

    const std::string& file() const { return m_file; }

protected:
    std::string m_file;
    Loc m_lastLoc;
};


/// A mapping being read: checks keys are text, unique and known, and hands out values.
class MapReader {
public:
    MapReader(YamlReader& reader, const YAML::Node& node, std::string path, std::vector<std::string> known,
        bool allowUnknown = false);

    std::optional<YAML::Node> get(const std::string& key) const;
    YAML::Node require(const std::string& key) const;
    const std::string& path() const { return m_path; }
    std::string field(const std::string& key) const { return join(m_path, key); }
    /// Key/value pairs in document order.
    const std::vector<std::pair<YAML::Node, YAML::Node>>& entries() const { return m_entries; }
    YAML::Node keyNode(const std::string& key) const;

private:
    YamlReader& m_reader;
    YAML::Node m_node;
    std::string m_path;
    std::vector<std::pair<YAML::Node, YAML::Node>> m_entries;
};

inline ParamMap YamlReader::params(const MapReader& map, const std::set<std::string>& skip)
{
    ParamMap out;
    for (const auto& [key, value] : map.entries())
        if (!skip.count(key.Scalar())) out[key.Scalar()] = param(value, map.field(key.Scalar()));
    return out;
}

} // namespace gantry::scenarioyaml
