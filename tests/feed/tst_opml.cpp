#include "feed/Opml.h"

#include <QFile>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestOpml final : public QObject
{
    Q_OBJECT

private slots:
    void nestedOutlinesBecomeFolders();
    void opml1Latin1();
    void brokenDocumentKeepsWhatItCan();
    void notOpml_data();
    void notOpml();
    void exportRoundTrips();
    void deepNestingIsFlattened();
    void exportOfDeepFoldersIsBounded();
    void manyAttributesAreRefused();
};

namespace {

QByteArray readData(const QString &name)
{
    QFile file(QStringLiteral(KINDRED_TEST_DATA_DIR "/feed/opml/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return file.readAll();
}

} // namespace

void TestOpml::nestedOutlinesBecomeFolders()
{
    const OpmlImport result = parseOpml(readData(u"nested.opml"_s));
    QCOMPARE(result.title, u"Jo's subscriptions"_s);
    const QList<OpmlFeed> expected {
        {u"Harbour Notes"_s, u"https://notes.example/feed.json"_s, u"https://notes.example/"_s, {}},
        {u"Lantern Gazette"_s, u"https://lantern.example/feed.xml"_s, u"https://lantern.example/"_s,
            {u"News"_s}},
        {u"Northwind & Co"_s, u"https://wire.example/news/feed.atom"_s, {}, {u"News"_s, u"Wire"_s}},
        {u"Café Journal"_s, u"http://cafe.example/rss"_s, {}, {}},
    };
    QCOMPARE(result.feeds.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        QCOMPARE(result.feeds[i].title, expected[i].title);
        QCOMPARE(result.feeds[i].xmlUrl, expected[i].xmlUrl);
        QCOMPARE(result.feeds[i].htmlUrl, expected[i].htmlUrl);
        QCOMPARE(result.feeds[i].folder, expected[i].folder);
    }
    QCOMPARE(result.duplicatesSkipped, 1); // "HTTPS://Lantern.Example/feed.xml/"
    QCOMPARE(result.problems.size(), 1);
    QVERIFY(result.problems[0].contains(u"No URL"_s));
}

void TestOpml::opml1Latin1()
{
    const OpmlImport result = parseOpml(readData(u"opml1-flat.opml"_s));
    QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.join(u'\n')));
    QCOMPARE(result.feeds.size(), 2);
    QCOMPARE(result.feeds[1].xmlUrl, u"https://bugle.example/feed?format=rss&lang=en"_s);
}

void TestOpml::brokenDocumentKeepsWhatItCan()
{
    const OpmlImport result = parseOpml(readData(u"broken.opml"_s));
    QStringList urls;
    for (const OpmlFeed &feed : result.feeds)
        urls << feed.xmlUrl;
    QCOMPARE(urls,
        QStringList({u"https://one.example/feed"_s, u"https://two.example/feed"_s,
            u"https://three.example/feed"_s, u"https://four.example/feed"_s}));
    QCOMPARE(result.feeds[0].folder, QStringList {u"Tech"_s});
    QCOMPARE(result.feeds[3].title, u"Four"_s);
    QVERIFY(!result.problems.isEmpty());
    QVERIFY(result.problems[0].startsWith(u"XML error"_s));
}

void TestOpml::notOpml_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("html") << QByteArray("<html><body><p>hi</p></body></html>");
    QTest::newRow("binary") << QByteArray("\x01\x02\x03\xff\xfe", 5);
}

void TestOpml::notOpml()
{
    QFETCH(QByteArray, bytes);
    const OpmlImport result = parseOpml(bytes);
    QVERIFY(result.feeds.isEmpty());
    QVERIFY(!result.problems.isEmpty());
}

void TestOpml::exportRoundTrips()
{
    const QList<OpmlFeed> feeds {
        {u"Top <level> & \"quoted\""_s, u"https://a.example/feed?x=1&y=2"_s, u"https://a.example/"_s, {}},
        {u"In A"_s, u"https://b.example/rss"_s, {}, {u"A"_s}},
        {u"In A/B"_s, u"https://c.example/atom"_s, {}, {u"A"_s, u"B"_s}},
        {u"In A again"_s, u"https://d.example/rss"_s, {}, {u"A"_s}},
        {u"In C"_s, u"https://e.example/rss"_s, {}, {u"C ü"_s}},
        {u"Top again"_s, u"https://f.example/rss"_s, {}, {}},
    };
    const QByteArray opml = writeOpml(feeds, u"Mine"_s);
    const OpmlImport back = parseOpml(opml);
    QVERIFY2(back.problems.isEmpty(), qPrintable(back.problems.join(u'\n')));
    QCOMPARE(back.title, u"Mine"_s);
    QCOMPARE(back.feeds, feeds);
    QCOMPARE(writeOpml(back.feeds, u"Mine"_s), opml);
}

void TestOpml::deepNestingIsFlattened()
{
    const int depth = 10000;
    const QByteArray opml = "<opml version=\"2.0\"><body>"
        + QByteArray("<outline text=\"f\">").repeated(depth)
        + "<outline text=\"deep\" xmlUrl=\"https://deep.example/feed\"/>"
        + QByteArray("</outline>").repeated(depth)
        + "<outline text=\"top\" xmlUrl=\"https://top.example/feed\"/></body></opml>";
    const OpmlImport result = parseOpml(opml);
    QCOMPARE(result.feeds.size(), 2);
    QCOMPARE(result.feeds[0].folder, QStringList(maxOpmlFolderDepth, u"f"_s));
    QCOMPARE(result.feeds[1].folder, QStringList());
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems[0].contains(u"deeper than 8 folders"_s), qPrintable(result.problems[0]));
}

void TestOpml::exportOfDeepFoldersIsBounded()
{
    // Folders stored before the limit existed are written at the deepest allowed level.
    const QList<OpmlFeed> feeds {{u"Deep"_s, u"https://deep.example/feed"_s, {}, QStringList(10000, u"f"_s)}};
    const QByteArray opml = writeOpml(feeds);
    QVERIFY(opml.size() < 4096);
    const OpmlImport back = parseOpml(opml);
    QCOMPARE(back.feeds.size(), 1);
    QCOMPARE(back.feeds[0].folder, QStringList(maxOpmlFolderDepth, u"f"_s));
}

void TestOpml::manyAttributesAreRefused()
{
    QByteArray attributes;
    for (int i = 0; i < 100000; ++i)
        attributes += " a" + QByteArray::number(i) + "=\"v\"";
    const OpmlImport result = parseOpml(
        "<opml><body><outline text=\"x\" xmlUrl=\"https://x.example/f\"" + attributes + "/></body></opml>");
    QVERIFY(result.feeds.isEmpty());
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems[0].contains(u"more than 256 attributes"_s), qPrintable(result.problems[0]));
}

QTEST_GUILESS_MAIN(TestOpml)
#include "tst_opml.moc"
