#pragma once
/** @brief Member types that give a class the right copy by default, so a class that holds them can
 * use `= default` and a member added later is copied without anyone remembering to. */

#include <memory>
#include <utility>

namespace gantry {

/// Owns a polymorphic T and copies it with T::clone() (a deep copy). Empty stays empty.
template<class T>
class ClonePtr {
public:
    ClonePtr() = default;
    ClonePtr(std::unique_ptr<T> p) : m_p(std::move(p)) { } // NOLINT: implicit, like unique_ptr's move
    ClonePtr(const ClonePtr& other) : m_p(other.m_p ? other.m_p->clone() : nullptr) { }
    ClonePtr(ClonePtr&&) noexcept = default;
    ClonePtr& operator=(ClonePtr other) noexcept
    {
        m_p = std::move(other.m_p);
        return *this;
    }
    T* get() const { return m_p.get(); }
    T& operator*() const { return *m_p; }
    T* operator->() const { return m_p.get(); }
    explicit operator bool() const { return m_p != nullptr; }

private:
    std::unique_ptr<T> m_p;
};

/// A value that belongs to one object and is deliberately not carried over to its copies: a copy
/// starts with T{} (e.g. a simulation's observers, which watch the original, not the fork).
template<class T>
class NotCopied {
public:
    NotCopied() = default;
    NotCopied(const NotCopied&) { }
    NotCopied(NotCopied&&) noexcept = default;
    NotCopied& operator=(const NotCopied&) { return *this; }
    NotCopied& operator=(NotCopied&&) noexcept = default;
    T& operator*() { return m_value; }
    const T& operator*() const { return m_value; }
    T* operator->() { return &m_value; }
    const T* operator->() const { return &m_value; }

private:
    T m_value {};
};

/// A value its copies share until one of them changes it: edit() copies it first when it is shared.
/// A simulation's job list, which its forks read but which only an injection of jobs changes, so a
/// fork does not copy a million jobs. Copies may live on different threads: each edits only its own.
template<class T>
class CopyOnWrite {
public:
    CopyOnWrite() : m_p(std::make_shared<T>()) { }
    explicit CopyOnWrite(T value) : m_p(std::make_shared<T>(std::move(value))) { }
    const T& operator*() const { return *m_p; }
    const T* operator->() const { return m_p.get(); }
    /// The value, kept alive for as long as the caller holds it (an edit here copies it first).
    std::shared_ptr<const T> shared() const { return m_p; }
    T& edit()
    {
        if (m_p.use_count() > 1) m_p = std::make_shared<T>(*m_p);
        return *m_p;
    }

private:
    std::shared_ptr<T> m_p;
};

} // namespace gantry
