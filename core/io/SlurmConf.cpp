// An operator's Slurm setup as a scenario (core/io/SlurmConf.h; docs/trace-formats.md, "slurm-conf").
#include "core/io/SlurmConf.h"

#include "core/io/Csv.h"
#include "core/io/TraceImport.h"
#include "core/policy/SlurmScheduler.h"
#include "core/io/trace/Importer.h"
#include "core/util/File.h"
#include "core/util/Format.h"
#include "core/util/Text.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <set>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>

namespace gantry {

namespace {

using traceimport::shortText;

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/// One `Key=Value` of a line, with the line it stands on.
struct Setting {
    std::string key; ///< lower case
    std::string value;
    int line = 0;
};

/// A slurm.conf line's settings: whitespace-separated Key=Value pairs, values optionally in quotes.
std::vector<Setting> settingsOf(std::string_view text, int line)
{
    std::vector<Setting> out;
    std::size_t at = 0;
    while (at < text.size()) {
        while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at]))) ++at;
        if (at >= text.size()) break;
        const std::size_t start = at;
        bool quoted = false;
        while (at < text.size() && (quoted || !std::isspace(static_cast<unsigned char>(text[at])))) {
            if (text[at] == '"') quoted = !quoted;
            ++at;
        }
        const std::string_view token = text.substr(start, at - start);
        const std::size_t eq = token.find('=');
        std::string value(eq == std::string_view::npos ? std::string_view() : token.substr(eq + 1));
        if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
        out.push_back({ lower(token.substr(0, eq)), value, line });
    }
    return out;
}

Error badSetting(const std::string& path, const Setting& s, const std::string& message)
{
    return Error { ErrorCode::BadValue, message, { path, s.line, 0, s.key } };
}

/// "8", "gpu:8", "gpu:a100:8", "gpu:a100:4(S:0)": the GPUs of a node's Gres and their type (empty:
/// untyped). Other generic resources are not GPUs. -1: not a Gres list.
int gresGpus(std::string_view gres, std::string& type)
{
    int total = 0;
    std::size_t from = 0;
    while (from <= gres.size()) {
        const std::size_t comma = std::min(gres.find(',', from), gres.size());
        std::string_view item = gres.substr(from, comma - from);
        from = comma + 1;
        if (const std::size_t paren = item.find('('); paren != std::string_view::npos) item = item.substr(0, paren);
        if (item.substr(0, 3) != "gpu") continue;
        const std::size_t last = item.rfind(':');
        if (last == std::string_view::npos) return -1;
        const auto count = parseInteger(std::string(item.substr(last + 1)));
        if (!count || *count < 0 || *count > 1024) return -1;
        const std::size_t first = item.find(':');
        if (first != last) type = std::string(item.substr(first + 1, last - first - 1));
        total += int(*count);
    }
    return total;
}

/// Settings the model reads (handled in readGlobal) and settings that only run the daemons (paths, ports,
/// authentication, logging, timeouts of the daemons themselves): neither is worth a warning.
bool aboutTheDaemonsOnly(const std::string& key)
{
    static const char* const prefixes[] = { "slurmctld", "slurmd", "slurmuser", "slurmduser", "auth", "cred", "statesave", "log",
        "debug", "accountingstorage", "acct", "jobacct", "jobcomp", "proctrack", "task", "mpi", "switch", "returntoservice",
        "mail", "plugin", "prolog", "epilog", "controlmachine", "controladdr", "backupcontroller", "clustername", "gres",
        "minjobage", "killwait", "inactivelimit", "messagetimeout", "tmpfs", "topology", "launch", "maxjobcount", "firstjobid",
        "unkillable", "waittime", "healthcheck", "include", "cgroup", "hashplugin", "tcptimeout", "treewidth", "cachegroups",
        "srunportrange", "propagate", "communicationparameters", "slurmschedlogfile", "slurmschedloglevel", "fastschedule" };
    return std::any_of(std::begin(prefixes), std::end(prefixes), [&](const char* p) { return key.rfind(p, 0) == 0; });
}

/// The slurm.conf settings the `slurm` scheduler's parameters (slurmSchedulerParams) come from: read by
/// the import, written by the export. A setting the file leaves out is Slurm's default in both.
struct ConfParam {
    const char* conf;  ///< as slurm.conf(5) writes it
    const char* param; ///< the scheduler's parameter
    enum Form { Number, Duration, Minutes } form; ///< Duration: Slurm's time forms, plain numbers in minutes
    bool schedulerParameter; ///< an item of SchedulerParameters rather than a line of its own
    double low;              ///< the least value the parameter takes
};
constexpr ConfParam kConfParams[] = {
    { "PriorityWeightAge", "weight_age", ConfParam::Number, false, 0 },
    { "PriorityWeightFairshare", "weight_fairshare", ConfParam::Number, false, 0 },
    { "PriorityWeightPartition", "weight_partition", ConfParam::Number, false, 0 },
    { "PriorityMaxAge", "max_age", ConfParam::Duration, false, 1 },
    { "PriorityDecayHalfLife", "decay_half_life", ConfParam::Duration, false, 0 },
    { "PriorityCalcPeriod", "calc_period", ConfParam::Duration, false, 1 },
    { "batch_sched_delay", "batch_sched_delay", ConfParam::Number, true, 0 },
    { "bf_interval", "bf_interval", ConfParam::Number, true, 1 },
    { "bf_resolution", "bf_resolution", ConfParam::Number, true, 1 },
    { "bf_window", "bf_window", ConfParam::Minutes, true, 1 },
    { "bf_max_job_test", "bf_max_job_test", ConfParam::Number, true, 1 },
};

