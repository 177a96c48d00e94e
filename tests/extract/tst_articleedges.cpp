// Where an article begins and ends: the lede its class names and the standfirst its description
// names, the closing lines after its last paragraph (links at its edges: tst_articlelinks), the
// rights notice after them, a release's end mark ("###") and what follows it, and what tells a
// line of the article from a label at its edges: a sentence's end, a list, a run of a song's
// lines, a subheading over the text or over a part after clutter. (What stands outside a body the
// page marks, and an author's biography: tst_articlebody.) Most pages are made by hand with
// ArticlePages.h, as in tst_articleparts.

#include "ArticlePages.h"
#include "extract/PlateauExtractor.h"
#include "extract/TextBlocks.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace articlepages;

class TestArticleEdges : public QObject
{
    Q_OBJECT

private slots:
    void rightsNotice_data();
    void rightsNotice();
    void releaseEndMark_data();
    void releaseEndMark();
    void legalNoticeNamedSo_data();
    void legalNoticeNamedSo();
    void standfirst_data();
    void standfirst();
    void standfirstOpeningAsTheDescription_data();
    void standfirstOpeningAsTheDescription();
    void closingLines();
    void closingParagraphAfterPictures_data();
    void closingParagraphAfterPictures();
    void sentenceEnds_data();
    void sentenceEnds();
    void ledeNamedByItsClass_data();
    void ledeNamedByItsClass();
    void ledeUnderADateline();
    void ledeUnderACaptionedPicture_data();
    void ledeUnderACaptionedPicture();
    void standfirstInAHeadWithButtons();
    void cjkLinesAtTheEdges();
    void listAtTheEdge();
    void subheadingOpeningTheText_data();
    void subheadingOpeningTheText();
    void linesOfASong();
    void quoteClosedTheGermanWay();
    void captionAtTheEdge();
    void subheadingOpeningAPartAfterLinks();
};

void TestArticleEdges::rightsNotice_data()
{
    QTest::addColumn<QString>("notice");
    QTest::newRow("copyright")
        << u"Copyright 2026 The Courier. All rights reserved. This material may not be "
           u"published, broadcast, rewritten or redistributed."_s;
    QTest::newRow("sign") << u"\u00A9 2026 The Courier Ltd. All rights reserved. Reproduction without "
                             u"permission is prohibited."_s;
}

