// Checkpoints: exact round trip, clear errors on corrupt or mismatched files, determinism of training.
#include "core/io/ScenarioIo.h"
#include "core/learn/Checkpoint.h"
#include "core/learn/LearnedSchedulers.h"
#include "core/learn/Network.h"
#include "core/learn/ReplayBuffer.h"
#include "core/learn/Training.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"
#include "tests/support/BundledScenario.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

using namespace gantry;
using namespace gantry::learn;

namespace {

Scenario scenario(const char* name) { return gantry::testing::bundledScenario(name); }

std::string tempPath(const std::string& name)
{
    return (std::filesystem::temp_directory_path() / ("gantry_learn_" + name)).string();
}

} // namespace

TEST(Checkpoint, RoundTripsExactly)
{
    initTorch(1, 3);
    NetSpec spec;
    spec.inputSize = 12;
    spec.actions = 7;
    spec.hidden = { 8, 8 };
    Network net(spec, 3);
    Checkpoint c;
    c.meta.scheduler = "dl2";
    c.meta.net = spec;
    c.meta.scenarioHash = "abc";
    c.meta.scenarioName = "test: with colon";
    c.meta.seed = 18446744073709551615ull;
    c.meta.threads = 2;
    c.meta.episodes = 5;
    c.meta.gantryVersion = "0.1.0";
    c.meta.extra["window"] = "2";
    c.weights = net.saveWeights();
    const std::string bytes = encodeCheckpoint(c);
    auto back = decodeCheckpoint(bytes, "m.model");
    ASSERT_TRUE(back.ok()) << back.error().toString();
    EXPECT_EQ(back->meta, c.meta);
    EXPECT_EQ(back->weights, c.weights);
    Network other(spec, 99);
    ASSERT_TRUE(other.loadWeights(back->weights, "m.model").ok());
    EXPECT_EQ(other.flatParameters(), net.flatParameters());
    EXPECT_EQ(encodeCheckpoint(back.value()), bytes);
}

TEST(Checkpoint, CorruptAndMismatchedFilesGiveErrors)
{
    initTorch(1, 3);
    auto dl2 = scenario("dl2-small.yaml");
    TrainingOptions o;
    o.agent = "dl2";
    o.warmupEpisodes = 1;
    o.episodes = -1;
    auto report = train(dl2, o);
    ASSERT_TRUE(report.ok()) << report.error().toString();
    const std::string& bytes = report->model;

    // Truncated: its content no longer matches its checksum.
    auto truncated = decodeCheckpoint(bytes.substr(0, bytes.size() - 100), "t.model");
    ASSERT_FALSE(truncated.ok());
    EXPECT_EQ(truncated.error().where.file, "t.model");
    EXPECT_EQ(truncated.error().where.field, "content_sha256");
    // One flipped byte anywhere, in a weight or in a setting of the header, is refused the same way (it
    // loaded silently before and changed the schedule), and never with a LibTorch backtrace.
    const std::size_t weightsAt = bytes.find("\n---\n") + 5;
    for (const std::size_t at : { weightsAt + (bytes.size() - weightsAt) / 2, bytes.size() - 1, bytes.find("x.window: ") + 10 }) {
        std::string flipped = bytes;
        flipped[at] = char(flipped[at] ^ 0x01);
        auto refused = decodeCheckpoint(flipped, "f.model");
        ASSERT_FALSE(refused.ok()) << "byte " << at;
        EXPECT_EQ(refused.error().where.file, "f.model");
        EXPECT_EQ(refused.error().where.field, "content_sha256");
        EXPECT_EQ(refused.error().toString().find('\n'), std::string::npos) << refused.error().toString();
    }
    // A file of an older Gantry, without a checksum, is refused with what to do.
    std::string unsummed = bytes;
    const std::size_t line = unsummed.find("content_sha256: ");
    unsummed.erase(line, unsummed.find('\n', line) + 1 - line);
    auto old = decodeCheckpoint(unsummed, "old.model");
    ASSERT_FALSE(old.ok());
    EXPECT_NE(old.error().message.find("train the model again"), std::string::npos) << old.error().message;
    // Header cut off.
    EXPECT_FALSE(decodeCheckpoint(bytes.substr(0, 40), "t.model").ok());
    EXPECT_FALSE(decodeCheckpoint("hello", "t.model").ok());
    // Garbage weights of the right length.
    auto c = decodeCheckpoint(bytes, "ok.model");
    ASSERT_TRUE(c.ok());
    Checkpoint garbage = c.value();
    std::fill(garbage.weights.begin(), garbage.weights.end(), 'x');
    auto bad = makeLearnedScheduler(garbage, dl2, "g.model");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().where.file, "g.model");
    EXPECT_EQ(bad.error().toString().find('\n'), std::string::npos) << "a LibTorch backtrace: " << bad.error().toString();
    // Wrong shape: a network of another size under a DL2 header.
    Checkpoint wrong = c.value();
    NetSpec other = wrong.meta.net;
    other.hidden = { 32 };
    Network small(other, 1);
    wrong.weights = small.saveWeights();
    auto shape = makeLearnedScheduler(wrong, dl2, "w.model");
    ASSERT_FALSE(shape.ok());
    EXPECT_NE(shape.error().message.find("shape"), std::string::npos) << shape.error().message;
    // A DL2 model evaluated with another window.
    Checkpoint window = c.value();
    window.meta.extra["window"] = "12";
    EXPECT_FALSE(checkModelFits(window.meta, dl2, "x.model").ok());

    // Through the registry: missing file, then a truncated file on disk.
    learn::registerLearnedSchedulers(PolicyRegistry::instance());
    Scenario s = dl2;
    s.policy.scheduler = { "dl2", { { "model", std::string(tempPath("missing.model")) } } };
    EXPECT_FALSE(PolicyRegistry::instance().build(s.policy, s).ok());
    const std::string path = tempPath("truncated.model");
    {
        std::ofstream f(path, std::ios::binary);
        f << bytes.substr(0, bytes.size() / 2);
    }
    s.policy.scheduler = { "dl2", { { "model", path } } };
    auto built = PolicyRegistry::instance().build(s.policy, s);
    ASSERT_FALSE(built.ok());
    EXPECT_EQ(built.error().where.file, path);
    // A good file runs as a policy and its decisions carry action probabilities.
    ASSERT_TRUE(saveModel(report.value(), path).ok());
    s.simulation.recordDecisions = true;
    auto run = runScenario(s);
    ASSERT_TRUE(run.ok()) << run.error().toString();
    bool sawProbabilities = false;
    for (const auto& d : run->decisions)
        for (const auto& cand : d.why.candidates)
            if (cand.kind == CandidateKind::Action && d.why.scoreName == "probability" && cand.label.find("job") == 0)
                sawProbabilities = true;
    EXPECT_TRUE(sawProbabilities);
    std::filesystem::remove(path);
}