const ConfParam* confParam(const std::string& lowerKey, bool schedulerParameter)
{
    for (const ConfParam& c : kConfParams)
        if (c.schedulerParameter == schedulerParameter && lower(c.conf) == lowerKey) return &c;
    return nullptr;
}

class ConfReader {
public:
    ConfReader(const std::string& path, SlurmTwin& twin, ParamMap& params) : m_path(path), m_twin(twin), m_params(params) { }

    Status read(std::string_view text)
    {
        int lineNo = 0;
        std::string pending;
        int pendingLine = 0;
        std::size_t at = 0;
        while (at <= text.size()) {
            const std::size_t end = std::min(text.find('\n', at), text.size());
            std::string line(text.substr(at, end - at));
            at = end + 1;
            ++lineNo;
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (const std::size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
            if (pending.empty()) pendingLine = lineNo;
            if (!line.empty() && line.back() == '\\') { // continued on the next line
                line.pop_back();
                pending += line + ' ';
                continue;
            }
            pending += line;
            const std::vector<Setting> settings = settingsOf(pending, pendingLine);
            pending.clear();
            if (settings.empty()) continue;
            Status st = settings.front().key == "nodename"       ? readNodes(settings)
                : settings.front().key == "partitionname"         ? readPartition(settings)
                : settings.front().key == "nodeset" || settings.front().key == "downnodes" || settings.front().key == "frontendname"
                ? Status(Ok {})
                : readGlobals(settings);
            if (!st) return st;
            if (at > text.size()) break;
        }
        return Ok {};
    }

    struct Node {
        std::string name;
        int gpus = 0;
        std::string gpuType;
        int cpus = 1;
        int line = 0;
    };
    std::vector<Node> nodes;
    std::string clusterName;
    struct ConfPartition {
        Partition partition;              ///< its machines are filled in once the nodes are known
        std::vector<std::string> nodes;   ///< the names Nodes= lists; empty: ALL
        int line = 0;
    };
    std::vector<ConfPartition> partitions;

private:
    void warn(int line, const std::string& message) { m_twin.warnings.push_back(m_path + ":" + std::to_string(line) + ": " + message); }

    Result<double> number(const Setting& s, double low, double high)
    {
        const auto v = parseNumber(s.value);
        if (!v || *v < low || *v > high)
            return badSetting(m_path, s, fillIn(translate("Error", "expected a number from %1 to %2 (got %3)"),
                { formatNumber(low), formatNumber(high), shortText(s.value) }));
        return *v;
    }

    /// A time in slurm.conf's forms; a plain number counts `unit` seconds (minutes mostly).
    Result<double> duration(const Setting& s, double unit = 60)
    {
        if (const auto plain = parseNumber(s.value); plain && *plain >= 0) return *plain * unit;
        const auto d = slurmDuration(s.value);
        if (!d || *d < 0)
            return badSetting(m_path, s,
                fillIn(translate("Error", "expected a time such as 7-0, 00:15:00 or a number of minutes (got %1)"), { shortText(s.value) }));
        return *d;
    }

    Status readNodes(const std::vector<Setting>& settings)
    {
        const Setting& names = settings.front();
        Node shape;
        shape.line = names.line;
        const bool defaults = lower(names.value) == "default";
        if (defaults) shape = m_defaults;
        else {
            shape.gpus = m_defaults.gpus;
            shape.gpuType = m_defaults.gpuType;
            shape.cpus = m_defaults.cpus;
        }
        for (std::size_t i = 1; i < settings.size(); ++i) {
            const Setting& s = settings[i];
            if (s.key == "gres") {
                std::string type;
                const int gpus = gresGpus(s.value, type);
                if (gpus < 0)
                    return badSetting(m_path, s,
                        fillIn(translate("Error", "expected GPUs as gpu:COUNT or gpu:TYPE:COUNT (got %1)"), { shortText(s.value) }));
                shape.gpus = gpus;
                shape.gpuType = type;
            } else if (s.key == "cpus" || s.key == "procs") {
                auto v = number(s, 1, 1e6);
                if (!v) return v.error();
                shape.cpus = int(v.value());
            } else if (s.key == "weight") {
                warn(s.line, "node Weight is not modelled: nodes are chosen lowest-numbered first");
            }
        }
        if (defaults) {
            m_defaults = shape;
            return Ok {};
        }
        const auto list = expandHostList(names.value);
        if (!list || list->empty())
            return badSetting(m_path, names, fillIn(translate("Error", "is not a list of node names such as n[1-8] (got %1)"), { shortText(names.value) }));
        for (const std::string& n : *list) {
            Node node = shape;
            node.name = n;
            nodes.push_back(node);
        }
        return Ok {};
    }

    Status readPartition(const std::vector<Setting>& settings)
    {
        const Setting& name = settings.front();
        ConfPartition p;
        p.partition.name = name.value;
        p.line = name.line;
        if (lower(name.value) == "default")
            return badSetting(m_path, name, translate("Error", "PartitionName=DEFAULT is not read: give each partition its settings"));
        bool nodesGiven = false;
        for (std::size_t i = 1; i < settings.size(); ++i) {
            const Setting& s = settings[i];
            if (s.key == "nodes") {
                nodesGiven = true;
                if (lower(s.value) == "all") continue;
                const auto list = expandHostList(s.value);
                if (!list || list->empty())
                    return badSetting(m_path, s, fillIn(translate("Error", "is not a list of node names such as n[1-8] (got %1)"), { shortText(s.value) }));
                p.nodes = *list;
            } else if (s.key == "default") {
                p.partition.isDefault = lower(s.value) == "yes";
            } else if (s.key == "prioritytier" || s.key == "priorityjobfactor") {
                auto v = number(s, 0, 65533);
                if (!v) return v.error();
                if (s.key == "prioritytier") p.partition.priorityTier = int(v.value());
                else p.partition.priorityJobFactor = v.value();
            } else if (s.key == "priority") { // before Slurm 16.05 both at once
                auto v = number(s, 0, 65533);
                if (!v) return v.error();
                p.partition.priorityTier = int(v.value());
                p.partition.priorityJobFactor = v.value();
            } else if (s.key == "tresbillingweights") {
                const std::string w = lower(s.value);
                if (w.find("gres/gpu") == std::string::npos)
                    warn(s.line, "TRESBillingWeights without GRES/gpu: Slurm's fair share then counts CPUs; Gantry counts GPU-seconds");
            } else if (s.key == "qos" || s.key == "maxnodes" || s.key == "maxcpuspernode" || s.key == "oversubscribe"
                || s.key == "preemptmode" || s.key == "maxtime" || s.key == "defaulttime" || s.key == "allowaccounts"
                || s.key == "denyaccounts" || s.key == "allowqos") {
                if (!(s.key == "maxtime" && lower(s.value) == "infinite"))
                    warn(s.line, "partition " + p.partition.name + "'s " + s.key + "=" + s.value + " is not modelled");
            }
        }
        if (!nodesGiven) warn(name.line, "partition " + name.value + " names no Nodes: Slurm gives it none; Gantry gives it every node");
        if (std::any_of(partitions.begin(), partitions.end(), [&](const ConfPartition& o) { return o.partition.name == p.partition.name; }))
            return badSetting(m_path, name, fillIn(translate("Error", "partition '%1' is defined twice"), { name.value }));
        partitions.push_back(std::move(p));
        return Ok {};
    }

    Status readGlobals(const std::vector<Setting>& settings)
    {
        for (const Setting& s : settings)
            if (auto st = readGlobal(s); !st) return st;
        return Ok {};
    }

    Status readGlobal(const Setting& s)
    {
        const std::string value = lower(s.value);
        if (s.key == "clustername") clusterName = s.value;
        if (s.key == "prioritytype") {
            if (value != "priority/basic" && value != "priority/multifactor")
                return badSetting(m_path, s, fillIn(translate("Error", "expected priority/basic or priority/multifactor (got %1)"), { shortText(s.value) }));
            m_params["priority"] = value == "priority/multifactor" ? std::string("multifactor") : std::string("basic");
        } else if (const ConfParam* c = confParam(s.key, false)) {
            auto v = c->form == ConfParam::Duration ? duration(s) : number(s, c->low, 4294967295.0);
            if (!v) return v.error();
            m_params[c->param] = std::max(c->low, v.value());
        } else if (s.key == "schedulertype") {
            if (value != "sched/backfill" && value != "sched/builtin")
                return badSetting(m_path, s, fillIn(translate("Error", "expected sched/backfill or sched/builtin (got %1)"), { shortText(s.value) }));
            m_params["backfill"] = value == "sched/backfill" ? 1.0 : 0.0;
        } else if (s.key == "schedulerparameters") {
            return readSchedulerParameters(s);
        } else if (s.key == "selecttype") {
            if (value != "select/cons_tres" && value != "select/cons_res")
                warn(s.line, s.value + " allocates whole nodes; Gantry allocates GPUs per node as select/cons_tres does");
        } else if (s.key.rfind("priorityweight", 0) == 0) {
            if (const auto v = parseNumber(s.value); !v || *v != 0) warn(s.line, "the " + s.key + " factor is not modelled (only age, fair share and partition)");
        } else if (s.key == "priorityflags" || s.key == "priorityfavorsmall" || s.key == "priorityusageresetperiod"
            || s.key.rfind("preempt", 0) == 0 || s.key == "overtimelimit" || s.key == "fairsharedampeningfactor"
            || s.key == "priorityparameters" || s.key == "selecttypeparameters" || s.key == "defmempercpu" || s.key == "defmempergpu") {
            if (!(s.key == "overtimelimit" && value == "0") && !(s.key == "selecttypeparameters"))
                warn(s.line, s.key + "=" + s.value + " is not modelled");
        } else if (!aboutTheDaemonsOnly(s.key)) {
            warn(s.line, s.key + " is not modelled");
        }
        return Ok {};
    }

    Status readSchedulerParameters(const Setting& s)
    {
        std::size_t from = 0;
        while (from <= s.value.size()) {
            const std::size_t comma = std::min(s.value.find(',', from), s.value.size());
            const std::string item = s.value.substr(from, comma - from);
            from = comma + 1;
            if (item.empty()) continue;
            const std::size_t eq = item.find('=');
            const std::string key = lower(item.substr(0, eq));
            const Setting one { "schedulerparameters." + key, eq == std::string::npos ? std::string() : item.substr(eq + 1), s.line };
            const ConfParam* c = confParam(key, true);
            if (!c) {
                warn(s.line, "SchedulerParameters " + key + " is not modelled");
                continue;
            }
            auto v = number(one, c->low, 1e9);
            if (!v) return v.error();
            m_params[c->param] = v.value() * (c->form == ConfParam::Minutes ? 60 : 1);
        }
        return Ok {};
    }

    std::string m_path;
    SlurmTwin& m_twin;
    ParamMap& m_params;
    Node m_defaults;
};

/// `sacctmgr dump` lines: "Account - 'nlp':Fairshare=40:..." under "Parent - 'root'"; the cluster's name
/// from its "Cluster - 'campus'" line.
Status readAssociations(const std::string& path, std::string_view text, std::vector<Tenant>& tenants, std::string& clusterName,
    std::vector<std::string>& warnings)
{
    int lineNo = 0;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string line(trimSpaces(text.substr(at, end - at)));
        at = end + 1;
        ++lineNo;
        if (line.empty() || line.front() == '#') continue;
        const std::size_t dash = line.find(" - '");
        if (dash == std::string::npos)
            return Error { ErrorCode::Parse, translate("Error", "expected a sacctmgr dump line such as Account - 'name':Fairshare=1"),
                { path, lineNo, 0, "" } };
        const std::string kind = line.substr(0, dash);
        const std::size_t close = line.find('\'', dash + 4);
        if (close == std::string::npos)
            return Error { ErrorCode::Parse, translate("Error", "the name's closing quote is missing"), { path, lineNo, 0, kind } };
        const std::string name = line.substr(dash + 4, close - dash - 4);
        if (kind == "Cluster") clusterName = name;
        if (kind != "Account") {
            if (kind == "User" && line.find("GrpTRES") != std::string::npos)
                warnings.push_back(path + ":" + std::to_string(lineNo) + ": user limits (GrpTRES) are not modelled");
            continue;
        }
        Tenant t;
        t.name = name;
        const std::string rest = line.substr(close + 1);
        const std::size_t share = lower(rest).find(":fairshare=");
        if (share != std::string::npos) {
            const std::size_t from = share + 11, to = std::min(rest.find(':', from), rest.size());
            const std::string value = rest.substr(from, to - from);
            const auto v = parseNumber(value);
            if (lower(value) == "parent") t.weight = 1;
            else if (!v || *v < 0)
                return Error { ErrorCode::BadValue, fillIn(translate("Error", "expected a share of 0 or more (got %1)"), { shortText(value) }),
                    { path, lineNo, 0, "Fairshare" } };
            else t.weight = std::max(*v, 1e-9);
        }
        // GrpTRES' GPUs: the most the account's running jobs may hold at once (the tenant's limit).
        if (const std::size_t grp = rest.find(":GrpTRES="); grp != std::string::npos) {
            const std::size_t from = grp + 9, to = std::min(rest.find(':', from), rest.size());
            std::string others;
            const std::string list = rest.substr(from, to - from);
            for (std::size_t itemAt = 0; itemAt <= list.size();) {
                const std::size_t comma = std::min(list.find(',', itemAt), list.size());
                const std::string item = list.substr(itemAt, comma - itemAt);
                itemAt = comma + 1;
                const std::size_t eq = item.rfind('=');
                const std::string tres = lower(item.substr(0, eq == std::string::npos ? item.size() : eq));
                if (tres == "gres/gpu") {
                    const auto v = eq == std::string::npos ? std::nullopt : parseInteger(item.substr(eq + 1));
                    if (!v || *v < 0)
                        return Error { ErrorCode::BadValue, fillIn(translate("Error", "expected gres/gpu=COUNT, a whole number of GPUs (got %1)"), { shortText(item) }),
                            { path, lineNo, 0, "GrpTRES" } };
                    t.limitGpus = int(std::min<long long>(*v, 1'000'000));
                } else {
                    others += (others.empty() ? "" : ",") + item;
                }
            }
            if (!others.empty())
                warnings.push_back(path + ":" + std::to_string(lineNo) + ": account " + name + "'s GrpTRES " + others + " is not modelled (only gres/gpu)");
        }
        if (rest.find("MaxTRES") != std::string::npos || rest.find("GrpJobs") != std::string::npos || rest.find("MaxJobs") != std::string::npos)
            warnings.push_back(path + ":" + std::to_string(lineNo) + ": account " + name + "'s per-job and job-count limits (MaxTRES, GrpJobs, MaxJobs) are not modelled");
        tenants.push_back(std::move(t));
    }
    return Ok {};
}

} // namespace

