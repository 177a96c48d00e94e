#include "BenchSupport.h"
#include "CliSupport.h"
#include "Commands.h"
#include "SyntheticNews.h"
#include "fingerprint/Fingerprinter.h"
#include "news/FlowStatistics.h"
#include "news/Ingestor.h"
#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/GroupStore.h"
#include "storage/PersonalMarks.h"
#include "storage/SqlDialect.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <algorithm>
#include <functional>

namespace kindred::cli {

namespace {

double millisecondsSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

qint64 scalar(QSqlDatabase db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
}

QString queryPlan(QSqlDatabase db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("EXPLAIN QUERY PLAN ") + sql))
        return query.lastError().text();
    QStringList steps;
    while (query.next())
        steps.append(query.value(3).toString());
    return steps.join(QStringLiteral("; "));
}

// Fills a database with n articles over `feedCount` feeds the fast way: one transaction, one
// prepared statement, the schema's own triggers (so the search index is built as in use). Rows
// are sized like real ones: a ~70-character title, a ~400-character summary, a ~2 KB body for
// one article in ten. One article in twenty starts a duplicate group that 1-3 later copies join.
// The articles cover a year before kBenchNow at an even rate.
bool fillDatabase(QSqlDatabase db, qsizetype n, int feedCount, QString *error)
{
    SyntheticNews news(19700101);
    QSqlQuery sql(db);
    const auto run = [&](const QString &statement) {
        if (sql.exec(statement))
            return true;
        *error = sql.lastError().text();
        return false;
    };
    // A big page cache for the build only; the measured connection uses the defaults.
    const bool postgres = SqlDialect(db).isPostgres();
    if (!run(postgres ? QStringLiteral("SET synchronous_commit = off")
                      : QStringLiteral("PRAGMA cache_size = -262144"))
        || !db.transaction())
        return false;
    QSqlQuery feed(db);
    feed.prepare(QStringLiteral("INSERT INTO feeds (id, url, title, site_link) VALUES (?, ?, ?, ?)"));
    for (int f = 1; f <= feedCount; ++f) {
        feed.bindValue(0, f);
        feed.bindValue(1, benchFeedUrl(f - 1));
        feed.bindValue(2, QStringLiteral("Outlet %1").arg(f));
        feed.bindValue(3, QStringLiteral("https://outlet-%1.example/").arg(f));
        if (!feed.exec()) {
            *error = feed.lastError().text();
            return false;
        }
    }

    struct Group
    {
        qint64 primaryId = 0;
        quint64 simhash = 0;
        int size = 1;
        int distanceSum = 0;
    };
    struct PendingCopy
    {
        qint64 due;
        qint64 group;
    };
    QList<Group> groups;
    QList<PendingCopy> pending;
    // Many rows a statement (on a server, one statement is one round trip); a group's row is
    // written when it starts, before the articles that name it, and its size at the end.
    constexpr int columns = 15;
    constexpr qint64 rowsPerInsert = 500;
    const auto insertSql = [](qint64 rows) {
        return QStringLiteral(
                   "INSERT INTO articles (id, feed_id, guid, url, title, summary, body, "
                   "author, published, fetched, simhash, digest, fp_version, group_id, distance) VALUES ")
            + QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?), ").repeated(rows).chopped(2);
    };
    QSqlQuery insert(db);
    insert.prepare(insertSql(std::min(n, rowsPerInsert)));
    QSqlQuery startGroup(db);
    startGroup.prepare(QStringLiteral(
        "INSERT INTO duplicate_groups (id, primary_id, size, distance_sum) VALUES (?, ?, 1, 0)"));
    qint64 held = 0; // rows bound to `insert` and not yet run
    const qint64 spanMs = 365LL * 24 * 3600 * 1000;
    const qint64 start = kBenchNow.toMSecsSinceEpoch() - spanMs;
    const QVariant noGroup(QMetaType::fromType<qint64>());
    for (qint64 id = 1; id <= n; ++id) {
        const int feedId = 1 + int(news.random() % quint64(feedCount));
        const QString url = QStringLiteral("https://outlet-%1.example/news/%2").arg(feedId).arg(id);
        const qint64 published = start + spanMs * id / n;
        quint64 simhash = news.random();
        QVariant groupId = noGroup;
        int distance = 0;
        if (!pending.isEmpty() && pending.first().due <= id) {
            Group &group = groups[pending.takeFirst().group];
            distance = 1 + int(news.random() % 3);
            simhash = group.simhash;
            for (int bit = 0; bit < distance; ++bit)
                simhash ^= quint64(1) << (news.random() % 64); // may hit a bit twice: close enough
            distance = std::popcount(simhash ^ group.simhash);
            ++group.size;
            group.distanceSum += distance;
            groupId = qint64(&group - groups.data()) + 1;
        } else if (news.random() % 20 == 0) {
            groups.append({id, simhash, 1, 0});
            groupId = qint64(groups.size());
            startGroup.bindValue(0, groupId);
            startGroup.bindValue(1, id);
            if (!startGroup.exec()) {
                *error = startGroup.lastError().text();
                db.rollback();
                return false;
            }
            const int copies = 1 + int(news.random() % 3);
            for (int c = 0; c < copies; ++c)
                pending.append({id + 1 + qint64(news.random() % 200), qint64(groups.size()) - 1});
            std::sort(pending.begin(), pending.end(),
                [](const PendingCopy &a, const PendingCopy &b) { return a.due < b.due; });
        }
        QByteArray digest(16, Qt::Uninitialized);
        for (char &byte : digest)
            byte = char(news.random());
        const QVariant values[columns] = {id, feedId, url, url, news.text(70, true), news.text(400),
            news.random() % 10 == 0 ? news.text(2000) : QStringLiteral(""), QStringLiteral("Staff reporter"),
            published, published + 600000, qint64(simhash), digest, Fingerprinter::version(), groupId,
            distance};
        for (int c = 0; c < columns; ++c)
            insert.bindValue(int(held * columns + c), values[c]);
        const qint64 left = n - id;
        if (++held == rowsPerInsert || left == 0) {
            if (!insert.exec()) {
                *error = insert.lastError().text();
                db.rollback();
                return false;
            }
            held = 0;
            if (left > 0 && left < rowsPerInsert)
                insert.prepare(insertSql(left));
        }
    }
    QSqlQuery group(db);
    group.prepare(QStringLiteral("UPDATE duplicate_groups SET size = ?, distance_sum = ? WHERE id = ?"));
    for (qsizetype g = 0; g < groups.size(); ++g) {
        if (groups[g].size == 1)
            continue;
        group.bindValue(0, groups[g].size);
        group.bindValue(1, groups[g].distanceSum);
        group.bindValue(2, qint64(g + 1));
        if (!group.exec()) {
            *error = group.lastError().text();
            db.rollback();
            return false;
        }
    }
    // The reader's marks: most articles older than two days read, a fifth of the newer ones, one
    // in two hundred starred.
    QSqlQuery marks(db);
    marks.prepare(
        QStringLiteral("INSERT INTO marks (article_id, feed_id, read, starred)"
                       " SELECT id, feed_id, CASE WHEN (id * 7919) % 100 < CASE WHEN published < ?"
                       " THEN 95 ELSE 20 END THEN 1 ELSE 0 END, CASE WHEN id % 200 = 0 THEN 1 ELSE 0 END"
                       " FROM articles WHERE (id * 7919) % 100 < 95 OR id % 200 = 0"));
    marks.addBindValue(kBenchNow.toMSecsSinceEpoch() - 2LL * 24 * 3600 * 1000);
    if (!marks.exec()) {
        *error = marks.lastError().text();
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        *error = db.lastError().text();
        return false;
    }
    // The planner's statistics of the new rows (PostgreSQL gathers them later by itself).
    return run(
        postgres ? QStringLiteral("VACUUM ANALYZE") : QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
}

} // namespace

