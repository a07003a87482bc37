// PastedTextFacts: what a pasted text says about the computer it came from, outside the error
// messages themselves — the cuDNN and CUDA versions a program's banner or the user names ("cuDNN:
// 8.4.1", "cuda is v11.8", "CUDA Version: 12.4", "cuda版本11.8"), the CUDA build of the framework
// ("torch 2.0.1+cu118"), the libraries the program did load ("Successfully opened dynamic library
// libcudnn.so.7"), whether it ran under WSL, and the GPU memory XLA reported. The causes use them
// to say what the message means there, where the scan of this machine cannot.
#pragma once

#include "core/model/Version.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct PastedTextFacts
{
    QList<Version> cudnnVersions;        // in text order, each once
    QList<Version> cudaVersions;         // the CUDA the text names: a toolkit, nvcc, nvidia-smi's line, a path
    QList<Version> frameworkCudaBuilds;  // "+cu118" -> 11.8, in text order
    QStringList loadedLibraries;         // file names the program says it opened
    bool wsl = false;                    // the text names WSL or /usr/lib/wsl
    qint64 gpuMemoryFree = -1;           // bytes, from "Memory usage: N bytes free, M bytes total"
    qint64 gpuMemoryTotal = -1;

    // `text` normalised (PastedErrorText::normalise).
    static PastedTextFacts read(const QString &text);

    // The CUDA major version the framework build of the text is for (its last "+cuNNN"), else 0.
    int frameworkCudaMajor() const;
    bool isEmpty() const;
    QJsonObject toJson() const;
};

} // namespace cudnnsetup