std::optional<double> slurmDuration(std::string_view text)
{
    text = trimSpaces(text);
    if (text == "UNLIMITED" || text == "Partition_Limit" || text == "INVALID" || text.empty()) return -1.0;
    long long days = 0;
    if (const std::size_t dash = text.find('-'); dash != std::string_view::npos) {
        const auto d = parseInteger(std::string(text.substr(0, dash)));
        if (!d || *d < 0) return std::nullopt;
        days = *d;
        text = text.substr(dash + 1);
    }
    std::vector<double> parts;
    for (std::size_t from = 0; from <= text.size();) {
        const std::size_t colon = std::min(text.find(':', from), text.size());
        const auto v = parseInteger(std::string(text.substr(from, colon - from)));
        if (!v || *v < 0 || parts.size() == 3) return std::nullopt;
        parts.push_back(double(*v));
        from = colon + 1;
    }
    // With days the parts are hours[:minutes[:seconds]]; without, minutes, minutes:seconds or h:m:s.
    double h = 0, m = 0, s = 0;
    if (days > 0 || parts.size() == 3) {
        h = parts[0];
        m = parts.size() > 1 ? parts[1] : 0;
        s = parts.size() > 2 ? parts[2] : 0;
    } else {
        m = parts[0];
        s = parts.size() > 1 ? parts[1] : 0;
    }
    return ((double(days) * 24 + h) * 60 + m) * 60 + s;
}

