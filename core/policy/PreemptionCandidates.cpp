#include "core/policy/PreemptionCandidates.h"

#include <cmath>
#include <utility>

namespace gantry {

namespace {

// A job is ranked again from this long before the step its ordering names (simulated seconds): an
// ordering may round a value near a step to the next one (Tiresias counts a job within 1e-6 GPU-
// seconds of a threshold as past it), so between there and the step it is ranked at every refresh,
// exactly as if every running job were ranked afresh.
constexpr SimTime kStepMargin = 1.0;

} // namespace

void PreemptionCandidates::reset(int jobCount)
{
    m_ranked.clear();
    m_entryOf.assign(std::size_t(jobCount), Entry {});
    m_started.clear();
    m_steps = {};
    m_nearStep.clear();
}

bool PreemptionCandidates::stillRanked(const SimulationView& view, JobIndex job, SimTime lastStart) const
{
    const JobState& st = view.state(job);
    return st.phase == JobPhase::Running && st.lastStart == lastStart && m_entryOf[std::size_t(job)].job == job
        && m_entryOf[std::size_t(job)].lastStart == lastStart;
}

void PreemptionCandidates::rank(const SimulationView& view, const OrderingPolicy& ordering, JobIndex job)
{
    const Entry entry { ordering.priority(view, job), view.state(job).lastStart, job };
    Entry& current = m_entryOf[std::size_t(job)];
    if (current != entry) {
        if (current.job >= 0) m_ranked.erase(current);
        m_ranked.insert(entry);
        current = entry;
    }
    const SimTime step = ordering.nextPriorityChange(view, job);
    if (!std::isfinite(step)) return;
    if (step - kStepMargin > view.now())
        m_steps.emplace(step - kStepMargin, job, entry.lastStart);
    else
        m_nearStep.push_back(job);
}

void PreemptionCandidates::refresh(const SimulationView& view, const OrderingPolicy& ordering, double floor)
{
    if (!ordering.priorityStepsWhileRunning()) {
        m_ranked.clear();
        for (JobIndex j : view.running()) {
            if (view.state(j).phase != JobPhase::Running) continue;
            const double p = ordering.priority(view, j);
            if (p > floor) m_ranked.insert({ p, view.state(j).lastStart, j });
        }
        return;
    }
    for (JobIndex j : std::exchange(m_started, {}))
        if (view.state(j).phase == JobPhase::Running) rank(view, ordering, j);
    while (!m_steps.empty() && std::get<0>(m_steps.top()) <= view.now()) {
        const auto [time, job, lastStart] = m_steps.top();
        m_steps.pop();
        if (stillRanked(view, job, lastStart)) rank(view, ordering, job);
    }
    for (JobIndex j : std::exchange(m_nearStep, {}))
        if (stillRanked(view, j, m_entryOf[std::size_t(j)].lastStart)) rank(view, ordering, j);
}

void PreemptionCandidates::visitWorseThan(
    const SimulationView& view, double than, const std::function<bool(const Entry&)>& visit)
{
    for (auto it = m_ranked.begin(); it != m_ranked.end() && it->priority > than;) {
        const JobState& st = view.state(it->job);
        if (st.phase != JobPhase::Running || st.lastStart != it->lastStart) {
            // It stopped running (finished, preempted, failed) since it was ranked.
            if (m_entryOf.size() > std::size_t(it->job) && m_entryOf[std::size_t(it->job)] == *it)
                m_entryOf[std::size_t(it->job)] = {};
            it = m_ranked.erase(it);
            continue;
        }
        const Entry entry = *it++;
        if (!visit(entry)) return;
    }
}

} // namespace gantry
