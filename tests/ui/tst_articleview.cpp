#include "articles/ArticleHtml.h"
#include "articles/ArticleView.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestArticleView final : public QObject
{
    Q_OBJECT

private slots:
    void refusesEveryResource_data();
    void refusesEveryResource();
    void loadsNothingFromLoopback();
    void linksAreNotFollowed();
    void articleLinks_data();
    void articleLinks();
    void escapesFeedText();
    void showsGroupMembers();
    void listsAttachments();
    void paragraphs_data();
    void paragraphs();
    void tableRows();

private:
    static ArticleRecord article(qint64 id, const QString &feed, const QString &title);
};

ArticleRecord TestArticleView::article(qint64 id, const QString &feed, const QString &title)
{
    ArticleRecord a;
    a.id = id;
    a.feedId = id * 10;
    a.feedTitle = feed;
    a.title = title;
    a.url = u"https://news.example/%1"_s.arg(id);
    a.published = QDateTime(QDate(2026, 11, 3), QTime(9, 30), Qt::UTC);
    return a;
}

void TestArticleView::refusesEveryResource_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QUrl>("url");

    QTest::newRow("http image") << int(QTextDocument::ImageResource)
                                << QUrl(u"http://tracker.example/p.gif"_s);
    QTest::newRow("https image") << int(QTextDocument::ImageResource) << QUrl(u"https://cdn.example/a.png"_s);
    QTest::newRow("style sheet") << int(QTextDocument::StyleSheetResource)
                                 << QUrl(u"https://x.example/s.css"_s);
    QTest::newRow("local file") << int(QTextDocument::ImageResource)
                                << QUrl::fromLocalFile(u"/etc/hostname"_s);
    QTest::newRow("relative") << int(QTextDocument::ImageResource) << QUrl(u"pixel.gif"_s);
}

void TestArticleView::refusesEveryResource()
{
    QFETCH(int, type);
    QFETCH(QUrl, url);
    ArticleView view;
    const int before = view.refusedResourceCount();
    QVERIFY(!view.loadResource(type, url).isValid());
    QCOMPARE(view.refusedResourceCount(), before + 1);
}

void TestArticleView::loadsNothingFromLoopback()
{
    // A tracking pixel and a style sheet on a loopback server: the view must never connect.
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost));
    const QString base = u"http://127.0.0.1:%1"_s.arg(server.serverPort());

    ArticleView view;
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int before = view.refusedResourceCount();
    view.setHtml(u"<html><head><link rel='stylesheet' href='%1/s.css'></head><body>"
                 "<p>text</p><img src='%1/pixel.gif' width='1' height='1'><img src='%1/big.png'>"
                 "</body></html>"_s.arg(base));
    view.repaint();
    QCoreApplication::processEvents();
    QVERIFY(view.refusedResourceCount() > before); // it was asked, and said no
    QVERIFY(!server.waitForNewConnection(100));
    QVERIFY(!server.hasPendingConnections());
}

void TestArticleView::linksAreNotFollowed()
{
    ArticleView view;
    QVERIFY(!view.openExternalLinks());
    QVERIFY(!view.openLinks());
    QSignalSpy activated(&view, &ArticleView::linkActivated);
    emit view.anchorClicked(QUrl(u"https://news.example/1"_s));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.at(0).at(0).toUrl(), QUrl(u"https://news.example/1"_s));
    QVERIFY(view.source().isEmpty()); // the view did not navigate
}

void TestArticleView::articleLinks_data()
{
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<qint64>("id");

    QTest::newRow("article") << QUrl(u"kindred:article/42"_s) << qint64(42);
    QTest::newRow("web") << QUrl(u"https://news.example/article/42"_s) << qint64(0);
    QTest::newRow("not a number") << QUrl(u"kindred:article/x"_s) << qint64(0);
    QTest::newRow("negative") << QUrl(u"kindred:article/-3"_s) << qint64(0);
    QTest::newRow("other path") << QUrl(u"kindred:feed/3"_s) << qint64(0);
}

