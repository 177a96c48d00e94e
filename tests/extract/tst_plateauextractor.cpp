#include "ArticlePages.h"
#include "extract/ChromeFilter.h"
#include "extract/HtmlTokenizer.h"
#include "extract/PlateauExtractor.h"
#include "extract/PlateauScan.h"
#include "extract/PlateauSearch.h"
#include "extract/TextBlocks.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString pagesDir()
{
    return QStringLiteral(KINDRED_TEST_DATA_DIR "/extract/pages");
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The golden text: the headline, a blank line, then the paragraphs (as `kindred-cli extract` prints).
QString rendered(const kindred::ExtractedArticle &article)
{
    QStringList parts;
    if (!article.title.isEmpty())
        parts << u"# "_s + article.title;
    parts << article.paragraphs;
    return parts.join(u"\n\n"_s) + u'\n';
}

std::vector<kindred::PlateauNode> nodesOf(const QList<float> &scores)
{
    std::vector<kindred::PlateauNode> nodes;
    for (float score : scores) {
        kindred::PlateauNode node;
        node.score = score;
        if (score > 0) { // a run of plain (unlinked) words
            node.words = score;
            node.flags = kindred::PlateauNode::Text;
        }
        nodes.push_back(node);
    }
    return nodes;
}

// Six paragraphs of a singer's life in Chinese, each opening with a year or a Latin name.
QStringList chineseParagraphs()
{
    return {
        u"1997年在新加坡发行第一张英语专辑，正式出道。专辑的首支单曲一推出就登上当地电台排行榜的第二名，她也因此获得了唱片公司的注意。"_s,
        u"1999年签约唱片公司，推出首张国语同名专辑，入围当年的最佳新人奖。专辑中的多首歌曲在电台播放，受到乐评人的一致好评。"_s,
        u"2003年转投另一家唱片公司，发行专辑《陌生人》，并开始为其他歌手创作歌曲。她写的歌被多位知名歌手翻唱，成为热门的流行作品。"_s,
        u"2007年凭借专辑获得最佳女歌手奖，随后举办了第一次个人巡回演唱会，足迹遍布亚洲的多个城市，门票在开售后很快售罄。"_s,
        u"2012年成立自己的音乐工作室，开始独立制作专辑。她表示希望用更自由的方式创作音乐，并与年轻的音乐人合作。"_s,
        u"Tanya在2015年发行的专辑中尝试了电子音乐，这张专辑获得了三项提名，并在年底的颁奖典礼上赢得最佳专辑奖。"_s};
}

// The role classifyElement() gives the start tag `tag`.
kindred::ElementRole roleOf(const QString &tag, kindred::ChromeLevel level)
{
    kindred::HtmlTokenizer tokenizer(tag);
    kindred::HtmlToken token;
    return tokenizer.next(token) ? kindred::classifyElement(token, level) : kindred::ElementRole::Neutral;
}

} // namespace

class TestPlateauExtractor : public QObject
{
    Q_OBJECT

private slots:
    void golden_data();
    void golden();
    void plateau_data();
    void plateau();
    void wordCount();
    void chineseProseOutweighsASpacedList();
    void chineseArticleIsNotItsDescription();
    void textIsComposed();
    void binaryHasNoText();
    void manyClassNamesOnOneElement();
    void namesThatDescribeThePostOrThePage_data();
    void namesThatDescribeThePostOrThePage();
    void headlineInPageText_data();
    void headlineInPageText();
    void markedBodyOfLinks_data();
    void markedBodyOfLinks();
    void bodyNamedByItsParts_data();
    void bodyNamedByItsParts();
    void paragraphNamedAnAdvertisement_data();
    void paragraphNamedAnAdvertisement();
    void advertisementLabelsBetweenParagraphs();
    void linesWithoutWords();
};

void TestPlateauExtractor::golden_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    const QDir dir(pagesDir());
    const QStringList inputs = dir.entryList({u"*.html"_s}, QDir::Files, QDir::Name);
    QVERIFY2(inputs.size() >= 6, "extractor golden pages are missing");
    for (const QString &name : inputs)
        QTest::newRow(qPrintable(name))
            << dir.filePath(name) << dir.filePath(QFileInfo(name).completeBaseName() + u".txt"_s);
}

