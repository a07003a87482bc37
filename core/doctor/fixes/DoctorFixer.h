// DoctorFixer: carries out the automatic fixes the doctor's findings describe, as one journaled
// transaction per request (recorded with the installs, kind "doctor-fix"), so that a fix that
// fails half-way is rolled back and a finished one can be undone later — from the Doctor page or
// with `cudnn-setup doctor --undo-last` (`cudnn-setup status` lists them).
#pragma once

#include "core/doctor/rules/DoctorReport.h"
#include "core/install/InstallRecords.h"
#include "core/install/Operation.h"
#include "core/platform/HostPlatform.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace cudnnsetup {

struct FixOutcome
{
    bool ok = false;
    QString transactionId;
    QStringList done;       // translated: the titles of the findings fixed, or of the fix undone
    QString error;          // translated: why it stopped (everything it did was rolled back)
    QStringList problems;   // translated: what undo had to leave (changed by someone since)
};

class DoctorFixer
{
    Q_DECLARE_TR_FUNCTIONS(DoctorFixer)

public:
    static constexpr const char *kRecordKind = "doctor-fix";

    enum class Selection { SafeOnly, All };
    // The findings of `report` that have an automatic fix (only the safe ones, or all).
    static QList<Finding> fixable(const DoctorReport &report, Selection selection);
    static QList<Finding> fixableWithCode(const DoctorReport &report, const QString &code);

    // Applies the fixes of `findings` in order, as one transaction recorded in `stateFolder`.
    // Steps several findings share run once. A failure undoes everything this call did.
    // `platform` is the diagnosed system's: it says how to get administrator rights there.
    static FixOutcome apply(const QList<Finding> &findings, const QString &stateFolder,
                            const HostPlatform &platform = HostPlatform::current());

    // The newest doctor fix recorded in `stateFolder` that is still in place.
    static std::optional<InstallRecord> lastFix(const QString &stateFolder);
    // Undoes lastFix(): what it changed goes back byte for byte, unless changed since.
    static FixOutcome undoLast(const QString &stateFolder);

    // The journaled operations for `steps`: folders that are missing come first, as their own
    // operations. Empty with `error` set when a step cannot run here (a registry edit off Windows).
    static std::vector<std::unique_ptr<Operation>> operationsFor(const QList<FixStep> &steps, QString *error);
};

} // namespace cudnnsetup
