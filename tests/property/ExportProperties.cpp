// What gantry-cli export writes for another system is inert, whatever the names in the scenario
// (docs/tenants.md, "What is refused, and why the files are inert"). Scenario, variant, file, GPU type,
// tenant and member names are generated from pieces a hostile user would try: YAML 1.1's other line
// breaks (U+0085, U+2028, U+2029), document markers and object text, quotes, shell metacharacters,
// sacctmgr's options and keywords, reserved namespaces and accounts. Each export either refuses the
// scenario or writes files that independent readers take as Gantry meant them:
// - kueue.yaml read by PyYAML (Debian's python3-yaml), a YAML 1.1 reader that splits lines as kubectl's
//   does: exactly the documents Gantry writes, of the expected kinds, each labelled as Gantry's;
// - sacctmgr.sh run by sh with sacctmgr as a function that records its words and nothing else on the
//   PATH: one sacctmgr command per tenant and member, each word an option Gantry writes.
#include "core/io/ScenarioIo.h"
#include "core/io/TenantExport.h"
#include "core/util/Text.h"

#include "tests/support/MixedFleetScenario.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace gantry;

namespace {

/// Names made of the pieces that break naive writers.
rc::Gen<std::string> hostileName()
{
    static const std::vector<std::string> pieces { "a", "Z", "7", "-", "_", ".", " ", "=", "'", "\"", "#", ":", "{", "}", "[", "]", "&",
        "*", "!", "|", ">", "%", "@", "`", ",", "\\", "$", ";", "\n", "\r", "\x1b]0;x\x07", "\u0085", "\u2028", "\u2029", "\u202e",
        "\uFFFE", "é", "中", "---", "...", "\u2028---\u2028apiVersion: rbac.authorization.k8s.io/v1\u2028kind: ClusterRoleBinding\u2028",
        "kube-system", "default", "kueue-system", "root", "normal", "AdminLevel=Admin", "Account=root", "--help", "-i", "where", "set" };
    return rc::gen::map(rc::gen::container<std::vector<std::string>>(rc::gen::elementOf(pieces)), [](const std::vector<std::string>& parts) {
        std::string out;
        for (const auto& p : parts) out += p;
        return out;
    });
}

/// A file holding `text`, removed with it.
struct TempFile {
    std::string path;
    explicit TempFile(const std::string& text)
    {
        char name[] = "/tmp/gantry-export-XXXXXX";
        const int fd = mkstemp(name);
        path = name;
        std::ofstream(path, std::ios::binary) << text;
        if (fd >= 0) close(fd);
    }
    ~TempFile() { std::remove(path.c_str()); }
};

/// The standard output of `command` and its exit status.
std::pair<std::string, int> run(const std::string& command)
{
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return { {}, -1 };
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
    return { out, pclose(pipe) };
}

std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> out;
    std::string part;
    for (char c : text) {
        if (c == separator) {
            out.push_back(part);
            part.clear();
        } else {
            part += c;
        }
    }
    if (!part.empty()) out.push_back(part);
    return out;
}

/// Every line of a written file is printable: no name put a control character or a line break into it.
void expectPrintableLines(const std::string& text)
{
    for (const std::string& line : split(text, '\n')) RC_ASSERT(printable(line) == line);
}

/// The scenario with generated names everywhere a name goes into an export.
struct Hostile {
    Scenario scenario;
    ExportSource source;
};

Hostile hostileScenario()
{
    auto parsed = parseScenario(gantry::testing::kMixedFleetScenario, "export.yaml", ".");
    RC_ASSERT(parsed.ok());
    Hostile h { parsed.value(), {} };
    h.source = { *hostileName(), *hostileName(), *hostileName() };
    h.scenario.name = h.source.baseName;
    // Some names keep a letter of their own, so that exports get past "no letter or digit" often.
    auto name = [](const std::string& own) { return *rc::gen::oneOf(hostileName(), rc::gen::map(hostileName(), [own](std::string n) { return n + own; })); };
    for (std::size_t k = 0; k < h.scenario.cluster.gpuTypes.size(); ++k) h.scenario.cluster.gpuTypes[k].name = name(" g" + std::to_string(k));
    for (std::size_t i = 0; i < h.scenario.tenants.size(); ++i) {
        Tenant& t = h.scenario.tenants[i];
        t.name = name(" t" + std::to_string(i));
        // Mostly user names sacctmgr must take as names (its keywords among them), sometimes hostile ones.
        const std::size_t members = *rc::gen::inRange<std::size_t>(1, 4);
        t.members = *rc::gen::container<std::vector<std::string>>(members, rc::gen::weightedOneOf<std::string>(
            { { 1, hostileName() }, { 6, rc::gen::element<std::string>("alice", "j.doe", "where", "set", "_svc") } }));
    }
    h.scenario.workload.tenantFrom = *rc::gen::element<std::string>("user", "vc");
    return h;
}

} // namespace

