#include "core/provision/AnswerFile.h"

#include "core/acquire/download/ProxySettings.h"
#include "core/platform/SmallFileReader.h"

#include <QDir>
#include <QMap>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

namespace cudnnsetup {

namespace {

constexpr qint64 kMaxFileBytes = 1024 * 1024;

const QMap<QString, QStringList> &knownKeys()
{
    static const QMap<QString, QStringList> keys{
        {QStringLiteral("license"), {QStringLiteral("accept-cudnn-license")}},
        {QStringLiteral("source"), {QStringLiteral("from"), QStringLiteral("mirror"), QStringLiteral("archive"),
                                    QStringLiteral("cache"), QStringLiteral("proxy"), QStringLiteral("allow-insecure-mirror")}},
        {QStringLiteral("release"), {QStringLiteral("cudnn"), QStringLiteral("cuda")}},
        {QStringLiteral("install"), {QStringLiteral("cuda-root"), QStringLiteral("layout"), QStringLiteral("target"),
                                     QStringLiteral("scope"), QStringLiteral("environment"), QStringLiteral("cuda"),
                                     QStringLiteral("cuda-from"), QStringLiteral("cuda-release"), QStringLiteral("library-path")}},
        {QStringLiteral("check"), {QStringLiteral("verify"), QStringLiteral("benchmark")}},
        {QStringLiteral("output"), {QStringLiteral("log"), QStringLiteral("report")}},
        // The same consent as source.allow-insecure-mirror, under the name lab admins also look for.
        {QStringLiteral("mirror"), {QStringLiteral("allow-insecure")}},
    };
    return keys;
}

struct Entry
{
    int line = 0;
    QString value;
};

// An absolute path on Linux or Windows: the answer file is written on one machine and used on
// many, so a path relative to wherever the tool happens to start is always a mistake.
bool isAbsolutePath(const QString &path)
{
    static const QRegularExpression windows(QStringLiteral(R"(^([A-Za-z]:[\\/]|\\\\[^\\]+\\))"));
    return path.startsWith(u'/') || windows.match(path).hasMatch();
}

QString quoted(const QStringList &words)
{
    QStringList out;
    for (const QString &word : words)
        out.append(u'"' + word + u'"');
    return out.join(QStringLiteral(", "));
}

// Reads the lines into entries and reports what is not well-formed; then the typed getters
// check each value, and checkCombinations() what only fails together.
class Reader
{
public:
    explicit Reader(const QByteArray &content) { readLines(content); }

    QList<AnswerFileError> errors;

    bool has(const QString &key) const { return m_entries.contains(key); }
    int lineOf(const QString &key) const { return m_entries.value(key).line; }

    void error(const QString &key, const QString &message) { errors.append({lineOf(key), key, message}); }

    bool boolean(const QString &key, bool fallback)
    {
        if (!has(key))
            return fallback;
        const QString value = m_entries.value(key).value.toLower();
        if (value == QLatin1String("yes") || value == QLatin1String("true") || value == QLatin1String("on") || value == QLatin1String("1"))
            return true;
        if (value == QLatin1String("no") || value == QLatin1String("false") || value == QLatin1String("off") || value == QLatin1String("0"))
            return false;
        error(key, AnswerFile::tr("\"%1\" is not yes or no.").arg(m_entries.value(key).value));
        return fallback;
    }

    // One of `options` (case-insensitive); the first option when the key is absent or wrong.
    QString choice(const QString &key, const QStringList &options)
    {
        if (!has(key))
            return options.constFirst();
        const QString value = m_entries.value(key).value.toLower();
        if (options.contains(value))
            return value;
        error(key, AnswerFile::tr("\"%1\" is not one of %2.").arg(m_entries.value(key).value, quoted(options)));
        return options.constFirst();
    }

    QString absolutePath(const QString &key)
    {
        if (!has(key))
            return {};
        const QString value = m_entries.value(key).value;
        if (value.isEmpty() || !isAbsolutePath(value)) {
            error(key, AnswerFile::tr("\"%1\" is not an absolute path. Write the whole path (/srv/cudnn/... or C:\\cudnn\\...): the file "
                                      "is used on many machines, from any folder.").arg(value));
            return {};
        }
        return value;
    }

