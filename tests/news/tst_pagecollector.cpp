#include "../net/HttpTestServer.h"
#include "news/PageCollector.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>
#include <array>

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
    // host, a slot whose fetch ends goes to the next link of the same host (never another host's)
    // and back to the gate when none waits, and links that wait are tried again on a timer (other
    // workers free slots too).
    void aGateLetsPagesThroughOnlyWithASlot()
    {
        std::array<HttpTestServer, 2> hosts;
        QVERIFY(hosts[0].listen(QHostAddress(QStringLiteral("127.0.0.1"))));
        QVERIFY(hosts[1].listen(QHostAddress(QStringLiteral("127.0.0.2"))));
        QStringList links;
        for (int i = 0; i < 6; ++i) { // alternating hosts
            HttpTestServer &host = hosts.at(i % 2);
            const QByteArray path = "/p" + QByteArray::number(i);
            host.route(
                path, htmlPage("<html><body><p>Story " + QByteArray::number(i) + "</p></body></html>"));
            links.append(host.url(path).toString());
        }
        QHash<QString, int> inUse; // by host
        QHash<qint64, QString> hostOfSlot;
        int taken = 0, freed = 0, asked = 0, askedUntilGranted = 0;
        int refusals = 2; // the first two asks: other workers hold the hosts' slots
        qint64 nextSlot = 100;
        HostGate gate;
        gate.take = [&](const QStringList &waiting) {
            ++asked;
            QList<qint64> granted(waiting.size(), 0);
            for (qsizetype i = 0; i < waiting.size() && refusals == 0; ++i) {
                const QString &host = waiting[i];
                if (inUse[host] >= 1)
                    continue;
                ++inUse[host];
                ++taken;
                granted[i] = nextSlot++;
                hostOfSlot.insert(granted[i], host);
            }
            refusals = std::max(0, refusals - 1);
            if (askedUntilGranted == 0 && taken > 0)
                askedUntilGranted = asked; // the ask that gave the first slots
            return std::optional<QList<qint64>>(granted);
        };
        gate.free = [&](const QList<qint64> &ids) {
            for (const qint64 id : ids)
                --inUse[hostOfSlot.value(id)];
            freed += int(ids.size());
        };

        QNetworkAccessManager network;
        Fetcher fetcher(&network);
        PageCollector collector(&fetcher);
        collector.setGate(gate, 20);
        QSignalSpy done(&collector, &PageCollector::finished);
        collector.collect(links);
        QVERIFY(done.wait(10000));
        QTRY_COMPARE(freed, 2); // given back once their host has no more links here
        const ArticlePages pages = done[0][1].value<ArticlePages>();
        QCOMPARE(pages.bodies.size(), 6);
        QCOMPARE(taken, 2); // one slot a host, passed on from page to page
        QCOMPARE(inUse.value(QStringLiteral("127.0.0.1")), 0);
        QCOMPARE(inUse.value(QStringLiteral("127.0.0.2")), 0);
        // Two refusals, then both hosts at once. Later asks may come (the retry timer runs while links
        // wait for a slot to pass on, and a slow machine lets it fire) but get nothing: taken is 2.
        QCOMPARE(askedUntilGranted, 3);
        QVERIFY(asked >= 3);
        for (int h = 0; h < 2; ++h) {
            QCOMPARE(hosts.at(h).maxInProgress(), 1); // the Fetcher alone would open two at once
            QStringList order; // each host's in the order they came
            for (const test::RecordedRequest &request : hosts.at(h).requests())
                order.append(hosts.at(h).url(request.path).toString());
            QCOMPARE(order, (QStringList {links[h], links[h + 2], links[h + 4]}));
        }
    }

    // A busy worker holds hundreds of links waiting: the gate is asked per host (up to its limit),
    // once for every batch collected in one turn of the event loop, and asked again when the gate's
    // owner frees a host only if links of that host wait.
    void theGateIsAskedPerHostOncePerTurn()
    {
        std::array<HttpTestServer, 2> hosts;
        QVERIFY(hosts[0].listen(QHostAddress(QStringLiteral("127.0.0.1"))));
        QVERIFY(hosts[1].listen(QHostAddress(QStringLiteral("127.0.0.2"))));
        const auto links = [&](int host, int first, int count) {
            QStringList made;
            for (int i = first; i < first + count; ++i) {
                const QByteArray path = "/p" + QByteArray::number(i);
                hosts.at(size_t(host)).route(path, htmlPage("<html><body><p>Page</p></body></html>"));
                made.append(hosts.at(size_t(host)).url(path).toString());
            }
            return made;
        };
        QList<QStringList> asks;
        bool open = false;
        qint64 nextSlot = 1;
        int freed = 0;
        HostGate gate;
        gate.take = [&](const QStringList &wanted) {
            asks.append(wanted);
            QList<qint64> granted(wanted.size(), 0);
            for (qint64 &slot : granted)
                slot = open ? nextSlot++ : 0;
            return std::optional<QList<qint64>>(granted);
        };
        gate.free = [&](const QList<qint64> &ids) { freed += int(ids.size()); };
        gate.perHost = 4;
        QNetworkAccessManager network;
        Fetcher fetcher(&network);
        PageCollector collector(&fetcher);
        collector.setGate(gate, 60000); // no retry within the test: only the asks below
        QSignalSpy done(&collector, &PageCollector::finished);
        collector.collect(links(1, 0, 2) + links(0, 2, 1));
        collector.collect(links(0, 3, 5));
        QVERIFY(asks.isEmpty()); // not from inside collect()
        QTRY_COMPARE(asks.size(), 1);
        const QString a = QStringLiteral("127.0.0.1");
        const QString b = QStringLiteral("127.0.0.2");
        // Hosts in the order their links came; six of host a wait, as many as its limit asked for.
        QCOMPARE(asks[0], (QStringList {b, b, a, a, a, a}));
        collector.askGateAgain({QStringLiteral("elsewhere.example")});
        QCOMPARE(asks.size(), 1); // none of its links wait
        open = true;
        collector.askGateAgain({b});
        QCOMPARE(asks.size(), 2);
        QCOMPARE(asks[1], (QStringList {b, b, a, a, a, a}));
        QTRY_COMPARE(done.size(), 2);
        // Host b's links all had slots: a later ask (a slot of b given back while links of a wait
        // for theirs to pass on) names only a.
        for (qsizetype i = 2; i < asks.size(); ++i)
            QVERIFY(!asks[i].contains(b));
        // Every slot given back: the six of the second ask, and any a later ask gave.
        QVERIFY(nextSlot - 1 >= 6);
        QTRY_COMPARE(freed, int(nextSlot - 1));
        int fetched = 0;
        for (const QList<QVariant> &batch : std::as_const(done))
            fetched += int(batch[1].value<ArticlePages>().bodies.size());
        QCOMPARE(fetched, 8);
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
