<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AnswerFile</name>
    <message>
        <source>&quot;%1&quot; is not yes or no.</source>
        <translation>「%1」不是 yes 或 no。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2.</source>
        <translation>「%1」不是 %2 其中之一。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an absolute path. Write the whole path (/srv/cudnn/... or C:\cudnn\...): the file is used on many machines, from any folder.</source>
        <translation>「%1」不是絕對路徑。請寫出完整路徑（/srv/cudnn/... 或 C:\cudnn\...）：同一個檔案會在許多電腦上、從任意資料夾使用。</translation>
    </message>
    <message>
        <source>There is no section [%1]. The sections are %2.</source>
        <translation>沒有 [%1] 這個區段。可用的區段有 %2。</translation>
    </message>
    <message>
        <source>This line is not a [section], a key = value line or a comment (# or ;).</source>
        <translation>這一行既不是 [區段]，也不是 鍵 = 值 行或註解（# 或 ;）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; comes before any [section]; put it under the section it belongs to.</source>
        <translation>「%1」出現在任何 [區段] 之前；請把它放到它所屬的區段下面。</translation>
    </message>
    <message>
        <source>[%1] has no key &quot;%2&quot;. Its keys are %3.</source>
        <translation>[%1] 中沒有鍵「%2」。它的鍵有 %3。</translation>
    </message>
    <message>
        <source>%1 is given twice (first on line %2); keep one.</source>
        <translation>%1 出現了兩次（第一次在第 %2 行）；請只保留一個。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an http(s) address nor an absolute folder.</source>
        <translation>「%1」既不是 http(s) 位址，也不是絕對資料夾路徑。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a proxy address like http://proxy.example:3128 or socks5://10.0.0.1:1080.</source>
        <translation>「%1」不是 Proxy 位址，應類似 http://proxy.example:3128 或 socks5://10.0.0.1:1080。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cuDNN release: write newest, or a version such as 9.20 or 9.20.0.48.</source>
        <translation>「%1」不是 cuDNN 版本：請寫 newest，或 9.20、9.20.0.48 這樣的版本號。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA major version: write auto, or a number such as 12 or 13.</source>
        <translation>「%1」不是 CUDA 主版本號：請寫 auto，或 12、13 這樣的數字。</translation>
    </message>
    <message>
        <source>from = mirror needs a mirror = &lt;address or folder&gt; line in [source].</source>
        <translation>from = mirror 需要在 [source] 中有一行 mirror = &lt;位址或資料夾&gt;。</translation>
    </message>
    <message>
        <source>from = archive needs an archive = &lt;file&gt; line in [source].</source>
        <translation>from = archive 需要在 [source] 中有一行 archive = &lt;檔案&gt;。</translation>
    </message>
    <message>
        <source>A mirror is given, but [source] from is not mirror: set from = mirror, or remove this line.</source>
        <translation>指定了鏡像站，但 [source] 的 from 不是 mirror：請設定 from = mirror，或刪除這一行。</translation>
    </message>
    <message>
        <source>An archive is given, but [source] from is not archive: set from = archive, or remove this line.</source>
        <translation>指定了壓縮檔，但 [source] 的 from 不是 archive：請設定 from = archive，或刪除這一行。</translation>
    </message>
    <message>
        <source>With from = archive, the archive decides the release: remove this line.</source>
        <translation>使用 from = archive 時，版本由壓縮檔決定：請刪除這一行。</translation>
    </message>
    <message>
        <source>target names the folder of a side-by-side install: add layout = side-by-side, or remove this line.</source>
        <translation>target 指定的是並列安裝的資料夾：請加上 layout = side-by-side，或刪除這一行。</translation>
    </message>
    <message>
        <source>The answer file cannot be read: %1</source>
        <translation>無法讀取應答檔：%1</translation>
    </message>
    <message>
        <source>cuda-from names where the CUDA pieces come from: add cuda = runtime or develop, or remove this line.</source>
        <translation>cuda-from 指定 CUDA 元件的來源：請加上 cuda = runtime 或 develop，或者刪除這一行。</translation>
    </message>
    <message>
        <source>The CUDA pieces need a cuda-from = &lt;folder&gt; line in [install]: a folder laid out like NVIDIA&apos;s CUDA redist.</source>
        <translation>CUDA 元件需要 [install] 中的 cuda-from = &lt;資料夾&gt; 一行：一個結構與 NVIDIA CUDA redist 相同的資料夾。</translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder: remove layout = side-by-side.</source>
        <translation>CUDA 元件和 cuDNN 會裝入同一個新的工具套件資料夾：請刪除 layout = side-by-side。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA release such as 13.0.2.</source>
        <translation>&quot;%1&quot; 不是 13.0.2 這樣的 CUDA 版本。</translation>
    </message>
    <message>
        <source>It says the opposite of source.allow-insecure-mirror; keep one of the two.</source>
        <translation>它與 source.allow-insecure-mirror 的設定相反；請只保留其中一個。</translation>
    </message>
</context>
<context>
    <name>ArchiveExtractor</name>
    <message>
        <source>entry without a name</source>
        <translation>沒有名稱的項目</translation>
    </message>
    <message numerus="yes">
        <source>path of %n characters, too long</source>
        <translation>
            <numerusform>路徑長達 %n 個字元，過長</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is a folder, not an archive file.</source>
        <translation>%1 是一個資料夾，不是壓縮檔。</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): its download did not finish or failed. Download it again from NVIDIA.</source>
        <translation>%1 是空檔案（0 位元組）：它的下載沒有完成，或是失敗了。請從 NVIDIA 重新下載。</translation>
    </message>
    <message>
        <source>%1 is an archive with nothing in it. Download the archive again from NVIDIA.</source>
        <translation>%1 是一個空的壓縮檔，裡面什麼也沒有。請從 NVIDIA 重新下載壓縮檔。</translation>
    </message>
    <message>
        <source>Unpacking %1 was cancelled. Nothing of it was kept.</source>
        <translation>已取消解壓縮 %1。解壓縮出的內容都沒有保留。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a tar or zip archive that can be unpacked (%2). Download it again from NVIDIA.</source>
        <translation>%1 不是可以解壓縮的 tar 或 zip 壓縮檔（%2）。請從 NVIDIA 重新下載。</translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2). This usually means the download was interrupted: download it again. Nothing was installed.</source>
        <translation>%1 已損壞或不完整（%2）。這通常表示下載中途被中斷了：請重新下載。沒有安裝任何內容。</translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2); unpacking stopped at &quot;%3&quot;. This usually means the download was interrupted: download it again. Nothing was installed.</source>
        <translation>%1 已損壞或不完整（%2）；解壓縮在「%3」處停止。這通常表示下載中途被中斷了：請重新下載。沒有安裝任何內容。</translation>
    </message>
    <message>
        <source>%1 could not be read to the end.</source>
        <translation>無法完整讀取 %1。</translation>
    </message>
    <message>
        <source>The archive holds an unsafe entry, &quot;%1&quot; (%2). Nothing was installed. Download the archive again from NVIDIA: archives from NVIDIA hold no such entry.</source>
        <translation>壓縮檔中有不安全的項目「%1」（%2）。沒有安裝任何內容。請從 NVIDIA 重新下載壓縮檔：NVIDIA 提供的壓縮檔中不會有這樣的項目。</translation>
    </message>
    <message>
        <source>%1 unpacks to more than %2, the most allowed: it reached %3 at &quot;%4&quot;. No cuDNN archive is that large, so this file is damaged or made to fill the disk (a &quot;zip bomb&quot;). Nothing was installed.</source>
        <translation>%1 解壓縮後會超過允許的上限 %2：在「%4」處已達到 %3。沒有任何 cuDNN 壓縮檔有這麼大，所以這個檔案已損壞，或是被刻意製作來塞滿磁碟（即「zip 炸彈」）。沒有安裝任何內容。</translation>
    </message>
    <message>
        <source>%1 had unpacked to %2 from a file of %3 when it was stopped at &quot;%4&quot;: far more than any cuDNN archive holds, so it is damaged or made to fill the disk (a &quot;zip bomb&quot;). Nothing was installed. Download the archive again from NVIDIA.</source>
        <translation>%1 在「%4」處被停止時，已從 %3 大小的檔案解壓縮出 %2：遠遠超過任何 cuDNN 壓縮檔的內容，所以它已損壞，或是被刻意製作來塞滿磁碟（即「zip 炸彈」）。沒有安裝任何內容。請從 NVIDIA 重新下載壓縮檔。</translation>
    </message>
    <message>
        <source>%1 already exists. The archive is only unpacked into a new folder: remove or rename the existing one, or choose another place.</source>
        <translation>%1 已經存在。壓縮檔只會解壓縮到新的資料夾中：請移除或重新命名現有的資料夾，或是選擇其他位置。</translation>
    </message>
    <message>
        <source>The folder %1, where the archive was to be unpacked, does not exist.</source>
        <translation>要用來解壓縮壓縮檔的資料夾 %1 不存在。</translation>
    </message>
    <message>
        <source>Could not write %1: %2. Check that you may write to that folder and that its disk is not read-only, or choose another place. Nothing was installed.</source>
        <translation>無法寫入 %1：%2。請檢查您是否有該資料夾的寫入權限，以及它所在的磁碟是否為唯讀，或是選擇其他位置。沒有安裝任何內容。</translation>
    </message>
    <message>
        <source>The disk holding %1 has %2 free, but %3 unpacks to %4. Free up space on that disk or choose a folder on another disk, then try again.</source>
        <translation>%1 所在的磁碟剩餘 %2，但 %3 解壓縮後需要 %4。請清出該磁碟的空間，或是選擇其他磁碟上的資料夾，然後再試一次。</translation>
    </message>
    <message>
        <source>It needs %1 in all</source>
        <translation>總共需要 %1</translation>
    </message>
    <message>
        <source>It needs more than the %1 written before the disk filled up</source>
        <translation>需要的空間超過磁碟寫滿前已寫入的 %1</translation>
    </message>
    <message>
        <source>The disk holding %1 is full: unpacking %2 stopped at &quot;%3&quot;. %4; %5 are free there now. Free up space on that disk or choose a folder on another disk, then try again. Nothing was installed.</source>
        <translation>%1 所在的磁碟已滿：解壓縮 %2 時在「%3」處停止。%4；目前該處還有 %5 可用。請清出該磁碟的空間，或是選擇其他磁碟上的資料夾，然後再試一次。沒有安裝任何內容。</translation>
    </message>
    <message>
        <source>Part of what was unpacked could not be removed: delete %1 by hand.</source>
        <translation>部分已解壓縮的內容無法移除：請手動刪除 %1。</translation>
    </message>
    <message>
        <source>%1 is not an archive of NVIDIA&apos;s CUDA redist: it should hold one folder named like cuda_cudart-linux-x86_64-13.0.96-archive.</source>
        <translation>%1 不是 NVIDIA CUDA redist 的壓縮檔：它應該只包含一個資料夾，名稱類似 cuda_cudart-linux-x86_64-13.0.96-archive。</translation>
    </message>
    <message>
        <source>%1 holds %2, not the %3 its name says.</source>
        <translation>%1 裡面是 %2，而不是它的名稱所說的 %3。</translation>
    </message>
    <message>
        <source>%1 holds an empty %2 folder.</source>
        <translation>%1 裡面只有一個空的 %2 資料夾。</translation>
    </message>
</context>
<context>
    <name>ArchiveIdentifier</name>
    <message>
        <source>It is built for %1, but this computer needs %2.</source>
        <translation>它是為 %1 建置的，但這台電腦需要的是 %2。</translation>
    </message>
    <message>
        <source>It is built for CUDA %1, but the chosen CUDA toolkit is CUDA %2.</source>
        <translation>它是為 CUDA %1 建置的，但所選的 CUDA 工具套件是 CUDA %2。</translation>
    </message>
    <message numerus="yes">
        <source>%1; and %n more</source>
        <translation>
            <numerusform>%1；另有 %n 項</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s cuDNN samples archive (example source code), not the cuDNN library. Download the archive whose name starts with &quot;cudnn-&quot; instead.</source>
        <translation>%1 是 NVIDIA 的 cuDNN 範例壓縮檔（範例原始碼），不是 cuDNN 函式庫。請改為下載檔名以「cudnn-」開頭的壓縮檔。</translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s cuDNN JIT add-on, not the cuDNN library itself. Download the archive whose name starts with &quot;cudnn-&quot; instead.</source>
        <translation>%1 是 NVIDIA 的 cuDNN JIT 附加元件，不是 cuDNN 函式庫本身。請改為下載檔名以「cudnn-」開頭的壓縮檔。</translation>
    </message>
    <message>
        <source>%1 is NVIDIA&apos;s %2 archive, not the cuDNN library.</source>
        <translation>%1 是 NVIDIA 的 %2 壓縮檔，不是 cuDNN 函式庫。</translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library. It contains %2, which belong to the CUDA Toolkit or another NVIDIA library, not to cuDNN.</source>
        <translation>%1 中沒有 cuDNN 函式庫。它包含的是 %2，這些屬於 CUDA 工具套件或其他 NVIDIA 函式庫，而不屬於 cuDNN。</translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library; it looks like the cuDNN samples (example source code), not the cuDNN library.</source>
        <translation>%1 中沒有 cuDNN 函式庫；它看起來是 cuDNN 範例（範例原始碼），而不是 cuDNN 函式庫。</translation>
    </message>
    <message>
        <source>%1 holds no cuDNN library (no libcudnn*.so or cudnn*.dll file), so it is not a cuDNN archive.</source>
        <translation>%1 中沒有 cuDNN 函式庫（沒有 libcudnn*.so 或 cudnn*.dll 檔案），所以它不是 cuDNN 壓縮檔。</translation>
    </message>
    <message>
        <source>%1 holds both Linux and Windows cuDNN libraries, so it is not an archive as NVIDIA ships it.</source>
        <translation>%1 中同時包含 Linux 和 Windows 的 cuDNN 函式庫，所以它不是 NVIDIA 發布的原始壓縮檔。</translation>
    </message>
    <message>
        <source>%1 holds cuDNN libraries in more than one folder (%2), so it is not clear which copy to install.</source>
        <translation>%1 中有不只一個資料夾包含 cuDNN 函式庫（%2），因此無法確定應該安裝哪一份。</translation>
    </message>
    <message>
        <source>%1 mixes libraries of cuDNN %2.</source>
        <translation>%1 中混雜了 cuDNN %2 的函式庫檔案。</translation>
    </message>
    <message>
        <source>%1 mixes libraries of different cuDNN releases (%2).</source>
        <translation>%1 中混雜了不同 cuDNN 版本的函式庫檔案（%2）。</translation>
    </message>
    <message>
        <source>%1 holds parts of cuDNN (%2) but not the main cuDNN library (%3), so it is not a cuDNN release archive.</source>
        <translation>%1 中只有 cuDNN 的部分元件（%2），沒有 cuDNN 主函式庫（%3），所以它不是 cuDNN 的發行壓縮檔。</translation>
    </message>
    <message>
        <source>In %1, %2 says cuDNN %3, but the libraries are cuDNN %4.</source>
        <translation>在 %1 中，%2 標明的是 cuDNN %3，但函式庫檔案是 cuDNN %4。</translation>
    </message>
    <message>
        <source>The cuDNN version of %1 cannot be told: it has no version header and its library names carry no version.</source>
        <translation>無法判斷 %1 的 cuDNN 版本：它沒有版本標頭檔，函式庫檔名中也沒有版本號。</translation>
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
        <translation>%1 表示這是 NVIDIA 的 %2 套件，而不是 cuDNN 函式庫。</translation>
    </message>
    <message>
        <source>%1 says cuDNN %2, but the files inside are cuDNN %3 (from %4).</source>
        <translation>%1 標明的是 cuDNN %2，但其中的檔案是 cuDNN %3（版本讀取自 %4）。</translation>
    </message>
    <message>
        <source>%1 says it is for %2, but the archive contains %3 libraries (%4).</source>
        <translation>%1 標明適用於 %2，但壓縮檔中包含的是 %3 函式庫（%4）。</translation>
    </message>
    <message>
        <source>The file name %1 does not match the folder inside it, %2; the file may have been renamed.</source>
        <translation>檔名 %1 與壓縮檔內的資料夾 %2 不一致；這個檔案可能被重新命名過。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is a folder, not an archive file.</source>
        <translation>%1 是一個資料夾，不是壓縮檔。</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes): its download did not finish or failed.</source>
        <translation>%1 是空檔案（0 位元組）：它的下載沒有完成，或是失敗了。</translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <translation>已取消對 %1 的檢查。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not an archive that can be opened (%2). Download it again from NVIDIA.</source>
        <translation>%1 不是可以開啟的壓縮檔（%2）。請從 NVIDIA 重新下載。</translation>
    </message>
    <message>
        <source>%1 is damaged or incomplete (%2). This usually means the download was interrupted: download it again.</source>
        <translation>%1 已損壞或不完整（%2）。這通常表示下載中途被中斷了：請重新下載。</translation>
    </message>
    <message>
        <source>%1 is an archive with nothing in it.</source>
        <translation>%1 是一個空的壓縮檔，裡面什麼也沒有。</translation>
    </message>
    <message>
        <source>%1 contains entries that would be written outside the folder it is unpacked into, so it will not be used: %2. Archives from NVIDIA have none.</source>
        <translation>%1 中有些項目會被寫到解壓縮目標資料夾之外，因此不會使用這個壓縮檔：%2。NVIDIA 提供的壓縮檔中不會有這樣的項目。</translation>
    </message>
    <message>
        <source>The file name %1</source>
        <translation>檔名 %1</translation>
    </message>
    <message>
        <source>The folder inside, %1,</source>
        <translation>壓縮檔內的資料夾 %1</translation>
    </message>
    <message>
        <source>Neither the file name nor the folder inside says which processor these Linux libraries are for (x86_64 or ARM64); make sure it is the one of this computer.</source>
        <translation>檔名和壓縮檔內的資料夾都沒有說明這些 Linux 函式庫適用於哪種處理器（x86_64 還是 ARM64）；請確認它與這台電腦的處理器相符。</translation>
    </message>
    <message>
        <source>Neither the file name nor the folder inside says which CUDA version this cuDNN was built for.</source>
        <translation>檔名和壓縮檔內的資料夾都沒有說明這份 cuDNN 是為哪個 CUDA 版本建置的。</translation>
    </message>
</context>
<context>
    <name>BenchCommand</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Give either --layer or --shape, not both.</source>
        <translation>請指定 --layer 或 --shape 其中之一，不要同時指定。</translation>
    </message>
    <message>
        <source>Unknown layer &quot;%1&quot;. Use conv2_x, conv3_x, conv4_x or conv5_x, or --shape for your own.</source>
        <translation>未知的層「%1」。請使用 conv2_x、conv3_x、conv4_x 或 conv5_x，或用 --shape 指定自訂的層。</translation>
    </message>
    <message>
        <source>--shape wants nine whole numbers N,C,H,W,K,R,S,pad,stride that make a valid convolution (the filter must fit the padded input), not &quot;%1&quot;.</source>
        <translation>--shape 需要九個整數 N,C,H,W,K,R,S,pad,stride，且必須構成有效的卷積（濾波器必須能放進填補後的輸入），而不是「%1」。</translation>
    </message>
    <message>
        <source>--shape carries its own batch (its first number): leave out --batch.</source>
        <translation>--shape 本身已包含批次大小（第一個數字）：請不要再指定 --batch。</translation>
    </message>
    <message>
        <source>--batch is a number from 1 to 1024, or &quot;auto&quot;, not &quot;%1&quot;.</source>
        <translation>--batch 必須是 1 到 1024 之間的數字，或「auto」，而不是「%1」。</translation>
    </message>
    <message>
        <source>--precision takes fp32, tf32, fp16 or all (comma-separated), not &quot;%1&quot;.</source>
        <translation>--precision 可接受 fp32、tf32、fp16 或 all（以逗號分隔），而不是「%1」。</translation>
    </message>
    <message>
        <source>The ResNet-50 layer to time: conv2_x, conv3_x (default), conv4_x or conv5_x.</source>
        <translation>要測量的 ResNet-50 層：conv2_x、conv3_x（預設）、conv4_x 或 conv5_x。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Time a layer of your own instead: N,C,H,W,K,R,S,pad,stride (batch, channels, height, width, filters, filter height, filter width, padding, stride).</source>
        <translation>改為測量您自訂的層：N,C,H,W,K,R,S,pad,stride（批次大小、通道數、高度、寬度、濾波器數、濾波器高度、濾波器寬度、填補、步幅）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>清單</translation>
    </message>
    <message>
        <source>The batch size, 1 to 1024, or &quot;auto&quot; (64 with a GPU, 8 without; the default).</source>
        <translation>批次大小，1 到 1024，或「auto」（有 GPU 時為 64，沒有則為 8；預設值）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The cuDNN precisions to time: fp32, tf32, fp16 or all (default), comma-separated. Strict FP32 is always timed.</source>
        <translation>要測量的 cuDNN 精確度：fp32、tf32、fp16 或 all（預設），以逗號分隔。嚴格 FP32 一律會測量。</translation>
    </message>
    <message>
        <source>Leave out the CPU row.</source>
        <translation>不測量 CPU 那一列。</translation>
    </message>
    <message>
        <source>Also write the results as CSV to &lt;file&gt;.</source>
        <translation>同時把結果以 CSV 格式寫入 &lt;檔案&gt;。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Time a convolution layer with cuDNN, with plain CUDA kernels and on the CPU.</source>
        <translation>測量一個卷積層分別使用 cuDNN、一般 CUDA kernel 和 CPU 的執行時間。</translation>
    </message>
</context>
<context>
    <name>BenchmarkResult</name>
    <message>
        <source>There is no NVIDIA driver on this computer, so nothing could run on a GPU.</source>
        <translation>這台電腦上沒有 NVIDIA 驅動程式，因此無法在 GPU 上執行任何內容。</translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU, so nothing could run on a GPU.</source>
        <translation>NVIDIA 驅動程式偵測不到任何 GPU，因此無法在 GPU 上執行任何內容。</translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer (%1), so nothing could run on a GPU.</source>
        <translation>NVIDIA 驅動程式沒有回應（%1），因此無法在 GPU 上執行任何內容。</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未提供原因</translation>
    </message>
    <message>
        <source>The GPU part of the benchmark did not run.</source>
        <translation>效能測試的 GPU 部分沒有執行。</translation>
    </message>
</context>
<context>
    <name>BenchmarkRunner</name>
    <message>
        <source>Timing cuDNN (FP32, strict)...</source>
        <translation>正在測量 cuDNN 的執行時間（FP32，嚴格模式）…</translation>
    </message>
    <message>
        <source>Timing cuDNN (TF32, tensor cores)...</source>
        <translation>正在測量 cuDNN 的執行時間（TF32，張量核心）…</translation>
    </message>
    <message>
        <source>Timing cuDNN (FP16, NHWC)...</source>
        <translation>正在測量 cuDNN 的執行時間（FP16，NHWC）…</translation>
    </message>
    <message>
        <source>Timing the tiled CUDA kernel...</source>
        <translation>正在測量分塊 CUDA kernel 的執行時間…</translation>
    </message>
    <message>
        <source>Timing the naive CUDA kernel...</source>
        <translation>正在測量簡易 CUDA kernel 的執行時間…</translation>
    </message>
    <message>
        <source>Preparing the GPU...</source>
        <translation>正在準備 GPU…</translation>
    </message>
    <message>
        <source>Working on the GPU (%1)...</source>
        <translation>正在 GPU 上執行（%1）…</translation>
    </message>
    <message>
        <source>No valid shape was given for the custom layer, so nothing was timed.</source>
        <translation>沒有為自訂層指定有效的形狀，因此沒有進行任何測量。</translation>
    </message>
    <message>
        <source>There is no layer called &quot;%1&quot;, so nothing was timed.</source>
        <translation>沒有名為「%1」的層，因此沒有進行任何測量。</translation>
    </message>
    <message>
        <source>Timing the CPU (im2col + OpenBLAS)...</source>
        <translation>正在測量 CPU 的執行時間（im2col + OpenBLAS）…</translation>
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
        <translation>cuDNN，FP32（嚴格模式，不使用張量核心）</translation>
    </message>
    <message>
        <source>cuDNN, TF32 (tensor cores)</source>
        <translation>cuDNN，TF32（張量核心）</translation>
    </message>
    <message>
        <source>cuDNN, FP16 (NHWC, tensor cores)</source>
        <translation>cuDNN，FP16（NHWC，張量核心）</translation>
    </message>
    <message>
        <source>Own CUDA kernel, tiled implicit GEMM (FP32)</source>
        <translation>自行撰寫的 CUDA kernel，分塊隱式 GEMM（FP32）</translation>
    </message>
    <message>
        <source>Own CUDA kernel, naive (FP32)</source>
        <translation>自行撰寫的 CUDA kernel，簡易版（FP32）</translation>
    </message>
    <message numerus="yes">
        <source>CPU, im2col + OpenBLAS (FP32, %n thread(s))</source>
        <translation>
            <numerusform>CPU，im2col + OpenBLAS（FP32，%n 個執行緒）</numerusform>
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
        <translation>結果錯誤：正確性檢查失敗（最大誤差 %1，容許值 %2）</translation>
    </message>
    <message>
        <source>Not run: no NVIDIA driver</source>
        <translation>未執行：沒有 NVIDIA 驅動程式</translation>
    </message>
    <message>
        <source>Not run: no GPU</source>
        <translation>未執行：沒有 GPU</translation>
    </message>
    <message>
        <source>Not run: the NVIDIA driver did not answer</source>
        <translation>未執行：NVIDIA 驅動程式沒有回應</translation>
    </message>
    <message>
        <source>Not run: TF32 needs a GPU of compute capability 8.0 or newer</source>
        <translation>未執行：TF32 需要運算能力 8.0 或更高的 GPU</translation>
    </message>
    <message>
        <source>Not run: cuDNN could not be loaded or started</source>
        <translation>未執行：無法載入或啟動 cuDNN</translation>
    </message>
    <message>
        <source>Failed: cuDNN found no algorithm for this layer within the workspace limit</source>
        <translation>失敗：在工作空間上限內，cuDNN 找不到適用於這一層的演算法</translation>
    </message>
    <message>
        <source>Failed: a CUDA call failed</source>
        <translation>失敗：某個 CUDA 呼叫失敗</translation>
    </message>
    <message>
        <source>Failed: the buffers do not fit in memory</source>
        <translation>失敗：記憶體容納不下所需的緩衝區</translation>
    </message>
    <message>
        <source>Not run: the layer needs more memory than the benchmark allows</source>
        <translation>未執行：這一層需要的記憶體超過效能測試允許的上限</translation>
    </message>
    <message>
        <source>Not run: the layer&apos;s shape is not a valid convolution</source>
        <translation>未執行：這一層的形狀不是有效的卷積</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>未執行</translation>
    </message>
    <message>
        <source>Not run (%1)</source>
        <translation>未執行（%1）</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Failed (%1)</source>
        <translation>失敗（%1）</translation>
    </message>
    <message>
        <source>ResNet-50 conv2_x (64 channels, 56×56)</source>
        <translation>ResNet-50 conv2_x（64 個通道，56×56）</translation>
    </message>
    <message>
        <source>ResNet-50 conv3_x (128 channels, 28×28)</source>
        <translation>ResNet-50 conv3_x（128 個通道，28×28）</translation>
    </message>
    <message>
        <source>ResNet-50 conv4_x (256 channels, 14×14)</source>
        <translation>ResNet-50 conv4_x（256 個通道，14×14）</translation>
    </message>
    <message>
        <source>ResNet-50 conv5_x (512 channels, 7×7)</source>
        <translation>ResNet-50 conv5_x（512 個通道，7×7）</translation>
    </message>
    <message>
        <source>Custom layer</source>
        <translation>自訂層</translation>
    </message>
    <message>
        <source>batch %1, %2 input channels of %3×%4, %5 filters of %6×%7, padding %8, stride %9 (output %10)</source>
        <translation>批次大小 %1，%2 個 %3×%4 的輸入通道，%5 個 %6×%7 的濾波器，填補 %8，步幅 %9（輸出 %10）</translation>
    </message>
    <message>
        <source>cuDNN ran this layer %1 faster than a plain CUDA kernel (the tiled implicit-GEMM kernel, FP32 both).</source>
        <translation>cuDNN 執行這一層比一般的 CUDA kernel（分塊隱式 GEMM kernel，兩者皆為 FP32）快 %1。</translation>
    </message>
    <message>
        <source>The plain CUDA kernel (tiled implicit GEMM) ran this layer %1 faster than cuDNN (FP32 both).</source>
        <translation>一般的 CUDA kernel（分塊隱式 GEMM）執行這一層比 cuDNN 快 %1（兩者皆為 FP32）。</translation>
    </message>
    <message>
        <source>Against the naive CUDA kernel (one thread per output, no tiling), cuDNN was %1 faster.</source>
        <translation>與簡易 CUDA kernel（每個輸出一個執行緒，不分塊）相比，cuDNN 快 %1。</translation>
    </message>
    <message>
        <source>The naive CUDA kernel ran this layer %1 faster than cuDNN (FP32 both).</source>
        <translation>簡易 CUDA kernel 執行這一層比 cuDNN 快 %1（兩者皆為 FP32）。</translation>
    </message>
    <message>
        <source>The fastest GPU row, %1, ran this layer %2 faster than the CPU.</source>
        <translation>GPU 中最快的一列「%1」執行這一層比 CPU 快 %2。</translation>
    </message>
    <message>
        <source>The CPU ran this layer %1 faster than the fastest GPU row, %2.</source>
        <translation>CPU 執行這一層比 GPU 中最快的一列「%2」快 %1。</translation>
    </message>
    <message>
        <source>With FP16 data and tensor cores, cuDNN was %1 faster than in strict FP32, at lower precision (FP16 inputs, FP32 accumulation).</source>
        <translation>使用 FP16 資料和張量核心時，cuDNN 比嚴格 FP32 快 %1，但精確度較低（FP16 輸入，FP32 累加）。</translation>
    </message>
    <message>
        <source>FP16 with tensor cores was slower than strict FP32 on this layer (%1 ms against %2 ms).</source>
        <translation>在這一層上，使用張量核心的 FP16 比嚴格 FP32 還慢（%1 ms 對 %2 ms）。</translation>
    </message>
    <message>
        <source>With TF32 tensor cores (FP32 data, products rounded to TF32), cuDNN was %1 faster than in strict FP32.</source>
        <translation>使用 TF32 張量核心（FP32 資料，乘積捨入為 TF32）時，cuDNN 比嚴格 FP32 快 %1。</translation>
    </message>
    <message>
        <source>TF32 with tensor cores was slower than strict FP32 on this layer (%1 ms against %2 ms).</source>
        <translation>在這一層上，使用張量核心的 TF32 比嚴格 FP32 還慢（%1 ms 對 %2 ms）。</translation>
    </message>
    <message>
        <source>%1: cuDNN&apos;s quick guess (%2) took %3 ms; timing the candidates (Find) picked %4, %5 faster.</source>
        <translation>%1：cuDNN 快速推測的演算法（%2）耗時 %3 ms；實際測量各候選演算法（Find）後選出 %4，快了 %5。</translation>
    </message>
    <message>
        <source>%1: cuDNN&apos;s quick guess (%2, %3 ms) was as fast as the pick of its timed search (%4, %5 ms).</source>
        <translation>%1：cuDNN 快速推測的演算法（%2，%3 ms）與實際測量後選出的演算法（%4，%5 ms）一樣快。</translation>
    </message>
    <message>
        <source>This computer has no NVIDIA driver, so neither cuDNN nor the CUDA kernels could run: they need an NVIDIA GPU and its driver.</source>
        <translation>這台電腦沒有 NVIDIA 驅動程式，因此 cuDNN 和 CUDA kernel 都無法執行：它們需要 NVIDIA 顯示卡及其驅動程式。</translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU, so neither cuDNN nor the CUDA kernels could run.</source>
        <translation>NVIDIA 驅動程式偵測不到任何 GPU，因此 cuDNN 和 CUDA kernel 都無法執行。</translation>
    </message>
    <message>
        <source>The GPU part of the benchmark did not run.</source>
        <translation>效能測試的 GPU 部分沒有執行。</translation>
    </message>
    <message>
        <source>What was measured is the same layer on this computer&apos;s processor: %1, %2 ms per run, %3 TFLOP/s.</source>
        <translation>實際測量的是同一層在這台電腦處理器上的表現：%1，每次執行 %2 ms，%3 TFLOP/s。</translation>
    </message>
    <message>
        <source>The CPU row gave no time either (%1).</source>
        <translation>CPU 那一列也沒有得出時間（%1）。</translation>
    </message>
    <message>
        <source>Nothing was measured on this computer.</source>
        <translation>這台電腦上沒有測量到任何結果。</translation>
    </message>
    <message>
        <source>On a computer with an NVIDIA GPU and its driver, the table also shows cuDNN in strict FP32, in TF32 and in FP16 with tensor cores, and two CUDA kernels written without cuDNN (a naive one and a tiled implicit-GEMM one), each with its time, its throughput and its share of the GPU&apos;s peak. The gap between cuDNN and those kernels is what cuDNN is for.</source>
        <translation>在裝有 NVIDIA 顯示卡及其驅動程式的電腦上，表格還會列出 cuDNN 在嚴格 FP32、TF32 以及使用張量核心的 FP16 下的表現，以及兩個不使用 cuDNN 撰寫的 CUDA kernel（一個簡易版、一個分塊隱式 GEMM 版），每一項都附有執行時間、輸送量及佔 GPU 峰值的比例。cuDNN 與這些 kernel 之間的差距，正是 cuDNN 存在的意義。</translation>
    </message>
    <message>
        <source>Convolution benchmark — %1</source>
        <translation>卷積效能測試 — %1</translation>
    </message>
    <message>
        <source>Shape: %1</source>
        <translation>形狀：%1</translation>
    </message>
    <message>
        <source>Batch: %1 (chosen automatically)</source>
        <translation>批次大小：%1（自動選擇）</translation>
    </message>
    <message>
        <source>Batch: %1</source>
        <translation>批次大小：%1</translation>
    </message>
    <message numerus="yes">
        <source>GPU: %1 (compute capability %2, %n multiprocessor(s), clock %3 MHz)</source>
        <translation>
            <numerusform>GPU：%1（運算能力 %2，%n 個多處理器，時脈 %3 MHz）</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU: none — %1</source>
        <translation>GPU：無 — %1</translation>
    </message>
    <message>
        <source>NVIDIA driver: supports CUDA up to %1</source>
        <translation>NVIDIA 驅動程式：最高支援 CUDA %1</translation>
    </message>
    <message>
        <source>NVIDIA driver: none</source>
        <translation>NVIDIA 驅動程式：無</translation>
    </message>
    <message>
        <source>CUDA runtime of the benchmark program: %1</source>
        <translation>效能測試程式的 CUDA 執行階段：%1</translation>
    </message>
    <message>
        <source>cuDNN: %1 (%2)</source>
        <translation>cuDNN：%1（%2）</translation>
    </message>
    <message>
        <source>cuDNN: not loaded from %1</source>
        <translation>cuDNN：未能從 %1 載入</translation>
    </message>
    <message>
        <source>cuDNN: no copy given (only the hand-written kernels and the CPU run)</source>
        <translation>cuDNN：未指定副本（只執行手寫的 kernel 和 CPU）</translation>
    </message>
    <message numerus="yes">
        <source>CPU: %1, %n thread(s)</source>
        <translation>
            <numerusform>CPU：%1，%n 個執行緒</numerusform>
        </translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>實作</translation>
    </message>
    <message>
        <source>ms median [p10–p90]</source>
        <translation>ms 中位數 [p10–p90]</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>% of peak</source>
        <translation>佔峰值 %</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <source>pass (largest error %1)</source>
        <translation>通過（最大誤差 %1）</translation>
    </message>
    <message>
        <source>FAIL (largest error %1, allowed %2)</source>
        <translation>失敗（最大誤差 %1，容許值 %2）</translation>
    </message>
    <message>
        <source>%1: algorithm %2, workspace %3, math type %4</source>
        <translation>%1：演算法 %2，工作空間 %3，數學模式 %4</translation>
    </message>
    <message>
        <source> (the heuristic alone would have picked %1)</source>
        <translation>（只靠啟發式推測的話會選擇 %1）</translation>
    </message>
    <message>
        <source>cuDNN&apos;s choices (Find, timed over its candidates under the workspace cap):</source>
        <translation>cuDNN 的選擇（Find：在工作空間上限內實際測量各候選演算法）：</translation>
    </message>
    <message>
        <source>TFLOP/s are effective (2·N·K·P·Q·C·R·S per run over the median time); % of peak is against this GPU&apos;s peak for the row&apos;s precision at %1 MHz.</source>
        <translation>TFLOP/s 為有效值（每次執行的 2·N·K·P·Q·C·R·S 除以中位數時間）；「佔峰值 %」是相對於這張 GPU 在該列精確度下、時脈 %1 MHz 時的峰值。</translation>
    </message>
    <message>
        <source>What the numbers say:</source>
        <translation>數據顯示：</translation>
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
        <translation>580 或更高版本（這份 cuDNN 是為 CUDA 13 建置的；在 Linux 上至少需要 580.65.06）</translation>
    </message>
    <message>
        <source>version 525.60.13 or newer on Linux, 527.41 or newer on Windows (this cuDNN is built for CUDA 12)</source>
        <translation>Linux 上為 525.60.13 或更高版本，Windows 上為 527.41 或更高版本（這份 cuDNN 是為 CUDA 12 建置的）</translation>
    </message>
    <message>
        <source>a current version for your GPU</source>
        <translation>適用於您 GPU 的最新版本</translation>
    </message>
    <message>
        <source>a version that supports CUDA %1</source>
        <translation>支援 CUDA %1 的版本</translation>
    </message>
    <message>
        <source>Reinstall cuDNN into %1 from one complete archive (or let the wizard install it again), so that every file comes from the same release.</source>
        <translation>請從一個完整的壓縮檔把 cuDNN 重新安裝到 %1（或讓精靈重新安裝），讓所有檔案都來自同一個版本。</translation>
    </message>
    <message>
        <source>The check reported &quot;%1&quot;.</source>
        <translation>檢查回報了「%1」。</translation>
    </message>
    <message>
        <source>%1 (reported as &quot;%2&quot;).</source>
        <translation>%1（回報為「%2」）。</translation>
    </message>
    <message>
        <source>This is a problem this version of the wizard has no explanation for; the words above are the check&apos;s own.</source>
        <translation>這個版本的精靈無法解釋這個問題；上面的文字是檢查本身的訊息。</translation>
    </message>
    <message>
        <source>Save the report and look up the check&apos;s message; a newer version of the wizard may explain it.</source>
        <translation>請儲存報告，並查詢這個檢查訊息的意思；較新版本的精靈可能會提供解釋。</translation>
    </message>
    <message>
        <source>This check was skipped; the words above are the check&apos;s own.</source>
        <translation>這項檢查已略過；上面的文字是檢查本身的訊息。</translation>
    </message>
    <message>
        <source>Not checked: no cuDNN library could be loaded to ask.</source>
        <translation>未檢查：沒有可以載入並查詢的 cuDNN 函式庫。</translation>
    </message>
    <message>
        <source>This can only be asked from a loaded library; the library check above says why none loaded.</source>
        <translation>這項資訊只能向已載入的函式庫查詢；上方的函式庫檢查說明了為什麼沒有載入任何函式庫。</translation>
    </message>
    <message>
        <source>The loaded library has no function %1.</source>
        <translation>已載入的函式庫中沒有函式 %1。</translation>
    </message>
    <message>
        <source>A real cuDNN library of this version has it: the file is damaged, cut short, or not cuDNN.</source>
        <translation>這個版本的真正 cuDNN 函式庫應該有這個函式：表示該檔案已損壞、不完整，或者不是 cuDNN。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Only one command may be given, not: %1</source>
        <translation>只能指定一個指令，而不是：%1</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. Known commands: %2</source>
        <translation>未知指令「%1」。可用的指令：%2</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>指令。</translation>
    </message>
    <message>
        <source>Installs, checks and repairs NVIDIA cuDNN. Without a command it opens the wizard.</source>
        <translation>安裝、檢查並修復 NVIDIA cuDNN。不指定指令時會開啟精靈。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>指令：</translation>
    </message>
    <message>
        <source>`cudnn-setup &lt;command&gt; --help` lists the options of that command. The options below are the wizard&apos;s.</source>
        <translation>`cudnn-setup &lt;指令&gt; --help` 會列出該指令的選項。以下是精靈的選項。</translation>
    </message>
    <message>
        <source>The command to run (see above). None opens the wizard.</source>
        <translation>要執行的指令（見上文）。不指定指令則開啟精靈。</translation>
    </message>
    <message>
        <source>the wizard</source>
        <translation>精靈</translation>
    </message>
    <message>
        <source>Unknown option --%1. `%2` lists the options of %3.</source>
        <translation>未知的選項 --%1。`%2` 會列出 %3 的選項。</translation>
    </message>
    <message>
        <source>--%1 is not an option of %2 (it is an option of: %3). `%4` lists the options of %2.</source>
        <translation>--%1 不是 %2 的選項（它屬於：%3）。`%4` 會列出 %2 的選項。</translation>
    </message>
    <message>
        <source>The same as --%1.</source>
        <translation>與 --%1 相同。</translation>
    </message>
    <message>
        <source>%1 was given twice, as %2 and as --%3 %4: give it once.</source>
        <translation>%1 給了兩次：%2 和 --%3 %4。只需給一次。</translation>
    </message>
    <message>
        <source>%1 takes one %2, not: %3</source>
        <translation>%1 只接受一個 %2，而不是：%3</translation>
    </message>
</context>
<context>
    <name>CommandOptions</name>
    <message>
        <source>Language of the interface and reports: en, zh_CN or zh_TW (default: the system&apos;s).</source>
        <translation>介面和報告使用的語言：en、zh_CN 或 zh_TW（預設：依照系統設定）。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>語言代碼</translation>
    </message>
    <message>
        <source>Also print the log on the console.</source>
        <translation>同時在主控台輸出記錄。</translation>
    </message>
    <message>
        <source>Treat the --sysroot tree as &lt;platform&gt;: linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation>將 --sysroot 目錄樹視為 &lt;平台&gt;：linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64 或 windows-arm64。</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Look up every fixed system location under &lt;dir&gt; (a prepared tree or a mounted image).</source>
        <translation>在 &lt;目錄&gt; 下尋找所有固定的系統位置（例如事先準備好的目錄樹或已掛載的映像檔）。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>Do not run nvcc to cross-check toolkit versions.</source>
        <translation>不執行 nvcc 來核對工具套件版本。</translation>
    </message>
    <message>
        <source>Seconds to wait for nvcc or nvidia-smi before giving up (default 5).</source>
        <translation>等待 nvcc 或 nvidia-smi 回應的秒數，逾時則放棄（預設 5）。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒數</translation>
    </message>
    <message>
        <source>Get manifests and archives from this lab mirror (https or http URL, or a folder) instead of NVIDIA.</source>
        <translation>從這個實驗室鏡像站（https 或 http 網址，或一個資料夾）取得清單和壓縮檔，而不是從 NVIDIA 取得。</translation>
    </message>
    <message>
        <source>url-or-dir</source>
        <translation>網址或目錄</translation>
    </message>
    <message>
        <source>Use this proxy (http://host:port or socks5://host:port) instead of the system&apos;s.</source>
        <translation>使用此 Proxy（http://主機:連接埠 或 socks5://主機:連接埠），而不是系統的 Proxy 設定。</translation>
    </message>
    <message>
        <source>url</source>
        <translation>網址</translation>
    </message>
    <message>
        <source>The download cache folder (default: the user&apos;s cache folder).</source>
        <translation>下載快取資料夾（預設：使用者的快取資料夾）。</translation>
    </message>
    <message>
        <source>The cuDNN release, e.g. 9.20 or 9.20.0.48 (default: the one that fits this machine).</source>
        <translation>cuDNN 版本，例如 9.20 或 9.20.0.48（預設：適合這台電腦的版本）。</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>The CUDA major the build is for, e.g. 12 or 13 (default: the CUDA Toolkit&apos;s).</source>
        <translation>此版本所針對的 CUDA 主版本號，例如 12 或 13（預設：CUDA 工具套件的版本）。</translation>
    </message>
    <message>
        <source>major</source>
        <translation>主版本號</translation>
    </message>
    <message>
        <source>The cuDNN archive (.tar.xz, .tgz or .zip) to install.</source>
        <translation>要安裝的 cuDNN 壓縮檔（.tar.xz、.tgz 或 .zip）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>配置方式</translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder to install into or to build for (default: the one the scan picks).</source>
        <translation>要安裝到或所針對的 CUDA 工具套件資料夾（預設：掃描時選定的工具套件）。</translation>
    </message>
    <message>
        <source>The folder of a side-by-side install (default: /opt/nvidia/cudnn/... or ~/.local/opt/nvidia/cudnn/...).</source>
        <translation>並列安裝使用的資料夾（預設：/opt/nvidia/cudnn/... 或 ~/.local/opt/nvidia/cudnn/...）。</translation>
    </message>
    <message>
        <source>&quot;user&quot; (this user&apos;s environment and folders) or &quot;system&quot; (all users; needs administrator rights). Default: system when run as root, else user.</source>
        <translation>「user」（此使用者的環境和資料夾）或「system」（所有使用者；需要系統管理員權限）。預設：以 root 執行時為 system，否則為 user。</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>範圍</translation>
    </message>
    <message>
        <source>Leave environment variables and loader settings alone.</source>
        <translation>不變更環境變數和動態連結器設定。</translation>
    </message>
    <message>
        <source>Show the plan (every file, every change) and change nothing.</source>
        <translation>顯示安裝計畫（每個檔案、每項變更），不做任何變更。</translation>
    </message>
    <message>
        <source>The folder of the cuDNN libraries to look at (default: the copy a scan picks).</source>
        <translation>要檢查的 cuDNN 函式庫所在的資料夾（預設：掃描選定的那一份）。</translation>
    </message>
    <message>
        <source>Seconds to wait for the cudnn-probe helper before stopping it (default %1).</source>
        <translation>等待 cudnn-probe 輔助程式的秒數，逾時則將其停止（預設 %1）。</translation>
    </message>
    <message>
        <source>Print the result as JSON (schema: %1).</source>
        <translation>以 JSON 格式輸出結果（格式說明：%1）。</translation>
    </message>
    <message>
        <source>Keep and look up install records in &lt;dir&gt; (default: the user&apos;s app-data folder and the system&apos;s).</source>
        <translation>在 &lt;目錄&gt; 中保存和尋找安裝紀錄（預設：使用者的應用程式資料資料夾和系統的）。</translation>
    </message>
    <message>
        <source>Unknown platform &quot;%1&quot;. Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation>未知平台「%1」。請使用 linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64 或 windows-arm64。</translation>
    </message>
    <message>
        <source>--platform needs --sysroot here (the live system is always its own platform); only fetch takes it alone.</source>
        <translation>這裡的 --platform 需要與 --sysroot 一起使用（正在執行的系統一定是它自己的平台）；只有 fetch 可以單獨使用它。</translation>
    </message>
    <message>
        <source>The --sysroot folder %1 does not exist.</source>
        <translation>--sysroot 指定的資料夾 %1 不存在。</translation>
    </message>
    <message>
        <source>--tool-timeout must be a number of seconds above 0 and at most 600.</source>
        <translation>--tool-timeout 必須是大於 0、最多 600 的秒數。</translation>
    </message>
    <message>
        <source>--proxy wants an address like http://proxy.example:3128 or socks5://10.0.0.1:1080.</source>
        <translation>--proxy 需要類似 http://proxy.example:3128 或 socks5://10.0.0.1:1080 的網址。</translation>
    </message>
    <message>
        <source>--cuda wants a CUDA major version such as 12 or 13, not &quot;%1&quot;.</source>
        <translation>--cuda 需要一個 CUDA 主版本號，例如 12 或 13，而不是「%1」。</translation>
    </message>
    <message>
        <source>--layout is &quot;toolkit&quot; or &quot;side-by-side&quot;, not &quot;%1&quot;.</source>
        <translation>--layout 必須是「toolkit」或「side-by-side」，而不是「%1」。</translation>
    </message>
    <message>
        <source>--scope is &quot;user&quot; or &quot;system&quot;, not &quot;%1&quot;.</source>
        <translation>--scope 必須是「user」或「system」，而不是「%1」。</translation>
    </message>
    <message>
        <source>--target names the folder of a side-by-side install: add --layout side-by-side.</source>
        <translation>--target 指定的是並列安裝的資料夾：請加上 --layout side-by-side。</translation>
    </message>
    <message>
        <source>--probe-timeout must be a number of seconds above 0 and at most 3600.</source>
        <translation>--probe-timeout 必須是大於 0 且不超過 3600 的秒數。</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Use en, zh_CN or zh_TW.</source>
        <translation>未知語言「%1」。請使用 en、zh_CN 或 zh_TW。</translation>
    </message>
    <message>
        <source>&quot;toolkit&quot; copies cuDNN into the CUDA Toolkit; &quot;side-by-side&quot; puts it in a folder of its own. Default: install takes the toolkit when you may write in it and the archive is for Linux, else side by side; provision takes install.layout, else the toolkit.</source>
        <translation>「toolkit」會將 cuDNN 複製到 CUDA 工具套件中；「side-by-side」會將它放在獨立的資料夾中。預設：install 指令在您可以寫入工具套件、且壓縮檔適用於 Linux 時採用 toolkit，否則採用並列安裝；provision 指令採用 install.layout 的設定，未設定時採用 toolkit。</translation>
    </message>
    <message>
        <source>Also install the CUDA pieces, for a machine without a CUDA Toolkit: &quot;runtime&quot; (what cuDNN needs to run) or &quot;develop&quot; (also the compiler). They and cuDNN go into one new toolkit folder (--cuda-root; default /usr/local/cuda-X.Y or ~/.local/cuda-X.Y) as one undoable install.</source>
        <translation>同時安裝 CUDA 元件，供沒有 CUDA 工具套件的電腦使用：「runtime」（cuDNN 執行所需）或「develop」（另含編譯器）。它們與 cuDNN 一起裝入一個新的工具套件資料夾（--cuda-root；預設 /usr/local/cuda-X.Y 或 ~/.local/cuda-X.Y），作為一次可復原的安裝。</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>組合</translation>
    </message>
    <message>
        <source>--cuda-from goes with --with-cuda runtime|develop.</source>
        <translation>--cuda-from 需與 --with-cuda runtime|develop 一起使用。</translation>
    </message>
    <message>
        <source>--with-cuda is &quot;runtime&quot; or &quot;develop&quot;, not &quot;%1&quot;.</source>
        <translation>--with-cuda 應為「runtime」或「develop」，而不是「%1」。</translation>
    </message>
    <message>
        <source>--with-cuda needs --cuda-from &lt;dir&gt;: a folder with NVIDIA&apos;s CUDA redist manifest and archives.</source>
        <translation>--with-cuda 需要 --cuda-from &lt;目錄&gt;：一個包含 NVIDIA CUDA redist 清單和壓縮檔的資料夾。</translation>
    </message>
    <message>
        <source>The --cuda-from folder %1 does not exist.</source>
        <translation>--cuda-from 資料夾 %1 不存在。</translation>
    </message>
    <message>
        <source>With --with-cuda, cuDNN goes into the new toolkit folder with the CUDA pieces: leave out --layout side-by-side.</source>
        <translation>使用 --with-cuda 時，cuDNN 會與 CUDA 元件一起裝入新的工具套件資料夾：請移除 --layout side-by-side。</translation>
    </message>
    <message>
        <source>Where --with-cuda takes the archives from: a folder laid out like NVIDIA&apos;s CUDA redist (redistrib_X.Y.Z.json and the archives at their relative_path), or an http(s) address of one, such as NVIDIA&apos;s own (https://developer.download.nvidia.com/compute/cuda/redist/) or a lab mirror.</source>
        <translation>--with-cuda 取得壓縮檔的位置：一個結構與 NVIDIA CUDA redist 相同的資料夾（redistrib_X.Y.Z.json，以及位於各自 relative_path 的壓縮檔），或者這樣一個資料夾的 http(s) 位址，例如 NVIDIA 自己的（https://developer.download.nvidia.com/compute/cuda/redist/）或實驗室鏡像站。</translation>
    </message>
    <message>
        <source>dir|url</source>
        <translation>目錄|網址</translation>
    </message>
    <message>
        <source>The CUDA release to take from an http(s) --cuda-from, e.g. 13.0.2 (default: the newest of the cuDNN build&apos;s CUDA major that this machine&apos;s driver runs).</source>
        <translation>從 http(s) 的 --cuda-from 取得的 CUDA 版本，例如 13.0.2（預設：本機驅動程式可執行的、與 cuDNN 建置相同 CUDA 主版本中的最新版本）。</translation>
    </message>
    <message>
        <source>--cuda-release names a CUDA release such as 13.0.2, and goes with an http(s) --cuda-from.</source>
        <translation>--cuda-release 指定 CUDA 版本（例如 13.0.2），需與 http(s) 的 --cuda-from 一起使用。</translation>
    </message>
    <message>
        <source>Where the cuDNN library folder goes (Linux): &quot;everywhere&quot; (LD_LIBRARY_PATH of every new shell, or ld.so.conf for all users), &quot;activation-script&quot; (only a script you source for your own programs), or &quot;auto&quot;: everywhere unless that would change the cuDNN a framework on this computer (such as pip&apos;s PyTorch) loads. Default: auto.</source>
        <translation>cuDNN 函式庫資料夾要放在哪裡（Linux）：「everywhere」（加入每個新 shell 的 LD_LIBRARY_PATH，或為所有使用者寫入 ld.so.conf）、「activation-script」（只寫入一個啟用指令碼，您需要時再為自己的程式 source 它）或「auto」：採用 everywhere，除非這樣會改變這台電腦上某個框架（例如用 pip 安裝的 PyTorch）載入的 cuDNN。預設：auto。</translation>
    </message>
    <message>
        <source>where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>--library-path is &quot;auto&quot;, &quot;everywhere&quot; or &quot;activation-script&quot;, not &quot;%1&quot;.</source>
        <translation>--library-path 必須是「auto」、「everywhere」或「activation-script」，而不是「%1」。</translation>
    </message>
    <message>
        <source>Take a plain http:// --mirror or --cuda-from. Nothing sent over http is encrypted: anyone on the network between can read it, or change the files and the checksums that come with them. Only on a network you trust.</source>
        <translation>接受純 http:// 的 --mirror 或 --cuda-from。透過 http 傳輸的內容都不加密：途經網路上的任何人都能讀取，或者竄改檔案以及隨附的檢查碼。僅在你信任的網路中使用。</translation>
    </message>
    <message>
        <source>--%1 %2 is plain http://, which is not encrypted: anyone on the network between could change the files and the checksums that come with them. Use its https:// address or a folder, or add --allow-insecure-mirror if this network is one you trust.</source>
        <translation>--%1 %2 是純 http:// 位址，不加密：途經網路上的任何人都可能竄改檔案以及隨附的檢查碼。請改用它的 https:// 位址或一個資料夾；如果你信任這個網路，也可以加上 --allow-insecure-mirror。</translation>
    </message>
</context>
<context>
    <name>CompatRules</name>
    <message>
        <source>If you need one, install %1 (or an older CUDA %2.x): it is the newest your driver %3 supports.</source>
        <translation>如果需要，請安裝 %1（或更早的 CUDA %2.x）：這是您的驅動程式 %3 所支援的最新版本。</translation>
    </message>
    <message>
        <source>If you need one, install the NVIDIA driver first, then a CUDA Toolkit that the driver supports.</source>
        <translation>如果需要，請先安裝 NVIDIA 驅動程式，再安裝該驅動程式支援的 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit found</source>
        <translation>未找到 CUDA 工具套件</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found on this computer. You do not always need one: Python packages such as PyTorch, and the nvidia-cudnn pip packages, bring their own CUDA libraries. To build your own CUDA programs, or to use cuDNN from NVIDIA&apos;s archive, you need a CUDA Toolkit (cuDNN loads its cuBLAS and NVRTC libraries) and the cuDNN build for the same CUDA major version.</source>
        <translation>這台電腦上沒有找到 CUDA 工具套件。您不一定需要它：PyTorch 等 Python 套件以及 nvidia-cudnn 系列 pip 套件都內含自己的 CUDA 函式庫。如果要編譯自己的 CUDA 程式，或者使用 NVIDIA 提供的壓縮檔版 cuDNN，就需要一個 CUDA 工具套件（cuDNN 會載入其中的 cuBLAS 和 NVRTC 函式庫），以及為同一 CUDA 主版本建置的 cuDNN。</translation>
    </message>
    <message>
        <source>The scan found no CUDA Toolkit.</source>
        <translation>掃描沒有發現任何 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>The version of the CUDA Toolkit at %1 is unknown</source>
        <translation>位於 %1 的 CUDA 工具套件版本未知</translation>
    </message>
    <message>
        <source>The wizard could not read which CUDA version the toolkit at %1 is, so it cannot check it against the driver, the GPU or cuDNN.</source>
        <translation>精靈無法讀出位於 %1 的工具套件是哪個 CUDA 版本，因此無法檢查它與驅動程式、GPU 或 cuDNN 是否相容。</translation>
    </message>
    <message>
        <source>Run nvcc --version from that toolkit&apos;s bin folder; if it fails, reinstall the toolkit.</source>
        <translation>請在該工具套件的 bin 資料夾中執行 nvcc --version；如果執行失敗，請重新安裝工具套件。</translation>
    </message>
    <message>
        <source>CUDA %1 is not in the wizard&apos;s data</source>
        <translation>精靈的資料中沒有 CUDA %1</translation>
    </message>
    <message>
        <source>The CUDA %1 toolkit at %2 is not covered by the wizard&apos;s compatibility data (as of %3), so its driver and GPU requirements could not be checked.</source>
        <translation>位於 %2 的 CUDA %1 工具套件不在精靈的相容性資料（截至 %3）範圍內，因此無法檢查它對驅動程式和 GPU 的要求。</translation>
    </message>
    <message>
        <source>Check NVIDIA&apos;s CUDA release notes for the driver it needs, or update the wizard.</source>
        <translation>請查閱 NVIDIA 的 CUDA 發行說明，瞭解它需要哪個版本的驅動程式，或者更新本精靈。</translation>
    </message>
    <message>
        <source>Install cuDNN: the wizard recommends %1.</source>
        <translation>安裝 cuDNN：精靈建議使用 %1。</translation>
    </message>
    <message>
        <source>This computer is ready for cuDNN</source>
        <translation>這台電腦已準備好執行 cuDNN</translation>
    </message>
    <message>
        <source>The NVIDIA driver works, it supports the GPU and the CUDA version in use, and nothing the wizard checks stands in the way of running cuDNN.</source>
        <translation>NVIDIA 驅動程式運作正常，支援這個 GPU 和目前使用的 CUDA 版本；在精靈檢查的項目中，沒有發現任何妨礙執行 cuDNN 的問題。</translation>
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
        <translation>GPU %1：%2，運算能力 %3</translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 at %2</source>
        <translation>CUDA 工具套件 %1，位於 %2</translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 at %2 (version read from %3)</source>
        <translation>CUDA 工具套件 %1，位於 %2（版本讀取自 %3）</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 at %3</source>
        <translation>cuDNN %1（適用於 CUDA %2），位於 %3</translation>
    </message>
    <message>
        <source>cuDNN %1 (CUDA variant unknown) at %2</source>
        <translation>cuDNN %1（適用的 CUDA 版本未知），位於 %2</translation>
    </message>
    <message>
        <source>NVIDIA driver %1</source>
        <translation>NVIDIA 驅動程式 %1</translation>
    </message>
    <message>
        <source>(supports CUDA up to %1)</source>
        <translation>（最高支援 CUDA %1）</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>（透過 %1 查詢）</translation>
    </message>
    <message>
        <source>Compatibility data: %1 (source: %2)</source>
        <translation>相容性資料：%1（來源：%2）</translation>
    </message>
    <message>
        <source>[not confirmed by an NVIDIA document]</source>
        <translation>[未經 NVIDIA 說明文件確認]</translation>
    </message>
    <message>
        <source>unknown architecture</source>
        <translation>未知架構</translation>
    </message>
</context>
<context>
    <name>ConsoleOutput</name>
    <message>
        <source>%1% of %2, %3/s, %4 s left</source>
        <translation>%1%，共 %2，%3/s，剩餘 %4 秒</translation>
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
            <numerusform>已從 %1 載入 %n 個 cuDNN 函式庫。</numerusform>
        </translation>
    </message>
    <message>
        <source>No cuDNN %1 library files are in %2.</source>
        <translation>%2 中沒有任何 cuDNN %1 函式庫檔案。</translation>
    </message>
    <message>
        <source>This folder does not hold cuDNN: programs looking for it here will not find it.</source>
        <translation>這個資料夾中沒有 cuDNN：在這裡尋找 cuDNN 的程式會找不到它。</translation>
    </message>
    <message>
        <source>Choose the folder that holds libcudnn.so.%1 (cudnn64_%1.dll on Windows), or install cuDNN there.</source>
        <translation>請選擇包含 libcudnn.so.%1（Windows 上為 cudnn64_%1.dll）的資料夾，或是把 cuDNN 安裝到那裡。</translation>
    </message>
    <message numerus="yes">
        <source>%n expected cuDNN library file(s) are missing from %1: %2.</source>
        <translation>
            <numerusform>%1 中缺少 %n 個應有的 cuDNN 函式庫檔案：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>cuDNN %1 is split into libraries that load each other. When one is missing, cuDNN stops (aborts) the program that uses it as soon as it needs that part, often in the middle of a run.</source>
        <translation>cuDNN %1 分成多個會互相載入的函式庫。只要缺少其中一個，使用 cuDNN 的程式一旦需要到該部分，cuDNN 就會中止（abort）這個程式，而這往往發生在執行到一半的時候。</translation>
    </message>
    <message>
        <source>Copy the missing files from the same cuDNN archive (its lib folder, bin on Windows) into %1, or reinstall cuDNN there from one complete archive.</source>
        <translation>請從同一個 cuDNN 壓縮檔（它的 lib 資料夾，Windows 上為 bin）把缺少的檔案複製到 %1，或是用一個完整的壓縮檔在那裡重新安裝 cuDNN。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%n cuDNN library file(s) in %1 could not be loaded: %2.</source>
        <translation>
            <numerusform>%1 中有 %n 個 cuDNN 函式庫檔案無法載入：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>The files are there, but the system refused to load them: a damaged or truncated file, a file for another processor or system, or a library they need is missing (the message names it).</source>
        <translation>檔案都在，但系統拒絕載入它們：可能是檔案損壞或不完整、檔案適用於其他處理器或作業系統，或是缺少它們所需的某個函式庫（錯誤訊息中會指出是哪一個）。</translation>
    </message>
    <message>
        <source>Reinstall cuDNN from a freshly downloaded archive; if the message names another library, install what provides it.</source>
        <translation>請用重新下載的壓縮檔重新安裝 cuDNN；如果錯誤訊息提到其他函式庫，請安裝提供該函式庫的套件。</translation>
    </message>
    <message>
        <source>cudnnGetVersion() reports cuDNN %1 (%2).</source>
        <translation>cudnnGetVersion() 回報的版本是 cuDNN %1（%2）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no version in the name</source>
        <translation>名稱中沒有版本號</translation>
    </message>
    <message numerus="yes">
        <source>All %n libraries carry version %1 in their names.</source>
        <translation>
            <numerusform>全部 %n 個函式庫的名稱中都帶有版本 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The libraries&apos; names carry the same version.</source>
        <translation>所有函式庫名稱中帶有的版本都相同。</translation>
    </message>
    <message>
        <source>The library files are from different releases: %1.</source>
        <translation>這些函式庫檔案來自不同的版本：%1。</translation>
    </message>
    <message>
        <source>Usually an update copied over only some files. cuDNN&apos;s parts must come from one release: mixed ones refuse to work together (a sub-library version mismatch) or crash.</source>
        <translation>通常是因為更新時只複製了部分檔案。cuDNN 的各個部分必須來自同一個版本：版本混雜時它們會拒絕一起運作（子函式庫版本不符），或是導致程式當掉。</translation>
    </message>
    <message>
        <source>Remove the cuDNN files from %1 and install them again from one archive.</source>
        <translation>請從 %1 移除 cuDNN 檔案，再從同一個壓縮檔重新安裝。</translation>
    </message>
    <message>
        <source>The wizard&apos;s repair can do this and keeps a backup.</source>
        <translation>精靈的修復功能可以完成這項操作，並會保留備份。</translation>
    </message>
    <message>
        <source>The file names carry no full version (only the major, as in libcudnn_ops.so.9), so the libraries cannot be compared by name.</source>
        <translation>檔名中沒有完整的版本號（只有主版本號，例如 libcudnn_ops.so.9），因此無法依名稱比較這些函式庫。</translation>
    </message>
    <message>
        <source>Normal for copies from Python packages and for some archives; the version and header checks still apply.</source>
        <translation>來自 Python 套件的副本和部分壓縮檔都是這樣，屬於正常情況；版本檢查和標頭檔檢查仍然有效。</translation>
    </message>
    <message>
        <source>The header %1 and the libraries are both cuDNN %2.</source>
        <translation>標頭檔 %1 和函式庫都是 cuDNN %2。</translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, the libraries say %3.</source>
        <translation>標頭檔 %1 標明的是 cuDNN %2，函式庫則是 %3。</translation>
    </message>
    <message>
        <source>The headers (cudnn_version.h in %1) belong to another release than the libraries: programs compiled against them may fail at run time. Programs that only load cuDNN (PyTorch, TensorFlow) are not affected.</source>
        <translation>標頭檔（%1 中的 cudnn_version.h）與函式庫屬於不同的版本：以這些標頭檔編譯的程式可能會在執行時失敗。只載入 cuDNN 的程式（PyTorch、TensorFlow）不受影響。</translation>
    </message>
    <message>
        <source>Reinstall cuDNN from one archive, or copy the include folder of the archive the libraries came from (cuDNN %1) into %2.</source>
        <translation>請從同一個壓縮檔重新安裝 cuDNN，或是把函式庫所屬壓縮檔（cuDNN %1）的 include 資料夾複製到 %2。</translation>
    </message>
    <message>
        <source>No cudnn_version.h (or cudnn.h) in %1.</source>
        <translation>%1 中沒有 cudnn_version.h（或 cudnn.h）。</translation>
    </message>
    <message>
        <source>Programs that only load cuDNN (PyTorch, TensorFlow) do not need the headers; compiling your own code against cuDNN does. If you need them, copy the include folder of the same cuDNN archive there.</source>
        <translation>只載入 cuDNN 的程式（PyTorch、TensorFlow）不需要標頭檔；但要自行編譯使用 cuDNN 的程式碼就需要。如果您需要，請把同一個 cuDNN 壓縮檔的 include 資料夾複製到那裡。</translation>
    </message>
    <message>
        <source>Not compared: no library version to compare the header with.</source>
        <translation>未比較：沒有可以與標頭檔比較的函式庫版本。</translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2; no library version to compare it with.</source>
        <translation>標頭檔 %1 標明的是 cuDNN %2；沒有可以與之比較的函式庫版本。</translation>
    </message>
    <message>
        <source>The comparison needs a loaded library; the library check above says why none loaded.</source>
        <translation>這項比較需要已載入的函式庫；上方的函式庫檢查說明了為什麼沒有載入任何函式庫。</translation>
    </message>
    <message>
        <source>This cuDNN was built with CUDA %1 (the check program uses CUDA %2).</source>
        <translation>這份 cuDNN 是用 CUDA %1 建置的（檢查程式使用的是 CUDA %2）。</translation>
    </message>
    <message>
        <source>%1: not found</source>
        <translation>%1：找不到</translation>
    </message>
    <message>
        <source>Found by name: %1.</source>
        <translation>依名稱找到：%1。</translation>
    </message>
    <message>
        <source>Found: %1.</source>
        <translation>已找到：%1。</translation>
    </message>
    <message>
        <source>cuBLASLt is not on the library search path, but in a folder beside cuDNN (%1). Programs that load cuDNN from this folder normally find it; if one reports cuBLASLt missing, add that folder to the library search path (LD_LIBRARY_PATH on Linux, PATH on Windows).</source>
        <translation>cuBLASLt 不在函式庫搜尋路徑中，而是在 cuDNN 旁邊的資料夾（%1）中。從這個資料夾載入 cuDNN 的程式通常都能找到它；如果有程式回報找不到 cuBLASLt，請把該資料夾加入函式庫搜尋路徑（Linux 上為 LD_LIBRARY_PATH，Windows 上為 PATH）。</translation>
    </message>
    <message>
        <source>(its version)</source>
        <translation>（相應版本）</translation>
    </message>
    <message>
        <source>%1 was found neither on the library search path nor beside cuDNN.</source>
        <translation>在函式庫搜尋路徑中和 cuDNN 旁邊都找不到 %1。</translation>
    </message>
    <message>
        <source>cuDNN loads cuBLASLt from the CUDA Toolkit while it runs, for many convolution and matrix engines (the classic convolution calls included). Without it those calls fail although cuDNN itself loads.</source>
        <translation>cuDNN 在執行時會從 CUDA 工具套件載入 cuBLASLt，用於許多卷積和矩陣運算引擎（包括傳統的卷積呼叫）。沒有它，即使 cuDNN 本身能載入，這些呼叫也會失敗。</translation>
    </message>
    <message>
        <source>Install the CUDA %1 Toolkit (at least its cuBLAS part), or add the folder that holds %2 (the toolkit&apos;s lib64 folder, bin on Windows) to the library search path (LD_LIBRARY_PATH on Linux, PATH on Windows).</source>
        <translation>請安裝 CUDA %1 工具套件（至少安裝其中的 cuBLAS 部分），或是把包含 %2 的資料夾（工具套件的 lib64 資料夾，Windows 上為 bin）加入函式庫搜尋路徑（Linux 上為 LD_LIBRARY_PATH，Windows 上為 PATH）。</translation>
    </message>
    <message>
        <source>%1 (the zlib compression library) could not be loaded.</source>
        <translation>無法載入 %1（zlib 壓縮函式庫）。</translation>
    </message>
    <message>
        <source>cuDNN needs zlib to load at all: without it every program that uses cuDNN fails at start.</source>
        <translation>cuDNN 必須有 zlib 才能載入：沒有它，所有使用 cuDNN 的程式在啟動時就會失敗。</translation>
    </message>
    <message>
        <source>Put zlibwapi.dll (64-bit) beside the cuDNN files in %1 or in a folder on PATH.</source>
        <translation>請把 zlibwapi.dll（64 位元）放在 %1 中 cuDNN 檔案的旁邊，或放在 PATH 中的某個資料夾裡。</translation>
    </message>
    <message>
        <source>Install zlib with the system&apos;s package manager (Debian and Ubuntu: sudo apt install zlib1g; Fedora: sudo dnf install zlib).</source>
        <translation>請用系統的套件管理員安裝 zlib（Debian 和 Ubuntu：sudo apt install zlib1g；Fedora：sudo dnf install zlib）。</translation>
    </message>
    <message>
        <source>Not checked: the CUDA version cuDNN was built for is unknown, so the cuBLASLt it needs is too.</source>
        <translation>未檢查：不知道這份 cuDNN 是為哪個 CUDA 版本建置的，因此也不知道它需要哪個 cuBLASLt。</translation>
    </message>
    <message>
        <source>The version comes from a loaded library; the checks above say why there is none.</source>
        <translation>版本資訊來自已載入的函式庫；上方的檢查說明了為什麼沒有載入任何函式庫。</translation>
    </message>
</context>
<context>
    <name>CopyRules</name>
    <message>
        <source>Replace every cuDNN library in %1 with the complete set from one cuDNN archive (all files of its lib%2 folder, together with its include folder), e.g. with: cudnn-setup install --archive FILE. Or delete this copy if another one is the one you use.</source>
        <translation>請用同一個 cuDNN 壓縮檔中的完整一套函式庫（它的 lib%2 資料夾中的所有檔案，連同它的 include 資料夾）取代 %1 中的每一個 cuDNN 函式庫，例如執行：cudnn-setup install --archive FILE。如果您使用的是另一份副本，也可以刪除這一份。</translation>
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
        <translation>組成 cuDNN %1 的部分函式庫不在這個資料夾中。從 cuDNN 8 起，cuDNN 是一組會互相載入的函式庫；只有其中一部分時，程式能夠啟動，但在第一次需要缺少的函式庫時就會失敗，而且常常會當掉。</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
    <message>
        <source>Only the main cuDNN library was copied to %1</source>
        <translation>只有 cuDNN 主函式庫被複製到 %1</translation>
    </message>
    <message>
        <source>%1 was found there, but none of the sub-libraries it loads. This is what happens when only one file is copied by hand (as older guides for cuDNN 7 say). Programs start, then stop with an error or a crash at their first cuDNN call.</source>
        <translation>在那裡找到了 %1，但找不到它會載入的任何子函式庫。這是只手動複製一個檔案時（如舊版 cuDNN 7 的教學所說）會發生的情況。程式能夠啟動，但在第一次呼叫 cuDNN 時就會出現錯誤而停止或當掉。</translation>
    </message>
    <message>
        <source>cuDNN in %1 mixes files of different releases</source>
        <translation>%1 中的 cuDNN 混有不同版本的檔案</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>The cuDNN header beside %1 is from another release</source>
        <translation>%1 旁邊的 cuDNN 標頭檔來自另一個版本</translation>
    </message>
    <message>
        <source>%1 Programs built here compile against one release and run with another, which fails or misbehaves in ways that are hard to trace.</source>
        <translation>%1 在這裡建置的程式編譯時使用一個版本，執行時卻使用另一個版本，因而會失敗或出現難以追查的異常行為。</translation>
    </message>
    <message>
        <source>Header: %1 (cuDNN %2)</source>
        <translation>標頭檔：%1（cuDNN %2）</translation>
    </message>
    <message>
        <source>Libraries: cuDNN %1</source>
        <translation>函式庫：cuDNN %1</translation>
    </message>
    <message>
        <source>Copy the include folder of the same cuDNN archive as the libraries over %1, or reinstall the whole copy: %2</source>
        <translation>請把與函式庫同一個 cuDNN 壓縮檔中的 include 資料夾複製到 %1 覆蓋，或重新安裝整份副本：%2</translation>
    </message>
    <message>
        <source>The cuDNN headers in %1 are incomplete</source>
        <translation>%1 中的 cuDNN 標頭檔不完整</translation>
    </message>
    <message>
        <source>%1 includes other cuDNN headers that are not beside it, so every program that includes cudnn.h stops compiling with &quot;%2: No such file or directory&quot;. Programs already built are not affected: they only need the libraries.</source>
        <translation>%1 引入了不在它旁邊的其他 cuDNN 標頭檔，所以每個引入 cudnn.h 的程式都會在編譯時出現「%2: No such file or directory」錯誤而停止。已經編譯好的程式不受影響：它們只需要函式庫。</translation>
    </message>
    <message>
        <source>Header: %1</source>
        <translation>標頭檔：%1</translation>
    </message>
    <message>
        <source>Copy every file of the include folder of the cuDNN archive the libraries came from into %1 (all the cudnn*.h files, not only cudnn.h).</source>
        <translation>請把函式庫所屬 cuDNN 壓縮檔中 include 資料夾的每個檔案都複製到 %1（所有 cudnn*.h 檔案，而不只是 cudnn.h）。</translation>
    </message>
</context>
<context>
    <name>CpuBenchmark</name>
    <message>
        <source>The layer&apos;s shape is not a valid convolution (%1).</source>
        <translation>這一層的形狀不是有效的卷積（%1）。</translation>
    </message>
    <message>
        <source>The layer needs %1 of memory on the CPU, more than the benchmark allows (%2); choose a smaller batch or layer.</source>
        <translation>這一層在 CPU 上需要 %1 的記憶體，超過效能測試允許的上限（%2）；請選擇較小的批次大小或較小的層。</translation>
    </message>
    <message>
        <source>There was not enough memory for the layer&apos;s buffers.</source>
        <translation>記憶體不足，無法配置這一層的緩衝區。</translation>
    </message>
</context>
<context>
    <name>CudaArchiveUnpacker</name>
    <message>
        <source>Unpacking the CUDA pieces was cancelled. Nothing of them was kept.</source>
        <translation>CUDA 元件的解壓縮已取消，解出的內容都沒有保留。</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, but NVIDIA&apos;s manifest says %3: the download is incomplete or it is another file. Delete it and download it again.</source>
        <translation>%1 大小為 %2 位元組，但 NVIDIA 的清單寫的是 %3：下載不完整，或者這是另一個檔案。請刪除它並重新下載。</translation>
    </message>
    <message>
        <source>The SHA-256 of %1 is not the one in NVIDIA&apos;s manifest: the file is damaged or not NVIDIA&apos;s. Delete it and download it again.</source>
        <translation>%1 的 SHA-256 與 NVIDIA 清單中的不一致：檔案已損壞或不是 NVIDIA 的檔案。請刪除它並重新下載。</translation>
    </message>
    <message>
        <source>%1 holds %2, not the CUDA component %3 the manifest names for it.</source>
        <translation>%1 裡面是 %2，而不是清單為它指定的 CUDA 元件 %3。</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>其他內容</translation>
    </message>
</context>
<context>
    <name>CudaComponents</name>
    <message>
        <source>The CUDA pieces cuDNN needs, and the compiler: enough to build and run a CUDA and cuDNN program.</source>
        <translation>cuDNN 需要的 CUDA 元件，再加上編譯器：足以編譯並執行一個使用 CUDA 和 cuDNN 的程式。</translation>
    </message>
    <message>
        <source>The CUDA pieces cuDNN needs to run (cuBLAS, NVRTC and the CUDA runtime).</source>
        <translation>cuDNN 執行所需的 CUDA 元件（cuBLAS、NVRTC 和 CUDA 執行階段）。</translation>
    </message>
</context>
<context>
    <name>CudaRedistFolder</name>
    <message>
        <source>%1 holds no manifest of NVIDIA&apos;s CUDA %2 redist (redistrib_%2.x.y.json). Copy one there with its archives, or name another folder.</source>
        <translation>%1 中沒有 NVIDIA CUDA %2 redist 的清單（redistrib_%2.x.y.json）。請把清單連同其壓縮檔複製到那裡，或指定另一個資料夾。</translation>
    </message>
    <message>
        <source>%1 holds no manifest of NVIDIA&apos;s CUDA redist (redistrib_X.Y.Z.json). Copy one there with its archives, or name another folder.</source>
        <translation>%1 中沒有 NVIDIA CUDA redist 的清單（redistrib_X.Y.Z.json）。請把清單連同其壓縮檔複製到那裡，或指定另一個資料夾。</translation>
    </message>
    <message>
        <source>The CUDA %1 manifest %2 has no %3 for %4, so the %5 profile cannot be installed from it.</source>
        <translation>CUDA %1 的清單 %2 中沒有適用於 %4 的 %3，因此無法從中安裝 %5 組合。</translation>
    </message>
    <message numerus="yes">
        <source>%n archive(s) of CUDA %1 are missing in %2: %3. Copy them there from NVIDIA&apos;s redist (https://developer.download.nvidia.com/compute/cuda/redist/), keeping their folders.</source>
        <translation>
            <numerusform>%2 中缺少 CUDA %1 的 %n 個壓縮檔：%3。請從 NVIDIA 的 redist（https://developer.download.nvidia.com/compute/cuda/redist/）把它們複製到那裡，並保留其資料夾結構。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CudaToolkitAssembly</name>
    <message numerus="yes">
        <source>%n file(s) come in two CUDA components with different contents; the later component&apos;s copy is installed (first: %1).</source>
        <translation>
            <numerusform>有 %n 個檔案同時出現在兩個 CUDA 元件中且內容不同；安裝的是較後元件的版本（第一個：%1）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CudaToolkitChooser</name>
    <message>
        <source>The NVIDIA driver %1 is too old for the CUDA Toolkits the wizard can install: CUDA %2 needs driver %3 or newer. Update the driver first, then run the wizard again.</source>
        <translation>NVIDIA 驅動程式 %1 太舊，無法使用本精靈能安裝的 CUDA 工具套件：CUDA %2 需要 %3 或更新的驅動程式。請先更新驅動程式，然後再執行本精靈。</translation>
    </message>
    <message>
        <source>CUDA %1 cannot be installed for this computer&apos;s GPUs.</source>
        <translation>無法為這台電腦的 GPU 安裝 CUDA %1。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit the wizard knows supports this computer&apos;s GPUs.</source>
        <translation>本精靈所知的 CUDA 工具套件都不支援這台電腦的 GPU。</translation>
    </message>
    <message>
        <source>%1, the newest CUDA Toolkit for your GPU. No NVIDIA driver was found: programs built with it need driver %2 or newer to run.</source>
        <translation>%1，適合您的 GPU 的最新 CUDA 工具套件。找不到 NVIDIA 驅動程式：用它編譯的程式需要 %2 或更新的驅動程式才能執行。</translation>
    </message>
    <message>
        <source>%1, the newest CUDA Toolkit that your driver %2 and your GPU support.</source>
        <translation>%1，您的驅動程式 %2 和 GPU 支援的最新 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>%1: your driver %2 meets its minimum. %3 is newer but needs driver %4.</source>
        <translation>%1：您的驅動程式 %2 符合它的最低需求。%3 較新，但需要 %4 的驅動程式。</translation>
    </message>
</context>
<context>
    <name>CudnnCopyInspector</name>
    <message>
        <source>The folder %1 could not be read (no permission), so cuDNN files in it, if any, were not checked.</source>
        <translation>無法讀取資料夾 %1（沒有權限），因此其中可能存在的 cuDNN 檔案沒有被檢查。</translation>
    </message>
    <message>
        <source>%1 does not contain a readable cuDNN version (CUDNN_MAJOR, CUDNN_MINOR, CUDNN_PATCHLEVEL).</source>
        <translation>%1 中沒有可讀取的 cuDNN 版本號（CUDNN_MAJOR、CUDNN_MINOR、CUDNN_PATCHLEVEL）。</translation>
    </message>
    <message>
        <source>%1 is a link to %2, which does not exist.</source>
        <translation>%1 是一個連結，但它指向的 %2 不存在。</translation>
    </message>
    <message>
        <source>Incomplete cuDNN %1: %2 missing. Programs fail when they first need the missing part.</source>
        <translation>cuDNN %1 不完整：缺少 %2。程式在第一次用到缺失的部分時會出錯。</translation>
    </message>
    <message>
        <source>Sub-libraries from different cuDNN releases are mixed in this folder: %1. cuDNN refuses to run like this (CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH).</source>
        <translation>這個資料夾中混有來自不同 cuDNN 版本的子函式庫：%1。這種情況下 cuDNN 會拒絕執行（CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH）。</translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, but the libraries are cuDNN %3.</source>
        <translation>標頭檔 %1 標明的是 cuDNN %2，但函式庫檔案是 cuDNN %3。</translation>
    </message>
    <message>
        <source>The header %1 says cuDNN %2, but the libraries are cuDNN %3.x.</source>
        <translation>標頭檔 %1 標明的是 cuDNN %2，但函式庫檔案是 cuDNN %3.x。</translation>
    </message>
    <message>
        <source>%1 includes headers that are not in its folder: %2. Programs that include cudnn.h do not compile.</source>
        <translation>%1 引入了不在其所在資料夾中的標頭檔：%2。引入 cudnn.h 的程式無法編譯。</translation>
    </message>
    <message>
        <source>the folder it is in</source>
        <translation>它所在的資料夾</translation>
    </message>
</context>
<context>
    <name>CudnnCopyRules</name>
    <message>
        <source>cuDNN %1 at %2 is complete as far as the wizard can tell.</source>
        <translation>就精靈能檢查的範圍而言，位於 %2 的 cuDNN %1 是完整的。</translation>
    </message>
    <message>
        <source>(unknown version)</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <source>It supports your GPU.</source>
        <translation>它支援您的 GPU。</translation>
    </message>
    <message>
        <source>cuDNN %1 looks fine</source>
        <translation>cuDNN %1 看起來沒有問題</translation>
    </message>
    <message>
        <source>Found via: %1</source>
        <translation>發現途徑：%1</translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead.</source>
        <translation>請改為安裝適用於 CUDA %2 的 cuDNN %1（%3）。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead, with a CUDA %2.x toolkit.</source>
        <translation>請改為安裝適用於 CUDA %2 的 cuDNN %1（%3），並搭配 CUDA %2.x 工具套件使用。</translation>
    </message>
    <message>
        <source>No cuDNN for CUDA %1 fits this computer; cuDNN %2 for CUDA %3 (%4) does, used with a CUDA %3.x toolkit.</source>
        <translation>沒有適用於 CUDA %1 的 cuDNN 適合這台電腦；適用於 CUDA %3 的 cuDNN %2（%4）可以，但需要搭配 CUDA %3.x 工具套件使用。</translation>
    </message>
    <message>
        <source>No cuDNN release in the wizard&apos;s data fits this computer.</source>
        <translation>精靈的資料中沒有適合這台電腦的 cuDNN 版本。</translation>
    </message>
    <message>
        <source>The cuDNN files in %1 do not fit together</source>
        <translation>%1 中的 cuDNN 檔案互不相符</translation>
    </message>
    <message numerus="yes">
        <source>The wizard found %n problem(s) inside this cuDNN copy (listed below). Programs that load it may fail to start, stop with a cuDNN error, or crash.</source>
        <translation>
            <numerusform>精靈在這份 cuDNN 中發現了 %n 個問題（見下方清單）。載入它的程式可能無法啟動、因 cuDNN 錯誤而中止，或是當掉。</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the wizard&apos;s repair mode to replace this copy with a complete one, or remove it if nothing uses it.</source>
        <translation>請使用精靈的修復模式，把這份 cuDNN 替換成完整的版本；如果沒有程式在使用它，也可以把它刪除。</translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 is inside a CUDA %2 toolkit</source>
        <translation>適用於 CUDA %1 的 cuDNN 位於 CUDA %2 工具套件中</translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 does not match CUDA %2</source>
        <translation>適用於 CUDA %1 的 cuDNN 與 CUDA %2 不相符</translation>
    </message>
    <message>
        <source>The cuDNN at %1 was built for CUDA %2, but the CUDA Toolkit at %3 is version %4. Each cuDNN build is made for one CUDA major version: a CUDA %2 build needs CUDA %2&apos;s own libraries (such as cuBLAS), so programs built with CUDA %5 fail to load it or stop with errors.</source>
        <translation>位於 %1 的 cuDNN 是為 CUDA %2 建置的，但位於 %3 的 CUDA 工具套件版本是 %4。每個 cuDNN 版本只針對一個 CUDA 主版本建置：為 CUDA %2 建置的版本需要 CUDA %2 自己的函式庫（例如 cuBLAS），因此用 CUDA %5 編譯的程式會無法載入它，或者執行時出錯中止。</translation>
    </message>
    <message>
        <source>cuDNN %1 is not in the wizard&apos;s data</source>
        <translation>精靈的資料中沒有 cuDNN %1</translation>
    </message>
    <message>
        <source>The wizard&apos;s compatibility data does not cover cuDNN %1 (at %2), so it cannot check whether this copy supports your GPU and driver.</source>
        <translation>精靈的相容性資料不包括 cuDNN %1（位於 %2），因此無法檢查這份 cuDNN 是否支援您的 GPU 和驅動程式。</translation>
    </message>
    <message>
        <source>cuDNN %1 lists compute capabilities %2</source>
        <translation>cuDNN %1 列出的運算能力：%2</translation>
    </message>
    <message>
        <source>cuDNN %1 does not support your GPU</source>
        <translation>cuDNN %1 不支援您的 GPU</translation>
    </message>
    <message>
        <source>NVIDIA lists these GPU compute capabilities for cuDNN %1: %2. This does not cover %3, so cuDNN calls from the copy at %4 will fail there, typically with CUDNN_STATUS_ARCH_MISMATCH or &quot;no kernel image is available&quot;.</source>
        <translation>NVIDIA 為 cuDNN %1 列出的 GPU 運算能力是：%2。其中不包括 %3，因此在這個 GPU 上呼叫位於 %4 的 cuDNN 會失敗，通常出現錯誤 CUDNN_STATUS_ARCH_MISMATCH 或「no kernel image is available」。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for cuDNN %1 for CUDA %2</source>
        <translation>NVIDIA 驅動程式太舊，無法使用適用於 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>The cuDNN at %1 is built for CUDA %2 and needs NVIDIA driver %3 or newer. The installed driver is %4, so programs that load this copy fail with &quot;CUDA driver version is insufficient&quot;.</source>
        <translation>位於 %1 的 cuDNN 是為 CUDA %2 建置的，需要 NVIDIA 驅動程式 %3 或更高版本。已安裝的驅動程式是 %4，因此載入這份 cuDNN 的程式會失敗，並出現錯誤「CUDA driver version is insufficient」。</translation>
    </message>
    <message>
        <source>cuDNN for CUDA %1 needs driver %2 or newer%3</source>
        <translation>適用於 CUDA %1 的 cuDNN 需要驅動程式 %2 或更高版本%3</translation>
    </message>
    <message>
        <source> (CUDA minor-version floor; NVIDIA lists N/A)</source>
        <translation>（CUDA 次版本相容的最低要求；NVIDIA 列為 N/A）</translation>
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
        <translation>沒有適用於 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>The cuDNN at %1 is cuDNN %2, but NVIDIA never released a cuDNN %3 for CUDA %4; CUDA %4 needs cuDNN %5. This copy was made for an older CUDA, so programs built with the CUDA %6 toolkit at %7 either do not find the cuDNN they ask for (libcudnn.so.%5 / cudnn64_%5.dll) or fail when they load this one.</source>
        <translation>位於 %1 的 cuDNN 是 cuDNN %2，但 NVIDIA 從未釋出過適用於 CUDA %4 的 cuDNN %3；CUDA %4 需要 cuDNN %5。這份副本是為較舊的 CUDA 製作的，因此使用位於 %7 的 CUDA %6 工具套件建置的程式不是找不到它們要求的 cuDNN（libcudnn.so.%5 / cudnn64_%5.dll），就是在載入這份副本時失敗。</translation>
    </message>
    <message>
        <source>cuDNN majors released for CUDA %1 (wizard data): %2</source>
        <translation>為 CUDA %1 釋出的 cuDNN 主版本（精靈資料）：%2</translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 (%3) instead</source>
        <translation>請改為安裝適用於 CUDA %2 的 cuDNN %1（%3）</translation>
    </message>
    <message>
        <source>Install a cuDNN %1 built for CUDA %2 instead</source>
        <translation>請改為安裝為 CUDA %2 建置的 cuDNN %1</translation>
    </message>
    <message>
        <source>%1, and remove the cuDNN %2 files from %3 (or reinstall the toolkit). Programs that really need cuDNN %2 need a CUDA toolkit it was built for.</source>
        <translation>%1，並從 %3 中刪除 cuDNN %2 的檔案（或重新安裝工具套件）。確實需要 cuDNN %2 的程式，需要使用它所適用的 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>%1. If nothing on this computer needs cuDNN %2 any more, remove it from %3.</source>
        <translation>%1。如果這台電腦上已經沒有程式需要 cuDNN %2，請把它從 %3 中刪除。</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation>適用於 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>Installed beside it: %1 (%2)</source>
        <translation>在它旁邊安裝的：%1（%2）</translation>
    </message>
    <message>
        <source>With the Python of this environment, run: %1</source>
        <translation>請用這個環境的 Python 執行：%1</translation>
    </message>
    <message>
        <source>With the Python of this environment, run: python -m pip uninstall -y nvidia-cudnn-cu%1 and then: python -m pip install --force-reinstall &quot;%2&quot; (both packages share the folder nvidia/cudnn, so the reinstall puts back files the uninstall removed).</source>
        <translation>請用這個環境的 Python 執行：python -m pip uninstall -y nvidia-cudnn-cu%1，然後執行：python -m pip install --force-reinstall &quot;%2&quot;（兩個套件共用資料夾 nvidia/cudnn，所以重新安裝會放回解除安裝時刪除的檔案）。</translation>
    </message>
    <message>
        <source>No cuDNN package installed in %1</source>
        <translation>%1 中沒有安裝 cuDNN 套件</translation>
    </message>
    <message>
        <source>The loader finds: %1 (via %2)</source>
        <translation>動態連結器找到的是：%1（透過 %2）</translation>
    </message>
    <message>
        <source>With the Python of this environment, run: %1. That puts the cuDNN it was built for beside it, where it looks first.</source>
        <translation>請用這個環境的 Python 執行：%1。這樣會把它所適用的 cuDNN 放在它旁邊，也就是它最先搜尋的位置。</translation>
    </message>
    <message>
        <source>%1 needs %2 for CUDA %3, but finds %4</source>
        <translation>%1 需要適用於 CUDA %3 的 %2，但找到的是 %4</translation>
    </message>
    <message>
        <source>The Python package %1 in %2 was built for %3 for CUDA %4: its package metadata asks for %5. What it gets is %6. cuDNN builds of another major version or for another CUDA major have other library names and functions, so %7 fails when it starts using the GPU, with errors such as &quot;Could not load library libcudnn...&quot;, &quot;undefined symbol&quot; or a cuDNN version mismatch.</source>
        <translation>%2 中的 Python 套件 %1 是為適用於 CUDA %4 的 %3 建置的：它的套件中繼資料要求 %5，但實際得到的是 %6。其他主版本或為其他 CUDA 主版本建置的 cuDNN 使用不同的函式庫名稱和函式，因此 %7 在開始使用 GPU 時會失敗，並出現 &quot;Could not load library libcudnn...&quot;、&quot;undefined symbol&quot; 或 cuDNN 版本不符之類的錯誤。</translation>
    </message>
</context>
<context>
    <name>CudnnPickCheck</name>
    <message>
        <source>cuDNN %1 has no build for CUDA %2 on %3.</source>
        <translation>cuDNN %1 沒有 %3 平台上適用於 CUDA %2 的版本。</translation>
    </message>
    <message>
        <source>This build is for CUDA %1, but the CUDA Toolkit at %2 is CUDA %3. Programs built with that toolkit would not find it or would fail to load it.</source>
        <translation>這個版本適用於 CUDA %1，但位於 %2 的 CUDA 工具套件是 CUDA %3。用該工具套件編譯的程式會找不到它，或是無法載入它。</translation>
    </message>
    <message>
        <source>cuDNN %1 is not made for CUDA %2.</source>
        <translation>cuDNN %1 沒有適用於 CUDA %2 的版本。</translation>
    </message>
    <message>
        <source>%1 (compute capability %2)</source>
        <translation>%1（運算能力 %2）</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 does not support your GPU: %3.</source>
        <translation>適用於 CUDA %2 的 cuDNN %1 不支援您的 GPU：%3。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 needs NVIDIA driver %3 or newer; this computer has %4.</source>
        <translation>適用於 CUDA %2 的 cuDNN %1 需要 NVIDIA 驅動程式 %3 或更高版本；這台電腦上的是 %4。</translation>
    </message>
</context>
<context>
    <name>CudnnRecommender</name>
    <message>
        <source>%1, compute capability %2</source>
        <translation>%1，運算能力 %2</translation>
    </message>
    <message>
        <source>It is built for CUDA %1, like the CUDA %2 toolkit at %3.</source>
        <translation>它是為 CUDA %1 建置的，與位於 %3 的 CUDA %2 工具套件一致。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, so the build for the newest CUDA your driver supports was chosen; Python packages and programs that bring their own CUDA libraries can use it.</source>
        <translation>沒有找到 CUDA 工具套件，因此選擇了適用於您的驅動程式所支援的最新 CUDA 的版本；內含 CUDA 函式庫的 Python 套件和程式可以使用它。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit and no working driver were found, so the build for the newest CUDA was chosen.</source>
        <translation>沒有找到 CUDA 工具套件，也沒有找到能正常運作的驅動程式，因此選擇了適用於最新 CUDA 的版本。</translation>
    </message>
    <message>
        <source>The wizard knows no cuDNN archive for the platform &quot;%1&quot;.</source>
        <translation>精靈不知道有適用於平台「%1」的 cuDNN 壓縮檔。</translation>
    </message>
    <message>
        <source>The installed driver (%1) is too old for every CUDA version cuDNN is built for. Update the NVIDIA driver.</source>
        <translation>已安裝的驅動程式（%1）太舊，cuDNN 所針對的每個 CUDA 版本它都不支援。請更新 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 would fit, but it needs NVIDIA driver %3 or newer and the installed driver is %4. Update the driver first.</source>
        <translation>適用於 CUDA %2 的 cuDNN %1 本來合適，但它需要 NVIDIA 驅動程式 %3 或更高版本，而已安裝的驅動程式是 %4。請先更新驅動程式。</translation>
    </message>
    <message>
        <source>No known cuDNN release for CUDA %1 supports your GPU (%2).</source>
        <translation>已知的適用於 CUDA %1 的 cuDNN 版本都不支援您的 GPU（%2）。</translation>
    </message>
    <message>
        <source>No known cuDNN release offers a CUDA %1 build for %2.</source>
        <translation>已知的 cuDNN 版本都沒有為 %2 提供 CUDA %1 版。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 would fit, used with a CUDA %2.x toolkit.</source>
        <translation>適用於 CUDA %2 的 cuDNN %1 是合適的，需要搭配 CUDA %2.x 工具套件使用。</translation>
    </message>
    <message>
        <source>The platform of this computer is unknown, so no archive can be chosen.</source>
        <translation>無法確定這台電腦的平台，因此無法選擇壓縮檔。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 is the newest known release that fits this computer.</source>
        <translation>適用於 CUDA %2 的 cuDNN %1 是適合這台電腦的最新已知版本。</translation>
    </message>
    <message>
        <source>It supports your GPU (%1).</source>
        <translation>它支援您的 GPU（%1）。</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>Your driver %1 meets its minimum, %2.</source>
        <translation>您的驅動程式 %1 滿足它的最低要求 %2。</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found, so its driver requirement (%1 or newer) was not checked.</source>
        <translation>沒有找到 NVIDIA 驅動程式，因此沒有檢查它對驅動程式的要求（%1 或更高版本）。</translation>
    </message>
    <message>
        <source>The driver&apos;s version is unknown, so its driver requirement (%1 or newer) was not checked.</source>
        <translation>驅動程式版本未知，因此沒有檢查它對驅動程式的要求（%1 或更高版本）。</translation>
    </message>
    <message>
        <source>NVIDIA lists no driver minimum for it on this system; %1 is the floor for every CUDA %2 toolkit.</source>
        <translation>NVIDIA 沒有列出它在此系統上的最低驅動程式版本；%1 是所有 CUDA %2 工具套件的最低要求。</translation>
    </message>
    <message>
        <source>Parts of the wizard&apos;s data about this release are not confirmed by NVIDIA&apos;s documents.</source>
        <translation>精靈的資料中關於這個版本的部分資訊未經 NVIDIA 說明文件確認。</translation>
    </message>
    <message>
        <source>No cuDNN release in the wizard&apos;s data supports your GPU: it is too old for current cuDNN.</source>
        <translation>精靈的資料中沒有任何 cuDNN 版本支援您的 GPU：對目前的 cuDNN 來說，它太舊了。</translation>
    </message>
</context>
<context>
    <name>CudnnReleaseCauses</name>
    <message>
        <source>%1 found a cuDNN that does not fit the one it was built with</source>
        <translation>%1 找到的 cuDNN 與它建置時所用的 cuDNN 不一致</translation>
    </message>
    <message>
        <source>JAX found cuDNN %1, older than the %2 it needs at least</source>
        <translation>JAX 找到的是 cuDNN %1，低於它最低需要的 %2</translation>
    </message>
    <message>
        <source>%1 loaded cuDNN %2, but it was built with cuDNN %3</source>
        <translation>%1 載入了 cuDNN %2，但它是用 cuDNN %3 建置的</translation>
    </message>
    <message>
        <source>PaddlePaddle compares the cuDNN it was built with (%1) with the one it finds (%2) and warns when they differ. It goes on running, but cuDNN calls can fail or give wrong results.</source>
        <translation>PaddlePaddle 會比較建置時所用的 cuDNN（%1）和執行時找到的 cuDNN（%2），兩者不同時就會發出警告。程式會繼續執行，但 cuDNN 呼叫可能失敗或產生錯誤的結果。</translation>
    </message>
    <message>
        <source>JAX was built with cuDNN %1 and accepts no cuDNN older than %2; the cuDNN it found is %3.</source>
        <translation>JAX 是用 cuDNN %1 建置的，不接受低於 %2 的 cuDNN；它找到的 cuDNN 是 %3。</translation>
    </message>
    <message>
        <source>%1 checks the cuDNN it loads: it must have the same major version as the cuDNN it was built with (%2) and the same or a newer minor version. The cuDNN it loaded is %3.</source>
        <translation>%1 會檢查它載入的 cuDNN：主版本必須與建置時所用的 cuDNN（%2）相同，次版本必須相同或更新。它載入的 cuDNN 是 %3。</translation>
    </message>
    <message>
        <source>PyTorch comes with its own cuDNN (on Linux the nvidia-cudnn wheel installed with it, on Windows in torch\lib), so another cuDNN was loaded before its own.</source>
        <translation>PyTorch 內含自己的 cuDNN（在 Linux 上是隨它一起安裝的 nvidia-cudnn wheel 套件，在 Windows 上位於 torch\lib），所以是另一個 cuDNN 比它內含的 cuDNN 先被載入了。</translation>
    </message>
    <message>
        <source>No cuDNN %1 was found on this computer, so the message probably comes from another computer or another environment (a container, a conda environment that was not active during the scan, another user&apos;s account).</source>
        <translation>這台電腦上找不到 cuDNN %1，所以這則訊息很可能來自另一台電腦或另一個環境（容器、掃描時沒有啟用的 conda 環境、其他使用者的帳戶）。</translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 is in %2, a folder on %3. The loader searches the folders on %3 before the folder of the cuDNN that %4 brings with it.</source>
        <translation>在這台電腦上，cuDNN %1 位於 %2，這是 %3 中的一個資料夾。動態連結器會先搜尋 %3 中的資料夾，然後才搜尋 %4 內含的 cuDNN 所在的資料夾。</translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 is in %2.</source>
        <translation>在這台電腦上，cuDNN %1 位於 %2。</translation>
    </message>
    <message>
        <source>A cuDNN that fits, %1, is in %2.</source>
        <translation>合適的 cuDNN %1 位於 %2。</translation>
    </message>
    <message>
        <source>No cuDNN %1 or newer of major version %2 was found on this computer.</source>
        <translation>這台電腦上找不到主版本為 %2、版本為 %1 或更新的 cuDNN。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 or a newer %2.x where PaddlePaddle finds it, or install the PaddlePaddle build made for the cuDNN you have (%3): PaddlePaddle&apos;s installation page lists a build for each CUDA and cuDNN version.</source>
        <translation>請把 cuDNN %1 或更新的 %2.x 版本安裝到 PaddlePaddle 能找到的位置，或是安裝為您現有的 cuDNN（%3）建置的 PaddlePaddle 版本：PaddlePaddle 的安裝頁面為每個 CUDA 和 cuDNN 版本列出了對應的建置版本。</translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN it was built with: take other cuDNN folders off %2, and run cudnn-setup doctor to see which copy programs load.</source>
        <translation>請讓 %1 載入它建置時所用的 cuDNN：把其他 cuDNN 資料夾從 %2 中移除，並執行 cudnn-setup doctor 查看程式載入的是哪個副本。</translation>
    </message>
    <message>
        <source>Remove %1 from %2 where it is set (a shell profile such as ~/.bashrc, a conda activation script, a job script; on Windows: System Properties &gt; Environment Variables), open a new terminal and start %3 again: it then loads the cuDNN it brings with it.</source>
        <translation>請在設定它的地方把 %1 從 %2 中移除（例如 ~/.bashrc 等 shell 設定檔、conda 啟用指令碼、作業指令碼；在 Windows 上：「系統內容」&gt;「環境變數」），然後開啟新的終端機，重新啟動 %3：這樣它就會載入內含的 cuDNN。</translation>
    </message>
    <message>
        <source>If %1 has no cuDNN of its own, update the cuDNN in %2 to %3 or newer of the same major version instead.</source>
        <translation>如果 %1 沒有內含自己的 cuDNN，請改為把 %2 中的 cuDNN 更新到 %3 或同一主版本的更新版本。</translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN in %2 instead of the one in %3 (for example by putting %2 first on %4), or update the cuDNN in %3 to %5 or newer of the same major version.</source>
        <translation>請讓 %1 載入 %2 中的 cuDNN，而不是 %3 中的（例如在 %4 中把 %2 放在最前面），或是把 %3 中的 cuDNN 更新到 %5 或同一主版本的更新版本。</translation>
    </message>
    <message>
        <source>Update the cuDNN in %1 to %2 or newer of the same major version (cudnn-setup installs it), or install a build of %3 made for cuDNN %4.</source>
        <translation>請把 %1 中的 cuDNN 更新到 %2 或同一主版本的更新版本（cudnn-setup 可以安裝），或是安裝為 cuDNN %4 建置的 %3 版本。</translation>
    </message>
    <message>
        <source>On the computer where the error happened, make %1 load a cuDNN of major version %2, %3 or newer: take other cuDNN folders off %4, or install that cuDNN. cudnn-setup doctor, run there, shows which copy programs load.</source>
        <translation>請在發生錯誤的那台電腦上，讓 %1 載入主版本為 %2、版本為 %3 或更新的 cuDNN：把其他 cuDNN 資料夾從 %4 中移除，或是安裝這個 cuDNN。在那台電腦上執行 cudnn-setup doctor，可以看到程式載入的是哪個副本。</translation>
    </message>
    <message>
        <source>A cuDNN function (%1) is missing from the cuDNN that was loaded</source>
        <translation>載入的 cuDNN 中缺少一個 cuDNN 函式（%1）</translation>
    </message>
    <message>
        <source>The program, or one cuDNN library loading another, needs the function %1 (from %2), and the cuDNN library the loader gave it does not have it. Either that cuDNN is older than the one the program was built with, or parts of two cuDNN releases were mixed.</source>
        <translation>程式（或是一個 cuDNN 函式庫在載入另一個函式庫時）需要函式 %1（來自 %2），但動態連結器提供的 cuDNN 函式庫中沒有這個函式。可能是這個 cuDNN 比程式建置時所用的版本舊，也可能是混用了兩個 cuDNN 版本的部分檔案。</translation>
    </message>
    <message>
        <source>cuDNN loaded parts of two different releases</source>
        <translation>cuDNN 載入了兩個不同版本的組成部分</translation>
    </message>
    <message>
        <source>cuDNN is split into several libraries (libcudnn, libcudnn_ops, libcudnn_cnn, libcudnn_engines_*, ...) that must all come from one release. CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH means that the main library found a part of another release — typically because a cuDNN folder on LD_LIBRARY_PATH (or Path) supplies some parts while the others come from a pip package&apos;s copy, or because two releases were unpacked into one folder.</source>
        <translation>cuDNN 分成多個函式庫（libcudnn、libcudnn_ops、libcudnn_cnn、libcudnn_engines_* 等），它們必須全部來自同一個版本。CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH 表示主函式庫找到了另一個版本的組成部分 — 通常是因為 LD_LIBRARY_PATH（或 Path）中的某個 cuDNN 資料夾提供了一部分，而其餘部分來自某個 pip 套件中的副本，或是因為兩個版本被解壓縮到同一個資料夾中。</translation>
    </message>
    <message>
        <source>%1 holds files of several releases: %2</source>
        <translation>%1 中包含多個版本的檔案：%2</translation>
    </message>
    <message>
        <source>On this computer cuDNN %1 in %2 is on %3, and the Python package&apos;s cuDNN %4 is in %5: a program using the package&apos;s copy can get parts from the folder on %3.</source>
        <translation>在這台電腦上，%2 中的 cuDNN %1 位於 %3 中，而 Python 套件中的 cuDNN %4 位於 %5：使用該套件中副本的程式可能會從 %3 中的資料夾載入部分組成部分。</translation>
    </message>
    <message>
        <source>Remove %1 from %2, so that the program takes every part from one copy, or update that copy to the release of the other (%3).</source>
        <translation>請把 %1 從 %2 中移除，讓程式的所有組成部分都來自同一個副本，或是把那個副本更新到另一個副本的版本（%3）。</translation>
    </message>
    <message>
        <source>The folder %1 holds files of more than one cuDNN release.</source>
        <translation>資料夾 %1 中包含多個 cuDNN 版本的檔案。</translation>
    </message>
    <message>
        <source>Install cuDNN into %1 again from one archive, after removing the libcudnn files of the other release (cudnn-setup doctor reports the folder as copy-mixed-releases).</source>
        <translation>請先刪除另一個版本的 libcudnn 檔案，然後用同一個壓縮檔把 cuDNN 重新安裝到 %1 中（cudnn-setup doctor 會把這個資料夾回報為 copy-mixed-releases）。</translation>
    </message>
    <message>
        <source>Make sure that only one cuDNN release is on the program&apos;s search path: look for cuDNN folders on %1 besides the program&apos;s own copy, and run cudnn-setup doctor where the error happened.</source>
        <translation>請確認程式的搜尋路徑中只有一個 cuDNN 版本：在 %1 中尋找程式內含副本以外的 cuDNN 資料夾，並在發生錯誤的地方執行 cudnn-setup doctor。</translation>
    </message>
    <message>
        <source>If there is only one, update it to the release the program was built with.</source>
        <translation>如果只有一個，請把它更新到程式建置時所用的版本。</translation>
    </message>
    <message>
        <source>This cuDNN does not support GPUs below compute capability %1</source>
        <translation>此 cuDNN 不支援運算能力低於 %1 的 GPU</translation>
    </message>
    <message>
        <source>cuDNN %1 and newer, and every cuDNN build for CUDA 13, no longer support GPUs below compute capability %2.</source>
        <translation>cuDNN %1 及更新版本，以及所有為 CUDA 13 建置的 cuDNN，都不再支援運算能力低於 %2 的 GPU。</translation>
    </message>
    <message>
        <source>New cuDNN releases, and every cuDNN build for CUDA 13, no longer support GPUs below compute capability %1.</source>
        <translation>新的 cuDNN 版本以及所有為 CUDA 13 建置的 cuDNN，都不再支援運算能力低於 %1 的 GPU。</translation>
    </message>
    <message>
        <source>Those are the Maxwell, Pascal and Volta GPUs, for example GeForce GTX 10xx, Tesla P100 and V100.</source>
        <translation>這些是 Maxwell、Pascal 和 Volta 架構的 GPU，例如 GeForce GTX 10xx、Tesla P100 和 V100。</translation>
    </message>
    <message>
        <source>%1 has compute capability %2.</source>
        <translation>%1 的運算能力是 %2。</translation>
    </message>
    <message>
        <source>The GPUs the scan found here have compute capability %1 or higher, so the message comes from another computer.</source>
        <translation>掃描在這裡找到的 GPU 運算能力都在 %1 或以上，所以這則訊息來自另一台電腦。</translation>
    </message>
    <message>
        <source>The scan found no GPU here to compare with.</source>
        <translation>掃描在這裡沒有找到可以比較的 GPU。</translation>
    </message>
    <message>
        <source>Use cuDNN %1, the newest release that still supports compute capability %2, in its build for CUDA 12: cudnn-setup install --release %1 --cuda 12, or with pip nvidia-cudnn-cu12==%1.*, with a framework build for CUDA 12. Builds for CUDA 13 do not support this GPU.</source>
        <translation>請使用 cuDNN %1 為 CUDA 12 建置的版本，這是仍然支援運算能力 %2 的最新版本：cudnn-setup install --release %1 --cuda 12，或是用 pip 安裝 nvidia-cudnn-cu12==%1.*，並搭配為 CUDA 12 建置的框架版本。為 CUDA 13 建置的版本不支援這張 GPU。</translation>
    </message>
    <message>
        <source>On a GPU below compute capability %1, use a cuDNN release older than the one in the message, in its build for CUDA 12, with a framework build for CUDA 12; builds for CUDA 13 do not support such GPUs.</source>
        <translation>在運算能力低於 %1 的 GPU 上，請使用比訊息中提到的版本更舊的 cuDNN，選擇為 CUDA 12 建置的版本，並搭配為 CUDA 12 建置的框架版本；為 CUDA 13 建置的版本不支援這類 GPU。</translation>
    </message>
    <message>
        <source>%1 or newer</source>
        <translation>%1 或更新版本</translation>
    </message>
    <message>
        <source>%1 accepts only cuDNN %2, the major and minor version it was built with (%3): its check is older than the compatible minor versions of cuDNN 7, so a newer minor version is refused as well as an older one. The cuDNN it loaded is %4.</source>
        <translation>%1 只接受 cuDNN %2，也就是它建置時所用 cuDNN（%3）的主版本和次版本：它的版本檢查比 cuDNN 7 的次版本相容機制還要早，所以較新的次版本和較舊的次版本一樣會被拒絕。它載入的 cuDNN 是 %4。</translation>
    </message>
    <message>
        <source>%1 accepts only the very cuDNN release it was built with, %2: a newer release is refused as well as an older one. The cuDNN it loaded is %3.</source>
        <translation>%1 只接受它建置時所用的那個 cuDNN 版本，即 %2：較新的版本和較舊的版本一樣會被拒絕。它載入的 cuDNN 是 %3。</translation>
    </message>
    <message>
        <source>No cuDNN %1 was found on this computer.</source>
        <translation>這台電腦上找不到 cuDNN %1。</translation>
    </message>
    <message>
        <source>Make %1 load the cuDNN in %2 (put that folder first on %3, or take the other cuDNN folders off it), or install a build of %1 made for the cuDNN %4 it loads now.</source>
        <translation>請讓 %1 載入 %2 中的 cuDNN（在 %3 中把這個資料夾放在最前面，或是把其他 cuDNN 資料夾從中移除），或是安裝為它目前載入的 cuDNN %4 建置的 %1 版本。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 where %2 finds it — exactly that version; a newer one does not do — or install a build of %2 made for the cuDNN %3 it loads now (a newer %2 release accepts newer minor versions).</source>
        <translation>請把 cuDNN %1 安裝到 %2 能找到的位置 — 必須剛好是這個版本，更新的版本也不行 — 或是安裝為它目前載入的 cuDNN %3 建置的 %2 版本（較新的 %2 版本會接受更新的次版本）。</translation>
    </message>
    <message>
        <source>%1 was found, but a function it needs is missing (error 127): parts of two releases</source>
        <translation>找到了 %1，但缺少它需要的一個函式（錯誤 127）：混用了兩個版本的組成部分</translation>
    </message>
    <message>
        <source>For cuDNN that means a part of another release was found first: a cuDNN DLL of another release in a folder on PATH (the CUDA Toolkit&apos;s bin folder, where cuDNN is often copied, or a cuDNN folder of its own) while the program&apos;s own copy has the rest, or an older cuBLAS or CUDA runtime DLL.</source>
        <translation>對 cuDNN 來說，這表示先找到了另一個版本的組成部分：PATH 中的某個資料夾裡有另一個版本的 cuDNN DLL（CUDA 工具套件的 bin 資料夾 — cuDNN 常被複製到這裡 — 或是獨立的 cuDNN 資料夾），而其餘部分來自程式內含的副本；或是先找到了較舊的 cuBLAS 或 CUDA 執行階段 DLL。</translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation>訊息中的檔案：%1</translation>
    </message>
    <message>
        <source>Both %1 and %2 are parts of cuDNN, and each release has its own internal functions: %1 comes from one cuDNN release and the %2 the loader found first from another. No part is missing; two releases are mixed.</source>
        <translation>%1 和 %2 都是 cuDNN 的組成部分，而每個版本都有自己的內部函式：%1 來自一個 cuDNN 版本，而動態連結器最先找到的 %2 來自另一個版本。並沒有缺少哪個組成部分，而是混用了兩個版本。</translation>
    </message>
    <message>
        <source>On Windows, where %1 lists every copy the search finds, in order.</source>
        <translation>在 Windows 上，執行 where %1 可以依搜尋順序列出找到的每個副本。</translation>
    </message>
</context>
<context>
    <name>DependencyRules</name>
    <message>
        <source>Download http://www.winimage.com/zLibDll/zlib123dllx64.zip (the 64-bit build NVIDIA&apos;s cuDNN 8 guide names), unpack it, and copy dll_x64\zlibwapi.dll into %1 (or into another folder on Path). Then restart your programs. Installing cuDNN 9.2 or newer also ends the need: it has zlib built in.</source>
        <translation>請下載 http://www.winimage.com/zLibDll/zlib123dllx64.zip（NVIDIA 的 cuDNN 8 指南中指定的 64 位元版本），解壓縮後把 dll_x64\zlibwapi.dll 複製到 %1（或 Path 中的其他資料夾）。然後重新啟動您的程式。安裝 cuDNN 9.2 或更高版本也可以解決：它已內建 zlib。</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation>cuDNN %1，位於 %2</translation>
    </message>
    <message>
        <source>zlibwapi.dll, which cuDNN %1 needs, is not found</source>
        <translation>找不到 cuDNN %1 需要的 zlibwapi.dll</translation>
    </message>
    <message>
        <source>cuDNN from 8.3 up to 9.1 on Windows loads zlibwapi.dll, which is not part of cuDNN or of Windows. Without it, programs stop with &quot;Could not locate zlibwapi.dll. Please make sure it is in your library path!&quot; at their first cuDNN call.</source>
        <translation>Windows 上 8.3 到 9.1 版的 cuDNN 會載入 zlibwapi.dll，而它既不屬於 cuDNN，也不屬於 Windows。缺少它時，程式會在第一次呼叫 cuDNN 時停止，並顯示 &quot;Could not locate zlibwapi.dll. Please make sure it is in your library path!&quot;。</translation>
    </message>
    <message>
        <source>Looked in the cuDNN folder, C:\Windows\System32, every Path folder and the CUDA Toolkit&apos;s bin folder</source>
        <translation>已在 cuDNN 資料夾、C:\Windows\System32、Path 中的每個資料夾以及 CUDA 工具套件的 bin 資料夾中搜尋</translation>
    </message>
    <message>
        <source>The zlibwapi.dll found first is the 32-bit build</source>
        <translation>最先找到的 zlibwapi.dll 是 32 位元版本</translation>
    </message>
    <message>
        <source>cuDNN is 64-bit and can only load a 64-bit zlibwapi.dll. The one Windows finds first is the 32-bit build (from zlib123dll.zip), so programs fail with &quot;Could not load library zlibwapi.dll. Error code 193&quot;.</source>
        <translation>cuDNN 是 64 位元的，只能載入 64 位元的 zlibwapi.dll。Windows 最先找到的是 32 位元版本（來自 zlib123dll.zip），因此程式會失敗並顯示 &quot;Could not load library zlibwapi.dll. Error code 193&quot;。</translation>
    </message>
    <message>
        <source>%1: 32-bit (machine type 0x14c)</source>
        <translation>%1：32 位元（機器類型 0x14c）</translation>
    </message>
    <message>
        <source>Delete or replace %1 — it must be the 64-bit build. %2</source>
        <translation>請刪除或替換 %1，它必須是 64 位元版本。%2</translation>
    </message>
    <message>
        <source>matrix multiplications, most convolutions and RNNs</source>
        <translation>矩陣乘法、大部分卷積和 RNN</translation>
    </message>
    <message>
        <source>the runtime-compiled engines (fused operations, newer attention kernels)</source>
        <translation>執行時編譯的引擎（融合運算、較新的注意力核心）</translation>
    </message>
    <message>
        <source>%1, which cuDNN %2 needs, is not found</source>
        <translation>找不到 cuDNN %2 需要的 %1</translation>
    </message>
    <message>
        <source>cuDNN 9 loads %1 from CUDA %2 while a program runs, for %3. cuDNN itself loads fine, so programs start and then fail with CUDNN_STATUS_NOT_SUPPORTED or a &quot;could not load&quot; message at the first such call.</source>
        <translation>cuDNN 9 會在程式執行過程中從 CUDA %2 載入 %1，用於%3。cuDNN 本身能正常載入，所以程式可以啟動，但在第一次進行這類呼叫時會失敗，並出現 CUDNN_STATUS_NOT_SUPPORTED 或「could not load」之類的訊息。</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2 in %3</source>
        <translation>cuDNN %1（適用於 CUDA %2），位於 %3</translation>
    </message>
    <message>
        <source>CUDA runtime found: %1</source>
        <translation>找到的 CUDA 執行階段：%1</translation>
    </message>
    <message>
        <source>Not found in the cuDNN folder, C:\Windows\System32, the Path folders or the CUDA Toolkit&apos;s bin folder</source>
        <translation>在 cuDNN 資料夾、C:\Windows\System32、Path 中的資料夾以及 CUDA 工具套件的 bin 資料夾中都沒有找到</translation>
    </message>
    <message>
        <source>Not found in the cuDNN folder, the loader&apos;s folders or the CUDA Toolkit&apos;s lib64 folder</source>
        <translation>在 cuDNN 資料夾、動態連結器的搜尋資料夾以及 CUDA 工具套件的 lib64 資料夾中都沒有找到</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit %1.x from https://developer.nvidia.com/cuda-downloads (it puts %2 into ...\CUDA\v%1.x\bin and adds that folder to Path), then restart your programs. In a Python environment: pip install %3</source>
        <translation>請從 https://developer.nvidia.com/cuda-downloads 安裝 CUDA 工具套件 %1.x（它會把 %2 放到 ...\CUDA\v%1.x\bin 中，並把該資料夾新增到 Path），然後重新啟動您的程式。在 Python 環境中：pip install %3</translation>
    </message>
    <message>
        <source>Install the CUDA %1 libraries: the full CUDA Toolkit %1.x from https://developer.nvidia.com/cuda-downloads, or only the package that holds %2 (Ubuntu with NVIDIA&apos;s repository: sudo apt install %3-%1-&lt;minor&gt;, e.g. %3-%1-%4), and make sure its folder is on the loader&apos;s path. In a Python environment: pip install %5</source>
        <translation>請安裝 CUDA %1 的函式庫：可以從 https://developer.nvidia.com/cuda-downloads 安裝完整的 CUDA 工具套件 %1.x，也可以只安裝包含 %2 的套件（在使用 NVIDIA 套件庫的 Ubuntu 上：sudo apt install %3-%1-&lt;minor&gt;，例如 %3-%1-%4），並確保它所在的資料夾在動態連結器的搜尋路徑中。在 Python 環境中：pip install %5</translation>
    </message>
    <message>
        <source>The Microsoft Visual C++ runtime that cuDNN needs is not installed</source>
        <translation>沒有安裝 cuDNN 需要的 Microsoft Visual C++ 執行階段函式庫</translation>
    </message>
    <message>
        <source>cuDNN&apos;s DLLs are built with Visual C++ and need its runtime libraries. Without them Windows refuses to load cudnn64_*.dll (&quot;The code execution cannot proceed because %1 was not found&quot;, or error 126).</source>
        <translation>cuDNN 的 DLL 是用 Visual C++ 建置的，需要它的執行階段函式庫。缺少執行階段函式庫時，Windows 會拒絕載入 cudnn64_*.dll（顯示 &quot;The code execution cannot proceed because %1 was not found&quot; 或錯誤 126）。</translation>
    </message>
    <message>
        <source>Missing: C:\Windows\System32\%1</source>
        <translation>缺少：C:\Windows\System32\%1</translation>
    </message>
    <message>
        <source>Download and run the Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64) from https://aka.ms/vs/17/release/vc_redist.x64.exe, then restart your programs.</source>
        <translation>請從 https://aka.ms/vs/17/release/vc_redist.x64.exe 下載並執行 Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64)，然後重新啟動您的程式。</translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>The folder %1 (given with --sysroot) could not be read, so nothing was checked.</source>
        <translation>無法讀取資料夾 %1（以 --sysroot 指定），因此沒有檢查任何項目。</translation>
    </message>
</context>
<context>
    <name>DoctorCommand</name>
    <message>
        <source>Undone: %1</source>
        <translation>已復原：%1</translation>
    </message>
    <message>
        <source>Fixed: %1</source>
        <translation>已修復：%1</translation>
    </message>
    <message>
        <source>To undo this, run: cudnn-setup doctor --undo-last</source>
        <translation>如需復原，請執行：cudnn-setup doctor --undo-last</translation>
    </message>
    <message>
        <source>Nothing was undone: %1</source>
        <translation>沒有復原任何內容：%1</translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>沒有做任何變更：%1</translation>
    </message>
    <message>
        <source>Left as it is: %1</source>
        <translation>保持原樣：%1</translation>
    </message>
    <message>
        <source>no finding has a safe automatic fix.</source>
        <translation>沒有任何發現的問題有安全的自動修復。</translation>
    </message>
    <message>
        <source>the finding %1 has no automatic fix; its manual step is in the report.</source>
        <translation>發現的問題 %1 沒有自動修復；手動操作步驟見報告。</translation>
    </message>
    <message>
        <source>there is no finding %1 on this machine.</source>
        <translation>這台電腦上沒有發現的問題 %1。</translation>
    </message>
    <message>
        <source>Report saved to %1%2
</source>
        <translation>報告已儲存到 %1%2
</translation>
    </message>
    <message>
        <source> (user names replaced with &lt;user&gt;)</source>
        <translation>（使用者名稱已替換為 &lt;user&gt;）</translation>
    </message>
    <message>
        <source>Apply the automatic fix of every finding with this code (see the codes in docs/doctor-json.md); may be given more than once.</source>
        <translation>對所有帶有此代碼的診斷結果執行自動修復（代碼列表見 docs/doctor-json.md）；可以多次指定。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>語言代碼</translation>
    </message>
    <message>
        <source>Apply every automatic fix marked safe (ones that cannot change which cuDNN a working program loads).</source>
        <translation>套用所有標記為安全的自動修復（即不會改變正常執行的程式所載入的 cuDNN 的修復）。</translation>
    </message>
    <message>
        <source>Undo the last fix the doctor made.</source>
        <translation>復原診斷上一次所做的修復。</translation>
    </message>
    <message>
        <source>Also save a report to paste into a forum post or support ticket (.json for JSON, else text).</source>
        <translation>同時儲存一份報告，可貼到論壇文章或支援工單中（.json 為 JSON 格式，否則為文字）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Keep user names in the paths of --report (they are replaced with &lt;user&gt; otherwise).</source>
        <translation>在 --report 的路徑中保留使用者名稱（否則會替換為 &lt;user&gt;）。</translation>
    </message>
    <message>
        <source>Diagnose a broken CUDA/cuDNN setup: what is wrong, the evidence, and how to fix it.</source>
        <translation>診斷有問題的 CUDA/cuDNN 設定：哪裡出錯、依據，以及如何修復。</translation>
    </message>
    <message>
        <source>Give one of --fix, --fix-safe and --undo-last, not several.</source>
        <translation>--fix、--fix-safe 和 --undo-last 只能指定其中一個，不能同時指定多個。</translation>
    </message>
    <message>
        <source>--show-user-names goes with --report &lt;file&gt;.</source>
        <translation>--show-user-names 需要與 --report &lt;file&gt; 一起使用。</translation>
    </message>
    <message>
        <source>Explain an error message on this machine: the text a framework, cuDNN or the loader printed, saved in a file (- reads standard input).</source>
        <translation>結合這台電腦解釋一則錯誤訊息：框架、cuDNN 或動態連結器輸出的文字，儲存在檔案中（- 表示從標準輸入讀取）。</translation>
    </message>
    <message>
        <source>--error-text only explains a message: give it without --fix, --fix-safe, --undo-last and --report.</source>
        <translation>--error-text 只用於解釋訊息：請不要與 --fix、--fix-safe、--undo-last 和 --report 一起使用。</translation>
    </message>
</context>
<context>
    <name>DoctorFixer</name>
    <message>
        <source>None of the chosen findings has an automatic fix.</source>
        <translation>所選的問題都沒有可自動套用的修正。</translation>
    </message>
    <message>
        <source>Repair: %1</source>
        <translation>修復：%1</translation>
    </message>
    <message numerus="yes">
        <source>Repair: %n problem(s) fixed</source>
        <translation>
            <numerusform>修復：已修復 %n 個問題</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no repair to undo: no fix made by the wizard is recorded in %1.</source>
        <translation>沒有可以復原的修復：%1 中沒有記錄精靈所做的任何修復。</translation>
    </message>
    <message>
        <source>This fix changes files in %1, which your account may not change. Start the wizard as administrator (right-click, &quot;Run as administrator&quot;) and fix it again.</source>
        <translation>此修復會變更 %1 中的檔案，而您的帳戶無權變更它們。請以系統管理員身分啟動精靈（按右鍵，選擇「以系統管理員身分執行」），然後再次修復。</translation>
    </message>
    <message>
        <source>This fix changes files in %1, which your account may not change. Run it with administrator rights: sudo cudnn-setup doctor --fix %2</source>
        <translation>此修復會變更 %1 中的檔案，而您的帳戶無權變更它們。請以系統管理員權限執行：sudo cudnn-setup doctor --fix %2</translation>
    </message>
</context>
<context>
    <name>DoctorText</name>
    <message>
        <source>version unknown</source>
        <translation>版本不明</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>資訊</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard — doctor</source>
        <translation>cuDNN 安裝精靈 — 診斷</translation>
    </message>
    <message>
        <source>Checked the tree at %1 (%2)</source>
        <translation>已檢查 %1 的目錄樹（%2）</translation>
    </message>
    <message>
        <source>Could not check: %1</source>
        <translation>無法檢查：%1</translation>
    </message>
    <message>
        <source>What was examined</source>
        <translation>檢查的項目</translation>
    </message>
    <message>
        <source>No CUDA Toolkit</source>
        <translation>沒有 CUDA 工具套件</translation>
    </message>
    <message>
        <source>CUDA %1 at %2</source>
        <translation>CUDA %1，位於 %2</translation>
    </message>
    <message>
        <source> [default]</source>
        <translation> [預設]</translation>
    </message>
    <message>
        <source>No cuDNN</source>
        <translation>沒有 cuDNN</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation>cuDNN %1，位於 %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>發現的問題</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>建議操作：%1</translation>
    </message>
    <message>
        <source>Healthy: no problems found.</source>
        <translation>狀態良好：沒有發現問題。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.</source>
        <translation>
            <numerusform>發現 %n 個問題。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing wrong was found in what the doctor checked (the installation, the driver and GPU, environment variables and shell profiles, broken or mixed copies, links and the loader cache, the search order, dependencies).</source>
        <translation>診斷檢查的各項內容（安裝、驅動程式和顯示卡、環境變數和 shell 設定檔、損壞或混雜的副本、連結和載入器快取、搜尋順序、相依項目）都沒有發現問題。</translation>
    </message>
    <message>
        <source>Automatic fix (safe): %1 Run: cudnn-setup doctor --fix %2 (or --fix-safe)</source>
        <translation>自動修復（安全）：%1 執行：cudnn-setup doctor --fix %2（或 --fix-safe）</translation>
    </message>
    <message>
        <source>Automatic fix: %1 Run: cudnn-setup doctor --fix %2</source>
        <translation>自動修復：%1 執行：cudnn-setup doctor --fix %2</translation>
    </message>
    <message>
        <source>A program loading %1 gets %2 (cuDNN %3)</source>
        <translation>程式載入 %1 時得到的是 %2（cuDNN %3）</translation>
    </message>
</context>
<context>
    <name>DownloadCheck</name>
    <message>
        <source>%1 was found, but it does not fit: %2</source>
        <translation>找到了 %1，但它不合適：%2</translation>
    </message>
    <message>
        <source>%1 is a download your browser has not finished yet. Wait for it to finish, then choose the finished file.</source>
        <translation>%1 是瀏覽器還沒有下載完成的檔案。請等它下載完成，然後選擇下載好的檔案。</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, but NVIDIA&apos;s file is %3 bytes: the download is incomplete or it is a different file. Download it again.</source>
        <translation>%1 的大小是 %2 位元組，但 NVIDIA 的檔案是 %3 位元組：下載不完整，或是這是另一個檔案。請重新下載。</translation>
    </message>
    <message>
        <source>The checksum (SHA-256) of %1 does not match the one NVIDIA publishes for it, so the file is damaged or not the original. Download it again.</source>
        <translation>%1 的檢查碼（SHA-256）與 NVIDIA 公佈的不一致，表示檔案已損壞或不是原始檔案。請重新下載。</translation>
    </message>
</context>
<context>
    <name>DownloadMessages</name>
    <message>
        <source>“%1” is not a plain file name, so it cannot be saved in the download folder. This is a fault in the release list; please report it.</source>
        <translation>「%1」不是單純的檔名，因此無法儲存到下載資料夾中。這是版本清單中的錯誤，請回報這個問題。</translation>
    </message>
    <message>
        <source>%1 is a plain HTTP address, which does not protect the download from being changed on the way, so it was not used. Use the https:// address; for a lab mirror that only offers HTTP, allow plain HTTP for that mirror explicitly in its settings.</source>
        <translation>%1 是一般的 HTTP 網址，無法防止下載內容在傳輸途中被竄改，因此沒有使用它。請使用 https:// 網址；如果實驗室鏡像站只提供 HTTP，請在該鏡像站的設定中明確允許使用一般 HTTP。</translation>
    </message>
    <message>
        <source>%1 is not an address this program can download from. Give an https:// address, or the folder (or file:// address) of a mirror on a local disk or network share.</source>
        <translation>本程式無法從 %1 這個網址下載。請提供 https:// 網址，或是位於本機磁碟或網路共用上的鏡像站資料夾（或 file:// 網址）。</translation>
    </message>
    <message>
        <source>%1 sent the download on to %2, which is not a secure (https) address, so the redirect was not followed. If this is your lab mirror, fix its redirect; otherwise a network device may be tampering with the connection.</source>
        <translation>%1 把下載重新導向到 %2，但這不是安全（https）網址，因此沒有跟隨這次重新導向。如果這是您實驗室的鏡像站，請修正它的重新導向設定；否則，可能有網路裝置在竄改連線。</translation>
    </message>
    <message>
        <source>NVIDIA refused this download (HTTP %1): this file may need you to sign in. Use the browser route: open the download page in your browser, sign in with your NVIDIA account, and this wizard picks the file up from your Downloads folder.</source>
        <translation>NVIDIA 拒絕了這次下載（HTTP %1）：下載這個檔案可能需要登入。請改用瀏覽器方式：在瀏覽器中開啟下載頁面，用您的 NVIDIA 帳戶登入，本精靈會從您的「下載」資料夾中取用這個檔案。</translation>
    </message>
    <message>
        <source>The server %1 refused this download (HTTP %2). Check that the mirror lets this computer read the file, or ask its administrator.</source>
        <translation>伺服器 %1 拒絕了這次下載（HTTP %2）。請檢查該鏡像站是否允許這台電腦讀取這個檔案，或是詢問它的管理員。</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s server does not have %1 (HTTP 404 at %2). The release may have been moved or withdrawn: choose another release, or check for an update of this program.</source>
        <translation>NVIDIA 的伺服器上沒有 %1（HTTP 404，網址：%2）。這個版本可能已被移走或下架：請選擇其他版本，或是檢查本程式是否有更新。</translation>
    </message>
    <message>
        <source>The mirror %1 does not have %2 (HTTP 404 at %3). Check that the mirror holds this cuDNN release in NVIDIA&apos;s folder layout (cudnn/redist/cudnn/&lt;platform&gt;/&lt;file&gt;).</source>
        <translation>鏡像站 %1 上沒有 %2（HTTP 404，網址：%3）。請檢查該鏡像站是否按照 NVIDIA 的資料夾結構（cudnn/redist/cudnn/&lt;platform&gt;/&lt;file&gt;）存放了這個 cuDNN 版本。</translation>
    </message>
    <message>
        <source>The server %1 answered HTTP %2 (%3) instead of sending the file. Try again later or use another mirror.</source>
        <translation>伺服器 %1 沒有傳送檔案，而是回傳了 HTTP %2（%3）。請稍後重試，或是使用其他鏡像站。</translation>
    </message>
    <message>
        <source>The file at %1 is %2 bytes, but the archive this release needs is %3 bytes, so it is a different file; it was not downloaded. Check that the mirror holds the same release as NVIDIA&apos;s server.</source>
        <translation>%1 處的檔案大小是 %2 位元組，但這個版本需要的壓縮檔是 %3 位元組，表示這是另一個檔案，因此沒有下載。請檢查鏡像站存放的版本是否與 NVIDIA 伺服器上的相同。</translation>
    </message>
    <message>
        <source>The server %1 kept failing (HTTP %2) in %3 attempts. This is a problem on the server&apos;s side, usually temporary: try again later, or use a lab mirror.</source>
        <translation>伺服器 %1 一直出錯（HTTP %2），共嘗試了 %3 次。這是伺服器端的問題，通常是暫時的：請稍後重試，或是使用實驗室鏡像站。</translation>
    </message>
    <message>
        <source>The download from %1 stalled: no data arrived for %2 s, in %3 attempts. The network may be down or very slow; check the connection and start the download again.</source>
        <translation>從 %1 下載時停滯了：連續 %2 秒沒有收到任何資料，共嘗試了 %3 次。網路可能已中斷或非常慢；請檢查網路連線，然後重新開始下載。</translation>
    </message>
    <message>
        <source>The %1 already downloaded are kept, and the download continues from there.</source>
        <translation>已下載的 %1 會保留，下載將從中斷處繼續。</translation>
    </message>
    <message>
        <source>The connection to %1 failed (%2), in %3 attempts. Check the network connection and the proxy settings, then start the download again.</source>
        <translation>與 %1 的連線失敗（%2），共嘗試了 %3 次。請檢查網路連線和代理伺服器設定，然後重新開始下載。</translation>
    </message>
    <message>
        <source>The proxy asked for a user name and password and did not accept the ones given (%1). Enter your proxy account again, or ask your network administrator.</source>
        <translation>代理伺服器要求提供使用者名稱和密碼，但不接受所提供的使用者名稱和密碼（%1）。請重新輸入您的代理伺服器帳戶，或是詢問網路管理員。</translation>
    </message>
    <message>
        <source>The proxy could not be used (%1). Check the proxy settings (system or manual) or choose a direct connection.</source>
        <translation>無法使用代理伺服器（%1）。請檢查代理伺服器設定（系統設定或手動設定），或是改為直接連線。</translation>
    </message>
    <message>
        <source>The secure connection to %1 could not be verified (%2). Check that this computer&apos;s date and time are correct. A proxy, firewall or antivirus program that inspects HTTPS traffic can also cause this; the download never continues over an unverified connection.</source>
        <translation>無法驗證與 %1 的安全連線（%2）。請檢查這台電腦的日期和時間是否正確。會檢查 HTTPS 流量的代理伺服器、防火牆或防毒軟體也可能造成這個問題；下載絕不會在未經驗證的連線上繼續進行。</translation>
    </message>
    <message>
        <source>TLS handshake failed</source>
        <translation>TLS 交握失敗</translation>
    </message>
    <message>
        <source>The mirror file %1 does not exist. Check that the share is mounted and holds this cuDNN release in NVIDIA&apos;s folder layout.</source>
        <translation>鏡像站中的檔案 %1 不存在。請檢查共用資料夾是否已掛載，以及其中是否按照 NVIDIA 的資料夾結構存放了這個 cuDNN 版本。</translation>
    </message>
    <message>
        <source>The mirror file %1 could not be read (%2). Check that the share is reachable and that you may read it.</source>
        <translation>無法讀取鏡像站中的檔案 %1（%2）。請檢查共用資料夾是否可以存取，以及您是否有讀取權限。</translation>
    </message>
    <message>
        <source>The download folder %1 cannot be written (%2). Choose another download folder, or fix the permissions of this one.</source>
        <translation>無法寫入下載資料夾 %1（%2）。請選擇其他下載資料夾，或是修正這個資料夾的權限。</translation>
    </message>
    <message>
        <source>The disk holding %1 is full (%2 free). Free up space or choose a download folder on another drive, then start again.</source>
        <translation>%1 所在的磁碟已滿（剩餘 %2）。請清出空間，或是選擇其他磁碟上的下載資料夾，然後重新開始。</translation>
    </message>
    <message>
        <source>There is not enough free space for the download in %1: %2 more are needed, but only %3 are free. Free up space or choose a download folder on another drive.</source>
        <translation>%1 中沒有足夠的可用空間用於下載：還需要 %2，但只剩 %3 可用。請清出空間，或是選擇其他磁碟上的下載資料夾。</translation>
    </message>
    <message>
        <source>The downloaded %1 is damaged or is not the expected archive: its SHA-256 checksum is %2 but must be %3. The file was deleted. Start the download again; if this happens again, the mirror or a proxy is serving a wrong file.</source>
        <translation>下載的 %1 已損壞，或不是預期的壓縮檔：它的 SHA-256 檢查碼是 %2，但應該是 %3。該檔案已被刪除。請重新開始下載；如果再次發生這種情況，表示鏡像站或代理伺服器提供的是錯誤的檔案。</translation>
    </message>
    <message>
        <source>The downloaded %1 is %2 bytes but must be %3 bytes, so it is incomplete or a different file. The file was deleted. Start the download again; if this happens again, the mirror holds a different file.</source>
        <translation>下載的 %1 大小是 %2 位元組，但應該是 %3 位元組，表示它不完整或是另一個檔案。該檔案已被刪除。請重新開始下載；如果再次發生這種情況，表示鏡像站上存放的是另一個檔案。</translation>
    </message>
    <message>
        <source>The download was cancelled. The %1 already downloaded are kept in %2, so a later download continues from there.</source>
        <translation>下載已取消。已下載的 %1 會保留在 %2 中，之後再下載時會從中斷處繼續。</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>下載已取消。</translation>
    </message>
    <message>
        <source>Checking the copy already downloaded at %1…</source>
        <translation>正在檢查已下載到 %1 的副本…</translation>
    </message>
    <message>
        <source>Checking the %1 downloaded earlier, to continue from there…</source>
        <translation>正在檢查之前已下載的 %1，以便從中斷處繼續…</translation>
    </message>
    <message>
        <source>The archive was already downloaded and verified: %1</source>
        <translation>壓縮檔之前已下載並驗證通過：%1</translation>
    </message>
    <message>
        <source>Continuing the download at %1 of %2.</source>
        <translation>從 %1 處繼續下載（總大小 %2）。</translation>
    </message>
    <message>
        <source>Continuing the download at %1.</source>
        <translation>從 %1 處繼續下載。</translation>
    </message>
    <message>
        <source>%1 cannot continue an interrupted download, so it starts again from the beginning.</source>
        <translation>%1 不支援接續中斷的下載，因此將從頭重新開始下載。</translation>
    </message>
    <message>
        <source>%1 Trying again in %2 s (retry %3 of %4)…</source>
        <translation>%1 將在 %2 秒後重試（第 %3 次重試，共 %4 次）…</translation>
    </message>
    <message>
        <source>Verifying %1…</source>
        <translation>正在驗證 %1…</translation>
    </message>
    <message>
        <source>The file continued from an earlier download did not check out; downloading it again from the beginning.</source>
        <translation>接續之前下載的檔案沒有通過驗證；正在從頭重新下載。</translation>
    </message>
    <message>
        <source>Paused; %1 downloaded so far.</source>
        <translation>已暫停；目前已下載 %1。</translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation>伺服器回傳了 HTTP %1。</translation>
    </message>
    <message>
        <source>No data arrived for %1 s.</source>
        <translation>%1 秒內沒有收到任何資料。</translation>
    </message>
    <message>
        <source>The proxy failed (%1).</source>
        <translation>代理伺服器發生錯誤（%1）。</translation>
    </message>
    <message>
        <source>The connection was lost (%1).</source>
        <translation>連線中斷了（%1）。</translation>
    </message>
</context>
<context>
    <name>DriverProbe</name>
    <message>
        <source>%1 returned %2</source>
        <translation>%1 傳回了 %2</translation>
    </message>
    <message>
        <source>The library does not export %1.</source>
        <translation>該函式庫沒有匯出 %1。</translation>
    </message>
    <message>
        <source>cuDeviceGetCount reported %1 devices; only the first %2 were read.</source>
        <translation>cuDeviceGetCount 回報了 %1 個裝置；只讀取了前 %2 個。</translation>
    </message>
    <message>
        <source>The library does not export nvmlInit, nvmlShutdown and nvmlSystemGetDriverVersion.</source>
        <translation>該函式庫沒有匯出 nvmlInit、nvmlShutdown 和 nvmlSystemGetDriverVersion。</translation>
    </message>
    <message>
        <source>The CUDA driver library could not be loaded: %1</source>
        <translation>無法載入 CUDA 驅動程式函式庫：%1</translation>
    </message>
    <message>
        <source>This is the CUDA toolkit&apos;s stub library (for linking only), not the NVIDIA driver. It was ignored; remove it from the library search path (%1).</source>
        <translation>這是 CUDA 工具套件中的 stub 函式庫（僅供連結使用），不是 NVIDIA 驅動程式。精靈已忽略它；請把它從函式庫搜尋路徑（%1）中移除。</translation>
    </message>
    <message>
        <source>This file is not a usable CUDA driver library: %1</source>
        <translation>這個檔案不是可用的 CUDA 驅動程式函式庫：%1</translation>
    </message>
    <message>
        <source>NVML gave a driver version that is not a version number: &quot;%1&quot;</source>
        <translation>NVML 提供的驅動程式版本不是有效的版本號：「%1」</translation>
    </message>
    <message>
        <source>NVML could not tell the driver version: %1</source>
        <translation>NVML 無法提供驅動程式版本：%1</translation>
    </message>
    <message>
        <source>A GPU could not be fully described: %1</source>
        <translation>無法完整讀取某個 GPU 的資訊：%1</translation>
    </message>
    <message>
        <source>The driver of a %1 system cannot be queried from %2; only its files were checked.</source>
        <translation>無法在 %2 上查詢 %1 系統的驅動程式；只檢查了它的檔案。</translation>
    </message>
    <message>
        <source>nvidia-smi is there, but the CUDA driver library (%1) is missing, so CUDA programs could not use a GPU.</source>
        <translation>nvidia-smi 存在，但缺少 CUDA 驅動程式函式庫（%1），因此 CUDA 程式無法使用 GPU。</translation>
    </message>
    <message>
        <source>The NVIDIA management library (NVML) is installed, but the CUDA driver library is missing.</source>
        <translation>已安裝 NVIDIA 管理函式庫（NVML），但缺少 CUDA 驅動程式函式庫。</translation>
    </message>
    <message>
        <source>nvidia-smi reports an NVIDIA driver, but the CUDA driver library (%1) was not found, so CUDA programs (and cuDNN) cannot use the GPU. Reinstall the driver; in a container, enable the &quot;compute&quot; driver capability.</source>
        <translation>nvidia-smi 顯示已安裝 NVIDIA 驅動程式，但沒有找到 CUDA 驅動程式函式庫（%1），因此 CUDA 程式（包括 cuDNN）無法使用 GPU。請重新安裝驅動程式；如果在容器中執行，請啟用驅動程式的「compute」功能。</translation>
    </message>
    <message>
        <source>A hanging nvidia-smi usually means that the driver or a GPU is stuck; restarting the computer often helps.</source>
        <translation>nvidia-smi 卡住沒有回應，通常表示驅動程式或某個 GPU 當掉了；重新啟動電腦往往能解決。</translation>
    </message>
    <message>
        <source>The NVIDIA driver&apos;s files are installed, but its kernel module is not running. This happens after a driver update without a restart, or when Secure Boot blocks the module.</source>
        <translation>NVIDIA 驅動程式的檔案已經安裝，但它的核心模組沒有執行。這通常發生在更新驅動程式後沒有重新啟動，或者安全開機（Secure Boot）阻止了該模組時。</translation>
    </message>
    <message>
        <source>Its output was not understood, so the driver could not be identified. It begins: &quot;%1&quot;</source>
        <translation>無法理解它的輸出，因此無法識別驅動程式。輸出的開頭是：「%1」</translation>
    </message>
    <message>
        <source>The list of GPUs could not be read.</source>
        <translation>無法讀取 GPU 清單。</translation>
    </message>
</context>
<context>
    <name>DriverProblemRules</name>
    <message>
        <source>The cuDNN found here is built for CUDA %1, which needs NVIDIA driver %2 or newer.</source>
        <translation>這裡找到的 cuDNN 是為 CUDA %1 建置的，需要 NVIDIA 驅動程式 %2 或更高版本。</translation>
    </message>
    <message>
        <source>Driver needed for cuDNN built for CUDA %1: %2 or newer</source>
        <translation>為 CUDA %1 建置的 cuDNN 所需的驅動程式：%2 或更高版本</translation>
    </message>
    <message>
        <source>The NVIDIA kernel module (%1) and the driver libraries (%2) are different versions</source>
        <translation>NVIDIA 核心模組（%1）和驅動程式函式庫（%2）的版本不一致</translation>
    </message>
    <message>
        <source>The running NVIDIA kernel module is version %1, but the driver&apos;s libraries (libcuda, NVML) are version %2. Both halves of the driver must be the same version, so no program can use the GPU: nvidia-smi says &quot;Failed to initialize NVML: Driver/library version mismatch&quot; and CUDA programs fail to start. This almost always means the driver was updated (often automatically) and the computer has not been restarted since, so the old kernel module is still loaded.</source>
        <translation>正在執行的 NVIDIA 核心模組版本是 %1，但驅動程式的函式庫（libcuda、NVML）版本是 %2。驅動程式的這兩部分必須是同一版本，否則任何程式都無法使用 GPU：nvidia-smi 會顯示 &quot;Failed to initialize NVML: Driver/library version mismatch&quot;，CUDA 程式也無法啟動。這幾乎總是因為驅動程式已經更新（往往是自動更新），但電腦此後還沒有重新啟動，所以載入的仍然是舊的核心模組。</translation>
    </message>
    <message>
        <source>Kernel module: %1 (%2)</source>
        <translation>核心模組：%1（%2）</translation>
    </message>
    <message>
        <source>Driver libraries: %1</source>
        <translation>驅動程式函式庫：%1</translation>
    </message>
    <message>
        <source>(from %1)</source>
        <translation>（來自 %1）</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>位於 %1</translation>
    </message>
    <message>
        <source>Restart the computer, so that the new kernel module (%1) is loaded. If the mismatch is still there after a restart, reinstall the NVIDIA driver %1 (the same way it was installed: your distribution&apos;s driver packages or NVIDIA&apos;s installer), then restart again.</source>
        <translation>請重新啟動電腦，以載入新的核心模組（%1）。如果重新啟動後版本仍不一致，請重新安裝 NVIDIA 驅動程式 %1（依原來的安裝方式：發行版的驅動程式套件或 NVIDIA 的安裝程式），然後再次重新啟動。</translation>
    </message>
</context>
<context>
    <name>DriverRules</name>
    <message>
        <source>The CUDA %1 toolkit found at %2 needs driver %3 or newer.</source>
        <translation>在 %2 找到的 CUDA %1 工具套件需要驅動程式 %3 或更高版本。</translation>
    </message>
    <message>
        <source>Driver error: %1</source>
        <translation>驅動程式錯誤：%1</translation>
    </message>
    <message>
        <source>No NVIDIA driver library and no nvidia-smi were found.</source>
        <translation>沒有找到 NVIDIA 驅動程式函式庫，也沒有找到 nvidia-smi。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for your GPU (from NVIDIA&apos;s website, or your Linux distribution&apos;s driver packages), restart the computer, and run this check again.</source>
        <translation>請為您的 GPU 安裝 NVIDIA 驅動程式（從 NVIDIA 官方網站下載，或者使用您的 Linux 發行版提供的驅動程式套件），重新啟動電腦，然後再執行一次檢查。</translation>
    </message>
    <message>
        <source>No NVIDIA driver is installed</source>
        <translation>未安裝 NVIDIA 驅動程式</translation>
    </message>
    <message>
        <source>This computer has no NVIDIA driver that the wizard could find. That is fine for installing cuDNN: cuDNN is a set of files and can be copied now. But nothing that uses the GPU can run until a driver is installed, so the wizard cannot yet test cuDNN or tell whether your GPU and CUDA versions fit together. If this computer has no NVIDIA GPU, cuDNN cannot run here at all.</source>
        <translation>精靈在這台電腦上沒有找到 NVIDIA 驅動程式。這不影響安裝 cuDNN：cuDNN 只是一組檔案，現在就可以複製過去。但在安裝驅動程式之前，任何使用 GPU 的程式都無法執行，所以精靈暫時無法測試 cuDNN，也無法判斷您的 GPU 和 CUDA 版本是否相符。如果這台電腦沒有 NVIDIA GPU，cuDNN 根本無法在這裡執行。</translation>
    </message>
    <message>
        <source>The NVIDIA driver sees no GPU</source>
        <translation>NVIDIA 驅動程式沒有偵測到 GPU</translation>
    </message>
    <message>
        <source>An NVIDIA driver (version %1) is installed and answers, but it reports no GPU. Programs that use cuDNN will find no GPU to run on. Common causes: the GPU is disabled (in the BIOS or Device Manager), a laptop is using only its built-in graphics, the program runs in a container or virtual machine without GPU access, or the driver no longer matches the system after an update.</source>
        <translation>已安裝 NVIDIA 驅動程式（版本 %1），它也有回應，但回報沒有 GPU。使用 cuDNN 的程式將找不到可以執行的 GPU。常見原因：GPU 被停用了（在 BIOS 或裝置管理員中）；筆記型電腦只使用內建顯示晶片；程式在無法存取 GPU 的容器或虛擬機器中執行；或者系統更新後，驅動程式與系統不再相符。</translation>
    </message>
    <message>
        <source>Check that the GPU is enabled, restart the computer, and run nvidia-smi to see whether it lists the GPU. In a container, start it with GPU access (for example docker run --gpus all).</source>
        <translation>請確認 GPU 已啟用，重新啟動電腦，然後執行 nvidia-smi，看看它是否列出了 GPU。如果在容器中執行，請在啟動容器時允許其存取 GPU（例如 docker run --gpus all）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed but does not work</source>
        <translation>NVIDIA 驅動程式已安裝，但無法正常運作</translation>
    </message>
    <message>
        <source>An NVIDIA driver was found, but asking it about the GPU failed (the error is listed below). Until the driver works, no program can use the GPU and cuDNN cannot be tested.</source>
        <translation>找到了 NVIDIA 驅動程式，但向它查詢 GPU 資訊時失敗了（錯誤訊息見下方）。在驅動程式恢復正常之前，任何程式都無法使用 GPU，也無法測試 cuDNN。</translation>
    </message>
    <message>
        <source>Restart the computer first: a driver update often needs it. If the error stays, reinstall the NVIDIA driver for your GPU. On Linux this often happens after a kernel update, when the driver&apos;s kernel module was not rebuilt for the new kernel.</source>
        <translation>請先重新啟動電腦：更新驅動程式後通常需要重新啟動。如果錯誤仍然存在，請為您的 GPU 重新安裝 NVIDIA 驅動程式。在 Linux 上，這種情況常發生在核心更新之後，原因是驅動程式的核心模組沒有針對新核心重新編譯。</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 works</source>
        <translation>NVIDIA 驅動程式 %1 運作正常</translation>
    </message>
    <message numerus="yes">
        <source>The NVIDIA driver answers and sees %n GPU(s).</source>
        <translation>
            <numerusform>NVIDIA 驅動程式回應正常，偵測到 %n 個 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>The driver&apos;s version could not be read</source>
        <translation>無法讀取驅動程式版本</translation>
    </message>
    <message>
        <source>The NVIDIA driver works, but it did not say its version or the newest CUDA it supports, so the wizard cannot check whether it is new enough for a CUDA Toolkit or a cuDNN build.</source>
        <translation>NVIDIA 驅動程式運作正常，但它沒有提供自己的版本，也沒有提供所支援的最高 CUDA 版本，因此精靈無法檢查它是否足夠新，能否滿足 CUDA 工具套件或 cuDNN 的要求。</translation>
    </message>
    <message>
        <source>Run nvidia-smi: the first lines show the driver version. Compare it with the driver your CUDA Toolkit needs.</source>
        <translation>請執行 nvidia-smi：輸出的前幾行會顯示驅動程式版本。把它和您的 CUDA 工具套件所需的驅動程式版本比較一下。</translation>
    </message>
    <message>
        <source>%1 needs driver %2 or newer</source>
        <translation>%1 需要驅動程式 %2 或更高版本</translation>
    </message>
    <message>
        <source>any CUDA %1.x toolkit runs with driver %2 or newer (minor-version compatibility)</source>
        <translation>任何 CUDA %1.x 工具套件都可以在驅動程式 %2 或更高版本上執行（次版本相容）</translation>
    </message>
    <message>
        <source>NVIDIA publishes no Windows driver minimum for this toolkit; the CUDA %1 floor is used.</source>
        <translation>NVIDIA 沒有公佈此工具套件在 Windows 上的最低驅動程式版本；這裡使用 CUDA %1 的最低要求。</translation>
    </message>
    <message>
        <source>CUDA %1 is not in the wizard&apos;s data; the requirements of %2 are used.</source>
        <translation>精靈的資料中沒有 CUDA %1；這裡沿用 %2 的要求。</translation>
    </message>
    <message>
        <source>of unknown version</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The CUDA %1 toolkit at %2 needs NVIDIA driver %3 or newer.</source>
        <translation>位於 %2 的 CUDA %1 工具套件需要 NVIDIA 驅動程式 %3 或更高版本。</translation>
    </message>
    <message>
        <source>The installed driver is %1 and supports CUDA up to %2.</source>
        <translation>已安裝的驅動程式版本：%1，最高支援 CUDA %2。</translation>
    </message>
    <message>
        <source>The installed driver is %1.</source>
        <translation>已安裝的驅動程式版本：%1。</translation>
    </message>
    <message>
        <source>If you cannot update the driver (for example on a shared lab computer), install a toolkit this driver supports instead: %1 is the newest it can run.</source>
        <translation>如果您無法更新驅動程式（例如在共用的實驗室電腦上），請改為安裝該驅動程式支援的工具套件：它能執行的最新版本是 %1。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for CUDA %1</source>
        <translation>NVIDIA 驅動程式太舊，不支援 CUDA %1</translation>
    </message>
    <message>
        <source>Even CUDA&apos;s minor-version compatibility needs at least driver %1 for CUDA %2.x. Programs built with this toolkit, and cuDNN for CUDA %2, will fail to start, usually with &quot;CUDA driver version is insufficient for CUDA runtime version&quot;.</source>
        <translation>即使利用 CUDA 的次版本相容，CUDA %2.x 也至少需要驅動程式 %1。用這個工具套件編譯的程式，以及適用於 CUDA %2 的 cuDNN，都將無法啟動，通常會出現錯誤「CUDA driver version is insufficient for CUDA runtime version」。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is older than CUDA %1 asks for</source>
        <translation>NVIDIA 驅動程式低於 CUDA %1 的要求</translation>
    </message>
    <message>
        <source>It is still new enough for CUDA %1.x minor-version compatibility (driver %2 or newer), so most programs, cuDNN included, will run. Programs that compile GPU code while they run (PTX JIT) or use features newer than the driver may fail, for example with &quot;the provided PTX was compiled with an unsupported toolchain&quot;.</source>
        <translation>不過它仍滿足 CUDA %1.x 次版本相容的要求（驅動程式 %2 或更高版本），所以大多數程式（包括 cuDNN）都能執行。在執行時編譯 GPU 程式碼（PTX JIT）的程式，或者使用了比驅動程式更新的功能的程式，可能會失敗，例如出現錯誤「the provided PTX was compiled with an unsupported toolchain」。</translation>
    </message>
    <message>
        <source>Nothing is needed for most work. To be safe, update the NVIDIA driver to %1 or newer when you can.</source>
        <translation>大多數情況下無需處理。為保險起見，方便時請將 NVIDIA 驅動程式更新到 %1 或更高版本。</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA %1</source>
        <translation>NVIDIA 驅動程式支援 CUDA %1</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for your GPU from NVIDIA&apos;s website, restart the computer, and run this check again.</source>
        <translation>從 NVIDIA 官方網站安裝適合您 GPU 的 NVIDIA 驅動程式，重新啟動電腦，然後再次執行此檢查。</translation>
    </message>
    <message>
        <source>The NVIDIA driver can only be asked on that system</source>
        <translation>NVIDIA 驅動程式只能在那個系統上查詢</translation>
    </message>
    <message>
        <source>The driver&apos;s files are there (%1), but the driver of another system cannot be asked from this one, so whether it works and which GPUs it sees is not known here. That is not a fault of the driver. The checks that need its version use the version its files give, where they give one.</source>
        <translation>驅動程式的檔案在那裡（%1），但無法從本系統查詢另一個系統的驅動程式，因此這裡不知道它是否正常運作、能看到哪些 GPU。這並不是驅動程式的故障。需要其版本的檢查會使用其檔案提供的版本（若檔案有提供）。</translation>
    </message>
    <message>
        <source>Run the wizard or `cudnn-setup doctor` on that computer itself to check the driver and its GPUs.</source>
        <translation>請在那台電腦上執行精靈或 `cudnn-setup doctor`，以檢查驅動程式及其 GPU。</translation>
    </message>
    <message>
        <source>Nothing is needed for most work.</source>
        <translation>大多數工作無需任何操作。</translation>
    </message>
</context>
<context>
    <name>ElevatedPlanRules</name>
    <message>
        <source>%1 (%2) is not a plain absolute path.</source>
        <translation>%1（%2）不是一個規範的絕對路徑。</translation>
    </message>
    <message>
        <source>%1 (%2) holds a &apos;;&apos;, which would split the Path variable.</source>
        <translation>%1（%2）含有「;」，它會把 Path 變數拆開。</translation>
    </message>
    <message>
        <source>%1 (%2) lies outside the install folder %3.</source>
        <translation>%1（%2）位於安裝資料夾 %3 之外。</translation>
    </message>
    <message>
        <source>The install folder</source>
        <translation>安裝資料夾</translation>
    </message>
    <message>
        <source>The install folder %1 is not one an administrator&apos;s install may write: it must be a CUDA, cuDNN or NVIDIA folder in %2.</source>
        <translation>安裝資料夾 %1 不是系統管理員安裝可以寫入的位置：它必須是 %2 中的 CUDA、cuDNN 或 NVIDIA 資料夾。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>%1 holds no CUDA Toolkit, yet the plan installs into a toolkit there.</source>
        <translation>%1 中沒有 CUDA 工具套件，但此計畫要安裝到那裡的工具套件中。</translation>
    </message>
    <message>
        <source>The library folder</source>
        <translation>函式庫資料夾</translation>
    </message>
    <message>
        <source>The header folder</source>
        <translation>標頭檔資料夾</translation>
    </message>
    <message>
        <source>A file to install</source>
        <translation>要安裝的檔案</translation>
    </message>
    <message>
        <source>%1 is not a file of cuDNN, and the plan brings no CUDA pieces.</source>
        <translation>%1 不是 cuDNN 的檔案，而此計畫並未帶有 CUDA 元件。</translation>
    </message>
    <message>
        <source>A link&apos;s text</source>
        <translation>連結的內容</translation>
    </message>
    <message>
        <source>The link %1 → %2 would point outside the install folder.</source>
        <translation>連結 %1 → %2 會指向安裝資料夾之外。</translation>
    </message>
    <message>
        <source>A staged file</source>
        <translation>暫存的檔案</translation>
    </message>
    <message>
        <source>The staged file %1 is not in this plan&apos;s staging folder.</source>
        <translation>暫存的檔案 %1 不在此計畫的暫存資料夾中。</translation>
    </message>
    <message>
        <source>The plan does not say the SHA-256 and size of %1, so its content cannot be checked.</source>
        <translation>此計畫沒有寫明 %1 的 SHA-256 和大小，因此無法核對其內容。</translation>
    </message>
    <message>
        <source>%1 is neither a file nor a link.</source>
        <translation>%1 既不是檔案也不是連結。</translation>
    </message>
    <message>
        <source>A file to remove</source>
        <translation>要移除的檔案</translation>
    </message>
    <message>
        <source>%1 is not a file of cuDNN: the plan may not remove it.</source>
        <translation>%1 不是 cuDNN 的檔案：此計畫不能移除它。</translation>
    </message>
    <message>
        <source>The change to %1 is not one cuDNN Setup makes for an install in %2.</source>
        <translation>對 %1 的變更不是 cuDNN Setup 為安裝在 %2 中所做的變更。</translation>
    </message>
    <message>
        <source>The activation script %1 is not the one for an install in %2.</source>
        <translation>啟用指令碼 %1 不是安裝在 %2 時所用的那一個。</translation>
    </message>
    <message>
        <source>The change to the variable %1 is not one cuDNN Setup makes.</source>
        <translation>對變數 %1 的變更不是 cuDNN Setup 會做的變更。</translation>
    </message>
    <message>
        <source>A folder for %1</source>
        <translation>用於 %1 的資料夾</translation>
    </message>
    <message>
        <source>A folder to create</source>
        <translation>要建立的資料夾</translation>
    </message>
    <message>
        <source>The folder %1 lies outside the install folder %2.</source>
        <translation>資料夾 %1 位於安裝資料夾 %2 之外。</translation>
    </message>
    <message>
        <source>The install plan was refused and nothing was changed: %1</source>
        <translation>安裝計畫遭到拒絕，沒有變更任何內容：%1</translation>
    </message>
    <message>
        <source>its id (%1) is not a plain name.</source>
        <translation>它的 ID（%1）不是一個一般的名稱。</translation>
    </message>
    <message>
        <source>it is a plan for one user; administrator rights apply only plans for all users.</source>
        <translation>這是為單一使用者準備的計畫；系統管理員權限只用於為所有使用者安裝的計畫。</translation>
    </message>
    <message>
        <source>its release or platform is not written as cuDNN Setup writes them.</source>
        <translation>它的版本或平台不是依 cuDNN Setup 的寫法寫的。</translation>
    </message>
    <message>
        <source>it is for another operating system (%1).</source>
        <translation>它是為另一個作業系統（%1）準備的。</translation>
    </message>
    <message>
        <source>it edits files of the environment on Windows.</source>
        <translation>它在 Windows 上編輯環境檔案。</translation>
    </message>
    <message>
        <source>it edits the Windows registry on Linux.</source>
        <translation>它在 Linux 上編輯 Windows 登錄檔。</translation>
    </message>
    <message>
        <source>%1 holds a control character (a line break, a tab, a NUL) or one that hides or reorders text.</source>
        <translation>%1 含有控制字元（換行、定位字元、NUL）或會隱藏或重排文字的字元。</translation>
    </message>
    <message>
        <source>A CUDA piece (%1) is not named as cuDNN Setup names them.</source>
        <translation>CUDA 元件（%1）的名稱不是 cuDNN Setup 使用的寫法。</translation>
    </message>
    <message>
        <source>CUDA %1 would go into %2, which is not a toolkit folder of that release.</source>
        <translation>CUDA %1 將被裝入 %2，但它不是該版本的工具套件資料夾。</translation>
    </message>
    <message>
        <source>%1 is not in one of a CUDA Toolkit&apos;s folders.</source>
        <translation>%1 不在 CUDA Toolkit 的任何一個資料夾中。</translation>
    </message>
    <message>
        <source>%1 is not a file a CUDA Toolkit has in its top folder.</source>
        <translation>%1 不是 CUDA Toolkit 最上層資料夾中會有的檔案。</translation>
    </message>
    <message>
        <source>%1 has the name of the system&apos;s own %2, which it would replace for every program.</source>
        <translation>%1 與系統內建的 %2 同名，會對所有程式取代它。</translation>
    </message>
    <message>
        <source>Administrator rights cannot install this plan, since the administrator&apos;s half of cuDNN Setup would refuse it: %1</source>
        <translation>系統管理員權限也無法安裝這個方案，因為 cuDNN Setup 以系統管理員身分執行的部分會拒絕它：%1</translation>
    </message>
    <message>
        <source>The archive&apos;s name</source>
        <translation>壓縮檔的名稱</translation>
    </message>
    <message>
        <source>A change to the environment</source>
        <translation>一項環境變更</translation>
    </message>
</context>
<context>
    <name>EnsureLineOperation</name>
    <message>
        <source>Add one line to %1</source>
        <translation>在 %1 中新增一行</translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation>安裝期間，%1 被其他程式變更了。</translation>
    </message>
    <message>
        <source>The line in %1 stays: other installs still use it.</source>
        <translation>%1 中的這一行保留不動：其他安裝仍在使用它。</translation>
    </message>
</context>
<context>
    <name>EntrySafety</name>
    <message>
        <source>entry without a name</source>
        <translation>沒有名稱的項目</translation>
    </message>
    <message>
        <source>absolute path</source>
        <translation>絕對路徑</translation>
    </message>
    <message>
        <source>path climbs out with &quot;..&quot;</source>
        <translation>路徑用「..」跳出了解壓縮資料夾</translation>
    </message>
    <message>
        <source>device node, FIFO or socket</source>
        <translation>裝置節點、FIFO 或通訊端</translation>
    </message>
    <message>
        <source>hard link to %1, outside the archive</source>
        <translation>指向壓縮檔之外 %1 的硬連結</translation>
    </message>
    <message>
        <source>symbolic link to %1, outside the archive&apos;s folder</source>
        <translation>指向 %1 的符號連結，位於壓縮檔的資料夾之外</translation>
    </message>
</context>
<context>
    <name>EnvironmentRules</name>
    <message>
        <source>%1 has empty entries</source>
        <translation>%1 有空白項目</translation>
    </message>
    <message>
        <source>%1 contains empty entries (two separators in a row, or one at the start or end). Windows ignores them, but they are usually left over from a bad edit and make the variable hard to read.</source>
        <translation>%1 含有空白項目（連續兩個分隔符號，或分隔符號位於開頭或結尾）。Windows 會忽略這些項目，但它們通常是編輯失誤留下的，而且會讓這個變數難以閱讀。</translation>
    </message>
    <message>
        <source>%1 contains empty entries (two colons in a row, or one at the start or end). An empty entry means &quot;the current folder&quot;, so programs search whatever folder they are started from, and may load a stray library from there.</source>
        <translation>%1 含有空白項目（連續兩個冒號，或冒號位於開頭或結尾）。空白項目代表「目前的資料夾」，因此程式會搜尋它啟動時所在的任何資料夾，並可能從那裡載入來路不明的函式庫。</translation>
    </message>
    <message>
        <source>Empty entry at position: %1</source>
        <translation>空白項目的位置：%1</translation>
    </message>
    <message>
        <source>Edit %1 in System Properties &gt; Environment Variables and delete the empty lines.</source>
        <translation>請在「系統內容」&gt;「環境變數」中編輯 %1，並刪除空白的行。</translation>
    </message>
    <message>
        <source>Find the line that sets %1 in your shell profile (~/.bashrc, ~/.profile or /etc/environment) and remove the stray colon. To add a folder without creating an empty entry when %1 was unset, write: export %1=/usr/local/cuda/lib64${%1:+:$%1}</source>
        <translation>請在您的 shell 設定檔（~/.bashrc、~/.profile 或 /etc/environment）中找到設定 %1 的那一行，並刪除多餘的冒號。若要在 %1 未設定時加入資料夾而不產生空白項目，請這樣寫：export %1=/usr/local/cuda/lib64${%1:+:$%1}</translation>
    </message>
    <message>
        <source>%1 has entries with quotation marks</source>
        <translation>%1 有包含引號的項目</translation>
    </message>
    <message>
        <source>Some entries of %1 contain quotation marks. The quotes become part of the folder name, so the library loader does not find the folder, even if the command prompt seems to accept it. Paths with spaces need no quotes in %1.</source>
        <translation>%1 的部分項目包含引號。引號會成為資料夾名稱的一部分，因此即使命令提示字元看起來接受了它，動態連結器也找不到這個資料夾。在 %1 中，含有空格的路徑不需要加引號。</translation>
    </message>
    <message>
        <source>Entry with quotes: %1</source>
        <translation>含有引號的項目：%1</translation>
    </message>
    <message>
        <source>Edit %1 in System Properties &gt; Environment Variables and remove the quotation marks around these entries: %2</source>
        <translation>請在「系統內容」&gt;「環境變數」中編輯 %1，並移除以下項目前後的引號：%2</translation>
    </message>
    <message>
        <source>Remove the quotation marks from these entries where your shell profile sets %1: %2</source>
        <translation>請在您的 shell 設定檔中設定 %1 的地方，移除以下項目的引號：%2</translation>
    </message>
    <message>
        <source>%1 names a file instead of a folder</source>
        <translation>%1 指定的是檔案而不是資料夾</translation>
    </message>
    <message>
        <source>%1 must list folders. An entry that names a library file (for example cudnn64_9.dll or libcudnn.so.9) is ignored, so the library in it is not found through this entry.</source>
        <translation>%1 必須列出資料夾。指定函式庫檔案（例如 cudnn64_9.dll 或 libcudnn.so.9）的項目會被忽略，因此無法透過這個項目找到其中的函式庫。</translation>
    </message>
    <message>
        <source>Entry naming a file: %1</source>
        <translation>指定檔案的項目：%1</translation>
    </message>
    <message>
        <source>In %1, replace each file with the folder that holds it: %2</source>
        <translation>請在 %1 中把每個檔案改成它所在的資料夾：%2</translation>
    </message>
    <message>
        <source>%1 lists folders that do not exist</source>
        <translation>%1 列出了不存在的資料夾</translation>
    </message>
    <message>
        <source>Some folders on %1 do not exist. The loader skips them; if one of them was meant to hold CUDA or cuDNN libraries (a typo, or a toolkit that was removed or upgraded), programs will not find those libraries there.</source>
        <translation>%1 中有部分資料夾不存在。動態連結器會略過它們；如果其中某個資料夾原本應該存放 CUDA 或 cuDNN 函式庫（例如打錯字，或工具套件已被移除或升級），程式就無法在那裡找到這些函式庫。</translation>
    </message>
    <message>
        <source>Missing folder: %1</source>
        <translation>不存在的資料夾：%1</translation>
    </message>
    <message>
        <source>Correct or remove these entries where your shell profile sets %1: %2</source>
        <translation>請在您的 shell 設定檔中設定 %1 的地方，修正或移除以下項目：%2</translation>
    </message>
    <message>
        <source>%1 points to a folder that does not exist</source>
        <translation>%1 指向不存在的資料夾</translation>
    </message>
    <message>
        <source>%1 is set to %2, but there is no such folder. Build tools (CMake, setup.py, Visual Studio) use it to find the CUDA Toolkit and fail, or silently pick another toolkit. This usually happens after a toolkit was uninstalled or upgraded.</source>
        <translation>%1 被設為 %2，但這個資料夾不存在。建置工具（CMake、setup.py、Visual Studio）會用它來尋找 CUDA 工具套件，因而失敗，或在不知不覺中改用另一個工具套件。這通常發生在工具套件被解除安裝或升級之後。</translation>
    </message>
    <message>
        <source>CUDA Toolkits found: %1</source>
        <translation>找到的 CUDA 工具套件：%1</translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables.</source>
        <translation>請在「系統內容」&gt;「環境變數」中刪除變數 %1。</translation>
    </message>
    <message>
        <source>Set %1 to %2 in System Properties &gt; Environment Variables.</source>
        <translation>請在「系統內容」&gt;「環境變數」中將 %1 設為 %2。</translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile (~/.bashrc or ~/.profile).</source>
        <translation>請從您的 shell 設定檔（~/.bashrc 或 ~/.profile）中刪除設定 %1 的那一行。</translation>
    </message>
    <message>
        <source>In your shell profile (~/.bashrc or ~/.profile), change it to: export %1=%2</source>
        <translation>請在您的 shell 設定檔（~/.bashrc 或 ~/.profile）中將它改為：export %1=%2</translation>
    </message>
    <message>
        <source>There is an environment variable called %1</source>
        <translation>存在一個名為 %1 的環境變數</translation>
    </message>
    <message>
        <source>A variable named after a library file does nothing: programs find %1 only through the folders listed in %2. This usually comes from a guide that said to &quot;add&quot; the library to the environment; what it meant is adding the folder that holds it to %2.</source>
        <translation>以函式庫檔案命名的變數不起任何作用：程式只會透過 %2 中列出的資料夾找到 %1。這通常來自某個教學裡「把函式庫新增到環境中」的說法；它真正的意思是把存放該函式庫的資料夾新增到 %2。</translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables, and add the folder that holds %1 to Path instead.</source>
        <translation>請在「系統內容」&gt;「環境變數」中刪除變數 %1，改為把存放 %1 的資料夾新增到 Path。</translation>
    </message>
    <message>
        <source>Delete the variable %1 in System Properties &gt; Environment Variables, and add %2 to Path instead.</source>
        <translation>請在「系統內容」&gt;「環境變數」中刪除變數 %1，改為把 %2 新增到 Path。</translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile, and add the folder that holds %1 to LD_LIBRARY_PATH instead.</source>
        <translation>請從您的 shell 設定檔中刪除設定 %1 的那一行，改為把存放 %1 的資料夾新增到 LD_LIBRARY_PATH。</translation>
    </message>
    <message>
        <source>Remove the line that sets %1 from your shell profile, and add %2 to LD_LIBRARY_PATH instead: export LD_LIBRARY_PATH=%2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}</source>
        <translation>請從您的 shell 設定檔中刪除設定 %1 的那一行，改為把 %2 新增到 LD_LIBRARY_PATH：export LD_LIBRARY_PATH=%2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}</translation>
    </message>
</context>
<context>
    <name>ErrorDiagnosisText</name>
    <message>
        <source>cuDNN Setup Wizard — what the pasted error means</source>
        <translation>cuDNN 安裝精靈 — 貼上的錯誤是什麼意思</translation>
    </message>
    <message>
        <source>Only the first MiB of the text was read.</source>
        <translation>只讀取了文字的前 1 MiB。</translation>
    </message>
    <message>
        <source>Recognised in the text</source>
        <translation>在文字中辨識出的訊息</translation>
    </message>
    <message>
        <source>Line %1 (%2): %3</source>
        <translation>第 %1 行（%2）：%3</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>這是什麼意思</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>發生了什麼：%1</translation>
    </message>
    <message>
        <source>On this computer:</source>
        <translation>這台電腦上的情況：</translation>
    </message>
    <message>
        <source>The doctor&apos;s findings on this computer that bear on it:</source>
        <translation>診斷在這台電腦上發現的相關問題：</translation>
    </message>
    <message>
        <source>written by %1</source>
        <translation>由 %1 輸出</translation>
    </message>
    <message>
        <source>built with cuDNN %1</source>
        <translation>以 cuDNN %1 建置</translation>
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
        <translation>要求載入 %1</translation>
    </message>
    <message>
        <source>asked for cuDNN %1</source>
        <translation>要求載入 cuDNN %1</translation>
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
        <translation>未定義的符號 %1</translation>
    </message>
    <message>
        <source>undefined symbol %1 (version %2)</source>
        <translation>未定義的符號 %1（版本 %2）</translation>
    </message>
    <message>
        <source>error code %1</source>
        <translation>錯誤代碼 %1</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>檔案 %1</translation>
    </message>
    <message>
        <source>its LD_LIBRARY_PATH: %1</source>
        <translation>它的 LD_LIBRARY_PATH：%1</translation>
    </message>
    <message>
        <source>needs a GPU of compute capability %1 or higher</source>
        <translation>需要運算能力 %1 或更高的 GPU</translation>
    </message>
    <message>
        <source>Read from it: %1</source>
        <translation>從這則訊息中讀到：%1</translation>
    </message>
    <message>
        <source>Only the last MiB of the file was read: that is where a program&apos;s last error is.</source>
        <translation>只讀取了檔案的最後 1 MiB：程式最後發生的錯誤就在那裡。</translation>
    </message>
    <message>
        <source>cudnn-setup doctor without --error-text checks the setup of this computer.</source>
        <translation>不加 --error-text 執行 cudnn-setup doctor 時，會檢查這台電腦的設定。</translation>
    </message>
    <message>
        <source>error code 126 (the file or a DLL it needs was not found)</source>
        <translation>錯誤代碼 126（找不到該檔案或它需要的某個 DLL）</translation>
    </message>
    <message>
        <source>error code 127 (a function missing from a DLL it loaded)</source>
        <translation>錯誤代碼 127（它載入的某個 DLL 中缺少一個函式）</translation>
    </message>
    <message>
        <source>error code 193 (not a 64-bit DLL for this processor)</source>
        <translation>錯誤代碼 193（不是適用於這個處理器的 64 位元 DLL）</translation>
    </message>
    <message>
        <source>error code 1455 (the paging file is too small)</source>
        <translation>錯誤代碼 1455（分頁檔太小）</translation>
    </message>
    <message>
        <source>a GPU of compute capability %1</source>
        <translation>運算能力為 %1 的 GPU</translation>
    </message>
    <message>
        <source>accepts only the major and minor version it was built with</source>
        <translation>只接受建置時所用的主版本和次版本</translation>
    </message>
    <message>
        <source>accepts only the release it was built with</source>
        <translation>只接受建置時所用的那個版本</translation>
    </message>
    <message>
        <source>it also says: %1</source>
        <translation>訊息中還提到：%1</translation>
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
        <translation>為 CUDA %1 建置的框架版本</translation>
    </message>
    <message>
        <source>%1 loaded</source>
        <translation>已載入 %1</translation>
    </message>
    <message>
        <source>WSL</source>
        <translation>WSL</translation>
    </message>
    <message>
        <source>Also named in the text: %1</source>
        <translation>文字中還提到：%1</translation>
    </message>
    <message>
        <source>None of the messages the doctor knows was found in the text. It knows the cuDNN messages of PyTorch, TensorFlow, JAX, ONNX Runtime, PaddlePaddle and CTranslate2, of cuDNN itself and of the Linux and Windows loaders, and the messages that only look like cuDNN trouble (GPU memory, the driver, the GPU&apos;s architecture). Paste the whole output of the program, from its start.</source>
        <translation>文字中沒有找到診斷能辨識的任何訊息。它能辨識 PyTorch、TensorFlow、JAX、ONNX Runtime、PaddlePaddle 和 CTranslate2 中與 cuDNN 有關的訊息、cuDNN 本身的訊息、Linux 和 Windows 動態連結器的訊息，以及那些只是看起來像 cuDNN 問題的訊息（GPU 記憶體、驅動程式、GPU 架構）。請貼上程式從啟動開始的全部輸出。</translation>
    </message>
</context>
<context>
    <name>ErrorLogFile</name>
    <message>
        <source>Cannot read the error text from %1: %2</source>
        <translation>無法從 %1 讀取錯誤文字：%2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一個資料夾</translation>
    </message>
</context>
<context>
    <name>ErrorMachineFacts</name>
    <message>
        <source>cuDNN %1 in %2 (%3; found via %4)</source>
        <translation>cuDNN %1，位於 %2（%3；透過 %4 找到）</translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2 (cuDNN %3, via %4)</source>
        <translation>要求 %1 的程式會得到 %2（cuDNN %3，透過 %4）</translation>
    </message>
    <message>
        <source>No folder the loader searches holds %1</source>
        <translation>動態連結器搜尋的資料夾中都沒有 %1</translation>
    </message>
    <message>
        <source>%1 is not set</source>
        <translation>%1 未設定</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 為 %2</translation>
    </message>
    <message>
        <source>CUDA Toolkit %1 in %2</source>
        <translation>CUDA 工具套件 %1，位於 %2</translation>
    </message>
    <message>
        <source>The scan found no CUDA Toolkit on this computer</source>
        <translation>掃描在這台電腦上沒有找到 CUDA 工具套件</translation>
    </message>
    <message>
        <source>The scan found no cuDNN on this computer</source>
        <translation>掃描在這台電腦上沒有找到 cuDNN</translation>
    </message>
</context>
<context>
    <name>ErrorTextDiagnosis</name>
    <message>
        <source>The Python environment in the message is on this computer: %1</source>
        <translation>訊息中的 Python 環境在這台電腦上：%1</translation>
    </message>
    <message>
        <source>The Python environment in the message, %1, is not on this computer: the error probably happened on another computer, in a container or under another user&apos;s account</source>
        <translation>訊息中的 Python 環境 %1 不在這台電腦上：錯誤很可能發生在另一台電腦上、容器中或其他使用者的帳戶下</translation>
    </message>
</context>
<context>
    <name>ExtractedCopySearch</name>
    <message>
        <source>The search for cuDNN unpacked by hand stopped here, after %1 folder entries, to keep the scan fast. Folders it had not reached were not looked at.</source>
        <translation>為了讓掃描保持快速，搜尋手動解壓縮的 cuDNN 在讀取 %1 個資料夾項目後停在這裡。尚未到達的資料夾沒有被查看。</translation>
    </message>
    <message>
        <source>This folder has more than %1 entries; the search for cuDNN unpacked by hand looked at the first %1 only.</source>
        <translation>這個資料夾中的項目超過 %1 個；搜尋手動解壓縮的 cuDNN 時只查看了前 %1 個。</translation>
    </message>
</context>
<context>
    <name>ExtractedTreeGuard</name>
    <message>
        <source>its folder %1 is a symbolic link made by the archive; writing through it could land anywhere</source>
        <translation>它所在的資料夾 %1 是壓縮檔建立的符號連結；透過它寫入的內容可能落到任何地方</translation>
    </message>
    <message>
        <source>name collides with &quot;%1&quot; on a file system that ignores case, as on Windows and macOS</source>
        <translation>在不區分大小寫的檔案系統上（例如 Windows 和 macOS），名稱會與「%1」衝突</translation>
    </message>
    <message>
        <source>hard link to %1, which is not a file unpacked before it</source>
        <translation>指向 %1 的硬連結，但目標不是在它之前解壓縮出的檔案</translation>
    </message>
    <message>
        <source>hard link to %1, through a symbolic link made by the archive</source>
        <translation>指向 %1 的硬連結，且經過壓縮檔建立的符號連結</translation>
    </message>
    <message>
        <source>symbolic link to %1, which leads outside the archive through other links</source>
        <translation>指向 %1 的符號連結，會經由其他連結通到壓縮檔之外</translation>
    </message>
    <message>
        <source>symbolic link to %1, which loops through other links</source>
        <translation>指向 %1 的符號連結，會經由其他連結形成迴圈</translation>
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
        <translation>無法建立資料夾 %1。</translation>
    </message>
    <message>
        <source>The archive could not be copied to %1 (is there enough space, and may you write there?).</source>
        <translation>無法把壓縮檔複製到 %1（空間是否足夠？您是否有寫入權限？）。</translation>
    </message>
    <message>
        <source>cuDNN is licensed by NVIDIA. Read the license at
  %1
and run the same command again with --accept-license to accept it and download %2.</source>
        <translation>cuDNN 由 NVIDIA 授權使用。請閱讀以下網址中的授權合約：
  %1
然後加上 --accept-license 再次執行同一個指令，即可接受授權合約並下載 %2。</translation>
    </message>
    <message>
        <source>Getting %1 (%2)</source>
        <translation>正在取得 %1（%2）</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>The verified archive was already in the cache; nothing was downloaded.</source>
        <translation>快取中已有驗證通過的壓縮檔；沒有下載任何內容。</translation>
    </message>
    <message>
        <source>Name one with --release and --cuda to fetch it anyway.</source>
        <translation>如果仍要取得，請用 --release 和 --cuda 指定一個版本。</translation>
    </message>
    <message>
        <source>Get the archive for &lt;platform&gt; (linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64, windows-arm64); with --sysroot, treat that tree as &lt;platform&gt;.</source>
        <translation>取得適用於 &lt;平台&gt; 的壓縮檔（linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64、windows-arm64）；與 --sysroot 一起使用時，將該目錄樹視為 &lt;平台&gt;。</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license (it is shown to you first otherwise).</source>
        <translation>接受 NVIDIA 的 cuDNN 授權合約（不加此選項時會先向您顯示授權合約）。</translation>
    </message>
    <message>
        <source>Also copy the verified archive into &lt;dir&gt;.</source>
        <translation>同時把驗證過的壓縮檔複製到 &lt;目錄&gt;。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>Download the cuDNN archive that fits this machine (or the one asked for) and verify it.</source>
        <translation>下載適用於這台電腦的 cuDNN 壓縮檔（或指定的壓縮檔）並加以驗證。</translation>
    </message>
</context>
<context>
    <name>FileOps</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>cannot move %1 to %2: %3</source>
        <translation>無法將 %1 移動到 %2：%3</translation>
    </message>
    <message>
        <source>cannot create the symbolic link %1 on Windows</source>
        <translation>無法在 Windows 上建立符號連結 %1</translation>
    </message>
    <message>
        <source>cannot create the link %1: %2</source>
        <translation>無法建立連結 %1：%2</translation>
    </message>
    <message>
        <source>cannot remove %1: %2</source>
        <translation>無法移除 %1：%2</translation>
    </message>
</context>
<context>
    <name>FirstProgramCheck</name>
    <message>
        <source>The toolkit at %1 is for %2, not for the system the wizard runs on, so its nvcc cannot be tried here. Run the check on that system.</source>
        <translation>%1 中的工具套件適用於 %2，而不是執行本精靈的系統，因此無法在這裡試用它的 nvcc。請在那個系統上執行這項檢查。</translation>
    </message>
    <message>
        <source>Not tried, because nvcc could not be run.</source>
        <translation>未嘗試，因為 nvcc 無法執行。</translation>
    </message>
    <message>
        <source>Not tried, because the test program was not compiled.</source>
        <translation>未嘗試，因為測試程式沒有編譯。</translation>
    </message>
    <message>
        <source>nvcc was not found at %1: the CUDA compiler component (cuda_nvcc) is not installed. Install the CUDA Toolkit again with the develop profile, which includes it.</source>
        <translation>在 %1 找不到 nvcc：CUDA 編譯器元件（cuda_nvcc）沒有安裝。請用包含它的「develop」組合重新安裝 CUDA 工具套件。</translation>
    </message>
    <message numerus="yes">
        <source>nvcc --version did not answer within %n second(s) and was killed. Something blocked it (an antivirus scanning the new files, a disk that does not answer) or the file is damaged: try again, and if it hangs again, install the develop profile again.</source>
        <translation>
            <numerusform>nvcc --version 在 %n 秒內沒有回應，已被強制終止。可能有東西阻擋了它（正在掃描新檔案的防毒軟體、沒有回應的磁碟），也可能是檔案已損壞：請再試一次；如果仍然停住，請重新安裝「develop」組合。</numerusform>
        </translation>
    </message>
    <message>
        <source>nvcc at %1 could not be started (%2). The file may be damaged, not executable or built for another system: install the develop profile again.</source>
        <translation>無法啟動 %1 的 nvcc（%2）。該檔案可能已損壞、不可執行，或是為其他系統建置的：請重新安裝「develop」組合。</translation>
    </message>
    <message>
        <source>nvcc --version crashed (%1). The file may be damaged: install the develop profile again.</source>
        <translation>nvcc --version 當掉了（%1）。該檔案可能已損壞：請重新安裝「develop」組合。</translation>
    </message>
    <message>
        <source>nvcc --version failed with exit code %1. The toolkit may be incomplete: install the develop profile again.</source>
        <translation>nvcc --version 失敗，結束代碼為 %1。工具套件可能不完整：請重新安裝「develop」組合。</translation>
    </message>
    <message>
        <source>nvcc answers: CUDA %1 (nvcc %2).</source>
        <translation>nvcc 的回答：CUDA %1（nvcc %2）。</translation>
    </message>
    <message>
        <source>nvcc --version printed no CUDA release (&quot;%1&quot;). The file at %2 may not be NVIDIA&apos;s nvcc: install the develop profile again.</source>
        <translation>nvcc --version 沒有輸出 CUDA 版本（「%1」）。%2 的檔案可能不是 NVIDIA 的 nvcc：請重新安裝「develop」組合。</translation>
    </message>
    <message>
        <source>Not tried, because no C++ compiler that nvcc accepts was found.</source>
        <translation>未嘗試，因為找不到 nvcc 接受的 C++ 編譯器。</translation>
    </message>
    <message>
        <source>There is no cudnn.h in %1: the cuDNN headers are not where the check looked. Install cuDNN again, or choose the folder that holds cudnn.h.</source>
        <translation>%1 中沒有 cudnn.h：cuDNN 標頭檔不在檢查所搜尋的位置。請重新安裝 cuDNN，或選擇包含 cudnn.h 的資料夾。</translation>
    </message>
    <message>
        <source>There is no %1 in %2: the cuDNN library folder is missing or incomplete, so the test program cannot be linked with this cuDNN. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation>%2 中沒有 %1：cuDNN 函式庫資料夾不存在或不完整，因此測試程式無法與這份 cuDNN 連結。請重新安裝 cuDNN，或選擇包含 %1 的資料夾。</translation>
    </message>
    <message>
        <source>The test program could not be written to a temporary folder in %1 (%2). Free some disk space or check that you may write there.</source>
        <translation>無法將測試程式寫入 %1 中的暫存資料夾（%2）。請釋放一些磁碟空間，或檢查您是否有權在那裡寫入。</translation>
    </message>
    <message>
        <source>nvcc compiled the test program with %1.</source>
        <translation>nvcc 已使用 %1 編譯了測試程式。</translation>
    </message>
    <message>
        <source>nvcc could not run its device compiler %1: nvvm/ is not next to bin/. On CUDA 13, NVVM is a component of its own (libnvvm); install the develop profile again so that nvvm/ lands beside bin/ in %2.</source>
        <translation>nvcc 無法執行它的裝置端編譯器 %1：nvvm/ 不在 bin/ 旁邊。在 CUDA 13 中，NVVM 是一個獨立的元件（libnvvm）；請重新安裝「develop」組合，讓 nvvm/ 出現在 %2 中 bin/ 的旁邊。</translation>
    </message>
    <message numerus="yes">
        <source>Compiling the test program did not finish within %n second(s), and nvcc was killed. A very slow disk or an antivirus scanning every new file can cause this; try again.</source>
        <translation>
            <numerusform>編譯測試程式在 %n 秒內沒有完成，nvcc 已被強制終止。非常慢的磁碟或掃描每個新檔案的防毒軟體都可能造成這種情況；請再試一次。</numerusform>
        </translation>
    </message>
    <message>
        <source>nvcc stopped while compiling the test program (%1). Install the develop profile again.</source>
        <translation>nvcc 在編譯測試程式時中止了（%1）。請重新安裝「develop」組合。</translation>
    </message>
    <message>
        <source>The linker found no cuDNN library in %1 (%2). The cuDNN library folder is missing or holds no %3: install cuDNN again, or choose the folder that holds it.</source>
        <translation>連結器在 %1 中找不到 cuDNN 函式庫（%2）。cuDNN 函式庫資料夾不存在，或其中沒有 %3：請重新安裝 cuDNN，或選擇包含它的資料夾。</translation>
    </message>
    <message>
        <source>The linker found no CUDA runtime library (%1). nvcc links it from the folders its bin/nvcc.profile names (%2), and the toolkit&apos;s libraries are not there: install the develop profile again.</source>
        <translation>連結器找不到 CUDA 執行階段函式庫（%1）。nvcc 從它的 bin/nvcc.profile 所列的資料夾（%2）中連結該函式庫，而工具套件的函式庫不在那裡：請重新安裝「develop」組合。</translation>
    </message>
    <message>
        <source>nvcc could not compile the test program (exit code %1) and said nothing. Install the develop profile again.</source>
        <translation>nvcc 無法編譯測試程式（結束代碼 %1），也沒有輸出任何訊息。請重新安裝「develop」組合。</translation>
    </message>
    <message>
        <source>nvcc could not compile the test program: %1. The toolkit may be incomplete (the develop profile also needs cuda_cccl, and on CUDA 13 cuda_crt), or the C++ compiler is one this nvcc does not accept.</source>
        <translation>nvcc 無法編譯測試程式：%1。可能是工具套件不完整（「develop」組合還需要 cuda_cccl，在 CUDA 13 上還需要 cuda_crt），也可能是這個 nvcc 不接受所用的 C++ 編譯器。</translation>
    </message>
    <message>
        <source>There is no %1 in %2, so the test program would load another cuDNN copy or none: the cuDNN library folder is not where the loader looks for it. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation>%2 中沒有 %1，因此測試程式會載入另一份 cuDNN 副本，或是一份也載入不到：cuDNN 函式庫資料夾不在動態連結器搜尋的位置。請重新安裝 cuDNN，或選擇包含 %1 的資料夾。</translation>
    </message>
    <message>
        <source>The test program loaded cuDNN %1, not the cuDNN %2 in %3: another copy comes first where the loader looks (LD_LIBRARY_PATH, ld.so.conf or PATH). Remove that copy, or put this folder first.</source>
        <translation>測試程式載入的是 cuDNN %1，而不是 %3 中的 cuDNN %2：在動態連結器搜尋的位置中（LD_LIBRARY_PATH、ld.so.conf 或 PATH），另一份副本排在前面。請刪除那份副本，或把這個資料夾放到最前面。</translation>
    </message>
    <message>
        <source>The test program ran and reports cuDNN %1 with CUDA runtime %2.</source>
        <translation>測試程式已執行，回報的是 cuDNN %1 和 CUDA 執行階段 %2。</translation>
    </message>
    <message numerus="yes">
        <source>The test program did not finish within %n second(s) and was killed. It only asks two libraries for their version, so something is blocking it: an antivirus, or a library that hangs while it loads.</source>
        <translation>
            <numerusform>測試程式在 %n 秒內沒有結束，已被強制終止。它只是向兩個函式庫詢問版本，所以一定有東西阻擋了它：防毒軟體，或某個在載入時停住的函式庫。</numerusform>
        </translation>
    </message>
    <message>
        <source>The test program found %1 but could not load it (%2): the file is damaged or not a library for this system. Install cuDNN again.</source>
        <translation>測試程式找到了 %1，但無法載入它（%2）：該檔案已損壞，或不是適用於本系統的函式庫。請重新安裝 cuDNN。</translation>
    </message>
    <message>
        <source>The test program found %1 but could not load it (%2): the file is damaged or not a library for this system. Install the component it belongs to again.</source>
        <translation>測試程式找到了 %1，但無法載入它（%2）：該檔案已損壞，或不是適用於本系統的函式庫。請重新安裝它所屬的元件。</translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2), although %3 was first on LD_LIBRARY_PATH: the cuDNN library folder is not where the loader looks for it. Install cuDNN again, or choose the folder that holds %1.</source>
        <translation>測試程式無法載入 %1（%2），儘管 %3 已排在 LD_LIBRARY_PATH 的最前面：cuDNN 函式庫資料夾不在動態連結器搜尋的位置。請重新安裝 cuDNN，或選擇包含 %1 的資料夾。</translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2), although %3 was on LD_LIBRARY_PATH: the CUDA runtime (cuda_cudart) is not where the loader looks for it. Install the CUDA Toolkit again.</source>
        <translation>測試程式無法載入 %1（%2），儘管 %3 已在 LD_LIBRARY_PATH 中：CUDA 執行階段（cuda_cudart）不在動態連結器搜尋的位置。請重新安裝 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>The test program could not load %1 (%2). It is a library of the system, not of CUDA or cuDNN: install the package that provides it.</source>
        <translation>測試程式無法載入 %1（%2）。它是系統的函式庫，不屬於 CUDA 或 cuDNN：請安裝提供它的套件。</translation>
    </message>
    <message>
        <source>The test program could not start: Windows did not find a DLL it needs, or found one for another system (code 0x%1), although %2 and the toolkit&apos;s DLL folders were first on PATH. The cuDNN DLL folder is not where the loader looks for it: install cuDNN again, or choose the folder that holds its DLLs.</source>
        <translation>測試程式無法啟動：Windows 找不到它需要的某個 DLL，或找到的是適用於其他系統的 DLL（代碼 0x%1），儘管 %2 和工具套件的 DLL 資料夾已排在 PATH 的最前面。cuDNN 的 DLL 資料夾不在動態連結器搜尋的位置：請重新安裝 cuDNN，或選擇包含其 DLL 的資料夾。</translation>
    </message>
    <message>
        <source>The test program could not be started (%1).</source>
        <translation>無法啟動測試程式（%1）。</translation>
    </message>
    <message>
        <source>The test program crashed (%1). A cuDNN or CUDA library it loaded may be damaged or from another release: install cuDNN again.</source>
        <translation>測試程式當掉了（%1）。它載入的某個 cuDNN 或 CUDA 函式庫可能已損壞，或來自另一個版本：請重新安裝 cuDNN。</translation>
    </message>
    <message>
        <source>The test program failed with exit code %1: the CUDA runtime did not tell its version. Install the CUDA Toolkit again.</source>
        <translation>測試程式失敗，結束代碼為 %1：CUDA 執行階段沒有提供它的版本。請重新安裝 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>The test program ran but printed no versions (&quot;%1&quot;).</source>
        <translation>測試程式執行了，但沒有輸出版本（「%1」）。</translation>
    </message>
</context>
<context>
    <name>FrameworkFit</name>
    <message>
        <source>%1 %2 has no GPU support on native Windows (%3 was the last release with it): it runs on the CPU and loads no cuDNN. For the GPU, use it in WSL2.</source>
        <translation>%1 %2 在原生 Windows 上不支援 GPU（最後一個支援的版本是 %3）：它在 CPU 上執行，不載入 cuDNN。要使用 GPU，請在 WSL2 中使用它。</translation>
    </message>
    <message>
        <source>%1 has no GPU support on native Windows: it runs on the CPU and loads no cuDNN. For the GPU, use it in WSL2.</source>
        <translation>%1 在原生 Windows 上不支援 GPU：它在 CPU 上執行，不載入 cuDNN。要使用 GPU，請在 WSL2 中使用它。</translation>
    </message>
    <message>
        <source>A build without CUDA: it runs on the CPU and loads no cuDNN.</source>
        <translation>不含 CUDA 的版本：它在 CPU 上執行，不載入 cuDNN。</translation>
    </message>
    <message>
        <source>its own folder</source>
        <translation>它自己的資料夾</translation>
    </message>
    <message>
        <source>the nvidia-cudnn package in its environment</source>
        <translation>它所在環境中的 nvidia-cudnn 套件</translation>
    </message>
    <message>
        <source>its conda environment</source>
        <translation>它的 conda 環境</translation>
    </message>
    <message>
        <source>bundled in %1</source>
        <translation>隨附在 %1 中</translation>
    </message>
    <message>
        <source>It needs cuDNN %1, but finds none: there is no nvidia-cudnn package in its environment (%2) and no cuDNN %1 where the loader looks.</source>
        <translation>它需要 cuDNN %1，但找不到：它的環境（%2）中沒有 nvidia-cudnn 套件，載入器尋找的位置也沒有 cuDNN %1。</translation>
    </message>
    <message>
        <source>It finds no cuDNN: there is no nvidia-cudnn package in its environment (%1) and no cuDNN where the loader looks.</source>
        <translation>它找不到 cuDNN：它的環境（%1）中沒有 nvidia-cudnn 套件，載入器尋找的位置也沒有 cuDNN。</translation>
    </message>
    <message>
        <source>The loader has only cuDNN %1 (%2), another major version, which it cannot use.</source>
        <translation>載入器只能找到 cuDNN %1（%2），這是另一個主版本，它無法使用。</translation>
    </message>
    <message>
        <source>It was built for cuDNN %1, but loads cuDNN %2 (%3): a different major version, whose libraries and functions it cannot use.</source>
        <translation>它是為 cuDNN %1 建置的，卻載入了 cuDNN %2（%3）：這是不同的主版本，它無法使用其中的函式庫和函式。</translation>
    </message>
    <message>
        <source>It needs cuDNN %1 or newer, but loads cuDNN %2 (%3).</source>
        <translation>它需要 cuDNN %1 或更新版本，卻載入了 cuDNN %2（%3）。</translation>
    </message>
    <message>
        <source>It was built with cuDNN %1 and needs that release or a newer %2.x, but loads the older cuDNN %3 (%4).</source>
        <translation>它是用 cuDNN %1 建置的，需要該版本或更新的 %2.x，卻載入了較舊的 cuDNN %3（%4）。</translation>
    </message>
    <message>
        <source>It was built for CUDA %1, but the cuDNN it loads is the build for CUDA %2 (%3).</source>
        <translation>它是為 CUDA %1 建置的，但它載入的 cuDNN 是為 CUDA %2 建置的版本（%3）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver %1 is too old for its CUDA %2 build, which needs driver %3 or newer.</source>
        <translation>NVIDIA 驅動程式 %1 對它的 CUDA %2 版本來說太舊了，需要 %3 或更新的驅動程式。</translation>
    </message>
    <message>
        <source>Its CUDA %1 build does not support the GPU %2 (compute capability %3; CUDA %1 needs %4 or newer).</source>
        <translation>它的 CUDA %1 版本不支援 GPU %2（運算能力 %3；CUDA %1 需要 %4 或更高）。</translation>
    </message>
    <message>
        <source>cuDNN %1, which it loads, does not support the GPU %2 (compute capability %3).</source>
        <translation>它載入的 cuDNN %1 不支援 GPU %2（運算能力 %3）。</translation>
    </message>
    <message>
        <source>Its files do not say which cuDNN it was built for.</source>
        <translation>它的檔案沒有說明它是為哪個 cuDNN 建置的。</translation>
    </message>
    <message>
        <source>%1 for CUDA %2</source>
        <translation>%1（CUDA %2 版）</translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH puts %1 (cuDNN %2) before its own cuDNN %3 (%4). cuDNN loads its parts (libcudnn_graph, libcudnn_ops, ...) by name, and the loader looks in LD_LIBRARY_PATH first: it would mix the two copies and stop with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Take that folder out of LD_LIBRARY_PATH for this framework.</source>
        <translation>LD_LIBRARY_PATH 把 %1（cuDNN %2）排在它內含的 cuDNN %3（%4）前面。cuDNN 依名稱載入它的各個組成部分（libcudnn_graph、libcudnn_ops 等），而動態連結器會先在 LD_LIBRARY_PATH 中搜尋：這樣兩份副本就會混在一起，程式會因 CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH 而停止。請為這個框架把該資料夾從 LD_LIBRARY_PATH 中移除。</translation>
    </message>
    <message>
        <source>Its own cuDNN %1 (%2) has no %3, so the loader takes that part from %4 (cuDNN %5): the two releases would mix and stop with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Reinstall its cuDNN package complete, or remove the other copy from the loader&apos;s search.</source>
        <translation>它自帶的 cuDNN %1（%2）缺少 %3，因此載入器會從 %4（cuDNN %5）取用這一部分：兩個版本會混在一起，並以 CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH 停止。請完整地重新安裝它的 cuDNN 套件，或把另一份副本從載入器的搜尋路徑中移除。</translation>
    </message>
    <message>
        <source>Its build carries GPU code for %1 only, none of which runs on the GPU %2 (compute capability %3): it stops with &quot;no kernel image is available for execution on the device&quot;.</source>
        <translation>它的這個建置只帶有 %1 的 GPU 程式碼，其中沒有一個能在 GPU %2（計算能力 %3）上執行：它會以「no kernel image is available for execution on the device」停止。</translation>
    </message>
</context>
<context>
    <name>FrameworkImpact</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation>%1 %2（位於 %3）</translation>
    </message>
    <message>
        <source>%1 finds no cuDNN it can use today; afterwards it would load the new cuDNN %2 (%3).</source>
        <translation>%1 目前找不到可用的 cuDNN；安裝之後，它會載入新的 cuDNN %2（%3）。</translation>
    </message>
    <message>
        <source>%1 loads cuDNN %2 (%3) today; afterwards it would load cuDNN %4 (%5) instead.</source>
        <translation>%1 目前載入的是 cuDNN %2（%3）；安裝之後，它會改為載入 cuDNN %4（%5）。</translation>
    </message>
    <message>
        <source>%1 keeps loading its own cuDNN %2 (%3), but afterwards cuDNN&apos;s parts would come from %4 (cuDNN %5), which LD_LIBRARY_PATH would put first.</source>
        <translation>%1 仍會載入它內含的 cuDNN %2（%3），但安裝之後，cuDNN 的各個組成部分會來自 %4（cuDNN %5），因為 LD_LIBRARY_PATH 會把它排在最前面。</translation>
    </message>
    <message>
        <source>It works today and would stop working:</source>
        <translation>它目前可以正常運作，但安裝之後將無法運作：</translation>
    </message>
    <message>
        <source>That copy would fit it too, but it is not the one it was set up with.</source>
        <translation>那份副本也適合它，但並不是它安裝時搭配的那一份。</translation>
    </message>
</context>
<context>
    <name>FrameworkRules</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation>%1 %2（位於 %3）</translation>
    </message>
    <message>
        <source>Install the cuDNN it was built for into its conda environment: conda install --prefix %1 %2</source>
        <translation>請把它建置時對應的 cuDNN 安裝到它的 conda 環境中：conda install --prefix %1 %2</translation>
    </message>
    <message>
        <source>Its own copy of cuDNN in its folder was changed. Reinstall it: %1 --force-reinstall &quot;%2==%3&quot;</source>
        <translation>它資料夾中內含的 cuDNN 副本被變更過。請重新安裝它：%1 --force-reinstall &quot;%2==%3&quot;</translation>
    </message>
    <message>
        <source>Reinstall %1 in %2 with its CUDA dependencies, as its install guide says (its files do not say which CUDA it was built for, so the right nvidia-cudnn package cannot be named here).</source>
        <translation>請依照 %1 的安裝指南，在 %2 中連同其 CUDA 相依套件一起重新安裝 %1（它的檔案沒有說明它是為哪個 CUDA 建置的，所以這裡無法指出應該安裝哪個 nvidia-cudnn 套件）。</translation>
    </message>
    <message>
        <source>Replace the cuDNN package of its environment: %1 and then: %2 --force-reinstall &quot;%3&quot; (both packages share the folder nvidia/cudnn, so the reinstall puts back files the uninstall removed).</source>
        <translation>請替換它所在環境中的 cuDNN 套件：先執行 %1，然後執行：%2 --force-reinstall &quot;%3&quot;（兩個套件共用資料夾 nvidia/cudnn，所以重新安裝會放回解除安裝時刪除的檔案）。</translation>
    </message>
    <message>
        <source>Install the cuDNN it was built for into its own environment, where it looks first: %1 &quot;%2&quot;</source>
        <translation>請把它建置時對應的 cuDNN 安裝到它自己的環境中（它會先在那裡尋找）：%1 &quot;%2&quot;</translation>
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
        <translation>某個 cuDNN（其檔案未註明版本）</translation>
    </message>
    <message>
        <source>CUDA %1 and %2</source>
        <translation>CUDA %1 和 %2</translation>
    </message>
    <message>
        <source>%1 (the package %2, in %3) was built for %4.</source>
        <translation>%1（%3 中的套件 %2）是為 %4 建置的。</translation>
    </message>
    <message>
        <source>It loads cuDNN %1 from %2 (through %3).</source>
        <translation>它從 %2 載入 cuDNN %1（透過 %3）。</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>已讀取：%1</translation>
    </message>
    <message>
        <source>What it was built for: %1</source>
        <translation>建置目標：%1</translation>
    </message>
    <message>
        <source>What it loads: %1 (cuDNN %2, through %3)</source>
        <translation>實際載入：%1（cuDNN %2，透過 %3）</translation>
    </message>
    <message>
        <source>%1 gets cuDNN&apos;s parts from another release (%2)</source>
        <translation>%1 載入的 cuDNN 組成部分來自另一個版本（%2）</translation>
    </message>
    <message>
        <source>Its parts come from: %1 (cuDNN %2)</source>
        <translation>組成部分來自：%1（cuDNN %2）</translation>
    </message>
    <message>
        <source>Set by: %1</source>
        <translation>設定於：%1</translation>
    </message>
    <message>
        <source>To try it at once without the folder: %1 %2</source>
        <translation>若要立刻在移除該資料夾的情況下試試看，可以執行：%1 %2</translation>
    </message>
    <message>
        <source>Take %1 out of LD_LIBRARY_PATH where it is set (%2) and open a new terminal. The automatic fix does that and keeps the setting in %3: run `. %4` before building or running your own programs that need the folder. %5</source>
        <translation>請在設定它的地方（%2）把 %1 從 LD_LIBRARY_PATH 中移除，然後開啟新的終端機。自動修復會完成這一步，並把這項設定保留在 %3 中：在建置或執行您自己那些需要該資料夾的程式之前，請先執行 `. %4`。%5</translation>
    </message>
    <message>
        <source>Take %1 out of LD_LIBRARY_PATH where it is set (%2) — that needs administrator rights or a file the doctor does not rewrite — and open a new terminal. Put it in a script you source only where your own programs need it. %3</source>
        <translation>請在設定它的地方（%2）把 %1 從 LD_LIBRARY_PATH 中移除（這需要系統管理員權限，或是要修改的檔案不在診斷會改寫的範圍內），然後開啟新的終端機。把它放進一個指令碼，只在您自己的程式需要它的地方 source 這個指令碼。%3</translation>
    </message>
    <message>
        <source>Something the doctor cannot see puts %1 on LD_LIBRARY_PATH (not ~/.profile, ~/.bash_profile, ~/.bashrc, ~/.zshrc, /etc/profile, /etc/profile.d, /etc/environment nor a cudnn-setup snippet): an IDE&apos;s run settings, a job script, `module load`, or the command that started this program. Take the folder out there. %2</source>
        <translation>有某個診斷看不到的地方把 %1 加入了 LD_LIBRARY_PATH（不是 ~/.profile、~/.bash_profile、~/.bashrc、~/.zshrc、/etc/profile、/etc/profile.d、/etc/environment，也不是 cudnn-setup 的設定片段）：可能是 IDE 的執行設定、作業指令碼、`module load`，或是啟動本程式的指令。請在那裡移除這個資料夾。%2</translation>
    </message>
    <message>
        <source>%1 has no GPU support on native Windows</source>
        <translation>%1 在原生 Windows 上不支援 GPU</translation>
    </message>
    <message>
        <source>It does not fail: it finds no GPU and computes everything on the processor, much more slowly (for TensorFlow, tf.config.list_physical_devices(&apos;GPU&apos;) is an empty list).</source>
        <translation>它不會報錯：只是找不到 GPU，於是所有計算都在 CPU 上進行，速度會慢很多（對 TensorFlow 來說，tf.config.list_physical_devices(&apos;GPU&apos;) 會傳回空清單）。</translation>
    </message>
    <message>
        <source>Use it in WSL2 (Linux inside Windows, which uses the Windows NVIDIA driver), or install the last release with GPU support on native Windows: %1 &quot;%2&lt;%3&quot;</source>
        <translation>請在 WSL2（在 Windows 中執行的 Linux，使用 Windows 的 NVIDIA 驅動程式）中使用它，或是安裝在原生 Windows 上仍支援 GPU 的最後一個版本：%1 &quot;%2&lt;%3&quot;</translation>
    </message>
    <message>
        <source>Use it in WSL2 (Linux inside Windows, which uses the Windows NVIDIA driver): %1 has no GPU build for native Windows.</source>
        <translation>請在 WSL2（在 Windows 中執行的 Linux，使用 Windows 的 NVIDIA 驅動程式）中使用它：%1 沒有適用於原生 Windows 的 GPU 版本。</translation>
    </message>
    <message>
        <source>A program of your own that needs that folder can still have it, from a script you source only where you run it.</source>
        <translation>您自己的程式如果需要那個資料夾，仍然可以使用它：把它寫進一個指令碼，只在執行該程式的地方 source 這個指令碼。</translation>
    </message>
    <message>
        <source>%1 is built for cuDNN %2 but loads cuDNN %3</source>
        <translation>%1 是為 cuDNN %2 建置的，卻載入了 cuDNN %3</translation>
    </message>
    <message>
        <source>When it first uses cuDNN it stops with an error such as &quot;cuDNN version incompatibility&quot; (PyTorch), &quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot; (TensorFlow, JAX), or &quot;Could not load library libcudnn...&quot;.</source>
        <translation>它在第一次使用 cuDNN 時會發生錯誤而停止，出現類似 &quot;cuDNN version incompatibility&quot;（PyTorch）、&quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot;（TensorFlow、JAX）或 &quot;Could not load library libcudnn...&quot; 的錯誤。</translation>
    </message>
    <message>
        <source>%1 needs cuDNN %2 or newer but loads cuDNN %3</source>
        <translation>%1 需要 cuDNN %2 或更新版本，卻載入了 cuDNN %3</translation>
    </message>
    <message>
        <source>It stops when it first uses cuDNN, with &quot;cuDNN version incompatibility&quot; (PyTorch), &quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot; (TensorFlow, JAX) or &quot;Outdated cuDNN installation found&quot; (JAX).</source>
        <translation>它在第一次使用 cuDNN 時會停止，並出現錯誤 &quot;cuDNN version incompatibility&quot;（PyTorch）、&quot;Loaded runtime CuDNN library: ... but source was compiled with: ...&quot;（TensorFlow、JAX）或 &quot;Outdated cuDNN installation found&quot;（JAX）。</translation>
    </message>
    <message>
        <source>%1 is built for CUDA %2 but loads a cuDNN built for CUDA %3</source>
        <translation>%1 是為 CUDA %2 建置的，卻載入了為 CUDA %3 建置的 cuDNN</translation>
    </message>
    <message>
        <source>A cuDNN built for another CUDA major needs that CUDA&apos;s libraries (libcublasLt.so.N, cublasLt64_N.dll), which it does not have: errors such as &quot;Could not load library libcudnn_ops...&quot;, &quot;undefined symbol&quot; or CUDNN_STATUS_NOT_INITIALIZED.</source>
        <translation>為另一個 CUDA 主版本建置的 cuDNN 需要那個 CUDA 版本的函式庫（libcublasLt.so.N、cublasLt64_N.dll），而它沒有這些函式庫：於是會出現 &quot;Could not load library libcudnn_ops...&quot;、&quot;undefined symbol&quot; 或 CUDNN_STATUS_NOT_INITIALIZED 之類的錯誤。</translation>
    </message>
    <message>
        <source>%1 finds no cuDNN it can load</source>
        <translation>%1 找不到可以載入的 cuDNN</translation>
    </message>
    <message>
        <source>It stops when it first uses cuDNN, with an error such as &quot;Could not load library libcudnn.so.%1&quot; (cudnn64_%1.dll on Windows) or &quot;Unable to load cuDNN. Is it installed?&quot; (JAX); TensorFlow instead skips the GPU.</source>
        <translation>它在第一次使用 cuDNN 時會停止，並出現類似 &quot;Could not load library libcudnn.so.%1&quot;（Windows 上為 cudnn64_%1.dll）或 &quot;Unable to load cuDNN. Is it installed?&quot;（JAX）的錯誤；TensorFlow 則會直接略過 GPU。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for %1</source>
        <translation>NVIDIA 驅動程式對 %1 來說太舊了</translation>
    </message>
    <message>
        <source>NVIDIA driver: %1</source>
        <translation>NVIDIA 驅動程式：%1</translation>
    </message>
    <message>
        <source>It sees no GPU (torch.cuda.is_available() is False) or stops with &quot;CUDA driver version is insufficient for CUDA runtime version&quot;.</source>
        <translation>它偵測不到 GPU（torch.cuda.is_available() 為 False），或是出現錯誤 &quot;CUDA driver version is insufficient for CUDA runtime version&quot; 而停止。</translation>
    </message>
    <message>
        <source>Install NVIDIA driver %1 or newer (on Linux your distribution&apos;s NVIDIA driver package; on Windows from NVIDIA&apos;s driver download page) and restart, or install a build of %2 for an older CUDA major in %3.</source>
        <translation>請安裝 %1 或更新版本的 NVIDIA 驅動程式（Linux 上使用發行版提供的 NVIDIA 驅動程式套件；Windows 上從 NVIDIA 的驅動程式下載頁面取得），然後重新啟動；或是在 %3 中安裝為較舊 CUDA 主版本建置的 %2。</translation>
    </message>
    <message>
        <source>%1 does not support the GPU of this computer</source>
        <translation>%1 不支援這台電腦的 GPU</translation>
    </message>
    <message>
        <source>GPU %1: compute capability %2</source>
        <translation>GPU %1：運算能力 %2</translation>
    </message>
    <message>
        <source>It stops on the GPU with &quot;no kernel image is available for execution on the device&quot; or CUDNN_STATUS_ARCH_MISMATCH / CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH.</source>
        <translation>它在 GPU 上執行時會停止，並出現錯誤 &quot;no kernel image is available for execution on the device&quot; 或 CUDNN_STATUS_ARCH_MISMATCH / CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH。</translation>
    </message>
    <message>
        <source>Install a build of %1 whose CUDA and cuDNN still support this GPU (usually one for an older CUDA major, from its install guide) in %2; the explanation names the limit.</source>
        <translation>請在 %2 中安裝一個其 CUDA 和 cuDNN 仍支援這個 GPU 的 %1 版本（通常是為較舊 CUDA 主版本建置的版本，可參考它的安裝指南）；說明中指出了具體的限制。</translation>
    </message>
    <message>
        <source>%1 does not fit the cuDNN it loads</source>
        <translation>%1 與它載入的 cuDNN 不相符</translation>
    </message>
</context>
<context>
    <name>GpuCheckExplanations</name>
    <message>
        <source>The NVIDIA driver answers; it supports CUDA up to %1.</source>
        <translation>NVIDIA 驅動程式有回應；它最高支援 CUDA %1。</translation>
    </message>
    <message>
        <source>The NVIDIA driver answers (it supports CUDA up to %1) and sees %2.</source>
        <translation>NVIDIA 驅動程式有回應（最高支援 CUDA %1），並偵測到 %2。</translation>
    </message>
    <message>
        <source>No NVIDIA driver is installed (the CUDA runtime reports %1).</source>
        <translation>沒有安裝 NVIDIA 驅動程式（CUDA 執行階段回報：%1）。</translation>
    </message>
    <message>
        <source>no driver</source>
        <translation>沒有驅動程式</translation>
    </message>
    <message>
        <source>cuDNN runs on the GPU through the NVIDIA driver. Without one nothing can run on a GPU, but the cuDNN files themselves can still be complete and correct (the checks above say).</source>
        <translation>cuDNN 透過 NVIDIA 驅動程式在 GPU 上執行。沒有驅動程式就無法在 GPU 上執行任何內容，但 cuDNN 檔案本身仍可能是完整且正確的（請看上方的檢查結果）。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for your GPU, %1, then run this check again. A computer without an NVIDIA GPU cannot use cuDNN.</source>
        <translation>請為您的顯示卡安裝 NVIDIA 驅動程式（%1），然後再執行一次這項檢查。沒有 NVIDIA 顯示卡的電腦無法使用 cuDNN。</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA up to %1, older than the CUDA %2 this check was built with.</source>
        <translation>NVIDIA 驅動程式最高支援 CUDA %1，比建置這項檢查所用的 CUDA %2 還舊。</translation>
    </message>
    <message>
        <source>The NVIDIA driver did not answer (%1).</source>
        <translation>NVIDIA 驅動程式沒有回應（%1）。</translation>
    </message>
    <message>
        <source>The driver is too old for this CUDA version; cuDNN cannot run on it.</source>
        <translation>驅動程式太舊，不支援這個 CUDA 版本；cuDNN 無法在它上面執行。</translation>
    </message>
    <message>
        <source>A driver is there but the CUDA runtime cannot use it: no GPU is visible (a container without GPU access, a disabled or failing GPU) or the driver is broken.</source>
        <translation>驅動程式存在，但 CUDA 執行階段無法使用它：看不到任何 GPU（例如容器沒有存取 GPU 的權限、GPU 已停用或故障），或是驅動程式已損壞。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, %1, and restart. nvidia-smi should then list the GPU.</source>
        <translation>請安裝 NVIDIA 驅動程式（%1），然後重新啟動電腦。之後 nvidia-smi 應該會列出這張 GPU。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Every GPU is within what this cuDNN supports (compute capability up to %1).</source>
        <translation>每張 GPU 都在這份 cuDNN 的支援範圍內（最高支援運算能力 %1）。</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 (compute capability %2)</source>
        <translation>%1（運算能力 %2）</translation>
    </message>
    <message>
        <source>%1 is newer than this cuDNN knows (it supports compute capability up to %2).</source>
        <translation>%1 比這份 cuDNN 所認得的還要新（它最高支援運算能力 %2）。</translation>
    </message>
    <message>
        <source>A GPU</source>
        <translation>某張 GPU</translation>
    </message>
    <message>
        <source>This cuDNN release has no code for that GPU&apos;s architecture: it fails on it, or works only partly.</source>
        <translation>這個 cuDNN 版本沒有針對該 GPU 架構的程式碼：在這張 GPU 上會失敗，或只能部分運作。</translation>
    </message>
    <message>
        <source>Install a newer cuDNN release that supports this GPU; the wizard&apos;s recommendation on the first pages takes the GPU into account.</source>
        <translation>請安裝支援這張 GPU 的較新 cuDNN 版本；精靈在前幾頁提供的建議已經考慮到您的 GPU。</translation>
    </message>
    <message>
        <source>Not compared: no GPU is visible (this cuDNN supports compute capability up to %1).</source>
        <translation>未比較：看不到任何 GPU（這份 cuDNN 最高支援運算能力 %1）。</translation>
    </message>
    <message>
        <source>Needs a GPU to compare with; see the driver check.</source>
        <translation>需要有 GPU 才能比較；請參閱驅動程式檢查。</translation>
    </message>
    <message>
        <source>Not checked: this cuDNN version cannot report the newest GPU it supports.</source>
        <translation>未檢查：這個 cuDNN 版本無法回報它所支援的最新 GPU。</translation>
    </message>
    <message>
        <source>cuDNN 8 has no such function; the wizard&apos;s compatibility rules judge the GPU instead.</source>
        <translation>cuDNN 8 沒有這個函式；改由精靈的相容性規則來判斷 GPU。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>cudnnCreate succeeded: cuDNN started on the GPU.</source>
        <translation>cudnnCreate 成功：cuDNN 已在 GPU 上啟動。</translation>
    </message>
    <message>
        <source>cudnnCreate failed (%1) because there is no NVIDIA driver.</source>
        <translation>cudnnCreate 失敗（%1），因為沒有 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>Expected without a driver: cuDNN loaded, but it needs a driver and a GPU to start.</source>
        <translation>沒有驅動程式時，這是預期中的結果：cuDNN 已載入，但它需要驅動程式和 GPU 才能啟動。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, %1, then run this check again.</source>
        <translation>請安裝 NVIDIA 驅動程式（%1），然後再執行一次這項檢查。</translation>
    </message>
    <message>
        <source>cudnnCreate failed (%1): no usable GPU.</source>
        <translation>cudnnCreate 失敗（%1）：沒有可用的 GPU。</translation>
    </message>
    <message>
        <source>cuDNN loaded, but there is no GPU it can start on.</source>
        <translation>cuDNN 已載入，但沒有可以啟動它的 GPU。</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU. In a container or virtual machine, give it access to the GPU.</source>
        <translation>請確認 nvidia-smi 有列出這張 GPU。如果在容器或虛擬機器中執行，請允許它存取 GPU。</translation>
    </message>
    <message>
        <source>cudnnCreate failed: %1.</source>
        <translation>cudnnCreate 失敗：%1。</translation>
    </message>
    <message>
        <source>cuDNN could not start on the GPU although the driver answers. Common causes: a driver too old for the CUDA version cuDNN was built for, a GPU this cuDNN does not support, or a GPU whose memory is full.</source>
        <translation>雖然驅動程式有回應，cuDNN 仍無法在 GPU 上啟動。常見原因：驅動程式太舊，不支援建置 cuDNN 所用的 CUDA 版本；這份 cuDNN 不支援這張 GPU；或是 GPU 記憶體已滿。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (%1), close programs that use the GPU, and check that this cuDNN supports the GPU; then run this check again.</source>
        <translation>請更新 NVIDIA 驅動程式（%1）、關閉正在使用 GPU 的程式，並確認這份 cuDNN 支援這張 GPU；然後再執行一次這項檢查。</translation>
    </message>
    <message>
        <source>Not tried: not every cuDNN library loaded.</source>
        <translation>未嘗試：並非所有 cuDNN 函式庫都已載入。</translation>
    </message>
    <message>
        <source>Starting cuDNN with a library missing would stop the program (cuDNN aborts); fix the library check first.</source>
        <translation>在缺少函式庫的情況下啟動 cuDNN 會使程式停止（cuDNN 會中止程式）；請先解決函式庫檢查的問題。</translation>
    </message>
    <message>
        <source>the GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>A convolution ran on %1 and its results match the reference.</source>
        <translation>卷積已在 %1 上執行，結果與參考值相符。</translation>
    </message>
    <message>
        <source>A convolution ran on %1, but its results differ from the reference computed on the CPU.</source>
        <translation>卷積已在 %1 上執行，但結果與在 CPU 上計算的參考值不同。</translation>
    </message>
    <message>
        <source>cuDNN and this GPU do not compute correctly together: a driver bug, a damaged cuDNN file, or a GPU fault (overheating, memory errors).</source>
        <translation>cuDNN 和這張 GPU 搭配時無法正確計算：可能是驅動程式的錯誤、cuDNN 檔案損壞，或是 GPU 故障（過熱、記憶體錯誤）。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver and reinstall cuDNN; if the results are still wrong, test the GPU&apos;s memory and cooling.</source>
        <translation>請更新 NVIDIA 驅動程式並重新安裝 cuDNN；如果結果仍然錯誤，請檢測 GPU 的記憶體和散熱。</translation>
    </message>
    <message>
        <source>cuDNN could not run a convolution on %1 (%2).</source>
        <translation>cuDNN 無法在 %1 上執行卷積（%2）。</translation>
    </message>
    <message>
        <source>cuDNN started but could not run a plain convolution: often a missing cuBLASLt, a GPU this cuDNN has no code for, or too little free GPU memory.</source>
        <translation>cuDNN 已啟動，但無法執行簡單的卷積：常見原因是缺少 cuBLASLt、這份 cuDNN 沒有針對這張 GPU 的程式碼，或是可用的 GPU 記憶體太少。</translation>
    </message>
    <message>
        <source>Check the dependency and GPU checks above, close programs that use the GPU, and reinstall cuDNN if they all passed.</source>
        <translation>請查看上方的相依性檢查和 GPU 檢查、關閉正在使用 GPU 的程式；如果這些檢查都通過了，請重新安裝 cuDNN。</translation>
    </message>
    <message>
        <source>A CUDA call failed while running the convolution (%1).</source>
        <translation>執行卷積時，某個 CUDA 呼叫失敗（%1）。</translation>
    </message>
    <message>
        <source>The GPU or its driver reported an error: out of memory, a driver fault, or a GPU in a bad state.</source>
        <translation>GPU 或其驅動程式回報了錯誤：記憶體不足、驅動程式故障，或 GPU 處於異常狀態。</translation>
    </message>
    <message>
        <source>Close programs that use the GPU, update the NVIDIA driver, restart the computer and run this check again.</source>
        <translation>請關閉正在使用 GPU 的程式、更新 NVIDIA 驅動程式、重新啟動電腦，然後再執行一次這項檢查。</translation>
    </message>
    <message>
        <source>Not run: there is no GPU to run it on.</source>
        <translation>未執行：沒有可以執行它的 GPU。</translation>
    </message>
    <message>
        <source>This is the one check that needs a GPU; everything before it can be checked without one.</source>
        <translation>只有這一項檢查需要 GPU；在它之前的所有項目都可以在沒有 GPU 的情況下檢查。</translation>
    </message>
    <message>
        <source>Not run: cuDNN could not start (see the check before).</source>
        <translation>未執行：cuDNN 無法啟動（請參閱前一項檢查）。</translation>
    </message>
    <message>
        <source>A convolution needs a started cuDNN; fix the check before first.</source>
        <translation>執行卷積需要先啟動 cuDNN；請先解決前一項檢查的問題。</translation>
    </message>
    <message>
        <source>Fix the problem of the check before, then run this check again.</source>
        <translation>請先解決前一項檢查的問題，然後再執行一次這項檢查。</translation>
    </message>
    <message>
        <source>Not run: this version of the check program does not run a convolution yet.</source>
        <translation>未執行：這個版本的檢查程式還不會執行卷積。</translation>
    </message>
    <message>
        <source>cuDNN started on the GPU (the check before); the benchmark runs convolutions.</source>
        <translation>cuDNN 已在 GPU 上啟動（前一項檢查）；效能測試會執行卷積。</translation>
    </message>
</context>
<context>
    <name>GpuRules</name>
    <message>
        <source>The compute capability of %1 is unknown</source>
        <translation>%1 的運算能力未知</translation>
    </message>
    <message>
        <source>The driver did not say which compute capability (GPU generation) %1 has, so the wizard cannot check which CUDA and cuDNN versions support it.</source>
        <translation>驅動程式沒有提供 %1 的運算能力（即 GPU 的架構世代），因此精靈無法檢查哪些 CUDA 和 cuDNN 版本支援它。</translation>
    </message>
    <message>
        <source>Look up the GPU on NVIDIA&apos;s &quot;CUDA GPUs&quot; page and compare its compute capability with what your CUDA Toolkit and cuDNN support.</source>
        <translation>請在 NVIDIA 的「CUDA GPUs」頁面上找到這個 GPU，把它的運算能力和您的 CUDA 工具套件及 cuDNN 支援的範圍比較一下。</translation>
    </message>
    <message>
        <source>CUDA %1.x</source>
        <translation>CUDA %1.x</translation>
    </message>
    <message>
        <source>Use a CUDA %1.x toolkit instead (the newest is %2); it can stay installed beside the other one, but must be the one your programs use.</source>
        <translation>請改用 CUDA %1.x 工具套件（最新版本是 %2）；它可以和現有的工具套件同時安裝，但必須是您的程式實際使用的那一個。</translation>
    </message>
    <message>
        <source>The newest cuDNN for it that supports this GPU is cuDNN %1 for CUDA %2.</source>
        <translation>支援這個 GPU 的最新 cuDNN 是適用於 CUDA %2 的 cuDNN %1。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit in the wizard&apos;s data supports this GPU any more; only older toolkits and cuDNN releases can use it.</source>
        <translation>精靈的資料中已經沒有任何 CUDA 工具套件支援這個 GPU；只有更早的工具套件和 cuDNN 版本才能使用它。</translation>
    </message>
    <message>
        <source>Your %1 is too old for CUDA %2</source>
        <translation>您的 %1 太舊，CUDA %2 已不支援</translation>
    </message>
    <message>
        <source>The %1 has compute capability %2 (%3). CUDA %4.x toolkits support compute capability %5 and newer only, so programs built with the CUDA %6 toolkit at %7, and cuDNN for CUDA %4, cannot run on this GPU.</source>
        <translation>%1 的運算能力是 %2（%3）。CUDA %4.x 工具套件只支援運算能力 %5 及以上的 GPU，因此用位於 %7 的 CUDA %6 工具套件編譯的程式，以及適用於 CUDA %4 的 cuDNN，都無法在這個 GPU 上執行。</translation>
    </message>
    <message>
        <source>CUDA %1.x supports compute capability %2 and newer</source>
        <translation>CUDA %1.x 支援運算能力 %2 及以上</translation>
    </message>
    <message>
        <source>CUDA %1 is too old for your %2</source>
        <translation>CUDA %1 太舊，不支援您的 %2</translation>
    </message>
    <message>
        <source>The %1 is a %2 GPU (compute capability %3). The first CUDA Toolkit that can build code for it is %4; the CUDA %5 toolkit at %6 is older. Programs built with it fail on this GPU, typically with &quot;no kernel image is available for execution on the device&quot;, and cuDNN builds for older toolkits lack its kernels.</source>
        <translation>%1 是 %2 架構的 GPU（運算能力 %3）。最早能為它編譯程式碼的 CUDA 工具套件是 %4；位於 %6 的 CUDA %5 工具套件比它更舊。用這個工具套件編譯的程式在這個 GPU 上會失敗，通常出現錯誤「no kernel image is available for execution on the device」；為舊版工具套件建置的 cuDNN 也缺少適用於它的核心（kernel）。</translation>
    </message>
    <message>
        <source>Install CUDA Toolkit %1 or newer, and cuDNN built for it. A newer driver alone is not enough.</source>
        <translation>請安裝 CUDA 工具套件 %1 或更高版本，以及為它建置的 cuDNN。只更新驅動程式是不夠的。</translation>
    </message>
    <message>
        <source>compute capability %1 (%2) needs CUDA %3 or newer</source>
        <translation>運算能力 %1（%2）需要 CUDA %3 或更高版本</translation>
    </message>
    <message>
        <source>Your %1 is newer than the wizard knows</source>
        <translation>您的 %1 比精靈已知的 GPU 更新</translation>
    </message>
    <message>
        <source>The %1 has compute capability %2, newer than anything in the wizard&apos;s compatibility data (up to %3). It may need a newer CUDA Toolkit and cuDNN than the CUDA %4 toolkit at %5.</source>
        <translation>%1 的運算能力是 %2，比精靈相容性資料中的任何 GPU 都新（資料最高到 %3）。它可能需要比位於 %5 的 CUDA %4 工具套件更新的 CUDA 工具套件和 cuDNN。</translation>
    </message>
    <message>
        <source>Check NVIDIA&apos;s CUDA release notes for the first toolkit that supports this GPU, and update the wizard.</source>
        <translation>請查閱 NVIDIA 的 CUDA 發行說明，找到最早支援這個 GPU 的工具套件版本，並更新本精靈。</translation>
    </message>
    <message>
        <source>CUDA %1 supports your %2</source>
        <translation>CUDA %1 支援您的 %2</translation>
    </message>
    <message>
        <source>The %1 (compute capability %2, %3) can run programs built with the CUDA %4 toolkit at %5.</source>
        <translation>%1（運算能力 %2，%3）可以執行用位於 %5 的 CUDA %4 工具套件編譯的程式。</translation>
    </message>
    <message>
        <source>The newest CUDA Toolkit it can use is %1 (driver %2 or newer).</source>
        <translation>它能使用的最新 CUDA Toolkit 是 %1（需要驅動程式 %2 或更新版本）。</translation>
    </message>
    <message>
        <source>of its series</source>
        <translation>該系列的驅動程式</translation>
    </message>
    <message>
        <source>The newest cuDNN for it is cuDNN %1 for CUDA %2.</source>
        <translation>適用於它的最新 cuDNN 是 cuDNN %1 for CUDA %2。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit in the wizard&apos;s data runs on it with the drivers it can get.</source>
        <translation>精靈資料中沒有任何 CUDA Toolkit 能在它可取得的驅動程式上執行。</translation>
    </message>
    <message>
        <source>R%1 is the last NVIDIA driver series for your %2</source>
        <translation>R%1 是您的 %2 的最後一個 NVIDIA 驅動程式系列</translation>
    </message>
    <message>
        <source>NVIDIA ends driver support for %1 GPUs with the R%2 series: no newer driver installs for the %3, and CUDA 13 toolkits cannot build for it.</source>
        <translation>NVIDIA 對 %1 GPU 的驅動程式支援止於 R%2 系列：%3 無法安裝更新的驅動程式，CUDA 13 工具組也無法為它編譯。</translation>
    </message>
    <message>
        <source>When you update the driver, choose one of the R%1 series (version %1.x): a newer series does not support this GPU.</source>
        <translation>更新驅動程式時，請選擇 R%1 系列（版本 %1.x）：更新的系列不支援這張 GPU。</translation>
    </message>
    <message>
        <source>the R%1 series is the last driver for %2 GPUs</source>
        <translation>R%1 系列是 %2 GPU 的最後一個驅動程式</translation>
    </message>
    <message>
        <source>No NVIDIA driver %1 or newer supports your %2 GPU: the R%3 series is its last driver.</source>
        <translation>沒有任何 %1 或更新版本的 NVIDIA 驅動程式支援您的 %2 GPU：R%3 系列是它的最後一個驅動程式。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer and restart the computer.</source>
        <translation>請將 NVIDIA 驅動程式更新到 %1 或更新版本，然後重新啟動電腦。</translation>
    </message>
</context>
<context>
    <name>HostCompiler</name>
    <message>
        <source>No C++ compiler (cl.exe) was found. nvcc needs Microsoft&apos;s: install Visual Studio or its Build Tools with the &quot;Desktop development with C++&quot; workload, and start the compiler from its Developer Command Prompt.</source>
        <translation>找不到 C++ 編譯器（cl.exe）。nvcc 需要 Microsoft 的編譯器：請安裝 Visual Studio 或其 Build Tools，並選擇「使用 C++ 的桌面開發」（Desktop development with C++）工作負載，然後從它的開發人員命令提示字元（Developer Command Prompt）中使用編譯器。</translation>
    </message>
    <message>
        <source>No C++ compiler (g++) was found. nvcc needs one: install g++ (on Debian and Ubuntu: sudo apt install g++).</source>
        <translation>找不到 C++ 編譯器（g++）。nvcc 需要它：請安裝 g++（在 Debian 和 Ubuntu 上：sudo apt install g++）。</translation>
    </message>
    <message>
        <source>C++ compiler: %1 (version %2).</source>
        <translation>C++ 編譯器：%1（版本 %2）。</translation>
    </message>
    <message>
        <source>C++ compiler: %1.</source>
        <translation>C++ 編譯器：%1。</translation>
    </message>
    <message>
        <source>g++ %1 (%2) is newer than CUDA %3&apos;s nvcc accepts (up to %4). Install an older g++ beside it (for example g++-%5) and pass it to nvcc with -ccbin.</source>
        <translation>g++ %1（%2）比 CUDA %3 的 nvcc 能接受的版本更新（最高 %4）。請另外安裝一個較舊的 g++（例如 g++-%5），並用 -ccbin 把它交給 nvcc。</translation>
    </message>
    <message>
        <source>g++ %1 (%2) is older than CUDA %3&apos;s nvcc accepts (%4 or newer). Install a newer g++.</source>
        <translation>g++ %1（%2）比 CUDA %3 的 nvcc 能接受的版本更舊（需要 %4 或更新）。請安裝較新的 g++。</translation>
    </message>
    <message>
        <source>C++ compiler: g++ %1 (%2), which CUDA %3&apos;s nvcc accepts.</source>
        <translation>C++ 編譯器：g++ %1（%2），CUDA %3 的 nvcc 可以使用它。</translation>
    </message>
</context>
<context>
    <name>InstallCommand</name>
    <message>
        <source>The install did not complete and everything it changed was undone.</source>
        <translation>安裝沒有完成，它所做的所有變更都已復原。</translation>
    </message>
    <message>
        <source>The install did not complete.</source>
        <translation>安裝沒有完成。</translation>
    </message>
    <message>
        <source>Installed %1 (record %2).
</source>
        <translation>已安裝 %1（紀錄 %2）。
</translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, for the environment changes to take effect.
</source>
        <translation>請開啟新的終端機，或登出後重新登入，讓環境變更生效。
</translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation>正在解壓縮 %1</translation>
    </message>
    <message>
        <source>cuDNN %1 is already installed in %2 exactly as this archive has it: nothing to do.
</source>
        <translation>cuDNN %1 已經安裝在 %2 中，內容與這個壓縮檔完全相同：無需任何操作。
</translation>
    </message>
    <message>
        <source>Dry run: nothing was changed.
</source>
        <translation>試執行：沒有變更任何內容。
</translation>
    </message>
    <message>
        <source>Writing in %1 needs administrator rights. Nothing was changed. You can:</source>
        <translation>寫入 %1 需要系統管理員權限。沒有變更任何內容。您可以：</translation>
    </message>
    <message>
        <source>  - install for all users, as administrator:
      sudo %1 install --archive %2 --layout %3 --scope system</source>
        <translation>  - 以系統管理員身分為所有使用者安裝：
      sudo %1 install --archive %2 --layout %3 --scope system</translation>
    </message>
    <message>
        <source>  - install just for yourself, with no rights needed:
      %1 install --archive %2 --layout side-by-side --scope user</source>
        <translation>  - 只為您自己安裝，不需要任何權限：
      %1 install --archive %2 --layout side-by-side --scope user</translation>
    </message>
    <message>
        <source>  - or do the same by hand:</source>
        <translation>  - 或是手動執行相同的操作：</translation>
    </message>
    <message>
        <source>The plan %1 cannot be read: %2</source>
        <translation>無法讀取安裝計畫 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a usable install plan: %2</source>
        <translation>%1 不是可用的安裝計畫：%2</translation>
    </message>
    <message>
        <source>Unpack a cuDNN archive and install it into the CUDA Toolkit or side by side, with the environment.</source>
        <translation>解開 cuDNN 壓縮檔，安裝到 CUDA 工具套件中或並列安裝，並設定環境。</translation>
    </message>
    <message>
        <source>install needs --archive &lt;file&gt;: the cuDNN archive to install (get one with `cudnn-setup fetch`).</source>
        <translation>install 需要 --archive &lt;檔案&gt;：要安裝的 cuDNN 壓縮檔（可以用 `cudnn-setup fetch` 取得）。</translation>
    </message>
    <message>
        <source>Apply an install plan (the part that runs with administrator rights).</source>
        <translation>套用安裝計畫（需要以系統管理員權限執行的部分）。</translation>
    </message>
    <message>
        <source>The install plan to apply (written by the wizard or by install when administrator rights are needed).</source>
        <translation>要套用的安裝計畫（在需要系統管理員權限時，由精靈或 install 指令寫出）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>apply needs --plan &lt;file&gt;.</source>
        <translation>apply 需要 --plan &lt;檔案&gt;。</translation>
    </message>
    <message>
        <source>Layout: %1 (no --layout given). %2
</source>
        <translation>配置方式：%1（未指定 --layout）。%2
</translation>
    </message>
    <message numerus="yes">
        <source>CUDA %1, %2 profile: %n archive(s), %3 MB, from %4.
</source>
        <translation>
            <numerusform>CUDA %1，%2 組合：%n 個壓縮檔，%3 MB，來自 %4。
</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the new toolkit: nvcc --version, then a first CUDA + cuDNN program…
</source>
        <translation>正在檢查新的工具套件：先執行 nvcc --version，再編譯並執行第一個 CUDA + cuDNN 程式……
</translation>
    </message>
    <message>
        <source>After --with-cuda develop, do not compile and run the first CUDA + cuDNN program that proves the new toolkit.</source>
        <translation>使用 --with-cuda develop 安裝後，不編譯和執行用來驗證新工具套件的第一個 CUDA + cuDNN 程式。</translation>
    </message>
    <message>
        <source>Downloading %1</source>
        <translation>正在下載 %1</translation>
    </message>
    <message>
        <source>the CUDA %1 pieces</source>
        <translation>CUDA %1 元件</translation>
    </message>
    <message>
        <source>  - apply exactly this plan as administrator (the plan and the unpacked files it names are kept for it in %1):
      sudo %2</source>
        <translation>  - 以系統管理員身分嚴格依此計畫執行（計畫及其所列的解壓縮檔案為此保留在 %1 中）：
      sudo %2</translation>
    </message>
    <message>
        <source>The plan was refused and nothing was changed: it installs %1 in %2, not what --%3 says (%4).</source>
        <translation>計畫遭到拒絕，沒有變更任何內容：它會把 %1 安裝到 %2，而不是 --%3 所指定的（%4）。</translation>
    </message>
    <message>
        <source>Refuse the plan unless it installs into this folder (the wizard and install pass it, so that the password prompt shows it).</source>
        <translation>除非計畫安裝到這個資料夾，否則拒絕它（精靈和 install 指令會傳入此項，讓密碼提示視窗顯示它）。</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Refuse the plan unless it installs this cuDNN release.</source>
        <translation>除非計畫安裝的是這個 cuDNN 版本，否則拒絕它。</translation>
    </message>
    <message>
        <source>version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>The plan was refused and nothing was changed: %1 is not the plan that was shown for approval (it changed after it was written).</source>
        <translation>方案被拒絕，沒有做任何變更：%1 不是當初顯示以供核准的方案（它在寫入之後被改動過）。</translation>
    </message>
    <message>
        <source>Refuse the plan file unless its SHA-256 is this one (the wizard and install pass the plan&apos;s as they wrote it).</source>
        <translation>除非方案檔案的 SHA-256 與此相同，否則拒絕它（精靈和 install 會傳入它們寫入時的值）。</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>十六進位</translation>
    </message>
</context>
<context>
    <name>InstallLayoutRules</name>
    <message>
        <source>into the CUDA Toolkit</source>
        <translation>安裝到 CUDA 工具套件中</translation>
    </message>
    <message>
        <source>side by side, in its own folder</source>
        <translation>並列安裝在獨立的資料夾中</translation>
    </message>
    <message>
        <source>On Windows cuDNN usually gets a folder of its own (NVIDIA&apos;s installer does the same); programs find it through PATH.</source>
        <translation>在 Windows 上，cuDNN 通常會放在獨立的資料夾中（NVIDIA 的安裝程式也是這麼做）；程式會透過 PATH 找到它。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, so cuDNN goes in a folder of its own.</source>
        <translation>沒有找到 CUDA 工具套件，因此 cuDNN 會放在獨立的資料夾中。</translation>
    </message>
    <message>
        <source>cuDNN goes next to the CUDA libraries in %1, where programs built with this toolkit already look.</source>
        <translation>cuDNN 會放在 %1 中 CUDA 函式庫的旁邊，用這個工具套件編譯的程式本來就會在那裡尋找。</translation>
    </message>
    <message>
        <source>The CUDA Toolkit in %1 can only be changed with administrator rights. A folder of cuDNN&apos;s own in your home needs no password and is just as easy to remove.</source>
        <translation>位於 %1 的 CUDA 工具套件只能以系統管理員權限變更。放在您家目錄中的 cuDNN 專用資料夾不需要密碼，而且同樣容易移除。</translation>
    </message>
</context>
<context>
    <name>InstallPlan</name>
    <message>
        <source>cuDNN %1 for CUDA %2 in %3</source>
        <translation>cuDNN %1（適用於 CUDA %2），位於 %3</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2</source>
        <translation>cuDNN %1，位於 %2</translation>
    </message>
    <message>
        <source>This is not an install plan written by cudnn-setup.</source>
        <translation>這不是 cudnn-setup 寫出的安裝計畫。</translation>
    </message>
    <message>
        <source>CUDA %1 (%2) and cuDNN %3 in %4</source>
        <translation>CUDA %1（%2）和 cuDNN %3，位於 %4</translation>
    </message>
</context>
<context>
    <name>InstallPlanner</name>
    <message>
        <source>No CUDA Toolkit was chosen to install into. Install the CUDA Toolkit first, name its folder, or install side by side.</source>
        <translation>沒有選擇要安裝到哪個 CUDA 工具套件。請先安裝 CUDA 工具套件、指定它的資料夾，或是改為並列安裝。</translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder %1 does not exist.</source>
        <translation>CUDA 工具套件資料夾 %1 不存在。</translation>
    </message>
    <message>
        <source>The unpacked archive holds no cuDNN files to install.</source>
        <translation>解壓縮後的壓縮檔中沒有可安裝的 cuDNN 檔案。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of another cuDNN major version stay where they are: programs built for it still load them by their own names.</source>
        <translation>
            <numerusform>另一個 cuDNN 主版本的 %n 個檔案會保留在原處：為該版本建置的程式仍會依照各自的檔名載入它們。</numerusform>
        </translation>
    </message>
    <message>
        <source>ldconfig is not run for a --sysroot tree; run `ldconfig -r %1` there if needed.</source>
        <translation>不會對 --sysroot 目錄樹執行 ldconfig；如有需要，請在該系統上執行 `ldconfig -r %1`。</translation>
    </message>
    <message>
        <source>The environment is left alone: this archive is for another operating system.</source>
        <translation>環境保持不變：這個壓縮檔適用於其他作業系統。</translation>
    </message>
    <message>
        <source>The disk holding %1 has %2 MB free, but %3 MB are needed. Free some space or install somewhere else.</source>
        <translation>%1 所在的磁碟剩餘 %2 MB，但需要 %3 MB。請清出一些空間，或是安裝到其他位置。</translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder, but none was named.</source>
        <translation>CUDA 元件和 cuDNN 要裝入一個新的工具套件資料夾，但沒有指定資料夾。</translation>
    </message>
    <message numerus="yes">
        <source>Putting %1 on the library path of every program would change the cuDNN that %n framework(s) on this computer load: the folder goes into an activation script instead. To put it on every program&apos;s path anyway, choose that explicitly.</source>
        <translation>
            <numerusform>如果把 %1 加入每個程式的函式庫搜尋路徑，會改變這台電腦上 %n 個框架載入的 cuDNN：因此改為把該資料夾放入啟用指令碼。如果仍要把它加入每個程式的搜尋路徑，請明確選擇這個選項。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstallPresenceRules</name>
    <message>
        <source>Neither the CUDA Toolkit nor cuDNN is installed</source>
        <translation>CUDA 工具套件和 cuDNN 都沒有安裝</translation>
    </message>
    <message>
        <source>CUDA Toolkits found: none</source>
        <translation>找到的 CUDA 工具套件：無</translation>
    </message>
    <message>
        <source>cuDNN copies found: none</source>
        <translation>找到的 cuDNN 副本：無</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit from NVIDIA, then run cudnn-setup without a command and choose &quot;Install cuDNN&quot; (or run: cudnn-setup fetch --accept-license, then cudnn-setup install --archive FILE).</source>
        <translation>請從 NVIDIA 安裝 CUDA 工具套件，然後不指定指令執行 cudnn-setup，並選擇「安裝 cuDNN」（或執行：cudnn-setup fetch --accept-license，接著執行 cudnn-setup install --archive FILE）。</translation>
    </message>
    <message>
        <source>The CUDA Toolkit is installed, but cuDNN is not</source>
        <translation>已安裝 CUDA 工具套件，但沒有安裝 cuDNN</translation>
    </message>
    <message>
        <source>CUDA %1 at %2</source>
        <translation>CUDA %1，位於 %2</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>（版本不明）</translation>
    </message>
    <message>
        <source>Run cudnn-setup without a command and choose &quot;Install cuDNN&quot; (or run: cudnn-setup fetch --accept-license, then cudnn-setup install --archive FILE).</source>
        <translation>請不指定指令執行 cudnn-setup，並選擇「安裝 cuDNN」（或執行：cudnn-setup fetch --accept-license，接著執行 cudnn-setup install --archive FILE）。</translation>
    </message>
    <message>
        <source>the usual install folders, Python packages, conda environments, every folder on PATH, and where archives are usually unpacked by hand: C:\tools, C:\cuda, D:\cuda, your user folder with its Downloads and Desktop, and next to your project</source>
        <translation>一般的安裝資料夾、Python 套件、conda 環境、PATH 中的每個資料夾，以及通常手動解壓縮壓縮檔的位置：C:\tools、C:\cuda、D:\cuda、您的使用者資料夾及其中的「下載」和「桌面」，以及您的專案旁邊</translation>
    </message>
    <message>
        <source>the usual install folders, Python packages, conda environments, every folder on the search paths, and where archives are usually unpacked by hand: /usr/local/cudnn*, /opt, your home folder with its Downloads, and next to your project</source>
        <translation>一般的安裝資料夾、Python 套件、conda 環境、搜尋路徑中的每個資料夾，以及通常手動解壓縮壓縮檔的位置：/usr/local/cudnn*、/opt、您的主資料夾及其中的「下載」，以及您的專案旁邊</translation>
    </message>
    <message>
        <source>No CUDA Toolkit and no cuDNN library were found anywhere the wizard looks (%1). There is nothing to repair: this computer needs a fresh install.</source>
        <translation>在精靈搜尋的所有位置（%1）都找不到 CUDA 工具套件或 cuDNN 函式庫。沒有需要修復的項目：這台電腦需要全新安裝。</translation>
    </message>
    <message>
        <source>A CUDA Toolkit was found, but no cuDNN library, neither inside the toolkit nor anywhere else the wizard looks (%1). Programs that use cuDNN (PyTorch built from source, TensorFlow, OpenCV&apos;s DNN module) fail to start or fall back to the CPU.</source>
        <translation>找到了 CUDA 工具套件，但在工具套件內和精靈搜尋的其他任何位置（%1）都找不到 cuDNN 函式庫。使用 cuDNN 的程式（從原始碼建置的 PyTorch、TensorFlow、OpenCV 的 DNN 模組）會無法啟動，或退而改用 CPU。</translation>
    </message>
</context>
<context>
    <name>InstallRecords</name>
    <message>
        <source>The record %1 is not used: %2 Records acted on with administrator rights must be in folders only the administrator can change.</source>
        <translation>未使用紀錄 %1：%2 以系統管理員權限操作的紀錄必須位於只有系統管理員才能變更的資料夾中。</translation>
    </message>
</context>
<context>
    <name>InstallSupportText</name>
    <message>
        <source>Undoing: %1</source>
        <translation>正在復原：%1</translation>
    </message>
</context>
<context>
    <name>Installer</name>
    <message>
        <source>The folder %1 for unpacking the archive cannot be created. Check that the disk is writable.</source>
        <translation>無法建立用來解壓縮壓縮檔的資料夾 %1。請檢查磁碟是否可以寫入。</translation>
    </message>
    <message>
        <source>The folder %1 for unpacking the CUDA archives cannot be created. Check that the disk is writable.</source>
        <translation>無法建立用於解壓縮 CUDA 壓縮檔的資料夾 %1。請檢查磁碟是否可寫入。</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>The install journal %1 cannot be written: %2</source>
        <translation>無法寫入安裝日誌檔 %1：%2</translation>
    </message>
</context>
<context>
    <name>LibraryPathMove</name>
    <message>
        <source>our environment snippet %1, which the cudnn-setup line in your shell profiles reads</source>
        <translation>本程式寫入的環境設定片段 %1（由您的 shell 設定檔中的 cudnn-setup 那一行讀取）</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>Takes %1 off LD_LIBRARY_PATH for every new shell and program: moves it out of %2 into %3, which nothing reads by itself. Before building or running your own programs that need that folder, run `. %4` in that terminal. `cudnn-setup doctor --undo-last` puts everything back.</source>
        <translation>為每個新的 shell 和程式把 %1 從 LD_LIBRARY_PATH 中移除：把它從 %2 移到 %3，而後者不會被自動讀取。在建置或執行您自己那些需要該資料夾的程式之前，請先在那個終端機中執行 `. %4`。執行 `cudnn-setup doctor --undo-last` 可以恢復所有內容。</translation>
    </message>
</context>
<context>
    <name>LinkRules</name>
    <message>
        <source>%1 is a broken link</source>
        <translation>%1 是懸空連結</translation>
    </message>
    <message>
        <source>%1 points to %2, which does not exist (it was deleted, renamed, or the link was copied without its file). The loader skips a broken link, so the library behind it is missing.</source>
        <translation>%1 指向 %2，但它不存在（它被刪除、改名，或是複製連結時沒有連同它的檔案一起複製）。動態連結器會略過懸空連結，因此它背後的函式庫等於不存在。</translation>
    </message>
    <message>
        <source>Link: %1</source>
        <translation>連結：%1</translation>
    </message>
    <message>
        <source>Points to (missing): %1</source>
        <translation>指向（不存在）：%1</translation>
    </message>
    <message>
        <source>It points to %1, which is a broken link too: repairing that link repairs this one.</source>
        <translation>它指向 %1，而那也是一個懸空連結：修復那個連結就能修復這一個。</translation>
    </message>
    <message>
        <source>Remove the broken link (rm &apos;%1&apos;) and reinstall this cuDNN copy from its archive.</source>
        <translation>請移除這個懸空連結（rm &apos;%1&apos;），並用原本的壓縮檔重新安裝這份 cuDNN 副本。</translation>
    </message>
    <message>
        <source>Point the link at the file that is there: ln -sfn %1 &apos;%2&apos;</source>
        <translation>請讓連結指向實際存在的檔案：ln -sfn %1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>libcudnn.so is missing in %1</source>
        <translation>%1 中缺少 libcudnn.so</translation>
    </message>
    <message>
        <source>%1 is there, but the unversioned link libcudnn.so beside it is not. Programs that are already built still run, but building one (-lcudnn, CMake&apos;s FindCUDNN, compiling PyTorch or OpenCV) fails with &quot;cannot find -lcudnn&quot;.</source>
        <translation>%1 存在，但它旁邊沒有不含版本號的連結 libcudnn.so。已經建置好的程式仍然可以執行，但建置新程式（-lcudnn、CMake 的 FindCUDNN、編譯 PyTorch 或 OpenCV）時會失敗，並出現「cannot find -lcudnn」。</translation>
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
        <translation>請建立連結：ln -s %1 &apos;%2/libcudnn.so&apos;</translation>
    </message>
    <message>
        <source>%1 is a copy of %2 (%3 bytes), not a link</source>
        <translation>%1 是 %2 的複製檔案（%3 位元組），而不是連結</translation>
    </message>
    <message>
        <source>cuDNN libraries in %1 are copies where links belong</source>
        <translation>%1 中應該是連結的 cuDNN 函式庫卻是複製的檔案</translation>
    </message>
    <message>
        <source>In a cuDNN folder, libcudnn*.so.%1 and libcudnn*.so should be links to the one real file per library. Here they are full copies, left by copying without keeping links (cp without -a or -P, a zip, a Windows share). It wastes disk space, ldconfig warns about it, and updating the real files later leaves the old copies in use.</source>
        <translation>在 cuDNN 資料夾中，libcudnn*.so.%1 和 libcudnn*.so 應該是連結，指向每個函式庫唯一的實際檔案。但這裡它們是完整的複製檔案，是複製時沒有保留連結所造成的（cp 沒有加 -a 或 -P、zip 壓縮、Windows 共用資料夾）。這會浪費磁碟空間，ldconfig 會對此發出警告，而且日後更新實際檔案時，程式仍會繼續使用舊的複製檔案。</translation>
    </message>
    <message>
        <source>Replace the copies with links: %1</source>
        <translation>請用連結取代這些複製檔案：%1</translation>
    </message>
    <message>
        <source>Remove the broken link %1 (the file it pointed to is gone; reinstall cuDNN to get it back).</source>
        <translation>刪除損壞的連結 %1（它指向的檔案已經不存在；重新安裝 cuDNN 可以恢復該檔案）。</translation>
    </message>
    <message>
        <source>Point %1 at %2, the file of the same library that is in the folder.</source>
        <translation>讓 %1 指向 %2，也就是該資料夾中同一個函式庫的檔案。</translation>
    </message>
    <message>
        <source>Create the link %1/libcudnn.so pointing to %2.</source>
        <translation>建立指向 %2 的連結 %1/libcudnn.so。</translation>
    </message>
    <message numerus="yes">
        <source>Replace the %n copied file(s) with links to the real library file.</source>
        <translation>
            <numerusform>用指向真正函式庫檔案的連結替換這 %n 個複製出來的檔案。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LinuxEnvironment</name>
    <message>
        <source>the system&apos;s default library folders</source>
        <translation>系統預設的函式庫資料夾</translation>
    </message>
    <message>
        <source>Programs already find libraries in %1 (through %2): the loader needs no change.</source>
        <translation>程式已經能在 %1 中找到函式庫（透過 %2）：動態連結器不需要變更。</translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH stays as it is for every program, so that programs with their own cuDNN (such as pip&apos;s PyTorch) keep loading it. Before building or running your own programs with this cuDNN, run: . %1</source>
        <translation>所有程式的 LD_LIBRARY_PATH 都保持不變，這樣內含 cuDNN 的程式（例如用 pip 安裝的 PyTorch）會繼續載入它們自己的 cuDNN。在建置或執行您自己使用這個 cuDNN 的程式之前，請執行：. %1</translation>
    </message>
</context>
<context>
    <name>LoadFailureCauses</name>
    <message>
        <source>The program</source>
        <translation>程式</translation>
    </message>
    <message>
        <source>the program</source>
        <translation>程式</translation>
    </message>
    <message>
        <source>The scan found no cuDNN on this computer.</source>
        <translation>掃描在這台電腦上沒有找到 cuDNN。</translation>
    </message>
    <message>
        <source>Install cuDNN with cudnn-setup (the wizard, or cudnn-setup install). A framework installed with pip can bring it as a package instead: pip install &quot;tensorflow[and-cuda]&quot;, pip install &quot;jax[cuda12]&quot;, or a CUDA build of PyTorch.</source>
        <translation>請用 cudnn-setup 安裝 cuDNN（精靈，或 cudnn-setup install）。用 pip 安裝的框架也可以改為以套件的形式帶入 cuDNN：pip install &quot;tensorflow[and-cuda]&quot;、pip install &quot;jax[cuda12]&quot;，或 PyTorch 的 CUDA 版本。</translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it shows which cuDNN copy programs load here and why a copy is not found.</source>
        <translation>請執行 cudnn-setup doctor：它會顯示這裡的程式載入的是哪個 cuDNN 副本，以及某個副本為什麼找不到。</translation>
    </message>
    <message>
        <source>On this computer the loader does find it: a program asking for %1 gets %2. So the program that failed ran with other settings than the scan saw (from another terminal, an IDE, a service or job script, under sudo, in a container), or on another computer.</source>
        <translation>在這台電腦上，動態連結器能找到它：要求 %1 的程式會得到 %2。所以發生錯誤的程式執行時的設定與掃描時看到的不同（從另一個終端機、IDE、服務或作業指令碼、sudo、容器中啟動），或是在另一台電腦上執行的。</translation>
    </message>
    <message>
        <source>Start the program from a new terminal (a program started before Path was changed keeps the old one), or set Path in the program&apos;s launcher.</source>
        <translation>請從新的終端機啟動程式（在 Path 變更之前啟動的程式仍使用舊的 Path），或是在程式的啟動方式中設定 Path。</translation>
    </message>
    <message>
        <source>Start the program from a terminal where LD_LIBRARY_PATH is as the scan saw it, or set it in the program&apos;s launcher (the IDE&apos;s run configuration, the service unit, the job script). sudo drops LD_LIBRARY_PATH; pass it on with: sudo env LD_LIBRARY_PATH=&quot;$LD_LIBRARY_PATH&quot; &lt;command&gt;</source>
        <translation>請在 LD_LIBRARY_PATH 與掃描時相同的終端機中啟動程式，或是在程式的啟動方式中設定它（IDE 的執行設定、服務單元、作業指令碼）。sudo 會捨棄 LD_LIBRARY_PATH；可以這樣把它傳下去：sudo env LD_LIBRARY_PATH=&quot;$LD_LIBRARY_PATH&quot; &lt;指令&gt;</translation>
    </message>
    <message>
        <source>cuDNN %1 is on this computer, in %2, but in a folder the loader does not search.</source>
        <translation>這台電腦上有 cuDNN %1，位於 %2，但它所在的資料夾不在動態連結器的搜尋範圍內。</translation>
    </message>
    <message>
        <source>Add %1 to %2, or run cudnn-setup doctor --fix cudnn-folder-not-searched, which does it for new terminals.</source>
        <translation>請把 %1 加入 %2，或是執行 cudnn-setup doctor --fix cudnn-folder-not-searched，它會為新開啟的終端機完成這項設定。</translation>
    </message>
    <message>
        <source>Add %1 to %2 (in your shell profile, or on Windows with System Properties &gt; Environment Variables) and open a new terminal.</source>
        <translation>請把 %1 加入 %2（在您的 shell 設定檔中，或在 Windows 上透過「系統內容」&gt;「環境變數」），然後開啟新的終端機。</translation>
    </message>
    <message>
        <source>This computer has cuDNN %1 only, and %2 needs cuDNN %3: each major version has its own file names, so another major version does not count.</source>
        <translation>這台電腦上只有 cuDNN %1，而 %2 需要 cuDNN %3：每個主版本都有自己的檔名，所以其他主版本不算數。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 as well (it can sit side by side with cuDNN %2; cudnn-setup installs it), or install a build of %3 made for cuDNN %2.</source>
        <translation>請同時安裝 cuDNN %1（它可以與 cuDNN %2 並列安裝；cudnn-setup 可以安裝），或是安裝為 cuDNN %2 建置的 %3 版本。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 with cudnn-setup (the wizard, or cudnn-setup install). A framework installed with pip can bring it as a package instead: pip install &quot;tensorflow[and-cuda]&quot;, pip install &quot;jax[cuda12]&quot;, or a CUDA build of PyTorch.</source>
        <translation>請用 cudnn-setup 安裝 cuDNN %1（精靈，或 cudnn-setup install）。用 pip 安裝的框架也可以改為以套件的形式帶入 cuDNN：pip install &quot;tensorflow[and-cuda]&quot;、pip install &quot;jax[cuda12]&quot;，或 PyTorch 的 CUDA 版本。</translation>
    </message>
    <message>
        <source>%1 could not find cuDNN</source>
        <translation>%1 找不到 cuDNN</translation>
    </message>
    <message>
        <source>%1 looked for the cuDNN library and did not find it.</source>
        <translation>%1 尋找了 cuDNN 函式庫，但沒有找到。</translation>
    </message>
    <message>
        <source>%1 could not find %2</source>
        <translation>%1 找不到 %2</translation>
    </message>
    <message>
        <source>%1 asked the loader for %2, and none of the folders the loader searches holds it.</source>
        <translation>%1 向動態連結器要求 %2，但動態連結器搜尋的資料夾中都沒有它。</translation>
    </message>
    <message>
        <source>The LD_LIBRARY_PATH the program reported: %1</source>
        <translation>程式回報的 LD_LIBRARY_PATH：%1</translation>
    </message>
    <message>
        <source>cuDNN could not load its part %1</source>
        <translation>cuDNN 無法載入它的組成部分 %1</translation>
    </message>
    <message>
        <source>The file the loader did not find is %1, which %2 needs. It is not part of cuDNN: it comes with CUDA (the CUDA Toolkit, or NVIDIA&apos;s pip packages such as nvidia-cuda-nvrtc and nvidia-cublas).</source>
        <translation>動態連結器沒有找到的檔案是 %1，%2 需要它。它不屬於 cuDNN，而是隨 CUDA 提供（CUDA 工具套件，或 NVIDIA 的 pip 套件，例如 nvidia-cuda-nvrtc 和 nvidia-cublas）。</translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 does not have %3: that copy is incomplete (often only the main library was copied).</source>
        <translation>%2 中的 cuDNN %1 沒有 %3：這個副本不完整（通常是只複製了主函式庫）。</translation>
    </message>
    <message>
        <source>The cuDNN %1 copies on this computer have %2, so what is missing is a library it needs, or the program loaded the main library from another folder (its own, or one on %3).</source>
        <translation>這台電腦上的 cuDNN %1 副本都有 %2，所以缺少的是它需要的某個函式庫，或是程式從另一個資料夾（它自己的資料夾，或 %3 中的某個資料夾）載入了主函式庫。</translation>
    </message>
    <message>
        <source>There is no cuDNN %1 on this computer, so the message probably comes from another computer or another environment.</source>
        <translation>這台電腦上沒有 cuDNN %1，所以這則訊息很可能來自另一台電腦或另一個環境。</translation>
    </message>
    <message>
        <source>Install %1 where the loader finds it: for a framework installed with pip the matching nvidia-* package, otherwise the library folder of the CUDA Toolkit on %2.</source>
        <translation>請把 %1 安裝到動態連結器能找到的位置：用 pip 安裝的框架請安裝對應的 nvidia-* 套件，否則請把 CUDA 工具套件的函式庫資料夾加入 %2。</translation>
    </message>
    <message>
        <source>Copy every library file of the cuDNN release into %1, not only the main one (cudnn-setup install puts the whole set in place).</source>
        <translation>請把該 cuDNN 版本的所有函式庫檔案都複製到 %1 中，而不只是主函式庫（cudnn-setup install 會把整組檔案放好）。</translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it checks the copy, the search path and what cuDNN needs (zlibwapi.dll, cuBLAS, the Microsoft C++ runtime) and names what is missing.</source>
        <translation>請執行 cudnn-setup doctor：它會檢查副本、搜尋路徑以及 cuDNN 需要的元件（zlibwapi.dll、cuBLAS、Microsoft C++ 執行階段函式庫），並指出缺少什麼。</translation>
    </message>
    <message>
        <source>%1 could not find CUDA libraries it needs: %2</source>
        <translation>%1 找不到它需要的 CUDA 函式庫：%2</translation>
    </message>
    <message>
        <source>These files belong to CUDA, not to cuDNN. %1 looks for the CUDA version it was built for; without them it cannot use the GPU.</source>
        <translation>這些檔案屬於 CUDA，而不屬於 cuDNN。%1 會尋找它建置時所用的 CUDA 版本；缺少這些檔案時它無法使用 GPU。</translation>
    </message>
    <message>
        <source>TensorFlow did not find the GPU libraries it needs and runs on the CPU only</source>
        <translation>TensorFlow 沒有找到它需要的 GPU 函式庫，只能在 CPU 上執行</translation>
    </message>
    <message>
        <source>This message sums up the lines before it: each library TensorFlow could not load is named there, in a line &quot;Could not load dynamic library &apos;...&apos;&quot;. Those lines are not in the pasted text.</source>
        <translation>這則訊息是對前面幾行的總結：TensorFlow 無法載入的每個函式庫都會在前面的 &quot;Could not load dynamic library &apos;...&apos;&quot; 行中列出。貼上的文字中沒有這些行。</translation>
    </message>
    <message>
        <source>Paste the whole output of the program, from its start, to see which libraries are missing. On Linux, TensorFlow 2.14 and newer bring CUDA and cuDNN with pip install &quot;tensorflow[and-cuda]&quot;.</source>
        <translation>請貼上程式從啟動開始的全部輸出，才能看出缺少哪些函式庫。在 Linux 上，TensorFlow 2.14 及更新版本可以透過 pip install &quot;tensorflow[and-cuda]&quot; 帶入 CUDA 和 cuDNN。</translation>
    </message>
    <message>
        <source>cuDNN was found but could not start</source>
        <translation>找到了 cuDNN，但它無法啟動</translation>
    </message>
    <message>
        <source>The program loaded cuDNN, but creating cuDNN&apos;s handle failed. The usual causes: the GPU memory is already used up (by another process, or by the same program — TensorFlow reserves all of it by default), a cuDNN that does not fit the program (an earlier line of the output then names the versions), or a driver too old for the cuDNN build.</source>
        <translation>程式載入了 cuDNN，但建立 cuDNN 控制代碼失敗。常見原因：GPU 記憶體已經用完（被另一個處理程序佔用，或是被同一個程式佔用 — TensorFlow 預設會佔用全部 GPU 記憶體）；cuDNN 與程式不一致（此時輸出的前面幾行會列出版本）；或是驅動程式對這個 cuDNN 建置版本來說太舊。</translation>
    </message>
    <message>
        <source>Look for an earlier message about the cuDNN version and paste it too; check the GPU memory with nvidia-smi; in TensorFlow, let it take memory as needed (tf.config.experimental.set_memory_growth); run cudnn-setup doctor for the driver and the cuDNN copies.</source>
        <translation>請在輸出的前面尋找有關 cuDNN 版本的訊息，並一起貼上；用 nvidia-smi 檢查 GPU 記憶體；在 TensorFlow 中，讓它依需要佔用記憶體（tf.config.experimental.set_memory_growth）；執行 cudnn-setup doctor 檢查驅動程式和 cuDNN 副本。</translation>
    </message>
    <message>
        <source>ONNX Runtime could not load its CUDA provider (%1)</source>
        <translation>ONNX Runtime 無法載入它的 CUDA 提供者（%1）</translation>
    </message>
    <message>
        <source>ONNX Runtime could not use the GPU and runs on the CPU</source>
        <translation>ONNX Runtime 無法使用 GPU，只能在 CPU 上執行</translation>
    </message>
    <message>
        <source>ONNX Runtime&apos;s GPU package does not bring cuDNN and CUDA with it: it needs them where Windows (Path) or the Linux loader (LD_LIBRARY_PATH, ld.so.conf) finds them. When they are missing it cannot create the CUDAExecutionProvider and runs on the CPU.</source>
        <translation>ONNX Runtime 的 GPU 套件不內含 cuDNN 和 CUDA：它需要 Windows（Path）或 Linux 動態連結器（LD_LIBRARY_PATH、ld.so.conf）能找到它們。缺少它們時，它無法建立 CUDAExecutionProvider，只能在 CPU 上執行。</translation>
    </message>
    <message>
        <source>This ONNX Runtime build needs cuDNN %1 and CUDA %2.</source>
        <translation>這個 ONNX Runtime 版本需要 cuDNN %1 和 CUDA %2。</translation>
    </message>
    <message>
        <source>Error 126 when loading %1 means that a DLL it needs was not found — cuDNN, the CUDA runtime and cuBLAS, or the Microsoft C++ runtime — while the file itself is there.</source>
        <translation>載入 %1 時出現錯誤 126，表示沒有找到它需要的某個 DLL — cuDNN、CUDA 執行階段和 cuBLAS，或 Microsoft C++ 執行階段函式庫 — 而這個檔案本身是存在的。</translation>
    </message>
    <message>
        <source>The file the loader did not find: %1.</source>
        <translation>動態連結器沒有找到的檔案：%1。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 for CUDA %2 and put its library folder on %3 (cudnn-setup does both).</source>
        <translation>請安裝適用於 CUDA %2 的 cuDNN %1，並把它的函式庫資料夾加入 %3（cudnn-setup 會同時完成這兩個步驟）。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 and put its library folder on %2 (cudnn-setup does both).</source>
        <translation>請安裝 cuDNN %1，並把它的函式庫資料夾加入 %2（cudnn-setup 會同時完成這兩個步驟）。</translation>
    </message>
    <message>
        <source>Run cudnn-setup doctor: it checks that cuDNN, cuBLAS and (on Windows) the Microsoft C++ runtime are found.</source>
        <translation>請執行 cudnn-setup doctor：它會檢查能否找到 cuDNN、cuBLAS 以及（Windows 上的）Microsoft C++ 執行階段函式庫。</translation>
    </message>
    <message>
        <source>If PyTorch is installed in the same Python environment, import torch before creating the ONNX Runtime session: ONNX Runtime then uses the cuDNN and CUDA libraries PyTorch has loaded.</source>
        <translation>如果同一個 Python 環境中安裝了 PyTorch，請在建立 ONNX Runtime 工作階段之前先 import torch：這樣 ONNX Runtime 會使用 PyTorch 已經載入的 cuDNN 和 CUDA 函式庫。</translation>
    </message>
    <message>
        <source>A DLL</source>
        <translation>某個 DLL</translation>
    </message>
    <message>
        <source>%1 or a DLL it needs is not a 64-bit DLL</source>
        <translation>%1 或它需要的某個 DLL 不是 64 位元 DLL</translation>
    </message>
    <message>
        <source>Replace the 32-bit file with the 64-bit one; for zlibwapi.dll that is dll_x64\zlibwapi.dll from zlib123dllx64.zip (cuDNN 8 only: cuDNN 9.2 and newer need no zlibwapi.dll). cudnn-setup doctor names a 32-bit zlibwapi.dll that is found first.</source>
        <translation>請用 64 位元檔案替換這個 32 位元檔案；對於 zlibwapi.dll，就是 zlib123dllx64.zip 中的 dll_x64\zlibwapi.dll（僅適用於 cuDNN 8：cuDNN 9.2 及更新版本不需要 zlibwapi.dll）。cudnn-setup doctor 會指出最先找到的 32 位元 zlibwapi.dll。</translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation>訊息中的檔案：%1</translation>
    </message>
    <message>
        <source>zlibwapi.dll, which cuDNN 8 needs on Windows, is not found</source>
        <translation>找不到 Windows 上的 cuDNN 8 需要的 zlibwapi.dll</translation>
    </message>
    <message>
        <source>cuDNN from 8.3 to 9.1 on Windows loads zlibwapi.dll, which comes neither with cuDNN nor with Windows; from 9.2 on, zlib is built into cuDNN.</source>
        <translation>Windows 上 8.3 到 9.1 版的 cuDNN 會載入 zlibwapi.dll，它既不隨 cuDNN 提供，也不隨 Windows 提供；從 9.2 開始，zlib 已內建在 cuDNN 中。</translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 needs it.</source>
        <translation>%2 中的 cuDNN %1 需要它。</translation>
    </message>
    <message>
        <source>Either update to cuDNN 9.2 or newer, which needs no zlibwapi.dll, or put the 64-bit zlibwapi.dll (dll_x64\zlibwapi.dll from http://www.winimage.com/zLibDll/zlib123dllx64.zip) into %1.</source>
        <translation>可以更新到 cuDNN 9.2 或更新版本（不需要 zlibwapi.dll），或是把 64 位元的 zlibwapi.dll（http://www.winimage.com/zLibDll/zlib123dllx64.zip 中的 dll_x64\zlibwapi.dll）放到 %1 中。</translation>
    </message>
    <message>
        <source>The cuDNN %1 in %2 needs it too.</source>
        <translation>%2 中的 cuDNN %1 也需要它。</translation>
    </message>
    <message>
        <source>Update the cuDNN in %1 to 9.2 or newer: zlib is built in from 9.2 on.</source>
        <translation>請把 %1 中的 cuDNN 更新到 9.2 或更新版本：從 9.2 開始已內建 zlib。</translation>
    </message>
    <message>
        <source>The cuDNN copies on this computer are 9.2 or newer and need no zlibwapi.dll, so the message comes from an older cuDNN that the program brings or finds first (for instance a cuDNN 8 in the program&apos;s own folder), or from another computer.</source>
        <translation>這台電腦上的 cuDNN 副本都是 9.2 或更新版本，不需要 zlibwapi.dll，所以這則訊息來自程式內含或最先找到的較舊 cuDNN（例如程式自己資料夾中的 cuDNN 8），或是來自另一台電腦。</translation>
    </message>
    <message>
        <source>Find the older cuDNN the program loads (look for cudnn*64_8.dll in its folders) and update the program or that cuDNN; the cuDNN 9 here needs no zlibwapi.dll.</source>
        <translation>請找到程式載入的較舊 cuDNN（在它的資料夾中尋找 cudnn*64_8.dll），然後更新程式或那個 cuDNN；這裡的 cuDNN 9 不需要 zlibwapi.dll。</translation>
    </message>
    <message>
        <source>Install cuDNN 9.2 or newer, which needs no zlibwapi.dll; a program that must use cuDNN 8 needs the 64-bit zlibwapi.dll (dll_x64\zlibwapi.dll from http://www.winimage.com/zLibDll/zlib123dllx64.zip) beside it.</source>
        <translation>請安裝 cuDNN 9.2 或更新版本，它不需要 zlibwapi.dll；必須使用 cuDNN 8 的程式需要在旁邊放上 64 位元的 zlibwapi.dll（http://www.winimage.com/zLibDll/zlib123dllx64.zip 中的 dll_x64\zlibwapi.dll）。</translation>
    </message>
    <message>
        <source>%1 looked for the cuDNN library to call %2 in it, and did not find it.</source>
        <translation>%1 想呼叫 cuDNN 函式庫中的 %2，但找不到 cuDNN 函式庫。</translation>
    </message>
    <message>
        <source>%1 could not load %2 (error %3)</source>
        <translation>%1 無法載入 %2（錯誤 %3）</translation>
    </message>
    <message>
        <source>%1 could not load %2 (error 126)</source>
        <translation>%1 無法載入 %2（錯誤 126）</translation>
    </message>
    <message>
        <source>The message names the file %1, so the file may well be there and a DLL it needs is what is missing: for cuDNN 8.3 to 9.1 usually zlibwapi.dll, else cuBLAS of its CUDA version or the Microsoft C++ runtime.</source>
        <translation>訊息中指明了檔案 %1，所以這個檔案很可能是存在的，缺少的是它需要的某個 DLL：對於 cuDNN 8.3 到 9.1，通常是 zlibwapi.dll；否則是對應 CUDA 版本的 cuBLAS，或 Microsoft C++ 執行階段函式庫。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1: another major version than the cuDNN %2 that %3 needs, and each major version has its own file names.</source>
        <translation>文字中提到了 cuDNN %1：這與 %3 需要的 cuDNN %2 是不同的主版本，而每個主版本都有自己的檔名。</translation>
    </message>
    <message>
        <source>cuDNN consists of a main library and parts (such as %1) that are loaded when they are first needed — by cuDNN itself, or by a program that loads cuDNN&apos;s parts itself, such as CTranslate2 — through the same search path. Loading %1 failed.</source>
        <translation>cuDNN 由一個主函式庫和若干組成部分（例如 %1）構成，這些組成部分在第一次需要時才會透過同一個搜尋路徑載入 — 由 cuDNN 自己載入，或是由自行載入 cuDNN 組成部分的程式（例如 CTranslate2）載入。載入 %1 失敗了。</translation>
    </message>
    <message>
        <source>The file the loader did not find is %1, which %2 needs.</source>
        <translation>動態連結器沒有找到的檔案是 %1，%2 需要它。</translation>
    </message>
    <message>
        <source>The message says that zlib was loaded, so the DLL that is missing is another one: cuBLAS of the CUDA version cuDNN was built for (cublas64_N.dll, cublasLt64_N.dll), or the Microsoft C++ runtime.</source>
        <translation>訊息顯示 zlib 已經載入，所以缺少的是另一個 DLL：cuDNN 建置時所針對的 CUDA 版本的 cuBLAS（cublas64_N.dll、cublasLt64_N.dll），或 Microsoft C++ 執行階段函式庫。</translation>
    </message>
    <message>
        <source>For cuDNN 8.3 to 9.1 the DLL it needs is usually zlibwapi.dll; otherwise cuBLAS of the CUDA version, or the Microsoft C++ runtime.</source>
        <translation>對於 cuDNN 8.3 到 9.1，它需要的 DLL 通常是 zlibwapi.dll；否則是對應 CUDA 版本的 cuBLAS，或 Microsoft C++ 執行階段函式庫。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1, which on Windows needs zlibwapi.dll.</source>
        <translation>文字中提到了 cuDNN %1，它在 Windows 上需要 zlibwapi.dll。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1, another major version than the cuDNN %2 that %3 belongs to: each major version has its own file names, so that cuDNN does not count.</source>
        <translation>文字中提到了 cuDNN %1，這與 %3 所屬的 cuDNN %2 是不同的主版本：每個主版本都有自己的檔名，所以那個 cuDNN 不算數。</translation>
    </message>
    <message>
        <source>Install cuDNN %1 where the program finds it (cudnn-setup installs it; a framework installed with pip can bring it as the nvidia-cudnn-cu* package of its CUDA version), and put its library folder on %2.</source>
        <translation>請把 cuDNN %1 安裝到程式能找到的位置（cudnn-setup 可以安裝；用 pip 安裝的框架也可以透過對應其 CUDA 版本的 nvidia-cudnn-cu* 套件帶入它），並把它的函式庫資料夾加入 %2。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: %1 could not load CUDA libraries it needs: %2</source>
        <translation>不是 cuDNN 安裝問題：%1 無法載入它需要的 CUDA 函式庫：%2</translation>
    </message>
    <message>
        <source>The output shows that %1 was loaded: cuDNN itself was found.</source>
        <translation>輸出顯示已載入 %1：表示 cuDNN 本身已經找到了。</translation>
    </message>
    <message>
        <source>NVRTC, CUDA&apos;s compiler for code generated at run time, could not open %1, which belongs to the same NVRTC release: that NVRTC is installed incompletely, or its builtins library is not where the loader looks.</source>
        <translation>NVRTC（CUDA 用來編譯執行時產生之程式碼的編譯器）無法開啟 %1，而它屬於同一個 NVRTC 版本：這個 NVRTC 安裝得不完整，或是它的 builtins 函式庫不在動態連結器尋找的位置。</translation>
    </message>
    <message>
        <source>%1 was found, but it needs %2, which was not: %2 belongs to CUDA %3, so the %1 found is CUDA %3&apos;s (some CUDA libraries keep one file name across CUDA versions). Packages of two CUDA versions are mixed.</source>
        <translation>找到了 %1，但找不到它需要的 %2：%2 屬於 CUDA %3，所以找到的 %1 是 CUDA %3 的（有些 CUDA 函式庫在不同 CUDA 版本之間使用同一個檔名）。這裡混用了兩個 CUDA 版本的套件。</translation>
    </message>
    <message>
        <source>%1 was found, but it needs %2, which was not.</source>
        <translation>找到了 %1，但找不到它需要的 %2。</translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1, while the text says CUDA %3 is installed there.</source>
        <translation>這個檔名是 CUDA %1 的函式庫檔名：表示這個 %2 版本是為 CUDA %1 建置的，而文字顯示那裡安裝的是 CUDA %3。</translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1, while this computer has CUDA %3.</source>
        <translation>這個檔名是 CUDA %1 的函式庫檔名：表示這個 %2 版本是為 CUDA %1 建置的，而這台電腦上安裝的是 CUDA %3。</translation>
    </message>
    <message>
        <source>Either install a build of %1 made for CUDA %2, or add CUDA %3&apos;s libraries beside CUDA %2: they can coexist.</source>
        <translation>可以安裝為 CUDA %2 建置的 %1 版本，或是在 CUDA %2 之外再安裝 CUDA %3 的函式庫：兩者可以並存。</translation>
    </message>
    <message>
        <source>onnxruntime-gpu 1.19 and newer on PyPI are built for CUDA 12 and cuDNN 9.</source>
        <translation>PyPI 上的 onnxruntime-gpu 1.19 及更新版本是為 CUDA 12 和 cuDNN 9 建置的。</translation>
    </message>
    <message>
        <source>Its name is the name of CUDA %1&apos;s library: this build of %2 is made for CUDA %1.</source>
        <translation>這個檔名是 CUDA %1 的函式庫檔名：表示這個 %2 版本是為 CUDA %1 建置的。</translation>
    </message>
    <message>
        <source>Install the CUDA libraries %1 was built for where it finds them, or install a build of %1 made for the CUDA you have.</source>
        <translation>請把 %1 建置時所針對的 CUDA 函式庫安裝到它能找到的位置，或是安裝為您現有的 CUDA 建置的 %1 版本。</translation>
    </message>
    <message>
        <source>Install the CUDA %1 libraries where %2 finds them, or install a build of %2 made for the CUDA you have.</source>
        <translation>請把 CUDA %1 的函式庫安裝到 %2 能找到的位置，或是安裝為您現有的 CUDA 建置的 %2 版本。</translation>
    </message>
    <message>
        <source>For TensorFlow 2.14 or newer on Linux, pip install &quot;tensorflow[and-cuda]&quot; brings them as packages.</source>
        <translation>在 Linux 上，TensorFlow 2.14 及更新版本可以透過 pip install &quot;tensorflow[and-cuda]&quot; 以套件的形式安裝它們。</translation>
    </message>
    <message>
        <source>With pip, in the program&apos;s environment: pip install %1.</source>
        <translation>使用 pip 時，請在程式所在的環境中執行：pip install %1。</translation>
    </message>
    <message>
        <source>Replace %1 by reinstalling the package that brought it (for a file in torch\lib: PyTorch, with the index URL of its CUDA build).</source>
        <translation>請重新安裝帶入 %1 的那個套件來替換它（對於 torch\lib 中的檔案：重新安裝 PyTorch，並使用其 CUDA 版本的 index URL）。</translation>
    </message>
    <message>
        <source>The message says that only %1 MiB of the GPU&apos;s %2 MiB were free: the memory was used up, the likely cause here.</source>
        <translation>訊息顯示 GPU 的 %2 MiB 記憶體中只有 %1 MiB 可用：記憶體已經用完，這很可能就是這裡的原因。</translation>
    </message>
    <message>
        <source>The message says that %1 MiB of the GPU&apos;s %2 MiB were free, so memory was not the problem: a cuDNN that does not fit the program (another release found first, or a broken package) is the likely cause.</source>
        <translation>訊息顯示 GPU 的 %2 MiB 記憶體中有 %1 MiB 可用，所以問題不在記憶體：很可能是 cuDNN 與程式不一致（先找到了另一個版本，或是套件已損壞）。</translation>
    </message>
    <message>
        <source>cuDNN&apos;s function %1 could not be loaded</source>
        <translation>無法載入 cuDNN 的函式 %1</translation>
    </message>
    <message>
        <source>The program loads cuDNN itself and looks its functions up by name; %1 was not found because the cuDNN library that holds it could not be loaded. The lines before this one (&quot;Unable to load any of …&quot;, &quot;Could not locate …&quot;) name that file.</source>
        <translation>程式會自己載入 cuDNN，並依名稱尋找其中的函式；之所以找不到 %1，是因為包含它的 cuDNN 函式庫無法載入。這一行之前的幾行（&quot;Unable to load any of …&quot;、&quot;Could not locate …&quot;）會列出那個檔案的名稱。</translation>
    </message>
    <message>
        <source>Paste the lines before it too. Install the cuDNN major version the program was built for where the loader finds it: CTranslate2 4.5 and newer (faster-whisper 1.1 and newer) need cuDNN 9 for CUDA 12, older releases cuDNN 8.</source>
        <translation>請把它之前的幾行也一起貼上。請把程式建置時所針對的 cuDNN 主版本安裝到動態連結器能找到的位置：CTranslate2 4.5 及更新版本（faster-whisper 1.1 及更新版本）需要適用於 CUDA 12 的 cuDNN 9，更早的版本需要 cuDNN 8。</translation>
    </message>
    <message>
        <source>A cuDNN operation failed on the GPU (CUDNN_STATUS_EXECUTION_FAILED)</source>
        <translation>cuDNN 運算在 GPU 上執行失敗（CUDNN_STATUS_EXECUTION_FAILED）</translation>
    </message>
    <message>
        <source>cuDNN was loaded and started, but a GPU kernel it launched failed. The usual causes: the framework build, or the cuDNN it brings, has no code for this GPU (an old framework on a new GPU), the GPU&apos;s memory ran out, or the driver is too old for that cuDNN build; more rarely a bug of that cuDNN release.</source>
        <translation>cuDNN 已經載入並啟動，但它啟動的一個 GPU 核心（kernel）執行失敗。常見原因：框架版本或它內含的 cuDNN 中沒有適用於這張 GPU 的程式碼（在新 GPU 上使用舊框架）；GPU 記憶體用完了；或是驅動程式對這個 cuDNN 建置版本來說太舊。較少見的是該 cuDNN 版本本身的錯誤（bug）。</translation>
    </message>
    <message>
        <source>Run with CUDA_LAUNCH_BLOCKING=1 to find the operation; check that the framework build supports the GPU (PyTorch: torch.cuda.get_arch_list()); update the driver and try a newer framework build. Turning cuDNN off for a test (torch.backends.cudnn.enabled = False) shows whether cuDNN is involved at all.</source>
        <translation>請設定 CUDA_LAUNCH_BLOCKING=1 執行，找出出錯的運算；確認框架版本是否支援這張 GPU（PyTorch：torch.cuda.get_arch_list()）；更新驅動程式，並試試較新的框架版本。測試時關閉 cuDNN（torch.backends.cudnn.enabled = False），可以看出問題到底與 cuDNN 有沒有關係。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1: another major version than the cuDNN %2 this ONNX Runtime build needs, and it does not count.</source>
        <translation>文字中提到了 cuDNN %1：這與這個 ONNX Runtime 版本需要的 cuDNN %2 是不同的主版本，所以不算數。</translation>
    </message>
    <message>
        <source>Or install an ONNX Runtime build made for the cuDNN major version that is there (on Jetson: NVIDIA&apos;s wheel for your JetPack release).</source>
        <translation>或是安裝為現有 cuDNN 主版本建置的 ONNX Runtime 版本（在 Jetson 上：使用 NVIDIA 為您的 JetPack 版本提供的 wheel 套件）。</translation>
    </message>
    <message>
        <source>With cuDNN 8 the usual one is the 32-bit build of zlibwapi.dll (from zlib123dll.zip).</source>
        <translation>對於 cuDNN 8，通常是 32 位元的 zlibwapi.dll（來自 zlib123dll.zip）。</translation>
    </message>
    <message>
        <source>The text names cuDNN %1, which needs it.</source>
        <translation>文字中提到了 cuDNN %1，它需要這個檔案。</translation>
    </message>
</context>
<context>
    <name>LoaderCacheRules</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 以及另外 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>The library cache (/etc/ld.so.cache) is out of date for cuDNN</source>
        <translation>函式庫快取（/etc/ld.so.cache）中的 cuDNN 資訊已過期</translation>
    </message>
    <message>
        <source>Programs find the libraries of the folders listed in /etc/ld.so.conf through a cache that only the command ldconfig rewrites. cuDNN files were added or removed since it last ran, so programs do not find the new files, or look for files that are gone, and fail with &quot;cannot open shared object file&quot;.</source>
        <translation>程式透過一個快取找到 /etc/ld.so.conf 中所列資料夾裡的函式庫，而這個快取只有 ldconfig 指令才會重寫。自它上次執行以來，有 cuDNN 檔案被新增或刪除，所以程式找不到新檔案，或者去搜尋已經不存在的檔案，並因 &quot;cannot open shared object file&quot; 而失敗。</translation>
    </message>
    <message>
        <source>Not in the cache: %1</source>
        <translation>不在快取中：%1</translation>
    </message>
    <message>
        <source>In the cache but gone: %1</source>
        <translation>在快取中但已不存在：%1</translation>
    </message>
    <message>
        <source>Cache file: %1</source>
        <translation>快取檔案：%1</translation>
    </message>
    <message>
        <source>Run: sudo ldconfig  (it rebuilds the cache from the folders in /etc/ld.so.conf; nothing else changes).</source>
        <translation>執行：sudo ldconfig（它會根據 /etc/ld.so.conf 中的資料夾重建快取，不會改變其他任何內容）。</translation>
    </message>
</context>
<context>
    <name>LoaderCode</name>
    <message>
        <source>the DLL</source>
        <translation>該 DLL</translation>
    </message>
    <message>
        <source>Error 126 from Windows (&quot;the specified module could not be found&quot;) while loading %1 means that %1 itself, or a DLL it needs in turn, was not found; when %1 is there, a DLL it needs is missing.</source>
        <translation>載入 %1 時出現 Windows 錯誤 126（&quot;the specified module could not be found&quot;），表示找不到 %1 本身或它所依賴的某個 DLL；如果 %1 確實存在，那麼缺少的就是它需要的某個 DLL。</translation>
    </message>
    <message>
        <source>Error 127 from Windows (&quot;the specified procedure could not be found&quot;) while loading %1 means that the file was found, but a function it needs is missing from a DLL it loaded: usually parts of two different releases, such as a DLL of another cuDNN, cuBLAS or CUDA release found first on PATH.</source>
        <translation>載入 %1 時出現 Windows 錯誤 127（&quot;the specified procedure could not be found&quot;），表示檔案找到了，但它載入的某個 DLL 中缺少它需要的函式：通常是混用了兩個不同版本的組成部分，例如在 PATH 中先找到了另一個 cuDNN、cuBLAS 或 CUDA 版本的 DLL。</translation>
    </message>
    <message>
        <source>Error 193 from Windows (&quot;not a valid Win32 application&quot;) while loading %1 means that the file is not a 64-bit DLL for this processor: a 32-bit build, a DLL for another architecture, or a damaged or incomplete file.</source>
        <translation>載入 %1 時出現 Windows 錯誤 193（&quot;not a valid Win32 application&quot;），表示這個檔案不是適用於這個處理器的 64 位元 DLL：可能是 32 位元版本、其他架構的 DLL，或是檔案已損壞或不完整。</translation>
    </message>
    <message>
        <source>Error 1455 from Windows (&quot;the paging file is too small&quot;) while loading %1 means that Windows ran out of virtual memory to map the DLL into the process: a memory limit, not a missing or broken file.</source>
        <translation>載入 %1 時出現 Windows 錯誤 1455（&quot;the paging file is too small&quot;），表示 Windows 的虛擬記憶體不足，無法把這個 DLL 對應到處理程序中：這是記憶體上限的問題，而不是檔案遺失或損壞。</translation>
    </message>
</context>
<context>
    <name>LoaderVisibilityRules</name>
    <message>
        <source>cuDNN %1 in %2 (%3; found via %4)</source>
        <translation>cuDNN %1，位於 %2（%3；發現途徑：%4）</translation>
    </message>
    <message>
        <source>Adds %1 to LD_LIBRARY_PATH for your user (a small file in ~/.config/cudnn-setup/env.d, read by ~/.profile and ~/.bashrc). It takes effect in new terminals and after the next login.</source>
        <translation>為您的使用者把 %1 新增到 LD_LIBRARY_PATH（在 ~/.config/cudnn-setup/env.d 中寫入一個小檔案，由 ~/.profile 和 ~/.bashrc 讀取）。在新開啟的終端機中以及下次登入後生效。</translation>
    </message>
    <message>
        <source>Adds %1 to your user&apos;s Path. Programs started after that (and new command prompts) find the cuDNN DLLs.</source>
        <translation>把 %1 新增到您的使用者的 Path。之後啟動的程式（以及新開啟的命令提示字元）就能找到 cuDNN 的 DLL。</translation>
    </message>
    <message>
        <source>cuDNN %1 is only in a Python package; programs outside Python do not find it</source>
        <translation>cuDNN %1 只存在於一個 Python 套件中；Python 之外的程式找不到它</translation>
    </message>
    <message>
        <source>Python frameworks add the DLL folder of the nvidia-cudnn package themselves, so they work. Programs you build with the CUDA Toolkit look only in the folders PATH names and do not find cudnn64_%1.dll in %2.</source>
        <translation>Python 框架會自己新增 nvidia-cudnn 套件的 DLL 資料夾，所以它們可以正常運作。用 CUDA 工具套件建置的程式只會在 PATH 列出的資料夾中搜尋，找不到 %2 中的 cudnn64_%1.dll。</translation>
    </message>
    <message>
        <source>Python frameworks load the cuDNN of the nvidia-cudnn package themselves, so they work. Programs you build with the CUDA Toolkit (C++, CMake projects) look only in the loader&apos;s folders and do not find libcudnn.so.%1 in %2.</source>
        <translation>Python 框架會自己載入 nvidia-cudnn 套件中的 cuDNN，所以它們可以正常運作。用 CUDA 工具套件建置的程式（C++、CMake 專案）只會在動態連結器的搜尋資料夾中搜尋，找不到 %2 中的 libcudnn.so.%1。</translation>
    </message>
    <message>
        <source>If you build programs that use cuDNN, install cuDNN for the system (cudnn-setup install), or add %1 to %2. Nothing needs doing for Python.</source>
        <translation>如果您要建置使用 cuDNN 的程式，請為系統安裝 cuDNN（cudnn-setup install），或者把 %1 新增到 %2。Python 這邊無需任何操作。</translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH is not set</source>
        <translation>未設定 LD_LIBRARY_PATH</translation>
    </message>
    <message>
        <source>/etc/ld.so.conf names no folders</source>
        <translation>/etc/ld.so.conf 中沒有列出任何資料夾</translation>
    </message>
    <message>
        <source>Folders in /etc/ld.so.conf: %1</source>
        <translation>/etc/ld.so.conf 中的資料夾：%1</translation>
    </message>
    <message>
        <source>Also not searched: %1</source>
        <translation>同樣不在搜尋範圍內：%1</translation>
    </message>
    <message>
        <source>cuDNN in %1 will be found in new terminals</source>
        <translation>在新開啟的終端機中將能找到 %1 中的 cuDNN</translation>
    </message>
    <message>
        <source>Your shell profile adds %1 to LD_LIBRARY_PATH, but this program was started from a session that began before that line was added, so it does not see it yet.</source>
        <translation>您的 shell 設定檔會把 %1 新增到 LD_LIBRARY_PATH，但這個程式是從新增那一行之前就已開始的工作階段中啟動的，所以它還看不到這項設定。</translation>
    </message>
    <message>
        <source>Open a new terminal (or log out and back in) before starting your programs.</source>
        <translation>請先開啟一個新的終端機（或者登出後重新登入），再啟動您的程式。</translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but programs do not look there</source>
        <translation>cuDNN %1 安裝在 %2 中，但程式不會在那裡搜尋</translation>
    </message>
    <message>
        <source>Programs find libcudnn.so.%1 only in the folders the loader searches: LD_LIBRARY_PATH, the folders listed in /etc/ld.so.conf, and the system library folders. %2 is none of them, so programs fail with &quot;libcudnn.so.%1: cannot open shared object file&quot; although cuDNN is on the disk.</source>
        <translation>程式只會在動態連結器搜尋的資料夾中尋找 libcudnn.so.%1：LD_LIBRARY_PATH、/etc/ld.so.conf 中列出的資料夾以及系統函式庫資料夾。%2 不屬於其中任何一個，所以即使 cuDNN 就在磁碟上，程式也會失敗並顯示 &quot;libcudnn.so.%1: cannot open shared object file&quot;。</translation>
    </message>
    <message>
        <source>The folder is on PATH, but PATH is only searched for programs, never for libraries.</source>
        <translation>這個資料夾在 PATH 中，但 PATH 只用於搜尋程式，從不用於搜尋函式庫。</translation>
    </message>
    <message>
        <source>Add this line to ~/.bashrc and ~/.profile, then open a new terminal: export LD_LIBRARY_PATH=%1${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}  (or, for all users: put %1 into a file under /etc/ld.so.conf.d/ and run sudo ldconfig)</source>
        <translation>請把下面這一行新增到 ~/.bashrc 和 ~/.profile，然後開啟一個新的終端機：export LD_LIBRARY_PATH=%1${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}（或者為所有使用者設定：把 %1 寫入 /etc/ld.so.conf.d/ 下的一個檔案，然後執行 sudo ldconfig）</translation>
    </message>
    <message>
        <source>PATH names %1, but the cuDNN DLLs are in %2</source>
        <translation>PATH 中列出的是 %1，但 cuDNN 的 DLL 位於 %2</translation>
    </message>
    <message>
        <source>Windows looks for DLLs only in the folders PATH names, not in the folders below them. The cuDNN 9 installer puts the DLLs into a sub-folder per CUDA version (bin\&lt;CUDA version&gt;\x64 in newer releases; CUDA 13 uses bin\x64), so the entry %1 finds nothing and programs report that cudnn64_%2.dll could not be found.</source>
        <translation>Windows 只在 PATH 列出的資料夾中搜尋 DLL，不會搜尋它們下面的子資料夾。cuDNN 9 安裝程式會依 CUDA 版本把 DLL 放到各自的子資料夾中（較新的版本為 bin\&lt;CUDA version&gt;\x64；CUDA 13 使用 bin\x64），所以項目 %1 什麼也找不到，程式會回報找不到 cudnn64_%2.dll。</translation>
    </message>
    <message>
        <source>PATH entry: %1; DLLs in: %2</source>
        <translation>PATH 項目：%1；DLL 位於：%2</translation>
    </message>
    <message>
        <source>In System Properties &gt; Environment Variables, edit Path: replace %1 with %2 (the sub-folder for your CUDA version), then restart your programs.</source>
        <translation>請在「系統內容」&gt;「環境變數」中編輯 Path：把 %1 替換為 %2（與您的 CUDA 版本對應的子資料夾），然後重新啟動您的程式。</translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but that folder is not on PATH</source>
        <translation>cuDNN %1 安裝在 %2 中，但該資料夾不在 PATH 中</translation>
    </message>
    <message>
        <source>Windows finds DLLs in the program&apos;s own folder, in the system folders and in the folders PATH names. %1 is none of them, so programs report that cudnn64_%2.dll could not be found although cuDNN is on the disk.</source>
        <translation>Windows 會在程式自身所在的資料夾、系統資料夾以及 PATH 列出的資料夾中搜尋 DLL。%1 不屬於其中任何一個，所以即使 cuDNN 就在磁碟上，程式也會回報找不到 cudnn64_%2.dll。</translation>
    </message>
    <message>
        <source>In System Properties &gt; Environment Variables, add %1 to Path, then restart your programs.</source>
        <translation>請在「系統內容」&gt;「環境變數」中把 %1 新增到 Path，然後重新啟動您的程式。</translation>
    </message>
    <message>
        <source>Also not on PATH: %1</source>
        <translation>同樣不在 PATH 中：%1</translation>
    </message>
</context>
<context>
    <name>MakeDirectoryOperation</name>
    <message>
        <source>Create the folder %1</source>
        <translation>建立資料夾 %1</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>無法建立資料夾 %1。</translation>
    </message>
    <message>
        <source>The folder %1 holds files added after the install; it was left in place.</source>
        <translation>資料夾 %1 中有安裝後才加入的檔案；已保留該資料夾。</translation>
    </message>
    <message>
        <source>The folder %1 could not be removed.</source>
        <translation>無法移除資料夾 %1。</translation>
    </message>
</context>
<context>
    <name>ManualSteps</name>
    <message>
        <source>REM Run in a Command Prompt opened with &quot;Run as administrator&quot;.</source>
        <translation>REM 請在以「以系統管理員身分執行」方式開啟的命令提示字元中執行。</translation>
    </message>
</context>
<context>
    <name>MirrorCommand</name>
    <message>
        <source>cuDNN is licensed by NVIDIA under the cuDNN Software License Agreement:
  %1
Read it, and run the same command again with --accept-license to accept it and build the mirror. Nothing was downloaded.</source>
        <translation>cuDNN 由 NVIDIA 依據 cuDNN 軟體授權合約授權使用：
  %1
請閱讀該合約，然後加上 --accept-license 再次執行同一指令，即可接受合約並建立鏡像站。沒有下載任何內容。</translation>
    </message>
    <message>
        <source>FAILED  %1: %2</source>
        <translation>失敗  %1：%2</translation>
    </message>
    <message>
        <source>already there, verified  %1  (%2)
</source>
        <translation>已存在，驗證通過  %1（%2）
</translation>
    </message>
    <message>
        <source>fetched, verified        %1  (%2)
</source>
        <translation>已下載，驗證通過  %1（%2）
</translation>
    </message>
    <message>
        <source>Not every archive is in the mirror (see above). Run the same command again to fetch what is missing.</source>
        <translation>並非所有壓縮檔都已放入鏡像站（見上文）。再次執行同一指令即可取得缺少的部分。</translation>
    </message>
    <message>
        <source>The mirror in %1 holds %2 of %3 for %4; point source.mirror (or --mirror) at it.
</source>
        <translation>%1 中的鏡像站包含 %3、%4 的 %2；請將 source.mirror（或 --mirror）指向它。
</translation>
    </message>
    <message numerus="yes">
        <source>%n archive(s)</source>
        <translation>
            <numerusform>%n 個壓縮檔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n release(s)</source>
        <translation>
            <numerusform>%n 個版本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n platform(s)</source>
        <translation>
            <numerusform>%n 個平台</numerusform>
        </translation>
    </message>
    <message>
        <source>The cuDNN releases to copy, comma-separated (9.19,9.20.0.48).</source>
        <translation>要複製的 cuDNN 版本，以英文逗號分隔（9.19,9.20.0.48）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>清單</translation>
    </message>
    <message>
        <source>The platforms to copy, comma-separated (linux-x86_64,windows-x86_64,...).</source>
        <translation>要複製的平台，以英文逗號分隔（linux-x86_64,windows-x86_64,...）。</translation>
    </message>
    <message>
        <source>The folder of the mirror.</source>
        <translation>鏡像站所在的資料夾。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>Copy cuDNN releases and their manifests into a folder, to serve as a lab mirror.</source>
        <translation>將 cuDNN 版本及其清單複製到一個資料夾中，作為實驗室鏡像站。</translation>
    </message>
    <message>
        <source>mirror needs --releases &lt;list&gt;, --platforms &lt;list&gt; and --dest &lt;dir&gt;.</source>
        <translation>mirror 需要 --releases &lt;清單&gt;、--platforms &lt;清單&gt; 和 --dest &lt;目錄&gt;。</translation>
    </message>
    <message>
        <source>--cuda-profile is &quot;runtime&quot; or &quot;develop&quot;, not &quot;%1&quot;.</source>
        <translation>--cuda-profile 只能是 &quot;runtime&quot; 或 &quot;develop&quot;，而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>The CUDA pieces are licensed by NVIDIA under the CUDA Toolkit End User License Agreement:
  %1
--accept-license accepts it too.</source>
        <translation>CUDA 元件由 NVIDIA 依據《CUDA Toolkit 終端使用者授權合約》授權：
  %1
--accept-license 也表示接受該合約。</translation>
    </message>
    <message>
        <source>The CUDA pieces are in %1; point --cuda-from (install, provision) or the wizard&apos;s CUDA pieces at it.
</source>
        <translation>CUDA 元件在 %1；讓 --cuda-from（install、provision）或精靈的 CUDA 元件來源指向它。
</translation>
    </message>
    <message>
        <source>Also copy the CUDA pieces of these CUDA releases, comma-separated (13.0.2,12.9.1), into &lt;dest&gt;/cuda/ in the layout of NVIDIA&apos;s CUDA redist, for install --with-cuda --cuda-from &lt;mirror&gt;/cuda/ and the wizard.</source>
        <translation>同時把這些 CUDA 版本（以逗號分隔，如 13.0.2,12.9.1）的 CUDA 元件依 NVIDIA CUDA redist 的配置方式複製到 &lt;dest&gt;/cuda/，供 install --with-cuda --cuda-from &lt;鏡像站&gt;/cuda/ 和精靈使用。</translation>
    </message>
    <message>
        <source>Which CUDA pieces --cuda-releases copies: &quot;runtime&quot; or &quot;develop&quot; (the default; it holds the runtime&apos;s too).</source>
        <translation>--cuda-releases 複製哪些 CUDA 元件：&quot;runtime&quot; 或 &quot;develop&quot;（預設；它也包含 runtime 的元件）。</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>組合</translation>
    </message>
    <message>
        <source>Where --cuda-releases copies from (default: NVIDIA&apos;s CUDA redist, or the cuda/ folder of --mirror).</source>
        <translation>--cuda-releases 從哪裡複製（預設：NVIDIA 的 CUDA redist，或 --mirror 的 cuda/ 資料夾）。</translation>
    </message>
    <message>
        <source>url</source>
        <translation>網址</translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license, and the CUDA license with --cuda-releases (nothing is downloaded without it).</source>
        <translation>接受 NVIDIA 的 cuDNN 授權條款，使用 --cuda-releases 時也接受 CUDA 授權條款（不接受則不下載任何內容）。</translation>
    </message>
</context>
<context>
    <name>NotCudnnCauses</name>
    <message>
        <source>%1 is the NVIDIA driver&apos;s own library (the CUDA driver API): it comes with the driver, not with the CUDA Toolkit or cuDNN.</source>
        <translation>%1 是 NVIDIA 驅動程式本身的函式庫（CUDA 驅動程式 API）：它隨驅動程式一起安裝，而不是隨 CUDA 工具套件或 cuDNN 提供。</translation>
    </message>
    <message>
        <source>The bare name libcuda.so, without .1, exists only where the driver&apos;s development link is installed; the driver itself installs libcuda.so.1.</source>
        <translation>不帶 .1 的 libcuda.so 這個名稱只有在安裝了驅動程式的開發用連結時才存在；驅動程式本身安裝的是 libcuda.so.1。</translation>
    </message>
    <message>
        <source>Under WSL the Windows driver provides it in /usr/lib/wsl/lib.</source>
        <translation>在 WSL 中，它由 Windows 驅動程式提供，位於 /usr/lib/wsl/lib。</translation>
    </message>
    <message>
        <source>Under WSL, install the NVIDIA driver on Windows only (no Linux driver inside WSL) and make sure /usr/lib/wsl/lib is searched: it is listed in /etc/ld.so.conf.d/ld.so.wsl.conf (then sudo ldconfig), or add it with export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH. A program that asks for libcuda.so needs the link libcuda.so -&gt; libcuda.so.1 in a folder it searches.</source>
        <translation>在 WSL 中，只需在 Windows 上安裝 NVIDIA 驅動程式（不要在 WSL 內安裝 Linux 驅動程式），並確認 /usr/lib/wsl/lib 會被搜尋：它應列在 /etc/ld.so.conf.d/ld.so.wsl.conf 中（然後執行 sudo ldconfig），或是用 export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH 加入它。要求 libcuda.so 的程式需要在它搜尋的資料夾中有一個連結 libcuda.so -&gt; libcuda.so.1。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (the nvidia-driver package of your distribution, or NVIDIA&apos;s installer) and check that nvidia-smi works; in a container, start it with the GPU (docker run --gpus all, with the NVIDIA Container Toolkit). A program that asks for the bare name libcuda.so needs the link libcuda.so -&gt; libcuda.so.1 in the driver&apos;s library folder (sudo ln -s libcuda.so.1 libcuda.so there, then sudo ldconfig). Do not use the CUDA Toolkit&apos;s stubs/libcuda.so to run programs: it is only for linking.</source>
        <translation>請安裝 NVIDIA 驅動程式（您的發行版的 nvidia-driver 套件，或 NVIDIA 的安裝程式），並確認 nvidia-smi 能正常執行；如果在容器中，請在啟動容器時允許它使用 GPU（docker run --gpus all，需要 NVIDIA Container Toolkit）。要求不帶 .1 的 libcuda.so 的程式，需要在驅動程式的函式庫資料夾中有一個連結 libcuda.so -&gt; libcuda.so.1（在那裡執行 sudo ln -s libcuda.so.1 libcuda.so，然後執行 sudo ldconfig）。不要用 CUDA 工具套件中的 stubs/libcuda.so 來執行程式：它只用於連結（linking）。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: Windows ran out of virtual memory (the paging file is too small)</source>
        <translation>不是 cuDNN 安裝問題：Windows 的虛擬記憶體不足（分頁檔太小）</translation>
    </message>
    <message>
        <source>Windows error 1455 (&quot;the paging file is too small&quot;) means that Windows ran out of virtual memory.</source>
        <translation>Windows 錯誤 1455（&quot;the paging file is too small&quot;）表示 Windows 的虛擬記憶體不足。</translation>
    </message>
    <message>
        <source>The CUDA and cuDNN DLLs of a framework are large (cuDNN 8&apos;s cudnn_cnn_infer64_8.dll and cudnn_adv_infer64_8.dll are hundreds of megabytes), and every process that imports the framework maps them again: data loader workers, parallel environments and other child processes multiply that until the paging file cannot back it. Nothing is wrong with the file, and nothing needs to be reinstalled.</source>
        <translation>框架的 CUDA 和 cuDNN DLL 都很大（cuDNN 8 的 cudnn_cnn_infer64_8.dll 和 cudnn_adv_infer64_8.dll 各有幾百 MB），而每個匯入該框架的處理程序都會再對應一次：資料載入的 worker 處理程序、平行環境以及其他子處理程序會讓佔用量成倍增加，直到分頁檔也無法負荷為止。檔案本身沒有問題，也不需要重新安裝任何東西。</translation>
    </message>
    <message>
        <source>Make the paging file larger (System Properties &gt; Advanced &gt; Performance Settings &gt; Advanced &gt; Virtual memory &gt; Change: let Windows manage the size, or set a larger one on a drive with free space) and restart Windows; or start fewer processes that import the framework (a smaller num_workers for PyTorch&apos;s DataLoader, fewer parallel environments), and close programs that use much memory.</source>
        <translation>請加大分頁檔（「系統內容」&gt;「進階」&gt;「效能設定」&gt;「進階」&gt;「虛擬記憶體」&gt;「變更」：讓 Windows 自動管理大小，或是在有可用空間的磁碟機上設定較大的值），然後重新啟動 Windows；或是減少匯入該框架的處理程序數量（調小 PyTorch DataLoader 的 num_workers，減少平行環境），並關閉佔用大量記憶體的程式。</translation>
    </message>
    <message>
        <source>The file in the message: %1</source>
        <translation>訊息中的檔案：%1</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: cuBLAS could not start, almost always because the GPU&apos;s memory is used up</source>
        <translation>不是 cuDNN 安裝問題：cuBLAS 無法啟動，幾乎都是因為 GPU 記憶體已經用完</translation>
    </message>
    <message>
        <source>CUBLAS_STATUS_NOT_INITIALIZED when cuBLAS creates its handle (cublasCreate) means that cuBLAS could not set itself up on the GPU; nearly always it could not allocate its workspace because the GPU&apos;s memory was already used up, by this program or another one. cuBLAS and cuDNN are installed: they were loaded.</source>
        <translation>cuBLAS 建立控制代碼（cublasCreate）時出現 CUBLAS_STATUS_NOT_INITIALIZED，表示 cuBLAS 無法在 GPU 上完成初始化；幾乎都是因為 GPU 記憶體已經被這個程式或其他程式用完，它無法配置自己的工作空間。cuBLAS 和 cuDNN 都已安裝：它們已經被載入了。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the GPU&apos;s memory is used up</source>
        <translation>不是 cuDNN 安裝問題：GPU 記憶體已經用完</translation>
    </message>
    <message>
        <source>The program asked the GPU for more memory than was free. CUDA and cuDNN are installed and working: the model, the batch or the inputs are too large for the GPU&apos;s memory, or another process holds memory on it.</source>
        <translation>程式向 GPU 要求的記憶體超過了可用的量。CUDA 和 cuDNN 都已安裝並且運作正常：是模型、批次或輸入資料對這張 GPU 的記憶體來說太大，或是有其他處理程序佔用了它的記憶體。</translation>
    </message>
    <message>
        <source>The message says: %1.</source>
        <translation>訊息中寫道：%1。</translation>
    </message>
    <message>
        <source>Check with nvidia-smi which processes hold the GPU&apos;s memory and end the ones you do not need; use a smaller batch size, smaller inputs or a smaller model (or half precision). In PyTorch, PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True reduces fragmentation; TensorFlow reserves all memory at start unless tf.config.experimental.set_memory_growth is set.</source>
        <translation>請用 nvidia-smi 查看哪些處理程序佔用了 GPU 記憶體，並結束不需要的處理程序；使用較小的批次大小、較小的輸入或較小的模型（或使用半精度）。在 PyTorch 中，設定 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True 可以減少記憶體碎片；TensorFlow 啟動時會佔用全部 GPU 記憶體，除非設定了 tf.config.experimental.set_memory_growth。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: code on the GPU accessed memory it does not own</source>
        <translation>不是 cuDNN 安裝問題：GPU 上的程式碼存取了不屬於它的記憶體</translation>
    </message>
    <message>
        <source>&quot;An illegal memory access was encountered&quot; means that a GPU kernel read or wrote outside its memory: a bug in the program, in a custom CUDA extension or in the framework, an index out of range, or now and then a failing or overclocked GPU. CUDA reports it late, so the line in the traceback may not be where it happened. An installation problem does not cause it, and after it every CUDA call of the process fails.</source>
        <translation>&quot;An illegal memory access was encountered&quot; 表示某個 GPU 核心（kernel）讀寫了超出其記憶體範圍的位置：原因可能是程式、自訂 CUDA 擴充功能或框架中的錯誤（bug）、索引超出範圍，偶爾也可能是 GPU 故障或超頻。CUDA 回報這個錯誤的時間較晚，所以 traceback 中的那一行不一定是出錯的地方。安裝問題不會造成這個錯誤；發生這個錯誤之後，這個處理程序中的每個 CUDA 呼叫都會失敗。</translation>
    </message>
    <message>
        <source>Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that fails, and check its inputs (indices, shapes); update the framework and any custom CUDA extensions; if it happens at random places, run the GPU without overclocking and watch its temperature.</source>
        <translation>請設定 CUDA_LAUNCH_BLOCKING=1 執行程式，找出失敗的運算，並檢查它的輸入（索引、形狀）；更新框架和所有自訂 CUDA 擴充功能；如果錯誤出現在隨機的位置，請取消 GPU 超頻，並留意它的溫度。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: a check inside the framework&apos;s GPU code failed (device-side assert)</source>
        <translation>不是 cuDNN 安裝問題：框架 GPU 程式碼中的一項檢查失敗了（device-side assert）</translation>
    </message>
    <message>
        <source>A device-side assert is a check in the framework&apos;s GPU code that failed, almost always because of the data: a class label outside 0 to the number of classes minus one in a loss function, or an index outside an embedding or a tensor. After it every CUDA call of the process fails.</source>
        <translation>device-side assert 表示框架 GPU 程式碼中的一項檢查失敗了，幾乎都是由資料造成的：損失函式中的類別標籤超出了 0 到類別數減 1 的範圍，或是索引超出了 embedding 或張量的範圍。發生這個錯誤之後，這個處理程序中的每個 CUDA 呼叫都會失敗。</translation>
    </message>
    <message>
        <source>The check that failed: %1.</source>
        <translation>失敗的檢查：%1。</translation>
    </message>
    <message>
        <source>Check the labels and indices: the number of classes of the model must match the data (labels from 0 to the number of classes minus one). Running once on the CPU, or with CUDA_LAUNCH_BLOCKING=1, gives a readable error at the right line. Restart the program after the fix.</source>
        <translation>請檢查標籤和索引：模型的類別數必須與資料一致（標籤範圍為 0 到類別數減 1）。先在 CPU 上執行一次，或是設定 CUDA_LAUNCH_BLOCKING=1 執行，就能在正確的程式碼行得到一則容易理解的錯誤訊息。修正後請重新啟動程式。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the framework build has no code for this GPU</source>
        <translation>不是 cuDNN 安裝問題：這個框架版本中沒有適用於這張 GPU 的程式碼</translation>
    </message>
    <message>
        <source>&quot;No kernel image is available for execution on the device&quot; (CUDA_ERROR_NO_BINARY_FOR_GPU) means that the framework, or the CUDA code, was compiled for other GPU architectures than this GPU&apos;s. The build and the GPU do not match; cuDNN has nothing to do with it.</source>
        <translation>&quot;No kernel image is available for execution on the device&quot;（CUDA_ERROR_NO_BINARY_FOR_GPU）表示框架或 CUDA 程式碼是為其他 GPU 架構編譯的，不包括這張 GPU 的架構。是框架版本與 GPU 不一致，與 cuDNN 無關。</translation>
    </message>
    <message>
        <source>The GPU has compute capability %1 (%2), which CUDA supports from CUDA %3 on.</source>
        <translation>這張 GPU 的運算能力是 %1（%2 架構），CUDA 從 CUDA %3 開始支援它。</translation>
    </message>
    <message>
        <source>The GPU has compute capability %1.</source>
        <translation>這張 GPU 的運算能力是 %1。</translation>
    </message>
    <message>
        <source>The build supports: %1.</source>
        <translation>這個版本支援的架構：%1。</translation>
    </message>
    <message>
        <source>The text names a framework build for CUDA %1.</source>
        <translation>文字中提到了為 CUDA %1 建置的框架版本。</translation>
    </message>
    <message>
        <source>Install a build of the framework made for CUDA %1 or newer, which has code for compute capability %2 (for PyTorch: the wheel for that CUDA version from pytorch.org, e.g. pip install torch --index-url https://download.pytorch.org/whl/cu%3).</source>
        <translation>請安裝為 CUDA %1 或更新版本建置的框架版本，它帶有適用於運算能力 %2 的程式碼（PyTorch：從 pytorch.org 安裝對應該 CUDA 版本的 wheel 套件，例如 pip install torch --index-url https://download.pytorch.org/whl/cu%3）。</translation>
    </message>
    <message>
        <source>Install a framework build that supports the GPU: a newer release, built for a newer CUDA, for a new GPU (a GeForce RTX 50 needs CUDA 12.8 builds); a release that still builds for it for an old GPU. For PyTorch, torch.cuda.get_arch_list() shows the architectures of the installed build.</source>
        <translation>請安裝支援這張 GPU 的框架版本：如果是新 GPU，請安裝為較新 CUDA 建置的較新版本（GeForce RTX 50 系列需要為 CUDA 12.8 建置的版本）；如果是舊 GPU，請安裝仍然為它編譯程式碼的版本。對於 PyTorch，torch.cuda.get_arch_list() 會列出已安裝版本支援的架構。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: a CPU-only build of the framework is installed</source>
        <translation>不是 cuDNN 安裝問題：安裝的是僅支援 CPU 的框架版本</translation>
    </message>
    <message>
        <source>&quot;%1&quot; means that the framework installed in that environment is its build without GPU support (pip&apos;s default build on Windows, or a CPU-only package), so it does not use CUDA or cuDNN at all.</source>
        <translation>&quot;%1&quot; 表示該環境中安裝的框架是不支援 GPU 的版本（Windows 上 pip 預設安裝的版本，或僅支援 CPU 的套件），所以它根本不會使用 CUDA 或 cuDNN。</translation>
    </message>
    <message>
        <source>Uninstall it and install the GPU build in the same environment: for PyTorch the command from pytorch.org for your CUDA version (pip install torch --index-url https://download.pytorch.org/whl/cu126, for example), for PaddlePaddle the paddlepaddle-gpu package. Check with python -c &quot;import torch; print(torch.version.cuda)&quot;.</source>
        <translation>請先解除安裝它，再在同一個環境中安裝 GPU 版本：PyTorch 請使用 pytorch.org 上對應您的 CUDA 版本的指令（例如 pip install torch --index-url https://download.pytorch.org/whl/cu126），PaddlePaddle 請安裝 paddlepaddle-gpu 套件。可以用 python -c &quot;import torch; print(torch.version.cuda)&quot; 檢查。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver&apos;s library %1 is not found</source>
        <translation>不是 cuDNN 安裝問題：找不到 NVIDIA 驅動程式的函式庫 %1</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver is too old for the CUDA version the program uses</source>
        <translation>不是 cuDNN 安裝問題：NVIDIA 驅動程式太舊，不支援程式使用的 CUDA 版本</translation>
    </message>
    <message>
        <source>&quot;CUDA driver version is insufficient for CUDA runtime version&quot; (CUDA error 35) means that the program&apos;s CUDA runtime is newer than the driver supports. cuDNN is not involved.</source>
        <translation>&quot;CUDA driver version is insufficient for CUDA runtime version&quot;（CUDA 錯誤 35）表示程式使用的 CUDA 執行階段比驅動程式支援的版本更新。這與 cuDNN 無關。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to one that supports the program&apos;s CUDA version (nvidia-smi shows, top right, the newest CUDA the driver supports), or use a build of the program for an older CUDA.</source>
        <translation>請把 NVIDIA 驅動程式更新到支援該程式 CUDA 版本的版本（nvidia-smi 輸出的右上角會顯示驅動程式支援的最高 CUDA 版本），或是使用為較舊 CUDA 建置的程式版本。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the NVIDIA driver and its kernel module are of different versions</source>
        <translation>不是 cuDNN 安裝問題：NVIDIA 驅動程式與它的核心模組版本不一致</translation>
    </message>
    <message>
        <source>The driver was updated while the old kernel module is still loaded.</source>
        <translation>驅動程式已經更新，但系統中載入的仍是舊的核心模組。</translation>
    </message>
    <message>
        <source>Restart the computer.</source>
        <translation>請重新啟動電腦。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the program found no working NVIDIA driver</source>
        <translation>不是 cuDNN 安裝問題：程式找不到可用的 NVIDIA 驅動程式</translation>
    </message>
    <message>
        <source>The program found no NVIDIA driver, or no GPU through it (&quot;%1&quot;). Without the driver nothing of CUDA or cuDNN can run; the cuDNN files are not the problem.</source>
        <translation>程式找不到 NVIDIA 驅動程式，或是透過驅動程式找不到 GPU（&quot;%1&quot;）。沒有驅動程式，CUDA 和 cuDNN 都無法執行；問題不在 cuDNN 的檔案。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver and check that nvidia-smi lists the GPU; in a container, start it with the GPU (docker run --gpus all, with the NVIDIA Container Toolkit). A computer without an NVIDIA GPU must run the program on the CPU.</source>
        <translation>請安裝 NVIDIA 驅動程式，並確認 nvidia-smi 能列出 GPU；如果在容器中，請在啟動容器時允許它使用 GPU（docker run --gpus all，需要 NVIDIA Container Toolkit）。沒有 NVIDIA GPU 的電腦只能在 CPU 上執行程式。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the GPU stopped responding (it fell off the bus)</source>
        <translation>不是 cuDNN 安裝問題：GPU 停止回應（從匯流排上斷線了）</translation>
    </message>
    <message>
        <source>The driver lost contact with the GPU (&quot;fallen off the bus&quot;, Xid 79): a hardware or power problem — the power supply or its cables, the PCIe slot or a riser, overheating — or more rarely a driver fault. Nothing in the software installation causes it.</source>
        <translation>驅動程式與 GPU 失去了聯繫（&quot;fallen off the bus&quot;，Xid 79）：這是硬體或供電問題 — 電源供應器或其線材、PCIe 插槽或延長線（riser）、過熱 — 較少見的是驅動程式故障。軟體安裝中的任何問題都不會造成這種情況。</translation>
    </message>
    <message>
        <source>Restart; check the GPU&apos;s power cables and seating, the power supply&apos;s capacity and the temperatures (nvidia-smi -q -d TEMPERATURE,POWER); update the driver; if it happens again, try the card in another slot or computer.</source>
        <translation>請重新啟動；檢查 GPU 的電源線以及顯示卡是否插穩、電源供應器的功率是否足夠，以及溫度（nvidia-smi -q -d TEMPERATURE,POWER）；更新驅動程式；如果再次發生，請把顯示卡換到另一個插槽或另一台電腦上試試。</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: NCCL, the library that connects the GPUs in distributed training, failed</source>
        <translation>不是 cuDNN 安裝問題：NCCL（分散式訓練中連接各 GPU 的函式庫）發生錯誤</translation>
    </message>
    <message>
        <source>NCCL carries data between GPUs and computers; its errors come from the network between the computers (an unreachable address, the wrong network interface, a firewall), from shared memory limits in containers, or from a GPU problem on one of the processes. cuDNN is not involved.</source>
        <translation>NCCL 負責在 GPU 之間和電腦之間傳輸資料；它的錯誤來自電腦之間的網路（位址無法連線、網路介面選錯、防火牆），來自容器中的共用記憶體限制，或是來自某個處理程序上的 GPU 問題。這與 cuDNN 無關。</translation>
    </message>
    <message>
        <source>Run with NCCL_DEBUG=INFO to see the call that fails; between computers, set NCCL_SOCKET_IFNAME to the interface they reach each other on and open the ports; in Docker, give the container more shared memory (--shm-size, or --ipc=host).</source>
        <translation>請設定 NCCL_DEBUG=INFO 執行，查看失敗的呼叫；在多台電腦之間，請把 NCCL_SOCKET_IFNAME 設為它們互相連通的網路介面，並開放連接埠；在 Docker 中，請為容器配置更多共用記憶體（--shm-size，或 --ipc=host）。</translation>
    </message>
    <message>
        <source>A library</source>
        <translation>某個函式庫</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: the Python package %1 could not load its own DLLs</source>
        <translation>不是 cuDNN 安裝問題：Python 套件 %1 無法載入它自己的 DLL</translation>
    </message>
    <message>
        <source>Not a cuDNN installation problem: %1 could not be loaded, and it is not part of CUDA or cuDNN</source>
        <translation>不是 cuDNN 安裝問題：無法載入 %1，而它不屬於 CUDA 或 cuDNN</translation>
    </message>
    <message>
        <source>Python could not load a DLL of the package %1 (&quot;DLL load failed&quot;): a broken or mismatched installation of that package, such as one built for another Python version or a 32-bit Python, or a missing Microsoft C++ runtime.</source>
        <translation>Python 無法載入套件 %1 的某個 DLL（&quot;DLL load failed&quot;）：這個套件安裝得有問題或不相符，例如它是為其他 Python 版本或 32 位元 Python 建置的，或是缺少 Microsoft C++ 執行階段函式庫。</translation>
    </message>
    <message>
        <source>%1 is the system&apos;s OpenGL library, which OpenCV (cv2) loads; servers, WSL and containers often do not have it.</source>
        <translation>%1 是系統的 OpenGL 函式庫，OpenCV（cv2）會載入它；伺服器、WSL 和容器中通常沒有它。</translation>
    </message>
    <message>
        <source>%1 is not part of CUDA, cuDNN or the NVIDIA driver.</source>
        <translation>%1 不屬於 CUDA、cuDNN 或 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>Reinstall %1 in that environment (pip install --force-reinstall %1) with a 64-bit Python of a version it supports, and install the Microsoft Visual C++ Redistributable (x64).</source>
        <translation>請在那個環境中用它支援的 64 位元 Python 版本重新安裝 %1（pip install --force-reinstall %1），並安裝 Microsoft Visual C++ Redistributable (x64)。</translation>
    </message>
    <message>
        <source>Install the system&apos;s OpenGL library (Debian and Ubuntu: sudo apt install libgl1), or use the package opencv-python-headless instead of opencv-python, which needs no OpenGL.</source>
        <translation>請安裝系統的 OpenGL 函式庫（Debian 和 Ubuntu：sudo apt install libgl1），或是改用不需要 OpenGL 的 opencv-python-headless 套件來取代 opencv-python。</translation>
    </message>
    <message>
        <source>Reinstall the package that brought %1 (for a file in torch\lib, PyTorch: pip install --force-reinstall torch with the index URL of its CUDA build); a 32-bit Python cannot load 64-bit DLLs.</source>
        <translation>請重新安裝帶入 %1 的那個套件（對於 torch\lib 中的檔案，就是 PyTorch：使用其 CUDA 版本的 index URL 執行 pip install --force-reinstall torch）；32 位元 Python 無法載入 64 位元 DLL。</translation>
    </message>
    <message>
        <source>Install the package that provides %1 (on Debian and Ubuntu, apt-file search %1 names it), or reinstall the program or Python package that needs it.</source>
        <translation>請安裝提供 %1 的套件（在 Debian 和 Ubuntu 上，apt-file search %1 可以查出是哪個套件），或是重新安裝需要它的程式或 Python 套件。</translation>
    </message>
    <message>
        <source>Not a problem: TensorFlow&apos;s messages about registering its %1 plug-ins twice are harmless</source>
        <translation>不是問題：TensorFlow 關於重複註冊 %1 外掛程式的訊息是無害的</translation>
    </message>
    <message>
        <source>TensorFlow 2.14 to 2.16 print &quot;Unable to register cuDNN factory&quot; (and the same for cuFFT and cuBLAS) at every start, at error level, because their plug-ins are registered a second time. They say nothing about the installation: cuDNN was found. If the program fails, the cause is in other lines of its output.</source>
        <translation>TensorFlow 2.14 到 2.16 每次啟動時都會以錯誤（error）層級輸出 &quot;Unable to register cuDNN factory&quot;（cuFFT 和 cuBLAS 也有同樣的訊息），這是因為它們的外掛程式被註冊了第二次。這些訊息與安裝狀況無關：cuDNN 已經找到了。如果程式執行失敗，原因在輸出的其他行中。</translation>
    </message>
    <message>
        <source>Nothing, for these lines. If something does not work, look further in the output for the error that stopped the program and paste that; TF_CPP_MIN_LOG_LEVEL=3 hides these messages.</source>
        <translation>對於這些行，不需要做任何事。如果有東西無法正常運作，請在輸出中繼續尋找讓程式停止的錯誤，並貼上那部分；設定 TF_CPP_MIN_LOG_LEVEL=3 可以隱藏這些訊息。</translation>
    </message>
</context>
<context>
    <name>NvidiaArchiveChecksums</name>
    <message>
        <source>The mirror&apos;s list gives %1 the SHA-256 %2 (%3 bytes), but NVIDIA published %4 (%5 bytes) for that file: the mirror holds another file under NVIDIA&apos;s name, and it was not downloaded. Ask whoever runs the mirror to rebuild it from NVIDIA&apos;s files (cudnn-setup mirror), or download from NVIDIA.</source>
        <translation>鏡像站的檔案清單列出 %1 的 SHA-256 為 %2（%3 位元組），但 NVIDIA 為這個檔案公布的是 %4（%5 位元組）：鏡像站以 NVIDIA 的檔名存放了另一個檔案，因此沒有下載它。請讓鏡像站的管理者用 NVIDIA 的檔案重建鏡像站（cudnn-setup mirror），或者直接從 NVIDIA 下載。</translation>
    </message>
</context>
<context>
    <name>NvidiaSmiParser</name>
    <message>
        <source>nvidia-smi printed no driver version (neither &quot;Driver Version&quot; nor &quot;KMD Version&quot;).</source>
        <translation>nvidia-smi 沒有輸出驅動程式版本（既沒有「Driver Version」，也沒有「KMD Version」）。</translation>
    </message>
    <message>
        <source>nvidia-smi --version printed no driver version.</source>
        <translation>nvidia-smi --version 沒有輸出驅動程式版本。</translation>
    </message>
    <message>
        <source>nvidia-smi printed a line that is not a GPU row: &quot;%1&quot;</source>
        <translation>nvidia-smi 輸出了一行不是 GPU 資訊的內容：「%1」</translation>
    </message>
    <message>
        <source>nvidia-smi printed a GPU row that could not be read: &quot;%1&quot;</source>
        <translation>nvidia-smi 輸出的一行 GPU 資訊無法解析：「%1」</translation>
    </message>
    <message>
        <source>nvidia-smi printed a driver version that is not a version number: %1</source>
        <translation>nvidia-smi 輸出的驅動程式版本不是有效的版本號碼：%1</translation>
    </message>
</context>
<context>
    <name>PlaceFileOperation</name>
    <message>
        <source>%1 is in use by another program (a Python or a notebook that loaded cuDNN?). Close it and try again.</source>
        <translation>%1 正被其他程式使用（是否有載入了 cuDNN 的 Python 或 notebook？）。請關閉該程式，然後再試一次。</translation>
    </message>
    <message>
        <source>%1 is in use by %2. Close that program and try again.</source>
        <translation>%1 正被 %2 使用。請關閉該程式，然後再試一次。</translation>
    </message>
    <message>
        <source>Replace %1</source>
        <translation>取代 %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>新增 %1</translation>
    </message>
    <message>
        <source>The unpacked file %1 is missing; unpack the archive again.</source>
        <translation>解壓縮出的檔案 %1 不見了；請重新解壓縮壓縮檔。</translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation>安裝期間，%1 被其他程式變更了。</translation>
    </message>
    <message>
        <source>%1 was changed after the install; it was left as it is.</source>
        <translation>%1 在安裝後被變更過；已保持原樣。</translation>
    </message>
    <message>
        <source>The backup of %1 is missing (%2); the file was left as installed.</source>
        <translation>%1 的備份不見了（%2）；該檔案保持安裝後的狀態。</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>for all users</source>
        <translation>供所有使用者使用</translation>
    </message>
    <message>
        <source>for this user</source>
        <translation>僅供此使用者使用</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>Files to write: %1 (%2 new, %3 replacing existing files)</source>
        <translation>要寫入的檔案：%1 個（%2 個新檔案，%3 個取代現有檔案）</translation>
    </message>
    <message>
        <source>Files to write: %1 (%2 new, %3 replacing cuDNN %4)</source>
        <translation>要寫入的檔案：%1 個（%2 個新檔案，%3 個取代 cuDNN %4 的檔案）</translation>
    </message>
    <message>
        <source>Files of the older copy to remove, so no sub-libraries of two releases mix: %1</source>
        <translation>要移除的舊副本檔案（避免兩個版本的子函式庫混用）：%1 個</translation>
    </message>
    <message>
        <source>Folders to create:</source>
        <translation>要建立的資料夾：</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>環境：</translation>
    </message>
    <message>
        <source>  %1: &quot;%2&quot; → &quot;%3&quot; (in %4)</source>
        <translation>  %1：「%2」→「%3」（位於 %4）</translation>
    </message>
    <message>
        <source>Environment: no change needed.</source>
        <translation>環境：不需要變更。</translation>
    </message>
    <message>
        <source>Disk space: %1 to install, %2 available</source>
        <translation>磁碟空間：安裝需要 %1，可用 %2</translation>
    </message>
    <message>
        <source>Administrator rights are needed to write in: %1</source>
        <translation>寫入以下位置需要系統管理員權限：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Cannot install: %1</source>
        <translation>無法安裝：%1</translation>
    </message>
    <message>
        <source>Left alone: %1</source>
        <translation>保持不動：%1</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>已保留：%1</translation>
    </message>
    <message numerus="yes">
        <source>Already in place and identical: %n file(s)</source>
        <translation>
            <numerusform>已就位且完全相同：%n 個檔案</numerusform>
        </translation>
    </message>
    <message>
        <source>Activation script (source it for your own programs): %1</source>
        <translation>啟用指令碼（執行您自己的程式前先 source 它）：%1</translation>
    </message>
    <message>
        <source>Kept off every program&apos;s library path, because there it would change what these frameworks load (--library-path everywhere does it anyway):</source>
        <translation>沒有加入每個程式的函式庫搜尋路徑，因為那樣會改變以下框架載入的內容（如仍要加入，請使用 --library-path everywhere）：</translation>
    </message>
    <message>
        <source>Frameworks this install changes:</source>
        <translation>本次安裝會影響的框架：</translation>
    </message>
    <message>
        <source>For all users of this computer: %1.</source>
        <translation>為這台電腦的所有使用者：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) go into %1.</source>
        <translation>
            <numerusform>%n 個檔案放入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 becomes %2 (%3).</source>
        <translation>%1 變為 %2（%3）。</translation>
    </message>
    <message>
        <source>unset</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>Everything can be undone later with Uninstall.</source>
        <translation>之後可以用「解除安裝」復原所有變更。</translation>
    </message>
    <message>
        <source>Cancelled. Everything the install had changed was undone: your system is as it was.</source>
        <translation>已取消。安裝所做的所有變更都已復原：您的系統已恢復原狀。</translation>
    </message>
    <message>
        <source>Cancelled. The install was rolled back.</source>
        <translation>已取消。安裝已還原。</translation>
    </message>
    <message>
        <source>The install failed, and everything it had changed was undone: your system is as it was before.</source>
        <translation>安裝失敗，它所做的所有變更都已復原：您的系統已恢復到安裝之前的狀態。</translation>
    </message>
    <message>
        <source>The install failed.</source>
        <translation>安裝失敗。</translation>
    </message>
    <message>
        <source>Some changes could not be undone; they are listed below.</source>
        <translation>有些變更無法復原，詳見下方清單。</translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <source>The cuDNN check program (cudnn-probe) is not part of this build: it needs the CUDA Toolkit at build time. The cuDNN files can still be found and compared, but not loaded or run.</source>
        <translation>這個版本的程式沒有包含 cuDNN 檢查程式（cudnn-probe）：建置它時需要 CUDA 工具套件。仍然可以尋找並比較 cuDNN 檔案，但無法載入或執行它們。</translation>
    </message>
    <message>
        <source>The cuDNN check program was not found at %1, so cuDNN could not be loaded and checked. If the path comes from CUDNN_SETUP_PROBE, correct or unset that variable; otherwise reinstall the wizard, which ships cudnn-probe beside its own program.</source>
        <translation>在 %1 找不到 cuDNN 檢查程式，因此無法載入並檢查 cuDNN。如果這個路徑來自 CUDNN_SETUP_PROBE，請更正該變數或取消設定它；否則請重新安裝精靈，精靈會把 cudnn-probe 放在它自己的程式旁邊。</translation>
    </message>
    <message>
        <source>The cuDNN check program %1 could not be started (%2). Check that the file is executable and built for this system; reinstalling the wizard restores it.</source>
        <translation>無法啟動 cuDNN 檢查程式 %1（%2）。請確認該檔案可以執行，並且是為這個系統建置的；重新安裝精靈即可恢復它。</translation>
    </message>
    <message>
        <source>Its last message: %1</source>
        <translation>它的最後一則訊息：%1</translation>
    </message>
    <message>
        <source>The cuDNN check was cancelled and its program stopped.</source>
        <translation>cuDNN 檢查已取消，其程式已停止。</translation>
    </message>
    <message numerus="yes">
        <source>The cuDNN check did not answer within %n second(s) and was stopped. A hung NVIDIA driver can cause this (restarting the computer usually clears it); so can a very slow disk or another program keeping the GPU busy.</source>
        <translation>
            <numerusform>cuDNN 檢查在 %n 秒內沒有回應，已被停止。NVIDIA 驅動程式卡住可能會造成這種情況（重新啟動電腦通常就能解決）；磁碟非常慢，或其他程式佔用 GPU，也可能造成這種情況。</numerusform>
        </translation>
    </message>
    <message>
        <source>The cuDNN check stopped unexpectedly (it crashed). This usually means a cuDNN library is missing or from another release: cuDNN aborts the program that loads it when one of its parts cannot be loaded. A damaged NVIDIA driver can do the same. Programs that use this cuDNN copy would stop the same way.</source>
        <translation>cuDNN 檢查意外停止（當掉了）。這通常表示某個 cuDNN 函式庫遺失或來自其他版本：當 cuDNN 的某個部分無法載入時，cuDNN 會中止載入它的程式。NVIDIA 驅動程式損壞也可能造成相同的結果。使用這份 cuDNN 的程式也會以同樣的方式停止。</translation>
    </message>
    <message>
        <source>The cuDNN check program refused its arguments (exit code 2). The program beside the wizard probably comes from another version of the wizard; reinstall the wizard.</source>
        <translation>cuDNN 檢查程式拒絕了傳給它的參數（結束代碼 2）。精靈旁邊的這個程式可能來自其他版本的精靈；請重新安裝精靈。</translation>
    </message>
    <message>
        <source>The cuDNN check ended with an error (exit code %1) instead of giving a result.</source>
        <translation>cuDNN 檢查以錯誤結束（結束代碼 %1），沒有產生結果。</translation>
    </message>
    <message>
        <source>The cuDNN check finished, but its answer could not be read (%1 bytes that are not one JSON object). The program beside the wizard may be damaged or from another version; reinstall the wizard.</source>
        <translation>cuDNN 檢查已完成，但無法讀取它的回應（%1 個位元組，不是一個 JSON 物件）。精靈旁邊的程式可能已損壞或來自其他版本；請重新安裝精靈。</translation>
    </message>
    <message>
        <source>The cuDNN check answered in a format this wizard does not know (schema %1, expected 1). The program beside the wizard comes from another version; reinstall the wizard.</source>
        <translation>cuDNN 檢查回應的格式是這個精靈不認得的（schema %1，預期為 1）。精靈旁邊的程式來自其他版本；請重新安裝精靈。</translation>
    </message>
    <message>
        <source>The cuDNN check answered a different question (&quot;%1&quot; instead of &quot;%2&quot;). The program beside the wizard comes from another version; reinstall the wizard.</source>
        <translation>cuDNN 檢查回應的是另一個問題（「%1」，而不是「%2」）。精靈旁邊的程式來自其他版本；請重新安裝精靈。</translation>
    </message>
</context>
<context>
    <name>ProgramLoadAnswer</name>
    <message>
        <source>The helper program could not tell: %1</source>
        <translation>輔助程式無法判斷：%1</translation>
    </message>
    <message>
        <source>No cuDNN loads by name on this computer: the system found none of %1.</source>
        <translation>這台電腦上無法依名稱載入任何 cuDNN：系統找不到 %1 中的任何一個。</translation>
    </message>
    <message>
        <source>The loader said: %1</source>
        <translation>動態連結器的訊息：%1</translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2, which is cuDNN %3.</source>
        <translation>請求 %1 的程式會得到 %2，它是 cuDNN %3。</translation>
    </message>
    <message>
        <source>A program asking for %1 gets %2; its version could not be read (%3).</source>
        <translation>請求 %1 的程式會得到 %2；無法讀取它的版本（%3）。</translation>
    </message>
</context>
<context>
    <name>ProvisionChoices</name>
    <message>
        <source>The archive is to come from a mirror, but no mirror is named (source.mirror or --mirror).</source>
        <translation>壓縮檔應來自鏡像站，但沒有指定鏡像站（source.mirror 或 --mirror）。</translation>
    </message>
    <message>
        <source>The archive is to be a local file, but none is named (source.archive or --archive).</source>
        <translation>壓縮檔應為本機檔案，但沒有指定檔案（source.archive 或 --archive）。</translation>
    </message>
    <message>
        <source>With a local archive, the archive decides the release and the CUDA major: leave out release.cudnn, release.cuda, --release and --cuda.</source>
        <translation>使用本機壓縮檔時，版本和 CUDA 主版本號由壓縮檔決定：請移除 release.cudnn、release.cuda、--release 和 --cuda。</translation>
    </message>
    <message>
        <source>A target folder is given, but the layout is not side-by-side (install.layout or --layout).</source>
        <translation>指定了目標資料夾，但配置方式不是並列安裝（install.layout 或 --layout）。</translation>
    </message>
    <message>
        <source>The CUDA pieces are to be installed, but no folder with NVIDIA&apos;s CUDA redist is named (install.cuda-from or --cuda-from).</source>
        <translation>要安裝 CUDA 元件，但沒有指定包含 NVIDIA CUDA redist 的資料夾（install.cuda-from 或 --cuda-from）。</translation>
    </message>
    <message>
        <source>A CUDA redist folder is named, but no CUDA pieces are asked for (install.cuda or --with-cuda).</source>
        <translation>指定了 CUDA redist 資料夾，但沒有要求安裝 CUDA 元件（install.cuda 或 --with-cuda）。</translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new toolkit folder: they cannot be combined with layout = side-by-side.</source>
        <translation>CUDA 元件和 cuDNN 會裝入同一個新的工具套件資料夾：不能與 layout = side-by-side 一起使用。</translation>
    </message>
    <message>
        <source>A CUDA release is named (install.cuda-release or --cuda-release), but the CUDA pieces do not come from an http(s) address: a folder holds the releases it holds. Leave the release out.</source>
        <translation>指定了 CUDA 版本（install.cuda-release 或 --cuda-release），但 CUDA 元件並非來自 http(s) 位址：資料夾裡有哪些版本就用哪些版本。請移除這個版本設定。</translation>
    </message>
    <message>
        <source>%1 is plain http://, which is not encrypted: anyone on the network between could change the files and the checksums that come with them. Use its https:// address or a folder, or set allow-insecure-mirror = true in [source] (--allow-insecure-mirror) if this network is one you trust.</source>
        <translation>%1 是純 http:// 位址，不加密：途經網路上的任何人都可能竄改檔案以及隨附的檢查碼。請改用它的 https:// 位址或一個資料夾；如果你信任這個網路，也可以在 [source] 中設定 allow-insecure-mirror = true（--allow-insecure-mirror）。</translation>
    </message>
</context>
<context>
    <name>ProvisionCommand</name>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>無法將報告寫入 %1：%2</translation>
    </message>
    <message>
        <source>The answer file %1 has mistakes; nothing was done.</source>
        <translation>應答檔 %1 有錯誤；沒有做任何事。</translation>
    </message>
    <message>
        <source>The answers do not fit together; nothing was done.</source>
        <translation>這些回答彼此衝突；沒有做任何事。</translation>
    </message>
    <message>
        <source>The log %1 cannot be written (%2); the log is still kept in %3.</source>
        <translation>無法寫入記錄 %1（%2）；記錄仍會保留在 %3。</translation>
    </message>
    <message>
        <source>Read every answer from this INI file (docs/answer-file.md); flags given as well win over it.</source>
        <translation>從這個 INI 應答檔讀取所有回答（docs/answer-file.md）；另外指定的選項優先於檔案。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s cuDNN license (nothing is downloaded or installed without it).</source>
        <translation>接受 NVIDIA 的 cuDNN 授權合約（不接受則不下載、不安裝任何內容）。</translation>
    </message>
    <message>
        <source>Do not check the copy after installing it.</source>
        <translation>安裝後不檢查該副本。</translation>
    </message>
    <message>
        <source>Time a convolution after installing.</source>
        <translation>安裝後測量一個卷積的執行時間。</translation>
    </message>
    <message>
        <source>Also write the log to &lt;file&gt; (appended).</source>
        <translation>同時將記錄寫入 &lt;檔案&gt;（附加）。</translation>
    </message>
    <message>
        <source>Write the JSON report to &lt;file&gt;.</source>
        <translation>把 JSON 報告寫入 &lt;檔案&gt;。</translation>
    </message>
    <message>
        <source>Install unattended, from an answer file or flags, and write a JSON report (lab machines, fleets).</source>
        <translation>從應答檔或指令列選項無人值守地安裝，並寫出 JSON 報告（實驗室電腦、大量部署）。</translation>
    </message>
    <message>
        <source>Give either --mirror or --archive, not both: the archive comes from one place.</source>
        <translation>請指定 --mirror 或 --archive 其中之一，不能同時指定：壓縮檔只能來自一個地方。</translation>
    </message>
</context>
<context>
    <name>ProvisionOutcome</name>
    <message>
        <source>Verification: %1</source>
        <translation>驗證：%1</translation>
    </message>
    <message>
        <source>Findings after the run:</source>
        <translation>執行後的診斷結果：</translation>
    </message>
    <message>
        <source>Restart the computer so that services and signed-in users see the new environment.</source>
        <translation>請重新啟動電腦，讓服務和已登入的使用者取得新的環境。</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <translation>記錄：%1</translation>
    </message>
</context>
<context>
    <name>Provisioner</name>
    <message>
        <source>NVIDIA&apos;s cuDNN licence was not accepted, so nothing was downloaded or installed.</source>
        <translation>沒有接受 NVIDIA 的 cuDNN 授權合約，因此沒有下載或安裝任何內容。</translation>
    </message>
    <message>
        <source>An earlier install on this machine was interrupted.</source>
        <translation>這台電腦上先前的一次安裝被中斷了。</translation>
    </message>
    <message>
        <source>Scanning the machine...</source>
        <translation>正在掃描這台電腦...</translation>
    </message>
    <message>
        <source>The CUDA Toolkit folder %1 does not exist on this machine.</source>
        <translation>這台電腦上不存在 CUDA 工具套件資料夾 %1。</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit in %1 first, or correct install.cuda-root (--cuda-root).</source>
        <translation>請先在 %1 中安裝 CUDA 工具套件，或者更正 install.cuda-root（--cuda-root）。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found to install cuDNN into.</source>
        <translation>找不到可以安裝 cuDNN 的 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>Install the CUDA Toolkit first, name its folder with install.cuda-root (--cuda-root), or install side by side (layout = side-by-side).</source>
        <translation>請先安裝 CUDA 工具套件，用 install.cuda-root（--cuda-root）指定它的資料夾，或者改為並列安裝（layout = side-by-side）。</translation>
    </message>
    <message>
        <source>The archive %1 is not on this machine.</source>
        <translation>這台電腦上沒有壓縮檔 %1。</translation>
    </message>
    <message>
        <source>Copy it there first, or correct source.archive (--archive).</source>
        <translation>請先將它複製到那裡，或者更正 source.archive（--archive）。</translation>
    </message>
    <message>
        <source>Name one with release.cudnn and release.cuda (--release and --cuda) to install it anyway.</source>
        <translation>如果仍要安裝，請用 release.cudnn 和 release.cuda（--release 和 --cuda）指定一個版本。</translation>
    </message>
    <message>
        <source>No cuDNN build could be chosen for this machine.</source>
        <translation>無法為這台電腦選出 cuDNN 版本。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Reading the release manifest from %1...</source>
        <translation>正在從 %1 讀取版本清單...</translation>
    </message>
    <message>
        <source>The archive could not be obtained; nothing was changed.</source>
        <translation>無法取得壓縮檔；沒有做任何變更。</translation>
    </message>
    <message>
        <source>Dry run: cuDNN %1 for CUDA %2 would be downloaded and installed; nothing was changed.</source>
        <translation>試執行：將會下載並安裝適用於 CUDA %2 的 cuDNN %1；沒有做任何變更。</translation>
    </message>
    <message>
        <source>Getting %1 (%2)...</source>
        <translation>正在取得 %1（%2）...</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小不明</translation>
    </message>
    <message>
        <source>The archive could not be downloaded; nothing was changed.</source>
        <translation>無法下載壓縮檔；沒有做任何變更。</translation>
    </message>
    <message>
        <source>The verified archive was already in the cache %1.</source>
        <translation>快取 %1 中已有驗證通過的壓縮檔。</translation>
    </message>
    <message>
        <source>Downloaded and verified %1.</source>
        <translation>已下載並驗證 %1。</translation>
    </message>
    <message>
        <source>Download %1 (%2) from %3 into %4, and check its SHA-256 %5.</source>
        <translation>從 %3 下載 %1（%2）到 %4，並驗證其 SHA-256 %5。</translation>
    </message>
    <message>
        <source>Install it into the CUDA Toolkit %1 (%2).</source>
        <translation>將它安裝到 CUDA 工具套件 %1 中（%2）。</translation>
    </message>
    <message>
        <source>Install it side by side in %1 (%2).</source>
        <translation>將它並列安裝在 %1 中（%2）。</translation>
    </message>
    <message>
        <source>the default folder</source>
        <translation>預設資料夾</translation>
    </message>
    <message>
        <source>Set the environment variables and loader settings.</source>
        <translation>設定環境變數和動態連結器設定。</translation>
    </message>
    <message>
        <source>Leave the environment variables and loader settings alone.</source>
        <translation>不變更環境變數和動態連結器設定。</translation>
    </message>
    <message>
        <source>Verify the copy with cudnn-probe.</source>
        <translation>用 cudnn-probe 驗證該副本。</translation>
    </message>
    <message>
        <source>Time a convolution.</source>
        <translation>測量一個卷積的執行時間。</translation>
    </message>
    <message>
        <source>for all users</source>
        <translation>給所有使用者</translation>
    </message>
    <message>
        <source>for this user</source>
        <translation>給此使用者</translation>
    </message>
    <message>
        <source>Unpacking %1...</source>
        <translation>正在解壓縮 %1...</translation>
    </message>
    <message>
        <source>The archive could not be unpacked; nothing was changed.</source>
        <translation>無法解壓縮壓縮檔；沒有做任何變更。</translation>
    </message>
    <message>
        <source>cuDNN %1 cannot be installed here; nothing was changed.</source>
        <translation>無法在這裡安裝 cuDNN %1；沒有做任何變更。</translation>
    </message>
    <message>
        <source>Already in the desired state: cuDNN %1 is installed in %2 exactly as the archive has it; nothing was changed.</source>
        <translation>已處於期望狀態：%2 中安裝的 cuDNN %1 與壓縮檔完全一致；沒有做任何變更。</translation>
    </message>
    <message>
        <source>Dry run: %1 would be installed; nothing was changed.</source>
        <translation>試執行：將會安裝 %1；沒有做任何變更。</translation>
    </message>
    <message>
        <source>Installing %1 needs administrator rights; nothing was changed.</source>
        <translation>安裝 %1 需要系統管理員權限；沒有做任何變更。</translation>
    </message>
    <message>
        <source>These folders cannot be written by this account: %1. Run the provisioning as root (sudo) or as an administrator (SYSTEM), or install for this user only: scope = user and layout = side-by-side.</source>
        <translation>此帳戶無法寫入這些資料夾：%1。請以 root（sudo）或系統管理員（SYSTEM）身分執行部署，或者只為此使用者安裝：scope = user 且 layout = side-by-side。</translation>
    </message>
    <message>
        <source>The install could not start; nothing was changed.</source>
        <translation>安裝無法開始；沒有做任何變更。</translation>
    </message>
    <message>
        <source>Installing %1...</source>
        <translation>正在安裝 %1...</translation>
    </message>
    <message>
        <source>The install of %1 failed, and everything it changed was undone.</source>
        <translation>%1 的安裝失敗了，它所做的全部變更都已還原。</translation>
    </message>
    <message>
        <source>The install of %1 failed.</source>
        <translation>%1 的安裝失敗了。</translation>
    </message>
    <message>
        <source>Installed %1 (record %2).</source>
        <translation>已安裝 %1（紀錄 %2）。</translation>
    </message>
    <message>
        <source>Verifying the copy in %1...</source>
        <translation>正在驗證 %1 中的副本...</translation>
    </message>
    <message>
        <source>cuDNN %1 is installed in %2, but it does not verify.</source>
        <translation>cuDNN %1 已安裝在 %2 中，但沒有通過驗證。</translation>
    </message>
    <message>
        <source>Timing a convolution...</source>
        <translation>正在測量一個卷積的執行時間...</translation>
    </message>
    <message>
        <source>Diagnosing the result...</source>
        <translation>正在診斷結果...</translation>
    </message>
    <message>
        <source>Read the licence at %1, then add accept-cudnn-license = yes to the [license] section of the answer file, or give --accept-license.</source>
        <translation>請閱讀 %1 上的授權合約，然後在應答檔的 [license] 區段中加上 accept-cudnn-license = yes，或者使用 --accept-license。</translation>
    </message>
    <message>
        <source>A CUDA Toolkit is already in %1: cuDNN goes into it, and no CUDA pieces are needed.</source>
        <translation>%1 中已有 CUDA 工具套件：cuDNN 會裝入其中，不需要 CUDA 元件。</translation>
    </message>
    <message>
        <source>Install CUDA %1 (%2: %3) from %4 with it, into a new toolkit (%5).</source>
        <translation>同時從 %4 安裝 CUDA %1（%2：%3），裝入一個新的工具套件（%5）。</translation>
    </message>
    <message>
        <source>The CUDA pieces cannot be installed; nothing was changed.</source>
        <translation>無法安裝 CUDA 元件；未做任何變更。</translation>
    </message>
    <message>
        <source>CUDA %1 (%2) comes with cuDNN into %3.</source>
        <translation>CUDA %1（%2）將與 cuDNN 一起裝入 %3。</translation>
    </message>
    <message>
        <source>Download the CUDA %1 pieces (%2) from %3, and install them with it into a new toolkit (%4).</source>
        <translation>從 %3 下載 CUDA %1 元件（%2），並和它一起安裝到新的工具套件中（%4）。</translation>
    </message>
</context>
<context>
    <name>RecordsCommand</name>
    <message>
        <source>Uninstalled %1.</source>
        <translation>已解除安裝 %1。</translation>
    </message>
    <message>
        <source>Rolled back %1: the system is as it was before.</source>
        <translation>已還原 %1：系統已恢復到安裝之前的狀態。</translation>
    </message>
    <message>
        <source>No installs made by cudnn-setup were found.
</source>
        <translation>沒有找到 cudnn-setup 所做的安裝。
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
        <translation>    已中斷：請執行 `cudnn-setup resume %1` 繼續完成它，或執行 `cudnn-setup rollback %1` 還原它。
</translation>
    </message>
    <message>
        <source>There is no finished install to uninstall (see `cudnn-setup status`).</source>
        <translation>沒有可以解除安裝的已完成安裝（參見 `cudnn-setup status`）。</translation>
    </message>
    <message>
        <source>%1 is %2: it cannot be uninstalled.</source>
        <translation>%1 的狀態是「%2」：無法解除安裝。</translation>
    </message>
    <message>
        <source>%1 was later installed over by %2 (record %3): uninstall that one first, which brings this one back, then this one.</source>
        <translation>%1 之後被 %2（紀錄 %3）覆蓋安裝了：請先解除安裝 %2（這會讓 %1 恢復），然後再解除安裝 %1。</translation>
    </message>
    <message>
        <source>Nothing to roll back: no install was interrupted.
</source>
        <translation>沒有需要還原的項目：沒有被中斷的安裝。
</translation>
    </message>
    <message>
        <source>%1 finished; use `cudnn-setup uninstall %2` to remove it.</source>
        <translation>%1 已經完成安裝；請使用 `cudnn-setup uninstall %2` 移除它。</translation>
    </message>
    <message>
        <source>%1 is already %2.
</source>
        <translation>%1 已處於「%2」狀態。
</translation>
    </message>
    <message>
        <source>Nothing to resume: no install was interrupted.
</source>
        <translation>沒有需要繼續完成的項目：沒有被中斷的安裝。
</translation>
    </message>
    <message>
        <source>Finished installing %1.</source>
        <translation>已完成安裝 %1。</translation>
    </message>
    <message>
        <source>%1 is already %2: nothing to resume.
</source>
        <translation>%1 已處於「%2」狀態：沒有需要繼續完成的項目。
</translation>
    </message>
    <message>
        <source>The install record to act on (see status; default: the newest that fits).</source>
        <translation>要處理的安裝紀錄（參見 status；預設：最新的相符紀錄）。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>List the installs made by cudnn-setup and any that were interrupted.</source>
        <translation>列出 cudnn-setup 完成的安裝，以及被中斷的安裝。</translation>
    </message>
    <message>
        <source>Undo a finished install: remove what it added, restore what it replaced.</source>
        <translation>復原已完成的安裝：移除它新增的內容，恢復它取代的內容。</translation>
    </message>
    <message>
        <source>Undo an install that was interrupted (a crash, a power cut).</source>
        <translation>還原被中斷的安裝（例如程式當掉或停電）。</translation>
    </message>
    <message>
        <source>Finish an install (or an undo) that was interrupted.</source>
        <translation>繼續完成被中斷的安裝（或復原）。</translation>
    </message>
    <message>
        <source>There is no usable record %1 (see `cudnn-setup status`).</source>
        <translation>沒有可用的紀錄 %1（請查看 `cudnn-setup status`）。</translation>
    </message>
    <message>
        <source>    To undo it: cudnn-setup uninstall %1
</source>
        <translation>    要解除安裝它：cudnn-setup uninstall %1
</translation>
    </message>
</context>
<context>
    <name>RegistryEditOperation</name>
    <message>
        <source>Add %1 to PATH (%2)</source>
        <translation>將 %1 加入 PATH（%2）</translation>
    </message>
    <message>
        <source>Set %1 to %2 (%3)</source>
        <translation>將 %1 設定為 %2（%3）</translation>
    </message>
    <message>
        <source>%1 could not be changed: %2</source>
        <translation>無法變更 %1：%2</translation>
    </message>
    <message>
        <source>%1 was changed after the install; it was left as it is.</source>
        <translation>%1 在安裝後被變更過；已保持原樣。</translation>
    </message>
    <message>
        <source>This change edits the Windows registry (%1) and can only be applied on that Windows computer.</source>
        <translation>這項變更會編輯 Windows 登錄檔（%1），只能在那台 Windows 電腦上進行。</translation>
    </message>
</context>
<context>
    <name>ReleaseCatalogue</name>
    <message>
        <source>cuDNN %1 is not a release this wizard knows. `cudnn-setup releases` lists them.</source>
        <translation>本精靈不認得 cuDNN %1 這個版本。執行 `cudnn-setup releases` 可以列出已知的版本。</translation>
    </message>
    <message>
        <source>No cuDNN build fits this computer. %1 %2</source>
        <translation>沒有適合這台電腦的 cuDNN 版本。%1 %2</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation>適用於 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>This archive is %1. It can be installed, but it may not work on this computer: %2</source>
        <translation>這個壓縮檔是 %1。它可以安裝，但在這台電腦上可能無法正常運作：%2</translation>
    </message>
    <message>
        <source>This archive is %1, and it fits this computer.</source>
        <translation>這個壓縮檔是 %1，適合這台電腦。</translation>
    </message>
    <message>
        <source>This archive is %1, not the recommended %2. It fits this computer, so the wizard uses it as it is. The newer release brings fixes and speed-ups; you can install it over this one later.</source>
        <translation>這個壓縮檔是 %1，而不是建議的 %2 版本。它適合這台電腦，因此精靈會直接使用它。較新的版本包含錯誤修正和速度提升；您之後可以把它直接安裝在這個版本之上。</translation>
    </message>
    <message>
        <source>This archive is %1, newer than the recommended %2 (the wizard&apos;s data may not know it yet). It fits this computer&apos;s platform and CUDA %3, so the wizard uses it as it is.</source>
        <translation>這個壓縮檔是 %1，比建議的 %2 版本更新（精靈的資料可能還不知道這個版本）。它適合這台電腦的平台和 CUDA %3，因此精靈會直接使用它。</translation>
    </message>
    <message>
        <source>An early-access release: the wizard never picks it by itself.</source>
        <translation>這是搶先體驗版：精靈從不自動選擇它。</translation>
    </message>
    <message>
        <source>Newer than the wizard&apos;s compatibility data (%1): what is known comes from NVIDIA&apos;s manifest, and the rules of the newest known release are applied to it.</source>
        <translation>比精靈的相容性資料（%1）更新：已知資訊來自 NVIDIA 的清單，並對它套用已知最新版本的規則。</translation>
    </message>
    <message>
        <source>The download source does not offer this release; an archive of it that you already have can still be installed.</source>
        <translation>下載來源不提供這個版本；您手上已有的該版本壓縮檔仍然可以安裝。</translation>
    </message>
</context>
<context>
    <name>ReleasesCommand</name>
    <message>
        <source>cuDNN releases for %1 known to this wizard (newest first):</source>
        <translation>本精靈已知的適用於 %1 的 cuDNN 版本（最新的在前）：</translation>
    </message>
    <message>
        <source>recommended for this computer</source>
        <translation>建議用於這台電腦</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>適合</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>不適合</translation>
    </message>
    <message>
        <source>  (none)</source>
        <translation>  （無）</translation>
    </message>
    <message>
        <source>Only the builds for this CUDA major, e.g. 12 or 13.</source>
        <translation>只列出此 CUDA 主版本的版本，例如 12 或 13。</translation>
    </message>
    <message>
        <source>major</source>
        <translation>主版本號</translation>
    </message>
    <message>
        <source>cuDNN releases for %1 (newest first):</source>
        <translation>適用於 %1 的 cuDNN 版本（最新的在前）：</translation>
    </message>
    <message>
        <source>List the cuDNN releases NVIDIA (or --mirror) offers, and which fit this machine.</source>
        <translation>列出 NVIDIA（或 --mirror）提供的 cuDNN 版本，以及哪些適合本機。</translation>
    </message>
    <message>
        <source>Do not read the source&apos;s release listing: only the releases this wizard shipped with.</source>
        <translation>不讀取下載來源的版本清單：只列出精靈內建資料中的版本。</translation>
    </message>
</context>
<context>
    <name>RemoveFileOperation</name>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>%1 was changed by another program during the install.</source>
        <translation>安裝期間，%1 被其他程式變更了。</translation>
    </message>
    <message>
        <source>%1 was created again after the install; it was left as it is.</source>
        <translation>%1 在安裝後又被建立了；已保持原樣。</translation>
    </message>
    <message>
        <source>The backup of %1 is missing (%2).</source>
        <translation>%1 的備份不見了（%2）。</translation>
    </message>
</context>
<context>
    <name>ReportFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
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
        <translation>未安裝 NVIDIA 驅動程式</translation>
    </message>
    <message>
        <source>The NVIDIA driver is installed, but it sees no GPU</source>
        <translation>已安裝 NVIDIA 驅動程式，但它沒有偵測到 GPU</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 (supports CUDA up to %2)</source>
        <translation>NVIDIA 驅動程式 %1（最高支援 CUDA %2）</translation>
    </message>
    <message>
        <source>An NVIDIA driver is present but could not be used</source>
        <translation>存在 NVIDIA 驅動程式，但無法使用</translation>
    </message>
    <message>
        <source>inside a CUDA Toolkit</source>
        <translation>位於 CUDA 工具套件內</translation>
    </message>
    <message>
        <source>own folder</source>
        <translation>獨立資料夾</translation>
    </message>
    <message>
        <source>system package</source>
        <translation>系統套件</translation>
    </message>
    <message>
        <source>Python package</source>
        <translation>Python 套件</translation>
    </message>
    <message>
        <source>conda environment</source>
        <translation>conda 環境</translation>
    </message>
    <message>
        <source>folder on the search path</source>
        <translation>搜尋路徑中的資料夾</translation>
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
        <translation>問題</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1 — system report</source>
        <translation>cuDNN 安裝精靈 %1 — 系統報告</translation>
    </message>
    <message>
        <source>Platform: %1</source>
        <translation>平台：%1</translation>
    </message>
    <message>
        <source>Scanned tree: %1</source>
        <translation>掃描的目錄樹：%1</translation>
    </message>
    <message>
        <source>Driver and GPUs</source>
        <translation>驅動程式和 GPU</translation>
    </message>
    <message>
        <source>  Driver library: %1 (via %2)</source>
        <translation>  驅動程式函式庫：%1（透過 %2）</translation>
    </message>
    <message>
        <source>  Driver said: %1</source>
        <translation>  驅動程式傳回：%1</translation>
    </message>
    <message>
        <source>  GPU %1: %2, compute capability %3, %4 memory, %5 SMs (from %6)</source>
        <translation>  GPU %1：%2，運算能力 %3，顯示記憶體 %4，%5 個 SM（來源：%6）</translation>
    </message>
    <message>
        <source>CUDA Toolkits</source>
        <translation>CUDA 工具套件</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found.</source>
        <translation>沒有找到 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>CUDA %1 at %2%3</source>
        <translation>CUDA %1，位於 %2%3</translation>
    </message>
    <message>
        <source> [default]</source>
        <translation> [預設]</translation>
    </message>
    <message>
        <source>  Version from: %1</source>
        <translation>  版本來源：%1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <source>  Default because %1</source>
        <translation>  設為預設的原因：%1</translation>
    </message>
    <message>
        <source>  nvcc: %1 (%2)</source>
        <translation>  nvcc：%1（%2）</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未執行</translation>
    </message>
    <message>
        <source>  Found via: %1</source>
        <translation>  發現途徑：%1</translation>
    </message>
    <message>
        <source>cuDNN copies</source>
        <translation>cuDNN 副本</translation>
    </message>
    <message>
        <source>No cuDNN was found on this machine.</source>
        <translation>這台電腦上沒有找到 cuDNN。</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2 (%3)</source>
        <translation>cuDNN %1，位於 %2（%3）</translation>
    </message>
    <message>
        <source>  Header: %1 says %2</source>
        <translation>  標頭檔：%1 標明版本 %2</translation>
    </message>
    <message>
        <source>  Package: %1</source>
        <translation>  套件：%1</translation>
    </message>
    <message>
        <source>  Built for CUDA: %1</source>
        <translation>  適用的 CUDA：%1</translation>
    </message>
    <message>
        <source>  Libraries: %1</source>
        <translation>  函式庫：%1</translation>
    </message>
    <message>
        <source>  Problem: %1</source>
        <translation>  問題：%1</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>檢查結論</translation>
    </message>
    <message>
        <source>  What to do: %1</source>
        <translation>  建議操作：%1</translation>
    </message>
    <message>
        <source>Recommended cuDNN</source>
        <translation>建議的 cuDNN</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2: %3</source>
        <translation>適用於 CUDA %2 的 cuDNN %1：%3</translation>
    </message>
    <message>
        <source>No cuDNN release fits this machine.</source>
        <translation>沒有適合這台電腦的 cuDNN 版本。</translation>
    </message>
    <message>
        <source>What could not be read</source>
        <translation>無法讀取的內容</translation>
    </message>
    <message>
        <source>Scan took %1 ms.</source>
        <translation>掃描耗時 %1 毫秒。</translation>
    </message>
    <message>
        <source>unpacked by hand</source>
        <translation>手動解壓縮</translation>
    </message>
    <message>
        <source>Frameworks on this computer</source>
        <translation>這台電腦上的框架</translation>
    </message>
    <message>
        <source>No PyTorch, TensorFlow, ONNX Runtime, PaddlePaddle or JAX was found in the Python environments looked at.</source>
        <translation>在查看過的 Python 環境中沒有找到 PyTorch、TensorFlow、ONNX Runtime、PaddlePaddle 或 JAX。</translation>
    </message>
    <message>
        <source>%1 %2 (%3) in %4</source>
        <translation>%1 %2（%3），位於 %4</translation>
    </message>
    <message>
        <source>  Built for: CUDA %1, cuDNN %2%3</source>
        <translation>  建置目標：CUDA %1，cuDNN %2%3</translation>
    </message>
    <message>
        <source> or newer</source>
        <translation> 或更新版本</translation>
    </message>
    <message>
        <source>  From: %1</source>
        <translation>  來源：%1</translation>
    </message>
    <message>
        <source>  Loads: cuDNN %1, %2 (%3)</source>
        <translation>  載入：cuDNN %1，%2（%3）</translation>
    </message>
    <message>
        <source>  Its parts from: cuDNN %1, %2 (LD_LIBRARY_PATH)</source>
        <translation>  組成部分來自：cuDNN %1，%2（LD_LIBRARY_PATH）</translation>
    </message>
    <message>
        <source>fits the cuDNN it loads</source>
        <translation>與載入的 cuDNN 相符</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>未評估</translation>
    </message>
    <message>
        <source>a CPU build</source>
        <translation>CPU 版本</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 個問題</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 in %3: %4</source>
        <translation>%1 %2（位於 %3）：%4</translation>
    </message>
    <message>
        <source>An NVIDIA driver is installed there; whether it works can only be seen on that system</source>
        <translation>那裡安裝了 NVIDIA 驅動程式；它是否正常運作只能在那個系統上查看</translation>
    </message>
</context>
<context>
    <name>SaveReportDialog</name>
    <message>
        <source>Saved to %1</source>
        <translation>已儲存到 %1</translation>
    </message>
</context>
<context>
    <name>ScanCommand</name>
    <message>
        <source>Report the NVIDIA driver and GPUs, CUDA Toolkits and every cuDNN copy, with verdicts.</source>
        <translation>回報 NVIDIA 驅動程式和 GPU、CUDA 工具套件以及每一份 cuDNN 副本，並附上檢查結論。</translation>
    </message>
</context>
<context>
    <name>SearchOrderRules</name>
    <message>
        <source>%1: cuDNN %2 (%3; found via %4)</source>
        <translation>%1：cuDNN %2（%3；透過 %4 找到）</translation>
    </message>
    <message>
        <source>Also present: %1</source>
        <translation>另外還有：%1</translation>
    </message>
    <message>
        <source>An older cuDNN %1 is loaded instead of the newer %2</source>
        <translation>載入的是較舊的 cuDNN %1，而不是較新的 %2</translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies. The loader searches LD_LIBRARY_PATH first, then the folders of /etc/ld.so.conf, then the system folders, and takes the first libcudnn.so.%1 it meets: %2, which is cuDNN %3. The newer copy in %4 is never used by programs that rely on the search path, so installing it changed nothing for them.</source>
        <translation>有好幾份 cuDNN %1 副本。動態連結器會先搜尋 LD_LIBRARY_PATH，接著是 /etc/ld.so.conf 中的資料夾，然後是系統資料夾，並採用它遇到的第一個 libcudnn.so.%1：%2，也就是 cuDNN %3。依靠搜尋路徑的程式永遠不會使用 %4 中較新的副本，因此安裝它對這些程式沒有任何影響。</translation>
    </message>
    <message>
        <source>Put %1 before %2 in LD_LIBRARY_PATH (in your shell profile), or remove the older copy.</source>
        <translation>請在 LD_LIBRARY_PATH 中（在您的 shell 設定檔中）把 %1 放在 %2 之前，或移除較舊的副本。</translation>
    </message>
    <message>
        <source>Remove the older copy in %1, or put %2 first in LD_LIBRARY_PATH or in a file under /etc/ld.so.conf.d/ and run sudo ldconfig.</source>
        <translation>請移除 %1 中較舊的副本，或把 %2 放在 LD_LIBRARY_PATH 的最前面，或寫入 /etc/ld.so.conf.d/ 下的檔案並執行 sudo ldconfig。</translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies; programs load the one in %2</source>
        <translation>有好幾份 cuDNN %1 副本；程式會載入 %2 中的那一份</translation>
    </message>
    <message>
        <source>More than one cuDNN %1 copy is on this computer. Programs that use the search path load %2; Python packages and conda environments may load their own. This is fine as long as you know which one each program uses.</source>
        <translation>這台電腦上有不只一份 cuDNN %1 副本。依靠搜尋路徑的程式會載入 %2；Python 套件和 conda 環境可能會載入它們自己的副本。只要您清楚每個程式使用的是哪一份，這樣就沒有問題。</translation>
    </message>
    <message>
        <source>Nothing needs doing. To free disk space, remove copies you no longer use.</source>
        <translation>不需要進行任何操作。若要釋放磁碟空間，請移除不再使用的副本。</translation>
    </message>
    <message>
        <source>A program loading %1 gets: %2 (cuDNN %3, via %4)</source>
        <translation>程式載入 %1 時得到的是：%2（cuDNN %3，經由 %4）</translation>
    </message>
    <message>
        <source>There are several cuDNN %1 copies. Windows looks for %2 in the program&apos;s own folder, then in System32 and the Windows folder, then in the PATH folders in order, and takes the first one it meets: %3, which is cuDNN %4. The newer copy in %5 is never used by programs that rely on the search path, so installing it changed nothing for them.</source>
        <translation>這台電腦上有多份 cuDNN %1。Windows 先在程式自己的資料夾裡找 %2，然後是 System32 和 Windows 資料夾，再依序找 PATH 中的各個資料夾，並使用第一個找到的：%3，即 cuDNN %4。%5 中較新的那份永遠不會被依賴搜尋路徑的程式使用，所以安裝它對這些程式沒有任何改變。</translation>
    </message>
    <message>
        <source>Move %1 before %2 in Path (System Properties &gt; Environment Variables), or remove the older copy; then open a new terminal.</source>
        <translation>在 Path 中把 %1 移到 %2 前面（系統內容 &gt; 環境變數），或者刪除較舊的那份；然後開啟新的終端機。</translation>
    </message>
    <message>
        <source>Remove the cuDNN DLLs that were copied into %1 (a copy there comes before every PATH folder), or replace them with the newer ones.</source>
        <translation>刪除被複製到 %1 中的 cuDNN DLL（那裡的副本會排在所有 PATH 資料夾之前），或者以較新的版本取代它們。</translation>
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
        <translation>重寫 %1，更正這裡列出的各行；檔案中的其他內容保持不變。</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>A line in %1 has spaces around &apos;=&apos;</source>
        <translation>%1 中有一行在「=」兩邊有空格</translation>
    </message>
    <message>
        <source>The shell reads `NAME = value` as a command called NAME, not as setting a variable, so this line does not set the variable at all (and prints an error when a terminal opens). There must be no space on either side of &apos;=&apos;.</source>
        <translation>shell 會把 `NAME = value` 當作一個名為 NAME 的指令，而不是設定變數，所以這一行根本沒有設定變數（而且每次開啟終端機時都會顯示一則錯誤訊息）。「=」的兩邊都不能有空格。</translation>
    </message>
    <message>
        <source>A line in %1 uses ~ where it is not replaced by your home folder</source>
        <translation>%1 中有一行在不會被替換為主資料夾的位置使用了 ~</translation>
    </message>
    <message>
        <source>The shell replaces ~ with your home folder only outside quotation marks. Inside quotes, ~ stays a literal character, so the folder named here does not exist for programs.</source>
        <translation>shell 只會在引號之外把 ~ 替換為您的主資料夾。在引號內，~ 只是一個一般字元，所以這裡寫的資料夾對程式來說並不存在。</translation>
    </message>
    <message>
        <source>/etc/environment is not read by a shell: ~ and $HOME stay literal characters there, so the folder named here does not exist for programs.</source>
        <translation>shell 不會讀取 /etc/environment：在那裡 ~ 和 $HOME 都只是一般字元，所以這裡寫的資料夾對程式來說並不存在。</translation>
    </message>
    <message>
        <source>A line in %1 replaces LD_LIBRARY_PATH instead of adding to it</source>
        <translation>%1 中有一行替換了 LD_LIBRARY_PATH，而不是在其中新增內容</translation>
    </message>
    <message>
        <source>This line sets LD_LIBRARY_PATH to a new value and drops whatever was there before (for example folders added by another program or by an earlier line), so libraries in those folders are no longer found.</source>
        <translation>這一行把 LD_LIBRARY_PATH 設定為新值，丟棄了原有的內容（例如其他程式或前面某一行新增的資料夾），所以這些資料夾中的函式庫再也找不到了。</translation>
    </message>
    <message>
        <source>A line in %1 replaces PATH instead of adding to it</source>
        <translation>%1 中有一行替換了 PATH，而不是在其中新增內容</translation>
    </message>
    <message>
        <source>This line sets PATH to the CUDA folder only. Every other folder is dropped, so in a new terminal even basic commands such as ls or python are no longer found.</source>
        <translation>這一行把 PATH 設定為只有 CUDA 資料夾。其他所有資料夾都被丟棄了，所以在新開啟的終端機中，連 ls 或 python 這樣的基本指令都找不到了。</translation>
    </message>
    <message>
        <source>A line in %1 leaves an empty entry in LD_LIBRARY_PATH</source>
        <translation>%1 中有一行在 LD_LIBRARY_PATH 中留下了空項目</translation>
    </message>
    <message>
        <source>When LD_LIBRARY_PATH is not set yet (the usual case at login), $LD_LIBRARY_PATH expands to nothing and leaves a stray &apos;:&apos; behind. An empty entry means &quot;the current folder&quot;, so programs may load a stray library from whatever folder they are started in.</source>
        <translation>如果 LD_LIBRARY_PATH 還沒有設定（登入時通常如此），$LD_LIBRARY_PATH 會展開為空，留下一個多餘的「:」。空項目表示「目前的資料夾」，所以程式可能會從啟動時所在的任意資料夾中載入來歷不明的函式庫。</translation>
    </message>
    <message>
        <source>In %1, change line %2 to: %3</source>
        <translation>請在 %1 中把第 %2 行改為：%3</translation>
    </message>
    <message>
        <source>In %1, line %2: write $HOME instead of ~, and use double quotes, not single quotes.</source>
        <translation>在 %1 第 %2 行：請用 $HOME 代替 ~，並使用雙引號而不是單引號。</translation>
    </message>
    <message>
        <source>In %1, line %2: write the full path of the folder (for example /home/you/...) instead of ~.</source>
        <translation>在 %1 第 %2 行：請寫出資料夾的完整路徑（例如 /home/you/...），不要使用 ~。</translation>
    </message>
    <message>
        <source>Correct line %1 of %2 as explained above, then open a new terminal.</source>
        <translation>請依上面的說明更正 %2 的第 %1 行，然後開啟一個新的終端機。</translation>
    </message>
    <message>
        <source>A line in %1 names a folder that does not exist</source>
        <translation>%1 中有一行指定了不存在的資料夾</translation>
    </message>
    <message>
        <source>This line adds folders to %1 that are not on this computer (a typo, or a CUDA Toolkit that was removed or upgraded). Libraries or programs meant to be found there are not found.</source>
        <translation>這一行向 %1 新增了這台電腦上不存在的資料夾（可能是拼字錯誤，或者某個 CUDA 工具套件已被刪除或升級）。本應在那裡找到的函式庫或程式將無法找到。</translation>
    </message>
    <message>
        <source>Missing folder: %1</source>
        <translation>不存在的資料夾：%1</translation>
    </message>
    <message>
        <source>In %1, line %2: correct the folder name (for example to the CUDA version you have now) or delete the line, then open a new terminal.</source>
        <translation>在 %1 第 %2 行：請更正資料夾名稱（例如改為您現在安裝的 CUDA 版本）或者刪除這一行，然後開啟一個新的終端機。</translation>
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
        <translation>%1 不是一般檔案。</translation>
    </message>
    <message>
        <source>%1 is too large to be a version file (%2 bytes).</source>
        <translation>%1 太大，不可能是版本檔案（%2 位元組）。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
</context>
<context>
    <name>StagedFileProof</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1 is not the file the preview showed (its size or SHA-256 changed since): it was changed after the plan was written. Start the install again.</source>
        <translation>%1 不是預覽中顯示的那個檔案（它的大小或 SHA-256 在此之後變了）：它在計畫寫出之後遭到變更。請重新開始安裝。</translation>
    </message>
    <message>
        <source>The staging folder %1 cannot be created (%2).</source>
        <translation>無法建立暫存資料夾 %1（%2）。</translation>
    </message>
    <message>
        <source>The install was refused and nothing was changed: %1</source>
        <translation>安裝遭到拒絕，沒有變更任何內容：%1</translation>
    </message>
</context>
<context>
    <name>SummaryReport</name>
    <message>
        <source>Nothing was installed in this session.</source>
        <translation>本次沒有安裝任何內容。</translation>
    </message>
    <message>
        <source>cuDNN %1 was already installed in %2; nothing needed to change.</source>
        <translation>cuDNN %1 已經安裝在 %2 中；不需要任何變更。</translation>
    </message>
    <message>
        <source>for all users</source>
        <translation>供所有使用者使用</translation>
    </message>
    <message>
        <source>for this user</source>
        <translation>僅供此使用者使用</translation>
    </message>
    <message>
        <source>Installed %1 (%2, %3). The libraries are in %4.</source>
        <translation>已安裝 %1（%2，%3）。函式庫位於 %4。</translation>
    </message>
    <message>
        <source>The install of cuDNN %1 was cancelled, and what it had done was undone.</source>
        <translation>cuDNN %1 的安裝已取消，已完成的部分都已復原。</translation>
    </message>
    <message>
        <source>The install of cuDNN %1 failed and was undone: %2</source>
        <translation>cuDNN %1 安裝失敗，已復原：%2</translation>
    </message>
    <message>
        <source>The install of cuDNN %1 failed: %2</source>
        <translation>cuDNN %1 安裝失敗：%2</translation>
    </message>
    <message>
        <source>cuDNN was not checked in this session.</source>
        <translation>本次沒有檢查 cuDNN。</translation>
    </message>
    <message>
        <source>The benchmark was not run.</source>
        <translation>沒有執行效能測試。</translation>
    </message>
    <message>
        <source>%1 took %2 ms per run of %3.</source>
        <translation>%1 執行一次 %3 耗時 %2 ms。</translation>
    </message>
    <message>
        <source>There was no GPU to compare it with.</source>
        <translation>沒有可以與之比較的 GPU。</translation>
    </message>
    <message>
        <source>The benchmark ran, but no row produced a time.</source>
        <translation>效能測試已執行，但沒有任何一列得出時間。</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1 — summary</source>
        <translation>cuDNN 安裝精靈 %1 — 摘要</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>產生時間：%1</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>執行經過</translation>
    </message>
    <message>
        <source>Install: %1</source>
        <translation>安裝：%1</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>檢查：%1</translation>
    </message>
    <message>
        <source>Benchmark: %1</source>
        <translation>效能測試：%1</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安裝</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>驗證</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <source>not diagnosed</source>
        <translation>未診斷</translation>
    </message>
    <message>
        <source>could not check: %1</source>
        <translation>無法檢查：%1</translation>
    </message>
    <message>
        <source>no problems found</source>
        <translation>沒有發現問題</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>發現 %n 個問題</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n change(s) made</source>
        <translation>
            <numerusform>；做了 %n 項變更</numerusform>
        </translation>
    </message>
    <message>
        <source>Repair: %1</source>
        <translation>修復：%1</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>已完成：%1</translation>
    </message>
    <message>
        <source>The CUDA pieces installed with it: %1.</source>
        <translation>隨之安裝的 CUDA 元件：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>找到 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, none with a problem</source>
        <translation>%1，都沒有問題</translation>
    </message>
    <message>
        <source>%1, %2 with a problem</source>
        <translation>%1，其中 %2 個有問題</translation>
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
        <translation>代理伺服器 %1 要求提供您的代理伺服器帳戶。
使用者名稱： </translation>
    </message>
    <message>
        <source>Password: </source>
        <translation>密碼： </translation>
    </message>
</context>
<context>
    <name>ToolRunner</name>
    <message>
        <source>%1 could not be started (%2). Check that the file exists and is executable.</source>
        <translation>無法啟動 %1（%2）。請檢查該檔案是否存在、是否可執行。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s and was stopped.</source>
        <translation>%1 在 %2 秒內沒有回應，已被終止。</translation>
    </message>
    <message>
        <source>%1 crashed (%2).</source>
        <translation>%1 異常終止（%2）。</translation>
    </message>
    <message>
        <source>%1 exited with code %2: %3</source>
        <translation>%1 已結束，結束代碼為 %2：%3</translation>
    </message>
</context>
<context>
    <name>ToolkitFinder</name>
    <message>
        <source>%1 is set to %2, but that folder does not exist. Programs that read %1 will not find CUDA.</source>
        <translation>%1 被設定為 %2，但該資料夾不存在。讀取 %1 的程式將找不到 CUDA。</translation>
    </message>
    <message>
        <source>The toolkit&apos;s version.json could not be used: %1</source>
        <translation>無法使用工具套件的 version.json：%1</translation>
    </message>
    <message>
        <source>it does not contain a line like &quot;CUDA Version 10.2.89&quot;</source>
        <translation>其中沒有類似「CUDA Version 10.2.89」的行</translation>
    </message>
    <message>
        <source>The toolkit&apos;s version.txt could not be used: %1</source>
        <translation>無法使用工具套件的 version.txt：%1</translation>
    </message>
    <message>
        <source>nvcc --version printed something that is not a version: &quot;%1&quot;</source>
        <translation>nvcc --version 輸出的不是版本號：「%1」</translation>
    </message>
    <message>
        <source>The toolkit says it is CUDA %1 (%2), but its nvcc reports %3. The folder may hold parts of different CUDA releases; reinstalling the toolkit fixes this.</source>
        <translation>工具套件顯示自己是 CUDA %1（%2），但它的 nvcc 報告的是 %3。這個資料夾中可能混有不同 CUDA 版本的元件；重新安裝工具套件即可解決。</translation>
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
        <translation>它是唯一找到的 CUDA 工具套件</translation>
    </message>
    <message>
        <source>nothing selects a toolkit (no nvcc on PATH, no CUDA_HOME or /usr/local/cuda); it is the newest</source>
        <translation>沒有任何設定指定工具套件（PATH 中沒有 nvcc，也沒有 CUDA_HOME 或 /usr/local/cuda）；它是最新的一個</translation>
    </message>
    <message>
        <source>%1 points to %2, which does not look like a CUDA Toolkit (no bin/nvcc, include/cuda.h or version file).</source>
        <translation>%1 指向 %2，但那裡看起來不是 CUDA 工具套件（沒有 bin/nvcc、include/cuda.h 或版本檔案）。</translation>
    </message>
    <message>
        <source>The version of the CUDA Toolkit in %1 could not be determined: it has no version file and nvcc gave no version.</source>
        <translation>無法確定 %1 中 CUDA 工具套件的版本：它沒有版本檔案，nvcc 也沒有提供版本。</translation>
    </message>
    <message>
        <source>nothing selects a toolkit (no CUDA_PATH, no nvcc.exe on PATH); it is the newest</source>
        <translation>沒有任何設定指定工具套件（沒有 CUDA_PATH，PATH 中也沒有 nvcc.exe）；它是最新的一個</translation>
    </message>
</context>
<context>
    <name>Transaction</name>
    <message>
        <source>The folder %1 for the install records cannot be created.</source>
        <translation>無法建立用來存放安裝紀錄的資料夾 %1。</translation>
    </message>
    <message>
        <source>The install record in %1 is unreadable.</source>
        <translation>%1 中的安裝紀錄無法讀取。</translation>
    </message>
    <message>
        <source>The install record in %1 holds a step this version does not know (%2).</source>
        <translation>%1 中的安裝紀錄包含這個版本的程式不認得的步驟（%2）。</translation>
    </message>
    <message>
        <source>%1 did not finish cleanly (%2): programs may not find the new libraries until it is run again.</source>
        <translation>%1 沒有順利完成（%2）：在重新執行它之前，程式可能找不到新的函式庫。</translation>
    </message>
    <message>
        <source>This install cannot be applied: it is %1.</source>
        <translation>無法套用這次安裝：它的狀態是「%1」。</translation>
    </message>
    <message>
        <source>The install was cancelled; everything it had changed was undone.</source>
        <translation>安裝已取消；它所做的所有變更都已復原。</translation>
    </message>
    <message>
        <source>Some changes could not be undone; fix what is listed and run the rollback again.</source>
        <translation>有些變更無法復原；請修正列出的問題，然後再執行一次還原。</translation>
    </message>
    <message>
        <source>planned, not started</source>
        <translation>已規劃，尚未開始</translation>
    </message>
    <message>
        <source>interrupted part-way</source>
        <translation>中途被中斷</translation>
    </message>
    <message>
        <source>installed</source>
        <translation>已安裝</translation>
    </message>
    <message>
        <source>interrupted while being undone</source>
        <translation>復原時被中斷</translation>
    </message>
    <message>
        <source>partly undone</source>
        <translation>部分已復原</translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>已還原</translation>
    </message>
    <message>
        <source>uninstalled</source>
        <translation>已解除安裝</translation>
    </message>
    <message>
        <source>%1 was not run with administrator rights: %2 Run ldconfig yourself.</source>
        <translation>%1 沒有以系統管理員權限執行：%2 請自行執行 ldconfig。</translation>
    </message>
    <message>
        <source>it is not in the system&apos;s program folders.</source>
        <translation>它不在系統的程式資料夾中。</translation>
    </message>
</context>
<context>
    <name>TrustedFiles</name>
    <message>
        <source>%1 cannot be opened (Windows error %2).</source>
        <translation>無法開啟 %1（Windows 錯誤 %2）。</translation>
    </message>
    <message>
        <source>%1 is not a plain file (a link, a junction or a folder).</source>
        <translation>%1 不是一般檔案（而是連結、連接點或資料夾）。</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>無法開啟 %1。</translation>
    </message>
    <message>
        <source>%1 is not an absolute path.</source>
        <translation>%1 不是絕對路徑。</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是檔案。</translation>
    </message>
    <message>
        <source>%1 leads through a symbolic link (%2): staged files are read only along plain folders.</source>
        <translation>%1 經過了一個符號連結（%2）：暫存的檔案只能沿著一般資料夾讀取。</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a plain file.</source>
        <translation>%1 不是一般檔案。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link.</source>
        <translation>%1 是一個符號連結。</translation>
    </message>
    <message>
        <source>%1 belongs to another user (uid %2).</source>
        <translation>%1 屬於另一個使用者（uid %2）。</translation>
    </message>
    <message>
        <source>%1 can be written by other users (mode %2).</source>
        <translation>%1 可以被其他使用者寫入（權限 %2）。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link or a junction.</source>
        <translation>%1 是符號連結或連接點。</translation>
    </message>
    <message>
        <source>%1 belongs to %2, not to the administrators.</source>
        <translation>%1 屬於 %2，而不屬於系統管理員（Administrators）。</translation>
    </message>
    <message>
        <source>%1 can be changed by %2.</source>
        <translation>%2 可以變更 %1。</translation>
    </message>
    <message>
        <source>%1 has no access rules: everyone may change it.</source>
        <translation>%1 沒有任何存取規則：任何人都可以變更它。</translation>
    </message>
    <message>
        <source>%1 has an access rule of a kind this program does not read.</source>
        <translation>%1 含有一種本程式無法辨識的存取規則。</translation>
    </message>
    <message>
        <source>The access rules of %1 cannot be read: %2</source>
        <translation>無法讀取 %1 的存取規則：%2</translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>Checking %1 ...</source>
        <translation>正在檢查 %1…</translation>
    </message>
    <message>
        <source>Check that a cuDNN copy loads and runs, item by item, and say why not.</source>
        <translation>逐項檢查 cuDNN 副本能否載入和執行，並說明失敗的原因。</translation>
    </message>
    <message>
        <source>The folder of that copy&apos;s headers (default: &lt;cudnn-dir&gt;/../include).</source>
        <translation>該副本標頭檔所在的資料夾（預設：&lt;cudnn-dir&gt;/../include）。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>--include-dir goes with --cudnn-dir: the headers of that copy.</source>
        <translation>--include-dir 必須搭配 --cudnn-dir 使用：它指定的是該副本的標頭檔。</translation>
    </message>
</context>
<context>
    <name>VerifyExplanations</name>
    <message>
        <source>All cuDNN libraries are there and load</source>
        <translation>所有 cuDNN 函式庫都存在且能載入</translation>
    </message>
    <message>
        <source>cuDNN reports its version</source>
        <translation>cuDNN 能回報自己的版本</translation>
    </message>
    <message>
        <source>All cuDNN libraries are from the same release</source>
        <translation>所有 cuDNN 函式庫都來自同一個版本</translation>
    </message>
    <message>
        <source>The headers match the libraries</source>
        <translation>標頭檔與函式庫相符</translation>
    </message>
    <message>
        <source>cuDNN names the CUDA version it was built for</source>
        <translation>cuDNN 能指出它是為哪個 CUDA 版本建置的</translation>
    </message>
    <message>
        <source>cuDNN&apos;s own dependencies (cuBLASLt, zlib) are found</source>
        <translation>找得到 cuDNN 本身的相依元件（cuBLASLt、zlib）</translation>
    </message>
    <message>
        <source>An NVIDIA driver answers</source>
        <translation>NVIDIA 驅動程式有回應</translation>
    </message>
    <message>
        <source>cuDNN supports this GPU&apos;s architecture</source>
        <translation>cuDNN 支援這張 GPU 的架構</translation>
    </message>
    <message>
        <source>cuDNN starts on the GPU (cudnnCreate)</source>
        <translation>cuDNN 能在 GPU 上啟動（cudnnCreate）</translation>
    </message>
    <message>
        <source>A convolution runs on the GPU and gives correct results</source>
        <translation>卷積能在 GPU 上執行並得出正確結果</translation>
    </message>
    <message>
        <source>Check &quot;%1&quot;</source>
        <translation>檢查「%1」</translation>
    </message>
    <message>
        <source>the GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>PASSED — cuDNN %1 in %2 works: it loaded and ran a convolution on %3.</source>
        <translation>通過 — 位於 %2 的 cuDNN %1 運作正常：它已載入，並在 %3 上執行了卷積。</translation>
    </message>
    <message>
        <source>PASSED — cuDNN %1 in %2 works: it loaded and started on %3.</source>
        <translation>通過 — 位於 %2 的 cuDNN %1 運作正常：它已載入，並在 %3 上啟動。</translation>
    </message>
    <message>
        <source>there is no NVIDIA driver.</source>
        <translation>沒有 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>the NVIDIA driver does not answer.</source>
        <translation>NVIDIA 驅動程式沒有回應。</translation>
    </message>
    <message>
        <source>no NVIDIA GPU is visible.</source>
        <translation>看不到任何 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>nothing could run on the GPU.</source>
        <translation>無法在 GPU 上執行任何內容。</translation>
    </message>
    <message>
        <source>cuDNN %1 in %2 is installed correctly, but it cannot run on this computer yet: %3</source>
        <translation>位於 %2 的 cuDNN %1 已正確安裝，但目前還無法在這台電腦上執行：%3</translation>
    </message>
    <message numerus="yes">
        <source>FAILED — cuDNN in %1 is not usable: %n check(s) failed. First: %2</source>
        <translation>
            <numerusform>失敗 — 位於 %1 的 cuDNN 無法使用：有 %n 項檢查失敗。第一項：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>NOT CHECKED — %1</source>
        <translation>未檢查 — %1</translation>
    </message>
    <message>
        <source>the cuDNN check did not run.</source>
        <translation>cuDNN 檢查沒有執行。</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通過</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation>略過</translation>
    </message>
    <message>
        <source>cuDNN folder: %1</source>
        <translation>cuDNN 資料夾：%1</translation>
    </message>
    <message>
        <source>Headers: %1</source>
        <translation>標頭檔：%1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>建議操作：%1</translation>
    </message>
    <message>
        <source>Libraries loaded, in load order:</source>
        <translation>已載入的函式庫（依載入順序）：</translation>
    </message>
    <message>
        <source>%1 — not loaded: %2</source>
        <translation>%1 — 未載入：%2</translation>
    </message>
</context>
<context>
    <name>VerifyResult</name>
    <message>
        <source>The cuDNN check answered without any checks, so there is no result.</source>
        <translation>cuDNN 檢查回應了，但沒有包含任何檢查項目，因此沒有結果。</translation>
    </message>
</context>
<context>
    <name>VerifyRunner</name>
    <message>
        <source>No cuDNN folder was given, so there was nothing to check.</source>
        <translation>沒有指定 cuDNN 資料夾，因此沒有可檢查的內容。</translation>
    </message>
</context>
<context>
    <name>VerifyTargetText</name>
    <message>
        <source>the folder %1</source>
        <translation>資料夾 %1</translation>
    </message>
    <message>
        <source>No cuDNN was found on this computer. Install it first (`cudnn-setup install`, or the wizard), or name its library folder with --cudnn-dir.</source>
        <translation>在這台電腦上找不到 cuDNN。請先安裝它（`cudnn-setup install` 或使用精靈），或是用 --cudnn-dir 指定它的函式庫資料夾。</translation>
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
        <translation>%1，位於 %2 的 CUDA 工具套件內</translation>
    </message>
    <message>
        <source>%1 in its own folder %2</source>
        <translation>%1，位於獨立的資料夾 %2</translation>
    </message>
    <message>
        <source>%1 from a system package (%2)</source>
        <translation>%1，來自系統套件（%2）</translation>
    </message>
    <message>
        <source>%1 from a Python package (%2)</source>
        <translation>%1，來自 Python 套件（%2）</translation>
    </message>
    <message>
        <source>%1 in a conda environment (%2)</source>
        <translation>%1，位於 conda 環境中（%2）</translation>
    </message>
    <message>
        <source>%1 on the library search path (%2)</source>
        <translation>%1，位於函式庫搜尋路徑中（%2）</translation>
    </message>
    <message>
        <source>%1 inside CUDA %2 (%3)</source>
        <translation>%1，位於 CUDA %2 內（%3）</translation>
    </message>
    <message>
        <source>%1 unpacked by hand in %2</source>
        <translation>%1，手動解壓縮在 %2</translation>
    </message>
</context>
<context>
    <name>WindowsEnvironment</name>
    <message>
        <source>%1 is already on PATH: programs find the cuDNN DLLs there.</source>
        <translation>%1 已經在 PATH 中：程式會在那裡找到 cuDNN 的 DLL。</translation>
    </message>
    <message>
        <source>CUDA_PATH already names %1 and is left as it is.</source>
        <translation>CUDA_PATH 已經指向 %1，維持不變。</translation>
    </message>
    <message>
        <source>%1 is already on PATH: programs find the CUDA tools and DLLs there.</source>
        <translation>%1 已在 PATH 中：程式會在那裡找到 CUDA 工具和 DLL。</translation>
    </message>
</context>
<context>
    <name>WizardSteps</name>
    <message>
        <source>Verify</source>
        <translation>驗證</translation>
    </message>
    <message>
        <source>Check that cuDNN loads and works, part by part.</source>
        <translation>逐項檢查 cuDNN 能否載入並正常運作。</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <source>Time it against code without cuDNN and against the processor.</source>
        <translation>測量它的執行時間，並與不使用 cuDNN 的程式碼以及處理器比較。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Sum it all up in a report you can save or send when you ask for help.</source>
        <translation>將所有結果彙整成一份報告，您可以儲存它，或在求助時傳送出去。</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <source>Find what is wrong with the CUDA and cuDNN already here, and fix what you choose.</source>
        <translation>找出這台電腦上現有的 CUDA 和 cuDNN 有哪些問題，並修復您選擇的項目。</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>顯示卡</translation>
    </message>
    <message>
        <source>Check your graphics card (GPU) and its NVIDIA driver.</source>
        <translation>檢查您的顯示卡（GPU）及其 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>CUDA Toolkit</source>
        <translation>CUDA 工具套件</translation>
    </message>
    <message>
        <source>Find the CUDA Toolkits and any cuDNN already here, and check that they fit together.</source>
        <translation>找出這台電腦上的 CUDA 工具套件和已有的 cuDNN，並檢查它們是否彼此相容。</translation>
    </message>
    <message>
        <source>Get cuDNN</source>
        <translation>取得 cuDNN</translation>
    </message>
    <message>
        <source>Choose the cuDNN that fits and get its archive: download it, or use one you have. It is checked and unpacked.</source>
        <translation>選擇適合的 cuDNN 並取得它的壓縮檔：下載，或使用您已有的壓縮檔。壓縮檔會經過檢查並解壓縮。</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安裝</translation>
    </message>
    <message>
        <source>See exactly which files go where. Only the Install button changes anything, and all of it can be undone.</source>
        <translation>確切查看哪些檔案會安裝到哪裡。只有「安裝」按鈕會做出變更，而且所有變更都可以復原。</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>Set up the environment so that programs find cuDNN.</source>
        <translation>設定環境，讓程式能夠找到 cuDNN。</translation>
    </message>
</context>
<context>
    <name>WslRules</name>
    <message>
        <source>This Linux runs under WSL 1, which cannot use the GPU</source>
        <translation>這個 Linux 執行在 WSL 1 下，無法使用 GPU</translation>
    </message>
    <message>
        <source>CUDA and cuDNN inside WSL need WSL 2: only WSL 2 passes the GPU through from Windows. Under WSL 1 no program can use the NVIDIA GPU, whatever is installed inside Linux.</source>
        <translation>在 WSL 中使用 CUDA 和 cuDNN 需要 WSL 2：只有 WSL 2 會把 Windows 的 GPU 傳遞進來。在 WSL 1 下，無論在 Linux 中安裝了什麼，都沒有程式能使用 NVIDIA 顯示卡。</translation>
    </message>
    <message>
        <source>Kernel: %1</source>
        <translation>核心：%1</translation>
    </message>
    <message>
        <source>In Windows PowerShell, run: wsl --set-version %1 2 (check with wsl -l -v), then start the distribution again and run this check once more.</source>
        <translation>請在 Windows PowerShell 中執行：wsl --set-version %1 2（可以用 wsl -l -v 檢查），然後重新啟動該發行版，再執行一次這項檢查。</translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver is not visible inside WSL</source>
        <translation>在 WSL 中看不到 Windows 的 NVIDIA 驅動程式</translation>
    </message>
    <message>
        <source>Under WSL, the GPU is used through the NVIDIA driver installed in Windows: WSL shows its CUDA library as %1. That file is missing, so no program in WSL can use the GPU. Usually the Windows NVIDIA driver is too old for WSL or not installed, WSL itself is outdated, or GPU support (paravirtualisation) is turned off for this WSL.</source>
        <translation>在 WSL 下，GPU 是透過安裝在 Windows 中的 NVIDIA 驅動程式來使用的：WSL 會把它的 CUDA 函式庫顯示為 %1。這個檔案不存在，所以 WSL 中的任何程式都無法使用 GPU。通常是因為 Windows 的 NVIDIA 驅動程式對 WSL 來說太舊或者沒有安裝、WSL 本身版本過舊，或者這個 WSL 關閉了 GPU 支援（半虛擬化）。</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
    <message>
        <source>The folder %1 does not exist</source>
        <translation>資料夾 %1 不存在</translation>
    </message>
    <message>
        <source>In Windows: install the current NVIDIA driver for your GPU from NVIDIA&apos;s website (the normal Windows driver; it includes WSL support), run wsl --update in PowerShell, and check with wsl -l -v that %1 runs as version 2. Then run wsl --shutdown and start WSL again. Do not install a Linux NVIDIA driver inside WSL.</source>
        <translation>在 Windows 中：從 NVIDIA 網站為您的顯示卡安裝最新的 NVIDIA 驅動程式（一般的 Windows 驅動程式，已包含 WSL 支援），在 PowerShell 中執行 wsl --update，並用 wsl -l -v 確認 %1 以版本 2 執行。然後執行 wsl --shutdown，再重新啟動 WSL。不要在 WSL 中安裝 Linux 版 NVIDIA 驅動程式。</translation>
    </message>
    <message>
        <source>%1 is not on the library search path</source>
        <translation>%1 不在函式庫的搜尋路徑中</translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver&apos;s CUDA library is in %1, but that folder is neither in the loader&apos;s configuration (/etc/ld.so.conf and /etc/ld.so.conf.d/, where WSL normally adds ld.wsl.conf) nor on LD_LIBRARY_PATH. Programs that load libcuda.so.1 by name (PyTorch, TensorFlow, cuDNN itself) do not find the driver and report that no GPU or no CUDA driver is available.</source>
        <translation>Windows NVIDIA 驅動程式的 CUDA 函式庫位於 %1，但這個資料夾既不在動態連結器的設定中（/etc/ld.so.conf 和 /etc/ld.so.conf.d/，WSL 通常會在其中新增 ld.wsl.conf），也不在 LD_LIBRARY_PATH 中。依名稱載入 libcuda.so.1 的程式（PyTorch、TensorFlow 以及 cuDNN 本身）找不到驅動程式，會回報沒有可用的 GPU 或 CUDA 驅動程式。</translation>
    </message>
    <message>
        <source>Present: %1</source>
        <translation>存在：%1</translation>
    </message>
    <message>
        <source>LD_LIBRARY_PATH is not set</source>
        <translation>未設定 LD_LIBRARY_PATH</translation>
    </message>
    <message>
        <source>Folders from /etc/ld.so.conf: none</source>
        <translation>來自 /etc/ld.so.conf 的資料夾：無</translation>
    </message>
    <message>
        <source>Folders from /etc/ld.so.conf: %1</source>
        <translation>來自 /etc/ld.so.conf 的資料夾：%1</translation>
    </message>
    <message>
        <source>%1 exists, but /etc/ld.so.conf does not include /etc/ld.so.conf.d/*.conf</source>
        <translation>%1 存在，但 /etc/ld.so.conf 沒有包含 /etc/ld.so.conf.d/*.conf</translation>
    </message>
    <message>
        <source>Run in WSL: echo %1 | sudo tee /etc/ld.so.conf.d/ld.wsl.conf &amp;&amp; sudo ldconfig (make sure /etc/ld.so.conf has the line: include /etc/ld.so.conf.d/*.conf). Then open a new terminal.</source>
        <translation>在 WSL 中執行：echo %1 | sudo tee /etc/ld.so.conf.d/ld.wsl.conf &amp;&amp; sudo ldconfig（確保 /etc/ld.so.conf 中有這一行：include /etc/ld.so.conf.d/*.conf）。然後開啟一個新的終端機。</translation>
    </message>
    <message>
        <source>%1 (a file of its own, found via %2)</source>
        <translation>%1（獨立的檔案，發現途徑：%2）</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (found via %3)</source>
        <translation>%1 -&gt; %2（發現途徑：%3）</translation>
    </message>
    <message>
        <source>A Linux NVIDIA driver is installed inside WSL</source>
        <translation>WSL 中安裝了 Linux 版 NVIDIA 驅動程式</translation>
    </message>
    <message>
        <source>Inside WSL the GPU must be used through the Windows driver&apos;s library in %1. A Linux NVIDIA driver (or a copy of its libcuda.so.1) was installed in WSL as well; its libcuda.so.1 cannot talk to the GPU from inside WSL, and programs that load it instead of the Windows one fail with errors such as &quot;CUDA driver version is insufficient&quot; or &quot;no CUDA-capable device is detected&quot;. NVIDIA&apos;s WSL guide says never to install a Linux driver in WSL. This often happens by installing the &quot;cuda&quot; or &quot;cuda-drivers&quot; package instead of &quot;cuda-toolkit&quot;.</source>
        <translation>在 WSL 中，必須透過 %1 中的 Windows 驅動程式函式庫來使用 GPU。但 WSL 中還安裝了 Linux 版 NVIDIA 驅動程式（或其 libcuda.so.1 的副本）；它的 libcuda.so.1 在 WSL 中無法與 GPU 通訊，載入它而不是 Windows 版的程式會失敗，並出現 &quot;CUDA driver version is insufficient&quot; 或 &quot;no CUDA-capable device is detected&quot; 之類的錯誤。NVIDIA 的 WSL 指南明確說明，絕不要在 WSL 中安裝 Linux 驅動程式。這種情況常常是因為安裝了 &quot;cuda&quot; 或 &quot;cuda-drivers&quot; 套件，而不是 &quot;cuda-toolkit&quot;。</translation>
    </message>
    <message>
        <source>Linux driver library: %1</source>
        <translation>Linux 驅動程式函式庫：%1</translation>
    </message>
    <message>
        <source>Windows driver library: %1</source>
        <translation>Windows 驅動程式函式庫：%1</translation>
    </message>
    <message>
        <source>Windows driver library missing: %1</source>
        <translation>缺少 Windows 驅動程式函式庫：%1</translation>
    </message>
    <message>
        <source>Remove the Linux driver from WSL. On Ubuntu or Debian: sudo apt-get purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos; &apos;cuda-drivers*&apos; &amp;&amp; sudo apt-get autoremove; if it came from NVIDIA&apos;s .run installer: sudo nvidia-uninstall. Then run sudo ldconfig, run wsl --shutdown in Windows, and start WSL again. Install CUDA in WSL only with the cuda-toolkit-X-Y package (NVIDIA&apos;s WSL-Ubuntu repository), never &quot;cuda&quot; or &quot;cuda-drivers&quot;.</source>
        <translation>請從 WSL 中刪除 Linux 驅動程式。在 Ubuntu 或 Debian 上：sudo apt-get purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos; &apos;cuda-drivers*&apos; &amp;&amp; sudo apt-get autoremove；如果它來自 NVIDIA 的 .run 安裝程式：sudo nvidia-uninstall。然後執行 sudo ldconfig，在 Windows 中執行 wsl --shutdown，再重新啟動 WSL。在 WSL 中安裝 CUDA 時只使用 cuda-toolkit-X-Y 套件（來自 NVIDIA 的 WSL-Ubuntu 套件庫），絕不要使用 &quot;cuda&quot; 或 &quot;cuda-drivers&quot;。</translation>
    </message>
    <message>
        <source>libcuda.so.1 in %1 is a copy, not a link</source>
        <translation>%1 中的 libcuda.so.1 是一個副本，而不是連結</translation>
    </message>
    <message>
        <source>The Windows NVIDIA driver puts libcuda.so.1 into WSL as a copy of another file instead of a link, so sudo ldconfig prints &quot;%1/libcuda.so.1 is not a symbolic link&quot;. The warning is harmless: CUDA works. %1 shows a Windows folder and cannot be changed from inside WSL.</source>
        <translation>Windows NVIDIA 驅動程式放進 WSL 的 libcuda.so.1 是另一個檔案的副本，而不是連結，所以 sudo ldconfig 會顯示 &quot;%1/libcuda.so.1 is not a symbolic link&quot;。這個警告無害：CUDA 可以正常運作。%1 顯示的是一個 Windows 資料夾，無法在 WSL 內部變更。</translation>
    </message>
    <message>
        <source>Regular file: %1</source>
        <translation>一般檔案：%1</translation>
    </message>
    <message>
        <source>Other copies in the same folder: %1</source>
        <translation>同一資料夾中的其他副本：%1</translation>
    </message>
    <message>
        <source>Nothing needs doing. To silence the warning, open a Command Prompt as administrator in Windows and run: cd C:\Windows\System32\lxss\lib &amp;&amp; del libcuda.so libcuda.so.1 &amp;&amp; mklink libcuda.so libcuda.so.1.1 &amp;&amp; mklink libcuda.so.1 libcuda.so.1.1 — then wsl --shutdown. A Windows driver update brings the copies back.</source>
        <translation>無需任何操作。如果想消除這個警告，請在 Windows 中以系統管理員身分開啟命令提示字元並執行：cd C:\Windows\System32\lxss\lib &amp;&amp; del libcuda.so libcuda.so.1 &amp;&amp; mklink libcuda.so libcuda.so.1.1 &amp;&amp; mklink libcuda.so.1 libcuda.so.1.1，然後執行 wsl --shutdown。更新 Windows 驅動程式後，這些副本會再次出現。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::AboutDialog</name>
    <message>
        <source>CUDA and cuDNN on this computer: not scanned yet.</source>
        <translation>這台電腦上的 CUDA 和 cuDNN：尚未掃描。</translation>
    </message>
    <message>
        <source>CUDA Toolkit: %1 (%2)</source>
        <translation>CUDA 工具套件：%1（%2）</translation>
    </message>
    <message>
        <source>CUDA Toolkit: none found</source>
        <translation>CUDA 工具套件：找不到</translation>
    </message>
    <message>
        <source>cuDNN: %1</source>
        <translation>cuDNN：%1</translation>
    </message>
    <message>
        <source>cuDNN: none found</source>
        <translation>cuDNN：找不到</translation>
    </message>
    <message>
        <source>About cuDNN Setup Wizard</source>
        <translation>關於 cuDNN 安裝精靈</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard %1</source>
        <translation>cuDNN 安裝精靈 %1</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1（以 Qt %2 建置）</translation>
    </message>
    <message>
        <source>cuDNN Setup Wizard</source>
        <translation>cuDNN 安裝精靈</translation>
    </message>
    <message>
        <source>Checks your GPU and CUDA Toolkit, installs the NVIDIA cuDNN library that fits them, and tells you whether it works — or what is wrong and how to fix it.</source>
        <translation>檢查您的顯示卡和 CUDA 工具套件，安裝與之相符的 NVIDIA cuDNN 函式庫，並告訴您它能否正常運作——或者哪裡出了問題、如何修復。</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>&lt;p&gt;This program uses the Qt toolkit %1 under the GNU Lesser General Public License version 3 (LGPLv3). Qt is linked dynamically, so you may replace it with your own build; its source code and licence are at &lt;a href=&quot;https://www.qt.io/licensing/open-source-lgpl-obligations&quot;&gt;qt.io&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;cuDNN is NVIDIA&apos;s software, under the &lt;a href=&quot;%2&quot;&gt;NVIDIA cuDNN Software License Agreement&lt;/a&gt;. This program does not include cuDNN: it downloads it from NVIDIA (or your lab&apos;s mirror) only after you accept that licence, and it never asks for your NVIDIA account.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本程式依據 GNU 寬通用公共授權條款第 3 版（LGPLv3）使用 Qt 工具套件 %1。Qt 以動態方式連結，因此您可以用自行建置的 Qt 取代它；它的原始碼和授權條款見 &lt;a href=&quot;https://www.qt.io/licensing/open-source-lgpl-obligations&quot;&gt;qt.io&lt;/a&gt;。&lt;/p&gt;&lt;p&gt;cuDNN 是 NVIDIA 的軟體，依據 &lt;a href=&quot;%2&quot;&gt;NVIDIA cuDNN 軟體授權合約&lt;/a&gt;授權。本程式不包含 cuDNN：只有在您接受該授權合約之後，它才會從 NVIDIA（或您實驗室的鏡像站）下載 cuDNN，而且從不詢問您的 NVIDIA 帳戶。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Copy versions</source>
        <translation>複製版本資訊(&amp;C)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ArchiveFetch</name>
    <message>
        <source>The list of files for cuDNN %1 could not be read. %2</source>
        <translation>無法讀取 cuDNN %1 的檔案清單。%2</translation>
    </message>
    <message>
        <source>The list of files for cuDNN %1 is damaged or not a cuDNN manifest (%2). If it comes from a mirror, rebuild the mirror.</source>
        <translation>cuDNN %1 的檔案清單已損壞，或不是 cuDNN 清單檔（%2）。如果它來自鏡像站，請重新建置該鏡像站。</translation>
    </message>
    <message>
        <source>cuDNN %1 has no build for CUDA %2 on %3 on this server. Choose another release or CUDA version.</source>
        <translation>這個伺服器上沒有 cuDNN %1 在 %3 平台上適用於 CUDA %2 的版本。請選擇其他版本或其他 CUDA 版本。</translation>
    </message>
    <message>
        <source>The server&apos;s list is for cuDNN %1, not %2 as asked. The mirror may be out of date.</source>
        <translation>伺服器上的清單對應的是 cuDNN %1，而不是所要求的 %2。鏡像站可能已過時。</translation>
    </message>
    <message>
        <source>Reading the list of files for cuDNN %1 from %2…</source>
        <translation>正在從 %2 讀取 cuDNN %1 的檔案清單…</translation>
    </message>
    <message>
        <source>The SHA-256 of %1 comes from the mirror&apos;s own list: the file was checked against it, not against NVIDIA&apos;s own checksum, which is not known here.</source>
        <translation>%1 的 SHA-256 來自鏡像站自己的檔案清單：檔案已按它驗證，但沒有按 NVIDIA 自己的檢查碼驗證，因為這裡不知道 NVIDIA 的檢查碼。</translation>
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
        <translation>正在檢查並解壓縮壓縮檔</translation>
    </message>
    <message>
        <source>Stop checking this archive</source>
        <translation>停止檢查這個壓縮檔</translation>
    </message>
    <message>
        <source>Checking and unpacking %1…</source>
        <translation>正在檢查並解壓縮 %1…</translation>
    </message>
    <message>
        <source>Checking and unpacking %1: %2 of %3 read, %4 unpacked</source>
        <translation>正在檢查並解壓縮 %1：已讀取 %2 / %3，已解壓縮 %4</translation>
    </message>
    <message>
        <source>Choose another file, or get the right one in one of the other ways above.</source>
        <translation>請選擇其他檔案，或是透過上面的其他方式取得正確的檔案。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkCharts</name>
    <message>
        <source>Time per run</source>
        <translation>每次執行時間</translation>
    </message>
    <message>
        <source>&amp;Time per run</source>
        <translation>每次執行時間(&amp;T)</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>輸送量</translation>
    </message>
    <message>
        <source>Throug&amp;hput (TFLOP/s)</source>
        <translation>輸送量（TFLOP/s）(&amp;H)</translation>
    </message>
    <message>
        <source>milliseconds per run (shorter is faster; each step is 10× longer)</source>
        <translation>每次執行的毫秒數（越短越快；相鄰兩格刻度相差 10×）</translation>
    </message>
    <message>
        <source>@value ms</source>
        <translation>@value ms</translation>
    </message>
    <message>
        <source>TFLOP/s, trillions of operations per second (longer is faster)</source>
        <translation>TFLOP/s，每秒兆次運算（越長越快）</translation>
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
        <translation>FP32，嚴格模式</translation>
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
        <translation>同時測量處理器（CPU）</translation>
    </message>
    <message>
        <source>Layer to time</source>
        <translation>要測量的層</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自訂…</translation>
    </message>
    <message>
        <source>Batch (N)</source>
        <translation>批次大小（N）</translation>
    </message>
    <message>
        <source>Input channels (C)</source>
        <translation>輸入通道數（C）</translation>
    </message>
    <message>
        <source>Height (H)</source>
        <translation>高度（H）</translation>
    </message>
    <message>
        <source>Width (W)</source>
        <translation>寬度（W）</translation>
    </message>
    <message>
        <source>Filters (K)</source>
        <translation>濾波器數（K）</translation>
    </message>
    <message>
        <source>Filter height (R)</source>
        <translation>濾波器高度（R）</translation>
    </message>
    <message>
        <source>Filter width (S)</source>
        <translation>濾波器寬度（S）</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填補</translation>
    </message>
    <message>
        <source>Stride</source>
        <translation>步幅</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>How many images are computed at once. Automatic: %1 with a GPU, %2 without (the processor is much slower).</source>
        <translation>一次計算多少張影像。自動：有 GPU 時為 %1，沒有時為 %2（處理器慢得多）。</translation>
    </message>
    <message>
        <source>Always measured: strict FP32 computes exactly what the kernels without cuDNN and the processor compute, so it is the fair comparison.</source>
        <translation>一律測量：嚴格 FP32 的計算內容與不使用 cuDNN 的 kernel 及處理器完全相同，因此是公平的比較基準。</translation>
    </message>
    <message>
        <source>Tensor cores with FP32 data rounded to TF32 inside (graphics cards of compute capability 8.0 and newer). Faster, slightly less exact.</source>
        <translation>使用張量核心，FP32 資料在內部捨入為 TF32（適用於運算能力 8.0 以上的顯示卡）。速度較快，精確度略低。</translation>
    </message>
    <message>
        <source>Tensor cores with half-precision data in the NHWC layout: what mixed-precision training uses. Fastest, least exact.</source>
        <translation>使用張量核心，資料為半精度並採用 NHWC 排列：這正是混合精度訓練所使用的方式。速度最快，精確度最低。</translation>
    </message>
    <message>
        <source>Times the same layer on the processor, which also runs on a computer without a GPU.</source>
        <translation>在處理器上測量同一層的時間，沒有 GPU 的電腦也能執行。</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>層(&amp;L)：</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>批次大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>cuDNN precisions:</source>
        <translation>cuDNN 精確度：</translation>
    </message>
    <message>
        <source>This layer cannot be computed: the filter (R × S) is larger than the padded input (H × W).</source>
        <translation>無法計算這一層：濾波器（R × S）比填補後的輸入（H × W）還大。</translation>
    </message>
    <message>
        <source>This layer is too large to time here: one of its tensors would hold more than %1 million values.</source>
        <translation>這一層太大，無法在這裡測量：它的某個張量會包含超過 %1 百萬個數值。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkPage</name>
    <message>
        <source>&amp;Run benchmark</source>
        <translation>執行效能測試(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Save as &amp;JSON…</source>
        <translation>另存為 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save as CS&amp;V…</source>
        <translation>另存為 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <source>Run the benchmark</source>
        <translation>執行效能測試</translation>
    </message>
    <message>
        <source>Cancel the benchmark</source>
        <translation>取消效能測試</translation>
    </message>
    <message>
        <source>Benchmark progress</source>
        <translation>效能測試進度</translation>
    </message>
    <message>
        <source>Saves every number of this run, and what it ran on, as JSON.</source>
        <translation>將這次執行的所有數據以及執行環境儲存為 JSON。</translation>
    </message>
    <message>
        <source>Saves one line per row, for a spreadsheet.</source>
        <translation>每一列儲存為一行，方便在試算表中使用。</translation>
    </message>
    <message>
        <source>Choose what to time, then click Run benchmark. With a GPU it takes about a minute.</source>
        <translation>選擇要測量的內容，然後按一下「執行效能測試」。有 GPU 時大約需要一分鐘。</translation>
    </message>
    <message>
        <source>No NVIDIA graphics card that a driver can use was found on this computer, so only the processor can be timed here. The graphics card rows will say why they were left out.</source>
        <translation>在這台電腦上找不到驅動程式可以使用的 NVIDIA 顯示卡，因此這裡只能測量處理器。顯示卡相關的各列會說明它們被略過的原因。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在開始…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cancelled. The rows that finished are shown.</source>
        <translation>已取消。已顯示完成的各列。</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>已完成。</translation>
    </message>
    <message>
        <source>Run the benchmark first.</source>
        <translation>請先執行效能測試。</translation>
    </message>
    <message>
        <source>Save the benchmark as JSON</source>
        <translation>將效能測試結果儲存為 JSON</translation>
    </message>
    <message>
        <source>Save the benchmark as CSV</source>
        <translation>將效能測試結果儲存為 CSV</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 檔案 (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Times one ResNet-50 convolution layer with cuDNN, without it, and on the processor, and checks every result.</source>
        <translation>分別測量一個 ResNet-50 卷積層在使用 cuDNN、不使用 cuDNN 以及在處理器上的執行時間，並檢查每個結果。</translation>
    </message>
    <message>
        <source>What to ti&amp;me</source>
        <translation>要測量的項目(&amp;M)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::BenchmarkResultView</name>
    <message>
        <source>not checked</source>
        <translation>未檢查</translation>
    </message>
    <message>
        <source>correct (error %1)</source>
        <translation>正確（誤差 %1）</translation>
    </message>
    <message>
        <source>WRONG (error %1, allowed %2)</source>
        <translation>錯誤（誤差 %1，容許值 %2）</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Median time
(10th–90th percentile)</source>
        <translation>中位數時間
（第 10–90 百分位數）</translation>
    </message>
    <message>
        <source>TFLOP/s
(share of peak)</source>
        <translation>TFLOP/s
（佔峰值比例）</translation>
    </message>
    <message>
        <source>Correct?</source>
        <translation>正確？</translation>
    </message>
    <message>
        <source>cuDNN algorithm</source>
        <translation>cuDNN 演算法</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>效能測試結果</translation>
    </message>
    <message>
        <source>Green bars: cuDNN. Grey bars: without cuDNN (plain CUDA kernels, the processor).</source>
        <translation>綠色長條：cuDNN。灰色長條：不使用 cuDNN（一般 CUDA kernel、處理器）。</translation>
    </message>
    <message>
        <source>(%1% of peak)</source>
        <translation>（佔峰值 %1%）</translation>
    </message>
    <message>
        <source>The peak of this GPU for %1 is %2 TFLOP/s (at %3 MHz).</source>
        <translation>這張 GPU 在 %1 下的峰值為 %2 TFLOP/s（時脈 %3 MHz）。</translation>
    </message>
    <message>
        <source>Picked by timing every algorithm. cuDNN&apos;s quick guess would have been %1%2.</source>
        <translation>實際測量每個演算法後選出。cuDNN 快速推測的結果會是 %1%2。</translation>
    </message>
    <message>
        <source> (%1 ms)</source>
        <translation>（%1 ms）</translation>
    </message>
    <message>
        <source>Layer: %1 — %2</source>
        <translation>層：%1 — %2</translation>
    </message>
    <message>
        <source>Batch: %1 images (chosen automatically)</source>
        <translation>批次大小：%1 張影像（自動選擇）</translation>
    </message>
    <message>
        <source>Batch: %1 images</source>
        <translation>批次大小：%1 張影像</translation>
    </message>
    <message>
        <source>GPU: %1, compute capability %2, %3 multiprocessors, peaks computed at %4 MHz</source>
        <translation>GPU：%1，運算能力 %2，%3 個多處理器，峰值以 %4 MHz 計算</translation>
    </message>
    <message>
        <source>Driver: supports CUDA up to %1</source>
        <translation>驅動程式：最高支援 CUDA %1</translation>
    </message>
    <message>
        <source>CUDA runtime of the benchmark: %1</source>
        <translation>效能測試的 CUDA 執行階段：%1</translation>
    </message>
    <message>
        <source>cuDNN: %1 from %2</source>
        <translation>cuDNN：%1，來自 %2</translation>
    </message>
    <message numerus="yes">
        <source>Processor: %1, %n thread(s)</source>
        <translation>
            <numerusform>處理器：%1，%n 個執行緒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 workspace</source>
        <translation>%1，工作空間 %2</translation>
    </message>
    <message>
        <source>All n&amp;umbers</source>
        <translation>所有數值(&amp;U)</translation>
    </message>
    <message>
        <source>What it r&amp;an on</source>
        <translation>執行環境(&amp;A)</translation>
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
        <translation>在瀏覽器中開啟 NVIDIA Developer(&amp;O)</translation>
    </message>
    <message>
        <source>Copy &amp;link</source>
        <translation>複製連結(&amp;L)</translation>
    </message>
    <message>
        <source>I have the file — choose &amp;it…</source>
        <translation>我已有這個檔案，選擇它(&amp;I)…</translation>
    </message>
    <message>
        <source>Watch another &amp;folder…</source>
        <translation>監看其他資料夾(&amp;F)…</translation>
    </message>
    <message>
        <source>For a browser that saves downloads somewhere else than your Downloads folder.</source>
        <translation>適用於瀏覽器把下載的檔案儲存在「下載」資料夾以外位置的情況。</translation>
    </message>
    <message>
        <source>the cuDNN %1 archive for CUDA %2, %3</source>
        <translation>適用於 CUDA %2、%3 平台的 cuDNN %1 壓縮檔</translation>
    </message>
    <message>
        <source>Open NVIDIA&apos;s cuDNN page (%1) in your web browser and sign in with your NVIDIA Developer account (free to create).</source>
        <translation>在網頁瀏覽器中開啟 NVIDIA 的 cuDNN 頁面（%1），並用您的 NVIDIA Developer 帳戶登入（可免費註冊）。</translation>
    </message>
    <message>
        <source>Accept NVIDIA&apos;s license there and download this file: %1</source>
        <translation>在該頁面上接受 NVIDIA 的授權合約，然後下載這個檔案：%1</translation>
    </message>
    <message>
        <source>Leave this window open. The wizard watches your Downloads folder (%1) and checks the file as soon as the download has finished.</source>
        <translation>請讓本視窗保持開啟。精靈會監看您的「下載」資料夾（%1），下載一完成就會檢查該檔案。</translation>
    </message>
    <message>
        <source>You sign in only in your browser; the wizard never asks for or sees your NVIDIA password.</source>
        <translation>您只需在瀏覽器中登入；精靈絕不會要求您提供，也看不到您的 NVIDIA 密碼。</translation>
    </message>
    <message>
        <source>No web browser could be opened. Copy the link and open it in a browser yourself, on this or another computer.</source>
        <translation>無法開啟網頁瀏覽器。請複製連結，自行在這台或另一台電腦的瀏覽器中開啟。</translation>
    </message>
    <message>
        <source>Link copied: %1</source>
        <translation>已複製連結：%1</translation>
    </message>
    <message>
        <source>Choose the downloaded cuDNN archive</source>
        <translation>選擇已下載的 cuDNN 壓縮檔</translation>
    </message>
    <message>
        <source>cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)</source>
        <translation>cuDNN 壓縮檔 (*.tar.xz *.tgz *.tar.gz *.zip);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Choose the folder your browser saves downloads to</source>
        <translation>選擇瀏覽器儲存下載檔案的資料夾</translation>
    </message>
    <message>
        <source>Found %1.</source>
        <translation>找到 %1。</translation>
    </message>
    <message>
        <source>Found %1 and took it.</source>
        <translation>找到 %1，並已取用。</translation>
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
        <translation>暫不安裝：我會自己安裝 CUDA Toolkit(&amp;O)</translation>
    </message>
    <message>
        <source>Install the CUDA pieces cuDNN needs</source>
        <translation>安裝 cuDNN 所需的 CUDA 元件</translation>
    </message>
    <message>
        <source>Install the CUDA pieces cuDNN needs and the compiler</source>
        <translation>安裝 cuDNN 所需的 CUDA 元件和編譯器</translation>
    </message>
    <message>
        <source>Do not install CUDA pieces</source>
        <translation>不安裝 CUDA 元件</translation>
    </message>
    <message>
        <source>The CUDA pieces cuDNN needs</source>
        <translation>cuDNN 所需的 CUDA 元件</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found, and the CUDA pieces cuDNN needs cannot be installed yet: %1</source>
        <translation>沒有找到 CUDA Toolkit，而且現在還無法安裝 cuDNN 所需的 CUDA 元件：%1</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found. cuDNN cannot run without the cuBLAS and NVRTC libraries of its CUDA version. The wizard can install them from NVIDIA&apos;s CUDA downloads together with cuDNN, into a CUDA %1 folder of their own, in one step you can undo. %2</source>
        <translation>沒有找到 CUDA Toolkit。沒有對應 CUDA 版本的 cuBLAS 和 NVRTC 函式庫，cuDNN 就無法執行。精靈可以從 NVIDIA 的 CUDA 下載中把它們和 cuDNN 一起安裝到獨立的 CUDA %1 資料夾裡，一步完成，可以復原。%2</translation>
    </message>
    <message>
        <source>reading the size…</source>
        <translation>正在讀取大小…</translation>
    </message>
    <message>
        <source>size not known yet</source>
        <translation>大小暫時未知</translation>
    </message>
    <message>
        <source>not offered for this computer</source>
        <translation>未提供給這部電腦</translation>
    </message>
    <message>
        <source>Install the CUDA &amp;pieces cuDNN needs (%1)</source>
        <translation>安裝 cuDNN 所需的 CUDA 元件(&amp;P)（%1）</translation>
    </message>
    <message>
        <source>…and the &amp;compiler (%1)</source>
        <translation>……以及編譯器(&amp;C)（%1）</translation>
    </message>
    <message>
        <source>CUDA %1: the runtime, cuBLAS and NVRTC.</source>
        <translation>CUDA %1：執行階段、cuBLAS 和 NVRTC。</translation>
    </message>
    <message>
        <source>nvcc and its headers, to build your own CUDA programs.</source>
        <translation>nvcc 及其標頭檔，用來編譯你自己的 CUDA 程式。</translation>
    </message>
    <message>
        <source>Looking for a C++ compiler that nvcc can use…</source>
        <translation>正在尋找 nvcc 可用的 C++ 編譯器…</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::CudaPiecesPanel</name>
    <message>
        <source>Fol&amp;der…</source>
        <translation>資料夾(&amp;D)…</translation>
    </message>
    <message>
        <source>I have read and accept the CUDA license</source>
        <translation>我已閱讀並接受 CUDA 授權條款</translation>
    </message>
    <message>
        <source>&amp;Get the CUDA pieces</source>
        <translation>取得 CUDA 元件(&amp;G)</translation>
    </message>
    <message>
        <source>Where the CUDA pieces come from: a web address or a folder</source>
        <translation>CUDA 元件的來源：網址或資料夾</translation>
    </message>
    <message>
        <source>Choose a folder with the CUDA archives</source>
        <translation>選擇存放 CUDA 壓縮檔的資料夾</translation>
    </message>
    <message>
        <source>Download progress of the CUDA pieces</source>
        <translation>CUDA 元件的下載進度</translation>
    </message>
    <message>
        <source>F&amp;rom:</source>
        <translation>來源(&amp;R)：</translation>
    </message>
    <message>
        <source>The CUDA pieces</source>
        <translation>CUDA 元件</translation>
    </message>
    <message>
        <source>The CUDA pieces are licensed by NVIDIA: read the %1 before you get them.</source>
        <translation>CUDA 元件由 NVIDIA 授權：取得之前請閱讀%1。</translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit license</source>
        <translation>NVIDIA CUDA Toolkit 授權條款</translation>
    </message>
    <message>
        <source>For CUDA %1, the %2 profile: %3. They go into a new CUDA Toolkit folder together with cuDNN.</source>
        <translation>CUDA %1 的 %2 組合：%3。它們會和 cuDNN 一起裝進一個新的 CUDA Toolkit 資料夾。</translation>
    </message>
    <message numerus="yes">
        <source>Ready: CUDA %1, %n archive(s), %2.</source>
        <translation>
            <numerusform>已就緒：CUDA %1，%n 個壓縮檔，%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder with the CUDA archives</source>
        <translation>存放 CUDA 壓縮檔的資料夾</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::CudaRedistFetch</name>
    <message>
        <source>The list of files for CUDA %1 could not be read. %2</source>
        <translation>無法讀取 CUDA %1 的檔案清單。%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CUDA release such as 13.0.2.</source>
        <translation>「%1」不是 CUDA 版本（例如 13.0.2）。</translation>
    </message>
    <message>
        <source>Reading the list of files for CUDA %1 from %2…</source>
        <translation>正在從 %2 讀取 CUDA %1 的檔案清單……</translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 on %2 is damaged or not a CUDA manifest (%3). If it comes from a mirror, rebuild the mirror.</source>
        <translation>%2 上 CUDA %1 的檔案清單已損壞或不是 CUDA 清單（%3）。如果它來自鏡像站，請重新建置鏡像站。</translation>
    </message>
    <message>
        <source>no cuda_cudart</source>
        <translation>沒有 cuda_cudart</translation>
    </message>
    <message>
        <source>CUDA %1 on %2 has no %3 for %4, so the %5 profile cannot be installed from there.</source>
        <translation>%2 上的 CUDA %1 沒有適用於 %4 的 %3，因此無法從那裡安裝 %5 組合。</translation>
    </message>
    <message numerus="yes">
        <source>CUDA %1, %2 profile: %n archive(s), %3 to get.</source>
        <translation>
            <numerusform>CUDA %1，%2 組合：%n 個壓縮檔，需取得 %3。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DetailsLog</name>
    <message>
        <source>Show &amp;details</source>
        <translation>顯示詳細資料(&amp;D)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細資料</translation>
    </message>
    <message>
        <source>Hide &amp;details</source>
        <translation>隱藏詳細資料(&amp;D)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DoctorPage</name>
    <message>
        <source>Fix all &amp;safe ones…</source>
        <translation>修復所有安全的問題(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Re-check</source>
        <translation>重新檢查(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo last fix</source>
        <translation>復原上一次修復(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>複製報告(&amp;C)</translation>
    </message>
    <message>
        <source>Repair cuDNN</source>
        <translation>修復 cuDNN</translation>
    </message>
    <message>
        <source>The wizard looks for what commonly breaks a CUDA and cuDNN setup: missing or broken files and links, mixed copies, and environment variables that send programs to the wrong place.</source>
        <translation>精靈會找出 CUDA 和 cuDNN 安裝中常見的問題：缺失或損壞的檔案和連結、混雜的副本，以及把程式引向錯誤位置的環境變數。</translation>
    </message>
    <message>
        <source>Fix all problems that have a safe automatic fix</source>
        <translation>修復所有有安全自動修復的問題</translation>
    </message>
    <message>
        <source>Applies every fix that only restores what was evidently meant (a missing or broken link, a malformed line). You see the list and confirm first; every fix can be undone.</source>
        <translation>套用所有只是恢復明顯本意的修復（缺失或損壞的連結、格式錯誤的行）。您會先看到清單並確認；每項修復都可以復原。</translation>
    </message>
    <message>
        <source>Check this computer again</source>
        <translation>重新檢查這台電腦</translation>
    </message>
    <message>
        <source>Looks at this computer again, for example after you fixed something by hand.</source>
        <translation>重新檢查這台電腦，例如在您手動修復了某些問題之後。</translation>
    </message>
    <message>
        <source>Undo the last fix</source>
        <translation>復原上一次修復</translation>
    </message>
    <message>
        <source>Copy the repair report</source>
        <translation>複製修復報告</translation>
    </message>
    <message>
        <source>Copies what was found, as text, to paste into a message when you ask for help.</source>
        <translation>以文字形式複製檢查結果，方便您在求助時貼上到訊息中。</translation>
    </message>
    <message>
        <source>Looking at the CUDA Toolkits, cuDNN copies and settings on this computer…</source>
        <translation>正在檢視這台電腦上的 CUDA 工具套件、cuDNN 副本和設定…</translation>
    </message>
    <message>
        <source>Checking what was found…</source>
        <translation>正在檢查發現的內容…</translation>
    </message>
    <message>
        <source>Checked.</source>
        <translation>檢查完畢。</translation>
    </message>
    <message>
        <source>This setup could not be checked</source>
        <translation>無法檢查這套環境</translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>沒有發現問題</translation>
    </message>
    <message>
        <source>Nothing wrong was found in the installation, the environment variables, the links or the order in which programs find cuDNN.</source>
        <translation>安裝、環境變數、連結以及程式搜尋 cuDNN 的順序都沒有發現問題。</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) below are for your information only.</source>
        <translation>
            <numerusform>下面的 %n 則說明僅供參考。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>發現 %n 個問題</numerusform>
        </translation>
    </message>
    <message>
        <source>Open each one below to see what was found and how to fix it. Every fix the wizard makes can be undone with Undo last fix.</source>
        <translation>展開下面的每一項，檢視發現了什麼以及如何修復。精靈所做的每項修復都可以用「復原上一次修復」來復原。</translation>
    </message>
    <message>
        <source>Apply this fix?</source>
        <translation>要套用這項修復嗎？</translation>
    </message>
    <message>
        <source>This fix changes which cuDNN programs load:

%1

It can be undone with Undo last fix.</source>
        <translation>這項修復會改變程式載入的 cuDNN：

%1

可以用「復原上一次修復」來復原。</translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation>修復(&amp;F)</translation>
    </message>
    <message>
        <source>Fix all safe ones?</source>
        <translation>要修復所有安全的問題嗎？</translation>
    </message>
    <message>
        <source>The wizard will make these changes:

%1

All of them can be undone together with Undo last fix.</source>
        <translation>精靈將進行以下變更：

%1

所有這些變更都可以用「復原上一次修復」一起復原。</translation>
    </message>
    <message>
        <source>&amp;Fix them</source>
        <translation>修復(&amp;F)</translation>
    </message>
    <message>
        <source>Fixing… Every change is recorded so that it can be undone.</source>
        <translation>正在修復… 每項變更都會被記錄下來，以便復原。</translation>
    </message>
    <message>
        <source>Undoing the last fix…</source>
        <translation>正在復原上一次修復…</translation>
    </message>
    <message>
        <source>Checking again…</source>
        <translation>正在重新檢查…</translation>
    </message>
    <message>
        <source>Undone:</source>
        <translation>已復原：</translation>
    </message>
    <message>
        <source>Fixed:</source>
        <translation>已修復：</translation>
    </message>
    <message>
        <source>Undo last fix puts everything back.</source>
        <translation>「復原上一次修復」可以恢復所有內容。</translation>
    </message>
    <message>
        <source>The fix could not be undone.</source>
        <translation>無法復原這項修復。</translation>
    </message>
    <message>
        <source>The fix did not go through.</source>
        <translation>這項修復沒有成功。</translation>
    </message>
    <message>
        <source>Nothing was changed: whatever it had done was put back.</source>
        <translation>沒有做任何變更：它已做的操作都已恢復原狀。</translation>
    </message>
    <message>
        <source>Some things were changed by someone else since, and were left as they are:</source>
        <translation>有些內容在此之後被其他人變更過，因此保持原樣：</translation>
    </message>
    <message>
        <source>Puts back what this fix changed: %1</source>
        <translation>恢復這項修復所變更的內容：%1</translation>
    </message>
    <message>
        <source>No fix made by the wizard is recorded yet.</source>
        <translation>還沒有記錄任何由精靈所做的修復。</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>已復原：%1</translation>
    </message>
    <message>
        <source>Fixed: %1</source>
        <translation>已修復：%1</translation>
    </message>
    <message>
        <source>The report is on the clipboard, with user names in paths replaced by &lt;user&gt;.</source>
        <translation>報告已複製到剪貼簿，路徑中的使用者名稱已取代為 &lt;user&gt;。</translation>
    </message>
    <message>
        <source>I got an error &amp;message</source>
        <translation>我遇到了一則錯誤訊息(&amp;M)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::DownloadPanel</name>
    <message>
        <source>Br&amp;owse…</source>
        <translation>瀏覽(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>下載(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>重試(&amp;T)</translation>
    </message>
    <message>
        <source>https://mirror.example.edu/cudnn/redist or a folder such as /mnt/lab/cudnn</source>
        <translation>https://mirror.example.edu/cudnn/redist 或資料夾，例如 /mnt/lab/cudnn</translation>
    </message>
    <message>
        <source>Mirror address or &amp;folder:</source>
        <translation>鏡像站網址或資料夾(&amp;F)：</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s server did not give the file to the wizard. You can still get it: sign in at NVIDIA Developer in your web browser, download it there, and the wizard picks it up.</source>
        <translation>NVIDIA 的伺服器沒有把檔案提供給精靈。您仍然可以取得它：在網頁瀏覽器中登入 NVIDIA Developer 並在那裡下載，精靈會自動取用該檔案。</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>File: %1 (%2)</source>
        <translation>檔案：%1（%2）</translation>
    </message>
    <message>
        <source>Choose the mirror folder</source>
        <translation>選擇鏡像站資料夾</translation>
    </message>
    <message>
        <source>R&amp;esume</source>
        <translation>繼續(&amp;E)</translation>
    </message>
    <message>
        <source>Sign &amp;in in my browser instead</source>
        <translation>改為在我的瀏覽器中登入(&amp;I)</translation>
    </message>
    <message>
        <source>The archive was already downloaded and verified earlier.</source>
        <translation>壓縮檔之前已經下載並驗證通過。</translation>
    </message>
    <message>
        <source>Downloaded, and the checksum matches.</source>
        <translation>已下載，檢查碼相符。</translation>
    </message>
    <message>
        <source>This mirror uses plain http://, which is not encrypted: someone on the network could read or change what is sent, the checksums in the mirror&apos;s list too, so a changed archive would still pass. Use https:// when the mirror offers it, or a folder.</source>
        <translation>這個鏡像站使用純 http://，不加密：網路上的人可以讀取或竄改傳輸的內容，包括鏡像站清單中的檢查碼，因此被改過的壓縮檔也能通過驗證。鏡像站提供 https:// 時請使用 https://，或者使用一個資料夾。</translation>
    </message>
    <message>
        <source>A web address or a folder set up by your lab or IT staff that holds NVIDIA&apos;s files in NVIDIA&apos;s layout (the redistrib_*.json lists and the cudnn/ folder). A plain http:// address is taken only when you say so, as it is not encrypted.</source>
        <translation>由實驗室或 IT 人員架設的網址或資料夾，按 NVIDIA 的配置存放 NVIDIA 的檔案（redistrib_*.json 清單和 cudnn/ 資料夾）。純 http:// 位址不加密，只有在你同意後才會使用。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::Downloader</name>
    <message>
        <source>the folder could not be created</source>
        <translation>無法建立該資料夾</translation>
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
        <translation>找到了 %1；正在等待它完全寫入…</translation>
    </message>
    <message>
        <source>Your browser is still downloading (%1). The archive will be checked as soon as the download finishes.</source>
        <translation>您的瀏覽器仍在下載（%1）。下載一完成就會檢查壓縮檔。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist. Choose the folder your browser saves downloads to, or point at the downloaded file.</source>
        <translation>資料夾 %1 不存在。請選擇瀏覽器儲存下載檔案的資料夾，或是直接指定已下載的檔案。</translation>
    </message>
    <message>
        <source>a cuDNN archive for %1 and CUDA %2</source>
        <translation>適用於 %1 平台和 CUDA %2 的 cuDNN 壓縮檔</translation>
    </message>
    <message>
        <source>a cuDNN archive</source>
        <translation>cuDNN 壓縮檔</translation>
    </message>
    <message>
        <source>Waiting for %1 to appear in %2…</source>
        <translation>正在等待 %1 出現在 %2 中…</translation>
    </message>
    <message>
        <source>Not watching for downloads.</source>
        <translation>未在監看下載。</translation>
    </message>
    <message>
        <source>Checking %1 (its name, size and checksum)…</source>
        <translation>正在檢查 %1（檔名、大小和檢查碼）…</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ElevatedApply</name>
    <message>
        <source>Running: %1</source>
        <translation>正在執行：%1</translation>
    </message>
    <message>
        <source>Installed with administrator rights.</source>
        <translation>已使用系統管理員權限完成安裝。</translation>
    </message>
    <message>
        <source>Administrator rights were not given (the password prompt was closed or refused). Nothing was changed.</source>
        <translation>沒有取得系統管理員權限（密碼提示視窗被關閉或拒絕）。沒有變更任何內容。</translation>
    </message>
    <message>
        <source>The program could not be started with administrator rights.</source>
        <translation>無法以系統管理員權限啟動程式。</translation>
    </message>
    <message>
        <source>pkexec could not be started (is the polkit package installed?). Nothing was changed. Use &quot;Show the commands&quot; to install by hand with sudo instead.</source>
        <translation>無法啟動 pkexec（是否已安裝 polkit 套件？）。沒有變更任何內容。請改用「顯示指令」，以 sudo 手動安裝。</translation>
    </message>
    <message>
        <source>The install with administrator rights failed (exit code %1); the details are below. Whatever it had changed was undone.</source>
        <translation>以系統管理員權限進行的安裝失敗（結束代碼 %1）；詳細資料如下。它所做的變更都已復原。</translation>
    </message>
    <message>
        <source>The plan for the administrator could not be written: %1</source>
        <translation>無法寫出給系統管理員的計畫：%1</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ElevationPanel</name>
    <message>
        <source>Install just for &amp;me instead</source>
        <translation>改為只為我安裝(&amp;M)</translation>
    </message>
    <message>
        <source>Show the &amp;commands</source>
        <translation>顯示指令(&amp;C)</translation>
    </message>
    <message>
        <source>Install just for me, side by side, without administrator rights</source>
        <translation>只為我安裝：並列安裝，不需要系統管理員權限</translation>
    </message>
    <message>
        <source>Install as administrator</source>
        <translation>以系統管理員身分安裝</translation>
    </message>
    <message>
        <source>Show the commands to install by hand</source>
        <translation>顯示手動安裝的指令</translation>
    </message>
    <message>
        <source>Puts cuDNN in a folder in your home and sets it up for you only. No password is needed.</source>
        <translation>把 cuDNN 放在您家目錄中的資料夾，並只為您設定。不需要密碼。</translation>
    </message>
    <message>
        <source>Asks for the administrator password, then installs exactly what is shown above. Everything can be undone later.</source>
        <translation>會要求輸入系統管理員密碼，然後完全依照上面顯示的內容進行安裝。之後可以復原所有變更。</translation>
    </message>
    <message>
        <source>The commands that do the same by hand, to run in a terminal yourself or to give to your administrator.</source>
        <translation>手動執行相同操作的指令，可以自己在終端機中執行，或是交給您的系統管理員。</translation>
    </message>
    <message>
        <source>Administrator rights are needed to write in:</source>
        <translation>寫入以下位置需要系統管理員權限：</translation>
    </message>
    <message>
        <source>Nothing has been changed. Choose how to go on:</source>
        <translation>目前沒有變更任何內容。請選擇接下來的做法：</translation>
    </message>
    <message>
        <source>Install as &amp;administrator…</source>
        <translation>以系統管理員身分安裝(&amp;A)…</translation>
    </message>
    <message>
        <source>Install for all users</source>
        <translation>為所有使用者安裝</translation>
    </message>
    <message>
        <source>Windows asks for administrator rights next. They are for this, and nothing else:</source>
        <translation>接下來 Windows 會要求系統管理員權限。這些權限只用於以下內容：</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>繼續(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::EnvironmentPage</name>
    <message>
        <source>Variable</source>
        <translation>變數</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>變更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>變更後</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>What was set up so that programs find cuDNN, and what you need to do for it to take effect.</source>
        <translation>為了讓程式找到 cuDNN 所做的設定，以及您需要做什麼才能讓它生效。</translation>
    </message>
    <message>
        <source>Environment changes</source>
        <translation>環境變更</translation>
    </message>
    <message>
        <source>Lines and files written for the environment</source>
        <translation>為設定環境而寫入的內容和檔案</translation>
    </message>
    <message>
        <source>Copy the environment snippet</source>
        <translation>複製環境設定片段</translation>
    </message>
    <message>
        <source>Copies the lines that set up the environment, to use them in another shell or on another computer.</source>
        <translation>複製用來設定環境的內容，以便在其他 shell 或其他電腦上使用。</translation>
    </message>
    <message>
        <source>Nothing was installed, so nothing was changed.</source>
        <translation>沒有安裝任何內容，所以沒有做任何變更。</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未設定）</translation>
    </message>
    <message>
        <source># Added to %1:</source>
        <translation># 已加入 %1：</translation>
    </message>
    <message>
        <source># Meant for %1 (not there now):</source>
        <translation># 預定寫入 %1（目前不在該檔案中）：</translation>
    </message>
    <message>
        <source># %1:</source>
        <translation># %1：</translation>
    </message>
    <message>
        <source># You chose not to change the environment. To use cuDNN from a terminal, run:</source>
        <translation># 您選擇了不變更環境。若要在終端機中使用 cuDNN，請執行：</translation>
    </message>
    <message>
        <source>Exactly what was written</source>
        <translation>實際寫入的內容</translation>
    </message>
    <message>
        <source>To set it up yourself</source>
        <translation>自行設定的方式</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>These changes were made as part of the install (and are undone with it):</source>
        <translation>以下變更是安裝的一部分（也會隨安裝一起復原）：</translation>
    </message>
    <message>
        <source>The loader now finds the libraries for every program started from now on. Variables such as CUDNN_PATH take effect when users log in again.</source>
        <translation>從現在起啟動的每個程式，動態連結器都能找到這些函式庫。CUDNN_PATH 等變數會在使用者重新登入後生效。</translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, for programs to see these changes. Programs that are running now keep the old values.</source>
        <translation>請開啟新的終端機，或登出後重新登入，程式才能看到這些變更。目前正在執行的程式會繼續使用舊的值。</translation>
    </message>
    <message>
        <source>You chose not to change the environment: programs find cuDNN only where they already look.</source>
        <translation>您選擇了不變更環境：程式只會在它們原本搜尋的位置尋找 cuDNN。</translation>
    </message>
    <message>
        <source>No change was needed: programs already find the libraries.</source>
        <translation>不需要變更：程式已經能找到這些函式庫。</translation>
    </message>
    <message>
        <source>No change was needed: an earlier install already set this up.</source>
        <translation>不需要變更：之前的安裝已經完成了這項設定。</translation>
    </message>
    <message>
        <source>For your own programs, run this in their terminal first: . %1</source>
        <translation>執行您自己的程式之前，請先在同一個終端機中執行：. %1</translation>
    </message>
    <message>
        <source>Programs keep the library path they had, so the frameworks on this computer keep their cuDNN.</source>
        <translation>各程式的函式庫搜尋路徑保持不變，因此這台電腦上的框架會繼續使用它們原本的 cuDNN。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ExpandableLabel</name>
    <message>
        <source>Less</source>
        <extracomment>The link that opens the details of a finding in place, and the one that closes them.</extracomment>
        <translation>收合</translation>
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
        <translation>取消解壓縮(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>重試(&amp;T)</translation>
    </message>
    <message>
        <source>Unpack the archive</source>
        <translation>解壓縮壓縮檔</translation>
    </message>
    <message>
        <source>The archive is unpacked into a folder of the wizard&apos;s own and checked file by file. Nothing on your system changes on this page.</source>
        <translation>壓縮檔會被解壓縮到精靈專用的資料夾中，並逐一檢查每個檔案。本頁面不會變更您系統上的任何內容。</translation>
    </message>
    <message>
        <source>Unpacking progress</source>
        <translation>解壓縮進度</translation>
    </message>
    <message>
        <source>Cancel unpacking</source>
        <translation>取消解壓縮</translation>
    </message>
    <message>
        <source>Unpack the archive again</source>
        <translation>重新解壓縮壓縮檔</translation>
    </message>
    <message>
        <source>Archive: %1 (%2)</source>
        <translation>壓縮檔：%1（%2）</translation>
    </message>
    <message>
        <source>Unpacking %1 into %2</source>
        <translation>正在將 %1 解壓縮到 %2</translation>
    </message>
    <message>
        <source>Unpacking…</source>
        <translation>正在解壓縮…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message numerus="yes">
        <source>Unpacking… %1 of %2 read, %3 written, %n entries</source>
        <translation>
            <numerusform>正在解壓縮…已讀取 %1 / %2，已寫入 %3，共 %n 個項目</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpacking was cancelled. Nothing of it was kept.</source>
        <translation>已取消解壓縮。解壓縮出的內容都沒有保留。</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>已拒絕：%1</translation>
    </message>
    <message>
        <source>The unpacked files were used up by the last install attempt. Unpack the archive again to retry.</source>
        <translation>解壓縮出的檔案已在上次安裝嘗試中用掉了。請重新解壓縮壓縮檔，然後再試一次。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 個檔案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n 個連結</numerusform>
        </translation>
    </message>
    <message>
        <source>Unpacked cuDNN %1: %2, %3.</source>
        <translation>已解壓縮 cuDNN %1：%2，%3。</translation>
    </message>
    <message>
        <source>In %1. Click Next to see what will be installed where.</source>
        <translation>位於 %1。按一下「下一步」，查看哪些檔案會安裝到哪裡。</translation>
    </message>
    <message>
        <source>Unpacked %1, %2 into %3</source>
        <translation>已將 %1（%2）解壓縮到 %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The two counts of an unpacked archive: &quot;12 files, 3 links&quot;.</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation>正在解壓縮 %1</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FindingListView</name>
    <message>
        <source>Errors (%1)</source>
        <translation>錯誤（%1）</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <source>For your information (%1)</source>
        <translation>僅供參考（%1）</translation>
    </message>
    <message>
        <source>Other (%1)</source>
        <translation>其他（%1）</translation>
    </message>
    <message>
        <source>What was found:</source>
        <translation>發現的情況：</translation>
    </message>
    <message>
        <source>To fix it by hand:</source>
        <translation>手動修復方法：</translation>
    </message>
    <message>
        <source>The wizard can do this for you, and undo it later:</source>
        <translation>精靈可以替您完成這項操作，之後也可以復原：</translation>
    </message>
    <message>
        <source>The wizard can do this for you, and undo it later. It changes which cuDNN programs load, so it is only done when you ask for it here:</source>
        <translation>精靈可以替您完成這項操作，之後也可以復原。它會改變程式載入的 cuDNN，所以只有在您在這裡要求時才會執行：</translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation>修復(&amp;F)</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修復：%1</translation>
    </message>
    <message>
        <source>%1 (can be fixed automatically)</source>
        <translation>%1（可以自動修復）</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FinishPage</name>
    <message>
        <source>&amp;Save report…</source>
        <translation>儲存報告(&amp;S)…</translation>
    </message>
    <message>
        <source>Save as &amp;JSON…</source>
        <translation>另存為 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>複製報告(&amp;C)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>What the wizard did, and what to do next. Save the report to keep a record, or send it along when you ask for help.</source>
        <translation>精靈做了哪些事，以及接下來該做什麼。請儲存報告留作紀錄，或在求助時一併附上。</translation>
    </message>
    <message>
        <source>Saves everything the wizard found and did as a text file.</source>
        <translation>將精靈找到和執行的所有內容儲存為文字檔。</translation>
    </message>
    <message>
        <source>Saves the same report as JSON, for scripts and for IT staff.</source>
        <translation>將同一份報告儲存為 JSON，供指令碼和 IT 人員使用。</translation>
    </message>
    <message>
        <source>Copies the text report, to paste it into a message when you ask for help.</source>
        <translation>複製文字報告，以便求助時貼到訊息中。</translation>
    </message>
    <message>
        <source>What was done</source>
        <translation>已完成的工作</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>接下來要做的事</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安裝</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <source>Open a new terminal, or log out and in again, so that programs see the changed environment.</source>
        <translation>請開啟新的終端機，或登出後重新登入，讓程式能看到變更後的環境。</translation>
    </message>
    <message>
        <source>Fix what the check found (Back shows each failed check with what to do), then check again.</source>
        <translation>請修正檢查中發現的問題（按「上一步」可以看到每一項失敗的檢查及建議操作），然後再檢查一次。</translation>
    </message>
    <message>
        <source>cuDNN needs an NVIDIA graphics card and its driver to run. On a computer with both, check it again to see it work.</source>
        <translation>cuDNN 需要 NVIDIA 顯示卡及其驅動程式才能執行。在兩者都具備的電腦上再檢查一次，就能看到它實際運作。</translation>
    </message>
    <message>
        <source>To check this copy again later from a terminal:</source>
        <translation>之後若要在終端機中再次檢查這份 cuDNN：</translation>
    </message>
    <message>
        <source>To see which cuDNN PyTorch uses, run the line below. It prints a number such as 91900 for cuDNN 9.19.0. PyTorch installed with pip or conda usually brings its own copy of cuDNN, so this shows that copy, which can differ from the one checked here.</source>
        <translation>若要查看 PyTorch 使用的是哪個 cuDNN，請執行下面這一行。它會輸出一個數字，例如 91900 代表 cuDNN 9.19.0。用 pip 或 conda 安裝的 PyTorch 通常會附帶自己的 cuDNN，因此這裡顯示的是那一份，可能與這裡檢查的不同。</translation>
    </message>
    <message>
        <source>Save the report as JSON</source>
        <translation>將報告儲存為 JSON</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>儲存報告</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 檔案 (*.json)</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>文字檔 (*.txt)</translation>
    </message>
    <message>
        <source>Report copied. Paste it into your message when you ask for help.</source>
        <translation>報告已複製。求助時請把它貼到您的訊息中。</translation>
    </message>
    <message>
        <source>Keep my &amp;user name in the paths</source>
        <translation>在路徑中保留我的使用者名稱(&amp;U)</translation>
    </message>
    <message>
        <source>Off: paths such as /home/anna or C:\Users\anna appear as /home/&lt;user&gt; in the saved or copied report, so you can post it in a forum without saying who you are.</source>
        <translation>關閉時：在儲存或複製的報告中，/home/anna 或 C:\Users\anna 這樣的路徑會顯示為 /home/&lt;user&gt;，這樣您可以把報告張貼到論壇上，而不會暴露身分。</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FirstProgramPanel</name>
    <message>
        <source>Your first CUDA + cuDNN program</source>
        <translation>你的第一個 CUDA + cuDNN 程式</translation>
    </message>
    <message>
        <source>The new toolkit&apos;s nvcc compiles a ten-line program that calls cudnnGetVersion() and cudaRuntimeGetVersion(), and runs it. Neither call needs the GPU.</source>
        <translation>用新工具套件的 nvcc 編譯一個呼叫 cudnnGetVersion() 和 cudaRuntimeGetVersion() 的十行程式並執行它。這兩個呼叫都不需要 GPU。</translation>
    </message>
    <message>
        <source>nvcc --version: waiting…</source>
        <translation>nvcc --version：等待中…</translation>
    </message>
    <message>
        <source>Compiling the program: waiting…</source>
        <translation>編譯程式：等待中…</translation>
    </message>
    <message>
        <source>Running the program: waiting…</source>
        <translation>執行程式：等待中…</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::FrameworkImpactPanel</name>
    <message>
        <source>Only in an activation &amp;script (recommended)</source>
        <translation>僅放入啟用指令碼(&amp;S)（建議）</translation>
    </message>
    <message>
        <source>On the library path of &amp;every program</source>
        <translation>加入每個程式的函式庫搜尋路徑(&amp;E)</translation>
    </message>
    <message>
        <source>Put the library folder only in an activation script</source>
        <translation>只把函式庫資料夾放入啟用指令碼</translation>
    </message>
    <message>
        <source>Put the library folder on the library path of every program</source>
        <translation>把函式庫資料夾加入每個程式的函式庫搜尋路徑</translation>
    </message>
    <message>
        <source>Where should the library folder go? An activation script is a small file that you source (. FILE) in the terminal where you build or run your own programs; everything else keeps the library path it has now.</source>
        <translation>函式庫資料夾應該放在哪裡？啟用指令碼是一個小檔案，您在建置或執行自己程式的終端機中用 source 載入它（. FILE）；其他所有程式都保持目前的函式庫搜尋路徑。</translation>
    </message>
    <message>
        <source>The frameworks on this computer keep the cuDNN they load now. On the library path of every program, the new cuDNN would change that:</source>
        <translation>這台電腦上的框架會繼續載入它們目前使用的 cuDNN。如果加入每個程式的函式庫搜尋路徑，新的 cuDNN 會改變這一點：</translation>
    </message>
    <message>
        <source>This install would stop frameworks that work now:</source>
        <translation>本次安裝會讓目前可正常運作的框架無法運作：</translation>
    </message>
    <message>
        <source>This install changes the cuDNN that frameworks on this computer load:</source>
        <translation>本次安裝會改變這台電腦上的框架所載入的 cuDNN：</translation>
    </message>
    <message>
        <source>Frameworks on this computer that find no cuDNN now will find the new one:</source>
        <translation>這台電腦上目前找不到 cuDNN 的框架將會找到新的 cuDNN：</translation>
    </message>
    <message>
        <source>No framework on this computer changes the cuDNN it loads.</source>
        <translation>這台電腦上沒有任何框架會改變它載入的 cuDNN。</translation>
    </message>
    <message>
        <source>To use this cuDNN for your own programs, run in their terminal first: %1</source>
        <translation>若要讓您自己的程式使用這個 cuDNN，請先在執行它們的終端機中執行：%1</translation>
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
        <translation>名稱</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>運算能力</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>顯示記憶體</translation>
    </message>
    <message>
        <source>Multiprocessors (SMs)</source>
        <translation>多處理器（SM）</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>查詢方式</translation>
    </message>
    <message>
        <source>Nothing to report about the driver and GPU.</source>
        <translation>關於驅動程式和 GPU，沒有需要報告的內容。</translation>
    </message>
    <message>
        <source>What the check could not read</source>
        <translation>檢查時無法讀取的內容</translation>
    </message>
    <message>
        <source>Graphics card and driver</source>
        <translation>顯示卡和驅動程式</translation>
    </message>
    <message>
        <source>cuDNN runs on an NVIDIA graphics card (GPU) through the NVIDIA driver. Here is what this computer has.</source>
        <translation>cuDNN 透過 NVIDIA 驅動程式在 NVIDIA 顯示卡（GPU）上執行。以下是這台電腦的狀況。</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驅動程式</translation>
    </message>
    <message>
        <source>Graphics cards (GPUs)</source>
        <translation>顯示卡（GPU）</translation>
    </message>
    <message>
        <source>What this means for you</source>
        <translation>這對您代表什麼</translation>
    </message>
    <message>
        <source>No NVIDIA GPU was found.</source>
        <translation>沒有找到 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The GPUs can be listed once the driver works.</source>
        <translation>驅動程式正常運作後，才能列出 GPU。</translation>
    </message>
    <message>
        <source>The GPUs of that system can only be listed on it.</source>
        <translation>那個系統的 GPU 只能在其本身上列出。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::HttpTransfer</name>
    <message>
        <source>the server sent a different part of the file than asked for</source>
        <translation>伺服器傳送的檔案片段與請求的不一致</translation>
    </message>
    <message>
        <source>the connection ended before the whole file arrived</source>
        <translation>在收到完整檔案之前，連線就結束了</translation>
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
        <translation>%1，位於 %2（預設）</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，位於 %2</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>瀏覽(&amp;R)…</translation>
    </message>
    <message>
        <source>Just for &amp;me</source>
        <translation>只為我安裝(&amp;M)</translation>
    </message>
    <message>
        <source>Set up the &amp;environment so that programs find cuDNN</source>
        <translation>設定環境，讓程式能找到 cuDNN(&amp;E)</translation>
    </message>
    <message>
        <source>Install into the CUDA Toolkit</source>
        <translation>安裝到 CUDA 工具套件中</translation>
    </message>
    <message>
        <source>Install side by side, in a folder of its own</source>
        <translation>並列安裝在獨立的資料夾中</translation>
    </message>
    <message>
        <source>CUDA Toolkit to install into</source>
        <translation>要安裝到哪個 CUDA 工具套件</translation>
    </message>
    <message>
        <source>Folder for a side-by-side install</source>
        <translation>並列安裝的資料夾</translation>
    </message>
    <message>
        <source>Choose the folder for a side-by-side install</source>
        <translation>選擇並列安裝的資料夾</translation>
    </message>
    <message>
        <source>Install just for me</source>
        <translation>只為我安裝</translation>
    </message>
    <message>
        <source>Install for all users</source>
        <translation>為所有使用者安裝</translation>
    </message>
    <message>
        <source>Set up the environment</source>
        <translation>設定環境</translation>
    </message>
    <message>
        <source>Adds the library folder to LD_LIBRARY_PATH (for you) or to the loader&apos;s configuration (for all users), only where programs do not find it already.</source>
        <translation>將函式庫資料夾加入 LD_LIBRARY_PATH（僅限您）或動態連結器的設定（所有使用者），而且只在程式還找不到它時才會加入。</translation>
    </message>
    <message>
        <source>CUDA T&amp;oolkit:</source>
        <translation>CUDA 工具套件(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>資料夾(&amp;F)：</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found</source>
        <translation>沒有找到 CUDA 工具套件</translation>
    </message>
    <message>
        <source>Into the CUDA &amp;Toolkit&apos;s folders (recommended)</source>
        <translation>安裝到 CUDA 工具套件的資料夾中（建議使用）(&amp;T)</translation>
    </message>
    <message>
        <source>Into the CUDA &amp;Toolkit&apos;s folders</source>
        <translation>安裝到 CUDA 工具套件的資料夾中(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Side by side, in a folder of its own (recommended)</source>
        <translation>並列安裝在獨立的資料夾中（建議使用）(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Side by side, in a folder of its own</source>
        <translation>並列安裝在獨立的資料夾中(&amp;S)</translation>
    </message>
    <message>
        <source>Folder for cuDNN</source>
        <translation>cuDNN 資料夾</translation>
    </message>
    <message>
        <source>For all &amp;users of this computer (needs administrator rights)</source>
        <translation>為這台電腦的所有使用者安裝（需要系統管理員權限）(&amp;U)</translation>
    </message>
    <message>
        <source>New: CUDA %1 in %2, installed with cuDNN</source>
        <translation>新的：CUDA %1，位於 %2，與 cuDNN 一起安裝</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallPage</name>
    <message>
        <source>&amp;Try again</source>
        <translation>重試(&amp;T)</translation>
    </message>
    <message>
        <source>Install cuDNN</source>
        <translation>安裝 cuDNN</translation>
    </message>
    <message>
        <source>Choose where cuDNN goes and check what will happen. Nothing changes until you click Install, and everything it does can be undone.</source>
        <translation>選擇 cuDNN 的安裝位置，並查看將會發生什麼。在您按一下「安裝」之前不會有任何變更，而且安裝所做的一切都可以復原。</translation>
    </message>
    <message>
        <source>&amp;Install</source>
        <translation>安裝(&amp;I)</translation>
    </message>
    <message>
        <source>Go back and unpack the archive again</source>
        <translation>返回並重新解壓縮壓縮檔</translation>
    </message>
    <message>
        <source>Where to install</source>
        <translation>安裝位置</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>將會發生什麼</translation>
    </message>
    <message>
        <source>The archive is not unpacked any more (the last attempt used it up).</source>
        <translation>解壓縮出的檔案已經不在了（上次嘗試已將它們用掉）。</translation>
    </message>
    <message>
        <source>Click Try again to go back and unpack it again.</source>
        <translation>按一下「重試」，返回並重新解壓縮。</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>繼續(&amp;C)</translation>
    </message>
    <message>
        <source>Installing with administrator rights…</source>
        <translation>正在以系統管理員權限安裝…</translation>
    </message>
    <message>
        <source>Waiting for the administrator password, then installing…</source>
        <translation>正在等待系統管理員密碼，之後將進行安裝…</translation>
    </message>
    <message>
        <source>Click Try again to unpack the archive again.</source>
        <translation>按一下「重試」，重新解壓縮壓縮檔。</translation>
    </message>
    <message>
        <source>The install could not start. Nothing was changed.</source>
        <translation>無法開始安裝。沒有變更任何內容。</translation>
    </message>
    <message>
        <source>Installing %1 (record %2)</source>
        <translation>正在安裝 %1（紀錄 %2）</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在開始…</translation>
    </message>
    <message>
        <source>Cancel requested</source>
        <translation>已要求取消</translation>
    </message>
    <message>
        <source>Click Try again to unpack the archive again and retry.</source>
        <translation>按一下「重試」，重新解壓縮壓縮檔並再試一次。</translation>
    </message>
    <message>
        <source>Installed %1.</source>
        <translation>已安裝 %1。</translation>
    </message>
    <message>
        <source>Installed.</source>
        <translation>安裝完成。</translation>
    </message>
    <message>
        <source>The CUDA pieces could not be unpacked. Nothing was changed.</source>
        <translation>CUDA 元件無法解壓縮。系統沒有任何變更。</translation>
    </message>
    <message>
        <source>Click Try again to go back and get them again.</source>
        <translation>按一下「重試」返回並重新取得。</translation>
    </message>
    <message>
        <source>Installing for all users was cancelled; nothing was changed.</source>
        <translation>已取消為所有使用者安裝；沒有做任何變更。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallProgressPanel</name>
    <message>
        <source>&amp;Cancel install</source>
        <translation>取消安裝(&amp;C)</translation>
    </message>
    <message>
        <source>Install progress</source>
        <translation>安裝進度</translation>
    </message>
    <message>
        <source>Cancel the install and undo it</source>
        <translation>取消安裝並復原</translation>
    </message>
    <message>
        <source>Unpacking %1…</source>
        <translation>正在解壓縮 %1…</translation>
    </message>
    <message>
        <source>Unpacking %1</source>
        <translation>正在解壓縮 %1</translation>
    </message>
    <message>
        <source>Unpacking the CUDA pieces…</source>
        <translation>正在解壓縮 CUDA 元件…</translation>
    </message>
    <message>
        <source>Cancelling: undoing what was done so far…</source>
        <translation>正在取消：正在復原目前為止所做的變更…</translation>
    </message>
    <message>
        <source>Undoing: %1</source>
        <translation>正在復原：%1</translation>
    </message>
    <message>
        <source>Unpacking the CUDA %1 pieces (%2)…</source>
        <translation>正在解壓縮 CUDA %1 元件（%2）…</translation>
    </message>
    <message numerus="yes">
        <source>Unpacked the CUDA pieces: %n archive(s).</source>
        <translation>
            <numerusform>已解壓縮 CUDA 元件：%n 個壓縮檔。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InstallWorkflow</name>
    <message>
        <source>An earlier install was interrupted: %1 (%2, record %3). Run `cudnn-setup resume %3` to finish it or `cudnn-setup rollback %3` to undo it (the wizard&apos;s first page offers both), then install again.</source>
        <translation>先前的一次安裝被中斷了：%1（%2，紀錄 %3）。執行 `cudnn-setup resume %3` 完成它，或執行 `cudnn-setup rollback %3` 復原它（精靈的第一頁也提供這兩項操作），然後再安裝。</translation>
    </message>
    <message>
        <source>The records folder %1 cannot be used: %2 Nothing was changed.</source>
        <translation>無法使用紀錄資料夾 %1：%2 沒有變更任何內容。</translation>
    </message>
    <message>
        <source>it cannot be created.</source>
        <translation>無法建立它。</translation>
    </message>
    <message>
        <source>This plan (record %1) was applied before. See `cudnn-setup status`; to finish or undo it, use `cudnn-setup resume %1` or `cudnn-setup rollback %1`.</source>
        <translation>此計畫（紀錄 %1）之前已經套用過。請查看 `cudnn-setup status`；要完成或復原它，請使用 `cudnn-setup resume %1` 或 `cudnn-setup rollback %1`。</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created. Nothing was changed.</source>
        <translation>無法建立資料夾 %1。沒有變更任何內容。</translation>
    </message>
    <message>
        <source>the CUDA %1 pieces (%2 of %3: %4)</source>
        <translation>CUDA %1 元件（第 %2 個，共 %3 個：%4）</translation>
    </message>
    <message>
        <source>The CUDA pieces and cuDNN go into one new CUDA %1 toolkit folder; for all users it is %2.</source>
        <translation>CUDA 元件和 cuDNN 會裝進同一個新的 CUDA %1 工具套件資料夾；為所有使用者安裝時是 %2。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::InterruptedInstallBanner</name>
    <message>
        <source>Resume the interrupted install</source>
        <translation>繼續完成被中斷的安裝</translation>
    </message>
    <message>
        <source>Roll back the interrupted install</source>
        <translation>還原被中斷的安裝</translation>
    </message>
    <message>
        <source>Undoing an earlier install stopped part-way: %1 (%2). Resume finishes undoing it; Roll back does the same.</source>
        <translation>先前一次安裝的復原作業中途停止了：%1（%2）。「繼續完成」會完成復原；「還原」的效果相同。</translation>
    </message>
    <message>
        <source>An earlier install was interrupted: %1 (%2). Resume finishes it; Roll back undoes what it did, so your system is as it was before it started.</source>
        <translation>先前有一次安裝被中斷了：%1（%2）。「繼續完成」會完成這次安裝；「還原」會復原它所做的變更，讓您的系統回到安裝開始之前的狀態。</translation>
    </message>
    <message>
        <source>Finish or undo the interrupted install first</source>
        <translation>請先繼續完成或還原被中斷的安裝</translation>
    </message>
    <message>
        <source>Undoing %1…</source>
        <translation>正在復原 %1…</translation>
    </message>
    <message>
        <source>Finishing %1…</source>
        <translation>正在完成 %1…</translation>
    </message>
    <message>
        <source>Rolling back</source>
        <translation>正在還原</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>正在繼續完成</translation>
    </message>
    <message>
        <source>Rolled back %1: the system is as it was before.</source>
        <translation>已還原 %1：系統已恢復到安裝之前的狀態。</translation>
    </message>
    <message>
        <source>Finished installing %1.</source>
        <translation>已完成安裝 %1。</translation>
    </message>
    <message>
        <source>Rolling back %1 did not complete.</source>
        <translation>未能完成 %1 的還原。</translation>
    </message>
    <message>
        <source>Finishing %1 did not complete.</source>
        <translation>未能完成 %1。</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>繼續完成(&amp;S)</translation>
    </message>
    <message>
        <source>Roll ba&amp;ck</source>
        <translation>還原(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LicenseOffer</name>
    <message>
        <source>NVIDIA cuDNN Software License Agreement</source>
        <translation>NVIDIA cuDNN 軟體授權合約</translation>
    </message>
    <message>
        <source>cuDNN is licensed by NVIDIA. Read the license before you download: %1</source>
        <translation>cuDNN 由 NVIDIA 授權使用。下載前請閱讀授權合約：%1</translation>
    </message>
    <message>
        <source>You accepted this license for cuDNN %1 earlier.</source>
        <translation>您之前已經為 cuDNN %1 接受過此授權合約。</translation>
    </message>
    <message>
        <source>I have read and accept the licen&amp;se</source>
        <translation>我已閱讀並接受授權合約(&amp;S)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LiveCatalogue</name>
    <message>
        <source>The server said the listing %1 was unchanged, but the saved copy is gone.</source>
        <translation>伺服器表示清單 %1 沒有變更，但儲存的副本已不存在。</translation>
    </message>
    <message>
        <source>The release listing %1 could not be refreshed (%2); the copy read on %3 is used.</source>
        <translation>無法更新版本清單 %1（%2）；將使用 %3 讀取的副本。</translation>
    </message>
    <message>
        <source>The release listing could not be read, so the releases offered are those this wizard shipped with (data as of %1). %2</source>
        <translation>無法讀取版本清單，因此提供的是精靈內建的版本（資料截至 %1）。%2</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>資料夾 %1 不存在。</translation>
    </message>
    <message>
        <source>%1 lists no release manifests (redistrib_&lt;version&gt;.json).</source>
        <translation>%1 沒有列出任何版本清單（redistrib_&lt;版本&gt;.json）。</translation>
    </message>
    <message>
        <source>it says it is release %1</source>
        <translation>它聲稱自己是版本 %1</translation>
    </message>
    <message>
        <source>it has no cuDNN %1 in it</source>
        <translation>其中沒有 cuDNN %1</translation>
    </message>
    <message>
        <source>%1 %2 is listed by the source, but its manifest could not be read, so it is not offered: %3</source>
        <translation>下載來源列出了 %1 %2，但無法讀取它的清單，因此不提供該版本：%3</translation>
    </message>
    <message>
        <source>The manifest of %1 %2 at %3 cannot be used, so the release is not offered: %4</source>
        <translation>%3 處 %1 %2 的清單無法使用，因此不提供該版本：%4</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::LocalArchivePanel</name>
    <message>
        <source>&amp;Choose the archive…</source>
        <translation>選擇壓縮檔(&amp;C)…</translation>
    </message>
    <message>
        <source>Choose the cuDNN archive</source>
        <translation>選擇 cuDNN 壓縮檔</translation>
    </message>
    <message>
        <source>cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)</source>
        <translation>cuDNN 壓縮檔 (*.tar.xz *.tgz *.tar.gz *.zip);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Use a cuDNN archive you already have (a USB stick, a shared folder, an earlier download): drag it onto this page, or choose it. Any release for %1 and CUDA %2 will do.</source>
        <translation>使用您已有的 cuDNN 壓縮檔（USB 隨身碟、共用資料夾、之前下載的檔案）：把它拖曳到本頁面上，或選擇它。任何適用於 %1 平台和 CUDA %2 的版本都可以。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ManualStepsDialog</name>
    <message>
        <source>Install by hand</source>
        <translation>手動安裝</translation>
    </message>
    <message>
        <source>Run these commands in a Command Prompt opened with &quot;Run as administrator&quot;. They copy exactly the files shown in the preview.</source>
        <translation>請在以「以系統管理員身分執行」方式開啟的命令提示字元中執行這些指令。它們會複製的檔案與預覽中顯示的完全相同。</translation>
    </message>
    <message>
        <source>Run these commands in a terminal. Lines starting with sudo ask for your password (or your administrator&apos;s). They copy exactly the files shown in the preview.</source>
        <translation>請在終端機中執行這些指令。以 sudo 開頭的指令會要求輸入您的密碼（或您的系統管理員的密碼）。它們會複製的檔案與預覽中顯示的完全相同。</translation>
    </message>
    <message>
        <source>Commands to install by hand</source>
        <translation>手動安裝的指令</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the commands</source>
        <translation>複製指令</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::MirrorBuilder</name>
    <message>
        <source>The list of files for cuDNN %1 could not be read from %2. %3</source>
        <translation>無法從 %2 讀取 cuDNN %1 的檔案清單。%3</translation>
    </message>
    <message>
        <source>--releases names no release. Give a comma-separated list such as 9.19,9.20.</source>
        <translation>--releases 沒有指定任何版本。請提供以英文逗號分隔的清單，例如 9.19,9.20。</translation>
    </message>
    <message>
        <source>%1 is not a platform of NVIDIA&apos;s downloads. Use linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64 or windows-arm64.</source>
        <translation>%1 不是 NVIDIA 下載所用的平台。請使用 linux-x86_64、linux-sbsa、linux-aarch64、windows-x86_64 或 windows-arm64。</translation>
    </message>
    <message>
        <source>--platforms names no platform. Give a comma-separated list such as linux-x86_64,windows-x86_64.</source>
        <translation>--platforms 沒有指定任何平台。請提供以英文逗號分隔的清單，例如 linux-x86_64,windows-x86_64。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created. Choose a --dest you may write to.</source>
        <translation>無法建立資料夾 %1。請選擇一個您有寫入權限的 --dest。</translation>
    </message>
    <message>
        <source>Reading the list of files for cuDNN %1 from %2…</source>
        <translation>正在從 %2 讀取 cuDNN %1 的檔案清單…</translation>
    </message>
    <message>
        <source>The list of files for cuDNN %1 on %2 is damaged or not a cuDNN manifest (%3).</source>
        <translation>%2 上 cuDNN %1 的檔案清單已損毀，或者不是 cuDNN 清單（%3）。</translation>
    </message>
    <message>
        <source>no cudnn component</source>
        <translation>沒有 cudnn 元件</translation>
    </message>
    <message>
        <source>The list of files on %1 is for cuDNN %2, not %3 as asked. If it is a mirror, it may be out of date.</source>
        <translation>%1 上的檔案清單是 cuDNN %2 的，而不是所要求的 %3。如果這是鏡像站，它可能已經過時。</translation>
    </message>
    <message>
        <source>cuDNN %1 has no %2 build on %3, so the mirror cannot hold one. It has: %4.</source>
        <translation>%3 上的 cuDNN %1 沒有 %2 版本，所以鏡像站中無法包含它。現有的平台：%4。</translation>
    </message>
    <message>
        <source>The licence text could not be written to %1.</source>
        <translation>無法將授權合約文字寫入 %1。</translation>
    </message>
    <message>
        <source>The licence text could not be read from %1, so the mirror goes without it: %2</source>
        <translation>無法從 %1 讀取授權合約文字，鏡像站中將不包含它：%2</translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 could not be read from %2. %3</source>
        <translation>無法從 %2 讀取 CUDA %1 的檔案清單。%3</translation>
    </message>
    <message>
        <source>%1 is not a CUDA release of NVIDIA&apos;s CUDA redist. Give its full number, such as 13.0.2 or 12.9.1.</source>
        <translation>%1 不是 NVIDIA CUDA redist 中的 CUDA 版本。請提供完整版本號，例如 13.0.2 或 12.9.1。</translation>
    </message>
    <message>
        <source>--cuda-releases names no release. Give a comma-separated list such as 13.0.2,12.9.1.</source>
        <translation>--cuda-releases 沒有指定任何版本。請提供以逗號分隔的清單，例如 13.0.2,12.9.1。</translation>
    </message>
    <message>
        <source>Reading the list of files for CUDA %1 from %2…</source>
        <translation>正在從 %2 讀取 CUDA %1 的檔案清單…</translation>
    </message>
    <message>
        <source>The list of files for CUDA %1 on %2 is damaged or not a CUDA manifest.</source>
        <translation>%2 上 CUDA %1 的檔案清單已損壞，或者不是 CUDA 清單。</translation>
    </message>
    <message>
        <source>CUDA %1 on %2 has no %3 for %4, so the mirror cannot hold the %5 profile there.</source>
        <translation>%2 上的 CUDA %1 沒有適用於 %4 的 %3，所以鏡像站無法為該平台保存 %5 組合。</translation>
    </message>
    <message>
        <source>No archive of %1 %2 is in the mirror now; its list %3 was removed.</source>
        <translation>鏡像站中現在沒有 %1 %2 的任何壓縮檔；已刪除其清單 %3。</translation>
    </message>
    <message>
        <source>The list of files %1 could not be written; the mirror does not offer %2 %3 until it is.</source>
        <translation>無法寫入檔案清單 %1；在寫入之前，鏡像站不提供 %2 %3。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PastedErrorPanel</name>
    <message>
        <source>&amp;Diagnose</source>
        <translation>診斷(&amp;D)</translation>
    </message>
    <message>
        <source>Cl&amp;ear</source>
        <translation>清除(&amp;E)</translation>
    </message>
    <message>
        <source>Open a &amp;log file…</source>
        <translation>開啟記錄檔(&amp;L)…</translation>
    </message>
    <message>
        <source>The error message you saw</source>
        <translation>您看到的錯誤訊息</translation>
    </message>
    <message>
        <source>Paste the error message here: the whole output of the program, from its start. Chinese text around it does no harm.</source>
        <translation>請把錯誤訊息貼到這裡：程式從啟動開始的全部輸出。夾雜中文文字也沒關係。</translation>
    </message>
    <message>
        <source>Diagnose the pasted error message</source>
        <translation>診斷貼上的錯誤訊息</translation>
    </message>
    <message>
        <source>Clear the pasted error message and its diagnosis</source>
        <translation>清除貼上的錯誤訊息及其診斷結果</translation>
    </message>
    <message>
        <source>Open a log file with the error message</source>
        <translation>開啟包含錯誤訊息的記錄檔</translation>
    </message>
    <message>
        <source>Reads the text of a saved log (UTF-8, UTF-16 as PowerShell writes it, or GBK). Of a large file only the last MiB is read, where a program&apos;s last error is.</source>
        <translation>讀取已儲存記錄檔的文字（UTF-8、PowerShell 寫出的 UTF-16，或 GBK）。對於大型檔案，只讀取最後 1 MiB，程式最後發生的錯誤就在那裡。</translation>
    </message>
    <message>
        <source>Paste the error a program printed — PyTorch, TensorFlow, JAX, ONNX Runtime, PaddlePaddle, cuDNN itself or the system&apos;s loader — and the wizard says what it means on this computer and what to do.</source>
        <translation>貼上程式輸出的錯誤（來自 PyTorch、TensorFlow、JAX、ONNX Runtime、PaddlePaddle、cuDNN 本身或系統的動態連結器），精靈會告訴您它在這台電腦上代表什麼，以及該怎麼做。</translation>
    </message>
    <message>
        <source>To check the whole setup of this computer instead, read the findings above: they come from the full check, and Re-check runs it again.</source>
        <translation>如果想檢查這台電腦的整體設定，請查看上方發現的問題：它們來自完整檢查，按一下「重新檢查」可以再執行一次。</translation>
    </message>
    <message>
        <source>Open the log with the error message</source>
        <translation>開啟包含錯誤訊息的記錄檔</translation>
    </message>
    <message>
        <source>Logs and text (*.log *.txt *.out *.err);;All files (*)</source>
        <translation>記錄檔和文字檔 (*.log *.txt *.out *.err);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在讀取 %1…</translation>
    </message>
    <message>
        <source>%1 does not look like text: it may be a program, an image or an archive. Open the log the program wrote, or paste the message itself.</source>
        <translation>%1 看起來不是文字：它可能是程式、圖片或壓縮檔。請開啟程式寫出的記錄檔，或直接貼上訊息本身。</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 是空的。</translation>
    </message>
    <message>
        <source>Read from %1. %2</source>
        <translation>已從 %1 讀取。%2</translation>
    </message>
    <message>
        <source>Read from %1.</source>
        <translation>已從 %1 讀取。</translation>
    </message>
    <message>
        <source>Available once the check of this computer has finished.</source>
        <translation>這台電腦的檢查完成後即可使用。</translation>
    </message>
    <message>
        <source>Finds the known cuDNN messages in the text and says what each means on this computer and what to do. Nothing is changed.</source>
        <translation>在文字中尋找已知的 cuDNN 相關訊息，並說明每則訊息在這台電腦上代表什麼、該怎麼做。不會做任何變更。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PlainHttpConsent</name>
    <message>
        <source>Use this plain &amp;http:// server anyway: I trust the network between it and this computer</source>
        <translation>仍然使用這個純 http:// 伺服器：我信任它與這台電腦之間的網路(&amp;H)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::PlanPreview</name>
    <message>
        <source>new link → %1</source>
        <translation>新連結 → %1</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>replaces the file there</source>
        <translation>取代該處的檔案</translation>
    </message>
    <message>
        <source>replaces cuDNN %1&apos;s copy</source>
        <translation>取代 cuDNN %1 的副本</translation>
    </message>
    <message>
        <source>%1 (link → %2)</source>
        <translation>%1（連結 → %2）</translation>
    </message>
    <message>
        <source>Files the install writes and removes</source>
        <translation>安裝會寫入和移除的檔案</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>處理方式</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Working out what the install will do…</source>
        <translation>正在計算安裝將會執行的操作…</translation>
    </message>
    <message>
        <source>This cannot be installed as chosen:</source>
        <translation>無法依照所選的方式安裝：</translation>
    </message>
    <message>
        <source>cuDNN %1 is already installed in %2 exactly like this: nothing to do. Click Continue to go on.</source>
        <translation>cuDNN %1 已經以完全相同的方式安裝在 %2 中：無需任何操作。按一下「繼續」即可繼續。</translation>
    </message>
    <message numerus="yes">
        <source>%n new file(s) to write</source>
        <translation>
            <numerusform>要寫入 %n 個新檔案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) to write: %1 new, %2 replacing files there</source>
        <translation>
            <numerusform>要寫入 %n 個檔案：%1 個新檔案，%2 個取代該處的檔案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale file(s) of the older copy removed, so that sub-libraries of two releases never mix</source>
        <translation>
            <numerusform>將移除舊副本中 %n 個過時的檔案，確保兩個版本的子函式庫絕不混用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) already in place and identical</source>
        <translation>
            <numerusform>%n 個檔案已就位且內容相同</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new folder(s)</source>
        <translation>
            <numerusform>%n 個新資料夾</numerusform>
        </translation>
    </message>
    <message>
        <source>New folders:
%1</source>
        <translation>新資料夾：
%1</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (in %4)</source>
        <translation>%1：%2 → %3（位於 %4）</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>No change needed.</source>
        <translation>不需要變更。</translation>
    </message>
    <message>
        <source>No change needed (see the notes below).</source>
        <translation>不需要變更（請參閱下方的附註）。</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>Disk space: %1 needed, %2 available.</source>
        <translation>磁碟空間：需要 %1，可用 %2。</translation>
    </message>
    <message>
        <source>Disk space: %1 needed.</source>
        <translation>磁碟空間：需要 %1。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>new folder</source>
        <translation>新資料夾</translation>
    </message>
    <message>
        <source>removed: left over from an older copy</source>
        <translation>移除：舊副本遺留的檔案</translation>
    </message>
    <message>
        <source>removed: left over from cuDNN %1</source>
        <translation>移除：cuDNN %1 遺留的檔案</translation>
    </message>
    <message>
        <source>one line added (environment)</source>
        <translation>新增一行（環境）</translation>
    </message>
    <message>
        <source>written (environment)</source>
        <translation>寫入（環境）</translation>
    </message>
    <message>
        <source>Libraries go to %1.</source>
        <translation>函式庫會放到 %1。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Joins the counts of what the install does into one line: &quot;38 new files to write; 3 new folders&quot;.</extracomment>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>Every file it writes or removes (%n)</source>
        <translation>
            <numerusform>寫入或移除的所有檔案（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>環境：</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ProgramLoadPanel</name>
    <message>
        <source>found through LD_LIBRARY_PATH</source>
        <translation>透過 LD_LIBRARY_PATH 找到</translation>
    </message>
    <message>
        <source>found through /etc/ld.so.conf (the loader&apos;s list of folders)</source>
        <translation>透過 /etc/ld.so.conf（動態連結器的資料夾清單）找到</translation>
    </message>
    <message>
        <source>found in one of the loader&apos;s built-in folders</source>
        <translation>在動態連結器的某個內建資料夾中找到</translation>
    </message>
    <message>
        <source>&amp;What will a program load?</source>
        <translation>程式會載入哪個檔案(&amp;W)？</translation>
    </message>
    <message>
        <source>Load cuDNN the way a program would and show which file it gets</source>
        <translation>像程式那樣載入 cuDNN，並顯示它得到的是哪個檔案</translation>
    </message>
    <message>
        <source>Runs a small helper program that loads cuDNN by name, exactly as a deep-learning program does, and shows which file the system gave it. Nothing is changed.</source>
        <translation>執行一個小的輔助程式，像深度學習程式那樣依名稱載入 cuDNN，並顯示系統給了它哪個檔案。不會做任何變更。</translation>
    </message>
    <message>
        <source>The folders the loader searches, read from the environment and /etc/ld.so.conf, say which file comes first. The button below asks the system itself.</source>
        <translation>根據環境變數和 /etc/ld.so.conf 讀出的動態連結器搜尋資料夾，可以知道哪個檔案排在最前面。下面的按鈕會直接詢問系統。</translation>
    </message>
    <message>
        <source>The helper runs on this computer with the wizard&apos;s own environment; it does not look inside %1.</source>
        <translation>輔助程式在這台電腦上以精靈自身的環境執行；它不會檢視 %1 內部。</translation>
    </message>
    <message>
        <source>What will a program load?</source>
        <translation>程式會載入哪個檔案？</translation>
    </message>
    <message>
        <source>In the folders the loader searches there is no libcudnn.so.&lt;major&gt;: a program asking for cuDNN by name would not find it.</source>
        <translation>動態連結器搜尋的資料夾中沒有 libcudnn.so.&lt;major&gt;：依名稱請求 cuDNN 的程式會找不到它。</translation>
    </message>
    <message>
        <source>cuDNN %1</source>
        <translation>cuDNN %1</translation>
    </message>
    <message>
        <source>version unknown</source>
        <translation>版本不明</translation>
    </message>
    <message>
        <source>A program asking for libcudnn.so.%1 gets %2 (%3), %4.</source>
        <translation>請求 libcudnn.so.%1 的程式會得到 %2（%3），%4。</translation>
    </message>
    <message>
        <source>Loading cuDNN by name in a separate helper program…</source>
        <translation>正在一個獨立的輔助程式中依名稱載入 cuDNN…</translation>
    </message>
    <message>
        <source>The folders Windows searches for DLLs, read from the environment (PATH), say which file comes first. The button below asks the system itself.</source>
        <translation>Windows 搜尋 DLL 的資料夾（從環境變數 PATH 讀取）決定先找到哪個檔案。下方的按鈕會直接詢問系統。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ProxyCredentialsDialog</name>
    <message>
        <source>Proxy sign-in</source>
        <translation>代理伺服器登入</translation>
    </message>
    <message>
        <source>The proxy server %1 of your network asks for a user name and password before the download can continue. These are your network&apos;s (for example your campus or company account), not an NVIDIA account. They are used for this download only and not saved.</source>
        <translation>您所在網路的代理伺服器 %1 要求提供使用者名稱和密碼，之後才能繼續下載。這是您所在網路的帳戶（例如校園網路或公司帳戶），不是 NVIDIA 帳戶。它們只用於本次下載，不會被儲存。</translation>
    </message>
    <message>
        <source>The proxy calls itself &quot;%1&quot;.</source>
        <translation>該代理伺服器自稱「%1」。</translation>
    </message>
    <message>
        <source>Proxy &amp;user name:</source>
        <translation>代理伺服器使用者名稱(&amp;U)：</translation>
    </message>
    <message>
        <source>Proxy &amp;password:</source>
        <translation>代理伺服器密碼(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ReleasePicker</name>
    <message>
        <source>cuDNN %1 for CUDA %2</source>
        <translation>適用於 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（建議使用）</translation>
    </message>
    <message>
        <source>%1 (may not work here)</source>
        <translation>%1（在這台電腦上可能無法使用）</translation>
    </message>
    <message>
        <source>Choose another &amp;release:</source>
        <translation>選擇其他版本(&amp;R)：</translation>
    </message>
    <message>
        <source>Recommended for this computer: cuDNN %1 for CUDA %2</source>
        <translation>建議用於這台電腦：適用於 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>No cuDNN build can be recommended for this computer yet.</source>
        <translation>目前還無法為這台電腦建議 cuDNN 版本。</translation>
    </message>
    <message>
        <source>Released %1</source>
        <translation>發布於 %1</translation>
    </message>
    <message>
        <source>This build may not work on this computer:</source>
        <translation>這個版本在這台電腦上可能無法使用：</translation>
    </message>
    <message>
        <source>You can still get it, for example for another computer.</source>
        <translation>您仍然可以取得它，例如給另一台電腦使用。</translation>
    </message>
    <message>
        <source>%1 (early access)</source>
        <translation>%1（搶先體驗版）</translation>
    </message>
    <message>
        <source>%1 (new: not yet in the wizard&apos;s data)</source>
        <translation>%1（新版本：尚未收錄於精靈資料）</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ReportActionsBar</name>
    <message>
        <source>&amp;Copy report</source>
        <translation>複製報告(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Scan again</source>
        <translation>重新掃描(&amp;S)</translation>
    </message>
    <message>
        <source>Copies a text report of everything found, to paste into a message when you ask for help.</source>
        <translation>複製一份包含所有檢查結果的文字報告，求助時可以把它貼到訊息中。</translation>
    </message>
    <message>
        <source>Checks the computer again, for example after you installed or changed something.</source>
        <translation>重新檢查這台電腦，例如在您安裝或變更了某些內容之後。</translation>
    </message>
    <message>
        <source>Checking your computer. This usually takes a few seconds…</source>
        <translation>正在檢查您的電腦，通常只需幾秒鐘…</translation>
    </message>
    <message>
        <source>Check finished.</source>
        <translation>檢查完成。</translation>
    </message>
    <message>
        <source>Report copied. Paste it into your message when you ask for help.</source>
        <translation>報告已複製。求助時請把它貼到您的訊息中。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::ScanResultPage</name>
    <message>
        <source>Checking your computer. The results appear here in a moment.</source>
        <translation>正在檢查您的電腦，結果稍後會顯示在這裡。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::SetupWizard</name>
    <message>
        <source>cuDNN Setup Wizard</source>
        <translation>cuDNN 安裝精靈</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::SourcePage</name>
    <message>
        <source>Get the cuDNN archive</source>
        <translation>取得 cuDNN 壓縮檔</translation>
    </message>
    <message>
        <source>Choose the cuDNN build and how to get it. The wizard checks the file before it is used; nothing is installed on this page.</source>
        <translation>選擇 cuDNN 版本以及取得方式。精靈會在使用檔案之前先檢查它；本頁面不會安裝任何內容。</translation>
    </message>
    <message>
        <source>The wizard downloads the archive from NVIDIA&apos;s public download server and checks it. No account is needed.</source>
        <translation>精靈會從 NVIDIA 的公開下載伺服器下載壓縮檔並進行檢查。不需要帳戶。</translation>
    </message>
    <message>
        <source>Sign in at NVIDIA Developer in your bro&amp;wser</source>
        <translation>在瀏覽器中登入 NVIDIA Developer(&amp;W)</translation>
    </message>
    <message>
        <source>When the download above does not work, get the file on NVIDIA&apos;s website in your own browser; the wizard waits for it in your Downloads folder. You sign in only in the browser: the wizard never sees your NVIDIA password.</source>
        <translation>如果上面的下載方式無法使用，請在您自己的瀏覽器中從 NVIDIA 網站取得檔案；精靈會在您的「下載」資料夾中等待它。您只需在瀏覽器中登入：精靈絕不會看到您的 NVIDIA 密碼。</translation>
    </message>
    <message>
        <source>An archive I already &amp;have</source>
        <translation>我已有的壓縮檔(&amp;H)</translation>
    </message>
    <message>
        <source>A file you downloaded earlier or got on a USB stick or from a shared folder. You can also drag it onto this page.</source>
        <translation>您之前下載的檔案，或是從 USB 隨身碟、共用資料夾中取得的檔案。也可以把它拖曳到本頁面上。</translation>
    </message>
    <message>
        <source>A lab &amp;mirror</source>
        <translation>實驗室鏡像站(&amp;M)</translation>
    </message>
    <message>
        <source>Your lab or school keeps NVIDIA&apos;s files on its own server or in a shared folder.</source>
        <translation>您的實驗室或學校在自己的伺服器或共用資料夾中存放了 NVIDIA 的檔案。</translation>
    </message>
    <message>
        <source>Which cuDNN</source>
        <translation>cuDNN 版本</translation>
    </message>
    <message>
        <source>How to get it</source>
        <translation>取得方式</translation>
    </message>
    <message>
        <source>cuDNN %1 for CUDA %2, %3</source>
        <translation>適用於 CUDA %2 的 cuDNN %1，%3 平台</translation>
    </message>
    <message>
        <source>Download from N&amp;VIDIA (recommended)</source>
        <translation>從 NVIDIA 下載（建議使用）(&amp;V)</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s download server cannot be reached from this computer (no internet, or a proxy or firewall in the way). Use an archive you already have, a lab mirror, or your browser.</source>
        <translation>這台電腦無法連線到 NVIDIA 的下載伺服器（沒有網際網路連線，或被代理伺服器或防火牆擋住）。請使用您已有的壓縮檔、實驗室鏡像站或瀏覽器。</translation>
    </message>
    <message>
        <source>Ready: %1 (verified against NVIDIA&apos;s checksum)</source>
        <translation>已就緒：%1（已與 NVIDIA 的檢查碼核對）</translation>
    </message>
    <message>
        <source>Ready: %1 (contents checked)</source>
        <translation>已就緒：%1（內容已檢查）</translation>
    </message>
    <message numerus="yes">
        <source>unpacked and checked: %n file(s), %1.</source>
        <translation>
            <numerusform>已解壓縮並檢查：%n 個檔案，%1。</numerusform>
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
        <translation>已就緒：%1（已按鏡像站的檢查碼驗證；這裡不知道 NVIDIA 自己的檢查碼）</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::StepList</name>
    <message>
        <source>Steps</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>current step</source>
        <translation>目前步驟</translation>
    </message>
    <message>
        <source>to come</source>
        <translation>尚未開始</translation>
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
        <translation>%1 不是安全（https）網址。只有您自己設定的鏡像站才可以使用一般 http；請透過 --mirror 或鏡像站設定來指定它。</translation>
    </message>
    <message>
        <source>%1 is not an address the wizard can fetch from (use https://, a folder, or file://).</source>
        <translation>精靈無法從 %1 這個網址取得內容（請使用 https://、資料夾或 file://）。</translation>
    </message>
    <message>
        <source>%1 was not found on the server (404). The release may not exist there; check the release and the mirror address.</source>
        <translation>伺服器上找不到 %1（404）。該伺服器上可能沒有這個版本；請檢查版本和鏡像站網址。</translation>
    </message>
    <message>
        <source>The server refused %1 (403).</source>
        <translation>伺服器拒絕了對 %1 的存取（403）。</translation>
    </message>
    <message>
        <source>The server answered %1 with HTTP %2.</source>
        <translation>伺服器對 %1 回傳了 HTTP %2。</translation>
    </message>
    <message>
        <source>%1 took too long to answer, or was larger than a manifest can be.</source>
        <translation>%1 回應時間過長，或是超出了清單檔應有的大小。</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed (%2). Check the computer&apos;s date and time; a proxy may be intercepting the connection.</source>
        <translation>與 %1 的安全連線失敗（%2）。請檢查電腦的日期和時間；也可能是代理伺服器在攔截連線。</translation>
    </message>
    <message>
        <source>%1 could not be fetched: %2</source>
        <translation>無法取得 %1：%2</translation>
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
        <translation>%1（來自 %2）</translation>
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
        <translation>此工具套件中沒有 nvcc</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未執行</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>nvcc</source>
        <translation>nvcc</translation>
    </message>
    <message>
        <source>Found via</source>
        <translation>發現途徑</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Built for</source>
        <translation>適用於</translation>
    </message>
    <message>
        <source>Sub-libraries</source>
        <translation>子函式庫</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Nothing to report about CUDA and cuDNN.</source>
        <translation>關於 CUDA 和 cuDNN，沒有需要報告的內容。</translation>
    </message>
    <message>
        <source>CUDA Toolkit and cuDNN</source>
        <translation>CUDA 工具套件和 cuDNN</translation>
    </message>
    <message>
        <source>cuDNN is built for one CUDA version. Here are the CUDA Toolkits and the copies of cuDNN on this computer, and the cuDNN download that fits.</source>
        <translation>每個 cuDNN 都是針對某一個 CUDA 版本建置的。下面列出了這台電腦上的 CUDA 工具套件和 cuDNN 副本，以及適合您的 cuDNN 下載。</translation>
    </message>
    <message>
        <source>No CUDA Toolkit was found on this computer.</source>
        <translation>這台電腦上沒有找到 CUDA 工具套件。</translation>
    </message>
    <message>
        <source>No cuDNN was found on this computer.</source>
        <translation>這台電腦上沒有找到 cuDNN。</translation>
    </message>
    <message>
        <source>CUDA Toolkits</source>
        <translation>CUDA 工具套件</translation>
    </message>
    <message>
        <source>cuDNN already on this computer</source>
        <translation>這台電腦上已有的 cuDNN</translation>
    </message>
    <message>
        <source>What this means for you</source>
        <translation>這對您代表什麼</translation>
    </message>
    <message>
        <source>The cuDNN that fits</source>
        <translation>適合您的 cuDNN</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s), listed below</source>
        <translation>
            <numerusform>%n 個問題，見下方</numerusform>
        </translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>Header says %1</source>
        <translation>標頭檔標明版本 %1</translation>
    </message>
    <message>
        <source>Recommended: cuDNN %1 for CUDA %2</source>
        <translation>建議：適用於 CUDA %2 的 cuDNN %1</translation>
    </message>
    <message>
        <source>Download: %1</source>
        <translation>下載：%1</translation>
    </message>
    <message>
        <source>No cuDNN download can be recommended yet.</source>
        <translation>目前還無法建議要下載哪個 cuDNN。</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>僅 CPU</translation>
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
        <translation>cuDNN %1，來自 %2（%3）</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>環境</translation>
    </message>
    <message>
        <source>Loads</source>
        <translation>載入的 cuDNN</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>是否相符</translation>
    </message>
    <message>
        <source>Frameworks on this computer</source>
        <translation>這台電腦上的框架</translation>
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
            <numerusform>%1，大約還剩 %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, about %n min left</source>
        <translation>
            <numerusform>%1，大約還剩 %n 分鐘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cudnnsetup::VerdictListWidget</name>
    <message>
        <source>What to do:</source>
        <translation>建議操作：</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>檢查發現：</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::VerifyChecklist</name>
    <message>
        <source>What it means:</source>
        <translation>代表的意義：</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>建議操作：</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::VerifyPage</name>
    <message>
        <source>Library</source>
        <translation>函式庫</translation>
    </message>
    <message>
        <source>File the loader used</source>
        <translation>實際載入的檔案</translation>
    </message>
    <message>
        <source>Loaded</source>
        <translation>已載入</translation>
    </message>
    <message>
        <source>Check cuDNN</source>
        <translation>檢查 cuDNN</translation>
    </message>
    <message>
        <source>The wizard loads cuDNN the way a deep-learning program would, in a separate helper program, and checks each part.</source>
        <translation>精靈會像深度學習程式一樣載入 cuDNN（在另一個獨立的輔助程式中進行），並逐項檢查。</translation>
    </message>
    <message>
        <source>cuDNN libraries and the files loaded</source>
        <translation>cuDNN 函式庫及已載入的檔案</translation>
    </message>
    <message>
        <source>Check cuDNN again</source>
        <translation>重新檢查 cuDNN</translation>
    </message>
    <message>
        <source>Runs the checks again, for example after you fixed something they found.</source>
        <translation>再執行一次檢查，例如在您修正了檢查發現的問題之後。</translation>
    </message>
    <message>
        <source>beside the libraries (../include)</source>
        <translation>在函式庫旁邊（../include）</translation>
    </message>
    <message>
        <source>Checking:</source>
        <translation>檢查對象：</translation>
    </message>
    <message>
        <source>Libraries: %1</source>
        <translation>函式庫：%1</translation>
    </message>
    <message>
        <source>Headers: %1</source>
        <translation>標頭檔：%1</translation>
    </message>
    <message>
        <source>Loading cuDNN in a separate program and checking each part. This takes a few seconds…</source>
        <translation>正在另一個程式中載入 cuDNN 並逐項檢查。這需要幾秒鐘…</translation>
    </message>
    <message>
        <source>Looking for cuDNN on this computer…</source>
        <translation>正在這台電腦上尋找 cuDNN…</translation>
    </message>
    <message>
        <source>Check finished.</source>
        <translation>檢查完成。</translation>
    </message>
    <message>
        <source>The checks that need a GPU could not run here. On a computer with an NVIDIA GPU and driver, this copy is ready to use.</source>
        <translation>需要 GPU 的檢查無法在這裡執行。在有 NVIDIA 顯示卡和驅動程式的電腦上，這份 cuDNN 已經可以使用。</translation>
    </message>
    <message>
        <source>Read “What to do” under each failed check below and do that, then click Check again. A check marked SKIP could not be made; its line says why.</source>
        <translation>請閱讀下方每一項失敗檢查底下的「建議操作」並照著做，然後按一下「重新檢查」。標示為「略過」的檢查表示無法進行，該行會說明原因。</translation>
    </message>
    <message>
        <source>The wizard itself is fine: the checks run in a separate helper program, and that program did not give an answer. Click Check again to retry. If it keeps happening, save the report on the last page and send it along when you ask for help.</source>
        <translation>精靈本身沒有問題：檢查是在另一個獨立的輔助程式中執行的，而該程式沒有回應。請按一下「重新檢查」再試一次。如果一直發生，請在最後一頁儲存報告，並在求助時一併附上。</translation>
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
            <numerusform>已載入的函式庫檔案（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no cuDNN on this computer to check yet.</source>
        <translation>這台電腦上還沒有可以檢查的 cuDNN。</translation>
    </message>
    <message>
        <source>Nothing was installed in this session, and the scan found no copy of cuDNN. The earlier steps of this wizard install it: start the wizard again and follow them, then check the new copy here. You can still run the benchmark on the next page: it times the graphics card without cuDNN, and the processor.</source>
        <translation>本次沒有安裝任何內容，掃描也沒有找到任何 cuDNN 副本。本精靈前面的步驟會安裝 cuDNN：請重新啟動精靈並依照步驟操作，然後在這裡檢查新安裝的副本。您仍然可以在下一頁執行效能測試：它會測量不使用 cuDNN 時的顯示卡以及處理器。</translation>
    </message>
    <message>
        <source>&amp;Repair…</source>
        <translation>修復(&amp;R)…</translation>
    </message>
    <message>
        <source>Repair this cuDNN setup</source>
        <translation>修復這套 cuDNN 環境</translation>
    </message>
    <message>
        <source>Opens repair mode: the wizard looks for what is wrong with this setup, explains it, and fixes what you choose.</source>
        <translation>開啟修復模式：精靈會找出這套環境中的問題，加以說明，並修復您選擇的問題。</translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>重新檢查(&amp;G)</translation>
    </message>
    <message>
        <source>Each check: %1, %2, %3</source>
        <extracomment>The heading over the list of checks: &quot;Each check: 6 passed, 2 failed, 2 skipped&quot;.</extracomment>
        <translation>各項檢查：%1、%2、%3</translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation>
            <numerusform>%n 項通過</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 項失敗</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n 項略過</numerusform>
        </translation>
    </message>
    <message>
        <source>Compiling and running a first CUDA + cuDNN program with the new toolkit…</source>
        <translation>正在用新工具套件編譯並執行第一個 CUDA + cuDNN 程式…</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::WelcomePage</name>
    <message>
        <source>Welcome</source>
        <translation>歡迎</translation>
    </message>
    <message>
        <source>This wizard helps you set up NVIDIA cuDNN, the library that deep-learning programs use to run fast on an NVIDIA graphics card.</source>
        <translation>本精靈可協助您安裝和設定 NVIDIA cuDNN。深度學習程式需要透過 cuDNN 這個函式庫，才能在 NVIDIA 顯示卡上快速執行。</translation>
    </message>
    <message>
        <source>&amp;Install or update cuDNN, step by step (recommended)</source>
        <translation>逐步安裝或更新 cuDNN（建議）(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Only check the cuDNN already on this computer, and time it</source>
        <translation>只檢查這台電腦上已有的 cuDNN，並測量其速度(&amp;O)</translation>
    </message>
    <message>
        <source>Goes straight to the last steps: loads the cuDNN a program would use, checks each part, and runs the benchmark. Nothing is installed or changed.</source>
        <translation>直接跳到最後幾個步驟：載入程式會使用的 cuDNN，逐項檢查，並執行效能測試。不會安裝或變更任何內容。</translation>
    </message>
    <message>
        <source>What would you like to do?</source>
        <translation>您想要做什麼？</translation>
    </message>
    <message>
        <source>&amp;Repair an existing setup</source>
        <translation>修復現有的安裝(&amp;R)</translation>
    </message>
    <message>
        <source>Looks for what is wrong with the CUDA and cuDNN already on this computer (missing links, mixed copies, wrong environment variables), explains each problem, and fixes the ones you choose. Every fix can be undone.</source>
        <translation>找出這台電腦上已有的 CUDA 和 cuDNN 中的問題（缺失的連結、混雜的副本、錯誤的環境變數），逐一說明每個問題，並修復您選擇的問題。每項修復都可以復原。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>The checks only look at your computer: nothing is installed, changed or removed until you confirm it on a later page. The wizard never asks for your NVIDIA account password; if a download needs you to sign in, you do that in your own web browser.</source>
        <translation>這些檢查只會查看您的電腦：在您於後面的頁面上確認之前，不會安裝、變更或移除任何內容。本精靈絕不會詢問您的 NVIDIA 帳戶密碼；如果下載需要登入，請在您自己的網頁瀏覽器中登入。</translation>
    </message>
</context>
<context>
    <name>cudnnsetup::WizardSession</name>
    <message>
        <source>cuDNN %1, installed just now into %2</source>
        <translation>cuDNN %1，剛剛安裝到 %2</translation>
    </message>
</context>
</TS>
