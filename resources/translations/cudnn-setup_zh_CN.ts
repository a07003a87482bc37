<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <source>Look up every fixed system location under &lt;dir&gt; (a prepared tree or a mounted image).</source>
        <translation>在 &lt;目录&gt; 下查找所有固定的系统位置（例如事先准备好的目录树或已挂载的镜像）。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Print the report as JSON (schema: docs/scan-json.md).</source>
        <translation>以 JSON 格式输出报告（格式说明见 docs/scan-json.md）。</translation>
    </message>
    <message>
        <source>Do not run nvcc to cross-check toolkit versions.</source>
        <translation>不运行 nvcc 来核对工具包版本。</translation>
    </message>
    <message>
        <source>Seconds to wait for nvcc or nvidia-smi before giving up (default 5).</source>
        <translation>等待 nvcc 或 nvidia-smi 响应的秒数，超时则放弃（默认 5）。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒数</translation>
    </message>
    <message>
        <source>Also print the log on the console.</source>
        <translation>同时在控制台输出日志。</translation>
    </message>
    <message>
        <source>Installs, checks and repairs NVIDIA cuDNN. Without a command it opens the wizard.

Commands:
  scan    Report the NVIDIA driver and GPUs, CUDA Toolkits and every cuDNN copy, with verdicts.</source>
        <translation>安装、检查和修复 NVIDIA cuDNN。不带命令运行时会打开向导。

