// FrameworkInstall: one deep-learning framework installed in a Python environment, what it was
// built for (read from its own files, core/frameworks/FrameworkFinder), which cuDNN it will load
// and whether that fits (core/frameworks/FrameworkFit). Part of every scan: `scan`, `--json`
// (docs/scan-json.md, "frameworks"), the doctor and the wizard's Toolkit page show it.
#pragma once

#include "core/model/Verdict.h"
#include "core/model/Version.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct FrameworkInstall
{
    enum class Kind { PyTorch, TensorFlow, OnnxRuntime, Paddle, Jax };

    // Where the cuDNN it loads comes from.
    enum class CudnnSource {
        Unknown,     // not judged (a CPU build, or nothing could be told)
        OwnWheel,    // site-packages/nvidia/cudnn of its environment (nvidia-cudnn-cuNN), found through its own search path
        Bundled,     // its own folder: torch/lib (Windows wheels, older Linux wheels)
        Environment, // its conda environment's library folder (lib/, Library\bin), which conda builds link to
        Loader,      // asked for by name: the loader's pick (LD_LIBRARY_PATH, ld.so.conf, PATH, ...)
        Missing,     // none of those holds a cuDNN of the major it needs
    };

    Kind kind = Kind::PyTorch;
    QString package;            // the distribution, as its METADATA names it: torch, onnxruntime-gpu, jax-cuda12-plugin
    QString version;            // as written: 2.5.1+cu124
    QString environment;        // the environment's folder (a venv, a conda env, the user's or the system's Python)
    QString sitePackages;       // its site-packages folder
    bool gpuBuild = false;      // built with CUDA at all
    Version builtForCuda;       // 12.4; invalid when the files do not say
    Version builtForCudnn;      // 9.5.1 or only 9 (TensorFlow writes the major); invalid when not known
    bool cudnnIsMinimum = false; // builtForCudnn is a lowest acceptable release (a >= pin), not the build's own
    QString cudnnFact;          // where builtForCudnn comes from: "torch-2.5.1.dist-info/METADATA: Requires-Dist: ..."
    QStringList sources;        // the files read
    // The GPU code the build carries (sm_XY machine code, compute_XY PTX): read from its files
    // (TensorFlow's build_info.py, PaddlePaddle's version file) or the compatibility data's
    // frameworkGpuArchitectures for its release; empty when not known.
    QStringList gpuArchitectures;
    QString gpuArchitecturesFact;   // where the list comes from

    CudnnSource cudnnSource = CudnnSource::Unknown;
    QString loadedFile;         // the cuDNN library it will load
    Version loadedVersion;      // that copy's version; invalid when not known
    QString loadedVia;          // for CudnnSource::Loader: "LD_LIBRARY_PATH", "ld.so.conf", "default", "RPATH", "RUNPATH", "PATH", ...
    // Linux: where cuDNN's parts (libcudnn_graph, libcudnn_ops, ...) come from when that is not
    // the folder of loadedFile — cuDNN dlopen()s them by name, so an LD_LIBRARY_PATH folder with a
    // copy of the same major, or the loader cache for a part its own copy lacks, can give them.
    // Empty when they come with loadedFile.
    QString partsFrom;
    Version partsVersion;       // that copy's version

    Verdict::Severity fit = Verdict::Severity::Ok; // Ok: fits; Info: nothing to judge; Warning/Error: a problem
    QStringList problems;       // translated, one per failed check
    QStringList problemCodes;   // which check failed, one per entry of `problems`, in the same order (the codes below)
    QString note;               // translated: something to know (TensorFlow 2.11+ on Windows has no GPU, ...)

    // Forgets what FrameworkFit worked out (source, loaded copy, parts, fit, problems, note), so
    // that it can judge the framework again on another picture of the machine.
    void clearJudgement();

    // The checks of FrameworkFit, as problemCodes names them; the doctor reports each under the
    // same code (docs/doctor-json.md), scripts branch on them (docs/scan-json.md).
    static constexpr const char *kNoWindowsGpu = "framework-no-windows-gpu";
    static constexpr const char *kCudnnMissing = "framework-cudnn-missing";
    static constexpr const char *kCudnnPartsMixed = "framework-cudnn-parts-mixed";
    static constexpr const char *kCudnnMajorMismatch = "framework-cudnn-major-mismatch";
    static constexpr const char *kCudnnTooOld = "framework-cudnn-too-old";
    static constexpr const char *kCudnnCudaMismatch = "framework-cudnn-cuda-mismatch";
    static constexpr const char *kDriverTooOld = "framework-driver-too-old";
    static constexpr const char *kGpuUnsupported = "framework-gpu-unsupported";

    static QString kindKey(Kind kind);           // "pytorch", "tensorflow", "onnxruntime", "paddle", "jax"
    static QString kindName(Kind kind);          // "PyTorch", "TensorFlow", "ONNX Runtime", "PaddlePaddle", "JAX"
    static QString sourceKey(CudnnSource source);   // "own-wheel", "bundled", "environment", "loader", "missing", "unknown"
    QJsonObject toJson() const;
};

} // namespace cudnnsetup