void TestPlateauExtractor::golden()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const QString actual
        = rendered(kindred::extractArticle(readAll(input), QUrl(u"https://news.example/story"_s)));
    if (!QFileInfo::exists(expected)) {
        if (qEnvironmentVariableIsSet("KINDRED_UPDATE_GOLDEN")) { // bootstrapping a new case; review the file
            QFile write(expected);
            QVERIFY(write.open(QIODevice::WriteOnly));
            write.write(actual.toUtf8());
        }
        QFAIL(qPrintable(u"missing "_s + expected));
    }
    QCOMPARE(actual, QString::fromUtf8(readAll(expected)));
}

void TestPlateauExtractor::plateau_data()
{
    QTest::addColumn<QList<float>>("scores");
    QTest::addColumn<int>("begin");
    QTest::addColumn<int>("end");
    QTest::newRow("single plateau") << QList<float> {-1, -1, 5, -1, 7, -1, -1} << 2 << 5;
    QTest::newRow("all tags") << QList<float> {-1, -1, -1} << 0 << 0;
    QTest::newRow("empty") << QList<float> {} << 0 << 0;
    QTest::newRow("costly gap splits") << QList<float> {40, -30, 2, -1} << 0 << 1;
    QTest::newRow("ad between halves is joined") << QList<float> {-5, 80, -1, -38, -1, 35, -8} << 1 << 6;
    QTest::newRow("small far island stays out") << QList<float> {-3, 80, -60, 5, -3} << 1 << 2;
}

void TestPlateauExtractor::plateau()
{
    QFETCH(QList<float>, scores);
    QFETCH(int, begin);
    QFETCH(int, end);
    const kindred::PlateauRange range = kindred::findPlateau(nodesOf(scores));
    if (begin == end) {
        QVERIFY(range.empty());
        return;
    }
    QCOMPARE(int(range.begin), begin);
    QCOMPARE(int(range.end), end);
}

void TestPlateauExtractor::wordCount()
{
    QCOMPARE(kindred::weightedWordCount(u"one two  three"), 3.0f);
    QCOMPARE(kindred::weightedWordCount(u" | &nbsp; -- "), 0.0f);
    QCOMPARE(kindred::weightedWordCount(u"Grüße, Welt!"), 2.0f);
    QCOMPARE(kindred::weightedWordCount(u"東京都"), 1.5f);
    // A run of ideographs after digits or Latin letters counts too, and a Latin word after them.
    QCOMPARE(kindred::weightedWordCount(u"1975年1月28日出生于新加坡"), 7.5f);
    QCOMPARE(kindred::weightedWordCount(u"专辑《Bored》正式出道"), 4.0f);
    QCOMPARE(kindred::countWords(u"蔡健雅（Tanya Chua），1975年出生于新加坡。"), 7);
    QCOMPARE(kindred::countWords(QStringList {u"one two"_s, u"東京都"_s}), 3);
    const kindred::ExtractedArticle article
        = kindred::extractArticle("<body><div><p>" + QByteArray("word ").repeated(60) + "</p><p>"
            + QByteArray("more ").repeated(40) + "</p></div></body>");
    QCOMPARE(article.wordCount, 100);
    QCOMPARE(article.paragraphs.size(), 2);
}

void TestPlateauExtractor::chineseProseOutweighsASpacedList()
{
    // An encyclopedia's article in Chinese: paragraphs without a space that open with a year
    // ("1997年..."), then a list of concerts whose cells are set apart by spaces. A digit or a Latin
    // word used to make the rest of a run of ideographs one word, so each paragraph counted two or
    // three words and the list was the page's text.
    const QStringList paragraphs = chineseParagraphs();
    QString page
        = u"<html><head><title>林晓雅_百科</title></head><body><div class=main-content><h1>林晓雅</h1>"_s;
    for (const QString &paragraph : paragraphs)
        page += u"<div class=para>"_s + paragraph + u"</div>"_s;
    page += u"<h2>演唱会记录</h2><ul>"_s;
    const QStringList cities {u"深圳"_s, u"北京"_s, u"上海"_s, u"武汉"_s, u"成都"_s};
    for (int i = 0; i < 15; ++i) {
        page
            += u"<li><span>▪</span> <span>2016-%1-10</span> <span>%2</span> <span>%2体育馆</span> <span>1</span></li>"_s
                   .arg(i % 12 + 1)
                   .arg(cities[i % cities.size()]);
    }
    page += u"</ul></div></body></html>"_s;
    const kindred::ExtractedArticle article = kindred::extractArticle(page.toUtf8());
    const QString text = article.paragraphs.join(u'\n');
    for (const QString &paragraph : paragraphs)
        QVERIFY2(text.contains(paragraph), qPrintable(text));
    QVERIFY(article.wordCount > 150); // about 30 words a paragraph, two characters a word
}

