#pragma once
/** @brief Widgets made with their object names in one step: the names the GUI tests find them by and
 * the saved window state restores the docks by. */

#include <QString>

#include <utility>

namespace gantry::gui {

/// A new `Widget`, constructed from `args`, whose object name is `objectName`.
template <class Widget, class... Args> Widget* named(const char* objectName, Args&&... args)
{
    auto* widget = new Widget(std::forward<Args>(args)...);
    widget->setObjectName(QString::fromLatin1(objectName));
    return widget;
}

} // namespace gantry::gui
