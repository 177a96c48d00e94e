// Links in the article's prose: a first paragraph that opens with links, paragraphs that open with
// a link and cite more (prose, not teasers), a last sentence that a link closes, paragraphs mostly
// linked inside a marked body. Pages are made by hand with ArticlePages.h, as in tst_articleparts
// and tst_articleedges.

#include "ArticlePages.h"
#include "extract/PlateauExtractor.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace articlepages;

namespace {

// An article paragraph that cites in most of its words, as blogs and wires do: `plain` plain words,
// then a link of the next three, in turn (1: three words of four linked; 2: three of five).
QString citing(int i, int plain)
{
    const QStringList words = kParagraphs.at(i).split(u' ');
    QString html = u"<p>"_s;
    for (qsizetype w = 0; w < words.size(); w += plain + 3) {
        html += words.mid(w, plain).join(u' ');
        if (const QStringList linked = words.mid(w + plain, 3); !linked.isEmpty())
            html += u" <a href=\"/topic/"_s + QString::number(w) + u"\">"_s + linked.join(u' ') + u"</a>"_s;
        html += u' ';
    }
    return html + u"</p>\n"_s;
}

} // namespace

class TestArticleLinks : public QObject
{
    Q_OBJECT

private slots:
    void paragraphOpeningWithLinks();
    void proseOpeningWithLinksCitesMore();
    void lastSentenceClosedByALink_data();
    void lastSentenceClosedByALink();
    void markedBodyCitesInMostWords();
    void markedBodyCitesPastClutter();
    void markedBodyCrossReferenceBetweenCitingParagraphs();
};

// The article's first paragraph opens with links (a guest, her profile, her field, her
// institute): the plateau begins after them, the paragraph still comes back whole.
void TestArticleLinks::paragraphOpeningWithLinks()
{
    const QString html
        = u"<!doctype html><html><head><title>Episode 158 | The Podcast</title></head><body>"
          u"<div class=\"top\"><a href=\"/\">The Podcast</a> <a href=\"/all\">All episodes</a></div>"
          u"<article><h1>Episode 158: fusion in the accelerator</h1><div class=\"body\">"
          u"<p><a href=\"/kg\">Kathrin Goebel</a> (<a href=\"/tw\">Twitter</a>) is an <a href=\"/ap\">"
          u"astrophysicist</a> and works at the <a href=\"/gsi\">Helmholtz Centre for Heavy Ion "
          u"Research</a>. "
          u"There she spent the last two years at the R3B experiment.</p>\n"_s
        + paragraphs(0, 4)
        + u"</div></article><div class=\"bottom\"><a href=\"/i\">Imprint</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    QVERIFY2(
        text.contains(u"Kathrin Goebel (Twitter) is an astrophysicist and works at the Helmholtz Centre"_s),
        qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(3)), qPrintable(text));
    QVERIFY2(!text.contains(u"All episodes"_s), qPrintable(text));
}

// Paragraphs that each open with a link and cite more inside are prose, however many follow one
// another; teasers open with their link (the headline) and cite nothing in their summary, even
// with a link to "More" at the end.
void TestArticleLinks::proseOpeningWithLinksCitesMore()
{
    const auto linked = [](int i) {
        // The paragraph's first word a link, then a link every five words (ArticlePages.h's way).
        const QString html = paragraph(i, 5);
        const qsizetype space = html.indexOf(u' ');
        return u"<p><a href=\"/who\">"_s + html.mid(3, space - 3) + u"</a>"_s + html.mid(space);
    };
    QString teasers = u"<div class=\"c7\"><h2>Elsewhere</h2>"_s;
    for (const auto &[headline, summary] :
        {std::pair {u"Ferry fares rise"_s, u"Tickets cost a pound more from May."_s},
            std::pair {u"Library hours cut"_s, u"Branch libraries will close on Mondays."_s},
            std::pair {u"Market moves indoors"_s, u"Stalls return to the old corn exchange."_s},
            std::pair {u"Harbour wall repaired"_s, u"Divers finished the work a week early."_s}})
        teasers
            += u"<p><a href=\"/x\">"_s + headline + u"</a> "_s + summary + u" <a href=\"/x\">More</a></p>"_s;
    teasers += u"</div>"_s;
    const QString text = kindred::extractArticle(
        page(u"<div class=\"c1\">"_s + linked(0) + linked(1) + paragraphs(2, 5) + u"</div>"_s + teasers))
                             .text();
    for (int i = 0; i < 5; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i)), qPrintable(text));
    QVERIFY2(!text.contains(u"Ferry fares"_s) && !text.contains(u"Divers finished"_s), qPrintable(text));
}

