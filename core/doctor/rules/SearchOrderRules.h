// SearchOrderRules (family 2): when several cuDNN copies of one major exist, which file a program
// would load (LoaderOrder: the Linux loader, or the Windows DLL search through System32 and PATH),
// and whether an older copy wins over a newer one.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"
#include "core/probe/LoaderOrder.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class SearchOrderRules
{
    Q_DECLARE_TR_FUNCTIONS(SearchOrderRules)

public:
    struct Result
    {
        QList<Finding> findings;
        QList<LoaderPick> picks;   // one per major that some folder in loader order holds
    };

    static Result check(const DoctorContext &context);
};

} // namespace cudnnsetup
