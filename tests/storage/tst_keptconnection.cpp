#include "TestDatabases.h"
#include "storage/KeptConnection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace kindred;
using namespace Qt::StringLiterals;

class TestKeptConnection : public QObject
{
    Q_OBJECT

    test::TestDatabases m_databases;

private slots:
    void initTestCase()
    {
        if (!m_databases.unavailable().isEmpty())
            QSKIP(qPrintable(m_databases.unavailable()));
    }

    void keptBetweenUses()
    {
        KeptConnection kept(m_databases.location(u"kept"_s));
        QString error;
        const QString name = kept.acquire(&error).connectionName();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(QSqlQuery(kept.acquire(&error)).exec(u"SELECT COUNT(*) FROM feeds"_s));
        QCOMPARE(kept.acquire(&error).connectionName(), name);
        QCOMPARE(kept.opened(), 1);
        kept.close();
        QVERIFY(!QSqlDatabase::contains(name));
        QVERIFY(kept.acquire(&error).isOpen()); // opened again after close()
        QCOMPARE(kept.opened(), 2);
    }

    // A connection that no longer answers (the server restarted, the session was ended) is
    // opened again at the next use instead of failing every run after it.
    void opensAgainWhenItNoLongerAnswers()
    {
        KeptConnection kept(m_databases.location(u"lost"_s));
        QString error;
        QSqlDatabase db = kept.acquire(&error);
        QVERIFY2(db.isOpen(), qPrintable(error));
        if (test::TestDatabases::postgres()) {
            // Ended by the server, as a restart would: the client learns it at its next query.
            QSqlQuery pid(db);
            QVERIFY(pid.exec(u"SELECT pg_backend_pid()"_s) && pid.next());
            const qint64 backend = pid.value(0).toLongLong();
            pid.finish();
            {
                QSqlDatabase other = Database::open(m_databases.location(u"lost"_s), u"terminator"_s, &error);
                QSqlQuery end(other);
                QVERIFY(end.prepare(u"SELECT pg_terminate_backend(?)"_s));
                end.addBindValue(backend);
                QVERIFY2(end.exec(), qPrintable(end.lastError().text()));
            }
            Database::close(u"terminator"_s);
        } else {
            db.close();
        }
        db = {};
        QSqlDatabase again = kept.acquire(&error);
        QVERIFY2(again.isOpen(), qPrintable(error));
        QVERIFY(QSqlQuery(again).exec(u"SELECT COUNT(*) FROM feeds"_s));
        QCOMPARE(kept.opened(), 2);
    }

    // A user that left a transaction open (a bug) does not leave the next one inside it.
    void aTransactionLeftOpenIsRolledBack()
    {
        KeptConnection kept(m_databases.location(u"open"_s));
        QString error;
        {
            QSqlDatabase db = kept.acquire(&error);
            QVERIFY2(db.transaction(), qPrintable(db.lastError().text()));
            QVERIFY(
                QSqlQuery(db).exec(u"INSERT INTO feeds (url, title) VALUES ('https://a.example/', 'A')"_s));
        }
        QSqlDatabase db = kept.acquire(&error);
        QSqlQuery count(db);
        QVERIFY(count.exec(u"SELECT COUNT(*) FROM feeds"_s) && count.next());
        QCOMPARE(count.value(0).toInt(), 0);
        QVERIFY2(db.transaction(), qPrintable(db.lastError().text())); // a new one can begin
        QVERIFY(!QSqlQuery(db).exec(u"SELECT * FROM no_such_table"_s)); // PostgreSQL: failed now
        db = {};
        db = kept.acquire(&error);
        QVERIFY(QSqlQuery(db).exec(u"SELECT COUNT(*) FROM feeds"_s));
        QCOMPARE(kept.opened(), 1); // rolled back, not opened again
    }

    void aStoreThatCannotBeOpenedSaysWhy()
    {
        KeptConnection kept(u"/dev/null/kindred.sqlite"_s); // no folder can be made there
        QString error;
        QVERIFY(!kept.acquire(&error).isValid());
        QVERIFY2(error.contains(u"/dev/null/kindred.sqlite"_s), qPrintable(error));
        QCOMPARE(kept.opened(), 0);
    }
};

QTEST_GUILESS_MAIN(TestKeptConnection)
#include "tst_keptconnection.moc"
