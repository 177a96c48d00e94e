// HTML to text, the one way (HtmlText): on one line for titles, in paragraphs for summaries.
#include "extract/HtmlText.h"
#include "feed/FeedText.h"

#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestHtmlText : public QObject
{
    Q_OBJECT

private slots:
    void oneLine_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tags and block ends are spaces")
            << QStringLiteral("<p>Storm <b>hits</b></p><p>coast</p>") << QStringLiteral("Storm hits coast");
        QTest::newRow("a no-break space is content")
            << QStringLiteral("10&nbsp;km \t\n north") << QStringLiteral("10\u00A0km north");
        QTest::newRow("every name, and Windows-1252 numbers")
            << QStringLiteral("Caf&eacute; &#150; &hearts;") << QStringLiteral("Caf\u00E9 \u2013 \u2665");
        QTest::newRow("a '<' that starts no tag") << QStringLiteral("a < b <3") << QStringLiteral("a < b <3");
        QTest::newRow("AT&T stays") << QStringLiteral("AT&T and R&D") << QStringLiteral("AT&T and R&D");
        QTest::newRow("decoded markup stays text")
            << QStringLiteral("&lt;b&gt;bold&lt;/b&gt;") << QStringLiteral("<b>bold</b>");
        QTest::newRow("a comment goes") << QStringLiteral("a<!-- hidden -->b") << QStringLiteral("a b");
    }

    void oneLine()
    {
        QFETCH(QString, html);
        QFETCH(QString, expected);
        QCOMPARE(HtmlText::toText(html, HtmlText::Lines::One), expected);
        QCOMPARE(FeedText::htmlToPlainText(html), expected);
    }

    void paragraphsBreakWhereBlocksEnd()
    {
        QCOMPARE(HtmlText::toText(
                     u"<h2>Title</h2><p>One&nbsp;two</p><ul><li>a<li>b</ul>", HtmlText::Lines::Paragraphs),
            QStringLiteral("Title\nOne two\na\nb"));
    }

    // A table's row is a line, its cells set apart ("cell | cell"); as one line, cells are words.
    void tableRowsAreLines()
    {
        const QString table
            = u"<p>Sales:</p><table><thead><tr><th>Product</th><th class=x>2020</th></tr></thead>"
              u"<tbody><tr><td>Diesel</td> <td>32,23</td></tr><tr><td><b>Petrol</b></td><td></td>"
              u"<td>15,02</td></tr></tbody></table><p>The end.</p>"_s;
        QCOMPARE(HtmlText::toText(table, HtmlText::Lines::Paragraphs),
            u"Sales:\nProduct | 2020\nDiesel | 32,23\nPetrol | 15,02\nThe end."_s);
        QCOMPARE(HtmlText::toText(table, HtmlText::Lines::One),
            u"Sales: Product 2020 Diesel 32,23 Petrol 15,02 The end."_s);
        // A definition list's term and its description share a line; a second description and the
        // next term start lines of their own.
        QCOMPARE(HtmlText::toText(
                     u"<dl><dt>Length</dt> <dd>68 m</dd><dd>(span 40 m)</dd><DT>Opened<DD class=d>1894"
                     u"</dl>"_s,
                     HtmlText::Lines::Paragraphs),
            u"Length | 68 m\n(span 40 m)\nOpened | 1894"_s);
    }

    void attributeValuesKeepQueryStrings()
    {
        // An attribute's value: "&copy=1" in a URL is not a copyright sign; "&amp;" is an '&'.
        QCOMPARE(FeedText::decodeEntities(QStringLiteral("https://x.example/?a=1&copy=2&amp;b=3")),
            QStringLiteral("https://x.example/?a=1&copy=2&b=3"));
        QCOMPARE(FeedText::decodeEntities(QStringLiteral("Caf&eacute; &amp; Bar")),
            QStringLiteral("Caf\u00E9 & Bar"));
    }
};

QTEST_GUILESS_MAIN(TestHtmlText)
#include "tst_htmltext.moc"
