// cudnn-setup: a subcommand runs headless (QCoreApplication, no display); no subcommand opens
// the wizard. Both use the same core code and the same options.
#include "app/CommandLine.h"
#include "core/platform/RunLog.h"
#include "core/platform/Translations.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WizardSession.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

using namespace cudnnsetup;

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("cudnn-setup"));
    QCoreApplication::setApplicationName(QStringLiteral("cudnn-setup"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CUDNN_SETUP_VERSION));
}

} // namespace

int main(int argc, char **argv)
{
    describeApplication();
    if (CommandLine::wantsConsole(argc, argv)) {
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
    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "cuDNN Setup Wizard"));
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
