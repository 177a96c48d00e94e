// An article split by figures, ad slots, link boxes, pull quotes and forms must come back whole,
// while the page's menus, link lists, readers' responses and footer stay out. The pages are
// made by hand from parts, with neutral class names: the structure decides, not the names
// (ArticlePages.h). Where the article begins and ends: tst_articleedges.

#include "ArticlePages.h"
#include "extract/ArticleExtent.h"
#include "extract/PlateauExtractor.h"
#include "extract/TextBlocks.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace articlepages;

namespace {

// Text of the page around the article: none of it may appear in the answer.
const QStringList kChrome = {
    u"Weather and travel"_s, // menu
    u"Council tax rise approved after long debate"_s, // link list beside the article
    u"I drove over that bridge every day"_s, // readers' responses
    u"Terms of use and privacy"_s, // footer
};

const QString kAdSlot
    = u"<div class=\"u-77\"><div class=\"u-78\">Advertisement</div><div id=\"slot-3\"></div>"
      u"<a href=\"https://ads.example/click\"><img src=\"/px.gif\"></a></div>\n"_s;
const QString kReadMore = u"<div class=\"inl\"><span>Read more:</span><ul><li><a href=\"/1\">Why repairs to "
                          u"old bridges cost so much</a></li><li><a href=\"/2\">Mayor faces questions over "
                          u"contracts</a></li><li><a href=\"/3\">Ten historic crossings worth a "
                          u"visit</a></li></ul></div>\n"_s;
// A recirculation module: eight teasers, each a linked headline over a line of summary.
QString teaserModule()
{
    QString html = u"<div class=\"rc\"><h3>Most read</h3><ul>"_s;
    for (int i = 1; i <= 8; ++i)
        html += u"<li><a href=\"/t%1\"><img src=\"/t%1.jpg\"><span>Teaser headline number %1 about another "
                u"local story</span></a><span>Short summary %1</span></li>"_s.arg(i);
    return html + u"</ul></div>\n"_s;
}

// The sections of a list article after its introduction: an image and a heading over a short
// paragraph each, set deeper than the introduction's paragraphs, with layout markup between them.
QString listSections(int from, int to)
{
    QString html;
    for (int i = from; i < to; ++i) {
        html += u"<div class=\"item\"><div class=\"media\"><img src=\"/i%1.jpg\" alt=\"\"></div>"_s.arg(i);
        html += u"<div class=\"cell\"><div class=\"box\"><h3>Item %1</h3><p>"_s.arg(i) + kParagraphs.at(i)
            + u"</p></div></div></div>\n"_s + u"<div class=\"gap\"><div></div></div>"_s.repeated(20);
    }
    return html;
}

// A numbered list of links to earlier coverage, in the article's own element, as long as a
// paragraph or two.
// What `text` gets wrong: the first of paragraphs 0..count-1 it misses (by its words before any
// link) or the first of `absent` it holds; empty when nothing.
QString firstFault(const QString &text, int count, const QStringList &absent)
{
    for (int i = 0; i < count; ++i) {
        if (!text.contains(kParagraphs.at(i).section(u' ', 0, 7)))
            return u"missing paragraph %1 in:\n"_s.arg(i) + text;
    }
    for (const QString &chrome : absent) {
        if (text.contains(chrome))
            return u"kept \""_s + chrome + u"\" in:\n"_s + text;
    }
    return {};
}

QString coverageList()
{
    QString html = u"<p class=\"box\">"_s;
    for (int i = 1; i <= 12; ++i)
        html += u"%1. <a href=\"/c%1\">Earlier coverage number %1 of the repairs</a><br><br>"_s.arg(i);
    return html + u"</p>\n"_s;
}

const QString kPullQuote = u"<blockquote class=\"pq\"><p>We waited three years for this</p></blockquote>\n"_s;
const QString kNewsletter = u"<div class=\"nl\"><h4>Get the morning briefing</h4><p>Our best stories in "
                            u"your inbox.</p><form action=\"/s\"><input type=\"email\" name=\"e\"><input "
                            u"type=\"submit\" value=\"Go\"></form></div>\n"_s;
// Widgets under names that say nothing: a box of a few words around a form control.
const QString kVideoPlayer
    = u"<div class=\"k3\"><div class=\"k4\">Watch: How the swing bridge was lifted back "
      u"into place</div><button>Play</button><span>02:14</span></div>\n"_s;
const QString kPoll = u"<div class=\"k7\"><h4>Should the bridge be free for cyclists?</h4><label><input "
                      u"type=\"radio\" name=\"v\"> Yes</label><button>Vote</button></div>\n"_s;
const QString kConsent
    = u"<div class=\"k6\"><p>We use cookies to give you a better experience and to show you "
      u"personalised advertising. You can change your settings at any time.</p><button>Accept "
      u"all</button></div>\n"_s;
const QString kSignUp
    = u"<div class=\"k5\"><h3>Get the morning briefing</h3><p>The day's top stories in your "
      u"inbox every weekday.</p><form><input type=\"email\"><button>Sign up</button></form>"
      u"</div>\n"_s;
const QString kTweet = u"<blockquote class=\"tw\"><p>Bridge reopening confirmed for April! <a "
                       u"href=\"https://t.example/x\">t.example/x</a></p>&mdash; Harbour Authority "
                       u"<a href=\"https://t.example/s\">March 4</a></blockquote>\n"_s;

} // namespace

class TestArticleParts : public QObject
{
    Q_OBJECT

private slots:
    void splitArticle_data();
    void splitArticle();
    void citingParagraphs_data();
    void citingParagraphs();
    void shortArticle();
    void shortArticleGoesOnBelowATable();
    void commentsLongerThanArticle();
    void commentsAfterTheMarkedStory_data();
    void commentsAfterTheMarkedStory();
    void codeBetweenParagraphs();
    void linesOfOneParagraph();
    void anchorsAsBrowsersReadThem_data();
    void anchorsAsBrowsersReadThem();
    void toldInMetadata_data();
    void toldInMetadata();
    void unclosedTitle();
    void paragraphOpeningWithALink_data();
    void paragraphOpeningWithALink();
    void teasersAfterTheArticle();
    void teasersQuotingTheirStories();
    void boilerplateOutweighingTheStory_data();
    void boilerplateOutweighingTheStory();
    void storyGoesOnInATableOfItsOwn();
    void storyGoesOnInAGlossaryOfItsOwn_data();
    void storyGoesOnInAGlossaryOfItsOwn();
    void storyAboveLongerPosts_data();
    void storyAboveLongerPosts();
    void embeddedPostsBetweenParagraphs_data();
    void commentsUnderTheirHeading_data();
    void commentsUnderTheirHeading();
    void commentsHeadingAboveTheHeadline();
    void shortStoryBeforeTheComments();
    void commentsInADiscussion();
    void embeddedPostsBetweenParagraphs();
    void teasersOpeningWithTheirLink();
    void linkedItemsOfAListArticle_data();
    void linkedItemsOfAListArticle();
    void itemsPastThePlateau_data();
    void itemsPastThePlateau();
    void paragraphAfterAListThatOutweighsIt();
    void specificationsAfterADescription();
    void builderRowsOfAShortStory_data();
    void builderRowsOfAShortStory();
};