void TestArticleEdges::rightsNotice()
{
    // The rights notice after the last paragraph is the page's, not the story's; a paragraph
    // about copyright inside the story stays.
    QFETCH(QString, notice);
    const QString inside = u"<p>The council said the copyright in the old bridge drawings had passed to the "
                           u"county archive, which will show them in the library this summer.</p>\n"_s;
    const QString text = kindred::extractArticle(
        page(paragraphs(0, 3) + inside + paragraphs(3, 5) + u"<p>"_s + notice + u"</p>"_s))
                             .text();
    QVERIFY2(!text.contains(u"All rights reserved"_s), qPrintable(text));
    QVERIFY2(text.contains(u"copyright in the old bridge drawings"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(text));
}

void TestArticleEdges::releaseEndMark_data()
{
    QTest::addColumn<QString>("mark");
    QTest::newRow("###") << u"###"_s;
    QTest::newRow("# # #") << u"# # #"_s;
    QTest::newRow("-30-") << u"-30-"_s;
    QTest::newRow("ENDS") << u"ENDS"_s;
}

void TestArticleEdges::releaseEndMark()
{
    // A press release ends its text with a mark on a line of its own; what follows is the sender's
    // description of itself and its contacts, as long and plain as the release's paragraphs.
    QFETCH(QString, mark);
    const QString about
        = u"<p>The Harbour Authority manages the port, its bridges and its waterways on behalf of the "_s
          u"county, and works with residents, businesses and visitors to keep the harbour safe, open "_s
          u"and clean for the generations to come.</p>\n<p>Media contact: press office, 01632 960 123.</p>\n"_s;
    const QString text
        = kindred::extractArticle(page(paragraphs(0, 5) + u"<p>"_s + mark + u"</p>\n"_s + about)).text();
    QVERIFY2(text.contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"on behalf of the county"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Media contact"_s), qPrintable(text));
}

void TestArticleEdges::legalNoticeNamedSo_data()
{
    QTest::addColumn<QString>("open"); // the notice's element, named as legal boilerplate
    QTest::newRow("legal") << u"<div class=\"legal\">"_s;
    QTest::newRow("disclaimer") << u"<div class=\"site-disclaimer\">"_s;
    QTest::newRow("copyright") << u"<div id=\"copyright-note\">"_s;
}

void TestArticleEdges::legalNoticeNamedSo()
{
    // The publisher's notice after the story, as long and as plain as a paragraph and without the
    // words a rights notice has: its element's name says what it is.
    QFETCH(QString, open);
    const QString notice
        = u"<p>The Courier is published by Courier Media Ltd, registered in England and Wales "
          u"under number 01234567. Letters and pictures sent to the paper may be edited and "
          u"used in print and online.</p>"_s;
    const QString text = kindred::extractArticle(page(paragraphs(0, 5) + open + notice + u"</div>"_s)).text();
    QVERIFY2(!text.contains(u"Courier Media Ltd"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(text));
}

void TestArticleEdges::standfirst_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("description"); // the page's <meta name="description">
    QTest::addColumn<int>("count"); // how often the standfirst must be found in the text
    const QString deck = u"Three years late, the crossing opens in April"_s;
    // Under the headline, shorter than a sentence: the page's description says it is the deck.
    QTest::newRow("deck") << u"<p class=\"deck\">"_s + deck + u"</p>\n"_s + kFigure + paragraphs(0, 5) << deck
                          << 1;
    QTest::newRow("no description") << u"<p class=\"deck\">"_s + deck + u"</p>\n"_s + paragraphs(0, 5)
                                    << QString() << 0;
    // The same words after the article (a teaser of this story in a side box) are not its deck.
    QTest::newRow("after the article")
        << paragraphs(0, 5) + u"<div class=\"box\"><p>"_s + deck + u"</p></div>"_s << deck << 0;
    // A description that is the first paragraph: that paragraph is not repeated.
    QTest::newRow("first paragraph") << paragraphs(0, 5) << kParagraphs.at(0) << 1;
}

void TestArticleEdges::standfirst()
{
    QFETCH(QString, body);
    QFETCH(QString, description);
    QFETCH(int, count);
    const QString head = description.isEmpty()
        ? QString()
        : u"<meta name=\"description\" content=\""_s + description + u"\">"_s;
    const QString text = kindred::extractArticle(page(body, head)).text();
    const QString wanted = description.isEmpty() ? u"Three years late"_s : description;
    QCOMPARE(text.count(wanted), count);
    QVERIFY2(text.contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(text));
}

void TestArticleEdges::standfirstOpeningAsTheDescription_data()
{
    QTest::addColumn<QString>("deck"); // under the headline, in the page's header
    QTest::addColumn<QString>("description");
    QTest::addColumn<bool>("found");
    QTest::addColumn<bool>("lenient"); // the page is one the strict pass finds nothing in
    const QString deck = u"Harbour Energy is building the largest tidal plant in the north. Its first "
                         u"turbine started turning on Monday, two months ahead of plan."_s;
    // The deck goes on past the description.
    QTest::newRow("deck goes on")
        << u"Harbour Energy is building the largest tidal plant in the north. Its first turbine "
           u"started turning on Monday, two months early."_s
        << u"Harbour Energy is building the largest tidal plant in the north. Its first turbine "
           u"started turning on Monday."_s
        << true << false;
    // The description carries a teaser of another story after the deck's words.
    QTest::newRow("description goes on")
        << deck << deck + u" READ MORE: Ferry fares rise again as the operator blames fuel costs and staff"_s
        << true << false;
    // The page's description is read by the strict pass, and the lenient one finds the deck by it.
    QTest::newRow("lenient pass") << deck << deck << true << true;
    // A block that only opens with the description's first words says something else.
    QTest::newRow("same opening only")
        << u"Harbour Energy is building a new office block on the quay, the council heard, and "
           u"the plans go on show next week."_s
        << deck << false << false;
}

// A deck that says what the page's description says, though not word for word: it opens alike
// for most of the shorter of the two. Here it stands in the page's header with the headline,
// apart from the article's element, so nothing else takes it in.
void TestArticleEdges::standfirstOpeningAsTheDescription()
{
    QFETCH(QString, deck);
    QFETCH(QString, description);
    QFETCH(bool, found);
    QFETCH(bool, lenient);
    const QString share = u"<ul class=\"share\"><li><a href=\"/s\">Share</a></li><li><a href=\"/t\">Post</a>"
                          u"</li><li><a href=\"/m\">E-mail</a></li></ul>\n"_s;
    QByteArray html = page(share + kFigure + paragraphs(0, 5),
        u"<meta name=\"description\" content=\""_s + description + u"\">"_s);
    const QByteArray headline = "<h1>Bridge to reopen next spring</h1>";
    html.replace(headline, "");
    html.replace("<div class=\"page\">",
        "<header class=\"post\">" + headline + "<div class=\"top\"><span>" + deck.toUtf8()
            + "</span></div></header>\n<div class=\"page\">");
    if (lenient) // all of it in an element that the strict pass takes for chrome
        html.replace("<body>", "<body><div role=\"complementary\">").replace("</body>", "</div></body>");
    const QString text = kindred::extractArticle(html).text();
    QVERIFY2(text.count(deck) == (found ? 1 : 0), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(text));
}

// Short paragraphs right after the last one, beside it in the post's element, close the post (a
// sign-off, a last line of dialogue), though the plateau ends before them; the post's navigation
// after them does not.
void TestArticleEdges::closingLines()
{
    const QString html
        = u"<!doctype html><html><head><title>Bridge | The Courier</title></head><body>"
          u"<div id=\"content\"><div class=\"post\"><h2><a href=\"/p\">Bridge to reopen</a></h2>"
          u"<p class=\"meta\">14 June (<a href=\"/c\">Local</a>)</p>\n"_s
        + paragraphs(0, 3)
        + u"<p>Thanks!</p>\n<p>Bye!</p>\n<div id=\"ad\"><script>var a = 1;</script></div>"
          u"</div><div class=\"nav\"><a href=\"/o\">Older post</a> <a href=\"/n\">Newer post</a>"
          u"</div></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    QVERIFY2(text.endsWith(kParagraphs.at(2) + u"\n\nThanks!\n\nBye!"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Older post"_s), qPrintable(text));
}

