// The sweep grid file: axes of overlays (docs/scale-out.md, "The grid").
#include "core/io/SweepGrid.h"

#include "core/io/ScenarioIo.h"
#include "core/io/ScenarioYaml.h"
#include "core/io/YamlReader.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/Interrupt.h"
#include "core/util/Sha256.h"

#include <yaml-cpp/yaml.h>

#include <limits>
#include <set>

namespace gantry {

using namespace scenarioyaml;

namespace {

constexpr std::size_t kMaxGridBytes = 1 << 20;
/// What a value may change: a variant's sections (a sweep's runs start from zero: no forks).
const std::vector<std::string> kOverlayKeys = { "description", "seed", "cluster", "models", "workload", "policy", "speed_model",
    "simulation", "tenants" };

class GridReader : public YamlReader {
public:
    GridReader(std::string file, const Scenario& scenario, long long maxRuns, std::string allowOption)
        : YamlReader(std::move(file)), m_scenario(scenario), m_maxRuns(maxRuns), m_allowOption(std::move(allowOption))
    {
    }

    SweepGrid read(const YAML::Node& root)
    {
        const MapReader top(*this, root, "", { "gantry_sweep", "axes" });
        if (auto v = top.get("gantry_sweep"))
            if (integer(*v, "gantry_sweep", 1, 1000) != 1)
                fail(ErrorCode::BadValue, "gantry_sweep", *v, translate("Error", "this Gantry reads sweep grids of version 1"));
        const YAML::Node axes = top.require("axes");
        enter(axes);
        if (!axes.IsSequence() || axes.size() == 0)
            fail(ErrorCode::BadValue, "axes", axes, translate("Error", "must be a list of axes (- name: ..., values: [...])"));
        countRuns(axes);
        SweepGrid grid;
        std::set<std::string> names;
        std::size_t i = 0;
        for (const auto& node : axes) {
            const std::string path = indexed("axes", i++);
            const MapReader m(*this, node, path, { "name", "values", "seeds" });
            SweepAxis axis;
            axis.name = name(m.require("name"), m.field("name"));
            if (!names.insert(axis.name).second)
                fail(ErrorCode::BadValue, m.field("name"), m.keyNode("name"), fillIn(translate("Error", "axis '%1' is defined twice"), { axis.name }));
            if (m.get("values") && m.get("seeds"))
                fail(ErrorCode::BadValue, m.field("seeds"), m.keyNode("seeds"), translate("Error", "give values or seeds, not both"));
            if (auto seeds = m.get("seeds")) {
                enter(*seeds);
                if (!seeds->IsSequence() || seeds->size() == 0)
                    fail(ErrorCode::BadValue, m.field("seeds"), *seeds, translate("Error", "must be a list of workload seeds ([1, 2, 3])"));
                std::size_t k = 0;
                for (const auto& seed : *seeds) {
                    const long long value = integer(seed, indexed(m.field("seeds"), k++), 0, 1LL << 53);
                    axis.values.push_back({ std::to_string(value), "seed: " + std::to_string(value) + "\n" });
                }
            } else {
                const YAML::Node values = m.require("values");
                enter(values);
                if (!values.IsSequence() || values.size() == 0)
                    fail(ErrorCode::BadValue, m.field("values"), values, translate("Error", "must be a list of values (- {label: ..., overlay: {...}})"));
                std::size_t k = 0;
                for (const auto& item : values) {
                    if (interrupted()) throw ErrorException(Error { ErrorCode::Cancelled, translate("Error", "interrupted"), {} });
                    axis.values.push_back(value(item, indexed(m.field("values"), k++)));
                }
            }
            std::set<std::string> labels;
            for (const SweepValue& v : axis.values)
                if (!labels.insert(v.label).second)
                    fail(ErrorCode::BadValue, m.field(m.get("seeds") ? "seeds" : "values"), node,
                        fillIn(translate("Error", "two values of axis '%1' are labelled '%2'"), { axis.name, v.label }));
            grid.axes.push_back(std::move(axis));
        }
        return grid;
    }

private:
    /// The product of the axes' lengths, before any value is read (and checked over the scenario).
    void countRuns(const YAML::Node& axes)
    {
        long long runs = 1;
        bool overflow = false;
        std::string sizes;
        for (const auto& node : axes) {
            long long length = 1;
            if (node.IsMap())
                for (const char* key : { "values", "seeds" })
                    if (const YAML::Node list = node[key]; list && list.IsSequence()) length = std::max(1LL, static_cast<long long>(list.size()));
            sizes += (sizes.empty() ? "" : " x ") + formatCount(length);
            overflow = overflow || __builtin_mul_overflow(runs, length, &runs);
        }
        if (!overflow && runs <= m_maxRuns) return;
        const std::string count = overflow ? fillIn(translate("Error", "more than %1"), { formatCount(std::numeric_limits<long long>::max()) })
                                           : formatCount(runs);
        //: %1 the number of runs, %2 "10 x 10 x 3", %3 the most a sweep may have, %4 the most it may be allowed, %5 the option
        const std::initializer_list<std::string> args { count, sizes, formatCount(m_maxRuns), formatCount(kMaxSweepRuns), m_allowOption };
        fail(ErrorCode::BadValue, "axes", axes,
            m_allowOption.empty() || m_maxRuns >= kMaxSweepRuns
                ? fillIn(translate("Error", "the grid makes %1 runs (%2 values per axis), more than the %3 a sweep may have: split it into "
                                            "smaller grids"),
                      args)
                : fillIn(translate("Error", "the grid makes %1 runs (%2 values per axis), more than the %3 a sweep may have: make it smaller, "
                                            "or allow up to %4 with %5"),
                      args));
    }

