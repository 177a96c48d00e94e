// What an article page tells of itself besides its text: the headline (og:title, JSON-LD, <title>
// without the site's name, an <h1> even in the header's chrome), the language, the lead image
// (resolved against the page's URL) and the time it was published, in UTC whatever the format.

#include "extract/PageMetadata.h"
#include "extract/PlateauExtractor.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestPageMetadata : public QObject
{
    Q_OBJECT

private slots:
    void metadata_data();
    void metadata();
    void dates_data();
    void dates();
};

void TestPageMetadata::metadata_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("image");
    QTest::addColumn<QString>("published");
    QTest::newRow("og and h1 agree") << QByteArray(
        "<html lang=en-GB><head><title>Storm hits coast | The Daily</title>"
        "<meta property=og:title content='Storm hits coast'>"
        "<meta property=og:image content='/img/a.jpg'>"
        "<meta property='article:published_time' content='2024-05-01T12:00:00+02:00'>"
        "</head><body><h1>Storm hits coast</h1></body></html>")
                                     << u"Storm hits coast"_s << u"en-GB"_s
                                     << u"https://news.example/img/a.jpg"_s << u"2024-05-01T10:00:00Z"_s;
    QTest::newRow("title without site")
        << QByteArray("<title>Markets rally on rate hopes - Example News</title><h1>Example News</h1>")
        << u"Markets rally on rate hopes"_s << QString() << QString() << QString();
    QTest::newRow("json-ld") << QByteArray("<script "
                                           "type='application/ld+json'>{\"@context\":\"https://"
                                           "schema.org\",\"@graph\":[{\"@type\":\"NewsArticle\","
                                           "\"headline\":\"Bridge "
                                           "reopens\",\"datePublished\":\"2023-11-02T08:30:00Z\",\"image\":{"
                                           "\"url\":\"https://cdn.example/b.png\"}}]}</script>"
                                           "<meta http-equiv=content-language content=de>")
                             << u"Bridge reopens"_s << u"de"_s << u"https://cdn.example/b.png"_s
                             << u"2023-11-02T08:30:00Z"_s;
    QTest::newRow("h1 in header chrome")
        << QByteArray("<header class=site-header><h1>Council votes to keep the library open</h1></header>"
                      "<title>Council votes to keep the library open - Town Post</title>"
                      "<meta name=pubdate content='Tue, 05 Mar 2024 09:15:00 GMT'>")
        << u"Council votes to keep the library open"_s << QString() << QString() << u"2024-03-05T09:15:00Z"_s;
}

void TestPageMetadata::metadata()
{
    QFETCH(QByteArray, html);
    QFETCH(QString, title);
    QFETCH(QString, language);
    QFETCH(QString, image);
    QFETCH(QString, published);
    const kindred::ExtractedArticle article
        = kindred::extractArticle(html, QUrl(u"https://news.example/story/1"_s));
    QCOMPARE(article.title, title);
    QCOMPARE(article.language, language);
    QCOMPARE(article.leadImageUrl, image);
    QCOMPARE(article.published.isValid() ? article.published.toString(Qt::ISODate) : QString(), published);
}

void TestPageMetadata::dates_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("utc");
    QTest::newRow("iso zulu") << u"2024-05-01T12:00:00Z"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("iso offset no colon") << u"2024-05-01T12:00:00+0200"_s << u"2024-05-01T10:00:00Z"_s;
    QTest::newRow("space separated") << u"2024-05-01 12:00:00"_s << u"2024-05-01T12:00:00Z"_s;
    QTest::newRow("milliseconds") << u"2024-05-01T12:00:00.123-05:00"_s << u"2024-05-01T17:00:00Z"_s;
    QTest::newRow("rfc 2822") << u"Wed, 01 May 2024 12:00:00 +0100"_s << u"2024-05-01T11:00:00Z"_s;
    QTest::newRow("date only") << u"2024-05-01"_s << u"2024-05-01T00:00:00Z"_s;
    QTest::newRow("garbage") << u"yesterday"_s << QString();
}

void TestPageMetadata::dates()
{
    QFETCH(QString, text);
    QFETCH(QString, utc);
    const QDateTime date = kindred::PageMetadata::parseDate(text);
    QCOMPARE(date.isValid() ? date.toString(Qt::ISODate) : QString(), utc);
}

QTEST_GUILESS_MAIN(TestPageMetadata)
#include "tst_pagemetadata.moc"
