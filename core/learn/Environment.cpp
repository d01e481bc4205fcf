#include "core/learn/Environment.h"

#include "core/engine/SpeedModel.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/Interrupt.h"
#include "core/util/Translate.h"

#include <algorithm>
#include <cmath>

namespace gantry::learn {

std::uint64_t trainingWorkloadSeed(std::uint64_t seed, int episode)
{
    return kTrainingSeedBase + (seed % 1000) * 100'000 + std::uint64_t(episode);
}

Scenario withSeed(const Scenario& scenario, std::uint64_t seed)
{
    Scenario s = scenario;
    s.seed = seed;
    s.variants.clear();
    s.simulation.recordDecisions = false;
    return s;
}

Result<std::unique_ptr<Simulation>> makeEpisode(const Scenario& scenario, std::unique_ptr<Scheduler> scheduler)
{
    auto workload = loadWorkload(scenario);
    if (!workload) return workload.error();
    return buildSimulation(scenario, std::move(workload.value().jobs), std::move(scheduler)); // tenants and billing too
}

Status runEpisode(Simulation& sim)
{
    while (sim.step())
        if (interrupted()) return Error { ErrorCode::Cancelled, translate("Error", "interrupted"), {} };
    return Ok {};
}

double averageJct(const Simulation& sim)
{
    double sum = 0;
    int n = 0;
    for (std::size_t j = 0; j < sim.jobs().size(); ++j) {
        const JobState& st = sim.states()[j];
        const double end = st.finishTime >= 0 ? st.finishTime : sim.now();
        sum += end - sim.jobs()[j].submitTime;
        ++n;
    }
    return n ? sum / n : 0.0;
}

double totalFee(const Simulation& sim)
{
    double sum = 0;
    for (const JobState& st : sim.states()) sum += st.usageCost;
    return sum;
}

double jobSecondsInSystem(const SimulationView& view, double from, double to, double end)
{
    double jobSeconds = 0;
    for (JobIndex j = 0; j < view.jobCount(); ++j) {
        const JobState& st = view.state(j);
        const double finish = st.finishTime >= 0 ? st.finishTime : end;
        const double a = std::max(from, view.spec(j).submitTime);
        const double b = std::min(to, finish);
        if (b > a) jobSeconds += b - a;
    }
    return jobSeconds;
}

void queuedWindow(const SimulationView& view, int size, std::vector<JobIndex>& window)
{
    window.clear();
    for (JobIndex j : view.queue()) {
        if (int(window.size()) >= size) break;
        if (view.state(j).phase == JobPhase::Queued) window.push_back(j);
    }
}

std::pair<double, double> meanStd(const std::vector<double>& values)
{
    if (values.empty()) return { 0, 0 };
    double mean = 0;
    for (double v : values) mean += v;
    mean /= double(values.size());
    double var = 0;
    for (double v : values) var += (v - mean) * (v - mean);
    const double sd = values.size() > 1 ? std::sqrt(var / double(values.size() - 1)) : 0.0;
    return { mean, sd };
}

} // namespace gantry::learn
