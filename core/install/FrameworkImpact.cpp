#include "core/install/FrameworkImpact.h"

#include "core/frameworks/FrameworkFit.h"
#include "core/install/InstallPlan.h"
#include "core/model/ShownPath.h"
#include "core/probe/CudnnCopyInspector.h"
#include "core/probe/LoaderOrder.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonValue>

#include <algorithm>

namespace cudnnsetup {

namespace {

QString canonicalOrClean(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(path) : canonical;
}

QString versionText(const Version &version)
{
    return version.isValid() ? version.toString() : QStringLiteral("?");
}

// The copy the plan leaves in its library folder: the new libraries as the staging folder holds
// them, described as if they were where they go.
std::optional<CudnnCopy> plannedCopy(const InstallPlan &plan, bool windows)
{
    const QString libraryFolder = QDir::cleanPath(plan.libraryFolder);
    QString staged = libraryFolder;   // every file already in place: the folder itself shows them
    for (const PlannedFile &file : plan.files)
        if (!file.source.isEmpty() && QDir::cleanPath(QFileInfo(file.destination).path()) == libraryFolder) {
            staged = QFileInfo(file.source).path();
            break;
        }
    CudnnCopyInspector::Request request;
    request.libraryDir = staged;
    request.kind = CudnnCopy::Kind::SideBySide;
    request.cudaMajorHint = plan.cudaMajor;
    request.windows = windows;
    QList<ScanNote> notes;
    std::optional<CudnnCopy> copy = CudnnCopyInspector::inspect(request, notes);
    if (!copy)
        return std::nullopt;
    copy->libraryDir = canonicalOrClean(libraryFolder);
    for (CudnnLibraryFile &file : copy->libraries)
        file.path = copy->libraryDir + u'/' + QFileInfo(file.path).fileName();
    if (copy->cudaMajor == 0)
        copy->cudaMajor = plan.cudaMajor;
    if (request.cudaMajorHint > 0)
        copy->cudaMajorFrom = QFileInfo(plan.archivePath).fileName();
    if (!copy->bestVersion().isValid())
        copy->packageVersion = Version::parse(plan.version).value_or(Version());
    return copy;
}

// The loader's search order once the plan puts `folder` where `reach` says.
QList<LoaderOrder::Folder> foldersAfter(QList<LoaderOrder::Folder> folders, const QString &folder, FrameworkImpact::Reach reach)
{
    const auto searched = [&](const QString &via) {
        return std::any_of(folders.cbegin(), folders.cend(), [&](const LoaderOrder::Folder &entry) {
            return entry.via == via && canonicalOrClean(entry.path) == folder;
        });
    };
    switch (reach) {
    case FrameworkImpact::Reach::Unchanged:
        break;
    case FrameworkImpact::Reach::LibraryPathFirst:
        if (!searched(QStringLiteral("LD_LIBRARY_PATH")))
            folders.prepend({folder, QStringLiteral("LD_LIBRARY_PATH"), {}});
        break;
    case FrameworkImpact::Reach::LoaderConfig:
        if (!searched(QStringLiteral("ld.so.conf"))) {
            qsizetype at = 0;
            for (qsizetype i = 0; i < folders.size(); ++i)
                if (folders.at(i).via == QLatin1String("LD_LIBRARY_PATH") || folders.at(i).via == QLatin1String("ld.so.conf"))
                    at = i + 1;
            folders.insert(at, {folder, QStringLiteral("ld.so.conf"), {}});
        }
        break;
    case FrameworkImpact::Reach::PathLast:
        if (!searched(QStringLiteral("PATH")))
            folders.append({folder, QStringLiteral("PATH"), QDir::toNativeSeparators(folder)});
        break;
    }
    return folders;
}

// LoaderOrder::picks on the machine as the plan leaves it: the planned folder holds the new
// copy's major whatever is on disk there now.
QList<LoaderPick> picksAfter(const QList<LoaderOrder::Folder> &folders, const QList<CudnnCopy> &copies, const CudnnCopy &planned,
                             bool windows)
{
    QList<LoaderPick> picks;
    for (const int major : CudnnCopy::majorsOf(copies)) {
        for (const LoaderOrder::Folder &folder : folders) {
            if (canonicalOrClean(folder.path) == planned.libraryDir && planned.libraryMajor() == major) {
                LoaderPick pick;
                pick.major = major;
                pick.name = LoaderOrder::libraryName(major, windows);
                pick.file = planned.libraryDir + u'/' + pick.name;
                pick.via = folder.via;
                pick.libraryDir = planned.libraryDir;
                pick.version = planned.bestVersion();
                picks.append(pick);
                break;
            }
            if (const std::optional<LoaderPick> pick = LoaderOrder::pick({folder}, major, copies, windows)) {
                picks.append(*pick);
                break;
            }
        }
    }
    return picks;
}

// The new library folder's files as the loader would find them once the plan is applied, each
// shown by its staged copy (links and all, as the archive has them).
QHash<QString, QString> plannedFiles(const InstallPlan &plan, const CudnnCopy &planned)
{
    QHash<QString, QString> files;
    const QString libraryFolder = QDir::cleanPath(plan.libraryFolder);
    for (const PlannedFile &file : plan.files) {
        if (file.source.isEmpty() || QDir::cleanPath(QFileInfo(file.destination).path()) != libraryFolder)
            continue;
        const QString staged = QFileInfo(file.source).path();
        for (const QString &name : QDir(staged).entryList(QDir::Files | QDir::System))
            files.insert(planned.libraryDir + u'/' + name, staged + u'/' + name);
        break;
    }
    return files;
}

QString frameworkLabel(const FrameworkInstall &framework)
{
    return FrameworkImpact::tr("%1 %2 in %3").arg(FrameworkInstall::kindName(framework.kind), framework.version,
                                                 shownPath(framework.environment));
}

QString changeText(const FrameworkChange &change)
{
    const FrameworkInstall &before = change.before;
    const FrameworkInstall &after = change.after;
    QString text;
    switch (change.kind) {
    case FrameworkChange::Kind::FindsOne:
        text = FrameworkImpact::tr("%1 finds no cuDNN it can use today; afterwards it would load the new cuDNN %2 (%3).")
                   .arg(frameworkLabel(before), versionText(after.loadedVersion), shownPath(after.loadedFile));
        break;
    case FrameworkChange::Kind::LoadsAnother:
        text = FrameworkImpact::tr("%1 loads cuDNN %2 (%3) today; afterwards it would load cuDNN %4 (%5) instead.")
                   .arg(frameworkLabel(before), versionText(before.loadedVersion), shownPath(before.loadedFile),
                        versionText(after.loadedVersion), shownPath(after.loadedFile));
        break;
    case FrameworkChange::Kind::PartsFromAnother:
        text = FrameworkImpact::tr("%1 keeps loading its own cuDNN %2 (%3), but afterwards cuDNN's parts would come from %4 "
                                   "(cuDNN %5), which LD_LIBRARY_PATH would put first.")
                   .arg(frameworkLabel(before), versionText(before.loadedVersion), shownPath(before.loadedFile),
                        shownPath(after.partsFrom), versionText(after.partsVersion));
        break;
    }
    if (change.breaks())
        text += u' ' + FrameworkImpact::tr("It works today and would stop working:") + u' ' + after.problems.join(u' ');
    else if (after.fit == Verdict::Severity::Error)
        text += u' ' + after.problems.join(u' ');
    else if (change.kind != FrameworkChange::Kind::FindsOne)
        text += u' ' + FrameworkImpact::tr("That copy would fit it too, but it is not the one it was set up with.");
    return text;
}

} // namespace

bool FrameworkChange::breaks() const
{
    return before.fit != Verdict::Severity::Error && after.fit == Verdict::Severity::Error;
}

QString FrameworkChange::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::LoadsAnother:
        return QStringLiteral("loads-another");
    case Kind::PartsFromAnother:
        return QStringLiteral("parts-from-another");
    case Kind::FindsOne:
        return QStringLiteral("finds-one");
    }
    return QString();
}

