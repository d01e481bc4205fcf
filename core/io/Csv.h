#pragma once
/** @brief A small, allocation-light reader for delimited text (RFC 4180 quoting, CRLF tolerated) and the
 * locale-independent number and timestamp parsers the trace importers share. */

#include <cstddef>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace gantry {

/// Reads records from text held elsewhere (the text must outlive the reader). Unquoted fields are views
/// into the text, so a large trace is split without a per-field allocation; quoted fields with escaped
/// quotes are unescaped into reused scratch buffers.
class CsvReader {
public:
    /// With `quotes` false a '"' is an ordinary character (Gavel's TSV has shell commands in a column).
    explicit CsvReader(std::string_view text, char delimiter = ',', bool quotes = true);

    /// Moves to the next record, skipping empty lines. False at the end of the text or on malformed quoting
    /// (then failed() is true and errorMessage()/errorLine() say why).
    bool next();

    std::size_t size() const { return m_fields.size(); }
    /// The i-th field of the current record; empty for a missing trailing field, so short rows read as
    /// empty values rather than out-of-bounds access.
    std::string_view operator[](std::size_t i) const { return i < m_fields.size() ? m_fields[i] : std::string_view {}; }
    const std::vector<std::string_view>& fields() const { return m_fields; }
    /// 1-based line on which the current record starts (as a text editor shows it).
    int line() const { return m_recordLine; }

    bool failed() const { return !m_error.empty(); }
    const std::string& errorMessage() const { return m_error; }
    int errorLine() const { return m_errorLine; }
    int errorColumn() const { return m_errorColumn; }

private:
    bool fail(std::string message, int line, std::size_t pos);

    std::string_view m_text;
    char m_delimiter;
    bool m_quotes;
    std::size_t m_pos = 0;
    int m_line = 1;
    std::size_t m_lineStart = 0;
    int m_recordLine = 0;
    std::vector<std::string_view> m_fields;
    std::deque<std::string> m_scratch; // deque: growing it never moves the strings views point into
    std::string m_error;
    int m_errorLine = 0;
    int m_errorColumn = 0;
};

/// Leading and trailing spaces and tabs removed.
std::string_view trimSpaces(std::string_view text);

/// Parses a whole (trimmed) field as a double with std::from_chars: no locale, no leading '+', and
/// "nan"/"inf" are accepted here so the caller can reject them with a precise message.
bool parseNumber(std::string_view text, double& out);

/// Parses "YYYY-MM-DD HH:MM:SS" (a 'T' separator is accepted too) as UTC seconds since 1970-01-01.
/// Hand-written because std::get_time depends on the locale and is slow on 100k-row traces.
bool parseDateTime(std::string_view text, double& epochSeconds);

} // namespace gantry