void TestArticleEdges::closingParagraphAfterPictures_data()
{
    QTest::addColumn<QString>("between");
    QTest::addColumn<QString>("last");
    QTest::addColumn<bool>("kept");
    // Pictures set in the article's own paragraphs, each with its line ("Click to enlarge"), and
    // an empty paragraph: the story's last paragraph after them is its close, however short.
    const QString pictures
        = u"<p><a href=\"/big1.jpg\"><img src=\"/t1.jpg\"></a> Click to enlarge</p>\n<p>&nbsp;</p>\n"_s
          u"<p><a href=\"/big2.jpg\"><img src=\"/t2.jpg\"></a> Click to enlarge</p>\n<p>&nbsp;</p>\n"_s;
    const QString close = u"When the council will decide on the tolls is not yet known."_s;
    QTest::newRow("after pictures") << pictures << close << true;
    // A line that ends no sentence after them is a credit or a label, not the close.
    QTest::newRow("no sentence") << pictures
                                 << u"Pictures and words by the harbour desk of the Calder Gazette"_s
                                 << false;
    // After a box of another shape (links to other stories) a short paragraph is no part of the
    // article (kPartWords), as before.
    QTest::newRow("after a box") << u"<div class=\"rel\"><span>See also</span><ul><li><a href=\"/1\">Why "_s
                                    u"repairs to old bridges cost so much</a></li><li><a href=\"/2\">Mayor "_s
                                    u"faces questions over contracts</a></li></ul></div>\n"_s
                                 << close << false;
}

