// Short lines that give data after a short text: a product's specifications after its description
// on a shop's page, an event's details. They are the page's article when each names what it gives
// ("Weight: 5.6 kg") right after the text's last paragraph, or when they stand in a box right after
// the text's own, beside it; short lines that are no data (a share bar, two lines of a post's
// metadata, labelled links, a post's metadata after a line of its own) stay clutter.

#include "extract/PlateauExtractor.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestDataLines : public QObject
{
    Q_OBJECT

private slots:
    void dataAfterTheText_data();
    void dataAfterTheText();
    void shortLinesThatAreNoData_data();
    void shortLinesThatAreNoData();
};

namespace {

const QString kDescription
    = u"This sturdy children's bike grows with its rider: the saddle and the handlebar move up by "
      u"twelve centimetres without tools, the frame is made from recycled aluminium, and the tyres "
      u"are puncture proof, so a ride to school in the rain ends at school and not at the roadside."_s;

const QStringList kSpecifications = {u"Dimensions: 59 x 53 x 20 cm"_s, u"Age range: 5 to 14 years"_s,
    u"Weight: 5.6 kg"_s, u"Colour: Silver"_s, u"Warranty: 2 years"_s};

// A shop's product page: the description in `textTag`, then `lines` in a paragraph of their own
// (one line each, as <br> breaks them), both in one box with the price, and the shop's menus.
QByteArray productPage(const QString &textTag, const QStringList &lines, const QString &between = {})
{
    return (u"<html><head><title>Trail bike for children | The Shop</title></head><body>"
            "<div class=top><a href=/>The Shop</a> <a href=/bikes>Bikes</a> <a href=/toys>Toys</a>"
            " <a href=/sale>Sale</a> <a href=/help>Help</a></div><main><h1>Trail bike for children</h1>"
            "<div class=product><div class=price>$189.99</div><button>Add to basket</button>"
            "<"_s
        + textTag + u">"_s + kDescription + u"</"_s + textTag + u">"_s + between + u"<p>"_s
        + lines.join(u"<br>"_s)
        + u"</p></div></main><div class=footer><a href=/about>About us</a> <a href=/privacy>Privacy</a>"
          " <a href=/terms>Terms</a></div></body></html>"_s)
        .toUtf8();
}

} // namespace

void TestDataLines::dataAfterTheText_data()
{
    QTest::addColumn<QString>("textTag");
    QTest::addColumn<QStringList>("lines");
    // A run of short lines at the text's end was kept from six lines on (a song's); labelled, from
    // three. In a <div> of text, the paragraph after it is shaped otherwise and stood outside the
    // text's element: kept now when it stands right after it, beside it.
    QTest::newRow("five labelled, after a paragraph") << u"p"_s << kSpecifications;
    QTest::newRow("three labelled, after a paragraph") << u"p"_s << kSpecifications.mid(0, 3);
    QTest::newRow("five labelled, after a text box") << u"div"_s << kSpecifications;
    QTest::newRow("German") << u"p"_s
                            << QStringList {u"Termin: 28.02.2020, 18:30 Uhr"_s,
                                   u"Ort: Marktplatz Halle/Saale"_s, u"Eintritt: 44,90 €/Person"_s};
    // A label may join two names with a slash (a lubricant's "Verdicker/Basisöl").
    QTest::newRow("slashed label") << u"p"_s
                                   << QStringList {u"Colour: green"_s, u"Thickener/base oil: lithium soap"_s,
                                          u"Penetration: 220-250"_s};
}

void TestDataLines::dataAfterTheText()
{
    QFETCH(QString, textTag);
    QFETCH(QStringList, lines);
    const kindred::ExtractedArticle article = kindred::extractArticle(productPage(textTag, lines));
    QCOMPARE(article.paragraphs, QStringList {kDescription} + lines);
}

void TestDataLines::shortLinesThatAreNoData_data()
{
    QTest::addColumn<QString>("textTag");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("between");
    QTest::newRow("share bar") << u"p"_s << QStringList {u"Share this"_s, u"Print"_s, u"Email a friend"_s}
                               << QString();
    QTest::newRow("addresses") << u"p"_s
                               << QStringList {u"https://example.org/a"_s, u"https://example.org/b"_s,
                                      u"http://example.org/c"_s}
                               << QString();
    QTest::newRow("two labelled") << u"p"_s << QStringList {u"Posted: Monday"_s, u"Filed under: Bikes"_s}
                                  << QString();
    QTest::newRow("labelled links") << u"p"_s
                                    << QStringList {u"Brand: <a href=/b/trail>Trail</a>"_s,
                                           u"More bikes: <a href=/bikes>all bikes</a>"_s,
                                           u"Category: <a href=/c/kids>Children</a>"_s}
                                    << QString();
    // Labelled lines in a paragraph after a <div> of text, with another box between them: a post's
    // metadata under its share bar, not the text's closing lines.
    QTest::newRow("metadata after a share bar")
        << u"div"_s << QStringList {u"Posted by: Mara"_s, u"Category: Bikes"_s, u"Tags: kids, trail"_s}
        << u"<div class=c7>Share this post with friends</div>"_s;
    QTest::newRow("metadata after a share bar, paragraphs")
        << u"p"_s << QStringList {u"Posted by: Mara"_s, u"Category: Bikes"_s, u"Tags: kids, trail"_s}
        << u"<div class=c7>Share this post with friends</div>"_s;
    // Six short lines in a row in a box after a <div> of text (as many as a song's lines, which stay):
    // another box's, with a box between them.
    QTest::newRow("after another box")
        << u"div"_s
        << QStringList {u"Compare"_s, u"Add to wish list"_s, u"Ask a question"_s, u"Write a review"_s,
               u"Print this page"_s, u"Report a problem"_s}
        << u"<div class=stock>In stock, ready to ship today</div>"_s;
}

void TestDataLines::shortLinesThatAreNoData()
{
    QFETCH(QString, textTag);
    QFETCH(QStringList, lines);
    QFETCH(QString, between);
    const kindred::ExtractedArticle article = kindred::extractArticle(productPage(textTag, lines, between));
    QCOMPARE(article.paragraphs, QStringList {kDescription});
}

QTEST_APPLESS_MAIN(TestDataLines)
#include "tst_datalines.moc"
