<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Rule</name>
    <message>
        <source>the rule has no name</source>
        <translation>规则没有名称</translation>
    </message>
    <message>
        <source>the rule has no condition</source>
        <translation>规则没有条件</translation>
    </message>
    <message>
        <source>a condition has nothing to look for</source>
        <translation>有一个条件没有要查找的内容</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular expression: %2</source>
        <translation>“%1”不是正则表达式：%2</translation>
    </message>
    <message>
        <source>the rule does nothing (no action)</source>
        <translation>规则不执行任何操作（没有动作）</translation>
    </message>
    <message>
        <source>the label the rule gives has no name</source>
        <translation>规则添加的标签没有名称</translation>
    </message>
</context>
<context>
    <name>kindred::ArrivalsTimeline</name>
    <message>
        <source>Arrivals per 15 minutes, by outlet</source>
        <translation>每 15 分钟的到达数（按媒体）</translation>
    </message>
    <message>
        <source>Arrivals timeline</source>
        <translation>到达时间线</translation>
    </message>
    <message numerus="yes">
        <source>%n others</source>
        <translation>
            <numerusform>其他 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 · %3: %4</source>
        <translation>%1–%2 · %3：%4</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>报道</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleChanges</name>
    <message>
        <source>Changed in the last update:</source>
        <translation>最近一次更新的改动：</translation>
    </message>
    <message>
        <source>Changed since you read it:</source>
        <translation>自您阅读以来的改动：</translation>
    </message>
    <message>
        <source>Changed since it was first sent:</source>
        <translation>自首次发布以来的改动：</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>已更新</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>第 %1 版</translation>
    </message>
    <message>
        <source>Only its spacing or punctuation changed.</source>
        <translation>只有空格或标点有改动。</translation>
    </message>
    <message>
        <source>Changed paragraphs not shown here: %1</source>
        <translation>此处未显示的改动段落：%1</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleFilterBar</name>
    <message>
        <source>Search all articles</source>
        <translation>搜索所有文章</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>All articles</source>
        <translation>全部文章</translation>
    </message>
    <message>
        <source>Unread</source>
        <translation>未读</translation>
    </message>
    <message>
        <source>Starred</source>
        <translation>已加星标</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>排序方式</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>最新优先</translation>
    </message>
    <message>
        <source>By source</source>
        <translation>按来源</translation>
    </message>
    <message>
        <source>Most copies first</source>
        <translation>副本最多优先</translation>
    </message>
    <message>
        <source>Hidden by rules</source>
        <translation>被规则隐藏</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleHtml</name>
    <message>
        <source>Also reported by:</source>
        <translation>其他报道来源：</translation>
    </message>
    <message>
        <source>first report</source>
        <translation>首发报道</translation>
    </message>
    <message>
        <source>distance %1</source>
        <comment>Hamming distance between two fingerprints</comment>
        <translation>距离 %1</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>作者：%1</translation>
    </message>
    <message numerus="yes">
        <source>First of %n reports of this story</source>
        <translation>
            <numerusform>此报道是该新闻 %n 篇报道中的首发</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One of %n reports of this story (distance %1 from the first)</source>
        <translation>
            <numerusform>该新闻 %n 篇报道之一（与首发距离 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>This article has no text.</source>
        <translation>此文章没有正文。</translation>
    </message>
    <message>
        <source>Open the original article</source>
        <translation>打开原文</translation>
    </message>
    <message>
        <source>Select an article to read it.</source>
        <translation>请选择一篇文章阅读。</translation>
    </message>
    <message>
        <source>Inspect the copies: distances and differences</source>
        <translation>检查副本：距离与差异</translation>
    </message>
    <message>
        <source>Reported before, in the archive:</source>
        <translation>更早的报道（存档中）：</translation>
    </message>
    <message>
        <source>Attachments:</source>
        <translation>附件：</translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation>标签：</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleListModel</name>
    <message numerus="yes">
        <source>%n articles tell this story; this one came first</source>
        <translation>
            <numerusform>共 %n 篇文章报道此新闻；此篇为首发</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n articles tell this story; this one is a copy (distance %1)</source>
        <translation>
            <numerusform>共 %n 篇文章报道此新闻；此篇为副本（距离 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>×%1</source>
        <comment>duplicate marker: number of articles telling the story</comment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>How many outlets carry the story</source>
        <translation>报道此新闻的媒体数量</translation>
    </message>
    <message>
        <source>first</source>
        <comment>copy row of the first report</comment>
        <translation>首发</translation>
    </message>
    <message>
        <source>+%1</source>
        <comment>collapsed group badge: number of other copies</comment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>The first report of this story</source>
        <translation>此新闻的首发报道</translation>
    </message>
    <message>
        <source>A copy at Hamming distance %1 from the first report</source>
        <translation>与首发报道汉明距离为 %1 的副本</translation>
    </message>
    <message numerus="yes">
        <source>%n other outlets ran this story; expand the row to see them</source>
        <translation>
            <numerusform>另有 %n 家媒体报道了此新闻；展开此行即可查看</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Labels: %2</source>
        <translation>%1
标签：%2</translation>
    </message>
    <message>
        <source>%1 (updated)</source>
        <translation>%1（已更新）</translation>
    </message>
    <message>
        <source>Updated %1: open it to see what changed</source>
        <translation>更新于 %1：打开以查看改动</translation>
    </message>
</context>
<context>
    <name>kindred::ArticleRowDelegate</name>
    <message>
        <source>Updated</source>
        <translation>已更新</translation>
    </message>
</context>
<context>
    <name>kindred::BitStripWidget</name>
    <message>
        <source>Fingerprint bits</source>
        <translation>指纹位</translation>
    </message>
    <message>
        <source>%1 and %2: %3</source>
        <translation>%1 和 %2：%3</translation>
    </message>
    <message>
        <source>No fingerprints</source>
        <translation>无指纹</translation>
    </message>
    <message>
        <source>distance 1 · 1 of 64 bits differs</source>
        <translation>距离 1 · 64 位中有 1 位不同</translation>
    </message>
    <message>
        <source>distance %1 · %2 of 64 bits differ</source>
        <translation>距离 %1 · 64 位中有 %2 位不同</translation>
    </message>
    <message>
        <source>No fingerprints to compare</source>
        <translation>没有可比较的指纹</translation>
    </message>
    <message>
        <source>bit %1: %2 in %3, %4 in %5</source>
        <translation>第 %1 位：%3 中为 %2，%5 中为 %4</translation>
    </message>
</context>
<context>
    <name>kindred::ChartCard</name>
    <message>
        <source>Save the chart or its numbers</source>
        <translation>保存图表或其数据</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>保存%1</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>另存为 PNG…</translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Save Numbers as CSV…</source>
        <translation>将数据另存为 CSV…</translation>
    </message>
    <message>
        <source>Save Numbers</source>
        <translation>保存数据</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Show Numbers as &amp;Table</source>
        <translation>以表格显示数据(&amp;T)</translation>
    </message>
    <message>
        <source>%1: the numbers</source>
        <translation>%1：数据</translation>
    </message>
    <message>
        <source>%1, as a table</source>
        <translation>%1（表格）</translation>
    </message>
