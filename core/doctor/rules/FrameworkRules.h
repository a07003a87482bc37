// FrameworkRules: the scan's judgement of each deep-learning framework in the user's Python
// environments (FrameworkFit, SystemReport::frameworks) as findings — one per failed check,
// under that check's code (FrameworkInstall::problemCodes, the same codes in the scan JSON) —
// with what the framework was built for, what it loads and from where, and the step that fixes
// it in that framework's own environment. Nothing is judged a second time here: the problem
// sentences are FrameworkFit's.
//
// framework-cudnn-parts-mixed (an LD_LIBRARY_PATH folder gives a framework's own cuDNN the parts
// of another release) carries the fix of LibraryPathMove where the doctor can see what puts the
// folder there; not safe, since a program of the user's own may need that folder.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class FrameworkRules
{
    Q_DECLARE_TR_FUNCTIONS(FrameworkRules)

public:
    // Codes: framework-cudnn-major-mismatch, framework-cudnn-too-old, framework-cudnn-cuda-mismatch,
    // framework-cudnn-missing, framework-cudnn-parts-mixed, framework-driver-too-old,
    // framework-gpu-unsupported (errors), framework-no-windows-gpu (warning).
    static QList<Finding> check(const DoctorContext &context);

    // Whether report.frameworks holds (and so judges) the distribution `package` installed in
    // `sitePackages`; names compare as pip compares them (Jax_Cuda12_Plugin = jax-cuda12-plugin).
    static bool judges(const SystemReport &report, const QString &sitePackages, const QString &package);
};

} // namespace cudnnsetup