std::optional<std::vector<std::string>> expandHostList(std::string_view text)
{
    if (text.empty()) return std::nullopt;
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < text.size()) {
        // One name: up to a comma outside brackets.
        std::size_t end = at;
        int depth = 0;
        while (end < text.size() && (depth > 0 || text[end] != ',')) {
            depth += text[end] == '[' ? 1 : text[end] == ']' ? -1 : 0;
            if (depth < 0 || depth > 1) return std::nullopt;
            ++end;
        }
        if (depth != 0) return std::nullopt;
        const std::string_view name = text.substr(at, end - at);
        at = end + 1;
        if (name.empty()) return std::nullopt;
        const std::size_t open = name.find('[');
        if (open == std::string_view::npos) {
            out.emplace_back(name);
            continue;
        }
        const std::size_t close = name.find(']', open);
        const std::string prefix(name.substr(0, open)), suffix(name.substr(close + 1));
        if (suffix.find('[') != std::string::npos) return std::nullopt;
        const std::string_view ranges = name.substr(open + 1, close - open - 1);
        for (std::size_t from = 0; from <= ranges.size();) {
            const std::size_t comma = std::min(ranges.find(',', from), ranges.size());
            const std::string_view range = ranges.substr(from, comma - from);
            from = comma + 1;
            const std::size_t dash = range.find('-');
            const std::string a(range.substr(0, dash)), b(dash == std::string_view::npos ? range : range.substr(dash + 1));
            const auto lo = parseInteger(a), hi = parseInteger(b);
            if (a.empty() || !lo || !hi || *lo < 0 || *hi < *lo || *hi - *lo > 100000) return std::nullopt;
            for (long long n = *lo; n <= *hi; ++n) {
                std::string digits = std::to_string(n);
                if (digits.size() < a.size()) digits.insert(0, a.size() - digits.size(), '0'); // n[01-16]
                out.push_back(prefix + digits + suffix);
            }
        }
    }
    return out;
}

