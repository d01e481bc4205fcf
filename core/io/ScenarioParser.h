#pragma once
/** @brief The scenario parser: a scenario file's sections read into the model, each error located at its
 * file, line and field. Internal to core/io (ScenarioIo.cpp reads the scenario, PlanParse.cpp its plan). */

#include "core/io/ScenarioIo.h"
#include "core/io/YamlReader.h"

#include <yaml-cpp/yaml.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gantry::scenarioyaml {

class ScenarioParser : public YamlReader {
public:
    ScenarioParser(std::string file, std::string baseDirectory, const ScenarioValidators& validators)
        : YamlReader(std::move(file)), m_baseDirectory(std::move(baseDirectory)), m_validators(validators)
    {
    }

    Scenario parse(const YAML::Node& root);

    /// Lets errors reported by name ("cluster.machines.r0-m1.gpus") point at the YAML node.
    void alias(const std::string& namePath, const std::string& indexedPath, const YAML::Node& node)
    {
        m_aliases[namePath] = { indexedPath, node };
    }

    /// Turns an error from a validator (field path, no location) into one located in this file.
    Error locate(Error error, const YAML::Node& fallback) const;

private:
    Cluster parseCluster(const YAML::Node& node);
    std::vector<GpuType> parseGpuTypes(const YAML::Node& node, const std::string& path);
    ModelCatalog parseModels(const YAML::Node& node);
    WorkloadConfig parseWorkload(const YAML::Node& node);
    PolicyPart parsePart(const YAML::Node& node, const std::string& field);
    PolicyConfig parsePolicy(const YAML::Node& node);
    SpeedModelConfig parseSpeedModel(const YAML::Node& node);
    SimulationConfig parseSimulation(const YAML::Node& node);
    CostConfig parseCost(const YAML::Node& node);
    Plan parsePlan(const YAML::Node& node, const Scenario& scenario);
    /// Refuses a plan of more than kMaxPlanOptions policies x quota splits before either is read.
    void checkPlanOptionCount(const MapReader& plan);
    std::vector<MachineOption> parsePlanMachines(const MapReader& plan, const Scenario& scenario);
    /// Each policy checked as one (errors at its own line) and kept as flow YAML, merged when the plan runs.
    std::vector<std::string> parsePlanPolicies(const MapReader& plan, const YAML::Node& policies);
    std::vector<QuotaSplit> parseQuotaSplits(const MapReader& plan, const YAML::Node& splits, const Scenario& scenario);
    /// The levels a map holds (every metric key), appended to `out` for `tenant` (empty: every job, and
    /// the map may hold `tenants`, returned).
    std::optional<YAML::Node> parseLevels(const YAML::Node& node, const std::string& field, const std::string& tenant,
        std::vector<ServiceLevel>& out);
    std::vector<Tenant> parseTenants(const YAML::Node& node, const Cluster& cluster);
    std::vector<Partition> parsePartitions(const YAML::Node& node, const Cluster& cluster);
    void checkVariants(Scenario& scenario, const YAML::Node& node);

    std::string m_baseDirectory;
    const ScenarioValidators& m_validators;
    YAML::Node m_root;
    struct Alias {
        std::string indexedPath;
        YAML::Node node;
    };
    std::map<std::string, Alias> m_aliases;
};

} // namespace gantry::scenarioyaml