void TestPlateauExtractor::chineseArticleIsNotItsDescription()
{
    // A page with next to no text falls back on its description (toldInMetadata), measured in
    // words: four paragraphs of Chinese were four words, fewer than an English description's.
    const QStringList paragraphs = chineseParagraphs().mid(0, 4);
    QString page
        = u"<html><head><title>林晓雅 - 新闻</title><meta name=description content='林晓雅 (Lin Xiaoya) "
          "is a Singaporean singer and songwriter, known for her ballads and her concerts across "
          "Asia'></head><body><nav><a href=/>首页</a> <a href=/a>娱乐</a></nav><article><h1>林晓雅</h1>"_s;
    for (const QString &paragraph : paragraphs)
        page += u"<p>"_s + paragraph + u"</p>"_s;
    page += u"</article><footer>版权所有</footer></body></html>"_s;
    const kindred::ExtractedArticle article = kindred::extractArticle(page.toUtf8());
    QCOMPARE(article.paragraphs, paragraphs);
}

void TestPlateauExtractor::textIsComposed()
{
    // The text comes out in Unicode's composed form (NFC), however the page spells it: a Bengali
    // report writes YYA as U+09DF, which NFC spells as YA and NUKTA (U+09AF U+09BC), and a German
    // post written on a Mac spells its umlauts as a letter and a combining diaeresis, which NFC
    // composes. Searches and quotations of the text are in NFC; the page's spelling missed them.
    const QString yya = QString(QChar(0x09DF));
    const QString bengali
        = u"\u0995\u09C1\u09B7\u09CD\u099F\u09BF\u09AF\u09BC\u09BE \u0986\u09B8\u09A8\u09C7\u09B0 \u09B8\u0982\u09B8\u09A6 \u09B8\u09A6\u09B8\u09CD\u09AF \u09B9\u09AF\u09BC\u09C7\u099B\u09C7"_s
              .replace(u"\u09AF\u09BC"_s, yya);
    const QString german
        = u"Die Gru\u0308nen fordern eine scho\u0308nere Stadt fu\u0308r alle Bu\u0308rger"_s;
    QString page = u"<html><head><title>Scho\u0308n</title></head><body><article><h1>Scho\u0308n</h1>"_s;
    for (int i = 0; i < 6; ++i)
        page += u"<p>"_s + bengali + u" "_s + german + u", Absatz %1.</p>"_s.arg(i + 1);
    page += u"</article></body></html>"_s;
    QVERIFY(!page.contains(u"ü"_s) && page.contains(yya)); // the page is not composed
    const kindred::ExtractedArticle article = kindred::extractArticle(page.toUtf8());
    QCOMPARE(article.title, u"Schön"_s);
    QCOMPARE(article.paragraphs.size(), 6);
    const QString text = article.paragraphs.join(u'\n');
    QVERIFY2(text.contains(u"Die Grünen fordern eine schönere Stadt für alle Bürger"_s), qPrintable(text));
    QVERIFY(!text.contains(yya));
    QVERIFY(text.contains(bengali.normalized(QString::NormalizationForm_C)));
    QCOMPARE(text, text.normalized(QString::NormalizationForm_C));
}

void TestPlateauExtractor::binaryHasNoText()
{
    // An image or a PDF behind an article link: no text, rather than its bytes as words.
    const QByteArray png = QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR word word", 26).repeated(200);
    const kindred::ExtractedArticle article = kindred::extractArticle(png);
    QVERIFY(article.paragraphs.isEmpty());
    QVERIFY(article.title.isEmpty());
    QCOMPARE(article.wordCount, 0);
}

