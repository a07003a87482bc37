// ToolkitVersionFile: reads the version a CUDA toolkit states about itself in its root folder:
// version.json (CUDA 11.1 and later) or version.txt (older toolkits).
#pragma once

#include "core/model/Version.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace cudnnsetup {

// The toolkit version is "cuda"."version" ("12.4.1"); the other entries are per-component
// versions and say nothing about the toolkit as a whole. On failure `error`, when given,
// receives a plain-English reason.
std::optional<Version> parseToolkitVersionJson(const QByteArray &json, QString *error = nullptr);

// "CUDA Version 10.2.89" on the first line. CUDA 9.x patches append "CUDA Patch Version ..."
// lines, which do not change the toolkit version and are ignored.
std::optional<Version> parseToolkitVersionTxt(const QByteArray &text);

} // namespace cudnnsetup
