#pragma once
/** @brief Dally (Sharma et al., arXiv 2401.16492): network-sensitive delay scheduling, preemption for
 * consolidation (of others for a waiting job, of a spread job to move it) and an auto-tuner of the
 * delay timers, as a placement part (so it works under any ordering). Also the "consolidate or wait" baseline. The paper does not publish its timers, tuner
 * or preemption rule: the rules here are Gantry's, stated in docs/policies.md ("Dally"). */

#include "core/policy/Locality.h"
#include "core/policy/Placements.h"

#include <array>
#include <deque>
#include <vector>

namespace gantry {

/// One machine, else one rack; never across racks: a job waits instead. The always-consolidate
/// baseline of Dally's evaluation.
class ConsolidateOrWaitPlacement final : public PlacementBase {
public:
    std::string name() const override { return "consolidate-or-wait"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<ConsolidateOrWaitPlacement>(*this); }

protected:
    std::vector<MachinePick> choose(const SimulationView& view, JobIndex job, int workers,
        const KeptUsableGpus& usable, Explanation& why) const override;
};

struct DallySettings {
    /// Sensitivity (share of speed lost across racks) at which a job enters the next class: classes
    /// are 0 = insensitive, 1 = moderate, 2 = sensitive.
    std::array<double, 2> classBounds { 0.05, 0.3 };
    /// Per class: how long a job waits for one machine before it takes one rack (T1), and for one
    /// rack before it takes any spread (T2), in seconds.
    std::array<double, 3> rackWait { 0, 600, 1800 };
    std::array<double, 3> spreadWait { 0, 1800, 5400 };
    bool preemption = true;
    bool autoTune = true;
    int tuneEvery = 10;     ///< completions between two tuning steps
    double tuneScale = 1.0; ///< multiplies the tuner's break-even timers
};

class DallyPlacement final : public PlacementPolicy {
public:
    static constexpr int kClasses = 3;
    explicit DallyPlacement(DallySettings settings);
    std::string name() const override { return "dally"; }
    std::unique_ptr<PlacementPolicy> clone() const override { return std::make_unique<DallyPlacement>(*this); }
    std::optional<Placement> place(const SimulationView& view, JobIndex job, int workers, int psTasks,
        Explanation& why) override;
    Deferral takeDeferral() override;
    /// Moves a moderate or sensitive job that runs spread to one machine when one frees and the
    /// predicted gain exceeds its checkpoint and restore.
    std::vector<std::pair<JobIndex, Explanation>> review(const SimulationView& view) override;
    void onFinish(const SimulationView& view, JobIndex job) override;
    Explanation takeTuning() override { return std::exchange(m_tuning, {}); }

    /// The timers in force for a class (the tuner's once it has data), seconds.
    double rackWait(int cls) const { return m_rackWait[std::size_t(cls)]; }
    double spreadWait(int cls) const { return m_spreadWait[std::size_t(cls)]; }
    int classOf(double sensitivity) const;
    /// Whether `machine` is held back for another job than `job` (one that preempted to get it).
    bool reservedAgainst(MachineId machine, JobIndex job) const;
    /// Since when a queued job has been skipped for a tighter spread (-1: it has not been).
    SimTime skippedSince(const SimulationView& view, JobIndex job) const;
    /// The sensitivity class a skipped job was judged in when last skipped (its timers'). The class
    /// follows the links' congestion, so a start later in the same pass may change it; the job is
    /// judged again at the next pass.
    int classWhenSkipped(JobIndex job) const { return m_waiting[std::size_t(job)].cls; }

private:
    struct Started {
        int cls = -1;
        Locality level = Locality::Machine;
        std::array<double, kLocalityLevels> slowdown { 1, 1, 1 };
        double rateAtBest = 1;
        bool relocated = false; ///< moved once already: never again
    };
    struct Reservation {
        JobIndex job = -1;
        std::vector<MachineId> machines;
        SimTime until = 0;
    };
    /// A job's wait for locality: its delay timers count from the first time it was skipped for a
    /// tighter spread in this queue stay, not from its arrival (waiting for room is not waiting for
    /// locality: Zaharia et al.'s counter).
    struct Waiting {
        SimTime stay = -1;  ///< the queue stay it belongs to (JobState::queuedSince)
        SimTime since = 0;  ///< first skipped
        int announced = -1; ///< the level last logged as what the job waits for
        int cls = 0;        ///< its sensitivity class when last skipped
    };
    struct Completion {
        double secondsAtBest = 0; ///< its work at its best spread's predicted speed
        Locality level = Locality::Machine;
        double observed = 1;      ///< its run time over secondsAtBest: the slowdown it really had
        std::array<double, kLocalityLevels> predicted { 1, 1, 1 };
    };

