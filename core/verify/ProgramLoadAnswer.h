// ProgramLoadAnswer: the probe's answer to "which cuDNN does a program get when it asks for it by
// name?" (`cudnn-probe verify --search default`, mode "which"; docs/probe-json.md), read from the
// run and put into one sentence for the Doctor page, and for the CLI when it asks the same.
#pragma once

#include "core/verify/ProbeRunner.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct ProgramLoadAnswer
{
    Q_DECLARE_TR_FUNCTIONS(ProgramLoadAnswer)

public:
    static constexpr const char *kMode = "which";
    static QStringList probeArguments();
    static ProgramLoadAnswer fromRun(const ProbeRun &run);

    QString failure;       // translated: the probe could not tell (missing, crashed, timed out); else empty
    QString requested;     // libcudnn.so.9, cudnn64_9.dll
    QStringList tried;
    bool loaded = false;
    QString path;          // the file that won
    QString version;       // "9.19.0"; empty when it could not be read
    QString loaderError;   // the loader's own message when nothing loaded
    QString versionError;

    // "A program asking for libcudnn.so.9 gets /usr/local/cuda-13.0/lib/libcudnn.so.9, which is cuDNN 9.19.0."
    QString sentence() const;
};

} // namespace cudnnsetup