QJsonObject FrameworkChange::toJson() const
{
    auto state = [](const FrameworkInstall &framework) {
        return QJsonObject{
            {QStringLiteral("loadedFile"), framework.loadedFile},
            {QStringLiteral("loadedVersion"), framework.loadedVersion.isValid() ? QJsonValue(framework.loadedVersion.toString())
                                                                                : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("partsFrom"), framework.partsFrom},
            {QStringLiteral("fit"), Verdict::severityKey(framework.fit)},
        };
    };
    return {
        {QStringLiteral("kind"), kindKey(kind)},
        {QStringLiteral("framework"), FrameworkInstall::kindKey(before.kind)},
        {QStringLiteral("package"), before.package},
        {QStringLiteral("version"), before.version},
        {QStringLiteral("environment"), before.environment},
        {QStringLiteral("breaks"), breaks()},
        {QStringLiteral("before"), state(before)},
        {QStringLiteral("after"), state(after)},
        {QStringLiteral("text"), text},
    };
}

FrameworkImpact::Reach FrameworkImpact::reachOf(const EnvironmentPlan &environment, const QString &libraryFolder)
{
    for (const EnvironmentChange &change : environment.changes) {
        if (change.variable == QLatin1String("LD_LIBRARY_PATH"))
            return Reach::LibraryPathFirst;
        if (change.variable == QLatin1String("ld.so.conf"))
            return Reach::LoaderConfig;
    }
    const QString folder = QDir::cleanPath(QDir::fromNativeSeparators(libraryFolder));
    for (const RegistryEdit &edit : environment.registryEdits)
        if (edit.kind == RegistryEdit::Kind::AppendToPath
            && QDir::cleanPath(QDir::fromNativeSeparators(edit.folder)).compare(folder, Qt::CaseInsensitive) == 0)
            return Reach::PathLast;
    return Reach::Unchanged;
}

