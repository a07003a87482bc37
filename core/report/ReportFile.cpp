#include "core/report/ReportFile.h"

#include "core/model/ShownPath.h"

#include <QSaveFile>

namespace cudnnsetup {

bool ReportFile::write(const QString &path, const QByteArray &content, QString *error)
{
    QSaveFile file(path);
    const bool ok = file.open(QIODevice::WriteOnly) && file.write(content) == content.size() && file.commit();
    if (!ok && error)
        *error = tr("Cannot write %1: %2").arg(shownPath(path), file.errorString());
    return ok;
}

} // namespace cudnnsetup
