// 150 real error messages, word for word from public bug reports (tests/fixtures/pasted_errors/real,
// described by its INDEX.json), run through the recogniser and the diagnosis against a neutral
// scan — a Linux or Windows machine with nothing relevant on it, as the message's platform says.
// For each one: a real cuDNN problem gets a cuDNN cause and no "not a cuDNN problem"; a look-alike
// gets the not-cuDNN cause of its real cause and no cuDNN cause; an ambiguous one gets some cause;
// and the facts a careful reader takes from the text (library, versions, loader code, missing
// dependency, CUDA and cuDNN major wanted, symbol) are read, and the library, the versions and
// the code appear in what the user is told. A miss prints a table of every entry.
#include "DoctorTestSupport.h"

#include "core/doctor/pasted/ErrorDiagnosisText.h"
#include "core/doctor/pasted/ErrorTextDiagnosis.h"
#include "core/doctor/pasted/PastedErrorText.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <iostream>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

// INDEX.json's words for the real cause of a look-alike, and the code that must say it.
const QMap<QString, QString> &realCauseCodes()
{
    static const QMap<QString, QString> codes = {
        {QStringLiteral("paging file too small"), QStringLiteral("error-not-cudnn-paging-file")},
        {QStringLiteral("out of memory"), QStringLiteral("error-not-cudnn-memory")},
        {QStringLiteral("illegal memory access"), QStringLiteral("error-not-cudnn-illegal-memory-access")},
        {QStringLiteral("device-side assert"), QStringLiteral("error-not-cudnn-device-assert")},
        {QStringLiteral("gpu architecture not in build"), QStringLiteral("error-not-cudnn-gpu-architecture")},
        {QStringLiteral("cpu-only framework build"), QStringLiteral("error-not-cudnn-framework-cpu-build")},
        {QStringLiteral("driver"), QStringLiteral("error-not-cudnn-driver")},
        {QStringLiteral("gpu fell off the bus"), QStringLiteral("error-not-cudnn-gpu-lost")},
        {QStringLiteral("nccl"), QStringLiteral("error-not-cudnn-nccl")},
        {QStringLiteral("cuda library"), QStringLiteral("error-not-cudnn-cuda-library")},
        {QStringLiteral("unrelated library"), QStringLiteral("error-not-cudnn-unrelated-library")},
        {QStringLiteral("harmless warning"), QStringLiteral("error-not-cudnn-harmless-warning")},
    };
    return codes;
}

// The entries this doctor cannot handle, each with why. Every one of them must still fail (so
// that the list shrinks when one is handled), and there are never more than ten.
const QMap<QString, const char *> &exceptions()
{
    static const QMap<QString, const char *> list = {};
    return list;
}

struct Entry
{
    QString file;
    bool cudnnProblem = false;
    bool ambiguous = false;
    bool windows = false;
    bool chinese = false;
    QJsonObject facts;
};

QList<Entry> entries()
{
    QFile index(QStringLiteral(PASTED_ERRORS_DIR "/INDEX.json"));
    if (!index.open(QIODevice::ReadOnly))
        return {};
    QList<Entry> list;
    for (const QJsonValue &value : QJsonDocument::fromJson(index.readAll()).array()) {
        const QJsonObject object = value.toObject();
        Entry entry;
        entry.file = object.value(QStringLiteral("file")).toString();
        entry.cudnnProblem = object.value(QStringLiteral("cudnnProblem")).toBool();
        entry.facts = object.value(QStringLiteral("facts")).toObject();
        entry.ambiguous = entry.facts.value(QStringLiteral("ambiguous")).toBool();
        entry.windows = object.value(QStringLiteral("platform")).toString() == QLatin1String("windows");
        list.append(entry);
    }
    return list;
}

QString pastedText(const QString &file)
{
    QFile text(QStringLiteral(PASTED_ERRORS_DIR "/") + file);
    return text.open(QIODevice::ReadOnly) ? PastedErrorText::decode(text.readAll()) : QString();
}

bool hasCjk(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
}

// What the user is told about a cause, all of it.
QString toldText(const ErrorCause &cause)
{
    return cause.title + u'\n' + cause.whatHappened + u'\n' + cause.whatToDo + u'\n' + cause.evidence.join(u'\n');
}

