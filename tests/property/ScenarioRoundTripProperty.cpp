// Scenario files: every valid scenario survives emit -> parse unchanged, and damaged documents give
// located errors instead of crashes.

#include "core/io/ScenarioIo.h"
#include "core/util/Text.h"

#include "tests/support/FakeValidators.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <set>

using namespace gantry;
using gantry::testing::fakeValidators;

namespace {

/// Text with the characters that need quoting in YAML, and some non-ASCII (always valid UTF-8); a name
/// (`forName`) never holds a control character, which the loader refuses in names, and other text only
/// line feeds and tabs (textProblem).
rc::Gen<std::string> genText(bool allowEmpty, bool forName = false)
{
    static const std::vector<std::string> namePieces { "a", "Z", "0", "7", " ", "-", "_", ".", ":", "#", "\"", "'", "\\", "[",
        "]", "{", "}", ",", "&", "*", "!", "|", ">", "%", "@", "`", "é", "中", "true", "no", "null", "~", "1e5" };
    static const std::vector<std::string> textPieces = [] {
        auto pieces = namePieces;
        pieces.insert(pieces.end(), { "\n", "\t" });
        return pieces;
    }();
    return rc::gen::map(rc::gen::container<std::vector<std::string>>(rc::gen::elementOf(forName ? namePieces : textPieces)),
        [allowEmpty](const std::vector<std::string>& parts) {
            std::string s;
            for (const auto& p : parts) s += p;
            if (s.empty() && !allowEmpty) s = "x";
            return s;
        });
}

/// Finite doubles of every magnitude, plus the round numbers people write.
rc::Gen<std::string> genName(bool allowEmpty = false) { return genText(allowEmpty, true); }

rc::Gen<double> genNumber(double minimum, double maximum)
{
    return rc::gen::map(rc::gen::oneOf(rc::gen::map(rc::gen::inRange(0, 1000), [](int x) { return double(x); }),
                            rc::gen::map(rc::gen::arbitrary<double>(), [](double x) { return std::isfinite(x) ? std::fabs(x) : 1.0; }),
                            rc::gen::map(rc::gen::inRange(0, 1'000'000), [](int x) { return x / 1000.0; })),
        [minimum, maximum](double x) {
            if (x >= minimum && x <= maximum) return x;
            return minimum + std::fmod(x, maximum - minimum);
        });
}

template <class T> T pick(const std::vector<T>& options) { return *rc::gen::elementOf(options); }

Scenario genScenario()
{
    Scenario s;
    s.name = *genName(true);
    s.description = *genText(true);
    s.seed = *rc::gen::arbitrary<std::uint64_t>();

    const int typeCount = *rc::gen::inRange(1, 4);
    for (int t = 0; t < typeCount; ++t)
        s.cluster.gpuTypes.push_back(GpuType { *genName() + "#" + std::to_string(t), *genNumber(1e-3, 100),
            *genNumber(0, 100), *genNumber(0, 100), *genNumber(0, 512) });
    const int rackCount = *rc::gen::inRange(1, 4);
    int gpus = 0;
    for (int r = 0; r < rackCount; ++r) {
        s.cluster.racks.push_back(Rack { *genName() + "/r" + std::to_string(r), *genNumber(1e-3, 1e4), *genNumber(1, 64) });
        const int machineCount = *rc::gen::inRange(0, 4);
        for (int m = 0; m < machineCount; ++m) {
            Machine machine;
            machine.name = *genName() + "/m" + std::to_string(r) + "." + std::to_string(m);
            machine.rack = r;
            machine.gpuType = *rc::gen::inRange(0, typeCount);
            machine.gpuCount = *rc::gen::inRange(0, 65);
            machine.cpuSlots = *rc::gen::inRange(0, 1000);
            machine.nicGbps = *genNumber(1e-3, 1e4);
            machine.intraGbps = *genNumber(1e-3, 1e4);
            machine.perfFactor = *genNumber(1e-3, 4);
            machine.perfFluctuation = *genNumber(0, 0.999);
            machine.spot = *rc::gen::arbitrary<bool>();
            gpus += machine.gpuCount;
            s.cluster.machines.push_back(machine);
        }
    }
    if (gpus == 0) {
        Machine machine;
        machine.name = "last";
        machine.rack = rackCount - 1; // machines are listed rack by rack, as the file groups them
        s.cluster.machines.push_back(machine);
    }
    s.cluster.index();

    if (*rc::gen::arbitrary<bool>()) {
        ModelCatalog catalog;
        const int models = *rc::gen::inRange(1, 4);
        for (int m = 0; m < models; ++m)
            catalog.add(ModelProfile { *genName() + std::to_string(m), *genNumber(1e-6, 100), *genNumber(0, 1e4),
                *rc::gen::inRange(1, 100000), *genNumber(0, 1e4), *genNumber(0, 1e4),
                *rc::gen::element(1.0, 0.5, 3.0, 1e6) });
        s.models = catalog;
    }

    if (*rc::gen::arbitrary<bool>()) {
        s.workload.trace = *genText(false);
    } else {
        s.workload.generator = *genText(false);
        const int params = *rc::gen::inRange(0, 4);
        for (int p = 0; p < params; ++p) {
            const std::string key = *genText(false);
            switch (*rc::gen::inRange(0, 3)) {
            case 0: s.workload.generatorParams[key] = *genNumber(0, 1e9); break;
            case 1: s.workload.generatorParams[key] = *genText(true); break;
            default: s.workload.generatorParams[key] = *rc::gen::container<std::vector<double>>(genNumber(0, 1e6)); break;
            }
        }
    }
    s.workload.format = *genText(false);
    s.workload.limit = *rc::gen::inRange(0, 1'000'000);
    s.workload.skipSeconds = *genNumber(0, 1e9);
    s.workload.arrivalScale = *genNumber(1e-3, 100);
    s.workload.durationScale = *genNumber(1e-3, 100);
    s.workload.architecture = pick<std::string>({ "gang", "allreduce", "ps" });
    const int overrides = *rc::gen::inRange(0, 4);
    for (int o = 0; o < overrides; ++o) {
        JobOverride jo;
        jo.id = *genName() + "#" + std::to_string(o); // unique
        if (*rc::gen::arbitrary<bool>()) jo.submitTime = *genNumber(0, 1e9);
        if (*rc::gen::arbitrary<bool>()) jo.duration = *genNumber(1e-3, 1e9);
        if (*rc::gen::arbitrary<bool>()) jo.gpus = *rc::gen::inRange(1, 1000);
        jo.remove = *rc::gen::arbitrary<bool>();
        s.workload.overrides.push_back(std::move(jo));
    }

    s.policy.ordering = pick<PolicyPart>({ { "fifo", {} }, { "sjf", {} },
        { "tiresias", { { "queue_thresholds", *rc::gen::container<std::vector<double>>(genNumber(0, 1e9)) } } } });
    s.policy.placement = pick<PolicyPart>({ { "consolidate", {} }, { "spread", { { "strict", 1.0 } } }, { "spread", { { "strict", 0.0 } } } });
    if (*rc::gen::arbitrary<bool>()) s.policy.scheduler = PolicyPart { "dl2", { { "model", *genText(true) } } };
    s.policy.backfill = *rc::gen::arbitrary<bool>();

    if (*rc::gen::arbitrary<bool>()) s.speedModel = SpeedModelConfig { "replay", {} };
    else s.speedModel.params = { { "comm_weight", *genNumber(0, 10) }, { "interference", double(*rc::gen::inRange(0, 2)) } };

    s.simulation = SimulationConfig { *genNumber(0, 1e5), *genNumber(0, 1e5), *genNumber(1e-3, 1e6), *genNumber(0, 1e6),
        *genNumber(0, 1e3), *genNumber(1e-3, 1e6), *genNumber(1, 1e6), *genNumber(0, 1e9), *rc::gen::arbitrary<bool>() }; // sample_seconds >= 1

    static const std::vector<std::string> overlays { "policy: {ordering: sjf}\n", "cluster: {shape: 1x2x4}\n",
        "simulation: {sample_seconds: 30, record_decisions: false}\n", "seed: 9\n", "workload: {limit: 5}\n",
        "policy: {placement: {name: spread, strict: true}, backfill: false}\nseed: 3\n", "" };
    const int variants = *rc::gen::inRange(0, 3);
    for (int v = 0; v < variants; ++v) s.variants.push_back(Variant { *genName() + std::to_string(v), pick(overlays) });

    // Tenants: names and members made unique by their suffixes, a quota of any type or per type.
    s.workload.tenantFrom = pick<std::string>({ "vc", "user" });
    const int tenants = *rc::gen::inRange(0, 4);
    const int takesUnmatched = *rc::gen::inRange(-1, tenants);
    for (int t = 0; t < tenants; ++t) {
        Tenant tenant;
        tenant.name = *genName() + "@t" + std::to_string(t);
        if (*rc::gen::arbitrary<bool>()) tenant.quotaGpus = *rc::gen::inRange(0, 100000);
        else
            for (const GpuType& type : s.cluster.gpuTypes)
                if (*rc::gen::arbitrary<bool>()) tenant.quotaByType[type.name] = *rc::gen::inRange(0, 1000);
        if (*rc::gen::arbitrary<bool>()) tenant.limitGpus = tenant.quota() + *rc::gen::inRange(0, 1000);
        tenant.weight = std::max(0.001, std::round(*genNumber(1e-3, 1e6) * 1000) / 1000); // the format keeps three decimals
        tenant.borrow = *rc::gen::arbitrary<bool>();
        tenant.lend = *rc::gen::arbitrary<bool>();
        const int members = *rc::gen::inRange(0, 3);
        for (int m = 0; m < members; ++m) tenant.members.push_back(*genName() + "@m" + std::to_string(t) + "." + std::to_string(m));
        tenant.takesUnmatched = t == takesUnmatched;
        s.tenants.push_back(std::move(tenant));
    }
    return s;
}

} // namespace

