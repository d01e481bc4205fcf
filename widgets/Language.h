#pragma once
/** @brief The user interface's language: which ones Gantry ships (English, German, Simplified
 * Chinese), which one to use (a forced choice, else the saved setting, else the system's when it is
 * one of them, else English), and installing its translators (Gantry's own .qm, embedded at :/i18n,
 * and Qt's for its standard dialogs). The widgets build their texts once, so a new choice takes
 * effect at the next start; applyLanguage() before the main window is made is how main and the tests
 * switch. Only the display follows the language: files are written the same in every locale. */

#include <QList>
#include <QString>

namespace gantry::gui {

struct UiLanguage {
    QString code;       ///< "en", "de", "zh_CN"
    QString nativeName; ///< as the language calls itself: "English", "Deutsch", "中文(简体)"
};

/// The shipped languages, English first.
QList<UiLanguage> supportedLanguages();
/// `requested` as one of the shipped codes ("de_DE" -> "de", "zh" or "zh-Hans" -> "zh_CN", "C" -> "en"),
/// or empty when it is none of them.
QString matchLanguage(const QString& requested);
/// The system locale's language when Gantry ships it, else "en".
QString systemLanguage();
/// The QSettings key of the saved choice ("" or missing: the system's).
QString languageSettingsKey();
/// The language to start in: `forced` (a --language option or $GANTRY_LANGUAGE) when it names a shipped
/// one, else the saved setting, else systemLanguage().
QString startupLanguage(const QString& forced = QString());
/// Installs the translators of `code` (one of supportedLanguages()) on the application, replacing the
/// ones installed before, and makes its locale the default for display. Returns false (and falls back
/// to English) when Gantry's translation for it cannot be loaded.
bool applyLanguage(const QString& code);
/// The language applied last ("en" before any).
QString currentLanguage();
/// `source` (a MainWindow text) in `code`'s translation, without installing it: tells the user in the
/// language they chose that it takes effect at the next start.
QString translateInto(const QString& code, const char* context, const char* source);

} // namespace gantry::gui
