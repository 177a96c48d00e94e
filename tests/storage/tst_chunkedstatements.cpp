// inChunks(): every item is bound once, in order, and the statements it runs are of a few sizes
// only (full chunks, then powers of two), so a cache of prepared statements stays small and is hit.
#include "TestDatabases.h"
#include "storage/ChunkedStatements.h"
#include "storage/Database.h"

#include <QSet>
#include <QSqlQuery>
#include <QTest>

using namespace kindred;

class TestChunkedStatements : public QObject
{
    Q_OBJECT

private:
    test::TestDatabases m_databases;

private slots:
    void everyItemOnceInAFewStatementSizes()
    {
        KINDRED_REQUIRE_DATABASE(m_databases);
        QString error;
        QSqlDatabase db = m_databases.openEmpty(QStringLiteral("chunks"), QStringLiteral("chunks"), &error);
        QVERIFY2(db.isValid(), qPrintable(error));
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE numbers (n BIGINT NOT NULL)")));
        StatementCache cache(db);
        const auto sql = [](qsizetype rows) {
            return QStringLiteral("INSERT INTO numbers (n) VALUES ")
                + QStringLiteral("(CAST(? AS BIGINT)), ").repeated(rows).chopped(2);
        };

        QSet<qsizetype> sizes;
        qint64 expectedSum = 0;
        qsizetype expectedRows = 0;
        for (const qsizetype count : {0, 1, 2, 3, 57, 100, 127, 128, 129, 300, 1000}) {
            qsizetype next = 0; // the items must come in order, each once
            const bool ok
                = inChunks(cache, count, 128, sql, [&](QSqlQuery &query, qsizetype first, qsizetype rows) {
                      if (first != next)
                          return false;
                      next = first + rows;
                      sizes.insert(rows);
                      for (qsizetype i = 0; i < rows; ++i)
                          query.bindValue(int(i), qint64(1000 * count + first + i));
                      return query.exec();
                  });
            QVERIFY2(ok, qPrintable(QStringLiteral("count %1").arg(count)));
            QCOMPARE(next, count);
            for (qsizetype i = 0; i < count; ++i)
                expectedSum += 1000 * count + i;
            expectedRows += count;
        }
        QSqlQuery total(db);
        QVERIFY(total.exec(QStringLiteral("SELECT COUNT(*), SUM(n) FROM numbers")) && total.next());
        QCOMPARE(total.value(0).toLongLong(), qint64(expectedRows));
        QCOMPARE(total.value(1).toLongLong(), expectedSum);
        // 128 and the powers of two below it: eight statements for eleven batches of any size.
        QCOMPARE(sizes, (QSet<qsizetype> {1, 2, 4, 8, 16, 32, 64, 128}));
        m_databases.closeAndRemove(QStringLiteral("chunks"), QStringLiteral("chunks"));
    }
};

QTEST_GUILESS_MAIN(TestChunkedStatements)
#include "tst_chunkedstatements.moc"
