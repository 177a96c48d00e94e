// kindred-cli's bench commands as a developer runs them: the streams bench ingest writes, and how
// bench extract scores a page set. Their figures are printed, never asserted (README Developing).
#include "CliRun.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = kindred::test::CliRun;

Run cli(const QStringList &arguments)
{
    return kindred::test::runCli(arguments);
}

} // namespace

class TestBenchCli : public QObject
{
    Q_OBJECT

private slots:
    void aStreamWithBurstsBreaksStories()
    {
        // bench ingest --bursts writes stories that break in many outlets within a minute, as a
        // real day's do (the story graph's hardest shape); --end dates the stream.
        QTemporaryDir dir;
        const QString stream = dir.filePath(QStringLiteral("stream"));
        Run run = cli({QStringLiteral("bench"), QStringLiteral("ingest"), QStringLiteral("--zipf"),
            QStringLiteral("--bursts"), QStringLiteral("-n"), QStringLiteral("1500"), QStringLiteral("--end"),
            QStringLiteral("2025-03-01T12:00:00Z"), QStringLiteral("--write"), stream});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QStringList feeds;
        for (const QString &name : QDir(stream).entryList({QStringLiteral("*.xml")}, QDir::Files, QDir::Name))
            feeds.append(QDir(stream).filePath(name));
        const QString db = dir.filePath(QStringLiteral("bursts.sqlite"));
        run = cli(QStringList {QStringLiteral("ingest"), QStringLiteral("--db"), db} + feeds);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = cli({QStringLiteral("events"), QStringLiteral("--db"), db, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray events = QJsonDocument::fromJson(run.out.toUtf8()).array();
        QVERIFY2(!events.isEmpty(), qPrintable(run.out.left(500)));
        // The biggest: dozens of reports from as many outlets, most within one minute, in 2025.
        QJsonArray biggest;
        for (const QJsonValue &event : events) {
            const QJsonArray articles = event.toObject().value(QStringLiteral("articles")).toArray();
            if (articles.size() > biggest.size())
                biggest = articles;
        }
        QVERIFY2(biggest.size() >= 20, qPrintable(QString::number(biggest.size())));
        QSet<QString> sources;
        QHash<qint64, int> perMinute;
        for (const QJsonValue &article : std::as_const(biggest)) {
            sources.insert(article.toObject().value(QStringLiteral("source")).toString());
            const QDateTime published = QDateTime::fromString(
                article.toObject().value(QStringLiteral("published")).toString(), Qt::ISODate);
            QCOMPARE(published.date().year(), 2025);
            ++perMinute[published.toSecsSinceEpoch() / 60];
        }
        QVERIFY(sources.size() >= 15);
        int busiest = 0;
        for (const int count : std::as_const(perMinute))
            busiest = std::max(busiest, count);
        QVERIFY2(busiest * 2 >= biggest.size(), qPrintable(QString::number(busiest)));
    }

    void benchEventsOverSeveralStreams()
    {
        // Several streams under one set of options: a line each and their mean, as a tuning sweep
        // compares them; an unreadable stream fails by its name.
        QTemporaryDir dir;
        const auto writeStream = [&](const QString &name, const QString &story, const QStringList &words) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::WriteOnly))
                return QString();
            const QDateTime start(QDate(2026, 5, 4), QTime(9, 0), Qt::UTC);
            for (int i = 0; i < 20; ++i) {
                const QString headline = words.join(u' ') + QStringLiteral(" as report %1 says").arg(i % 4);
                file.write(QStringLiteral("%1\tOutlet %2\t%3\t%4\n")
                               .arg(start.addSecs(i * 120).toString(Qt::ISODate), QString::number(i), story,
                                   headline)
                               .toUtf8());
            }
            return file.fileName();
        };
        const QString bridge = writeStream(QStringLiteral("bridge.tsv"), QStringLiteral("bridge"),
            {QStringLiteral("Harwick"), QStringLiteral("bridge"), QStringLiteral("collapses")});
        const QString ferry = writeStream(QStringLiteral("ferry.tsv"), QStringLiteral("ferry"),
            {QStringLiteral("Ostrel"), QStringLiteral("ferry"), QStringLiteral("runs aground")});
        QVERIFY(!bridge.isEmpty() && !ferry.isEmpty());

        Run run = cli(
            {QStringLiteral("bench"), QStringLiteral("events"), QStringLiteral("--json"), bridge, ferry});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
        const QJsonArray streams = result.value(QStringLiteral("streams")).toArray();
        QCOMPARE(streams.size(), 2);
        QCOMPARE(streams.at(0).toObject().value(QStringLiteral("file")).toString(), bridge);
        double recall = 0;
        double purity = 0;
        for (const QJsonValue &stream : streams) {
            QCOMPARE(stream.toObject().value(QStringLiteral("big_stories")).toInt(), 1);
            recall += stream.toObject().value(QStringLiteral("recall")).toDouble();
            purity += stream.toObject().value(QStringLiteral("purity")).toDouble();
        }
        QCOMPARE(result.value(QStringLiteral("mean_recall")).toDouble(), recall / 2);
        QCOMPARE(result.value(QStringLiteral("mean_purity")).toDouble(), purity / 2);
        QVERIFY2(recall > 0, qPrintable(run.out)); // the streams' one story each is an event