void TestArticleParts::splitArticle_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<int>("count"); // paragraphs 0..count-1 must all be found
    QTest::addColumn<QStringList>("furniture"); // must not be found

    QTest::newRow("figure") << paragraphs(0, 2) + kFigure + paragraphs(2, 6) << 6
                            << QStringList {u"Photo: J. Smith"_s};
    QTest::newRow("ad slot") << paragraphs(0, 3) + kAdSlot + paragraphs(3, 5) << 5
                             << QStringList {u"Advertisement"_s};
    QTest::newRow("read more box") << paragraphs(0, 2) + kReadMore + paragraphs(2, 4) << 4
                                   << QStringList {u"Read more"_s, u"Ten historic crossings"_s};
    QTest::newRow("newsletter form") << paragraphs(0, 3) + kNewsletter + paragraphs(3, 4) << 4
                                     << QStringList {u"morning briefing"_s, u"inbox"_s};
    QTest::newRow("pull quote and post") << paragraphs(0, 2) + kPullQuote + paragraphs(2, 4) + kTweet
            + paragraphs(4, 5) << 5 << QStringList {u"We waited three years"_s, u"t.example"_s};
    // A caption with its picture's credit is furniture wherever it stands, in a paragraph of the
    // article's shape or in a table around the picture.
    QTest::newRow("credited caption") << paragraphs(0, 2)
            + u"<p><img src=\"/pier.jpg\"></p>\n<p>The swing bridge on its opening day in 1894, seen from "
              u"the eastern bank. \u00A9 City Archive / J. Smith</p>\n"_s
            + paragraphs(2, 5) << 5 << QStringList {u"City Archive"_s, u"opening day in 1894"_s};
    // A paragraph named a caption is one, however long and well-formed its sentence (a tabloid's
    // "imageCaption" under each picture, WordPress's "wp-caption-text").
    QTest::newRow("paragraph named a caption") << paragraphs(0, 2)
            + u"<div class=\"img-group\"><img src=\"/pier.jpg\"></div><p class=\"imageCaption\">The swing "_s
              u"bridge on its opening day, when thousands of people lined both banks of the river to watch "_s
              u"the first ships pass through and the mayor gave a speech that was remembered for years.</p>\n"_s
            + paragraphs(2, 5) << 5 << QStringList {u"opening day"_s};
    // An <article> inside the story's marked body, opening with its link, is another story's card
    // (a block editor's "homepage posts" between the paragraphs), its summary however well-formed.
    QTest::newRow("another story's card in the body") << u"<div class=\"entry-content\">"_s + paragraphs(0, 3)
            + u"<div class=\"wp-block-posts\"><article class=\"post-has-image\"><h3 class=\"entry-title\"><a "_s
              u"href=\"/cycle-lanes\">Council approves new cycle lanes on the ring road</a></h3><p>The "_s
              u"council voted on Tuesday to build twelve kilometres of protected lanes around the "_s
              u"centre, a plan that cyclists had asked for.</p></article></div>\n"_s
            + paragraphs(3, 5) + u"</div>"_s << 5 << QStringList {u"cycle lanes"_s, u"twelve kilometres"_s};
    // A link styled as a button is a control, as a <button> is: the box of a few words around it is
    // a widget (a funding ask between the paragraphs, its pitch a sentence like the story's).
    QTest::newRow("funding ask with a button link") << paragraphs(0, 3)
            + u"<div class=\"tncms-block\"><p><strong>Support local journalism</strong></p><p>Reporting on "_s
              u"the stories that matter takes time and resources. Your subscription helps us keep reporters "_s
              u"in our community, at council meetings and school board sessions.</p><a class=\"btn\" "_s
              u"href=\"/subscribe\">Subscribe today</a></div>\n"_s
            + paragraphs(3, 5) << 5 << QStringList {u"local journalism"_s, u"time and resources"_s};
    // A funding ask is longer than a widget's few words: a box of up to 100 words around a link to a
    // donation's or contribution's page, its buttons plain links in a box of their own.
    QTest::newRow("funding ask linking to a contribution") << paragraphs(0, 3)
            + u"<div class=\"cli cli-support\"><div class=\"cli-support__headline\">Support the Courier</div>"_s
              u"<p>At the Courier we believe that everyone needs good local journalism, but we understand "_s
              u"that not everyone can afford to pay for a subscription. That is why we keep our reporting "_s
              u"on the council, the courts and the harbour free for everyone to read, and why we ask those "_s
              u"who can to help us pay for it.</p><div class=\"cli-support__buttons\"><a "_s
              u"href=\"/support/contribute?amount=5\">Contribute $5</a><a "_s
              u"href=\"/support/contribute?amount=20\">$20</a></div></div>\n"_s
            + paragraphs(3, 5) << 5 << QStringList {u"good local journalism"_s, u"Contribute"_s};
    // Labels for screen readers alone before each teaser of a "Keep reading" box between the
    // paragraphs: no one sees them.
    QString keepReading = u"<div class=\"more-on\"><h4>Keep reading</h4><ul>"_s;
    for (int i = 1; i <= 3; ++i) {
        keepReading
            += u"<li><span class=\"screen-reader-text\">list %1 of 3</span><h3><a href=\"/n/%1\">"_s.arg(i)
            + QStringList {u"Ferry fares rise"_s, u"New footpath opens"_s, u"Harbour crane removed"_s}.at(
                i - 1)
            + u"</a></h3></li>"_s;
    }
    keepReading += u"<span class=\"screen-reader-text\">end of list</span></ul></div>\n"_s;
    QTest::newRow("screen readers' labels in a teasers' box") << paragraphs(0, 3) + keepReading
            + paragraphs(3, 5) << 5 << QStringList {u"of 3"_s, u"end of list"_s};
    // A story's own link whose address only holds the word in its slug is no funding page: its box
    // of one paragraph stays.
    QTest::newRow("link to a story about contributions") << u"<div class=\"s1\"><p>"_s
            + QString(kParagraphs.at(0))
                  .replace(u"three years of repairs"_s,
                      u"<a href=\"/news/2019/council-contributed-little-to-repairs\">three years of repairs</a>"_s)
            + u"</p></div>\n"_s + paragraphs(1, 4) << 4 << QStringList {};
    QTest::newRow("credit in a picture's table") << paragraphs(0, 3)
            + u"<table><tr><td><img src=\"/floods.jpg\"></td></tr><tr><td>The eastern pier during the "
              u"winter floods. | \u00A9 Harbour Authority</td></tr></table>\n"_s
            + paragraphs(3, 5) << 5 << QStringList {u"Harbour Authority"_s};
    QTest::newRow("intro cut off by figure and links") << u"<p class=\"lead\">"_s + kParagraphs.at(0)
            + u"</p>\n<div class=\"x\">"_s + kFigure + kReadMore + u"</div>\n"_s
            + paragraphs(1, 4) << 4 << QStringList {u"Read more"_s};
    QTest::newRow("everything at once")
        << paragraphs(0, 1) + kFigure + paragraphs(1, 3) + kAdSlot + kReadMore + paragraphs(3, 5) + kPullQuote
            + paragraphs(5, 6) + kNewsletter + paragraphs(6, 7) + kTweet + paragraphs(7, 8)
        << 8
        << QStringList {u"Photo: J. Smith"_s, u"Advertisement"_s, u"Read more"_s, u"morning briefing"_s,
               u"We waited three years"_s};
    QTest::newRow("paragraphs full of links")
        << paragraphs(0, 3, 4) + kAdSlot + paragraphs(3, 5, 4) << 5 << QStringList {u"Advertisement"_s};
    QTest::newRow("related line") << paragraphs(0, 2)
            + u"<p><strong>Related:</strong> <a href=\"/r\">Mayor faces questions over contracts</a></p>\n"_s
            + paragraphs(2, 4) << 4
                                  << QStringList {u"Mayor faces questions"_s};
    // ...also where a cross-heading set in bold follows it, as many editors set one instead of an <h2>.
    QTest::newRow("related line before a bold cross-heading") << paragraphs(0, 3)
            + u"<p><em>Read more</em>: <a href=\"/r\">Mayor faces questions over contracts</a></p>\n"_s
              u"<p><strong>A long history</strong></p>\n"_s
            + paragraphs(3, 6) << 6 << QStringList {u"Mayor faces questions"_s};
    QTest::newRow("video player") << paragraphs(0, 3) + kVideoPlayer + paragraphs(3, 5) + kVideoPlayer << 5
                                  << QStringList {u"Watch:"_s, u"02:14"_s};
    QTest::newRow("poll") << paragraphs(0, 2) + kPoll + paragraphs(2, 5) << 5
                          << QStringList {u"free for cyclists"_s};
    QTest::newRow("consent notice") << kConsent + paragraphs(0, 5) + kConsent << 5
                                    << QStringList {u"cookies"_s};
    QTest::newRow("sign-up box at the end")
        << paragraphs(0, 5) + kSignUp << 5 << QStringList {u"morning briefing"_s, u"inbox"_s};
    // A button in the article's own box or paragraph takes nothing away. (One short paragraph boxed
    // alone with a button reads as a widget.)
    QTest::newRow("the article's own button")
        << u"<div class=\"k8\">"_s + paragraphs(0, 2) + u"<button>Share</button></div>"_s + u"<p>"_s
            + kParagraphs.at(2) + u" <button>Listen</button></p>"_s + paragraphs(3, 5)
        << 5 << QStringList {};
    QTest::newRow("sections around a large box") << u"<section class=\"part\">"_s + paragraphs(0, 5)
            + u"</section>"_s + kAdSlot + teaserModule() + u"<section class=\"part\">"_s + paragraphs(5, 7)
            + u"</section>"_s << 7 << QStringList {u"Teaser headline"_s, u"Most read"_s};
    QTest::newRow("lede before two large boxes")
        << paragraphs(0, 1) + kFigure + teaserModule() + kAdSlot + teaserModule() + paragraphs(1, 8) << 8
        << QStringList {u"Teaser headline"_s, u"Advertisement"_s};
    QTest::newRow("one wrapper a paragraph")
        << u"<div class=\"p\">"_s + paragraphs(0, 1) + u"</div><div class=\"p\">"_s + paragraphs(1, 2)
            + u"</div>"_s + kFigure + u"<div class=\"p\">"_s + paragraphs(2, 3) + u"</div>"_s
        << 3 << QStringList {u"Photo: J. Smith"_s};
    QTest::newRow("utility classes") << paragraphs(0, 2) + u"<div class=\"relative overflow-hidden\">"_s
            + paragraphs(2, 4) + u"</div><div class=\"hidden md:block\">"_s + paragraphs(4, 6)
            + u"</div>"_s << 6 << QStringList {};
    QTest::newRow("long link list") << paragraphs(0, 2) + coverageList() + paragraphs(2, 8) << 8
                                    << QStringList {u"Earlier coverage"_s};
    QTest::newRow("first paragraph outside the wrapper") << paragraphs(0, 1) + u"<div class=\"rest\">"_s
            + paragraphs(1, 6) + u"</div>"_s << 6 << QStringList {};
    QTest::newRow("lede in an element of its own") << u"<div class=\"top\">"_s + paragraphs(0, 1)
            + u"</div>"_s + teaserModule() + u"<div class=\"rest\"><div class=\"inner\">"_s + paragraphs(1, 7)
            + u"</div></div>"_s << 7 << QStringList {u"Teaser headline"_s};
    // A lede boxed deeper than the body, right before it: the plateau holds both, and trimming
    // its ends must not take the lede for a box the plateau ran into.
    QTest::newRow("lede boxed right before the body") << u"<div class=\"intro\"><div class=\"lede-text\">"_s
            + paragraphs(0, 1) + u"</div></div>"_s + u"<div class=\"rest\">"_s + kFigure + paragraphs(1, 7)
            + u"</div>"_s << 7 << QStringList {u"Photo: J. Smith"_s};
    // A page that marks its body (class "article-body") and sets the lede above it, outside the mark.
    QTest::newRow("lede outside the marked body") << u"<p class=\"teaser\">"_s + kParagraphs.at(0)
            + u"</p>\n<div class=\"article-body\">"_s + paragraphs(1, 3) + kFigure + paragraphs(3, 6)
            + u"</div>"_s << 6 << QStringList {u"Photo: J. Smith"_s};
    QTest::newRow("lede set as a heading")
        << u"<div class=\"top\"><h3>"_s + kParagraphs.at(0) + u"</h3></div>"_s + teaserModule()
            + u"<div class=\"rest\"><div class=\"inner\">"_s + paragraphs(1, 7) + u"</div></div>"_s
        << 7 << QStringList {u"Teaser headline"_s};
    // Key points under the headline, in a box of their own before the body.
    QTest::newRow("key points under the headline")
        << u"<div class=\"top\"><ul><li>The swing bridge reopens next spring after three years of repairs</li>"_s
           u"<li>Costs ran far over the budget</li><li>An independent review is promised</li></ul></div>"_s
            + teaserModule() + u"<div class=\"rest\"><div class=\"inner\">"_s + paragraphs(1, 7)
            + u"</div></div>"_s
        << 0 << QStringList {u"Teaser headline"_s};
    // The headline set again right above the lede, far below its first copy (a header bar).
    QTest::newRow("headline repeated above the lede")
        << teaserModule() + teaserModule() + u"<h3>Bridge to reopen next spring</h3><div class=\"top\">"_s
            + u"<div class=\"lede-box\">"_s + paragraphs(0, 1) + u"</div></div>"_s + teaserModule()
            + u"<div class=\"rest\"><div class=\"inner\">"_s + paragraphs(1, 7) + u"</div></div>"_s
        << 7 << QStringList {u"Teaser headline"_s};
    // A list in the article: a shorter item is no furniture between its longer neighbours.
    QTest::newRow("short item of a list") << paragraphs(0, 2)
            + u"<ul><li>The council will publish every contract signed since the repairs began next month</li>"_s
              u"<li>Cyclists get a lane of their own</li><li>The railings and the lighting will be "_s
              u"replaced before the official opening in the spring</li></ul>"_s
            + paragraphs(2, 4) << 4 << QStringList {};
    QTest::newRow("list article") << paragraphs(0, 3) + listSections(3, 8) << 8 << QStringList {};
    // An aside stands beside the article (HTML's complementary content: a deal, a promotion, a
    // pull quote), whatever its class says; between a list article's sections, too.
    QTest::newRow("aside between sections") << paragraphs(0, 3) + listSections(3, 5)
            + u"<aside class=\"deal\"><h3>Deal of the day</h3><p>Save a fifth on hotel rooms along the river "_s
              u"this winter with the code from our weekly letter to readers.</p><a href=\"/d\">Get the deal</a>"_s
              u"</aside>\n"_s
            + listSections(5, 8) << 8 << QStringList {u"Deal of the day"_s, u"Save a fifth"_s};
    // ...but teasers of other stories after the article's element, each a linked headline over a
    // summary, are no sections.
    QString teasers;
    for (int i = 1; i <= 5; ++i)
        teasers
            += u"<div class=\"item\"><h3><a href=\"/o%1\">Other story %1</a></h3><div class=\"box\"><p>A "_s
               u"summary of another story number %1 that the desk wrote for the front page of the site.</p>"_s
               u"</div></div>\n"_s.arg(i)
            + u"<div class=\"gap\"><div></div></div>"_s.repeated(20);
    QTest::newRow("teasers after the article") << paragraphs(0, 5) + u"</div><div class=\"more\">"_s
            + teasers << 5 << QStringList {u"Other story"_s, u"summary of another story"_s};
    QTest::newRow("caption in an element of its own")
        << u"<div class=\"top\"><p>The swing bridge under repair in March, seen from the eastern bank of the "
           u"river</p></div>"_s
            + teaserModule() + u"<div class=\"rest\"><div class=\"inner\">"_s + paragraphs(0, 6)
            + u"</div></div>"_s
        << 6 << QStringList {u"seen from the eastern bank"_s};
    // A short paragraph of the story in a box of its own is no furniture: it is a sentence. A label
    // or a sign-up line in the same place still is.
    QTest::newRow("short sentence in a box of its own") << paragraphs(0, 2)
            + u"<div class=\"c9\"><div>Police are investigating.</div></div>\n"_s
            + paragraphs(2, 4) << 4 << QStringList {};
    QTest::newRow("sign-up sentence in a box of its own") << paragraphs(0, 2)
            + u"<div class=\"c9\"><div>Sign up for our free morning newsletter.</div></div>\n"_s
            + paragraphs(2, 4) << 4 << QStringList {u"morning newsletter"_s};
    QTest::newRow("subheadings") << paragraphs(0, 2) + u"<h2>What happens next</h2>\n"_s + paragraphs(2, 4)
            + kFigure + u"<h2>A long history</h2>\n"_s + paragraphs(4, 8)
                                 << 8 << QStringList {u"Photo: J. Smith"_s};
}

