#include "news/EventEvaluation.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;

// Event detection on titles only, scored against the known stories of invented headline streams
// (tests/data/news, see make_headlines.py): quality, not speed. headlines.tsv tuned the detector;
// the two held-out streams were written later to check that the settings carry over (see their
// story files for what each taught).
class TestEventQuality : public QObject
{
    Q_OBJECT

private slots:
    void findsTheBigStoriesAndOnlyThem_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("headlines") << QStringLiteral("headlines.tsv");
        QTest::newRow("held out") << QStringLiteral("headlines-heldout.tsv");
        QTest::newRow("held out 2") << QStringLiteral("headlines-holdout2.tsv");
    }

    void findsTheBigStoriesAndOnlyThem()
    {
        QFETCH(QString, file);
        QString error;
        const std::optional<QList<LabelledHeadline>> stream
            = readHeadlineStream(QStringLiteral(KINDRED_TEST_DATA_DIR "/news/") + file, &error);
        QVERIFY2(stream, qPrintable(error));
        const EventQuality quality = evaluateEvents(*stream, {});
        QVERIFY(quality.bigStories >= 6);
        QVERIFY2(quality.recall >= 0.85,
            qPrintable(
                QStringLiteral("recall %1, missed %2").arg(quality.recall).arg(quality.missed.join(u' '))));
        QVERIFY2(quality.purity >= 0.9, qPrintable(QStringLiteral("purity %1").arg(quality.purity)));

        const DuplicateGroupQuality groups = evaluateDuplicateGroups(*stream, 3);
        QCOMPARE(groups.chained, 0);
        QVERIFY(groups.purity >= 0.9);
    }

    void readsEpochSecondsAndRejectsBrokenLines()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.tsv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# comment\n1791168722\tA\tst\tSome headline\n\n2026-10-05T01:00:00Z\tB\tst\tOther\n");
        file.close();
        QString error;
        const std::optional<QList<LabelledHeadline>> stream = readHeadlineStream(path, &error);
        QVERIFY2(stream, qPrintable(error));
        QCOMPARE(stream->size(), 2);
        QCOMPARE(stream->at(0).published, QDateTime::fromSecsSinceEpoch(1791168722, Qt::UTC));
        QCOMPARE(stream->at(1).source, QStringLiteral("B"));

        QVERIFY(file.open(QIODevice::Append));
        file.write("not a date\tC\tst\tBroken\n");
        file.close();
        QVERIFY(!readHeadlineStream(path, &error));
        QVERIFY(error.contains(QStringLiteral(":5:")));
    }
};

QTEST_GUILESS_MAIN(TestEventQuality)
#include "tst_eventquality.moc"