// The walk past the plateau keeps a part of fewer than kPartWords words when all it crossed to
// reach it were the article's own short lines and the part ends a sentence.
void TestArticleEdges::closingParagraphAfterPictures()
{
    QFETCH(QString, between);
    QFETCH(QString, last);
    QFETCH(bool, kept);
    const QString html = u"<!doctype html><html><head><title>Bridge | The Courier</title></head><body>"
                         u"<div class=\"post\"><h1>Bridge to reopen</h1>\n"_s
        + paragraphs(0, 4) + between + u"<p>"_s + last
        + u"</p>\n</div><div class=\"latest\"><h3>Latest posts</h3><ul>"_s
          u"<li><a href=\"/a\">Rail strike called off at the last minute by the union</a></li>"_s
          u"<li><a href=\"/b\">New library opens in the old post office on Monday</a></li>"_s
          u"<li><a href=\"/c\">School meals supplier changes hands after the sale</a></li>"_s
          u"</ul></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    QVERIFY2(text.contains(kParagraphs.at(3)), qPrintable(text));
    QVERIFY2(text.contains(last) == kept, qPrintable(text));
    QVERIFY2(!text.contains(u"Rail strike"_s), qPrintable(text));
}

void TestArticleEdges::sentenceEnds_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("sentence");
    QTest::newRow("full stop") << u"The bridge reopens."_s << true;
    QTest::newRow("quoted") << u"He said: \u201EWir bauen.\u201C"_s << true;
    QTest::newRow("ellipsis") << u"And then\u2026"_s << true;
    QTest::newRow("Japanese") << u"\u6A4B\u304C\u958B\u304F\u3002"_s << true;
    QTest::newRow("Chinese quote") << u"\u4ED6\u8BF4\u300C\u597D\u3002\u300D"_s << true;
    QTest::newRow("Hindi") << u"\u092A\u0941\u0932 \u0916\u0941\u0932\u093E\u0964"_s << true;
    QTest::newRow("Arabic question") << u"\u0645\u062A\u0649\u061F"_s << true;
    QTest::newRow("Urdu") << u"\u067E\u0644 \u06A9\u06BE\u0644\u0627\u06D4"_s << true;
    QTest::newRow("Amharic") << u"\u12F5\u120D\u12F5\u1362"_s << true;
    QTest::newRow("label") << u"Share this story"_s << false;
    QTest::newRow("credit") << u"Photo: J. Smith/AP"_s << false;
    QTest::newRow("empty") << QString() << false;
}

// A line at the article's edge that ends as a sentence ends is kept, in any script.
void TestArticleEdges::sentenceEnds()
{
    QFETCH(QString, line);
    QFETCH(bool, sentence);
    QCOMPARE(kindred::endsSentence(line), sentence);
}

void TestArticleEdges::ledeNamedByItsClass_data()
{
    QTest::addColumn<QString>("element"); // the opening tag around the block under the headline
    QTest::addColumn<bool>("found");
    QTest::newRow("intro") << u"<div class=\"content__intro\">"_s << true;
    QTest::newRow("lead") << u"<div class=\"article-lead\">"_s << true;
    QTest::newRow("Vorspann") << u"<section id=\"vorspann\">"_s << true;
    QTest::newRow("no name") << u"<div class=\"box\">"_s << false;
    QTest::newRow("leaderboard") << u"<div class=\"leaderboard\">"_s << false;
}

// The block under the headline, set apart from the article by its byline and its photo, is its
// lede when its class names it so, whatever its tag.
void TestArticleEdges::ledeNamedByItsClass()
{
    QFETCH(QString, element);
    QFETCH(bool, found);
    const QString lede = u"Two towns are arguing over who pays for the bridge. The county says it will "
                         u"decide before the summer."_s;
    const QString tag = element.mid(1, element.indexOf(u' ') - 1);
    QByteArray html = page(kFigure + paragraphs(0, 5));
    html.replace(
        "<div class=\"by\">", (element + lede + u"</"_s + tag + u">\n<div class=\"by\">"_s).toUtf8());
    const QString text = kindred::extractArticle(html).text();
    QCOMPARE(text.contains(lede), found);
    QVERIFY2(text.contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(text));
}