void TestArticleParts::splitArticle()
{
    QFETCH(QString, body);
    QFETCH(int, count);
    QFETCH(QStringList, furniture);
    const QString text = kindred::extractArticle(page(body)).text();
    const QString fault = firstFault(text, count, kChrome + furniture);
    QVERIFY2(fault.isEmpty(), qPrintable(fault));
    if (body.contains(u"Police are investigating."_s))
        QVERIFY2(text.contains(u"Police are investigating."_s), qPrintable(text));
    if (body.contains(u"<li>Cyclists get"_s))
        QVERIFY2(text.contains(u"Cyclists get a lane of their own"_s), qPrintable(text));
    if (body.contains(u"<ul><li>The swing bridge"_s)) {
        QVERIFY2(text.contains(u"after three years of repairs"_s), qPrintable(text));
        QVERIFY2(text.contains(u"An independent review is promised"_s), qPrintable(text));
    }
    if (body.contains(u"<strong>A long history"_s))
        QVERIFY2(text.contains(u"A long history"_s), qPrintable(text));
    if (body.contains(u"<h2>"_s)) {
        QVERIFY(text.contains(u"What happens next"_s));
        QVERIFY(text.contains(u"A long history"_s));
    }
}

// A writer who cites sources links words inside the sentences, up to half of a paragraph's words
// (five links of two words here, a third of each paragraph): such a paragraph is the article's prose
// as an unlinked one is, where a box of links ('Related: <a>...</a>') is not.
void TestArticleParts::citingParagraphs_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<int>("count"); // paragraphs 0..count-1 must all be found
    QTest::addColumn<QStringList>("furniture"); // must not be found

    QTest::newRow("past a large box") << paragraphs(0, 4) + kAdSlot + teaserModule() + paragraphs(4, 7, 5)
                                      << 7 << QStringList {u"Teaser headline"_s, u"Advertisement"_s};
    QTest::newRow("before a large box")
        << paragraphs(0, 3, 5) + teaserModule() + paragraphs(3, 8) << 8 << QStringList {u"Teaser headline"_s};
    QTest::newRow("lede before two large boxes")
        << paragraphs(0, 1, 5) + kFigure + teaserModule() + kAdSlot + teaserModule() + paragraphs(1, 8) << 8
        << QStringList {u"Teaser headline"_s};
    QTest::newRow("around an ad") << paragraphs(0, 3, 5) + kAdSlot + paragraphs(3, 6, 5) << 6
                                  << QStringList {u"Advertisement"_s};
}

void TestArticleParts::citingParagraphs()
{
    QFETCH(QString, body);
    QFETCH(int, count);
    QFETCH(QStringList, furniture);
    const QString text = kindred::extractArticle(page(body)).text();
    const QString fault = firstFault(text, count, furniture);
    QVERIFY2(fault.isEmpty(), qPrintable(fault));
    // The page's readers' responses, three unlinked paragraphs in unnamed boxes without headings, pass
    // for a list article's sections (ArticleWalk's sections) when the walk from a plateau that ends
    // before the article does reaches them.
    if (QByteArray(QTest::currentDataTag()) == "past a large box")
        QEXPECT_FAIL("", "readers' responses in unnamed boxes read as a list article's sections", Continue);
    QVERIFY2(!text.contains(u"I drove over that bridge"_s), qPrintable(text));
}

void TestArticleParts::shortArticle()
{
    // One short paragraph under the headline: the answer is that paragraph, not the menus.
    const kindred::ExtractedArticle article = kindred::extractArticle(
        page(u"<p>The swing bridge will reopen to traffic next spring, the harbour authority said.</p>\n"_s));
    QCOMPARE(article.text(),
        u"The swing bridge will reopen to traffic next spring, the harbour authority said."_s);
}

void TestArticleParts::shortArticleGoesOnBelowATable()
{
    // A short notice: its abstract under the headline (the page's description says so), a table
    // of figures, and a few more lines below the table in the same element.
    QString table = u"<table>"_s;
    for (int row = 1; row <= 8; ++row)
        table += u"<tr><th>Pier %1</th><td>%2 t</td><td>%3 %</td></tr>"_s.arg(row).arg(row * 12).arg(row * 3);
    table += u"</table>\n"_s;
    const QString body = u"<div class=\"abstract\"><p>"_s + kParagraphs.at(0) + u"</p></div>\n"_s + table
        + u"<p>"_s + kParagraphs.at(1)
        + u"</p><ul><li>East pier rebuilt first</li><li>West pier next "_s
          u"summer</li><li>Deck work after that</li></ul>\n"_s;
    const QString head = u"<meta name=\"description\" content=\""_s + kParagraphs.at(0) + u"\">"_s;
    const QString text = kindred::extractArticle(page(body, head)).text();
    QVERIFY2(text.contains(kParagraphs.at(0).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(1).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(u"West pier next summer"_s), qPrintable(text));
}

void TestArticleParts::commentsLongerThanArticle()
{
    // Where readers' comments begin (<a name="comments">), the article ends, even when the
    // comments hold more text than it and are set in paragraphs of the same shape.
    QString body = paragraphs(0, 4) + u"<a name=\"comments\"></a><h3>Your views</h3>\n"_s;
    for (int i = 1; i <= 12; ++i)
        body += u"<p>Comment %1: the council should never have let the repairs drag on for so long, and "
                u"the people who signed off the budget ought to explain themselves at the next public "
                u"meeting before any more money is spent.<br><b>Posted by reader %1</b></p>\n"_s.arg(i);
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 4; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Comment 1:"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Posted by reader"_s), qPrintable(text));
}

