// The author's box after a page's story: a biography longer than any of the story's paragraphs,
// under its heading ("About the author", "About" and the byline's name) or opened by the byline's
// name, whatever the boxes are named. (What else stands outside the article's body:
// tst_articlebody.) Pages are made by hand with ArticlePages.h.

#include "ArticlePages.h"
#include "extract/PlateauExtractor.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace articlepages;

class TestAuthorBox : public QObject
{
    Q_OBJECT

private slots:
    void biographyLongerThanEachParagraph();
    void biographyUnderItsHeading_data();
    void biographyUnderItsHeading();
    void authorHeadingOverThePost();
    void biographyOpenedByTheBylineName_data();
    void biographyOpenedByTheBylineName();
};

namespace {

// An author's biography, longer than a short story: what the boxes after a story hold.
const QString kBiography
    = u"Ann Other is a senior correspondent at the Courier, covering transport, planning and the "_s
      u"county council. Before joining the paper in 2014 she spent six years at regional newspapers "_s
      u"in the north, where she reported on local government, the courts and housing, and won two "_s
      u"regional press awards for her reporting on the closure of the county's last maternity unit."_s;

} // namespace

void TestAuthorBox::biographyLongerThanEachParagraph()
{
    // A page that marks nothing: the author's biography after the story, in a box of its own, is
    // longer than any of the story's paragraphs. The article's core is not climbed to from it.
    const QString biography
        = u"Ann Other is a senior correspondent at the Courier, covering transport, planning and the "_s
          u"county council. Before joining the paper in 2014 she spent six years at regional newspapers "_s
          u"in the north, where she reported on local government and the courts."_s;
    const QString text = kindred::extractArticle(
        barePage(u"<main><div class=\"c-p1\"><h1>Bridge to reopen next spring</h1>\n<div class=\"by\">"_s
                 u"By Ann Other | 4 March</div>\n<div class=\"c-x1\"><div class=\"c-x2\">\n"_s
            + paragraphs(0, 6) + u"</div></div>\n<div class=\"c-q9\"><p>"_s + biography
            + u"</p></div>\n</div></main>"_s))
                             .text();
    for (int i = 0; i < 6; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"senior correspondent"_s), qPrintable(text));
}

void TestAuthorBox::biographyUnderItsHeading_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("byline");
    QTest::newRow("english") << u"<h4>About the Author</h4>"_s << QString();
    QTest::newRow("colon, inside a span") << u"<h3><span>About the author:</span></h3>"_s << QString();
    QTest::newRow("german") << u"<h2 class=\"c-h\">Über den Autor</h2>"_s << QString();
    // "About" and the name the byline links to its author's page.
    const QString byline = u"<p class=\"c-b\">By <a href=\"/authors/ann-other\">Ann Other</a></p>"_s;
    QTest::newRow("about the byline's name") << u"<h3>About Ann Other</h3>"_s << byline;
    QTest::newRow("über the byline's name") << u"<h3>Über Ann Other</h3>"_s << byline;
}

void TestAuthorBox::biographyUnderItsHeading()
{
    // A short story, and after it a box whose class names say nothing holds the author's biography,
    // longer than the story: its heading says whose it is.
    QFETCH(QString, heading);
    QFETCH(QString, byline);
    // Not opened by the name: a paragraph that is goes with the byline's name alone (below).
    const QString biography = u"Our "_s + kBiography.section(u' ', 3)
        + u" She studied history in Leeds and lives by the coast with her family and two dogs."_s;
    const QString text = kindred::extractArticle(
        barePage(u"<main><div class=\"c-p1\"><h1>Bridge to reopen next spring</h1>\n"_s + byline
            + u"<div class=\"c-x1\">\n"_s + paragraphs(0, 2) + u"</div>\n<div class=\"c-q9\">"_s + heading
            + u"<img src=\"/a.jpg\" alt=\"\"><p>"_s + biography + u"</p></div>\n</div></main>"_s))
                             .text();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i)), qPrintable(text));
    QVERIFY2(!text.contains(u"senior correspondent"_s), qPrintable(text));
}

void TestAuthorBox::biographyOpenedByTheBylineName_data()
{
    QTest::addColumn<QString>("head");
    QTest::addColumn<QString>("byline");
    QTest::addColumn<bool>("biographyLeft");
    const QString linked = u"<span class=\"c-b\">By <a href=\"/authors/ann-other\">Ann Other</a></span>"_s;
    QTest::newRow("linked to the authors' pages") << QString() << linked << false;
    QTest::newRow("a link marked rel=author")
        << QString() << u"<p class=\"c-b\">Von <a rel=\"author\" href=\"/team/7\">Ann Other</a></p>"_s
        << false;
    QTest::newRow("the author in the head's metadata")
        << u"<meta name=\"author\" content=\"Ann Other\">"_s << u"<p class=\"c-b\">4 March</p>"_s << false;
    // The name in no link and no metadata: nothing says whose the paragraph is.
    QTest::newRow("a byline of plain text") << QString() << u"<p class=\"c-b\">By Ann Other</p>"_s << true;
}

void TestAuthorBox::biographyOpenedByTheBylineName()
{
    // A short story, then a box whose class says nothing holds a biography longer than the story,
    // under no heading: it opens with the name the byline links, which the story's paragraphs do not.
    QFETCH(QString, head);
    QFETCH(QString, byline);
    QFETCH(bool, biographyLeft);
    const QString page = u"<!doctype html><html><head><title>Bridge to reopen next spring</title>"_s + head
        + u"</head><body><div class=\"top\"><a href=\"/\">The Courier</a></div>\n<main><div class=\"c-p1\">"_s
          u"<h1>Bridge to reopen next spring</h1>\n"_s
        + byline + u"\n<div class=\"c-x1\">\n"_s + paragraphs(0, 2) + u"</div>\n<div class=\"c-q9\"><p>"_s
        + kBiography + u"</p></div>\n</div></main></body></html>"_s;
    const QString text = kindred::extractArticle(page.toUtf8()).text();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i)), qPrintable(text));
    QCOMPARE(text.contains(u"senior correspondent"_s), biographyLeft);
}

void TestAuthorBox::authorHeadingOverThePost()
{
    // A post whose box opens with its author's heading and line, then the post: more than a
    // biography follows the heading in its box, and the post stays.
    const QString text = kindred::extractArticle(
        barePage(u"<main><h1>Bridge to reopen next spring</h1>\n<div class=\"c-p1\">"_s
                 u"<h4>About the author</h4><p>Ann Other writes about transport.</p>\n"_s
            + paragraphs(0, 8) + u"</div></main>"_s))
                             .text();
    for (int i = 0; i < 8; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i)), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestAuthorBox)
#include "tst_authorbox.moc"
