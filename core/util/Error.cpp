#include "core/util/Error.h"

#include "core/util/Text.h"
#include "core/util/Translate.h"

namespace gantry {

std::string Error::toString() const
{
    std::string out;
    if (!where.file.empty()) {
        out += where.file;
        if (where.line > 0) {
            out += ':' + std::to_string(where.line);
            if (where.column > 0) out += ':' + std::to_string(where.column);
        }
        out += ": ";
    }
    if (!where.field.empty()) out += fillIn(translate("Error", "field '%1'"), { where.field }) + ": ";
    out += message;
    return printable(out); // names and paths the user gave may hold control characters
}

int Error::exitCode() const { return code == ErrorCode::Internal || code == ErrorCode::Io ? 1 : 2; }

ErrorException::ErrorException(Error error) : std::runtime_error(error.toString()), m_error(std::move(error)) { }

} // namespace gantry
