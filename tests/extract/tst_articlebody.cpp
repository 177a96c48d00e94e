// What stands outside the article's body: above its headline or after a body the page marks
// (itemprop="articleBody", a sole <article>...), a publisher's "About us" or teasers inside the
// mark, a dialog that opens with the control closing it, the footer left when the strict
// pass removed the wrapper of the page's <main>, a notice above the headline, and readers' comments.
// (The author's box after the story: tst_authorbox; where an article begins and ends otherwise:
// tst_articleedges.) Pages are made by hand with ArticlePages.h, as in
// tst_articleparts.

#include "ArticlePages.h"
#include "extract/PlateauExtractor.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace articlepages;

class TestArticleBody : public QObject
{
    Q_OBJECT

private slots:
    void textOutsideTheMarkedBody_data();
    void textOutsideTheMarkedBody();
    void shortStoryMarkedByOneElement_data();
    void shortStoryMarkedByOneElement();
    void markedTeasersAfterTheStory_data();
    void markedTeasersAfterTheStory();
    void storyGoesOnInAnotherBoxOfTheMark();
    void headlineShorterThanTheSiteName();
    void shortPartsInTheMarkedBody_data();
    void shortPartsInTheMarkedBody();
    void dialogIsNotTheArticle_data();
    void dialogIsNotTheArticle();
    void mainInARemovedWrapper();
    void signUpBoxInARemovedWrapper();
    void markedBodyInALayoutNamedForItsRail();
    void bodyMarkedInsideTheArticle();
    void consentNoticeAboveTheHeadline();
    void shortStoryUnderANamedLegalNotice_data();
    void shortStoryUnderANamedLegalNotice();
    void commentsUnderAHeadingThatSaysNothing_data();
    void commentsUnderAHeadingThatSaysNothing();
};

namespace {

// A publisher's "About us", as long and as plain as a story's paragraphs.
const QString kAboutUs
    = u"<div class=\"publisher-info\"><h3>About us</h3><p>The Courier is an independent news "_s
      u"organisation founded in 1888 and owned by a charitable trust. Its journalism has won "_s
      u"twenty-five national press awards since 2003, and its newsroom of more than two hundred "_s
      u"reporters and editors covers the county, the country and the world. Every month millions "_s
      u"of people read our reporting, listen to our podcasts and receive our newsletters. We "_s
      u"publish corrections promptly and follow the code of practice of the independent press "_s
      u"standards organisation. We are funded by our readers, by advertising and by the trust, and "_s
      u"no owner, shareholder or advertiser has a say in what we report. If you have a story we "_s
      u"should look into, our investigations team can be reached securely at any time.</p></div>"_s;

// A publisher's disclaimer, as long and as plain as a story's paragraphs, under a name that says
// nothing.
const QString kDisclaimer
    = u"<div class=\"c-x9f2\"><h4>Disclaimer</h4><p>The material on this site may not be "_s
      u"reproduced, distributed, transmitted, cached or otherwise used, except with the prior "_s
      u"written permission of the owner. While we endeavour to keep the information up to date "_s
      u"and correct, we make no representations or warranties of any kind, express or implied, "_s
      u"about the completeness, accuracy, reliability or suitability of the information, products, "_s
      u"services or related graphics contained on the site for any purpose. Complaints about our "_s
      u"editorial content should be made in writing to the standards editor within thirty days of "_s
      u"publication, quoting the date and headline of the article concerned. All content is the "_s
      u"copyright of its respective owners and may not be reproduced, distributed, transmitted, "_s
      u"cached or otherwise used except with the prior written permission of the publisher, and "_s
      u"past performance is not a reliable indicator of future results.</p></div>"_s;

} // namespace

