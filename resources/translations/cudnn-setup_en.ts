<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AnswerFile</name>
    <message>
        <source>&quot;%1&quot; is not yes or no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an absolute path. Write the whole path (/srv/cudnn/... or C:\cudnn\...): the file is used on many machines, from any folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no section [%1]. The sections are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line is not a [section], a key = value line or a comment (# or ;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before any [section]; put it under the section it belongs to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1] has no key &quot;%2&quot;. Its keys are %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given twice (first on line %2); keep one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an http(s) address nor an absolute folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a proxy address like http://proxy.example:3128 or socks5://10.0.0.1:1080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cuDNN release: write newest, or a version such as 9.20 or 9.20.0.48.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA major version: write auto, or a number such as 12 or 13.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from = mirror needs a mirror = &lt;address or folder&gt; line in [source].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from = archive needs an archive = &lt;file&gt; line in [source].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mirror is given, but [source] from is not mirror: set from = mirror, or remove this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An archive is given, but [source] from is not archive: set from = archive, or remove this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With from = archive, the archive decides the release: remove this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target names the folder of a side-by-side install: add layout = side-by-side, or remove this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer file cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda-from names where the CUDA pieces come from: add cuda = runtime or develop, or remove this line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces need a cuda-from = &lt;folder&gt; line in [install]: a folder laid out like NVIDIA&apos;s CUDA redist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder: remove layout = side-by-side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA release such as 13.0.2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It says the opposite of source.allow-insecure-mirror; keep one of the two.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArchiveExtractor</name>
    <message>
        <source>entry without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>path of %n characters, too long</source>
        <translation>
            <numerusform>path of %n character, too long</numerusform>
            <numerusform>path of %n characters, too long</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not an archive file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): its download did not finish or failed. Download it again from NVIDIA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an archive with nothing in it. Download the archive again from NVIDIA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking %1 was cancelled. Nothing of it was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tar or zip archive that can be unpacked (%2). Download it again from NVIDIA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2). This usually means the download was interrupted: download it again. Nothing was installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2); unpacking stopped at &quot;%3&quot;. This usually means the download was interrupted: download it again. Nothing was installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read to the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive holds an unsafe entry, &quot;%1&quot; (%2). Nothing was installed. Download the archive again from NVIDIA: archives from NVIDIA hold no such entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unpacks to more than %2, the most allowed: it reached %3 at &quot;%4&quot;. No cuDNN archive is that large, so this file is damaged or made to fill the disk (a &quot;zip bomb&quot;). Nothing was installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 had unpacked to %2 from a file of %3 when it was stopped at &quot;%4&quot;: far more than any cuDNN archive holds, so it is damaged or made to fill the disk (a &quot;zip bomb&quot;). Nothing was installed. Download the archive again from NVIDIA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists. The archive is only unpacked into a new folder: remove or rename the existing one, or choose another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1, where the archive was to be unpacked, does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2. Check that you may write to that folder and that its disk is not read-only, or choose another place. Nothing was installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding %1 has %2 free, but %3 unpacks to %4. Free up space on that disk or choose a folder on another disk, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It needs %1 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It needs more than the %1 written before the disk filled up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding %1 is full: unpacking %2 stopped at &quot;%3&quot;. %4; %5 are free there now. Free up space on that disk or choose a folder on another disk, then try again. Nothing was installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of what was unpacked could not be removed: delete %1 by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an archive of NVIDIA&apos;s CUDA redist: it should hold one folder named like cuda_cudart-linux-x86_64-13.0.96-archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2, not the %3 its name says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds an empty %2 folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArchiveIdentifier</name>
    <message>
        <source>It is built for %1, but this computer needs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is built for CUDA %1, but the chosen CUDA toolkit is CUDA %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1; and %n more</source>
        <translation>
            <numerusform>%1; and %n more</numerusform>
            <numerusform>%1; and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s cuDNN samples archive (example source code), not the cuDNN library. Download the archive whose name starts with &quot;cudnn-&quot; instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s cuDNN JIT add-on, not the cuDNN library itself. Download the archive whose name starts with &quot;cudnn-&quot; instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s %2 archive, not the cuDNN library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library. It contains %2, which belong to the CUDA Toolkit or another NVIDIA library, not to cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library; it looks like the cuDNN samples (example source code), not the cuDNN library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library (no libcudnn*.so or cudnn*.dll file), so it is not a cuDNN archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds both Linux and Windows cuDNN libraries, so it is not an archive as NVIDIA ships it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds cuDNN libraries in more than one folder (%2), so it is not clear which copy to install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mixes libraries of cuDNN %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mixes libraries of different cuDNN releases (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds parts of cuDNN (%2) but not the main cuDNN library (%3), so it is not a cuDNN release archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1, %2 says cuDNN %3, but the libraries are cuDNN %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN version of %1 cannot be told: it has no version header and its library names carry no version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linux</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names NVIDIA&apos;s %2 package, not the cuDNN library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says cuDNN %2, but the files inside are cuDNN %3 (from %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says it is for %2, but the archive contains %3 libraries (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file name %1 does not match the folder inside it, %2; the file may have been renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not an archive file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): its download did not finish or failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an archive that can be opened (%2). Download it again from NVIDIA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2). This usually means the download was interrupted: download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an archive with nothing in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains entries that would be written outside the folder it is unpacked into, so it will not be used: %2. Archives from NVIDIA have none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file name %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder inside, %1,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither the file name nor the folder inside says which processor these Linux libraries are for (x86_64 or ARM64); make sure it is the one of this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither the file name nor the folder inside says which CUDA version this cuDNN was built for.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --layer or --shape, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown layer &quot;%1&quot;. Use conv2_x, conv3_x, conv4_x or conv5_x, or --shape for your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shape wants nine whole numbers N,C,H,W,K,R,S,pad,stride that make a valid convolution (the filter must fit the padded input), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shape carries its own batch (its first number): leave out --batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--batch is a number from 1 to 1024, or &quot;auto&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--precision takes fp32, tf32, fp16 or all (comma-separated), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ResNet-50 layer to time: conv2_x, conv3_x (default), conv4_x or conv5_x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time a layer of your own instead: N,C,H,W,K,R,S,pad,stride (batch, channels, height, width, filters, filter height, filter width, padding, stride).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The batch size, 1 to 1024, or &quot;auto&quot; (64 with a GPU, 8 without; the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN precisions to time: fp32, tf32, fp16 or all (default), comma-separated. Strict FP32 is always timed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the CPU row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write the results as CSV to &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time a convolution layer with cuDNN, with plain CUDA kernels and on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchmarkResult</name>
    <message>
        <source>There is no NVIDIA driver on this computer, so nothing could run on a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU, so nothing could run on a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer (%1), so nothing could run on a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU part of the benchmark did not run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchmarkRunner</name>
    <message>
        <source>Timing cuDNN (FP32, strict)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing cuDNN (TF32, tensor cores)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing cuDNN (FP16, NHWC)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing the tiled CUDA kernel...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing the naive CUDA kernel...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the GPU...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working on the GPU (%1)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No valid shape was given for the custom layer, so nothing was timed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no layer called &quot;%1&quot;, so nothing was timed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing the CPU (im2col + OpenBLAS)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchmarkText</name>
    <message>
        <source>cuDNN, FP32 (strict, no tensor cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN, TF32 (tensor cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN, FP16 (NHWC, tensor cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own CUDA kernel, tiled implicit GEMM (FP32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own CUDA kernel, naive (FP32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CPU, im2col + OpenBLAS (FP32, %n thread(s))</source>
        <translation>
            <numerusform>CPU, im2col + OpenBLAS (FP32, %n thread)</numerusform>
            <numerusform>CPU, im2col + OpenBLAS (FP32, %n threads)</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU, im2col + OpenBLAS (FP32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong results: the check failed (largest error %1, allowed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: no NVIDIA driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: the NVIDIA driver did not answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: TF32 needs a GPU of compute capability 8.0 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: cuDNN could not be loaded or started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: cuDNN found no algorithm for this layer within the workspace limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: a CUDA call failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: the buffers do not fit in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: the layer needs more memory than the benchmark allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: the layer&apos;s shape is not a valid convolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-50 conv2_x (64 channels, 56×56)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-50 conv3_x (128 channels, 28×28)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-50 conv4_x (256 channels, 14×14)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-50 conv5_x (512 channels, 7×7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch %1, %2 input channels of %3×%4, %5 filters of %6×%7, padding %8, stride %9 (output %10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN ran this layer %1 faster than a plain CUDA kernel (the tiled implicit-GEMM kernel, FP32 both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plain CUDA kernel (tiled implicit GEMM) ran this layer %1 faster than cuDNN (FP32 both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the naive CUDA kernel (one thread per output, no tiling), cuDNN was %1 faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The naive CUDA kernel ran this layer %1 faster than cuDNN (FP32 both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fastest GPU row, %1, ran this layer %2 faster than the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU ran this layer %1 faster than the fastest GPU row, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With FP16 data and tensor cores, cuDNN was %1 faster than in strict FP32, at lower precision (FP16 inputs, FP32 accumulation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 with tensor cores was slower than strict FP32 on this layer (%1 ms against %2 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With TF32 tensor cores (FP32 data, products rounded to TF32), cuDNN was %1 faster than in strict FP32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TF32 with tensor cores was slower than strict FP32 on this layer (%1 ms against %2 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cuDNN&apos;s quick guess (%2) took %3 ms; timing the candidates (Find) picked %4, %5 faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cuDNN&apos;s quick guess (%2, %3 ms) was as fast as the pick of its timed search (%4, %5 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no NVIDIA driver, so neither cuDNN nor the CUDA kernels could run: they need an NVIDIA GPU and its driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU, so neither cuDNN nor the CUDA kernels could run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU part of the benchmark did not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was measured is the same layer on this computer&apos;s processor: %1, %2 ms per run, %3 TFLOP/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU row gave no time either (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was measured on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a computer with an NVIDIA GPU and its driver, the table also shows cuDNN in strict FP32, in TF32 and in FP16 with tensor cores, and two CUDA kernels written without cuDNN (a naive one and a tiled implicit-GEMM one), each with its time, its throughput and its share of the GPU&apos;s peak. The gap between cuDNN and those kernels is what cuDNN is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convolution benchmark — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %1 (chosen automatically)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>GPU: %1 (compute capability %2, %n multiprocessor(s), clock %3 MHz)</source>
        <translation>
            <numerusform>GPU: %1 (compute capability %2, %n multiprocessor, clock %3 MHz)</numerusform>
            <numerusform>GPU: %1 (compute capability %2, %n multiprocessors, clock %3 MHz)</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU: none — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver: supports CUDA up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA runtime of the benchmark program: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN: not loaded from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN: no copy given (only the hand-written kernels and the CPU run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CPU: %1, %n thread(s)</source>
        <translation>
            <numerusform>CPU: %1, %n thread</numerusform>
            <numerusform>CPU: %1, %n threads</numerusform>
        </translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms median [p10–p90]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass (largest error %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL (largest error %1, allowed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: algorithm %2, workspace %3, math type %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the heuristic alone would have picked %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN&apos;s choices (Find, timed over its candidates under the workspace cap):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOP/s are effective (2·N·K·P·Q·C·R·S per run over the median time); % of peak is against this GPU&apos;s peak for the row&apos;s precision at %1 MHz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the numbers say:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckExplanationParts</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version 580 or newer (this cuDNN is built for CUDA 13; on Linux at least 580.65.06)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version 525.60.13 or newer on Linux, 527.41 or newer on Windows (this cuDNN is built for CUDA 12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a current version for your GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a version that supports CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall cuDNN into %1 from one complete archive (or let the wizard install it again), so that every file comes from the same release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check reported &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (reported as &quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a problem this version of the wizard has no explanation for; the words above are the check&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report and look up the check&apos;s message; a newer version of the wizard may explain it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This check was skipped; the words above are the check&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked: no cuDNN library could be loaded to ask.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This can only be asked from a loaded library; the library check above says why none loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loaded library has no function %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A real cuDNN library of this version has it: the file is damaged, cut short, or not cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Only one command may be given, not: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Known commands: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installs, checks and repairs NVIDIA cuDNN. Without a command it opens the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`cudnn-setup &lt;command&gt; --help` lists the options of that command. The options below are the wizard&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command to run (see above). None opens the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option --%1. `%2` lists the options of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (it is an option of: %3). `%4` lists the options of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same as --%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was given twice, as %2 and as --%3 %4: give it once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes one %2, not: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandOptions</name>
    <message>
        <source>Language of the interface and reports: en, zh_CN or zh_TW (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also print the log on the console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat the --sysroot tree as &lt;platform&gt;: linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up every fixed system location under &lt;dir&gt; (a prepared tree or a mounted image).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
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
        <source>Get manifests and archives from this lab mirror (https or http URL, or a folder) instead of NVIDIA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url-or-dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this proxy (http://host:port or socks5://host:port) instead of the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download cache folder (default: the user&apos;s cache folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN release, e.g. 9.20 or 9.20.0.48 (default: the one that fits this machine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA major the build is for, e.g. 12 or 13 (default: the CUDA Toolkit&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN archive (.tar.xz, .tgz or .zip) to install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder to install into or to build for (default: the one the scan picks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder of a side-by-side install (default: /opt/nvidia/cudnn/... or ~/.local/opt/nvidia/cudnn/...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;user&quot; (this user&apos;s environment and folders) or &quot;system&quot; (all users; needs administrator rights). Default: system when run as root, else user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave environment variables and loader settings alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the plan (every file, every change) and change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder of the cuDNN libraries to look at (default: the copy a scan picks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds to wait for the cudnn-probe helper before stopping it (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the result as JSON (schema: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep and look up install records in &lt;dir&gt; (default: the user&apos;s app-data folder and the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown platform &quot;%1&quot;. Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--platform needs --sysroot here (the live system is always its own platform); only fetch takes it alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The --sysroot folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tool-timeout must be a number of seconds above 0 and at most 600.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--proxy wants an address like http://proxy.example:3128 or socks5://10.0.0.1:1080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda wants a CUDA major version such as 12 or 13, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--layout is &quot;toolkit&quot; or &quot;side-by-side&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scope is &quot;user&quot; or &quot;system&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--target names the folder of a side-by-side install: add --layout side-by-side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--probe-timeout must be a number of seconds above 0 and at most 3600.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Use en, zh_CN or zh_TW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;toolkit&quot; copies cuDNN into the CUDA Toolkit; &quot;side-by-side&quot; puts it in a folder of its own. Default: install takes the toolkit when you may write in it and the archive is for Linux, else side by side; provision takes install.layout, else the toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also install the CUDA pieces, for a machine without a CUDA Toolkit: &quot;runtime&quot; (what cuDNN needs to run) or &quot;develop&quot; (also the compiler). They and cuDNN go into one new toolkit folder (--cuda-root; default /usr/local/cuda-X.Y or ~/.local/cuda-X.Y) as one undoable install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda-from goes with --with-cuda runtime|develop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--with-cuda is &quot;runtime&quot; or &quot;develop&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--with-cuda needs --cuda-from &lt;dir&gt;: a folder with NVIDIA&apos;s CUDA redist manifest and archives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The --cuda-from folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --with-cuda, cuDNN goes into the new toolkit folder with the CUDA pieces: leave out --layout side-by-side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where --with-cuda takes the archives from: a folder laid out like NVIDIA&apos;s CUDA redist (redistrib_X.Y.Z.json and the archives at their relative_path), or an http(s) address of one, such as NVIDIA&apos;s own (https://developer.download.nvidia.com/compute/cuda/redist/) or a lab mirror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir|url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA release to take from an http(s) --cuda-from, e.g. 13.0.2 (default: the newest of the cuDNN build&apos;s CUDA major that this machine&apos;s driver runs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda-release names a CUDA release such as 13.0.2, and goes with an http(s) --cuda-from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the cuDNN library folder goes (Linux): &quot;everywhere&quot; (LD_LIBRARY_PATH of every new shell, or ld.so.conf for all users), &quot;activation-script&quot; (only a script you source for your own programs), or &quot;auto&quot;: everywhere unless that would change the cuDNN a framework on this computer (such as pip&apos;s PyTorch) loads. Default: auto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--library-path is &quot;auto&quot;, &quot;everywhere&quot; or &quot;activation-script&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a plain http:// --mirror or --cuda-from. Nothing sent over http is encrypted: anyone on the network between can read it, or change the files and the checksums that come with them. Only on a network you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 %2 is plain http://, which is not encrypted: anyone on the network between could change the files and the checksums that come with them. Use its https:// address or a folder, or add --allow-insecure-mirror if this network is one you trust.</source>
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
    <name>ConsoleOutput</name>
    <message>
        <source>%1% of %2, %3/s, %4 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CopyCheckExplanations</name>
    <message numerus="yes">
        <source>%n cuDNN libraries loaded from %1.</source>
        <translation>
            <numerusform>%n cuDNN library loaded from %1.</numerusform>
            <numerusform>%n cuDNN libraries loaded from %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cuDNN %1 library files are in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This folder does not hold cuDNN: programs looking for it here will not find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder that holds libcudnn.so.%1 (cudnn64_%1.dll on Windows), or install cuDNN there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n expected cuDNN library file(s) are missing from %1: %2.</source>
        <translation>
            <numerusform>%n expected cuDNN library file is missing from %1: %2.</numerusform>
            <numerusform>%n expected cuDNN library files are missing from %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>cuDNN %1 is split into libraries that load each other. When one is missing, cuDNN stops (aborts) the program that uses it as soon as it needs that part, often in the middle of a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the missing files from the same cuDNN archive (its lib folder, bin on Windows) into %1, or reinstall cuDNN there from one complete archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cuDNN library file(s) in %1 could not be loaded: %2.</source>
        <translation>
            <numerusform>%n cuDNN library file in %1 could not be loaded: %2.</numerusform>
            <numerusform>%n cuDNN library files in %1 could not be loaded: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The files are there, but the system refused to load them: a damaged or truncated file, a file for another processor or system, or a library they need is missing (the message names it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall cuDNN from a freshly downloaded archive; if the message names another library, install what provides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cudnnGetVersion() reports cuDNN %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no version in the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>All %n libraries carry version %1 in their names.</source>
        <translation>
            <numerusform>The %n library carries version %1 in their names.</numerusform>
            <numerusform>All %n libraries carry version %1 in their names.</numerusform>
        </translation>
    </message>
    <message>
        <source>The libraries&apos; names carry the same version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library files are from different releases: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usually an update copied over only some files. cuDNN&apos;s parts must come from one release: mixed ones refuse to work together (a sub-library version mismatch) or crash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the cuDNN files from %1 and install them again from one archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard&apos;s repair can do this and keeps a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file names carry no full version (only the major, as in libcudnn_ops.so.9), so the libraries cannot be compared by name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal for copies from Python packages and for some archives; the version and header checks still apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header %1 and the libraries are both cuDNN %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, the libraries say %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The headers (cudnn_version.h in %1) belong to another release than the libraries: programs compiled against them may fail at run time. Programs that only load cuDNN (PyTorch, TensorFlow) are not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall cuDNN from one archive, or copy the include folder of the archive the libraries came from (cuDNN %1) into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cudnn_version.h (or cudnn.h) in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs that only load cuDNN (PyTorch, TensorFlow) do not need the headers; compiling your own code against cuDNN does. If you need them, copy the include folder of the same cuDNN archive there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not compared: no library version to compare the header with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2; no library version to compare it with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison needs a loaded library; the library check above says why none loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cuDNN was built with CUDA %1 (the check program uses CUDA %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found by name: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuBLASLt is not on the library search path, but in a folder beside cuDNN (%1). Programs that load cuDNN from this folder normally find it; if one reports cuBLASLt missing, add that folder to the library search path (LD_LIBRARY_PATH on Linux, PATH on Windows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(its version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was found neither on the library search path nor beside cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN loads cuBLASLt from the CUDA Toolkit while it runs, for many convolution and matrix engines (the classic convolution calls included). Without it those calls fail although cuDNN itself loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA %1 Toolkit (at least its cuBLAS part), or add the folder that holds %2 (the toolkit&apos;s lib64 folder, bin on Windows) to the library search path (LD_LIBRARY_PATH on Linux, PATH on Windows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the zlib compression library) could not be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN needs zlib to load at all: without it every program that uses cuDNN fails at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put zlibwapi.dll (64-bit) beside the cuDNN files in %1 or in a folder on PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install zlib with the system&apos;s package manager (Debian and Ubuntu: sudo apt install zlib1g; Fedora: sudo dnf install zlib).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked: the CUDA version cuDNN was built for is unknown, so the cuBLASLt it needs is too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version comes from a loaded library; the checks above say why there is none.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CopyRules</name>
    <message>
        <source>Replace every cuDNN library in %1 with the complete set from one cuDNN archive (all files of its lib%2 folder, together with its include folder), e.g. with: cudnn-setup install --archive FILE. Or delete this copy if another one is the one you use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN copy: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN in %1 is incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of the libraries that make up cuDNN %1 are not in this folder. Since cuDNN 8, cuDNN is a set of libraries that load each other; with only some of them, programs start and then fail, often with a crash, when they first need a missing one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the main cuDNN library was copied to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was found there, but none of the sub-libraries it loads. This is what happens when only one file is copied by hand (as older guides for cuDNN 7 say). Programs start, then stop with an error or a crash at their first cuDNN call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN in %1 mixes files of different releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN header beside %1 is from another release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Programs built here compile against one release and run with another, which fails or misbehaves in ways that are hard to trace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header: %1 (cuDNN %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Libraries: cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the include folder of the same cuDNN archive as the libraries over %1, or reinstall the whole copy: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN headers in %1 are incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 includes other cuDNN headers that are not beside it, so every program that includes cudnn.h stops compiling with &quot;%2: No such file or directory&quot;. Programs already built are not affected: they only need the libraries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy every file of the include folder of the cuDNN archive the libraries came from into %1 (all the cudnn*.h files, not only cudnn.h).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CpuBenchmark</name>
    <message>
        <source>The layer&apos;s shape is not a valid convolution (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layer needs %1 of memory on the CPU, more than the benchmark allows (%2); choose a smaller batch or layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There was not enough memory for the layer&apos;s buffers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CudaArchiveUnpacker</name>
    <message>
        <source>Unpacking the CUDA pieces was cancelled. Nothing of them was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 bytes, but NVIDIA&apos;s manifest says %3: the download is incomplete or it is another file. Delete it and download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SHA-256 of %1 is not the one in NVIDIA&apos;s manifest: the file is damaged or not NVIDIA&apos;s. Delete it and download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2, not the CUDA component %3 the manifest names for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>something else</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CudaComponents</name>
    <message>
        <source>The CUDA pieces cuDNN needs, and the compiler: enough to build and run a CUDA and cuDNN program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces cuDNN needs to run (cuBLAS, NVRTC and the CUDA runtime).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CudaRedistFolder</name>
    <message>
        <source>%1 holds no manifest of NVIDIA&apos;s CUDA %2 redist (redistrib_%2.x.y.json). Copy one there with its archives, or name another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no manifest of NVIDIA&apos;s CUDA redist (redistrib_X.Y.Z.json). Copy one there with its archives, or name another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA %1 manifest %2 has no %3 for %4, so the %5 profile cannot be installed from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n archive(s) of CUDA %1 are missing in %2: %3. Copy them there from NVIDIA&apos;s redist (https://developer.download.nvidia.com/compute/cuda/redist/), keeping their folders.</source>
        <translation>
            <numerusform>%n archive of CUDA %1 is missing in %2: %3. Copy it there from NVIDIA&apos;s redist (https://developer.download.nvidia.com/compute/cuda/redist/), keeping its folders.</numerusform>
            <numerusform>%n archives of CUDA %1 are missing in %2: %3. Copy them there from NVIDIA&apos;s redist (https://developer.download.nvidia.com/compute/cuda/redist/), keeping their folders.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CudaToolkitAssembly</name>
    <message numerus="yes">
        <source>%n file(s) come in two CUDA components with different contents; the later component&apos;s copy is installed (first: %1).</source>
        <translation>
            <numerusform>%n file comes in two CUDA components with different contents; the later component&apos;s copy is installed (%1).</numerusform>
            <numerusform>%n files come in two CUDA components with different contents; the later component&apos;s copy is installed (first: %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CudaToolkitChooser</name>
    <message>
        <source>The NVIDIA driver %1 is too old for the CUDA Toolkits the wizard can install: CUDA %2 needs driver %3 or newer. Update the driver first, then run the wizard again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 cannot be installed for this computer&apos;s GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit the wizard knows supports this computer&apos;s GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the newest CUDA Toolkit for your GPU. No NVIDIA driver was found: programs built with it need driver %2 or newer to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the newest CUDA Toolkit that your driver %2 and your GPU support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: your driver %2 meets its minimum. %3 is newer but needs driver %4.</source>
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
    <message>
        <source>%1 includes headers that are not in its folder: %2. Programs that include cudnn.h do not compile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder it is in</source>
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
        <source>cuDNN for CUDA %1 needs driver %2 or newer%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (CUDA minor-version floor; NVIDIA lists N/A)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CudnnMajorRules</name>
    <message>
        <source>cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 or older</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 does not exist for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN at %1 is cuDNN %2, but NVIDIA never released a cuDNN %3 for CUDA %4; CUDA %4 needs cuDNN %5. This copy was made for an older CUDA, so programs built with the CUDA %6 toolkit at %7 either do not find the cuDNN they ask for (libcudnn.so.%5 / cudnn64_%5.dll) or fail when they load this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN majors released for CUDA %1 (wizard data): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a cuDNN %1 built for CUDA %2 instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, and remove the cuDNN %2 files from %3 (or reinstall the toolkit). Programs that really need cuDNN %2 need a CUDA toolkit it was built for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. If nothing on this computer needs cuDNN %2 any more, remove it from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed beside it: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Python of this environment, run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Python of this environment, run: python -m pip uninstall -y nvidia-cudnn-cu%1 and then: python -m pip install --force-reinstall &quot;%2&quot; (both packages share the folder nvidia/cudnn, so the reinstall puts back files the uninstall removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN package installed in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader finds: %1 (via %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the Python of this environment, run: %1. That puts the cuDNN it was built for beside it, where it looks first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 for CUDA %3, but finds %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python package %1 in %2 was built for %3 for CUDA %4: its package metadata asks for %5. What it gets is %6. cuDNN builds of another major version or for another CUDA major have other library names and functions, so %7 fails when it starts using the GPU, with errors such as &quot;Could not load library libcudnn...&quot;, &quot;undefined symbol&quot; or a cuDNN version mismatch.</source>
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
    <name>CudnnReleaseCauses</name>
    <message>
        <source>%1 found a cuDNN that does not fit the one it was built with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JAX found cuDNN %1, older than the %2 it needs at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loaded cuDNN %2, but it was built with cuDNN %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PaddlePaddle compares the cuDNN it was built with (%1) with the one it finds (%2) and warns when they differ. It goes on running, but cuDNN calls can fail or give wrong results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JAX was built with cuDNN %1 and accepts no cuDNN older than %2; the cuDNN it found is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks the cuDNN it loads: it must have the same major version as the cuDNN it was built with (%2) and the same or a newer minor version. The cuDNN it loaded is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch comes with its own cuDNN (on Linux the nvidia-cudnn wheel installed with it, on Windows in torch\lib), so another cuDNN was loaded before its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN %1 was found on this computer, so the message probably comes from another computer or another environment (a container, a conda environment that was not active during the scan, another user&apos;s account).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 is in %2, a folder on %3. The loader searches the folders on %3 before the folder of the cuDNN that %4 brings with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 is in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cuDNN that fits, %1, is in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN %1 or newer of major version %2 was found on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 or a newer %2.x where PaddlePaddle finds it, or install the PaddlePaddle build made for the cuDNN you have (%3): PaddlePaddle&apos;s installation page lists a build for each CUDA and cuDNN version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN it was built with: take other cuDNN folders off %2, and run cudnn-setup doctor to see which copy programs load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from %2 where it is set (a shell profile such as ~/.bashrc, a conda activation script, a job script; on Windows: System Properties &gt; Environment Variables), open a new terminal and start %3 again: it then loads the cuDNN it brings with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If %1 has no cuDNN of its own, update the cuDNN in %2 to %3 or newer of the same major version instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN in %2 instead of the one in %3 (for example by putting %2 first on %4), or update the cuDNN in %3 to %5 or newer of the same major version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the cuDNN in %1 to %2 or newer of the same major version (cudnn-setup installs it), or install a build of %3 made for cuDNN %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the computer where the error happened, make %1 load a cuDNN of major version %2, %3 or newer: take other cuDNN folders off %4, or install that cuDNN. cudnn-setup doctor, run there, shows which copy programs load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cuDNN function (%1) is missing from the cuDNN that was loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program, or one cuDNN library loading another, needs the function %1 (from %2), and the cuDNN library the loader gave it does not have it. Either that cuDNN is older than the one the program was built with, or parts of two cuDNN releases were mixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN loaded parts of two different releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN is split into several libraries (libcudnn, libcudnn_ops, libcudnn_cnn, libcudnn_engines_*, ...) that must all come from one release. CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH means that the main library found a part of another release — typically because a cuDNN folder on LD_LIBRARY_PATH (or Path) supplies some parts while the others come from a pip package&apos;s copy, or because two releases were unpacked into one folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds files of several releases: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 in %2 is on %3, and the Python package&apos;s cuDNN %4 is in %5: a program using the package&apos;s copy can get parts from the folder on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from %2, so that the program takes every part from one copy, or update that copy to the release of the other (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 holds files of more than one cuDNN release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN into %1 again from one archive, after removing the libcudnn files of the other release (cudnn-setup doctor reports the folder as copy-mixed-releases).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make sure that only one cuDNN release is on the program&apos;s search path: look for cuDNN folders on %1 besides the program&apos;s own copy, and run cudnn-setup doctor where the error happened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If there is only one, update it to the release the program was built with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cuDNN does not support GPUs below compute capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 and newer, and every cuDNN build for CUDA 13, no longer support GPUs below compute capability %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New cuDNN releases, and every cuDNN build for CUDA 13, no longer support GPUs below compute capability %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those are the Maxwell, Pascal and Volta GPUs, for example GeForce GTX 10xx, Tesla P100 and V100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has compute capability %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs the scan found here have compute capability %1 or higher, so the message comes from another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan found no GPU here to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use cuDNN %1, the newest release that still supports compute capability %2, in its build for CUDA 12: cudnn-setup install --release %1 --cuda 12, or with pip nvidia-cudnn-cu12==%1.*, with a framework build for CUDA 12. Builds for CUDA 13 do not support this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a GPU below compute capability %1, use a cuDNN release older than the one in the message, in its build for CUDA 12, with a framework build for CUDA 12; builds for CUDA 13 do not support such GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts only cuDNN %2, the major and minor version it was built with (%3): its check is older than the compatible minor versions of cuDNN 7, so a newer minor version is refused as well as an older one. The cuDNN it loaded is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts only the very cuDNN release it was built with, %2: a newer release is refused as well as an older one. The cuDNN it loaded is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN %1 was found on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN in %2 (put that folder first on %3, or take the other cuDNN folders off it), or install a build of %1 made for the cuDNN %4 it loads now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 where %2 finds it — exactly that version; a newer one does not do — or install a build of %2 made for the cuDNN %3 it loads now (a newer %2 release accepts newer minor versions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was found, but a function it needs is missing (error 127): parts of two releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For cuDNN that means a part of another release was found first: a cuDNN DLL of another release in a folder on PATH (the CUDA Toolkit&apos;s bin folder, where cuDNN is often copied, or a cuDNN folder of its own) while the program&apos;s own copy has the rest, or an older cuBLAS or CUDA runtime DLL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both %1 and %2 are parts of cuDNN, and each release has its own internal functions: %1 comes from one cuDNN release and the %2 the loader found first from another. No part is missing; two releases are mixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Windows, where %1 lists every copy the search finds, in order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DependencyRules</name>
    <message>
        <source>Download http://www.winimage.com/zLibDll/zlib123dllx64.zip (the 64-bit build NVIDIA&apos;s cuDNN 8 guide names), unpack it, and copy dll_x64\zlibwapi.dll into %1 (or into another folder on Path). Then restart your programs. Installing cuDNN 9.2 or newer also ends the need: it has zlib built in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zlibwapi.dll, which cuDNN %1 needs, is not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN from 8.3 up to 9.1 on Windows loads zlibwapi.dll, which is not part of cuDNN or of Windows. Without it, programs stop with &quot;Could not locate zlibwapi.dll. Please make sure it is in your library path!&quot; at their first cuDNN call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looked in the cuDNN folder, C:\Windows\System32, every Path folder and the CUDA Toolkit&apos;s bin folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zlibwapi.dll found first is the 32-bit build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN is 64-bit and can only load a 64-bit zlibwapi.dll. The one Windows finds first is the 32-bit build (from zlib123dll.zip), so programs fail with &quot;Could not load library zlibwapi.dll. Error code 193&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 32-bit (machine type 0x14c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete or replace %1 — it must be the 64-bit build. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matrix multiplications, most convolutions and RNNs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runtime-compiled engines (fused operations, newer attention kernels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, which cuDNN %2 needs, is not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN 9 loads %1 from CUDA %2 while a program runs, for %3. cuDNN itself loads fine, so programs start and then fail with CUDNN_STATUS_NOT_SUPPORTED or a &quot;could not load&quot; message at the first such call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA runtime found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found in the cuDNN folder, C:\Windows\System32, the Path folders or the CUDA Toolkit&apos;s bin folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found in the cuDNN folder, the loader&apos;s folders or the CUDA Toolkit&apos;s lib64 folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit %1.x from https://developer.nvidia.com/cuda-downloads (it puts %2 into ...\CUDA\v%1.x\bin and adds that folder to Path), then restart your programs. In a Python environment: pip install %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA %1 libraries: the full CUDA Toolkit %1.x from https://developer.nvidia.com/cuda-downloads, or only the package that holds %2 (Ubuntu with NVIDIA&apos;s repository: sudo apt install %3-%1-&lt;minor&gt;, e.g. %3-%1-%4), and make sure its folder is on the loader&apos;s path. In a Python environment: pip install %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Microsoft Visual C++ runtime that cuDNN needs is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN&apos;s DLLs are built with Visual C++ and need its runtime libraries. Without them Windows refuses to load cudnn64_*.dll (&quot;The code execution cannot proceed because %1 was not found&quot;, or error 126).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: C:\Windows\System32\%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download and run the Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64) from https://aka.ms/vs/17/release/vc_redist.x64.exe, then restart your programs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>The folder %1 (given with --sysroot) could not be read, so nothing was checked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoctorCommand</name>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To undo this, run: cudnn-setup doctor --undo-last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left as it is: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no finding has a safe automatic fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the finding %1 has no automatic fix; its manual step is in the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no finding %1 on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report saved to %1%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (user names replaced with &lt;user&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the automatic fix of every finding with this code (see the codes in docs/doctor-json.md); may be given more than once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply every automatic fix marked safe (ones that cannot change which cuDNN a working program loads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last fix the doctor made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also save a report to paste into a forum post or support ticket (.json for JSON, else text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep user names in the paths of --report (they are replaced with &lt;user&gt; otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose a broken CUDA/cuDNN setup: what is wrong, the evidence, and how to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one of --fix, --fix-safe and --undo-last, not several.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--show-user-names goes with --report &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain an error message on this machine: the text a framework, cuDNN or the loader printed, saved in a file (- reads standard input).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--error-text only explains a message: give it without --fix, --fix-safe, --undo-last and --report.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoctorFixer</name>
    <message>
        <source>None of the chosen findings has an automatic fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Repair: %n problem(s) fixed</source>
        <translation>
            <numerusform>Repair: %n problem fixed</numerusform>
            <numerusform>Repair: %n problems fixed</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no repair to undo: no fix made by the wizard is recorded in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This fix changes files in %1, which your account may not change. Start the wizard as administrator (right-click, &quot;Run as administrator&quot;) and fix it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This fix changes files in %1, which your account may not change. Run it with administrator rights: sudo cudnn-setup doctor --fix %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoctorText</name>
    <message>
        <source>version unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard — doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked the tree at %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was examined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [default]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healthy: no problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>%n problem found.</numerusform>
            <numerusform>%n problems found.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing wrong was found in what the doctor checked (the installation, the driver and GPU, environment variables and shell profiles, broken or mixed copies, links and the loader cache, the search order, dependencies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic fix (safe): %1 Run: cudnn-setup doctor --fix %2 (or --fix-safe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic fix: %1 Run: cudnn-setup doctor --fix %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program loading %1 gets %2 (cuDNN %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DownloadCheck</name>
    <message>
        <source>%1 was found, but it does not fit: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a download your browser has not finished yet. Wait for it to finish, then choose the finished file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 bytes, but NVIDIA&apos;s file is %3 bytes: the download is incomplete or it is a different file. Download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checksum (SHA-256) of %1 does not match the one NVIDIA publishes for it, so the file is damaged or not the original. Download it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DownloadMessages</name>
    <message>
        <source>“%1” is not a plain file name, so it cannot be saved in the download folder. This is a fault in the release list; please report it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a plain HTTP address, which does not protect the download from being changed on the way, so it was not used. Use the https:// address; for a lab mirror that only offers HTTP, allow plain HTTP for that mirror explicitly in its settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an address this program can download from. Give an https:// address, or the folder (or file:// address) of a mirror on a local disk or network share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sent the download on to %2, which is not a secure (https) address, so the redirect was not followed. If this is your lab mirror, fix its redirect; otherwise a network device may be tampering with the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA refused this download (HTTP %1): this file may need you to sign in. Use the browser route: open the download page in your browser, sign in with your NVIDIA account, and this wizard picks the file up from your Downloads folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server %1 refused this download (HTTP %2). Check that the mirror lets this computer read the file, or ask its administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s server does not have %1 (HTTP 404 at %2). The release may have been moved or withdrawn: choose another release, or check for an update of this program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror %1 does not have %2 (HTTP 404 at %3). Check that the mirror holds this cuDNN release in NVIDIA&apos;s folder layout (cudnn/redist/cudnn/&lt;platform&gt;/&lt;file&gt;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server %1 answered HTTP %2 (%3) instead of sending the file. Try again later or use another mirror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file at %1 is %2 bytes, but the archive this release needs is %3 bytes, so it is a different file; it was not downloaded. Check that the mirror holds the same release as NVIDIA&apos;s server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server %1 kept failing (HTTP %2) in %3 attempts. This is a problem on the server&apos;s side, usually temporary: try again later, or use a lab mirror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download from %1 stalled: no data arrived for %2 s, in %3 attempts. The network may be down or very slow; check the connection and start the download again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 already downloaded are kept, and the download continues from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 failed (%2), in %3 attempts. Check the network connection and the proxy settings, then start the download again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy asked for a user name and password and did not accept the ones given (%1). Enter your proxy account again, or ask your network administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy could not be used (%1). Check the proxy settings (system or manual) or choose a direct connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to %1 could not be verified (%2). Check that this computer&apos;s date and time are correct. A proxy, firewall or antivirus program that inspects HTTPS traffic can also cause this; the download never continues over an unverified connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS handshake failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror file %1 does not exist. Check that the share is mounted and holds this cuDNN release in NVIDIA&apos;s folder layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror file %1 could not be read (%2). Check that the share is reachable and that you may read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download folder %1 cannot be written (%2). Choose another download folder, or fix the permissions of this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding %1 is full (%2 free). Free up space or choose a download folder on another drive, then start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is not enough free space for the download in %1: %2 more are needed, but only %3 are free. Free up space or choose a download folder on another drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The downloaded %1 is damaged or is not the expected archive: its SHA-256 checksum is %2 but must be %3. The file was deleted. Start the download again; if this happens again, the mirror or a proxy is serving a wrong file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The downloaded %1 is %2 bytes but must be %3 bytes, so it is incomplete or a different file. The file was deleted. Start the download again; if this happens again, the mirror holds a different file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download was cancelled. The %1 already downloaded are kept in %2, so a later download continues from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the copy already downloaded at %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the %1 downloaded earlier, to continue from there…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive was already downloaded and verified: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuing the download at %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuing the download at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot continue an interrupted download, so it starts again from the beginning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Trying again in %2 s (retry %3 of %4)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file continued from an earlier download did not check out; downloading it again from the beginning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused; %1 downloaded so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data arrived for %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy failed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was lost (%1).</source>
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
    <name>DriverProblemRules</name>
    <message>
        <source>The cuDNN found here is built for CUDA %1, which needs NVIDIA driver %2 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver needed for cuDNN built for CUDA %1: %2 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA kernel module (%1) and the driver libraries (%2) are different versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The running NVIDIA kernel module is version %1, but the driver&apos;s libraries (libcuda, NVML) are version %2. Both halves of the driver must be the same version, so no program can use the GPU: nvidia-smi says &quot;Failed to initialize NVML: Driver/library version mismatch&quot; and CUDA programs fail to start. This almost always means the driver was updated (often automatically) and the computer has not been restarted since, so the old kernel module is still loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel module: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver libraries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(from %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the computer, so that the new kernel module (%1) is loaded. If the mismatch is still there after a restart, reinstall the NVIDIA driver %1 (the same way it was installed: your distribution&apos;s driver packages or NVIDIA&apos;s installer), then restart again.</source>
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
    <message>
        <source>Install the NVIDIA driver for your GPU from NVIDIA&apos;s website, restart the computer, and run this check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver can only be asked on that system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver&apos;s files are there (%1), but the driver of another system cannot be asked from this one, so whether it works and which GPUs it sees is not known here. That is not a fault of the driver. The checks that need its version use the version its files give, where they give one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the wizard or `cudnn-setup doctor` on that computer itself to check the driver and its GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is needed for most work.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ElevatedPlanRules</name>
    <message>
        <source>%1 (%2) is not a plain absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) holds a &apos;;&apos;, which would split the Path variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) lies outside the install folder %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install folder %1 is not one an administrator&apos;s install may write: it must be a CUDA, cuDNN or NVIDIA folder in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no CUDA Toolkit, yet the plan installs into a toolkit there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file to install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file of cuDNN, and the plan brings no CUDA pieces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A link&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link %1 → %2 would point outside the install folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A staged file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The staged file %1 is not in this plan&apos;s staging folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan does not say the SHA-256 and size of %1, so its content cannot be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a file nor a link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file to remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file of cuDNN: the plan may not remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change to %1 is not one cuDNN Setup makes for an install in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The activation script %1 is not the one for an install in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change to the variable %1 is not one cuDNN Setup makes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder to create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 lies outside the install folder %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install plan was refused and nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its id (%1) is not a plain name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a plan for one user; administrator rights apply only plans for all users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its release or platform is not written as cuDNN Setup writes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is for another operating system (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it edits files of the environment on Windows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it edits the Windows registry on Linux.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a control character (a line break, a tab, a NUL) or one that hides or reorders text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CUDA piece (%1) is not named as cuDNN Setup names them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 would go into %2, which is not a toolkit folder of that release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in one of a CUDA Toolkit&apos;s folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file a CUDA Toolkit has in its top folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the name of the system&apos;s own %2, which it would replace for every program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator rights cannot install this plan, since the administrator&apos;s half of cuDNN Setup would refuse it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change to the environment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnsureLineOperation</name>
    <message>
        <source>Add one line to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line in %1 stays: other installs still use it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntrySafety</name>
    <message>
        <source>entry without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absolute path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path climbs out with &quot;..&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device node, FIFO or socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard link to %1, outside the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbolic link to %1, outside the archive&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnvironmentRules</name>
    <message>
        <source>%1 has empty entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains empty entries (two separators in a row, or one at the start or end). Windows ignores them, but they are usually left over from a bad edit and make the variable hard to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 contains empty entries (two colons in a row, or one at the start or end). An empty entry means &quot;the current folder&quot;, so programs search whatever folder they are started from, and may load a stray library from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty entry at position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1 in System Properties &gt; Environment Variables and delete the empty lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the line that sets %1 in your shell profile (~/.bashrc, ~/.profile or /etc/environment) and remove the stray colon. To add a folder without creating an empty entry when %1 was unset, write: export %1=/usr/local/cuda/lib64${%1:+:$%1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has entries with quotation marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some entries of %1 contain quotation marks. The quotes become part of the folder name, so the library loader does not find the folder, even if the command prompt seems to accept it. Paths with spaces need no quotes in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry with quotes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1 in System Properties &gt; Environment Variables and remove the quotation marks around these entries: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the quotation marks from these entries where your shell profile sets %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names a file instead of a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must list folders. An entry that names a library file (for example cudnn64_9.dll or libcudnn.so.9) is ignored, so the library in it is not found through this entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry naming a file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1, replace each file with the folder that holds it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lists folders that do not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some folders on %1 do not exist. The loader skips them; if one of them was meant to hold CUDA or cuDNN libraries (a typo, or a toolkit that was removed or upgraded), programs will not find those libraries there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct or remove these entries where your shell profile sets %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points to a folder that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set to %2, but there is no such folder. Build tools (CMake, setup.py, Visual Studio) use it to find the CUDA Toolkit and fail, or silently pick another toolkit. This usually happens after a toolkit was uninstalled or upgraded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkits found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 to %2 in System Properties &gt; Environment Variables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile (~/.bashrc or ~/.profile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your shell profile (~/.bashrc or ~/.profile), change it to: export %1=%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is an environment variable called %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variable named after a library file does nothing: programs find %1 only through the folders listed in %2. This usually comes from a guide that said to &quot;add&quot; the library to the environment; what it meant is adding the folder that holds it to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables, and add the folder that holds %1 to Path instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables, and add %2 to Path instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile, and add the folder that holds %1 to LD_LIBRARY_PATH instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile, and add %2 to LD_LIBRARY_PATH instead: export LD_LIBRARY_PATH=%2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDiagnosisText</name>
    <message>
        <source>cuDNN Setup Wizard — what the pasted error means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the first MiB of the text was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognised in the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor&apos;s findings on this computer that bear on it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built with cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs cuDNN %1 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked for cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined symbol %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined symbol %1 (version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its LD_LIBRARY_PATH: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a GPU of compute capability %1 or higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the last MiB of the file was read: that is where a program&apos;s last error is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cudnn-setup doctor without --error-text checks the setup of this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error code 126 (the file or a DLL it needs was not found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error code 127 (a function missing from a DLL it loaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error code 193 (not a 64-bit DLL for this processor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error code 1455 (the paging file is too small)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GPU of compute capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepts only the major and minor version it was built with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepts only the release it was built with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it also says: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a framework build for CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WSL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also named in the text: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the messages the doctor knows was found in the text. It knows the cuDNN messages of PyTorch, TensorFlow, JAX, ONNX Runtime, PaddlePaddle and CTranslate2, of cuDNN itself and of the Linux and Windows loaders, and the messages that only look like cuDNN trouble (GPU memory, the driver, the GPU&apos;s architecture). Paste the whole output of the program, from its start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorLogFile</name>
    <message>
        <source>Cannot read the error text from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorMachineFacts</name>
    <message>
        <source>cuDNN %1 in %2 (%3; found via %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2 (cuDNN %3, via %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No folder the loader searches holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan found no CUDA Toolkit on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan found no cuDNN on this computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorTextDiagnosis</name>
    <message>
        <source>The Python environment in the message is on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python environment in the message, %1, is not on this computer: the error probably happened on another computer, in a container or under another user&apos;s account</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExtractedCopySearch</name>
    <message>
        <source>The search for cuDNN unpacked by hand stopped here, after %1 folder entries, to keep the scan fast. Folders it had not reached were not looked at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This folder has more than %1 entries; the search for cuDNN unpacked by hand looked at the first %1 only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExtractedTreeGuard</name>
    <message>
        <source>its folder %1 is a symbolic link made by the archive; writing through it could land anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name collides with &quot;%1&quot; on a file system that ignores case, as on Windows and macOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard link to %1, which is not a file unpacked before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard link to %1, through a symbolic link made by the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbolic link to %1, which leads outside the archive through other links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbolic link to %1, which loops through other links</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FetchCommand</name>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive could not be copied to %1 (is there enough space, and may you write there?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN is licensed by NVIDIA. Read the license at
  %1
and run the same command again with --accept-license to accept it and download %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verified archive was already in the cache; nothing was downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name one with --release and --cuda to fetch it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get the archive for &lt;platform&gt; (linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64, windows-arm64); with --sysroot, treat that tree as &lt;platform&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license (it is shown to you first otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also copy the verified archive into &lt;dir&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download the cuDNN archive that fits this machine (or the one asked for) and verify it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot move %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the symbolic link %1 on Windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the link %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot remove %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FirstProgramCheck</name>
    <message>
        <source>The toolkit at %1 is for %2, not for the system the wizard runs on, so its nvcc cannot be tried here. Run the check on that system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not tried, because nvcc could not be run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not tried, because the test program was not compiled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc was not found at %1: the CUDA compiler component (cuda_nvcc) is not installed. Install the CUDA Toolkit again with the develop profile, which includes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>nvcc --version did not answer within %n second(s) and was killed. Something blocked it (an antivirus scanning the new files, a disk that does not answer) or the file is damaged: try again, and if it hangs again, install the develop profile again.</source>
        <translation>
            <numerusform>nvcc --version did not answer within %n second and was killed. Something blocked it (an antivirus scanning the new files, a disk that does not answer) or the file is damaged: try again, and if it hangs again, install the develop profile again.</numerusform>
            <numerusform>nvcc --version did not answer within %n seconds and was killed. Something blocked it (an antivirus scanning the new files, a disk that does not answer) or the file is damaged: try again, and if it hangs again, install the develop profile again.</numerusform>
        </translation>
    </message>
    <message>
        <source>nvcc at %1 could not be started (%2). The file may be damaged, not executable or built for another system: install the develop profile again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc --version crashed (%1). The file may be damaged: install the develop profile again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc --version failed with exit code %1. The toolkit may be incomplete: install the develop profile again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc answers: CUDA %1 (nvcc %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc --version printed no CUDA release (&quot;%1&quot;). The file at %2 may not be NVIDIA&apos;s nvcc: install the develop profile again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not tried, because no C++ compiler that nvcc accepts was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no cudnn.h in %1: the cuDNN headers are not where the check looked. Install cuDNN again, or choose the folder that holds cudnn.h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no %1 in %2: the cuDNN library folder is missing or incomplete, so the test program cannot be linked with this cuDNN. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program could not be written to a temporary folder in %1 (%2). Free some disk space or check that you may write there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc compiled the test program with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc could not run its device compiler %1: nvvm/ is not next to bin/. On CUDA 13, NVVM is a component of its own (libnvvm); install the develop profile again so that nvvm/ lands beside bin/ in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Compiling the test program did not finish within %n second(s), and nvcc was killed. A very slow disk or an antivirus scanning every new file can cause this; try again.</source>
        <translation>
            <numerusform>Compiling the test program did not finish within %n second, and nvcc was killed. A very slow disk or an antivirus scanning every new file can cause this; try again.</numerusform>
            <numerusform>Compiling the test program did not finish within %n seconds, and nvcc was killed. A very slow disk or an antivirus scanning every new file can cause this; try again.</numerusform>
        </translation>
    </message>
    <message>
        <source>nvcc stopped while compiling the test program (%1). Install the develop profile again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The linker found no cuDNN library in %1 (%2). The cuDNN library folder is missing or holds no %3: install cuDNN again, or choose the folder that holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The linker found no CUDA runtime library (%1). nvcc links it from the folders its bin/nvcc.profile names (%2), and the toolkit&apos;s libraries are not there: install the develop profile again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc could not compile the test program (exit code %1) and said nothing. Install the develop profile again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc could not compile the test program: %1. The toolkit may be incomplete (the develop profile also needs cuda_cccl, and on CUDA 13 cuda_crt), or the C++ compiler is one this nvcc does not accept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no %1 in %2, so the test program would load another cuDNN copy or none: the cuDNN library folder is not where the loader looks for it. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program loaded cuDNN %1, not the cuDNN %2 in %3: another copy comes first where the loader looks (LD_LIBRARY_PATH, ld.so.conf or PATH). Remove that copy, or put this folder first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program ran and reports cuDNN %1 with CUDA runtime %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The test program did not finish within %n second(s) and was killed. It only asks two libraries for their version, so something is blocking it: an antivirus, or a library that hangs while it loads.</source>
        <translation>
            <numerusform>The test program did not finish within %n second and was killed. It only asks two libraries for their version, so something is blocking it: an antivirus, or a library that hangs while it loads.</numerusform>
            <numerusform>The test program did not finish within %n seconds and was killed. It only asks two libraries for their version, so something is blocking it: an antivirus, or a library that hangs while it loads.</numerusform>
        </translation>
    </message>
    <message>
        <source>The test program found %1 but could not load it (%2): the file is damaged or not a library for this system. Install cuDNN again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program found %1 but could not load it (%2): the file is damaged or not a library for this system. Install the component it belongs to again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2), although %3 was first on LD_LIBRARY_PATH: the cuDNN library folder is not where the loader looks for it. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2), although %3 was on LD_LIBRARY_PATH: the CUDA runtime (cuda_cudart) is not where the loader looks for it. Install the CUDA Toolkit again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2). It is a library of the system, not of CUDA or cuDNN: install the package that provides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program could not start: Windows did not find a DLL it needs, or found one for another system (code 0x%1), although %2 and the toolkit&apos;s DLL folders were first on PATH. The cuDNN DLL folder is not where the loader looks for it: install cuDNN again, or choose the folder that holds its DLLs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program could not be started (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program crashed (%1). A cuDNN or CUDA library it loaded may be damaged or from another release: install cuDNN again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program failed with exit code %1: the CUDA runtime did not tell its version. Install the CUDA Toolkit again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test program ran but printed no versions (&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrameworkFit</name>
    <message>
        <source>%1 %2 has no GPU support on native Windows (%3 was the last release with it): it runs on the CPU and loads no cuDNN. For the GPU, use it in WSL2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no GPU support on native Windows: it runs on the CPU and loads no cuDNN. For the GPU, use it in WSL2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build without CUDA: it runs on the CPU and loads no cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its own folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nvidia-cudnn package in its environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its conda environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundled in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It needs cuDNN %1, but finds none: there is no nvidia-cudnn package in its environment (%2) and no cuDNN %1 where the loader looks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It finds no cuDNN: there is no nvidia-cudnn package in its environment (%1) and no cuDNN where the loader looks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader has only cuDNN %1 (%2), another major version, which it cannot use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was built for cuDNN %1, but loads cuDNN %2 (%3): a different major version, whose libraries and functions it cannot use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It needs cuDNN %1 or newer, but loads cuDNN %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was built with cuDNN %1 and needs that release or a newer %2.x, but loads the older cuDNN %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was built for CUDA %1, but the cuDNN it loads is the build for CUDA %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver %1 is too old for its CUDA %2 build, which needs driver %3 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its CUDA %1 build does not support the GPU %2 (compute capability %3; CUDA %1 needs %4 or newer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1, which it loads, does not support the GPU %2 (compute capability %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its files do not say which cuDNN it was built for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH puts %1 (cuDNN %2) before its own cuDNN %3 (%4). cuDNN loads its parts (libcudnn_graph, libcudnn_ops, ...) by name, and the loader looks in LD_LIBRARY_PATH first: it would mix the two copies and stop with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Take that folder out of LD_LIBRARY_PATH for this framework.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its own cuDNN %1 (%2) has no %3, so the loader takes that part from %4 (cuDNN %5): the two releases would mix and stop with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Reinstall its cuDNN package complete, or remove the other copy from the loader&apos;s search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its build carries GPU code for %1 only, none of which runs on the GPU %2 (compute capability %3): it stops with &quot;no kernel image is available for execution on the device&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrameworkImpact</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finds no cuDNN it can use today; afterwards it would load the new cuDNN %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loads cuDNN %2 (%3) today; afterwards it would load cuDNN %4 (%5) instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps loading its own cuDNN %2 (%3), but afterwards cuDNN&apos;s parts would come from %4 (cuDNN %5), which LD_LIBRARY_PATH would put first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It works today and would stop working:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That copy would fit it too, but it is not the one it was set up with.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrameworkRules</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the cuDNN it was built for into its conda environment: conda install --prefix %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its own copy of cuDNN in its folder was changed. Reinstall it: %1 --force-reinstall &quot;%2==%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall %1 in %2 with its CUDA dependencies, as its install guide says (its files do not say which CUDA it was built for, so the right nvidia-cudnn package cannot be named here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the cuDNN package of its environment: %1 and then: %2 --force-reinstall &quot;%3&quot; (both packages share the folder nvidia/cudnn, so the reinstall puts back files the uninstall removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the cuDNN it was built for into its own environment, where it looks first: %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cuDNN its files do not name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the package %2, in %3) was built for %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It loads cuDNN %1 from %2 (through %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it was built for: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it loads: %1 (cuDNN %2, through %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets cuDNN&apos;s parts from another release (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its parts come from: %1 (cuDNN %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To try it at once without the folder: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 out of LD_LIBRARY_PATH where it is set (%2) and open a new terminal. The automatic fix does that and keeps the setting in %3: run `. %4` before building or running your own programs that need the folder. %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 out of LD_LIBRARY_PATH where it is set (%2) — that needs administrator rights or a file the doctor does not rewrite — and open a new terminal. Put it in a script you source only where your own programs need it. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something the doctor cannot see puts %1 on LD_LIBRARY_PATH (not ~/.profile, ~/.bash_profile, ~/.bashrc, ~/.zshrc, /etc/profile, /etc/profile.d, /etc/environment nor a cudnn-setup snippet): an IDE&apos;s run settings, a job script, `module load`, or the command that started this program. Take the folder out there. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no GPU support on native Windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not fail: it finds no GPU and computes everything on the processor, much more slowly (for TensorFlow, tf.config.list_physical_devices(&apos;GPU&apos;) is an empty list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use it in WSL2 (Linux inside Windows, which uses the Windows NVIDIA driver), or install the last release with GPU support on native Windows: %1 &quot;%2&lt;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use it in WSL2 (Linux inside Windows, which uses the Windows NVIDIA driver): %1 has no GPU build for native Windows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program of your own that needs that folder can still have it, from a script you source only where you run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is built for cuDNN %2 but loads cuDNN %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it first uses cuDNN it stops with an error such as &quot;cuDNN version incompatibility&quot; (PyTorch), &quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot; (TensorFlow, JAX), or &quot;Could not load library libcudnn...&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs cuDNN %2 or newer but loads cuDNN %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stops when it first uses cuDNN, with &quot;cuDNN version incompatibility&quot; (PyTorch), &quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot; (TensorFlow, JAX) or &quot;Outdated cuDNN installation found&quot; (JAX).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is built for CUDA %2 but loads a cuDNN built for CUDA %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cuDNN built for another CUDA major needs that CUDA&apos;s libraries (libcublasLt.so.N, cublasLt64_N.dll), which it does not have: errors such as &quot;Could not load library libcudnn_ops...&quot;, &quot;undefined symbol&quot; or CUDNN_STATUS_NOT_INITIALIZED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finds no cuDNN it can load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stops when it first uses cuDNN, with an error such as &quot;Could not load library libcudnn.so.%1&quot; (cudnn64_%1.dll on Windows) or &quot;Unable to load cuDNN. Is it installed?&quot; (JAX); TensorFlow instead skips the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It sees no GPU (torch.cuda.is_available() is False) or stops with &quot;CUDA driver version is insufficient for CUDA runtime version&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install NVIDIA driver %1 or newer (on Linux your distribution&apos;s NVIDIA driver package; on Windows from NVIDIA&apos;s driver download page) and restart, or install a build of %2 for an older CUDA major in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not support the GPU of this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: compute capability %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stops on the GPU with &quot;no kernel image is available for execution on the device&quot; or CUDNN_STATUS_ARCH_MISMATCH / CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a build of %1 whose CUDA and cuDNN still support this GPU (usually one for an older CUDA major, from its install guide) in %2; the explanation names the limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit the cuDNN it loads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuCheckExplanations</name>
    <message>
        <source>The NVIDIA driver answers; it supports CUDA up to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver answers (it supports CUDA up to %1) and sees %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA driver is installed (the CUDA runtime reports %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN runs on the GPU through the NVIDIA driver. Without one nothing can run on a GPU, but the cuDNN files themselves can still be complete and correct (the checks above say).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for your GPU, %1, then run this check again. A computer without an NVIDIA GPU cannot use cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA up to %1, older than the CUDA %2 this check was built with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver is too old for this CUDA version; cuDNN cannot run on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A driver is there but the CUDA runtime cannot use it: no GPU is visible (a container without GPU access, a disabled or failing GPU) or the driver is broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, %1, and restart. nvidia-smi should then list the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU is within what this cuDNN supports (compute capability up to %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (compute capability %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is newer than this cuDNN knows (it supports compute capability up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cuDNN release has no code for that GPU&apos;s architecture: it fails on it, or works only partly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a newer cuDNN release that supports this GPU; the wizard&apos;s recommendation on the first pages takes the GPU into account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not compared: no GPU is visible (this cuDNN supports compute capability up to %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs a GPU to compare with; see the driver check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked: this cuDNN version cannot report the newest GPU it supports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN 8 has no such function; the wizard&apos;s compatibility rules judge the GPU instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cudnnCreate succeeded: cuDNN started on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cudnnCreate failed (%1) because there is no NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected without a driver: cuDNN loaded, but it needs a driver and a GPU to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, %1, then run this check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cudnnCreate failed (%1): no usable GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN loaded, but there is no GPU it can start on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU. In a container or virtual machine, give it access to the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cudnnCreate failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN could not start on the GPU although the driver answers. Common causes: a driver too old for the CUDA version cuDNN was built for, a GPU this cuDNN does not support, or a GPU whose memory is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (%1), close programs that use the GPU, and check that this cuDNN supports the GPU; then run this check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not tried: not every cuDNN library loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting cuDNN with a library missing would stop the program (cuDNN aborts); fix the library check first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A convolution ran on %1 and its results match the reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A convolution ran on %1, but its results differ from the reference computed on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN and this GPU do not compute correctly together: a driver bug, a damaged cuDNN file, or a GPU fault (overheating, memory errors).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver and reinstall cuDNN; if the results are still wrong, test the GPU&apos;s memory and cooling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN could not run a convolution on %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN started but could not run a plain convolution: often a missing cuBLASLt, a GPU this cuDNN has no code for, or too little free GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the dependency and GPU checks above, close programs that use the GPU, and reinstall cuDNN if they all passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CUDA call failed while running the convolution (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU or its driver reported an error: out of memory, a driver fault, or a GPU in a bad state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close programs that use the GPU, update the NVIDIA driver, restart the computer and run this check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: there is no GPU to run it on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the one check that needs a GPU; everything before it can be checked without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: cuDNN could not start (see the check before).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A convolution needs a started cuDNN; fix the check before first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the problem of the check before, then run this check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run: this version of the check program does not run a convolution yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN started on the GPU (the check before); the benchmark runs convolutions.</source>
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
    <message>
        <source>The newest CUDA Toolkit it can use is %1 (driver %2 or newer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of its series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The newest cuDNN for it is cuDNN %1 for CUDA %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit in the wizard&apos;s data runs on it with the drivers it can get.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R%1 is the last NVIDIA driver series for your %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA ends driver support for %1 GPUs with the R%2 series: no newer driver installs for the %3, and CUDA 13 toolkits cannot build for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you update the driver, choose one of the R%1 series (version %1.x): a newer series does not support this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the R%1 series is the last driver for %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA driver %1 or newer supports your %2 GPU: the R%3 series is its last driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer and restart the computer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostCompiler</name>
    <message>
        <source>No C++ compiler (cl.exe) was found. nvcc needs Microsoft&apos;s: install Visual Studio or its Build Tools with the &quot;Desktop development with C++&quot; workload, and start the compiler from its Developer Command Prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No C++ compiler (g++) was found. nvcc needs one: install g++ (on Debian and Ubuntu: sudo apt install g++).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C++ compiler: %1 (version %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C++ compiler: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g++ %1 (%2) is newer than CUDA %3&apos;s nvcc accepts (up to %4). Install an older g++ beside it (for example g++-%5) and pass it to nvcc with -ccbin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>g++ %1 (%2) is older than CUDA %3&apos;s nvcc accepts (%4 or newer). Install a newer g++.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C++ compiler: g++ %1 (%2), which CUDA %3&apos;s nvcc accepts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallCommand</name>
    <message>
        <source>The install did not complete and everything it changed was undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install did not complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed %1 (record %2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, for the environment changes to take effect.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is already installed in %2 exactly as this archive has it: nothing to do.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: nothing was changed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing in %1 needs administrator rights. Nothing was changed. You can:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  - install for all users, as administrator:
      sudo %1 install --archive %2 --layout %3 --scope system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  - install just for yourself, with no rights needed:
      %1 install --archive %2 --layout side-by-side --scope user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  - or do the same by hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a usable install plan: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpack a cuDNN archive and install it into the CUDA Toolkit or side by side, with the environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>install needs --archive &lt;file&gt;: the cuDNN archive to install (get one with `cudnn-setup fetch`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply an install plan (the part that runs with administrator rights).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install plan to apply (written by the wizard or by install when administrator rights are needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply needs --plan &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout: %1 (no --layout given). %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CUDA %1, %2 profile: %n archive(s), %3 MB, from %4.
</source>
        <translation>
            <numerusform>CUDA %1, %2 profile: %n archive, %3 MB, from %4.
</numerusform>
            <numerusform>CUDA %1, %2 profile: %n archives, %3 MB, from %4.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the new toolkit: nvcc --version, then a first CUDA + cuDNN program…
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After --with-cuda develop, do not compile and run the first CUDA + cuDNN program that proves the new toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CUDA %1 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  - apply exactly this plan as administrator (the plan and the unpacked files it names are kept for it in %1):
      sudo %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan was refused and nothing was changed: it installs %1 in %2, not what --%3 says (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse the plan unless it installs into this folder (the wizard and install pass it, so that the password prompt shows it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse the plan unless it installs this cuDNN release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan was refused and nothing was changed: %1 is not the plan that was shown for approval (it changed after it was written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse the plan file unless its SHA-256 is this one (the wizard and install pass the plan&apos;s as they wrote it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallLayoutRules</name>
    <message>
        <source>into the CUDA Toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side by side, in its own folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On Windows cuDNN usually gets a folder of its own (NVIDIA&apos;s installer does the same); programs find it through PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, so cuDNN goes in a folder of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN goes next to the CUDA libraries in %1, where programs built with this toolkit already look.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA Toolkit in %1 can only be changed with administrator rights. A folder of cuDNN&apos;s own in your home needs no password and is just as easy to remove.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallPlan</name>
    <message>
        <source>cuDNN %1 for CUDA %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an install plan written by cudnn-setup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 (%2) and cuDNN %3 in %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallPlanner</name>
    <message>
        <source>No CUDA Toolkit was chosen to install into. Install the CUDA Toolkit first, name its folder, or install side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unpacked archive holds no cuDNN files to install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of another cuDNN major version stay where they are: programs built for it still load them by their own names.</source>
        <translation>
            <numerusform>%n file of another cuDNN major version stays where it is: programs built for it still load it by its own name.</numerusform>
            <numerusform>%n files of another cuDNN major version stay where they are: programs built for it still load them by their own names.</numerusform>
        </translation>
    </message>
    <message>
        <source>ldconfig is not run for a --sysroot tree; run `ldconfig -r %1` there if needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment is left alone: this archive is for another operating system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk holding %1 has %2 MB free, but %3 MB are needed. Free some space or install somewhere else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder, but none was named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Putting %1 on the library path of every program would change the cuDNN that %n framework(s) on this computer load: the folder goes into an activation script instead. To put it on every program&apos;s path anyway, choose that explicitly.</source>
        <translation>
            <numerusform>Putting %1 on the library path of every program would change the cuDNN that %n framework on this computer loads: the folder goes into an activation script instead. To put it on every program&apos;s path anyway, choose that explicitly.</numerusform>
            <numerusform>Putting %1 on the library path of every program would change the cuDNN that %n frameworks on this computer load: the folder goes into an activation script instead. To put it on every program&apos;s path anyway, choose that explicitly.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstallPresenceRules</name>
    <message>
        <source>Neither the CUDA Toolkit nor cuDNN is installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkits found: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN copies found: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit from NVIDIA, then run cudnn-setup without a command and choose &quot;Install cuDNN&quot; (or run: cudnn-setup fetch --accept-license, then cudnn-setup install --archive FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA Toolkit is installed, but cuDNN is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cudnn-setup without a command and choose &quot;Install cuDNN&quot; (or run: cudnn-setup fetch --accept-license, then cudnn-setup install --archive FILE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the usual install folders, Python packages, conda environments, every folder on PATH, and where archives are usually unpacked by hand: C:\tools, C:\cuda, D:\cuda, your user folder with its Downloads and Desktop, and next to your project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the usual install folders, Python packages, conda environments, every folder on the search paths, and where archives are usually unpacked by hand: /usr/local/cudnn*, /opt, your home folder with its Downloads, and next to your project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit and no cuDNN library were found anywhere the wizard looks (%1). There is nothing to repair: this computer needs a fresh install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CUDA Toolkit was found, but no cuDNN library, neither inside the toolkit nor anywhere else the wizard looks (%1). Programs that use cuDNN (PyTorch built from source, TensorFlow, OpenCV&apos;s DNN module) fail to start or fall back to the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallRecords</name>
    <message>
        <source>The record %1 is not used: %2 Records acted on with administrator rights must be in folders only the administrator can change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallSupportText</name>
    <message>
        <source>Undoing: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Installer</name>
    <message>
        <source>The folder %1 for unpacking the archive cannot be created. Check that the disk is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 for unpacking the CUDA archives cannot be created. Check that the disk is writable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>The install journal %1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryPathMove</name>
    <message>
        <source>our environment snippet %1, which the cudnn-setup line in your shell profiles reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes %1 off LD_LIBRARY_PATH for every new shell and program: moves it out of %2 into %3, which nothing reads by itself. Before building or running your own programs that need that folder, run `. %4` in that terminal. `cudnn-setup doctor --undo-last` puts everything back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkRules</name>
    <message>
        <source>%1 is a broken link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points to %2, which does not exist (it was deleted, renamed, or the link was copied without its file). The loader skips a broken link, so the library behind it is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points to (missing): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It points to %1, which is a broken link too: repairing that link repairs this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the broken link (rm &apos;%1&apos;) and reinstall this cuDNN copy from its archive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point the link at the file that is there: ln -sfn %1 &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libcudnn.so is missing in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is there, but the unversioned link libcudnn.so beside it is not. Programs that are already built still run, but building one (-lcudnn, CMake&apos;s FindCUDNN, compiling PyTorch or OpenCV) fails with &quot;cannot find -lcudnn&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1/libcudnn.so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the link: ln -s %1 &apos;%2/libcudnn.so&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a copy of %2 (%3 bytes), not a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN libraries in %1 are copies where links belong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a cuDNN folder, libcudnn*.so.%1 and libcudnn*.so should be links to the one real file per library. Here they are full copies, left by copying without keeping links (cp without -a or -P, a zip, a Windows share). It wastes disk space, ldconfig warns about it, and updating the real files later leaves the old copies in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the copies with links: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the broken link %1 (the file it pointed to is gone; reinstall cuDNN to get it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point %1 at %2, the file of the same library that is in the folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the link %1/libcudnn.so pointing to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Replace the %n copied file(s) with links to the real library file.</source>
        <translation>
            <numerusform>Replace the %n copied file with a link to the real library file.</numerusform>
            <numerusform>Replace the %n copied files with links to the real library file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinuxEnvironment</name>
    <message>
        <source>the system&apos;s default library folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs already find libraries in %1 (through %2): the loader needs no change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH stays as it is for every program, so that programs with their own cuDNN (such as pip&apos;s PyTorch) keep loading it. Before building or running your own programs with this cuDNN, run: . %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadFailureCauses</name>
    <message>
        <source>The program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scan found no cuDNN on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN with cudnn-setup (the wizard, or cudnn-setup install). A framework installed with pip can bring it as a package instead: pip install &quot;tensorflow[and-cuda]&quot;, pip install &quot;jax[cuda12]&quot;, or a CUDA build of PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it shows which cuDNN copy programs load here and why a copy is not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer the loader does find it: a program asking for %1 gets %2. So the program that failed ran with other settings than the scan saw (from another terminal, an IDE, a service or job script, under sudo, in a container), or on another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the program from a new terminal (a program started before Path was changed keeps the old one), or set Path in the program&apos;s launcher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the program from a terminal where LD_LIBRARY_PATH is as the scan saw it, or set it in the program&apos;s launcher (the IDE&apos;s run configuration, the service unit, the job script). sudo drops LD_LIBRARY_PATH; pass it on with: sudo env LD_LIBRARY_PATH=&quot;$LD_LIBRARY_PATH&quot; &lt;command&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is on this computer, in %2, but in a folder the loader does not search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to %2, or run cudnn-setup doctor --fix cudnn-folder-not-searched, which does it for new terminals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to %2 (in your shell profile, or on Windows with System Properties &gt; Environment Variables) and open a new terminal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has cuDNN %1 only, and %2 needs cuDNN %3: each major version has its own file names, so another major version does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 as well (it can sit side by side with cuDNN %2; cudnn-setup installs it), or install a build of %3 made for cuDNN %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 with cudnn-setup (the wizard, or cudnn-setup install). A framework installed with pip can bring it as a package instead: pip install &quot;tensorflow[and-cuda]&quot;, pip install &quot;jax[cuda12]&quot;, or a CUDA build of PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not find cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looked for the cuDNN library and did not find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not find %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asked the loader for %2, and none of the folders the loader searches holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The LD_LIBRARY_PATH the program reported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN could not load its part %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file the loader did not find is %1, which %2 needs. It is not part of cuDNN: it comes with CUDA (the CUDA Toolkit, or NVIDIA&apos;s pip packages such as nvidia-cuda-nvrtc and nvidia-cublas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 does not have %3: that copy is incomplete (often only the main library was copied).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN %1 copies on this computer have %2, so what is missing is a library it needs, or the program loaded the main library from another folder (its own, or one on %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no cuDNN %1 on this computer, so the message probably comes from another computer or another environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install %1 where the loader finds it: for a framework installed with pip the matching nvidia-* package, otherwise the library folder of the CUDA Toolkit on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy every library file of the cuDNN release into %1, not only the main one (cudnn-setup install puts the whole set in place).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it checks the copy, the search path and what cuDNN needs (zlibwapi.dll, cuBLAS, the Microsoft C++ runtime) and names what is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not find CUDA libraries it needs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These files belong to CUDA, not to cuDNN. %1 looks for the CUDA version it was built for; without them it cannot use the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorFlow did not find the GPU libraries it needs and runs on the CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This message sums up the lines before it: each library TensorFlow could not load is named there, in a line &quot;Could not load dynamic library &apos;...&apos;&quot;. Those lines are not in the pasted text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the whole output of the program, from its start, to see which libraries are missing. On Linux, TensorFlow 2.14 and newer bring CUDA and cuDNN with pip install &quot;tensorflow[and-cuda]&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN was found but could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program loaded cuDNN, but creating cuDNN&apos;s handle failed. The usual causes: the GPU memory is already used up (by another process, or by the same program — TensorFlow reserves all of it by default), a cuDNN that does not fit the program (an earlier line of the output then names the versions), or a driver too old for the cuDNN build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for an earlier message about the cuDNN version and paste it too; check the GPU memory with nvidia-smi; in TensorFlow, let it take memory as needed (tf.config.experimental.set_memory_growth); run cudnn-setup doctor for the driver and the cuDNN copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ONNX Runtime could not load its CUDA provider (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ONNX Runtime could not use the GPU and runs on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ONNX Runtime&apos;s GPU package does not bring cuDNN and CUDA with it: it needs them where Windows (Path) or the Linux loader (LD_LIBRARY_PATH, ld.so.conf) finds them. When they are missing it cannot create the CUDAExecutionProvider and runs on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ONNX Runtime build needs cuDNN %1 and CUDA %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error 126 when loading %1 means that a DLL it needs was not found — cuDNN, the CUDA runtime and cuBLAS, or the Microsoft C++ runtime — while the file itself is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file the loader did not find: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 and put its library folder on %3 (cudnn-setup does both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 and put its library folder on %2 (cudnn-setup does both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it checks that cuDNN, cuBLAS and (on Windows) the Microsoft C++ runtime are found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If PyTorch is installed in the same Python environment, import torch before creating the ONNX Runtime session: ONNX Runtime then uses the cuDNN and CUDA libraries PyTorch has loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A DLL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or a DLL it needs is not a 64-bit DLL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the 32-bit file with the 64-bit one; for zlibwapi.dll that is dll_x64\zlibwapi.dll from zlib123dllx64.zip (cuDNN 8 only: cuDNN 9.2 and newer need no zlibwapi.dll). cudnn-setup doctor names a 32-bit zlibwapi.dll that is found first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zlibwapi.dll, which cuDNN 8 needs on Windows, is not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN from 8.3 to 9.1 on Windows loads zlibwapi.dll, which comes neither with cuDNN nor with Windows; from 9.2 on, zlib is built into cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 needs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either update to cuDNN 9.2 or newer, which needs no zlibwapi.dll, or put the 64-bit zlibwapi.dll (dll_x64\zlibwapi.dll from http://www.winimage.com/zLibDll/zlib123dllx64.zip) into %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 needs it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the cuDNN in %1 to 9.2 or newer: zlib is built in from 9.2 on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN copies on this computer are 9.2 or newer and need no zlibwapi.dll, so the message comes from an older cuDNN that the program brings or finds first (for instance a cuDNN 8 in the program&apos;s own folder), or from another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the older cuDNN the program loads (look for cudnn*64_8.dll in its folders) and update the program or that cuDNN; the cuDNN 9 here needs no zlibwapi.dll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN 9.2 or newer, which needs no zlibwapi.dll; a program that must use cuDNN 8 needs the 64-bit zlibwapi.dll (dll_x64\zlibwapi.dll from http://www.winimage.com/zLibDll/zlib123dllx64.zip) beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looked for the cuDNN library to call %2 in it, and did not find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not load %2 (error %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not load %2 (error 126)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message names the file %1, so the file may well be there and a DLL it needs is what is missing: for cuDNN 8.3 to 9.1 usually zlibwapi.dll, else cuBLAS of its CUDA version or the Microsoft C++ runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text names cuDNN %1: another major version than the cuDNN %2 that %3 needs, and each major version has its own file names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN consists of a main library and parts (such as %1) that are loaded when they are first needed — by cuDNN itself, or by a program that loads cuDNN&apos;s parts itself, such as CTranslate2 — through the same search path. Loading %1 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file the loader did not find is %1, which %2 needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message says that zlib was loaded, so the DLL that is missing is another one: cuBLAS of the CUDA version cuDNN was built for (cublas64_N.dll, cublasLt64_N.dll), or the Microsoft C++ runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For cuDNN 8.3 to 9.1 the DLL it needs is usually zlibwapi.dll; otherwise cuBLAS of the CUDA version, or the Microsoft C++ runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text names cuDNN %1, which on Windows needs zlibwapi.dll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text names cuDNN %1, another major version than the cuDNN %2 that %3 belongs to: each major version has its own file names, so that cuDNN does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN %1 where the program finds it (cudnn-setup installs it; a framework installed with pip can bring it as the nvidia-cudnn-cu* package of its CUDA version), and put its library folder on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: %1 could not load CUDA libraries it needs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output shows that %1 was loaded: cuDNN itself was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVRTC, CUDA&apos;s compiler for code generated at run time, could not open %1, which belongs to the same NVRTC release: that NVRTC is installed incompletely, or its builtins library is not where the loader looks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was found, but it needs %2, which was not: %2 belongs to CUDA %3, so the %1 found is CUDA %3&apos;s (some CUDA libraries keep one file name across CUDA versions). Packages of two CUDA versions are mixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was found, but it needs %2, which was not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1, while the text says CUDA %3 is installed there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1, while this computer has CUDA %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either install a build of %1 made for CUDA %2, or add CUDA %3&apos;s libraries beside CUDA %2: they can coexist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>onnxruntime-gpu 1.19 and newer on PyPI are built for CUDA 12 and cuDNN 9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA libraries %1 was built for where it finds them, or install a build of %1 made for the CUDA you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA %1 libraries where %2 finds them, or install a build of %2 made for the CUDA you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For TensorFlow 2.14 or newer on Linux, pip install &quot;tensorflow[and-cuda]&quot; brings them as packages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With pip, in the program&apos;s environment: pip install %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace %1 by reinstalling the package that brought it (for a file in torch\lib: PyTorch, with the index URL of its CUDA build).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message says that only %1 MiB of the GPU&apos;s %2 MiB were free: the memory was used up, the likely cause here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message says that %1 MiB of the GPU&apos;s %2 MiB were free, so memory was not the problem: a cuDNN that does not fit the program (another release found first, or a broken package) is the likely cause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN&apos;s function %1 could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program loads cuDNN itself and looks its functions up by name; %1 was not found because the cuDNN library that holds it could not be loaded. The lines before this one (&quot;Unable to load any of …&quot;, &quot;Could not locate …&quot;) name that file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the lines before it too. Install the cuDNN major version the program was built for where the loader finds it: CTranslate2 4.5 and newer (faster-whisper 1.1 and newer) need cuDNN 9 for CUDA 12, older releases cuDNN 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cuDNN operation failed on the GPU (CUDNN_STATUS_EXECUTION_FAILED)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN was loaded and started, but a GPU kernel it launched failed. The usual causes: the framework build, or the cuDNN it brings, has no code for this GPU (an old framework on a new GPU), the GPU&apos;s memory ran out, or the driver is too old for that cuDNN build; more rarely a bug of that cuDNN release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run with CUDA_LAUNCH_BLOCKING=1 to find the operation; check that the framework build supports the GPU (PyTorch: torch.cuda.get_arch_list()); update the driver and try a newer framework build. Turning cuDNN off for a test (torch.backends.cudnn.enabled = False) shows whether cuDNN is involved at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text names cuDNN %1: another major version than the cuDNN %2 this ONNX Runtime build needs, and it does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or install an ONNX Runtime build made for the cuDNN major version that is there (on Jetson: NVIDIA&apos;s wheel for your JetPack release).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With cuDNN 8 the usual one is the 32-bit build of zlibwapi.dll (from zlib123dll.zip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text names cuDNN %1, which needs it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoaderCacheRules</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>The library cache (/etc/ld.so.cache) is out of date for cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs find the libraries of the folders listed in /etc/ld.so.conf through a cache that only the command ldconfig rewrites. cuDNN files were added or removed since it last ran, so programs do not find the new files, or look for files that are gone, and fail with &quot;cannot open shared object file&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the cache: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the cache but gone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run: sudo ldconfig  (it rebuilds the cache from the folders in /etc/ld.so.conf; nothing else changes).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoaderCode</name>
    <message>
        <source>the DLL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error 126 from Windows (&quot;the specified module could not be found&quot;) while loading %1 means that %1 itself, or a DLL it needs in turn, was not found; when %1 is there, a DLL it needs is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error 127 from Windows (&quot;the specified procedure could not be found&quot;) while loading %1 means that the file was found, but a function it needs is missing from a DLL it loaded: usually parts of two different releases, such as a DLL of another cuDNN, cuBLAS or CUDA release found first on PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error 193 from Windows (&quot;not a valid Win32 application&quot;) while loading %1 means that the file is not a 64-bit DLL for this processor: a 32-bit build, a DLL for another architecture, or a damaged or incomplete file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error 1455 from Windows (&quot;the paging file is too small&quot;) while loading %1 means that Windows ran out of virtual memory to map the DLL into the process: a memory limit, not a missing or broken file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoaderVisibilityRules</name>
    <message>
        <source>cuDNN %1 in %2 (%3; found via %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1 to LD_LIBRARY_PATH for your user (a small file in ~/.config/cudnn-setup/env.d, read by ~/.profile and ~/.bashrc). It takes effect in new terminals and after the next login.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1 to your user&apos;s Path. Programs started after that (and new command prompts) find the cuDNN DLLs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is only in a Python package; programs outside Python do not find it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python frameworks add the DLL folder of the nvidia-cudnn package themselves, so they work. Programs you build with the CUDA Toolkit look only in the folders PATH names and do not find cudnn64_%1.dll in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python frameworks load the cuDNN of the nvidia-cudnn package themselves, so they work. Programs you build with the CUDA Toolkit (C++, CMake projects) look only in the loader&apos;s folders and do not find libcudnn.so.%1 in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you build programs that use cuDNN, install cuDNN for the system (cudnn-setup install), or add %1 to %2. Nothing needs doing for Python.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/etc/ld.so.conf names no folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders in /etc/ld.so.conf: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also not searched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN in %1 will be found in new terminals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your shell profile adds %1 to LD_LIBRARY_PATH, but this program was started from a session that began before that line was added, so it does not see it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a new terminal (or log out and back in) before starting your programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but programs do not look there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs find libcudnn.so.%1 only in the folders the loader searches: LD_LIBRARY_PATH, the folders listed in /etc/ld.so.conf, and the system library folders. %2 is none of them, so programs fail with &quot;libcudnn.so.%1: cannot open shared object file&quot; although cuDNN is on the disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder is on PATH, but PATH is only searched for programs, never for libraries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this line to ~/.bashrc and ~/.profile, then open a new terminal: export LD_LIBRARY_PATH=%1${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}  (or, for all users: put %1 into a file under /etc/ld.so.conf.d/ and run sudo ldconfig)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATH names %1, but the cuDNN DLLs are in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows looks for DLLs only in the folders PATH names, not in the folders below them. The cuDNN 9 installer puts the DLLs into a sub-folder per CUDA version (bin\&lt;CUDA version&gt;\x64 in newer releases; CUDA 13 uses bin\x64), so the entry %1 finds nothing and programs report that cudnn64_%2.dll could not be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATH entry: %1; DLLs in: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In System Properties &gt; Environment Variables, edit Path: replace %1 with %2 (the sub-folder for your CUDA version), then restart your programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but that folder is not on PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows finds DLLs in the program&apos;s own folder, in the system folders and in the folders PATH names. %1 is none of them, so programs report that cudnn64_%2.dll could not be found although cuDNN is on the disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In System Properties &gt; Environment Variables, add %1 to Path, then restart your programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also not on PATH: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MakeDirectoryOperation</name>
    <message>
        <source>Create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 holds files added after the install; it was left in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 could not be removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ManualSteps</name>
    <message>
        <source>REM Run in a Command Prompt opened with &quot;Run as administrator&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MirrorCommand</name>
    <message>
        <source>cuDNN is licensed by NVIDIA under the cuDNN Software License Agreement:
  %1
Read it, and run the same command again with --accept-license to accept it and build the mirror. Nothing was downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED  %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already there, verified  %1  (%2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetched, verified        %1  (%2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not every archive is in the mirror (see above). Run the same command again to fetch what is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mirror in %1 holds %2 of %3 for %4; point source.mirror (or --mirror) at it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n archive(s)</source>
        <translation>
            <numerusform>%n archive</numerusform>
            <numerusform>%n archives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n release(s)</source>
        <translation>
            <numerusform>%n release</numerusform>
            <numerusform>%n releases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n platform(s)</source>
        <translation>
            <numerusform>%n platform</numerusform>
            <numerusform>%n platforms</numerusform>
        </translation>
    </message>
    <message>
        <source>The cuDNN releases to copy, comma-separated (9.19,9.20.0.48).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platforms to copy, comma-separated (linux-x86_64,windows-x86_64,...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder of the mirror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy cuDNN releases and their manifests into a folder, to serve as a lab mirror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mirror needs --releases &lt;list&gt;, --platforms &lt;list&gt; and --dest &lt;dir&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda-profile is &quot;runtime&quot; or &quot;develop&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces are licensed by NVIDIA under the CUDA Toolkit End User License Agreement:
  %1
--accept-license accepts it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces are in %1; point --cuda-from (install, provision) or the wizard&apos;s CUDA pieces at it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also copy the CUDA pieces of these CUDA releases, comma-separated (13.0.2,12.9.1), into &lt;dest&gt;/cuda/ in the layout of NVIDIA&apos;s CUDA redist, for install --with-cuda --cuda-from &lt;mirror&gt;/cuda/ and the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which CUDA pieces --cuda-releases copies: &quot;runtime&quot; or &quot;develop&quot; (the default; it holds the runtime&apos;s too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where --cuda-releases copies from (default: NVIDIA&apos;s CUDA redist, or the cuda/ folder of --mirror).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license, and the CUDA license with --cuda-releases (nothing is downloaded without it).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotCudnnCauses</name>
    <message>
        <source>%1 is the NVIDIA driver&apos;s own library (the CUDA driver API): it comes with the driver, not with the CUDA Toolkit or cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bare name libcuda.so, without .1, exists only where the driver&apos;s development link is installed; the driver itself installs libcuda.so.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under WSL the Windows driver provides it in /usr/lib/wsl/lib.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under WSL, install the NVIDIA driver on Windows only (no Linux driver inside WSL) and make sure /usr/lib/wsl/lib is searched: it is listed in /etc/ld.so.conf.d/ld.so.wsl.conf (then sudo ldconfig), or add it with export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH. A program that asks for libcuda.so needs the link libcuda.so -&gt; libcuda.so.1 in a folder it searches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (the nvidia-driver package of your distribution, or NVIDIA&apos;s installer) and check that nvidia-smi works; in a container, start it with the GPU (docker run --gpus all, with the NVIDIA Container Toolkit). A program that asks for the bare name libcuda.so needs the link libcuda.so -&gt; libcuda.so.1 in the driver&apos;s library folder (sudo ln -s libcuda.so.1 libcuda.so there, then sudo ldconfig). Do not use the CUDA Toolkit&apos;s stubs/libcuda.so to run programs: it is only for linking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: Windows ran out of virtual memory (the paging file is too small)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows error 1455 (&quot;the paging file is too small&quot;) means that Windows ran out of virtual memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA and cuDNN DLLs of a framework are large (cuDNN 8&apos;s cudnn_cnn_infer64_8.dll and cudnn_adv_infer64_8.dll are hundreds of megabytes), and every process that imports the framework maps them again: data loader workers, parallel environments and other child processes multiply that until the paging file cannot back it. Nothing is wrong with the file, and nothing needs to be reinstalled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the paging file larger (System Properties &gt; Advanced &gt; Performance Settings &gt; Advanced &gt; Virtual memory &gt; Change: let Windows manage the size, or set a larger one on a drive with free space) and restart Windows; or start fewer processes that import the framework (a smaller num_workers for PyTorch&apos;s DataLoader, fewer parallel environments), and close programs that use much memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: cuBLAS could not start, almost always because the GPU&apos;s memory is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUBLAS_STATUS_NOT_INITIALIZED when cuBLAS creates its handle (cublasCreate) means that cuBLAS could not set itself up on the GPU; nearly always it could not allocate its workspace because the GPU&apos;s memory was already used up, by this program or another one. cuBLAS and cuDNN are installed: they were loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the GPU&apos;s memory is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program asked the GPU for more memory than was free. CUDA and cuDNN are installed and working: the model, the batch or the inputs are too large for the GPU&apos;s memory, or another process holds memory on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message says: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check with nvidia-smi which processes hold the GPU&apos;s memory and end the ones you do not need; use a smaller batch size, smaller inputs or a smaller model (or half precision). In PyTorch, PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True reduces fragmentation; TensorFlow reserves all memory at start unless tf.config.experimental.set_memory_growth is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: code on the GPU accessed memory it does not own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;An illegal memory access was encountered&quot; means that a GPU kernel read or wrote outside its memory: a bug in the program, in a custom CUDA extension or in the framework, an index out of range, or now and then a failing or overclocked GPU. CUDA reports it late, so the line in the traceback may not be where it happened. An installation problem does not cause it, and after it every CUDA call of the process fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that fails, and check its inputs (indices, shapes); update the framework and any custom CUDA extensions; if it happens at random places, run the GPU without overclocking and watch its temperature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: a check inside the framework&apos;s GPU code failed (device-side assert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A device-side assert is a check in the framework&apos;s GPU code that failed, almost always because of the data: a class label outside 0 to the number of classes minus one in a loss function, or an index outside an embedding or a tensor. After it every CUDA call of the process fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check that failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the labels and indices: the number of classes of the model must match the data (labels from 0 to the number of classes minus one). Running once on the CPU, or with CUDA_LAUNCH_BLOCKING=1, gives a readable error at the right line. Restart the program after the fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the framework build has no code for this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;No kernel image is available for execution on the device&quot; (CUDA_ERROR_NO_BINARY_FOR_GPU) means that the framework, or the CUDA code, was compiled for other GPU architectures than this GPU&apos;s. The build and the GPU do not match; cuDNN has nothing to do with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU has compute capability %1 (%2), which CUDA supports from CUDA %3 on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU has compute capability %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build supports: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text names a framework build for CUDA %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a build of the framework made for CUDA %1 or newer, which has code for compute capability %2 (for PyTorch: the wheel for that CUDA version from pytorch.org, e.g. pip install torch --index-url https://download.pytorch.org/whl/cu%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a framework build that supports the GPU: a newer release, built for a newer CUDA, for a new GPU (a GeForce RTX 50 needs CUDA 12.8 builds); a release that still builds for it for an old GPU. For PyTorch, torch.cuda.get_arch_list() shows the architectures of the installed build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: a CPU-only build of the framework is installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; means that the framework installed in that environment is its build without GPU support (pip&apos;s default build on Windows, or a CPU-only package), so it does not use CUDA or cuDNN at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uninstall it and install the GPU build in the same environment: for PyTorch the command from pytorch.org for your CUDA version (pip install torch --index-url https://download.pytorch.org/whl/cu126, for example), for PaddlePaddle the paddlepaddle-gpu package. Check with python -c &quot;import torch; print(torch.version.cuda)&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver&apos;s library %1 is not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver is too old for the CUDA version the program uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;CUDA driver version is insufficient for CUDA runtime version&quot; (CUDA error 35) means that the program&apos;s CUDA runtime is newer than the driver supports. cuDNN is not involved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to one that supports the program&apos;s CUDA version (nvidia-smi shows, top right, the newest CUDA the driver supports), or use a build of the program for an older CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver and its kernel module are of different versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver was updated while the old kernel module is still loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the program found no working NVIDIA driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program found no NVIDIA driver, or no GPU through it (&quot;%1&quot;). Without the driver nothing of CUDA or cuDNN can run; the cuDNN files are not the problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver and check that nvidia-smi lists the GPU; in a container, start it with the GPU (docker run --gpus all, with the NVIDIA Container Toolkit). A computer without an NVIDIA GPU must run the program on the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the GPU stopped responding (it fell off the bus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver lost contact with the GPU (&quot;fallen off the bus&quot;, Xid 79): a hardware or power problem — the power supply or its cables, the PCIe slot or a riser, overheating — or more rarely a driver fault. Nothing in the software installation causes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart; check the GPU&apos;s power cables and seating, the power supply&apos;s capacity and the temperatures (nvidia-smi -q -d TEMPERATURE,POWER); update the driver; if it happens again, try the card in another slot or computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: NCCL, the library that connects the GPUs in distributed training, failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL carries data between GPUs and computers; its errors come from the network between the computers (an unreachable address, the wrong network interface, a firewall), from shared memory limits in containers, or from a GPU problem on one of the processes. cuDNN is not involved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run with NCCL_DEBUG=INFO to see the call that fails; between computers, set NCCL_SOCKET_IFNAME to the interface they reach each other on and open the ports; in Docker, give the container more shared memory (--shm-size, or --ipc=host).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the Python package %1 could not load its own DLLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: %1 could not be loaded, and it is not part of CUDA or cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python could not load a DLL of the package %1 (&quot;DLL load failed&quot;): a broken or mismatched installation of that package, such as one built for another Python version or a 32-bit Python, or a missing Microsoft C++ runtime.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the system&apos;s OpenGL library, which OpenCV (cv2) loads; servers, WSL and containers often do not have it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not part of CUDA, cuDNN or the NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall %1 in that environment (pip install --force-reinstall %1) with a 64-bit Python of a version it supports, and install the Microsoft Visual C++ Redistributable (x64).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the system&apos;s OpenGL library (Debian and Ubuntu: sudo apt install libgl1), or use the package opencv-python-headless instead of opencv-python, which needs no OpenGL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinstall the package that brought %1 (for a file in torch\lib, PyTorch: pip install --force-reinstall torch with the index URL of its CUDA build); a 32-bit Python cannot load 64-bit DLLs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the package that provides %1 (on Debian and Ubuntu, apt-file search %1 names it), or reinstall the program or Python package that needs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a problem: TensorFlow&apos;s messages about registering its %1 plug-ins twice are harmless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorFlow 2.14 to 2.16 print &quot;Unable to register cuDNN factory&quot; (and the same for cuFFT and cuBLAS) at every start, at error level, because their plug-ins are registered a second time. They say nothing about the installation: cuDNN was found. If the program fails, the cause is in other lines of its output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing, for these lines. If something does not work, look further in the output for the error that stopped the program and paste that; TF_CPP_MIN_LOG_LEVEL=3 hides these messages.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NvidiaArchiveChecksums</name>
    <message>
        <source>The mirror&apos;s list gives %1 the SHA-256 %2 (%3 bytes), but NVIDIA published %4 (%5 bytes) for that file: the mirror holds another file under NVIDIA&apos;s name, and it was not downloaded. Ask whoever runs the mirror to rebuild it from NVIDIA&apos;s files (cudnn-setup mirror), or download from NVIDIA.</source>
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
    <message>
        <source>nvidia-smi printed a driver version that is not a version number: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceFileOperation</name>
    <message>
        <source>%1 is in use by another program (a Python or a notebook that loaded cuDNN?). Close it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in use by %2. Close that program and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unpacked file %1 is missing; unpack the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed after the install; it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup of %1 is missing (%2); the file was left as installed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>for all users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for this user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to write: %1 (%2 new, %3 replacing existing files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to write: %1 (%2 new, %3 replacing cuDNN %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of the older copy to remove, so no sub-libraries of two releases mix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders to create:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: &quot;%2&quot; → &quot;%3&quot; (in %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment: no change needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk space: %1 to install, %2 available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator rights are needed to write in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot install: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left alone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Already in place and identical: %n file(s)</source>
        <translation>
            <numerusform>Already in place and identical: %n file</numerusform>
            <numerusform>Already in place and identical: %n files</numerusform>
        </translation>
    </message>
    <message>
        <source>Activation script (source it for your own programs): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept off every program&apos;s library path, because there it would change what these frameworks load (--library-path everywhere does it anyway):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frameworks this install changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For all users of this computer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) go into %1.</source>
        <translation>
            <numerusform>%n file goes into %1.</numerusform>
            <numerusform>%n files go into %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 becomes %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything can be undone later with Uninstall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Everything the install had changed was undone: your system is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. The install was rolled back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install failed, and everything it had changed was undone: your system is as it was before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some changes could not be undone; they are listed below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <source>The cuDNN check program (cudnn-probe) is not part of this build: it needs the CUDA Toolkit at build time. The cuDNN files can still be found and compared, but not loaded or run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN check program was not found at %1, so cuDNN could not be loaded and checked. If the path comes from CUDNN_SETUP_PROBE, correct or unset that variable; otherwise reinstall the wizard, which ships cudnn-probe beside its own program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN check program %1 could not be started (%2). Check that the file is executable and built for this system; reinstalling the wizard restores it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its last message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN check was cancelled and its program stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The cuDNN check did not answer within %n second(s) and was stopped. A hung NVIDIA driver can cause this (restarting the computer usually clears it); so can a very slow disk or another program keeping the GPU busy.</source>
        <translation>
            <numerusform>The cuDNN check did not answer within %n second and was stopped. A hung NVIDIA driver can cause this (restarting the computer usually clears it); so can a very slow disk or another program keeping the GPU busy.</numerusform>
            <numerusform>The cuDNN check did not answer within %n seconds and was stopped. A hung NVIDIA driver can cause this (restarting the computer usually clears it); so can a very slow disk or another program keeping the GPU busy.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cuDNN check stopped unexpectedly (it crashed). This usually means a cuDNN library is missing or from another release: cuDNN aborts the program that loads it when one of its parts cannot be loaded. A damaged NVIDIA driver can do the same. Programs that use this cuDNN copy would stop the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN check program refused its arguments (exit code 2). The program beside the wizard probably comes from another version of the wizard; reinstall the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN check ended with an error (exit code %1) instead of giving a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN check finished, but its answer could not be read (%1 bytes that are not one JSON object). The program beside the wizard may be damaged or from another version; reinstall the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN check answered in a format this wizard does not know (schema %1, expected 1). The program beside the wizard comes from another version; reinstall the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuDNN check answered a different question (&quot;%1&quot; instead of &quot;%2&quot;). The program beside the wizard comes from another version; reinstall the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgramLoadAnswer</name>
    <message>
        <source>The helper program could not tell: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN loads by name on this computer: the system found none of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2, which is cuDNN %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2; its version could not be read (%3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProvisionChoices</name>
    <message>
        <source>The archive is to come from a mirror, but no mirror is named (source.mirror or --mirror).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is to be a local file, but none is named (source.archive or --archive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a local archive, the archive decides the release and the CUDA major: leave out release.cudnn, release.cuda, --release and --cuda.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A target folder is given, but the layout is not side-by-side (install.layout or --layout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces are to be installed, but no folder with NVIDIA&apos;s CUDA redist is named (install.cuda-from or --cuda-from).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CUDA redist folder is named, but no CUDA pieces are asked for (install.cuda or --with-cuda).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder: they cannot be combined with layout = side-by-side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CUDA release is named (install.cuda-release or --cuda-release), but the CUDA pieces do not come from an http(s) address: a folder holds the releases it holds. Leave the release out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is plain http://, which is not encrypted: anyone on the network between could change the files and the checksums that come with them. Use its https:// address or a folder, or set allow-insecure-mirror = true in [source] (--allow-insecure-mirror) if this network is one you trust.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProvisionCommand</name>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer file %1 has mistakes; nothing was done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answers do not fit together; nothing was done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log %1 cannot be written (%2); the log is still kept in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read every answer from this INI file (docs/answer-file.md); flags given as well win over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license (nothing is downloaded or installed without it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not check the copy after installing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time a convolution after installing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write the log to &lt;file&gt; (appended).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the JSON report to &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install unattended, from an answer file or flags, and write a JSON report (lab machines, fleets).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --mirror or --archive, not both: the archive comes from one place.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProvisionOutcome</name>
    <message>
        <source>Verification: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings after the run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the computer so that services and signed-in users see the new environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Provisioner</name>
    <message>
        <source>NVIDIA&apos;s cuDNN licence was not accepted, so nothing was downloaded or installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An earlier install on this machine was interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning the machine...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder %1 does not exist on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit in %1 first, or correct install.cuda-root (--cuda-root).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found to install cuDNN into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit first, name its folder with install.cuda-root (--cuda-root), or install side by side (layout = side-by-side).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is not on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy it there first, or correct source.archive (--archive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name one with release.cudnn and release.cuda (--release and --cuda) to install it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN build could be chosen for this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the release manifest from %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive could not be obtained; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: cuDNN %1 for CUDA %2 would be downloaded and installed; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting %1 (%2)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive could not be downloaded; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verified archive was already in the cache %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloaded and verified %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download %1 (%2) from %3 into %4, and check its SHA-256 %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install it into the CUDA Toolkit %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install it side by side in %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the environment variables and loader settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the environment variables and loader settings alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify the copy with cudnn-probe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time a convolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for all users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for this user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive could not be unpacked; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 cannot be installed here; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already in the desired state: cuDNN %1 is installed in %2 exactly as the archive has it; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run: %1 would be installed; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installing %1 needs administrator rights; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These folders cannot be written by this account: %1. Run the provisioning as root (sudo) or as an administrator (SYSTEM), or install for this user only: scope = user and layout = side-by-side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install could not start; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installing %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install of %1 failed, and everything it changed was undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install of %1 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed %1 (record %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying the copy in %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but it does not verify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timing a convolution...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnosing the result...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the licence at %1, then add accept-cudnn-license = yes to the [license] section of the answer file, or give --accept-license.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CUDA Toolkit is already in %1: cuDNN goes into it, and no CUDA pieces are needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install CUDA %1 (%2: %3) from %4 with it, into a new toolkit (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces cannot be installed; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 (%2) comes with cuDNN into %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download the CUDA %1 pieces (%2) from %3, and install them with it into a new toolkit (%4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordsCommand</name>
    <message>
        <source>Uninstalled %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled back %1: the system is as it was before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No installs made by cudnn-setup were found.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  %3
    %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Interrupted: run `cudnn-setup resume %1` to finish it or `cudnn-setup rollback %1` to undo it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no finished install to uninstall (see `cudnn-setup status`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2: it cannot be uninstalled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was later installed over by %2 (record %3): uninstall that one first, which brings this one back, then this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to roll back: no install was interrupted.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finished; use `cudnn-setup uninstall %2` to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to resume: no install was interrupted.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished installing %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already %2: nothing to resume.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install record to act on (see status; default: the newest that fits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the installs made by cudnn-setup and any that were interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo a finished install: remove what it added, restore what it replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo an install that was interrupted (a crash, a power cut).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish an install (or an undo) that was interrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no usable record %1 (see `cudnn-setup status`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    To undo it: cudnn-setup uninstall %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistryEditOperation</name>
    <message>
        <source>Add %1 to PATH (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 to %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be changed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed after the install; it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This change edits the Windows registry (%1) and can only be applied on that Windows computer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReleaseCatalogue</name>
    <message>
        <source>cuDNN %1 is not a release this wizard knows. `cudnn-setup releases` lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN build fits this computer. %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This archive is %1. It can be installed, but it may not work on this computer: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This archive is %1, and it fits this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This archive is %1, not the recommended %2. It fits this computer, so the wizard uses it as it is. The newer release brings fixes and speed-ups; you can install it over this one later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This archive is %1, newer than the recommended %2 (the wizard&apos;s data may not know it yet). It fits this computer&apos;s platform and CUDA %3, so the wizard uses it as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An early-access release: the wizard never picks it by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newer than the wizard&apos;s compatibility data (%1): what is known comes from NVIDIA&apos;s manifest, and the rules of the newest known release are applied to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download source does not offer this release; an archive of it that you already have can still be installed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReleasesCommand</name>
    <message>
        <source>cuDNN releases for %1 known to this wizard (newest first):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended for this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the builds for this CUDA major, e.g. 12 or 13.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>major</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN releases for %1 (newest first):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the cuDNN releases NVIDIA (or --mirror) offers, and which fit this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not read the source&apos;s release listing: only the releases this wizard shipped with.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoveFileOperation</name>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was created again after the install; it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup of %1 is missing (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportFile</name>
    <message>
        <source>Cannot write %1: %2</source>
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
    <message>
        <source>unpacked by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frameworks on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PyTorch, TensorFlow, ONNX Runtime, PaddlePaddle or JAX was found in the Python environments looked at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3) in %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Built for: CUDA %1, cuDNN %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  From: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Loads: cuDNN %1, %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Its parts from: cuDNN %1, %2 (LD_LIBRARY_PATH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits the cuDNN it loads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a CPU build</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 in %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An NVIDIA driver is installed there; whether it works can only be seen on that system</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveReportDialog</name>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScanCommand</name>
    <message>
        <source>Report the NVIDIA driver and GPUs, CUDA Toolkits and every cuDNN copy, with verdicts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchOrderRules</name>
    <message>
        <source>%1: cuDNN %2 (%3; found via %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also present: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An older cuDNN %1 is loaded instead of the newer %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies. The loader searches LD_LIBRARY_PATH first, then the folders of /etc/ld.so.conf, then the system folders, and takes the first libcudnn.so.%1 it meets: %2, which is cuDNN %3. The newer copy in %4 is never used by programs that rely on the search path, so installing it changed nothing for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 before %2 in LD_LIBRARY_PATH (in your shell profile), or remove the older copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the older copy in %1, or put %2 first in LD_LIBRARY_PATH or in a file under /etc/ld.so.conf.d/ and run sudo ldconfig.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies; programs load the one in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than one cuDNN %1 copy is on this computer. Programs that use the search path load %2; Python packages and conda environments may load their own. This is fine as long as you know which one each program uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing needs doing. To free disk space, remove copies you no longer use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program loading %1 gets: %2 (cuDNN %3, via %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies. Windows looks for %2 in the program&apos;s own folder, then in System32 and the Windows folder, then in the PATH folders in order, and takes the first one it meets: %3, which is cuDNN %4. The newer copy in %5 is never used by programs that rely on the search path, so installing it changed nothing for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 before %2 in Path (System Properties &gt; Environment Variables), or remove the older copy; then open a new terminal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the cuDNN DLLs that were copied into %1 (a copy there comes before every PATH folder), or replace them with the newer ones.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sha256Stream</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShellProfileRules</name>
    <message>
        <source>Rewrites %1 with the lines named here corrected; everything else in the file stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line in %1 has spaces around &apos;=&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shell reads `NAME = value` as a command called NAME, not as setting a variable, so this line does not set the variable at all (and prints an error when a terminal opens). There must be no space on either side of &apos;=&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line in %1 uses ~ where it is not replaced by your home folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shell replaces ~ with your home folder only outside quotation marks. Inside quotes, ~ stays a literal character, so the folder named here does not exist for programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/etc/environment is not read by a shell: ~ and $HOME stay literal characters there, so the folder named here does not exist for programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line in %1 replaces LD_LIBRARY_PATH instead of adding to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line sets LD_LIBRARY_PATH to a new value and drops whatever was there before (for example folders added by another program or by an earlier line), so libraries in those folders are no longer found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line in %1 replaces PATH instead of adding to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line sets PATH to the CUDA folder only. Every other folder is dropped, so in a new terminal even basic commands such as ls or python are no longer found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line in %1 leaves an empty entry in LD_LIBRARY_PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When LD_LIBRARY_PATH is not set yet (the usual case at login), $LD_LIBRARY_PATH expands to nothing and leaves a stray &apos;:&apos; behind. An empty entry means &quot;the current folder&quot;, so programs may load a stray library from whatever folder they are started in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1, change line %2 to: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1, line %2: write $HOME instead of ~, and use double quotes, not single quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1, line %2: write the full path of the folder (for example /home/you/...) instead of ~.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct line %1 of %2 as explained above, then open a new terminal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line in %1 names a folder that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line adds folders to %1 that are not on this computer (a typo, or a CUDA Toolkit that was removed or upgraded). Libraries or programs meant to be found there are not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1, line %2: correct the folder name (for example to the CUDA version you have now) or delete the line, then open a new terminal.</source>
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
    <name>StagedFileProof</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the file the preview showed (its size or SHA-256 changed since): it was changed after the plan was written. Start the install again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The staging folder %1 cannot be created (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install was refused and nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryReport</name>
    <message>
        <source>Nothing was installed in this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 was already installed in %2; nothing needed to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for all users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for this user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed %1 (%2, %3). The libraries are in %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install of cuDNN %1 was cancelled, and what it had done was undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install of cuDNN %1 failed and was undone: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install of cuDNN %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN was not checked in this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark was not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took %2 ms per run of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There was no GPU to compare it with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark ran, but no row produced a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1 — summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not diagnosed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no problems found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>%n problem found</numerusform>
            <numerusform>%n problems found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n change(s) made</source>
        <translation>
            <numerusform>; %n change made</numerusform>
            <numerusform>; %n changes made</numerusform>
        </translation>
    </message>
    <message>
        <source>Repair: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces installed with it: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>%n found</numerusform>
            <numerusform>%n found</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, none with a problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 with a problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frameworks: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerminalPrompt</name>
    <message>
        <source>The proxy %1 asks for your proxy account.
User name: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password: </source>
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
    <message>
        <source>nothing selects a toolkit (no CUDA_PATH, no nvcc.exe on PATH); it is the newest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Transaction</name>
    <message>
        <source>The folder %1 for the install records cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install record in %1 is unreadable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install record in %1 holds a step this version does not know (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not finish cleanly (%2): programs may not find the new libraries until it is run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This install cannot be applied: it is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install was cancelled; everything it had changed was undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some changes could not be undone; fix what is listed and run the rollback again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planned, not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted part-way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted while being undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partly undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uninstalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not run with administrator rights: %2 Run ldconfig yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not in the system&apos;s program folders.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrustedFiles</name>
    <message>
        <source>%1 cannot be opened (Windows error %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a plain file (a link, a junction or a folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads through a symbolic link (%2): staged files are read only along plain folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a plain file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to another user (uid %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be written by other users (mode %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link or a junction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to %2, not to the administrators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be changed by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no access rules: everyone may change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an access rule of a kind this program does not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The access rules of %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>Checking %1 ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that a cuDNN copy loads and runs, item by item, and say why not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder of that copy&apos;s headers (default: &lt;cudnn-dir&gt;/../include).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--include-dir goes with --cudnn-dir: the headers of that copy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyExplanations</name>
    <message>
        <source>All cuDNN libraries are there and load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN reports its version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All cuDNN libraries are from the same release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The headers match the libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN names the CUDA version it was built for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN&apos;s own dependencies (cuBLASLt, zlib) are found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An NVIDIA driver answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN supports this GPU&apos;s architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN starts on the GPU (cudnnCreate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A convolution runs on the GPU and gives correct results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASSED — cuDNN %1 in %2 works: it loaded and ran a convolution on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASSED — cuDNN %1 in %2 works: it loaded and started on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the NVIDIA driver does not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no NVIDIA GPU is visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing could run on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 in %2 is installed correctly, but it cannot run on this computer yet: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>FAILED — cuDNN in %1 is not usable: %n check(s) failed. First: %2</source>
        <translation>
            <numerusform>FAILED — cuDNN in %1 is not usable: %n check failed. First: %2</numerusform>
            <numerusform>FAILED — cuDNN in %1 is not usable: %n checks failed. First: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>NOT CHECKED — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cuDNN check did not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Libraries loaded, in load order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — not loaded: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyResult</name>
    <message>
        <source>The cuDNN check answered without any checks, so there is no result.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyRunner</name>
    <message>
        <source>No cuDNN folder was given, so there was nothing to check.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyTargetText</name>
    <message>
        <source>the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN was found on this computer. Install it first (`cudnn-setup install`, or the wizard), or name its library folder with --cudnn-dir.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerifyTargets</name>
    <message>
        <source>cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN (version unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inside the CUDA Toolkit at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in its own folder %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from a system package (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from a Python package (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in a conda environment (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the library search path (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inside CUDA %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unpacked by hand in %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowsEnvironment</name>
    <message>
        <source>%1 is already on PATH: programs find the cuDNN DLLs there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA_PATH already names %1 and is left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already on PATH: programs find the CUDA tools and DLLs there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WizardSteps</name>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that cuDNN loads and works, part by part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time it against code without cuDNN and against the processor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum it all up in a report you can save or send when you ask for help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find what is wrong with the CUDA and cuDNN already here, and fix what you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check your graphics card (GPU) and its NVIDIA driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the CUDA Toolkits and any cuDNN already here, and check that they fit together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cuDNN that fits and get its archive: download it, or use one you have. It is checked and unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See exactly which files go where. Only the Install button changes anything, and all of it can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the environment so that programs find cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WslRules</name>
    <message>
        <source>This Linux runs under WSL 1, which cannot use the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA and cuDNN inside WSL need WSL 2: only WSL 2 passes the GPU through from Windows. Under WSL 1 no program can use the NVIDIA GPU, whatever is installed inside Linux.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Windows PowerShell, run: wsl --set-version %1 2 (check with wsl -l -v), then start the distribution again and run this check once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver is not visible inside WSL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under WSL, the GPU is used through the NVIDIA driver installed in Windows: WSL shows its CUDA library as %1. That file is missing, so no program in WSL can use the GPU. Usually the Windows NVIDIA driver is too old for WSL or not installed, WSL itself is outdated, or GPU support (paravirtualisation) is turned off for this WSL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Windows: install the current NVIDIA driver for your GPU from NVIDIA&apos;s website (the normal Windows driver; it includes WSL support), run wsl --update in PowerShell, and check with wsl -l -v that %1 runs as version 2. Then run wsl --shutdown and start WSL again. Do not install a Linux NVIDIA driver inside WSL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on the library search path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver&apos;s CUDA library is in %1, but that folder is neither in the loader&apos;s configuration (/etc/ld.so.conf and /etc/ld.so.conf.d/, where WSL normally adds ld.wsl.conf) nor on LD_LIBRARY_PATH. Programs that load libcuda.so.1 by name (PyTorch, TensorFlow, cuDNN itself) do not find the driver and report that no GPU or no CUDA driver is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Present: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders from /etc/ld.so.conf: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders from /etc/ld.so.conf: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists, but /etc/ld.so.conf does not include /etc/ld.so.conf.d/*.conf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run in WSL: echo %1 | sudo tee /etc/ld.so.conf.d/ld.wsl.conf &amp;&amp; sudo ldconfig (make sure /etc/ld.so.conf has the line: include /etc/ld.so.conf.d/*.conf). Then open a new terminal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a file of its own, found via %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (found via %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Linux NVIDIA driver is installed inside WSL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside WSL the GPU must be used through the Windows driver&apos;s library in %1. A Linux NVIDIA driver (or a copy of its libcuda.so.1) was installed in WSL as well; its libcuda.so.1 cannot talk to the GPU from inside WSL, and programs that load it instead of the Windows one fail with errors such as &quot;CUDA driver version is insufficient&quot; or &quot;no CUDA-capable device is detected&quot;. NVIDIA&apos;s WSL guide says never to install a Linux driver in WSL. This often happens by installing the &quot;cuda&quot; or &quot;cuda-drivers&quot; package instead of &quot;cuda-toolkit&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linux driver library: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows driver library: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows driver library missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the Linux driver from WSL. On Ubuntu or Debian: sudo apt-get purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos; &apos;cuda-drivers*&apos; &amp;&amp; sudo apt-get autoremove; if it came from NVIDIA&apos;s .run installer: sudo nvidia-uninstall. Then run sudo ldconfig, run wsl --shutdown in Windows, and start WSL again. Install CUDA in WSL only with the cuda-toolkit-X-Y package (NVIDIA&apos;s WSL-Ubuntu repository), never &quot;cuda&quot; or &quot;cuda-drivers&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libcuda.so.1 in %1 is a copy, not a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver puts libcuda.so.1 into WSL as a copy of another file instead of a link, so sudo ldconfig prints &quot;%1/libcuda.so.1 is not a symbolic link&quot;. The warning is harmless: CUDA works. %1 shows a Windows folder and cannot be changed from inside WSL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other copies in the same folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing needs doing. To silence the warning, open a Command Prompt as administrator in Windows and run: cd C:\Windows\System32\lxss\lib &amp;&amp; del libcuda.so libcuda.so.1 &amp;&amp; mklink libcuda.so libcuda.so.1.1 &amp;&amp; mklink libcuda.so.1 libcuda.so.1.1 — then wsl --shutdown. A Windows driver update brings the copies back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::AboutDialog</name>
    <message>
        <source>CUDA and cuDNN on this computer: not scanned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkit: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkit: none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN: none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About cuDNN Setup Wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks your GPU and CUDA Toolkit, installs the NVIDIA cuDNN library that fits them, and tells you whether it works — or what is wrong and how to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;This program uses the Qt toolkit %1 under the GNU Lesser General Public License version 3 (LGPLv3). Qt is linked dynamically, so you may replace it with your own build; its source code and licence are at &lt;a href=&quot;https://www.qt.io/licensing/open-source-lgpl-obligations&quot;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;cuDNN is NVIDIA&apos;s software, under the &lt;a href=&quot;%2&quot;&gt;NVIDIA cuDNN Software License Agreement&lt;/a&gt;. This program does not include cuDNN: it downloads it from NVIDIA (or your lab&apos;s mirror) only after you accept that licence, and it never asks for your NVIDIA account.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ArchiveFetch</name>
    <message>
        <source>The list of files for cuDNN %1 could not be read. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of files for cuDNN %1 is damaged or not a cuDNN manifest (%2). If it comes from a mirror, rebuild the mirror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 has no build for CUDA %2 on %3 on this server. Choose another release or CUDA version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s list is for cuDNN %1, not %2 as asked. The mirror may be out of date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the list of files for cuDNN %1 from %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SHA-256 of %1 comes from the mirror&apos;s own list: the file was checked against it, not against NVIDIA&apos;s own checksum, which is not known here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ArchiveIntakeView</name>
    <message>
        <source>Ca&amp;ncel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking and unpacking the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop checking this archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking and unpacking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking and unpacking %1: %2 of %3 read, %4 unpacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another file, or get the right one in one of the other ways above.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkCharts</name>
    <message>
        <source>Time per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throug&amp;hput (TFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>milliseconds per run (shorter is faster; each step is 10× longer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>@value ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOP/s, trillions of operations per second (longer is faster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>@value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkChoicesPanel</name>
    <message>
        <source>FP32, strict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TF32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also time the processor (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer to time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input channels (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter height (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter width (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many images are computed at once. Automatic: %1 with a GPU, %2 without (the processor is much slower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always measured: strict FP32 computes exactly what the kernels without cuDNN and the processor compute, so it is the fair comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor cores with FP32 data rounded to TF32 inside (graphics cards of compute capability 8.0 and newer). Faster, slightly less exact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor cores with half-precision data in the NHWC layout: what mixed-precision training uses. Fastest, least exact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times the same layer on the processor, which also runs on a computer without a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN precisions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This layer cannot be computed: the filter (R × S) is larger than the padded input (H × W).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This layer is too large to time here: one of its tensors would hold more than %1 million values.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkPage</name>
    <message>
        <source>&amp;Run benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as CS&amp;V…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves every number of this run, and what it ran on, as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves one line per row, for a spreadsheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what to time, then click Run benchmark. With a GPU it takes about a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA graphics card that a driver can use was found on this computer, so only the processor can be timed here. The graphics card rows will say why they were left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. The rows that finished are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the benchmark first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the benchmark as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the benchmark as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times one ResNet-50 convolution layer with cuDNN, without it, and on the processor, and checks every result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to ti&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkResultView</name>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct (error %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WRONG (error %1, allowed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median time
(10th–90th percentile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOP/s
(share of peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green bars: cuDNN. Grey bars: without cuDNN (plain CUDA kernels, the processor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1% of peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The peak of this GPU for %1 is %2 TFLOP/s (at %3 MHz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picked by timing every algorithm. cuDNN&apos;s quick guess would have been %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %1 images (chosen automatically)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %1 images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU: %1, compute capability %2, %3 multiprocessors, peaks computed at %4 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver: supports CUDA up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA runtime of the benchmark: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN: %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Processor: %1, %n thread(s)</source>
        <translation>
            <numerusform>Processor: %1, %n thread</numerusform>
            <numerusform>Processor: %1, %n threads</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All n&amp;umbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it r&amp;an on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms (%2–%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BrowserHandOffPanel</name>
    <message>
        <source>&amp;Open NVIDIA Developer in my browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have the file — choose &amp;it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch another &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a browser that saves downloads somewhere else than your Downloads folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cuDNN %1 archive for CUDA %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open NVIDIA&apos;s cuDNN page (%1) in your web browser and sign in with your NVIDIA Developer account (free to create).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s license there and download this file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this window open. The wizard watches your Downloads folder (%1) and checks the file as soon as the download has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You sign in only in your browser; the wizard never asks for or sees your NVIDIA password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No web browser could be opened. Copy the link and open it in a browser yourself, on this or another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the downloaded cuDNN archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder your browser saves downloads to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found %1 and took it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ConsoleOutput</name>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::CudaPiecesOffer</name>
    <message>
        <source>N&amp;ot now: I will install a CUDA Toolkit myself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA pieces cuDNN needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA pieces cuDNN needs and the compiler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not install CUDA pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces cuDNN needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, and the CUDA pieces cuDNN needs cannot be installed yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found. cuDNN cannot run without the cuBLAS and NVRTC libraries of its CUDA version. The wizard can install them from NVIDIA&apos;s CUDA downloads together with cuDNN, into a CUDA %1 folder of their own, in one step you can undo. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size not known yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not offered for this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the CUDA &amp;pieces cuDNN needs (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…and the &amp;compiler (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1: the runtime, cuBLAS and NVRTC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc and its headers, to build your own CUDA programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a C++ compiler that nvcc can use…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::CudaPiecesPanel</name>
    <message>
        <source>Fol&amp;der…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have read and accept the CUDA license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Get the CUDA pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the CUDA pieces come from: a web address or a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder with the CUDA archives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download progress of the CUDA pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;rom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces are licensed by NVIDIA: read the %1 before you get them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For CUDA %1, the %2 profile: %3. They go into a new CUDA Toolkit folder together with cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Ready: CUDA %1, %n archive(s), %2.</source>
        <translation>
            <numerusform>Ready: CUDA %1, %n archive, %2.</numerusform>
            <numerusform>Ready: CUDA %1, %n archives, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder with the CUDA archives</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::CudaRedistFetch</name>
    <message>
        <source>The list of files for CUDA %1 could not be read. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA release such as 13.0.2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the list of files for CUDA %1 from %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 on %2 is damaged or not a CUDA manifest (%3). If it comes from a mirror, rebuild the mirror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cuda_cudart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 on %2 has no %3 for %4, so the %5 profile cannot be installed from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CUDA %1, %2 profile: %n archive(s), %3 to get.</source>
        <translation>
            <numerusform>CUDA %1, %2 profile: %n archive, %3 to get.</numerusform>
            <numerusform>CUDA %1, %2 profile: %n archives, %3 to get.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DetailsLog</name>
    <message>
        <source>Show &amp;details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide &amp;details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DoctorPage</name>
    <message>
        <source>Fix all &amp;safe ones…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re-check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo last fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard looks for what commonly breaks a CUDA and cuDNN setup: missing or broken files and links, mixed copies, and environment variables that send programs to the wrong place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix all problems that have a safe automatic fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies every fix that only restores what was evidently meant (a missing or broken link, a malformed line). You see the list and confirm first; every fix can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check this computer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks at this computer again, for example after you fixed something by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the repair report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies what was found, as text, to paste into a message when you ask for help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the CUDA Toolkits, cuDNN copies and settings on this computer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking what was found…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This setup could not be checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing wrong was found in the installation, the environment variables, the links or the order in which programs find cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) below are for your information only.</source>
        <translation>
            <numerusform>%n note below is for your information only.</numerusform>
            <numerusform>%n notes below are for your information only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>%n problem found</numerusform>
            <numerusform>%n problems found</numerusform>
        </translation>
    </message>
    <message>
        <source>Open each one below to see what was found and how to fix it. Every fix the wizard makes can be undone with Undo last fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply this fix?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This fix changes which cuDNN programs load:

%1

It can be undone with Undo last fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix all safe ones?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard will make these changes:

%1

All of them can be undone together with Undo last fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fix them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixing… Every change is recorded so that it can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undoing the last fix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last fix puts everything back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fix could not be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fix did not go through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed: whatever it had done was put back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some things were changed by someone else since, and were left as they are:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts back what this fix changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fix made by the wizard is recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report is on the clipboard, with user names in paths replaced by &lt;user&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I got an error &amp;message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DownloadPanel</name>
    <message>
        <source>Br&amp;owse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://mirror.example.edu/cudnn/redist or a folder such as /mnt/lab/cudnn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror address or &amp;folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s server did not give the file to the wizard. You can still get it: sign in at NVIDIA Developer in your web browser, download it there, and the wizard picks it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the mirror folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;esume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;in in my browser instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive was already downloaded and verified earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloaded, and the checksum matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This mirror uses plain http://, which is not encrypted: someone on the network could read or change what is sent, the checksums in the mirror&apos;s list too, so a changed archive would still pass. Use https:// when the mirror offers it, or a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A web address or a folder set up by your lab or IT staff that holds NVIDIA&apos;s files in NVIDIA&apos;s layout (the redistrib_*.json lists and the cudnn/ folder). A plain http:// address is taken only when you say so, as it is not encrypted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::Downloader</name>
    <message>
        <source>the folder could not be created</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DownloadsWatcher</name>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found %1; waiting until it has been completely written…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your browser is still downloading (%1). The archive will be checked as soon as the download finishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Choose the folder your browser saves downloads to, or point at the downloaded file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cuDNN archive for %1 and CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cuDNN archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1 to appear in %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not watching for downloads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1 (its name, size and checksum)…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ElevatedApply</name>
    <message>
        <source>Running: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed with administrator rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator rights were not given (the password prompt was closed or refused). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program could not be started with administrator rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pkexec could not be started (is the polkit package installed?). Nothing was changed. Use &quot;Show the commands&quot; to install by hand with sudo instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install with administrator rights failed (exit code %1); the details are below. Whatever it had changed was undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan for the administrator could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ElevationPanel</name>
    <message>
        <source>Install just for &amp;me instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install just for me, side by side, without administrator rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install as administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the commands to install by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts cuDNN in a folder in your home and sets it up for you only. No password is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks for the administrator password, then installs exactly what is shown above. Everything can be undone later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commands that do the same by hand, to run in a terminal yourself or to give to your administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator rights are needed to write in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been changed. Choose how to go on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install as &amp;administrator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install for all users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows asks for administrator rights next. They are for this, and nothing else:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::EnvironmentPage</name>
    <message>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was set up so that programs find cuDNN, and what you need to do for it to take effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines and files written for the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the environment snippet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the lines that set up the environment, to use them in another shell or on another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was installed, so nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Added to %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Meant for %1 (not there now):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># You chose not to change the environment. To use cuDNN from a terminal, run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly what was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To set it up yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These changes were made as part of the install (and are undone with it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loader now finds the libraries for every program started from now on. Variables such as CUDNN_PATH take effect when users log in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, for programs to see these changes. Programs that are running now keep the old values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose not to change the environment: programs find cuDNN only where they already look.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change was needed: programs already find the libraries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change was needed: an earlier install already set this up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For your own programs, run this in their terminal first: . %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs keep the library path they had, so the frameworks on this computer keep their cuDNN.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ExpandableLabel</name>
    <message>
        <source>Less</source>
        <extracomment>The link that opens the details of a finding in place, and the one that closes them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ExtractPage</name>
    <message>
        <source>&amp;Cancel unpacking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpack the archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is unpacked into a folder of the wizard&apos;s own and checked file by file. Nothing on your system changes on this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel unpacking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpack the archive again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Unpacking… %1 of %2 read, %3 written, %n entries</source>
        <translation>
            <numerusform>Unpacking… %1 of %2 read, %3 written, %n entry</numerusform>
            <numerusform>Unpacking… %1 of %2 read, %3 written, %n entries</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpacking was cancelled. Nothing of it was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unpacked files were used up by the last install attempt. Unpack the archive again to retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpacked cuDNN %1: %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1. Click Next to see what will be installed where.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacked %1, %2 into %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The two counts of an unpacked archive: &quot;12 files, 3 links&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FindingListView</name>
    <message>
        <source>Errors (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For your information (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was found:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fix it by hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard can do this for you, and undo it later:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard can do this for you, and undo it later. It changes which cuDNN programs load, so it is only done when you ask for it here:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (can be fixed automatically)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FinishPage</name>
    <message>
        <source>&amp;Save report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the wizard did, and what to do next. Save the report to keep a record, or send it along when you ask for help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves everything the wizard found and did as a text file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves the same report as JSON, for scripts and for IT staff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the text report, to paste it into a message when you ask for help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, so that programs see the changed environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix what the check found (Back shows each failed check with what to do), then check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN needs an NVIDIA graphics card and its driver to run. On a computer with both, check it again to see it work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To check this copy again later from a terminal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To see which cuDNN PyTorch uses, run the line below. It prints a number such as 91900 for cuDNN 9.19.0. PyTorch installed with pip or conda usually brings its own copy of cuDNN, so this shows that copy, which can differ from the one checked here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report copied. Paste it into your message when you ask for help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep my &amp;user name in the paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: paths such as /home/anna or C:\Users\anna appear as /home/&lt;user&gt; in the saved or copied report, so you can post it in a forum without saying who you are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FirstProgramPanel</name>
    <message>
        <source>Your first CUDA + cuDNN program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new toolkit&apos;s nvcc compiles a ten-line program that calls cudnnGetVersion() and cudaRuntimeGetVersion(), and runs it. Neither call needs the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvcc --version: waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiling the program: waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the program: waiting…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FrameworkImpactPanel</name>
    <message>
        <source>Only in an activation &amp;script (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the library path of &amp;every program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the library folder only in an activation script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the library folder on the library path of every program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where should the library folder go? An activation script is a small file that you source (. FILE) in the terminal where you build or run your own programs; everything else keeps the library path it has now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frameworks on this computer keep the cuDNN they load now. On the library path of every program, the new cuDNN would change that:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This install would stop frameworks that work now:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This install changes the cuDNN that frameworks on this computer load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frameworks on this computer that find no cuDNN now will find the new one:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No framework on this computer changes the cuDNN it loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To use this cuDNN for your own programs, run in their terminal first: %1</source>
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
        <source>No NVIDIA GPU was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs can be listed once the driver works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs of that system can only be listed on it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::HttpTransfer</name>
    <message>
        <source>the server sent a different part of the file than asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection ended before the whole file arrived</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallChoicesPanel</name>
    <message>
        <source>CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA (version unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Just for &amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the &amp;environment so that programs find cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install into the CUDA Toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install side by side, in a folder of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Toolkit to install into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for a side-by-side install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder for a side-by-side install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install just for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install for all users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the library folder to LD_LIBRARY_PATH (for you) or to the loader&apos;s configuration (for all users), only where programs do not find it already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA T&amp;oolkit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into the CUDA &amp;Toolkit&apos;s folders (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into the CUDA &amp;Toolkit&apos;s folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side by side, in a folder of its own (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side by side, in a folder of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For all &amp;users of this computer (needs administrator rights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: CUDA %1 in %2, installed with cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallPage</name>
    <message>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where cuDNN goes and check what will happen. Nothing changes until you click Install, and everything it does can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back and unpack the archive again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is not unpacked any more (the last attempt used it up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Try again to go back and unpack it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installing with administrator rights…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the administrator password, then installing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Try again to unpack the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install could not start. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installing %1 (record %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Try again to unpack the archive again and retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces could not be unpacked. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click Try again to go back and get them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installing for all users was cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallProgressPanel</name>
    <message>
        <source>&amp;Cancel install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the install and undo it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking the CUDA pieces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling: undoing what was done so far…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undoing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking the CUDA %1 pieces (%2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Unpacked the CUDA pieces: %n archive(s).</source>
        <translation>
            <numerusform>Unpacked the CUDA pieces: %n archive.</numerusform>
            <numerusform>Unpacked the CUDA pieces: %n archives.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallWorkflow</name>
    <message>
        <source>An earlier install was interrupted: %1 (%2, record %3). Run `cudnn-setup resume %3` to finish it or `cudnn-setup rollback %3` to undo it (the wizard&apos;s first page offers both), then install again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records folder %1 cannot be used: %2 Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan (record %1) was applied before. See `cudnn-setup status`; to finish or undo it, use `cudnn-setup resume %1` or `cudnn-setup rollback %1`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be created. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CUDA %1 pieces (%2 of %3: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new CUDA %1 toolkit folder; for all users it is %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InterruptedInstallBanner</name>
    <message>
        <source>Resume the interrupted install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll back the interrupted install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undoing an earlier install stopped part-way: %1 (%2). Resume finishes undoing it; Roll back does the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An earlier install was interrupted: %1 (%2). Resume finishes it; Roll back undoes what it did, so your system is as it was before it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish or undo the interrupted install first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undoing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled back %1: the system is as it was before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished installing %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling back %1 did not complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishing %1 did not complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll ba&amp;ck</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LicenseOffer</name>
    <message>
        <source>NVIDIA cuDNN Software License Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN is licensed by NVIDIA. Read the license before you download: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You accepted this license for cuDNN %1 earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I have read and accept the licen&amp;se</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LiveCatalogue</name>
    <message>
        <source>The server said the listing %1 was unchanged, but the saved copy is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release listing %1 could not be refreshed (%2); the copy read on %3 is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The release listing could not be read, so the releases offered are those this wizard shipped with (data as of %1). %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lists no release manifests (redistrib_&lt;version&gt;.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it says it is release %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no cuDNN %1 in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 is listed by the source, but its manifest could not be read, so it is not offered: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manifest of %1 %2 at %3 cannot be used, so the release is not offered: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LocalArchivePanel</name>
    <message>
        <source>&amp;Choose the archive…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cuDNN archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a cuDNN archive you already have (a USB stick, a shared folder, an earlier download): drag it onto this page, or choose it. Any release for %1 and CUDA %2 will do.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ManualStepsDialog</name>
    <message>
        <source>Install by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run these commands in a Command Prompt opened with &quot;Run as administrator&quot;. They copy exactly the files shown in the preview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run these commands in a terminal. Lines starting with sudo ask for your password (or your administrator&apos;s). They copy exactly the files shown in the preview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands to install by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the commands</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::MirrorBuilder</name>
    <message>
        <source>The list of files for cuDNN %1 could not be read from %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--releases names no release. Give a comma-separated list such as 9.19,9.20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a platform of NVIDIA&apos;s downloads. Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--platforms names no platform. Give a comma-separated list such as linux-x86_64,windows-x86_64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 could not be created. Choose a --dest you may write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the list of files for cuDNN %1 from %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of files for cuDNN %1 on %2 is damaged or not a cuDNN manifest (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cudnn component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of files on %1 is for cuDNN %2, not %3 as asked. If it is a mirror, it may be out of date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 has no %2 build on %3, so the mirror cannot hold one. It has: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The licence text could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The licence text could not be read from %1, so the mirror goes without it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 could not be read from %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a CUDA release of NVIDIA&apos;s CUDA redist. Give its full number, such as 13.0.2 or 12.9.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda-releases names no release. Give a comma-separated list such as 13.0.2,12.9.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the list of files for CUDA %1 from %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 on %2 is damaged or not a CUDA manifest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 on %2 has no %3 for %4, so the mirror cannot hold the %5 profile there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No archive of %1 %2 is in the mirror now; its list %3 was removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list of files %1 could not be written; the mirror does not offer %2 %3 until it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PastedErrorPanel</name>
    <message>
        <source>&amp;Diagnose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cl&amp;ear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a &amp;log file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The error message you saw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the error message here: the whole output of the program, from its start. Chinese text around it does no harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose the pasted error message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the pasted error message and its diagnosis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a log file with the error message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the text of a saved log (UTF-8, UTF-16 as PowerShell writes it, or GBK). Of a large file only the last MiB is read, where a program&apos;s last error is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the error a program printed — PyTorch, TensorFlow, JAX, ONNX Runtime, PaddlePaddle, cuDNN itself or the system&apos;s loader — and the wizard says what it means on this computer and what to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To check the whole setup of this computer instead, read the findings above: they come from the full check, and Re-check runs it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the log with the error message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs and text (*.log *.txt *.out *.err);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not look like text: it may be a program, an image or an archive. Open the log the program wrote, or paste the message itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available once the check of this computer has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finds the known cuDNN messages in the text and says what each means on this computer and what to do. Nothing is changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PlainHttpConsent</name>
    <message>
        <source>Use this plain &amp;http:// server anyway: I trust the network between it and this computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PlanPreview</name>
    <message>
        <source>new link → %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaces the file there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaces cuDNN %1&apos;s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (link → %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files the install writes and removes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out what the install will do…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cannot be installed as chosen:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 is already installed in %2 exactly like this: nothing to do. Click Continue to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n new file(s) to write</source>
        <translation>
            <numerusform>%n new file to write</numerusform>
            <numerusform>%n new files to write</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) to write: %1 new, %2 replacing files there</source>
        <translation>
            <numerusform>%n file to write: %1 new, %2 replacing a file there</numerusform>
            <numerusform>%n files to write: %1 new, %2 replacing files there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale file(s) of the older copy removed, so that sub-libraries of two releases never mix</source>
        <translation>
            <numerusform>%n stale file of the older copy removed, so that sub-libraries of two releases never mix</numerusform>
            <numerusform>%n stale files of the older copy removed, so that sub-libraries of two releases never mix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) already in place and identical</source>
        <translation>
            <numerusform>%n file already in place and identical</numerusform>
            <numerusform>%n files already in place and identical</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new folder(s)</source>
        <translation>
            <numerusform>%n new folder</numerusform>
            <numerusform>%n new folders</numerusform>
        </translation>
    </message>
    <message>
        <source>New folders:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3 (in %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No change needed (see the notes below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk space: %1 needed, %2 available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk space: %1 needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed: left over from an older copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed: left over from cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one line added (environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written (environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Libraries go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Joins the counts of what the install does into one line: &quot;38 new files to write; 3 new folders&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every file it writes or removes (%n)</source>
        <translation>
            <numerusform>Every file it writes or removes (%n)</numerusform>
            <numerusform>Every file it writes or removes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ProgramLoadPanel</name>
    <message>
        <source>found through LD_LIBRARY_PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found through /etc/ld.so.conf (the loader&apos;s list of folders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found in one of the loader&apos;s built-in folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What will a program load?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load cuDNN the way a program would and show which file it gets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs a small helper program that loads cuDNN by name, exactly as a deep-learning program does, and shows which file the system gave it. Nothing is changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folders the loader searches, read from the environment and /etc/ld.so.conf, say which file comes first. The button below asks the system itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper runs on this computer with the wizard&apos;s own environment; it does not look inside %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will a program load?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the folders the loader searches there is no libcudnn.so.&lt;major&gt;: a program asking for cuDNN by name would not find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A program asking for libcudnn.so.%1 gets %2 (%3), %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading cuDNN by name in a separate helper program…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folders Windows searches for DLLs, read from the environment (PATH), say which file comes first. The button below asks the system itself.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ProxyCredentialsDialog</name>
    <message>
        <source>Proxy sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy server %1 of your network asks for a user name and password before the download can continue. These are your network&apos;s (for example your campus or company account), not an NVIDIA account. They are used for this download only and not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy calls itself &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy &amp;user name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy &amp;password:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ReleasePicker</name>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (may not work here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another &amp;release:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended for this computer: cuDNN %1 for CUDA %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cuDNN build can be recommended for this computer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build may not work on this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can still get it, for example for another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (early access)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (new: not yet in the wizard&apos;s data)</source>
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
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::SourcePage</name>
    <message>
        <source>Get the cuDNN archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cuDNN build and how to get it. The wizard checks the file before it is used; nothing is installed on this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard downloads the archive from NVIDIA&apos;s public download server and checks it. No account is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in at NVIDIA Developer in your bro&amp;wser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the download above does not work, get the file on NVIDIA&apos;s website in your own browser; the wizard waits for it in your Downloads folder. You sign in only in the browser: the wizard never sees your NVIDIA password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An archive I already &amp;have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file you downloaded earlier or got on a USB stick or from a shared folder. You can also drag it onto this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lab &amp;mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lab or school keeps NVIDIA&apos;s files on its own server or in a shared folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to get it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download from N&amp;VIDIA (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s download server cannot be reached from this computer (no internet, or a proxy or firewall in the way). Use an archive you already have, a lab mirror, or your browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: %1 (verified against NVIDIA&apos;s checksum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: %1 (contents checked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>unpacked and checked: %n file(s), %1.</source>
        <translation>
            <numerusform>unpacked and checked: %n file, %1.</numerusform>
            <numerusform>unpacked and checked: %n files, %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
SHA-256: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: %1 (verified against the mirror&apos;s checksum; NVIDIA&apos;s own is not known here)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::StepList</name>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: %3, %4</source>
        <extracomment>A step in the list beside the pages, for screen readers: &quot;Step 3 of 8: Get cuDNN, current step&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::TextFetcher</name>
    <message>
        <source>%1 is not a secure (https) address. Only a mirror you set up yourself may use plain http; give it with --mirror or in the mirror setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an address the wizard can fetch from (use https://, a folder, or file://).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found on the server (404). The release may not exist there; check the release and the mirror address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused %1 (403).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered %1 with HTTP %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took too long to answer, or was larger than a manifest can be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to %1 failed (%2). Check the computer&apos;s date and time; a proxy may be intercepting the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be fetched: %2</source>
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
    <message>
        <source>CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN %1 from %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frameworks on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::TransferProgress</name>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, about %n s left</source>
        <translation>
            <numerusform>%1, about %n s left</numerusform>
            <numerusform>%1, about %n s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, about %n min left</source>
        <translation>
            <numerusform>%1, about %n min left</numerusform>
            <numerusform>%1, about %n min left</numerusform>
        </translation>
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
    <name>cudnnsetup::VerifyChecklist</name>
    <message>
        <source>What it means:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::VerifyPage</name>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File the loader used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check cuDNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard loads cuDNN the way a deep-learning program would, in a separate helper program, and checks each part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN libraries and the files loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check cuDNN again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs the checks again, for example after you fixed something they found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beside the libraries (../include)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Libraries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading cuDNN in a separate program and checking each part. This takes a few seconds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for cuDNN on this computer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checks that need a GPU could not run here. On a computer with an NVIDIA GPU and driver, this copy is ready to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read “What to do” under each failed check below and do that, then click Check again. A check marked SKIP could not be made; its line says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard itself is fine: the checks run in a separate helper program, and that program did not give an answer. Click Check again to retry. If it keeps happening, save the report on the last page and send it along when you ask for help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Library files loaded (%n)</source>
        <translation>
            <numerusform>Library files loaded (%n)</numerusform>
            <numerusform>Library files loaded (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no cuDNN on this computer to check yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was installed in this session, and the scan found no copy of cuDNN. The earlier steps of this wizard install it: start the wizard again and follow them, then check the new copy here. You can still run the benchmark on the next page: it times the graphics card without cuDNN, and the processor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repair…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair this cuDNN setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens repair mode: the wizard looks for what is wrong with this setup, explains it, and fixes what you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each check: %1, %2, %3</source>
        <extracomment>The heading over the list of checks: &quot;Each check: 6 passed, 2 failed, 2 skipped&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation>
            <numerusform>%n passed</numerusform>
            <numerusform>%n passed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>Compiling and running a first CUDA + cuDNN program with the new toolkit…</source>
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
        <source>&amp;Install or update cuDNN, step by step (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Only check the cuDNN already on this computer, and time it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes straight to the last steps: loads the cuDNN a program would use, checks each part, and runs the benchmark. Nothing is installed or changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repair an existing setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks for what is wrong with the CUDA and cuDNN already on this computer (missing links, mixed copies, wrong environment variables), explains each problem, and fixes the ones you choose. Every fix can be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checks only look at your computer: nothing is installed, changed or removed until you confirm it on a later page. The wizard never asks for your NVIDIA account password; if a download needs you to sign in, you do that in your own web browser.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cudnnsetup::WizardSession</name>
    <message>
        <source>cuDNN %1, installed just now into %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
