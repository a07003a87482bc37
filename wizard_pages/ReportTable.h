// ReportTable: a read-only table of scan results (GPUs, toolkits, cuDNN copies). It grows to
// fit its rows, so the page never nests scroll bars, and keeps each row on one line: long cells
// (paths, Chinese text) are shortened in the middle and shown whole in their tooltip.
#pragma once

#include <QTableWidget>

namespace cudnnsetup {

class ReportTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit ReportTable(const QStringList &headers, QWidget *parent = nullptr);

    // Columns of long text (paths, reasons) that share the width left over, shortened in the
    // middle where they do not fit; the others are as wide as their content.
    void setStretchingColumns(const QList<int> &columns);

    void clearRows();
    // Appends a row; returns its index. Every cell's tooltip repeats its text, for cut-off cells.
    int addRow(const QStringList &cells);
    void setCellIcon(int row, int column, const QIcon &icon);
    void setCellToolTip(int row, int column, const QString &toolTip);
    // Call after the last addRow(): resizes rows and the table's height to the content.
    void finishRows();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    int contentHeight() const;
};

} // namespace cudnnsetup
