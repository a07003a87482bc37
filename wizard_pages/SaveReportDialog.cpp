#include "wizard_pages/SaveReportDialog.h"

#include "core/model/ShownPath.h"
#include "core/report/ReportFile.h"

#include <QFileDialog>
#include <QLabel>
#include <QStandardPaths>

namespace cudnnsetup {

QString SaveReportDialog::askPath(QWidget *parent, const QString &title, const QString &fileName, const QString &filter)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileDialog::getSaveFileName(parent, title, folder + u'/' + fileName, filter);
}

bool SaveReportDialog::write(const QString &path, const QByteArray &content, QLabel *status)
{
    QString error;
    const bool ok = ReportFile::write(path, content, &error);
    status->setText(ok ? tr("Saved to %1").arg(shownPath(path)) : error);
    return ok;
}

} // namespace cudnnsetup
