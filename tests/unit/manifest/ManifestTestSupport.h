// ManifestTestSupport: the sample manifests in data/ and the lookups the manifest tests share.
#pragma once

#include "support/GTestPrinters.h"

#include "core/acquire/manifest/RedistManifest.h"

#include <QFile>
#include <QString>

#include <gtest/gtest.h>

#include <ostream>
#include <string>

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