QList<FrameworkChange> FrameworkImpact::of(const InstallPlan &plan, Reach reach, const SystemReport &today,
                                           const SystemPaths &paths)
{
    QList<FrameworkChange> changes;
    if (today.frameworks.isEmpty())
        return changes;
    const bool windows = paths.platform().isWindows();
    const std::optional<CudnnCopy> planned = plannedCopy(plan, windows);
    if (!planned)
        return changes;

    SystemReport after = today;
    after.cudnnCopies.removeIf([&](const CudnnCopy &copy) { return copy.libraryDir == planned->libraryDir; });
    after.cudnnCopies.append(*planned);
    const QList<LoaderOrder::Folder> folders = foldersAfter(LoaderOrder::folders(paths, today.toolkits), planned->libraryDir, reach);
    LoaderFacts loader;
    loader.picks = picksAfter(folders, after.cudnnCopies, *planned, windows);
    if (!windows) {
        LoaderOrder::describeLinux(folders, paths, &loader);
        loader.plannedFiles = plannedFiles(plan, *planned);
    }

    for (const FrameworkInstall &before : today.frameworks) {
        if (before.cudnnSource == FrameworkInstall::CudnnSource::Unknown)
            continue;   // a CPU build, or one without a GPU on this system: it loads no cuDNN
        FrameworkChange change;
        change.before = before;
        change.after = before;
        FrameworkFit::judge(change.after, after, loader);
        const bool loadsTheSame = before.loadedFile == change.after.loadedFile && before.loadedVersion == change.after.loadedVersion;
        const bool sameParts = before.partsFrom == change.after.partsFrom && before.partsVersion == change.after.partsVersion;
        if (loadsTheSame && sameParts)
            continue;
        change.kind = before.cudnnSource == FrameworkInstall::CudnnSource::Missing ? FrameworkChange::Kind::FindsOne
                      : loadsTheSame                                                ? FrameworkChange::Kind::PartsFromAnother
                                                                                    : FrameworkChange::Kind::LoadsAnother;
        change.text = changeText(change);
        changes.append(change);
    }
    return changes;
}

} // namespace cudnnsetup
