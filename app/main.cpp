// cudnn-setup: a subcommand runs headless (QCoreApplication, no display); no subcommand opens
// the wizard. Both use the same core code and the same options.
#include "app/CommandLine.h"
#include "core/platform/ConsoleAttachment.h"
#include "core/platform/RunLog.h"
#include "core/platform/Translations.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WizardSession.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QIcon>

#include <memory>

using namespace cudnnsetup;

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("cudnn-setup"));
    QCoreApplication::setApplicationName(QStringLiteral("cudnn-setup"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CUDNN_SETUP_VERSION));
}

// Every size rendered at build time (cmake/AppIcons.cmake), so the title bar, the task bar and
// the Alt+Tab switcher each pick a sharp image instead of scaling one. Empty (no icon, nothing
// else changes) in a build made without rsvg-convert.
QIcon applicationIcon()
{
    QIcon icon;
    const QDir embeddedIcons(QStringLiteral(":/icons"), QStringLiteral("cudnn-setup-*.png"));
    for (const QString &fileName : embeddedIcons.entryList(QDir::Files))
        icon.addFile(embeddedIcons.filePath(fileName));
    return icon;
}

} // namespace

int main(int argc, char **argv)
{
    describeApplication();
    if (CommandLine::wantsConsole(argc, argv)) {
        // Lets the windowed cudnn-setup.exe print where it was typed; a no-op everywhere else.
        ConsoleAttachment::connectToParentConsole();
        QCoreApplication app(argc, argv);
        Translations::install(CommandLine::requestedLocale(argc, argv));
        CommandLine commandLine;
        if (!commandLine.parse())
            return commandLine.exitCode();
        RunLog::start(commandLine.verbose());
        const int code = commandLine.runSubcommand();
        qInfo() << "finished with exit code" << code;
        return code;
    }

    QApplication app(argc, argv);
    Translations::install(CommandLine::requestedLocale(argc, argv));
    // The display name (window titles) is set by SetupWizard, in the language it shows.
    QApplication::setWindowIcon(applicationIcon());
    // Ties the window to packaging/linux/cudnn-setup.desktop (Wayland app id), so the dock and
    // task bar show the menu entry's name and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("cudnn-setup"));
    CommandLine commandLine;
    if (!commandLine.parse())
        return commandLine.exitCode();
    RunLog::start(commandLine.verbose());
    WizardSession session(commandLine.scanOptions());
    FetchSource source = commandLine.fetchSource();
    if (source.cacheDir.isEmpty())
        source.cacheDir = session.fetchSource().cacheDir;
    session.setFetchSource(source);
    SetupWizard wizard(&session);
    wizard.show();
    const int code = app.exec();
    qInfo() << "wizard closed with exit code" << code;
    return code;
}