std::string slurmDurationText(double seconds)
{
    const long long total = std::llround(std::max(0.0, seconds));
    const long long days = total / 86400, h = total / 3600 % 24, m = total / 60 % 60, s = total % 60;
    auto two = [](long long n) { return (n < 10 ? "0" : "") + std::to_string(n); };
    return (days > 0 ? std::to_string(days) + "-" : "") + two(h) + ":" + two(m) + ":" + two(s);
}

std::string slurmSchedulerConf(const PolicyPart& scheduler)
{
    if (scheduler.name != "slurm") return {};
    auto value = [&](const char* param) -> const ParamValue* {
        const auto it = scheduler.params.find(param);
        return it == scheduler.params.end() ? nullptr : &it->second;
    };
    auto number = [](const ParamValue& v) { return std::holds_alternative<double>(v) ? std::get<double>(v) : 0.0; };
    std::string out;
    if (const ParamValue* priority = value("priority"); priority && std::holds_alternative<std::string>(*priority))
        out += "PriorityType=priority/" + std::get<std::string>(*priority) + "\n";
    std::string items;
    for (const ConfParam& c : kConfParams) {
        const ParamValue* v = value(c.param);
        if (!v) continue;
        const double x = number(*v);
        const std::string text = c.form == ConfParam::Duration ? slurmDurationText(x)
            : c.form == ConfParam::Minutes                     ? formatNumber(std::ceil(x / 60))
                                                               : formatNumber(x);
        if (c.schedulerParameter) items += (items.empty() ? "" : ",") + std::string(c.conf) + "=" + text;
        else out += std::string(c.conf) + "=" + text + "\n";
    }
    if (const ParamValue* backfill = value("backfill"))
        out += std::string("SchedulerType=sched/") + (number(*backfill) == 0 ? "builtin" : "backfill") + "\n";
    if (!items.empty()) out += "SchedulerParameters=" + items + "\n";
    return out;
}

