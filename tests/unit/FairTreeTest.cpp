// Slurm's Fair Tree (core/policy/SlurmScheduler.h, fairTreeFactors) against a real Slurm's own figures:
// the recordings of tests/data/slurm-lab ship `sshare -a -l -P` as it stood when their last job ended,
// with every association's shares, usage and the FairShare factor Slurm 22.05 computed from them.
#include "core/policy/SlurmScheduler.h"
#include "core/io/Csv.h"
#include "core/util/File.h"
#include "core/util/Text.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace gantry;
using gantry::testing::testData;

namespace {

struct Sshare {
    std::vector<FairTreeAccount> accounts;
    std::vector<std::vector<double>> slurmFactors; ///< the FairShare column, per account and user
    std::vector<std::string> names;               ///< "account/user", for messages
};

/// The accounts under root and their users, with shares, raw usage and Slurm's FairShare.
Sshare readSshare(const std::string& path)
{
    Sshare out;
    auto text = readTextFile(path);
    EXPECT_TRUE(text.ok()) << path;
    if (!text) return out;
    // Account|User|RawShares|NormShares|RawUsage|NormUsage|EffectvUsage|FairShare|LevelFS|...
    CsvReader f(text.value(), '|', false);
    f.next(); // the header
    while (f.next()) {
        if (f.size() < 9) continue;
        const std::string account(trimSpaces(f[0])), user(trimSpaces(f[1]));
        if (account == "root") continue; // root and root's own user: fairTreeFactors counts the latter itself
        const double rawUsage = parseNumber(f[4]).value_or(-1);
        if (user.empty()) {
            out.accounts.push_back({ parseNumber(f[2]).value_or(-1), rawUsage, {} });
            out.slurmFactors.emplace_back();
        } else {
            out.accounts.back().userUsage.push_back(rawUsage);
            out.slurmFactors.back().push_back(parseNumber(f[7]).value_or(-1));
            out.names.push_back(account + "/" + user);
        }
    }
    return out;
}

} // namespace

TEST(FairTree, FactorsAreRealSlurmsOnTheRecordings)
{
    for (const char* recording : { "slurm-lab/mf-heavy/sshare.txt", "slurm-lab/mf-heavy/replica/sshare.txt" }) {
        SCOPED_TRACE(recording);
        const Sshare s = readSshare(testData(recording));
        ASSERT_EQ(s.accounts.size(), 3u);
        const std::vector<std::vector<double>> ours = fairTreeFactors(s.accounts);
        std::size_t named = 0;
        for (std::size_t a = 0; a < s.accounts.size(); ++a)
            for (std::size_t u = 0; u < s.accounts[a].userUsage.size(); ++u) EXPECT_NEAR(ours[a][u], s.slurmFactors[a][u], 1e-6) << s.names[named++];
    }
}

// The rules on small trees worked by hand, as fair_tree.c ranks: from N (the users, root's own
// included) down, a user tied with the one before keeping its rank; root's own user first (no usage);
// an account without usage ties with root's user, and so does its first user (the recordings' sacct
// shows the first jobs, submitted before any usage, at the full fair-share weight).
TEST(FairTree, HandWorkedRanksTiesAndRootsOwnUser)
{
    // A (share 1) used 100, its users 100 and 0; B (share 1) used nothing, two users. N = 5 with root's
    // own user (rank 5, factor 1); B's two users tie with it at rank 5 (ranks 4 and 3 are taken), A's
    // idle user comes next at rank 2, A's busy user last at rank 1: factor rank / N.
    const auto f = fairTreeFactors({ { 1, 100, { 100, 0 } }, { 1, 0, { 0, 0 } } });
    EXPECT_DOUBLE_EQ(f[1][0], 1.0);
    EXPECT_DOUBLE_EQ(f[1][1], 1.0);
    EXPECT_DOUBLE_EQ(f[0][1], 2.0 / 5);
    EXPECT_DOUBLE_EQ(f[0][0], 1.0 / 5);
    // Shares matter against usage: A holds 3 of the 5 shares under root (root's user holds 1) and used
    // 60 % (LevelFS 0.6 / 0.6 = 1), B 1 share and 40 % (0.2 / 0.4 = 0.5): A's user first after root.
    const auto g = fairTreeFactors({ { 3, 60, { 60 } }, { 1, 40, { 40 } } });
    EXPECT_DOUBLE_EQ(g[0][0], 2.0 / 3);
    EXPECT_DOUBLE_EQ(g[1][0], 1.0 / 3);
    // A job outside any association ranks last.
    const auto h = fairTreeFactors({ { 0, 0, { 0 } }, { 1, 50, { 50 } } });
    EXPECT_DOUBLE_EQ(h[1][0], 2.0 / 3);
    EXPECT_DOUBLE_EQ(h[0][0], 1.0 / 3);
}
