#include "core/io/Csv.h"

#include "core/util/Translate.h"

#include <charconv>
#include <cstdint>

namespace gantry {

CsvReader::CsvReader(std::string_view text, char delimiter, bool quotes)
    : m_text(text), m_delimiter(delimiter), m_quotes(quotes)
{
    // A UTF-8 byte-order mark (spreadsheet exports) would otherwise become part of the first column name.
    if (m_text.substr(0, 3) == "\xEF\xBB\xBF") m_pos = 3;
    m_lineStart = m_pos;
}

bool CsvReader::fail(std::string message, int line, std::size_t pos)
{
    m_error = std::move(message);
    m_errorLine = line;
    m_errorColumn = static_cast<int>(pos - m_lineStart) + 1;
    m_fields.clear();
    m_pos = m_text.size();
    return false;
}

bool CsvReader::next()
{
    if (failed()) return false;
    const std::size_t n = m_text.size();
    while (m_pos < n) {
        m_fields.clear();
        m_recordLine = m_line;
        std::size_t scratchUsed = 0;
        bool endOfRecord = false;
        while (!endOfRecord) {
            if (m_quotes && m_pos < n && m_text[m_pos] == '"') {
                const int quoteLine = m_line;
                const std::size_t quotePos = m_pos;
                ++m_pos;
                if (scratchUsed == m_scratch.size()) m_scratch.emplace_back();
                std::string& buffer = m_scratch[scratchUsed++];
                buffer.clear();
                bool closed = false;
                while (m_pos < n) {
                    const char c = m_text[m_pos];
                    if (c == '"') {
                        if (m_pos + 1 < n && m_text[m_pos + 1] == '"') {
                            buffer += '"';
                            m_pos += 2;
                            continue;
                        }
                        ++m_pos;
                        closed = true;
                        break;
                    }
                    if (c == '\n') {
                        ++m_line;
                        m_lineStart = m_pos + 1;
                    }
                    buffer += c;
                    ++m_pos;
                }
                if (!closed) return fail(translate("Error", "unterminated quoted field"), quoteLine, quotePos);
                m_fields.emplace_back(buffer);
                if (m_pos < n && m_text[m_pos] == '\r') ++m_pos;
                if (m_pos >= n) {
                    endOfRecord = true;
                } else if (m_text[m_pos] == m_delimiter) {
                    ++m_pos;
                } else if (m_text[m_pos] == '\n') {
                    ++m_pos;
                    ++m_line;
                    m_lineStart = m_pos;
                    endOfRecord = true;
                } else {
                    return fail(translate("Error", "unexpected character after a closing quote"), m_line, m_pos);
                }
            } else {
                const std::size_t start = m_pos;
                while (m_pos < n && m_text[m_pos] != m_delimiter && m_text[m_pos] != '\n') ++m_pos;
                std::size_t end = m_pos;
                if (m_pos >= n || m_text[m_pos] == '\n') {
                    if (end > start && m_text[end - 1] == '\r') --end;
                    endOfRecord = true;
                    if (m_pos < n) {
                        ++m_pos;
                        ++m_line;
                        m_lineStart = m_pos;
                    }
                } else {
                    ++m_pos; // the delimiter
                }
                m_fields.emplace_back(m_text.substr(start, end - start));
            }
        }
        if (m_fields.size() == 1 && m_fields[0].empty()) continue; // an empty line
        return true;
    }
    m_fields.clear();
    return false;
}

std::string_view trimSpaces(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

bool parseNumber(std::string_view text, double& out)
{
    text = trimSpaces(text);
    if (text.empty()) return false;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    if (*first == '+') ++first;
    const auto result = std::from_chars(first, last, out);
    return result.ec == std::errc() && result.ptr == last;
}

namespace {

bool digits(std::string_view text, std::size_t pos, std::size_t count, int& out)
{
    if (pos + count > text.size()) return false;
    int value = 0;
    for (std::size_t i = pos; i < pos + count; ++i) {
        const char c = text[i];
        if (c < '0' || c > '9') return false;
        value = value * 10 + (c - '0');
    }
    out = value;
    return true;
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
std::int64_t daysFromCivil(int year, int month, int day)
{
    const std::int64_t y = static_cast<std::int64_t>(year) - (month <= 2 ? 1 : 0);
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const std::int64_t yoe = y - era * 400;
    const std::int64_t doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

} // namespace

bool parseDateTime(std::string_view text, double& epochSeconds)
{
    text = trimSpaces(text);
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (text.size() != 19) return false;
    if (!digits(text, 0, 4, year) || text[4] != '-' || !digits(text, 5, 2, month) || text[7] != '-'
        || !digits(text, 8, 2, day) || (text[10] != ' ' && text[10] != 'T') || !digits(text, 11, 2, hour)
        || text[13] != ':' || !digits(text, 14, 2, minute) || text[16] != ':' || !digits(text, 17, 2, second))
        return false;
    static constexpr int daysInMonth[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth[month - 1] || hour > 23 || minute > 59 || second > 60)
        return false;
    epochSeconds = static_cast<double>(daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second);
    return true;
}

} // namespace gantry