void TestArticleBody::textOutsideTheMarkedBody_data()
{
    // What stands over a short story's headline or after its body, outside the body the page marks:
    // long and plain, in a box of another name than the story's.
    QTest::addColumn<QString>("box");
    QTest::addColumn<bool>("above");
    QTest::newRow("biography above")
        << u"<div class=\"contributor\"><h3>About Ann Other</h3><p>Ann Other is a contributing "_s
           u"correspondent at the Courier, covering health, crime and education. She has reported from "_s
           u"three continents and was part of the team that won a national prize for its coverage of "_s
           u"the courts. She studied languages at university and holds a master's degree in journalism. "_s
           u"She is a regular guest on radio and television programmes and has written for several "_s
           u"national and international titles. Before joining the Courier she spent fourteen years at "_s
           u"a regional daily, where she reported on agriculture, courts and energy, and she lives by "_s
           u"the sea with her family and two dogs. Her first book, a history of the county's lost railways, "_s
           u"was shortlisted for a regional award, and her second, on the fishing villages of the coast, "_s
           u"comes out next year. You can follow her on social media or send her your story ideas by email "_s
           u"at any time of the day or night.</p></div>"_s
        << true;
    QTest::newRow("disclaimer above") << kDisclaimer << true;
    QTest::newRow("about us after") << kAboutUs << false;
}

void TestArticleBody::textOutsideTheMarkedBody()
{
    // The plateau ran from the box above the headline, across the headline and byline, into the
    // marked body, or from the body into the box after it; the article is the marked body.
    QFETCH(QString, box);
    QFETCH(bool, above);
    const QString text = kindred::extractArticle(
        barePage((above ? box : QString())
            + u"\n<main><h1>Bridge to reopen next spring</h1>\n<div class=\"by\">By Ann Other | 4 March</div>\n"_s
              u"<div class=\"entry-content\">\n"_s
            + paragraphs(0, 3) + u"</div>\n"_s + (above ? QString() : box) + u"</main>"_s))
                             .text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(box.mid(box.indexOf(u"<p>"_s) + 3, 40)), qPrintable(text));
}

void TestArticleBody::shortStoryMarkedByOneElement_data()
{
    // A brief of about 40 words: under the 50 marked words that make a page's mark count, but
    // marked by one element under the headline it counts, and the "About us" after it weighs a
    // tenth a word.
    QTest::addColumn<QString>("open"); // the story's element
    QTest::addColumn<QString>("close");
    QTest::newRow("entry-content") << u"<div class=\"entry-content\">"_s << u"</div>"_s;
    QTest::newRow("articleBody") << u"<div itemprop=\"articleBody\">"_s << u"</div>"_s;
    QTest::newRow("sole article") << u"<article>"_s << u"</article>"_s;
    // The article element around the marked body (and its byline) is the same one element.
    QTest::newRow("articleBody in the article")
        << u"<article><div class=\"by\">By Ann Other</div><div itemprop=\"articleBody\">"_s
        << u"</div></article>"_s;
}

void TestArticleBody::shortStoryMarkedByOneElement()
{
    QFETCH(QString, open);
    QFETCH(QString, close);
    const QString brief = paragraph(0) + u"<p>Work on the new deck starts in the first week of March.</p>"_s;
    const QString text
        = kindred::extractArticle(barePage(u"<main><h1>Bridge to reopen next spring</h1>\n"_s + open + brief
                                      + close + u"\n"_s + kAboutUs + u"</main>"_s))
              .text();
    QVERIFY2(text.contains(kParagraphs.at(0).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(u"first week of March"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"independent news organisation"_s), qPrintable(text));
}

void TestArticleBody::markedTeasersAfterTheStory_data()
{
    // Teasers after the story carry a body's class name, 30-50 words: no body the page marks,
    // and the story outside them keeps its weight.
    QTest::addColumn<QString>("teasers");
    const QString fair = u"<div class=\"story-text\"><p>The county fair returns to the riverside meadow in "_s
                         u"August with a new livestock show and a craft market.</p></div>"_s;
    const QString oaks = u"<div class=\"story-text\"><p>Volunteers planted four hundred oak saplings along "_s
                         u"the old railway path over the weekend.</p></div>"_s;
    const QString station
        = u"<div class=\"story-text\"><p>The county fair returns to the riverside meadow "_s
          u"in August with a new livestock show, a craft market and, for the first time, a "_s
          u"steam fair beside the old railway station.</p></div>"_s;
    // Marks on several elements need 50 words together.
    QTest::newRow("two") << u"<div class=\"more\"><h2>More news</h2>"_s + fair + oaks + u"</div>"_s;
    // One element counts from 30 words only under the headline.
    QTest::newRow("one") << u"<div class=\"more\"><h2>More news</h2>"_s + station + u"</div>"_s;
}

void TestArticleBody::markedTeasersAfterTheStory()
{
    QFETCH(QString, teasers);
    const QString text
        = kindred::extractArticle(page(u"<div class=\"c1\">"_s + paragraphs(0, 6) + u"</div>"_s + teasers))
              .text();
    for (int i = 0; i < 6; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"county fair"_s), qPrintable(text));
}

