<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
</context>
<context>
    <name>kindred::ArticleTableModel</name>
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
</context>
<context>
    <name>kindred::IngestJob</name>
    <message>
        <source>old articles could not be removed; nothing was stored</source>
        <translation>无法删除旧文章；未保存任何内容</translation>
    </message>
    <message>
        <source>the file is too large to be a feed</source>
        <translation>文件太大，不像是订阅源</translation>
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
</context>
<context>
    <name>kindred::MainWindow</name>
    <message>
        <source>Kindred</source>
        <translation>Kindred</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
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
        <source>Mark as &amp;Unread</source>
        <translation>标记为未读(&amp;U)</translation>
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
        <source>Articles</source>
        <translation>文章列表</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>This feed has no articles yet.</source>
        <translation>此订阅源还没有文章。</translation>
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
    <name>main</name>
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
</context>
</TS>
