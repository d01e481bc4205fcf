#pragma once
/** @brief The one encoding of what travels between processes (MPI ranks: a piece of work, its result, a
 * run's summary, a plan's run): fields one after another, each "<bytes>:<text>", the text's length in
 * decimal then a colon then the text as it is. A text may hold anything (colons, newlines, NUL bytes),
 * so no field needs escaping and none can be mistaken for the next. Numbers are their shortest exact
 * text (formatNumber), so a double crosses unchanged.
 *
 * The reader never trusts its input: a length that is not plain decimal digits, runs past the end or
 * has a leading zero, a number that does not parse, a read past the last field: each makes ok() false
 * for good, and every read after it returns an empty value. A decoder reads every field, then checks
 * complete() (every field well formed and nothing left over) once. */

#include "core/util/Error.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace gantry {

class FieldWriter {
public:
    FieldWriter& text(std::string_view text);
    /// formatNumber's text: reads back as the same double (nan and infinities included; -0 as 0).
    FieldWriter& number(double value);
    /// A whole number from 0 to 2^64 - 1 (seeds, counts, event numbers), in decimal.
    FieldWriter& whole(std::uint64_t value);
    /// A signed whole number, in decimal ("-1").
    FieldWriter& integer(long long value);
    FieldWriter& flag(bool value) { return whole(value ? 1 : 0); }
    /// An error whole: its code, message and location, so that the reader's error is the same error.
    FieldWriter& error(const Error& error);

    /// The fields so far (a copy: `FieldWriter().text(a).bytes()` never leaves a reference to a temporary).
    std::string bytes() const& { return m_bytes; }
    std::string bytes() && { return std::move(m_bytes); }

private:
    std::string m_bytes;
};

class FieldReader {
public:
    /// Reads a copy of `bytes` (a reader never refers to a caller's temporary).
    explicit FieldReader(std::string_view bytes) : m_bytes(bytes) { }

    std::string text();
    double number();
    std::uint64_t whole();
    /// A signed whole number from `lo` to `hi`; one outside them is refused (what a count or an int
    /// field reads with: never a conversion out of range, never a count larger than the bytes left).
    long long integer(long long lo, long long hi);
    /// How many items follow, each at least one field: at most the bytes left.
    std::size_t count();
    bool flag();
    Error error();

    /// Every field read so far was well formed.
    bool ok() const { return m_ok; }
    /// Nothing is left to read.
    bool atEnd() const { return m_at == m_bytes.size(); }
    /// Every field was well formed and every byte was read: what a decoder checks at the end.
    bool complete() const { return m_ok && atEnd(); }
    /// A field that was well formed but whose value the decoder refuses (out of its range).
    void refuse() { m_ok = false; }

private:
    std::string_view field();
    std::string m_bytes;
    std::size_t m_at = 0;
    bool m_ok = true;
};

/// A piece of work's result, a value or an error, as fields: "+" and the value, or "!" and the error.
std::string encodeResult(const Result<std::string>& result);
/// The result back; bytes that are not one (or hold more) are an Internal error saying so.
Result<std::string> decodeResult(std::string_view bytes);

} // namespace gantry
