// Pages laid out by page builders (Elementor, WPBakery, Divi, the block editor's groups): each
// paragraph or section of an article stands in boxes of its own, a row, a column, a widget and its
// wrapper, so a dozen tags stand between two paragraphs and the boxes of one section hold nothing
// else. Pages are made by hand, some with ArticlePages.h as in tst_articleparts.

#include "ArticlePages.h"
#include "extract/PlateauExtractor.h"

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace articlepages;

class TestPageBuilders : public QObject
{
    Q_OBJECT

private slots:
    void paragraphsInDeepWrappers_data();
    void paragraphsInDeepWrappers();
    void sectionsInRowsOfTheirOwn_data();
    void sectionsInRowsOfTheirOwn();
    void tableInAWidgetOfItsOwn();
    void tableAfterAReportsShortLastLine_data();
    void tableAfterAReportsShortLastLine();
    void shortSentencesInWidgets();
    void proseInGroupsBesideAList();
};

void TestPageBuilders::paragraphsInDeepWrappers_data()
{
    QTest::addColumn<int>("depth"); // boxes around each paragraph, besides its row and column
    QTest::newRow("two boxes") << 2; // the shortest paragraph was lost
    QTest::newRow("five boxes") << 5; // the standfirst above them was all the article
}

// Page builders wrap each paragraph in boxes of its own, a dozen tags between two paragraphs: the
// plateau runs on through them (kWrapperRun), whatever their depth.
void TestPageBuilders::paragraphsInDeepWrappers()
{
    QFETCH(int, depth);
    const QStringList paragraphs = {
        u"The harbour authority confirmed on Monday that the old swing bridge will reopen to traffic next spring."_s,
        u"Engineers found that the river bed under the eastern pier had shifted during the winter floods."_s,
        u"Residents on both banks welcomed the news, although several shop owners said the closure had cost them."_s,
        u"The mayor promised an independent review of every contract signed since the project began."_s,
        u"Opposition councillors questioned whether the revised budget would hold this time."_s,
        u"A spokesperson for the contractor said the remaining work was mostly cosmetic."_s,
        u"Cyclists will get a separate lane for the first time, which campaigners welcomed."_s,
        u"The bridge, first opened in 1894, is one of the last working swing bridges in the region."_s};
    const QString standfirst = u"The town's old swing bridge will carry traffic again next year after long "
                               u"and costly repairs to its piers."_s;
    QString body;
    for (qsizetype i = 0; i < paragraphs.size(); ++i) {
        QStringList words = paragraphs.at(i).split(u' ');
        words[3] = u"<a href=\"/topic/"_s + QString::number(i) + u"\">"_s + words[3]; // a cited word
        words[4] += u"</a>"_s;
        body += u"<div class=\"row\"><div class=\"col\">"_s + u"<div class=\"box\">"_s.repeated(depth)
            + u"<p>"_s + words.join(u' ') + u"</p>"_s + u"</div>"_s.repeated(depth + 2);
    }
    const QString page
        = u"<html><head><title>Bridge</title></head><body><div class=\"top\"><a href=\"/\">"
          u"The Courier</a></div><h1>Bridge to reopen next spring</h1><p class=\"standfirst\">"_s
        + standfirst + u"</p><div class=\"content\">"_s + body
        + u"</div><div class=\"foot\"><p>Contact us. Imprint.</p></div></body></html>"_s;
    QCOMPARE(kindred::extractArticle(page.toUtf8()).paragraphs, QStringList {standfirst} + paragraphs);
}

void TestPageBuilders::sectionsInRowsOfTheirOwn_data()
{
    QTest::addColumn<int>("wrappers"); // boxes around each column that hold it alone
    QTest::newRow("section and row") << 2; // Divi, WPBakery
    QTest::newRow("section, container and row") << 3; // Elementor
}