// A body the page marks in two boxes of different classes, an inline video between them (the
// Washington Post's "teaser-content" and "remainder-content"): the story's last paragraph, in the
// second box, is the story going on, not readers' responses; those stand outside the mark, in
// boxes of the same shape, and stay out.
void TestArticleBody::storyGoesOnInAnotherBoxOfTheMark()
{
    const QString video
        = u"<div class=\"inline-video\"><div class=\"powa\"><video preload=\"none\"></video>"_s
          u"<button type=\"button\">Play Video</button></div><div class=\"powa__meta\">"_s
          u"<span>Video</span><h3>Ferry timetable changes in June</h3><span>01:21</span>"_s
          u"</div></div>\n"_s;
    const QString body = u"<div class=\"article-body\"><div class=\"teaser-content\">"_s + paragraphs(0, 4)
        + video + u"</div><div class=\"remainder-content\">"_s + paragraph(4) + u"</div></div>\n"_s
        + u"<div class=\"responses\"><div class=\"response\"><p>I have crossed that bridge every "_s
          u"morning for twenty years and I never once saw a single crack in it, whatever the "_s
          u"engineers now say about the eastern pier and its foundations.</p></div></div>\n"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 5; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"every morning for twenty years"_s), qPrintable(text));

    // Where the page marks no body, such a paragraph in a box of another class after the story,
    // past its tags and share links, is not its: an author's note.
    const QString unmarkedPage
        = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier</title></head>"_s
          u"<body><div class=\"top\"><a href=\"/\">The Courier</a></div><div class=\"page\"><div "_s
          u"class=\"col-a\"><h1>Bridge to reopen next spring</h1><div class=\"by\">By Ann Other</div>"_s
          u"<div class=\"c1\">"_s
        + paragraphs(0, 4)
        + u"</div>\n<div class=\"topics\">Topics: <a href=\"/t/1\">Bridges</a> <a href=\"/t/2\">Council</a>"_s
          u"</div>\n<div class=\"social-share\"><a href=\"#\">Facebook</a><a href=\"#\">Email</a></div>\n"_s
          u"<div class=\"contributor\"><p>Ann Other has reported on the county's roads, bridges and "_s
          u"railways for the paper since 2009, and before that wrote about farming and the "_s
          u"weather for two weekly papers on the coast.</p></div>\n</div><aside class=\"sidebar\"><h2>"_s
          u"Most read</h2><ol><li><a href=\"/m\">Council tax rise approved</a></li><li><a href=\"/m\">"_s
          u"Rail strike called off</a></li></ol></aside></div><div class=\"bottom\">Copyright The "_s
          u"Courier</div></body></html>"_s;
    const QString unmarked = kindred::extractArticle(unmarkedPage.toUtf8()).text();
    QVERIFY2(unmarked.contains(kParagraphs.at(3).section(u' ', 0, 7)), qPrintable(unmarked));
    QVERIFY2(!unmarked.contains(u"roads, bridges and railways"_s), qPrintable(unmarked));
}

