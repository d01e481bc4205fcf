// When priority/multifactor recalculated, read from the priorities a recording of Slurm kept
// (SlurmScheduler.h, slurmCalcPhase).
#include "core/policy/SlurmScheduler.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace gantry {

namespace {

/// How many of `jobs` get Slurm's priority at submission with recalculations at time zero and then at
/// `offset` + k × calcPeriod.
int matchedAt(const std::vector<RecordedSlurmJob>& jobs, const std::vector<double>& shares, const SlurmSettings& settings, double offset)
{
    // The accounts that have jobs, in tenant order, each with its users in the order of their first job
    // (as SlurmScheduler lists them, so that ties rank alike).
    std::map<int, std::vector<std::string>> usersOf;
    for (const RecordedSlurmJob& j : jobs) {
        auto& users = usersOf[j.account];
        if (std::find(users.begin(), users.end(), j.user) == users.end()) users.push_back(j.user);
    }
    std::map<int, double> accountUsage;
    std::map<std::pair<int, std::string>, double> userUsage;
    double last = 0;
    std::vector<std::size_t> order(jobs.size()); // by submission
    for (std::size_t i = 0; i < jobs.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return jobs[a].submit < jobs[b].submit; });
    int matched = 0;
    std::size_t next = 0;
    std::vector<std::vector<double>> factors;
    for (double calc = 0; next < order.size();) {
        // The usage as of `calc`: decayed, then what the jobs running then used since the last one.
        const double decay = settings.halfLife > 0 ? std::pow(0.5, (calc - last) / settings.halfLife) : 1.0;
        for (auto& [a, u] : accountUsage) u *= decay;
        for (auto& [k, u] : userUsage) u *= decay;
        for (const RecordedSlurmJob& j : jobs)
            if (j.start <= calc && calc < j.end) {
                const double used = double(j.gpus) * (calc - std::max(last, j.start));
                accountUsage[j.account] += used;
                userUsage[{ j.account, j.user }] += used;
            }
        last = calc;
        std::vector<FairTreeAccount> accounts;
        for (const auto& [a, users] : usersOf) {
            FairTreeAccount& f = accounts.emplace_back();
            f.shares = a >= 0 && std::size_t(a) < shares.size() ? shares[std::size_t(a)] : 0.0;
            f.usage = accountUsage[a];
            for (const std::string& u : users) f.userUsage.push_back(userUsage[{ a, u }]);
        }
        factors = fairTreeFactors(accounts);
        const double nextCalc = (std::floor((calc - offset) / settings.calcPeriod) + 1) * settings.calcPeriod + offset;
        // The jobs submitted before the next recalculation are priced with these factors.
        for (; next < order.size() && jobs[order[next]].submit < nextCalc; ++next) {
            const RecordedSlurmJob& j = jobs[order[next]];
            const auto account = usersOf.find(j.account);
            const std::size_t a = std::size_t(std::distance(usersOf.begin(), account));
            const std::size_t u = std::size_t(std::find(account->second.begin(), account->second.end(), j.user) - account->second.begin());
            const double priority = std::floor(settings.weightFairshare * factors[a][u]);
            matched += std::abs(priority - j.priority) <= 1 ? 1 : 0;
        }
        calc = nextCalc;
    }
    return matched;
}

} // namespace

SlurmCalcPhase slurmCalcPhase(const std::vector<RecordedSlurmJob>& jobs, const std::vector<double>& shares, const SlurmSettings& settings)
{
    SlurmCalcPhase best;
    best.atZero = matchedAt(jobs, shares, settings, 0);
    best.matched = best.atZero;
    for (int phase = 1; phase < int(settings.calcPeriod); ++phase)
        if (const int m = matchedAt(jobs, shares, settings, phase); m > best.matched) {
            best.matched = m;
            best.offset = phase;
        }
    return best;
}

} // namespace gantry
