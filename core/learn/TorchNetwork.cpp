// The LibTorch module (libgantry_torch.so): the only translation unit of Gantry that includes torch
// headers (each such file costs ~20 s and 1 GB to compile). gantry_learn loads it with dlopen on first
// use and reaches it only through the table gantry_torch_module_v1() returns (core/learn/NetworkBackend.h).
#include "core/learn/NetworkBackend.h"

#include "core/Version.h"

#include <torch/torch.h>
#include <torch/version.h>

#include <cmath>
#include <limits>
#include <mutex>
#include <sstream>

namespace gantry::learn {

namespace {
/// The first line of a message (LibTorch's errors go on with source locations and backtraces).
std::string firstLine(const std::string& text) { return text.substr(0, text.find('\n')); }
} // namespace

namespace {

/// Fully connected trunk with a linear head.
struct MlpImpl : torch::nn::Module {
    MlpImpl(int input, const std::vector<int>& hidden, int output)
    {
        int in = input;
        for (std::size_t i = 0; i < hidden.size(); ++i) {
            layers.push_back(register_module("fc" + std::to_string(i), torch::nn::Linear(in, hidden[i])));
            in = hidden[i];
        }
        head = register_module("head", torch::nn::Linear(in, output));
    }
    torch::Tensor forward(torch::Tensor x)
    {
        for (auto& l : layers) x = torch::relu(l->forward(x));
        return head->forward(x);
    }
    std::vector<torch::nn::Linear> layers;
    torch::nn::Linear head { nullptr };
};
TORCH_MODULE(Mlp);

/// TopDRL's multi-branch network: branch 1 convolves the cluster occupancy image, branch 2 embeds
/// each window job with shared weights (a 1x1 convolution over the job axis); each job's logit comes
/// from its embedding joined with the cluster embedding; "wait" from the cluster embedding alone.
/// The value output pools the job embeddings.
struct TopNetImpl : torch::nn::Module {
    TopNetImpl(const NetSpec& s) : spec(s)
    {
        conv1 = register_module("conv1", torch::nn::Conv2d(torch::nn::Conv2dOptions(s.channels, 8, 3).padding(1)));
        conv2 = register_module("conv2", torch::nn::Conv2d(torch::nn::Conv2dOptions(8, 8, 3).padding(1)));
        clusterFc = register_module("cluster_fc", torch::nn::Linear(8 * s.height * s.width, 32));
        job1 = register_module("job1", torch::nn::Linear(s.jobFeatures, 32));
        job2 = register_module("job2", torch::nn::Linear(32, 32));
        joint = register_module("joint", torch::nn::Linear(64, 32));
        jobOut = register_module("job_out", torch::nn::Linear(32, 1));
        waitOut = register_module("wait_out", torch::nn::Linear(32, 1));
        valueOut = register_module("value_out", torch::nn::Linear(64, 1));
    }
    /// logits [B, K+1] and value [B]
    std::pair<torch::Tensor, torch::Tensor> forward(torch::Tensor x)
    {
        const auto b = x.size(0);
        const int imageSize = spec.channels * spec.height * spec.width;
        auto image = x.narrow(1, 0, imageSize).reshape({ b, spec.channels, spec.height, spec.width });
        auto jobs = x.narrow(1, imageSize, spec.jobSlots * spec.jobFeatures).reshape({ b, spec.jobSlots, spec.jobFeatures });
        auto c = torch::relu(conv1->forward(image));
        c = torch::relu(conv2->forward(c));
        auto e = torch::relu(clusterFc->forward(c.reshape({ b, -1 }))); // [B, 32]
        auto h = torch::relu(job2->forward(torch::relu(job1->forward(jobs)))); // [B, K, 32]
        auto eK = e.unsqueeze(1).expand({ b, spec.jobSlots, 32 });
        auto j = torch::relu(joint->forward(torch::cat({ h, eK }, 2)));
        auto jobLogits = jobOut->forward(j).squeeze(2);           // [B, K]
        auto waitLogit = waitOut->forward(e);                       // [B, 1]
        auto logits = torch::cat({ jobLogits, waitLogit }, 1);
        auto value = valueOut->forward(torch::cat({ e, h.mean(1) }, 1)).squeeze(1);
        return { logits, value };
    }
    NetSpec spec;
    torch::nn::Conv2d conv1 { nullptr }, conv2 { nullptr };
    torch::nn::Linear clusterFc { nullptr }, job1 { nullptr }, job2 { nullptr }, joint { nullptr }, jobOut { nullptr },
        waitOut { nullptr }, valueOut { nullptr };
};
TORCH_MODULE(TopNet);

/// The dual-agent scheduler's network (Xing et al., KDD'23; the layout is Gantry's, see
/// core/learn/DualAgent.h): two actors and a critic over one observation. Ordering actor: each window
/// job is squeezed to a 16-wide embedding by a shared MLP; the embeddings' mean over the jobs present
/// (CommNet-style communication) and a pooled machine summary join each job's embedding for its
/// score, and the mean and summary alone give "wait". Placement actor: each machine's features joined
/// with the chosen job's give its score (shared weights per machine). The critic (used from the value
/// instance only) sees the job mean, the machine summary, the pooled placement embeddings and the
/// chosen job: the whole state, not one agent's view.
struct DualNetImpl : torch::nn::Module {
    DualNetImpl(const NetSpec& s) : spec(s)
    {
        const int fj = s.jobFeatures, fm = s.width;
        squeeze1 = register_module("squeeze1", torch::nn::Linear(fj, 32));
        squeeze2 = register_module("squeeze2", torch::nn::Linear(32, 16));
        machineSummary = register_module("machine_summary", torch::nn::Linear(fm, 16));
        communicate = register_module("communicate", torch::nn::Linear(48, 32));
        jobOut = register_module("job_out", torch::nn::Linear(32, 1));
        waitOut = register_module("wait_out", torch::nn::Linear(32, 1));
        place1 = register_module("place1", torch::nn::Linear(fm + fj, 32));
        place2 = register_module("place2", torch::nn::Linear(32, 32));
        placeOut = register_module("place_out", torch::nn::Linear(32, 1));
        critic1 = register_module("critic1", torch::nn::Linear(16 + 16 + 32 + fj, 64));
        criticOut = register_module("critic_out", torch::nn::Linear(64, 1));
    }
    /// Logits of one agent alone (inference: a decision belongs to one agent); the other agent's
    /// actions get -1e9, as the mask would give them.
    torch::Tensor agentLogits(const torch::Tensor& x, bool placement)
    {
        const auto b = x.size(0);
        const int k = spec.jobSlots, m = spec.height, fj = spec.jobFeatures, fm = spec.width;
        auto machines = x.narrow(1, k * fj, m * fm).reshape({ b, m, fm });
        if (placement) {
            auto chosen = x.narrow(1, k * fj + m * fm, fj);
            auto z = torch::relu(place2->forward(
                torch::relu(place1->forward(torch::cat({ machines, chosen.unsqueeze(1).expand({ b, m, fj }) }, 2)))));
            return torch::cat({ torch::full({ b, k + 1 }, -1e9), placeOut->forward(z).squeeze(2) }, 1);
        }
        auto jobs = x.narrow(1, 0, k * fj).reshape({ b, k, fj });
        auto present = jobs.select(2, 0).unsqueeze(2);
        auto e = torch::relu(squeeze2->forward(torch::relu(squeeze1->forward(jobs))));
        auto c = (e * present).sum(1) / present.sum(1).clamp_min(1.0);
        auto g = torch::relu(machineSummary->forward(machines)).mean(1);
        auto h = torch::relu(communicate->forward(
            torch::cat({ e, c.unsqueeze(1).expand({ b, k, 16 }), g.unsqueeze(1).expand({ b, k, 16 }) }, 2)));
        return torch::cat({ jobOut->forward(h).squeeze(2), waitOut->forward(torch::cat({ c, g }, 1)), torch::full({ b, m }, -1e9) }, 1);
    }
    /// logits [B, K + 1 + M] and value [B]
    std::pair<torch::Tensor, torch::Tensor> forward(torch::Tensor x)
    {
        const auto b = x.size(0);
        const int k = spec.jobSlots, m = spec.height, fj = spec.jobFeatures, fm = spec.width;
        auto jobs = x.narrow(1, 0, k * fj).reshape({ b, k, fj });
        auto machines = x.narrow(1, k * fj, m * fm).reshape({ b, m, fm });
        auto chosen = x.narrow(1, k * fj + m * fm, fj);
        auto present = jobs.select(2, 0).unsqueeze(2);                          // [B, K, 1]
        auto e = torch::relu(squeeze2->forward(torch::relu(squeeze1->forward(jobs)))); // [B, K, 16]
        auto c = (e * present).sum(1) / present.sum(1).clamp_min(1.0);           // [B, 16]
        auto g = torch::relu(machineSummary->forward(machines)).mean(1);         // [B, 16]
        auto h = torch::relu(communicate->forward(
            torch::cat({ e, c.unsqueeze(1).expand({ b, k, 16 }), g.unsqueeze(1).expand({ b, k, 16 }) }, 2)));
        auto jobLogits = jobOut->forward(h).squeeze(2);
        auto waitLogit = waitOut->forward(torch::cat({ c, g }, 1));
        auto z = torch::relu(place2->forward(
            torch::relu(place1->forward(torch::cat({ machines, chosen.unsqueeze(1).expand({ b, m, fj }) }, 2)))));
        auto machineLogits = placeOut->forward(z).squeeze(2);
        auto logits = torch::cat({ jobLogits, waitLogit, machineLogits }, 1);
        auto value = criticOut->forward(torch::relu(critic1->forward(torch::cat({ c, g, z.mean(1), chosen }, 1)))).squeeze(1);
        return { logits, value };
    }
    NetSpec spec;
    torch::nn::Linear squeeze1 { nullptr }, squeeze2 { nullptr }, machineSummary { nullptr }, communicate { nullptr },
        jobOut { nullptr }, waitOut { nullptr }, place1 { nullptr }, place2 { nullptr }, placeOut { nullptr },
        critic1 { nullptr }, criticOut { nullptr };
};
TORCH_MODULE(DualNet);

/// Harmony's network (Bao et al., IEEE/ACM ToN 2023, read compactly; docs/learning.md). Encoder: each
/// server's features are embedded, then one block of multi-head self-attention lets every server see
/// the others (residual, with a feed-forward layer). Decoder: the job and the task being placed form a
/// query that takes a glimpse (attention) over the encoded servers; each server's logit comes from its
/// encoding joined with the query and the glimpse. The value output reads the pooled encoding with the
/// query. Attention is written out (a few matrix products): cheaper per decision than the library module
/// at this size.
struct HarmonyNetImpl : torch::nn::Module {
    HarmonyNetImpl(const NetSpec& s) : spec(s), width(s.hidden.empty() ? 32 : s.hidden[0])
    {
        const int d = width;
        serverIn = register_module("server_in", torch::nn::Linear(s.serverFeatures, d));
        attentionIn = register_module("attention_in", torch::nn::Linear(d, 3 * d));
        attentionOut = register_module("attention_out", torch::nn::Linear(d, d));
        norm1 = register_module("norm1", torch::nn::LayerNorm(torch::nn::LayerNormOptions({ d })));
        feed1 = register_module("feed1", torch::nn::Linear(d, d));
        feed2 = register_module("feed2", torch::nn::Linear(d, d));
        norm2 = register_module("norm2", torch::nn::LayerNorm(torch::nn::LayerNormOptions({ d })));
        jobIn = register_module("job_in", torch::nn::Linear(s.jobFeatures, d));
        glimpseQuery = register_module("glimpse_query", torch::nn::Linear(d, d));
        joint = register_module("joint", torch::nn::Linear(3 * d, d));
        serverOut = register_module("server_out", torch::nn::Linear(d, 1));
        valueHidden = register_module("value_hidden", torch::nn::Linear(2 * d, d));
        valueOut = register_module("value_out", torch::nn::Linear(d, 1));
    }
    /// logits [B, servers] and value [B]
    std::pair<torch::Tensor, torch::Tensor> forward(torch::Tensor x)
    {
        const auto b = x.size(0);
        const int S = spec.servers, d = width, heads = std::max(1, spec.heads), dh = d / heads;
        auto servers = x.narrow(1, 0, S * spec.serverFeatures).reshape({ b, S, spec.serverFeatures });
        auto job = x.narrow(1, S * spec.serverFeatures, spec.jobFeatures);
        // Encoder.
        auto h = torch::relu(serverIn->forward(servers)); // [B, S, d]
        auto qkv = attentionIn->forward(h).chunk(3, 2);
        auto split = [&](const torch::Tensor& t) { return t.reshape({ b, S, heads, dh }).transpose(1, 2); }; // [B, H, S, dh]
        auto scores = torch::matmul(split(qkv[0]), split(qkv[1]).transpose(-2, -1)) / std::sqrt(double(dh));
        auto mixed = torch::matmul(torch::softmax(scores, -1), split(qkv[2])).transpose(1, 2).reshape({ b, S, d });
        h = norm1->forward(h + attentionOut->forward(mixed));
        h = norm2->forward(h + feed2->forward(torch::relu(feed1->forward(h))));
        // Decoder step: the task's query, its glimpse over the servers, a logit per server.
        auto q = torch::relu(jobIn->forward(job)); // [B, d]
        auto glimpseScores = torch::matmul(h, glimpseQuery->forward(q).unsqueeze(2)).squeeze(2) / std::sqrt(double(d)); // [B, S]
        auto glimpse = torch::matmul(torch::softmax(glimpseScores, 1).unsqueeze(1), h).squeeze(1); // [B, d]
        auto context = torch::cat({ q, glimpse }, 1).unsqueeze(1).expand({ b, S, 2 * d });
        auto logits = serverOut->forward(torch::relu(joint->forward(torch::cat({ h, context }, 2)))).squeeze(2);
        auto value = valueOut->forward(torch::relu(valueHidden->forward(torch::cat({ h.mean(1), q }, 1)))).squeeze(1);
        return { logits, value };
    }
    NetSpec spec;
    int width;
    torch::nn::Linear serverIn { nullptr }, attentionIn { nullptr }, attentionOut { nullptr }, feed1 { nullptr },
        feed2 { nullptr }, jobIn { nullptr }, glimpseQuery { nullptr }, joint { nullptr }, serverOut { nullptr },
        valueHidden { nullptr }, valueOut { nullptr };
    torch::nn::LayerNorm norm1 { nullptr }, norm2 { nullptr };
};
TORCH_MODULE(HarmonyNet);

torch::Tensor maskedLogits(const torch::Tensor& logits, const torch::Tensor& mask)
{
    return logits.masked_fill(mask.logical_not(), -1e9);
}

/// Network's implementation: the policy and value modules with their optimisers.
class TorchNetwork final : public NetworkBackend {
public:
    TorchNetwork(const NetSpec& spec, std::uint64_t seed);
    void probabilities(const float* obs, const std::uint8_t* mask, std::vector<float>& out) const override;
    float value(const float* obs) const override;
    double supervisedStep(const Batch& batch, double labelSmoothing) override;
    double valueStep(const Batch& batch) override;
    UpdateStats actorCriticStep(const Batch& batch, double entropyWeight, bool normaliseAdvantage) override;
    UpdateStats ppoUpdate(const Batch& batch, double clip, int epochs, int minibatch, double entropyWeight,
        double valueCoef, std::uint64_t shuffleSeed) override;
    std::vector<float> logProb(const Batch& batch) const override;
    void resetOptimisers(double policyRate, double valueRate) override;
    std::string saveWeights() const override;
    Status loadWeights(const std::string& bytes, const std::string& fileName) override;
    std::vector<float> flatParameters() const override;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

struct TorchNetwork::Impl {
    NetSpec spec;
    Mlp policyMlp { nullptr }, valueMlp { nullptr };
    TopNet policyTop { nullptr }, valueTop { nullptr };
    DualNet policyDual { nullptr }, valueDual { nullptr };
    HarmonyNet policyHarmony { nullptr }, valueHarmony { nullptr };
    std::unique_ptr<torch::optim::Adam> policyOpt, valueOpt;