// Everything wrong with the diagnosis of one entry; empty when it is right.
QStringList problemsOf(const Entry &entry, const QString &text, const ErrorDiagnosis &diagnosis)
{
    QStringList problems;
    using Family = ErrorCause::Family;
    const auto count = [&](Family family) {
        return std::count_if(diagnosis.causes.cbegin(), diagnosis.causes.cend(), [&](const ErrorCause &c) { return c.family == family; });
    };
    if (text.isEmpty())
        return {QStringLiteral("the file cannot be read")};
    if (diagnosis.causes.isEmpty())
        problems << QStringLiteral("no cause");
    if (entry.cudnnProblem && !entry.ambiguous) {
        if (count(Family::Cudnn) == 0)
            problems << QStringLiteral("no cuDNN cause");
        if (count(Family::NotCudnn) > 0)
            problems << QStringLiteral("a not-cuDNN cause");
    } else if (!entry.cudnnProblem) {
        const QString realCause = entry.facts.value(QStringLiteral("realCause")).toString();
        const QString wanted = realCauseCodes().value(realCause);
        if (wanted.isEmpty())
            problems << QStringLiteral("INDEX.json names no known realCause (%1)").arg(realCause);
        else if (std::none_of(diagnosis.causes.cbegin(), diagnosis.causes.cend(),
                              [&](const ErrorCause &c) { return c.code == wanted && c.family == Family::NotCudnn; }))
            problems << QStringLiteral("no %1").arg(wanted);
        if (count(Family::Cudnn) > 0)
            problems << QStringLiteral("a cuDNN cause");
    }

    const QList<PastedErrorMatch> &matches = diagnosis.recognised;
    const auto any = [&](auto predicate) { return std::any_of(matches.cbegin(), matches.cend(), predicate); };
    const auto told = [&](const QString &word) {
        return std::any_of(diagnosis.causes.cbegin(), diagnosis.causes.cend(), [&](const ErrorCause &c) { return toldText(c).contains(word); });
    };
    const QJsonObject &facts = entry.facts;
    if (facts.contains(QStringLiteral("library"))) {
        const QString library = facts.value(QStringLiteral("library")).toString();
        if (!any([&](const PastedErrorMatch &m) { return m.library == library; }))
            problems << QStringLiteral("library %1 not read").arg(library);
        else if (!told(library))
            problems << QStringLiteral("library %1 not told").arg(library);
    }
    if (facts.contains(QStringLiteral("loadedLibrary"))) {
        const QString library = facts.value(QStringLiteral("loadedLibrary")).toString();
        if (!diagnosis.textFacts.loadedLibraries.contains(library))
            problems << QStringLiteral("loaded library %1 not read").arg(library);
    }
    const auto version = [&](const char *key) { return Version::parse(facts.value(QLatin1String(key)).toString()).value_or(Version()); };
    if (facts.contains(QStringLiteral("compiledVersion"))) {
        const Version built = version("compiledVersion");
        if (!any([&](const PastedErrorMatch &m) { return m.builtWith == built && m.builtWith.isValid(); }))
            problems << QStringLiteral("compiled version %1 not read").arg(built.toString());
        else if (!told(built.toString()))
            problems << QStringLiteral("compiled version %1 not told").arg(built.toString());
    }
    if (facts.contains(QStringLiteral("runtimeVersion"))) {
        const Version found = version("runtimeVersion");
        const bool inMessage = any([&](const PastedErrorMatch &m) { return m.found == found && m.found.isValid(); });
        if (!inMessage && !diagnosis.textFacts.cudnnVersions.contains(found))
            problems << QStringLiteral("runtime version %1 not read").arg(found.toString());
        else if (inMessage && !told(found.toString()))
            problems << QStringLiteral("runtime version %1 not told").arg(found.toString());
    }
    if (facts.contains(QStringLiteral("minimumVersion"))) {
        const Version minimum = version("minimumVersion");
        if (!any([&](const PastedErrorMatch &m) { return m.minimum == minimum && m.minimum.isValid(); }))
            problems << QStringLiteral("minimum version %1 not read").arg(minimum.toString());
    }
    if (facts.contains(QStringLiteral("loaderCode"))) {
        const int code = facts.value(QStringLiteral("loaderCode")).toInt();
        if (!any([&](const PastedErrorMatch &m) { return m.errorCode == code; }))
            problems << QStringLiteral("loader code %1 not read").arg(code);
        else if (!told(QString::number(code)))
            problems << QStringLiteral("loader code %1 not told").arg(code);
    }
    if (facts.contains(QStringLiteral("missingDependency"))) {
        const QString missing = facts.value(QStringLiteral("missingDependency")).toString();
        if (!any([&](const PastedErrorMatch &m) { return m.missingFile == missing; }))
            problems << QStringLiteral("missing dependency %1 not read").arg(missing);
        else if (!told(missing))
            problems << QStringLiteral("missing dependency %1 not told").arg(missing);
    }
    if (facts.contains(QStringLiteral("cudaMajorWanted"))) {
        const int cuda = facts.value(QStringLiteral("cudaMajorWanted")).toInt();
        if (!any([&](const PastedErrorMatch &m) { return m.cudaMajor == cuda; }) && diagnosis.textFacts.frameworkCudaMajor() != cuda)
            problems << QStringLiteral("CUDA major %1 not read").arg(cuda);
    }
    for (const char *key : {"cudnnMajorWanted", "cudnnMajor"})
        if (facts.contains(QLatin1String(key))) {
            const int cudnn = facts.value(QLatin1String(key)).toInt();
            if (!any([&](const PastedErrorMatch &m) { return m.cudnnMajor == cudnn; }))
                problems << QStringLiteral("cuDNN major %1 not read").arg(cudnn);
        }
    if (facts.contains(QStringLiteral("symbol"))) {
        const QString symbol = facts.value(QStringLiteral("symbol")).toString();
        if (!any([&](const PastedErrorMatch &m) { return m.symbol == symbol; }))
            problems << QStringLiteral("symbol %1 not read").arg(symbol);
    }
    if (facts.contains(QStringLiteral("versionNode"))) {
        const QString node = facts.value(QStringLiteral("versionNode")).toString();
        if (!any([&](const PastedErrorMatch &m) { return m.symbolVersion == node; }))
            problems << QStringLiteral("version node %1 not read").arg(node);
    }
    return problems;
}