    QString text(const QString &key) const { return m_entries.value(key).value; }

private:
    void readLines(const QByteArray &content)
    {
        static const QRegularExpression sectionLine(QStringLiteral(R"(^\[\s*([^\]]*?)\s*\]$)"));
        static const QRegularExpression keyLine(QStringLiteral(R"(^([^=]*?)\s*=\s*(.*)$)"));
        QString section;
        bool sectionKnown = false;
        const QStringList lines = QString::fromUtf8(content).split(u'\n');
        for (int i = 0; i < lines.size(); ++i) {
            const int number = i + 1;
            QString line = lines.at(i).trimmed();
            if (i == 0 && line.startsWith(QChar(0xFEFF)))
                line = line.mid(1).trimmed();   // a byte-order mark from a Windows editor
            if (line.isEmpty() || line.startsWith(u'#') || line.startsWith(u';'))
                continue;
            if (const QRegularExpressionMatch match = sectionLine.match(line); match.hasMatch()) {
                section = match.captured(1).toLower();
                sectionKnown = knownKeys().contains(section);
                if (!sectionKnown)
                    errors.append({number, section,
                                   AnswerFile::tr("There is no section [%1]. The sections are %2.")
                                       .arg(match.captured(1), quoted(AnswerFile::sections()))});
                continue;
            }
            const QRegularExpressionMatch match = keyLine.match(line);
            if (!match.hasMatch() || match.captured(1).isEmpty()) {
                errors.append({number, QString(),
                               AnswerFile::tr("This line is not a [section], a key = value line or a comment (# or ;).")});
                continue;
            }
            const QString name = match.captured(1).toLower();
            QString value = match.captured(2).trimmed();
            if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"'))
                value = value.mid(1, value.size() - 2);
            if (section.isEmpty()) {
                errors.append({number, name, AnswerFile::tr("\"%1\" comes before any [section]; put it under the section it belongs to.").arg(name)});
                continue;
            }
            if (!sectionKnown)
                continue;   // the unknown section was reported once
            const QString key = section + u'.' + name;
            if (!knownKeys().value(section).contains(name)) {
                errors.append({number, key,
                               AnswerFile::tr("[%1] has no key \"%2\". Its keys are %3.")
                                   .arg(section, name, quoted(knownKeys().value(section)))});
                continue;
            }
            if (m_entries.contains(key)) {
                errors.append({number, key,
                               AnswerFile::tr("%1 is given twice (first on line %2); keep one.").arg(key).arg(m_entries.value(key).line)});
                continue;
            }
            m_entries.insert(key, {number, value});
        }
    }