void TestPlateauExtractor::manyClassNamesOnOneElement()
{
    // fuzz_extractor's first find: class and id values past the 256-byte name buffer wrote past it
    // (caught by AddressSanitizer in tests/run.sh --sanitize and the fuzz build).
    QByteArray names;
    for (int i = 0; i < 300; ++i)
        names += (i % 2 ? " id=story-part" : " class=article-body-text") + QByteArray::number(i);
    const QByteArray page = "<html><body><div" + names + "><p>"
        + QByteArray("The council approved the harbour budget after a long debate. ").repeated(20)
        + "</p></div></body></html>";
    const kindred::ExtractedArticle article = kindred::extractArticle(page);
    QVERIFY(article.text().contains(QStringLiteral("harbour budget")));
}

void TestPlateauExtractor::namesThatDescribeThePostOrThePage_data()
{
    QTest::addColumn<QByteArray>("container"); // the opening tag around the article
    QTest::addColumn<bool>("kept");
    // WordPress's post classes name its taxonomy ("custom_tags-energy" holds "tags"): an hAtom
    // entry is the post, whatever they say.
    QTest::newRow("hentry with taxonomy classes") << QByteArray(
        "<div class=\"post-17 post type-post status-publish hentry category-news "
        "custom_tags-energy topics-social\">") << true;
    // A page's layout ("layout-right-sidebar") is not the element's role.
    QTest::newRow("layout name") << QByteArray("<div class=\"container layout-2-col layout-right-sidebar\">")
                                 << true;
    QTest::newRow("has-sidebar") << QByteArray("<div class=\"page has-sidebar with-comments\">") << true;
    // Another name says it holds the content: the layout beside a sidebar, not the sidebar.
    QTest::newRow("content beside a sidebar")
        << QByteArray("<div class=\"content_block right-sidebar row\">") << true;
    QTest::newRow("main content, sidebar right")
        << QByteArray("<div class=\"main-content sidebar-right\">") << true;
    // A modifier that says the block has a sidebar beside it (BEM's "__with-", "for_").
    QTest::newRow("with-sidebar modifier")
        << QByteArray("<div class=\"gallery--wrapper gallery--wrapper__with-sidebar\">") << true;
    QTest::newRow("for_sidebar") << QByteArray("<div class=\"l-section for_sidebar at_right\">") << true;
    // A post's state is not its role: promoted to the front page, a page without a sidebar, a
    // field whose label is hidden.
    QTest::newRow("promoted post") << QByteArray("<article class=\"node node-article node--promoted\">")
                                   << true;
    QTest::newRow("no-sidebar modifier")
        << QByteArray("<div class=\"site__main site__main--no-sidebar\">") << true;
    QTest::newRow("field with its label hidden")
        << QByteArray("<div class=\"field field--type-long field--label-hidden\">") << true;
    // What a class or a style hides is the page's (a list article's slides, a collapsed "read
    // more"); an element with the hidden attribute is not.
    QTest::newRow("hidden by its class") << QByteArray("<div class=\"panel is-hidden\">") << true;
    QTest::newRow("hidden by its style")
        << QByteArray("<div class=\"slide\" style=\"display: none\">") << true;
    QTest::newRow("hidden attribute") << QByteArray("<div class=\"panel\" hidden>") << false;
    // The inner box a page builder puts in each of its widgets is layout: a text widget's
    // paragraphs sit in it (Elementor's "elementor-widget-container", "elementor-widget-wrap").
    QTest::newRow("page builder's widget box")
        << QByteArray("<div class=\"elementor-widget-container\">") << true;
    QTest::newRow("page builder's widget wrap")
        << QByteArray("<div class=\"elementor-widget-wrap elementor-element-populated\">") << true;
    // A sidebar's widgets are still chrome, by their own names.
    QTest::newRow("sidebar widget") << QByteArray("<div class=\"widget widget_recent_entries\">") << false;
    QTest::newRow("widget area") << QByteArray("<div class=\"widget-area\">") << false;
    // A sidebar, a tag list or a promotion box is still chrome.
    QTest::newRow("promotion box") << QByteArray("<div class=\"promo-box\">") << false;
    QTest::newRow("call to action") << QByteArray("<section class=\"c-letters-cta\">") << false;
    QTest::newRow("call to action, BEM") << QByteArray("<div class=\"cta__inner\">") << false;
    QTest::newRow("sidebar") << QByteArray("<div class=\"sidebar\">") << false;
    QTest::newRow("sidebar's content")
        << QByteArray("<div class=\"sidebar-content right-sidebar\">") << false;
    QTest::newRow("post tags") << QByteArray("<div class=\"post-tags\">") << false;
}