void TestArticleParts::commentsAfterTheMarkedStory_data()
{
    QTest::addColumn<QString>("open");
    QTest::addColumn<QString>("close");
    QTest::addColumn<QString>("before"); // what comes before the story in the body

    QTest::newRow("lower case") << u"<article>"_s << u"</article>"_s << QString();
    QTest::newRow("upper case") << u"<ARTICLE class=\"x\">"_s << u"</Article>"_s << QString();
    // Markup in a script's text is no element of the page.
    QTest::newRow("after a script that writes one")
        << u"<article>"_s << u"</article>"_s
        << u"<script>const card = '<article class=\"teaser\">' + title + '</article>';</script>"_s;
    // Microdata's articleBody, and the same word as the element's name (The New York Times).
    QTest::newRow("itemprop") << u"<div itemprop=\"articleBody\">"_s << u"</div>"_s << QString();
    QTest::newRow("name") << u"<section name=\"articleBody\">"_s << u"</section>"_s << QString();
}

void TestArticleParts::commentsAfterTheMarkedStory()
{
    // A short story in the page's one <article> element (or an element marked as the article's
    // body), then a dozen readers' responses under names that say nothing ("c-item"): the element
    // says where the story is.
    QFETCH(QString, open);
    QFETCH(QString, close);
    QFETCH(QString, before);
    QString body = before + open + u"<h1>Bridge to reopen next spring</h1>"_s + paragraphs(0, 2) + close
        + u"\n<section class=\"discussion\"><h2>12 responses</h2><ol class=\"c-list\">"_s;
    for (int i = 1; i <= 12; ++i)
        body += u"<li class=\"c-item\"><div class=\"c-meta\"><b>reader%1</b> 2 hours ago</div><div "
                u"class=\"c-body\">"
                u"<p>Response %1: the council should never have let the repairs drag on for so long, and "
                u"the people who signed off the budget ought to explain themselves at the next public "
                u"meeting.</p></div><a href=\"#reply\">Reply</a></li>\n"_s.arg(i);
    body += u"</ol></section>"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Response 1:"_s), qPrintable(text));
}

// A short block of code between two paragraphs is the article's, not furniture such as a caption.
void TestArticleParts::codeBetweenParagraphs()
{
    const QString body
        = paragraphs(0, 3) + u"<pre>GET / HTTP/1.1\r\nHost: harbour.example</pre>\n"_s + paragraphs(3, 5);
    const QString text = kindred::extractArticle(page(body)).text();
    QVERIFY2(text.contains(u"Host: harbour.example"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(4)), qPrintable(text));
}

void TestArticleParts::anchorsAsBrowsersReadThem_data()
{
    QTest::addColumn<QString>("opening"); // the article's first paragraph
    const QString words = u" meeting with the harbour master, who explained why the swing bridge had "
                          u"been closed to all traffic for three long years of repairs.</p>\n"_s;
    // "<a/>" opens a new anchor, which closes the link before it: the words after are not linked.
    QTest::newRow("self-closed anchor") << u"<p>Last spring I went to a <a href=\"/t\">council<a/>"_s + words;
    // An anchor without an href is a place to jump to, not a link.
    QTest::newRow("named anchor") << u"<p><a name=\"purpose\">Last spring I went to a council"_s + words;
}

// Text that browsers show as plain is read as plain, not as link text (which menus are made of).
void TestArticleParts::anchorsAsBrowsersReadThem()
{
    QFETCH(QString, opening);
    const QString text = kindred::extractArticle(page(opening + paragraphs(0, 2))).text();
    QVERIFY2(text.contains(u"explained why the swing bridge"_s), qPrintable(text));
}

// A paragraph of short lines broken by <br> (the facts of a bridge, a product's data) is one
// block of the article, not a run of subheadings with no prose after them. The walk from the
// plateau (the three paragraphs) across a photo is tested on its own: how far a plateau reaches
// depends on the costs of the tags around the lines.
void TestArticleParts::linesOfOneParagraph()
{
    QString facts = u"<p><strong>The bridge in figures:</strong>"_s;
    for (const QString &line : {u"Length: 120 metres"_s, u"Opened in 1902"_s, u"Closed in 2021"_s,
             u"Repairs: 14 million"_s, u"Tolls: unchanged"_s, u"Lanes: two"_s, u"Reopens next spring"_s})
        facts += u"<br>&bull; "_s + line;
    facts += u"</p>\n"_s;
    const QString html = QString::fromUtf8(page(paragraphs(0, 3) + kFigure + facts));
    const kindred::PlateauScan scan = kindred::scanPage(html, kindred::ChromeLevel::Strict, nullptr);
    kindred::PlateauRange plateau;
    for (std::size_t i = 0; i < scan.nodes.size(); ++i) {
        const QStringView text = scan.nodes[i].text;
        if (plateau.begin == 0 && text.startsWith(kParagraphs.at(0).left(20)))
            plateau.begin = i;
        if (text.startsWith(kParagraphs.at(2).left(20)))
            plateau.end = i + 2; // the text and its </p>
    }
    QVERIFY(plateau.begin > 0 && plateau.end > plateau.begin);
    plateau.score = 60;
    const QString text = kindred::paragraphsOf(scan.nodes, kindred::articleExtent(scan, plateau)).join(u' ');
    QVERIFY2(text.contains(u"Repairs: 14 million"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Photo: J. Smith"_s), qPrintable(text));
}

void TestArticleParts::toldInMetadata_data()
{
    QTest::addColumn<QString>("head");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("wanted"); // the start of the text
    const QString description = u"The council heard how employers find staff when skilled workers are "
                                u"scarce, and what the region's largest firm does to keep them."_s;
    const QString meta = u"<meta property=\"og:description\" content=\""_s + description + u"\">"_s;
    const QString paywall = u"<p>Read on?</p><form><button>Subscribe</button></form>"_s;
    QTest::newRow("a paywall gives its description") << meta << paywall << description;
    const QString jsonLd
        = u"<script type=\"application/ld+json\">{\"@type\": \"NewsArticle\", \"articleBody\": "
          u"\"The first paragraph of the story, as the page tells it to machines.\\nAnd its second "
          u"one, which says a little more.\"}</script>"_s;
    QTest::newRow("its JSON-LD body first") << meta + jsonLd << paywall
                                            << u"The first paragraph of the story, as the page tells it to "
                                               u"machines.\n\nAnd its second one"_s;
    QTest::newRow("a label is not an article")
        << u"<meta name=\"description\" content=\"The Courier: local news\">"_s << paywall << QString();
    // A page with its article keeps it.
    QTest::newRow("an article") << meta << paragraphs(0, 5) << kParagraphs.at(0);
}

// A page with next to no text of its own that tells its article in its metadata gives that.
void TestArticleParts::toldInMetadata()
{
    QFETCH(QString, head);
    QFETCH(QString, body);
    QFETCH(QString, wanted);
    // A page with the menu and the footer of page(), and no readers' responses.
    const QString html = u"<!doctype html><html><head><title>Staff wanted | The Courier</title>"_s + head
        + u"</head><body><div class=\"top\"><a href=\"/\">The Courier</a><ul><li><a href=\"/n\">News</a>"
          u"</li><li><a href=\"/s\">Sport</a></li></ul></div>\n<h1>Staff wanted</h1>\n<div class=\"text\">"_s
        + body
        + u"</div>\n<div class=\"bottom\"><a href=\"/t\">Terms of use and privacy</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    if (wanted.isEmpty())
        QVERIFY2(!text.contains(u"local news"_s), qPrintable(text));
    else
        QVERIFY2(text.startsWith(wanted), qPrintable(text));
}

void TestArticleParts::unclosedTitle()
{
    // A page cut by a bad crawl: the <title> never closes. The article is still found.
    QByteArray html = page(paragraphs(0, 4));
    html.replace("| The Courier</title>", "| The Cou");
    const kindred::ExtractedArticle article = kindred::extractArticle(html);
    QCOMPARE(article.paragraphs.size(), 4);
    QVERIFY(article.title.startsWith(u"Bridge to reopen"_s));
}

namespace {

// Other articles' teasers, as a "Read next" list shows them: a linked headline over a summary,
// each in a box of its own, the class names generated (nothing in them says what they hold). One
// headline opens with a figure ("2.5m"), which is no item's number.
const QList<std::pair<QString, QString>> kTeasers = {
    {u"Ferry fares to rise in April"_s,
        u"The island ferry company will raise its fares by eight per cent from April, blaming fuel "
        u"costs and a new crew agreement signed last year."_s},
    {u"Lifeboat crew honoured for winter rescue"_s,
        u"Four volunteers who pulled two fishermen from the sea in a January storm received medals "
        u"from the national lifeboat charity at a ceremony on Friday."_s},
    {u"2.5m plan turns old cinema into a climbing centre"_s,
        u"Planners approved the conversion of the town's last cinema, closed since 2009, into an "
        u"indoor climbing centre with a cafe on the ground floor."_s},
    {u"Harbour market moves to Sundays"_s,
        u"Stallholders voted to move the weekly market from Saturday to Sunday to avoid clashing "
        u"with the larger farmers' market held in the county town."_s},
    {u"Coastal path reopens after landslip"_s,
        u"The stretch of coastal path between the two headlands is open again after engineers "
        u"stabilised the cliff that slipped during the autumn rain."_s},
};

QString teaserBoxes(bool numbered)
{
    QString html;
    for (int i = 0; i < kTeasers.size(); ++i) {
        const QString number = numbered ? QString::number(i + 1) + u". "_s : QString();
        html += u"<div class=\"css-%1x\"><h3><a href=\"/s/%1\">"_s.arg(i) + number + kTeasers[i].first
            + u"</a></h3><p>"_s + kTeasers[i].second + u"</p></div>\n"_s;
    }
    return html;
}

} // namespace

void TestArticleParts::paragraphOpeningWithALink_data()
{
    QTest::addColumn<QString>("before"); // what stands before the paragraph
    QTest::newRow("alone") << QString();
    QTest::newRow("under a linked byline")
        << u"<div class=\"x1\"><a href=\"/by/ann\">Ann Other</a></div>\n"_s;
}

void TestArticleParts::paragraphOpeningWithALink()
{
    // News sites link a paragraph's first words to a topic page ("<a>The harbour authority</a>
    // confirmed..."). Alone, or under a linked byline, such a paragraph is prose (here the first,
    // an ad slot after it); teasers open with their link one after another.
    QFETCH(QString, before);
    QStringList words = kParagraphs.at(0).split(u' ');
    words[0] = u"<a href=\"/topic/harbour\">"_s + words[0];
    words[3] += u"</a>"_s;
    words[8] = u"<a href=\"/topic/bridge\">"_s + words[8];
    words[12] += u"</a>"_s;
    // Paragraphs set apart by <br>, as some sites write them.
    QString body = before + u"<div>"_s + words.join(u' ') + u"<br><br>\n"_s + kAdSlot;
    for (int i = 1; i < 3; ++i)
        body += paragraph(i, 3).chopped(5).mid(3) + u"<br><br>\n"_s;
    body += u"</div>"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 9)), qPrintable(text));
}

