// LoadFailureCauses on Windows: a 32-bit DLL where a 64-bit one is needed, and the zlibwapi.dll that
// cuDNN 8.3 to 9.1 loads.
#include "core/doctor/pasted/LoadFailureCauses.h"

#include "core/doctor/pasted/LoaderCode.h"
#include "core/model/Sentences.h"

namespace cudnnsetup {

ErrorCause LoadFailureCauses::wrongArchitecture(const PastedErrorMatch &m)
{
    ErrorCause cause;
    const QString file = m.library.isEmpty() ? tr("A DLL") : m.library;
    cause.title = tr("%1 or a DLL it needs is not a 64-bit DLL").arg(file);
    cause.whatHappened = joinSentences(LoaderCode::meaning(LoaderCode::kBadExecutable, m.library),
                                       tr("With cuDNN 8 the usual one is the 32-bit build of zlibwapi.dll (from zlib123dll.zip)."));
    cause.whatToDo = tr("Replace the 32-bit file with the 64-bit one; for zlibwapi.dll that is dll_x64\\zlibwapi.dll from "
                        "zlib123dllx64.zip (cuDNN 8 only: cuDNN 9.2 and newer need no zlibwapi.dll). cudnn-setup doctor names a "
                        "32-bit zlibwapi.dll that is found first.");
    if (!m.modulePath.isEmpty())
        cause.evidence.append(tr("The file in the message: %1").arg(m.modulePath));
    return cause;
}

ErrorCause LoadFailureCauses::zlib(const ErrorMachineFacts &machine, const PastedTextFacts &text)
{
    ErrorCause cause;
    cause.title = tr("zlibwapi.dll, which cuDNN 8 needs on Windows, is not found");
    QStringList happened{tr("cuDNN from 8.3 to 9.1 on Windows loads zlibwapi.dll, which comes neither with cuDNN nor with Windows; "
                            "from 9.2 on, zlib is built into cuDNN.")};
    ErrorMachineFacts::Copies needsZlib8, needsZlib9, noZlib;
    for (const CudnnCopy &copy : machine.report().cudnnCopies) {
        const Version version = copy.bestVersion().truncated(3);
        if (!version.isValid())
            continue;
        if (version >= Version{9, 2, 0})
            noZlib.append(&copy);
        else if (version >= Version{9, 0, 0})
            needsZlib9.append(&copy);
        else if (version >= Version{8, 3, 0})
            needsZlib8.append(&copy);
    }
    cause.addEvidence(machine.copyFacts(needsZlib8 + needsZlib9 + noZlib));
    QStringList todo;
    if (!needsZlib8.isEmpty()) {
        happened << tr("The cuDNN %1 in %2 needs it.")
                        .arg(needsZlib8.first()->bestVersion().toString(), machine.shown(needsZlib8.first()->libraryDir));
        todo << tr("Either update to cuDNN 9.2 or newer, which needs no zlibwapi.dll, or put the 64-bit "
                   "zlibwapi.dll (dll_x64\\zlibwapi.dll from http://www.winimage.com/zLibDll/zlib123dllx64.zip) "
                   "into %1.")
                    .arg(machine.shown(needsZlib8.first()->libraryDir));
    }
    if (!needsZlib9.isEmpty()) {
        happened << tr("The cuDNN %1 in %2 needs it too.")
                        .arg(needsZlib9.first()->bestVersion().toString(), machine.shown(needsZlib9.first()->libraryDir));
        todo << tr("Update the cuDNN in %1 to 9.2 or newer: zlib is built in from 9.2 on.")
                    .arg(machine.shown(needsZlib9.first()->libraryDir));
    }
    if (needsZlib8.isEmpty() && needsZlib9.isEmpty()) {
        if (!noZlib.isEmpty()) {
            happened << tr("The cuDNN copies on this computer are 9.2 or newer and need no zlibwapi.dll, so the message comes from an "
                           "older cuDNN that the program brings or finds first (for instance a cuDNN 8 in the program's own folder), "
                           "or from another computer.");
            todo << tr("Find the older cuDNN the program loads (look for cudnn*64_8.dll in its folders) and update the program or that "
                       "cuDNN; the cuDNN 9 here needs no zlibwapi.dll.");
        } else {
            cause.evidence.append(machine.noCudnnFact());
            for (const Version &named : text.cudnnVersions)
                if (named.truncated(2) >= Version{8, 3} && named.truncated(2) < Version{9, 2}) {
                    happened << tr("The text names cuDNN %1, which needs it.").arg(named.toString());
                    break;
                }
            todo << tr("Install cuDNN 9.2 or newer, which needs no zlibwapi.dll; a program that must use cuDNN 8 needs the 64-bit "
                       "zlibwapi.dll (dll_x64\\zlibwapi.dll from http://www.winimage.com/zLibDll/zlib123dllx64.zip) beside it.");
        }
    }
    cause.whatHappened = joinSentences(happened);
    cause.whatToDo = joinSentences(todo);
    return cause;
}

} // namespace cudnnsetup
