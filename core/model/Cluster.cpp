#include "core/model/Cluster.h"

#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gantry {

Cluster Cluster::uniform(int rackCount, int machinesPerRack, int gpusPerMachine, GpuType type)
{
    Cluster c;
    c.gpuTypes.push_back(std::move(type));
    for (int r = 0; r < rackCount; ++r) {
        c.racks.push_back(Rack { "r" + std::to_string(r) });
        for (int m = 0; m < machinesPerRack; ++m) {
            Machine machine;
            machine.name = "r" + std::to_string(r) + "-m" + std::to_string(m);
            machine.rack = r;
            machine.gpuCount = gpusPerMachine;
            machine.cpuSlots = std::max(4, 4 * gpusPerMachine);
            c.machines.push_back(machine);
        }
    }
    c.index();
    return c;
}

void Cluster::index()
{
    m_gpuMachine.clear();
    m_firstGpu.clear();
    m_rackMachines.assign(racks.size(), {});
    for (MachineId m = 0; m < static_cast<int>(machines.size()); ++m) {
        m_firstGpu.push_back(static_cast<GpuId>(m_gpuMachine.size()));
        for (int g = 0; g < machines[m].gpuCount; ++g) m_gpuMachine.push_back(m);
        const RackId rack = machines[m].rack;
        if (rack >= 0 && rack < static_cast<int>(racks.size())) m_rackMachines[rack].push_back(m);
    }
    m_partitionMasks.assign(partitions.size(), std::vector<char>(machines.size(), 0));
    for (std::size_t p = 0; p < partitions.size(); ++p)
        for (MachineId m : partitions[p].machines)
            if (m >= 0 && m < machineCount()) m_partitionMasks[p][std::size_t(m)] = 1;
    m_noMachine.assign(machines.size(), 0);
}

void Cluster::replaceMachines(std::vector<Machine> next, const std::vector<MachineId>& origin)
{
    for (Partition& p : partitions) {
        std::vector<char> had(machines.size(), 0);
        for (MachineId m : p.machines)
            if (m >= 0 && std::size_t(m) < had.size()) had[std::size_t(m)] = 1;
        p.machines.clear();
        for (std::size_t i = 0; i < next.size() && i < origin.size(); ++i)
            if (origin[i] >= 0 && std::size_t(origin[i]) < had.size() && had[std::size_t(origin[i])]) p.machines.push_back(MachineId(i));
    }
    std::erase_if(partitions, [](const Partition& p) { return p.machines.empty(); });
    machines = std::move(next);
    index();
}

void Cluster::insertMachine(int index, Machine machine, MachineId like)
{
    std::vector<Machine> next = machines;
    next.insert(next.begin() + index, std::move(machine));
    std::vector<MachineId> origin(next.size());
    for (int i = 0; i < int(next.size()); ++i) origin[std::size_t(i)] = i < index ? i : i == index ? like : i - 1;
    replaceMachines(std::move(next), origin);
}

int Cluster::partitionFor(std::string_view name) const
{
    if (partitions.empty()) return -1;
    if (name.empty()) {
        const auto it = std::find_if(partitions.begin(), partitions.end(), [](const Partition& p) { return p.isDefault; });
        return it == partitions.end() ? 0 : int(it - partitions.begin());
    }
    const auto it = std::find_if(partitions.begin(), partitions.end(), [&](const Partition& p) { return p.name == name; });
    return it == partitions.end() ? -2 : int(it - partitions.begin());
}

MachineFilter Cluster::filterFor(const std::string& gpuType, std::string_view partition) const
{
    MachineFilter f;
    if (!gpuType.empty() && (f.gpuType = indexOfType(gpuType)) < 0) f.partition = &m_noMachine;
    if (const int p = partitionFor(partition); p == -2) f.partition = &m_noMachine;
    else if (p >= 0 && !f.partition) f.partition = &m_partitionMasks[std::size_t(p)];
    return f;
}

int Cluster::gpusOfType(int gpuType) const
{
    int total = 0;
    for (const auto& m : machines)
        if (m.gpuType == gpuType) total += m.gpuCount;
    return total;
}

double Cluster::gpuPricePerHour(MachineId m, Billing billing) const
{
    const Machine& machine = machines[std::size_t(m)];
    const GpuType& type = gpuTypes[std::size_t(machine.gpuType)];
    return machine.spot || billing == Billing::Spot ? type.spotPricePerHour : type.pricePerHour;
}

double Cluster::pricePerHour(Billing billing) const
{
    double price = 0;
    for (MachineId m = 0; m < machineCount(); ++m) price += machines[std::size_t(m)].gpuCount * gpuPricePerHour(m, billing);
    return price;
}

const char* billingName(Billing billing)
{
    switch (billing) {
    case Billing::Owned: return "owned";
    case Billing::Reserved: return "reserved";
    case Billing::OnDemand: return "on-demand";
    case Billing::Spot: break;
    }
    return "spot";
}

