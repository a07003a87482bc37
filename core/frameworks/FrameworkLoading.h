// FrameworkLoading: which cuDNN a framework on Linux really gets, and where each of cuDNN's parts
// comes from — the loader run through (LinuxLoader, CudnnPartLoading) from the framework's own
// library as it reaches cuDNN. What each framework's library says (DT_NEEDED, DT_RPATH,
// DT_RUNPATH) is read from its ELF file. Where a file cannot be read (not there, not ELF: a tree
// copied without its binaries), what the official builds do is taken instead, read off their
// wheels and build scripts:
//   PyTorch      torch/lib/libtorch_cuda.so needs libcudnn.so.N; DT_RPATH
//                $ORIGIN/../../nvidia/cudnn/lib (…/nvidia/cu13/lib for CUDA 13) and $ORIGIN — set
//                with patchelf --force-rpath by its wheel builds (every PyPI wheel 2.0 to 2.15);
//   TensorFlow   libtensorflow_framework.so.2 dlopen()s libcudnn.so.N; DT_RUNPATH only, with
//                $ORIGIN/../nvidia/cudnn/lib (the 2.15 and 2.21 wheels);
//   ONNX Runtime capi/libonnxruntime_providers_cuda.so needs libcudnn.so.N and names no search
//                path at all (1.18 to 1.24; later releases dlopen() it, also with none): the
//                nvidia-cudnn wheel beside it counts only when the program preloads it;
//   PaddlePaddle libpaddle.so dlopen()s libcudnn.so.N; DT_RUNPATH $ORIGIN/../../nvidia/cudnn/lib
//                (patchelf --set-rpath in its setup.py; the 2.6 wheel);
//   JAX          its CUDA plugin loads nvidia/cudnn/lib/libcudnn.so.N by its path when that wheel
//                is there (jax_plugins' _load_nvidia_libraries), else XLA dlopen()s it by name.
// The program is the environment's Python; a conda environment's has DT_RPATH $ORIGIN/../lib, and
// its packages' libraries name the environment's lib/ in their run path too (conda-build's
// relocation). cuDNN's own files: the main library's DT_RUNPATH $ORIGIN (DT_RPATH from 9.22), its
// parts' DT_RUNPATH $ORIGIN (NVIDIA's wheels and tarballs).
#pragma once

#include "core/model/FrameworkInstall.h"
#include "core/model/LoaderPick.h"
#include "core/model/SystemReport.h"
#include "core/probe/loader/CudnnPartLoading.h"

#include <optional>

namespace cudnnsetup {

struct FrameworkLoad
{
    QString mainFile;            // the libcudnn.so.N the framework gets, as the loader found it
    QString via;                 // LinuxLoader::Object::via of it: "RPATH", "RUNPATH", "LD_LIBRARY_PATH", "ld.so.cache", "default", "path"
    QList<CudnnPartPick> parts;  // each part cuDNN asks for, and what the loader gives it
};

class FrameworkLoading
{
public:
    // What `framework` gets when it asks for cuDNN `major` on the machine `report` describes,
    // with the loader as `loader` says; nullopt when no libcudnn.so.N is found.
    static std::optional<FrameworkLoad> load(const FrameworkInstall &framework, int major, const SystemReport &report,
                                             const LoaderFacts &loader);
};

} // namespace cudnnsetup
