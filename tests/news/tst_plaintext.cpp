#include "news/PlainText.h"
#include "news/UrlNormalizer.h"

#include <QTest>

using namespace kindred;

class TestPlainText : public QObject
{
    Q_OBJECT

private slots:
    void normalisesArticleUrls_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tracking") << QStringLiteral(
            "https://News.Example/a/b?utm_source=rss&id=7&utm_medium=feed")
                                  << QStringLiteral("https://news.example/a/b?id=7");
        QTest::newRow("only tracking") << QStringLiteral("https://news.example/a?fbclid=xyz&gclid=1")
                                       << QStringLiteral("https://news.example/a");
        QTest::newRow("fragment") << QStringLiteral("https://news.example/a#comments")
                                  << QStringLiteral("https://news.example/a");
        QTest::newRow("default https port")
            << QStringLiteral("https://news.example:443/a") << QStringLiteral("https://news.example/a");
        QTest::newRow("default http port")
            << QStringLiteral("HTTP://news.example:80/a") << QStringLiteral("http://news.example/a");
        QTest::newRow("other port kept")
            << QStringLiteral("http://news.example:8080/a") << QStringLiteral("http://news.example:8080/a");
        QTest::newRow("empty path") << QStringLiteral("https://news.example")
                                    << QStringLiteral("https://news.example/");
        QTest::newRow("not a url") << QStringLiteral("  urn:uuid:1234 ") << QStringLiteral("urn:uuid:1234");
    }

    void normalisesArticleUrls()
    {
        QFETCH(QString, url);
        QFETCH(QString, expected);
        QCOMPARE(normalizedArticleUrl(url), expected);
    }

    void stripsTitlePrefixes_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QString>("expected");
        QTest::newRow("feed prefix") << QStringLiteral("Test Drive: The new city car")
                                     << QStringLiteral("Test Drive:") << QStringLiteral("The new city car");
        QTest::newRow("update marker")
            << QStringLiteral("UPDATE 2-Port strike ends") << QString() << QStringLiteral("Port strike ends");
        QTest::newRow("stacked markers") << QStringLiteral("REFILE-UPDATE 1-Port strike ends") << QString()
                                         << QStringLiteral("Port strike ends");
        QTest::newRow("breaking colon")
            << QStringLiteral("BREAKING: Dam gives way") << QString() << QStringLiteral("Dam gives way");
        QTest::newRow("word inside kept") << QStringLiteral("Update on the port strike") << QString()
                                          << QStringLiteral("Update on the port strike");
    }

    void stripsTitlePrefixes()
    {
        QFETCH(QString, title);
        QFETCH(QString, prefix);
        QFETCH(QString, expected);
        QCOMPARE(strippedTitle(title, prefix), expected);
    }

    void turnsSnippetsIntoText_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tags") << QStringLiteral("<p>One <b>bold</b> claim.</p><p>Two.</p>")
                              << QStringLiteral("One bold claim.\nTwo.");
        QTest::newRow("line breaks and items")
            << QStringLiteral("<P>One</P>\n\n<ul><li>a</li> <LI>b<br/>c</ul>")
            << QStringLiteral("One\na\nb\nc");
        QTest::newRow("source line breaks inside markup are spaces")
            << QStringLiteral("<b>One\ntwo</b> <i>three</i>") << QStringLiteral("One two three");
        QTest::newRow("plain text keeps its lines")
            << QStringLiteral("One\n\n two\nthree  four") << QStringLiteral("One\ntwo\nthree four");
        QTest::newRow("entities") << QStringLiteral("Fish &amp; chips &lt;3 &#8364;5 &#x41;&nbsp;B")
                                  << QStringLiteral("Fish & chips <3 \u20AC5 A B");
        QTest::newRow("unknown entity kept")
            << QStringLiteral("a &bogus; b") << QStringLiteral("a &bogus; b");
        QTest::newRow("bad code point") << QStringLiteral("x&#xD800;y") << QStringLiteral("x\uFFFDy");
        QTest::newRow("unterminated tag") << QStringLiteral("text <a href=") << QStringLiteral("text");
        QTest::newRow("plain") << QStringLiteral("  just   text ") << QStringLiteral("just text");
        // Every HTML5 name, not only the common ones: a French or German summary reads as written.
        QTest::newRow("the whole entity table")
            << QStringLiteral("<p>Le caf&eacute; a ferm&eacute; &laquo;trente ans&raquo; apr&egrave;s, "
                              "Gr&uuml;&szlig;e &ndash; &#146;quoted&#146;</p>")
            << QStringLiteral("Le caf\u00E9 a ferm\u00E9 \u00ABtrente ans\u00BB apr\u00E8s, Gr\u00FC\u00DFe "
                              "\u2013 \u2019quoted\u2019");
        QTest::newRow("a '<' that starts no tag is text")
            << QStringLiteral("<p>Profits < 5% as 3 <4</p>") << QStringLiteral("Profits < 5% as 3 <4");
    }

    void turnsSnippetsIntoText()
    {
        QFETCH(QString, html);
        QFETCH(QString, expected);
        QCOMPARE(plainTextFromHtml(html), expected);
    }

    // The page's text when it was extracted, else the feed's summary as plain text.
    void readableTextIsThePageElseTheSummary()
    {
        QCOMPARE(readableText(QStringLiteral("The page."), QStringLiteral("<p>The summary.</p>")),
            QStringLiteral("The page."));
        QCOMPARE(readableText(QString(), QStringLiteral("<p>The <b>summary</b> &amp; more.</p>")),
            QStringLiteral("The summary & more."));
    }

    void countsWords()
    {
        QCOMPARE(wordCount(QString()), 0);
        QCOMPARE(wordCount(QStringLiteral("  one two\tthree\n")), 3);
        // Chinese puts no space between words: a feed's whole article in Chinese is not one word
        // (Ingestor::pagesWanted() would fetch the page of every such item).
        QCOMPARE(wordCount(QStringLiteral("1997年在新加坡发行第一张英语专辑，正式出道。")), 10);
    }
};

QTEST_GUILESS_MAIN(TestPlainText)
#include "tst_plaintext.moc"
