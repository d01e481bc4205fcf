// The one encoding between ranks (core/util/FieldCoder.h): what is written reads back exactly, whatever
// the texts hold; what is not a whole encoding is refused, never read past, never a crash.
#include "core/metrics/RunResult.h"
#include "core/util/FieldCoder.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace gantry;

namespace {

/// Texts a field must carry unchanged: the coder's own separators, line ends, NUL bytes, nothing.
std::vector<std::string> hostileTexts()
{
    return { "", ":", "::", "0:", "12:ab", "3:abc3:abc", "\n", "a\nb\n", std::string("\0", 1), std::string("a\0b:\0", 5), "\r\n\t",
        "caf\xc3\xa9 \xe2\x82\xac", "\xff\xfe not UTF-8", std::string(100000, ':'), "-1:x", "9999999999999999999:" };
}

} // namespace

TEST(FieldCoder, HostileTextsRoundTrip)
{
    FieldWriter out;
    for (const std::string& t : hostileTexts()) out.text(t);
    FieldReader in(out.bytes());
    for (const std::string& t : hostileTexts()) EXPECT_EQ(in.text(), t);
    EXPECT_TRUE(in.complete());
}

TEST(FieldCoder, NumbersAndWholeNumbersRoundTripExactly)
{
    const std::vector<double> numbers { 0, 0.1, -2.5, 1e-300, 5e-324, std::numeric_limits<double>::max(), -std::numeric_limits<double>::max(),
        1e21, 1.0 / 3, std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity() };
    const std::vector<std::uint64_t> wholes { 0, 1, 10, 4294967296ull, 9223372036854775808ull, std::numeric_limits<std::uint64_t>::max() };
    const std::vector<long long> integers { 0, -1, 1, std::numeric_limits<long long>::min(), std::numeric_limits<long long>::max() };
    FieldWriter out;
    for (double x : numbers) out.number(x);
    out.number(std::nan(""));
    for (std::uint64_t n : wholes) out.whole(n);
    for (long long n : integers) out.integer(n);
    out.flag(true).flag(false);
    FieldReader in(out.bytes());
    for (double x : numbers) EXPECT_EQ(in.number(), x);
    EXPECT_TRUE(std::isnan(in.number()));
    for (std::uint64_t n : wholes) EXPECT_EQ(in.whole(), n);
    for (long long n : integers) EXPECT_EQ(in.integer(std::numeric_limits<long long>::min(), std::numeric_limits<long long>::max()), n);
    EXPECT_TRUE(in.flag());
    EXPECT_FALSE(in.flag());
    EXPECT_TRUE(in.complete());
}

TEST(FieldCoder, AnErrorCrossesWhole)
{
    const Error e { ErrorCode::BadValue, "bad: \"x\"\nsecond line", { "dir/a:b.yaml", 12, 7, "variants[0].policy" } };
    const std::string bytes = FieldWriter().error(e).text("after").bytes();
    FieldReader in(bytes);
    const Error back = in.error();
    EXPECT_EQ(in.text(), "after");
    ASSERT_TRUE(in.complete());
    EXPECT_EQ(back.code, e.code);
    EXPECT_EQ(back.toString(), e.toString());
    EXPECT_EQ(back.exitCode(), 2);

    const auto value = decodeResult(encodeResult(std::string("a\0:b", 4)));
    ASSERT_TRUE(value.ok());
    EXPECT_EQ(value.value(), std::string("a\0:b", 4));
    const auto failed = decodeResult(encodeResult(e));
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.error().toString(), e.toString());
    EXPECT_EQ(failed.error().code, ErrorCode::BadValue);
    const auto empty = decodeResult(encodeResult(std::string()));
    ASSERT_TRUE(empty.ok());
    EXPECT_EQ(empty.value(), "");
}

