#include "widgets/Language.h"

#include "core/util/Translate.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace gantry::gui {

namespace {
std::unique_ptr<QTranslator> g_app;
std::unique_ptr<QTranslator> g_qt;
QString g_current = QStringLiteral("en");

QLocale localeOf(const QString& code) { return code == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale(code); }

/// The core's texts (reports, comparison tables, plan descriptions, units) through the same translators.
std::string translateWithQt(const char* context, const char* text, const char* disambiguation, int count)
{
    return QCoreApplication::translate(context, text, disambiguation, count).toStdString();
}
} // namespace

QList<UiLanguage> supportedLanguages()
{
    return { { QStringLiteral("en"), QStringLiteral("English") }, { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("zh_CN"), QStringLiteral("中文(简体)") } };
}

QString matchLanguage(const QString& requested)
{
    if (requested.isEmpty()) return {};
    if (requested == QLatin1String("C") || requested == QLatin1String("POSIX")) return QStringLiteral("en");
    const QLocale locale(requested);
    switch (locale.language()) {
    case QLocale::English: return QStringLiteral("en");
    case QLocale::German: return QStringLiteral("de");
    case QLocale::Chinese:
        // Traditional script (zh_TW, zh_HK, zh-Hant) is not Simplified Chinese.
        return locale.script() == QLocale::TraditionalChineseScript ? QString() : QStringLiteral("zh_CN");
    default: return {};
    }
}

QString systemLanguage()
{
    const QString matched = matchLanguage(QLocale::system().name());
    return matched.isEmpty() ? QStringLiteral("en") : matched;
}

QString languageSettingsKey() { return QStringLiteral("language"); }

QString startupLanguage(const QString& forced)
{
    if (const QString f = matchLanguage(forced); !f.isEmpty()) return f;
    if (const QString saved = matchLanguage(QSettings().value(languageSettingsKey()).toString()); !saved.isEmpty()) return saved;
    return systemLanguage();
}

bool applyLanguage(const QString& code)
{
    if (g_app) QCoreApplication::removeTranslator(g_app.get());
    if (g_qt) QCoreApplication::removeTranslator(g_qt.get());
    g_app.reset();
    g_qt.reset();
    const QString matched = matchLanguage(code);
    const QString lang = matched.isEmpty() ? QStringLiteral("en") : matched;
    // English too: its .qm holds only the plural forms of the %n texts ("1 rack", "2 racks"); Qt's own
    // texts are English already.
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral(":/i18n/gantry_%1.qm").arg(lang))) {
        QCoreApplication::installTranslator(app.get());
        g_app = std::move(app);
        auto qt = std::make_unique<QTranslator>();
        if (lang != QLatin1String("en")
            && qt->load(QStringLiteral("qtbase_%1").arg(lang), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            g_qt = std::move(qt);
        }
    }
    g_current = g_app || lang == QLatin1String("en") ? lang : QStringLiteral("en");
    const QLocale locale = localeOf(g_current);
    QLocale::setDefault(locale);
    setLanguage(translateWithQt, NumberSigns { QString(locale.decimalPoint()).toStdString(), QString(locale.groupSeparator()).toStdString() });
    return !matched.isEmpty() && g_current == matched;
}

QString currentLanguage() { return g_current; }

QString translateInto(const QString& code, const char* context, const char* source)
{
    QTranslator translator;
    if (code != QLatin1String("en") && translator.load(QStringLiteral(":/i18n/gantry_%1.qm").arg(code))) {
        const QString t = translator.translate(context, source);
        if (!t.isEmpty()) return t;
    }
    return QString::fromUtf8(source);
}

} // namespace gantry::gui
