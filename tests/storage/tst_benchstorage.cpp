#include "../cli/CliRun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// Runs `kindred-cli bench ingest` and `bench open` with tiny sizes and checks what they print.
// Only the shape of the output: a test never judges speed.

namespace {

using Run = kindred::test::CliRun;

Run cli(const QStringList &arguments)
{
    return kindred::test::runCli(QStringList {QStringLiteral("bench")} + arguments);
}

QJsonObject json(const Run &run)
{
    return QJsonDocument::fromJson(run.out.trimmed().toUtf8()).object();
}

void verifyNumbers(const QJsonObject &object, const QStringList &keys)
{
    for (const QString &key : keys)
        QVERIFY2(object.value(key).isDouble(), qPrintable(key));
}

} // namespace

class TestBenchStorage : public QObject
{
    Q_OBJECT

private slots:
    void ingestPrintsItsFigures()
    {
        const Run run = cli({QStringLiteral("ingest"), QStringLiteral("--n"), QStringLiteral("200"),
            QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const QJsonObject figures = json(run);
        verifyNumbers(figures,
            {QStringLiteral("items"), QStringLiteral("feeds"), QStringLiteral("copies_planted"),
                QStringLiteral("articles"), QStringLiteral("duplicates"), QStringLiteral("skipped"),
                QStringLiteral("errors"), QStringLiteral("seconds"), QStringLiteral("articles_per_s"),
                QStringLiteral("cpu_s"), QStringLiteral("articles_per_cpu_s"),
                QStringLiteral("fingerprint_only_per_s"), QStringLiteral("open_s")});
        QCOMPARE(figures.value(QStringLiteral("items")).toInt(), 200);
        QCOMPARE(figures.value(QStringLiteral("feeds")).toInt(), 4); // 50 items a feed
        QCOMPARE(figures.value(QStringLiteral("articles")).toInt(), 200);
        QCOMPARE(figures.value(QStringLiteral("errors")).toInt(), 0);
        QVERIFY(figures.value(QStringLiteral("copies_planted")).toInt() > 0);
        QVERIFY(figures.value(QStringLiteral("duplicates")).toInt() > 0); // syndicated copies are found
        QVERIFY(figures.value(QStringLiteral("duplicates")).toInt() < 200);
    }

    void ingestTakesStoriesFromACorpus()
    {
        QTemporaryDir corpus;
        for (int i = 0; i < 3; ++i) {
            QFile file(corpus.filePath(QStringLiteral("story%1.txt").arg(i)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QStringLiteral("Council %1 votes on the harbour plan\n\n").arg(i).toUtf8());
            for (int p = 0; p < 4; ++p)
                file.write(
                    QStringLiteral("Paragraph %1 of story %2 tells how councillors argued about cranes, "
                                   "ferries and the price of berths for a long evening.\n")
                        .arg(p)
                        .arg(i)
                        .toUtf8());
        }
        QFile(corpus.filePath(QStringLiteral("short.txt"))).open(QIODevice::WriteOnly); // skipped: empty
        const Run run = cli({QStringLiteral("ingest"), QStringLiteral("--n"), QStringLiteral("60"),
            QStringLiteral("--per-feed"), QStringLiteral("20"), QStringLiteral("--corpus"), corpus.path()});
        QCOMPARE(run.exitCode, 0);
        for (const char *line : {"items ", "copies planted", "articles stored", "duplicates found",
                 "articles/s", "fingerprint only"})
            QVERIFY2(run.out.contains(QLatin1String(line)), line);
        QVERIFY(run.out.contains(QStringLiteral("in 3 feeds")));

        const Run empty = cli({QStringLiteral("ingest"), QStringLiteral("--corpus"),
            QDir::tempPath() + QStringLiteral("/kindred-no-such-folder")});
        QCOMPARE(empty.exitCode, 1);
        QVERIFY(empty.err.startsWith(QStringLiteral("kindred-cli: ")));
    }

    void openPrintsItsFiguresAndPlans()
    {
        const Run run = cli(
            {QStringLiteral("open"), QStringLiteral("--n"), QStringLiteral("200"), QStringLiteral("--feeds"),
                QStringLiteral("7"), QStringLiteral("--json"), QStringLiteral("--plans")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const QJsonObject figures = json(run);
        verifyNumbers(figures,
            {QStringLiteral("articles"), QStringLiteral("feeds"), QStringLiteral("fill_s"),
                QStringLiteral("db_bytes"), QStringLiteral("open_ms"), QStringLiteral("newest200_ms"),
                QStringLiteral("newest_rows"), QStringLiteral("open_newest200_ms"),
                QStringLiteral("feeds_ms"), QStringLiteral("count_ms"), QStringLiteral("live_index_ms"),
                QStringLiteral("live_fingerprints"), QStringLiteral("all_index_ms")});
        QCOMPARE(figures.value(QStringLiteral("articles")).toInt(), 200);
        QCOMPARE(figures.value(QStringLiteral("feeds")).toInt(), 7);
        QCOMPARE(figures.value(QStringLiteral("newest_rows")).toInt(), 200);
        QVERIFY(figures.value(QStringLiteral("built")).toBool());
        // The plans are facts, not timings: the newest page walks the index by publication time,
        // the feed counts are the feeds' own counters (no article is read), and the index loads
        // the live window from a covering index.
        const QJsonObject plans = figures.value(QStringLiteral("plans")).toObject();
        QVERIFY2(plans.value(QStringLiteral("newest"))
                     .toString()
                     .contains(QStringLiteral("articles_by_published")),
            qPrintable(plans.value(QStringLiteral("newest")).toString()));
        QVERIFY(!plans.value(QStringLiteral("newest")).toString().contains(QStringLiteral("TEMP B-TREE")));
        QVERIFY2(!plans.value(QStringLiteral("feeds")).toString().contains(QStringLiteral(" a ")),
            qPrintable(plans.value(QStringLiteral("feeds")).toString()));
        QVERIFY2(plans.value(QStringLiteral("index"))
                     .toString()
                     .contains(QStringLiteral("COVERING INDEX articles_live")),
            qPrintable(plans.value(QStringLiteral("index")).toString()));
    }

    void openReusesADatabaseBigEnough()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
        const QStringList build {QStringLiteral("open"), QStringLiteral("--n"), QStringLiteral("150"),
            QStringLiteral("--db"), path, QStringLiteral("--json")};
        QVERIFY(json(cli(build)).value(QStringLiteral("built")).toBool());
        const Run reuse = cli({QStringLiteral("open"), QStringLiteral("--n"), QStringLiteral("100"),
            QStringLiteral("--db"), path, QStringLiteral("--json")});
        QCOMPARE(reuse.exitCode, 0);
        QVERIFY(!json(reuse).value(QStringLiteral("built")).toBool());
        QCOMPARE(json(reuse).value(QStringLiteral("articles")).toInt(), 150);

        const Run tooSmall = cli({QStringLiteral("open"), QStringLiteral("--n"), QStringLiteral("1000"),
            QStringLiteral("--db"), path});
        QCOMPARE(tooSmall.exitCode, 1);
        QVERIFY2(tooSmall.err.contains(QStringLiteral("fewer than 1000")), qPrintable(tooSmall.err));
        QCOMPARE(tooSmall.err.count(u'\n'), 1);

        const Run text = cli({QStringLiteral("open"), QStringLiteral("--n"), QStringLiteral("100"),
            QStringLiteral("--db"), path});
        QCOMPARE(text.exitCode, 0);
        for (const char *line : {"open + newest 200", "feeds with counts", "live index", "whole index"})
            QVERIFY2(text.out.contains(QLatin1String(line)), line);
    }

    void benchesHaveHelp_data()
    {
        QTest::addColumn<QString>("bench");
        QTest::newRow("ingest") << QStringLiteral("ingest");
        QTest::newRow("open") << QStringLiteral("open");
    }

    void benchesHaveHelp()
    {
        QFETCH(QString, bench);
        const Run run = cli({bench, QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("Usage:")));
        QVERIFY(run.out.contains(QStringLiteral("-n <N>")));
    }
};

QTEST_GUILESS_MAIN(TestBenchStorage)
#include "tst_benchstorage.moc"