// The disclaimer above a short story's headline joins the plateau across it, as in
// textOutsideTheMarkedBody, where the headline is the title's shorter part (the site's name the
// longer): the headline is found inside the plateau, above the mark, and the plateau begins there.
void TestArticleBody::headlineShorterThanTheSiteName()
{
    const QString page = u"<!doctype html><html><head><title>Bridge reopens | The Courier, the county's "_s
                         u"daily newspaper</title></head><body><div class=\"top\"><a href=\"/\">The "_s
                         u"Courier</a></div>\n"_s
        + kDisclaimer
        + u"\n<main><h1>Bridge reopens</h1>\n<div class=\"by\">By Ann Other | 4 March</div>\n"_s
          u"<div itemprop=\"articleBody\">"_s
        + paragraph(0) + u"<p>Work on the new deck starts in the first week of March.</p></div></main>"_s
        + u"\n<div class=\"bottom\"><a href=\"/t\">Terms of use</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(page.toUtf8()).text();
    QVERIFY2(text.contains(kParagraphs.at(0).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(u"first week of March"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"reproduced, distributed"_s), qPrintable(text));
}

void TestArticleBody::shortPartsInTheMarkedBody_data()
{
    // An ad slot between paragraphs of the body a page marks, and a "Read more" box of links.
    const QString ad
        = u"<div class=\"u-77\"><div class=\"u-78\">Advertisement</div><div id=\"slot-3\"></div>"_s
          u"<a href=\"https://ads.example/click\"><img src=\"/px.gif\"></a></div>\n"_s;
    const QString readMore
        = u"<div class=\"inl\"><span>Read more:</span><ul><li><a href=\"/1\">Why repairs to "_s
          u"old bridges cost so much</a></li><li><a href=\"/2\">Mayor faces questions over "_s
          u"contracts</a></li></ul></div>\n"_s;
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("wanted");
    // The story's last line, after an ad, beside its paragraphs.
    QTest::newRow("last line after an ad") << paragraphs(0, 3) + ad
            + u"<p>Tolls will be waived for the first month after the bridge reopens.</p>\n"_s
                                           << u"Tolls will be waived"_s;
    // ...where each paragraph has a wrapper of its own.
    QString wrapped;
    for (int i = 0; i < 3; ++i)
        wrapped += u"<div class=\"w\">"_s + paragraph(i) + u"</div>\n"_s;
    QTest::newRow("last line after an ad, each paragraph wrapped") << wrapped + ad
            + u"<div class=\"w\"><p>Tolls will be waived for the first month after the bridge reopens.</p></div>\n"_s
                                                                   << u"Tolls will be waived"_s;
    // ...in a wrapper that holds a link too: the page's mark says it is the story's.
    QTest::newRow("last line beside a link, each paragraph wrapped") << wrapped + ad
            + u"<div class=\"w\"><p>Tolls will be waived for the first month after the bridge reopens.</p>"_s
              u"<a href=\"/share\">Share</a></div>\n"_s << u"Tolls will be waived"_s;
    // A short table between ads and boxes of links, the story going on after them.
    QTest::newRow("short table between ads and links") << paragraphs(0, 2) + ad.repeated(3)
            + u"<table><tr><th>Span</th><th>Length</th></tr><tr><td>East</td><td>120 m</td></tr>"_s
              u"<tr><td>West</td><td>95 m</td></tr></table>\n"_s
            + readMore.repeated(2) + paragraphs(2, 4) << u"West | 95 m"_s;
}

// Inside the body a page marks, a short part (fewer words than a part of the article beyond
// clutter) is the article's, wherever it stands in the mark.
void TestArticleBody::shortPartsInTheMarkedBody()
{
    QFETCH(QString, body);
    QFETCH(QString, wanted);
    const QString text
        = kindred::extractArticle(page(u"<div itemprop=\"articleBody\">"_s + body + u"</div>\n"_s)).text();
    QVERIFY2(text.contains(wanted), qPrintable(text));
    QVERIFY2(text.contains(kParagraphs.at(0).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Advertisement"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"old bridges cost"_s), qPrintable(text));
}

void TestArticleBody::dialogIsNotTheArticle_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<bool>("dialog");
    QTest::newRow("close class") << u"<div class=close data-what=info>Schließen [X]</div>"_s << true;
    QTest::newRow("close button") << u"<button type=button class='btn btn-close'></button>"_s << true;
    QTest::newRow("modifier") << u"<a href=# class='popup__close'>×</a>"_s << true;
    QTest::newRow("dismiss") << u"<span data-dismiss=modal>×</span>"_s << true;
    QTest::newRow("aria label") << u"<button aria-label='Schließen'>×</button>"_s << true;
    // The same words without a control that closes them, or with one after words of its own, or a
    // name that only ends in "close": the box is judged on its words.
    QTest::newRow("no control") << u"<div class=title>Versand</div>"_s << false;
    QTest::newRow("control after words") << u"Hinweis: <button class=close>×</button>"_s << false;
    QTest::newRow("disclose") << u"<div class=disclose>Versand</div>"_s << false;
}

void TestArticleBody::dialogIsNotTheArticle()
{
    // A shop's region page: its article is text broken by <br> in a description box, and a
    // dialog the page's script shows on demand (shipping terms, longer than the article) stands
    // at the end of the page, opening with the control that closes it.
    QFETCH(QString, control);
    QFETCH(bool, dialog);
    const QString article = u"Die Region liegt im Norden Spaniens am Mittellauf des Ebro und ist ungefähr "
                            "hundertzwanzig mal vierzig Kilometer groß. Ihr Name stammt von einem der "
                            "Nebenflüsse des Ebro.<br><br>Sie teilt sich in drei Untergebiete, deren "
                            "Klima vom Atlantik oder vom Mittelmeer geprägt ist.<br><br>Die Bestimmungen "
                            "erlauben vier rote und drei weiße Rebsorten, und der Kenner würde sofort "
                            "Tempranillo und Garnacha nennen, aber auch Graciano und Mazuelo."_s;
    QString terms;
    for (int i = 0; i < 5; ++i)
        terms += u"<p>Unsere Lieferungen kommen per Paketdienst zu Ihnen; ab einem Warenwert von 60 Euro "
                 "liefern wir frei Haus, darunter berechnen wir Versandkosten von 8 Euro, und wir "
                 "behalten uns Teillieferungen ohne zusätzliche Kosten vor, Fall %1.</p>"_s.arg(i + 1);
    const QString page
        = u"<html><body><div class=page-header><h1>Die Region</h1></div><div class=beschreibung>"_s + article
        + u"</div><div id=footer><a href=/impressum>Impressum</a></div><div id=info>"_s + control
        + u"<h3>Versandkosten und Lieferung</h3>"_s + terms + u"</div></body></html>"_s;
    const kindred::ExtractedArticle extracted = kindred::extractArticle(page.toUtf8());
    const QString text = extracted.paragraphs.join(u' ');
    QCOMPARE(text.contains(u"Tempranillo"_s), dialog);
    QCOMPARE(text.contains(u"Teillieferungen"_s), !dialog);
}

namespace {

// A post of eight tips in a theme that wraps it and its sidebar in one box named for both
// ("content-sidebar-wrap"); `box` stands after the fourth tip, `footer` after the wrapper.
QByteArray postInASidebarWrap(const QString &box, const QString &footer)
{
    QString post;
    for (int i = 0; i < 8; ++i) {
        post += u"<p>A small room can hold a crib, a dresser and a changing table when each piece serves "
                "two purposes, and the walls carry shelves for the things used every day, tip %1.</p>"_s.arg(
                    i + 1);
        if (i == 3)
            post += box;
    }
    return (u"<html><head><title>Small nursery ideas</title></head><body><div class=site-container>"
            "<header class=site-header><a href=/>The Party</a></header>"
            "<div class=content-sidebar-wrap><main class=content><article><h1>Small nursery ideas</h1>"_s
        + post + u"</article></main><aside class=sidebar><a href=/a>About</a></aside></div>"_s + footer
        + u"</div></body></html>"_s)
        .toUtf8();
}

} // namespace

void TestArticleBody::mainInARemovedWrapper()
{
    // The strict pass takes the wrapper for a sidebar: what it found was the footer's notice, long
    // enough to pass for an article. The page's <main> stood in what it removed, so the lenient
    // pass, which removes no names, is asked too and finds the post.
    const QString footer
        = u"<footer><p>The Party does not offer medical advice, services or treatments to its clients; if "
          u"you "
          "are concerned about a medical issue related to yourself or your child, we urge you to contact "
          "your "
          "doctor or pediatrician immediately, and we are a participant in an affiliate advertising program "
          "designed to provide a means for sites to earn fees.</p></footer>"_s;
    const QString text = kindred::extractArticle(postInASidebarWrap({}, footer)).paragraphs.join(u' ');
    QVERIFY2(text.contains(u"tip 1."_s) && text.contains(u"tip 8."_s), qPrintable(text));
}

void TestArticleBody::signUpBoxInARemovedWrapper()
{
    // As above, the lenient pass reads the post; between its paragraphs, a newsletter's sign-up box
    // (a heading, its pitch, a field and a button). Few words around form controls are a widget in
    // either pass: the pitch is no part of the post.
    const QString box
        = u"<div class=box-7><h4>Daily Headlines</h4><p>Get the day's top stories, explained in "
          "five minutes, delivered to your inbox every weekday morning.</p><form><input "
          "type=email placeholder=Email><button>Sign up!</button></form></div>"_s;
    const QString text = kindred::extractArticle(postInASidebarWrap(box, {})).paragraphs.join(u' ');
    QVERIFY2(text.contains(u"tip 1."_s) && text.contains(u"tip 8."_s), qPrintable(text));
    QVERIFY2(!text.contains(u"top stories"_s), qPrintable(text));
}

void TestArticleBody::markedBodyInALayoutNamedForItsRail()
{
    // A news site's layout names its columns for the rail beside the story ("page-rail__side"), so
    // the names make the story's column chrome; inside it the body is marked in microdata, with a
    // newsletter box between its paragraphs. The story is read with its column kept and everything
    // else judged as usual: the standfirst over the body (as its description says it), the
    // paragraphs, and not the box's pitch.
    const QString html
        = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier</title><meta "_s
          u"name=\"description\" content=\"Three years and twice the budget later, the old swing bridge is "_s
          u"nearly done, the harbour authority says.\"></head><body><div class=\"top\"><a href=\"/\">The "_s
          u"Courier</a></div>\n<div class=\"page-rail\"><div class=\"page-rail__side\"><h1>Bridge to reopen next spring</h1>\n"_s
          u"<h2 class=\"dek\">Three years and twice the budget later, the old swing bridge is nearly "_s
          u"done, the harbour authority says.</h2>\n<div class=\"body-rail\" itemprop=\"articleBody\">"_s
        + paragraphs(0, 3)
        + u"<div class=\"newsletter-signup\"><p>Get the morning briefing in your inbox every weekday, "_s
          u"with the stories people in town are talking about.</p></div>\n"_s
        + paragraphs(3, 6)
        + u"</div></div><div class=\"page-rail__rail\"><h3>Latest</h3><ul><li><a href=\"/n\">Council "_s
          u"tax rise approved</a></li><li><a href=\"/n\">Rail strike called off</a></li></ul></div></div>"_s
          u"<div class=\"bottom\"><a href=\"/t\">Terms</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    for (int i = 0; i < 6; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(u"Three years and twice the budget later"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"morning briefing"_s), qPrintable(text));
}

void TestArticleBody::bodyMarkedInsideTheArticle()
{
    // A local paper's CMS puts the whole story page in its one <article>: the headline, the body it
    // marks in microdata, then the rules of its discussion and the readers' comments, as long and as
    // plain as the story's paragraphs. The body's mark says where the story is; the <article> only
    // where the page is.
    QString comments;
    for (const QString &line :
        {u"I drove over that bridge every day for twenty years and never once saw a crack in it, so "_s
         u"I wonder what the engineers were looking at all that time."_s,
            u"The detour added half an hour to my commute each way and nobody at the council ever "_s
            u"apologised for the chaos it caused in the town centre."_s,
            u"Another council project that cost twice what they said it would cost, and we the "_s
            u"taxpayers will be paying for it long after the ribbon is cut."_s})
        comments += u"<div class=\"c\"><span class=\"who\">reader</span> <span>2 hours ago</span><p>"_s + line
            + u"</p><a href=\"#r\">Reply</a></div>"_s;
    const QString html
        = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier</title></head>"_s
          u"<body><div class=\"top\"><a href=\"/\">The Courier</a></div>\n<article class=\"asset\">"_s
          u"<h1>Bridge to reopen next spring</h1>\n<div class=\"by\">By Ann Other</div>\n<div "_s
          u"class=\"asset-content\" itemprop=\"articleBody\">"_s
        + paragraphs(0, 4)
        + u"</div>\n<div class=\"d1\"><h4>Welcome to the discussion.</h4><p>Keep it clean. Please avoid "_s
          u"obscene, vulgar, lewd, racist or sexually oriented language, and use the report link on each "_s
          u"comment to tell us about abusive posts.</p></div>\n<div class=\"d2\">"_s
        + comments + u"</div></article><div class=\"bottom\"><a href=\"/t\">Terms</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(html.toUtf8()).text();
    for (int i = 0; i < 4; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"Keep it clean"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"engineers were looking at"_s), qPrintable(text));
}

void TestArticleBody::consentNoticeAboveTheHeadline()
{
    // A consent notice of one long paragraph above the headline, in the box that holds the story,
    // under names that say nothing, and a short story whose words do not echo its headline: the
    // plateau ran from the notice across the headline, the notice was its largest paragraph, and it
    // came back as the story's opening. The article begins at its headline.
    const QString page
        = u"<!doctype html><html><head><title>Good news for drivers at last</title></head><body>"_s
          u"<main><div class=\"k2\"><div class=\"k3\"><h3>We value your privacy</h3><p>Please note that "_s
          u"some processing of your personal data may not require your consent, but you have a right to "_s
          u"object to such processing. We and our partners store and access information on your device, "_s
          u"such as cookies and unique identifiers, and process personal data such as browsing data to show "_s
          u"you relevant content. You can change your mind and withdraw your consent at any time by "_s
          u"returning to this site and opening the privacy settings at the bottom of every page.</p></div>\n"_s
          u"<h1>Good news for drivers at last</h1>\n<div class=\"k4\"><div class=\"k5\"><div class=\"k6\">"_s
        + paragraphs(0, 2) + u"</div></div></div></div></main></body></html>"_s;
    const QString text = kindred::extractArticle(page.toUtf8()).text();
    for (int i = 0; i < 2; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"privacy"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"personal data"_s), qPrintable(text));
}

