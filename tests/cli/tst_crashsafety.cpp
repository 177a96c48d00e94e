#include "TestDatabases.h"
#include "storage/Database.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <csignal>

using namespace kindred;

namespace {

constexpr int itemCount = 6000;

// A large feed of distinct items, written for the test.
void writeBigFeed(const QString &path)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\"?>\n<rss "
               "version=\"2.0\"><channel><title>Big</title><link>https://big.example/</link>\n");
    for (int i = 0; i < itemCount; ++i) {
        file.write(
            QStringLiteral("<item><title>Item %1 of the big feed about topic %2</title>"
                           "<link>https://big.example/items/%1</link><guid>big-%1</guid>"
                           "<pubDate>Fri, 20 Nov 2026 %3:%4:00 GMT</pubDate>"
                           "<description>Body of item %1: council %2 voted on budget line %5 while the "
                           "river authority %6 reported levels at gauge %7.</description></item>\n")
                .arg(i)
                .arg(i * 7919 % 1000)
                .arg(i / 60 % 24, 2, 10, QLatin1Char('0'))
                .arg(i % 60, 2, 10, QLatin1Char('0'))
                .arg(i * 31 % 977)
                .arg(i * 17 % 613)
                .arg(i * 13 % 457)
                .toUtf8());
    }
    file.write("</channel></rss>\n");
}

QVariant scalar(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;
    QTemporaryDir m_dir;
    QString m_feed;

private slots:
    void initTestCase()
    {
        KINDRED_REQUIRE_DATABASE(m_databases);
        m_feed = m_dir.filePath(QStringLiteral("big.xml"));
        writeBigFeed(m_feed);
    }

    // SQLite: killed once the write-ahead log holds a commit. PostgreSQL: killed at twenty
    // moments from the first statements to the last stories (the ingest of this feed takes a
    // few seconds there), each into a new database.
    void aKilledIngestLosesNothing_data()
    {
        QTest::addColumn<int>("killAfterMs");
        if (!test::TestDatabases::postgres()) {
            QTest::addRow("after the first commit") << -1;
            return;
        }
        for (int trial = 0; trial < 20; ++trial)
            QTest::addRow("after %d ms", 150 + trial * 150) << 150 + trial * 150;
    }

    void aKilledIngestLosesNothing()
    {
        QFETCH(int, killAfterMs);
        const QString db = m_databases.location(QStringLiteral("k%1").arg(killAfterMs));
        const QString feed = m_feed;

        // Kill the ingest with SIGKILL at its moment, or once it has committed something.
        QProcess ingest;
        ingest.start(
            QStringLiteral(KINDRED_CLI), {QStringLiteral("ingest"), QStringLiteral("--db"), db, feed});
        QVERIFY(ingest.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        const auto due = [&] {
            return killAfterMs >= 0 ? waited.elapsed() >= killAfterMs
                                    : QFile(db + QStringLiteral("-wal")).size() >= 256 * 1024;
        };
        while (ingest.state() == QProcess::Running && waited.elapsed() < 60000 && !due())
            QThread::msleep(5);
        const bool killedMidway = ingest.state() == QProcess::Running;
        if (killedMidway)
            ::kill(pid_t(ingest.processId()), SIGKILL);
        ingest.waitForFinished();
        qInfo("killed mid-ingest: %s", killedMidway ? "yes" : "no (it finished first)");

        int before = 0;
        {
            QString error;
            QSqlDatabase check = Database::open(db, QStringLiteral("check"), &error);
            QVERIFY2(check.isValid(), qPrintable(error));
            const bool postgres = test::TestDatabases::postgres();
            if (!postgres) { // a server keeps its own files whole
                QCOMPARE(
                    scalar(check, QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
            }
            before = scalar(check, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt();
            // Killed while placing stories, every article may be stored: the rerun places them.
            QVERIFY(before <= itemCount);
            // No half-written article: every row has its fingerprint and text, and the search index agrees.
            QCOMPARE(scalar(check,
                         QStringLiteral("SELECT COUNT(*) FROM articles WHERE title = '' OR fp_version = 0"
                                        " OR length(digest) <> 16"))
                         .toInt(),
                0);
            QCOMPARE(scalar(check,
                         postgres ? QStringLiteral("SELECT COUNT(*) FROM article_search")
                                  : QStringLiteral("SELECT COUNT(*) FROM articles_fts"))
                         .toInt(),
                before);
            // Group sizes match their members, and the feed counts its articles.
            QCOMPARE(scalar(check,
                         QStringLiteral("SELECT COUNT(*) FROM duplicate_groups g WHERE g.size <>"
                                        " (SELECT COUNT(*) FROM articles a WHERE a.group_id = g.id)"))
                         .toInt(),
                0);
            QCOMPARE(
                scalar(check, QStringLiteral("SELECT COALESCE(SUM(article_count), 0) FROM feeds")).toInt(),
                before);
        }
        Database::close(QStringLiteral("check"));

        // A second ingest completes the work: every article once, each with its story.
        QProcess again;
        again.start(
            QStringLiteral(KINDRED_CLI), {QStringLiteral("ingest"), QStringLiteral("--db"), db, feed});
        QVERIFY(again.waitForFinished(300000));
        QCOMPARE(again.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(again.readAllStandardOutput()).trimmed().split(u'\n');
        const QJsonObject summary = QJsonDocument::fromJson(lines.last().toUtf8()).object();
        QCOMPARE(summary.value(QStringLiteral("articles")).toInt(), itemCount - before);
        {
            QString error;
            QSqlDatabase check = Database::open(db, QStringLiteral("check2"), &error);
            QCOMPARE(scalar(check, QStringLiteral("SELECT COUNT(*) FROM articles")).toInt(), itemCount);
            QCOMPARE(scalar(check, QStringLiteral("SELECT COUNT(DISTINCT guid) FROM articles")).toInt(),
                itemCount);
            QCOMPARE(
                scalar(check, QStringLiteral("SELECT COUNT(*) FROM articles WHERE story_id IS NULL")).toInt(),
                0);
        }
        Database::close(QStringLiteral("check2"));
    }
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
