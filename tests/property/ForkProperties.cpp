// Forks on generated scenarios: a fork's history up to its time is its base's, byte for byte (the
// schedule's periods and the decision log), and a fork without events ends exactly like its base
// (docs/scenario-format.md, "Forks").
#include "core/io/ScenarioIo.h"
#include "core/metrics/OutputWriter.h"
#include "core/run/ScenarioRunner.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <sstream>

using namespace gantry;

namespace {

std::vector<std::string> dataLines(const std::string& text, bool skipHeader)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') out.push_back(line);
    if (skipHeader && !out.empty()) out.erase(out.begin());
    return out;
}

std::string number(double x)
{
    std::ostringstream o;
    o << x;
    return o.str();
}

/// A random scenario with two forks at the same time: one without events, one with random events.
struct ForkCase {
    std::string yaml;
    double at = 0;
};

ForkCase genCase()
{
    const int racks = *rc::gen::inRange(1, 4), machines = *rc::gen::inRange(1, 4);
    const int gpus = *rc::gen::element(4, 8);
    const int jobs = *rc::gen::inRange(10, 61);
    const int perHour = *rc::gen::inRange(2, 21);
    std::string y = "gantry: 1\nname: generated\nseed: " + std::to_string(*rc::gen::inRange(1, 1000)) + "\ncluster:\n  gpu_types:\n"
        "    - {name: V100, speed: 1.0, price_per_hour: 3.0, spot_price_per_hour: 1.0, memory_gb: 32}\n"
        "    - {name: A100, speed: 2.0, price_per_hour: 4.0, spot_price_per_hour: 1.2, memory_gb: 40}\n  racks:\n";
    std::vector<std::string> machineNames;
    for (int r = 0; r < racks; ++r) {
        y += "    - name: r" + std::to_string(r) + "\n      machines:\n";
        for (int m = 0; m < machines; ++m) {
            const std::string name = "r" + std::to_string(r) + "m" + std::to_string(m);
            machineNames.push_back(name);
            y += "        - {name: " + name + ", gpu_type: " + (m % 2 ? "A100" : "V100") + ", gpus: " + std::to_string(gpus) + "}\n";
        }
    }
    y += "workload:\n  generator: poisson-philly\n  generator_params: {jobs: " + std::to_string(jobs) + ", jobs_per_hour: "
        + std::to_string(perHour) + ", max_gpus: " + std::to_string(gpus) + ", max_duration_hours: 8}\n";
    y += "policy: {ordering: " + *rc::gen::element<std::string>("fifo", "sjf", "tiresias") + ", placement: "
        + *rc::gen::element<std::string>("consolidate", "least-loaded", "first-fit") + "}\n";
    // The fork's time: within the first half of the arrivals, so the base has not ended by then.
    ForkCase c;
    c.at = *rc::gen::inRange(0, std::max(1, int(0.5 * jobs / perHour * 3600)));
    y += "variants:\n  - {name: no events, at: " + number(c.at) + "}\n  - name: edited\n    at: " + number(c.at) + "\n    events:\n";
    const int events = *rc::gen::inRange(1, 5);
    for (int e = 0; e < events; ++e) {
        const double when = c.at + *rc::gen::inRange(0, 5 * 3600);
        y += "      - at: " + number(when) + "\n        ";
        switch (*rc::gen::inRange(0, 7)) {
        case 0: y += "fail: {machines: [" + *rc::gen::elementOf(machineNames) + "]}\n"; break;
        case 1: y += "recover: {rack: r0}\n"; break;
        case 2: y += "policy: {ordering: " + *rc::gen::element<std::string>("fifo", "sjf", "srtf") + "}\n"; break;
        case 3: y += "price: {gpu_type: A100, price_per_hour: " + std::to_string(*rc::gen::inRange(1, 20)) + "}\n"; break;
        case 4: y += "leave: {machines: [" + *rc::gen::elementOf(machineNames) + "]}\n"; break;
        case 5:
            y += "join: {gpu_type: " + *rc::gen::element<std::string>("V100", "A100") + ", count: " + std::to_string(*rc::gen::inRange(1, 3))
                + ", name: joined" + std::to_string(e) + "}\n";
            break;
        default:
            y += "inject: {generator: poisson-philly, generator_params: {jobs: " + std::to_string(*rc::gen::inRange(1, 20))
                + ", jobs_per_hour: 30, max_gpus: " + std::to_string(gpus) + "}}\n";
        }
    }
    c.yaml = y;
    return c;
}

} // namespace

RC_GTEST_PROP(ForkProperties, AForkSharesItsBasesPastAndWithoutEventsItsFuture, ())
{
    const ForkCase c = genCase();
    auto scenario = parseScenario(c.yaml, "generated.yaml", ".");
    // Random events may name a machine after it left, or list joins out of time order: refused, rightly.
    if (!scenario
        && (scenario.error().message.find("left the cluster") != std::string::npos
            || scenario.error().message.find("in the order they happen") != std::string::npos))
        RC_DISCARD("events the format refuses");
    if (!scenario) RC_FAIL(scenario.error().toString() + "\n" + c.yaml);
    auto runs = runVariants(scenario.value(), *rc::gen::inRange(1, 3));
    if (!runs && runs.error().message.find("nothing is left to fork") != std::string::npos) RC_DISCARD("the base ended first");
    if (!runs) RC_FAIL(runs.error().toString() + "\n" + c.yaml);
    const RunResult& base = runs->at(0);
    const RunResult& same = runs->at(1);
    const RunResult& edited = runs->at(2);

    // Without events: the same files, line for line (the comment lines name the run).
    RC_ASSERT(dataLines(scheduleCsv(same), false) == dataLines(scheduleCsv(base), false));
    RC_ASSERT(dataLines(jobsCsv(same), false) == dataLines(jobsCsv(base), false));
    RC_ASSERT(dataLines(decisionLogJsonl(same), true) == dataLines(decisionLogJsonl(base), true));
    RC_ASSERT(same.events == base.events);

    // With events: every decision before the fork's time is the base's, in the same place.
    const std::vector<std::string> baseLog = dataLines(decisionLogJsonl(base), true);
    const std::vector<std::string> editedLog = dataLines(decisionLogJsonl(edited), true);
    std::size_t before = 0;
    while (before < base.decisions.size() && base.decisions[before].time < c.at) ++before;
    RC_ASSERT(editedLog.size() >= before);
    for (std::size_t i = 0; i < before; ++i) RC_ASSERT(editedLog[i] == baseLog[i]);
    // ... and every period of the schedule that ended before it.
    const auto& baseSegments = base.schedule.segments();
    const auto& editedSegments = edited.schedule.segments();
    for (std::size_t i = 0; i < baseSegments.size(); ++i) {
        const ScheduleSegment& b = baseSegments[i];
        if (b.start >= c.at || b.end < 0 || b.end >= c.at) continue;
        RC_ASSERT(i < editedSegments.size());
        const ScheduleSegment& e = editedSegments[i];
        RC_ASSERT(e.job == b.job && e.start == b.start && e.end == b.end && e.kind == b.kind);
        const auto bg = base.schedule.gpus(b), eg = edited.schedule.gpus(e);
        RC_ASSERT(std::vector<GpuId>(bg.begin(), bg.end()) == std::vector<GpuId>(eg.begin(), eg.end()));
    }
    RC_ASSERT(edited.forkedAt == c.at);
    RC_ASSERT(edited.eventsInherited == same.eventsInherited);
    RC_ASSERT(edited.eventsInherited <= base.events);
}