void TestArticleLinks::lastSentenceClosedByALink_data()
{
    QTest::addColumn<QString>("ending");
    QTest::addColumn<QString>("present");
    QTest::addColumn<QString>("absent");
    const QString sentence
        = u"<p>The bridge, first opened in 1894, is one of the last working swing bridges in the "_s;
    // A link of one word costs more than it weighs: the plateau ends before it, the line does not.
    QTest::newRow("closed by a link")
        << sentence + u"<a href=\"/r\">region.</a></p>"_s << u"swing bridges in the region."_s << QString();
    // A link after the sentence's end is no part of it ("Continued", "Read more").
    QTest::newRow("link after the end") << sentence + u"region. <a href=\"/p2\">Continued</a></p>"_s
                                        << u"swing bridges in the region."_s << u"Continued"_s;
    // A short line ending in a link is clutter at the edge, with its link or without it.
    QTest::newRow("short line") << sentence
            + u"region.</p><p>For the latest stories and breaking news download our <a href=\"/app\">apps</a></p>"_s
                                << u"swing bridges in the region."_s << u"breaking news"_s;
}

void TestArticleLinks::lastSentenceClosedByALink()
{
    QFETCH(QString, ending);
    QFETCH(QString, present);
    QFETCH(QString, absent);
    // The story's element ends where its text does (no box after it in the element that would take
    // the plateau past its last line).
    const QString html
        = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier</title></head>"_s
          u"<body><div class=\"top\"><a href=\"/\">The Courier</a><ul><li><a href=\"/s\">News</a></li>"_s
          u"<li><a href=\"/s\">Sport</a></li></ul></div><div class=\"page\"><div class=\"col-a\">"_s
          u"<h1>Bridge to reopen next spring</h1><div class=\"by\">By Ann Other | 4 March</div>"_s
          u"<div class=\"text\">"_s
        + paragraphs(0, 4) + ending
        + u"</div></div><div class=\"col-b\"><h3>Latest</h3><ul><li><a href=\"/n\">Council tax rise "_s
          u"approved after long debate</a></li><li><a href=\"/n\">School meals supplier changes hands"_s
          u"</a></li></ul></div></div><div class=\"bottom\"><a href=\"/t\">Terms of use and privacy</a>"_s
          u" Copyright The Courier</div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    QVERIFY2(text.contains(kParagraphs.at(0)) && text.contains(present), qPrintable(text));
    QVERIFY2(absent.isEmpty() || !text.contains(absent), qPrintable(text));
}

// Inside the element a page marks as its article body (itemprop="articleBody"), paragraphs that
// cite in three words of four are the article's; outside such a mark, a block mostly linked reads
// as a menu. A byline at the body's top has too few plain words to be prose.
void TestArticleLinks::markedBodyCitesInMostWords()
{
    const QString text = kindred::extractArticle(
        page(u"<div itemprop=\"articleBody\"><p>By <a href=\"/ao\">Ann Other</a> - Mon, 03/04/2019 - "_s
             u"6:41am.</p>"_s
            + citing(0, 1) + citing(1, 1) + paragraphs(2, 6) + u"</div>"_s))
                             .text();
    for (int i = 0; i < 6; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i)), qPrintable(text));
    QVERIFY2(!text.contains(u"6:41am"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Weather and travel"_s) && !text.contains(u"Rail strike"_s), qPrintable(text));
}

// In a marked body, past a video box and a list of related links after the story's opening,
// paragraphs that cite in most of their words are still the article's: the walk from the plateau
// keeps them.
void TestArticleLinks::markedBodyCitesPastClutter()
{
    QString clutter
        = u"<div class=\"c-v\"><div class=\"t\">Watch: the swing bridge opens for a tall ship</div>"_s
          u"<button>Play</button><span>02:14</span></div>\n<div class=\"c-r\"><strong>Related"_s
          u"</strong><ul>"_s;
    for (const QString &headline : {u"Ferry timetable changes for the summer season"_s,
             u"Council approves new cycle lanes on the quay"_s,
             u"Harbour museum reopens after two years of work"_s, u"Rail works close the coast line in May"_s,
             u"Fishing fleet returns early as storms hit coast"_s,
             u"School meals supplier changes hands again"_s})
        clutter += u"<li><a href=\"/r\">"_s + headline + u"</a></li>"_s;
    clutter += u"</ul></div>\n"_s;
    const QString body = u"<section itemprop=\"articleBody\">"_s + paragraphs(0, 3) + clutter + citing(3, 2)
        + citing(4, 2) + citing(5, 2) + u"</section>"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 6; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i)), qPrintable(text));
    QVERIFY2(!text.contains(u"Ferry timetable"_s) && !text.contains(u"tall ship"_s), qPrintable(text));
}

// In a marked body, a "Related" line between the story's paragraphs is furniture, also where the
// paragraphs after it cite in most of their words: they are prose that it stands between.
void TestArticleLinks::markedBodyCrossReferenceBetweenCitingParagraphs()
{
    const QString body = u"<section itemprop=\"articleBody\">"_s + paragraphs(0, 3)
        + u"<p><strong>Related</strong> <a href=\"/r\">Ferry timetable changes for the summer season</a></p>\n"_s
        + citing(3, 2) + citing(4, 2) + citing(5, 2) + u"</section>"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 6; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i)), qPrintable(text));
    QVERIFY2(!text.contains(u"Ferry timetable"_s), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestArticleLinks)
#include "tst_articlelinks.moc"
