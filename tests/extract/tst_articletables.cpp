// Tables in and around an article: a table of figures between the article's paragraphs is the
// article's (the plateau breaks at its many cells and tags), while the table a page is laid out
// in and a table of links to other stories are not. A row, or a definition list's term with its
// description, reads as one line.

#include "extract/PlateauExtractor.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kMenu = u"<div class=\"top\"><ul><li><a href=\"/\">Home</a></li><li><a href=\"/energy\">Energy"
                      u"</a></li><li><a href=\"/stats\">Statistics and open data</a></li></ul></div>\n"_s;
const QString kFooter = u"<div class=\"bottom\"><a href=\"/imprint\">Imprint</a> <a href=\"/privacy\">"
                        u"Privacy statement</a></div>\n"_s;

// A table of monthly figures as statistics offices publish them: each unit in an <abbr>, so the
// table holds many tags for few words.
QString figuresTable()
{
    const QString unit
        = u" <abbr title=\"million\"><abbr title=\"million\">m</abbr></abbr> <abbr title=\"tonnes\">"
          u"<abbr title=\"tonnes\">t</abbr></abbr>"_s;
    QString rows;
    const QStringList products
        = {u"Naphtha"_s, u"Petrol"_s, u"Diesel"_s, u"Heating oil"_s, u"Low sulphur"_s, u"Heavy fuel oil"_s};
    for (qsizetype i = 0; i < products.size(); ++i) {
        rows += u"<tr><th scope=\"row\">"_s + products.at(i) + u"</th><td>"_s + QString::number(10 + i)
            + u",72"_s + unit + u"</td><td>"_s + QString::number(20 + i) + u",40"_s + unit + u"</td><td>"_s
            + QString::number(i) + u",7 %</td></tr>"_s;
    }
    return u"<table><caption>Sales of the main products</caption><thead><tr><th>Product</th><th>2020</th>"
           u"<th>2021</th><th>Change</th></tr></thead><tbody>"_s
        + rows + u"</tbody></table>\n"_s;
}

const QString kIntro = u"<div class=\"abstract\"><p>According to the federal office, sales of oil products "
                       u"fell by 2.3 percent from 91.5 to 89.4 million tonnes between January and "
                       u"November.</p></div>\n<p>The main products developed as follows over the same "
                       u"period, in million tonnes and as a rate of change:</p>\n"_s;
const QString kRest = u"<p>Compared with the same period of the year before,</p>\n<ul><li>the export of oil "
                      u"products rose by 13.6 percent from 20.4 to 23.1 million tonnes;</li><li>the import "
                      u"of oil products rose by 5.0 percent from 31.9 to 33.5 million tonnes;</li><li>the "
                      u"import of crude oil fell by 2.9 percent from 76.0 to 73.9 million tonnes.</li></ul>\n"
                      u"<p>More information on the oil market is published every month in the official "
                      u"oil data of the federal republic.</p>\n"_s;

QString page(const QString &main)
{
    return u"<!doctype html><html><head><title>Oil sales in November</title></head><body>"_s + kMenu + main
        + kFooter + u"</body></html>"_s;
}

QString extracted(const QString &html)
{
    return kindred::extractArticle(html.toUtf8()).text();
}

} // namespace

class TestArticleTables : public QObject
{
    Q_OBJECT

private slots:
    void figuresBetweenParagraphs();
    void layoutTableIsNotTheArticles();
    void tableOfLinksStaysOut();
    void definitionListTermsAndDescriptions();
    void tableAtTheArticlesEdge();
    void glossaryKeepsItsTerms();
    void shortStoryUnderItsDeck_data();
    void shortStoryUnderItsDeck();
    void tableClosingAParagraph_data();
    void tableClosingAParagraph();
};

