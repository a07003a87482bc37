// VerifyExplanations: the words the wizard, the CLI and the saved report use for a verification:
// a title per item, what its outcome means and what to do about a failure, and the one result
// line. Everything translated; the probe's own English (detail) is only for logs.
#pragma once

#include "core/verify/VerifyResult.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

struct ItemExplanation
{
    QString title;      // "All cuDNN libraries load"
    QString outcome;    // one line for this result: "8 libraries loaded from /usr/local/cuda/lib64"
    QString meaning;    // for a failure or a skip: what it means ("" for a plain pass)
    QString action;     // for a failure: what to do ("" when nothing)
};

class VerifyExplanations
{
    Q_DECLARE_TR_FUNCTIONS(VerifyExplanations)

public:
    static QString title(const QString &itemId);
    static ItemExplanation explain(const VerifyItem &item, const VerifyResult &result);
    // "cuDNN 9.19.0 works: ..." / "cuDNN 9.19.0 is installed correctly, but ..." / "cuDNN in
    // DIR is broken: 2 checks failed" / "The check could not run: ...".
    static QString resultLine(const VerifyResult &result);
    static QString statusText(VerifyItem::Status status);   // "PASS", "FAIL", "SKIP" (translated)
    // The whole verification as text: the CLI's output and the saved report's section.
    static QString render(const VerifyResult &result);
};

} // namespace cudnnsetup
