#include "storage/Database.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace kindred;

namespace {

QVariant scalar(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    if (!query.exec(sql) || !query.next())
        return {};
    return query.value(0);
}

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT

private slots:
    void createsSchemaWithWalAndForeignKeys()
    {
        QTemporaryDir dir;
        QString error;
        {
            QSqlDatabase db
                = Database::open(dir.filePath(QStringLiteral("k.sqlite")), QStringLiteral("t1"), &error);
            QVERIFY2(db.isValid(), qPrintable(error));
            QCOMPARE(scalar(db, QStringLiteral("PRAGMA user_version")).toInt(), Database::schemaVersion());
            QCOMPARE(scalar(db, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
            QCOMPARE(scalar(db, QStringLiteral("PRAGMA foreign_keys")).toInt(), 1);
            QCOMPARE(scalar(db, QStringLiteral("PRAGMA page_size")).toInt(), 16384);
            // Statement journals in memory, not spilled to files (SqlDialect::sessionSetup()).
            QCOMPARE(scalar(db, QStringLiteral("PRAGMA temp_store")).toInt(), 2);
            for (const char *table : {"feeds", "articles", "duplicate_groups", "folders", "articles_fts"}) {
                QSqlQuery query(db);
                query.prepare(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = ?"));
                query.addBindValue(QString::fromLatin1(table));
                QVERIFY(query.exec() && query.next());
                QVERIFY2(query.value(0).toInt() == 1, table);
            }
        }
        Database::close(QStringLiteral("t1"));
    }

    void reopeningKeepsDataAndVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.sqlite"));
        QString error;
        {
            QSqlDatabase db = Database::open(path, QStringLiteral("t2"), &error);
            QSqlQuery insert(db);
            QVERIFY(
                insert.exec(QStringLiteral("INSERT INTO feeds (url, title) VALUES ('file:///a.xml', 'A')")));
        }
        Database::close(QStringLiteral("t2"));
        {
            QSqlDatabase db = Database::open(path, QStringLiteral("t3"), &error);
            QVERIFY2(db.isValid(), qPrintable(error));
            QCOMPARE(scalar(db, QStringLiteral("SELECT title FROM feeds")).toString(), QStringLiteral("A"));
        }
        Database::close(QStringLiteral("t3"));
    }

    void refusesANewerSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.sqlite"));
        QString error;
        {
            QSqlDatabase db = Database::open(path, QStringLiteral("t4"), &error);
            QSqlQuery query(db);
            QVERIFY(
                query.exec(QStringLiteral("PRAGMA user_version = %1").arg(Database::schemaVersion() + 1)));
        }
        Database::close(QStringLiteral("t4"));
        const QSqlDatabase db = Database::open(path, QStringLiteral("t5"), &error);
        QVERIFY(!db.isValid());
        QVERIFY2(error.contains(QStringLiteral("newer")), qPrintable(error));
    }

    void aFileThatIsNotADatabaseIsAClearError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("junk.sqlite"));
        QFile junk(path);
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write(QByteArray(4096, 'x'));
        junk.close();
        QString error;
        const QSqlDatabase db = Database::open(path, QStringLiteral("t6"), &error);
        QVERIFY(!db.isValid());
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(QFile(path).size(), 4096); // nothing overwritten
    }

    // A URI that lets reads go to a standby writes to the primary among the same hosts; the rest of
    // the URI stays as written. Any other location writes where it reads.
    void writesGoToThePrimaryOfAReplicaUri_data()
    {
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("writer");
        const QString hosts = QStringLiteral("postgresql://db1:5432,db2:5433/kindred");
        QTest::newRow("prefer-standby") << hosts + QStringLiteral("?target_session_attrs=prefer-standby")
                                        << hosts + QStringLiteral("?target_session_attrs=read-write");
        QTest::newRow("standby, options kept") << hosts
                + QStringLiteral("?sslmode=require&target_session_attrs=standby&options=-csearch_path%3Dteam")
                                               << hosts
                + QStringLiteral(
                    "?sslmode=require&options=-csearch_path%3Dteam&target_session_attrs=read-write");
        QTest::newRow("read-only") << QStringLiteral("postgres://replica/k?target_session_attrs=read-only")
                                   << QStringLiteral("postgres://replica/k?target_session_attrs=read-write");
        QTest::newRow("read-write") << hosts + QStringLiteral("?target_session_attrs=read-write")
                                    << hosts + QStringLiteral("?target_session_attrs=read-write");
        QTest::newRow("no attributes") << hosts << hosts;
        QTest::newRow("a file") << QStringLiteral("/tmp/standby.sqlite")
                                << QStringLiteral("/tmp/standby.sqlite");
    }

    void writesGoToThePrimaryOfAReplicaUri()
    {
        QFETCH(QString, location);
        QFETCH(QString, writer);
        QCOMPARE(Database::writerLocation(location), writer);
    }
};

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
