// CompatMatrixReader: turns compat.json into a CompatMatrix, checking every key and type on the
// way, so that a broken data file names the key at fault instead of misjudging machines.
// Internal to core/compat; everyone else calls CompatMatrix::fromJson().
#pragma once

#include "core/compat/CompatMatrix.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace cudnnsetup {

class CompatMatrixReader
{
public:
    std::optional<CompatMatrix> read(const QByteArray &json);
    QString error() const { return m_error; }

private:
    bool fail(const QString &path, const QString &what);

    bool value(const QJsonObject &parent, const QString &path, const QString &key, QJsonValue *out);
    bool object(const QJsonObject &parent, const QString &path, const QString &key, QJsonObject *out);
    bool array(const QJsonObject &parent, const QString &path, const QString &key, QJsonArray *out, bool allowEmpty = false);
    bool string(const QJsonObject &parent, const QString &path, const QString &key, QString *out, bool optional = false);
    bool integer(const QJsonObject &parent, const QString &path, const QString &key, int *out);
    bool boolean(const QJsonObject &parent, const QString &path, const QString &key, bool *out);
    // An absent key keeps *out as it is.
    bool optionalBoolean(const QJsonObject &parent, const QString &path, const QString &key, bool *out);
    bool optionalInteger(const QJsonObject &parent, const QString &path, const QString &key, int *out);
    bool version(const QJsonObject &parent, const QString &path, const QString &key, Version *out);
    // The key must be present; JSON null reads as nullopt (NVIDIA's "N/A").
    bool optionalVersion(const QJsonObject &parent, const QString &path, const QString &key, std::optional<Version> *out);
    bool versionList(const QJsonObject &parent, const QString &path, const QString &key, QList<Version> *out);
    bool majorList(const QJsonObject &parent, const QString &path, const QString &key, QList<int> *out);
    bool rowObject(const QJsonValue &row, const QString &path, QJsonObject *out);
    bool provenance(const QJsonObject &row, const QString &path, Provenance *out);

    bool readToolkitDrivers(const QJsonObject &root, CompatMatrix *matrix);
    bool readMinorCompat(const QJsonObject &root, CompatMatrix *matrix);
    bool readToolkitCc(const QJsonObject &root, CompatMatrix *matrix);
    bool readArchitectures(const QJsonObject &root, CompatMatrix *matrix);
    bool readSupport(const QJsonObject &root, CompatMatrix *matrix);
    bool readVariant(const QJsonObject &row, const QString &path, CudnnVariant *variant);
    bool readTier(const QJsonObject &row, const QString &path, int cudaMajor, CudnnTier *tier);
    bool readReleases(const QJsonObject &root, CompatMatrix *matrix);
    bool readPlatform(const QJsonObject &row, const QString &path, CudnnPlatform *platform);
    bool readFrameworks(const QJsonObject &root, CompatMatrix *matrix);
    // Each section is {"about": "...", "rows": [...]}; returns the rows.
    bool section(const QJsonObject &root, const QString &key, QJsonArray *rows);
    // Calls readItem(object, path) for each item of `array` (at `path`), which must be objects.
    template<typename ReadItem>
    bool eachObject(const QJsonArray &array, const QString &path, ReadItem readItem);
    // Reads a section's rows: readFields(object, path, row) for the row's own keys, then its provenance.
    template<typename Row, typename ReadFields>
    bool readRows(const QJsonObject &root, const QString &key, QList<Row> *out, ReadFields readFields);

    QString m_error;
};

} // namespace cudnnsetup
