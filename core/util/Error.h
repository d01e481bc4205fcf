#pragma once
// Errors from the core are values: a code, a message and where in the user's input it happened.

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace gantry {

enum class ErrorCode {
    FileNotFound, ///< a file the user named does not exist or cannot be opened
    Io,           ///< reading or writing failed
    Parse,        ///< the file is not valid YAML/CSV/JSON
    MissingField, ///< a required key or column is absent
    BadValue,     ///< a value is out of range, NaN, of the wrong type, ...
    UnknownName,  ///< an unknown policy, format, GPU type, ...
    Infeasible,   ///< the request can never be satisfied (e.g. a job larger than the cluster)
    Cancelled,    ///< the user (or a newer run) cancelled the operation
    Internal,     ///< a bug in Gantry
};

/// Where in the user's input an error was found. Empty/zero members are unknown.
struct SourceLocation {
    std::string file;
    int line = 0;   ///< 1-based
    int column = 0; ///< 1-based
    std::string field;
};

struct Error {
    ErrorCode code = ErrorCode::Internal;
    /// For people, in the user's language: made where the error is, from translate("Error", pattern)
    /// with fillIn (core/util/Translate.h), so the GUI shows it in its language and gantry-cli, which
    /// installs no translator, in English. Names, paths, values quoted from the user's files and the
    /// system's texts (strerror, yaml-cpp's) go in as they are. ErrorCode::Internal messages stay
    /// English: they report a bug in Gantry to its developers, in issues pasted from the dialog.
    std::string message;
    SourceLocation where;

    /// "file:line:column: field 'name': message", leaving out what is unknown ("field" in the user's language).
    std::string toString() const;
    /// Exit status the CLI uses for this error: 2 for bad input, 1 for anything else.
    int exitCode() const;
};

/// Thrown inside parsers to unwind to the loader boundary, which converts it into a Result.
class ErrorException : public std::runtime_error {
public:
    explicit ErrorException(Error error);
    const Error& error() const { return m_error; }

private:
    Error m_error;
};

/// A value or an Error (std::expected is C++23; GCC 12 in C++20 mode lacks it).
template <class T> class Result {
public:
    Result(T value) : m_data(std::move(value)) { }
    Result(Error error) : m_data(std::move(error)) { }

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    T& value() & { return std::get<T>(m_data); }
    const T& value() const& { return std::get<T>(m_data); }
    T&& value() && { return std::get<T>(std::move(m_data)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

/// Result of an operation that produces nothing but may fail.
struct Ok { };
using Status = Result<Ok>;

} // namespace gantry