</context>
<context>
    <name>kindred::ClusterInspector</name>
    <message>
        <source>Members of the group</source>
        <translation>本组成员</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>阅读(&amp;R)</translation>
    </message>
    <message>
        <source>Open the selected member in the reader</source>
        <translation>在阅读视图中打开所选成员</translation>
    </message>
    <message>
        <source>&amp;Not a Copy</source>
        <translation>不是副本(&amp;N)</translation>
    </message>
    <message>
        <source>Take the selected member out of this group; Kindred remembers the decision</source>
        <translation>将所选成员移出本组；Kindred 会记住此决定</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Put the member taken out last back into its group</source>
        <translation>将最后移出的成员放回其组</translation>
    </message>
    <message>
        <source>Pairwise Hamming distances of the members</source>
        <translation>成员之间的两两汉明距离</translation>
    </message>
    <message>
        <source>Pairwise Hamming distances; click a cell to compare the two members</source>
        <translation>两两汉明距离；点击单元格可比较这两个成员</translation>
    </message>
    <message>
        <source>Distances of the members to the first report</source>
        <translation>各成员与首发报道的距离</translation>
    </message>
    <message>
        <source>First member to compare</source>
        <translation>要比较的第一个成员</translation>
    </message>
    <message>
        <source>Second member to compare</source>
        <translation>要比较的第二个成员</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>with</source>
        <translation>与</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No group selected</source>
        <translation>未选择组</translation>
    </message>
    <message>
        <source>This group no longer exists</source>
        <translation>此组已不存在</translation>
    </message>
    <message>
        <source>Open a group from View &gt; Duplicate Groups, or from an article&apos;s copies.</source>
        <translation>请从“视图 &gt; 重复组”或从文章的副本打开一个组。</translation>
    </message>
    <message>
        <source>%1 from %2 · first reported by %3 at %4 · last copy %5</source>
        <translation>%1，来自 %2 · 由 %3 于 %4 首发 · 最后一个副本 %5</translation>
    </message>
    <message numerus="yes">
        <source>%n copies</source>
        <translation>
            <numerusform>%n 个副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sources</source>
        <translation>
            <numerusform>%n 个来源</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate radius %1</source>
        <translation>重复半径 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;distance %1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;距离 %1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>within the duplicate radius %1</source>
        <translation>在重复半径 %1 以内</translation>
    </message>
    <message>
        <source>beyond the duplicate radius %1</source>
        <translation>超出重复半径 %1</translation>
    </message>
    <message>
        <source>Could not take it out: %1</source>
        <translation>无法移出：%1</translation>
    </message>
    <message>
        <source>“%1” is not a copy; the group is dissolved.</source>
        <translation>“%1”不是副本；该组已解散。</translation>
    </message>
    <message>
        <source>“%1” is not a copy any more.</source>
        <translation>“%1”已不再是副本。</translation>
    </message>
    <message>
        <source>Could not undo: %1</source>
        <translation>无法撤销：%1</translation>
    </message>
    <message>
        <source>Back in the group.</source>
        <translation>已放回组中。</translation>
    </message>
    <message>
        <source>Why grouped, or not</source>
        <translation>为何归组（或未归组）</translation>
    </message>
    <message>
        <source>%1 (near miss)</source>
        <translation>%1（差一点）</translation>
    </message>
    <message numerus="yes">
        <source> · near misses, just beyond the radius, in grey: %n</source>
        <translation>
            <numerusform> · 差一点的（刚超出半径，灰色）：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::ClusterMembersModel</name>
    <message>
        <source>first report</source>
        <translation>首发报道</translation>
    </message>
    <message>
        <source>same fingerprint</source>
        <translation>指纹相同</translation>
    </message>
    <message>
        <source>near copy</source>
        <translation>近似副本</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message numerus="yes">
        <source>%n of 64 fingerprint bits differ from the first report</source>
        <translation>
            <numerusform>64 位指纹中有 %n 位与首发报道不同</numerusform>
        </translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>发布时间</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>exact copy</source>
        <translation>完全相同的副本</translation>
    </message>
    <message>
        <source>near miss</source>
        <translation>差一点</translation>
    </message>
    <message numerus="yes">
        <source>Not in this group: %n bits of 64 differ from the first report, beyond the duplicate radius. A similar story, or a copy edited more than the radius allows.</source>
        <translation>
            <numerusform>不在本组：与首发报道相差 64 位中的 %n 位，超出重复半径。是相似报道，或改动超过半径所允许的副本。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::CrawlWorker</name>
    <message>
        <source>claiming feeds failed: %1</source>
        <translation>认领订阅源失败：%1</translation>
    </message>
    <message>
        <source>freeing the hosts of fetched feeds failed: %1</source>
        <translation>释放已抓取订阅源的主机失败：%1</translation>
    </message>
    <message>
        <source>giving up claims failed: %1</source>
        <translation>放弃认领失败：%1</translation>
    </message>
    <message>
        <source>renewing claims failed: %1</source>
        <translation>续期认领失败：%1</translation>
    </message>
    <message>
        <source>connected to the store again</source>
        <translation>已重新连接到存储</translation>
    </message>
    <message>
        <source>the store cannot be reached: %1</source>
        <translation>无法连接到存储：%1</translation>
    </message>
    <message>
        <source>asking for the placer&apos;s role failed: %1</source>
        <translation>申请归档角色失败：%1</translation>
    </message>
</context>
<context>
    <name>kindred::DistanceHistogram</name>
    <message>
        <source>Distance histogram</source>
        <translation>距离直方图</translation>
    </message>
    <message>
        <source>Hamming distance</source>
        <translation>汉明距离</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>文章数</translation>
    </message>
    <message>
        <source>Counts by Hamming distance, %1 in all</source>
        <translation>按汉明距离计数，共 %1</translation>
    </message>
    <message>
        <source>%1 of %2 within distance %3</source>
        <translation>%2 个中有 %1 个在距离 %3 以内</translation>
    </message>
    <message>
        <source>distance %1: 1 article</source>
        <translation>距离 %1：1 篇文章</translation>
    </message>
    <message>
        <source>distance %1: 1 pair</source>
        <translation>距离 %1：1 对</translation>
    </message>
    <message>
        <source>distance %1: %2 articles</source>
        <translation>距离 %1：%2 篇文章</translation>
    </message>
    <message>
        <source>distance %1: %2 pairs</source>
        <translation>距离 %1：%2 对</translation>
    </message>
</context>
<context>
    <name>kindred::DuplicateGroupsModel</name>
    <message>
        <source>&lt; 1 min</source>
        <translation>&lt; 1 分钟</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source>%1
First reported by %2</source>
        <translation>%1
由 %2 首发</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message numerus="yes">
        <source>The copy furthest from the first report differs in %n bits of 64</source>
        <translation>
            <numerusform>与首发报道差异最大的副本在 64 位中有 %n 位不同</numerusform>
        </translation>
    </message>
    <message>
        <source>Story (first report)</source>
        <translation>新闻（首发报道）</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>First seen</source>
        <translation>首次出现</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>时间跨度</translation>
    </message>
    <message>
        <source>Max. distance</source>
        <translation>最大距离</translation>
    </message>
    <message>
        <source>Articles in the group, the first report included</source>
        <translation>组内文章数，含首发报道</translation>
    </message>
    <message>
        <source>Distinct feeds that ran the story</source>
        <translation>报道此新闻的不同订阅源数</translation>
    </message>
    <message>
        <source>Time from the first copy to the last</source>
        <translation>从第一个副本到最后一个副本的时间</translation>
    </message>
    <message>
        <source>Largest Hamming distance of a copy to the first report</source>
        <translation>副本与首发报道之间的最大汉明距离</translation>
    </message>
</context>
<context>
    <name>kindred::DuplicateGroupsView</name>
    <message>
        <source>Filter by title or source</source>
        <translation>按标题或来源筛选</translation>
    </message>
    <message>
        <source>Filter groups</source>
        <translation>筛选组</translation>
    </message>
    <message>
        <source>Feed</source>
        <translation>订阅源</translation>
    </message>
    <message>
        <source>Duplicate groups</source>
        <translation>重复组</translation>
    </message>
    <message>
        <source>Double-click a group (or press Enter) to inspect its copies.</source>
        <translation>双击一个组（或按回车键）可检查其副本。</translation>
    </message>
    <message>
        <source>All feeds</source>
        <translation>全部订阅源</translation>
    </message>
    <message>
        <source>%1 of %2 groups</source>
        <translation>%1 / %2 个组</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>文件夹：%1</translation>
    </message>
