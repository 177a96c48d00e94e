#include "feed/FeedDiscovery.h"

#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestFeedDiscovery final : public QObject
{
    Q_OBJECT

private slots:
    void discover_data();
    void discover();
    void commonUrls();
};

void TestFeedDiscovery::discover_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QStringList>("expected"); // "url|title|type"

    QTest::newRow("rss and atom")
        << QByteArray("<html><head><title>x</title>"
                      "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Lantern &amp; co RSS\" "
                      "href=\"/feed.xml\">"
                      "<LINK REL='alternate' TYPE='application/atom+xml' HREF='atom.xml' title='Atom'>"
                      "<link rel=\"stylesheet\" href=\"/s.css\"></head></html>")
        << QStringList {u"https://lantern.example/feed.xml|Lantern & co RSS|application/rss+xml"_s,
               u"https://lantern.example/news/atom.xml|Atom|application/atom+xml"_s};
    QTest::newRow("json feed, not the wp-json api")
        << QByteArray("<link rel=\"alternate\" type=\"application/feed+json\" "
                      "href=\"https://lantern.example/feed.json\" title=\"JSON\">"
                      "<link rel=\"alternate\" type=\"application/json\" "
                      "href=\"https://lantern.example/wp-json/wp/v2/pages/2\">"
                      "<link rel=\"alternate\" type=\"application/json+oembed\" "
                      "href=\"https://lantern.example/oembed\">")
        << QStringList {u"https://lantern.example/feed.json|JSON|application/feed+json"_s};
    QTest::newRow("base href, unquoted, duplicates")
        << QByteArray(
               "<base href=\"https://cdn.example/site/\">"
               "<link rel=alternate type=application/rss+xml href=rss>"
               "<link rel=\"alternate\" type=\"application/rss+xml\" href=\"https://cdn.example/site/rss\">")
        << QStringList {u"https://cdn.example/site/rss||application/rss+xml"_s};
    QTest::newRow("commented and scripted links do not count")
        << QByteArray(
               "<!-- <link rel=\"alternate\" type=\"application/rss+xml\" href=\"/old.xml\"> -->"
               "<script>document.write('<link rel=\"alternate\" type=\"application/rss+xml\" "
               "href=\"/js.xml\">')</script>"
               "<link rel=\"alternate feed\" type=\"application/rss+xml; charset=utf-8\" href=\"/real.xml\">")
        << QStringList {u"https://lantern.example/real.xml||application/rss+xml"_s};
    QTest::newRow("no feeds") << QByteArray("<html><head><link rel=\"icon\" href=\"/i.png\"></head></html>")
                              << QStringList();
    QTest::newRow("empty") << QByteArray() << QStringList();
    QTest::newRow("junk") << QByteArray("<link <link rel= href=\"\" <<<>>>") << QStringList();
}

void TestFeedDiscovery::discover()
{
    QFETCH(QByteArray, html);
    QFETCH(QStringList, expected);
    QStringList actual;
    for (const DiscoveredFeed &feed : discoverFeeds(html, QUrl(u"https://lantern.example/news/today.html"_s)))
        actual << feed.url.toString() + u'|' + feed.title + u'|' + feed.type;
    QCOMPARE(actual, expected);
}

void TestFeedDiscovery::commonUrls()
{
    const QList<QUrl> urls = commonFeedUrls(QUrl(u"https://lantern.example/news/today.html?x=1#top"_s));
    QVERIFY(urls.contains(QUrl(u"https://lantern.example/feed"_s)));
    QVERIFY(urls.contains(QUrl(u"https://lantern.example/rss.xml"_s)));
    QVERIFY(urls.contains(QUrl(u"https://lantern.example/atom.xml"_s)));
    QVERIFY(urls.contains(QUrl(u"https://lantern.example/index.xml"_s)));
    QVERIFY(commonFeedUrls(QUrl()).isEmpty());
}

QTEST_GUILESS_MAIN(TestFeedDiscovery)
#include "tst_feeddiscovery.moc"
