// FetchCommand: `cudnn-setup fetch` — chooses the build (the recommended one, or --release /
// --cuda / --platform), reads its manifest from NVIDIA or --mirror, requires the license to be
// accepted, downloads and verifies the archive, and prints its path and checksum.
#pragma once

#include "app/Command.h"

#include "core/acquire/download/DownloadResult.h"
#include "core/model/ArchiveTarget.h"
#include "core/model/SystemReport.h"

#include <QCoreApplication>

#include <optional>

namespace cudnnsetup {

class CommandLine;

class FetchCommand
{
    Q_DECLARE_TR_FUNCTIONS(FetchCommand)

public:
    static Command command();
    explicit FetchCommand(const CommandLine &commandLine);
    int run();

private:
    std::optional<ArchiveTarget> chooseBuild(const SystemReport &report, int *exitCode);
    bool copyToDestination(const QString &archive, QString *copied);
    void printResult(const DownloadResult &result, const QString &copied);

    const CommandLine &m_commandLine;
    ArchiveTarget m_target;
};

} // namespace cudnnsetup
