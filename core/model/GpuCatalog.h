#pragma once
/** @brief The GPU types Gantry knows by name: what a new cluster may be built of (the New Scenario wizard,
 * the Cluster tab), and how a scheduler's own spelling of a type is recognised ("gres/gpu:a100",
 * "NVIDIA-A100-SXM4-40GB", "tesla-v100" are the cluster's A100 and V100). Speeds and prices are starting
 * values, to be replaced by the operator's own (docs/scenario-format.md, "GPU types"). */

#include "core/model/Cluster.h"

#include <string>
#include <string_view>
#include <vector>

namespace gantry {

struct GpuCatalogEntry {
    GpuType type;                     ///< name, speed relative to a V100, prices per GPU-hour, memory
    /// The names it goes by, in matching form (gpuNameKey); '*' stands for a form factor ("a100*80gb").
    std::vector<std::string> aliases;
};

/// K80, P100, T4, V100, A10G, L4, A100, A100-80GB, H100, in that order (older and slower first).
const std::vector<GpuCatalogEntry>& gpuCatalog();

/// A GPU name in the form names are compared in: lower case, letters and digits only, the vendor's
/// words dropped ("NVIDIA Tesla V100-SXM2" -> "v100sxm2").
std::string gpuNameKey(std::string_view name);

/// The catalog's entry that `name` names (its name or an alias, whatever the case, with a form factor or
/// memory size after it: "a100-sxm4-40gb"); null when none does.
const GpuCatalogEntry* findGpuInCatalog(std::string_view name);

/// The index of the cluster's GPU type that a job asking for `requested` means: the type of that exact
/// name, else the one whose name differs only in case, else the one the catalog says is the same GPU
/// ("a100" and "A100-SXM4-40GB"). -1 when none is.
int gpuTypeForRequest(const Cluster& cluster, std::string_view requested);

} // namespace gantry
