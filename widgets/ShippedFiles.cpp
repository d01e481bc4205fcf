#include "widgets/ShippedFiles.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gantry::gui {

QStringList shippedLocations(const QString& installed, const QString& inSource)
{
    QStringList out { QCoreApplication::applicationDirPath() + QStringLiteral("/../") + installed };
#ifdef GANTRY_SOURCE_TREE
    out << QStringLiteral(GANTRY_SOURCE_TREE "/") + inSource;
#else
    Q_UNUSED(inSource);
#endif
    return out;
}

QString shippedPath(const QString& installed, const QString& inSource)
{
    for (const QString& candidate : shippedLocations(installed, inSource))
        if (QFileInfo::exists(candidate)) return QFileInfo(candidate).canonicalFilePath();
    return {};
}

} // namespace gantry::gui
