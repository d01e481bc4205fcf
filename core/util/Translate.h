#pragma once
/** @brief The core's texts for people in the user's language. The core has no Qt: the GUI installs
 * Qt's translator here when it applies a language (widgets/Language), and with it the language's
 * decimal and thousands signs; gantry-cli installs none, so its output stays English and its numbers
 * stay as they always were. lupdate finds the texts by the name `translate` (Qt's own form: context,
 * text, disambiguation, count) and by GANTRY_TR_NOOP (an alias of QT_TRANSLATE_NOOP, for texts kept
 * in tables), so they sit in the same translations/gantry_<lang>.ts files as the widgets'.
 *
 * Files never go through this: their numbers and names are in Text.h's locale-free forms. */

#include <initializer_list>
#include <string>

/// Marks `text` for translation in `context` where it is defined (a table of names); translate() it
/// where it is shown.
#define GANTRY_TR_NOOP(context, text) text

namespace gantry {

/// `text` in the user's language, or `text` itself when no translation is installed or it has none.
/// With `count` >= 0, "%n" in the result is replaced by the count and the translation may depend on
/// it (plural forms), as in Qt.
std::string translate(const char* context, const char* text, const char* disambiguation = nullptr, int count = -1);

/// `pattern` with %1, %2, ... %9 replaced by `args` in order (QString::arg's convention, which the
/// translators know: a translation may reorder them).
std::string fillIn(const std::string& pattern, std::initializer_list<std::string> args);

/// How numbers for people are written in the user's language: "12.5" or "12,5", "1,234" or "1.234".
struct NumberSigns {
    std::string decimal = ".";
    std::string group = ",";
};

using Translator = std::string (*)(const char* context, const char* text, const char* disambiguation, int count);

/// Installs `translator` (nullptr: none, English) and the language's number signs. Call it before any
/// other thread formats text (the GUI does so before making its window); reads are not locked.
void setLanguage(Translator translator, NumberSigns signs);

/// The installed number signs ("." and "," by default).
const NumberSigns& numberSigns();

} // namespace gantry
