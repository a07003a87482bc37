// SaveReportDialog: what the pages' "Save…" buttons share: the file dialog, starting in the
// user's Documents folder with a suggested name, and the write (whole or not at all, through
// ReportFile) with its outcome — "Saved to …" or why not — in the page's status label.
#pragma once

#include <QCoreApplication>
#include <QString>

class QLabel;
class QWidget;

namespace cudnnsetup {

class SaveReportDialog
{
    Q_DECLARE_TR_FUNCTIONS(SaveReportDialog)

public:
    // The path the user chose; "" when they cancelled.
    static QString askPath(QWidget *parent, const QString &title, const QString &fileName, const QString &filter);
    static bool write(const QString &path, const QByteArray &content, QLabel *status);
};

} // namespace cudnnsetup