命令：
  scan    报告 NVIDIA 驱动程序和 GPU、CUDA 工具包以及每一份 cuDNN 副本，并给出检查结论。</translation>
    </message>
    <message>
        <source>The command to run (scan). None opens the wizard.</source>
        <translation>要运行的命令（scan）。不指定命令则打开向导。</translation>
    </message>
    <message>
        <source>Only one command may be given, not: %1</source>
        <translation>只能指定一个命令，而不是：%1</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Known commands: %2</source>
        <translation>未知命令“%1”。可用的命令：%2</translation>
    </message>
    <message>
        <source>Unknown platform &quot;%1&quot;. Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation>未知平台“%1”。请使用 linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64 或 windows-arm64。</translation>
    </message>
    <message>
        <source>--platform only makes sense with --sysroot (the live system is always its own platform).</source>
        <translation>--platform 只能与 --sysroot 一起使用（扫描正在运行的系统时，平台总是它本身的平台）。</translation>
    </message>
    <message>
        <source>The --sysroot folder %1 does not exist.</source>
        <translation>--sysroot 指定的文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>--tool-timeout must be a number of seconds between 0 and 600.</source>
        <translation>--tool-timeout 必须是 0 到 600 之间的秒数。</translation>
    </message>
    <message>
        <source>Treat the scanned tree as &lt;platform&gt; (linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64, windows-arm64); with --sysroot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the interface and reports: en, zh_CN or zh_TW (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Use en, zh_CN or zh_TW.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompatRules</name>
    <message>
        <source>If you need one, install %1 (or an older CUDA %2.x): it is the newest your driver %3 supports.</source>
        <translation>如果需要，请安装 %1（或更早的 CUDA %2.x）：这是你的驱动程序 %3 所支持的最新版本。</translation>
    </message>
    <message>
        <source>If you need one, install the NVIDIA driver first, then a CUDA Toolkit that the driver supports.</source>
        <translation>如果需要，请先安装 NVIDIA 驱动程序，再安装该驱动程序支持的 CUDA 工具包。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit found</source>
        <translation>未找到 CUDA 工具包</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found on this computer. You do not always need one: Python packages such as PyTorch, and the nvidia-cudnn pip packages, bring their own CUDA libraries. To build your own CUDA programs, or to use cuDNN from NVIDIA&apos;s archive, you need a CUDA Toolkit (cuDNN loads its cuBLAS and NVRTC libraries) and the cuDNN build for the same CUDA major version.</source>
        <translation>这台电脑上没有找到 CUDA 工具包。你不一定需要它：PyTorch 等 Python 包以及 nvidia-cudnn 系列 pip 包都自带 CUDA 库。如果要编译自己的 CUDA 程序，或者使用 NVIDIA 提供的压缩包版 cuDNN，就需要一个 CUDA 工具包（cuDNN 会加载其中的 cuBLAS 和 NVRTC 库），以及为同一 CUDA 主版本构建的 cuDNN。</translation>
    </message>
    <message>
        <source>The scan found no CUDA Toolkit.</source>
        <translation>扫描没有发现任何 CUDA 工具包。</translation>
    </message>
    <message>
        <source>The version of the CUDA Toolkit at %1 is unknown</source>
        <translation>位于 %1 的 CUDA 工具包版本未知</translation>
    </message>
    <message>
        <source>The wizard could not read which CUDA version the toolkit at %1 is, so it cannot check it against the driver, the GPU or cuDNN.</source>
        <translation>向导无法读出位于 %1 的工具包是哪个 CUDA 版本，因此无法检查它与驱动程序、GPU 或 cuDNN 是否兼容。</translation>
    </message>
    <message>
        <source>Run nvcc --version from that toolkit&apos;s bin folder; if it fails, reinstall the toolkit.</source>
        <translation>请在该工具包的 bin 文件夹中运行 nvcc --version；如果运行失败，请重新安装工具包。</translation>
    </message>
    <message>
        <source>CUDA %1 is not in the wizard&apos;s data</source>
        <translation>向导的数据中没有 CUDA %1</translation>
    </message>
    <message>
        <source>The CUDA %1 toolkit at %2 is not covered by the wizard&apos;s compatibility data (as of %3), so its driver and GPU requirements could not be checked.</source>
        <translation>位于 %2 的 CUDA %1 工具包不在向导的兼容性数据（截至 %3）范围内，因此无法检查它对驱动程序和 GPU 的要求。</translation>
    </message>
    <message>
        <source>Check NVIDIA&apos;s CUDA release notes for the driver it needs, or update the wizard.</source>
        <translation>请查阅 NVIDIA 的 CUDA 发行说明，了解它需要哪个版本的驱动程序，或者更新本向导。</translation>
    </message>
    <message>
        <source>Install cuDNN: the wizard recommends %1.</source>
        <translation>安装 cuDNN：向导推荐 %1。</translation>
    </message>
    <message>
        <source>This computer is ready for cuDNN</source>
        <translation>这台电脑已准备好运行 cuDNN</translation>
    </message>
    <message>
        <source>The NVIDIA driver works, it supports the GPU and the CUDA version in use, and nothing the wizard checks stands in the way of running cuDNN.</source>
        <translation>NVIDIA 驱动程序工作正常，支持这块 GPU 和当前使用的 CUDA 版本；在向导检查的项目中，没有发现任何妨碍运行 cuDNN 的问题。</translation>
    </message>
</context>
<context>
    <name>CompatText</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>GPU %1: %2, compute capability %3</source>
        <translation>GPU %1：%2，计算能力 %3</translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 at %2</source>
        <translation>CUDA 工具包 %1，位于 %2</translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 at %2 (version read from %3)</source>
        <translation>CUDA 工具包 %1，位于 %2（版本读取自 %3）</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 at %3</source>
        <translation>cuDNN %1（适用于 CUDA %2），位于 %3</translation>
    </message>
    <message>
        <source>cuDNN %1 (CUDA variant unknown) at %2</source>
        <translation>cuDNN %1（适用的 CUDA 版本未知），位于 %2</translation>
    </message>
    <message>
        <source>NVIDIA driver %1</source>
        <translation>NVIDIA 驱动程序 %1</translation>
    </message>
    <message>
        <source>(supports CUDA up to %1)</source>
        <translation>（最高支持 CUDA %1）</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>（通过 %1 查询）</translation>
    </message>
    <message>
        <source>Compatibility data: %1 (source: %2)</source>
        <translation>兼容性数据：%1（来源：%2）</translation>
    </message>
    <message>
        <source>[not confirmed by an NVIDIA document]</source>
        <translation>[未经 NVIDIA 文档确认]</translation>
    </message>
    <message>
        <source>unknown architecture</source>
        <translation>未知架构</translation>
    </message>
</context>
<context>
    <name>CudnnCopyInspector</name>
    <message>
        <source>The folder %1 could not be read (no permission), so cuDNN files in it, if any, were not checked.</source>
        <translation>无法读取文件夹 %1（没有权限），因此其中可能存在的 cuDNN 文件没有被检查。</translation>
    </message>
    <message>
        <source>%1 does not contain a readable cuDNN version (CUDNN_MAJOR, CUDNN_MINOR, CUDNN_PATCHLEVEL).</source>
        <translation>%1 中没有可读取的 cuDNN 版本号（CUDNN_MAJOR、CUDNN_MINOR、CUDNN_PATCHLEVEL）。</translation>
    </message>
    <message>
        <source>%1 is a link to %2, which does not exist.</source>
        <translation>%1 是一个链接，但它指向的 %2 不存在。</translation>
    </message>
    <message>
        <source>Incomplete cuDNN %1: %2 missing. Programs fail when they first need the missing part.</source>
        <translation>cuDNN %1 不完整：缺少 %2。程序在第一次用到缺失的部分时会出错。</translation>
    </message>
    <message>
        <source>Sub-libraries from different cuDNN releases are mixed in this folder: %1. cuDNN refuses to run like this (CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH).</source>
        <translation>这个文件夹中混有来自不同 cuDNN 版本的子库：%1。这种情况下 cuDNN 会拒绝运行（CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH）。</translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, but the libraries are cuDNN %3.</source>
        <translation>头文件 %1 标明的是 cuDNN %2，但库文件是 cuDNN %3。</translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, but the libraries are cuDNN %3.x.</source>
        <translation>头文件 %1 标明的是 cuDNN %2，但库文件是 cuDNN %3.x。</translation>
    </message>
</context>
<context>
    <name>CudnnCopyRules</name>
    <message>
        <source>cuDNN %1 at %2 is complete as far as the wizard can tell.</source>
        <translation>就向导能检查的范围而言，位于 %2 的 cuDNN %1 是完整的。</translation>
    </message>
    <message>
        <source>(unknown version)</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>It supports your GPU.</source>
        <translation>它支持你的 GPU。</translation>
    </message>
    <message>
        <source>cuDNN %1 looks fine</source>
        <translation>cuDNN %1 看起来没有问题</translation>
    </message>
    <message>
        <source>Found via: %1</source>
        <translation>发现途径：%1</translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead.</source>
        <translation>请改为安装适用于 CUDA %2 的 cuDNN %1（%3）。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead, with a CUDA %2.x toolkit.</source>
        <translation>请改为安装适用于 CUDA %2 的 cuDNN %1（%3），并搭配 CUDA %2.x 工具包使用。</translation>
    </message>
    <message>
        <source>No cuDNN for CUDA %1 fits this computer; cuDNN %2 for CUDA %3 (%4) does, used with a CUDA %3.x toolkit.</source>
        <translation>没有适用于 CUDA %1 的 cuDNN 适合这台电脑；适用于 CUDA %3 的 cuDNN %2（%4）可以，但需要搭配 CUDA %3.x 工具包使用。</translation>
    </message>
    <message>
        <source>No cuDNN release in the wizard&apos;s data fits this computer.</source>
        <translation>向导的数据中没有适合这台电脑的 cuDNN 版本。</translation>
    </message>
    <message>
        <source>The cuDNN files in %1 do not fit together</source>
        <translation>%1 中的 cuDNN 文件互不匹配</translation>
    </message>
    <message numerus="yes">
        <source>The wizard found %n problem(s) inside this cuDNN copy (listed below). Programs that load it may fail to start, stop with a cuDNN error, or crash.</source>
        <translation>
            <numerusform>向导在这份 cuDNN 中发现了 %n 个问题（见下方列表）。加载它的程序可能无法启动、因 cuDNN 错误而中止，或者崩溃。</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the wizard&apos;s repair mode to replace this copy with a complete one, or remove it if nothing uses it.</source>
        <translation>请使用向导的修复模式，把这份 cuDNN 替换成完整的版本；如果没有程序在使用它，也可以把它删除。</translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 is inside a CUDA %2 toolkit</source>
        <translation>适用于 CUDA %1 的 cuDNN 位于 CUDA %2 工具包中</translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 does not match CUDA %2</source>
        <translation>适用于 CUDA %1 的 cuDNN 与 CUDA %2 不匹配</translation>
    </message>
    <message>
        <source>The cuDNN at %1 was built for CUDA %2, but the CUDA Toolkit at %3 is version %4. Each cuDNN build is made for one CUDA major version: a CUDA %2 build needs CUDA %2&apos;s own libraries (such as cuBLAS), so programs built with CUDA %5 fail to load it or stop with errors.</source>
        <translation>位于 %1 的 cuDNN 是为 CUDA %2 构建的，但位于 %3 的 CUDA 工具包版本是 %4。每个 cuDNN 版本只针对一个 CUDA 主版本构建：为 CUDA %2 构建的版本需要 CUDA %2 自己的库（例如 cuBLAS），因此用 CUDA %5 编译的程序会无法加载它，或者运行时出错中止。</translation>
    </message>
    <message>
        <source>cuDNN %1 is not in the wizard&apos;s data</source>
        <translation>向导的数据中没有 cuDNN %1</translation>
    </message>
    <message>
        <source>The wizard&apos;s compatibility data does not cover cuDNN %1 (at %2), so it cannot check whether this copy supports your GPU and driver.</source>
        <translation>向导的兼容性数据不包括 cuDNN %1（位于 %2），因此无法检查这份 cuDNN 是否支持你的 GPU 和驱动程序。</translation>
    </message>
    <message>
        <source>cuDNN %1 lists compute capabilities %2</source>
        <translation>cuDNN %1 列出的计算能力：%2</translation>
    </message>
    <message>
        <source>cuDNN %1 does not support your GPU</source>
        <translation>cuDNN %1 不支持你的 GPU</translation>
    </message>
    <message>
        <source>NVIDIA lists these GPU compute capabilities for cuDNN %1: %2. This does not cover %3, so cuDNN calls from the copy at %4 will fail there, typically with CUDNN_STATUS_ARCH_MISMATCH or &quot;no kernel image is available&quot;.</source>
        <translation>NVIDIA 为 cuDNN %1 列出的 GPU 计算能力是：%2。其中不包括 %3，因此在这块 GPU 上调用位于 %4 的 cuDNN 会失败，通常报错 CUDNN_STATUS_ARCH_MISMATCH 或“no kernel image is available”。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for cuDNN %1 for CUDA %2</source>
        <translation>NVIDIA 驱动程序太旧，无法使用适用于 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>The cuDNN at %1 is built for CUDA %2 and needs NVIDIA driver %3 or newer. The installed driver is %4, so programs that load this copy fail with &quot;CUDA driver version is insufficient&quot;.</source>
        <translation>位于 %1 的 cuDNN 是为 CUDA %2 构建的，需要 NVIDIA 驱动程序 %3 或更高版本。已安装的驱动程序是 %4，因此加载这份 cuDNN 的程序会失败，并报错“CUDA driver version is insufficient”。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer and restart the computer.</source>
        <translation>请将 NVIDIA 驱动程序更新到 %1 或更高版本，然后重启电脑。</translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 needs driver %2 or newer%3</source>
        <translation>适用于 CUDA %1 的 cuDNN 需要驱动程序 %2 或更高版本%3</translation>
    </message>
    <message>
        <source> (CUDA minor-version floor; NVIDIA lists N/A)</source>
        <translation>（CUDA 次版本兼容的最低要求；NVIDIA 列为 N/A）</translation>
    </message>
</context>
<context>
    <name>CudnnPickCheck</name>
    <message>
        <source>cuDNN %1 has no build for CUDA %2 on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build is for CUDA %1, but the CUDA Toolkit at %2 is CUDA %3. Programs built with that toolkit would not find it or would fail to load it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is not made for CUDA %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (compute capability %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 does not support your GPU: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 needs NVIDIA driver %3 or newer; this computer has %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CudnnRecommender</name>
    <message>
        <source>%1, compute capability %2</source>
        <translation>%1，计算能力 %2</translation>
    </message>
    <message>
        <source>It is built for CUDA %1, like the CUDA %2 toolkit at %3.</source>
        <translation>它是为 CUDA %1 构建的，与位于 %3 的 CUDA %2 工具包一致。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, so the build for the newest CUDA your driver supports was chosen; Python packages and programs that bring their own CUDA libraries can use it.</source>
        <translation>没有找到 CUDA 工具包，因此选择了适用于你的驱动程序所支持的最新 CUDA 的版本；自带 CUDA 库的 Python 包和程序可以使用它。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit and no working driver were found, so the build for the newest CUDA was chosen.</source>
        <translation>没有找到 CUDA 工具包，也没有找到能正常工作的驱动程序，因此选择了适用于最新 CUDA 的版本。</translation>
    </message>
    <message>
        <source>The wizard knows no cuDNN archive for the platform &quot;%1&quot;.</source>
        <translation>向导不知道有适用于平台“%1”的 cuDNN 压缩包。</translation>
    </message>
    <message>
        <source>The installed driver (%1) is too old for every CUDA version cuDNN is built for. Update the NVIDIA driver.</source>
        <translation>已安装的驱动程序（%1）太旧，cuDNN 所针对的每个 CUDA 版本它都不支持。请更新 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 would fit, but it needs NVIDIA driver %3 or newer and the installed driver is %4. Update the driver first.</source>
        <translation>适用于 CUDA %2 的 cuDNN %1 本来合适，但它需要 NVIDIA 驱动程序 %3 或更高版本，而已安装的驱动程序是 %4。请先更新驱动程序。</translation>
    </message>
    <message>
        <source>No known cuDNN release for CUDA %1 supports your GPU (%2).</source>
        <translation>已知的适用于 CUDA %1 的 cuDNN 版本都不支持你的 GPU（%2）。</translation>
    </message>
    <message>
        <source>No known cuDNN release offers a CUDA %1 build for %2.</source>
        <translation>已知的 cuDNN 版本都没有为 %2 提供 CUDA %1 版。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 would fit, used with a CUDA %2.x toolkit.</source>
        <translation>适用于 CUDA %2 的 cuDNN %1 是合适的，需要搭配 CUDA %2.x 工具包使用。</translation>
    </message>
    <message>
        <source>The platform of this computer is unknown, so no archive can be chosen.</source>
        <translation>无法确定这台电脑的平台，因此无法选择压缩包。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 is the newest known release that fits this computer.</source>
        <translation>适用于 CUDA %2 的 cuDNN %1 是适合这台电脑的最新已知版本。</translation>
    </message>
    <message>
        <source>It supports your GPU (%1).</source>
        <translation>它支持你的 GPU（%1）。</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>Your driver %1 meets its minimum, %2.</source>
        <translation>你的驱动程序 %1 满足它的最低要求 %2。</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found, so its driver requirement (%1 or newer) was not checked.</source>
        <translation>没有找到 NVIDIA 驱动程序，因此没有检查它对驱动程序的要求（%1 或更高版本）。</translation>
    </message>
    <message>
        <source>The driver&apos;s version is unknown, so its driver requirement (%1 or newer) was not checked.</source>
        <translation>驱动程序版本未知，因此没有检查它对驱动程序的要求（%1 或更高版本）。</translation>
    </message>
    <message>
        <source>NVIDIA lists no driver minimum for it on this system; %1 is the floor for every CUDA %2 toolkit.</source>
        <translation>NVIDIA 没有列出它在此系统上的最低驱动程序版本；%1 是所有 CUDA %2 工具包的最低要求。</translation>
    </message>
    <message>
        <source>Parts of the wizard&apos;s data about this release are not confirmed by NVIDIA&apos;s documents.</source>
        <translation>向导的数据中关于这个版本的部分信息未经 NVIDIA 文档确认。</translation>
    </message>
    <message>
        <source>No cuDNN release in the wizard&apos;s data supports your GPU: it is too old for current cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DriverProbe</name>
    <message>
        <source>%1 returned %2</source>
        <translation>%1 返回了 %2</translation>
    </message>
    <message>
        <source>The library does not export %1.</source>
        <translation>该库没有导出 %1。</translation>
    </message>
    <message>
        <source>cuDeviceGetCount reported %1 devices; only the first %2 were read.</source>
        <translation>cuDeviceGetCount 报告了 %1 个设备；只读取了前 %2 个。</translation>
    </message>
    <message>
        <source>The library does not export nvmlInit, nvmlShutdown and nvmlSystemGetDriverVersion.</source>
        <translation>该库没有导出 nvmlInit、nvmlShutdown 和 nvmlSystemGetDriverVersion。</translation>
    </message>
    <message>
        <source>The CUDA driver library could not be loaded: %1</source>
        <translation>无法加载 CUDA 驱动程序库：%1</translation>
    </message>
    <message>
        <source>This is the CUDA toolkit&apos;s stub library (for linking only), not the NVIDIA driver. It was ignored; remove it from the library search path (%1).</source>
        <translation>这是 CUDA 工具包中的桩库（stub，仅用于链接），不是 NVIDIA 驱动程序。向导已忽略它；请把它从库搜索路径（%1）中移除。</translation>
    </message>
    <message>
        <source>This file is not a usable CUDA driver library: %1</source>
        <translation>这个文件不是可用的 CUDA 驱动程序库：%1</translation>
    </message>
    <message>
        <source>NVML gave a driver version that is not a version number: &quot;%1&quot;</source>
        <translation>NVML 给出的驱动程序版本不是有效的版本号：“%1”</translation>
    </message>
    <message>
        <source>NVML could not tell the driver version: %1</source>
        <translation>NVML 无法给出驱动程序版本：%1</translation>
    </message>
    <message>
        <source>A GPU could not be fully described: %1</source>
        <translation>无法完整读取某块 GPU 的信息：%1</translation>
    </message>
    <message>
        <source>The driver of a %1 system cannot be queried from %2; only its files were checked.</source>
        <translation>无法在 %2 上查询 %1 系统的驱动程序；只检查了它的文件。</translation>
    </message>
    <message>
        <source>nvidia-smi is there, but the CUDA driver library (%1) is missing, so CUDA programs could not use a GPU.</source>
        <translation>nvidia-smi 存在，但缺少 CUDA 驱动程序库（%1），因此 CUDA 程序无法使用 GPU。</translation>
    </message>
    <message>
        <source>The NVIDIA management library (NVML) is installed, but the CUDA driver library is missing.</source>
        <translation>已安装 NVIDIA 管理库（NVML），但缺少 CUDA 驱动程序库。</translation>
    </message>
    <message>
        <source>nvidia-smi reports an NVIDIA driver, but the CUDA driver library (%1) was not found, so CUDA programs (and cuDNN) cannot use the GPU. Reinstall the driver; in a container, enable the &quot;compute&quot; driver capability.</source>
        <translation>nvidia-smi 显示已安装 NVIDIA 驱动程序，但没有找到 CUDA 驱动程序库（%1），因此 CUDA 程序（包括 cuDNN）无法使用 GPU。请重新安装驱动程序；如果在容器中运行，请启用驱动程序的“compute”功能。</translation>
    </message>
    <message>
        <source>A hanging nvidia-smi usually means that the driver or a GPU is stuck; restarting the computer often helps.</source>
        <translation>nvidia-smi 卡住没有响应，通常说明驱动程序或某块 GPU 卡死了；重启电脑往往能解决。</translation>
    </message>
    <message>
        <source>The NVIDIA driver&apos;s files are installed, but its kernel module is not running. This happens after a driver update without a restart, or when Secure Boot blocks the module.</source>
        <translation>NVIDIA 驱动程序的文件已经安装，但它的内核模块没有运行。这通常发生在更新驱动程序后没有重启，或者安全启动（Secure Boot）阻止了该模块时。</translation>
    </message>
    <message>
        <source>Its output was not understood, so the driver could not be identified. It begins: &quot;%1&quot;</source>
        <translation>无法理解它的输出，因此无法识别驱动程序。输出的开头是：“%1”</translation>
    </message>
    <message>
        <source>The list of GPUs could not be read.</source>
        <translation>无法读取 GPU 列表。</translation>
    </message>
</context>
<context>
    <name>DriverRules</name>
    <message>
        <source>The CUDA %1 toolkit found at %2 needs driver %3 or newer.</source>
        <translation>在 %2 找到的 CUDA %1 工具包需要驱动程序 %3 或更高版本。</translation>
    </message>
    <message>
        <source>Driver error: %1</source>
        <translation>驱动程序错误：%1</translation>
    </message>
    <message>
        <source>No NVIDIA driver library and no nvidia-smi were found.</source>
        <translation>没有找到 NVIDIA 驱动程序库，也没有找到 nvidia-smi。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for your GPU (from NVIDIA&apos;s website, or your Linux distribution&apos;s driver packages), restart the computer, and run this check again.</source>
        <translation>请为你的 GPU 安装 NVIDIA 驱动程序（从 NVIDIA 官网下载，或者使用你的 Linux 发行版提供的驱动程序包），重启电脑，然后再运行一次检查。</translation>
    </message>
    <message>
        <source>No NVIDIA driver is installed</source>
        <translation>未安装 NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>This computer has no NVIDIA driver that the wizard could find. That is fine for installing cuDNN: cuDNN is a set of files and can be copied now. But nothing that uses the GPU can run until a driver is installed, so the wizard cannot yet test cuDNN or tell whether your GPU and CUDA versions fit together. If this computer has no NVIDIA GPU, cuDNN cannot run here at all.</source>
        <translation>向导在这台电脑上没有找到 NVIDIA 驱动程序。这不影响安装 cuDNN：cuDNN 只是一组文件，现在就可以复制过去。但在安装驱动程序之前，任何使用 GPU 的程序都无法运行，所以向导暂时无法测试 cuDNN，也无法判断你的 GPU 和 CUDA 版本是否匹配。如果这台电脑没有 NVIDIA GPU，cuDNN 根本无法在这里运行。</translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU</source>
        <translation>NVIDIA 驱动程序没有检测到 GPU</translation>
    </message>
    <message>
        <source>An NVIDIA driver (version %1) is installed and answers, but it reports no GPU. Programs that use cuDNN will find no GPU to run on. Common causes: the GPU is disabled (in the BIOS or Device Manager), a laptop is using only its built-in graphics, the program runs in a container or virtual machine without GPU access, or the driver no longer matches the system after an update.</source>
        <translation>已安装 NVIDIA 驱动程序（版本 %1），它也有响应，但报告没有 GPU。使用 cuDNN 的程序将找不到可以运行的 GPU。常见原因：GPU 被禁用了（在 BIOS 或设备管理器中）；笔记本电脑只在使用集成显卡；程序运行在无法访问 GPU 的容器或虚拟机中；或者系统更新后，驱动程序与系统不再匹配。</translation>
    </message>
    <message>
        <source>Check that the GPU is enabled, restart the computer, and run nvidia-smi to see whether it lists the GPU. In a container, start it with GPU access (for example docker run --gpus all).</source>
        <translation>请确认 GPU 已启用，重启电脑，然后运行 nvidia-smi，看看它是否列出了 GPU。如果在容器中运行，请在启动容器时允许其访问 GPU（例如 docker run --gpus all）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed but does not work</source>
        <translation>NVIDIA 驱动程序已安装，但无法正常工作</translation>
    </message>
    <message>
        <source>An NVIDIA driver was found, but asking it about the GPU failed (the error is listed below). Until the driver works, no program can use the GPU and cuDNN cannot be tested.</source>
        <translation>找到了 NVIDIA 驱动程序，但向它查询 GPU 信息时失败了（错误信息见下方）。在驱动程序恢复正常之前，任何程序都无法使用 GPU，也无法测试 cuDNN。</translation>
    </message>
    <message>
        <source>Restart the computer first: a driver update often needs it. If the error stays, reinstall the NVIDIA driver for your GPU. On Linux this often happens after a kernel update, when the driver&apos;s kernel module was not rebuilt for the new kernel.</source>
        <translation>请先重启电脑：更新驱动程序后通常需要重启。如果错误仍然存在，请为你的 GPU 重新安装 NVIDIA 驱动程序。在 Linux 上，这种情况常发生在内核更新之后，原因是驱动程序的内核模块没有针对新内核重新编译。</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 works</source>
        <translation>NVIDIA 驱动程序 %1 工作正常</translation>
    </message>
    <message numerus="yes">
        <source>The NVIDIA driver answers and sees %n GPU(s).</source>
        <translation>
            <numerusform>NVIDIA 驱动程序响应正常，检测到 %n 个 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>The driver&apos;s version could not be read</source>
        <translation>无法读取驱动程序版本</translation>
    </message>
    <message>
        <source>The NVIDIA driver works, but it did not say its version or the newest CUDA it supports, so the wizard cannot check whether it is new enough for a CUDA Toolkit or a cuDNN build.</source>
        <translation>NVIDIA 驱动程序工作正常，但它没有给出自己的版本，也没有给出所支持的最高 CUDA 版本，因此向导无法检查它是否足够新，能否满足 CUDA 工具包或 cuDNN 的要求。</translation>
    </message>
    <message>
        <source>Run nvidia-smi: the first lines show the driver version. Compare it with the driver your CUDA Toolkit needs.</source>
        <translation>请运行 nvidia-smi：输出的前几行会显示驱动程序版本。把它和你的 CUDA 工具包所需的驱动程序版本比较一下。</translation>
    </message>
    <message>
        <source>%1 needs driver %2 or newer</source>
        <translation>%1 需要驱动程序 %2 或更高版本</translation>
    </message>
    <message>
        <source>any CUDA %1.x toolkit runs with driver %2 or newer (minor-version compatibility)</source>
        <translation>任何 CUDA %1.x 工具包都可以在驱动程序 %2 或更高版本上运行（次版本兼容）</translation>
    </message>
    <message>
        <source>NVIDIA publishes no Windows driver minimum for this toolkit; the CUDA %1 floor is used.</source>
        <translation>NVIDIA 没有公布此工具包在 Windows 上的最低驱动程序版本；这里使用 CUDA %1 的最低要求。</translation>
    </message>
    <message>
        <source>CUDA %1 is not in the wizard&apos;s data; the requirements of %2 are used.</source>
        <translation>向导的数据中没有 CUDA %1；这里沿用 %2 的要求。</translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The CUDA %1 toolkit at %2 needs NVIDIA driver %3 or newer.</source>
        <translation>位于 %2 的 CUDA %1 工具包需要 NVIDIA 驱动程序 %3 或更高版本。</translation>
    </message>
    <message>
        <source>The installed driver is %1 and supports CUDA up to %2.</source>
        <translation>已安装的驱动程序版本：%1，最高支持 CUDA %2。</translation>
    </message>
    <message>
        <source>The installed driver is %1.</source>
        <translation>已安装的驱动程序版本：%1。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer and restart the computer.</source>
        <translation>请将 NVIDIA 驱动程序更新到 %1 或更高版本，然后重启电脑。</translation>
    </message>
    <message>
        <source>If you cannot update the driver (for example on a shared lab computer), install a toolkit this driver supports instead: %1 is the newest it can run.</source>
        <translation>如果你无法更新驱动程序（例如在共用的实验室电脑上），请改为安装该驱动程序支持的工具包：它能运行的最新版本是 %1。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for CUDA %1</source>
        <translation>NVIDIA 驱动程序太旧，不支持 CUDA %1</translation>
    </message>
    <message>
        <source>Even CUDA&apos;s minor-version compatibility needs at least driver %1 for CUDA %2.x. Programs built with this toolkit, and cuDNN for CUDA %2, will fail to start, usually with &quot;CUDA driver version is insufficient for CUDA runtime version&quot;.</source>
        <translation>即使利用 CUDA 的次版本兼容，CUDA %2.x 也至少需要驱动程序 %1。用这个工具包编译的程序，以及适用于 CUDA %2 的 cuDNN，都将无法启动，通常会报错“CUDA driver version is insufficient for CUDA runtime version”。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is older than CUDA %1 asks for</source>
        <translation>NVIDIA 驱动程序低于 CUDA %1 的要求</translation>
    </message>
    <message>
        <source>It is still new enough for CUDA %1.x minor-version compatibility (driver %2 or newer), so most programs, cuDNN included, will run. Programs that compile GPU code while they run (PTX JIT) or use features newer than the driver may fail, for example with &quot;the provided PTX was compiled with an unsupported toolchain&quot;.</source>
        <translation>不过它仍满足 CUDA %1.x 次版本兼容的要求（驱动程序 %2 或更高版本），所以大多数程序（包括 cuDNN）都能运行。在运行时编译 GPU 代码（PTX JIT）的程序，或者使用了比驱动程序更新的功能的程序，可能会失败，例如报错“the provided PTX was compiled with an unsupported toolchain”。</translation>
    </message>
    <message>
        <source>Nothing is needed for most work. To be safe, update the NVIDIA driver to %1 or newer when you can.</source>
        <translation>大多数情况下无需处理。为稳妥起见，方便时请将 NVIDIA 驱动程序更新到 %1 或更高版本。</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA %1</source>
        <translation>NVIDIA 驱动程序支持 CUDA %1</translation>
    </message>
</context>
<context>
    <name>FileChecksum</name>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished">无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuRules</name>
    <message>
        <source>The compute capability of %1 is unknown</source>
        <translation>%1 的计算能力未知</translation>
    </message>
    <message>
        <source>The driver did not say which compute capability (GPU generation) %1 has, so the wizard cannot check which CUDA and cuDNN versions support it.</source>
        <translation>驱动程序没有给出 %1 的计算能力（即 GPU 的架构代数），因此向导无法检查哪些 CUDA 和 cuDNN 版本支持它。</translation>
    </message>
    <message>
        <source>Look up the GPU on NVIDIA&apos;s &quot;CUDA GPUs&quot; page and compare its compute capability with what your CUDA Toolkit and cuDNN support.</source>
        <translation>请在 NVIDIA 的“CUDA GPUs”页面上查找这块 GPU，把它的计算能力和你的 CUDA 工具包及 cuDNN 支持的范围比较一下。</translation>
    </message>
    <message>
        <source>CUDA %1.x</source>
        <translation>CUDA %1.x</translation>
    </message>
    <message>
        <source>Use a CUDA %1.x toolkit instead (the newest is %2); it can stay installed beside the other one, but must be the one your programs use.</source>
        <translation>请改用 CUDA %1.x 工具包（最新版本是 %2）；它可以和现有的工具包同时安装，但必须是你的程序实际使用的那一个。</translation>
    </message>
    <message>
        <source>The newest cuDNN for it that supports this GPU is cuDNN %1 for CUDA %2.</source>
        <translation>支持这块 GPU 的最新 cuDNN 是适用于 CUDA %2 的 cuDNN %1。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit in the wizard&apos;s data supports this GPU any more; only older toolkits and cuDNN releases can use it.</source>
        <translation>向导的数据中已经没有任何 CUDA 工具包支持这块 GPU；只有更早的工具包和 cuDNN 版本才能使用它。</translation>
    </message>
    <message>
        <source>Your %1 is too old for CUDA %2</source>
        <translation>你的 %1 太旧，CUDA %2 已不支持</translation>
    </message>
    <message>
        <source>The %1 has compute capability %2 (%3). CUDA %4.x toolkits support compute capability %5 and newer only, so programs built with the CUDA %6 toolkit at %7, and cuDNN for CUDA %4, cannot run on this GPU.</source>
        <translation>%1 的计算能力是 %2（%3）。CUDA %4.x 工具包只支持计算能力 %5 及以上的 GPU，因此用位于 %7 的 CUDA %6 工具包编译的程序，以及适用于 CUDA %4 的 cuDNN，都无法在这块 GPU 上运行。</translation>
    </message>
    <message>
        <source>CUDA %1.x supports compute capability %2 and newer</source>
        <translation>CUDA %1.x 支持计算能力 %2 及以上</translation>
    </message>
    <message>
        <source>CUDA %1 is too old for your %2</source>
        <translation>CUDA %1 太旧，不支持你的 %2</translation>
    </message>
    <message>
        <source>The %1 is a %2 GPU (compute capability %3). The first CUDA Toolkit that can build code for it is %4; the CUDA %5 toolkit at %6 is older. Programs built with it fail on this GPU, typically with &quot;no kernel image is available for execution on the device&quot;, and cuDNN builds for older toolkits lack its kernels.</source>
        <translation>%1 是 %2 架构的 GPU（计算能力 %3）。最早能为它编译代码的 CUDA 工具包是 %4；位于 %6 的 CUDA %5 工具包比它更旧。用这个工具包编译的程序在这块 GPU 上会失败，通常报错“no kernel image is available for execution on the device”；为旧版工具包构建的 cuDNN 也缺少适用于它的内核（kernel）。</translation>
    </message>
    <message>
        <source>Install CUDA Toolkit %1 or newer, and cuDNN built for it. A newer driver alone is not enough.</source>
        <translation>请安装 CUDA 工具包 %1 或更高版本，以及为它构建的 cuDNN。只更新驱动程序是不够的。</translation>
    </message>
    <message>
        <source>compute capability %1 (%2) needs CUDA %3 or newer</source>
        <translation>计算能力 %1（%2）需要 CUDA %3 或更高版本</translation>
    </message>
    <message>
        <source>Your %1 is newer than the wizard knows</source>
        <translation>你的 %1 比向导已知的 GPU 更新</translation>
    </message>
    <message>
        <source>The %1 has compute capability %2, newer than anything in the wizard&apos;s compatibility data (up to %3). It may need a newer CUDA Toolkit and cuDNN than the CUDA %4 toolkit at %5.</source>
        <translation>%1 的计算能力是 %2，比向导兼容性数据中的任何 GPU 都新（数据最高到 %3）。它可能需要比位于 %5 的 CUDA %4 工具包更新的 CUDA 工具包和 cuDNN。</translation>
    </message>
    <message>
        <source>Check NVIDIA&apos;s CUDA release notes for the first toolkit that supports this GPU, and update the wizard.</source>
        <translation>请查阅 NVIDIA 的 CUDA 发行说明，找到最早支持这块 GPU 的工具包版本，并更新本向导。</translation>
    </message>
    <message>
        <source>CUDA %1 supports your %2</source>
        <translation>CUDA %1 支持你的 %2</translation>
    </message>
    <message>
        <source>The %1 (compute capability %2, %3) can run programs built with the CUDA %4 toolkit at %5.</source>
        <translation>%1（计算能力 %2，%3）可以运行用位于 %5 的 CUDA %4 工具包编译的程序。</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <source>nvidia-smi printed no driver version (neither &quot;Driver Version&quot; nor &quot;KMD Version&quot;).</source>
        <translation>nvidia-smi 没有输出驱动程序版本（既没有“Driver Version”，也没有“KMD Version”）。</translation>
    </message>
    <message>
        <source>nvidia-smi --version printed no driver version.</source>
        <translation>nvidia-smi --version 没有输出驱动程序版本。</translation>
    </message>
    <message>
        <source>nvidia-smi printed a line that is not a GPU row: &quot;%1&quot;</source>
        <translation>nvidia-smi 输出了一行不是 GPU 信息的内容：“%1”</translation>
    </message>
    <message>
        <source>nvidia-smi printed a GPU row that could not be read: &quot;%1&quot;</source>
        <translation>nvidia-smi 输出的一行 GPU 信息无法解析：“%1”</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>No NVIDIA driver is installed</source>
        <translation>未安装 NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed, but it sees no GPU</source>
        <translation>已安装 NVIDIA 驱动程序，但它没有检测到 GPU</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 (supports CUDA up to %2)</source>
        <translation>NVIDIA 驱动程序 %1（最高支持 CUDA %2）</translation>
    </message>
    <message>
        <source>An NVIDIA driver is present but could not be used</source>
        <translation>存在 NVIDIA 驱动程序，但无法使用</translation>
    </message>
    <message>
        <source>inside a CUDA Toolkit</source>
        <translation>位于 CUDA 工具包内</translation>
    </message>
    <message>
        <source>own folder</source>
        <translation>独立文件夹</translation>
    </message>
    <message>
        <source>system package</source>
        <translation>系统软件包</translation>
    </message>
    <message>
        <source>Python package</source>
        <translation>Python 包</translation>
    </message>
    <message>
        <source>conda environment</source>
        <translation>conda 环境</translation>
    </message>
    <message>
        <source>folder on the search path</source>
        <translation>搜索路径中的文件夹</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1 — system report</source>
        <translation>cuDNN 安装向导 %1 — 系统报告</translation>
    </message>
    <message>
        <source>Platform: %1</source>
        <translation>平台：%1</translation>
    </message>
    <message>
        <source>Scanned tree: %1</source>
        <translation>扫描的目录树：%1</translation>
    </message>
    <message>
        <source>Driver and GPUs</source>
        <translation>驱动程序和 GPU</translation>
    </message>
    <message>
        <source>  Driver library: %1 (via %2)</source>
        <translation>  驱动程序库：%1（通过 %2）</translation>
    </message>
    <message>
        <source>  Driver said: %1</source>
        <translation>  驱动程序返回：%1</translation>
    </message>
    <message>
        <source>  GPU %1: %2, compute capability %3, %4 memory, %5 SMs (from %6)</source>
        <translation>  GPU %1：%2，计算能力 %3，显存 %4，%5 个 SM（来源：%6）</translation>
    </message>
    <message>
        <source>CUDA Toolkits</source>
        <translation>CUDA 工具包</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found.</source>
        <translation>没有找到 CUDA 工具包。</translation>
    </message>
    <message>
        <source>CUDA %1 at %2%3</source>
        <translation>CUDA %1，位于 %2%3</translation>
    </message>
    <message>
        <source> [default]</source>
        <translation> [默认]</translation>
    </message>
    <message>
        <source>  Version from: %1</source>
        <translation>  版本来源：%1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>  Default because %1</source>
        <translation>  设为默认的原因：%1</translation>
    </message>
    <message>
        <source>  nvcc: %1 (%2)</source>
        <translation>  nvcc：%1（%2）</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>  Found via: %1</source>
        <translation>  发现途径：%1</translation>
    </message>
    <message>
        <source>cuDNN copies</source>
        <translation>cuDNN 副本</translation>
    </message>
    <message>
        <source>No cuDNN was found on this machine.</source>
        <translation>这台电脑上没有找到 cuDNN。</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2 (%3)</source>
        <translation>cuDNN %1，位于 %2（%3）</translation>
    </message>
    <message>
        <source>  Header: %1 says %2</source>
        <translation>  头文件：%1 标明版本 %2</translation>
    </message>
    <message>
        <source>  Package: %1</source>
        <translation>  软件包：%1</translation>
    </message>
    <message>
        <source>  Built for CUDA: %1</source>
        <translation>  适用的 CUDA：%1</translation>
    </message>
    <message>
        <source>  Libraries: %1</source>
        <translation>  库：%1</translation>
    </message>
    <message>
        <source>  Problem: %1</source>
        <translation>  问题：%1</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>检查结论</translation>
    </message>
    <message>
        <source>  What to do: %1</source>
        <translation>  建议操作：%1</translation>
    </message>
    <message>
        <source>Recommended cuDNN</source>
        <translation>推荐的 cuDNN</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2: %3</source>
        <translation>适用于 CUDA %2 的 cuDNN %1：%3</translation>
    </message>
    <message>
        <source>No cuDNN release fits this machine.</source>
        <translation>没有适合这台电脑的 cuDNN 版本。</translation>
    </message>
    <message>
        <source>What could not be read</source>
        <translation>无法读取的内容</translation>
    </message>
    <message>
        <source>Scan took %1 ms.</source>
        <translation>扫描用时 %1 毫秒。</translation>
    </message>
</context>
<context>
    <name>SmallFileReader</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is not a regular file.</source>
        <translation>%1 不是普通文件。</translation>
    </message>
    <message>
        <source>%1 is too large to be a version file (%2 bytes).</source>
        <translation>%1 太大，不可能是版本文件（%2 字节）。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>ToolRunner</name>
    <message>
        <source>%1 could not be started (%2). Check that the file exists and is executable.</source>
        <translation>无法启动 %1（%2）。请检查该文件是否存在、是否可执行。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s and was stopped.</source>
        <translation>%1 在 %2 秒内没有响应，已被终止。</translation>
    </message>
    <message>
        <source>%1 crashed (%2).</source>
        <translation>%1 崩溃了（%2）。</translation>
    </message>
    <message>
        <source>%1 exited with code %2: %3</source>
        <translation>%1 已退出，退出代码 %2：%3</translation>
    </message>
</context>
<context>
    <name>ToolkitFinder</name>
    <message>
        <source>%1 is set to %2, but that folder does not exist. Programs that read %1 will not find CUDA.</source>
        <translation>%1 被设置为 %2，但该文件夹不存在。读取 %1 的程序将找不到 CUDA。</translation>
    </message>
    <message>
        <source>The toolkit&apos;s version.json could not be used: %1</source>
        <translation>无法使用工具包的 version.json：%1</translation>
    </message>
    <message>
        <source>it does not contain a line like &quot;CUDA Version 10.2.89&quot;</source>
        <translation>其中没有类似“CUDA Version 10.2.89”的行</translation>
    </message>
    <message>
        <source>The toolkit&apos;s version.txt could not be used: %1</source>
        <translation>无法使用工具包的 version.txt：%1</translation>
    </message>
    <message>
        <source>nvcc --version printed something that is not a version: &quot;%1&quot;</source>
        <translation>nvcc --version 输出的不是版本号：“%1”</translation>
    </message>
    <message>
        <source>The toolkit says it is CUDA %1 (%2), but its nvcc reports %3. The folder may hold parts of different CUDA releases; reinstalling the toolkit fixes this.</source>
        <translation>工具包显示自己是 CUDA %1（%2），但它的 nvcc 报告的是 %3。这个文件夹中可能混有不同 CUDA 版本的组件；重新安装工具包即可解决。</translation>
    </message>
    <message>
        <source>CUDA_PATH points to it</source>
        <translation>CUDA_PATH 指向它</translation>
    </message>
    <message>
        <source>its nvcc is the first one on PATH</source>
        <translation>它的 nvcc 在 PATH 中排在最前面</translation>
    </message>
    <message>
        <source>CUDA_HOME points to it</source>
        <translation>CUDA_HOME 指向它</translation>
    </message>
    <message>
        <source>/usr/local/cuda points to it</source>
        <translation>/usr/local/cuda 指向它</translation>
    </message>
    <message>
        <source>it is the only CUDA Toolkit found</source>
        <translation>它是唯一找到的 CUDA 工具包</translation>
    </message>
    <message>
        <source>nothing selects a toolkit (no nvcc on PATH, no CUDA_HOME or /usr/local/cuda); it is the newest</source>
        <translation>没有任何设置指定工具包（PATH 中没有 nvcc，也没有 CUDA_HOME 或 /usr/local/cuda）；它是最新的一个</translation>
    </message>
    <message>
        <source>%1 points to %2, which does not look like a CUDA Toolkit (no bin/nvcc, include/cuda.h or version file).</source>
        <translation>%1 指向 %2，但那里看起来不是 CUDA 工具包（没有 bin/nvcc、include/cuda.h 或版本文件）。</translation>
    </message>
    <message>
        <source>The version of the CUDA Toolkit in %1 could not be determined: it has no version file and nvcc gave no version.</source>
        <translation>无法确定 %1 中 CUDA 工具包的版本：它没有版本文件，nvcc 也没有给出版本。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::HardwarePage</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Multiprocessors (SMs)</source>
        <translation>多处理器（SM）</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>查询方式</translation>
    </message>
    <message>
        <source>Nothing to report about the driver and GPU.</source>
        <translation>关于驱动程序和 GPU，没有需要报告的内容。</translation>
    </message>
    <message>
        <source>What the check could not read</source>
        <translation>检查时无法读取的内容</translation>
    </message>
    <message>
        <source>Graphics card and driver</source>
        <translation>显卡和驱动程序</translation>
    </message>
    <message>
        <source>cuDNN runs on an NVIDIA graphics card (GPU) through the NVIDIA driver. Here is what this computer has.</source>
        <translation>cuDNN 通过 NVIDIA 驱动程序在 NVIDIA 显卡（GPU）上运行。下面是这台电脑的情况。</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>Graphics cards (GPUs)</source>
        <translation>显卡（GPU）</translation>
    </message>
    <message>
        <source>What this means for you</source>
        <translation>这对你意味着什么</translation>
    </message>
    <message>
        <source>You can still install cuDNN; checking that it runs needs an NVIDIA GPU and driver.</source>
        <translation>你仍然可以安装 cuDNN；但要检查它能否运行，需要 NVIDIA GPU 和驱动程序。</translation>
    </message>
    <message>
        <source>You can still install cuDNN; checking that it runs needs a GPU the driver can use.</source>
        <translation>你仍然可以安装 cuDNN；但要检查它能否运行，需要一块驱动程序能够使用的 GPU。</translation>
    </message>
    <message numerus="yes">
        <source>The driver works and sees %n GPU(s).</source>
        <translation>
            <numerusform>驱动程序工作正常，检测到 %n 个 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>You can still install cuDNN; checking that it runs needs a working driver.</source>
        <translation>你仍然可以安装 cuDNN；但要检查它能否运行，需要一个能正常工作的驱动程序。</translation>
    </message>
    <message>
        <source>Driver version: %1</source>
        <translation>驱动程序版本：%1</translation>
    </message>
    <message>
        <source>Newest CUDA version this driver supports: %1</source>
        <translation>此驱动程序支持的最高 CUDA 版本：%1</translation>
    </message>
    <message>
        <source>Driver library: %1</source>
        <translation>驱动程序库：%1</translation>
    </message>
    <message>
        <source>Asked through: %1</source>
        <translation>查询方式：%1</translation>
    </message>
    <message>
        <source>The driver said: %1</source>
        <translation>驱动程序返回：%1</translation>
    </message>
    <message>
        <source>No NVIDIA GPU was found.</source>
        <translation>没有找到 NVIDIA GPU。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ReportActionsBar</name>
    <message>
        <source>&amp;Copy report</source>
        <translation>复制报告(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Scan again</source>
        <translation>重新扫描(&amp;S)</translation>
    </message>
    <message>
        <source>Copies a text report of everything found, to paste into a message when you ask for help.</source>
        <translation>复制一份包含所有检查结果的文本报告，求助时可以把它粘贴到消息中。</translation>
    </message>
    <message>
        <source>Checks the computer again, for example after you installed or changed something.</source>
        <translation>重新检查这台电脑，例如在你安装或更改了某些内容之后。</translation>
    </message>
    <message>
        <source>Checking your computer. This usually takes a few seconds…</source>
        <translation>正在检查你的电脑，通常只需几秒钟…</translation>
    </message>
    <message>
        <source>Check finished.</source>
        <translation>检查完成。</translation>
    </message>
    <message>
        <source>Report copied. Paste it into your message when you ask for help.</source>
        <translation>报告已复制。求助时请把它粘贴到你的消息中。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ScanResultPage</name>
    <message>
        <source>Checking your computer. The results appear here in a moment.</source>
        <translation>正在检查你的电脑，结果稍后会显示在这里。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::SetupWizard</name>
    <message>
        <source>cuDNN Setup Wizard</source>
        <translation>cuDNN 安装向导</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ToolkitPage</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1（来自 %2）</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>yes: %1</source>
        <translation>是：%1</translation>
    </message>
    <message>
        <source>no nvcc in this toolkit</source>
        <translation>此工具包中没有 nvcc</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>nvcc</source>
        <translation>nvcc</translation>
    </message>
    <message>
        <source>Found via</source>
        <translation>发现途径</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Built for</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Sub-libraries</source>
        <translation>子库</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Nothing to report about CUDA and cuDNN.</source>
        <translation>关于 CUDA 和 cuDNN，没有需要报告的内容。</translation>
    </message>
    <message>
        <source>CUDA Toolkit and cuDNN</source>
        <translation>CUDA 工具包和 cuDNN</translation>
    </message>
    <message>
        <source>cuDNN is built for one CUDA version. Here are the CUDA Toolkits and the copies of cuDNN on this computer, and the cuDNN download that fits.</source>
        <translation>每个 cuDNN 都是针对某一个 CUDA 版本构建的。下面列出了这台电脑上的 CUDA 工具包和 cuDNN 副本，以及适合你的 cuDNN 下载。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found on this computer.</source>
        <translation>这台电脑上没有找到 CUDA 工具包。</translation>
    </message>
    <message>
        <source>No cuDNN was found on this computer.</source>
        <translation>这台电脑上没有找到 cuDNN。</translation>
    </message>
    <message>
        <source>CUDA Toolkits</source>
        <translation>CUDA 工具包</translation>
    </message>
    <message>
        <source>cuDNN already on this computer</source>
        <translation>这台电脑上已有的 cuDNN</translation>
    </message>
    <message>
        <source>What this means for you</source>
        <translation>这对你意味着什么</translation>
    </message>
    <message>
        <source>The cuDNN that fits</source>
        <translation>适合你的 cuDNN</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s), listed below</source>
        <translation>
            <numerusform>%n 个问题，见下方</numerusform>
        </translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>Header says %1</source>
        <translation>头文件标明版本 %1</translation>
    </message>
    <message>
        <source>Recommended: cuDNN %1 for CUDA %2</source>
        <translation>推荐：适用于 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>Download: %1</source>
        <translation>下载：%1</translation>
    </message>
    <message>
        <source>No cuDNN download can be recommended yet.</source>
        <translation>暂时还无法推荐要下载的 cuDNN。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::VerdictListWidget</name>
    <message>
        <source>What to do:</source>
        <translation>建议操作：</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>检查发现：</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::WelcomePage</name>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>This wizard helps you set up NVIDIA cuDNN, the library that deep-learning programs use to run fast on an NVIDIA graphics card.</source>
        <translation>本向导帮助你安装和配置 NVIDIA cuDNN。深度学习程序借助 cuDNN 这个库，才能在 NVIDIA 显卡上快速运行。</translation>
    </message>
    <message>
        <source>Check your graphics card (GPU) and its NVIDIA driver.</source>
        <translation>检查你的显卡（GPU）及其 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>Find the CUDA Toolkits and any cuDNN already on this computer, and check that they fit together.</source>
        <translation>查找这台电脑上的 CUDA 工具包和已有的 cuDNN，并检查它们是否相互匹配。</translation>
    </message>
    <message>
        <source>Tell you which cuDNN download fits your computer, and why.</source>
        <translation>告诉你哪个 cuDNN 下载适合你的电脑，以及原因。</translation>
    </message>
    <message>
        <source>The wizard goes step by step:</source>
        <translation>向导会一步一步进行：</translation>
    </message>
    <message>
        <source>The checks only look at your computer. Nothing is installed, changed or removed until you confirm it on a later page.</source>
        <translation>检查只会查看你的电脑，不会做任何改动。只有在后面的页面上经过你确认，才会安装、更改或删除内容。</translation>
    </message>
    <message>
        <source>This wizard never asks for your NVIDIA account password. If a download needs you to sign in, you do that in your own web browser.</source>
        <translation>本向导绝不会索要你的 NVIDIA 账户密码。如果下载需要登录，请在你自己的网页浏览器中完成。</translation>
    </message>
    <message>
        <source>The check of your computer has already started. Click Next to see the results.</source>
        <translation>对电脑的检查已经开始。点击“下一步”查看结果。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>cuDNN Setup Wizard</source>
        <translation>cuDNN 安装向导</translation>
    </message>
</context>
</TS>
