#include "feed/FeedJson.h"
#include "feed/FeedParser.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

// Golden files: tests/data/feed/golden/NAME.ext beside NAME.ext.expected (the CLI's JSON plus
// "ok"). Set KINDRED_UPDATE_GOLDEN=1 to rewrite the expectations after a reviewed change.
class TestFeedParser final : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void nonFeeds_data();
    void nonFeeds();
    void billionLaughsIsBounded();
    void externalEntitiesAreNotFetched();
    void httpCharsetWinsOverDeclaration();
    void mislabelledUtf8FallsBack();
    void invalidUtf8FallsBackToWindows1252();
    void utf16WithBom();
    void undatedItemHasNoDate();
    void undeclaredPrefixStillParses();
    void partialItemsAreKept();
    void htmlInDescriptionIsRepaired();
    void textBeforeMarkupKeepsItsEscapes_data();
    void textBeforeMarkupKeepsItsEscapes();
    void truncatedInputNeverCrashes();
    void hostileInputs_data();
    void hostileInputs();
    void attributeLimit_data();
    void attributeLimit();
    void itemCountIsBounded_data();
    void itemCountIsBounded();
    void jsonContainersAreBounded();
    void namespaceScopes();
    void attributeListsAreDropped();
    void enclosuresOfEveryFormat();
};

