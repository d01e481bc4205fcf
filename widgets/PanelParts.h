#pragma once
/** @brief Pieces the panels and editors are built from, so that each looks and behaves the same
 * wherever it appears: groups without margins of their own, two views sharing a splitter, a table of
 * many one-line rows, and the timer that debounces edits. */

#include <Qt>

class QFontMetrics;
class QObject;
class QSplitter;
class QTableView;
class QTimer;
class QWidget;

namespace gantry::gui {

/// `layout` without margins of its own: it groups views inside a panel whose margins already frame them.
template <class Layout> Layout* marginless(Layout* layout)
{
    layout->setContentsMargins(0, 0, 0, 0);
    return layout;
}

/// `first` and `second` side by side (Qt::Horizontal) or one above the other, the space shared
/// firstStretch : secondStretch as the splitter grows.
QSplitter* splitBetween(QWidget* first, QWidget* second, Qt::Orientation orientation, int firstStretch = 1, int secondStretch = 1);

/// A table of many one-line rows (jobs, decisions): one whole row selected at a time, no row numbers,
/// each row a line of `text` high, the last column taking the width the others leave.
void setUpRowTable(QTableView* table, const QFontMetrics& text);

/// A timer that fires once, `ms` after it was last started: to debounce edits or to coalesce redraws.
QTimer* singleShotTimer(int ms, QObject* parent);

} // namespace gantry::gui