RC_GTEST_PROP(ScenarioRoundTrip, ParseOfEmitIsIdentity, ())
{
    const Scenario s = genScenario();
    const std::string text = emitScenario(s);
    const auto parsed = parseScenario(text, "generated.yaml", "", fakeValidators());
    if (!parsed.ok()) RC_FAIL(parsed.error().toString() + "\n" + text);
    if (!(*parsed == s)) RC_FAIL("round trip changed the scenario:\n" + text);
    RC_ASSERT(emitScenario(*parsed) == text);
    RC_ASSERT(scenarioHash(*parsed) == scenarioHash(s));
    for (int v = 0; v < static_cast<int>(s.variants.size()); ++v) RC_ASSERT(applyVariant(s, v, fakeValidators()).ok());
}

RC_GTEST_PROP(ScenarioRoundTrip, DamagedDocumentsGiveLocatedErrors, ())
{
    const Scenario s = genScenario();
    std::vector<std::string> lines;
    {
        const std::string text = emitScenario(s);
        std::size_t start = 0;
        while (start < text.size()) {
            const std::size_t end = text.find('\n', start);
            lines.push_back(text.substr(start, end - start));
            start = end + 1;
        }
    }
    static const std::vector<std::string> junk { "", "-1", "0", ".nan", "-.inf", "yes", "on", "[", "{", "]", "&a x", "*a", "*nope",
        "!!binary x", "1e999", "\"", "'", "~", "[1, [2]]", "{a: b}", "? x", "0x10", "|", ">", "- x", "a: b: c", "%YAML 1.2", "---",
        "\t", "@", "{shape: 0x0x0}", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]" };
    const int mutations = *rc::gen::inRange(1, 4);
    for (int m = 0; m < mutations && !lines.empty(); ++m) {
        const std::size_t at = *rc::gen::inRange<std::size_t>(0, lines.size());
        switch (*rc::gen::inRange(0, 4)) {
        case 0: lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(at)); break;
        case 1: lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), lines[at]); break;
        case 2: {
            const std::size_t colon = lines[at].find(": ");
            const std::string value = *rc::gen::elementOf(junk);
            lines[at] = colon == std::string::npos ? value : lines[at].substr(0, colon + 2) + value;
            break;
        }
        default: lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(at), *rc::gen::elementOf(junk)); break;
        }
    }
    std::string text;
    for (const auto& line : lines) text += line + "\n";
    const auto parsed = parseScenario(text, "damaged.yaml", "", fakeValidators());
    if (!parsed.ok()) {
        RC_ASSERT(parsed.error().where.line > 0);
        RC_ASSERT(parsed.error().where.file == "damaged.yaml");
        RC_ASSERT(parsed.error().code != ErrorCode::Internal);
    }
}