void TestArticleParts::teasersAfterTheArticle()
{
    // A short article, then a list of teasers: their summaries are prose, but they are the
    // teasers' (TeaserLists.h), and the article ends before them.
    const QString body = paragraphs(0, 2) + u"<section class=\"css-9qk2\"><h2>Read next</h2>"_s
        + teaserBoxes(false) + u"</section>\n"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(!text.contains(summary.section(u' ', 0, 7)), qPrintable(text));

    // Their summaries shaped as the article's paragraphs are (a <p> in a box of a box), beside the
    // article's box in the element that holds its standfirst too: the walk from the article to
    // the text around it reads them as link text as well, not as more of the article.
    const QString shaped
        = u"<p class=\"css-0s\">Repairs to the old swing bridge ran three years and far over "
          u"budget, and the council, under pressure from residents and shop owners on both banks, "
          u"now promises an independent review of every contract signed since the work began.</p>\n"
          u"<div class=\"css-1a\"><div class=\"css-2b\">"_s
        + paragraphs(0, 2) + u"</div></div>\n<section class=\"css-9qk2\"><h2>Read next</h2>"_s
        + teaserBoxes(false) + u"</section>\n"_s;
    const QString shapedText = kindred::extractArticle(shaped.toUtf8()).text();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(shapedText.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(shapedText));
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(!shapedText.contains(summary.section(u' ', 0, 7)), qPrintable(shapedText));

    // List items, each its linked headline with its summary in a paragraph inside the item: the
    // item is the headline's own block element, and still a teaser's box.
    QString items = u"<div class=\"_rLjem\"><h2>Latest News</h2><ul>"_s;
    for (int i = 0; i < kTeasers.size(); ++i) {
        items += u"<li><a href=\"/s/%1\"><span class=\"_G4OQ\">"_s.arg(i) + kTeasers[i].first
            + u"</span></a><p class=\"__v8qT\">"_s + kTeasers[i].second + u"</p></li>"_s;
    }
    items += u"</ul></div>\n"_s;
    const QString itemsText = kindred::extractArticle(page(paragraphs(0, 1) + items)).text();
    QVERIFY2(itemsText.contains(kParagraphs.at(0).section(u' ', 0, 7)), qPrintable(itemsText));
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(!itemsText.contains(summary.section(u' ', 0, 7)), qPrintable(itemsText));

    // A directory's entries, each a paragraph of its link and, after a line break, its description,
    // are the page's text where nothing else is.
    QString entries;
    for (int i = 0; i < kTeasers.size(); ++i) {
        entries += u"<p><a href=\"/s/%1\">"_s.arg(i) + kTeasers[i].first + u"</a><br>"_s + kTeasers[i].second
            + u"</p>\n"_s;
    }
    const QString directory = kindred::extractArticle(page(entries)).text();
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(directory.contains(summary.section(u' ', 0, 7)), qPrintable(directory));
}

// Teasers of which some quote their stories' first paragraphs (60-80 words), after a short article:
// a list all the same, for the short summaries around them, and it stands alone in its element.
// The same boxes beside a list article's introduction are its sections and stay, and so are such
// boxes with fewer than three short summaries.
void TestArticleParts::teasersQuotingTheirStories()
{
    const QString quoted = u" The company said the rise was the first in three years, and that passengers "_s
                           u"who buy a season ticket before the end of March will pay the old fares until "_s
                           u"the summer timetable begins, when the larger of its two ships returns."_s;
    QString boxes;
    for (int i = 0; i < kTeasers.size(); ++i) {
        boxes += u"<div class=\"css-%1x\"><h3><a href=\"/s/%1\">"_s.arg(i) + kTeasers[i].first
            + u"</a></h3><p>"_s + kTeasers[i].second + (i % 2 == 1 ? quoted : QString()) + u"</p></div>\n"_s;
    }
    const QString text
        = kindred::extractArticle(page(paragraphs(0, 2) + u"<section class=\"css-9qk2\"><h2>Read next</h2>"_s
                                      + boxes + u"</section>\n"_s))
              .text();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(!text.contains(summary.section(u' ', 0, 7)), qPrintable(text));

    const QString sections = kindred::extractArticle(page(paragraphs(0, 1) + boxes)).text();
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(sections.contains(summary.section(u' ', 0, 7)), qPrintable(sections));

    // Standing alone, with two short ones among them, they are a list article's sections too.
    QString mostlyLong;
    for (int i = 0; i < kTeasers.size(); ++i) {
        mostlyLong += u"<div class=\"css-%1x\"><h3><a href=\"/s/%1\">"_s.arg(i) + kTeasers[i].first
            + u"</a></h3><p>"_s + kTeasers[i].second + (i % 2 == 0 ? quoted : QString()) + u"</p></div>\n"_s;
    }
    const QString alone = kindred::extractArticle(page(mostlyLong)).text();
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(alone.contains(summary.section(u' ', 0, 7)), qPrintable(alone));
}

void TestArticleParts::teasersOpeningWithTheirLink()
{
    // Teasers as list items, a linked headline and a line of summary in one block: a block that
    // opens with its link beside others that do is a teaser, whose link words cost.
    QString list = u"<ul class=\"css-4k1\">"_s;
    for (int i = 0; i < kTeasers.size(); ++i)
        list += u"<li><a href=\"/s/%1\">"_s.arg(i) + kTeasers[i].first + u"</a> "_s
            + kTeasers[i].second.section(u' ', 0, 7) + u"</li>"_s;
    list += u"</ul>\n"_s;
    const QString text = kindred::extractArticle(page(paragraphs(0, 3) + list)).text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(!text.contains(summary.section(u' ', 0, 5)), qPrintable(text));
}

void TestArticleParts::linkedItemsOfAListArticle_data()
{
    QTest::addColumn<QString>("items");
    QTest::newRow("numbered headlines") << teaserBoxes(true);
    // The number in a box of its own ("<a><span class=num>3</span> Title</a>"), no full stop after it.
    QString spanned = teaserBoxes(false);
    for (qsizetype i = 0; i < kTeasers.size(); ++i) {
        spanned.replace(u"<a href=\"/s/%1\">"_s.arg(i),
            u"<a href=\"/s/%1\"><span class=\"num\">%2</span> "_s.arg(i).arg(i + 1));
    }
    QTest::newRow("numbers in boxes of their own") << spanned;
    QTest::newRow("in an <ol>") << u"<ol class=\"css-7a\">"_s
            + teaserBoxes(false).replace(u"<div "_s, u"<li "_s).replace(u"</div>"_s, u"</li>"_s)
            + u"</ol>\n"_s;
    // Unnumbered, each headed by a paid link (a shop's, an affiliate's): no teaser of the site's own
    // stories is one.
    QString sponsored = teaserBoxes(false);
    for (qsizetype i = 0; i < kTeasers.size(); ++i)
        sponsored.replace(
            u"<a href=\"/s/%1\">"_s.arg(i), u"<a href=\"/s/%1\" rel=\"sponsored nofollow\">"_s.arg(i));
    QTest::newRow("headed by sponsored links") << sponsored;
}

namespace {

// Short items of a product round-up: one line each, shorter than a part of an article.
const QStringList kShortItems = {
    u"The ferry timetable changes again in June, with two extra crossings on Saturdays."_s,
    u"Parking at the harbour will be free for residents while the works go on."_s,
    u"A new footpath now links the railway station with the old quay."_s,
    u"Guided walks over the bridge start at the museum every Sunday morning."_s,
};

// One item of a list article as round-ups set them: a numbered heading linked to a shop, the
// item's text, then (`card`) a product card and an ad slot between it and the next item. As an
// item of an <ol> (`listed`), the list numbers it: its heading holds no number and the card and
// slot stand in its <li>.
QString roundUpItem(int number, const QString &text, bool card = true, bool listed = false)
{
    const QString cardAndSlot = u"<div class=\"pc\"><img src=\"/p/%1.jpg\" alt=\"\"><p class=\"pn\">Harbour "
                                u"lantern</p><p class=\"pr\">$%19.99</p><a class=\"b\" href=\"/buy/%1\">Buy "
                                u"now at Shopmart</a></div>\n"_s.arg(number)
        + kAdSlot;
    const QString heading = u"<h3><a href=\"/go/%1\" rel=\"sponsored\">"_s.arg(number)
        + (listed ? QString() : u"%1. "_s.arg(number))
        + u"Pick number %1 of the season</a></h3>"_s.arg(number);
    if (listed)
        return u"<li>"_s + heading + u"<p>"_s + text + u"</p>"_s + (card ? cardAndSlot : QString())
            + u"</li>\n"_s;
    return u"<div class=\"gi\">"_s + heading + u"<p>"_s + text + u"</p></div>\n"_s
        + (card ? cardAndSlot : QString());
}

} // namespace

