// PastedLibraryName: what a library file named in a pasted error is — cuDNN's main library or one
// of its parts, zlibwapi.dll (which cuDNN 8.3–9.1 needs on Windows), a CUDA library, the NVIDIA
// driver's own library, ONNX Runtime's CUDA provider, an optional library whose absence is
// harmless (TensorRT, the profiler), or anything else — and which CUDA or cuDNN major version
// its name stands for. The recogniser reads messages by this structure: the same "cannot open
// shared object file" means a cuDNN install problem for libcudnn_ops.so.9, a driver problem for
// libcuda.so.1 and an unrelated one for libGL.so.1.
#pragma once

#include <QString>
#include <QStringView>

namespace cudnnsetup {

class PastedLibraryName
{
public:
    enum class Kind {
        CudnnMain,           // libcudnn.so[.N], cudnn64_N.dll
        CudnnPart,           // libcudnn_ops.so.9, cudnn_cnn_infer64_8.dll, ...
        Zlib,                // zlibwapi.dll
        Cuda,                // cudart, cuBLAS(Lt), cuFFT, cuRAND, cuSOLVER, cuSPARSE, NVRTC (and its builtins), nvJitLink
        Driver,              // libcuda.so[.1], nvcuda.dll, NVML
        OnnxRuntimeProvider, // libonnxruntime_providers_cuda.so, onnxruntime_providers_cuda.dll
        Optional,            // TensorRT (libnvinfer*), CUPTI: frameworks warn about them on working setups
        Other,
    };

    static Kind kind(QStringView fileName);
    static bool isCudnn(QStringView fileName);

    // The file name of a path ("C:\x\cudnn64_9.dll", "/usr/lib/libcudnn.so.9"), trimmed.
    static QString fileName(const QString &path);

    // The cuDNN major version a cuDNN library name stands for: 9 for libcudnn_ops.so.9 or
    // cudnn_ops64_9.dll, 0 when the name has none (libcudnn.so) or is no cuDNN library.
    static int cudnnMajor(QStringView fileName);

    // The CUDA major version a CUDA library name stands for, where it tells: cudart
    // (libcudart.so.11.0, cudart64_110.dll), cuBLAS and cuBLASLt (.so.12, 64_12.dll), NVRTC
    // (libnvrtc.so.12, nvrtc64_120_0.dll, libnvrtc-builtins.so.12.8) and nvJitLink. 0 for
    // cuFFT, cuRAND, cuSOLVER and cuSPARSE, whose numbers are their own (libcusolver.so.11 is
    // in CUDA 11 and in CUDA 12 alike), and for anything else.
    static int cudaMajor(QStringView fileName);
};

} // namespace cudnnsetup