// Names are text, not terminal commands: a control character (C0, DEL or C1) anywhere in any name
// is refused where it is written, and the message itself holds no control character.
RC_GTEST_PROP(ScenarioRoundTrip, ANameWithAControlCharacterIsRefusedWhereItIsWritten, ())
{
    Scenario s = genScenario();
    std::vector<std::pair<std::string*, std::string>> names { { &s.name, "name" } };
    for (std::size_t t = 0; t < s.cluster.gpuTypes.size(); ++t)
        names.emplace_back(&s.cluster.gpuTypes[t].name, "cluster.gpu_types[" + std::to_string(t) + "].name");
    for (std::size_t r = 0; r < s.cluster.racks.size(); ++r)
        names.emplace_back(&s.cluster.racks[r].name, "cluster.racks[" + std::to_string(r) + "].name");
    for (std::size_t o = 0; o < s.workload.overrides.size(); ++o)
        names.emplace_back(&s.workload.overrides[o].id, "workload.overrides[" + std::to_string(o) + "].id");
    for (std::size_t v = 0; v < s.variants.size(); ++v) names.emplace_back(&s.variants[v].name, "variants[" + std::to_string(v) + "].name");
    for (std::size_t t = 0; t < s.tenants.size(); ++t) names.emplace_back(&s.tenants[t].name, "tenants[" + std::to_string(t) + "].name");
    const auto& [name, field] = names[*rc::gen::inRange<std::size_t>(0, names.size())]; // (RapidCheck shows values: no pointers)
    static const std::vector<std::string> controls { std::string(1, '\0'), "\x1b[2J", "\a", "\b", "\t", "\n", "\r", "\x7f",
        "\xc2\x80", "\xc2\x85", "\xc2\x9b", "\u2028", "\u2029", "\u202e" };
    std::vector<std::size_t> boundaries { name->size() }; // between characters, never inside one
    for (std::size_t i = 0; i < name->size(); ++i)
        if ((static_cast<unsigned char>((*name)[i]) & 0xC0) != 0x80) boundaries.push_back(i);
    name->insert(*rc::gen::elementOf(boundaries), *rc::gen::elementOf(controls));

    const std::string text = emitScenario(s);
    const auto parsed = parseScenario(text, "names.yaml", "", fakeValidators());
    if (parsed.ok()) RC_FAIL("accepted a name with a control character in " + field + ":\n" + text);
    if (parsed.error().where.field != field || parsed.error().where.line <= 0
        || parsed.error().message.find("control character") == std::string::npos)
        RC_FAIL("expected a control character in " + field + ", got: " + parsed.error().toString() + "\n" + text);
    RC_ASSERT(!nameProblem(parsed.error().toString()));
}
