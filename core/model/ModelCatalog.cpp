#include "core/model/ModelCatalog.h"

#include "core/util/Random.h"

#include <algorithm>
#include <cctype>

namespace gantry {

ModelCatalog ModelCatalog::defaults()
{
    // name, compute s/step, model MB, batches/epoch, inter MB/s, intra MB/s  (pengyanghua/DL2 trace.py)
    ModelCatalog c;
    c.m_models = {
        { "resnet-50", 0.449, 102.2, 115, 91.875, 306.5 },
        { "vgg-16", 0.535, 553.4, 115, 233.0, 427.75 },
        { "resnext-110", 0.226, 6.92, 390, 59.5, 63.0 },
        { "inception-bn", 0.815, 42.1, 120, 145.875, 1082.125 },
        { "seq2seq", 0.075, 36.5, 780, 120.125, 181.125 },
        { "cnn-text", 0.585, 24.0, 193, 60.75, 159.625 },
        { "dssm", 0.567, 6.0, 349, 92.125, 65.625 },
        { "wlm", 0.154, 19.2, 165, 10.375, 22.875 },
    };
    return c;
}

int ModelCatalog::indexOf(const std::string& name) const
{
    std::string key;
    for (char ch : name) {
        if (std::isalnum(static_cast<unsigned char>(ch))) key += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
    for (int i = 0; i < size(); ++i) {
        std::string candidate;
        for (char ch : m_models[i].name)
            if (std::isalnum(static_cast<unsigned char>(ch))) candidate += ch;
        if (candidate == key) return i;
    }
    // Common spellings in Tiresias/Gavel/Chronus traces.
    static const std::pair<const char*, const char*> aliases[] = {
        { "resnet50", "resnet-50" }, { "resnet", "resnet-50" }, { "resnet18", "resnext-110" },
        { "vgg16", "vgg-16" }, { "vgg19", "vgg-16" }, { "vgg", "vgg-16" }, { "inception3", "inception-bn" },
        { "inception4", "inception-bn" }, { "googlenet", "inception-bn" }, { "transformer", "seq2seq" },
        { "translation", "seq2seq" }, { "lm", "wlm" }, { "languagemodeling", "wlm" }, { "bert", "seq2seq" },
        { "alexnet", "cnn-text" }, { "recommendation", "dssm" }, { "a3c", "dssm" }, { "cyclegan", "resnext-110" },
    };
    for (const auto& [alias, target] : aliases) {
        if (key.rfind(alias, 0) == 0) {
            for (int i = 0; i < size(); ++i)
                if (m_models[i].name == target) return i;
        }
    }
    return -1;
}

void ModelCatalog::assignModels(std::vector<JobSpec>& jobs, std::uint64_t seed) const
{
    if (m_models.empty()) return;
    const bool equalShares = sharesEqual();
    double total = 0;
    for (const auto& m : m_models) total += m.share;
    // The top 53 bits of the hash as a fraction in [0, 1), scaled to the shares' sum: IEEE doubles
    // make this the same on every machine.
    const auto byShare = [&](std::uint64_t h) {
        const double point = static_cast<double>(h >> 11) * 0x1p-53 * total;
        double upTo = 0;
        for (int i = 0; i < size(); ++i) {
            upTo += m_models[i].share;
            if (point < upTo) return i;
        }
        return size() - 1;
    };
    for (auto& job : jobs) {
        if (job.model >= 0) continue;
        std::uint64_t h = stableHash(job.id) ^ (seed * 0x9E3779B97F4A7C15ull);
        h ^= h >> 33;
        h *= 0xff51afd7ed558ccdull;
        h ^= h >> 33;
        job.model = equalShares ? static_cast<int>(h % m_models.size()) : byShare(h);
    }
}

bool ModelCatalog::sharesEqual() const
{
    for (const auto& m : m_models)
        if (m.share != m_models.front().share) return false;
    return true;
}

std::string ModelCatalog::describeAssignment() const
{
    if (sharesEqual()) return assignmentRule();
    return "model = stableHash(job id) drawn by the models' shares, seeded";
}

} // namespace gantry
