#include "core/platform/FileInUse.h"

#include <QDir>

#ifdef Q_OS_WIN
#include "core/platform/win/FileLocks.h"
#endif

namespace cudnnsetup::FileInUse {

Answer check(const QString &path)
{
    Answer answer;
#ifdef Q_OS_WIN
    const std::wstring native = QDir::toNativeSeparators(path).toStdWString();
    if (win::checkFileReplaceable(native).state != win::FileReplaceCheck::State::InUse)
        return answer;
    answer.inUse = true;
    for (const win::FileHolder &holder : win::processesHoldingFile(native).holders)
        answer.programs.append(QStringLiteral("%1 (%2)").arg(QString::fromStdWString(holder.applicationName)).arg(holder.pid));
#else
    Q_UNUSED(path)
#endif
    return answer;
}

} // namespace cudnnsetup::FileInUse