</context>
<context>
    <name>kindred::EventMembersModel</name>
    <message>
        <source>%1 of 64 fingerprint bits differ from the event&apos;s centre</source>
        <translation>指纹的 64 位中有 %1 位与事件中心不同</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>发布时间</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
</context>
<context>
    <name>kindred::EventNotifier</name>
    <message>
        <source>Breaking: %1</source>
        <translation>突发：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n outlets report it; click to open the event.</source>
        <translation>
            <numerusform>%n 家媒体正在报道；点击打开该事件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Growing: %1</source>
        <translation>持续增长：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n reports now, from %1 outlets.</source>
        <translation>
            <numerusform>现有 %n 篇报道，来自 %1 家媒体。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::EventPage</name>
    <message>
        <source>Distances of the reports to the event&apos;s centre</source>
        <translation>各报道到事件中心的距离</translation>
    </message>
    <message>
        <source>Distance to the centre</source>
        <translation>到中心的距离</translation>
    </message>
    <message>
        <source>Reports of the event</source>
        <translation>事件的报道</translation>
    </message>
    <message>
        <source>No event selected</source>
        <translation>未选择事件</translation>
    </message>
    <message>
        <source>Breaking events are stories many outlets report within a few hours.</source>
        <translation>突发事件是许多媒体在几小时内报道的新闻。</translation>
    </message>
    <message>
        <source>%1 · %2 · started %3 · last report %4 · %5</source>
        <translation>%1 · %2 · 开始于 %3 · 最后报道 %4 · %5</translation>
    </message>
    <message numerus="yes">
        <source>%n reports</source>
        <translation>
            <numerusform>%n 篇报道</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sources</source>
        <translation>
            <numerusform>%n 个来源</numerusform>
        </translation>
    </message>
    <message>
        <source>still growing: +%1 in the last hour</source>
        <translation>仍在增长：最近一小时 +%1</translation>
    </message>
    <message>
        <source>+%1 in its last hour</source>
        <translation>其最后一小时 +%1</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2（%3）</translation>
    </message>
    <message>
        <source>Who reported first: %1</source>
        <translation>首发顺序：%1</translation>
    </message>
    <message>
        <source>copies ≤ %1</source>
        <translation>副本 ≤ %1</translation>
    </message>
    <message>
        <source>similar %1–%2</source>
        <translation>相似 %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 家</numerusform>
        </translation>
    </message>
    <message>
        <source>show fewer</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Coverage of the event</source>
        <translation>事件的报道覆盖</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>报道</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>original, copied here %1×</source>
        <translation>原稿，此处被转载 %1 次</translation>
    </message>
    <message>
        <source>copy of %1 · distance %2</source>
        <translation>%1 的副本 · 距离 %2</translation>
    </message>
    <message>
        <source>another outlet</source>
        <translation>其他媒体</translation>
    </message>
    <message>
        <source>own report</source>
        <translation>自有报道</translation>
    </message>
    <message>
        <source>Outlet</source>
        <translation>媒体</translation>
    </message>
    <message>
        <source>Ran</source>
        <translation>刊登内容</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Open to see what %1 changed, in the cluster inspector</source>
        <translation>打开后在聚类检查器中查看 %1 改了什么</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>first report · %1</source>
        <translation>首发 · %1</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>尚未刊登</translation>
    </message>
    <message>
        <source>Outlets that carried most breaking events of the week before, but not this one</source>
        <translation>上周报道了大多数突发事件、但尚未报道本事件的媒体</translation>
    </message>
    <message>
        <source>usually carries breaking stories</source>
        <translation>通常会刊登突发新闻</translation>
    </message>
    <message>
        <source>usually carries breaking stories (%1)</source>
        <translation>通常会刊登突发新闻（%1）</translation>
    </message>
    <message>
        <source>Other outlets</source>
        <translation>其他媒体</translation>
    </message>
</context>
<context>
    <name>kindred::EventsModel</name>
    <message numerus="yes">
        <source>Events still growing (a report within the last %n hours) come first. Each is ranked by the outlets that ran it, not by its articles, halved for every %n hours since its last report: a feed that floods adds articles but only one outlet.</source>
        <translation>
            <numerusform>仍在增长的事件（最近 %n 小时内有报道）排在前面。每个事件按报道它的媒体数量排序，而不是按文章数量；自最后一篇报道起每过 %n 小时，分数减半：刷屏的订阅源会增加文章，但只算一个媒体。</numerusform>
        </translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source>+%1/h</source>
        <comment>reports in the last hour</comment>
        <translation>+%1/小时</translation>
    </message>
    <message>
        <source>Reports in the last hour</source>
        <translation>最近一小时的报道</translation>
    </message>
    <message>
        <source>Reports in the last hour before its last report</source>
        <translation>最后一篇报道前一小时内的报道</translation>
    </message>
    <message>
        <source>%1

Score %2. %3</source>
        <translation>%1

分数 %2。%3</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Last report</source>
        <translation>最后报道</translation>
    </message>
    <message>
        <source>Velocity</source>
        <translation>速度</translation>
    </message>
</context>
<context>
    <name>kindred::EventsView</name>
    <message>
        <source>Breaking events</source>
        <translation>突发事件</translation>
    </message>
    <message>
        <source>No breaking events yet: an event is a story many outlets report within a few hours.</source>
        <translation>尚无突发事件：事件是许多媒体在几小时内报道的新闻。</translation>
    </message>
    <message>
        <source>%1 growing, %2 in all. Hover a column title for how they are ranked.</source>
        <translation>%1 个正在增长，共 %2 个。将鼠标悬停在列标题上可查看排序规则。</translation>
    </message>
</context>
<context>
    <name>kindred::FeedListModel</name>
    <message>
        <source>All articles</source>
        <translation>全部文章</translation>
    </message>
    <message>
        <source>Articles from every feed: %1</source>
        <translation>来自所有订阅源的文章：%1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>%1
Last refresh failed: %2
Last successful refresh: %3</source>
        <translation>%1
