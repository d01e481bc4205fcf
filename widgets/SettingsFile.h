#pragma once
/** @brief Gantry's settings file (QSettings: ~/.config/Gantry/Gantry.conf on Linux): the language, recent
 * files, window geometry. Gantry writes a few hundred bytes there; a file far larger (damaged, or not
 * Gantry's) would be read whole at every start and could keep the window from opening, so it is moved
 * aside before anything reads it, and the user is told where it went. */

#include <QString>

namespace gantry::gui {

/// The most a settings file may hold before it is set aside: far above what Gantry writes.
inline constexpr qint64 kMaxSettingsBytes = 1 << 20;

/// Where QSettings keeps the application's settings (the organisation's and application's names must be set).
QString settingsFilePath();

/// Moves a settings file larger than kMaxSettingsBytes to "<file>.too-large" (replacing an earlier one),
/// before QSettings reads it; Gantry then starts with its defaults. Returns where the file went, or
/// empty when nothing was moved.
QString setAsideOversizedSettings();

/// What the user is told of it, in the current language.
QString oversizedSettingsMessage(const QString& movedTo);

} // namespace gantry::gui
