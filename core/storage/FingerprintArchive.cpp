#include "storage/FingerprintArchive.h"

#include "storage/SqlDialect.h"

#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <bit>

namespace kindred {

namespace {

// The 16-bit block `block` (0 = the highest bits) of a fingerprint stored as a signed bigint:
// the arithmetic shift copies the sign bit, the mask keeps the block.
QString blockExpression(int block)
{
    const int shift = 48 - 16 * block;
    return shift == 0 ? QStringLiteral("(simhash & 65535)")
                      : QStringLiteral("((simhash >> %1) & 65535)").arg(shift);
}

qint64 blockOf(quint64 simhash, int block)
{
    return qint64((simhash >> (48 - 16 * block)) & 0xffff);
}

} // namespace

FingerprintArchive::FingerprintArchive(QSqlDatabase db, QString table)
    : m_db(std::move(db)), m_table(std::move(table))
{ }

QStringList FingerprintArchive::blockIndexes(const QString &table)
{
    QStringList statements;
    for (int block = 0; block < 4; ++block) {
        statements.append(QStringLiteral("CREATE INDEX IF NOT EXISTS %1_block%2 ON %1 (%3)")
                              .arg(table)
                              .arg(block)
                              .arg(blockExpression(block)));
    }
    return statements;
}

bool FingerprintArchive::usesBlocks(int radius) const
{
    return radius <= BlockRadius && SqlDialect(m_db).isPostgres();
}

std::optional<QList<FingerprintArchive::Near>> FingerprintArchive::near(quint64 simhash, int radius) const
{
    if (!usesBlocks(radius))
        return nearByScan(simhash, radius);
    QStringList conditions;
    QVariantList values;
    for (int block = 0; block < 4; ++block) {
        conditions.append(blockExpression(block) + QStringLiteral(" = ?"));
        values.append(blockOf(simhash, block));
    }
    return select(QStringLiteral("SELECT id, simhash FROM %1 WHERE %2")
                      .arg(m_table, conditions.join(QStringLiteral(" OR "))),
        values, simhash, radius);
}

std::optional<QList<FingerprintArchive::Near>> FingerprintArchive::nearByScan(
    quint64 simhash, int radius) const
{
    return select(QStringLiteral("SELECT id, simhash FROM %1").arg(m_table), {}, simhash, radius);
}

std::optional<QList<FingerprintArchive::Near>> FingerprintArchive::select(
    const QString &sql, const QVariantList &values, quint64 simhash, int radius) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.prepare(sql)) {
        m_lastError = query.lastError().text();
        return std::nullopt;
    }
    for (qsizetype i = 0; i < values.size(); ++i)
        query.bindValue(int(i), values.at(i));
    if (!query.exec()) {
        m_lastError = query.lastError().text();
        return std::nullopt;
    }
    QList<Near> found;
    while (query.next()) {
        const quint64 stored = quint64(query.value(1).toLongLong());
        const int distance = std::popcount(stored ^ simhash);
        if (distance <= radius)
            found.append({query.value(0).toLongLong(), stored, distance});
    }
    std::sort(found.begin(), found.end(),
        [](const Near &a, const Near &b) { return std::tie(a.distance, a.id) < std::tie(b.distance, b.id); });
    return found;
}

} // namespace kindred