void TestArticleView::articleLinks()
{
    QFETCH(QUrl, url);
    QFETCH(qint64, id);
    QCOMPARE(ArticleView::articleIdFromLink(url), id);
}

void TestArticleView::escapesFeedText()
{
    ArticleRecord a = article(1, u"Evil <Feed>"_s, u"Title with <b>tags</b> & more"_s);
    a.summary = u"<p>Hello <img src='http://tracker.example/p.gif'> world<script>alert(1)</script></p>"_s;
    a.author = u"<i>Mallory</i>"_s;
    a.url = u"javascript:alert(1)"_s;
    const QString html = articleToHtml(a, {}, QLocale::c(), QPalette());
    QVERIFY(!html.contains(u"<img"_s));
    QVERIFY(!html.contains(u"<script"_s));
    QVERIFY(!html.contains(u"tracker.example"_s));
    QVERIFY(!html.contains(u"javascript:"_s)); // only web links are offered
    QVERIFY(html.contains(u"Title with &lt;b&gt;tags&lt;/b&gt; &amp; more"_s));
    QVERIFY(html.contains(u"Evil &lt;Feed&gt;"_s));
    QVERIFY(html.contains(u"&lt;i&gt;Mallory&lt;/i&gt;"_s));
    QVERIFY(html.contains(u"Hello"_s));
    QVERIFY(html.contains(u"world"_s));
}

// A podcast's episode: its file listed with type and size, a link the desktop opens; only web
// addresses, escaped; nothing loaded to show them.
void TestArticleView::listsAttachments()
{
    ArticleRecord a = article(1, u"Pod"_s, u"Episode 12"_s);
    a.enclosures = {{u"https://pod.example/media/ep12.mp3?a=1&b=<2>"_s, u"audio/mpeg"_s, 54210345},
        {u"javascript:alert(1)"_s, u"audio/mpeg"_s, 10}, {u"https://pod.example/notes"_s, QString(), -1}};
    const QString html = articleToHtml(a, {}, QLocale::c(), QPalette());
    QVERIFY(html.contains(u"Attachments:"_s));
    QVERIFY(
        html.contains(u"<a href='https://pod.example/media/ep12.mp3?a=1&amp;b=&lt;2&gt;'>ep12.mp3</a>"_s));
    QVERIFY(html.contains(u"audio/mpeg"_s));
    QVERIFY(html.contains(QLocale::c().formattedDataSize(54210345)));
    QVERIFY(html.contains(u">notes</a>"_s));
    QVERIFY(!html.contains(u"javascript:"_s));
    QVERIFY(!articleToHtml(article(2, u"Pod"_s, u"Trailer"_s), {}, QLocale::c(), QPalette())
                 .contains(u"Attachments:"_s));
}