int Cluster::indexOfType(const std::string& name) const
{
    for (int i = 0; i < static_cast<int>(gpuTypes.size()); ++i)
        if (gpuTypes[i].name == name) return i;
    return -1;
}

Status Cluster::validate() const
{
    auto bad = [](std::string field, std::string message) {
        return Error { ErrorCode::BadValue, std::move(message), { {}, 0, 0, std::move(field) } };
    };
    auto positive = [](double x) { return std::isfinite(x) && x > 0; };
    if (gpuTypes.empty()) return bad("cluster.gpu_types", translate("Error", "the cluster needs at least one GPU type"));
    if (racks.empty()) return bad("cluster.racks", translate("Error", "the cluster needs at least one rack"));
    if (machines.empty()) return bad("cluster.machines", translate("Error", "the cluster needs at least one machine"));
    std::set<std::string> names;
    for (const auto& t : gpuTypes) {
        const std::string f = "cluster.gpu_types." + t.name;
        if (t.name.empty()) return bad("cluster.gpu_types.name", translate("Error", "a GPU type needs a name"));
        if (!names.insert(t.name).second) return bad(f, fillIn(translate("Error", "GPU type '%1' is defined twice"), { t.name }));
        if (!positive(t.speed)) return bad(f + ".speed", translate("Error", "speed must be a positive number"));
        if (!std::isfinite(t.pricePerHour) || t.pricePerHour < 0) return bad(f + ".price_per_hour", translate("Error", "price must be >= 0"));
        if (!std::isfinite(t.spotPricePerHour) || t.spotPricePerHour < 0)
            return bad(f + ".spot_price_per_hour", translate("Error", "price must be >= 0"));
    }
    for (const auto& r : racks) {
        if (!positive(r.uplinkGbps)) return bad("cluster.racks." + r.name + ".uplink_gbps", translate("Error", "must be a positive number"));
        if (!(std::isfinite(r.oversubscription) && r.oversubscription >= 1.0))
            return bad("cluster.racks." + r.name + ".oversubscription", translate("Error", "must be >= 1"));
    }
    names.clear();
    for (const auto& m : machines) {
        const std::string f = "cluster.machines." + m.name;
        if (!names.insert(m.name).second) return bad(f, fillIn(translate("Error", "machine '%1' is defined twice"), { m.name }));
        if (m.rack < 0 || m.rack >= rackCount()) return bad(f + ".rack", translate("Error", "refers to a rack that does not exist"));
        if (m.gpuType < 0 || m.gpuType >= static_cast<int>(gpuTypes.size()))
            return bad(f + ".gpu_type", translate("Error", "refers to a GPU type that does not exist"));
        if (m.gpuCount < 0 || m.gpuCount > 64) return bad(f + ".gpus", translate("Error", "must be between 0 and 64"));
        if (m.cpuSlots < 0) return bad(f + ".cpus", translate("Error", "must be >= 0"));
        if (!positive(m.nicGbps)) return bad(f + ".nic_gbps", translate("Error", "must be a positive number"));
        if (!positive(m.intraGbps)) return bad(f + ".intra_gbps", translate("Error", "must be a positive number"));
        if (!positive(m.perfFactor)) return bad(f + ".perf_factor", translate("Error", "must be a positive number"));
        if (!(std::isfinite(m.perfFluctuation) && m.perfFluctuation >= 0 && m.perfFluctuation < 1))
            return bad(f + ".perf_fluctuation", translate("Error", "must be in [0, 1)"));
    }
    int gpus = 0;
    for (const auto& m : machines) gpus += m.gpuCount;
    if (gpus == 0) return bad("cluster.machines", translate("Error", "the cluster has no GPUs"));
    names.clear();
    int defaults = 0;
    for (const Partition& p : partitions) {
        const std::string f = "cluster.partitions." + p.name;
        if (p.name.empty()) return bad("cluster.partitions.name", translate("Error", "a partition needs a name"));
        if (!names.insert(p.name).second) return bad(f, fillIn(translate("Error", "partition '%1' is defined twice"), { p.name }));
        if (p.machines.empty()) return bad(f + ".machines", translate("Error", "a partition needs at least one machine"));
        for (MachineId m : p.machines)
            if (m < 0 || m >= machineCount()) return bad(f + ".machines", translate("Error", "refers to a machine that does not exist"));
        if (!(std::isfinite(p.priorityJobFactor) && p.priorityJobFactor >= 0))
            return bad(f + ".priority_job_factor", translate("Error", "must be >= 0"));
        defaults += p.isDefault ? 1 : 0;
    }
    if (defaults > 1) return bad("cluster.partitions", translate("Error", "only one partition may be the default"));
    return Ok {};
}

} // namespace gantry