    bool cnn() const { return spec.kind == "topdrl-cnn"; }
    bool dual() const { return spec.kind == "dual-agent"; }
    bool harmony() const { return spec.kind == "harmony-attention"; }
    torch::nn::Module& policyModule()
    {
        if (harmony()) return *policyHarmony;
        if (dual()) return *policyDual;
        return cnn() ? static_cast<torch::nn::Module&>(*policyTop) : *policyMlp;
    }
    torch::nn::Module& valueModule()
    {
        if (harmony()) return *valueHarmony;
        if (dual()) return *valueDual;
        return cnn() ? static_cast<torch::nn::Module&>(*valueTop) : *valueMlp;
    }
    const torch::nn::Module& policyModule() const { return const_cast<Impl*>(this)->policyModule(); }
    const torch::nn::Module& valueModule() const { return const_cast<Impl*>(this)->valueModule(); }

    torch::Tensor logits(const torch::Tensor& x)
    {
        if (harmony()) return policyHarmony->forward(x).first;
        if (dual()) return policyDual->forward(x).first;
        return cnn() ? policyTop->forward(x).first : policyMlp->forward(x);
    }
    torch::Tensor values(const torch::Tensor& x)
    {
        if (harmony()) return valueHarmony->forward(x).second;
        if (dual()) return valueDual->forward(x).second;
        return cnn() ? valueTop->forward(x).second : valueMlp->forward(x).squeeze(1);
    }

