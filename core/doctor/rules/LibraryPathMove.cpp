#include "core/doctor/rules/LibraryPathMove.h"

#include "core/doctor/rules/ShellProfileLines.h"
#include "core/doctor/rules/TargetPaths.h"
#include "core/environment/LinuxEnvironment.h"
#include "core/platform/SmallFileReader.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <optional>

namespace cudnnsetup {

namespace {

constexpr qint64 kProfileLimit = 1024 * 1024;

// Whether `text` names one of `forms` as a whole folder, not as the start of a longer path.
bool namesFolder(const QString &text, const QStringList &forms)
{
    for (const QString &form : forms) {
        const QRegularExpression whole(QStringLiteral("(?<![^\\s:'\"=])%1/?(?![^\\s:'\"}])").arg(QRegularExpression::escape(form)));
        if (whole.match(text).hasMatch())
            return true;
    }
    return false;
}

// A path under the home folder as the user types it in a shell: ~/.config/...
QString inHome(const QString &path, const QString &home, const SystemPaths &paths)
{
    if (!home.isEmpty() && path.startsWith(home + u'/'))
        return QStringLiteral("~") + path.mid(home.size());
    return TargetPaths::shown(paths, path);
}

std::optional<QString> readText(const QString &path)
{
    const std::optional<QByteArray> bytes = SmallFileReader::read(path, nullptr, kProfileLimit);
    return bytes ? std::optional<QString>(QString::fromUtf8(*bytes)) : std::nullopt;
}

// The comment an activation script starts with: where its lines came from and how to use it.
// Like our snippets' own header (LinuxEnvironment::userSnippet), file text stays in English.
QByteArray activationHeader(const QString &from, const QString &script)
{
    return QStringLiteral("# Moved here from %1 by `cudnn-setup doctor --fix framework-cudnn-parts-mixed`: on LD_LIBRARY_PATH\n"
                          "# for every program, this cuDNN gave a framework with its own cuDNN the parts of another release.\n"
                          "# Nothing reads this file by itself. Before building or running your own programs that need it:\n"
                          "#   . %2\n"
                          "# `cudnn-setup doctor --undo-last` puts it back where it was.\n")
        .arg(from, script)
        .toUtf8();
}

} // namespace

LibraryPathMove::Plan LibraryPathMove::plan(const QString &folder, const SystemPaths &paths)
{
    Plan plan;
    const QString home = paths.environment().value(QStringLiteral("HOME"));

    // The entries that reach the folder, as the loader takes them (LoaderOrder: literally).
    QStringList remaining;
    for (const QString &entry : paths.environment().value(QStringLiteral("LD_LIBRARY_PATH")).split(u':')) {
        if (!entry.isEmpty() && TargetPaths::canonicalOrClean(entry) == folder)
            plan.writtenAs.append(entry);
        else
            remaining.append(entry);
    }
    plan.remainingValue = remaining.join(u':');
    // How a file may write it: as in the environment, or as the checked machine names it.
    QStringList forms = plan.writtenAs;
    forms << folder << TargetPaths::onTarget(paths, folder);
    for (const QString &entry : std::as_const(plan.writtenAs))
        forms << TargetPaths::onTarget(paths, entry);
    for (QString &form : forms)
        if (form.size() > 1 && form.endsWith(u'/'))
            form.chop(1);
    forms.removeDuplicates();

    bool movable = true;
    QStringList movedFrom;
    QList<FixStep> writes;    // the activation scripts first: undo takes them away last
    QList<FixStep> removals;  // then what every shell reads loses the folder
    const QString activation = LinuxEnvironment::activationFolder(home);

    // Our own snippets.
    const QString snippets = LinuxEnvironment::snippetFolder(home);
    for (const QString &name : QDir(snippets).entryList({QStringLiteral("*.sh")}, QDir::Files, QDir::Name)) {
        const QString snippet = snippets + u'/' + name;
        const std::optional<QString> text = readText(snippet);
        if (home.isEmpty() || !text || !namesFolder(*text, forms))
            continue;
        const QString script = activation + u'/' + name;
        plan.origins.append(tr("our environment snippet %1, which the cudnn-setup line in your shell profiles reads")
                                .arg(inHome(snippet, home, paths)));
        plan.activationScripts.append(inHome(script, home, paths));
        movedFrom.append(inHome(snippet, home, paths));
        writes.append(FixStep::write(script, activationHeader(inHome(snippet, home, paths), inHome(script, home, paths)) + text->toUtf8(),
                                     ShellProfileLines::fileMode(QFileInfo(snippet))));
        removals.append(FixStep::remove(snippet));
    }

    // Lines of shell profiles.
    for (const ShellProfileLines::Profile &profile : ShellProfileLines::profiles(paths)) {
        const QFileInfo info(profile.path);
        const std::optional<QString> text = info.isFile() ? readText(profile.path) : std::nullopt;
        if (!text)
            continue;
        QStringList lines = text->split(u'\n');
        QStringList moved;
        const QString script = QStringLiteral("%1/%2-ld-library-path.sh").arg(activation, info.fileName().mid(1));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString line = lines.at(i);
            if (line.trimmed().startsWith(u'#'))
                continue;
            const std::optional<ShellProfileLines::Assignment> a = ShellProfileLines::parse(line);
            if (!a || a->name != QLatin1String("LD_LIBRARY_PATH"))
                continue;
            bool names = false;
            for (const QString &entry : ShellProfileLines::entries(a->value)) {
                const QString resolved = ShellProfileLines::resolvedFolder(entry, paths);
                names = names || (!resolved.isEmpty() && TargetPaths::canonicalOrClean(resolved) == folder) || forms.contains(entry);
            }
            if (!names)
                continue;
            QString withoutReturn = line;
            if (withoutReturn.endsWith(u'\r'))
                withoutReturn.chop(1);
            plan.origins.append(tr("%1 line %2: %3").arg(profile.shown).arg(i + 1).arg(withoutReturn.trimmed()));
            if (!profile.perUser || !profile.shell || info.isSymLink()) {
                movable = false;   // a system file, or a link into someone's dotfiles: not ours to rewrite
                continue;
            }
            moved.append(withoutReturn);
            const QString returnChar = line.endsWith(u'\r') ? QStringLiteral("\r") : QString();
            lines[i] = QStringLiteral("# cudnn-setup moved the next line to %1 (doctor: framework-cudnn-parts-mixed)%2\n# %3%2")
                           .arg(inHome(script, home, paths), returnChar, withoutReturn);
        }
        if (moved.isEmpty())
            continue;
        // A second move from the same profile keeps what the first one put there.
        QByteArray content = QFileInfo(script).isFile() ? readText(script).value_or(QString()).toUtf8()
                                                        : activationHeader(profile.shown, inHome(script, home, paths));
        content += (moved.join(u'\n') + u'\n').toUtf8();
        plan.activationScripts.append(inHome(script, home, paths));
        movedFrom.append(profile.shown);
        writes.append(FixStep::write(script, content, 0644));
        removals.append(FixStep::write(profile.path, lines.join(u'\n').toUtf8(), ShellProfileLines::fileMode(info)));
    }

    if (plan.origins.isEmpty() || !movable || home.isEmpty())
        return plan;
    plan.activationScripts.removeDuplicates();
    plan.fix.safe = false;   // a program of the user's own may need the folder: it then needs the script
    plan.fix.steps = writes + removals;
    const QString scripts = plan.activationScripts.join(QStringLiteral(", "));
    plan.fix.description =
        tr("Takes %1 off LD_LIBRARY_PATH for every new shell and program: moves it out of %2 into %3, which nothing reads by "
           "itself. Before building or running your own programs that need that folder, run `. %4` in that terminal. "
           "`cudnn-setup doctor --undo-last` puts everything back.")
            .arg(TargetPaths::shown(paths, folder), movedFrom.join(QStringLiteral(", ")), scripts, plan.activationScripts.constFirst());
    return plan;
}

} // namespace cudnnsetup
