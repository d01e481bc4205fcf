// Files Gantry writes read back the same in every locale, and what it prints for people does not
// change with LC_NUMERIC either. The GUI runs with the C locale set from the user's environment
// (Qt does it on Unix), so these tests switch this process to German number rules, where the C
// library's strtod("0.05") is 0 and printf("%.1f", 12.5) is "12,5".

#include "core/util/Format.h"
#include "core/util/Text.h"

#include <gtest/gtest.h>

#include <clocale>
#include <cstdlib>
#include <string>

using namespace gantry;

namespace {

/// Switches the C locale to de_DE.UTF-8 for one test and back to "C" afterwards.
class GermanNumbers : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_NE(std::setlocale(LC_ALL, "de_DE.UTF-8"), nullptr)
            << "the de_DE.UTF-8 locale is not installed (Debian package locales-all, in packaging/debian-dependencies.txt)";
        // The locale is really in force: the C library now reads and writes a decimal comma.
        char* end = nullptr;
        ASSERT_EQ(std::strtod("0.05", &end), 0.0); // locale-free: shows the bug these tests guard against
    }
    void TearDown() override { std::setlocale(LC_ALL, "C"); } // locale-free: restores the test process
};

} // namespace

TEST_F(GermanNumbers, NumbersReadTheSameAsInTheCLocale)
{
    EXPECT_EQ(parseNumber("0.05"), 0.05);
    EXPECT_EQ(parseNumber("0.0001"), 0.0001);
    EXPECT_EQ(parseNumber("+3.5e-2"), 0.035);
    EXPECT_EQ(parseNumber("1,5"), std::nullopt); // a comma is never a decimal point in a file
    EXPECT_EQ(parseNumber(" 1"), std::nullopt);
    EXPECT_EQ(parseNumber(""), std::nullopt);
    EXPECT_EQ(parseInteger("42"), 42);
    EXPECT_EQ(parseInteger("4.2"), std::nullopt);
}

TEST_F(GermanNumbers, NumbersPrintTheSameAsInTheCLocale)
{
    EXPECT_EQ(formatNumber(12.5), "12.5");
    EXPECT_EQ(formatFixed(12.25, 1), "12.2"); // 12.25 is exact in binary: ties to even, as printf
    EXPECT_EQ(formatFixed(0.125, 2), "0.12");
    EXPECT_EQ(formatSignificant(62210.0, 4), "6.221e+04");
    EXPECT_EQ(formatDuration(750), "12.5 min");
    EXPECT_EQ(formatDuration(5.25), "5.2 s");
    EXPECT_EQ(formatMoney(-5), "$-5.00");
    EXPECT_EQ(formatMoney(123456), "$123.5k");
    EXPECT_EQ(formatPercent(0.1234), "12.3%");
    EXPECT_EQ(formatDelta(110, 100), "+10.0%");
}
