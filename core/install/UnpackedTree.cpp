#include "core/install/UnpackedTree.h"

#include <utility>

namespace cudnnsetup {

UnpackedTree::UnpackedTree(UnpackedArchive unpacked)
{
    if (unpacked.ok())
        m_unpacked = std::move(unpacked);
}

UnpackedTree::~UnpackedTree()
{
    reset();
}

UnpackedTree::UnpackedTree(UnpackedTree &&other) noexcept
    : m_unpacked(std::exchange(other.m_unpacked, std::nullopt))
{
}

UnpackedTree &UnpackedTree::operator=(UnpackedTree &&other) noexcept
{
    if (this != &other) {
        reset();
        m_unpacked = std::exchange(other.m_unpacked, std::nullopt);
    }
    return *this;
}

ExtractionResult UnpackedTree::addCuda(const CudaRedistChoice &pieces, const ExtractionOptions &options,
                                       const std::function<void(const CudaArchiveFile &)> &starting)
{
    if (!m_unpacked)
        return {};
    if (Installer::unpackCuda(*m_unpacked, pieces.release, pieces.profile, pieces.archives, options, starting))
        return m_unpacked->extraction;
    // unpackCuda removed the whole folder already.
    ExtractionResult failure = std::move(m_unpacked->extraction);
    m_unpacked.reset();
    return failure;
}

void UnpackedTree::reset()
{
    if (!m_unpacked)
        return;
    Installer::discard(*m_unpacked);   // keeps a folder that a transaction has taken over
    m_unpacked.reset();
}

UnpackedArchive UnpackedTree::keep()
{
    return *std::exchange(m_unpacked, std::nullopt);
}

} // namespace cudnnsetup
