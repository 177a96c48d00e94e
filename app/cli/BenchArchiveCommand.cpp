#include "CliSupport.h"
#include "Commands.h"
#include "storage/Database.h"
#include "storage/FingerprintArchive.h"
#include "storage/SqlDialect.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace kindred::cli {

namespace {

// The bench's fingerprints: a hash of the row number, and every hundredth row a copy of the row
// before it with one to three bits flipped, so that lookups have neighbours to find.
// (Qt reads ":name" as a placeholder in prepared SQL: casts are spelled CAST here.)
const QString fillSql = QStringLiteral(
    "INSERT INTO archive_bench (id, simhash)"
    " SELECT g, CASE WHEN g % 100 = 0 THEN h # (CAST(1 AS bigint) << CAST(g % 61 AS int))"
    " # (CAST(g % 3 AS bigint) << 62) ELSE h END"
    " FROM (SELECT g, (CAST(hashint8(g - CAST(g % 100 = 0 AS int)) AS bigint) << 32)"
    " | (CAST(hashint8(g - CAST(g % 100 = 0 AS int) + 4000000000) AS bigint) & 4294967295) AS h"
    " FROM generate_series(CAST(? AS bigint), CAST(? AS bigint)) AS g) AS numbered");

bool exec(QSqlDatabase &db, const QString &sql, const QVariantList &values = {})
{
    // PostgreSQL prepares no DDL: statements without values run as they are.
    QSqlQuery query(db);
    bool ok = false;
    if (values.isEmpty()) {
        ok = query.exec(sql);
    } else {
        query.prepare(sql);
        for (qsizetype i = 0; i < values.size(); ++i)
            query.bindValue(int(i), values.at(i));
        ok = query.exec();
    }
    if (ok)
        return true;
    err() << "kindred-cli: " << query.lastError().text() << Qt::endl;
    return false;
}

double percentile(QList<double> sorted, double p)
{
    return sorted.isEmpty() ? 0
                            : sorted.at(std::min(sorted.size() - 1, qsizetype(p * double(sorted.size()))));
}

} // namespace

// kindred-cli bench archive --db URI [--n N] [--queries Q] [--scans S]
int runBenchArchive(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "bench archive: near-duplicate lookups (radius 3) in PostgreSQL through the four 16-bit block "
        "indexes (FingerprintArchive), over N stored fingerprints in a table of its own (archive_bench, "
        "filled once and kept). Prints the time per query and checks the answers against a full scan."));
    parser.addOption({QStringLiteral("db"), QStringLiteral("A PostgreSQL URI."), QStringLiteral("URI")});
    parser.addOption({QStringLiteral("n"), QStringLiteral("Fingerprints stored (default 10000000)."),
        QStringLiteral("N"), QStringLiteral("10000000")});
    parser.addOption({QStringLiteral("queries"), QStringLiteral("Lookups timed (default 1000)."),
        QStringLiteral("Q"), QStringLiteral("1000")});
    parser.addOption({QStringLiteral("scans"),
        QStringLiteral("Lookups also answered by a full scan and compared (default 10)."),
        QStringLiteral("S"), QStringLiteral("10")});
    if (const int code = parseArguments(parser, arguments, 0); code >= 0)
        return code;
    const QString location = parser.value(QStringLiteral("db"));
    if (SqlDialect::engineOf(location) != SqlEngine::Postgres)
        return fail(QStringLiteral("--db postgresql://... is required: the block indexes are PostgreSQL's"));
    const qint64 n = parser.value(QStringLiteral("n")).toLongLong();
    const int queries = parser.value(QStringLiteral("queries")).toInt();
    const int scans = parser.value(QStringLiteral("scans")).toInt();
    if (n <= 0 || queries <= 0 || scans < 0)
        return fail(QStringLiteral("--n and --queries take positive numbers"));

    QString error;
    const QString connection = QStringLiteral("bench-archive");
    int code = 0;
    {
        QSqlDatabase db = Database::open(location, connection, &error);
        if (!db.isValid())
            return fail(error);
        QElapsedTimer timer;
        timer.start();
        bool ok = exec(db,
            QStringLiteral(
                "CREATE TABLE IF NOT EXISTS archive_bench (id BIGINT PRIMARY KEY, simhash BIGINT NOT NULL)"));
        QSqlQuery count(db);
        const qint64 stored = ok
                && count.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM archive_bench"))
                && count.next()
            ? count.value(0).toLongLong()
            : 0;
        for (qint64 first = stored + 1; ok && first <= n; first += 1000000)
            ok = exec(db, fillSql, {first, std::min(n, first + 999999)});
        for (const QString &statement : FingerprintArchive::blockIndexes(QStringLiteral("archive_bench")))
            ok = ok && exec(db, statement);
        ok = ok && exec(db, QStringLiteral("ANALYZE archive_bench"));
        if (!ok) {
            code = 1;
        } else {
            if (stored < n)
                err() << "filled " << n - stored << " fingerprints and their indexes in "
                      << timer.elapsed() / 1000.0 << " s" << Qt::endl;
            // Queries: stored fingerprints with 0-3 bits flipped.
            QRandomGenerator random(42);
            FingerprintArchive archive(db, QStringLiteral("archive_bench"));
            QList<double> ms;
            qint64 found = 0;
            int exact = 0;
            for (int i = 0; i < queries && code == 0; ++i) {
                QSqlQuery pick(db);
                pick.prepare(QStringLiteral("SELECT simhash FROM archive_bench WHERE id = ?"));
                pick.bindValue(0, qint64(random.bounded(quint64(n)) + 1));
                if (!pick.exec() || !pick.next()) {
                    code = fail(pick.lastError().text());
                    break;
                }
                quint64 simhash = quint64(pick.value(0).toLongLong());
                for (int flip = 0; flip < i % 4; ++flip)
                    simhash ^= quint64(1) << random.bounded(64);
                QElapsedTimer lookup;
                lookup.start();
                const std::optional<QList<FingerprintArchive::Near>> near = archive.near(simhash, 3);
                ms.append(lookup.nsecsElapsed() / 1e6);
                if (!near) {
                    code = fail(archive.lastError());
                    break;
                }
                found += near->size();
                if (i < scans) {
                    const std::optional<QList<FingerprintArchive::Near>> scanned
                        = archive.nearByScan(simhash, 3);
                    exact += scanned && *scanned == *near ? 1 : 0;
                }
            }
            std::sort(ms.begin(), ms.end());
            if (code == 0) {
                out() << n << " fingerprints, " << queries << " lookups at radius 3: median "
                      << percentile(ms, 0.5) << " ms, p90 " << percentile(ms, 0.9) << " ms, p99 "
                      << percentile(ms, 0.99) << " ms; " << double(found) / queries << " found per lookup; "
                      << exact << " of " << std::min(scans, queries) << " equal to a full scan\n";
                printJson(QJsonDocument(QJsonObject {
                    {QStringLiteral("fingerprints"), n},
                    {QStringLiteral("medianMs"), percentile(ms, 0.5)},
                    {QStringLiteral("p99Ms"), percentile(ms, 0.99)},
                    {QStringLiteral("exact"), exact},
                    {QStringLiteral("checked"), std::min(scans, queries)},
                }));
                code = exact == std::min(scans, queries) ? 0 : 2;
            }
        }
    }
    Database::close(connection);
    return code;
}

} // namespace kindred::cli
