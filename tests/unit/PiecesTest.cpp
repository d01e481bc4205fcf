// One way to run pieces anywhere (core/run/Pieces.h): threads, shards sharing a folder, MPI ranks and a
// resumed run all give every piece's result once and the same results; Ctrl-C starts nothing more.
// The ranks here are threads of this process, each with a messenger over in-memory queues: the same
// protocol (WorkPool, servePieces, stopWorkers) that mpirun's ranks speak over MPI.
#include "core/run/Distribute.h"
#include "core/run/Messenger.h"
#include "core/run/Pieces.h"
#include "core/util/File.h"
#include "core/util/Interrupt.h"
#include "tests/support/TempDir.h"

#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <csignal>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <unistd.h>

using namespace gantry;

using gantry::testing::TempDir;

namespace {

/// In-memory mailboxes, one a rank.
class Hub {
public:
    explicit Hub(int size)
    {
        for (int r = 0; r < size; ++r) m_boxes.push_back(std::make_unique<Box>());
    }
    int size() const { return int(m_boxes.size()); }
    void post(int to, Message m)
    {
        Box& box = *m_boxes[std::size_t(to)];
        std::lock_guard lock(box.mutex);
        box.queue.push_back(std::move(m));
        box.ready.notify_one();
    }
    Message take(int rank)
    {
        Box& box = *m_boxes[std::size_t(rank)];
        std::unique_lock lock(box.mutex);
        box.ready.wait(lock, [&] { return !box.queue.empty(); });
        Message m = std::move(box.queue.front());
        box.queue.pop_front();
        return m;
    }

private:
    struct Box {
        std::mutex mutex;
        std::condition_variable ready;
        std::deque<Message> queue;
    };
    std::vector<std::unique_ptr<Box>> m_boxes;
};

class HubMessenger final : public Messenger {
public:
    HubMessenger(Hub& hub, int rank) : m_hub(hub), m_rank(rank) { }
    int rank() const override { return m_rank; }
    int size() const override { return m_hub.size(); }
    void send(int to, int tag, const std::string& bytes) override { m_hub.post(to, Message { m_rank, tag, bytes }); }
    Message receive() override { return m_hub.take(m_rank); }

private:
    Hub& m_hub;
    int m_rank;
};

constexpr std::size_t kPieces = 23;

/// Piece k's result: bytes of every kind a result may hold.
Result<std::string> piece(std::size_t k)
{
    if (interrupted()) return Error { ErrorCode::Cancelled, "interrupted", {} };
    return "piece " + std::to_string(k) + std::string(":\n\0|", 4) + std::string(k % 4, 'x');
}


PieceFiles filesIn(const TempDir& dir)
{
    std::error_code notAFolder; // one test makes runs/ a file on purpose
    std::filesystem::create_directories(dir.path / "runs", notAFolder);
    PieceFiles files;
    files.dir = dir.path.string();
    files.name = [](std::size_t k) { return "piece-" + std::to_string(k) + ".txt"; };
    return files;
}

/// Every result `done` was given, by piece; a piece given twice fails the test.
struct Collected {
    std::map<std::size_t, std::string> values;
    std::set<std::size_t> failed;
    PieceDone done()
    {
        return [this](std::size_t k, const Result<std::string>& r) {
            EXPECT_FALSE(values.count(k) || failed.count(k)) << "piece " << k << " given twice";
            if (r) values[k] = r.value();
            else failed.insert(k);
        };
    }
};

std::map<std::size_t, std::string> expected()
{
    std::map<std::size_t, std::string> out;
    for (std::size_t k = 0; k < kPieces; ++k) out[k] = piece(k).value();
    return out;
}

/// The pieces over `size` ranks: rank 0 hands them out, the others compute them on threads of their own.
PiecesRun overRanks(int size, PieceOptions options, const PieceDone& done, std::atomic<int>* computed = nullptr)
{
    Hub hub(size);
    std::vector<std::thread> workers;
    for (int r = 1; r < size; ++r)
        workers.emplace_back([&hub, r, computed] {
            HubMessenger messenger(hub, r);
            servePieces(messenger, [&](std::size_t k, const std::string& note) -> Result<std::string> {
                if (computed) ++*computed;
                if (note != "note " + std::to_string(k)) return Error { ErrorCode::Internal, "the note did not come with its piece", {} };
                return piece(k);
            });
        });
    HubMessenger zero(hub, 0);
    options.ranks = &zero;
    options.note = [](std::size_t k) { return "note " + std::to_string(k); };
    const PiecesRun run = runPieces(kPieces, options, {}, done);
    stopWorkers(zero);
    for (auto& w : workers) w.join();
    return run;
}

} // namespace