        run = cli({QStringLiteral("bench"), QStringLiteral("events"), bridge, ferry});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines.at(0).endsWith(bridge) && lines.at(1).endsWith(ferry), qPrintable(run.out));
        QVERIFY2(lines.at(2).contains(QStringLiteral("of 2 streams")), qPrintable(run.out));

        // The events the ingest stores, in one run and in two: the same scores as in memory here.
        for (const QString &runs : {QStringLiteral("1"), QStringLiteral("2")}) {
            run = cli({QStringLiteral("bench"), QStringLiteral("events"), QStringLiteral("--json"),
                QStringLiteral("--stored"), runs, bridge, ferry});
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            const QJsonObject stored = QJsonDocument::fromJson(run.out.toUtf8()).object();
            QCOMPARE(stored.value(QStringLiteral("mean_recall")).toDouble(), recall / 2);
            QCOMPARE(stored.value(QStringLiteral("mean_purity")).toDouble(), purity / 2);
        }
        run = cli({QStringLiteral("bench"), QStringLiteral("events"), QStringLiteral("--stored"),
            QStringLiteral("0"), bridge});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QStringLiteral("--stored")), qPrintable(run.err));

        run = cli({QStringLiteral("bench"), QStringLiteral("events"), bridge,
            dir.filePath(QStringLiteral("none.tsv"))});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QStringLiteral("none.tsv")), qPrintable(run.err));
    }

    void benchExtractScoresSnippets()
    {
        // A page set as trafilatura scores it: snippets the text must hold and must not.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("html")));
        QString paragraphs;
        for (int i = 0; i < 6; ++i)
            paragraphs += QStringLiteral(
                "<p>The harbour council voted on Tuesday to rebuild the northern pier, which "
                "storms damaged last winter, at a cost the mayor put at four million. "
                "Paragraph %1 of the story.</p>")
                              .arg(i);
        QFile page(dir.filePath(QStringLiteral("html/pier.html")));
        QVERIFY(page.open(QIODevice::WriteOnly));
        page.write((QStringLiteral("<html><body><nav>Home | Sports | Weather</nav><article><h1>Pier to be "
                                   "rebuilt</h1>")
            + paragraphs + QStringLiteral("</article><footer>Cookie settings</footer></body></html>"))
                       .toUtf8());
        page.close();
        // A second page whose wanted text is not in its article: lost whole.
        QFile notice(dir.filePath(QStringLiteral("html/notice.html")));
        QVERIFY(notice.open(QIODevice::WriteOnly));
        notice.write((QStringLiteral("<html><body><article><h1>Ferry times</h1>") + paragraphs
            + QStringLiteral("</article></body></html>"))
                         .toUtf8());
        notice.close();
        QFile evaldata(dir.filePath(QStringLiteral("evaldata.json")));
        QVERIFY(evaldata.open(QIODevice::WriteOnly));
        const QJsonObject ferry {{QStringLiteral("file"), QStringLiteral("notice.html")},
            {QStringLiteral("with"), QJsonArray {QStringLiteral("The ferry leaves at nine")}},
            {QStringLiteral("without"), QJsonArray {}}};
        const QJsonObject pier {{QStringLiteral("file"), QStringLiteral("pier.html")},
            {QStringLiteral("with"),
                QJsonArray {QStringLiteral("rebuild the northern pier"),
                    QStringLiteral("Paragraph 5 of the story."), QStringLiteral("not in the page at all")}},
            {QStringLiteral("without"),
                QJsonArray {QStringLiteral("Cookie settings"), QStringLiteral("Home | Sports")}}};
        evaldata.write(QJsonDocument(QJsonObject {{QStringLiteral("https://harbour.example/pier"), pier},
                                         {QStringLiteral("https://harbour.example/ferry"), ferry}})
                           .toJson());
        evaldata.close();
        const Run run
            = cli({QStringLiteral("bench"), QStringLiteral("extract"), QStringLiteral("--json"), dir.path()});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject result = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(result.value(QStringLiteral("pages")).toInt(), 2);
        QCOMPARE(result.value(QStringLiteral("recall")).toDouble(), 2.0 / 4.0); // 2 of 3, 0 of 1 found
        QCOMPARE(result.value(QStringLiteral("precision")).toDouble(), 1.0); // no boilerplate leaked
        // The ferry page gave none of what it wanted, the pier page some of it.
        QCOMPARE(result.value(QStringLiteral("pagesLost")).toInt(), 1);
        QCOMPARE(result.value(QStringLiteral("pagesPartial")).toInt(), 1);
        const Run line = cli({QStringLiteral("bench"), QStringLiteral("extract"), dir.path()});
        QVERIFY2(line.out.contains(QStringLiteral("wanted text lost whole on 1 pages, in part on 1")),
            qPrintable(line.out));

        // Page by page, with the snippet it missed.
        const Run pages = cli(
            {QStringLiteral("bench"), QStringLiteral("extract"), QStringLiteral("--pages"), dir.path()});
        QVERIFY2(pages.exitCode == 0, qPrintable(pages.err));
        QVERIFY2(pages.out.contains(QStringLiteral("2/3 found\t0 leaked\t")), qPrintable(pages.out));
        QVERIFY2(pages.out.contains(QStringLiteral("\n  missed: not in the page at all\n")),
            qPrintable(pages.out));
        QVERIFY2(!pages.out.contains(QStringLiteral("missed: rebuild")), qPrintable(pages.out));
        QVERIFY2(!pages.out.contains(QStringLiteral("leaked:")), qPrintable(pages.out));
    }
};

QTEST_GUILESS_MAIN(TestBenchCli)
#include "tst_benchcli.moc"
