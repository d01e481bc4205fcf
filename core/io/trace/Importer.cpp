#include "core/io/trace/Importer.h"

#include "core/util/File.h"
#include "core/util/Translate.h"

namespace gantry::traceimport {

Result<std::string> readTraceText(const std::string& path)
{
    Result<std::string> text = readTextFile(path);
    if (!text) return text;
    const std::string& bytes = *text;
    if (const auto nul = bytes.find('\0'); nul != std::string::npos) {
        const int line = 1 + static_cast<int>(std::count(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(nul), '\n'));
        return Error { ErrorCode::Parse, translate("Error", "not a text file (it contains NUL bytes)"), { path, line, 0, {} } };
    }
    return text;
}

std::string quoted(std::string_view text) { return "'" + std::string(text) + "'"; }

std::string shortText(std::string_view text)
{
    std::string out;
    for (char c : text.substr(0, 40)) out += (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) ? '?' : c;
    if (text.size() > 40) out += "...";
    return "'" + out + "'";
}

void checkCsv(const CsvReader& csv, const Importer& importer, const std::string& file)
{
    if (csv.failed())
        throw ErrorException(Error { ErrorCode::Parse, fillIn(translate("Error", "invalid CSV: %1"), { csv.errorMessage() }),
            { file.empty() ? importer.path() : file, csv.errorLine(), csv.errorColumn(), {} } });
}

CsvReader openCsv(std::string_view text, Importer& importer, char delimiter)
{
    CsvReader csv(text, delimiter);
    if (!csv.next()) {
        checkCsv(csv, importer);
        importer.bad(1, {}, translate("Error", "the file has no header line"), ErrorCode::Parse);
    }
    return csv;
}

} // namespace gantry::traceimport