    QMap<QString, Entry> m_entries;
};

// An http(s) address, or an absolute folder (a share): where a mirror or the CUDA pieces are.
QString webOrFolder(Reader &reader, const QString &key)
{
    if (!reader.has(key))
        return {};
    const QString value = reader.text(key);
    const QUrl url(value);
    const bool web = (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")) && !url.host().isEmpty();
    if (web || isAbsolutePath(value))
        return value;
    reader.error(key, AnswerFile::tr("\"%1\" is neither an http(s) address nor an absolute folder.").arg(value));
    return {};
}

void readSource(Reader &reader, ProvisionChoices &choices)
{
    const QString from = reader.choice(QStringLiteral("source.from"), {QStringLiteral("nvidia"), QStringLiteral("mirror"), QStringLiteral("archive")});
    choices.source = from == QLatin1String("mirror")    ? ProvisionChoices::Source::Mirror
                     : from == QLatin1String("archive") ? ProvisionChoices::Source::Archive
                                                         : ProvisionChoices::Source::Nvidia;
    choices.mirror = webOrFolder(reader, QStringLiteral("source.mirror"));
    choices.archive = reader.absolutePath(QStringLiteral("source.archive"));
    choices.cacheFolder = reader.absolutePath(QStringLiteral("source.cache"));
    const bool insecureSource = reader.boolean(QStringLiteral("source.allow-insecure-mirror"), false);
    const bool insecureMirror = reader.boolean(QStringLiteral("mirror.allow-insecure"), false);
    if (reader.has(QStringLiteral("source.allow-insecure-mirror")) && reader.has(QStringLiteral("mirror.allow-insecure"))
        && insecureSource != insecureMirror)
        reader.error(QStringLiteral("mirror.allow-insecure"),
                     AnswerFile::tr("It says the opposite of source.allow-insecure-mirror; keep one of the two."));
    choices.allowInsecureMirror = insecureSource || insecureMirror;
    if (reader.has(QStringLiteral("source.proxy"))) {
        const QString proxy = reader.text(QStringLiteral("source.proxy"));
        if (ProxySettings::fromUrl(QUrl(proxy)))
            choices.proxy = proxy;
        else
            reader.error(QStringLiteral("source.proxy"),
                         AnswerFile::tr("\"%1\" is not a proxy address like http://proxy.example:3128 or socks5://10.0.0.1:1080.").arg(proxy));
    }
}

void readRelease(Reader &reader, ProvisionChoices &choices)
{
    static const QRegularExpression release(QStringLiteral(R"(^\d+\.\d+(\.\d+){0,2}$)"));
    if (reader.has(QStringLiteral("release.cudnn"))) {
        const QString value = reader.text(QStringLiteral("release.cudnn"));
        if (value.compare(QLatin1String("newest"), Qt::CaseInsensitive) == 0)
            choices.cudnnRelease.clear();
        else if (release.match(value).hasMatch())
            choices.cudnnRelease = value;
        else
            reader.error(QStringLiteral("release.cudnn"),
                         AnswerFile::tr("\"%1\" is not a cuDNN release: write newest, or a version such as 9.20 or 9.20.0.48.").arg(value));
    }
    if (reader.has(QStringLiteral("release.cuda"))) {
        const QString value = reader.text(QStringLiteral("release.cuda"));
        bool number = false;
        const int major = value.toInt(&number);
        if (value.compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0)
            choices.cudaMajor = 0;
        else if (number && major >= 10 && major <= 99)
            choices.cudaMajor = major;
        else
            reader.error(QStringLiteral("release.cuda"),
                         AnswerFile::tr("\"%1\" is not a CUDA major version: write auto, or a number such as 12 or 13.").arg(value));
    }
}

void readInstall(Reader &reader, ProvisionChoices &choices)
{
    if (reader.text(QStringLiteral("install.cuda-root")).compare(QLatin1String("auto"), Qt::CaseInsensitive) != 0)
        choices.cudaRoot = reader.absolutePath(QStringLiteral("install.cuda-root"));
    choices.layout = reader.choice(QStringLiteral("install.layout"), {QStringLiteral("toolkit"), QStringLiteral("side-by-side")})
                             == QLatin1String("side-by-side")
                         ? InstallLayout::SideBySide
                         : InstallLayout::IntoToolkit;
    choices.target = reader.absolutePath(QStringLiteral("install.target"));
    if (reader.has(QStringLiteral("install.scope"))) {
        const QString scope = reader.choice(QStringLiteral("install.scope"), {QStringLiteral("auto"), QStringLiteral("user"), QStringLiteral("system")});
        if (scope != QLatin1String("auto"))
            choices.scope = scope == QLatin1String("system") ? InstallScope::System : InstallScope::User;
    }
    choices.editEnvironment = reader.boolean(QStringLiteral("install.environment"), true);
    if (reader.has(QStringLiteral("install.library-path")))
        choices.libraryPath = InstallPlan::libraryPathFromKey(reader.choice(
                                      QStringLiteral("install.library-path"),
                                      {QStringLiteral("auto"), QStringLiteral("everywhere"), QStringLiteral("activation-script")}))
                                  .value_or(LibraryPathMode::Automatic);   // another word is reported by choice()
    if (reader.has(QStringLiteral("install.cuda")))
        choices.cudaPieces = CudaComponents::fromKey(
            reader.choice(QStringLiteral("install.cuda"), {QStringLiteral("none"), QStringLiteral("runtime"), QStringLiteral("develop")}));
    choices.cudaFrom = webOrFolder(reader, QStringLiteral("install.cuda-from"));
    if (reader.has(QStringLiteral("install.cuda-release"))) {
        const QString release = reader.text(QStringLiteral("install.cuda-release"));
        const std::optional<Version> parsed = Version::parse(release);
        if (parsed && parsed->size() == 3)
            choices.cudaRelease = *parsed;
        else
            reader.error(QStringLiteral("install.cuda-release"),
                         AnswerFile::tr("\"%1\" is not a CUDA release such as 13.0.2.").arg(release));
    }
}

// What is each fine alone but cannot work together; reported at the line that does not fit.
void checkCombinations(Reader &reader, const ProvisionChoices &choices)
{
    const bool fromMirror = choices.source == ProvisionChoices::Source::Mirror;
    const bool fromArchive = choices.source == ProvisionChoices::Source::Archive;
    if (fromMirror && !reader.has(QStringLiteral("source.mirror")))
        reader.error(QStringLiteral("source.from"), AnswerFile::tr("from = mirror needs a mirror = <address or folder> line in [source]."));
    if (fromArchive && !reader.has(QStringLiteral("source.archive")))
        reader.error(QStringLiteral("source.from"), AnswerFile::tr("from = archive needs an archive = <file> line in [source]."));
    if (!fromMirror && reader.has(QStringLiteral("source.mirror")))
        reader.error(QStringLiteral("source.mirror"), AnswerFile::tr("A mirror is given, but [source] from is not mirror: set from = mirror, or remove this line."));
    if (!fromArchive && reader.has(QStringLiteral("source.archive")))
        reader.error(QStringLiteral("source.archive"), AnswerFile::tr("An archive is given, but [source] from is not archive: set from = archive, or remove this line."));
    for (const char *key : {"release.cudnn", "release.cuda"}) {
        const QString name = QString::fromLatin1(key);
        const QString value = reader.text(name).toLower();
        if (fromArchive && reader.has(name) && value != QLatin1String("newest") && value != QLatin1String("auto"))
            reader.error(name, AnswerFile::tr("With from = archive, the archive decides the release: remove this line."));
    }
    if (reader.has(QStringLiteral("install.cuda-from")) && !choices.cudaPieces)
        reader.error(QStringLiteral("install.cuda-from"), AnswerFile::tr("cuda-from names where the CUDA pieces come from: add cuda = runtime or develop, or remove this line."));
    if (choices.cudaPieces && !reader.has(QStringLiteral("install.cuda-from")))
        reader.error(QStringLiteral("install.cuda"), AnswerFile::tr("The CUDA pieces need a cuda-from = <folder> line in [install]: a folder laid out like NVIDIA's CUDA redist."));
    if (choices.cudaPieces && choices.layout == InstallLayout::SideBySide)
        reader.error(QStringLiteral("install.cuda"), AnswerFile::tr("The CUDA pieces and cuDNN go into one new toolkit folder: remove layout = side-by-side."));
    if (reader.has(QStringLiteral("install.target")) && choices.layout != InstallLayout::SideBySide)
        reader.error(QStringLiteral("install.target"), AnswerFile::tr("target names the folder of a side-by-side install: add layout = side-by-side, or remove this line."));
}

} // namespace

QString AnswerFileError::toString(const QString &fileName) const
{
    QString out = fileName;
    if (line > 0)
        out += u':' + QString::number(line);
    out += QStringLiteral(": ");
    if (!key.isEmpty())
        out += key + QStringLiteral(": ");
    return out + message;
}

QStringList AnswerFile::sections()
{
    return {QStringLiteral("license"), QStringLiteral("source"), QStringLiteral("release"),
            QStringLiteral("install"), QStringLiteral("check"), QStringLiteral("output"), QStringLiteral("mirror")};
}

QStringList AnswerFile::keys(const QString &section)
{
    return knownKeys().value(section);
}

AnswerFileResult AnswerFile::parse(const QByteArray &content)
{
    Reader reader(content);
    AnswerFileResult result;
    ProvisionChoices &choices = result.choices;
    choices.licenseAccepted = reader.boolean(QStringLiteral("license.accept-cudnn-license"), false);
    readSource(reader, choices);
    readRelease(reader, choices);
    readInstall(reader, choices);
    choices.verify = reader.boolean(QStringLiteral("check.verify"), true);
    choices.benchmark = reader.boolean(QStringLiteral("check.benchmark"), false);
    choices.logFile = reader.absolutePath(QStringLiteral("output.log"));
    choices.reportFile = reader.absolutePath(QStringLiteral("output.report"));
    checkCombinations(reader, choices);

    result.errors = reader.errors;
    std::stable_sort(result.errors.begin(), result.errors.end(),
                     [](const AnswerFileError &a, const AnswerFileError &b) { return a.line < b.line; });
    return result;
}

AnswerFileResult AnswerFile::read(const QString &path)
{
    QString error;
    const std::optional<QByteArray> content = SmallFileReader::read(path, &error, kMaxFileBytes);
    if (!content) {
        AnswerFileResult result;
        result.errors.append({0, QString(), tr("The answer file cannot be read: %1").arg(error)});
        return result;
    }
    return parse(*content);
}

} // namespace cudnnsetup
