#include "storage/ArticleStore.h"
#include "storage/Database.h"
#include "storage/Schema.h"
#include "storage/StoreWriter.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;

// Every earlier schema version is upgraded by Database::open and must end up the same as a fresh
// database, with its rows intact. The versions (0..schemaVersion() - 1) come from schemaSteps(),
// so a new step extends the test without touching it.

namespace {

QStringList rows(QSqlDatabase db, const QString &sql)
{
    QStringList lines;
    QSqlQuery query(db);
    if (!query.exec(sql))
        return {QStringLiteral("error: ") + query.lastError().text()};
    while (query.next()) {
        QStringList fields;
        for (int i = 0; i < query.record().count(); ++i)
            fields.append(query.isNull(i) ? QStringLiteral("NULL") : query.value(i).toString());
        lines.append(fields.join(u'|'));
    }
    return lines;
}

QString simplified(const QString &sql)
{
    return sql.simplified()
        .replace(QStringLiteral("( "), QStringLiteral("("))
        .replace(QStringLiteral(" )"), QStringLiteral(")"));
}

// Tables, their columns (name, type, NOT NULL, default, key), foreign keys, indexes with their
// columns, triggers and views. Table SQL text is not compared: ALTER TABLE and a rebuilt table
// spell the same columns differently.
QStringList schemaOf(QSqlDatabase db)
{
    QStringList schema;
    QSqlQuery master(db);
    if (!master.exec(
            QStringLiteral("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")))
        return {QStringLiteral("error: ") + master.lastError().text()};
    while (master.next()) {
        const QString type = master.value(0).toString();
        const QString name = master.value(1).toString();
        const QString sql = master.value(3).toString();
        schema.append(QStringLiteral("%1 %2 on %3").arg(type, name, master.value(2).toString()));
        if (type == QLatin1String("table")) {
            if (sql.startsWith(QLatin1String("CREATE VIRTUAL"), Qt::CaseInsensitive))
                schema.append(QStringLiteral("  sql ") + simplified(sql));
            for (const QString &column : rows(db, QStringLiteral("PRAGMA table_xinfo('%1')").arg(name)))
                schema.append(QStringLiteral("  column ") + column);
            for (const QString &key : rows(db, QStringLiteral("PRAGMA foreign_key_list('%1')").arg(name)))
                schema.append(QStringLiteral("  foreign key ") + key);
        } else if (type == QLatin1String("index")) {
            schema.append(QStringLiteral("  sql ") + simplified(sql));
            for (const QString &column : rows(db, QStringLiteral("PRAGMA index_xinfo('%1')").arg(name)))
                schema.append(QStringLiteral("  key ") + column);
        } else {
            schema.append(QStringLiteral("  sql ") + simplified(sql));
        }
    }
    return schema;
}

// The real tables of a database (no virtual tables, no FTS shadow tables, no sqlite_ tables).
QStringList plainTables(QSqlDatabase db)
{
    return rows(db,
        QStringLiteral("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'"
                       " AND name NOT LIKE 'sqlite_%' ORDER BY name"));
}

QStringList columnsOf(QSqlDatabase db, const QString &table)
{
    return rows(db, QStringLiteral("SELECT name FROM pragma_table_info('%1') ORDER BY cid").arg(table));
}

// Every row of every plain table, over the given columns only (a later schema adds columns).
QMap<QString, QStringList> contents(QSqlDatabase db, const QMap<QString, QStringList> &columns)
{
    QMap<QString, QStringList> tables;
    for (auto it = columns.cbegin(); it != columns.cend(); ++it)
        tables.insert(it.key(),
            rows(
                db, QStringLiteral("SELECT %1 FROM %2 ORDER BY rowid").arg(it.value().join(u','), it.key())));
    return tables;
}

// The columns that later steps keep: version 10 moved the reader's marks (articles.read, the
// feeds' unread counts, events.seen) to tables of each person's own.
QMap<QString, QStringList> kept(QMap<QString, QStringList> columns)
{
    const QList<std::pair<QString, QString>> moved {{QStringLiteral("articles"), QStringLiteral("read")},
        {QStringLiteral("feeds"), QStringLiteral("unread_count")},
        {QStringLiteral("events"), QStringLiteral("seen")}};
    for (const auto &[table, column] : moved) {
        const auto found = columns.find(table);
        if (found != columns.end())
            found->removeAll(column);
    }
    return columns;
}

// The columns as a later step named them: version 8 renamed events.end (a reserved word in
// PostgreSQL) to finish, version 10 articles.starred to stars (how many people starred it).
QMap<QString, QStringList> renamed(QMap<QString, QStringList> columns)
{
    const auto events = columns.find(QStringLiteral("events"));
    if (events != columns.end())
        events->replaceInStrings(QRegularExpression(QStringLiteral("^end$")), QStringLiteral("finish"));
    const auto articles = columns.find(QStringLiteral("articles"));
    if (articles != columns.end())
        articles->replaceInStrings(QRegularExpression(QStringLiteral("^starred$")), QStringLiteral("stars"));
    return columns;
}

bool execAll(QSqlDatabase db, const QStringList &statements, QString *error)
{
    for (const QString &sql : statements) {
        QSqlQuery query(db);
        if (!query.exec(sql)) {
            *error = query.lastError().text() + QStringLiteral(" in: ") + sql.left(80);
            return false;
        }
    }
    return true;
}

// Rows in the tables every version since 1 has had: two feeds, a duplicate group of two, a lone
// article, a folder. Only version-1 columns are named, so later versions' defaults fill the rest.
QStringList versionOneRows(int version)
{
    // Since version 10 the reader's marks are rows of their own and articles count stars.
    if (version >= 10) {
        QStringList rows = versionOneRows(9);
        rows[4].replace(QStringLiteral(" read, starred,"), QStringLiteral(" stars,"));
        rows[4].replace(QStringLiteral(" 1, 0, -4822678189205112"), QStringLiteral(" 0, -4822678189205112"));
        rows[4].replace(QStringLiteral(" 0, 1, -4822678189205109"), QStringLiteral(" 0, -4822678189205109"));
        rows[4].replace(QStringLiteral(" 0, 0, 42,"), QStringLiteral(" 0, 42,"));
        // (the marks trigger counts the star of article 11)
        rows.append(QStringLiteral(
            "INSERT INTO marks (article_id, feed_id, read, starred) VALUES (10, 1, 1, 0), (11, 2, 0, 1)"));
        return rows;
    }
    return {
        QStringLiteral("INSERT INTO folders (id, name) VALUES (1, 'World')"),
        QStringLiteral(
            "INSERT INTO feeds (id, url, title, folder_id, title_prefix, last_fetch, etag)"
            " VALUES (1, 'https://a.example/feed', 'Alpha', 1, 'Test Drive:', 1795000000000, 'W/\"1\"')"),
        QStringLiteral("INSERT INTO feeds (id, url, title) VALUES (2, 'https://b.example/feed', 'Beta')"),
        QStringLiteral(
            "INSERT INTO duplicate_groups (id, primary_id, size, distance_sum) VALUES (7, 10, 2, 2)"),
        QStringLiteral(
            "INSERT INTO articles (id, feed_id, guid, url, title, summary, body, published, fetched,"
            " read, starred, simhash, digest, fp_version, group_id, distance) VALUES"
            " (10, 1, 'g10', 'https://a.example/10', 'Harbour cranes stopped', 'Dockers walk out',"
            "  '', 1794900000000, 1794900000500, 1, 0, -4822678189205112, "
            "x'00112233445566778899aabbccddeeff', 1,"
            "  7, 0),"
            " (11, 2, 'g11', 'https://b.example/11', 'Cranes stand still in the harbour', 'Dockers strike',"
            "  'Long body about the zeppelin strike', 1794900600000, 1794900600500, 0, 1, -4822678189205109,"
            "  x'ffeeddccbbaa99887766554433221100', 1, 7, 2),"
            " (12, 2, 'g12', '', 'Budget talks', '', '', 1794901000000, 1794901000000, 0, 0, 42, x'00', 1,"
            "  NULL, 0)"),
    };
}

struct OldDatabase
{
    QMap<QString, QStringList> columns; // of each plain table before the upgrade
    QMap<QString, QStringList> contents;
};

// Builds schema `version` by hand, as an older Kindred left it, with rows when it has tables.
bool makeOldDatabase(
    const QString &path, int version, const QStringList &extra, OldDatabase *old, QString *error)
{
    const QString connection = QStringLiteral("old-%1").arg(version);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        ok = db.open() && db.transaction();
        for (int step = 0; ok && step < version; ++step)
            ok = execAll(db, schemaSteps(SqlEngine::Sqlite).at(step), error);
        ok = ok && execAll(db, QStringList {QStringLiteral("PRAGMA user_version = %1").arg(version)}, error);
        if (ok && version >= 1)
            ok = execAll(db, versionOneRows(version), error);
        ok = ok && execAll(db, extra, error) && db.commit();
        if (ok) {
            for (const QString &table : plainTables(db))
                old->columns.insert(table, columnsOf(db, table));
            old->contents = contents(db, kept(old->columns));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

int userVersion(QSqlDatabase db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("PRAGMA user_version")) && query.next() ? query.value(0).toInt() : -1;
}

} // namespace

class TestMigrations : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QStringList m_freshSchema;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        {
            QSqlDatabase db = Database::open(
                m_dir.filePath(QStringLiteral("fresh.sqlite")), QStringLiteral("fresh"), &error);
            QVERIFY2(db.isValid(), qPrintable(error));
            QCOMPARE(userVersion(db), Database::schemaVersion());
            m_freshSchema = schemaOf(db);
        }
        Database::close(QStringLiteral("fresh"));
        QVERIFY(m_freshSchema.size() > 20);
        QVERIFY(!m_freshSchema.join(u'\n').contains(QStringLiteral("error:")));
    }

    void upgradesEveryEarlierVersion_data()
    {
        QTest::addColumn<int>("version");
        for (int version = 0; version < Database::schemaVersion(); ++version)
            QTest::addRow("from version %d", version) << version;
    }

    void upgradesEveryEarlierVersion()
    {
        QFETCH(int, version);
        const QString path = m_dir.filePath(QStringLiteral("v%1.sqlite").arg(version));
        OldDatabase old;
        QString error;
        QVERIFY2(makeOldDatabase(path, version, {}, &old, &error), qPrintable(error));

        const QString connection = QStringLiteral("upgraded-%1").arg(version);
        {
            QSqlDatabase db = Database::open(path, connection, &error);
            QVERIFY2(db.isValid(), qPrintable(error));
            QCOMPARE(userVersion(db), Database::schemaVersion());
            QCOMPARE(schemaOf(db), m_freshSchema);
            // Every old row is still there, column for column.
            QCOMPARE(contents(db, renamed(kept(old.columns))), old.contents);
            // Version 5 set the search index to merge sixteen segments at a time.
            QCOMPARE(rows(db, QStringLiteral("SELECT v FROM articles_fts_config WHERE k = 'automerge'")),
                QStringList {QStringLiteral("16")});

            if (version >= 1) {
                const ArticleStore store(db);
                const QList<FeedRecord> feeds = store.feeds();
                QCOMPARE(feeds.size(), 2);
                QCOMPARE(feeds[0].title, QStringLiteral("Alpha"));
                QCOMPARE(feeds[0].titlePrefix, QStringLiteral("Test Drive:"));
                QCOMPARE(feeds[1].articleCount, 2);
                // The one reader's marks are theirs in the marks table now.
                QCOMPARE(feeds[0].unreadCount, 0);
                QCOMPARE(feeds[1].unreadCount, 2);
                QVERIFY(store.article(10)->read);
                QVERIFY(!store.article(10)->starred);
                QCOMPARE(
                    rows(db,
                        QStringLiteral("SELECT article_id || ':' || read || starred FROM marks ORDER BY 1")),
                    (QStringList {QStringLiteral("10:10"), QStringLiteral("11:01")}));
                const std::optional<ArticleRecord> copy = store.article(11);
                QVERIFY(copy.has_value());
                QCOMPARE(copy->groupSize, 2);
                QCOMPARE(copy->distance, 2);
                QVERIFY(copy->starred);
                QCOMPARE(copy->simhash, quint64(-4822678189205109LL));
                QCOMPARE(store.groupMembers(7).first().id, 10);

                // The search index written by the old version still answers, and follows edits.
                QCOMPARE(
                    rows(db,
                        QStringLiteral("SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'zeppelin'")),
                    QStringList {QStringLiteral("11")});
                QCOMPARE(rows(db,
                             QStringLiteral("SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'cranes'"
                                            " ORDER BY rowid")),
                    (QStringList {QStringLiteral("10"), QStringLiteral("11")}));
                QSqlQuery edit(db);
                QVERIFY(
                    edit.exec(QStringLiteral("UPDATE articles SET title = 'Budget agreed' WHERE id = 12")));
                QCOMPARE(
                    rows(db,
                        QStringLiteral("SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'agreed'")),
                    QStringList {QStringLiteral("12")});
                QVERIFY(rows(
                    db, QStringLiteral("SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'talks'"))
                            .isEmpty());
                QCOMPARE(rows(db,
                             QStringLiteral(
                                 "SELECT COUNT(*) FROM articles_fts WHERE articles_fts MATCH 'dockers'")),
                    QStringList {QStringLiteral("2")});
            }

            // The upgraded database takes new writes like a fresh one.
            StoreWriter writer(db);
            const qint64 feed
                = writer.upsertFeed(QStringLiteral("https://c.example/feed"), QStringLiteral("Gamma"));
            QVERIFY2(feed > 0, qPrintable(writer.lastError()));
            NewArticle article;
            article.feedId = feed;
            article.guid = QStringLiteral("new");
            article.title = QStringLiteral("Fresh news after the upgrade");
            article.published = QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC);
            article.fetched = article.published;
            QVERIFY2(writer.insertArticle(article) > 0, qPrintable(writer.lastError()));
            QVERIFY(writer.setFeedRetentionDays(feed, 3));
        }
        Database::close(connection);
    }

    void aFailedStepLeavesTheEarlierVersion_data()
    {
        QTest::addColumn<int>("version");
        QTest::addColumn<QString>("blocker");
        // Step `version + 1` fails on a table that is in the way. Earlier statements of the same
        // step (an ALTER TABLE, say) must be undone with it.
        static const QRegularExpression createTable(QStringLiteral("^CREATE TABLE (\\w+)"));
        for (int version = 1; version < Database::schemaVersion(); ++version) {
            const QStringList step = schemaSteps(SqlEngine::Sqlite).at(version);
            for (qsizetype i = 1; i < step.size(); ++i) {
                const QRegularExpressionMatch match = createTable.match(step.at(i));
                if (match.hasMatch()) {
                    QTest::addRow("step %d", version + 1) << version << match.captured(1);
                    break;
                }
            }
        }
    }

    void aFailedStepLeavesTheEarlierVersion()
    {
        QFETCH(int, version);
        QFETCH(QString, blocker);
        const QString path = m_dir.filePath(QStringLiteral("blocked-v%1.sqlite").arg(version));
        OldDatabase old;
        QString error;
        QVERIFY2(makeOldDatabase(
                     path, version, {QStringLiteral("CREATE TABLE %1 (x)").arg(blocker)}, &old, &error),
            qPrintable(error));
        {
            const QSqlDatabase db = Database::open(path, QStringLiteral("blocked"), &error);
            QVERIFY(!db.isValid());
            QVERIFY2(
                error.contains(QStringLiteral("migration to schema %1").arg(version + 1)), qPrintable(error));
        }
        const QString connection = QStringLiteral("inspect");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QCOMPARE(userVersion(db), version);
            QMap<QString, QStringList> columns;
            for (const QString &table : plainTables(db))
                columns.insert(table, columnsOf(db, table));
            QCOMPARE(columns, old.columns);
            QCOMPARE(contents(db, kept(columns)), old.contents);
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }

    // Opening a large store of a version before the search index was made again with Kindred's
    // tokenizer takes a while: the window and the CLI say so first (Database::longUpgrade()).
    void aLongUpgradeIsAnnounced()
    {
        const int before = 21; // the last version before the index is rebuilt
        const QString many = m_dir.filePath(QStringLiteral("many-v%1.sqlite").arg(before));
        const QString few = m_dir.filePath(QStringLiteral("few-v%1.sqlite").arg(before));
        const QString fill = QStringLiteral(
            "INSERT INTO articles (feed_id, guid, title, summary, published, fetched, simhash, digest,"
            " fp_version) SELECT 1, 'n' || n, 'Story ' || n, 'Text of story ' || n, 1795000000000 + n,"
            " 1795000000000 + n, n, x'00', 1 FROM (WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL"
            " SELECT n + 1 FROM c WHERE n < 100000) SELECT n FROM c)");
        OldDatabase old;
        QString error;
        QVERIFY2(makeOldDatabase(many, before, {fill}, &old, &error), qPrintable(error));
        QVERIFY2(makeOldDatabase(few, before, {}, &old, &error), qPrintable(error));

        const std::optional<Database::LongUpgrade> upgrade = Database::longUpgrade(many);
        QVERIFY(upgrade);
        QCOMPARE(upgrade->articles, 100003); // and version 1's three
        QVERIFY(upgrade->seconds >= 3);
        QVERIFY(!Database::longUpgrade(few)); // upgraded in no time
        QVERIFY(!Database::longUpgrade(m_dir.filePath(QStringLiteral("none.sqlite"))));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("none.sqlite")))); // not made by it
        QVERIFY(!Database::longUpgrade(QStringLiteral("postgresql://nobody@127.0.0.1:1/none")));
        {
            const QSqlDatabase db = Database::open(many, QStringLiteral("upgraded-many"), &error);
            QVERIFY2(db.isValid(), qPrintable(error));
            QCOMPARE(userVersion(db), Database::schemaVersion());
        }
        Database::close(QStringLiteral("upgraded-many"));
        QVERIFY(!Database::longUpgrade(many)); // upgraded: nothing more to tell
    }
};

QTEST_GUILESS_MAIN(TestMigrations)
#include "tst_migrations.moc"
