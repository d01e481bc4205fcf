#pragma once
/** @brief The scenario report as a PDF (Qt's PDF writer): the same content as the HTML report, one A4
 * page per section, its charts drawn as vectors. */

#include "core/report/Report.h"

#include <QString>

namespace gantry::gui {

/// Writes the report; an empty string on success, else what went wrong.
QString writeReportPdf(const ReportInput& input, const QString& path);

/// Writes the report as a PDF or as self-contained HTML, by the path's extension (.pdf, else HTML),
/// atomically; an empty string on success, else what went wrong.
QString writeReport(const ReportInput& input, const QString& path);

} // namespace gantry::gui
