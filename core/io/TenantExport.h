#pragma once
/** @brief The tenant setup an operator applies, written from a scenario: Kueue objects (ResourceFlavors,
 * ClusterQueues, LocalQueues and their Namespaces) or a Slurm configuration fragment and its sacctmgr
 * script. The mapping of every field, and what each system cannot express, is in docs/tenants.md,
 * "Deploying the answer". */

#include "core/model/Scenario.h"
#include "core/util/Error.h"

#include <string>
#include <vector>

namespace gantry {

/// The Kubernetes label every exported ResourceFlavor selects its nodes by, valued with the GPU type's
/// Kubernetes name ("v100"). Ours: the operator labels the nodes (or edits the flavors to select NVIDIA
/// GPU feature discovery's `nvidia.com/gpu.product`, whose values are product strings we cannot derive).
inline constexpr const char* kGpuTypeNodeLabel = "gantry.io/gpu-type";
/// The resource Kueue's quotas cover: the NVIDIA device plugin's GPUs.
inline constexpr const char* kKueueGpuResource = "nvidia.com/gpu";

/// What a sharing policy (`policy.sharing`) becomes in Kueue and in Slurm.
struct SharingMapping {
    const char* policy;
    bool cohort;      ///< tenants share one Kueue cohort (borrow and lend idle quota)
    bool limits;      ///< the tenants' limits, `borrow: false` and `lend: false` apply
    bool capAtQuota;  ///< no tenant holds more than its quota (Slurm: a QOS per tenant caps it there)
    bool reclaim;     ///< a lender takes its quota back by preemption (Kueue reclaimWithinCohort: Any)
    const char* kueue; ///< one line for the output's header: how Kueue does it
    const char* slurm; ///< the same for Slurm
};

/// Every sharing policy that can be exported, in the order docs/tenants.md lists them. Policies not
/// listed have no mapping yet: exporting a scenario that uses one is an error naming `policy.sharing`.
const std::vector<SharingMapping>& sharingMappings();

/// A lowercase RFC 1123 label ("small VCs" -> "small-vcs"): what a tenant, GPU type or scenario is
/// called in Kubernetes and in Slurm. Empty when nothing of the name is left.
std::string kubernetesName(const std::string& name);

/// Where an export's text came from, for the provenance header of each file.
struct ExportSource {
    std::string file;     ///< the scenario file as the user named it
    std::string variant;  ///< empty: the base scenario
    std::string baseName; ///< the base scenario's name: the headers', and the cohort's before kubernetesName
};

struct ExportFile {
    std::string name; ///< "kueue.yaml", "slurm.conf", "sacctmgr.sh"
    std::string text;
};

/// Kueue (kueue.x-k8s.io/v1beta1, Kueue 0.9 or later): one multi-document YAML file, "kueue.yaml".
/// Errors (no tenants, names that clash once made Kubernetes names, a sharing policy without a mapping)
/// name the scenario's field ("tenants[2].name"); the caller adds the file and line.
Result<std::vector<ExportFile>> exportKueue(const Scenario& scenario, const ExportSource& source);

/// Slurm 22.05: "slurm.conf" (a fragment: GRES, nodes, partitions, then the accounting and priority
/// settings the limits need; the `slurm` scheduler's settings where the scenario runs it), "sacctmgr.sh"
/// (accounts, QOS and users) and "associations.cfg" (the accounts, shares and users in `sacctmgr dump`'s
/// format, for `sacctmgr load`, which the import of a Slurm setup reads back). Errors as exportKueue's, and
/// machine names that cannot be Slurm node names.
Result<std::vector<ExportFile>> exportSlurm(const Scenario& scenario, const ExportSource& source);

} // namespace gantry