    /// What is on offer for a job shape, and its locality profile, in the current cluster state.
    struct Offer {
        int offeredIndex = kLocalityLevels; ///< kLocalityLevels: nothing (lack of room)
        std::vector<MachinePick> picks;
    };
    struct ShapeKey {
        int workers = 0;
        int model = -1;
        JobArchitecture architecture = JobArchitecture::AllReduce;
        int psCount = 0;
        SharedText gpuType;
        SharedText partition;
        bool operator==(const ShapeKey&) const = default;
    };
    /// A scheduler pass asks about thousands of waiting jobs of a few shapes on the same cluster state:
    /// offers are computed once per shape until the state changes (a start, a finish, a checkpoint
    /// written, a reservation: each changes the key), profiles until the link state changes.
    struct StateKey {
        SimTime now = -1;
        int freeGpus = -1;
        std::size_t reservations = 0;
        bool operator==(const StateKey&) const = default;
    };
    const Offer& offerFor(const SimulationView& view, JobIndex job, int workers);
    /// The usable GPUs just brought up to date, less the machines others' reservations hold (not
    /// `job`'s own), which `total` (if given) loses too.
    const std::vector<int>& withoutReservations(JobIndex job, int* total = nullptr);
    const LocalityProfile& profileFor(const SimulationView& view, JobIndex job, int workers);
    void resetIfNewRun(const SimulationView& view);
    void planPreemption(const SimulationView& view, JobIndex job, int workers, int cls, const LocalityProfile& profile,
        Locality offered);
    void planPreemptionNow(const SimulationView& view, JobIndex job, int workers, int cls, const LocalityProfile& profile,
        Locality offered);
    void retune();
    double typicalWork();
    /// What a preemption plan that found nothing worth it was for (see planPreemption): the same
    /// question in the same pass gets the same answer.
    struct NoPlanKey {
        SimTime now = 0;
        int workers = 0;
        int cls = 0;
        Locality offered = Locality::Machine;
        double rateAtOffer = 0;
        double rateAtBest = 0;
        SharedText gpuType;
        int freeGpus = 0;
        int checkpointingGpus = 0;
        std::size_t reservations = 0;
        bool operator==(const NoPlanKey&) const = default;
    };

    DallySettings m_settings;
    std::array<double, kClasses> m_rackWait {};
    std::array<double, kClasses> m_spreadWait {};
    std::vector<Started> m_started;
    std::vector<char> m_mayMove; ///< started at a looser spread than one machine, moderate or sensitive, not moved yet: review() looks at these
    std::vector<Waiting> m_waiting;
    std::vector<Reservation> m_reservations;
    std::array<std::deque<Completion>, kClasses> m_completions;
    std::deque<double> m_recentWork; ///< reference seconds of the latest finished jobs
    double m_typicalWork = -1;       ///< their median (-1: to compute)
    std::vector<NoPlanKey> m_noPlan; ///< this pass's plans that found nothing
    int m_sinceTuning = 0;
    SimTime m_lastTime = -1;
    Deferral m_deferral;
    Explanation m_tuning;
    StateKey m_cachedState;
    std::vector<std::pair<ShapeKey, Offer>> m_offers;
    std::vector<std::pair<ShapeKey, LocalityProfile>> m_profiles;
    std::optional<std::uint64_t> m_profilesLinks; ///< the view's link state the profiles were computed in
    RepresentativePlacementsCache m_placements; ///< what the profiles rate, kept across link states
    Offer m_ownOffer; ///< the offer of a job that holds a reservation (not shared)
    KeptUsableGpus m_keptUsable; ///< usable GPUs per machine for an offer or a move
    std::vector<int> m_usable;   ///< the same less reserved machines, its room kept
};

} // namespace gantry