// The table and the sentence that introduces it come back with the paragraphs around them.
void TestArticleTables::figuresBetweenParagraphs()
{
    const QString text
        = extracted(page(u"<div id=\"main\"><div class=\"content\"><h1>Oil sales in November</h1>\n"_s
            + kIntro + figuresTable() + kRest + u"</div></div>\n"_s));
    QVERIFY2(text.contains(u"sales of oil products fell by 2.3 percent"_s), qPrintable(text));
    QVERIFY2(text.contains(u"The main products developed as follows"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Heavy fuel oil"_s), qPrintable(text));
    // A row reads as one line, its cells apart.
    QVERIFY2(text.contains(u"\n\nProduct | 2020 | 2021 | Change\n\n"_s), qPrintable(text));
    QVERIFY2(text.contains(u"\n\nDiesel | 12,72 m t | 22,40 m t | 2,7 %\n\n"_s), qPrintable(text));
    QVERIFY2(text.contains(u"the import of crude oil fell"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Statistics and open data"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Privacy statement"_s), qPrintable(text));
}

// A page laid out in a table: the cells beside the article's are the page's, not a table of the
// article. (A guard: other steps keep this column out too when the check of the table around the
// article's core is left out.)
void TestArticleTables::layoutTableIsNotTheArticles()
{
    const QString side = u"<td class=\"col3\"><p>Opening hours of the office</p><p>Monday to Friday</p>"
                         u"<p>from 8 in the morning to 4 in the afternoon</p><p>Hotline 0800 1234 567</p>"
                         u"<p>Fax 0800 1234 568</p><p>Visitors by appointment only</p><p>Parking at the "
                         u"back of the building</p></td>"_s;
    const QString text = extracted(page(u"<table><tr><td class=\"col1\">&nbsp;</td><td class=\"col2\">"
                                        u"<h1>Oil sales in November</h1>\n"_s
        + kIntro + kRest + u"</td>"_s + side + u"</tr></table>\n"_s));
    QVERIFY2(text.contains(u"the import of crude oil fell"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Opening hours"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Hotline"_s), qPrintable(text));
}

// A table whose cells are links to other stories is a box of teasers, wherever it stands. (A
// guard: the furniture and trimming steps keep it out too when the table rule takes linked cells.)
void TestArticleTables::tableOfLinksStaysOut()
{
    QString links;
    for (int i = 1; i <= 6; ++i)
        links += u"<tr><td><a href=\"/story/"_s + QString::number(i) + u"\">Gas storage report number "_s
            + QString::number(i) + u"</a></td><td>12.0"_s + QString::number(i) + u".2021</td></tr>"_s;
    const QString text
        = extracted(page(u"<div id=\"main\"><div class=\"content\"><h1>Oil sales in November</h1>\n"_s
            + kIntro + kRest + u"<table>"_s + links + u"</table>\n</div></div>\n"_s));
    QVERIFY2(text.contains(u"the import of crude oil fell"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Gas storage report"_s), qPrintable(text));
}

// A definition list between the paragraphs (a fact box) reads as lines "term | description".
void TestArticleTables::definitionListTermsAndDescriptions()
{
    const QString facts = u"<h3>The office in figures</h3><dl><dt>Staff</dt><dd>1,240</dd><dt>Founded</dt>"
                          u"<dd>1952</dd><dt>Budget</dt><dd>84 million euros</dd></dl>\n"_s;
    const QString text
        = extracted(page(u"<div id=\"main\"><div class=\"content\"><h1>Oil sales in November</h1>\n"_s
            + kIntro + facts + kRest + u"</div></div>\n"_s));
    QVERIFY2(text.contains(u"\n\nStaff | 1,240\n\nFounded | 1952\n\nBudget | 84 million euros\n\n"_s),
        qPrintable(text));
    QVERIFY2(text.contains(u"the import of crude oil fell"_s), qPrintable(text));
}

// A table that closes the article (the last element of its body, under a heading of its own) or
// opens it is the article's: its rows are short lines without a sentence's end, which the
// trimming of the plateau's edges took for clutter one by one.
void TestArticleTables::tableAtTheArticlesEdge()
{
    QString standings = u"<table><tr><th>Team</th><th>Played</th><th>Points</th></tr>"_s;
    const QStringList teams = {u"Harbour"_s, u"Rovers"_s, u"Athletic"_s, u"Wanderers"_s, u"Albion"_s,
        u"County"_s, u"Rangers"_s, u"United"_s};
    for (qsizetype i = 0; i < teams.size(); ++i) {
        standings += u"<tr><td>"_s + teams.at(i) + u"</td><td>"_s + QString::number(30 + i) + u"</td><td>"_s
            + QString::number(70 - 5 * i) + u"</td></tr>"_s;
    }
    standings += u"</table>\n"_s;
    const QString closing = extracted(page(u"<div id=\"main\"><article><h1>Oil sales in November</h1>\n"_s
        + kIntro + kRest + u"<h3>The league after the weekend</h3>"_s + standings + u"</article></div>\n"_s));
    QVERIFY2(closing.contains(u"the import of crude oil fell"_s), qPrintable(closing));
    QVERIFY2(closing.contains(u"\n\nTeam | Played | Points\n\nHarbour | 30 | 70\n\n"_s), qPrintable(closing));
    QVERIFY2(closing.endsWith(u"\n\nUnited | 37 | 35"_s), qPrintable(closing));
    QVERIFY2(!closing.contains(u"Privacy statement"_s), qPrintable(closing));

    const QString opening = extracted(page(u"<div id=\"main\"><article><h1>Oil sales in November</h1>\n"_s
        + standings + kIntro + kRest + u"</article></div>\n"_s));
    QVERIFY2(opening.contains(u"Team | Played | Points\n\nHarbour | 30 | 70\n\n"_s), qPrintable(opening));
    QVERIFY2(opening.contains(u"the import of crude oil fell"_s), qPrintable(opening));
}

// A glossary whose descriptions are sentences: each term stays with its description, although
// between two blocks of prose a term alone is as short as a caption or a label.
void TestArticleTables::glossaryKeepsItsTerms()
{
    const QString glossary
        = u"<dl><dt>Naphtha</dt><dd>A light oil distilled from crude oil, most of it sold to the chemical "
          u"industry as a raw material for plastics.</dd><dt>Heating oil</dt><dd>The light fuel oil that "
          u"heats homes and offices, bought mostly before the winter when its price is low.</dd><dt>Heavy "
          u"fuel oil</dt><dd>The residue of the refineries, burnt by ships and by power stations that "
          u"have no gas turbines.</dd></dl>\n"_s;
    const QString text
        = extracted(page(u"<div id=\"main\"><div class=\"content\"><h1>Oil sales in November</h1>\n"_s
            + kIntro + glossary + kRest + u"</div></div>\n"_s));
    QVERIFY2(text.contains(u"\n\nNaphtha | A light oil distilled from crude oil"_s), qPrintable(text));
    QVERIFY2(text.contains(u"\n\nHeating oil | The light fuel oil"_s), qPrintable(text));
    QVERIFY2(text.contains(u"\n\nHeavy fuel oil | The residue of the refineries"_s), qPrintable(text));
    QVERIFY2(text.contains(u"the import of crude oil fell"_s), qPrintable(text));
}

// A short story under a deck (a standfirst paragraph under the headline), its byline and share
// links between them, in the markup of a generated-class news site. The block under the headline
// is where a short article begins, and the plateau's story below or around it goes on with it:
// - its body two boxes deeper than the deck's box (was: the deck alone);
// - its deck and body in one plateau, the body in <div>s unlike the deck's <p>: the walk from the
//   deck took the table and the closing line but not the body's first paragraph;
// - its body's lines in the deck's box, which the walk from the deck already took: they came
//   back twice.
void TestArticleTables::shortStoryUnderItsDeck_data()
{
    QTest::addColumn<QString>("story");
    QTest::addColumn<QStringList>("lines");

    const QString okafor
        = u"Okafor scored four minutes from time to give Harbour a narrow win over Rovers, who had "
          u"led for most of the second half after a penalty that their manager called the "
          u"turning point of the season."_s;
    const QString travel = u"Harbour travel to Athletic next Saturday, while Rovers host County on the same "
                           u"afternoon, with both managers short of defenders after a week of injuries."_s;
    QString table = u"<h3>The league after the weekend</h3><table><thead><tr><th>Team</th><th>Played</th>"
                    u"<th>Points</th></tr></thead><tbody>"_s;
    const QStringList teams = {u"Harbour"_s, u"Rovers"_s, u"Athletic"_s, u"Wanderers"_s, u"Albion"_s,
        u"County"_s, u"Rangers"_s, u"United"_s, u"Town"_s, u"City"_s};
    for (qsizetype i = 0; i < teams.size(); ++i) {
        table += u"<tr><td>"_s + teams.at(i) + u"</td><td>"_s + QString::number(30 + i) + u"</td><td>"_s
            + QString::number(70 - 5 * i) + u"</td></tr>"_s;
    }
    table += u"</tbody></table>\n"_s;
    const QString deck = u"Harbour stayed top of the league after a late winner at the weekend."_s;
    const QString longDeck = deck.chopped(1)
        + u", and their manager said the title race would go on until the last afternoon of the season."_s;
    const auto opening = [](const QString &deckText) {
        return u"<h1 class=\"css-3k91a9\">Harbour stay top</h1>\n<p class=\"css-pfr643\">"_s + deckText
            + u"</p>\n<div class=\"css-uizxfv\"><span class=\"author\">By <a href=\"/authors/x\">Ana Ruiz</a>"
              u"</span> <time datetime=\"2019-05-02\">May 2, 2019</time> <span class=\"read-time\">4 min "
              u"read</span></div>\n<div class=\"css-oes4ac\"><a href=\"#\">Facebook</a><a href=\"#\">Twitter"
              u"</a><a href=\"#\">Email</a><a href=\"#\">Copy link</a></div>\n"_s;
    };
    const QString figure
        = u"<figure class=\"css-qc1rjn\"><img src=\"/img/0.jpg\" alt=\"\"><figcaption>Okafor "
          u"after the winner. Photograph: J. Smith</figcaption></figure>\n"_s;

    QTest::newRow("body two boxes below the deck's") << opening(deck)
            + u"<div class=\"css-emakqf\"><div class=\"css-l9t95c\">\n<div class=\"zn-body__"_s
              u"paragraph\">"_s
            + okafor + u"</div>\n"_s + table + figure + u"<div class=\"zn-body__paragraph\">"_s + travel
            + u"</div>\n</div></div>\n"_s << QStringList {deck, okafor, u"City | 39 | 25"_s, travel};
    QTest::newRow("deck and body in one plateau") << u"<h1>Harbour stay top</h1>\n<p class=\"deck\">"_s + deck
            + u"</p>\n<div class=\"byline\"><span>By <a href=\"/authors/ana\">Ana Ruiz</a></span> <time>2 "
              u"May 2019</time></div>\n<div class=\"share\"><a href=\"#\">Facebook</a><a href=\"#\">"
              u"Twitter</a><a href=\"#\">Email</a></div>\n<div class=\"body\"><div class=\"inner\">\n"
              u"<div class=\"para\">"_s
            + okafor + u"</div>\n"_s + table + u"<div class=\"para\">"_s + travel
            + u"</div>\n</div></div>\n"_s << QStringList {deck, okafor, u"City | 39 | 25"_s, travel};
    QTest::newRow("body lines in the deck's box") << opening(longDeck)
            + u"<div class=\"td-post-content\">\n"_s + okafor
            + u"<br><br>\n<div class=\"media-embed\"><div class=\"title\">Watch: the winner</div><button>"
              u"Play</button><span>02:14</span></div>\n"_s
            + travel + u"<br><br>\n</div>\n"_s << QStringList {longDeck, okafor, travel};
}

void TestArticleTables::shortStoryUnderItsDeck()
{
    QFETCH(QString, story);
    QFETCH(QStringList, lines);
    const QString text = extracted(u"<!doctype html><html><head><title>Harbour stay top | The Ledger</title>"
                                   u"</head><body>\n<header class=\"css-0nlrmb\"><a href=\"/\">The Ledger</a>"
                                   u"<nav><ul><li><a href=\"/news\">News</a></li><li><a href=\"/sport\">Sport"
                                   u"</a></li><li><a href=\"/world\">World</a></li></ul></nav></header>\n"
                                   u"<main><div class=\"css-ithbs0\">\n"_s
        + story
        + u"</div></main>\n<footer><a href=\"/about\">About us</a> <a href=\"/privacy\">Privacy</a>"
          u"</footer></body></html>"_s);
    for (const QString &line : std::as_const(lines))
        QVERIFY2(text.count(line) == 1, qPrintable(line + u"\n---\n"_s + text));
    QVERIFY2(!text.contains(u"Copy link"_s), qPrintable(text));
}

// A story of one long paragraph and the table of figures or the list it opens or sums up with,
// beside it in the same element: the table or list is the story's, and so is a fact box of terms
// and their few words (a definition list: ground, attendance, referee). The paragraph is the article's
// core, and what stands outside the core in another shape was trimmed from both ends; not so a
// table or a list right after it with nothing between them, or before it with no link between
// them. A list of links (the walk leaves it out), a table on the other side of a box of links,
// one after the story's element (a footer laid out in a table), a picture's frame before it, two
// cells of a layout after it (a section's links) and the table a headline and byline are laid
// out in before it stay out.
void TestArticleTables::tableClosingAParagraph_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("last"); // the text's last line when what closes the story is kept
    QTest::addColumn<bool>("table"); // whether the table is the story's

    QTest::newRow("table beside the paragraph")
        << u"<div class=\"text\">\nPARAGRAPH\nTABLE</div>\nMORE</div>\n"_s << u"10 | City | 39 | 25"_s
        << true;
    QTest::newRow("list beside the paragraph")
        << u"<div class=\"text\">\nPARAGRAPH\nLIST</div>\nMORE</div>\n"_s << u"Town and City go down"_s
        << false;
    QTest::newRow("fact box beside the paragraph")
        << u"<div class=\"text\">\nPARAGRAPH\nFACTS</div>\nMORE</div>\n"_s
        << u"Next match | Athletic, Saturday"_s << false;
    QTest::newRow("two layout cells beside the paragraph")
        << u"<div class=\"text\">\nPARAGRAPH\n<table><tr><td>Football extras</td></tr><tr><td>More football"
           u"</td></tr></table></div>\nMORE</div>\n"_s
        << QString() << false;
    QTest::newRow("list of links beside the paragraph")
        << u"<div class=\"text\">\nPARAGRAPH\nMORE</div></div>\n"_s << QString() << false;
    QTest::newRow("table after a box of links")
        << u"<div class=\"text\">\nPARAGRAPH\nMORE\nTABLE</div></div>\n"_s << QString() << false;
    QTest::newRow("table after the story's element")
        << u"<div class=\"text\">PARAGRAPH</div></div>\n<div class=\"end\"><table align=\"center\"><tr><td>"
           u"<img src=\"/logo.jpg\" alt=\"\"></td><td>Copyright 2019 The Courier<br>All rights reserved. Any "
           u"copying, redistribution or retransmission of the contents<br>of this service without written "
           u"consent is prohibited.</td></tr></table></div>\n"_s
        << QString() << false;
    QTest::newRow("table before the paragraph")
        << u"<div class=\"text\">\nTABLE\n<p>Where the teams stand</p>\nPARAGRAPH</div>\nMORE</div>\n"_s
        << QString() << true;
    QTest::newRow("headline's layout table before the paragraph")
        << u"<div class=\"text\">\n<table><tr><td>Premier League</td><td>Saturday, 12 May</td></tr><tr><td>"
           u"Harbour edge Rovers</td></tr><tr><td>By Associated "
           u"Press</td></tr></table>\nPARAGRAPH</div>\nMORE"
           u"</div>\n"_s
        << QString() << false;
    QTest::newRow("table before a box of links")
        << u"<div class=\"text\">\nTABLE\nMORE\nPARAGRAPH</div></div>\n"_s << QString() << false;
    QTest::newRow("picture's frame before the paragraph")
        << u"<div class=\"text\">\n<table><tr><td><img src=\"/a.jpg\" alt=\"\"></td></tr><tr><td>Okafor "
           u"celebrates his winner in front of the away end. Photograph: J. Smith</td></tr></table>\n"
           u"PARAGRAPH</div>\nMORE</div>\n"_s
        << QString() << false;
}

void TestArticleTables::tableClosingAParagraph()
{
    QFETCH(QString, layout);
    QFETCH(QString, last);
    QFETCH(bool, table);
    QString rows = u"<div class=\"data-table\"><table><tr><th>Pos</th><th>Team</th><th>Played</th>"
                   u"<th>Points</th></tr>"_s;
    const QStringList teams = {u"Harbour"_s, u"Rovers"_s, u"Athletic"_s, u"Wanderers"_s, u"Albion"_s,
        u"County"_s, u"Rangers"_s, u"United"_s, u"Town"_s, u"City"_s};
    for (qsizetype i = 0; i < teams.size(); ++i) {
        rows += u"<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>"_s.arg(i + 1)
                    .arg(teams.at(i))
                    .arg(30 + i)
                    .arg(70 - 5 * i);
    }
    rows += u"</table></div>"_s;
    const QString list
        = u"<ul><li>Harbour stay three points clear</li><li>Rovers drop to fourth</li>"
          u"<li>Athletic close the gap on the leaders</li><li>Town and City go down</li></ul>"_s;
    const QString facts = u"<dl class=\"fact-box\"><dt>Ground</dt><dd>Harbour Park</dd><dt>Attendance</dt>"
                          u"<dd>12,408</dd><dt>Referee</dt><dd>Mark Dale</dd><dt>Next match</dt>"
                          u"<dd>Athletic, Saturday</dd></dl>"_s;
    const QString paragraph
        = u"<p>Okafor scored four minutes from time to give Harbour a narrow win over Rovers, who had led "
          u"for most of the second half after a penalty that their manager called the turning point of "
          u"the season. Harbour travel to Athletic next Saturday, while Rovers host County on the same "
          u"afternoon, with both managers short of defenders after a week of injuries.</p>"_s;
    const QString more = u"<ul class=\"more\"><li><a href=\"/s/1\">County sack their manager after a run of "
                         u"defeats</a></li><li><a href=\"/s/2\">Rangers sign a striker from abroad</a></li>"
                         u"<li><a href=\"/s/3\">United fans protest over ticket prices</a></li></ul>"_s;
    const QString text
        = extracted(page(u"<div class=\"page\"><div class=\"story\"><h1>Oil sales in November</h1>\n"_s
            + QString(layout)
                  .replace(u"PARAGRAPH"_s, paragraph)
                  .replace(u"TABLE"_s, rows)
                  .replace(u"LIST"_s, list)
                  .replace(u"FACTS"_s, facts)
                  .replace(u"MORE"_s, more)
            + u"</div>\n"_s));
    QVERIFY2(text.endsWith(last.isEmpty() ? u"a week of injuries."_s : u"\n\n"_s + last), qPrintable(text));
    QCOMPARE(text.contains(u"Pos | Team | Played | Points\n\n1 | Harbour | 30 | 70\n\n"_s), table);
    QVERIFY2(!text.contains(u"Photograph: J. Smith"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"By Associated Press"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"County sack their manager"_s), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestArticleTables)
#include "tst_articletables.moc"
