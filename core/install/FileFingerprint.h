// FileFingerprint: enough about a path to tell later whether it is still what we left there —
// kind, size, modification time, a link's text, and for small files the content's hash. Undo
// compares fingerprints so that a file the user has changed since is reported, not clobbered.
// Large files are compared by size and time only: hashing a 1 GB library on every check would
// cost more than the install itself, and a program that rewrites a file changes its time.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace cudnnsetup {

struct FileFingerprint
{
    enum class Kind { Missing, File, Symlink, Directory, Other };

    Kind kind = Kind::Missing;
    qint64 size = 0;
    qint64 modifiedMs = -1; // -1: unknown (content written by us; the hash decides)
    QString linkText;       // Symlink: the link's own text
    QByteArray sha256;      // hex; files up to kHashedBytes only

    static constexpr qint64 kHashedBytes = 1024 * 1024;

    static FileFingerprint of(const QString &path);
    // The fingerprint `content` will have once written (no time: we cannot know it in advance).
    static FileFingerprint ofContent(const QByteArray &content);

    bool exists() const { return kind != Kind::Missing; }
    // Same kind and size, then the hash when both have one, else the time when both know it.
    bool matches(const FileFingerprint &other) const;

    QJsonObject toJson() const;
    static FileFingerprint fromJson(const QJsonObject &json);
};

} // namespace cudnnsetup
