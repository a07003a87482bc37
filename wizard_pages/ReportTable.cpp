#include "wizard_pages/ReportTable.h"

#include <QHeaderView>
#include <QScrollBar>

namespace cudnnsetup {

ReportTable::ReportTable(const QStringList &headers, QWidget *parent)
    : QTableWidget(0, int(headers.size()), parent)
{
    setHorizontalHeaderLabels(headers);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    // Tab leaves the table (QTableView would walk its cells and wrap round, trapping the
    // keyboard); the arrow keys still move between cells.
    setTabKeyNavigation(false);
    // One line per row, so a table stays as short as its row count: long text is shortened in
    // the middle (a path keeps its start and its file name) and shown whole in the tooltip.
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    setAlternatingRowColors(true);
    verticalHeader()->setVisible(false);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // Column widths and the horizontal scroll bar change the height the rows need.
    connect(horizontalScrollBar(), &QScrollBar::rangeChanged, this, [this] { updateGeometry(); });
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this] { updateGeometry(); });
    connect(verticalHeader(), &QHeaderView::sectionResized, this, [this] { updateGeometry(); });
}

void ReportTable::setStretchingColumns(const QList<int> &columns)
{
    horizontalHeader()->setStretchLastSection(false);
    for (int column = 0; column < columnCount(); ++column)
        horizontalHeader()->setSectionResizeMode(column, columns.contains(column) ? QHeaderView::Stretch
                                                                                  : QHeaderView::ResizeToContents);
}

void ReportTable::clearRows()
{
    setRowCount(0);
}

int ReportTable::addRow(const QStringList &cells)
{
    const int row = rowCount();
    insertRow(row);
    for (int column = 0; column < columnCount() && column < cells.size(); ++column) {
        auto *item = new QTableWidgetItem(cells.at(column));
        item->setToolTip(cells.at(column));
        setItem(row, column, item);
    }
    return row;
}

void ReportTable::setCellIcon(int row, int column, const QIcon &icon)
{
    if (QTableWidgetItem *cell = item(row, column))
        cell->setIcon(icon);
}

void ReportTable::setCellToolTip(int row, int column, const QString &toolTip)
{
    if (QTableWidgetItem *cell = item(row, column))
        cell->setToolTip(toolTip);
}

void ReportTable::finishRows()
{
    resizeRowsToContents();
    updateGeometry();
}

int ReportTable::contentHeight() const
{
    int height = horizontalHeader()->sizeHint().height() + 2 * frameWidth();
    for (int row = 0; row < rowCount(); ++row)
        height += rowHeight(row);
    if (horizontalScrollBar()->maximum() > 0)
        height += horizontalScrollBar()->sizeHint().height();
    return height;
}

QSize ReportTable::sizeHint() const
{
    return {QTableWidget::sizeHint().width(), contentHeight()};
}

QSize ReportTable::minimumSizeHint() const
{
    return {QTableWidget::minimumSizeHint().width(), contentHeight()};
}

} // namespace cudnnsetup