RC_GTEST_PROP(ExportProperties, KueueYamlHoldsOnlyTheObjectsGantryWrites, ())
{
    const Hostile h = hostileScenario();
    auto files = exportKueue(h.scenario, h.source);
    RC_CLASSIFY(files.ok(), "written");
    if (!files) {
        RC_ASSERT(!h.scenario.tenants.empty()); // refused with a reason, never crashed
        RC_ASSERT(!files.error().message.empty());
        return;
    }
    RC_ASSERT(files.value().size() == 1u);
    const std::string& text = files.value().front().text;
    expectPrintableLines(text);
    const TempFile yaml(text);
    // PyYAML: every document's kind, name and managed-by label, a line each.
    const auto [listing, status] = run("python3 -c 'import sys, yaml\n"
                                       "for d in yaml.safe_load_all(open(sys.argv[1], encoding=\"utf-8\")):\n"
                                       "  m = d[\"metadata\"]\n"
                                       "  print(d[\"kind\"], m[\"name\"], m[\"labels\"][\"app.kubernetes.io/managed-by\"], sep=\"\\t\")\n' "
        + yaml.path);
    RC_ASSERT(status == 0);
    std::map<std::string, std::size_t> kinds;
    for (const std::string& line : split(listing, '\n')) {
        const auto fields = split(line, '\t');
        RC_ASSERT(fields.size() == 3u);
        ++kinds[fields[0]];
        RC_ASSERT(fields[2] == "gantry");
        if (fields[0] == "Namespace") RC_ASSERT(fields[1] != "default" && fields[1].rfind("kube-", 0) != 0 && fields[1] != "kueue-system");
    }
    const std::size_t tenants = h.scenario.tenants.size();
    RC_ASSERT(kinds["Namespace"] == tenants);
    RC_ASSERT(kinds["LocalQueue"] == tenants);
    RC_ASSERT(kinds["ResourceFlavor"] == h.scenario.cluster.gpuTypes.size());
    RC_ASSERT(kinds["ClusterQueue"] == tenants || kinds["ClusterQueue"] == tenants + 1); // + the queue lending unassigned GPUs
    RC_ASSERT(kinds.size() == 4u);
}

RC_GTEST_PROP(ExportProperties, SacctmgrScriptRunsOnlyGantrysCommands, ())
{
    const Hostile h = hostileScenario();
    auto files = exportSlurm(h.scenario, h.source);
    RC_CLASSIFY(files.ok(), "written");
    RC_CLASSIFY(files.ok() && h.scenario.workload.tenantFrom == "user", "written with users");
    if (!files) {
        RC_ASSERT(!files.error().message.empty());
        return;
    }
    std::string script;
    for (const ExportFile& f : files.value()) {
        expectPrintableLines(f.text);
        if (f.name == "sacctmgr.sh") script = f.text;
    }
    const TempFile file(script);
    // Words of each command separated by US (\037), commands by RS (\036); no other program on the PATH.
    const auto [calls, status] = run("PATH=/nonexistent /bin/sh -c 'sacctmgr() { for w in \"$@\"; do printf \"%s\\037\" \"$w\"; done; printf \"\\036\"; }; . \"$1\"' sh "
        + file.path);
    RC_ASSERT(status == 0);
    static const std::set<std::string> options { "Name", "Account", "Description", "Organization", "Fairshare", "QosLevel", "DefaultQOS", "GrpTRES" };
    std::map<std::string, std::size_t> added;
    for (const std::string& call : split(calls, '\036')) {
        const auto words = split(call, '\037');
        RC_ASSERT(words.size() >= 4u);
        RC_ASSERT(words[0] == "-i" && words[1] == "add");
        ++added[words[2]];
        std::size_t first = 3;
        if (words[2] == "account" || words[2] == "qos") { // then its name: an RFC 1123 label
            RC_ASSERT(std::all_of(words[3].begin(), words[3].end(), [](unsigned char c) { return std::islower(c) || std::isdigit(c) || c == '-'; }));
            first = 4;
        } else {
            RC_ASSERT(words[2] == "user");
        }
        for (std::size_t k = first; k < words.size(); ++k) RC_ASSERT(options.count(words[k].substr(0, words[k].find('='))) == 1u);
    }
    std::size_t users = 0;
    if (h.scenario.workload.tenantFrom == "user")
        for (const Tenant& t : h.scenario.tenants) users += t.members.empty() ? 1 : t.members.size();
    RC_ASSERT(added["account"] == h.scenario.tenants.size());
    RC_ASSERT(added["user"] == users);
}