// An article whose sections each stand in a row of the builder: a row of two short paragraphs, a
// row of a "Read more" link, the long paragraphs, a row of an advertisement's label, two short
// paragraphs again. The plateau finds the long paragraphs; the rest of the article is in the rows
// beside them, which the walk from the plateau reaches across the builder's boxes (containerOf()).
void TestPageBuilders::sectionsInRowsOfTheirOwn()
{
    QFETCH(int, wrappers);
    const auto row = [wrappers](const QString &widgets) {
        return u"<div class=\"builder-row\">"_s.repeated(wrappers) + u"<div class=\"builder-column\">"_s
            + widgets + u"</div>"_s + u"</div>"_s.repeated(wrappers) + u"\n"_s;
    };
    const auto widget = [](const QString &html) {
        return u"<div class=\"builder-module\"><div class=\"builder-module-inner\">"_s + html
            + u"</div></div>"_s;
    };
    // The first clause of a paragraph, as a short paragraph of its own.
    const auto clause = [](int i) { return kParagraphs.at(i).section(u',', 0, 0) + u"."_s; };
    const QString divider = widget(u"<div class=\"divider\"></div>"_s);
    const QString body
        = row(widget(u"<p>"_s + clause(0) + u"</p>"_s) + widget(u"<p>"_s + clause(1) + u"</p>"_s))
        + row(widget(u"<p><strong>Read more:</strong> <a href=\"/r\">Council approves new ferry "
                     u"timetable</a></p>"_s)
            + divider)
        + row(widget(paragraphs(2, 5)))
        + row(widget(u"<div class=\"advert\"><span>Advertisement</span></div>"_s) + divider)
        + row(widget(u"<p>"_s + clause(5) + u"</p>"_s) + widget(u"<p>"_s + clause(6) + u"</p>"_s));
    const QStringList expected
        = QStringList {clause(0), clause(1)} + kParagraphs.mid(2, 3) + QStringList {clause(5), clause(6)};
    QCOMPARE(kindred::extractArticle(page(body)).paragraphs, expected);
}

