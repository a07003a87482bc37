// ScanNote: something the scan could not read, said plainly. The scan never fails as a whole;
// it collects these instead and shows them in the report.
#pragma once

#include <QString>

namespace cudnnsetup {

struct ScanNote
{
    QString subject;   // the path or tool concerned
    QString message;   // translated, plain words: what went wrong and what it means
};

} // namespace cudnnsetup
