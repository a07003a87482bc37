// ReportTable: a read-only table of scan results (GPUs, toolkits, cuDNN copies). It grows to
// fit its rows, so the page scrolls as a whole instead of nesting scroll bars, and wraps long
// cells (paths, Chinese text).
#pragma once

#include <QTableWidget>

namespace cudnnsetup {

class ReportTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit ReportTable(const QStringList &headers, QWidget *parent = nullptr);

    // Columns of words (reasons, problems) that share the width left over and wrap; the others
    // are as wide as their content (paths cannot wrap).
    void setWrappingColumns(const QList<int> &columns);

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