    SweepValue value(const YAML::Node& node, const std::string& path)
    {
        const MapReader m(*this, node, path, { "label", "overlay" });
        SweepValue v;
        v.label = text(m.require("label"), m.field("label"));
        const YAML::Node overlay = m.require("overlay");
        const std::string field = m.field("overlay");
        const MapReader keys(*this, overlay, field, kOverlayKeys);
        v.overlayYaml = mappingLines(overlay);
        // Checked over the scenario now, so that a mistake points into the grid file, not into a run.
        Scenario s = m_scenario;
        s.variants = { Variant { v.label, v.overlayYaml } };
        auto applied = applyVariant(s, 0);
        if (!applied) {
            const Error& e = applied.error();
            std::string rest = e.where.field;
            if (rest.rfind("variants[0]", 0) == 0) rest = rest.substr(11);
            if (!rest.empty() && rest.front() == '.') rest.erase(0, 1);
            const auto [deepest, matched] = walk(overlay, splitField(rest));
            fail(e.code, rest.empty() ? field : field + "." + rest, matched > 0 ? deepest : overlay, e.message);
        }
        return v;
    }

    const Scenario& m_scenario;
    long long m_maxRuns;
    std::string m_allowOption;
};

} // namespace

Result<SweepGrid> parseSweepGrid(const std::string& yamlText, const std::string& fileName, const Scenario& scenario, long long maxRuns,
    const std::string& allowOption)
{
    try {
        GridReader reader(fileName, scenario, maxRuns, allowOption);
        SweepGrid grid = reader.read(loadDocument(yamlText, fileName));
        grid.sha256 = Sha256::hex(yamlText);
        return grid;
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const YAML::Exception& e) {
        const Loc at = locOfMark(e.mark);
        return Error { ErrorCode::Parse, fillIn(translate("Error", "not valid YAML: %1"), { e.msg }), { fileName, at.line, at.column, {} } };
    }
}

Result<SweepGrid> loadSweepGrid(const std::string& path, const Scenario& scenario, long long maxRuns, const std::string& allowOption)
{
    auto text = readTextFile(path, kMaxGridBytes);
    if (!text) return text.error();
    return parseSweepGrid(*text, path, scenario, maxRuns, allowOption);
}

Result<std::string> combineOverlays(const std::vector<std::string>& overlays)
{
    try {
        YAML::Node merged(YAML::NodeType::Map);
        for (const std::string& overlay : overlays) merged = mergeNodes(merged, loadDocument(overlay, "overlay"), "");
        return mappingLines(merged);
    } catch (const ErrorException& e) {
        return e.error();
    } catch (const YAML::Exception& e) {
        return Error { ErrorCode::Parse, fillIn(translate("Error", "not valid YAML: %1"), { e.msg }), {} };
    }
}

} // namespace gantry