class RealPastedErrorsTest : public DoctorTest
{
protected:
    // The neutral scans: an empty Linux machine and an empty Windows one.
    ErrorDiagnosis explain(const QString &pasted, bool windows)
    {
        const std::optional<HostPlatform> platform = windows ? std::optional<HostPlatform>(windowsPlatform()) : linuxPlatform();
        Scan &scan = windows ? m_windows : m_linux;
        if (!scan.report) {
            ScanOptions o = options();
            o.runNvcc = false;
            o.platform = platform;
            scan.report = SystemScanner(o).scan();
            scan.doctor = Doctor::diagnose(*scan.report, paths(platform));
        }
        return ErrorTextDiagnosis::diagnose(pasted, *scan.report, paths(platform), scan.doctor);
    }

private:
    struct Scan
    {
        std::optional<SystemReport> report;
        DoctorReport doctor;
    };
    Scan m_linux, m_windows;
};

QString codesOf(const ErrorDiagnosis &diagnosis)
{
    QStringList codes;
    for (const ErrorCause &cause : diagnosis.causes)
        codes << cause.code;
    return codes.join(u',');
}

TEST_F(RealPastedErrorsTest, EveryRealMessageIsExplainedAsWhatItIs)
{
    const QList<Entry> all = entries();
    ASSERT_EQ(all.size(), 150) << "INDEX.json in " PASTED_ERRORS_DIR;
    ASSERT_LE(exceptions().size(), 10);

    struct Tally
    {
        int passed = 0, total = 0;
    };
    Tally cudnn, lookAlike, windows, chinese, overall;
    QStringList table, unexpected;
    for (Entry entry : all) {
        const QString text = pastedText(entry.file);
        entry.chinese = hasCjk(text);
        const ErrorDiagnosis diagnosis = explain(text, entry.windows);
        const QStringList problems = problemsOf(entry, text, diagnosis);
        const bool passed = problems.isEmpty();
        const bool excepted = exceptions().contains(entry.file);
        for (Tally *tally : {&overall, entry.cudnnProblem ? &cudnn : &lookAlike})
            tally->total++, tally->passed += passed;
        if (entry.windows)
            windows.total++, windows.passed += passed;
        if (entry.chinese)
            chinese.total++, chinese.passed += passed;
        if (passed == excepted)
            unexpected << entry.file;
        table << QStringLiteral("%1 %2 | %3 | %4 | %5")
                     .arg(passed ? QStringLiteral("ok  ") : excepted ? QStringLiteral("exc ") : QStringLiteral("MISS"), entry.file,
                          entry.cudnnProblem ? QStringLiteral("cudnn") : QStringLiteral("look-alike"), codesOf(diagnosis),
                          passed ? (excepted ? QStringLiteral("passes but is listed as an exception") : QString())
                                 : problems.join(QStringLiteral("; ")) + (excepted ? QStringLiteral(" (%1)").arg(QLatin1String(exceptions().value(entry.file))) : QString()));
    }
    const auto line = [](const char *name, const Tally &t) { return QStringLiteral("%1 %2/%3").arg(QLatin1String(name)).arg(t.passed).arg(t.total); };
    const QString summary = QStringList{line("all", overall), line("cuDNN problems", cudnn), line("look-alikes", lookAlike),
                                        line("Windows", windows), line("Chinese context", chinese),
                                        QStringLiteral("exceptions %1").arg(exceptions().size())}
                                .join(QStringLiteral(", "));
    std::cout << "Real pasted errors: " << summary.toStdString() << '\n';
    EXPECT_TRUE(unexpected.isEmpty()) << "entries that fail without being listed as exceptions, or listed but passing:\n"
                                      << unexpected.join(u'\n').toStdString() << "\n\n"
                                      << table.join(u'\n').toStdString();
    EXPECT_GE(lookAlike.passed, 10);
    EXPECT_GE(overall.passed, 140);
}

} // namespace