namespace {

QString goldenDir()
{
    return QStringLiteral(KINDRED_TEST_DATA_DIR "/feed/golden");
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

QJsonObject resultJson(const FeedParseResult &result)
{
    QJsonObject object = feedToJson(result.feed);
    object.insert(u"ok"_s, result.ok());
    return object;
}

} // namespace

void TestFeedParser::golden_data()
{
    QTest::addColumn<QString>("input");
    const QDir dir(goldenDir());
    const QStringList inputs
        = dir.entryList(QDir::Files, QDir::Name).filter(QRegularExpression(u"^(?!.*\\.expected$)"_s));
    QVERIFY(inputs.size() >= 5);
    for (const QString &name : inputs)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestFeedParser::golden()
{
    QFETCH(QString, input);
    const QString name = QFileInfo(input).fileName();
    const FeedParseResult result = parseFeed(readAll(input), QUrl(u"https://feeds.example/"_s + name));
    const QJsonObject actual = resultJson(result);
    const QString expectedPath = input + u".expected"_s;
    if (qEnvironmentVariableIsSet("KINDRED_UPDATE_GOLDEN")) {
        QFile file(expectedPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(actual).toJson(QJsonDocument::Indented));
    }
    const QJsonObject expected = QJsonDocument::fromJson(readAll(expectedPath)).object();
    QVERIFY2(!expected.isEmpty(), qPrintable(expectedPath));
    if (actual != expected) {
        qWarning().noquote() << "actual:" << QJsonDocument(actual).toJson(QJsonDocument::Indented);
        QFAIL(qPrintable(u"%1 differs from %2"_s.arg(name, expectedPath)));
    }
}

void TestFeedParser::nonFeeds_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("whitespace") << QByteArray(" \n\t ");
    QTest::newRow("html") << QByteArray("<!DOCTYPE html><html><body><p>hi</p></body></html>");
    static const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\x01\0\0\0\x01\0\x08\x06\0\0\0";
    QTest::newRow("binary") << QByteArray(png, sizeof(png) - 1);
    QTest::newRow("plain text") << QByteArray("just some words, no markup");
    QTest::newRow("json, not a feed") << QByteArray("{\"hello\": 1}");
    QTest::newRow("svg") << QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    QTest::newRow("entry outside the Atom namespace") << QByteArray("<entry><title>x</title></entry>");
}

void TestFeedParser::nonFeeds()
{
    QFETCH(QByteArray, bytes);
    const FeedParseResult result = parseFeed(bytes);
    QVERIFY(!result.ok());
    QCOMPARE(result.feed.format, FeedFormat::Unknown);
    QVERIFY2(result.error.startsWith(u"not a feed"_s), qPrintable(result.error));
    QVERIFY(result.feed.items.isEmpty());
}

void TestFeedParser::billionLaughsIsBounded()
{
    QByteArray doc = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY lol \"lol\">";
    doc += "<!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">";
    for (int i = 2; i <= 9; ++i) {
        doc += "<!ENTITY lol" + QByteArray::number(i) + " \"";
        for (int j = 0; j < 10; ++j)
            doc += "&lol" + QByteArray::number(i - 1) + ";";
        doc += "\">";
    }
    doc += "]><rss "
           "version=\"2.0\"><channel><title>&lol9;</title><item><title>x</title></item></channel></rss>";
    const FeedParseResult result = parseFeed(doc);
    QVERIFY(!result.ok());
    QVERIFY(result.feed.title.size() < 100000);
}

void TestFeedParser::externalEntitiesAreNotFetched()
{
    const QByteArray doc
        = "<?xml version=\"1.0\"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>"
          "<rss version=\"2.0\"><channel><title>a&xxe;b</title></channel></rss>";
    const FeedParseResult result = parseFeed(doc);
    QVERIFY(!result.feed.title.contains(u"root"_s));
}

void TestFeedParser::httpCharsetWinsOverDeclaration()
{
    const QByteArray doc
        = "<?xml version=\"1.0\" encoding=\"utf-8\"?><rss version=\"2.0\"><channel><title>\xcf\xf0\xe8"
          "\xe2\xe5\xf2</title></channel></rss>";
    const FeedParseResult result = parseFeed(doc, {}, "application/rss+xml; charset=windows-1251");
    QCOMPARE(result.feed.title, u"Привет"_s);
    QCOMPARE(result.encoding, u"windows-1251"_s);
}

void TestFeedParser::mislabelledUtf8FallsBack()
{
    const QByteArray doc = "<?xml version=\"1.0\" encoding=\"iso-8859-1\"?><rss version=\"2.0\"><channel>"
                           "<title>Caf\xc3\xa9 \xe2\x80\x94 news</title></channel></rss>";
    const FeedParseResult result = parseFeed(doc);
    QCOMPARE(result.feed.title, u"Café — news"_s);
    QVERIFY(result.repaired());
}

void TestFeedParser::invalidUtf8FallsBackToWindows1252()
{
    const QByteArray doc
        = "<rss version=\"2.0\"><channel><title>\x93quoted\x94 caf\xe9</title></channel></rss>";
    const FeedParseResult result = parseFeed(doc);
    QCOMPARE(result.feed.title, u"“quoted” café"_s);
}

void TestFeedParser::utf16WithBom()
{
    const QString text
        = u"<?xml version=\"1.0\" encoding=\"utf-16\"?><feed xmlns=\"http://www.w3.org/2005/Atom\">"
          "<title>Ünïcode</title><entry><title>日本</title></entry></feed>"_s;
    QByteArray bytes("\xFF\xFE", 2);
    bytes += QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
    const FeedParseResult result = parseFeed(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.title, u"Ünïcode"_s);
    QCOMPARE(result.feed.items.value(0).title, u"日本"_s);
}

void TestFeedParser::undatedItemHasNoDate()
{
    const FeedParseResult result = parseFeed("<rss version=\"2.0\"><channel><item><title>a</title>"
                                             "<pubDate>sometime soon</pubDate></item></channel></rss>");
    QCOMPARE(result.feed.items.size(), 1);
    QVERIFY(!result.feed.items[0].published.isValid());
    QVERIFY(!result.feed.items[0].updated.isValid());
}

void TestFeedParser::undeclaredPrefixStillParses()
{
    const FeedParseResult result = parseFeed("<rss version=\"2.0\"><channel><item><title>a</title>"
                                             "<dc:creator>Someone</dc:creator></item></channel></rss>");
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.items.value(0).author, u"Someone"_s);
}

void TestFeedParser::partialItemsAreKept()
{
    // A tag mismatch no repair can fix: the items before it and the ones after it are kept.
    QByteArray doc = "<rss version=\"2.0\"><channel><title>t</title>";
    for (int i = 0; i < 5; ++i)
        doc += "<item><title>item " + QByteArray::number(i) + "</title></item>";
    doc += "<item><title>bad</title><description><p>one</div></description></item>";
    doc += "<item><title>after</title></item></channel></rss>";
    const FeedParseResult result = parseFeed(doc);
    QVERIFY(!result.ok());
    QVERIFY(result.error.contains(u"line"_s));
    QCOMPARE(result.feed.title, u"t"_s);
    QVERIFY(result.feed.items.size() >= 6);
    QCOMPARE(result.feed.items[4].title, u"item 4"_s);
    QCOMPARE(result.feed.items.last().title, u"after"_s);
}

