#include "widgets/SettingsFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace gantry::gui {

QString settingsFilePath()
{
    // QSettings' native format on Unix: an INI file named after the application, in the organisation's
    // folder of the user's configuration folder.
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QLatin1Char('/')
        + QCoreApplication::organizationName() + QLatin1Char('/') + QCoreApplication::applicationName() + QStringLiteral(".conf");
}

QString setAsideOversizedSettings()
{
    const QString path = settingsFilePath();
    const QFileInfo info(path);
    if (!info.exists() || info.size() <= kMaxSettingsBytes) return {};
    const QString aside = path + QStringLiteral(".too-large");
    QFile::remove(aside);
    if (!QFile::rename(path, aside)) return {};
    return aside;
}

QString oversizedSettingsMessage(const QString& movedTo)
{
    return QCoreApplication::translate("gantry::gui::SettingsFile",
        "The settings file was larger than Gantry ever writes (over 1 MB), so it was set aside as %1 and Gantry "
        "started with its default settings (language, recent files, window layout).")
        .arg(movedTo);
}

} // namespace gantry::gui
