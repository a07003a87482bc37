// The error messages users paste, word for word as the frameworks, cuDNN and the loaders print
// them (variable parts filled in), and the two kinds of surroundings they arrive in: an English
// terminal or traceback, and a Chinese forum post or zh-CN Windows console (CRLF, colour codes,
// full-width punctuation, the Windows loader's own Chinese words).
#pragma once

#include <QString>
#include <QStringList>

namespace cudnnsetup::testing {

namespace PastedErrorSamples {

inline const QString torchTuple = QStringLiteral(
    "RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against (9, 5, 1) but found runtime version (9, 1, 0). "
    "PyTorch already comes bundled with cuDNN. One option to resolving this error is to ensure PyTorch can find the bundled "
    "cuDNN. Looks like your LD_LIBRARY_PATH contains incompatible version of cudnn. Please either remove it from the path or "
    "install cudnn (9, 5, 1)");
inline const QString torchInteger = QStringLiteral(
    "RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against 90100 but found runtime version 8907. PyTorch "
    "already comes bundled with cuDNN. One option to resolving this error is to ensure PyTorch can find the bundled cuDNN. one "
    "possibility is that there is a conflicting cuDNN in LD_LIBRARY_PATH.");
inline const QString torchLinkedAgainst = QStringLiteral(
    "RuntimeError: cuDNN version incompatibility: PyTorch was compiled against (8, 0, 5) but linked against (7, 6, 5)");
inline const QString xla = QStringLiteral(
    "E0521 10:11:12.345678  1234 cuda_dnn.cc:535] Loaded runtime CuDNN library: 8.9.4 but source was compiled with: 9.1.0.  "
    "CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade "
    "your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version "
    "specified during compile configuration.\n"
    "jaxlib.xla_extension.XlaRuntimeError: FAILED_PRECONDITION: DNN library initialization failed. Look at the errors above "
    "for more details.");
inline const QString tensorflowCudnn8 = QStringLiteral(
    "2023-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
    "'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: "
    "/usr/local/nvidia/lib:/usr/local/nvidia/lib64\n"
    "2023-03-01 10:00:00.000001: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. "
    "Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the "
    "guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.\n"
    "Skipping registering GPU devices...");
inline const QString tensorflowWindowsDll = QStringLiteral(
    "2022-05-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library "
    "'cudnn64_8.dll'; dlerror: cudnn64_8.dll not found");
inline const QString tensorflowCudart = QStringLiteral(
    "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; "
    "dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory");
inline const QString tensorflowGpuDisabledOnly = QStringLiteral(
    "W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make sure the missing "
    "libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at "
    "https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.\n"
    "Skipping registering GPU devices...");
inline const QString onnxRuntimeProvider = QStringLiteral(
    "UserWarning: Failed to create CUDAExecutionProvider. Require cuDNN 9.* and CUDA 12.*, and the latest MSVC runtime. Please "
    "install all dependencies as mentioned in the GPU requirements page "
    "(https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements), make sure they're in the PATH, "
    "and that your GPU is supported.");
inline const QString onnxRuntimeLoadLibrary = QStringLiteral(
    "2024-08-01 10:00:00.0000000 [E:onnxruntime:Default, provider_bridge_ort.cc:1992 onnxruntime::TryGetProviderInfo_CUDA] "
    "D:\\a\\_work\\1\\s\\onnxruntime\\core\\session\\provider_bridge_ort.cc:1637 onnxruntime::ProviderLibrary::Get "
    "[ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126 \"\" when trying to load "
    "\"C:\\Users\\wang\\anaconda3\\envs\\ort\\lib\\site-packages\\onnxruntime\\capi\\onnxruntime_providers_cuda.dll\"");
inline const QString onnxRuntimeLinux = QStringLiteral(
    "[E:onnxruntime:Default, provider_bridge_ort.cc:1862 TryGetProviderInfo_CUDA] "
    "/onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1539 onnxruntime::Provider& "
    "onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so "
    "with error: libcudnn_adv.so.9: cannot open shared object file: No such file or directory");
inline const QString cudnnSubLibrary126 = QStringLiteral(
    "Could not load library cudnn_ops_infer64_8.dll. Error code 126\nPlease make sure cudnn_ops_infer64_8.dll is in your library path!");
inline const QString cudnnSubLibrary193 = QStringLiteral(
    "Could not load library cudnn_cnn_infer64_8.dll. Error code 193\nPlease make sure cudnn_cnn_infer64_8.dll is in your library path!");
inline const QString cudnnSubLibraryNeedsNvrtc = QStringLiteral(
    "Could not load library libcudnn_cnn_infer.so.8. Error: libnvrtc.so: cannot open shared object file: No such file or "
    "directory\nPlease make sure libcudnn_cnn_infer.so.8 is in your library path!");
inline const QString zlibwapi = QStringLiteral("Could not locate zlibwapi.dll. Please make sure it is in your library path!");
inline const QString sublibraryMismatch = QStringLiteral("RuntimeError: cuDNN error: CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH");
inline const QString undefinedSymbolMangled = QStringLiteral(
    "Could not load library libcudnn_cnn_infer.so.8. Error: "
    "/usr/local/lib/python3.10/dist-packages/torch/lib/../../nvidia/cudnn/lib/libcudnn_cnn_infer.so.8: undefined symbol: "
    "_ZN5cudnn3cnn34layerNormFwd_execute_internal_implERKNS_7backend11VariantPackEP11CUstream_stRNS0_18LayerNormFwdParamsERKNS1_"
    "20NormForwardOperationEmb, version libcudnn_ops_infer.so.8");
inline const QString undefinedSymbolPlain = QStringLiteral(
    "ImportError: /home/student/venv/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so: undefined symbol: "
    "cudnnGraphLibraryConfigInit, version libcudnn_graph.so.9");
inline const QString gpuTooOld = QStringLiteral(
    "RuntimeError: cuDNN version 9.11 or newer is not compatible with devices with SM < 7.5");
inline const QString jaxOutdated = QStringLiteral(
    "RuntimeError: Unable to use CUDA because of the following issues with CUDA components:\n"
    "Outdated cuDNN installation found.\n"
    "Version JAX was built against: 8907\n"
    "Minimum supported: 8900\n"
    "Installed version: 8600\n"
    "The local installation version must be no lower than 8900.");
inline const QString jaxUnableToLoad = QStringLiteral("RuntimeError: Unable to load cuDNN. Is it installed?");
inline const QString paddle = QStringLiteral(
    "UserWarning: The installed Paddle is compiled with CUDNN 9.9, but CUDNN version in your machine is 9.5, which may cause "
    "serious incompatible bug. Please recompile or reinstall Paddle with compatible CUDNN version.");
inline const QString importCudnn9 = QStringLiteral("ImportError: libcudnn.so.9: cannot open shared object file: No such file or directory");
inline const QString miopen = QStringLiteral("RuntimeError: cuDNN/MIOpen library not found. Check your LD_LIBRARY_PATH");

// An English terminal: a Python traceback before the message.
inline QString inEnglish(const QString &message)
{
    return QStringLiteral("Traceback (most recent call last):\n"
                          "  File \"/home/student/venv/lib/python3.11/site-packages/train.py\", line 42, in <module>\n"
                          "    model = build()\n")
           + message + u'\n';
}

// A Chinese forum post quoting a zh-CN Windows console: the message's ASCII punctuation turned
// full-width by the input method, colour codes, CRLF, and the loader's Chinese words around it.
inline QString inChinese(const QString &message)
{
    QString fullWidth = message;
    for (const QChar c : {u':', u',', u'(', u')', u';'})
        fullWidth.replace(c, QChar(char16_t(c.unicode() + 0xFEE0)));
    fullWidth.replace(u'\n', QStringLiteral("\r\n"));
    return QStringLiteral("各位大佬好，我在运行 train.py 的时候报错了（Windows 11 中文版）：\r\n\x1b[1;31m") + fullWidth
           + QStringLiteral("\x1b[0m\r\nOSError: [WinError 126] 找不到指定的模块。系统找不到指定的模块。 找不到指定的模組。\r\n"
                            "请问这是什么原因？谢谢！！\r\n");
}

} // namespace PastedErrorSamples

} // namespace cudnnsetup::testing
