// GpuSupportRules (family 6): the GPU and the installed CUDA / cuDNN do not fit each other — a
// compute capability below what the toolkit or the cuDNN release supports, or a GPU newer than
// the installed build knows. CompatRules already judges all of this during the scan; the doctor
// turns those verdicts into findings rather than judging the tables a second time.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class GpuSupportRules
{
    Q_DECLARE_TR_FUNCTIONS(GpuSupportRules)

public:
    // Codes: gpu-too-old-for-toolkit, gpu-too-new-for-toolkit (error), gpu-unknown-architecture
    // (warning), cudnn-gpu-unsupported (error) — the scan's verdicts of the same codes.
    static QList<Finding> check(const DoctorContext &context);
};

} // namespace cudnnsetup