void TestArticleBody::shortStoryUnderANamedLegalNotice_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<bool>("story");
    const QString lede = kParagraphs.at(0).section(u' ', 0, 14);
    QTest::newRow("the page's summary is the story's") << lede << true;
    // The rule asks the strict pass to hold the summary: where it does not, the lenient pass's
    // text is taken as before (here the notice, which the summary quotes).
    QTest::newRow("the summary quotes the notice")
        << u"All content is copyright of its respective owners and may not be reproduced"_s << false;
}

void TestArticleBody::shortStoryUnderANamedLegalNotice()
{
    // A legal notice of one long paragraph above the headline, in a box its name makes chrome, and
    // a story of one short paragraph: the strict pass found the story, the lenient one, which keeps
    // named boxes, found more words in the notice and was taken for them. The page's summary tells
    // the story from the notice.
    QFETCH(QString, description);
    QFETCH(bool, story);
    const QString meta = description.isEmpty()
        ? QString()
        : u"<meta name=\"description\" content=\""_s + description + u"\">"_s;
    const QString page = u"<!doctype html><html><head><title>A long wait ends | The Courier</title>"_s + meta
        + u"</head><body><main><div class=\"layout\"><div class=\"legal-notice\"><h4>Disclaimer</h4>"_s
          u"<p>All content is copyright of its respective owners and may not be reproduced, distributed, "_s
          u"transmitted, cached or otherwise used except with the prior written permission of the "_s
          u"publisher. Use of this site constitutes acceptance of our user agreement and privacy policy. "_s
          u"Prices and availability were correct at the time of publication but may change without "_s
          u"notice. Some of the links on this page are affiliate links, which means we may earn a "_s
          u"commission if you click through and make a purchase, at no extra cost to you.</p></div>\n"_s
          u"<h1>A long wait ends</h1>\n<div class=\"c1\"><div class=\"c2\"><p>"_s
        + kParagraphs.at(0)
        + u"</p></div></div>\n<div class=\"social-share\"><a href=\"#\">Facebook</a><a href=\"#\">Email</a>"_s
          u"</div></div></main></body></html>"_s;
    const QString text = kindred::extractArticle(page.toUtf8()).text();
    QCOMPARE(text.contains(kParagraphs.at(0).section(u' ', 0, 7)), story);
    QCOMPARE(text.contains(u"affiliate links"_s), !story);
}

