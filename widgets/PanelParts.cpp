#include "widgets/PanelParts.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QSplitter>
#include <QTableView>
#include <QTimer>

namespace gantry::gui {

QSplitter* splitBetween(QWidget* first, QWidget* second, Qt::Orientation orientation, int firstStretch, int secondStretch)
{
    auto* split = new QSplitter(orientation);
    split->addWidget(first);
    split->addWidget(second);
    split->setStretchFactor(0, firstStretch);
    split->setStretchFactor(1, secondStretch);
    return split;
}

void setUpRowTable(QTableView* table, const QFontMetrics& text)
{
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(text.height() + 4);
    table->horizontalHeader()->setStretchLastSection(true);
}

QTimer* singleShotTimer(int ms, QObject* parent)
{
    auto* timer = new QTimer(parent);
    timer->setSingleShot(true);
    timer->setInterval(ms);
    return timer;
}

} // namespace gantry::gui