void TestArticleEdges::ledeUnderADateline()
{
    // A short story set by a page builder, each paragraph deep in boxes of its own, a fact box and an
    // embedded post between them; under the headline a dateline with its reading time, whose words
    // are no prose. The first paragraph is the story's lede all the same: the block after the line.
    const auto nested = [](const QString &content) {
        return u"<div class=\"r1\"><div class=\"c1\"><div class=\"i1\"><div class=\"w1\"><div class=\"t1\">"_s
               u"<div class=\"w2\">"_s
            + content + u"</div></div></div></div></div></div>\n"_s;
    };
    QString facts = u"<dl class=\"k9\">"_s;
    for (const QString &term : {u"Span"_s, u"Opened"_s, u"Owner"_s, u"Traffic"_s, u"Repairs"_s})
        facts += u"<dt><strong>"_s + term + u"</strong></dt><dd>Harbour board, Courier</dd>"_s;
    facts += u"</dl>"_s;
    const QString lede
        = u"The harbour authority confirmed on Monday that the old swing bridge will reopen to "_s
          u"traffic next spring, after three years of <a href=\"/t/1\">repairs</a>."_s;
    const QString html
        = u"<!doctype html><html><head><title>Bridge to reopen next spring</title></head><body>"_s
          u"<div class=\"top\"><a href=\"/\">The Courier</a></div>\n<main><h1>Bridge to reopen next "_s
          u"spring</h1>\n<div class=\"m3\"><span class=\"author\">By <a href=\"/authors/x\">Ann "_s
          u"Other</a></span> <time datetime=\"2019-05-02\">May 2, 2019</time> <span class=\"rt\">4 "_s
          u"min read</span></div>\n<div class=\"s4\"><a href=\"#\">Facebook</a><a href=\"#\">Email</a>"_s
          u"</div>\n<div class=\"x1\">"_s
        + nested(u"<p>"_s + lede + u"</p>"_s) + nested(facts)
        + nested(u"<blockquote class=\"twitter-tweet\"><p>Huge crowds here this morning <a "_s
                 u"href=\"https://t.co/x\">pic.twitter.com/x</a></p></blockquote>"_s)
        + nested(paragraph(1, 2))
        + u"</div></main><div class=\"bottom\"><a href=\"/t\">Terms</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    QVERIFY2(text.contains(u"old swing bridge will reopen"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(1).section(u' ', 0, 2)), qPrintable(text));
    QVERIFY2(!text.contains(u"4 min read"_s), qPrintable(text));
}

void TestArticleEdges::ledeUnderACaptionedPicture_data()
{
    QTest::addColumn<QString>("picture"); // between the byline and the body
    QTest::newRow("no picture") << QString();
    QTest::newRow("captioned picture")
        << u"<div class=\"k15\"><div class=\"k16\"><img src=\"/p/1.jpg\" alt=\"\"></div><div class=\"k18\">"_s
           u"<div class=\"k19\">Workers lift a new section of railing onto the swing bridge over the harbour "_s
           u"on Friday afternoon.</div></div></div>\n"_s;
}

void TestArticleEdges::ledeUnderACaptionedPicture()
{
    // A news site sets its story's paragraphs in <div>s and its lede apart, in a <p> of its own box,
    // with a "Read More" link between it and the rest; under the headline a picture may stand in a
    // box with its caption, a sentence. The lede is the <p>, the caption no part of the text. (The
    // headline says it in other words: a lede that echoes it is found by that.)
    QFETCH(QString, picture);
    QString rest;
    for (int i = 1; i < 6; ++i)
        rest += (i < 3 ? u"<div class=\"k24\">"_s : u"<div class=\"k27\">"_s) + kParagraphs.at(i)
            + u"</div>\n"_s;
    const QString html
        = u"<!doctype html><html><head><title>Council faces questions over costs</title></head><body>"_s
          u"<h1 class=\"k0\">Council faces questions over costs</h1>\n<div class=\"k1\"><div class=\"k2\"><p "_s
          u"class=\"k3\">By <a href=\"/profiles/x\">Ann Other</a>, The Courier</p></div></div>\n"_s
        + picture
        + u"<div class=\"k20\" itemprop=\"articleBody\"><section class=\"k21\"><div class=\"k22\">\n"_s
          u"<div class=\"k23\"><p class=\"k24\">"_s
        + kParagraphs.at(0)
        + u"</p></div>\n<div class=\"k25\"><a href=\"#all\">Read More</a></div>\n<div class=\"k26\">\n"_s
        + rest + u"</div></div></section></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    QVERIFY2(text.contains(u"old swing bridge will reopen"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(5).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Workers lift"_s), qPrintable(text));
}

