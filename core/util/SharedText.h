#pragma once
/** @brief Short text that many records repeat (a job's user, virtual cluster or GPU type): one copy of
 * each distinct value for the whole process, and a pointer to it where it is held.
 *
 * A million-job trace names a few hundred users and a handful of virtual clusters and GPU types; as
 * std::string each job held three 32-byte strings of them (96 bytes a job). A SharedText is 8 bytes,
 * and two are equal exactly when they point to the same copy. The copies live until the process
 * ends: meant for values drawn from a small set, never for per-job text such as ids. */

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

namespace gantry {

class SharedText {
public:
    SharedText() noexcept : m_text(&emptyText()) {}
    SharedText(std::string_view text) : m_text(text.empty() ? &emptyText() : &intern(text)) {}
    SharedText(const std::string& text) : SharedText(std::string_view(text)) {}
    SharedText(const char* text) : SharedText(std::string_view(text)) {}

    const std::string& str() const noexcept { return *m_text; }
    operator const std::string&() const noexcept { return *m_text; }
    operator std::string_view() const noexcept { return *m_text; }
    bool empty() const noexcept { return m_text->empty(); }
    std::size_t size() const noexcept { return m_text->size(); }
    const char* c_str() const noexcept { return m_text->c_str(); }

    // One copy per value: the same text is the same pointer.
    friend bool operator==(SharedText a, SharedText b) noexcept { return a.m_text == b.m_text; }
    friend bool operator==(SharedText a, const std::string& b) noexcept { return *a.m_text == b; }
    friend bool operator==(SharedText a, std::string_view b) noexcept { return *a.m_text == b; }
    friend bool operator==(SharedText a, const char* b) noexcept { return *a.m_text == b; }
    // By the text, not the pointer: orders and hashes are the same in every run. (No operator<=>:
    // <compare> brings in <concepts>, which Qt 6.4's moc cannot parse.)
    friend bool operator<(SharedText a, SharedText b) noexcept { return *a.m_text < *b.m_text; }

private:
    static const std::string& emptyText() noexcept;
    static const std::string& intern(std::string_view text);
    const std::string* m_text;
};

std::string operator+(const std::string& a, SharedText b);
std::string operator+(SharedText a, const std::string& b);
std::string operator+(const char* a, SharedText b);
std::ostream& operator<<(std::ostream& out, SharedText text);

} // namespace gantry

template <>
struct std::hash<gantry::SharedText> {
    std::size_t operator()(gantry::SharedText text) const noexcept { return std::hash<std::string>()(text.str()); }
};