void TestArticleParts::itemsPastThePlateau_data()
{
    QTest::addColumn<QString>("body");
    QString up = paragraph(0);
    for (int i = 1; i <= 3; ++i)
        up += roundUpItem(i, kParagraphs.at(i), false);
    for (int i = 0; i < kShortItems.size(); ++i)
        up += roundUpItem(4 + i, kShortItems.at(i));
    QTest::newRow("counting up") << up;
    // A countdown: "7." first, the long items last.
    QString down = paragraph(0);
    for (int i = 0; i < kShortItems.size(); ++i)
        down += roundUpItem(7 - i, kShortItems.at(i));
    for (int i = 1; i <= 3; ++i)
        down += roundUpItem(4 - i, kParagraphs.at(i), false);
    QTest::newRow("counting down, short items before the plateau") << down;
    QString before = paragraph(0);
    for (int i = 0; i < kShortItems.size(); ++i)
        before += roundUpItem(1 + i, kShortItems.at(i));
    for (int i = 1; i <= 3; ++i)
        before += roundUpItem(4 + i, kParagraphs.at(i), false);
    QTest::newRow("short items before the plateau") << before;
    // The plateau the last item's text alone, under its heading: the count starts there.
    QString last = paragraph(0);
    for (int i = 0; i < kShortItems.size(); ++i)
        last += roundUpItem(1 + i, kShortItems.at(i));
    for (int i = 1; i <= 2; ++i)
        last += roundUpItem(4 + i, kParagraphs.at(i));
    last += roundUpItem(7, kParagraphs.mid(3, 4).join(u"</p><p>"_s), false);
    QTest::newRow("the last item's text the plateau") << last;
    // Items of an <ol>, their headings without numbers.
    QString ordered = paragraph(0) + u"<ol class=\"ri\">"_s;
    for (int i = 1; i <= 3; ++i)
        ordered += roundUpItem(i, kParagraphs.at(i), false, true);
    for (int i = 0; i < kShortItems.size(); ++i)
        ordered += roundUpItem(4 + i, kShortItems.at(i), true, true);
    QTest::newRow("items of an <ol>") << ordered + u"</ol>\n"_s;
    // A round-up whose opening paragraph stands before the list and outweighs each item: the items'
    // texts are of another shape than it (in an <li>, after a picture, with a link or two), and
    // pictures in items of their own and a shop's line stand between them, more than a walk out of
    // the article crosses.
    QString pictured = u"<p>"_s + kParagraphs.at(0) + u" "_s + kParagraphs.at(1) + u"</p><ol class=\"ri\">"_s;
    for (int i = 2; i <= 6; ++i) {
        const int number = i - 1;
        const QString picture
            = u"<figure><img src=\"/i/%1.jpg\" alt=\"\"><figcaption>The harbour at dusk, "_s
              u"seen from the old quay. Photograph: J. Smith</figcaption></figure>"_s.arg(number);
        pictured
            += u"<li><h2><a href=\"/go/%1\" rel=\"sponsored\">Pick number %1 of the season</a></h2>"_s.arg(
                   number)
            + (i > 2 ? picture : QString()) + paragraph(i, 1).trimmed()
            + u"<p><a href=\"/buy/%1\" rel=\"sponsored\">Buy now at Shopmart</a> ($%1.99)</p></li>\n<li>"_s
                  .arg(number)
            + picture + u"</li>\n"_s;
    }
    for (int i = 0; i < kShortItems.size(); ++i)
        pictured += roundUpItem(6 + i, kShortItems.at(i), true, true);
    QTest::newRow("items of an <ol>, pictures between them") << pictured + u"</ol>\n"_s;
}