TEST(FieldCoder, MalformedInputIsRefused)
{
    // Lengths that are not plain digits, run past the end, have a leading zero or no colon.
    for (const std::string bytes : { "", "abc", ":x", "-1:x", "+1:x", "01:x", "1x:x", " 1:x", "5:abc", "3", "3:", "99999999999999999999:x",
             "18446744073709551616:x", "1e2:x" }) {
        FieldReader in(bytes);
        EXPECT_EQ(in.text(), "") << bytes;
        EXPECT_FALSE(in.ok()) << bytes;
        EXPECT_FALSE(in.complete()) << bytes;
        EXPECT_EQ(in.text(), "") << "a failed reader reads nothing more: " << bytes;
    }
    // Well-formed fields whose values are not what was asked for.
    auto refused = [](const std::string& field, auto read) {
        const std::string bytes = FieldWriter().text(field).bytes();
        FieldReader in(bytes);
        read(in);
        return !in.ok();
    };
    for (const std::string field : { "", "x", "1.5.2", "1,5", " 1" }) EXPECT_TRUE(refused(field, [](FieldReader& r) { r.number(); })) << field;
    for (const std::string field : { "", "-1", "1.5", "007", "18446744073709551616", "+3", "1e3" })
        EXPECT_TRUE(refused(field, [](FieldReader& r) { r.whole(); })) << field;
    for (const std::string field : { "", "-0", "--1", "9223372036854775808", "-9223372036854775809", "2" })
        EXPECT_TRUE(refused(field, [](FieldReader& r) { r.integer(-5, 1); })) << field;
    for (const std::string field : { "2", "-1", "" }) EXPECT_TRUE(refused(field, [](FieldReader& r) { r.flag(); })) << field;
    EXPECT_TRUE(refused("99", [](FieldReader& r) { r.error(); })) << "an error code Gantry has not";
    // A count larger than the bytes that follow could hold.
    {
        const std::string bytes = FieldWriter().whole(1000).text("a").bytes();
        FieldReader in(bytes);
        in.count();
        EXPECT_FALSE(in.ok());
    }
    // Reading past the last field, and bytes left over.
    {
        const std::string bytes = FieldWriter().text("a").bytes();
        FieldReader in(bytes);
        in.text();
        EXPECT_TRUE(in.complete());
        EXPECT_EQ(in.text(), "");
        EXPECT_FALSE(in.ok());
    }
    {
        const std::string bytes = FieldWriter().text("a").text("b").bytes();
        FieldReader in(bytes);
        in.text();
        EXPECT_TRUE(in.ok());
        EXPECT_FALSE(in.complete());
    }
    for (const std::string bytes : { "", "+", "1:+", "1:?1:x", "1:+1:x1:y", "1:!1:2" })
        EXPECT_EQ(decodeResult(bytes).error().code, ErrorCode::Internal) << bytes;
}

TEST(FieldCoder, EveryCutOrChangedByteIsRefusedOrReadWithoutCrashing)
{
    const std::string bytes = FieldWriter().text("a:b\n").number(2.5).whole(7).error({ ErrorCode::Io, "m", { "f", 1, 2, "x" } }).bytes();
    auto readAll = [](std::string_view b) {
        FieldReader in(b);
        in.text();
        in.number();
        in.whole();
        in.error();
        return in.complete();
    };
    EXPECT_TRUE(readAll(bytes));
    for (std::size_t n = 0; n < bytes.size(); ++n) EXPECT_FALSE(readAll(bytes.substr(0, n))) << "cut at " << n;
    std::mt19937_64 random(20261128);
    for (int trial = 0; trial < 5000; ++trial) {
        std::string changed = bytes;
        for (int flips = 1 + int(random() % 3); flips > 0; --flips) changed[random() % changed.size()] = char(random() % 256);
        readAll(changed); // refused or read: never past the end (ASan build), never a throw
        std::string noise(random() % 40, '\0');
        for (char& c : noise) c = "0123456789:+!-x\n"[random() % 16];
        readAll(noise);
        (void)decodeResult(noise);
        (void)decodeRunSummary(noise);
    }
}

TEST(FieldCoder, ARunSummaryCrossesExactlyWithAnySeed)
{
    RunResult run;
    run.meta.version = "1.2";
    run.meta.scenarioName = "a:b\nc";
    run.meta.seed = std::numeric_limits<std::uint64_t>::max(); // above 2^63: the seed parser once refused it
    run.meta.gpus = 1000000;                                    // "1e+06" as a shortest double
    run.meta.billing = Billing::Spot;
    run.summary.jobs = 7;
    run.summary.avgJct = 0.1;
    run.rejections = { "too big: 9 GPUs" };
    run.rejectionCounts = { 3 };
    run.events = std::numeric_limits<std::uint64_t>::max();
    TenantSummary tenant;
    tenant.name = std::string("t\0", 2);
    tenant.quotaGpus = -1;
    tenant.quotaUse = -1;
    tenant.summary.p99Jct = 1e300;
    run.tenants = { tenant };
    const std::string bytes = encodeRunSummary(run);
    auto back = decodeRunSummary(bytes);
    ASSERT_TRUE(back.ok()) << back.error().toString();
    EXPECT_EQ(encodeRunSummary(back.value()), bytes);
    EXPECT_EQ(back->meta.seed, run.meta.seed);
    EXPECT_EQ(back->meta.gpus, 1000000);
    EXPECT_EQ(back->meta.billing, Billing::Spot);
    EXPECT_EQ(back->tenants.at(0).name, tenant.name);
    EXPECT_EQ(back->tenants.at(0).quotaGpus, -1);
    EXPECT_EQ(back->events, run.events);
    for (std::size_t n = 0; n < bytes.size(); n += 7) EXPECT_FALSE(decodeRunSummary(bytes.substr(0, n)).ok()) << "cut at " << n;
}