TEST(Pieces, ThreadsShardsRanksAndResumeGiveTheSameResults)
{
    // On one thread and on four, nothing kept.
    for (int threads : { 1, 4 }) {
        Collected c;
        PieceOptions o;
        o.threads = threads;
        const PiecesRun run = runPieces(kPieces, o, piece, c.done());
        EXPECT_EQ(c.values, expected()) << threads << " threads";
        EXPECT_EQ(run.counts.mine, kPieces);
        EXPECT_EQ(run.counts.done, kPieces);
        EXPECT_FALSE(run.interrupted());
    }
    // Three shards sharing a folder: each runs every third piece; together, every piece once.
    TempDir shared("shards");
    Collected all;
    for (int i = 1; i <= 3; ++i) {
        PieceOptions o;
        o.threads = 2;
        o.shard = { i, 3 };
        o.files = filesIn(shared);
        std::size_t started = 0;
        o.started = [&](const PieceCounts& c) { started = c.mine; };
        const PiecesRun run = runPieces(kPieces, o, piece, all.done());
        EXPECT_EQ(run.counts.mine, (kPieces + 3 - std::size_t(i)) / 3) << "shard " << i;
        EXPECT_EQ(started, run.counts.mine);
        EXPECT_EQ(run.counts.done, run.counts.mine);
    }
    EXPECT_EQ(all.values, expected());
    for (std::size_t k = 0; k < kPieces; ++k) EXPECT_EQ(filesIn(shared).kept(k), piece(k).value()) << "piece " << k << "'s file";
    // Over three ranks and over one worker rank: every piece once, with its note.
    for (int size : { 2, 3 }) {
        Collected c;
        const PiecesRun run = overRanks(size, {}, c.done());
        EXPECT_EQ(c.values, expected()) << size << " ranks";
        EXPECT_EQ(run.counts.done, kPieces);
    }
    // Resumed: the first shard of two ran, then the whole list with --resume computes only the rest.
    TempDir resumed("resume");
    {
        PieceOptions o;
        o.shard = { 1, 2 };
        o.files = filesIn(resumed);
        Collected first;
        runPieces(kPieces, o, piece, first.done());
    }
    for (bool ranks : { false, true }) {
        TempDir again(ranks ? "resume-ranks" : "resume-threads");
        std::filesystem::copy(resumed.path / "runs", again.path / "runs", std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
        PieceOptions o;
        o.threads = 3;
        o.files = filesIn(again);
        o.resume = true;
        Collected c;
        std::atomic<int> computed { 0 };
        const PiecesRun run = ranks ? overRanks(3, o, c.done(), &computed) : runPieces(kPieces, o, [&](std::size_t k) {
            ++computed;
            EXPECT_EQ(k % 2, 1u) << "piece " << k << " was kept, yet computed again";
            return piece(k);
        }, c.done());
        EXPECT_EQ(c.values, expected()) << "kept pieces reach `done` too";
        EXPECT_EQ(run.counts.kept, (kPieces + 1) / 2);
        EXPECT_EQ(run.counts.mine, kPieces / 2);
        EXPECT_EQ(std::size_t(computed.load()), kPieces / 2);
        for (std::size_t k = 0; k < kPieces; ++k) EXPECT_EQ(filesIn(again).kept(k), piece(k).value());
    }
}

TEST(Pieces, FailuresAreGivenAndNotKeptAndAResumeRunsThemAgain)
{
    TempDir dir("failures");
    PieceOptions o;
    o.threads = 2;
    o.files = filesIn(dir);
    o.resume = true;
    auto failingEveryFifth = [](std::size_t k) -> Result<std::string> {
        if (k % 5 == 0) return Error { ErrorCode::BadValue, "piece " + std::to_string(k) + " fails", { "s.yaml", 3, 4, "policy" } };
        return piece(k);
    };
    Collected first;
    runPieces(kPieces, o, failingEveryFifth, first.done());
    EXPECT_EQ(first.failed, (std::set<std::size_t> { 0, 5, 10, 15, 20 }));
    EXPECT_EQ(first.values.size(), kPieces - 5);
    for (std::size_t k : first.failed) EXPECT_FALSE(o.files.kept(k).has_value()) << "a failed piece was kept";
    Collected second;
    const PiecesRun run = runPieces(kPieces, o, piece, second.done());
    EXPECT_EQ(run.counts.mine, 5u);
    EXPECT_EQ(second.values, expected());

    // A result that cannot be kept is that error: the folder's runs/ is a file here.
    TempDir broken("broken");
    std::filesystem::remove_all(broken.path / "runs");
    ASSERT_TRUE(writeFileAtomically((broken.path / "runs").string(), "not a folder").ok());
    PieceOptions b;
    b.files = filesIn(broken);
    Collected c;
    runPieces(4, b, piece, c.done());
    EXPECT_TRUE(c.values.empty());
    EXPECT_EQ(c.failed.size(), 4u);
}

TEST(Pieces, AKeptFileThatIsNotThePiecesIsComputedAgain)
{
    TempDir dir("foreign");
    PieceFiles files = filesIn(dir);
    files.fromText = [](std::size_t k, const std::string& text) -> std::optional<std::string> {
        if (text.rfind("piece " + std::to_string(k), 0) != 0) return std::nullopt;
        return text;
    };
    ASSERT_TRUE(writeFileAtomically((dir.path / "runs" / "piece-2.txt").string(), "something else").ok());
    ASSERT_TRUE(writeFileAtomically((dir.path / "runs" / "piece-3.txt").string(), piece(3).value()).ok());
    PieceOptions o;
    o.files = files;
    o.resume = true;
    Collected c;
    const PiecesRun run = runPieces(5, o, piece, c.done());
    EXPECT_EQ(run.counts.kept, 1u);
    EXPECT_EQ(run.counts.mine, 4u);
    EXPECT_EQ(c.values.size(), 5u);
    EXPECT_EQ(files.kept(2), piece(2).value()) << "the foreign file is replaced by the piece's result";
}

// Ctrl-C: SIGINT sent to this process (as a terminal does) once piece 3 is computing. In a child
// process (a death test), since the interrupt flag, once raised, stays raised for the process.
TEST(PiecesDeathTest, CtrlCStartsNoMorePiecesAndSaysSo)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    for (bool ranks : { false, true }) {
        EXPECT_EXIT(
            {
                installInterruptHandlers();
                TempDir dir(ranks ? "ctrl-c-ranks" : "ctrl-c");
                PieceOptions o;
                o.files = filesIn(dir);
                std::mutex mutex;
                std::set<std::size_t> computed;
                Collected c;
                auto compute = [&](std::size_t k) {
                    {
                        std::lock_guard lock(mutex);
                        computed.insert(k);
                    }
                    if (k == 3) ::kill(::getpid(), SIGINT);
                    return piece(k);
                };
                PiecesRun run;
                if (ranks) {
                    Hub hub(3);
                    std::vector<std::thread> workers;
                    for (int r = 1; r < 3; ++r)
                        workers.emplace_back([&, r] {
                            HubMessenger messenger(hub, r);
                            servePieces(messenger, [&](std::size_t k, const std::string&) { return compute(k); });
                        });
                    HubMessenger zero(hub, 0);
                    o.ranks = &zero;
                    run = runPieces(kPieces, o, {}, c.done());
                    stopWorkers(zero);
                    for (auto& w : workers) w.join();
                } else {
                    run = runPieces(kPieces, o, compute, c.done());
                }
                int problems = 0;
                auto check = [&](bool ok, const char* what) {
                    if (!ok) std::fprintf(stderr, "%s: %s\n", ranks ? "ranks" : "threads", what);
                    problems += ok ? 0 : 1;
                };
                check(run.interrupted() && run.interruptSignal == SIGINT, "the run does not say it was interrupted");
                check(computed.size() < kPieces / 2, "pieces went on being handed out after the signal");
                check(run.counts.done == computed.size(), "a piece handed out was not waited for");
                for (std::size_t k = 0; k < kPieces; ++k) {
                    const bool kept = o.files.kept(k).has_value();
                    check(kept == (c.values.count(k) == 1), "a file kept that is not a result given, or the other way");
                    check(!kept || computed.count(k), "a piece kept that was never computed");
                }
                std::exit(problems);
            },
            ::testing::ExitedWithCode(0), "")
            << (ranks ? "over ranks" : "on threads");
    }
}
