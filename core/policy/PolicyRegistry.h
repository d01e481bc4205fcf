#pragma once
/** @brief Every policy Gantry knows, by name, with its parameters (the GUI builds its editor from
 * this; scenario files are validated against it). Learned schedulers register themselves here too. */

#include "core/model/Params.h"
#include "core/model/Scenario.h"
#include "core/policy/PolicyParts.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace gantry {

enum class PolicyKind { Scheduler, Ordering, Placement, Sizing, Sharing };
const char* policyKindName(PolicyKind kind);

struct PolicyInfo {
    PolicyKind kind = PolicyKind::Ordering;
    std::string name;
    std::string title;       ///< short human name: "Tiresias 2D-LAS"
    std::string description; ///< what it does, and its source
    std::vector<ParamSpec> params;
    bool usesOracle = false; ///< knows job durations in advance (SJF, SRTF, ...)
    /// Optional: whether values that are each in range agree with each other (Dally's timers). Errors
    /// name "<field>.<parameter>"; such settings are refused, never quietly changed.
    std::function<Status(const Params&, const std::string& field)> check = {};
};

class PolicyRegistry {
public:
    using SchedulerFactory = std::function<Result<std::unique_ptr<Scheduler>>(const Params&, const Scenario&)>;
    using OrderingFactory = std::function<std::unique_ptr<OrderingPolicy>(const Params&)>;
    using PlacementFactory = std::function<std::unique_ptr<PlacementPolicy>(const Params&)>;
    using SizingFactory = std::function<std::unique_ptr<SizingPolicy>(const Params&)>;
    using SharingFactory = std::function<std::unique_ptr<SharingPolicy>(const Params&)>;

    /// The process-wide registry with every built-in policy registered.
    static PolicyRegistry& instance();

    void addScheduler(PolicyInfo info, SchedulerFactory factory);
    void addOrdering(PolicyInfo info, OrderingFactory factory);
    void addPlacement(PolicyInfo info, PlacementFactory factory);
    void addSizing(PolicyInfo info, SizingFactory factory);
    void addSharing(PolicyInfo info, SharingFactory factory);

    const PolicyInfo* find(PolicyKind kind, const std::string& name) const;
    std::vector<PolicyInfo> list(PolicyKind kind) const;

    /// Checks names and parameters of a policy configuration; the error names the field
    /// ("policy.ordering.queue_thresholds") so loaders can attach the YAML line.
    Status validate(const PolicyConfig& config) const;
    /// Builds the scheduler a scenario asks for: its `scheduler`, or ordering x placement x sizing x
    /// sharing. A sharing policy needs the scenario's tenants and goes with neither a scheduler nor
    /// elastic sizing (errors name "policy.sharing").
    Result<std::unique_ptr<Scheduler>> build(const PolicyConfig& config, const Scenario& scenario) const;

    std::unique_ptr<OrderingPolicy> makeOrdering(const PolicyPart& part) const;
    std::unique_ptr<PlacementPolicy> makePlacement(const PolicyPart& part) const;
    std::unique_ptr<SizingPolicy> makeSizing(const PolicyPart& part) const;
    std::unique_ptr<SharingPolicy> makeSharing(const PolicyPart& part) const;

private:
    PolicyRegistry() = default;
    struct Entry {
        PolicyInfo info;
        SchedulerFactory scheduler;
        OrderingFactory ordering;
        PlacementFactory placement;
        SizingFactory sizing;
        SharingFactory sharing;
    };
    const Entry* entry(PolicyKind kind, const std::string& name) const;
    /// The part `part` names, built by its entry's factory (null for an unknown name, or "none").
    template <class Factory> auto make(PolicyKind kind, const PolicyPart& part, Factory Entry::*factory) const;
    std::map<std::pair<int, std::string>, Entry> m_entries;
};

/// Registers the built-in heuristic policies (called once by PolicyRegistry::instance()).
void registerBuiltinPolicies(PolicyRegistry& registry);

} // namespace gantry
