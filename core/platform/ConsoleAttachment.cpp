#include "core/platform/ConsoleAttachment.h"

#include <QtGlobal>

#ifdef Q_OS_WIN
#include "core/platform/win/ParentConsole.h"
#endif

namespace cudnnsetup::ConsoleAttachment {

void connectToParentConsole()
{
#ifdef Q_OS_WIN
    // Already connected (cudnn-setup.com, output redirected) or nowhere to print: both fine.
    win::connectToParentConsole();
#endif
}

} // namespace cudnnsetup::ConsoleAttachment