namespace {

/// The phase (whole seconds, modulo `period`) at which most of `times` fall, give or take a second (sacct's
/// times are whole seconds, so one instant shows as two neighbouring ones); on a tie, the more common one.
std::optional<double> commonPhase(const std::vector<double>& times, double period)
{
    const int n = std::max(1, int(std::lround(period)));
    std::vector<int> count(std::size_t(n), 0);
    for (double t : times) ++count[std::size_t(((long long)std::floor(t) % n + n) % n)];
    std::optional<double> best;
    int bestAround = 0, bestAt = 0;
    for (int p = 0; p < n; ++p) {
        const int around = count[std::size_t((p + n - 1) % n)] + count[std::size_t(p)] + count[std::size_t((p + 1) % n)];
        if (count[std::size_t(p)] > 0 && (around > bestAround || (around == bestAround && count[std::size_t(p)] > bestAt))) {
            best = double(p);
            bestAround = around;
            bestAt = count[std::size_t(p)];
        }
    }
    return best;
}

/// When a job of a sacct import ended in the recorded run, and whether Slurm ended it at its time limit
/// (its work is then kSlurmTimedOutExtraWork more than it ran).
std::pair<double, bool> recordedEnd(const JobSpec& j)
{
    const bool timedOut = j.timeLimit > 0 && j.duration >= j.timeLimit + kSlurmTimedOutExtraWork;
    return { j.submitTime + j.recordedWait + j.duration - (timedOut ? kSlurmTimedOutExtraWork : 0), timedOut };
}

} // namespace

SlurmTimerPhases slurmTimerPhases(const std::vector<JobSpec>& jobs, double bfInterval)
{
    std::vector<double> events, timeoutEnds; // submissions and ends; the ends of the jobs that timed out
    for (const JobSpec& j : jobs) {
        events.push_back(j.submitTime);
        if (j.recordedWait < 0) continue;
        const auto [end, timedOut] = recordedEnd(j);
        events.push_back(end);
        if (timedOut) timeoutEnds.push_back(end);
    }
    std::sort(events.begin(), events.end());
    // A backfilled start: the job waited, and nothing in the two seconds before it (no submission, no
    // end) is what the main loop would have started it on.
    std::vector<double> backfilled;
    for (const JobSpec& j : jobs) {
        if (j.recordedWait < 2) continue;
        const double start = j.submitTime + j.recordedWait;
        const auto after = std::upper_bound(events.begin(), events.end(), start);
        if (after == events.begin() || start - *std::prev(after) >= 2) backfilled.push_back(start);
    }
    SlurmTimerPhases out;
    out.timeLimitCheck = commonPhase(timeoutEnds, kSlurmTimeLimitCheckSeconds);
    out.timedOut = int(timeoutEnds.size());
    out.backfillCycle = commonPhase(backfilled, bfInterval);
    out.backfilled = int(backfilled.size());
    return out;
}