void TestArticleEdges::standfirstInAHeadWithButtons()
{
    // The story's head in a box of its own: the headline, the standfirst (as the page's description
    // says it) and a row of buttons (give, share, save). Few words around form controls make a widget
    // (a sign-up box, a poll) everywhere else; a box that holds the headline is the story's head.
    const QString summary = u"Three years and twice the budget later, the old swing bridge is nearly done, "_s
                            u"the harbour authority says."_s;
    const QString html
        = u"<!doctype html><html><head><title>Bridge to reopen next spring</title><meta name=\"description\" "_s
          u"content=\""_s
        + summary
        + u"\"></head><body><div class=\"top\"><a href=\"/\">The Courier</a></div>\n<article><header "_s
          u"class=\"h1x\"><h1>Bridge to reopen next spring</h1>\n<p class=\"s1\">"_s
        + summary
        + u"</p>\n<ul class=\"t1\"><li><button>Give this article</button></li><li><button>Share</button></li>"_s
          u"<li><button>Save</button></li></ul></header>\n<section class=\"b1\">"_s
        + paragraphs(0, 5)
        + u"</section></article><div class=\"bottom\"><a href=\"/t\">Terms</a></div></body></html>"_s;
    const kindred::ExtractedArticle article = kindred::extractArticle(html.toUtf8());
    QCOMPARE(article.title, u"Bridge to reopen next spring"_s);
    QVERIFY2(article.text().contains(u"twice the budget later"_s), qPrintable(article.text()));
    QVERIFY2(article.text().contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(article.text()));
}

void TestArticleEdges::cjkLinesAtTheEdges()
{
    // Chinese has no spaces between words and ends sentences with "\u3002": a long line without a
    // sentence's end and a short sentence at the ends of the article are no clutter.
    const QString first
        = u"\u4E09\u5E74\u7EF4\u4FEE\u4E4B\u540E\u8001\u65CB\u8F6C\u6865\u7EC8\u4E8E\u8981\u91CD\u65B0"
          u"\u5F00\u653E\u4E86\u5C45\u6C11\u548C\u5546\u6237\u90FD\u5728\u671F\u5F85\u8FD9\u4E00"
          u"\u5929\u7684\u5230\u6765"_s; // 34 characters, no full stop
    const QString last
        = u"\u5927\u6865\u5C06\u4E8E\u56DB\u6708\u6B63\u5F0F\u5F00\u653E\u3002"_s; // one short sentence
    const QString body
        = u"\u6E2F\u53E3\u7BA1\u7406\u5C40\u5468\u4E00\u786E\u8BA4\uFF0C\u8FD9\u5EA7\u8001\u65CB\u8F6C"
          u"\u6865\u5C06\u5728\u660E\u5E74\u6625\u5929\u91CD\u65B0\u5F00\u653E\u901A\u884C\uFF0C"
          u"\u6B64\u524D\u7684\u7EF4\u4FEE\u5DE5\u7A0B\u5386\u65F6\u4E09\u5E74\uFF0C\u8D39\u7528"
          u"\u8FDC\u8D85\u6700\u521D\u9884\u7B97\u3002"_s;
    QString html = u"<html><body><div><a href=/>\u9996\u9875</a> <a href=/n>\u65B0\u95FB</a></div><div><p>"_s
        + first + u"</p>"_s;
    for (int i = 0; i < 5; ++i)
        html += u"<p>"_s + body + u"</p>"_s;
    html += u"<p>"_s + last + u"</p></div></body></html>"_s;
    const kindred::ExtractedArticle article = kindred::extractArticle(html.toUtf8());
    QCOMPARE(article.paragraphs.size(), 7);
    QCOMPARE(article.paragraphs.first(), first);
    QCOMPARE(article.paragraphs.last(), last);
}

