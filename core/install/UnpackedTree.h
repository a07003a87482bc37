// UnpackedTree: the one owner of an archive unpacked into a transaction folder. The folder is
// removed when its owner goes — another archive unpacked in its place, a refused or cancelled
// intake, a plan nobody applied — unless a transaction took it over (begin(), which moves the
// files and keeps the record) or the administrator's plan file names it (keep()). Move-only, so
// that exactly one place is responsible; results that cross threads carry it in a shared_ptr.
#pragma once

#include "core/install/Installer.h"

#include <optional>

namespace cudnnsetup {

class UnpackedTree
{
public:
    UnpackedTree() = default;
    explicit UnpackedTree(UnpackedArchive unpacked);
    ~UnpackedTree();
    UnpackedTree(UnpackedTree &&other) noexcept;
    UnpackedTree &operator=(UnpackedTree &&other) noexcept;
    UnpackedTree(const UnpackedTree &) = delete;
    UnpackedTree &operator=(const UnpackedTree &) = delete;

    bool isEmpty() const { return !m_unpacked.has_value(); }
    const UnpackedArchive &get() const { return *m_unpacked; }
    const UnpackedArchive *operator->() const { return &*m_unpacked; }

    // Unpacks the CUDA pieces into the same folder (Installer::unpackCuda); on failure the whole
    // folder is gone and the tree is empty, with the reason returned.
    ExtractionResult addCuda(const CudaRedistChoice &pieces, const ExtractionOptions &options,
                             const std::function<void(const CudaArchiveFile &)> &starting = {});
    // Removes the folder now.
    void reset();
    // The folder stays where it is from now on, for whoever names it (the administrator's plan
    // file beside it; abandoned ones go a day later, InstallRecords::removeAbandoned).
    UnpackedArchive keep();

private:
    std::optional<UnpackedArchive> m_unpacked;
};

} // namespace cudnnsetup
