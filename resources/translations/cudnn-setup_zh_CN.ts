<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnswerFile</name>
    <message>
        <source>&quot;%1&quot; is not yes or no.</source>
        <translation>“%1”不是 yes 或 no。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2.</source>
        <translation>“%1”不是 %2 中的一个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an absolute path. Write the whole path (/srv/cudnn/... or C:\cudnn\...): the file is used on many machines, from any folder.</source>
        <translation>“%1”不是绝对路径。请写出完整路径（/srv/cudnn/... 或 C:\cudnn\...）：同一个文件会在许多电脑上、从任意文件夹使用。</translation>
    </message>
    <message>
        <source>There is no section [%1]. The sections are %2.</source>
        <translation>没有 [%1] 这个节。可用的节有 %2。</translation>
    </message>
    <message>
        <source>This line is not a [section], a key = value line or a comment (# or ;).</source>
        <translation>这一行既不是 [节]，也不是 键 = 值 行或注释（# 或 ;）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before any [section]; put it under the section it belongs to.</source>
        <translation>“%1”出现在任何 [节] 之前；请把它放到它所属的节下面。</translation>
    </message>
    <message>
        <source>[%1] has no key &quot;%2&quot;. Its keys are %3.</source>
        <translation>[%1] 中没有键“%2”。它的键有 %3。</translation>
    </message>
    <message>
        <source>%1 is given twice (first on line %2); keep one.</source>
        <translation>%1 出现了两次（第一次在第 %2 行）；请只保留一个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an http(s) address nor an absolute folder.</source>
        <translation>“%1”既不是 http(s) 地址，也不是绝对文件夹路径。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a proxy address like http://proxy.example:3128 or socks5://10.0.0.1:1080.</source>
        <translation>“%1”不是代理地址，应类似 http://proxy.example:3128 或 socks5://10.0.0.1:1080。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cuDNN release: write newest, or a version such as 9.20 or 9.20.0.48.</source>
        <translation>“%1”不是 cuDNN 版本：请写 newest，或 9.20、9.20.0.48 这样的版本号。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA major version: write auto, or a number such as 12 or 13.</source>
        <translation>“%1”不是 CUDA 主版本号：请写 auto，或 12、13 这样的数字。</translation>
    </message>
    <message>
        <source>from = mirror needs a mirror = &lt;address or folder&gt; line in [source].</source>
        <translation>from = mirror 需要在 [source] 中有一行 mirror = &lt;地址或文件夹&gt;。</translation>
    </message>
    <message>
        <source>from = archive needs an archive = &lt;file&gt; line in [source].</source>
        <translation>from = archive 需要在 [source] 中有一行 archive = &lt;文件&gt;。</translation>
    </message>
    <message>
        <source>A mirror is given, but [source] from is not mirror: set from = mirror, or remove this line.</source>
        <translation>给出了镜像，但 [source] 的 from 不是 mirror：请设置 from = mirror，或删除这一行。</translation>
    </message>
    <message>
        <source>An archive is given, but [source] from is not archive: set from = archive, or remove this line.</source>
        <translation>给出了压缩包，但 [source] 的 from 不是 archive：请设置 from = archive，或删除这一行。</translation>
    </message>
    <message>
        <source>With from = archive, the archive decides the release: remove this line.</source>
        <translation>使用 from = archive 时，版本由压缩包决定：请删除这一行。</translation>
    </message>
    <message>
        <source>target names the folder of a side-by-side install: add layout = side-by-side, or remove this line.</source>
        <translation>target 指定的是并排安装的文件夹：请加上 layout = side-by-side，或删除这一行。</translation>
    </message>
    <message>
        <source>The answer file cannot be read: %1</source>
        <translation>无法读取应答文件：%1</translation>
    </message>
    <message>
        <source>cuda-from names where the CUDA pieces come from: add cuda = runtime or develop, or remove this line.</source>
        <translation>cuda-from 指定 CUDA 组件的来源：请添加 cuda = runtime 或 develop，或者删除这一行。</translation>
    </message>
    <message>
        <source>The CUDA pieces need a cuda-from = &lt;folder&gt; line in [install]: a folder laid out like NVIDIA&apos;s CUDA redist.</source>
        <translation>CUDA 组件需要 [install] 中的 cuda-from = &lt;文件夹&gt; 一行：一个结构与 NVIDIA CUDA redist 相同的文件夹。</translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder: remove layout = side-by-side.</source>
        <translation>CUDA 组件和 cuDNN 会装入同一个新的工具包文件夹：请删除 layout = side-by-side。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA release such as 13.0.2.</source>
        <translation>&quot;%1&quot; 不是 13.0.2 这样的 CUDA 版本。</translation>
    </message>
    <message>
        <source>It says the opposite of source.allow-insecure-mirror; keep one of the two.</source>
        <translation>它与 source.allow-insecure-mirror 的设置相反；请只保留其中一个。</translation>
    </message>
</context>
<context>
    <name>ArchiveExtractor</name>
    <message>
        <source>entry without a name</source>
        <translation>没有名称的条目</translation>
    </message>
    <message numerus="yes">
        <source>path of %n characters, too long</source>
        <translation>
            <numerusform>路径长达 %n 个字符，太长了</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is a folder, not an archive file.</source>
        <translation>%1 是一个文件夹，不是压缩包文件。</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): its download did not finish or failed. Download it again from NVIDIA.</source>
        <translation>%1 是空文件（0 字节）：它的下载没有完成，或者失败了。请从 NVIDIA 重新下载。</translation>
    </message>
    <message>
        <source>%1 is an archive with nothing in it. Download the archive again from NVIDIA.</source>
        <translation>%1 是一个空压缩包，里面什么也没有。请从 NVIDIA 重新下载压缩包。</translation>
    </message>
    <message>
        <source>Unpacking %1 was cancelled. Nothing of it was kept.</source>
        <translation>已取消解压 %1。解压出的内容均未保留。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a tar or zip archive that can be unpacked (%2). Download it again from NVIDIA.</source>
        <translation>%1 不是可以解压的 tar 或 zip 压缩包（%2）。请从 NVIDIA 重新下载。</translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2). This usually means the download was interrupted: download it again. Nothing was installed.</source>
        <translation>%1 已损坏或不完整（%2）。这通常说明下载中途被打断了：请重新下载。没有安装任何内容。</translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2); unpacking stopped at &quot;%3&quot;. This usually means the download was interrupted: download it again. Nothing was installed.</source>
        <translation>%1 已损坏或不完整（%2）；解压停在了“%3”。这通常说明下载中途被打断了：请重新下载。没有安装任何内容。</translation>
    </message>
    <message>
        <source>%1 could not be read to the end.</source>
        <translation>无法完整读取 %1。</translation>
    </message>
    <message>
        <source>The archive holds an unsafe entry, &quot;%1&quot; (%2). Nothing was installed. Download the archive again from NVIDIA: archives from NVIDIA hold no such entry.</source>
        <translation>压缩包中有一个不安全的条目“%1”（%2）。没有安装任何内容。请从 NVIDIA 重新下载压缩包：NVIDIA 提供的压缩包中不会有这样的条目。</translation>
    </message>
    <message>
        <source>%1 unpacks to more than %2, the most allowed: it reached %3 at &quot;%4&quot;. No cuDNN archive is that large, so this file is damaged or made to fill the disk (a &quot;zip bomb&quot;). Nothing was installed.</source>
        <translation>%1 解压后的大小超过了允许的上限 %2：解压到“%4”时已达到 %3。没有哪个 cuDNN 压缩包有这么大，所以这个文件要么已损坏，要么是故意用来塞满磁盘的（即“zip 炸弹”）。没有安装任何内容。</translation>
    </message>
    <message>
        <source>%1 had unpacked to %2 from a file of %3 when it was stopped at &quot;%4&quot;: far more than any cuDNN archive holds, so it is damaged or made to fill the disk (a &quot;zip bomb&quot;). Nothing was installed. Download the archive again from NVIDIA.</source>
        <translation>%1 在解压到“%4”时被终止，此时已从 %3 大小的文件中解压出 %2：远远超过任何 cuDNN 压缩包的内容，所以它要么已损坏，要么是故意用来塞满磁盘的（即“zip 炸弹”）。没有安装任何内容。请从 NVIDIA 重新下载压缩包。</translation>
    </message>
    <message>
        <source>%1 already exists. The archive is only unpacked into a new folder: remove or rename the existing one, or choose another place.</source>
        <translation>%1 已存在。压缩包只会解压到新的文件夹中：请删除或重命名现有的文件夹，或者选择其他位置。</translation>
    </message>
    <message>
        <source>The folder %1, where the archive was to be unpacked, does not exist.</source>
        <translation>要把压缩包解压到的文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>Could not write %1: %2. Check that you may write to that folder and that its disk is not read-only, or choose another place. Nothing was installed.</source>
        <translation>无法写入 %1：%2。请检查你是否有权限写入该文件夹、它所在的磁盘是否为只读，或者选择其他位置。没有安装任何内容。</translation>
    </message>
    <message>
        <source>The disk holding %1 has %2 free, but %3 unpacks to %4. Free up space on that disk or choose a folder on another disk, then try again.</source>
        <translation>%1 所在的磁盘剩余 %2，但 %3 解压后有 %4。请在该磁盘上清理出空间，或者选择其他磁盘上的文件夹，然后重试。</translation>
    </message>
    <message>
        <source>It needs %1 in all</source>
        <translation>总共需要 %1</translation>
    </message>
    <message>
        <source>It needs more than the %1 written before the disk filled up</source>
        <translation>所需空间超过磁盘写满之前已写入的 %1</translation>
    </message>
    <message>
        <source>The disk holding %1 is full: unpacking %2 stopped at &quot;%3&quot;. %4; %5 are free there now. Free up space on that disk or choose a folder on another disk, then try again. Nothing was installed.</source>
        <translation>%1 所在的磁盘已满：解压 %2 时停在了“%3”。%4；该磁盘目前剩余 %5。请在该磁盘上清理出空间，或者选择其他磁盘上的文件夹，然后重试。没有安装任何内容。</translation>
    </message>
    <message>
        <source>Part of what was unpacked could not be removed: delete %1 by hand.</source>
        <translation>部分解压出的内容无法删除：请手动删除 %1。</translation>
    </message>
    <message>
        <source>%1 is not an archive of NVIDIA&apos;s CUDA redist: it should hold one folder named like cuda_cudart-linux-x86_64-13.0.96-archive.</source>
        <translation>%1 不是 NVIDIA CUDA redist 的压缩包：它应当只包含一个文件夹，名称类似 cuda_cudart-linux-x86_64-13.0.96-archive。</translation>
    </message>
    <message>
        <source>%1 holds %2, not the %3 its name says.</source>
        <translation>%1 里面是 %2，而不是它的名称所说的 %3。</translation>
    </message>
    <message>
        <source>%1 holds an empty %2 folder.</source>
        <translation>%1 里面只有一个空的 %2 文件夹。</translation>
    </message>
</context>
<context>
    <name>ArchiveIdentifier</name>
    <message>
        <source>It is built for %1, but this computer needs %2.</source>
        <translation>它是为 %1 构建的，但这台电脑需要的是 %2。</translation>
    </message>
    <message>
        <source>It is built for CUDA %1, but the chosen CUDA toolkit is CUDA %2.</source>
        <translation>它是为 CUDA %1 构建的，但所选的 CUDA 工具包是 CUDA %2。</translation>
    </message>
    <message numerus="yes">
        <source>%1; and %n more</source>
        <translation>
            <numerusform>%1；另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s cuDNN samples archive (example source code), not the cuDNN library. Download the archive whose name starts with &quot;cudnn-&quot; instead.</source>
        <translation>%1 是 NVIDIA 的 cuDNN 示例压缩包（示例源代码），不是 cuDNN 库。请改为下载文件名以“cudnn-”开头的压缩包。</translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s cuDNN JIT add-on, not the cuDNN library itself. Download the archive whose name starts with &quot;cudnn-&quot; instead.</source>
        <translation>%1 是 NVIDIA 的 cuDNN JIT 附加组件，不是 cuDNN 库本身。请改为下载文件名以“cudnn-”开头的压缩包。</translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s %2 archive, not the cuDNN library.</source>
        <translation>%1 是 NVIDIA 的 %2 压缩包，不是 cuDNN 库。</translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library. It contains %2, which belong to the CUDA Toolkit or another NVIDIA library, not to cuDNN.</source>
        <translation>%1 中没有 cuDNN 库。它包含的是 %2，这些属于 CUDA 工具包或其他 NVIDIA 库，而不属于 cuDNN。</translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library; it looks like the cuDNN samples (example source code), not the cuDNN library.</source>
        <translation>%1 中没有 cuDNN 库；它看起来是 cuDNN 示例（示例源代码），而不是 cuDNN 库。</translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library (no libcudnn*.so or cudnn*.dll file), so it is not a cuDNN archive.</source>
        <translation>%1 中没有 cuDNN 库（没有 libcudnn*.so 或 cudnn*.dll 文件），所以它不是 cuDNN 压缩包。</translation>
    </message>
    <message>
        <source>%1 holds both Linux and Windows cuDNN libraries, so it is not an archive as NVIDIA ships it.</source>
        <translation>%1 中同时包含 Linux 和 Windows 的 cuDNN 库，所以它不是 NVIDIA 发布的原始压缩包。</translation>
    </message>
    <message>
        <source>%1 holds cuDNN libraries in more than one folder (%2), so it is not clear which copy to install.</source>
        <translation>%1 中有不止一个文件夹包含 cuDNN 库（%2），因此无法确定应该安装哪一份。</translation>
    </message>
    <message>
        <source>%1 mixes libraries of cuDNN %2.</source>
        <translation>%1 中混杂了 cuDNN %2 的库文件。</translation>
    </message>
    <message>
        <source>%1 mixes libraries of different cuDNN releases (%2).</source>
        <translation>%1 中混杂了不同 cuDNN 版本的库文件（%2）。</translation>
    </message>
    <message>
        <source>%1 holds parts of cuDNN (%2) but not the main cuDNN library (%3), so it is not a cuDNN release archive.</source>
        <translation>%1 中只有 cuDNN 的部分组件（%2），没有 cuDNN 主库（%3），所以它不是 cuDNN 的发布压缩包。</translation>
    </message>
    <message>
        <source>In %1, %2 says cuDNN %3, but the libraries are cuDNN %4.</source>
        <translation>在 %1 中，%2 标明的是 cuDNN %3，但库文件是 cuDNN %4。</translation>
    </message>
    <message>
        <source>The cuDNN version of %1 cannot be told: it has no version header and its library names carry no version.</source>
        <translation>无法判断 %1 的 cuDNN 版本：它没有版本头文件，库文件名中也不带版本号。</translation>
    </message>
    <message>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <source>Linux</source>
        <translation>Linux</translation>
    </message>
    <message>
        <source>%1 names NVIDIA&apos;s %2 package, not the cuDNN library.</source>
        <translation>%1 表明这是 NVIDIA 的 %2 软件包，而不是 cuDNN 库。</translation>
    </message>
    <message>
        <source>%1 says cuDNN %2, but the files inside are cuDNN %3 (from %4).</source>
        <translation>%1 标明的是 cuDNN %2，但其中的文件是 cuDNN %3（版本读取自 %4）。</translation>
    </message>
    <message>
        <source>%1 says it is for %2, but the archive contains %3 libraries (%4).</source>
        <translation>%1 标明适用于 %2，但压缩包中包含的是 %3 库（%4）。</translation>
    </message>
    <message>
        <source>The file name %1 does not match the folder inside it, %2; the file may have been renamed.</source>
        <translation>文件名 %1 与压缩包内的文件夹 %2 不一致；该文件可能被重命名过。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is a folder, not an archive file.</source>
        <translation>%1 是一个文件夹，不是压缩包文件。</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): its download did not finish or failed.</source>
        <translation>%1 是空文件（0 字节）：它的下载没有完成，或者失败了。</translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <translation>已取消对 %1 的检查。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not an archive that can be opened (%2). Download it again from NVIDIA.</source>
        <translation>%1 不是可以打开的压缩包（%2）。请从 NVIDIA 重新下载。</translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2). This usually means the download was interrupted: download it again.</source>
        <translation>%1 已损坏或不完整（%2）。这通常说明下载中途被打断了：请重新下载。</translation>
    </message>
    <message>
        <source>%1 is an archive with nothing in it.</source>
        <translation>%1 是一个空压缩包，里面什么也没有。</translation>
    </message>
    <message>
        <source>%1 contains entries that would be written outside the folder it is unpacked into, so it will not be used: %2. Archives from NVIDIA have none.</source>
        <translation>%1 中有些条目会被写到解压目标文件夹之外，因此不会使用这个压缩包：%2。NVIDIA 提供的压缩包中不会有这样的条目。</translation>
    </message>
    <message>
        <source>The file name %1</source>
        <translation>文件名 %1</translation>
    </message>
    <message>
        <source>The folder inside, %1,</source>
        <translation>压缩包内的文件夹 %1</translation>
    </message>
    <message>
        <source>Neither the file name nor the folder inside says which processor these Linux libraries are for (x86_64 or ARM64); make sure it is the one of this computer.</source>
        <translation>文件名和压缩包内的文件夹都没有说明这些 Linux 库适用于哪种处理器（x86_64 还是 ARM64）；请确认它与这台电脑的处理器一致。</translation>
    </message>
    <message>
        <source>Neither the file name nor the folder inside says which CUDA version this cuDNN was built for.</source>
        <translation>文件名和压缩包内的文件夹都没有说明这份 cuDNN 是为哪个 CUDA 版本构建的。</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Give either --layer or --shape, not both.</source>
        <translation>请指定 --layer 或 --shape 其中之一，不能同时指定。</translation>
    </message>
    <message>
        <source>Unknown layer &quot;%1&quot;. Use conv2_x, conv3_x, conv4_x or conv5_x, or --shape for your own.</source>
        <translation>未知的层“%1”。请使用 conv2_x、conv3_x、conv4_x 或 conv5_x，或者用 --shape 指定自定义的层。</translation>
    </message>
    <message>
        <source>--shape wants nine whole numbers N,C,H,W,K,R,S,pad,stride that make a valid convolution (the filter must fit the padded input), not &quot;%1&quot;.</source>
        <translation>--shape 需要九个整数 N,C,H,W,K,R,S,pad,stride，且它们必须构成有效的卷积（卷积核不能大于填充后的输入），而不是“%1”。</translation>
    </message>
    <message>
        <source>--shape carries its own batch (its first number): leave out --batch.</source>
        <translation>--shape 已包含批大小（它的第一个数）：请去掉 --batch。</translation>
    </message>
    <message>
        <source>--batch is a number from 1 to 1024, or &quot;auto&quot;, not &quot;%1&quot;.</source>
        <translation>--batch 应为 1 到 1024 之间的数，或者“auto”，而不是“%1”。</translation>
    </message>
    <message>
        <source>--precision takes fp32, tf32, fp16 or all (comma-separated), not &quot;%1&quot;.</source>
        <translation>--precision 的取值为 fp32、tf32、fp16 或 all（用英文逗号分隔），而不是“%1”。</translation>
    </message>
    <message>
        <source>The ResNet-50 layer to time: conv2_x, conv3_x (default), conv4_x or conv5_x.</source>
        <translation>要计时的 ResNet-50 层：conv2_x、conv3_x（默认）、conv4_x 或 conv5_x。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Time a layer of your own instead: N,C,H,W,K,R,S,pad,stride (batch, channels, height, width, filters, filter height, filter width, padding, stride).</source>
        <translation>改为对自定义的层计时：N,C,H,W,K,R,S,pad,stride（批大小、通道数、高度、宽度、卷积核数、卷积核高度、卷积核宽度、填充、步长）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>The batch size, 1 to 1024, or &quot;auto&quot; (64 with a GPU, 8 without; the default).</source>
        <translation>批大小，1 到 1024，或者“auto”（有 GPU 时为 64，没有时为 8；这是默认值）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>The cuDNN precisions to time: fp32, tf32, fp16 or all (default), comma-separated. Strict FP32 is always timed.</source>
        <translation>要计时的 cuDNN 精度：fp32、tf32、fp16 或 all（默认），多个值用英文逗号分隔。严格 FP32 总是会计时。</translation>
    </message>
    <message>
        <source>Leave out the CPU row.</source>
        <translation>不对 CPU 计时。</translation>
    </message>
    <message>
        <source>Also write the results as CSV to &lt;file&gt;.</source>
        <translation>同时把结果以 CSV 格式写入 &lt;文件&gt;。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Time a convolution layer with cuDNN, with plain CUDA kernels and on the CPU.</source>
        <translation>分别用 cuDNN、普通 CUDA 内核和 CPU 对一个卷积层计时。</translation>
    </message>
</context>
<context>
    <name>BenchmarkResult</name>
    <message>
        <source>There is no NVIDIA driver on this computer, so nothing could run on a GPU.</source>
        <translation>这台电脑上没有 NVIDIA 驱动程序，因此无法在 GPU 上运行任何内容。</translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU, so nothing could run on a GPU.</source>
        <translation>NVIDIA 驱动程序没有检测到 GPU，因此无法在 GPU 上运行任何内容。</translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer (%1), so nothing could run on a GPU.</source>
        <translation>NVIDIA 驱动程序没有响应（%1），因此无法在 GPU 上运行任何内容。</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>The GPU part of the benchmark did not run.</source>
        <translation>基准测试的 GPU 部分没有运行。</translation>
    </message>
</context>
<context>
    <name>BenchmarkRunner</name>
    <message>
        <source>Timing cuDNN (FP32, strict)...</source>
        <translation>正在对 cuDNN 计时（FP32，严格模式）…</translation>
    </message>
    <message>
        <source>Timing cuDNN (TF32, tensor cores)...</source>
        <translation>正在对 cuDNN 计时（TF32，张量核心）…</translation>
    </message>
    <message>
        <source>Timing cuDNN (FP16, NHWC)...</source>
        <translation>正在对 cuDNN 计时（FP16，NHWC）…</translation>
    </message>
    <message>
        <source>Timing the tiled CUDA kernel...</source>
        <translation>正在对分块 CUDA 内核计时…</translation>
    </message>
    <message>
        <source>Timing the naive CUDA kernel...</source>
        <translation>正在对朴素 CUDA 内核计时…</translation>
    </message>
    <message>
        <source>Preparing the GPU...</source>
        <translation>正在准备 GPU…</translation>
    </message>
    <message>
        <source>Working on the GPU (%1)...</source>
        <translation>正在 GPU 上运行（%1）…</translation>
    </message>
    <message>
        <source>No valid shape was given for the custom layer, so nothing was timed.</source>
        <translation>没有为自定义层提供有效的形状，因此没有进行任何计时。</translation>
    </message>
    <message>
        <source>There is no layer called &quot;%1&quot;, so nothing was timed.</source>
        <translation>没有名为“%1”的层，因此没有进行任何计时。</translation>
    </message>
    <message>
        <source>Timing the CPU (im2col + OpenBLAS)...</source>
        <translation>正在对 CPU 计时（im2col + OpenBLAS）…</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
</context>
<context>
    <name>BenchmarkText</name>
    <message>
        <source>cuDNN, FP32 (strict, no tensor cores)</source>
        <translation>cuDNN，FP32（严格模式，不使用张量核心）</translation>
    </message>
    <message>
        <source>cuDNN, TF32 (tensor cores)</source>
        <translation>cuDNN，TF32（张量核心）</translation>
    </message>
    <message>
        <source>cuDNN, FP16 (NHWC, tensor cores)</source>
        <translation>cuDNN，FP16（NHWC，张量核心）</translation>
    </message>
    <message>
        <source>Own CUDA kernel, tiled implicit GEMM (FP32)</source>
        <translation>自编 CUDA 内核，分块隐式 GEMM（FP32）</translation>
    </message>
    <message>
        <source>Own CUDA kernel, naive (FP32)</source>
        <translation>自编 CUDA 内核，朴素实现（FP32）</translation>
    </message>
    <message numerus="yes">
        <source>CPU, im2col + OpenBLAS (FP32, %n thread(s))</source>
        <translation>
            <numerusform>CPU，im2col + OpenBLAS（FP32，%n 个线程）</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU, im2col + OpenBLAS (FP32)</source>
        <translation>CPU，im2col + OpenBLAS（FP32）</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>Wrong results: the check failed (largest error %1, allowed %2)</source>
        <translation>结果错误：校验未通过（最大误差 %1，允许 %2）</translation>
    </message>
    <message>
        <source>Not run: no NVIDIA driver</source>
        <translation>未运行：没有 NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>Not run: no GPU</source>
        <translation>未运行：没有 GPU</translation>
    </message>
    <message>
        <source>Not run: the NVIDIA driver did not answer</source>
        <translation>未运行：NVIDIA 驱动程序没有响应</translation>
    </message>
    <message>
        <source>Not run: TF32 needs a GPU of compute capability 8.0 or newer</source>
        <translation>未运行：TF32 需要计算能力 8.0 或更高的 GPU</translation>
    </message>
    <message>
        <source>Not run: cuDNN could not be loaded or started</source>
        <translation>未运行：无法加载或启动 cuDNN</translation>
    </message>
    <message>
        <source>Failed: cuDNN found no algorithm for this layer within the workspace limit</source>
        <translation>失败：在工作空间限制内，cuDNN 找不到适用于这一层的算法</translation>
    </message>
    <message>
        <source>Failed: a CUDA call failed</source>
        <translation>失败：某个 CUDA 调用出错</translation>
    </message>
    <message>
        <source>Failed: the buffers do not fit in memory</source>
        <translation>失败：内存不足，放不下所需的缓冲区</translation>
    </message>
    <message>
        <source>Not run: the layer needs more memory than the benchmark allows</source>
        <translation>未运行：这一层需要的内存超过了基准测试允许的上限</translation>
    </message>
    <message>
        <source>Not run: the layer&apos;s shape is not a valid convolution</source>
        <translation>未运行：这一层的形状不是有效的卷积</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Not run (%1)</source>
        <translation>未运行（%1）</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Failed (%1)</source>
        <translation>失败（%1）</translation>
    </message>
    <message>
        <source>ResNet-50 conv2_x (64 channels, 56×56)</source>
        <translation>ResNet-50 conv2_x（64 个通道，56×56）</translation>
    </message>
    <message>
        <source>ResNet-50 conv3_x (128 channels, 28×28)</source>
        <translation>ResNet-50 conv3_x（128 个通道，28×28）</translation>
    </message>
    <message>
        <source>ResNet-50 conv4_x (256 channels, 14×14)</source>
        <translation>ResNet-50 conv4_x（256 个通道，14×14）</translation>
    </message>
    <message>
        <source>ResNet-50 conv5_x (512 channels, 7×7)</source>
        <translation>ResNet-50 conv5_x（512 个通道，7×7）</translation>
    </message>
    <message>
        <source>Custom layer</source>
        <translation>自定义层</translation>
    </message>
    <message>
        <source>batch %1, %2 input channels of %3×%4, %5 filters of %6×%7, padding %8, stride %9 (output %10)</source>
        <translation>批大小 %1，%2 个 %3×%4 的输入通道，%5 个 %6×%7 的卷积核，填充 %8，步长 %9（输出 %10）</translation>
    </message>
    <message>
        <source>cuDNN ran this layer %1 faster than a plain CUDA kernel (the tiled implicit-GEMM kernel, FP32 both).</source>
        <translation>cuDNN 运行这一层的速度是普通 CUDA 内核（分块隐式 GEMM 内核）的 %1（两者均为 FP32）。</translation>
    </message>
    <message>
        <source>The plain CUDA kernel (tiled implicit GEMM) ran this layer %1 faster than cuDNN (FP32 both).</source>
        <translation>普通 CUDA 内核（分块隐式 GEMM）运行这一层的速度是 cuDNN 的 %1（两者均为 FP32）。</translation>
    </message>
    <message>
        <source>Against the naive CUDA kernel (one thread per output, no tiling), cuDNN was %1 faster.</source>
        <translation>与朴素 CUDA 内核（每个输出一个线程，不分块）相比，cuDNN 的速度是它的 %1。</translation>
    </message>
    <message>
        <source>The naive CUDA kernel ran this layer %1 faster than cuDNN (FP32 both).</source>
        <translation>朴素 CUDA 内核运行这一层的速度是 cuDNN 的 %1（两者均为 FP32）。</translation>
    </message>
    <message>
        <source>The fastest GPU row, %1, ran this layer %2 faster than the CPU.</source>
        <translation>最快的 GPU 测试项（%1）运行这一层的速度是 CPU 的 %2。</translation>
    </message>
    <message>
        <source>The CPU ran this layer %1 faster than the fastest GPU row, %2.</source>
        <translation>CPU 运行这一层的速度是最快的 GPU 测试项（%2）的 %1。</translation>
    </message>
    <message>
        <source>With FP16 data and tensor cores, cuDNN was %1 faster than in strict FP32, at lower precision (FP16 inputs, FP32 accumulation).</source>
        <translation>使用 FP16 数据和张量核心时，cuDNN 的速度是严格 FP32 的 %1，但精度较低（FP16 输入，FP32 累加）。</translation>
    </message>
    <message>
        <source>FP16 with tensor cores was slower than strict FP32 on this layer (%1 ms against %2 ms).</source>
        <translation>在这一层上，使用张量核心的 FP16 比严格 FP32 更慢（%1 ms 对比 %2 ms）。</translation>
    </message>
    <message>
        <source>With TF32 tensor cores (FP32 data, products rounded to TF32), cuDNN was %1 faster than in strict FP32.</source>
        <translation>使用 TF32 张量核心（FP32 数据，乘积按 TF32 舍入）时，cuDNN 的速度是严格 FP32 的 %1。</translation>
    </message>
    <message>
        <source>TF32 with tensor cores was slower than strict FP32 on this layer (%1 ms against %2 ms).</source>
        <translation>在这一层上，使用张量核心的 TF32 比严格 FP32 更慢（%1 ms 对比 %2 ms）。</translation>
    </message>
    <message>
        <source>%1: cuDNN&apos;s quick guess (%2) took %3 ms; timing the candidates (Find) picked %4, %5 faster.</source>
        <translation>%1：cuDNN 快速猜测的算法（%2）用时 %3 ms；对候选算法逐一计时（Find）后选出了 %4，速度是前者的 %5。</translation>
    </message>
    <message>
        <source>%1: cuDNN&apos;s quick guess (%2, %3 ms) was as fast as the pick of its timed search (%4, %5 ms).</source>
        <translation>%1：cuDNN 快速猜测的算法（%2，%3 ms）与计时搜索选出的算法（%4，%5 ms）一样快。</translation>
    </message>
    <message>
        <source>This computer has no NVIDIA driver, so neither cuDNN nor the CUDA kernels could run: they need an NVIDIA GPU and its driver.</source>
        <translation>这台电脑上没有 NVIDIA 驱动程序，因此 cuDNN 和 CUDA 内核都无法运行：它们需要 NVIDIA 显卡及其驱动程序。</translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU, so neither cuDNN nor the CUDA kernels could run.</source>
        <translation>NVIDIA 驱动程序没有检测到 GPU，因此 cuDNN 和 CUDA 内核都无法运行。</translation>
    </message>
    <message>
        <source>The GPU part of the benchmark did not run.</source>
        <translation>基准测试的 GPU 部分没有运行。</translation>
    </message>
    <message>
        <source>What was measured is the same layer on this computer&apos;s processor: %1, %2 ms per run, %3 TFLOP/s.</source>
        <translation>实际测量的是同一层在这台电脑处理器上的运行情况：%1，每次运行 %2 ms，%3 TFLOP/s。</translation>
    </message>
    <message>
        <source>The CPU row gave no time either (%1).</source>
        <translation>CPU 测试项也没有得到计时结果（%1）。</translation>
    </message>
    <message>
        <source>Nothing was measured on this computer.</source>
        <translation>在这台电脑上没有测得任何结果。</translation>
    </message>
    <message>
        <source>On a computer with an NVIDIA GPU and its driver, the table also shows cuDNN in strict FP32, in TF32 and in FP16 with tensor cores, and two CUDA kernels written without cuDNN (a naive one and a tiled implicit-GEMM one), each with its time, its throughput and its share of the GPU&apos;s peak. The gap between cuDNN and those kernels is what cuDNN is for.</source>
        <translation>在装有 NVIDIA 显卡及其驱动程序的电脑上，表格中还会列出 cuDNN 在严格 FP32、TF32 和使用张量核心的 FP16 下的结果，以及两个不使用 cuDNN 编写的 CUDA 内核（一个朴素实现，一个分块隐式 GEMM 实现），每一项都会给出用时、吞吐量以及占 GPU 峰值的比例。cuDNN 与这些内核之间的差距，正是 cuDNN 存在的意义。</translation>
    </message>
    <message>
        <source>Convolution benchmark — %1</source>
        <translation>卷积基准测试 — %1</translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation>形状：%1</translation>
    </message>
    <message>
        <source>Batch: %1 (chosen automatically)</source>
        <translation>批大小：%1（自动选择）</translation>
    </message>
    <message>
        <source>Batch: %1</source>
        <translation>批大小：%1</translation>
    </message>
    <message numerus="yes">
        <source>GPU: %1 (compute capability %2, %n multiprocessor(s), clock %3 MHz)</source>
        <translation>
            <numerusform>GPU：%1（计算能力 %2，%n 个多处理器，时钟频率 %3 MHz）</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU: none — %1</source>
        <translation>GPU：无 — %1</translation>
    </message>
    <message>
        <source>NVIDIA driver: supports CUDA up to %1</source>
        <translation>NVIDIA 驱动程序：最高支持 CUDA %1</translation>
    </message>
    <message>
        <source>NVIDIA driver: none</source>
        <translation>NVIDIA 驱动程序：无</translation>
    </message>
    <message>
        <source>CUDA runtime of the benchmark program: %1</source>
        <translation>基准测试程序的 CUDA 运行时：%1</translation>
    </message>
    <message>
        <source>cuDNN: %1 (%2)</source>
        <translation>cuDNN：%1（%2）</translation>
    </message>
    <message>
        <source>cuDNN: not loaded from %1</source>
        <translation>cuDNN：未能从 %1 加载</translation>
    </message>
    <message>
        <source>cuDNN: no copy given (only the hand-written kernels and the CPU run)</source>
        <translation>cuDNN：未指定 cuDNN 副本（只运行手写内核和 CPU 测试）</translation>
    </message>
    <message numerus="yes">
        <source>CPU: %1, %n thread(s)</source>
        <translation>
            <numerusform>CPU：%1，%n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>实现</translation>
    </message>
    <message>
        <source>ms median [p10–p90]</source>
        <translation>中位数 ms [p10–p90]</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>% of peak</source>
        <translation>峰值占比 %</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>pass (largest error %1)</source>
        <translation>通过（最大误差 %1）</translation>
    </message>
    <message>
        <source>FAIL (largest error %1, allowed %2)</source>
        <translation>失败（最大误差 %1，允许 %2）</translation>
    </message>
    <message>
        <source>%1: algorithm %2, workspace %3, math type %4</source>
        <translation>%1：算法 %2，工作空间 %3，数学类型 %4</translation>
    </message>
    <message>
        <source> (the heuristic alone would have picked %1)</source>
        <translation>（仅凭启发式会选择 %1）</translation>
    </message>
    <message>
        <source>cuDNN&apos;s choices (Find, timed over its candidates under the workspace cap):</source>
        <translation>cuDNN 的选择（Find：在工作空间上限内对候选算法逐一计时）：</translation>
    </message>
    <message>
        <source>TFLOP/s are effective (2·N·K·P·Q·C·R·S per run over the median time); % of peak is against this GPU&apos;s peak for the row&apos;s precision at %1 MHz.</source>
        <translation>TFLOP/s 为有效吞吐量（每次运行 2·N·K·P·Q·C·R·S 次运算除以中位数用时）；峰值占比是相对于这块 GPU 在 %1 MHz 下该行所用精度的峰值计算的。</translation>
    </message>
    <message>
        <source>What the numbers say:</source>
        <translation>这些数字说明了什么：</translation>
    </message>
</context>
<context>
    <name>CheckExplanationParts</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>version 580 or newer (this cuDNN is built for CUDA 13; on Linux at least 580.65.06)</source>
        <translation>580 或更高版本（此 cuDNN 是为 CUDA 13 构建的；在 Linux 上至少需要 580.65.06）</translation>
    </message>
    <message>
        <source>version 525.60.13 or newer on Linux, 527.41 or newer on Windows (this cuDNN is built for CUDA 12)</source>
        <translation>Linux 上为 525.60.13 或更高版本，Windows 上为 527.41 或更高版本（此 cuDNN 是为 CUDA 12 构建的）</translation>
    </message>
    <message>
        <source>a current version for your GPU</source>
        <translation>适用于你显卡的最新版本</translation>
    </message>
    <message>
        <source>a version that supports CUDA %1</source>
        <translation>支持 CUDA %1 的版本</translation>
    </message>
    <message>
        <source>Reinstall cuDNN into %1 from one complete archive (or let the wizard install it again), so that every file comes from the same release.</source>
        <translation>请用一个完整的压缩包把 cuDNN 重新安装到 %1（或者让向导重新安装），确保所有文件都来自同一个版本。</translation>
    </message>
    <message>
        <source>The check reported &quot;%1&quot;.</source>
        <translation>检查报告：“%1”。</translation>
    </message>
    <message>
        <source>%1 (reported as &quot;%2&quot;).</source>
        <translation>%1（报告为“%2”）。</translation>
    </message>
    <message>
        <source>This is a problem this version of the wizard has no explanation for; the words above are the check&apos;s own.</source>
        <translation>当前版本的向导无法解释这个问题；上面的文字是检查程序自身给出的。</translation>
    </message>
    <message>
        <source>Save the report and look up the check&apos;s message; a newer version of the wizard may explain it.</source>
        <translation>请保存报告，并查询这条检查消息；更新版本的向导也许能解释它。</translation>
    </message>
    <message>
        <source>This check was skipped; the words above are the check&apos;s own.</source>
        <translation>这项检查被跳过了；上面的文字是检查程序自身给出的。</translation>
    </message>
    <message>
        <source>Not checked: no cuDNN library could be loaded to ask.</source>
        <translation>未检查：无法加载任何 cuDNN 库来进行查询。</translation>
    </message>
    <message>
        <source>This can only be asked from a loaded library; the library check above says why none loaded.</source>
        <translation>只有从已加载的库中才能查询这一项；上面的库检查说明了为什么没有库被加载。</translation>
    </message>
    <message>
        <source>The loaded library has no function %1.</source>
        <translation>已加载的库中没有函数 %1。</translation>
    </message>
    <message>
        <source>A real cuDNN library of this version has it: the file is damaged, cut short, or not cuDNN.</source>
        <translation>这个版本的正版 cuDNN 库中都有该函数：说明文件已损坏、不完整，或者根本不是 cuDNN。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Only one command may be given, not: %1</source>
        <translation>只能指定一个命令，而不是：%1</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Known commands: %2</source>
        <translation>未知命令“%1”。可用的命令：%2</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>命令。</translation>
    </message>
    <message>
        <source>Installs, checks and repairs NVIDIA cuDNN. Without a command it opens the wizard.</source>
        <translation>安装、检查并修复 NVIDIA cuDNN。不带命令运行时会打开向导。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>`cudnn-setup &lt;command&gt; --help` lists the options of that command. The options below are the wizard&apos;s.</source>
        <translation>`cudnn-setup &lt;命令&gt; --help` 会列出该命令的选项。下面是向导的选项。</translation>
    </message>
    <message>
        <source>The command to run (see above). None opens the wizard.</source>
        <translation>要运行的命令（见上文）。不指定命令则打开向导。</translation>
    </message>
    <message>
        <source>the wizard</source>
        <translation>向导</translation>
    </message>
    <message>
        <source>Unknown option --%1. `%2` lists the options of %3.</source>
        <translation>未知选项 --%1。`%2` 会列出 %3 的选项。</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (it is an option of: %3). `%4` lists the options of %2.</source>
        <translation>--%1 不是 %2 的选项（它属于：%3）。`%4` 会列出 %2 的选项。</translation>
    </message>
    <message>
        <source>The same as --%1.</source>
        <translation>与 --%1 相同。</translation>
    </message>
    <message>
        <source>%1 was given twice, as %2 and as --%3 %4: give it once.</source>
        <translation>%1 给了两次：%2 和 --%3 %4。只需给一次。</translation>
    </message>
    <message>
        <source>%1 takes one %2, not: %3</source>
        <translation>%1 只接受一个 %2，而不是：%3</translation>
    </message>
</context>
<context>
    <name>CommandOptions</name>
    <message>
        <source>Language of the interface and reports: en, zh_CN or zh_TW (default: the system&apos;s).</source>
        <translation>界面和报告使用的语言：en、zh_CN 或 zh_TW（默认：跟随系统）。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>语言代码</translation>
    </message>
    <message>
        <source>Also print the log on the console.</source>
        <translation>同时在控制台输出日志。</translation>
    </message>
    <message>
        <source>Treat the --sysroot tree as &lt;platform&gt;: linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation>把 --sysroot 目录树当作 &lt;平台&gt;：linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64 或 windows-arm64。</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Look up every fixed system location under &lt;dir&gt; (a prepared tree or a mounted image).</source>
        <translation>在 &lt;目录&gt; 下查找所有固定的系统位置（例如事先准备好的目录树或已挂载的镜像）。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
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
        <source>Get manifests and archives from this lab mirror (https or http URL, or a folder) instead of NVIDIA.</source>
        <translation>从这个实验室镜像（https 或 http 地址，或一个文件夹）获取清单和压缩包，而不是从 NVIDIA 获取。</translation>
    </message>
    <message>
        <source>url-or-dir</source>
        <translation>地址或目录</translation>
    </message>
    <message>
        <source>Use this proxy (http://host:port or socks5://host:port) instead of the system&apos;s.</source>
        <translation>使用此代理（http://主机:端口 或 socks5://主机:端口），而不是系统的代理设置。</translation>
    </message>
    <message>
        <source>url</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>The download cache folder (default: the user&apos;s cache folder).</source>
        <translation>下载缓存文件夹（默认：用户的缓存文件夹）。</translation>
    </message>
    <message>
        <source>The cuDNN release, e.g. 9.20 or 9.20.0.48 (default: the one that fits this machine).</source>
        <translation>cuDNN 版本，例如 9.20 或 9.20.0.48（默认：适合这台电脑的版本）。</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>The CUDA major the build is for, e.g. 12 or 13 (default: the CUDA Toolkit&apos;s).</source>
        <translation>该版本所针对的 CUDA 主版本号，例如 12 或 13（默认：CUDA 工具包的版本）。</translation>
    </message>
    <message>
        <source>major</source>
        <translation>主版本号</translation>
    </message>
    <message>
        <source>The cuDNN archive (.tar.xz, .tgz or .zip) to install.</source>
        <translation>要安装的 cuDNN 压缩包（.tar.xz、.tgz 或 .zip）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder to install into or to build for (default: the one the scan picks).</source>
        <translation>要安装到或所针对的 CUDA 工具包文件夹（默认：扫描时选中的工具包）。</translation>
    </message>
    <message>
        <source>The folder of a side-by-side install (default: /opt/nvidia/cudnn/... or ~/.local/opt/nvidia/cudnn/...).</source>
        <translation>并排安装使用的文件夹（默认：/opt/nvidia/cudnn/... 或 ~/.local/opt/nvidia/cudnn/...）。</translation>
    </message>
    <message>
        <source>&quot;user&quot; (this user&apos;s environment and folders) or &quot;system&quot; (all users; needs administrator rights). Default: system when run as root, else user.</source>
        <translation>“user”（当前用户的环境和文件夹）或“system”（所有用户；需要管理员权限）。默认：以 root 身份运行时为 system，否则为 user。</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Leave environment variables and loader settings alone.</source>
        <translation>不更改环境变量和动态链接器设置。</translation>
    </message>
    <message>
        <source>Show the plan (every file, every change) and change nothing.</source>
        <translation>显示安装计划（每个文件、每项更改），不做任何更改。</translation>
    </message>
    <message>
        <source>The folder of the cuDNN libraries to look at (default: the copy a scan picks).</source>
        <translation>要检查的 cuDNN 库所在的文件夹（默认：扫描选中的那一份）。</translation>
    </message>
    <message>
        <source>Seconds to wait for the cudnn-probe helper before stopping it (default %1).</source>
        <translation>等待 cudnn-probe 辅助程序的秒数，超时则将其停止（默认 %1）。</translation>
    </message>
    <message>
        <source>Print the result as JSON (schema: %1).</source>
        <translation>以 JSON 格式输出结果（格式说明：%1）。</translation>
    </message>
    <message>
        <source>Keep and look up install records in &lt;dir&gt; (default: the user&apos;s app-data folder and the system&apos;s).</source>
        <translation>在 &lt;目录&gt; 中保存和查找安装记录（默认：用户的应用数据文件夹和系统的）。</translation>
    </message>
    <message>
        <source>Unknown platform &quot;%1&quot;. Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation>未知平台“%1”。请使用 linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64 或 windows-arm64。</translation>
    </message>
    <message>
        <source>--platform needs --sysroot here (the live system is always its own platform); only fetch takes it alone.</source>
        <translation>这里的 --platform 需要与 --sysroot 一起使用（正在运行的系统总是它自己的平台）；只有 fetch 可以单独使用它。</translation>
    </message>
    <message>
        <source>The --sysroot folder %1 does not exist.</source>
        <translation>--sysroot 指定的文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>--tool-timeout must be a number of seconds above 0 and at most 600.</source>
        <translation>--tool-timeout 必须是大于 0、最多 600 的秒数。</translation>
    </message>
    <message>
        <source>--proxy wants an address like http://proxy.example:3128 or socks5://10.0.0.1:1080.</source>
        <translation>--proxy 需要类似 http://proxy.example:3128 或 socks5://10.0.0.1:1080 的地址。</translation>
    </message>
    <message>
        <source>--cuda wants a CUDA major version such as 12 or 13, not &quot;%1&quot;.</source>
        <translation>--cuda 需要一个 CUDA 主版本号，例如 12 或 13，而不是“%1”。</translation>
    </message>
    <message>
        <source>--layout is &quot;toolkit&quot; or &quot;side-by-side&quot;, not &quot;%1&quot;.</source>
        <translation>--layout 应为“toolkit”或“side-by-side”，而不是“%1”。</translation>
    </message>
    <message>
        <source>--scope is &quot;user&quot; or &quot;system&quot;, not &quot;%1&quot;.</source>
        <translation>--scope 应为“user”或“system”，而不是“%1”。</translation>
    </message>
    <message>
        <source>--target names the folder of a side-by-side install: add --layout side-by-side.</source>
        <translation>--target 用于指定并排安装的文件夹：请加上 --layout side-by-side。</translation>
    </message>
    <message>
        <source>--probe-timeout must be a number of seconds above 0 and at most 3600.</source>
        <translation>--probe-timeout 必须是大于 0、最多 3600 的秒数。</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Use en, zh_CN or zh_TW.</source>
        <translation>未知语言“%1”。请使用 en、zh_CN 或 zh_TW。</translation>
    </message>
    <message>
        <source>&quot;toolkit&quot; copies cuDNN into the CUDA Toolkit; &quot;side-by-side&quot; puts it in a folder of its own. Default: install takes the toolkit when you may write in it and the archive is for Linux, else side by side; provision takes install.layout, else the toolkit.</source>
        <translation>“toolkit”把 cuDNN 复制到 CUDA 工具包中；“side-by-side”把它放在独立的文件夹中。默认：install 命令在你有权写入工具包、且压缩包适用于 Linux 时采用 toolkit，否则采用并排安装；provision 命令采用 install.layout 的设置，未设置时采用 toolkit。</translation>
    </message>
    <message>
        <source>Also install the CUDA pieces, for a machine without a CUDA Toolkit: &quot;runtime&quot; (what cuDNN needs to run) or &quot;develop&quot; (also the compiler). They and cuDNN go into one new toolkit folder (--cuda-root; default /usr/local/cuda-X.Y or ~/.local/cuda-X.Y) as one undoable install.</source>
        <translation>同时安装 CUDA 组件，供没有 CUDA 工具包的计算机使用：“runtime”（cuDNN 运行所需）或“develop”（另含编译器）。它们与 cuDNN 一起装入一个新的工具包文件夹（--cuda-root；默认 /usr/local/cuda-X.Y 或 ~/.local/cuda-X.Y），作为一次可撤销的安装。</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>组合</translation>
    </message>
    <message>
        <source>--cuda-from goes with --with-cuda runtime|develop.</source>
        <translation>--cuda-from 需与 --with-cuda runtime|develop 一起使用。</translation>
    </message>
    <message>
        <source>--with-cuda is &quot;runtime&quot; or &quot;develop&quot;, not &quot;%1&quot;.</source>
        <translation>--with-cuda 应为“runtime”或“develop”，而不是“%1”。</translation>
    </message>
    <message>
        <source>--with-cuda needs --cuda-from &lt;dir&gt;: a folder with NVIDIA&apos;s CUDA redist manifest and archives.</source>
        <translation>--with-cuda 需要 --cuda-from &lt;目录&gt;：一个包含 NVIDIA CUDA redist 清单和压缩包的文件夹。</translation>
    </message>
    <message>
        <source>The --cuda-from folder %1 does not exist.</source>
        <translation>--cuda-from 文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>With --with-cuda, cuDNN goes into the new toolkit folder with the CUDA pieces: leave out --layout side-by-side.</source>
        <translation>使用 --with-cuda 时，cuDNN 会与 CUDA 组件一起装入新的工具包文件夹：请去掉 --layout side-by-side。</translation>
    </message>
    <message>
        <source>Where --with-cuda takes the archives from: a folder laid out like NVIDIA&apos;s CUDA redist (redistrib_X.Y.Z.json and the archives at their relative_path), or an http(s) address of one, such as NVIDIA&apos;s own (https://developer.download.nvidia.com/compute/cuda/redist/) or a lab mirror.</source>
        <translation>--with-cuda 获取压缩包的位置：一个结构与 NVIDIA CUDA redist 相同的文件夹（redistrib_X.Y.Z.json，以及位于各自 relative_path 的压缩包），或者这样一个文件夹的 http(s) 地址，例如 NVIDIA 自己的（https://developer.download.nvidia.com/compute/cuda/redist/）或实验室镜像。</translation>
    </message>
    <message>
        <source>dir|url</source>
        <translation>目录|网址</translation>
    </message>
    <message>
        <source>The CUDA release to take from an http(s) --cuda-from, e.g. 13.0.2 (default: the newest of the cuDNN build&apos;s CUDA major that this machine&apos;s driver runs).</source>
        <translation>从 http(s) 的 --cuda-from 获取的 CUDA 版本，例如 13.0.2（默认：本机驱动程序可运行的、与 cuDNN 构建相同 CUDA 主版本中的最新版本）。</translation>
    </message>
    <message>
        <source>--cuda-release names a CUDA release such as 13.0.2, and goes with an http(s) --cuda-from.</source>
        <translation>--cuda-release 指定 CUDA 版本（例如 13.0.2），需与 http(s) 的 --cuda-from 一起使用。</translation>
    </message>
    <message>
        <source>Where the cuDNN library folder goes (Linux): &quot;everywhere&quot; (LD_LIBRARY_PATH of every new shell, or ld.so.conf for all users), &quot;activation-script&quot; (only a script you source for your own programs), or &quot;auto&quot;: everywhere unless that would change the cuDNN a framework on this computer (such as pip&apos;s PyTorch) loads. Default: auto.</source>
        <translation>cuDNN 库文件夹放在哪里（Linux）：“everywhere”（加入每个新 shell 的 LD_LIBRARY_PATH，或为所有用户写入 ld.so.conf）、“activation-script”（只写入一个激活脚本，你需要时再为自己的程序 source 它）或“auto”：采用 everywhere，除非这样会改变这台电脑上某个框架（例如用 pip 安装的 PyTorch）加载的 cuDNN。默认：auto。</translation>
    </message>
    <message>
        <source>where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>--library-path is &quot;auto&quot;, &quot;everywhere&quot; or &quot;activation-script&quot;, not &quot;%1&quot;.</source>
        <translation>--library-path 应为“auto”、“everywhere”或“activation-script”，而不是“%1”。</translation>
    </message>
    <message>
        <source>Take a plain http:// --mirror or --cuda-from. Nothing sent over http is encrypted: anyone on the network between can read it, or change the files and the checksums that come with them. Only on a network you trust.</source>
        <translation>接受纯 http:// 的 --mirror 或 --cuda-from。通过 http 传输的内容都不加密：途经网络上的任何人都能读取，或者篡改文件以及随附的校验和。仅在你信任的网络中使用。</translation>
    </message>
    <message>
        <source>--%1 %2 is plain http://, which is not encrypted: anyone on the network between could change the files and the checksums that come with them. Use its https:// address or a folder, or add --allow-insecure-mirror if this network is one you trust.</source>
        <translation>--%1 %2 是纯 http:// 地址，不加密：途经网络上的任何人都可能篡改文件以及随附的校验和。请改用它的 https:// 地址或一个文件夹；如果你信任这个网络，也可以加上 --allow-insecure-mirror。</translation>
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
    <name>ConsoleOutput</name>
    <message>
        <source>%1% of %2, %3/s, %4 s left</source>
        <translation>%1%，共 %2，%3/s，剩余 %4 秒</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>CopyCheckExplanations</name>
    <message numerus="yes">
        <source>%n cuDNN libraries loaded from %1.</source>
        <translation>
            <numerusform>已从 %1 加载 %n 个 cuDNN 库。</numerusform>
        </translation>
    </message>
    <message>
        <source>No cuDNN %1 library files are in %2.</source>
        <translation>%2 中没有 cuDNN %1 的库文件。</translation>
    </message>
    <message>
        <source>This folder does not hold cuDNN: programs looking for it here will not find it.</source>
        <translation>这个文件夹中没有 cuDNN：在这里查找 cuDNN 的程序将找不到它。</translation>
    </message>
    <message>
        <source>Choose the folder that holds libcudnn.so.%1 (cudnn64_%1.dll on Windows), or install cuDNN there.</source>
        <translation>请选择包含 libcudnn.so.%1（Windows 上为 cudnn64_%1.dll）的文件夹，或者把 cuDNN 安装到该文件夹中。</translation>
    </message>
    <message numerus="yes">
        <source>%n expected cuDNN library file(s) are missing from %1: %2.</source>
        <translation>
            <numerusform>%1 中缺少 %n 个应有的 cuDNN 库文件：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>cuDNN %1 is split into libraries that load each other. When one is missing, cuDNN stops (aborts) the program that uses it as soon as it needs that part, often in the middle of a run.</source>
        <translation>cuDNN %1 被拆分成多个相互加载的库。如果缺少其中一个，那么一旦用到这一部分，cuDNN 就会终止（abort）使用它的程序，而这常常发生在运行到一半时。</translation>
    </message>
    <message>
        <source>Copy the missing files from the same cuDNN archive (its lib folder, bin on Windows) into %1, or reinstall cuDNN there from one complete archive.</source>
        <translation>请从同一个 cuDNN 压缩包（其中的 lib 文件夹，Windows 上为 bin）中把缺少的文件复制到 %1，或者用一个完整的压缩包把 cuDNN 重新安装到那里。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n cuDNN library file(s) in %1 could not be loaded: %2.</source>
        <translation>
            <numerusform>%1 中有 %n 个 cuDNN 库文件无法加载：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>The files are there, but the system refused to load them: a damaged or truncated file, a file for another processor or system, or a library they need is missing (the message names it).</source>
        <translation>文件都在，但系统拒绝加载它们：可能是文件损坏或不完整、文件适用于其他处理器或系统，或者缺少它们所依赖的某个库（消息中会给出库名）。</translation>
    </message>
    <message>
        <source>Reinstall cuDNN from a freshly downloaded archive; if the message names another library, install what provides it.</source>
        <translation>请用重新下载的压缩包重新安装 cuDNN；如果消息中提到了另一个库，请安装提供该库的软件。</translation>
    </message>
    <message>
        <source>cudnnGetVersion() reports cuDNN %1 (%2).</source>
        <translation>cudnnGetVersion() 报告的版本是 cuDNN %1（%2）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no version in the name</source>
        <translation>文件名中没有版本号</translation>
    </message>
    <message numerus="yes">
        <source>All %n libraries carry version %1 in their names.</source>
        <translation>
            <numerusform>全部 %n 个库的文件名中都带有版本号 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The libraries&apos; names carry the same version.</source>
        <translation>这些库的文件名中带有相同的版本号。</translation>
    </message>
    <message>
        <source>The library files are from different releases: %1.</source>
        <translation>这些库文件来自不同的版本：%1。</translation>
    </message>
    <message>
        <source>Usually an update copied over only some files. cuDNN&apos;s parts must come from one release: mixed ones refuse to work together (a sub-library version mismatch) or crash.</source>
        <translation>这通常是因为更新时只复制了部分文件。cuDNN 的各个部分必须来自同一个版本：混用不同版本时，它们会拒绝协同工作（子库版本不匹配）或者崩溃。</translation>
    </message>
    <message>
        <source>Remove the cuDNN files from %1 and install them again from one archive.</source>
        <translation>请从 %1 中删除 cuDNN 文件，然后用同一个压缩包重新安装。</translation>
    </message>
    <message>
        <source>The wizard&apos;s repair can do this and keeps a backup.</source>
        <translation>向导的修复功能可以完成这项操作，并且会保留备份。</translation>
    </message>
    <message>
        <source>The file names carry no full version (only the major, as in libcudnn_ops.so.9), so the libraries cannot be compared by name.</source>
        <translation>文件名中没有完整的版本号（只有主版本号，例如 libcudnn_ops.so.9），因此无法通过文件名比较这些库。</translation>
    </message>
    <message>
        <source>Normal for copies from Python packages and for some archives; the version and header checks still apply.</source>
        <translation>对于来自 Python 包的副本和某些压缩包来说，这是正常的；版本检查和头文件检查仍然有效。</translation>
    </message>
    <message>
        <source>The header %1 and the libraries are both cuDNN %2.</source>
        <translation>头文件 %1 和库文件都是 cuDNN %2。</translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, the libraries say %3.</source>
        <translation>头文件 %1 标明的是 cuDNN %2，而库文件标明的是 %3。</translation>
    </message>
    <message>
        <source>The headers (cudnn_version.h in %1) belong to another release than the libraries: programs compiled against them may fail at run time. Programs that only load cuDNN (PyTorch, TensorFlow) are not affected.</source>
        <translation>头文件（%1 中的 cudnn_version.h）与库文件属于不同的版本：基于这些头文件编译的程序在运行时可能出错。只加载 cuDNN 的程序（PyTorch、TensorFlow）不受影响。</translation>
    </message>
    <message>
        <source>Reinstall cuDNN from one archive, or copy the include folder of the archive the libraries came from (cuDNN %1) into %2.</source>
        <translation>请用同一个压缩包重新安装 cuDNN，或者把库文件所属压缩包（cuDNN %1）中的 include 文件夹复制到 %2。</translation>
    </message>
    <message>
        <source>No cudnn_version.h (or cudnn.h) in %1.</source>
        <translation>%1 中没有 cudnn_version.h（或 cudnn.h）。</translation>
    </message>
    <message>
        <source>Programs that only load cuDNN (PyTorch, TensorFlow) do not need the headers; compiling your own code against cuDNN does. If you need them, copy the include folder of the same cuDNN archive there.</source>
        <translation>只加载 cuDNN 的程序（PyTorch、TensorFlow）不需要头文件；但基于 cuDNN 编译你自己的代码时需要。如果需要头文件，请把同一个 cuDNN 压缩包中的 include 文件夹复制到那里。</translation>
    </message>
    <message>
        <source>Not compared: no library version to compare the header with.</source>
        <translation>未比较：没有可与头文件比较的库版本。</translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2; no library version to compare it with.</source>
        <translation>头文件 %1 标明的是 cuDNN %2；没有可与之比较的库版本。</translation>
    </message>
    <message>
        <source>The comparison needs a loaded library; the library check above says why none loaded.</source>
        <translation>比较需要一个已加载的库；上面的库检查说明了为什么没有库被加载。</translation>
    </message>
    <message>
        <source>This cuDNN was built with CUDA %1 (the check program uses CUDA %2).</source>
        <translation>此 cuDNN 是用 CUDA %1 构建的（检查程序使用的是 CUDA %2）。</translation>
    </message>
    <message>
        <source>%1: not found</source>
        <translation>%1：未找到</translation>
    </message>
    <message>
        <source>Found by name: %1.</source>
        <translation>按文件名找到：%1。</translation>
    </message>
    <message>
        <source>Found: %1.</source>
        <translation>已找到：%1。</translation>
    </message>
    <message>
        <source>cuBLASLt is not on the library search path, but in a folder beside cuDNN (%1). Programs that load cuDNN from this folder normally find it; if one reports cuBLASLt missing, add that folder to the library search path (LD_LIBRARY_PATH on Linux, PATH on Windows).</source>
        <translation>cuBLASLt 不在库搜索路径中，而是在 cuDNN 旁边的一个文件夹中（%1）。从这个文件夹加载 cuDNN 的程序通常能找到它；如果某个程序报告缺少 cuBLASLt，请把该文件夹添加到库搜索路径中（Linux 上为 LD_LIBRARY_PATH，Windows 上为 PATH）。</translation>
    </message>
    <message>
        <source>(its version)</source>
        <translation>（对应版本）</translation>
    </message>
    <message>
        <source>%1 was found neither on the library search path nor beside cuDNN.</source>
        <translation>在库搜索路径中和 cuDNN 旁边都没有找到 %1。</translation>
    </message>
    <message>
        <source>cuDNN loads cuBLASLt from the CUDA Toolkit while it runs, for many convolution and matrix engines (the classic convolution calls included). Without it those calls fail although cuDNN itself loads.</source>
        <translation>cuDNN 在运行时会从 CUDA 工具包中加载 cuBLASLt，供许多卷积和矩阵运算引擎使用（包括经典的卷积调用）。缺少它时，即使 cuDNN 本身能够加载，这些调用也会失败。</translation>
    </message>
    <message>
        <source>Install the CUDA %1 Toolkit (at least its cuBLAS part), or add the folder that holds %2 (the toolkit&apos;s lib64 folder, bin on Windows) to the library search path (LD_LIBRARY_PATH on Linux, PATH on Windows).</source>
        <translation>请安装 CUDA %1 工具包（至少安装其中的 cuBLAS 部分），或者把包含 %2 的文件夹（工具包的 lib64 文件夹，Windows 上为 bin）添加到库搜索路径中（Linux 上为 LD_LIBRARY_PATH，Windows 上为 PATH）。</translation>
    </message>
    <message>
        <source>%1 (the zlib compression library) could not be loaded.</source>
        <translation>无法加载 %1（zlib 压缩库）。</translation>
    </message>
    <message>
        <source>cuDNN needs zlib to load at all: without it every program that uses cuDNN fails at start.</source>
        <translation>cuDNN 必须有 zlib 才能加载：没有它，所有使用 cuDNN 的程序都会在启动时失败。</translation>
    </message>
    <message>
        <source>Put zlibwapi.dll (64-bit) beside the cuDNN files in %1 or in a folder on PATH.</source>
        <translation>请把 zlibwapi.dll（64 位）放到 %1 中的 cuDNN 文件旁边，或者放到 PATH 中的某个文件夹里。</translation>
    </message>
    <message>
        <source>Install zlib with the system&apos;s package manager (Debian and Ubuntu: sudo apt install zlib1g; Fedora: sudo dnf install zlib).</source>
        <translation>请用系统的包管理器安装 zlib（Debian 和 Ubuntu：sudo apt install zlib1g；Fedora：sudo dnf install zlib）。</translation>
    </message>
    <message>
        <source>Not checked: the CUDA version cuDNN was built for is unknown, so the cuBLASLt it needs is too.</source>
        <translation>未检查：不知道 cuDNN 是为哪个 CUDA 版本构建的，因此也不知道它需要哪个 cuBLASLt。</translation>
    </message>
    <message>
        <source>The version comes from a loaded library; the checks above say why there is none.</source>
        <translation>版本信息来自已加载的库；上面的检查说明了为什么没有库被加载。</translation>
    </message>
</context>
<context>
    <name>CopyRules</name>
    <message>
        <source>Replace every cuDNN library in %1 with the complete set from one cuDNN archive (all files of its lib%2 folder, together with its include folder), e.g. with: cudnn-setup install --archive FILE. Or delete this copy if another one is the one you use.</source>
        <translation>请用同一个 cuDNN 压缩包中的完整文件集（其 lib%2 文件夹中的全部文件，连同其 include 文件夹）替换 %1 中的所有 cuDNN 库，例如使用：cudnn-setup install --archive FILE。如果你使用的是另一个副本，也可以删除这个副本。</translation>
    </message>
    <message>
        <source>cuDNN copy: %1 (%2)</source>
        <translation>cuDNN 副本：%1（%2）</translation>
    </message>
    <message>
        <source>cuDNN in %1 is incomplete</source>
        <translation>%1 中的 cuDNN 不完整</translation>
    </message>
    <message>
        <source>Some of the libraries that make up cuDNN %1 are not in this folder. Since cuDNN 8, cuDNN is a set of libraries that load each other; with only some of them, programs start and then fail, often with a crash, when they first need a missing one.</source>
        <translation>构成 cuDNN %1 的部分库不在这个文件夹中。从 cuDNN 8 开始，cuDNN 由一组相互加载的库组成；只有其中一部分时，程序能够启动，但在首次需要缺失的库时就会失败，而且常常是直接崩溃。</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
    <message>
        <source>Only the main cuDNN library was copied to %1</source>
        <translation>只有 cuDNN 主库被复制到了 %1</translation>
    </message>
    <message>
        <source>%1 was found there, but none of the sub-libraries it loads. This is what happens when only one file is copied by hand (as older guides for cuDNN 7 say). Programs start, then stop with an error or a crash at their first cuDNN call.</source>
        <translation>在那里找到了 %1，但没有找到它所加载的任何子库。只手动复制了一个文件时（正如针对 cuDNN 7 的旧教程所说的那样）就会出现这种情况。程序能够启动，但在第一次调用 cuDNN 时会报错停止或崩溃。</translation>
    </message>
    <message>
        <source>cuDNN in %1 mixes files of different releases</source>
        <translation>%1 中的 cuDNN 混用了不同版本的文件</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>The cuDNN header beside %1 is from another release</source>
        <translation>%1 旁边的 cuDNN 头文件来自另一个版本</translation>
    </message>
    <message>
        <source>%1 Programs built here compile against one release and run with another, which fails or misbehaves in ways that are hard to trace.</source>
        <translation>%1 在这里构建的程序编译时用的是一个版本，运行时用的却是另一个版本，这会导致失败或难以追查的异常行为。</translation>
    </message>
    <message>
        <source>Header: %1 (cuDNN %2)</source>
        <translation>头文件：%1（cuDNN %2）</translation>
    </message>
    <message>
        <source>Libraries: cuDNN %1</source>
        <translation>库：cuDNN %1</translation>
    </message>
    <message>
        <source>Copy the include folder of the same cuDNN archive as the libraries over %1, or reinstall the whole copy: %2</source>
        <translation>请用与这些库来自同一个 cuDNN 压缩包的 include 文件夹覆盖 %1，或者重新安装整个副本：%2</translation>
    </message>
    <message>
        <source>The cuDNN headers in %1 are incomplete</source>
        <translation>%1 中的 cuDNN 头文件不完整</translation>
    </message>
    <message>
        <source>%1 includes other cuDNN headers that are not beside it, so every program that includes cudnn.h stops compiling with &quot;%2: No such file or directory&quot;. Programs already built are not affected: they only need the libraries.</source>
        <translation>%1 包含了不在它旁边的其他 cuDNN 头文件，所以每个包含 cudnn.h 的程序都会在编译时报错“%2: No such file or directory”而停止。已经编译好的程序不受影响：它们只需要库文件。</translation>
    </message>
    <message>
        <source>Header: %1</source>
        <translation>头文件：%1</translation>
    </message>
    <message>
        <source>Copy every file of the include folder of the cuDNN archive the libraries came from into %1 (all the cudnn*.h files, not only cudnn.h).</source>
        <translation>请把库文件所属 cuDNN 压缩包中 include 文件夹的每个文件都复制到 %1（所有 cudnn*.h 文件，而不只是 cudnn.h）。</translation>
    </message>
</context>
<context>
    <name>CpuBenchmark</name>
    <message>
        <source>The layer&apos;s shape is not a valid convolution (%1).</source>
        <translation>这一层的形状不是有效的卷积（%1）。</translation>
    </message>
    <message>
        <source>The layer needs %1 of memory on the CPU, more than the benchmark allows (%2); choose a smaller batch or layer.</source>
        <translation>这一层在 CPU 上需要 %1 内存，超过了基准测试允许的上限（%2）；请选择更小的批大小或更小的层。</translation>
    </message>
    <message>
        <source>There was not enough memory for the layer&apos;s buffers.</source>
        <translation>内存不足，放不下这一层的缓冲区。</translation>
    </message>
</context>
<context>
    <name>CudaArchiveUnpacker</name>
    <message>
        <source>Unpacking the CUDA pieces was cancelled. Nothing of them was kept.</source>
        <translation>CUDA 组件的解包已取消，解出的内容都没有保留。</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, but NVIDIA&apos;s manifest says %3: the download is incomplete or it is another file. Delete it and download it again.</source>
        <translation>%1 大小为 %2 字节，但 NVIDIA 的清单写的是 %3：下载不完整，或者这是另一个文件。请删除它并重新下载。</translation>
    </message>
    <message>
        <source>The SHA-256 of %1 is not the one in NVIDIA&apos;s manifest: the file is damaged or not NVIDIA&apos;s. Delete it and download it again.</source>
        <translation>%1 的 SHA-256 与 NVIDIA 清单中的不一致：文件已损坏或不是 NVIDIA 的文件。请删除它并重新下载。</translation>
    </message>
    <message>
        <source>%1 holds %2, not the CUDA component %3 the manifest names for it.</source>
        <translation>%1 里面是 %2，而不是清单为它指定的 CUDA 组件 %3。</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>其他内容</translation>
    </message>
</context>
<context>
    <name>CudaComponents</name>
    <message>
        <source>The CUDA pieces cuDNN needs, and the compiler: enough to build and run a CUDA and cuDNN program.</source>
        <translation>cuDNN 需要的 CUDA 组件，外加编译器：足以编译并运行一个使用 CUDA 和 cuDNN 的程序。</translation>
    </message>
    <message>
        <source>The CUDA pieces cuDNN needs to run (cuBLAS, NVRTC and the CUDA runtime).</source>
        <translation>cuDNN 运行所需的 CUDA 组件（cuBLAS、NVRTC 和 CUDA 运行时）。</translation>
    </message>
</context>
<context>
    <name>CudaRedistFolder</name>
    <message>
        <source>%1 holds no manifest of NVIDIA&apos;s CUDA %2 redist (redistrib_%2.x.y.json). Copy one there with its archives, or name another folder.</source>
        <translation>%1 中没有 NVIDIA CUDA %2 redist 的清单（redistrib_%2.x.y.json）。请把清单连同其压缩包复制到那里，或指定另一个文件夹。</translation>
    </message>
    <message>
        <source>%1 holds no manifest of NVIDIA&apos;s CUDA redist (redistrib_X.Y.Z.json). Copy one there with its archives, or name another folder.</source>
        <translation>%1 中没有 NVIDIA CUDA redist 的清单（redistrib_X.Y.Z.json）。请把清单连同其压缩包复制到那里，或指定另一个文件夹。</translation>
    </message>
    <message>
        <source>The CUDA %1 manifest %2 has no %3 for %4, so the %5 profile cannot be installed from it.</source>
        <translation>CUDA %1 的清单 %2 中没有适用于 %4 的 %3，因此无法从中安装 %5 组合。</translation>
    </message>
    <message numerus="yes">
        <source>%n archive(s) of CUDA %1 are missing in %2: %3. Copy them there from NVIDIA&apos;s redist (https://developer.download.nvidia.com/compute/cuda/redist/), keeping their folders.</source>
        <translation>
            <numerusform>%2 中缺少 CUDA %1 的 %n 个压缩包：%3。请从 NVIDIA 的 redist（https://developer.download.nvidia.com/compute/cuda/redist/）把它们复制到那里，并保留其文件夹结构。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CudaToolkitAssembly</name>
    <message numerus="yes">
        <source>%n file(s) come in two CUDA components with different contents; the later component&apos;s copy is installed (first: %1).</source>
        <translation>
            <numerusform>有 %n 个文件同时出现在两个 CUDA 组件中且内容不同；安装的是较后组件的版本（第一个：%1）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CudaToolkitChooser</name>
    <message>
        <source>The NVIDIA driver %1 is too old for the CUDA Toolkits the wizard can install: CUDA %2 needs driver %3 or newer. Update the driver first, then run the wizard again.</source>
        <translation>NVIDIA 驱动程序 %1 太旧，无法使用本向导能安装的 CUDA 工具包：CUDA %2 需要 %3 或更新的驱动程序。请先更新驱动程序，然后再运行本向导。</translation>
    </message>
    <message>
        <source>CUDA %1 cannot be installed for this computer&apos;s GPUs.</source>
        <translation>无法为这台电脑的 GPU 安装 CUDA %1。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit the wizard knows supports this computer&apos;s GPUs.</source>
        <translation>本向导已知的 CUDA 工具包都不支持这台电脑的 GPU。</translation>
    </message>
    <message>
        <source>%1, the newest CUDA Toolkit for your GPU. No NVIDIA driver was found: programs built with it need driver %2 or newer to run.</source>
        <translation>%1，适合你的 GPU 的最新 CUDA 工具包。未找到 NVIDIA 驱动程序：用它编译的程序需要 %2 或更新的驱动程序才能运行。</translation>
    </message>
    <message>
        <source>%1, the newest CUDA Toolkit that your driver %2 and your GPU support.</source>
        <translation>%1，你的驱动程序 %2 和 GPU 支持的最新 CUDA 工具包。</translation>
    </message>
    <message>
        <source>%1: your driver %2 meets its minimum. %3 is newer but needs driver %4.</source>
        <translation>%1：你的驱动程序 %2 满足它的最低要求。%3 更新，但需要 %4 的驱动程序。</translation>
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
    <message>
        <source>%1 includes headers that are not in its folder: %2. Programs that include cudnn.h do not compile.</source>
        <translation>%1 包含了不在其所在文件夹中的头文件：%2。包含 cudnn.h 的程序无法编译。</translation>
    </message>
    <message>
        <source>the folder it is in</source>
        <translation>它所在的文件夹</translation>
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
        <source>cuDNN for CUDA %1 needs driver %2 or newer%3</source>
        <translation>适用于 CUDA %1 的 cuDNN 需要驱动程序 %2 或更高版本%3</translation>
    </message>
    <message>
        <source> (CUDA minor-version floor; NVIDIA lists N/A)</source>
        <translation>（CUDA 次版本兼容的最低要求；NVIDIA 列为 N/A）</translation>
    </message>
</context>
<context>
    <name>CudnnMajorRules</name>
    <message>
        <source>cuDNN %1</source>
        <translation>cuDNN %1</translation>
    </message>
    <message>
        <source>cuDNN %1 or newer</source>
        <translation>cuDNN %1 或更高版本</translation>
    </message>
    <message>
        <source>cuDNN %1 or older</source>
        <translation>cuDNN %1 或更早版本</translation>
    </message>
    <message>
        <source>cuDNN %1 to %2</source>
        <translation>cuDNN %1 到 %2</translation>
    </message>
    <message>
        <source>cuDNN %1 does not exist for CUDA %2</source>
        <translation>没有适用于 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>The cuDNN at %1 is cuDNN %2, but NVIDIA never released a cuDNN %3 for CUDA %4; CUDA %4 needs cuDNN %5. This copy was made for an older CUDA, so programs built with the CUDA %6 toolkit at %7 either do not find the cuDNN they ask for (libcudnn.so.%5 / cudnn64_%5.dll) or fail when they load this one.</source>
        <translation>位于 %1 的 cuDNN 是 cuDNN %2，但 NVIDIA 从未发布过适用于 CUDA %4 的 cuDNN %3；CUDA %4 需要 cuDNN %5。这份副本是为较旧的 CUDA 制作的，因此使用位于 %7 的 CUDA %6 工具包构建的程序要么找不到它们要求的 cuDNN（libcudnn.so.%5 / cudnn64_%5.dll），要么在加载这份副本时失败。</translation>
    </message>
    <message>
        <source>cuDNN majors released for CUDA %1 (wizard data): %2</source>
        <translation>为 CUDA %1 发布的 cuDNN 主版本（向导数据）：%2</translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead</source>
        <translation>请改为安装适用于 CUDA %2 的 cuDNN %1（%3）</translation>
    </message>
    <message>
        <source>Install a cuDNN %1 built for CUDA %2 instead</source>
        <translation>请改为安装为 CUDA %2 构建的 cuDNN %1</translation>
    </message>
    <message>
        <source>%1, and remove the cuDNN %2 files from %3 (or reinstall the toolkit). Programs that really need cuDNN %2 need a CUDA toolkit it was built for.</source>
        <translation>%1，并从 %3 中删除 cuDNN %2 的文件（或重新安装工具包）。确实需要 cuDNN %2 的程序，需要使用它所适用的 CUDA 工具包。</translation>
    </message>
    <message>
        <source>%1. If nothing on this computer needs cuDNN %2 any more, remove it from %3.</source>
        <translation>%1。如果这台电脑上已经没有程序需要 cuDNN %2，请把它从 %3 中删除。</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation>适用于 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>Installed beside it: %1 (%2)</source>
        <translation>在它旁边安装的：%1（%2）</translation>
    </message>
    <message>
        <source>With the Python of this environment, run: %1</source>
        <translation>请用这个环境的 Python 运行：%1</translation>
    </message>
    <message>
        <source>With the Python of this environment, run: python -m pip uninstall -y nvidia-cudnn-cu%1 and then: python -m pip install --force-reinstall &quot;%2&quot; (both packages share the folder nvidia/cudnn, so the reinstall puts back files the uninstall removed).</source>
        <translation>请用这个环境的 Python 运行：python -m pip uninstall -y nvidia-cudnn-cu%1，然后运行：python -m pip install --force-reinstall &quot;%2&quot;（两个包共用文件夹 nvidia/cudnn，所以重新安装会放回卸载时删除的文件）。</translation>
    </message>
    <message>
        <source>No cuDNN package installed in %1</source>
        <translation>%1 中没有安装 cuDNN 包</translation>
    </message>
    <message>
        <source>The loader finds: %1 (via %2)</source>
        <translation>动态链接器找到的是：%1（通过 %2）</translation>
    </message>
    <message>
        <source>With the Python of this environment, run: %1. That puts the cuDNN it was built for beside it, where it looks first.</source>
        <translation>请用这个环境的 Python 运行：%1。这样会把它所适用的 cuDNN 放在它旁边，也就是它最先查找的位置。</translation>
    </message>
    <message>
        <source>%1 needs %2 for CUDA %3, but finds %4</source>
        <translation>%1 需要适用于 CUDA %3 的 %2，但找到的是 %4</translation>
    </message>
    <message>
        <source>The Python package %1 in %2 was built for %3 for CUDA %4: its package metadata asks for %5. What it gets is %6. cuDNN builds of another major version or for another CUDA major have other library names and functions, so %7 fails when it starts using the GPU, with errors such as &quot;Could not load library libcudnn...&quot;, &quot;undefined symbol&quot; or a cuDNN version mismatch.</source>
        <translation>%2 中的 Python 包 %1 是为适用于 CUDA %4 的 %3 构建的：它的包元数据要求 %5，但实际得到的是 %6。其他主版本或为其他 CUDA 主版本构建的 cuDNN 使用不同的库名称和函数，因此 %7 在开始使用 GPU 时会失败，并出现 &quot;Could not load library libcudnn...&quot;、&quot;undefined symbol&quot; 或 cuDNN 版本不匹配之类的错误。</translation>
    </message>
</context>
<context>
    <name>CudnnPickCheck</name>
    <message>
        <source>cuDNN %1 has no build for CUDA %2 on %3.</source>
        <translation>cuDNN %1 没有 %3 平台上适用于 CUDA %2 的版本。</translation>
    </message>
    <message>
        <source>This build is for CUDA %1, but the CUDA Toolkit at %2 is CUDA %3. Programs built with that toolkit would not find it or would fail to load it.</source>
        <translation>这个版本适用于 CUDA %1，但位于 %2 的 CUDA 工具包是 CUDA %3。用该工具包编译的程序会找不到它，或者无法加载它。</translation>
    </message>
    <message>
        <source>cuDNN %1 is not made for CUDA %2.</source>
        <translation>cuDNN %1 没有适用于 CUDA %2 的版本。</translation>
    </message>
    <message>
        <source>%1 (compute capability %2)</source>
        <translation>%1（计算能力 %2）</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 does not support your GPU: %3.</source>
        <translation>适用于 CUDA %2 的 cuDNN %1 不支持你的 GPU：%3。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 needs NVIDIA driver %3 or newer; this computer has %4.</source>
        <translation>适用于 CUDA %2 的 cuDNN %1 需要 NVIDIA 驱动程序 %3 或更高版本；这台电脑上的是 %4。</translation>
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
        <translation>向导的数据中没有任何 cuDNN 版本支持你的 GPU：对当前的 cuDNN 来说，它太旧了。</translation>
    </message>
</context>
<context>
    <name>CudnnReleaseCauses</name>
    <message>
        <source>%1 found a cuDNN that does not fit the one it was built with</source>
        <translation>%1 找到的 cuDNN 与它构建时所用的 cuDNN 不匹配</translation>
    </message>
    <message>
        <source>JAX found cuDNN %1, older than the %2 it needs at least</source>
        <translation>JAX 找到的是 cuDNN %1，低于它最低需要的 %2</translation>
    </message>
    <message>
        <source>%1 loaded cuDNN %2, but it was built with cuDNN %3</source>
        <translation>%1 加载了 cuDNN %2，但它是用 cuDNN %3 构建的</translation>
    </message>
    <message>
        <source>PaddlePaddle compares the cuDNN it was built with (%1) with the one it finds (%2) and warns when they differ. It goes on running, but cuDNN calls can fail or give wrong results.</source>
        <translation>PaddlePaddle 会比较构建时所用的 cuDNN（%1）和运行时找到的 cuDNN（%2），两者不同时就会发出警告。程序会继续运行，但 cuDNN 调用可能失败或给出错误的结果。</translation>
    </message>
    <message>
        <source>JAX was built with cuDNN %1 and accepts no cuDNN older than %2; the cuDNN it found is %3.</source>
        <translation>JAX 是用 cuDNN %1 构建的，不接受低于 %2 的 cuDNN；它找到的 cuDNN 是 %3。</translation>
    </message>
    <message>
        <source>%1 checks the cuDNN it loads: it must have the same major version as the cuDNN it was built with (%2) and the same or a newer minor version. The cuDNN it loaded is %3.</source>
        <translation>%1 会检查它加载的 cuDNN：主版本必须与构建时所用的 cuDNN（%2）相同，次版本必须相同或更新。它加载的 cuDNN 是 %3。</translation>
    </message>
    <message>
        <source>PyTorch comes with its own cuDNN (on Linux the nvidia-cudnn wheel installed with it, on Windows in torch\lib), so another cuDNN was loaded before its own.</source>
        <translation>PyTorch 自带 cuDNN（在 Linux 上是随它一起安装的 nvidia-cudnn wheel 包，在 Windows 上位于 torch\lib），所以是另一个 cuDNN 先于它自带的 cuDNN 被加载了。</translation>
    </message>
    <message>
        <source>No cuDNN %1 was found on this computer, so the message probably comes from another computer or another environment (a container, a conda environment that was not active during the scan, another user&apos;s account).</source>
        <translation>这台电脑上没有找到 cuDNN %1，所以这条消息很可能来自另一台电脑或另一个环境（容器、扫描时没有激活的 conda 环境、其他用户的账户）。</translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 is in %2, a folder on %3. The loader searches the folders on %3 before the folder of the cuDNN that %4 brings with it.</source>
        <translation>在这台电脑上，cuDNN %1 位于 %2，这是 %3 中的一个文件夹。动态链接器会先搜索 %3 中的文件夹，然后才搜索 %4 自带的 cuDNN 所在的文件夹。</translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 is in %2.</source>
        <translation>在这台电脑上，cuDNN %1 位于 %2。</translation>
    </message>
    <message>
        <source>A cuDNN that fits, %1, is in %2.</source>
        <translation>合适的 cuDNN %1 位于 %2。</translation>
    </message>
    <message>
        <source>No cuDNN %1 or newer of major version %2 was found on this computer.</source>
        <translation>这台电脑上没有找到主版本为 %2、版本为 %1 或更新的 cuDNN。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 or a newer %2.x where PaddlePaddle finds it, or install the PaddlePaddle build made for the cuDNN you have (%3): PaddlePaddle&apos;s installation page lists a build for each CUDA and cuDNN version.</source>
        <translation>请把 cuDNN %1 或更新的 %2.x 版本安装到 PaddlePaddle 能找到的位置，或者安装为你现有的 cuDNN（%3）构建的 PaddlePaddle 版本：PaddlePaddle 的安装页面为每个 CUDA 和 cuDNN 版本列出了对应的构建版本。</translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN it was built with: take other cuDNN folders off %2, and run cudnn-setup doctor to see which copy programs load.</source>
        <translation>请让 %1 加载它构建时所用的 cuDNN：把其他 cuDNN 文件夹从 %2 中去掉，并运行 cudnn-setup doctor 查看程序加载的是哪个副本。</translation>
    </message>
    <message>
        <source>Remove %1 from %2 where it is set (a shell profile such as ~/.bashrc, a conda activation script, a job script; on Windows: System Properties &gt; Environment Variables), open a new terminal and start %3 again: it then loads the cuDNN it brings with it.</source>
        <translation>请在设置它的地方把 %1 从 %2 中删除（例如 ~/.bashrc 等 shell 配置文件、conda 激活脚本、作业脚本；在 Windows 上：“系统属性 &gt; 环境变量”），然后打开一个新的终端，重新启动 %3：这样它就会加载自带的 cuDNN。</translation>
    </message>
    <message>
        <source>If %1 has no cuDNN of its own, update the cuDNN in %2 to %3 or newer of the same major version instead.</source>
        <translation>如果 %1 没有自带 cuDNN，请改为把 %2 中的 cuDNN 更新到 %3 或同一主版本的更新版本。</translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN in %2 instead of the one in %3 (for example by putting %2 first on %4), or update the cuDNN in %3 to %5 or newer of the same major version.</source>
        <translation>请让 %1 加载 %2 中的 cuDNN，而不是 %3 中的（例如在 %4 中把 %2 放在最前面），或者把 %3 中的 cuDNN 更新到 %5 或同一主版本的更新版本。</translation>
    </message>
    <message>
        <source>Update the cuDNN in %1 to %2 or newer of the same major version (cudnn-setup installs it), or install a build of %3 made for cuDNN %4.</source>
        <translation>请把 %1 中的 cuDNN 更新到 %2 或同一主版本的更新版本（cudnn-setup 可以安装），或者安装为 cuDNN %4 构建的 %3 版本。</translation>
    </message>
    <message>
        <source>On the computer where the error happened, make %1 load a cuDNN of major version %2, %3 or newer: take other cuDNN folders off %4, or install that cuDNN. cudnn-setup doctor, run there, shows which copy programs load.</source>
        <translation>请在出错的那台电脑上，让 %1 加载主版本为 %2、版本为 %3 或更新的 cuDNN：把其他 cuDNN 文件夹从 %4 中去掉，或者安装这个 cuDNN。在那台电脑上运行 cudnn-setup doctor，可以看到程序加载的是哪个副本。</translation>
    </message>
    <message>
        <source>A cuDNN function (%1) is missing from the cuDNN that was loaded</source>
        <translation>加载的 cuDNN 中缺少一个 cuDNN 函数（%1）</translation>
    </message>
    <message>
        <source>The program, or one cuDNN library loading another, needs the function %1 (from %2), and the cuDNN library the loader gave it does not have it. Either that cuDNN is older than the one the program was built with, or parts of two cuDNN releases were mixed.</source>
        <translation>程序（或者一个 cuDNN 库在加载另一个库时）需要函数 %1（来自 %2），但动态链接器提供的 cuDNN 库中没有这个函数。要么这个 cuDNN 比程序构建时所用的版本旧，要么混用了两个 cuDNN 版本的部分文件。</translation>
    </message>
    <message>
        <source>cuDNN loaded parts of two different releases</source>
        <translation>cuDNN 加载了两个不同版本的组成部分</translation>
    </message>
    <message>
        <source>cuDNN is split into several libraries (libcudnn, libcudnn_ops, libcudnn_cnn, libcudnn_engines_*, ...) that must all come from one release. CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH means that the main library found a part of another release — typically because a cuDNN folder on LD_LIBRARY_PATH (or Path) supplies some parts while the others come from a pip package&apos;s copy, or because two releases were unpacked into one folder.</source>
        <translation>cuDNN 分成多个库（libcudnn、libcudnn_ops、libcudnn_cnn、libcudnn_engines_* 等），它们必须全部来自同一个版本。CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH 表示主库找到了另一个版本的组成部分 — 通常是因为 LD_LIBRARY_PATH（或 Path）中的某个 cuDNN 文件夹提供了一部分，而其余部分来自某个 pip 包中的副本，或者是因为两个版本被解压到了同一个文件夹中。</translation>
    </message>
    <message>
        <source>%1 holds files of several releases: %2</source>
        <translation>%1 中包含多个版本的文件：%2</translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 in %2 is on %3, and the Python package&apos;s cuDNN %4 is in %5: a program using the package&apos;s copy can get parts from the folder on %3.</source>
        <translation>在这台电脑上，%2 中的 cuDNN %1 位于 %3 中，而 Python 包中的 cuDNN %4 位于 %5：使用该包中副本的程序可能会从 %3 中的文件夹加载部分组成部分。</translation>
    </message>
    <message>
        <source>Remove %1 from %2, so that the program takes every part from one copy, or update that copy to the release of the other (%3).</source>
        <translation>请把 %1 从 %2 中删除，让程序的所有组成部分都来自同一个副本，或者把那个副本更新到另一个副本的版本（%3）。</translation>
    </message>
    <message>
        <source>The folder %1 holds files of more than one cuDNN release.</source>
        <translation>文件夹 %1 中包含多个 cuDNN 版本的文件。</translation>
    </message>
    <message>
        <source>Install cuDNN into %1 again from one archive, after removing the libcudnn files of the other release (cudnn-setup doctor reports the folder as copy-mixed-releases).</source>
        <translation>请先删除另一个版本的 libcudnn 文件，然后用同一个压缩包把 cuDNN 重新安装到 %1 中（cudnn-setup doctor 会把这个文件夹报告为 copy-mixed-releases）。</translation>
    </message>
    <message>
        <source>Make sure that only one cuDNN release is on the program&apos;s search path: look for cuDNN folders on %1 besides the program&apos;s own copy, and run cudnn-setup doctor where the error happened.</source>
        <translation>请确保程序的搜索路径中只有一个 cuDNN 版本：在 %1 中查找除程序自带副本以外的 cuDNN 文件夹，并在出错的地方运行 cudnn-setup doctor。</translation>
    </message>
    <message>
        <source>If there is only one, update it to the release the program was built with.</source>
        <translation>如果只有一个，请把它更新到程序构建时所用的版本。</translation>
    </message>
    <message>
        <source>This cuDNN does not support GPUs below compute capability %1</source>
        <translation>此 cuDNN 不支持计算能力低于 %1 的 GPU</translation>
    </message>
    <message>
        <source>cuDNN %1 and newer, and every cuDNN build for CUDA 13, no longer support GPUs below compute capability %2.</source>
        <translation>cuDNN %1 及更新版本，以及所有为 CUDA 13 构建的 cuDNN，都不再支持计算能力低于 %2 的 GPU。</translation>
    </message>
    <message>
        <source>New cuDNN releases, and every cuDNN build for CUDA 13, no longer support GPUs below compute capability %1.</source>
        <translation>新的 cuDNN 版本以及所有为 CUDA 13 构建的 cuDNN，都不再支持计算能力低于 %1 的 GPU。</translation>
    </message>
    <message>
        <source>Those are the Maxwell, Pascal and Volta GPUs, for example GeForce GTX 10xx, Tesla P100 and V100.</source>
        <translation>这些是 Maxwell、Pascal 和 Volta 架构的 GPU，例如 GeForce GTX 10xx、Tesla P100 和 V100。</translation>
    </message>
    <message>
        <source>%1 has compute capability %2.</source>
        <translation>%1 的计算能力是 %2。</translation>
    </message>
    <message>
        <source>The GPUs the scan found here have compute capability %1 or higher, so the message comes from another computer.</source>
        <translation>扫描在这里找到的 GPU 计算能力都在 %1 或以上，所以这条消息来自另一台电脑。</translation>
    </message>
    <message>
        <source>The scan found no GPU here to compare with.</source>
        <translation>扫描在这里没有找到可以比较的 GPU。</translation>
    </message>
    <message>
        <source>Use cuDNN %1, the newest release that still supports compute capability %2, in its build for CUDA 12: cudnn-setup install --release %1 --cuda 12, or with pip nvidia-cudnn-cu12==%1.*, with a framework build for CUDA 12. Builds for CUDA 13 do not support this GPU.</source>
        <translation>请使用 cuDNN %1 为 CUDA 12 构建的版本，这是仍然支持计算能力 %2 的最新版本：cudnn-setup install --release %1 --cuda 12，或者用 pip 安装 nvidia-cudnn-cu12==%1.*，并搭配为 CUDA 12 构建的框架版本。为 CUDA 13 构建的版本不支持这块 GPU。</translation>
    </message>
    <message>
        <source>On a GPU below compute capability %1, use a cuDNN release older than the one in the message, in its build for CUDA 12, with a framework build for CUDA 12; builds for CUDA 13 do not support such GPUs.</source>
        <translation>在计算能力低于 %1 的 GPU 上，请使用比消息中提到的版本更旧的 cuDNN，选择为 CUDA 12 构建的版本，并搭配为 CUDA 12 构建的框架版本；为 CUDA 13 构建的版本不支持这类 GPU。</translation>
    </message>
    <message>
        <source>%1 or newer</source>
        <translation>%1 或更新版本</translation>
    </message>
    <message>
        <source>%1 accepts only cuDNN %2, the major and minor version it was built with (%3): its check is older than the compatible minor versions of cuDNN 7, so a newer minor version is refused as well as an older one. The cuDNN it loaded is %4.</source>
        <translation>%1 只接受 cuDNN %2，也就是它构建时所用 cuDNN（%3）的主版本和次版本：它的版本检查比 cuDNN 7 的次版本兼容机制还要早，所以较新的次版本和较旧的次版本一样会被拒绝。它加载的 cuDNN 是 %4。</translation>
    </message>
    <message>
        <source>%1 accepts only the very cuDNN release it was built with, %2: a newer release is refused as well as an older one. The cuDNN it loaded is %3.</source>
        <translation>%1 只接受它构建时所用的那个 cuDNN 版本，即 %2：较新的版本和较旧的版本一样会被拒绝。它加载的 cuDNN 是 %3。</translation>
    </message>
    <message>
        <source>No cuDNN %1 was found on this computer.</source>
        <translation>这台电脑上没有找到 cuDNN %1。</translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN in %2 (put that folder first on %3, or take the other cuDNN folders off it), or install a build of %1 made for the cuDNN %4 it loads now.</source>
        <translation>请让 %1 加载 %2 中的 cuDNN（在 %3 中把这个文件夹放在最前面，或者把其他 cuDNN 文件夹从中去掉），或者安装为它现在加载的 cuDNN %4 构建的 %1 版本。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 where %2 finds it — exactly that version; a newer one does not do — or install a build of %2 made for the cuDNN %3 it loads now (a newer %2 release accepts newer minor versions).</source>
        <translation>请把 cuDNN %1 安装到 %2 能找到的位置 — 必须正好是这个版本，更新的版本也不行 — 或者安装为它现在加载的 cuDNN %3 构建的 %2 版本（较新的 %2 版本会接受更新的次版本）。</translation>
    </message>
    <message>
        <source>%1 was found, but a function it needs is missing (error 127): parts of two releases</source>
        <translation>找到了 %1，但缺少它需要的一个函数（错误 127）：混用了两个版本的组成部分</translation>
    </message>
    <message>
        <source>For cuDNN that means a part of another release was found first: a cuDNN DLL of another release in a folder on PATH (the CUDA Toolkit&apos;s bin folder, where cuDNN is often copied, or a cuDNN folder of its own) while the program&apos;s own copy has the rest, or an older cuBLAS or CUDA runtime DLL.</source>
        <translation>对 cuDNN 来说，这表示先找到了另一个版本的组成部分：PATH 中的某个文件夹里有另一个版本的 cuDNN DLL（CUDA 工具包的 bin 文件夹 — cuDNN 常被复制到这里 — 或者单独的 cuDNN 文件夹），而其余部分来自程序自带的副本；或者先找到了较旧的 cuBLAS 或 CUDA 运行时 DLL。</translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation>消息中的文件：%1</translation>
    </message>
    <message>
        <source>Both %1 and %2 are parts of cuDNN, and each release has its own internal functions: %1 comes from one cuDNN release and the %2 the loader found first from another. No part is missing; two releases are mixed.</source>
        <translation>%1 和 %2 都是 cuDNN 的组成部分，而每个版本都有自己的内部函数：%1 来自一个 cuDNN 版本，而动态链接器最先找到的 %2 来自另一个版本。并没有缺少哪个组成部分，而是混用了两个版本。</translation>
    </message>
    <message>
        <source>On Windows, where %1 lists every copy the search finds, in order.</source>
        <translation>在 Windows 上，执行 where %1 可以按搜索顺序列出找到的每个副本。</translation>
    </message>
</context>
<context>
    <name>DependencyRules</name>
    <message>
        <source>Download http://www.winimage.com/zLibDll/zlib123dllx64.zip (the 64-bit build NVIDIA&apos;s cuDNN 8 guide names), unpack it, and copy dll_x64\zlibwapi.dll into %1 (or into another folder on Path). Then restart your programs. Installing cuDNN 9.2 or newer also ends the need: it has zlib built in.</source>
        <translation>请下载 http://www.winimage.com/zLibDll/zlib123dllx64.zip（NVIDIA 的 cuDNN 8 指南中指定的 64 位版本），解压后把 dll_x64\zlibwapi.dll 复制到 %1（或 Path 中的其他文件夹）。然后重新启动你的程序。安装 cuDNN 9.2 或更高版本也可以解决：它已内置 zlib。</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation>cuDNN %1，位于 %2</translation>
    </message>
    <message>
        <source>zlibwapi.dll, which cuDNN %1 needs, is not found</source>
        <translation>找不到 cuDNN %1 需要的 zlibwapi.dll</translation>
    </message>
    <message>
        <source>cuDNN from 8.3 up to 9.1 on Windows loads zlibwapi.dll, which is not part of cuDNN or of Windows. Without it, programs stop with &quot;Could not locate zlibwapi.dll. Please make sure it is in your library path!&quot; at their first cuDNN call.</source>
        <translation>Windows 上 8.3 到 9.1 版的 cuDNN 会加载 zlibwapi.dll，而它既不属于 cuDNN，也不属于 Windows。缺少它时，程序会在第一次调用 cuDNN 时停止，并提示 &quot;Could not locate zlibwapi.dll. Please make sure it is in your library path!&quot;。</translation>
    </message>
    <message>
        <source>Looked in the cuDNN folder, C:\Windows\System32, every Path folder and the CUDA Toolkit&apos;s bin folder</source>
        <translation>已在 cuDNN 文件夹、C:\Windows\System32、Path 中的每个文件夹以及 CUDA 工具包的 bin 文件夹中查找</translation>
    </message>
    <message>
        <source>The zlibwapi.dll found first is the 32-bit build</source>
        <translation>最先找到的 zlibwapi.dll 是 32 位版本</translation>
    </message>
    <message>
        <source>cuDNN is 64-bit and can only load a 64-bit zlibwapi.dll. The one Windows finds first is the 32-bit build (from zlib123dll.zip), so programs fail with &quot;Could not load library zlibwapi.dll. Error code 193&quot;.</source>
        <translation>cuDNN 是 64 位的，只能加载 64 位的 zlibwapi.dll。Windows 最先找到的是 32 位版本（来自 zlib123dll.zip），因此程序会失败并提示 &quot;Could not load library zlibwapi.dll. Error code 193&quot;。</translation>
    </message>
    <message>
        <source>%1: 32-bit (machine type 0x14c)</source>
        <translation>%1：32 位（机器类型 0x14c）</translation>
    </message>
    <message>
        <source>Delete or replace %1 — it must be the 64-bit build. %2</source>
        <translation>请删除或替换 %1，它必须是 64 位版本。%2</translation>
    </message>
    <message>
        <source>matrix multiplications, most convolutions and RNNs</source>
        <translation>矩阵乘法、大部分卷积和 RNN</translation>
    </message>
    <message>
        <source>the runtime-compiled engines (fused operations, newer attention kernels)</source>
        <translation>运行时编译的引擎（融合运算、较新的注意力内核）</translation>
    </message>
    <message>
        <source>%1, which cuDNN %2 needs, is not found</source>
        <translation>找不到 cuDNN %2 需要的 %1</translation>
    </message>
    <message>
        <source>cuDNN 9 loads %1 from CUDA %2 while a program runs, for %3. cuDNN itself loads fine, so programs start and then fail with CUDNN_STATUS_NOT_SUPPORTED or a &quot;could not load&quot; message at the first such call.</source>
        <translation>cuDNN 9 会在程序运行过程中从 CUDA %2 加载 %1，用于%3。cuDNN 本身能正常加载，所以程序可以启动，但在第一次进行这类调用时会失败，并出现 CUDNN_STATUS_NOT_SUPPORTED 或“could not load”之类的消息。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 in %3</source>
        <translation>cuDNN %1（适用于 CUDA %2），位于 %3</translation>
    </message>
    <message>
        <source>CUDA runtime found: %1</source>
        <translation>找到的 CUDA 运行时：%1</translation>
    </message>
    <message>
        <source>Not found in the cuDNN folder, C:\Windows\System32, the Path folders or the CUDA Toolkit&apos;s bin folder</source>
        <translation>在 cuDNN 文件夹、C:\Windows\System32、Path 中的文件夹以及 CUDA 工具包的 bin 文件夹中都没有找到</translation>
    </message>
    <message>
        <source>Not found in the cuDNN folder, the loader&apos;s folders or the CUDA Toolkit&apos;s lib64 folder</source>
        <translation>在 cuDNN 文件夹、动态链接器的查找文件夹以及 CUDA 工具包的 lib64 文件夹中都没有找到</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit %1.x from https://developer.nvidia.com/cuda-downloads (it puts %2 into ...\CUDA\v%1.x\bin and adds that folder to Path), then restart your programs. In a Python environment: pip install %3</source>
        <translation>请从 https://developer.nvidia.com/cuda-downloads 安装 CUDA 工具包 %1.x（它会把 %2 放到 ...\CUDA\v%1.x\bin 中，并把该文件夹添加到 Path），然后重新启动你的程序。在 Python 环境中：pip install %3</translation>
    </message>
    <message>
        <source>Install the CUDA %1 libraries: the full CUDA Toolkit %1.x from https://developer.nvidia.com/cuda-downloads, or only the package that holds %2 (Ubuntu with NVIDIA&apos;s repository: sudo apt install %3-%1-&lt;minor&gt;, e.g. %3-%1-%4), and make sure its folder is on the loader&apos;s path. In a Python environment: pip install %5</source>
        <translation>请安装 CUDA %1 的库：可以从 https://developer.nvidia.com/cuda-downloads 安装完整的 CUDA 工具包 %1.x，也可以只安装包含 %2 的软件包（在使用 NVIDIA 软件源的 Ubuntu 上：sudo apt install %3-%1-&lt;minor&gt;，例如 %3-%1-%4），并确保它所在的文件夹在动态链接器的查找路径中。在 Python 环境中：pip install %5</translation>
    </message>
    <message>
        <source>The Microsoft Visual C++ runtime that cuDNN needs is not installed</source>
        <translation>没有安装 cuDNN 需要的 Microsoft Visual C++ 运行库</translation>
    </message>
    <message>
        <source>cuDNN&apos;s DLLs are built with Visual C++ and need its runtime libraries. Without them Windows refuses to load cudnn64_*.dll (&quot;The code execution cannot proceed because %1 was not found&quot;, or error 126).</source>
        <translation>cuDNN 的 DLL 是用 Visual C++ 构建的，需要它的运行库。缺少运行库时，Windows 会拒绝加载 cudnn64_*.dll（提示 &quot;The code execution cannot proceed because %1 was not found&quot; 或错误 126）。</translation>
    </message>
    <message>
        <source>Missing: C:\Windows\System32\%1</source>
        <translation>缺少：C:\Windows\System32\%1</translation>
    </message>
    <message>
        <source>Download and run the Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64) from https://aka.ms/vs/17/release/vc_redist.x64.exe, then restart your programs.</source>
        <translation>请从 https://aka.ms/vs/17/release/vc_redist.x64.exe 下载并运行 Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64)，然后重新启动你的程序。</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>The folder %1 (given with --sysroot) could not be read, so nothing was checked.</source>
        <translation>无法读取（通过 --sysroot 指定的）文件夹 %1，因此没有进行任何检查。</translation>
    </message>
</context>
<context>
    <name>DoctorCommand</name>
    <message>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <source>Fixed: %1</source>
        <translation>已修复：%1</translation>
    </message>
    <message>
        <source>To undo this, run: cudnn-setup doctor --undo-last</source>
        <translation>如需撤销，请运行：cudnn-setup doctor --undo-last</translation>
    </message>
    <message>
        <source>Nothing was undone: %1</source>
        <translation>没有撤销任何内容：%1</translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>没有做任何更改：%1</translation>
    </message>
    <message>
        <source>Left as it is: %1</source>
        <translation>保持原样：%1</translation>
    </message>
    <message>
        <source>no finding has a safe automatic fix.</source>
        <translation>没有任何发现的问题有安全的自动修复。</translation>
    </message>
    <message>
        <source>the finding %1 has no automatic fix; its manual step is in the report.</source>
        <translation>发现的问题 %1 没有自动修复；手动操作步骤见报告。</translation>
    </message>
    <message>
        <source>there is no finding %1 on this machine.</source>
        <translation>这台电脑上没有发现的问题 %1。</translation>
    </message>
    <message>
        <source>Report saved to %1%2
</source>
        <translation>报告已保存到 %1%2
</translation>
    </message>
    <message>
        <source> (user names replaced with &lt;user&gt;)</source>
        <translation>（用户名已替换为 &lt;user&gt;）</translation>
    </message>
    <message>
        <source>Apply the automatic fix of every finding with this code (see the codes in docs/doctor-json.md); may be given more than once.</source>
        <translation>对所有带有此代码的诊断结果执行自动修复（代码列表见 docs/doctor-json.md）；可以多次指定。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>语言代码</translation>
    </message>
    <message>
        <source>Apply every automatic fix marked safe (ones that cannot change which cuDNN a working program loads).</source>
        <translation>应用所有标记为安全的自动修复（即不会改变正常运行的程序所加载的 cuDNN 的修复）。</translation>
    </message>
    <message>
        <source>Undo the last fix the doctor made.</source>
        <translation>撤销诊断上一次所做的修复。</translation>
    </message>
    <message>
        <source>Also save a report to paste into a forum post or support ticket (.json for JSON, else text).</source>
        <translation>同时保存一份报告，可粘贴到论坛帖子或支持工单中（.json 为 JSON 格式，否则为文本）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Keep user names in the paths of --report (they are replaced with &lt;user&gt; otherwise).</source>
        <translation>在 --report 的路径中保留用户名（否则会替换为 &lt;user&gt;）。</translation>
    </message>
    <message>
        <source>Diagnose a broken CUDA/cuDNN setup: what is wrong, the evidence, and how to fix it.</source>
        <translation>诊断损坏的 CUDA/cuDNN 配置：哪里出了问题、依据是什么，以及如何修复。</translation>
    </message>
    <message>
        <source>Give one of --fix, --fix-safe and --undo-last, not several.</source>
        <translation>--fix、--fix-safe 和 --undo-last 只能指定其中一个，不能同时指定多个。</translation>
    </message>
    <message>
        <source>--show-user-names goes with --report &lt;file&gt;.</source>
        <translation>--show-user-names 需要与 --report &lt;file&gt; 一起使用。</translation>
    </message>
    <message>
        <source>Explain an error message on this machine: the text a framework, cuDNN or the loader printed, saved in a file (- reads standard input).</source>
        <translation>结合这台电脑解释一条错误消息：框架、cuDNN 或动态链接器输出的文本，保存在文件中（- 表示从标准输入读取）。</translation>
    </message>
    <message>
        <source>--error-text only explains a message: give it without --fix, --fix-safe, --undo-last and --report.</source>
        <translation>--error-text 只用于解释消息：请不要与 --fix、--fix-safe、--undo-last 和 --report 一起使用。</translation>
    </message>
</context>
<context>
    <name>DoctorFixer</name>
    <message>
        <source>None of the chosen findings has an automatic fix.</source>
        <translation>所选的发现的问题都没有自动修复。</translation>
    </message>
    <message>
        <source>Repair: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message numerus="yes">
        <source>Repair: %n problem(s) fixed</source>
        <translation>
            <numerusform>修复：已修复 %n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no repair to undo: no fix made by the wizard is recorded in %1.</source>
        <translation>没有可以撤销的修复：%1 中没有记录向导所做的任何修复。</translation>
    </message>
    <message>
        <source>This fix changes files in %1, which your account may not change. Start the wizard as administrator (right-click, &quot;Run as administrator&quot;) and fix it again.</source>
        <translation>此修复会更改 %1 中的文件，而你的账户无权更改它们。请以管理员身份启动向导（右键单击，选择“以管理员身份运行”），然后再次修复。</translation>
    </message>
    <message>
        <source>This fix changes files in %1, which your account may not change. Run it with administrator rights: sudo cudnn-setup doctor --fix %2</source>
        <translation>此修复会更改 %1 中的文件，而你的账户无权更改它们。请以管理员权限运行：sudo cudnn-setup doctor --fix %2</translation>
    </message>
</context>
<context>
    <name>DoctorText</name>
    <message>
        <source>version unknown</source>
        <translation>版本未知</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard — doctor</source>
        <translation>cuDNN 安装向导 — 诊断</translation>
    </message>
    <message>
        <source>Checked the tree at %1 (%2)</source>
        <translation>已检查位于 %1 的目录树（%2）</translation>
    </message>
    <message>
        <source>Could not check: %1</source>
        <translation>无法检查：%1</translation>
    </message>
    <message>
        <source>What was examined</source>
        <translation>检查了哪些内容</translation>
    </message>
    <message>
        <source>No CUDA Toolkit</source>
        <translation>没有 CUDA 工具包</translation>
    </message>
    <message>
        <source>CUDA %1 at %2</source>
        <translation>CUDA %1，位于 %2</translation>
    </message>
    <message>
        <source> [default]</source>
        <translation> [默认]</translation>
    </message>
    <message>
        <source>No cuDNN</source>
        <translation>没有 cuDNN</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation>cuDNN %1，位于 %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现的问题</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>建议操作：%1</translation>
    </message>
    <message>
        <source>Healthy: no problems found.</source>
        <translation>状态良好：没有发现问题。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>发现 %n 个问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing wrong was found in what the doctor checked (the installation, the driver and GPU, environment variables and shell profiles, broken or mixed copies, links and the loader cache, the search order, dependencies).</source>
        <translation>诊断检查的各项内容（安装、驱动程序和显卡、环境变量和 shell 配置文件、损坏或混杂的副本、链接和加载器缓存、查找顺序、依赖项）都没有发现问题。</translation>
    </message>
    <message>
        <source>Automatic fix (safe): %1 Run: cudnn-setup doctor --fix %2 (or --fix-safe)</source>
        <translation>自动修复（安全）：%1 运行：cudnn-setup doctor --fix %2（或 --fix-safe）</translation>
    </message>
    <message>
        <source>Automatic fix: %1 Run: cudnn-setup doctor --fix %2</source>
        <translation>自动修复：%1 运行：cudnn-setup doctor --fix %2</translation>
    </message>
    <message>
        <source>A program loading %1 gets %2 (cuDNN %3)</source>
        <translation>程序加载 %1 时得到的是 %2（cuDNN %3）</translation>
    </message>
</context>
<context>
    <name>DownloadCheck</name>
    <message>
        <source>%1 was found, but it does not fit: %2</source>
        <translation>找到了 %1，但它不合适：%2</translation>
    </message>
    <message>
        <source>%1 is a download your browser has not finished yet. Wait for it to finish, then choose the finished file.</source>
        <translation>%1 是浏览器还没有下载完成的文件。请等它下载完成，然后选择下载好的文件。</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, but NVIDIA&apos;s file is %3 bytes: the download is incomplete or it is a different file. Download it again.</source>
        <translation>%1 的大小是 %2 字节，但 NVIDIA 的文件是 %3 字节：下载不完整，或者这是另一个文件。请重新下载。</translation>
    </message>
    <message>
        <source>The checksum (SHA-256) of %1 does not match the one NVIDIA publishes for it, so the file is damaged or not the original. Download it again.</source>
        <translation>%1 的校验和（SHA-256）与 NVIDIA 公布的不一致，说明文件已损坏或者不是原始文件。请重新下载。</translation>
    </message>
</context>
<context>
    <name>DownloadMessages</name>
    <message>
        <source>“%1” is not a plain file name, so it cannot be saved in the download folder. This is a fault in the release list; please report it.</source>
        <translation>“%1”不是一个普通的文件名，因此无法保存到下载文件夹中。这是版本列表中的错误，请报告这个问题。</translation>
    </message>
    <message>
        <source>%1 is a plain HTTP address, which does not protect the download from being changed on the way, so it was not used. Use the https:// address; for a lab mirror that only offers HTTP, allow plain HTTP for that mirror explicitly in its settings.</source>
        <translation>%1 是普通的 HTTP 地址，无法防止下载内容在传输途中被篡改，因此没有使用它。请使用 https:// 地址；如果实验室镜像站只提供 HTTP，请在该镜像站的设置中明确允许使用普通 HTTP。</translation>
    </message>
    <message>
        <source>%1 is not an address this program can download from. Give an https:// address, or the folder (or file:// address) of a mirror on a local disk or network share.</source>
        <translation>本程序无法从 %1 这个地址下载。请提供 https:// 地址，或者位于本地磁盘或网络共享上的镜像站文件夹（或 file:// 地址）。</translation>
    </message>
    <message>
        <source>%1 sent the download on to %2, which is not a secure (https) address, so the redirect was not followed. If this is your lab mirror, fix its redirect; otherwise a network device may be tampering with the connection.</source>
        <translation>%1 把下载重定向到了 %2，但这不是安全（https）地址，因此没有跟随这次重定向。如果这是你们实验室的镜像站，请修正它的重定向设置；否则，可能有网络设备在篡改连接。</translation>
    </message>
    <message>
        <source>NVIDIA refused this download (HTTP %1): this file may need you to sign in. Use the browser route: open the download page in your browser, sign in with your NVIDIA account, and this wizard picks the file up from your Downloads folder.</source>
        <translation>NVIDIA 拒绝了这次下载（HTTP %1）：下载这个文件可能需要登录。请改用浏览器方式：在浏览器中打开下载页面，用你的 NVIDIA 账户登录，本向导会从你的“下载”文件夹中取用这个文件。</translation>
    </message>
    <message>
        <source>The server %1 refused this download (HTTP %2). Check that the mirror lets this computer read the file, or ask its administrator.</source>
        <translation>服务器 %1 拒绝了这次下载（HTTP %2）。请检查该镜像站是否允许这台电脑读取这个文件，或者询问它的管理员。</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s server does not have %1 (HTTP 404 at %2). The release may have been moved or withdrawn: choose another release, or check for an update of this program.</source>
        <translation>NVIDIA 的服务器上没有 %1（HTTP 404，地址：%2）。这个版本可能已被移走或撤下：请选择其他版本，或者检查本程序是否有更新。</translation>
    </message>
    <message>
        <source>The mirror %1 does not have %2 (HTTP 404 at %3). Check that the mirror holds this cuDNN release in NVIDIA&apos;s folder layout (cudnn/redist/cudnn/&lt;platform&gt;/&lt;file&gt;).</source>
        <translation>镜像站 %1 上没有 %2（HTTP 404，地址：%3）。请检查该镜像站是否按照 NVIDIA 的文件夹结构（cudnn/redist/cudnn/&lt;platform&gt;/&lt;file&gt;）存放了这个 cuDNN 版本。</translation>
    </message>
    <message>
        <source>The server %1 answered HTTP %2 (%3) instead of sending the file. Try again later or use another mirror.</source>
        <translation>服务器 %1 没有发送文件，而是返回了 HTTP %2（%3）。请稍后重试，或者使用其他镜像站。</translation>
    </message>
    <message>
        <source>The file at %1 is %2 bytes, but the archive this release needs is %3 bytes, so it is a different file; it was not downloaded. Check that the mirror holds the same release as NVIDIA&apos;s server.</source>
        <translation>%1 处的文件大小是 %2 字节，但这个版本需要的压缩包是 %3 字节，说明这是另一个文件，因此没有下载。请检查镜像站存放的版本是否与 NVIDIA 服务器上的相同。</translation>
    </message>
    <message>
        <source>The server %1 kept failing (HTTP %2) in %3 attempts. This is a problem on the server&apos;s side, usually temporary: try again later, or use a lab mirror.</source>
        <translation>服务器 %1 一直出错（HTTP %2），共尝试了 %3 次。这是服务器端的问题，通常是暂时的：请稍后重试，或者使用实验室镜像站。</translation>
    </message>
    <message>
        <source>The download from %1 stalled: no data arrived for %2 s, in %3 attempts. The network may be down or very slow; check the connection and start the download again.</source>
        <translation>从 %1 下载时停滞了：连续 %2 秒没有收到任何数据，共尝试了 %3 次。网络可能已断开或非常慢；请检查网络连接，然后重新开始下载。</translation>
    </message>
    <message>
        <source>The %1 already downloaded are kept, and the download continues from there.</source>
        <translation>已下载的 %1 会保留，下载将从中断处继续。</translation>
    </message>
    <message>
        <source>The connection to %1 failed (%2), in %3 attempts. Check the network connection and the proxy settings, then start the download again.</source>
        <translation>与 %1 的连接失败（%2），共尝试了 %3 次。请检查网络连接和代理服务器设置，然后重新开始下载。</translation>
    </message>
    <message>
        <source>The proxy asked for a user name and password and did not accept the ones given (%1). Enter your proxy account again, or ask your network administrator.</source>
        <translation>代理服务器要求提供用户名和密码，但不接受所提供的用户名和密码（%1）。请重新输入你的代理服务器账户，或者询问网络管理员。</translation>
    </message>
    <message>
        <source>The proxy could not be used (%1). Check the proxy settings (system or manual) or choose a direct connection.</source>
        <translation>无法使用代理服务器（%1）。请检查代理服务器设置（系统设置或手动设置），或者改为直接连接。</translation>
    </message>
    <message>
        <source>The secure connection to %1 could not be verified (%2). Check that this computer&apos;s date and time are correct. A proxy, firewall or antivirus program that inspects HTTPS traffic can also cause this; the download never continues over an unverified connection.</source>
        <translation>无法验证与 %1 的安全连接（%2）。请检查这台电脑的日期和时间是否正确。会检查 HTTPS 流量的代理服务器、防火墙或杀毒软件也可能导致这个问题；下载绝不会在未经验证的连接上继续进行。</translation>
    </message>
    <message>
        <source>TLS handshake failed</source>
        <translation>TLS 握手失败</translation>
    </message>
    <message>
        <source>The mirror file %1 does not exist. Check that the share is mounted and holds this cuDNN release in NVIDIA&apos;s folder layout.</source>
        <translation>镜像站中的文件 %1 不存在。请检查共享文件夹是否已挂载，以及其中是否按照 NVIDIA 的文件夹结构存放了这个 cuDNN 版本。</translation>
    </message>
    <message>
        <source>The mirror file %1 could not be read (%2). Check that the share is reachable and that you may read it.</source>
        <translation>无法读取镜像站中的文件 %1（%2）。请检查共享文件夹是否可以访问，以及你是否有读取权限。</translation>
    </message>
    <message>
        <source>The download folder %1 cannot be written (%2). Choose another download folder, or fix the permissions of this one.</source>
        <translation>无法写入下载文件夹 %1（%2）。请选择其他下载文件夹，或者修正这个文件夹的权限。</translation>
    </message>
    <message>
        <source>The disk holding %1 is full (%2 free). Free up space or choose a download folder on another drive, then start again.</source>
        <translation>%1 所在的磁盘已满（剩余 %2）。请清理出空间，或者选择其他磁盘上的下载文件夹，然后重新开始。</translation>
    </message>
    <message>
        <source>There is not enough free space for the download in %1: %2 more are needed, but only %3 are free. Free up space or choose a download folder on another drive.</source>
        <translation>%1 中没有足够的可用空间用于下载：还需要 %2，但只剩 %3 可用。请清理出空间，或者选择其他磁盘上的下载文件夹。</translation>
    </message>
    <message>
        <source>The downloaded %1 is damaged or is not the expected archive: its SHA-256 checksum is %2 but must be %3. The file was deleted. Start the download again; if this happens again, the mirror or a proxy is serving a wrong file.</source>
        <translation>下载的 %1 已损坏，或者不是预期的压缩包：它的 SHA-256 校验和是 %2，但应该是 %3。该文件已被删除。请重新开始下载；如果再次出现这种情况，说明镜像站或代理服务器提供的是错误的文件。</translation>
    </message>
    <message>
        <source>The downloaded %1 is %2 bytes but must be %3 bytes, so it is incomplete or a different file. The file was deleted. Start the download again; if this happens again, the mirror holds a different file.</source>
        <translation>下载的 %1 大小是 %2 字节，但应该是 %3 字节，说明它不完整或者是另一个文件。该文件已被删除。请重新开始下载；如果再次出现这种情况，说明镜像站上存放的是另一个文件。</translation>
    </message>
    <message>
        <source>The download was cancelled. The %1 already downloaded are kept in %2, so a later download continues from there.</source>
        <translation>下载已取消。已下载的 %1 保存在 %2 中，之后再下载时会从中断处继续。</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>下载已取消。</translation>
    </message>
    <message>
        <source>Checking the copy already downloaded at %1…</source>
        <translation>正在检查已下载到 %1 的副本…</translation>
    </message>
    <message>
        <source>Checking the %1 downloaded earlier, to continue from there…</source>
        <translation>正在检查之前已下载的 %1，以便从中断处继续…</translation>
    </message>
    <message>
        <source>The archive was already downloaded and verified: %1</source>
        <translation>压缩包之前已下载并校验通过：%1</translation>
    </message>
    <message>
        <source>Continuing the download at %1 of %2.</source>
        <translation>从 %1 处继续下载（总大小 %2）。</translation>
    </message>
    <message>
        <source>Continuing the download at %1.</source>
        <translation>从 %1 处继续下载。</translation>
    </message>
    <message>
        <source>%1 cannot continue an interrupted download, so it starts again from the beginning.</source>
        <translation>%1 不支持继续中断的下载，因此将从头重新开始下载。</translation>
    </message>
    <message>
        <source>%1 Trying again in %2 s (retry %3 of %4)…</source>
        <translation>%1 将在 %2 秒后重试（第 %3 次重试，共 %4 次）…</translation>
    </message>
    <message>
        <source>Verifying %1…</source>
        <translation>正在校验 %1…</translation>
    </message>
    <message>
        <source>The file continued from an earlier download did not check out; downloading it again from the beginning.</source>
        <translation>接续之前下载的文件没有通过校验；正在从头重新下载。</translation>
    </message>
    <message>
        <source>Paused; %1 downloaded so far.</source>
        <translation>已暂停；目前已下载 %1。</translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation>服务器返回了 HTTP %1。</translation>
    </message>
    <message>
        <source>No data arrived for %1 s.</source>
        <translation>%1 秒内没有收到任何数据。</translation>
    </message>
    <message>
        <source>The proxy failed (%1).</source>
        <translation>代理服务器出错（%1）。</translation>
    </message>
    <message>
        <source>The connection was lost (%1).</source>
        <translation>连接中断了（%1）。</translation>
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
    <name>DriverProblemRules</name>
    <message>
        <source>The cuDNN found here is built for CUDA %1, which needs NVIDIA driver %2 or newer.</source>
        <translation>这里找到的 cuDNN 是为 CUDA %1 构建的，需要 NVIDIA 驱动程序 %2 或更高版本。</translation>
    </message>
    <message>
        <source>Driver needed for cuDNN built for CUDA %1: %2 or newer</source>
        <translation>为 CUDA %1 构建的 cuDNN 所需的驱动程序：%2 或更高版本</translation>
    </message>
    <message>
        <source>The NVIDIA kernel module (%1) and the driver libraries (%2) are different versions</source>
        <translation>NVIDIA 内核模块（%1）和驱动程序库（%2）的版本不一致</translation>
    </message>
    <message>
        <source>The running NVIDIA kernel module is version %1, but the driver&apos;s libraries (libcuda, NVML) are version %2. Both halves of the driver must be the same version, so no program can use the GPU: nvidia-smi says &quot;Failed to initialize NVML: Driver/library version mismatch&quot; and CUDA programs fail to start. This almost always means the driver was updated (often automatically) and the computer has not been restarted since, so the old kernel module is still loaded.</source>
        <translation>正在运行的 NVIDIA 内核模块版本是 %1，但驱动程序的库（libcuda、NVML）版本是 %2。驱动程序的这两部分必须是同一版本，否则任何程序都无法使用 GPU：nvidia-smi 会提示 &quot;Failed to initialize NVML: Driver/library version mismatch&quot;，CUDA 程序也无法启动。这几乎总是因为驱动程序已经更新（往往是自动更新），但电脑此后还没有重启，所以加载的仍然是旧的内核模块。</translation>
    </message>
    <message>
        <source>Kernel module: %1 (%2)</source>
        <translation>内核模块：%1（%2）</translation>
    </message>
    <message>
        <source>Driver libraries: %1</source>
        <translation>驱动程序库：%1</translation>
    </message>
    <message>
        <source>(from %1)</source>
        <translation>（来自 %1）</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>Restart the computer, so that the new kernel module (%1) is loaded. If the mismatch is still there after a restart, reinstall the NVIDIA driver %1 (the same way it was installed: your distribution&apos;s driver packages or NVIDIA&apos;s installer), then restart again.</source>
        <translation>请重启电脑，以加载新的内核模块（%1）。如果重启后版本仍不一致，请重新安装 NVIDIA 驱动程序 %1（按原来的安装方式：发行版的驱动程序软件包或 NVIDIA 的安装程序），然后再次重启。</translation>
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
    <message>
        <source>Install the NVIDIA driver for your GPU from NVIDIA&apos;s website, restart the computer, and run this check again.</source>
        <translation>从 NVIDIA 官网安装适合您 GPU 的 NVIDIA 驱动程序，重启计算机，然后再次运行此检查。</translation>
    </message>
    <message>
        <source>The NVIDIA driver can only be asked on that system</source>
        <translation>NVIDIA 驱动程序只能在那台系统上查询</translation>
    </message>
    <message>
        <source>The driver&apos;s files are there (%1), but the driver of another system cannot be asked from this one, so whether it works and which GPUs it sees is not known here. That is not a fault of the driver. The checks that need its version use the version its files give, where they give one.</source>
        <translation>驱动程序的文件在那里（%1），但无法从本系统查询另一个系统的驱动程序，因此这里不知道它是否正常工作、能看到哪些 GPU。这并不是驱动程序的故障。需要其版本的检查会使用其文件给出的版本（若文件给出了版本）。</translation>
    </message>
    <message>
        <source>Run the wizard or `cudnn-setup doctor` on that computer itself to check the driver and its GPUs.</source>
        <translation>请在那台计算机上运行向导或 `cudnn-setup doctor`，以检查驱动程序及其 GPU。</translation>
    </message>
    <message>
        <source>Nothing is needed for most work.</source>
        <translation>大多数工作无需任何操作。</translation>
    </message>
</context>
<context>
    <name>ElevatedPlanRules</name>
    <message>
        <source>%1 (%2) is not a plain absolute path.</source>
        <translation>%1（%2）不是一个规范的绝对路径。</translation>
    </message>
    <message>
        <source>%1 (%2) holds a &apos;;&apos;, which would split the Path variable.</source>
        <translation>%1（%2）含有“;”，它会把 Path 变量拆开。</translation>
    </message>
    <message>
        <source>%1 (%2) lies outside the install folder %3.</source>
        <translation>%1（%2）位于安装文件夹 %3 之外。</translation>
    </message>
    <message>
        <source>The install folder</source>
        <translation>安装文件夹</translation>
    </message>
    <message>
        <source>The install folder %1 is not one an administrator&apos;s install may write: it must be a CUDA, cuDNN or NVIDIA folder in %2.</source>
        <translation>安装文件夹 %1 不是管理员安装可以写入的位置：它必须是 %2 中的 CUDA、cuDNN 或 NVIDIA 文件夹。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>%1 holds no CUDA Toolkit, yet the plan installs into a toolkit there.</source>
        <translation>%1 中没有 CUDA 工具包，但该计划要安装到那里的工具包中。</translation>
    </message>
    <message>
        <source>The library folder</source>
        <translation>库文件夹</translation>
    </message>
    <message>
        <source>The header folder</source>
        <translation>头文件文件夹</translation>
    </message>
    <message>
        <source>A file to install</source>
        <translation>要安装的文件</translation>
    </message>
    <message>
        <source>%1 is not a file of cuDNN, and the plan brings no CUDA pieces.</source>
        <translation>%1 不是 cuDNN 的文件，而该计划并不带有 CUDA 组件。</translation>
    </message>
    <message>
        <source>A link&apos;s text</source>
        <translation>链接的内容</translation>
    </message>
    <message>
        <source>The link %1 → %2 would point outside the install folder.</source>
        <translation>链接 %1 → %2 会指向安装文件夹之外。</translation>
    </message>
    <message>
        <source>A staged file</source>
        <translation>暂存的文件</translation>
    </message>
    <message>
        <source>The staged file %1 is not in this plan&apos;s staging folder.</source>
        <translation>暂存的文件 %1 不在此计划的暂存文件夹中。</translation>
    </message>
    <message>
        <source>The plan does not say the SHA-256 and size of %1, so its content cannot be checked.</source>
        <translation>该计划没有写明 %1 的 SHA-256 和大小，因此无法核对其内容。</translation>
    </message>
    <message>
        <source>%1 is neither a file nor a link.</source>
        <translation>%1 既不是文件也不是链接。</translation>
    </message>
    <message>
        <source>A file to remove</source>
        <translation>要删除的文件</translation>
    </message>
    <message>
        <source>%1 is not a file of cuDNN: the plan may not remove it.</source>
        <translation>%1 不是 cuDNN 的文件：该计划不能删除它。</translation>
    </message>
    <message>
        <source>The change to %1 is not one cuDNN Setup makes for an install in %2.</source>
        <translation>对 %1 的更改不是 cuDNN Setup 为安装在 %2 中所做的更改。</translation>
    </message>
    <message>
        <source>The activation script %1 is not the one for an install in %2.</source>
        <translation>激活脚本 %1 不是安装在 %2 时所用的那个。</translation>
    </message>
    <message>
        <source>The change to the variable %1 is not one cuDNN Setup makes.</source>
        <translation>对变量 %1 的更改不是 cuDNN Setup 会做的更改。</translation>
    </message>
    <message>
        <source>A folder for %1</source>
        <translation>用于 %1 的文件夹</translation>
    </message>
    <message>
        <source>A folder to create</source>
        <translation>要创建的文件夹</translation>
    </message>
    <message>
        <source>The folder %1 lies outside the install folder %2.</source>
        <translation>文件夹 %1 位于安装文件夹 %2 之外。</translation>
    </message>
    <message>
        <source>The install plan was refused and nothing was changed: %1</source>
        <translation>安装计划被拒绝，没有做任何更改：%1</translation>
    </message>
    <message>
        <source>its id (%1) is not a plain name.</source>
        <translation>它的 ID（%1）不是一个普通的名称。</translation>
    </message>
    <message>
        <source>it is a plan for one user; administrator rights apply only plans for all users.</source>
        <translation>这是为单个用户准备的计划；管理员权限只用于为所有用户安装的计划。</translation>
    </message>
    <message>
        <source>its release or platform is not written as cuDNN Setup writes them.</source>
        <translation>它的版本或平台不是按 cuDNN Setup 的写法写的。</translation>
    </message>
    <message>
        <source>it is for another operating system (%1).</source>
        <translation>它是为另一个操作系统（%1）准备的。</translation>
    </message>
    <message>
        <source>it edits files of the environment on Windows.</source>
        <translation>它在 Windows 上编辑环境文件。</translation>
    </message>
    <message>
        <source>it edits the Windows registry on Linux.</source>
        <translation>它在 Linux 上编辑 Windows 注册表。</translation>
    </message>
    <message>
        <source>%1 holds a control character (a line break, a tab, a NUL) or one that hides or reorders text.</source>
        <translation>%1 含有控制字符（换行、制表符、NUL）或会隐藏或重排文字的字符。</translation>
    </message>
    <message>
        <source>A CUDA piece (%1) is not named as cuDNN Setup names them.</source>
        <translation>CUDA 组件（%1）的名称不是 cuDNN Setup 使用的写法。</translation>
    </message>
    <message>
        <source>CUDA %1 would go into %2, which is not a toolkit folder of that release.</source>
        <translation>CUDA %1 将被装入 %2，但它不是该版本的工具包文件夹。</translation>
    </message>
    <message>
        <source>%1 is not in one of a CUDA Toolkit&apos;s folders.</source>
        <translation>%1 不在 CUDA Toolkit 的任何一个文件夹中。</translation>
    </message>
    <message>
        <source>%1 is not a file a CUDA Toolkit has in its top folder.</source>
        <translation>%1 不是 CUDA Toolkit 顶层文件夹中会有的文件。</translation>
    </message>
    <message>
        <source>%1 has the name of the system&apos;s own %2, which it would replace for every program.</source>
        <translation>%1 与系统自带的 %2 同名，会对所有程序取代它。</translation>
    </message>
    <message>
        <source>Administrator rights cannot install this plan, since the administrator&apos;s half of cuDNN Setup would refuse it: %1</source>
        <translation>管理员权限也无法安装这个方案，因为 cuDNN Setup 以管理员身份运行的部分会拒绝它：%1</translation>
    </message>
    <message>
        <source>The archive&apos;s name</source>
        <translation>压缩包的名称</translation>
    </message>
    <message>
        <source>A change to the environment</source>
        <translation>一项环境变更</translation>
    </message>
</context>
<context>
    <name>EnsureLineOperation</name>
    <message>
        <source>Add one line to %1</source>
        <translation>向 %1 添加一行</translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation>%1 在安装过程中被其他程序更改了。</translation>
    </message>
    <message>
        <source>The line in %1 stays: other installs still use it.</source>
        <translation>%1 中的这一行保留不变：其他安装仍在使用它。</translation>
    </message>
</context>
<context>
    <name>EntrySafety</name>
    <message>
        <source>entry without a name</source>
        <translation>没有名称的条目</translation>
    </message>
    <message>
        <source>absolute path</source>
        <translation>绝对路径</translation>
    </message>
    <message>
        <source>path climbs out with &quot;..&quot;</source>
        <translation>路径用“..”跳出了解压文件夹</translation>
    </message>
    <message>
        <source>device node, FIFO or socket</source>
        <translation>设备节点、FIFO 或套接字</translation>
    </message>
    <message>
        <source>hard link to %1, outside the archive</source>
        <translation>指向压缩包之外 %1 的硬链接</translation>
    </message>
    <message>
        <source>symbolic link to %1, outside the archive&apos;s folder</source>
        <translation>指向 %1 的符号链接，位于压缩包的文件夹之外</translation>
    </message>
</context>
<context>
    <name>EnvironmentRules</name>
    <message>
        <source>%1 has empty entries</source>
        <translation>%1 含有空条目</translation>
    </message>
    <message>
        <source>%1 contains empty entries (two separators in a row, or one at the start or end). Windows ignores them, but they are usually left over from a bad edit and make the variable hard to read.</source>
        <translation>%1 含有空条目（两个分隔符相连，或者开头或结尾有分隔符）。Windows 会忽略这些空条目，但它们通常是编辑失误留下的，而且会让这个变量难以阅读。</translation>
    </message>
    <message>
        <source>%1 contains empty entries (two colons in a row, or one at the start or end). An empty entry means &quot;the current folder&quot;, so programs search whatever folder they are started from, and may load a stray library from there.</source>
        <translation>%1 含有空条目（两个冒号相连，或者开头或结尾有冒号）。空条目表示“当前文件夹”，因此程序会在其启动时所在的任何文件夹中搜索，并可能从那里加载到不相干的库。</translation>
    </message>
    <message>
        <source>Empty entry at position: %1</source>
        <translation>空条目的位置：%1</translation>
    </message>
    <message>
        <source>Edit %1 in System Properties &gt; Environment Variables and delete the empty lines.</source>
        <translation>请在“系统属性 &gt; 环境变量”中编辑 %1，删除其中的空行。</translation>
    </message>
    <message>
        <source>Find the line that sets %1 in your shell profile (~/.bashrc, ~/.profile or /etc/environment) and remove the stray colon. To add a folder without creating an empty entry when %1 was unset, write: export %1=/usr/local/cuda/lib64${%1:+:$%1}</source>
        <translation>请在你的 shell 配置文件（~/.bashrc、~/.profile 或 /etc/environment）中找到设置 %1 的那一行，删除多余的冒号。若要在 %1 未设置时添加文件夹而不产生空条目，请这样写：export %1=/usr/local/cuda/lib64${%1:+:$%1}</translation>
    </message>
    <message>
        <source>%1 has entries with quotation marks</source>
        <translation>%1 中有带引号的条目</translation>
    </message>
    <message>
        <source>Some entries of %1 contain quotation marks. The quotes become part of the folder name, so the library loader does not find the folder, even if the command prompt seems to accept it. Paths with spaces need no quotes in %1.</source>
        <translation>%1 的某些条目包含引号。引号会成为文件夹名的一部分，因此即使命令提示符看起来接受了它，动态链接器也找不到这个文件夹。在 %1 中，含空格的路径不需要加引号。</translation>
    </message>
    <message>
        <source>Entry with quotes: %1</source>
        <translation>带引号的条目：%1</translation>
    </message>
    <message>
        <source>Edit %1 in System Properties &gt; Environment Variables and remove the quotation marks around these entries: %2</source>
        <translation>请在“系统属性 &gt; 环境变量”中编辑 %1，去掉以下条目两边的引号：%2</translation>
    </message>
    <message>
        <source>Remove the quotation marks from these entries where your shell profile sets %1: %2</source>
        <translation>请在 shell 配置文件中设置 %1 的地方，去掉以下条目中的引号：%2</translation>
    </message>
    <message>
        <source>%1 names a file instead of a folder</source>
        <translation>%1 中有条目指向文件而不是文件夹</translation>
    </message>
    <message>
        <source>%1 must list folders. An entry that names a library file (for example cudnn64_9.dll or libcudnn.so.9) is ignored, so the library in it is not found through this entry.</source>
        <translation>%1 中必须列出文件夹。指向库文件的条目（例如 cudnn64_9.dll 或 libcudnn.so.9）会被忽略，因此无法通过该条目找到其中的库。</translation>
    </message>
    <message>
        <source>Entry naming a file: %1</source>
        <translation>指向文件的条目：%1</translation>
    </message>
    <message>
        <source>In %1, replace each file with the folder that holds it: %2</source>
        <translation>请在 %1 中把每个文件替换为包含它的文件夹：%2</translation>
    </message>
    <message>
        <source>%1 lists folders that do not exist</source>
        <translation>%1 中列出了不存在的文件夹</translation>
    </message>
    <message>
        <source>Some folders on %1 do not exist. The loader skips them; if one of them was meant to hold CUDA or cuDNN libraries (a typo, or a toolkit that was removed or upgraded), programs will not find those libraries there.</source>
        <translation>%1 中的某些文件夹不存在。动态链接器会跳过它们；如果其中某个文件夹本应存放 CUDA 或 cuDNN 库（拼写错误，或者工具包已被删除或升级），程序就无法在那里找到这些库。</translation>
    </message>
    <message>
        <source>Missing folder: %1</source>
        <translation>不存在的文件夹：%1</translation>
    </message>
    <message>
        <source>Correct or remove these entries where your shell profile sets %1: %2</source>
        <translation>请在 shell 配置文件中设置 %1 的地方更正或删除以下条目：%2</translation>
    </message>
    <message>
        <source>%1 points to a folder that does not exist</source>
        <translation>%1 指向的文件夹不存在</translation>
    </message>
    <message>
        <source>%1 is set to %2, but there is no such folder. Build tools (CMake, setup.py, Visual Studio) use it to find the CUDA Toolkit and fail, or silently pick another toolkit. This usually happens after a toolkit was uninstalled or upgraded.</source>
        <translation>%1 被设置为 %2，但该文件夹不存在。构建工具（CMake、setup.py、Visual Studio）依靠它来查找 CUDA 工具包，因此会失败，或者悄悄地改用另一个工具包。这通常发生在卸载或升级工具包之后。</translation>
    </message>
    <message>
        <source>CUDA Toolkits found: %1</source>
        <translation>找到的 CUDA 工具包：%1</translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables.</source>
        <translation>请在“系统属性 &gt; 环境变量”中删除变量 %1。</translation>
    </message>
    <message>
        <source>Set %1 to %2 in System Properties &gt; Environment Variables.</source>
        <translation>请在“系统属性 &gt; 环境变量”中将 %1 设置为 %2。</translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile (~/.bashrc or ~/.profile).</source>
        <translation>请从你的 shell 配置文件（~/.bashrc 或 ~/.profile）中删除设置 %1 的那一行。</translation>
    </message>
    <message>
        <source>In your shell profile (~/.bashrc or ~/.profile), change it to: export %1=%2</source>
        <translation>请在你的 shell 配置文件（~/.bashrc 或 ~/.profile）中将其改为：export %1=%2</translation>
    </message>
    <message>
        <source>There is an environment variable called %1</source>
        <translation>存在一个名为 %1 的环境变量</translation>
    </message>
    <message>
        <source>A variable named after a library file does nothing: programs find %1 only through the folders listed in %2. This usually comes from a guide that said to &quot;add&quot; the library to the environment; what it meant is adding the folder that holds it to %2.</source>
        <translation>以库文件命名的变量不起任何作用：程序只会通过 %2 中列出的文件夹找到 %1。这通常来自某个教程里“把库添加到环境中”的说法；它真正的意思是把存放该库的文件夹添加到 %2。</translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables, and add the folder that holds %1 to Path instead.</source>
        <translation>请在“系统属性 &gt; 环境变量”中删除变量 %1，改为把存放 %1 的文件夹添加到 Path。</translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables, and add %2 to Path instead.</source>
        <translation>请在“系统属性 &gt; 环境变量”中删除变量 %1，改为把 %2 添加到 Path。</translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile, and add the folder that holds %1 to LD_LIBRARY_PATH instead.</source>
        <translation>请从你的 shell 配置文件中删除设置 %1 的那一行，改为把存放 %1 的文件夹添加到 LD_LIBRARY_PATH。</translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile, and add %2 to LD_LIBRARY_PATH instead: export LD_LIBRARY_PATH=%2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}</source>
        <translation>请从你的 shell 配置文件中删除设置 %1 的那一行，改为把 %2 添加到 LD_LIBRARY_PATH：export LD_LIBRARY_PATH=%2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}</translation>
    </message>
</context>
<context>
    <name>ErrorDiagnosisText</name>
    <message>
        <source>cuDNN Setup Wizard — what the pasted error means</source>
        <translation>cuDNN 安装向导 — 粘贴的错误是什么意思</translation>
    </message>
    <message>
        <source>Only the first MiB of the text was read.</source>
        <translation>只读取了文本的前 1 MiB。</translation>
    </message>
    <message>
        <source>Recognised in the text</source>
        <translation>在文本中识别出的消息</translation>
    </message>
    <message>
        <source>Line %1 (%2): %3</source>
        <translation>第 %1 行（%2）：%3</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>这是什么意思</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>发生了什么：%1</translation>
    </message>
    <message>
        <source>On this computer:</source>
        <translation>这台电脑上的情况：</translation>
    </message>
    <message>
        <source>The doctor&apos;s findings on this computer that bear on it:</source>
        <translation>诊断在这台电脑上发现的相关问题：</translation>
    </message>
    <message>
        <source>written by %1</source>
        <translation>由 %1 输出</translation>
    </message>
    <message>
        <source>built with cuDNN %1</source>
        <translation>用 cuDNN %1 构建</translation>
    </message>
    <message>
        <source>found cuDNN %1</source>
        <translation>找到了 cuDNN %1</translation>
    </message>
    <message>
        <source>needs cuDNN %1 or newer</source>
        <translation>需要 cuDNN %1 或更新版本</translation>
    </message>
    <message>
        <source>asked for %1</source>
        <translation>请求加载 %1</translation>
    </message>
    <message>
        <source>asked for cuDNN %1</source>
        <translation>请求加载 cuDNN %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>needs CUDA %1</source>
        <translation>需要 CUDA %1</translation>
    </message>
    <message>
        <source>undefined symbol %1</source>
        <translation>未定义的符号 %1</translation>
    </message>
    <message>
        <source>undefined symbol %1 (version %2)</source>
        <translation>未定义的符号 %1（版本 %2）</translation>
    </message>
    <message>
        <source>error code %1</source>
        <translation>错误代码 %1</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>文件 %1</translation>
    </message>
    <message>
        <source>its LD_LIBRARY_PATH: %1</source>
        <translation>它的 LD_LIBRARY_PATH：%1</translation>
    </message>
    <message>
        <source>needs a GPU of compute capability %1 or higher</source>
        <translation>需要计算能力 %1 或更高的 GPU</translation>
    </message>
    <message>
        <source>Read from it: %1</source>
        <translation>从这条消息中读到：%1</translation>
    </message>
    <message>
        <source>Only the last MiB of the file was read: that is where a program&apos;s last error is.</source>
        <translation>只读取了文件的最后 1 MiB：程序最后出现的错误就在那里。</translation>
    </message>
    <message>
        <source>cudnn-setup doctor without --error-text checks the setup of this computer.</source>
        <translation>不带 --error-text 运行 cudnn-setup doctor 时，会检查这台电脑的配置。</translation>
    </message>
    <message>
        <source>error code 126 (the file or a DLL it needs was not found)</source>
        <translation>错误代码 126（没有找到该文件或它需要的某个 DLL）</translation>
    </message>
    <message>
        <source>error code 127 (a function missing from a DLL it loaded)</source>
        <translation>错误代码 127（它加载的某个 DLL 中缺少一个函数）</translation>
    </message>
    <message>
        <source>error code 193 (not a 64-bit DLL for this processor)</source>
        <translation>错误代码 193（不是适用于这个处理器的 64 位 DLL）</translation>
    </message>
    <message>
        <source>error code 1455 (the paging file is too small)</source>
        <translation>错误代码 1455（分页文件太小）</translation>
    </message>
    <message>
        <source>a GPU of compute capability %1</source>
        <translation>计算能力为 %1 的 GPU</translation>
    </message>
    <message>
        <source>accepts only the major and minor version it was built with</source>
        <translation>只接受构建时所用的主版本和次版本</translation>
    </message>
    <message>
        <source>accepts only the release it was built with</source>
        <translation>只接受构建时所用的那个版本</translation>
    </message>
    <message>
        <source>it also says: %1</source>
        <translation>消息中还提到：%1</translation>
    </message>
    <message>
        <source>cuDNN %1</source>
        <translation>cuDNN %1</translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>a framework build for CUDA %1</source>
        <translation>为 CUDA %1 构建的框架版本</translation>
    </message>
    <message>
        <source>%1 loaded</source>
        <translation>已加载 %1</translation>
    </message>
    <message>
        <source>WSL</source>
        <translation>WSL</translation>
    </message>
    <message>
        <source>Also named in the text: %1</source>
        <translation>文本中还提到：%1</translation>
    </message>
    <message>
        <source>None of the messages the doctor knows was found in the text. It knows the cuDNN messages of PyTorch, TensorFlow, JAX, ONNX Runtime, PaddlePaddle and CTranslate2, of cuDNN itself and of the Linux and Windows loaders, and the messages that only look like cuDNN trouble (GPU memory, the driver, the GPU&apos;s architecture). Paste the whole output of the program, from its start.</source>
        <translation>文本中没有找到诊断能识别的任何消息。它能识别 PyTorch、TensorFlow、JAX、ONNX Runtime、PaddlePaddle 和 CTranslate2 中与 cuDNN 有关的消息、cuDNN 本身的消息、Linux 和 Windows 动态链接器的消息，以及那些只是看起来像 cuDNN 问题的消息（显存、驱动程序、GPU 架构）。请粘贴程序从启动开始的全部输出。</translation>
    </message>
</context>
<context>
    <name>ErrorLogFile</name>
    <message>
        <source>Cannot read the error text from %1: %2</source>
        <translation>无法从 %1 读取错误文本：%2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
</context>
<context>
    <name>ErrorMachineFacts</name>
    <message>
        <source>cuDNN %1 in %2 (%3; found via %4)</source>
        <translation>cuDNN %1，位于 %2（%3；通过 %4 找到）</translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2 (cuDNN %3, via %4)</source>
        <translation>请求 %1 的程序会得到 %2（cuDNN %3，通过 %4）</translation>
    </message>
    <message>
        <source>No folder the loader searches holds %1</source>
        <translation>动态链接器搜索的文件夹中都没有 %1</translation>
    </message>
    <message>
        <source>%1 is not set</source>
        <translation>%1 未设置</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 为 %2</translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 in %2</source>
        <translation>CUDA 工具包 %1，位于 %2</translation>
    </message>
    <message>
        <source>The scan found no CUDA Toolkit on this computer</source>
        <translation>扫描在这台电脑上没有找到 CUDA 工具包</translation>
    </message>
    <message>
        <source>The scan found no cuDNN on this computer</source>
        <translation>扫描在这台电脑上没有找到 cuDNN</translation>
    </message>
</context>
<context>
    <name>ErrorTextDiagnosis</name>
    <message>
        <source>The Python environment in the message is on this computer: %1</source>
        <translation>消息中的 Python 环境在这台电脑上：%1</translation>
    </message>
    <message>
        <source>The Python environment in the message, %1, is not on this computer: the error probably happened on another computer, in a container or under another user&apos;s account</source>
        <translation>消息中的 Python 环境 %1 不在这台电脑上：错误很可能发生在另一台电脑上、容器中或其他用户的账户下</translation>
    </message>
</context>
<context>
    <name>ExtractedCopySearch</name>
    <message>
        <source>The search for cuDNN unpacked by hand stopped here, after %1 folder entries, to keep the scan fast. Folders it had not reached were not looked at.</source>
        <translation>为了让扫描保持快速，查找手动解压的 cuDNN 在读取 %1 个文件夹条目后停在了这里。尚未到达的文件夹没有被查看。</translation>
    </message>
    <message>
        <source>This folder has more than %1 entries; the search for cuDNN unpacked by hand looked at the first %1 only.</source>
        <translation>这个文件夹中的条目超过 %1 个；查找手动解压的 cuDNN 时只查看了前 %1 个。</translation>
    </message>
</context>
<context>
    <name>ExtractedTreeGuard</name>
    <message>
        <source>its folder %1 is a symbolic link made by the archive; writing through it could land anywhere</source>
        <translation>它所在的文件夹 %1 是压缩包创建的符号链接；经由它写入的内容可能落到任何位置</translation>
    </message>
    <message>
        <source>name collides with &quot;%1&quot; on a file system that ignores case, as on Windows and macOS</source>
        <translation>在不区分大小写的文件系统上（如 Windows 和 macOS），名称与“%1”冲突</translation>
    </message>
    <message>
        <source>hard link to %1, which is not a file unpacked before it</source>
        <translation>指向 %1 的硬链接，但目标不是在它之前解压出的文件</translation>
    </message>
    <message>
        <source>hard link to %1, through a symbolic link made by the archive</source>
        <translation>经由压缩包创建的符号链接指向 %1 的硬链接</translation>
    </message>
    <message>
        <source>symbolic link to %1, which leads outside the archive through other links</source>
        <translation>指向 %1 的符号链接，经由其他链接指向了压缩包之外</translation>
    </message>
    <message>
        <source>symbolic link to %1, which loops through other links</source>
        <translation>指向 %1 的符号链接，经由其他链接形成了循环</translation>
    </message>
</context>
<context>
    <name>FetchCommand</name>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The archive could not be copied to %1 (is there enough space, and may you write there?).</source>
        <translation>无法把压缩包复制到 %1（空间是否足够？你是否有写入权限？）。</translation>
    </message>
    <message>
        <source>cuDNN is licensed by NVIDIA. Read the license at
  %1
and run the same command again with --accept-license to accept it and download %2.</source>
        <translation>cuDNN 由 NVIDIA 授权使用。请阅读以下网址中的许可协议：
  %1
然后加上 --accept-license 再次运行同一命令，即可接受许可协议并下载 %2。</translation>
    </message>
    <message>
        <source>Getting %1 (%2)</source>
        <translation>正在获取 %1（%2）</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>The verified archive was already in the cache; nothing was downloaded.</source>
        <translation>缓存中已有校验通过的压缩包；没有下载任何内容。</translation>
    </message>
    <message>
        <source>Name one with --release and --cuda to fetch it anyway.</source>
        <translation>如果仍要获取，请用 --release 和 --cuda 指定一个版本。</translation>
    </message>
    <message>
        <source>Get the archive for &lt;platform&gt; (linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64, windows-arm64); with --sysroot, treat that tree as &lt;platform&gt;.</source>
        <translation>获取适用于 &lt;平台&gt; 的压缩包（linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64、windows-arm64）；与 --sysroot 一起使用时，把该目录树当作 &lt;平台&gt;。</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license (it is shown to you first otherwise).</source>
        <translation>接受 NVIDIA 的 cuDNN 许可协议（不加此选项时会先向你显示许可协议）。</translation>
    </message>
    <message>
        <source>Also copy the verified archive into &lt;dir&gt;.</source>
        <translation>同时把校验过的压缩包复制到 &lt;目录&gt;。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Download the cuDNN archive that fits this machine (or the one asked for) and verify it.</source>
        <translation>下载适合这台电脑的 cuDNN 压缩包（或指定的压缩包）并进行校验。</translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot move %1 to %2: %3</source>
        <translation>无法将 %1 移动到 %2：%3</translation>
    </message>
    <message>
        <source>cannot create the symbolic link %1 on Windows</source>
        <translation>无法在 Windows 上创建符号链接 %1</translation>
    </message>
    <message>
        <source>cannot create the link %1: %2</source>
        <translation>无法创建链接 %1：%2</translation>
    </message>
    <message>
        <source>cannot remove %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
</context>
<context>
    <name>FirstProgramCheck</name>
    <message>
        <source>The toolkit at %1 is for %2, not for the system the wizard runs on, so its nvcc cannot be tried here. Run the check on that system.</source>
        <translation>%1 中的工具包适用于 %2，而不是运行本向导的系统，因此无法在这里试用它的 nvcc。请在那个系统上运行这项检查。</translation>
    </message>
    <message>
        <source>Not tried, because nvcc could not be run.</source>
        <translation>未尝试，因为 nvcc 无法运行。</translation>
    </message>
    <message>
        <source>Not tried, because the test program was not compiled.</source>
        <translation>未尝试，因为测试程序没有编译。</translation>
    </message>
    <message>
        <source>nvcc was not found at %1: the CUDA compiler component (cuda_nvcc) is not installed. Install the CUDA Toolkit again with the develop profile, which includes it.</source>
        <translation>在 %1 没有找到 nvcc：CUDA 编译器组件（cuda_nvcc）没有安装。请用包含它的“develop”组合重新安装 CUDA 工具包。</translation>
    </message>
    <message numerus="yes">
        <source>nvcc --version did not answer within %n second(s) and was killed. Something blocked it (an antivirus scanning the new files, a disk that does not answer) or the file is damaged: try again, and if it hangs again, install the develop profile again.</source>
        <translation>
            <numerusform>nvcc --version 在 %n 秒内没有响应，已被强制终止。可能有东西阻塞了它（正在扫描新文件的杀毒软件、没有响应的磁盘），也可能是文件已损坏：请重试；如果仍然卡住，请重新安装“develop”组合。</numerusform>
        </translation>
    </message>
    <message>
        <source>nvcc at %1 could not be started (%2). The file may be damaged, not executable or built for another system: install the develop profile again.</source>
        <translation>无法启动 %1 处的 nvcc（%2）。该文件可能已损坏、不可执行，或者是为其他系统构建的：请重新安装“develop”组合。</translation>
    </message>
    <message>
        <source>nvcc --version crashed (%1). The file may be damaged: install the develop profile again.</source>
        <translation>nvcc --version 崩溃了（%1）。该文件可能已损坏：请重新安装“develop”组合。</translation>
    </message>
    <message>
        <source>nvcc --version failed with exit code %1. The toolkit may be incomplete: install the develop profile again.</source>
        <translation>nvcc --version 失败，退出代码为 %1。工具包可能不完整：请重新安装“develop”组合。</translation>
    </message>
    <message>
        <source>nvcc answers: CUDA %1 (nvcc %2).</source>
        <translation>nvcc 的回答：CUDA %1（nvcc %2）。</translation>
    </message>
    <message>
        <source>nvcc --version printed no CUDA release (&quot;%1&quot;). The file at %2 may not be NVIDIA&apos;s nvcc: install the develop profile again.</source>
        <translation>nvcc --version 没有输出 CUDA 版本（“%1”）。%2 处的文件可能不是 NVIDIA 的 nvcc：请重新安装“develop”组合。</translation>
    </message>
    <message>
        <source>Not tried, because no C++ compiler that nvcc accepts was found.</source>
        <translation>未尝试，因为没有找到 nvcc 接受的 C++ 编译器。</translation>
    </message>
    <message>
        <source>There is no cudnn.h in %1: the cuDNN headers are not where the check looked. Install cuDNN again, or choose the folder that holds cudnn.h.</source>
        <translation>%1 中没有 cudnn.h：cuDNN 头文件不在检查所查找的位置。请重新安装 cuDNN，或者选择包含 cudnn.h 的文件夹。</translation>
    </message>
    <message>
        <source>There is no %1 in %2: the cuDNN library folder is missing or incomplete, so the test program cannot be linked with this cuDNN. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation>%2 中没有 %1：cuDNN 库文件夹不存在或不完整，因此测试程序无法与这份 cuDNN 链接。请重新安装 cuDNN，或者选择包含 %1 的文件夹。</translation>
    </message>
    <message>
        <source>The test program could not be written to a temporary folder in %1 (%2). Free some disk space or check that you may write there.</source>
        <translation>无法把测试程序写入 %1 中的临时文件夹（%2）。请释放一些磁盘空间，或者检查你是否有权在那里写入。</translation>
    </message>
    <message>
        <source>nvcc compiled the test program with %1.</source>
        <translation>nvcc 已使用 %1 编译了测试程序。</translation>
    </message>
    <message>
        <source>nvcc could not run its device compiler %1: nvvm/ is not next to bin/. On CUDA 13, NVVM is a component of its own (libnvvm); install the develop profile again so that nvvm/ lands beside bin/ in %2.</source>
        <translation>nvcc 无法运行它的设备端编译器 %1：nvvm/ 不在 bin/ 旁边。在 CUDA 13 中，NVVM 是一个单独的组件（libnvvm）；请重新安装“develop”组合，让 nvvm/ 出现在 %2 中 bin/ 的旁边。</translation>
    </message>
    <message numerus="yes">
        <source>Compiling the test program did not finish within %n second(s), and nvcc was killed. A very slow disk or an antivirus scanning every new file can cause this; try again.</source>
        <translation>
            <numerusform>编译测试程序在 %n 秒内没有完成，nvcc 已被强制终止。非常慢的磁盘或扫描每个新文件的杀毒软件都可能导致这种情况；请重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>nvcc stopped while compiling the test program (%1). Install the develop profile again.</source>
        <translation>nvcc 在编译测试程序时中止了（%1）。请重新安装“develop”组合。</translation>
    </message>
    <message>
        <source>The linker found no cuDNN library in %1 (%2). The cuDNN library folder is missing or holds no %3: install cuDNN again, or choose the folder that holds it.</source>
        <translation>链接器在 %1 中没有找到 cuDNN 库（%2）。cuDNN 库文件夹不存在，或者其中没有 %3：请重新安装 cuDNN，或者选择包含它的文件夹。</translation>
    </message>
    <message>
        <source>The linker found no CUDA runtime library (%1). nvcc links it from the folders its bin/nvcc.profile names (%2), and the toolkit&apos;s libraries are not there: install the develop profile again.</source>
        <translation>链接器没有找到 CUDA 运行时库（%1）。nvcc 从它的 bin/nvcc.profile 所列的文件夹（%2）中链接该库，而工具包的库不在那里：请重新安装“develop”组合。</translation>
    </message>
    <message>
        <source>nvcc could not compile the test program (exit code %1) and said nothing. Install the develop profile again.</source>
        <translation>nvcc 无法编译测试程序（退出代码 %1），也没有输出任何信息。请重新安装“develop”组合。</translation>
    </message>
    <message>
        <source>nvcc could not compile the test program: %1. The toolkit may be incomplete (the develop profile also needs cuda_cccl, and on CUDA 13 cuda_crt), or the C++ compiler is one this nvcc does not accept.</source>
        <translation>nvcc 无法编译测试程序：%1。可能是工具包不完整（“develop”组合还需要 cuda_cccl，在 CUDA 13 上还需要 cuda_crt），也可能是这个 nvcc 不接受所用的 C++ 编译器。</translation>
    </message>
    <message>
        <source>There is no %1 in %2, so the test program would load another cuDNN copy or none: the cuDNN library folder is not where the loader looks for it. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation>%2 中没有 %1，因此测试程序会加载另一份 cuDNN 副本，或者一份也加载不到：cuDNN 库文件夹不在动态链接器查找的位置。请重新安装 cuDNN，或者选择包含 %1 的文件夹。</translation>
    </message>
    <message>
        <source>The test program loaded cuDNN %1, not the cuDNN %2 in %3: another copy comes first where the loader looks (LD_LIBRARY_PATH, ld.so.conf or PATH). Remove that copy, or put this folder first.</source>
        <translation>测试程序加载的是 cuDNN %1，而不是 %3 中的 cuDNN %2：在动态链接器查找的位置中（LD_LIBRARY_PATH、ld.so.conf 或 PATH），另一份副本排在前面。请删除那份副本，或者把这个文件夹放到最前面。</translation>
    </message>
    <message>
        <source>The test program ran and reports cuDNN %1 with CUDA runtime %2.</source>
        <translation>测试程序已运行，报告的是 cuDNN %1 和 CUDA 运行时 %2。</translation>
    </message>
    <message numerus="yes">
        <source>The test program did not finish within %n second(s) and was killed. It only asks two libraries for their version, so something is blocking it: an antivirus, or a library that hangs while it loads.</source>
        <translation>
            <numerusform>测试程序在 %n 秒内没有结束，已被强制终止。它只是向两个库询问版本，所以一定有东西阻塞了它：杀毒软件，或者某个在加载时卡住的库。</numerusform>
        </translation>
    </message>
    <message>
        <source>The test program found %1 but could not load it (%2): the file is damaged or not a library for this system. Install cuDNN again.</source>
        <translation>测试程序找到了 %1，但无法加载它（%2）：该文件已损坏，或者不是适用于本系统的库。请重新安装 cuDNN。</translation>
    </message>
    <message>
        <source>The test program found %1 but could not load it (%2): the file is damaged or not a library for this system. Install the component it belongs to again.</source>
        <translation>测试程序找到了 %1，但无法加载它（%2）：该文件已损坏，或者不是适用于本系统的库。请重新安装它所属的组件。</translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2), although %3 was first on LD_LIBRARY_PATH: the cuDNN library folder is not where the loader looks for it. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation>测试程序无法加载 %1（%2），尽管 %3 已排在 LD_LIBRARY_PATH 的最前面：cuDNN 库文件夹不在动态链接器查找的位置。请重新安装 cuDNN，或者选择包含 %1 的文件夹。</translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2), although %3 was on LD_LIBRARY_PATH: the CUDA runtime (cuda_cudart) is not where the loader looks for it. Install the CUDA Toolkit again.</source>
        <translation>测试程序无法加载 %1（%2），尽管 %3 已在 LD_LIBRARY_PATH 中：CUDA 运行时（cuda_cudart）不在动态链接器查找的位置。请重新安装 CUDA 工具包。</translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2). It is a library of the system, not of CUDA or cuDNN: install the package that provides it.</source>
        <translation>测试程序无法加载 %1（%2）。它是系统的库，不属于 CUDA 或 cuDNN：请安装提供它的软件包。</translation>
    </message>
    <message>
        <source>The test program could not start: Windows did not find a DLL it needs, or found one for another system (code 0x%1), although %2 and the toolkit&apos;s DLL folders were first on PATH. The cuDNN DLL folder is not where the loader looks for it: install cuDNN again, or choose the folder that holds its DLLs.</source>
        <translation>测试程序无法启动：Windows 没有找到它需要的某个 DLL，或者找到的是适用于其他系统的 DLL（代码 0x%1），尽管 %2 和工具包的 DLL 文件夹已排在 PATH 的最前面。cuDNN 的 DLL 文件夹不在动态链接器查找的位置：请重新安装 cuDNN，或者选择包含其 DLL 的文件夹。</translation>
    </message>
    <message>
        <source>The test program could not be started (%1).</source>
        <translation>无法启动测试程序（%1）。</translation>
    </message>
    <message>
        <source>The test program crashed (%1). A cuDNN or CUDA library it loaded may be damaged or from another release: install cuDNN again.</source>
        <translation>测试程序崩溃了（%1）。它加载的某个 cuDNN 或 CUDA 库可能已损坏，或者来自另一个版本：请重新安装 cuDNN。</translation>
    </message>
    <message>
        <source>The test program failed with exit code %1: the CUDA runtime did not tell its version. Install the CUDA Toolkit again.</source>
        <translation>测试程序失败，退出代码为 %1：CUDA 运行时没有给出它的版本。请重新安装 CUDA 工具包。</translation>
    </message>
    <message>
        <source>The test program ran but printed no versions (&quot;%1&quot;).</source>
        <translation>测试程序运行了，但没有输出版本（“%1”）。</translation>
    </message>
</context>
<context>
    <name>FrameworkFit</name>
    <message>
        <source>%1 %2 has no GPU support on native Windows (%3 was the last release with it): it runs on the CPU and loads no cuDNN. For the GPU, use it in WSL2.</source>
        <translation>%1 %2 在原生 Windows 上不支持 GPU（最后一个支持的版本是 %3）：它在 CPU 上运行，不加载 cuDNN。要使用 GPU，请在 WSL2 中使用它。</translation>
    </message>
    <message>
        <source>%1 has no GPU support on native Windows: it runs on the CPU and loads no cuDNN. For the GPU, use it in WSL2.</source>
        <translation>%1 在原生 Windows 上不支持 GPU：它在 CPU 上运行，不加载 cuDNN。要使用 GPU，请在 WSL2 中使用它。</translation>
    </message>
    <message>
        <source>A build without CUDA: it runs on the CPU and loads no cuDNN.</source>
        <translation>不含 CUDA 的版本：它在 CPU 上运行，不加载 cuDNN。</translation>
    </message>
    <message>
        <source>its own folder</source>
        <translation>它自己的文件夹</translation>
    </message>
    <message>
        <source>the nvidia-cudnn package in its environment</source>
        <translation>它所在环境中的 nvidia-cudnn 包</translation>
    </message>
    <message>
        <source>its conda environment</source>
        <translation>它的 conda 环境</translation>
    </message>
    <message>
        <source>bundled in %1</source>
        <translation>随附在 %1 中</translation>
    </message>
    <message>
        <source>It needs cuDNN %1, but finds none: there is no nvidia-cudnn package in its environment (%2) and no cuDNN %1 where the loader looks.</source>
        <translation>它需要 cuDNN %1，但找不到：它的环境（%2）中没有 nvidia-cudnn 包，加载器查找的位置也没有 cuDNN %1。</translation>
    </message>
    <message>
        <source>It finds no cuDNN: there is no nvidia-cudnn package in its environment (%1) and no cuDNN where the loader looks.</source>
        <translation>它找不到 cuDNN：它的环境（%1）中没有 nvidia-cudnn 包，加载器查找的位置也没有 cuDNN。</translation>
    </message>
    <message>
        <source>The loader has only cuDNN %1 (%2), another major version, which it cannot use.</source>
        <translation>加载器只能找到 cuDNN %1（%2），这是另一个主版本，它无法使用。</translation>
    </message>
    <message>
        <source>It was built for cuDNN %1, but loads cuDNN %2 (%3): a different major version, whose libraries and functions it cannot use.</source>
        <translation>它是为 cuDNN %1 构建的，却加载了 cuDNN %2（%3）：这是不同的主版本，它无法使用其中的库和函数。</translation>
    </message>
    <message>
        <source>It needs cuDNN %1 or newer, but loads cuDNN %2 (%3).</source>
        <translation>它需要 cuDNN %1 或更新版本，却加载了 cuDNN %2（%3）。</translation>
    </message>
    <message>
        <source>It was built with cuDNN %1 and needs that release or a newer %2.x, but loads the older cuDNN %3 (%4).</source>
        <translation>它是用 cuDNN %1 构建的，需要该版本或更新的 %2.x，却加载了较旧的 cuDNN %3（%4）。</translation>
    </message>
    <message>
        <source>It was built for CUDA %1, but the cuDNN it loads is the build for CUDA %2 (%3).</source>
        <translation>它是为 CUDA %1 构建的，但它加载的 cuDNN 是为 CUDA %2 构建的版本（%3）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver %1 is too old for its CUDA %2 build, which needs driver %3 or newer.</source>
        <translation>NVIDIA 驱动 %1 对它的 CUDA %2 版本来说太旧了，需要 %3 或更新的驱动。</translation>
    </message>
    <message>
        <source>Its CUDA %1 build does not support the GPU %2 (compute capability %3; CUDA %1 needs %4 or newer).</source>
        <translation>它的 CUDA %1 版本不支持 GPU %2（计算能力 %3；CUDA %1 需要 %4 或更高）。</translation>
    </message>
    <message>
        <source>cuDNN %1, which it loads, does not support the GPU %2 (compute capability %3).</source>
        <translation>它加载的 cuDNN %1 不支持 GPU %2（计算能力 %3）。</translation>
    </message>
    <message>
        <source>Its files do not say which cuDNN it was built for.</source>
        <translation>它的文件没有说明它是为哪个 cuDNN 构建的。</translation>
    </message>
    <message>
        <source>%1 for CUDA %2</source>
        <translation>%1（CUDA %2 版）</translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH puts %1 (cuDNN %2) before its own cuDNN %3 (%4). cuDNN loads its parts (libcudnn_graph, libcudnn_ops, ...) by name, and the loader looks in LD_LIBRARY_PATH first: it would mix the two copies and stop with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Take that folder out of LD_LIBRARY_PATH for this framework.</source>
        <translation>LD_LIBRARY_PATH 把 %1（cuDNN %2）排在它自带的 cuDNN %3（%4）前面。cuDNN 按名称加载它的各个组成部分（libcudnn_graph、libcudnn_ops 等），而动态链接器会先在 LD_LIBRARY_PATH 中查找：这样两份副本就会混在一起，程序会因 CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH 而停止。请为这个框架把该文件夹从 LD_LIBRARY_PATH 中去掉。</translation>
    </message>
    <message>
        <source>Its own cuDNN %1 (%2) has no %3, so the loader takes that part from %4 (cuDNN %5): the two releases would mix and stop with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Reinstall its cuDNN package complete, or remove the other copy from the loader&apos;s search.</source>
        <translation>它自带的 cuDNN %1（%2）缺少 %3，因此加载器会从 %4（cuDNN %5）取用这一部分：两个版本会混在一起，并以 CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH 停止。请完整地重新安装它的 cuDNN 包，或把另一份副本从加载器的搜索路径中移除。</translation>
    </message>
    <message>
        <source>Its build carries GPU code for %1 only, none of which runs on the GPU %2 (compute capability %3): it stops with &quot;no kernel image is available for execution on the device&quot;.</source>
        <translation>它的这个构建只带有 %1 的 GPU 代码，其中没有一个能在 GPU %2（计算能力 %3）上运行：它会以“no kernel image is available for execution on the device”停止。</translation>
    </message>
</context>
<context>
    <name>FrameworkImpact</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation>%1 %2（位于 %3）</translation>
    </message>
    <message>
        <source>%1 finds no cuDNN it can use today; afterwards it would load the new cuDNN %2 (%3).</source>
        <translation>%1 现在找不到可用的 cuDNN；安装之后，它会加载新的 cuDNN %2（%3）。</translation>
    </message>
    <message>
        <source>%1 loads cuDNN %2 (%3) today; afterwards it would load cuDNN %4 (%5) instead.</source>
        <translation>%1 现在加载的是 cuDNN %2（%3）；安装之后，它会改为加载 cuDNN %4（%5）。</translation>
    </message>
    <message>
        <source>%1 keeps loading its own cuDNN %2 (%3), but afterwards cuDNN&apos;s parts would come from %4 (cuDNN %5), which LD_LIBRARY_PATH would put first.</source>
        <translation>%1 仍会加载它自带的 cuDNN %2（%3），但安装之后，cuDNN 的各个组成部分会来自 %4（cuDNN %5），因为 LD_LIBRARY_PATH 会把它排在最前面。</translation>
    </message>
    <message>
        <source>It works today and would stop working:</source>
        <translation>它现在能正常工作，但安装之后将无法工作：</translation>
    </message>
    <message>
        <source>That copy would fit it too, but it is not the one it was set up with.</source>
        <translation>那份副本也适合它，但并不是它安装时配套的那一份。</translation>
    </message>
</context>
<context>
    <name>FrameworkRules</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation>%1 %2（位于 %3）</translation>
    </message>
    <message>
        <source>Install the cuDNN it was built for into its conda environment: conda install --prefix %1 %2</source>
        <translation>请把它构建时对应的 cuDNN 安装到它的 conda 环境中：conda install --prefix %1 %2</translation>
    </message>
    <message>
        <source>Its own copy of cuDNN in its folder was changed. Reinstall it: %1 --force-reinstall &quot;%2==%3&quot;</source>
        <translation>它文件夹中自带的 cuDNN 副本被改动过。请重新安装它：%1 --force-reinstall &quot;%2==%3&quot;</translation>
    </message>
    <message>
        <source>Reinstall %1 in %2 with its CUDA dependencies, as its install guide says (its files do not say which CUDA it was built for, so the right nvidia-cudnn package cannot be named here).</source>
        <translation>请按照 %1 的安装指南，在 %2 中连同其 CUDA 依赖项一起重新安装 %1（它的文件没有说明它是为哪个 CUDA 构建的，所以这里无法指出应该安装哪个 nvidia-cudnn 包）。</translation>
    </message>
    <message>
        <source>Replace the cuDNN package of its environment: %1 and then: %2 --force-reinstall &quot;%3&quot; (both packages share the folder nvidia/cudnn, so the reinstall puts back files the uninstall removed).</source>
        <translation>请替换它所在环境中的 cuDNN 包：先运行 %1，然后运行：%2 --force-reinstall &quot;%3&quot;（两个包共用文件夹 nvidia/cudnn，所以重新安装会放回卸载时删除的文件）。</translation>
    </message>
    <message>
        <source>Install the cuDNN it was built for into its own environment, where it looks first: %1 &quot;%2&quot;</source>
        <translation>请把它构建时对应的 cuDNN 安装到它自己的环境中（它会先在那里查找）：%1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>cuDNN %1%2</source>
        <translation>cuDNN %1%2</translation>
    </message>
    <message>
        <source> or newer</source>
        <translation> 或更新版本</translation>
    </message>
    <message>
        <source>a cuDNN its files do not name</source>
        <translation>某个 cuDNN（其文件未注明版本）</translation>
    </message>
    <message>
        <source>CUDA %1 and %2</source>
        <translation>CUDA %1 和 %2</translation>
    </message>
    <message>
        <source>%1 (the package %2, in %3) was built for %4.</source>
        <translation>%1（%3 中的包 %2）是为 %4 构建的。</translation>
    </message>
    <message>
        <source>It loads cuDNN %1 from %2 (through %3).</source>
        <translation>它从 %2 加载 cuDNN %1（通过 %3）。</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>已读取：%1</translation>
    </message>
    <message>
        <source>What it was built for: %1</source>
        <translation>构建目标：%1</translation>
    </message>
    <message>
        <source>What it loads: %1 (cuDNN %2, through %3)</source>
        <translation>实际加载：%1（cuDNN %2，通过 %3）</translation>
    </message>
    <message>
        <source>%1 gets cuDNN&apos;s parts from another release (%2)</source>
        <translation>%1 加载的 cuDNN 组成部分来自另一个版本（%2）</translation>
    </message>
    <message>
        <source>Its parts come from: %1 (cuDNN %2)</source>
        <translation>组成部分来自：%1（cuDNN %2）</translation>
    </message>
    <message>
        <source>Set by: %1</source>
        <translation>设置于：%1</translation>
    </message>
    <message>
        <source>To try it at once without the folder: %1 %2</source>
        <translation>要立刻在去掉该文件夹的情况下试一试，可以运行：%1 %2</translation>
    </message>
    <message>
        <source>Take %1 out of LD_LIBRARY_PATH where it is set (%2) and open a new terminal. The automatic fix does that and keeps the setting in %3: run `. %4` before building or running your own programs that need the folder. %5</source>
        <translation>请在设置它的地方（%2）把 %1 从 LD_LIBRARY_PATH 中去掉，然后打开一个新的终端。自动修复会完成这一步，并把这项设置保留在 %3 中：在构建或运行你自己那些需要该文件夹的程序之前，请先运行 `. %4`。%5</translation>
    </message>
    <message>
        <source>Take %1 out of LD_LIBRARY_PATH where it is set (%2) — that needs administrator rights or a file the doctor does not rewrite — and open a new terminal. Put it in a script you source only where your own programs need it. %3</source>
        <translation>请在设置它的地方（%2）把 %1 从 LD_LIBRARY_PATH 中去掉（这需要管理员权限，或者要改的文件不在诊断会改写的范围内），然后打开一个新的终端。把它放进一个脚本，只在你自己的程序需要它的地方 source 这个脚本。%3</translation>
    </message>
    <message>
        <source>Something the doctor cannot see puts %1 on LD_LIBRARY_PATH (not ~/.profile, ~/.bash_profile, ~/.bashrc, ~/.zshrc, /etc/profile, /etc/profile.d, /etc/environment nor a cudnn-setup snippet): an IDE&apos;s run settings, a job script, `module load`, or the command that started this program. Take the folder out there. %2</source>
        <translation>有某个诊断看不到的地方把 %1 加入了 LD_LIBRARY_PATH（不是 ~/.profile、~/.bash_profile、~/.bashrc、~/.zshrc、/etc/profile、/etc/profile.d、/etc/environment，也不是 cudnn-setup 的配置片段）：可能是 IDE 的运行设置、作业脚本、`module load`，或者启动本程序的命令。请在那里去掉这个文件夹。%2</translation>
    </message>
    <message>
        <source>%1 has no GPU support on native Windows</source>
        <translation>%1 在原生 Windows 上不支持 GPU</translation>
    </message>
    <message>
        <source>It does not fail: it finds no GPU and computes everything on the processor, much more slowly (for TensorFlow, tf.config.list_physical_devices(&apos;GPU&apos;) is an empty list).</source>
        <translation>它不会报错：只是找不到 GPU，于是所有计算都在 CPU 上进行，速度要慢得多（对 TensorFlow 来说，tf.config.list_physical_devices(&apos;GPU&apos;) 返回空列表）。</translation>
    </message>
    <message>
        <source>Use it in WSL2 (Linux inside Windows, which uses the Windows NVIDIA driver), or install the last release with GPU support on native Windows: %1 &quot;%2&lt;%3&quot;</source>
        <translation>请在 WSL2（运行在 Windows 中的 Linux，使用 Windows 的 NVIDIA 驱动程序）中使用它，或者安装在原生 Windows 上仍支持 GPU 的最后一个版本：%1 &quot;%2&lt;%3&quot;</translation>
    </message>
    <message>
        <source>Use it in WSL2 (Linux inside Windows, which uses the Windows NVIDIA driver): %1 has no GPU build for native Windows.</source>
        <translation>请在 WSL2（运行在 Windows 中的 Linux，使用 Windows 的 NVIDIA 驱动程序）中使用它：%1 没有适用于原生 Windows 的 GPU 版本。</translation>
    </message>
    <message>
        <source>A program of your own that needs that folder can still have it, from a script you source only where you run it.</source>
        <translation>你自己的程序如果需要那个文件夹，仍然可以用上它：把它写进一个脚本，只在运行该程序的地方 source 这个脚本。</translation>
    </message>
    <message>
        <source>%1 is built for cuDNN %2 but loads cuDNN %3</source>
        <translation>%1 是为 cuDNN %2 构建的，却加载了 cuDNN %3</translation>
    </message>
    <message>
        <source>When it first uses cuDNN it stops with an error such as &quot;cuDNN version incompatibility&quot; (PyTorch), &quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot; (TensorFlow, JAX), or &quot;Could not load library libcudnn...&quot;.</source>
        <translation>它在第一次使用 cuDNN 时会出错停止，出现类似 &quot;cuDNN version incompatibility&quot;（PyTorch）、&quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot;（TensorFlow、JAX）或 &quot;Could not load library libcudnn...&quot; 的错误。</translation>
    </message>
    <message>
        <source>%1 needs cuDNN %2 or newer but loads cuDNN %3</source>
        <translation>%1 需要 cuDNN %2 或更新版本，却加载了 cuDNN %3</translation>
    </message>
    <message>
        <source>It stops when it first uses cuDNN, with &quot;cuDNN version incompatibility&quot; (PyTorch), &quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot; (TensorFlow, JAX) or &quot;Outdated cuDNN installation found&quot; (JAX).</source>
        <translation>它在第一次使用 cuDNN 时会停止，并报错 &quot;cuDNN version incompatibility&quot;（PyTorch）、&quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot;（TensorFlow、JAX）或 &quot;Outdated cuDNN installation found&quot;（JAX）。</translation>
    </message>
    <message>
        <source>%1 is built for CUDA %2 but loads a cuDNN built for CUDA %3</source>
        <translation>%1 是为 CUDA %2 构建的，却加载了为 CUDA %3 构建的 cuDNN</translation>
    </message>
    <message>
        <source>A cuDNN built for another CUDA major needs that CUDA&apos;s libraries (libcublasLt.so.N, cublasLt64_N.dll), which it does not have: errors such as &quot;Could not load library libcudnn_ops...&quot;, &quot;undefined symbol&quot; or CUDNN_STATUS_NOT_INITIALIZED.</source>
        <translation>为另一个 CUDA 主版本构建的 cuDNN 需要那个 CUDA 版本的库（libcublasLt.so.N、cublasLt64_N.dll），而它没有这些库：于是会出现 &quot;Could not load library libcudnn_ops...&quot;、&quot;undefined symbol&quot; 或 CUDNN_STATUS_NOT_INITIALIZED 之类的错误。</translation>
    </message>
    <message>
        <source>%1 finds no cuDNN it can load</source>
        <translation>%1 找不到可以加载的 cuDNN</translation>
    </message>
    <message>
        <source>It stops when it first uses cuDNN, with an error such as &quot;Could not load library libcudnn.so.%1&quot; (cudnn64_%1.dll on Windows) or &quot;Unable to load cuDNN. Is it installed?&quot; (JAX); TensorFlow instead skips the GPU.</source>
        <translation>它在第一次使用 cuDNN 时会停止，并出现类似 &quot;Could not load library libcudnn.so.%1&quot;（Windows 上为 cudnn64_%1.dll）或 &quot;Unable to load cuDNN. Is it installed?&quot;（JAX）的错误；TensorFlow 则会直接跳过 GPU。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for %1</source>
        <translation>NVIDIA 驱动程序对 %1 来说太旧了</translation>
    </message>
    <message>
        <source>NVIDIA driver: %1</source>
        <translation>NVIDIA 驱动程序：%1</translation>
    </message>
    <message>
        <source>It sees no GPU (torch.cuda.is_available() is False) or stops with &quot;CUDA driver version is insufficient for CUDA runtime version&quot;.</source>
        <translation>它检测不到 GPU（torch.cuda.is_available() 为 False），或者报错 &quot;CUDA driver version is insufficient for CUDA runtime version&quot; 并停止。</translation>
    </message>
    <message>
        <source>Install NVIDIA driver %1 or newer (on Linux your distribution&apos;s NVIDIA driver package; on Windows from NVIDIA&apos;s driver download page) and restart, or install a build of %2 for an older CUDA major in %3.</source>
        <translation>请安装 %1 或更新版本的 NVIDIA 驱动程序（Linux 上使用发行版提供的 NVIDIA 驱动程序软件包；Windows 上从 NVIDIA 的驱动程序下载页面获取），然后重新启动；或者在 %3 中安装为较旧 CUDA 主版本构建的 %2。</translation>
    </message>
    <message>
        <source>%1 does not support the GPU of this computer</source>
        <translation>%1 不支持这台电脑的 GPU</translation>
    </message>
    <message>
        <source>GPU %1: compute capability %2</source>
        <translation>GPU %1：计算能力 %2</translation>
    </message>
    <message>
        <source>It stops on the GPU with &quot;no kernel image is available for execution on the device&quot; or CUDNN_STATUS_ARCH_MISMATCH / CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH.</source>
        <translation>它在 GPU 上运行时会停止，并报错 &quot;no kernel image is available for execution on the device&quot; 或 CUDNN_STATUS_ARCH_MISMATCH / CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH。</translation>
    </message>
    <message>
        <source>Install a build of %1 whose CUDA and cuDNN still support this GPU (usually one for an older CUDA major, from its install guide) in %2; the explanation names the limit.</source>
        <translation>请在 %2 中安装一个其 CUDA 和 cuDNN 仍支持这个 GPU 的 %1 版本（通常是为较旧 CUDA 主版本构建的版本，可参考它的安装指南）；说明中指出了具体的限制。</translation>
    </message>
    <message>
        <source>%1 does not fit the cuDNN it loads</source>
        <translation>%1 与它加载的 cuDNN 不匹配</translation>
    </message>
</context>
<context>
    <name>GpuCheckExplanations</name>
    <message>
        <source>The NVIDIA driver answers; it supports CUDA up to %1.</source>
        <translation>NVIDIA 驱动程序响应正常；它最高支持 CUDA %1。</translation>
    </message>
    <message>
        <source>The NVIDIA driver answers (it supports CUDA up to %1) and sees %2.</source>
        <translation>NVIDIA 驱动程序响应正常（最高支持 CUDA %1），检测到 %2。</translation>
    </message>
    <message>
        <source>No NVIDIA driver is installed (the CUDA runtime reports %1).</source>
        <translation>未安装 NVIDIA 驱动程序（CUDA 运行时报告：%1）。</translation>
    </message>
    <message>
        <source>no driver</source>
        <translation>没有驱动程序</translation>
    </message>
    <message>
        <source>cuDNN runs on the GPU through the NVIDIA driver. Without one nothing can run on a GPU, but the cuDNN files themselves can still be complete and correct (the checks above say).</source>
        <translation>cuDNN 通过 NVIDIA 驱动程序在 GPU 上运行。没有驱动程序，任何程序都无法在 GPU 上运行，但 cuDNN 文件本身仍可能是完整且正确的（见上面的检查结果）。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for your GPU, %1, then run this check again. A computer without an NVIDIA GPU cannot use cuDNN.</source>
        <translation>请为你的显卡安装 NVIDIA 驱动程序（%1），然后再次运行此检查。没有 NVIDIA 显卡的电脑无法使用 cuDNN。</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA up to %1, older than the CUDA %2 this check was built with.</source>
        <translation>NVIDIA 驱动程序最高支持 CUDA %1，低于构建此检查程序所用的 CUDA %2。</translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer (%1).</source>
        <translation>NVIDIA 驱动程序没有响应（%1）。</translation>
    </message>
    <message>
        <source>The driver is too old for this CUDA version; cuDNN cannot run on it.</source>
        <translation>驱动程序对这个 CUDA 版本来说太旧了；cuDNN 无法在它上面运行。</translation>
    </message>
    <message>
        <source>A driver is there but the CUDA runtime cannot use it: no GPU is visible (a container without GPU access, a disabled or failing GPU) or the driver is broken.</source>
        <translation>驱动程序存在，但 CUDA 运行时无法使用它：要么看不到任何 GPU（例如容器没有 GPU 访问权限，或者 GPU 被禁用或出了故障），要么驱动程序已损坏。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, %1, and restart. nvidia-smi should then list the GPU.</source>
        <translation>请安装 NVIDIA 驱动程序（%1），然后重启电脑。之后 nvidia-smi 应该会列出这块 GPU。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Every GPU is within what this cuDNN supports (compute capability up to %1).</source>
        <translation>所有 GPU 都在此 cuDNN 的支持范围内（最高支持计算能力 %1）。</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 (compute capability %2)</source>
        <translation>%1（计算能力 %2）</translation>
    </message>
    <message>
        <source>%1 is newer than this cuDNN knows (it supports compute capability up to %2).</source>
        <translation>%1 比此 cuDNN 所知道的 GPU 更新（它最高支持计算能力 %2）。</translation>
    </message>
    <message>
        <source>A GPU</source>
        <translation>某块 GPU</translation>
    </message>
    <message>
        <source>This cuDNN release has no code for that GPU&apos;s architecture: it fails on it, or works only partly.</source>
        <translation>这个 cuDNN 版本中没有针对该 GPU 架构的代码：它在这块 GPU 上会失败，或者只能部分工作。</translation>
    </message>
    <message>
        <source>Install a newer cuDNN release that supports this GPU; the wizard&apos;s recommendation on the first pages takes the GPU into account.</source>
        <translation>请安装支持这块显卡的更新版本的 cuDNN；向导在前几页给出的推荐已经考虑了你的显卡。</translation>
    </message>
    <message>
        <source>Not compared: no GPU is visible (this cuDNN supports compute capability up to %1).</source>
        <translation>未比较：看不到任何 GPU（此 cuDNN 最高支持计算能力 %1）。</translation>
    </message>
    <message>
        <source>Needs a GPU to compare with; see the driver check.</source>
        <translation>需要有 GPU 才能比较；请查看驱动程序检查。</translation>
    </message>
    <message>
        <source>Not checked: this cuDNN version cannot report the newest GPU it supports.</source>
        <translation>未检查：这个版本的 cuDNN 无法报告它所支持的最新 GPU。</translation>
    </message>
    <message>
        <source>cuDNN 8 has no such function; the wizard&apos;s compatibility rules judge the GPU instead.</source>
        <translation>cuDNN 8 没有这样的函数；改由向导的兼容性规则来判断 GPU。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cudnnCreate succeeded: cuDNN started on the GPU.</source>
        <translation>cudnnCreate 成功：cuDNN 已在 GPU 上启动。</translation>
    </message>
    <message>
        <source>cudnnCreate failed (%1) because there is no NVIDIA driver.</source>
        <translation>cudnnCreate 失败（%1），因为没有 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>Expected without a driver: cuDNN loaded, but it needs a driver and a GPU to start.</source>
        <translation>没有驱动程序时这是预料之中的：cuDNN 已加载，但它需要驱动程序和 GPU 才能启动。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, %1, then run this check again.</source>
        <translation>请安装 NVIDIA 驱动程序（%1），然后再次运行此检查。</translation>
    </message>
    <message>
        <source>cudnnCreate failed (%1): no usable GPU.</source>
        <translation>cudnnCreate 失败（%1）：没有可用的 GPU。</translation>
    </message>
    <message>
        <source>cuDNN loaded, but there is no GPU it can start on.</source>
        <translation>cuDNN 已加载，但没有可供它启动的 GPU。</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU. In a container or virtual machine, give it access to the GPU.</source>
        <translation>请检查 nvidia-smi 是否列出了这块 GPU。如果在容器或虚拟机中运行，请为它开放 GPU 访问权限。</translation>
    </message>
    <message>
        <source>cudnnCreate failed: %1.</source>
        <translation>cudnnCreate 失败：%1。</translation>
    </message>
    <message>
        <source>cuDNN could not start on the GPU although the driver answers. Common causes: a driver too old for the CUDA version cuDNN was built for, a GPU this cuDNN does not support, or a GPU whose memory is full.</source>
        <translation>虽然驱动程序有响应，但 cuDNN 无法在 GPU 上启动。常见原因：驱动程序对 cuDNN 所针对的 CUDA 版本来说太旧；此 cuDNN 不支持这块 GPU；或者 GPU 显存已满。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (%1), close programs that use the GPU, and check that this cuDNN supports the GPU; then run this check again.</source>
        <translation>请更新 NVIDIA 驱动程序（%1），关闭正在使用显卡的程序，并确认此 cuDNN 支持你的显卡；然后再次运行此检查。</translation>
    </message>
    <message>
        <source>Not tried: not every cuDNN library loaded.</source>
        <translation>未尝试：并非所有 cuDNN 库都已加载。</translation>
    </message>
    <message>
        <source>Starting cuDNN with a library missing would stop the program (cuDNN aborts); fix the library check first.</source>
        <translation>在缺少库的情况下启动 cuDNN 会导致程序终止（cuDNN 会 abort）；请先解决库检查中的问题。</translation>
    </message>
    <message>
        <source>the GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>A convolution ran on %1 and its results match the reference.</source>
        <translation>在 %1 上运行了一次卷积，结果与参考结果一致。</translation>
    </message>
    <message>
        <source>A convolution ran on %1, but its results differ from the reference computed on the CPU.</source>
        <translation>在 %1 上运行了一次卷积，但结果与在 CPU 上计算的参考结果不一致。</translation>
    </message>
    <message>
        <source>cuDNN and this GPU do not compute correctly together: a driver bug, a damaged cuDNN file, or a GPU fault (overheating, memory errors).</source>
        <translation>cuDNN 在这块 GPU 上无法正确计算：可能是驱动程序有缺陷、cuDNN 文件已损坏，或者 GPU 出了故障（过热、显存错误）。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver and reinstall cuDNN; if the results are still wrong, test the GPU&apos;s memory and cooling.</source>
        <translation>请更新 NVIDIA 驱动程序并重新安装 cuDNN；如果结果仍然错误，请检测显卡的显存和散热。</translation>
    </message>
    <message>
        <source>cuDNN could not run a convolution on %1 (%2).</source>
        <translation>cuDNN 无法在 %1 上运行卷积（%2）。</translation>
    </message>
    <message>
        <source>cuDNN started but could not run a plain convolution: often a missing cuBLASLt, a GPU this cuDNN has no code for, or too little free GPU memory.</source>
        <translation>cuDNN 已启动，但无法运行一个普通的卷积：原因通常是缺少 cuBLASLt、此 cuDNN 没有适用于这块 GPU 的代码，或者可用显存太少。</translation>
    </message>
    <message>
        <source>Check the dependency and GPU checks above, close programs that use the GPU, and reinstall cuDNN if they all passed.</source>
        <translation>请查看上面的依赖项检查和 GPU 检查，并关闭正在使用显卡的程序；如果这些检查都通过了，请重新安装 cuDNN。</translation>
    </message>
    <message>
        <source>A CUDA call failed while running the convolution (%1).</source>
        <translation>运行卷积时某个 CUDA 调用失败（%1）。</translation>
    </message>
    <message>
        <source>The GPU or its driver reported an error: out of memory, a driver fault, or a GPU in a bad state.</source>
        <translation>GPU 或其驱动程序报告了错误：可能是显存不足、驱动程序故障，或者 GPU 处于异常状态。</translation>
    </message>
    <message>
        <source>Close programs that use the GPU, update the NVIDIA driver, restart the computer and run this check again.</source>
        <translation>请关闭正在使用显卡的程序，更新 NVIDIA 驱动程序，重启电脑，然后再次运行此检查。</translation>
    </message>
    <message>
        <source>Not run: there is no GPU to run it on.</source>
        <translation>未运行：没有可以运行它的 GPU。</translation>
    </message>
    <message>
        <source>This is the one check that needs a GPU; everything before it can be checked without one.</source>
        <translation>这是唯一需要 GPU 的检查；在它之前的所有检查都不需要 GPU。</translation>
    </message>
    <message>
        <source>Not run: cuDNN could not start (see the check before).</source>
        <translation>未运行：cuDNN 无法启动（见上一项检查）。</translation>
    </message>
    <message>
        <source>A convolution needs a started cuDNN; fix the check before first.</source>
        <translation>运行卷积需要先启动 cuDNN；请先解决上一项检查中的问题。</translation>
    </message>
    <message>
        <source>Fix the problem of the check before, then run this check again.</source>
        <translation>请先解决上一项检查中的问题，然后再次运行此检查。</translation>
    </message>
    <message>
        <source>Not run: this version of the check program does not run a convolution yet.</source>
        <translation>未运行：这个版本的检查程序还不会运行卷积。</translation>
    </message>
    <message>
        <source>cuDNN started on the GPU (the check before); the benchmark runs convolutions.</source>
        <translation>cuDNN 已在 GPU 上启动（见上一项检查）；基准测试会运行卷积。</translation>
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
    <message>
        <source>The newest CUDA Toolkit it can use is %1 (driver %2 or newer).</source>
        <translation>它能使用的最新 CUDA Toolkit 是 %1（需要驱动 %2 或更新版本）。</translation>
    </message>
    <message>
        <source>of its series</source>
        <translation>该系列的驱动</translation>
    </message>
    <message>
        <source>The newest cuDNN for it is cuDNN %1 for CUDA %2.</source>
        <translation>适用于它的最新 cuDNN 是 cuDNN %1 for CUDA %2。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit in the wizard&apos;s data runs on it with the drivers it can get.</source>
        <translation>向导数据中没有任何 CUDA Toolkit 能在它可获得的驱动上运行。</translation>
    </message>
    <message>
        <source>R%1 is the last NVIDIA driver series for your %2</source>
        <translation>R%1 是你的 %2 的最后一个 NVIDIA 驱动系列</translation>
    </message>
    <message>
        <source>NVIDIA ends driver support for %1 GPUs with the R%2 series: no newer driver installs for the %3, and CUDA 13 toolkits cannot build for it.</source>
        <translation>NVIDIA 对 %1 GPU 的驱动支持止于 R%2 系列：%3 无法安装更新的驱动，CUDA 13 工具包也无法为它编译。</translation>
    </message>
    <message>
        <source>When you update the driver, choose one of the R%1 series (version %1.x): a newer series does not support this GPU.</source>
        <translation>更新驱动时，请选择 R%1 系列（版本 %1.x）：更新的系列不支持这块 GPU。</translation>
    </message>
    <message>
        <source>the R%1 series is the last driver for %2 GPUs</source>
        <translation>R%1 系列是 %2 GPU 的最后一个驱动</translation>
    </message>
    <message>
        <source>No NVIDIA driver %1 or newer supports your %2 GPU: the R%3 series is its last driver.</source>
        <translation>没有任何 %1 或更新版本的 NVIDIA 驱动支持你的 %2 GPU：R%3 系列是它的最后一个驱动。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer and restart the computer.</source>
        <translation>请将 NVIDIA 驱动更新到 %1 或更新版本，然后重启电脑。</translation>
    </message>
</context>
<context>
    <name>HostCompiler</name>
    <message>
        <source>No C++ compiler (cl.exe) was found. nvcc needs Microsoft&apos;s: install Visual Studio or its Build Tools with the &quot;Desktop development with C++&quot; workload, and start the compiler from its Developer Command Prompt.</source>
        <translation>未找到 C++ 编译器（cl.exe）。nvcc 需要 Microsoft 的编译器：请安装 Visual Studio 或其 Build Tools，并选择“使用 C++ 的桌面开发”（Desktop development with C++）工作负载，然后从它的开发人员命令提示符（Developer Command Prompt）中使用编译器。</translation>
    </message>
    <message>
        <source>No C++ compiler (g++) was found. nvcc needs one: install g++ (on Debian and Ubuntu: sudo apt install g++).</source>
        <translation>未找到 C++ 编译器（g++）。nvcc 需要它：请安装 g++（在 Debian 和 Ubuntu 上：sudo apt install g++）。</translation>
    </message>
    <message>
        <source>C++ compiler: %1 (version %2).</source>
        <translation>C++ 编译器：%1（版本 %2）。</translation>
    </message>
    <message>
        <source>C++ compiler: %1.</source>
        <translation>C++ 编译器：%1。</translation>
    </message>
    <message>
        <source>g++ %1 (%2) is newer than CUDA %3&apos;s nvcc accepts (up to %4). Install an older g++ beside it (for example g++-%5) and pass it to nvcc with -ccbin.</source>
        <translation>g++ %1（%2）比 CUDA %3 的 nvcc 能接受的版本更新（最高 %4）。请另外安装一个较旧的 g++（例如 g++-%5），并用 -ccbin 把它交给 nvcc。</translation>
    </message>
    <message>
        <source>g++ %1 (%2) is older than CUDA %3&apos;s nvcc accepts (%4 or newer). Install a newer g++.</source>
        <translation>g++ %1（%2）比 CUDA %3 的 nvcc 能接受的版本更旧（需要 %4 或更新）。请安装较新的 g++。</translation>
    </message>
    <message>
        <source>C++ compiler: g++ %1 (%2), which CUDA %3&apos;s nvcc accepts.</source>
        <translation>C++ 编译器：g++ %1（%2），CUDA %3 的 nvcc 可以使用它。</translation>
    </message>
</context>
<context>
    <name>InstallCommand</name>
    <message>
        <source>The install did not complete and everything it changed was undone.</source>
        <translation>安装没有完成，它所做的全部更改都已撤销。</translation>
    </message>
    <message>
        <source>The install did not complete.</source>
        <translation>安装没有完成。</translation>
    </message>
    <message>
        <source>Installed %1 (record %2).
</source>
        <translation>已安装 %1（记录 %2）。
</translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, for the environment changes to take effect.
</source>
        <translation>请打开一个新的终端，或者注销后重新登录，使环境更改生效。
</translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation>正在解压 %1</translation>
    </message>
    <message>
        <source>cuDNN %1 is already installed in %2 exactly as this archive has it: nothing to do.
</source>
        <translation>cuDNN %1 已经安装在 %2 中，与这个压缩包中的内容完全相同：无需任何操作。
</translation>
    </message>
    <message>
        <source>Dry run: nothing was changed.
</source>
        <translation>试运行：没有做任何更改。
</translation>
    </message>
    <message>
        <source>Writing in %1 needs administrator rights. Nothing was changed. You can:</source>
        <translation>写入 %1 需要管理员权限。没有做任何更改。你可以：</translation>
    </message>
    <message>
        <source>  - install for all users, as administrator:
      sudo %1 install --archive %2 --layout %3 --scope system</source>
        <translation>  - 以管理员身份为所有用户安装：
      sudo %1 install --archive %2 --layout %3 --scope system</translation>
    </message>
    <message>
        <source>  - install just for yourself, with no rights needed:
      %1 install --archive %2 --layout side-by-side --scope user</source>
        <translation>  - 仅为你自己安装，不需要任何权限：
      %1 install --archive %2 --layout side-by-side --scope user</translation>
    </message>
    <message>
        <source>  - or do the same by hand:</source>
        <translation>  - 或者手动完成同样的操作：</translation>
    </message>
    <message>
        <source>The plan %1 cannot be read: %2</source>
        <translation>无法读取安装计划 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a usable install plan: %2</source>
        <translation>%1 不是可用的安装计划：%2</translation>
    </message>
    <message>
        <source>Unpack a cuDNN archive and install it into the CUDA Toolkit or side by side, with the environment.</source>
        <translation>解压 cuDNN 压缩包，将其安装到 CUDA 工具包中或并排安装，并配置环境。</translation>
    </message>
    <message>
        <source>install needs --archive &lt;file&gt;: the cuDNN archive to install (get one with `cudnn-setup fetch`).</source>
        <translation>install 需要 --archive &lt;文件&gt;：要安装的 cuDNN 压缩包（可以用 `cudnn-setup fetch` 获取）。</translation>
    </message>
    <message>
        <source>Apply an install plan (the part that runs with administrator rights).</source>
        <translation>应用安装计划（需要管理员权限运行的部分）。</translation>
    </message>
    <message>
        <source>The install plan to apply (written by the wizard or by install when administrator rights are needed).</source>
        <translation>要应用的安装计划（在需要管理员权限时，由向导或 install 命令生成）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>apply needs --plan &lt;file&gt;.</source>
        <translation>apply 需要 --plan &lt;文件&gt;。</translation>
    </message>
    <message>
        <source>Layout: %1 (no --layout given). %2
</source>
        <translation>布局：%1（未指定 --layout）。%2
</translation>
    </message>
    <message numerus="yes">
        <source>CUDA %1, %2 profile: %n archive(s), %3 MB, from %4.
</source>
        <translation>
            <numerusform>CUDA %1，%2 组合：%n 个压缩包，%3 MB，来自 %4。
</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the new toolkit: nvcc --version, then a first CUDA + cuDNN program…
</source>
        <translation>正在检查新的工具包：先运行 nvcc --version，再编译并运行第一个 CUDA + cuDNN 程序……
</translation>
    </message>
    <message>
        <source>After --with-cuda develop, do not compile and run the first CUDA + cuDNN program that proves the new toolkit.</source>
        <translation>使用 --with-cuda develop 安装后，不编译和运行用来验证新工具包的第一个 CUDA + cuDNN 程序。</translation>
    </message>
    <message>
        <source>Downloading %1</source>
        <translation>正在下载 %1</translation>
    </message>
    <message>
        <source>the CUDA %1 pieces</source>
        <translation>CUDA %1 组件</translation>
    </message>
    <message>
        <source>  - apply exactly this plan as administrator (the plan and the unpacked files it names are kept for it in %1):
      sudo %2</source>
        <translation>  - 以管理员身份严格按此计划执行（计划及其所列的解压文件为此保留在 %1 中）：
      sudo %2</translation>
    </message>
    <message>
        <source>The plan was refused and nothing was changed: it installs %1 in %2, not what --%3 says (%4).</source>
        <translation>计划被拒绝，没有做任何更改：它会把 %1 安装到 %2，而不是 --%3 所指定的（%4）。</translation>
    </message>
    <message>
        <source>Refuse the plan unless it installs into this folder (the wizard and install pass it, so that the password prompt shows it).</source>
        <translation>除非计划安装到这个文件夹，否则拒绝它（向导和 install 命令会传入此项，让密码提示框显示它）。</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Refuse the plan unless it installs this cuDNN release.</source>
        <translation>除非计划安装的是这个 cuDNN 版本，否则拒绝它。</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>The plan was refused and nothing was changed: %1 is not the plan that was shown for approval (it changed after it was written).</source>
        <translation>方案被拒绝，没有做任何更改：%1 不是当初显示以供批准的方案（它在写入之后被改动过）。</translation>
    </message>
    <message>
        <source>Refuse the plan file unless its SHA-256 is this one (the wizard and install pass the plan&apos;s as they wrote it).</source>
        <translation>除非方案文件的 SHA-256 与此相同，否则拒绝它（向导和 install 会传入它们写入时的值）。</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>十六进制</translation>
    </message>
</context>
<context>
    <name>InstallLayoutRules</name>
    <message>
        <source>into the CUDA Toolkit</source>
        <translation>装入 CUDA 工具包</translation>
    </message>
    <message>
        <source>side by side, in its own folder</source>
        <translation>并排安装在独立的文件夹中</translation>
    </message>
    <message>
        <source>On Windows cuDNN usually gets a folder of its own (NVIDIA&apos;s installer does the same); programs find it through PATH.</source>
        <translation>在 Windows 上，cuDNN 通常装在独立的文件夹中（NVIDIA 的安装程序也是这样做的）；程序通过 PATH 找到它。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, so cuDNN goes in a folder of its own.</source>
        <translation>没有找到 CUDA 工具包，因此 cuDNN 将装在独立的文件夹中。</translation>
    </message>
    <message>
        <source>cuDNN goes next to the CUDA libraries in %1, where programs built with this toolkit already look.</source>
        <translation>cuDNN 将放在 %1 中的 CUDA 库旁边，用这个工具包编译的程序本来就会在那里查找。</translation>
    </message>
    <message>
        <source>The CUDA Toolkit in %1 can only be changed with administrator rights. A folder of cuDNN&apos;s own in your home needs no password and is just as easy to remove.</source>
        <translation>只有拥有管理员权限才能更改 %1 中的 CUDA 工具包。把 cuDNN 装在你主目录下的独立文件夹中则不需要密码，删除起来也同样方便。</translation>
    </message>
</context>
<context>
    <name>InstallPlan</name>
    <message>
        <source>cuDNN %1 for CUDA %2 in %3</source>
        <translation>cuDNN %1（适用于 CUDA %2），位于 %3</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation>cuDNN %1，位于 %2</translation>
    </message>
    <message>
        <source>This is not an install plan written by cudnn-setup.</source>
        <translation>这不是 cudnn-setup 生成的安装计划。</translation>
    </message>
    <message>
        <source>CUDA %1 (%2) and cuDNN %3 in %4</source>
        <translation>CUDA %1（%2）和 cuDNN %3，位于 %4</translation>
    </message>
</context>
<context>
    <name>InstallPlanner</name>
    <message>
        <source>No CUDA Toolkit was chosen to install into. Install the CUDA Toolkit first, name its folder, or install side by side.</source>
        <translation>没有选择要安装到哪个 CUDA 工具包。请先安装 CUDA 工具包，或者指定它的文件夹，或者改为并排安装到独立的文件夹中。</translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder %1 does not exist.</source>
        <translation>CUDA 工具包文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>The unpacked archive holds no cuDNN files to install.</source>
        <translation>解压出的内容中没有可以安装的 cuDNN 文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of another cuDNN major version stay where they are: programs built for it still load them by their own names.</source>
        <translation>
            <numerusform>另一个 cuDNN 主版本的 %n 个文件保留在原处：为该版本编译的程序仍会按各自的文件名加载它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>ldconfig is not run for a --sysroot tree; run `ldconfig -r %1` there if needed.</source>
        <translation>对于 --sysroot 目录树不会运行 ldconfig；如有需要，请在那里运行 `ldconfig -r %1`。</translation>
    </message>
    <message>
        <source>The environment is left alone: this archive is for another operating system.</source>
        <translation>不更改环境：这个压缩包适用于其他操作系统。</translation>
    </message>
    <message>
        <source>The disk holding %1 has %2 MB free, but %3 MB are needed. Free some space or install somewhere else.</source>
        <translation>%1 所在的磁盘剩余 %2 MB，但需要 %3 MB。请清理出一些空间，或者安装到其他位置。</translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder, but none was named.</source>
        <translation>CUDA 组件和 cuDNN 要装入一个新的工具包文件夹，但没有指定文件夹。</translation>
    </message>
    <message numerus="yes">
        <source>Putting %1 on the library path of every program would change the cuDNN that %n framework(s) on this computer load: the folder goes into an activation script instead. To put it on every program&apos;s path anyway, choose that explicitly.</source>
        <translation>
            <numerusform>如果把 %1 加入每个程序的库搜索路径，会改变这台电脑上 %n 个框架加载的 cuDNN：因此改为把该文件夹放入激活脚本。如果仍要把它加入每个程序的搜索路径，请明确选择这一项。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstallPresenceRules</name>
    <message>
        <source>Neither the CUDA Toolkit nor cuDNN is installed</source>
        <translation>CUDA 工具包和 cuDNN 都没有安装</translation>
    </message>
    <message>
        <source>CUDA Toolkits found: none</source>
        <translation>找到的 CUDA 工具包：无</translation>
    </message>
    <message>
        <source>cuDNN copies found: none</source>
        <translation>找到的 cuDNN 副本：无</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit from NVIDIA, then run cudnn-setup without a command and choose &quot;Install cuDNN&quot; (or run: cudnn-setup fetch --accept-license, then cudnn-setup install --archive FILE).</source>
        <translation>请从 NVIDIA 获取并安装 CUDA 工具包，然后不带命令运行 cudnn-setup 并选择“安装 cuDNN”（或者运行：cudnn-setup fetch --accept-license，然后运行 cudnn-setup install --archive FILE）。</translation>
    </message>
    <message>
        <source>The CUDA Toolkit is installed, but cuDNN is not</source>
        <translation>已安装 CUDA 工具包，但没有安装 cuDNN</translation>
    </message>
    <message>
        <source>CUDA %1 at %2</source>
        <translation>CUDA %1，位于 %2</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>Run cudnn-setup without a command and choose &quot;Install cuDNN&quot; (or run: cudnn-setup fetch --accept-license, then cudnn-setup install --archive FILE).</source>
        <translation>请不带命令运行 cudnn-setup 并选择“安装 cuDNN”（或者运行：cudnn-setup fetch --accept-license，然后运行 cudnn-setup install --archive FILE）。</translation>
    </message>
    <message>
        <source>the usual install folders, Python packages, conda environments, every folder on PATH, and where archives are usually unpacked by hand: C:\tools, C:\cuda, D:\cuda, your user folder with its Downloads and Desktop, and next to your project</source>
        <translation>常用的安装文件夹、Python 包、conda 环境、PATH 中的每个文件夹，以及通常手动解压压缩包的位置：C:\tools、C:\cuda、D:\cuda、你的用户文件夹及其中的“下载”和“桌面”，以及你的项目旁边</translation>
    </message>
    <message>
        <source>the usual install folders, Python packages, conda environments, every folder on the search paths, and where archives are usually unpacked by hand: /usr/local/cudnn*, /opt, your home folder with its Downloads, and next to your project</source>
        <translation>常用的安装文件夹、Python 包、conda 环境、搜索路径中的每个文件夹，以及通常手动解压压缩包的位置：/usr/local/cudnn*、/opt、你的主文件夹及其中的“下载”，以及你的项目旁边</translation>
    </message>
    <message>
        <source>No CUDA Toolkit and no cuDNN library were found anywhere the wizard looks (%1). There is nothing to repair: this computer needs a fresh install.</source>
        <translation>在向导查找的所有位置（%1）都没有找到 CUDA 工具包或 cuDNN 库。没有需要修复的内容：这台电脑需要全新安装。</translation>
    </message>
    <message>
        <source>A CUDA Toolkit was found, but no cuDNN library, neither inside the toolkit nor anywhere else the wizard looks (%1). Programs that use cuDNN (PyTorch built from source, TensorFlow, OpenCV&apos;s DNN module) fail to start or fall back to the CPU.</source>
        <translation>找到了 CUDA 工具包，但在工具包内和向导查找的其他任何位置（%1）都没有找到 cuDNN 库。使用 cuDNN 的程序（从源码构建的 PyTorch、TensorFlow、OpenCV 的 DNN 模块）会无法启动，或退而使用 CPU。</translation>
    </message>
</context>
<context>
    <name>InstallRecords</name>
    <message>
        <source>The record %1 is not used: %2 Records acted on with administrator rights must be in folders only the administrator can change.</source>
        <translation>未使用记录 %1：%2 以管理员权限操作的记录必须位于只有管理员才能更改的文件夹中。</translation>
    </message>
</context>
<context>
    <name>InstallSupportText</name>
    <message>
        <source>Undoing: %1</source>
        <translation>正在撤销：%1</translation>
    </message>
</context>
<context>
    <name>Installer</name>
    <message>
        <source>The folder %1 for unpacking the archive cannot be created. Check that the disk is writable.</source>
        <translation>无法创建用于解压压缩包的文件夹 %1。请检查磁盘是否可写。</translation>
    </message>
    <message>
        <source>The folder %1 for unpacking the CUDA archives cannot be created. Check that the disk is writable.</source>
        <translation>无法创建用于解压 CUDA 压缩包的文件夹 %1。请检查磁盘是否可写。</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>The install journal %1 cannot be written: %2</source>
        <translation>无法写入安装日志 %1：%2</translation>
    </message>
</context>
<context>
    <name>LibraryPathMove</name>
    <message>
        <source>our environment snippet %1, which the cudnn-setup line in your shell profiles reads</source>
        <translation>本程序写入的环境配置片段 %1（由你的 shell 配置文件中的 cudnn-setup 那一行读取）</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>Takes %1 off LD_LIBRARY_PATH for every new shell and program: moves it out of %2 into %3, which nothing reads by itself. Before building or running your own programs that need that folder, run `. %4` in that terminal. `cudnn-setup doctor --undo-last` puts everything back.</source>
        <translation>为每个新的 shell 和程序把 %1 从 LD_LIBRARY_PATH 中去掉：把它从 %2 移到 %3，而后者不会被自动读取。在构建或运行你自己那些需要该文件夹的程序之前，请先在那个终端中运行 `. %4`。运行 `cudnn-setup doctor --undo-last` 可以恢复所有内容。</translation>
    </message>
</context>
<context>
    <name>LinkRules</name>
    <message>
        <source>%1 is a broken link</source>
        <translation>%1 是悬空链接</translation>
    </message>
    <message>
        <source>%1 points to %2, which does not exist (it was deleted, renamed, or the link was copied without its file). The loader skips a broken link, so the library behind it is missing.</source>
        <translation>%1 指向 %2，但后者不存在（它已被删除或重命名，或者复制链接时没有连同其文件一起复制）。动态链接器会跳过悬空链接，因此它背后的库就等于缺失了。</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation>链接：%1</translation>
    </message>
    <message>
        <source>Points to (missing): %1</source>
        <translation>指向（不存在）：%1</translation>
    </message>
    <message>
        <source>It points to %1, which is a broken link too: repairing that link repairs this one.</source>
        <translation>它指向 %1，而后者也是悬空链接：修复那个链接即可同时修复这个链接。</translation>
    </message>
    <message>
        <source>Remove the broken link (rm &apos;%1&apos;) and reinstall this cuDNN copy from its archive.</source>
        <translation>请删除该悬空链接（rm &apos;%1&apos;），并从压缩包重新安装这个 cuDNN 副本。</translation>
    </message>
    <message>
        <source>Point the link at the file that is there: ln -sfn %1 &apos;%2&apos;</source>
        <translation>请将链接指向实际存在的文件：ln -sfn %1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>libcudnn.so is missing in %1</source>
        <translation>%1 中缺少 libcudnn.so</translation>
    </message>
    <message>
        <source>%1 is there, but the unversioned link libcudnn.so beside it is not. Programs that are already built still run, but building one (-lcudnn, CMake&apos;s FindCUDNN, compiling PyTorch or OpenCV) fails with &quot;cannot find -lcudnn&quot;.</source>
        <translation>%1 存在，但它旁边没有不带版本号的链接 libcudnn.so。已经构建好的程序仍能运行，但构建新程序（-lcudnn、CMake 的 FindCUDNN、编译 PyTorch 或 OpenCV）会失败，并报错“cannot find -lcudnn”。</translation>
    </message>
    <message>
        <source>Present: %1</source>
        <translation>存在：%1</translation>
    </message>
    <message>
        <source>Missing: %1/libcudnn.so</source>
        <translation>缺少：%1/libcudnn.so</translation>
    </message>
    <message>
        <source>Create the link: ln -s %1 &apos;%2/libcudnn.so&apos;</source>
        <translation>请创建该链接：ln -s %1 &apos;%2/libcudnn.so&apos;</translation>
    </message>
    <message>
        <source>%1 is a copy of %2 (%3 bytes), not a link</source>
        <translation>%1 是 %2 的副本（%3 字节），而不是链接</translation>
    </message>
    <message>
        <source>cuDNN libraries in %1 are copies where links belong</source>
        <translation>%1 中本应是链接的 cuDNN 库却是文件副本</translation>
    </message>
    <message>
        <source>In a cuDNN folder, libcudnn*.so.%1 and libcudnn*.so should be links to the one real file per library. Here they are full copies, left by copying without keeping links (cp without -a or -P, a zip, a Windows share). It wastes disk space, ldconfig warns about it, and updating the real files later leaves the old copies in use.</source>
        <translation>在 cuDNN 文件夹中，libcudnn*.so.%1 和 libcudnn*.so 应该是指向各个库唯一真实文件的链接。而这里它们是完整的副本，这是复制时没有保留链接造成的（cp 未加 -a 或 -P、zip 压缩包、Windows 共享文件夹）。这会浪费磁盘空间，ldconfig 会对此发出警告，而且以后更新真实文件时，旧的副本仍会被使用。</translation>
    </message>
    <message>
        <source>Replace the copies with links: %1</source>
        <translation>请用链接替换这些副本：%1</translation>
    </message>
    <message>
        <source>Remove the broken link %1 (the file it pointed to is gone; reinstall cuDNN to get it back).</source>
        <translation>删除损坏的链接 %1（它指向的文件已经不存在；重新安装 cuDNN 可以恢复该文件）。</translation>
    </message>
    <message>
        <source>Point %1 at %2, the file of the same library that is in the folder.</source>
        <translation>让 %1 指向 %2，也就是该文件夹中同一个库的文件。</translation>
    </message>
    <message>
        <source>Create the link %1/libcudnn.so pointing to %2.</source>
        <translation>创建指向 %2 的链接 %1/libcudnn.so。</translation>
    </message>
    <message numerus="yes">
        <source>Replace the %n copied file(s) with links to the real library file.</source>
        <translation>
            <numerusform>用指向真正库文件的链接替换这 %n 个复制出来的文件。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinuxEnvironment</name>
    <message>
        <source>the system&apos;s default library folders</source>
        <translation>系统默认的库文件夹</translation>
    </message>
    <message>
        <source>Programs already find libraries in %1 (through %2): the loader needs no change.</source>
        <translation>程序已经能在 %1 中找到库（通过 %2）：无需更改动态链接器的设置。</translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH stays as it is for every program, so that programs with their own cuDNN (such as pip&apos;s PyTorch) keep loading it. Before building or running your own programs with this cuDNN, run: . %1</source>
        <translation>所有程序的 LD_LIBRARY_PATH 都保持不变，这样自带 cuDNN 的程序（例如用 pip 安装的 PyTorch）会继续加载它们自己的 cuDNN。在构建或运行你自己的、使用这个 cuDNN 的程序之前，请运行：. %1</translation>
    </message>
</context>
<context>
    <name>LoadFailureCauses</name>
    <message>
        <source>The program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>the program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>The scan found no cuDNN on this computer.</source>
        <translation>扫描在这台电脑上没有找到 cuDNN。</translation>
    </message>
    <message>
        <source>Install cuDNN with cudnn-setup (the wizard, or cudnn-setup install). A framework installed with pip can bring it as a package instead: pip install &quot;tensorflow[and-cuda]&quot;, pip install &quot;jax[cuda12]&quot;, or a CUDA build of PyTorch.</source>
        <translation>请用 cudnn-setup 安装 cuDNN（向导，或 cudnn-setup install）。用 pip 安装的框架也可以改为以包的形式带上 cuDNN：pip install &quot;tensorflow[and-cuda]&quot;、pip install &quot;jax[cuda12]&quot;，或 PyTorch 的 CUDA 版本。</translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it shows which cuDNN copy programs load here and why a copy is not found.</source>
        <translation>请运行 cudnn-setup doctor：它会显示这里的程序加载的是哪个 cuDNN 副本，以及某个副本为什么找不到。</translation>
    </message>
    <message>
        <source>On this computer the loader does find it: a program asking for %1 gets %2. So the program that failed ran with other settings than the scan saw (from another terminal, an IDE, a service or job script, under sudo, in a container), or on another computer.</source>
        <translation>在这台电脑上，动态链接器能找到它：请求 %1 的程序会得到 %2。所以出错的程序运行时的设置与扫描时看到的不同（从另一个终端、IDE、服务或作业脚本、sudo、容器中启动），或者是在另一台电脑上运行的。</translation>
    </message>
    <message>
        <source>Start the program from a new terminal (a program started before Path was changed keeps the old one), or set Path in the program&apos;s launcher.</source>
        <translation>请从一个新的终端启动程序（在 Path 更改之前启动的程序仍使用旧的 Path），或者在程序的启动方式中设置 Path。</translation>
    </message>
    <message>
        <source>Start the program from a terminal where LD_LIBRARY_PATH is as the scan saw it, or set it in the program&apos;s launcher (the IDE&apos;s run configuration, the service unit, the job script). sudo drops LD_LIBRARY_PATH; pass it on with: sudo env LD_LIBRARY_PATH=&quot;$LD_LIBRARY_PATH&quot; &lt;command&gt;</source>
        <translation>请在 LD_LIBRARY_PATH 与扫描时相同的终端中启动程序，或者在程序的启动方式中设置它（IDE 的运行配置、服务单元、作业脚本）。sudo 会丢弃 LD_LIBRARY_PATH；可以这样把它传下去：sudo env LD_LIBRARY_PATH=&quot;$LD_LIBRARY_PATH&quot; &lt;命令&gt;</translation>
    </message>
    <message>
        <source>cuDNN %1 is on this computer, in %2, but in a folder the loader does not search.</source>
        <translation>这台电脑上有 cuDNN %1，位于 %2，但它所在的文件夹不在动态链接器的搜索范围内。</translation>
    </message>
    <message>
        <source>Add %1 to %2, or run cudnn-setup doctor --fix cudnn-folder-not-searched, which does it for new terminals.</source>
        <translation>请把 %1 添加到 %2，或者运行 cudnn-setup doctor --fix cudnn-folder-not-searched，它会为新打开的终端完成这项设置。</translation>
    </message>
    <message>
        <source>Add %1 to %2 (in your shell profile, or on Windows with System Properties &gt; Environment Variables) and open a new terminal.</source>
        <translation>请把 %1 添加到 %2（在你的 shell 配置文件中，或在 Windows 上通过“系统属性 &gt; 环境变量”），然后打开一个新的终端。</translation>
    </message>
    <message>
        <source>This computer has cuDNN %1 only, and %2 needs cuDNN %3: each major version has its own file names, so another major version does not count.</source>
        <translation>这台电脑上只有 cuDNN %1，而 %2 需要 cuDNN %3：每个主版本都有自己的文件名，所以其他主版本不算数。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 as well (it can sit side by side with cuDNN %2; cudnn-setup installs it), or install a build of %3 made for cuDNN %2.</source>
        <translation>请同时安装 cuDNN %1（它可以与 cuDNN %2 并排安装；cudnn-setup 可以安装），或者安装为 cuDNN %2 构建的 %3 版本。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 with cudnn-setup (the wizard, or cudnn-setup install). A framework installed with pip can bring it as a package instead: pip install &quot;tensorflow[and-cuda]&quot;, pip install &quot;jax[cuda12]&quot;, or a CUDA build of PyTorch.</source>
        <translation>请用 cudnn-setup 安装 cuDNN %1（向导，或 cudnn-setup install）。用 pip 安装的框架也可以改为以包的形式带上 cuDNN：pip install &quot;tensorflow[and-cuda]&quot;、pip install &quot;jax[cuda12]&quot;，或 PyTorch 的 CUDA 版本。</translation>
    </message>
    <message>
        <source>%1 could not find cuDNN</source>
        <translation>%1 找不到 cuDNN</translation>
    </message>
    <message>
        <source>%1 looked for the cuDNN library and did not find it.</source>
        <translation>%1 查找了 cuDNN 库，但没有找到。</translation>
    </message>
    <message>
        <source>%1 could not find %2</source>
        <translation>%1 找不到 %2</translation>
    </message>
    <message>
        <source>%1 asked the loader for %2, and none of the folders the loader searches holds it.</source>
        <translation>%1 向动态链接器请求 %2，但动态链接器搜索的文件夹中都没有它。</translation>
    </message>
    <message>
        <source>The LD_LIBRARY_PATH the program reported: %1</source>
        <translation>程序报告的 LD_LIBRARY_PATH：%1</translation>
    </message>
    <message>
        <source>cuDNN could not load its part %1</source>
        <translation>cuDNN 无法加载它的组成部分 %1</translation>
    </message>
    <message>
        <source>The file the loader did not find is %1, which %2 needs. It is not part of cuDNN: it comes with CUDA (the CUDA Toolkit, or NVIDIA&apos;s pip packages such as nvidia-cuda-nvrtc and nvidia-cublas).</source>
        <translation>动态链接器没有找到的文件是 %1，%2 需要它。它不属于 cuDNN，而是随 CUDA 提供（CUDA 工具包，或 NVIDIA 的 pip 包，例如 nvidia-cuda-nvrtc 和 nvidia-cublas）。</translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 does not have %3: that copy is incomplete (often only the main library was copied).</source>
        <translation>%2 中的 cuDNN %1 没有 %3：这个副本不完整（通常是只复制了主库）。</translation>
    </message>
    <message>
        <source>The cuDNN %1 copies on this computer have %2, so what is missing is a library it needs, or the program loaded the main library from another folder (its own, or one on %3).</source>
        <translation>这台电脑上的 cuDNN %1 副本都有 %2，所以缺少的是它需要的某个库，或者程序是从另一个文件夹（它自己的文件夹，或 %3 中的某个文件夹）加载的主库。</translation>
    </message>
    <message>
        <source>There is no cuDNN %1 on this computer, so the message probably comes from another computer or another environment.</source>
        <translation>这台电脑上没有 cuDNN %1，所以这条消息很可能来自另一台电脑或另一个环境。</translation>
    </message>
    <message>
        <source>Install %1 where the loader finds it: for a framework installed with pip the matching nvidia-* package, otherwise the library folder of the CUDA Toolkit on %2.</source>
        <translation>请把 %1 安装到动态链接器能找到的位置：用 pip 安装的框架请安装对应的 nvidia-* 包，否则请把 CUDA 工具包的库文件夹加入 %2。</translation>
    </message>
    <message>
        <source>Copy every library file of the cuDNN release into %1, not only the main one (cudnn-setup install puts the whole set in place).</source>
        <translation>请把该 cuDNN 版本的所有库文件都复制到 %1 中，而不只是主库（cudnn-setup install 会把整套文件放好）。</translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it checks the copy, the search path and what cuDNN needs (zlibwapi.dll, cuBLAS, the Microsoft C++ runtime) and names what is missing.</source>
        <translation>请运行 cudnn-setup doctor：它会检查副本、搜索路径以及 cuDNN 需要的组件（zlibwapi.dll、cuBLAS、Microsoft C++ 运行库），并指出缺少什么。</translation>
    </message>
    <message>
        <source>%1 could not find CUDA libraries it needs: %2</source>
        <translation>%1 找不到它需要的 CUDA 库：%2</translation>
    </message>
    <message>
        <source>These files belong to CUDA, not to cuDNN. %1 looks for the CUDA version it was built for; without them it cannot use the GPU.</source>
        <translation>这些文件属于 CUDA，而不属于 cuDNN。%1 会查找它构建时所用的 CUDA 版本；缺少这些文件时它无法使用 GPU。</translation>
    </message>
    <message>
        <source>TensorFlow did not find the GPU libraries it needs and runs on the CPU only</source>
        <translation>TensorFlow 没有找到它需要的 GPU 库，只能在 CPU 上运行</translation>
    </message>
    <message>
        <source>This message sums up the lines before it: each library TensorFlow could not load is named there, in a line &quot;Could not load dynamic library &apos;...&apos;&quot;. Those lines are not in the pasted text.</source>
        <translation>这条消息是对前面几行的总结：TensorFlow 无法加载的每个库都会在前面的 &quot;Could not load dynamic library &apos;...&apos;&quot; 行中列出。粘贴的文本中没有这些行。</translation>
    </message>
    <message>
        <source>Paste the whole output of the program, from its start, to see which libraries are missing. On Linux, TensorFlow 2.14 and newer bring CUDA and cuDNN with pip install &quot;tensorflow[and-cuda]&quot;.</source>
        <translation>请粘贴程序从启动开始的全部输出，才能看出缺少哪些库。在 Linux 上，TensorFlow 2.14 及更新版本可以通过 pip install &quot;tensorflow[and-cuda]&quot; 带上 CUDA 和 cuDNN。</translation>
    </message>
    <message>
        <source>cuDNN was found but could not start</source>
        <translation>找到了 cuDNN，但它无法启动</translation>
    </message>
    <message>
        <source>The program loaded cuDNN, but creating cuDNN&apos;s handle failed. The usual causes: the GPU memory is already used up (by another process, or by the same program — TensorFlow reserves all of it by default), a cuDNN that does not fit the program (an earlier line of the output then names the versions), or a driver too old for the cuDNN build.</source>
        <translation>程序加载了 cuDNN，但创建 cuDNN 句柄失败。常见原因：显存已经用完（被另一个进程占用，或者被同一个程序占用 — TensorFlow 默认会占用全部显存）；cuDNN 与程序不匹配（此时输出的前面几行会给出版本）；或者驱动程序对这个 cuDNN 构建版本来说太旧。</translation>
    </message>
    <message>
        <source>Look for an earlier message about the cuDNN version and paste it too; check the GPU memory with nvidia-smi; in TensorFlow, let it take memory as needed (tf.config.experimental.set_memory_growth); run cudnn-setup doctor for the driver and the cuDNN copies.</source>
        <translation>请在输出的前面查找有关 cuDNN 版本的消息，并一起粘贴；用 nvidia-smi 检查显存；在 TensorFlow 中，让它按需占用显存（tf.config.experimental.set_memory_growth）；运行 cudnn-setup doctor 检查驱动程序和 cuDNN 副本。</translation>
    </message>
    <message>
        <source>ONNX Runtime could not load its CUDA provider (%1)</source>
        <translation>ONNX Runtime 无法加载它的 CUDA 提供程序（%1）</translation>
    </message>
    <message>
        <source>ONNX Runtime could not use the GPU and runs on the CPU</source>
        <translation>ONNX Runtime 无法使用 GPU，只能在 CPU 上运行</translation>
    </message>
    <message>
        <source>ONNX Runtime&apos;s GPU package does not bring cuDNN and CUDA with it: it needs them where Windows (Path) or the Linux loader (LD_LIBRARY_PATH, ld.so.conf) finds them. When they are missing it cannot create the CUDAExecutionProvider and runs on the CPU.</source>
        <translation>ONNX Runtime 的 GPU 包不自带 cuDNN 和 CUDA：它需要 Windows（Path）或 Linux 动态链接器（LD_LIBRARY_PATH、ld.so.conf）能找到它们。缺少它们时，它无法创建 CUDAExecutionProvider，只能在 CPU 上运行。</translation>
    </message>
    <message>
        <source>This ONNX Runtime build needs cuDNN %1 and CUDA %2.</source>
        <translation>这个 ONNX Runtime 版本需要 cuDNN %1 和 CUDA %2。</translation>
    </message>
    <message>
        <source>Error 126 when loading %1 means that a DLL it needs was not found — cuDNN, the CUDA runtime and cuBLAS, or the Microsoft C++ runtime — while the file itself is there.</source>
        <translation>加载 %1 时出现错误 126，表示没有找到它需要的某个 DLL — cuDNN、CUDA 运行时和 cuBLAS，或 Microsoft C++ 运行库 — 而这个文件本身是存在的。</translation>
    </message>
    <message>
        <source>The file the loader did not find: %1.</source>
        <translation>动态链接器没有找到的文件：%1。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 and put its library folder on %3 (cudnn-setup does both).</source>
        <translation>请安装适用于 CUDA %2 的 cuDNN %1，并把它的库文件夹加入 %3（cudnn-setup 会同时完成这两步）。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 and put its library folder on %2 (cudnn-setup does both).</source>
        <translation>请安装 cuDNN %1，并把它的库文件夹加入 %2（cudnn-setup 会同时完成这两步）。</translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it checks that cuDNN, cuBLAS and (on Windows) the Microsoft C++ runtime are found.</source>
        <translation>请运行 cudnn-setup doctor：它会检查能否找到 cuDNN、cuBLAS 以及（Windows 上的）Microsoft C++ 运行库。</translation>
    </message>
    <message>
        <source>If PyTorch is installed in the same Python environment, import torch before creating the ONNX Runtime session: ONNX Runtime then uses the cuDNN and CUDA libraries PyTorch has loaded.</source>
        <translation>如果同一个 Python 环境中安装了 PyTorch，请在创建 ONNX Runtime 会话之前先 import torch：这样 ONNX Runtime 会使用 PyTorch 已经加载的 cuDNN 和 CUDA 库。</translation>
    </message>
    <message>
        <source>A DLL</source>
        <translation>某个 DLL</translation>
    </message>
    <message>
        <source>%1 or a DLL it needs is not a 64-bit DLL</source>
        <translation>%1 或它需要的某个 DLL 不是 64 位 DLL</translation>
    </message>
    <message>
        <source>Replace the 32-bit file with the 64-bit one; for zlibwapi.dll that is dll_x64\zlibwapi.dll from zlib123dllx64.zip (cuDNN 8 only: cuDNN 9.2 and newer need no zlibwapi.dll). cudnn-setup doctor names a 32-bit zlibwapi.dll that is found first.</source>
        <translation>请用 64 位文件替换这个 32 位文件；对于 zlibwapi.dll，就是 zlib123dllx64.zip 中的 dll_x64\zlibwapi.dll（仅适用于 cuDNN 8：cuDNN 9.2 及更新版本不需要 zlibwapi.dll）。cudnn-setup doctor 会指出最先找到的 32 位 zlibwapi.dll。</translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation>消息中的文件：%1</translation>
    </message>
    <message>
        <source>zlibwapi.dll, which cuDNN 8 needs on Windows, is not found</source>
        <translation>找不到 Windows 上的 cuDNN 8 需要的 zlibwapi.dll</translation>
    </message>
    <message>
        <source>cuDNN from 8.3 to 9.1 on Windows loads zlibwapi.dll, which comes neither with cuDNN nor with Windows; from 9.2 on, zlib is built into cuDNN.</source>
        <translation>Windows 上 8.3 到 9.1 版的 cuDNN 会加载 zlibwapi.dll，它既不随 cuDNN 提供，也不随 Windows 提供；从 9.2 开始，zlib 已内置在 cuDNN 中。</translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 needs it.</source>
        <translation>%2 中的 cuDNN %1 需要它。</translation>
    </message>
    <message>
        <source>Either update to cuDNN 9.2 or newer, which needs no zlibwapi.dll, or put the 64-bit zlibwapi.dll (dll_x64\zlibwapi.dll from http://www.winimage.com/zLibDll/zlib123dllx64.zip) into %1.</source>
        <translation>可以更新到 cuDNN 9.2 或更新版本（不需要 zlibwapi.dll），或者把 64 位的 zlibwapi.dll（http://www.winimage.com/zLibDll/zlib123dllx64.zip 中的 dll_x64\zlibwapi.dll）放到 %1 中。</translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 needs it too.</source>
        <translation>%2 中的 cuDNN %1 也需要它。</translation>
    </message>
    <message>
        <source>Update the cuDNN in %1 to 9.2 or newer: zlib is built in from 9.2 on.</source>
        <translation>请把 %1 中的 cuDNN 更新到 9.2 或更新版本：从 9.2 开始已内置 zlib。</translation>
    </message>
    <message>
        <source>The cuDNN copies on this computer are 9.2 or newer and need no zlibwapi.dll, so the message comes from an older cuDNN that the program brings or finds first (for instance a cuDNN 8 in the program&apos;s own folder), or from another computer.</source>
        <translation>这台电脑上的 cuDNN 副本都是 9.2 或更新版本，不需要 zlibwapi.dll，所以这条消息来自程序自带或最先找到的较旧 cuDNN（例如程序自己文件夹中的 cuDNN 8），或者来自另一台电脑。</translation>
    </message>
    <message>
        <source>Find the older cuDNN the program loads (look for cudnn*64_8.dll in its folders) and update the program or that cuDNN; the cuDNN 9 here needs no zlibwapi.dll.</source>
        <translation>请找到程序加载的较旧 cuDNN（在它的文件夹中查找 cudnn*64_8.dll），然后更新程序或那个 cuDNN；这里的 cuDNN 9 不需要 zlibwapi.dll。</translation>
    </message>
    <message>
        <source>Install cuDNN 9.2 or newer, which needs no zlibwapi.dll; a program that must use cuDNN 8 needs the 64-bit zlibwapi.dll (dll_x64\zlibwapi.dll from http://www.winimage.com/zLibDll/zlib123dllx64.zip) beside it.</source>
        <translation>请安装 cuDNN 9.2 或更新版本，它不需要 zlibwapi.dll；必须使用 cuDNN 8 的程序需要在旁边放上 64 位的 zlibwapi.dll（http://www.winimage.com/zLibDll/zlib123dllx64.zip 中的 dll_x64\zlibwapi.dll）。</translation>
    </message>
    <message>
        <source>%1 looked for the cuDNN library to call %2 in it, and did not find it.</source>
        <translation>%1 想调用 cuDNN 库中的 %2，但没有找到 cuDNN 库。</translation>
    </message>
    <message>
        <source>%1 could not load %2 (error %3)</source>
        <translation>%1 无法加载 %2（错误 %3）</translation>
    </message>
    <message>
        <source>%1 could not load %2 (error 126)</source>
        <translation>%1 无法加载 %2（错误 126）</translation>
    </message>
    <message>
        <source>The message names the file %1, so the file may well be there and a DLL it needs is what is missing: for cuDNN 8.3 to 9.1 usually zlibwapi.dll, else cuBLAS of its CUDA version or the Microsoft C++ runtime.</source>
        <translation>消息中指明了文件 %1，所以这个文件很可能是存在的，缺少的是它需要的某个 DLL：对于 cuDNN 8.3 到 9.1，通常是 zlibwapi.dll；否则是对应 CUDA 版本的 cuBLAS，或 Microsoft C++ 运行库。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1: another major version than the cuDNN %2 that %3 needs, and each major version has its own file names.</source>
        <translation>文本中提到了 cuDNN %1：这与 %3 需要的 cuDNN %2 是不同的主版本，而每个主版本都有自己的文件名。</translation>
    </message>
    <message>
        <source>cuDNN consists of a main library and parts (such as %1) that are loaded when they are first needed — by cuDNN itself, or by a program that loads cuDNN&apos;s parts itself, such as CTranslate2 — through the same search path. Loading %1 failed.</source>
        <translation>cuDNN 由一个主库和若干组成部分（例如 %1）构成，这些组成部分在第一次需要时才会通过同一个搜索路径加载 — 由 cuDNN 自己加载，或者由自行加载 cuDNN 组成部分的程序（例如 CTranslate2）加载。加载 %1 失败了。</translation>
    </message>
    <message>
        <source>The file the loader did not find is %1, which %2 needs.</source>
        <translation>动态链接器没有找到的文件是 %1，%2 需要它。</translation>
    </message>
    <message>
        <source>The message says that zlib was loaded, so the DLL that is missing is another one: cuBLAS of the CUDA version cuDNN was built for (cublas64_N.dll, cublasLt64_N.dll), or the Microsoft C++ runtime.</source>
        <translation>消息显示 zlib 已经加载，所以缺少的是另一个 DLL：cuDNN 构建时所针对的 CUDA 版本的 cuBLAS（cublas64_N.dll、cublasLt64_N.dll），或 Microsoft C++ 运行库。</translation>
    </message>
    <message>
        <source>For cuDNN 8.3 to 9.1 the DLL it needs is usually zlibwapi.dll; otherwise cuBLAS of the CUDA version, or the Microsoft C++ runtime.</source>
        <translation>对于 cuDNN 8.3 到 9.1，它需要的 DLL 通常是 zlibwapi.dll；否则是对应 CUDA 版本的 cuBLAS，或 Microsoft C++ 运行库。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1, which on Windows needs zlibwapi.dll.</source>
        <translation>文本中提到了 cuDNN %1，它在 Windows 上需要 zlibwapi.dll。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1, another major version than the cuDNN %2 that %3 belongs to: each major version has its own file names, so that cuDNN does not count.</source>
        <translation>文本中提到了 cuDNN %1，这与 %3 所属的 cuDNN %2 是不同的主版本：每个主版本都有自己的文件名，所以那个 cuDNN 不算数。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 where the program finds it (cudnn-setup installs it; a framework installed with pip can bring it as the nvidia-cudnn-cu* package of its CUDA version), and put its library folder on %2.</source>
        <translation>请把 cuDNN %1 安装到程序能找到的位置（cudnn-setup 可以安装；用 pip 安装的框架也可以通过对应其 CUDA 版本的 nvidia-cudnn-cu* 包带上它），并把它的库文件夹加入 %2。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: %1 could not load CUDA libraries it needs: %2</source>
        <translation>不是 cuDNN 安装问题：%1 无法加载它需要的 CUDA 库：%2</translation>
    </message>
    <message>
        <source>The output shows that %1 was loaded: cuDNN itself was found.</source>
        <translation>输出显示已加载 %1：说明 cuDNN 本身已经找到了。</translation>
    </message>
    <message>
        <source>NVRTC, CUDA&apos;s compiler for code generated at run time, could not open %1, which belongs to the same NVRTC release: that NVRTC is installed incompletely, or its builtins library is not where the loader looks.</source>
        <translation>NVRTC（CUDA 用来编译运行时生成的代码的编译器）无法打开 %1，而它属于同一个 NVRTC 版本：这个 NVRTC 安装得不完整，或者它的 builtins 库不在动态链接器查找的位置。</translation>
    </message>
    <message>
        <source>%1 was found, but it needs %2, which was not: %2 belongs to CUDA %3, so the %1 found is CUDA %3&apos;s (some CUDA libraries keep one file name across CUDA versions). Packages of two CUDA versions are mixed.</source>
        <translation>找到了 %1，但没有找到它需要的 %2：%2 属于 CUDA %3，所以找到的 %1 是 CUDA %3 的（有些 CUDA 库在不同 CUDA 版本之间使用同一个文件名）。这里混用了两个 CUDA 版本的包。</translation>
    </message>
    <message>
        <source>%1 was found, but it needs %2, which was not.</source>
        <translation>找到了 %1，但没有找到它需要的 %2。</translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1, while the text says CUDA %3 is installed there.</source>
        <translation>这个文件名是 CUDA %1 的库的文件名：说明这个 %2 版本是为 CUDA %1 构建的，而文本显示那里安装的是 CUDA %3。</translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1, while this computer has CUDA %3.</source>
        <translation>这个文件名是 CUDA %1 的库的文件名：说明这个 %2 版本是为 CUDA %1 构建的，而这台电脑上装的是 CUDA %3。</translation>
    </message>
    <message>
        <source>Either install a build of %1 made for CUDA %2, or add CUDA %3&apos;s libraries beside CUDA %2: they can coexist.</source>
        <translation>可以安装为 CUDA %2 构建的 %1 版本，或者在 CUDA %2 之外再安装 CUDA %3 的库：两者可以共存。</translation>
    </message>
    <message>
        <source>onnxruntime-gpu 1.19 and newer on PyPI are built for CUDA 12 and cuDNN 9.</source>
        <translation>PyPI 上的 onnxruntime-gpu 1.19 及更新版本是为 CUDA 12 和 cuDNN 9 构建的。</translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1.</source>
        <translation>这个文件名是 CUDA %1 的库的文件名：说明这个 %2 版本是为 CUDA %1 构建的。</translation>
    </message>
    <message>
        <source>Install the CUDA libraries %1 was built for where it finds them, or install a build of %1 made for the CUDA you have.</source>
        <translation>请把 %1 构建时所针对的 CUDA 库安装到它能找到的位置，或者安装为你现有的 CUDA 构建的 %1 版本。</translation>
    </message>
    <message>
        <source>Install the CUDA %1 libraries where %2 finds them, or install a build of %2 made for the CUDA you have.</source>
        <translation>请把 CUDA %1 的库安装到 %2 能找到的位置，或者安装为你现有的 CUDA 构建的 %2 版本。</translation>
    </message>
    <message>
        <source>For TensorFlow 2.14 or newer on Linux, pip install &quot;tensorflow[and-cuda]&quot; brings them as packages.</source>
        <translation>在 Linux 上，TensorFlow 2.14 及更新版本可以通过 pip install &quot;tensorflow[and-cuda]&quot; 以包的形式安装它们。</translation>
    </message>
    <message>
        <source>With pip, in the program&apos;s environment: pip install %1.</source>
        <translation>使用 pip 时，请在程序所在的环境中执行：pip install %1。</translation>
    </message>
    <message>
        <source>Replace %1 by reinstalling the package that brought it (for a file in torch\lib: PyTorch, with the index URL of its CUDA build).</source>
        <translation>请重新安装带来 %1 的那个包来替换它（对于 torch\lib 中的文件：重新安装 PyTorch，并使用其 CUDA 版本的 index URL）。</translation>
    </message>
    <message>
        <source>The message says that only %1 MiB of the GPU&apos;s %2 MiB were free: the memory was used up, the likely cause here.</source>
        <translation>消息显示 GPU 的 %2 MiB 显存中只有 %1 MiB 可用：显存已经用完，这很可能就是这里的原因。</translation>
    </message>
    <message>
        <source>The message says that %1 MiB of the GPU&apos;s %2 MiB were free, so memory was not the problem: a cuDNN that does not fit the program (another release found first, or a broken package) is the likely cause.</source>
        <translation>消息显示 GPU 的 %2 MiB 显存中有 %1 MiB 可用，所以问题不在显存：很可能是 cuDNN 与程序不匹配（先找到了另一个版本，或者包已损坏）。</translation>
    </message>
    <message>
        <source>cuDNN&apos;s function %1 could not be loaded</source>
        <translation>无法加载 cuDNN 的函数 %1</translation>
    </message>
    <message>
        <source>The program loads cuDNN itself and looks its functions up by name; %1 was not found because the cuDNN library that holds it could not be loaded. The lines before this one (&quot;Unable to load any of …&quot;, &quot;Could not locate …&quot;) name that file.</source>
        <translation>程序会自己加载 cuDNN，并按名称查找其中的函数；之所以找不到 %1，是因为包含它的 cuDNN 库无法加载。这一行之前的几行（&quot;Unable to load any of …&quot;、&quot;Could not locate …&quot;）会给出那个文件的名称。</translation>
    </message>
    <message>
        <source>Paste the lines before it too. Install the cuDNN major version the program was built for where the loader finds it: CTranslate2 4.5 and newer (faster-whisper 1.1 and newer) need cuDNN 9 for CUDA 12, older releases cuDNN 8.</source>
        <translation>请把它之前的几行也一起粘贴。请把程序构建时所针对的 cuDNN 主版本安装到动态链接器能找到的位置：CTranslate2 4.5 及更新版本（faster-whisper 1.1 及更新版本）需要适用于 CUDA 12 的 cuDNN 9，更早的版本需要 cuDNN 8。</translation>
    </message>
    <message>
        <source>A cuDNN operation failed on the GPU (CUDNN_STATUS_EXECUTION_FAILED)</source>
        <translation>cuDNN 操作在 GPU 上执行失败（CUDNN_STATUS_EXECUTION_FAILED）</translation>
    </message>
    <message>
        <source>cuDNN was loaded and started, but a GPU kernel it launched failed. The usual causes: the framework build, or the cuDNN it brings, has no code for this GPU (an old framework on a new GPU), the GPU&apos;s memory ran out, or the driver is too old for that cuDNN build; more rarely a bug of that cuDNN release.</source>
        <translation>cuDNN 已经加载并启动，但它启动的一个 GPU 内核（kernel）运行失败。常见原因：框架版本或它自带的 cuDNN 中没有适用于这块 GPU 的代码（在新 GPU 上使用旧框架）；显存用完了；或者驱动程序对这个 cuDNN 构建版本来说太旧。较少见的是该 cuDNN 版本本身的 bug。</translation>
    </message>
    <message>
        <source>Run with CUDA_LAUNCH_BLOCKING=1 to find the operation; check that the framework build supports the GPU (PyTorch: torch.cuda.get_arch_list()); update the driver and try a newer framework build. Turning cuDNN off for a test (torch.backends.cudnn.enabled = False) shows whether cuDNN is involved at all.</source>
        <translation>请设置 CUDA_LAUNCH_BLOCKING=1 运行，找出出错的操作；检查框架版本是否支持这块 GPU（PyTorch：torch.cuda.get_arch_list()）；更新驱动程序，并试试更新的框架版本。测试时关闭 cuDNN（torch.backends.cudnn.enabled = False），可以看出问题到底与 cuDNN 有没有关系。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1: another major version than the cuDNN %2 this ONNX Runtime build needs, and it does not count.</source>
        <translation>文本中提到了 cuDNN %1：这与这个 ONNX Runtime 版本需要的 cuDNN %2 是不同的主版本，所以不算数。</translation>
    </message>
    <message>
        <source>Or install an ONNX Runtime build made for the cuDNN major version that is there (on Jetson: NVIDIA&apos;s wheel for your JetPack release).</source>
        <translation>或者安装为现有 cuDNN 主版本构建的 ONNX Runtime 版本（在 Jetson 上：使用 NVIDIA 为你的 JetPack 版本提供的 wheel 包）。</translation>
    </message>
    <message>
        <source>With cuDNN 8 the usual one is the 32-bit build of zlibwapi.dll (from zlib123dll.zip).</source>
        <translation>对于 cuDNN 8，通常是 32 位的 zlibwapi.dll（来自 zlib123dll.zip）。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1, which needs it.</source>
        <translation>文本中提到了 cuDNN %1，它需要这个文件。</translation>
    </message>
</context>
<context>
    <name>LoaderCacheRules</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>The library cache (/etc/ld.so.cache) is out of date for cuDNN</source>
        <translation>库缓存（/etc/ld.so.cache）中的 cuDNN 信息已过期</translation>
    </message>
    <message>
        <source>Programs find the libraries of the folders listed in /etc/ld.so.conf through a cache that only the command ldconfig rewrites. cuDNN files were added or removed since it last ran, so programs do not find the new files, or look for files that are gone, and fail with &quot;cannot open shared object file&quot;.</source>
        <translation>程序通过一个缓存找到 /etc/ld.so.conf 中所列文件夹里的库，而这个缓存只有 ldconfig 命令才会重写。自它上次运行以来，有 cuDNN 文件被添加或删除，所以程序找不到新文件，或者去查找已经不存在的文件，并因 &quot;cannot open shared object file&quot; 而失败。</translation>
    </message>
    <message>
        <source>Not in the cache: %1</source>
        <translation>不在缓存中：%1</translation>
    </message>
    <message>
        <source>In the cache but gone: %1</source>
        <translation>在缓存中但已不存在：%1</translation>
    </message>
    <message>
        <source>Cache file: %1</source>
        <translation>缓存文件：%1</translation>
    </message>
    <message>
        <source>Run: sudo ldconfig  (it rebuilds the cache from the folders in /etc/ld.so.conf; nothing else changes).</source>
        <translation>运行：sudo ldconfig（它会根据 /etc/ld.so.conf 中的文件夹重建缓存，不会改变其他任何内容）。</translation>
    </message>
</context>
<context>
    <name>LoaderCode</name>
    <message>
        <source>the DLL</source>
        <translation>该 DLL</translation>
    </message>
    <message>
        <source>Error 126 from Windows (&quot;the specified module could not be found&quot;) while loading %1 means that %1 itself, or a DLL it needs in turn, was not found; when %1 is there, a DLL it needs is missing.</source>
        <translation>加载 %1 时出现 Windows 错误 126（&quot;the specified module could not be found&quot;），表示 %1 本身或它所依赖的某个 DLL 没有找到；如果 %1 确实存在，那么缺少的就是它需要的某个 DLL。</translation>
    </message>
    <message>
        <source>Error 127 from Windows (&quot;the specified procedure could not be found&quot;) while loading %1 means that the file was found, but a function it needs is missing from a DLL it loaded: usually parts of two different releases, such as a DLL of another cuDNN, cuBLAS or CUDA release found first on PATH.</source>
        <translation>加载 %1 时出现 Windows 错误 127（&quot;the specified procedure could not be found&quot;），表示文件找到了，但它加载的某个 DLL 中缺少它需要的函数：通常是混用了两个不同版本的组成部分，例如在 PATH 中先找到了另一个 cuDNN、cuBLAS 或 CUDA 版本的 DLL。</translation>
    </message>
    <message>
        <source>Error 193 from Windows (&quot;not a valid Win32 application&quot;) while loading %1 means that the file is not a 64-bit DLL for this processor: a 32-bit build, a DLL for another architecture, or a damaged or incomplete file.</source>
        <translation>加载 %1 时出现 Windows 错误 193（&quot;not a valid Win32 application&quot;），表示这个文件不是适用于这个处理器的 64 位 DLL：可能是 32 位版本、其他架构的 DLL，或者文件已损坏或不完整。</translation>
    </message>
    <message>
        <source>Error 1455 from Windows (&quot;the paging file is too small&quot;) while loading %1 means that Windows ran out of virtual memory to map the DLL into the process: a memory limit, not a missing or broken file.</source>
        <translation>加载 %1 时出现 Windows 错误 1455（&quot;the paging file is too small&quot;），表示 Windows 的虚拟内存不足，无法把这个 DLL 映射到进程中：这是内存上限的问题，而不是文件缺失或损坏。</translation>
    </message>
</context>
<context>
    <name>LoaderVisibilityRules</name>
    <message>
        <source>cuDNN %1 in %2 (%3; found via %4)</source>
        <translation>cuDNN %1，位于 %2（%3；发现途径：%4）</translation>
    </message>
    <message>
        <source>Adds %1 to LD_LIBRARY_PATH for your user (a small file in ~/.config/cudnn-setup/env.d, read by ~/.profile and ~/.bashrc). It takes effect in new terminals and after the next login.</source>
        <translation>为你的用户把 %1 添加到 LD_LIBRARY_PATH（在 ~/.config/cudnn-setup/env.d 中写入一个小文件，由 ~/.profile 和 ~/.bashrc 读取）。在新打开的终端中以及下次登录后生效。</translation>
    </message>
    <message>
        <source>Adds %1 to your user&apos;s Path. Programs started after that (and new command prompts) find the cuDNN DLLs.</source>
        <translation>把 %1 添加到你的用户的 Path。之后启动的程序（以及新打开的命令提示符）就能找到 cuDNN 的 DLL。</translation>
    </message>
    <message>
        <source>cuDNN %1 is only in a Python package; programs outside Python do not find it</source>
        <translation>cuDNN %1 只存在于一个 Python 包中；Python 之外的程序找不到它</translation>
    </message>
    <message>
        <source>Python frameworks add the DLL folder of the nvidia-cudnn package themselves, so they work. Programs you build with the CUDA Toolkit look only in the folders PATH names and do not find cudnn64_%1.dll in %2.</source>
        <translation>Python 框架会自己添加 nvidia-cudnn 包的 DLL 文件夹，所以它们可以正常工作。用 CUDA 工具包构建的程序只会在 PATH 列出的文件夹中查找，找不到 %2 中的 cudnn64_%1.dll。</translation>
    </message>
    <message>
        <source>Python frameworks load the cuDNN of the nvidia-cudnn package themselves, so they work. Programs you build with the CUDA Toolkit (C++, CMake projects) look only in the loader&apos;s folders and do not find libcudnn.so.%1 in %2.</source>
        <translation>Python 框架会自己加载 nvidia-cudnn 包中的 cuDNN，所以它们可以正常工作。用 CUDA 工具包构建的程序（C++、CMake 项目）只会在动态链接器的查找文件夹中查找，找不到 %2 中的 libcudnn.so.%1。</translation>
    </message>
    <message>
        <source>If you build programs that use cuDNN, install cuDNN for the system (cudnn-setup install), or add %1 to %2. Nothing needs doing for Python.</source>
        <translation>如果你要构建使用 cuDNN 的程序，请为系统安装 cuDNN（cudnn-setup install），或者把 %1 添加到 %2。Python 这边无需任何操作。</translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH is not set</source>
        <translation>未设置 LD_LIBRARY_PATH</translation>
    </message>
    <message>
        <source>/etc/ld.so.conf names no folders</source>
        <translation>/etc/ld.so.conf 中没有列出任何文件夹</translation>
    </message>
    <message>
        <source>Folders in /etc/ld.so.conf: %1</source>
        <translation>/etc/ld.so.conf 中的文件夹：%1</translation>
    </message>
    <message>
        <source>Also not searched: %1</source>
        <translation>同样不在查找范围内：%1</translation>
    </message>
    <message>
        <source>cuDNN in %1 will be found in new terminals</source>
        <translation>在新打开的终端中将能找到 %1 中的 cuDNN</translation>
    </message>
    <message>
        <source>Your shell profile adds %1 to LD_LIBRARY_PATH, but this program was started from a session that began before that line was added, so it does not see it yet.</source>
        <translation>你的 shell 配置文件会把 %1 添加到 LD_LIBRARY_PATH，但这个程序是从添加那一行之前就已开始的会话中启动的，所以它还看不到这项设置。</translation>
    </message>
    <message>
        <source>Open a new terminal (or log out and back in) before starting your programs.</source>
        <translation>请先打开一个新的终端（或者注销后重新登录），再启动你的程序。</translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but programs do not look there</source>
        <translation>cuDNN %1 安装在 %2 中，但程序不会在那里查找</translation>
    </message>
    <message>
        <source>Programs find libcudnn.so.%1 only in the folders the loader searches: LD_LIBRARY_PATH, the folders listed in /etc/ld.so.conf, and the system library folders. %2 is none of them, so programs fail with &quot;libcudnn.so.%1: cannot open shared object file&quot; although cuDNN is on the disk.</source>
        <translation>程序只会在动态链接器查找的文件夹中寻找 libcudnn.so.%1：LD_LIBRARY_PATH、/etc/ld.so.conf 中列出的文件夹以及系统库文件夹。%2 不属于其中任何一个，所以即使 cuDNN 就在磁盘上，程序也会失败并提示 &quot;libcudnn.so.%1: cannot open shared object file&quot;。</translation>
    </message>
    <message>
        <source>The folder is on PATH, but PATH is only searched for programs, never for libraries.</source>
        <translation>这个文件夹在 PATH 中，但 PATH 只用于查找程序，从不用于查找库。</translation>
    </message>
    <message>
        <source>Add this line to ~/.bashrc and ~/.profile, then open a new terminal: export LD_LIBRARY_PATH=%1${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}  (or, for all users: put %1 into a file under /etc/ld.so.conf.d/ and run sudo ldconfig)</source>
        <translation>请把下面这一行添加到 ~/.bashrc 和 ~/.profile，然后打开一个新的终端：export LD_LIBRARY_PATH=%1${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}（或者为所有用户设置：把 %1 写入 /etc/ld.so.conf.d/ 下的一个文件，然后运行 sudo ldconfig）</translation>
    </message>
    <message>
        <source>PATH names %1, but the cuDNN DLLs are in %2</source>
        <translation>PATH 中列出的是 %1，但 cuDNN 的 DLL 位于 %2</translation>
    </message>
    <message>
        <source>Windows looks for DLLs only in the folders PATH names, not in the folders below them. The cuDNN 9 installer puts the DLLs into a sub-folder per CUDA version (bin\&lt;CUDA version&gt;\x64 in newer releases; CUDA 13 uses bin\x64), so the entry %1 finds nothing and programs report that cudnn64_%2.dll could not be found.</source>
        <translation>Windows 只在 PATH 列出的文件夹中查找 DLL，不会查找它们下面的子文件夹。cuDNN 9 安装程序会按 CUDA 版本把 DLL 放到各自的子文件夹中（较新的版本为 bin\&lt;CUDA version&gt;\x64；CUDA 13 使用 bin\x64），所以条目 %1 什么也找不到，程序会提示找不到 cudnn64_%2.dll。</translation>
    </message>
    <message>
        <source>PATH entry: %1; DLLs in: %2</source>
        <translation>PATH 条目：%1；DLL 位于：%2</translation>
    </message>
    <message>
        <source>In System Properties &gt; Environment Variables, edit Path: replace %1 with %2 (the sub-folder for your CUDA version), then restart your programs.</source>
        <translation>请在“系统属性 &gt; 环境变量”中编辑 Path：把 %1 替换为 %2（与你的 CUDA 版本对应的子文件夹），然后重新启动你的程序。</translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but that folder is not on PATH</source>
        <translation>cuDNN %1 安装在 %2 中，但该文件夹不在 PATH 中</translation>
    </message>
    <message>
        <source>Windows finds DLLs in the program&apos;s own folder, in the system folders and in the folders PATH names. %1 is none of them, so programs report that cudnn64_%2.dll could not be found although cuDNN is on the disk.</source>
        <translation>Windows 会在程序自身所在的文件夹、系统文件夹以及 PATH 列出的文件夹中查找 DLL。%1 不属于其中任何一个，所以即使 cuDNN 就在磁盘上，程序也会提示找不到 cudnn64_%2.dll。</translation>
    </message>
    <message>
        <source>In System Properties &gt; Environment Variables, add %1 to Path, then restart your programs.</source>
        <translation>请在“系统属性 &gt; 环境变量”中把 %1 添加到 Path，然后重新启动你的程序。</translation>
    </message>
    <message>
        <source>Also not on PATH: %1</source>
        <translation>同样不在 PATH 中：%1</translation>
    </message>
</context>
<context>
    <name>MakeDirectoryOperation</name>
    <message>
        <source>Create the folder %1</source>
        <translation>创建文件夹 %1</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The folder %1 holds files added after the install; it was left in place.</source>
        <translation>文件夹 %1 中有安装之后添加的文件，因此保留了该文件夹。</translation>
    </message>
    <message>
        <source>The folder %1 could not be removed.</source>
        <translation>无法删除文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>ManualSteps</name>
    <message>
        <source>REM Run in a Command Prompt opened with &quot;Run as administrator&quot;.</source>
        <translation>REM 请在用“以管理员身份运行”打开的命令提示符中运行。</translation>
    </message>
</context>
<context>
    <name>MirrorCommand</name>
    <message>
        <source>cuDNN is licensed by NVIDIA under the cuDNN Software License Agreement:
  %1
Read it, and run the same command again with --accept-license to accept it and build the mirror. Nothing was downloaded.</source>
        <translation>cuDNN 由 NVIDIA 依据 cuDNN 软件许可协议授权使用：
  %1
请阅读该协议，然后加上 --accept-license 再次运行同一命令，即可接受协议并建立镜像。没有下载任何内容。</translation>
    </message>
    <message>
        <source>FAILED  %1: %2</source>
        <translation>失败  %1：%2</translation>
    </message>
    <message>
        <source>already there, verified  %1  (%2)
</source>
        <translation>已存在，校验通过  %1（%2）
</translation>
    </message>
    <message>
        <source>fetched, verified        %1  (%2)
</source>
        <translation>已下载，校验通过  %1（%2）
</translation>
    </message>
    <message>
        <source>Not every archive is in the mirror (see above). Run the same command again to fetch what is missing.</source>
        <translation>并非所有压缩包都已放入镜像（见上文）。再次运行同一命令即可获取缺少的部分。</translation>
    </message>
    <message>
        <source>The mirror in %1 holds %2 of %3 for %4; point source.mirror (or --mirror) at it.
</source>
        <translation>%1 中的镜像包含 %3、%4 的 %2；请把 source.mirror（或 --mirror）指向它。
</translation>
    </message>
    <message numerus="yes">
        <source>%n archive(s)</source>
        <translation>
            <numerusform>%n 个压缩包</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n release(s)</source>
        <translation>
            <numerusform>%n 个版本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n platform(s)</source>
        <translation>
            <numerusform>%n 个平台</numerusform>
        </translation>
    </message>
    <message>
        <source>The cuDNN releases to copy, comma-separated (9.19,9.20.0.48).</source>
        <translation>要复制的 cuDNN 版本，用英文逗号分隔（9.19,9.20.0.48）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>The platforms to copy, comma-separated (linux-x86_64,windows-x86_64,...).</source>
        <translation>要复制的平台，用英文逗号分隔（linux-x86_64,windows-x86_64,...）。</translation>
    </message>
    <message>
        <source>The folder of the mirror.</source>
        <translation>镜像所在的文件夹。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Copy cuDNN releases and their manifests into a folder, to serve as a lab mirror.</source>
        <translation>把 cuDNN 版本及其清单复制到一个文件夹中，用作实验室镜像。</translation>
    </message>
    <message>
        <source>mirror needs --releases &lt;list&gt;, --platforms &lt;list&gt; and --dest &lt;dir&gt;.</source>
        <translation>mirror 需要 --releases &lt;列表&gt;、--platforms &lt;列表&gt; 和 --dest &lt;目录&gt;。</translation>
    </message>
    <message>
        <source>--cuda-profile is &quot;runtime&quot; or &quot;develop&quot;, not &quot;%1&quot;.</source>
        <translation>--cuda-profile 只能是 &quot;runtime&quot; 或 &quot;develop&quot;，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>The CUDA pieces are licensed by NVIDIA under the CUDA Toolkit End User License Agreement:
  %1
--accept-license accepts it too.</source>
        <translation>CUDA 组件由 NVIDIA 依据《CUDA Toolkit 最终用户许可协议》授权：
  %1
--accept-license 也表示接受该协议。</translation>
    </message>
    <message>
        <source>The CUDA pieces are in %1; point --cuda-from (install, provision) or the wizard&apos;s CUDA pieces at it.
</source>
        <translation>CUDA 组件在 %1；让 --cuda-from（install、provision）或向导的 CUDA 组件来源指向它。
</translation>
    </message>
    <message>
        <source>Also copy the CUDA pieces of these CUDA releases, comma-separated (13.0.2,12.9.1), into &lt;dest&gt;/cuda/ in the layout of NVIDIA&apos;s CUDA redist, for install --with-cuda --cuda-from &lt;mirror&gt;/cuda/ and the wizard.</source>
        <translation>同时把这些 CUDA 版本（用逗号分隔，如 13.0.2,12.9.1）的 CUDA 组件按 NVIDIA CUDA redist 的布局复制到 &lt;dest&gt;/cuda/，供 install --with-cuda --cuda-from &lt;镜像&gt;/cuda/ 和向导使用。</translation>
    </message>
    <message>
        <source>Which CUDA pieces --cuda-releases copies: &quot;runtime&quot; or &quot;develop&quot; (the default; it holds the runtime&apos;s too).</source>
        <translation>--cuda-releases 复制哪些 CUDA 组件：&quot;runtime&quot; 或 &quot;develop&quot;（默认；它也包含 runtime 的组件）。</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>组合</translation>
    </message>
    <message>
        <source>Where --cuda-releases copies from (default: NVIDIA&apos;s CUDA redist, or the cuda/ folder of --mirror).</source>
        <translation>--cuda-releases 从哪里复制（默认：NVIDIA 的 CUDA redist，或 --mirror 的 cuda/ 文件夹）。</translation>
    </message>
    <message>
        <source>url</source>
        <translation>网址</translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license, and the CUDA license with --cuda-releases (nothing is downloaded without it).</source>
        <translation>接受 NVIDIA 的 cuDNN 许可协议，使用 --cuda-releases 时也接受 CUDA 许可协议（不接受则不下载任何内容）。</translation>
    </message>
</context>
<context>
    <name>NotCudnnCauses</name>
    <message>
        <source>%1 is the NVIDIA driver&apos;s own library (the CUDA driver API): it comes with the driver, not with the CUDA Toolkit or cuDNN.</source>
        <translation>%1 是 NVIDIA 驱动程序自带的库（CUDA 驱动程序 API）：它随驱动程序一起安装，而不是随 CUDA 工具包或 cuDNN 提供。</translation>
    </message>
    <message>
        <source>The bare name libcuda.so, without .1, exists only where the driver&apos;s development link is installed; the driver itself installs libcuda.so.1.</source>
        <translation>不带 .1 的 libcuda.so 这个名字只有在安装了驱动程序的开发用链接时才存在；驱动程序本身安装的是 libcuda.so.1。</translation>
    </message>
    <message>
        <source>Under WSL the Windows driver provides it in /usr/lib/wsl/lib.</source>
        <translation>在 WSL 下，它由 Windows 驱动程序提供，位于 /usr/lib/wsl/lib。</translation>
    </message>
    <message>
        <source>Under WSL, install the NVIDIA driver on Windows only (no Linux driver inside WSL) and make sure /usr/lib/wsl/lib is searched: it is listed in /etc/ld.so.conf.d/ld.so.wsl.conf (then sudo ldconfig), or add it with export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH. A program that asks for libcuda.so needs the link libcuda.so -&gt; libcuda.so.1 in a folder it searches.</source>
        <translation>在 WSL 下，只需在 Windows 上安装 NVIDIA 驱动程序（不要在 WSL 内安装 Linux 驱动程序），并确保 /usr/lib/wsl/lib 会被搜索：它应列在 /etc/ld.so.conf.d/ld.so.wsl.conf 中（然后执行 sudo ldconfig），或者用 export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH 添加它。请求 libcuda.so 的程序需要在它搜索的文件夹中有一个链接 libcuda.so -&gt; libcuda.so.1。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (the nvidia-driver package of your distribution, or NVIDIA&apos;s installer) and check that nvidia-smi works; in a container, start it with the GPU (docker run --gpus all, with the NVIDIA Container Toolkit). A program that asks for the bare name libcuda.so needs the link libcuda.so -&gt; libcuda.so.1 in the driver&apos;s library folder (sudo ln -s libcuda.so.1 libcuda.so there, then sudo ldconfig). Do not use the CUDA Toolkit&apos;s stubs/libcuda.so to run programs: it is only for linking.</source>
        <translation>请安装 NVIDIA 驱动程序（你的发行版的 nvidia-driver 包，或 NVIDIA 的安装程序），并确认 nvidia-smi 能正常运行；如果在容器中，请在启动容器时开放 GPU（docker run --gpus all，需要 NVIDIA Container Toolkit）。请求不带 .1 的 libcuda.so 的程序，需要在驱动程序的库文件夹中有一个链接 libcuda.so -&gt; libcuda.so.1（在那里执行 sudo ln -s libcuda.so.1 libcuda.so，然后执行 sudo ldconfig）。不要用 CUDA 工具包中的 stubs/libcuda.so 来运行程序：它只用于链接。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: Windows ran out of virtual memory (the paging file is too small)</source>
        <translation>不是 cuDNN 安装问题：Windows 的虚拟内存不足（分页文件太小）</translation>
    </message>
    <message>
        <source>Windows error 1455 (&quot;the paging file is too small&quot;) means that Windows ran out of virtual memory.</source>
        <translation>Windows 错误 1455（&quot;the paging file is too small&quot;）表示 Windows 的虚拟内存不足。</translation>
    </message>
    <message>
        <source>The CUDA and cuDNN DLLs of a framework are large (cuDNN 8&apos;s cudnn_cnn_infer64_8.dll and cudnn_adv_infer64_8.dll are hundreds of megabytes), and every process that imports the framework maps them again: data loader workers, parallel environments and other child processes multiply that until the paging file cannot back it. Nothing is wrong with the file, and nothing needs to be reinstalled.</source>
        <translation>框架的 CUDA 和 cuDNN DLL 都很大（cuDNN 8 的 cudnn_cnn_infer64_8.dll 和 cudnn_adv_infer64_8.dll 各有几百 MB），而每个导入该框架的进程都会再映射一次：数据加载的 worker 进程、并行环境以及其他子进程会让占用成倍增加，直到分页文件也撑不住为止。文件本身没有问题，也不需要重新安装任何东西。</translation>
    </message>
    <message>
        <source>Make the paging file larger (System Properties &gt; Advanced &gt; Performance Settings &gt; Advanced &gt; Virtual memory &gt; Change: let Windows manage the size, or set a larger one on a drive with free space) and restart Windows; or start fewer processes that import the framework (a smaller num_workers for PyTorch&apos;s DataLoader, fewer parallel environments), and close programs that use much memory.</source>
        <translation>请增大分页文件（“系统属性 &gt; 高级 &gt; 性能设置 &gt; 高级 &gt; 虚拟内存 &gt; 更改”：让 Windows 自动管理大小，或者在有空闲空间的驱动器上设置更大的值），然后重启 Windows；或者减少导入该框架的进程数量（调小 PyTorch DataLoader 的 num_workers，减少并行环境），并关闭占用大量内存的程序。</translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation>消息中的文件：%1</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: cuBLAS could not start, almost always because the GPU&apos;s memory is used up</source>
        <translation>不是 cuDNN 安装问题：cuBLAS 无法启动，几乎总是因为显存已经用完</translation>
    </message>
    <message>
        <source>CUBLAS_STATUS_NOT_INITIALIZED when cuBLAS creates its handle (cublasCreate) means that cuBLAS could not set itself up on the GPU; nearly always it could not allocate its workspace because the GPU&apos;s memory was already used up, by this program or another one. cuBLAS and cuDNN are installed: they were loaded.</source>
        <translation>cuBLAS 创建句柄（cublasCreate）时出现 CUBLAS_STATUS_NOT_INITIALIZED，表示 cuBLAS 无法在 GPU 上完成初始化；几乎总是因为显存已经被这个程序或其他程序用完，它无法分配自己的工作空间。cuBLAS 和 cuDNN 都已安装：它们已经被加载了。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the GPU&apos;s memory is used up</source>
        <translation>不是 cuDNN 安装问题：显存已经用完</translation>
    </message>
    <message>
        <source>The program asked the GPU for more memory than was free. CUDA and cuDNN are installed and working: the model, the batch or the inputs are too large for the GPU&apos;s memory, or another process holds memory on it.</source>
        <translation>程序向 GPU 请求的内存超过了可用的显存。CUDA 和 cuDNN 都已安装并且工作正常：是模型、批次或输入数据对这块 GPU 的显存来说太大，或者有其他进程占用了它的显存。</translation>
    </message>
    <message>
        <source>The message says: %1.</source>
        <translation>消息中写道：%1。</translation>
    </message>
    <message>
        <source>Check with nvidia-smi which processes hold the GPU&apos;s memory and end the ones you do not need; use a smaller batch size, smaller inputs or a smaller model (or half precision). In PyTorch, PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True reduces fragmentation; TensorFlow reserves all memory at start unless tf.config.experimental.set_memory_growth is set.</source>
        <translation>请用 nvidia-smi 查看哪些进程占用了显存，并结束不需要的进程；使用更小的批大小、更小的输入或更小的模型（或使用半精度）。在 PyTorch 中，设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True 可以减少显存碎片；TensorFlow 启动时会占用全部显存，除非设置了 tf.config.experimental.set_memory_growth。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: code on the GPU accessed memory it does not own</source>
        <translation>不是 cuDNN 安装问题：GPU 上的代码访问了不属于它的内存</translation>
    </message>
    <message>
        <source>&quot;An illegal memory access was encountered&quot; means that a GPU kernel read or wrote outside its memory: a bug in the program, in a custom CUDA extension or in the framework, an index out of range, or now and then a failing or overclocked GPU. CUDA reports it late, so the line in the traceback may not be where it happened. An installation problem does not cause it, and after it every CUDA call of the process fails.</source>
        <translation>&quot;An illegal memory access was encountered&quot; 表示某个 GPU 内核（kernel）读写了超出其内存范围的位置：原因可能是程序、自定义 CUDA 扩展或框架中的 bug，索引越界，偶尔也可能是 GPU 故障或超频。CUDA 报告这个错误的时间较晚，所以 traceback 中的那一行不一定是出错的地方。安装问题不会导致这个错误；发生这个错误之后，这个进程中的每个 CUDA 调用都会失败。</translation>
    </message>
    <message>
        <source>Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that fails, and check its inputs (indices, shapes); update the framework and any custom CUDA extensions; if it happens at random places, run the GPU without overclocking and watch its temperature.</source>
        <translation>请设置 CUDA_LAUNCH_BLOCKING=1 运行程序，找出失败的操作，并检查它的输入（索引、形状）；更新框架和所有自定义 CUDA 扩展；如果错误出现在随机的位置，请取消 GPU 超频，并留意它的温度。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: a check inside the framework&apos;s GPU code failed (device-side assert)</source>
        <translation>不是 cuDNN 安装问题：框架 GPU 代码中的一项检查失败了（device-side assert）</translation>
    </message>
    <message>
        <source>A device-side assert is a check in the framework&apos;s GPU code that failed, almost always because of the data: a class label outside 0 to the number of classes minus one in a loss function, or an index outside an embedding or a tensor. After it every CUDA call of the process fails.</source>
        <translation>device-side assert 表示框架 GPU 代码中的一项检查失败了，几乎总是由数据引起的：损失函数中的类别标签超出了 0 到类别数减 1 的范围，或者索引超出了 embedding 或张量的范围。发生这个错误之后，这个进程中的每个 CUDA 调用都会失败。</translation>
    </message>
    <message>
        <source>The check that failed: %1.</source>
        <translation>失败的检查：%1。</translation>
    </message>
    <message>
        <source>Check the labels and indices: the number of classes of the model must match the data (labels from 0 to the number of classes minus one). Running once on the CPU, or with CUDA_LAUNCH_BLOCKING=1, gives a readable error at the right line. Restart the program after the fix.</source>
        <translation>请检查标签和索引：模型的类别数必须与数据一致（标签范围为 0 到类别数减 1）。先在 CPU 上运行一次，或者设置 CUDA_LAUNCH_BLOCKING=1 运行，就能在正确的代码行得到一条易读的错误信息。修正后请重新启动程序。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the framework build has no code for this GPU</source>
        <translation>不是 cuDNN 安装问题：这个框架版本中没有适用于这块 GPU 的代码</translation>
    </message>
    <message>
        <source>&quot;No kernel image is available for execution on the device&quot; (CUDA_ERROR_NO_BINARY_FOR_GPU) means that the framework, or the CUDA code, was compiled for other GPU architectures than this GPU&apos;s. The build and the GPU do not match; cuDNN has nothing to do with it.</source>
        <translation>&quot;No kernel image is available for execution on the device&quot;（CUDA_ERROR_NO_BINARY_FOR_GPU）表示框架或 CUDA 代码是为其他 GPU 架构编译的，不包括这块 GPU 的架构。是框架版本与 GPU 不匹配，与 cuDNN 无关。</translation>
    </message>
    <message>
        <source>The GPU has compute capability %1 (%2), which CUDA supports from CUDA %3 on.</source>
        <translation>这块 GPU 的计算能力是 %1（%2 架构），CUDA 从 CUDA %3 开始支持它。</translation>
    </message>
    <message>
        <source>The GPU has compute capability %1.</source>
        <translation>这块 GPU 的计算能力是 %1。</translation>
    </message>
    <message>
        <source>The build supports: %1.</source>
        <translation>这个版本支持的架构：%1。</translation>
    </message>
    <message>
        <source>The text names a framework build for CUDA %1.</source>
        <translation>文本中提到了为 CUDA %1 构建的框架版本。</translation>
    </message>
    <message>
        <source>Install a build of the framework made for CUDA %1 or newer, which has code for compute capability %2 (for PyTorch: the wheel for that CUDA version from pytorch.org, e.g. pip install torch --index-url https://download.pytorch.org/whl/cu%3).</source>
        <translation>请安装为 CUDA %1 或更新版本构建的框架版本，它带有适用于计算能力 %2 的代码（PyTorch：从 pytorch.org 安装对应该 CUDA 版本的 wheel 包，例如 pip install torch --index-url https://download.pytorch.org/whl/cu%3）。</translation>
    </message>
    <message>
        <source>Install a framework build that supports the GPU: a newer release, built for a newer CUDA, for a new GPU (a GeForce RTX 50 needs CUDA 12.8 builds); a release that still builds for it for an old GPU. For PyTorch, torch.cuda.get_arch_list() shows the architectures of the installed build.</source>
        <translation>请安装支持这块 GPU 的框架版本：如果是新 GPU，请安装为更新的 CUDA 构建的较新版本（GeForce RTX 50 系列需要为 CUDA 12.8 构建的版本）；如果是旧 GPU，请安装仍然为它编译代码的版本。对于 PyTorch，torch.cuda.get_arch_list() 会列出已安装版本支持的架构。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: a CPU-only build of the framework is installed</source>
        <translation>不是 cuDNN 安装问题：安装的是只支持 CPU 的框架版本</translation>
    </message>
    <message>
        <source>&quot;%1&quot; means that the framework installed in that environment is its build without GPU support (pip&apos;s default build on Windows, or a CPU-only package), so it does not use CUDA or cuDNN at all.</source>
        <translation>&quot;%1&quot; 表示该环境中安装的框架是不支持 GPU 的版本（Windows 上 pip 默认安装的版本，或只支持 CPU 的包），所以它根本不会使用 CUDA 或 cuDNN。</translation>
    </message>
    <message>
        <source>Uninstall it and install the GPU build in the same environment: for PyTorch the command from pytorch.org for your CUDA version (pip install torch --index-url https://download.pytorch.org/whl/cu126, for example), for PaddlePaddle the paddlepaddle-gpu package. Check with python -c &quot;import torch; print(torch.version.cuda)&quot;.</source>
        <translation>请先卸载它，再在同一个环境中安装 GPU 版本：PyTorch 请使用 pytorch.org 上对应你的 CUDA 版本的命令（例如 pip install torch --index-url https://download.pytorch.org/whl/cu126），PaddlePaddle 请安装 paddlepaddle-gpu 包。可以用 python -c &quot;import torch; print(torch.version.cuda)&quot; 检查。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver&apos;s library %1 is not found</source>
        <translation>不是 cuDNN 安装问题：找不到 NVIDIA 驱动程序的库 %1</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver is too old for the CUDA version the program uses</source>
        <translation>不是 cuDNN 安装问题：NVIDIA 驱动程序太旧，不支持程序使用的 CUDA 版本</translation>
    </message>
    <message>
        <source>&quot;CUDA driver version is insufficient for CUDA runtime version&quot; (CUDA error 35) means that the program&apos;s CUDA runtime is newer than the driver supports. cuDNN is not involved.</source>
        <translation>&quot;CUDA driver version is insufficient for CUDA runtime version&quot;（CUDA 错误 35）表示程序使用的 CUDA 运行时比驱动程序支持的版本更新。这与 cuDNN 无关。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to one that supports the program&apos;s CUDA version (nvidia-smi shows, top right, the newest CUDA the driver supports), or use a build of the program for an older CUDA.</source>
        <translation>请把 NVIDIA 驱动程序更新到支持该程序 CUDA 版本的版本（nvidia-smi 输出的右上角会显示驱动程序支持的最高 CUDA 版本），或者使用为较旧 CUDA 构建的程序版本。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver and its kernel module are of different versions</source>
        <translation>不是 cuDNN 安装问题：NVIDIA 驱动程序与它的内核模块版本不一致</translation>
    </message>
    <message>
        <source>The driver was updated while the old kernel module is still loaded.</source>
        <translation>驱动程序已经更新，但系统中加载的仍是旧的内核模块。</translation>
    </message>
    <message>
        <source>Restart the computer.</source>
        <translation>请重启电脑。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the program found no working NVIDIA driver</source>
        <translation>不是 cuDNN 安装问题：程序没有找到可用的 NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>The program found no NVIDIA driver, or no GPU through it (&quot;%1&quot;). Without the driver nothing of CUDA or cuDNN can run; the cuDNN files are not the problem.</source>
        <translation>程序没有找到 NVIDIA 驱动程序，或者通过驱动程序找不到 GPU（&quot;%1&quot;）。没有驱动程序，CUDA 和 cuDNN 都无法运行；问题不在 cuDNN 的文件。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver and check that nvidia-smi lists the GPU; in a container, start it with the GPU (docker run --gpus all, with the NVIDIA Container Toolkit). A computer without an NVIDIA GPU must run the program on the CPU.</source>
        <translation>请安装 NVIDIA 驱动程序，并确认 nvidia-smi 能列出 GPU；如果在容器中，请在启动容器时开放 GPU（docker run --gpus all，需要 NVIDIA Container Toolkit）。没有 NVIDIA GPU 的电脑只能在 CPU 上运行程序。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the GPU stopped responding (it fell off the bus)</source>
        <translation>不是 cuDNN 安装问题：GPU 停止响应（从总线上掉线了）</translation>
    </message>
    <message>
        <source>The driver lost contact with the GPU (&quot;fallen off the bus&quot;, Xid 79): a hardware or power problem — the power supply or its cables, the PCIe slot or a riser, overheating — or more rarely a driver fault. Nothing in the software installation causes it.</source>
        <translation>驱动程序与 GPU 失去了联系（&quot;fallen off the bus&quot;，Xid 79）：这是硬件或供电问题 — 电源或其线缆、PCIe 插槽或延长线（riser）、过热 — 较少见的是驱动程序故障。软件安装中的任何问题都不会导致这种情况。</translation>
    </message>
    <message>
        <source>Restart; check the GPU&apos;s power cables and seating, the power supply&apos;s capacity and the temperatures (nvidia-smi -q -d TEMPERATURE,POWER); update the driver; if it happens again, try the card in another slot or computer.</source>
        <translation>请重启；检查 GPU 的供电线以及显卡是否插牢，电源的功率是否足够，以及温度（nvidia-smi -q -d TEMPERATURE,POWER）；更新驱动程序；如果再次发生，请把显卡换到另一个插槽或另一台电脑上试试。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: NCCL, the library that connects the GPUs in distributed training, failed</source>
        <translation>不是 cuDNN 安装问题：NCCL（分布式训练中连接各 GPU 的库）出错了</translation>
    </message>
    <message>
        <source>NCCL carries data between GPUs and computers; its errors come from the network between the computers (an unreachable address, the wrong network interface, a firewall), from shared memory limits in containers, or from a GPU problem on one of the processes. cuDNN is not involved.</source>
        <translation>NCCL 负责在 GPU 之间和电脑之间传输数据；它的错误来自电脑之间的网络（地址无法访问、网络接口选错、防火墙），来自容器中的共享内存限制，或者来自某个进程上的 GPU 问题。这与 cuDNN 无关。</translation>
    </message>
    <message>
        <source>Run with NCCL_DEBUG=INFO to see the call that fails; between computers, set NCCL_SOCKET_IFNAME to the interface they reach each other on and open the ports; in Docker, give the container more shared memory (--shm-size, or --ipc=host).</source>
        <translation>请设置 NCCL_DEBUG=INFO 运行，查看失败的调用；在多台电脑之间，请把 NCCL_SOCKET_IFNAME 设置为它们互相连通的网络接口，并开放端口；在 Docker 中，请为容器分配更多共享内存（--shm-size，或 --ipc=host）。</translation>
    </message>
    <message>
        <source>A library</source>
        <translation>某个库</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the Python package %1 could not load its own DLLs</source>
        <translation>不是 cuDNN 安装问题：Python 包 %1 无法加载它自己的 DLL</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: %1 could not be loaded, and it is not part of CUDA or cuDNN</source>
        <translation>不是 cuDNN 安装问题：无法加载 %1，而它不属于 CUDA 或 cuDNN</translation>
    </message>
    <message>
        <source>Python could not load a DLL of the package %1 (&quot;DLL load failed&quot;): a broken or mismatched installation of that package, such as one built for another Python version or a 32-bit Python, or a missing Microsoft C++ runtime.</source>
        <translation>Python 无法加载包 %1 的某个 DLL（&quot;DLL load failed&quot;）：这个包安装得有问题或不匹配，例如它是为其他 Python 版本或 32 位 Python 构建的，或者缺少 Microsoft C++ 运行库。</translation>
    </message>
    <message>
        <source>%1 is the system&apos;s OpenGL library, which OpenCV (cv2) loads; servers, WSL and containers often do not have it.</source>
        <translation>%1 是系统的 OpenGL 库，OpenCV（cv2）会加载它；服务器、WSL 和容器中通常没有它。</translation>
    </message>
    <message>
        <source>%1 is not part of CUDA, cuDNN or the NVIDIA driver.</source>
        <translation>%1 不属于 CUDA、cuDNN 或 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>Reinstall %1 in that environment (pip install --force-reinstall %1) with a 64-bit Python of a version it supports, and install the Microsoft Visual C++ Redistributable (x64).</source>
        <translation>请在那个环境中用它支持的 64 位 Python 版本重新安装 %1（pip install --force-reinstall %1），并安装 Microsoft Visual C++ Redistributable (x64)。</translation>
    </message>
    <message>
        <source>Install the system&apos;s OpenGL library (Debian and Ubuntu: sudo apt install libgl1), or use the package opencv-python-headless instead of opencv-python, which needs no OpenGL.</source>
        <translation>请安装系统的 OpenGL 库（Debian 和 Ubuntu：sudo apt install libgl1），或者改用不需要 OpenGL 的 opencv-python-headless 包来代替 opencv-python。</translation>
    </message>
    <message>
        <source>Reinstall the package that brought %1 (for a file in torch\lib, PyTorch: pip install --force-reinstall torch with the index URL of its CUDA build); a 32-bit Python cannot load 64-bit DLLs.</source>
        <translation>请重新安装带来 %1 的那个包（对于 torch\lib 中的文件，就是 PyTorch：使用其 CUDA 版本的 index URL 执行 pip install --force-reinstall torch）；32 位 Python 无法加载 64 位 DLL。</translation>
    </message>
    <message>
        <source>Install the package that provides %1 (on Debian and Ubuntu, apt-file search %1 names it), or reinstall the program or Python package that needs it.</source>
        <translation>请安装提供 %1 的包（在 Debian 和 Ubuntu 上，apt-file search %1 可以查出是哪个包），或者重新安装需要它的程序或 Python 包。</translation>
    </message>
    <message>
        <source>Not a problem: TensorFlow&apos;s messages about registering its %1 plug-ins twice are harmless</source>
        <translation>不是问题：TensorFlow 关于重复注册 %1 插件的消息是无害的</translation>
    </message>
    <message>
        <source>TensorFlow 2.14 to 2.16 print &quot;Unable to register cuDNN factory&quot; (and the same for cuFFT and cuBLAS) at every start, at error level, because their plug-ins are registered a second time. They say nothing about the installation: cuDNN was found. If the program fails, the cause is in other lines of its output.</source>
        <translation>TensorFlow 2.14 到 2.16 每次启动时都会以错误（error）级别输出 &quot;Unable to register cuDNN factory&quot;（cuFFT 和 cuBLAS 也有同样的消息），这是因为它们的插件被注册了第二次。这些消息与安装情况无关：cuDNN 已经找到了。如果程序运行失败，原因在输出的其他行中。</translation>
    </message>
    <message>
        <source>Nothing, for these lines. If something does not work, look further in the output for the error that stopped the program and paste that; TF_CPP_MIN_LOG_LEVEL=3 hides these messages.</source>
        <translation>对于这些行，不需要做任何事。如果有东西不能正常工作，请在输出中继续查找让程序停止的错误，并粘贴那部分；设置 TF_CPP_MIN_LOG_LEVEL=3 可以隐藏这些消息。</translation>
    </message>
</context>
<context>
    <name>NvidiaArchiveChecksums</name>
    <message>
        <source>The mirror&apos;s list gives %1 the SHA-256 %2 (%3 bytes), but NVIDIA published %4 (%5 bytes) for that file: the mirror holds another file under NVIDIA&apos;s name, and it was not downloaded. Ask whoever runs the mirror to rebuild it from NVIDIA&apos;s files (cudnn-setup mirror), or download from NVIDIA.</source>
        <translation>镜像的文件列表给出 %1 的 SHA-256 为 %2（%3 字节），但 NVIDIA 为这个文件公布的是 %4（%5 字节）：镜像以 NVIDIA 的文件名存放了另一个文件，因此没有下载它。请让镜像的管理者用 NVIDIA 的文件重建镜像（cudnn-setup mirror），或者直接从 NVIDIA 下载。</translation>
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
    <message>
        <source>nvidia-smi printed a driver version that is not a version number: %1</source>
        <translation>nvidia-smi 输出的驱动程序版本不是有效的版本号：%1</translation>
    </message>
</context>
<context>
    <name>PlaceFileOperation</name>
    <message>
        <source>%1 is in use by another program (a Python or a notebook that loaded cuDNN?). Close it and try again.</source>
        <translation>%1 正被其他程序使用（也许是加载了 cuDNN 的 Python 或 Notebook？）。请关闭该程序后重试。</translation>
    </message>
    <message>
        <source>%1 is in use by %2. Close that program and try again.</source>
        <translation>%1 正被 %2 使用。请关闭该程序后重试。</translation>
    </message>
    <message>
        <source>Replace %1</source>
        <translation>替换 %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>The unpacked file %1 is missing; unpack the archive again.</source>
        <translation>解压出的文件 %1 不见了；请重新解压压缩包。</translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation>%1 在安装过程中被其他程序更改了。</translation>
    </message>
    <message>
        <source>%1 was changed after the install; it was left as it is.</source>
        <translation>%1 在安装后被更改过，因此保持原样。</translation>
    </message>
    <message>
        <source>The backup of %1 is missing (%2); the file was left as installed.</source>
        <translation>缺少 %1 的备份（%2）；该文件保持安装后的状态。</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>for all users</source>
        <translation>供所有用户使用</translation>
    </message>
    <message>
        <source>for this user</source>
        <translation>仅供当前用户使用</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>Files to write: %1 (%2 new, %3 replacing existing files)</source>
        <translation>要写入的文件：%1 个（%2 个新文件，%3 个替换现有文件）</translation>
    </message>
    <message>
        <source>Files to write: %1 (%2 new, %3 replacing cuDNN %4)</source>
        <translation>要写入的文件：%1 个（%2 个新文件，%3 个替换 cuDNN %4 的文件）</translation>
    </message>
    <message>
        <source>Files of the older copy to remove, so no sub-libraries of two releases mix: %1</source>
        <translation>要删除的旧副本文件（以免两个版本的子库混在一起）：%1 个</translation>
    </message>
    <message>
        <source>Folders to create:</source>
        <translation>要创建的文件夹：</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>环境：</translation>
    </message>
    <message>
        <source>  %1: &quot;%2&quot; → &quot;%3&quot; (in %4)</source>
        <translation>  %1：“%2” → “%3”（位于 %4）</translation>
    </message>
    <message>
        <source>Environment: no change needed.</source>
        <translation>环境：无需更改。</translation>
    </message>
    <message>
        <source>Disk space: %1 to install, %2 available</source>
        <translation>磁盘空间：安装需要 %1，可用 %2</translation>
    </message>
    <message>
        <source>Administrator rights are needed to write in: %1</source>
        <translation>需要管理员权限才能写入：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Cannot install: %1</source>
        <translation>无法安装：%1</translation>
    </message>
    <message>
        <source>Left alone: %1</source>
        <translation>未改动：%1</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>已保留：%1</translation>
    </message>
    <message numerus="yes">
        <source>Already in place and identical: %n file(s)</source>
        <translation>
            <numerusform>已就位且完全相同：%n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>Activation script (source it for your own programs): %1</source>
        <translation>激活脚本（运行你自己的程序前先 source 它）：%1</translation>
    </message>
    <message>
        <source>Kept off every program&apos;s library path, because there it would change what these frameworks load (--library-path everywhere does it anyway):</source>
        <translation>没有加入每个程序的库搜索路径，因为那样会改变以下框架加载的内容（如仍要加入，请使用 --library-path everywhere）：</translation>
    </message>
    <message>
        <source>Frameworks this install changes:</source>
        <translation>本次安装会影响的框架：</translation>
    </message>
    <message>
        <source>For all users of this computer: %1.</source>
        <translation>为这台计算机的所有用户：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) go into %1.</source>
        <translation>
            <numerusform>%n 个文件放入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 becomes %2 (%3).</source>
        <translation>%1 变为 %2（%3）。</translation>
    </message>
    <message>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Everything can be undone later with Uninstall.</source>
        <translation>之后可以用“卸载”撤销所有更改。</translation>
    </message>
    <message>
        <source>Cancelled. Everything the install had changed was undone: your system is as it was.</source>
        <translation>已取消。安装所做的全部更改都已撤销：你的系统已恢复原样。</translation>
    </message>
    <message>
        <source>Cancelled. The install was rolled back.</source>
        <translation>已取消。安装已回滚。</translation>
    </message>
    <message>
        <source>The install failed, and everything it had changed was undone: your system is as it was before.</source>
        <translation>安装失败，它所做的全部更改都已撤销：你的系统已恢复到安装之前的状态。</translation>
    </message>
    <message>
        <source>The install failed.</source>
        <translation>安装失败。</translation>
    </message>
    <message>
        <source>Some changes could not be undone; they are listed below.</source>
        <translation>有些更改无法撤销，见下方列表。</translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <source>The cuDNN check program (cudnn-probe) is not part of this build: it needs the CUDA Toolkit at build time. The cuDNN files can still be found and compared, but not loaded or run.</source>
        <translation>这个版本的程序没有包含 cuDNN 检查程序（cudnn-probe）：构建它需要 CUDA 工具包。仍然可以查找和比较 cuDNN 文件，但无法加载或运行它们。</translation>
    </message>
    <message>
        <source>The cuDNN check program was not found at %1, so cuDNN could not be loaded and checked. If the path comes from CUDNN_SETUP_PROBE, correct or unset that variable; otherwise reinstall the wizard, which ships cudnn-probe beside its own program.</source>
        <translation>在 %1 没有找到 cuDNN 检查程序，因此无法加载和检查 cuDNN。如果该路径来自 CUDNN_SETUP_PROBE，请更正或清除这个环境变量；否则请重新安装向导，向导会在其主程序旁边附带 cudnn-probe。</translation>
    </message>
    <message>
        <source>The cuDNN check program %1 could not be started (%2). Check that the file is executable and built for this system; reinstalling the wizard restores it.</source>
        <translation>无法启动 cuDNN 检查程序 %1（%2）。请检查该文件是否可执行、是否是为这个系统构建的；重新安装向导即可恢复它。</translation>
    </message>
    <message>
        <source>Its last message: %1</source>
        <translation>它的最后一条消息：%1</translation>
    </message>
    <message>
        <source>The cuDNN check was cancelled and its program stopped.</source>
        <translation>cuDNN 检查已取消，检查程序已终止。</translation>
    </message>
    <message numerus="yes">
        <source>The cuDNN check did not answer within %n second(s) and was stopped. A hung NVIDIA driver can cause this (restarting the computer usually clears it); so can a very slow disk or another program keeping the GPU busy.</source>
        <translation>
            <numerusform>cuDNN 检查在 %n 秒内没有响应，已被终止。NVIDIA 驱动程序卡死可能导致这种情况（重启电脑通常可以解决）；磁盘非常慢，或者有其他程序一直占用 GPU，也可能导致这种情况。</numerusform>
        </translation>
    </message>
    <message>
        <source>The cuDNN check stopped unexpectedly (it crashed). This usually means a cuDNN library is missing or from another release: cuDNN aborts the program that loads it when one of its parts cannot be loaded. A damaged NVIDIA driver can do the same. Programs that use this cuDNN copy would stop the same way.</source>
        <translation>cuDNN 检查意外终止（崩溃了）。这通常说明某个 cuDNN 库缺失或来自其他版本：当 cuDNN 的某个部分无法加载时，cuDNN 会终止（abort）加载它的程序。损坏的 NVIDIA 驱动程序也会导致同样的结果。使用这份 cuDNN 的程序也会以同样的方式终止。</translation>
    </message>
    <message>
        <source>The cuDNN check program refused its arguments (exit code 2). The program beside the wizard probably comes from another version of the wizard; reinstall the wizard.</source>
        <translation>cuDNN 检查程序不接受传给它的参数（退出代码 2）。向导旁边的这个程序可能来自其他版本的向导；请重新安装向导。</translation>
    </message>
    <message>
        <source>The cuDNN check ended with an error (exit code %1) instead of giving a result.</source>
        <translation>cuDNN 检查出错退出（退出代码 %1），没有给出结果。</translation>
    </message>
    <message>
        <source>The cuDNN check finished, but its answer could not be read (%1 bytes that are not one JSON object). The program beside the wizard may be damaged or from another version; reinstall the wizard.</source>
        <translation>cuDNN 检查已完成，但无法读取它的回答（%1 字节的内容不是一个 JSON 对象）。向导旁边的这个程序可能已损坏或来自其他版本；请重新安装向导。</translation>
    </message>
    <message>
        <source>The cuDNN check answered in a format this wizard does not know (schema %1, expected 1). The program beside the wizard comes from another version; reinstall the wizard.</source>
        <translation>cuDNN 检查返回的格式本向导无法识别（格式版本 %1，应为 1）。向导旁边的这个程序来自其他版本；请重新安装向导。</translation>
    </message>
    <message>
        <source>The cuDNN check answered a different question (&quot;%1&quot; instead of &quot;%2&quot;). The program beside the wizard comes from another version; reinstall the wizard.</source>
        <translation>cuDNN 检查回答的是另一个问题（是“%1”而不是“%2”）。向导旁边的这个程序来自其他版本；请重新安装向导。</translation>
    </message>
</context>
<context>
    <name>ProgramLoadAnswer</name>
    <message>
        <source>The helper program could not tell: %1</source>
        <translation>辅助程序无法判断：%1</translation>
    </message>
    <message>
        <source>No cuDNN loads by name on this computer: the system found none of %1.</source>
        <translation>这台电脑上无法按名称加载任何 cuDNN：系统找不到 %1 中的任何一个。</translation>
    </message>
    <message>
        <source>The loader said: %1</source>
        <translation>动态链接器的提示：%1</translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2, which is cuDNN %3.</source>
        <translation>请求 %1 的程序会得到 %2，它是 cuDNN %3。</translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2; its version could not be read (%3).</source>
        <translation>请求 %1 的程序会得到 %2；无法读取它的版本（%3）。</translation>
    </message>
</context>
<context>
    <name>ProvisionChoices</name>
    <message>
        <source>The archive is to come from a mirror, but no mirror is named (source.mirror or --mirror).</source>
        <translation>压缩包应来自镜像，但没有指定镜像（source.mirror 或 --mirror）。</translation>
    </message>
    <message>
        <source>The archive is to be a local file, but none is named (source.archive or --archive).</source>
        <translation>压缩包应为本地文件，但没有指定文件（source.archive 或 --archive）。</translation>
    </message>
    <message>
        <source>With a local archive, the archive decides the release and the CUDA major: leave out release.cudnn, release.cuda, --release and --cuda.</source>
        <translation>使用本地压缩包时，版本和 CUDA 主版本号由压缩包决定：请去掉 release.cudnn、release.cuda、--release 和 --cuda。</translation>
    </message>
    <message>
        <source>A target folder is given, but the layout is not side-by-side (install.layout or --layout).</source>
        <translation>给出了目标文件夹，但布局不是并排安装（install.layout 或 --layout）。</translation>
    </message>
    <message>
        <source>The CUDA pieces are to be installed, but no folder with NVIDIA&apos;s CUDA redist is named (install.cuda-from or --cuda-from).</source>
        <translation>要安装 CUDA 组件，但没有指定包含 NVIDIA CUDA redist 的文件夹（install.cuda-from 或 --cuda-from）。</translation>
    </message>
    <message>
        <source>A CUDA redist folder is named, but no CUDA pieces are asked for (install.cuda or --with-cuda).</source>
        <translation>指定了 CUDA redist 文件夹，但没有要求安装 CUDA 组件（install.cuda 或 --with-cuda）。</translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder: they cannot be combined with layout = side-by-side.</source>
        <translation>CUDA 组件和 cuDNN 会装入同一个新的工具包文件夹：不能与 layout = side-by-side 一起使用。</translation>
    </message>
    <message>
        <source>A CUDA release is named (install.cuda-release or --cuda-release), but the CUDA pieces do not come from an http(s) address: a folder holds the releases it holds. Leave the release out.</source>
        <translation>指定了 CUDA 版本（install.cuda-release 或 --cuda-release），但 CUDA 组件并非来自 http(s) 地址：文件夹里有哪些版本就用哪些版本。请去掉这个版本设置。</translation>
    </message>
    <message>
        <source>%1 is plain http://, which is not encrypted: anyone on the network between could change the files and the checksums that come with them. Use its https:// address or a folder, or set allow-insecure-mirror = true in [source] (--allow-insecure-mirror) if this network is one you trust.</source>
        <translation>%1 是纯 http:// 地址，不加密：途经网络上的任何人都可能篡改文件以及随附的校验和。请改用它的 https:// 地址或一个文件夹；如果你信任这个网络，也可以在 [source] 中设置 allow-insecure-mirror = true（--allow-insecure-mirror）。</translation>
    </message>
</context>
<context>
    <name>ProvisionCommand</name>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>无法把报告写入 %1：%2</translation>
    </message>
    <message>
        <source>The answer file %1 has mistakes; nothing was done.</source>
        <translation>应答文件 %1 有错误；没有做任何事。</translation>
    </message>
    <message>
        <source>The answers do not fit together; nothing was done.</source>
        <translation>这些回答相互冲突；没有做任何事。</translation>
    </message>
    <message>
        <source>The log %1 cannot be written (%2); the log is still kept in %3.</source>
        <translation>无法写入日志 %1（%2）；日志仍会保存在 %3。</translation>
    </message>
    <message>
        <source>Read every answer from this INI file (docs/answer-file.md); flags given as well win over it.</source>
        <translation>从这个 INI 应答文件读取所有回答（docs/answer-file.md）；同时给出的选项优先于文件。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license (nothing is downloaded or installed without it).</source>
        <translation>接受 NVIDIA 的 cuDNN 许可协议（不接受则不下载、不安装任何内容）。</translation>
    </message>
    <message>
        <source>Do not check the copy after installing it.</source>
        <translation>安装后不检查该副本。</translation>
    </message>
    <message>
        <source>Time a convolution after installing.</source>
        <translation>安装后对一个卷积计时。</translation>
    </message>
    <message>
        <source>Also write the log to &lt;file&gt; (appended).</source>
        <translation>同时把日志写入 &lt;文件&gt;（追加）。</translation>
    </message>
    <message>
        <source>Write the JSON report to &lt;file&gt;.</source>
        <translation>把 JSON 报告写入 &lt;文件&gt;。</translation>
    </message>
    <message>
        <source>Install unattended, from an answer file or flags, and write a JSON report (lab machines, fleets).</source>
        <translation>从应答文件或命令行选项无人值守地安装，并写出 JSON 报告（实验室电脑、批量部署）。</translation>
    </message>
    <message>
        <source>Give either --mirror or --archive, not both: the archive comes from one place.</source>
        <translation>请指定 --mirror 或 --archive 其中之一，不能同时指定：压缩包只能来自一个地方。</translation>
    </message>
</context>
<context>
    <name>ProvisionOutcome</name>
    <message>
        <source>Verification: %1</source>
        <translation>验证：%1</translation>
    </message>
    <message>
        <source>Findings after the run:</source>
        <translation>运行后的诊断结果：</translation>
    </message>
    <message>
        <source>Restart the computer so that services and signed-in users see the new environment.</source>
        <translation>请重新启动电脑，让服务和已登录的用户获得新的环境。</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <translation>日志：%1</translation>
    </message>
</context>
<context>
    <name>Provisioner</name>
    <message>
        <source>NVIDIA&apos;s cuDNN licence was not accepted, so nothing was downloaded or installed.</source>
        <translation>没有接受 NVIDIA 的 cuDNN 许可协议，因此没有下载或安装任何内容。</translation>
    </message>
    <message>
        <source>An earlier install on this machine was interrupted.</source>
        <translation>这台电脑上之前的一次安装被中断了。</translation>
    </message>
    <message>
        <source>Scanning the machine...</source>
        <translation>正在扫描这台电脑...</translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder %1 does not exist on this machine.</source>
        <translation>这台电脑上不存在 CUDA 工具包文件夹 %1。</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit in %1 first, or correct install.cuda-root (--cuda-root).</source>
        <translation>请先在 %1 中安装 CUDA 工具包，或者更正 install.cuda-root（--cuda-root）。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found to install cuDNN into.</source>
        <translation>没有找到可以安装 cuDNN 的 CUDA 工具包。</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit first, name its folder with install.cuda-root (--cuda-root), or install side by side (layout = side-by-side).</source>
        <translation>请先安装 CUDA 工具包，用 install.cuda-root（--cuda-root）指定它的文件夹，或者改为并排安装（layout = side-by-side）。</translation>
    </message>
    <message>
        <source>The archive %1 is not on this machine.</source>
        <translation>这台电脑上没有压缩包 %1。</translation>
    </message>
    <message>
        <source>Copy it there first, or correct source.archive (--archive).</source>
        <translation>请先把它复制到那里，或者更正 source.archive（--archive）。</translation>
    </message>
    <message>
        <source>Name one with release.cudnn and release.cuda (--release and --cuda) to install it anyway.</source>
        <translation>如果仍要安装，请用 release.cudnn 和 release.cuda（--release 和 --cuda）指定一个版本。</translation>
    </message>
    <message>
        <source>No cuDNN build could be chosen for this machine.</source>
        <translation>无法为这台电脑选出 cuDNN 版本。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Reading the release manifest from %1...</source>
        <translation>正在从 %1 读取版本清单...</translation>
    </message>
    <message>
        <source>The archive could not be obtained; nothing was changed.</source>
        <translation>无法获取压缩包；没有做任何更改。</translation>
    </message>
    <message>
        <source>Dry run: cuDNN %1 for CUDA %2 would be downloaded and installed; nothing was changed.</source>
        <translation>试运行：将会下载并安装适用于 CUDA %2 的 cuDNN %1；没有做任何更改。</translation>
    </message>
    <message>
        <source>Getting %1 (%2)...</source>
        <translation>正在获取 %1（%2）...</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>The archive could not be downloaded; nothing was changed.</source>
        <translation>无法下载压缩包；没有做任何更改。</translation>
    </message>
    <message>
        <source>The verified archive was already in the cache %1.</source>
        <translation>缓存 %1 中已有校验通过的压缩包。</translation>
    </message>
    <message>
        <source>Downloaded and verified %1.</source>
        <translation>已下载并校验 %1。</translation>
    </message>
    <message>
        <source>Download %1 (%2) from %3 into %4, and check its SHA-256 %5.</source>
        <translation>从 %3 下载 %1（%2）到 %4，并校验其 SHA-256 %5。</translation>
    </message>
    <message>
        <source>Install it into the CUDA Toolkit %1 (%2).</source>
        <translation>把它安装到 CUDA 工具包 %1 中（%2）。</translation>
    </message>
    <message>
        <source>Install it side by side in %1 (%2).</source>
        <translation>把它并排安装在 %1 中（%2）。</translation>
    </message>
    <message>
        <source>the default folder</source>
        <translation>默认文件夹</translation>
    </message>
    <message>
        <source>Set the environment variables and loader settings.</source>
        <translation>设置环境变量和动态链接器设置。</translation>
    </message>
    <message>
        <source>Leave the environment variables and loader settings alone.</source>
        <translation>不更改环境变量和动态链接器设置。</translation>
    </message>
    <message>
        <source>Verify the copy with cudnn-probe.</source>
        <translation>用 cudnn-probe 验证该副本。</translation>
    </message>
    <message>
        <source>Time a convolution.</source>
        <translation>对一个卷积计时。</translation>
    </message>
    <message>
        <source>for all users</source>
        <translation>为所有用户</translation>
    </message>
    <message>
        <source>for this user</source>
        <translation>为当前用户</translation>
    </message>
    <message>
        <source>Unpacking %1...</source>
        <translation>正在解压 %1...</translation>
    </message>
    <message>
        <source>The archive could not be unpacked; nothing was changed.</source>
        <translation>无法解压压缩包；没有做任何更改。</translation>
    </message>
    <message>
        <source>cuDNN %1 cannot be installed here; nothing was changed.</source>
        <translation>无法在这里安装 cuDNN %1；没有做任何更改。</translation>
    </message>
    <message>
        <source>Already in the desired state: cuDNN %1 is installed in %2 exactly as the archive has it; nothing was changed.</source>
        <translation>已处于期望状态：%2 中安装的 cuDNN %1 与压缩包完全一致；没有做任何更改。</translation>
    </message>
    <message>
        <source>Dry run: %1 would be installed; nothing was changed.</source>
        <translation>试运行：将会安装 %1；没有做任何更改。</translation>
    </message>
    <message>
        <source>Installing %1 needs administrator rights; nothing was changed.</source>
        <translation>安装 %1 需要管理员权限；没有做任何更改。</translation>
    </message>
    <message>
        <source>These folders cannot be written by this account: %1. Run the provisioning as root (sudo) or as an administrator (SYSTEM), or install for this user only: scope = user and layout = side-by-side.</source>
        <translation>当前账户无法写入这些文件夹：%1。请以 root（sudo）或管理员（SYSTEM）身份运行部署，或者只为当前用户安装：scope = user 且 layout = side-by-side。</translation>
    </message>
    <message>
        <source>The install could not start; nothing was changed.</source>
        <translation>安装无法开始；没有做任何更改。</translation>
    </message>
    <message>
        <source>Installing %1...</source>
        <translation>正在安装 %1...</translation>
    </message>
    <message>
        <source>The install of %1 failed, and everything it changed was undone.</source>
        <translation>%1 的安装失败了，它所做的全部更改都已撤销。</translation>
    </message>
    <message>
        <source>The install of %1 failed.</source>
        <translation>%1 的安装失败了。</translation>
    </message>
    <message>
        <source>Installed %1 (record %2).</source>
        <translation>已安装 %1（记录 %2）。</translation>
    </message>
    <message>
        <source>Verifying the copy in %1...</source>
        <translation>正在验证 %1 中的副本...</translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but it does not verify.</source>
        <translation>cuDNN %1 已安装在 %2 中，但没有通过验证。</translation>
    </message>
    <message>
        <source>Timing a convolution...</source>
        <translation>正在对一个卷积计时...</translation>
    </message>
    <message>
        <source>Diagnosing the result...</source>
        <translation>正在诊断结果...</translation>
    </message>
    <message>
        <source>Read the licence at %1, then add accept-cudnn-license = yes to the [license] section of the answer file, or give --accept-license.</source>
        <translation>请阅读 %1 上的许可协议，然后在应答文件的 [license] 节中加上 accept-cudnn-license = yes，或者使用 --accept-license。</translation>
    </message>
    <message>
        <source>A CUDA Toolkit is already in %1: cuDNN goes into it, and no CUDA pieces are needed.</source>
        <translation>%1 中已有 CUDA 工具包：cuDNN 会装入其中，不需要 CUDA 组件。</translation>
    </message>
    <message>
        <source>Install CUDA %1 (%2: %3) from %4 with it, into a new toolkit (%5).</source>
        <translation>同时从 %4 安装 CUDA %1（%2：%3），装入一个新的工具包（%5）。</translation>
    </message>
    <message>
        <source>The CUDA pieces cannot be installed; nothing was changed.</source>
        <translation>无法安装 CUDA 组件；未做任何更改。</translation>
    </message>
    <message>
        <source>CUDA %1 (%2) comes with cuDNN into %3.</source>
        <translation>CUDA %1（%2）将与 cuDNN 一起装入 %3。</translation>
    </message>
    <message>
        <source>Download the CUDA %1 pieces (%2) from %3, and install them with it into a new toolkit (%4).</source>
        <translation>从 %3 下载 CUDA %1 组件（%2），并和它一起安装到新的工具包中（%4）。</translation>
    </message>
</context>
<context>
    <name>RecordsCommand</name>
    <message>
        <source>Uninstalled %1.</source>
        <translation>已卸载 %1。</translation>
    </message>
    <message>
        <source>Rolled back %1: the system is as it was before.</source>
        <translation>已回滚 %1：系统已恢复到安装之前的状态。</translation>
    </message>
    <message>
        <source>No installs made by cudnn-setup were found.
</source>
        <translation>没有找到 cudnn-setup 完成的安装。
</translation>
    </message>
    <message>
        <source>%1  %2  %3
    %4
</source>
        <translation>%1  %2  %3
    %4
</translation>
    </message>
    <message>
        <source>    Interrupted: run `cudnn-setup resume %1` to finish it or `cudnn-setup rollback %1` to undo it.
</source>
        <translation>    已中断：运行 `cudnn-setup resume %1` 可继续完成，运行 `cudnn-setup rollback %1` 可撤销。
</translation>
    </message>
    <message>
        <source>There is no finished install to uninstall (see `cudnn-setup status`).</source>
        <translation>没有可以卸载的已完成安装（参见 `cudnn-setup status`）。</translation>
    </message>
    <message>
        <source>%1 is %2: it cannot be uninstalled.</source>
        <translation>%1 的状态是“%2”：无法卸载。</translation>
    </message>
    <message>
        <source>%1 was later installed over by %2 (record %3): uninstall that one first, which brings this one back, then this one.</source>
        <translation>%1 之后又被 %2（记录 %3）覆盖安装了：请先卸载后者（这会让前者恢复），然后再卸载前者。</translation>
    </message>
    <message>
        <source>Nothing to roll back: no install was interrupted.
</source>
        <translation>无需回滚：没有被中断的安装。
</translation>
    </message>
    <message>
        <source>%1 finished; use `cudnn-setup uninstall %2` to remove it.</source>
        <translation>%1 已经完成安装；如要删除它，请使用 `cudnn-setup uninstall %2`。</translation>
    </message>
    <message>
        <source>%1 is already %2.
</source>
        <translation>%1 的状态已经是“%2”。
</translation>
    </message>
    <message>
        <source>Nothing to resume: no install was interrupted.
</source>
        <translation>无需继续完成：没有被中断的安装。
</translation>
    </message>
    <message>
        <source>Finished installing %1.</source>
        <translation>已完成安装 %1。</translation>
    </message>
    <message>
        <source>%1 is already %2: nothing to resume.
</source>
        <translation>%1 的状态已经是“%2”：没有需要继续完成的操作。
</translation>
    </message>
    <message>
        <source>The install record to act on (see status; default: the newest that fits).</source>
        <translation>要操作的安装记录（参见 status；默认：符合条件的最新记录）。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>List the installs made by cudnn-setup and any that were interrupted.</source>
        <translation>列出 cudnn-setup 完成的安装以及所有被中断的安装。</translation>
    </message>
    <message>
        <source>Undo a finished install: remove what it added, restore what it replaced.</source>
        <translation>撤销已完成的安装：删除它添加的内容，恢复它替换的内容。</translation>
    </message>
    <message>
        <source>Undo an install that was interrupted (a crash, a power cut).</source>
        <translation>回滚被中断的安装（例如程序崩溃、断电）。</translation>
    </message>
    <message>
        <source>Finish an install (or an undo) that was interrupted.</source>
        <translation>完成被中断的安装（或撤销）。</translation>
    </message>
    <message>
        <source>There is no usable record %1 (see `cudnn-setup status`).</source>
        <translation>没有可用的记录 %1（请查看 `cudnn-setup status`）。</translation>
    </message>
    <message>
        <source>    To undo it: cudnn-setup uninstall %1
</source>
        <translation>    要卸载它：cudnn-setup uninstall %1
</translation>
    </message>
</context>
<context>
    <name>RegistryEditOperation</name>
    <message>
        <source>Add %1 to PATH (%2)</source>
        <translation>将 %1 添加到 PATH（%2）</translation>
    </message>
    <message>
        <source>Set %1 to %2 (%3)</source>
        <translation>将 %1 设置为 %2（%3）</translation>
    </message>
    <message>
        <source>%1 could not be changed: %2</source>
        <translation>无法更改 %1：%2</translation>
    </message>
    <message>
        <source>%1 was changed after the install; it was left as it is.</source>
        <translation>%1 在安装后被更改过，因此保持原样。</translation>
    </message>
    <message>
        <source>This change edits the Windows registry (%1) and can only be applied on that Windows computer.</source>
        <translation>这项更改会编辑 Windows 注册表（%1），只能在那台 Windows 电脑上进行。</translation>
    </message>
</context>
<context>
    <name>ReleaseCatalogue</name>
    <message>
        <source>cuDNN %1 is not a release this wizard knows. `cudnn-setup releases` lists them.</source>
        <translation>本向导不认识 cuDNN %1 这个版本。运行 `cudnn-setup releases` 可以列出已知的版本。</translation>
    </message>
    <message>
        <source>No cuDNN build fits this computer. %1 %2</source>
        <translation>没有适合这台电脑的 cuDNN 版本。%1 %2</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation>适用于 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>This archive is %1. It can be installed, but it may not work on this computer: %2</source>
        <translation>这个压缩包是 %1。它可以安装，但在这台电脑上可能无法正常工作：%2</translation>
    </message>
    <message>
        <source>This archive is %1, and it fits this computer.</source>
        <translation>这个压缩包是 %1，适合这台电脑。</translation>
    </message>
    <message>
        <source>This archive is %1, not the recommended %2. It fits this computer, so the wizard uses it as it is. The newer release brings fixes and speed-ups; you can install it over this one later.</source>
        <translation>这个压缩包是 %1，而不是推荐的 %2 版本。它适合这台电脑，因此向导会直接使用它。更新的版本带来了问题修复和速度提升；你以后可以把它直接安装在这个版本之上。</translation>
    </message>
    <message>
        <source>This archive is %1, newer than the recommended %2 (the wizard&apos;s data may not know it yet). It fits this computer&apos;s platform and CUDA %3, so the wizard uses it as it is.</source>
        <translation>这个压缩包是 %1，比推荐的 %2 版本更新（向导的数据可能还不知道这个版本）。它适合这台电脑的平台和 CUDA %3，因此向导会直接使用它。</translation>
    </message>
    <message>
        <source>An early-access release: the wizard never picks it by itself.</source>
        <translation>这是抢先体验版：向导从不自动选择它。</translation>
    </message>
    <message>
        <source>Newer than the wizard&apos;s compatibility data (%1): what is known comes from NVIDIA&apos;s manifest, and the rules of the newest known release are applied to it.</source>
        <translation>比向导的兼容性数据（%1）更新：已知信息来自 NVIDIA 的清单，并对它套用已知最新版本的规则。</translation>
    </message>
    <message>
        <source>The download source does not offer this release; an archive of it that you already have can still be installed.</source>
        <translation>下载源不提供这个版本；你手上已有的该版本压缩包仍然可以安装。</translation>
    </message>
</context>
<context>
    <name>ReleasesCommand</name>
    <message>
        <source>cuDNN releases for %1 known to this wizard (newest first):</source>
        <translation>本向导已知的适用于 %1 的 cuDNN 版本（最新的在前）：</translation>
    </message>
    <message>
        <source>recommended for this computer</source>
        <translation>推荐用于这台电脑</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>适合</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>不适合</translation>
    </message>
    <message>
        <source>  (none)</source>
        <translation>  （无）</translation>
    </message>
    <message>
        <source>Only the builds for this CUDA major, e.g. 12 or 13.</source>
        <translation>只列出此 CUDA 主版本的版本，例如 12 或 13。</translation>
    </message>
    <message>
        <source>major</source>
        <translation>主版本号</translation>
    </message>
    <message>
        <source>cuDNN releases for %1 (newest first):</source>
        <translation>适用于 %1 的 cuDNN 版本（最新的在前）：</translation>
    </message>
    <message>
        <source>List the cuDNN releases NVIDIA (or --mirror) offers, and which fit this machine.</source>
        <translation>列出 NVIDIA（或 --mirror）提供的 cuDNN 版本，以及哪些适合本机。</translation>
    </message>
    <message>
        <source>Do not read the source&apos;s release listing: only the releases this wizard shipped with.</source>
        <translation>不读取下载源的版本列表：只列出向导自带数据中的版本。</translation>
    </message>
</context>
<context>
    <name>RemoveFileOperation</name>
    <message>
        <source>Remove %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation>%1 在安装过程中被其他程序更改了。</translation>
    </message>
    <message>
        <source>%1 was created again after the install; it was left as it is.</source>
        <translation>%1 在安装后又被重新创建，因此保持原样。</translation>
    </message>
    <message>
        <source>The backup of %1 is missing (%2).</source>
        <translation>缺少 %1 的备份（%2）。</translation>
    </message>
</context>
<context>
    <name>ReportFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
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
    <message>
        <source>unpacked by hand</source>
        <translation>手动解压</translation>
    </message>
    <message>
        <source>Frameworks on this computer</source>
        <translation>这台电脑上的框架</translation>
    </message>
    <message>
        <source>No PyTorch, TensorFlow, ONNX Runtime, PaddlePaddle or JAX was found in the Python environments looked at.</source>
        <translation>在查看过的 Python 环境中没有找到 PyTorch、TensorFlow、ONNX Runtime、PaddlePaddle 或 JAX。</translation>
    </message>
    <message>
        <source>%1 %2 (%3) in %4</source>
        <translation>%1 %2（%3），位于 %4</translation>
    </message>
    <message>
        <source>  Built for: CUDA %1, cuDNN %2%3</source>
        <translation>  构建目标：CUDA %1，cuDNN %2%3</translation>
    </message>
    <message>
        <source> or newer</source>
        <translation> 或更新版本</translation>
    </message>
    <message>
        <source>  From: %1</source>
        <translation>  来源：%1</translation>
    </message>
    <message>
        <source>  Loads: cuDNN %1, %2 (%3)</source>
        <translation>  加载：cuDNN %1，%2（%3）</translation>
    </message>
    <message>
        <source>  Its parts from: cuDNN %1, %2 (LD_LIBRARY_PATH)</source>
        <translation>  组成部分来自：cuDNN %1，%2（LD_LIBRARY_PATH）</translation>
    </message>
    <message>
        <source>fits the cuDNN it loads</source>
        <translation>与加载的 cuDNN 匹配</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>未评估</translation>
    </message>
    <message>
        <source>a CPU build</source>
        <translation>CPU 版本</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 in %3: %4</source>
        <translation>%1 %2（位于 %3）：%4</translation>
    </message>
    <message>
        <source>An NVIDIA driver is installed there; whether it works can only be seen on that system</source>
        <translation>那里安装了 NVIDIA 驱动程序；它是否正常工作只能在那台系统上查看</translation>
    </message>
</context>
<context>
    <name>SaveReportDialog</name>
    <message>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
</context>
<context>
    <name>ScanCommand</name>
    <message>
        <source>Report the NVIDIA driver and GPUs, CUDA Toolkits and every cuDNN copy, with verdicts.</source>
        <translation>报告 NVIDIA 驱动程序和显卡、CUDA 工具包以及每个 cuDNN 副本，并给出检查结论。</translation>
    </message>
</context>
<context>
    <name>SearchOrderRules</name>
    <message>
        <source>%1: cuDNN %2 (%3; found via %4)</source>
        <translation>%1：cuDNN %2（%3；通过 %4 找到）</translation>
    </message>
    <message>
        <source>Also present: %1</source>
        <translation>另外还有：%1</translation>
    </message>
    <message>
        <source>An older cuDNN %1 is loaded instead of the newer %2</source>
        <translation>加载的是较旧的 cuDNN %1，而不是较新的 %2</translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies. The loader searches LD_LIBRARY_PATH first, then the folders of /etc/ld.so.conf, then the system folders, and takes the first libcudnn.so.%1 it meets: %2, which is cuDNN %3. The newer copy in %4 is never used by programs that rely on the search path, so installing it changed nothing for them.</source>
        <translation>存在多个 cuDNN %1 副本。动态链接器先搜索 LD_LIBRARY_PATH，然后是 /etc/ld.so.conf 中列出的文件夹，最后是系统文件夹，并采用它遇到的第一个 libcudnn.so.%1：%2，即 cuDNN %3。依赖搜索路径的程序永远不会使用 %4 中较新的副本，因此安装它对这些程序没有任何作用。</translation>
    </message>
    <message>
        <source>Put %1 before %2 in LD_LIBRARY_PATH (in your shell profile), or remove the older copy.</source>
        <translation>请在 LD_LIBRARY_PATH 中（在你的 shell 配置文件里）把 %1 放在 %2 之前，或者删除较旧的副本。</translation>
    </message>
    <message>
        <source>Remove the older copy in %1, or put %2 first in LD_LIBRARY_PATH or in a file under /etc/ld.so.conf.d/ and run sudo ldconfig.</source>
        <translation>请删除 %1 中较旧的副本，或者把 %2 放在 LD_LIBRARY_PATH 的最前面或写入 /etc/ld.so.conf.d/ 下的某个文件中，然后运行 sudo ldconfig。</translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies; programs load the one in %2</source>
        <translation>存在多个 cuDNN %1 副本；程序加载的是 %2 中的那个</translation>
    </message>
    <message>
        <source>More than one cuDNN %1 copy is on this computer. Programs that use the search path load %2; Python packages and conda environments may load their own. This is fine as long as you know which one each program uses.</source>
        <translation>这台电脑上有不止一个 cuDNN %1 副本。使用搜索路径的程序会加载 %2；Python 包和 conda 环境可能会加载它们自己的副本。只要你清楚每个程序使用的是哪一个，这就没有问题。</translation>
    </message>
    <message>
        <source>Nothing needs doing. To free disk space, remove copies you no longer use.</source>
        <translation>无需任何操作。如需释放磁盘空间，请删除不再使用的副本。</translation>
    </message>
    <message>
        <source>A program loading %1 gets: %2 (cuDNN %3, via %4)</source>
        <translation>程序加载 %1 时得到的是：%2（cuDNN %3，经由 %4）</translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies. Windows looks for %2 in the program&apos;s own folder, then in System32 and the Windows folder, then in the PATH folders in order, and takes the first one it meets: %3, which is cuDNN %4. The newer copy in %5 is never used by programs that rely on the search path, so installing it changed nothing for them.</source>
        <translation>这台电脑上有多份 cuDNN %1。Windows 先在程序自己的文件夹里找 %2，然后是 System32 和 Windows 文件夹，再按顺序找 PATH 中的各个文件夹，并使用第一个找到的：%3，即 cuDNN %4。%5 中较新的那份永远不会被依赖搜索路径的程序使用，所以安装它对这些程序没有任何改变。</translation>
    </message>
    <message>
        <source>Move %1 before %2 in Path (System Properties &gt; Environment Variables), or remove the older copy; then open a new terminal.</source>
        <translation>在 Path 中把 %1 移到 %2 前面（系统属性 &gt; 环境变量），或者删除较旧的那份；然后打开一个新的终端。</translation>
    </message>
    <message>
        <source>Remove the cuDNN DLLs that were copied into %1 (a copy there comes before every PATH folder), or replace them with the newer ones.</source>
        <translation>删除被复制到 %1 中的 cuDNN DLL（那里的副本会排在所有 PATH 文件夹之前），或者用较新的版本替换它们。</translation>
    </message>
</context>
<context>
    <name>Sha256Stream</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>ShellProfileRules</name>
    <message>
        <source>Rewrites %1 with the lines named here corrected; everything else in the file stays as it is.</source>
        <translation>重写 %1，更正这里列出的各行；文件中的其他内容保持不变。</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>A line in %1 has spaces around &apos;=&apos;</source>
        <translation>%1 中有一行在“=”两边有空格</translation>
    </message>
    <message>
        <source>The shell reads `NAME = value` as a command called NAME, not as setting a variable, so this line does not set the variable at all (and prints an error when a terminal opens). There must be no space on either side of &apos;=&apos;.</source>
        <translation>shell 会把 `NAME = value` 当作一个名为 NAME 的命令，而不是设置变量，所以这一行根本没有设置变量（而且每次打开终端时都会显示一条错误）。“=”的两边都不能有空格。</translation>
    </message>
    <message>
        <source>A line in %1 uses ~ where it is not replaced by your home folder</source>
        <translation>%1 中有一行在不会被替换为主文件夹的位置使用了 ~</translation>
    </message>
    <message>
        <source>The shell replaces ~ with your home folder only outside quotation marks. Inside quotes, ~ stays a literal character, so the folder named here does not exist for programs.</source>
        <translation>shell 只会在引号之外把 ~ 替换为你的主文件夹。在引号内，~ 只是一个普通字符，所以这里写的文件夹对程序来说并不存在。</translation>
    </message>
    <message>
        <source>/etc/environment is not read by a shell: ~ and $HOME stay literal characters there, so the folder named here does not exist for programs.</source>
        <translation>shell 不会读取 /etc/environment：在那里 ~ 和 $HOME 都只是普通字符，所以这里写的文件夹对程序来说并不存在。</translation>
    </message>
    <message>
        <source>A line in %1 replaces LD_LIBRARY_PATH instead of adding to it</source>
        <translation>%1 中有一行替换了 LD_LIBRARY_PATH，而不是在其中添加内容</translation>
    </message>
    <message>
        <source>This line sets LD_LIBRARY_PATH to a new value and drops whatever was there before (for example folders added by another program or by an earlier line), so libraries in those folders are no longer found.</source>
        <translation>这一行把 LD_LIBRARY_PATH 设置为新值，丢弃了原有的内容（例如其他程序或前面某一行添加的文件夹），所以这些文件夹中的库再也找不到了。</translation>
    </message>
    <message>
        <source>A line in %1 replaces PATH instead of adding to it</source>
        <translation>%1 中有一行替换了 PATH，而不是在其中添加内容</translation>
    </message>
    <message>
        <source>This line sets PATH to the CUDA folder only. Every other folder is dropped, so in a new terminal even basic commands such as ls or python are no longer found.</source>
        <translation>这一行把 PATH 设置为只有 CUDA 文件夹。其他所有文件夹都被丢弃了，所以在新打开的终端中，连 ls 或 python 这样的基本命令都找不到了。</translation>
    </message>
    <message>
        <source>A line in %1 leaves an empty entry in LD_LIBRARY_PATH</source>
        <translation>%1 中有一行在 LD_LIBRARY_PATH 中留下了空条目</translation>
    </message>
    <message>
        <source>When LD_LIBRARY_PATH is not set yet (the usual case at login), $LD_LIBRARY_PATH expands to nothing and leaves a stray &apos;:&apos; behind. An empty entry means &quot;the current folder&quot;, so programs may load a stray library from whatever folder they are started in.</source>
        <translation>如果 LD_LIBRARY_PATH 还没有设置（登录时通常如此），$LD_LIBRARY_PATH 会展开为空，留下一个多余的“:”。空条目表示“当前文件夹”，所以程序可能会从启动时所在的任意文件夹中加载来历不明的库。</translation>
    </message>
    <message>
        <source>In %1, change line %2 to: %3</source>
        <translation>请在 %1 中把第 %2 行改为：%3</translation>
    </message>
    <message>
        <source>In %1, line %2: write $HOME instead of ~, and use double quotes, not single quotes.</source>
        <translation>在 %1 第 %2 行：请用 $HOME 代替 ~，并使用双引号而不是单引号。</translation>
    </message>
    <message>
        <source>In %1, line %2: write the full path of the folder (for example /home/you/...) instead of ~.</source>
        <translation>在 %1 第 %2 行：请写出文件夹的完整路径（例如 /home/you/...），不要使用 ~。</translation>
    </message>
    <message>
        <source>Correct line %1 of %2 as explained above, then open a new terminal.</source>
        <translation>请按上面的说明更正 %2 的第 %1 行，然后打开一个新的终端。</translation>
    </message>
    <message>
        <source>A line in %1 names a folder that does not exist</source>
        <translation>%1 中有一行指定了不存在的文件夹</translation>
    </message>
    <message>
        <source>This line adds folders to %1 that are not on this computer (a typo, or a CUDA Toolkit that was removed or upgraded). Libraries or programs meant to be found there are not found.</source>
        <translation>这一行向 %1 添加了这台电脑上不存在的文件夹（可能是拼写错误，或者某个 CUDA 工具包已被删除或升级）。本应在那里找到的库或程序将无法找到。</translation>
    </message>
    <message>
        <source>Missing folder: %1</source>
        <translation>不存在的文件夹：%1</translation>
    </message>
    <message>
        <source>In %1, line %2: correct the folder name (for example to the CUDA version you have now) or delete the line, then open a new terminal.</source>
        <translation>在 %1 第 %2 行：请更正文件夹名称（例如改为你现在安装的 CUDA 版本）或者删除这一行，然后打开一个新的终端。</translation>
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
    <name>StagedFileProof</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1 is not the file the preview showed (its size or SHA-256 changed since): it was changed after the plan was written. Start the install again.</source>
        <translation>%1 不是预览中显示的那个文件（它的大小或 SHA-256 在此之后变了）：它在计划写出之后被改动过。请重新开始安装。</translation>
    </message>
    <message>
        <source>The staging folder %1 cannot be created (%2).</source>
        <translation>无法创建暂存文件夹 %1（%2）。</translation>
    </message>
    <message>
        <source>The install was refused and nothing was changed: %1</source>
        <translation>安装被拒绝，没有做任何更改：%1</translation>
    </message>
</context>
<context>
    <name>SummaryReport</name>
    <message>
        <source>Nothing was installed in this session.</source>
        <translation>本次会话中没有安装任何内容。</translation>
    </message>
    <message>
        <source>cuDNN %1 was already installed in %2; nothing needed to change.</source>
        <translation>cuDNN %1 已经安装在 %2 中；无需做任何更改。</translation>
    </message>
    <message>
        <source>for all users</source>
        <translation>供所有用户使用</translation>
    </message>
    <message>
        <source>for this user</source>
        <translation>仅供当前用户使用</translation>
    </message>
    <message>
        <source>Installed %1 (%2, %3). The libraries are in %4.</source>
        <translation>已安装 %1（%2，%3）。库文件位于 %4。</translation>
    </message>
    <message>
        <source>The install of cuDNN %1 was cancelled, and what it had done was undone.</source>
        <translation>cuDNN %1 的安装已取消，它所做的更改都已撤销。</translation>
    </message>
    <message>
        <source>The install of cuDNN %1 failed and was undone: %2</source>
        <translation>cuDNN %1 安装失败，已撤销：%2</translation>
    </message>
    <message>
        <source>The install of cuDNN %1 failed: %2</source>
        <translation>cuDNN %1 安装失败：%2</translation>
    </message>
    <message>
        <source>cuDNN was not checked in this session.</source>
        <translation>本次会话中没有检查 cuDNN。</translation>
    </message>
    <message>
        <source>The benchmark was not run.</source>
        <translation>没有运行基准测试。</translation>
    </message>
    <message>
        <source>%1 took %2 ms per run of %3.</source>
        <translation>%1 每次运行 %3 用时 %2 ms。</translation>
    </message>
    <message>
        <source>There was no GPU to compare it with.</source>
        <translation>没有 GPU 可与之比较。</translation>
    </message>
    <message>
        <source>The benchmark ran, but no row produced a time.</source>
        <translation>基准测试已运行，但没有任何测试项得到计时结果。</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1 — summary</source>
        <translation>cuDNN 安装向导 %1 — 总结</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>生成时间：%1</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>执行情况</translation>
    </message>
    <message>
        <source>Install: %1</source>
        <translation>安装：%1</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>检查：%1</translation>
    </message>
    <message>
        <source>Benchmark: %1</source>
        <translation>基准测试：%1</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>not diagnosed</source>
        <translation>未诊断</translation>
    </message>
    <message>
        <source>could not check: %1</source>
        <translation>无法检查：%1</translation>
    </message>
    <message>
        <source>no problems found</source>
        <translation>没有发现问题</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>发现 %n 个问题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n change(s) made</source>
        <translation>
            <numerusform>；做了 %n 项更改</numerusform>
        </translation>
    </message>
    <message>
        <source>Repair: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>已完成：%1</translation>
    </message>
    <message>
        <source>The CUDA pieces installed with it: %1.</source>
        <translation>随之安装的 CUDA 组件：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>找到 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, none with a problem</source>
        <translation>%1，均没有问题</translation>
    </message>
    <message>
        <source>%1, %2 with a problem</source>
        <translation>%1，其中 %2 个有问题</translation>
    </message>
    <message>
        <source>Frameworks: %1</source>
        <translation>框架：%1</translation>
    </message>
</context>
<context>
    <name>TerminalPrompt</name>
    <message>
        <source>The proxy %1 asks for your proxy account.
User name: </source>
        <translation>代理服务器 %1 要求提供你的代理服务器账户。
用户名： </translation>
    </message>
    <message>
        <source>Password: </source>
        <translation>密码： </translation>
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
    <message>
        <source>nothing selects a toolkit (no CUDA_PATH, no nvcc.exe on PATH); it is the newest</source>
        <translation>没有任何设置指定工具包（没有 CUDA_PATH，PATH 中也没有 nvcc.exe）；它是最新的一个</translation>
    </message>
</context>
<context>
    <name>Transaction</name>
    <message>
        <source>The folder %1 for the install records cannot be created.</source>
        <translation>无法创建用于保存安装记录的文件夹 %1。</translation>
    </message>
    <message>
        <source>The install record in %1 is unreadable.</source>
        <translation>无法读取 %1 中的安装记录。</translation>
    </message>
    <message>
        <source>The install record in %1 holds a step this version does not know (%2).</source>
        <translation>%1 中的安装记录包含本版本无法识别的步骤（%2）。</translation>
    </message>
    <message>
        <source>%1 did not finish cleanly (%2): programs may not find the new libraries until it is run again.</source>
        <translation>%1 没有正常完成（%2）：在重新运行它之前，程序可能找不到新的库。</translation>
    </message>
    <message>
        <source>This install cannot be applied: it is %1.</source>
        <translation>无法应用这次安装：它的状态是“%1”。</translation>
    </message>
    <message>
        <source>The install was cancelled; everything it had changed was undone.</source>
        <translation>安装已取消；它所做的全部更改都已撤销。</translation>
    </message>
    <message>
        <source>Some changes could not be undone; fix what is listed and run the rollback again.</source>
        <translation>有些更改无法撤销；请解决列出的问题，然后再次运行回滚。</translation>
    </message>
    <message>
        <source>planned, not started</source>
        <translation>已计划，尚未开始</translation>
    </message>
    <message>
        <source>interrupted part-way</source>
        <translation>中途被中断</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>interrupted while being undone</source>
        <translation>撤销过程中被中断</translation>
    </message>
    <message>
        <source>partly undone</source>
        <translation>部分已撤销</translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>已回滚</translation>
    </message>
    <message>
        <source>uninstalled</source>
        <translation>已卸载</translation>
    </message>
    <message>
        <source>%1 was not run with administrator rights: %2 Run ldconfig yourself.</source>
        <translation>%1 没有以管理员权限运行：%2 请自行运行 ldconfig。</translation>
    </message>
    <message>
        <source>it is not in the system&apos;s program folders.</source>
        <translation>它不在系统的程序文件夹中。</translation>
    </message>
</context>
<context>
    <name>TrustedFiles</name>
    <message>
        <source>%1 cannot be opened (Windows error %2).</source>
        <translation>无法打开 %1（Windows 错误 %2）。</translation>
    </message>
    <message>
        <source>%1 is not a plain file (a link, a junction or a folder).</source>
        <translation>%1 不是普通文件（而是链接、联接点或文件夹）。</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>%1 is not an absolute path.</source>
        <translation>%1 不是绝对路径。</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是文件。</translation>
    </message>
    <message>
        <source>%1 leads through a symbolic link (%2): staged files are read only along plain folders.</source>
        <translation>%1 经过了一个符号链接（%2）：暂存的文件只能沿普通文件夹读取。</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a plain file.</source>
        <translation>%1 不是普通文件。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link.</source>
        <translation>%1 是一个符号链接。</translation>
    </message>
    <message>
        <source>%1 belongs to another user (uid %2).</source>
        <translation>%1 属于另一个用户（uid %2）。</translation>
    </message>
    <message>
        <source>%1 can be written by other users (mode %2).</source>
        <translation>%1 可以被其他用户写入（权限 %2）。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link or a junction.</source>
        <translation>%1 是符号链接或联接点。</translation>
    </message>
    <message>
        <source>%1 belongs to %2, not to the administrators.</source>
        <translation>%1 属于 %2，而不属于管理员（Administrators）。</translation>
    </message>
    <message>
        <source>%1 can be changed by %2.</source>
        <translation>%2 可以修改 %1。</translation>
    </message>
    <message>
        <source>%1 has no access rules: everyone may change it.</source>
        <translation>%1 没有任何访问规则：任何人都可以修改它。</translation>
    </message>
    <message>
        <source>%1 has an access rule of a kind this program does not read.</source>
        <translation>%1 含有一种本程序无法识别的访问规则。</translation>
    </message>
    <message>
        <source>The access rules of %1 cannot be read: %2</source>
        <translation>无法读取 %1 的访问规则：%2</translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>Checking %1 ...</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>Check that a cuDNN copy loads and runs, item by item, and say why not.</source>
        <translation>逐项检查某个 cuDNN 副本能否加载和运行，并说明失败的原因。</translation>
    </message>
    <message>
        <source>The folder of that copy&apos;s headers (default: &lt;cudnn-dir&gt;/../include).</source>
        <translation>该副本头文件所在的文件夹（默认：&lt;cudnn-dir&gt;/../include）。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>--include-dir goes with --cudnn-dir: the headers of that copy.</source>
        <translation>--include-dir 需要与 --cudnn-dir 一起使用：它指定该副本的头文件所在位置。</translation>
    </message>
</context>
<context>
    <name>VerifyExplanations</name>
    <message>
        <source>All cuDNN libraries are there and load</source>
        <translation>所有 cuDNN 库都存在且能加载</translation>
    </message>
    <message>
        <source>cuDNN reports its version</source>
        <translation>cuDNN 报告自身版本</translation>
    </message>
    <message>
        <source>All cuDNN libraries are from the same release</source>
        <translation>所有 cuDNN 库都来自同一个版本</translation>
    </message>
    <message>
        <source>The headers match the libraries</source>
        <translation>头文件与库文件一致</translation>
    </message>
    <message>
        <source>cuDNN names the CUDA version it was built for</source>
        <translation>cuDNN 给出其所针对的 CUDA 版本</translation>
    </message>
    <message>
        <source>cuDNN&apos;s own dependencies (cuBLASLt, zlib) are found</source>
        <translation>找到了 cuDNN 自身的依赖项（cuBLASLt、zlib）</translation>
    </message>
    <message>
        <source>An NVIDIA driver answers</source>
        <translation>NVIDIA 驱动程序有响应</translation>
    </message>
    <message>
        <source>cuDNN supports this GPU&apos;s architecture</source>
        <translation>cuDNN 支持这块 GPU 的架构</translation>
    </message>
    <message>
        <source>cuDNN starts on the GPU (cudnnCreate)</source>
        <translation>cuDNN 能在 GPU 上启动（cudnnCreate）</translation>
    </message>
    <message>
        <source>A convolution runs on the GPU and gives correct results</source>
        <translation>卷积能在 GPU 上运行并给出正确结果</translation>
    </message>
    <message>
        <source>Check &quot;%1&quot;</source>
        <translation>检查项“%1”</translation>
    </message>
    <message>
        <source>the GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>PASSED — cuDNN %1 in %2 works: it loaded and ran a convolution on %3.</source>
        <translation>通过 — 位于 %2 的 cuDNN %1 工作正常：它已成功加载，并在 %3 上运行了卷积。</translation>
    </message>
    <message>
        <source>PASSED — cuDNN %1 in %2 works: it loaded and started on %3.</source>
        <translation>通过 — 位于 %2 的 cuDNN %1 工作正常：它已成功加载，并在 %3 上启动。</translation>
    </message>
    <message>
        <source>there is no NVIDIA driver.</source>
        <translation>没有 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>the NVIDIA driver does not answer.</source>
        <translation>NVIDIA 驱动程序没有响应。</translation>
    </message>
    <message>
        <source>no NVIDIA GPU is visible.</source>
        <translation>看不到任何 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>nothing could run on the GPU.</source>
        <translation>无法在 GPU 上运行任何内容。</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2 is installed correctly, but it cannot run on this computer yet: %3</source>
        <translation>位于 %2 的 cuDNN %1 已正确安装，但暂时还无法在这台电脑上运行：%3</translation>
    </message>
    <message numerus="yes">
        <source>FAILED — cuDNN in %1 is not usable: %n check(s) failed. First: %2</source>
        <translation>
            <numerusform>失败 — 位于 %1 的 cuDNN 无法使用：有 %n 项检查失败。第一项：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>NOT CHECKED — %1</source>
        <translation>未检查 — %1</translation>
    </message>
    <message>
        <source>the cuDNN check did not run.</source>
        <translation>cuDNN 检查没有运行。</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>cuDNN folder: %1</source>
        <translation>cuDNN 文件夹：%1</translation>
    </message>
    <message>
        <source>Headers: %1</source>
        <translation>头文件：%1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>建议操作：%1</translation>
    </message>
    <message>
        <source>Libraries loaded, in load order:</source>
        <translation>已加载的库（按加载顺序）：</translation>
    </message>
    <message>
        <source>%1 — not loaded: %2</source>
        <translation>%1 — 未加载：%2</translation>
    </message>
</context>
<context>
    <name>VerifyResult</name>
    <message>
        <source>The cuDNN check answered without any checks, so there is no result.</source>
        <translation>cuDNN 检查的回答中没有任何检查项，因此没有结果。</translation>
    </message>
</context>
<context>
    <name>VerifyRunner</name>
    <message>
        <source>No cuDNN folder was given, so there was nothing to check.</source>
        <translation>没有指定 cuDNN 文件夹，因此没有可检查的内容。</translation>
    </message>
</context>
<context>
    <name>VerifyTargetText</name>
    <message>
        <source>the folder %1</source>
        <translation>文件夹 %1</translation>
    </message>
    <message>
        <source>No cuDNN was found on this computer. Install it first (`cudnn-setup install`, or the wizard), or name its library folder with --cudnn-dir.</source>
        <translation>这台电脑上没有找到 cuDNN。请先安装它（使用 `cudnn-setup install` 或向导），或者用 --cudnn-dir 指定它的库文件夹。</translation>
    </message>
</context>
<context>
    <name>VerifyTargets</name>
    <message>
        <source>cuDNN %1</source>
        <translation>cuDNN %1</translation>
    </message>
    <message>
        <source>cuDNN (version unknown)</source>
        <translation>cuDNN（版本未知）</translation>
    </message>
    <message>
        <source>%1 inside the CUDA Toolkit at %2</source>
        <translation>%1，位于 %2 的 CUDA 工具包内</translation>
    </message>
    <message>
        <source>%1 in its own folder %2</source>
        <translation>%1，位于独立文件夹 %2</translation>
    </message>
    <message>
        <source>%1 from a system package (%2)</source>
        <translation>%1，来自系统软件包（%2）</translation>
    </message>
    <message>
        <source>%1 from a Python package (%2)</source>
        <translation>%1，来自 Python 包（%2）</translation>
    </message>
    <message>
        <source>%1 in a conda environment (%2)</source>
        <translation>%1，位于 conda 环境（%2）</translation>
    </message>
    <message>
        <source>%1 on the library search path (%2)</source>
        <translation>%1，位于库搜索路径中（%2）</translation>
    </message>
    <message>
        <source>%1 inside CUDA %2 (%3)</source>
        <translation>%1，位于 CUDA %2 内（%3）</translation>
    </message>
    <message>
        <source>%1 unpacked by hand in %2</source>
        <translation>%1，手动解压在 %2</translation>
    </message>
</context>
<context>
    <name>WindowsEnvironment</name>
    <message>
        <source>%1 is already on PATH: programs find the cuDNN DLLs there.</source>
        <translation>%1 已在 PATH 中：程序能在那里找到 cuDNN 的 DLL。</translation>
    </message>
    <message>
        <source>CUDA_PATH already names %1 and is left as it is.</source>
        <translation>CUDA_PATH 已指向 %1，保持不变。</translation>
    </message>
    <message>
        <source>%1 is already on PATH: programs find the CUDA tools and DLLs there.</source>
        <translation>%1 已在 PATH 中：程序会在那里找到 CUDA 工具和 DLL。</translation>
    </message>
</context>
<context>
    <name>WizardSteps</name>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Check that cuDNN loads and works, part by part.</source>
        <translation>逐项检查 cuDNN 能否加载并正常工作。</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>Time it against code without cuDNN and against the processor.</source>
        <translation>测量它的速度，并与不使用 cuDNN 的代码以及处理器进行比较。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>总结</translation>
    </message>
    <message>
        <source>Sum it all up in a report you can save or send when you ask for help.</source>
        <translation>把所有情况汇总成一份报告，你可以保存它，或者在求助时发送。</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>Find what is wrong with the CUDA and cuDNN already here, and fix what you choose.</source>
        <translation>找出这台电脑上现有的 CUDA 和 cuDNN 存在的问题，并修复你选择的问题。</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Check your graphics card (GPU) and its NVIDIA driver.</source>
        <translation>检查你的显卡（GPU）及其 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>CUDA Toolkit</source>
        <translation>CUDA 工具包</translation>
    </message>
    <message>
        <source>Find the CUDA Toolkits and any cuDNN already here, and check that they fit together.</source>
        <translation>找出这台电脑上的 CUDA 工具包和已有的 cuDNN，并检查它们是否相互匹配。</translation>
    </message>
    <message>
        <source>Get cuDNN</source>
        <translation>获取 cuDNN</translation>
    </message>
    <message>
        <source>Choose the cuDNN that fits and get its archive: download it, or use one you have. It is checked and unpacked.</source>
        <translation>选择适合的 cuDNN 并获取它的压缩包：下载，或者使用你已有的压缩包。压缩包会经过检查并解压。</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>See exactly which files go where. Only the Install button changes anything, and all of it can be undone.</source>
        <translation>准确查看哪些文件将安装到哪里。只有“安装”按钮才会做出更改，而且所有更改都可以撤销。</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Set up the environment so that programs find cuDNN.</source>
        <translation>配置环境，让程序能够找到 cuDNN。</translation>
    </message>
</context>
<context>
    <name>WslRules</name>
    <message>
        <source>This Linux runs under WSL 1, which cannot use the GPU</source>
        <translation>这个 Linux 运行在 WSL 1 下，无法使用 GPU</translation>
    </message>
    <message>
        <source>CUDA and cuDNN inside WSL need WSL 2: only WSL 2 passes the GPU through from Windows. Under WSL 1 no program can use the NVIDIA GPU, whatever is installed inside Linux.</source>
        <translation>在 WSL 中使用 CUDA 和 cuDNN 需要 WSL 2：只有 WSL 2 会把 Windows 的 GPU 传递进来。在 WSL 1 下，无论在 Linux 中安装了什么，都没有程序能使用 NVIDIA 显卡。</translation>
    </message>
    <message>
        <source>Kernel: %1</source>
        <translation>内核：%1</translation>
    </message>
    <message>
        <source>In Windows PowerShell, run: wsl --set-version %1 2 (check with wsl -l -v), then start the distribution again and run this check once more.</source>
        <translation>请在 Windows PowerShell 中运行：wsl --set-version %1 2（可以用 wsl -l -v 检查），然后重新启动该发行版，再运行一次这项检查。</translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver is not visible inside WSL</source>
        <translation>在 WSL 中看不到 Windows 的 NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>Under WSL, the GPU is used through the NVIDIA driver installed in Windows: WSL shows its CUDA library as %1. That file is missing, so no program in WSL can use the GPU. Usually the Windows NVIDIA driver is too old for WSL or not installed, WSL itself is outdated, or GPU support (paravirtualisation) is turned off for this WSL.</source>
        <translation>在 WSL 下，GPU 是通过安装在 Windows 中的 NVIDIA 驱动程序来使用的：WSL 会把它的 CUDA 库显示为 %1。这个文件不存在，所以 WSL 中的任何程序都无法使用 GPU。通常是因为 Windows 的 NVIDIA 驱动程序对 WSL 来说太旧或者没有安装、WSL 本身版本过旧，或者这个 WSL 关闭了 GPU 支持（半虚拟化）。</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
    <message>
        <source>The folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>In Windows: install the current NVIDIA driver for your GPU from NVIDIA&apos;s website (the normal Windows driver; it includes WSL support), run wsl --update in PowerShell, and check with wsl -l -v that %1 runs as version 2. Then run wsl --shutdown and start WSL again. Do not install a Linux NVIDIA driver inside WSL.</source>
        <translation>在 Windows 中：从 NVIDIA 网站为你的显卡安装最新的 NVIDIA 驱动程序（普通的 Windows 驱动程序，已包含 WSL 支持），在 PowerShell 中运行 wsl --update，并用 wsl -l -v 确认 %1 以版本 2 运行。然后运行 wsl --shutdown，再重新启动 WSL。不要在 WSL 中安装 Linux 版 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>%1 is not on the library search path</source>
        <translation>%1 不在库的查找路径中</translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver&apos;s CUDA library is in %1, but that folder is neither in the loader&apos;s configuration (/etc/ld.so.conf and /etc/ld.so.conf.d/, where WSL normally adds ld.wsl.conf) nor on LD_LIBRARY_PATH. Programs that load libcuda.so.1 by name (PyTorch, TensorFlow, cuDNN itself) do not find the driver and report that no GPU or no CUDA driver is available.</source>
        <translation>Windows NVIDIA 驱动程序的 CUDA 库位于 %1，但这个文件夹既不在动态链接器的配置中（/etc/ld.so.conf 和 /etc/ld.so.conf.d/，WSL 通常会在其中添加 ld.wsl.conf），也不在 LD_LIBRARY_PATH 中。按名称加载 libcuda.so.1 的程序（PyTorch、TensorFlow 以及 cuDNN 本身）找不到驱动程序，会报告没有可用的 GPU 或 CUDA 驱动程序。</translation>
    </message>
    <message>
        <source>Present: %1</source>
        <translation>存在：%1</translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH is not set</source>
        <translation>未设置 LD_LIBRARY_PATH</translation>
    </message>
    <message>
        <source>Folders from /etc/ld.so.conf: none</source>
        <translation>来自 /etc/ld.so.conf 的文件夹：无</translation>
    </message>
    <message>
        <source>Folders from /etc/ld.so.conf: %1</source>
        <translation>来自 /etc/ld.so.conf 的文件夹：%1</translation>
    </message>
    <message>
        <source>%1 exists, but /etc/ld.so.conf does not include /etc/ld.so.conf.d/*.conf</source>
        <translation>%1 存在，但 /etc/ld.so.conf 没有包含 /etc/ld.so.conf.d/*.conf</translation>
    </message>
    <message>
        <source>Run in WSL: echo %1 | sudo tee /etc/ld.so.conf.d/ld.wsl.conf &amp;&amp; sudo ldconfig (make sure /etc/ld.so.conf has the line: include /etc/ld.so.conf.d/*.conf). Then open a new terminal.</source>
        <translation>在 WSL 中运行：echo %1 | sudo tee /etc/ld.so.conf.d/ld.wsl.conf &amp;&amp; sudo ldconfig（确保 /etc/ld.so.conf 中有这一行：include /etc/ld.so.conf.d/*.conf）。然后打开一个新的终端。</translation>
    </message>
    <message>
        <source>%1 (a file of its own, found via %2)</source>
        <translation>%1（独立的文件，发现途径：%2）</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (found via %3)</source>
        <translation>%1 -&gt; %2（发现途径：%3）</translation>
    </message>
    <message>
        <source>A Linux NVIDIA driver is installed inside WSL</source>
        <translation>WSL 中安装了 Linux 版 NVIDIA 驱动程序</translation>
    </message>
    <message>
        <source>Inside WSL the GPU must be used through the Windows driver&apos;s library in %1. A Linux NVIDIA driver (or a copy of its libcuda.so.1) was installed in WSL as well; its libcuda.so.1 cannot talk to the GPU from inside WSL, and programs that load it instead of the Windows one fail with errors such as &quot;CUDA driver version is insufficient&quot; or &quot;no CUDA-capable device is detected&quot;. NVIDIA&apos;s WSL guide says never to install a Linux driver in WSL. This often happens by installing the &quot;cuda&quot; or &quot;cuda-drivers&quot; package instead of &quot;cuda-toolkit&quot;.</source>
        <translation>在 WSL 中，必须通过 %1 中的 Windows 驱动程序库来使用 GPU。但 WSL 中还安装了 Linux 版 NVIDIA 驱动程序（或其 libcuda.so.1 的副本）；它的 libcuda.so.1 在 WSL 中无法与 GPU 通信，加载它而不是 Windows 版的程序会失败，并出现 &quot;CUDA driver version is insufficient&quot; 或 &quot;no CUDA-capable device is detected&quot; 之类的错误。NVIDIA 的 WSL 指南明确说明，绝不要在 WSL 中安装 Linux 驱动程序。这种情况常常是因为安装了 &quot;cuda&quot; 或 &quot;cuda-drivers&quot; 包，而不是 &quot;cuda-toolkit&quot;。</translation>
    </message>
    <message>
        <source>Linux driver library: %1</source>
        <translation>Linux 驱动程序库：%1</translation>
    </message>
    <message>
        <source>Windows driver library: %1</source>
        <translation>Windows 驱动程序库：%1</translation>
    </message>
    <message>
        <source>Windows driver library missing: %1</source>
        <translation>缺少 Windows 驱动程序库：%1</translation>
    </message>
    <message>
        <source>Remove the Linux driver from WSL. On Ubuntu or Debian: sudo apt-get purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos; &apos;cuda-drivers*&apos; &amp;&amp; sudo apt-get autoremove; if it came from NVIDIA&apos;s .run installer: sudo nvidia-uninstall. Then run sudo ldconfig, run wsl --shutdown in Windows, and start WSL again. Install CUDA in WSL only with the cuda-toolkit-X-Y package (NVIDIA&apos;s WSL-Ubuntu repository), never &quot;cuda&quot; or &quot;cuda-drivers&quot;.</source>
        <translation>请从 WSL 中删除 Linux 驱动程序。在 Ubuntu 或 Debian 上：sudo apt-get purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos; &apos;cuda-drivers*&apos; &amp;&amp; sudo apt-get autoremove；如果它来自 NVIDIA 的 .run 安装程序：sudo nvidia-uninstall。然后运行 sudo ldconfig，在 Windows 中运行 wsl --shutdown，再重新启动 WSL。在 WSL 中安装 CUDA 时只使用 cuda-toolkit-X-Y 包（来自 NVIDIA 的 WSL-Ubuntu 软件源），绝不要使用 &quot;cuda&quot; 或 &quot;cuda-drivers&quot;。</translation>
    </message>
    <message>
        <source>libcuda.so.1 in %1 is a copy, not a link</source>
        <translation>%1 中的 libcuda.so.1 是一个副本，而不是链接</translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver puts libcuda.so.1 into WSL as a copy of another file instead of a link, so sudo ldconfig prints &quot;%1/libcuda.so.1 is not a symbolic link&quot;. The warning is harmless: CUDA works. %1 shows a Windows folder and cannot be changed from inside WSL.</source>
        <translation>Windows NVIDIA 驱动程序放进 WSL 的 libcuda.so.1 是另一个文件的副本，而不是链接，所以 sudo ldconfig 会提示 &quot;%1/libcuda.so.1 is not a symbolic link&quot;。这个警告无害：CUDA 可以正常工作。%1 显示的是一个 Windows 文件夹，无法在 WSL 内部更改。</translation>
    </message>
    <message>
        <source>Regular file: %1</source>
        <translation>普通文件：%1</translation>
    </message>
    <message>
        <source>Other copies in the same folder: %1</source>
        <translation>同一文件夹中的其他副本：%1</translation>
    </message>
    <message>
        <source>Nothing needs doing. To silence the warning, open a Command Prompt as administrator in Windows and run: cd C:\Windows\System32\lxss\lib &amp;&amp; del libcuda.so libcuda.so.1 &amp;&amp; mklink libcuda.so libcuda.so.1.1 &amp;&amp; mklink libcuda.so.1 libcuda.so.1.1 — then wsl --shutdown. A Windows driver update brings the copies back.</source>
        <translation>无需任何操作。如果想消除这个警告，请在 Windows 中以管理员身份打开命令提示符并运行：cd C:\Windows\System32\lxss\lib &amp;&amp; del libcuda.so libcuda.so.1 &amp;&amp; mklink libcuda.so libcuda.so.1.1 &amp;&amp; mklink libcuda.so.1 libcuda.so.1.1，然后运行 wsl --shutdown。更新 Windows 驱动程序后，这些副本会再次出现。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::AboutDialog</name>
    <message>
        <source>CUDA and cuDNN on this computer: not scanned yet.</source>
        <translation>这台电脑上的 CUDA 和 cuDNN：尚未扫描。</translation>
    </message>
    <message>
        <source>CUDA Toolkit: %1 (%2)</source>
        <translation>CUDA 工具包：%1（%2）</translation>
    </message>
    <message>
        <source>CUDA Toolkit: none found</source>
        <translation>CUDA 工具包：未找到</translation>
    </message>
    <message>
        <source>cuDNN: %1</source>
        <translation>cuDNN：%1</translation>
    </message>
    <message>
        <source>cuDNN: none found</source>
        <translation>cuDNN：未找到</translation>
    </message>
    <message>
        <source>About cuDNN Setup Wizard</source>
        <translation>关于 cuDNN 安装向导</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1</source>
        <translation>cuDNN 安装向导 %1</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1（使用 Qt %2 构建）</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard</source>
        <translation>cuDNN 安装向导</translation>
    </message>
    <message>
        <source>Checks your GPU and CUDA Toolkit, installs the NVIDIA cuDNN library that fits them, and tells you whether it works — or what is wrong and how to fix it.</source>
        <translation>检查你的显卡和 CUDA 工具包，安装与之匹配的 NVIDIA cuDNN 库，并告诉你它能否正常工作——或者哪里出了问题、如何修复。</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>&lt;p&gt;This program uses the Qt toolkit %1 under the GNU Lesser General Public License version 3 (LGPLv3). Qt is linked dynamically, so you may replace it with your own build; its source code and licence are at &lt;a href=&quot;https://www.qt.io/licensing/open-source-lgpl-obligations&quot;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;cuDNN is NVIDIA&apos;s software, under the &lt;a href=&quot;%2&quot;&gt;NVIDIA cuDNN Software License Agreement&lt;/a&gt;. This program does not include cuDNN: it downloads it from NVIDIA (or your lab&apos;s mirror) only after you accept that licence, and it never asks for your NVIDIA account.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本程序依据 GNU 宽通用公共许可证第 3 版（LGPLv3）使用 Qt 工具包 %1。Qt 以动态方式链接，因此你可以用自己构建的 Qt 替换它；它的源代码和许可证见 &lt;a href=&quot;https://www.qt.io/licensing/open-source-lgpl-obligations&quot;&gt;qt.io&lt;/a&gt;。&lt;/p&gt;&lt;p&gt;cuDNN 是 NVIDIA 的软件，依据 &lt;a href=&quot;%2&quot;&gt;NVIDIA cuDNN 软件许可协议&lt;/a&gt;授权。本程序不包含 cuDNN：只有在你接受该许可协议之后，它才会从 NVIDIA（或你所在实验室的镜像）下载 cuDNN，并且从不询问你的 NVIDIA 账户。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Copy versions</source>
        <translation>复制版本信息(&amp;C)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ArchiveFetch</name>
    <message>
        <source>The list of files for cuDNN %1 could not be read. %2</source>
        <translation>无法读取 cuDNN %1 的文件清单。%2</translation>
    </message>
    <message>
        <source>The list of files for cuDNN %1 is damaged or not a cuDNN manifest (%2). If it comes from a mirror, rebuild the mirror.</source>
        <translation>cuDNN %1 的文件清单已损坏，或者不是 cuDNN 清单文件（%2）。如果它来自镜像站，请重新构建该镜像站。</translation>
    </message>
    <message>
        <source>cuDNN %1 has no build for CUDA %2 on %3 on this server. Choose another release or CUDA version.</source>
        <translation>这个服务器上没有 cuDNN %1 在 %3 平台上适用于 CUDA %2 的版本。请选择其他版本或其他 CUDA 版本。</translation>
    </message>
    <message>
        <source>The server&apos;s list is for cuDNN %1, not %2 as asked. The mirror may be out of date.</source>
        <translation>服务器上的清单对应的是 cuDNN %1，而不是所要求的 %2。镜像站可能已过时。</translation>
    </message>
    <message>
        <source>Reading the list of files for cuDNN %1 from %2…</source>
        <translation>正在从 %2 读取 cuDNN %1 的文件清单…</translation>
    </message>
    <message>
        <source>The SHA-256 of %1 comes from the mirror&apos;s own list: the file was checked against it, not against NVIDIA&apos;s own checksum, which is not known here.</source>
        <translation>%1 的 SHA-256 来自镜像自己的文件列表：文件已按它校验，但没有按 NVIDIA 自己的校验和校验，因为这里不知道 NVIDIA 的校验和。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ArchiveIntakeView</name>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>取消(&amp;N)</translation>
    </message>
    <message>
        <source>Checking and unpacking the archive</source>
        <translation>正在检查并解压压缩包</translation>
    </message>
    <message>
        <source>Stop checking this archive</source>
        <translation>停止检查这个压缩包</translation>
    </message>
    <message>
        <source>Checking and unpacking %1…</source>
        <translation>正在检查并解压 %1…</translation>
    </message>
    <message>
        <source>Checking and unpacking %1: %2 of %3 read, %4 unpacked</source>
        <translation>正在检查并解压 %1：已读取 %2 / %3，已解压 %4</translation>
    </message>
    <message>
        <source>Choose another file, or get the right one in one of the other ways above.</source>
        <translation>请选择其他文件，或者通过上面的其他方式获取正确的文件。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkCharts</name>
    <message>
        <source>Time per run</source>
        <translation>每次运行用时</translation>
    </message>
    <message>
        <source>&amp;Time per run</source>
        <translation>每次运行用时(&amp;T)</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Throug&amp;hput (TFLOP/s)</source>
        <translation>吞吐量（TFLOP/s）(&amp;H)</translation>
    </message>
    <message>
        <source>milliseconds per run (shorter is faster; each step is 10× longer)</source>
        <translation>每次运行的毫秒数（越短越快；每格刻度相差 10×）</translation>
    </message>
    <message>
        <source>@value ms</source>
        <translation>@value ms</translation>
    </message>
    <message>
        <source>TFLOP/s, trillions of operations per second (longer is faster)</source>
        <translation>TFLOP/s，每秒万亿次运算（越长越快）</translation>
    </message>
    <message>
        <source>@value</source>
        <translation>@value</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkChoicesPanel</name>
    <message>
        <source>FP32, strict</source>
        <translation>FP32，严格模式</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>Also time the processor (CPU)</source>
        <translation>同时对处理器（CPU）计时</translation>
    </message>
    <message>
        <source>Layer to time</source>
        <translation>要计时的层</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>Batch (N)</source>
        <translation>批大小（N）</translation>
    </message>
    <message>
        <source>Input channels (C)</source>
        <translation>输入通道数（C）</translation>
    </message>
    <message>
        <source>Height (H)</source>
        <translation>高度（H）</translation>
    </message>
    <message>
        <source>Width (W)</source>
        <translation>宽度（W）</translation>
    </message>
    <message>
        <source>Filters (K)</source>
        <translation>卷积核数（K）</translation>
    </message>
    <message>
        <source>Filter height (R)</source>
        <translation>卷积核高度（R）</translation>
    </message>
    <message>
        <source>Filter width (S)</source>
        <translation>卷积核宽度（S）</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>Stride</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>How many images are computed at once. Automatic: %1 with a GPU, %2 without (the processor is much slower).</source>
        <translation>一次计算多少张图像。自动：有 GPU 时为 %1，没有时为 %2（处理器要慢得多）。</translation>
    </message>
    <message>
        <source>Always measured: strict FP32 computes exactly what the kernels without cuDNN and the processor compute, so it is the fair comparison.</source>
        <translation>总是会测量：严格 FP32 的计算方式与不使用 cuDNN 的内核以及处理器完全相同，因此是公平的比较。</translation>
    </message>
    <message>
        <source>Tensor cores with FP32 data rounded to TF32 inside (graphics cards of compute capability 8.0 and newer). Faster, slightly less exact.</source>
        <translation>使用张量核心，FP32 数据在内部舍入为 TF32（需要计算能力 8.0 及以上的显卡）。更快，但精度略低。</translation>
    </message>
    <message>
        <source>Tensor cores with half-precision data in the NHWC layout: what mixed-precision training uses. Fastest, least exact.</source>
        <translation>使用张量核心，半精度数据采用 NHWC 布局：这正是混合精度训练所用的方式。最快，但精度最低。</translation>
    </message>
    <message>
        <source>Times the same layer on the processor, which also runs on a computer without a GPU.</source>
        <translation>在处理器上对同一层计时；没有 GPU 的电脑也能运行这项测试。</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>层(&amp;L)：</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>批大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>cuDNN precisions:</source>
        <translation>cuDNN 精度：</translation>
    </message>
    <message>
        <source>This layer cannot be computed: the filter (R × S) is larger than the padded input (H × W).</source>
        <translation>无法计算这一层：卷积核（R × S）比填充后的输入（H × W）还大。</translation>
    </message>
    <message>
        <source>This layer is too large to time here: one of its tensors would hold more than %1 million values.</source>
        <translation>这一层太大，无法在这里计时：它的某个张量将包含超过 %1 百万个数值。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkPage</name>
    <message>
        <source>&amp;Run benchmark</source>
        <translation>运行基准测试(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Save as &amp;JSON…</source>
        <translation>另存为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save as CS&amp;V…</source>
        <translation>另存为 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>Run the benchmark</source>
        <translation>运行基准测试</translation>
    </message>
    <message>
        <source>Cancel the benchmark</source>
        <translation>取消基准测试</translation>
    </message>
    <message>
        <source>Benchmark progress</source>
        <translation>基准测试进度</translation>
    </message>
    <message>
        <source>Saves every number of this run, and what it ran on, as JSON.</source>
        <translation>把本次运行的所有数据以及运行环境保存为 JSON。</translation>
    </message>
    <message>
        <source>Saves one line per row, for a spreadsheet.</source>
        <translation>每个测试项保存为一行，便于用电子表格处理。</translation>
    </message>
    <message>
        <source>Choose what to time, then click Run benchmark. With a GPU it takes about a minute.</source>
        <translation>选择要计时的内容，然后点击“运行基准测试”。有 GPU 时大约需要一分钟。</translation>
    </message>
    <message>
        <source>No NVIDIA graphics card that a driver can use was found on this computer, so only the processor can be timed here. The graphics card rows will say why they were left out.</source>
        <translation>这台电脑上没有找到驱动程序可以使用的 NVIDIA 显卡，因此这里只能对处理器计时。显卡对应的各行会说明它们被略过的原因。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cancelled. The rows that finished are shown.</source>
        <translation>已取消。下面显示已完成的测试项。</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>已完成。</translation>
    </message>
    <message>
        <source>Run the benchmark first.</source>
        <translation>请先运行基准测试。</translation>
    </message>
    <message>
        <source>Save the benchmark as JSON</source>
        <translation>将基准测试结果保存为 JSON</translation>
    </message>
    <message>
        <source>Save the benchmark as CSV</source>
        <translation>将基准测试结果保存为 CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Times one ResNet-50 convolution layer with cuDNN, without it, and on the processor, and checks every result.</source>
        <translation>分别使用 cuDNN、不使用 cuDNN 以及在处理器上对一个 ResNet-50 卷积层计时，并检查每个结果。</translation>
    </message>
    <message>
        <source>What to ti&amp;me</source>
        <translation>要计时的内容(&amp;M)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkResultView</name>
    <message>
        <source>not checked</source>
        <translation>未校验</translation>
    </message>
    <message>
        <source>correct (error %1)</source>
        <translation>正确（误差 %1）</translation>
    </message>
    <message>
        <source>WRONG (error %1, allowed %2)</source>
        <translation>错误（误差 %1，允许 %2）</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>测试项</translation>
    </message>
    <message>
        <source>Median time
(10th–90th percentile)</source>
        <translation>中位数用时
（第 10–90 百分位）</translation>
    </message>
    <message>
        <source>TFLOP/s
(share of peak)</source>
        <translation>TFLOP/s
（占峰值比例）</translation>
    </message>
    <message>
        <source>Correct?</source>
        <translation>结果正确？</translation>
    </message>
    <message>
        <source>cuDNN algorithm</source>
        <translation>cuDNN 算法</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>基准测试结果</translation>
    </message>
    <message>
        <source>Green bars: cuDNN. Grey bars: without cuDNN (plain CUDA kernels, the processor).</source>
        <translation>绿色条：cuDNN。灰色条：不使用 cuDNN（普通 CUDA 内核、处理器）。</translation>
    </message>
    <message>
        <source>(%1% of peak)</source>
        <translation>（峰值的 %1%）</translation>
    </message>
    <message>
        <source>The peak of this GPU for %1 is %2 TFLOP/s (at %3 MHz).</source>
        <translation>这块 GPU 的 %1 峰值为 %2 TFLOP/s（%3 MHz 时）。</translation>
    </message>
    <message>
        <source>Picked by timing every algorithm. cuDNN&apos;s quick guess would have been %1%2.</source>
        <translation>通过对每个算法计时选出。cuDNN 的快速猜测本会是 %1%2。</translation>
    </message>
    <message>
        <source> (%1 ms)</source>
        <translation>（%1 ms）</translation>
    </message>
    <message>
        <source>Layer: %1 — %2</source>
        <translation>层：%1 — %2</translation>
    </message>
    <message>
        <source>Batch: %1 images (chosen automatically)</source>
        <translation>批大小：%1 张图像（自动选择）</translation>
    </message>
    <message>
        <source>Batch: %1 images</source>
        <translation>批大小：%1 张图像</translation>
    </message>
    <message>
        <source>GPU: %1, compute capability %2, %3 multiprocessors, peaks computed at %4 MHz</source>
        <translation>GPU：%1，计算能力 %2，%3 个多处理器（SM），峰值按 %4 MHz 计算</translation>
    </message>
    <message>
        <source>Driver: supports CUDA up to %1</source>
        <translation>驱动程序：最高支持 CUDA %1</translation>
    </message>
    <message>
        <source>CUDA runtime of the benchmark: %1</source>
        <translation>基准测试的 CUDA 运行时：%1</translation>
    </message>
    <message>
        <source>cuDNN: %1 from %2</source>
        <translation>cuDNN：%1，来自 %2</translation>
    </message>
    <message numerus="yes">
        <source>Processor: %1, %n thread(s)</source>
        <translation>
            <numerusform>处理器：%1，%n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 workspace</source>
        <translation>%1，工作空间 %2</translation>
    </message>
    <message>
        <source>All n&amp;umbers</source>
        <translation>所有数据(&amp;U)</translation>
    </message>
    <message>
        <source>What it r&amp;an on</source>
        <translation>运行环境(&amp;A)</translation>
    </message>
    <message>
        <source>%1 ms (%2–%3)</source>
        <translation>%1 ms（%2–%3）</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BrowserHandOffPanel</name>
    <message>
        <source>&amp;Open NVIDIA Developer in my browser</source>
        <translation>在浏览器中打开 NVIDIA Developer(&amp;O)</translation>
    </message>
    <message>
        <source>Copy &amp;link</source>
        <translation>复制链接(&amp;L)</translation>
    </message>
    <message>
        <source>I have the file — choose &amp;it…</source>
        <translation>我已有这个文件，选择它(&amp;I)…</translation>
    </message>
    <message>
        <source>Watch another &amp;folder…</source>
        <translation>监视其他文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>For a browser that saves downloads somewhere else than your Downloads folder.</source>
        <translation>适用于浏览器把下载的文件保存在“下载”文件夹以外位置的情况。</translation>
    </message>
    <message>
        <source>the cuDNN %1 archive for CUDA %2, %3</source>
        <translation>适用于 CUDA %2、%3 平台的 cuDNN %1 压缩包</translation>
    </message>
    <message>
        <source>Open NVIDIA&apos;s cuDNN page (%1) in your web browser and sign in with your NVIDIA Developer account (free to create).</source>
        <translation>在网页浏览器中打开 NVIDIA 的 cuDNN 页面（%1），并用你的 NVIDIA Developer 账户登录（可免费注册）。</translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s license there and download this file: %1</source>
        <translation>在该页面上接受 NVIDIA 的许可协议，然后下载这个文件：%1</translation>
    </message>
    <message>
        <source>Leave this window open. The wizard watches your Downloads folder (%1) and checks the file as soon as the download has finished.</source>
        <translation>请保持本窗口打开。向导会监视你的“下载”文件夹（%1），下载一完成就会检查该文件。</translation>
    </message>
    <message>
        <source>You sign in only in your browser; the wizard never asks for or sees your NVIDIA password.</source>
        <translation>你只需在浏览器中登录；向导绝不会索要，也看不到你的 NVIDIA 密码。</translation>
    </message>
    <message>
        <source>No web browser could be opened. Copy the link and open it in a browser yourself, on this or another computer.</source>
        <translation>无法打开网页浏览器。请复制链接，自己在这台或另一台电脑的浏览器中打开。</translation>
    </message>
    <message>
        <source>Link copied: %1</source>
        <translation>已复制链接：%1</translation>
    </message>
    <message>
        <source>Choose the downloaded cuDNN archive</source>
        <translation>选择已下载的 cuDNN 压缩包</translation>
    </message>
    <message>
        <source>cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)</source>
        <translation>cuDNN 压缩包 (*.tar.xz *.tgz *.tar.gz *.zip);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose the folder your browser saves downloads to</source>
        <translation>选择浏览器保存下载文件的文件夹</translation>
    </message>
    <message>
        <source>Found %1.</source>
        <translation>找到了 %1。</translation>
    </message>
    <message>
        <source>Found %1 and took it.</source>
        <translation>找到了 %1，并已取用。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ConsoleOutput</name>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::CudaPiecesOffer</name>
    <message>
        <source>N&amp;ot now: I will install a CUDA Toolkit myself</source>
        <translation>暂不安装：我会自己安装 CUDA Toolkit(&amp;O)</translation>
    </message>
    <message>
        <source>Install the CUDA pieces cuDNN needs</source>
        <translation>安装 cuDNN 所需的 CUDA 组件</translation>
    </message>
    <message>
        <source>Install the CUDA pieces cuDNN needs and the compiler</source>
        <translation>安装 cuDNN 所需的 CUDA 组件和编译器</translation>
    </message>
    <message>
        <source>Do not install CUDA pieces</source>
        <translation>不安装 CUDA 组件</translation>
    </message>
    <message>
        <source>The CUDA pieces cuDNN needs</source>
        <translation>cuDNN 所需的 CUDA 组件</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, and the CUDA pieces cuDNN needs cannot be installed yet: %1</source>
        <translation>没有找到 CUDA Toolkit，而且现在还无法安装 cuDNN 所需的 CUDA 组件：%1</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found. cuDNN cannot run without the cuBLAS and NVRTC libraries of its CUDA version. The wizard can install them from NVIDIA&apos;s CUDA downloads together with cuDNN, into a CUDA %1 folder of their own, in one step you can undo. %2</source>
        <translation>没有找到 CUDA Toolkit。没有对应 CUDA 版本的 cuBLAS 和 NVRTC 库，cuDNN 就无法运行。向导可以从 NVIDIA 的 CUDA 下载中把它们和 cuDNN 一起安装到单独的 CUDA %1 文件夹里，一步完成，可以撤销。%2</translation>
    </message>
    <message>
        <source>reading the size…</source>
        <translation>正在读取大小…</translation>
    </message>
    <message>
        <source>size not known yet</source>
        <translation>大小暂不可知</translation>
    </message>
    <message>
        <source>not offered for this computer</source>
        <translation>不提供给这台电脑</translation>
    </message>
    <message>
        <source>Install the CUDA &amp;pieces cuDNN needs (%1)</source>
        <translation>安装 cuDNN 所需的 CUDA 组件(&amp;P)（%1）</translation>
    </message>
    <message>
        <source>…and the &amp;compiler (%1)</source>
        <translation>……以及编译器(&amp;C)（%1）</translation>
    </message>
    <message>
        <source>CUDA %1: the runtime, cuBLAS and NVRTC.</source>
        <translation>CUDA %1：运行时、cuBLAS 和 NVRTC。</translation>
    </message>
    <message>
        <source>nvcc and its headers, to build your own CUDA programs.</source>
        <translation>nvcc 及其头文件，用来编译你自己的 CUDA 程序。</translation>
    </message>
    <message>
        <source>Looking for a C++ compiler that nvcc can use…</source>
        <translation>正在查找 nvcc 可用的 C++ 编译器…</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::CudaPiecesPanel</name>
    <message>
        <source>Fol&amp;der…</source>
        <translation>文件夹(&amp;D)…</translation>
    </message>
    <message>
        <source>I have read and accept the CUDA license</source>
        <translation>我已阅读并接受 CUDA 许可协议</translation>
    </message>
    <message>
        <source>&amp;Get the CUDA pieces</source>
        <translation>获取 CUDA 组件(&amp;G)</translation>
    </message>
    <message>
        <source>Where the CUDA pieces come from: a web address or a folder</source>
        <translation>CUDA 组件的来源：网址或文件夹</translation>
    </message>
    <message>
        <source>Choose a folder with the CUDA archives</source>
        <translation>选择存放 CUDA 压缩包的文件夹</translation>
    </message>
    <message>
        <source>Download progress of the CUDA pieces</source>
        <translation>CUDA 组件的下载进度</translation>
    </message>
    <message>
        <source>F&amp;rom:</source>
        <translation>来源(&amp;R)：</translation>
    </message>
    <message>
        <source>The CUDA pieces</source>
        <translation>CUDA 组件</translation>
    </message>
    <message>
        <source>The CUDA pieces are licensed by NVIDIA: read the %1 before you get them.</source>
        <translation>CUDA 组件由 NVIDIA 授权：获取之前请阅读%1。</translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit license</source>
        <translation>NVIDIA CUDA Toolkit 许可协议</translation>
    </message>
    <message>
        <source>For CUDA %1, the %2 profile: %3. They go into a new CUDA Toolkit folder together with cuDNN.</source>
        <translation>CUDA %1 的 %2 组合：%3。它们会和 cuDNN 一起装进一个新的 CUDA Toolkit 文件夹。</translation>
    </message>
    <message numerus="yes">
        <source>Ready: CUDA %1, %n archive(s), %2.</source>
        <translation>
            <numerusform>已就绪：CUDA %1，%n 个压缩包，%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder with the CUDA archives</source>
        <translation>存放 CUDA 压缩包的文件夹</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::CudaRedistFetch</name>
    <message>
        <source>The list of files for CUDA %1 could not be read. %2</source>
        <translation>无法读取 CUDA %1 的文件列表。%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA release such as 13.0.2.</source>
        <translation>“%1”不是 CUDA 版本（例如 13.0.2）。</translation>
    </message>
    <message>
        <source>Reading the list of files for CUDA %1 from %2…</source>
        <translation>正在从 %2 读取 CUDA %1 的文件列表……</translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 on %2 is damaged or not a CUDA manifest (%3). If it comes from a mirror, rebuild the mirror.</source>
        <translation>%2 上 CUDA %1 的文件列表已损坏或不是 CUDA 清单（%3）。如果它来自镜像，请重新构建镜像。</translation>
    </message>
    <message>
        <source>no cuda_cudart</source>
        <translation>没有 cuda_cudart</translation>
    </message>
    <message>
        <source>CUDA %1 on %2 has no %3 for %4, so the %5 profile cannot be installed from there.</source>
        <translation>%2 上的 CUDA %1 没有适用于 %4 的 %3，因此无法从那里安装 %5 组合。</translation>
    </message>
    <message numerus="yes">
        <source>CUDA %1, %2 profile: %n archive(s), %3 to get.</source>
        <translation>
            <numerusform>CUDA %1，%2 组合：%n 个压缩包，需获取 %3。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DetailsLog</name>
    <message>
        <source>Show &amp;details</source>
        <translation>显示详细信息(&amp;D)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Hide &amp;details</source>
        <translation>隐藏详细信息(&amp;D)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DoctorPage</name>
    <message>
        <source>Fix all &amp;safe ones…</source>
        <translation>修复所有安全的问题(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Re-check</source>
        <translation>重新检查(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo last fix</source>
        <translation>撤销上一次修复(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>复制报告(&amp;C)</translation>
    </message>
    <message>
        <source>Repair cuDNN</source>
        <translation>修复 cuDNN</translation>
    </message>
    <message>
        <source>The wizard looks for what commonly breaks a CUDA and cuDNN setup: missing or broken files and links, mixed copies, and environment variables that send programs to the wrong place.</source>
        <translation>向导会查找 CUDA 和 cuDNN 安装中常见的问题：缺失或损坏的文件和链接、混杂的副本，以及把程序引向错误位置的环境变量。</translation>
    </message>
    <message>
        <source>Fix all problems that have a safe automatic fix</source>
        <translation>修复所有有安全自动修复的问题</translation>
    </message>
    <message>
        <source>Applies every fix that only restores what was evidently meant (a missing or broken link, a malformed line). You see the list and confirm first; every fix can be undone.</source>
        <translation>应用所有只是恢复明显本意的修复（缺失或损坏的链接、格式错误的行）。你会先看到列表并确认；每项修复都可以撤销。</translation>
    </message>
    <message>
        <source>Check this computer again</source>
        <translation>重新检查这台电脑</translation>
    </message>
    <message>
        <source>Looks at this computer again, for example after you fixed something by hand.</source>
        <translation>重新检查这台电脑，例如在你手动修复了某些问题之后。</translation>
    </message>
    <message>
        <source>Undo the last fix</source>
        <translation>撤销上一次修复</translation>
    </message>
    <message>
        <source>Copy the repair report</source>
        <translation>复制修复报告</translation>
    </message>
    <message>
        <source>Copies what was found, as text, to paste into a message when you ask for help.</source>
        <translation>以文本形式复制检查结果，方便你在求助时粘贴到消息中。</translation>
    </message>
    <message>
        <source>Looking at the CUDA Toolkits, cuDNN copies and settings on this computer…</source>
        <translation>正在查看这台电脑上的 CUDA 工具包、cuDNN 副本和设置…</translation>
    </message>
    <message>
        <source>Checking what was found…</source>
        <translation>正在检查发现的内容…</translation>
    </message>
    <message>
        <source>Checked.</source>
        <translation>检查完毕。</translation>
    </message>
    <message>
        <source>This setup could not be checked</source>
        <translation>无法检查这套环境</translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>没有发现问题</translation>
    </message>
    <message>
        <source>Nothing wrong was found in the installation, the environment variables, the links or the order in which programs find cuDNN.</source>
        <translation>安装、环境变量、链接以及程序查找 cuDNN 的顺序都没有发现问题。</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) below are for your information only.</source>
        <translation>
            <numerusform>下面的 %n 条说明仅供参考。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>发现 %n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Open each one below to see what was found and how to fix it. Every fix the wizard makes can be undone with Undo last fix.</source>
        <translation>展开下面的每一项，查看发现了什么以及如何修复。向导所做的每项修复都可以用“撤销上一次修复”来撤销。</translation>
    </message>
    <message>
        <source>Apply this fix?</source>
        <translation>要应用这项修复吗？</translation>
    </message>
    <message>
        <source>This fix changes which cuDNN programs load:

%1

It can be undone with Undo last fix.</source>
        <translation>这项修复会改变程序加载的 cuDNN：

%1

可以用“撤销上一次修复”来撤销。</translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation>修复(&amp;F)</translation>
    </message>
    <message>
        <source>Fix all safe ones?</source>
        <translation>要修复所有安全的问题吗？</translation>
    </message>
    <message>
        <source>The wizard will make these changes:

%1

All of them can be undone together with Undo last fix.</source>
        <translation>向导将进行以下更改：

%1

所有这些更改都可以用“撤销上一次修复”一起撤销。</translation>
    </message>
    <message>
        <source>&amp;Fix them</source>
        <translation>修复(&amp;F)</translation>
    </message>
    <message>
        <source>Fixing… Every change is recorded so that it can be undone.</source>
        <translation>正在修复… 每项更改都会被记录下来，以便撤销。</translation>
    </message>
    <message>
        <source>Undoing the last fix…</source>
        <translation>正在撤销上一次修复…</translation>
    </message>
    <message>
        <source>Checking again…</source>
        <translation>正在重新检查…</translation>
    </message>
    <message>
        <source>Undone:</source>
        <translation>已撤销：</translation>
    </message>
    <message>
        <source>Fixed:</source>
        <translation>已修复：</translation>
    </message>
    <message>
        <source>Undo last fix puts everything back.</source>
        <translation>“撤销上一次修复”可以恢复所有内容。</translation>
    </message>
    <message>
        <source>The fix could not be undone.</source>
        <translation>无法撤销这项修复。</translation>
    </message>
    <message>
        <source>The fix did not go through.</source>
        <translation>这项修复没有成功。</translation>
    </message>
    <message>
        <source>Nothing was changed: whatever it had done was put back.</source>
        <translation>没有做任何更改：它已做的操作都已恢复原状。</translation>
    </message>
    <message>
        <source>Some things were changed by someone else since, and were left as they are:</source>
        <translation>有些内容在此之后被其他人更改过，因此保持原样：</translation>
    </message>
    <message>
        <source>Puts back what this fix changed: %1</source>
        <translation>恢复这项修复所更改的内容：%1</translation>
    </message>
    <message>
        <source>No fix made by the wizard is recorded yet.</source>
        <translation>还没有记录任何由向导所做的修复。</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <source>Fixed: %1</source>
        <translation>已修复：%1</translation>
    </message>
    <message>
        <source>The report is on the clipboard, with user names in paths replaced by &lt;user&gt;.</source>
        <translation>报告已复制到剪贴板，路径中的用户名已替换为 &lt;user&gt;。</translation>
    </message>
    <message>
        <source>I got an error &amp;message</source>
        <translation>我遇到了一条错误消息(&amp;M)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DownloadPanel</name>
    <message>
        <source>Br&amp;owse…</source>
        <translation>浏览(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>下载(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>https://mirror.example.edu/cudnn/redist or a folder such as /mnt/lab/cudnn</source>
        <translation>https://mirror.example.edu/cudnn/redist 或文件夹，例如 /mnt/lab/cudnn</translation>
    </message>
    <message>
        <source>Mirror address or &amp;folder:</source>
        <translation>镜像站地址或文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s server did not give the file to the wizard. You can still get it: sign in at NVIDIA Developer in your web browser, download it there, and the wizard picks it up.</source>
        <translation>NVIDIA 的服务器没有把文件提供给向导。你仍然可以获取它：在网页浏览器中登录 NVIDIA Developer 并在那里下载，向导会自动取用该文件。</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>File: %1 (%2)</source>
        <translation>文件：%1（%2）</translation>
    </message>
    <message>
        <source>Choose the mirror folder</source>
        <translation>选择镜像站文件夹</translation>
    </message>
    <message>
        <source>R&amp;esume</source>
        <translation>继续(&amp;E)</translation>
    </message>
    <message>
        <source>Sign &amp;in in my browser instead</source>
        <translation>改为在我的浏览器中登录(&amp;I)</translation>
    </message>
    <message>
        <source>The archive was already downloaded and verified earlier.</source>
        <translation>压缩包之前已经下载并校验通过。</translation>
    </message>
    <message>
        <source>Downloaded, and the checksum matches.</source>
        <translation>已下载，校验和一致。</translation>
    </message>
    <message>
        <source>This mirror uses plain http://, which is not encrypted: someone on the network could read or change what is sent, the checksums in the mirror&apos;s list too, so a changed archive would still pass. Use https:// when the mirror offers it, or a folder.</source>
        <translation>这个镜像使用纯 http://，不加密：网络上的人可以读取或篡改传输的内容，包括镜像列表中的校验和，因此被改过的压缩包也能通过校验。镜像提供 https:// 时请使用 https://，或者使用一个文件夹。</translation>
    </message>
    <message>
        <source>A web address or a folder set up by your lab or IT staff that holds NVIDIA&apos;s files in NVIDIA&apos;s layout (the redistrib_*.json lists and the cudnn/ folder). A plain http:// address is taken only when you say so, as it is not encrypted.</source>
        <translation>由实验室或 IT 人员搭建的网址或文件夹，按 NVIDIA 的布局存放 NVIDIA 的文件（redistrib_*.json 列表和 cudnn/ 文件夹）。纯 http:// 地址不加密，只有在你同意后才会使用。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::Downloader</name>
    <message>
        <source>the folder could not be created</source>
        <translation>无法创建该文件夹</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DownloadsWatcher</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>Found %1; waiting until it has been completely written…</source>
        <translation>找到了 %1；正在等待它完全写入…</translation>
    </message>
    <message>
        <source>Your browser is still downloading (%1). The archive will be checked as soon as the download finishes.</source>
        <translation>你的浏览器仍在下载（%1）。下载一完成就会检查压缩包。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Choose the folder your browser saves downloads to, or point at the downloaded file.</source>
        <translation>文件夹 %1 不存在。请选择浏览器保存下载文件的文件夹，或者直接指定已下载的文件。</translation>
    </message>
    <message>
        <source>a cuDNN archive for %1 and CUDA %2</source>
        <translation>适用于 %1 平台和 CUDA %2 的 cuDNN 压缩包</translation>
    </message>
    <message>
        <source>a cuDNN archive</source>
        <translation>cuDNN 压缩包</translation>
    </message>
    <message>
        <source>Waiting for %1 to appear in %2…</source>
        <translation>正在等待 %1 出现在 %2 中…</translation>
    </message>
    <message>
        <source>Not watching for downloads.</source>
        <translation>未在监视下载。</translation>
    </message>
    <message>
        <source>Checking %1 (its name, size and checksum)…</source>
        <translation>正在检查 %1（文件名、大小和校验和）…</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ElevatedApply</name>
    <message>
        <source>Running: %1</source>
        <translation>正在运行：%1</translation>
    </message>
    <message>
        <source>Installed with administrator rights.</source>
        <translation>已使用管理员权限完成安装。</translation>
    </message>
    <message>
        <source>Administrator rights were not given (the password prompt was closed or refused). Nothing was changed.</source>
        <translation>没有获得管理员权限（密码输入窗口被关闭，或者请求被拒绝）。没有做任何更改。</translation>
    </message>
    <message>
        <source>The program could not be started with administrator rights.</source>
        <translation>无法以管理员权限启动程序。</translation>
    </message>
    <message>
        <source>pkexec could not be started (is the polkit package installed?). Nothing was changed. Use &quot;Show the commands&quot; to install by hand with sudo instead.</source>
        <translation>无法启动 pkexec（是否安装了 polkit 软件包？）。没有做任何更改。请点击“显示命令”，改为用 sudo 手动安装。</translation>
    </message>
    <message>
        <source>The install with administrator rights failed (exit code %1); the details are below. Whatever it had changed was undone.</source>
        <translation>以管理员权限进行的安装失败了（退出代码 %1），详细信息见下方。它所做的更改都已撤销。</translation>
    </message>
    <message>
        <source>The plan for the administrator could not be written: %1</source>
        <translation>无法写出给管理员的计划：%1</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ElevationPanel</name>
    <message>
        <source>Install just for &amp;me instead</source>
        <translation>改为仅为我安装(&amp;M)</translation>
    </message>
    <message>
        <source>Show the &amp;commands</source>
        <translation>显示命令(&amp;C)</translation>
    </message>
    <message>
        <source>Install just for me, side by side, without administrator rights</source>
        <translation>仅为我安装：并排安装在独立的文件夹中，无需管理员权限</translation>
    </message>
    <message>
        <source>Install as administrator</source>
        <translation>以管理员身份安装</translation>
    </message>
    <message>
        <source>Show the commands to install by hand</source>
        <translation>显示手动安装的命令</translation>
    </message>
    <message>
        <source>Puts cuDNN in a folder in your home and sets it up for you only. No password is needed.</source>
        <translation>把 cuDNN 放到你主目录下的一个文件夹中，并且只为你配置。不需要密码。</translation>
    </message>
    <message>
        <source>Asks for the administrator password, then installs exactly what is shown above. Everything can be undone later.</source>
        <translation>先要求输入管理员密码，然后严格按照上面显示的内容进行安装。之后可以撤销全部更改。</translation>
    </message>
    <message>
        <source>The commands that do the same by hand, to run in a terminal yourself or to give to your administrator.</source>
        <translation>用于手动完成同样操作的命令，你可以自己在终端中运行，也可以交给管理员。</translation>
    </message>
    <message>
        <source>Administrator rights are needed to write in:</source>
        <translation>需要管理员权限才能写入以下位置：</translation>
    </message>
    <message>
        <source>Nothing has been changed. Choose how to go on:</source>
        <translation>目前没有做任何更改。请选择如何继续：</translation>
    </message>
    <message>
        <source>Install as &amp;administrator…</source>
        <translation>以管理员身份安装(&amp;A)…</translation>
    </message>
    <message>
        <source>Install for all users</source>
        <translation>为所有用户安装</translation>
    </message>
    <message>
        <source>Windows asks for administrator rights next. They are for this, and nothing else:</source>
        <translation>接下来 Windows 会请求管理员权限。这些权限只用于以下内容：</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::EnvironmentPage</name>
    <message>
        <source>Variable</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>更改前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>更改后</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>What was set up so that programs find cuDNN, and what you need to do for it to take effect.</source>
        <translation>为了让程序找到 cuDNN 而做的配置，以及要让配置生效你需要做什么。</translation>
    </message>
    <message>
        <source>Environment changes</source>
        <translation>环境更改</translation>
    </message>
    <message>
        <source>Lines and files written for the environment</source>
        <translation>为配置环境而写入的行和文件</translation>
    </message>
    <message>
        <source>Copy the environment snippet</source>
        <translation>复制环境配置片段</translation>
    </message>
    <message>
        <source>Copies the lines that set up the environment, to use them in another shell or on another computer.</source>
        <translation>复制用于配置环境的这些行，以便在其他 shell 或其他电脑上使用。</translation>
    </message>
    <message>
        <source>Nothing was installed, so nothing was changed.</source>
        <translation>没有安装任何内容，因此没有做任何更改。</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source># Added to %1:</source>
        <translation># 已添加到 %1：</translation>
    </message>
    <message>
        <source># Meant for %1 (not there now):</source>
        <translation># 本应写入 %1（目前不在其中）：</translation>
    </message>
    <message>
        <source># %1:</source>
        <translation># %1：</translation>
    </message>
    <message>
        <source># You chose not to change the environment. To use cuDNN from a terminal, run:</source>
        <translation># 你选择了不更改环境。要在终端中使用 cuDNN，请运行：</translation>
    </message>
    <message>
        <source>Exactly what was written</source>
        <translation>实际写入的内容</translation>
    </message>
    <message>
        <source>To set it up yourself</source>
        <translation>自行配置</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>These changes were made as part of the install (and are undone with it):</source>
        <translation>以下更改是安装的一部分（撤销安装时会一并撤销）：</translation>
    </message>
    <message>
        <source>The loader now finds the libraries for every program started from now on. Variables such as CUDNN_PATH take effect when users log in again.</source>
        <translation>从现在起启动的每个程序，动态链接器都能为它找到这些库。CUDNN_PATH 等变量会在用户重新登录后生效。</translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, for programs to see these changes. Programs that are running now keep the old values.</source>
        <translation>请打开一个新的终端，或者注销后重新登录，程序才能看到这些更改。正在运行的程序仍会使用旧的值。</translation>
    </message>
    <message>
        <source>You chose not to change the environment: programs find cuDNN only where they already look.</source>
        <translation>你选择了不更改环境：程序只会在它们原本就会查找的位置找到 cuDNN。</translation>
    </message>
    <message>
        <source>No change was needed: programs already find the libraries.</source>
        <translation>无需更改：程序已经能找到这些库。</translation>
    </message>
    <message>
        <source>No change was needed: an earlier install already set this up.</source>
        <translation>无需更改：之前的一次安装已经配置好了。</translation>
    </message>
    <message>
        <source>For your own programs, run this in their terminal first: . %1</source>
        <translation>运行你自己的程序之前，请先在同一个终端中运行：. %1</translation>
    </message>
    <message>
        <source>Programs keep the library path they had, so the frameworks on this computer keep their cuDNN.</source>
        <translation>各程序的库搜索路径保持不变，因此这台电脑上的框架会继续使用它们原来的 cuDNN。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ExpandableLabel</name>
    <message>
        <source>Less</source>
        <extracomment>The link that opens the details of a finding in place, and the one that closes them.</extracomment>
        <translation>收起</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>更多…</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ExtractPage</name>
    <message>
        <source>&amp;Cancel unpacking</source>
        <translation>取消解压(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>Unpack the archive</source>
        <translation>解压压缩包</translation>
    </message>
    <message>
        <source>The archive is unpacked into a folder of the wizard&apos;s own and checked file by file. Nothing on your system changes on this page.</source>
        <translation>压缩包会被解压到向导自己的文件夹中，并逐个文件进行检查。本页面不会更改你系统中的任何内容。</translation>
    </message>
    <message>
        <source>Unpacking progress</source>
        <translation>解压进度</translation>
    </message>
    <message>
        <source>Cancel unpacking</source>
        <translation>取消解压</translation>
    </message>
    <message>
        <source>Unpack the archive again</source>
        <translation>重新解压压缩包</translation>
    </message>
    <message>
        <source>Archive: %1 (%2)</source>
        <translation>压缩包：%1（%2）</translation>
    </message>
    <message>
        <source>Unpacking %1 into %2</source>
        <translation>正在将 %1 解压到 %2</translation>
    </message>
    <message>
        <source>Unpacking…</source>
        <translation>正在解压…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message numerus="yes">
        <source>Unpacking… %1 of %2 read, %3 written, %n entries</source>
        <translation>
            <numerusform>正在解压… 已读取 %1 / %2，已写入 %3，共 %n 个条目</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpacking was cancelled. Nothing of it was kept.</source>
        <translation>解压已取消。解压出的内容均未保留。</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>The unpacked files were used up by the last install attempt. Unpack the archive again to retry.</source>
        <translation>解压出的文件已在上一次安装尝试中用掉了。请重新解压压缩包，然后重试。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n 个链接</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpacked cuDNN %1: %2, %3.</source>
        <translation>已解压 cuDNN %1：%2，%3。</translation>
    </message>
    <message>
        <source>In %1. Click Next to see what will be installed where.</source>
        <translation>位于 %1。点击“下一步”，查看哪些文件将安装到哪里。</translation>
    </message>
    <message>
        <source>Unpacked %1, %2 into %3</source>
        <translation>已将 %1（%2）解压到 %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The two counts of an unpacked archive: &quot;12 files, 3 links&quot;.</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation>正在解压 %1</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FindingListView</name>
    <message>
        <source>Errors (%1)</source>
        <translation>错误（%1）</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <source>For your information (%1)</source>
        <translation>仅供参考（%1）</translation>
    </message>
    <message>
        <source>Other (%1)</source>
        <translation>其他（%1）</translation>
    </message>
    <message>
        <source>What was found:</source>
        <translation>发现的情况：</translation>
    </message>
    <message>
        <source>To fix it by hand:</source>
        <translation>手动修复方法：</translation>
    </message>
    <message>
        <source>The wizard can do this for you, and undo it later:</source>
        <translation>向导可以替你完成这项操作，之后也可以撤销：</translation>
    </message>
    <message>
        <source>The wizard can do this for you, and undo it later. It changes which cuDNN programs load, so it is only done when you ask for it here:</source>
        <translation>向导可以替你完成这项操作，之后也可以撤销。它会改变程序加载的 cuDNN，所以只有在你在这里要求时才会执行：</translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation>修复(&amp;F)</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>%1 (can be fixed automatically)</source>
        <translation>%1（可以自动修复）</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FinishPage</name>
    <message>
        <source>&amp;Save report…</source>
        <translation>保存报告(&amp;S)…</translation>
    </message>
    <message>
        <source>Save as &amp;JSON…</source>
        <translation>另存为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>复制报告(&amp;C)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>总结</translation>
    </message>
    <message>
        <source>What the wizard did, and what to do next. Save the report to keep a record, or send it along when you ask for help.</source>
        <translation>向导做了什么，以及接下来该做什么。保存报告可以留作记录，也可以在求助时一并发送。</translation>
    </message>
    <message>
        <source>Saves everything the wizard found and did as a text file.</source>
        <translation>把向导发现的所有情况和执行的所有操作保存为文本文件。</translation>
    </message>
    <message>
        <source>Saves the same report as JSON, for scripts and for IT staff.</source>
        <translation>把同一份报告保存为 JSON，供脚本和 IT 人员使用。</translation>
    </message>
    <message>
        <source>Copies the text report, to paste it into a message when you ask for help.</source>
        <translation>复制文本报告，求助时可以把它粘贴到消息中。</translation>
    </message>
    <message>
        <source>What was done</source>
        <translation>已完成的操作</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, so that programs see the changed environment.</source>
        <translation>请打开一个新的终端，或者注销后重新登录，让程序能看到更改后的环境。</translation>
    </message>
    <message>
        <source>Fix what the check found (Back shows each failed check with what to do), then check again.</source>
        <translation>请解决检查中发现的问题（点击“上一步”可以看到每一项失败的检查及建议操作），然后重新检查。</translation>
    </message>
    <message>
        <source>cuDNN needs an NVIDIA graphics card and its driver to run. On a computer with both, check it again to see it work.</source>
        <translation>cuDNN 需要 NVIDIA 显卡及其驱动程序才能运行。在同时具备两者的电脑上再检查一次，就能看到它正常工作。</translation>
    </message>
    <message>
        <source>To check this copy again later from a terminal:</source>
        <translation>以后要在终端中重新检查这份 cuDNN，请运行：</translation>
    </message>
    <message>
        <source>To see which cuDNN PyTorch uses, run the line below. It prints a number such as 91900 for cuDNN 9.19.0. PyTorch installed with pip or conda usually brings its own copy of cuDNN, so this shows that copy, which can differ from the one checked here.</source>
        <translation>要查看 PyTorch 使用的是哪个 cuDNN，请运行下面这行命令。它会输出一个数字，例如 cuDNN 9.19.0 对应 91900。用 pip 或 conda 安装的 PyTorch 通常自带一份 cuDNN，因此这里显示的是那一份，它可能与这里检查的 cuDNN 不同。</translation>
    </message>
    <message>
        <source>Save the report as JSON</source>
        <translation>将报告保存为 JSON</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>文本文件 (*.txt)</translation>
    </message>
    <message>
        <source>Report copied. Paste it into your message when you ask for help.</source>
        <translation>报告已复制。求助时请把它粘贴到你的消息中。</translation>
    </message>
    <message>
        <source>Keep my &amp;user name in the paths</source>
        <translation>在路径中保留我的用户名(&amp;U)</translation>
    </message>
    <message>
        <source>Off: paths such as /home/anna or C:\Users\anna appear as /home/&lt;user&gt; in the saved or copied report, so you can post it in a forum without saying who you are.</source>
        <translation>关闭时：在保存或复制的报告中，/home/anna 或 C:\Users\anna 这样的路径会显示为 /home/&lt;user&gt;，这样你可以把报告发到论坛上而不暴露身份。</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FirstProgramPanel</name>
    <message>
        <source>Your first CUDA + cuDNN program</source>
        <translation>你的第一个 CUDA + cuDNN 程序</translation>
    </message>
    <message>
        <source>The new toolkit&apos;s nvcc compiles a ten-line program that calls cudnnGetVersion() and cudaRuntimeGetVersion(), and runs it. Neither call needs the GPU.</source>
        <translation>用新工具包的 nvcc 编译一个调用 cudnnGetVersion() 和 cudaRuntimeGetVersion() 的十行程序并运行它。这两个调用都不需要 GPU。</translation>
    </message>
    <message>
        <source>nvcc --version: waiting…</source>
        <translation>nvcc --version：等待中…</translation>
    </message>
    <message>
        <source>Compiling the program: waiting…</source>
        <translation>编译程序：等待中…</translation>
    </message>
    <message>
        <source>Running the program: waiting…</source>
        <translation>运行程序：等待中…</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FrameworkImpactPanel</name>
    <message>
        <source>Only in an activation &amp;script (recommended)</source>
        <translation>仅放入激活脚本(&amp;S)（推荐）</translation>
    </message>
    <message>
        <source>On the library path of &amp;every program</source>
        <translation>加入每个程序的库搜索路径(&amp;E)</translation>
    </message>
    <message>
        <source>Put the library folder only in an activation script</source>
        <translation>只把库文件夹放入激活脚本</translation>
    </message>
    <message>
        <source>Put the library folder on the library path of every program</source>
        <translation>把库文件夹加入每个程序的库搜索路径</translation>
    </message>
    <message>
        <source>Where should the library folder go? An activation script is a small file that you source (. FILE) in the terminal where you build or run your own programs; everything else keeps the library path it has now.</source>
        <translation>库文件夹应该放在哪里？激活脚本是一个小文件，你在构建或运行自己程序的终端中用 source 载入它（. FILE）；其他所有程序都保持现在的库搜索路径。</translation>
    </message>
    <message>
        <source>The frameworks on this computer keep the cuDNN they load now. On the library path of every program, the new cuDNN would change that:</source>
        <translation>这台电脑上的框架会继续加载它们现在使用的 cuDNN。如果加入每个程序的库搜索路径，新的 cuDNN 会改变这一点：</translation>
    </message>
    <message>
        <source>This install would stop frameworks that work now:</source>
        <translation>本次安装会让现在能正常工作的框架无法工作：</translation>
    </message>
    <message>
        <source>This install changes the cuDNN that frameworks on this computer load:</source>
        <translation>本次安装会改变这台电脑上的框架所加载的 cuDNN：</translation>
    </message>
    <message>
        <source>Frameworks on this computer that find no cuDNN now will find the new one:</source>
        <translation>这台电脑上目前找不到 cuDNN 的框架将会找到新的 cuDNN：</translation>
    </message>
    <message>
        <source>No framework on this computer changes the cuDNN it loads.</source>
        <translation>这台电脑上没有任何框架会改变它加载的 cuDNN。</translation>
    </message>
    <message>
        <source>To use this cuDNN for your own programs, run in their terminal first: %1</source>
        <translation>要让你自己的程序使用这个 cuDNN，请先在运行它们的终端中执行：%1</translation>
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
        <source>No NVIDIA GPU was found.</source>
        <translation>没有找到 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The GPUs can be listed once the driver works.</source>
        <translation>驱动程序正常工作后，才能列出 GPU。</translation>
    </message>
    <message>
        <source>The GPUs of that system can only be listed on it.</source>
        <translation>那台系统的 GPU 只能在其本身上列出。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::HttpTransfer</name>
    <message>
        <source>the server sent a different part of the file than asked for</source>
        <translation>服务器发送的文件片段与请求的不一致</translation>
    </message>
    <message>
        <source>the connection ended before the whole file arrived</source>
        <translation>在收到完整文件之前，连接就结束了</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallChoicesPanel</name>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>CUDA (version unknown)</source>
        <translation>CUDA（版本未知）</translation>
    </message>
    <message>
        <source>%1 in %2 (default)</source>
        <translation>%1，位于 %2（默认）</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，位于 %2</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>浏览(&amp;R)…</translation>
    </message>
    <message>
        <source>Just for &amp;me</source>
        <translation>仅为我安装(&amp;M)</translation>
    </message>
    <message>
        <source>Set up the &amp;environment so that programs find cuDNN</source>
        <translation>配置环境，让程序能找到 cuDNN(&amp;E)</translation>
    </message>
    <message>
        <source>Install into the CUDA Toolkit</source>
        <translation>安装到 CUDA 工具包中</translation>
    </message>
    <message>
        <source>Install side by side, in a folder of its own</source>
        <translation>并排安装，装在独立的文件夹中</translation>
    </message>
    <message>
        <source>CUDA Toolkit to install into</source>
        <translation>要安装到的 CUDA 工具包</translation>
    </message>
    <message>
        <source>Folder for a side-by-side install</source>
        <translation>并排安装使用的文件夹</translation>
    </message>
    <message>
        <source>Choose the folder for a side-by-side install</source>
        <translation>选择并排安装使用的文件夹</translation>
    </message>
    <message>
        <source>Install just for me</source>
        <translation>仅为我安装</translation>
    </message>
    <message>
        <source>Install for all users</source>
        <translation>为所有用户安装</translation>
    </message>
    <message>
        <source>Set up the environment</source>
        <translation>配置环境</translation>
    </message>
    <message>
        <source>Adds the library folder to LD_LIBRARY_PATH (for you) or to the loader&apos;s configuration (for all users), only where programs do not find it already.</source>
        <translation>把库文件夹添加到 LD_LIBRARY_PATH（仅为你安装时）或动态链接器的配置中（为所有用户安装时）；只有在程序原本找不到它时才会添加。</translation>
    </message>
    <message>
        <source>CUDA T&amp;oolkit:</source>
        <translation>CUDA 工具包(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found</source>
        <translation>没有找到 CUDA 工具包</translation>
    </message>
    <message>
        <source>Into the CUDA &amp;Toolkit&apos;s folders (recommended)</source>
        <translation>装入 CUDA 工具包的文件夹（推荐）(&amp;T)</translation>
    </message>
    <message>
        <source>Into the CUDA &amp;Toolkit&apos;s folders</source>
        <translation>装入 CUDA 工具包的文件夹(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Side by side, in a folder of its own (recommended)</source>
        <translation>并排安装，装在独立的文件夹中（推荐）(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Side by side, in a folder of its own</source>
        <translation>并排安装，装在独立的文件夹中(&amp;S)</translation>
    </message>
    <message>
        <source>Folder for cuDNN</source>
        <translation>cuDNN 的文件夹</translation>
    </message>
    <message>
        <source>For all &amp;users of this computer (needs administrator rights)</source>
        <translation>为这台电脑的所有用户安装（需要管理员权限）(&amp;U)</translation>
    </message>
    <message>
        <source>New: CUDA %1 in %2, installed with cuDNN</source>
        <translation>新的：CUDA %1，位于 %2，与 cuDNN 一起安装</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallPage</name>
    <message>
        <source>&amp;Try again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>Install cuDNN</source>
        <translation>安装 cuDNN</translation>
    </message>
    <message>
        <source>Choose where cuDNN goes and check what will happen. Nothing changes until you click Install, and everything it does can be undone.</source>
        <translation>选择 cuDNN 的安装位置，并查看将会发生什么。在你点击“安装”之前，不会做任何更改；安装所做的一切都可以撤销。</translation>
    </message>
    <message>
        <source>&amp;Install</source>
        <translation>安装(&amp;I)</translation>
    </message>
    <message>
        <source>Go back and unpack the archive again</source>
        <translation>返回并重新解压压缩包</translation>
    </message>
    <message>
        <source>Where to install</source>
        <translation>安装位置</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>将会发生什么</translation>
    </message>
    <message>
        <source>The archive is not unpacked any more (the last attempt used it up).</source>
        <translation>压缩包的解压结果已不存在（上一次尝试已经用掉了）。</translation>
    </message>
    <message>
        <source>Click Try again to go back and unpack it again.</source>
        <translation>请点击“重试”，返回并重新解压。</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>Installing with administrator rights…</source>
        <translation>正在以管理员权限安装…</translation>
    </message>
    <message>
        <source>Waiting for the administrator password, then installing…</source>
        <translation>正在等待输入管理员密码，随后开始安装…</translation>
    </message>
    <message>
        <source>Click Try again to unpack the archive again.</source>
        <translation>请点击“重试”，重新解压压缩包。</translation>
    </message>
    <message>
        <source>The install could not start. Nothing was changed.</source>
        <translation>安装无法开始。没有做任何更改。</translation>
    </message>
    <message>
        <source>Installing %1 (record %2)</source>
        <translation>正在安装 %1（记录 %2）</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Cancel requested</source>
        <translation>已请求取消</translation>
    </message>
    <message>
        <source>Click Try again to unpack the archive again and retry.</source>
        <translation>请点击“重试”，重新解压压缩包后再试一次。</translation>
    </message>
    <message>
        <source>Installed %1.</source>
        <translation>已安装 %1。</translation>
    </message>
    <message>
        <source>Installed.</source>
        <translation>已安装。</translation>
    </message>
    <message>
        <source>The CUDA pieces could not be unpacked. Nothing was changed.</source>
        <translation>CUDA 组件无法解压。系统没有任何改动。</translation>
    </message>
    <message>
        <source>Click Try again to go back and get them again.</source>
        <translation>点击“重试”返回并重新获取。</translation>
    </message>
    <message>
        <source>Installing for all users was cancelled; nothing was changed.</source>
        <translation>已取消为所有用户安装；没有做任何更改。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallProgressPanel</name>
    <message>
        <source>&amp;Cancel install</source>
        <translation>取消安装(&amp;C)</translation>
    </message>
    <message>
        <source>Install progress</source>
        <translation>安装进度</translation>
    </message>
    <message>
        <source>Cancel the install and undo it</source>
        <translation>取消安装并撤销已做的更改</translation>
    </message>
    <message>
        <source>Unpacking %1…</source>
        <translation>正在解压 %1…</translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation>正在解压 %1</translation>
    </message>
    <message>
        <source>Unpacking the CUDA pieces…</source>
        <translation>正在解压 CUDA 组件…</translation>
    </message>
    <message>
        <source>Cancelling: undoing what was done so far…</source>
        <translation>正在取消：正在撤销到目前为止所做的更改…</translation>
    </message>
    <message>
        <source>Undoing: %1</source>
        <translation>正在撤销：%1</translation>
    </message>
    <message>
        <source>Unpacking the CUDA %1 pieces (%2)…</source>
        <translation>正在解压 CUDA %1 组件（%2）…</translation>
    </message>
    <message numerus="yes">
        <source>Unpacked the CUDA pieces: %n archive(s).</source>
        <translation>
            <numerusform>已解压 CUDA 组件：%n 个压缩包。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallWorkflow</name>
    <message>
        <source>An earlier install was interrupted: %1 (%2, record %3). Run `cudnn-setup resume %3` to finish it or `cudnn-setup rollback %3` to undo it (the wizard&apos;s first page offers both), then install again.</source>
        <translation>之前的一次安装被中断了：%1（%2，记录 %3）。运行 `cudnn-setup resume %3` 完成它，或运行 `cudnn-setup rollback %3` 撤销它（向导的第一页也提供这两项操作），然后再安装。</translation>
    </message>
    <message>
        <source>The records folder %1 cannot be used: %2 Nothing was changed.</source>
        <translation>无法使用记录文件夹 %1：%2 没有做任何更改。</translation>
    </message>
    <message>
        <source>it cannot be created.</source>
        <translation>无法创建它。</translation>
    </message>
    <message>
        <source>This plan (record %1) was applied before. See `cudnn-setup status`; to finish or undo it, use `cudnn-setup resume %1` or `cudnn-setup rollback %1`.</source>
        <translation>此计划（记录 %1）之前已经执行过。请查看 `cudnn-setup status`；要完成或撤销它，请使用 `cudnn-setup resume %1` 或 `cudnn-setup rollback %1`。</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created. Nothing was changed.</source>
        <translation>无法创建文件夹 %1。没有做任何更改。</translation>
    </message>
    <message>
        <source>the CUDA %1 pieces (%2 of %3: %4)</source>
        <translation>CUDA %1 组件（第 %2 个，共 %3 个：%4）</translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new CUDA %1 toolkit folder; for all users it is %2.</source>
        <translation>CUDA 组件和 cuDNN 会装进同一个新的 CUDA %1 工具包文件夹；为所有用户安装时是 %2。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InterruptedInstallBanner</name>
    <message>
        <source>Resume the interrupted install</source>
        <translation>继续完成被中断的安装</translation>
    </message>
    <message>
        <source>Roll back the interrupted install</source>
        <translation>回滚被中断的安装</translation>
    </message>
    <message>
        <source>Undoing an earlier install stopped part-way: %1 (%2). Resume finishes undoing it; Roll back does the same.</source>
        <translation>撤销之前的一次安装时中途停止了：%1（%2）。“继续完成”会把撤销做完；“回滚”的作用相同。</translation>
    </message>
    <message>
        <source>An earlier install was interrupted: %1 (%2). Resume finishes it; Roll back undoes what it did, so your system is as it was before it started.</source>
        <translation>之前的一次安装被中断了：%1（%2）。“继续完成”会完成这次安装；“回滚”会撤销它已做的更改，让你的系统恢复到安装开始之前的状态。</translation>
    </message>
    <message>
        <source>Finish or undo the interrupted install first</source>
        <translation>请先完成或撤销被中断的安装</translation>
    </message>
    <message>
        <source>Undoing %1…</source>
        <translation>正在撤销 %1…</translation>
    </message>
    <message>
        <source>Finishing %1…</source>
        <translation>正在继续完成 %1…</translation>
    </message>
    <message>
        <source>Rolling back</source>
        <translation>正在回滚</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>正在继续完成</translation>
    </message>
    <message>
        <source>Rolled back %1: the system is as it was before.</source>
        <translation>已回滚 %1：系统已恢复到安装之前的状态。</translation>
    </message>
    <message>
        <source>Finished installing %1.</source>
        <translation>已完成安装 %1。</translation>
    </message>
    <message>
        <source>Rolling back %1 did not complete.</source>
        <translation>回滚 %1 未能完成。</translation>
    </message>
    <message>
        <source>Finishing %1 did not complete.</source>
        <translation>未能继续完成 %1 的安装。</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>继续完成(&amp;S)</translation>
    </message>
    <message>
        <source>Roll ba&amp;ck</source>
        <translation>回滚(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LicenseOffer</name>
    <message>
        <source>NVIDIA cuDNN Software License Agreement</source>
        <translation>NVIDIA cuDNN 软件许可协议</translation>
    </message>
    <message>
        <source>cuDNN is licensed by NVIDIA. Read the license before you download: %1</source>
        <translation>cuDNN 由 NVIDIA 授权使用。下载前请阅读许可协议：%1</translation>
    </message>
    <message>
        <source>You accepted this license for cuDNN %1 earlier.</source>
        <translation>你之前已经为 cuDNN %1 接受过此许可协议。</translation>
    </message>
    <message>
        <source>I have read and accept the licen&amp;se</source>
        <translation>我已阅读并接受许可协议(&amp;S)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LiveCatalogue</name>
    <message>
        <source>The server said the listing %1 was unchanged, but the saved copy is gone.</source>
        <translation>服务器表示列表 %1 没有变化，但保存的副本已不存在。</translation>
    </message>
    <message>
        <source>The release listing %1 could not be refreshed (%2); the copy read on %3 is used.</source>
        <translation>无法刷新版本列表 %1（%2）；将使用 %3 读取的副本。</translation>
    </message>
    <message>
        <source>The release listing could not be read, so the releases offered are those this wizard shipped with (data as of %1). %2</source>
        <translation>无法读取版本列表，因此提供的是向导自带的版本（数据截至 %1）。%2</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>%1 lists no release manifests (redistrib_&lt;version&gt;.json).</source>
        <translation>%1 没有列出任何版本清单（redistrib_&lt;版本&gt;.json）。</translation>
    </message>
    <message>
        <source>it says it is release %1</source>
        <translation>它声称自己是版本 %1</translation>
    </message>
    <message>
        <source>it has no cuDNN %1 in it</source>
        <translation>其中没有 cuDNN %1</translation>
    </message>
    <message>
        <source>%1 %2 is listed by the source, but its manifest could not be read, so it is not offered: %3</source>
        <translation>下载源列出了 %1 %2，但无法读取它的清单，因此不提供该版本：%3</translation>
    </message>
    <message>
        <source>The manifest of %1 %2 at %3 cannot be used, so the release is not offered: %4</source>
        <translation>%3 处 %1 %2 的清单无法使用，因此不提供该版本：%4</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LocalArchivePanel</name>
    <message>
        <source>&amp;Choose the archive…</source>
        <translation>选择压缩包(&amp;C)…</translation>
    </message>
    <message>
        <source>Choose the cuDNN archive</source>
        <translation>选择 cuDNN 压缩包</translation>
    </message>
    <message>
        <source>cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)</source>
        <translation>cuDNN 压缩包 (*.tar.xz *.tgz *.tar.gz *.zip);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Use a cuDNN archive you already have (a USB stick, a shared folder, an earlier download): drag it onto this page, or choose it. Any release for %1 and CUDA %2 will do.</source>
        <translation>使用你已有的 cuDNN 压缩包（U 盘、共享文件夹、之前下载的文件）：把它拖到本页面上，或者选择它。任何适用于 %1 平台和 CUDA %2 的版本都可以。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ManualStepsDialog</name>
    <message>
        <source>Install by hand</source>
        <translation>手动安装</translation>
    </message>
    <message>
        <source>Run these commands in a Command Prompt opened with &quot;Run as administrator&quot;. They copy exactly the files shown in the preview.</source>
        <translation>请在用“以管理员身份运行”打开的命令提示符中运行这些命令。它们复制的文件与预览中显示的完全相同。</translation>
    </message>
    <message>
        <source>Run these commands in a terminal. Lines starting with sudo ask for your password (or your administrator&apos;s). They copy exactly the files shown in the preview.</source>
        <translation>请在终端中运行这些命令。以 sudo 开头的行会要求输入你的密码（或管理员的密码）。它们复制的文件与预览中显示的完全相同。</translation>
    </message>
    <message>
        <source>Commands to install by hand</source>
        <translation>手动安装的命令</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the commands</source>
        <translation>复制命令</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::MirrorBuilder</name>
    <message>
        <source>The list of files for cuDNN %1 could not be read from %2. %3</source>
        <translation>无法从 %2 读取 cuDNN %1 的文件清单。%3</translation>
    </message>
    <message>
        <source>--releases names no release. Give a comma-separated list such as 9.19,9.20.</source>
        <translation>--releases 没有指定任何版本。请给出用英文逗号分隔的列表，例如 9.19,9.20。</translation>
    </message>
    <message>
        <source>%1 is not a platform of NVIDIA&apos;s downloads. Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation>%1 不是 NVIDIA 下载所用的平台。请使用 linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64 或 windows-arm64。</translation>
    </message>
    <message>
        <source>--platforms names no platform. Give a comma-separated list such as linux-x86_64,windows-x86_64.</source>
        <translation>--platforms 没有指定任何平台。请给出用英文逗号分隔的列表，例如 linux-x86_64,windows-x86_64。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created. Choose a --dest you may write to.</source>
        <translation>无法创建文件夹 %1。请选择一个你有写入权限的 --dest。</translation>
    </message>
    <message>
        <source>Reading the list of files for cuDNN %1 from %2…</source>
        <translation>正在从 %2 读取 cuDNN %1 的文件清单…</translation>
    </message>
    <message>
        <source>The list of files for cuDNN %1 on %2 is damaged or not a cuDNN manifest (%3).</source>
        <translation>%2 上 cuDNN %1 的文件清单已损坏，或者不是 cuDNN 清单（%3）。</translation>
    </message>
    <message>
        <source>no cudnn component</source>
        <translation>没有 cudnn 组件</translation>
    </message>
    <message>
        <source>The list of files on %1 is for cuDNN %2, not %3 as asked. If it is a mirror, it may be out of date.</source>
        <translation>%1 上的文件清单是 cuDNN %2 的，而不是所要求的 %3。如果这是镜像，它可能已经过时。</translation>
    </message>
    <message>
        <source>cuDNN %1 has no %2 build on %3, so the mirror cannot hold one. It has: %4.</source>
        <translation>%3 上的 cuDNN %1 没有 %2 版本，所以镜像中无法包含它。现有的平台：%4。</translation>
    </message>
    <message>
        <source>The licence text could not be written to %1.</source>
        <translation>无法把许可协议文本写入 %1。</translation>
    </message>
    <message>
        <source>The licence text could not be read from %1, so the mirror goes without it: %2</source>
        <translation>无法从 %1 读取许可协议文本，镜像中将不包含它：%2</translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 could not be read from %2. %3</source>
        <translation>无法从 %2 读取 CUDA %1 的文件列表。%3</translation>
    </message>
    <message>
        <source>%1 is not a CUDA release of NVIDIA&apos;s CUDA redist. Give its full number, such as 13.0.2 or 12.9.1.</source>
        <translation>%1 不是 NVIDIA CUDA redist 中的 CUDA 版本。请给出完整版本号，例如 13.0.2 或 12.9.1。</translation>
    </message>
    <message>
        <source>--cuda-releases names no release. Give a comma-separated list such as 13.0.2,12.9.1.</source>
        <translation>--cuda-releases 没有给出任何版本。请给出用逗号分隔的列表，例如 13.0.2,12.9.1。</translation>
    </message>
    <message>
        <source>Reading the list of files for CUDA %1 from %2…</source>
        <translation>正在从 %2 读取 CUDA %1 的文件列表…</translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 on %2 is damaged or not a CUDA manifest.</source>
        <translation>%2 上 CUDA %1 的文件列表已损坏，或者不是 CUDA 清单。</translation>
    </message>
    <message>
        <source>CUDA %1 on %2 has no %3 for %4, so the mirror cannot hold the %5 profile there.</source>
        <translation>%2 上的 CUDA %1 没有适用于 %4 的 %3，所以镜像无法为该平台保存 %5 组合。</translation>
    </message>
    <message>
        <source>No archive of %1 %2 is in the mirror now; its list %3 was removed.</source>
        <translation>镜像中现在没有 %1 %2 的任何压缩包；已删除其列表 %3。</translation>
    </message>
    <message>
        <source>The list of files %1 could not be written; the mirror does not offer %2 %3 until it is.</source>
        <translation>无法写入文件列表 %1；在写入之前，镜像不提供 %2 %3。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PastedErrorPanel</name>
    <message>
        <source>&amp;Diagnose</source>
        <translation>诊断(&amp;D)</translation>
    </message>
    <message>
        <source>Cl&amp;ear</source>
        <translation>清除(&amp;E)</translation>
    </message>
    <message>
        <source>Open a &amp;log file…</source>
        <translation>打开日志文件(&amp;L)…</translation>
    </message>
    <message>
        <source>The error message you saw</source>
        <translation>你看到的错误消息</translation>
    </message>
    <message>
        <source>Paste the error message here: the whole output of the program, from its start. Chinese text around it does no harm.</source>
        <translation>请把错误消息粘贴到这里：程序从启动开始的全部输出。夹杂中文文本也没关系。</translation>
    </message>
    <message>
        <source>Diagnose the pasted error message</source>
        <translation>诊断粘贴的错误消息</translation>
    </message>
    <message>
        <source>Clear the pasted error message and its diagnosis</source>
        <translation>清除粘贴的错误消息及其诊断结果</translation>
    </message>
    <message>
        <source>Open a log file with the error message</source>
        <translation>打开包含错误消息的日志文件</translation>
    </message>
    <message>
        <source>Reads the text of a saved log (UTF-8, UTF-16 as PowerShell writes it, or GBK). Of a large file only the last MiB is read, where a program&apos;s last error is.</source>
        <translation>读取已保存日志的文本（UTF-8、PowerShell 写出的 UTF-16，或 GBK）。对于大文件，只读取最后 1 MiB，程序最后出现的错误就在那里。</translation>
    </message>
    <message>
        <source>Paste the error a program printed — PyTorch, TensorFlow, JAX, ONNX Runtime, PaddlePaddle, cuDNN itself or the system&apos;s loader — and the wizard says what it means on this computer and what to do.</source>
        <translation>粘贴程序输出的错误（来自 PyTorch、TensorFlow、JAX、ONNX Runtime、PaddlePaddle、cuDNN 本身或系统的动态链接器），向导会告诉你它在这台电脑上意味着什么，以及该怎么做。</translation>
    </message>
    <message>
        <source>To check the whole setup of this computer instead, read the findings above: they come from the full check, and Re-check runs it again.</source>
        <translation>如果想检查这台电脑的整体配置，请查看上面发现的问题：它们来自完整检查，点击“重新检查”可以再运行一次。</translation>
    </message>
    <message>
        <source>Open the log with the error message</source>
        <translation>打开包含错误消息的日志</translation>
    </message>
    <message>
        <source>Logs and text (*.log *.txt *.out *.err);;All files (*)</source>
        <translation>日志和文本 (*.log *.txt *.out *.err);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>%1 does not look like text: it may be a program, an image or an archive. Open the log the program wrote, or paste the message itself.</source>
        <translation>%1 看起来不是文本：它可能是程序、图片或压缩包。请打开程序写出的日志，或者直接粘贴消息本身。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 是空的。</translation>
    </message>
    <message>
        <source>Read from %1. %2</source>
        <translation>已从 %1 读取。%2</translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation>已从 %1 读取。</translation>
    </message>
    <message>
        <source>Available once the check of this computer has finished.</source>
        <translation>这台电脑的检查完成后即可使用。</translation>
    </message>
    <message>
        <source>Finds the known cuDNN messages in the text and says what each means on this computer and what to do. Nothing is changed.</source>
        <translation>在文本中查找已知的 cuDNN 相关消息，并说明每条消息在这台电脑上意味着什么、该怎么做。不会做任何更改。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PlainHttpConsent</name>
    <message>
        <source>Use this plain &amp;http:// server anyway: I trust the network between it and this computer</source>
        <translation>仍然使用这个纯 http:// 服务器：我信任它与这台电脑之间的网络(&amp;H)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PlanPreview</name>
    <message>
        <source>new link → %1</source>
        <translation>新链接 → %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>replaces the file there</source>
        <translation>替换原有文件</translation>
    </message>
    <message>
        <source>replaces cuDNN %1&apos;s copy</source>
        <translation>替换 cuDNN %1 的文件</translation>
    </message>
    <message>
        <source>%1 (link → %2)</source>
        <translation>%1（链接 → %2）</translation>
    </message>
    <message>
        <source>Files the install writes and removes</source>
        <translation>安装将写入和删除的文件</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Working out what the install will do…</source>
        <translation>正在计算安装将要执行的操作…</translation>
    </message>
    <message>
        <source>This cannot be installed as chosen:</source>
        <translation>无法按所选方式安装：</translation>
    </message>
    <message>
        <source>cuDNN %1 is already installed in %2 exactly like this: nothing to do. Click Continue to go on.</source>
        <translation>cuDNN %1 已经以完全相同的方式安装在 %2 中：无需任何操作。点击“继续”进入下一步。</translation>
    </message>
    <message numerus="yes">
        <source>%n new file(s) to write</source>
        <translation>
            <numerusform>将写入 %n 个新文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) to write: %1 new, %2 replacing files there</source>
        <translation>
            <numerusform>将写入 %n 个文件：%1 个新文件，%2 个替换原有文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale file(s) of the older copy removed, so that sub-libraries of two releases never mix</source>
        <translation>
            <numerusform>将删除旧副本中的 %n 个过时文件，以免两个版本的子库混在一起</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) already in place and identical</source>
        <translation>
            <numerusform>%n 个文件已存在且完全相同</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new folder(s)</source>
        <translation>
            <numerusform>%n 个新文件夹</numerusform>
        </translation>
    </message>
    <message>
        <source>New folders:
%1</source>
        <translation>新文件夹：
%1</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (in %4)</source>
        <translation>%1：%2 → %3（位于 %4）</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>No change needed.</source>
        <translation>无需更改。</translation>
    </message>
    <message>
        <source>No change needed (see the notes below).</source>
        <translation>无需更改（见下方说明）。</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Disk space: %1 needed, %2 available.</source>
        <translation>磁盘空间：需要 %1，可用 %2。</translation>
    </message>
    <message>
        <source>Disk space: %1 needed.</source>
        <translation>磁盘空间：需要 %1。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>new folder</source>
        <translation>新文件夹</translation>
    </message>
    <message>
        <source>removed: left over from an older copy</source>
        <translation>删除：旧副本遗留的文件</translation>
    </message>
    <message>
        <source>removed: left over from cuDNN %1</source>
        <translation>删除：cuDNN %1 遗留的文件</translation>
    </message>
    <message>
        <source>one line added (environment)</source>
        <translation>添加一行（环境）</translation>
    </message>
    <message>
        <source>written (environment)</source>
        <translation>写入（环境）</translation>
    </message>
    <message>
        <source>Libraries go to %1.</source>
        <translation>库文件将放到 %1。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Joins the counts of what the install does into one line: &quot;38 new files to write; 3 new folders&quot;.</extracomment>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>Every file it writes or removes (%n)</source>
        <translation>
            <numerusform>写入或删除的所有文件（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>环境：</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ProgramLoadPanel</name>
    <message>
        <source>found through LD_LIBRARY_PATH</source>
        <translation>通过 LD_LIBRARY_PATH 找到</translation>
    </message>
    <message>
        <source>found through /etc/ld.so.conf (the loader&apos;s list of folders)</source>
        <translation>通过 /etc/ld.so.conf（动态链接器的文件夹列表）找到</translation>
    </message>
    <message>
        <source>found in one of the loader&apos;s built-in folders</source>
        <translation>在动态链接器的某个内置文件夹中找到</translation>
    </message>
    <message>
        <source>&amp;What will a program load?</source>
        <translation>程序会加载哪个文件(&amp;W)？</translation>
    </message>
    <message>
        <source>Load cuDNN the way a program would and show which file it gets</source>
        <translation>像程序那样加载 cuDNN，并显示它得到的是哪个文件</translation>
    </message>
    <message>
        <source>Runs a small helper program that loads cuDNN by name, exactly as a deep-learning program does, and shows which file the system gave it. Nothing is changed.</source>
        <translation>运行一个小的辅助程序，像深度学习程序那样按名称加载 cuDNN，并显示系统给了它哪个文件。不会做任何更改。</translation>
    </message>
    <message>
        <source>The folders the loader searches, read from the environment and /etc/ld.so.conf, say which file comes first. The button below asks the system itself.</source>
        <translation>根据环境变量和 /etc/ld.so.conf 读出的动态链接器查找文件夹，可以知道哪个文件排在最前面。下面的按钮会直接询问系统。</translation>
    </message>
    <message>
        <source>The helper runs on this computer with the wizard&apos;s own environment; it does not look inside %1.</source>
        <translation>辅助程序在这台电脑上以向导自身的环境运行；它不会查看 %1 内部。</translation>
    </message>
    <message>
        <source>What will a program load?</source>
        <translation>程序会加载哪个文件？</translation>
    </message>
    <message>
        <source>In the folders the loader searches there is no libcudnn.so.&lt;major&gt;: a program asking for cuDNN by name would not find it.</source>
        <translation>动态链接器查找的文件夹中没有 libcudnn.so.&lt;major&gt;：按名称请求 cuDNN 的程序会找不到它。</translation>
    </message>
    <message>
        <source>cuDNN %1</source>
        <translation>cuDNN %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>版本未知</translation>
    </message>
    <message>
        <source>A program asking for libcudnn.so.%1 gets %2 (%3), %4.</source>
        <translation>请求 libcudnn.so.%1 的程序会得到 %2（%3），%4。</translation>
    </message>
    <message>
        <source>Loading cuDNN by name in a separate helper program…</source>
        <translation>正在一个独立的辅助程序中按名称加载 cuDNN…</translation>
    </message>
    <message>
        <source>The folders Windows searches for DLLs, read from the environment (PATH), say which file comes first. The button below asks the system itself.</source>
        <translation>Windows 查找 DLL 的文件夹（从环境变量 PATH 读取）决定先找到哪个文件。下面的按钮会直接询问系统。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ProxyCredentialsDialog</name>
    <message>
        <source>Proxy sign-in</source>
        <translation>代理服务器登录</translation>
    </message>
    <message>
        <source>The proxy server %1 of your network asks for a user name and password before the download can continue. These are your network&apos;s (for example your campus or company account), not an NVIDIA account. They are used for this download only and not saved.</source>
        <translation>你所在网络的代理服务器 %1 要求提供用户名和密码，之后才能继续下载。这是你所在网络的账户（例如校园网或公司账户），不是 NVIDIA 账户。它们只用于本次下载，不会被保存。</translation>
    </message>
    <message>
        <source>The proxy calls itself &quot;%1&quot;.</source>
        <translation>该代理服务器自称“%1”。</translation>
    </message>
    <message>
        <source>Proxy &amp;user name:</source>
        <translation>代理服务器用户名(&amp;U)：</translation>
    </message>
    <message>
        <source>Proxy &amp;password:</source>
        <translation>代理服务器密码(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ReleasePicker</name>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation>适用于 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
    <message>
        <source>%1 (may not work here)</source>
        <translation>%1（在这台电脑上可能无法使用）</translation>
    </message>
    <message>
        <source>Choose another &amp;release:</source>
        <translation>选择其他版本(&amp;R)：</translation>
    </message>
    <message>
        <source>Recommended for this computer: cuDNN %1 for CUDA %2</source>
        <translation>推荐用于这台电脑：适用于 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>No cuDNN build can be recommended for this computer yet.</source>
        <translation>暂时还无法为这台电脑推荐 cuDNN 版本。</translation>
    </message>
    <message>
        <source>Released %1</source>
        <translation>发布于 %1</translation>
    </message>
    <message>
        <source>This build may not work on this computer:</source>
        <translation>这个版本在这台电脑上可能无法使用：</translation>
    </message>
    <message>
        <source>You can still get it, for example for another computer.</source>
        <translation>你仍然可以获取它，例如给另一台电脑使用。</translation>
    </message>
    <message>
        <source>%1 (early access)</source>
        <translation>%1（抢先体验版）</translation>
    </message>
    <message>
        <source>%1 (new: not yet in the wizard&apos;s data)</source>
        <translation>%1（新版本：尚未收入向导数据）</translation>
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
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::SourcePage</name>
    <message>
        <source>Get the cuDNN archive</source>
        <translation>获取 cuDNN 压缩包</translation>
    </message>
    <message>
        <source>Choose the cuDNN build and how to get it. The wizard checks the file before it is used; nothing is installed on this page.</source>
        <translation>选择 cuDNN 版本以及获取方式。向导会在使用文件之前先检查它；本页面不会安装任何内容。</translation>
    </message>
    <message>
        <source>The wizard downloads the archive from NVIDIA&apos;s public download server and checks it. No account is needed.</source>
        <translation>向导从 NVIDIA 的公共下载服务器下载压缩包并进行检查。无需账户。</translation>
    </message>
    <message>
        <source>Sign in at NVIDIA Developer in your bro&amp;wser</source>
        <translation>在浏览器中登录 NVIDIA Developer(&amp;W)</translation>
    </message>
    <message>
        <source>When the download above does not work, get the file on NVIDIA&apos;s website in your own browser; the wizard waits for it in your Downloads folder. You sign in only in the browser: the wizard never sees your NVIDIA password.</source>
        <translation>如果上面的下载方式不可用，请在你自己的浏览器中从 NVIDIA 网站获取文件；向导会在你的“下载”文件夹中等待它。你只需在浏览器中登录：向导绝不会看到你的 NVIDIA 密码。</translation>
    </message>
    <message>
        <source>An archive I already &amp;have</source>
        <translation>我已有的压缩包(&amp;H)</translation>
    </message>
    <message>
        <source>A file you downloaded earlier or got on a USB stick or from a shared folder. You can also drag it onto this page.</source>
        <translation>你之前下载的文件，或者从 U 盘、共享文件夹中得到的文件。也可以把它拖到本页面上。</translation>
    </message>
    <message>
        <source>A lab &amp;mirror</source>
        <translation>实验室镜像站(&amp;M)</translation>
    </message>
    <message>
        <source>Your lab or school keeps NVIDIA&apos;s files on its own server or in a shared folder.</source>
        <translation>你的实验室或学校在自己的服务器或共享文件夹中保存了 NVIDIA 的文件。</translation>
    </message>
    <message>
        <source>Which cuDNN</source>
        <translation>cuDNN 版本</translation>
    </message>
    <message>
        <source>How to get it</source>
        <translation>获取方式</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2, %3</source>
        <translation>适用于 CUDA %2 的 cuDNN %1，%3 平台</translation>
    </message>
    <message>
        <source>Download from N&amp;VIDIA (recommended)</source>
        <translation>从 NVIDIA 下载（推荐）(&amp;V)</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s download server cannot be reached from this computer (no internet, or a proxy or firewall in the way). Use an archive you already have, a lab mirror, or your browser.</source>
        <translation>这台电脑无法连接到 NVIDIA 的下载服务器（没有网络连接，或者被代理服务器或防火墙阻挡）。请使用你已有的压缩包、实验室镜像站或浏览器。</translation>
    </message>
    <message>
        <source>Ready: %1 (verified against NVIDIA&apos;s checksum)</source>
        <translation>已就绪：%1（已与 NVIDIA 的校验和核对）</translation>
    </message>
    <message>
        <source>Ready: %1 (contents checked)</source>
        <translation>已就绪：%1（内容已检查）</translation>
    </message>
    <message numerus="yes">
        <source>unpacked and checked: %n file(s), %1.</source>
        <translation>
            <numerusform>已解压并检查：%n 个文件，%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
SHA-256: %2</source>
        <translation>%1
SHA-256：%2</translation>
    </message>
    <message>
        <source>Ready: %1 (verified against the mirror&apos;s checksum; NVIDIA&apos;s own is not known here)</source>
        <translation>已就绪：%1（已按镜像的校验和校验；这里不知道 NVIDIA 自己的校验和）</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::StepList</name>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <source>to come</source>
        <translation>尚未开始</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3, %4</source>
        <extracomment>A step in the list beside the pages, for screen readers: &quot;Step 3 of 8: Get cuDNN, current step&quot;.</extracomment>
        <translation>第 %1 步，共 %2 步：%3，%4</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::TextFetcher</name>
    <message>
        <source>%1 is not a secure (https) address. Only a mirror you set up yourself may use plain http; give it with --mirror or in the mirror setting.</source>
        <translation>%1 不是安全（https）地址。只有你自己设置的镜像站才可以使用普通 http；请通过 --mirror 或镜像站设置来指定它。</translation>
    </message>
    <message>
        <source>%1 is not an address the wizard can fetch from (use https://, a folder, or file://).</source>
        <translation>向导无法从 %1 这个地址获取内容（请使用 https://、文件夹或 file://）。</translation>
    </message>
    <message>
        <source>%1 was not found on the server (404). The release may not exist there; check the release and the mirror address.</source>
        <translation>服务器上找不到 %1（404）。该服务器上可能没有这个版本；请检查版本和镜像站地址。</translation>
    </message>
    <message>
        <source>The server refused %1 (403).</source>
        <translation>服务器拒绝了对 %1 的访问（403）。</translation>
    </message>
    <message>
        <source>The server answered %1 with HTTP %2.</source>
        <translation>服务器对 %1 返回了 HTTP %2。</translation>
    </message>
    <message>
        <source>%1 took too long to answer, or was larger than a manifest can be.</source>
        <translation>%1 响应时间过长，或者超出了清单文件应有的大小。</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed (%2). Check the computer&apos;s date and time; a proxy may be intercepting the connection.</source>
        <translation>与 %1 的安全连接失败（%2）。请检查电脑的日期和时间；也可能是代理服务器在拦截连接。</translation>
    </message>
    <message>
        <source>%1 could not be fetched: %2</source>
        <translation>无法获取 %1：%2</translation>
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
    <message>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <source>cuDNN %1 or newer</source>
        <translation>cuDNN %1 或更新版本</translation>
    </message>
    <message>
        <source>cuDNN %1</source>
        <translation>cuDNN %1</translation>
    </message>
    <message>
        <source>CUDA %1, %2</source>
        <translation>CUDA %1，%2</translation>
    </message>
    <message>
        <source>no cuDNN</source>
        <translation>不使用 cuDNN</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>找不到</translation>
    </message>
    <message>
        <source>cuDNN %1 from %2 (%3)</source>
        <translation>cuDNN %1，来自 %2（%3）</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Loads</source>
        <translation>加载的 cuDNN</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>是否匹配</translation>
    </message>
    <message>
        <source>Frameworks on this computer</source>
        <translation>这台电脑上的框架</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::TransferProgress</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1, %2/s</source>
        <translation>%1，%2/s</translation>
    </message>
    <message numerus="yes">
        <source>%1, about %n s left</source>
        <translation>
            <numerusform>%1，大约还剩 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, about %n min left</source>
        <translation>
            <numerusform>%1，大约还剩 %n 分钟</numerusform>
        </translation>
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
    <name>cudnnsetup::VerifyChecklist</name>
    <message>
        <source>What it means:</source>
        <translation>含义：</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>建议操作：</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::VerifyPage</name>
    <message>
        <source>Library</source>
        <translation>库</translation>
    </message>
    <message>
        <source>File the loader used</source>
        <translation>动态链接器实际使用的文件</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>已加载</translation>
    </message>
    <message>
        <source>Check cuDNN</source>
        <translation>检查 cuDNN</translation>
    </message>
    <message>
        <source>The wizard loads cuDNN the way a deep-learning program would, in a separate helper program, and checks each part.</source>
        <translation>向导会在一个独立的辅助程序中，像深度学习程序那样加载 cuDNN，并逐项检查各个部分。</translation>
    </message>
    <message>
        <source>cuDNN libraries and the files loaded</source>
        <translation>cuDNN 库及实际加载的文件</translation>
    </message>
    <message>
        <source>Check cuDNN again</source>
        <translation>重新检查 cuDNN</translation>
    </message>
    <message>
        <source>Runs the checks again, for example after you fixed something they found.</source>
        <translation>重新运行检查，例如在你解决了检查发现的问题之后。</translation>
    </message>
    <message>
        <source>beside the libraries (../include)</source>
        <translation>库文件旁边（../include）</translation>
    </message>
    <message>
        <source>Checking:</source>
        <translation>正在检查：</translation>
    </message>
    <message>
        <source>Libraries: %1</source>
        <translation>库：%1</translation>
    </message>
    <message>
        <source>Headers: %1</source>
        <translation>头文件：%1</translation>
    </message>
    <message>
        <source>Loading cuDNN in a separate program and checking each part. This takes a few seconds…</source>
        <translation>正在一个独立的程序中加载 cuDNN 并逐项检查，需要几秒钟…</translation>
    </message>
    <message>
        <source>Looking for cuDNN on this computer…</source>
        <translation>正在这台电脑上查找 cuDNN…</translation>
    </message>
    <message>
        <source>Check finished.</source>
        <translation>检查完成。</translation>
    </message>
    <message>
        <source>The checks that need a GPU could not run here. On a computer with an NVIDIA GPU and driver, this copy is ready to use.</source>
        <translation>需要 GPU 的检查无法在这里运行。在装有 NVIDIA 显卡和驱动程序的电脑上，这份 cuDNN 可以直接使用。</translation>
    </message>
    <message>
        <source>Read “What to do” under each failed check below and do that, then click Check again. A check marked SKIP could not be made; its line says why.</source>
        <translation>请阅读下方每项失败检查下的“建议操作”并照做，然后点击“重新检查”。标记为“跳过”的检查无法进行，相应的行中说明了原因。</translation>
    </message>
    <message>
        <source>The wizard itself is fine: the checks run in a separate helper program, and that program did not give an answer. Click Check again to retry. If it keeps happening, save the report on the last page and send it along when you ask for help.</source>
        <translation>向导本身没有问题：检查是在一个独立的辅助程序中运行的，而该程序没有给出回答。请点击“重新检查”重试。如果问题一直出现，请在最后一页保存报告，并在求助时一并发送。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message numerus="yes">
        <source>Library files loaded (%n)</source>
        <translation>
            <numerusform>已加载的库文件（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no cuDNN on this computer to check yet.</source>
        <translation>这台电脑上暂时还没有可检查的 cuDNN。</translation>
    </message>
    <message>
        <source>Nothing was installed in this session, and the scan found no copy of cuDNN. The earlier steps of this wizard install it: start the wizard again and follow them, then check the new copy here. You can still run the benchmark on the next page: it times the graphics card without cuDNN, and the processor.</source>
        <translation>本次会话中没有安装任何内容，扫描也没有找到任何 cuDNN 副本。本向导前面的步骤会安装 cuDNN：请重新启动向导并按步骤操作，然后在这里检查新安装的 cuDNN。你仍然可以在下一页运行基准测试：它会对不使用 cuDNN 的显卡代码以及处理器计时。</translation>
    </message>
    <message>
        <source>&amp;Repair…</source>
        <translation>修复(&amp;R)…</translation>
    </message>
    <message>
        <source>Repair this cuDNN setup</source>
        <translation>修复这套 cuDNN 环境</translation>
    </message>
    <message>
        <source>Opens repair mode: the wizard looks for what is wrong with this setup, explains it, and fixes what you choose.</source>
        <translation>打开修复模式：向导会查找这套环境中的问题，加以说明，并修复你选择的问题。</translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>重新检查(&amp;G)</translation>
    </message>
    <message>
        <source>Each check: %1, %2, %3</source>
        <extracomment>The heading over the list of checks: &quot;Each check: 6 passed, 2 failed, 2 skipped&quot;.</extracomment>
        <translation>各项检查：%1、%2、%3</translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation>
            <numerusform>%n 项通过</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 项失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n 项跳过</numerusform>
        </translation>
    </message>
    <message>
        <source>Compiling and running a first CUDA + cuDNN program with the new toolkit…</source>
        <translation>正在用新工具包编译并运行第一个 CUDA + cuDNN 程序…</translation>
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
        <source>&amp;Install or update cuDNN, step by step (recommended)</source>
        <translation>逐步安装或更新 cuDNN（推荐）(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Only check the cuDNN already on this computer, and time it</source>
        <translation>只检查这台电脑上已有的 cuDNN，并测试其速度(&amp;O)</translation>
    </message>
    <message>
        <source>Goes straight to the last steps: loads the cuDNN a program would use, checks each part, and runs the benchmark. Nothing is installed or changed.</source>
        <translation>直接跳到最后几步：加载程序会使用的 cuDNN，逐项检查，并运行基准测试。不会安装或更改任何内容。</translation>
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation>您想做什么？</translation>
    </message>
    <message>
        <source>&amp;Repair an existing setup</source>
        <translation>修复现有的安装(&amp;R)</translation>
    </message>
    <message>
        <source>Looks for what is wrong with the CUDA and cuDNN already on this computer (missing links, mixed copies, wrong environment variables), explains each problem, and fixes the ones you choose. Every fix can be undone.</source>
        <translation>查找这台电脑上已有的 CUDA 和 cuDNN 中的问题（缺失的链接、混杂的副本、错误的环境变量），逐一说明每个问题，并修复你选择的问题。每项修复都可以撤销。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The checks only look at your computer: nothing is installed, changed or removed until you confirm it on a later page. The wizard never asks for your NVIDIA account password; if a download needs you to sign in, you do that in your own web browser.</source>
        <translation>这些检查只会查看你的电脑：在你于后面的页面上确认之前，不会安装、更改或删除任何内容。本向导绝不会询问你的 NVIDIA 账户密码；如果下载需要登录，请在你自己的网页浏览器中登录。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::WizardSession</name>
    <message>
        <source>cuDNN %1, installed just now into %2</source>
        <translation>cuDNN %1，刚刚安装到 %2</translation>
    </message>
</context>
</TS>