void TestArticleEdges::listAtTheEdge()
{
    // A recipe ends with its list of ingredients: short lines, no sentences, but a list of them.
    // A lone short line at the other edge is still clutter.
    const QByteArray paragraph
        = "<p>The bakery on the harbour front has sold this cake every Sunday since it "
          "opened, and the owner finally agreed to share how it is made at home.</p>";
    const QByteArray page = "<html><body><div><p>Filed under baking</p>" + paragraph.repeated(4)
        + "<ul><li>Two hundred grams of plain white flour</li><li>One hundred grams of fine brown sugar</li>"
          "<li>Two large eggs from the farm shop</li></ul></div></body></html>";
    const kindred::ExtractedArticle article = kindred::extractArticle(page);
    QCOMPARE(article.paragraphs.size(), 7);
    QCOMPARE(article.paragraphs.last(), u"Two large eggs from the farm shop"_s);
    QVERIFY(!article.text().contains(u"Filed under"_s));
}

void TestArticleEdges::subheadingOpeningTheText_data()
{
    QTest::addColumn<QByteArray>("heading"); // the text of the <h3> opening the box
    QTest::addColumn<QByteArray>("between"); // what stands between it and the first paragraph
    QTest::addColumn<bool>("kept");
    const QByteArray title = "First clinical trial of an automated blood drawing device";
    const QByteArray figure
        = "<figure class=align-left><img src=/robot.jpg alt=\"\"><figcaption>A prototype of "
          "the device in the laboratory</figcaption></figure><p> </p>";
    QTest::newRow("over the text") << title << QByteArray() << true;
    QTest::newRow("over the picture") << title << figure << true;
    QTest::newRow("over a bare picture") << title << QByteArray("<img src=/robot.jpg alt=\"\">") << true;
    // A dateline over the picture is no subheading.
    QTest::newRow("dateline over the picture")
        << QByteArray("8:40AM Tuesday January 15, 2008") << figure << false;
}

void TestArticleEdges::subheadingOpeningTheText()
{
    // A subheading that opens the box of the article's paragraphs is the article's first line,
    // also above the article's picture; a section's name over a box of its own, or in no box with
    // the paragraphs, is still clutter.
    QFETCH(QByteArray, heading);
    QFETCH(QByteArray, between);
    QFETCH(bool, kept);
    const QByteArray paragraph
        = "<p>The new robot found a vein on the first try in most of the patients, the researchers "
          "said, and its blood tests matched those of the hospital's own laboratory.</p>";
    const QByteArray page = "<html><body><div class=nav><a href=/>Home</a> <a href=/news>News</a></div>"
                            "<div><h2>Science and technology</h2></div><div class=text><h3>"
        + heading + "</h3>" + between + paragraph.repeated(4)
        + "</div><div><h3>More from the university</h3></div></body></html>";
    const kindred::ExtractedArticle article = kindred::extractArticle(page);
    QCOMPARE(article.paragraphs.size(), kept ? 5 : 4);
    QCOMPARE(article.paragraphs.first() == QString::fromUtf8(heading), kept);
    QVERIFY(!article.text().contains(u"Science and technology"_s));
    QVERIFY(!article.text().contains(u"More from"_s));
    QVERIFY(!article.text().contains(u"A prototype"_s));
}