void TestPlateauExtractor::namesThatDescribeThePostOrThePage()
{
    QFETCH(QByteArray, container);
    QFETCH(bool, kept);
    const QByteArray story
        = QByteArray("<p>The harbour council approved the budget for the northern pier after a long debate "
                     "about the storm damage of last winter and the cost of the repairs.</p>")
              .repeated(8);
    // Another story beside it, so that the page has an article either way.
    const QByteArray other = QByteArray("<p>The ferry between Lindau and Halvard stops in January after the "
                                        "operator lost its subsidy, the regional council said on Monday.</p>")
                                 .repeated(8);
    const QByteArray page = "<html><body><nav><a href=/>Home</a> <a href=/a>News</a></nav><div>" + other
        + "</div>" + container + story
        + "</div><footer><p>Imprint and contact: Example Press, 1 Harbour Road.</p></footer></body></html>";
    const kindred::ExtractedArticle article = kindred::extractArticle(page);
    // The other story is the page's article when the container is chrome; when the container is
    // the page's one <article> element, that element is (the other story may go).
    const bool inArticle = container.startsWith("<article");
    QVERIFY(inArticle || article.text().contains(QStringLiteral("ferry between")));
    QCOMPARE(article.text().contains(QStringLiteral("northern pier")), kept);
}

void TestPlateauExtractor::headlineInPageText_data()
{
    QTest::addColumn<QString>("title"); // the <title>
    QTest::addColumn<QString>("before"); // markup between the masthead and the article
    QTest::addColumn<QString>("after"); // markup in a side column after the article
    QTest::addColumn<QString>("headline");
    // Many pages set the headline in an <h2>, a <b> or a table cell, under a site name longer than it.
    QTest::newRow("h2 under a long site name")
        << u"Rates hold steady - Example News Network and Business Daily"_s
        << u"<h1><a href=\"/\">Example News Network</a></h1><h2>Rates hold steady</h2>"_s << QString()
        << u"Rates hold steady"_s;
    QTest::newRow("bold cell") << u"Example Business Daily: Markets: Rates hold steady again"_s
                               << u"<table><tr><td><b>Rates hold steady again</b></td></tr></table>"_s
                               << QString() << u"Rates hold steady again"_s;
    // The nearest part of the title before the article is the headline, not the section name above it.
    QTest::newRow("section name above") << u"Rates hold steady again | Money and markets | Example"_s
                                        << u"<div>Money and markets</div><h3>Rates hold steady again</h3>"_s
                                        << QString() << u"Rates hold steady again"_s;
    // A clause after a comma is not a part of the title; a blog's name beside the article is not its
    // headline.
    QTest::newRow("clause after a comma")
        << u"Bank keeps rates on hold, says inflation is easing"_s << u"<h3>says inflation is easing</h3>"_s
        << QString() << u"Bank keeps rates on hold, says inflation is easing"_s;
    QTest::newRow("blog name after the article")
        << u"Bank keeps its main rate on hold :: The Money Desk"_s << QString()
        << u"<div>The Money Desk</div>"_s << u"Bank keeps its main rate on hold"_s;
    // A <title> that names only the site: the <h1> before the article is the headline, unless
    // it is the site's logo (a link).
    QTest::newRow("title names only the site") << u"Star"_s << u"<h1>Bank keeps its main rate on hold</h1>"_s
                                               << QString() << u"Bank keeps its main rate on hold"_s;
    QTest::newRow("logo in the h1") << u"Star"_s << u"<h1><a href=\"/\">The Morning Star Daily</a></h1>"_s
                                    << QString() << u"Star"_s;
    // A headline of two words under a longer site name: the <h1> that is a part of the title, not
    // the longer part; a section's name of one word in an <h1> is not the headline either.
    QTest::newRow("two-word headline") << u"Rates hold | The Example Business Daily"_s
                                       << u"<h1>Rates hold</h1>"_s << QString() << u"Rates hold"_s;
    QTest::newRow("one-word section in the h1")
        << u"Bank keeps its main rate on hold - Business - Example"_s
        << u"<h1>Business</h1><div>Bank keeps its main rate on hold</div>"_s << QString()
        << u"Bank keeps its main rate on hold"_s;
    // One word in the <h1> is the headline when it opens the title (a town's guide page), never when
    // a later part of it (the section's name), even where no other part stands in the page.
    QTest::newRow("one-word headline")
        << u"Emden - Sights and attractions"_s << u"<h1>Emden</h1>"_s << QString() << u"Emden"_s;
    QTest::newRow("one-word section alone")
        << u"Rates hold - Business - Example"_s << u"<h1>Business</h1>"_s << QString() << u"Rates hold"_s;
}