void TestArticleBody::commentsUnderAHeadingThatSaysNothing_data()
{
    QTest::addColumn<QString>("reply");
    QTest::newRow("a link") << u"<a href=\"#reply\">Reply</a>"_s;
    QTest::newRow("in the item's footer") << u"<div class=\"f\"><a href=\"?r=1\">Antworten</a></div>"_s;
}

void TestArticleBody::commentsUnderAHeadingThatSaysNothing()
{
    // Readers' comments under a heading no list of headings holds ("What readers say"), in boxes
    // named by a build tool, longer than the story: each item ends with a "Reply" control, and the
    // comments begin where their list does. Before, the plateau ran from the story into them.
    QFETCH(QString, reply);
    const QStringList comments = {
        u"I have driven over that bridge every morning for twenty years and I never once saw anyone "_s
        u"working on it while the detour was in place, so forgive me if I doubt the new date."_s,
        u"Three years and twice the money for a bridge that was already standing. Somebody on the "_s
        u"council should have to explain that to the people who pay for it, and soon."_s,
        u"Good news for the shops on the east bank at last, though several of them closed for good "_s
        u"while the work dragged on and they will not be coming back whatever happens now."_s,
        u"The cycle lane is the only part of this I am glad about. It took long enough, and it should "_s
        u"have been part of the plan from the start instead of an afterthought."_s,
    };
    QString list = u"<section class=\"css-u9k2\"><h2>What readers say</h2><ol>"_s;
    for (qsizetype i = 0; i < comments.size(); ++i)
        list += u"<li class=\"css-q"_s + QString::number(i) + u"\"><div class=\"m\"><b>reader"_s
            + QString::number(i) + u"</b> "_s + QString::number(i + 1) + u" hours ago</div><p>"_s
            + comments[i] + u"</p>"_s + reply + u"</li>"_s;
    list += u"</ol></section>"_s;
    const QString text = kindred::extractArticle(
        page(u"<h1>Bridge to reopen next spring</h1>\n<div class=\"css-a1\"><div class=\"css-b2\">"_s
            + paragraphs(0, 3) + u"</div></div>\n"_s + list))
                             .text();
    for (int i = 0; i < 3; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(!text.contains(u"every morning"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"cycle lane"_s), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestArticleBody)
#include "tst_articlebody.moc"