// A list article's items go on past the plateau, each under a heading that goes on its count
// (linked to a shop, as round-ups link them), the short ones too; the products and buttons
// between them stay out.
void TestArticleParts::itemsPastThePlateau()
{
    QFETCH(QString, body);
    // Other stories numbered after the article, a line of summary each, their count starting
    // again: not its items.
    QString mostRead = u"<div class=\"mr\"><h2>Most read</h2>"_s;
    for (int i = 0; i < 4; ++i) {
        mostRead += u"<div class=\"t\"><h3><a href=\"/s/%1\">%2. "_s.arg(i).arg(i + 1) + kTeasers[i].first
            + u"</a></h3><p>"_s + kTeasers[i].second.section(u' ', 0, 11) + u"</p></div>\n"_s;
    }
    const QString text = kindred::extractArticle(page(body + mostRead + u"</div>\n"_s)).text();
    for (int i = 1; i <= 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    for (const QString &item : kShortItems)
        QVERIFY2(text.contains(item), qPrintable(text));
    for (int i = 1; i <= 7; ++i)
        QVERIFY2(text.contains(u"Pick number %1 of the season"_s.arg(i)), qPrintable(text));
    QVERIFY2(!text.contains(u"Buy now"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Harbour lantern"_s), qPrintable(text));
    for (int i = 0; i < 4; ++i)
        QVERIFY2(!text.contains(kTeasers[i].second.section(u' ', 0, 5)), qPrintable(text));
    for (const QString &chrome : kChrome)
        QVERIFY2(!text.contains(chrome), qPrintable(text));
}

void TestArticleParts::linkedItemsOfAListArticle()
{
    // The same boxes numbered are the items of a list article ("5 things to do..."): its own.
    QFETCH(QString, items);
    const QString text = kindred::extractArticle(page(paragraph(0) + items)).text();
    QVERIFY2(text.contains(kParagraphs.at(0).section(u' ', 0, 7)), qPrintable(text));
    for (const auto &[headline, summary] : kTeasers)
        QVERIFY2(text.contains(summary.section(u' ', 0, 7)), qPrintable(text));
}

namespace {

// A publisher's notice as long as three stories (in four paragraphs) and as plain as one, under a
// name that says nothing: the plateau's pick on a page with a short story.
QString densePlainNotice(int paragraphs = 4)
{
    const QStringList sentences = {
        u"This website is operated by Courier Media Limited, a company registered in England and Wales."_s,
        u"By using it you agree to our terms of use, which govern your access to all content and services."_s,
        u"We and our partners store and access information on your device, such as unique identifiers."_s,
        u"Personal data may be processed to measure audiences, develop products and personalise content."_s,
        u"You may withdraw your consent or object to processing based on legitimate interest at any time."_s,
        u"Material published here may not be reproduced without the written permission of the editor."_s,
        u"Complaints about editorial content are handled under the code of practice of the regulator."_s,
        u"Advertising is sold by our commercial team and never influences what our reporters write."_s,
    };
    QString html = u"<div class=\"k1\">"_s;
    for (int p = 0; p < paragraphs; ++p)
        html += u"<p>"_s + sentences.mid(p * 2, 2).join(u' ') + u" "_s
            + sentences.mid((p * 2 + 3) % 8, 3).join(u' ') + u"</p>"_s;
    return html + u"</div>\n"_s;
}

// Readers' posts in a box of their own after the story, longer than it, under names that say
// nothing and with no mark where they begin.
QString plainResponses()
{
    QString html = u"<div class=\"k2\"><h3>What you said</h3>"_s;
    for (int i = 1; i <= 8; ++i)
        html += u"<div class=\"k3\"><p>Post %1: every town around here has the same trouble with its "
                u"old crossings, and whoever signs the contracts seems to learn nothing from the last "
                u"time. My father worked on the harbour wall in the seventies and it took half the "
                u"time.</p></div>\n"_s.arg(i);
    return html + u"</div>\n"_s;
}

} // namespace

void TestArticleParts::boilerplateOutweighingTheStory_data()
{
    QTest::addColumn<QString>("above"); // between the menu and the headline
    QTest::addColumn<QString>("below"); // after the story's box
    QTest::addColumn<QString>("chrome"); // a phrase of it
    QTest::addColumn<QString>("story"); // paragraphs 0-2 where empty
    QTest::newRow("notice above the headline")
        << densePlainNotice() << QString() << u"unique identifiers"_s << QString();
    // Shorter than the story's opening words: the plateau runs on across the headline, whose own
    // words do not count for the text above it.
    QTest::newRow("short notice above the headline")
        << densePlainNotice(2) << QString() << u"unique identifiers"_s << QString();
    // Below it, past columns of teasers: the plateau is the boilerplate alone.
    QTest::newRow("notice below the story") << QString() << teaserModule().repeated(4) + densePlainNotice()
                                            << u"unique identifiers"_s << QString();
    QTest::newRow("posts below the story")
        << QString() << teaserModule().repeated(4) + plainResponses() << u"Post 1:"_s << QString();
    // The plateau runs across the headline and ends with the story, and the posts below the link
    // lists, denser than the story, were taken for the text under the headline.
    QTest::newRow("notice above, posts below")
        << densePlainNotice() << coverageList().repeated(8) + plainResponses() << u"Post 1:"_s << QString();
    // The plateau runs across the headline, and the story under it is a short lede and a paragraph
    // that cites, a product card between them: the plateau's own text under the headline is less
    // than a short story's worth in one run, and the notice above became the article's core.
    QTest::newRow("notice above, the story cut by a card")
        << densePlainNotice() << QString() << u"unique identifiers"_s
        << u"<p>Drivers on the coast road have waited three years for this news.</p>"_s
           u"<div class=\"pc\"><img src=\"/p/1.jpg\" alt=\"\"><p class=\"pn\">Harbour lantern</p>"_s
           u"<p class=\"pr\">$19.99</p><a class=\"b\" href=\"/buy/1\">Buy now at Shopmart</a></div>\n"_s
            + paragraph(0, 2);
}

void TestArticleParts::boilerplateOutweighingTheStory()
{
    // A short story, and text-dense boilerplate elsewhere on the page that outweighs it and no
    // class name gives away: the story repeats its headline's words ("bridge", "reopen",
    // "spring"), the boilerplate does not.
    QFETCH(QString, above);
    QFETCH(QString, below);
    QFETCH(QString, chrome);
    QFETCH(QString, story);
    const QString html = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier"_s
                         u"</title></head><body><div class=\"top\"><a href=\"/\">The Courier</a></div>\n"_s
        + above + u"<h1>Bridge to reopen next spring</h1>\n<div class=\"by\">By Ann Other | 4 March</div>\n"_s
        + u"<div class=\"text\">"_s + (story.isEmpty() ? paragraphs(0, 3) : story) + u"</div>\n"_s + below
        + u"<div class=\"bottom\"><a href=\"/t\">Terms</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    if (story.isEmpty()) {
        for (int i = 0; i < 3; ++i)
            QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    } else {
        QVERIFY2(text.contains(u"waited three years for this news"_s), qPrintable(text));
        QVERIFY2(text.contains(u"the old swing bridge"_s), qPrintable(text));
        QVERIFY2(!text.contains(u"Buy now"_s), qPrintable(text));
    }
    QVERIFY2(!text.contains(chrome), qPrintable(text));
}

void TestArticleParts::storyGoesOnInATableOfItsOwn()
{
    // A short lede that names the headline's words, boxes of links, then the story's own timetable
    // in the same box, longer than the lede and naming none of them: the table is the story's.
    QString table = u"<table>"_s;
    const QStringList days = {u"Mon"_s, u"Tue"_s, u"Wed"_s, u"Thu"_s, u"Fri"_s};
    for (int row = 0; row < 18; ++row)
        table += u"<tr><td>%1 %2 May, from %3:30 in the morning until the evening rush</td><td>Lane "_s
                 u"closure on the east approach while crews resurface the deck, phase %4 of the "_s
                 u"works</td></tr>"_s.arg(days.at(row % 5))
                     .arg(row + 4)
                     .arg(6 + row % 4)
                     .arg(row + 1);
    table += u"</table>\n"_s;
    const QString text
        = kindred::extractArticle(page(paragraphs(0, 2) + kReadMore + teaserModule() + table)).text();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(u"works, phase 17"_s) || text.contains(u"deck, phase 17"_s), qPrintable(text));
}

void TestArticleParts::storyGoesOnInAGlossaryOfItsOwn_data()
{
    QTest::addColumn<QString>("open"); // what each paragraph opens with
    QTest::addColumn<QString>("close");
    QTest::newRow("paragraphs in boxes") << u"<div class=\"k4\">"_s << u"</div>"_s;
    // Each paragraph in a box of its own: the glossary stands beside those boxes, in the element
    // that holds them.
    QTest::newRow("each paragraph in a box of its own") << u"<div class=\"k4\"><p>"_s << u"</p></div>"_s;
}

void TestArticleParts::storyGoesOnInAGlossaryOfItsOwn()
{
    // Two short paragraphs that name the headline's words, then the story's own glossary in the
    // same box, longer than them and naming none of them: the glossary is the plateau's core, and
    // it goes on with the story.
    QFETCH(QString, open);
    QFETCH(QString, close);
    const QStringList terms = {u"Swing span"_s, u"Pier"_s, u"Deck"_s, u"Bearing"_s, u"Cofferdam"_s,
        u"Counterweight"_s, u"Expansion joint"_s, u"Load test"_s, u"Gearing"_s};
    QString glossary = u"<dl class=\"k6\">"_s;
    for (int i = 0; i < terms.size(); ++i) {
        glossary += u"<dt><strong>%1</strong></dt><dd>Term %2 of the works."_s.arg(terms.at(i)).arg(i + 1);
        if (i % 2 == 1)
            glossary += u" The part the engineers inspected in the survey of the winter, measured "_s
                        u"against the drawings of the original design and replaced where the steel "_s
                        u"had worn thinner than the inspectors allow."_s;
        glossary += u"</dd>"_s;
    }
    glossary += u"</dl>\n"_s;
    const QString lede = open
        + u"The harbour authority confirmed on Monday that the old swing bridge will reopen to traffic "_s
          u"next spring."_s
        + close + u"\n"_s + open + kParagraphs.at(1) + close + u"\n"_s;
    const QString html = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier"_s
                         u"</title></head><body><div class=\"top\"><a href=\"/\">The Courier</a></div>\n"_s
                         u"<h1>Bridge to reopen next spring</h1>\n<div class=\"k1\"><div class=\"k2\">"_s
        + lede + glossary
        + u"</div></div>\n<div class=\"bottom\"><a href=\"/t\">Terms</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    QVERIFY2(text.contains(u"harbour authority confirmed"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(1).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(u"Term 8 of the works"_s), qPrintable(text));
}

void TestArticleParts::storyAboveLongerPosts_data()
{
    QTest::addColumn<QString>("story");
    QTest::addColumn<QString>("posts"); // their element and each post's
    QTest::newRow("plain") << paragraphs(0, 3) << u"ol"_s;
    // Each paragraph in a box of its own, as script-made pages set them.
    QString wrapped;
    for (int i = 0; i < 3; ++i)
        wrapped += u"<div class=\"k4\">"_s + paragraph(i, 2) + u"</div>"_s;
    QTest::newRow("wrapped") << wrapped << u"div"_s;
    // Boxes between the paragraphs: the story's runs of text are short.
    QString interrupted;
    for (int i = 0; i < 3; ++i)
        interrupted += paragraph(i) + (i == 1 ? kReadMore : kNewsletter);
    QTest::newRow("interrupted") << interrupted << u"ol"_s;
}

void TestArticleParts::storyAboveLongerPosts()
{
    // Right after a short story, readers' posts under a heading and names that say nothing, each
    // longer than a paragraph of the story and as dense: the plateau holds both, and the posts are
    // where most of its words are. The story is what speaks of the headline.
    QFETCH(QString, story);
    QFETCH(QString, posts);
    const QString item = posts == u"ol"_s ? u"li"_s : u"div"_s;
    QString html = story + u"</div>\n<section class=\"k2\"><h3>What you said</h3><"_s + posts + u">"_s;
    for (int i = 1; i <= 6; ++i)
        html += u"<%1 class=\"k3\"><div class=\"k9\"><a href=\"/u/%2\">reader%2</a> %2 hours ago</div>"_s
                u"<p>Post %2: every town around here has the same trouble with its old "_s
                u"crossings, and whoever signs the contracts seems to learn nothing from the last time. "_s
                u"My father worked on the harbour wall in the seventies and it took half the time, with "_s
                u"a tenth of the people and none of the consultants.</p><a href=\"/r/%2\">Reply</a></%1>\n"_s
                    .arg(item)
                    .arg(i);
    html += u"</"_s + posts + u"></section><div>"_s;
    const QString text = kindred::extractArticle(page(html)).text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 1)), qPrintable(text));
    QVERIFY2(text.contains(u"winter floods"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Post 1:"_s), qPrintable(text));
}

void TestArticleParts::embeddedPostsBetweenParagraphs_data()
{
    // The markup each network's embed code writes, around a post as long as a paragraph.
    QTest::addColumn<QString>("open");
    QTest::addColumn<QString>("close");
    QTest::newRow("x") << u"<blockquote class=\"twitter-tweet\" data-lang=\"en\">"_s << u"</blockquote>"_s;
    QTest::newRow("instagram") << u"<blockquote class=\"instagram-media\" data-instgrm-version=\"14\">"_s
                               << u"</blockquote>"_s;
    QTest::newRow("facebook") << u"<div class=\"fb-post\" data-href=\"https://facebook.example/p/1\">"_s
                                 u"<blockquote class=\"fb-xfbml-parse-ignore\">"_s
                              << u"</blockquote></div>"_s;
    QTest::newRow("tiktok") << u"<blockquote class=\"tiktok-embed\" cite=\"https://tiktok.example/v/1\">"_s
                            << u"</blockquote>"_s;
}

void TestArticleParts::embeddedPostsBetweenParagraphs()
{
    // A post embedded from a social network is a quotation the reader sees as a card, not the
    // article's text, however long; the article goes on around it.
    QFETCH(QString, open);
    QFETCH(QString, close);
    const QString post = open
        + u"<p>Huge queues at the ferry terminal again this morning, the third time this week, and "_s
          u"nobody from the operator has said a word about when the extra sailings will start. "_s
          u"Pictures from the car park below, it is full to the gates.</p>&mdash; Harbour Watch "_s
          u"(@harbourwatch) <a href=\"https://social.example/s/1\">March 4, 2026</a>"_s
        + close + u"\n"_s;
    const QString text = kindred::extractArticle(page(paragraphs(0, 3) + post + paragraphs(3, 6))).text();
    for (int i = 0; i < 6; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Huge queues at the ferry terminal"_s), qPrintable(text));
}

namespace {

// Readers' comments under names that say nothing, each longer than a paragraph of the story and
// speaking of it.
QString plainComments(int count)
{
    QString html;
    for (int i = 1; i <= count; ++i)
        html += u"<div class=\"k8\"><div class=\"k9\"><b>reader%1</b> %1 hours ago</div><p>Remark %1: "_s
                u"if the bridge does reopen next spring it will be a year late, and the people who "_s
                u"signed off the budget ought to explain themselves at a public meeting before any "_s
                u"more money is spent on consultants.</p></div>\n"_s.arg(i);
    return html;
}

} // namespace

void TestArticleParts::commentsUnderTheirHeading_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("between"); // between the story and the comments
    QTest::newRow("count") << u"<h2>14 Comments</h2>"_s << QString();
    QTest::newRow("reply") << u"<h3 class=\"k5\">Leave a Reply</h3>"_s << QString();
    QTest::newRow("german") << u"<h2><span>Kommentare</span> (14)</h2>"_s << QString();
    // The comment platforms' heading (Viafoura's, Coral's) on news sites.
    QTest::newRow("conversation") << u"<h4>Join the Conversation</h4>"_s << QString();
    QTest::newRow("character reference") << u"<h2>14&nbsp;Comments</h2>"_s << QString();
    // Past teaser columns, the comments alone are the plateau: the story is before them.
    QTest::newRow("past teasers") << u"<h2>Comments</h2>"_s << teaserModule().repeated(4);
}

void TestArticleParts::commentsUnderTheirHeading()
{
    // Readers' comments under names that say nothing, more text than the story: their heading
    // says where they begin.
    QFETCH(QString, heading);
    QFETCH(QString, between);
    const QString body = paragraphs(0, 3) + u"</div>"_s + between + u"<div class=\"k7\">"_s + heading
        + plainComments(14) + u"<div>"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Remark 1:"_s), qPrintable(text));
}

// A story of two short paragraphs, a link in each, and more readers' comments than story under
// their heading: the story before the comments is the article, however few its words (was: the
// comments, since the story weighed less than the 30 an article's part weighs).
void TestArticleParts::shortStoryBeforeTheComments()
{
    const QString body
        = u"<p>The bridge, first opened in <a href=\"/t/1\">1894</a>, will reopen next spring, "
          u"the council said on Monday.</p>"
          u"<p>Cyclists get a <a href=\"/t/2\">separate lane</a> for the first time, which "
          u"campaigners welcomed after years of lobbying.</p></div>"
          u"<div class=\"k7\"><h2>Reader comments</h2>"_s
        + plainComments(14) + u"<div>"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    QVERIFY2(text.contains(u"first opened in 1894"_s), qPrintable(text));
    QVERIFY2(text.contains(u"separate lane for the first time"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Remark 1:"_s), qPrintable(text));
}

// Readers' comments in an element named a discussion (the name comment sections often have), under
// a heading of their own that no list knows: out of the article, however long.
void TestArticleParts::commentsInADiscussion()
{
    const QString body = paragraphs(0, 3) + u"</div><section class=\"discussion\"><h2>What readers say</h2>"_s
        + plainComments(14) + u"</section><div>"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Remark 1:"_s), qPrintable(text));
}

void TestArticleParts::commentsHeadingAboveTheHeadline()
{
    // A "Comments" box above the headline is a sidebar's (the latest comments on the site): it
    // does not end the story that follows.
    const QString sidebar = u"<div class=\"k1\"><p>The Courier has covered the harbour towns since 1888: "_s
                            u"local news, sport, business and weather, with the notices of the county "_s
                            u"council and the magistrates' court, and the letters our readers send in "_s
                            u"every week.</p></div>\n<div class=\"k2\"><h3>Comments</h3><p>Latest from "_s
                            u"readers on the bridge to reopen next spring, the ferry timetable and the "_s
                            u"school run.</p></div>\n"_s;
    const QString html = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier"_s
                         u"</title></head><body><div class=\"top\"><a href=\"/\">The Courier</a></div>\n"_s
        + sidebar + u"<h1>Bridge to reopen next spring</h1>\n<div class=\"text\">"_s + paragraphs(0, 6)
        + u"</div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    for (int i = 0; i < 6; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
}

// A list of long items that outweighs the paragraph after it, then teasers with summaries: the list
// is the plateau's core, and the paragraph beside it in their element is the article's still, not
// what the plateau ran into on its way to the teasers.
void TestArticleParts::paragraphAfterAListThatOutweighsIt()
{
    const QString list
        = u"<ul><li>Divers who inspected the eastern pier in January found that the gravel under "_s
          u"its foundations had been washed out by the winter floods, leaving a gap of almost a "_s
          u"metre that had to be filled with concrete.</li><li>The original plans assumed the "_s
          u"river bed was solid rock, an assumption that dated from a survey carried out in 1890 "_s
          u"and was never checked again.</li><li>Three contractors bid for the repair work, and "_s
          u"the one that won offered the lowest price by a wide margin.</li><li>The council set "_s
          u"aside a reserve for unforeseen costs of a tenth of the budget, which was spent within "_s
          u"the first six months once the state of the foundations became clear to everyone "_s
          u"involved.</li><li>Shops on the western bank reported takings down by a third in the "_s
          u"first year of the closure.</li></ul>\n"_s;
    QString teasers = u"<section class=\"rs\"><h2>Related stories</h2>"_s;
    for (int i = 0; i < 6; ++i)
        teasers += u"<div class=\"t%1\"><h3><a href=\"/s/%1\">Other story number %1 about the town</a></h3>"
                   u"<p>A longer summary of another story number %1 that the desk wrote for the front page "
                   u"of the site, with a second clause.</p></div>"_s.arg(i);
    const QString text
        = kindred::extractArticle(page(list + paragraph(2, 2) + teasers + u"</section>"_s)).text();
    QVERIFY2(text.contains(u"Divers who inspected"_s), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(2).section(u' ', 0, 1)), qPrintable(text));
    QVERIFY2(text.contains(u"signposted."_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Other story"_s), qPrintable(text));
}

// A product's description, then its specifications as a definition list in the same box: the list
// goes on with the description as a table of figures does, however short its lines (a part of
// kPartWords words at least, as any part beyond the plateau); the teasers after the box do not.
void TestArticleParts::specificationsAfterADescription()
{
    const QString body
        = u"<div class=\"k7\"><div class=\"price\">$853.99</div><button>Add to basket</button>"_s
          u"<div class=\"d1\">The swing bridge model is cast in bronze from the original "_s
          u"drawings of 1894 and finished by hand in the harbour workshop.</div><div class=\"d1\">"_s
          u"Every piece is numbered and comes with a certificate signed by the engineer who led "_s
          u"the repairs.</div><dl><dt>Dimensions</dt><dd>75 x 38 x 27 cm</dd><dt>Weight</dt>"_s
          u"<dd>8.2 kg</dd><dt>Finish</dt><dd>Patinated bronze on a base of Welsh slate</dd>"_s
          u"<dt>Edition</dt><dd>500 pieces</dd><dt>Delivery</dt><dd>Within three weeks, in a "_s
          u"wooden case</dd><dt>Care</dt><dd>Dust with a dry cloth</dd></dl></div>\n"_s
        + teaserModule();
    const QString text = kindred::extractArticle(page(body)).text();
    QVERIFY2(text.contains(u"cast in bronze"_s), qPrintable(text));
    for (const QString &line : {u"75 x 38 x 27 cm"_s, u"8.2 kg"_s, u"Patinated bronze"_s, u"500 pieces"_s})
        QVERIFY2(text.contains(line), qPrintable(u"missing \""_s + line + u"\" in:\n"_s + text));
    QVERIFY2(!text.contains(u"Teaser headline"_s), qPrintable(text));
}

void TestArticleParts::builderRowsOfAShortStory_data()
{
    QTest::addColumn<QString>("body"); // the element around the rows
    QTest::addColumn<QString>("beside"); // what the first row's column holds beside the first paragraph

    QTest::newRow("first paragraph alone") << u"<div class=\"u-b\">"_s << QString();
    // Where the first paragraph's column holds more (a line of sharing links), only the page's
    // mark says that the next row is still the article's.
    QTest::newRow("with sharing links, inside the marked body")
        << u"<div itemprop=\"articleBody\">"_s
        << u"<div class=\"u-s\"><a href=\"/share/f\">Facebook</a> <a href=\"/share/t\">Twitter</a></div>"_s;
}

void TestArticleParts::builderRowsOfAShortStory()
{
    // A page builder sets the story's long first paragraph in a row of its own, then a picture, a
    // table of results and the next paragraph in the columns of another row: the story goes on
    // there, however far its first paragraph's box is from them.
    QFETCH(QString, body);
    QFETCH(QString, beside);
    const auto column = [](const QString &content) {
        return u"<div class=\"u-c\"><div class=\"u-i\"><div class=\"u-w\">"_s + content
            + u"</div></div></div>"_s;
    };
    QString table = u"<table><tr><th>Crew</th><th>Club</th><th>Time</th></tr>"_s;
    for (int row = 1; row <= 8; ++row)
        table += u"<tr><td>Crew %1</td><td>Harbour RC</td><td>7:%2.4</td></tr>"_s.arg(row).arg(10 + row * 3);
    table += u"</table>"_s;
    const QString lede = u"<p>"_s + kParagraphs.at(0) + u' ' + kParagraphs.at(2) + u"</p>"_s;
    body += u"<div class=\"u-r\">"_s + column(lede + beside) + u"</div>\n<div class=\"u-r\">"_s
        + column(kFigure) + column(u"<div class=\"sep\"><span></span></div>"_s) + column(table)
        + column(paragraph(1)) + u"</div></div>\n"_s + teaserModule();
    const QString text = kindred::extractArticle(page(body)).text();
    for (const QString &line : {kParagraphs.at(0).section(u' ', 0, 7), u"Crew 8"_s, u"7:34.4"_s,
             kParagraphs.at(1).section(u' ', 0, 7)})
        QVERIFY2(text.contains(line), qPrintable(u"missing \""_s + line + u"\" in:\n"_s + text));
    QVERIFY2(!text.contains(u"Teaser headline"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Photo: J. Smith"_s), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestArticleParts)
#include "tst_articleparts.moc"
