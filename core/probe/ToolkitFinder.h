// ToolkitFinder: every CUDA Toolkit on the machine, its version (from its own files first,
// cross-checked with nvcc), and which one is the default and why.
#pragma once

#include "core/model/ScanNote.h"
#include "core/model/ToolkitInstall.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

struct ToolkitFinderResult
{
    QList<ToolkitInstall> toolkits;
    QList<ScanNote> notes;
};

class ToolkitFinder
{
    Q_DECLARE_TR_FUNCTIONS(ToolkitFinder)

public:
    ToolkitFinder(const SystemPaths &paths, bool runNvcc, int nvccTimeoutMs);
    ToolkitFinderResult find() const;

private:
    struct Candidate
    {
        QString root;
        QString via;
    };

    QList<Candidate> candidates(QList<ScanNote> &notes) const;
    QString nvccIn(const QString &root) const;
    void readVersionFiles(ToolkitInstall &toolkit, QList<ScanNote> &notes) const;
    void runNvcc(ToolkitInstall &toolkit) const;
    void crossCheck(const ToolkitInstall &toolkit, QList<ScanNote> &notes) const;
    void chooseDefault(QList<ToolkitInstall> &toolkits) const;

    const SystemPaths &m_paths;
    bool m_runNvcc;
    int m_nvccTimeoutMs;
};

} // namespace cudnnsetup
