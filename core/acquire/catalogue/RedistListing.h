// RedistListing: which releases a redist folder offers. NVIDIA's folders
// (…/compute/cudnn/redist/, …/compute/cuda/redist/) answer a plain HTML index whose links name
// one redistrib_<label>.json per release; a lab mirror made by `cudnn-setup mirror` is a folder
// of the same files, served by any web server's index or read straight from disk.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class RedistListing
{
public:
    // The labels ("9.20.0", "13.4.1") of every redistrib_<label>.json the index links to, each
    // once, in the order found. Only dotted numbers count: nothing from outside becomes a path.
    static QStringList labelsInIndex(const QByteArray &html);
    // The same for a folder on disk (a mirror given as a folder or file:// URL).
    static QStringList labelsInFolder(const QString &folder);
    // The labels worth reading for a product: cuDNN 8.5 and later by their three-part label
    // (NVIDIA lists 8.x twice, "8.9.7" and "8.9.7.29"); CUDA 12 and later (the oldest the wizard
    // installs pieces of).
    static QStringList cudnnLabels(const QStringList &labels);
    static QStringList cudaLabels(const QStringList &labels);
    // Whether a manifest's release name or label marks a pre-release: "preview", "early access",
    // "EA", "RC", "beta".
    static bool namesPreview(const QString &text);
};

} // namespace cudnnsetup
