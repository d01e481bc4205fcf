#include "core/util/FieldCoder.h"

#include "core/util/Text.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <optional>

namespace gantry {

namespace {
constexpr std::size_t kMaxLengthDigits = 18; // below 10^18: no length overflows, and no string is longer

/// A whole number spelled in plain decimal digits, without sign or leading zero; nothing otherwise.
std::optional<std::uint64_t> plainDigits(std::string_view text)
{
    if (text.empty() || (text.size() > 1 && text.front() == '0')) return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}
} // namespace

FieldWriter& FieldWriter::text(std::string_view text)
{
    appendInteger(m_bytes, static_cast<long long>(text.size()));
    m_bytes += ':';
    m_bytes.append(text);
    return *this;
}

FieldWriter& FieldWriter::number(double value) { return text(formatNumber(value)); }

FieldWriter& FieldWriter::whole(std::uint64_t value) { return text(std::to_string(value)); }

FieldWriter& FieldWriter::integer(long long value)
{
    std::string digits;
    appendInteger(digits, value);
    return text(digits);
}

FieldWriter& FieldWriter::error(const Error& error)
{
    whole(static_cast<std::uint64_t>(error.code)).text(error.message).text(error.where.file);
    return whole(static_cast<std::uint64_t>(std::max(0, error.where.line)))
        .whole(static_cast<std::uint64_t>(std::max(0, error.where.column)))
        .text(error.where.field);
}

std::string_view FieldReader::field()
{
    if (!m_ok) return {};
    const std::size_t colon = m_bytes.find(':', m_at);
    if (colon == std::string::npos || colon - m_at > kMaxLengthDigits) {
        m_ok = false;
        return {};
    }
    const std::string_view bytes = m_bytes;
    const auto size = plainDigits(bytes.substr(m_at, colon - m_at));
    if (!size || *size > m_bytes.size() - colon - 1) {
        m_ok = false;
        return {};
    }
    const std::string_view text = bytes.substr(colon + 1, std::size_t(*size));
    m_at = colon + 1 + std::size_t(*size);
    return text;
}

std::string FieldReader::text() { return std::string(field()); }

double FieldReader::number()
{
    const std::string_view text = field();
    const auto value = m_ok ? parseNumber(text) : std::nullopt;
    if (!value) m_ok = false;
    return value.value_or(0);
}

std::uint64_t FieldReader::whole()
{
    const std::string_view text = field();
    const auto value = m_ok ? plainDigits(text) : std::nullopt;
    if (!value) m_ok = false;
    return value.value_or(0);
}

long long FieldReader::integer(long long lo, long long hi)
{
    const std::string_view text = field();
    const bool negative = !text.empty() && text.front() == '-';
    const auto magnitude = m_ok ? plainDigits(negative ? text.substr(1) : text) : std::nullopt;
    // "-0" is not how a number is written; the magnitude of LLONG_MIN is one above LLONG_MAX.
    if (!magnitude || (negative && *magnitude == 0) || *magnitude > std::uint64_t(LLONG_MAX) + (negative ? 1 : 0)) {
        m_ok = false;
        return 0;
    }
    const long long value = negative ? static_cast<long long>(0 - *magnitude) : static_cast<long long>(*magnitude);
    if (value < lo || value > hi) {
        m_ok = false;
        return 0;
    }
    return value;
}

std::size_t FieldReader::count()
{
    // Each item is at least one field ("0:"), two bytes: a count above the bytes left is a lie.
    return std::size_t(integer(0, static_cast<long long>((m_bytes.size() - std::min(m_at, m_bytes.size())) / 2)));
}

bool FieldReader::flag()
{
    const std::uint64_t value = whole();
    if (value > 1) m_ok = false;
    return value == 1;
}

Error FieldReader::error()
{
    Error e;
    const std::uint64_t code = whole();
    if (code > static_cast<std::uint64_t>(ErrorCode::Internal)) m_ok = false;
    e.code = m_ok ? static_cast<ErrorCode>(code) : ErrorCode::Internal;
    e.message = text();
    e.where.file = text();
    const std::uint64_t line = whole(), column = whole();
    if (line > 0x7fffffff || column > 0x7fffffff) m_ok = false;
    e.where.line = m_ok ? int(line) : 0;
    e.where.column = m_ok ? int(column) : 0;
    e.where.field = text();
    return e;
}

std::string encodeResult(const Result<std::string>& result)
{
    FieldWriter out;
    if (result) out.text("+").text(result.value());
    else out.text("!").error(result.error());
    return std::move(out).bytes();
}

Result<std::string> decodeResult(std::string_view bytes)
{
    FieldReader in(bytes);
    const std::string kind = in.text();
    if (kind == "+") {
        std::string value = in.text();
        if (in.complete()) return value;
    } else if (kind == "!") {
        Error error = in.error();
        if (in.complete()) return error;
    }
    return Error { ErrorCode::Internal, "not a result as encodeResult writes it (" + std::to_string(bytes.size()) + " bytes)", {} };
}

} // namespace gantry
