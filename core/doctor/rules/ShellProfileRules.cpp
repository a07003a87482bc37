#include "core/doctor/rules/ShellProfileRules.h"

#include "core/platform/SmallFileReader.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <optional>

namespace cudnnsetup {

namespace {

using ShellProfileLines::Assignment;
using ShellProfileLines::Profile;
using ShellProfileLines::unquoted;

// A reference to the variable's own old value that expands to nothing when it is unset:
// $NAME or ${NAME}. ${NAME:+...} and friends are the correct forms and are masked first.
QRegularExpression plainReference(const QString &name)
{
    return QRegularExpression(QStringLiteral("\\$(%1(?![A-Za-z0-9_])|\\{%1\\})").arg(name));
}

QString withoutGuardedReferences(const QString &value, const QString &name)
{
    QString masked = value;
    masked.remove(QRegularExpression(QStringLiteral("\\$\\{%1:?[-+=?][^}]*\\}").arg(name)));
    return masked;
}

bool mentionsItself(const QString &value, const QString &name)
{
    return value.contains(QRegularExpression(QStringLiteral("\\$(\\{)?%1(?![A-Za-z0-9_])").arg(name)));
}

bool mentionsCuda(const QString &text)
{
    static const QRegularExpression cuda(QStringLiteral("cuda|cudnn|nvidia"), QRegularExpression::CaseInsensitiveOption);
    return cuda.match(text).hasMatch();
}

// Inserts `text` at the end of the value, inside a closing double quote. A single-quoted value
// would keep `text` literal, so it gets no automatic correction.
std::optional<QString> appendedInside(const QString &value, const QString &text)
{
    if (value.endsWith(u'\''))
        return std::nullopt;
    if (value.size() >= 2 && value.endsWith(u'"'))
        return value.left(value.size() - 1) + text + u'"';
    return value + text;
}

// "$LD_LIBRARY_PATH:/x" -> "${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}/x", ":$X" -> "${X:+:$X}":
// the separator only when there is something to separate.
QString guardedReferences(QString value, const QString &name)
{
    const QRegularExpression before(QStringLiteral(":\\$(%1(?![A-Za-z0-9_])|\\{%1\\})").arg(name));
    value.replace(before, QStringLiteral("${%1:+:$%1}").arg(name));
    const QRegularExpression after(QStringLiteral("\\$(%1(?![A-Za-z0-9_])|\\{%1\\}):").arg(name));
    value.replace(after, QStringLiteral("${%1:+$%1:}").arg(name));
    return value;
}

// Whether a `~` sits inside quotes (single or double), where the shell leaves it as it is.
bool hasQuotedTilde(const QString &value, bool *onlyDoubleQuotes)
{
    QChar quote;
    bool found = false;
    *onlyDoubleQuotes = true;
    for (const QChar c : value) {
        if (!quote.isNull() && c == quote) {
            quote = QChar();
        } else if (quote.isNull() && (c == u'"' || c == u'\'')) {
            quote = c;
        } else if (!quote.isNull() && c == u'~') {
            found = true;
            if (quote == u'\'')
                *onlyDoubleQuotes = false;
        }
    }
    return found;
}

// What one line needs: the problems on it, and the corrected line when the correction is clear.
struct LineCheck
{
    QStringList codes;
    std::optional<QString> corrected;
    QStringList missingFolders;
    bool missingIsCuda = false;
};

} // namespace

QList<Finding> ShellProfileRules::check(const DoctorContext &context)
{
    QList<Finding> findings;
    if (context.paths.platform().isWindows())
        return findings;
    for (const Profile &profile : ShellProfileLines::profiles(context.paths))
        findings += checkProfile(profile, context.paths);
    return findings;
}

QList<Finding> ShellProfileRules::checkProfile(const Profile &profile, const SystemPaths &paths)
{
    QList<Finding> findings;
    const QFileInfo info(profile.path);
    if (!info.isFile())
        return findings;
    const std::optional<QByteArray> bytes = SmallFileReader::read(profile.path, nullptr, 1024 * 1024);
    if (!bytes)
        return findings;
    const QStringList lines = QString::fromUtf8(*bytes).split(u'\n');

    QList<LineCheck> checks(lines.size());
    QStringList correctedLines = lines;
    bool anyCorrection = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).trimmed().startsWith(u'#'))
            continue;
        const std::optional<Assignment> a = ShellProfileLines::parse(lines.at(i));
        if (!a || unquoted(a->value).isEmpty())
            continue;   // X= or X="" clears the variable on purpose
        LineCheck &check = checks[i];
        const bool libraryPath = a->name == QLatin1String("LD_LIBRARY_PATH");
        std::optional<QString> value = a->value;   // nullopt once some problem has no clear correction

        if (profile.shell && (!a->spaceBefore.isEmpty() || !a->spaceAfter.isEmpty())) {
            // `X= /y` is also how one runs /y with X empty; only a value that looks like a path is a mistake.
            static const QRegularExpression pathLike(QStringLiteral("^[/$~\"']"));
            if (!a->spaceBefore.isEmpty() || pathLike.match(a->value).hasMatch())
                check.codes.append(QStringLiteral("profile-space-around-equals"));
            else
                continue;
        }
        bool doubleOnly = true;
        if (profile.shell ? hasQuotedTilde(a->value, &doubleOnly) : a->value.contains(u'~')) {
            check.codes.append(QStringLiteral("profile-tilde-not-expanded"));
            bool unused = true;
            if (profile.shell && doubleOnly && value)
                value->replace(QRegularExpression(QStringLiteral("~(?=[/:\"]|$)")), QStringLiteral("$HOME"));
            if (!profile.shell || !value || hasQuotedTilde(*value, &unused))
                value.reset();   // single quotes, ~otheruser, /etc/environment: no clear correction
        }
        if (profile.shell && a->name != QLatin1String("CUDA_HOME")) {
            const bool selfReference = mentionsItself(a->value, a->name);
            if (!selfReference && (libraryPath || mentionsCuda(a->value))) {
                check.codes.append(libraryPath ? QStringLiteral("profile-ld-library-path-overwritten")
                                               : QStringLiteral("profile-path-overwritten"));
                if (value)
                    value = appendedInside(*value, libraryPath ? QStringLiteral("${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}")
                                                               : QStringLiteral(":$PATH"));
            } else if (libraryPath && withoutGuardedReferences(a->value, a->name).contains(plainReference(a->name))) {
                const QString masked = withoutGuardedReferences(a->value, a->name);
                if (unquoted(masked).contains(QRegularExpression(QStringLiteral(":\\$(\\{)?LD_LIBRARY_PATH(?![A-Za-z0-9_])")))
                    || unquoted(masked).contains(QRegularExpression(QStringLiteral("\\$(LD_LIBRARY_PATH(?![A-Za-z0-9_])|\\{LD_LIBRARY_PATH\\}):")))) {
                    check.codes.append(QStringLiteral("profile-empty-entry"));
                    if (value)
                        value = guardedReferences(*value, a->name);
                }
            }
        }
        for (const QString &entry : ShellProfileLines::entries(a->value)) {
            const QString folder = ShellProfileLines::resolvedFolder(entry, paths);
            if (folder.isEmpty() || QFileInfo(folder).isDir())
                continue;
            check.missingFolders.append(entry);
            check.missingIsCuda = check.missingIsCuda || mentionsCuda(entry);
        }
        if (!check.codes.isEmpty() && value && profile.shell) {
            check.corrected = a->joined(*value);
            correctedLines[i] = *check.corrected;
            anyCorrection = true;
        }
    }

    // One write for every correctable line of the file: findings on different lines of one
    // profile then carry the same step, which the fixer runs once.
    FindingFix fix;
    if (anyCorrection && !info.isSymLink()) {
        fix.safe = true;
        fix.description = tr("Rewrites %1 with the lines named here corrected; everything else in the file stays as it is.")
                              .arg(profile.shown);
        fix.steps.append(FixStep::write(profile.path, correctedLines.join(u'\n').toUtf8(), ShellProfileLines::fileMode(info)));
    }

    for (qsizetype i = 0; i < lines.size(); ++i) {
        const LineCheck &check = checks.at(i);
        const QString where = tr("%1 line %2: %3").arg(profile.shown).arg(i + 1).arg(lines.at(i).trimmed());
        for (const QString &code : check.codes) {
            Finding f;
            f.code = code;
            f.family = Finding::MalformedEnvironment;
            f.severity = Verdict::Severity::Warning;
            f.evidence.append(where);
            if (code == QLatin1String("profile-space-around-equals")) {
                f.title = tr("A line in %1 has spaces around '='").arg(profile.shown);
                f.explanation = tr("The shell reads `NAME = value` as a command called NAME, not as setting a variable, so "
                                   "this line does not set the variable at all (and prints an error when a terminal opens). "
                                   "There must be no space on either side of '='.");
            } else if (code == QLatin1String("profile-tilde-not-expanded")) {
                f.title = tr("A line in %1 uses ~ where it is not replaced by your home folder").arg(profile.shown);
                f.explanation = profile.shell
                                    ? tr("The shell replaces ~ with your home folder only outside quotation marks. Inside "
                                         "quotes, ~ stays a literal character, so the folder named here does not exist for "
                                         "programs.")
                                    : tr("/etc/environment is not read by a shell: ~ and $HOME stay literal characters there, "
                                         "so the folder named here does not exist for programs.");
            } else if (code == QLatin1String("profile-ld-library-path-overwritten")) {
                f.title = tr("A line in %1 replaces LD_LIBRARY_PATH instead of adding to it").arg(profile.shown);
                f.explanation = tr("This line sets LD_LIBRARY_PATH to a new value and drops whatever was there before (for "
                                   "example folders added by another program or by an earlier line), so libraries in those "
                                   "folders are no longer found.");
            } else if (code == QLatin1String("profile-path-overwritten")) {
                f.severity = Verdict::Severity::Error;
                f.title = tr("A line in %1 replaces PATH instead of adding to it").arg(profile.shown);
                f.explanation = tr("This line sets PATH to the CUDA folder only. Every other folder is dropped, so in a new "
                                   "terminal even basic commands such as ls or python are no longer found.");
            } else {
                f.title = tr("A line in %1 leaves an empty entry in LD_LIBRARY_PATH").arg(profile.shown);
                f.explanation = tr("When LD_LIBRARY_PATH is not set yet (the usual case at login), $LD_LIBRARY_PATH expands "
                                   "to nothing and leaves a stray ':' behind. An empty entry means \"the current folder\", so "
                                   "programs may load a stray library from whatever folder they are started in.");
            }
            if (check.corrected) {
                f.manualStep = tr("In %1, change line %2 to: %3").arg(profile.shown).arg(i + 1).arg(check.corrected->trimmed());
                f.fix = fix;
            } else if (code == QLatin1String("profile-tilde-not-expanded")) {
                f.manualStep = profile.shell ? tr("In %1, line %2: write $HOME instead of ~, and use double quotes, not single quotes.")
                                                   .arg(profile.shown).arg(i + 1)
                                             : tr("In %1, line %2: write the full path of the folder (for example /home/you/...) "
                                                  "instead of ~.").arg(profile.shown).arg(i + 1);
            } else {
                f.manualStep = tr("Correct line %1 of %2 as explained above, then open a new terminal.").arg(i + 1).arg(profile.shown);
            }
            findings.append(f);
        }
        if (!check.missingFolders.isEmpty()) {
            const std::optional<Assignment> a = ShellProfileLines::parse(lines.at(i));
            Finding f;
            f.code = QStringLiteral("profile-missing-folder");
            f.family = Finding::MalformedEnvironment;
            f.severity = check.missingIsCuda ? Verdict::Severity::Warning : Verdict::Severity::Info;
            f.title = tr("A line in %1 names a folder that does not exist").arg(profile.shown);
            f.explanation = tr("This line adds folders to %1 that are not on this computer (a typo, or a CUDA Toolkit that "
                               "was removed or upgraded). Libraries or programs meant to be found there are not found.")
                                .arg(a ? a->name : QStringLiteral("a variable"));
            f.evidence.append(where);
            for (const QString &folder : check.missingFolders)
                f.evidence.append(tr("Missing folder: %1").arg(folder));
            f.manualStep = tr("In %1, line %2: correct the folder name (for example to the CUDA version you have now) or "
                              "delete the line, then open a new terminal.")
                               .arg(profile.shown)
                               .arg(i + 1);
            findings.append(f);
        }
    }
    return findings;
}

} // namespace cudnnsetup
