// Scenario YAML written canonically: fixed key order, expanded clusters, numbers in their shortest
// exact form, text that reads back as itself (parseScenario(emitScenario(s)) == s).
#include "core/io/ScenarioIo.h"

#include "core/io/ScenarioYaml.h"
#include "core/util/File.h"
#include "core/util/Sha256.h"
#include "core/util/Text.h"

namespace gantry {

using namespace scenarioyaml;

namespace {

void emitText(std::string& out, const std::string& indent, const std::string& key, const std::string& value)
{
    if (fitsLiteralBlock(value)) {
        const bool endsWithNewline = value.back() == '\n';
        out += indent + key + ": |" + (endsWithNewline ? "" : "-") + "\n";
        std::size_t start = 0;
        const std::string body = endsWithNewline ? value.substr(0, value.size() - 1) : value;
        while (start <= body.size()) {
            std::size_t end = body.find('\n', start);
            if (end == std::string::npos) end = body.size();
            const std::string line = body.substr(start, end - start);
            out += line.empty() ? "\n" : indent + "  " + line + "\n";
            start = end + 1;
        }
    } else {
        out += indent + key + ": " + quoteText(value) + "\n";
    }
}

std::string paramText(const ParamValue& value)
{
    if (const double* x = std::get_if<double>(&value)) return formatNumber(*x);
    if (const std::string* s = std::get_if<std::string>(&value)) return quoteText(*s);
    std::string out = "[";
    bool first = true;
    for (double x : std::get<std::vector<double>>(value)) {
        out += (first ? "" : ", ") + formatNumber(x);
        first = false;
    }
    return out + "]";
}

std::string partText(const PolicyPart& part)
{
    if (part.params.empty()) return quoteText(part.name);
    std::string out = "{name: " + quoteText(part.name);
    for (const auto& [key, value] : part.params) out += ", " + quoteText(key) + ": " + paramText(value);
    return out + "}";
}

/// The cluster expanded: every GPU type, rack and machine (a generator's shorthand is not kept).
void emitCluster(std::string& out, const Cluster& c)
{
    out += "cluster:\n  gpu_types:\n";
    for (const auto& t : c.gpuTypes)
        out += "    - {name: " + quoteText(t.name) + ", speed: " + formatNumber(t.speed) + ", price_per_hour: "
            + formatNumber(t.pricePerHour) + ", spot_price_per_hour: " + formatNumber(t.spotPricePerHour)
            + ", memory_gb: " + formatNumber(t.memoryGb) + "}\n";
    out += "  racks:\n";
    // Each rack's machines, in the cluster's order (one pass: a cluster of 100,000 machines in 1,000
    // racks is hashed for every output).
    std::vector<std::string> machinesOfRack(c.racks.size());
    for (const auto& m : c.machines) {
        if (m.rack < 0 || m.rack >= static_cast<int>(c.racks.size())) continue;
        const std::string type = m.gpuType >= 0 && m.gpuType < static_cast<int>(c.gpuTypes.size()) ? c.gpuTypes[m.gpuType].name : std::string("?");
        machinesOfRack[static_cast<std::size_t>(m.rack)] += "        - {name: " + quoteText(m.name) + ", gpu_type: " + quoteText(type)
            + ", gpus: " + std::to_string(m.gpuCount) + ", cpus: " + std::to_string(m.cpuSlots) + ", nic_gbps: "
            + formatNumber(m.nicGbps) + ", intra_gbps: " + formatNumber(m.intraGbps) + ", perf_factor: "
            + formatNumber(m.perfFactor) + ", perf_fluctuation: " + formatNumber(m.perfFluctuation)
            + ", spot: " + (m.spot ? "true" : "false") + "}\n";
    }
    for (std::size_t r = 0; r < c.racks.size(); ++r) {
        const Rack& rack = c.racks[r];
        out += "    - name: " + quoteText(rack.name) + "\n";
        out += "      uplink_gbps: " + formatNumber(rack.uplinkGbps) + "\n";
        out += "      oversubscription: " + formatNumber(rack.oversubscription) + "\n";
        out += machinesOfRack[r].empty() ? "      machines: []\n" : "      machines:\n" + machinesOfRack[r];
    }
    if (c.partitions.empty()) return; // only when set: the scenarios' hashes stay
    out += "  partitions:\n";
    for (const Partition& p : c.partitions) {
        out += "    - name: " + quoteText(p.name) + "\n      machines: [";
        for (std::size_t k = 0; k < p.machines.size(); ++k) out += (k ? ", " : "") + quoteText(c.machines[std::size_t(p.machines[k])].name);
        out += "]\n";
        if (p.isDefault) out += "      default: true\n";
        if (p.priorityTier != 1) out += "      priority_tier: " + std::to_string(p.priorityTier) + "\n";
        if (p.priorityJobFactor != 1) out += "      priority_job_factor: " + formatNumber(p.priorityJobFactor) + "\n";
    }
}

/// The model catalogue, only when it differs from the defaults.
void emitModels(std::string& out, const ModelCatalog& models)
{
    if (!(models == ModelCatalog::defaults())) {
        out += "models:\n";
        for (const auto& p : models.models())
            out += "  - {name: " + quoteText(p.name) + ", compute_seconds_per_step: " + formatNumber(p.computeSecondsPerStep)
                + ", gradient_mb: " + formatNumber(p.gradientMb) + ", batches_per_epoch: " + std::to_string(p.batchesPerEpoch)
                + ", inter_bandwidth_mbps: " + formatNumber(p.interBandwidthMBps) + ", intra_bandwidth_mbps: "
                + formatNumber(p.intraBandwidthMBps) + (p.share != 1 ? ", share: " + formatNumber(p.share) : "") + "}\n";
    }
}

void emitWorkload(std::string& out, const WorkloadConfig& w)
{
    out += "workload:\n";
    if (!w.generator.empty()) {
        out += "  generator: " + quoteText(w.generator) + "\n";
        if (!w.generatorParams.empty()) {
            out += "  generator_params:\n";
            for (const auto& [key, value] : w.generatorParams) out += "    " + quoteText(key) + ": " + paramText(value) + "\n";
        }
    } else {
        out += "  trace: " + quoteText(w.trace) + "\n";
    }
    out += "  format: " + quoteText(w.format) + "\n";
    out += "  limit: " + std::to_string(w.limit) + "\n";
    out += "  skip_seconds: " + formatNumber(w.skipSeconds) + "\n";
    out += "  arrival_scale: " + formatNumber(w.arrivalScale) + "\n";
    out += "  duration_scale: " + formatNumber(w.durationScale) + "\n";
    out += "  architecture: " + quoteText(w.architecture) + "\n";
    if (w.tenantFrom != "vc") out += "  tenant_from: " + quoteText(w.tenantFrom) + "\n"; // only when set: hashes stay
    if (!w.overrides.empty()) {
        out += "  overrides:\n";
        for (const JobOverride& o : w.overrides) {
            out += "    - {id: " + quoteText(o.id);
            if (o.submitTime >= 0) out += ", submit: " + formatNumber(o.submitTime);
            if (o.duration >= 0) out += ", duration: " + formatNumber(o.duration);
            if (o.gpus >= 0) out += ", gpus: " + std::to_string(o.gpus);
            if (o.remove) out += ", remove: true";
            out += "}\n";
        }
    }
}

/// The policy, the speed model and the simulation's settings.
void emitPolicy(std::string& out, const Scenario& s)
{
    const PolicyConfig& p = s.policy;
    out += "policy:\n";
    if (!p.scheduler.name.empty()) out += "  scheduler: " + partText(p.scheduler) + "\n";
    out += "  ordering: " + partText(p.ordering) + "\n";
    out += "  placement: " + partText(p.placement) + "\n";
    out += "  sizing: " + partText(p.sizing) + "\n";
    if (p.sharing.name != "none") out += "  sharing: " + partText(p.sharing) + "\n"; // only when set: hashes stay
    out += std::string("  backfill: ") + (p.backfill ? "true" : "false") + "\n";

    out += "speed_model:\n  name: " + quoteText(s.speedModel.name) + "\n";
    for (const auto& [key, value] : s.speedModel.params) out += "  " + quoteText(key) + ": " + paramText(value) + "\n";

    const SimulationConfig& sim = s.simulation;
    out += "simulation:\n";
    out += "  checkpoint_seconds: " + formatNumber(sim.checkpointSeconds) + "\n";
    out += "  restore_seconds: " + formatNumber(sim.restoreSeconds) + "\n";
    out += "  checkpoint_interval: " + formatNumber(sim.checkpointInterval) + "\n";
    out += "  machine_mtbf_hours: " + formatNumber(sim.machineMtbfHours) + "\n";
    out += "  machine_repair_hours: " + formatNumber(sim.machineRepairHours) + "\n";
    out += "  drift_seconds: " + formatNumber(sim.driftSeconds) + "\n";
    out += "  sample_seconds: " + formatNumber(sim.sampleSeconds) + "\n";
    out += "  horizon_seconds: " + formatNumber(sim.horizonSeconds) + "\n";
    if (sim.timeLimitCheckSeconds > 0) {
        out += "  time_limit_check_seconds: " + formatNumber(sim.timeLimitCheckSeconds) + "\n";
        out += "  time_limit_check_offset: " + formatNumber(sim.timeLimitCheckOffset) + "\n";
    }
    out += std::string("  record_decisions: ") + (sim.recordDecisions ? "true" : "false") + "\n";
}

/// The cost's naming and the tenants, each only when set.
void emitCostAndTenants(std::string& out, const Scenario& s)
{
    // Only when set, so that the hashes of scenarios written before costs had names stay.
    if (s.cost != CostConfig {}) {
        out += "cost:\n  billing: " + std::string(billingName(s.cost.billing)) + "\n";
        if (s.cost.periodSeconds > 0) out += "  period: " + formatNumber(s.cost.periodSeconds) + "\n";
    }
    if (!s.tenants.empty()) out += "tenants:\n";
    for (const Tenant& t : s.tenants) {
        out += "  - {name: " + quoteText(t.name);
        if (!t.quotaByType.empty()) {
            out += ", quota: {";
            bool first = true;
            for (const auto& [type, gpus] : t.quotaByType) {
                out += (first ? "" : ", ") + quoteText(type) + ": " + std::to_string(gpus);
                first = false;
            }
            out += "}";
        } else {
            out += ", quota: " + std::to_string(t.quotaGpus);
        }
        if (t.limitGpus >= 0) out += ", limit: " + std::to_string(t.limitGpus);
        out += ", weight: " + formatNumber(t.weight);
        out += std::string(", borrow: ") + (t.borrow ? "true" : "false") + ", lend: " + (t.lend ? "true" : "false");
        if (!t.members.empty()) {
            out += ", members: [";
            for (std::size_t i = 0; i < t.members.size(); ++i) out += (i ? ", " : "") + quoteText(t.members[i]);
            out += "]";
        }
        if (t.takesUnmatched) out += ", default: true";
        out += "}\n";
    }
}

void emitPlan(std::string& out, const Plan& plan)
{
    out += "plan:\n  machines:\n";
    for (const auto& m : plan.machines)
        out += "    - {gpu_type: " + quoteText(m.gpuType) + ", gpus: " + std::to_string(m.gpus) + ", cpus: "
            + std::to_string(m.cpus) + ", min: " + std::to_string(m.minCount) + ", max: " + std::to_string(m.maxCount) + "}\n";
    out += "  machines_per_rack: " + std::to_string(plan.machinesPerRack) + "\n";
    if (plan.from >= 0) out += "  from: " + formatNumber(plan.from) + "\n";
    if (!plan.policyOverlays.empty()) {
        out += "  policies:\n";
        for (const auto& policy : plan.policyOverlays) out += "    - " + policy + "\n";
    }
    if (!plan.quotaSplits.empty()) {
        out += "  quota_splits:\n";
        for (const auto& split : plan.quotaSplits)
            out += "    - {name: " + quoteText(split.name) + ", tenants: " + split.tenantsYaml + "}\n";
    }
    auto level = [](const ServiceLevel& l) {
        return std::string(serviceMetricKey(l.metric)) + ": "
            + formatNumber(l.metric == ServiceMetric::MinUtilization ? l.limit : l.limit / 3600.0);
    };
    out += "  service_levels:\n";
    for (const auto& l : plan.serviceLevels)
        if (l.tenant.empty()) out += "    " + level(l) + "\n";
    std::vector<std::string> tenants; // in the order their first level comes
    for (const auto& l : plan.serviceLevels)
        if (!l.tenant.empty() && std::find(tenants.begin(), tenants.end(), l.tenant) == tenants.end()) tenants.push_back(l.tenant);
    if (!tenants.empty()) out += "    tenants:\n";
    for (const std::string& t : tenants) {
        out += "      " + quoteText(t) + ": {";
        bool first = true;
        for (const auto& l : plan.serviceLevels)
            if (l.tenant == t) {
                out += (first ? "" : ", ") + level(l);
                first = false;
            }
        out += "}\n";
    }
    if (plan.objective != PlanObjective::Billed)
        out += std::string("  objective: ") + (plan.objective == PlanObjective::UsageCost ? "usage_cost" : "cluster_cost") + "\n";
    if (!plan.seeds.empty()) {
        out += "  seeds: [";
        for (std::size_t i = 0; i < plan.seeds.size(); ++i) out += (i ? ", " : "") + std::to_string(plan.seeds[i]);
        out += "]\n";
    }
    if (plan.mustMeet > 0) out += "  must_meet: " + std::to_string(plan.mustMeet) + "\n";
}

/// Each variant's overlay in its canonical form.
void emitVariants(std::string& out, const std::vector<Variant>& variants)
{
    out += "variants:\n";
    for (const auto& v : variants) {
        out += "  - name: " + quoteText(v.name) + "\n";
        auto canonical = normalizeOverlayYaml(v.overlayYaml);
        // An overlay that does not parse is written as is, so that reloading reports it.
        const std::string& lines = canonical ? *canonical : v.overlayYaml;
        std::size_t start = 0;
        while (start < lines.size()) {
            std::size_t end = lines.find('\n', start);
            if (end == std::string::npos) end = lines.size();
            if (end > start) out += "    " + lines.substr(start, end - start) + "\n";
            start = end + 1;
        }
    }
}

} // namespace

std::string emitScenario(const Scenario& s)
{
    std::string out = "# Gantry scenario (format 1)\n";
    out += "gantry: " + std::to_string(s.formatVersion) + "\n";
    out += "name: " + quoteText(s.name) + "\n";
    if (!s.description.empty()) emitText(out, "", "description", s.description);
    out += "seed: " + std::to_string(s.seed) + "\n";
    emitCluster(out, s.cluster);
    emitModels(out, s.models);
    emitWorkload(out, s.workload);
    emitPolicy(out, s);
    emitCostAndTenants(out, s);
    if (!s.plan.empty()) emitPlan(out, s.plan);
    if (!s.variants.empty()) emitVariants(out, s.variants);
    return out;
}

Status saveScenario(const Scenario& scenario, const std::string& path) { return writeFileAtomically(path, emitScenario(scenario)); }

std::string scenarioHash(const Scenario& scenario) { return Sha256::hex(emitScenario(scenario)); }

} // namespace gantry
