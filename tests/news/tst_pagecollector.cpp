#include "../net/HttpTestServer.h"
#include "news/PageCollector.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>

using namespace kindred;
using kindred::test::HttpTestServer;
using kindred::test::ScriptedResponse;

namespace {

ScriptedResponse htmlPage(const QByteArray &body)
{
    ScriptedResponse page;
    page.headers = {{"Content-Type", "text/html; charset=utf-8"}};
    page.body = body;
    return page;
}

} // namespace

class TestPageCollector : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }

    void collectsPagesAndReportsFailures()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        const ScriptedResponse page = htmlPage("<html><body><p>The story.</p></body></html>");
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

    // A crawler fleet's gate (FeedClaims::takeHostSlots): a link is fetched only with a slot for its
    // host, every slot is given back when its fetch ends, and a link that waits is tried again when
    // a slot of this collector's frees and on a timer (other workers free slots too).
    void aGateLetsPagesThroughOnlyWithASlot()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        QStringList links;
        for (int i = 0; i < 6; ++i) {
            server.route("/p" + QByteArray::number(i),
                htmlPage("<html><body><p>Story " + QByteArray::number(i) + "</p></body></html>"));
            links.append(server.url("/p" + QByteArray::number(i)).toString());
        }
        int inUse = 0, mostInUse = 0, taken = 0, freed = 0, asked = 0;
        int refusals = 2; // the first two asks: another worker holds the host's slot
        qint64 nextSlot = 100;
        HostGate gate;
        gate.take = [&](const QStringList &waiting) {
            ++asked;
            QList<qint64> granted(waiting.size(), 0);
            for (qsizetype i = 0; i < waiting.size() && refusals == 0 && inUse < 1; ++i) {
                granted[i] = nextSlot++;
                ++inUse;
                ++taken;
                mostInUse = std::max(mostInUse, inUse);
            }
            refusals = std::max(0, refusals - 1);
            return std::optional<QList<qint64>>(granted);
        };
        gate.free = [&](const QList<qint64> &ids) {
            inUse -= int(ids.size());
            freed += int(ids.size());
        };

        QNetworkAccessManager network;
        Fetcher fetcher(&network);
        PageCollector collector(&fetcher);
        collector.setGate(gate, 20);
        QSignalSpy done(&collector, &PageCollector::finished);
        collector.collect(links);
        QVERIFY(done.wait(10000));
        const ArticlePages pages = done[0][1].value<ArticlePages>();
        QCOMPARE(pages.bodies.size(), 6);
        QCOMPARE(mostInUse, 1);
        QCOMPARE(taken, 6);
        QCOMPARE(freed, 6);
        QCOMPARE(inUse, 0);
        QVERIFY(asked >= 8); // two refusals, then one grant per page
        QCOMPARE(server.maxInProgress(), 1); // the Fetcher alone would open two at once
        QStringList order; // in the order they came
        for (const test::RecordedRequest &request : server.requests())
            order.append(server.url(request.path).toString());
        QCOMPARE(order, links);
    }

    void aGateThatCannotSayLetsEveryPageThrough()
    {
        HttpTestServer server;
        QVERIFY(server.listen());
        const ScriptedResponse page = htmlPage("<html><body><p>The story.</p></body></html>");
        server.route("/a", page);
        server.route("/b", page);
        int freed = 0;
        HostGate gate;
        gate.take = [](const QStringList &) { return std::optional<QList<qint64>>(); }; // the store is away
        gate.free = [&](const QList<qint64> &ids) { freed += int(ids.size()); };
        QNetworkAccessManager network;
        Fetcher fetcher(&network);
        PageCollector collector(&fetcher);
        collector.setGate(gate);
        QSignalSpy done(&collector, &PageCollector::finished);
        collector.collect({server.url("/a").toString(), server.url("/b").toString()});
        QVERIFY(done.wait(10000));
        QCOMPARE(done[0][1].value<ArticlePages>().bodies.size(), 2);
        QCOMPARE(freed, 0); // no slot was taken
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
