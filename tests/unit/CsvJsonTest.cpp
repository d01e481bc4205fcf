#include "core/io/Csv.h"
#include "core/io/Json.h"

#include <gtest/gtest.h>

#include <optional>

#include <cmath>
#include <string>
#include <vector>

using namespace gantry;

namespace {

std::vector<std::vector<std::string>> readAll(std::string_view text, char delimiter = ',')
{
    std::vector<std::vector<std::string>> rows;
    CsvReader csv(text, delimiter);
    while (csv.next()) rows.emplace_back(csv.fields().begin(), csv.fields().end());
    EXPECT_FALSE(csv.failed()) << csv.errorMessage();
    return rows;
}

} // namespace

TEST(Csv, SplitsQuotedFieldsAndToleratesCrlf)
{
    const auto rows = readAll("a,b,c\r\n1,\"x, y\",\"he said \"\"hi\"\"\"\r\n\r\n2,,\"multi\nline\"\n3");
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(rows[0], (std::vector<std::string> { "a", "b", "c" }));
    EXPECT_EQ(rows[1], (std::vector<std::string> { "1", "x, y", "he said \"hi\"" }));
    EXPECT_EQ(rows[2], (std::vector<std::string> { "2", "", "multi\nline" }));
    EXPECT_EQ(rows[3], (std::vector<std::string> { "3" }));
}

TEST(Csv, ReportsLinesAsAnEditorShowsThem)
{
    CsvReader csv("h1,h2\n\n\"a\nb\",1\nlast,2\n");
    std::vector<int> lines;
    while (csv.next()) lines.push_back(csv.line());
    EXPECT_EQ(lines, (std::vector<int> { 1, 3, 5 }));
    CsvReader bad("h\nok\n\"never closed,1\n2\n");
    ASSERT_TRUE(bad.next());
    ASSERT_TRUE(bad.next());
    EXPECT_FALSE(bad.next());
    EXPECT_TRUE(bad.failed());
    EXPECT_EQ(bad.errorLine(), 3);
    CsvReader stray("\"a\"b,1\n");
    EXPECT_FALSE(stray.next());
    EXPECT_TRUE(stray.failed());
}

TEST(Csv, BomShortRowsAndTabs)
{
    CsvReader csv("\xEF\xBB\xBFname,x\nonly\n");
    ASSERT_TRUE(csv.next());
    EXPECT_EQ(csv[0], "name");
    ASSERT_TRUE(csv.next());
    EXPECT_EQ(csv[0], "only");
    EXPECT_EQ(csv[5], ""); // missing trailing fields read as empty
    const auto tsv = readAll("a\tb \"c\"\t3\n", '\t');
    ASSERT_EQ(tsv.size(), 1u);
    EXPECT_EQ(tsv[0][1], "b \"c\"");
}

TEST(Csv, NumbersAndTimes)
{
    // What each reader accepts and what it reads; nothing where it refuses.
    const std::pair<const char*, std::optional<double>> numbers[] = { { " 12.5 ", 12.5 }, { "+3e2", 300.0 }, { "", std::nullopt },
        { "12abc", std::nullopt }, { "1,5", std::nullopt } };
    for (const auto& [text, want] : numbers) {
        double x = 0;
        EXPECT_EQ(parseNumber(text, x), want.has_value()) << text;
        if (want) EXPECT_EQ(x, *want) << text;
    }
    double x = 0;
    EXPECT_TRUE(parseNumber("nan", x)); // accepted here, rejected by the importers as not finite
    EXPECT_TRUE(std::isnan(x));

    const std::pair<const char*, std::optional<double>> times[] = { { "1970-01-01 00:00:00", 0.0 },
        { "2017-10-03 00:01:55", 1506988915.0 }, { "2000-02-29T12:00:00", 951825600.0 }, { "2017-13-03 00:01:55", std::nullopt },
        { "2017-10-03", std::nullopt }, { "2017-10-03 24:00:00", std::nullopt }, { "None", std::nullopt } };
    for (const auto& [text, want] : times) {
        double t = 0;
        EXPECT_EQ(parseDateTime(text, t), want.has_value()) << text;
        if (want) EXPECT_EQ(t, *want) << text;
    }
}

