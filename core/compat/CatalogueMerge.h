// CatalogueMerge: the releases a source lists (NVIDIA's redist folders or a lab mirror's, read by
// core/acquire/catalogue) laid over the shipped compatibility data. The shipped rows keep their
// rules (driver floors, supported GPUs, known problems); a release the data does not know joins
// with what its manifest says and is marked listedOnly; a shipped release the source does not
// list is marked unlisted, so that nothing is offered or chosen that the source cannot deliver.
#pragma once

#include "core/compat/CompatMatrix.h"

#include <optional>

namespace cudnnsetup {

// One release found in a listing, with what its manifest said.
struct ListedRelease
{
    QString label;                       // "9.28.0", "13.5.0": the redistrib_<label>.json name
    Version version;                     // cuDNN: the 4-part version of its cudnn component; CUDA: the label
    QString name;                        // release_name, where the manifest has one ("CUDA 13.5.0")
    QString date;                        // release_date
    bool preview = false;                // the manifest calls it a preview, early access, RC or beta
    QList<CudnnPlatform> platforms;      // cuDNN: platforms, CUDA variants and archive sizes
    std::optional<Version> linuxDriver;  // CUDA: the nvidia_driver component the release ships
    bool manifestRead = false;           // false: listed, but its manifest could not be read
};

struct ListedCatalogue
{
    QString cudnnSource;                 // where the cuDNN listing was read; empty: not read
    QString cudaSource;                  // where the CUDA listing was read; empty: not read
    QList<ListedRelease> cudnn;
    QList<ListedRelease> cuda;
};

class CatalogueMerge
{
public:
    static CompatMatrix merge(const CompatMatrix &shipped, const ListedCatalogue &listed);

private:
    static void mergeCudnn(CompatMatrix &matrix, const ListedCatalogue &listed);
    static void mergeCuda(CompatMatrix &matrix, const ListedCatalogue &listed);
};

} // namespace cudnnsetup
