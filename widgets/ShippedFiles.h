#pragma once
/** @brief Where the files Gantry ships are found at run time: installed under <prefix> (the program's
 * folder's parent: share/gantry for the scenarios, their traces, the lessons and the demo,
 * share/doc/gantry for the manual), else in the source tree the program was built from (a build run
 * without installing). The one lookup the GUI's demo, manual, lessons and bundled traces share. */

#include <QString>
#include <QStringList>

namespace gantry::gui {

/// The places a shipped file or folder may be, in the order they are tried: `installed` under the
/// installation prefix ("share/gantry/lessons"), then `inSource` in the source tree ("lessons").
QStringList shippedLocations(const QString& installed, const QString& inSource);

/// The first of shippedLocations() that exists, as a canonical path; empty when none does.
QString shippedPath(const QString& installed, const QString& inSource);

} // namespace gantry::gui
