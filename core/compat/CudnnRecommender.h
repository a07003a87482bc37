// CudnnRecommender: picks the cuDNN archive for this machine: the newest known release that
// offers a build for the CUDA major in use, supports every GPU, and whose driver minimum the
// driver meets; or says plainly why nothing fits.
#pragma once

#include "core/compat/RuleContext.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CudnnRecommender
{
    Q_DECLARE_TR_FUNCTIONS(CudnnRecommender)

public:
    static Recommendation recommend(const RuleContext &context);

private:
    // The CUDA majors to try, best first, and the sentence that says why.
    static QList<int> candidateMajors(const RuleContext &context, QString *why);
    static QString whyNothingFits(const RuleContext &context, const QList<int> &majors);
    static QString gpuList(const RuleContext &context);
};

} // namespace cudnnsetup