void TestArticleEdges::linesOfASong()
{
    // A song's lyrics are short lines without a sentence's end, each line a line of one element:
    // many of them in a row are the article, at its ends too. A short line in an element of its
    // own at the edge is still clutter.
    const QStringList verse {u"Morning comes across the harbour"_s, u"Gulls above the empty quay"_s,
        u"Every boat has left the water"_s, u"Every sail has gone to sea"_s,
        u"I will wait here by the lantern"_s, u"Till the tide comes back to me"_s};
    QString lines;
    for (const QString &line : verse)
        lines += line + u"<br />"_s;
    const QString page = u"<html><head><title>Harbour Song - Lyrics Blog</title></head><body>"
                         "<div class=nav><a href=/>Home</a> <a href=/songs>Songs</a></div>"
                         "<p>Thursday, July 28, 2011</p><div class=post>"_s
        + lines + u"<br />[Chorus]<br />"_s + lines + u"<br />"_s + lines
        + u"</div><p>Posted by Mara at 12:11</p></body></html>"_s;
    const kindred::ExtractedArticle article = kindred::extractArticle(page.toUtf8());
    QCOMPARE(article.paragraphs.size(), 3 * verse.size() + 1);
    QCOMPARE(article.paragraphs.first(), verse.first());
    QCOMPARE(article.paragraphs.last(), verse.last());
    QVERIFY(!article.text().contains(u"Thursday"_s));
    QVERIFY(!article.text().contains(u"Posted by"_s));
}

void TestArticleEdges::quoteClosedTheGermanWay()
{
    // German closes a quote with \u201C, French with \u00BB: a short quote ending so is a sentence.
    const QString paragraph
        = u"<p>Die B\u00E4ckerei am Hafen verkauft diesen Kuchen seit ihrer Er\u00F6ffnung "
          u"jeden Sonntag, und nun verr\u00E4t die Inhaberin, wie er zu Hause gelingt.</p>"_s;
    const QString page = u"<html><body><div><p>\u201EAu\u00DFen knusprig, innen cremig\u201C</p>"_s
        + paragraph.repeated(4) + u"<p>\u00AB Un g\u00E2teau pour tous \u00BB</p></div></body></html>"_s;
    const kindred::ExtractedArticle article = kindred::extractArticle(page.toUtf8());
    QCOMPARE(article.paragraphs.size(), 6);
}

void TestArticleEdges::captionAtTheEdge()
{
    // A photo's caption and credit belong to the photo, even set as a sentence at the article's top.
    const QByteArray paragraph
        = "<p>The bakery on the harbour front has sold this cake every Sunday since it "
          "opened, and the owner finally agreed to share how it is made at home.</p>";
    const QByteArray page = "<html><body><div><figure><img src=\"/cake.jpg\"><figcaption>The owner in her "
                            "kitchen behind the shop on the harbour front last Sunday. Photo: Example Press"
                            "</figcaption></figure>"
        + paragraph.repeated(4) + "</div></body></html>";
    const kindred::ExtractedArticle article = kindred::extractArticle(page);
    QCOMPARE(article.paragraphs.size(), 4);
    QVERIFY(!article.text().contains(u"Example Press"_s));
}

void TestArticleEdges::subheadingOpeningAPartAfterLinks()
{
    // The story goes on in a box of its own after a box of links, under a subheading set in bold:
    // the walk from the plateau took the subheading for clutter before the prose and began the
    // part at the prose, so the subheading was lost.
    const QString links = u"<div class=\"inl\"><span>Read more:</span><ul><li><a href=\"/1\">Why repairs "
                          u"to old bridges cost so much</a></li><li><a href=\"/2\">Mayor faces questions "
                          u"over contracts</a></li><li><a href=\"/3\">Ten crossings worth a visit</a></li>"
                          u"</ul></div>"_s;
    const QString html = u"<html><head><title>Bridge to reopen next spring</title></head><body>"
                         "<div class=\"top\"><a href=\"/\">The Courier</a> <a href=\"/n\">News</a></div>"
                         "<h1>Bridge to reopen next spring</h1><div class=\"a\">"_s
        + paragraphs(0, 4) + u"</div>"_s + links
        + u"<div class=\"a\"><p><b>What comes next for the bridge</b></p>"_s + paragraph(4)
        + u"</div><div class=\"footer\"><a href=\"/about\">About us</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    QVERIFY2(text.contains(u"What comes next for the bridge"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(4).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Ten crossings"_s), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestArticleEdges)
#include "tst_articleedges.moc"