void TestFeedParser::htmlInDescriptionIsRepaired()
{
    // Unescaped HTML with open void tags and a bare '<': common in hand-made feeds.
    const FeedParseResult result = parseFeed("<rss version=\"2.0\"><channel><item><title>a < b</title>"
                                             "<description>line<br>next <img src=\"x.png\"></description>"
                                             "</item><item><title>two</title></item></channel></rss>");
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.repaired());
    QCOMPARE(result.feed.items.size(), 2);
    QCOMPARE(result.feed.items[0].title, u"a < b"_s);
    QVERIFY(result.feed.items[0].summary.contains(u"<br />"_s));
}

void TestFeedParser::textBeforeMarkupKeepsItsEscapes_data()
{
    // The reader keeps an element's characters as they are until markup comes (a child element,
    // a CDATA section, an unknown entity), and then writes them escaped in front of it: text that
    // spells an entity ("&lt;" as four characters) must not turn into the character.
    QTest::addColumn<QByteArray>("item");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("summary");
    QTest::newRow("escaped html") << QByteArray(
        "<title>a &lt; b &amp; c</title><description>&lt;p&gt;Tom &amp;amp; Jerry&lt;/p&gt;"
        "</description>") << u"a < b & c"_s
                                  << u"<p>Tom &amp; Jerry</p>"_s;
    QTest::newRow("text before cdata")
        << QByteArray("<title>t</title><description>1 &amp;lt; 2 <![CDATA[<b>x</b>]]></description>")
        << u"t"_s << u"1 &lt; 2 <b>x</b>"_s;
    QTest::newRow("text before an element")
        << QByteArray("<title>x &amp;lt; <b>y</b></title><description>a &amp;lt; b <b>bold</b></description>")
        << u"x &lt; y"_s << u"a &amp;lt; b <b>bold</b>"_s;
    QTest::newRow("cdata alone") << QByteArray("<title><![CDATA[Q&amp;A]]></title>"
                                               "<description><![CDATA[<p>5 &lt; 6</p>]]></description>")
                                 << u"Q&A"_s << u"<p>5 < 6</p>"_s;
}

void TestFeedParser::textBeforeMarkupKeepsItsEscapes()
{
    QFETCH(QByteArray, item);
    QFETCH(QString, title);
    QFETCH(QString, summary);
    const FeedParseResult result
        = parseFeed("<rss version=\"2.0\"><channel><item>" + item + "</item></channel></rss>");
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.items.size(), 1);
    QCOMPARE(result.feed.items[0].title, title);
    QCOMPARE(result.feed.items[0].summary, summary);
}

void TestFeedParser::truncatedInputNeverCrashes()
{
    // Every prefix of a real feed: no crash, and a result that is either a feed or an error.
    const QByteArray full = readAll(goldenDir() + u"/rss20-basic.xml"_s);
    for (qsizetype n = 0; n <= full.size(); n += 7) {
        const FeedParseResult result = parseFeed(full.left(n));
        QVERIFY(result.feed.format != FeedFormat::Unknown || !result.ok());
    }
}

void TestFeedParser::hostileInputs_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray head = "<rss version=\"2.0\"><channel><item><title>x</title><description>";
    QTest::newRow("deep nesting") << head + QByteArray("<a>").repeated(100000) + "</description></item>";
    QTest::newRow("deep channel nesting") << "<rss><channel>" + QByteArray("<x>").repeated(100000);
    QTest::newRow("lt without gt") << head + QByteArray("<a<b").repeated(100000);
    QTest::newRow("ampersands") << head + QByteArray("&&#;&#x;&nbsp&;").repeated(50000);
    QTest::newRow("items without end") << "<rss><channel>" + QByteArray("<item><title>t").repeated(20000);
    QTest::newRow("doctypes") << "<rss>" + QByteArray("<!DOCTYPE x").repeated(50000);
    QTest::newRow("unterminated cdata") << head + "<![CDATA[" + QByteArray("x").repeated(100000);
    QTest::newRow("nul bytes") << head + QByteArray(100000, '\0');
    QTest::newRow("big attribute") << "<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><link href=\""
            + QByteArray(1000000, 'a') + "\"/></entry></feed>";
}

