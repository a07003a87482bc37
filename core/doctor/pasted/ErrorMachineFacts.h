// ErrorMachineFacts: what ErrorTextDiagnosis looks up on the checked machine to tie a pasted
// error to it — the cuDNN copies of a version or major, the file the loader would pick
// (LoaderOrder), whether a copy sits on LD_LIBRARY_PATH / Path, the toolkits and GPUs — and the
// evidence lines that state those facts, with paths as that machine names them (TargetPaths).
#pragma once

#include "core/model/SystemReport.h"
#include "core/platform/SystemPaths.h"
#include "core/probe/LoaderOrder.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

class ErrorMachineFacts
{
    Q_DECLARE_TR_FUNCTIONS(ErrorMachineFacts)

public:
    using Copies = QList<const CudnnCopy *>;

    ErrorMachineFacts(const SystemReport &report, const SystemPaths &paths);

    const SystemReport &report() const { return m_report; }
    const SystemPaths &paths() const { return m_paths; }
    bool windows() const;
    // The variable programs are found through: "LD_LIBRARY_PATH" on Linux, "PATH" on Windows.
    QString searchVariable() const;
    QString shown(const QString &path) const;

    // Copies whose version starts with `version` (9.5.1 matches a wheel's 9.5.1.17).
    Copies allCopies() const;
    Copies copiesWithVersion(const Version &version) const;
    Copies copiesOfMajor(int major) const;
    // Copies of `minimum`'s major at `minimum` or newer.
    Copies copiesAtLeast(const Version &minimum) const;
    // The majors of the copies here, ascending.
    QList<int> majors() const;
    // Whether a folder of searchVariable() led the scan to the copy (a wheel is never counted:
    // its own package puts it there).
    bool onSearchVariable(const CudnnCopy &copy) const;
    const CudnnCopy *firstOnSearchVariable(const Copies &copies) const;
    static bool isPythonPackage(const CudnnCopy &copy);
    // The copies' folders, as the machine names them, joined with ", ".
    QString folders(const Copies &copies) const;

    // The file a program asking for cuDNN `major` by name gets here; nullopt when none.
    std::optional<LoaderPick> pick(int major) const;

    // Evidence lines.
    QString copyFact(const CudnnCopy &copy) const;
    QStringList copyFacts(const Copies &copies) const;
    // Every copy, the loader's pick for each major, or that there is no cuDNN.
    QStringList cudnnOverview() const;
    QString pickFact(const LoaderPick &pick) const;
    QString noPickFact(int major) const;
    QString searchVariableFact() const;
    QStringList toolkitFacts() const;
    QString noCudnnFact() const;
    // The driver and every GPU the scan found.
    QStringList driverAndGpuFacts() const;

    // The CUDA major versions of the toolkits here, ascending.
    QList<int> cudaMajors() const;
    // Whether the checked system runs under WSL (WslRules::isWsl).
    bool wsl() const;

private:
    const SystemReport &m_report;
    const SystemPaths &m_paths;
    QList<LoaderOrder::Folder> m_folders;
};

} // namespace cudnnsetup
