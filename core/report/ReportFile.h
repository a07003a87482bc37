// ReportFile: writes a saved report or an export in one go. Through QSaveFile, so a full disk or a
// crash half-way leaves the file that was there before, never half of the new one.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class ReportFile
{
    Q_DECLARE_TR_FUNCTIONS(ReportFile)

public:
    // False with a translated reason in `error` ("Cannot write /x/y.txt: Permission denied").
    static bool write(const QString &path, const QByteArray &content, QString *error = nullptr);
};

} // namespace cudnnsetup