void TestFeedParser::hostileInputs()
{
    QFETCH(QByteArray, bytes);
    const FeedParseResult result = parseFeed(bytes);
    QVERIFY(result.feed.format != FeedFormat::Unknown || !result.ok());
}

void TestFeedParser::attributeLimit_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("refused");
    const auto attributes = [](int count) {
        QByteArray out;
        for (int i = 0; i < count; ++i)
            out += " a" + QByteArray::number(i) + "=\"v\"";
        return out;
    };
    const auto feed = [](const QByteArray &itemAttributes, const QByteArray &inside = {}) {
        return "<rss version=\"2.0\"><channel><title>t</title><item" + itemAttributes + "><title>x</title>"
            + inside + "</item></channel></rss>";
    };
    // Far more than the limit: refused at once, where QXmlStreamReader would take quadratic time.
    QTest::newRow("100000 attributes") << feed(attributes(100000)) << true;
    QTest::newRow("257 attributes") << feed(attributes(257)) << true;
    QTest::newRow("256 attributes") << feed(attributes(256)) << false;
    QTest::newRow("single-quoted") << feed(QByteArray(" a='v'").repeated(300)) << true;
    // '=' that is no attribute: in values, comments, CDATA, processing instructions, DTDs.
    QTest::newRow("in a value") << feed(" href=\"?" + QByteArray("a=1&amp;").repeated(1000) + "\"") << false;
    QTest::newRow("in a comment") << feed({}, "<!--" + QByteArray(" a=b").repeated(1000) + "-->") << false;
    QTest::newRow("in cdata") << feed(
        {}, "<description><![CDATA[<p " + QByteArray(" a=b").repeated(1000) + ">]]></description>")
                              << false;
    QTest::newRow("in a doctype") << "<!DOCTYPE rss [<!-- ' --><!ENTITY e \""
            + QByteArray("a=b>").repeated(1000) + "\">]>"
            + feed({}) << false;
    QTest::newRow("after a doctype") << "<!DOCTYPE rss [<!-- ' -->]>" + feed(attributes(300)) << true;
}

void TestFeedParser::attributeLimit()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, refused);
    const FeedParseResult result = parseFeed(bytes);
    if (refused) {
        QCOMPARE(result.feed.format, FeedFormat::Unknown);
        QVERIFY2(result.error.contains(u"more than 256 attributes"_s), qPrintable(result.error));
    } else {
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.feed.items.size(), 1);
    }
}

void TestFeedParser::itemCountIsBounded_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const qsizetype count = maxFeedItems + 10;
    QTest::newRow("rss") << "<rss><channel>" + QByteArray("<item><title>t</title></item>").repeated(count)
            + "</channel></rss>";
    QTest::newRow("json feed") << "{\"version\": \"https://jsonfeed.org/version/1.1\", \"items\": ["
            + QByteArray("{\"id\": \"x\"},").repeated(count) + "{\"id\": \"x\"}]}";
}

void TestFeedParser::itemCountIsBounded()
{
    QFETCH(QByteArray, bytes);
    const FeedParseResult result = parseFeed(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.items.size(), maxFeedItems);
    QVERIFY2(result.warnings.join(u'|').contains(u"past the first 50000 were skipped"_s),
        qPrintable(result.warnings.join(u'|')));
}

void TestFeedParser::jsonContainersAreBounded()
{
    // A million tiny objects would cost QJsonDocument a gigabyte: refused before it is built.
    const FeedParseResult result
        = parseFeed("{\"version\": \"https://jsonfeed.org/version/1.1\", \"items\": ["
            + QByteArray("{},").repeated(1000000) + "{}], \"title\": \"{[{[\"}");
    QVERIFY(!result.ok());
    QVERIFY(result.feed.items.isEmpty());
    QVERIFY2(
        result.error.startsWith(u"refused: the JSON document holds more than"_s), qPrintable(result.error));
}

void TestFeedParser::namespaceScopes()
{
    // A prefix declared again on an element means something else there, and again what it meant
    // before once that element ends.
    const FeedParseResult result
        = parseFeed("<rss xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><channel><item><title>t</title>"
                    "<dc:creator xmlns:dc=\"urn:other\">Wrong</dc:creator><dc:creator>Right</dc:creator>"
                    "</item></channel></rss>");
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.items.size(), 1);
    QCOMPARE(result.feed.items[0].author, u"Right"_s);
}

