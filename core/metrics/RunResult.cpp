#include "core/metrics/RunResult.h"

#include "core/engine/Simulation.h"
#include "core/util/FieldCoder.h"
#include "core/util/Text.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <type_traits>
#include <unordered_map>

namespace gantry {
double percentile(const std::vector<double>& sorted, double p)
{
    if (sorted.empty()) return 0.0;
    const double rank = std::ceil(p / 100.0 * static_cast<double>(sorted.size()));
    const std::size_t index = static_cast<std::size_t>(std::clamp(rank, 1.0, double(sorted.size()))) - 1;
    return sorted[index];
}

namespace {
double median(const std::vector<double>& sorted)
{
    if (sorted.empty()) return 0.0;
    const std::size_t n = sorted.size();
    return n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
}
} // namespace

void SeriesCollector::onSample(const SimulationView&, const Sample& sample)
{
    // The engine emits a final sample at the end; drop exact repeats of the same instant.
    if (!m_samples.empty() && m_samples.back().time == sample.time) m_samples.back() = sample;
    else m_samples.push_back(sample);
}

void SeriesCollector::onMachineEvent(const SimulationView& view, MachineId machine, bool up)
{
    if (!up) {
        m_outages.push_back({ machine, view.now(), -1 });
        return;
    }
    for (auto it = m_outages.rbegin(); it != m_outages.rend(); ++it)
        if (it->machine == machine) {
            if (it->to < 0) it->to = view.now();
            return;
        }
}

Summary summarizeSince(const RunResult& run, double t, double usageCostBefore)
{
    Summary s = summarize(run.jobs, run.meta.gpus, run.capacity, [t](const JobRecord& job) { return job.submit >= t; });
    s.usageCost = run.summary.usageCost - usageCostBefore;
    s.costPeriod = std::max(0.0, run.summary.costPeriod - t);
    s.clusterCost = clusterCostOver(run.capacity, t, t + s.costPeriod);
    return s;
}

double clusterCostOver(std::span<const CapacityStep> capacity, double from, double to)
{
    double cost = 0;
    for (std::size_t i = 0; i < capacity.size(); ++i) {
        const double begin = std::max(from, i == 0 ? from : capacity[i].time);
        const double end = std::min(to, i + 1 < capacity.size() ? capacity[i + 1].time : to);
        if (end > begin) cost += capacity[i].pricePerHour * (end - begin) / 3600.0;
    }
    return cost;
}

const char* jobOutcomeName(JobOutcome outcome)
{
    switch (outcome) {
    case JobOutcome::Finished: return "finished";
    case JobOutcome::Rejected: return "rejected";
    case JobOutcome::TimedOut: return "timeout";
    case JobOutcome::Unfinished: break;
    }
    return "unfinished";
}

namespace {
/// The entry at `index` of a run's table, or null (-1, or an index a hand-built record got wrong).
template <typename T> const T* entryAt(const std::vector<T>& table, std::int32_t index)
{
    return index >= 0 && std::size_t(index) < table.size() ? &table[std::size_t(index)] : nullptr;
}
} // namespace

std::string_view RunResult::modelOf(const JobRecord& job) const
{
    const std::string* name = entryAt(models, job.model);
    return name ? std::string_view(*name) : std::string_view();
}

std::string_view RunResult::tenantOf(const JobRecord& job) const
{
    const TenantSummary* tenant = entryAt(tenants, job.tenant);
    return tenant ? std::string_view(tenant->name) : std::string_view();
}

std::string_view RunResult::rejectionOf(const JobRecord& job) const
{
    const std::string* reason = entryAt(rejections, job.rejection);
    return reason ? std::string_view(*reason) : std::string_view();
}

JobRecord recordOf(const JobSpec& spec, const JobState& st, SimTime now, int modelCount, int tenantCount)
{
    JobRecord r;
    r.id = spec.id;
    if (spec.model >= 0 && spec.model < modelCount) r.model = spec.model;
    if (spec.tenant >= 0 && spec.tenant < tenantCount) r.tenant = spec.tenant;
    r.status = st.phase == JobPhase::Finished ? (st.timedOut ? JobOutcome::TimedOut : JobOutcome::Finished)
        : st.phase == JobPhase::Rejected      ? JobOutcome::Rejected
                                              : JobOutcome::Unfinished;
    r.submit = spec.submitTime;
    r.start = st.firstStart;
    r.finish = st.finishTime;
    r.wait = st.queuedSeconds + (st.phase == JobPhase::Queued ? now - st.queuedSince : 0.0);
    r.jct = st.phase == JobPhase::Finished ? st.finishTime - spec.submitTime : -1;
    r.duration = spec.duration;
    r.gpus = spec.gpus;
    r.maxMachines = st.maxMachines;
    r.maxRacks = st.maxRacks;
    r.preemptions = st.preemptions;
    r.failures = st.failures;
    r.gpuSeconds = st.gpuSeconds;
    r.usageCost = st.usageCost;
    r.commFraction = communicationShare(st);
    return r;
}

void JobTable::clear()
{
    m_records.clear();
    m_engine.reset();
}

JobRecord JobTable::engineRecord(std::size_t index) const
{
    const EngineJobs& e = *m_engine;
    JobRecord r = recordOf((*e.specs)[index], e.states[index], e.now, e.modelCount, e.tenantCount);
    if (!e.rejection.empty())
        if (auto it = e.rejection.find(JobIndex(index)); it != e.rejection.end()) r.rejection = it->second;
    return r;
}

namespace {

/// The run's distinct rejection reasons, in the order of the first job rejected for each (out.rejections),
/// and each rejected job's index into them.
std::unordered_map<JobIndex, std::int32_t> indexRejections(const Simulation& sim, RunResult& out)
{
    out.rejections.clear();
    out.rejectionCounts.clear();
    std::unordered_map<JobIndex, std::int32_t> byJob;
    std::unordered_map<std::string_view, std::int32_t> byReason; // views into the simulation's reasons
    for (JobIndex j = 0; j < sim.jobCount(); ++j) {
        const std::string& why = sim.rejectionOf(j);
        if (why.empty()) continue;
        auto [it, fresh] = byReason.try_emplace(why, std::int32_t(out.rejections.size()));
        if (fresh) {
            out.rejections.push_back(why);
            out.rejectionCounts.push_back(0);
        }
        ++out.rejectionCounts[std::size_t(it->second)];
        byJob.emplace(j, it->second);
    }
    return byJob;
}

/// What both kinds of table share: the summaries, read from the table, and what only the run knows.
void summarizeRun(const Simulation& sim, RunResult& out)
{
    out.capacity = sim.capacity();
    out.summary = summarize(out.jobs, sim.cluster().gpuCount(), out.capacity, {}, &out.sortedJct);
    out.summary.costPeriod = out.meta.costPeriod > 0 ? out.meta.costPeriod : out.summary.makespan;
    out.summary.clusterCost = clusterCostOver(out.capacity, 0.0, out.summary.costPeriod);
    out.tenants = summarizeTenants(out.jobs, sim.tenants(), sim.cluster().gpuCount(), out.summary.makespan);
    out.tenantFairness = tenantFairness(out.tenants);
    out.events = sim.eventsProcessed();
    out.meta.gpus = sim.cluster().gpuCount();
    out.meta.seed = sim.seed();
}

void collectModels(const Simulation& sim, RunResult& out)
{
    out.models.clear();
    for (int m = 0; m < sim.models().size(); ++m) out.models.push_back(sim.models()[m].name);
}

} // namespace

void collectResults(const Simulation& sim, RunResult& out)
{
    collectModels(sim, out);
    const std::unordered_map<JobIndex, std::int32_t> rejection = indexRejections(sim, out);
    auto ids = std::make_shared<std::string>();
    std::size_t idBytes = 0;
    for (const JobSpec& spec : sim.jobs()) idBytes += spec.id.size();
    ids->reserve(idBytes); // exactly: the views taken below never move
    out.jobs.clear();
    out.jobs.reserve(sim.jobs().size());
    const int tenants = int(sim.tenants().size());
    for (JobIndex j = 0; j < sim.jobCount(); ++j) {
        const JobSpec& spec = sim.spec(j);
        JobRecord r = recordOf(spec, sim.state(j), sim.now(), sim.models().size(), tenants);
        r.id = std::string_view(ids->data() + ids->size(), spec.id.size());
        ids->append(spec.id);
        if (!rejection.empty())
            if (auto it = rejection.find(j); it != rejection.end()) r.rejection = it->second;
        out.jobs.push_back(r);
    }
    out.idText = std::move(ids);
    summarizeRun(sim, out);
}

void collectResults(Simulation&& sim, RunResult& out)
{
    collectModels(sim, out);
    JobTable::EngineJobs engine;
    engine.rejection = indexRejections(sim, out);
    engine.specs = sim.sharedJobs();
    engine.now = sim.now();
    engine.modelCount = sim.models().size();
    engine.tenantCount = int(sim.tenants().size());
    engine.states = sim.takeJobStates();
    out.jobs = JobTable(std::move(engine));
    out.idText.reset();
    summarizeRun(sim, out);
}

double meanGpus(std::span<const CapacityStep> capacity, double from, double to)
{
    if (capacity.empty()) return 0;
    if (capacity.size() == 1 || !(to > from)) return capacity.front().gpus;
    double gpuSeconds = 0;
    for (std::size_t i = 0; i < capacity.size(); ++i) {
        const double begin = std::max(from, capacity[i].time);
        const double end = std::min(to, i + 1 < capacity.size() ? capacity[i + 1].time : to);
        if (end > begin) gpuSeconds += capacity[i].gpus * (end - begin);
    }
    return gpuSeconds / (to - from);
}

Summary summarize(const JobTable& jobs, int clusterGpus, std::span<const CapacityStep> capacity,
    const std::function<bool(const JobRecord&)>& include, std::vector<double>* sortedJct)
{
    Summary s;
    std::vector<double> jct, wait;
    if (!include) { // sized at once: at a million jobs, growing them doubled their share of a run's peak
        jct.reserve(jobs.size());
        wait.reserve(jobs.size());
    }
    double sumSlow = 0, sumSlow2 = 0; // summed as the jobs come: the same order, so the same bits
    double firstSubmit = INFINITY, lastFinish = -INFINITY, gpuSeconds = 0, commGpuSeconds = 0;
    for (const JobRecord& j : jobs) {
        if (include && !include(j)) continue;
        ++s.jobs;
        firstSubmit = std::min(firstSubmit, j.submit);
        gpuSeconds += j.gpuSeconds;
        commGpuSeconds += j.commFraction * j.gpuSeconds;
        s.usageCost += j.usageCost;
        s.preemptions += j.preemptions;
        s.failures += j.failures;
        if (j.status == JobOutcome::Rejected) {
            ++s.rejected;
            continue;
        }
        if (j.status == JobOutcome::TimedOut) {
            ++s.timedOut; // it left the cluster at its limit: its wait and JCT are as real as a finished job's
        } else if (j.status != JobOutcome::Finished) {
            ++s.unfinished;
            continue;
        } else {
            ++s.finished;
        }
        jct.push_back(j.jct);
        wait.push_back(j.wait);
        const double slowdown = j.duration > 0 ? j.jct / j.duration : 1.0;
        sumSlow += slowdown;
        sumSlow2 += slowdown * slowdown;
        lastFinish = std::max(lastFinish, j.finish);
    }
    if (!jct.empty()) {
        double sumJct = 0, sumWait = 0;
        for (double x : jct) sumJct += x;
        for (double x : wait) sumWait += x;
        const double n = static_cast<double>(jct.size());
        std::sort(jct.begin(), jct.end());
        std::sort(wait.begin(), wait.end());
        s.avgJct = sumJct / n;
        s.medianJct = median(jct);
        s.p95Jct = percentile(jct, 95);
        s.p99Jct = percentile(jct, 99);
        s.avgWait = sumWait / n;
        s.p95Wait = percentile(wait, 95);
        s.avgSlowdown = sumSlow / n;
        s.fairness = sumSlow2 > 0 ? sumSlow * sumSlow / (n * sumSlow2) : 1.0;
        s.makespan = lastFinish - firstSubmit;
    }
    const double gpus = capacity.size() > 1 ? meanGpus(capacity, firstSubmit, lastFinish) : clusterGpus;
    if (s.makespan > 0 && gpus > 0) s.gpuUtilization = gpuSeconds / (gpus * s.makespan);
    s.commOverhead = gpuSeconds > 0 ? commGpuSeconds / gpuSeconds : 0.0;
    if (sortedJct) *sortedJct = std::move(jct); // sorted above
    return s;
}

std::vector<TenantSummary> summarizeTenants(const JobTable& jobs, const std::vector<Tenant>& tenants, int clusterGpus,
    double makespan)
{
    std::vector<TenantSummary> out;
    double total = 0;
    for (std::size_t index = 0; index < tenants.size(); ++index) {
        const Tenant& tenant = tenants[index];
        auto own = [index](const JobRecord& j) { return j.tenant == std::int32_t(index); };
        TenantSummary t;
        t.name = tenant.name;
        t.quotaGpus = tenant.quota();
        t.summary = summarize(jobs, clusterGpus, {}, own);
        for (const JobRecord& j : jobs)
            if (own(j)) t.gpuSeconds += j.gpuSeconds;
        if (t.quotaGpus > 0 && makespan > 0) t.quotaUse = t.gpuSeconds / (t.quotaGpus * makespan);
        total += t.gpuSeconds;
        out.push_back(std::move(t));
    }
    for (TenantSummary& t : out) t.gpuShare = total > 0 ? t.gpuSeconds / total : 0.0;
    return out;
}

double tenantFairness(const std::vector<TenantSummary>& tenants)
{
    double sum = 0, sumSquares = 0;
    int n = 0;
    for (const TenantSummary& t : tenants) {
        if (t.summary.finished == 0) continue; // a tenant with nothing finished has no slowdown
        sum += t.summary.avgSlowdown;
        sumSquares += t.summary.avgSlowdown * t.summary.avgSlowdown;
        ++n;
    }
    return n > 0 && sumSquares > 0 ? sum * sum / (n * sumSquares) : 0.0;
}

const TenantSummary* findTenant(const RunResult& run, const std::string& name)
{
    for (const TenantSummary& t : run.tenants)
        if (t.name == name) return &t;
    return nullptr;
}

namespace {

/// Every field of a summary, in one order for writing and reading.
template <typename Visit> void summaryFields(Summary& s, Visit&& visit)
{
    int* counts[] = { &s.jobs, &s.finished, &s.rejected, &s.unfinished, &s.timedOut, &s.preemptions, &s.failures };
    double* values[] = { &s.avgJct, &s.medianJct, &s.p95Jct, &s.p99Jct, &s.makespan, &s.avgWait, &s.p95Wait, &s.gpuUtilization,
        &s.clusterCost, &s.usageCost, &s.costPeriod, &s.commOverhead, &s.avgSlowdown, &s.fairness };
    for (int* c : counts) visit(*c);
    for (double* v : values) visit(*v);
}

} // namespace

std::string encodeRunSummary(const RunResult& run)
{
    FieldWriter f; // the fields in order (core/util/FieldCoder.h)
    const RunMetadata& m = run.meta;
    for (const std::string* t : { &m.version, &m.scenarioName, &m.variantName, &m.scenarioSha256, &m.policy, &m.speedModel, &m.assumptions,
             &m.workloadSource, &m.workloadSha256, &m.modelRule })
        f.text(*t);
    f.whole(m.seed);
    f.integer(m.gpus);
    f.integer(int(m.billing));
    f.number(m.costPeriod);
    auto write = [&](auto& x) {
        if constexpr (std::is_same_v<std::remove_reference_t<decltype(x)>, int>) f.integer(x);
        else f.number(x);
    };
    Summary summary = run.summary;
    summaryFields(summary, write);
    f.number(run.tenantFairness);
    f.whole(run.rejections.size()); // why jobs were rejected: what a comparison prints for the run
    for (std::size_t r = 0; r < run.rejections.size(); ++r) {
        f.text(run.rejections[r]);
        f.integer(r < run.rejectionCounts.size() ? run.rejectionCounts[r] : 0);
    }
    f.whole(run.events);
    f.whole(run.tenants.size());
    for (TenantSummary t : run.tenants) {
        f.text(t.name);
        f.integer(t.quotaGpus);
        summaryFields(t.summary, write);
        f.number(t.gpuSeconds);
        f.number(t.gpuShare);
        f.number(t.quotaUse);
    }
    return std::move(f).bytes();
}

Result<RunResult> decodeRunSummary(const std::string& bytes)
{
    FieldReader r(bytes);
    RunResult run;
    RunMetadata& m = run.meta;
    for (std::string* t : { &m.version, &m.scenarioName, &m.variantName, &m.scenarioSha256, &m.policy, &m.speedModel, &m.assumptions,
             &m.workloadSource, &m.workloadSha256, &m.modelRule })
        *t = r.text();
    m.seed = r.whole();
    m.gpus = int(r.integer(INT_MIN, INT_MAX));
    m.billing = Billing(int(r.integer(0, int(Billing::Spot))));
    m.costPeriod = r.number();
    auto read = [&](auto& x) {
        if constexpr (std::is_same_v<std::remove_reference_t<decltype(x)>, int>) x = int(r.integer(INT_MIN, INT_MAX));
        else x = r.number();
    };
    summaryFields(run.summary, read);
    run.tenantFairness = r.number();
    const std::size_t reasons = r.count();
    for (std::size_t k = 0; r.ok() && k < reasons; ++k) {
        run.rejections.push_back(r.text());
        run.rejectionCounts.push_back(int(r.integer(INT_MIN, INT_MAX)));
    }
    run.events = r.whole();
    const std::size_t tenants = r.count();
    for (std::size_t k = 0; r.ok() && k < tenants; ++k) {
        TenantSummary t;
        t.name = r.text();
        t.quotaGpus = int(r.integer(INT_MIN, INT_MAX));
        summaryFields(t.summary, read);
        t.gpuSeconds = r.number();
        t.gpuShare = r.number();
        t.quotaUse = r.number();
        run.tenants.push_back(std::move(t));
    }
    if (!r.complete()) return Error { ErrorCode::Internal, "not a run's summary as encodeRunSummary writes it", {} };
    return run;
}

} // namespace gantry
