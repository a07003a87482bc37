// Fuzz target: the file names the scan and the archive check read meaning from — cuDNN library
// names in any folder on PATH or LD_LIBRARY_PATH (libcudnn_ops.so.9.19.0, cudnn_ops64_9.dll) and
// archive names (cudnn-linux-x86_64-9.19.0.56_cuda13-archive.tar.xz, the legacy .tgz scheme).
// Each line of the input is one name.
#include "FuzzSupport.h"

#include "core/archive/ArchiveName.h"
#include "core/probe/parsers/CudnnLibraryName.h"

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString input = fuzz::text(data, size);
    for (const QString &name : input.split(u'\n')) {
        if (const std::optional<CudnnLibraryName> library = parseCudnnLibraryName(name)) {
            FUZZ_CHECK(!library->subLibrary.isEmpty());
            FUZZ_CHECK(library->soMajor >= 0);
            FUZZ_CHECK(!library->fileVersion.isValid() || library->fileVersion.major() == library->soMajor);
        }
        if (const std::optional<ArchiveName> archive = ArchiveName::parse(name)) {
            FUZZ_CHECK(!archive->component.isEmpty());
            FUZZ_CHECK(archive->version.isValid());
            FUZZ_CHECK(archive->cudaMajor >= 0);
        }
    }
    return 0;
}
