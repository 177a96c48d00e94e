// Articles sent out of Kindred (news/ArticleExport): a Markdown link, a mail, a JSON file and a
// bookmark file that read-later services import; special characters survive each.
#include "news/ArticleExport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QUrlQuery>

using namespace kindred;
using namespace Qt::StringLiterals;

namespace {

ArticleRecord article()
{
    ArticleRecord a;
    a.id = 7;
    a.title = u"Rates [held] at 3.25% & \"cuts\" <next> year"_s;
    a.url = u"https://ledger.example/markets/rates_(decision)?a=1&b=2"_s;
    a.feedTitle = u"Capital Ledger"_s;
    a.author = u"Ines Calloway"_s;
    a.published = QDateTime(QDate(2026, 11, 4), QTime(9, 30), Qt::UTC);
    a.summary = u"<p>The Reserve Bank left its rate at 3.25% &amp; signalled cuts.</p>"_s;
    a.starred = true;
    a.labels = {u"Markets, rates"_s, u"to \"read\""_s};
    a.groupSize = 4;
    a.enclosures = {{u"https://ledger.example/rates.mp3"_s, u"audio/mpeg"_s, 1000}};
    return a;
}

} // namespace

class TestArticleExport final : public QObject
{
    Q_OBJECT

private slots:
    void markdownLinksSurviveBracketsAndParentheses()
    {
        const QString link = ArticleExport::markdownLink(article());
        QCOMPARE(link,
            u"[Rates \\[held\\] at 3.25% & \"cuts\" <next> year]"
            u"(https://ledger.example/markets/rates_%28decision%29?a=1&b=2) (Capital Ledger)"_s);
        ArticleRecord untitled = article();
        untitled.title.clear();
        untitled.feedTitle.clear();
        QVERIFY(ArticleExport::markdownLink(untitled).startsWith(u"[https://ledger.example/"_s));
    }

    void aMailCarriesTheTitleWhole()
    {
        const QUrl mail = ArticleExport::mailLink(article());
        QCOMPARE(mail.scheme(), u"mailto"_s);
        const QUrlQuery query(mail);
        QCOMPARE(query.queryItemValue(u"subject"_s, QUrl::FullyDecoded), article().title);
        QCOMPARE(
            query.queryItemValue(u"body"_s, QUrl::FullyDecoded), article().url + u"\n\nCapital Ledger"_s);
    }

    void jsonHoldsEveryField()
    {
        ArticleRecord withPage = article();
        withPage.body = u"The full text of the page."_s;
        const QJsonArray array
            = QJsonDocument::fromJson(ArticleExport::toJson({article(), withPage})).array();
        QCOMPARE(array.size(), 2);
        const QJsonObject first = array.at(0).toObject();
        QCOMPARE(first.value(u"title"_s).toString(), article().title);
        QCOMPARE(first.value(u"url"_s).toString(), article().url);
        QCOMPARE(first.value(u"source"_s).toString(), u"Capital Ledger"_s);
        QCOMPARE(first.value(u"author"_s).toString(), u"Ines Calloway"_s);
        QCOMPARE(first.value(u"published"_s).toString(), u"2026-11-04T09:30:00Z"_s);
        QCOMPARE(first.value(u"starred"_s).toBool(), true);
        QCOMPARE(first.value(u"labels"_s).toArray().toVariantList(),
            (QVariantList {u"Markets, rates"_s, u"to \"read\""_s}));
        QCOMPARE(first.value(u"copies"_s).toInt(), 3);
        QCOMPARE(first.value(u"enclosures"_s).toArray().size(), 1);
        QCOMPARE(first.value(u"enclosures"_s).toArray().at(0).toObject().value(u"type"_s).toString(),
            u"audio/mpeg"_s);
        QCOMPARE(first.value(u"text"_s).toString(),
            u"The Reserve Bank left its rate at 3.25% & signalled cuts."_s);
        QCOMPARE(
            array.at(1).toObject().value(u"text"_s).toString(), withPage.body); // the page before the summary
    }

    void bookmarksAreEscapedAndImportable()
    {
        const QString html
            = QString::fromUtf8(ArticleExport::toBookmarks({article()}, u"Kindred: <starred>"_s));
        QVERIFY(html.startsWith(u"<!DOCTYPE NETSCAPE-Bookmark-file-1>"_s));
        QVERIFY(html.contains(u"<TITLE>Kindred: &lt;starred&gt;</TITLE>"_s));
        const QRegularExpression entry(
            u"<DT><A HREF=\"([^\"]*)\" ADD_DATE=\"(\\d+)\" TAGS=\"([^\"]*)\">([^<]*)</A>"_s);
        const QRegularExpressionMatch match = entry.match(html);
        QVERIFY2(match.hasMatch(), qPrintable(html));
        QCOMPARE(match.captured(1), u"https://ledger.example/markets/rates_(decision)?a=1&amp;b=2"_s);
        QCOMPARE(match.captured(2).toLongLong(), article().published.toSecsSinceEpoch());
        // Labels are tags: a comma inside one would end it, a quote the attribute.
        QCOMPARE(match.captured(3), u"kindred,starred,Markets  rates,to &quot;read&quot;"_s);
        QCOMPARE(match.captured(4), u"Rates [held] at 3.25% &amp; &quot;cuts&quot; &lt;next&gt; year"_s);
        QVERIFY(html.contains(
            u"<DD>Capital Ledger: The Reserve Bank left its rate at 3.25% &amp; signalled cuts."_s));
    }

    void longTextsAreCutAtAWord()
    {
        ArticleRecord longOne = article();
        longOne.body = u"word "_s.repeated(200);
        const QString html = QString::fromUtf8(ArticleExport::toBookmarks({longOne}, u"x"_s));
        const qsizetype at = html.indexOf(u"<DD>"_s);
        const QString line = html.mid(at, html.indexOf(u'\n', at) - at);
        QVERIFY(line.endsWith(u"word\u2026"_s));
        QVERIFY(line.size() < 340);
    }

    void theFileNameChoosesTheFormat()
    {
        QCOMPARE(ArticleExport::formatOfFile(u"starred.JSON"_s), ArticleExport::Format::Json);
        QCOMPARE(ArticleExport::formatOfFile(u"/tmp/starred.html"_s), ArticleExport::Format::Bookmarks);
        QCOMPARE(ArticleExport::formatOfFile(u"starred.htm"_s), ArticleExport::Format::Bookmarks);
        QVERIFY(!ArticleExport::formatOfFile(u"starred.txt"_s));
    }
};

QTEST_GUILESS_MAIN(TestArticleExport)
#include "tst_articleexport.moc"
