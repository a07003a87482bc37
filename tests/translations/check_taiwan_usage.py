#!/usr/bin/env python3
"""Fails when the Taiwanese (zh_TW) translation reads like Mainland Chinese.

Two checks, for each zh_TW message of the .ts file and each [zh_TW] line of the .desktop file:
  (a) characters: a Simplified character (or a Traditional variant that Taiwan does not use,
      such as 爲 or 裏) where Taiwan writes another one;
  (b) vocabulary: a Mainland term written in Traditional characters (軟件, 默認, 文件夾, 支持...)
      where Taiwan says something else (軟體, 預設, 資料夾, 支援...).
Only zh_TW is checked: zh_CN is meant to be Simplified and Mainland.

Each finding names the term, the Taiwan word to use instead, and the English source.

  check_taiwan_usage.py --ts resources/translations/cudnn-setup_zh_TW.ts
                        [--desktop packaging/linux/cudnn-setup.desktop]
  check_taiwan_usage.py --self-test     (shows that a planted Mainland term and character are caught)
"""
import argparse
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

# (a) Simplified character, then the Traditional character(s) Taiwan writes for it. Only
# characters that never stand for themselves in Taiwanese text: 台 后 里 干 几 只 面 系 制 准 范 余
# 了 征 采 峰 ... are ordinary Traditional characters too, so they are left out. A few in the list
# do exist in Traditional with a rare other meaning (据 of 拮据, 于 and 万 as surnames, 么, 价, 种,
# 胜, 适, 确, 坏, 广, 厂, 极, 挂), none of which this program's text uses; in a zh_TW string they
# are a Simplified leftover. The last group are Traditional variants Taiwan does not use.
CHARACTERS = """
    万萬 与與 东東 丢丟 两兩 严嚴 个個 临臨 为為 么麼 义義 乐樂 习習 书書 买買 于於 亚亞 产產 亲親 亿億 仅僅 从從 们們 价價 众眾 优優 会會 传傳 伤傷 体體 储儲
    关關 内內 册冊 写寫 冲衝沖 决決 况況 凭憑 击擊 则則 刚剛 创創 删刪 别別 务務 动動 区區 华華 协協 单單 卖賣 卫衛 却卻 厂廠 历歷曆 压壓 县縣 参參 双雙 发發髮
    变變 号號 吗嗎 听聽 启啟 员員 响響 园園 围圍 国國 图圖 圆圓 场場 坏壞 块塊 坛壇罈 墙牆 声聲 处處 备備 复復複覆 够夠 头頭 夹夾 学學 宝寶 实實 宽寬 对對 寻尋
    导導 将將 尔爾 尝嘗嚐 层層 属屬 岁歲 师師 带帶 帮幫 并並併 广廣 库庫 应應 废廢 开開 异異 弃棄 张張 弹彈 强強 当當 录錄 彻徹 径徑 态態 总總 恶惡噁 悬懸 战戰
    户戶 执執 扩擴 扫掃 护護 报報 担擔 拟擬 拥擁 拦攔 择擇 挂掛 挡擋 损損 换換 据據 摄攝 敌敵 数數 断斷 无無 旧舊 时時 显顯 暂暫 术術 机機 杀殺 杂雜 权權 条條
    来來 极極 构構 标標 树樹 样樣 档檔 桩樁 检檢 欢歡 毕畢 气氣 汇匯彙 汉漢 汤湯 没沒 泽澤 测測 济濟 浏瀏 溃潰 滚滾 滞滯 满滿 灯燈 灵靈 点點 热熱 爱愛 状狀
    独獨 环環 现現 电電 画畫 畅暢 监監 盖蓋 盘盤 着著 矿礦 码碼 础礎 确確 碍礙 离離 秃禿 种種 积積 称稱 稳穩 穷窮 竞競 笔筆 笼籠 筹籌 签簽籤 简簡 类類 粮糧
    紧緊 约約 级級 纪紀 纯純 纳納 纵縱 纹紋 纽紐 线線 练練 组組 细細 终終 绍紹 经經 绑綁 结結 绕繞 绘繪 给給 络絡 绝絕 绞絞 统統 绢絹 绣繡 继繼 绩績 绪緒 续續
    维維 绵綿 综綜 绿綠 缆纜 缓緩 编編 缘緣 缝縫 缠纏 缩縮 缮繕 网網 罗羅 罚罰 罢罷 羁羈 翘翹 耸聳 职職 联聯 聪聰 肃肅 胁脅 胆膽 胜勝 脉脈 脏髒臟 脑腦 脚腳
    舰艦 艰艱 艺藝 节節 芦蘆 苍蒼 荡蕩 荣榮 药藥 莱萊 获獲穫 萝蘿 蓝藍 虏虜 虑慮 虚虛 虽雖 蚀蝕 衅釁 补補 袭襲 装裝 见見 观觀 规規 觅覓 视視 览覽 觉覺 触觸
    誉譽 计計 订訂 认認 讨討 让讓 训訓 议議 讯訊 记記 讲講 许許 论論 设設 访訪 证證 评評 识識 诈詐 诉訴 诊診 词詞 译譯 试試 诗詩 诚誠 话話 诞誕 询詢 该該 详詳
    语語 误誤 说說 请請 诸諸 诺諾 读讀 课課 谁誰 调調 谅諒 谈談 谊誼 谋謀 谓謂 谢謝 谦謙 谨謹 谱譜 贝貝 贞貞 负負 贡貢 财財 责責 贤賢 败敗 账帳賬 货貨 质質 贩販
    贪貪 贫貧 购購 贯貫 贴貼 贵貴 贷貸 费費 贺賀 贼賊 资資 赋賦 赌賭 赏賞 赔賠 赖賴 赚賺 赛賽 赞贊讚 赠贈 赢贏 赵趙 赶趕 趋趨 跃躍 践踐 踪蹤 车車 轨軌 轩軒
    转轉 轮輪 软軟 轰轟 轴軸 轻輕 载載 较較 辅輔 辆輛 辈輩 辉輝 辑輯 输輸 辞辭 辩辯 边邊 辽遼 达達 迁遷 过過 迈邁 运運 还還 这這 进進 远遠 违違 连連 迟遲
    迹跡蹟 适適 选選 逊遜 递遞 逻邏 遗遺 邓鄧 邮郵 邻鄰 郑鄭 酱醬 释釋 鉴鑑 针針 钉釘 钓釣 钝鈍 钞鈔 钟鐘鍾 钢鋼 钥鑰 钦欽 钩鉤 钮鈕 钱錢 钻鑽 铁鐵 铃鈴 铅鉛
    铜銅 铭銘 银銀 铺鋪 链鏈 销銷 锁鎖 锅鍋 锋鋒 锐銳 错錯 锚錨 锡錫 锦錦 键鍵 锯鋸 镇鎮 镜鏡 长長 门門 闪閃 闭閉 问問 闯闖 闲閒 间間 闷悶 闸閘 闹鬧 闻聞 阁閣
    阅閱 阐闡 阔闊 队隊 阳陽 阴陰 阵陣 阶階 际際 陆陸 陈陳 险險 随隨 隐隱 隶隸 难難 雾霧 页頁 顶頂 项項 顺順 须須鬚 顾顧 顿頓 颁頒 颂頌 预預 领領 颇頗 频頻
    颗顆 题題 颜顏 额額 风風 飘飄 飞飛 饭飯 饮飲 饰飾 饱飽 饼餅 馆館 馈饋 马馬 驰馳 驱驅 驶駛 驻駐 驾駕 驿驛 骂罵 骄驕 验驗 骑騎 骗騙 骤驟 鲁魯 鲜鮮 鸟鳥 鸡雞
    鸣鳴 鸭鴨 麦麥 黄黃 齐齊 齿齒 龄齡 龙龍
    爲為 衆眾 啓啟 裏裡 綫線 説說 僞偽 峯峰
"""
TAIWAN_CHARACTER = {entry[0]: "/".join(entry[1:]) for entry in CHARACTERS.split()}