void TestArticleView::showsGroupMembers()
{
    ArticleRecord primary = article(1, u"Wire Service"_s, u"Dam opens"_s);
    primary.groupId = 7;
    primary.groupSize = 3;
    ArticleRecord copy = article(2, u"Daily Paper"_s, u"UPDATE 1-Dam opens"_s);
    copy.groupId = 7;
    copy.groupSize = 3;
    copy.isPrimary = false;
    copy.distance = 2;
    ArticleRecord other = article(3, u"Evening Star"_s, u"Dam opens, 3 hurt"_s);
    other.groupId = 7;
    other.groupSize = 3;
    other.isPrimary = false;
    other.distance = 3;
    other.published = primary.published.addSecs(20 * 60);
    copy.summary = u"The dam opened at noon."_s;

    // Given in any order, the others are listed as they were published: the first report leads.
    const QString html = articleToHtml(copy, {other, copy, primary}, QLocale::c(), QPalette());
    QVERIFY(html.indexOf(u"Wire Service"_s) < html.indexOf(u"Evening Star"_s));
    QVERIFY(html.contains(u"Also reported by:"_s));
    QVERIFY(html.contains(u"Wire Service"_s));
    QVERIFY(html.contains(u"Evening Star"_s));
    QVERIFY(html.contains(u"kindred:article/1"_s));
    QVERIFY(html.contains(u"kindred:article/3"_s));
    QVERIFY(!html.contains(u"kindred:article/2"_s)); // not itself
    QVERIFY(html.contains(u"distance 3"_s));
    QVERIFY(html.contains(u"first report"_s));
    QVERIFY(html.contains(u"https://news.example/2"_s));

    // Alone, there is no "Also reported by".
    const QString alone = articleToHtml(article(9, u"Solo"_s, u"Only one"_s), {}, QLocale::c(), QPalette());
    QVERIFY(!alone.contains(u"Also reported by:"_s));

    // The view renders it as text a reader can see.
    ArticleView view;
    view.showArticle(copy, {primary, copy, other});
    const QString text = view.toPlainText();
    QVERIFY(text.contains(u"UPDATE 1-Dam opens"_s));
    QVERIFY(text.contains(u"The dam opened at noon."_s));
    QVERIFY(text.contains(u"Evening Star"_s));
    view.showPlaceholder();
    QVERIFY(!view.toPlainText().contains(u"Evening Star"_s));

    // Reports of the story before the live window (from the archive) follow, with their date and
    // their distance to this article.
    ArticleRecord old = article(40, u"<Archive> Times"_s, u"Dam plan announced"_s);
    old.published = primary.published.addDays(-200);
    old.distance = 2;
    const QString withEarlier
        = articleToHtml(copy, {primary, copy}, QLocale::c(), QPalette(), ArticleExtras {{old}, {}, {}});
    QVERIFY(withEarlier.contains(u"Reported before, in the archive:"_s));
    QVERIFY(withEarlier.contains(u"kindred:article/40"_s));
    QVERIFY(withEarlier.contains(u"&lt;Archive&gt; Times"_s));
    QVERIFY(withEarlier.indexOf(u"Also reported by:"_s) < withEarlier.indexOf(u"Reported before"_s));
    QVERIFY(!html.contains(u"Reported before"_s)); // none given, none listed
    view.showArticle(copy, {primary, copy}, ArticleExtras {{old}, {}, {}});
    QVERIFY(view.toPlainText().contains(u"Dam plan announced"_s));
}

void TestArticleView::paragraphs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("empty") << QString() << QStringList {};
    QTest::newRow("plain") << u"One line."_s << QStringList {u"One line."_s};
    QTest::newRow("blank lines") << u"First.\n\nSecond\nline.\n \nThird."_s
                                 << QStringList {u"First."_s, u"Second line."_s, u"Third."_s};
    QTest::newRow("html") << u"<p>Tags &amp; entities</p>"_s << QStringList {u"Tags & entities"_s};
    QTest::newRow("html paragraphs") << u"<p>One <b>bold</b> claim.</p>\n<p>Two.<br>Three.</p>"_s
                                     << QStringList {u"One bold claim."_s, u"Two."_s, u"Three."_s};
}

void TestArticleView::paragraphs()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(textParagraphs(text), expected);
}

// Rows of a table as the extractor writes them ("Diesel | 32,23 | 0,1 %") show as a table; a lone
// line with a bar in it stays a paragraph.
void TestArticleView::tableRows()
{
    ArticleRecord a = article(4, u"Energy office"_s, u"Oil sales"_s);
    a.body = u"Sales fell.\n\nProduct | 2020 | 2021\n\nDiesel | 32,23 | 32,28\n\nPetrol & gas | 15,02 | 15,12"
             u"\n\nNews | Sport\n\nThe end."_s;
    const QString html = articleToHtml(a, {}, QLocale::c(), QPalette());
    QCOMPARE(html.count(u"<table"_s), 1);
    QCOMPARE(html.count(u"<tr"_s), 3);
    QVERIFY2(html.contains(u"<td>Diesel</td><td>32,23</td><td>32,28</td>"_s), qPrintable(html));
    QVERIFY2(html.contains(u"<td>Petrol &amp; gas</td>"_s), qPrintable(html)); // escaped
    QVERIFY2(html.contains(u">News | Sport</p>"_s), qPrintable(html));
    QVERIFY2(html.contains(u">Sales fell.</p>"_s), qPrintable(html));
}

QTEST_MAIN(TestArticleView)
#include "tst_articleview.moc"
