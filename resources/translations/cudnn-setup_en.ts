<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CommandLine</name>
    <message>
        <source>Look up every fixed system location under &lt;dir&gt; (a prepared tree or a mounted image).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the report as JSON (schema: docs/scan-json.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not run nvcc to cross-check toolkit versions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to wait for nvcc or nvidia-smi before giving up (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also print the log on the console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installs, checks and repairs NVIDIA cuDNN. Without a command it opens the wizard.

Commands:
  scan    Report the NVIDIA driver and GPUs, CUDA Toolkits and every cuDNN copy, with verdicts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command to run (scan). None opens the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one command may be given, not: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Known commands: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown platform &quot;%1&quot;. Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--platform only makes sense with --sysroot (the live system is always its own platform).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The --sysroot folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tool-timeout must be a number of seconds between 0 and 600.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you need one, install the NVIDIA driver first, then a CUDA Toolkit that the driver supports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found on this computer. You do not always need one: Python packages such as PyTorch, and the nvidia-cudnn pip packages, bring their own CUDA libraries. To build your own CUDA programs, or to use cuDNN from NVIDIA&apos;s archive, you need a CUDA Toolkit (cuDNN loads its cuBLAS and NVRTC libraries) and the cuDNN build for the same CUDA major version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan found no CUDA Toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version of the CUDA Toolkit at %1 is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard could not read which CUDA version the toolkit at %1 is, so it cannot check it against the driver, the GPU or cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run nvcc --version from that toolkit&apos;s bin folder; if it fails, reinstall the toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 is not in the wizard&apos;s data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA %1 toolkit at %2 is not covered by the wizard&apos;s compatibility data (as of %3), so its driver and GPU requirements could not be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check NVIDIA&apos;s CUDA release notes for the driver it needs, or update the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN: the wizard recommends %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer is ready for cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver works, it supports the GPU and the CUDA version in use, and nothing the wizard checks stands in the way of running cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompatText</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2, compute capability %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 at %2 (version read from %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 (CUDA variant unknown) at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(supports CUDA up to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>via %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compatibility data: %1 (source: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[not confirmed by an NVIDIA document]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown architecture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CudnnCopyInspector</name>
    <message>
        <source>The folder %1 could not be read (no permission), so cuDNN files in it, if any, were not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not contain a readable cuDNN version (CUDNN_MAJOR, CUDNN_MINOR, CUDNN_PATCHLEVEL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a link to %2, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete cuDNN %1: %2 missing. Programs fail when they first need the missing part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-libraries from different cuDNN releases are mixed in this folder: %1. cuDNN refuses to run like this (CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, but the libraries are cuDNN %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, but the libraries are cuDNN %3.x.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CudnnCopyRules</name>
    <message>
        <source>cuDNN %1 at %2 is complete as far as the wizard can tell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It supports your GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 looks fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found via: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead, with a CUDA %2.x toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN for CUDA %1 fits this computer; cuDNN %2 for CUDA %3 (%4) does, used with a CUDA %3.x toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN release in the wizard&apos;s data fits this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN files in %1 do not fit together</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The wizard found %n problem(s) inside this cuDNN copy (listed below). Programs that load it may fail to start, stop with a cuDNN error, or crash.</source>
        <translation>
            <numerusform>The wizard found %n problem inside this cuDNN copy (listed below). Programs that load it may fail to start, stop with a cuDNN error, or crash.</numerusform>
            <numerusform>The wizard found %n problems inside this cuDNN copy (listed below). Programs that load it may fail to start, stop with a cuDNN error, or crash.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the wizard&apos;s repair mode to replace this copy with a complete one, or remove it if nothing uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 is inside a CUDA %2 toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 does not match CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN at %1 was built for CUDA %2, but the CUDA Toolkit at %3 is version %4. Each cuDNN build is made for one CUDA major version: a CUDA %2 build needs CUDA %2&apos;s own libraries (such as cuBLAS), so programs built with CUDA %5 fail to load it or stop with errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is not in the wizard&apos;s data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard&apos;s compatibility data does not cover cuDNN %1 (at %2), so it cannot check whether this copy supports your GPU and driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 lists compute capabilities %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 does not support your GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA lists these GPU compute capabilities for cuDNN %1: %2. This does not cover %3, so cuDNN calls from the copy at %4 will fail there, typically with CUDNN_STATUS_ARCH_MISMATCH or &quot;no kernel image is available&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for cuDNN %1 for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN at %1 is built for CUDA %2 and needs NVIDIA driver %3 or newer. The installed driver is %4, so programs that load this copy fail with &quot;CUDA driver version is insufficient&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer and restart the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 needs driver %2 or newer%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (CUDA minor-version floor; NVIDIA lists N/A)</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is built for CUDA %1, like the CUDA %2 toolkit at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, so the build for the newest CUDA your driver supports was chosen; Python packages and programs that bring their own CUDA libraries can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit and no working driver were found, so the build for the newest CUDA was chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard knows no cuDNN archive for the platform &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The installed driver (%1) is too old for every CUDA version cuDNN is built for. Update the NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 would fit, but it needs NVIDIA driver %3 or newer and the installed driver is %4. Update the driver first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No known cuDNN release for CUDA %1 supports your GPU (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No known cuDNN release offers a CUDA %1 build for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 would fit, used with a CUDA %2.x toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform of this computer is unknown, so no archive can be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 is the newest known release that fits this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It supports your GPU (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your driver %1 meets its minimum, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA driver was found, so its driver requirement (%1 or newer) was not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver&apos;s version is unknown, so its driver requirement (%1 or newer) was not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA lists no driver minimum for it on this system; %1 is the floor for every CUDA %2 toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts of the wizard&apos;s data about this release are not confirmed by NVIDIA&apos;s documents.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library does not export %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDeviceGetCount reported %1 devices; only the first %2 were read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library does not export nvmlInit, nvmlShutdown and nvmlSystemGetDriverVersion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA driver library could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the CUDA toolkit&apos;s stub library (for linking only), not the NVIDIA driver. It was ignored; remove it from the library search path (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a usable CUDA driver library: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVML gave a driver version that is not a version number: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVML could not tell the driver version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU could not be fully described: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver of a %1 system cannot be queried from %2; only its files were checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi is there, but the CUDA driver library (%1) is missing, so CUDA programs could not use a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA management library (NVML) is installed, but the CUDA driver library is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi reports an NVIDIA driver, but the CUDA driver library (%1) was not found, so CUDA programs (and cuDNN) cannot use the GPU. Reinstall the driver; in a container, enable the &quot;compute&quot; driver capability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hanging nvidia-smi usually means that the driver or a GPU is stuck; restarting the computer often helps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver&apos;s files are installed, but its kernel module is not running. This happens after a driver update without a restart, or when Secure Boot blocks the module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its output was not understood, so the driver could not be identified. It begins: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of GPUs could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DriverRules</name>
    <message>
        <source>The CUDA %1 toolkit found at %2 needs driver %3 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA driver library and no nvidia-smi were found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for your GPU (from NVIDIA&apos;s website, or your Linux distribution&apos;s driver packages), restart the computer, and run this check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA driver is installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no NVIDIA driver that the wizard could find. That is fine for installing cuDNN: cuDNN is a set of files and can be copied now. But nothing that uses the GPU can run until a driver is installed, so the wizard cannot yet test cuDNN or tell whether your GPU and CUDA versions fit together. If this computer has no NVIDIA GPU, cuDNN cannot run here at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An NVIDIA driver (version %1) is installed and answers, but it reports no GPU. Programs that use cuDNN will find no GPU to run on. Common causes: the GPU is disabled (in the BIOS or Device Manager), a laptop is using only its built-in graphics, the program runs in a container or virtual machine without GPU access, or the driver no longer matches the system after an update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the GPU is enabled, restart the computer, and run nvidia-smi to see whether it lists the GPU. In a container, start it with GPU access (for example docker run --gpus all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed but does not work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An NVIDIA driver was found, but asking it about the GPU failed (the error is listed below). Until the driver works, no program can use the GPU and cuDNN cannot be tested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the computer first: a driver update often needs it. If the error stays, reinstall the NVIDIA driver for your GPU. On Linux this often happens after a kernel update, when the driver&apos;s kernel module was not rebuilt for the new kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver %1 works</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The NVIDIA driver answers and sees %n GPU(s).</source>
        <translation>
            <numerusform>The NVIDIA driver answers and sees %n GPU.</numerusform>
            <numerusform>The NVIDIA driver answers and sees %n GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The driver&apos;s version could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver works, but it did not say its version or the newest CUDA it supports, so the wizard cannot check whether it is new enough for a CUDA Toolkit or a cuDNN build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run nvidia-smi: the first lines show the driver version. Compare it with the driver your CUDA Toolkit needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs driver %2 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any CUDA %1.x toolkit runs with driver %2 or newer (minor-version compatibility)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA publishes no Windows driver minimum for this toolkit; the CUDA %1 floor is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 is not in the wizard&apos;s data; the requirements of %2 are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA %1 toolkit at %2 needs NVIDIA driver %3 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The installed driver is %1 and supports CUDA up to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The installed driver is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer and restart the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you cannot update the driver (for example on a shared lab computer), install a toolkit this driver supports instead: %1 is the newest it can run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even CUDA&apos;s minor-version compatibility needs at least driver %1 for CUDA %2.x. Programs built with this toolkit, and cuDNN for CUDA %2, will fail to start, usually with &quot;CUDA driver version is insufficient for CUDA runtime version&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver is older than CUDA %1 asks for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is still new enough for CUDA %1.x minor-version compatibility (driver %2 or newer), so most programs, cuDNN included, will run. Programs that compile GPU code while they run (PTX JIT) or use features newer than the driver may fail, for example with &quot;the provided PTX was compiled with an unsupported toolchain&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is needed for most work. To be safe, update the NVIDIA driver to %1 or newer when you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileChecksum</name>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver did not say which compute capability (GPU generation) %1 has, so the wizard cannot check which CUDA and cuDNN versions support it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up the GPU on NVIDIA&apos;s &quot;CUDA GPUs&quot; page and compare its compute capability with what your CUDA Toolkit and cuDNN support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1.x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a CUDA %1.x toolkit instead (the newest is %2); it can stay installed beside the other one, but must be the one your programs use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The newest cuDNN for it that supports this GPU is cuDNN %1 for CUDA %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit in the wizard&apos;s data supports this GPU any more; only older toolkits and cuDNN releases can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your %1 is too old for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has compute capability %2 (%3). CUDA %4.x toolkits support compute capability %5 and newer only, so programs built with the CUDA %6 toolkit at %7, and cuDNN for CUDA %4, cannot run on this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1.x supports compute capability %2 and newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 is too old for your %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is a %2 GPU (compute capability %3). The first CUDA Toolkit that can build code for it is %4; the CUDA %5 toolkit at %6 is older. Programs built with it fail on this GPU, typically with &quot;no kernel image is available for execution on the device&quot;, and cuDNN builds for older toolkits lack its kernels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install CUDA Toolkit %1 or newer, and cuDNN built for it. A newer driver alone is not enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute capability %1 (%2) needs CUDA %3 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your %1 is newer than the wizard knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has compute capability %2, newer than anything in the wizard&apos;s compatibility data (up to %3). It may need a newer CUDA Toolkit and cuDNN than the CUDA %4 toolkit at %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check NVIDIA&apos;s CUDA release notes for the first toolkit that supports this GPU, and update the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 supports your %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 (compute capability %2, %3) can run programs built with the CUDA %4 toolkit at %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <source>nvidia-smi printed no driver version (neither &quot;Driver Version&quot; nor &quot;KMD Version&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi --version printed no driver version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi printed a line that is not a GPU row: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi printed a GPU row that could not be read: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA driver is installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed, but it sees no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver %1 (supports CUDA up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An NVIDIA driver is present but could not be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside a CUDA Toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conda environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder on the search path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1 — system report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanned tree: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver and GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Driver library: %1 (via %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Driver said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  GPU %1: %2, compute capability %3, %4 memory, %5 SMs (from %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 at %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [default]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Version from: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Default because %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  nvcc: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Found via: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN was found on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 in %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Header: %1 says %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Package: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Built for CUDA: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Libraries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  What to do: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN release fits this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan took %1 ms.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SmallFileReader</name>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a version file (%2 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolRunner</name>
    <message>
        <source>%1 could not be started (%2). Check that the file exists and is executable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exited with code %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolkitFinder</name>
    <message>
        <source>%1 is set to %2, but that folder does not exist. Programs that read %1 will not find CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The toolkit&apos;s version.json could not be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not contain a line like &quot;CUDA Version 10.2.89&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The toolkit&apos;s version.txt could not be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc --version printed something that is not a version: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The toolkit says it is CUDA %1 (%2), but its nvcc reports %3. The folder may hold parts of different CUDA releases; reinstalling the toolkit fixes this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA_PATH points to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its nvcc is the first one on PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA_HOME points to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/usr/local/cuda points to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the only CUDA Toolkit found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing selects a toolkit (no nvcc on PATH, no CUDA_HOME or /usr/local/cuda); it is the newest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points to %2, which does not look like a CUDA Toolkit (no bin/nvcc, include/cuda.h or version file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version of the CUDA Toolkit in %1 could not be determined: it has no version file and nvcc gave no version.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::HardwarePage</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiprocessors (SMs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to report about the driver and GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the check could not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphics card and driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN runs on an NVIDIA graphics card (GPU) through the NVIDIA driver. Here is what this computer has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphics cards (GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this means for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still install cuDNN; checking that it runs needs an NVIDIA GPU and driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still install cuDNN; checking that it runs needs a GPU the driver can use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The driver works and sees %n GPU(s).</source>
        <translation>
            <numerusform>The driver works and sees %n GPU.</numerusform>
            <numerusform>The driver works and sees %n GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>You can still install cuDNN; checking that it runs needs a working driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest CUDA version this driver supports: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver library: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked through: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA GPU was found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ReportActionsBar</name>
    <message>
        <source>&amp;Copy report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scan again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies a text report of everything found, to paste into a message when you ask for help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks the computer again, for example after you installed or changed something.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking your computer. This usually takes a few seconds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report copied. Paste it into your message when you ask for help.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ScanResultPage</name>
    <message>
        <source>Checking your computer. The results appear here in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::SetupWizard</name>
    <message>
        <source>cuDNN Setup Wizard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ToolkitPage</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no nvcc in this toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found via</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to report about CUDA and cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkit and cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN is built for one CUDA version. Here are the CUDA Toolkits and the copies of cuDNN on this computer, and the cuDNN download that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN was found on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN already on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this means for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s), listed below</source>
        <translation>
            <numerusform>%n problem, listed below</numerusform>
            <numerusform>%n problems, listed below</numerusform>
        </translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header says %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: cuDNN %1 for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN download can be recommended yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::VerdictListWidget</name>
    <message>
        <source>What to do:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::WelcomePage</name>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This wizard helps you set up NVIDIA cuDNN, the library that deep-learning programs use to run fast on an NVIDIA graphics card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check your graphics card (GPU) and its NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the CUDA Toolkits and any cuDNN already on this computer, and check that they fit together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell you which cuDNN download fits your computer, and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard goes step by step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checks only look at your computer. Nothing is installed, changed or removed until you confirm it on a later page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This wizard never asks for your NVIDIA account password. If a download needs you to sign in, you do that in your own web browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check of your computer has already started. Click Next to see the results.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>cuDNN Setup Wizard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
