// Messages that look like cuDNN trouble, or come from the same programs at the same moment, and
// are something else: the GPU's memory used up, Windows' paging file too small, a framework build
// without code for the GPU, a CPU-only build, the driver missing or too old, a GPU that fell off
// the bus, NCCL, a kernel that read outside its memory or tripped an assert, and TensorFlow's
// harmless duplicate registrations. Their codes are error-not-cudnn-*; each is one cause.
#include "core/doctor/pasted/PastedMessageKinds.h"

#include <QRegularExpression>

namespace cudnnsetup::pasted {

namespace {

MessageKind simple(const QString &expression, const char *code, QRegularExpression::PatternOptions options = {})
{
    return {QRegularExpression(expression, options), [code](const QRegularExpressionMatch &, const QString &, Span &, PastedErrorMatch &m) {
                m.code = QLatin1String(code);
                return true;
            }};
}

} // namespace

QList<MessageKind> lookAlikeKinds()
{
    return {
        // Windows' virtual memory: a paging file too small to map the large CUDA and cuDNN DLLs
        // (the loader's messages with a library are read in loadFailureKinds).
        simple(QStringLiteral(R"re(The paging file is too small for this operation to complete|页面文件太小|分頁檔太小)re"),
               "error-not-cudnn-paging-file"),
        // The GPU's memory: PyTorch's three wordings, TensorFlow's and XLA's, cuBLAS and cuDNN
        // failing to allocate (cuBLAS's NOT_INITIALIZED at cublasCreate is nearly always that).
        {pattern(QStringLiteral(R"re((?:torch\.(?:cuda\.)?)?OutOfMemoryError:?\s*(?:CUDA out of memory\.?)?|CUDA out of memory\.?|OOM when allocating tensor|RESOURCE_EXHAUSTED:\s*Out of memory|CUBLAS_STATUS_NOT_INITIALIZED|CUBLAS_STATUS_ALLOC_FAILED|CUDNN_STATUS_ALLOC_FAILED|cudaErrorMemoryAllocation|CUDA_ERROR_OUT_OF_MEMORY)re")),
         [](const QRegularExpressionMatch &r, const QString &text, Span &, PastedErrorMatch &m) {
             m.code = QStringLiteral("error-not-cudnn-memory");
             static const QRegularExpression asked(QStringLiteral(R"re(Tried to allocate\s+([\d.]{1,12}\s*[KMGT]i?B))re"));
             if (const QRegularExpressionMatch size = asked.match(text.mid(r.capturedStart(0), 300)); size.hasMatch())
                 m.detail = size.captured(0);
             if (r.captured(0).startsWith(QLatin1String("CUBLAS")))
                 m.framework = QStringLiteral("cuBLAS");
             return true;
         }},
        simple(QStringLiteral(R"re(an illegal memory access was encountered|cudaErrorIllegalAddress|CUDA_ERROR_ILLEGAL_ADDRESS|misaligned address)re"),
               "error-not-cudnn-illegal-memory-access"),
        {pattern(QStringLiteral(R"re(device-side assert triggered|cudaErrorAssert|CUDA_ERROR_ASSERT|\.cu:\d{1,6}:[^\n]{0,200}?Assertion `([^`\n]{1,200})` failed)re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             m.code = QStringLiteral("error-not-cudnn-device-assert");
             m.detail = r.captured(1);
             return true;
         }},
        // The framework build has no code for the GPU's architecture (too new, or too old, for it).
        {pattern(QStringLiteral(R"re(no kernel image is available for execution on the device|CUDA_ERROR_NO_BINARY_FOR_GPU|cudaErrorNoKernelImageForDevice|with CUDA capability sm_(\d{2,3}) is not compatible with the current PyTorch installation\.?(?:\s*The current PyTorch install supports CUDA capabilities\s+((?:sm_\d{2,3}\s*)+))?|Ignoring visible gpu device[^\n]{0,200}?with Cuda compute capability (\d{1,2}\.\d)\.\s*The minimum required Cuda capability is (\d{1,2}\.\d))re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             m.code = QStringLiteral("error-not-cudnn-gpu-architecture");
             if (const QString sm = r.captured(1); !sm.isEmpty()) {
                 const int value = sm.toInt();   // sm_86 -> 8.6, sm_120 -> 12.0
                 m.computeCapability = Version{value / 10, value % 10};
                 m.framework = QStringLiteral("PyTorch");
                 m.detail = r.captured(2).simplified();
             } else if (!r.captured(3).isEmpty()) {
                 m.computeCapability = Version::parse(r.captured(3)).value_or(Version());
                 m.framework = QStringLiteral("TensorFlow");
                 m.detail = r.captured(4);
             }
             return true;
         }},
        simple(QStringLiteral(R"re(Torch not compiled with CUDA enabled|not compiled with CUDA(?: enabled| support)?|installed (?:the )?CPU version (?:of )?PaddlePaddle)re"),
               "error-not-cudnn-framework-cpu-build", QRegularExpression::CaseInsensitiveOption),
        // The driver: none, too old for the CUDA runtime, not reachable (a container without the
        // GPU, WSL without its libraries), or not matching its kernel module.
        {pattern(QStringLiteral(R"re(Found no NVIDIA driver on your system|CUDA driver version is insufficient for CUDA runtime version|cudaErrorInsufficientDriver|The NVIDIA driver on your system is too old|Could not find cuda drivers on your machine|no CUDA-capable device is detected|NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver|Failed to initialize NVML: Driver/library version mismatch|failed call to cuInit: CUDA_ERROR_\w{1,40})re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             m.code = QStringLiteral("error-not-cudnn-driver");
             m.detail = r.captured(0);
             return true;
         }},
        simple(QStringLiteral(R"re(fallen off the bus|GPU is lost|Xid\b[^\n]{0,60}?\b79\b)re"), "error-not-cudnn-gpu-lost"),
        simple(QStringLiteral(R"re(NCCL error|nccl(?:System|Internal|UnhandledCuda|InvalidUsage|InvalidArgument|Remote)Error)re"), "error-not-cudnn-nccl"),
        // TensorFlow 2.14–2.16 registers its cuDNN, cuFFT and cuBLAS plug-ins twice and says so
        // at every start, at error level; nothing is wrong.
        {pattern(QStringLiteral(R"re(Unable to register (cuDNN|cuFFT|cuBLAS) factory:\s*Attempting to register factory for plugin \w{1,20} when one has already been registered)re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             m.code = QStringLiteral("error-not-cudnn-harmless-warning");
             m.framework = QStringLiteral("TensorFlow");
             m.detail = r.captured(1);
             return true;
         }},
    };
}

} // namespace cudnnsetup::pasted
