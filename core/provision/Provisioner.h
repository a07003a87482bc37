// Provisioner: the wizard's whole path as one unattended run, shared by `cudnn-setup
// provision` and (through it) the Ansible role — scan, pick the build, get the archive (cache,
// NVIDIA, mirror or a given file), unpack and plan, install as one journaled transaction,
// verify, optionally time a convolution, diagnose. It never asks anything: every decision comes
// from ProvisionChoices. A plan that changes nothing means the machine is already in the desired
// state. Runs in the calling thread; downloads spin a local event loop.
#pragma once

#include "core/install/Transaction.h"
#include "core/probe/ScanOptions.h"
#include "core/provision/ProvisionOutcome.h"

#include <QCoreApplication>
#include <QDir>

#include <atomic>
#include <functional>

namespace cudnnsetup {

struct ProvisionSetting
{
    ScanOptions scan;                 // the live system; tests give their own environment
    QString nvidiaBaseUrl;            // empty: ReleaseCatalogue::defaultBaseUrl()
    QString stateFolder;              // where records go and are looked up; empty: InstallSetting::forScope's
    QString homeFolder = QDir::homePath();
    bool dryRun = false;
    int probeTimeoutMs = 60000;
    const std::atomic_bool *cancel = nullptr;
    std::function<void(const QString &)> say;            // translated: one line per step
    Transaction::ProgressCallback installProgress;        // file by file
};

class Provisioner
{
    Q_DECLARE_TR_FUNCTIONS(Provisioner)

public:
    // `choices` must be valid (AnswerFile and ProvisionChoices::conflicts() say so).
    static ProvisionOutcome run(const ProvisionChoices &choices, const ProvisionSetting &setting);
};

} // namespace cudnnsetup
