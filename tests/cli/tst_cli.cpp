#include "CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = kindred::test::CliRun;

Run cli(const QStringList &arguments)
{
    return kindred::test::runCli(arguments);
}

QString data(const QString &name)
{
    return QStringLiteral(KINDRED_TEST_DATA_DIR "/cli/") + name;
}

QJsonDocument lastLineJson(const QString &output)
{
    const QStringList lines = output.trimmed().split(u'\n');
    return QJsonDocument::fromJson(lines.last().toUtf8());
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void printsItsVersion()
    {
        const Run run = cli({QStringLiteral("--version")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("kindred-cli " KINDRED_VERSION)), qPrintable(run.out));
    }

    void everyCommandHasHelp_data()
    {
        QTest::addColumn<QString>("command");
        for (const char *command : {"demo", "parse", "extract", "fingerprint", "ingest", "groups", "events",
                 "stats", "preview", "regroup", "settings", "rules", "export"})
            QTest::newRow(command) << QString::fromLatin1(command);
    }

    void everyCommandHasHelp()
    {
        QFETCH(QString, command);
        const Run run = cli({command, QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("Usage:")), qPrintable(run.out));
    }

    void errorsAreOneLineAndNonZero_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("unknown command") << QStringList {QStringLiteral("frobnicate")};
        QTest::newRow("missing file")
            << QStringList {QStringLiteral("parse"), QStringLiteral("/nonexistent/feed.xml")};
        QTest::newRow("not a feed") << QStringList {
            QStringLiteral("parse"), data(QStringLiteral("article.html"))};
        QTest::newRow("unknown option") << QStringList {
            QStringLiteral("parse"), QStringLiteral("--bogus"), data(QStringLiteral("wire.xml"))};
        QTest::newRow("groups without db") << QStringList {QStringLiteral("groups")};
        QTest::newRow("groups on missing db") << QStringList {
            QStringLiteral("groups"), QStringLiteral("--db"), QStringLiteral("/nonexistent/k.sqlite")};
        QTest::newRow("unknown bench") << QStringList {QStringLiteral("bench"), QStringLiteral("nothing")};
        QTest::newRow("bench ingest with a bad end")
            << QStringList {QStringLiteral("bench"), QStringLiteral("ingest"), QStringLiteral("-n"),
                   QStringLiteral("10"), QStringLiteral("--end"), QStringLiteral("yesterday")};
    }

    void errorsAreOneLineAndNonZero()
    {
        QFETCH(QStringList, arguments);
        const Run run = cli(arguments);
        QVERIFY(run.exitCode > 0);
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
        QVERIFY2(run.err.startsWith(QStringLiteral("kindred-cli: ")), qPrintable(run.err));
    }

    void parsePrintsTheContractJson()
    {
        const Run run
            = cli({QStringLiteral("parse"), QStringLiteral("--json"), data(QStringLiteral("wire.xml"))});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject feed = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(feed.value(QStringLiteral("format")).toString(), QStringLiteral("rss20"));
        QCOMPARE(feed.value(QStringLiteral("title")).toString(), QStringLiteral("Meridian Wire"));
        const QJsonArray items = feed.value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 3);
        const QJsonObject first = items[0].toObject();
        for (const char *key :
            {"title", "link", "guid", "published", "updated", "author", "summary", "content", "categories"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        QCOMPARE(first.value(QStringLiteral("published")).toString(), QStringLiteral("2026-11-20T09:15:00Z"));
        QCOMPARE(first.value(QStringLiteral("guid")).toString(), QStringLiteral("mw-20261120-001"));
        QCOMPARE(first.value(QStringLiteral("author")).toString(), QStringLiteral("Ana Ruiz"));
        QCOMPARE(first.value(QStringLiteral("categories")).toArray().first().toString(),
            QStringLiteral("Business"));
        // +0100 converted to UTC.
        QCOMPARE(items[1].toObject().value(QStringLiteral("published")).toString(),
            QStringLiteral("2026-11-20T09:40:00Z"));
    }

    void fingerprintPrintsHexAndName()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.txt"));
        QFile file(a);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Dock workers at the port of Halvard ended a nine-day strike.");
        file.close();
        const Run run = cli({QStringLiteral("fingerprint"), a, a});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 2);
        static const QRegularExpression line(QStringLiteral("^[0-9a-f]{16}\\t(.+)$"));
        const QRegularExpressionMatch match = line.match(lines[0]);
        QVERIFY2(match.hasMatch(), qPrintable(lines[0]));
        QCOMPARE(match.captured(1), a);
        QCOMPARE(lines[0], lines[1]);
    }

    void extractPrintsTheArticleText()
    {
        const Run run = cli({QStringLiteral("extract"), data(QStringLiteral("article.html"))});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("nine-day strike")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("\n\n")), "paragraphs are separated by blank lines");
        QVERIFY2(!run.out.contains(QStringLiteral("Privacy")), qPrintable(run.out));
    }

    void extractWritesFilesAndGoesOnPastABadOne()
    {
        QTemporaryDir out;
        const Run run = cli({QStringLiteral("extract"), QStringLiteral("--out"), out.path(),
            QStringLiteral("/nonexistent/x.html"), data(QStringLiteral("article.html"))});
        QVERIFY(run.exitCode != 0);
        QVERIFY(run.err.contains(QStringLiteral("x.html")));
        QFile text(out.filePath(QStringLiteral("article.txt")));
        QVERIFY(text.open(QIODevice::ReadOnly));
        QVERIFY(text.readAll().contains("nine-day strike"));
    }

    void ingestGroupsStatsRoundTrip()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        Run run = cli({QStringLiteral("ingest"), QStringLiteral("--db"), db, data(QStringLiteral("wire.xml")),
            data(QStringLiteral("paper.atom"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QJsonObject summary = lastLineJson(run.out).object();
        QCOMPARE(summary.value(QStringLiteral("articles")).toInt(), 5);
        QCOMPARE(summary.value(QStringLiteral("duplicates")).toInt(), 1);
        QVERIFY(summary.value(QStringLiteral("seconds")).isDouble());

        run = cli({QStringLiteral("ingest"), QStringLiteral("--db"), db, data(QStringLiteral("wire.xml"))});
        QCOMPARE(lastLineJson(run.out).object().value(QStringLiteral("articles")).toInt(), 0);

        run = cli({QStringLiteral("groups"), QStringLiteral("--db"), db, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray groups = QJsonDocument::fromJson(run.out.toUtf8()).array();
        QCOMPARE(groups.size(), 1);
        const QJsonArray members = groups[0].toObject().value(QStringLiteral("articles")).toArray();
        QCOMPARE(members.size(), 2);
        QCOMPARE(members[0].toObject().value(QStringLiteral("source")).toString(),
            QStringLiteral("Meridian Wire"));
        QVERIFY(members[1].toObject().value(QStringLiteral("distance")).toInt() <= 3);

        run = cli({QStringLiteral("stats"), QStringLiteral("--db"), db, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject stats = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(stats.value(QStringLiteral("articles")).toInt(), 5);
        QCOMPARE(stats.value(QStringLiteral("duplicates")).toInt(), 1);
        QCOMPARE(stats.value(QStringLiteral("per_source")).toArray().size(), 2);

        // The statistics view's numbers for a period: the same counts, per hour, hour of day,
        // sources and nearest distances (the period ends at the newest article).
        run = cli({QStringLiteral("stats"), QStringLiteral("--db"), db, QStringLiteral("--period"),
            QStringLiteral("7d"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject flow = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(flow.value(QStringLiteral("articles")).toInt(), 5);
        QCOMPARE(flow.value(QStringLiteral("copies")).toInt(), 1);
        QCOMPARE(flow.value(QStringLiteral("per_hour")).toArray().size(), 24 * 7);
        QCOMPARE(flow.value(QStringLiteral("hour_of_day")).toArray().size(), 24);
        int nearest = flow.value(QStringLiteral("nearest_farther")).toInt();
        for (const QJsonValue count : flow.value(QStringLiteral("nearest_distance")).toArray())
            nearest += count.toInt();
        QCOMPARE(nearest, 4); // every article but the first
        run = cli({QStringLiteral("stats"), QStringLiteral("--db"), db, QStringLiteral("--period"),
            QStringLiteral("1y")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("--period")));

        // The settings preview: the stored grouping under the current values, another radius tried.
        run = cli({QStringLiteral("preview"), QStringLiteral("--db"), db, QStringLiteral("--radius"),
            QStringLiteral("0"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject preview = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(
            preview.value(QStringLiteral("current")).toObject().value(QStringLiteral("copies")).toInt(), 1);
        QCOMPARE(
            preview.value(QStringLiteral("tried")).toObject().value(QStringLiteral("articles")).toInt(), 5);
        run = cli({QStringLiteral("preview"), QStringLiteral("--db"), db, QStringLiteral("--similar"),
            QStringLiteral("7-4")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("--similar")));

        run = cli({QStringLiteral("events"), QStringLiteral("--db"), db, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).array().size(), 0); // five articles are no event
    }

    // Settings checked where they are set, and regroup applying them to what is stored, as the
    // preview said it would.
    // kindred-cli rules: a rule added is listed, tested on the live window (nothing changes),
    // applied (the wire's strike story and its copy from another outlet leave the lists), removed;
    // a broken rule is one line and no rule.
    void rulesAddTestApplyRemove()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("rules.sqlite"));
        QCOMPARE(cli({QStringLiteral("ingest"), QStringLiteral("--db"), db, data(QStringLiteral("wire.xml")),
                         data(QStringLiteral("paper.atom"))})
                     .exitCode,
            0);
        const auto rules = [&db](QStringList arguments) {
            arguments.prepend(QStringLiteral("rules"));
            arguments += {QStringLiteral("--db"), db};
            return cli(arguments);
        };
        Run run = rules({QStringLiteral("add"), QStringLiteral("No strikes"), QStringLiteral("--when"),
            QStringLiteral("source:words:meridian"), QStringLiteral("--when"),
            QStringLiteral("title:words:strike"), QStringLiteral("--then"), QStringLiteral("hide")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = rules({QStringLiteral("list")});
        QVERIFY2(run.out.contains(QStringLiteral(
                     "No strikes: when source words \"meridian\" and title words \"strike\" then hide")),
            qPrintable(run.out));
        run = rules({QStringLiteral("test"), QStringLiteral("No strikes"), QStringLiteral("--json")});
        QCOMPARE(
            QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("matches")).toInt(), 1);
        run = rules(
            {QStringLiteral("test"), QStringLiteral("--when"), QStringLiteral("any:phrase:pay deal")});
        QVERIFY2(run.out.startsWith(QStringLiteral("2 article(s)")),
            qPrintable(run.out)); // the story and its copy
        run = cli({QStringLiteral("groups"), QStringLiteral("--db"), db, QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).array().size(), 1); // a test changed nothing

        run = rules({QStringLiteral("apply")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("acted on 2")), qPrintable(run.out)); // the copy too
        QSqlDatabase hidden
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rules-check"));
        hidden.setDatabaseName(db);
        QVERIFY(hidden.open());
        QSqlQuery count(hidden);
        QVERIFY(count.exec(QStringLiteral("SELECT COUNT(*) FROM marks WHERE hidden = 1 AND read = 1"))
            && count.next());
        QCOMPARE(count.value(0).toInt(), 2);
        count = QSqlQuery();
        hidden.close();
        hidden = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("rules-check"));

        run = rules({QStringLiteral("add"), QStringLiteral("Broken"), QStringLiteral("--when"),
            QStringLiteral("title:regex:(unclosed"), QStringLiteral("--then"), QStringLiteral("hide")});
        QVERIFY(run.exitCode != 0);
        QVERIFY2(
            run.err.trimmed().count(u'\n') == 0 && run.err.contains(QStringLiteral("regular expression")),
            qPrintable(run.err));
        QVERIFY(rules({QStringLiteral("remove"), QStringLiteral("No strikes")}).exitCode == 0);
        QVERIFY(rules({QStringLiteral("list")}).out.startsWith(QStringLiteral("No rules.")));
    }

    void settingsAndRegroup()
    {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("settings.ini"));
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        const auto settings = [&](const QStringList &arguments) {
            return cli(QStringList {QStringLiteral("settings")} + arguments
                + QStringList {QStringLiteral("--settings"), ini});
        };
        Run run = settings({QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        bool listed = false;
        for (const QJsonValue entry : QJsonDocument::fromJson(run.out.toUtf8()).array()) {
            const QJsonObject e = entry.toObject();
            if (e.value(QStringLiteral("key")).toString() == QLatin1String("Dedup/DuplicateRadius")) {
                listed = e.value(QStringLiteral("value")).toString() == QLatin1String("3")
                    && e.value(QStringLiteral("accepts")).toString() == QLatin1String("0..16");
            }
            QVERIFY(e.value(QStringLiteral("key")).toString() != QLatin1String("Interface/WindowGeometry"));
        }
        QVERIFY(listed);
        for (const QStringList &bad : {QStringList {QStringLiteral("set"),
                                           QStringLiteral("Dedup/DuplicateRadius"), QStringLiteral("40")},
                 QStringList {
                     QStringLiteral("set"), QStringLiteral("Interface/Theme"), QStringLiteral("blue")},
                 QStringList {
                     QStringLiteral("set"), QStringLiteral("Interface/WindowState"), QStringLiteral("x")},
                 QStringList {QStringLiteral("get"), QStringLiteral("No/Such")},
                 QStringList {QStringLiteral("set"), QStringLiteral("Reading/HideRead")}}) {
            run = settings(bad);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.startsWith(QStringLiteral("kindred-cli: ")), qPrintable(run.err));
        }
        QCOMPARE(settings({QStringLiteral("get"), QStringLiteral("dedup/duplicateradius")}).out.trimmed(),
            QStringLiteral("3"));

        QCOMPARE(cli({QStringLiteral("ingest"), QStringLiteral("--db"), db, data(QStringLiteral("wire.xml")),
                         data(QStringLiteral("paper.atom"))})
                     .exitCode,
            0);
        const auto copies = [&](const Run &r, const QString &key = {}) {
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            return (key.isEmpty() ? o : o.value(key).toObject()).value(QStringLiteral("copies")).toInt(-1);
        };
        for (const char *radius : {"16", "0", "3"}) {
            QCOMPARE(settings({QStringLiteral("set"), QStringLiteral("Dedup/DuplicateRadius"),
                                  QString::fromLatin1(radius)})
                         .exitCode,
                0);
            const Run foretold = cli({QStringLiteral("preview"), QStringLiteral("--db"), db,
                QStringLiteral("--settings"), ini, QStringLiteral("--json")});
            run = cli({QStringLiteral("regroup"), QStringLiteral("--db"), db, QStringLiteral("--settings"),
                ini, QStringLiteral("--json")});
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
            QCOMPARE(copies(run), copies(foretold, QStringLiteral("current")));
            QCOMPARE(
                QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("articles")).toInt(),
                5);
        }
        // Back at the default radius: the wire story's reprint is a copy again.
        QCOMPARE(copies(run), 1);
        QCOMPARE(settings({QStringLiteral("reset"), QStringLiteral("Dedup/DuplicateRadius")}).exitCode, 0);
        QCOMPARE(settings({QStringLiteral("get"), QStringLiteral("Dedup/DuplicateRadius")}).out.trimmed(),
            QStringLiteral("3"));
        run = cli(
            {QStringLiteral("regroup"), QStringLiteral("--db"), dir.filePath(QStringLiteral("none.sqlite"))});
        QCOMPARE(run.exitCode, 1);
    }

    // Starred articles (or others) out to a read-later tool: JSON, or a bookmark file by its name.
    void exportWritesStarredArticles()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("k.sqlite"));
        Run run = cli({QStringLiteral("ingest"), QStringLiteral("--db"), db, data(QStringLiteral("wire.xml")),
            data(QStringLiteral("paper.atom"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        {
            QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("star"));
            sql.setDatabaseName(db);
            QVERIFY(sql.open());
            QSqlQuery star(sql);
            QVERIFY(star.exec(
                QStringLiteral("INSERT INTO marks (article_id, feed_id, starred) SELECT id, feed_id, 1"
                               " FROM articles WHERE title LIKE '%conductor%'")));
            QCOMPARE(star.numRowsAffected(), 1);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("star"));

        run = cli({QStringLiteral("export"), QStringLiteral("--db"), db});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray starred = QJsonDocument::fromJson(run.out.toUtf8()).array();
        QCOMPARE(starred.size(), 1);
        QVERIFY(starred[0]
                    .toObject()
                    .value(QStringLiteral("title"))
                    .toString()
                    .contains(QStringLiteral("conductor")));
        QVERIFY(starred[0].toObject().value(QStringLiteral("starred")).toBool());
        QVERIFY(!starred[0].toObject().value(QStringLiteral("text")).toString().isEmpty());

        // Every story once (the wire story's copy folds into it), as a bookmark file.
        const QString file = dir.filePath(QStringLiteral("all.html"));
        run = cli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--all"),
            QStringLiteral("--out"), file});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile bookmarks(file);
        QVERIFY(bookmarks.open(QIODevice::ReadOnly));
        const QByteArray html = bookmarks.readAll();
        QVERIFY(html.startsWith("<!DOCTYPE NETSCAPE-Bookmark-file-1>"));
        QCOMPARE(html.count("<DT><A HREF="), 4);
        QVERIFY(run.err.contains(QStringLiteral("4 articles written")));

        run = cli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--all"),
            QStringLiteral("--search"), QStringLiteral("conductor"), QStringLiteral("--format"),
            QStringLiteral("json")});
        QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).array().size(), 1);

        run = cli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"),
            QStringLiteral("xml")});
        QVERIFY(run.exitCode != 0);
        QVERIFY(run.err.contains(QStringLiteral("unknown format xml")));
        run = cli({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--all"),
            QStringLiteral("--unread")});
        QVERIFY(run.exitCode != 0);
    }

    void demoFindsTheBreakingEvent()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("demo.sqlite"));
        Run run = cli({QStringLiteral("demo"), QStringLiteral("--db"), db});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(QStringLiteral("Kindred demo")));
        run = cli({QStringLiteral("events"), QStringLiteral("--db"), db, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray events = QJsonDocument::fromJson(run.out.toUtf8()).array();
        QVERIFY2(events.size() >= 1, qPrintable(run.out.left(500)));
        const QJsonObject event = events[0].toObject();
        for (const char *key : {"id", "title", "start", "end", "articles"})
            QVERIFY2(event.contains(QLatin1String(key)), key);
        const QJsonArray articles = event.value(QStringLiteral("articles")).toArray();
        QVERIFY(articles.size() > 15);
        for (const char *key : {"link", "title", "source", "distance"})
            QVERIFY2(articles[0].toObject().contains(QLatin1String(key)), key);
    }

    // Every bad input: one line on stderr and a non-zero exit, at a bounded cost (issue 18).
    void badInputGivesOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        const QString tooLargeFeed = QStringLiteral("larger than the limit of 20 MB");
        QTest::newRow("parse /dev/zero")
            << QStringList {QStringLiteral("parse"), QStringLiteral("/dev/zero")} << tooLargeFeed;
        QTest::newRow("parse a large file")
            << QStringList {QStringLiteral("parse"), QStringLiteral("@large")} << tooLargeFeed;
        QTest::newRow("ingest /dev/zero") << QStringList {QStringLiteral("ingest"), QStringLiteral("--db"),
            QStringLiteral("@db"), QStringLiteral("/dev/zero")}
                                          << tooLargeFeed;
        QTest::newRow("opml import /dev/zero") << QStringList {QStringLiteral("opml"),
            QStringLiteral("import"), QStringLiteral("--db"), QStringLiteral("@db"),
            QStringLiteral("/dev/zero")} << tooLargeFeed;
        QTest::newRow("extract /dev/zero") << QStringList {QStringLiteral("extract"),
            QStringLiteral("/dev/zero")} << QStringLiteral("larger than the limit of 10 MB");
        QTest::newRow("extract empty") << QStringList {QStringLiteral("extract"), QStringLiteral("@empty")}
                                       << QStringLiteral("no article text found in");
        QTest::newRow("extract binary") << QStringList {QStringLiteral("extract"), QStringLiteral("@binary")}
                                        << QStringLiteral("no article text found in");
        QTest::newRow("parse many attributes") << QStringList {QStringLiteral("parse"),
            QStringLiteral("@attributes")} << QStringLiteral("more than 256 attributes");
        QTest::newRow("ingest many attributes") << QStringList {QStringLiteral("ingest"),
            QStringLiteral("--db"), QStringLiteral("@db"), QStringLiteral("@attributes")}
                                                << QStringLiteral("more than 256 attributes");
    }

    void badInputGivesOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const auto write = [&](const QString &name, const QByteArray &bytes, qint64 size = -1) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
            if (size >= 0)
                QVERIFY(file.resize(size)); // sparse: quick to make
        };
        write(QStringLiteral("large"), "<rss><channel>", 21 * 1024 * 1024);
        write(QStringLiteral("empty"), {});
        write(QStringLiteral("binary"), QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16).repeated(100));
        QByteArray attributes;
        for (int i = 0; i < 50000; ++i)
            attributes += " a" + QByteArray::number(i) + "='v'";
        write(QStringLiteral("attributes"), "<rss><channel><item" + attributes + "/></channel></rss>");
        for (QString &argument : arguments) {
            if (argument.startsWith(u'@'))
                argument = dir.filePath(argument.mid(1)
                    + (argument == QLatin1String("@db") ? QStringLiteral(".sqlite") : QString()));
        }
        const Run run = cli(arguments);
        QVERIFY2(run.exitCode > 0, qPrintable(run.err));
        const QStringList lines = run.err.trimmed().split(u'\n');
        QVERIFY2(lines.size() == 1, qPrintable(run.err));
        QVERIFY2(lines[0].startsWith(QStringLiteral("kindred-cli: ")), qPrintable(run.err));
        QVERIFY2(lines[0].contains(expected), qPrintable(run.err));
    }

    void ingestPrintsNoWarning()
    {
        QTemporaryDir dir;
        const Run run = cli({QStringLiteral("ingest"), QStringLiteral("--db"),
            dir.filePath(QStringLiteral("k.sqlite")), data(QStringLiteral("wire.xml"))});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err)); // no "removeDatabase ... still in use"
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
