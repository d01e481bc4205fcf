#pragma once
/** @brief A folder that collects one job's runs (a sweep's, a plan's), each run's result in a file of
 * its own written atomically (runs/<id>), so that shards and resumed processes share it and a killed
 * process loses only the runs it was doing (docs/scale-out.md). Its header file names the job: a
 * folder holds one job, and refuses another. */

#include "core/util/Error.h"

#include <optional>
#include <string>

namespace gantry {

/// Writes `header` into `dir`/`headerName` (creating `dir`/runs), or checks that the one there is the
/// same; otherwise the error `another` (translated), located at --out.
Status claimRunFolder(const std::string& dir, const std::string& headerName, const std::string& header, const std::string& another);

/// Where run `id`'s result is kept: `dir`/runs/`file`.
std::string runFilePath(const std::string& dir, const std::string& file);

} // namespace gantry