int runBenchOpen(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Builds (or reuses) a database of N articles, closes it, then measures what opening the app costs: "
        "Database::open, the newest 200 articles, the feed list with its counts, the article count, and "
        "loading the live window's fingerprints into the duplicate index (and all of them)."));
    parser.addOptions({
        {QStringLiteral("n"), QStringLiteral("Number of articles."), QStringLiteral("N"),
            QStringLiteral("1000000")},
        {QStringLiteral("feeds"), QStringLiteral("Number of feeds (when building)."), QStringLiteral("F"),
            QStringLiteral("200")},
        {QStringLiteral("db"),
            QStringLiteral("Keep the database here; reused when it already holds at least N articles."),
            QStringLiteral("PATH")},
        {QStringLiteral("plans"), QStringLiteral("Print the query plans of the measured queries.")},
        {QStringLiteral("json"), QStringLiteral("Print one JSON object.")},
    });
    if (const int code = parseArguments(parser, arguments); code >= 0)
        return code;
    qsizetype n = 0, feedCount = 0;
    if (!positiveCount(parser, QStringLiteral("n"), &n))
        return fail(QStringLiteral("--n wants a positive number"));
    if (!positiveCount(parser, QStringLiteral("feeds"), &feedCount))
        return fail(QStringLiteral("--feeds wants a positive number"));

    QTemporaryDir dir;
    QString path = parser.value(QStringLiteral("db"));
    if (path.isEmpty())
        path = dir.filePath(QStringLiteral("bench-open.sqlite"));
    QString error;
    bool built = false;
    double fillSeconds = 0;
    {
        const QString connection = QStringLiteral("kindred-bench-fill");
        const bool fileExisted = QFileInfo::exists(path);
        QSqlDatabase db = Database::open(path, connection, &error);
        if (!db.isValid())
            return fail(error);
        const qint64 stored = scalar(db, QStringLiteral("SELECT COUNT(*) FROM articles"));
        // A server's database exists before Kindred does: one that holds articles is reused.
        const bool existed = SqlDialect(db).isPostgres() ? stored > 0 : fileExisted;
        if (existed && stored < n) {
            db = {};
            Database::close(connection);
            return fail(
                QStringLiteral("%1 holds %2 articles, fewer than %3; give a new path or a smaller --n")
                    .arg(path)
                    .arg(stored)
                    .arg(n));
        }
        if (!existed) {
            QElapsedTimer timer;
            timer.start();
            if (!fillDatabase(db, n, int(feedCount), &error)) {
                db = {};
                Database::close(connection);
                return fail(error);
            }
            fillSeconds = double(timer.nsecsElapsed()) / 1e9;
            built = true;
        }
        db = {};
        Database::close(connection);
    }

    // From here on as the app starts: no connection open, the file as the last run left it.
    const QString connection = QStringLiteral("kindred-bench-open");
    QElapsedTimer timer;
    timer.start();
    QSqlDatabase db = Database::open(path, connection, &error);
    if (!db.isValid())
        return fail(error);
    const double openMs = millisecondsSince(timer);
    qsizetype newestRows = 0, feedRows = 0;
    int articleCount = 0;
    double newestMs = 0, feedsMs = 0, countMs = 0;
    QDateTime now;
    {
        const ArticleStore store(db);
        timer.restart();
        newestRows = store.articles(0, 0, 200).size();
        newestMs = millisecondsSince(timer);
        timer.restart();
        feedRows = store.feeds().size();
        feedsMs = millisecondsSince(timer);
        timer.restart();
        articleCount = store.articleCount(0);
        countMs = millisecondsSince(timer);
        now = store.newestPublished();
    }

    // What the window's article list asks with copies collapsed (its default), the counts that
    // count a group once, the filters, a search, the orders, and the duplicate-groups view.
    QList<std::pair<QString, double>> listing;
    {
        const ArticleStore store(db);
        const auto measure = [&](const QString &name, const std::function<qsizetype()> &work) {
            timer.restart();
            const qsizetype rows = work();
            listing.append({QStringLiteral("%1 (%2 rows)").arg(name).arg(rows), millisecondsSince(timer)});
        };
        const ArticleQuery collapsed;
        measure(
            QStringLiteral("collapsed newest 200"), [&] { return store.articles(collapsed, 0, 200).size(); });
        measure(QStringLiteral("collapsed rows 10000-10200"),
            [&] { return store.articles(collapsed, 10000, 200).size(); });
        measure(QStringLiteral("unread counts, groups once"),
            [&] { return store.unreadCounts(true).perFeed.size(); });
        ArticleQuery filtered = collapsed;
        filtered.show = ArticleQuery::Show::Unread;
        measure(
            QStringLiteral("unread, newest 200"), [&] { return store.articles(filtered, 0, 200).size(); });
        filtered.show = ArticleQuery::Show::Starred;
        measure(
            QStringLiteral("starred, newest 200"), [&] { return store.articles(filtered, 0, 200).size(); });
        ArticleQuery feed = collapsed;
        feed.feedId = 1;
        measure(QStringLiteral("one feed, newest 200"), [&] { return store.articles(feed, 0, 200).size(); });
        ArticleQuery search = collapsed;
        const QList<ArticleRecord> newest = store.articles(0, 0, 1);
        search.search
            = newest.isEmpty() ? QStringLiteral("news") : newest.constFirst().title.section(u' ', 0, 0);
        measure(QStringLiteral("search \"%1\", newest 200").arg(search.search),
            [&] { return store.articles(search, 0, 200).size(); });
        ArticleQuery bySource = collapsed;
        bySource.sort = ArticleQuery::Sort::Source;
        measure(
            QStringLiteral("by source, first 200"), [&] { return store.articles(bySource, 0, 200).size(); });
        ArticleQuery byCopies = collapsed;
        byCopies.sort = ArticleQuery::Sort::Copies;
        measure(
            QStringLiteral("by copies, first 200"), [&] { return store.articles(byCopies, 0, 200).size(); });
        for (const int days : {1, 7, 30}) {
            const auto [from, to] = FlowStatistics::period(now, 24 * days);
            measure(QStringLiteral("flow counts of %1 days").arg(days),
                [&] { return qsizetype(FlowStatistics::compute(db, from, to, 0, -1).articles); });
            measure(QStringLiteral("nearest distances (to 7) of %1 days").arg(days),
                [&] { return qsizetype(FlowStatistics::compute(db, from, to, 0, 7).articles); });
            measure(QStringLiteral("nearest distances (to 10) of %1 days").arg(days),
                [&] { return qsizetype(FlowStatistics::compute(db, from, to, 0, 10).articles); });
        }
        measure(QStringLiteral("duplicate groups of 5 days"),
            [&] { return GroupStore(db).groupsSince(now.addDays(-5)).size(); });
    }

    // The index the Ingestor judges against: the live window (five days), and every article.
    Ingestor::Options liveOptions;
    Ingestor::Options allOptions;
    allOptions.liveWindowDays = 100000;
    double liveMs = 0, allMs = 0;
    {
        Ingestor live(db, liveOptions);
        timer.restart();
        live.loadIndex(now);
        liveMs = millisecondsSince(timer);
    }
    {
        Ingestor all(db, allOptions);
        timer.restart();
        all.loadIndex(now);
        allMs = millisecondsSince(timer);
    }
    const qint64 liveCount = scalar(db,
        QStringLiteral("SELECT COUNT(*) FROM articles WHERE published >= %1")
            .arg(now.addDays(-liveOptions.liveWindowDays).toMSecsSinceEpoch()));
    const qint64 bytes = QFileInfo(path).size();

    // The statements of ArticleStore::articles(0, ...), ArticleStore::feeds() and Ingestor::loadIndex.
    QJsonObject plans;
    if (parser.isSet(QStringLiteral("plans"))) {
        plans.insert(QStringLiteral("newest"),
            queryPlan(db,
                QStringLiteral("SELECT a.id, f.title, g.size, g.primary_id FROM articles a"
                               " JOIN feeds f ON f.id = a.feed_id"
                               " LEFT JOIN duplicate_groups g ON g.id = a.group_id"
                               " ORDER BY a.published DESC, a.id DESC LIMIT 200 OFFSET 0")));
        plans.insert(QStringLiteral("feeds"),
            queryPlan(db,
                QStringLiteral("SELECT f.id, f.article_count - COALESCE(r.read_count, 0) FROM feeds f")
                    + ownFeedReadsJoin(SqlDialect(db)) + QStringLiteral(" ORDER BY lower(f.title), f.id")));
        plans.insert(QStringLiteral("count"), queryPlan(db, QStringLiteral("SELECT COUNT(*) FROM articles")));
        plans.insert(QStringLiteral("index"),
            queryPlan(db,
                QStringLiteral("SELECT a.id, a.simhash, COALESCE(g.primary_id, 0) FROM articles a"
                               " LEFT JOIN duplicate_groups g ON g.id = a.group_id WHERE a.published >= 0")));
    }
    db = {};
    Database::close(connection);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject result {
            {QStringLiteral("articles"), articleCount},
            {QStringLiteral("feeds"), double(feedRows)},
            {QStringLiteral("built"), built},
            {QStringLiteral("fill_s"), fillSeconds},
            {QStringLiteral("db_bytes"), double(bytes)},
            {QStringLiteral("open_ms"), openMs},
            {QStringLiteral("newest200_ms"), newestMs},
            {QStringLiteral("newest_rows"), double(newestRows)},
            {QStringLiteral("open_newest200_ms"), openMs + newestMs},
            {QStringLiteral("feeds_ms"), feedsMs},
            {QStringLiteral("count_ms"), countMs},
            {QStringLiteral("live_index_ms"), liveMs},
            {QStringLiteral("live_fingerprints"), double(liveCount)},
            {QStringLiteral("all_index_ms"), allMs},
        };
        QJsonObject list;
        for (const auto &[name, ms] : std::as_const(listing))
            list.insert(name, ms);
        result.insert(QStringLiteral("article_list_ms"), list);
        if (!plans.isEmpty())
            result.insert(QStringLiteral("plans"), plans);
        printJson(QJsonDocument(result));
    } else {
        out() << "articles           " << articleCount << " in " << feedRows << " feeds, "
              << qRound64(double(bytes) / 1e6) << " MB"
              << (built ? QStringLiteral(" (built in %1 s)").arg(fillSeconds, 0, 'f', 1)
                        : QStringLiteral(" (reused)"))
              << '\n'
              << "open               " << openMs << " ms\n"
              << "newest 200         " << newestMs << " ms (" << newestRows << " rows)\n"
              << "open + newest 200  " << openMs + newestMs << " ms\n"
              << "feeds with counts  " << feedsMs << " ms\n"
              << "article count      " << countMs << " ms\n"
              << "live index         " << liveMs << " ms (" << liveCount << " fingerprints of "
              << liveOptions.liveWindowDays << " days)\n"
              << "whole index        " << allMs << " ms (" << articleCount << " fingerprints)\n";
        for (const auto &[name, ms] : std::as_const(listing))
            out() << "list: " << name << "  " << ms << " ms\n";
        for (auto it = plans.constBegin(); it != plans.constEnd(); ++it)
            out() << "plan " << it.key().leftJustified(14) << it.value().toString() << '\n';
        out().flush();
    }
    return newestRows > 0 ? 0 : 1;
}

} // namespace kindred::cli
