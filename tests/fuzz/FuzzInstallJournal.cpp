// Fuzz target: the records an install leaves in its state folder (transactions/<id>/:
// transaction.json, plan.json, journal.jsonl), read at every start to find interrupted installs
// and by status, uninstall, rollback and resume. A crash, a full disk or a hand edit can leave
// them torn or odd. The input holds the three files, separated by "\n--8<--\n". They are read
// as the programs read them — the list of records, the one that needs attention, the newest
// finished one — and each operation is described; nothing is performed or undone (a fuzzed plan
// names arbitrary paths).
#include "FuzzSupport.h"

#include "core/install/InstallRecords.h"
#include "core/install/Transaction.h"

#include <QDir>

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QList<QByteArray> files = fuzz::parts(fuzz::bytes(data, size), 3);
    const QString state = fuzz::scratchFolder() + QStringLiteral("/state");
    const QString id = QStringLiteral("20261201-101500-fuzz");
    const QString folder = Transaction::folderFor(state, id);
    QDir(state).removeRecursively();
    FUZZ_CHECK(QDir().mkpath(folder));
    fuzz::writeFile(folder + QStringLiteral("/transaction.json"), files.at(0));
    fuzz::writeFile(folder + QStringLiteral("/plan.json"), files.at(1));
    fuzz::writeFile(folder + QStringLiteral("/journal.jsonl"), files.at(2));

    QString error;
    if (const std::unique_ptr<Transaction> transaction = Transaction::open(folder, &error)) {
        Transaction::stateName(transaction->state());
        Transaction::describeState(transaction->state());
        for (int i = 0; i < transaction->operationCount(); ++i) {
            const Operation &operation = transaction->operation(i);
            operation.describe();
            operation.path();
            operation.toJson();
        }
        transaction->touchedPaths();
    } else {
        FUZZ_CHECK(!error.isEmpty());
    }

    const QStringList folders{state};
    for (const InstallRecord &record : InstallRecords::list(folders)) {
        record.needsAttention();
        InstallRecords::stackedOn(folders, record);
    }
    InstallRecords::needingAttention(folders);
    InstallRecords::latestInstalled(folders);
    InstallRecords::find(folders, id);
    return 0;
}