# (b) Mainland term, the Taiwan term, and optionally the ways it is still right:
#   allowed: longer Taiwanese words that contain the term (演算法 contains 算法);
#   right_when: a pattern of the English source under which the term is the right Taiwanese word
#               (項目 is an item, and only wrong for a project; 數據 fits numbers, not data).
# Keep both short, and say why in a comment.
NOT_PROJECT = r"\A(?![\s\S]*\bprojects?\b)"
TERMS = [
    ("軟件", "軟體"), ("硬件", "硬體"), ("固件", "韌體"),
    ("文件夾", "資料夾"), ("文件名", "檔名"), ("頭文件", "標頭檔"), ("應答文件", "應答檔"), ("文檔", "說明文件"),
    ("文件", "檔案（或說明文件）", {"allowed": ("說明文件",)}),
    ("默認", "預設"), ("缺省", "預設"), ("信息", "資訊/訊息"), ("消息", "訊息"),
    ("程序", "程式", {"allowed": ("處理程序",)}),   # a process is 處理程序 in Taiwan
    ("網絡", "網路"), ("互聯網", "網際網路"), ("局域網", "區域網路"), ("設置", "設定"),
    ("內存", "記憶體"), ("顯存", "顯示記憶體"), ("支持", "支援"),
    ("數據", "資料", {"right_when": r"\b(numbers?|figures?|measurements?|timings?)\b"}),   # measured numbers: 數據
    ("項目", "專案", {"right_when": NOT_PROJECT}),   # 項目 is an item or entry in Taiwan too
    ("鏈接", "連結"), ("服務器", "伺服器"), ("運行", "執行"), ("緩存", "快取"),
    ("用戶", "使用者", {"allowed": ("用戶端",)}),   # a client is 用戶端 in Taiwan
    ("磁盤", "磁碟"), ("硬盤", "硬碟"), ("U盤", "隨身碟"), ("命令行", "命令列"),
    ("命令", "指令", {"allowed": ("命令列", "命令提示字元")}),   # Windows' own names in Taiwan
    ("界面", "介面"), ("接口", "介面"), ("字符串", "字串"), ("字符", "字元"), ("字節", "位元組"), ("比特", "位元"),
    ("日誌", "記錄/記錄檔", {"right_when": r"\bjournal"}),   # a journal (not a log) is 日誌
    ("進程", "處理程序"), ("線程", "執行緒"), ("屏幕", "螢幕"), ("全屏", "全螢幕"), ("菜單", "選單"),
    ("保存", "儲存", {"right_when": r"\A(?![\s\S]*\bsav(e|es|ed|ing)\b)"}),   # 保存 = keep; save a file = 儲存
    ("加載", "載入"), ("卸載", "解除安裝"), ("兼容", "相容"), ("性能", "效能"),
    ("算法", "演算法", {"allowed": ("演算法",)}),
    ("訪問", "存取"), ("優化", "最佳化"), ("模塊", "模組"), ("源代碼", "原始碼"),
    ("代碼", "程式碼", {"right_when": r"\A(?![\s\S]*\b(source|sample|example|program|your|own) code\b)"}),   # exit/language code: 代碼
    ("調試", "除錯"), ("對象", "物件", {"right_when": r"\A(?![\s\S]*\bobjects?\b)"}),   # 對象 = whom/what it is for
    ("信號", "訊號"), ("激活", "啟用"), ("視頻", "視訊/影片"), ("音頻", "音訊"), ("質量", "品質"),
    ("打印", "列印"), ("復制", "複製"), ("拷貝", "複製"), ("粘貼", "貼上"), ("鼠標", "滑鼠"), ("光標", "游標"),
    ("窗口", "視窗"), ("刷新", "重新整理"), ("回車", "Enter"),
    ("登錄", "登入", {"allowed": ("登錄檔", "登錄機碼", "登錄編輯程式")}),   # the Windows registry is 登錄檔
    ("登陸", "登入"), ("註銷", "登出"), ("壓縮包", "壓縮檔"),
    ("解壓", "解壓縮", {"allowed": ("解壓縮",)}),
    ("驅動", "驅動程式", {"allowed": ("驅動程式",)}),
    ("顯卡", "顯示卡"), ("工具包", "工具套件"), ("環境變量", "環境變數"), ("變量", "變數"), ("常量", "常數"),
    ("庫", "函式庫", {"allowed": ("函式庫", "資料庫", "套件庫")}),   # a package repository is 套件庫
    ("回滾", "還原"), ("撤銷", "復原", {"right_when": r"\brevok"}),   # to revoke is 撤銷 in Taiwan too
    ("許可協議", "授權合約"), ("許可證", "授權"), ("協議", "協定/合約"),
    ("鏡像", "鏡像站", {"allowed": ("鏡像站",)}),
    ("創建", "建立"), ("文本", "文字"), ("視圖", "檢視"), ("搜索", "搜尋"), ("查找", "尋找"), ("實時", "即時"),
    ("在線", "線上"), ("自定義", "自訂"), ("批量", "批次"), ("端口", "連接埠"), ("全局", "全域"), ("異步", "非同步"),
    ("進度條", "進度列"), ("二進制", "二進位"), ("十六進制", "十六進位"), ("存儲", "儲存"), ("獲取", "取得"),
    ("調用", "呼叫"), ("函數", "函式"), ("芯片", "晶片"), ("高級", "進階"), ("當前", "目前"),
    ("操作系統", "作業系統"), ("點擊", "按一下"), ("單擊", "按一下"), ("雙擊", "按兩下"),
    ("後綴", "副檔名"), ("擴展名", "副檔名"), ("擴展", "擴充"), ("插件", "外掛程式"), ("令牌", "權杖"),
    ("分辨率", "解析度"), ("帶寬", "頻寬"), ("計算機", "電腦"), ("隊列", "佇列"), ("內核", "核心"),
    ("示例", "範例"), ("模板", "範本"), ("校驗和", "檢查碼"), ("校驗", "驗證/檢查"), ("哈希", "雜湊"),
    ("字段", "欄位"), ("導入", "匯入"), ("導出", "匯出"), ("重啟", "重新啟動"), ("補丁", "修補程式"),
    ("總線", "匯流排"), ("主板", "主機板"), ("網卡", "網路卡"), ("域名", "網域名稱"), ("證書", "憑證"),
    ("簽名", "簽章"), ("密鑰", "金鑰"),
    ("控制台", "主控台", {"right_when": r"\bControl Panel\b"}),   # Windows' Control Panel is 控制台
    ("向導", "精靈"), ("圖標", "圖示"), ("快捷方式", "捷徑"), ("快捷鍵", "快速鍵"), ("任務欄", "工作列"),
    ("狀態欄", "狀態列"), ("工具欄", "工具列"), ("標題欄", "標題列"), ("對話框", "對話方塊"), ("剪貼板", "剪貼簿"),
    ("回收站", "資源回收筒"), ("虛擬機", "虛擬機器", {"allowed": ("虛擬機器",)}), ("集群", "叢集"), ("溢出", "溢位"),
    ("推理", "推論"), ("倉庫", "存放庫"), ("包管理器", "套件管理員"), ("軟體包", "套件"), ("指針", "指標"),
    ("數組", "陣列"), ("布爾", "布林"), ("遞歸", "遞迴"), ("用例", "案例"), ("反饋", "回饋"), ("智能", "智慧"),
    ("匹配", "相符"), ("字體", "字型"), ("遠程", "遠端"), ("客戶端", "用戶端"), ("超時", "逾時"), ("響應", "回應"),
    ("打開", "開啟"), ("滾動條", "捲軸"), ("滾動", "捲動"), ("筆記本電腦", "筆記型電腦"), ("賬", "帳"),
    ("給出", "指定/提供"), ("崩潰", "當掉"), ("身份", "身分"), ("要麼", "不是…就是…"),
    (re.compile(r"\d+ ?位(?![元數置址於])"), "位元（64 位元）"),
]