TEST(Json, ParsesAllValueKinds)
{
    const auto r = parseJson(R"( {"a": [1, -2.5e1, 0], "s": "x\"\\\/\n\u00e9\ud83d\ude00", "t": true, "f": false, "n": null,
                              "o": {}, "e": []} )");
    ASSERT_TRUE(r.ok()) << r.error().toString();
    const JsonValue& v = *r;
    ASSERT_TRUE(v.isObject());
    const JsonValue* a = v.find("a");
    ASSERT_NE(a, nullptr);
    ASSERT_EQ(a->array().size(), 3u);
    EXPECT_EQ(a->array()[1].number(), -25);
    EXPECT_EQ(v.find("s")->string(), "x\"\\/\n\xC3\xA9\xF0\x9F\x98\x80");
    EXPECT_TRUE(v.find("t")->boolean());
    EXPECT_TRUE(v.find("f")->isBoolean());
    EXPECT_FALSE(v.find("f")->boolean());
    EXPECT_TRUE(v.find("n")->isNull());
    EXPECT_TRUE(v.find("o")->members().empty());
    EXPECT_TRUE(v.find("e")->array().empty());
    EXPECT_EQ(v.find("missing"), nullptr);
    EXPECT_EQ(a->line(), 1);
}

TEST(Json, ValuesKnowTheirLine)
{
    const auto r = parseJson("[\n  {\"x\": 1},\n\n  {\"x\": 2}\n]");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->array()[0].line(), 2);
    EXPECT_EQ(r->array()[0].column(), 3);
    EXPECT_EQ(r->array()[1].line(), 4);
}

TEST(Json, ErrorsHaveLineAndColumn)
{
    struct Case {
        const char* text;
        int line;
    };
    const Case cases[] = {
        { "", 1 },
        { "[1, 2", 1 },
        { "[\n{\"a\": 1,\n", 3 },
        { "{\"a\" 1}", 1 },
        { "[1,]", 1 },
        { "[01]", 1 },
        { "[1.]", 1 },
        { "[tru]", 1 },
        { "[\"\\x\"]", 1 },
        { "[\"\\ud800\"]", 1 },
        { "[\"a\nb\"]", 1 },
        { "[1] 2", 1 },
        { "[NaN]", 1 },
        { "[1e999]", 1 },
        { "\n\n  }", 3 },
    };
    for (const auto& c : cases) {
        const auto r = parseJson(c.text, "f.json");
        ASSERT_FALSE(r.ok()) << c.text;
        EXPECT_EQ(r.error().code, ErrorCode::Parse) << c.text;
        EXPECT_EQ(r.error().where.file, "f.json");
        EXPECT_EQ(r.error().where.line, c.line) << c.text << " -> " << r.error().toString();
        EXPECT_GT(r.error().where.column, 0) << c.text;
    }
}

TEST(Json, DepthLimitStopsHostileNesting)
{
    std::string ok(kJsonMaxDepth, '[');
    ok += std::string(kJsonMaxDepth, ']');
    EXPECT_TRUE(parseJson(ok).ok());
    const std::string deep(100000, '[');
    const auto r = parseJson(deep);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::Parse);
    EXPECT_NE(r.error().message.find("deeper"), std::string::npos);
}

TEST(Json, BinaryGarbageIsAnError)
{
    std::string garbage;
    std::uint32_t x = 99;
    for (int i = 0; i < 50000; ++i) {
        x = x * 1664525u + 1013904223u;
        garbage += static_cast<char>(x >> 24);
    }
    EXPECT_FALSE(parseJson(garbage).ok());
    EXPECT_FALSE(parseJson("[\"" + garbage).ok());
}