上次刷新失败：%2
上次成功刷新：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n unread</source>
        <translation>
            <numerusform>%n 篇未读</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n feed(s), %2 articles</source>
        <translation>
            <numerusform>%1：%n 个订阅源，%2 篇文章</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved search: %1</source>
        <translation>已保存的搜索：%1</translation>
    </message>
    <message numerus="yes">
        <source>Label %1: %n article(s), %2 unread</source>
        <translation>
            <numerusform>标签 %1：%n 篇文章，%2 篇未读</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::FeedPropertiesDialog</name>
    <message>
        <source>Properties of %1</source>
        <translation>%1 的属性</translation>
    </message>
    <message>
        <source>Type a new name to make a folder; separate nested folders with /</source>
        <translation>输入新名称即可创建文件夹；嵌套文件夹用 / 分隔</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>As in Settings</source>
        <translation>与设置相同</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>For teasers (automatic)</source>
        <translation>遇到摘要时（自动）</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>总是</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Preferred source: its copy leads a story</source>
        <translation>首选来源：新闻以此订阅源的副本为首</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Refresh every:</source>
        <translation>刷新间隔：</translation>
    </message>
    <message>
        <source>Headline prefix:</source>
        <translation>标题前缀：</translation>
    </message>
    <message>
        <source>Fetch the article page:</source>
        <translation>获取文章页面：</translation>
    </message>
    <message>
        <source>Keep articles for:</source>
        <translation>文章保留时长：</translation>
    </message>
    <message>
        <source>“%1” is not a feed address: it starts with http://, https:// or file://.</source>
        <translation>“%1”不是订阅源地址：订阅源地址以 http://、https:// 或 file:// 开头。</translation>
    </message>
    <message>
        <source>Suggested: most of its recent headlines start with it.</source>
        <translation>建议值：其近期大多数标题都以此开头。</translation>
    </message>
    <message>
        <source>Its recent headlines share no prefix.</source>
        <translation>其近期标题没有共同的前缀。</translation>
    </message>
    <message>
        <source>“%1” is compared as “%2”.</source>
        <translation>“%1”将按“%2”进行比较。</translation>
    </message>
    <message>
        <source>The feed is gone.</source>
        <translation>此订阅源已不存在。</translation>
    </message>
    <message>
        <source>none: lines every item of the feed carries go here, one a line</source>
        <translation>无：在此填写该订阅源每个条目都带有的行，每行一条</translation>
    </message>
    <message>
        <source>Learn these from the feed&apos;s items at every refresh</source>
        <translation>每次刷新时从该订阅源的条目中学习</translation>
    </message>
    <message>
        <source>Off: the prefix, suffix and lines stay as set here</source>
        <translation>关闭：前缀、后缀和这些行保持此处的设置</translation>
    </message>
    <message>
        <source>Headline suffix:</source>
        <translation>标题后缀：</translation>
    </message>
    <message>
        <source>Boilerplate lines:</source>
        <translation>固定套话行：</translation>
    </message>
    <message>
        <source>Changes apply from the next refresh. The prefix, the suffix and the boilerplate lines are left out of the fingerprint (# stands for any number, {title} for the item&apos;s headline); a change fingerprints the feed&apos;s articles of the live window again, so that its copies of other outlets&apos; stories are found.</source>
        <translation>更改从下次刷新起生效。前缀、后缀和固定套话行不计入指纹（# 代表任意数字，{title} 代表条目的标题）；更改后会重新计算该订阅源在活动时间窗口内文章的指纹，以便找到它转载的其他媒体的报道。</translation>
    </message>
    <message>
        <source>e.g. wire, regional, Scotland, trade press</source>
        <translation>例如：通讯社、地方、苏格兰、行业媒体</translation>
    </message>
    <message>
        <source>Groups the outlets that covered an event (its Coverage tab), before folders do</source>
        <translation>按此对报道某事件的媒体分组（“覆盖”标签页），优先于文件夹</translation>
    </message>
    <message>
        <source>Kind of outlet:</source>
        <translation>媒体类型：</translation>
    </message>
    <message>
        <source>Images are loaded from the article&apos;s own site only, when the article is opened</source>
        <translation>仅在打开文章时从文章自己的网站加载图片</translation>
    </message>
    <message>
        <source>Show images:</source>
        <translation>显示图片：</translation>
    </message>
</context>
<context>
    <name>kindred::HeatMapWidget</name>
    <message>
        <source>Pairwise distances</source>
        <translation>两两距离</translation>
    </message>
    <message>
        <source>No articles to compare</source>
        <translation>没有可比较的文章</translation>
    </message>
    <message>
        <source>radius %1</source>
        <translation>半径 %1</translation>
    </message>
    <message>
        <source>%1 ↔ %2: distance unknown</source>
        <translation>%1 ↔ %2：距离未知</translation>
    </message>
    <message>
        <source>%1 ↔ %2: distance %3</source>
        <translation>%1 ↔ %2：距离 %3</translation>
    </message>
    <message>
        <source>Members: %1</source>
        <translation>成员：%1</translation>
    </message>
    <message>
        <source>Members: %1; the closest pair, %2 and %3, at distance %4</source>
        <translation>成员：%1；最接近的一对为 %2 和 %3，距离 %4</translation>
    </message>
</context>
<context>
    <name>kindred::IngestController</name>
    <message>
        <source>the demo corpus</source>
        <translation>演示语料</translation>
    </message>
    <message>
        <source>%1: this build cannot fetch from the network</source>
        <translation>%1：此版本无法从网络获取</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>正在获取 %1…</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Fetching %n article page(s) for %1…</source>
        <translation>
            <numerusform>正在为 %1 获取 %n 个文章页面…</numerusform>
        </translation>
    </message>
    <message>
        <source>refresh states of feeds</source>
        <translation>订阅源的刷新状态</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n feeds…</source>
        <translation>
            <numerusform>正在读取 %n 个订阅源…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feeds</source>
        <translation>
            <numerusform>%n 个订阅源</numerusform>
        </translation>
    </message>
    <message>
        <source>Placing stories and events…</source>
        <translation>正在归类新闻和事件…</translation>
    </message>
    <message>
        <source>Grouping copies…</source>
        <translation>正在对副本分组…</translation>
    </message>
    <message>
        <source>regrouping the live window</source>
        <translation>重新分组活动时间窗</translation>
    </message>
    <message>
        <source>placing stories</source>
        <translation>将报道归入新闻事件</translation>
    </message>
</context>
<context>
    <name>kindred::IngestJob</name>
    <message>
        <source>old articles could not be removed; nothing was stored</source>
        <translation>无法删除旧文章；未保存任何内容</translation>
    </message>
    <message>
        <source>could not open the database</source>
        <translation>无法打开数据库</translation>
    </message>
    <message>
        <source>could not store the fetch state: %1</source>
        <translation>无法保存获取状态：%1</translation>
    </message>
    <message>
        <source>%1 moved to an address another feed has already</source>
        <translation>%1 已迁移到另一个订阅源已在使用的地址</translation>
    </message>
    <message>
        <source>not an OPML file of subscriptions</source>
        <translation>不是订阅列表的 OPML 文件</translation>
    </message>
    <message>
        <source>regrouping failed, nothing changed: %1</source>
        <translation>重新分组失败，未作任何更改：%1</translation>
    </message>
</context>
<context>
    <name>kindred::MainWindow</name>
    <message>
        <source>Kindred</source>
        <translation>Kindred</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Add Feed by &amp;URL…</source>
        <translation>通过网址添加订阅源(&amp;U)…</translation>
    </message>
    <message>
        <source>Add Feed from &amp;File…</source>
        <translation>从文件添加订阅源(&amp;F)…</translation>
    </message>
    <message>
        <source>Load &amp;Demo Corpus</source>
        <translation>载入演示语料(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>F&amp;eeds</source>
        <translation>订阅源(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Refresh All</source>
        <translation>全部刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Article</source>
        <translation>文章(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Next Article</source>
        <translation>下一篇(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Article</source>
        <translation>上一篇(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Open in Browser</source>
        <translation>在浏览器中打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Kindred</source>
        <translation>关于 Kindred(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Could not open the database %1: %2</source>
        <translation>无法打开数据库 %1：%2</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Add Feed</source>
        <translation>添加订阅源</translation>
    </message>
    <message>
        <source>Feed address (http, https or file):</source>
        <translation>订阅源地址（http、https 或 file）：</translation>
    </message>
    <message>
        <source>Not a feed address Kindred can read: %1</source>
        <translation>Kindred 无法读取此订阅源地址：%1</translation>
    </message>
    <message>
        <source>Add Feed from File</source>
        <translation>从文件添加订阅源</translation>
    </message>
    <message>
        <source>Feeds (*.xml *.rss *.atom *.json);;All files (*)</source>
        <translation>订阅源 (*.xml *.rss *.atom *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>No feeds to refresh.</source>
        <translation>没有可刷新的订阅源。</translation>
    </message>
    <message>
        <source>About Kindred</source>
        <translation>关于 Kindred</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kindred %1&lt;/h3&gt;&lt;p&gt;A news reader that knows when two stories are the same.&lt;/p&gt;&lt;p&gt;Kindred fingerprints every article with a 64-bit simhash and groups the copies of a story, so each one is read once.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kindred %1&lt;/h3&gt;&lt;p&gt;一款能识别相同新闻的新闻阅读器。&lt;/p&gt;&lt;p&gt;Kindred 用 64 位 simhash 为每篇文章生成指纹，并把同一新闻的副本归为一组，每则新闻只需读一次。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Read %1: %2 new</source>
        <translation>已读取 %1：%2 篇新文章</translation>
    </message>
    <message>
        <source>New articles: %1 · with copies: %2 · already known: %3 · %4 s</source>
        <translation>新文章：%1 · 有副本：%2 · 已存在：%3 · %4 秒</translation>
    </message>
    <message>
        <source>Errors: %1 (first: %2)</source>
        <translation>错误：%1（第一个：%2）</translation>
    </message>
    <message>
        <source>Articles: %1 · unread: %2</source>
        <translation>文章：%1 · 未读：%2</translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation>订阅源</translation>
    </message>
    <message>
        <source>No feeds yet. Add one from the File menu, or load the demo corpus (%1).</source>
        <translation>还没有订阅源。请从“文件”菜单添加，或载入演示语料（%1）。</translation>
    </message>
    <message>
        <source>%1 — Kindred</source>
        <translation>%1 — Kindred</translation>
    </message>
    <message>
        <source>Refresh &amp;Feed</source>
        <translation>刷新订阅源(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import OPML…</source>
        <translation>导入 OPML(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export OPML…</source>
        <translation>导出 OPML(&amp;E)…</translation>
    </message>
    <message>
        <source>Import OPML</source>
        <translation>导入 OPML</translation>
    </message>
    <message>
        <source>OPML subscription lists (*.opml *.xml);;All files (*)</source>
        <translation>OPML 订阅列表 (*.opml *.xml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export OPML</source>
        <translation>导出 OPML</translation>
    </message>
    <message>
        <source>OPML subscription lists (*.opml)</source>
        <translation>OPML 订阅列表 (*.opml)</translation>
    </message>
    <message>
        <source>Refreshing feeds: %1 of %2 done · %3</source>
        <translation>正在刷新订阅源：已完成 %1 / %2 · %3</translation>
    </message>
    <message>
        <source>Reader</source>
        <translation>阅读</translation>
    </message>
    <message>
        <source>Duplicate Groups</source>
        <translation>重复组</translation>
    </message>
    <message>
        <source>Cluster Inspector</source>
        <translation>聚类检查器</translation>
    </message>
    <message>
        <source>Similar Stories</source>
        <translation>相似新闻</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Reader</source>
        <translation>阅读(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Duplicate Groups</source>
        <translation>重复组(&amp;D)</translation>
    </message>
    <message>
        <source>Cluster &amp;Inspector</source>
        <translation>聚类检查器(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Collapse Copies</source>
        <translation>折叠副本(&amp;C)</translation>
    </message>
    <message>
        <source>Show one row per story, its copies folded under it</source>
        <translation>每则新闻只占一行，其副本折叠在下面</translation>
    </message>
    <message>
        <source>Reading a Copy Marks the &amp;Others Read</source>
        <translation>阅读一个副本时将其他副本标为已读(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Similar Stories</source>
        <translation>相似新闻(&amp;S)</translation>
    </message>
    <message>
        <source>Search &amp;Articles</source>
        <translation>搜索文章(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Mark Feed Read</source>
        <translation>将订阅源标为已读(&amp;M)</translation>
    </message>
    <message>
        <source>Mark &amp;All Read</source>
        <translation>全部标为已读(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Preferred Source</source>
        <translation>首选来源(&amp;P)</translation>
    </message>
    <message>
        <source>This feed&apos;s copy leads a collapsed story</source>
        <translation>折叠的新闻以此订阅源的副本为首</translation>
    </message>
    <message>
        <source>Page Down, Then Next</source>
        <translation>向下翻页，到底后下一篇</translation>
    </message>
    <message>
        <source>Toggle &amp;Read</source>
        <translation>切换已读(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Star</source>
        <translation>加星标(&amp;S)</translation>
    </message>
    <message>
        <source>Mark &amp;Group Read</source>
        <translation>将本组标为已读(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Inspect Copies</source>
        <translation>检查副本(&amp;I)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Articles: %1 · unread stories: %2</source>
        <translation>文章：%1 · 未读新闻：%2</translation>
    </message>
    <message>
        <source>Breaking Events</source>
        <translation>突发事件</translation>
    </message>
    <message>
        <source>&amp;Breaking Events</source>
        <translation>突发事件(&amp;B)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>统计(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Pr&amp;operties…</source>
        <translation>属性(&amp;O)…</translation>
    </message>
    <message>
        <source>The feed&apos;s properties were not saved: %1</source>
        <translation>订阅源属性未保存：%1</translation>
    </message>
    <message>
        <source>You read this team&apos;s store and keep your own marks; its members subscribe and refresh</source>
        <translation>您阅读此团队的数据库并保留自己的标记；订阅和刷新由其成员负责</translation>
    </message>
    <message>
        <source>You read this store; its members subscribe and refresh</source>
        <translation>您阅读此数据库；订阅和刷新由其成员负责</translation>
    </message>
    <message>
        <source>Reader</source>
        <comment>a person&apos;s role on a team&apos;s shared store: reads and marks only</comment>
        <translation>只读成员</translation>
    </message>
    <message>
        <source>Rule “%1”</source>
        <translation>规则“%1”</translation>
    </message>
    <message>
        <source>R&amp;ules…</source>
        <translation>规则(&amp;U)…</translation>
    </message>
    <message>
        <source>Mute, mark read, star or be told of stories by their words, source or folder</source>
        <translation>按词语、来源或文件夹屏蔽、标为已读、加星标或通知报道</translation>
    </message>
    <message>
        <source>Save &amp;Search…</source>
        <translation>保存搜索(&amp;S)…</translation>
    </message>
    <message>
        <source>Type a search first (Ctrl+F); Save Search keeps it in the feed list.</source>
        <translation>请先输入搜索（Ctrl+F）；“保存搜索”会把它放进订阅列表。</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>保存搜索</translation>
    </message>
    <message>
        <source>Name in the feed list:</source>
        <translation>在订阅列表中的名称：</translation>
    </message>
    <message>
        <source>Keep the search in the feed list, with a count of what it finds unread</source>
        <translation>将搜索保留在订阅列表中，并显示未读匹配数</translation>
    </message>
    <message>
        <source>Remove Saved Search</source>
        <translation>删除已保存的搜索</translation>
    </message>
    <message>
        <source>&amp;Notify me when a new story matches</source>
        <translation>有新报道匹配时通知我(&amp;N)</translation>
    </message>
    <message>
        <source>Alert: %1</source>
        <translation>提醒：%1</translation>
    </message>
    <message>
        <source>The alert could not be kept; the search is.</source>
        <translation>提醒未能保存；搜索已保存。</translation>
    </message>
    <message>
        <source>Export S&amp;tarred Articles…</source>
        <translation>导出加星文章(&amp;T)…</translation>
    </message>
    <message>
        <source>Export Articles &amp;Shown…</source>
        <translation>导出所显示的文章(&amp;S)…</translation>
    </message>
    <message>
        <source>Sen&amp;d To</source>
        <translation>发送到(&amp;D)</translation>
    </message>
    <message>
        <source>Copy &amp;Link</source>
        <translation>复制链接(&amp;L)</translation>
    </message>
    <message>
        <source>Copy Link as &amp;Markdown</source>
        <translation>以 Markdown 复制链接(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;E-mail Link…</source>
        <translation>通过电子邮件发送链接(&amp;E)…</translation>
    </message>
    <message>
        <source>Export Starred Articles</source>
        <translation>导出加星文章</translation>
    </message>
    <message>
        <source>Export Articles Shown</source>
        <translation>导出所显示的文章</translation>
    </message>
    <message>
        <source>Bookmarks for browsers and read-later services (*.html);;JSON (*.json)</source>
        <translation>供浏览器和稍后阅读服务使用的书签 (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Kindred: starred articles</source>
        <translation>Kindred：加星文章</translation>
    </message>
    <message>
        <source>Kindred: articles</source>
        <translation>Kindred：文章</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) exported to %1.</source>
        <translation>
            <numerusform>已将 %n 篇文章导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rena&amp;me Label…</source>
        <translation>重命名标签(&amp;M)…</translation>
    </message>
    <message>
        <source>Remove &amp;Label</source>
        <translation>删除标签(&amp;L)</translation>
    </message>
    <message>
        <source>Take the label off every article that carries it</source>
        <translation>从所有带有此标签的文章上移除它</translation>
    </message>
    <message>
        <source>&amp;Label…</source>
        <translation>标签(&amp;L)…</translation>
    </message>
    <message>
        <source>La&amp;bels</source>
        <translation>标签(&amp;B)</translation>
    </message>
    <message>
        <source>Rename Label</source>
        <translation>重命名标签</translation>
    </message>
    <message>
        <source>New name of the label &quot;%1&quot;:</source>
        <translation>标签“%1”的新名称：</translation>
    </message>
    <message>
        <source>updated: %1</source>
        <translation>已更新：%1</translation>
    </message>
</context>
<context>
    <name>kindred::OpmlController</name>
    <message>
        <source>Could not export the subscriptions to %1: %2</source>
        <translation>无法将订阅导出到 %1：%2</translation>
    </message>
    <message>
        <source>Subscriptions exported to %1.</source>
        <translation>订阅已导出到 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n new feed(s), %2 already subscribed</source>
        <translation>
            <numerusform>%1：新增 %n 个订阅源，%2 个已订阅</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::ReaderPane</name>
    <message>
        <source>Articles</source>
        <translation>文章数</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>No article matches the search or filter.</source>
        <translation>没有符合搜索或筛选条件的文章。</translation>
    </message>
    <message>
        <source>This feed has no articles yet.</source>
        <translation>此订阅源还没有文章。</translation>
    </message>
    <message>
        <source>Mark as Unread</source>
        <translation>标记为未读</translation>
    </message>
    <message>
        <source>Mark as Read</source>
        <translation>标记为已读</translation>
    </message>
    <message>
        <source>Remove Star</source>
        <translation>取消星标</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>加星标</translation>
    </message>
    <message>
        <source>Mark Group Read</source>
        <translation>将本组标为已读</translation>
    </message>
    <message>
        <source>Inspect Copies…</source>
        <translation>检查副本…</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>在浏览器中打开</translation>
    </message>
    <message numerus="yes">
        <source>The server is away: %n mark(s) wait and are written when it is back.</source>
        <translation>
            <numerusform>无法连接服务器：%n 个标记正在等待，服务器恢复后即写入。</numerusform>
        </translation>
    </message>
    <message>
        <source>The server is back: your marks are stored.</source>
        <translation>服务器已恢复：您的标记已保存。</translation>
    </message>
    <message>
        <source>The feeds of this folder have no articles yet.</source>
        <translation>此文件夹中的订阅源还没有文章。</translation>
    </message>
    <message>
        <source>Link copied as Markdown.</source>
        <translation>已以 Markdown 格式复制链接。</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>已复制链接。</translation>
    </message>
    <message>
        <source>Send To</source>
        <translation>发送到</translation>
    </message>
    <message>
        <source>Copy Link</source>
        <translation>复制链接</translation>
    </message>
    <message>
        <source>Copy Link as Markdown</source>
        <translation>以 Markdown 复制链接</translation>
    </message>
    <message>
        <source>E-mail Link…</source>
        <translation>通过电子邮件发送链接…</translation>
    </message>
    <message>
        <source>No article carries this label now.</source>
        <translation>目前没有文章带有此标签。</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Give the article the label:</source>
        <translation>为文章添加标签：</translation>
    </message>
    <message>
        <source>New Label…</source>
        <translation>新建标签…</translation>
    </message>
</context>
<context>
    <name>kindred::ReadingActions</name>
    <message>
        <source>Could not store the read state.</source>
        <translation>无法保存已读状态。</translation>
    </message>
    <message>
        <source>Could not store the star.</source>
        <translation>无法保存星标。</translation>
    </message>
    <message>
        <source>Could not mark the articles read.</source>
        <translation>无法将文章标为已读。</translation>
    </message>
    <message>
        <source>Could not store the label.</source>
        <translation>无法保存标签。</translation>
    </message>
    <message>
        <source>Could not change the label.</source>
        <translation>无法更改标签。</translation>
    </message>
</context>
<context>
    <name>kindred::RefreshController</name>
    <message>
        <source>%1 is being refreshed already.</source>
        <translation>%1 已在刷新中。</translation>
    </message>
    <message>
        <source>The server of %1 asked Kindred to wait until %2.</source>
        <translation>%1 的服务器要求 Kindred 等到 %2 再访问。</translation>
    </message>
    <message>
        <source>Moved to %1, which is subscribed already</source>
        <translation>已迁移到 %1，该地址已订阅</translation>
    </message>
</context>
<context>
    <name>kindred::RegroupStatus</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop regrouping; the groups stay as they were</source>
        <translation>停止重新分组；各组保持原样</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Regrouping with the new settings…</source>
        <translation>正在按新设置重新分组…</translation>
    </message>
    <message>
        <source>Fingerprinting the feed&apos;s articles again…</source>
        <translation>正在为订阅源的文章重新生成指纹…</translation>
    </message>
    <message>
        <source>Regrouping cancelled: the groups and the detection settings are as they were.</source>
        <translation>重新分组已取消：各组和检测设置均保持原样。</translation>
    </message>
    <message>
        <source>Regrouping failed, the groups and the detection settings are as they were: %1</source>
        <translation>重新分组失败，各组和检测设置均保持原样：%1</translation>
    </message>
    <message>
        <source>Regrouped %1 articles: %2 duplicate groups, %3 breaking events; %4 articles changed group.</source>
        <translation>已重新分组 %1 篇文章：%2 个重复组，%3 个突发事件；%4 篇文章换了组。</translation>
    </message>
    <message>
        <source>Fingerprinting stored articles for this version of Kindred…</source>
        <translation>正在为此版本的 Kindred 重新计算已存文章的指纹…</translation>
    </message>
</context>
<context>
    <name>kindred::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>&amp;New Rule</source>
        <translation>新建规则(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Rule name</source>
        <translation>规则名称</translation>
    </message>
    <message>
        <source>On</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>all of these hold</source>
        <translation>以下条件全部满足</translation>
    </message>
    <message>
        <source>any of these holds</source>
        <translation>以下条件满足其一</translation>
    </message>
    <message>
        <source>Conditions to hold</source>
        <translation>需满足的条件</translation>
    </message>
    <message>
        <source>Add &amp;Condition</source>
        <translation>添加条件(&amp;C)</translation>
    </message>
    <message>
        <source>Mark &amp;read</source>
        <translation>标为已读(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hide (mute the story and its copies)</source>
        <translation>隐藏（屏蔽该报道及其副本）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Star</source>
        <translation>加星标(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Notify</source>
        <translation>通知(&amp;N)</translation>
    </message>
    <message>
        <source>Articles the rule matches</source>
        <translation>规则匹配的文章</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>当：</translation>
    </message>
    <message>
        <source>Then:</source>
        <translation>则：</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>预览：</translation>
    </message>
    <message>
        <source>Sa&amp;ve Rule</source>
        <translation>保存规则(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Apply to the Live Window</source>
        <translation>应用到实时窗口(&amp;A)</translation>
    </message>
    <message>
        <source>Run the saved rules on the articles already stored; new ones are judged as they arrive</source>
        <translation>将已保存的规则应用于已存储的文章；新文章到达时自动判断</translation>
    </message>
    <message>
        <source>%1 (off)</source>
        <translation>%1（已停用）</translation>
    </message>
    <message>
        <source>Where to look</source>
        <translation>查找位置</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>正文</translation>
    </message>
    <message>
        <source>Title or text</source>
        <translation>标题或正文</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>How to match</source>
        <translation>匹配方式</translation>
    </message>
    <message>
        <source>has the words</source>
        <translation>包含这些词</translation>
    </message>
    <message>
        <source>has the phrase</source>
        <translation>包含这个短语</translation>
    </message>
    <message>
        <source>matches the expression</source>
        <translation>匹配正则表达式</translation>
    </message>
    <message>
        <source>What to look for</source>
        <translation>查找内容</translation>
    </message>
    <message>
        <source>words, a phrase or a regular expression</source>
        <translation>词语、短语或正则表达式</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>删除此条件</translation>
    </message>
    <message>
        <source>Remove condition</source>
        <translation>删除条件</translation>
    </message>
    <message>
        <source>Not ready to save: %1.</source>
        <translation>尚不能保存：%1。</translation>
    </message>
    <message>
        <source>Say what to look for, and the articles it finds show here.</source>
        <translation>填写要查找的内容，找到的文章会显示在这里。</translation>
    </message>
    <message>
        <source>No article of the live window matches.</source>
        <translation>实时窗口中没有匹配的文章。</translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) of the live window match (and their copies).</source>
        <translation>
            <numerusform>实时窗口中有 %n 篇文章匹配（及其副本）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2，%3</translation>
    </message>
    <message>
        <source>Not saved: %1.</source>
        <translation>未保存：%1。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>New rule</source>
        <translation>新规则</translation>
    </message>
    <message>
        <source>Not removed: %1</source>
        <translation>未删除：%1</translation>
    </message>
    <message>
        <source>Add &amp;label:</source>
        <translation>添加标签(&amp;L)：</translation>
    </message>
    <message>
        <source>Label the rule gives</source>
        <translation>规则添加的标签</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
</context>
<context>
    <name>kindred::ServerStatusLabel</name>
    <message>
        <source>Server unreachable, reconnecting…</source>
        <translation>无法连接服务器，正在重新连接…</translation>
    </message>
    <message>
        <source>Server unreachable, retrying</source>
        <translation>无法连接服务器，即将重试</translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable, retrying in %n s</source>
        <translation>
            <numerusform>无法连接服务器，%n 秒后重试</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kindred::Session</name>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <source>you read this store and keep your own marks; subscribing, refreshing and regrouping are for its members (kindred-cli team init --member)</source>
        <translation>您阅读此数据库并保留自己的标记；订阅、刷新和重新分组由其成员负责（kindred-cli team init --member）</translation>
    </message>
</context>
<context>
    <name>kindred::SettingsDialog</name>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Detection</source>
        <translation>检测</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>阅读</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source> bits</source>
        <translation> 位</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Two articles whose fingerprints differ in at most this many bits are copies</source>
        <translation>指纹最多相差这么多位的两篇文章视为副本</translation>
    </message>
    <message>
        <source>Articles older than this are compared with nothing new</source>
        <translation>比这更早的文章不再与新文章比较</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>more than</source>
        <translation>超过</translation>
    </message>
    <message>
        <source>articles within</source>
        <translation>篇文章，在</translation>
    </message>
    <message>
        <source>from at least</source>
        <translation>内，来自至少</translation>
    </message>
    <message>
        <source>sources</source>
        <translation>个来源</translation>
    </message>
    <message>
        <source>Duplicate radius:</source>
        <translation>重复半径：</translation>
    </message>
    <message>
        <source>Similar stories:</source>
        <translation>相似新闻：</translation>
    </message>
    <message>
        <source>Breaking event:</source>
        <translation>突发事件：</translation>
    </message>
    <message>
        <source>Live window:</source>
        <translation>活动时间窗：</translation>
    </message>
    <message>
        <source>Distance to the nearest other article</source>
        <translation>到最近的其他文章的距离</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>Drag a line (or focus the chart and use the arrow keys) to move a threshold</source>
        <translation>拖动一条线（或聚焦图表并使用方向键）来移动阈值</translation>
    </message>
    <message>
        <source>Show one row per story, its copies folded under it</source>
        <translation>每则新闻显示一行，其副本折叠在下方</translation>
    </message>
    <message>
        <source>Reading one copy marks the other copies read</source>
        <translation>阅读一个副本时将其他副本标为已读</translation>
    </message>
    <message>
        <source>Notify me when a breaking event starts</source>
        <translation>突发事件开始时通知我</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source> words</source>
        <translation> 个词</translation>
    </message>
    <message>
        <source>An item with fewer words is a teaser: Kindred fetches its page for the full text</source>
        <translation>词数更少的条目是摘要：Kindred 会获取其页面以得到全文</translation>
    </message>
    <message>
        <source>Refresh feeds every:</source>
        <translation>订阅源刷新间隔：</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>新语言将在下次启动时生效。</translation>
    </message>
    <message>
        <source>The similar band starts at %1 bits but ends at %2: its start cannot be above its end.</source>
        <translation>相似范围从 %1 位开始却在 %2 位结束：起点不能高于终点。</translation>
    </message>
    <message>
        <source>The similar band must start above the duplicate radius (%1 bits): closer articles are copies.</source>
        <translation>相似范围必须从重复半径（%1 位）以上开始：更接近的文章是副本。</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>With these values</source>
        <translation>使用这些数值</translation>
    </message>
    <message>
        <source>Duplicate groups</source>
        <translation>重复组</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Similar pairs</source>
        <translation>相似对</translation>
    </message>
    <message>
        <source>Breaking events</source>
        <translation>突发事件</translation>
    </message>
    <message>
        <source>%1 articles of the live window, judged in %2 ms.</source>
        <translation>活动时间窗内 %1 篇文章，用时 %2 毫秒评估。</translation>
    </message>
    <message>
        <source>copies ≤ %1</source>
        <translation>副本 ≤ %1</translation>
    </message>
    <message>
        <source>similar ≤ %1</source>
        <translation>相似 ≤ %1</translation>
    </message>
    <message>
        <source>similar %1–%2</source>
        <translation>相似 %1–%2</translation>
    </message>
    <message>
        <source>Full text, when the page was extracted</source>
        <translation>全文（已提取页面时）</translation>
    </message>
    <message>
        <source>Title and summary only</source>
        <translation>仅标题和摘要</translation>
    </message>
    <message>
        <source>What an article&apos;s fingerprint is made from</source>
        <translation>文章指纹依据的内容</translation>
    </message>
    <message>
        <source>Fingerprint from:</source>
        <translation>指纹依据：</translation>
    </message>
    <message>
        <source>Start on unread articles only</source>
        <translation>启动时仅显示未读文章</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>Article font:</source>
        <translation>文章字体：</translation>
    </message>
    <message>
        <source>For teasers (automatic)</source>
        <translation>遇到摘要时（自动）</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>总是</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A feed or page that takes longer to arrive fails, and is tried again later</source>
        <translation>超过此时间仍未获取完的订阅源或页面视为失败，稍后重试</translation>
    </message>
    <message>
        <source>The system&apos;s settings</source>
        <translation>系统设置</translation>
    </message>
    <message>
        <source>No proxy</source>
        <translation>不使用代理</translation>
    </message>
    <message>
        <source>This HTTP proxy:</source>
        <translation>使用此 HTTP 代理：</translation>
    </message>
    <message>
        <source>proxy.example.org</source>
        <translation>proxy.example.org</translation>
    </message>
    <message>
        <source>Fetch the article page:</source>
        <translation>获取文章页面：</translation>
    </message>
    <message>
        <source>A teaser has fewer than:</source>
        <translation>摘要少于：</translation>
    </message>
    <message>
        <source>Give up a fetch after:</source>
        <translation>获取超时：</translation>
    </message>
    <message>
        <source>Proxy:</source>
        <translation>代理：</translation>
    </message>
    <message>
        <source>The system&apos;s</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <source>A manual proxy needs its host name.</source>
        <translation>手动代理需要填写主机名。</translation>
    </message>
    <message>
        <source>Applying regroups the stored articles of the live window in the background (a new fingerprint source fingerprints them again first).</source>
        <translation>应用后将在后台对活动时间窗内已存储的文章重新分组（若更改了指纹依据，会先重新计算它们的指纹）。</translation>
    </message>
    <message>
        <source>Startup</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Start Kindred when I log in</source>
        <translation>登录时启动 Kindred</translation>
    </message>
    <message>
        <source>Start minimised to the tray</source>
        <translation>启动时最小化到系统托盘</translation>
    </message>
    <message>
        <source>Kindred keeps refreshing in the tray; its icon brings the window back. Without a tray Kindred starts minimised.</source>
        <translation>Kindred 在系统托盘中继续刷新；点击其图标即可恢复窗口。没有系统托盘时，Kindred 以最小化方式启动。</translation>
    </message>
    <message>
        <source>Start at Login</source>
        <translation>登录时启动</translation>
    </message>
    <message>
        <source>Kindred could not change its autostart entry: %1</source>
        <translation>Kindred 无法更改其自动启动项：%1</translation>
    </message>
    <message>
        <source>Show the images of articles (from their own site, when opened)</source>
        <translation>显示文章的图片（来自文章自己的网站，打开时加载）</translation>
    </message>
    <message>
        <source>Off, no page loads anything from the web. A feed&apos;s properties may say otherwise.</source>
        <translation>关闭时，页面不会从网络加载任何内容。订阅源的属性可另行设置。</translation>
    </message>
</context>
<context>
    <name>kindred::SimilarStoriesModel</name>
    <message>
        <source>text</source>
        <comment>similar story found by its words only</comment>
        <translation>文本</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <source>%1
%2 · %3
Fingerprints %4 bits apart; score %5</source>
        <translation>%1
%2 · %3
指纹相差 %4 位；得分 %5</translation>
    </message>
    <message>
        <source>%1
%2 · %3
Found by its words (the fingerprints are further apart); score %4</source>
        <translation>%1
%2 · %3
通过词语找到（指纹相差较大）；得分 %4</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %3, %n more copies</source>
        <translation>
            <numerusform>%1，%2，%3，另有 %n 个副本</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · +%3</source>
        <comment>source, date, number of copies of the story</comment>
        <translation>%1 · %2 · +%3</translation>
    </message>
</context>
<context>
    <name>kindred::SimilarStoriesPanel</name>
    <message>
        <source>Similar stories</source>
        <translation>相似新闻</translation>
    </message>
    <message>
        <source>Looking for similar stories…</source>
        <translation>正在查找相似新闻…</translation>
    </message>
    <message numerus="yes">
        <source>No similar stories within %n days (copies are listed with the article).</source>
        <translation>
            <numerusform>%n 天内没有相似新闻（副本随文章列出）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Close in fingerprint (bits apart) or in words (“text”); copies are not repeated.</source>
        <translation>指纹相近（相差位数）或词语相近（“文本”）；副本不重复列出。</translation>
    </message>
    <message>
        <source>Open an article to see stories similar to it.</source>
        <translation>打开一篇文章以查看与其相似的新闻。</translation>
    </message>
</context>
<context>
    <name>kindred::StatisticsView</name>
    <message>
        <source>Period</source>
        <translation>时段</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Hamming distance to the nearest earlier article</source>
        <translation>到最近的较早文章的汉明距离</translation>
    </message>
    <message>
        <source>Articles</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>Articles and copies per hour</source>
        <translation>每小时的文章和副本</translation>
    </message>
    <message>
        <source>Hour of the day</source>
        <translation>一天中的时段</translation>
    </message>
    <message>
        <source>Top sources: articles, copies and their share</source>
        <translation>主要来源：文章、副本及其占比</translation>
    </message>
    <message>
        <source>Distance to the nearest earlier article</source>
        <translation>到最近的较早文章的距离</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>正在统计…</translation>
    </message>
    <message>
        <source>%1 articles, %2 of them copies (%3%) from %4 sources · %5 to %6 · %7 had no earlier article within %8 bits</source>
        <translation>%1 篇文章，其中 %2 篇为副本（%3%），来自 %4 个来源 · %5 至 %6 · %7 篇在 %8 位内没有较早的文章</translation>
    </message>
    <message>
        <source>copies ≤ %1</source>
        <translation>副本 ≤ %1</translation>
    </message>
    <message>
        <source>similar %1–%2</source>
        <translation>相似 %1–%2</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Own reports</source>
        <translation>原创报道</translation>
    </message>
    <message>
        <source>%1 (%2% copies)</source>
        <translation>%1（%2% 副本）</translation>
    </message>
    <message>
        <source>%1: %2 articles, %3 of them copies (%4%)</source>
        <translation>%1：%2 篇文章，其中 %3 篇为副本（%4%）</translation>
    </message>
</context>
<context>
    <name>kindred::StoreWatcher</name>
    <message>
        <source>the connection to the server was lost</source>
        <translation>与服务器的连接已断开</translation>
    </message>
</context>
<context>
    <name>kindred::TrayIcon</name>
    <message>
        <source>Show Kindred</source>
        <translation>显示 Kindred</translation>
    </message>
    <message>
        <source>Breaking Events</source>
        <translation>突发事件</translation>
    </message>
    <message>
        <source>Refresh All</source>
        <translation>全部刷新</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Kindred · %1 unread</source>
        <translation>Kindred · %1 篇未读</translation>
    </message>
</context>
<context>
    <name>kindred::WordDiffView</name>
    <message>
        <source>Left article, words only in it marked</source>
        <translation>左侧文章，已标出仅在其中出现的词</translation>
    </message>
    <message>
        <source>Right article, words only in it marked</source>
        <translation>右侧文章，已标出仅在其中出现的词</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message numerus="yes">
        <source>Updating this store for the new version of Kindred: the search index of its %n articles is made again, once (about %1 s).</source>
        <translation>
            <numerusform>正在为新版本的 Kindred 更新此存储：其 %n 篇文章的搜索索引将重建一次（约 %1 秒）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Kindred, a news reader that knows when two stories are the same.</source>
        <translation>Kindred，一款能识别相同新闻的新闻阅读器。</translation>
    </message>
    <message>
        <source>Use the database at &lt;path&gt;.</source>
        <translation>使用 &lt;路径&gt; 处的数据库。</translation>
    </message>
    <message>
        <source>path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Save the main window to the PNG &lt;file&gt; once the data is shown, then quit.</source>
        <translation>数据显示后将主窗口保存为 PNG &lt;文件&gt;，然后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Open &lt;view&gt; at start: %1.</source>
        <translation>启动时打开 &lt;视图&gt;：%1。</translation>
    </message>
    <message>
        <source>view</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Start hidden in the tray (minimised when there is no tray).</source>
        <translation>启动时隐藏在系统托盘中（没有托盘时最小化）。</translation>
    </message>
    <message>
        <source>Feed addresses to subscribe to (http, https, feed: or a file).</source>
        <translation>要订阅的订阅源地址（http、https、feed: 或文件）。</translation>
    </message>
</context>
</TS>
