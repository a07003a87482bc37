// RedistManifest::parse: the JSON reader, with every check that stands between a mirror's
// manifest and the checksums and paths we act on.
#include "core/acquire/manifest/RedistManifest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup {

namespace {

// Keys that make a platform object (or a variant object inside it) a downloadable file.
// full_path is XLA's alternative spelling; listing it here turns a leaf that has only it into a
// clear "missing relative_path" rather than an ignored object.
const QStringList &leafKeys()
{
    static const QStringList keys{QStringLiteral("relative_path"), QStringLiteral("sha256"),
                                  QStringLiteral("md5"), QStringLiteral("size"),
                                  QStringLiteral("full_path")};
    return keys;
}

QString keyPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + u'.' + key;
}

bool isHex(const QString &text, qsizetype length)
{
    if (text.size() != length)
        return false;
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) {
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
    });
}

bool isDigits(const QString &text)
{
    return !text.isEmpty()
           && std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

// "cuda12" -> 12; 0 for any other key. No leading zero, so two keys cannot name one variant.
// "cuda13" -> 13; "cuda13.1" -> 13 (CUDA 13.1+ manifests' cuda_compat is built per minor).
int variantOfKey(const QString &key)
{
    static const QRegularExpression pattern(QStringLiteral("^cuda([1-9][0-9]{0,3})(?:\\.[0-9]{1,3})?$"));
    const QRegularExpressionMatch match = pattern.match(key);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

// "..._cuda13.4-archive.zip" -> "13.4"; "..._cuda12-archive.tar.xz" -> "12".
QString cudaSuffixOf(const QString &fileName)
{
    static const QRegularExpression pattern(QStringLiteral("_cuda([0-9]+(?:\\.[0-9]+)*)"));
    const QRegularExpressionMatch match = pattern.match(fileName);
    return match.hasMatch() ? match.captured(1) : QString();
}

// Why `path` could lead outside the mirror's folder, or into a URL's query; empty when it is
// safe. A whitelist rather than a list of bad characters: NVIDIA's paths are plain ASCII names,
// and anything else (':' for a drive or scheme, '\\', '%', '?', '#') has a second meaning
// somewhere between the URL and the file system.
QString relativePathProblem(const QString &path)
{
    if (path.isEmpty())
        return QStringLiteral("is empty");
    if (path.startsWith(u'/'))
        return QStringLiteral("must be relative to the manifest's folder, not absolute");
    for (QChar c : path) {
        const bool allowed = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z')
                             || (c >= u'0' && c <= u'9') || c == u'.' || c == u'_' || c == u'-'
                             || c == u'+' || c == u'~' || c == u'/';
        if (!allowed)
            return QStringLiteral("contains '%1' (allowed: ASCII letters, digits, . _ - + ~ /)")
                .arg(c.unicode() < 0x20 || c.unicode() == 0x7f
                         ? QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'))
                         : QString(c));
    }
    for (const QString &segment : path.split(u'/')) {
        if (segment == u"..")
            return QStringLiteral("must not contain \"..\" (it would leave the manifest's folder)");
        if (segment == u".")
            return QStringLiteral("must not contain \".\" (a path NVIDIA writes names each folder once, "
                                  "and a last \".\" would name a folder, not a file)");
        if (segment.isEmpty())
            return QStringLiteral("has an empty path segment");
    }
    return {};
}

class Reader
{
public:
    QString error;

    bool fail(const QString &path, const QString &message)
    {
        error = path + QStringLiteral(": ") + message;
        return false;
    }

    // An optional string key: absent leaves `out` empty; present with another type is an error.
    bool readString(const QJsonObject &object, const QString &key, const QString &parent, QString *out)
    {
        const QJsonValue value = object.value(key);
        if (value.isUndefined())
            return true;
        if (!value.isString())
            return fail(keyPath(parent, key), QStringLiteral("expected a string"));
        *out = value.toString();
        return true;
    }

    bool readManifest(const QJsonObject &top, RedistManifest *manifest)
    {
        if (!readString(top, QStringLiteral("release_label"), {}, &manifest->releaseLabel)
            || !readString(top, QStringLiteral("release_date"), {}, &manifest->releaseDate)
            || !readString(top, QStringLiteral("release_product"), {}, &manifest->releaseProduct))
            return false;
        // As NVIDIA's parse_redist.py does: a component is an object with a "name"; everything
        // else at the top (release_* strings, future metadata) is not ours to judge.
        for (auto it = top.constBegin(); it != top.constEnd(); ++it) {
            if (!it.value().isObject() || !it.value().toObject().contains(u"name"))
                continue;
            RedistComponent component;
            if (!readComponent(it.key(), it.value().toObject(), &component))
                return false;
            manifest->components.append(std::move(component));
        }
        if (manifest->components.isEmpty())
            return fail(QStringLiteral("top level"),
                        QStringLiteral("no component (no object with a \"name\" key)"));
        return true;
    }

    bool readComponent(const QString &key, const QJsonObject &object, RedistComponent *component)
    {
        component->key = key;
        if (!readString(object, QStringLiteral("name"), key, &component->name)
            || !readString(object, QStringLiteral("license"), key, &component->license)
            || !readString(object, QStringLiteral("license_path"), key, &component->licensePath))
            return false;

        // The version names the files we install and is compared with what we find on disk,
        // so a component without a readable one is not half-usable: it is wrong.
        const QJsonValue version = object.value(u"version");
        const std::optional<Version> parsed =
            version.isString() ? Version::parse(version.toString()) : std::nullopt;
        if (!parsed)
            return fail(keyPath(key, QStringLiteral("version")),
                        version.isUndefined() ? QStringLiteral("missing")
                                              : QStringLiteral("expected a dotted version string such as \"9.20.0.48\""));
        component->version = *parsed;

        const QJsonValue variants = object.value(u"cuda_variant");
        if (!variants.isUndefined() && !readVariantList(variants, keyPath(key, QStringLiteral("cuda_variant")),
                                                        &component->cudaVariants))
            return false;

        // QJsonObject iterates in key order, which is why cuda_variant may sit anywhere.
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (!it.value().isObject())
                continue; // name, version, cuda_variant, and strings NVIDIA may add
            if (!readPlatform(key, it.key(), it.value().toObject(), &component->archives))
                return false;
        }
        return true;
    }

    bool readVariantList(const QJsonValue &value, const QString &path, QList<int> *out)
    {
        const QString expected = QStringLiteral("expected a list of CUDA versions such as [\"12\", \"13\"] or [\"13.1\"]");
        if (!value.isArray())
            return fail(path, expected);
        for (const QJsonValue &item : value.toArray()) {
            // A major ("13"), or major.minor ("13.1": cuda_compat of CUDA 13.1 and later).
            const QStringList parts = item.toString().split(u'.');
            const bool wellFormed = item.isString() && parts.size() <= 2
                                    && std::all_of(parts.cbegin(), parts.cend(), [](const QString &part) {
                                           return isDigits(part) && part.size() <= 4;
                                       });
            if (!wellFormed)
                return fail(path, expected);
            const int major = parts.first().toInt();
            if (!out->contains(major))
                out->append(major);
        }
        return true;
    }

    // A platform object holds a flat leaf, cuda<N> variant objects, or both (9.27.0 windows-arm64).
    // An object with neither is some key NVIDIA added that we do not know, and yields nothing.
    bool readPlatform(const QString &component, const QString &platform, const QJsonObject &object,
                      QList<RedistArchive> *archives)
    {
        const QString path = keyPath(component, platform);
        QList<RedistArchive> found;

        const bool hasFlatLeaf = std::any_of(leafKeys().cbegin(), leafKeys().cend(),
                                             [&](const QString &k) { return object.contains(k); });
        if (hasFlatLeaf) {
            RedistArchive archive;
            if (!readLeaf(object, path, &archive))
                return false;
            found.append(archive);
        }

        QList<RedistArchive> variants;
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            const int variant = variantOfKey(it.key());
            if (variant == 0)
                continue;
            if (!it.value().isObject())
                return fail(keyPath(path, it.key()), QStringLiteral("expected an object"));
            RedistArchive archive;
            archive.cudaVariant = variant;
            if (!readLeaf(it.value().toObject(), keyPath(path, it.key()), &archive))
                return false;
            variants.append(archive);
        }
        // Key order puts cuda11 before cuda9; the numbers decide.
        std::sort(variants.begin(), variants.end(),
                  [](const RedistArchive &a, const RedistArchive &b) { return a.cudaVariant < b.cudaVariant; });

        for (const RedistArchive &variant : variants) {
            auto same = std::find_if(found.begin(), found.end(), [&](const RedistArchive &a) {
                return a.relativePath == variant.relativePath;
            });
            if (same == found.end()) {
                found.append(variant);
                continue;
            }
            // One file under two keys: keep the entry that knows its variant. Two checksums for
            // one file mean one of them is wrong, and we cannot tell which.
            if (same->sha256 != variant.sha256 || same->size != variant.size)
                return fail(path, QStringLiteral("two entries name %1 with different sha256 or size")
                                      .arg(variant.relativePath));
            *same = variant;
        }

        for (RedistArchive &archive : found) {
            archive.component = component;
            archive.platform = platform;
            archive.cudaSuffix = cudaSuffixOf(archive.fileName());
            archives->append(std::move(archive));
        }
        return true;
    }

    bool readLeaf(const QJsonObject &leaf, const QString &path, RedistArchive *archive)
    {
        const QJsonValue relativePath = leaf.value(u"relative_path");
        if (relativePath.isUndefined())
            return fail(keyPath(path, QStringLiteral("relative_path")), QStringLiteral("missing"));
        if (!relativePath.isString())
            return fail(keyPath(path, QStringLiteral("relative_path")), QStringLiteral("expected a string"));
        const QString problem = relativePathProblem(relativePath.toString());
        if (!problem.isEmpty())
            return fail(keyPath(path, QStringLiteral("relative_path")), problem);
        archive->relativePath = relativePath.toString();

        const QJsonValue sha256 = leaf.value(u"sha256");
        if (sha256.isUndefined())
            return fail(keyPath(path, QStringLiteral("sha256")), QStringLiteral("missing"));
        if (!sha256.isString() || !isHex(sha256.toString(), 64))
            return fail(keyPath(path, QStringLiteral("sha256")), QStringLiteral("expected 64 hex characters"));
        archive->sha256 = sha256.toString().toLower().toLatin1();

        const QJsonValue md5 = leaf.value(u"md5");
        if (!md5.isUndefined()) {
            if (!md5.isString() || !isHex(md5.toString(), 32))
                return fail(keyPath(path, QStringLiteral("md5")), QStringLiteral("expected 32 hex characters"));
            archive->md5 = md5.toString().toLower().toLatin1();
        }

        const QJsonValue size = leaf.value(u"size");
        if (!size.isUndefined() && !readSize(size, keyPath(path, QStringLiteral("size")), &archive->size))
            return false;
        return true;
    }

    // NVIDIA writes sizes as strings ("890794116"); a number is accepted too, exactly.
    bool readSize(const QJsonValue &value, const QString &path, qint64 *out)
    {
        const QString expected = QStringLiteral("expected a size in bytes (a string of digits)");
        if (value.isString()) {
            const QString text = value.toString();
            // 18 digits cannot overflow qint64; no archive comes near that.
            if (!isDigits(text) || text.size() > 18)
                return fail(path, expected);
            *out = text.toLongLong();
            return true;
        }
        if (value.isDouble()) {
            const double number = value.toDouble();
            // Beyond 2^53 a double no longer holds every integer, so the size would be a guess.
            if (number < 0 || number > 9007199254740992.0 || number != double(qint64(number)))
                return fail(path, expected);
            *out = qint64(number);
            return true;
        }
        return fail(path, expected);
    }
};

} // namespace

std::optional<RedistManifest> RedistManifest::parse(const QByteArray &json, QString *error)
{
    Reader reader;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    RedistManifest manifest;
    bool ok = false;
    if (parseError.error != QJsonParseError::NoError)
        reader.error = QStringLiteral("not JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset);
    else if (!document.isObject())
        reader.error = QStringLiteral("top level: expected a JSON object");
    else
        ok = reader.readManifest(document.object(), &manifest);
    if (!ok) {
        if (error)
            *error = reader.error;
        return std::nullopt;
    }
    if (error)
        error->clear();
    return manifest;
}

} // namespace cudnnsetup