def _rules():
    for entry in TERMS:
        term, taiwan = entry[0], entry[1]
        options = entry[2] if len(entry) > 2 else {}
        pattern = term if isinstance(term, re.Pattern) else re.compile(re.escape(term))
        right_when = re.compile(options["right_when"]) if "right_when" in options else None
        yield pattern, taiwan, options.get("allowed", ()), right_when


RULES = sorted(_rules(), key=lambda rule: -len(rule[0].pattern))   # 文件夾 before 文件


def _inside_allowed(text, start, end, allowed):
    for word in allowed:
        for at in (m.start() for m in re.finditer(re.escape(text[start:end]), word)):
            if start >= at and text[start - at:start - at + len(word)] == word:
                return True
    return False


def findings_in(text, source):
    """(found, use instead, kind) for each problem of one translated text."""
    found = [(ch, TAIWAN_CHARACTER[ch], "Simplified or non-Taiwan character") for ch in dict.fromkeys(text)
             if ch in TAIWAN_CHARACTER]
    taken = []   # spans already looked at, so 文件夾 is not reported as 文件 too
    for pattern, taiwan, allowed, right_when in RULES:
        if right_when is not None and right_when.search(source):
            continue
        for match in pattern.finditer(text):
            start, end = match.span()
            if any(start < b and a < end for a, b in taken) or _inside_allowed(text, start, end, allowed):
                continue
            taken.append((start, end))
            if (match.group(), taiwan, "Mainland term") not in found:
                found.append((match.group(), taiwan, "Mainland term"))
    return found


