#include "core/policy/PolicyRegistry.h"

#include "core/policy/ComposedScheduler.h"
#include "core/util/Translate.h"

namespace gantry {

const char* policyKindName(PolicyKind kind)
{
    switch (kind) {
    case PolicyKind::Scheduler: return "scheduler";
    case PolicyKind::Ordering: return "ordering";
    case PolicyKind::Placement: return "placement";
    case PolicyKind::Sizing: return "sizing";
    case PolicyKind::Sharing: return "sharing";
    }
    return "scheduler";
}

PolicyRegistry& PolicyRegistry::instance()
{
    static PolicyRegistry* registry = [] {
        auto* r = new PolicyRegistry;
        registerBuiltinPolicies(*r);
        return r;
    }();
    return *registry;
}

void PolicyRegistry::addScheduler(PolicyInfo info, SchedulerFactory factory)
{
    info.kind = PolicyKind::Scheduler;
    Entry e { info, std::move(factory), {}, {}, {}, {} };
    m_entries[{ int(info.kind), info.name }] = std::move(e);
}

void PolicyRegistry::addOrdering(PolicyInfo info, OrderingFactory factory)
{
    info.kind = PolicyKind::Ordering;
    Entry e { info, {}, std::move(factory), {}, {}, {} };
    m_entries[{ int(info.kind), info.name }] = std::move(e);
}

void PolicyRegistry::addPlacement(PolicyInfo info, PlacementFactory factory)
{
    info.kind = PolicyKind::Placement;
    Entry e { info, {}, {}, std::move(factory), {}, {} };
    m_entries[{ int(info.kind), info.name }] = std::move(e);
}

void PolicyRegistry::addSizing(PolicyInfo info, SizingFactory factory)
{
    info.kind = PolicyKind::Sizing;
    Entry e { info, {}, {}, {}, std::move(factory), {} };
    m_entries[{ int(info.kind), info.name }] = std::move(e);
}

void PolicyRegistry::addSharing(PolicyInfo info, SharingFactory factory)
{
    info.kind = PolicyKind::Sharing;
    Entry e { info, {}, {}, {}, {}, std::move(factory) };
    m_entries[{ int(info.kind), info.name }] = std::move(e);
}

const PolicyRegistry::Entry* PolicyRegistry::entry(PolicyKind kind, const std::string& name) const
{
    auto it = m_entries.find({ int(kind), name });
    return it == m_entries.end() ? nullptr : &it->second;
}

const PolicyInfo* PolicyRegistry::find(PolicyKind kind, const std::string& name) const
{
    const Entry* e = entry(kind, name);
    return e ? &e->info : nullptr;
}

std::vector<PolicyInfo> PolicyRegistry::list(PolicyKind kind) const
{
    std::vector<PolicyInfo> out;
    for (const auto& [key, e] : m_entries)
        if (key.first == int(kind)) out.push_back(e.info);
    return out;
}

Status PolicyRegistry::validate(const PolicyConfig& config) const
{
    auto check = [&](PolicyKind kind, const PolicyPart& part) -> Status {
        const std::string field = std::string("policy.") + policyKindName(kind);
        const PolicyInfo* info = find(kind, part.name);
        if (!info) {
            std::string known;
            for (const auto& i : list(kind)) known += (known.empty() ? "" : ", ") + i.name;
            return Error { ErrorCode::UnknownName,
                fillIn(translate("Error", "unknown %1 '%2' (known: %3)"), { std::string(policyKindName(kind)), part.name, known }),
                { {}, 0, 0, field } };
        }
        const Params params(info->params, part.params);
        if (auto st = params.validate(field); !st) return st;
        return info->check ? info->check(params, field) : Status(Ok {});
    };
    if (!config.scheduler.name.empty()) {
        if (config.sharing.name != "none")
            return Error { ErrorCode::BadValue,
                fillIn(translate("Error", "sharing '%1' goes with a composed policy; the scheduler '%2' decides everything and would ignore the "
                        "tenants' quotas (set sharing: none, or leave out the scheduler)"), { config.sharing.name, config.scheduler.name }),
                { {}, 0, 0, "policy.sharing" } };
        return check(PolicyKind::Scheduler, config.scheduler);
    }
    if (auto s = check(PolicyKind::Ordering, config.ordering); !s) return s;
    if (auto s = check(PolicyKind::Placement, config.placement); !s) return s;
    if (auto s = check(PolicyKind::Sizing, config.sizing); !s) return s;
    if (auto s = check(PolicyKind::Sharing, config.sharing); !s) return s;
    if (config.sharing.name != "none" && config.sizing.name != "none")
        return Error { ErrorCode::BadValue,
            fillIn(translate("Error", "sharing '%1' does not yet go with elastic sizing ('%2'): quotas are kept when jobs start, not when a sizing "
                    "part resizes them"), { config.sharing.name, config.sizing.name }),
            { {}, 0, 0, "policy.sharing" } };
    return Ok {};
}

template <class Factory> auto PolicyRegistry::make(PolicyKind kind, const PolicyPart& part, Factory Entry::*factory) const
{
    const Entry* e = entry(kind, part.name);
    return e ? (e->*factory)(Params(e->info.params, part.params)) : nullptr;
}

std::unique_ptr<OrderingPolicy> PolicyRegistry::makeOrdering(const PolicyPart& part) const
{
    return make(PolicyKind::Ordering, part, &Entry::ordering);
}

std::unique_ptr<PlacementPolicy> PolicyRegistry::makePlacement(const PolicyPart& part) const
{
    return make(PolicyKind::Placement, part, &Entry::placement);
}

std::unique_ptr<SizingPolicy> PolicyRegistry::makeSizing(const PolicyPart& part) const
{
    return make(PolicyKind::Sizing, part, &Entry::sizing);
}

std::unique_ptr<SharingPolicy> PolicyRegistry::makeSharing(const PolicyPart& part) const
{
    return make(PolicyKind::Sharing, part, &Entry::sharing);
}

Result<std::unique_ptr<Scheduler>> PolicyRegistry::build(const PolicyConfig& config, const Scenario& scenario) const
{
    if (auto s = validate(config); !s) return s.error();
    if (!config.scheduler.name.empty()) {
        const Entry* e = entry(PolicyKind::Scheduler, config.scheduler.name);
        return e->scheduler(Params(e->info.params, config.scheduler.params), scenario);
    }
    if (config.sharing.name != "none" && scenario.tenants.empty())
        return Error { ErrorCode::MissingField,
            fillIn(translate("Error", "sharing '%1' shares the GPUs among tenants, and the scenario declares none (add a tenants: section)"),
                { config.sharing.name }),
            { {}, 0, 0, "policy.sharing" } };
    auto sizing = makeSizing(config.sizing); // "none" builds a null sizing part
    // Elastic sizing re-decides allocations every slot: DL2 uses 20-minute slots (pengyanghua/DL2 parameters.py).
    const SimTime tick = sizing ? 1200.0 : 0.0;
    std::unique_ptr<Scheduler> s = std::make_unique<ComposedScheduler>(
        makeOrdering(config.ordering), makePlacement(config.placement), std::move(sizing), config.backfill, tick,
        makeSharing(config.sharing)); // "none" builds a null sharing part
    return s;
}

} // namespace gantry
