#pragma once
/** @brief An output folder that is whole or absent. Files go into a fresh hidden folder beside the
 * target (".NAME.tmp-PID-XXXXXX"); commit() marks it complete and swaps it into place in one rename,
 * so the target always holds either its previous complete set or the new one, never a mix, whatever
 * is interrupted, fails (a full disk) or runs at the same time (the last commit wins, whole). Without
 * commit() the hidden folder is removed; one left by a killed process is removed by the next run.
 *
 * The target must be new, empty, or a folder Gantry wrote (it holds the completion marker): Gantry
 * never replaces a folder of the user's. */

#include "core/util/Error.h"

#include <string>

namespace gantry {

class OutputFolder {
public:
    /// The name of the marker a complete output folder holds (written last, before the swap).
    static constexpr const char* kCompleteMarker = ".gantry-complete";

    /// Checks the target (see checkOutputDirectory) and opens the hidden folder. Bad input: exit 2.
    static Result<OutputFolder> open(const std::string& target);

    OutputFolder(OutputFolder&& other) noexcept;
    OutputFolder& operator=(OutputFolder&&) = delete;
    OutputFolder(const OutputFolder&) = delete;
    ~OutputFolder();

    /// Where to write a file (or a subfolder) of the new set.
    std::string path(const std::string& name) const { return m_staging + "/" + name; }
    /// Writes the completion marker and puts the new set in place of the target.
    Status commit(const std::string& provenance);

private:
    OutputFolder(std::string target, std::string staging) : m_target(std::move(target)), m_staging(std::move(staging)) { }
    std::string m_target;
    std::string m_staging; ///< empty once committed or moved from
};

} // namespace gantry