def ts_findings(ts_path):
    problems = []
    for context in ElementTree.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                continue
            texts = [form.text or "" for form in translation.iter("numerusform")] if message.get("numerus") == "yes" \
                else [translation.text or ""]
            for text in texts:
                for term, taiwan, kind in findings_in(text, source):
                    problems.append(f"{os.path.basename(ts_path)}: {name}: {kind} 「{term}」, Taiwan: 「{taiwan}」; "
                                    f"source {source!r}; translation {text!r}")
    return problems


def desktop_findings(desktop_path):
    """The [zh_TW] lines of a .desktop file; the source is the untranslated line of the same key."""
    problems = []
    sources = {}
    with open(desktop_path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for line in lines:
        key, sep, value = line.partition("=")
        if sep and "[" not in key:
            sources[key.strip()] = value
    for line in lines:
        key, sep, value = line.partition("=")
        match = re.fullmatch(r"\s*(\w+)\[zh_TW\]\s*", key)
        if sep and match:
            source = sources.get(match.group(1), "")
            for term, taiwan, kind in findings_in(value, source):
                problems.append(f"{os.path.basename(desktop_path)}: {match.group(1)}: {kind} 「{term}」, "
                                f"Taiwan: 「{taiwan}」; source {source!r}; translation {value!r}")
    return problems


def self_test():
    """Planted Mainland terms and Simplified characters are caught; Taiwanese text that merely
    contains such a term (演算法, 說明文件, 64 位元, an item as 項目) is not."""
    ts = ('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="zh_TW">'
          '<context><name>Sample</name>'
          '<message><source>Save the file to the default folder</source><translation>把檔案儲存到默認資料夾</translation></message>'
          '<message><source>Settings</source><translation>设定</translation></message>'
          '<message><source>Open the folder</source><translation>開啟文件夾</translation></message>'
          '<message><source>The fastest algorithm; see the documentation. It is 64-bit.</source>'
          '<translation>最快的演算法；請參閱說明文件。它是 64 位元的。</translation></message>'
          '<message><source>entry without a name</source><translation>沒有名稱的項目</translation></message>'
          '<message><source>A project folder</source><translation>一個項目資料夾</translation></message>'
          '</context></TS>')
    desktop = "[Desktop Entry]\nName=Setup\nName[zh_TW]=安裝\nComment=Installs the software\nComment[zh_TW]=安装軟件\n"
    expected = [
        "sample_zh_TW.ts: Sample: Mainland term 「默認」, Taiwan: 「預設」; "
        "source 'Save the file to the default folder'; translation '把檔案儲存到默認資料夾'",
        "sample_zh_TW.ts: Sample: Simplified or non-Taiwan character 「设」, Taiwan: 「設」; "
        "source 'Settings'; translation '设定'",
        "sample_zh_TW.ts: Sample: Mainland term 「文件夾」, Taiwan: 「資料夾」; "
        "source 'Open the folder'; translation '開啟文件夾'",
        "sample_zh_TW.ts: Sample: Mainland term 「項目」, Taiwan: 「專案」; "
        "source 'A project folder'; translation '一個項目資料夾'",
        "sample.desktop: Comment: Simplified or non-Taiwan character 「装」, Taiwan: 「裝」; "
        "source 'Installs the software'; translation '安装軟件'",
        "sample.desktop: Comment: Mainland term 「軟件」, Taiwan: 「軟體」; "
        "source 'Installs the software'; translation '安装軟件'",
    ]
    with tempfile.TemporaryDirectory() as work:
        ts_path, desktop_path = os.path.join(work, "sample_zh_TW.ts"), os.path.join(work, "sample.desktop")
        with open(ts_path, "w", encoding="utf-8") as f:
            f.write(ts)
        with open(desktop_path, "w", encoding="utf-8") as f:
            f.write(desktop)
        got = ts_findings(ts_path) + desktop_findings(desktop_path)
    if got != expected:
        print("self-test: expected")
        print("\n".join(expected))
        print("got")
        print("\n".join(got))
        return 1
    print("self-test: planted Mainland terms and Simplified characters are caught, Taiwanese words are not")
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ts", help="the zh_TW .ts file")
    parser.add_argument("--desktop", help="a .desktop file whose [zh_TW] lines to check")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
    if args.self_test:
        return self_test()
    if not args.ts:
        parser.error("--ts is required")
    problems = ts_findings(args.ts) + (desktop_findings(args.desktop) if args.desktop else [])
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} finding(s): Taiwanese readers expect the Taiwan character or term shown. If the term "
              "is right in that context, narrow its rule in tests/translations/check_taiwan_usage.py and say why.")
        return 1
    print("the zh_TW translation uses Taiwanese characters and terms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
