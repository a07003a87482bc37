// ManifestTestSupport: the sample manifests in data/ and readable GoogleTest output for the
// manifest tests.
#pragma once

#include "core/acquire/manifest/RedistManifest.h"

#include <QFile>
#include <QString>

#include <gtest/gtest.h>

#include <ostream>
#include <string>

inline void PrintTo(const QString &text, std::ostream *os)
{
    *os << '"' << text.toStdString() << '"';
}

// Table rows print as their name instead of gtest's byte dump (found by argument-dependent
// lookup in the test files' anonymous namespace, which is this one too).
namespace {

template<typename Row>
    requires requires(const Row &row) { std::string(row.name); }
void PrintTo(const Row &row, std::ostream *os)
{
    *os << row.name;
}

} // namespace

namespace cudnnsetup {

inline QString S(const char *text)
{
    return QString::fromUtf8(text);
}

inline QByteArray readSample(const char *fileName)
{
    QFile file(S(MANIFEST_DATA_DIR "/") + S(fileName));
    if (!file.open(QIODevice::ReadOnly))
        ADD_FAILURE() << "cannot read sample " << file.fileName().toStdString();
    return file.readAll();
}

// The parsed sample; a parse failure fails the calling test with the parser's message.
inline RedistManifest loadSample(const char *fileName)
{
    QString error;
    const std::optional<RedistManifest> manifest = RedistManifest::parse(readSample(fileName), &error);
    if (!manifest) {
        ADD_FAILURE() << fileName << ": " << error.toStdString();
        return {};
    }
    return *manifest;
}

// find() as a value, so that a missing entry fails the test instead of crashing it.
inline RedistArchive archiveOf(const RedistManifest &manifest, const char *component, const char *platform,
                               int cudaMajor)
{
    const RedistArchive *archive = manifest.find(S(component), S(platform), cudaMajor);
    if (!archive) {
        ADD_FAILURE() << "no archive for " << component << ' ' << platform << " cuda " << cudaMajor;
        return {};
    }
    return *archive;
}

} // namespace cudnnsetup