void TestPlateauExtractor::headlineInPageText()
{
    QFETCH(QString, title);
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QString, headline);
    const QString paragraph = u"<p>The central bank left its main rate unchanged on Thursday and said that "
                              u"inflation had eased for a third month in a row.</p>"_s;
    const QString html = u"<html><head><title>"_s + title + u"</title></head><body>"_s + before + u"<div>"_s
        + paragraph.repeated(4) + u"</div>"_s + after + u"</body></html>"_s;
    const kindred::ExtractedArticle article = kindred::extractArticle(html.toUtf8());
    QCOMPARE(article.title, headline);
    QCOMPARE(article.paragraphs.size(), 4);
}

void TestPlateauExtractor::markedBodyOfLinks_data()
{
    QTest::addColumn<QByteArray>("names"); // the class of the element around the post
    QTest::newRow("entry-content") << QByteArray("entry-content");
    // The body named by its parts, in either order and with any separators.
    QTest::newRow("content-article") << QByteArray("content content-article");
    QTest::newRow("BEM body") << QByteArray("c-article__body js-body");
    QTest::newRow("story text") << QByteArray("story--text");
    QTest::newRow("full article's content") << QByteArray("article-full__content");
}

void TestPlateauExtractor::markedBodyOfLinks()
{
    QFETCH(QByteArray, names);
    // A link blog's post is a list of links with a line each: the plateau sees only links, but
    // the page marks its body.
    QByteArray items;
    for (int i = 1; i <= 6; ++i)
        items += "<li><p><a href=\"https://a.example/" + QByteArray::number(i) + "\">Reading tip number "
            + QByteArray::number(i) + " about the harbour</a></p><p>via Harbour Weekly</p></li>";
    const QByteArray page = "<html><body><div class=\"top\"><a href=/>Home</a> <a href=/a>Archive</a></div>"
                            "<div class=\""
        + names + "\"><ul>" + items
        + "</ul></div><div class=\"end\"><a href=/i>Imprint</a></div></body></html>";
    const QString text = kindred::extractArticle(page).text();
    QVERIFY2(text.contains(u"Reading tip number 1 about the harbour"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Reading tip number 6 about the harbour"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"Imprint"_s), qPrintable(text));
}

void TestPlateauExtractor::bodyNamedByItsParts_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<bool>("body");
    QTest::newRow("content-article") << u"<section class=\"content content-article\">"_s << true;
    QTest::newRow("BEM, in an id") << u"<div id=\"post__text\">"_s << true;
    QTest::newRow("either order") << u"<div class=\"body_story\">"_s << true;
    // A part that names chrome, or that makes it one of a list's items, wins.
    QTest::newRow("teaser") << u"<div class=\"article-teaser__text\">"_s << false;
    QTest::newRow("list item") << u"<div class=\"post-item__content\">"_s << false;
    QTest::newRow("card") << u"<div class=\"article-card__body\">"_s << false;
    // Parts, not letters: "posted" and "textile" are no post and no text.
    QTest::newRow("words containing them") << u"<div class=\"posted-textile\">"_s << false;
    QTest::newRow("one part only") << u"<div class=\"content\">"_s << false;
}

// A class or id names the article's body by its parts ("content-article", "c-article__body"), as
// the known names ("article-body", "entry-content") do.
void TestPlateauExtractor::bodyNamedByItsParts()
{
    QFETCH(QString, tag);
    QFETCH(bool, body);
    QCOMPARE(roleOf(tag, kindred::ChromeLevel::Strict) == kindred::ElementRole::ArticleHint, body);
}

void TestPlateauExtractor::paragraphNamedAnAdvertisement_data()
{
    QTest::addColumn<QString>("tag");
    QTest::addColumn<bool>("chrome");
    QTest::newRow("ad label") << u"<p class=\"ad-label\">"_s << true;
    QTest::newRow("advertisement") << u"<p class=\"article__advertisement-note\">"_s << true;
    // A picture's caption, as a <figcaption> is.
    QTest::newRow("caption") << u"<p class=\"caption\">"_s << true;
    QTest::newRow("tabloid's caption") << u"<p class=\"imageCaption\">"_s << true;
    // Other names say little about a paragraph: a byline's as often as the story's.
    QTest::newRow("byline") << u"<p class=\"byline\">"_s << false;
    // Parts, not letters: "read" and "head" hold no ad.
    QTest::newRow("read more") << u"<p class=\"read-more head\">"_s << false;
    // A build tool's atoms (Medium's paragraphs): among them, "ad" was drawn by chance; a longer
    // name among them still says it.
    QTest::newRow("atoms") << u"<p class=\"pw-post-body-paragraph qk eu nd bv mq up am ql rd ad ei nx\">"_s
                           << false;
    QTest::newRow("ad slot among atoms") << u"<p class=\"qk eu nd bv mq up am ad-slot\">"_s << true;
}

// A paragraph's class names count only where they name an advertisement ("Story continues below
// advertisement" between two of the story's paragraphs).
void TestPlateauExtractor::paragraphNamedAnAdvertisement()
{
    QFETCH(QString, tag);
    QFETCH(bool, chrome);
    QCOMPARE(roleOf(tag, kindred::ChromeLevel::Strict) == kindred::ElementRole::Chrome, chrome);
    QCOMPARE(roleOf(tag, kindred::ChromeLevel::Lenient), kindred::ElementRole::Neutral);
}

// An advertisement's label alone in a paragraph or a box that names nothing, between the story's
// paragraphs, in any of its languages and cases, is no line of the story; a sentence about
// advertising is.
void TestPlateauExtractor::advertisementLabelsBetweenParagraphs()
{
    const QStringList paragraphs
        = {u"The harbour authority confirmed on Monday that the old swing bridge will reopen to traffic "
           u"next spring, after three years of repairs that ran far over the original budget."_s,
            u"Engineers found that the river bed under the eastern pier had shifted during the winter "
            u"floods, and the foundations had to be rebuilt before any work on the deck could begin."_s,
            u"Advertisement revenue from the bridge's hoardings will pay for its lighting, the council said, "
            u"and the first contracts for the space were signed last week."_s,
            u"Residents on both banks welcomed the news, although several shop owners said the long "
            u"closure had cost them customers who never came back once the detour was signposted."_s};
    const QByteArray page
        = "<html><head><title>Bridge to reopen</title></head><body><h1>Bridge to reopen</h1>"
          "<div class=\"x1\"><p>"
        + paragraphs.at(0).toUtf8() + "</p><p>ADVERTISEMENT</p><p>" + paragraphs.at(1).toUtf8()
        + "</p><p>Anzeige</p><p>" + paragraphs.at(2).toUtf8()
        + "</p><div class=\"x2\"><span>Advertisement:</span></div><p>" + paragraphs.at(3).toUtf8()
        + "</p></div></body></html>";
    const QStringList text = kindred::extractArticle(page).paragraphs;
    QCOMPARE(text, paragraphs);
}

// An icon font's glyph in a box of its own (a private-use character), a divider, an empty table
// row: lines with no letter or digit are no paragraphs of the article.
void TestPlateauExtractor::linesWithoutWords()
{
    const QStringList paragraphs = articlepages::kParagraphs.mid(0, 3);
    const QByteArray page
        = "<html><head><title>Bridge to reopen</title></head><body><h1>Bridge to reopen</h1>"
          "<div class=\"x1\"><p>"
        + paragraphs.at(0).toUtf8() + "</p><div class=\"ico\"><span>&#xe052;</span></div><p>"
        + paragraphs.at(1).toUtf8() + "</p><p>* * *</p><p>" + paragraphs.at(2).toUtf8()
        + "</p></div></body></html>";
    QCOMPARE(kindred::extractArticle(page).paragraphs, paragraphs);
}

QTEST_GUILESS_MAIN(TestPlateauExtractor)
#include "tst_plateauextractor.moc"