namespace {

/// When priority/multifactor recalculated in the recorded run (slurmCalcPhase), from the priorities
/// sacct kept (its Priority column: the priority at submission). nullopt for priority/basic, without
/// the column, or for a calc period over ten minutes (too many phases to try).
std::optional<SlurmCalcPhase> calcPhaseFromSacct(const std::string& sacctPath, const std::vector<JobSpec>& jobs,
    const std::vector<Tenant>& tenants, const SlurmSettings& settings)
{
    if (!settings.multifactor || settings.calcPeriod > 600) return std::nullopt;
    auto text = readTextFile(sacctPath);
    if (!text) return std::nullopt;
    CsvReader csv(text.value(), '|', false);
    if (!csv.next()) return std::nullopt;
    int idColumn = -1, priorityColumn = -1;
    for (std::size_t c = 0; c < csv.size(); ++c) {
        if (csv[c] == "JobID" || (idColumn < 0 && csv[c] == "JobIDRaw")) idColumn = int(c);
        if (csv[c] == "Priority") priorityColumn = int(c);
    }
    if (idColumn < 0 || priorityColumn < 0) return std::nullopt;
    std::map<std::string, double> priorityOf;
    while (csv.next())
        if (const auto p = parseNumber(csv[std::size_t(priorityColumn)])) priorityOf[std::string(trimSpaces(csv[std::size_t(idColumn)]))] = *p;
    // The first jobs are enough to tell the phase (it does not move), and keep the search quick.
    constexpr std::size_t kJobsRead = 500;
    std::vector<RecordedSlurmJob> recorded;
    for (const JobSpec& j : jobs) {
        const auto p = priorityOf.find(j.id);
        const auto tenant = std::find_if(tenants.begin(), tenants.end(), [&](const Tenant& t) { return t.name == j.vc.str(); });
        if (p == priorityOf.end() || tenant == tenants.end() || j.recordedWait < 0) continue;
        recorded.push_back({ int(tenant - tenants.begin()), j.user.str(), j.submitTime, j.submitTime + j.recordedWait, recordedEnd(j).first,
            j.gpus, p->second });
        if (recorded.size() == kJobsRead) break;
    }
    if (recorded.empty()) return std::nullopt;
    std::vector<double> shares;
    for (const Tenant& t : tenants) shares.push_back(t.weight);
    return slurmCalcPhase(recorded, shares, settings);
}

} // namespace