    torch::Tensor obs(const Batch& b) const
    {
        return torch::from_blob(const_cast<float*>(b.obs.data()), { b.size, spec.inputSize }, torch::kFloat32);
    }
    torch::Tensor mask(const Batch& b) const
    {
        return torch::from_blob(const_cast<std::uint8_t*>(b.mask.data()), { b.size, spec.actions }, torch::kUInt8)
            .to(torch::kBool);
    }
    torch::Tensor actions(const Batch& b) const
    {
        return torch::from_blob(const_cast<std::int64_t*>(b.actions.data()), { b.size }, torch::kInt64);
    }
    static torch::Tensor floats(const std::vector<float>& v)
    {
        return torch::from_blob(const_cast<float*>(v.data()), { static_cast<long>(v.size()) }, torch::kFloat32);
    }
};

TorchNetwork::TorchNetwork(const NetSpec& spec, std::uint64_t seed) : m_impl(std::make_unique<Impl>())
{
    m_impl->spec = spec;
    torch::manual_seed(seed);
    if (m_impl->dual()) {
        m_impl->policyDual = DualNet(spec);
        m_impl->valueDual = DualNet(spec);
    } else if (m_impl->harmony()) {
        m_impl->policyHarmony = HarmonyNet(spec);
        m_impl->valueHarmony = HarmonyNet(spec);
    } else if (m_impl->cnn()) {
        m_impl->policyTop = TopNet(spec);
        m_impl->valueTop = TopNet(spec);
    } else {
        m_impl->policyMlp = Mlp(spec.inputSize, spec.hidden, spec.actions);
        m_impl->valueMlp = Mlp(spec.inputSize, spec.hidden, 1);
    }
    resetOptimisers(spec.learningRate, spec.valueLearningRate);
}

void TorchNetwork::probabilities(const float* obs, const std::uint8_t* mask, std::vector<float>& out) const
{
    c10::InferenceMode inference; // cheaper than NoGradGuard: no version counters, no autograd state
    auto& impl = *m_impl;
    auto x = torch::from_blob(const_cast<float*>(obs), { 1, impl.spec.inputSize }, torch::kFloat32);
    if (impl.dual()) {
        // One agent decides at a time: a placement decision allows machine actions only. The masked
        // softmax in plain C++: at this size the tensor operations' overhead is most of the cost.
        bool placement = false;
        for (int a = impl.spec.jobSlots + 1; a < impl.spec.actions && !placement; ++a) placement = mask[a] != 0;
        auto logits = impl.policyDual->agentLogits(x, placement).contiguous();
        const float* l = logits.data_ptr<float>();
        out.assign(std::size_t(impl.spec.actions), 0.0f);
        float top = -std::numeric_limits<float>::infinity();
        for (int a = 0; a < impl.spec.actions; ++a)
            if (mask[a]) top = std::max(top, l[a]);
        double sum = 0;
        for (int a = 0; a < impl.spec.actions; ++a)
            if (mask[a]) sum += out[std::size_t(a)] = std::exp(l[a] - top);
        if (sum > 0)
            for (float& v : out) v = float(v / sum);
        return;
    }
    auto m = torch::from_blob(const_cast<std::uint8_t*>(mask), { 1, impl.spec.actions }, torch::kUInt8).to(torch::kBool);
    auto p = torch::softmax(maskedLogits(impl.logits(x), m), 1).contiguous();
    out.assign(p.data_ptr<float>(), p.data_ptr<float>() + impl.spec.actions);
    for (int a = 0; a < impl.spec.actions; ++a)
        if (!mask[a]) out[std::size_t(a)] = 0.0f;
}

float TorchNetwork::value(const float* obs) const
{
    c10::InferenceMode inference;
    auto x = torch::from_blob(const_cast<float*>(obs), { 1, m_impl->spec.inputSize }, torch::kFloat32);
    return m_impl->values(x).item<float>();
}

double TorchNetwork::supervisedStep(const Batch& batch, double labelSmoothing)
{
    auto& impl = *m_impl;
    auto x = impl.obs(batch);
    auto mask = impl.mask(batch);
    auto logp = torch::log_softmax(maskedLogits(impl.logits(x), mask), 1);
    auto loss = torch::nll_loss(logp, impl.actions(batch));
    if (labelSmoothing > 0) {
        // Target (1 - e) x teacher + e x uniform over the allowed actions (masked ones have log p = -1e9).
        auto allowed = mask.to(torch::kFloat);
        auto uniform = -(logp * allowed).sum(1) / allowed.sum(1).clamp_min(1.0);
        loss = (1.0 - labelSmoothing) * loss + labelSmoothing * uniform.mean();
    }
    impl.policyOpt->zero_grad();
    loss.backward();
    impl.policyOpt->step();
    if (!batch.returns.empty()) {
        auto valueLoss = (Impl::floats(batch.returns) - impl.values(x)).pow(2).mean();
        impl.valueOpt->zero_grad();
        valueLoss.backward();
        impl.valueOpt->step();
    }
    return loss.item<double>();
}

double TorchNetwork::valueStep(const Batch& batch)
{
    auto& impl = *m_impl;
    auto x = impl.obs(batch);
    auto ret = Impl::floats(batch.returns);
    auto w = batch.weights.empty() ? torch::ones({ batch.size }) : Impl::floats(batch.weights);
    auto loss = (w * (ret - impl.values(x)).pow(2)).mean();
    impl.valueOpt->zero_grad();
    loss.backward();
    impl.valueOpt->step();
    return loss.item<double>();
}

UpdateStats TorchNetwork::actorCriticStep(const Batch& batch, double entropyWeight, bool normaliseAdvantage)
{
    auto& impl = *m_impl;
    UpdateStats stats;
    auto x = impl.obs(batch);
    auto ret = Impl::floats(batch.returns);
    auto w = batch.weights.empty() ? torch::ones({ batch.size }) : Impl::floats(batch.weights);
    // Critic.
    auto v = impl.values(x);
    auto valueLoss = (w * (ret - v).pow(2)).mean();
    impl.valueOpt->zero_grad();
    valueLoss.backward();
    impl.valueOpt->step();
    // Actor.
    auto adv = (ret - v.detach());
    if (normaliseAdvantage && batch.size > 1) adv = (adv - adv.mean()) / (adv.std() + 1e-6);
    auto logits = maskedLogits(impl.logits(x), impl.mask(batch));
    auto logp = torch::log_softmax(logits, 1);
    auto p = logp.exp();
    auto chosen = logp.gather(1, impl.actions(batch).unsqueeze(1)).squeeze(1);
    auto entropy = -(p * logp).sum(1).mean();
    auto policyLoss = -(w * adv * chosen).mean() - entropyWeight * entropy;
    impl.policyOpt->zero_grad();
    policyLoss.backward();
    impl.policyOpt->step();
    stats.policyLoss = policyLoss.item<double>();
    stats.valueLoss = valueLoss.item<double>();
    stats.entropy = entropy.item<double>();
    auto a = adv.abs().contiguous();
    stats.absAdvantage.assign(a.data_ptr<float>(), a.data_ptr<float>() + batch.size);
    return stats;
}

std::vector<float> TorchNetwork::logProb(const Batch& batch) const
{
    torch::NoGradGuard noGrad;
    auto& impl = *m_impl;
    auto logp = torch::log_softmax(maskedLogits(impl.logits(impl.obs(batch)), impl.mask(batch)), 1);
    auto chosen = logp.gather(1, impl.actions(batch).unsqueeze(1)).squeeze(1).contiguous();
    return { chosen.data_ptr<float>(), chosen.data_ptr<float>() + batch.size };
}

UpdateStats TorchNetwork::ppoUpdate(const Batch& batch, double clip, int epochs, int minibatch, double entropyWeight,
    double valueCoef, std::uint64_t shuffleSeed)
{
    auto& impl = *m_impl;
    UpdateStats stats;
    auto x = impl.obs(batch);
    auto m = impl.mask(batch);
    auto a = impl.actions(batch);
    auto ret = Impl::floats(batch.returns);
    auto adv = Impl::floats(batch.advantages);
    auto old = Impl::floats(batch.oldLogProb);
    torch::Generator gen = at::detail::createCPUGenerator(shuffleSeed);
    int updates = 0;
    for (int e = 0; e < epochs; ++e) {
        auto perm = torch::randperm(batch.size, gen, torch::kInt64);
        for (int start = 0; start < batch.size; start += minibatch) {
            const int n = std::min(minibatch, batch.size - start);
            auto idx = perm.narrow(0, start, n);
            auto xb = x.index_select(0, idx);
            auto logp = torch::log_softmax(maskedLogits(impl.logits(xb), m.index_select(0, idx)), 1);
            auto chosen = logp.gather(1, a.index_select(0, idx).unsqueeze(1)).squeeze(1);
            auto ratio = (chosen - old.index_select(0, idx)).exp();
            auto advB = adv.index_select(0, idx);
            auto surrogate = torch::min(ratio * advB, ratio.clamp(1.0 - clip, 1.0 + clip) * advB);
            auto entropy = -(logp.exp() * logp).sum(1).mean();
            auto policyLoss = -surrogate.mean() - entropyWeight * entropy;
            impl.policyOpt->zero_grad();
            policyLoss.backward();
            torch::nn::utils::clip_grad_norm_(impl.policyModule().parameters(), 0.5);
            impl.policyOpt->step();
            auto v = impl.values(xb);
            auto valueLoss = valueCoef * (ret.index_select(0, idx) - v).pow(2).mean();
            impl.valueOpt->zero_grad();
            valueLoss.backward();
            torch::nn::utils::clip_grad_norm_(impl.valueModule().parameters(), 0.5);
            impl.valueOpt->step();
            stats.policyLoss += policyLoss.item<double>();
            stats.valueLoss += valueLoss.item<double>();
            stats.entropy += entropy.item<double>();
            ++updates;
        }
    }
    if (updates > 0) {
        stats.policyLoss /= updates;
        stats.valueLoss /= updates;
        stats.entropy /= updates;
    }
    return stats;
}

void TorchNetwork::resetOptimisers(double policyRate, double valueRate)
{
    m_impl->policyOpt = std::make_unique<torch::optim::Adam>(m_impl->policyModule().parameters(),
        torch::optim::AdamOptions(policyRate));
    m_impl->valueOpt = std::make_unique<torch::optim::Adam>(m_impl->valueModule().parameters(),
        torch::optim::AdamOptions(valueRate));
}

std::string TorchNetwork::saveWeights() const
{
    torch::serialize::OutputArchive archive;
    auto put = [&](const std::string& prefix, const torch::nn::Module& module) {
        for (const auto& item : module.named_parameters()) archive.write(prefix + item.key(), item.value());
    };
    put("policy.", m_impl->policyModule());
    put("value.", m_impl->valueModule());
    std::ostringstream out;
    archive.save_to(out);
    return out.str();
}

// Its messages stay English: this module links LibTorch and nothing of Gantry's core (it is built with
// --no-undefined), so it cannot reach translate(); they concern a model file that does not fit its network.
Status TorchNetwork::loadWeights(const std::string& bytes, const std::string& fileName)
{
    try {
        torch::serialize::InputArchive archive;
        std::istringstream in(bytes);
        archive.load_from(in);
        torch::NoGradGuard noGrad;
        auto get = [&](const std::string& prefix, torch::nn::Module& module) -> Status {
            for (auto& item : module.named_parameters()) {
                torch::Tensor t;
                if (!archive.try_read(prefix + item.key(), t))
                    return Error { ErrorCode::BadValue, "the model file has no tensor '" + prefix + item.key() + "'",
                        { fileName, 0, 0, "weights" } };
                if (t.sizes() != item.value().sizes()) {
                    std::ostringstream msg;
                    msg << "tensor '" << prefix << item.key() << "' has shape " << t.sizes() << ", the network needs "
                        << item.value().sizes();
                    return Error { ErrorCode::BadValue, msg.str(), { fileName, 0, 0, "weights" } };
                }
                item.value().copy_(t);
            }
            return Ok {};
        };
        if (auto s = get("policy.", m_impl->policyModule()); !s) return s;
        return get("value.", m_impl->valueModule());
    } catch (const c10::Error& e) {
        // LibTorch's message carries a C++ backtrace: the user gets its first line only.
        return Error { ErrorCode::Parse, "cannot read the weights: " + firstLine(e.what_without_backtrace()), { fileName, 0, 0, "weights" } };
    } catch (const std::exception& e) {
        return Error { ErrorCode::Parse, "cannot read the weights: " + firstLine(e.what()), { fileName, 0, 0, "weights" } };
    }
}

std::vector<float> TorchNetwork::flatParameters() const
{
    std::vector<float> out;
    auto add = [&](const torch::nn::Module& module) {
        for (const auto& p : module.parameters()) {
            auto t = p.detach().contiguous().reshape({ -1 });
            out.insert(out.end(), t.data_ptr<float>(), t.data_ptr<float>() + t.numel());
        }
    };
    add(m_impl->policyModule());
    add(m_impl->valueModule());
    return out;
}

void initTorchSettings(int threads, std::uint64_t seed)
{
    static std::once_flag interop;
    const int n = std::max(1, threads);
    std::call_once(interop, [n] {
        try {
            at::set_num_interop_threads(n);
        } catch (const std::exception&) {
            // Parallel work already started in this process (e.g. a host application): keep its setting.
        }
    });
    at::set_num_threads(n);
    at::globalContext().setDeterministicAlgorithms(true, false);
    torch::manual_seed(seed);
}

NetworkBackend* createTorchNetwork(const NetSpec& spec, std::uint64_t seed) { return new TorchNetwork(spec, seed); }

} // namespace

} // namespace gantry::learn

/// The module's one exported symbol (the rest is hidden): its table, checked by the loader.
extern "C" __attribute__((visibility("default"))) const gantry::learn::TorchModule* gantry_torch_module_v1()
{
    using namespace gantry::learn;
    static const TorchModule module = [] {
        TorchModule m;
        m.abi = kTorchModuleAbi;
        for (std::size_t i = 0; i < std::size(kTorchModuleSizes); ++i) m.sizes[i] = kTorchModuleSizes[i];
        m.gantryVersion = gantry::kVersion;
        m.torchVersion = TORCH_VERSION;
        m.initTorch = &initTorchSettings;
        m.createNetwork = &createTorchNetwork;
        return m;
    }();
    return &module;
}
