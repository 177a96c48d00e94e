#include "../net/HttpTestServer.h"
#include "news/PageCollector.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>

using namespace kindred;
using kindred::test::HttpTestServer;
using kindred::test::ScriptedResponse;

class TestPageCollector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }

    void collectsPagesAndReportsFailures()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        ScriptedResponse page;
        page.headers = {{"Content-Type", "text/html; charset=utf-8"}};
        page.body = "<html><body><p>The story.</p></body></html>";
        server.route("/a", page);
        ScriptedResponse missing;
        missing.status = 404;
        missing.reason = "Not Found";
        server.route("/gone", missing);

        QNetworkAccessManager network;
        Fetcher fetcher(&network);
        PageCollector collector(&fetcher);
        QSignalSpy done(&collector, &PageCollector::finished);
        const QString a = server.url("/a").toString();
        const QString gone = server.url("/gone").toString();
        const PageCollector::BatchId batch = collector.collect({a, gone});
        QCOMPARE(collector.pendingBatches(), 1);
        QVERIFY(done.wait(10000));
        QCOMPARE(done.size(), 1);
        QCOMPARE(done[0][0].value<PageCollector::BatchId>(), batch);
        const ArticlePages pages = done[0][1].value<ArticlePages>();
        QCOMPARE(pages.bodies.size(), 1);
        QCOMPARE(pages.bodies.value(a), page.body);
        QCOMPARE(pages.errors.size(), 1);
        QVERIFY(pages.errors[0].startsWith(gone));
        QCOMPARE(collector.pendingBatches(), 0);
        // Pages are fetched as pages (the fetcher's page size cap and Accept header).
        QVERIFY(server.requests().value(0).headers.value("accept").contains("text/html"));
    }

    void anEmptyBatchStillAnswersFromTheEventLoop()
    {
        QNetworkAccessManager network;
        Fetcher fetcher(&network);
        PageCollector collector(&fetcher);
        QSignalSpy done(&collector, &PageCollector::finished);
        collector.collect({});
        QCOMPARE(done.size(), 0); // never from inside collect()
        QVERIFY(done.wait(5000));
        QVERIFY(done[0][1].value<ArticlePages>().bodies.isEmpty());
    }

    void withoutAFetcherEveryPageFails()
    {
        PageCollector collector(nullptr);
        QSignalSpy done(&collector, &PageCollector::finished);
        collector.collect({QStringLiteral("https://news.example/a")});
        QVERIFY(done.wait(5000));
        QCOMPARE(done[0][1].value<ArticlePages>().errors.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestPageCollector)
#include "tst_pagecollector.moc"
