#include "core/model/GpuCatalog.h"

#include <algorithm>
#include <cctype>

namespace gantry {

const std::vector<GpuCatalogEntry>& gpuCatalog()
{
    // Prices: Google Cloud's on-demand and spot (preemptible) list prices per GPU-hour in us-central1, the
    // figures Gantry's default V100 has long used (cloud.google.com/compute/gpus-pricing); the A10G is AWS's
    // (g5, per GPU). Speeds: training throughput relative to a V100, rounded from published comparisons
    // (MLPerf Training results, NVIDIA's deep learning performance pages); a cluster's own are better.
    static const std::vector<GpuCatalogEntry> catalog {
        { { "K80", 0.2, 0.45, 0.135, 12 }, { "k80", "teslak80" } },
        { { "P100", 0.5, 1.46, 0.43, 16 }, { "p100", "teslap100" } },
        { { "T4", 0.35, 0.35, 0.11, 16 }, { "t4", "teslat4" } },
        { { "V100", 1.0, 2.48, 0.74, 32 }, { "v100", "teslav100" } },
        { { "A10G", 0.8, 1.01, 0.30, 24 }, { "a10g" } },
        { { "L4", 0.7, 0.56, 0.22, 24 }, { "l4" } },
        { { "A100", 2.5, 2.93, 0.88, 40 }, { "a100", "a10040gb" } },
        { { "A100-80GB", 2.7, 3.93, 1.57, 80 }, { "a10080gb", "a100*80gb" } },
        { { "H100", 5.0, 11.06, 3.72, 80 }, { "h100", "h10080gb" } },
    };
    return catalog;
}

std::string gpuNameKey(std::string_view name)
{
    std::string key;
    for (char c : name)
        if (std::isalnum(static_cast<unsigned char>(c))) key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (std::string_view vendor : { "nvidia", "tesla", "geforce" })
        if (key.rfind(vendor, 0) == 0) key.erase(0, vendor.size());
    return key;
}

namespace {

/// What may follow a GPU's name in a longer spelling of the same GPU: its form factor and interconnect
/// ("sxm4", "pcie", "nvl", "hbm3") or a memory size ("32gb", "16g") the catalog does not tell apart.
bool onlyFormFactor(std::string_view rest)
{
    while (!rest.empty()) {
        bool matched = false;
        for (std::string_view word : { "sxm", "pcie", "nvl", "hbm", "mig", "gb", "g" })
            if (rest.substr(0, word.size()) == word) {
                rest.remove_prefix(word.size());
                matched = true;
                break;
            }
        if (!matched && std::isdigit(static_cast<unsigned char>(rest.front()))) {
            rest.remove_prefix(1);
            matched = true;
        }
        if (!matched) return false;
    }
    return true;
}

/// How many characters of `key` alias `alias` names ("a100" or "a100*80gb", '*' standing for a form factor
/// between the two halves); 0 when it does not name it.
std::size_t matchedLength(std::string_view key, std::string_view alias)
{
    const std::size_t star = alias.find('*');
    const std::string_view prefix = alias.substr(0, star);
    if (key.substr(0, prefix.size()) != prefix) return 0;
    std::string_view rest = key.substr(prefix.size());
    if (star == std::string_view::npos) return onlyFormFactor(rest) ? prefix.size() : 0;
    const std::string_view suffix = alias.substr(star + 1);
    for (std::size_t at = rest.find(suffix); at != std::string_view::npos; at = rest.find(suffix, at + 1))
        if (onlyFormFactor(rest.substr(0, at)) && onlyFormFactor(rest.substr(at + suffix.size()))) return prefix.size() + suffix.size();
    return 0;
}

} // namespace

const GpuCatalogEntry* findGpuInCatalog(std::string_view name)
{
    const std::string key = gpuNameKey(name);
    if (key.empty()) return nullptr;
    // The alias that names most of it wins ("a100*80gb" over "a100").
    const GpuCatalogEntry* best = nullptr;
    std::size_t bestLength = 0;
    for (const GpuCatalogEntry& entry : gpuCatalog())
        for (const std::string& alias : entry.aliases)
            if (const std::size_t length = matchedLength(key, alias); length > bestLength) {
                best = &entry;
                bestLength = length;
            }
    return best;
}

int gpuTypeForRequest(const Cluster& cluster, std::string_view requested)
{
    if (const int exact = cluster.indexOfType(std::string(requested)); exact >= 0) return exact;
    const int types = int(cluster.gpuTypes.size());
    auto sameIgnoringCase = [](std::string_view a, std::string_view b) {
        return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
            return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
        });
    };
    for (int t = 0; t < types; ++t)
        if (sameIgnoringCase(cluster.gpuTypes[std::size_t(t)].name, requested)) return t;
    const GpuCatalogEntry* wanted = findGpuInCatalog(requested);
    if (!wanted) return -1;
    for (int t = 0; t < types; ++t)
        if (findGpuInCatalog(cluster.gpuTypes[std::size_t(t)].name) == wanted) return t;
    return -1;
}

} // namespace gantry