// A model is refused, with the file and the reason, on a cluster of another shape than it was trained on.
TEST(Checkpoint, ModelsRefuseAnotherClusterShape)
{
    struct Case {
        const char* agent;
        const char* scenario;
        int warmup, episodes;
        std::map<std::string, double> hyper; // the shortest training that writes a model
        Cluster other;
        const char* reason;
    };
    const Case cases[] = {
        { "topdrl", "topdrl-2x4x4.yaml", 1, -1, { { "sl_steps", 5 }, { "validation_seeds", 1 } }, Cluster::uniform(2, 8, 4),
            "8 machines x 4 GPUs" },
        { "harmony", "harmony-6-servers.yaml", 1, 1, { { "validation_seeds", 1 }, { "model_fit_steps", 5 }, { "updates", 1 } },
            Cluster::uniform(1, 8, 2), "6 servers" },
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.agent);
        const Scenario s = scenario(c.scenario);
        TrainingOptions o;
        o.agent = c.agent;
        o.warmupEpisodes = c.warmup;
        o.episodes = c.episodes;
        o.hyper = c.hyper;
        auto report = train(s, o);
        ASSERT_TRUE(report.ok()) << report.error().toString();
        auto model = decodeCheckpoint(report->model, "x.model");
        ASSERT_TRUE(model.ok()) << model.error().toString();
        Scenario other = s;
        other.cluster = c.other;
        other.cluster.index();
        auto r = makeLearnedScheduler(model.value(), other, "x.model");
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().where.file, "x.model");
        EXPECT_NE(r.error().message.find(c.reason), std::string::npos) << r.error().message;
    }
}

TEST(Training, SameSeedAndThreadsGiveTheSameWeights)
{
    auto dl2 = scenario("dl2-small.yaml");
    TrainingOptions o;
    o.agent = "dl2";
    o.warmupEpisodes = 2;
    o.episodes = 4;
    o.seed = 11;
    o.threads = 1;
    o.validateEvery = 2;
    o.hyper = { { "validation_seeds", 2 } };
    auto a = train(dl2, o);
    auto b = train(dl2, o);
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(a->model, b->model);
    auto meta = decodeCheckpoint(a->model, "a");
    ASSERT_TRUE(meta.ok());
    EXPECT_EQ(meta->meta.seed, 11u);
    EXPECT_EQ(meta->meta.threads, 1);
    EXPECT_EQ(meta->meta.scenarioHash, scenarioHash(dl2));
    o.seed = 12;
    auto c = train(dl2, o);
    ASSERT_TRUE(c.ok());
    EXPECT_NE(a->model, c->model);
}

TEST(ReplayBuffer, PrioritisedSamplingPrefersHighPriority)
{
    ReplayBuffer buffer(4, true);
    for (int k = 0; k < 6; ++k) {
        Transition t;
        t.obs = { float(k) };
        t.mask = { 1 };
        t.action = 0;
        t.ret = float(k);
        buffer.add(t);
    }
    EXPECT_EQ(buffer.size(), 4u);
    Rng rng(5);
    std::vector<std::size_t> idx;
    Batch b = buffer.sample(8, rng, idx);
    ASSERT_EQ(b.size, 8);
    // Make slot 0 much more important than the others.
    buffer.updatePriorities({ 0, 1, 2, 3 }, { 4.0f, 0.01f, 0.01f, 0.01f });
    b = buffer.sample(200, rng, idx);
    const auto zeros = std::count(idx.begin(), idx.end(), std::size_t(0));
    EXPECT_GT(zeros, 150);
    for (float w : b.weights) EXPECT_LE(w, 1.0f + 1e-6f);
}