void TestFeedParser::attributeListsAreDropped()
{
    // Qt checks every <!ATTLIST> at every element; they only give defaults no feed needs, so they
    // go (entities stay), even with '>' in a quoted default.
    QByteArray attlists;
    for (int i = 0; i < 20000; ++i)
        attlists += "<!ATTLIST e" + QByteArray::number(i) + " a CDATA \"x>y\">";
    const FeedParseResult result = parseFeed("<!DOCTYPE rss [" + attlists
        + "<!ENTITY who \"Ana\">]><rss><channel>" + QByteArray("<x/>").repeated(20000)
        + "<item><title>t</title><author>&who;</author></item></channel></rss>");
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.feed.items.size(), 1);
    QCOMPARE(result.feed.items[0].author, u"Ana"_s);
}

// A podcast's episodes and other attachments: RSS <enclosure>, Atom <link rel="enclosure">, JSON
// Feed attachments, with their type and size; relative addresses resolved, each address once.
void TestFeedParser::enclosuresOfEveryFormat()
{
    const FeedParseResult rss = parseFeed(
        "<rss version=\"2.0\"><channel><link>https://pod.example/</link><item><title>Episode 12</title>"
        "<enclosure url=\"/media/ep12.mp3\" length=\"54210345\" type=\"Audio/MPEG\"/>"
        "<enclosure url=\"/media/ep12.mp3\" length=\"1\" type=\"audio/mpeg\"/>"
        "<enclosure url=\"https://pod.example/ep12.pdf\" length=\"lots\" type=\"application/pdf\"/>"
        "<enclosure url=\" \" type=\"audio/mpeg\"/></item></channel></rss>",
        QUrl(u"https://pod.example/feed.xml"_s));
    QCOMPARE(rss.feed.items.size(), 1);
    QCOMPARE(rss.feed.items[0].enclosures,
        (QList<FeedEnclosure> {{u"https://pod.example/media/ep12.mp3"_s, u"audio/mpeg"_s, 54210345},
            {u"https://pod.example/ep12.pdf"_s, u"application/pdf"_s, -1}}));

    const FeedParseResult atom
        = parseFeed("<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><title>Talk</title>"
                    "<link rel=\"alternate\" href=\"https://talks.example/1\"/>"
                    "<link rel=\"enclosure\" href=\"https://talks.example/1.ogg\" "
                    "type=\"audio/ogg\" length=\"1200\"/></entry></feed>");
    QCOMPARE(atom.feed.items.size(), 1);
    QCOMPARE(atom.feed.items[0].link, u"https://talks.example/1"_s);
    QCOMPARE(atom.feed.items[0].enclosures,
        (QList<FeedEnclosure> {{u"https://talks.example/1.ogg"_s, u"audio/ogg"_s, 1200}}));

    const FeedParseResult json = parseFeed(
        R"({"version":"https://jsonfeed.org/version/1.1","title":"J","items":[{"id":"1","content_text":"x",)"
        R"("attachments":[{"url":"https://j.example/a.m4a","mime_type":"audio/x-m4a","size_in_bytes":89970236},)"
        R"({"url":"https://j.example/b.pdf"},{"mime_type":"audio/mpeg"}]}]})");
    QCOMPARE(json.feed.items.size(), 1);
    QCOMPARE(json.feed.items[0].enclosures,
        (QList<FeedEnclosure> {{u"https://j.example/a.m4a"_s, u"audio/x-m4a"_s, 89970236},
            {u"https://j.example/b.pdf"_s, QString(), -1}}));
    // The JSON shape round-trips (the CLI prints it, the store keeps it).
    QCOMPARE(
        enclosuresFromJson(enclosuresToJson(json.feed.items[0].enclosures)), json.feed.items[0].enclosures);

    // A hostile item cannot carry thousands.
    QByteArray many = "<rss version=\"2.0\"><channel><item><title>m</title>";
    for (int i = 0; i < 1000; ++i)
        many += "<enclosure url=\"https://x.example/" + QByteArray::number(i) + "\" type=\"audio/mpeg\"/>";
    many += "</item></channel></rss>";
    QCOMPARE(parseFeed(many).feed.items[0].enclosures.size(), maxItemEnclosures);
}

QTEST_GUILESS_MAIN(TestFeedParser)
#include "tst_feedparser.moc"