Result<SlurmTwin> importSlurmTwin(const SlurmTwinInputs& in)
{
    SlurmTwin twin;
    Scenario& s = twin.scenario;
    auto text = readTextFile(in.confPath);
    if (!text) return text.error();
    ParamMap params;
    ConfReader conf(in.confPath, twin, params);
    if (auto st = conf.read(text.value()); !st) return st.error();
    // The accounts' shares, and the cluster's name where slurm.conf (a fragment) does not give it.
    std::string clusterName = conf.clusterName;
    if (!in.associationsPath.empty()) {
        auto dump = readTextFile(in.associationsPath);
        if (!dump) return dump.error();
        std::string dumpCluster;
        if (auto st = readAssociations(in.associationsPath, dump.value(), s.tenants, dumpCluster, twin.warnings); !st) return st.error();
        if (clusterName.empty()) clusterName = dumpCluster;
    } else {
        twin.warnings.push_back("no --associations: every account has Slurm's default share, 1");
    }
    // The cluster: one rack of the GPU nodes, a GPU type per Gres type ("gpu" where the Gres names none).
    s.cluster.racks.push_back({ clusterName.empty() ? "cluster" : clusterName });
    int cpuOnly = 0;
    for (const auto& node : conf.nodes) {
        if (node.gpus <= 0) {
            ++cpuOnly;
            continue;
        }
        const std::string type = node.gpuType.empty() ? "gpu" : node.gpuType;
        auto it = std::find_if(s.cluster.gpuTypes.begin(), s.cluster.gpuTypes.end(), [&](const GpuType& t) { return t.name == type; });
        if (it == s.cluster.gpuTypes.end()) {
            s.cluster.gpuTypes.push_back({ type, 1.0, 0.0, 0.0, 0.0 });
            it = s.cluster.gpuTypes.end() - 1;
        }
        Machine m;
        m.name = node.name;
        m.gpuType = int(it - s.cluster.gpuTypes.begin());
        m.gpuCount = node.gpus;
        m.cpuSlots = node.cpus;
        s.cluster.machines.push_back(m);
    }
    if (cpuOnly > 0) twin.warnings.push_back(in.confPath + ": nodes without GPUs left out: " + std::to_string(cpuOnly));
    if (s.cluster.machines.empty())
        return Error { ErrorCode::BadValue, translate("Error", "no node has GPUs (NodeName lines with Gres=gpu:COUNT)"), { in.confPath, 0, 0, "NodeName" } };
    // The partitions, of the GPU nodes they list (Nodes=ALL: every node).
    for (const ConfReader::ConfPartition& cp : conf.partitions) {
        Partition p = cp.partition;
        for (MachineId m = 0; m < s.cluster.machineCount(); ++m)
            if (cp.nodes.empty() || std::find(cp.nodes.begin(), cp.nodes.end(), s.cluster.machines[std::size_t(m)].name) != cp.nodes.end())
                p.machines.push_back(m);
        if (p.machines.empty()) {
            twin.warnings.push_back(in.confPath + ":" + std::to_string(cp.line) + ": partition " + p.name + " has no GPU node: left out");
            continue;
        }
        if (p.isDefault && std::any_of(s.cluster.partitions.begin(), s.cluster.partitions.end(), [](const Partition& o) { return o.isDefault; }))
            return Error { ErrorCode::BadValue, translate("Error", "only one partition may be the default"),
                { in.confPath, cp.line, 0, "PartitionName=" + p.name } };
        s.cluster.partitions.push_back(std::move(p));
    }
    s.cluster.index();
    if (s.cluster.gpuTypes.size() > 1)
        twin.warnings.push_back(in.confPath + ": GPU types are kept but jobs' type requests (--gres=gpu:TYPE:N) are read from sacct's AllocTRES only");
    // The scheduler and its settings.
    s.name = (clusterName.empty() ? std::string("Slurm cluster") : clusterName) + " (imported from slurm.conf)";
    s.description = "Imported by gantry-cli import --format slurm-conf from " + std::filesystem::path(in.confPath).filename().string()
        + " and " + std::filesystem::path(in.sacctPath).filename().string()
        + ". Prices are not in slurm.conf: set cluster.gpu_types' price_per_hour for costs.";
    s.policy.scheduler = { "slurm", params };
    s.speedModel.name = "replay"; // the recorded run times are what the jobs take
    // The jobs: the sacct export, named relative to where the scenario goes.
    const std::filesystem::path outDir = std::filesystem::absolute(in.outPath).parent_path();
    s.workload.trace = std::filesystem::absolute(in.sacctPath).lexically_relative(outDir).string();
    s.baseDirectory = outDir.string(); // so that the scenario runs as it is, before it is saved
    s.workload.format = "slurm-sacct";
    // Every account the jobs name is a tenant (those the dump does not list with Slurm's default share).
    auto jobs = importTrace(in.sacctPath, "slurm-sacct");
    if (!jobs) return jobs.error();
    std::set<std::string> unknownPartitions;
    for (const JobSpec& j : jobs.value().workload.jobs)
        if (!j.partition.empty() && s.cluster.partitionFor(j.partition) == -2) unknownPartitions.insert(j.partition.str());
    for (const std::string& p : unknownPartitions)
        twin.warnings.push_back(in.sacctPath + ": jobs of partition '" + p + "', which slurm.conf does not give GPU nodes, are rejected in the replay");
    for (const JobSpec& j : jobs.value().workload.jobs) {
        const std::string account = j.vc.str();
        if (std::none_of(s.tenants.begin(), s.tenants.end(), [&](const Tenant& t) { return t.name == account; })) {
            if (!in.associationsPath.empty())
                twin.warnings.push_back(in.sacctPath + ": account '" + account + "' is not in the associations; its share is 1");
            Tenant t;
            t.name = account;
            s.tenants.push_back(t);
        }
    }
    // When slurmctld's periodic work fell in the recorded run: a replay of it checks time limits and
    // runs backfill cycles at the same phase (docs/simulator-model.md, "Against a real Slurm").
    const SlurmSettings settings = slurmSettings(Params(slurmSchedulerParams(), params));
    const SlurmTimerPhases phases = slurmTimerPhases(jobs.value().workload.jobs, settings.bfInterval);
    s.simulation.timeLimitCheckSeconds = kSlurmTimeLimitCheckSeconds;
    s.simulation.timeLimitCheckOffset = phases.timeLimitCheck.value_or(0);
    params["clock_at_zero"] = std::fmod(jobs.value().origin, 86400.0);
    s.description += " Time limits are checked every 30 s from " + formatNumber(s.simulation.timeLimitCheckOffset) + " s ("
        + (phases.timeLimitCheck ? "when the " + std::to_string(phases.timedOut) + " jobs that timed out ended)" : std::string("no job timed out)"));
    if (settings.backfill && phases.backfillCycle) {
        params["bf_cycle_offset"] = *phases.backfillCycle;
        s.description += ", backfill cycles run from " + formatNumber(*phases.backfillCycle) + " s (when " + std::to_string(phases.backfilled)
            + " backfilled jobs started)";
    }
    if (const auto calc = calcPhaseFromSacct(in.sacctPath, jobs.value().workload.jobs, s.tenants, settings)) {
        params["calc_offset"] = calc->offset;
        s.description += ", priorities are recalculated from " + formatNumber(calc->offset) + " s (" + std::to_string(calc->matched)
            + " of the jobs' priorities at submission come out as sacct's; from time zero " + std::to_string(calc->atZero) + ")";
    }
    s.description += ".";
    s.policy.scheduler = { "slurm", params };
    return twin;
}

} // namespace gantry