// The standings after a match report, in a widget of their own beside the report's paragraphs in the
// builder's column: a table of the article's container, which closes the article as one right
// after its paragraphs in their own box does.
void TestPageBuilders::tableInAWidgetOfItsOwn()
{
    QString table = u"<table><tr><th>Team</th><th>Played</th><th>Points</th></tr>"_s;
    const QStringList teams = {u"Harbour Town"_s, u"Eastbank Rovers"_s, u"Old Pier Athletic"_s,
        u"Swing Bridge United"_s, u"Riverside Wanderers"_s, u"Deckhands"_s};
    for (qsizetype i = 0; i < teams.size(); ++i)
        table += u"<tr><td>%1</td><td>12</td><td>%2</td></tr>"_s.arg(teams.at(i)).arg(30 - 4 * i);
    table += u"</table>"_s;
    const QString module = u"<div class=\"builder-module\"><div class=\"builder-module-inner\">"_s;
    const QString body
        = u"<div class=\"builder-section\"><div class=\"builder-row\"><div class=\"builder-column\">"_s
        + module + paragraphs(0, 4) + u"</div></div>"_s + module + u"<div class=\"table-wrapper\">"_s + table
        + u"</div></div></div></div></div></div>\n"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    for (int i = 0; i < 4; ++i)
        QVERIFY2(text.contains(kParagraphs.at(i).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(u"Riverside Wanderers"_s), qPrintable(text));
}

// The same table after a report whose last paragraph is a short line: the plateau's core is the
// paragraph before it (the smallest element holding most of its words), so the line stands between
// the core and the table, which closes the article all the same: the article's prose comes right
// before it.
void TestPageBuilders::tableAfterAReportsShortLastLine_data()
{
    QTest::addColumn<QString>("heading"); // over the table, in its box
    QTest::newRow("the table right after the line") << QString();
    QTest::newRow("the table under its own heading") << u"<h3>Fixtures this month</h3>"_s;
}

void TestPageBuilders::tableAfterAReportsShortLastLine()
{
    QFETCH(QString, heading);
    QString table = u"<table><tr><td>Date</td><td>Time</td><td>Home</td><td>Away</td></tr>"_s;
    const QStringList teams = {u"Harbour Town"_s, u"Eastbank Rovers"_s, u"Old Pier Athletic"_s,
        u"Swing Bridge United"_s, u"Riverside Wanderers"_s, u"Deckhands"_s, u"Ferrymen"_s, u"Lock Keepers"_s};
    for (qsizetype i = 0; i + 1 < teams.size(); i += 2)
        table += u"<tr><td>Sat %1 May</td><td>3.00pm</td><td>%2</td><td>%3</td></tr>"_s.arg(10 + i).arg(
            teams.at(i), teams.at(i + 1));
    table += u"</table>"_s;
    const QString lastLine = u"Both clubs said the fixtures would go ahead as planned."_s;
    const QString module = u"<div class=\"builder-module\"><div class=\"builder-module-inner\">"_s;
    const QString body
        = u"<article><div class=\"builder-section\"><div class=\"builder-row\"><div class=\"builder-column\">"_s
        + module + u"<div class=\"para\">"_s + kParagraphs.at(1) + u" "_s + kParagraphs.at(2)
        + u"</div><div class=\"para\">"_s + lastLine + u"</div></div></div>"_s + module + heading
        + u"<div class=\"table-wrapper\">"_s + table + u"</div></div></div></div></div></div></article>\n"_s;
    const QString text = kindred::extractArticle(page(body)).text();
    QVERIFY2(text.contains(kParagraphs.at(1).section(u' ', 0, 7)), qPrintable(text));
    QVERIFY2(text.contains(lastLine), qPrintable(text));
    QVERIFY2(text.contains(u"Riverside Wanderers"_s), qPrintable(text));
}

// A tabloid's story in a page builder: one sentence a paragraph, each in a widget of its own, some of
// them short ("My life is on the road.") and some citing a word. The short ones are the story's
// where the story's paragraphs stand around them (isShortSentence()), where they were left out as
// clutter one by one; a widget's "Loading...", a question of three words ("Seen this yet?") and a
// box of links under one after the story are not.
void TestPageBuilders::shortSentencesInWidgets()
{
    const QStringList story = {
        u"The singer says she is extra careful looking after all her outfits when she travels on tour, and "
        u"that "
        u"she has learned over the years to trust nobody else with the clothes she wears on stage."_s,
        u"She explained: \"I pack everything in <a href=\"/t/1\">plastic</a>.\""_s,
        u"\"I take it quite seriously, because this is my life, wrapped in plastic bags and suitcases.\""_s,
        u"\"My life is on the road.\""_s,
        u"The star also revealed that one of her favourite pastimes is sorting her wardrobe by colour."_s,
        u"She added: \"Fashion has always been like fancy dress to me.\""_s,
        u"\"I spread them out over the bed in whatever hotel I am staying in, and sort them for hours.\""_s,
        u"She recently revealed that she keeps in touch with her <a href=\"/t/2\">family</a> by webcam."_s,
        u"\"We are learning it, and I see a lot more of them now.\""_s};
    QString body;
    for (qsizetype i = 0; i < story.size(); ++i) {
        body
            += u"<div class=\"et_pb_row et_pb_row_%1\"><div class=\"et_pb_column\"><div class=\"et_pb_module "
               u"et_pb_text et_pb_text_%1\"><div class=\"et_pb_text_inner\"><p>%2</p></div></div></div></div>\n"_s
                   .arg(i)
                   .arg(story.at(i));
    }
    // A widget of the story's shape that waits for a script, and a box of links under a question.
    const QString widget
        = u"<div class=\"et_pb_row\"><div class=\"et_pb_column\"><div class=\"et_pb_module "
          u"et_pb_text\"><div class=\"et_pb_text_inner\"><p>%1</p></div></div></div></div>\n"_s;
    body += widget.arg(u"Loading the comments on this story\u2026"_s) + widget.arg(u"Seen this yet?"_s)
        + u"<div class=\"et_pb_row\"><div class=\"et_pb_column\"><div class=\"et_pb_module\"><h4>Already "
          u"read?"
          u"</h4><a href=\"/a\">Singer cancels her tour</a> <a href=\"/b\">Stars on their wardrobes</a></div>"
          u"</div></div>\n"_s;
    const QString page
        = u"<html><head><title>Singer careful when travelling</title></head><body><div "
          u"class=\"top\"><a href=\"/\">The Courier</a></div><h1>Singer careful when travelling</h1>"
          u"<div class=\"et_builder_inner_content\">"_s
        + body + u"</div><div class=\"foot\"><p>Contact us. Imprint.</p></div></body></html>"_s;
    const QString text = kindred::extractArticle(page.toUtf8()).text();
    for (const QString &line : story) {
        const QString plain = QString(line).remove(QRegularExpression(u"<[^>]+>"_s));
        QVERIFY2(text.contains(plain), qPrintable(plain + u"\n---\n"_s + text));
    }
    QVERIFY2(!text.contains(u"Already read?"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Loading"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Seen this yet?"_s), qPrintable(text));
}

// The block editor's groups, each around a short paragraph of the story with an ad's label, a
// quotation or a promotion beside it, then a list of long items straight in the article, which
// outweighs them: the list is the plateau's core, and the paragraphs in their groups inside the
// article are its prose, as paragraphs right in the article are (they were left out, the story's
// whole opening). The label and the promotion stay out.
void TestPageBuilders::proseInGroupsBesideAList()
{
    const auto group = [](const QString &content) {
        return u"<div class=\"wp-block-group\"><div class=\"wp-block-group__inner-container\">"_s + content
            + u"</div></div>\n"_s;
    };
    const QStringList opening
        = {u"The harbour authority confirmed on Monday that the old swing bridge will reopen next spring."_s,
            u"Engineers found that the river bed under the eastern pier had shifted."_s,
            u"We waited three years for this, said a ferryman who has worked the crossing since 1990."_s,
            u"Residents on both banks welcomed the news this week."_s};
    const QString list
        = u"<ul><li>Divers who inspected the eastern pier in January found that the gravel under its foundations "_s
          u"had been washed out by the winter floods, leaving a gap of almost a metre that had to be filled with "_s
          u"concrete.</li><li>The original plans assumed the river bed was solid rock, an assumption that dated "_s
          u"from a survey carried out in 1890 and was never checked again.</li><li>Three contractors bid for the "_s
          u"repair work, and the one that won offered the lowest price by a wide margin.</li><li>The council set "_s
          u"aside a reserve for unforeseen costs of a tenth of the budget, which was spent within the first six "_s
          u"months once the state of the foundations became clear to everyone involved.</li></ul>\n"_s;
    const QString article = group(u"<p>"_s + opening.at(0) + u"</p>"_s)
        + group(u"<div class=\"ad-label\">Advertisement</div><p>"_s + opening.at(1) + u"</p>"_s)
        + group(u"<blockquote><p>"_s + opening.at(2) + u"</p></blockquote>"_s)
        + group(
            u"<div class=\"promo\"><p><strong>Support local journalism.</strong> Subscribe from one pound a "_s
            u"week.</p><a href=\"/subscribe\">Subscribe now</a></div><p>"_s
            + opening.at(3) + u"</p>"_s)
        + list;
    const QString page
        = u"<!doctype html><html><head><title>Bridge to reopen next spring | The Courier</title>"_s
          u"</head><body><div class=\"top\"><a href=\"/\">The Courier</a></div>\n<main><h1>Bridge "_s
          u"to reopen next spring</h1>\n<article>\n"_s
        + article
        + u"</article></main>\n<div class=\"bottom\"><a href=\"/t\">Terms of use</a></div></body></html>"_s;
    const QString text = kindred::extractArticle(page.toUtf8()).text();
    for (const QString &line : opening)
        QVERIFY2(text.contains(line), qPrintable(line + u"\n---\n"_s + text));
    QVERIFY2(text.contains(u"Divers who inspected"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Advertisement"_s) && !text.contains(u"Subscribe"_s), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestPageBuilders)
#include "tst_pagebuilders.moc"
