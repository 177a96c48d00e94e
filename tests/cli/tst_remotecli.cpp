// kindred-cli remote, run as a user would: with no Kindred on the database it says so in one
// line and fails; with a remote-control server in this test (a fake app) it prints the answers.
#include "../remote/FakeRemoteHandler.h"
#include "CliRun.h"
#include "remote/InstanceName.h"
#include "remote/RemoteServer.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred::remote;
using namespace Qt::StringLiterals;

using kindred::test::CliRun;
using kindred::test::runCli;

class TestRemoteCli : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_database = m_dir.filePath(u"kindred-%1.sqlite"_s.arg(++m_count));
    }

    void notRunningIsOneLineAndAFailure_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("status") << QStringList {u"status"_s};
        QTest::newRow("status --json") << QStringList {u"status"_s, u"--json"_s};
        QTest::newRow("refresh") << QStringList {u"refresh"_s};
        QTest::newRow("add") << QStringList {u"add"_s, u"https://news.example/feed"_s};
        QTest::newRow("events") << QStringList {u"events"_s};
    }

    void notRunningIsOneLineAndAFailure()
    {
        QFETCH(QStringList, command);
        const CliRun run = runCli(QStringList {u"remote"_s} + command + QStringList {u"--db"_s, m_database});
        QVERIFY(run.exitCode > 0);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count(u'\n'), 1);
        QVERIFY(run.err.endsWith(u'\n'));
        QVERIFY2(run.err.contains(u"not running"_s), qPrintable(run.err));
    }

    void badUsageFails_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("no command") << QStringList {};
        QTest::newRow("unknown") << QStringList {u"reboot"_s};
        QTest::newRow("open is not for the CLI") << QStringList {u"open"_s};
        QTest::newRow("add without URL") << QStringList {u"add"_s};
    }

    void badUsageFails()
    {
        QFETCH(QStringList, command);
        const CliRun run = runCli(QStringList {u"remote"_s} + command + QStringList {u"--db"_s, m_database});
        QVERIFY(run.exitCode > 0);
        QCOMPARE(run.err.count(u'\n'), 1);
    }

    void talksToTheRunningApp()
    {
        FakeRemoteHandler handler;
        handler.current = {3, 150, 12, QDateTime(QDate(2026, 11, 20), QTime(9, 30), Qt::UTC), true};
        handler.currentEvents = {{u"Bridge closed after storm"_s, 18, 5,
            QDateTime(QDate(2026, 11, 20), QTime(7, 0), Qt::UTC), true}};
        RemoteServer server(handler);
        QString error;
        QVERIFY2(server.listen(instanceSocketName(m_database), &error), qPrintable(error));
        const QStringList db {u"--db"_s, m_database};

        CliRun run = runCli(QStringList {u"remote"_s, u"status"_s} + db);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"feeds: 3\n"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"unread: 12\n"_s));
        QVERIFY(run.out.contains(u"last refresh: 2026-11-20T09:30:00Z\n"_s));
        QVERIFY(run.out.contains(u"refreshing: yes\n"_s));

        run = runCli(QStringList {u"remote"_s, u"status"_s, u"--json"_s} + db);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject status = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(status.value(u"ok"_s).toBool(), true);
        QCOMPARE(status.value(u"articles"_s).toInt(), 150);

        run = runCli(QStringList {u"remote"_s, u"events"_s} + db);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            run.out.contains(u"18 articles, 5 sources  Bridge closed after storm"_s), qPrintable(run.out));

        run = runCli(QStringList {u"remote"_s, u"refresh"_s} + db);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(handler.refreshes, 1);

        run = runCli(QStringList {u"remote"_s, u"add"_s, u"https://news.example/feed.xml"_s} + db);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(handler.subscribed, QStringList {u"https://news.example/feed.xml"_s});

        // The app refuses: the CLI says why in one line and fails.
        run = runCli(QStringList {u"remote"_s, u"add"_s, u"gopher://x"_s} + db);
        QVERIFY(run.exitCode > 0);
        QCOMPARE(run.err, u"kindred-cli: not a feed: gopher://x\n"_s);
    }

private:
    QTemporaryDir m_dir;
    QString m_database;
    int m_count = 0;
};

QTEST_GUILESS_MAIN(TestRemoteCli)
#include "tst_remotecli.moc"
